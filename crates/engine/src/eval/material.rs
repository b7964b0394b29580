//! Material values in centipawns, per game and piece kind.
//!
//! Where they come from:
//! * FIDE pieces: P 100, N 320, B 330, R 500, Q 900 — the widely used values
//!   of Tomasz Michniewski's "Simplified Evaluation Function" (close to
//!   Kaufman's published averages).
//! * Cardinal (bishop + knight) 830 and Marshall (rook + knight) 850: H. G.
//!   Muller's self-play measurements for Capablanca-style pieces
//!   (archbishop 8.75, chancellor 9.0, queen 9.5 pawns), scaled so the queen
//!   stays 900 here.
//! * Wazir 120, Ferz 140: Muller's measurements of the short-range Shatranj
//!   pieces (both about 1.2–1.5 pawns, the Ferz a little better).
//! * Camel 230: the (3,1) leaper is colour-bound and a weaker knight; the
//!   usual estimate is about two thirds of a knight. Dual Chess's cyclic
//!   join gives it slightly more reach, so a little above 2/3 × 320.
//! * Dual Chess Guard 150: it becomes a Wazir or a Ferz on the first guard
//!   move of the game, so it is worth what it turns into plus a little for the
//!   choice. Berolina pawn 90: a pawn on the 6×6 board without a double step.
//!   Pawn of Camel 250: it can become a Camel (230) or later turn an enemy
//!   Cardinal or Marshall into a Camel, a large swing the search sees.
//! * Chess on Two Boards (our own reasoning): every piece moves on both the
//!   Little 4×4 and the Big 4×4 board, so values follow the average number of
//!   destinations on an empty board: Wazir ~6 → 100 (the game's "pawn", it
//!   never promotes), War Elephant ~10 and colour-bound → 250, Shaman ~9 and
//!   colour-bound → 260, Guard ~12 → 300, Hero ~12 with jumps → 320, Sliding
//!   General ~30 → 700.
//! * Double Move Double Chess: the FIDE values; a king is capturable and the
//!   game is lost with the second one (the extinction of kings), so each
//!   king is worth a lot of material (see `king.rs` for the last king).
//! * A kind of a game's own, beyond the built-in ones: estimated from its
//!   reach ([`estimated_value`]) until measured.

use super::squares::empty_board_reach;
use twofold_rules::{Color, Piece, PieceKind, Variant};

/// The value of a piece of `kind` in game `v` (a royal king: 0). Keyed on
/// the rules that make a value differ, not on the game: pieces that move on
/// two boards at once (a geometry of two frames) are valued by their reach
/// there, and a king is material where losing every king loses the game
/// (extinction of kings).
pub fn piece_value(v: &Variant, kind: PieceKind) -> i32 {
    use twofold_rules::piece::builtin_kinds::*;
    let both_boards = v.geometry.frames.len() > 1;
    let capturable_king = v.extinction == Some(KING);
    match (kind, both_boards, capturable_king) {
        (WAZIR, true, _) => 100,
        (ELEPHANT, true, _) => 250,
        (SHAMAN, true, _) => 260,
        (GUARD, true, _) => 300,
        (HERO, true, _) => 320,
        (SLIDING_GENERAL, true, _) => 700,
        (KING, _, true) => DOUBLE_KING,
        (KING, ..) => 0,
        (PAWN, ..) => 100,
        (KNIGHT, ..) => 320,
        (BISHOP, ..) => 330,
        (ROOK, ..) => 500,
        (QUEEN, ..) => 900,
        (CARDINAL, ..) => 830,
        (MARSHALL, ..) => 850,
        (GUARD, ..) => 150,
        (WAZIR, ..) => 120,
        (FERZ, ..) => 140,
        (BEROLINA, ..) => 90,
        (CAMEL, ..) => 230,
        (PAWN_OF_CAMEL, ..) => 250,
        // Kinds of Two Boards met in another game (a loaded position).
        (ELEPHANT, ..) => 250,
        (SHAMAN, ..) => 260,
        (HERO, ..) => 320,
        (SLIDING_GENERAL, ..) => 700,
        _ => estimated_value(v, kind),
    }
}

/// The value of a kind nobody measured (a game's own piece), from its
/// mobility on the empty board: 150 plus 30 per square it reaches from an
/// average square. On 8×8 that gives a knight (5.25 squares) 307, a rook
/// (14) 570 and a queen (22.75) 832, close enough to their measured values
/// to play sensibly. A pawn-like kind is worth a pawn; a kind the game does
/// not have, nothing.
pub fn estimated_value(v: &Variant, kind: PieceKind) -> i32 {
    if !v.pieces.contains(kind) {
        return 0;
    }
    if v.tables.is_pawn_like(kind) {
        return 100;
    }
    let piece = Piece::new(Color::White, kind);
    let (reach, squares) =
        v.geometry.squares().fold((0, 0), |(reach, n), sq| (reach + empty_board_reach(v, piece, sq), n + 1));
    150 + (30 * reach / squares.max(1)) as i32
}

/// Double Move Double Chess: one of two capturable kings. Losing the first
/// costs about a queen and a half; the last one ends the game.
pub const DOUBLE_KING: i32 = 1400;

/// Both bishops of one side (FIDE-based games).
pub const BISHOP_PAIR: i32 = 30;
