//! The pair rules on their own: a test-only chess with pair turns, en
//! passant, a check that ends the turn and going straight back allowed
//! (no game of the table is needed to test the core).

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::position::Variant;
use crate::square::Square;
use crate::variant::{SeventhField, TurnRule};
use crate::variants::Spec;

fn pair_chess(check_ends_turn: bool, return_barred: bool) -> &'static Variant {
    Box::leak(Box::new(
        Spec {
            turn_rule: TurnRule::Consecutive { moves: 2 },
            seventh: SeventhField::TurnKind,
            check_ends_turn,
            return_barred,
            ..Spec::chess()
        }
        .build(),
    ))
}

fn sq(pos: &Position, name: &str) -> Square {
    pos.variant().geometry.parse_square(name).expect("a square")
}

/// Plays the part written `text` (the rules' own notation).
fn play(pos: &mut Position, text: &str) {
    let m = pos.parse_part(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.to_fen()));
    pos.play_part(m);
}

fn parts(pos: &Position) -> Vec<String> {
    let mut list = MoveList::new();
    pos.legal_parts(&mut list);
    list.iter().map(|&m| pos.san(m)).collect()
}

fn ep_names(pos: &Position) -> Vec<String> {
    pos.ep_squares().iter().map(|&s| pos.variant().geometry.square_name(s)).collect()
}

#[test]
fn a_check_on_the_first_move_ends_the_turn_only_where_the_rule_says() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 d";
    let mut pos = Position::from_fen(pair_chess(true, false), fen).unwrap();
    play(&mut pos, "Ra8+");
    assert!(!pos.turn_in_progress(), "the check ended the turn");
    let mut pos = Position::from_fen(pair_chess(false, false), fen).unwrap();
    play(&mut pos, "Ra8+");
    assert!(pos.turn_in_progress(), "without the rule a second move follows");
}

#[test]
fn going_straight_back_is_barred_only_where_the_rule_says() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 d";
    for barred in [false, true] {
        let mut pos = Position::from_fen(pair_chess(true, barred), fen).unwrap();
        play(&mut pos, "Ra2");
        assert_eq!(parts(&pos).contains(&"Ra1".to_string()), !barred, "barred: {barred}");
    }
}

#[test]
fn a_double_step_on_either_move_gives_en_passant_unless_its_pawn_moved_again() {
    let v = pair_chess(true, false);
    // Black plays d5 then e5: both may be taken by White's pawns on c5 and f5.
    let mut pos = Position::from_fen(v, "4k3/3pp3/8/2P2P2/8/8/8/4K3 b - - 0 1 d").unwrap();
    play(&mut pos, "d5");
    play(&mut pos, "e5");
    assert!(!pos.turn_in_progress());
    assert_eq!(ep_names(&pos), ["d6", "e6"]);
    // A pawn that double-stepped and moved again gives none.
    let mut pos = Position::from_fen(v, "4k3/3p4/8/2P5/8/8/8/4K3 b - - 0 1 d").unwrap();
    play(&mut pos, "d5");
    play(&mut pos, "d4");
    assert!(ep_names(&pos).is_empty());
}

#[test]
fn en_passant_is_a_first_move_or_a_second_after_a_first() {
    let v = pair_chess(true, false);
    let after_two_steps = |v| {
        let mut pos = Position::from_fen(v, "4k3/3pp3/8/2P2P2/8/8/8/4K3 b - - 0 1 d").unwrap();
        play(&mut pos, "d5");
        play(&mut pos, "e5");
        pos
    };
    // First move en passant, then the other one as the second move.
    let mut pos = after_two_steps(v);
    assert!(parts(&pos).contains(&"cxd6".to_string()) && parts(&pos).contains(&"fxe6".to_string()));
    play(&mut pos, "cxd6");
    assert_eq!(ep_names(&pos), ["e6"]);
    assert!(parts(&pos).contains(&"fxe6".to_string()));
    play(&mut pos, "fxe6");
    assert_eq!(pos.piece_at(sq(&pos, "e5")), None, "the second en passant took its pawn");
    // Any other first move ends both rights.
    let mut pos = after_two_steps(v);
    play(&mut pos, "Kd1");
    assert!(ep_names(&pos).is_empty());
    assert!(!parts(&pos).iter().any(|p| p.contains('x')));
    let mut list = MoveList::new();
    pos.legal_parts(&mut list);
    assert!(!list.iter().any(|m| matches!(m, Move::EnPassant { .. })));
}

#[test]
fn a_turn_with_no_second_move_ends_after_the_first() {
    use crate::turn::{Order, TurnEnd};
    // White's king is boxed in (Kc2, Bb3); its pawn's only step blocks it.
    let mut pos = Position::from_fen(pair_chess(true, false), "8/8/8/8/7p/1b6/2k4P/K7 w - - 0 1 d").unwrap();
    assert_eq!(parts(&pos), ["h3"]);
    play(&mut pos, "h3");
    let mut list = MoveList::new();
    assert_eq!(pos.next_steps(&mut list, Order::Any), TurnEnd::Forced);
    assert!(list.is_empty());
    assert!(pos.end_turn_if_nothing_follows());
    assert_eq!(pos.side_to_move(), crate::square::Color::Black);
}

#[test]
fn an_en_passant_square_whose_origin_the_other_move_filled_is_written_and_read() {
    let v = pair_chess(true, false);
    // Black plays a5, then the rook to a7: a6 stays an en-passant square.
    let mut pos = Position::from_fen(v, "r3k3/p7/8/1P6/8/8/8/4K3 b - - 0 1 d").unwrap();
    play(&mut pos, "a5");
    play(&mut pos, "Ra7");
    assert_eq!(ep_names(&pos), ["a6"]);
    let fen = pos.to_fen();
    let back = Position::from_fen(v, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back.to_fen(), fen);
    assert!(parts(&back).contains(&"bxa6".to_string()));
}

/// perft's last turn counts the second moves (`count_next_steps`, bulk
/// counted on one-word boards, the move straight back taken off); they must
/// be the ones listed, after every first move of positions with pins,
/// checks, captures, promotions and en passant, under each pair rule.
#[test]
fn the_second_moves_counted_are_the_ones_listed() {
    let fens = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 d",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 d",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 d",
        "4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1 d",
    ];
    let mut firsts = MoveList::new();
    let mut seconds = MoveList::new();
    let mut checked = 0;
    for check_ends_turn in [false, true] {
        for return_barred in [false, true] {
            let v = pair_chess(check_ends_turn, return_barred);
            for fen in fens {
                let start = Position::from_fen(v, fen).unwrap();
                start.legal_parts(&mut firsts);
                for &m in firsts.iter() {
                    let mut pos = start.clone();
                    pos.play_part(m);
                    if !pos.turn_in_progress() {
                        continue;
                    }
                    let end = pos.next_steps(&mut seconds, crate::turn::Order::Canonical);
                    assert_eq!(pos.count_next_steps(), (seconds.len(), end), "{fen} {}", start.san(m));
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300, "{checked} first moves checked");
}
