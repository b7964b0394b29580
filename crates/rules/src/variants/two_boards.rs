//! Chess on Two Boards (Joe Joyce): King Hold after-effects.
//! (The variant itself is added in its own issue.)

use crate::position::{PartInfo, Position};

/// Makes or breaks a King Hold after a king move.
pub(crate) fn after_move(_pos: &mut Position, _info: &PartInfo) {}
