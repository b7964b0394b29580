//! A position string read into its parts but not yet checked against the
//! rules (shakmaty's `Setup`): [`Setup::parse`] reads every field and
//! reports every problem it finds; [`crate::Position::from_setup`] then
//! checks the setup against the game's rules. [`Setup::to_fen`] writes one
//! back (the one writer of position strings: a position writes its setup).

use crate::error::{quote, ErrorKind, RulesError};
use crate::limits::{check_len, Input, MAX_COUNTER, MAX_POSITION_LEN};
use crate::piece::{Piece, PieceKind};
use crate::square::{Bits256, Color, Square};
use crate::variant::{SeventhField, Variant};
use std::fmt;

/// The fields of a position string, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces and their squares (existing squares of the board).
    pub pieces: Vec<(Square, Piece)>,
    pub side: Color,
    /// Castling rights by their letters (each a right of the game, once).
    pub castling: Vec<char>,
    /// En-passant squares (at most one per double step a turn can make).
    pub en_passant: Vec<Square>,
    pub halfmove_clock: u32,
    pub turn_number: u32,
    /// The seventh field `s`: this turn is a single move.
    pub single_only: bool,
    /// The seventh field `=W` / `=F`: a guard flip is pending.
    pub guard_flip: Option<PieceKind>,
    /// The seventh field `hw`, `hb`, `lw`, `lb`: a king is held.
    pub hold: Hold,
}

impl Setup {
    /// An empty board, White to move, no rights, clock 0, turn 1, no
    /// seventh-field state.
    pub fn empty() -> Setup {
        Setup {
            pieces: Vec::new(),
            side: Color::White,
            castling: Vec::new(),
            en_passant: Vec::new(),
            halfmove_clock: 0,
            turn_number: 1,
            single_only: false,
            guard_flip: None,
            hold: Hold::None,
        }
    }

    /// The piece on `sq`, if the setup has one there.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pieces.iter().find(|&&(s, _)| s == sq).map(|&(_, p)| p)
    }

    /// Reads a position string of `variant`'s board: placement, side to
    /// move, castling, en passant, half-move clock, turn number and the
    /// seventh field. The trailing three may be left out (clock 0, turn 1,
    /// seventh field `-`, or `d` for the double-move games), so 4 to 7
    /// fields are read.
    pub fn parse(variant: &Variant, fen: &str) -> Result<Setup, RulesError> {
        let (setup, problems) = Setup::read(variant, fen)?;
        if problems.is_empty() {
            Ok(setup)
        } else {
            Err(ErrorKind::Position(problems).into())
        }
    }

    /// Reads what can be read of a position string (as [`Setup::parse`]),
    /// with every problem found: a field in error keeps its default, a rank
    /// in error adds no pieces. Only a string over the length limit is
    /// refused outright.
    pub fn read(variant: &Variant, fen: &str) -> Result<(Setup, Vec<PositionError>), RulesError> {
        check_len(fen, MAX_POSITION_LEN, Input::PositionString)?;
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut problems = Vec::new();
        let mut setup = Setup::empty();
        if fields.len() < 4 || fields.len() > 7 {
            let issue =
                PositionIssue::FieldCount { found: fields.len(), seventh: variant.seventh != SeventhField::None };
            return Ok((setup, vec![PositionError { field: Field::Whole, issue }]));
        }
        let mut problem = |field, issue| problems.push(PositionError { field, issue });
        read_placement(variant, fields[0], &mut setup.pieces, &mut problem);

        match fields[1] {
            "w" => {}
            "b" => setup.side = Color::Black,
            s => problem(Field::Side, PositionIssue::BadSide { found: s.to_string() }),
        }

        if fields[2] != "-" {
            for ch in fields[2].chars() {
                if !variant.castling.iter().any(|r| r.fen_char == ch) {
                    problem(Field::Castling, PositionIssue::NoSuchCastlingRight { ch, game: variant.name });
                } else if setup.castling.contains(&ch) {
                    problem(Field::Castling, PositionIssue::CastlingRightTwice { ch });
                } else {
                    setup.castling.push(ch);
                }
            }
        }

        if fields[3] != "-" {
            if !variant.en_passant {
                problem(Field::EnPassant, PositionIssue::NoEnPassant { game: variant.name });
            } else {
                let most = variant.en_passant_most();
                let given = fields[3].split(',').count();
                if given > most {
                    problem(Field::EnPassant, PositionIssue::TooManyEnPassant { given, most, game: variant.name });
                }
                for name in fields[3].split(',').take(most) {
                    match variant.geometry.parse_square(name) {
                        None => problem(Field::EnPassant, PositionIssue::NotASquare { text: name.to_string() }),
                        Some(sq) if setup.en_passant.contains(&sq) => {
                            problem(Field::EnPassant, PositionIssue::EnPassantTwice { square: name.to_string() })
                        }
                        Some(sq) => setup.en_passant.push(sq),
                    }
                }
            }
        }

        // Clocks: whole numbers up to MAX_COUNTER.
        let mut number = |i: usize, field: Field, default: u32| -> u32 {
            let Some(t) = fields.get(i) else { return default };
            if !t.bytes().all(|b| b.is_ascii_digit()) {
                problem(field, PositionIssue::NotANumber { text: t.to_string() });
                return default;
            }
            match t.parse::<u32>() {
                Ok(n) if n <= MAX_COUNTER => n,
                _ => {
                    problem(field, PositionIssue::NumberTooLarge { text: t.to_string() });
                    default
                }
            }
        };
        setup.halfmove_clock = number(4, Field::HalfmoveClock, 0);
        setup.turn_number = number(5, Field::TurnNumber, 1);
        if setup.turn_number == 0 {
            problem(Field::TurnNumber, PositionIssue::TurnNumberZero);
            setup.turn_number = 1;
        }

        let seventh = fields.get(6).copied();
        let bad = |expected| PositionIssue::BadSeventhField { found: seventh.unwrap_or_default().into(), expected };
        match (variant.seventh, seventh) {
            (_, None) => {}
            (SeventhField::None, Some("-")) => {}
            (SeventhField::None, Some(t)) => {
                problem(Field::Seventh, PositionIssue::NoSeventhField { found: t.to_string(), game: variant.name })
            }
            (SeventhField::TurnKind, Some("d")) => {}
            (SeventhField::TurnKind, Some("s")) => setup.single_only = true,
            (SeventhField::TurnKind, Some(_)) => {
                problem(Field::Seventh, bad("'s' (single-move turn) or 'd'"));
            }
            (SeventhField::GuardFlip, Some("-")) => {}
            (SeventhField::GuardFlip, Some("=W")) => setup.guard_flip = Some(PieceKind::Wazir),
            (SeventhField::GuardFlip, Some("=F")) => setup.guard_flip = Some(PieceKind::Ferz),
            (SeventhField::GuardFlip, Some(_)) => problem(Field::Seventh, bad("'=W', '=F' or '-'")),
            (SeventhField::KingHold, Some(t)) => match t {
                "-" => {}
                "hw" => setup.hold = Hold::Big(Color::White),
                "hb" => setup.hold = Hold::Big(Color::Black),
                "lw" => setup.hold = Hold::Little(Color::White),
                "lb" => setup.hold = Hold::Little(Color::Black),
                _ => problem(Field::Seventh, bad("hw, hb, lw, lb or '-'")),
            },
        }
        Ok((setup, problems))
    }

    /// Writes the position string: ranks from the top, castling rights in
    /// the game's order, en-passant squares in square order, and the
    /// seventh field for the games that have one.
    pub fn to_fen(&self, variant: &Variant) -> String {
        // In square order, each once.
        let ep: Vec<Square> = self
            .en_passant
            .iter()
            .fold(Bits256::EMPTY, |mut set, &sq| {
                set.insert(sq);
                set
            })
            .iter()
            .collect();
        let seventh = seventh_text(variant.seventh, self.single_only, self.guard_flip, self.hold);
        let counters = (self.halfmove_clock, self.turn_number);
        write_fen(variant, &|sq| self.piece_at(sq), self.side, &self.castling, &ep, counters, seventh)
    }
}

/// Writes a position string: the pieces `piece_at` gives, the side to move,
/// the castling rights among `rights` (in the game's order), the
/// en-passant squares (in order), the clock and turn number, and the
/// seventh field.
pub(crate) fn write_fen(
    variant: &Variant,
    piece_at: &dyn Fn(Square) -> Option<Piece>,
    side: Color,
    rights: &[char],
    ep: &[Square],
    (halfmove, turn): (u32, u32),
    seventh: Option<&str>,
) -> String {
    let geo = &variant.geometry;
    let mut s = String::new();
    for rank in (0..geo.height).rev() {
        let mut run = 0;
        for file in 0..geo.width {
            let sq = geo.square(file, rank);
            let content = if !geo.exists(sq) { Some('*') } else { piece_at(sq).map(|p| p.fen_char()) };
            match content {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    s.push(c);
                }
            }
        }
        if run > 0 {
            s.push_str(&run.to_string());
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push_str(if side == Color::White { " w " } else { " b " });
    let before = s.len();
    s.extend(variant.castling.iter().map(|r| r.fen_char).filter(|c| rights.contains(c)));
    if s.len() == before {
        s.push('-');
    }
    for (i, &sq) in ep.iter().enumerate() {
        s.push(if i == 0 { ' ' } else { ',' });
        s.push_str(&geo.square_name(sq));
    }
    if ep.is_empty() {
        s.push_str(" -");
    }
    s.push_str(&format!(" {halfmove} {turn}"));
    if let Some(field) = seventh {
        s.push(' ');
        s.push_str(field);
    }
    s
}

/// The seventh field for a game's kind of seventh field (`s`/`d`,
/// `=W`/`=F`, `hw`/`hb`/`lw`/`lb` or `-`), or `None` for games without one.
pub(crate) fn seventh_text(
    kind: SeventhField,
    single_only: bool,
    guard_flip: Option<PieceKind>,
    hold: Hold,
) -> Option<&'static str> {
    Some(match kind {
        SeventhField::None => return None,
        SeventhField::TurnKind if single_only => "s",
        SeventhField::TurnKind => "d",
        SeventhField::GuardFlip => match guard_flip {
            Some(PieceKind::Wazir) => "=W",
            Some(_) => "=F",
            None => "-",
        },
        SeventhField::KingHold => match hold {
            Hold::None => "-",
            Hold::Big(Color::White) => "hw",
            Hold::Big(Color::Black) => "hb",
            Hold::Little(Color::White) => "lw",
            Hold::Little(Color::Black) => "lb",
        },
    })
}

/// Reads the placement field: ranks from the top, `/` between them, runs of
/// empty squares as decimal numbers, `*` for missing squares. Every rank
/// must have exactly the board's width; each bad rank is reported once.
fn read_placement(
    variant: &Variant,
    placement: &str,
    pieces: &mut Vec<(Square, Piece)>,
    problem: &mut impl FnMut(Field, PositionIssue),
) {
    let geo = &variant.geometry;
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != geo.height as usize {
        problem(Field::Placement, PositionIssue::RankCount { expected: geo.height, found: ranks.len() });
        return;
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        if let Err(issue) = read_rank(variant, geo.height - 1 - i as u8, rank_text, pieces) {
            problem(Field::Placement, issue);
        }
    }
}

/// One rank of the placement, from file a.
fn read_rank(
    variant: &Variant,
    rank: u8,
    rank_text: &str,
    pieces: &mut Vec<(Square, Piece)>,
) -> Result<(), PositionIssue> {
    let geo = &variant.geometry;
    let width = geo.width as usize;
    let rank_name = rank as u32 + 1;
    let too_long = || PositionIssue::RankTooLong { rank: rank_name, text: rank_text.to_string(), width };
    let name = |file: usize| format!("{}{rank_name}", geo.files[file]);
    // Squares of this rank read so far (never more than `width`).
    let mut file = 0usize;
    let bytes = rank_text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_digit() {
            // A run of empty squares: never more than the rest of the rank.
            let start = i;
            let mut n = 0usize;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                n = n * 10 + (bytes[i] - b'0') as usize;
                i += 1;
                if n > width - file {
                    return Err(too_long());
                }
            }
            if n == 0 {
                return Err(PositionIssue::EmptyRunOfZero { rank: rank_name, text: rank_text[start..i].to_string() });
            }
            if let Some(f) = (file..file + n).find(|&f| !geo.exists(geo.square(f as u8, rank))) {
                return Err(PositionIssue::MissingSquareNotMarked { square: name(f) });
            }
            file += n;
            continue;
        }
        if file >= width {
            return Err(too_long());
        }
        let sq = geo.square(file as u8, rank);
        if c == b'*' {
            if geo.exists(sq) {
                return Err(PositionIssue::StarOnExistingSquare { square: name(file) });
            }
            i += 1;
        } else {
            let ch = rank_text[i..].chars().next().unwrap_or('?');
            let piece = Piece::from_fen_char(ch)
                .filter(|p| variant.kinds.contains(&p.kind()))
                .ok_or(PositionIssue::NotAPiece { rank: rank_name, ch, game: variant.name })?;
            if !geo.exists(sq) {
                return Err(PositionIssue::PieceOnMissingSquare { square: name(file) });
            }
            pieces.push((sq, piece));
            i += ch.len_utf8();
        }
        file += 1;
    }
    if file != width {
        return Err(PositionIssue::RankTooShort { rank: rank_name, squares: file, width });
    }
    Ok(())
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
                write!(
                    f,
                    "a pending flip ={} needs a {} of the side to move to turn",
                    into.letter(),
                    needs.lower_name()
                )
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

/// A King Hold: which king is held, and on which board (frame) it may no
/// longer move. A held king moves, and attacks, only in the other frame.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Hold {
    #[default]
    None,
    /// This colour's king may not make Big-board moves (frame 1): it moves
    /// only on the Little board (frame 0).
    Big(Color),
    /// Sibahi: this colour's king may not make Little-board moves: it moves
    /// only on the Big board (frame 1).
    Little(Color),
}

impl Hold {
    /// The held king's colour and the one frame it still moves in.
    #[inline]
    pub fn held(self) -> Option<(Color, usize)> {
        match self {
            Hold::None => None,
            Hold::Big(c) => Some((c, 0)),
            Hold::Little(c) => Some((c, 1)),
        }
    }
}
