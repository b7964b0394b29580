//! What the caller asks for (level, time, depth, seed) and what each level
//! means.

/// The deepest path a search follows, in plies (parts of turns and "end
/// turn" steps): the size of its per-ply buffers.
pub const MAX_PLY: usize = 96;

/// Limits of one `think` call.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// 1 (beginner) ..= [`MAX_LEVEL`] (strongest in the time given).
    pub level: u8,
    /// Time for the whole turn in milliseconds (`None`: only the depth
    /// limits the search). Either way a turn stops after [`MAX_MS`].
    pub max_ms: Option<f64>,
    /// Depth limit in plies, where every part of a turn and every "end turn"
    /// is a ply (`None`: the level's own limit).
    pub max_depth: Option<u32>,
    /// Seed for the level's deliberate imprecision; the same seed, position
    /// and depth limit give the same turn.
    pub seed: u64,
}

pub const MAX_LEVEL: u8 = 5;
pub const DEFAULT_LEVEL: u8 = MAX_LEVEL;

/// The longest one `think` call may take, in milliseconds (one minute):
/// larger time limits are cut to it, and a search without a time limit
/// stops there too.
pub const MAX_MS: f64 = 60_000.0;

/// Checks a time limit given from outside (a command line, a JS caller):
/// it must be a finite number of milliseconds of at least 0; larger than
/// [`MAX_MS`] is cut to it.
pub fn time_limit(ms: f64) -> Result<f64, String> {
    if !ms.is_finite() || ms < 0.0 {
        let found = if ms.is_nan() {
            "NaN"
        } else if ms.is_finite() {
            "a negative number"
        } else {
            "an infinity"
        };
        return Err(format!(
            "the time must be a finite number of milliseconds of at least 0 (at most {} is used), found {found}",
            MAX_MS as u32
        ));
    }
    Ok(ms.min(MAX_MS))
}

impl Default for Limits {
    fn default() -> Self {
        Limits { level: DEFAULT_LEVEL, max_ms: Some(1000.0), max_depth: None, seed: 0 }
    }
}

/// How a level plays.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Level {
    /// Depth limit in plies (parts of turns), `None`: only time.
    pub plies: Option<u32>,
    /// Every root choice gets a seeded random bonus in `-noise..=noise`
    /// centipawns: a weaker level sometimes prefers a slightly worse turn,
    /// like a person who overlooks something, but never plays at random.
    pub noise: i32,
    /// Share of the time limit the level uses.
    pub time_share: f64,
}

impl Level {
    /// The level as played in a game whose full turn is `plies_per_turn`
    /// plies (1: one move a turn; 2: double-move games, where a turn is two
    /// parts, or a part and "end turn"). Depth limits are whole turns of the
    /// double-move games from level 3 up — three plies there would stop
    /// halfway through the opponent's reply, so levels 3 and 4 would differ
    /// by half a turn only: level 3 sees its own turn, level 4 also the
    /// reply; levels 1 and 2 see only the first part (and differ in noise).
    pub fn for_game(level: u8, plies_per_turn: u32) -> Level {
        let base = Level::get(level);
        if plies_per_turn < 2 {
            return base;
        }
        let plies = match level.clamp(1, MAX_LEVEL) {
            1 | 2 => Some(1),
            3 => Some(2),
            4 => Some(4),
            _ => None,
        };
        // Levels 1 and 2 both see only the first part here, so they differ
        // by their noise alone: level 1 gets more of it, level 2 less (with
        // 250 and 90 cp, level 2 scored only 52 % against level 1 in Chess2).
        let noise = match level {
            1 => 500,
            2 => 30,
            _ => base.noise,
        };
        Level { plies, noise, ..base }
    }

    /// The level in a game of one move a turn.
    pub fn get(level: u8) -> Level {
        match level.clamp(1, MAX_LEVEL) {
            1 => Level { plies: Some(1), noise: 250, time_share: 0.15 },
            2 => Level { plies: Some(2), noise: 90, time_share: 0.25 },
            3 => Level { plies: Some(3), noise: 40, time_share: 0.4 },
            4 => Level { plies: Some(4), noise: 12, time_share: 0.6 },
            _ => Level { plies: None, noise: 0, time_share: 1.0 },
        }
    }
}
