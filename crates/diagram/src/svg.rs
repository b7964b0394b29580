//! Writes a scene (lib.rs) on a layout (layout.rs) as SVG, element for
//! element as `www/board/draw.js` and `draw-marks.js` paint the canvas, in
//! the same order, so the two pictures agree to the pixel but for
//! anti-aliasing and the lettering (the page's font, the diagram's own
//! glyphs).

use crate::art;
use crate::colors::{light, Paint};
use crate::glyphs;
use crate::layout::{Layout, Rect};
use crate::numbers::{fixed, num};
use crate::{ArrowKind, Scene};
use std::fmt::Write;

fn fill(p: Paint) -> String {
    if p.alpha < 1.0 {
        format!(r#"fill="{}" fill-opacity="{}""#, p.hex(), num(p.alpha))
    } else {
        format!(r#"fill="{}""#, p.hex())
    }
}

fn stroke(p: Paint, width: f64) -> String {
    let opacity = if p.alpha < 1.0 { format!(r#" stroke-opacity="{}""#, num(p.alpha)) } else { String::new() };
    format!(r#"fill="none" stroke="{}"{opacity} stroke-width="{}""#, p.hex(), num(width))
}

fn dash(a: f64, b: f64) -> String {
    format!(r#" stroke-dasharray="{} {}""#, num(a), num(b))
}

/// The picture's body, and the characters its text uses (each glyph is
/// defined once in `<defs>`).
struct Out(String, Vec<char>);

impl Out {
    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, paint: &str) {
        let _ =
            write!(self.0, r#"<rect x="{}" y="{}" width="{}" height="{}" {paint}/>"#, num(x), num(y), num(w), num(h));
    }
    fn square(&mut self, r: &Rect, p: Paint) {
        self.rect(r.x, r.y, r.s, r.s, &fill(p));
    }
    fn circle(&mut self, cx: f64, cy: f64, radius: f64, paint: &str) {
        let _ = write!(self.0, r#"<circle cx="{}" cy="{}" r="{}" {paint}/>"#, num(cx), num(cy), num(radius));
    }
    fn path(&mut self, d: &str, paint: &str) {
        let _ = write!(self.0, r#"<path d="{d}" {paint}/>"#);
    }
    /// Text centred on (x, y) (the middle of its capitals and digits), as
    /// the canvas's `textAlign = 'center'`, `textBaseline = 'middle'`, drawn
    /// with the diagrams' own lettering (glyphs.rs): no font needed. (One
    /// group for all the coordinates would save only a few bytes gzipped.)
    fn text(&mut self, (x, y): (f64, f64), size: f64, bold: bool, paint: Paint, text: &str) {
        let (k, weight) = glyphs::scale(size, bold);
        let (placed, width) = glyphs::place(text);
        let opacity =
            if paint.alpha < 1.0 { format!(r#" stroke-opacity="{}""#, num(paint.alpha)) } else { String::new() };
        let _ = write!(
            self.0,
            r#"<g transform="translate({} {}) scale({})" stroke="{}"{opacity} stroke-width="{}">"#,
            num(x - width * k / 2.0),
            num(y - 5.0 * k),
            fixed(k, 4),
            paint.hex(),
            num(weight)
        );
        for (c, at) in placed.into_iter().filter(|&(c, _)| glyphs::definition(c).is_some()) {
            if !self.1.contains(&c) {
                self.1.push(c);
            }
            let x = if at > 0.0 { format!(r#" x="{}""#, num(at)) } else { String::new() };
            let _ = write!(self.0, r##"<use href="#{}"{x}/>"##, glyphs::id(c));
        }
        self.0.push_str("</g>");
    }
}

/// The picture `width` pixels wide exactly: the board, laid out with whole
/// squares no wider than that, is centred, the spare pixels split evenly
/// between its two sides.
pub fn write(layout: &Layout, scene: &Scene, width: f64, bare: bool) -> String {
    let (w, h) = (f64::max(width, layout.width), layout.height);
    let (dx, view) = if bare { (0.0, bare_view(layout, width)) } else { ((w - layout.width) / 2.0, None) };
    let (w, h, view_box) = match view {
        Some((vb, height)) => (width, height, vb),
        None => (w, h, format!("0 0 {} {}", num(w), num(h))),
    };
    let mut o = Out(String::with_capacity(16 * 1024), Vec::new());
    // The component's background, so the picture reads the same on any page.
    if !bare {
        o.rect(0.0, 0.0, w, h, &fill(light("--tf-bg")));
    }
    if dx > 0.0 {
        let _ = write!(o.0, r#"<g transform="translate({} 0)">"#, num(dx));
    }

    let frame = light("--tf-board-frame");
    for b in &layout.big_squares {
        o.rect(b.x - 2.0, b.y - 2.0, b.w + 4.0, b.h + 4.0, &fill(frame));
    }
    draw_join(&mut o, layout);
    let (sq_light, sq_dark) = (light("--tf-square-light"), light("--tf-square-dark"));
    let (alt_light, alt_dark) = (light("--tf-square-light-alt"), light("--tf-square-dark-alt"));
    for r in layout.rects.iter().flatten() {
        let dark = (r.file + r.rank) % 2 == 0;
        let p = match (dark, r.alt) {
            (true, false) => sq_dark,
            (true, true) => alt_dark,
            (false, false) => sq_light,
            (false, true) => alt_light,
        };
        o.square(r, p);
    }
    if layout.big_squares.is_empty() {
        // Outline each board.
        for &region in &layout.regions {
            let rs = layout.rects.iter().flatten().filter(|r| r.region == region);
            let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
            for r in rs {
                x0 = x0.min(r.x);
                y0 = y0.min(r.y);
                x1 = x1.max(r.x + r.s);
                y1 = y1.max(r.y + r.s);
            }
            if x0 < x1 {
                o.rect(x0 - 1.0, y0 - 1.0, x1 - x0 + 2.0, y1 - y0 + 2.0, &stroke(frame, 2.0));
            }
        }
    }
    let last = light("--tf-mark-last");
    for &(from, to) in &scene.last_parts {
        for i in [from, to] {
            if let Some(r) = layout.rects.get(i).copied().flatten() {
                o.square(&r, last);
            }
        }
    }
    if let Some(r) = scene.check.and_then(|i| layout.rects[i]) {
        o.rect(r.x, r.y, r.s, r.s, r#"fill="url(#check)""#);
    }
    if let Some((king, big)) = scene.hold {
        draw_hold(&mut o, layout, king, big);
    }
    for (i, letter) in scene.board.iter().enumerate() {
        if let (Some(r), Some(l)) = (layout.rects[i], letter) {
            draw_piece(&mut o, *l, scene.picture(*l), r.x, r.y, r.s);
        }
    }
    draw_lost(&mut o, layout, &scene.lost);
    let user = light("--tf-mark-user");
    for r in scene.circles.iter().filter_map(|&i| layout.rects[i]) {
        o.circle(r.x + r.s / 2.0, r.y + r.s / 2.0, r.s * 0.42, &stroke(user, f64::max(2.0, r.s * 0.09)));
    }
    draw_arrows(&mut o, layout, scene);
    let label = light("--tf-board-label");
    for l in &layout.labels {
        o.text((l.x, l.y), l.font, false, label, &l.text);
    }
    if dx > 0.0 {
        o.0.push_str("</g>");
    }
    let mut picture = String::with_capacity(o.0.len() + 8 * 1024);
    let _ = write!(
        picture,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="{view_box}">"#,
        num(w),
        num(h)
    );
    picture.push_str(&definitions(layout, scene, &o.1));
    picture.push_str(&o.0);
    picture.push_str("</svg>\n");
    picture
}

/// The `<defs>`: each piece's picture once (placed with `<use>`), the
/// check's gradient, and the glyph of each character the text uses.
fn definitions(layout: &Layout, scene: &Scene, chars: &[char]) -> String {
    let mut out = String::new();
    let mut letters: Vec<char> = scene.board.iter().flatten().filter_map(|&l| scene.picture(l)).collect();
    letters.sort_unstable();
    letters.dedup();
    let mut defs: Vec<String> = letters.iter().filter_map(|&l| art::definition(l)).collect();
    // The medallion of the pieces with no picture, once per side shown.
    for white in [true, false] {
        let shown =
            scene.board.iter().flatten().any(|&l| l.is_ascii_uppercase() == white && scene.picture(l).is_none());
        if shown {
            defs.push(art::letter_piece_definition(white));
        }
    }
    let mut chars = chars.to_vec();
    chars.sort_unstable();
    let glyphs: Vec<String> = chars.iter().filter_map(|&c| glyphs::definition(c)).collect();
    if defs.is_empty() && glyphs.is_empty() && scene.check.is_none() {
        return out;
    }
    out.push_str("<defs>");
    for d in defs.iter().chain(&glyphs) {
        out.push_str(d);
    }
    if let Some(r) = scene.check.and_then(|i| layout.rects[i]) {
        // The canvas's radial gradient from 10 % to 70 % of a square, to
        // 'transparent' (transparent black, which the canvas blends towards);
        // the inner circle as a stop, not `fr`, which not every renderer reads.
        let c = light("--tf-mark-check");
        let (cx, cy) = (r.x + r.s / 2.0, r.y + r.s / 2.0);
        let _ = write!(
            out,
            r##"<radialGradient id="check" gradientUnits="userSpaceOnUse" cx="{}" cy="{}" r="{}"><stop offset="0" stop-color="{}" stop-opacity="{}"/><stop offset="{}" stop-color="{}" stop-opacity="{}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>"##,
            num(cx),
            num(cy),
            num(r.s * 0.7),
            c.hex(),
            num(c.alpha),
            fixed(0.1 / 0.7, 4),
            c.hex(),
            num(c.alpha)
        );
    }
    out.push_str("</defs>");
    out
}

/// The view box of a picture without margin: the boards and their frames
/// (2 px outside the squares), with the coordinates' and the wrap's strips
/// when drawn, scaled to `width`; and the picture's height, a whole number
/// of pixels (the view box's height follows it, so a PNG rasterised at the
/// SVG's size has exactly its height).
fn bare_view(layout: &Layout, width: f64) -> Option<(String, f64)> {
    let squares = layout.rects.iter().flatten();
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for r in squares {
        (x0, y0, x1, y1) = (x0.min(r.x), y0.min(r.y), x1.max(r.x + r.s), y1.max(r.y + r.s));
    }
    if x0 >= x1 {
        return None;
    }
    let (mut x0, y0, x1, mut y1) = (x0 - 2.0, y0 - 2.0, x1 + 2.0, y1 + 2.0);
    if !layout.labels.is_empty() {
        x0 = 0.0;
    }
    if !layout.labels.is_empty() || layout.wrap.is_some() {
        y1 = layout.height;
    }
    let k = width / (x1 - x0);
    let height = ((y1 - y0) * k).round();
    Some((format!("{} {} {} {}", num(x0), num(y0), num(x1 - x0), fixed(height / k, 4)), height))
}

/// `drawPiece`: the art of its picture (Scene::picture) in the square less
/// 4 % on each side; with none, its letter on the art's medallion
/// (`drawLetterPiece`).
fn draw_piece(o: &mut Out, letter: char, picture: Option<char>, x: f64, y: f64, s: f64) {
    let k = s * 0.92 / 100.0;
    let (bx, by) = (x + s * 0.04, y + s * 0.04);
    let white = letter.is_ascii_uppercase();
    let id = picture.map_or_else(|| art::letter_piece_id(white).to_string(), art::def_id);
    let _ =
        write!(o.0, r##"<use href="#{id}" transform="translate({} {}) scale({})"/>"##, num(bx), num(by), fixed(k, 4));
    if picture.is_none() {
        let (lx, ly, size) = art::LETTER_AT;
        let ink = if white { art::WHITE.detail } else { art::BLACK.detail };
        let paint = Paint { rgb: crate::hex_rgb(ink), alpha: 1.0 };
        o.text((bx + lx * k, by + ly * k), size * k, true, paint, &letter.to_ascii_uppercase().to_string());
    }
}

/// The join between boards side by side, and the wrap of leaps (`drawJoin`).
fn draw_join(o: &mut Out, layout: &Layout) {
    let Some(join) = &layout.join else { return };
    let s = layout.s;
    let line = light("--tf-join-line");
    let (text, back) = (light("--tf-join-text"), light("--tf-join-back"));
    let width = f64::max(1.5, s * 0.05);
    let dashes = dash(s * 0.12, s * 0.1);
    let mut d = String::new();
    for y in &join.rows {
        let _ = write!(d, "M{} {}H{}", num(join.x0 + 3.0), num(*y), num(join.x1 - 3.0));
    }
    if !d.is_empty() {
        o.path(&d, &format!("{}{dashes}", stroke(line, width)));
    }
    let font = f64::max(9.0, (s * 0.26).round());
    let (mx, my) = ((join.x0 + join.x1) / 2.0, join.y0 + (join.y1 - join.y0) / 2.0);
    let tw = glyphs::width(&join.label, font);
    let _ = write!(o.0, r#"<g transform="translate({} {}) rotate(-90)">"#, num(mx), num(my));
    o.rect(-tw / 2.0 - 4.0, -s * 0.18, tw + 8.0, s * 0.36, &fill(back));
    o.text((0.0, 0.0), font, false, text, &join.label);
    o.0.push_str("</g>");

    let Some(wrap) = &layout.wrap else { return };
    let d = format!(
        "M{} {}V{}H{}V{}",
        num(wrap.xo),
        num(wrap.y - s * 0.3),
        num(wrap.y),
        num(wrap.xa),
        num(wrap.y - s * 0.3)
    );
    o.path(&d, &format!("{}{dashes}", stroke(line, width)));
    let lw = glyphs::width(&wrap.label, font);
    let cx = (wrap.xa + wrap.xo) / 2.0;
    o.rect(cx - lw / 2.0 - 6.0, wrap.y - s * 0.18, lw + 12.0, s * 0.36, &fill(back));
    o.text((cx, wrap.y), font, false, text, &wrap.label);
}

/// A King Hold: the held king outlined, its Big square too when held
/// there, and a lock badge (`drawHold`).
fn draw_hold(o: &mut Out, layout: &Layout, king: usize, big: bool) {
    let Some(r) = layout.rects[king] else { return };
    let hold = light("--tf-mark-hold");
    let paint = format!("{}{}", stroke(hold, f64::max(2.0, r.s * 0.1)), dash(r.s * 0.15, r.s * 0.1));
    o.rect(r.x + 2.0, r.y + 2.0, r.s - 4.0, r.s - 4.0, &paint);
    if big {
        for b in &layout.big_squares {
            if r.x >= b.x && r.x < b.x + b.w && r.y >= b.y && r.y < b.y + b.h {
                o.rect(b.x - 2.0, b.y - 2.0, b.w + 4.0, b.h + 4.0, &stroke(hold, 3.0));
            }
        }
    }
    let (bx, by) = (r.x + r.s * 0.78, r.y + r.s * 0.2);
    o.circle(bx, by, r.s * 0.17, &fill(hold));
    let white = Paint { rgb: [255, 255, 255], alpha: 1.0 };
    o.text((bx, by + 1.0), (r.s * 0.2).round(), true, white, if big { "H" } else { "h" });
}

/// The beaten side's kings: a ring and a cross (`drawLost`).
fn draw_lost(o: &mut Out, layout: &Layout, lost: &[usize]) {
    let p = light("--tf-mark-lost");
    for r in lost.iter().filter_map(|&i| layout.rects[i]) {
        let paint = stroke(p, f64::max(2.0, r.s * 0.08));
        o.circle(r.x + r.s / 2.0, r.y + r.s / 2.0, r.s * 0.44, &paint);
        let (d, bx, by) = (r.s * 0.16, r.x + r.s * 0.8, r.y + r.s * 0.2);
        let cross = format!(
            "M{} {}L{} {}M{} {}L{} {}",
            num(bx - d / 2.0),
            num(by - d / 2.0),
            num(bx + d / 2.0),
            num(by + d / 2.0),
            num(bx + d / 2.0),
            num(by - d / 2.0),
            num(bx - d / 2.0),
            num(by + d / 2.0)
        );
        o.path(&cross, &paint);
    }
}

/// Arrows from square to square, numbered by part when n > 0 (`drawArrows`).
fn draw_arrows(o: &mut Out, layout: &Layout, scene: &Scene) {
    let s = layout.s;
    for a in &scene.arrows {
        let (Some(Some(from)), Some(Some(to))) = (layout.rects.get(a.from), layout.rects.get(a.to)) else { continue };
        if a.from == a.to {
            continue;
        }
        let color = light(match a.kind {
            ArrowKind::Last => "--tf-mark-arrow-last",
            ArrowKind::User => "--tf-mark-user",
        });
        let (x0, y0) = (from.x + from.s / 2.0, from.y + from.s / 2.0);
        let (x1, y1) = (to.x + to.s / 2.0, to.y + to.s / 2.0);
        let len = (x1 - x0).hypot(y1 - y0);
        let (ux, uy) = ((x1 - x0) / len, (y1 - y0) / len);
        // A part with its reverse among the arrows (Marseillais Bb2,Bc1) is
        // moved off the centre line, to its right, so the two stay apart.
        let reversed = scene.arrows.iter().any(|b| b.from == a.to && b.to == a.from);
        let side = if reversed { s * 0.16 } else { 0.0 };
        let (x0, y0, x1, y1) = (x0 - uy * side, y0 + ux * side, x1 - uy * side, y1 + ux * side);
        // The tip stops at the edge of the piece's picture (4 % inside its
        // square), so the head never covers the piece; a one-square part
        // keeps a shaft of half a square.
        let edge = s * 0.46 / f64::max(ux.abs(), uy.abs());
        let (x1, y1) = (x1 - ux * edge, y1 - uy * edge);
        let head = f64::max(8.0, s * 0.3).min(len - edge);
        let width = f64::max(3.0, s * 0.13);
        let start = if a.n > 0 { 0.0 } else { s * 0.1 };
        let (sx, sy) = (x0 + ux * start, y0 + uy * start);
        let (ex, ey) = (x1 - ux * head * 0.6, y1 - uy * head * 0.6);
        let line = format!(r#"M{} {}L{} {}"#, num(sx), num(sy), num(ex), num(ey));
        o.path(&line, &format!(r#"{} stroke-linecap="round""#, stroke(color, width)));
        let tip = format!(
            "M{} {}L{} {}L{} {}Z",
            num(x1),
            num(y1),
            num(x1 - ux * head - uy * head * 0.6),
            num(y1 - uy * head + ux * head * 0.6),
            num(x1 - ux * head + uy * head * 0.6),
            num(y1 - uy * head - ux * head * 0.6)
        );
        o.path(&tip, &fill(color));
        if a.n > 0 {
            // The numbered disc sits behind the shaft's start, touching it,
            // not on it: at small sizes a disc on the shaft hid most of a
            // short arrow (Marseillais Bb2,Bc1 at 200 px).
            let radius = f64::max(7.0, s * 0.2);
            let (bx, by) = (sx - ux * radius, sy - uy * radius);
            o.circle(bx, by, radius, &format!(r##"{} stroke="#fff" stroke-width="1.5""##, fill(color)));
            let white = Paint { rgb: [255, 255, 255], alpha: 1.0 };
            o.text((bx, by + 0.5), (radius * 1.3).round(), true, white, &a.n.to_string());
        }
    }
}
