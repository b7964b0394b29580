//! The analysis (multi-PV, reports until stopped): lines sorted and distinct,
//! each line's turn whole and legal in every game, reports with growing
//! depth and during long iterations, mates in line 1.

use std::cell::{Cell, RefCell};
use twofold_engine::{AnalysisInfo, Engine, Step, DEFAULT_LINES, MAX_LINES, REPORT_MS};
use twofold_rules::{Game, Options, VariantId};

fn game(id: VariantId, fen: &str) -> Game {
    Game::new(id, Options::default(), Some(fen)).expect("test position parses")
}

/// Analyses `g` until an iteration of `depth` plies is reported; returns
/// every report, the last one (`done`) included.
fn analyse_to(g: &Game, lines: usize, depth: u32) -> Vec<AnalysisInfo> {
    let mut engine = Engine::new(4);
    let reached = Cell::new(0);
    let reports = RefCell::new(Vec::new());
    let last = engine.analyse_game(g, lines, None, &|| 0.0, &|| reached.get() >= depth, &mut |info| {
        reached.set(info.depth);
        reports.borrow_mut().push(info.clone());
    });
    let reports = reports.into_inner();
    assert_eq!(reports.last(), Some(&last), "the last report is returned");
    assert!(last.done, "the last report says the analysis ended");
    assert!(reports[..reports.len() - 1].iter().all(|r| !r.done), "only the last report is done");
    reports
}

/// Plays a line's turn through `Game` (which refuses anything illegal) and
/// checks that the turn is then over.
fn play_turn(g: &Game, turn: &[Step]) -> Game {
    let mut g = g.clone();
    let mover = g.side_to_move();
    let number = g.position().fullmove_number();
    for step in turn {
        match *step {
            Step::Part(m) => {
                g.play_part(m).unwrap_or_else(|e| panic!("illegal part {m:?} in {}: {e}", g.position_string()))
            }
            Step::EndTurn => {
                g.end_turn().unwrap_or_else(|e| panic!("cannot end the turn in {}: {e}", g.position_string()))
            }
        }
    }
    let over = g.status().is_some();
    assert!(
        over || !g.turn_in_progress() && (g.side_to_move() != mover || g.position().fullmove_number() != number),
        "the line's turn {turn:?} is not whole: {}",
        g.position_string()
    );
    g
}

/// Every line: sorted by score, distinct first steps, a whole legal turn.
fn check_lines(g: &Game, info: &AnalysisInfo, want: usize) {
    let n_steps = {
        let n = g.legal_parts().len() + usize::from(g.can_end_turn());
        // Two-Prong's dual moves are one root step for both orders.
        n.min(want)
    };
    assert!(!info.lines.is_empty(), "{}: no line", g.position_string());
    assert!(info.lines.len() <= want);
    if n_steps >= want {
        // (A Two-Prong position may have fewer canonical steps than listed.)
        assert!(
            info.lines.len() == want || g.variant().id == VariantId::TWO_PRONG,
            "{} lines of {want}",
            info.lines.len()
        );
    }
    for pair in info.lines.windows(2) {
        assert!(pair[0].score >= pair[1].score, "lines not sorted: {} then {}", pair[0].score, pair[1].score);
    }
    for (i, a) in info.lines.iter().enumerate() {
        for b in &info.lines[i + 1..] {
            assert_ne!(a.pv[0], b.pv[0], "two lines begin with the same step");
        }
        assert!(a.turn_len >= 1 && a.turn_len <= a.pv.len());
        play_turn(g, a.turn());
    }
    // Distinct turns: no two lines lead to the same position (the same two
    // moves in another order are one line).
    let ends: Vec<String> = info.lines.iter().map(|l| play_turn(g, l.turn()).position().to_fen()).collect();
    for (i, e) in ends.iter().enumerate() {
        assert!(!ends[i + 1..].contains(e), "two lines end in {e}: {:?}", info.lines);
    }
}

#[test]
fn the_same_two_moves_in_either_order_are_one_line() {
    // Black's two knight moves can be played in either order: one line.
    let mut g = Game::new(VariantId::CHESS2, Options::default(), None).unwrap();
    g.play_text("Nc3").unwrap();
    for depth in [3, 5] {
        let last = analyse_to(&g, DEFAULT_LINES, depth).pop().unwrap();
        check_lines(&g, &last, DEFAULT_LINES);
    }
}

#[test]
fn lines_are_sorted_distinct_whole_legal_turns_in_every_game() {
    for id in VariantId::ALL {
        let mut g = Game::new(id, Options::default(), None).unwrap();
        let mut mid_turn = false;
        for _ in 0..4 {
            let reports = analyse_to(&g, DEFAULT_LINES, 3);
            let last = reports.last().unwrap();
            assert!(last.depth >= 3, "{id:?}: depth {}", last.depth);
            check_lines(&g, last, DEFAULT_LINES);
            // Every report's lines are whole turns too, from depth 1 up.
            for r in &reports {
                check_lines(&g, r, DEFAULT_LINES);
            }
            // On along the last line shown; in a double-move game, once, only
            // its first part: the next analysis starts in the middle of a turn.
            let line = last.lines.last().unwrap();
            match line.pv[0] {
                Step::Part(m) if !mid_turn && line.turn_len > 1 => {
                    g.play_part(m).unwrap();
                    mid_turn = true;
                }
                _ => g = play_turn(&g, line.turn()),
            }
            if g.status().is_some() {
                break;
            }
        }
        let double = id != VariantId::CHESS && id != VariantId::DUAL_CHESS && id != VariantId::TWO_BOARDS;
        assert_eq!(mid_turn, double, "{id:?}: analysed in the middle of a turn");
    }
}

#[test]
fn from_the_middle_of_a_turn_the_lines_finish_it() {
    // One half played: each line is the rest of the Two-Prong turn; the best takes the queen.
    let mut g = game(VariantId::TWO_PRONG, "4k3/3q4/8/4r3/8/5N2/8/3RK3 w - - 0 1 d");
    g.play_text("Nxe5&").unwrap();
    let last = analyse_to(&g, DEFAULT_LINES, 3).pop().unwrap();
    check_lines(&g, &last, DEFAULT_LINES);
    let after = play_turn(&g, last.lines[0].turn());
    assert_eq!(after.position().count(twofold_rules::Color::Black, twofold_rules::PieceKind::QUEEN), 0);
}

#[test]
fn reports_come_with_growing_depth() {
    let g = Game::new(VariantId::CHESS2, Options::default(), None).unwrap();
    let reports = analyse_to(&g, 2, 4);
    let depths: Vec<u32> = reports.iter().map(|r| r.depth).collect();
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "depths {depths:?}");
    for d in 1..=4 {
        assert!(depths.contains(&d), "no report of depth {d}: {depths:?}");
    }
    let nodes: Vec<u64> = reports.iter().map(|r| r.nodes).collect();
    assert!(nodes.windows(2).all(|w| w[0] <= w[1]), "nodes {nodes:?}");
}

#[test]
fn reports_during_a_long_iteration() {
    // A clock that moves 1 ms a read: an iteration of many reads reports
    // every REPORT_MS on the way, with the lines of the last one done.
    let g = Game::new(VariantId::DOUBLE_DOUBLE, Options::default(), None).unwrap();
    let mut engine = Engine::new(4);
    let t = Cell::new(0.0);
    let clock = || {
        t.set(t.get() + 1.0);
        t.get()
    };
    let mut reports: Vec<AnalysisInfo> = Vec::new();
    let last = engine.analyse_game(&g, 3, Some(5_000.0), &clock, &|| false, &mut |info| reports.push(info.clone()));
    assert!(last.done);
    assert!(last.ms >= 5_000.0 && last.ms < 5_000.0 + REPORT_MS, "stopped by the time limit: {}", last.ms);
    let mid = reports.windows(2).filter(|w| w[0].depth == w[1].depth && w[1].nodes > w[0].nodes).count();
    assert!(mid >= 2, "reports during iterations: {mid}");
    for w in reports.windows(2) {
        assert!(w[1].ms - w[0].ms <= REPORT_MS + 50.0, "{} ms between reports", w[1].ms - w[0].ms);
        if w[0].depth == w[1].depth {
            assert_eq!(w[0].lines, w[1].lines, "a report during an iteration keeps the last iteration's lines");
        }
    }
}

#[test]
fn a_mate_shows_in_line_one() {
    // Back-rank mates: Rd8# in chess, and as a whole turn in Chess2.
    for (id, fen) in [
        (VariantId::CHESS, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"),
        (VariantId::CHESS2, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 d"),
        (VariantId::DOUBLE_DOUBLE, "k1k5/1Q6/8/8/8/8/8/8/8/8/8/8/8/8/8/K6K w - - 0 1 d"),
    ] {
        let g = game(id, fen);
        let last = analyse_to(&g, DEFAULT_LINES, 3).pop().unwrap();
        check_lines(&g, &last, DEFAULT_LINES);
        let best = &last.lines[0];
        assert!(best.score > 29_000, "{id:?}: line 1 scores {}", best.score);
        let after = play_turn(&g, best.turn());
        assert!(after.status().is_some_and(|o| o.winner() == Some(g.side_to_move())), "{id:?}: line 1 wins");
        // In chess the other moves do not mate (in the double-move games
        // another first part may still mate in the same turn).
        if id == VariantId::CHESS {
            assert!(last.lines[1..].iter().all(|l| l.score < 29_000));
        }
    }
}

#[test]
fn ends_by_itself_when_every_line_is_forced_and_honours_stop() {
    // Black's only move (Kb8) is met by Rh8#: every line is a loss, nothing more to learn.
    let g = game(VariantId::CHESS, "k7/8/1K6/8/8/8/8/7R b - - 0 1");
    let mut engine = Engine::new(1);
    let mut n = 0;
    let last = engine.analyse_game(&g, MAX_LINES + 5, None, &|| 0.0, &|| false, &mut |_| n += 1);
    assert!(last.done && last.lines.iter().all(|l| l.score < -29_000), "{last:?}");
    assert!(last.depth < 40, "depth {}", last.depth);
    // Stopped at once: a report all the same, with no lines.
    let g = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    let last = engine.analyse_game(&g, 1, None, &|| 0.0, &|| true, &mut |_| {});
    assert!(last.done);
    assert!(last.lines.len() <= 1);
}
