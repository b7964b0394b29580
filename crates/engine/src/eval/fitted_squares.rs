//! Chess: piece-square tables fitted to positions of chess games, in place
//! of the ones [`super::squares`] builds from the geometry for every game.
//!
//! How they were made (docs/engine.md, "Fitted piece-square tables"):
//! positions of engine games were scored by a stronger program at a fixed
//! depth, and `twofold tune fit` moved these numbers, starting from the
//! geometric tables, until this evaluation predicts those scores best
//! (least squares on the expected result). Only chess uses them: the double-
//! move games were not fitted, and there a piece's best square differs.

use super::squares::SquareTables;
use twofold_rules::{Color, Piece, PieceKind, Square, Variant, VariantId};

/// The kinds with a fitted table, in the order of [`MID`] and [`END`].
pub const KINDS: [PieceKind; 6] =
    [PieceKind::PAWN, PieceKind::KNIGHT, PieceKind::BISHOP, PieceKind::ROOK, PieceKind::QUEEN, PieceKind::KING];

/// A table per kind, indexed `rank * 8 + file` from White's side.
pub type Tables = [[i16; 64]; 6];
/// The fitted tables as the engine holds them: every entry fits a byte,
/// which keeps the shipped wasm small.
pub type FittedTables = [[i8; 64]; 6];

/// Does `v` use the fitted tables? They were fitted to chess's own positions
/// (`twofold tune`), so they apply to that game alone: the one place the
/// engine keys on a game rather than on its rules, because the data come
/// from that game's play, not from a rule.
pub fn applies(v: &Variant) -> bool {
    v.id == VariantId::CHESS
}

/// Writes `mid` and `end` into `tables` for both colours (Black's mirrored).
pub fn overlay<T: Copy + Into<i16>>(tables: &mut SquareTables, v: &Variant, mid: &[[T; 64]; 6], end: &[[T; 64]; 6]) {
    for (k, &kind) in KINDS.iter().enumerate() {
        for i in 0..64 {
            for color in Color::BOTH {
                let sq = square_for(v, color, i);
                tables.set(Piece::new(color, kind), sq, mid[k][i].into(), end[k][i].into());
            }
        }
    }
}

/// The board square of table index `i` (White's view) for `color`.
pub fn square_for(v: &Variant, color: Color, i: usize) -> Square {
    let (file, rank) = ((i % 8) as u8, (i / 8) as u8);
    let rank = if color == Color::White { rank } else { 7 - rank };
    v.geometry.square(file, rank)
}

/// The table index (White's view) of `sq` for a piece of `color`.
pub fn index_for(v: &Variant, color: Color, sq: Square) -> usize {
    let (file, rank) = (v.geometry.file_of(sq) as usize, v.geometry.rank_of(sq) as usize);
    let rank = if color == Color::White { rank } else { 7 - rank };
    rank * 8 + file
}

/// Middle-game bonus (centipawns, on top of the material value).
#[rustfmt::skip]
pub const MID: FittedTables = [
    // Pawn
    [
           0,   2,   4,   6,   6,   4,   2,   0,
         -63, -49, -58, -53, -52, -29, -22, -58,
         -55, -47, -37, -32, -27, -19, -17, -42,
         -64, -47, -35, -18, -15, -19, -34, -61,
         -52, -30, -30, -14,  -9, -25, -19, -57,
         -42, -14, -15, -28, -16,   1,   1, -36,
          22,  23,  39,  49,  45,  44,  40,  20,
           0,   2,   4,   6,   6,   4,   2,   0,
    ],
    // Knight
    [
         -14, -22, -19, -13,  -6,  -7, -21, -20,
         -14, -12,  -1,  -7,  -4,   4,   1, -21,
         -18,   0,  -9,  11,   9,   1,   5, -20,
          -1,   4,   4,   0,   5,   6,  -8,  -1,
          -2,  12,   5,  12,   0,  23,   9,   1,
         -12,  11,   4,  21,  22,  20,   2,  -2,
         -20, -15,  12,   0,  -4,  16, -13, -19,
         -68, -10,  -8,  -7,  -6,  -8, -11, -38,
    ],
    // Bishop
    [
          -4,   6, -12,  -7,  -4, -24,  -6,  -5,
           4,   8,   1, -10,  -3,   8,  12,  -7,
          -9,  14,   8,  -8,  -9,   3,   2,  -1,
           1,  -5,  -8,   2,   3, -18,  -7,   7,
          -9,  -3, -14,   5,  -4,   1,  -9,   1,
         -14,   4,   5,   1,  12,  10,  -4,   1,
         -12,  -6, -14,  -2,  -8,  -9,  -7, -20,
         -10,  -8,  -5,  -6,  -4,  -7,  -5, -12,
    ],
    // Rook
    [
         -25, -16, -16, -15, -24,  -1, -18, -29,
         -31,  -7, -19, -13, -20,  -8, -16, -45,
         -28, -21, -23, -24, -15, -15, -10, -32,
         -26, -22, -15,  -4, -13, -10, -11, -31,
         -15,  -8,   2,  -7, -10,  -8, -11, -15,
          -4,   1,   0,  -2,  -2,   0,   3,  -9,
           3,  -7,   7,   5,   2,   6,  -2,  -2,
           7,   2,   4,   2,   5,   3,   4,  -4,
    ],
    // Queen
    [
          -4,  -6,  14,   9,   7,   0,  -2,   5,
           8,   2,  11,  15,  12,  13,  11,   6,
          -2,   6,   7,  -2,  -2,   3,  11,   2,
          -4,  -6,   0,  -9,  -9,  -3,   6,   0,
         -12, -13,  -2,  -7,  -8,  -4, -16,  -1,
          -9,  -9,   5,  -8,   5,   9,  13,   2,
          -6, -21,  -8,  -3,   4,   7,   1,  11,
         -13,  -6,   9,  -1,   4,   1,  -1,  -8,
    ],
    // King
    [
           0,  28,  33, -31,  -9, -17,  15,   9,
          -8, -18, -18, -39, -26, -23,   5, -10,
         -27, -26, -32, -35, -32, -27, -16, -27,
         -35, -38, -37, -42, -38, -42, -38, -36,
         -47, -52, -50, -53, -49, -49, -49, -50,
         -49, -52, -52, -53, -50, -48, -47, -45,
         -48, -52, -53, -52, -51, -51, -48, -46,
         -48, -48, -49, -48, -48, -48, -47, -47,
    ],
];

/// End-game bonus.
#[rustfmt::skip]
pub const END: FittedTables = [
    // Pawn
    [
           0,   0,   0,   0,   0,   0,   0,   0,
         -13, -18,  -6,  -1,  -6, -13, -23, -17,
         -18, -17, -25, -12, -17, -18, -26, -21,
          -4, -15, -13, -21, -16, -18, -16,  -9,
           1,   1,  -6, -28, -18,   1, -10,  -9,
          17,  -6,   8,   2, -10,   9,  10,  16,
          43,  71,  78,  83,  61,  87,  91,  75,
           0,   0,   0,   0,   0,   0,   0,   0,
    ],
    // Knight
    [
          -5, -42, -16,  -5,  -8,  -4, -32, -20,
         -11,  -4, -12,  -9, -14, -18,   0, -21,
          -9,  -8, -24,  -8,  -2, -29,  -1, -10,
         -13,  -1,   2,   3,   3,  -3,  -5,   2,
          -4,   4,   2,  -1,   9,   7,  12, -12,
         -13,  -2,  -9,  -8,   3,   4,  -1,  -8,
         -19, -12,  -1,  -2,  -6,   3, -14, -14,
         -33, -15,  -9, -11, -11, -11, -10, -30,
    ],
    // Bishop
    [
           8,  -8, -12,  -9,  -6,  -7,  -8,   2,
          -8, -14,   0,   1, -25, -12, -10, -16,
           5,  -3, -10,   8,   0,  -5,  -6,  -3,
          -8,  -7, -17,   0,  -6, -10,  -6,  -3,
         -18,  -2,  -6,  -9,  -4,   1,   0,  -9,
          -7,   1,  -2, -16,  -9,   2,  -9,  -1,
          -5,  -9,   3,  -3,  -4,  -6,  -4, -15,
          -2,  -4,  -8,  -9,  -2, -13,  -3,  -6,
    ],
    // Rook
    [
         -24,  -9,   0,  -9,  -5, -11, -11, -42,
          -6,  -5,  -3, -10, -15,  -6,   0, -13,
          -7, -11, -13, -13, -20, -15, -13, -20,
          -7, -13, -10, -11, -10, -11, -12, -20,
          -6, -17,  -5,  -4, -11, -16, -15, -14,
          -5,  -1,  -6,  -6, -13,  -6, -14,   0,
          -6,  -6,  -2,   0, -11, -14, -11,  -6,
          -2,  -9,   3,  -4,   4,   0,   2, -10,
    ],
    // Queen
    [
          -6,  -4,  -2, -30,  -2,  -3,  -5,  -4,
          -5,  -5,  -5,  -5, -13,  -6,  -1,  -1,
          -2,  -4,   2,   0,  -3,   2,   3,  -5,
          -5,  -2,   8,  12,   7,  10,   2,   1,
          -7,   2,   8,  16,  11,   7,   3,   0,
          -5,  -5,   9,  -3,   8,   5,   6,   3,
          -3,   3,   3,   0,   3,  11,  -2,   5,
          -9,  -8,   5,  -2,   3,   0,   0,  -3,
    ],
    // King
    [
           3, -15, -20, -19, -30, -11, -23, -45,
         -10,  -1,   3,   3,   1,   1, -10, -13,
         -18,   2,   7,   8,  12,   5,   5,  -3,
          -3,   3,   9,   9,  18,  12,  14,   0,
          -5,   0,   3,   4,  22,  19,  21,  -6,
          -3,  16,   8,  15,  12,  16,  24,   7,
          -6,   6,   5,   8,   6,   7,  21,   1,
         -18,  -9,  -9,  -8,  -6,  -7,  -4, -13,
    ],
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Evaluator;
    use twofold_rules::{Options, Position};

    fn chess() -> &'static Variant {
        Variant::get(VariantId::CHESS, Options::default()).unwrap()
    }

    /// A position and the same with colours swapped and the board turned
    /// upside down, side to move swapped too.
    const MIRRORED: [(&str, &str); 2] = [
        (
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5",
            "rnbqk2r/ppp2ppp/3p1n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 1 5",
        ),
        ("8/5k2/3p4/1p1Pp3/pP2P3/P4K2/8/8 b - - 0 40", "8/8/p4k2/Pp2p3/1P1pP3/3P4/5K2/8 w - - 0 40"),
    ];

    #[test]
    fn both_colours_read_the_tables_from_their_own_side() {
        let eval = Evaluator::new(chess());
        for (a, b) in MIRRORED {
            let (pa, pb) = (Position::from_fen(chess(), a).unwrap(), Position::from_fen(chess(), b).unwrap());
            assert_eq!(eval.evaluate(&pa), eval.evaluate(&pb), "{a} against {b}");
        }
    }

    #[test]
    fn the_fitting_model_adds_up_to_the_evaluation() {
        // What `twofold tune fit` assumes: the evaluation is the one with the
        // fitted kinds' tables zero, plus each piece's table entry blended
        // by the phase, White's entries minus Black's.
        let v = chess();
        let (base, _, _) = Evaluator::for_fitting(v);
        let full = Evaluator::new(v);
        for (fen, _) in MIRRORED {
            let pos = Position::from_fen(v, fen).unwrap();
            let phase = base.phase(&pos);
            let mut mid = 0;
            let mut end = 0;
            for c in Color::BOTH {
                let sign = if c == Color::White { 1 } else { -1 };
                for sq in pos.occupied_by(c).iter() {
                    let p = pos.piece_at(sq).unwrap();
                    let k = KINDS.iter().position(|&k| k == p.kind()).unwrap();
                    let i = index_for(v, c, sq);
                    assert_eq!(square_for(v, c, i), sq);
                    mid += sign * MID[k][i] as i32;
                    end += sign * END[k][i] as i32;
                }
            }
            let white = |s: i32| if pos.side_to_move() == Color::White { s } else { -s };
            let model = white(base.evaluate(&pos)) + (mid * phase + end * (256 - phase)) / 256;
            // The evaluation rounds each side's blend on its own.
            assert!((model - white(full.evaluate(&pos))).abs() <= 2, "{fen}: {model} against {}", full.evaluate(&pos));
        }
    }
}
