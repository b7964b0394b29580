//! Errors are values: each has a kind that callers and tests branch on (the
//! illegal move's reason, the ambiguity, which field of a position string
//! and why, ...) and one message, built from the kind by `Display`.

use crate::piece::PieceKind;
use crate::position::{Field, PositionError};
use crate::square::Color;
use crate::turn::{Outcome, Reason};
use crate::variant::{Options, VariantId};
use std::fmt;

/// The most characters of outside input any message shows in one quote.
pub const QUOTE_MAX: usize = 60;

/// `text` in single quotes, for a message: at most [`QUOTE_MAX`] characters
/// shown, then `…` and the whole length, so a huge input never makes a huge
/// message. Line breaks and tabs are shown as `\n`, `\r`, `\t` (two
/// characters each) and other control characters as `�`, so the message
/// stays on one line.
///
/// ```
/// use twofold_rules::error::quote;
/// assert_eq!(quote("Nf3"), "'Nf3'");
/// assert_eq!(quote(&"e4".repeat(100)), format!("'{}…' (200 characters)", "e4".repeat(30)));
/// assert_eq!(quote("a\nb"), "'a\\nb'");
/// ```
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(QUOTE_MAX + 32);
    out.push('\'');
    let mut shown = 0;
    let mut cut = false;
    for c in text.chars() {
        let escaped = match c {
            '\n' => "\\n",
            '\r' => "\\r",
            '\t' => "\\t",
            _ => "",
        };
        let width = if escaped.is_empty() { 1 } else { escaped.len() };
        if shown + width > QUOTE_MAX {
            cut = true;
            break;
        }
        if !escaped.is_empty() {
            out.push_str(escaped);
        } else if c.is_control() {
            out.push('\u{FFFD}');
        } else {
            out.push(c);
        }
        shown += width;
    }
    if cut {
        out.push_str(&format!("…' ({} characters)", text.chars().count()));
    } else {
        out.push('\'');
    }
    out
}

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

    /// The problems of a refused position string.
    pub fn position_problems(&self) -> &[PositionError] {
        match &self.kind {
            ErrorKind::Position(list) => list,
            _ => &[],
        }
    }
}

impl From<ErrorKind> for RulesError {
    fn from(kind: ErrorKind) -> RulesError {
        RulesError { kind, turn: None }
    }
}

/// Texts the rules crate reads, for the size limits (`crate::limits`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Input {
    PositionString,
    Move,
    Turn,
    Record,
    Movetext,
}

impl Input {
    fn name(self) -> &'static str {
        match self {
            Input::PositionString => "a position string",
            Input::Move => "a move",
            Input::Turn => "a move or turn",
            Input::Record => "a game record",
            Input::Movetext => "movetext",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Not one of the games (the id as given, quoted by [`quote`]).
    UnknownVariant { given: String },
    /// Not one of the options ([`Options::IDS`]).
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
}

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

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The mover's king would be attacked.
    LeavesKingInCheck,
    /// A guard flip while in check (it changes nothing on the board).
    FlipInCheck,
    /// A first half after which no second half makes the turn legal.
    NoSavingHalf,
    /// Castling combined with another half.
    CastlingIsWholeTurn,
    /// Both halves move the same piece.
    SamePieceTwice,
    /// Both halves end on the same square.
    SameDestination,
    /// Both halves capture the same piece.
    SameVictim,
    /// "With collision": the halves' paths cross.
    Collision,
    /// The king is attacked after the whole simultaneous turn.
    CheckAfterTurn,
    /// A first move that does not qualify alone and has no second move.
    DoesNotQualify,
    /// The piece (or castling's king or rook) that made the first move moves again.
    MovedPieceAgain,
    /// En passant as the second move of a turn.
    SecondMoveEnPassant,
    /// Capturing the king given check by the first move.
    KingNeverCaptured,
    /// The first mover going straight back without having captured.
    ReturnToOrigin,
    /// Castling written, but not possible.
    CastlingImpossible,
    /// A guard flip written, but none is pending or nothing would turn.
    NoGuardFlip,
    /// A special action (morph, transform) no piece of the mover can make.
    NoSuchAction { kind: Option<PieceKind> },
    /// A pawn move written in a game without pawns.
    NoPawns { game: &'static str, letters: String },
    /// A promotion to a kind the game does not promote to.
    PromotionNotAllowed { promo: PieceKind, game: &'static str, choices: Vec<PieceKind> },
    /// A promotion move written without its piece.
    PromotionMissing { choices: Vec<PieceKind> },
    /// No piece of this kind can reach the square.
    Unreachable { kind: PieceKind, side: Color, to: String },
    /// ... as the second move of this turn.
    UnreachableSecond { kind: PieceKind, side: Color, to: String },
    /// A pawn capture that only en passant right after the double step could be.
    EnPassantExpired { side: Color, to: String },
    /// A held king's move on the board it is held on (King Hold).
    KingHeld { side: Color, allowed_big: bool },
    /// A bishop's corner commute onto an occupied corner.
    CommuteNeedsEmpty { from: String, to: String },
    /// A stepping or sliding piece asked to cross to the other board.
    StaysOnItsBoard { kind: PieceKind, side: Color, main_board: bool },
    /// More moves than the turn has.
    TurnComplete { after: String, why: Complete },
    /// None of the above applies: simply not a legal move.
    NotLegal,
}

/// Why a turn was already complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Complete {
    GameEnded(Outcome),
    /// White's first Two-Prong turn is a single move.
    FirstTurnSingle,
    CastlingIsWholeTurn,
    AtMostPieces {
        max: u8,
    },
    /// A Chess2 response turn: exactly one move.
    ResponseTurn,
    AtMostTwoMoves,
    OneMove,
}

/// Why a turn may not end yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfinished {
    NothingPlayed,
    /// The king is still attacked after the halves played so far.
    KingUnsafe,
    /// The first move does not qualify as a single-move turn.
    NeedsSecondMove,
    /// Every turn after the first has two moves.
    TwoMovesPerTurn,
    AlreadyComplete,
}

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
    NoVariant,
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
        kind: PieceKind,
    },
    BothExtinct {
        kind: PieceKind,
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
    FlipWithoutPiece {
        into: PieceKind,
        needs: PieceKind,
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

fn lower(kind: PieceKind) -> String {
    kind.name().to_ascii_lowercase()
}

fn letters(kinds: &[PieceKind], sep: &str) -> String {
    kinds.iter().map(|k| k.letter().to_string()).collect::<Vec<_>>().join(sep)
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
                lower(*kind),
                lower(*kind),
                if *last == Color::White { 'w' } else { 'b' }
            ),
            BothExtinct { kind } => write!(
                f,
                "neither side has a {}: the game ends when the first side loses its last {}",
                lower(*kind),
                lower(*kind)
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
            NotANumber { text } => write!(f, "must be a whole number, found {}", quote(text)),
            NumberTooLarge { text } => {
                write!(f, "may be at most {}, found {}", crate::limits::MAX_COUNTER, quote(text))
            }
            TurnNumberZero => write!(f, "the turn number starts at 1"),
            NoSeventhField { found, game } => write!(f, "{game} has no seventh field, found {}", quote(found)),
            BadSeventhField { found, expected } => {
                write!(f, "the seventh field must be {expected}, found {}", quote(found))
            }
            FlipWithoutPiece { into, needs } => {
                write!(f, "a pending flip ={} needs a {} of the side to move to turn", into.letter(), lower(*needs))
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

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        match self {
            LeavesKingInCheck => write!(f, "it would leave the king in check"),
            FlipInCheck => write!(f, "a guard flip is never legal while in check"),
            NoSavingHalf => {
                write!(f, "the king would be in check after it, and no second half can make the turn legal")
            }
            CastlingIsWholeTurn => {
                write!(f, "castling is a complete dual move and cannot be combined with another move")
            }
            SamePieceTwice => write!(f, "the two halves of a dual move must move two different pieces"),
            SameDestination => write!(f, "the two halves of a dual move cannot end on the same square"),
            SameVictim => write!(f, "the two halves of a dual move cannot capture the same piece"),
            Collision => write!(
                f,
                "with collision, the paths of the two halves may not cross or pass through the other's destination \
                 (or the king would be in check after the turn)"
            ),
            CheckAfterTurn => write!(f, "the king would be in check after the whole turn"),
            DoesNotQualify => write!(
                f,
                "it does not qualify as a single-move turn (check, capture, promotion, or a double step the \
                 opponent can take en passant) and no legal second move can follow it"
            ),
            MovedPieceAgain => write!(
                f,
                "the same piece cannot make both moves of a turn (after castling, neither the king nor that rook)"
            ),
            SecondMoveEnPassant => write!(f, "en passant is not allowed as the second move of a turn"),
            KingNeverCaptured => write!(f, "the king is never captured: the check must be answered by the opponent"),
            ReturnToOrigin => write!(
                f,
                "the piece moved first may not return to its square in the same turn unless the first move captured"
            ),
            CastlingImpossible => write!(
                f,
                "castling is not possible here: the king or rook has moved, a square between them is occupied, or \
                 the king is in check, passes through or lands on an attacked square"
            ),
            NoGuardFlip => write!(
                f,
                "no guard flip is available: it is allowed only on the move right after the first guard move, and \
                 only with a piece to turn"
            ),
            NoSuchAction { kind } => write!(
                f,
                "no {} of the side to move can do that (it must stand there since an earlier turn; a transform \
                 needs an enemy Cardinal or Marshall)",
                kind.map_or("piece", |k| k.name())
            ),
            NoPawns { game, letters } => {
                write!(f, "{game} has no pawns: start a move with its piece letter ({letters})")
            }
            PromotionNotAllowed { promo, game, choices } => {
                let names: Vec<&str> = choices.iter().map(|k| k.name()).collect();
                write!(f, "a pawn cannot promote to a {} in {game}; it promotes to {}", promo.name(), names.join(", "))
            }
            PromotionMissing { choices } => {
                write!(f, "reaches the last rank: add the promotion piece, one of {}", letters(choices, ", "))
            }
            Unreachable { kind, side, to } => write!(f, "no {} of {side} can move to {to} here", lower(*kind)),
            UnreachableSecond { kind, side, to } => {
                write!(f, "no {} of {side} can move to {to} as the second move of this turn", lower(*kind))
            }
            EnPassantExpired { side, to } => write!(
                f,
                "no {side} pawn can capture on {to}; en passant is possible only on the move right after the \
                 double step, never as the second move of a turn"
            ),
            KingHeld { side, allowed_big } => write!(
                f,
                "the {} king is held (King Hold) and may move only on the {} board",
                side.name(),
                if *allowed_big { "Big" } else { "Little" }
            ),
            CommuteNeedsEmpty { from, to } => {
                write!(f, "the bishop's corner commute {from}↔{to} needs an empty destination (it never captures)")
            }
            StaysOnItsBoard { kind, side, main_board } => write!(
                f,
                "no {} of {side} stands on the {} board, and a {} never leaves the board it stands on (only leaps \
                 cross between the boards)",
                lower(*kind),
                if *main_board { "main" } else { "secondary" },
                lower(*kind)
            ),
            TurnComplete { after, why } => write!(f, "the turn was already complete after {after} ({why})"),
            NotLegal => write!(f, "is not a legal move here"),
        }
    }
}

impl fmt::Display for Complete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Complete::GameEnded(o) => write!(f, "the game ended: {}", o.describe()),
            Complete::FirstTurnSingle => {
                write!(f, "this turn is a single move: White's first turn of the game is never a dual move")
            }
            Complete::CastlingIsWholeTurn => write!(f, "{}", Illegal::CastlingIsWholeTurn),
            Complete::AtMostPieces { max } => write!(f, "a turn moves at most {max} pieces"),
            Complete::ResponseTurn => {
                write!(f, "this is a response turn (White's first turn, or after a single-move turn): exactly one move")
            }
            Complete::AtMostTwoMoves => write!(f, "a turn has at most two moves"),
            Complete::OneMove => write!(f, "a turn is one move"),
        }
    }
}

impl fmt::Display for Unfinished {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unfinished::NothingPlayed => "no move has been made in this turn yet",
            Unfinished::KingUnsafe => {
                "the king is in check after the halves played so far: another half must make the turn legal"
            }
            Unfinished::NeedsSecondMove => {
                "this move does not qualify as a single-move turn (check, capture, promotion, or a double step the \
                 opponent can take en passant): a second move is required"
            }
            Unfinished::TwoMovesPerTurn => "every turn after White's first has two moves: make the second move",
            Unfinished::AlreadyComplete => "the turn is already complete",
        })
    }
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
            NoVariant => write!(f, "the record names no variant ([Variant \"chess2\"])"),
            OtherVariant { record, asked } => write!(
                f,
                "the record is a game of {} ('{}'), but the variant asked for is '{}'",
                crate::Variant::get(*record, Options::default()).map_or(record.as_str(), |v| v.name),
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
        }
    }
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
                write!(f, "unknown option {given} (known: {})", Options::IDS.join(", "))
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
