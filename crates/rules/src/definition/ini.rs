//! The text of a definitions file as Fairy-Stockfish reads its
//! variants.ini: sections `[name]` or `[name:parent]`, whole-line comments
//! starting with `#` or `;`, and `key = value` lines. Every line and column
//! is kept for the messages; every problem is collected.

use crate::error::{Problem, ProblemKind};
use crate::limits::{MAX_DEFINITIONS_LEN, MAX_DEFINITION_LINES, MAX_DEFINITION_LINE_LEN, MAX_SECTIONS};
use crate::quote::quote;

/// The longest section name.
pub const MAX_NAME_LEN: usize = 40;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub name: String,
    pub parent: Option<String>,
    /// The line of its `[...]` header.
    pub line: u32,
    /// The column of the parent's name, when there is one.
    pub parent_column: u32,
    pub entries: Vec<Entry>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub value: String,
    pub line: u32,
    pub key_column: u32,
    pub value_column: u32,
}

/// The sections of `text`, and every problem of its form.
pub fn read(text: &str) -> (Vec<Section>, Vec<Problem>) {
    let mut sections: Vec<Section> = Vec::new();
    let mut problems = Vec::new();
    if text.len() > MAX_DEFINITIONS_LEN {
        let message = format!(
            "a definitions file may be at most {MAX_DEFINITIONS_LEN} bytes long, this one has {}; split it",
            text.len()
        );
        problems.push(Problem::new(1, 1, ProblemKind::TooLarge, message));
        return (sections, problems);
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.split('\n').enumerate() {
        let line = index as u32 + 1;
        if index >= MAX_DEFINITION_LINES {
            let message = format!("a definitions file may have at most {MAX_DEFINITION_LINES} lines; split it");
            problems.push(Problem::new(line, 1, ProblemKind::TooLarge, message));
            break;
        }
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if raw.len() > MAX_DEFINITION_LINE_LEN {
            let message =
                format!("a line may be at most {MAX_DEFINITION_LINE_LEN} bytes long, this one has {}", raw.len());
            problems.push(Problem::new(line, 1, ProblemKind::TooLarge, message));
            continue;
        }
        let trimmed = raw.trim_start();
        let indent = column_of(raw, raw.len() - trimmed.len());
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with(';') {
            continue;
        }
        if trimmed.starts_with('[') {
            if sections.len() >= MAX_SECTIONS {
                let message = format!("a definitions file may have at most {MAX_SECTIONS} sections; split it");
                problems.push(Problem::new(line, indent, ProblemKind::TooLarge, message));
                break;
            }
            match header(trimmed, line, indent) {
                Ok(section) => sections.push(section),
                Err(problem) => {
                    problems.push(problem);
                    // Keys that follow still belong to a (nameless) section, so
                    // their problems are reported without "outside a section".
                    sections.push(Section {
                        name: String::new(),
                        parent: None,
                        line,
                        parent_column: 0,
                        entries: Vec::new(),
                    });
                }
            }
            continue;
        }
        match entry(raw, line) {
            Ok(entry) => match sections.last_mut() {
                Some(section) => section.entries.push(entry),
                None => problems.push(Problem::new(
                    line,
                    indent,
                    ProblemKind::Syntax,
                    format!(
                        "{} comes before any section; start the variant with its name in brackets, e.g. [myvariant:chess]",
                        quote(trimmed)
                    ),
                )),
            },
            Err(problem) => problems.push(problem),
        }
    }
    (sections, problems)
}

/// The column (from 1, in characters) of byte `offset` of `line`.
pub fn column_of(line: &str, offset: usize) -> u32 {
    line.get(..offset).map_or(1, |before| before.chars().count() as u32 + 1)
}

fn header(trimmed: &str, line: u32, indent: u32) -> Result<Section, Problem> {
    let Some(close) = trimmed.find(']') else {
        return Err(Problem::new(
            line,
            indent,
            ProblemKind::Syntax,
            format!("{} has no closing ']'; write a section as [name] or [name:parent]", quote(trimmed)),
        ));
    };
    let after = trimmed[close + 1..].trim();
    if !after.is_empty() && !after.starts_with('#') && !after.starts_with(';') {
        return Err(Problem::new(
            line,
            indent + trimmed[..close + 1].chars().count() as u32,
            ProblemKind::Syntax,
            format!("{} follows the section's name; put it on a line of its own", quote(after)),
        ));
    }
    let inside = &trimmed[1..close];
    let (name, parent) = match inside.split_once(':') {
        Some((name, parent)) => (name.trim(), Some(parent.trim())),
        None => (inside.trim(), None),
    };
    check_name(name, line, indent + 1)?;
    let parent_column = indent + 1 + inside.find(':').map_or(0, |c| inside[..=c].chars().count() as u32);
    if let Some(parent) = parent {
        check_name(parent, line, parent_column)?;
    }
    Ok(Section { name: name.to_string(), parent: parent.map(str::to_string), line, parent_column, entries: Vec::new() })
}

fn check_name(name: &str, line: u32, column: u32) -> Result<(), Problem> {
    let fits = |c: char| c.is_ascii_alphanumeric() || "-_+.".contains(c);
    if name.is_empty() {
        return Err(Problem::new(line, column, ProblemKind::Section, "a section needs a name, e.g. [myvariant]"));
    }
    if name.len() > MAX_NAME_LEN {
        let message = format!("the name {} is longer than {MAX_NAME_LEN} characters", quote(name));
        return Err(Problem::new(line, column, ProblemKind::Section, message));
    }
    if let Some(bad) = name.chars().find(|&c| !fits(c)) {
        let message = format!(
            "the name {} has {}; a name is letters, digits, '-', '_', '+' and '.'",
            quote(name),
            quote(&bad.to_string())
        );
        return Err(Problem::new(line, column, ProblemKind::Section, message));
    }
    Ok(())
}

fn entry(raw: &str, line: u32) -> Result<Entry, Problem> {
    let start = raw.len() - raw.trim_start().len();
    let Some(equals) = raw.find('=') else {
        return Err(Problem::new(
            line,
            column_of(raw, start),
            ProblemKind::Syntax,
            format!("{} is not 'key = value', a [section] or a # comment", quote(raw.trim())),
        ));
    };
    let key = raw[..equals].trim();
    let after = &raw[equals + 1..];
    let value = after.trim();
    let value_offset = equals + 1 + (after.len() - after.trim_start().len());
    if key.is_empty() {
        return Err(Problem::new(
            line,
            column_of(raw, equals),
            ProblemKind::Syntax,
            "a key is missing before '='".to_string(),
        ));
    }
    if value.is_empty() {
        return Err(Problem::new(
            line,
            column_of(raw, equals),
            ProblemKind::Syntax,
            format!("{} has no value after '='", quote(key)),
        ));
    }
    Ok(Entry {
        key: key.to_string(),
        value: value.to_string(),
        line,
        key_column: column_of(raw, start),
        value_column: column_of(raw, value_offset),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sections_keys_and_positions() {
        let text = "# a comment\n[capa:chess]\n  maxFile = 10\n; another\nstartFen=x\n\n[b]\nk = v\r\n";
        let (sections, problems) = read(text);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(sections.len(), 2);
        assert_eq!(sections[0].name, "capa");
        assert_eq!(sections[0].parent.as_deref(), Some("chess"));
        assert_eq!(sections[0].line, 2);
        let e = &sections[0].entries[0];
        assert_eq!(
            (e.key.as_str(), e.value.as_str(), e.line, e.key_column, e.value_column),
            ("maxFile", "10", 3, 3, 13)
        );
        assert_eq!(sections[0].entries[1].value, "x");
        assert_eq!(sections[1].entries[0].value, "v");
        assert_eq!(sections[1].parent, None);
    }

    #[test]
    fn collects_every_problem_with_its_line() {
        let text = "x = 1\n[ok]\nno equals here\n= 3\nkey =\n[bad name]\n[open\n[a] b\n";
        let (_, problems) = read(text);
        let lines: Vec<u32> = problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![1, 3, 4, 5, 6, 7, 8], "{problems:?}");
        assert!(problems[0].message.contains("before any section"));
        assert!(problems[1].message.contains("not 'key = value'"));
    }

    #[test]
    fn refuses_texts_over_the_limits() {
        let big = "#".repeat(MAX_DEFINITIONS_LEN + 1);
        let (_, problems) = read(&big);
        assert_eq!(problems[0].kind, ProblemKind::TooLarge);
        let long_line = format!("[a]\nk = {}\n", "v".repeat(MAX_DEFINITION_LINE_LEN));
        let (_, problems) = read(&long_line);
        assert_eq!((problems[0].line, problems[0].kind), (2, ProblemKind::TooLarge));
    }
}
