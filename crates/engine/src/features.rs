//! Parts of the search and the evaluation that can be switched off, to
//! measure in every game what each one brings: `twofold match chess2
//! engine:default engine:default-null` plays the engine against itself
//! without null-turn pruning. The page always plays with all of them.

/// Switchable parts of the engine (all on by default).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Features {
    /// Null-turn pruning (`null`).
    pub null_turn: bool,
    /// Futility pruning near the horizon, of whole nodes (reverse) and of
    /// quiet parts (`futility`).
    pub futility: bool,
    /// A check is answered a ply deeper (`checks`).
    pub check_extension: bool,
    /// Late-move reductions growing with depth and move number (`lmr`);
    /// off: one ply, two for very late moves at depth 6 and more.
    pub log_reductions: bool,
    /// Passed, doubled and isolated pawns (`pawns`).
    pub pawn_structure: bool,
    /// Mobility of the pieces, in the games with one-word tables (`mobility`).
    pub mobility: bool,
}

impl Default for Features {
    fn default() -> Self {
        Features {
            null_turn: true,
            futility: true,
            check_extension: true,
            log_reductions: true,
            pawn_structure: true,
            mobility: true,
        }
    }
}

impl Features {
    /// The names `without` takes.
    pub const NAMES: [&'static str; 6] = ["null", "futility", "checks", "lmr", "pawns", "mobility"];

    /// These features with the one called `name` switched off.
    pub fn without(mut self, name: &str) -> Result<Features, String> {
        let flag = match name {
            "null" => &mut self.null_turn,
            "futility" => &mut self.futility,
            "checks" => &mut self.check_extension,
            "lmr" => &mut self.log_reductions,
            "pawns" => &mut self.pawn_structure,
            "mobility" => &mut self.mobility,
            _ => return Err(format!("unknown engine feature '{name}': use {}", Features::NAMES.join(", "))),
        };
        *flag = false;
        Ok(self)
    }
}
