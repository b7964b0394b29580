//! Errors are values with messages a person can act on.

use std::fmt;

/// The most characters of outside input any message shows in one quote.
pub const QUOTE_MAX: usize = 60;

/// `text` in single quotes, for a message: at most [`QUOTE_MAX`] characters
/// shown, then `…` and the whole length, so a huge input never makes a huge
/// message. Line breaks and tabs are shown as `\n`, `\r`, `\t` (two
/// characters each) and other control characters as `�`, so the message
/// stays on one line.
///
/// ```
/// use twofold_rules::error::quote;
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The variant id is not one of the known games (the id as given,
    /// quoted and cut by [`quote`]).
    UnknownVariant(String),
    /// A position string could not be read; the message says which part.
    BadPosition(String),
    /// A move or turn text could not be read as notation.
    BadNotation(String),
    /// A move is not legal here; the message says why.
    IllegalMove(String),
    /// A move text fits more than one legal move.
    AmbiguousMove(String),
    /// The turn cannot end now (a second move is required), or similar.
    TurnNotComplete(String),
    /// The game is over; no more moves.
    GameOver(String),
    /// A game record could not be read.
    BadRecord(String),
    /// A bad option or argument.
    BadArgument(String),
}

impl RulesError {
    /// The message without the kind's lead-in ("no knight of Black can move
    /// to e4 here" rather than "illegal move: ..."), for callers that add
    /// their own context.
    pub fn detail(&self) -> &str {
        match self {
            RulesError::UnknownVariant(m)
            | RulesError::BadPosition(m)
            | RulesError::BadNotation(m)
            | RulesError::IllegalMove(m)
            | RulesError::AmbiguousMove(m)
            | RulesError::TurnNotComplete(m)
            | RulesError::GameOver(m)
            | RulesError::BadRecord(m)
            | RulesError::BadArgument(m) => m,
        }
    }

    /// The same kind of error with `context` put before its message.
    pub fn with_context(&self, context: &str) -> RulesError {
        let m = format!("{context}: {}", self.detail());
        match self {
            RulesError::UnknownVariant(_) => RulesError::BadRecord(m),
            RulesError::BadPosition(_) => RulesError::BadPosition(m),
            RulesError::BadNotation(_) => RulesError::BadNotation(m),
            RulesError::IllegalMove(_) => RulesError::IllegalMove(m),
            RulesError::AmbiguousMove(_) => RulesError::AmbiguousMove(m),
            RulesError::TurnNotComplete(_) => RulesError::TurnNotComplete(m),
            RulesError::GameOver(_) => RulesError::GameOver(m),
            RulesError::BadRecord(_) => RulesError::BadRecord(m),
            RulesError::BadArgument(_) => RulesError::BadArgument(m),
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownVariant(v) => write!(
                f,
                "unknown variant {v} (known: chess, two-prong, chess2, dual-chess, two-boards, double-double)"
            ),
            RulesError::BadPosition(m) => write!(f, "bad position string: {m}"),
            RulesError::BadNotation(m) => write!(f, "cannot read move: {m}"),
            RulesError::IllegalMove(m) => write!(f, "illegal move: {m}"),
            RulesError::AmbiguousMove(m) => write!(f, "ambiguous move: {m}"),
            RulesError::TurnNotComplete(m) => write!(f, "turn not complete: {m}"),
            RulesError::GameOver(m) => write!(f, "game over: {m}"),
            RulesError::BadRecord(m) => write!(f, "bad game record: {m}"),
            RulesError::BadArgument(m) => write!(f, "bad argument: {m}"),
        }
    }
}

impl std::error::Error for RulesError {}
