//! The rule keys of one section applied onto what its parent gives, in
//! Fairy-Stockfish's order, and the defaults of its template.

use super::draft::{value_problem, Draft};
use super::ini::Entry;
use super::keys::{Key, ValueType, RULE_KEYS};
use super::model::Setting;
use super::values::{self, Region};
use crate::error::{Problem, ProblemKind};
use std::collections::BTreeMap;

/// A section's rule keys: the key as written, what it names, its line.
pub type Given<'a> = BTreeMap<String, (Key, &'a Entry)>;

/// Keys read before the rules (board, start position).
const READ_APART: &[&str] = &["maxRank", "maxFile", "startFen"];

/// The settings a definition holds: each rule key that stands for itself
/// (the per-colour keys, not the keys that set both colours).
pub fn settings_held() -> impl Iterator<Item = &'static str> {
    RULE_KEYS.iter().filter(|k| k.sets.is_empty() && !READ_APART.contains(&k.name)).map(|k| k.name)
}

/// Applies the rule keys of `given` onto `draft`, then checks settings
/// that must agree.
pub fn apply_rules(draft: &mut Draft, given: &Given, problems: &mut Vec<Problem>) {
    for rule in RULE_KEYS.iter().filter(|k| !READ_APART.contains(&k.name)) {
        let Some((_, entry)) = given.get(rule.name) else { continue };
        let letters = |c: char| draft.letter_of(c);
        let text = entry.value.as_str();
        let read: Result<Setting, values::ValueError> = match rule.ty {
            ValueType::Bool => values::boolean(text).map(Setting::Bool),
            ValueType::Int { min, max } => values::integer(text, min, max).map(Setting::Int),
            ValueType::Rank => values::rank(text).map(Setting::Rank),
            ValueType::File => values::file(text).map(Setting::File),
            ValueType::Piece => values::one_piece(text, &letters).map(Setting::Piece),
            ValueType::PieceSet => values::piece_set(
                text,
                matches!(rule.name, "extinctionPieceTypes" | "flagPiece" | "flagPieceWhite" | "flagPieceBlack"),
                &letters,
            )
            .map(Setting::Pieces),
            ValueType::Region => values::region(text).map(Setting::Region),
            ValueType::Outcome => values::game_value(text).map(Setting::Outcome),
            ValueType::Choice(words) => values::choice(text, words).map(Setting::Word),
            ValueType::PieceValues => values::piece_values(text, &letters).map(Setting::PieceValues),
            ValueType::PieceArt => values::piece_art(text, &letters).map(Setting::PieceArt),
            // Read and checked; it changes nothing here (the letters are the pieces' own).
            ValueType::CharTable => values::char_table(text).map(|()| Setting::Unset),
            ValueType::Fen | ValueType::PieceLetter | ValueType::CustomPiece | ValueType::King => continue,
        };
        let setting = match read {
            Ok(s) => s,
            Err(e) => {
                problems.push(value_problem(entry, 0, e.offset, e.message));
                continue;
            }
        };
        if rule.name == "promotionRank" {
            // Fairy-Stockfish's zone: this rank and beyond, mirrored for Black.
            if let Setting::Rank(r) = setting {
                let (mut white, mut black) = (Region::default(), Region::default());
                for rank in 0..draft.ranks {
                    if rank + 1 >= r {
                        white.ranks[rank as usize] = u16::MAX;
                    }
                    if rank + r <= draft.ranks {
                        black.ranks[rank as usize] = u16::MAX;
                    }
                }
                draft.settings.insert("promotionRegionWhite".into(), Setting::Region(white));
                draft.settings.insert("promotionRegionBlack".into(), Setting::Region(black));
            }
            continue;
        }
        let targets: &[&str] = if rule.sets.is_empty() { std::slice::from_ref(&rule.name) } else { rule.sets };
        for target in targets {
            draft.settings.insert(target.to_string(), setting.clone());
        }
    }
    for (name, (key, entry)) in given {
        if let Key::MobilityRegion { .. } = key {
            match values::region(&entry.value) {
                Ok(region) => {
                    draft.settings.insert(name.clone(), Setting::Region(region));
                }
                Err(e) => problems.push(value_problem(entry, 0, e.offset, e.message)),
            }
        }
    }
    check(draft, given, problems);
}

/// Settings that contradict each other or the board (as Fairy-Stockfish's
/// `check` reports them, and files beyond the board).
fn check(draft: &Draft, given: &Given, problems: &mut Vec<Problem>) {
    let at = |keys: &[&str]| {
        keys.iter()
            .find_map(|k| given.get(*k))
            .map(|(_, e)| (e.line, e.key_column))
            .or_else(|| given.values().next().map(|(_, e)| (e.line, e.key_column)))
    };
    let file = |k: &str| match draft.settings.get(k) {
        Some(Setting::File(f)) => *f,
        _ => 0,
    };
    let castling = matches!(draft.settings.get("castling"), Some(Setting::Bool(true)));
    if !castling {
        return;
    }
    let mut complain = |keys: &[&str], message: String| {
        if let Some((line, column)) = at(keys) {
            problems.push(Problem::new(line, column, ProblemKind::Inconsistent, message));
        }
    };
    let (king_side, queen_side) = (file("castlingKingsideFile"), file("castlingQueensideFile"));
    if queen_side > king_side {
        complain(
            &["castlingQueensideFile", "castlingKingsideFile"],
            "castlingQueensideFile is right of castlingKingsideFile; the queen's side is the lower files".to_string(),
        );
    }
    for key in ["castlingKingsideFile", "castlingQueensideFile", "castlingKingFile"] {
        if file(key) >= draft.files && given.contains_key(key) {
            complain(&[key], format!("{key} is beyond the board's {} files", draft.files));
        }
    }
    if let Some(Setting::Rank(r)) = draft.settings.get("castlingRank") {
        if *r > draft.ranks {
            complain(
                &["castlingRank", "maxRank"],
                format!("castlingRank {r} is beyond the board's {} ranks", draft.ranks),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::draft::base_settings;
    use super::*;

    #[test]
    fn the_template_holds_every_setting_and_only_those() {
        let base = base_settings();
        let held: Vec<&str> = settings_held().collect();
        for key in &held {
            assert!(base.contains_key(*key), "{key} has no default");
        }
        for key in base.keys() {
            assert!(held.contains(&key.as_str()), "{key} is not a key");
        }
        for rule in RULE_KEYS {
            for target in rule.sets {
                assert!(held.contains(target), "{} sets {target}, which is not held", rule.name);
            }
        }
    }
}
