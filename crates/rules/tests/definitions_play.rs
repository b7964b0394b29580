//! Definitions played: games loaded from text (crate::definition::load)
//! count what Fairy-Stockfish counts, Marseillais written as text counts
//! what the built-in Marseillais counts, and random games of every loaded
//! game keep the rules' invariants.

mod common;

use common::random_playouts;
use std::sync::Once;
use twofold_rules::definition::{load, ProblemKind};
use twofold_rules::{perft, Color, Game, Options, Outcome, PieceKind, PieceType, Position, Reason, Variant, VariantId};

const FSF: &str = include_str!("definitions/fsf.ini");
const MARSEILLAIS: &str = "[marseillais-text:chess]
movesPerTurn = 2
firstTurnMoves = 1
checkEndsTurn = true

[marseillais-original-text:chess]
movesPerTurn = 2
checkEndsTurn = true
";

/// Loads the test files once per test process (tests run side by side).
fn loaded() {
    static LOAD: Once = Once::new();
    LOAD.call_once(|| {
        load(FSF).unwrap_or_else(|p| panic!("fsf.ini: {p:#?}"));
        load(MARSEILLAIS).unwrap_or_else(|p| panic!("Marseillais: {p:#?}"));
    });
}

fn id(name: &str) -> VariantId {
    loaded();
    VariantId::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn count(name: &str, fen: Option<&str>, depth: u32) -> u64 {
    let v = Variant::get(id(name), Options::default()).expect("a loaded game");
    let pos = match fen {
        Some(fen) => Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{name} {fen}: {e}")),
        None => Position::start(v),
    };
    perft(&pos, depth)
}

/// Fairy-Stockfish's counts, each row `variant | fen | depth | count |
/// source` (`startpos` for the start position).
const FSF_PERFT: &str = include_str!("definitions/fsf-perft.txt");

fn rows() -> impl Iterator<Item = (&'static str, Option<&'static str>, u32, u64)> {
    FSF_PERFT.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).map(|line| {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let fen = (f[1] != "startpos").then_some(f[1]);
        (f[0], fen, f[2].parse().expect("depth"), f[3].parse().expect("count"))
    })
}

/// One test per variant, so they run side by side.
macro_rules! fairy_stockfish_counts {
    ($($test:ident: $name:expr,)*) => {$(
        #[test]
        fn $test() {
            let mut checked = 0;
            for (name, fen, depth, expected) in rows().filter(|r| r.0 == $name) {
                assert_eq!(count(name, fen, depth), expected, "{name} {} perft {depth}", fen.unwrap_or("startpos"));
                checked += 1;
            }
            assert!(checked > 0, "no rows for {}", $name);
        }
    )*};
}

fairy_stockfish_counts! {
    perft_capablanca: "capablanca",
    perft_embassy: "embassy",
    perft_janus: "janus",
    perft_modern: "modern",
    perft_chancellor: "chancellor",
    perft_amazon: "amazon",
    perft_nightrider: "nightrider",
    perft_grasshopper: "grasshopper",
    perft_chigorin: "chigorin",
    perft_almost: "almost",
    perft_perfect: "perfect",
    perft_losalamos: "losalamos",
    perft_pawnsideways: "pawnsideways",
    perft_pawnback: "pawnback",
    perft_berolina: "berolina",
    perft_shatranj: "shatranj",
    perft_courier: "courier",
    perft_makruk: "makruk",
    perft_checkmateless: "checkmateless",
    perft_kingofthehill: "kingofthehill",
    perft_racingkings: "racingkings",
    perft_knightmate: "knightmate",
    perft_hoppelpoppel: "hoppelpoppel",
    perft_newzealand: "newzealand",
    perft_antichess: "antichess",
    perft_crossderby: "crossderby",
    perft_troitzky: "troitzky",
    perft_omicron: "omicron",
    perft_shako: "shako",
    perft_tencubed: "tencubed",
    perft_centaur: "centaur",
}

/// The designed positions of the built-in Marseillais' tests
/// (tests/marseillais.rs), and its start.
const MARSEILLAIS_ROWS: [&str; 7] = [
    "4k3/pp1p1p2/8/1P2P3/8/8/8/4K3 b - - 0 1 d",
    "4k3/8/8/2pPpP2/8/8/8/4K3 w - c6,e6 0 1 d",
    "4k1n1/8/8/8/8/8/8/R3K3 w - - 0 1 d",
    "4k3/8/8/8/8/8/6PP/r3K2R w K - 0 1 d",
    "r3k3/pp6/8/8/8/8/6PP/4K2R w Kq - 0 1 d",
    "8/1P2k3/8/8/8/8/6p1/1K6 w - - 0 1 d",
    "8/8/8/8/7p/1b6/2k4P/K7 w - - 0 1 d",
];

#[test]
fn marseillais_written_as_text_counts_what_the_built_in_counts() {
    let built_in = |fen: Option<&str>, depth: u32, options: Options| {
        let v = Variant::get(VariantId::MARSEILLAIS, options).expect("Marseillais");
        let pos = fen.map_or_else(|| Position::start(v), |f| Position::from_fen(v, f).expect("position"));
        perft(&pos, depth)
    };
    let unbalanced = Options::of(&["unbalanced"]).expect("option");
    for depth in 1..=3 {
        assert_eq!(count("marseillais-text", None, depth), built_in(None, depth, Options::default()), "start {depth}");
    }
    for depth in 1..=2 {
        let ours = count("marseillais-original-text", None, depth);
        assert_eq!(ours, built_in(None, depth, unbalanced), "original start {depth}");
    }
    for fen in MARSEILLAIS_ROWS {
        assert_eq!(count("marseillais-text", Some(fen), 3), built_in(Some(fen), 3, Options::default()), "{fen}");
    }
}

#[test]
fn a_loaded_game_plays_by_its_name_and_replays_from_its_record() {
    let mut game = Game::new(id("capablanca"), Options::default(), None).expect("a game");
    for text in ["e4", "e5", "Ci3", "Ad6"] {
        game.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    let record = game.record();
    assert!(record.contains("[Variant \"capablanca\"]"), "{record}");
    let again = Game::from_record(&record).expect("the record replays");
    assert_eq!(again.position_string(), game.position_string());
    assert_eq!(game.position_string(), "rn1bqkbcnr/pppp1ppppp/3a6/4p5/4P5/8C1/PPPP1PPPPP/RNABQKB1NR w KQkq - 2 3");
}

/// Random games of every loaded game keep the invariants of
/// `common::random_playouts` (notation and position strings round-trip,
/// every generated part is accepted, undo restores the hash).
macro_rules! playouts {
    ($($test:ident: $name:expr,)*) => {$(
        #[test]
        fn $test() {
            random_playouts(id($name), Options::default(), None, 3, 60);
        }
    )*};
}

playouts! {
    playouts_capablanca: "capablanca",
    playouts_janus: "janus",
    playouts_modern: "modern",
    playouts_nightrider: "nightrider",
    playouts_grasshopper: "grasshopper",
    playouts_chigorin: "chigorin",
    playouts_perfect: "perfect",
    playouts_losalamos: "losalamos",
    playouts_pawnsideways: "pawnsideways",
    playouts_pawnback: "pawnback",
    playouts_berolina: "berolina",
    playouts_shatranj: "shatranj",
    playouts_courier: "courier",
    playouts_makruk: "makruk",
    playouts_kingofthehill: "kingofthehill",
    playouts_racingkings: "racingkings",
    playouts_knightmate: "knightmate",
    playouts_newzealand: "newzealand",
    playouts_antichess: "antichess",
    playouts_crossderby: "crossderby",
    playouts_troitzky: "troitzky",
    playouts_omicron: "omicron",
    playouts_shako: "shako",
    playouts_tencubed: "tencubed",
    playouts_centaur: "centaur",
    playouts_marseillais_text: "marseillais-text",
}

fn problems_of(text: &str) -> Vec<(u32, ProblemKind, String)> {
    match load(text) {
        Ok(ids) => panic!("loaded {ids:?}"),
        Err(problems) => problems.into_iter().map(|p| (p.line, p.kind, p.message)).collect(),
    }
}

#[test]
fn what_cannot_be_played_yet_is_refused_at_its_section() {
    let problems = problems_of("# nine moves\n\n[ninefold:chess]\nmovesPerTurn = 9\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    let (line, kind, message) = &problems[0];
    assert_eq!((*line, *kind), (3, ProblemKind::NotSupported));
    assert!(message.contains("movesPerTurn = 9") && message.contains("not playable yet"), "{message}");
    // Extinction as a win.
    let problems = problems_of(include_str!("definitions/fsf-later.ini"));
    assert!(problems.iter().any(|(_, _, m)| m.contains("[kamikazerooks]") && m.contains("extinction")), "{problems:?}");
    // A start position the rules refuse (a pawn on its promotion rank).
    let problems = problems_of("[bad:chess]\nstartFen = P3k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    assert!(problems.iter().any(|(_, k, _)| *k == ProblemKind::StartPosition), "{problems:?}");
    // Rules our game would play otherwise than written: a bare king judged
    // at once, one type's extinction as a claim, n-move pieces per colour.
    let refused = |text: &str, what: &str| {
        let problems = problems_of(text);
        assert!(problems.iter().any(|(_, k, m)| *k == ProblemKind::NotSupported && m.contains(what)), "{problems:?}");
    };
    let bare = "extinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\nextinctionOpponentPieceCount = 2\n";
    refused(&format!("[bare:chess]\n{bare}extinctionClaim = false\n"), "extinction");
    refused("[gone:chess]\nextinctionValue = loss\nextinctionPieceTypes = q\nextinctionClaim = true\n", "extinction");
    refused("[counted:chess]\nnMoveRuleTypesBlack = -\n", "nMoveRuleTypes");
    refused("[hill-pair:chess]\nflagRegion = d4 e4 d5 e5\nflagPiece = k\nmovesPerTurn = 2\n", "goal");
    refused("[two-on-hill:chess]\nflagRegion = d4 e4 d5 e5\nflagPieceCount = 2\n", "flagPieceCount");
    assert!(load(&format!("[bare-claimed:chess]\n{bare}extinctionClaim = true\n")).is_ok());
    assert!(load("[gone-at-once:chess]\nextinctionValue = loss\nextinctionPieceTypes = q\n").is_ok());
    // Nothing of a file with a problem is loaded.
    let problems = problems_of("[fine-one:chess]\n\n[broken-one:chess]\ncheckEndsTurn = true\n");
    assert!(problems.iter().any(|(l, _, m)| *l == 3 && m.contains("checkEndsTurn")), "{problems:?}");
    assert!(VariantId::parse("fine-one").is_err(), "a file with a problem loads nothing");
}

#[test]
fn loading_a_name_again_replaces_its_game() {
    let first = load("[reloaded:chess]\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n").expect("loads");
    let second = load("[reloaded:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n").expect("loads");
    assert_eq!(first, second, "the same id");
    let v = Variant::get(second[0], Options::default()).expect("game");
    assert_eq!(Position::start(v).to_fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

/// The built-in games on chess's board as parents: a definition that only
/// names one, with its options as keys, counts what the built-in counts.
const BUILT_IN_CHILDREN: &str = "[tp:two-prong]
[tp-collision:two-prong]
collision = true
[tp-three:two-prong]
movesPerTurn = 3
[c2:chess2]
[mars:marseillais]
[mars-original:marseillais]
firstTurnMoves = 2
";

/// Positions of the built-in games' own tests (tests/two_prong.rs,
/// tests/chess2.rs, tests/marseillais.rs): designed for turn rules.
const TURN_POSITIONS: [&str; 9] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s",
    "4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 2 d",
    "4k3/8/5n2/8/3pP3/8/8/4K3 b - e3 0 2 d",
    "4k3/8/Q7/8/8/8/8/R3K3 w - - 0 2 d",
    "5r1k/8/8/8/1B6/8/6B1/4K3 w - - 0 2 d",
    "r3k2r/8/8/1b6/8/8/8/R3K2R w KQkq - 0 2 d",
    "r3k2r/1P4P1/8/8/8/8/8/4K3 w - - 0 2 d",
    "k7/8/8/8/8/8/3n4/RR4K1 b - - 0 2 d",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 d",
];

#[test]
fn definitions_over_the_built_in_games_count_what_they_count() {
    load(BUILT_IN_CHILDREN).unwrap_or_else(|p| panic!("{p:#?}"));
    let option = |ids: &[&str]| Options::of(ids).expect("options");
    let pairs = [
        ("tp", VariantId::TWO_PRONG, Options::default()),
        ("tp-collision", VariantId::TWO_PRONG, option(&["collision"])),
        ("tp-three", VariantId::TWO_PRONG, option(&["three-prong"])),
        ("c2", VariantId::CHESS2, Options::default()),
        ("mars", VariantId::MARSEILLAIS, Options::default()),
        ("mars-original", VariantId::MARSEILLAIS, option(&["unbalanced"])),
    ];
    for (name, built_in, options) in pairs {
        let ours = Variant::get(VariantId::parse(name).expect("loaded"), Options::default()).expect("game");
        let theirs = Variant::get(built_in, options).expect("built-in");
        assert_eq!(Position::start(ours).to_fen(), Position::start(theirs).to_fen(), "{name} start");
        assert_eq!(
            (ours.turn_rule, ours.collision, ours.repetition, ours.insufficient, ours.no_progress),
            (theirs.turn_rule, theirs.collision, theirs.repetition, theirs.insufficient, theirs.no_progress),
            "{name}"
        );
        let depth = if name == "tp-three" { 1 } else { 2 };
        for fen in TURN_POSITIONS {
            let a = perft(&Position::from_fen(ours, fen).expect("position"), depth);
            let b = perft(&Position::from_fen(theirs, fen).expect("position"), depth);
            assert_eq!(a, b, "{name} perft {depth} of {fen}");
        }
    }
    // A built-in game's name stays the built-in game's.
    let problems = problems_of("[chess2:chess]\n");
    assert!(problems.iter().any(|(_, _, m)| m.contains("built-in")), "{problems:?}");
}

/// The legal parts of the game `text` loads at `fen`, and its perft 1.
fn parts_at(text: &str, fen: &str) -> (Vec<String>, u64) {
    let id = load(text).unwrap_or_else(|p| panic!("{p:#?}"))[0];
    let game = Game::new(id, Options::default(), Some(fen)).expect("position");
    let parts: Vec<String> = game.legal_parts().into_iter().map(|m| game.part_san(m)).collect();
    let v = Variant::get(id, Options::default()).expect("game");
    (parts, perft(&Position::from_fen(v, fen).expect("position"), 1))
}

#[test]
fn a_square_reached_two_ways_is_one_move() {
    // The G leap d1-a4 and g4 lands on the FF ride's squares; the W step
    // on the R ride's first square (found by tests/definitions_random.rs);
    // the G leap a1-d4 on the walked mFF's.
    let text = "[two-ways:chess]\ncustomPiece1 = y:GFF\ncustomPiece2 = z:WR\ncustomPiece3 = x:GmFF\n";
    let (parts, count) = parts_at(text, "4k3/8/8/8/8/8/8/X2YK2Z w - - 0 1");
    let mut unique = parts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(parts.len(), unique.len(), "{parts:?}");
    let from_y = parts.iter().filter(|p| p.starts_with('Y')).count();
    assert_eq!(from_y, 7, "c2 b3 a4 e2 f3 g4 h5: {parts:?}");
    let from_x = parts.iter().filter(|p| p.starts_with('X')).count();
    assert_eq!(from_x, 7, "b2 to h8: {parts:?}");
    assert_eq!(count, parts.len() as u64, "perft 1 counts each move once");
}

#[test]
fn a_double_step_into_the_promotion_zone_promotes() {
    // Found by tests/definitions_random.rs: the pawn stood on its
    // promotion rank after a double step, and the position string of the
    // game no longer read.
    let text = "[deep-zone:chess]\npromotionRegionWhite = *4 *5 *6 *7 *8\n";
    let (parts, _) = parts_at(text, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let pawn: Vec<&String> = parts.iter().filter(|p| p.starts_with('e')).collect();
    assert_eq!(pawn, ["e3", "e4=N", "e4=B", "e4=R", "e4=Q"], "{parts:?}");
}

#[test]
fn a_slide_onto_a_double_step_square_is_the_double_step() {
    // Found by the mutated-definitions check: a pawn that also slides as a
    // rook reached a4 by its rook move and by its double step, and 'a4'
    // was ambiguous.
    let text = "[rook-pawn:chess]\npawn = -\ncustomPiece1 = p:RsmWfceFifmnD\npawnTypes = p\n";
    let (parts, count) = parts_at(text, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    let to_a4: Vec<&String> = parts.iter().filter(|p| p.ends_with("a4")).collect();
    assert_eq!(to_a4, ["a4"], "{parts:?}");
    assert_eq!(count, parts.len() as u64);
    // It is the double step: Black's pawn on b4 may take en passant.
    let id = load(text).expect("loads")[0];
    let mut game = Game::new(id, Options::default(), Some("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1")).expect("position");
    game.play_text("a4").expect("a4");
    assert!(game.position_string().contains(" a3 "), "{}", game.position_string());
}

#[test]
fn a_leap_onto_the_en_passant_square_is_told_from_the_capture_there_by_its_x() {
    // Found by the mutated-definitions check: a pawn that also leaps three
    // squares ahead reaches f3 by a quiet leap and by taking the f4 pawn en
    // passant; 'f3' was read as either.
    let text = "[leaping-pawn:chess]\npawn = -\ncustomPiece1 = p:HfmWfcFifmnD\npawnTypes = p\n";
    let fen = "4k3/8/5p2/8/5P2/8/8/4K3 b - f3 0 1";
    let (parts, count) = parts_at(text, fen);
    let to_f3: Vec<&String> = parts.iter().filter(|p| p.ends_with("f3")).collect();
    assert_eq!(to_f3, ["f3", "fxf3"], "{parts:?}");
    assert_eq!(count, parts.len() as u64);
    let id = load(text).expect("loads")[0];
    let after = |said: &str| {
        let mut game = Game::new(id, Options::default(), Some(fen)).expect("position");
        game.play_text(said).unwrap_or_else(|e| panic!("{said}: {e}"));
        game.position().to_fen()
    };
    assert!(after("f3").starts_with("4k3/8/8/8/5P2/5p2/"), "the quiet leap: {}", after("f3"));
    assert!(after("fxf3").starts_with("4k3/8/8/8/8/5p2/"), "en passant: {}", after("fxf3"));
}

#[test]
fn a_section_copied_from_fairy_stockfishs_variants_ini_loads_as_written() {
    // Cross Derby exactly as Fairy-Stockfish's src/variants.ini has it, its
    // display table (pieceToCharTable) and all.
    let text = "# Cross derby
# Pawns promote to a knight on the 8th rank. Checkmate or stalemate your opponent to win the game.
# https://www.chess.com/variants/cross-derby
[crossderby-as-written:chess]
pieceToCharTable = PN...................Kpn...................k
queen = -
rook = -
bishop = -
startFen = n*nnnn*k/**pppp**/pp4pp/8/8/PP4PP/**PPPP**/K*NNNN*N w - - 0 1
stalemateValue = loss
";
    load(text).unwrap_or_else(|p| panic!("{p:#?}"));
    assert_eq!(count("crossderby-as-written", None, 3), 5_892);
    // A table with a small letter in White's half is refused at its place.
    let bad = text.replace("PN...", "Pn...");
    let problems = problems_of(&bad);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].0, 5);
    assert!(
        problems[0].2.contains("'n' is not a piece's letter here (White's half: capital letters or '.')"),
        "{problems:?}"
    );
}

#[test]
fn walls_stop_riders_and_lame_leaps_and_are_hoppers_hurdles_as_in_fairy_stockfish() {
    // Walls (*) in the start; a cannon (mRcpR), a grasshopper (gQ) and a
    // lame knight (nN). Counts from pyffish 0.0.90 (the start, and positions
    // of seeded random play).
    load(
        "[wallhop:chess]
customPiece1 = c:mRcpR
customPiece2 = g:gQ
customPiece3 = h:nN
startFen = rcgqkhnr/pppppppp/2*5/5*2/1*6/8/PPPPPPPP/RCGQKHNR w - - 0 1
castling = false
",
    )
    .unwrap_or_else(|p| panic!("{p:#?}"));
    let rows = [
        ("rcgqkhnr/pppppppp/2*5/5*2/1*6/8/PPPPPPPP/RCGQKHNR w - - 0 1", 3, 6_497),
        ("2G1qh1r/rcp2ppp/2*1pkg1/1pC2*2/1*1PP3/pP5N/P2P1P1P/R3KHQR w - - 2 19", 2, 387),
        ("2c1kh1r/rpp1np2/2*q4/3pp*1p/Q*GPP1gp/P1P5/1P2KPP1/RC3HNR w - - 1 15", 2, 956),
        ("rcgqkhnr/1ppppp2/p1*5/2G2*p1/1*PP3p/P7/1P2PPPP/RCQ1KHNR w - - 0 8", 2, 445),
        ("rcg1qhnr/ppp2p1p/2*1k3/4p*p1/P*1PPPP1/3P4/RP1K3P/1CGQ1HNR w - - 1 11", 2, 605),
        ("r1cqk2r/1pp1p1pp/p1*1gph1/3p1*1n/1*P5/P3GP1R/1P1PP1P1/R1CQKHN1 w - - 2 11", 2, 475),
    ];
    for (fen, depth, expected) in rows {
        assert_eq!(count("wallhop", Some(fen), depth), expected, "{fen} perft {depth}");
    }
    // A wall is no square: nothing stands on it, and a position string keeps it.
    let v = Variant::get(id("wallhop"), Options::default()).expect("loaded");
    assert!(Position::from_fen(v, "rcgqkhnr/pppppppp/2N5/5*2/1*6/8/PPPPPPPP/RCGQKHNR w - - 0 1").is_err());
    random_playouts(id("wallhop"), Options::default(), None, 3, 60);
}

#[test]
fn a_pawn_that_also_moves_as_a_bishop_promotes_on_its_bishop_moves() {
    // Found by the mutated-definitions check: Black's pawn reached b1 by its
    // bishop move and stayed a pawn, and the game's position string no
    // longer read. Fairy-Stockfish promotes a promotion pawn type on any
    // move into its zone.
    let text = "[bishop-pawn:chess]\npawn = -\ncustomPiece1 = p:fsmWfceFBifmnD\npawnTypes = p\n";
    let (parts, count) = parts_at(text, "4k3/8/8/8/8/8/2p5/4K3 b - - 0 1");
    let to_b1: Vec<&String> = parts.iter().filter(|p| p.contains("b1")).collect();
    assert_eq!(to_b1, ["b1=N", "b1=B", "b1=R", "b1=Q"], "{parts:?}");
    assert_eq!(count, parts.len() as u64);
    // pyffish 0.0.90 counts 70 and 4,657 from the start.
    let id = load(text).expect("loads")[0];
    let start = Position::start(Variant::get(id, Options::default()).expect("game"));
    assert_eq!([perft(&start, 1), perft(&start, 2)], [70, 4657]);
}

#[test]
fn antichess_captures_when_it_can_and_wins_by_losing_everything() {
    use twofold_rules::{ErrorKind, Illegal};
    // perft.sh's giveaway rows: positions without castling, where giveaway
    // is antichess.
    assert_eq!(count("antichess", Some("8/1p6/8/8/8/8/P7/8 w - - 0 1"), 4), 3);
    assert_eq!(count("antichess", Some("8/2p5/8/8/8/8/P7/8 w - - 0 1"), 12), 2557);
    let game = |fen: &str| Game::new(id("antichess"), Options::default(), Some(fen)).expect("position");
    // A capture is there (exd5): nothing else is legal, and a quiet move says why.
    let mut g = game("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2");
    let parts: Vec<String> = g.legal_parts().into_iter().map(|m| g.part_san(m)).collect();
    assert_eq!(parts, ["exd5"]);
    match g.play_text("Nf3").expect_err("a quiet move where a capture is possible").kind {
        ErrorKind::Illegal { why, .. } => assert_eq!(why, Illegal::MustCapture),
        other => panic!("{other:?}"),
    }
    // The last piece given away wins.
    let mut g = game("8/8/8/8/8/1p6/P7/8 w - - 0 1");
    g.play_text("axb3").expect("the only move");
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::Black, reason: Reason::AllPiecesLost }));
    // Stalemated, a side wins: White's pawn is blocked and it has nothing else.
    let g = game("8/8/8/8/8/p7/P7/8 w - - 0 1");
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::Stalemate }));
}

#[test]
fn without_castling_the_start_positions_rights_are_dropped() {
    // As Fairy-Stockfish reads it: chess's start keeps its pieces, and its
    // KQkq means nothing where no one castles.
    let id = load("[no-castling:chess]\ncastling = false\n").unwrap_or_else(|p| panic!("{p:#?}"))[0];
    let start = Position::start(Variant::get(id, Options::default()).expect("game"));
    assert_eq!(start.to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    assert_eq!(perft(&start, 3), 8902);
}

#[test]
fn a_king_on_the_hill_wins_and_a_racing_king_a_step_behind_may_draw() {
    let play = |name: &str, fen: &str, moves: &[&str]| {
        let mut game = Game::new(id(name), Options::default(), Some(fen)).expect("position");
        for m in moves {
            game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        game.status()
    };
    let white_wins = Some(Outcome::Win { winner: Color::White, reason: Reason::FlagReached });
    assert_eq!(play("kingofthehill", "4k3/8/8/8/8/3K4/8/8 w - - 0 1", &["Kd4"]), white_wins);
    assert_eq!(play("kingofthehill", "4k3/8/8/8/8/3K4/8/8 w - - 0 1", &["Kc4"]), None);
    // White's king reaches the eighth rank; Black's, a step from it, moves once more.
    let race = "8/1K4k1/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(play("racingkings", race, &["Kb8"]), None);
    assert_eq!(play("racingkings", race, &["Kb8", "Kg8"]), Some(Outcome::Draw { reason: Reason::FlagReached }));
    assert_eq!(play("racingkings", race, &["Kb8", "Kf6"]), white_wins);
    // Black reaching first wins at once: White gets no move after it.
    let black_first = "8/1K4k1/8/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        play("racingkings", black_first, &["Kg8"]),
        Some(Outcome::Win { winner: Color::Black, reason: Reason::FlagReached })
    );
    assert_eq!(Outcome::Draw { reason: Reason::FlagReached }.describe(), "both sides reached the goal");
}

#[test]
fn promotion_by_choice_counts_what_fairy_stockfish_counts() {
    // mandatoryPawnPromotion = false: a pawn entering its zone may promote
    // or stay, and may stand anywhere in it, even on its last rank. Counts
    // by pyffish 0.0.90 (recursive legal_moves), on the one-word tables
    // (8×8), on a 10×8 board's sets, and in chess's own zone.
    let text = "[choice-deep:chess]\nmandatoryPawnPromotion = false\npromotionRegionWhite = *6 *7 *8\n\
        promotionRegionBlack = *3 *2 *1\n\n\
        [choice-last:chess]\nmandatoryPawnPromotion = false\n\n\
        [choice-capa:chess]\nmaxFile = 10\ncastlingKingsideFile = i\ncastlingQueensideFile = c\narchbishop = a\n\
        chancellor = c\nstartFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n\
        promotionPieceTypes = acqrbn\nmandatoryPawnPromotion = false\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *2 *1\n";
    let ids = load(text).unwrap_or_else(|p| panic!("{p:#?}"));
    let rows: [(usize, &str, &[u64]); 7] = [
        (0, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", &[10, 46, 550, 3334]),
        (0, "P3k3/8/1p6/8/8/2P5/8/4K3 b - - 0 1", &[6, 36, 271, 2000]),
        (0, "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1", &[49, 1507, 52279]),
        (0, "2b1N1kr/1p1npp2/3pP2p/2p4n/2P3PP/4b2N/1P1PKP2/RqB2R2 b - - 5 24", &[0, 1223, 37040]),
        (1, "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1", &[45, 1378, 42550]),
        (2, "4k5/P9/10/10/10/10/9p/4K5 w - - 0 1", &[12, 117, 1347, 16052]),
        (2, "r1abqkb2c/p1pp1p4/2n3pp2/1P2p4p/1PPP5p/6CR2/R3PPPP1n/1N1BQKB1N1 b q - 0 15", &[42, 1955, 83030]),
    ];
    for (game, fen, counts) in rows {
        let pos = Position::from_fen(Variant::get(ids[game], Options::default()).expect("game"), fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, &expected) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            assert_eq!(perft(&pos, depth as u32 + 1), expected, "{fen} perft {}", depth + 1);
        }
    }
    // Staying is written without '=', and the pawn stands on its last rank.
    let mut game = Game::new(ids[1], Options::default(), Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")).expect("position");
    let parts: Vec<String> = game.legal_parts().into_iter().map(|m| game.part_san(m)).collect();
    assert!(parts.contains(&"a8".to_string()) && parts.contains(&"a8=Q".to_string()), "{parts:?}");
    game.play_text("a8").expect("a8 stays a pawn");
    assert!(game.position_string().starts_with("P3k3/"), "{}", game.position_string());
}

#[test]
fn berolina_en_passant_takes_the_pawn_where_it_landed() {
    let v = Variant::get(id("berolina"), Options::default()).expect("loaded");
    // Black's pawns on c5 and e5 could each have passed d6: the string says c5 did.
    let fen = "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1";
    let pos = Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pos.to_fen(), fen, "the landing square is written back");
    // Fairy-Stockfish writes the two squares in square order.
    let fsf = Position::from_fen(v, &fen.replace("d6c5", "c5d6")).expect("Fairy-Stockfish's order");
    assert_eq!(fsf.to_fen(), fen);
    let mut g = Game::new(id("berolina"), Options::default(), Some(fen)).expect("start");
    g.play_text("dxd6").expect("en passant, straight ahead");
    let after = g.position().to_fen();
    assert!(after.starts_with("rnbqkbnr/pp1p1ppp/3P4/4p3/"), "the c5 pawn is taken: {after}");
    // Unsaid, the landing square is unclear; with one pawn there, it is not.
    let unsaid = Position::from_fen(v, &fen.replace("d6c5", "d6")).expect_err("two pawns fit");
    assert!(unsaid.to_string().contains("two pawns could have passed d6"), "{unsaid}");
    let one = "rnbqkbnr/pp1p1ppp/8/2pP4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 1";
    assert_eq!(Position::from_fen(v, one).expect("one pawn fits").to_fen(), one.replace(" d6 ", " d6c5 "));
}

/// A loaded piece's built-in twin (what the board draws it as, what its
/// art is chosen by): the built-in kind that moves as it does, written in
/// whatever Betza; none for a piece no built-in kind moves like.
#[test]
fn pieces_twin_the_built_in_kinds_they_move_as() {
    let twin = |game: &str, letter: char| {
        let v = Variant::get(id(game), Options::default()).expect("a loaded game");
        let kind = v.pieces.by_letter(letter).unwrap_or_else(|| panic!("{game} has no {letter}"));
        let royal = kind == PieceKind::KING && v.royal_check;
        v.pieces.get(kind).expect("its type").builtin_twin(royal).map(|k| PieceType::builtin(k).name.to_string())
    };
    let expect = [
        ("capablanca", 'A', Some("Cardinal")), // archbishop = BN
        ("capablanca", 'C', Some("Marshall")), // chancellor = RN
        ("capablanca", 'K', Some("King")),
        ("chigorin", 'C', Some("Marshall")),
        ("shatranj", 'Q', Some("Ferz")), // the fers, written as F
        ("courier", 'M', Some("Guard")), // the commoner: not royal, so not the King
        ("courier", 'W', Some("Wazir")),
        ("berolina", 'P', Some("Berolina pawn")), // its double step aside
        ("capablanca", 'P', Some("Pawn")),
        ("shatranj", 'B', None), // the alfil: no built-in kind leaps (2,2) alone
        ("nightrider", 'N', None),
        ("amazon", 'A', None),
        ("grasshopper", 'G', None),
    ];
    for (game, letter, name) in expect {
        assert_eq!(twin(game, letter).as_deref(), name, "{game} {letter}");
    }
}

/// `pieceArt` picks the built-in picture of a piece by the picture's name,
/// over the kind it moves as; a name that is no picture, or a letter that is
/// no piece, is a problem at its line and column.
#[test]
fn piece_art_picks_a_built_in_picture_by_name() {
    load(
        "[art-demo:chess]\ncustomPiece1 = z:NN\narchbishop = a\npieceArt = z:camel n:war-elephant a:chancellor\n\
         startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    )
    .unwrap_or_else(|p| panic!("{p:#?}"));
    let v = Variant::get(id("art-demo"), Options::default()).expect("a loaded game");
    let picture = |letter: char| {
        let t = v.pieces.get(v.pieces.by_letter(letter).expect("a piece")).expect("its type");
        t.picture(false).map(|k| PieceType::builtin(k).name.to_string())
    };
    assert_eq!(picture('Z').as_deref(), Some("Camel"), "a nightrider drawn as the camel it asked for");
    assert_eq!(picture('N').as_deref(), Some("War Elephant"));
    assert_eq!(picture('A').as_deref(), Some("Marshall"), "Fairy-Stockfish's names work too");
    assert_eq!(picture('B').as_deref(), Some("Bishop"), "a piece not named: its twin");

    let problems = load("[art-bad:chess]\npieceArt = n:unicorn\n").unwrap_err();
    assert_eq!((problems[0].line, problems[0].column), (2, 14), "{problems:#?}");
    assert!(problems[0].message.contains("'unicorn' is not a built-in picture"), "{}", problems[0].message);
    let problems = load("[art-bad2:chess]\npieceArt = y:camel\n").unwrap_err();
    assert_eq!(problems[0].line, 2);
    assert!(problems[0].message.contains('y'), "{}", problems[0].message);
}

/// Checkmateless Chess (`checking = false`): a move that would give check is
/// refused with that reason, and a side whose every move would give check has
/// none: stalemated, it loses (`stalemateValue = loss`). Under chess's rules
/// Black has that move: the pawn's checking step.
#[test]
fn without_checks_a_checking_move_is_refused_and_a_side_left_only_checks_loses() {
    use twofold_rules::{ErrorKind, Illegal};
    let mut g =
        Game::new(id("checkmateless"), Options::default(), Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).expect("position");
    match g.play_text("Ra8").expect_err("Ra8 gives check").kind {
        ErrorKind::Illegal { why, .. } => assert_eq!(why, Illegal::GivesCheck),
        other => panic!("Ra8: {other:?}"),
    }
    g.play_text("Ra7").expect("a quiet rook move");
    let only_checks = "k7/2Q5/8/8/8/3p4/8/4K3 b - - 0 1";
    let g = Game::new(id("checkmateless"), Options::default(), Some(only_checks)).expect("position");
    assert!(g.legal_parts().is_empty());
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::Stalemate }));
    let chess = Game::new(VariantId::CHESS, Options::default(), Some(only_checks)).expect("position");
    assert_eq!(chess.legal_parts().len(), 1);
}
