//! The games loaded from definitions while the program runs: each gets an
//! id after the built-in games', and lives as long as the program (a
//! position holds its game by reference). Loading a name again replaces
//! the game under the same id; positions of the old one keep it.

use super::GameEntry;
use crate::position::Variant;
use crate::variant::VariantId;
use std::sync::Mutex;

struct Loaded {
    entry: &'static GameEntry,
    variant: Option<&'static Variant>,
}

/// The loaded games, and everything loading made that no game holds now
/// (games replaced by a later load under their name, games of a file that
/// was refused): kept, since a position may still hold them, and so
/// reachable for the program's life rather than lost.
struct Registry {
    games: Vec<Loaded>,
    kept_entries: Vec<&'static GameEntry>,
    kept_games: Vec<&'static Variant>,
}

static LOADED: Mutex<Registry> =
    Mutex::new(Registry { games: Vec::new(), kept_entries: Vec::new(), kept_games: Vec::new() });

fn with<T>(f: impl FnOnce(&mut Registry) -> T) -> T {
    let mut registry = match LOADED.lock() {
        Ok(l) => l,
        Err(poisoned) => poisoned.into_inner(),
    };
    f(&mut registry)
}

/// The first loaded game's index among all ids.
fn first() -> usize {
    VariantId::ALL.len()
}

/// The ids games named `names` (distinct) would get if loaded now: a
/// loaded name's own, the next free ones for the others; `None` when no id
/// is left (ids are one byte). [`reserve`] then gives the same ids, if no
/// other load comes between (`crate::definition::load` loads one file at
/// a time).
pub(crate) fn ids_for(names: &[&str]) -> Option<Vec<VariantId>> {
    with(|registry| {
        let mut next = registry.games.len();
        names
            .iter()
            .map(|name| {
                let place = registry.games.iter().position(|l| l.entry.id == *name).unwrap_or_else(|| {
                    next += 1;
                    next - 1
                });
                u8::try_from(first() + place).ok().map(VariantId)
            })
            .collect()
    })
}

/// A game built for loading, for the program's life (see [`Registry`]).
pub(crate) fn keep(variant: Variant) -> &'static Variant {
    let variant: &'static Variant = Box::leak(Box::new(variant));
    with(|registry| registry.kept_games.push(variant));
    variant
}

/// The id for a game named `name` (its own, if loaded before), with its
/// line of the table; `None` when no id is left (ids are one byte).
pub(crate) fn reserve(name: &str, summary: &str) -> Option<VariantId> {
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    with(|registry| {
        let list = &mut registry.games;
        let place = list.iter().position(|l| l.entry.id == name).unwrap_or(list.len());
        let index = u8::try_from(first() + place).ok()?;
        let id = leak(name);
        let entry = Box::leak(Box::new(GameEntry {
            id,
            name: id,
            short_name: id,
            summary: leak(summary),
            options: &[],
            reconstructed: None,
            build: None,
        }));
        let loaded = Loaded { entry, variant: None };
        match list.get_mut(place) {
            Some(old) => {
                let old = std::mem::replace(old, loaded);
                registry.kept_entries.push(old.entry);
            }
            None => list.push(loaded),
        }
        Some(VariantId(index))
    })
}

/// Stores the game built for a reserved id (kept by [`keep`]).
pub(crate) fn store(id: VariantId, variant: &'static Variant) {
    with(|registry| {
        if let Some(l) = id.index().checked_sub(first()).and_then(|i| registry.games.get_mut(i)) {
            l.variant = Some(variant);
        }
    });
}

pub(crate) fn entry(id: VariantId) -> Option<&'static GameEntry> {
    with(|registry| id.index().checked_sub(first()).and_then(|i| registry.games.get(i)).map(|l| l.entry))
}

pub(crate) fn variant(id: VariantId) -> Option<&'static Variant> {
    with(|registry| id.index().checked_sub(first()).and_then(|i| registry.games.get(i)).and_then(|l| l.variant))
}

/// Every loaded game, in the order first loaded.
pub(crate) fn all() -> Vec<VariantId> {
    with(|registry| {
        let list = &registry.games;
        (0..list.len())
            .filter(|&i| list[i].variant.is_some())
            .filter_map(|i| u8::try_from(first() + i).ok().map(VariantId))
            .collect()
    })
}

/// The loaded game named `name`.
pub(crate) fn find(name: &str) -> Option<VariantId> {
    with(|registry| {
        let i = registry.games.iter().position(|l| l.entry.id == name && l.variant.is_some())?;
        u8::try_from(first() + i).ok().map(VariantId)
    })
}
