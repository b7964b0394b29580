//! What can be wrong with a position string: the field and the issue, and
//! the message for each (data only, so the variants' own checks can name
//! them without reading position strings).

use crate::limits::MAX_COUNTER;
use crate::piece::PieceType;
use crate::quote::quote;
use crate::square::Color;
use std::fmt;

/// A field of a position string.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Field {
    /// The string as a whole (its number of fields).
    Whole,
    Placement,
    Side,
    Castling,
    EnPassant,
    HalfmoveClock,
    TurnNumber,
    Seventh,
}

/// One problem of a position string: which field, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    pub field: Field,
    pub issue: PositionIssue,
}

/// Why a position string's field is refused (see [`PositionError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionIssue {
    FieldCount {
        found: usize,
        seventh: bool,
    },
    RankCount {
        expected: u8,
        found: usize,
    },
    RankTooLong {
        rank: u32,
        text: String,
        width: usize,
    },
    RankTooShort {
        rank: u32,
        squares: usize,
        width: usize,
    },
    EmptyRunOfZero {
        rank: u32,
        text: String,
    },
    MissingSquareNotMarked {
        square: String,
    },
    StarOnExistingSquare {
        square: String,
    },
    NotAPiece {
        rank: u32,
        ch: char,
        game: &'static str,
    },
    PieceOnMissingSquare {
        square: String,
    },
    PawnOnPromotionRank {
        color: Color,
        square: String,
    },
    KingCount {
        color: Color,
        found: u32,
    },
    /// The side that just moved has lost every piece of the extinction kind.
    MoverExtinct {
        last: Color,
        mover: Color,
        kind: &'static PieceType,
    },
    BothExtinct {
        kind: &'static PieceType,
    },
    BadSide {
        found: String,
    },
    NoSuchCastlingRight {
        ch: char,
        game: &'static str,
    },
    CastlingPiecesMissing {
        ch: char,
        color: Color,
        king: String,
        rook: String,
    },
    CastlingRightTwice {
        ch: char,
    },
    NoEnPassant {
        game: &'static str,
    },
    TooManyEnPassant {
        given: usize,
        most: usize,
        game: &'static str,
    },
    NotASquare {
        text: String,
    },
    EnPassantTwice {
        square: String,
    },
    EnPassantWithoutPawn {
        square: String,
        color: Color,
    },
    /// Two pawns could have passed the square by slanting double steps.
    EnPassantLandingUnsaid {
        square: String,
    },
    NotANumber {
        text: String,
    },
    NumberTooLarge {
        text: String,
    },
    TurnNumberZero,
    NoSeventhField {
        found: String,
        game: &'static str,
    },
    BadSeventhField {
        found: String,
        expected: &'static str,
    },
    /// A short turn's number of moves that this game's turns cannot have
    /// (2 up to one less than its `most`). Only definitions have short turns.
    #[cfg(feature = "loaded")]
    ShortTurn {
        found: String,
        most: u8,
    },
    FlipWithoutPiece {
        into: &'static PieceType,
        needs: &'static PieceType,
    },
    HoldNotInGame,
    HoldNeedsBothKings,
    HoldKingsApart {
        held: Color,
        big: bool,
    },
    /// The side that just moved is in check.
    OpponentInCheck {
        mover: Color,
        side: Color,
    },
}

impl fmt::Display for PositionIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionIssue::*;
        match self {
            FieldCount { found, seventh } => write!(
                f,
                "expected 4 to 7 space-separated fields (placement, side, castling, en passant, then optionally \
                 the half-move clock, the turn number and {}), found {found}",
                if *seventh { "the turn field" } else { "'-'" }
            ),
            RankCount { expected, found } => write!(f, "the board has {expected} ranks, the placement has {found}"),
            RankTooLong { rank, text, width } => {
                write!(f, "rank {rank} {} is longer than the board's {width} files", quote(text))
            }
            RankTooShort { rank, squares, width } => {
                write!(f, "rank {rank} has {squares} squares, the board is {width} wide")
            }
            EmptyRunOfZero { rank, text } => write!(f, "rank {rank}: an empty run of 0 squares ({})", quote(text)),
            MissingSquareNotMarked { square } => write!(f, "square {square} does not exist on this board (write '*')"),
            StarOnExistingSquare { square } => write!(f, "'*' marks a missing square, but {square} exists"),
            NotAPiece { rank, ch, game } => write!(f, "rank {rank}: '{ch}' is not a piece of {game}"),
            PieceOnMissingSquare { square } => write!(f, "a piece on {square}, which does not exist"),
            PawnOnPromotionRank { color, square } => {
                write!(f, "a {} pawn on {square}, its promotion rank", color.name().to_ascii_lowercase())
            }
            KingCount { color, found } => write!(f, "{color} must have exactly one king, found {found}"),
            MoverExtinct { last, mover, kind } => write!(
                f,
                "{last} has no {} but it is {mover}'s turn: the game ended when {last}'s last {} fell, \
                 with {last} to move (write '{}' for the finished position)",
                kind.lower_name(),
                kind.lower_name(),
                if *last == Color::White { 'w' } else { 'b' }
            ),
            BothExtinct { kind } => write!(
                f,
                "neither side has a {}: the game ends when the first side loses its last {}",
                kind.lower_name(),
                kind.lower_name()
            ),
            BadSide { found } => write!(f, "side to move must be 'w' or 'b', found {}", quote(found)),
            NoSuchCastlingRight { ch, game } => write!(f, "castling right '{ch}' does not exist in {game}"),
            CastlingPiecesMissing { ch, color, king, rook } => write!(
                f,
                "castling right '{ch}' needs the {} king on {king} and a rook on {rook}",
                color.name().to_ascii_lowercase()
            ),
            CastlingRightTwice { ch } => write!(f, "castling right '{ch}' given twice"),
            NoEnPassant { game } => write!(f, "{game} has no en passant; the field must be '-'"),
            TooManyEnPassant { given, most, game } => write!(
                f,
                "{given} en-passant squares given, but a turn of {game} makes at most {most} double step{}",
                if *most == 1 { "" } else { "s" }
            ),
            NotASquare { text } => write!(f, "{} is not an en-passant square of this board", quote(text)),
            EnPassantTwice { square } => write!(f, "en-passant square {square} given twice"),
            EnPassantWithoutPawn { square, color } => write!(
                f,
                "en-passant square {square} is not behind a {} pawn that just made a double step",
                color.name().to_ascii_lowercase()
            ),
            EnPassantLandingUnsaid { square } => write!(
                f,
                "two pawns could have passed {square} by a slanting double step: write the square the one that did \
                 landed on after it (as in d6c5)"
            ),
            NotANumber { text } => write!(f, "must be a whole number, found {}", quote(text)),
            NumberTooLarge { text } => {
                write!(f, "may be at most {}, found {}", MAX_COUNTER, quote(text))
            }
            TurnNumberZero => write!(f, "the turn number starts at 1"),
            NoSeventhField { found, game } => write!(f, "{game} has no seventh field, found {}", quote(found)),
            BadSeventhField { found, expected } => {
                write!(f, "the seventh field must be {expected}, found {}", quote(found))
            }
            #[cfg(feature = "loaded")]
            ShortTurn { found, most } => write!(
                f,
                "the seventh field must be 's' (single-move turn), 'd', or a turn's number of moves from 2 to {} \
                 (this game's turns have {most}), found {}",
                most - 1,
                quote(found)
            ),
            FlipWithoutPiece { into, needs } => {
                write!(f, "a pending flip ={} needs a {} of the side to move to turn", into.letter, needs.lower_name())
            }
            HoldNotInGame => write!(f, "this game has no such king hold (the Sibahi Little hold is an option)"),
            HoldNeedsBothKings => write!(f, "a king hold needs both kings"),
            HoldKingsApart { held, big } => write!(
                f,
                "the {} king is held, but the kings do not share a {} square",
                held.name().to_ascii_lowercase(),
                if *big { "Big" } else { "Little" }
            ),
            OpponentInCheck { mover, side } => write!(
                f,
                "{mover} is in check but it is {side}'s turn: the king of the side that just moved cannot be attacked"
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.field, &self.issue) {
            // Numbers say which counter they are.
            (Field::HalfmoveClock, i @ (PositionIssue::NotANumber { .. } | PositionIssue::NumberTooLarge { .. })) => {
                write!(f, "the half-move clock {i}")
            }
            (Field::TurnNumber, i @ (PositionIssue::NotANumber { .. } | PositionIssue::NumberTooLarge { .. })) => {
                write!(f, "the turn number {i}")
            }
            (_, i) => write!(f, "{i}"),
        }
    }
}
