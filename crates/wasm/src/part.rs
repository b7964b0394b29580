//! A part of a turn as the page sees it, shared by both modules: the rules
//! module's `Game` lists and plays parts, the engine module's `think` answers
//! with them.

use serde::Serialize;
use twofold_rules::{Move, Square, Variant};

/// A part as the page sees it: `case` says what it is; `from`/`to` are the
/// squares a player clicks to play it (a piece's move, castling's king
/// squares, a transform's piece then its target); `at` the square of a
/// piece that acts where it stands; `promo`/`into` what a piece becomes.
#[derive(Serialize)]
pub(crate) struct Part {
    case: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    promo: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    into: Option<String>,
    san: String,
    /// A special action's button label, in the rules' words (legal parts only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) label: Option<String>,
}

pub(crate) fn part_of(v: &Variant, m: Move, san: String) -> Part {
    let geo = &v.geometry;
    let name = |s: Square| Some(geo.square_name(s));
    let letter = |k: twofold_rules::PieceKind| Some(v.pieces.letter(k).to_string());
    let (from, to) = match m.clicked() {
        Some((f, t)) => (name(f), name(t)),
        None => (None, None),
    };
    let mut part = Part { case: "", from, to, at: None, promo: None, into: None, san, label: None };
    match m {
        Move::Normal { promo, .. } => {
            part.case = "normal";
            part.promo = promo.and_then(letter);
        }
        Move::DoubleStep { .. } => part.case = "double-step",
        Move::EnPassant { .. } => part.case = "en-passant",
        Move::Castle { .. } => part.case = "castle",
        Move::GuardFlip { into } => {
            part.case = "guard-flip";
            part.into = letter(into);
        }
        Move::Morph { at, into } => {
            part.case = "morph";
            part.at = name(at);
            part.into = letter(into);
        }
        Move::Transform { into, .. } => {
            part.case = "transform";
            part.into = letter(into);
        }
    }
    part
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Options, PieceKind, VariantId};

    #[test]
    fn every_case_of_a_move_is_named_and_clicked_as_it_is_played() {
        let v = Variant::get(VariantId::DUAL_CHESS, Options::default()).unwrap();
        let geo = &v.geometry;
        let sq = |name: &str| geo.parse_square(name).unwrap();
        let cases = [
            (Move::normal(sq("e2"), sq("e3")), "normal", Some(("e2", "e3"))),
            (Move::DoubleStep { from: sq("e2"), to: sq("e4") }, "double-step", Some(("e2", "e4"))),
            (Move::EnPassant { from: sq("e5"), to: sq("d6") }, "en-passant", Some(("e5", "d6"))),
            (Move::Castle { king: sq("e1"), to: sq("g1") }, "castle", Some(("e1", "g1"))),
            (Move::GuardFlip { into: PieceKind::WAZIR }, "guard-flip", None),
            (Move::Morph { at: sq("a6"), into: PieceKind::CAMEL }, "morph", None),
            (
                Move::Transform { from: sq("a6"), target: sq("m7"), into: PieceKind::CAMEL },
                "transform",
                Some(("a6", "m7")),
            ),
        ];
        for (m, case, squares) in cases {
            let part = part_of(v, m, String::new());
            assert_eq!(part.case, case);
            assert_eq!((part.from.as_deref(), part.to.as_deref()), squares.unzip(), "{case}");
            assert_eq!(m.clicked().map(|(f, t)| (geo.square_name(f), geo.square_name(t))).is_some(), squares.is_some());
        }
        let morph = part_of(v, Move::Morph { at: sq("a6"), into: PieceKind::CAMEL }, String::new());
        assert_eq!((morph.at.as_deref(), morph.into.as_deref()), (Some("a6"), Some("L")));
    }
}
