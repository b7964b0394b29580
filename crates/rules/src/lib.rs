//! The rules of the twofold games (the table of games in `variants/mod.rs`:
//! the doubled-turn and doubled-board variants, with plain chess as the base
//! they are checked against).
//!
//! One data-driven engine: a [`Geometry`] (board, holes, joins, frames), piece
//! kinds made of movement [`Atom`]s, movement [`tables::Tables`] computed once
//! per variant, a [`Position`] with incremental Zobrist hashing, and one
//! [`TurnRule`] per way of making up a turn. Each game is a [`Variant`]:
//! data, plus hook functions for its special actions. [`Game`] adds history,
//! notation and undo/redo on top, and `record` its move list and records.
//!
//! Nothing here panics on outside input: position strings, notation and
//! records are checked and refused with a [`RulesError`].
//!
//! The modules stand in layers, each importing only those under it (no
//! circle: `scripts/check-cycles.mjs`), from the ground up: square, quote,
//! limits, variant_id → piece, geometry, outcome → error, moves, walks →
//! tables and their fast forms (magic, pawn_shifts, wide_pawns, wide_counts,
//! bitboards, square_sets) → variant → position → movegen, readable, setup, ending,
//! taking_moves, variants → turn, definition, editor → san, perft → game,
//! explain → record, replay, invariants.

pub mod bitboards;
pub mod definition;
pub mod editor;
mod ending;
pub mod error;
mod explain;
pub mod game;
pub mod geometry;
pub mod invariants;
pub mod limits;
mod magic;
pub mod movegen;
pub mod moves;
pub mod outcome;
mod pawn_shifts;
pub mod perft;
pub mod piece;
pub mod position;
pub mod quote;
pub mod readable;
pub mod record;
pub mod replay;
pub mod san;
pub mod setup;
pub mod short_sort;
pub mod square;
pub mod square_sets;
pub mod tables;
mod taking_moves;
#[cfg(test)]
mod test_rng;
pub mod turn;
pub mod variant;
pub mod variant_id;
mod variants;
pub mod walks;
mod wide_counts;
mod wide_pawns;
pub mod words;
mod zobrist;

pub use error::{ErrorKind, Illegal, RulesError};
pub use game::{Action, Game};
pub use geometry::Geometry;
pub use moves::{Move, MoveList};
pub use outcome::{Outcome, Reason};
pub use perft::{divide, perft, perft_moves};
pub use piece::{Atom, Piece, PieceKind, PieceTable, PieceType};
pub use position::{Hold, PartInfo, Position, TurnState, Variant};
pub use record::{skipped_in_record, Skipped, TurnKind, TurnRecord};
pub use setup::{Field, PositionError, Setup};
pub use square::{Bits256, Color, Square};
pub use turn::{Order, TurnEnd};
pub use variant::{GameOption, TurnRule};
pub use variant_id::{Options, VariantId};
pub use variants::compiled::load_compiled;
