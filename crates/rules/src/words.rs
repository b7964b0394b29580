//! What the rules say to a player, in words, about the state of a game, so
//! that a board showing any game names none of them: the kind of turn and
//! what it still needs, the game's own conditions in force (a held king, a
//! pending guard flip, a check that ended a turn), the special actions'
//! labels, and the marks of the move list with their legend.

use crate::error::number_word;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::{Position, Variant};
use crate::record::{TurnKind, TurnRecord};
use crate::square::Color;
use crate::variant::{SeventhField, TurnRule};
use std::borrow::Cow;

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A piece's name in the plural ("Wazirs", "Ferzes").
fn plural(v: &Variant, kind: PieceKind) -> String {
    let name = &v.pieces.of(kind).name;
    let ending = if name.ends_with('z') { "es" } else { "s" };
    format!("{name}{ending}")
}

impl Game {
    /// The kind of turn to play and what it still needs ("normal turn: a
    /// second move is required"); None where every turn is one move.
    pub fn turn_words(&self) -> Option<Cow<'static, str>> {
        let single = self.position().turn().single_only;
        let in_progress = self.turn_in_progress();
        let may_end = in_progress && self.can_end_turn();
        Some(
            match self.variant().turn_rule {
                TurnRule::Single => return None,
                TurnRule::Conditional if single => "response turn (one move)",
                TurnRule::Conditional if !in_progress => "normal turn (one qualifying move, or two moves)",
                TurnRule::Conditional if may_end => "normal turn: a second move, or end the turn",
                TurnRule::Conditional => "normal turn: a second move is required",
                TurnRule::Simultaneous { .. } if single => "single move",
                TurnRule::Simultaneous { .. } if !in_progress => "one move, or two pieces at once (dual move)",
                TurnRule::Simultaneous { .. } if may_end => "add another piece, or end the turn",
                TurnRule::Simultaneous { .. } => "another piece must move (the king is not safe yet)",
                TurnRule::Consecutive { .. } if single => "one move",
                // (The built-in games' turns are two moves: longer ones are the definitions'.)
                TurnRule::Consecutive { moves } if moves == 2 || !cfg!(feature = "loaded") => {
                    if in_progress {
                        "second move"
                    } else {
                        "two moves"
                    }
                }
                // (A short turn, White's first of fewer moves, says its own number.)
                TurnRule::Consecutive { .. } if in_progress => {
                    let (part, moves) = (self.position().turn().parts + 1, self.position().moves_this_turn());
                    return Some(format!("move {part} of {}", number_word(moves)).into());
                }
                TurnRule::Consecutive { .. } => {
                    return Some(format!("{} moves", number_word(self.position().moves_this_turn())).into())
                }
            }
            .into(),
        )
    }

    /// The game's own conditions in force, a sentence each: a held king
    /// (King Hold), a pending guard flip, a check that ended the last turn.
    pub fn condition_words(&self) -> Vec<String> {
        let pos = self.position();
        let v = self.variant();
        let mut words = Vec::new();
        if let Some((king, frame)) = pos.hold().held() {
            // Held to Little-board moves (frame 0): the Big board is barred.
            let barred = if frame == 0 { "Big" } else { "Little" };
            words.push(format!("King Hold: {}'s king is held (no {barred}-board moves)", side(king)));
        }
        if let Some(into) = pos.pending_guard_flip() {
            let to_move = self.side_to_move();
            let other = if into == PieceKind::WAZIR { PieceKind::FERZ } else { PieceKind::WAZIR };
            let (theirs, yours) = (plural(v, into), plural(v, other));
            let step = if into == PieceKind::WAZIR { "straight" } else { "diagonally" };
            let (mover, mine) = (side(to_move.other()), side(to_move));
            let letter = v.pieces.letter(into);
            words.push(format!(
                "The guards changed for good: {mover}'s are now {theirs} (one step {step}), {mine}'s {yours}. \
                 On this move only, {mine} may instead flip all their {yours} into {theirs} (={letter}), or play on and keep them"
            ));
        }
        if let Some(color) = self.check_ended_turn() {
            words.push(format!("Check ends the turn: {}'s turn was its checking move", side(color)));
        }
        words
    }

    /// The side whose turn of several moves a check cut short at its
    /// checking move (Marseillais), while that check stands.
    fn check_ended_turn(&self) -> Option<Color> {
        let v = self.variant();
        if !v.check_ends_turn || self.status().is_some() || self.turn_in_progress() || !self.in_check() {
            return None;
        }
        let turns = self.turns();
        let last = turns.last().filter(|t| t.complete && t.kind == TurnKind::SingleMove)?;
        // A turn of one move by rule (White's first in the balanced game) ended by itself.
        let first_of_one = last.number == 1 && last.color == Color::White && self.start_position().turn().single_only;
        (!first_of_one).then_some(last.color)
    }
}

/// The label of a special action's button in position `pos` ("Flip your
/// guards to Wazirs (=W)"); None for a move of a piece from a square to another.
pub fn special_label(pos: &Position, m: Move, san: &str) -> Option<String> {
    let v = pos.variant;
    let name_at = |sq| pos.piece_at(sq).map(|p| v.pieces.of(p.kind()).name.to_string());
    match m {
        Move::GuardFlip { into } => Some(format!("Flip your guards to {} ({san})", plural(v, into))),
        Move::Morph { at, into } => Some(format!("{} → {} ({san})", name_at(at)?, v.pieces.of(into).name)),
        Move::Transform { from, target, .. } => {
            Some(format!("{} transforms {} ({san})", name_at(from)?, v.geometry.square_name(target)))
        }
        _ => None,
    }
}

/// The move list's mark of a turn and its words (Chess2 marks its response
/// and single-move turns; other games none).
pub fn turn_mark(v: &Variant, t: &TurnRecord) -> Option<(&'static str, &'static str)> {
    match (v.turn_rule, t.kind) {
        (TurnRule::Conditional, TurnKind::SingleMove) => Some(("¹", "single-move turn")),
        (TurnRule::Conditional, TurnKind::Response) => Some(("ʳ", "response turn")),
        _ => None,
    }
}

/// What the move list's marks mean, for its legend; None where turns have no marks.
pub fn turn_marks_legend(v: &Variant) -> Option<&'static str> {
    (v.turn_rule == TurnRule::Conditional).then_some("ʳ response turn · ¹ single-move normal turn · others: two moves")
}

/// The setup editor's seventh field: what it is called in this game, and
/// each of its values ([`Variant::seventh_values`], in order) in words.
pub fn seventh_field_words(v: &Variant) -> (&'static str, Vec<String>) {
    let label = match v.seventh {
        SeventhField::None => "Turn field",
        SeventhField::TurnKind => "This turn",
        SeventhField::GuardFlip => "Guard flip",
        SeventhField::KingHold => "King Hold",
    };
    let words = v
        .seventh_values()
        .iter()
        .map(|&value| {
            let words = match (value, v.turn_rule) {
                ("-", _) => "none".to_string(),
                ("d", TurnRule::Simultaneous { .. }) => "one move, or a dual move".to_string(),
                ("s", TurnRule::Simultaneous { .. }) => "a single move".to_string(),
                ("d", TurnRule::Conditional) => "a normal turn".to_string(),
                ("s", TurnRule::Conditional) => "a response turn: one move".to_string(),
                ("d", TurnRule::Consecutive { moves }) => format!("{} moves", number_word(moves)),
                ("d", _) => "two moves".to_string(),
                ("s", _) => "one move".to_string(),
                (n, TurnRule::Consecutive { .. }) if cfg!(feature = "loaded") && n.parse::<u8>().is_ok() => {
                    format!("{} moves", number_word(n.parse().unwrap_or(2)))
                }
                ("=W", _) => format!("flip to {} pending", plural(v, PieceKind::WAZIR)),
                ("=F", _) => format!("flip to {} pending", plural(v, PieceKind::FERZ)),
                ("hw", _) => "White king held: no Big-board moves".to_string(),
                ("hb", _) => "Black king held: no Big-board moves".to_string(),
                ("lw", _) => "White king held: no Little-board moves".to_string(),
                ("lb", _) => "Black king held: no Little-board moves".to_string(),
                _ => String::new(),
            };
            if words.is_empty() {
                value.to_string()
            } else {
                format!("{words} ({value})")
            }
        })
        .collect();
    (label, words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Options, VariantId};

    fn game(id: VariantId, moves: &str) -> Game {
        let mut g = Game::new(id, Options::default(), None).expect("the start");
        if !moves.is_empty() {
            g.play_movetext(moves).expect(moves);
        }
        g
    }

    #[test]
    fn each_turn_rule_says_what_the_turn_needs() {
        assert_eq!(game(VariantId::CHESS, "").turn_words().as_deref(), None);
        assert_eq!(game(VariantId::CHESS2, "").turn_words().as_deref(), Some("response turn (one move)"));
        assert_eq!(
            game(VariantId::CHESS2, "1.e4").turn_words().as_deref(),
            Some("normal turn (one qualifying move, or two moves)")
        );
        assert_eq!(game(VariantId::TWO_PRONG, "").turn_words().as_deref(), Some("single move"));
        assert_eq!(
            game(VariantId::TWO_PRONG, "1.e4").turn_words().as_deref(),
            Some("one move, or two pieces at once (dual move)")
        );
        assert_eq!(game(VariantId::MARSEILLAIS, "1.e4").turn_words().as_deref(), Some("two moves"));
        let mut g = game(VariantId::MARSEILLAIS, "1.e4");
        let part = g.parse_part_text("e5").expect("e5");
        g.play_part(part).expect("a first move");
        assert_eq!(g.turn_words().as_deref(), Some("second move"));
    }

    #[test]
    fn a_check_that_ended_a_turn_is_said_while_it_stands() {
        let g = game(VariantId::MARSEILLAIS, "1.e4 d5,d4 2.Bb5+");
        assert_eq!(g.condition_words(), ["Check ends the turn: White's turn was its checking move"]);
        // A check from a whole turn of two moves is a plain check.
        assert!(game(VariantId::MARSEILLAIS, "1.e4 d5,d4 2.Nf3,Bb5+").condition_words().is_empty());
    }

    #[test]
    fn chess2_marks_its_response_and_single_move_turns() {
        let g = game(VariantId::CHESS2, "1.e4 e5,Nf6 2.Nc3,Nf3");
        let v = g.variant();
        let marks: Vec<_> = g.turns().iter().map(|t| turn_mark(v, t).map(|m| m.0)).collect();
        assert_eq!(marks, [Some("ʳ"), None, None]);
        assert!(turn_marks_legend(v).is_some());
        let chess = game(VariantId::CHESS, "1.e4");
        assert_eq!(turn_mark(chess.variant(), &chess.turns()[0]), None);
        assert_eq!(turn_marks_legend(chess.variant()), None);
    }

    #[test]
    fn the_seventh_field_is_named_in_each_games_terms() {
        let words = |id| seventh_field_words(Variant::get(id, Options::default()).expect("a game"));
        assert_eq!(words(VariantId::CHESS), ("Turn field", vec![]));
        assert_eq!(words(VariantId::CHESS2).1, ["a normal turn (d)", "a response turn: one move (s)"]);
        let (label, values) = words(VariantId::DUAL_CHESS);
        assert_eq!(label, "Guard flip");
        assert_eq!(values, ["none (-)", "flip to Wazirs pending (=W)", "flip to Ferzes pending (=F)"]);
        assert_eq!(words(VariantId::TWO_BOARDS).0, "King Hold");
    }
}
