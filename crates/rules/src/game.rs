//! A game: the start position, the parts played, undo/redo, notation of each
//! turn, repetition, and the game record.

use crate::error::{quote, Complete, ErrorKind, Illegal, Input, Notation, RecordProblem, RulesError};
use crate::limits::{check_len, MAX_MOVE_LEN, MAX_RECORD_LEN};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::square::{Color, Square};
use crate::turn::{Outcome, Reason};
use crate::variant::{Options, Repetition, TurnRule, Variant, VariantId};

/// One step of the history.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Action {
    Part(Move),
    EndTurn,
}

#[derive(Clone, Debug)]
struct Step {
    action: Action,
    /// Notation of the part (no check suffix), empty for `EndTurn`.
    san: String,
    /// The position after the action (its turn already ended when the rules ended it).
    after: Position,
}

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

#[derive(Clone, Debug)]
pub struct Game {
    variant: &'static Variant,
    start: Position,
    steps: Vec<Step>,
    redo: Vec<Action>,
    /// A resignation or agreed draw, and the number of history steps at
    /// which it happened: it holds while the game stands there (undo steps
    /// back past it, redo comes back to it, a new step drops it).
    finished_by: Option<(usize, Outcome)>,
}

impl Game {
    /// A new game of `id` from its start position, or from `position`.
    pub fn new(id: VariantId, options: Options, position: Option<&str>) -> Result<Game, RulesError> {
        let variant = Variant::get(id, options)?;
        let start = match position {
            Some(fen) if !fen.trim().is_empty() => Position::from_fen(variant, fen)?,
            _ => Position::start(variant),
        };
        Ok(Game { variant, start, steps: Vec::new(), redo: Vec::new(), finished_by: None })
    }

    pub fn variant(&self) -> &'static Variant {
        self.variant
    }
    /// The current position (mid-turn when a turn is in progress).
    pub fn position(&self) -> &Position {
        self.steps.last().map_or(&self.start, |s| &s.after)
    }
    pub fn start_position(&self) -> &Position {
        &self.start
    }
    /// Number of history steps played (parts and turn ends).
    pub fn step_count(&self) -> usize {
        self.steps.len()
    }
    pub fn actions(&self) -> Vec<Action> {
        self.steps.iter().map(|s| s.action).collect()
    }
    /// The position after `n` history steps.
    pub fn position_at(&self, n: usize) -> &Position {
        if n == 0 {
            &self.start
        } else {
            &self.steps[n.min(self.steps.len()) - 1].after
        }
    }

    /// Every legal next part.
    pub fn legal_parts(&self) -> Vec<Move> {
        // Every end but "no legal part" is checked first; that one shows as
        // the empty list itself (no second generation through `status`).
        let pos = self.position();
        let ended = self.finished_by.is_some_and(|(at, _)| at == self.steps.len())
            || (!pos.turn_in_progress() && pos.outcome_without_moves().is_some())
            || pos.draw_by_counting().is_some()
            || self.repetition_draw().is_some();
        if ended {
            return Vec::new();
        }
        let mut list = MoveList::new();
        self.position().legal_parts(&mut list);
        list.as_slice().to_vec()
    }

    /// The legal next parts made by the piece on `from` (castling by the
    /// king, the special actions of a piece that acts; a guard flip has no
    /// square).
    pub fn legal_parts_from(&self, from: Square) -> Vec<Move> {
        self.legal_parts().into_iter().filter(|m| m.origin() == Some(from)).collect()
    }

    pub fn can_end_turn(&self) -> bool {
        self.status().is_none() && self.position().can_end_turn()
    }
    pub fn turn_in_progress(&self) -> bool {
        self.position().turn_in_progress()
    }
    pub fn side_to_move(&self) -> Color {
        self.position().side_to_move()
    }

    /// Plays one part of the turn; the turn ends by itself when the rules
    /// allow nothing more.
    pub fn play_part(&mut self, m: Move) -> Result<(), RulesError> {
        let legal = self.legal_parts();
        if !legal.contains(&m) {
            // No part is legal once the game is over: say so first.
            self.check_not_over()?;
            let geo = &self.variant.geometry;
            let text = match m {
                Move::Normal { from, to, promo } => format!(
                    "{}-{}{}",
                    geo.square_name(from),
                    geo.square_name(to),
                    promo.map(|k| format!("={}", k.letter())).unwrap_or_default()
                ),
                Move::DoubleStep { from, to } | Move::EnPassant { from, to } | Move::Castle { king: from, to } => {
                    format!("{}-{}", geo.square_name(from), geo.square_name(to))
                }
                _ => self.position().san_in(m, &[]),
            };
            // Let the notation reader explain why.
            return match self.position().parse_among(&text, &legal) {
                Err(e) => Err(e),
                Ok(_) => Err(ErrorKind::Illegal { text: quote(&text), why: Illegal::NotLegal }.into()),
            };
        }
        self.push_part(m);
        self.new_branch();
        Ok(())
    }

    /// A step was played here by a player: what could be redone is gone,
    /// and so is a resignation or agreement that lay ahead of this point.
    fn new_branch(&mut self) {
        self.redo.clear();
        self.finished_by = None;
    }

    fn push_part(&mut self, m: Move) {
        let pos = self.position();
        let san = pos.san(m);
        let mut after = pos.clone();
        after.play_part(m);
        after.end_turn_if_nothing_follows();
        self.steps.push(Step { action: Action::Part(m), san, after });
    }

    /// Ends the turn after its first part(s).
    pub fn end_turn(&mut self) -> Result<(), RulesError> {
        self.check_not_over()?;
        let pos = self.position();
        if !pos.can_end_turn() {
            return Err(ErrorKind::TurnNotComplete { text: None, why: pos.why_not_end() }.into());
        }
        let mut after = pos.clone();
        after.end_turn();
        self.steps.push(Step { action: Action::EndTurn, san: String::new(), after });
        self.new_branch();
        Ok(())
    }

    /// Why the turn that began at `turn_start` ended before all the text
    /// given for it was played.
    fn why_complete(&self, turn_start: &Position) -> Complete {
        if let Some(o) = self.status() {
            return Complete::GameEnded(o);
        }
        let castled = self.steps.iter().rev().find_map(|s| match s.action {
            Action::Part(m) => Some(matches!(m, Move::Castle { .. })),
            Action::EndTurn => None,
        });
        let single = turn_start.turn().single_only;
        match self.variant.turn_rule {
            TurnRule::Simultaneous { .. } if single => Complete::FirstTurnSingle,
            TurnRule::Simultaneous { .. } if castled == Some(true) => Complete::CastlingIsWholeTurn,
            TurnRule::Simultaneous { max } => Complete::AtMostPieces { max },
            TurnRule::Conditional if single => Complete::ResponseTurn,
            TurnRule::Conditional | TurnRule::Pair => Complete::AtMostTwoMoves,
            TurnRule::Single => Complete::OneMove,
        }
    }

    /// Refuses with [`ErrorKind::GameOver`] when the game has ended.
    pub fn check_not_over(&self) -> Result<(), RulesError> {
        match self.status() {
            Some(o) => Err(ErrorKind::GameOver(o).into()),
            None => Ok(()),
        }
    }

    /// Plays text: one part, or a whole turn with parts joined by `&` or `,`.
    /// A whole turn ends when its parts are in and the rules let it end; a
    /// trailing `&` or `,` ("Ra3&") leaves it open for more parts.
    /// On error nothing is played.
    pub fn play_text(&mut self, text: &str) -> Result<(), RulesError> {
        check_len(text, MAX_MOVE_LEN, Input::Turn)?;
        // A turn typed with its number ("1.e4", "1... e5") is the turn itself.
        let text = strip_move_number(text.trim()).trim();
        if text.is_empty() {
            return Err(ErrorKind::Notation { text: quote(text), problem: Notation::Empty }.into());
        }
        let saved = (self.steps.len(), self.redo.clone(), self.finished_by);
        // A resignation or agreement that lies ahead (reached by redo) does
        // not belong to the steps played now: it must not end this turn.
        if self.finished_by.is_some_and(|(at, _)| at > self.steps.len()) {
            self.finished_by = None;
        }
        // A trailing joiner ("Ra3&") leaves the turn open after its parts.
        let open = text.ends_with(['&', ',']);
        let body = text.trim_end_matches(['&', ',']);
        let pieces: Vec<&str> = body.split(['&', ',']).map(str::trim).collect();
        let turn_start = self.turn_start_position().clone();
        let result = (|| {
            for (i, piece) in pieces.iter().enumerate() {
                if piece.is_empty() {
                    return Err(
                        ErrorKind::Notation { text: quote(text), problem: Notation::MissingAroundJoiner }.into()
                    );
                }
                if !self.turn_in_progress() && i > 0 {
                    let why = Illegal::TurnComplete {
                        after: pieces[..i].join(self.variant.joiner()),
                        why: self.why_complete(&turn_start),
                    };
                    return Err(ErrorKind::Illegal { text: quote(text), why }.into());
                }
                let m = self.parse_part_text(piece)?;
                self.push_part(m);
            }
            if !open && self.turn_in_progress() && self.position().can_end_turn() {
                self.end_turn()?;
            }
            Ok(())
        })();
        match result {
            Ok(()) => {
                self.new_branch();
                Ok(())
            }
            Err(e) => {
                self.steps.truncate(saved.0);
                self.redo = saved.1;
                self.finished_by = saved.2;
                Err(e)
            }
        }
    }

    /// Reads one part of the current turn from notation.
    pub fn parse_part_text(&self, text: &str) -> Result<Move, RulesError> {
        check_len(text, MAX_MOVE_LEN, Input::Move)?;
        let legal = self.legal_parts();
        if legal.is_empty() {
            // Over (a finished game lists no part), or explained below.
            self.check_not_over()?;
        }
        self.position().parse_among(text, &legal)
    }

    /// Notation of a legal next part (no check suffix).
    pub fn part_san(&self, m: Move) -> String {
        self.position().san(m)
    }

    /// Takes back the last step (a part or a turn end). False at the start.
    pub fn undo(&mut self) -> bool {
        match self.steps.pop() {
            Some(s) => {
                self.redo.push(s.action);
                true
            }
            None => false,
        }
    }

    /// Takes back steps until the start of the previous turn (or of this one, if it is in progress).
    pub fn undo_turn(&mut self) -> bool {
        if !self.undo() {
            return false;
        }
        while self.turn_in_progress() {
            self.undo();
        }
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(a) = self.redo.pop() else {
            return false;
        };
        match a {
            Action::Part(m) => self.push_part(m),
            Action::EndTurn => {
                let mut after = self.position().clone();
                after.end_turn();
                self.steps.push(Step { action: a, san: String::new(), after });
            }
        }
        true
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Goes to the position after `n` steps, keeping the later ones for redo.
    pub fn go_to(&mut self, n: usize) {
        while self.steps.len() > n && self.undo() {}
        while self.steps.len() < n && self.redo() {}
    }

    /// The game as it stood after `n` steps, with nothing to redo: what a
    /// viewer shows while the player browses back, leaving this game as it is.
    pub fn truncated(&self, n: usize) -> Game {
        let n = n.min(self.steps.len());
        Game {
            variant: self.variant,
            start: self.start.clone(),
            steps: self.steps[..n].to_vec(),
            redo: Vec::new(),
            finished_by: self.finished_by.filter(|&(at, _)| at == n),
        }
    }

    /// The game with every step that can be redone played again (the whole
    /// game a player has, whatever point they went back to).
    pub fn with_redo(&self) -> Game {
        let mut all = self.clone();
        while all.redo() {}
        all
    }

    /// `color` resigns here (a turn in progress included). Refused when
    /// the game is already over: a result is never overwritten. Later steps
    /// that could have been redone are dropped.
    pub fn resign(&mut self, color: Color) -> Result<(), RulesError> {
        self.finish(Outcome::Win { winner: color.other(), reason: Reason::Resignation })
    }

    /// `color`'s clock ran out: the opponent wins, or it is a draw when the
    /// opponent could not win anyway. Refused when the game is over.
    pub fn time_forfeit(&mut self, color: Color) -> Result<(), RulesError> {
        let o = if self.position().could_win(color.other()) {
            Outcome::Win { winner: color.other(), reason: Reason::TimeForfeit }
        } else {
            Outcome::Draw { reason: Reason::TimeForfeit }
        };
        self.finish(o)
    }

    /// Both players agree to a draw here. Refused when the game is over.
    pub fn agree_draw(&mut self) -> Result<(), RulesError> {
        self.finish(Outcome::Draw { reason: Reason::Agreement })
    }

    fn finish(&mut self, o: Outcome) -> Result<(), RulesError> {
        self.check_not_over()?;
        self.redo.clear();
        self.finished_by = Some((self.steps.len(), o));
        Ok(())
    }

    /// The result, or `None` while the game goes on.
    pub fn status(&self) -> Option<Outcome> {
        match self.finished_by {
            Some((at, o)) if at == self.steps.len() => Some(o),
            _ => self.rules_status(),
        }
    }

    /// The end of the game as the rules decide it (no resignation or
    /// agreement), or `None`.
    pub fn rules_status(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.outcome() {
            return Some(o);
        }
        self.repetition_draw()
    }

    fn repetition_draw(&self) -> Option<Outcome> {
        (self.variant.repetition != Repetition::Off && self.repetitions() >= 3)
            .then_some(Outcome::Draw { reason: Reason::Repetition })
    }

    /// How often the current position has occurred, counting the positions
    /// the game's repetition rule counts (turn starts, or every position
    /// after every move).
    ///
    /// Only the positions since the half-move clock was last reset are
    /// looked at: a capture or a pawn move cannot be undone (pieces are
    /// never added, pawns never go back), so no earlier position can equal
    /// a later one, and the no-progress rule ends the game before the clock
    /// passes its limit. The cost is thus bounded, not growing with the game.
    pub fn repetitions(&self) -> usize {
        let pos = self.position();
        if !pos.counts_for_repetition() {
            return 0;
        }
        let key = pos.hash();
        let mut count = 0;
        for p in self.steps.iter().rev().map(|s| &s.after).chain(std::iter::once(&self.start)) {
            if p.counts_for_repetition() {
                if p.hash() == key && p.same_placement(pos) {
                    count += 1;
                }
                if p.halfmove_clock() == 0 {
                    break;
                }
            }
        }
        count
    }

    /// Is the side to move in check?
    pub fn in_check(&self) -> bool {
        let p = self.position();
        p.is_in_check(p.side_to_move())
    }

    /// The position string at the current point; while a turn is in
    /// progress, the position at the start of that turn (a position string
    /// describes turn starts).
    pub fn position_string(&self) -> String {
        self.turn_start_position().to_fen()
    }

    pub fn turn_start_position(&self) -> &Position {
        let mut i = self.steps.len();
        while i > 0 && self.steps[i - 1].after.turn_in_progress() {
            i -= 1;
        }
        self.position_at(i)
    }

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
                || p.turn_in_progress() && p.side_to_move() == mover && rule != TurnRule::Conditional
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
            TurnRule::Conditional => {
                let mut texts = Vec::new();
                for (i, (_, san, _)) in parts.iter().enumerate() {
                    // The position right after this part: the next part's "before", or the end.
                    let next = parts.get(i + 1).map(|(_, _, p)| p).unwrap_or(after);
                    texts.push(format!("{san}{}", suffix(next, mover)));
                }
                format!("{}{}", texts.join(","), if complete { "" } else { "," })
            }
            TurnRule::Pair => {
                let texts: Vec<&str> = parts.iter().map(|(_, s, _)| s.as_str()).collect();
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

    /// Reads a game record (tags optional, `Variant` needed unless given).
    pub fn from_record(text: &str) -> Result<Game, RulesError> {
        Game::from_record_with(text, None)
    }

    /// Reads a record; `variant` is used when the record has no Variant tag.
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
    /// `normal` where the rules do not end the game). See
    /// [`Game::play_movetext`] for how a result is read.
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
                    "Variant" => id = Some(value.parse()?),
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
                movetext.push_str(l);
                movetext.push(' ');
            }
        }
        let id = id.ok_or_else(|| record_error(RecordProblem::NoVariant))?;
        let mut game = Game::new(id, options, fen.as_deref())?;
        let error = game.read_movetext(&movetext, ending).err();
        Ok((game, error))
    }

    /// Plays numbered movetext, one whole turn per token (`1.e4 c5,d6`);
    /// comments in braces are skipped.
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
        let text = without_comments(movetext)?;
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

/// A `Termination` tag's value: one of [`Reason::termination`]'s, or
/// PGN's `normal` (which says nothing more than the result).
fn read_termination(value: &str) -> Result<Option<Reason>, RulesError> {
    if value.trim().eq_ignore_ascii_case("normal") {
        return Ok(None);
    }
    match Reason::from_termination(value) {
        Some(r) => Ok(Some(r)),
        None => Err(record_error(RecordProblem::UnknownTermination { value: value.to_string() })),
    }
}

/// The movetext with each `{comment}` replaced by a space, in one pass.
fn without_comments(text: &str) -> Result<String, RulesError> {
    let mut out = String::with_capacity(text.len());
    let mut open: Option<usize> = None;
    for (i, c) in text.char_indices() {
        match (open, c) {
            (None, '{') => open = Some(i),
            (None, '}') => {
                let near = text[..i].char_indices().rev().nth(19).map_or(&text[..i], |(j, _)| &text[j..i]);
                return Err(record_error(RecordProblem::CommentNeverOpened { near: quote(near.trim_start()) }));
            }
            (None, c) => out.push(c),
            (Some(_), '}') => {
                open = None;
                out.push(' ');
            }
            (Some(_), _) => {}
        }
    }
    if let Some(at) = open {
        return Err(record_error(RecordProblem::CommentNeverClosed { quoted: quote(&text[at..]) }));
    }
    Ok(out)
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

/// "12.e4", "12...e5", "12. e4" → the move; anything else as it is.
fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.').trim_start()
    } else {
        token
    }
}

/// A piece of a result (`½`, `–`) where a turn should be.
fn is_result_piece(t: &str) -> bool {
    matches!(t, "½" | "–" | "—" | "-" | "1/2")
}

impl Position {
    /// Same pieces on the same squares, same side, rights and turn state.
    pub(crate) fn same_placement(&self, o: &Position) -> bool {
        self.board == o.board
            && self.side == o.side
            && self.castling == o.castling
            && self.ep == o.ep
            && self.turn == o.turn
            && self.guard_flip == o.guard_flip
            && self.hold == o.hold
    }
}
