//! JavaScript bindings over the rules crate: a `Game` class and `variants()`.
//!
//! Thin on purpose: every rules question is answered by `twofold_rules`; this
//! crate converts squares to names, moves to plain objects and rules errors to
//! JS `Error`s carrying the rules crate's message.

use args::{error, JsResult};
use serde::Serialize;
use twofold_rules::error::quote;
use twofold_rules::{
    Color, Game as RulesGame, Move, MoveKind, Options, Outcome, Position, RulesError, Square, TurnRule, Variant,
    VariantId,
};
use wasm_bindgen::prelude::*;

mod args;
mod computer;
pub use computer::think;

/// Reports a panic, should one ever happen, on the console with its message
/// (the call that panicked then throws `RuntimeError: unreachable`).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

fn js_err(e: RulesError) -> JsValue {
    error(&e.to_string())
}

fn to_js<T: Serialize>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| error(&e.to_string()))
}

const VARIANT_HINT: &str = "a game id such as 'two-prong'";
const OPTIONS_HINT: &str = "a JSON object such as '{\"collision\": true}', or ''";
const POSITION_HINT: &str = "a position string, or undefined for the start position";
const SQUARE_HINT: &str = "a square name such as e2";

fn color_str(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn kind_str(k: MoveKind) -> &'static str {
    match k {
        MoveKind::Normal => "normal",
        MoveKind::DoubleStep => "double-step",
        MoveKind::EnPassant => "en-passant",
        MoveKind::Castle => "castle",
        MoveKind::Commute => "commute",
        MoveKind::Flip => "flip",
        MoveKind::CamelPromote => "camel-promote",
        MoveKind::CamelTransform => "camel-transform",
    }
}

fn layout_of(id: VariantId) -> &'static str {
    match id {
        VariantId::DualChess => "dual",
        VariantId::TwoBoards => "two-boards",
        _ => "plain",
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
    layout: &'static str,
    reconstructed: bool,
    options: Vec<OptionInfo>,
}

fn options_of(id: VariantId) -> Vec<OptionInfo> {
    match id {
        VariantId::TwoProng => vec![
            OptionInfo {
                id: "collision",
                name: "With collision",
                description: "two halves whose paths cross, or pass through the other's destination, are illegal",
                default: false,
            },
            OptionInfo {
                id: "three-prong",
                name: "Three-Prong",
                description: "up to three pieces move per turn",
                default: false,
            },
        ],
        VariantId::TwoBoards => vec![OptionInfo {
            id: "sibahi",
            name: "Sibahi hold",
            description: "the King Hold also works on the Little board",
            default: false,
        }],
        _ => Vec::new(),
    }
}

/// The games the rules crate can play now, with their options.
#[wasm_bindgen]
pub fn variants() -> JsResult<JsValue> {
    let list: Vec<VariantInfo> = VariantId::ALL
        .into_iter()
        .filter_map(|id| {
            let v = Variant::get(id, Options::default()).ok()?;
            Some(VariantInfo {
                id: id.as_str(),
                name: v.name,
                layout: layout_of(id),
                reconstructed: v.reconstructed_start,
                options: options_of(id),
            })
        })
        .collect();
    to_js(&list)
}

fn parse_options(json: &str) -> Result<Options, String> {
    let mut o = Options::default();
    let text = json.trim();
    if text.is_empty() {
        return Ok(o);
    }
    let value: serde_json_lite::Map =
        serde_json_lite::parse(text).map_err(|e| format!("bad options {}: {e}", quote(text)))?;
    for (key, on) in value {
        match key.as_str() {
            "collision" => o.collision = on,
            "three-prong" | "threeProng" => o.three_prong = on,
            "sibahi" => o.sibahi = on,
            other => return Err(format!("unknown option {}", quote(other))),
        }
    }
    Ok(o)
}

/// The options argument of `new Game` and `Game.open`.
fn options_arg(value: &JsValue, func: &str) -> JsResult<Options> {
    parse_options(&args::string(value, func, "optionsJson", OPTIONS_HINT)?).map_err(|e| error(&e))
}

/// The variant argument of `new Game` and `Game.open`.
fn variant_arg(value: &JsValue, func: &str) -> JsResult<VariantId> {
    VariantId::parse(&args::string(value, func, "variant", VARIANT_HINT)?).map_err(js_err)
}

/// A tiny reader for the options object: `{"name": true, ...}` only.
mod serde_json_lite {
    pub type Map = Vec<(String, bool)>;

    pub fn parse(text: &str) -> Result<Map, String> {
        let inner = text
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
            .ok_or("expected an object such as {\"collision\": true}")?;
        let mut out = Vec::new();
        for item in inner.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (k, v) = item.split_once(':').ok_or("expected \"name\": true|false")?;
            let key = k.trim().trim_matches('"').to_string();
            let val = match v.trim() {
                "true" => true,
                "false" => false,
                other => return Err(format!("{} is not true or false", twofold_rules::error::quote(other))),
            };
            out.push((key, val));
        }
        Ok(out)
    }
}

#[derive(Serialize)]
struct Part {
    from: Option<String>,
    to: Option<String>,
    san: String,
    kind: &'static str,
    promo: Option<String>,
}

#[derive(Serialize)]
struct Geometry {
    width: u8,
    height: u8,
    files: String,
    exists: Vec<bool>,
    #[serde(rename = "squareNames")]
    square_names: Vec<String>,
    layout: &'static str,
}

#[derive(Serialize)]
struct TurnInfo {
    number: u32,
    color: &'static str,
    text: String,
    kind: &'static str,
    /// History steps up to the end of this turn (for `goTo`).
    steps: usize,
    complete: bool,
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
    /// The position string's seventh field for this turn (`s`/`d`, `=W`, `hw`...).
    #[serde(rename = "turnField")]
    turn_field: String,
    #[serde(rename = "canRedo")]
    can_redo: bool,
    ply: usize,
    /// How the game ended, for people ("Black resigned", "draw agreed",
    /// "checkmate"); "" while it goes on.
    description: String,
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
    fn name(&self, sq: Square) -> String {
        self.inner.variant().geometry.square_name(sq)
    }

    fn square(&self, name: &str) -> JsResult<Square> {
        self.inner
            .variant()
            .geometry
            .parse_square(name.trim())
            .ok_or_else(|| error(&format!("{} is not a square of this board", quote(name))))
    }

    fn part(&self, m: Move, san: String) -> Part {
        let squares = m.kind != MoveKind::Flip;
        Part {
            from: squares.then(|| self.name(m.from)),
            to: squares.then(|| self.name(m.to)),
            san,
            kind: kind_str(m.kind),
            promo: if m.kind == MoveKind::Flip { None } else { m.promo.map(|k| k.letter().to_string()) },
        }
    }

    fn parts_of(&self, moves: Vec<Move>) -> JsResult<JsValue> {
        let list: Vec<Part> = moves.into_iter().map(|m| self.part(m, self.inner.part_san(m))).collect();
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
        let is_record = moves.lines().any(|l| l.trim_start().starts_with('['));
        let (inner, stopped) = if is_record {
            let (game, stopped) = RulesGame::from_record_partial(&moves, Some(id)).map_err(js_err)?;
            if game.variant().id != id {
                return Err(error(&format!(
                    "the record is a game of {} ('{}'), but the variant asked for is '{}'",
                    game.variant().name,
                    game.variant().id.as_str(),
                    id.as_str()
                )));
            }
            (game, stopped)
        } else {
            let mut game =
                RulesGame::new(id, options, position.as_deref().filter(|p| !p.trim().is_empty())).map_err(js_err)?;
            let stopped = game.play_movetext(&moves).err();
            (game, stopped)
        };
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

    /// The game's name ("Two-Prong Chess").
    #[wasm_bindgen(js_name = variantName)]
    pub fn variant_name(&self) -> String {
        self.inner.variant().name.to_string()
    }

    #[wasm_bindgen(js_name = variantId)]
    pub fn variant_id(&self) -> String {
        self.inner.variant().id.as_str().to_string()
    }

    /// The options as a JSON object (`{"collision":false,...}`).
    #[wasm_bindgen(js_name = optionsJson)]
    pub fn options_json(&self) -> String {
        let o = self.inner.variant().options;
        format!("{{\"collision\":{},\"three-prong\":{},\"sibahi\":{}}}", o.collision, o.three_prong, o.sibahi)
    }

    /// The start position string when it is not the game's standard one.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> Option<String> {
        let start = self.inner.start_position().to_fen();
        let standard = Position::start(self.inner.variant()).to_fen();
        (start != standard).then_some(start)
    }

    pub fn geometry(&self) -> JsResult<JsValue> {
        let g = &self.inner.variant().geometry;
        let n = g.width as usize * g.height as usize;
        let mut exists = Vec::with_capacity(n);
        let mut names = Vec::with_capacity(n);
        for i in 0..n {
            let sq = Square(i as u8);
            exists.push(g.exists(sq));
            names.push(g.square_name(sq));
        }
        to_js(&Geometry {
            width: g.width,
            height: g.height,
            files: g.files.iter().collect(),
            exists,
            square_names: names,
            layout: layout_of(self.inner.variant().id),
        })
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
                pos.piece_at(sq).map(|p| p.fen_char().to_string()).unwrap_or_default()
            })
            .collect();
        to_js(&list)
    }

    /// Legal next parts: `[{from, to, san, kind, promo}]`, optionally only
    /// those of the piece on `from`. The guard flip has no squares.
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
        self.inner.check_not_over().map_err(js_err)?;
        let f = self.square(&from)?;
        let t = self.square(&to)?;
        // Messages below name the squares as read (the texts may carry spaces).
        let (from, to) = (self.name(f), self.name(t));
        let promo = promo.filter(|p| !p.is_empty()).map(|p| p.to_ascii_uppercase());
        let legal = self.inner.legal_parts();
        let candidates: Vec<Move> = legal
            .into_iter()
            .filter(|m| m.from == f && m.to == t && m.kind != MoveKind::Flip)
            .filter(|m| match (&promo, m.promo) {
                (Some(p), Some(k)) => p.starts_with(k.letter()),
                (None, None) => true,
                (None, Some(_)) => false,
                (Some(_), None) => false,
            })
            .collect();
        let m = match candidates.as_slice() {
            [m] => *m,
            [] => {
                // Let the rules explain why it is refused.
                let text = format!("{from}-{to}{}", promo.as_deref().map(|p| format!("={p}")).unwrap_or_default());
                let err = self
                    .inner
                    .parse_part_text(&text)
                    .err()
                    .map(|e| e.to_string())
                    .unwrap_or_else(|| format!("illegal move: {} is not a legal move here", quote(&text)));
                return Err(error(&err));
            }
            _ => return Err(error(&format!("ambiguous move: {from}-{to} needs a promotion piece"))),
        };
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
        self.inner.ply()
    }

    /// The turns played, including the one in progress (`complete: false`).
    pub fn history(&self) -> JsResult<JsValue> {
        let list: Vec<TurnInfo> = self
            .inner
            .turns()
            .into_iter()
            .map(|t| TurnInfo {
                number: t.number,
                color: color_str(t.color),
                text: t.text,
                kind: t.kind.as_str(),
                steps: t.last_step + 1,
                complete: t.complete,
            })
            .collect();
        to_js(&list)
    }

    /// The parts of the turn in progress: `[{from, to, san, kind, promo}]`.
    #[wasm_bindgen(js_name = currentParts)]
    pub fn current_parts(&self) -> JsResult<JsValue> {
        self.turn_parts(self.inner.ply(), true)
    }

    /// The parts of the last complete turn.
    #[wasm_bindgen(js_name = lastTurnParts)]
    pub fn last_turn_parts(&self) -> JsResult<JsValue> {
        self.turn_parts(self.inner.ply(), false)
    }

    #[wasm_bindgen(js_name = positionString)]
    pub fn position_string(&self) -> String {
        self.inner.position_string()
    }

    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The moves in numbered form (`1.e4 c5,d6 2.Bb5+`; a turn in progress
    /// ends with its joiner), as share links and embeds carry them.
    pub fn movetext(&self) -> String {
        self.inner.movetext()
    }

    /// `{over, result, reason, winner, sideToMove, inCheck, turnField, canRedo, ply, description}`.
    pub fn status(&self) -> JsResult<JsValue> {
        let o = self.inner.status();
        let pos = self.inner.position();
        let fen = pos.to_fen();
        let turn_field = fen.split(' ').nth(6).unwrap_or("-").to_string();
        to_js(&Status {
            over: o.is_some(),
            result: o.map_or("*", Outcome::score),
            reason: o.map_or("", |o| o.reason().describe()),
            winner: o.and_then(Outcome::winner).map(color_str),
            side_to_move: color_str(self.inner.side_to_move()),
            in_check: o.is_none() && self.inner.variant().royal_check && self.inner.in_check(),
            turn_field,
            can_redo: self.inner.can_redo(),
            ply: self.inner.ply(),
            description: o.map(Outcome::describe).unwrap_or_default(),
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

    /// The game's turn rule: "single", "prong", "chess2" or "double".
    #[wasm_bindgen(js_name = turnRule)]
    pub fn turn_rule(&self) -> String {
        match self.inner.variant().turn_rule {
            TurnRule::Single => "single",
            TurnRule::Prong { .. } => "prong",
            TurnRule::Chess2 => "chess2",
            TurnRule::DoubleNoCheck => "double",
        }
        .to_string()
    }
}

impl Game {
    /// Parts of the turn in progress (`current`) or of the last complete turn.
    fn turn_parts(&self, ply: usize, current: bool) -> JsResult<JsValue> {
        use twofold_rules::Action;
        let in_progress = |n: usize| self.inner.position_at(n).turn_in_progress();
        let mut end = ply;
        if current != in_progress(end) {
            if current {
                return to_js(&Vec::<Part>::new());
            }
            // Skip back over the open turn to the last turn start.
            while end > 0 && in_progress(end) {
                end -= 1;
            }
        }
        if end == 0 {
            return to_js(&Vec::<Part>::new());
        }
        // Steps start..end make up the turn: position_at(start) is its start.
        let mut start = end - 1;
        while start > 0 && in_progress(start) {
            start -= 1;
        }
        let actions = self.inner.actions();
        let mut list = Vec::new();
        for (i, a) in actions.iter().enumerate().take(end).skip(start) {
            if let Action::Part(m) = *a {
                let san = self.inner.position_at(i).san(m);
                list.push(self.part(m, san));
            }
        }
        to_js(&list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_object_is_read() {
        assert_eq!(serde_json_lite::parse("{}").unwrap(), vec![]);
        assert_eq!(
            serde_json_lite::parse(r#"{"collision": true, "three-prong":false}"#).unwrap(),
            vec![("collision".to_string(), true), ("three-prong".to_string(), false)]
        );
        assert!(serde_json_lite::parse("[1]").is_err());
        assert!(serde_json_lite::parse(r#"{"collision": 1}"#).is_err());
    }

    #[test]
    fn every_game_has_a_layout_and_its_options_apply() {
        for id in VariantId::ALL {
            let layout = layout_of(id);
            assert!(["plain", "dual", "two-boards"].contains(&layout));
            for o in options_of(id) {
                let json = format!("{{\"{}\": true}}", o.id);
                assert!(parse_options(&json).is_ok(), "{}", o.id);
            }
        }
    }
}
