//! Why text is not a move in the notation, as data.

/// Why text is not notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    Empty,
    /// Not a move in this game's notation.
    NotAMove,
    /// A capital letter that is not a piece of the game.
    NotAPiece {
        letter: char,
        game: &'static str,
    },
    /// A square name that is not on the board (quoted).
    NotASquare {
        square: String,
    },
    /// `e4&` inside a turn, `&d4`, `e4,,d5`.
    MissingAroundJoiner,
}
