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
//! Why each position is won is said beside it; the game's no-progress limit
//! (RULES.md) is what the winner must beat: chess, Chess2, Dual Chess and
//! Two Boards 100 moves (50 a side; Two Boards counts only captures as
//! progress), Two-Prong and Double Move Double Chess 100 turns.

use twofold_engine::{Engine, Limits};
use twofold_rules::{Color, Game, Options, Outcome, Reason, VariantId};

/// One won ending: a name, the position string, the side that wins.
type Ending = (&'static str, &'static str, Color);

use Color::{Black, White};

/// The winner's depth (plies) in one-move and double-move games.
const DEPTH: [u32; 2] = [6, 8];
/// The defender's depth: level 4's.
const DEFENCE: u32 = 4;

const CHESS: &[Ending] = &[
    // The basic mates: K+Q and K+R force mate from anywhere within 10 and
    // 16 moves.
    ("K+Q v K", "8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1", White),
    ("K+R v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", White),
    ("K+R v K, own king in the corner", "8/8/8/3k4/8/8/8/K6R w - - 0 1", White),
    ("K v K+R, Black wins", "r3k3/8/8/8/3K4/8/8/8 b - - 0 1", Black),
    // Two bishops mate in at most 19 moves, in a corner.
    ("K+B+B v K", "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", White),
    // The a-pawn is far from promoting; the queen stops it and mates.
    ("K+Q v K+P", "8/p7/8/4k3/8/8/8/1Q2K3 w - - 0 1", White),
];

const TWO_PRONG: &[Ending] = &[
    // White moves king and rook in one turn, the lone king once: faster
    // than the chess mate.
    ("K+R v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    ("K+R v K+P", "8/p7/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
];

const CHESS2: &[Ending] = &[
    // A lone king has a normal turn only when it can capture (RULES.md,
    // "Chess2, a lone king"): a two-move turn that ends in a check it cannot
    // answer by a capture leaves it no legal turn in check, a loss.
    ("K+R v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    // With a pawn Black has two-move turns; the rook wins it or mates.
    ("K+R v K+P", "8/p7/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    ("K+Q v K+P, Black to move", "8/p7/8/4k3/8/8/8/1Q2K3 b - - 0 1 d", White),
];

const DUAL_CHESS: &[Ending] = &[
    // Both kings on the main board (kings never cross to the 6×6 board):
    // the chess mates.
    ("K+R v K", "8******/14/14/4k9/14/14/14/R3K3****** w - - 0 1 -", White),
    ("K+Q v K", "8******/14/14/14/3k10/14/14/4K2Q****** w - - 0 1 -", White),
];

const TWO_BOARDS: &[Ending] = &[
    // Taking Black's last piece other than its king bares it (a win unless
    // the reply bares White, which keeps a piece besides the king). A clear
    // material edge wins the last pieces, or mates or stalemates first.
    ("K+S+H v K+W", "16/16/16/16/16/16/6w9/16/7k8/16/16/16/16/16/2S13/1H2K11 w - - 0 1 -", White),
    ("K+G+A+E v K+E", "16/16/16/16/8k7/16/16/16/16/16/16/16/3e12/16/16/G1A1E3K7 w - - 0 1 -", White),
    (
        "K+S+H+A+G v K+E+W, huddled in a corner",
        "14wk/13ew1/16/16/16/16/16/16/16/16/16/16/16/16/16/GHAS4K7 w - - 0 1 -",
        White,
    ),
    ("K+S+H v K+G+W", "16/2w13/16/16/16/16/16/16/9k6/10g5/16/16/16/16/3S12/3HK11 w - - 0 1 -", White),
    // Several pieces a side, White a Sliding General and a Hero ahead.
    ("K+S+H+H+G+E v K+H+G+E", "16/16/5hge8/6k9/16/16/16/16/16/16/16/16/16/16/4HHGE8/5SK9 w - - 0 1 -", White),
    // Two Heroes against a Guard: taking the Guard wins even if a Hero is
    // taken back (White keeps the other).
    ("K+H+H v K+G", "16/16/16/16/16/16/16/5g10/6k9/16/16/16/16/16/H15/5K2H7 w - - 0 1 -", White),
];

const DOUBLE_DOUBLE: &[Ending] = &[
    // No check here: a king two steps away is taken in one turn. A rook or
    // a queen reaches any square in two moves.
    ("K+K+R v K", "8/8/8/8/8/8/8/3k4/8/8/8/8/8/8/8/R3K2K w - - 0 1 d", White),
    ("K+K+Q v K+K+P", "k6k/8/8/8/8/p7/8/8/8/8/8/8/8/8/8/1Q2K2K w - - 0 1 d", White),
    // A knight or a bishop with the two kings corners the lone king.
    ("K+K+N v K", "8/8/8/8/8/8/3k4/8/8/8/8/8/8/8/8/1N2K2K w - - 0 1 d", White),
    ("K+K+B v K", "8/8/8/8/8/8/8/8/4k3/8/8/8/8/8/8/2B1K2K w - - 0 1 d", White),
    // Two kings against one: each side's king must stay three steps from
    // an enemy king after its turn; two kings together drive the lone one
    // to the rim, where it runs out of such squares.
    ("K+K v K", "8/8/8/8/8/8/8/3k4/8/8/8/8/8/8/8/K6K w - - 0 1 d", White),
    ("K+K v K, kings apart", "K7/8/8/8/8/8/8/8/3k4/8/8/8/8/8/8/7K w - - 0 1 d", White),
];

/// Plays an ending out until the rules end it: the winner at its depth,
/// the defender at [`DEFENCE`]. Returns the game and the turns played.
fn play_out(id: VariantId, (name, fen, winner): Ending) -> (Game, u32) {
    let mut g = Game::new(id, Options::default(), Some(fen)).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(g.status().is_none(), "{name}: the game is over before it starts");
    let double = g.variant().turn_rule != twofold_rules::TurnRule::Single;
    let depth = DEPTH[double as usize];
    let mut engines = [Engine::new(8), Engine::new(8)];
    let mut turns = 0;
    // The rules end every game (the no-progress rule at the latest); this
    // bound only keeps a broken rules crate from looping forever.
    while g.status().is_none() && turns < 10_000 {
        let mover = g.side_to_move();
        let d = if mover == winner { depth } else { DEFENCE };
        let limits = Limits { level: 5, max_ms: None, max_depth: Some(d), seed: 1 };
        let r = engines[mover.index()].think_game(&g, &limits, &|| 0.0, &|| false);
        assert!(!r.parts.is_empty(), "{name}: no turn in {}", g.position_string());
        for &m in &r.parts {
            g.play_part(m).unwrap_or_else(|e| panic!("{name}: illegal part {m:?}: {e}"));
        }
        if g.turn_in_progress() && g.status().is_none() {
            g.end_turn().expect("the engine ends a turn only where the rules allow");
        }
        turns += 1;
    }
    (g, turns)
}

/// Every ending of `set` is won by its winner by one of the rules' own ends.
fn wins_every_ending(id: VariantId, set: &[Ending]) {
    let mut failures = Vec::new();
    for &e in set {
        let (g, turns) = play_out(id, e);
        let status = g.status();
        println!("{} {}: {status:?} after {turns} turns", id.as_str(), e.0);
        let won = matches!(status, Some(Outcome::Win { winner, reason }) if winner == e.2
            && matches!(reason, Reason::Checkmate | Reason::Stalemate | Reason::NoLegalTurn
                | Reason::KingsCaptured | Reason::Baring));
        if !won {
            failures.push(format!("{} {}: {status:?} after {turns} turns\n{}", id.as_str(), e.0, g.record()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn chess_endings_are_won() {
    wins_every_ending(VariantId::Chess, CHESS);
}

#[test]
fn two_prong_endings_are_won() {
    wins_every_ending(VariantId::TwoProng, TWO_PRONG);
}

#[test]
fn chess2_endings_are_won() {
    wins_every_ending(VariantId::Chess2, CHESS2);
}

#[test]
fn dual_chess_endings_are_won() {
    wins_every_ending(VariantId::DualChess, DUAL_CHESS);
}

#[test]
fn two_boards_endings_are_won() {
    wins_every_ending(VariantId::TwoBoards, TWO_BOARDS);
}

#[test]
fn double_double_endings_are_won() {
    wins_every_ending(VariantId::DoubleDouble, DOUBLE_DOUBLE);
}

#[test]
fn mop_up_geometry_follows_each_board() {
    use twofold_engine::eval::mopup::KingGeometry;
    use twofold_rules::{Square, Variant};
    let v = |id: VariantId| -> &'static Variant { Game::new(id, Options::default(), None).unwrap().variant() };
    // Chess: a corner is the most cornered, then the rim, the middle least.
    let chess = KingGeometry::new(v(VariantId::Chess));
    let sq = |f: u8, r: u8| Square(r * 8 + f);
    assert!(chess.corner(sq(0, 0)) > chess.corner(sq(3, 0)));
    assert!(chess.corner(sq(3, 0)) > chess.corner(sq(3, 1)));
    assert!(chess.corner(sq(3, 1)) > chess.corner(sq(3, 3)));
    assert_eq!(chess.corner(sq(3, 3)), 0);
    assert_eq!(chess.distance(sq(0, 0), sq(7, 7)), 7);
    // Dual Chess: a king never crosses between the boards (a1 to j2 is the
    // farthest there is); on the main board it is the chess distance.
    let dual = KingGeometry::new(v(VariantId::DualChess));
    let dsq = |f: u8, r: u8| Square(r * 14 + f);
    assert_eq!(dual.distance(dsq(0, 0), dsq(7, 7)), 7);
    assert!(dual.distance(dsq(0, 0), dsq(8, 1)) > 7);
    // Two Boards: Big steps plus Little steps, as `hunt::king_distance`.
    let tb = KingGeometry::new(v(VariantId::TwoBoards));
    let tsq = |f: u8, r: u8| Square(r * 16 + f);
    assert_eq!(tb.distance(tsq(0, 0), tsq(15, 15)), 6);
    assert_eq!(tb.distance(tsq(3, 0), tsq(4, 0)), 4);
    assert!(tb.corner(tsq(0, 0)) > tb.corner(tsq(5, 5)));
}
