//! Turns of three consecutive moves (`movesPerTurn = 3`), and of four to
//! eight, written as text: perft against a count made only from chess's
//! single moves, en passant through a turn, the turn's refusals, random
//! games keeping every invariant, and records of such turns read back.

mod common;

use std::sync::Once;
use twofold_rules::definition::load;
use twofold_rules::error::{Complete, ErrorKind, Unfinished};
use twofold_rules::{perft, Color, Game, Illegal, MoveList, Options, Position, Variant, VariantId};

const TRIPLE: &str = "[triple:chess]
movesPerTurn = 3
checkEndsTurn = true

[triple-balanced:chess]
movesPerTurn = 3
firstTurnMoves = 1
checkEndsTurn = true

[fourfold:chess]
movesPerTurn = 4
checkEndsTurn = true

[triple-first-two:chess]
movesPerTurn = 3
firstTurnMoves = 2
checkEndsTurn = true

[eightfold:chess]
movesPerTurn = 8
firstTurnMoves = 1

[double-on:chess]
movesPerTurn = 2
";

fn id(name: &str) -> VariantId {
    static LOAD: Once = Once::new();
    LOAD.call_once(|| {
        load(TRIPLE).unwrap_or_else(|p| panic!("{p:#?}"));
    });
    VariantId::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn chess(fen: &str) -> Position {
    let v = Variant::get(VariantId::CHESS, Options::default()).expect("chess");
    Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The side that just moved in chess moves again: the same board, its
/// side to move turned back, no en passant (none is taken inside a turn
/// here but after an en passant capture, which these positions lack).
fn again(after: &Position) -> Position {
    let fen = after.to_fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[1] = if fields[1] == "w" { "b" } else { "w" };
    fields[3] = "-";
    chess(&fields.join(" "))
}

/// The turns of up to `left` moves from `pos` (chess, the mover to move),
/// from chess's single moves alone: each move legal where it is played, a
/// check ends the turn, a side with no next move ends its turn there.
fn turns_by_single_moves(pos: &Position, left: u32) -> u64 {
    let mover = pos.side_to_move();
    let mut list = MoveList::new();
    pos.legal_moves(&mut list);
    list.iter()
        .map(|&m| {
            let mut next = pos.clone();
            next.play_part(m);
            if left == 1 || next.is_in_check(mover.other()) {
                return 1;
            }
            let more = again(&next);
            let mut follow = MoveList::new();
            more.legal_moves(&mut follow);
            if follow.is_empty() {
                1
            } else {
                turns_by_single_moves(&more, left - 1)
            }
        })
        .sum()
}

/// Positions with checks given and parried, castling, promotions near, and
/// none where an en passant capture is open.
const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "7k/5P2/5K2/8/8/8/8/8 w - - 0 1",
    "k7/8/1Q6/8/8/8/8/7K w - - 0 1",
];

#[test]
fn a_turn_of_three_moves_counts_what_three_single_moves_count() {
    let v = Variant::get(id("triple"), Options::default()).expect("loaded");
    for fen in POSITIONS {
        let ours = perft(&Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}")), 1);
        assert_eq!(ours, turns_by_single_moves(&chess(fen), 3), "{fen}");
    }
    // The cut-short turns are there: a lone king checked on the first or
    // second move, a king with nothing left to do.
    let boxed = "k7/8/1Q6/8/8/8/8/7K w - - 0 1";
    assert!(perft(&Position::from_fen(v, boxed).expect("fen"), 1) < 30 * 30 * 30);
}

#[test]
fn a_double_step_on_any_move_gives_en_passant_and_captures_may_follow_each_other() {
    let fen = "4k3/8/8/8/3p1p1p/8/2P1P1P1/4K3 w - - 0 1";
    let mut g = Game::new(id("triple"), Options::default(), Some(fen)).expect("start");
    g.play_text("c4,e4,g4").expect("three double steps");
    assert_eq!(g.position().to_fen().split(' ').nth(3), Some("c3,e3,g3"), "{}", g.position().to_fen());
    // Three captures en passant, one after the other.
    let mut all = g.clone();
    all.play_text("dxc3,fxe3,hxg3").expect("each en passant after one");
    assert_eq!(all.side_to_move(), Color::White);
    // Once a move of the turn is not en passant, none follows.
    let mut late = g.clone();
    let refused = late.play_text("Kd7,dxc3").expect_err("too late");
    assert!(matches!(refused.kind, ErrorKind::Illegal { .. }), "{refused}");
    late.play_text("dxc3,Kd7").expect("en passant first");
    assert!(late.play_text("fxe3").is_err(), "after a move that was not en passant");
}

#[test]
fn the_turn_is_three_moves_unless_cut_short() {
    let mut g = Game::new(id("triple"), Options::default(), None).expect("start");
    let refused = g.clone().play_text("e4,d4,Nf3,Nc3").expect_err("four moves");
    assert!(refused.to_string().contains("at most three moves"), "{refused}");
    assert!(matches!(refused.illegal(), Some(Illegal::TurnComplete { why: Complete::AtMostMoves { max: 3 }, .. })));
    g.play_text("e4,d4").expect("two moves");
    let early = g.end_turn().expect_err("two of three");
    assert!(early.to_string().contains("three moves: make the next move"), "{early}");
    assert!(matches!(early.kind, ErrorKind::TurnNotComplete { why: Unfinished::MovesPerTurn { moves: 3 }, .. }));
    g.play_text("Nf3").expect("the third");
    assert_eq!(g.side_to_move(), Color::Black);
    // A check before the last move ends the turn.
    let mut g = Game::new(id("triple"), Options::default(), None).expect("start");
    g.play_movetext("1.e4,d4,Nf3 e5,Bb4+").expect("check on Black's second move");
    assert_eq!(g.side_to_move(), Color::White);
    assert_eq!(g.movetext(), "1.e4,d4,Nf3 e5,Bb4+");
    // Balanced: White's first turn is one move, then three each.
    let mut b = Game::new(id("triple-balanced"), Options::default(), None).expect("start");
    b.play_movetext("1.e4 e5,d5,Nf6").expect("one, then three");
    assert_eq!(b.side_to_move(), Color::White);
}

#[test]
fn games_of_three_moves_keep_every_invariant_and_replay_from_their_records() {
    common::random_playouts(id("triple"), Options::default(), None, 6, 120);
    common::random_playouts(id("triple-balanced"), Options::default(), None, 4, 120);
    let mut g = Game::new(id("triple"), Options::default(), None).expect("start");
    g.play_movetext("1.e4,d4,Nf3 e5,exd4,Nc6 2.Bb5,O-O,Re1").expect("three turns");
    let record = g.record();
    assert!(record.contains("[Variant \"triple\"]"), "{record}");
    let back = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(back.position_string(), g.position_string());
    assert_eq!(back.movetext(), "1.e4,d4,Nf3 e5,exd4,Nc6 2.Bb5,O-O,Re1");
}

#[test]
fn a_first_turn_of_two_moves_in_turns_of_three() {
    // The start says so: White's first turn is two moves (the seventh field's `2`).
    let v = Variant::get(id("triple-first-two"), Options::default()).expect("loaded");
    let start = Position::start(v);
    assert_eq!(start.to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 2");
    assert_eq!(start.moves_this_turn(), 2);
    // Its turns count what two single moves count; Black's next, three.
    let chess_start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(perft(&start, 1), turns_by_single_moves(&chess(chess_start), 2));
    let mut g = Game::new(id("triple-first-two"), Options::default(), None).expect("start");
    assert_eq!(g.turn_words().as_deref(), Some("two moves"));
    g.play_text("e4").expect("one of two");
    assert_eq!(g.turn_words().as_deref(), Some("move 2 of two"));
    let early = g.clone().end_turn().expect_err("one of two");
    assert!(matches!(early.kind, ErrorKind::TurnNotComplete { why: Unfinished::MovesPerTurn { moves: 2 }, .. }));
    let more = g.clone().play_text("d4,Nf3").expect_err("three moves in a turn of two");
    assert!(
        matches!(more.illegal(), Some(Illegal::TurnComplete { why: Complete::AtMostMoves { max: 2 }, .. })),
        "{more}"
    );
    g.play_text("d4").expect("the second");
    assert_eq!(g.side_to_move(), Color::Black);
    assert_eq!(g.position().moves_this_turn(), 3);
    assert_eq!(g.turn_words().as_deref(), Some("three moves"));
    g.play_text("e5,d5,Nf6").expect("Black's three");
    let record = g.record();
    let back = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(back.movetext(), "1.e4,d4 e5,d5,Nf6");
    // A position string may give a short turn of 2 in these games, not of
    // 3 (their whole turn), 1 (that is `s`) or more; nor in a game of two
    // moves a turn.
    let mid = "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 1 2";
    let short = Position::from_fen(v, mid).expect("Black to play a turn of two");
    assert_eq!(short.moves_this_turn(), 2);
    assert_eq!(short.to_fen(), mid);
    assert_ne!(short.hash(), Position::from_fen(v, &mid.replace(" 2", " d")).expect("a whole turn").hash());
    for bad in ["3", "1", "9", "22", "x"] {
        let fen = mid.replace(" 2", &format!(" {bad}"));
        let refused = Position::from_fen(v, &fen).expect_err(bad);
        assert!(refused.to_string().contains("a turn's number of moves from 2 to 2"), "{refused}");
    }
    // The setup editor offers it, in words.
    assert_eq!(v.seventh_values(), ["d", "s", "2"]);
    let (_, words) = twofold_rules::words::seventh_field_words(v);
    assert_eq!(words, ["three moves (d)", "one move (s)", "two moves (2)"]);
    let marseillais = Variant::get(VariantId::MARSEILLAIS, Options::default()).expect("built in");
    assert!(Position::from_fen(marseillais, &mid.replace(" 2", " 1")).is_err());
    common::random_playouts(id("triple-first-two"), Options::default(), None, 4, 60);
}

#[test]
fn turns_of_four_and_eight_moves_count_what_single_moves_count() {
    // The lone pieces' positions keep the single moves' tree small.
    let v = Variant::get(id("fourfold"), Options::default()).expect("loaded");
    for fen in ["7k/5P2/5K2/8/8/8/8/8 w - - 0 1", "k7/8/1Q6/8/8/8/8/7K w - - 0 1", "8/8/8/8/8/8/2K5/R5k1 b - - 0 1"] {
        let ours = perft(&Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}")), 1);
        assert_eq!(ours, turns_by_single_moves(&chess(fen), 4), "{fen}");
    }
    // Four double steps in one turn: each gives en passant (eight squares held).
    let fen = "4k3/8/8/8/1p1p1p1p/8/P1P1P1P1/4K3 w - - 0 1";
    let mut g = Game::new(id("fourfold"), Options::default(), Some(fen)).expect("start");
    g.play_text("a4,c4,e4,g4").expect("four double steps");
    assert_eq!(g.position().to_fen().split(' ').nth(3), Some("a3,c3,e3,g3"), "{}", g.position().to_fen());
    g.play_text("bxa3,dxc3,fxe3,hxg3").expect("four captures en passant, one after the other");
    // Eight moves a turn, the first turn one.
    let mut g = Game::new(id("eightfold"), Options::default(), None).expect("start");
    assert_eq!(g.turn_words().as_deref(), Some("one move"));
    g.play_text("e4").expect("White's first turn");
    assert_eq!(g.turn_words().as_deref(), Some("eight moves"));
    g.play_text("e5,d5,Nf6,Nc6,Be7,O-O,Re8").expect("seven of eight");
    assert_eq!(g.turn_words().as_deref(), Some("move 8 of eight"));
    let refused = g.clone().end_turn().expect_err("seven of eight");
    assert!(refused.to_string().contains("eight moves: make the next move"), "{refused}");
    g.play_text("a6").expect("the eighth");
    assert_eq!(g.side_to_move(), Color::White);
    let back = Game::from_record(&g.record()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.position_string(), g.position_string());
    common::random_playouts(id("fourfold"), Options::default(), None, 3, 80);
    common::random_playouts(id("eightfold"), Options::default(), None, 2, 60);
}

#[test]
fn where_a_check_does_not_end_the_turn_the_king_is_still_never_captured() {
    // Found by soak in a game of eight moves a turn: a check, then the
    // checked king taken with the turn's next move.
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let mut g = Game::new(id("double-on"), Options::default(), Some(fen)).expect("start");
    g.play_text("Ra8+").expect("a check that does not end the turn");
    assert_eq!(g.side_to_move(), Color::White, "the turn goes on");
    let refused = g.clone().play_text("Rxe8").expect_err("the king taken");
    assert!(matches!(refused.illegal(), Some(Illegal::KingNeverCaptured)), "{refused}");
    // The second move keeps the check or not; it never takes the king, and
    // the count agrees with the list.
    let parts = g.legal_parts();
    assert!(parts.iter().all(|m| g.part_san(*m) != "Rxe8"));
    let v = Variant::get(id("double-on"), Options::default()).expect("loaded");
    let start = Position::from_fen(v, fen).expect("fen");
    let mut list = MoveList::new();
    start.legal_parts(&mut list);
    let by_lists: u64 = list
        .iter()
        .map(|&m| {
            let mut next = start.clone();
            next.play_part(m);
            if !next.turn_in_progress() {
                return 1;
            }
            let mut more = MoveList::new();
            next.legal_parts(&mut more);
            more.len().max(1) as u64
        })
        .sum();
    assert_eq!(perft(&start, 1), by_lists);
    g.play_text("Rb8").expect("a second move that keeps the check");
    common::random_playouts(id("double-on"), Options::default(), None, 6, 120);
}
