//! Dual Chess (RULES.md §3): perft from the start and from one position per
//! special rule, refused moves with their reasons, notation, random playouts.
//!
//! Expected counts come from two independent sources: hand counts for tiny
//! positions (each written out next to it), and the naive reference model in
//! `dual_chess/reference.rs`, written from the rule text alone. Every perft
//! test runs both the crate and the reference and asserts they agree.

mod common;
#[path = "dual_chess/reference.rs"]
mod reference;

use common::{perft_fen, perft_start, random_playouts};
use reference::{fen, Board};
use twofold_rules::error::Complete;
use twofold_rules::{Color, ErrorKind, Game, Illegal, Options, PieceKind, PieceType, RulesError, VariantId};
use twofold_rules::{Outcome, Reason};

const START: &str = "rnbqkbnr******/pppppppp1gcmg1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -";

fn engine(fen: &str, depth: u32) -> u64 {
    perft_fen(VariantId::DUAL_CHESS, Options::default(), fen, depth)
}

/// The crate and the reference agree at every depth up to `depth`; returns
/// the counts.
fn agree(fen: &str, depth: u32) -> Vec<u64> {
    let reference = Board::parse(fen);
    (1..=depth)
        .map(|d| {
            let expected = reference.perft(d);
            assert_eq!(engine(fen, d), expected, "perft {d} of {fen}");
            expected
        })
        .collect()
}

fn game(fen: &str) -> Game {
    Game::new(VariantId::DUAL_CHESS, Options::default(), Some(fen)).expect("position")
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m} at {}: {e}", g.position_string()));
    }
}

fn refused(g: &Game, text: &str) -> RulesError {
    let mut g = g.clone();
    match g.play_text(text) {
        Ok(()) => panic!("'{text}' was accepted at {}", g.position_string()),
        Err(e) => e,
    }
}

fn seventh(g: &Game) -> String {
    g.position_string().split_whitespace().nth(6).unwrap_or("").to_string()
}

// ---- Perft ------------------------------------------------------------------

#[test]
fn start_position() {
    // Depth 1 by hand: 16 pawn moves; knights b1: a3 c3 o2 (across the join),
    // g1: f3 h3 j2 (across); guards k2-j2, n2-o2; Cardinal l2: k4 m4 (leaps);
    // Marshall m2: l4 n4 (leaps); Berolina pawns j3-k4, k3-j4/l4, l3-k4/m4,
    // m3-l4/n4, n3-m4/o4, o3-n4 (10). 16 + 6 + 2 + 2 + 2 + 10 = 38.
    assert_eq!(perft_start(VariantId::DUAL_CHESS, Options::default(), 1), 38);
    assert_eq!(agree(START, 3), vec![38, 1_442, 58_332]);
}

#[test]
fn cross_join_leaps() {
    // A lone knight on j2: k4, l3 on the secondary board; h4, g3, and g1
    // (leaping from the secondary board to the main one); k1 and j0 do not
    // exist. King e1: d1 d2 e2 f2 f1. 5 + 5 = 10 by hand.
    let lone = fen("Ke1 ke8 Nj2", "w - - 0 1 -");
    assert_eq!(agree(&lone, 1), vec![10]);
    // Leapers on both sides of both joins, counted by the reference: the
    // knight on h1 leaps over the missing j1 to k2 and to j3; the camel on a2
    // leaps across the a/o join to m3 and o5; the Cardinal on o4 and the
    // Marshall on h6 leap across with their knight part; Black's camel on m7,
    // knight on o6, Cardinal on j5 and Marshall on b6 do the same the other
    // way, with both sides to move.
    let many = fen("Ke1 Nh1 La2 Co4 Mh6 ke8 lm7 no6 cj5 mb6", "w - - 0 1 -");
    agree(&many, 3);
    let black = fen("Ke1 Nh1 La2 Co4 Mh6 ke8 lm7 no6 cj5 mb6", "b - - 0 1 -");
    agree(&black, 3);
}

#[test]
fn attacks_across_the_join() {
    // White king g1 in check from the knight on j2 (across the join). By hand:
    // the king steps f1 h1 f2 g2 h2 (none attacked by the knight, which
    // reaches g1 g3 h4 k4 l3), and the knight on h4 takes j2 across the join
    // (Nh4xj2); no other knight move answers the check. 5 + 1 = 6.
    let check = fen("Kg1 Nh4 ke8 nj2", "w - - 0 1 -");
    assert_eq!(agree(&check, 1), vec![6]);
    let g = game(&check);
    assert!(g.in_check());
    // The other way: a white camel on o5 (file 13, rank 5) checks the black
    // king on a8, its leap (+1, +3) wrapping from the o-file to the a-file.
    // By hand: the king goes to a7, b7 or b8 (the camel reaches a8, a2, n2,
    // c6, c4, l6, l4; n8 does not exist). 3.
    let camel = fen("Ke1 Lo5 ka8", "b - - 0 1 -");
    let g = game(&camel);
    assert!(g.in_check(), "the camel on o5 attacks a8 across the join");
    assert_eq!(agree(&camel, 3)[0], 3);
}

#[test]
fn steps_and_slides_stay_on_their_board() {
    // A rook on j4 and a queen on h4 face each other across the join but
    // neither can reach the other; a king on h5 and a guard on j5 are
    // neighbours in the grid but not on the board. Counted by the reference
    // (which moves steps and slides only within a board).
    let p = fen("Kh5 Rj4 Qh4 Bo2 ke8 gj5 bj3", "w - - 0 1 -");
    agree(&p, 3);
    let g = game(&p);
    let err = refused(&g, "Rh4");
    assert!(err.illegal().is_some(), "{err:?}");
    let g2 = game(&fen("Ke1 Rj4 ke8", "w - - 0 1 -"));
    let err = refused(&g2, "Rh4");
    let why =
        Illegal::StaysOnItsBoard { kind: PieceType::builtin(PieceKind::ROOK), side: Color::White, main_board: true };
    assert_eq!(err.illegal(), Some(&why), "{err}");
}

#[test]
fn bishop_commute() {
    // White to move, by hand: B a1 slides b2..h8 (7) and commutes to the empty
    // j2 (1); B o2 slides n3 m4 l5 k6 and takes j7 (5) and commutes to the
    // empty h1 (1); king e1: d1 d2 e2 f2 f1 (5). 7+1+5+1+5 = 19.
    let w = fen("Ke1 Ba1 Bo2 ke8 ba8 nj7", "w - - 0 1 -");
    assert_eq!(agree(&w, 1), vec![19]);
    agree(&w, 3);
    // Black to move, by hand: B a8 slides b7..h1 (7) but cannot commute to
    // j7 (its own knight stands there); knight j7: l6 g6 g8 k5 h5 (5);
    // king e8: d8 d7 e7 f7 f8 (5). 17.
    let b = fen("Ke1 Ba1 Bo2 ke8 ba8 nj7", "b - - 0 1 -");
    assert_eq!(agree(&b, 1), vec![17]);
    // A Cardinal never commutes. By hand: C h1 slides g2..a8 (7) and leaps
    // j3 g3 k2 f2 (4), not to o2; king e1: 5. 16.
    let c = fen("Ke1 Ch1 ke8", "w - - 0 1 -");
    assert_eq!(agree(&c, 1), vec![16]);

    // Both ways in play, and the notation.
    let mut g = game(&w);
    play(&mut g, "Bj2 Kd8 Ba1 Kc8 Bh1 Kd8 Bo2");
    assert_eq!(g.position_string(), fen("Ke1 Ba1 Bo2 kd8 ba8 nj7", "b - - 7 4 -"));
    // Onto an occupied corner: refused with a reason.
    let err = refused(&game(&b), "Bj7");
    assert!(matches!(err.illegal(), Some(Illegal::CommuteNeedsEmpty { to, .. }) if to == "j7"), "{err}");
    // A commute never captures: a white piece on j2 stops it too.
    let occupied = game(&fen("Ke1 Ba1 Nj2 ke8", "w - - 0 1 -"));
    let err = refused(&occupied, "Bxj2");
    let why = Illegal::CommuteNeedsEmpty { from: "a1".into(), to: "j2".into() };
    assert_eq!(err.illegal(), Some(&why), "{err}");
}

#[test]
fn guard_morph_and_flip() {
    // By hand: king e1 5; guard k2: j2 l2 j3 k3 l3 (5); guard n2: m2 o2 m3
    // n3 o3 (5). 15. Deeper counts include the morph, the flip and its lapse
    // (the reference applies them from the rule text).
    let p = fen("Ke1 Gk2 Gn2 ke8 gk7 gn7", "w - - 0 1 -");
    assert_eq!(agree(&p, 1), vec![15]);
    agree(&p, 4);

    // Orthogonal first guard move: the mover's guards become Wazirs, the
    // opponent's Ferzes, and the opponent may flip to Wazirs.
    let mut g = game(&p);
    play(&mut g, "Gj2");
    assert_eq!(g.position_string(), fen("Ke1 Wj2 Wn2 ke8 fk7 fn7", "b - - 1 1 =W"));
    play(&mut g, "=W");
    assert_eq!(g.position_string(), fen("Ke1 Wj2 Wn2 ke8 wk7 wn7", "w - - 2 2 -"));

    // Diagonal first guard move: the mover's become Ferzes, the opponent's
    // Wazirs; the flip is =F.
    let mut g = game(&p);
    play(&mut g, "Gj3");
    assert_eq!(g.position_string(), fen("Ke1 Fj3 Fn2 ke8 wk7 wn7", "b - - 1 1 =F"));
    play(&mut g, "=F");
    assert_eq!(seventh(&g), "-");
    assert_eq!(g.position().count(twofold_rules::Color::Black, PieceKind::FERZ), 2);

    // A guard capture counts as the first guard move (diagonal here).
    let mut g = game(&fen("Ke1 Gk2 ke8 gl3 gn7", "w - - 0 1 -"));
    play(&mut g, "Gxl3");
    assert_eq!(g.position_string(), fen("Ke1 Fl3 ke8 wn7", "b - - 0 1 =F"));

    // No flip when the opponent has nothing left to turn.
    let mut g = game(&fen("Ke1 Gk2 ke8 gl3", "w - - 0 1 -"));
    play(&mut g, "Gxl3");
    assert_eq!(seventh(&g), "-");
}

#[test]
fn flip_lapses_and_is_refused_when_not_pending() {
    // Black answers the guard move with another move: the flip lapses.
    let p = fen("Ke1 Gk2 Gn2 ke8 gk7 gn7", "w - - 0 1 -");
    let mut g = game(&p);
    play(&mut g, "Gj2 Kd8");
    assert_eq!(seventh(&g), "-");
    play(&mut g, "Kd1");
    let err = refused(&g, "=W");
    assert_eq!(err.illegal(), Some(&Illegal::NoGuardFlip), "{err}");
    // At the start no guard has moved: no flip.
    let start = Game::new(VariantId::DUAL_CHESS, Options::default(), None).unwrap();
    assert_eq!(refused(&start, "=F").illegal(), Some(&Illegal::NoGuardFlip));
    // A pending flip in a position string lapses after any other move.
    let pending = fen("Ke1 Wj2 Wn2 ke8 fk7 fn7", "b - - 1 1 =W");
    let mut g = game(&pending);
    play(&mut g, "Fj6");
    assert_eq!(seventh(&g), "-");
    // By hand, Black with the flip pending: king e8 5; ferz k7 j6 l6 (j8,
    // l8 missing) 2; ferz n7 m6 o6 2; the flip 1. 10.
    assert_eq!(agree(&pending, 1), vec![10]);
    agree(&pending, 3);
}

#[test]
fn flip_is_never_legal_in_check() {
    // Black is in check from the queen on e2 with a flip pending: the flip
    // changes nothing on the board, so it cannot answer the check.
    let p = fen("Ke1 Qe2 Wj2 Wn2 ke8 fk7 fn7", "b - - 1 1 =W");
    let g = game(&p);
    assert!(g.in_check());
    let err = refused(&g, "=W");
    assert_eq!(err.illegal(), Some(&Illegal::FlipInCheck), "{err}");
    // By hand: the king escapes to d8 d7 f7 f8 (e7 is on the queen's line). 4.
    assert_eq!(agree(&p, 1), vec![4]);
}

#[test]
fn pawn_of_camel() {
    // By hand: the king on e1 can go only to d1 (d2 e2 f2 lie on the
    // Marshall's rank, f1 is its knight leap). The Pawn of Camel on b8 may
    // become a Camel (Xb8=L), or turn the Cardinal on l7 into a Camel; turning
    // the Marshall on h2 into a Camel would put that camel on the king
    // (h2 to e1 is a camel leap), so it is illegal. 1 + 2 = 3.
    let p = fen("Ke1 Xb8 ke8 cl7 mh2", "w - - 0 1 -");
    assert_eq!(agree(&p, 1), vec![3]);
    agree(&p, 3);
    let g = game(&p);
    let err = refused(&g, "Xb8xM@h2");
    assert_eq!(err.illegal(), Some(&Illegal::LeavesKingInCheck), "{err}");

    // A transform of a Cardinal and of a Marshall, anywhere on the board.
    let p2 = fen("Ke1 Xb8 ke8 cl7 mm7", "w - - 0 1 -");
    agree(&p2, 3);
    let mut g = game(&p2);
    play(&mut g, "Xb8xC@l7");
    assert_eq!(g.position_string(), fen("Ke1 ke8 ll7 mm7", "b - - 0 1 -"));
    let mut g = game(&p2);
    play(&mut g, "Xb8xM@m7");
    assert_eq!(g.position_string(), fen("Ke1 ke8 cl7 lm7", "b - - 0 1 -"));
    let mut g = game(&p2);
    play(&mut g, "Xb8=L");
    assert_eq!(g.position_string(), fen("Ke1 Lb8 ke8 cl7 mm7", "b - - 0 1 -"));
}

#[test]
fn promotion_to_pawn_of_camel_acts_only_later() {
    // White's pawn promotes on e8 (R, B, N or Pawn of Camel; never a Queen).
    // By hand: e8 four ways and king e1 five ways: 9. Black then has the
    // king on a8's a7 b7 b8 ... counted by the reference.
    let p = fen("Ke1 Pe7 ka8 cl7 mm7", "w - - 0 1 -");
    assert_eq!(agree(&p, 1), vec![9]);
    agree(&p, 3);
    let g = game(&p);
    let err = refused(&g, "e8=Q");
    assert!(
        matches!(err.illegal(), Some(Illegal::PromotionNotAllowed { promo, .. }) if promo.kind == PieceKind::QUEEN),
        "{err}"
    );
    // The promotion and an action in the same turn: refused.
    let err = refused(&g, "e8=X,Xe8=L");
    let why = Illegal::TurnComplete { after: "e8=X".into(), why: Complete::OneMove };
    assert_eq!(err.illegal(), Some(&why), "{err}");
    let mut g = game(&p);
    play(&mut g, "e8=X");
    // Black cannot make White's new Pawn of Camel act.
    let err = refused(&g, "Xe8=L");
    assert_eq!(
        err.illegal(),
        Some(&Illegal::NoSuchAction { kind: Some(PieceType::builtin(PieceKind::PAWN_OF_CAMEL)) }),
        "{err}"
    );
    // On White's next turn it may act.
    play(&mut g, "Kb7 Xe8xM@m7");
    assert_eq!(g.position_string(), fen("Ke1 kb7 cl7 lm7", "b - - 0 2 -"));
}

#[test]
fn berolina_pawns() {
    // White: the Berolina pawn on k6 moves to j7 or l7 (diagonally, its last
    // rank: four promotions each) or takes the rook on k7 straight ahead
    // (four more); king e1 5. 8 + 4 + 5 = 17 by hand. Black: the Berolina
    // pawn on m3 reaches rank 2 (its last) on l2 or n2 — counted by the
    // reference at depth 2 and beyond.
    let p = fen("Ke1 Yk6 ke8 rk7 ym3", "w - - 0 1 -");
    assert_eq!(agree(&p, 1), vec![17]);
    agree(&p, 3);
    let mut g = game(&p);
    play(&mut g, "Yxk7=N Yl2=X");
    assert_eq!(g.position_string(), fen("Ke1 Nk7 ke8 xl2", "w - - 0 2 -"));
    // Notation: two Berolina pawns reaching one square are told apart by file.
    let two = game(&fen("Ke1 Yj3 Yl3 ke8", "w - - 0 1 -"));
    let k4: Vec<String> =
        two.legal_parts().into_iter().map(|m| two.part_san(m)).filter(|s| s.ends_with("k4")).collect();
    assert_eq!(k4, vec!["Yjk4".to_string(), "Ylk4".to_string()]);
    let origins = vec!["j3".to_string(), "l3".to_string()];
    assert_eq!(refused(&two, "Yk4").kind, ErrorKind::Ambiguous { text: "'Yk4'".into(), origins });
    // A Berolina pawn moves a pawn: the clock resets.
    let mut g = game(&fen("Ke1 Yj3 ke8", "w - - 7 1 -"));
    play(&mut g, "Yk4");
    assert_eq!(g.position().halfmove_clock(), 0);
}

#[test]
fn castling_and_cross_join_attacks() {
    // By hand: king e1 d1 d2 e2 f2 f1 (5); rook a1 a2-a8 b1 c1 d1 (10); rook
    // h1 h2-h8 g1 f1 (9); both castlings. 26.
    let free = fen("Ke1 Ra1 Rh1 ke8", "w KQ - 0 1 -");
    assert_eq!(agree(&free, 1), vec![26]);
    // A black knight on j2 attacks g1 across the join: no O-O. 25.
    let knight = fen("Ke1 Ra1 Rh1 ke8 nj2", "w KQ - 0 1 -");
    assert_eq!(agree(&knight, 1), vec![25]);
    let err = refused(&game(&knight), "O-O");
    assert_eq!(err.illegal(), Some(&Illegal::CastlingImpossible), "{err}");
    // A black camel on o2 attacks c1 across the join: no O-O-O. 25.
    let camel = fen("Ke1 Ra1 Rh1 ke8 lo2", "w KQ - 0 1 -");
    assert_eq!(agree(&camel, 1), vec![25]);
    assert_eq!(refused(&game(&camel), "O-O-O").illegal(), Some(&Illegal::CastlingImpossible));
    let mut g = game(&camel);
    play(&mut g, "O-O");
    assert!(g.position_string().contains(" b - - "), "{}", g.position_string());
    agree("r3k2r******/14/14/14/14/14/14/R3K2R****** w KQkq - 0 1 -", 3);
    agree(&fen("Ke1 Ra1 Rh1 Nj4 ke8 ra8 rh8 nj5 lo7", "w KQkq - 0 1 -"), 3);
}

#[test]
fn en_passant_on_the_main_board() {
    // FIDE pawns with double step and en passant; the Berolina pawns beside
    // them never double-step. Counted by the reference.
    let p = fen("Ke1 Pe2 Yj3 ke8 pd4 yk5", "w - - 0 1 -");
    agree(&p, 4);
    let mut g = game(&p);
    play(&mut g, "e4 dxe3");
    assert_eq!(g.position_string(), fen("Ke1 Yj3 ke8 pe3 yk5", "w - - 0 2 -"));
}

#[test]
fn middlegame_positions() {
    // A few positions from random play, counted by the reference.
    for moves in ["e4 e5 Nj2 Nc6 Go2 =W", "d4 Ykl5 Ck4 Cm5 Nj2 Cxk4 Yxk4 d5", "Nj2 No7 Go2 =W"] {
        let mut g = Game::new(VariantId::DUAL_CHESS, Options::default(), None).unwrap();
        play(&mut g, moves);
        agree(&g.position_string(), 3);
    }
}

// ---- End of game ------------------------------------------------------------

#[test]
fn game_ends() {
    // Checkmate by a leap across the join: the camel on o5 checks a8; the
    // knight on c6 covers a7 and b8, the king on c7 covers b7 and b8.
    let g = game(&fen("Kc7 Nc6 Lo5 ka8", "b - - 0 1 -"));
    assert_eq!(g.status(), Some(Outcome::Win { winner: twofold_rules::Color::White, reason: Reason::Checkmate }));
    // Stalemate.
    let g = game(&fen("Kc7 Nc6 ka8", "b - - 0 1 -"));
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::Stalemate }));
    // King against king, and king and knight against king (FIDE).
    let g = game(&fen("Ke1 ke8", "w - - 0 1 -"));
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::InsufficientMaterial }));
    let g = game(&fen("Ke1 Nj2 ke8", "w - - 0 1 -"));
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::InsufficientMaterial }));
    // A Camel or a Pawn of Camel is enough material to play on.
    let g = game(&fen("Ke1 Lj2 ke8", "w - - 0 1 -"));
    assert_eq!(g.status(), None);
    // 100 moves without a capture or pawn move.
    let mut g = game(&fen("Ke1 Rj4 ke8 rj5", "w - - 99 60 -"));
    assert_eq!(g.status(), None);
    play(&mut g, "Rk4");
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::NoProgress }));
    // Threefold repetition.
    let mut g = game(&fen("Ke1 Rj4 ke8 rj5", "w - - 0 1 -"));
    play(&mut g, "Rk4 Rk5 Rj4 Rj5 Rk4 Rk5 Rj4");
    assert_eq!(g.status(), None);
    play(&mut g, "Rj5");
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::Repetition }));
}

#[test]
fn pawn_of_camel_actions_reset_the_clock() {
    let mut g = game(&fen("Ke1 Xb8 ke8 cl7", "w - - 30 20 -"));
    play(&mut g, "Xb8=L");
    assert_eq!(g.position().halfmove_clock(), 0);
    let mut g = game(&fen("Ke1 Xb8 ke8 cl7", "w - - 30 20 -"));
    play(&mut g, "Xb8xC@l7");
    assert_eq!(g.position().halfmove_clock(), 0);
    // The flip is a move without capture or pawn move: the clock runs.
    let mut g = game(&fen("Ke1 Wj2 ke8 fk7", "b - - 30 20 =W"));
    play(&mut g, "=W");
    assert_eq!(g.position().halfmove_clock(), 31);
}

// ---- Notation and playouts ----------------------------------------------------

#[test]
fn notation_round_trips() {
    let cases = [
        (fen("Ke1 Wj2 ke8 fk7", "b - - 0 1 =W"), "=W"),
        (fen("Ke1 Xe8 ka1 mm7", "w - - 0 1 -"), "Xe8=L"),
        (fen("Ke1 Xe8 ka1 mm7", "w - - 0 1 -"), "Xe8xM@m7"),
        (fen("Ke1 Ba1 ke8 pa7", "w - - 0 1 -"), "Bj2"),
        (fen("Ke1 Nh1 ke8 pa7", "w - - 0 1 -"), "Nk2"),
        (fen("Ke1 Rh1 ke8", "w K - 0 1 -"), "O-O"),
        (fen("Ke1 Yk6 ke8 rk7", "w - - 0 1 -"), "Yxk7=X"),
    ];
    for (p, text) in &cases {
        let g = game(p);
        let m = g.parse_part_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&g.part_san(m), text);
    }
}

#[test]
fn random_playouts_dual_chess() {
    let id = VariantId::DUAL_CHESS;
    random_playouts(id, Options::default(), None, 6, 160);
    for p in [
        fen("Ke1 Gk2 Gn2 Pe7 Yk6 ke8 gk7 gn7 cl7 mm7 ym3 pb2", "w - - 0 1 -"),
        fen("Ke1 Ra1 Rh1 Nj4 Bc1 ke8 ra8 rh8 nj5 lo7 bf8", "w KQkq - 0 1 -"),
        fen("Ke1 Xb8 Bh1 ke8 cl7 mm7 ba8", "w - - 0 1 -"),
    ] {
        random_playouts(id, Options::default(), Some(&p), 4, 100);
    }
}

#[test]
#[ignore = "deep: the naive reference takes a while"]
fn start_position_depth_4() {
    assert_eq!(agree(START, 4)[3], 2_350_427);
}
