//! Position strings, read and written. A string is read into its parts but
//! not yet checked against the rules (shakmaty's `Setup`): [`Setup::parse`]
//! reads every field and reports every problem it finds;
//! [`Position::from_setup`] then checks the setup against the game's rules
//! ([`Position::from_fen`] does both, [`Position::start`] for a game's start
//! string). [`Position::to_fen`] and [`Setup::to_fen`] write one back.
//! What can be wrong with a string is [`issues`].

use crate::error::{ErrorKind, RulesError};
use crate::geometry::Frame;
use crate::limits::{check_len, Input, MAX_COUNTER, MAX_POSITION_LEN};
use crate::piece::{Piece, PieceKind};
use crate::position::Variant;
use crate::position::{EpSquares, Hold, Position, TurnState};
use crate::square::{Bits256, Color, Square};
use crate::variant::SeventhField;

pub use crate::error::{Field, PositionError, PositionIssue};

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
    /// The landing squares written with en-passant squares (`d6c5`: the
    /// pawn passed d6 to c5), needed where a slanting double step could
    /// have passed one square to either side.
    pub en_passant_landings: Vec<(Square, Square)>,
    pub halfmove_clock: u32,
    pub turn_number: u32,
    /// The seventh field `s`: this turn is a single move.
    pub single_only: bool,
    /// The seventh field's digit: this turn has this many moves, fewer than
    /// the game's turns (a definition's `firstTurnMoves`); 0 for none.
    pub short_turn: u8,
    /// The seventh field `=W` / `=F`: a guard flip is pending.
    pub guard_flip: Option<PieceKind>,
    /// The seventh field `hw`, `hb`, `lw`, `lb`: a king is held.
    pub hold: Hold,
}

impl Setup {
    /// What the seventh field says of the turn to play.
    fn turn_kind(&self) -> TurnKindField {
        match (self.single_only, self.short_turn) {
            (true, _) => TurnKindField::Single,
            (false, 0) => TurnKindField::Normal,
            (false, n) => TurnKindField::Short(n),
        }
    }

    /// An empty board, White to move, no rights, clock 0, turn 1, no
    /// seventh-field state.
    pub fn empty() -> Setup {
        Setup {
            pieces: Vec::new(),
            side: Color::White,
            castling: Vec::new(),
            en_passant: Vec::new(),
            en_passant_landings: Vec::new(),
            halfmove_clock: 0,
            turn_number: 1,
            single_only: false,
            short_turn: 0,
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
                let mover = setup.side.other();
                let names = en_passant_names(variant, fields[3], mover);
                let mut squares = Vec::new();
                for name in &names {
                    match variant.geometry.parse_square(name) {
                        None => problem(Field::EnPassant, PositionIssue::NotASquare { text: name.to_string() }),
                        Some(sq) if squares.contains(&sq) => {
                            problem(Field::EnPassant, PositionIssue::EnPassantTwice { square: name.to_string() })
                        }
                        Some(sq) => squares.push(sq),
                    }
                }
                // A landing square written beside its passed square is no en-passant square.
                for &passed in &squares {
                    for &landing in &squares {
                        if slanting_landing(variant, passed, landing, mover) {
                            setup.en_passant_landings.push((passed, landing));
                        }
                    }
                }
                for sq in squares {
                    if !setup.en_passant_landings.iter().any(|&(_, l)| l == sq) {
                        setup.en_passant.push(sq);
                    }
                }
                let given = setup.en_passant.len();
                if given > most {
                    problem(Field::EnPassant, PositionIssue::TooManyEnPassant { given, most, game: variant.name });
                    setup.en_passant.truncate(most);
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
            // A short turn: from 2 moves to one less than the game's turns
            // (only definitions have turns of three moves and more).
            #[cfg(feature = "loaded")]
            (SeventhField::TurnKind, Some(t)) if short_turns(variant) => match t.parse::<u8>() {
                Ok(n) if (2..variant.turn_rule.most_parts()).contains(&n) && t.len() == 1 => setup.short_turn = n,
                _ => problem(
                    Field::Seventh,
                    PositionIssue::ShortTurn { found: t.to_string(), most: variant.turn_rule.most_parts() },
                ),
            },
            (SeventhField::TurnKind, Some(_)) => {
                problem(Field::Seventh, bad("'s' (single-move turn) or 'd'"));
            }
            (SeventhField::GuardFlip, Some("-")) => {}
            (SeventhField::GuardFlip, Some("=W")) => setup.guard_flip = Some(PieceKind::WAZIR),
            (SeventhField::GuardFlip, Some("=F")) => setup.guard_flip = Some(PieceKind::FERZ),
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
        let ep: Vec<(Square, Option<Square>)> = self
            .en_passant
            .iter()
            .fold(Bits256::EMPTY, |mut set, &sq| {
                set.insert(sq);
                set
            })
            .iter()
            .map(|sq| (sq, self.en_passant_landings.iter().find(|&&(p, _)| p == sq).map(|&(_, l)| l)))
            .collect();
        let seventh = seventh_text(variant.seventh, self.turn_kind(), self.guard_flip, self.hold);
        let counters = (self.halfmove_clock, self.turn_number);
        write_fen(variant, &|sq| self.piece_at(sq), self.side, &self.castling, &ep, counters, seventh)
    }
}

/// Writes a position string: the pieces `piece_at` gives, the side to move,
/// the castling rights among `rights` (in the game's order), the
/// en-passant squares (in order, each with its landing square when that
/// must be said), the clock and turn number, and the seventh field.
pub(crate) fn write_fen(
    variant: &Variant,
    piece_at: &dyn Fn(Square) -> Option<Piece>,
    side: Color,
    rights: &[char],
    ep: &[(Square, Option<Square>)],
    (halfmove, turn): (u32, u32),
    seventh: Option<&str>,
) -> String {
    let geo = &variant.geometry;
    let mut s = String::new();
    for rank in (0..geo.height).rev() {
        let mut run = 0;
        for file in 0..geo.width {
            let sq = geo.square(file, rank);
            let content = if !geo.exists(sq) { Some('*') } else { piece_at(sq).map(|p| variant.pieces.char_of(p)) };
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
    for (i, &(sq, landing)) in ep.iter().enumerate() {
        s.push(if i == 0 { ' ' } else { ',' });
        s.push_str(&geo.square_name(sq));
        if let Some(landing) = landing {
            s.push_str(&geo.square_name(landing));
        }
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

/// Where a game's position strings may give a short turn's number of moves:
/// turns of three moves and more, one after the other.
#[cfg(feature = "loaded")]
fn short_turns(variant: &Variant) -> bool {
    matches!(variant.turn_rule, crate::variant::TurnRule::Consecutive { moves: 3.. })
}

/// What the seventh field says of the turn to play.
#[derive(Copy, Clone)]
pub(crate) enum TurnKindField {
    /// `d`: a turn as the game's rule has it.
    Normal,
    /// `s`: a single move.
    Single,
    /// `2` … `7`: this many moves, fewer than the game's turns.
    Short(u8),
}

/// The seventh field for a game's kind of seventh field (`s`/`d`/a short
/// turn's digit, `=W`/`=F`, `hw`/`hb`/`lw`/`lb` or `-`), or `None` for
/// games without one.
pub(crate) fn seventh_text(
    kind: SeventhField,
    turn: TurnKindField,
    guard_flip: Option<PieceKind>,
    hold: Hold,
) -> Option<&'static str> {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    Some(match kind {
        SeventhField::None => return None,
        SeventhField::TurnKind => match turn {
            TurnKindField::Normal => "d",
            TurnKindField::Single => "s",
            TurnKindField::Short(n) if cfg!(feature = "loaded") => DIGITS[n as usize % 10],
            TurnKindField::Short(_) => "d",
        },
        SeventhField::GuardFlip => match guard_flip {
            Some(PieceKind::WAZIR) => "=W",
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
            let piece = variant.pieces.piece_of_char(ch).ok_or(PositionIssue::NotAPiece {
                rank: rank_name,
                ch,
                game: variant.name,
            })?;
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

/// The squares of an en-passant field: ours, separated by commas (`c6,e6`),
/// or Fairy-Stockfish's, run together, where a double step of a piece other
/// than its own pawn lists the passed square and the landing square too
/// (`c5c6`: Black's pawn passed c6 to c5): a landing square, one step
/// beyond a passed square listed for `mover`, is dropped.
fn en_passant_names<'t>(variant: &Variant, field: &'t str, mover: Color) -> Vec<&'t str> {
    // Split before each file letter that follows a digit (ours may write a
    // landing square after its passed square: `d6c5`).
    let run_together = |part: &'t str| {
        let mut names = Vec::new();
        let mut start = 0;
        let bytes = part.as_bytes();
        for i in 1..bytes.len() {
            if bytes[i].is_ascii_alphabetic() && bytes[i - 1].is_ascii_digit() {
                names.push(&part[start..i]);
                start = i;
            }
        }
        names.push(&part[start..]);
        names
    };
    if field.contains(',') {
        return field.split(',').flat_map(run_together).collect();
    }
    let names = run_together(field);
    if names.len() < 2 {
        return names;
    }
    let geo = &variant.geometry;
    let squares: Vec<Option<Square>> = names.iter().map(|n| geo.parse_square(n)).collect();
    let passed = |sq: Square| {
        geo.shift(sq, 0, -mover.forward(), crate::geometry::Frame::PLAIN, false)
            .is_some_and(|behind| squares.contains(&Some(behind)))
    };
    names.into_iter().zip(&squares).filter(|(_, sq)| !sq.is_some_and(passed)).map(|(n, _)| n).collect()
}

/// Is `landing` where `mover`'s pawn lands by a slanting double step over
/// `passed` (Berolina's), as the game's pawns may make one?
fn slanting_landing(variant: &Variant, passed: Square, landing: Square, mover: Color) -> bool {
    let geo = &variant.geometry;
    let pawn = Piece::new(mover, PieceKind::PAWN);
    [-1, 1].into_iter().any(|dx| {
        geo.shift(passed, dx, mover.forward(), Frame::PLAIN, false) == Some(landing)
            && geo
                .shift(passed, -dx, -mover.forward(), Frame::PLAIN, false)
                .is_some_and(|from| variant.tables.cond_quiet(pawn, from).iter().any(|c| c.to == landing))
    })
}

/// Positions read from and written to position strings.
impl Position {
    /// The start position of a variant.
    pub fn start(variant: &'static Variant) -> Position {
        // The start strings are part of the program and tested.
        match Position::from_fen(variant, variant.start) {
            Ok(p) => p,
            Err(e) => unreachable!("start position of {} does not parse: {e}", variant.name),
        }
    }

    /// Reads a position string (see RULES.md, "Common to all five"): reads
    /// it into a [`Setup`], then checks that against the rules. Every
    /// problem found is reported, not only the first.
    pub fn from_fen(variant: &'static Variant, fen: &str) -> Result<Position, RulesError> {
        Position::from_setup(variant, Setup::parse(variant, fen)?)
    }

    /// Checks a setup against the rules of its game: kings, pawns off their
    /// promotion rank, castling rights with their pieces, en-passant squares
    /// behind a pawn that just made its double step, the game's own state,
    /// the side that just moved not in check (or not without its extinction
    /// kind).
    pub fn from_setup(variant: &'static Variant, setup: Setup) -> Result<Position, RulesError> {
        let (pos, problems) = Position::build(variant, &setup);
        if !problems.is_empty() {
            return Err(ErrorKind::Position(problems).into());
        }
        debug_assert_eq!(pos.hash, pos.compute_hash());
        Ok(pos)
    }

    /// The position a setup describes, with every problem the rules find in
    /// it (see [`Position::from_setup`]); the position is only for looking
    /// at when there are problems. Pieces on squares the board lacks, or on
    /// a square already taken, are left out.
    pub(crate) fn build(variant: &'static Variant, setup: &Setup) -> (Position, Vec<PositionError>) {
        let geo = &variant.geometry;
        let mut problems = Vec::new();
        let mut problem = |field, issue| problems.push(PositionError { field, issue });
        let mut pos = Position::empty(variant);
        for &(sq, piece) in &setup.pieces {
            if !geo.exists(sq) || pos.piece_at(sq).is_some() {
                continue;
            }
            // Where promotion is by choice a pawn may stay in the zone, even on its last rank.
            if variant.tables.is_pawn_like(piece.kind())
                && variant.tables.promotes_on(piece, sq)
                && !variant.promotion_optional()
            {
                let issue = PositionIssue::PawnOnPromotionRank { color: piece.color(), square: geo.square_name(sq) };
                problem(Field::Placement, issue);
            }
            pos.put(sq, piece);
        }
        let mut kings_known = variant.royal_check;
        if variant.royal_check {
            for c in Color::BOTH {
                let found = pos.count(c, PieceKind::KING);
                if found != 1 {
                    problem(Field::Placement, PositionIssue::KingCount { color: c, found });
                    kings_known = false;
                }
            }
        }
        if setup.side == Color::Black {
            pos.pass_turn();
        }
        let mut rights = 0u8;
        for rule in variant.castling.iter().filter(|r| setup.castling.contains(&r.fen_char)) {
            if !pos.castling_possible(rule) {
                let issue = PositionIssue::CastlingPiecesMissing {
                    ch: rule.fen_char,
                    color: rule.color,
                    king: geo.square_name(rule.king_from),
                    rook: geo.square_name(rule.rook_from),
                };
                problem(Field::Castling, issue);
            }
            rights |= rule.bit;
        }
        pos.set_castling(rights);
        let mut ep = EpSquares::default();
        let mover = setup.side.other();
        for &sq in &setup.en_passant {
            let written = setup.en_passant_landings.iter().find(|&&(p, _)| p == sq).map(|&(_, l)| l);
            match pos.double_step_landing(sq, mover, written) {
                Ok(landing) => ep.push(sq, landing),
                Err(two) => {
                    let square = geo.square_name(sq);
                    let issue = if two {
                        PositionIssue::EnPassantLandingUnsaid { square }
                    } else {
                        PositionIssue::EnPassantWithoutPawn { square, color: mover }
                    };
                    problem(Field::EnPassant, issue);
                }
            }
        }
        pos.set_ep(pos.relevant_ep(ep));
        pos.halfmove = setup.halfmove_clock;
        pos.fullmove = setup.turn_number;
        if setup.single_only {
            pos.set_turn(TurnState::fresh(true));
        } else if setup.short_turn > 0 {
            pos.set_turn(TurnState { short: setup.short_turn, ..TurnState::fresh(false) });
        }
        pos.set_guard_flip(setup.guard_flip);
        pos.set_hold(setup.hold);
        if let Some(kind) = variant.extinction {
            // The game ended when a side lost its last piece of this kind,
            // with that side to move: the side that just moved keeps its own.
            if pos.count(mover, kind) == 0 {
                let issue = if pos.count(setup.side, kind) == 0 {
                    PositionIssue::BothExtinct { kind: variant.pieces.of(kind) }
                } else {
                    PositionIssue::MoverExtinct { last: mover, mover: setup.side, kind: variant.pieces.of(kind) }
                };
                problem(Field::Placement, issue);
            }
        }
        if let Some(validate) = variant.hooks.validate {
            validate(&pos, &mut problems);
        }
        // Whatever else is wrong, one king a side is enough to tell check.
        if kings_known && pos.is_in_check(mover) {
            let issue = PositionIssue::OpponentInCheck { mover, side: setup.side };
            problems.push(PositionError { field: Field::Side, issue });
        }
        (pos, problems)
    }

    /// Writes the position string.
    pub fn to_fen(&self) -> String {
        let rights: Vec<char> =
            self.variant.castling.iter().filter(|r| self.castling & r.bit != 0).map(|r| r.fen_char).collect();
        let counters = (self.halfmove, self.fullmove);
        write_fen(
            self.variant,
            &|sq| self.piece_at(sq),
            self.side,
            &rights,
            &self.ep_written(),
            counters,
            self.seventh_field(),
        )
    }

    /// The seventh field of the position string (`s`/`d`, `=W`/`=F`,
    /// `hw`/`hb`/`lw`/`lb` or `-`), for the games that have one.
    pub fn seventh_field(&self) -> Option<&'static str> {
        let kind = match self.turn {
            TurnState { single_only: true, .. } => TurnKindField::Single,
            TurnState { short: 2.., .. } => TurnKindField::Short(self.turn.short),
            _ => TurnKindField::Normal,
        };
        seventh_text(self.variant.seventh, kind, self.guard_flip, self.hold)
    }
}
