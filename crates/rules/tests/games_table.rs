//! The table of games: every game is one entry, from which the ids, names,
//! options and offered games are derived.

use std::collections::HashSet;
use twofold_rules::{Options, Variant, VariantId};

#[test]
fn every_entry_builds_its_own_game_with_its_names() {
    let mut ids = HashSet::new();
    for (i, id) in VariantId::ALL.into_iter().enumerate() {
        let entry = id.entry();
        assert_eq!(id.index(), i);
        assert!(ids.insert(entry.id), "{} twice", entry.id);
        assert_eq!(VariantId::parse(entry.id).unwrap(), id);
        assert_eq!(format!("{id:?}"), entry.id);
        let v = Variant::get(id, Options::default()).unwrap();
        assert_eq!(v.id, id, "{} builds another game", entry.id);
        assert_eq!((v.name, v.summary, v.reconstructed), (entry.name, entry.summary, entry.reconstructed));
        assert!(!entry.summary.is_empty() && !v.kinds.is_empty());
        for t in v.pieces.types() {
            assert!(!t.name.is_empty() && !t.description.is_empty(), "{:?}", t.kind);
        }
    }
    assert_eq!(
        VariantId::ALL.map(VariantId::as_str),
        ["chess", "two-prong", "chess2", "dual-chess", "two-boards", "double-double", "marseillais"]
    );
}

#[test]
fn options_are_a_set_keyed_by_the_ids_the_games_offer() {
    assert_eq!(Options::ids(), ["collision", "three-prong", "sibahi", "unbalanced"]);
    let all = Options::of(&Options::ids()).unwrap();
    assert_eq!(all.on(), Options::ids());
    assert_eq!(format!("{all:?}"), r#"{"collision", "three-prong", "sibahi", "unbalanced"}"#);
    let mut o = Options::of(&["threeProng"]).unwrap();
    assert!(o.has("three-prong") && !o.has("collision"));
    o.set("three-prong", false).unwrap();
    assert_eq!(o, Options::default());
    assert!(Options::of(&["castling"]).is_err());
    // A game keeps only the options it offers.
    let v = Variant::get(VariantId::CHESS, all).unwrap();
    assert_eq!(v.options, Options::default());
    let v = Variant::get(VariantId::TWO_BOARDS, all).unwrap();
    assert_eq!(v.options.on(), ["sibahi"]);
    assert!(v.offered.iter().all(|o| !o.name.is_empty()));
}

/// The README's table of games is the rules' table: every game, in order,
/// with the name the rules give it, and no other row.
#[test]
fn the_readme_lists_every_game_by_its_rules_name() {
    let readme = include_str!("../../../README.md");
    let table = readme.split("## The games").nth(1).expect("the README has a section \"The games\"");
    let rows: Vec<(&str, &str)> = table
        .lines()
        .skip_while(|l| !l.starts_with("| id |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            (cells[1].trim_matches('`'), cells[2])
        })
        .collect();
    let expected: Vec<(&str, &str)> = VariantId::ALL.iter().map(|id| (id.as_str(), id.entry().name)).collect();
    assert_eq!(rows, expected);
}
