//! What a match's score says about the difference in strength: the Elo
//! difference whose expected score is the one measured, with a 95 % interval
//! from the games' spread (wins, draws and losses as 1, ½ and 0).

/// The Elo difference with expected score `p` (0 < p < 1).
fn elo_of(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

/// "A's performance: +120 Elo (95 %: +40 to +210) over 20 games", or `None`
/// without games. A score of all or nothing is taken as half a point off, and
/// said to be a bound ("at least").
pub fn performance(points: &[f64]) -> Option<String> {
    let n = points.len() as f64;
    if points.is_empty() {
        return None;
    }
    let p = points.iter().sum::<f64>() / n;
    let variance = points.iter().map(|x| (x - p).powi(2)).sum::<f64>() / n;
    let margin = 1.96 * (variance / n).sqrt();
    let (lo, hi) = (0.5 / n, 1.0 - 0.5 / n);
    let bounded = p <= 0.0 || p >= 1.0;
    let clamp = |x: f64| x.clamp(lo, hi);
    let estimate = elo_of(clamp(p));
    let (from, to) = (elo_of(clamp(p - margin)), elo_of(clamp(p + margin)));
    // (Rounded first, and +0.0 turns a negative zero into zero: never "-0".)
    let signed = |e: f64| format!("{:+.0}", e.round() + 0.0);
    let games = points.len();
    Some(if bounded {
        let side = if p >= 1.0 { "at least" } else { "at most" };
        format!(
            "A's performance: {side} {} Elo (every game {}) over {games} games",
            signed(estimate),
            if p >= 1.0 { "won" } else { "lost" }
        )
    } else {
        format!(
            "A's performance: {} Elo (95 %: {} to {}) over {games} games",
            signed(estimate),
            signed(from),
            signed(to)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_score_is_no_difference() {
        let line = performance(&[1.0, 0.0, 0.5, 0.5]).unwrap();
        assert!(line.starts_with("A's performance: +0 Elo (95 %: -"), "{line}");
        assert!(line.ends_with("over 4 games"), "{line}");
    }

    #[test]
    fn three_quarters_is_about_191_elo() {
        let line = performance(&[1.0, 1.0, 1.0, 0.0]).unwrap();
        assert!(line.starts_with("A's performance: +191 Elo"), "{line}");
    }

    #[test]
    fn all_or_nothing_is_a_bound() {
        assert_eq!(
            performance(&[1.0; 10]).unwrap(),
            "A's performance: at least +512 Elo (every game won) over 10 games"
        );
        assert!(performance(&[0.0; 4]).unwrap().starts_with("A's performance: at most -338 Elo"));
        assert_eq!(performance(&[]), None);
    }
}
