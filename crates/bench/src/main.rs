//! FIDE perft, last ply bulk-counted on both sides, for twofold and for
//! shakmaty (the lichess move generator) in one run, with the ratio.
//! `scripts/bench.sh` runs it beside `twofold bench` and the wasm bench.
//!
//! Each row is counted `ROUNDS` times, alternating the two generators, and
//! the best time of each is kept, so a busy moment on a shared machine
//! spoils neither side alone.
//!
//! `twofold-bench twofold` or `twofold-bench shakmaty` counts the five rows
//! once with that generator alone and prints the counts: for timing each
//! generator as a whole process (CPU time, which a busy machine disturbs
//! less than the clock on the wall). A row number after it (0 to 4) counts
//! that row alone, for timing and profiling one position.

use std::time::Instant;
use twofold_bench::{count_ours, count_theirs, ours, theirs, ROWS};

const ROUNDS: usize = 3;

fn main() {
    if let Some(side) = std::env::args().nth(1) {
        let only = std::env::args().nth(2).map(|r| r.parse::<usize>());
        return match only {
            Some(Ok(row)) if row < ROWS.len() => count_alone(&side, Some(row)),
            Some(_) => eprintln!("a row is a number below {}", ROWS.len()),
            None => count_alone(&side, None),
        };
    }
    println!(
        "{:<12} {:>5} {:>12} {:>12} {:>12} {:>7}",
        "FIDE perft", "depth", "nodes", "twofold M/s", "shakmaty M/s", "ratio"
    );
    let (mut ours_total, mut theirs_total) = (0.0, 0.0);
    for (row, (name, _, depth)) in ROWS.iter().enumerate() {
        let (ours, theirs) = match (ours(row), theirs(row)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => return eprintln!("{e}"),
        };
        let (mut best_ours, mut best_theirs) = (f64::MAX, f64::MAX);
        let mut counts = (0, 0);
        for _ in 0..ROUNDS {
            let t = Instant::now();
            counts.0 = count_ours(&ours, row);
            best_ours = best_ours.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            counts.1 = count_theirs(&theirs, row);
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

/// The five rows (or row `only`) counted by one generator, once each.
fn count_alone(side: &str, only: Option<usize>) {
    for (row, (name, _, depth)) in ROWS.iter().enumerate().filter(|(row, _)| only.is_none_or(|o| o == *row)) {
        let count = match side {
            "twofold" => ours(row).map(|p| count_ours(&p, row)),
            "shakmaty" => theirs(row).map(|p| count_theirs(&p, row)),
            _ => Err(format!("unknown generator {side}: twofold or shakmaty")),
        };
        match count {
            Ok(n) => println!("{name:<12} {depth:>5} {n:>12}"),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
}
