//! Why a game record is refused, as data, with the messages.

use crate::outcome::{Outcome, Reason};
use crate::quote::quote;
use crate::variant_id::VariantId;
use std::fmt;

/// Why a game record is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    BadTagLine {
        line: String,
    },
    BadResultTag {
        value: String,
    },
    UnknownTermination {
        value: String,
    },
    /// The record is a game of another variant than the one asked for.
    OtherVariant {
        record: VariantId,
        asked: VariantId,
    },
    ResultNotAtEnd {
        token: String,
    },
    ResultPiece {
        token: String,
    },
    TagAndMovesDisagree {
        tag: &'static str,
        end: &'static str,
    },
    /// The result given is not the one the rules decided.
    ResultContradicts {
        given: &'static str,
        outcome: Outcome,
    },
    TerminationContradicts {
        given: Reason,
        outcome: Outcome,
    },
    TerminationNotByRules {
        given: Reason,
    },
    TerminationButOpen {
        given: Reason,
    },
    TerminationWithoutResult {
        given: Reason,
    },
    TerminationMisfits {
        given: Reason,
        result: &'static str,
    },
    CommentNeverClosed {
        quoted: String,
    },
    CommentNeverOpened {
        near: String,
    },
    SideLineNeverClosed {
        quoted: String,
    },
    SideLineNeverOpened {
        near: String,
    },
}

impl fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordProblem::*;
        match self {
            BadTagLine { line } => write!(f, "tag line {} should look like [Key \"value\"]", quote(line)),
            BadResultTag { value } => {
                write!(f, "the Result tag must be 1-0, 0-1, 1/2-1/2 or *, found {}", quote(value))
            }
            UnknownTermination { value } => {
                let known: Vec<&str> = Reason::ALL.iter().map(|r| r.termination()).collect();
                write!(f, "unknown Termination {} (known: {}, normal)", quote(value), known.join(", "))
            }
            OtherVariant { record, asked } => write!(
                f,
                "the record is a game of {} ('{}'), but the variant asked for is '{}'",
                record.name(),
                record.as_str(),
                asked.as_str()
            ),
            ResultNotAtEnd { token } => write!(f, "the result {} can only stand at the end of the moves", quote(token)),
            ResultPiece { token } => write!(
                f,
                "{} is not a move, and a result is written 1-0, 0-1, 1/2-1/2 (or ½-½) or *, at the end",
                quote(token)
            ),
            TagAndMovesDisagree { tag, end } => {
                write!(f, "the Result tag says {tag}, but the moves end with {end}")
            }
            ResultContradicts { given, outcome } => write!(
                f,
                "the record gives the result {given}, but the game ended {} ({})",
                outcome.score(),
                outcome.describe()
            ),
            TerminationContradicts { given, outcome } => write!(
                f,
                "the record's Termination is '{}', but the game ended by {} ({})",
                given.termination(),
                outcome.reason().termination(),
                outcome.score()
            ),
            TerminationNotByRules { given } => write!(
                f,
                "the record's Termination is '{}', but the rules do not end the game there",
                given.termination()
            ),
            TerminationButOpen { given } => {
                write!(f, "the record's Termination is '{}', but its result is * (game goes on)", given.termination())
            }
            TerminationWithoutResult { given } => write!(
                f,
                "the record's Termination is '{}', but it gives no result (1-0, 0-1 or 1/2-1/2)",
                given.termination()
            ),
            TerminationMisfits { given, result } => write!(
                f,
                "the record's Termination is '{}', which does not fit its result {result}",
                given.termination()
            ),
            CommentNeverClosed { quoted } => write!(f, "a comment opened with '{{' is never closed: {quoted}"),
            CommentNeverOpened { near } => {
                write!(f, "a comment ends with '}}' that was never opened with '{{' (near {near})")
            }
            SideLineNeverClosed { quoted } => {
                write!(f, "a side line opened with '(' is never closed: {quoted}")
            }
            SideLineNeverOpened { near } => {
                write!(f, "a side line ends with ')' that was never opened with '(' (near {near})")
            }
        }
    }
}
