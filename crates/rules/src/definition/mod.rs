//! Variants written as text, in the form of Fairy-Stockfish's variants.ini
//! (docs/variants.md): sections `[name]` or `[name:parent]`, `key = value`
//! lines, pieces in Betza notation, and our keys for turns of several moves.
//!
//! [`parse`] reads a file into [`Definition`]s, or returns every
//! [`Problem`] found, each with its line and column; [`load`] (`play`)
//! makes them games, or says what cannot be played yet.
//!
//! The files, each using only those above it: `problems`, `ini` (the
//! text's form), `keys` (the table of keys), `values` (one value of a
//! type), `betza` (piece moves), `reach` (where moves land), `fen` (the
//! start position), `model` (the result), `draft` and `apply` (the rules
//! applied onto a parent), `resolve` (sections with inheritance), and
//! `describe` (words and diagrams).

pub mod apply;
pub mod betza;
#[cfg(test)]
mod built_in_code;
pub mod describe;
pub mod draft;
pub mod fen;
pub mod ini;
pub mod keys;
pub mod model;
pub mod play;
pub mod reach;
pub mod resolve;
pub mod values;

pub use crate::error::{Problem, ProblemKind};
pub use betza::{Component, Modality, PieceMoves, Range};
pub use model::{Definition, PieceDef, Setting};
pub use play::{compile, load, playable};

use crate::limits::MAX_PROBLEMS;

/// The definitions of `text`, or every problem found (at most
/// `MAX_PROBLEMS`, the last saying how many more), in line order.
pub fn parse(text: &str) -> Result<Vec<Definition>, Vec<Problem>> {
    let (sections, mut problems) = ini::read(text);
    let (definitions, more) = resolve::resolve(&sections);
    problems.extend(more);
    if problems.is_empty() {
        return Ok(definitions);
    }
    problems.sort_by_key(|p| (p.line, p.column));
    if problems.len() > MAX_PROBLEMS {
        let left = problems.len() - MAX_PROBLEMS + 1;
        problems.truncate(MAX_PROBLEMS - 1);
        let line = problems.last().map_or(1, |p| p.line);
        problems.push(Problem::new(line, 1, ProblemKind::TooLarge, format!("and {left} more problems")));
    }
    Err(problems)
}
