//! Board diagrams as SVG: every board of every game drawn as the page draws
//! it (`www/board/draw.js`), from the rules' geometry and the piece art's one
//! source (`www/art/pieces.json`). Self-contained (no fonts, no images) and
//! small: each piece's picture is written once and placed with `<use>`.
//!
//! The command line (`twofold diagram`) and the page (through the wasm
//! bindings) both draw with [`svg`].

mod art;
mod colors;
mod layout;
mod numbers;
mod svg;

pub use layout::{layout_for_width, Layout};
use twofold_rules::error::quote;
use twofold_rules::{Color, Game, Move, Square};

/// How the picture looks.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// The picture's width at most, in pixels (it takes the largest squares that fit).
    pub width: f64,
    /// Black at the bottom.
    pub flip: bool,
    pub coordinates: bool,
}

impl Default for Look {
    fn default() -> Look {
        Look { width: 480.0, flip: false, coordinates: false }
    }
}

/// What is drawn over the position besides what the rules say (check, a
/// beaten king, a King Hold, which are always drawn).
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The last turn: its squares marked, its parts as arrows, numbered
    /// when the turn has more than one.
    pub last_move: bool,
    /// The reader's own arrows and circled squares.
    pub arrows: Vec<(Square, Square)>,
    pub circles: Vec<Square>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    Last,
    User,
}

#[derive(Clone, Debug)]
pub struct Arrow {
    pub from: usize,
    pub to: usize,
    /// The part's number in its turn (0: unnumbered).
    pub n: usize,
    pub kind: ArrowKind,
}

/// What the picture shows, by square index (`scene.js`'s scene, less what
/// only a live board has: selection, targets, hover, cursor, drag).
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// FEN letters per square index.
    pub board: Vec<Option<char>>,
    pub last_parts: Vec<(usize, usize)>,
    pub arrows: Vec<Arrow>,
    pub check: Option<usize>,
    pub lost: Vec<usize>,
    /// The held king's square, and whether it is held to its Big square.
    pub hold: Option<(usize, bool)>,
    pub circles: Vec<usize>,
}

/// The squares a part goes from and to, as a player moves it (none for a
/// guard flip or a morph, which are not moves across the board).
fn clicked(m: Move) -> Option<(Square, Square)> {
    match m {
        Move::Normal { from, to, .. } | Move::DoubleStep { from, to } | Move::EnPassant { from, to } => {
            Some((from, to))
        }
        Move::Castle { king, to } => Some((king, to)),
        Move::Transform { from, target, .. } => Some((from, target)),
        Move::GuardFlip { .. } | Move::Morph { .. } => None,
    }
}

/// The scene of a game's current position.
pub fn scene(game: &Game, marks: &Marks) -> Scene {
    let g = &game.variant().geometry;
    let pos = game.position();
    let board: Vec<Option<char>> = (0..g.square_count())
        .map(|i| {
            let sq = Square(i as u8);
            if g.exists(sq) {
                pos.piece_at(sq).map(|p| game.variant().pieces.char_of(p))
            } else {
                None
            }
        })
        .collect();
    let kings = |c: Color| -> Vec<usize> {
        let k = if c == Color::White { 'K' } else { 'k' };
        board.iter().enumerate().filter(|(_, l)| **l == Some(k)).map(|(i, _)| i).collect()
    };
    let status = game.status();
    let mut scene = Scene::default();
    if status.is_none() && game.variant().royal_check && game.in_check() {
        scene.check = kings(game.side_to_move()).first().copied();
    }
    if let Some(winner) = status.and_then(|o| o.winner()) {
        scene.lost = kings(winner.other());
    }
    scene.hold = pos.hold().held().and_then(|(c, frame)| kings(c).first().map(|&k| (k, frame == 0)));
    if marks.last_move {
        let turns = game.turns();
        let parts: Vec<(usize, usize)> = turns
            .iter()
            .rev()
            .find(|t| t.complete)
            .map(|t| t.parts.iter().filter_map(|(m, _)| clicked(*m)).map(|(f, t)| (f.index(), t.index())).collect())
            .unwrap_or_default();
        let numbered = parts.len() > 1;
        for (i, &(from, to)) in parts.iter().enumerate() {
            scene.arrows.push(Arrow { from, to, n: if numbered { i + 1 } else { 0 }, kind: ArrowKind::Last });
        }
        scene.last_parts = parts;
    }
    for &(from, to) in &marks.arrows {
        scene.arrows.push(Arrow { from: from.index(), to: to.index(), n: 0, kind: ArrowKind::User });
    }
    scene.circles = marks.circles.iter().map(|s| s.index()).collect();
    scene.board = board;
    scene
}

/// The SVG of a game's current position.
pub fn svg(game: &Game, marks: &Marks, look: &Look) -> String {
    let g = &game.variant().geometry;
    let layout = layout_for_width(g, look.width, look.flip, look.coordinates);
    svg::write(&layout, &scene(game, marks))
}

/// `#rrggbb` as bytes.
pub(crate) fn hex_rgb(css: &str) -> [u8; 3] {
    let v = u32::from_str_radix(css.trim_start_matches('#'), 16).unwrap_or(0);
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// Reads `e4,d5` (squares) for the circles.
pub fn parse_squares(game: &Game, text: &str) -> Result<Vec<Square>, String> {
    let g = &game.variant().geometry;
    list(text).map(|name| g.parse_square(name).ok_or_else(|| not_a_square(name))).collect()
}

/// Reads `e2e4,g1f3` (from and to squares, `e2-e4` also) for the arrows.
pub fn parse_arrows(game: &Game, text: &str) -> Result<Vec<(Square, Square)>, String> {
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

    fn game(id: &str, moves: &str) -> Game {
        let mut g = Game::new(VariantId::parse(id).unwrap(), Options::default(), None).unwrap();
        g.play_movetext(moves).unwrap();
        g
    }

    #[test]
    fn a_chess2_turn_is_two_numbered_arrows() {
        let g = game("chess2", "1.e4 c5,d6");
        let marks = Marks { last_move: true, ..Marks::default() };
        let s = scene(&g, &marks);
        assert_eq!(s.arrows.iter().map(|a| a.n).collect::<Vec<_>>(), vec![1, 2]);
        let picture = svg(&g, &marks, &Look::default());
        assert!(picture.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        // Each piece's picture once: six kinds of each side.
        assert_eq!(picture.matches("<g id=").count(), 12);
        assert_eq!(picture.matches("<use ").count(), 32);
        assert!(!picture.contains("<image") && !picture.contains("@font-face"));
    }

    #[test]
    fn marks_are_read_or_refused_with_the_square() {
        let g = game("chess", "");
        let arrows = parse_arrows(&g, "e2e4, g1-f3").unwrap();
        assert_eq!(arrows.len(), 2);
        assert_eq!(parse_arrows(&g, "e2z9").unwrap_err(), "'z9' is not a square of this board");
        assert_eq!(parse_arrows(&g, "e2").unwrap_err(), "'e2' is not an arrow: two squares such as e2e4");
        assert_eq!(parse_squares(&g, "e4,d5").unwrap().len(), 2);
        assert!(parse_squares(&g, "e9").is_err());
    }

    #[test]
    fn every_game_draws_every_square_that_exists() {
        for id in VariantId::ALL {
            let g = Game::new(id, Options::default(), None).unwrap();
            let geo = &g.variant().geometry;
            let picture = svg(&g, &Marks::default(), &Look { coordinates: true, ..Look::default() });
            let squares = geo.squares().count();
            // The background, the squares, Big-square frames: at least one rect per square.
            assert!(picture.matches("<rect ").count() > squares, "{}", id.as_str());
            let labels = geo.width as usize + geo.height as usize;
            assert!(picture.matches("<text ").count() >= labels, "{}", id.as_str());
        }
    }
}
