//! Plays a game's endgame set (`tests/common/endings.rs`) at several pairs
//! of depths, winner against defender, and prints which endings were won by
//! the rules' own ends and in how many turns. The test `endgames.rs` plays
//! one pair; a change to the search or the evaluation can turn an ending
//! that is barely won there into a draw and back, which one pair cannot
//! tell from a real loss of skill. Usage:
//!
//! ```text
//! cargo run --release -p twofold-engine --example endgame_grid -- <game> [feature,...]
//! ```
//!
//! with the engine features to switch off (as `twofold match`'s
//! `engine:default-<feature>`), e.g. `two-boards history,losing`.

#[path = "../tests/common/endings.rs"]
mod common;

use common::{endings, multi_part, play_out, won_by_rules};
use twofold_engine::Features;
use twofold_rules::VariantId;

/// (winner, defender) depths in plies, in one-move games; the double-move
/// games search two more plies a side (one more part of a turn).
const PAIRS: [(u32, u32); 6] = [(5, 3), (5, 4), (6, 3), (6, 4), (6, 5), (7, 4)];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(id) = args.first().and_then(|a| a.parse::<VariantId>().ok()) else {
        eprintln!("usage: endgame_grid <game> [feature,...]   (games: chess, two-prong, chess2, dual-chess, two-boards, double-double)");
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
    let (mut won, mut played) = (0, 0);
    println!("{:<40} {}", "ending", PAIRS.map(|(w, d)| format!("{}/{}", w + extra, d + extra)).join("    "));
    for &e in endings(id) {
        let mut line = format!("{:<40}", e.0);
        for (w, d) in PAIRS {
            let (g, turns) = play_out(id, e, w + extra, d + extra, features);
            let win = won_by_rules(&g, e.2);
            (won, played) = (won + win as u32, played + 1);
            line += &format!(" {}{turns:<5}", if win { "W" } else { "-" });
        }
        println!("{line}");
    }
    println!("won {won} of {played} (W: won, with the turns played; -: not won)");
}
