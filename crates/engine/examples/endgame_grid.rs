//! Plays a game's endgame set (`tests/common/endings.rs`) at several pairs
//! of depths, winner against defender, and prints which endings were won by
//! the rules' own ends and in how many turns. The test `endgames.rs` plays
//! one pair; a change to the search or the evaluation can turn an ending
//! that is barely won there into a draw and back, which one pair cannot
//! tell from a real loss of skill. Usage:
//!
//! ```text
//! cargo run --release -p twofold-engine --example endgame_grid -- <game> [feature,...] [--deeper] [--random <pieces> <n>]
//! ```
//!
//! with the engine features to switch off (as `twofold match`'s
//! `engine:default-<feature>`), e.g. `two-boards history,losing`;
//! `--deeper` plays six deeper pairs instead (the default level reaches
//! such depths at the page's budget in the small endings).
//!
//! One game per cell turns on small things, so a change that wins one cell
//! more may only have moved the chaos. `--random <pieces> <n>` measures more
//! widely: `n` random starts of one material balance (`pieces` as in a
//! position string, White's in capitals; White to move and to win, neither
//! king in check), each played at every pair; it prints how many were won
//! and how the others ended, e.g. `two-boards --random KHHkg 60`.

#[path = "../tests/common/endings.rs"]
mod common;

use common::{endings, multi_part, play_out, won_by_rules};
use std::collections::BTreeMap;
use twofold_engine::{Features, Rng};
use twofold_rules::{Color, Game, Options, Outcome, VariantId};

/// (winner, defender) depths in plies, in one-move games; the double-move
/// games search two more plies a side (one more part of a turn).
const PAIRS: [(u32, u32); 6] = [(5, 3), (5, 4), (6, 3), (6, 4), (6, 5), (7, 4)];
/// The pairs of `--deeper`.
const DEEPER: [(u32, u32); 6] = [(7, 5), (7, 6), (8, 4), (8, 5), (8, 6), (9, 4)];

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let pairs = if let Some(i) = args.iter().position(|a| a == "--deeper") {
        args.remove(i);
        DEEPER
    } else {
        PAIRS
    };
    let random = args.iter().position(|a| a == "--random").map(|i| {
        let taken: Vec<String> = args.drain(i..(i + 3).min(args.len())).collect();
        match (taken.get(1), taken.get(2).and_then(|n| n.parse::<usize>().ok())) {
            (Some(pieces), Some(n)) => (pieces.clone(), n),
            _ => {
                eprintln!("--random takes the pieces and how many starts, e.g. --random KHHkg 60");
                std::process::exit(2);
            }
        }
    });
    let Some(id) = args.first().and_then(|a| a.parse::<VariantId>().ok()) else {
        eprintln!("usage: endgame_grid <game> [feature,...] [--deeper] [--random <pieces> <n>]   (games: chess, two-prong, chess2, dual-chess, two-boards, double-double)");
        std::process::exit(2);
    };
    let off = args.get(1).map_or("", String::as_str);
    let features = match off.split(',').filter(|s| !s.is_empty()).try_fold(Features::default(), |f, n| f.without(n)) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let extra = if multi_part(id) { 2 } else { 0 };
    if let Some((pieces, n)) = random {
        let starts = match random_starts(id, &pieces, n) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        };
        for (w, d) in pairs {
            let mut not_won: BTreeMap<String, u32> = BTreeMap::new();
            for fen in &starts {
                let (g, _) = play_out(id, (fen, fen, Color::White), w + extra, d + extra, features);
                if !won_by_rules(&g, Color::White) {
                    *not_won.entry(ending_of(&g)).or_default() += 1;
                }
            }
            let lost: u32 = not_won.values().sum();
            println!("{}/{}: won {} of {n}; not won: {not_won:?}", w + extra, d + extra, n as u32 - lost);
        }
        return;
    }
    let (mut won, mut played) = (0, 0);
    println!("{:<40} {}", "ending", pairs.map(|(w, d)| format!("{}/{}", w + extra, d + extra)).join("    "));
    for &e in endings(id) {
        let mut line = format!("{:<40}", e.0);
        for (w, d) in pairs {
            let (g, turns) = play_out(id, e, w + extra, d + extra, features);
            let win = won_by_rules(&g, e.2);
            (won, played) = (won + win as u32, played + 1);
            line += &format!(" {}{turns:<5}", if win { "W" } else { "-" });
        }
        println!("{line}");
    }
    println!("won {won} of {played} (W: won, with the turns played; -: not won)");
}

/// `n` random legal starts of `id` with these pieces, White to move, from a
/// fixed seed (the same starts on every run). The fields after the board
/// are those of the game's first ending (White to move in each).
fn random_starts(id: VariantId, pieces: &str, n: usize) -> Result<Vec<&'static str>, String> {
    let Some(&(_, template, _)) = endings(id).first() else { return Err(format!("{id:?} has no endings")) };
    let rest = template.split_once(' ').map_or("", |(_, r)| r);
    let geometry = &Game::new(id, Options::default(), None).map_err(|e| e.to_string())?.variant().geometry;
    let (width, height) = (geometry.width as usize, geometry.height as usize);
    if pieces.is_empty() || pieces.len() > width * height {
        return Err(format!("'{pieces}' does not fit the board"));
    }
    let mut rng = Rng::new(1);
    let mut starts = Vec::new();
    let mut tries = 0;
    while starts.len() < n {
        tries += 1;
        if tries > 1000 * n {
            return Err(format!("no legal start found with '{pieces}'"));
        }
        let mut board = vec![None; width * height];
        for c in pieces.chars() {
            let empty: Vec<usize> = (0..board.len()).filter(|&i| board[i].is_none()).collect();
            board[empty[rng.below(empty.len())]] = Some(c);
        }
        let rows: Vec<String> = board.chunks(width).rev().map(row_text).collect();
        let fen = format!("{} {rest}", rows.join("/"));
        match Game::new(id, Options::default(), Some(&fen)) {
            Ok(g) if g.status().is_none() && !g.in_check() => starts.push(&*Box::leak(fen.into_boxed_str())),
            _ => {}
        }
    }
    Ok(starts)
}

/// One rank of a position string: pieces, and runs of empty squares as numbers.
fn row_text(row: &[Option<char>]) -> String {
    let mut text = String::new();
    let mut empty = 0;
    for square in row {
        match square {
            Some(c) => {
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text.push(*c);
            }
            None => empty += 1,
        }
    }
    if empty > 0 {
        text += &empty.to_string();
    }
    text
}

/// How a game not won by White ended, in a few words.
fn ending_of(g: &Game) -> String {
    match g.status() {
        Some(Outcome::Win { winner, reason }) => format!("{winner:?} won by {reason:?}"),
        Some(Outcome::Draw { reason }) => format!("drawn by {reason:?}"),
        _ => "not over".to_string(),
    }
}
