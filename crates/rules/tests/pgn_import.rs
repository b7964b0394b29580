//! Records as players' programs export them: lichess's PGN (with clock and
//! evaluation comments, side lines, glyphs, `Variant "Standard"`) and
//! chess.com's (no Variant tag, its Termination sentences). Written by hand
//! in their export forms.

use twofold_rules::{skipped_in_record, Game, Skipped, VariantId};

const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2026.11.27"]
[White "Bea"]
[Black "Al"]
[Result "1-0"]
[UTCDate "2026.11.27"]
[WhiteElo "1712"]
[BlackElo "1650"]
[Variant "Standard"]
[TimeControl "180+2"]
[ECO "C20"]
[Opening "King's Pawn Game: Wayward Queen Attack"]
[Termination "Normal"]

1. e4 { [%eval 0.36] [%clk 0:03:00] } 1... e5 { [%eval 0.3] [%clk 0:03:00] } 2. Qh5?! { [%clk 0:02:58] } 2... Nc6 3. Bc4 Nf6?? $4 (3... g6 $1 { holds } 4. Qf3 (4. Qe2 Nf6) 4... Nf6) 4. Qxf7# $1 1-0
"#;

const CHESS_COM: &str = r#"[Event "Live Chess"]
[Site "Chess.com"]
[Date "2026.11.27"]
[Round "-"]
[White "Cy"]
[Black "Di"]
[Result "0-1"]
[Termination "Di won by checkmate"]

1. f3 e5 2. g4 Qh4# 0-1
"#;

#[test]
fn a_lichess_export_reads_as_chess_its_main_line_played() {
    let g = Game::from_record(LICHESS).unwrap();
    assert_eq!(g.variant().id, VariantId::CHESS);
    let moves: Vec<String> = g.turns().iter().map(|t| t.text.clone()).collect();
    assert_eq!(moves, ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    assert_eq!(g.status().map(|o| o.score()), Some("1-0"));
    assert_eq!(skipped_in_record(LICHESS).unwrap(), Skipped { comments: 3, side_lines: 1, glyphs: 2 });
}

#[test]
fn a_chess_com_export_with_no_variant_tag_is_chess_and_its_termination_is_read() {
    let g = Game::from_record(CHESS_COM).unwrap();
    assert_eq!(g.variant().id, VariantId::CHESS);
    assert_eq!(g.status().map(|o| (o.score(), o.describe())), Some(("0-1", "checkmate".to_string())));
    // Resigned before the mate: the sentence says so.
    let resigned = CHESS_COM
        .replace("won by checkmate", "won by resignation")
        .replace("1. f3 e5 2. g4 Qh4# 0-1", "1. f3 e5 2. g4 0-1");
    let g = Game::from_record(&resigned).unwrap();
    assert_eq!(g.status().map(|o| (o.score(), o.describe())), Some(("0-1", "White resigned".to_string())));
    // A sentence that does not fit the board is refused, as our own tags are.
    let e = Game::from_record(&CHESS_COM.replace("won by checkmate", "won by resignation")).unwrap_err();
    assert!(e.to_string().contains("Termination"), "{e}");
}

#[test]
fn our_own_variants_still_name_themselves_and_keep_their_notation() {
    let g =
        Game::from_record("[Variant \"chess2\"]\n\n1.e4 c5,d6 { a pair } (1...c5 2.Nf3) 2.Bb5+ $1 Nd7 *\n").unwrap();
    assert_eq!(g.variant().id, VariantId::CHESS2);
    assert_eq!(g.turns().len(), 4);
    assert!(
        Game::from_record("[Variant \"from position\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *").is_ok()
    );
}
