//! The endgame set: won endings of every game, played out by the engine
//! against a defender until the rules themselves end the game. Each must end
//! in a win for the stronger side by the game's own ends (checkmate,
//! stalemate where it wins, baring, captured kings, Chess2's "no legal
//! turn") — never by repetition or the no-progress rule, and with no cap
//! but the rules' own (the no-progress rule ends every game that makes no
//! progress).
//!
//! The winner plays the default level's search at a fixed depth (6 plies
//! in the one-move games, 8 — four whole turns — in the double-move games;
//! in chess K+R v K the default level reaches 14 plies at the page's
//! 850 ms), the defender level 4's depth (4 plies). No clock is read: a
//! position always gives the same game.
//!
//! The set itself is in `common/endings.rs`; `cargo run --release -p
//! twofold-engine --example endgame_grid -- <game>` plays it at several
//! pairs of depths.

#[path = "common/endings.rs"]
mod common;

use common::{endings, multi_part, play_out, won_by_rules, Search};
use twofold_engine::Features;
use twofold_rules::{Game, Options, VariantId};

/// The winner's depth (plies) in one-move and double-move games.
const DEPTH: [u32; 2] = [6, 8];
/// The defender's depth: level 4's.
const DEFENCE: u32 = 4;

/// Every ending of `id`'s set is won by its winner by one of the rules' own ends.
fn wins_every_ending(id: VariantId) {
    let depth = DEPTH[multi_part(id) as usize];
    let mut failures = Vec::new();
    for &e in endings(id) {
        let (g, turns) = play_out(id, e, Search::Depth(depth), Search::Depth(DEFENCE), Features::default());
        let status = g.status();
        println!("{} {}: {status:?} after {turns} turns", id.as_str(), e.0);
        if !won_by_rules(&g, e.2) {
            failures.push(format!("{} {}: {status:?} after {turns} turns\n{}", id.as_str(), e.0, g.record()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn chess_endings_are_won() {
    wins_every_ending(VariantId::CHESS);
}

#[test]
fn two_prong_endings_are_won() {
    wins_every_ending(VariantId::TWO_PRONG);
}

#[test]
fn chess2_endings_are_won() {
    wins_every_ending(VariantId::CHESS2);
}

#[test]
fn dual_chess_endings_are_won() {
    wins_every_ending(VariantId::DUAL_CHESS);
}

#[test]
fn two_boards_endings_are_won() {
    wins_every_ending(VariantId::TWO_BOARDS);
}

#[test]
fn double_double_endings_are_won() {
    wins_every_ending(VariantId::DOUBLE_DOUBLE);
}

#[test]
fn mop_up_geometry_follows_each_board() {
    use twofold_engine::eval::mopup::KingGeometry;
    use twofold_rules::{Square, Variant};
    let v = |id: VariantId| -> &'static Variant { Game::new(id, Options::default(), None).unwrap().variant() };
    // Chess: a corner is the most cornered, then the rim, the middle least.
    let chess = KingGeometry::new(v(VariantId::CHESS));
    let sq = |f: u8, r: u8| Square(r * 8 + f);
    assert!(chess.corner(sq(0, 0)) > chess.corner(sq(3, 0)));
    assert!(chess.corner(sq(3, 0)) > chess.corner(sq(3, 1)));
    assert!(chess.corner(sq(3, 1)) > chess.corner(sq(3, 3)));
    assert_eq!(chess.corner(sq(3, 3)), 0);
    assert_eq!(chess.distance(sq(0, 0), sq(7, 7)), 7);
    // Dual Chess: a king never crosses between the boards (a1 to j2 is the
    // farthest there is); on the main board it is the chess distance.
    let dual = KingGeometry::new(v(VariantId::DUAL_CHESS));
    let dsq = |f: u8, r: u8| Square(r * 14 + f);
    assert_eq!(dual.distance(dsq(0, 0), dsq(7, 7)), 7);
    assert!(dual.distance(dsq(0, 0), dsq(8, 1)) > 7);
    // Two Boards: Big steps plus Little steps, as `hunt::king_distance`.
    let tb = KingGeometry::new(v(VariantId::TWO_BOARDS));
    let tsq = |f: u8, r: u8| Square(r * 16 + f);
    assert_eq!(tb.distance(tsq(0, 0), tsq(15, 15)), 6);
    assert_eq!(tb.distance(tsq(3, 0), tsq(4, 0)), 4);
    assert!(tb.corner(tsq(0, 0)) > tb.corner(tsq(5, 5)));
}
