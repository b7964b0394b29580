//! One small module per game. Each starts from [`Spec::chess`] and lists
//! only what differs, like a section of a variants file; [`Spec::build`]
//! computes the movement tables and castling data. Adding a game is adding
//! a module and a line in the table of games ([`games!`] below).

pub(crate) mod compiled;
mod double_double;
mod dual_chess;
mod entry;
mod fide;
mod from_text;
pub(crate) mod loaded;
mod marseillais;
mod spec;
mod two_boards;

pub use entry::GameEntry;
pub(crate) use spec::{both_sides, Castling, Spec};

#[cfg(test)]
mod own_pieces_tests;

use crate::error::{quote, ErrorKind, RulesError};
use crate::position::Variant;
use crate::variant::{GameOption, Options, VariantId};
use std::sync::{Mutex, OnceLock};

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

    /// The game's name as its rules give it (with no options), else its id.
    /// Inlined into its one caller, a record's message, as the same code
    /// written there was: as a call it made the engine's module 26 bytes
    /// bigger gzipped (scripts/wasm.sh's budget).
    #[inline(always)]
    pub fn name(self) -> &'static str {
        Variant::get(self, Options::default()).map_or(self.as_str(), |v| v.name)
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
