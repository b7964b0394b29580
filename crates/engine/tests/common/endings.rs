//! The endgame set: won endings of every game, and how one is played out
//! (shared by the test `endgames.rs` and the example `endgame_grid`).
//!
//! Why each position is won is said beside it; the game's no-progress limit
//! (RULES.md) is what the winner must beat: chess, Chess2, Dual Chess and
//! Two Boards 100 moves (50 a side; Two Boards counts only captures as
//! progress), Two-Prong and Double Move Double Chess 100 turns.

use twofold_engine::{Engine, Features, Limits};
use twofold_rules::{Color, Game, Options, Outcome, Reason, TurnRule, VariantId};

/// One won ending: a name, the position string, the side that wins.
pub type Ending = (&'static str, &'static str, Color);

use Color::{Black, White};

pub const CHESS: &[Ending] = &[
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

pub const TWO_PRONG: &[Ending] = &[
    // White moves king and rook in one turn, the lone king once: faster
    // than the chess mate.
    ("K+R v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    ("K+R v K+P", "8/p7/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
];

pub const CHESS2: &[Ending] = &[
    // A lone king has a normal turn only when it can capture (RULES.md,
    // "Chess2, a lone king"): a two-move turn that ends in a check it cannot
    // answer by a capture leaves it no legal turn in check, a loss.
    ("K+R v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    // With a pawn Black has two-move turns; the rook wins it or mates.
    ("K+R v K+P", "8/p7/8/4k3/8/8/8/R3K3 w - - 0 1 d", White),
    ("K+Q v K+P, Black to move", "8/p7/8/4k3/8/8/8/1Q2K3 b - - 0 1 d", White),
];

pub const DUAL_CHESS: &[Ending] = &[
    // Both kings on the main board (kings never cross to the 6×6 board):
    // the chess mates.
    ("K+R v K", "8******/14/14/4k9/14/14/14/R3K3****** w - - 0 1 -", White),
    ("K+Q v K", "8******/14/14/14/3k10/14/14/4K2Q****** w - - 0 1 -", White),
];

pub const TWO_BOARDS: &[Ending] = &[
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

pub const DOUBLE_DOUBLE: &[Ending] = &[
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

/// The endings of `id`.
pub fn endings(id: VariantId) -> &'static [Ending] {
    match id {
        VariantId::CHESS => CHESS,
        VariantId::TWO_PRONG => TWO_PRONG,
        VariantId::CHESS2 => CHESS2,
        VariantId::DUAL_CHESS => DUAL_CHESS,
        VariantId::TWO_BOARDS => TWO_BOARDS,
        VariantId::DOUBLE_DOUBLE => DOUBLE_DOUBLE,
        // A game added later has no endings here yet.
        _ => &[],
    }
}

/// Does a turn of `id` have more than one part (Two-Prong, Chess2, Double
/// Move Double Chess)? Their searches count plies per part.
pub fn multi_part(id: VariantId) -> bool {
    Game::new(id, Options::default(), None).is_ok_and(|g| g.variant().turn_rule != TurnRule::Single)
}

/// How one side of a played-out ending searches.
#[derive(Copy, Clone, Debug)]
pub enum Search {
    /// The default level's search to this many plies, with no clock: the
    /// same game on every run (the test).
    Depth(u32),
    /// A level as the page plays it: by its clock, with this many
    /// milliseconds a turn (the level takes its share of them and stops at
    /// its own depth). A run depends on the machine's speed and load.
    /// (The test plays fixed depths only; the example plays this too.)
    #[allow(dead_code)]
    Clock { level: u8, ms: f64 },
}

impl Search {
    fn limits(self) -> Limits {
        match self {
            Search::Depth(d) => Limits { level: 5, max_ms: None, max_depth: Some(d), seed: 1 },
            Search::Clock { level, ms } => Limits { level, max_ms: Some(ms), max_depth: None, seed: 1 },
        }
    }
}

impl std::fmt::Display for Search {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Search::Depth(d) => write!(f, "{d}"),
            Search::Clock { level, ms } => write!(f, "L{level}@{ms}ms"),
        }
    }
}

/// Plays an ending out until the rules end it, the winner searching as
/// `winning` says, the defender as `defending`, both with `features`.
/// Returns the game and the turns played.
pub fn play_out(
    id: VariantId,
    (name, fen, winner): Ending,
    winning: Search,
    defending: Search,
    features: Features,
) -> (Game, u32) {
    let mut g = Game::new(id, Options::default(), Some(fen)).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(g.status().is_none(), "{name}: the game is over before it starts");
    let mut engines = [Engine::new(8), Engine::new(8)];
    engines.iter_mut().for_each(|e| e.set_features(features));
    let started = std::time::Instant::now();
    let now = || started.elapsed().as_secs_f64() * 1000.0;
    let mut turns = 0;
    // The rules end every game (the no-progress rule at the latest); this
    // bound only keeps a broken rules crate from looping forever.
    while g.status().is_none() && turns < 10_000 {
        let mover = g.side_to_move();
        let limits = if mover == winner { winning } else { defending }.limits();
        let r = engines[mover.index()].think_game(&g, &limits, &now, &|| false);
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

/// Did `winner` win `g` by one of the rules' own ends (not by a draw rule)?
pub fn won_by_rules(g: &Game, winner: Color) -> bool {
    matches!(g.status(), Some(Outcome::Win { winner: w, reason }) if w == winner
        && matches!(reason, Reason::Checkmate | Reason::Stalemate | Reason::NoLegalTurn
            | Reason::KingsCaptured | Reason::Baring))
}
