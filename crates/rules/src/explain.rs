//! Why a move is refused: a reason a player can act on ([`Illegal`]).

use crate::error::{Illegal, Unfinished};
use crate::moves::{Move, MoveList};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::san::{MovePattern, Special};
use crate::variant::TurnRule;

impl Position {
    /// Explains why no legal part fits `pat`.
    pub(crate) fn explain_illegal(&self, pat: &MovePattern) -> Illegal {
        let halves = self.halves_judged_at_start();
        // Halves are judged from the turn's start, where a piece that made a
        // half still stands on its origin: asked to move again from where it
        // went, it is the same piece twice, not a piece that is missing.
        if halves && self.names_moved_half(pat) {
            return Illegal::SamePieceTwice;
        }
        let board = if halves { self.turn_start_view_fresh() } else { self.clone() };
        let mut pseudo = MoveList::new();
        board.pseudo_moves(&mut pseudo);
        if let Some(m) = pseudo.iter().copied().find(|&m| pat.matches(&board, m)) {
            return self.why_not_part(m);
        }
        let side = self.side;
        let v = self.variant;
        let named = |k: PieceKind| v.pieces.of(k);
        match pat.special {
            Some(Special::CastleKingSide | Special::CastleQueenSide) if halves => Illegal::CastlingIsWholeTurn,
            Some(Special::CastleKingSide | Special::CastleQueenSide) => Illegal::CastlingImpossible,
            Some(Special::GuardFlip(_)) => Illegal::NoGuardFlip,
            Some(Special::Transform(..)) => Illegal::NoSuchAction { kind: pat.kind.map(named) },
            // A piece that never moves can only act where it stands ("Xe8=L").
            None if pat.kind.is_some_and(|k| v.pieces.atoms(k).is_empty()) => {
                Illegal::NoSuchAction { kind: pat.kind.map(named) }
            }
            None => {
                if pat.kind.is_none() && !v.kinds.contains(&PieceKind::PAWN) {
                    let letters: Vec<String> = v.kinds.iter().map(|&k| v.pieces.letter(k).to_string()).collect();
                    return Illegal::NoPawns { game: v.name, letters: letters.join(", ") };
                }
                // "g1-g4" names no kind: it is the kind of the piece on g1.
                let kind = pat.kind.or_else(|| self.own_kind_on_origin(pat)).unwrap_or(PieceKind::PAWN);
                if let Some(promo) = pat.promo.filter(|k| !v.promotions(self.side).contains(k)) {
                    let choices = v.promotions(self.side).iter().map(|&k| named(k)).collect();
                    return Illegal::PromotionNotAllowed { promo: named(promo), game: v.name, choices };
                }
                let Some(to_sq) = pat.to else { return Illegal::NotLegal };
                if let Some(why) = v.hooks.explain_unreachable.and_then(|explain| explain(self, kind, to_sq)) {
                    return why;
                }
                let to = v.geometry.square_name(to_sq);
                let second = self.turn_in_progress() && v.turn_rule == TurnRule::Conditional;
                if second && kind == PieceKind::PAWN && pat.capture {
                    return Illegal::EnPassantExpired { side, to };
                }
                if second {
                    return Illegal::UnreachableSecond { kind: named(kind), side, to };
                }
                if let Some(why) = self.held_king_refusal(pat) {
                    return why;
                }
                Illegal::Unreachable { kind: named(kind), side, to }
            }
        }
    }

    /// The kind of the mover's piece on the pattern's origin square, when it names one.
    fn own_kind_on_origin(&self, pat: &MovePattern) -> Option<PieceKind> {
        let (file, rank) = (pat.from_file?, pat.from_rank?);
        let geo = &self.variant.geometry;
        if file >= geo.width || rank >= geo.height {
            return None;
        }
        let piece = self.piece_at(geo.square(file, rank))?;
        (piece.color() == self.side).then(|| piece.kind())
    }

    /// A held king's step on the board it is held on (King Hold).
    fn held_king_refusal(&self, pat: &MovePattern) -> Option<Illegal> {
        let to = pat.to?;
        let (king, allowed) = self.held_king(self.side)?;
        if pat.kind != Some(PieceKind::KING) {
            return None;
        }
        // Frame 0 is the Little board, frame 1 the Big board.
        let barred = 1 - allowed;
        self.variant
            .tables
            .king_steps_in_frame(barred, king)
            .contains(&to)
            .then_some(Illegal::KingHeld { side: self.side, allowed_big: allowed == 1 })
    }

    /// Whether the pattern starts on the square a half of this turn moved a piece to.
    fn names_moved_half(&self, pat: &MovePattern) -> bool {
        let (Some(file), Some(rank)) = (pat.from_file, pat.from_rank) else { return false };
        let geo = &self.variant.geometry;
        if file >= geo.width || rank >= geo.height {
            return false;
        }
        let from = geo.square(file, rank);
        self.turn.played().any(|p| p.mv.destination() == Some(from))
    }

    /// In a game without checks (`checking = false`): would `m`, leaving
    /// the mover's king safe, attack the enemy's?
    fn gives_forbidden_check(&self, m: Move) -> bool {
        if self.variant.checks_allowed() {
            return false;
        }
        let mut next = self.clone();
        next.apply_move(m);
        !next.is_in_check(self.side) && next.is_in_check(self.side.other())
    }

    /// Why a pseudo-legal move is not a legal next part.
    fn why_not_part(&self, m: Move) -> Illegal {
        // (Legal but for a capture elsewhere: the captures are all that is left.)
        if self.variant.must_capture() && self.capture_square(m).is_none() && self.king_safe_after(m) {
            return Illegal::MustCapture;
        }
        let check = if self.gives_forbidden_check(m) { Illegal::GivesCheck } else { Illegal::LeavesKingInCheck };
        match self.variant.turn_rule {
            TurnRule::Single => {
                if let Move::GuardFlip { .. } = m {
                    return Illegal::FlipInCheck;
                }
                check
            }
            TurnRule::Simultaneous { .. } => {
                if self.turn.parts == 0 {
                    if self.turn.single_only {
                        return check;
                    }
                    return Illegal::NoSavingHalf;
                }
                let start = self.turn_start_view();
                let c_capture = start.capture_square(m);
                for p in self.turn.played() {
                    if matches!(m, Move::Castle { .. }) || matches!(p.mv, Move::Castle { .. }) {
                        return Illegal::CastlingIsWholeTurn;
                    }
                    if p.mv.origin() == m.origin() {
                        return Illegal::SamePieceTwice;
                    }
                    if p.mv.destination() == m.destination() {
                        return Illegal::SameDestination;
                    }
                    if c_capture.is_some() && p.captured.map(|(s, _)| s) == c_capture {
                        return Illegal::SameVictim;
                    }
                }
                if self.variant.collision {
                    return Illegal::Collision;
                }
                Illegal::CheckAfterTurn
            }
            TurnRule::Conditional => {
                if self.turn.parts == 0 {
                    if !self.king_safe_after(m) {
                        return check;
                    }
                    return Illegal::DoesNotQualify;
                }
                let Some(first) = self.turn.played[0] else { return check };
                if m.origin().is_some_and(|f| self.moved_by(first.mv).contains(&Some(f))) {
                    return Illegal::MovedPieceAgain;
                }
                if let Move::EnPassant { .. } = m {
                    return Illegal::SecondMoveEnPassant;
                }
                if m.destination().is_some() && m.destination() == self.royal_square(self.side.other()) {
                    return Illegal::KingNeverCaptured;
                }
                check
            }
            TurnRule::Consecutive { .. } if !self.king_safe_after(m) => check,
            TurnRule::Consecutive { .. } if m.destination().is_some() && m.destination() == self.checked_king() => {
                Illegal::KingNeverCaptured
            }
            TurnRule::Consecutive { .. } if self.variant.return_barred => Illegal::ReturnToOrigin,
            TurnRule::Consecutive { .. } => Illegal::NotLegal,
        }
    }

    /// Why the turn in progress may not end yet.
    pub(crate) fn why_not_end(&self) -> Unfinished {
        match self.variant.turn_rule {
            _ if !self.turn_in_progress() => Unfinished::NothingPlayed,
            TurnRule::Simultaneous { .. } => Unfinished::KingUnsafe,
            TurnRule::Conditional => Unfinished::NeedsSecondMove,
            TurnRule::Consecutive { .. } => Unfinished::MovesPerTurn { moves: self.moves_this_turn() },
            TurnRule::Single => Unfinished::AlreadyComplete,
        }
    }
}
