//! What the setup editor (issue 17) asks the rules: a position string read
//! as far as it goes, every problem at once with the squares concerned, the
//! castling rights and en-passant squares a placement allows, the seventh
//! field's values, and the writer that gives the string back.

use twofold_rules::editor::{inspect, Inspection};
use twofold_rules::error::PositionIssue::{self, *};
use twofold_rules::{Color, Field, Options, PieceKind, PieceType, Position, Setup, Variant, VariantId};

fn game(id: VariantId) -> &'static Variant {
    Variant::get(id, Options::default()).unwrap()
}

fn look(id: VariantId, fen: &str) -> Inspection {
    inspect(game(id), fen).unwrap()
}

/// Each problem as (field, issue, squares by name).
fn problems(v: &Variant, i: &Inspection) -> Vec<(Field, PositionIssue, Vec<String>)> {
    let name = |sq| v.geometry.square_name(sq);
    i.problems
        .iter()
        .map(|p| (p.error.field, p.error.issue.clone(), p.squares.iter().map(|&s| name(s)).collect()))
        .collect()
}

fn names(v: &Variant, squares: &[twofold_rules::Square]) -> Vec<String> {
    squares.iter().map(|&s| v.geometry.square_name(s)).collect()
}

#[test]
fn every_start_position_reads_and_writes_back_unchanged() {
    for id in VariantId::ALL {
        let v = game(id);
        let setup = Setup::parse(v, v.start).unwrap();
        assert_eq!(setup.to_fen(v), v.start.replace("  ", " "), "{id:?}");
        assert_eq!(Position::start(v).to_fen(), setup.to_fen(v), "{id:?}");
        let i = inspect(v, v.start).unwrap();
        assert!(i.is_valid(), "{id:?}: {:?}", i.problems);
    }
}

#[test]
fn the_writer_puts_rights_and_squares_in_their_order_and_fills_in_left_out_fields() {
    let v = game(VariantId::TWO_PRONG);
    let setup = Setup::parse(v, "4k3/8/8/8/3pPp2/8/8/4K3 b qK e3 3").unwrap();
    assert_eq!(setup.castling, vec!['q', 'K']);
    assert_eq!(setup.to_fen(v), "4k3/8/8/8/3pPp2/8/8/4K3 b Kq e3 3 1 d");
    let mut two = setup.clone();
    two.en_passant = vec![v.geometry.parse_square("g3").unwrap(), v.geometry.parse_square("c3").unwrap()];
    assert!(two.to_fen(v).contains(" c3,g3 "));
    assert_eq!(Setup::empty().to_fen(game(VariantId::DUAL_CHESS)), "8******/14/14/14/14/14/14/8****** w - - 0 1 -");
}

#[test]
fn every_problem_is_listed_at_once_with_its_squares() {
    let v = game(VariantId::CHESS);
    // Two white kings, a pawn on its promotion rank, an en-passant square
    // with no pawn beyond it, and a castling right without its rook.
    let i = look(VariantId::CHESS, "P3k3/8/8/8/8/8/8/K3K3 w K e6 0 1");
    assert!(!i.is_valid());
    assert!(i.readable);
    let found = problems(v, &i);
    assert!(
        found.contains(&(
            Field::Placement,
            PawnOnPromotionRank { color: Color::White, square: "a8".into() },
            vec!["a8".into()]
        )),
        "{found:?}"
    );
    assert!(
        found.contains(&(
            Field::Placement,
            KingCount { color: Color::White, found: 2 },
            vec!["a1".into(), "e1".into()]
        )),
        "{found:?}"
    );
    assert!(found.iter().any(|(f, i, sq)| *f == Field::Castling
        && matches!(i, CastlingPiecesMissing { ch: 'K', .. })
        && sq == &["e1".to_string(), "h1".to_string()]));
    assert!(found.iter().any(|(f, i, sq)| *f == Field::EnPassant
        && matches!(i, EnPassantWithoutPawn { color: Color::Black, .. })
        && sq == &["e6".to_string()]));
    assert_eq!(found.len(), 4, "{found:?}");
}

#[test]
fn a_side_to_move_that_could_take_the_king_names_the_king_and_its_attackers() {
    let v = game(VariantId::CHESS2);
    // Black just moved, yet its king stands attacked by the rook and the knight.
    let i = look(VariantId::CHESS2, "4k3/8/3N4/8/8/8/8/4RK2 w - - 0 1 d");
    let found = problems(v, &i);
    assert_eq!(found.len(), 1, "{found:?}");
    let (field, issue, squares) = &found[0];
    assert_eq!((*field, issue), (Field::Side, &OpponentInCheck { mover: Color::Black, side: Color::White }));
    let mut squares = squares.clone();
    squares.sort();
    assert_eq!(squares, ["d6", "e1", "e8"]);
    // Still found beside another problem (a pawn on its promotion rank).
    let found = problems(v, &look(VariantId::CHESS2, "4k2P/8/8/8/8/8/8/4RK2 w - - 0 1 d"));
    assert!(found.iter().any(|(_, i, _)| matches!(i, OpponentInCheck { .. })), "{found:?}");
    assert!(found.iter().any(|(_, i, _)| matches!(i, PawnOnPromotionRank { .. })), "{found:?}");
}

#[test]
fn castling_rights_are_possible_only_with_king_and_rook_at_home() {
    let i = look(VariantId::CHESS, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(i.castling, vec![('K', true), ('Q', false), ('k', false), ('q', true)]);
    assert!(look(VariantId::TWO_BOARDS, game(VariantId::TWO_BOARDS).start).castling.is_empty());
}

#[test]
fn en_passant_squares_are_offered_only_behind_a_double_step_an_enemy_pawn_can_take() {
    let v = game(VariantId::CHESS);
    // White just played e2-e4; the black pawn on d4 can take on e3.
    assert_eq!(names(v, &look(VariantId::CHESS, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").en_passant), ["e3"]);
    // No black pawn beside it: nothing to offer.
    assert!(look(VariantId::CHESS, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").en_passant.is_empty());
    // White to move: only Black's double steps count.
    assert!(look(VariantId::CHESS, "4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1").en_passant.is_empty());
    // Two-Prong: two double steps in one turn, two squares.
    let tp = game(VariantId::TWO_PRONG);
    let two = look(VariantId::TWO_PRONG, "4k3/8/8/8/1pP2pP1/8/8/4K3 b - - 0 1 d");
    assert_eq!(names(tp, &two.en_passant), ["c3", "g3"]);
    assert_eq!(tp.en_passant_most(), 2);
    assert_eq!(game(VariantId::DOUBLE_DOUBLE).en_passant_most(), 0);
    // A square behind a pawn that could not have double-stepped there is refused.
    let i = look(VariantId::CHESS, "4k3/8/8/4P3/3p4/8/8/4K3 b - e4 0 1");
    assert!(
        matches!(problems(v, &i)[..], [(Field::EnPassant, EnPassantWithoutPawn { .. }, ref sq)] if sq == &["e4".to_string()])
    );
}

#[test]
fn what_cannot_be_read_is_listed_and_the_rest_is_kept() {
    let i = look(VariantId::CHESS, "4k3/8/8/8/8/8/8/4K3 x - - 0 1");
    assert!(!i.readable);
    assert_eq!(i.setup.pieces.len(), 2);
    assert!(matches!(i.problems[0].error.issue, BadSide { .. }));
    // A bad rank adds nothing; the others are kept.
    let i = look(VariantId::CHESS, "4k3/9/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(i.setup.pieces.len(), 2);
    assert!(matches!(i.problems[..], [ref p] if matches!(p.error.issue, RankTooLong { .. })));
}

#[test]
fn each_game_names_its_own_problems_on_its_own_board() {
    // Dual Chess: a white Berolina pawn on its promotion rank (7) on the secondary board.
    let dc = game(VariantId::DUAL_CHESS);
    let i = look(VariantId::DUAL_CHESS, "4k3******/8Y5/14/14/14/14/14/4K3****** w - - 0 1 -");
    assert_eq!(
        problems(dc, &i),
        [(Field::Placement, PawnOnPromotionRank { color: Color::White, square: "j7".into() }, vec!["j7".into()])]
    );
    // A pending flip needs a piece to turn (no squares: the piece is missing).
    let i = look(VariantId::DUAL_CHESS, "4k3******/14/14/14/14/14/14/4K3****** b - - 0 1 =W");
    assert_eq!(
        problems(dc, &i),
        [(
            Field::Seventh,
            FlipWithoutPiece { into: PieceType::builtin(PieceKind::WAZIR), needs: PieceType::builtin(PieceKind::FERZ) },
            vec![]
        )]
    );
    // Two Boards: a hold whose kings are apart marks both kings.
    let tb = game(VariantId::TWO_BOARDS);
    let i = look(VariantId::TWO_BOARDS, "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1 hw");
    assert!(matches!(&problems(tb, &i)[..], [(Field::Seventh, HoldKingsApart { .. }, sq)] if sq.len() == 2));
    assert_eq!(tb.seventh_values(), ["-", "hw", "hb"]);
    let sibahi = Variant::get(VariantId::TWO_BOARDS, Options::of(&["sibahi"]).unwrap()).unwrap();
    assert_eq!(sibahi.seventh_values(), ["-", "hw", "hb", "lw", "lb"]);
    // Double Move Double Chess: the side to move has lost its last king.
    let i = look(VariantId::DOUBLE_DOUBLE, "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/K7 w - - 0 1 d");
    assert!(matches!(i.problems[..], [ref p] if matches!(p.error.issue, MoverExtinct { .. }) && p.squares.is_empty()));
    assert_eq!(game(VariantId::CHESS2).seventh_values(), ["d", "s"]);
    assert!(game(VariantId::CHESS).seventh_values().is_empty());
}
