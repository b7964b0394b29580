//! Dual Chess (Antoine Fourrière): an 8×8 main board beside a 6×6 secondary
//! board, joined only for leaps (RULES.md §3). This module builds the variant
//! and holds its special rules: the bishop's corner commute, the guards'
//! morph and the flip that may answer it, and the Pawn of Camel's actions.

use super::{castle_mask, standard_castling};
use crate::geometry::Geometry;
use crate::moves::{Move, MoveKind, MoveList};
use crate::piece::Piece;
use crate::piece::PieceKind::{self, *};
use crate::position::{PartInfo, Position};
use crate::square::Square;
use crate::tables::Tables;
use crate::variant::{Options, SeventhField, TurnRule, Variant, VariantId};

/// Every kind the game uses; Guards turn into Wazirs and Ferzes, pawns may
/// become Pawns of Camel, which may become Camels.
pub const DUAL_KINDS: [PieceKind; 14] =
    [Pawn, Knight, Bishop, Rook, Queen, King, Cardinal, Marshall, Guard, Wazir, Ferz, Berolina, Camel, PawnOfCamel];

/// Pawns and Berolina pawns promote to these, never to a Queen.
pub const DUAL_PROMOTIONS: [PieceKind; 4] = [Rook, Bishop, Knight, PawnOfCamel];

/// The inventor's array (RULES.md §3).
pub const DUAL_START: &str =
    "rnbqkbnr******/pppppppp1gcmg1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -";

pub fn dual_chess() -> Variant {
    let geometry = Geometry::dual_chess();
    // Pawns double-step from ranks 2 and 7 (the tables allow it on the main
    // board only).
    let tables = Tables::build(&geometry, &DUAL_KINDS, Some([1, 6]));
    let castling = standard_castling(&geometry, [0, 7]);
    let castle_mask = castle_mask(&geometry, &castling);
    let sq = |name: &str| geometry.parse_square(name).unwrap_or(Square(0));
    let mut commutes = Vec::new();
    for (a, b) in [("a1", "j2"), ("a8", "j7"), ("h1", "o2"), ("h8", "o7")] {
        commutes.push((sq(a), sq(b)));
        commutes.push((sq(b), sq(a)));
    }
    Variant {
        id: VariantId::DualChess,
        options: Options::default(),
        name: "Dual Chess",
        kinds: DUAL_KINDS.to_vec(),
        tables,
        start: DUAL_START,
        promotions: DUAL_PROMOTIONS.to_vec(),
        castling,
        castle_mask,
        turn_rule: TurnRule::Single,
        royal_check: true,
        en_passant: true,
        clock_counts_turns: false,
        clock_limit: 100,
        clock_pawn_resets: true,
        seventh: SeventhField::GuardFlip,
        stalemate_wins: false,
        baring: false,
        king_hold: false,
        dual_rules: true,
        commutes,
        // "International Chess rules except where noted": FIDE's automatic
        // draws by insufficient material (K v K, K+B v K, K+N v K).
        fide_insufficient: true,
        reconstructed_start: false,
        geometry,
    }
}

/// The guard-born kind a flip to `kind` turns (Ferzes become Wazirs, and back).
fn flipped_from(kind: PieceKind) -> PieceKind {
    if kind == Wazir {
        Ferz
    } else {
        Wazir
    }
}

/// Corner commutes, the guard flip and the Pawn of Camel's actions.
pub(crate) fn special_moves(pos: &Position, list: &mut MoveList) {
    let us = pos.side_to_move();
    let them = us.other();
    let own = pos.occupied_by(us);

    // A bishop (not a Cardinal) may move to its paired empty corner.
    let bishop = Piece::new(us, Bishop);
    for &(from, to) in &pos.variant().commutes {
        if pos.piece_at(from) == Some(bishop) && pos.piece_at(to).is_none() {
            list.push(Move::new(from, to, MoveKind::Commute));
        }
    }

    // The flip: written from the first piece it turns (it turns them all).
    if let Some(kind) = pos.pending_flip() {
        let turned = Piece::new(us, flipped_from(kind));
        if let Some(sq) = own.iter().find(|&s| pos.piece_at(s) == Some(turned)) {
            list.push(Move::new(sq, sq, MoveKind::Flip).with_promo(kind));
        }
    }

    // Every Pawn of Camel of the mover stood there before this turn began
    // (it was made on the mover's own earlier turn), so each may act.
    if pos.count(us, PawnOfCamel) > 0 {
        let x = Piece::new(us, PawnOfCamel);
        let targets: Vec<Square> = pos
            .occupied_by(them)
            .iter()
            .filter(|&s| pos.piece_at(s).is_some_and(|p| matches!(p.kind(), Cardinal | Marshall)))
            .collect();
        for from in own.iter().filter(|&s| pos.piece_at(s) == Some(x)) {
            list.push(Move::new(from, from, MoveKind::CamelPromote).with_promo(Camel));
            for &to in &targets {
                list.push(Move::new(from, to, MoveKind::CamelTransform));
            }
        }
    }
}

/// Applies a flip or a Pawn of Camel action. Each is a whole move, so a
/// pending flip lapses (a flip is itself the use of it).
pub(crate) fn apply_special(pos: &mut Position, m: Move) -> PartInfo {
    let us = pos.side_to_move();
    let piece = pos.piece_at(m.from).unwrap_or(Piece::new(us, PawnOfCamel));
    let pawn_of_camel = pos.piece_at(m.from) == Some(Piece::new(us, PawnOfCamel));
    match m.kind {
        MoveKind::Flip => {
            let to_kind = m.promo.unwrap_or(Wazir);
            replace_all(pos, Piece::new(us, flipped_from(to_kind)), Piece::new(us, to_kind));
        }
        MoveKind::CamelPromote if pawn_of_camel => {
            pos.remove(m.from);
            pos.put(m.from, Piece::new(us, Camel));
        }
        MoveKind::CamelTransform if pawn_of_camel => {
            pos.remove(m.from);
            if let Some(target) = pos.remove(m.to) {
                pos.put(m.to, Piece::new(target.color(), Camel));
            }
        }
        _ => {}
    }
    pos.set_flip(None);
    PartInfo { mv: m, piece, captured: None }
}

/// After an ordinary move: a pending flip lapses; the first guard move turns
/// every guard of both sides and offers the opponent the flip.
pub(crate) fn after_move(pos: &mut Position, info: &PartInfo) {
    if pos.pending_flip().is_some() {
        pos.set_flip(None);
    }
    if info.piece.kind() != Guard {
        return;
    }
    let geo = &pos.variant().geometry;
    let (from, to) = (info.mv.from, info.mv.to);
    let orthogonal = geo.file_of(from) == geo.file_of(to) || geo.rank_of(from) == geo.rank_of(to);
    let mover = info.piece.color();
    let (ours, theirs) = if orthogonal { (Wazir, Ferz) } else { (Ferz, Wazir) };
    for color in [mover, mover.other()] {
        let kind = if color == mover { ours } else { theirs };
        replace_all(pos, Piece::new(color, Guard), Piece::new(color, kind));
    }
    // The opponent may answer by turning its pieces into the mover's kind,
    // if it has any left to turn.
    if pos.count(mover.other(), theirs) > 0 {
        pos.set_flip(Some(ours));
    }
}

/// Turns every `old` piece into `new` in place, keeping the hash in step.
fn replace_all(pos: &mut Position, old: Piece, new: Piece) {
    for sq in pos.occupied_by(old.color()).iter() {
        if pos.piece_at(sq) == Some(old) {
            pos.remove(sq);
            pos.put(sq, new);
        }
    }
}

/// Dual Chess's reasons for a refused move that no piece could make at all
/// (the explanation the general text cannot give), if one applies.
pub(crate) fn explain_unreachable(pos: &Position, kind: PieceKind, to: Square) -> Option<String> {
    let v = pos.variant();
    let geo = &v.geometry;
    let us = pos.side_to_move();
    let own = |s: Square| pos.piece_at(s).is_some_and(|p| p.color() == us && p.kind() == kind);
    let to_name = geo.square_name(to);
    if kind == Bishop {
        if let Some(&(from, _)) = v.commutes.iter().find(|&&(from, t)| t == to && own(from)) {
            if pos.piece_at(to).is_some() {
                return Some(format!(
                    "the bishop's corner commute {}↔{to_name} needs an empty destination (it never captures)",
                    geo.square_name(from)
                ));
            }
        }
    }
    let leaps = kind.atoms().iter().any(|a| matches!(a, crate::piece::Atom::Leap(..)));
    let same_board = pos.occupied_by(us).iter().any(|s| own(s) && geo.region(s) == geo.region(to));
    let on_board = pos.occupied_by(us).iter().any(own);
    if !leaps && on_board && !same_board {
        let board = if geo.region(to) == 0 { "main" } else { "secondary" };
        return Some(format!(
            "no {} of {us} stands on the {board} board, and a {} never leaves the board it stands on (only leaps cross between the boards)",
            kind.name().to_lowercase(),
            kind.name().to_lowercase()
        ));
    }
    None
}
