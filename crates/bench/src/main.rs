//! FIDE perft, last ply bulk-counted on both sides, for twofold and for
//! shakmaty (the lichess move generator) in one run, with the ratio.
//! `scripts/bench.sh` runs it beside `twofold bench` and the wasm bench.
//!
//! Each row is counted `ROUNDS` times, alternating the two generators, and
//! the best time of each is kept, so a busy moment on a shared machine
//! spoils neither side alone.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use std::time::Instant;
use twofold_rules::{perft, Options, Position, Variant, VariantId};

/// The standard perft positions (the chess programming wiki's numbering).
const ROWS: [(&str, &str, u32); 5] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5),
];

const ROUNDS: usize = 3;

fn main() {
    let chess = match Variant::get(VariantId::Chess, Options::default()) {
        Ok(v) => v,
        Err(e) => return eprintln!("{e}"),
    };
    println!(
        "{:<12} {:>5} {:>12} {:>12} {:>12} {:>7}",
        "FIDE perft", "depth", "nodes", "twofold M/s", "shakmaty M/s", "ratio"
    );
    let (mut ours_total, mut theirs_total) = (0.0, 0.0);
    for (name, fen, depth) in ROWS {
        let ours = match Position::from_fen(chess, fen) {
            Ok(p) => p,
            Err(e) => return eprintln!("{name}: {e}"),
        };
        let Ok(setup) = fen.parse::<Fen>() else {
            return eprintln!("{name}: shakmaty refused the position");
        };
        let Ok(theirs) = setup.into_position::<Chess>(CastlingMode::Standard) else {
            return eprintln!("{name}: shakmaty refused the position");
        };
        let (mut best_ours, mut best_theirs) = (f64::MAX, f64::MAX);
        let mut counts = (0, 0);
        for _ in 0..ROUNDS {
            let t = Instant::now();
            counts.0 = perft(&ours, depth);
            best_ours = best_ours.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            counts.1 = shakmaty::perft(&theirs, depth);
            best_theirs = best_theirs.min(t.elapsed().as_secs_f64());
        }
        if counts.0 != counts.1 {
            eprintln!("{name}: twofold counts {}, shakmaty {}", counts.0, counts.1);
            std::process::exit(1);
        }
        let (a, b) = (counts.0 as f64 / best_ours / 1e6, counts.1 as f64 / best_theirs / 1e6);
        ours_total += best_ours;
        theirs_total += best_theirs;
        println!("{name:<12} {depth:>5} {:>12} {a:>12.1} {b:>12.1} {:>6.2}×", counts.0, a / b);
    }
    println!("{:<12} {:>5} {:>12} {:>12} {:>12} {:>6.2}×", "all (time)", "", "", "", "", theirs_total / ours_total);
}
