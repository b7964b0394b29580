//! `twofold check FILE` and `twofold describe FILE NAME`: variant
//! definitions in Fairy-Stockfish's variants.ini form, checked and
//! described (docs/variants.md).

use twofold_rules::definition::{describe, parse, playable, Definition, Problem};
use twofold_rules::error::quote;
use twofold_rules::limits::MAX_DEFINITIONS_LEN;

/// The file's text: refused when missing, too big or not UTF-8.
fn read(path: &str) -> Result<String, String> {
    let size = std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", quote(path)))?.len();
    if size > MAX_DEFINITIONS_LEN as u64 {
        return Err(format!(
            "{} has {size} bytes; a definitions file may have at most {MAX_DEFINITIONS_LEN}",
            quote(path)
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", quote(path)))?;
    String::from_utf8(bytes)
        .map_err(|e| format!("{} is not UTF-8 text (byte {})", quote(path), e.utf8_error().valid_up_to()))
}

/// The file's definitions; its problems are printed one a line
/// (`FILE:LINE:COLUMN: message`), and the error counts them.
fn load(path: &str) -> Result<Vec<Definition>, String> {
    let text = read(path)?;
    parse(&text).map_err(|problems| report(path, &problems))
}

/// Loads the file's games (`--variants FILE`); problems are printed as
/// `twofold check` prints them.
pub fn load_games(path: &str) -> Result<(), String> {
    let text = read(path)?;
    twofold_rules::definition::load(&text).map(|_| ()).map_err(|problems| report(path, &problems))
}

/// Prints each problem on a line (`FILE:LINE:COLUMN: message`); the error counts them.
fn report(path: &str, problems: &[Problem]) -> String {
    for p in problems {
        println!("{path}:{}:{}: {}", p.line, p.column, p.message);
    }
    let n = problems.len();
    format!("{}: {n} problem{}", quote(path), if n == 1 { "" } else { "s" })
}

pub fn check(path: &str) -> Result<(), String> {
    // Read, and each one playable (what cannot be played yet is a problem).
    let text = read(path)?;
    let definitions = playable(&text).map_err(|problems| report(path, &problems))?;
    for d in &definitions {
        let letters: String = d.pieces.iter().map(|p| p.letter).collect();
        let parent = d.parent.as_deref().map_or(String::new(), |p| format!(", from {p}"));
        println!("{}: {}×{} board, {} pieces ({letters}){parent}", d.name, d.files, d.ranks, d.pieces.len());
    }
    if definitions.is_empty() {
        return Err(format!("{} defines no variant; start one with [name] or [name:chess]", quote(path)));
    }
    Ok(())
}

pub fn describe(path: &str, name: &str) -> Result<(), String> {
    let definitions = load(path)?;
    let Some(d) = definitions.iter().find(|d| d.name == name) else {
        let names: Vec<&str> = definitions.iter().map(|d| d.name.as_str()).collect();
        return Err(format!("no variant {} in {} (it defines: {})", quote(name), quote(path), names.join(", ")));
    };
    print!("{}", describe::describe(d));
    println!("\n(Playing a definition is the next step: today it is read and checked.)");
    Ok(())
}
