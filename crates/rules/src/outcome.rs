//! How a game ended: the outcome and its reason, as data (when a position
//! ends the game is `crate::ending`).

use crate::square::Color;

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// A player in check who cannot complete a turn, though a single move
    /// would escape (Chess2).
    NoLegalTurn,
    /// The last piece of the game's extinction kind captured (Double Move
    /// Double Chess: every king).
    KingsCaptured,
    /// Two Boards: the opponent was bared and could not bare back.
    Baring,
    /// Two Boards: both sides bared (or king against king).
    MutualBaring,
    /// A side's flag piece reached its goal (a definition's `flagRegion`:
    /// King of the Hill, Racing Kings); a draw when both did.
    FlagReached,
    /// A side lost every piece and so won (Antichess).
    AllPiecesLost,
    Repetition,
    /// The no-progress rule (50 moves or turns by each side).
    NoProgress,
    InsufficientMaterial,
    Resignation,
    Agreement,
    /// The turn number reached its limit, [`crate::limits::MAX_COUNTER`]
    /// (no game gets there from the usual start; only a position string
    /// with a turn number near the limit does).
    TurnLimit,
    /// A player's clock ran out (a win for the opponent, or a draw when the
    /// opponent has too little left to win: [`Position::could_win`]).
    TimeForfeit,
}

impl Reason {
    pub fn describe(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::NoLegalTurn => "no legal turn while in check",
            Reason::KingsCaptured => "every king captured",
            Reason::Baring => "bare king",
            Reason::MutualBaring => "both kings bared",
            Reason::FlagReached => "the goal reached",
            Reason::AllPiecesLost => "every piece lost",
            Reason::Repetition => "threefold repetition",
            Reason::NoProgress => {
                "no-progress rule (50 moves or turns by each side without a capture or, where pawns exist, a pawn move)"
            }
            Reason::InsufficientMaterial => "insufficient material",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::TurnLimit => "turn-number limit reached",
            Reason::TimeForfeit => "time forfeit",
        }
    }

    /// Every reason, for readers of the `Termination` tag.
    pub const ALL: [Reason; 15] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::NoLegalTurn,
        Reason::KingsCaptured,
        Reason::Baring,
        Reason::MutualBaring,
        Reason::FlagReached,
        Reason::AllPiecesLost,
        Reason::Repetition,
        Reason::NoProgress,
        Reason::InsufficientMaterial,
        Reason::Resignation,
        Reason::Agreement,
        Reason::TurnLimit,
        Reason::TimeForfeit,
    ];

    /// The value of a game record's `Termination` tag for this reason.
    pub fn termination(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::NoLegalTurn => "no legal turn",
            Reason::KingsCaptured => "kings captured",
            Reason::Baring => "bare king",
            Reason::MutualBaring => "both kings bared",
            Reason::FlagReached => "goal reached",
            Reason::AllPiecesLost => "all pieces lost",
            Reason::Repetition => "repetition",
            Reason::NoProgress => "no progress",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::TurnLimit => "turn limit",
            Reason::TimeForfeit => "time forfeit",
        }
    }

    /// Reads a `Termination` tag value written by [`Reason::termination`]
    /// (any case).
    pub fn from_termination(text: &str) -> Option<Reason> {
        let t = text.trim();
        Reason::ALL.into_iter().find(|r| r.termination().eq_ignore_ascii_case(t))
    }

    /// Ends decided outside the rules: by the players, or by their clocks.
    pub fn by_players(self) -> bool {
        matches!(self, Reason::Resignation | Reason::Agreement | Reason::TimeForfeit)
    }
}

/// The result of a finished game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    Win { winner: Color, reason: Reason },
    Draw { reason: Reason },
}

impl Outcome {
    pub fn reason(self) -> Reason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
    /// How the game ended, for people: the reason, and who resigned
    /// ("Black resigned", "draw agreed", "checkmate").
    pub fn describe(self) -> String {
        match self {
            Outcome::Win { winner, reason: Reason::Resignation } => format!("{} resigned", winner.other()),
            Outcome::Draw { reason: Reason::Agreement } => "draw agreed".into(),
            Outcome::Win { winner, reason: Reason::TimeForfeit } => format!("{} ran out of time", winner.other()),
            Outcome::Draw { reason: Reason::TimeForfeit } => {
                "a clock ran out, but the other side has too little left to win".into()
            }
            // A stalemate that has a winner: the stalemated side loses (Two
            // Boards) or wins (Antichess) by the game's own rule.
            Outcome::Win { winner, reason: Reason::Stalemate } => {
                format!("stalemate: {winner} wins by this game's rule")
            }
            Outcome::Win { winner, reason: Reason::NoLegalTurn } => {
                format!("{} has no legal turn out of check", winner.other())
            }
            Outcome::Win { winner, reason: Reason::KingsCaptured } => format!("every {} king captured", winner.other()),
            Outcome::Win { winner, reason: Reason::Baring } => format!("{}'s king is bare (baring)", winner.other()),
            Outcome::Draw { reason: Reason::MutualBaring } => "both kings are bare".into(),
            Outcome::Win { winner, reason: Reason::FlagReached } => format!("{winner} reached the goal"),
            Outcome::Draw { reason: Reason::FlagReached } => "both sides reached the goal".into(),
            Outcome::Win { winner, reason: Reason::AllPiecesLost } => format!("{winner} lost every piece and wins"),
            o => o.reason().describe().into(),
        }
    }

    /// "1-0", "0-1" or "1/2-1/2".
    pub fn score(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}
