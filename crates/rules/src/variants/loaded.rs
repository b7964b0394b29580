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

static LOADED: Mutex<Vec<Loaded>> = Mutex::new(Vec::new());

fn with<T>(f: impl FnOnce(&mut Vec<Loaded>) -> T) -> T {
    let mut list = match LOADED.lock() {
        Ok(l) => l,
        Err(poisoned) => poisoned.into_inner(),
    };
    f(&mut list)
}

/// The first loaded game's index among all ids.
fn first() -> usize {
    VariantId::ALL.len()
}

/// The id for a game named `name` (its own, if loaded before), with its
/// line of the table; `None` when no id is left (ids are one byte).
pub(crate) fn reserve(name: &str, summary: &str) -> Option<VariantId> {
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    with(|list| {
        let place = list.iter().position(|l| l.entry.id == name).unwrap_or(list.len());
        let index = u8::try_from(first() + place).ok()?;
        let id = leak(name);
        let entry = Box::leak(Box::new(GameEntry {
            id,
            name: id,
            summary: leak(summary),
            options: &[],
            reconstructed: None,
            build: None,
        }));
        let loaded = Loaded { entry, variant: None };
        match list.get_mut(place) {
            Some(old) => *old = loaded,
            None => list.push(loaded),
        }
        Some(VariantId(index))
    })
}

/// Stores the game built for a reserved id.
pub(crate) fn store(id: VariantId, variant: Variant) {
    let variant: &'static Variant = Box::leak(Box::new(variant));
    with(|list| {
        if let Some(l) = id.index().checked_sub(first()).and_then(|i| list.get_mut(i)) {
            l.variant = Some(variant);
        }
    });
}

pub(crate) fn entry(id: VariantId) -> Option<&'static GameEntry> {
    with(|list| id.index().checked_sub(first()).and_then(|i| list.get(i)).map(|l| l.entry))
}

pub(crate) fn variant(id: VariantId) -> Option<&'static Variant> {
    with(|list| id.index().checked_sub(first()).and_then(|i| list.get(i)).and_then(|l| l.variant))
}

/// Every loaded game, in the order first loaded.
pub(crate) fn all() -> Vec<VariantId> {
    with(|list| {
        (0..list.len())
            .filter(|&i| list[i].variant.is_some())
            .filter_map(|i| u8::try_from(first() + i).ok().map(VariantId))
            .collect()
    })
}

/// The loaded game named `name`.
pub(crate) fn find(name: &str) -> Option<VariantId> {
    with(|list| {
        let i = list.iter().position(|l| l.entry.id == name && l.variant.is_some())?;
        u8::try_from(first() + i).ok().map(VariantId)
    })
}
