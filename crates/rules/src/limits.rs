//! Limits on outside input. Every text the rules crate reads is refused
//! beyond these sizes with a message, so no input makes a call do more than
//! work linear in a bounded size. README.md ("Limits") documents them.

use crate::quote::quote;

/// The longest position string, in bytes. The fullest board (Chess on Two
/// Boards, 256 squares, every one a piece) takes about 300.
pub const MAX_POSITION_LEN: usize = 1_000;

/// The longest text of one move or one turn (`Nf3&e4`, `Xe8xM@m7`), in bytes.
pub const MAX_MOVE_LEN: usize = 100;

/// The longest game record or movetext, in bytes (1 MiB).
pub const MAX_RECORD_LEN: usize = 1 << 20;

/// The largest half-move clock and turn number a position string may hold.
/// A game that would pass it ends: a turn number that would grow past it
/// ends the game as a draw (see [`crate::Reason::TurnLimit`]); the half-move
/// clock ends every game by its no-progress rule long before.
pub const MAX_COUNTER: u32 = 999_999;

/// The longest definitions file (`crate::definition`), in bytes (1 MiB;
/// Fairy-Stockfish's own variants.ini, with its long comments, is 80 KB).
pub const MAX_DEFINITIONS_LEN: usize = 1 << 20;

/// The most lines, sections and problems of a definitions file, and the
/// longest line and Betza notation, so checking a file stays bounded.
pub const MAX_DEFINITION_LINES: usize = 50_000;
pub const MAX_SECTIONS: usize = 1_000;
pub const MAX_DEFINITION_LINE_LEN: usize = 4_000;
pub const MAX_PROBLEMS: usize = 200;
pub const MAX_BETZA_LEN: usize = 200;

/// The most bytes of tables a game loaded from a definition may hold
/// ([`crate::variant::VariantOf::table_bytes`]); a definition whose tables
/// would take more is refused (16×16 with a dozen riders and hoppers takes
/// about 1 MB; chess, built in, 1.2 MB with its slide lookup).
pub const MAX_TABLE_BYTES: usize = 2 << 20;

/// The most bytes of tables the games of one definitions file may take
/// together (a game refused for its size counted too), so loading one file
/// builds and holds a bounded amount (Fairy-Stockfish's chess-like
/// variants hold 4 MB).
pub const MAX_FILE_TABLE_BYTES: usize = 32 << 20;

/// A text over its limit (made a [`crate::RulesError`] of kind `TooLong`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub input: Input,
    pub max: usize,
    pub len: usize,
    /// The text, quoted for the message.
    pub quoted: String,
}

/// Refuses `text` when it is longer than `max` bytes; `input` names it.
pub(crate) fn check_len(text: &str, max: usize, input: Input) -> Result<(), TooLong> {
    if text.len() > max {
        return Err(TooLong { input, max, len: text.len(), quoted: quote(text) });
    }
    Ok(())
}

/// Texts the rules crate reads, for the size limits (`crate::limits`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Input {
    PositionString,
    Move,
    Turn,
    Record,
    Movetext,
}

impl Input {
    pub fn name(self) -> &'static str {
        match self {
            Input::PositionString => "a position string",
            Input::Move => "a move",
            Input::Turn => "a move or turn",
            Input::Record => "a game record",
            Input::Movetext => "movetext",
        }
    }
}

/// The most parts a turn can have: its parts are kept until it ends, and
/// each may give an en-passant square. Eight keeps a position small: from
/// three, the position grew by 35 bytes of its 552, and perft counted 1.6 %
/// more instructions in Two-Prong, 2.7 % in Marseillais, none in chess
/// (sixteen cost about 5 % of the time).
pub const MOST_PARTS: usize = 8;
