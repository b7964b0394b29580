//! One small module per game. Each starts from [`Spec::chess`] and lists
//! only what differs, like a section of a variants file; [`Spec::build`]
//! computes the movement tables and castling data. Adding a game is adding
//! a module and a line in the table of games ([`games!`] below).

mod double_double;
mod dual_chess;
mod fide;
pub(crate) mod loaded;
mod marseillais;
mod two_boards;

#[cfg(test)]
mod own_pieces_tests;

use crate::bitboards::Bitboards;
use crate::error::{quote, ErrorKind, RulesError};
use crate::geometry::Geometry;
use crate::piece::builtin_kinds::*;
use crate::piece::{PieceKind, PieceTable};
use crate::position::{Hooks, Variant};
use crate::square::{Bits256, Color};
use crate::square_sets::SquareSets;
use crate::tables::{Tables, Zones};
use crate::variant::{
    CastlingRule, GameOption, Insufficient, KindSet, NoProgress, Options, Repetition, SeventhField, Stalemate,
    TurnRule, VariantId,
};
use std::sync::{Mutex, OnceLock};

/// A game as the project offers it: one line of the table of games.
pub struct GameEntry {
    /// The id used on the command line, in URLs and in records.
    pub id: &'static str,
    pub name: &'static str,
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

/// The table of games: each line names a game's constant and its entry
/// (in its module). `VariantId`'s list and names, the options every game
/// offers, and the offered games all come from here; adding a game is adding
/// its module and one line.
macro_rules! games {
    ($($name:ident: $entry:expr,)*) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        enum Place { $($name),* }
        impl VariantId {
            $(pub const $name: VariantId = VariantId(Place::$name as u8);)*
            /// Every game, in the order the page offers them.
            pub const ALL: [VariantId; [$(Place::$name),*].len()] = [$(VariantId::$name),*];
        }
        static GAMES: [&GameEntry; VariantId::ALL.len()] = [$(&$entry),*];
    };
}

games! {
    CHESS: fide::CHESS,
    TWO_PRONG: fide::TWO_PRONG,
    CHESS2: fide::CHESS2,
    DUAL_CHESS: dual_chess::ENTRY,
    TWO_BOARDS: two_boards::ENTRY,
    DOUBLE_DOUBLE: double_double::ENTRY,
    MARSEILLAIS: marseillais::ENTRY,
}

impl VariantId {
    /// The game a fresh page starts with (the page asks the bindings, so
    /// no game id is written in its code).
    pub const DEFAULT: VariantId = VariantId::TWO_PRONG;
}

impl VariantId {
    /// The game's line of the table (a loaded game's own line).
    pub fn entry(self) -> &'static GameEntry {
        GAMES.get(self.0 as usize).copied().or_else(|| loaded::entry(self)).unwrap_or(GAMES[0])
    }

    /// The games loaded from definitions so far, in the order first loaded.
    pub fn loaded() -> Vec<VariantId> {
        loaded::all()
    }

    /// Is this a game loaded from a definition?
    pub fn is_loaded(self) -> bool {
        self.index() >= GAMES.len()
    }

    /// The id used on the command line, in URLs and in records.
    pub fn as_str(self) -> &'static str {
        self.entry().id
    }

    /// The game's place in [`VariantId::ALL`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Debug for VariantId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Display for VariantId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Every option any game offers, in table order: an option's place here
/// is its bit in [`Options`].
fn every_option() -> impl Iterator<Item = &'static GameOption> {
    GAMES.iter().flat_map(|g| g.options.iter())
}

impl Options {
    /// Every option's id, in the order records write them.
    pub fn ids() -> Vec<&'static str> {
        every_option().map(|o| o.id).collect()
    }

    /// The options named by these ids (unknown ids are an error).
    pub fn of(ids: &[&str]) -> Result<Options, RulesError> {
        let mut options = Options::default();
        for id in ids {
            options.set(id, true)?;
        }
        Ok(options)
    }

    fn bit(id: &str) -> Option<u32> {
        // `threeProng`: the spelling of JavaScript options objects.
        let id = if id == "threeProng" { "three-prong" } else { id };
        every_option().position(|o| o.id == id).map(|i| 1 << i)
    }

    /// Is the option named `id` on?
    pub fn has(&self, id: &str) -> bool {
        Options::bit(id).is_some_and(|b| self.0 & b != 0)
    }

    /// The ids of the options that are on, in [`Options::ids`] order.
    pub fn on(&self) -> Vec<&'static str> {
        every_option().map(|o| o.id).filter(|id| self.has(id)).collect()
    }

    /// Sets the option named `id` (`"three-prong"`, also `"threeProng"`).
    pub fn set(&mut self, id: &str, on: bool) -> Result<(), RulesError> {
        let bit = Options::bit(id).ok_or_else(|| RulesError::from(ErrorKind::UnknownOption { given: quote(id) }))?;
        if on {
            self.0 |= bit;
        } else {
            self.0 &= !bit;
        }
        Ok(())
    }
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.on()).finish()
    }
}

/// The FIDE set and what it promotes to.
pub const FIDE_KINDS: [PieceKind; 6] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
pub const FIDE_PROMOTIONS: [PieceKind; 4] = [KNIGHT, BISHOP, ROOK, QUEEN];

/// The same promotion choices for both sides.
pub(crate) fn both_sides(kinds: &[PieceKind]) -> [Vec<PieceKind>; 2] {
    [kinds.to_vec(), kinds.to_vec()]
}

/// Castling as a game has it.
#[derive(Clone, Debug)]
pub(crate) enum Castling {
    None,
    /// FIDE castling with the king on the e-file and rooks on the a- and
    /// h-files, on these back ranks (rank indices, White's then Black's).
    Fide {
        back_ranks: [u8; 2],
    },
    /// A definition's castling, worked out from its keys.
    Rules(Vec<CastlingRule>),
}

/// A game as its module states it: everything a [`Variant`] holds except
/// what is computed from it (tables, castling squares and masks).
pub(crate) struct Spec {
    pub id: VariantId,
    pub options: Options,
    pub geometry: Geometry,
    pub pieces: PieceTable,
    pub start: &'static str,
    /// What each side's pawn-like pieces promote to (White's, Black's).
    pub promotions: [Vec<PieceKind>; 2],
    /// Where pawns make their double step, initial moves apply and
    /// pawn-like pieces promote.
    pub zones: Zones,
    pub castling: Castling,
    pub turn_rule: TurnRule,
    pub collision: bool,
    pub royal_check: bool,
    pub extinction: Option<PieceKind>,
    pub en_passant: bool,
    pub no_progress: NoProgress,
    pub repetition: Repetition,
    pub stalemate: Stalemate,
    pub insufficient: Insufficient,
    pub baring: bool,
    pub baring_claim: bool,
    pub seventh: SeventhField,
    pub check_ends_turn: bool,
    pub return_barred: bool,
    pub hooks: Hooks,
}

impl Spec {
    /// FIDE chess: the default every game changes.
    pub fn chess() -> Spec {
        Spec {
            id: VariantId::CHESS,
            options: Options::default(),
            geometry: Geometry::rectangle(8, 8),
            pieces: PieceTable::builtin(&FIDE_KINDS),
            start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            promotions: both_sides(&FIDE_PROMOTIONS),
            zones: Zones { double_step: Some([1, 6]), ..Zones::default() },
            castling: Castling::Fide { back_ranks: [0, 7] },
            turn_rule: TurnRule::Single,
            collision: false,
            royal_check: true,
            extinction: None,
            en_passant: true,
            no_progress: NoProgress { counts_turns: false, limit: 100, reset_by: KindSet::of(&[PAWN]) },
            repetition: Repetition::AtTurnStarts,
            stalemate: Stalemate::Draw,
            insufficient: Insufficient::Fide,
            baring: false,
            baring_claim: false,
            seventh: SeventhField::None,
            check_ends_turn: false,
            return_barred: false,
            hooks: Hooks::default(),
        }
    }

    pub fn build(self) -> Variant {
        let geometry = self.geometry;
        let tables = Tables::build_in(&geometry, &self.pieces, &self.zones);
        let kinds = self.pieces.kinds().to_vec();
        let n = geometry.square_count();
        let castling = match self.castling {
            Castling::None => Vec::new(),
            Castling::Fide { back_ranks } => fide_castling(&geometry, back_ranks),
            Castling::Rules(rules) => rules,
        };
        let castle_mask = castle_mask(&geometry, &castling);
        let entry = self.id.entry();
        Variant {
            id: self.id,
            options: self.options,
            name: entry.name,
            summary: entry.summary,
            bitboards: Bitboards::build(&tables, n, &self.pieces),
            square_sets: SquareSets::build(&tables, n, &self.pieces),
            kinds,
            pieces: self.pieces,
            tables,
            start: self.start,
            reconstructed: entry.reconstructed,
            offered: entry.options,
            promotions: self.promotions,
            castling,
            castle_mask,
            turn_rule: self.turn_rule,
            collision: self.collision,
            royal_check: self.royal_check,
            extinction: self.extinction,
            en_passant: self.en_passant,
            no_progress: self.no_progress,
            repetition: self.repetition,
            stalemate: self.stalemate,
            insufficient: self.insufficient,
            baring: self.baring,
            baring_claim: self.baring_claim,
            seventh: self.seventh,
            check_ends_turn: self.check_ends_turn,
            return_barred: self.return_barred,
            hooks: self.hooks,
            geometry,
        }
    }
}

/// FIDE castling with the king on the e-file and rooks on the a- and
/// h-files of `geo`'s files 0..8, on the given back ranks (rank indices).
fn fide_castling(geo: &Geometry, back_ranks: [u8; 2]) -> Vec<CastlingRule> {
    let mut rules = Vec::new();
    for color in Color::BOTH {
        let r = back_ranks[color.index()];
        let sq = |f: u8| geo.square(f, r);
        let (kbit, qbit, kc, qc) = match color {
            Color::White => (1, 2, 'K', 'Q'),
            Color::Black => (4, 8, 'k', 'q'),
        };
        for (king_side, king_to, rook_from, rook_to, empty, bit, fen_char) in
            [(true, 6, 7, 5, [5, 6].as_slice(), kbit, kc), (false, 2, 0, 3, [1, 2, 3].as_slice(), qbit, qc)]
        {
            let step: i8 = if king_side { 1 } else { -1 };
            let king_path = (0..3).map(|i| sq((4 + step * i) as u8)).collect();
            rules.push(CastlingRule {
                color,
                king_side,
                king_from: sq(4),
                king_to: sq(king_to),
                rook_from: sq(rook_from),
                rook_to: sq(rook_to),
                rook_kinds: KindSet::of(&[ROOK]),
                empty: empty.iter().fold(Bits256::EMPTY, |mut set, &f| {
                    set.insert(sq(f));
                    set
                }),
                king_path,
                bit,
                fen_char,
            });
        }
    }
    rules
}

/// Castling rights each square takes away when a piece leaves or enters it:
/// a rook's square its own right, a king's square every right of its side.
fn castle_mask(geo: &Geometry, rules: &[CastlingRule]) -> Vec<u8> {
    let mut mask = vec![0u8; geo.square_count()];
    for r in rules {
        mask[r.rook_from.index()] |= r.bit;
        mask[r.king_from.index()] |= r.bit;
    }
    mask
}

impl Variant {
    /// The variant with these options, built once and shared.
    pub fn get(id: VariantId, asked: Options) -> Result<&'static Variant, RulesError> {
        static CACHE: OnceLock<Mutex<Vec<&'static Variant>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut list = match cache.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        // Options a game does not offer are dropped, so each game has one
        // cached instance per meaningful option set.
        if let Some(v) = loaded::variant(id) {
            return Ok(v);
        }
        let entry = id.entry();
        let Some(build) = entry.build else {
            return Err(RulesError::from(ErrorKind::UnknownVariant { given: quote(entry.id) }));
        };
        let mut options = Options::default();
        for o in entry.options {
            options.set(o.id, asked.has(o.id))?;
        }
        if let Some(v) = list.iter().find(|v| v.id == id && v.options == options) {
            return Ok(v);
        }
        // Each (game, options) pair is built once and lives for the program:
        // at most a few dozen small tables.
        let v: &'static Variant = Box::leak(Box::new(build(options)));
        list.push(v);
        Ok(v)
    }
}

/// Game ids and options read from text (records, links, the page).
impl VariantId {
    pub fn parse(text: &str) -> Result<VariantId, RulesError> {
        VariantId::ALL
            .into_iter()
            .find(|v| v.as_str() == text.trim())
            .or_else(|| loaded::find(text.trim()))
            .ok_or_else(|| RulesError::from(ErrorKind::UnknownVariant { given: quote(text.trim()) }))
    }
}

impl std::str::FromStr for VariantId {
    type Err = RulesError;
    fn from_str(text: &str) -> Result<VariantId, RulesError> {
        VariantId::parse(text)
    }
}
