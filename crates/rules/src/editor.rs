//! What a setup editor asks the rules about a position string: what could
//! be read of it, every problem the rules find in it with the squares
//! concerned, and the castling rights and en-passant squares its placement
//! allows. The values of the seventh field are [`Variant::seventh_values`].

use crate::error::{PositionIssue, RulesError};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::position::Variant;
use crate::setup::PositionError;
use crate::setup::Setup;
use crate::square::{Color, Square};

/// A problem of a position string, and the squares of the board it is
/// about (none when it is about a field, or about pieces that are missing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub error: PositionError,
    pub squares: Vec<Square>,
}

/// A position string as the rules see it.
#[derive(Clone, Debug)]
pub struct Inspection {
    /// What could be read of it (see [`Setup::read`]).
    pub setup: Setup,
    /// Every field could be read: the problems, if any, are the rules'.
    pub readable: bool,
    /// Every problem found: the reading's, or when it was read whole, the rules'.
    pub problems: Vec<Problem>,
    /// Each castling right of the game, and whether its king and rook stand
    /// on their squares.
    pub castling: Vec<(char, bool)>,
    /// The en-passant squares the placement allows with this side to move: a
    /// pawn of the side that just moved could have double-stepped over the
    /// square, and a pawn of the side to move could take it.
    pub en_passant: Vec<Square>,
}

impl Inspection {
    /// A position the rules accept.
    pub fn is_valid(&self) -> bool {
        self.readable && self.problems.is_empty()
    }
}

/// Reads and checks a position string of `variant`'s board, listing every
/// problem at once. Only a string over the length limit is refused.
pub fn inspect(variant: &'static Variant, fen: &str) -> Result<Inspection, RulesError> {
    let (setup, read_problems) = Setup::read(variant, fen)?;
    let readable = read_problems.is_empty();
    let (pos, rule_problems) = Position::build(variant, &setup);
    let problems = if readable { rule_problems } else { read_problems };
    let problems =
        problems.into_iter().map(|error| Problem { squares: squares_concerned(&error.issue, &pos), error }).collect();
    let castling = variant.castling.iter().map(|r| (r.fen_char, pos.castling_possible(r))).collect();
    let mover = setup.side.other();
    let en_passant = variant
        .geometry
        .squares()
        .filter(|&sq| variant.en_passant && pos.double_step_passed(sq, mover) && pos.ep_capturable(sq))
        .collect();
    Ok(Inspection { setup, readable, problems, castling, en_passant })
}

/// The squares a problem is about, on the position built from the setup.
fn squares_concerned(issue: &PositionIssue, pos: &Position) -> Vec<Square> {
    use PositionIssue::*;
    let geo = &pos.variant().geometry;
    let named = |names: &[&String]| names.iter().filter_map(|n| geo.parse_square(n)).collect();
    let kings = |color: Option<Color>| -> Vec<Square> {
        geo.squares()
            .filter(|&s| {
                pos.piece_at(s).is_some_and(|p| p.kind() == PieceKind::KING && color.is_none_or(|c| c == p.color()))
            })
            .collect()
    };
    match issue {
        PawnOnPromotionRank { square, .. }
        | EnPassantWithoutPawn { square, .. }
        | EnPassantTwice { square }
        | StarOnExistingSquare { square } => named(&[square]),
        CastlingPiecesMissing { king, rook, .. } => named(&[king, rook]),
        KingCount { color, .. } => kings(Some(*color)),
        HoldNeedsBothKings | HoldKingsApart { .. } => kings(None),
        OpponentInCheck { mover, side } => {
            let mut list = kings(Some(*mover));
            if let Some(&king) = list.first() {
                list.extend(pos.attackers(king, *side));
            }
            list
        }
        _ => Vec::new(),
    }
}
