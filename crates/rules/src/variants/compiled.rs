//! Definitions compiled: the games a definitions file describes, as bytes
//! any module of the program can load without the definitions reader.
//!
//! The reader (`crate::definition`) is large (its wasm module, 98 KB gzipped),
//! so the web page reads a file once, in a module of its own, and hands
//! these bytes to the modules that play (the page's rules for any game, the
//! computer's worker), which only decode them: about 9 KB gzipped each.
//!
//! The bytes are outside input to whoever loads them (a page may pass any):
//! decoding checks every count, kind and square, so a [`Spec`] it returns
//! builds without a panic, and anything else is an error.

use super::loaded;
use super::spec::{Castling, Spec};
use crate::error::{Problem, ProblemKind};
use crate::geometry::Geometry;
use crate::limits::{MAX_FILE_TABLE_BYTES, MAX_TABLE_BYTES};
use crate::piece::{Atom, Mode, PieceKind, PieceTable, PieceType, Walk, BUILTIN_KINDS, MAX_KINDS};
use crate::position::{Position, Variant};
use crate::square::{Bits256, Color, Square};
use crate::tables::Zones;
use crate::variant::{
    CastlingRule, Flag, Insufficient, KindSet, NoProgress, Repetition, SeventhField, Stalemate, TurnRule, VariantId,
};
use std::borrow::Cow;
use std::sync::Mutex;

/// The first bytes of compiled definitions, with the format's version: a
/// module of another version refuses them instead of misreading.
const MAGIC: &[u8; 4] = b"tfd5";

/// A piece with no picture chosen (`pieceArt`): the byte after its atoms.
const NO_ART: u8 = 0xFF;

/// The largest board side a definition may have (`maxFile`, `maxRank`).
const MOST_SIDE: u8 = 16;

/// One game of a compiled file.
pub(crate) struct CompiledGame {
    pub name: String,
    pub summary: String,
    /// The line of its section in the text, for problems found on loading.
    pub line: u32,
    pub spec: Spec,
}

/// Why bytes are not compiled definitions.
#[derive(Debug, PartialEq, Eq)]
pub struct NotCompiled(&'static str);

impl std::fmt::Display for NotCompiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "these bytes are not definitions compiled by this version of twofold ({})", self.0)
    }
}

/// The bytes of `games` (each a definition's [`Spec`]: a rectangle board,
/// castling as rules, no hooks, as `crate::definition` makes them).
pub(crate) fn encode(games: &[CompiledGame]) -> Vec<u8> {
    let mut w = Writer(MAGIC.to_vec());
    w.count(games.len());
    for g in games {
        w.text(&g.name);
        w.text(&g.summary);
        w.u32(g.line);
        spec(&mut w, &g.spec);
    }
    w.0
}

fn spec(w: &mut Writer, s: &Spec) {
    w.u8(s.geometry.width);
    w.u8(s.geometry.height);
    w.bits(s.geometry.holes());
    let types: Vec<&PieceType> = s.pieces.kinds().iter().filter_map(|&k| s.pieces.get(k)).collect();
    w.count(types.len());
    for t in types {
        w.u8(t.kind.index() as u8);
        w.u8(t.letter as u8);
        w.text(&t.name);
        w.text(&t.description);
        w.count(t.atoms.len());
        for &a in t.atoms.iter() {
            atom(w, a);
        }
        w.u8(t.art.map_or(NO_ART, |k| k.index() as u8));
    }
    w.text(s.start);
    for side in &s.promotions {
        w.kinds(side);
    }
    match s.zones.double_step {
        None => w.u8(0),
        Some([white, black]) => {
            w.u8(1);
            w.u8(white);
            w.u8(black);
        }
    }
    w.bits(s.zones.initial[0]);
    w.bits(s.zones.initial[1]);
    match s.zones.promotion {
        None => w.u8(0),
        Some((kinds, [white, black])) => {
            w.u8(1);
            w.u32(kinds);
            w.bits(white);
            w.bits(black);
        }
    }
    w.count(s.zones.mobility.len());
    for &(kind, [white, black]) in &s.zones.mobility {
        w.u8(kind.index() as u8);
        w.bits(white);
        w.bits(black);
    }
    let rules: &[CastlingRule] = match &s.castling {
        Castling::Rules(rules) => rules,
        // Not made by definitions; written as none rather than misread.
        Castling::None | Castling::Fide { .. } => &[],
    };
    w.count(rules.len());
    for r in rules {
        w.u8(r.color as u8);
        w.u8(r.king_side as u8);
        for sq in [r.king_from, r.king_to, r.rook_from, r.rook_to] {
            w.u8(sq.0);
        }
        w.u32(r.rook_kinds.bits());
        w.bits(r.empty);
        w.count(r.king_path.len());
        for sq in &r.king_path {
            w.u8(sq.0);
        }
        w.u8(r.bit);
        w.u8(r.fen_char as u8);
    }
    let (rule, moves) = match s.turn_rule {
        TurnRule::Single => (0, 1),
        TurnRule::Simultaneous { max } => (1, max),
        TurnRule::Conditional => (2, 2),
        TurnRule::Consecutive { moves } => (3, moves),
    };
    w.u8(rule);
    w.u8(moves);
    let flags = [
        s.collision,
        s.royal_check,
        s.en_passant,
        s.baring,
        s.baring_claim,
        s.check_ends_turn,
        s.return_barred,
        s.no_progress.counts_turns,
    ];
    w.u8(flags.iter().enumerate().fold(0, |acc, (i, &on)| acc | (on as u8) << i));
    // A second byte of flags: checks given are illegal; promotion by choice;
    // captures compulsory; a side with no piece left wins.
    w.u8(!s.checks_allowed as u8
        | (s.promotion_optional as u8) << 1
        | (s.must_capture as u8) << 2
        | (s.bare_wins as u8) << 3);
    w.u8(s.extinction.map_or(u8::MAX, |k| k.index() as u8));
    w.u32(s.no_progress.limit);
    w.u32(s.no_progress.reset_by.bits());
    w.u8(s.repetition as u8);
    w.u8(s.stalemate as u8);
    w.u8(s.insufficient as u8);
    w.u8(s.seventh as u8);
    match &s.flag {
        None => w.u8(0),
        Some(f) => {
            w.u8(1);
            for side in 0..2 {
                w.u8(f.piece[side].map_or(u8::MAX, |k| k.index() as u8));
                w.bits(f.region[side]);
            }
            w.u8(f.extra_move as u8);
        }
    }
}

fn atom(w: &mut Writer, a: Atom) {
    let (tag, x, y, extra) = match a {
        Atom::Step(x, y) => (0, x, y, 0),
        Atom::Leap(x, y) => (1, x, y, 0),
        Atom::Slide(x, y) => (2, x, y, 0),
        Atom::LineOfThree(x, y) => (3, x, y, 0),
        Atom::TwoKingSteps => (4, 0, 0, 0),
        Atom::PawnPush => (5, 0, 0, 0),
        Atom::PawnDoubleStep => (6, 0, 0, 0),
        Atom::PawnCapture => (7, 0, 0, 0),
        Atom::BerolinaPush => (8, 0, 0, 0),
        Atom::BerolinaCapture => (9, 0, 0, 0),
        Atom::Jump(x, y, mode) => (10, x, y, mode as u8),
        Atom::Initial(x, y, lame) => (11, x, y, lame as u8),
        Atom::Walk(walk) => (12, walk.dx, walk.dy, walk.mode as u8 | (walk.hop as u8) << 2 | (walk.lame as u8) << 3),
    };
    w.u8(tag);
    w.u8(x as u8);
    w.u8(y as u8);
    w.u8(extra);
    if let Atom::Walk(walk) = a {
        w.u8(walk.range);
    }
}

/// The games of `bytes`, each checked so that it builds, or why not.
pub(crate) fn decode(bytes: &[u8]) -> Result<Vec<CompiledGame>, NotCompiled> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(MAGIC.len())? != MAGIC {
        return Err(NotCompiled("they do not start as compiled definitions do"));
    }
    let count = r.count()?;
    let mut games = Vec::new();
    for _ in 0..count {
        let name = r.text()?;
        let summary = r.text()?;
        let line = r.u32()?;
        games.push(CompiledGame { name, summary, line, spec: read_spec(&mut r)? });
    }
    if r.at != bytes.len() {
        return Err(NotCompiled("bytes follow the last game"));
    }
    Ok(games)
}

fn read_spec(r: &mut Reader) -> Result<Spec, NotCompiled> {
    let (width, height) = (r.u8()?, r.u8()?);
    if !(1..=MOST_SIDE).contains(&width) || !(1..=MOST_SIDE).contains(&height) {
        return Err(NotCompiled("a board larger than 16 by 16"));
    }
    let holes = r.bits()?;
    if holes.iter().any(|sq| sq.index() >= width as usize * height as usize) {
        return Err(NotCompiled("a wall off the board"));
    }
    let geometry = Geometry::rectangle_with_holes(width, height, &holes);
    if geometry.squares().next().is_none() {
        return Err(NotCompiled("a board of walls alone"));
    }
    let square = |r: &mut Reader| -> Result<Square, NotCompiled> {
        let sq = Square(r.u8()?);
        if geometry.exists(sq) {
            Ok(sq)
        } else {
            Err(NotCompiled("a square off the board"))
        }
    };
    let on_board = |b: Bits256| -> Result<Bits256, NotCompiled> {
        let mut left = b;
        geometry.squares().for_each(|sq| left.remove(sq));
        if left.is_empty() {
            Ok(b)
        } else {
            Err(NotCompiled("a square off the board"))
        }
    };
    let mut types = Vec::new();
    for _ in 0..r.count()? {
        let kind = r.kind()?;
        let letter = r.u8()? as char;
        let name = Cow::Owned(r.text()?);
        let description = Cow::Owned(r.text()?);
        let mut atoms = Vec::new();
        for _ in 0..r.count()? {
            atoms.push(r.atom()?);
        }
        let art = match r.u8()? {
            NO_ART => None,
            k if (k as usize) < BUILTIN_KINDS => PieceKind::new(k as usize),
            _ => return Err(NotCompiled("a piece's picture that is not a built-in one")),
        };
        types.push(PieceType { kind, letter, name, description, atoms: Cow::Owned(atoms), art });
    }
    let pieces = PieceTable::new(types).map_err(|_| NotCompiled("a piece table that cannot be"))?;
    let in_game = |k: PieceKind| -> Result<PieceKind, NotCompiled> {
        pieces.get(k).map(|_| k).ok_or(NotCompiled("a piece the game does not have"))
    };
    let game_kinds = |bits: u32| -> Result<u32, NotCompiled> {
        (0..MAX_KINDS)
            .filter(|i| bits >> i & 1 != 0)
            .try_for_each(|i| in_game(PieceKind::new(i).unwrap_or(PieceKind::PAWN)).map(|_| ()))?;
        Ok(bits)
    };
    let start: &'static str = Box::leak(r.text()?.into_boxed_str());
    let mut promotions = [Vec::new(), Vec::new()];
    for side in &mut promotions {
        for _ in 0..r.count()? {
            side.push(in_game(r.kind()?)?);
        }
    }
    let rank = |r: &mut Reader| -> Result<u8, NotCompiled> {
        let rank = r.u8()?;
        if rank < height {
            Ok(rank)
        } else {
            Err(NotCompiled("a rank off the board"))
        }
    };
    let double_step = match r.u8()? {
        0 => None,
        _ => Some([rank(r)?, rank(r)?]),
    };
    let initial = [on_board(r.bits()?)?, on_board(r.bits()?)?];
    let promotion = match r.u8()? {
        0 => None,
        _ => Some((game_kinds(r.u32()?)?, [on_board(r.bits()?)?, on_board(r.bits()?)?])),
    };
    let mut mobility = Vec::new();
    for _ in 0..r.count()? {
        mobility.push((in_game(r.kind()?)?, [on_board(r.bits()?)?, on_board(r.bits()?)?]));
    }
    let mut castling = Vec::new();
    for _ in 0..r.count()? {
        let color = if r.u8()? == 0 { Color::White } else { Color::Black };
        let king_side = r.u8()? != 0;
        let (king_from, king_to, rook_from, rook_to) = (square(r)?, square(r)?, square(r)?, square(r)?);
        let rook_kinds = KindSet::from_bits(game_kinds(r.u32()?)?);
        let empty = on_board(r.bits()?)?;
        let mut king_path = Vec::new();
        for _ in 0..r.count()? {
            king_path.push(square(r)?);
        }
        // The right's one bit in the position's byte of rights.
        let bit = r.u8()?;
        let fen_char = r.u8()? as char;
        // The king and the rook land where the rule has checked the board is
        // free (or where they stood): else castling would put a piece on one.
        let free = |sq: Square| empty.contains(sq) || sq == king_from || sq == rook_from;
        if bit.count_ones() != 1
            || !fen_char.is_ascii_alphabetic()
            || king_from == rook_from
            || king_to == rook_to
            || !free(king_to)
            || !free(rook_to)
        {
            return Err(NotCompiled("a castling right that cannot be"));
        }
        castling.push(CastlingRule {
            color,
            king_side,
            king_from,
            king_to,
            rook_from,
            rook_to,
            rook_kinds,
            empty,
            king_path,
            bit,
            fen_char,
        });
    }
    let turn_rule = match (r.u8()?, r.u8()?) {
        (0, 1) => TurnRule::Single,
        (1, max @ 2..=3) => TurnRule::Simultaneous { max },
        (2, 2) => TurnRule::Conditional,
        (3, moves) if (2..=crate::position::MOST_PARTS as u8).contains(&moves) => TurnRule::Consecutive { moves },
        _ => return Err(NotCompiled("a turn rule this version does not play")),
    };
    let flags = r.u8()?;
    let flag = |i: u8| flags >> i & 1 != 0;
    let more_flags = r.u8()?;
    if more_flags >> 4 != 0 {
        return Err(NotCompiled("rules this version does not have"));
    }
    let checks_allowed = more_flags & 1 == 0;
    let promotion_optional = more_flags & 2 != 0;
    let must_capture = more_flags & 4 != 0;
    let bare_wins = more_flags & 8 != 0;
    let extinction = match r.u8()? {
        u8::MAX => None,
        k => Some(in_game(PieceKind::new(k as usize).ok_or(NotCompiled("a piece the game does not have"))?)?),
    };
    let no_progress =
        NoProgress { counts_turns: flag(7), limit: r.u32()?, reset_by: KindSet::from_bits(game_kinds(r.u32()?)?) };
    let repetition = match r.u8()? {
        0 => Repetition::Off,
        1 => Repetition::AtTurnStarts,
        2 => Repetition::AfterEveryMove,
        _ => return Err(NotCompiled("an unknown repetition rule")),
    };
    let stalemate = match r.u8()? {
        0 => Stalemate::Draw,
        1 => Stalemate::Loss,
        2 => Stalemate::Win,
        _ => return Err(NotCompiled("an unknown stalemate rule")),
    };
    let insufficient = match r.u8()? {
        0 => Insufficient::Never,
        1 => Insufficient::KingVsKing,
        2 => Insufficient::Fide,
        _ => return Err(NotCompiled("an unknown rule of insufficient material")),
    };
    let seventh = match r.u8()? {
        0 => SeventhField::None,
        1 => SeventhField::TurnKind,
        _ => return Err(NotCompiled("a seventh field definitions do not have")),
    };
    let goal = match r.u8()? {
        0 => None,
        1 => {
            let mut piece = [None; 2];
            let mut region = [Bits256::EMPTY; 2];
            for side in 0..2 {
                piece[side] = match r.u8()? {
                    u8::MAX => None,
                    k => {
                        Some(in_game(PieceKind::new(k as usize).ok_or(NotCompiled("a piece the game does not have"))?)?)
                    }
                };
                region[side] = on_board(r.bits()?)?;
            }
            Some(Flag { piece, region, extra_move: r.u8()? != 0 })
        }
        _ => return Err(NotCompiled("a goal this version does not have")),
    };
    Ok(Spec {
        geometry,
        pieces,
        start,
        promotions,
        zones: Zones { double_step, initial, promotion, mobility },
        castling: Castling::Rules(castling),
        turn_rule,
        collision: flag(0),
        royal_check: flag(1),
        checks_allowed,
        promotion_optional,
        must_capture,
        bare_wins,
        en_passant: flag(2),
        baring: flag(3),
        baring_claim: flag(4),
        check_ends_turn: flag(5),
        return_barred: flag(6),
        extinction,
        flag: goal,
        no_progress,
        repetition,
        stalemate,
        insufficient,
        seventh,
        ..Spec::chess()
    })
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }

    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn count(&mut self, n: usize) {
        self.u32(n as u32);
    }

    fn text(&mut self, s: &str) {
        self.count(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }

    fn bits(&mut self, b: Bits256) {
        for word in b.0 {
            self.0.extend_from_slice(&word.to_le_bytes());
        }
    }

    fn kinds(&mut self, kinds: &[PieceKind]) {
        self.count(kinds.len());
        for k in kinds {
            self.u8(k.index() as u8);
        }
    }
}

struct Reader<'b> {
    bytes: &'b [u8],
    at: usize,
}

const CUT_SHORT: NotCompiled = NotCompiled("they end before the last game");

impl<'b> Reader<'b> {
    fn take(&mut self, n: usize) -> Result<&'b [u8], NotCompiled> {
        let end = self.at.checked_add(n).filter(|&end| end <= self.bytes.len()).ok_or(CUT_SHORT)?;
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn u8(&mut self) -> Result<u8, NotCompiled> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, NotCompiled> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A count of what follows; never more than the bytes left could hold,
    /// so no loop runs long on a made-up count.
    fn count(&mut self) -> Result<usize, NotCompiled> {
        let n = self.u32()? as usize;
        if n > self.bytes.len() - self.at {
            return Err(CUT_SHORT);
        }
        Ok(n)
    }

    fn text(&mut self) -> Result<String, NotCompiled> {
        let n = self.count()?;
        String::from_utf8(self.take(n)?.to_vec()).map_err(|_| NotCompiled("a name that is not UTF-8"))
    }

    fn bits(&mut self) -> Result<Bits256, NotCompiled> {
        let mut words = [0u64; 4];
        for word in &mut words {
            let b = self.take(8)?;
            *word = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
        }
        Ok(Bits256(words))
    }

    fn kind(&mut self) -> Result<PieceKind, NotCompiled> {
        PieceKind::new(self.u8()? as usize).ok_or(NotCompiled("a piece kind beyond the 32 a game may have"))
    }

    fn atom(&mut self) -> Result<Atom, NotCompiled> {
        let (tag, x, y, extra) = (self.u8()?, self.u8()? as i8, self.u8()? as i8, self.u8()?);
        // Vectors within a 16-square board's reach.
        if !(-(MOST_SIDE as i8)..=MOST_SIDE as i8).contains(&x) || !(-(MOST_SIDE as i8)..=MOST_SIDE as i8).contains(&y)
        {
            return Err(NotCompiled("a move longer than the board"));
        }
        let mode = match extra & 3 {
            0 => Mode::Both,
            1 => Mode::Quiet,
            2 => Mode::Capture,
            _ => return Err(NotCompiled("an unknown move mode")),
        };
        let line = (x, y) != (0, 0);
        Ok(match tag {
            0 if line => Atom::Step(x, y),
            1 if line => Atom::Leap(x, y),
            2 if line => Atom::Slide(x, y),
            3 if line => Atom::LineOfThree(x, y),
            4 => Atom::TwoKingSteps,
            5 => Atom::PawnPush,
            6 => Atom::PawnDoubleStep,
            7 => Atom::PawnCapture,
            8 => Atom::BerolinaPush,
            9 => Atom::BerolinaCapture,
            10 if line => Atom::Jump(x, y, mode),
            11 if line => Atom::Initial(x, y, extra != 0),
            12 if line => {
                let range = self.u8()?;
                Atom::Walk(Walk { dx: x, dy: y, range, mode, hop: extra & 4 != 0, lame: extra & 8 != 0 })
            }
            _ => return Err(NotCompiled("an unknown kind of move")),
        })
    }
}

/// Loads the games of compiled `bytes` (replacing games loaded before under
/// the same names): their ids, in the file's order, or every problem found,
/// each at its section's line. Nothing is loaded unless all are playable.
/// Each game is built once, under the id it will have, and checked before
/// any is loaded.
pub fn load_compiled(bytes: &[u8]) -> Result<Vec<VariantId>, Vec<Problem>> {
    let games = decode(bytes).map_err(|e| vec![Problem::new(1, 1, ProblemKind::NotCompiled, e.to_string())])?;
    load(games)
}

/// Loads `games` (see [`load_compiled`]).
fn load(games: Vec<CompiledGame>) -> Result<Vec<VariantId>, Vec<Problem>> {
    // One file at a time, so the ids given out below stay the ids reserved.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _loading = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let names: Vec<&str> = games.iter().map(|g| g.name.as_str()).collect();
    let too_many = |line| vec![Problem::new(line, 1, ProblemKind::TooLarge, TOO_MANY)];
    let Some(ids) = loaded::ids_for(&names) else {
        return Err(too_many(games.last().map_or(1, |g| g.line)));
    };
    let labels: Vec<(String, String, u32)> =
        games.iter().map(|g| (g.name.clone(), g.summary.clone(), g.line)).collect();
    let built = build_all(games, &ids)?;
    for (((name, summary, line), &id), game) in labels.iter().zip(&ids).zip(built) {
        if loaded::reserve(name, summary) != Some(id) {
            return Err(too_many(*line));
        }
        loaded::store(id, game);
    }
    Ok(ids)
}

/// Builds `games` as loading would, and loads none: every problem found.
pub(crate) fn check(games: Vec<CompiledGame>) -> Result<(), Vec<Problem>> {
    // Built under a stand-in id: they are checked, not loaded.
    let ids = vec![VariantId::CHESS; games.len()];
    build_all(games, &ids).map(|_| ())
}

const TOO_MANY: &str = "too many games are loaded; reload the page or program to load more";

/// The games built, each under its id, or every problem.
fn build_all(games: Vec<CompiledGame>, ids: &[VariantId]) -> Result<Vec<&'static Variant>, Vec<Problem>> {
    let mut budget = MAX_FILE_TABLE_BYTES;
    let mut built = Vec::new();
    let mut problems = Vec::new();
    for (game, &id) in games.into_iter().zip(ids) {
        match build(game, id, &mut budget) {
            Ok(variant) => built.push(variant),
            Err(problem) => problems.push(problem),
        }
    }
    if problems.is_empty() {
        Ok(built)
    } else {
        Err(problems)
    }
}

/// The game built under `id`, or why it cannot be loaded: tables over the
/// limit (its own, or the file's `budget` left), or a start position the
/// rules do not accept.
fn build(g: CompiledGame, id: VariantId, budget: &mut usize) -> Result<&'static Variant, Problem> {
    let too_large = |message: String| Problem::new(g.line, 1, ProblemKind::TooLarge, message);
    if *budget == 0 {
        return Err(too_large(format!(
            "[{}]: the games above take the {} MB of tables one file's games may take together; load the rest from another file",
            g.name,
            MAX_FILE_TABLE_BYTES >> 20
        )));
    }
    let mut game = Spec { id, ..g.spec }.build();
    let bytes = game.table_bytes();
    // A game refused for its size counts too: one file builds a bounded amount.
    let over_budget = bytes > *budget;
    *budget = budget.saturating_sub(bytes);
    if bytes > MAX_TABLE_BYTES {
        // Tenths of a megabyte in integers: no float formatting in the wasm.
        let tenths = (bytes * 10).div_ceil(1 << 20);
        return Err(too_large(format!(
            "[{}]: its moves need {}.{} MB of tables, more than the {} MB a game may hold; give it fewer pieces or riding directions, or a smaller board",
            g.name,
            tenths / 10,
            tenths % 10,
            MAX_TABLE_BYTES >> 20
        )));
    }
    if over_budget {
        *budget = 0;
        return Err(too_large(format!(
            "[{}]: with the games above, this file's games would hold more than the {} MB of tables a file may hold; load it from another file",
            g.name,
            MAX_FILE_TABLE_BYTES >> 20
        )));
    }
    // Built before its id is reserved: its name and summary are its own.
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    game.name = leak(g.name.clone());
    game.summary = leak(g.summary);
    game.offered = &[];
    game.reconstructed = None;
    // Positions hold their game for the program's life, so a game is kept
    // from here on, loaded or not.
    let game = loaded::keep(game);
    match Position::from_fen(game, game.start) {
        Ok(_) => Ok(game),
        Err(e) => {
            let message = format!("[{}]: the start position cannot be played: {e}", g.name);
            Err(Problem::new(g.line, 1, ProblemKind::StartPosition, message))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::compile;
    use proptest::prelude::*;

    /// Fairy-Stockfish's chess-like games as our tests load them, and the
    /// built-in games written as text (three-move turns, kingless games).
    fn sample() -> Vec<u8> {
        let text = [
            include_str!("../../tests/definitions/fsf.ini"),
            include_str!("../../../rules/src/definition/built_in.ini"),
            "[triple:chess]\nmovesPerTurn = 3\ncheckEndsTurn = true\n",
            "[capa2:capablanca]\nmovesPerTurn = 2\nfirstTurnMoves = 1\n",
        ]
        .join("\n");
        // Under names of their own: a built-in game's name is taken.
        let text = ["two-prong", "chess2", "marseillais", "double-double"]
            .iter()
            .fold(text, |text, name| text.replace(&format!("[{name}:"), &format!("[{name}-text:")));
        compile(&text).unwrap_or_else(|p| panic!("{p:?}"))
    }

    /// Decoding keeps every field encoding wrote: written again, the bytes
    /// are the same (the games' moves are held equal to Fairy-Stockfish's
    /// through these bytes by tests/definitions_play.rs).
    #[test]
    fn bytes_decode_to_what_encodes_them_again() {
        let bytes = sample();
        let games = decode(&bytes).unwrap();
        assert!(games.len() > 18, "{} games", games.len());
        assert_eq!(encode(&games), bytes);
    }

    #[test]
    fn other_bytes_are_refused_with_a_reason() {
        let bytes = sample();
        assert_eq!(decode(b"").err(), Some(CUT_SHORT));
        assert!(decode(b"tfd0\0\0\0\0").err().unwrap().to_string().contains("do not start as compiled definitions do"));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode(&longer).err(), Some(NotCompiled("bytes follow the last game")));
        let problems = load_compiled(&bytes[..bytes.len() - 1]).unwrap_err();
        assert_eq!(problems[0].kind, ProblemKind::NotCompiled);
        assert!(problems[0].message.contains("not definitions compiled by this version"), "{}", problems[0].message);
    }

    /// Found by `changed_bytes_never_panic` in CI: one changed byte of a
    /// castling rule let castling land its rook on an occupied square (a
    /// panic in debug builds). Each rule is refused where its king or rook
    /// would land outside the squares it checks.
    #[test]
    fn a_castling_that_lands_on_a_square_it_does_not_check_is_refused() {
        let text = "[castles:chess]\n";
        let games = decode(&compile(text).expect("compiles")).expect("decodes");
        let Castling::Rules(rules) = &games[0].spec.castling else { panic!("castling as rules") };
        for (i, rule) in rules.iter().enumerate() {
            for (what, sq) in [("king", rule.king_to), ("rook", rule.rook_to)] {
                let mut spec_rules = rules.clone();
                spec_rules[i].empty.remove(sq);
                let mut game = decode(&compile(text).unwrap()).unwrap().remove(0);
                game.spec.castling = Castling::Rules(spec_rules);
                let bytes = encode(&[game]);
                assert!(decode(&bytes).is_err(), "rule {i}: the {what}'s square {sq:?} unchecked, yet read");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Bytes a page may pass are outside input: any cut or changed
        /// byte is refused or loads a game that plays, never a panic.
        #[test]
        fn changed_bytes_never_panic(at in any::<prop::sample::Index>(), to in any::<u8>(), cut in any::<bool>()) {
            let mut bytes = sample();
            let i = at.index(bytes.len());
            if cut {
                bytes.truncate(i);
            } else {
                bytes[i] = to;
            }
            if let Ok(games) = decode(&bytes) {
                let ids = vec![VariantId::CHESS; games.len()];
                if let Ok(built) = build_all(games, &ids) {
                    for game in built {
                        let position = Position::from_fen(game, game.start).unwrap();
                        crate::perft(&position, 2);
                    }
                }
            }
        }
    }
}
