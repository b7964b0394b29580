//! Errors are values: each has a kind that callers and tests branch on (the
//! illegal move's reason, the ambiguity, which field of a position string
//! and why, ...) and one message, built from the kind by `Display`. This
//! file holds the umbrella, [`RulesError`]; each kind's details live in a
//! file of their own below it (position strings in `position_string`,
//! illegal moves and unfinished turns in `refusals`, notation in `notation`,
//! records in `record`, variant definitions in `definition`; text sizes in
//! `crate::limits`, how a game ended in `crate::outcome`). They are data
//! only, and here rather than beside the code that raises them: that code
//! (setup, san, record, the games) returns a `RulesError`, so the kinds sit
//! under it, and every layer that refuses can name them (lib.rs: the layers).

mod definition;
mod notation;
mod position_string;
mod record;
mod refusals;

pub use crate::limits::{Input, TooLong};
pub use crate::outcome::Outcome;
pub use crate::quote::{quote, QUOTE_MAX};
use crate::square::Color;
use crate::variant_id::{Options, VariantId};
pub use definition::{Problem, ProblemKind};
pub use notation::Notation;
pub use position_string::{Field, PositionError, PositionIssue};
pub use record::RecordProblem;
pub(crate) use refusals::number_word;
pub use refusals::{Complete, Illegal, Unfinished};
use std::fmt;

/// Every error of the rules crate: a kind, and the turn of a game record or
/// movetext it happened in, if it happened there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    pub kind: ErrorKind,
    /// The turn of a movetext being read (`turn 3 (White)`).
    pub turn: Option<(u32, Color)>,
}

impl RulesError {
    /// The kind of error, to branch on.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The same error, as met in turn `number` of `side` of a movetext.
    pub fn at_turn(mut self, number: u32, side: Color) -> RulesError {
        self.turn = Some((number, side));
        self
    }

    /// Why the move was refused, when it was an illegal move.
    pub fn illegal(&self) -> Option<&Illegal> {
        match &self.kind {
            ErrorKind::Illegal { why, .. } => Some(why),
            _ => None,
        }
    }

    /// The problems of a refused definitions file.
    pub fn definition_problems(&self) -> &[Problem] {
        match &self.kind {
            ErrorKind::Definition(list) => list,
            _ => &[],
        }
    }

    /// The problems of a refused position string.
    pub fn position_problems(&self) -> &[PositionError] {
        match &self.kind {
            ErrorKind::Position(list) => list,
            _ => &[],
        }
    }
}

impl From<TooLong> for RulesError {
    fn from(TooLong { input, max, len, quoted }: TooLong) -> RulesError {
        ErrorKind::TooLong { input, max, len, quoted }.into()
    }
}

impl From<Vec<Problem>> for RulesError {
    fn from(problems: Vec<Problem>) -> RulesError {
        ErrorKind::Definition(problems).into()
    }
}

impl From<ErrorKind> for RulesError {
    fn from(kind: ErrorKind) -> RulesError {
        RulesError { kind, turn: None }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Not one of the games (the id as given, quoted by [`quote`]).
    UnknownVariant { given: String },
    /// Not one of the options ([`Options::ids`]).
    UnknownOption { given: String },
    /// A text longer than its limit (`crate::limits`).
    TooLong { input: Input, max: usize, len: usize, quoted: String },
    /// A position string with these problems (every one found).
    Position(Vec<PositionError>),
    /// Text that is not a move in the game's notation.
    Notation { text: String, problem: Notation },
    /// A move that is not legal here, and why.
    Illegal { text: String, why: Illegal },
    /// A move text that fits moves from several squares.
    Ambiguous { text: String, origins: Vec<String> },
    /// The turn cannot end yet (`text`: the turn as given, when read from a record).
    TurnNotComplete { text: Option<String>, why: Unfinished },
    /// The game is over: no more moves, resignations or agreements.
    GameOver(Outcome),
    /// A game record that cannot be read or contradicts the rules.
    Record(RecordProblem),
    /// A definitions file with these problems (every one found, each with its line).
    Definition(Vec<Problem>),
}

/// At most this many problems of a position string are written out.
const PROBLEMS_SHOWN: usize = 3;

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnknownVariant { given } => {
                let known: Vec<&str> = VariantId::ALL.iter().map(|v| v.as_str()).collect();
                write!(f, "unknown variant {given} (known: {})", known.join(", "))
            }
            ErrorKind::UnknownOption { given } => {
                write!(f, "unknown option {given} (known: {})", Options::ids().join(", "))
            }
            ErrorKind::TooLong { input, max, len, quoted } => {
                write!(f, "{} may be at most {max} bytes long, this one has {len}: {quoted}", input.name())
            }
            ErrorKind::Position(problems) => {
                let shown: Vec<String> = problems.iter().take(PROBLEMS_SHOWN).map(|p| p.to_string()).collect();
                write!(f, "bad position string: {}", shown.join("; "))?;
                if problems.len() > PROBLEMS_SHOWN {
                    write!(f, " (and {} more)", problems.len() - PROBLEMS_SHOWN)?;
                }
                Ok(())
            }
            ErrorKind::Notation { text, problem } => match problem {
                Notation::Empty => write!(f, "cannot read move: empty move"),
                Notation::NotAMove => write!(f, "cannot read move: {text} is not a move in this game's notation"),
                Notation::NotAPiece { letter, game } => {
                    write!(f, "cannot read move: {text}: '{letter}' is not a piece of {game}")
                }
                Notation::NotASquare { square } => {
                    write!(f, "cannot read move: {text}: {square} is not a square of this board")
                }
                Notation::MissingAroundJoiner => {
                    write!(f, "cannot read move: {text}: a move is missing around '&' or ','")
                }
            },
            ErrorKind::Illegal { text, why: why @ Illegal::TurnComplete { .. } } => {
                write!(f, "illegal move: {text}: {why}")
            }
            ErrorKind::Illegal { text, why } => write!(f, "illegal move: {text} {why}"),
            ErrorKind::Ambiguous { text, origins } => write!(
                f,
                "ambiguous move: {text} fits moves from {}; name the origin (for example with its file or rank)",
                origins.join(" and ")
            ),
            ErrorKind::TurnNotComplete { text: Some(text), why } => write!(f, "turn not complete: {text}: {why}"),
            ErrorKind::TurnNotComplete { text: None, why } => write!(f, "turn not complete: {why}"),
            ErrorKind::GameOver(o) => write!(f, "game over: the game is over ({}, {})", o.score(), o.describe()),
            ErrorKind::Record(p) => write!(f, "bad game record: {p}"),
            ErrorKind::Definition(problems) => {
                let shown: Vec<String> = problems.iter().take(PROBLEMS_SHOWN).map(|p| p.to_string()).collect();
                write!(f, "bad variant definition: {}", shown.join("; "))?;
                if problems.len() > PROBLEMS_SHOWN {
                    write!(f, " (and {} more)", problems.len() - PROBLEMS_SHOWN)?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turn {
            None => write!(f, "{}", self.kind),
            Some((number, side)) => {
                // The turn comes after the kind's lead-in: "illegal move: turn 2 (White): ...".
                let text = self.kind.to_string();
                match text.split_once(": ") {
                    Some((lead, rest)) => write!(f, "{lead}: turn {number} ({side}): {rest}"),
                    None => write!(f, "turn {number} ({side}): {text}"),
                }
            }
        }
    }
}

impl std::error::Error for RulesError {}
