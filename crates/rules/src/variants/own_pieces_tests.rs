//! A game with a piece of its own: a kind beyond the built-in ones, with
//! its own letter and movement, works as the built-in kinds do.

use super::spec::{Spec, FIDE_KINDS};
use crate::error::ErrorKind;
use crate::moves::MoveList;
use crate::perft::perft;
use crate::piece::{Atom, PieceKind, PieceTable, PieceType};
use crate::position::{Position, Variant};
use std::borrow::Cow;

/// Chess with a bishop-knight compound: the built-in Cardinal (`C`) or,
/// with `own`, an Archbishop of the game's own (kind 18, letter `a`).
fn chess_with_compound(own: bool) -> &'static Variant {
    let mut types: Vec<PieceType> = FIDE_KINDS.iter().map(|&k| PieceType::builtin(k).clone()).collect();
    let compound = if own {
        PieceType {
            kind: PieceKind::new(18).expect("below the most kinds"),
            letter: 'a',
            name: Cow::Borrowed("Archbishop"),
            description: Cow::Borrowed("bishop + knight"),
            atoms: Cow::Owned(vec![Atom::Slide(1, 1), Atom::Leap(2, 1)]),
            art: None,
        }
    } else {
        PieceType::builtin(PieceKind::CARDINAL).clone()
    };
    types.push(compound);
    let spec = Spec { pieces: PieceTable::new(types).expect("distinct letters"), ..Spec::chess() };
    // Positions hold their game for the program, as `Variant::get`'s do.
    Box::leak(Box::new(spec.build()))
}

#[test]
fn a_kind_of_the_games_own_moves_by_its_atoms() {
    let v = chess_with_compound(true);
    let fen = "7k/6p1/8/8/3A4/8/8/K7 w - - 0 1";
    let pos = Position::from_fen(v, fen).expect("the game's own letter");
    let d4 = v.geometry.parse_square("d4").unwrap();
    let mut list = MoveList::new();
    pos.legal_parts(&mut list);
    let mut targets: Vec<String> =
        list.iter().filter(|m| m.clicked().is_some_and(|(f, _)| f == d4)).map(|m| pos.san(*m)).collect();
    targets.sort();
    // Diagonals up to a1's own king and g7's enemy pawn, and the eight leaps.
    let expected = [
        "Aa7", "Ab2", "Ab3", "Ab5", "Ab6", "Ac2", "Ac3", "Ac5", "Ac6", "Ae2", "Ae3", "Ae5", "Ae6", "Af2", "Af3", "Af5",
        "Af6", "Ag1", "Axg7",
    ];
    assert_eq!(targets, expected);
    assert_eq!(pos.to_fen(), fen);
}

#[test]
fn a_kind_of_the_games_own_counts_as_the_built_in_kind_of_the_same_moves() {
    let own = chess_with_compound(true);
    let builtin = chess_with_compound(false);
    // A knight of each side replaced by the compound.
    let own_fen = "r1bqkbnr/pppppppp/2a5/8/8/5A2/PPPPPPPP/RNBQKB1R w KQkq - 0 1";
    let own_pos = Position::from_fen(own, own_fen).unwrap();
    let builtin_pos = Position::from_fen(builtin, &own_fen.replace('a', "c").replace('A', "C")).unwrap();
    assert_eq!(own_pos.to_fen(), own_fen);
    for depth in 1..=3 {
        assert_eq!(perft(&own_pos, depth), perft(&builtin_pos, depth), "depth {depth}");
    }
}

#[test]
fn letters_belong_to_the_game() {
    let own = chess_with_compound(true);
    // The built-in Cardinal's letter names nothing in this game...
    let err = Position::from_fen(own, "7k/8/8/8/3C4/8/8/K7 w - - 0 1").expect_err("no C here");
    assert!(matches!(err.kind(), ErrorKind::Position(_)), "{err}");
    assert!(err.to_string().contains("'C' is not a piece of"), "{err}");
    // ... and its own letter is the Archbishop's, whatever the built-in alphabet says (A: Shaman).
    assert_eq!(own.pieces.by_letter('a'), PieceKind::new(18));
    assert_eq!(own.pieces.name(PieceKind::new(18).unwrap()), "Archbishop");
}
