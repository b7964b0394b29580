//! A game: the start position, the parts played, undo/redo, notation of each
//! part, resignations and agreements, and repetition. Its move list and
//! record, written and read, are in `record`.

use crate::error::{quote, Complete, ErrorKind, Illegal, Input, Notation, RulesError};
use crate::limits::{check_len, MAX_MOVE_LEN};
use crate::moves::{Move, MoveList};
use crate::outcome::{Outcome, Reason};
use crate::position::Position;
use crate::position::Variant;
use crate::san::strip_move_number;
use crate::square::{Color, Square};
use crate::variant::{Options, Repetition, TurnRule, VariantId};

/// One step of the history.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Action {
    Part(Move),
    EndTurn,
}

#[derive(Clone, Debug)]
pub(crate) struct Step {
    pub(crate) action: Action,
    /// Notation of the part (no check suffix), empty for `EndTurn`.
    pub(crate) san: String,
    /// The position after the action (its turn already ended when the rules ended it).
    pub(crate) after: Position,
}

#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) variant: &'static Variant,
    pub(crate) start: Position,
    pub(crate) steps: Vec<Step>,
    pub(crate) redo: Vec<Action>,
    /// A resignation or agreed draw, and the number of history steps at
    /// which it happened: it holds while the game stands there (undo steps
    /// back past it, redo comes back to it, a new step drops it).
    pub(crate) finished_by: Option<(usize, Outcome)>,
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

    /// The legal next parts a player makes by going from `from` to `to` on
    /// the board (see [`Move::clicked`]): one move, or one per promotion
    /// choice.
    pub fn legal_parts_between(&self, from: Square, to: Square) -> Vec<Move> {
        self.legal_parts().into_iter().filter(|m| m.clicked() == Some((from, to))).collect()
    }

    /// The one legal part from `from` to `to`, promoting to the piece whose
    /// letter `promo` starts with (none when it does not promote). When there
    /// is no such part, or a promotion is missing, the error says why in the
    /// game's terms.
    pub fn part_between(&self, from: Square, to: Square, promo: Option<&str>) -> Result<Move, RulesError> {
        self.check_not_over()?;
        let promo = promo.filter(|p| !p.is_empty()).map(str::to_ascii_uppercase);
        let fits = |m: &Move| match (&promo, m.promotion()) {
            (Some(p), Some(k)) => p.starts_with(self.variant.pieces.letter(k)),
            (None, None) => true,
            _ => false,
        };
        let candidates: Vec<Move> = self.legal_parts_between(from, to).into_iter().filter(fits).collect();
        if let [m] = candidates.as_slice() {
            return Ok(*m);
        }
        // Read as notation, the rules explain the refusal (or name the missing promotion).
        let geo = &self.variant().geometry;
        let suffix = promo.as_deref().map(|p| format!("={p}")).unwrap_or_default();
        let text = format!("{}-{}{suffix}", geo.square_name(from), geo.square_name(to));
        Err(self
            .parse_part_text(&text)
            .err()
            .unwrap_or_else(|| ErrorKind::Illegal { text: quote(&text), why: Illegal::NotLegal }.into()))
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
                    promo.map(|k| format!("={}", self.variant.pieces.letter(k))).unwrap_or_default()
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

    /// Plays `m` if it is a legal next part (and says so), with no word on
    /// a refusal: unlike [`Game::play_part`], it needs no notation reader,
    /// which the computer player's wasm module leaves out.
    pub fn play_if_legal(&mut self, m: Move) -> bool {
        if !self.legal_parts().contains(&m) {
            return false;
        }
        self.push_part(m);
        self.new_branch();
        true
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
            TurnRule::Consecutive { .. } if single => Complete::FirstTurnOneMove,
            // A turn cut short that left the opponent in check: the check ended it.
            TurnRule::Consecutive { .. }
                if self.variant.check_ends_turn
                    && self.position().is_in_check(self.position().side_to_move())
                    && self.turns().last().is_some_and(|t| t.parts.len() < turn_start.moves_this_turn() as usize) =>
            {
                Complete::CheckEndsTurn
            }
            TurnRule::Conditional => Complete::AtMostMoves { max: 2 },
            TurnRule::Consecutive { .. } => Complete::AtMostMoves { max: turn_start.moves_this_turn() },
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
