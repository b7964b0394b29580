//! Where every square goes, in CSS pixels: a port of `www/board/layout.js`'s
//! `computeLayout` (the page's layout), so a diagram and the board put every
//! square, gap, frame and coordinate on the same pixel. Only the square size
//! is chosen differently: the largest whose layout is no wider than asked.

use twofold_rules::{Geometry, Square};

/// A square's place: top-left corner and side, and what colours it.
#[derive(Clone, Copy, Debug)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub s: f64,
    pub file: u8,
    pub rank: u8,
    pub region: u8,
    /// Every other Big square is shaded.
    pub alt: bool,
}

pub struct Label {
    pub text: String,
    pub x: f64,
    pub y: f64,
    pub font: f64,
}

/// The gap between two boards side by side, where leaps go across.
pub struct Join {
    pub x0: f64,
    pub x1: f64,
    pub y0: f64,
    pub y1: f64,
    pub rows: Vec<f64>,
    pub label: String,
}

/// Leaps wrap from the last file to the first: shown under the board.
pub struct Wrap {
    pub xa: f64,
    pub xo: f64,
    pub y: f64,
    pub label: String,
}

pub struct BigSquare {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

pub struct Layout {
    pub width: f64,
    pub height: f64,
    pub s: f64,
    pub margin: f64,
    /// Per square index; `None` for a hole.
    pub rects: Vec<Option<Rect>>,
    pub labels: Vec<Label>,
    pub regions: Vec<u8>,
    pub join: Option<Join>,
    pub wrap: Option<Wrap>,
    pub big_squares: Vec<BigSquare>,
}

/// JavaScript's `Math.round` (halves up).
fn round(v: f64) -> f64 {
    (v + 0.5).floor()
}

fn region_of_file(g: &Geometry, file: u8) -> Option<u8> {
    (0..g.height).map(|rank| g.square(file, rank)).find(|&sq| g.exists(sq)).map(|sq| g.region(sq))
}

/// Gaps before each screen column and row in fractions of a square, and the
/// column where a second board begins (0: none).
fn gap_units(g: &Geometry, flip: bool) -> (Vec<f64>, Vec<f64>, usize) {
    let w = g.width as usize;
    let file_at = |col: usize| if flip { (w - 1 - col) as u8 } else { col as u8 };
    let mut cols = vec![0.0; w];
    let mut rows = vec![0.0; g.height as usize];
    let mut split = 0;
    for (c, gap) in cols.iter_mut().enumerate().skip(1) {
        if region_of_file(g, file_at(c)) != region_of_file(g, file_at(c - 1)) {
            *gap = 0.9;
            split = c;
        }
    }
    let b = g.block_size() as usize;
    if b > 0 {
        for c in (b..w).step_by(b) {
            cols[c] = f64::max(cols[c], 0.22);
        }
        for r in (b..g.height as usize).step_by(b) {
            rows[r] = 0.22;
        }
    }
    (cols, rows, split)
}

fn gap_pixels(units: &[f64], s: f64) -> Vec<f64> {
    units
        .iter()
        .map(|&u| {
            if u == 0.0 {
                0.0
            } else if u < 0.5 {
                f64::max(3.0, round(s * u))
            } else {
                round(s * u)
            }
        })
        .collect()
}

/// The layout with squares of side `s` (`computeLayout` once it has chosen `s`).
pub fn layout_with_square(g: &Geometry, s: f64, flip: bool, coordinates: bool) -> Layout {
    let (w, h) = (g.width as usize, g.height as usize);
    let (cols, rows, split) = gap_units(g, flip);
    let margin = if coordinates { f64::max(14.0, round(s * 0.45)) } else { 4.0 };
    let cg = gap_pixels(&cols, s);
    let rg = gap_pixels(&rows, s);
    let mut col_x = Vec::with_capacity(w);
    let mut x = margin;
    for gap in &cg {
        x += gap;
        col_x.push(x);
        x += s;
    }
    let board_right = x;
    let mut row_y = Vec::with_capacity(h);
    let mut y = 4.0;
    for gap in &rg {
        y += gap;
        row_y.push(y);
        y += s;
    }
    let board_bottom = y;
    let b = g.block_size() as usize;
    let col_of = |file: usize| if flip { w - 1 - file } else { file };
    let row_of = |rank: usize| if flip { rank } else { h - 1 - rank };

    let rects: Vec<Option<Rect>> = (0..w * h)
        .map(|i| {
            let sq = Square(i as u8);
            if !g.exists(sq) {
                return None;
            }
            let (file, rank) = (i % w, i / w);
            let alt = b > 0 && (file / b + rank / b) % 2 == 1;
            Some(Rect {
                x: col_x[col_of(file)],
                y: row_y[row_of(rank)],
                s,
                file: file as u8,
                rank: rank as u8,
                region: g.region(sq),
                alt,
            })
        })
        .collect();

    let mut labels = Vec::new();
    if coordinates {
        let font = f64::max(10.0, round(margin * 0.6));
        for file in 0..w {
            let text = g.files[file].to_string();
            labels.push(Label { text, x: col_x[col_of(file)] + s / 2.0, y: board_bottom + margin * 0.55, font });
        }
        for rank in 0..h {
            let text = (rank + 1).to_string();
            labels.push(Label { text, x: margin * 0.5, y: row_y[row_of(rank)] + s / 2.0, font });
        }
    }

    let mut regions = Vec::new();
    for r in rects.iter().flatten() {
        if !regions.contains(&r.region) {
            regions.push(r.region);
        }
    }
    let mut total_h = board_bottom + margin;
    let file_at = |col: usize| if flip { w - 1 - col } else { col };
    let join = (split > 0).then(|| {
        let (left, right) = (file_at(split - 1), file_at(split));
        let rows = (0..h)
            .filter(|&rank| g.exists(g.square(left as u8, rank as u8)) && g.exists(g.square(right as u8, rank as u8)))
            .map(|rank| row_y[row_of(rank)] + s / 2.0)
            .collect();
        let names = [g.files[left.min(right)], g.files[left.max(right)]];
        Join {
            x0: col_x[split - 1] + s,
            x1: col_x[split],
            y0: row_y[0],
            y1: board_bottom,
            rows,
            label: format!("join: {} <-> {} (leaps only)", names[0], names[1]),
        }
    });
    let wrap = g.wrap_leaps.then(|| {
        let (first, last) = (g.files[0], g.files[w - 1]);
        let label = if flip {
            format!("leaps wrap around: {first} <-> {last}")
        } else {
            format!("leaps wrap around: {last} <-> {first}")
        };
        total_h += round(s * 0.7);
        Wrap {
            xa: col_x[if flip { w - 1 } else { 0 }] + s / 2.0,
            xo: col_x[if flip { 0 } else { w - 1 }] + s / 2.0,
            y: board_bottom + margin + s * 0.3,
            label,
        }
    });
    let mut big_squares = Vec::new();
    if let (Some(across), Some(down)) = (w.checked_div(b), h.checked_div(b)) {
        for bc in 0..across {
            for br in 0..down {
                let (c0, r0) = (col_x[bc * b], row_y[br * b]);
                big_squares.push(BigSquare {
                    x: c0,
                    y: r0,
                    w: col_x[bc * b + b - 1] + s - c0,
                    h: row_y[br * b + b - 1] + s - r0,
                });
            }
        }
    }
    Layout {
        width: (board_right + 6.0).ceil(),
        height: total_h.ceil(),
        s,
        margin,
        rects,
        labels,
        regions,
        join,
        wrap,
        big_squares,
    }
}

/// The smallest square the page draws.
pub const MIN_SQUARE: f64 = 12.0;

/// The layout with the largest squares whose picture is at most `width`
/// pixels wide (squares of [`MIN_SQUARE`] when none fits).
pub fn layout_for_width(g: &Geometry, width: f64, flip: bool, coordinates: bool) -> Layout {
    let mut s = MIN_SQUARE;
    while layout_with_square(g, s + 1.0, flip, coordinates).width <= width {
        s += 1.0;
    }
    layout_with_square(g, s, flip, coordinates)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_at_sixty_pixels_matches_the_page() {
        // computeLayout(chess, 589, 800): s 67, margin 30, width 572.
        let g = Geometry::rectangle(8, 8);
        let l = layout_with_square(&g, 67.0, false, true);
        assert_eq!((l.margin, l.width, l.height), (30.0, 572.0, 4.0 + 8.0 * 67.0 + 30.0));
        assert_eq!(l.labels.len(), 16);
        let a1 = l.rects[0].unwrap();
        assert_eq!((a1.x, a1.y), (30.0, 4.0 + 7.0 * 67.0));
        assert!(layout_for_width(&g, 572.0, false, true).s == 67.0);
        assert!(layout_for_width(&g, 571.0, false, true).s == 66.0);
    }
}
