//! Zobrist keys, generated once from a fixed seed (no big static table in the
//! wasm binary).

use crate::limits::MOST_PARTS;
use crate::piece::{BUILTIN_KINDS, PIECE_INDEX_COUNT};
use std::sync::OnceLock;

pub struct Keys {
    pub piece_square: Vec<u64>,
    pub black_to_move: u64,
    pub castling: [u64; 16],
    pub ep: Vec<u64>,
    pub single_only: u64,
    /// Per number of moves of a short turn (`TurnState::short`), 2 and up.
    pub short: [u64; MOST_PARTS],
    /// Per number of parts played, 0 to [`MOST_PARTS`].
    pub parts: [u64; MOST_PARTS + 1],
    pub part_from: Vec<u64>,
    pub part_to: Vec<u64>,
    /// A played part captured (Double Move Double Chess's rule 4 and the
    /// turn-counted clock depend on it).
    pub part_captured: u64,
    pub flip: [u64; 2],
    pub hold: [u64; 4],
}

struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

pub fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut r = SplitMix(0x0002_F01D_7A5E_u64);
        let mut many = |n: usize| (0..n).map(|_| r.next()).collect::<Vec<u64>>();
        // The built-in kinds' keys first and the other kinds' last, so the
        // keys of every built-in game stay those they always were (the
        // search's table, and so its node counts, depend on them).
        let mut piece_square = many(2 * BUILTIN_KINDS * 256);
        let ep = many(256);
        let part_from = many(256);
        let part_to = many(256);
        let rest = many(16 + 1 + 1 + 4 + 2 + 4);
        piece_square.extend(many((PIECE_INDEX_COUNT - 2 * BUILTIN_KINDS) * 256));
        // Turns of more than three parts came later: their keys last.
        let mut parts = [0; MOST_PARTS + 1];
        parts[1..4].copy_from_slice(&rest[18..21]);
        parts[4..].copy_from_slice(&many(MOST_PARTS + 1 - 4));
        // Short turns (a definition's firstTurnMoves) came later still.
        let mut short = [0; MOST_PARTS];
        short.copy_from_slice(&many(MOST_PARTS));
        let mut castling = [0u64; 16];
        castling.copy_from_slice(&rest[0..16]);
        Keys {
            piece_square,
            black_to_move: rest[16],
            castling,
            ep,
            single_only: rest[17],
            short,
            parts,
            part_from,
            part_to,
            part_captured: rest[21],
            flip: [rest[22], rest[23]],
            hold: [rest[24], rest[25], rest[26], rest[27]],
        }
    })
}

#[inline]
pub fn piece_square(piece_index: usize, sq: usize) -> u64 {
    keys().piece_square[piece_index * 256 + sq]
}
