//! Moves from squares: the rules answer which legal parts go from one square
//! to another (what a click or a drag plays), and `Game::open` reads
//! movetext or a whole record.

use twofold_rules::{Game, Move, Options, PieceKind, Square, VariantId};

fn game(id: VariantId, fen: &str) -> Game {
    Game::new(id, Options::default(), Some(fen)).unwrap()
}

fn sq(g: &Game, name: &str) -> Square {
    g.variant().geometry.parse_square(name).unwrap()
}

#[test]
fn a_promotion_offers_one_part_per_piece_and_needs_its_letter() {
    let g = game(VariantId::CHESS, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let (e7, e8) = (sq(&g, "e7"), sq(&g, "e8"));
    let between = g.legal_parts_between(e7, e8);
    let mut promos: Vec<char> =
        between.iter().filter_map(|m| m.promotion()).map(|k| g.variant().pieces.letter(k)).collect();
    promos.sort();
    assert_eq!(promos, ['B', 'N', 'Q', 'R']);
    assert_eq!(
        g.part_between(e7, e8, Some("q")).unwrap(),
        Move::Normal { from: e7, to: e8, promo: Some(PieceKind::QUEEN) }
    );
    assert_eq!(g.part_between(e7, e8, Some("N")).unwrap().promotion(), Some(PieceKind::KNIGHT));
    let missing = g.part_between(e7, e8, None).unwrap_err().to_string();
    assert!(missing.contains("promot"), "{missing}");
}

#[test]
fn castling_en_passant_and_double_steps_are_the_squares_clicked() {
    let g = game(VariantId::CHESS, "4k3/8/8/3pP3/8/8/4P3/4K2R w K d6 0 1");
    let part = |a: &str, b: &str| g.part_between(sq(&g, a), sq(&g, b), None).unwrap();
    assert_eq!(part("e1", "g1"), Move::Castle { king: sq(&g, "e1"), to: sq(&g, "g1") });
    assert_eq!(part("e5", "d6"), Move::EnPassant { from: sq(&g, "e5"), to: sq(&g, "d6") });
    assert_eq!(part("e2", "e4"), Move::DoubleStep { from: sq(&g, "e2"), to: sq(&g, "e4") });
    assert_eq!(part("h1", "h5"), Move::normal(sq(&g, "h1"), sq(&g, "h5")));
    assert!(g.legal_parts_between(sq(&g, "e1"), sq(&g, "e3")).is_empty());
}

#[test]
fn a_refused_part_is_explained_and_an_ended_game_refuses_every_part() {
    let g = game(VariantId::CHESS, "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
    let why = g.part_between(sq(&g, "h1"), sq(&g, "a8"), None).unwrap_err().to_string();
    assert!(why.contains("h1") || why.contains("a8") || why.contains("Rh1"), "{why}");
    let mut over = Game::new(VariantId::CHESS, Options::default(), None).unwrap();
    over.resign(twofold_rules::Color::White).unwrap();
    let e2 = sq(&over, "e2");
    let e4 = sq(&over, "e4");
    assert!(over.part_between(e2, e4, None).is_err());
}

#[test]
fn a_double_move_game_plays_its_second_part_from_squares() {
    let mut g = Game::new(VariantId::DOUBLE_DOUBLE, Options::default(), None).unwrap();
    // White's first turn is one move; Black's turn then has two.
    g.play_part(g.legal_parts()[0]).unwrap();
    let first = g.legal_parts()[0];
    let (from, to) = first.clicked().unwrap();
    assert_eq!(g.part_between(from, to, None).unwrap(), first);
    g.play_part(first).unwrap();
    assert!(g.turn_in_progress());
    let second = g.legal_parts()[0];
    let (from, to) = second.clicked().unwrap();
    assert_eq!(g.legal_parts_between(from, to), vec![second]);
}

#[test]
fn open_reads_movetext_or_a_record_of_the_game_asked_for() {
    let (g, stopped) = Game::open(VariantId::CHESS2, Options::default(), None, "1.e4 e5,Nf6").unwrap();
    assert!(stopped.is_none());
    assert_eq!(g.movetext(), "1.e4 e5,Nf6");
    let (g, stopped) = Game::open(VariantId::CHESS2, Options::default(), Some(" "), "1.e4 e5,Nf6 2.Ke3").unwrap();
    assert!(stopped.is_some());
    assert_eq!(g.turns().len(), 2);
    let record = g.record();
    let (again, stopped) = Game::open(VariantId::CHESS2, Options::default(), None, &record).unwrap();
    assert!(stopped.is_none());
    assert_eq!(again.movetext(), g.movetext());
    assert!(Game::open(VariantId::CHESS, Options::default(), None, &record).is_err());
}
