//! A line of the table of games.

use super::Variant;
use crate::variant::{GameOption, Options};

/// A game as the project offers it: one line of the table of games.
pub struct GameEntry {
    /// The id used on the command line, in URLs and in records.
    pub id: &'static str,
    pub name: &'static str,
    /// The name where room is short (a title beside the board): "Chess2".
    pub short_name: &'static str,
    /// One line about the game, for New game and Help.
    pub summary: &'static str,
    /// The options the game offers.
    pub options: &'static [GameOption],
    /// Why the start array is the project's reconstruction, if it is.
    pub reconstructed: Option<&'static str>,
    /// The game's rules with these options (only offered ones are on);
    /// `None` for a game loaded from a definition (built when loaded).
    pub build: Option<fn(Options) -> Variant>,
}
