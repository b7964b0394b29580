//! The reference for variant authors, docs/variants.md, against the code:
//! its key table and its diagrams are what the code makes (regions between
//! `<!-- generated: NAME -->` and `<!-- end of NAME -->`; run with
//! `TWOFOLD_WRITE_DOCS=1` to write them), its pieces table is the
//! predefined pieces, every ```ini block loads as a game, every perft it
//! states is counted, and every key's example plays while its refused value
//! is refused as "not playable yet".

use std::collections::BTreeSet;
use std::sync::{Mutex, OnceLock};
use twofold_rules::definition::describe::diagram;
use twofold_rules::definition::keys::{self, RuleKey, RULE_KEYS};
use twofold_rules::definition::{betza, load, ProblemKind};
use twofold_rules::{perft, Options, Position, Variant, VariantId};

const DOC_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/variants.md");

/// Held while the doc is read or written (tests run side by side; writing
/// regenerates it).
static DOC: Mutex<()> = Mutex::new(());

fn doc() -> String {
    let _held = DOC.lock().unwrap_or_else(|e| e.into_inner());
    std::fs::read_to_string(DOC_PATH).expect("docs/variants.md")
}

// ---- Generated regions --------------------------------------------------------

/// Checks that the doc's region `name` is `expected`; writes it instead
/// when TWOFOLD_WRITE_DOCS is set (to regenerate the reference).
fn region_is(name: &str, expected: &str) {
    let _held = DOC.lock().unwrap_or_else(|e| e.into_inner());
    let text = std::fs::read_to_string(DOC_PATH).expect("docs/variants.md");
    let (begin, end) = (format!("<!-- generated: {name} -->\n"), format!("<!-- end of {name} -->"));
    let start = text.find(&begin).unwrap_or_else(|| panic!("docs/variants.md has no {begin:?}")) + begin.len();
    let stop = start + text[start..].find(&end).unwrap_or_else(|| panic!("docs/variants.md has no {end:?}"));
    if std::env::var_os("TWOFOLD_WRITE_DOCS").is_some() {
        let written = format!("{}{expected}{}", &text[..start], &text[stop..]);
        std::fs::write(DOC_PATH, written).expect("docs/variants.md written");
        return;
    }
    assert!(
        text[start..stop] == *expected,
        "docs/variants.md's {name} differs from the code's; regenerate it with TWOFOLD_WRITE_DOCS=1 \
         cargo test -p twofold-rules --test variants_doc\n--- the doc:\n{}\n--- the code:\n{expected}",
        &text[start..stop]
    );
}

/// `text` in a table cell: `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

fn key_row(k: &RuleKey) -> String {
    let name = if k.ours { format!("`{}` (ours)", k.name) } else { format!("`{}`", k.name) };
    let mut example = format!("`{} = {}`", k.name, k.example);
    if !k.with.is_empty() {
        // (Each line of a longer prerequisite in its own code span: a table row is one line.)
        example.push_str(&format!(" with `{}`", k.with.replace('\n', "`, `")));
    }
    let plays = match (k.plays, k.refused) {
        ("", _) => "every value".to_string(),
        (words, "") => words.to_string(),
        (words, refused) => format!("{words}; `{refused}` is not yet"),
    };
    let default = if k.default == "-" { "`-`".to_string() } else { k.default.to_string() };
    format!(
        "| {name} | {} | {} | {} | {} | {} |\n",
        cell(&k.ty.words()),
        cell(&default),
        cell(k.meaning),
        cell(&example),
        cell(&plays)
    )
}

fn key_table() -> String {
    let mut out = String::from("| key | value | default | meaning | example | plays today |\n");
    out.push_str("| --- | --- | --- | --- | --- | --- |\n");
    for k in RULE_KEYS {
        out.push_str(&key_row(k));
    }
    out
}

/// Diagrams side by side in a ```text block, each under its title, rows
/// of `per_row`; shorter ones are centred on taller ones.
fn diagrams(items: &[(&str, &str)], per_row: usize) -> String {
    let mut out = String::from("```text\n");
    for (n, row) in items.chunks(per_row).enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let drawn: Vec<(String, Vec<String>)> = row
            .iter()
            .map(|(betza, title)| {
                let moves = betza::parse(betza).unwrap_or_else(|e| panic!("{betza}: {e:?}"));
                let lines = diagram(&moves, 'x').lines().map(str::to_string).collect();
                (format!("{betza}  {title}"), lines)
            })
            .collect();
        let height = drawn.iter().map(|(_, l)| l.len()).max().unwrap_or(0);
        let width = items.iter().map(|(betza, title)| betza.len() + 2 + title.len()).max().unwrap_or(0).max(17);
        let mut lines = vec![String::new(); height + 1];
        for (i, (title, board)) in drawn.iter().enumerate() {
            let pad = (height - board.len()) / 2;
            let last = i + 1 == drawn.len();
            for (r, line) in lines.iter_mut().enumerate() {
                let text = match r {
                    0 => title.as_str(),
                    r if r > pad && r <= pad + board.len() => board[r - pad - 1].as_str(),
                    _ => "",
                };
                if last {
                    line.push_str(text);
                } else {
                    line.push_str(&format!("{text:<width$}   "));
                }
            }
        }
        for line in lines {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out.push_str("```\n");
    out
}

/// Each atom alone.
const ATOMS: &[(&str, &str)] = &[
    ("W", "wazir (1,0)"),
    ("F", "ferz (1,1)"),
    ("D", "dabbaba (2,0)"),
    ("N", "knight (2,1)"),
    ("A", "alfil (2,2)"),
    ("H", "threeleaper (3,0)"),
    ("C", "camel (3,1), also L"),
    ("Z", "zebra (3,2), also J"),
    ("G", "tripper (3,3)"),
    ("K", "king: W and F"),
    ("R", "rook: W ridden"),
    ("B", "bishop: F ridden"),
    ("Q", "queen: R and B"),
];

/// Directions, ranges and modifiers: leapers, then riders.
const MODIFIED: &[(&str, &str)] = &[
    ("fW", "forward"),
    ("fsW", "forward, sideways"),
    ("fF", "forward"),
    ("ffN", "narrow forward"),
    ("fsN", "wide forward"),
    ("fhN", "forward half"),
    ("hrN", "one hand"),
    ("fmWfcF", "m and c"),
    ("ifmnD", "i: initial"),
    ("vR", "vertical"),
    ("W3", "up to 3"),
    ("NN", "nightrider"),
    ("pR", "p: hopper"),
    ("gQ", "g: grasshopper"),
];

#[test]
fn the_key_table_is_the_codes() {
    region_is("keys", &key_table());
}

#[test]
fn the_atoms_are_drawn_as_the_code_draws_them() {
    region_is("atoms", &[diagrams(&ATOMS[..9], 4), diagrams(&ATOMS[9..], 3)].concat());
}

#[test]
fn the_modifiers_are_drawn_as_the_code_draws_them() {
    region_is("modifiers", &[diagrams(&MODIFIED[..9], 4), diagrams(&MODIFIED[9..], 3)].concat());
}

#[test]
fn the_pieces_table_is_the_predefined_pieces() {
    let text = doc();
    let rows: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let unquote = |c: &str| c.strip_prefix('`')?.strip_suffix('`').map(str::to_string);
            // | `name` | `letter` | `Betza` | words |
            if cells.len() < 5 {
                return None;
            }
            Some((unquote(cells[1])?, unquote(cells[3])?))
        })
        .filter(|(name, _)| keys::PREDEFINED.iter().any(|(n, _)| n == name) || name == "king")
        .collect();
    let mut expected: Vec<(String, String)> =
        keys::PREDEFINED.iter().map(|(n, b)| (n.to_string(), b.to_string())).collect();
    expected.push(("king".to_string(), keys::KING_BETZA.to_string()));
    assert_eq!(rows, expected, "the pieces table: every predefined piece, in order, with its Betza");
}

#[test]
fn every_key_fairy_stockfish_has_and_we_do_not_yet_is_listed() {
    let text = doc();
    for key in keys::NOT_YET.iter().chain([&keys::IMMOBILE]) {
        assert!(text.contains(&format!("`{key}`")), "docs/variants.md lacks {key}");
    }
}

// ---- Every key's example plays; its refused value is refused ----------------------

fn example_text(k: &RuleKey, value: &str) -> String {
    format!("[example:chess]\n{}\n{} = {value}\n", k.with, k.name)
}

#[test]
fn every_keys_example_plays_and_its_refused_value_is_refused() {
    for k in RULE_KEYS {
        let text = example_text(k, k.example);
        if let Err(problems) = load(&text) {
            panic!("{}'s example does not play:\n{text}{problems:#?}", k.name);
        }
        if k.refused.is_empty() {
            continue;
        }
        let text = example_text(k, k.refused);
        match load(&text) {
            Ok(_) => panic!("{} = {} plays; the doc says it does not yet", k.name, k.refused),
            Err(problems) => assert!(
                problems.iter().all(|p| p.kind == ProblemKind::NotSupported && p.message.contains("not playable yet")),
                "{text}{problems:#?}"
            ),
        }
    }
}

// ---- The doc's recipes ------------------------------------------------------------

/// The ```ini blocks of the doc, in order.
fn ini_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match (&mut current, line.trim_end()) {
            (None, "```ini") => current = Some(String::new()),
            (Some(block), "```") => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            (Some(block), _) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, _) => {}
        }
    }
    assert!(current.is_none(), "an ```ini block is not closed");
    blocks
}

/// A block's text and what loading it gave (its games, or its problems).
type Loaded = (String, Result<Vec<VariantId>, String>);

/// Loads every ```ini block of the doc once (tests run side by side):
/// each block's result.
fn loaded_blocks() -> &'static Vec<Loaded> {
    static LOADED: OnceLock<Vec<Loaded>> = OnceLock::new();
    LOADED.get_or_init(|| {
        ini_blocks(&doc())
            .into_iter()
            .map(|block| {
                let result = load(&block).map_err(|p| format!("{p:#?}"));
                (block, result)
            })
            .collect()
    })
}

fn loaded(name: &str) -> VariantId {
    assert!(loaded_blocks().iter().all(|(_, r)| r.is_ok()), "a block does not load");
    VariantId::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn count(id: VariantId, depth: u32) -> u64 {
    perft(&Position::start(Variant::get(id, Options::default()).expect("a loaded game")), depth)
}

#[test]
fn every_ini_block_loads_as_games() {
    let blocks = loaded_blocks();
    assert!(blocks.len() >= 3, "the doc has {} ```ini blocks", blocks.len());
    let mut names = BTreeSet::new();
    for (block, result) in blocks {
        if let Err(problems) = result {
            panic!("this block of docs/variants.md does not load:\n{block}{problems}");
        }
        for line in block.lines().filter(|l| l.starts_with('[')) {
            assert!(names.insert(line.to_string()), "{line} is defined twice in the doc");
        }
    }
}

/// The counts the doc states: `$ twofold perft NAME DEPTH --variants FILE`
/// followed by `total N`.
fn stated_counts(text: &str) -> Vec<(String, u32, u64)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for pair in lines.windows(2) {
        let Some(command) = pair[0].strip_prefix("$ twofold perft ") else { continue };
        let words: Vec<&str> = command.split_whitespace().collect();
        let total = pair[1].strip_prefix("total ").unwrap_or_else(|| panic!("no total after {}", pair[0]));
        out.push((words[0].to_string(), words[1].parse().expect("a depth"), total.parse().expect("a count")));
    }
    out
}

#[test]
fn the_counts_the_doc_states_are_counted() {
    let stated = stated_counts(&doc());
    for example in ["capablanca", "gemini", "marseillais-text"] {
        assert!(stated.iter().any(|(n, _, _)| n == example), "the doc states no perft of {example}");
    }
    for (name, depth, expected) in stated {
        assert_eq!(count(loaded(&name), depth), expected, "perft {name} {depth}");
    }
}

#[test]
fn marseillais_written_in_the_doc_counts_what_the_built_in_counts() {
    let built_in = Variant::get(VariantId::MARSEILLAIS, Options::default()).expect("Marseillais");
    for depth in 1..=3 {
        assert_eq!(count(loaded("marseillais-text"), depth), perft(&Position::start(built_in), depth), "perft {depth}");
    }
}
