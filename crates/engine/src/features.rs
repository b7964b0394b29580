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
    /// The root's best step searched first in a narrow window (`aspiration`).
    pub aspiration: bool,
    /// Late-move pruning of quiet steps near the horizon (`lmp`).
    pub late_move_pruning: bool,
    /// Passed, doubled and isolated pawns (`pawns`).
    pub pawn_structure: bool,
    /// Mobility of the pieces, in the games with one-word tables (`mobility`).
    pub mobility: bool,
    /// Chess: pieces attacking the squares around the enemy king (`attack`).
    pub king_attack: bool,
    /// Chess: rooks on files without own pawns (`files`).
    pub rook_files: bool,
    /// Chess: the piece-square tables fitted to positions of chess games
    /// (`eval/fitted_squares.rs`) instead of those built from the geometry
    /// (`fitted`).
    pub fitted_squares: bool,
    /// History that also remembers failures: the quiet steps tried before
    /// a cut-off lose what the cutting one gains, every entry drifts back
    /// towards zero as it grows, and late quiet steps with a good history
    /// are reduced less, those with a bad one more (`history`); off: only
    /// cut-offs count.
    pub history_penalties: bool,
    /// Captures of a defended piece by a more valuable one are tried after
    /// the killers instead of with the other captures (`losing`).
    pub losing_captures_later: bool,
    /// Chess on Two Boards: the side ahead closes in on the enemy's pieces
    /// as the no-progress counter runs, before the endgame's hunt starts
    /// (`stalling`).
    pub chase_when_stalling: bool,
    /// Chess on Two Boards: the side far ahead drives the enemy king to the
    /// Big board's corner and brings its own king close, to hold it there
    /// (`hold`).
    pub hold_plan: bool,
}

impl Default for Features {
    fn default() -> Self {
        Features {
            null_turn: true,
            futility: true,
            check_extension: true,
            log_reductions: true,
            late_move_pruning: true,
            aspiration: true,
            pawn_structure: true,
            mobility: true,
            king_attack: true,
            rook_files: true,
            fitted_squares: true,
            history_penalties: true,
            losing_captures_later: true,
            chase_when_stalling: true,
            hold_plan: true,
        }
    }
}

impl Features {
    /// The names `without` takes.
    pub const NAMES: [&'static str; 15] = [
        "null",
        "futility",
        "checks",
        "lmr",
        "lmp",
        "aspiration",
        "pawns",
        "mobility",
        "attack",
        "files",
        "fitted",
        "history",
        "losing",
        "stalling",
        "hold",
    ];

    /// These features with the one called `name` switched off.
    pub fn without(mut self, name: &str) -> Result<Features, String> {
        let flag = match name {
            "null" => &mut self.null_turn,
            "futility" => &mut self.futility,
            "checks" => &mut self.check_extension,
            "lmr" => &mut self.log_reductions,
            "lmp" => &mut self.late_move_pruning,
            "aspiration" => &mut self.aspiration,
            "pawns" => &mut self.pawn_structure,
            "mobility" => &mut self.mobility,
            "attack" => &mut self.king_attack,
            "files" => &mut self.rook_files,
            "fitted" => &mut self.fitted_squares,
            "history" => &mut self.history_penalties,
            "losing" => &mut self.losing_captures_later,
            "stalling" => &mut self.chase_when_stalling,
            "hold" => &mut self.hold_plan,
            _ => return Err(format!("unknown engine feature '{name}': use {}", Features::NAMES.join(", "))),
        };
        *flag = false;
        Ok(self)
    }
}
