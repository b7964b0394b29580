//! The light theme's board colours, as `www/board/board.css` sets them on
//! the component (the test below holds the two to the same values).

/// (the CSS custom property, its value in the light theme).
pub const LIGHT: &[(&str, &str)] = &[
    ("--tf-bg", "#f7f3ec"),
    ("--tf-square-light", "#eedcb8"),
    ("--tf-square-dark", "#b88762"),
    ("--tf-square-light-alt", "#e3e6cf"),
    ("--tf-square-dark-alt", "#8fa67a"),
    ("--tf-board-frame", "#4a3b2c"),
    ("--tf-board-label", "#5a4a3a"),
    ("--tf-mark-last", "rgba(255, 214, 64, 0.45)"),
    ("--tf-mark-check", "rgba(230, 30, 30, 0.75)"),
    ("--tf-mark-hold", "rgba(150, 40, 200, 0.9)"),
    ("--tf-join-line", "#8a6d4f"),
    ("--tf-join-text", "#6b543d"),
    ("--tf-join-back", "rgba(255, 255, 255, 0.8)"),
    ("--tf-mark-arrow", "rgba(30, 110, 220, 0.8)"),
    ("--tf-mark-arrow-last", "rgba(200, 140, 0, 0.8)"),
    ("--tf-mark-user", "rgba(20, 150, 60, 0.85)"),
    ("--tf-mark-lost", "rgba(200, 20, 20, 0.85)"),
];

/// A colour for SVG: `#rrggbb` or `rgba(r, g, b, a)` as a paint and an
/// opacity (`fill-opacity` / `stroke-opacity`, which every renderer reads).
#[derive(Clone, Copy)]
pub struct Paint {
    pub rgb: [u8; 3],
    pub alpha: f64,
}

impl Paint {
    pub fn hex(&self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.rgb[0], self.rgb[1], self.rgb[2])
    }
}

fn parse(css: &str) -> Paint {
    if let Some(hex) = css.strip_prefix('#') {
        let v = u32::from_str_radix(hex, 16).expect("a #rrggbb colour");
        return Paint { rgb: [(v >> 16) as u8, (v >> 8) as u8, v as u8], alpha: 1.0 };
    }
    let inner = css.strip_prefix("rgba(").and_then(|s| s.strip_suffix(')')).expect("rgba(...)");
    let n: Vec<f64> = inner.split(',').map(|p| p.trim().parse().expect("a number")).collect();
    Paint { rgb: [n[0] as u8, n[1] as u8, n[2] as u8], alpha: n[3] }
}

/// The light theme's colour of a custom property.
pub fn light(property: &str) -> Paint {
    let (_, css) = LIGHT.iter().find(|(p, _)| *p == property).expect("a board colour");
    parse(css)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colours_are_board_css_light_theme() {
        let css = std::fs::read_to_string("../../www/board/board.css").unwrap();
        // The light theme is the :host block's.
        let host = &css[css.find(":host {").unwrap()..];
        let host = &host[..host.find('}').unwrap()];
        for (property, value) in LIGHT {
            let at = host.find(&format!("{property}:")).unwrap_or_else(|| panic!("{property} not in board.css"));
            let rest = &host[at + property.len() + 1..];
            let css_value = rest[..rest.find(';').unwrap()].trim();
            assert_eq!(css_value, *value, "{property}: board.css says {css_value}, the diagrams {value}");
        }
    }

    #[test]
    fn paints() {
        let p = light("--tf-mark-last");
        assert_eq!((p.hex().as_str(), p.alpha), ("#ffd640", 0.45));
        assert_eq!(light("--tf-bg").hex(), "#f7f3ec");
    }
}
