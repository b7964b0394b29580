//! The engine on small tactical positions of every game, legality of every
//! returned turn, determinism and the depth limit.

use twofold_engine::{Engine, Limits, Rng, SearchResult, Step};
use twofold_rules::{Color, Game, Options, Outcome, PieceKind, Reason, VariantId};

fn game(id: VariantId, fen: &str) -> Game {
    Game::new(id, Options::default(), Some(fen)).expect("test position parses")
}

fn think(g: &Game, depth: u32, level: u8, seed: u64) -> SearchResult {
    let mut engine = Engine::new(4);
    let limits = Limits { level, max_ms: None, max_depth: Some(depth), seed };
    engine.think_game(g, &limits, &|| 0.0, &|| false)
}

/// Plays the engine's turn through `Game::play_part` (which refuses an
/// illegal part) and ends it if the engine stopped early.
fn play(g: &mut Game, r: &SearchResult) {
    assert!(!r.parts.is_empty(), "no turn returned for {}", g.position_string());
    let mover = g.side_to_move();
    for &m in &r.parts {
        assert_eq!(g.side_to_move(), mover, "a part after the turn ended");
        g.play_part(m).unwrap_or_else(|e| panic!("illegal part {m:?} in {}: {e}", g.position_string()));
    }
    if g.turn_in_progress() && g.status().is_none() {
        g.end_turn().expect("the engine stops a turn only where the rules allow");
    }
}

fn pieces(g: &Game, color: Color) -> u32 {
    g.position().piece_count(color)
}

fn assert_wins(id: VariantId, fen: &str, depth: u32, reason: Reason) {
    let mut g = game(id, fen);
    let mover = g.side_to_move();
    let r = think(&g, depth, 5, 1);
    play(&mut g, &r);
    assert_eq!(g.status(), Some(Outcome::Win { winner: mover, reason }), "{id:?} {fen}: played {:?}", r.parts);
    assert!(r.score > 29_000, "a forced win scores as one: {}", r.score);
}

#[test]
fn chess_mate_in_one() {
    // Back-rank mate: Rd8#.
    assert_wins(VariantId::CHESS, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 3, Reason::Checkmate);
}

#[test]
fn chess_wins_the_queen() {
    // The rook takes the undefended queen.
    let mut g = game(VariantId::CHESS, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let r = think(&g, 3, 5, 1);
    play(&mut g, &r);
    assert_eq!(g.position().count(Color::Black, PieceKind::QUEEN), 0, "played {:?}", r.parts);
}

#[test]
fn two_prong_mate_in_one_turn() {
    assert_wins(VariantId::TWO_PRONG, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 d", 3, Reason::Checkmate);
}

#[test]
fn two_prong_takes_two_pieces_in_one_dual_move() {
    // Rd1xd7 and Nf3xe5 are two halves of one turn.
    let mut g = game(VariantId::TWO_PRONG, "4k3/3q4/8/4r3/8/5N2/8/3RK3 w - - 0 1 d");
    let before = pieces(&g, Color::Black);
    let r = think(&g, 3, 5, 1);
    play(&mut g, &r);
    assert_eq!(r.parts.len(), 2, "a dual move: {:?}", r.parts);
    assert_eq!(pieces(&g, Color::Black), before - 2, "played {:?}", r.parts);
}

#[test]
fn chess2_mate_in_one() {
    assert_wins(VariantId::CHESS2, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 d", 3, Reason::Checkmate);
}

#[test]
fn chess2_two_captures_in_a_two_move_turn() {
    let mut g = game(VariantId::CHESS2, "4k3/3q4/8/4r3/8/5N2/8/3RK3 w - - 0 1 d");
    let before = pieces(&g, Color::Black);
    let r = think(&g, 3, 5, 1);
    play(&mut g, &r);
    assert_eq!(pieces(&g, Color::Black), before - 2, "played {:?}", r.parts);
}

#[test]
fn dual_chess_mate_in_one() {
    assert_wins(
        VariantId::DUAL_CHESS,
        "6k1******/5ppp6/14/14/14/14/5PPP6/3R2K1****** w - - 0 1 -",
        3,
        Reason::Checkmate,
    );
}

#[test]
fn two_boards_takes_the_sliding_general() {
    // The Hero on b2 takes the Sliding General on b3 (a Little-board step).
    let fen = "15k/16/16/16/16/16/16/16/16/16/16/16/16/1s14/1H14/K15 w - - 0 1 -";
    let mut g = game(VariantId::TWO_BOARDS, fen);
    let r = think(&g, 2, 5, 1);
    play(&mut g, &r);
    assert_eq!(g.position().count(Color::Black, PieceKind::SLIDING_GENERAL), 0, "played {:?}", r.parts);
}

#[test]
fn double_double_captures_both_kings() {
    // Qxa16 then Qxc16: the second king falls in the same turn.
    assert_wins(
        VariantId::DOUBLE_DOUBLE,
        "k1k5/1Q6/8/8/8/8/8/8/8/8/8/8/8/8/8/K6K w - - 0 1 d",
        3,
        Reason::KingsCaptured,
    );
}

#[test]
fn marseillais_finds_a_mate_that_needs_both_moves() {
    // Rh8+ at once lets the king out by a7: Kb6 first (no check), then Rh8#.
    assert_wins(VariantId::MARSEILLAIS, "k7/8/2K5/8/8/8/8/7R w - - 0 1 d", 3, Reason::Checkmate);
}

/// A few turns of every game with engines of several levels from positions
/// a few random turns in: each turn is replayed through `Game::play_part`.
#[test]
fn every_returned_turn_is_legal() {
    for id in VariantId::ALL {
        let mut g = Game::new(id, Options::default(), None).unwrap();
        let mut rng = Rng::new(5);
        for _ in 0..3 {
            let parts = g.legal_parts();
            g.play_part(parts[rng.below(parts.len())]).unwrap();
            while g.turn_in_progress() && g.status().is_none() {
                if g.can_end_turn() {
                    g.end_turn().unwrap();
                } else {
                    let parts = g.legal_parts();
                    g.play_part(parts[rng.below(parts.len())]).unwrap();
                }
            }
        }
        for turn in 0..6u64 {
            if g.status().is_some() {
                break;
            }
            let level = 1 + (turn % 5) as u8;
            let r = think(&g, 2, level, turn);
            play(&mut g, &r);
        }
    }
}

#[test]
fn thinks_from_the_middle_of_a_turn() {
    // One half played: the engine completes the Two-Prong turn.
    let mut g = game(VariantId::TWO_PRONG, "4k3/3q4/8/4r3/8/5N2/8/3RK3 w - - 0 1 d");
    g.play_text("Nxe5&").unwrap();
    assert!(g.turn_in_progress());
    let r = think(&g, 2, 5, 1);
    play(&mut g, &r);
    assert_eq!(g.side_to_move(), Color::Black);
    assert_eq!(g.position().count(Color::Black, PieceKind::QUEEN), 0, "played {:?}", r.parts);
}

#[test]
fn same_seed_same_turn() {
    for id in [VariantId::CHESS, VariantId::TWO_PRONG, VariantId::DOUBLE_DOUBLE] {
        let g = Game::new(id, Options::default(), None).unwrap();
        for level in [1, 3, 5] {
            let a = think(&g, 3, level, 42);
            let b = think(&g, 3, level, 42);
            assert_eq!(a.parts, b.parts, "{id:?} level {level}");
            assert_eq!(a.score, b.score);
            assert_eq!(a.nodes, b.nodes);
        }
    }
}

#[test]
fn respects_the_depth_limit() {
    let g = Game::new(VariantId::CHESS2, Options::default(), None).unwrap();
    for depth in 1..=3 {
        let r = think(&g, depth, 5, 0);
        assert!(r.depth >= 1 && r.depth <= depth, "depth {} for limit {depth}", r.depth);
    }
    // Deeper searches visit more nodes.
    assert!(think(&g, 1, 5, 0).nodes < think(&g, 3, 5, 0).nodes);
}

#[test]
fn stops_when_asked() {
    let g = Game::new(VariantId::TWO_PRONG, Options::default(), None).unwrap();
    let mut engine = Engine::new(4);
    let limits = Limits { level: 5, max_ms: None, max_depth: Some(40), seed: 0 };
    let r = engine.think_game(&g, &limits, &|| 0.0, &|| true);
    // Stopped at the first check: still a legal turn.
    let mut g2 = g.clone();
    play(&mut g2, &r);
    assert!(r.pv.first().is_some_and(|s| matches!(s, Step::Part(_))));
}

#[test]
fn double_move_levels_search_whole_turns() {
    use twofold_engine::Level;
    // One-move games: 1, 2, 3, 4 plies; double-move games: the first part
    // (levels 1–2), one whole turn (3), a turn and the reply (4).
    let single: Vec<_> = (1..=5).map(|l| Level::for_game(l, 1).plies).collect();
    assert_eq!(single, [Some(1), Some(2), Some(3), Some(4), None]);
    let double: Vec<_> = (1..=5).map(|l| Level::for_game(l, 2).plies).collect();
    assert_eq!(double, [Some(1), Some(1), Some(2), Some(4), None]);
    assert_eq!(Level::for_game(3, 2).noise, Level::get(3).noise);
    // Levels 1 and 2 see the same first part there and differ by noise alone.
    assert!(Level::for_game(1, 2).noise >= 4 * Level::for_game(2, 2).noise);
}

#[test]
fn two_boards_king_distance_counts_both_boards() {
    use twofold_engine::eval::hunt::king_distance;
    use twofold_rules::Square;
    let sq = |file: u8, rank: u8| Square(rank * 16 + file);
    // a1 → e5: one Big step (same Little square); a1 → b2: one Little step.
    assert_eq!(king_distance(16, sq(0, 0), sq(4, 4)), 1);
    assert_eq!(king_distance(16, sq(0, 0), sq(1, 1)), 1);
    // a1 → p16: three Big steps and three Little steps.
    assert_eq!(king_distance(16, sq(0, 0), sq(15, 15)), 6);
    // d1 → e1: neighbours on the grid, but a Big step plus three Little steps.
    assert_eq!(king_distance(16, sq(3, 0), sq(4, 0)), 4);
}

/// A clock that moves one second each time it is read: a search stops by
/// the clock after a bounded number of reads, with no real time involved.
fn fast_clock() -> impl Fn() -> f64 {
    let t = std::cell::Cell::new(0.0);
    move || {
        t.set(t.get() + 1000.0);
        t.get()
    }
}

#[test]
fn infinite_or_huge_time_limits_stop_at_the_maximum() {
    // Infinity or 1e308 ms searched forever before (issue 12).
    let g = Game::new(VariantId::TWO_PRONG, Options::default(), None).unwrap();
    for ms in [Some(f64::INFINITY), Some(1e308), Some(f64::NAN), None] {
        let mut engine = Engine::new(1);
        let clock = fast_clock();
        let limits = Limits { level: 5, max_ms: ms, max_depth: None, seed: 1 };
        let r = engine.think_game(&g, &limits, &clock, &|| false);
        assert!(!r.parts.is_empty(), "{ms:?}: a turn is found");
        // The clock was read at most a few times per 60 simulated seconds.
        assert!(clock() <= 1000.0 * 1000.0, "{ms:?}: the search ran on to {} ms", clock());
    }
}

#[test]
fn time_limits_from_outside_are_checked() {
    use twofold_engine::{time_limit, MAX_MS};
    for bad in [f64::INFINITY, f64::NEG_INFINITY, f64::NAN, -1.0] {
        let e = time_limit(bad).unwrap_err();
        assert!(e.contains("finite number of milliseconds"), "{e}");
    }
    assert_eq!(time_limit(0.0), Ok(0.0));
    assert_eq!(time_limit(250.0), Ok(250.0));
    assert_eq!(time_limit(1e308), Ok(MAX_MS));
}

#[test]
fn every_feature_can_be_switched_off_and_the_engine_still_mates() {
    use twofold_engine::Features;
    for name in Features::NAMES {
        let features = Features::default().without(name).unwrap();
        let mut g = game(VariantId::CHESS, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        let mut engine = Engine::new(4);
        engine.set_features(features);
        let limits = Limits { level: 5, max_ms: None, max_depth: Some(4), seed: 1 };
        let r = engine.think_game(&g, &limits, &|| 0.0, &|| false);
        play(&mut g, &r);
        assert_eq!(
            g.status(),
            Some(Outcome::Win { winner: Color::White, reason: Reason::Checkmate }),
            "without {name}: played {:?}",
            r.parts
        );
    }
    assert!(Features::default().without("bogus").unwrap_err().contains("unknown engine feature 'bogus'"));
}

#[test]
fn a_king_heads_for_its_goal_in_a_game_written_as_text() {
    // Racing Kings' goal: White's king on the eighth rank wins (Black a step
    // behind may draw). With the kings alone material says nothing: the
    // goal's squares must draw the king, every move of a short search.
    let text = "[race-to-eight:chess]\nflagPiece = k\nflagRegion = *8\nflagMove = true\ncastling = false\n\
        checking = false\nstartFen = 8/8/8/8/8/7K/8/k7 w - - 0 1\n";
    let id = twofold_rules::definition::load(text).expect("loads")[0];
    // White's king five steps from the goal, Black's seven: too far behind to draw.
    let mut g = game(id, "8/8/8/8/8/7K/8/k7 w - - 0 1");
    for turn in 0..6 {
        let white = g.position().to_fen();
        let r = think(&g, 2, 3, 1);
        play(&mut g, &r);
        let rank = |fen: &str| 8 - fen.split('/').position(|row| row.contains('K')).expect("a white king") as u32;
        assert!(rank(&g.position().to_fen()) > rank(&white), "turn {turn}: {white} -> {:?}", r.parts);
        if g.status().is_some() {
            break;
        }
        let r = think(&g, 2, 3, 1);
        play(&mut g, &r);
    }
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::FlagReached }));
}
