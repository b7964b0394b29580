//! What a record's movetext holds besides the moves, as players' programs
//! write it (lichess, chess.com, PGN): `{comments}` (clock and evaluation
//! comments among them), `;` comments to the end of the line, side lines in
//! parentheses (nested), and numeric annotation glyphs (`$2`). The reader
//! plays the main line; what it left out is counted, so the page can say so.

use crate::error::RecordProblem;
use crate::error::RulesError;
use crate::quote::quote;

/// What was left out of a movetext, by kind.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// `{…}` and `;…` comments outside side lines.
    pub comments: usize,
    /// Side lines `( … )`, each counted once with whatever it nests.
    pub side_lines: usize,
    /// Numeric annotation glyphs (`$1`, `$14`) outside side lines.
    pub glyphs: usize,
}

impl Skipped {
    pub fn is_empty(&self) -> bool {
        *self == Skipped::default()
    }
}

fn problem(p: RecordProblem) -> RulesError {
    RulesError::from(crate::error::ErrorKind::Record(p))
}

/// The last 20 characters before byte `at`, for a message.
fn near(text: &str, at: usize) -> String {
    let start = text[..at].char_indices().rev().nth(19).map_or(0, |(j, _)| j);
    quote(text[start..at].trim_start())
}

/// The main line's moves with every comment, side line and glyph replaced by
/// a space (one pass, linear), and what was left out.
pub fn main_line(text: &str) -> Result<(String, Skipped), RulesError> {
    let mut out = String::with_capacity(text.len());
    let mut skipped = Skipped::default();
    let mut comment: Option<usize> = None; // a `{` comment open since this byte
    let mut line_comment = false;
    let mut side_line: Option<usize> = None; // the outermost `(` open since this byte
    let mut depth = 0usize;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if comment.is_some() {
            if c == '}' {
                comment = None;
                out.push(' ');
            }
            continue;
        }
        if line_comment {
            if c == '\n' {
                line_comment = false;
                out.push(' ');
            }
            continue;
        }
        match c {
            '{' => {
                comment = Some(i);
                skipped.comments += usize::from(depth == 0);
            }
            '}' => return Err(problem(RecordProblem::CommentNeverOpened { near: near(text, i) })),
            ';' => {
                line_comment = true;
                skipped.comments += usize::from(depth == 0);
            }
            '(' => {
                if depth == 0 {
                    side_line = Some(i);
                    skipped.side_lines += 1;
                }
                depth += 1;
            }
            ')' => {
                if depth == 0 {
                    return Err(problem(RecordProblem::SideLineNeverOpened { near: near(text, i) }));
                }
                depth -= 1;
                if depth == 0 {
                    side_line = None;
                    out.push(' ');
                }
            }
            '$' if chars.peek().is_some_and(|(_, d)| d.is_ascii_digit()) => {
                while chars.peek().is_some_and(|(_, d)| d.is_ascii_digit()) {
                    chars.next();
                }
                skipped.glyphs += usize::from(depth == 0);
                out.push(' ');
            }
            _ if depth > 0 => {}
            _ => out.push(c),
        }
    }
    if let Some(at) = comment {
        return Err(problem(RecordProblem::CommentNeverClosed { quoted: quote(&text[at..]) }));
    }
    if let Some(at) = side_line {
        return Err(problem(RecordProblem::SideLineNeverClosed { quoted: quote(&text[at..]) }));
    }
    Ok((out, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(text: &str) -> (String, Skipped) {
        let (s, k) = main_line(text).unwrap();
        (s.split_whitespace().collect::<Vec<_>>().join(" "), k)
    }

    #[test]
    fn comments_side_lines_and_glyphs_are_left_out_and_counted() {
        let (moves, k) =
            plain("1. e4 { [%clk 0:03:00] } e5 $1 2. Nf3 (2. f4 exf4 (2... d5) { a gambit }) Nc6 ; a note\n3. Bb5 $14");
        assert_eq!(moves, "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        assert_eq!(k, Skipped { comments: 2, side_lines: 1, glyphs: 2 });
    }

    #[test]
    fn a_parenthesis_inside_a_comment_is_text() {
        let (moves, k) = plain("1. e4 { (a good move) } e5 ( 1... c5 { ) } ) 2. Nf3");
        assert_eq!(moves, "1. e4 e5 2. Nf3");
        assert_eq!(k, Skipped { comments: 1, side_lines: 1, glyphs: 0 });
    }

    #[test]
    fn unbalanced_marks_are_refused_with_where() {
        let e = main_line("1. e4 ( 1. d4 d5").unwrap_err();
        assert!(e.to_string().contains("a side line opened with '(' is never closed"), "{e}");
        let e = main_line("1. e4 e5 ) 2. Nf3").unwrap_err();
        assert!(e.to_string().contains("')' that was never opened"), "{e}");
        assert!(main_line("1. e4 { open").is_err());
        assert!(main_line("1. e4 } e5").is_err());
    }

    #[test]
    fn a_dollar_without_digits_is_kept_for_the_reader_to_refuse() {
        assert_eq!(plain("1. e4 $ e5").0, "1. e4 $ e5");
    }
}
