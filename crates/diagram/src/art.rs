//! The piece art, from `www/art/pieces.json` (the page's source too; see
//! `build.rs`), written as SVG: one `<g>` per piece and colour in `<defs>`,
//! placed with `<use>`, so a diagram carries each picture once.

use crate::numbers::num;

/// One element of a piece's drawing.
pub enum Item {
    /// A body: filled, with a 4-unit outline.
    Outline(&'static str),
    /// A detail line, 5 units wide.
    Line(&'static str),
    /// A filled detail.
    Fill(&'static str),
    /// A group: its transform, the scale it applies (line widths are divided
    /// by it, so they stay as wide as elsewhere), its items.
    Group(&'static str, f64, &'static [Item]),
}

/// A side's colours.
pub struct Ink {
    pub fill: &'static str,
    pub line: &'static str,
    pub detail: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/art.rs"));

/// The drawing of a piece letter (upper case), if the art has one.
pub fn art(letter: char) -> Option<&'static [Item]> {
    ART.iter().find(|(l, _)| *l == letter).map(|(_, items)| *items)
}

/// The `<defs>` id of a piece letter's picture (`wK`, `bn`).
pub fn def_id(letter: char) -> String {
    let side = if letter.is_ascii_uppercase() { 'w' } else { 'b' };
    format!("{side}{}", letter.to_ascii_uppercase())
}

/// The `<g>` that draws a piece (FEN letter) in a 100×100 box, as
/// `drawPieceArt` paints it on the canvas; `None` for a letter with no art.
pub fn definition(letter: char) -> Option<String> {
    let items = art(letter.to_ascii_uppercase())?;
    let ink = if letter.is_ascii_uppercase() { &WHITE } else { &BLACK };
    let mut out = format!(r#"<g id="{}" stroke-linejoin="round" stroke-linecap="round">"#, def_id(letter));
    write_items(&mut out, items, ink, 1.0);
    out.push_str("</g>");
    Some(out)
}

/// The `<defs>` id of the body a side's pieces with no picture stand on.
pub fn letter_piece_id(white: bool) -> &'static str {
    if white {
        "w-letter"
    } else {
        "b-letter"
    }
}

/// The `<g>` of that body (`drawLetterPiece`'s), in a 100×100 box; the
/// letter is written on it where it is placed (`LETTER_AT`).
pub fn letter_piece_definition(white: bool) -> String {
    let ink = if white { &WHITE } else { &BLACK };
    let mut out = format!(r#"<g id="{}" stroke-linejoin="round" stroke-linecap="round">"#, letter_piece_id(white));
    write_items(&mut out, LETTER_PIECE, ink, 1.0);
    out.push_str("</g>");
    out
}

fn write_items(out: &mut String, items: &[Item], ink: &Ink, k: f64) {
    for item in items {
        match item {
            Item::Outline(d) => out.push_str(&format!(
                r#"<path d="{d}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                ink.fill,
                ink.line,
                num(4.0 / k)
            )),
            Item::Line(d) => out.push_str(&format!(
                r#"<path d="{d}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                ink.detail,
                num(5.0 / k)
            )),
            Item::Fill(d) => out.push_str(&format!(r#"<path d="{d}" fill="{}"/>"#, ink.detail)),
            Item::Group(transform, scale, inner) => {
                out.push_str(&format!(r#"<g transform="{transform}">"#));
                write_items(out, inner, ink, k * scale);
                out.push_str("</g>");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_art_and_both_colours_differ() {
        assert!(KINDS.len() >= 18, "the art's kinds: {}", KINDS.len());
        for (letter, name) in KINDS {
            assert!(art(*letter).is_some(), "{name} ({letter}) has no art");
            let white = definition(*letter).unwrap();
            let black = definition(letter.to_ascii_lowercase()).unwrap();
            assert!(white.contains(WHITE.fill) && black.contains(BLACK.fill));
        }
        assert!(definition('Z').is_none());
    }

    #[test]
    fn groups_keep_line_widths() {
        // The Marshall's knight is scaled by 0.8 (and turned to face away
        // from its rook): its outline is 4 / 0.8 wide.
        let m = definition('M').unwrap();
        assert!(m.contains(r#"<g transform="translate(99 18.4) scale(-.8 .8)">"#), "{m}");
        assert!(m.contains(r#"stroke-width="5""#), "{m}");
    }
}
