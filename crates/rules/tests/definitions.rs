//! Variant definitions read from text (crate::definition): Fairy-Stockfish's
//! own chess-like variants written as a definitions file, pieces' moves on
//! a board, the problems an author sees, and input nobody wrote by hand.

use proptest::prelude::*;
use twofold_rules::definition::keys::{self, RULE_KEYS};
use twofold_rules::definition::reach::reach;
use twofold_rules::definition::values::PieceSet;
use twofold_rules::definition::{betza, describe, parse, Definition, Problem, ProblemKind};
use twofold_rules::{ErrorKind, RulesError};

const FSF: &str = include_str!("definitions/fsf.ini");
/// Read, but not playable yet (tests/definitions_play.rs).
const FSF_LATER: &str = include_str!("definitions/fsf-later.ini");

fn fsf() -> Vec<Definition> {
    parse(FSF).unwrap_or_else(|problems| panic!("fsf.ini: {problems:#?}"))
}

fn def<'a>(all: &'a [Definition], name: &str) -> &'a Definition {
    all.iter().find(|d| d.name == name).unwrap_or_else(|| panic!("no {name}"))
}

fn letters(d: &Definition) -> String {
    d.pieces.iter().map(|p| p.letter).collect()
}

#[test]
fn fairy_stockfish_variants_all_load() {
    let all = fsf();
    let names: Vec<&str> = all.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "capablanca",
            "embassy",
            "janus",
            "modern",
            "chancellor",
            "amazon",
            "nightrider",
            "grasshopper",
            "chigorin",
            "almost",
            "perfect",
            "losalamos",
            "pawnsideways",
            "pawnback",
            "berolina",
            "shatranj",
            "courier",
            "makruk",
            "checkmateless",
            "kingofthehill",
            "racingkings",
            "knightmate",
            "hoppelpoppel",
            "newzealand",
            "antichess",
            "crossderby",
            "troitzky",
            "omicron",
            "shako",
            "tencubed",
            "centaur"
        ]
    );
    // What cannot be played yet is still read.
    let later = parse(FSF_LATER).unwrap_or_else(|problems| panic!("fsf-later.ini: {problems:#?}"));
    assert_eq!(later.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(), ["kamikazerooks"]);
}

#[test]
fn boards_pieces_and_inheritance_resolve() {
    let all = fsf();
    let capa = def(&all, "capablanca");
    assert_eq!((capa.files, capa.ranks), (10, 8));
    assert_eq!(letters(capa), "pnbrqack");
    assert_eq!(capa.letters(capa.pieces_of("promotionPieceTypesBlack").unwrap()), "acqrbn");
    // Embassy inherits Capablanca's board and pieces, changes castling.
    let embassy = def(&all, "embassy");
    assert_eq!((embassy.files, letters(embassy).as_str()), (10, "pnbrqack"));
    assert_eq!(embassy.setting("castlingKingsideFile"), Some(&twofold_rules::definition::Setting::File(7)));
    let modern = def(&all, "modern");
    assert_eq!((modern.files, modern.ranks), (9, 9));
    assert!(modern.region("promotionRegionWhite").unwrap().contains(4, 8));
    let losalamos = def(&all, "losalamos");
    assert_eq!(letters(losalamos), "pnrqk");
    assert!(!losalamos.bool("castling"));
    let courier = def(&all, "courier");
    assert_eq!(courier.files, 12);
    assert_eq!(courier.piece('m').unwrap().key, "commoner");
    // Fairy-Stockfish's custom pawn: pawnTypes makes it the pawn of every rule.
    let berolina = def(&all, "berolina");
    let pawn = berolina.piece('p').unwrap();
    assert_eq!((pawn.key, pawn.betza.as_str()), ("customPiece1", "mfFcfeWimfnA"));
    for key in ["promotionPawnTypesWhite", "enPassantTypesBlack", "nMoveRuleTypesWhite"] {
        assert_eq!(berolina.pieces_of(key), Some(&PieceSet::Some(vec!["customPiece1"])), "{key}");
    }
    let pawnback = def(&all, "pawnback");
    assert_eq!(pawnback.pieces_of("nMoveRuleTypesWhite"), Some(&PieceSet::none()));
    assert!(!pawnback.region("mobilityRegionWhiteCustomPiece1").unwrap().contains(0, 0));
    let shatranj = def(&all, "shatranj");
    assert_eq!(shatranj.pieces_of("extinctionPieceTypes"), Some(&PieceSet::All));
    assert_eq!(shatranj.int("nMoveRule"), Some(70));
    let makruk = def(&all, "makruk");
    assert_eq!(makruk.piece('s').unwrap().key, "silver");
    assert!(makruk.region("promotionRegionBlack").unwrap().contains(0, 2));
    // Removing the queen drops it from the promotion choices, as Fairy-Stockfish does.
    let amazon = def(&all, "amazon");
    assert_eq!(amazon.letters(amazon.pieces_of("promotionPieceTypesWhite").unwrap()), "arbn");
    let chigorin = def(&all, "chigorin");
    assert_eq!(chigorin.letters(chigorin.pieces_of("promotionPieceTypesWhite").unwrap()), "crn");
    assert_eq!(chigorin.letters(chigorin.pieces_of("promotionPieceTypesBlack").unwrap()), "qrb");
}

#[test]
fn start_positions_read_runs_of_ten_and_more() {
    let all = fsf();
    let courier = def(&all, "courier");
    use twofold_rules::definition::fen::Cell;
    assert_eq!(courier.start.cell(12, 6, 2), Cell::Piece { letter: 'f', white: true });
    assert_eq!(courier.start.cell(12, 11, 7), Cell::Piece { letter: 'r', white: false });
    let capa = def(&all, "capablanca");
    assert_eq!(capa.start.cell(10, 9, 3), Cell::Empty);
}

/// The squares `betza` reaches from `from` on an 8×8 board holding pieces
/// on `occupied` (White, in its initial region when `initial`).
fn squares(betza: &str, from: &str, occupied: &[&str], initial: bool) -> Vec<String> {
    let moves = betza::parse(betza).unwrap();
    let sq = |s: &str| (s.as_bytes()[0] - b'a', s[1..].parse::<u8>().unwrap() - 1);
    let full: Vec<(u8, u8)> = occupied.iter().map(|s| sq(s)).collect();
    let mut out: Vec<String> = reach(&moves, 8, 8, sq(from), true, initial, &|f, r| full.contains(&(f, r)))
        .iter()
        .map(|l| format!("{}{}", (b'a' + l.file) as char, l.rank + 1))
        .collect();
    out.sort();
    out
}

fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn well_known_pieces_reach_the_right_squares() {
    assert_eq!(squares("N", "d4", &[], false), list("b3 b5 c2 c6 e2 e6 f3 f5"));
    assert_eq!(squares("NN", "a1", &[], false), list("b3 c5 d7 c2 e3 g4"));
    assert_eq!(squares("NN", "a1", &["c5"], false), list("b3 c5 c2 e3 g4"), "a nightrider stops at a piece");
    assert_eq!(squares("BN", "a1", &[], false), list("b2 c3 d4 e5 f6 g7 h8 b3 c2"));
    // The grasshopper lands just beyond its hurdle, and only there.
    assert_eq!(squares("gQ", "d4", &["d6", "f6", "b4"], false), list("d7 g7 a4"));
    assert_eq!(squares("gQ", "d4", &[], false), Vec::<String>::new());
    // The cannon hops a hurdle, then moves or captures anywhere beyond up to the next piece.
    assert_eq!(squares("pR", "a1", &["a3", "a6"], false), list("a4 a5 a6"));
    // The xiangqi horse is blocked next to it, orthogonally.
    assert_eq!(squares("nN", "e4", &["e5"], false), list("c3 c5 d2 f2 g3 g5"));
    assert_eq!(squares("nN", "e4", &["f5"], false).len(), 8, "a diagonal neighbour blocks nothing");
    // The pawn: a step, diagonal captures, and the initial double step when the way is free.
    assert_eq!(squares("fmWfcFifmnD", "e2", &[], true), list("e3 e4"));
    assert_eq!(squares("fmWfcFifmnD", "e2", &[], false), list("e3"));
    assert_eq!(squares("fmWfcFifmnD", "e2", &["d3", "f3"], true), list("d3 f3 e3 e4"));
    assert_eq!(squares("fmWfcFifmnD", "e2", &["e3"], true), Vec::<String>::new());
}

fn problems(text: &str) -> Vec<Problem> {
    match parse(text) {
        Ok(defs) => panic!("expected problems, got {} definitions", defs.len()),
        Err(p) => p,
    }
}

#[test]
fn a_bad_range_points_at_the_digit() {
    let text = "# mine\n[mine:chess]\n\n\n\n\ncustomPiece1 = a:QN12\n";
    let p = problems(text);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].line, p[0].column, p[0].kind), (7, 21, ProblemKind::Betza));
    assert_eq!(
        p[0].to_string(),
        "line 7, column 21: customPiece1 'a:QN12': '2' is not a Betza range here; a range is one digit right after the atom, e.g. N2 (0: no limit)"
    );
    // One digit is a range in Fairy-Stockfish: N9 rides up to nine leaps.
    assert!(parse("[mine:chess]\ncustomPiece1 = a:QN9\n").is_ok());
}

#[test]
fn every_problem_of_a_file_is_reported_with_its_line() {
    let text = "\
[one:chess]
maxrank = 9
pieceDrops = true
customPiece1 = x:hW
customPiece2 = y:mafsmafW
castling = maybe
[two:dual-chess]
[three:capablanca]
[four:nowhere]
[five:chess]
maxFile = 10
[one]
";
    let p = problems(text);
    let found: Vec<(u32, ProblemKind)> = p.iter().map(|p| (p.line, p.kind)).collect();
    assert_eq!(
        found,
        vec![
            (2, ProblemKind::UnknownKey),
            (3, ProblemKind::NotSupported),
            (4, ProblemKind::Betza),
            (5, ProblemKind::Betza),
            (5, ProblemKind::Betza),
            (6, ProblemKind::BadValue),
            (7, ProblemKind::Section),
            (8, ProblemKind::Section),
            (9, ProblemKind::Section),
            (10, ProblemKind::StartPosition),
            (12, ProblemKind::Section),
        ],
        "{p:#?}"
    );
    assert!(p[0].message.contains("did you mean maxRank?"), "{}", p[0].message);
    assert!(p[1].message.contains("known to Fairy-Stockfish but not supported here yet"));
    assert!(p[4].message.contains("multi-leg 'a' is not supported yet"));
    assert!(p[6].message.contains("not supported yet"), "{}", p[6].message);
    assert!(p[7].message.contains("built into Fairy-Stockfish"), "{}", p[7].message);
    assert!(p[9].message.contains("8 squares but the board has 10 files"), "{}", p[9].message);
    // As an error of the crate, with its kind to branch on.
    let e = RulesError::from(p);
    assert!(matches!(e.kind(), ErrorKind::Definition(list) if list.len() == 11));
    assert!(e.to_string().starts_with("bad variant definition: line 2, column 1: 'maxrank'"), "{e}");
}

#[test]
fn a_piece_that_can_never_move_is_refused() {
    let p =
        problems("[tiny:chess]\nmaxRank = 8\ncustomPiece1 = z:G\nstartFen = 3/3/3/3/3/3/3/3 w - - 0 1\nmaxFile = 3\n");
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].line, p[0].kind), (3, ProblemKind::Piece));
    assert!(p[0].message.contains("can never move on a 3×8 board"), "{}", p[0].message);
}

#[test]
fn letters_belong_to_the_definition() {
    // A letter taken from a parent's piece replaces it; two in one section clash.
    let ok = parse("[a:chess]\ncustomPiece1 = n:NN\n").unwrap();
    assert_eq!(ok[0].piece('n').unwrap().key, "customPiece1");
    assert!(ok[0].piece_by_key("knight").is_none());
    let p = problems("[a:chess]\narchbishop = c\nchancellor = c\n");
    assert_eq!((p[0].line, p[0].kind), (3, ProblemKind::Piece));
    let p = problems("[a:chess]\nknight = n:NN\n");
    assert!(p[0].message.contains("takes a letter only"), "{}", p[0].message);
}

#[test]
fn our_turn_keys_are_read() {
    let text = "[marseillais-text:chess]\nmovesPerTurn = 2\nfirstTurnMoves = 1\ncheckEndsTurn = true\n";
    let d = &parse(text).unwrap()[0];
    assert_eq!((d.int("movesPerTurn"), d.int("firstTurnMoves"), d.bool("checkEndsTurn")), (Some(2), Some(1), true));
    let words = describe::rules(d).join("\n");
    assert!(words.contains("turns: 2 moves each, White's first 1; a check ends the turn"), "{words}");
}

#[test]
fn descriptions_draw_each_piece() {
    let all = fsf();
    let text = describe::describe(def(&all, "nightrider"));
    assert!(text.starts_with("nightrider (from chess): 8×8 board"), "{text}");
    assert!(text.contains("n (customPiece1, NN):"), "{text}");
    assert!(text.contains("moves or captures by riding until blocked"), "{text}");
    // The king castles from where the start position has it (f1), as played.
    let text = describe::describe(def(&all, "capablanca"));
    assert!(text.contains("castling: the k from file f to i (king's side) or c (queen's side)"), "{text}");
}

#[test]
fn every_key_the_issue_names_is_supported() {
    let named = "maxRank maxFile startFen promotionRegionWhite promotionRegionBlack promotionRank promotionPieceTypes \
        promotionPieceTypesWhite promotionPieceTypesBlack promotionPawnTypes mandatoryPawnPromotion pawnTypes doubleStep \
        doubleStepRegionWhite doubleStepRegionBlack enPassantRegion enPassantTypes castling castlingKingsideFile \
        castlingQueensideFile castlingRank castlingKingFile castlingKingPiece castlingRookPieces checking stalemateValue \
        checkmateValue nMoveRule nMoveRuleTypes nFoldRule nFoldValue extinctionValue extinctionPieceTypes \
        extinctionPieceCount pieceValueMg pieceValueEg movesPerTurn firstTurnMoves checkEndsTurn";
    for key in named.split_whitespace() {
        assert!(RULE_KEYS.iter().any(|k| k.name == key), "{key}");
    }
    let pieces =
        "pawn knight bishop rook queen king fers alfil fersAlfil silver aiwok bers archbishop chancellor amazon \
        knibis biskni kniroo rookni wazir commoner centaur";
    for piece in pieces.split_whitespace() {
        assert!(keys::piece_keys().any(|k| k == piece), "{piece}");
    }
}

#[test]
fn the_reference_documents_every_supported_key() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/variants.md")).unwrap();
    for key in RULE_KEYS {
        assert!(doc.contains(&format!("`{}`", key.name)), "docs/variants.md lacks {}", key.name);
    }
    for (piece, _) in keys::PREDEFINED {
        assert!(doc.contains(&format!("`{piece}`")), "docs/variants.md lacks {piece}");
    }
}

/// Keys and values to mix: every supported key, some Fairy-Stockfish keys
/// and slips, with values of every type and some that fit none.
fn mixed_line() -> impl Strategy<Value = String> {
    let keys: Vec<String> = RULE_KEYS
        .iter()
        .map(|k| k.name.to_string())
        .chain(keys::piece_keys().map(str::to_string))
        .chain(["pieceDrops", "maxrank", "mobilityRegionWhitePawn", "[x]", "[y:x]", "[z:chess]", "#"].map(String::from))
        .collect();
    let values = prop::sample::select(vec![
        "8",
        "16",
        "17",
        "0",
        "-1",
        "true",
        "false",
        "p",
        "n:NN",
        "x:gQ",
        "q:mRcpR",
        "-",
        "*",
        "*8 a* d4",
        "z9",
        "win",
        "loss",
        "nbrq",
        "p:100 n:300",
        "k:KN",
        "a:QN12",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "10/10 w",
        "e",
        "c",
        "j",
    ]);
    (prop::sample::select(keys), values, "[ -~]{0,12}").prop_map(|(k, v, noise)| {
        if k.starts_with('[') || k == "#" {
            format!("{k}{noise}")
        } else {
            format!("{k} = {v}{}", if noise.len() > 10 { noise } else { String::new() })
        }
    })
}

fn check_problems(text: &str) {
    let lines = text.split('\n').count() as u32;
    if let Err(problems) = parse(text) {
        assert!(!problems.is_empty());
        for p in &problems {
            assert!(p.line >= 1 && p.line <= lines, "{p:?} in a text of {lines} lines");
            assert!(p.column >= 1, "{p:?}");
            assert!(!p.message.is_empty());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        check_problems(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_betza_never_panics(text in "[a-zA-Z0-9]{0,16}") {
        let _ = betza::parse(&text);
        check_problems(&format!("[a:chess]\ncustomPiece1 = z:{text}\n"));
    }

    #[test]
    fn random_key_value_mixes_never_panic(head in prop::sample::select(vec!["[v]", "[v:chess]"]), lines in prop::collection::vec(mixed_line(), 0..30)) {
        check_problems(&format!("{head}\n{}", lines.join("\n")));
    }
}
