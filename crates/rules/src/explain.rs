//! Why a move is refused: a sentence a player can act on.

use crate::moves::{Move, MoveKind, MoveList};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::san::{MovePattern, Special};
use crate::variant::TurnRule;

impl Position {
    /// Explains why no legal part fits `pat` (the text is prefixed by the caller).
    pub(crate) fn explain_illegal(&self, pat: &MovePattern) -> String {
        let prong_mid = matches!(self.variant.turn_rule, TurnRule::Prong { .. }) && self.turn_in_progress();
        let board = if prong_mid { self.turn_start_view_fresh() } else { self.clone() };
        let mut pseudo = MoveList::new();
        board.pseudo_moves(&mut pseudo);
        let found = pseudo.iter().copied().find(|&m| pat.matches(&board, m));
        let side = self.side.name();
        match found {
            Some(m) => self.why_not_part(m),
            None => match pat.special {
                Some(Special::CastleKingSide | Special::CastleQueenSide) => {
                    if prong_mid {
                        "castling is a complete dual move and cannot be combined with another move".into()
                    } else {
                        "castling is not possible here: the king or rook has moved, a square between them is occupied, or the king is in check, passes through or lands on an attacked square".into()
                    }
                }
                Some(Special::Flip(_)) => "no guard flip is available: it is allowed only on the move right after the first guard move, and only with a piece to turn".into(),
                Some(Special::CamelPromote(_) | Special::CamelTransform(..)) => {
                    "no Pawn of Camel of the side to move can do that (it must stand there since an earlier turn; a transform needs an enemy Cardinal or Marshall)".into()
                }
                None => {
                    if pat.kind.is_none() && !self.variant.kinds.contains(&PieceKind::Pawn) {
                        let letters: Vec<String> = self.variant.kinds.iter().map(|k| k.letter().to_string()).collect();
                        return format!(
                            "{} has no pawns: start a move with its piece letter ({})",
                            self.variant.name,
                            letters.join(", ")
                        );
                    }
                    // "g1-g4" names no kind: it is the kind of the piece on g1.
                    let kind = pat.kind.or_else(|| self.own_kind_on_origin(pat)).unwrap_or(PieceKind::Pawn);
                    if let Some(promo) = pat.promo.filter(|k| !self.variant.promotions.contains(k)) {
                        let choices: Vec<&str> = self.variant.promotions.iter().map(|k| k.name()).collect();
                        return format!(
                            "a pawn cannot promote to a {} in {}; it promotes to {}",
                            promo.name(),
                            self.variant.name,
                            choices.join(", ")
                        );
                    }
                    if let (true, Some(to)) = (self.variant.dual_rules, pat.to) {
                        if let Some(why) = crate::variants::dual_chess::explain_unreachable(self, kind, to) {
                            return why;
                        }
                    }
                    let to = pat.to.map(|t| self.variant.geometry.square_name(t)).unwrap_or_default();
                    if self.variant.turn_rule == TurnRule::Chess2
                        && self.turn_in_progress()
                        && kind == PieceKind::Pawn
                        && pat.capture
                    {
                        return format!("no {side} pawn can capture on {to}; en passant is possible only on the move right after the double step, never as the second move of a turn");
                    }
                    if self.turn_in_progress() && self.turn.parts as usize >= 1 && self.variant.turn_rule == TurnRule::Chess2 {
                        return format!("no {} of {side} can move to {to} as the second move of this turn", kind.name().to_lowercase());
                    }
                    if let Some(text) = self.held_king_refusal(pat) {
                        return text;
                    }
                    format!("no {} of {side} can move to {to} here", kind.name().to_lowercase())
                }
            },
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

    /// Two Boards: a held king's step on the board it is held on.
    fn held_king_refusal(&self, pat: &MovePattern) -> Option<String> {
        let (Some(king), Some(to)) = (self.royal_square(self.side), pat.to) else { return None };
        if pat.kind != Some(PieceKind::King) || !self.king_restricted(self.side) {
            return None;
        }
        // Frame 0 is the Little board, frame 1 the Big board.
        let (barred, allowed) = match self.hold {
            crate::position::Hold::Big(_) => (1, "Little"),
            _ => (0, "Big"),
        };
        self.variant.tables.king_steps_in_frame(barred, king).contains(&to).then(|| {
            format!("the {} king is held (King Hold) and may move only on the {allowed} board", self.side.name())
        })
    }

    /// Why a pseudo-legal move is not a legal next part.
    fn why_not_part(&self, m: Move) -> String {
        let check = "it would leave the king in check".to_string();
        match self.variant.turn_rule {
            TurnRule::Single => {
                if m.kind == MoveKind::Flip {
                    return "a guard flip is never legal while in check".into();
                }
                check
            }
            TurnRule::Prong { .. } => {
                if self.turn.parts == 0 {
                    if self.turn.single_only {
                        return check;
                    }
                    return "the king would be in check after it, and no second half can make the turn legal".into();
                }
                let start = self.turn_start_view();
                let played: Vec<_> = self.turn.played().copied().collect();
                let c_capture = if m.kind == MoveKind::EnPassant {
                    start.ep_victim(m.to, self.side)
                } else {
                    start.piece_at(m.to).map(|_| m.to)
                };
                for p in &played {
                    if m.kind == MoveKind::Castle || p.mv.kind == MoveKind::Castle {
                        return "castling is a complete dual move and cannot be combined with another move".into();
                    }
                    if p.mv.from == m.from {
                        return "the two halves of a dual move must move two different pieces".into();
                    }
                    if p.mv.to == m.to {
                        return "the two halves of a dual move cannot end on the same square".into();
                    }
                    if c_capture.is_some() && p.captured.map(|(s, _)| s) == c_capture {
                        return "the two halves of a dual move cannot capture the same piece".into();
                    }
                }
                if self.variant.options.collision {
                    return "with collision, the paths of the two halves may not cross or pass through the other's destination (or the king would be in check after the turn)".into();
                }
                "the king would be in check after the whole turn".into()
            }
            TurnRule::Chess2 => {
                if self.turn.parts == 0 {
                    if !self.king_safe_after(m) {
                        return check;
                    }
                    return "it does not qualify as a single-move turn (check, capture, promotion, or a double step the opponent can take en passant) and no legal second move can follow it".into();
                }
                let Some(first) = self.turn.played[0] else { return check };
                let mut moved = vec![first.mv.to];
                if first.mv.kind == MoveKind::Castle {
                    if let Some(r) =
                        self.variant.castling.iter().find(|r| r.king_to == first.mv.to && r.king_from == first.mv.from)
                    {
                        moved.push(r.rook_to);
                    }
                }
                if moved.contains(&m.from) {
                    return "the same piece cannot make both moves of a turn (after castling, neither the king nor that rook)".into();
                }
                if m.kind == MoveKind::EnPassant {
                    return "en passant is not allowed as the second move of a turn".into();
                }
                if Some(m.to) == self.royal_square(self.side.other()) {
                    return "the king is never captured: the check must be answered by the opponent".into();
                }
                check
            }
            TurnRule::DoubleNoCheck => {
                "the piece moved first may not return to its square in the same turn unless the first move captured"
                    .into()
            }
        }
    }
}
