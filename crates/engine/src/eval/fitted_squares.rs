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
    [PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen, PieceKind::King];

/// A table per kind, indexed `rank * 8 + file` from White's side.
pub type Tables = [[i16; 64]; 6];
/// The fitted tables as the engine holds them: every entry fits a byte,
/// which keeps the shipped wasm small.
pub type FittedTables = [[i8; 64]; 6];

/// Does `v` use the fitted tables?
pub fn applies(v: &Variant) -> bool {
    v.id == VariantId::Chess
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
         -66, -43, -67, -54, -52, -32, -29, -58,
         -45, -51, -40, -37, -27, -20, -24, -45,
         -68, -46, -47, -11, -18, -20, -37, -62,
         -61, -37, -39,  -8,   1, -28, -21, -60,
         -40, -12,  -7, -24, -15,   2,  -2, -50,
          28,  18,  40,  41,  52,  50,  34,  16,
           0,   2,   4,   6,   6,   4,   2,   0,
    ],
    // Knight
    [
         -16, -17,  -6, -11, -13,  -6, -18, -20,
         -19,  -3,  -7,   7,   6,   5, -10, -29,
         -18,   0, -11,  13,  15,  -4,   1, -24,
          -3,   3,  15,   4,   7,   8, -13,  -6,
          -6,   7,   3,  11,  -3,  18,   3,  -8,
         -12,   9,   5,  14,  22,  16,   7,  -7,
         -17, -11,   9,  -1,  -2,  14, -12, -25,
         -79,  -8,  -7,  -6,  -7,  -8, -12, -46,
    ],
    // Bishop
    [
           2, -13, -20,  -5,  -4, -32,  -7,   4,
           5,  16,  -5,  -7,  -9,   8,  22,   8,
          -5,  14,  13, -22, -19,  20,  -7, -13,
           1,  -1, -14,  -1,   7, -23, -11,   7,
          -7,  -3, -20,  16,  -2,   0, -14,  -3,
         -17,   0,  12,  -3,   7,  10,  -8,  -6,
         -16,   0, -16,  -3,  -1,  -5,  -8, -21,
          -8,  -4,  -5,  -5,  -2,  -9,  -5, -14,
    ],
    // Rook
    [
         -56, -28, -19,   6,   7, -35, -41, -64,
         -47, -16, -11,  -8,  -1, -14, -20, -59,
         -25, -18, -11,  -3, -13,  -6, -26, -50,
         -35, -22,  -6,  -2,  -1,  -7, -10, -36,
          -8,  -8,   7,  -9,  -1,  -8, -16, -17,
          -6,   9,   1,   3,  -5,   2,   2,  -6,
          -1,  -8,   5,   1,   7,   6,  -6,  -5,
           4,  -1,   1,  -2,   1,   4,   6,  -8,
    ],
    // Queen
    [
         -11, -10,   5,  10,  10,  -2,   4,  13,
          -2,   5,  12,  11,  24,   2,  10,  -5,
           4,   2,   3,   4,  -7,   4,   6,   9,
           0,  -8,   1,  -3,  -5,   3,   2,   0,
         -12, -16,   0,  -4,  -1,  -4, -17,   4,
          -7,  -9,   8,  -2,  11,   7,   8,  -4,
          -2, -26,  -1,   1,   2,  -1,   2,   7,
         -17,  -5,  11,  -4,   2,   2,  -3,  -6,
    ],
    // King
    [
           9,  21,  -2, -36, -14, -21,  29,  24,
          -8, -22, -11, -42, -31, -25,   0,  12,
         -23, -27, -33, -35, -30, -26, -21, -18,
         -35, -37, -35, -44, -36, -42, -37, -34,
         -46, -52, -51, -54, -50, -51, -54, -47,
         -49, -51, -51, -54, -51, -49, -49, -45,
         -48, -52, -52, -53, -51, -50, -52, -47,
         -48, -48, -49, -48, -48, -48, -48, -48,
    ],
];

/// End-game bonus.
#[rustfmt::skip]
pub const END: FittedTables = [
    // Pawn
    [
           0,   0,   0,   0,   0,   0,   0,   0,
          -2, -21,  -2,   0,  -3, -19, -22, -16,
          -8, -11, -18, -18, -24,  -9, -21, -22,
          -8, -19, -13, -19, -11, -28, -18,  -6,
          -4,   0, -12, -39, -10,  -2,  -6, -22,
          11,  -7,   7,   2, -19,  -7, -22,   9,
          71,  86,  91,  77,  68,  97,  81,  84,
           0,   0,   0,   0,   0,   0,   0,   0,
    ],
    // Knight
    [
         -11, -32, -13,  -4, -16,  -1, -28, -20,
         -11,   0, -12, -13, -20, -11,  -5, -25,
          -3,  -8, -34, -12, -15, -38,  -1,  -6,
          -9,   1,  10,   1,  -3,  -9,  -9,  -9,
          -9,   3,  -3, -13,  16,   6,  15, -21,
         -11,  -1,   3,   7,  11,  10,  -2,  -7,
         -12,  -9,  -1,  -1,   6,   4,  -9, -16,
         -33, -12,  -7,  -9, -10, -10, -11, -37,
    ],
    // Bishop
    [
           9, -10, -27, -15,   6, -14,  -4,  -2,
         -10,  -4,   2,   2, -36,  -7,   3, -12,
          11,   4, -19,   9,  -5,  -9,  -4,   0,
         -11, -11, -32,  10, -10, -18,  -4,   7,
         -17,  -1, -10,  -8,  -6,  11,  -3,  -8,
         -11,  -5,   3, -17,  -7,   7,  -9,  -4,
          -8,  -2,   2,   3,   2,  -2,  -3, -18,
           1,   0,  -6, -10,   0, -15,  -1,  -5,
    ],
    // Rook
    [
         -28, -16,  -8, -34, -34,  -2, -15, -34,
         -13,  -9, -10, -14, -18,  -4,  -6, -19,
          -6, -14,  -9, -11, -11,  -1, -17, -21,
         -15, -16, -12, -11,  -7, -11, -19, -24,
         -11, -18, -10, -13,  -9, -14, -24, -15,
         -13,  -4, -16,  -9, -21,  -3, -12,  -9,
         -15, -12,  -7, -13,  -5,  -7, -17, -12,
          -4,  -4,  -3,  -4,   3,   8,  11,  -4,
    ],
    // Queen
    [
          -7,  -6,  -1, -41,  -3,  -4,  -2,   0,
          -6,  -2,  -8, -10,  -5,  -1,   4,  -5,
           0,  -5,   6,   4,  -2,  11,  -2,  -2,
          -5,  -9,   6,  12,  10,  13,   4,   5,
          -7,  -1,   7,  24,  13,  10,   3,   6,
          -5,  -1,  10,  -5,  11,  11,   3,   1,
           1,  -1,   6,   1,   2,  11,  -1,   7,
          -2,  -3,   2,  -5,   2,  -1,  -5,  -1,
    ],
    // King
    [
          -2, -16, -17, -21, -36, -17, -23,  -2,
         -11, -20,  -1,  -3,   4,  -7,  -9, -11,
         -13,   8,   4,   4,  11,  -3,  -3,  -5,
          -9,  14,  10,   4,  16,   8,  11,  -2,
           2,  11,   6,  -4,  22,   8,  14,  -6,
          -1,  20,  16,  13,  14,  21,  23,  14,
          -4,   7,  11,   8,   8,  11,  11,   0,
         -15,  -8, -12,  -6,  -8,  -4,  -5, -15,
    ],
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Evaluator;
    use twofold_rules::{Options, Position};

    fn chess() -> &'static Variant {
        Variant::get(VariantId::Chess, Options::default()).unwrap()
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
