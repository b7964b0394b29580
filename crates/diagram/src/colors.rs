//! The light theme's board colours, as `www/board/board.css` sets them on
//! the component (the test below holds the two to the same values).

/// A colour for SVG: a paint and an opacity (`fill-opacity` /
/// `stroke-opacity`, which every renderer reads).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paint {
    pub rgb: [u8; 3],
    pub alpha: f64,
}

impl Paint {
    pub fn hex(&self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.rgb[0], self.rgb[1], self.rgb[2])
    }
}

const fn rgb(r: u8, g: u8, b: u8) -> Paint {
    Paint { rgb: [r, g, b], alpha: 1.0 }
}

const fn rgba(r: u8, g: u8, b: u8, alpha: f64) -> Paint {
    Paint { rgb: [r, g, b], alpha }
}

/// (the CSS custom property, its value in the light theme). Numbers, not
/// CSS text: parsing floats would add to the page's wasm.
pub const LIGHT: &[(&str, Paint)] = &[
    ("--tf-bg", rgb(0xf7, 0xf3, 0xec)),
    ("--tf-square-light", rgb(0xee, 0xdc, 0xb8)),
    ("--tf-square-dark", rgb(0xb8, 0x87, 0x62)),
    ("--tf-square-light-alt", rgb(0xe3, 0xe6, 0xcf)),
    ("--tf-square-dark-alt", rgb(0x8f, 0xa6, 0x7a)),
    ("--tf-board-frame", rgb(0x4a, 0x3b, 0x2c)),
    ("--tf-board-label", rgb(0x5a, 0x4a, 0x3a)),
    ("--tf-mark-last", rgba(255, 214, 64, 0.45)),
    ("--tf-mark-check", rgba(230, 30, 30, 0.75)),
    ("--tf-mark-hold", rgba(150, 40, 200, 0.9)),
    ("--tf-join-line", rgb(0x8a, 0x6d, 0x4f)),
    ("--tf-join-text", rgb(0x6b, 0x54, 0x3d)),
    ("--tf-join-back", rgba(255, 255, 255, 0.8)),
    ("--tf-mark-arrow", rgba(30, 110, 220, 0.8)),
    ("--tf-mark-arrow-last", rgba(200, 140, 0, 0.8)),
    ("--tf-mark-user", rgba(20, 150, 60, 0.85)),
    ("--tf-mark-lost", rgba(200, 20, 20, 0.85)),
];

/// The light theme's colour of a custom property.
pub fn light(property: &str) -> Paint {
    LIGHT.iter().find(|(p, _)| *p == property).map(|(_, paint)| *paint).expect("a board colour")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A CSS colour as board.css writes them: `#rrggbb` or `rgba(r, g, b, a)`.
    fn parse(css: &str) -> Paint {
        if let Some(hex) = css.strip_prefix('#') {
            let v = u32::from_str_radix(hex, 16).expect("a #rrggbb colour");
            return rgb((v >> 16) as u8, (v >> 8) as u8, v as u8);
        }
        let inner = css.strip_prefix("rgba(").and_then(|s| s.strip_suffix(')')).expect("rgba(...)");
        let n: Vec<f64> = inner.split(',').map(|p| p.trim().parse().expect("a number")).collect();
        rgba(n[0] as u8, n[1] as u8, n[2] as u8, n[3])
    }

    #[test]
    fn the_colours_are_board_css_light_theme() {
        let css = std::fs::read_to_string("../../www/board/board.css").unwrap();
        // The light theme is the :host block's.
        let host = &css[css.find(":host {").unwrap()..];
        let host = &host[..host.find('}').unwrap()];
        for (property, paint) in LIGHT {
            let at = host.find(&format!("{property}:")).unwrap_or_else(|| panic!("{property} not in board.css"));
            let rest = &host[at + property.len() + 1..];
            let css_value = rest[..rest.find(';').unwrap()].trim();
            assert_eq!(parse(css_value), *paint, "{property}: board.css says {css_value}");
        }
    }

    #[test]
    fn paints() {
        let p = light("--tf-mark-last");
        assert_eq!((p.hex().as_str(), p.alpha), ("#ffd640", 0.45));
        assert_eq!(light("--tf-bg").hex(), "#f7f3ec");
    }
}
