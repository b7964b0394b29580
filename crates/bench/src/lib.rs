//! FIDE perft, last ply bulk-counted, by twofold and by shakmaty (the
//! lichess move generator) from the same positions. The native binary
//! (`main.rs`) times both side by side; built for wasm (`scripts/bench.sh`
//! builds this library as a bare cdylib) the same counts run in V8, so both
//! generators' wasm/native ratios come from one run. Shakmaty's ratio is the
//! yardstick for ours: it is what the best specialised generator gets from
//! V8 on this machine.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use twofold_rules::{perft, Options, Position, Variant, VariantId};

/// The standard perft positions (the chess programming wiki's numbering),
/// with the depth each is counted to.
pub const ROWS: [(&str, &str, u32); 5] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5),
];

/// Row `row` of [`ROWS`] as twofold's position.
pub fn ours(row: usize) -> Result<Position, String> {
    let (name, fen, _) = ROWS.get(row).ok_or_else(|| format!("no row {row}"))?;
    let chess = Variant::get(VariantId::CHESS, Options::default()).map_err(|e| e.to_string())?;
    Position::from_fen(chess, fen).map_err(|e| format!("{name}: {e}"))
}

/// Row `row` of [`ROWS`] as shakmaty's position.
pub fn theirs(row: usize) -> Result<Chess, String> {
    let (name, fen, _) = ROWS.get(row).ok_or_else(|| format!("no row {row}"))?;
    let refused = || format!("{name}: shakmaty refused the position");
    let setup = fen.parse::<Fen>().map_err(|_| refused())?;
    setup.into_position(CastlingMode::Standard).map_err(|_| refused())
}

/// Twofold's perft count of row `row` to its depth.
pub fn count_ours(position: &Position, row: usize) -> u64 {
    perft(position, ROWS[row].2)
}

/// Shakmaty's perft count of row `row` to its depth.
pub fn count_theirs(position: &Chess, row: usize) -> u64 {
    shakmaty::perft(position, ROWS[row].2)
}

/// The wasm module's exports (scripts/bench-wasm.mjs): plain numbers in and
/// out, so the module needs no bindings and no imports. A count of
/// `u64::MAX` means the row does not exist.
#[cfg(target_arch = "wasm32")]
mod exports {
    use super::*;

    #[no_mangle]
    pub extern "C" fn fide_rows() -> u32 {
        ROWS.len() as u32
    }

    #[no_mangle]
    pub extern "C" fn fide_depth(row: u32) -> u32 {
        ROWS.get(row as usize).map_or(0, |r| r.2)
    }

    #[no_mangle]
    pub extern "C" fn twofold_perft(row: u32) -> u64 {
        ours(row as usize).map_or(u64::MAX, |p| count_ours(&p, row as usize))
    }

    #[no_mangle]
    pub extern "C" fn shakmaty_perft(row: u32) -> u64 {
        theirs(row as usize).map_or(u64::MAX, |p| count_theirs(&p, row as usize))
    }
}
