//! A step of the search: a part of the turn, or ending the turn.

use twofold_rules::Move;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Step {
    Part(Move),
    /// End the turn here (offered only when `Position::can_end_turn()`).
    EndTurn,
}
