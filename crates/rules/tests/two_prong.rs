//! Two-Prong Chess (RULES.md §1): perft against an independent brute-force
//! reference (tests/reference), refusals with their reasons, notation, the
//! options "with collision" and Three-Prong, and random playouts.
//!
//! Every expected count below is established by `reference::prong_perft`,
//! which enumerates every single move and every unordered pair (or triple)
//! of pseudo-legal halves from its own FIDE move generator and applies
//! rule 2 and 3 literally; the reference's FIDE layer is itself checked
//! against the published FIDE perft values.

mod common;
mod reference;

use common::{perft_fen, perft_start, random_playouts};
use proptest::prelude::*;
use reference::{prong_perft, Board, ProngRules};
use twofold_rules::error::{quote, Complete, Unfinished};
use twofold_rules::{Color, ErrorKind, Game, Illegal, Options, PieceKind, PieceType, RulesError, TurnKind, VariantId};

const TWO: ProngRules = ProngRules { max: 2, collision: false };
const COLLISION: ProngRules = ProngRules { max: 2, collision: true };
const THREE: ProngRules = ProngRules { max: 3, collision: false };

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s";

fn options(rules: ProngRules) -> Options {
    let mut options = Options::default();
    options.set("collision", rules.collision).unwrap();
    options.set("three-prong", rules.max == 3).unwrap();
    options
}

/// The crate's perft equals the reference's for depths 1..=max_depth.
fn check_against_reference(fen: &str, max_depth: u32, rules: ProngRules) {
    for depth in 1..=max_depth {
        let expected = prong_perft(fen, depth, rules);
        let got = perft_fen(VariantId::TWO_PRONG, options(rules), fen, depth);
        assert_eq!(got, expected, "perft {depth} of {fen} (max {}, collision {})", rules.max, rules.collision);
    }
}

fn game(fen: &str) -> Game {
    Game::new(VariantId::TWO_PRONG, Options::default(), Some(fen)).expect("position")
}

fn game_with(fen: &str, rules: ProngRules) -> Game {
    Game::new(VariantId::TWO_PRONG, options(rules), Some(fen)).expect("position")
}

/// The refusal of `text`, checking that nothing was played.
fn refusal(g: &mut Game, text: &str) -> RulesError {
    let before = g.position().clone();
    let e = g.play_text(text).expect_err(text);
    assert_eq!(g.position(), &before, "a refused turn must leave the game unchanged");
    e
}

fn assert_illegal(g: &mut Game, text: &str, reason: Illegal) {
    match refusal(g, text).kind {
        ErrorKind::Illegal { why, .. } => assert_eq!(why, reason, "'{text}'"),
        e => panic!("'{text}': expected an illegal move, got {e:?}"),
    }
}

/// The turn may not end, for this reason (`text`: the turn as a record gave it).
fn assert_unfinished(r: Result<(), RulesError>, text: Option<&str>, reason: Unfinished) {
    match r.map_err(|e| e.kind) {
        Err(ErrorKind::TurnNotComplete { text: t, why }) => {
            assert_eq!((t, why), (text.map(quote), reason));
        }
        other => panic!("{other:?}"),
    }
}

fn unreachable(kind: PieceKind, side: Color, to: &str) -> Illegal {
    Illegal::Unreachable { kind: PieceType::builtin(kind), side, to: to.into() }
}

// ---- the reference itself ----------------------------------------------------

#[test]
fn reference_board_matches_published_fide_perft() {
    // Chess programming wiki, "Perft Results".
    let cases = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8_902),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2_039),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
        ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9_467),
        ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62_379),
    ];
    for (fen, depth, n) in cases {
        assert_eq!(Board::from_fen(fen).perft_fide(depth), n, "{fen}");
    }
}

// ---- perft from the start ------------------------------------------------------

#[test]
fn start_position_matches_reference() {
    // Rule 1: White's first turn is a single move (20); then Black has 20
    // singles and every pair of its 20 pseudo-legal halves that is legal.
    for (depth, n) in [(1, 20), (2, 3_920), (3, 959_843)] {
        assert_eq!(perft_start(VariantId::TWO_PRONG, Options::default(), depth), n, "depth {depth}");
        assert_eq!(prong_perft(START, depth, TWO), n, "reference depth {depth}");
    }
}

#[test]
fn start_position_options_match_reference() {
    check_against_reference(START, 3, COLLISION);
    check_against_reference(START, 2, THREE);
}

#[test]
#[ignore = "deep: about ten minutes"]
fn start_position_depth_4_matches_reference() {
    // Depth 4 as the sum, over White's 20 first turns, of the reference's
    // depth 3 from each resulting position.
    let g = game(START);
    let mut total = 0;
    for m in g.legal_parts() {
        let mut after = g.clone();
        after.play_part(m).expect("legal");
        total += prong_perft(&after.position_string(), 3, TWO);
    }
    assert_eq!(perft_start(VariantId::TWO_PRONG, Options::default(), 4), total);
}

// ---- designed positions ------------------------------------------------------------

/// Rule 5: two double steps in one dual move give two en-passant squares
/// (d3 and e3, each capturable by a black pawn), and both may be taken en
/// passant in one black dual move.
const TWO_EP: &str = "4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 2 d";
/// Finer points: Bd2-e3 & e2-e4 passes e3 with the pawn while the bishop ends
/// there: no en passant on e3; f4xe3 is a normal capture of the bishop.
const EP_OCCUPIED: &str = "4k3/8/8/8/5p2/8/3BP3/4K3 w - - 0 2 d";
/// Rule 5 and rule 2's third consequence: en passant as one half of a dual
/// move; d4xe3 e.p. and Nf6xe4 take the same pawn and may not be combined.
const EP_HALF: &str = "4k3/8/5n2/8/3pP3/8/8/4K3 b - e3 0 2 d";
/// Rule 2, last consequence: Ra1-a5 and Qa6-a2 pass each other on the a-file.
const PASSING: &str = "4k3/8/Q7/8/8/8/8/R3K3 w - - 0 2 d";
/// Rule 3: the king steps into the rook's file when the other half captures
/// the rook (Bxf8) or blocks the file (Bb4 cannot; Kf1 & Bxf8 can).
const KING_INTO_ATTACK: &str = "5r1k/8/8/8/1B6/8/6B1/4K3 w - - 0 2 d";
/// Rule 4: castling alone; O-O passes f1, attacked by the b5 bishop.
const CASTLING: &str = "r3k2r/8/8/1b6/8/8/8/R3K2R w KQkq - 0 2 d";
/// Rule 2: exd5 and Nxd5 capture the same pawn on the same square: never
/// together (the en-passant form of the same-victim rule is `EP_HALF`).
const SAME_VICTIM: &str = "4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 2 d";
/// Rule 6: promotion in both halves, each with four choices, with captures
/// of the corner rooks too.
const PROMOTIONS: &str = "r3k2r/1P4P1/8/8/8/8/8/4K3 w - - 0 2 d";
/// Rule 7: Black is in check and no single move escapes, but the dual move
/// Kb8&Nxb1 (or Kb7&Nxb1) does: not checkmate.
const DUAL_ESCAPE: &str = "k7/8/8/8/8/8/3n4/RR4K1 b - - 0 2 d";
/// A busy middle game (the FIDE "Kiwipete" position) for many pairs.
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 d";

#[test]
fn designed_positions_match_reference() {
    for fen in [TWO_EP, EP_OCCUPIED, EP_HALF, PASSING, KING_INTO_ATTACK, SAME_VICTIM, PROMOTIONS, DUAL_ESCAPE] {
        check_against_reference(fen, 3, TWO);
    }
    check_against_reference(CASTLING, 2, TWO);
    check_against_reference(KIWIPETE, 1, TWO);
}

#[test]
#[ignore = "deep: about ten minutes"]
fn designed_positions_match_reference_deeper() {
    check_against_reference(KIWIPETE, 2, TWO);
    check_against_reference(CASTLING, 3, TWO);
    for fen in [TWO_EP, EP_OCCUPIED, EP_HALF, PASSING, KING_INTO_ATTACK, SAME_VICTIM, PROMOTIONS] {
        check_against_reference(fen, 3, THREE);
        check_against_reference(fen, 3, COLLISION);
    }
}

#[test]
fn options_match_reference_on_small_positions() {
    // "With collision" changes only pairs whose paths share a square; Three-
    // Prong adds triples judged by the same principles (RULES §1.10).
    for fen in [TWO_EP, PASSING, KING_INTO_ATTACK, SAME_VICTIM] {
        check_against_reference(fen, 2, COLLISION);
        check_against_reference(fen, 2, THREE);
    }
    check_against_reference(PASSING, 3, COLLISION);
    check_against_reference(TWO_EP, 3, THREE);
    check_against_reference(EP_OCCUPIED, 3, THREE);
}

#[test]
fn two_double_steps_give_two_en_passant_squares() {
    let mut g = game(TWO_EP);
    g.play_text("d4&e4").expect("dual move of two double steps");
    assert_eq!(g.position_string(), "4k3/8/8/8/2pPPp2/8/8/4K3 b - d3,e3 0 2 d");
    // Both taken en passant in one dual move, in either order.
    let mut h = g.clone();
    h.play_text("cxd3&fxe3").expect("two en-passant halves");
    assert_eq!(h.position_string(), "4k3/8/8/8/8/3pp3/8/4K3 w - - 0 3 d");
    g.play_text("fxe3&cxd3").expect("the other order");
    assert_eq!(g.position_string(), h.position_string());
}

#[test]
fn en_passant_lasts_one_turn() {
    let mut g = game(TWO_EP);
    g.play_text("d4&e4").unwrap();
    g.play_text("Kd7").unwrap();
    g.play_text("Kd2").unwrap();
    assert_illegal(&mut g, "cxd3", unreachable(PieceKind::PAWN, Color::Black, "d3"));
}

#[test]
fn no_en_passant_onto_a_square_the_other_half_took() {
    let mut g = game(EP_OCCUPIED);
    g.play_text("Be3&e4").expect("bishop onto the passed square");
    assert_eq!(g.position_string(), "4k3/8/8/8/4Pp2/4B3/8/4K3 b - - 0 2 d");
    g.play_text("fxe3").expect("a normal capture of the bishop");
    assert_eq!(g.position_string(), "4k3/8/8/8/4P3/4p3/8/4K3 w - - 0 3 d");
}

#[test]
fn en_passant_as_a_half() {
    let mut g = game(EP_HALF);
    assert_illegal(&mut g, "dxe3&Nxe4", Illegal::SameVictim);
    assert_illegal(&mut g, "Nxe4&dxe3", Illegal::SameVictim);
    g.play_text("dxe3&Ke7").expect("en passant plus a king move");
    assert_eq!(g.position_string(), "8/4k3/5n2/8/8/4p3/8/4K3 w - - 0 3 d");
}

#[test]
fn halves_pass_each_other() {
    let mut g = game(PASSING);
    g.play_text("Ra5&Qa2").expect("they pass each other");
    assert_eq!(g.position_string(), "4k3/8/8/R7/8/8/Q7/4K3 b - - 1 2 d");
    // The origin of the other half cannot be entered nor passed.
    let mut g = game(PASSING);
    assert_illegal(&mut g, "Ra7&Qb7", unreachable(PieceKind::ROOK, Color::White, "a7"));
    let mut c = game_with(PASSING, COLLISION);
    assert_illegal(&mut c, "Ra5&Qa2", Illegal::Collision);
    // Paths that share no square are fine with collision too.
    c.play_text("Ra4&Qb6").expect("no shared square");
}

#[test]
fn collision_paths() {
    // A path is the squares passed over plus the destination.
    // Ra1-a5 and Qa6-a3: the queen passes a5, the rook's destination.
    let mut c = game_with(PASSING, COLLISION);
    assert_illegal(&mut c, "Ra5&Qa3", Illegal::Collision);
    // Ra1-a5 (a2..a5) and Qa6-c4 (b5, c4) share no square.
    c.play_text("Ra5&Qc4").expect("no shared square");
    // Crossing lines: Rd1-d5 (d2..d5) and Bc1-e3 (d2, e3) share d2.
    let fen = "4k3/8/8/8/8/8/8/2BRK3 w - - 0 2 d";
    assert_illegal(&mut game_with(fen, COLLISION), "Rd5&Be3", Illegal::Collision);
    game(fen).play_text("Rd5&Be3").expect("without collision they may cross");
    game_with(fen, COLLISION).play_text("Rd5&Bb2").expect("no shared square");
    // A knight's path is its destination: Ra1-a4 passes a3, where Nb1 lands.
    let fen = "4k3/8/8/8/8/8/8/RN2K3 w - - 0 2 d";
    assert_illegal(&mut game_with(fen, COLLISION), "Ra4&Na3", Illegal::Collision);
    game_with(fen, COLLISION).play_text("Ra2&Na3").expect("the knight lands beyond the rook's path");
    // Project decision: diagonal moves that meet only at a corner (Ke1-f2
    // and Bf1-e2) share no square and do not collide.
    game_with("4k3/8/8/8/8/8/8/4KB2 w - - 0 2 d", COLLISION).play_text("Kf2&Be2").expect("corner crossing");
}

#[test]
fn king_may_step_into_attack_when_the_other_half_removes_it() {
    let mut g = game(KING_INTO_ATTACK);
    // Alone, Kf1 is not FIDE-legal: the turn stays open and cannot end.
    g.play_text("Kf1").expect("a half that needs a partner");
    assert!(g.turn_in_progress());
    assert_unfinished(g.end_turn(), None, Unfinished::KingUnsafe);
    assert_illegal(&mut g, "Bc5", Illegal::CheckAfterTurn);
    g.play_text("Bxf8").expect("capturing the attacker");
    let mut g = game(KING_INTO_ATTACK);
    g.play_text("Bf3&Kf1").expect("blocking the file, written in the other order");
    assert_eq!(g.turns()[0].text, "Kf1&Bf3");
}

#[test]
fn castling_alone_and_through_attack() {
    let mut g = game(CASTLING);
    let after = "O-O-O".to_string();
    assert_illegal(&mut g, "O-O-O&Rh2", Illegal::TurnComplete { after, why: Complete::CastlingIsWholeTurn });
    assert_illegal(&mut g, "Rh2&O-O-O", Illegal::CastlingIsWholeTurn);
    assert_illegal(&mut g, "O-O", Illegal::CastlingImpossible);
    g.play_text("O-O-O").expect("queen-side castling alone");
    assert_eq!(g.position_string(), "r3k2r/8/8/1b6/8/8/8/2KR3R b kq - 1 2 d");
    assert_eq!(g.turns()[0].kind, TurnKind::SingleMove);
}

#[test]
fn same_piece_twice_same_square_same_victim() {
    let mut g = game(SAME_VICTIM);
    assert_illegal(&mut g, "exd5&Nxd5", Illegal::SameDestination);
    assert_illegal(&mut g, "Nb5&Nd5", Illegal::SamePieceTwice);
    assert_illegal(&mut g, "Kd1&Nd1", Illegal::SameDestination);
    g.play_text("Nxd5&e5").expect("different victims and squares");
}

/// The piece that made the first half, asked to move again from where it
/// went (a tap on it, or its move written from there), is refused as the same
/// piece twice: judged from the turn's start it is still on its origin.
#[test]
fn the_first_halfs_piece_from_where_it_went() {
    let mut g = game(START);
    g.play_text("e4").expect("a single move");
    let first = g.parse_part_text("e5").expect("Black's first half");
    g.play_part(first).expect("e5 as the first half");
    let sq = |name: &str| g.variant().geometry.parse_square(name).expect(name);
    let (from, to) = (sq("e5"), sq("e4"));
    match g.part_between(from, to, None).map_err(|e| e.kind) {
        Err(ErrorKind::Illegal { why, .. }) => assert_eq!(why, Illegal::SamePieceTwice),
        other => panic!("expected the same piece twice, got {other:?}"),
    }
    let why = |text: &str| match g.parse_part_text(text).map_err(|e| e.kind) {
        Err(ErrorKind::Illegal { why, .. }) => why,
        other => panic!("'{text}': expected an illegal part, got {other:?}"),
    };
    assert_eq!(why("e5-e4"), Illegal::SamePieceTwice);
    // Another piece's impossible half is explained as before.
    let knight = g.variant().pieces.of(PieceKind::KNIGHT);
    assert_eq!(why("Nf4"), Illegal::Unreachable { kind: knight, side: Color::Black, to: "f4".into() });
}

#[test]
fn promotions_in_both_halves() {
    let mut g = game(PROMOTIONS);
    g.play_text("b8=N&gxh8=Q+").expect("two promotions");
    assert_eq!(g.position_string(), "rN2k2Q/8/8/8/8/8/8/4K3 b - - 0 2 d");
    assert_eq!(g.turns()[0].text, "b8=N&gxh8=Q+");
    let mut g = game(PROMOTIONS);
    let choices =
        [PieceKind::KNIGHT, PieceKind::BISHOP, PieceKind::ROOK, PieceKind::QUEEN].map(PieceType::builtin).to_vec();
    assert_illegal(&mut g, "b8&g8=Q", Illegal::PromotionMissing { choices });
}

#[test]
fn whites_first_turn_is_single() {
    let mut g = Game::new(VariantId::TWO_PRONG, Options::default(), None).unwrap();
    assert_illegal(&mut g, "e4&d4", Illegal::TurnComplete { after: "e4".into(), why: Complete::FirstTurnSingle });
    g.play_text("e4").unwrap();
    g.play_text("e5&d5").expect("Black's first turn may be dual");
    g.play_text("Nf3&exd5").expect("and so may White's second");
    let kinds: Vec<TurnKind> = g.turns().iter().map(|t| t.kind).collect();
    assert_eq!(kinds, [TurnKind::SingleMove, TurnKind::MultiMove, TurnKind::MultiMove]);
    assert_eq!(g.movetext(), "1.e4 d5&e5 2.Nf3&exd5");
}

#[test]
fn king_in_check_after_the_turn_is_refused() {
    // The white king on e1 is checked by the e8 rook: the turn must end with
    // the king safe, whichever half does it.
    let fen = "4r2k/8/8/8/8/8/PP6/4K3 w - - 0 2 d";
    let mut g = game(fen);
    assert_illegal(&mut g, "a3&b3", Illegal::CheckAfterTurn);
    assert_illegal(&mut g, "a3&Ke2", Illegal::CheckAfterTurn);
    // Ke2 has no partner at all that saves the king.
    assert_illegal(&mut g, "Ke2&a3", Illegal::NoSavingHalf);
    assert_unfinished(game(fen).play_movetext("a3"), Some("a3"), Unfinished::KingUnsafe);
    g.play_text("Kd1&a3").expect("the king leaves the file");
}

#[test]
fn checkmate_and_stalemate() {
    // Rule 7: a rook mate of a lone king.
    let g = game("R6k/8/6K1/8/8/8/8/8 b - - 0 2 d");
    assert_eq!(g.status().map(|o| (o.score(), o.reason())), Some(("1-0", twofold_rules::Reason::Checkmate)));
    // A lone king that cannot move is stalemated.
    let s = game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 2 d");
    assert_eq!(s.status().map(|o| (o.score(), o.reason())), Some(("1/2-1/2", twofold_rules::Reason::Stalemate)));
    // No single move escapes check, but a dual move does: the game goes on.
    let mut d = game(DUAL_ESCAPE);
    assert!(d.status().is_none());
    let mut parts = d.legal_parts();
    parts.sort_by_key(|m| (m.origin(), m.destination()));
    // Kb7, Kb8, Nxb1 and Nb3 (which blocks the b-file), each only as a half.
    assert_eq!(parts.len(), 4, "{parts:?}");
    assert!(!d.can_end_turn());
    d.play_text("Nxb1&Kb8").expect("the escape");
    assert_eq!(d.turns()[0].text, "Nxb1&Kb8");
}

#[test]
fn turn_text_reads_in_either_order() {
    let mut g = game(KIWIPETE);
    g.play_text("Nc4&Bh6").expect("halves out of origin order");
    assert_eq!(g.turns()[0].text, "Bh6&Nc4");
}

#[test]
fn records_need_whole_turns() {
    // A token of a record is a whole turn: a half that cannot stand alone is refused.
    let mut g = game(KING_INTO_ATTACK);
    assert_unfinished(g.play_movetext("2.Kf1"), Some("Kf1"), Unfinished::KingUnsafe);
    assert!(!g.turn_in_progress());
    // With a trailing joiner the turn is left open on purpose.
    g.play_movetext("2.Kf1&").expect("an open turn");
    assert!(g.turn_in_progress());
}

// ---- properties ----------------------------------------------------------------------

#[test]
fn random_playouts_default() {
    random_playouts(VariantId::TWO_PRONG, Options::default(), None, 4, 60);
    random_playouts(VariantId::TWO_PRONG, Options::default(), Some(KIWIPETE), 2, 30);
}

#[test]
fn random_playouts_options() {
    random_playouts(VariantId::TWO_PRONG, options(COLLISION), None, 3, 60);
    random_playouts(VariantId::TWO_PRONG, options(THREE), None, 2, 40);
}

/// Plays `turns` random complete turns from the start, then checks that the
/// turn texts replay to the same position, with the halves in origin order
/// and reversed.
fn notation_round_trip(seed: u64, turns: usize, rules: ProngRules) {
    let mut rng = common::Rng::new(seed);
    let mut g = Game::new(VariantId::TWO_PRONG, options(rules), None).unwrap();
    for _ in 0..turns {
        if g.status().is_some() {
            break;
        }
        loop {
            let parts = g.legal_parts();
            let can_end = g.can_end_turn();
            if parts.is_empty() || (can_end && rng.below(3) == 0) {
                if g.turn_in_progress() {
                    g.end_turn().unwrap();
                }
                break;
            }
            g.play_part(parts[rng.below(parts.len())]).unwrap();
            if !g.turn_in_progress() {
                break;
            }
        }
    }
    let texts: Vec<String> = g.turns().iter().map(|t| t.text.clone()).collect();
    let mut forward = Game::new(VariantId::TWO_PRONG, options(rules), None).unwrap();
    let mut reversed = forward.clone();
    for t in &texts {
        forward.play_text(t).unwrap_or_else(|e| panic!("'{t}' in {texts:?}: {e}"));
        let halves: Vec<&str> = t.trim_end_matches(['+', '#']).split('&').rev().collect();
        let back = halves.join("&");
        reversed.play_text(&back).unwrap_or_else(|e| panic!("'{back}' in {texts:?}: {e}"));
        assert_eq!(reversed.position(), forward.position(), "'{back}' differs from '{t}'");
    }
    assert_eq!(forward.position_string(), g.position_string());
    assert_eq!(forward.turns(), g.turns());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn notation_round_trips(seed in 1u64..u64::MAX, turns in 1usize..30) {
        notation_round_trip(seed, turns, TWO);
    }
    #[test]
    fn three_prong_notation_round_trips(seed in 1u64..u64::MAX, turns in 1usize..16) {
        notation_round_trip(seed, turns, THREE);
    }
}
