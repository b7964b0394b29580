//! The rules module's bindings: the `Game` class and `variants()`.

use crate::args::{self, error, JsResult};
use crate::game_args::{options_arg, variant_arg};
use crate::part::{part_of, Part};
use crate::{js_err, to_js};
use serde::Serialize;
use twofold_rules::error::quote;
use twofold_rules::variant::TurnRule;
use twofold_rules::words;
use twofold_rules::{
    Color, Game as RulesGame, Move, Options, Outcome, PieceKind, PieceType, Position, Square, TurnRecord, Variant,
    VariantId,
};
use wasm_bindgen::prelude::*;

const POSITION_HINT: &str = "a position string, or undefined for the start position";
const SQUARE_HINT: &str = "a square name such as e2";

fn color_str(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[derive(Serialize)]
struct OptionInfo {
    id: &'static str,
    name: &'static str,
    description: &'static str,
    default: bool,
}

#[derive(Serialize)]
struct VariantInfo {
    id: &'static str,
    name: &'static str,
    /// The name where room is short ("Chess2").
    #[serde(rename = "shortName")]
    short_name: &'static str,
    /// One line about the game.
    summary: &'static str,
    /// Why the start array is reconstructed (null when it is the inventor's).
    reconstructed: Option<&'static str>,
    options: Vec<OptionInfo>,
    /// The letters of every piece the game may have, in the rules' order.
    pieces: Vec<String>,
    #[serde(rename = "turnRule")]
    turn_rule: &'static str,
    /// The board's size in squares.
    width: u8,
    height: u8,
}

/// What a record holds besides its main line, as `recordSkips` reports it.
#[derive(Serialize)]
struct SkipsInfo {
    comments: usize,
    #[serde(rename = "sideLines")]
    side_lines: usize,
    glyphs: usize,
}

/// What a game record holds besides the main line the rules play:
/// `{ comments, sideLines, glyphs }` (a record players' programs export:
/// clock comments, side lines, `$2`), for a word to the player who imports
/// it. Throws the rules' error when its marks do not balance.
#[wasm_bindgen(js_name = recordSkips)]
pub fn record_skips(text: &JsValue) -> JsResult<JsValue> {
    let text = args::string(text, "recordSkips", "text", "a game record")?;
    let s = twofold_rules::skipped_in_record(&text).map_err(js_err)?;
    to_js(&SkipsInfo { comments: s.comments, side_lines: s.side_lines, glyphs: s.glyphs })
}

/// The games the rules crate plays, with their options, as the rules
/// describe them: the built-in games, then those loaded (`loadCompiled`).
#[wasm_bindgen]
pub fn variants() -> JsResult<JsValue> {
    let list: Vec<VariantInfo> = VariantId::ALL
        .into_iter()
        .chain(VariantId::loaded())
        .filter_map(|id| Variant::get(id, Options::default()).ok())
        .map(|v| VariantInfo {
            id: v.id.as_str(),
            name: v.name,
            short_name: v.id.entry().short_name,
            summary: v.summary,
            reconstructed: v.reconstructed,
            pieces: v.kinds.iter().map(|&k| v.pieces.letter(k).to_string()).collect(),
            turn_rule: v.turn_rule.name(),
            options: v
                .offered
                .iter()
                .map(|o| OptionInfo { id: o.id, name: o.name, description: o.description, default: false })
                .collect(),
            width: v.geometry.width,
            height: v.geometry.height,
        })
        .collect();
    to_js(&list)
}

/// The id of the game a fresh page starts with (the table of games marks
/// it); cheap, unlike `variants()`, which builds every game's tables.
#[wasm_bindgen(js_name = defaultVariant)]
pub fn default_variant() -> String {
    VariantId::DEFAULT.as_str().to_string()
}

#[derive(Serialize)]
struct PieceInfo {
    letter: char,
    name: &'static str,
    /// How it moves, in a few words.
    moves: &'static str,
}

/// The built-in kinds, by the letters the built-in games give them, with
/// their names and how they move (cheap: it builds no game).
#[wasm_bindgen]
pub fn pieces() -> JsResult<JsValue> {
    let list: Vec<PieceInfo> = PieceKind::BUILTIN
        .into_iter()
        .map(PieceType::builtin)
        .map(|t| PieceInfo { letter: t.letter, name: &t.name, moves: &t.description })
        .collect();
    to_js(&list)
}

#[cfg(feature = "compiled")]
#[derive(Serialize)]
struct GamePiece<'a> {
    letter: char,
    name: &'a str,
    moves: &'a str,
    art: Option<char>,
}

/// The board's layout data, as the rules' geometry has it.
#[derive(Serialize)]
struct Geometry {
    width: u8,
    height: u8,
    files: String,
    /// Rank names, from rank 1 up.
    ranks: Vec<String>,
    /// Per square index (rank * width + file): does the square exist?
    exists: Vec<bool>,
    #[serde(rename = "squareNames")]
    square_names: Vec<String>,
    /// Per square index: the board it belongs to (steps and slides stay on it).
    regions: Vec<u8>,
    /// Leaps wrap around the file axis (the last file joins the first).
    #[serde(rename = "wrapLeaps")]
    wrap_leaps: bool,
    /// The side of the Big squares moves may stay inside, 0 for none.
    #[serde(rename = "bigSquare")]
    big_square: u8,
}

#[derive(Serialize)]
struct TurnInfo {
    number: u32,
    color: &'static str,
    text: String,
    kind: &'static str,
    /// Its mark in the move list and the mark's words (Chess2's ʳ and ¹), or null.
    mark: Option<&'static str>,
    #[serde(rename = "markWords")]
    mark_words: Option<&'static str>,
    /// History steps up to the end of this turn (for `goTo`).
    steps: usize,
    complete: bool,
}

impl TurnInfo {
    fn of(v: &Variant, t: &TurnRecord) -> TurnInfo {
        let mark = words::turn_mark(v, t);
        TurnInfo {
            number: t.number,
            color: color_str(t.color),
            text: t.text.clone(),
            kind: t.kind.as_str(),
            mark: mark.map(|m| m.0),
            mark_words: mark.map(|m| m.1),
            steps: t.last_step + 1,
            complete: t.complete,
        }
    }
}

/// A King Hold: whose king, and the board it may no longer move on.
#[derive(Serialize)]
struct HoldInfo {
    king: &'static str,
    board: &'static str,
}

#[derive(Serialize)]
struct Status {
    over: bool,
    result: &'static str,
    reason: &'static str,
    winner: Option<&'static str>,
    #[serde(rename = "sideToMove")]
    side_to_move: &'static str,
    #[serde(rename = "inCheck")]
    in_check: bool,
    /// The position string's seventh field for this position (`s`/`d`, `=W`, `hw`...).
    #[serde(rename = "turnField")]
    turn_field: &'static str,
    /// This turn is a single move (White's first turn, a response turn).
    #[serde(rename = "singleOnly")]
    single_only: bool,
    /// A pending guard flip: the letter the side to move may turn its guards into.
    #[serde(rename = "guardFlip")]
    guard_flip: Option<String>,
    hold: Option<HoldInfo>,
    #[serde(rename = "canRedo")]
    can_redo: bool,
    ply: usize,
    /// How the game ended, for people ("Black resigned", "draw agreed",
    /// "checkmate"); "" while it goes on.
    description: String,
    /// The kind of turn to play and what it still needs, in the rules' words (null where turns are one move).
    #[serde(rename = "turnWords")]
    turn_words: Option<String>,
    /// The game's own conditions in force, a sentence each (a held king, a pending guard flip, a check that ended a turn).
    conditions: Vec<String>,
    /// The most moves a turn may have (1: every turn is one move).
    #[serde(rename = "mostParts")]
    most_parts: u8,
    /// The turn's parts are judged together from its start (Two-Prong): the
    /// board shows the start, each planned part's piece where it goes.
    #[serde(rename = "partsFromStart")]
    parts_from_start: bool,
    /// What the move list's marks mean (null where turns have none).
    #[serde(rename = "marksLegend")]
    marks_legend: Option<&'static str>,
}

/// One game: position, history, notation, status.
#[wasm_bindgen]
pub struct Game {
    inner: RulesGame,
    /// Why `Game.open` stopped before the end of its moves, if it did.
    load_error: Option<String>,
}

impl From<RulesGame> for Game {
    fn from(inner: RulesGame) -> Game {
        Game { inner, load_error: None }
    }
}

impl Game {
    fn square(&self, name: &str) -> JsResult<Square> {
        self.inner
            .variant()
            .geometry
            .parse_square(name.trim())
            .ok_or_else(|| error(&format!("{} is not a square of this board", quote(name))))
    }

    fn part(&self, m: Move, san: String) -> Part {
        part_of(self.inner.variant(), m, san)
    }

    /// Legal parts, the special actions labelled for their buttons.
    fn parts_of(&self, moves: Vec<Move>) -> JsResult<JsValue> {
        let pos = self.inner.position();
        let list: Vec<Part> = moves
            .into_iter()
            .map(|m| {
                let san = self.inner.part_san(m);
                let label = words::special_label(pos, m, &san);
                let mut part = self.part(m, san);
                part.label = label;
                part
            })
            .collect();
        to_js(&list)
    }

    /// The parts of a turn of the history, with their notation.
    fn turn_parts(&self, turn: Option<&TurnRecord>) -> JsResult<JsValue> {
        let list: Vec<Part> =
            turn.map_or(Vec::new(), |t| t.parts.iter().map(|(m, san)| self.part(*m, san.clone())).collect());
        to_js(&list)
    }
}

#[wasm_bindgen]
impl Game {
    /// `new Game(variantId, optionsJson, position?)`.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &JsValue, options: &JsValue, position: &JsValue) -> JsResult<Game> {
        const F: &str = "new Game";
        let id = variant_arg(variant, F)?;
        let opts = options_arg(options, F)?;
        let position = args::opt_string(position, F, "position", POSITION_HINT)?;
        let inner = RulesGame::new(id, opts, position.as_deref()).map_err(js_err)?;
        Ok(inner.into())
    }

    /// Opens a game to show or play: `moves` is numbered movetext
    /// (`1.e4 c5,d6 2.Bb5+`) or a whole record with tags, whose tags then
    /// decide the options and start position. A bad variant, options or
    /// position throws; a turn that cannot be played ends the reading, and
    /// the game holds the turns before it with `loadError` saying why.
    pub fn open(variant: &JsValue, options: &JsValue, position: &JsValue, moves: &JsValue) -> JsResult<Game> {
        const F: &str = "Game.open";
        let id = variant_arg(variant, F)?;
        let options = options_arg(options, F)?;
        let position = args::opt_string(position, F, "position", POSITION_HINT)?;
        let moves =
            args::opt_string(moves, F, "moves", "numbered moves or a game record, or undefined")?.unwrap_or_default();
        let (inner, stopped) = RulesGame::open(id, options, position.as_deref(), &moves).map_err(js_err)?;
        Ok(Game { inner, load_error: stopped.map(|e| e.to_string()) })
    }

    /// Why `Game.open` could not play all the moves it was given (undefined
    /// when it played them all).
    #[wasm_bindgen(getter, js_name = loadError)]
    pub fn load_error(&self) -> Option<String> {
        self.load_error.clone()
    }

    /// A separate game as this one stood after `steps` history steps, for
    /// showing an earlier position while this game stays as it is.
    #[wasm_bindgen(js_name = snapshotAt)]
    pub fn snapshot_at(&self, steps: &JsValue) -> JsResult<Game> {
        let steps = args::count(steps, "Game.snapshotAt", "steps", "a number of history steps")?;
        Ok(self.inner.truncated(steps).into())
    }

    /// The record of the whole game, with the turns that can still be redone
    /// (what a save must keep), and the number of steps it holds.
    #[wasm_bindgen(js_name = fullRecord)]
    pub fn full_record(&self) -> String {
        self.inner.with_redo().record()
    }

    /// The turns of the whole game, with those that can still be redone.
    #[wasm_bindgen(js_name = fullHistory)]
    pub fn full_history(&self) -> JsResult<JsValue> {
        Game::from(self.inner.with_redo()).history()
    }

    /// Reads a game record (as `record()` writes it).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &JsValue) -> JsResult<Game> {
        let text = args::string(text, "Game.fromRecord", "text", "a game record")?;
        let inner = RulesGame::from_record(&text).map_err(js_err)?;
        Ok(inner.into())
    }

    /// The game's name where room is short (a title beside the board held sideways): "Chess2".
    #[wasm_bindgen(js_name = variantShortName)]
    pub fn variant_short_name(&self) -> String {
        self.inner.variant().id.entry().short_name.to_string()
    }

    /// The game's name ("Two-Prong Chess").
    #[wasm_bindgen(js_name = variantName)]
    pub fn variant_name(&self) -> String {
        self.inner.variant().name.to_string()
    }

    #[wasm_bindgen(js_name = variantId)]
    pub fn variant_id(&self) -> String {
        self.inner.variant().id.as_str().to_string()
    }

    /// The options as a JSON object with its keys in alphabetical order
    /// (`{"collision":false,...}`), written by the JavaScript engine: its
    /// JSON puts the keys in the order of the sorted list it is given (a
    /// Rust map or sort here would add some 10 KB to the page's module).
    #[wasm_bindgen(js_name = optionsJson)]
    pub fn options_json(&self) -> JsResult<String> {
        let o = self.inner.variant().options;
        let object = js_sys::Object::new();
        for id in Options::ids() {
            js_sys::Reflect::set(&object, &JsValue::from_str(id), &JsValue::from_bool(o.has(id)))?;
        }
        let keys = js_sys::Object::keys(&object).sort();
        let text = js_sys::JSON::stringify_with_replacer(&object, &keys)
            .map_err(|_| error("the options could not be written"))?;
        Ok(String::from(text))
    }

    /// The start position string when it is not the game's standard one.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> Option<String> {
        let start = self.inner.start_position().to_fen();
        let standard = Position::start(self.inner.variant()).to_fen();
        (start != standard).then_some(start)
    }

    /// The board: size, file and rank names, which squares exist, the
    /// board (region) of each square, whether leaps wrap around, the Big
    /// squares' size.
    pub fn geometry(&self) -> JsResult<JsValue> {
        let g = &self.inner.variant().geometry;
        let squares = (0..g.square_count()).map(|i| Square(i as u8));
        to_js(&Geometry {
            width: g.width,
            height: g.height,
            files: g.files.iter().collect(),
            ranks: (1..=g.height).map(|r| r.to_string()).collect(),
            exists: squares.clone().map(|s| g.exists(s)).collect(),
            square_names: squares.clone().map(|s| g.square_name(s)).collect(),
            regions: squares.map(|s| g.region(s)).collect(),
            wrap_leaps: g.wrap_leaps,
            big_square: g.block_size(),
        })
    }

    /// The game's pieces, in its order: `[{letter, name, moves, art}]`,
    /// `art` the letter of the built-in kind that moves as it does (whose
    /// picture draws it: Capablanca's archbishop `A` is drawn as the
    /// Cardinal, `C`), or null for a piece no built-in kind moves like.
    /// Only in the modules that load definitions: a built-in game's letters
    /// are the built-in pieces' own.
    #[cfg(feature = "compiled")]
    pub fn pieces(&self) -> JsResult<JsValue> {
        let v = self.inner.variant();
        let list: Vec<GamePiece> = v
            .pieces
            .types()
            .map(|t| {
                let royal = t.kind == PieceKind::KING && v.royal_check;
                GamePiece {
                    letter: t.letter,
                    name: &t.name,
                    moves: &t.description,
                    art: t.picture(royal).map(|k| PieceType::builtin(k).letter),
                }
            })
            .collect();
        to_js(&list)
    }

    /// Piece letters per square index ("" when empty; upper case = White).
    pub fn board(&self) -> JsResult<JsValue> {
        let g = &self.inner.variant().geometry;
        let pos = self.inner.position();
        let n = g.width as usize * g.height as usize;
        let list: Vec<String> = (0..n)
            .map(|i| {
                let sq = Square(i as u8);
                if !g.exists(sq) {
                    return String::new();
                }
                pos.piece_at(sq).map(|p| pos.variant().pieces.char_of(p).to_string()).unwrap_or_default()
            })
            .collect();
        to_js(&list)
    }

    /// Legal next parts (see `Part`: `{case, from, to, at, promo, into,
    /// san}`), optionally only those made by the piece on `from`.
    #[wasm_bindgen(js_name = legalParts)]
    pub fn legal_parts(&self, from: &JsValue) -> JsResult<JsValue> {
        let moves = match args::opt_string(from, "Game.legalParts", "from", SQUARE_HINT)? {
            Some(name) => {
                let sq = self.square(&name)?;
                self.inner.legal_parts_from(sq)
            }
            None => self.inner.legal_parts(),
        };
        self.parts_of(moves)
    }

    #[wasm_bindgen(js_name = canEndTurn)]
    pub fn can_end_turn(&self) -> bool {
        self.inner.can_end_turn()
    }

    #[wasm_bindgen(js_name = turnInProgress)]
    pub fn turn_in_progress(&self) -> bool {
        self.inner.turn_in_progress()
    }

    /// Plays the legal part from `from` to `to` (with `promo` letter when
    /// promoting). Returns its notation. The turn ends by itself when the
    /// rules allow nothing more.
    pub fn play(&mut self, from: &JsValue, to: &JsValue, promo: &JsValue) -> JsResult<String> {
        const F: &str = "Game.play";
        let from = args::string(from, F, "from", SQUARE_HINT)?;
        let to = args::string(to, F, "to", SQUARE_HINT)?;
        let promo = args::opt_string(promo, F, "promo", "a piece letter such as Q, or undefined")?;
        let (f, t) = (self.square(&from)?, self.square(&to)?);
        let m = self.inner.part_between(f, t, promo.as_deref()).map_err(js_err)?;
        let san = self.inner.part_san(m);
        self.inner.play_part(m).map_err(js_err)?;
        Ok(san)
    }

    /// Plays typed notation: one part, or a whole turn (`Nf3&e4`, `Nf6,d5`).
    /// A turn ends when its parts are in and the rules let it end.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &JsValue) -> JsResult<()> {
        let text = args::string(text, "Game.playText", "text", "a move or turn such as Nf3&e4")?;
        self.inner.play_text(&text).map_err(js_err)
    }

    /// Plays one part from notation and leaves the turn open when more may follow.
    #[wasm_bindgen(js_name = playPartText)]
    pub fn play_part_text(&mut self, text: &JsValue) -> JsResult<()> {
        let text = args::string(text, "Game.playPartText", "text", "one move such as Nf3")?;
        let m = self.inner.parse_part_text(&text).map_err(js_err)?;
        self.inner.play_part(m).map_err(js_err)
    }

    #[wasm_bindgen(js_name = endTurn)]
    pub fn end_turn(&mut self) -> JsResult<()> {
        self.inner.end_turn().map_err(js_err)
    }

    /// Takes back the last step (a part, or a turn's end).
    pub fn undo(&mut self) -> JsResult<()> {
        if self.inner.undo() {
            Ok(())
        } else {
            Err(error("nothing to undo: this is the start of the game"))
        }
    }

    /// Takes back steps to the start of the previous turn (or this one).
    #[wasm_bindgen(js_name = undoTurn)]
    pub fn undo_turn(&mut self) -> JsResult<()> {
        if self.inner.undo_turn() {
            Ok(())
        } else {
            Err(error("nothing to undo: this is the start of the game"))
        }
    }

    pub fn redo(&mut self) -> JsResult<()> {
        if self.inner.redo() {
            Ok(())
        } else {
            Err(error("nothing to redo"))
        }
    }

    /// Redoes steps to the end of the next turn.
    #[wasm_bindgen(js_name = redoTurn)]
    pub fn redo_turn(&mut self) -> JsResult<()> {
        self.redo()?;
        while self.inner.turn_in_progress() && self.inner.redo() {}
        Ok(())
    }

    /// Goes to the position after `steps` history steps (see `history()`),
    /// keeping later steps for redo.
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, steps: &JsValue) -> JsResult<()> {
        let steps = args::count(steps, "Game.goTo", "steps", "a number of history steps")?;
        self.inner.go_to(steps);
        Ok(())
    }

    /// Number of history steps played (parts and turn ends).
    pub fn ply(&self) -> usize {
        self.inner.step_count()
    }

    /// The turns played, including the one in progress (`complete: false`).
    pub fn history(&self) -> JsResult<JsValue> {
        let v = self.inner.variant();
        to_js(&self.inner.turns().iter().map(|t| TurnInfo::of(v, t)).collect::<Vec<_>>())
    }

    /// The parts of the turn in progress (see `legalParts`).
    #[wasm_bindgen(js_name = currentParts)]
    pub fn current_parts(&self) -> JsResult<JsValue> {
        self.turn_parts(self.inner.turns().last().filter(|t| !t.complete))
    }

    /// The parts of the last complete turn.
    #[wasm_bindgen(js_name = lastTurnParts)]
    pub fn last_turn_parts(&self) -> JsResult<JsValue> {
        self.turn_parts(self.inner.turns().iter().rev().find(|t| t.complete))
    }

    #[wasm_bindgen(js_name = positionString)]
    pub fn position_string(&self) -> String {
        self.inner.position_string()
    }

    /// The steps played so far (not what could be redone) as numbers: with
    /// `variantId()`, `optionsJson()` and `startPosition()`, the game as the
    /// computer's worker reads it (`think`, `analyse`; www/core/engine.js).
    pub fn codes(&self) -> Vec<u32> {
        self.inner.codes()
    }

    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The moves in numbered form (`1.e4 c5,d6 2.Bb5+`; a turn in progress
    /// ends with its joiner), as share links and embeds carry them.
    pub fn movetext(&self) -> String {
        self.inner.movetext()
    }

    /// `{over, result, reason, winner, sideToMove, inCheck, turnField,
    /// singleOnly, guardFlip, hold, canRedo, ply, description}`.
    pub fn status(&self) -> JsResult<JsValue> {
        let o = self.inner.status();
        let pos = self.inner.position();
        let v = self.inner.variant();
        let hold = pos.hold().held().map(|(king, frame)| HoldInfo {
            king: color_str(king),
            // Held to Little-board moves (frame 0): the Big board is barred.
            board: if frame == 0 { "big" } else { "little" },
        });
        to_js(&Status {
            over: o.is_some(),
            result: o.map_or("*", Outcome::score),
            reason: o.map_or("", |o| o.reason().describe()),
            winner: o.and_then(Outcome::winner).map(color_str),
            side_to_move: color_str(self.inner.side_to_move()),
            in_check: o.is_none() && self.inner.variant().royal_check && self.inner.in_check(),
            turn_field: pos.seventh_field().unwrap_or("-"),
            single_only: pos.turn().single_only,
            guard_flip: pos.pending_guard_flip().map(|k| pos.variant().pieces.letter(k).to_string()),
            hold,
            can_redo: self.inner.can_redo(),
            ply: self.inner.step_count(),
            description: o.map(Outcome::describe).unwrap_or_default(),
            turn_words: self.inner.turn_words().map(String::from),
            conditions: self.inner.condition_words(),
            most_parts: v.turn_rule.most_parts(),
            parts_from_start: matches!(v.turn_rule, TurnRule::Simultaneous { .. }),
            marks_legend: words::turn_marks_legend(v),
        })
    }

    /// The side to move resigns. Throws when the game is already over (a
    /// result is never overwritten).
    pub fn resign(&mut self) -> JsResult<()> {
        let c = self.inner.side_to_move();
        self.inner.resign(c).map_err(js_err)
    }

    /// The side to move's clock ran out: the opponent wins, or it is a draw
    /// when the opponent has too little left to win. Throws when the game
    /// is already over.
    #[wasm_bindgen(js_name = timeOut)]
    pub fn time_out(&mut self) -> JsResult<()> {
        let c = self.inner.side_to_move();
        self.inner.time_forfeit(c).map_err(js_err)
    }

    /// The players agree to a draw. Throws when the game is already over.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> JsResult<()> {
        self.inner.agree_draw().map_err(js_err)
    }

    /// The game's turn rule: "single", "simultaneous", "conditional" or "pair".
    #[wasm_bindgen(js_name = turnRule)]
    pub fn turn_rule(&self) -> String {
        self.inner.variant().turn_rule.name().to_string()
    }

    /// What joins the parts of a turn in notation (`&` or `,`).
    pub fn joiner(&self) -> String {
        self.inner.variant().joiner().to_string()
    }
}
