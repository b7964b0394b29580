//! The diagrams' own lettering: every character a diagram writes (the
//! coordinates, the join's and the wrap's labels, the numbers of a turn's
//! parts, the King Hold's badge, the letter of a piece without a picture)
//! drawn as strokes, so a picture needs no font: it reads the same in any
//! browser, in librsvg and in the command line's PNG on a machine without
//! fonts.
//!
//! Each glyph is a path on a grid whose capitals and digits are 10 units
//! tall: the top of a capital at y 0, the baseline at 10, the top of a
//! small letter at 3, the foot of a descender at 13. The glyphs are
//! stroked, not filled (round caps and joins), so one outline serves the
//! regular and the bold weight.

/// A character's strokes and its width, in grid units.
struct Glyph {
    ch: char,
    width: f64,
    d: &'static str,
}

const fn g(ch: char, width: f64, d: &'static str) -> Glyph {
    Glyph { ch, width, d }
}

/// Every character a diagram writes: digits, the ASCII letters (files,
/// labels, a piece's letter), and the labels' punctuation.
const GLYPHS: &[Glyph] = &[
    g(' ', 2.0, ""),
    g('(', 2.5, "M2.5 0Q0 2.8 0 6Q0 9.2 2.5 12"),
    g(')', 2.5, "M0 0Q2.5 2.8 2.5 6Q2.5 9.2 0 12"),
    g('-', 4.0, "M0 6.5H4"),
    g(':', 1.0, "M0.5 3.9V4.2M0.5 9.6V9.9"),
    g('<', 5.0, "M5 3.5L0 6.5L5 9.5"),
    g('>', 5.0, "M0 3.5L5 6.5L0 9.5"),
    g('0', 6.0, "M0 5A3 5 0 1 0 6 5A3 5 0 1 0 0 5"),
    g('1', 6.0, "M1.8 2.3L4.3 0V10"),
    g('2', 6.0, "M0.2 2.5Q0.6 0 3 0Q6 0 6 2.8Q6 5 0 10H6"),
    g('3', 6.0, "M0.5 0H5.8L2.4 4.1Q6.2 4.1 6.2 7Q6.2 10 3 10Q1 10 0 8.6"),
    g('4', 6.0, "M4.6 10V0L0 7H6.2"),
    g('5', 6.0, "M5.8 0H0.9L0.4 4.4Q1.5 3.6 3 3.6Q6.2 3.6 6.2 6.8Q6.2 10 3 10Q1 10 0 8.6"),
    g('6', 6.0, "M5.3 0.8Q4.4 0 3.1 0Q0 0 0 5.2V6.8Q0 10 3 10Q6 10 6 6.8Q6 3.7 3 3.7Q0.7 3.7 0 5.6"),
    g('7', 6.0, "M0 0H6L2 10"),
    g('8', 6.0, "M0.4 2.4A2.6 2.4 0 1 0 5.6 2.4A2.6 2.4 0 1 0 0.4 2.4M0 7.3A3 2.7 0 1 0 6 7.3A3 2.7 0 1 0 0 7.3"),
    g('9', 6.0, "M0.7 9.2Q1.6 10 2.9 10Q6 10 6 4.8V3.2Q6 0 3 0Q0 0 0 3.2Q0 6.3 3 6.3Q5.3 6.3 6 4.4"),
    g('A', 6.6, "M0 10L3.3 0L6.6 10M1.2 6.6H5.4"),
    g('B', 6.2, "M0 10V0H3.4Q5.7 0 5.7 2.4Q5.7 4.8 3.4 4.8H0M3.4 4.8Q6.2 4.8 6.2 7.4Q6.2 10 3.4 10H0"),
    g('C', 6.3, "M6.3 1.5Q5.3 0 3.5 0Q0 0 0 5Q0 10 3.5 10Q5.3 10 6.3 8.5"),
    g('D', 6.3, "M0 0V10H2.6Q6.3 10 6.3 5Q6.3 0 2.6 0Z"),
    g('E', 5.6, "M5.6 0H0V10H5.6M0 4.9H4.6"),
    g('F', 5.6, "M5.6 0H0V10M0 4.9H4.6"),
    g('G', 6.3, "M6.2 1.5Q5.3 0 3.5 0Q0 0 0 5Q0 10 3.5 10Q6.3 10 6.3 6.6V5.6H3.6"),
    g('H', 6.2, "M0 0V10M6.2 0V10M0 5H6.2"),
    g('I', 3.0, "M0 0H3M0 10H3M1.5 0V10"),
    g('J', 5.0, "M5 0V7Q5 10 2.5 10Q0.6 10 0 8.2"),
    g('K', 6.2, "M0 0V10M6 0L0 6.6M2.1 4.4L6.2 10"),
    g('L', 5.4, "M0 0V10H5.4"),
    g('M', 7.6, "M0 10V0L3.8 7L7.6 0V10"),
    g('N', 6.2, "M0 10V0L6.2 10V0"),
    g('O', 6.8, "M0 5A3.4 5 0 1 0 6.8 5A3.4 5 0 1 0 0 5"),
    g('P', 6.0, "M0 10V0H3.3Q6 0 6 2.8Q6 5.6 3.3 5.6H0"),
    g('Q', 6.8, "M0 5A3.4 5 0 1 0 6.8 5A3.4 5 0 1 0 0 5M4 7.4L6.9 10.6"),
    g('R', 6.2, "M0 10V0H3.3Q6 0 6 2.8Q6 5.6 3.3 5.6H0M3.3 5.6L6.2 10"),
    g('S', 6.2, "M5.9 1.3Q5 0 3.2 0Q0.3 0 0.3 2.6Q0.3 4.4 3.2 5Q6.2 5.6 6.2 7.5Q6.2 10 3.2 10Q1 10 0 8.5"),
    g('T', 6.4, "M0 0H6.4M3.2 0V10"),
    g('U', 6.2, "M0 0V6.6Q0 10 3.1 10Q6.2 10 6.2 6.6V0"),
    g('V', 6.6, "M0 0L3.3 10L6.6 0"),
    g('W', 8.4, "M0 0L2.1 10L4.2 2.6L6.3 10L8.4 0"),
    g('X', 6.4, "M0 0L6.4 10M6.4 0L0 10"),
    g('Y', 6.6, "M0 0L3.3 5.2V10M6.6 0L3.3 5.2"),
    g('Z', 6.2, "M0 0H6.2L0 10H6.2"),
    g('a', 5.5, "M5.5 3V10M5.5 6.5Q5.5 3 2.75 3Q0 3 0 6.5Q0 10 2.75 10Q5.5 10 5.5 6.5"),
    g('b', 5.5, "M0 0V10M0 6.5Q0 3 2.75 3Q5.5 3 5.5 6.5Q5.5 10 2.75 10Q0 10 0 6.5"),
    g('c', 5.2, "M5.2 4Q4.4 3 2.9 3Q0 3 0 6.5Q0 10 2.9 10Q4.4 10 5.2 9"),
    g('d', 5.5, "M5.5 0V10M5.5 6.5Q5.5 3 2.75 3Q0 3 0 6.5Q0 10 2.75 10Q5.5 10 5.5 6.5"),
    g('e', 5.5, "M0 6.5H5.5Q5.5 3 2.75 3Q0 3 0 6.5Q0 10 2.9 10Q4.5 10 5.3 9"),
    g('f', 4.2, "M4.2 0.4Q3.7 0 3 0Q1.4 0 1.4 2V10M0 3.4H3.8"),
    g(
        'g',
        5.5,
        "M5.5 3V10.5Q5.5 13 2.75 13Q1.2 13 0.4 12.2M5.5 6.5Q5.5 3 2.75 3Q0 3 0 6.5Q0 10 2.75 10Q5.5 10 5.5 6.5",
    ),
    g('h', 5.5, "M0 0V10M0 6Q0 3 2.75 3Q5.5 3 5.5 6V10"),
    g('i', 1.0, "M0.5 3V10M0.5 0.6V0.9"),
    g('j', 2.8, "M2.3 3V11Q2.3 13 0.6 13H0M2.3 0.6V0.9"),
    g('k', 5.3, "M0 0V10M5 3L0 7.6M1.9 5.9L5.3 10"),
    g('l', 2.2, "M0.5 0V8.6Q0.5 10 2.2 10"),
    g('m', 7.4, "M0 10V3M0 5.6Q0 3 2 3Q3.7 3 3.7 5.6V10M3.7 5.6Q3.7 3 5.7 3Q7.4 3 7.4 5.6V10"),
    g('n', 5.5, "M0 10V3M0 6Q0 3 2.75 3Q5.5 3 5.5 6V10"),
    g('o', 5.6, "M0 6.5A2.8 3.5 0 1 0 5.6 6.5A2.8 3.5 0 1 0 0 6.5"),
    g('p', 5.5, "M0 3V13M0 6.5Q0 3 2.75 3Q5.5 3 5.5 6.5Q5.5 10 2.75 10Q0 10 0 6.5"),
    g('q', 5.5, "M5.5 3V13M5.5 6.5Q5.5 3 2.75 3Q0 3 0 6.5Q0 10 2.75 10Q5.5 10 5.5 6.5"),
    g('r', 4.2, "M0 10V3M0 6Q0 3 2.5 3Q3.5 3 4.2 3.5"),
    g('s', 5.0, "M4.8 3.8Q4 3 2.5 3Q0.3 3 0.3 4.8Q0.3 6.3 2.6 6.6Q5 6.9 5 8.3Q5 10 2.6 10Q0.8 10 0 9.1"),
    g('t', 4.0, "M1.4 0.6V8.5Q1.4 10 2.9 10Q3.5 10 4 9.8M0 3.4H3.8"),
    g('u', 5.5, "M0 3V7Q0 10 2.75 10Q5.5 10 5.5 7M5.5 3V10"),
    g('v', 5.6, "M0 3L2.8 10L5.6 3"),
    g('w', 7.6, "M0 3L1.9 10L3.8 4.6L5.7 10L7.6 3"),
    g('x', 5.4, "M0 3L5.4 10M5.4 3L0 10"),
    g('y', 5.6, "M0 3L2.9 10M5.6 3L2.5 11.6Q1.9 13 0.4 13"),
    g('z', 5.4, "M0 3H5.4L0 10H5.4"),
];

/// The space between two glyphs, in grid units.
const GAP: f64 = 2.2;
/// The grid's capital height as a fraction of the font size (sans-serif
/// digits are about 0.73 em tall): a label keeps the size it had as text.
const CAP_PER_EM: f64 = 0.73;
/// The strokes' width in grid units, regular and bold.
const REGULAR: f64 = 1.3;
const BOLD: f64 = 1.9;
/// The thinnest stroke drawn, in pixels: thinner strokes turn grey.
const MIN_STROKE_PX: f64 = 1.0;

fn glyph(c: char) -> Option<&'static Glyph> {
    GLYPHS.iter().find(|g| g.ch == c)
}

/// The `id` of a character's glyph in the picture's `<defs>`.
pub fn id(c: char) -> String {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => format!("t-{c}"),
        _ => format!("t-{:x}", c as u32),
    }
}

/// The glyph's definition for the picture's `<defs>` (None for a space and
/// a character the lettering lacks, which is left out with its place kept;
/// the tests check that a diagram writes none). Stroke colour and width are the
/// `<use>`'s, inherited.
pub fn definition(c: char) -> Option<String> {
    let g = glyph(c).filter(|g| !g.d.is_empty())?;
    Some(format!(r#"<path id="{}" d="{}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"#, id(c), g.d))
}

/// How a text of font size `size` is drawn: the grid's scale, and the
/// stroke width in grid units.
pub fn scale(size: f64, bold: bool) -> (f64, f64) {
    let k = size * CAP_PER_EM / 10.0;
    let weight = if bold { BOLD } else { REGULAR };
    (k, f64::max(weight, MIN_STROKE_PX / k))
}

/// Each character's left edge in grid units, and the text's width in grid
/// units (from the first glyph's left edge to the last one's right edge).
pub fn place(text: &str) -> (Vec<(char, f64)>, f64) {
    let mut x = 0.0;
    let mut placed = Vec::new();
    for c in text.chars() {
        if x > 0.0 {
            x += GAP;
        }
        placed.push((c, x));
        x += glyph(c).map_or(6.0, |g| g.width);
    }
    (placed, x)
}

/// The text's width in pixels at font size `size`.
pub fn width(text: &str, size: f64) -> f64 {
    place(text).1 * scale(size, false).0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points a glyph's path goes through (its end points and control
    /// points), read from its absolute commands.
    fn points(d: &str) -> Vec<(f64, f64)> {
        let mut out = Vec::new();
        let mut at = (0.0, 0.0);
        let mut rest = d;
        while let Some(cmd) = rest.chars().next() {
            let end = rest[1..].find(|c: char| c.is_ascii_alphabetic()).map_or(rest.len(), |i| i + 1);
            let n: Vec<f64> = rest[1..end].split(' ').filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect();
            match cmd {
                'H' => at.0 = n[0],
                'V' => at.1 = n[0],
                'A' => at = (n[5], n[6]),
                'Z' => {}
                _ => {
                    for xy in n.chunks(2) {
                        out.push((xy[0], xy[1]));
                    }
                    at = (n[n.len() - 2], n[n.len() - 1]);
                }
            }
            out.push(at);
            rest = &rest[end..];
        }
        out
    }

    /// Every glyph stays on its grid (the top of a capital at 0, the foot of
    /// a descender at 13) and within its width.
    #[test]
    fn every_glyph_stays_in_its_box() {
        for g in GLYPHS {
            for (x, y) in points(g.d) {
                assert!((0.0..=g.width + 0.31).contains(&x), "{:?}: x {x}", g.ch);
                assert!((0.0..=13.0).contains(&y), "{:?}: y {y}", g.ch);
            }
        }
        let mut chars: Vec<char> = GLYPHS.iter().map(|g| g.ch).collect();
        chars.sort_unstable();
        chars.dedup();
        assert_eq!(chars.len(), GLYPHS.len(), "one glyph per character");
    }

    #[test]
    fn the_lettering_has_every_letter_and_digit() {
        for c in ('a'..='z').chain('A'..='Z').chain('0'..='9').chain(" :<->()".chars()) {
            assert!(glyph(c).is_some(), "{c:?}");
        }
        assert_eq!(id('a'), "t-a");
        assert_eq!(id('<'), "t-3c");
    }
}
