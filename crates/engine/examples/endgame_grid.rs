//! Plays a game's endgame set (`tests/common/endings.rs`) at several pairs
//! of depths, winner against defender, and prints which endings were won by
//! the rules' own ends and in how many turns. The test `endgames.rs` plays
//! one pair; a change to the search or the evaluation can turn an ending
//! that is barely won there into a draw and back, which one pair cannot
//! tell from a real loss of skill. Usage:
//!
//! ```text
//! cargo run --release -p twofold-engine --example endgame_grid -- <game> [feature,...]
//!     [--deeper | --timed <ms> [--defender <level>] [--runs <n>]] [--records] [--only <name>] [--random <pieces> <n>]
//! ```
//!
//! with the engine features to switch off (as `twofold match`'s
//! `engine:default-<feature>`), e.g. `two-boards history,losing`;
//! `--deeper` plays six deeper pairs instead (the default level reaches
//! such depths at the page's budget in the small endings). `--timed <ms>`
//! plays as the page does instead: the default level by its clock, `ms` a
//! turn, against the defender's level (`--defender`, default 4) with the
//! same time, `--runs` times (a run by the clock depends on the machine's
//! speed and load, so runs differ). `--records` prints the record of every
//! ending not won; `--only <name>` plays only the ending of that name.
//!
//! One game per cell turns on small things, so a change that wins one cell
//! more may only have moved the chaos. `--random <pieces> <n>` measures more
//! widely: `n` random starts of one material balance (`pieces` as in a
//! position string, White's in capitals; White to move and to win, neither
//! king in check), each played at every pair; it prints how many were won
//! and how the others ended, e.g. `two-boards --random KHHkg 60`.

#[path = "../tests/common/endings.rs"]
mod common;

use common::{endings, multi_part, play_out, won_by_rules, Search};
use std::collections::BTreeMap;
use twofold_engine::{Features, Rng};
use twofold_rules::{Color, Game, Options, Outcome, Setup, Square, Variant, VariantId};

/// (winner, defender) depths in plies, in one-move games; the double-move
/// games search two more plies a side (one more part of a turn).
const PAIRS: [(u32, u32); 6] = [(5, 3), (5, 4), (6, 3), (6, 4), (6, 5), (7, 4)];
/// The pairs of `--deeper`.
const DEEPER: [(u32, u32); 6] = [(7, 5), (7, 6), (8, 4), (8, 5), (8, 6), (9, 4)];

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let deeper = take_flag(&mut args, "--deeper");
    let random = take_option(&mut args, "--random", 2).map(|taken| {
        match (taken.first(), taken.get(1).and_then(|n| n.parse::<usize>().ok())) {
            (Some(pieces), Some(n)) => (pieces.clone(), n),
            _ => fail("--random takes the pieces and how many starts, e.g. --random KHHkg 60"),
        }
    });
    let number = |args: &mut Vec<String>, name: &str| {
        take_option(args, name, 1).map(|t| {
            t.first().and_then(|v| v.parse::<f64>().ok()).unwrap_or_else(|| fail(&format!("{name} takes a number")))
        })
    };
    let timed = number(&mut args, "--timed");
    let defender = number(&mut args, "--defender").map_or(4, |l| l as u8);
    let runs = number(&mut args, "--runs").map_or(1, |n| n as usize);
    let records = take_flag(&mut args, "--records");
    let only = take_option(&mut args, "--only", 1).map(|t| t[0].clone());
    let Some(id) = args.first().and_then(|a| a.parse::<VariantId>().ok()) else {
        fail("usage: endgame_grid <game> [feature,...] [--deeper | --timed <ms> [--defender <level>] [--runs <n>]] [--records] [--only <name>] [--random <pieces> <n>]   (games: chess, two-prong, chess2, dual-chess, two-boards, double-double)");
    };
    let off = args.get(1).map_or("", String::as_str);
    let features = match off.split(',').filter(|s| !s.is_empty()).try_fold(Features::default(), |f, n| f.without(n)) {
        Ok(f) => f,
        Err(e) => fail(&e),
    };
    let extra = if multi_part(id) { 2 } else { 0 };
    let pairs: Vec<(Search, Search)> = match timed {
        // The default level by its clock, as in the page, against the
        // defender's level with the same time (it takes its share).
        Some(ms) => vec![(Search::Clock { level: 5, ms }, Search::Clock { level: defender, ms }); runs],
        None => {
            let depths = if deeper { DEEPER } else { PAIRS };
            depths.iter().map(|&(w, d)| (Search::Depth(w + extra), Search::Depth(d + extra))).collect()
        }
    };
    let label = |&(w, d): &(Search, Search)| format!("{w}/{d}");
    if let Some((pieces, n)) = random {
        let starts = random_starts(id, &pieces, n).unwrap_or_else(|e| fail(&e));
        for pair in &pairs {
            let mut not_won: BTreeMap<String, u32> = BTreeMap::new();
            for fen in &starts {
                let (g, _) = play_out(id, (fen, fen, Color::White), pair.0, pair.1, features);
                if !won_by_rules(&g, Color::White) {
                    *not_won.entry(ending_of(&g)).or_default() += 1;
                }
            }
            let lost: u32 = not_won.values().sum();
            println!("{}: won {} of {n}; not won: {not_won:?}", label(pair), n as u32 - lost);
        }
        return;
    }
    let (mut won, mut played) = (0, 0);
    let mut unwon = Vec::new();
    println!("{:<40} {}", "ending", pairs.iter().map(label).collect::<Vec<_>>().join("    "));
    for &e in endings(id).iter().filter(|e| only.as_ref().is_none_or(|o| e.0 == o.as_str())) {
        let mut line = format!("{:<40}", e.0);
        for pair in &pairs {
            let (g, turns) = play_out(id, e, pair.0, pair.1, features);
            let win = won_by_rules(&g, e.2);
            (won, played) = (won + win as u32, played + 1);
            line += &format!(" {}{turns:<5}", if win { "W" } else { "-" });
            if !win {
                line += &format!("({}) ", ending_of(&g));
                if records {
                    unwon.push(format!("{} at {}:\n{}", e.0, label(pair), g.record()));
                }
            }
        }
        println!("{line}");
    }
    println!("won {won} of {played} (W: won, with the turns played; -: not won)");
    for record in unwon {
        println!("\n{record}");
    }
}

/// Removes `name` from `args`; was it there?
fn take_flag(args: &mut Vec<String>, name: &str) -> bool {
    let found = args.iter().position(|a| a == name);
    if let Some(i) = found {
        args.remove(i);
    }
    found.is_some()
}

/// Removes `name` and the `n` values after it from `args`; the values.
fn take_option(args: &mut Vec<String>, name: &str, n: usize) -> Option<Vec<String>> {
    let i = args.iter().position(|a| a == name)?;
    let taken: Vec<String> = args.drain(i..(i + 1 + n).min(args.len())).skip(1).collect();
    if taken.len() < n {
        fail(&format!("{name} takes {n} value(s)"));
    }
    Some(taken)
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

/// `n` random legal starts of `id` with these pieces, White to move, from a
/// fixed seed (the same starts on every run).
fn random_starts(id: VariantId, pieces: &str, n: usize) -> Result<Vec<&'static str>, String> {
    let variant = Variant::get(id, Options::default()).map_err(|e| e.to_string())?;
    let pieces = pieces
        .chars()
        .map(|c| variant.pieces.piece_of_char(c).ok_or_else(|| format!("'{c}' is not a piece of {}", variant.name)))
        .collect::<Result<Vec<_>, String>>()?;
    let geometry = &variant.geometry;
    let squares: Vec<Square> = (0..geometry.height)
        .flat_map(|rank| (0..geometry.width).map(move |file| geometry.square(file, rank)))
        .collect();
    if pieces.is_empty() || pieces.len() > squares.len() {
        return Err(format!("{} pieces do not fit the board", pieces.len()));
    }
    let mut rng = Rng::new(1);
    let mut starts = Vec::new();
    let mut tries = 0;
    while starts.len() < n {
        tries += 1;
        if tries > 1000 * n {
            return Err("no legal start found with these pieces".to_string());
        }
        let mut setup = Setup::empty();
        for &piece in &pieces {
            let empty: Vec<Square> = squares.iter().copied().filter(|&s| setup.piece_at(s).is_none()).collect();
            setup.pieces.push((empty[rng.below(empty.len())], piece));
        }
        let fen = setup.to_fen(variant);
        if Game::new(id, Options::default(), Some(&fen)).is_ok_and(|g| g.status().is_none() && !g.in_check()) {
            starts.push(&*Box::leak(fen.into_boxed_str()));
        }
    }
    Ok(starts)
}

/// How a game not won by White ended, in a few words.
fn ending_of(g: &Game) -> String {
    match g.status() {
        Some(Outcome::Win { winner, reason }) => format!("{winner:?} won by {reason:?}"),
        Some(Outcome::Draw { reason }) => format!("drawn by {reason:?}"),
        _ => "not over".to_string(),
    }
}
