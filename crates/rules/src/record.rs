//! Game records and the move list: the turns in notation, movetext, and
//! the record (tags, movetext, result) written and read back.

use crate::error::{quote, ErrorKind, Input, RulesError};
use crate::game::{Action, Game};
use crate::limits::{check_len, MAX_RECORD_LEN};
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::position::Position;
use crate::san::strip_move_number;
use crate::square::Color;
use crate::variant::{Options, TurnRule, VariantId};

pub mod annotations;
pub use crate::error::RecordProblem;
pub use annotations::Skipped;

/// How a turn was made up, for the move list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TurnKind {
    /// The one move of a single-move game.
    Move,
    /// Chess2: a response turn (the start, or after a single-move turn).
    Response,
    /// A normal turn of one move (Chess2 single-move turn, a Two-Prong single move).
    SingleMove,
    /// Two (or three) moves.
    MultiMove,
}

impl TurnKind {
    pub fn as_str(self) -> &'static str {
        match self {
            TurnKind::Move => "move",
            TurnKind::Response => "response",
            TurnKind::SingleMove => "single",
            TurnKind::MultiMove => "multi",
        }
    }
}

/// One turn of the history, as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    pub number: u32,
    pub color: Color,
    /// The turn in notation (`Nf3&e4`, `Nf6,d5`, `Bb5+`).
    pub text: String,
    /// Its parts with their notation: as played, or for a complete
    /// simultaneous turn in notation (origin) order.
    pub parts: Vec<(Move, String)>,
    pub kind: TurnKind,
    /// Index of the history step that completed the turn (for `go_to`).
    pub last_step: usize,
    /// The turn is still in progress.
    pub complete: bool,
}

impl Game {
    /// The turns so far, with notation and kind.
    pub fn turns(&self) -> Vec<TurnRecord> {
        let mut out = Vec::new();
        let mut parts: Vec<(Move, String, Position)> = Vec::new();
        let mut before = &self.start;
        let mut turn_start = &self.start;
        for (i, s) in self.steps.iter().enumerate() {
            if let Action::Part(m) = s.action {
                parts.push((m, s.san.clone(), before.clone()));
            }
            if !s.after.turn_in_progress() {
                out.push(self.turn_record(turn_start, &parts, &s.after, i, true));
                parts.clear();
                turn_start = &s.after;
            }
            before = &s.after;
        }
        if !parts.is_empty() {
            out.push(self.turn_record(turn_start, &parts, self.position(), self.steps.len().saturating_sub(1), false));
        }
        out
    }

    fn turn_record(
        &self,
        start: &Position,
        parts: &[(Move, String, Position)],
        after: &Position,
        last_step: usize,
        complete: bool,
    ) -> TurnRecord {
        let rule = self.variant.turn_rule;
        let suffix = |p: &Position, mover: Color| -> &'static str {
            if !p.variant().royal_check
                || p.turn_in_progress() && p.side_to_move() == mover && matches!(rule, TurnRule::Simultaneous { .. })
            {
                return "";
            }
            let victim = mover.other();
            if !p.is_in_check(victim) {
                return "";
            }
            match p.rules_outcome() {
                Some(Outcome::Win { winner, .. }) if winner == mover && p.side_to_move() == victim => "#",
                _ => "+",
            }
        };
        let mover = start.side_to_move();
        let text = match rule {
            TurnRule::Simultaneous { .. } => {
                let mut halves: Vec<&(Move, String, Position)> = parts.iter().collect();
                crate::short_sort::sort_by_key(&mut halves, |(m, _, _)| m.origin());
                let joined: Vec<&str> = halves.iter().map(|(_, s, _)| s.as_str()).collect();
                format!("{}{}", joined.join("&"), if complete { suffix(after, mover) } else { "&" })
            }
            TurnRule::Conditional | TurnRule::Consecutive { .. } => {
                let mut texts = Vec::new();
                for (i, (_, san, _)) in parts.iter().enumerate() {
                    // The position right after this part: the next part's "before", or the end.
                    let next = parts.get(i + 1).map(|(_, _, p)| p).unwrap_or(after);
                    texts.push(format!("{san}{}", suffix(next, mover)));
                }
                format!("{}{}", texts.join(","), if complete { "" } else { "," })
            }
            TurnRule::Single => format!("{}{}", parts.first().map_or("", |(_, s, _)| s.as_str()), suffix(after, mover)),
        };
        let kind = match rule {
            TurnRule::Single => TurnKind::Move,
            _ if start.turn().single_only && rule == TurnRule::Conditional => TurnKind::Response,
            _ if parts.len() >= 2 => TurnKind::MultiMove,
            _ => TurnKind::SingleMove,
        };
        let mut parts: Vec<(Move, String)> = parts.iter().map(|(m, san, _)| (*m, san.clone())).collect();
        if complete && matches!(rule, TurnRule::Simultaneous { .. }) {
            // A complete simultaneous turn lists its halves as its notation
            // writes them (origin order); one in progress, as played.
            crate::short_sort::sort_by_key(&mut parts, |(m, _)| m.origin());
        }
        TurnRecord { number: start.fullmove_number(), color: mover, text, parts, kind, last_step, complete }
    }

    /// The moves in numbered form: `1.e4 c5,d6 2.Bb5+ Nd7`.
    pub fn movetext(&self) -> String {
        let mut s = String::new();
        for (i, t) in self.turns().iter().enumerate() {
            if t.color == Color::White {
                if !s.is_empty() {
                    s.push(' ');
                }
                s.push_str(&format!("{}.{}", t.number, t.text));
            } else if i == 0 {
                s.push_str(&format!("{}...{}", t.number, t.text));
            } else {
                s.push(' ');
                s.push_str(&t.text);
            }
        }
        s
    }

    /// The game record: tags and numbered moves.
    pub fn record(&self) -> String {
        let mut s = format!("[Variant \"{}\"]\n", self.variant.id.as_str());
        let opts = self.variant.options.on();
        if !opts.is_empty() {
            s.push_str(&format!("[Options \"{}\"]\n", opts.join(",")));
        }
        let start_fen = self.start.to_fen();
        if start_fen != Position::start(self.variant).to_fen() {
            s.push_str(&format!("[FEN \"{start_fen}\"]\n"));
        }
        let status = self.status();
        let result = status.map_or("*", |o| o.score());
        s.push_str(&format!("[Result \"{result}\"]\n"));
        if let Some(o) = status {
            s.push_str(&format!("[Termination \"{}\"]\n", o.reason().termination()));
        }
        s.push('\n');
        let moves = self.movetext();
        if moves.is_empty() {
            s.push_str(result);
        } else {
            s.push_str(&format!("{moves} {result}"));
        }
        s.push('\n');
        s
    }

    /// Reads a game record (tags optional; without a `Variant` tag, or with
    /// PGN's `Standard`, it is a game of chess, as players' programs write it).
    pub fn from_record(text: &str) -> Result<Game, RulesError> {
        Game::from_record_with(text, None)
    }

    /// Reads a record; `variant` is used when the record has no Variant tag
    /// (chess when it is `None`).
    pub fn from_record_with(text: &str, variant: Option<VariantId>) -> Result<Game, RulesError> {
        match Game::from_record_partial(text, variant)? {
            (game, None) => Ok(game),
            (_, Some(e)) => Err(e),
        }
    }

    /// Reads a record as far as it goes: a bad tag is an error, but a turn
    /// that cannot be played gives the game up to that turn together with
    /// the reason, so a viewer can still show the turns before it. A result
    /// that contradicts the rules is such an error too: the game then holds
    /// all its turns, and no result.
    ///
    /// The `Result` tag and a final result in the moves (`1-0`, `0-1`,
    /// `1/2-1/2`, `½-½`, `*`) must agree; the `Termination` tag, if given,
    /// must be the reason the rules give (or `resignation`, `agreement`,
    /// `normal` where the rules do not end the game; lichess's and
    /// chess.com's phrases for these are read too). See
    /// [`Game::play_movetext`] for how a result is read, and
    /// [`annotations::main_line`] for what of the movetext is left out.
    pub fn from_record_partial(
        text: &str,
        variant: Option<VariantId>,
    ) -> Result<(Game, Option<RulesError>), RulesError> {
        check_len(text, MAX_RECORD_LEN, Input::Record)?;
        let mut id = variant;
        let mut fen = None;
        let mut options = Options::default();
        let mut ending = Ending::default();
        let mut movetext = String::new();
        for line in text.lines() {
            let l = line.trim();
            if let Some(tag) = l.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
                let (key, value) = tag
                    .split_once(' ')
                    .ok_or_else(|| record_error(RecordProblem::BadTagLine { line: l.to_string() }))?;
                let value = value.trim().trim_matches('"');
                match key {
                    "Variant" => id = Some(read_variant_tag(value)?),
                    "FEN" => fen = Some(value.to_string()),
                    "Options" => {
                        for o in value.split(',').map(str::trim).filter(|o| !o.is_empty()) {
                            options.set(o, true)?;
                        }
                    }
                    "Result" => {
                        ending.score =
                            Some(Score::read(value).ok_or_else(|| {
                                record_error(RecordProblem::BadResultTag { value: value.to_string() })
                            })?);
                    }
                    "Termination" => ending.termination = read_termination(value)?,
                    _ => {}
                }
            } else {
                // Lines kept apart: a `;` comment ends with its line.
                movetext.push_str(l);
                movetext.push('\n');
            }
        }
        let id = id.unwrap_or(VariantId::CHESS);
        let mut game = Game::new(id, options, fen.as_deref())?;
        let error = game.read_movetext(&movetext, ending).err();
        Ok((game, error))
    }

    /// Opens a game to show or play, as far as its moves go: `text` is
    /// numbered movetext played from `position` (the game's start when
    /// `None`), or a whole record, whose tags then decide the options and
    /// start, and which must be a record of game `id`. A bad game, options
    /// or position is an error; a turn that cannot be played ends the
    /// reading, and the game holds the turns before it with the reason.
    pub fn open(
        id: VariantId,
        options: Options,
        position: Option<&str>,
        text: &str,
    ) -> Result<(Game, Option<RulesError>), RulesError> {
        if text.lines().any(|l| l.trim_start().starts_with('[')) {
            let (game, stopped) = Game::from_record_partial(text, Some(id))?;
            if game.variant().id != id {
                return Err(record_error(RecordProblem::OtherVariant { record: game.variant().id, asked: id }));
            }
            return Ok((game, stopped));
        }
        let mut game = Game::new(id, options, position.filter(|p| !p.trim().is_empty()))?;
        let stopped = game.play_movetext(text).err();
        Ok((game, stopped))
    }

    /// Plays numbered movetext, one whole turn per token (`1.e4 c5,d6`);
    /// comments (`{…}`, `;…`), side lines `( … )` and glyphs (`$2`) are
    /// skipped: the main line is played.
    ///
    /// A result at the end (`1-0`, `0-1`, `1/2-1/2`, also written `½-½` or
    /// `½ – ½`) must agree with the rules when they end the game; where
    /// they do not, it is read as the loser's resignation or a draw by
    /// agreement. `*` leaves the game open. A result anywhere else is an
    /// error. Turns before a bad one stay played; a result that contradicts
    /// the rules is refused after all turns are played, and none is set.
    pub fn play_movetext(&mut self, movetext: &str) -> Result<(), RulesError> {
        self.read_movetext(movetext, Ending::default())
    }

    fn read_movetext(&mut self, movetext: &str, tags: Ending) -> Result<(), RulesError> {
        check_len(movetext, MAX_RECORD_LEN, Input::Movetext)?;
        let (text, _) = annotations::main_line(movetext)?;
        let mut tokens: Vec<&str> = text.split_whitespace().collect();
        let last = take_final_result(&mut tokens);
        for raw in tokens {
            let token = strip_move_number(raw);
            if token.is_empty() {
                continue;
            }
            if Score::read(token).is_some() {
                return Err(record_error(RecordProblem::ResultNotAtEnd { token: token.to_string() }));
            }
            if is_result_piece(token) {
                return Err(record_error(RecordProblem::ResultPiece { token: token.to_string() }));
            }
            let number = self.position().fullmove_number();
            let side = self.side_to_move();
            let before = self.steps.len();
            self.play_text(token).map_err(|e| e.at_turn(number, side))?;
            // A token is a whole turn unless it ends with a joiner ("Nf3&").
            if self.turn_in_progress() && !token.ends_with(['&', ',']) && self.status().is_none() {
                let why = self.position().why_not_end();
                self.steps.truncate(before);
                let e = RulesError::from(ErrorKind::TurnNotComplete { text: Some(quote(token)), why });
                return Err(e.at_turn(number, side));
            }
        }
        let score = match (tags.score, last) {
            (Some(tag), Some(end)) if tag != end => {
                return Err(record_error(RecordProblem::TagAndMovesDisagree { tag: tag.text(), end: end.text() }));
            }
            (tag, end) => end.or(tag),
        };
        self.apply_ending(Ending { score, termination: tags.termination })
    }

    /// Sets the result a record gives, after checking it against the rules.
    fn apply_ending(&mut self, ending: Ending) -> Result<(), RulesError> {
        let bad = |p: RecordProblem| Err(record_error(p));
        let Ending { score, termination } = ending;
        if let Some(o) = self.status() {
            if let Some(s) = score.filter(|&s| s != Score::of(o)) {
                return bad(RecordProblem::ResultContradicts { given: s.text(), outcome: o });
            }
            if let Some(r) = termination.filter(|&r| r != o.reason()) {
                return bad(RecordProblem::TerminationContradicts { given: r, outcome: o });
            }
            return Ok(());
        }
        let outcome = match score {
            None | Some(Score::Open) => None,
            Some(Score::WhiteWins) => Some(Outcome::Win { winner: Color::White, reason: Reason::Resignation }),
            Some(Score::BlackWins) => Some(Outcome::Win { winner: Color::Black, reason: Reason::Resignation }),
            Some(Score::Draw) => Some(Outcome::Draw { reason: Reason::Agreement }),
        };
        // A clock that ran out is named by the Termination tag alone.
        let outcome = match (outcome, termination) {
            (Some(Outcome::Win { winner, .. }), Some(Reason::TimeForfeit)) => {
                Some(Outcome::Win { winner, reason: Reason::TimeForfeit })
            }
            (Some(Outcome::Draw { .. }), Some(Reason::TimeForfeit)) => {
                Some(Outcome::Draw { reason: Reason::TimeForfeit })
            }
            (o, _) => o,
        };
        if let Some(r) = termination {
            if !r.by_players() {
                return bad(RecordProblem::TerminationNotByRules { given: r });
            }
            match (score, outcome) {
                (Some(Score::Open), _) => return bad(RecordProblem::TerminationButOpen { given: r }),
                (None, _) => return bad(RecordProblem::TerminationWithoutResult { given: r }),
                (Some(s), Some(o)) if o.reason() != r => {
                    return bad(RecordProblem::TerminationMisfits { given: r, result: s.text() })
                }
                _ => {}
            }
        }
        if let Some(o) = outcome {
            self.redo.clear();
            self.finished_by = Some((self.steps.len(), o));
        }
        Ok(())
    }
}

fn record_error(problem: RecordProblem) -> RulesError {
    ErrorKind::Record(problem).into()
}

/// A result as records write it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Score {
    WhiteWins,
    BlackWins,
    Draw,
    /// `*`: the game goes on.
    Open,
}

impl Score {
    /// `1-0`, `0-1`, `1/2-1/2` or `*`; also `½-½` with any dash and spaces.
    fn read(text: &str) -> Option<Score> {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().replace(['–', '—'], "-");
        match t.replace('½', "1/2").as_str() {
            "1-0" => Some(Score::WhiteWins),
            "0-1" => Some(Score::BlackWins),
            "1/2-1/2" => Some(Score::Draw),
            "*" => Some(Score::Open),
            _ => None,
        }
    }

    fn text(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "1/2-1/2",
            Score::Open => "*",
        }
    }

    fn of(o: Outcome) -> Score {
        match o.winner() {
            Some(Color::White) => Score::WhiteWins,
            Some(Color::Black) => Score::BlackWins,
            None => Score::Draw,
        }
    }
}

/// What a record says of the game's end.
#[derive(Copy, Clone, Default, Debug)]
struct Ending {
    score: Option<Score>,
    termination: Option<Reason>,
}

/// A `Termination` tag's value: one of [`Reason::termination`]'s, PGN's
/// `normal` (which says nothing more than the result), or the sentence
/// chess.com writes ("Bea won by resignation", "Game drawn by repetition").
fn read_termination(value: &str) -> Result<Option<Reason>, RulesError> {
    if value.trim().eq_ignore_ascii_case("normal") {
        return Ok(None);
    }
    if let Some(r) = Reason::from_termination(value) {
        return Ok(Some(r));
    }
    let v = value.to_ascii_lowercase();
    let phrase = |words: &[&str]| words.iter().any(|w| v.contains(w));
    let said = if !phrase(&[" won ", " drawn "]) {
        None
    } else if phrase(&["by resignation"]) {
        Some(Reason::Resignation)
    } else if phrase(&["by checkmate"]) {
        Some(Reason::Checkmate)
    } else if phrase(&["on time", "by timeout"]) {
        Some(Reason::TimeForfeit)
    } else if phrase(&["by agreement"]) {
        Some(Reason::Agreement)
    } else if phrase(&["by repetition"]) {
        Some(Reason::Repetition)
    } else if phrase(&["by stalemate"]) {
        Some(Reason::Stalemate)
    } else if phrase(&["insufficient material"]) {
        Some(Reason::InsufficientMaterial)
    } else if phrase(&["50-move rule", "fifty"]) {
        Some(Reason::NoProgress)
    } else {
        None
    };
    said.map(Some).ok_or_else(|| record_error(RecordProblem::UnknownTermination { value: value.to_string() }))
}

/// A `Variant` tag's value: a game's id, or what players' programs write
/// for chess (`Standard`, `Chess`, lichess's `From Position`).
fn read_variant_tag(value: &str) -> Result<VariantId, RulesError> {
    let v = value.trim();
    if ["standard", "chess", "from position"].iter().any(|c| v.eq_ignore_ascii_case(c)) {
        return Ok(VariantId::CHESS);
    }
    v.parse()
}

/// What a record's movetext holds besides its main line (comments, side
/// lines, glyphs), for a word to the player who imports it. Tag lines are
/// not movetext.
pub fn skipped_in_record(text: &str) -> Result<Skipped, RulesError> {
    check_len(text, MAX_RECORD_LEN, Input::Record)?;
    let movetext: String = text
        .lines()
        .filter(|l| !(l.trim_start().starts_with('[') && l.trim_end().ends_with(']')))
        .flat_map(|l| [l, "\n"])
        .collect();
    Ok(annotations::main_line(&movetext)?.1)
}

/// Takes a final result off the end of the tokens: one token (`1-0`) or up
/// to three (`½ – ½`, as the Chess2 inventor wrote it).
fn take_final_result(tokens: &mut Vec<&str>) -> Option<Score> {
    for k in (1..=3).rev() {
        let Some(at) = tokens.len().checked_sub(k) else { continue };
        let tail = &tokens[at..];
        if tail.iter().all(|t| t.chars().all(|c| "10/2½-–—*".contains(c))) {
            if let Some(score) = Score::read(&tail.concat()) {
                tokens.truncate(at);
                return Some(score);
            }
        }
    }
    None
}

/// A piece of a result (`½`, `–`) where a turn should be.
fn is_result_piece(t: &str) -> bool {
    matches!(t, "½" | "–" | "—" | "-" | "1/2")
}
