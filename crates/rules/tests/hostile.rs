//! Hostile input (issue 12): overflowing runs and counters, too many fields
//! or squares, huge texts, results that could be overwritten. Each test
//! names the input that was accepted, wrapped, panicked or answered wrongly
//! before.

use twofold_rules::error::{quote, Input, PositionIssue, QUOTE_MAX};
use twofold_rules::limits::{MAX_COUNTER, MAX_MOVE_LEN, MAX_POSITION_LEN, MAX_RECORD_LEN};
use twofold_rules::{
    perft, Color, ErrorKind, Field, Game, Options, Outcome, Position, PositionError, Reason, RulesError, Variant,
    VariantId,
};
use PositionIssue::*;

fn chess() -> &'static Variant {
    Variant::get(VariantId::CHESS, Options::default()).unwrap()
}

/// The problems of a refused position string.
fn refused(v: &'static Variant, fen: &str) -> Vec<PositionError> {
    match Position::from_fen(v, fen) {
        Ok(p) => panic!("{fen} was accepted as {}", p.to_fen()),
        Err(RulesError { kind: ErrorKind::Position(problems), .. }) => problems,
        Err(e) => panic!("{fen}: wrong kind of error {e:?}"),
    }
}

/// The one problem of a refused position string, in `field`.
fn refused_once(v: &'static Variant, fen: &str, field: Field) -> PositionIssue {
    let mut problems = refused(v, fen);
    assert_eq!(problems.len(), 1, "{fen}: {problems:?}");
    let p = problems.remove(0);
    assert_eq!(p.field, field, "{fen}: {p:?}");
    p.issue
}

/// A rank's problem that says the rank is longer than the board.
fn too_long(issue: &PositionIssue, at: u32) -> bool {
    matches!(issue, RankTooLong { rank, .. } if *rank == at)
}

fn game_over(r: Result<(), RulesError>) -> Option<Outcome> {
    match r.map_err(|e| e.kind) {
        Err(ErrorKind::GameOver(o)) => Some(o),
        _ => None,
    }
}

/// The longest message any refusal here may give: a sentence plus a quote
/// of at most QUOTE_MAX characters of the input.
const SHORT: usize = 400;

// ---- 1. Empty-square runs ------------------------------------------------

#[test]
fn runs_wider_than_the_rank_are_refused_not_wrapped() {
    // 4294967304 = 2^32 + 8: wrapped to 8 on a u32 and read as an empty rank.
    let e =
        refused_once(chess(), "rnbqkbnr/pppppppp/4294967304/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Field::Placement);
    assert!(too_long(&e, 6), "{e:?}");
    // 1 + 4294967295 wrapped to 0: the black king vanished.
    let e = refused_once(chess(), "k4294967295K7/8/8/8/8/8/8/8 w - - 0 1", Field::Placement);
    assert!(too_long(&e, 8), "{e:?}");
    // Runs past the end, with no overflow at all.
    for placement in ["9", "44", "k8", "4k4", "08k", "99999999999999999999999999999999999999"] {
        let fen = format!("{placement}/8/8/8/8/8/8/K7 w - - 0 1");
        let e = refused_once(chess(), &fen, Field::Placement);
        assert!(too_long(&e, 8), "{fen}: {e:?}");
    }
}

#[test]
fn pieces_past_the_end_of_a_rank_are_refused() {
    // These were accepted: reading stopped silently at the ninth square.
    for rank in ["rnbqkbnrr", "rnbqkbnr1", "8p", "8*", "rnbqkbnr/"] {
        let fen = format!("{rank}/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        let e = refused_once(chess(), &fen, Field::Placement);
        assert!(too_long(&e, 8) || matches!(e, RankCount { expected: 8, found: 9 }), "{fen}: {e:?}");
    }
    let e = refused_once(chess(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1", Field::Placement);
    assert_eq!(e, RankCount { expected: 8, found: 7 });
    let e = refused_once(chess(), "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", Field::Placement);
    assert_eq!(e, RankCount { expected: 8, found: 9 });
    let e = refused_once(chess(), "rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", Field::Placement);
    assert_eq!(e, RankTooShort { rank: 8, squares: 7, width: 8 });
    // Multi-digit runs that fit still read (Two Boards writes 16).
    let tb = Variant::get(VariantId::TWO_BOARDS, Options::default()).unwrap();
    assert!(Position::from_fen(tb, tb.start).is_ok());
    let e = refused_once(tb, &tb.start.replacen("/16/", "/17/", 1), Field::Placement);
    assert!(matches!(e, RankTooLong { width: 16, .. }), "{e:?}");
}

// ---- 2. Counters ------------------------------------------------------------

#[test]
fn counters_beyond_the_maximum_are_refused() {
    let e = refused_once(chess(), "4k3/8/8/8/8/8/8/R3K3 b - - 0 4294967295", Field::TurnNumber);
    assert_eq!(e, NumberTooLarge { text: "4294967295".into() });
    let over = (MAX_COUNTER + 1).to_string();
    let e = refused_once(chess(), &format!("4k3/8/8/8/8/8/8/R3K3 b - - 0 {over}"), Field::TurnNumber);
    assert_eq!(e, NumberTooLarge { text: over.clone() });
    let e = refused_once(chess(), &format!("4k3/8/8/8/8/8/8/R3K3 b - - {over} 3"), Field::HalfmoveClock);
    assert_eq!(e, NumberTooLarge { text: over });
    let e = refused_once(chess(), "4k3/8/8/8/8/8/8/R3K3 b - - +1 3", Field::HalfmoveClock);
    assert_eq!(e, NotANumber { text: "+1".into() });
    assert_eq!(refused_once(chess(), "4k3/8/8/8/8/8/8/R3K3 b - - 0 0", Field::TurnNumber), TurnNumberZero);
    let top = format!("4k3/8/8/8/8/8/8/R3K3 b - - {MAX_COUNTER} {MAX_COUNTER}");
    assert_eq!(Position::from_fen(chess(), &top).unwrap().to_fen(), top);
}

#[test]
fn a_turn_number_at_the_maximum_ends_the_game_instead_of_wrapping() {
    // Before: Kd7 printed "... w - - 1 0", a position the parser refuses,
    // and debug builds panicked.
    let mut g = Game::new(VariantId::CHESS, Options::default(), Some("4k3/8/8/8/8/8/8/R3K3 b - - 0 999999")).unwrap();
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::TurnLimit }));
    assert_eq!(game_over(g.play_text("Kd7")), Some(Outcome::Draw { reason: Reason::TurnLimit }));
    assert!(g.legal_parts().is_empty());
    // White may still play turn 999999; then the game ends, and what it
    // prints reads back.
    let mut g = Game::new(VariantId::CHESS, Options::default(), Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 999999")).unwrap();
    g.play_text("Ra7").unwrap();
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::TurnLimit }));
    assert_eq!(g.position_string(), "4k3/R7/8/8/8/8/8/4K3 b - - 1 999999");
    Position::from_fen(chess(), &g.position_string()).unwrap();
    // The record says so, and reads back with the same ending.
    let back = Game::from_record(&g.record()).unwrap();
    assert_eq!(back.status(), g.status());
}

#[test]
fn counters_at_the_maximum_in_every_turn_rule_never_wrap_or_panic() {
    let cases = [
        (VariantId::TWO_PRONG, "4k3/8/8/8/8/8/8/R3K2R w K - 0 999999 d"),
        (VariantId::CHESS2, "4k3/8/8/8/8/8/8/R3K2R w K - 0 999999 d"),
        (VariantId::DUAL_CHESS, "4k3******/8f5/14/14/14/14/8F5/R3K2R****** w K - 0 999999 -"),
        (VariantId::DOUBLE_DOUBLE, "4k3/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3K3 w - - 0 999999 d"),
        (VariantId::TWO_BOARDS, "8k7/w15/16/16/16/16/16/16/16/16/16/16/16/16/W15/8K7 w - - 0 999999 -"),
    ];
    for (id, fen) in cases {
        let v = Variant::get(id, Options::default()).unwrap();
        let pos = Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        // Perft ignores the counters: the same count as from turn 1, and no
        // overflow of the half-move clock or turn number on the way.
        let low = Position::from_fen(v, &fen.replace(" 0 999999", " 0 1")).unwrap();
        assert_eq!(perft(&pos, 2), perft(&low, 2), "{fen}");
        let clocks = fen.replace(" 0 999999", &format!(" {MAX_COUNTER} {MAX_COUNTER}"));
        let full = Position::from_fen(v, &clocks).unwrap_or_else(|e| panic!("{clocks}: {e}"));
        assert_eq!(perft(&full, 2), perft(&low, 2), "{clocks}");
        // A game plays White's turn, then ends with a position that reads back.
        let mut g = Game::new(id, Options::default(), Some(fen)).unwrap();
        let m = g.legal_parts()[0];
        g.play_part(m).unwrap();
        if g.turn_in_progress() && g.status().is_none() {
            if g.can_end_turn() {
                g.end_turn().unwrap();
            } else {
                let m = g.legal_parts()[0];
                g.play_part(m).unwrap();
            }
        }
        assert!(g.status().is_some(), "{fen}: the game should be over");
        Position::from_fen(v, &g.position_string()).unwrap_or_else(|e| panic!("{fen}: {e}"));
    }
}

// ---- 6. A result is never overwritten -----------------------------------------

fn fools_mate() -> Game {
    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    g.play_movetext("1.f3 e5 2.g4 Qh4#").unwrap();
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::Black, reason: Reason::Checkmate }));
    g
}

#[test]
fn resignation_and_agreement_after_the_end_are_refused() {
    let mut g = fools_mate();
    let mate = g.status();
    assert_eq!(game_over(g.agree_draw()), mate);
    assert_eq!(g.status(), mate, "a checkmate stays 0-1");
    assert_eq!(game_over(g.resign(Color::Black)), mate);
    assert_eq!(game_over(g.resign(Color::White)), mate);
    assert_eq!(g.status(), mate);
    // A resignation is not overwritten by an agreement either.
    let mut g = Game::new(VariantId::CHESS2, Options::default(), None).unwrap();
    g.resign(Color::White).unwrap();
    let resigned = Some(Outcome::Win { winner: Color::Black, reason: Reason::Resignation });
    assert_eq!(game_over(g.agree_draw()), resigned);
    assert_eq!(g.status(), resigned);
}

#[test]
fn every_play_path_says_the_game_is_over() {
    let mut g = fools_mate();
    let mate = Some(Outcome::Win { winner: Color::Black, reason: Reason::Checkmate });
    let over = |r: Result<(), RulesError>, what: &str| assert_eq!(game_over(r), mate, "{what}");
    over(g.play_text("Nf3"), "play_text of a legal-looking move");
    over(g.play_text("Kd1"), "play_text of a move that would have been illegal anyway");
    over(g.parse_part_text("Nf3").map(|_| ()), "parse_part_text");
    over(g.end_turn(), "end_turn");
    let start = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    let m = start.legal_parts()[0];
    over(g.play_part(m), "play_part");
    over(g.play_movetext("3.Nf3"), "play_movetext");
}

#[test]
fn undo_and_redo_carry_a_resignation_with_its_step() {
    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    g.play_movetext("1.e4 e5").unwrap();
    g.resign(Color::White).unwrap();
    let resigned = Some(Outcome::Win { winner: Color::Black, reason: Reason::Resignation });
    assert_eq!(g.status(), resigned);
    assert!(g.undo());
    assert_eq!(g.status(), None);
    assert!(g.redo());
    assert_eq!(g.status(), resigned, "redo comes back to the resignation");
    assert_eq!(g.with_redo().status(), resigned);
    assert!(g.undo());
    g.play_text("d5").unwrap();
    assert_eq!(g.status(), None, "a new move drops the resignation that lay ahead");
    assert!(!g.can_redo());
}

// ---- 7. En-passant squares, fields, quoting ----------------------------------

#[test]
fn more_en_passant_squares_than_a_turn_makes_are_refused() {
    // Four pawns that all just made a double step: a Three-Prong turn makes
    // at most three, so the fourth was silently dropped before.
    let fen = "4k3/8/8/8/pPPPP3/8/8/4K3 b - b3,c3,d3,e3 0 2 d";
    let three = Variant::get(VariantId::TWO_PRONG, Options::of(&["three-prong"]).unwrap()).unwrap();
    let e = refused_once(three, fen, Field::EnPassant);
    assert!(matches!(e, TooManyEnPassant { given: 4, most: 3, .. }), "{e:?}");
    assert!(Position::from_fen(three, &fen.replace("b3,c3,d3,e3", "b3,c3,d3")).is_ok());
    let two = Variant::get(VariantId::TWO_PRONG, Options::default()).unwrap();
    let e = refused_once(two, &fen.replace("b3,c3,d3,e3", "b3,c3,d3"), Field::EnPassant);
    assert!(matches!(e, TooManyEnPassant { given: 3, most: 2, .. }), "{e:?}");
    assert!(Position::from_fen(two, &fen.replace("b3,c3,d3,e3", "b3,c3")).is_ok());
    let e = refused_once(chess(), "4k3/8/8/8/pPP5/8/8/4K3 b - b3,c3 0 2", Field::EnPassant);
    assert!(matches!(e, TooManyEnPassant { given: 2, most: 1, .. }), "{e:?}");
    let e = refused_once(two, &fen.replace("b3,c3,d3,e3", "b3,b3"), Field::EnPassant);
    assert_eq!(e, EnPassantTwice { square: "b3".into() });
}

#[test]
fn four_to_seven_fields_are_read_and_the_message_says_so() {
    // Decision: the trailing fields may be left out (clock 0, turn 1,
    // seventh field '-' or 'd'), and the message names that range.
    let p4 = Position::from_fen(chess(), "4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
    assert_eq!(p4.to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let p5 = Position::from_fen(chess(), "4k3/8/8/8/8/8/8/4K3 w - - 7").unwrap();
    assert_eq!(p5.to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 7 1");
    for (fen, found) in [("4k3/8/8/8/8/8/8/4K3 w -", 3), ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 - x", 8)] {
        let e = refused_once(chess(), fen, Field::Whole);
        assert_eq!(e, FieldCount { found, seventh: false });
        // The message names the range of fields read.
        let message = Position::from_fen(chess(), fen).unwrap_err().to_string();
        assert!(message.contains("expected 4 to 7"), "{message}");
    }
}

#[test]
fn messages_quote_at_most_a_line_of_the_input() {
    let huge = "N".repeat(4_000_000);
    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    for e in [
        g.play_text(&huge).unwrap_err(),
        g.parse_part_text(&huge).unwrap_err(),
        Position::from_fen(chess(), &huge).unwrap_err(),
        Game::from_record(&huge).unwrap_err(),
        Game::from_record(&format!("[Variant \"{}\"]", &huge[..500_000])).unwrap_err(),
        Game::from_record(&format!("[Variant \"chess\"]\n[Options \"{}\"]", &huge[..500_000])).unwrap_err(),
        VariantId::parse(&huge).unwrap_err(),
        g.play_movetext(&format!("1.{}", "e".repeat(MAX_MOVE_LEN - 10))).unwrap_err(),
    ] {
        let text = e.to_string();
        assert!(text.len() < SHORT, "a message of {} bytes: {}…", text.len(), &text[..200]);
    }
    // Every refusal of a long but acceptable-sized input quotes only its start.
    let long_move = format!("Q{}", "x".repeat(MAX_MOVE_LEN - 2));
    let e = g.play_text(&long_move).unwrap_err().to_string();
    assert!(e.contains(&format!("({} characters)", MAX_MOVE_LEN - 1)) && e.len() < SHORT, "{e}");
    let fen = format!("{} w - - 0 1", "8/".repeat(300));
    let e = Position::from_fen(chess(), &fen).unwrap_err().to_string();
    assert!(e.len() < SHORT, "{e}");
    // The quoting helper: at most QUOTE_MAX characters, one line.
    assert_eq!(quote("a\nb"), "'a\\nb'");
    let q = quote(&"é".repeat(1000));
    assert_eq!(q.chars().filter(|&c| c == 'é').count(), QUOTE_MAX);
    assert!(q.ends_with("(1000 characters)"), "{q}");
}

// ---- 8. Size limits -------------------------------------------------------------

#[test]
fn inputs_beyond_the_size_limits_are_refused_with_the_limit() {
    let pad = |n: usize| " ".repeat(n);
    let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1{}", pad(MAX_POSITION_LEN));
    let e = Position::from_fen(chess(), &fen).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TooLong { input: Input::PositionString, max: MAX_POSITION_LEN, .. }), "{e}");
    // Just under the limit is read.
    let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1{}", pad(MAX_POSITION_LEN - 30));
    assert!(Position::from_fen(chess(), &fen).is_ok());

    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    let e = g.play_text(&format!("e4{}", pad(MAX_MOVE_LEN))).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TooLong { input: Input::Turn, max: MAX_MOVE_LEN, .. }), "{e}");
    g.play_text(&format!("e4{}", pad(MAX_MOVE_LEN - 2))).unwrap();

    let record = format!("[Variant \"chess\"]\n1.e4 {}", "{} ".repeat(MAX_RECORD_LEN / 3));
    let e = Game::from_record(&record).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TooLong { input: Input::Record, max: MAX_RECORD_LEN, .. }), "{e}");
    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    assert!(g.play_movetext(&record[20..]).is_err());
}

#[test]
fn a_record_of_the_largest_size_made_of_comments_reads() {
    // 313 KB of "{}" took 4.8 s before (comments were cut out one at a time,
    // copying the rest each time); the reading is one pass now.
    let body = "{}".repeat((MAX_RECORD_LEN - 100) / 2);
    let record = format!("[Variant \"chess\"]\n1.e4 {body} e5 {{a comment}} 2.Nf3 *");
    assert!(record.len() <= MAX_RECORD_LEN);
    let g = Game::from_record(&record).unwrap();
    assert_eq!(g.movetext(), "1.e4 e5 2.Nf3");
    // Comments do not nest or stay open.
    assert!(Game::from_record("[Variant \"chess\"]\n1.e4 {never closed").is_err());
    assert!(Game::from_record("[Variant \"chess\"]\n1.e4 } e5").is_err());
}

#[test]
fn a_resignation_ahead_does_not_end_a_new_turn_of_the_same_length() {
    // Two-Prong: Black plays the first half of a dual move and resigns
    // there. Back at Black's turn start, Black plays another dual move whose
    // first half reaches the same number of steps: the game goes on.
    let resigned = Some(Outcome::Win { winner: Color::White, reason: Reason::Resignation });
    let mut g = Game::new(VariantId::TWO_PRONG, Options::default(), None).unwrap();
    g.play_movetext("1.e4 e5&").unwrap();
    g.resign(Color::Black).unwrap();
    assert_eq!(g.status(), resigned);
    g.undo_turn();
    g.play_text("d5&Nf6").unwrap();
    assert_eq!(g.status(), None);
    assert!(!g.can_redo());
    // A refused text leaves the resignation ahead where it was.
    let mut g = Game::new(VariantId::TWO_PRONG, Options::default(), None).unwrap();
    g.play_movetext("1.e4 e5&").unwrap();
    g.resign(Color::Black).unwrap();
    g.undo_turn();
    assert!(g.play_text("d5&Qxd1").is_err());
    while g.redo() {}
    assert_eq!(g.status(), resigned);
}
