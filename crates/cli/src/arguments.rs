//! Values read from the command line that several commands share.

use twofold_rules::error::quote;
use twofold_rules::VariantId;

/// `--ms`: a finite time of at least 0 milliseconds (cut to the engine's
/// most, `twofold_engine::MAX_MS`).
pub fn millis(text: &str) -> Result<f64, String> {
    let ms: f64 = text.parse().map_err(|_| format!("must be a number of milliseconds, found {}", quote(text)))?;
    twofold_engine::time_limit(ms)
}

pub fn variant(name: &str) -> Result<VariantId, String> {
    VariantId::parse(name).map_err(|e| e.to_string())
}
