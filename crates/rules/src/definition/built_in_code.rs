//! The built-in games on chess's board are their definitions: this writes
//! `variants/from_text.rs`, their rules as code, from their sections of
//! `built_in.ini` (and the keys each option sets), and fails while that
//! file is stale. So a built-in game's rules are edited in the text; the
//! code the page's plain module runs is made from it when the project is
//! built (the definitions reader itself would add 48 KB to that module).
//!
//! `TWOFOLD_WRITE_BUILT_IN=1 cargo test -p twofold-rules built_in_code`
//! writes the file again.

use super::parse;
use super::play::spec_of;
use crate::piece::Piece;
use crate::square::{Color, Square};
use crate::tables::{Cond, Tables};
use crate::variants::Spec;

/// An option of a game, and the keys it sets.
type OptionKeys = (&'static str, &'static str);

/// The games written from text: their function's name, the section they
/// are, and each option with the keys it sets.
const GAMES: [(&str, &str, &[OptionKeys]); 3] = [
    ("two_prong", "two-prong", &[("collision", "collision = true"), ("three-prong", "movesPerTurn = 3")]),
    ("chess2", "chess2", &[]),
    ("marseillais", "marseillais", &[("unbalanced", "firstTurnMoves = 2")]),
];

/// The place of the written file in the crate.
const FILE: &str = "src/variants/from_text.rs";

/// The spec a section of `built_in.ini` builds, with `keys` added.
fn spec(section: &str, keys: &str) -> Spec {
    let text = format!("[from-text:{section}]\n{keys}\n");
    let defs = parse(&text).unwrap_or_else(|p| panic!("[{section}] {keys}: {p:?}"));
    spec_of(&defs[0]).unwrap_or_else(|p| panic!("[{section}] {keys}: {p:?}"))
}

/// The spec's fields that a game on chess's board may change, each as Rust
/// writes its value. Every other field must be chess's, built (checked
/// below): the text would say something this code does not write.
fn fields(s: &Spec) -> Vec<(&'static str, String)> {
    vec![
        ("start", format!("{:?}", s.start)),
        ("turn_rule", format!("TurnRule::{:?}", s.turn_rule)),
        ("collision", s.collision.to_string()),
        ("check_ends_turn", s.check_ends_turn.to_string()),
        ("return_barred", s.return_barred.to_string()),
        ("seventh", format!("SeventhField::{:?}", s.seventh)),
        ("repetition", format!("Repetition::{:?}", s.repetition)),
        ("insufficient", format!("Insufficient::{:?}", s.insufficient)),
        ("stalemate", format!("Stalemate::{:?}", s.stalemate)),
        (
            "no_progress",
            format!(
                "NoProgress {{ counts_turns: {}, limit: {}, ..chess.no_progress }}",
                s.no_progress.counts_turns, s.no_progress.limit
            ),
        ),
    ]
}

/// What the written code leaves as chess's: equal, as built, in the text's game.
fn same_as_chess_otherwise(name: &str, s: Spec) {
    let chess = Spec::chess();
    assert_eq!(s.no_progress.reset_by, chess.no_progress.reset_by, "{name}: reset_by");
    let flags =
        |s: &Spec| (s.royal_check, s.checks_allowed, s.promotion_optional, s.must_capture, s.bare_wins, s.en_passant);
    assert_eq!(flags(&s), flags(&chess), "{name}: the flags");
    assert_eq!((s.baring, s.baring_claim, s.extinction, s.flag), (chess.baring, chess.baring_claim, None, None));
    let (text, code) = (s.build(), chess.build());
    assert_eq!(format!("{:?}", text.pieces), format!("{:?}", code.pieces), "{name}: pieces");
    assert_eq!(format!("{:?}", text.castling), format!("{:?}", code.castling), "{name}: castling");
    assert_eq!(text.promotions, code.promotions, "{name}: promotions");
    assert_eq!((text.geometry.width, text.geometry.height), (8, 8), "{name}: the board");
    // The movement, square by square, and where each piece promotes (a
    // definition says its zones its own way: compared as they act).
    let (t, c) = (&text.tables, &code.tables);
    for &kind in &code.kinds {
        for color in Color::BOTH {
            let p = Piece::new(color, kind);
            assert_eq!(t.promotion_zone(p), c.promotion_zone(p), "{name}: {p:?}'s promotion zone");
            for sq in code.geometry.squares() {
                let sorted = |v: &[Square]| {
                    let mut v = v.to_vec();
                    v.sort_by_key(|s| s.0);
                    v
                };
                let conds = |v: &[Cond]| v.iter().map(|c| (c.to.0, c.via().to_vec())).collect::<Vec<_>>();
                let here = |x: &Tables| {
                    (
                        sorted(x.both(p, sq)),
                        sorted(x.quiet(p, sq)),
                        sorted(x.capture(p, sq)),
                        conds(x.cond(p, sq)),
                        conds(x.cond_quiet(p, sq)),
                    )
                };
                assert_eq!(here(t), here(c), "{name}: {p:?} on {sq:?}");
            }
        }
    }
}

/// The file's text.
fn written() -> String {
    let chess = fields(&Spec::chess());
    let mut out = String::from(
        "//! The built-in games on chess's board, as their definitions say them\n\
         //! (`definition/built_in.ini`): written from that text by\n\
         //! `definition/built_in_code.rs` (do not edit here; edit the text, then\n\
         //! `TWOFOLD_WRITE_BUILT_IN=1 cargo test -p twofold-rules built_in_code`).\n\
         //! Each states only how it differs from chess, and what each option changes.\n\n\
         use super::Spec;\n",
    );
    let mut body = String::new();
    for (function, section, options) in GAMES {
        let base = spec(section, "");
        let game = fields(&base);
        body += &format!("\n/// `[{section}]`.\n#[allow(unused_mut, unused_variables, clippy::let_and_return)]\npub(super) fn {function}(options: Options) -> Spec {{\n");
        body += "    let chess = Spec::chess();\n    let mut spec = Spec {\n";
        for ((field, value), (_, chess_value)) in game.iter().zip(&chess) {
            if value != chess_value {
                body += &format!("        {field}: {value},\n");
            }
        }
        body += "        options,\n        ..chess\n    };\n";
        for (option, keys) in options.iter() {
            let with = spec(section, keys);
            let changed: Vec<String> = fields(&with)
                .iter()
                .zip(&game)
                .filter(|((_, v), (_, base_value))| v != base_value)
                .map(|((field, v), _)| format!("        spec.{field} = {v};\n"))
                .collect();
            assert!(!changed.is_empty(), "[{section}] {keys} changes nothing this code writes");
            body += &format!("    // {keys}\n    if options.has({option:?}) {{\n{}    }}\n", changed.concat());
            same_as_chess_otherwise(&format!("{section} {keys}"), with);
        }
        body += "    spec\n}\n";
        same_as_chess_otherwise(section, base);
    }
    // The types the code names, and only those.
    let types = ["Insufficient", "NoProgress", "Options", "Repetition", "SeventhField", "Stalemate", "TurnRule"];
    let used: Vec<&str> = types
        .into_iter()
        .filter(|t| {
            body.contains(&format!("{t}::")) || body.contains(&format!("{t} ")) || body.contains(&format!(": {t})"))
        })
        .collect();
    out += &format!("use crate::variant::{{{}}};\n", used.join(", "));
    out += &body;
    out
}

#[test]
fn built_in_code_is_written_from_the_definitions() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = written();
    if std::env::var_os("TWOFOLD_WRITE_BUILT_IN").is_some() {
        std::fs::write(&path, &text).expect("write from_text.rs");
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "{FILE} is stale: write it again with TWOFOLD_WRITE_BUILT_IN=1 cargo test -p twofold-rules built_in_code"
    );
}
