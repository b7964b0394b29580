//! Board diagrams as SVG: every board of every game drawn as the page draws
//! it (`www/board/draw.js`), from the rules' geometry and the piece art's one
//! source (`www/art/pieces.json`). Self-contained (no fonts, no images) and
//! small: each piece's picture is written once and placed with `<use>`.
//!
//! The command line (`twofold diagram`) and the page (through the wasm
//! bindings) both draw with [`svg`].

//!
//! Every picture is bounded: at most [`MAX_ARROWS`] arrows and
//! [`MAX_CIRCLES`] circles of the reader's, a width of [`MIN_WIDTH`] to
//! [`MAX_WIDTH`] pixels, and boards of at most 256 squares (the rules'
//! largest), so an SVG is at most [`MAX_SVG_BYTES`] long whatever it is
//! asked to draw.

mod art;
mod colors;
mod glyphs;
mod layout;
mod marks;
mod numbers;
#[cfg(test)]
mod silhouettes;
mod svg;

pub use layout::{layout_for_width, Layout};
pub use marks::{parse_arrows, parse_squares, Marks, MAX_ARROWS, MAX_CIRCLES};
use twofold_rules::{Action, Color, Game, Move, PieceKind, PieceType, Square};

/// The narrowest and the widest picture, in pixels.
pub const MIN_WIDTH: f64 = 64.0;
pub const MAX_WIDTH: f64 = 4096.0;

/// The longest SVG a picture can be: the fullest one allowed (every
/// square of the largest board holding a piece, coordinates, the last turn
/// and the most marks: Chess on Two Boards) takes about 83 KB; checked by
/// the tests.
pub const MAX_SVG_BYTES: usize = 128 * 1024;

/// How the picture looks.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    width: f64,
    flip: bool,
    coordinates: bool,
    bare: bool,
    last_arrows: bool,
}

impl Look {
    /// At most `width` pixels wide (it takes the largest squares that fit;
    /// [`MIN_WIDTH`] to [`MAX_WIDTH`]), Black at the bottom when `flip`,
    /// with file letters and rank numbers when `coordinates`. The refusal
    /// reads after the name of the caller's argument (`--size must be …`).
    pub fn new(width: f64, flip: bool, coordinates: bool) -> Result<Look, String> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
            // (Written by numbers.rs: float formatting would add 10 KB gzipped to the page's module.)
            let found = if width.is_finite() { numbers::num(width) } else { "a number that is not finite".into() };
            return Err(format!(
                "must be {} to {} pixels, found {found}",
                numbers::num(MIN_WIDTH),
                numbers::num(MAX_WIDTH)
            ));
        }
        Ok(Look { width, flip, coordinates, bare: false, last_arrows: false })
    }

    /// Without the margin around the board (only its frame, and the
    /// coordinates when asked) and without background: what an illustrator
    /// places on a page of their own. Still `width` pixels wide exactly.
    pub fn bare(self, bare: bool) -> Look {
        Look { bare, ..self }
    }

    /// The last turn's parts drawn as arrows too (numbered when more than
    /// one), not only as tinted squares.
    pub fn last_turn_arrows(self, last_arrows: bool) -> Look {
        Look { last_arrows, ..self }
    }
}

impl Default for Look {
    fn default() -> Look {
        Look { width: 480.0, flip: false, coordinates: false, bare: false, last_arrows: false }
    }
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
    /// Per upper-case letter of the game, the built-in picture that draws
    /// it (None: its letter on the medallion); a letter not listed is drawn by its
    /// own picture, as in the built-in games.
    pub pictures: Vec<(char, Option<char>)>,
}

impl Scene {
    /// The letter (in `letter`'s case) of the picture that draws a piece,
    /// or None when it is drawn as its letter on the medallion: a game's letters
    /// are its own (Capablanca's archbishop `A` is drawn as the Cardinal,
    /// the kind it moves as, not as the Shaman whose letter it shares).
    pub fn picture(&self, letter: char) -> Option<char> {
        let up = letter.to_ascii_uppercase();
        let picture = self.pictures.iter().find(|(l, _)| *l == up).map_or(Some(up), |&(_, p)| p);
        picture.filter(|&p| art::art(p).is_some()).map(|p| {
            if letter.is_ascii_uppercase() {
                p
            } else {
                p.to_ascii_lowercase()
            }
        })
    }
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

/// The parts of the last complete turn, found from the game's end (a turn
/// is complete where the position after a step has no turn in progress),
/// not by writing out every turn: a picture of a long game costs no more
/// to draw than one of a short game, and one per turn stays linear.
fn last_turn_parts(game: &Game) -> Vec<Move> {
    let done = |k: usize| !game.position_at(k).turn_in_progress();
    let Some(end) = (1..=game.step_count()).rev().find(|&k| done(k)) else { return Vec::new() };
    let start = (0..end).rev().find(|&k| done(k)).unwrap_or(0);
    let actions = game.actions();
    actions[start..end]
        .iter()
        .filter_map(|a| match a {
            Action::Part(m) => Some(*m),
            Action::EndTurn => None,
        })
        .collect()
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
        let parts: Vec<(usize, usize)> =
            last_turn_parts(game).into_iter().filter_map(clicked).map(|(f, t)| (f.index(), t.index())).collect();
        let numbered = parts.len() > 1;
        for (i, &(from, to)) in parts.iter().enumerate() {
            scene.arrows.push(Arrow { from, to, n: if numbered { i + 1 } else { 0 }, kind: ArrowKind::Last });
        }
        scene.last_parts = parts;
    }
    for &(from, to) in marks.arrows() {
        scene.arrows.push(Arrow { from: from.index(), to: to.index(), n: 0, kind: ArrowKind::User });
    }
    scene.circles = marks.circles().iter().map(|s| s.index()).collect();
    scene.board = board;
    let v = game.variant();
    scene.pictures = v
        .pieces
        .types()
        .map(|t| {
            let royal = t.kind == PieceKind::KING && v.royal_check;
            (t.letter, t.picture(royal).map(|k| PieceType::builtin(k).letter))
        })
        .collect();
    scene
}

/// The narrowest picture of a game that stays readable: its squares
/// [`layout::MIN_SQUARE`] pixels wide (chess 106 px, Two Boards 211 px,
/// more with coordinates). A narrower `--size` is refused, not overflowed.
pub fn min_width(game: &Game, coordinates: bool) -> f64 {
    layout::layout_with_square(&game.variant().geometry, layout::MIN_SQUARE, false, coordinates).width
}

/// The SVG of a game's current position, `look.width` pixels wide exactly
/// (at least [`min_width`]).
pub fn svg(game: &Game, marks: &Marks, look: &Look) -> String {
    let g = &game.variant().geometry;
    let layout = layout_for_width(g, look.width, look.flip, look.coordinates);
    let mut scene = scene(game, marks);
    if !look.last_arrows {
        // The last turn as tinted squares only, by default: arrows hide pieces at small sizes.
        scene.arrows.retain(|a| a.kind != ArrowKind::Last);
    }
    let picture = svg::write(&layout, &scene, look.width, look.bare);
    with_description(picture, game)
}

/// The picture named for readers that cannot see it (screen readers, image
/// search): `role="img"`, a `<title>` with the game and a `<desc>` with the
/// position string and the last turn.
fn with_description(picture: String, game: &Game) -> String {
    let title = game.variant().name;
    let dots = |c| if c == twofold_rules::Color::White { "." } else { "..." };
    let last = game.turns().last().map(|t| format!(" Last turn: {}{}{}.", t.number, dots(t.color), t.text));
    let desc = format!("Position: {}.{}", game.position_string(), last.unwrap_or_default());
    let escape = |t: &str| t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let open_end = picture.find('>').expect("an <svg> element opens the picture");
    format!(
        "{} role=\"img\"><title>{}</title><desc>{}</desc>{}",
        &picture[..open_end],
        escape(title),
        escape(&desc),
        &picture[open_end + 1..]
    )
}

/// `#rrggbb` as bytes.
pub(crate) fn hex_rgb(css: &str) -> [u8; 3] {
    let digits = css.trim_start_matches('#');
    // `#222` is `#222222`.
    let digits = if digits.len() == 3 { digits.chars().flat_map(|c| [c, c]).collect() } else { digits.to_string() };
    let v = u32::from_str_radix(&digits, 16).unwrap_or(0);
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
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

    /// `--size` is the picture's width, to the pixel, for every game from
    /// its smallest readable width to 1600 px.
    #[test]
    fn the_picture_is_as_wide_as_asked() {
        for id in VariantId::ALL {
            let g = game(id.as_str(), "");
            for coordinates in [false, true] {
                let least = min_width(&g, coordinates) as u32;
                for width in (least..=1600).step_by(7).chain([200, 400, 1600]).filter(|w| *w >= least) {
                    let look = Look::new(width as f64, false, coordinates).unwrap();
                    let picture = svg(&g, &Marks::default(), &look);
                    let shown = picture.split("width=\"").nth(1).unwrap().split('"').next().unwrap();
                    assert_eq!(shown, width.to_string(), "{} at {width} px, coordinates {coordinates}", id.as_str());
                }
            }
        }
    }

    /// A game written as text is drawn with its own pieces: each by the
    /// picture of the built-in kind it moves as, whatever its letter; a
    /// piece no built-in kind moves like as its letter on the medallion.
    #[test]
    fn a_definitions_pieces_are_drawn_as_the_kinds_they_move_as() {
        twofold_rules::definition::load(
            "[capa-diagram:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\ncustomPiece1 = z:NN\n\
             startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNZ w Qkq - 0 1\n",
        )
        .unwrap();
        let g = game("capa-diagram", "");
        let drawn = scene(&g, &Marks::default());
        assert_eq!(drawn.picture('A'), Some('C'), "the archbishop as the Cardinal, not the Shaman");
        assert_eq!(drawn.picture('c'), Some('m'), "the chancellor as the Marshall, not the Cardinal");
        assert_eq!(drawn.picture('K'), Some('K'));
        assert_eq!(drawn.picture('Z'), None, "a nightrider: no built-in picture");
        let picture = svg(&g, &Marks::default(), &Look::new(400.0, false, false).unwrap());
        assert!(picture.contains(r#"id="wC""#) && picture.contains(r#"id="bM""#));
        assert!(!picture.contains(r#"id="wA""#), "no Shaman is drawn");
        // A built-in game keeps its letters' own pictures.
        let two_boards = scene(&game("two-boards", ""), &Marks::default());
        assert_eq!(two_boards.picture('A'), Some('A'));
        assert_eq!(two_boards.picture('g'), Some('g'));
    }

    /// A piece with no picture is its letter on the art's medallion (as
    /// `drawLetterPiece` paints it), each side's once in `<defs>` in its
    /// colours, the letter in the side's detail colour; no disc.
    #[test]
    fn a_piece_with_no_picture_is_its_letter_on_the_medallion() {
        twofold_rules::definition::load(
            "[medallion-diagram:chess]\ncustomPiece1 = z:NN\nstartFen = 3zk3/8/8/8/8/8/8/Z3K3 w - - 0 1\n",
        )
        .unwrap();
        let picture = svg(&game("medallion-diagram", ""), &Marks::default(), &Look::new(400.0, false, false).unwrap());
        for (white, ink) in [(true, &art::WHITE), (false, &art::BLACK)] {
            let id = art::letter_piece_id(white);
            let def = art::letter_piece_definition(white);
            assert!(def.contains(ink.fill) && def.contains(ink.line), "{def}");
            assert_eq!(picture.matches(&format!(r#"<g id="{id}""#)).count(), 1, "{picture}");
            assert_eq!(picture.matches(&format!(r##"<use href="#{id}""##)).count(), 1, "{picture}");
            let detail = colors::Paint { rgb: hex_rgb(ink.detail), alpha: 1.0 }.hex();
            let letter = format!(r##"stroke="{detail}" stroke-width"##);
            assert!(picture.contains(&letter), "the letter in {detail}: {picture}");
        }
        assert_eq!(picture.matches(r##"href="#t-Z""##).count(), 2, "the letter on each");
        assert!(!picture.contains("<circle"), "no disc: {picture}");
        // Only the sides that have such a piece get its medallion.
        let white_only = "[medallion-white:chess]\ncustomPiece1 = z:NN\nstartFen = 4k3/8/8/8/8/8/8/Z3K3 w - - 0 1\n";
        twofold_rules::definition::load(white_only).unwrap();
        let picture = svg(&game("medallion-white", ""), &Marks::default(), &Look::default());
        assert!(picture.contains(r#"id="w-letter""#) && !picture.contains("b-letter"), "{picture}");
    }

    #[test]
    fn the_picture_names_its_game_position_and_last_turn() {
        let g = game("chess2", "1.e4 c5,d6");
        let picture = svg(&g, &Marks::default(), &Look::new(400.0, false, false).unwrap());
        assert!(picture.starts_with("<svg ") && picture.contains(r#" role="img"><title>"#), "{picture:.200}");
        let title = format!("<title>{}</title>", g.variant().name);
        assert!(picture.contains(&title), "{picture:.300}");
        let desc = format!("<desc>Position: {}. Last turn: 1...c5,d6.</desc>", g.position_string());
        assert!(picture.contains(&desc), "{picture:.400}");
    }

    #[test]
    fn a_chess2_turn_is_two_numbered_arrows() {
        let g = game("chess2", "1.e4 c5,d6");
        let marks = Marks::new(true, vec![], vec![]).unwrap();
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
    fn every_game_draws_every_square_that_exists() {
        for id in VariantId::ALL {
            let g = Game::new(id, Options::default(), None).unwrap();
            let geo = &g.variant().geometry;
            let picture = svg(&g, &Marks::default(), &Look::new(480.0, false, true).unwrap());
            let squares = geo.squares().count();
            // The background, the squares, Big-square frames: at least one rect per square.
            assert!(picture.matches("<rect ").count() > squares, "{}", id.as_str());
            let labels = geo.width as usize + geo.height as usize;
            // Each label a group of glyphs (glyphs.rs).
            assert!(picture.matches(r##""><use href="#t-"##).count() >= labels, "{}", id.as_str());
        }
    }

    #[test]
    fn the_last_turn_is_the_last_complete_one_of_the_record() {
        let games = [
            ("chess2", "1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6 4.d3,O-O Qc7,e5"),
            ("two-prong", "1.Nc3 e5&Nc6 2.Nf3&h4 Bb4&Nge7 3.e4&Na4 Ng6&h5 4.Bb5&a3 Bd6&Nf4"),
            ("dual-chess", "1.Ylk4 Nf6 2.Nf3 b5 3.d4 Ylk5 4.Gl3 =F 5.Yml4 Cm5"),
            ("marseillais", "1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5"),
        ];
        for (id, moves) in games {
            let g = game(id, moves);
            // Every step of the game, turns in progress included.
            for k in 0..=g.step_count() {
                let at = g.truncated(k);
                let listed: Vec<Move> = at
                    .turns()
                    .iter()
                    .rev()
                    .find(|t| t.complete)
                    .map(|t| t.parts.iter().map(|(m, _)| *m).collect())
                    .unwrap_or_default();
                assert_eq!(last_turn_parts(&at), listed, "{id} after {k} steps");
            }
        }
    }

    #[test]
    fn the_width_is_64_to_4096_pixels() {
        assert!(Look::new(64.0, false, false).is_ok() && Look::new(4096.0, true, true).is_ok());
        for width in [63.0, 4097.0, 1e12, f64::NAN, f64::INFINITY] {
            assert!(Look::new(width, false, false).unwrap_err().contains("64 to 4096 pixels"), "{width}");
        }
    }

    /// The fullest picture each board can give: every square a piece (every
    /// kind of the art in both colours, so every picture is defined), check,
    /// beaten kings, a King Hold, a three-part last turn, the most marks,
    /// coordinates, at the widest.
    fn fullest(g: &twofold_rules::Geometry) -> String {
        let letters: Vec<char> = art::KINDS.iter().flat_map(|(l, _)| [*l, l.to_ascii_lowercase()]).collect();
        let squares: Vec<usize> = g.squares().map(|sq| sq.index()).collect();
        let mut board = vec![None; g.square_count()];
        for (n, &i) in squares.iter().enumerate() {
            board[i] = Some(letters[n % letters.len()]);
        }
        let mut scene = Scene { board, ..Scene::default() };
        let last = squares.len() - 1;
        scene.last_parts = vec![(0, last), (1, last - 1), (2, last - 2)];
        scene.arrows = scene
            .last_parts
            .iter()
            .enumerate()
            .map(|(n, &(from, to))| Arrow { from, to, n: n + 1, kind: ArrowKind::Last })
            .collect();
        for n in 0..MAX_ARROWS {
            let (from, to) = (squares[n % squares.len()], squares[(n * 7 + 3) % squares.len()]);
            scene.arrows.push(Arrow { from, to, n: 0, kind: ArrowKind::User });
        }
        scene.check = Some(squares[0]);
        scene.lost = squares[..2].to_vec();
        scene.hold = Some((squares[0], true));
        scene.circles = squares.iter().copied().cycle().take(MAX_CIRCLES).collect();
        svg::write(&layout_for_width(g, MAX_WIDTH, true, true), &scene, MAX_WIDTH, false)
    }

    #[test]
    fn the_fullest_picture_of_every_board_is_bounded() {
        let mut largest = 0;
        for id in VariantId::ALL {
            let g = Game::new(id, Options::default(), None).unwrap();
            let bytes = fullest(&g.variant().geometry).len();
            assert!(bytes <= MAX_SVG_BYTES, "{}: {bytes} bytes", id.as_str());
            largest = largest.max(bytes);
        }
        // The bound is near what the fullest picture takes (not one far above it).
        assert!(largest > MAX_SVG_BYTES / 4, "{largest}");
    }

    /// The numbers after `M`/`L` in every path drawn with `fill` of the
    /// last turn's arrow colour: the arrows' heads, tip first.
    fn heads(picture: &str) -> Vec<Vec<(f64, f64)>> {
        let color = colors::light("--tf-mark-arrow-last").hex();
        picture
            .split("<path d=\"")
            .skip(1)
            .filter(|p| p.contains(&format!(r#"" fill="{color}""#)) && p.contains('Z'))
            .map(|p| {
                let d = &p[..p.find('"').unwrap()];
                let nums: Vec<f64> =
                    d.split(['M', 'L', 'Z', ' ']).filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect();
                nums.chunks(2).map(|c| (c[0], c[1])).collect()
            })
            .collect()
    }

    fn piece_box(game: &Game, look: &Look, square: &str) -> (f64, f64, f64, f64) {
        let g = &game.variant().geometry;
        let layout = layout_for_width(g, look.width, look.flip, look.coordinates);
        let sq = g.parse_square(square).unwrap();
        let r = layout.rects[sq.index()].unwrap();
        let dx = (look.width - layout.width) / 2.0;
        (r.x + dx + r.s * 0.04, r.y + r.s * 0.04, r.x + dx + r.s * 0.96, r.y + r.s * 0.96)
    }

    /// The last turn is tinted squares by default: arrows hide the pieces
    /// at small sizes. Asked for, every head stays off the moved piece,
    /// one-square parts included.
    #[test]
    fn the_last_turn_is_tinted_and_its_arrows_heads_stay_off_the_pieces() {
        let marks = Marks::new(true, vec![], vec![]).unwrap();
        for (id, moves, targets) in [
            ("chess", "1.e4 e5 2.Nf3", vec!["f3"]),
            ("chess", "1.e4 e5 2.Ke2", vec!["e2"]),
            ("marseillais", "1.b3 e6,Nc6 2.Bb2,Bc1", vec!["b2", "c1"]),
            ("chess2", "1.e4 c5,d6", vec!["c5", "d6"]),
        ] {
            let g = game(id, moves);
            for width in [200.0, 400.0] {
                let plain = Look::new(width, false, false).unwrap();
                assert!(heads(&svg(&g, &marks, &plain)).is_empty(), "{id} {moves}: no arrows by default");
                let look = plain.last_turn_arrows(true);
                let drawn = heads(&svg(&g, &marks, &look));
                assert_eq!(drawn.len(), targets.len(), "{id} {moves}");
                for (head, target) in drawn.iter().zip(&targets) {
                    let (x0, y0, x1, y1) = piece_box(&g, &look, target);
                    for &(x, y) in head {
                        let inside = x > x0 + 0.5 && x < x1 - 0.5 && y > y0 + 0.5 && y < y1 - 0.5;
                        assert!(!inside, "{id} {moves} at {width}: head point ({x}, {y}) on {target}'s piece");
                    }
                }
            }
        }
    }

    /// A part and its reverse (Marseillais Bb2,Bc1) are drawn apart, not one
    /// on top of the other: their shafts are parallel lines further apart
    /// than a shaft is wide.
    #[test]
    fn a_back_and_forth_turn_draws_two_arrows_apart() {
        let g = game("marseillais", "1.b3 e6,Nc6 2.Bb2,Bc1");
        let look = Look::new(400.0, false, false).unwrap().last_turn_arrows(true);
        let picture = svg(&g, &Marks::new(true, vec![], vec![]).unwrap(), &look);
        let color = colors::light("--tf-mark-arrow-last").hex();
        let shafts: Vec<(Vec<f64>, f64)> = picture
            .split("<path d=\"")
            .skip(1)
            .filter(|p| p.contains(&format!(r#"stroke="{color}""#)))
            .map(|p| {
                let d = &p[..p.find('"').unwrap()];
                let nums = d.split(['M', 'L', ' ']).filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect();
                let at = p.find("stroke-width=\"").unwrap() + 14;
                (nums, p[at..at + p[at..].find('"').unwrap()].parse().unwrap())
            })
            .collect();
        assert_eq!(shafts.len(), 2, "{picture}");
        let (a, width) = (&shafts[0].0, shafts[0].1);
        let (dx, dy) = (a[2] - a[0], a[3] - a[1]);
        let b = &shafts[1].0;
        let distance = ((b[0] - a[0]) * dy - (b[1] - a[1]) * dx).abs() / dx.hypot(dy);
        assert!(distance > width, "shafts {a:?} and {b:?} {distance} apart, {width} wide");
    }

    /// A turn's numbered discs leave their arrows' shafts uncovered: each
    /// disc only touches its shaft's start, at 200 px (where a disc on the
    /// shaft hid most of a back-and-forth turn's short arrows) and 400 px.
    #[test]
    fn numbered_discs_stay_off_their_shafts() {
        let numbers = |text: &str| -> Vec<f64> {
            text.split(['M', 'L', ' ']).filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect()
        };
        let attr = |element: &str, name: &str| -> f64 {
            let at = element.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            element[at..at + element[at..].find('"').unwrap()].parse().unwrap()
        };
        let color = colors::light("--tf-mark-arrow-last").hex();
        for (id, moves) in [("marseillais", "1.b3 e6,Nc6 2.Bb2,Bc1"), ("chess2", "1.e4 c5,d6")] {
            let g = game(id, moves);
            for width in [200.0, 400.0] {
                let look = Look::new(width, false, false).unwrap().last_turn_arrows(true);
                let picture = svg(&g, &Marks::new(true, vec![], vec![]).unwrap(), &look);
                let shafts: Vec<Vec<f64>> = picture
                    .split("<path d=\"")
                    .skip(1)
                    .filter(|p| p.contains(&format!(r#"stroke="{color}""#)))
                    .map(|p| numbers(&p[..p.find('"').unwrap()]))
                    .collect();
                let discs: Vec<(f64, f64, f64)> = picture
                    .split("<circle")
                    .skip(1)
                    .map(|c| &c[..c.find("/>").unwrap()])
                    .filter(|c| c.contains(&format!(r#"fill="{color}""#)))
                    .map(|c| (attr(c, "cx"), attr(c, "cy"), attr(c, "r")))
                    .collect();
                assert_eq!((shafts.len(), discs.len()), (2, 2), "{id} at {width}");
                for (shaft, &(cx, cy, r)) in shafts.iter().zip(&discs) {
                    // The distance from the disc's centre to the shaft (a segment).
                    let (ax, ay, bx, by) = (shaft[0], shaft[1], shaft[2], shaft[3]);
                    let (dx, dy) = (bx - ax, by - ay);
                    let t = (((cx - ax) * dx + (cy - ay) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
                    let distance = (cx - ax - t * dx).hypot(cy - ay - t * dy);
                    assert!(distance >= r - 0.02, "{id} at {width}: a disc of radius {r} {distance} from its shaft");
                }
            }
        }
    }

    /// `bare`: no background and no margin; the board's frame touches the
    /// picture's edges; still the width asked for, and a whole height.
    #[test]
    fn a_bare_picture_has_no_background_and_no_margin() {
        let bg = colors::light("--tf-bg").hex();
        for id in VariantId::ALL {
            let g = game(id.as_str(), "");
            for coordinates in [false, true] {
                let look = Look::new(400.0, false, coordinates).unwrap();
                let framed = svg(&g, &Marks::default(), &look);
                assert!(framed.contains(&format!(r#"fill="{bg}""#)));
                let bare = svg(&g, &Marks::default(), &look.bare(true));
                assert!(!bare.contains(&format!(r#"fill="{bg}""#)), "{} has a background", id.as_str());
                let attr = |name: &str| {
                    let at = bare.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
                    bare[at..at + bare[at..].find('"').unwrap()].to_string()
                };
                assert_eq!(attr("width"), "400");
                let height: f64 = attr("height").parse().unwrap();
                assert_eq!(height, height.round(), "{}", id.as_str());
                let vb: Vec<f64> = attr("viewBox").split(' ').map(|t| t.parse().unwrap()).collect();
                assert!((vb[2] / vb[3] - 400.0 / height).abs() < 1e-3, "{} {vb:?} {height}", id.as_str());
                if !coordinates {
                    // The view box starts at the frame, 2 px outside the first square.
                    let layout = layout_for_width(&g.variant().geometry, 400.0, false, false);
                    let left = layout.rects.iter().flatten().map(|r| r.x).fold(f64::MAX, f64::min);
                    assert_eq!(vb[0], left - 2.0, "{}", id.as_str());
                }
            }
        }
    }

    /// Every piece of text (coordinates, the join's and the wrap's labels,
    /// a turn's numbered parts, the King Hold's badge) is drawn as strokes:
    /// no `<text>`, no font named, for every game, either way up.
    #[test]
    fn the_text_is_drawn_without_a_font() {
        for id in VariantId::ALL {
            let g = game(id.as_str(), "");
            for flip in [false, true] {
                let layout = layout_for_width(&g.variant().geometry, 800.0, flip, true);
                let mut scene = scene(&g, &Marks::default());
                let squares: Vec<usize> = (0..layout.rects.len()).filter(|&i| layout.rects[i].is_some()).collect();
                let part = |n: usize| Arrow { from: squares[n], to: squares[n + 9], n: n + 1, kind: ArrowKind::Last };
                scene.arrows = vec![part(0), part(1)];
                scene.hold = Some((squares[0], true));
                let picture = svg::write(&layout, &scene, 800.0, false);
                let name = format!("{} flip {flip}", id.as_str());
                assert!(!picture.contains("<text"), "{name}: {}", &picture[picture.find("<text").unwrap()..][..120]);
                assert!(!picture.contains("font"), "{name}: a font is named");
                let texts =
                    layout.labels.iter().map(|l| l.text.clone()).chain(layout.join.iter().map(|j| j.label.clone()));
                for text in texts.chain(layout.wrap.iter().map(|w| w.label.clone())).chain(["12H".into()]) {
                    for c in text.chars().filter(|&c| c != ' ') {
                        assert!(picture.contains(&format!(r#"<path id="{}""#, glyphs::id(c))), "{name}: {c:?}");
                        assert!(picture.contains(&format!(r##"href="#{}""##, glyphs::id(c))), "{name}: {c:?}");
                    }
                }
            }
        }
        // A piece with no picture: its letter on the medallion, drawn the same way.
        twofold_rules::definition::load(
            "[rider-diagram:chess]\ncustomPiece1 = z:NN\nstartFen = 4k3/8/8/8/8/8/8/Z3K3 w - - 0 1\n",
        )
        .unwrap();
        let picture = svg(&game("rider-diagram", ""), &Marks::default(), &Look::default());
        assert!(!picture.contains("<text") && picture.contains(r##"href="#t-Z""##), "{picture}");
    }

    /// No font is named but the generic one, and no glyph most fonts lack.
    #[test]
    fn the_text_needs_no_particular_font() {
        for id in VariantId::ALL {
            let g = game(id.as_str(), "");
            let picture = svg(&g, &Marks::default(), &Look::new(800.0, false, true).unwrap());
            assert!(!picture.contains("system-ui"), "{}", id.as_str());
            assert!(picture.is_ascii(), "{}: {:?}", id.as_str(), picture.chars().find(|c| !c.is_ascii()));
        }
    }
}
