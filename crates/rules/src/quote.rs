//! Outside input quoted in a message, cut to a bounded length.

/// The most characters of outside input any message shows in one quote.
pub const QUOTE_MAX: usize = 60;

/// `text` in single quotes, for a message: at most [`QUOTE_MAX`] characters
/// shown, then `…` and the whole length, so a huge input never makes a huge
/// message. Line breaks and tabs are shown as `\n`, `\r`, `\t` (two
/// characters each) and other control characters as `�`, so the message
/// stays on one line.
///
/// ```
/// use twofold_rules::quote::quote;
/// assert_eq!(quote("Nf3"), "'Nf3'");
/// assert_eq!(quote(&"e4".repeat(100)), format!("'{}…' (200 characters)", "e4".repeat(30)));
/// assert_eq!(quote("a\nb"), "'a\\nb'");
/// ```
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(QUOTE_MAX + 32);
    out.push('\'');
    let mut shown = 0;
    let mut cut = false;
    for c in text.chars() {
        let escaped = match c {
            '\n' => "\\n",
            '\r' => "\\r",
            '\t' => "\\t",
            _ => "",
        };
        let width = if escaped.is_empty() { 1 } else { escaped.len() };
        if shown + width > QUOTE_MAX {
            cut = true;
            break;
        }
        if !escaped.is_empty() {
            out.push_str(escaped);
        } else if c.is_control() {
            out.push('\u{FFFD}');
        } else {
            out.push(c);
        }
        shown += width;
    }
    if cut {
        out.push_str(&format!("…' ({} characters)", text.chars().count()));
    } else {
        out.push('\'');
    }
    out
}
