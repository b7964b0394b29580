//! The moves a perft tree generates (`perft_moves`, the bench's cost per
//! move), checked against what perft's counts imply for each turn rule.

use twofold_rules::{perft, perft_moves, MoveList, Options, Position, Variant, VariantId};

fn start(id: VariantId) -> Position {
    Position::start(Variant::get(id, Options::default()).unwrap())
}

#[test]
fn chess_generates_every_ply_of_its_tree() {
    // perft(1) + … + perft(d): each move made at an inner node and each counted at the last ply.
    let pos = start(VariantId::CHESS);
    assert_eq!(perft_moves(&pos, 4), 20 + 400 + 8_902 + 197_281);
    assert_eq!(perft_moves(&pos, 0), 0);
}

#[test]
fn a_two_move_turn_generates_its_first_and_its_second_moves() {
    // White's first turn is one move; in Black's first turn no first move
    // may stand alone (nothing to capture or check yet), so that turn
    // generates its first moves and then one second move per turn counted.
    for id in [VariantId::CHESS2, VariantId::DOUBLE_DOUBLE, VariantId::MARSEILLAIS] {
        let mut pos = start(id);
        let mut firsts = MoveList::new();
        pos.legal_parts_canonical(&mut firsts);
        pos.play_part(firsts.iter().copied().next().unwrap());
        assert!(!pos.turn_in_progress() && !pos.turn().single_only, "{}", id.as_str());
        pos.legal_parts_canonical(&mut firsts);
        assert_eq!(perft_moves(&pos, 1), firsts.len() as u64 + perft(&pos, 1), "{}", id.as_str());
    }
}

#[test]
fn a_dual_move_generates_its_halves_and_ending_after_one_is_no_move() {
    // Two-Prong: a turn is one half (then ended, not a move) or two, so
    // turns and moves of one turn agree, while a second turn's tree holds more moves than turns.
    let pos = start(VariantId::TWO_PRONG);
    assert_eq!(perft_moves(&pos, 1), perft(&pos, 1));
    assert!(perft_moves(&pos, 2) > perft(&pos, 2));
}
