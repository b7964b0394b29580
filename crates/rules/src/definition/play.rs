//! Making definitions playable: a [`Definition`] becomes a game like the
//! built-in ones (its pieces' Betza moves become movement atoms, its keys
//! the game's rules), registered under its section's name so everything
//! that takes a game id takes it. What a definition says that the rules
//! cannot play yet is a problem at its section's line, never ignored.

use super::betza::{Component, Modality, Range};
use super::fen::Cell;
use super::model::{Definition, PieceDef, Setting};
use super::values::{GameValue, PieceSet, Region};
use super::{describe, keys, parse};
use crate::error::{Problem, ProblemKind};
use crate::geometry::Geometry;
use crate::piece::{Atom, Mode, PieceKind, PieceTable, PieceType, Walk, MAX_KINDS};
#[cfg(test)]
use crate::position::Variant;
use crate::quote::quote;
use crate::square::{Bits256, Color, Square};
use crate::tables::{DoubleStepRanks, Zones, DIRECTIONS};
use crate::variant::{
    CastlingRule, Flag, Insufficient, KindSet, NoProgress, Repetition, SeventhField, Stalemate, TurnRule, VariantId,
};
use crate::variants::compiled::{self, CompiledGame};
use crate::variants::{Castling, Spec};
use std::borrow::Cow;

/// Loads every definition of `text` as a game (replacing games loaded
/// before under the same names): their ids, in the file's order, or every
/// problem found. Nothing is loaded unless all are playable. The games go
/// through their compiled form ([`compile`]), as on the web page, where
/// one module reads the text and others load the bytes.
pub fn load(text: &str) -> Result<Vec<VariantId>, Vec<Problem>> {
    compiled::load_compiled(&compile(text)?)
}

/// The definitions of `text` if every one can be played, else every
/// problem found, reading or playing (`twofold check`); loads nothing.
pub fn playable(text: &str) -> Result<Vec<Definition>, Vec<Problem>> {
    let definitions = parse(text)?;
    let games = compiled_games(&definitions)?;
    compiled::check(games)?;
    Ok(definitions)
}

/// The games of `text` as bytes that `variants::load_compiled` loads in any
/// module of the program (the definitions reader need not be there), or
/// every problem found reading them. What only building the games shows
/// (their tables' size, a start position the rules refuse) is found when
/// the bytes are loaded, still at the section's line.
pub fn compile(text: &str) -> Result<Vec<u8>, Vec<Problem>> {
    let definitions = parse(text)?;
    Ok(compiled::encode(&compiled_games(&definitions)?))
}

/// Each definition's game as the rules state it, or every problem.
fn compiled_games(definitions: &[Definition]) -> Result<Vec<CompiledGame>, Vec<Problem>> {
    let mut games = Vec::new();
    let mut problems = Vec::new();
    for def in definitions {
        if VariantId::ALL.iter().any(|built_in| built_in.as_str() == def.name) {
            let message = format!("a built-in game is named {}; give this one another name", quote(&def.name));
            problems.push(Problem::new(def.line, 2, ProblemKind::Section, message));
            continue;
        }
        match spec_of(def) {
            Ok(spec) => {
                games.push(CompiledGame { name: def.name.clone(), summary: summary_of(def), line: def.line, spec })
            }
            Err(more) => problems.extend(more),
        }
    }
    if problems.is_empty() {
        return Ok(games);
    }
    problems.sort_by_key(|p| (p.line, p.column));
    Err(problems)
}

/// A built-in game on chess's board built from its definition (the
/// built-in `chess` and `built_in.ini`), its options given as `keys`
/// (`movesPerTurn = 3` for Three-Prong). The texts are the program's own
/// and tested: a problem in them is a bug, reported as such.
///
/// Two-Prong, Chess2 and Marseillais run from their `Spec`s as code,
/// written from this text (`built_in_code.rs`): built from text at run
/// time, the definitions reader would ride in every wasm module (measured:
/// +48 KB gzipped in the page's, +67 KB in the engine's, over their 150 KB
/// budget). The test below holds the built games equal to the text's.
#[cfg(test)]
pub(crate) fn built_in(id: VariantId, options: crate::variant::Options, keys: &str) -> Variant {
    let text = format!("[built-in:{}]\n{keys}", id.as_str());
    let spec = parse(&text).map_err(|p| format!("{p:?}")).and_then(|defs| match defs.first() {
        Some(def) => spec_of(def).map_err(|p| format!("{p:?}")),
        None => Err("no section".to_string()),
    });
    match spec {
        Ok(spec) => Spec { id, options, ..spec }.build(),
        Err(problems) => unreachable!("the built-in definition of {id} does not play: {problems}"),
    }
}

/// The most moves a turn of consecutive moves can have.
const MOST_CONSECUTIVE: i64 = crate::position::MOST_PARTS as i64;

/// One line about a loaded game, for New game and Help.
fn summary_of(def: &Definition) -> String {
    let parent = def.parent.as_deref().map_or(String::new(), |p| format!(" from {p}"));
    format!("{} on {}×{}, written as a definition{parent}.", def.name, def.files, def.ranks)
}

/// Problems of one definition, all at its section's line.
struct Refusals<'d> {
    def: &'d Definition,
    list: Vec<Problem>,
}

impl Refusals<'_> {
    fn not_yet(&mut self, what: String) {
        let message = format!("[{}]: {what} is not playable yet", self.def.name);
        self.list.push(Problem::new(self.def.line, 1, ProblemKind::NotSupported, message));
    }

    fn wrong(&mut self, what: String) {
        let message = format!("[{}]: {what}", self.def.name);
        self.list.push(Problem::new(self.def.line, 1, ProblemKind::Inconsistent, message));
    }
}

fn setting<'d>(def: &'d Definition, key: &str) -> &'d Setting {
    def.setting(key).unwrap_or(&Setting::Unset)
}

fn region(def: &Definition, key: &str) -> Region {
    def.region(key).cloned().unwrap_or_default()
}

fn outcome(def: &Definition, key: &str) -> GameValue {
    match setting(def, key) {
        Setting::Outcome(v) => *v,
        _ => GameValue::None,
    }
}

/// The piece kinds of a definition's pieces: FIDE's six and the pieces
/// the built-in games share keep their kinds (so their art and values
/// follow them); a custom piece that is the game's pawn takes the pawn's.
fn kinds_of(def: &Definition, refusals: &mut Refusals) -> Vec<PieceKind> {
    const SHARED: [(&str, PieceKind); 10] = [
        ("pawn", PieceKind::PAWN),
        ("knight", PieceKind::KNIGHT),
        ("bishop", PieceKind::BISHOP),
        ("rook", PieceKind::ROOK),
        ("queen", PieceKind::QUEEN),
        ("king", PieceKind::KING),
        ("archbishop", PieceKind::CARDINAL),
        ("chancellor", PieceKind::MARSHALL),
        ("wazir", PieceKind::WAZIR),
        ("fers", PieceKind::FERZ),
    ];
    let pawn = main_pawn(def);
    let mut taken = [false; MAX_KINDS];
    let mut kinds: Vec<Option<PieceKind>> = def
        .pieces
        .iter()
        .map(|p| {
            let kind = if Some(p.key) == pawn {
                Some(PieceKind::PAWN)
            } else {
                SHARED.iter().find(|(k, _)| *k == p.key).map(|&(_, kind)| kind)
            };
            if let Some(k) = kind {
                taken[k.index()] = true;
            }
            kind
        })
        .collect();
    let mut free = (0..MAX_KINDS).filter(|&i| !taken[i]).filter_map(PieceKind::new);
    for kind in kinds.iter_mut().filter(|k| k.is_none()) {
        *kind = free.next();
    }
    if kinds.iter().any(Option::is_none) {
        refusals.wrong(format!("{} kinds of piece; a game may have at most {MAX_KINDS}", def.pieces.len()));
    }
    kinds.into_iter().map(|k| k.unwrap_or(PieceKind::PAWN)).collect()
}

/// The piece that plays the pawn (notation without a letter, en passant):
/// the predefined pawn, else White's one promoting piece.
fn main_pawn(def: &Definition) -> Option<&'static str> {
    if let Some(p) = def.piece_by_key("pawn") {
        return Some(p.key);
    }
    match def.pieces_of("promotionPawnTypesWhite") {
        Some(PieceSet::Some(list)) if list.len() == 1 => Some(list[0]),
        _ => None,
    }
}

/// The kinds of a set of pieces.
fn kinds_in(def: &Definition, kinds: &[PieceKind], key: &str) -> Vec<PieceKind> {
    let set = def.pieces_of(key).cloned().unwrap_or_else(PieceSet::none);
    def.pieces.iter().zip(kinds).filter(|(p, _)| set.contains(p.key)).map(|(_, &k)| k).collect()
}

fn mode_of(m: Modality) -> Mode {
    match m {
        Modality::Both => Mode::Both,
        Modality::Move => Mode::Quiet,
        Modality::Capture => Mode::Capture,
    }
}

/// The movement atoms of one Betza component: leaps into the tables (one
/// per vector, directed), whole lines of rook or bishop slides as slides,
/// everything else walked ([`crate::walks`]).
fn atoms_of(c: &Component, out: &mut Vec<Atom>) -> Result<(), String> {
    let mode = mode_of(c.modality);
    if c.initial {
        // Fairy-Stockfish has no initial captures either.
        if c.hop || c.range != Range::Leap {
            return Err("an initial ride or hop (i with a rider or p/g)".to_string());
        }
        if mode.moves() {
            out.extend(c.vectors.iter().map(|&(x, y)| Atom::Initial(x, y, c.lame)));
        }
        return Ok(());
    }
    let walk = |(dx, dy): (i8, i8), range: u8| Walk { dx, dy, range, mode, hop: c.hop, lame: false };
    match (c.range, c.hop) {
        (Range::Leap, false) => {
            for &(x, y) in &c.vectors {
                if c.lame && !crate::walks::lame_path(x, y).is_empty() {
                    out.push(Atom::Walk(Walk { lame: true, ..walk((x, y), 1) }));
                } else {
                    out.push(Atom::Jump(x, y, mode));
                }
            }
        }
        (Range::Unlimited, false) => {
            let mut rest: Vec<(i8, i8)> = c.vectors.clone();
            if mode == Mode::Both {
                for (unit, line) in [((1, 0), &DIRECTIONS[..4]), ((1, 1), &DIRECTIONS[4..])] {
                    if line.iter().all(|d| rest.contains(d)) {
                        out.push(Atom::Slide(unit.0, unit.1));
                        rest.retain(|d| !line.contains(d));
                    }
                }
            }
            out.extend(rest.into_iter().map(|v| Atom::Walk(walk(v, 0))));
        }
        // A hop's range counts beyond the hurdle.
        (Range::Upto(n), _) => out.extend(c.vectors.iter().map(|&v| Atom::Walk(walk(v, n)))),
        // A leaper's atom hops any distance.
        (_, true) => out.extend(c.vectors.iter().map(|&v| Atom::Walk(walk(v, 0)))),
    }
    Ok(())
}

/// `pawn_ranks`: the ranks of the pawns' double step when each side's
/// region is one whole rank (or there is none), so the built-in pawn's
/// movement says it; `None` when only initial moves can.
fn piece_type(
    p: &PieceDef,
    kind: PieceKind,
    pawn_ranks: Option<DoubleStepRanks>,
    refusals: &mut Refusals,
) -> PieceType {
    // A predefined piece moving as the built-in games' piece of its kind
    // is that piece, with the game's letter.
    let shared = keys::PREDEFINED
        .iter()
        .chain([&("king", keys::KING_BETZA)])
        .any(|&(key, betza)| key == p.key && betza == p.betza);
    let builtin = crate::piece::table::builtin_type(kind)
        .filter(|t| shared && p.predefined().is_some_and(|k| keys::capitalized(k) == t.name))
        .filter(|_| p.key != "pawn" || pawn_ranks.is_some());
    if let Some(t) = builtin {
        return PieceType { letter: p.letter.to_ascii_uppercase(), ..t.clone() };
    }
    let mut atoms = Vec::new();
    for c in &p.moves.components {
        if let Err(what) = atoms_of(c, &mut atoms) {
            refusals.not_yet(format!("{} ({}): {what}", p.key, p.betza));
        }
    }
    if atoms.iter().any(|a| a.is_pawn_atom()) {
        atoms = promoting_atoms(atoms);
    }
    if p.key == "pawn" {
        // Fairy-Stockfish's pawn steps two from its double-step region
        // beside its Betza moves (`fmWfceF`), through an empty square.
        atoms.push(Atom::Initial(0, 2, true));
    }
    let name = match p.predefined() {
        Some(key) => keys::capitalized(key),
        None => format!("{} ({})", p.letter.to_ascii_uppercase(), p.betza),
    };
    let description: Vec<String> = p.moves.components.iter().map(describe::component_words).collect();
    PieceType {
        kind,
        letter: p.letter.to_ascii_uppercase(),
        name: Cow::Owned(name),
        description: Cow::Owned(description.join("; ")),
        atoms: Cow::Owned(atoms),
        art: None,
    }
}

/// A pawn-like piece's atoms with every move able to promote: Fairy-Stockfish
/// promotes a promotion pawn type on any move into its zone, and the move
/// generator promotes a pawn-like piece's one-mode leaps and its walks, not
/// the leaps and slides it shares with pieces that never promote. So a leap
/// of both modes becomes a quiet and a capturing one (the same squares), a
/// slide four rides (a pawn that also moves as a bishop, `fmWfceFB`).
fn promoting_atoms(atoms: Vec<Atom>) -> Vec<Atom> {
    let ride = |(dx, dy): (i8, i8)| Atom::Walk(Walk { dx, dy, range: 0, mode: Mode::Both, hop: false, lame: false });
    atoms
        .into_iter()
        .flat_map(|a| match a {
            Atom::Jump(x, y, Mode::Both) => vec![Atom::Jump(x, y, Mode::Quiet), Atom::Jump(x, y, Mode::Capture)],
            Atom::Slide(0, _) | Atom::Slide(_, 0) => DIRECTIONS[..4].iter().copied().map(ride).collect(),
            Atom::Slide(..) => DIRECTIONS[4..].iter().copied().map(ride).collect(),
            other => vec![other],
        })
        .collect()
}

fn squares_of(geo: &Geometry, r: &Region) -> Bits256 {
    let mut set = Bits256::EMPTY;
    for sq in geo.squares() {
        if r.contains(geo.file_of(sq), geo.rank_of(sq)) {
            set.insert(sq);
        }
    }
    set
}

/// The castling rules: the king from `castlingKingFile` to the two
/// castling files, the rook from the corner to the square it passes over
/// (Fairy-Stockfish's castling outside Chess960).
fn castling_of(def: &Definition, geo: &Geometry, kinds: &[PieceKind], refusals: &mut Refusals) -> Vec<CastlingRule> {
    if !def.bool("castling") {
        return Vec::new();
    }
    let file = |key: &str| match setting(def, key) {
        Setting::File(f) => *f,
        _ => 0,
    };
    let (king_side, queen_side) = (file("castlingKingsideFile"), file("castlingQueensideFile"));
    let rank = def.castling_rank();
    let king_file = def.castling_king_file();
    let last = def.files - 1;
    if king_file >= def.files || king_side >= def.files || queen_side >= def.files || rank >= def.ranks {
        refusals.wrong("castling's files or rank lie off the board".to_string());
        return Vec::new();
    }
    for (key, color) in [("castlingKingPieceWhite", "White"), ("castlingKingPieceBlack", "Black")] {
        if !matches!(setting(def, key), Setting::Piece("king")) {
            refusals.not_yet(format!("{key} (castling with a piece other than the king, for {color})"));
        }
    }
    let rook_files = [
        match setting(def, "castlingRookKingsideFile") {
            Setting::File(f) => *f,
            _ => last,
        },
        file("castlingRookQueensideFile"),
    ];
    if rook_files.iter().any(|&f| f >= def.files) {
        refusals.wrong("castling's rook files lie off the board".to_string());
        return Vec::new();
    }
    let mut rules = Vec::new();
    for color in Color::BOTH {
        let r = if color == Color::White { rank } else { def.ranks - 1 - rank };
        let rook_key = if color == Color::White { "castlingRookPiecesWhite" } else { "castlingRookPiecesBlack" };
        let rook_kinds = KindSet::of(&kinds_in(def, kinds, rook_key));
        // The rook, as Fairy-Stockfish finds it: from its file towards the
        // king, the first of the side's castling rook pieces in the start
        // position (the corner where there is none).
        let rook_set = def.pieces_of(rook_key).cloned().unwrap_or_else(PieceSet::none);
        let rook_at = |f: u8| match def.start.cell(def.files, f, r) {
            Cell::Piece { letter, white } => {
                white == (color == Color::White)
                    && def.pieces.iter().any(|p| p.letter == letter && rook_set.contains(p.key))
            }
            _ => false,
        };
        let rook_file = |from: u8| {
            let towards: Vec<u8> =
                if from > king_file { (king_file + 1..=from).rev().collect() } else { (from..king_file).collect() };
            towards.into_iter().find(|&f| rook_at(f)).unwrap_or(from)
        };
        let sq = |f: u8| geo.square(f, r);
        let (kbit, qbit, kc, qc) = match color {
            Color::White => (1, 2, 'K', 'Q'),
            Color::Black => (4, 8, 'k', 'q'),
        };
        for (is_king_side, king_to, rook_from, bit, fen_char) in [
            (true, king_side, rook_file(rook_files[0]), kbit, kc),
            (false, queen_side, rook_file(rook_files[1]), qbit, qc),
        ] {
            let rook_to = if is_king_side { king_to.wrapping_sub(1) } else { king_to + 1 };
            // Where the start grants no right to it, a castling that cannot
            // be (the king beyond its castling file, as Cross Derby's on a1)
            // is no rule, as in Fairy-Stockfish; where it does, a mistake.
            let granted = def.start.castling.contains(fen_char);
            let wrong_side = |f: u8| if is_king_side { f <= king_file } else { f >= king_file };
            if rook_to >= def.files || wrong_side(king_to) || wrong_side(rook_from) {
                if granted {
                    let (what, f) =
                        if wrong_side(rook_from) { ("rook's", rook_from) } else { ("king's castling", king_to) };
                    refusals.wrong(format!("the {what} file {} is not on its side", (b'a' + f) as char));
                }
                continue;
            }
            let span = |a: u8, b: u8| a.min(b)..=a.max(b);
            // Nor is one over a wall.
            let squares = [king_file, king_to, rook_from, rook_to];
            if squares
                .into_iter()
                .chain(span(king_file, king_to))
                .chain(span(rook_from, rook_to))
                .any(|f| !geo.exists(sq(f)))
            {
                if granted {
                    refusals.wrong(format!("castling ({fen_char}) would cross a wall (*)"));
                }
                continue;
            }
            let mut empty = Bits256::EMPTY;
            for f in span(king_file, king_to).chain(span(rook_from, rook_to)) {
                if f != king_file && f != rook_from {
                    empty.insert(sq(f));
                }
            }
            rules.push(CastlingRule {
                color,
                king_side: is_king_side,
                king_from: sq(king_file),
                king_to: sq(king_to),
                rook_from: sq(rook_from),
                rook_to: sq(rook_to),
                rook_kinds,
                empty,
                // From the king's square towards its destination.
                king_path: if is_king_side {
                    (king_file..=king_to).map(sq).collect()
                } else {
                    (king_to..=king_file).rev().map(sq).collect()
                },
                bit,
                fen_char,
            });
        }
    }
    rules
}

/// The start position in our position string: the definition's, with
/// every field written and the turn's kind where turns have two moves.
/// The start position string; in a game of several moves a turn its
/// seventh field says White's first turn: `s` (one move), `d` (a whole
/// turn) or its number of moves (`firstTurnMoves` between those).
fn start_of(def: &Definition, several: bool, first_turn: i64, moves_per_turn: i64) -> String {
    let s = &def.start;
    let board = s.text.split_whitespace().next().unwrap_or("");
    let mut text = format!(
        "{board} {} {} {} {} {}",
        if s.white_to_move { 'w' } else { 'b' },
        // Without castling its rights are no part of the position, as
        // Fairy-Stockfish reads them: `castling = false` under chess's start.
        if s.castling.is_empty() || !def.bool("castling") { "-" } else { &s.castling },
        if s.en_passant.is_empty() { "-" } else { &s.en_passant },
        s.halfmove,
        s.fullmove.max(1),
    );
    if several {
        match first_turn {
            1 => text.push_str(" s"),
            n if n == moves_per_turn => text.push_str(" d"),
            n => text.push_str(&format!(" {n}")),
        }
    }
    text
}

/// The game a definition describes, as a [`Spec`] (its id still to be
/// given), or why it cannot be played yet.
pub(super) fn spec_of(def: &Definition) -> Result<Spec, Vec<Problem>> {
    let mut refusals = Refusals { def, list: Vec::new() };
    // Walls (`*` in the start position) are squares the board does not
    // have, as Fairy-Stockfish's static walls: nothing stands or lands
    // there, steps and slides stop before them, leaps pass over them.
    let mut walls = Bits256::EMPTY;
    for rank in 0..def.ranks {
        for file in 0..def.files {
            if def.start.cell(def.files, file, rank) == Cell::Wall {
                walls.insert(Square(rank * def.files + file));
            }
        }
    }
    let geometry = Geometry::rectangle_with_holes(def.files, def.ranks, &walls);
    let kinds = kinds_of(def, &mut refusals);
    let double_step = def.bool("doubleStep");
    let whole_rank = |key: &str| {
        let set = squares_of(&geometry, &region(def, key));
        (0..def.ranks).find(|&r| geometry.squares().all(|sq| set.contains(sq) == (geometry.rank_of(sq) == r)))
    };
    let pawn_ranks: Option<DoubleStepRanks> = if double_step {
        match (whole_rank("doubleStepRegionWhite"), whole_rank("doubleStepRegionBlack")) {
            (Some(w), Some(b)) => Some(Some([w, b])),
            _ => None,
        }
    } else {
        Some(None)
    };
    let art: &[(&str, PieceKind)] = match def.setting("pieceArt") {
        Some(Setting::PieceArt(list)) => list,
        _ => &[],
    };
    let types: Vec<PieceType> = def
        .pieces
        .iter()
        .zip(&kinds)
        .map(|(p, &k)| PieceType {
            art: art.iter().find(|(key, _)| *key == p.key).map(|&(_, kind)| kind),
            ..piece_type(p, k, pawn_ranks, &mut refusals)
        })
        .collect();
    let pieces = match PieceTable::new(types) {
        Ok(t) => t,
        Err(e) => {
            refusals.wrong(e.to_string());
            return Err(refusals.list);
        }
    };
    // Without a king no move gives check; the game ends by extinction.
    let kingless = def.piece_by_key("king").is_none();
    let chess = Spec::chess();

    // Promotion.
    let promoting = |key: &str| kinds_in(def, &kinds, key).iter().fold(0u32, |acc, k| acc | 1 << k.index());
    if promoting("promotionPawnTypesWhite") != promoting("promotionPawnTypesBlack") {
        refusals.not_yet("different promoting pieces for White and Black".to_string());
    }
    let promotion_zone = [
        squares_of(&geometry, &region(def, "promotionRegionWhite")),
        squares_of(&geometry, &region(def, "promotionRegionBlack")),
    ];
    let promotions =
        [kinds_in(def, &kinds, "promotionPieceTypesWhite"), kinds_in(def, &kinds, "promotionPieceTypesBlack")];
    let initial = if def.bool("doubleStep") {
        [
            squares_of(&geometry, &region(def, "doubleStepRegionWhite")),
            squares_of(&geometry, &region(def, "doubleStepRegionBlack")),
        ]
    } else {
        [Bits256::EMPTY; 2]
    };
    let mut mobility = Vec::new();
    for (p, t) in def.pieces.iter().zip(pieces.types()) {
        let name = keys::capitalized(p.key);
        let regions = ["White", "Black"].map(|c| def.region(&format!("mobilityRegion{c}{name}")).cloned());
        if regions.iter().all(Option::is_none) {
            continue;
        }
        if t.atoms.iter().any(|a| matches!(a, Atom::Slide(..) | Atom::Walk(..))) {
            refusals.not_yet(format!("a mobility region for {} (a piece that rides)", p.key));
        }
        mobility.push((t.kind, regions.map(|r| squares_of(&geometry, &r.unwrap_or(Region::ALL)))));
    }
    let zones = Zones {
        double_step: pawn_ranks.flatten(),
        initial,
        promotion: Some((promoting("promotionPawnTypesWhite"), promotion_zone)),
        mobility,
    };

    // En passant: by the pawn, anywhere, or not at all.
    let pawn_only = |key: &str| {
        let ks = kinds_in(def, &kinds, key);
        ks.is_empty() || ks == [PieceKind::PAWN]
    };
    let ep_kinds = kinds_in(def, &kinds, "enPassantTypesWhite");
    let everywhere = |key: &str| region(def, key) == Region::ALL || region(def, key).is_empty();
    if !pawn_only("enPassantTypesWhite") || !pawn_only("enPassantTypesBlack") {
        refusals.not_yet("en passant by a piece other than the pawn".to_string());
    }
    if !everywhere("enPassantRegionWhite") || !everywhere("enPassantRegionBlack") {
        refusals.not_yet("en passant only on some squares".to_string());
    }
    // Without a double step there is nothing to take en passant.
    let double_steps = zones.double_step.is_some()
        || pieces.get(PieceKind::PAWN).is_some_and(|t| t.atoms.iter().any(|a| matches!(a, Atom::Initial(..))));
    let en_passant = double_steps && !ep_kinds.is_empty() && !region(def, "enPassantRegionWhite").is_empty();

    // The game's end.
    if outcome(def, "checkmateValue") != GameValue::Loss {
        refusals.not_yet("a checkmate that is not a loss".to_string());
    }
    let stalemate = match outcome(def, "stalemateValue") {
        GameValue::Draw => Stalemate::Draw,
        GameValue::Loss => Stalemate::Loss,
        GameValue::Win => Stalemate::Win,
        other => {
            refusals.not_yet(format!("stalemateValue = {}", other.as_str()));
            Stalemate::Draw
        }
    };
    let repetition = match (def.int("nFoldRule"), outcome(def, "nFoldValue")) {
        (Some(3), GameValue::Draw) if def.word("repetitionCounts") == Some("everyMove") => Repetition::AfterEveryMove,
        (Some(3), GameValue::Draw) => Repetition::AtTurnStarts,
        (Some(0), _) => Repetition::Off,
        (n, v) => {
            refusals.not_yet(format!("nFoldRule = {} with nFoldValue = {}", n.unwrap_or(3), v.as_str()));
            Repetition::AtTurnStarts
        }
    };
    let resetting = [kinds_in(def, &kinds, "nMoveRuleTypesWhite"), kinds_in(def, &kinds, "nMoveRuleTypesBlack")];
    if resetting[0] != resetting[1] {
        // Our count is reset by one set of pieces for both sides.
        refusals.not_yet("different nMoveRuleTypes for White and Black".to_string());
    }
    let reset_by = KindSet::of(&resetting[0]);
    let limit = match def.int("nMoveRule") {
        Some(0) | None => u32::MAX,
        Some(n) => (2 * n).min(u32::MAX as i64) as u32,
    };
    let Extinctions { kind_lost: extinction, baring, bare_wins } = extinction_of(def, &kinds, &mut refusals);
    if kingless && extinction.is_none() && !bare_wins {
        refusals.not_yet("a game without a king that no extinction ends (extinctionPieceTypes)".to_string());
    }

    // Turns.
    let moves_per_turn = def.int("movesPerTurn").unwrap_or(1);
    let first_turn = def.int("firstTurnMoves").unwrap_or(moves_per_turn);
    let check_ends_turn = def.bool("checkEndsTurn");
    let named = def.word("turnRule").unwrap_or(if moves_per_turn == 1 { "single" } else { "consecutive" });
    let turn_rule = match (named, moves_per_turn) {
        ("single", 1) => TurnRule::Single,
        ("consecutive", 2..=MOST_CONSECUTIVE) => TurnRule::Consecutive { moves: moves_per_turn as u8 },
        ("conditional", 2) => TurnRule::Conditional,
        ("simultaneous", 2 | 3) => TurnRule::Simultaneous { max: moves_per_turn as u8 },
        (_, n) if n > MOST_CONSECUTIVE => {
            refusals.not_yet(format!("movesPerTurn = {n} (turns of up to {MOST_CONSECUTIVE} moves play today)"));
            TurnRule::Single
        }
        (rule, n) => {
            refusals.not_yet(format!("turnRule = {rule} with movesPerTurn = {n}"));
            TurnRule::Single
        }
    };
    let several = turn_rule != TurnRule::Single;
    // White's first turn: one move, a whole turn, or (turns of moves one
    // after the other) any number between.
    let consecutive = matches!(turn_rule, TurnRule::Consecutive { .. });
    let first_turn_plays = first_turn == moves_per_turn
        || several && first_turn == 1
        || consecutive && (2..moves_per_turn).contains(&first_turn);
    if !(1..=moves_per_turn).contains(&first_turn) {
        refusals.wrong(format!(
            "firstTurnMoves = {first_turn}: White's first turn has from 1 to movesPerTurn ({moves_per_turn}) moves"
        ));
    } else if !first_turn_plays {
        refusals.not_yet(format!("firstTurnMoves = {first_turn} with movesPerTurn = {moves_per_turn}"));
    }
    if check_ends_turn && !matches!(turn_rule, TurnRule::Consecutive { .. }) {
        refusals.wrong("checkEndsTurn needs turns of moves one after the other (turnRule = consecutive)".to_string());
    }
    let return_barred = def.bool("returnBarred");
    if return_barred && turn_rule != (TurnRule::Consecutive { moves: 2 }) {
        refusals.wrong("returnBarred needs turns of two moves one after the other (movesPerTurn = 2)".to_string());
    }
    let collision = def.bool("collision");
    if collision && !matches!(turn_rule, TurnRule::Simultaneous { .. }) {
        refusals.wrong("collision needs moves judged together (turnRule = simultaneous)".to_string());
    }
    let insufficient = match def.word("insufficientMaterial") {
        Some("fide") => Insufficient::Fide,
        Some("never") => Insufficient::Never,
        _ => Insufficient::KingVsKing,
    };
    let castling = castling_of(def, &geometry, &kinds, &mut refusals);
    let flag = flag_of(def, &geometry, &kinds, several, &mut refusals);
    let must_capture = def.bool("mustCapture");
    if must_capture && several {
        refusals.not_yet("mustCapture in a game of several moves a turn".to_string());
    }
    // A lone king may still walk to its goal, or be the piece lost last:
    // Fairy-Stockfish finds no material too little where a goal or an
    // extinction decides.
    let decided_otherwise = flag.is_some() || bare_wins || extinction.is_some() || baring;
    let insufficient = if decided_otherwise { Insufficient::Never } else { insufficient };
    if !refusals.list.is_empty() {
        return Err(refusals.list);
    }
    let start: &'static str = Box::leak(start_of(def, several, first_turn, moves_per_turn).into_boxed_str());
    Ok(Spec {
        id: VariantId::CHESS,
        geometry,
        pieces,
        start,
        promotions,
        zones,
        castling: Castling::Rules(castling),
        turn_rule,
        royal_check: !kingless,
        checks_allowed: def.bool("checking"),
        promotion_optional: !def.bool("mandatoryPawnPromotion"),
        extinction,
        flag,
        must_capture,
        bare_wins,
        en_passant,
        no_progress: NoProgress { counts_turns: def.word("nMoveRuleCounts") == Some("turns"), limit, reset_by },
        repetition,
        stalemate,
        insufficient,
        collision,
        baring,
        baring_claim: baring,
        seventh: if several { SeventhField::TurnKind } else { SeventhField::None },
        check_ends_turn,
        return_barred,
        ..chess
    })
}

/// Capture the flag (`flagPiece…`, `flagRegion…`, `flagMove`): none where
/// neither side has a goal. One flag piece of one kind (or any piece) in
/// the goal wins, in games of one move a turn.
fn flag_of(
    def: &Definition,
    geo: &Geometry,
    kinds: &[PieceKind],
    several: bool,
    refusals: &mut Refusals,
) -> Option<Flag> {
    let region = [squares_of(geo, &region(def, "flagRegionWhite")), squares_of(geo, &region(def, "flagRegionBlack"))];
    if def.int("flagPieceCount").unwrap_or(1) != 1 {
        refusals.not_yet("flagPieceCount other than 1 (several flag pieces in the goal)".to_string());
    }
    if def.bool("flagPieceBlockedWin") {
        refusals.not_yet("flagPieceBlockedWin = true".to_string());
    }
    if def.bool("flagPieceSafe") {
        refusals.not_yet("flagPieceSafe = true (a flag piece that must be safe)".to_string());
    }
    if region.iter().all(Bits256::is_empty) {
        return None;
    }
    if several {
        refusals.not_yet("a goal (flagRegion) in a game of several moves a turn".to_string());
    }
    let piece = ["flagPieceWhite", "flagPieceBlack"].map(|key| match def.pieces_of(key) {
        None | Some(PieceSet::All) => None,
        Some(PieceSet::Some(list)) => {
            if list.len() != 1 {
                refusals.not_yet(format!("{key} with other than one piece (one, or * for any piece, play)"));
            }
            def.pieces.iter().zip(kinds).find(|(p, _)| list.first() == Some(&p.key)).map(|(_, &k)| k)
        }
    });
    Some(Flag { piece, region, extra_move: def.bool("flagMove") })
}

/// The extinctions our rules have.
#[derive(Default)]
struct Extinctions {
    /// Losing every piece of this kind loses.
    kind_lost: Option<PieceKind>,
    /// Shatranj's bare king: every piece counted, one left against two or more.
    baring: bool,
    /// Losing every piece wins (Antichess).
    bare_wins: bool,
}

/// Extinction as our rules have it: losing every piece of one kind, or
/// Shatranj's bare king, or (a win) every piece lost.
fn extinction_of(def: &Definition, kinds: &[PieceKind], refusals: &mut Refusals) -> Extinctions {
    if outcome(def, "extinctionValue") == GameValue::None {
        return Extinctions::default();
    }
    let count = def.int("extinctionPieceCount").unwrap_or(0);
    let opponent = def.int("extinctionOpponentPieceCount").unwrap_or(0);
    let value = outcome(def, "extinctionValue");
    let set = def.pieces_of("extinctionPieceTypes").cloned().unwrap_or_else(PieceSet::none);
    // Baring is judged when the bare side's opponent is to move (a claim);
    // losing a type, when the side without it is to move.
    let claim = def.bool("extinctionClaim");
    match (&set, count, opponent, value) {
        (PieceSet::All, 1, 2, GameValue::Loss) if claim => Extinctions { baring: true, ..Extinctions::default() },
        (PieceSet::All, 0, 0, GameValue::Win) if !claim => Extinctions { bare_wins: true, ..Extinctions::default() },
        (PieceSet::Some(list), 0, 0, GameValue::Loss) if list.len() == 1 && !claim => {
            let kind = def.pieces.iter().zip(kinds).find(|(p, _)| p.key == list[0]).map(|(_, &k)| k);
            Extinctions { kind_lost: kind, ..Extinctions::default() }
        }
        _ => {
            refusals
                .not_yet("this extinction (one type lost, extinctionClaim = false; the bare king, extinctionClaim = true; or every piece lost as a win, play today)".to_string());
            Extinctions::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::built_in;
    use crate::perft;
    use crate::position::{Position, Variant};
    use crate::variant::{Options, VariantId};

    /// Each built-in game on chess's board, with each of its options, is
    /// what its definition (built_in.ini) builds: the same rules, pieces,
    /// castling, start and counts.
    #[test]
    fn the_built_in_games_are_their_definitions() {
        let games: [(VariantId, &[&str], &str); 8] = [
            (VariantId::CHESS, &[], ""),
            (VariantId::TWO_PRONG, &[], ""),
            (VariantId::TWO_PRONG, &["collision"], "collision = true\n"),
            (VariantId::TWO_PRONG, &["three-prong"], "movesPerTurn = 3\n"),
            (VariantId::TWO_PRONG, &["collision", "three-prong"], "collision = true\nmovesPerTurn = 3\n"),
            (VariantId::CHESS2, &[], ""),
            (VariantId::MARSEILLAIS, &[], ""),
            (VariantId::MARSEILLAIS, &["unbalanced"], "firstTurnMoves = 2\n"),
        ];
        for (id, on, keys) in games {
            let options = Options::of(on).expect("options");
            let code = Variant::get(id, options).expect("built-in");
            let text: &'static Variant = Box::leak(Box::new(built_in(id, options, keys)));
            let what = format!("{id} {on:?}");
            assert_eq!(text.start, code.start, "{what}");
            assert_eq!(format!("{:?}", text.pieces), format!("{:?}", code.pieces), "{what}");
            assert_eq!(format!("{:?}", text.castling), format!("{:?}", code.castling), "{what}");
            assert_eq!(text.castle_mask, code.castle_mask, "{what}");
            assert_eq!(text.promotions, code.promotions, "{what}");
            assert_eq!(
                (text.turn_rule, text.collision, text.royal_check, text.extinction, text.en_passant),
                (code.turn_rule, code.collision, code.royal_check, code.extinction, code.en_passant),
                "{what}"
            );
            assert_eq!(
                (text.no_progress, text.repetition, text.stalemate, text.insufficient, text.baring),
                (code.no_progress, code.repetition, code.stalemate, code.insufficient, code.baring),
                "{what}"
            );
            assert_eq!(
                (text.seventh, text.check_ends_turn, text.return_barred, text.kinds.clone()),
                (code.seventh, code.check_ends_turn, code.return_barred, code.kinds.clone()),
                "{what}"
            );
            let depth = if on.contains(&"three-prong") { 2 } else { 3 };
            assert_eq!(perft(&Position::start(text), depth), perft(&Position::start(code), depth), "{what}");
        }
    }

    /// Double Move Double Chess written as text, in Fairy-Stockfish's words
    /// (its capturable kings are commoners, extinction ends the game): the
    /// same board, start, rules and counts; the king is another kind there.
    #[test]
    fn double_move_double_chess_is_its_definition() {
        let code = Variant::get(VariantId::DOUBLE_DOUBLE, Options::default()).expect("built-in");
        let text: &'static Variant = Box::leak(Box::new(built_in(VariantId::DOUBLE_DOUBLE, Options::default(), "")));
        assert_eq!(text.start, code.start);
        assert_eq!((text.geometry.width, text.geometry.height), (code.geometry.width, code.geometry.height));
        assert_eq!(text.promotions, code.promotions);
        assert!(text.castling.is_empty() && code.castling.is_empty());
        assert_eq!(
            (text.turn_rule, text.royal_check, text.en_passant, text.return_barred, text.seventh),
            (code.turn_rule, code.royal_check, code.en_passant, code.return_barred, code.seventh)
        );
        assert_eq!(
            text.extinction.map(|k| text.pieces.char_of(crate::piece::Piece::new(crate::square::Color::Black, k))),
            Some('k')
        );
        assert_eq!(
            (text.no_progress, text.repetition, text.stalemate, text.insufficient, text.baring),
            (code.no_progress, code.repetition, code.stalemate, code.insufficient, code.baring)
        );
        assert_eq!(perft(&Position::start(text), 3), perft(&Position::start(code), 3));
    }
}
