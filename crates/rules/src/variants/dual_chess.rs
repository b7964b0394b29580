//! Dual Chess (Antoine Fourrière), RULES.md §3: an 8×8 main board beside a
//! 6×6 secondary board, joined only for leaps. This module states what
//! differs from chess and holds the game's special rules, which reach the
//! core through its hooks: the bishop's corner commute, the guards' morph
//! and the flip that may answer it, and the Pawn of Camel's actions.

use super::{both_sides, GameEntry, Spec};
use crate::error::{Field, PositionError};
use crate::error::{Illegal, PositionIssue};
use crate::geometry::Geometry;
use crate::moves::{Move, MoveList};
use crate::piece::builtin_kinds::*;
use crate::piece::{Atom, Piece};
use crate::piece::{PieceKind, PieceTable};
use crate::position::{Hooks, Variant};
use crate::position::{PartInfo, Position};
use crate::square::Square;
use crate::variant::{KindSet, NoProgress, SeventhField, VariantId};

/// Every kind the game uses; Guards turn into Wazirs and Ferzes, pawns may
/// become Pawns of Camel, which may become Camels.
pub const DUAL_KINDS: [PieceKind; 14] =
    [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, CARDINAL, MARSHALL, GUARD, WAZIR, FERZ, BEROLINA, CAMEL, PAWN_OF_CAMEL];

/// Pawns and Berolina pawns promote to these, never to a Queen.
pub const DUAL_PROMOTIONS: [PieceKind; 4] = [ROOK, BISHOP, KNIGHT, PAWN_OF_CAMEL];

/// The inventor's array (RULES.md §3).
pub const DUAL_START: &str =
    "rnbqkbnr******/pppppppp1gcmg1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -";

/// The bishop's corner commutes as (file, rank) pairs: a1↔j2, a8↔j7, h1↔o2, h8↔o7.
const COMMUTES: [((u8, u8), (u8, u8)); 4] = [((0, 0), (8, 1)), ((0, 7), (8, 6)), ((7, 0), (13, 1)), ((7, 7), (13, 6))];

pub const ENTRY: GameEntry = GameEntry {
    id: "dual-chess",
    name: "Dual Chess",
    short_name: "Dual Chess",
    summary: "An 8×8 and a 6×6 board joined for leaping pieces, with guards, camels and Berolina pawns.",
    options: &[],
    reconstructed: None,
    build: Some(|_| dual_chess()),
};

pub fn dual_chess() -> Variant {
    let chess = Spec::chess();
    Spec {
        id: VariantId::DUAL_CHESS,
        geometry: Geometry::dual_chess(),
        pieces: PieceTable::builtin(&DUAL_KINDS),
        start: DUAL_START,
        promotions: both_sides(&DUAL_PROMOTIONS),
        seventh: SeventhField::GuardFlip,
        // A Pawn of Camel's actions are pawn moves too (docs/rules/dual-chess.md).
        no_progress: NoProgress { reset_by: KindSet::of(&[PAWN, BEROLINA, PAWN_OF_CAMEL]), ..chess.no_progress },
        hooks: Hooks {
            special_moves: Some(special_moves),
            apply_special: Some(apply_special),
            after_move: Some(after_move),
            validate: Some(validate),
            explain_unreachable: Some(explain_unreachable),
            ..Hooks::default()
        },
        ..chess
    }
    .build()
}

/// Both directions of every corner commute.
fn commutes(geo: &Geometry) -> impl Iterator<Item = (Square, Square)> + '_ {
    COMMUTES.into_iter().flat_map(move |((fa, ra), (fb, rb))| {
        let (a, b) = (geo.square(fa, ra), geo.square(fb, rb));
        [(a, b), (b, a)]
    })
}

/// The guard-born kind a flip to `kind` turns (Ferzes become Wazirs, and back).
fn flipped_from(kind: PieceKind) -> PieceKind {
    if kind == WAZIR {
        FERZ
    } else {
        WAZIR
    }
}

/// Corner commutes, the guard flip and the Pawn of Camel's actions.
fn special_moves(pos: &Position, list: &mut MoveList) {
    let us = pos.side_to_move();
    let them = us.other();
    let own = pos.occupied_by(us);

    // A bishop (not a Cardinal) may move to its paired empty corner.
    let bishop = Piece::new(us, BISHOP);
    for (from, to) in commutes(&pos.variant().geometry) {
        if pos.piece_at(from) == Some(bishop) && pos.piece_at(to).is_none() {
            list.push(Move::normal(from, to));
        }
    }

    // The flip turns every guard-born piece of the mover; it needs one.
    if let Some(into) = pos.pending_guard_flip() {
        if pos.count(us, flipped_from(into)) > 0 {
            list.push(Move::GuardFlip { into });
        }
    }

    // Every Pawn of Camel of the mover stood there before this turn began
    // (it was made on the mover's own earlier turn), so each may act.
    if pos.count(us, PAWN_OF_CAMEL) > 0 {
        let x = Piece::new(us, PAWN_OF_CAMEL);
        let targets: Vec<Square> = pos
            .occupied_by(them)
            .iter()
            .filter(|&s| pos.piece_at(s).is_some_and(|p| matches!(p.kind(), PieceKind::CARDINAL | PieceKind::MARSHALL)))
            .collect();
        for from in own.iter().filter(|&s| pos.piece_at(s) == Some(x)) {
            list.push(Move::Morph { at: from, into: CAMEL });
            for &target in &targets {
                list.push(Move::Transform { from, target, into: CAMEL });
            }
        }
    }
}

/// Applies a flip or a Pawn of Camel action. Each is a whole move, so a
/// pending flip lapses (a flip is itself the use of it).
fn apply_special(pos: &mut Position, m: Move) -> PartInfo {
    let us = pos.side_to_move();
    let mut piece = m.origin().and_then(|s| pos.piece_at(s)).unwrap_or(Piece::new(us, PAWN_OF_CAMEL));
    match m {
        Move::GuardFlip { into } => {
            piece = Piece::new(us, flipped_from(into));
            replace_all(pos, piece, Piece::new(us, into));
        }
        Move::Morph { at, into } => {
            pos.remove(at);
            pos.put(at, Piece::new(us, into));
        }
        Move::Transform { from, target, into } => {
            pos.remove(from);
            if let Some(victim) = pos.remove(target) {
                pos.put(target, Piece::new(victim.color(), into));
            }
        }
        _ => {}
    }
    pos.set_guard_flip(None);
    PartInfo { mv: m, piece, captured: None }
}

/// After an ordinary move: a pending flip lapses; the first guard move turns
/// every guard of both sides and offers the opponent the flip.
fn after_move(pos: &mut Position, info: &PartInfo) {
    if pos.pending_guard_flip().is_some() {
        pos.set_guard_flip(None);
    }
    if info.piece.kind() != GUARD {
        return;
    }
    let (Some(from), Some(to)) = (info.mv.origin(), info.mv.destination()) else {
        return;
    };
    let geo = &pos.variant().geometry;
    let orthogonal = geo.file_of(from) == geo.file_of(to) || geo.rank_of(from) == geo.rank_of(to);
    let mover = info.piece.color();
    let (ours, theirs) = if orthogonal { (WAZIR, FERZ) } else { (FERZ, WAZIR) };
    for color in [mover, mover.other()] {
        let kind = if color == mover { ours } else { theirs };
        replace_all(pos, Piece::new(color, GUARD), Piece::new(color, kind));
    }
    // The opponent may answer by turning its pieces into the mover's kind,
    // if it has any left to turn.
    if pos.count(mover.other(), theirs) > 0 {
        pos.set_guard_flip(Some(ours));
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

/// A pending flip read from a position string needs a piece to turn.
fn validate(pos: &Position, problems: &mut Vec<PositionError>) {
    if let Some(into) = pos.pending_guard_flip() {
        let needs = flipped_from(into);
        if pos.count(pos.side_to_move(), needs) == 0 {
            let pieces = &pos.variant().pieces;
            let issue = PositionIssue::FlipWithoutPiece { into: pieces.of(into), needs: pieces.of(needs) };
            problems.push(PositionError { field: Field::Seventh, issue });
        }
    }
}

/// Dual Chess's reasons for a refused move that no piece could make at all
/// (the explanation the general text cannot give), if one applies.
fn explain_unreachable(pos: &Position, kind: PieceKind, to: Square) -> Option<Illegal> {
    let geo = &pos.variant().geometry;
    let us = pos.side_to_move();
    let own = |s: Square| pos.piece_at(s).is_some_and(|p| p.color() == us && p.kind() == kind);
    if kind == BISHOP {
        if let Some((from, _)) = commutes(geo).find(|&(from, t)| t == to && own(from)) {
            if pos.piece_at(to).is_some() {
                return Some(Illegal::CommuteNeedsEmpty { from: geo.square_name(from), to: geo.square_name(to) });
            }
        }
    }
    let pieces = &pos.variant().pieces;
    let leaps = pieces.atoms(kind).iter().any(|a| matches!(a, Atom::Leap(..)));
    let same_board = pos.occupied_by(us).iter().any(|s| own(s) && geo.region(s) == geo.region(to));
    let on_board = pos.occupied_by(us).iter().any(own);
    if !leaps && on_board && !same_board {
        return Some(Illegal::StaysOnItsBoard { kind: pieces.of(kind), side: us, main_board: geo.region(to) == 0 });
    }
    None
}
