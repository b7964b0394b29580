//! Why a part or a turn is refused: the reasons as data, with their
//! messages (the variants' own refusals name them too). A reason names a
//! piece by its game's type (its game lives for the program), so the
//! message reads the game's own names and letters.

use crate::outcome::Outcome;
use crate::piece::PieceType;
use crate::square::Color;
use std::fmt;

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The mover's king would be attacked.
    LeavesKingInCheck,
    /// The move would attack the enemy king, in a game where checks are not allowed.
    GivesCheck,
    /// A move that captures nothing where a capture is possible, in a game
    /// where capturing is compulsory (Antichess).
    MustCapture,
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
    NoSuchAction { kind: Option<&'static PieceType> },
    /// A pawn move written in a game without pawns.
    NoPawns { game: &'static str, letters: String },
    /// A promotion to a kind the game does not promote to.
    PromotionNotAllowed { promo: &'static PieceType, game: &'static str, choices: Vec<&'static PieceType> },
    /// A promotion move written without its piece.
    PromotionMissing { choices: Vec<&'static PieceType> },
    /// No piece of this kind can reach the square.
    Unreachable { kind: &'static PieceType, side: Color, to: String },
    /// ... as the second move of this turn.
    UnreachableSecond { kind: &'static PieceType, side: Color, to: String },
    /// A pawn capture that only en passant right after the double step could be.
    EnPassantExpired { side: Color, to: String },
    /// A held king's move on the board it is held on (King Hold).
    KingHeld { side: Color, allowed_big: bool },
    /// A bishop's corner commute onto an occupied corner.
    CommuteNeedsEmpty { from: String, to: String },
    /// A stepping or sliding piece asked to cross to the other board.
    StaysOnItsBoard { kind: &'static PieceType, side: Color, main_board: bool },
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
    AtMostMoves {
        max: u8,
    },
    /// A check given before the turn's last move ended the turn.
    CheckEndsTurn,
    /// The first turn (marked single) of a game of consecutive moves: one move.
    FirstTurnOneMove,
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
    /// Every turn after the first has `moves` moves.
    MovesPerTurn {
        moves: u8,
    },
    AlreadyComplete,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        match self {
            LeavesKingInCheck => write!(f, "it would leave the king in check"),
            GivesCheck => write!(f, "it would give check, and checks are not allowed in this game"),
            MustCapture => write!(f, "a capture is possible, and capturing is compulsory in this game"),
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
                kind.map_or("piece", |k| &k.name)
            ),
            NoPawns { game, letters } => {
                write!(f, "{game} has no pawns: start a move with its piece letter ({letters})")
            }
            PromotionNotAllowed { promo, game, choices } => {
                let names: Vec<&str> = choices.iter().map(|k| &*k.name).collect();
                write!(f, "a pawn cannot promote to a {} in {game}; it promotes to {}", promo.name, names.join(", "))
            }
            PromotionMissing { choices } => {
                write!(
                    f,
                    "reaches the last rank: add the promotion piece, one of {}",
                    choices.iter().map(|k| k.letter.to_string()).collect::<Vec<_>>().join(", ")
                )
            }
            Unreachable { kind, side, to } => write!(f, "no {} of {side} can move to {to} here", kind.lower_name()),
            UnreachableSecond { kind, side, to } => {
                write!(f, "no {} of {side} can move to {to} as the second move of this turn", kind.lower_name())
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
                kind.lower_name(),
                if *main_board { "main" } else { "secondary" },
                kind.lower_name()
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
            Complete::AtMostMoves { max } => write!(f, "a turn has at most {} moves", number_word(*max)),
            Complete::CheckEndsTurn => write!(f, "a check given before the turn's last move ends the turn"),
            Complete::FirstTurnOneMove => {
                write!(f, "this turn is one move: White's first turn of the game is a single move")
            }
            Complete::OneMove => write!(f, "a turn is one move"),
        }
    }
}

impl fmt::Display for Unfinished {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfinished::NothingPlayed => f.write_str("no move has been made in this turn yet"),
            Unfinished::KingUnsafe => f.write_str(
                "the king is in check after the halves played so far: another half must make the turn legal",
            ),
            Unfinished::NeedsSecondMove => f.write_str(
                "this move does not qualify as a single-move turn (check, capture, promotion, or a double step the \
                 opponent can take en passant): a second move is required",
            ),
            Unfinished::MovesPerTurn { moves } => {
                write!(f, "every turn after White's first has {} moves: make the next move", number_word(*moves))
            }
            Unfinished::AlreadyComplete => f.write_str("the turn is already complete"),
        }
    }
}

/// A turn's count of moves in words (two, three), as the messages say it.
pub(crate) fn number_word(n: u8) -> &'static str {
    ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"].get(n as usize).copied().unwrap_or("several")
}
