//! Numbers as SVG writes them: short, and without float formatting.

/// A number for SVG: at most two decimals, no trailing zeros.
pub fn num(v: f64) -> String {
    fixed(v, 2)
}

/// `v` with at most `decimals` decimals, trailing zeros dropped. Written
/// with integer arithmetic: float formatting would add tens of kilobytes to
/// the page's wasm.
pub fn fixed(v: f64, decimals: u32) -> String {
    let scale = 10i64.pow(decimals);
    let n = (v * scale as f64).round() as i64;
    let (sign, n) = if n < 0 { ("-", -n) } else { ("", n) };
    let (whole, mut frac) = (n / scale, n % scale);
    if frac == 0 {
        return format!("{sign}{whole}");
    }
    let mut digits = decimals as usize;
    while frac % 10 == 0 {
        frac /= 10;
        digits -= 1;
    }
    format!("{sign}{whole}.{frac:0digits$}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(4.0), "4");
        assert_eq!(num(4.0 / 0.9), "4.44");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(-3.05), "-3.05");
        assert_eq!(num(0.001), "0");
        assert_eq!(fixed(0.55199, 4), "0.552");
    }
}
