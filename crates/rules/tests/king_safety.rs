//! The shortcuts of the king-safety test (pins, check evasions, castling
//! judged by its path, one-word counting on 8×8 boards) agree with the plain
//! rule: a move is legal when the mover's king is not attacked after making
//! it. Checked at every position of random games of every game, and of
//! random games from the usual perft positions of chess, which are rich in
//! checks, pins, castling and en passant.

use proptest::prelude::*;
use twofold_rules::{Move, MoveList, Options, Order, Position, Variant, VariantId};

const CHESS_POSITIONS: [&str; 5] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// The side to move's legal single moves by the plain rule.
fn by_making(pos: &Position) -> Vec<Move> {
    let mut pseudo = MoveList::new();
    pos.pseudo_moves(&mut pseudo);
    let mut out: Vec<Move> = pseudo.iter().copied().filter(|&m| pos.king_safe_after(m)).collect();
    out.sort_by_key(|m| format!("{m:?}"));
    out
}

fn sorted(list: &MoveList) -> Vec<Move> {
    let mut out: Vec<Move> = list.iter().copied().collect();
    out.sort_by_key(|m| format!("{m:?}"));
    out
}

/// Checks one position; false when the game is over or nothing can move.
fn check(pos: &Position) -> Result<(), TestCaseError> {
    let mut fast = MoveList::new();
    pos.legal_moves(&mut fast);
    let expected = by_making(pos);
    prop_assert_eq!(sorted(&fast), expected.clone(), "legal moves of {}", pos.to_fen());
    prop_assert_eq!(pos.count_legal_moves(), expected.len(), "count of {}", pos.to_fen());
    Ok(())
}

/// Plays `choices` from `pos` (each picks a part among the legal ones),
/// checking every position met.
fn walk(mut pos: Position, choices: &[usize]) -> Result<(), TestCaseError> {
    for &choice in choices {
        check(&pos)?;
        if pos.outcome_without_moves().is_some() {
            break;
        }
        let mut list = MoveList::new();
        pos.legal_parts(&mut list);
        if list.is_empty() {
            if pos.can_end_turn() {
                pos.end_turn();
                continue;
            }
            break;
        }
        // Now and then a turn that may end here ends.
        if pos.can_end_turn() && choice % 5 == 0 {
            pos.end_turn();
            continue;
        }
        let m = list.iter().nth(choice % list.len()).copied().expect("a part");
        pos.play_part(m);
        let mut rest = MoveList::new();
        if pos.turn_in_progress() && pos.next_steps(&mut rest, Order::Any) == twofold_rules::TurnEnd::Forced {
            pos.end_turn();
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn shortcuts_agree_with_making_the_move_in_every_game(
        v in 0usize..VariantId::ALL.len(),
        choices in proptest::collection::vec(0usize..1000, 1..120),
    ) {
        let variant = Variant::get(VariantId::ALL[v], Options::default()).expect("variant");
        walk(Position::start(variant), &choices)?;
    }

    #[test]
    fn shortcuts_agree_with_making_the_move_from_the_perft_positions(
        p in 0usize..CHESS_POSITIONS.len(),
        choices in proptest::collection::vec(0usize..1000, 1..80),
    ) {
        let variant = Variant::get(VariantId::CHESS, Options::default()).expect("variant");
        walk(Position::from_fen(variant, CHESS_POSITIONS[p]).expect("position"), &choices)?;
    }
}
