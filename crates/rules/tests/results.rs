//! Issue 18: a record keeps how the game ended. A final result the rules do
//! not decide is a resignation or an agreed draw; one that contradicts the
//! rules is refused; the `Termination` tag is written and read back.

mod common;

use twofold_rules::error::RecordProblem;
use twofold_rules::{invariants, Color, ErrorKind, Game, Options, Outcome, Reason, RulesError, VariantId};

fn replay(id: VariantId, moves: &str) -> Result<Game, RulesError> {
    let mut g = Game::new(id, Options::default(), None).unwrap();
    g.play_movetext(moves).map(|_| g)
}

fn win(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

const AGREED: Option<Outcome> = Some(Outcome::Draw { reason: Reason::Agreement });

// ---- The three results ------------------------------------------------------------

#[test]
fn a_final_result_the_rules_do_not_decide_is_resignation_or_agreement() {
    // Both ended "result * (game in progress)" before.
    let g = replay(VariantId::CHESS, "1.e4 e5 1/2-1/2").unwrap();
    assert_eq!(g.status(), AGREED);
    assert_eq!(g.status().unwrap().describe(), "draw agreed");
    let g = replay(VariantId::CHESS, "1.e4 e5 2.Qh5 1-0").unwrap();
    assert_eq!(g.status(), win(Color::White, Reason::Resignation));
    assert_eq!(g.status().unwrap().describe(), "Black resigned");
    let g = replay(VariantId::CHESS, "1.e4 e5 2.Qh5 0-1").unwrap();
    assert_eq!(g.status(), win(Color::Black, Reason::Resignation));
    assert_eq!(g.status().unwrap().describe(), "White resigned");
    // "*" and no result leave the game open.
    assert_eq!(replay(VariantId::CHESS, "1.e4 e5 *").unwrap().status(), None);
    assert_eq!(replay(VariantId::CHESS, "1.e4 e5").unwrap().status(), None);
    // Other spellings of the draw.
    for draw in ["½-½", "½–½", "½ – ½", "1/2 - 1/2"] {
        assert_eq!(replay(VariantId::CHESS, &format!("1.e4 e5 {draw}")).unwrap().status(), AGREED, "{draw}");
    }
    // A result with no moves at all, and one in the middle of a turn.
    assert_eq!(replay(VariantId::TWO_PRONG, "0-1").unwrap().status(), win(Color::Black, Reason::Resignation));
    let g = replay(VariantId::TWO_PRONG, "1.e4 Nf6&d5 2.Nc3& 1-0").unwrap();
    assert!(g.turn_in_progress());
    assert_eq!(g.status(), win(Color::White, Reason::Resignation));
}

#[test]
fn a_result_the_rules_decide_is_kept_when_the_record_agrees() {
    let g = replay(VariantId::CHESS, "1.f3 e5 2.g4 Qh4# 0-1").unwrap();
    assert_eq!(g.status(), win(Color::Black, Reason::Checkmate));
    let g = replay(VariantId::CHESS, "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 1/2-1/2").unwrap();
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::Repetition }));
}

#[test]
fn the_result_tag_alone_gives_the_result() {
    let g = Game::from_record("[Variant \"chess\"]\n[Result \"0-1\"]\n\n1.e4 e5").unwrap();
    assert_eq!(g.status(), win(Color::Black, Reason::Resignation));
    let g = Game::from_record("[Variant \"chess\"]\n[Result \"*\"]\n\n1.e4 e5").unwrap();
    assert_eq!(g.status(), None);
    let g =
        Game::from_record("[Variant \"chess\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n1.e4 e5").unwrap();
    assert_eq!(g.status(), AGREED);
}

#[test]
fn the_inventors_chess2_example_4_ends_as_a_draw_by_agreement() {
    // crates/rules/tests/chess2_examples.rs EXAMPLE_4 ends "31.exf5 ½ – ½".
    let moves = "1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6 4.d3,O-O Qc7,e5 5.Re1,a3 Nf6,O-O \
6.b4,Nbd2 Bg4,cxb4 7.h3,axb4 Bxf3 8.Nxf3 a5,Nd7 9.bxa5 Rxa5 10.Bd2,Qb1 Raa8,Rfe8 \
11.Qb4,Bc3 b5,f6 12.Rxa8 Rxa8 13.Ra1,Kf1 Rxa1+ 14.Bxa1 Qa7,Kf7 15.Bc3,Ke2 Qa2,Bf8 \
16.Qb2,g3 Qxb2 17.Bxb2 Nc5,h5 18.Bc3,Nd2 Ne6,Bd6 19.Nb3,Bd2 Ng5,c5 20.h4,c3 Ne6,Ke7 \
21.Be3,Kd1 Kd7,f5 22.Kc2,Nd2 fxe4 23.dxe4 c4,Nc5 24.Kd1,Bxc5 Bxc5 25.Ke2 Kc6,b4 \
26.cxb4 Bxb4 27.Nf1,f4 Kc5,exf4 28.gxf4 Ba5 29.Ne3,f5 gxf5 30.Nxc4 Kxc4 31.exf5 ½ – ½";
    let g = replay(VariantId::CHESS2, moves).unwrap();
    assert_eq!(g.position_string(), "8/8/8/b4P1p/2k4P/8/4K3/8 b - - 0 31 d");
    assert_eq!(g.status(), AGREED);
    let record = g.record();
    assert!(record.contains("[Result \"1/2-1/2\"]\n[Termination \"agreement\"]"), "{record}");
    assert!(record.trim_end().ends_with("31.exf5 1/2-1/2"), "{record}");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.status(), AGREED);
    assert_eq!(back.movetext(), g.movetext());
}

// ---- Contradictions ---------------------------------------------------------------

fn bad_record(e: RulesError) -> RecordProblem {
    match e.kind {
        ErrorKind::Record(p) => p,
        other => panic!("expected a record problem, got {other:?}"),
    }
}

#[test]
fn a_result_that_contradicts_the_rules_is_refused_naming_both() {
    let mate = Outcome::Win { winner: Color::Black, reason: Reason::Checkmate };
    for given in ["1-0", "1/2-1/2", "*"] {
        let e = bad_record(replay(VariantId::CHESS, &format!("1.f3 e5 2.g4 Qh4# {given}")).unwrap_err());
        assert_eq!(e, RecordProblem::ResultContradicts { given, outcome: mate });
    }
    let repetition = "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 1-0";
    let e = bad_record(replay(VariantId::CHESS, repetition).unwrap_err());
    let draw = Outcome::Draw { reason: Reason::Repetition };
    assert_eq!(e, RecordProblem::ResultContradicts { given: "1-0", outcome: draw });
}

#[test]
fn tags_and_moves_that_disagree_are_refused_and_nothing_is_half_loaded() {
    use RecordProblem::*;
    let mate = Outcome::Win { winner: Color::Black, reason: Reason::Checkmate };
    let cases = [
        // The Result tag against the final result.
        ("[Variant \"chess\"]\n[Result \"1-0\"]\n\n1.e4 e5 0-1", TagAndMovesDisagree { tag: "1-0", end: "0-1" }),
        ("[Variant \"chess\"]\n[Result \"*\"]\n\n1.e4 e5 1/2-1/2", TagAndMovesDisagree { tag: "*", end: "1/2-1/2" }),
        // A Termination the rules do not give.
        (
            "[Variant \"chess\"]\n[Termination \"checkmate\"]\n\n1.e4 e5 1-0",
            TerminationNotByRules { given: Reason::Checkmate },
        ),
        (
            "[Variant \"chess\"]\n[Termination \"stalemate\"]\n\n1.f3 e5 2.g4 Qh4# 0-1",
            TerminationContradicts { given: Reason::Stalemate, outcome: mate },
        ),
        // A Termination that does not fit the result.
        (
            "[Variant \"chess\"]\n[Termination \"resignation\"]\n\n1.e4 e5 1/2-1/2",
            TerminationMisfits { given: Reason::Resignation, result: "1/2-1/2" },
        ),
        (
            "[Variant \"chess\"]\n[Termination \"agreement\"]\n\n1.e4 e5 1-0",
            TerminationMisfits { given: Reason::Agreement, result: "1-0" },
        ),
        (
            "[Variant \"chess\"]\n[Termination \"resignation\"]\n\n1.e4 e5 *",
            TerminationButOpen { given: Reason::Resignation },
        ),
        (
            "[Variant \"chess\"]\n[Termination \"resignation\"]\n\n1.e4 e5",
            TerminationWithoutResult { given: Reason::Resignation },
        ),
    ];
    for (record, problem) in cases {
        let e = bad_record(Game::from_record(record).unwrap_err());
        assert_eq!(e, problem, "{record}");
        // Read as far as it goes: every turn, and no result.
        let (game, error) = Game::from_record_partial(record, None).expect("the tags themselves are fine");
        assert_eq!(error.map(bad_record), Some(e), "{record}");
        assert_eq!(game.turns().len(), if record.contains("Qh4#") { 4 } else { 2 }, "{record}");
        assert_eq!(game.status(), game.rules_status(), "{record}: no result set");
    }
    // Unknown values of the ending tags are bad tags: nothing to show.
    assert!(Game::from_record_partial("[Variant \"chess\"]\n[Result \"2-0\"]\n1.e4", None).is_err());
    assert!(Game::from_record_partial("[Variant \"chess\"]\n[Termination \"bored\"]\n1.e4", None).is_err());
    // PGN's "normal" says no more than the result.
    let g = Game::from_record("[Variant \"chess\"]\n[Termination \"normal\"]\n\n1.e4 e5 0-1").unwrap();
    assert_eq!(g.status(), win(Color::Black, Reason::Resignation));
}

#[test]
fn a_result_anywhere_but_at_the_end_is_an_error() {
    for (moves, token) in
        [("1.e4 1-0 e5", "1-0"), ("1.e4 e5 * 2.Nf3", "*"), ("1-0 1-0", "1-0"), ("1.e4 e5 1/2-1/2 2.Nf3 Nf6", "1/2-1/2")]
    {
        let e = bad_record(replay(VariantId::CHESS, moves).unwrap_err());
        assert_eq!(e, RecordProblem::ResultNotAtEnd { token: token.into() }, "{moves}");
    }
    // Pieces of a result are not moves, wherever they stand.
    for (moves, token) in [("1.e4 ½ e5", "½"), ("1.e4 e5 -", "-"), ("1.e4 e5 ½", "½")] {
        let e = bad_record(replay(VariantId::CHESS, moves).unwrap_err());
        assert_eq!(e, RecordProblem::ResultPiece { token: token.into() }, "{moves}");
    }
    // The turns before it stay played, as with a bad turn.
    let mut g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    assert!(g.play_movetext("1.e4 1-0 e5").is_err());
    assert_eq!(g.movetext(), "1.e4");
    assert_eq!(g.status(), None);
}

// ---- Termination: written, read back, for every reason -------------------------------

/// (game, start position or "", moves, the ending): one per reason.
const ENDINGS: [(VariantId, &str, &str, Reason); 13] = [
    (VariantId::CHESS, "", "1.f3 e5 2.g4 Qh4#", Reason::Checkmate),
    (VariantId::CHESS, "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", "1.Qf7", Reason::Stalemate),
    (VariantId::CHESS2, "7k/8/8/8/8/8/8/K6R b - - 0 2 d", "", Reason::NoLegalTurn),
    (VariantId::DOUBLE_DOUBLE, "8/8/8/8/8/8/8/8/3k4/8/8/8/8/8/8/K2Q4 w - - 0 1 d", "1.Qxd8", Reason::KingsCaptured),
    (
        VariantId::TWO_BOARDS,
        "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K13Ww w - - 0 1 -",
        "1.Wxp1 Ko15",
        Reason::Baring,
    ),
    (
        VariantId::TWO_BOARDS,
        "14wk/14W1/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w - - 0 1 -",
        "1.Wxo16 Kxo16",
        Reason::MutualBaring,
    ),
    (
        VariantId::TWO_BOARDS,
        "16/16/16/16/16/16/16/16/16/16/16/16/3A12/W1w13/1w14/k5K9 w - - 0 1 -",
        "1.Kc1",
        Reason::Stalemate,
    ),
    (VariantId::CHESS, "", "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8", Reason::Repetition),
    (VariantId::CHESS, "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "60.Ra2", Reason::NoProgress),
    (VariantId::CHESS, "4k3/8/8/8/8/8/8/3rK3 w - - 0 1", "1.Kxd1", Reason::InsufficientMaterial),
    (VariantId::TWO_PRONG, "", "1.e4 e5 0-1", Reason::Resignation),
    (VariantId::DUAL_CHESS, "", "1.e4 e5 1/2-1/2", Reason::Agreement),
    (VariantId::CHESS, "4k3/8/8/8/8/8/8/R3K3 w - - 0 999999", "999999.Ra2", Reason::TurnLimit),
];

#[test]
fn every_ending_is_written_as_termination_and_read_back() {
    for (id, fen, moves, reason) in ENDINGS {
        let mut g = Game::new(id, Options::default(), (!fen.is_empty()).then_some(fen)).unwrap();
        g.play_movetext(moves).unwrap_or_else(|e| panic!("{moves}: {e}"));
        let o = g.status().unwrap_or_else(|| panic!("{moves}: not over"));
        assert_eq!(o.reason(), reason, "{moves}");
        let record = g.record();
        assert!(record.contains(&format!("[Termination \"{}\"]", reason.termination())), "{record}");
        assert!(record.contains(&format!("[Result \"{}\"]", o.score())), "{record}");
        invariants::record_round_trip(&g).unwrap();
        // A record whose Termination names another ending is refused.
        let other = if reason == Reason::Stalemate { Reason::Checkmate } else { Reason::Stalemate };
        let wrong = record.replace(reason.termination(), other.termination());
        let e = bad_record(Game::from_record(&wrong).unwrap_err());
        let expected = if reason.by_players() {
            // Without the players' ending the game goes on: the rules do not end it there.
            RecordProblem::TerminationNotByRules { given: other }
        } else {
            RecordProblem::TerminationContradicts { given: other, outcome: o }
        };
        assert_eq!(e, expected, "{moves}");
    }
}

#[test]
fn the_termination_tag_is_read_in_any_case_and_unknown_ones_are_named() {
    assert_eq!(Reason::from_termination("Checkmate"), Some(Reason::Checkmate));
    assert_eq!(Reason::from_termination(" no progress "), Some(Reason::NoProgress));
    for r in Reason::ALL {
        assert_eq!(Reason::from_termination(r.termination()), Some(r));
    }
    let e = Game::from_record("[Variant \"chess\"]\n[Termination \"abandoned\"]\n1.e4 1-0").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Record(RecordProblem::UnknownTermination { value: "abandoned".into() }));
    // Its one message names the values that are known.
    let message = e.to_string();
    assert!(Reason::ALL.iter().all(|r| message.contains(r.termination())), "{message}");
}

// ---- Round trip of every game ---------------------------------------------------------

/// Random games of every game played to their end (or resigned, or agreed
/// drawn, at a random turn): each record reads back with its moves, its
/// position and its result.
#[test]
fn every_game_round_trips_with_its_ending() {
    for id in VariantId::ALL {
        for seed in 0..8u64 {
            let mut rng = common::Rng::new(seed * 31 + id.index() as u64);
            let mut g = Game::new(id, Options::default(), None).unwrap();
            let stop = if seed % 4 == 3 { 5 + rng.below(40) } else { usize::MAX };
            let mut steps = 0;
            while g.status().is_none() && steps < 3000 {
                if steps == stop {
                    if seed % 8 == 3 { g.agree_draw() } else { g.resign(g.side_to_move()) }.unwrap();
                    break;
                }
                let legal = g.legal_parts();
                let n = legal.len() + g.can_end_turn() as usize;
                match legal.get(rng.below(n)) {
                    Some(&m) => g.play_part(m).unwrap(),
                    None => g.end_turn().unwrap(),
                }
                steps += 1;
            }
            if g.status().is_none() {
                g.agree_draw().unwrap();
            }
            invariants::record_round_trip(&g).unwrap_or_else(|e| panic!("{} seed {seed}: {e}", id.as_str()));
        }
    }
}

// ---- Clocks ---------------------------------------------------------------------------

#[test]
fn a_clock_that_runs_out_loses_unless_the_opponent_could_not_win() {
    let mut g = replay(VariantId::CHESS, "1.e4 e5").unwrap();
    g.time_forfeit(Color::White).unwrap();
    assert_eq!(g.status(), win(Color::Black, Reason::TimeForfeit));
    assert_eq!(g.status().unwrap().describe(), "White ran out of time");
    assert!(matches!(g.time_forfeit(Color::Black).map_err(|e| e.kind), Err(ErrorKind::GameOver(_))));
    // The record says so and reads back.
    let record = g.record();
    assert!(record.contains("[Termination \"time forfeit\"]"), "{record}");
    assert_eq!(Game::from_record(&record).unwrap().status(), win(Color::Black, Reason::TimeForfeit));
    // A king and a knight cannot mate: White's flag falls, but it is a draw.
    let mut d = Game::new(VariantId::CHESS, Options::default(), Some("4k3/8/8/8/8/8/8/1n2K2R w - - 0 1")).unwrap();
    d.time_forfeit(Color::White).unwrap();
    assert_eq!(d.status(), Some(Outcome::Draw { reason: Reason::TimeForfeit }));
    assert_eq!(Game::from_record(&d.record()).unwrap().status(), d.status());
    // Where kings are captured, even a lone king could win.
    let mut k = Game::new(VariantId::DOUBLE_DOUBLE, Options::default(), None).unwrap();
    k.time_forfeit(Color::Black).unwrap();
    assert_eq!(k.status(), win(Color::White, Reason::TimeForfeit));
}
