//! The reader's own marks (arrows and circled squares) as text reads them,
//! and their bounds: a picture draws at most [`MAX_ARROWS`] arrows and
//! [`MAX_CIRCLES`] circles of the reader's, so that no list, however long,
//! makes a drawing slower or bigger than the fullest one allowed (every
//! caller — the command line, the wasm bindings, Share → Diagram — goes
//! through [`Marks::new`]).

use twofold_rules::error::quote;
use twofold_rules::{Game, Square};

/// The most arrows of the reader's a picture draws (the last turn's own
/// arrows, at most one per part of a turn, come on top).
pub const MAX_ARROWS: usize = 64;
/// The most circled squares a picture draws.
pub const MAX_CIRCLES: usize = 64;

/// What is drawn over the position besides what the rules say (check, a
/// beaten king, a King Hold, which are always drawn).
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The last turn: its squares marked, its parts as arrows, numbered
    /// when the turn has more than one.
    pub last_move: bool,
    arrows: Vec<(Square, Square)>,
    circles: Vec<Square>,
}

impl Marks {
    /// The marks, refused beyond [`MAX_ARROWS`] arrows or [`MAX_CIRCLES`] circles.
    pub fn new(last_move: bool, arrows: Vec<(Square, Square)>, circles: Vec<Square>) -> Result<Marks, String> {
        within(arrows.len(), MAX_ARROWS, "arrows")?;
        within(circles.len(), MAX_CIRCLES, "circled squares")?;
        Ok(Marks { last_move, arrows, circles })
    }

    /// The marks from text: arrows as `e2e4,g1f3`, circles as `e4,d5`.
    pub fn read(game: &Game, last_move: bool, arrows: &str, circles: &str) -> Result<Marks, String> {
        Marks::new(last_move, parse_arrows(game, arrows)?, parse_squares(game, circles)?)
    }

    /// The reader's arrows.
    pub fn arrows(&self) -> &[(Square, Square)] {
        &self.arrows
    }

    /// The reader's circled squares.
    pub fn circles(&self) -> &[Square] {
        &self.circles
    }
}

/// Refuses more than `max` items, counting them before any is read.
fn within(count: usize, max: usize, what: &str) -> Result<(), String> {
    if count > max {
        return Err(format!("{count} {what}: a diagram draws at most {max}"));
    }
    Ok(())
}

/// Reads `e4,d5` (squares) for the circles; more than [`MAX_CIRCLES`] are refused.
pub fn parse_squares(game: &Game, text: &str) -> Result<Vec<Square>, String> {
    within(list(text).count(), MAX_CIRCLES, "circled squares")?;
    let g = &game.variant().geometry;
    list(text).map(|name| g.parse_square(name).ok_or_else(|| not_a_square(name))).collect()
}

/// Reads `e2e4,g1f3` (from and to squares, `e2-e4` also) for the arrows;
/// more than [`MAX_ARROWS`] are refused.
pub fn parse_arrows(game: &Game, text: &str) -> Result<Vec<(Square, Square)>, String> {
    within(list(text).count(), MAX_ARROWS, "arrows")?;
    let g = &game.variant().geometry;
    list(text)
        .map(|item| {
            let bad = || format!("{} is not an arrow: two squares such as e2e4", quote(item));
            let compact: String = item.chars().filter(|&c| c != '-').collect();
            // The second square starts at the first letter after a digit.
            let chars: Vec<char> = compact.chars().collect();
            let cut = (1..chars.len())
                .find(|&i| chars[i].is_alphabetic() && chars[i - 1].is_ascii_digit())
                .ok_or_else(bad)?;
            let (a, b): (String, String) = (chars[..cut].iter().collect(), chars[cut..].iter().collect());
            let from = g.parse_square(&a).ok_or_else(|| not_a_square(&a))?;
            let to = g.parse_square(&b).ok_or_else(|| not_a_square(&b))?;
            Ok((from, to))
        })
        .collect()
}

fn list(text: &str) -> impl Iterator<Item = &str> {
    text.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty())
}

fn not_a_square(name: &str) -> String {
    format!("{} is not a square of this board", quote(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Options, VariantId};

    fn chess() -> Game {
        Game::new(VariantId::parse("chess").unwrap(), Options::default(), None).unwrap()
    }

    #[test]
    fn marks_are_read_or_refused_with_the_square() {
        let g = chess();
        let arrows = parse_arrows(&g, "e2e4, g1-f3").unwrap();
        assert_eq!(arrows.len(), 2);
        assert_eq!(parse_arrows(&g, "e2z9").unwrap_err(), "'z9' is not a square of this board");
        assert_eq!(parse_arrows(&g, "e2").unwrap_err(), "'e2' is not an arrow: two squares such as e2e4");
        assert_eq!(parse_squares(&g, "e4,d5").unwrap().len(), 2);
        assert!(parse_squares(&g, "e9").is_err());
    }

    #[test]
    fn at_most_64_arrows_and_64_circles_are_drawn() {
        let g = chess();
        let arrows = |n: usize| vec!["e2e4"; n].join(",");
        let circles = |n: usize| vec!["e4"; n].join(",");
        assert_eq!(Marks::read(&g, true, &arrows(64), &circles(64)).unwrap().arrows().len(), 64);
        assert_eq!(Marks::read(&g, false, &arrows(65), "").unwrap_err(), "65 arrows: a diagram draws at most 64");
        assert_eq!(
            Marks::read(&g, false, "", &circles(1_000_000)).unwrap_err(),
            "1000000 circled squares: a diagram draws at most 64"
        );
        // Counted before any is read: the count is named, not a bad square.
        assert!(parse_arrows(&g, &vec!["z9z9"; 65].join(",")).unwrap_err().starts_with("65 arrows"));
        // Built directly, the same bounds.
        let e4 = g.variant().geometry.parse_square("e4").unwrap();
        assert!(Marks::new(false, vec![(e4, e4); 65], vec![]).is_err());
        assert!(Marks::new(false, vec![], vec![e4; 65]).is_err());
    }
}
