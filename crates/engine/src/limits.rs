//! What the caller asks for (level, time, depth, seed) and what each level
//! means.

/// Limits of one `think` call.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// 1 (beginner) ..= [`MAX_LEVEL`] (strongest in the time given).
    pub level: u8,
    /// Time for the whole turn in milliseconds (`None`: no time limit).
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
