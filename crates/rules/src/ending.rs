//! How a game ends as a position shows it: no legal turn, the last king or
//! piece lost, baring, the counting draws (the outcomes themselves, as data,
//! are `crate::outcome`).

use crate::limits::MAX_COUNTER;
use crate::moves::MoveList;
use crate::outcome::{Outcome, Reason};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::Color;
use crate::variant::{Flag, Insufficient, Repetition, Stalemate, TurnRule};

impl Position {
    /// The end of the game by the rules perft also applies: no legal turn,
    /// the last king captured, baring. `None` while the game goes on.
    pub fn rules_outcome(&self) -> Option<Outcome> {
        if self.turn_in_progress() {
            return None;
        }
        if let Some(o) = self.outcome_without_moves() {
            return Some(o);
        }
        let mut list = MoveList::new();
        self.legal_parts(&mut list);
        list.is_empty().then(|| self.outcome_without_parts())
    }

    /// The game ends a turn-start position shows without generating moves:
    /// the last piece of the extinction kind captured, baring.
    pub fn outcome_without_moves(&self) -> Option<Outcome> {
        let us = self.side;
        let them = us.other();
        if self.variant.extinction.is_some_and(|k| self.count(us, k) == 0) {
            return Some(Outcome::Win { winner: them, reason: Reason::KingsCaptured });
        }
        if self.variant.bare_wins() {
            // As Fairy-Stockfish looks: the side that just moved first.
            for c in [them, us] {
                if self.piece_count(c) == 0 {
                    return Some(Outcome::Win { winner: c, reason: Reason::AllPiecesLost });
                }
            }
        }
        if let Some(flag) = self.variant.flag() {
            if let Some(o) = self.flag_outcome(flag) {
                return Some(o);
            }
        }
        if self.variant.baring_claim {
            let (ours, theirs) = (self.piece_count(us), self.piece_count(them));
            if theirs <= 1 && ours >= 2 {
                return Some(Outcome::Win { winner: us, reason: Reason::Baring });
            }
            if ours <= 1 && theirs >= 3 {
                return Some(Outcome::Win { winner: them, reason: Reason::Baring });
            }
            return None;
        }
        if self.variant.baring {
            let lone = |c: Color| self.piece_count(c) == 1;
            match (lone(us), lone(them)) {
                (true, true) => return Some(Outcome::Draw { reason: Reason::MutualBaring }),
                (false, true) => return Some(Outcome::Win { winner: us, reason: Reason::Baring }),
                _ => {}
            }
        }
        None
    }

    /// Capture the flag, as Fairy-Stockfish judges it at the start of a turn:
    /// the side that just moved wins if its flag piece stands in its goal,
    /// unless the game gives the other side one more move (`flagMove`). Then
    /// the goal is judged a move later, a draw if both reached theirs and
    /// White was first; Black, a king's step from its goal after White's
    /// king reached White's, plays that extra move (Racing Kings).
    fn flag_outcome(&self, flag: &Flag) -> Option<Outcome> {
        let us = self.side;
        let them = us.other();
        let reached = |c: Color| {
            flag.region[c.index()].iter().any(|sq| {
                self.board[sq.index()]
                    .is_some_and(|p| p.color() == c && flag.piece[c.index()].is_none_or(|k| p.kind() == k))
            })
        };
        let king = |c: Color| flag.piece[c.index()] == Some(PieceKind::KING);
        if flag.extra_move && reached(us) {
            if us == Color::White && king(them) && reached(them) {
                return Some(Outcome::Draw { reason: Reason::FlagReached });
            }
            return Some(Outcome::Win { winner: us, reason: Reason::FlagReached });
        }
        if (!flag.extra_move || king(us)) && reached(them) {
            if flag.extra_move && us == Color::Black && !self.is_in_check(us) && self.king_may_reach(flag) {
                return None;
            }
            return Some(Outcome::Win { winner: them, reason: Reason::FlagReached });
        }
        None
    }

    /// Has the side to move a legal king move into its goal?
    fn king_may_reach(&self, flag: &Flag) -> bool {
        let Some(king) = self.king[self.side.index()] else { return false };
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.iter().any(|m| {
            m.origin() == Some(king) && m.destination().is_some_and(|to| flag.region[self.side.index()].contains(to))
        })
    }

    /// How the game ends when the side to move has no legal part at a turn
    /// start: checkmate (or, for a conditional turn, no legal turn while in
    /// check), or stalemate.
    pub fn outcome_without_parts(&self) -> Outcome {
        let us = self.side;
        let them = us.other();
        if self.is_in_check(us) {
            let reason = if self.variant.turn_rule == TurnRule::Conditional && !self.turn.single_only {
                let mut any = MoveList::new();
                self.legal_moves(&mut any);
                if any.is_empty() {
                    Reason::Checkmate
                } else {
                    Reason::NoLegalTurn
                }
            } else {
                Reason::Checkmate
            };
            Outcome::Win { winner: them, reason }
        } else {
            match self.variant.stalemate {
                Stalemate::Loss => Outcome::Win { winner: them, reason: Reason::Stalemate },
                Stalemate::Win => Outcome::Win { winner: us, reason: Reason::Stalemate },
                Stalemate::Draw => Outcome::Draw { reason: Reason::Stalemate },
            }
        }
    }

    /// The end of the game as a position shows it: [`Position::rules_outcome`]
    /// plus the no-progress rule and insufficient material. (Repetition needs
    /// the game's history; see `Game`.)
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules_outcome().or_else(|| self.draw_by_counting())
    }

    /// Draws at a turn start that need no move generation: the no-progress
    /// rule and insufficient material.
    pub fn draw_by_counting(&self) -> Option<Outcome> {
        if self.turn_in_progress() {
            return None;
        }
        if self.halfmove >= self.variant.no_progress.limit {
            return Some(Outcome::Draw { reason: Reason::NoProgress });
        }
        if self.side == Color::Black && self.fullmove >= MAX_COUNTER {
            // Black's turn would take the turn number past what a position
            // string may hold (crate::limits::MAX_COUNTER).
            return Some(Outcome::Draw { reason: Reason::TurnLimit });
        }
        if self.insufficient_material() {
            return Some(Outcome::Draw { reason: Reason::InsufficientMaterial });
        }
        None
    }

    /// Could `color` still win, as far as material goes? False for a lone
    /// king (in the games won by check, mate or baring) and, in FIDE-based
    /// games, a king with one knight or bishop. Used when the opponent's
    /// clock runs out.
    pub fn could_win(&self, color: Color) -> bool {
        let n = self.piece_count(color);
        let minors = self.count(color, PieceKind::KNIGHT) + self.count(color, PieceKind::BISHOP);
        match self.variant.insufficient {
            // Kings are captured: any piece, a king included, may do it.
            Insufficient::Never => n > 0,
            Insufficient::KingVsKing => n > 1,
            Insufficient::Fide => n > 1 && !(n == 2 && minors == 1),
        }
    }

    /// The game's insufficient-material draw: king against king, and in
    /// FIDE's rule also king and minor piece against king.
    pub fn insufficient_material(&self) -> bool {
        let (w, b) = (self.piece_count(Color::White), self.piece_count(Color::Black));
        let minor = |c: Color| self.count(c, PieceKind::KNIGHT) + self.count(c, PieceKind::BISHOP);
        match self.variant.insufficient {
            Insufficient::Never => false,
            Insufficient::KingVsKing => w == 1 && b == 1,
            Insufficient::Fide => (w == 1 && b == 1) || (w + b == 3 && minor(Color::White) + minor(Color::Black) == 1),
        }
    }

    /// Does a repeated position count at this point of the game?
    pub fn counts_for_repetition(&self) -> bool {
        match self.variant.repetition {
            Repetition::AfterEveryMove => true,
            Repetition::AtTurnStarts | Repetition::Off => !self.turn_in_progress(),
        }
    }
}
