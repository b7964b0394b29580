//! A problem found in a definitions file: where (line and column, both
//! from 1) and what, in a sentence its author can act on. Data only, so the
//! crate's error umbrella (`crate::error`) can hold it without importing the
//! parser.

use std::fmt;

/// What kind of problem, to branch on; the sentence is in `message`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The text is not `[section]`, `key = value`, a comment or blank.
    Syntax,
    /// Bigger than the limits (`crate::limits`).
    TooLarge,
    /// A key neither Fairy-Stockfish nor we know.
    UnknownKey,
    /// A key Fairy-Stockfish knows that this reader does not support yet.
    NotSupported,
    /// A value that does not fit its key's type or range.
    BadValue,
    /// A piece's Betza notation.
    Betza,
    /// A piece that cannot be (letters, a piece that never moves).
    Piece,
    /// The start position.
    StartPosition,
    /// A section's name or its parent.
    Section,
    /// Settings that contradict each other.
    Inconsistent,
    /// Bytes given as compiled definitions that are not.
    NotCompiled,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: u32,
    pub column: u32,
    pub kind: ProblemKind,
    pub message: String,
}

impl Problem {
    pub fn new(line: u32, column: u32, kind: ProblemKind, message: impl Into<String>) -> Problem {
        Problem { line, column, kind, message: message.into() }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}
