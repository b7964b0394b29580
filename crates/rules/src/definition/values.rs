//! Reading one value of a key's type, as Fairy-Stockfish reads it but
//! refusing what it would silently drop (trailing text, unknown letters).

use crate::piece::{PieceKind, PieceType};
use crate::quote::quote;

/// The largest board a definition may have (our square sets hold 16×16).
pub const MAX_SIDE: u8 = 16;

/// A value that does not fit: where in the value (in characters, from 0)
/// and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    pub offset: usize,
    pub message: String,
}

fn bad(offset: usize, message: impl Into<String>) -> ValueError {
    ValueError { offset, message: message.into() }
}

/// A set of squares of a board up to 16×16: bit `file` of `ranks[rank]`,
/// both from 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Region {
    pub ranks: [u16; MAX_SIDE as usize],
}

impl Region {
    pub const ALL: Region = Region { ranks: [u16::MAX; MAX_SIDE as usize] };

    /// One whole rank (from 0).
    pub fn rank(rank: u8) -> Region {
        let mut r = Region::default();
        r.ranks[rank as usize] = u16::MAX;
        r
    }

    pub fn contains(&self, file: u8, rank: u8) -> bool {
        file < MAX_SIDE && rank < MAX_SIDE && self.ranks[rank as usize] & (1 << file) != 0
    }

    pub fn insert(&mut self, file: u8, rank: u8) {
        self.ranks[rank as usize] |= 1 << file;
    }

    pub fn is_empty(&self) -> bool {
        self.ranks.iter().all(|r| *r == 0)
    }

    /// Its squares on a board of `files`×`ranks`, in words (`rank 8`, `d4 e4`).
    pub fn describe(&self, files: u8, ranks: u8) -> String {
        let full = (1u32 << files) - 1;
        let mut parts = Vec::new();
        let mut any = false;
        for rank in 0..ranks {
            let row = u32::from(self.ranks[rank as usize]) & full;
            if row == 0 {
                continue;
            }
            any = true;
            if row == full {
                parts.push(format!("rank {}", rank + 1));
            } else {
                for file in 0..files {
                    if row & (1 << file) != 0 {
                        parts.push(square_name(file, rank));
                    }
                }
            }
        }
        if !any {
            return "no square".to_string();
        }
        if parts.len() == ranks as usize && parts.iter().all(|p| p.starts_with("rank")) {
            return "every square".to_string();
        }
        parts.join(" ")
    }
}

/// `a1`-style name of a square (files `a`..`p`, ranks from 1).
pub fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

pub fn boolean(text: &str) -> Result<bool, ValueError> {
    match text {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(bad(0, format!("{} is not true or false", quote(text)))),
    }
}

pub fn integer(text: &str, min: i64, max: i64) -> Result<i64, ValueError> {
    let n: i64 = text.parse().map_err(|_| bad(0, format!("{} is not a whole number", quote(text))))?;
    if n < min || n > max {
        return Err(bad(0, format!("{n} is out of range; write a number from {min} to {max}")));
    }
    Ok(n)
}

/// A rank, 1 to 16; kept from 1.
pub fn rank(text: &str) -> Result<u8, ValueError> {
    match text.parse::<u8>() {
        Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(bad(0, format!("{} is not a rank; write a number from 1 to {MAX_SIDE}", quote(text)))),
    }
}

/// A file, `a`..`p` or 1..16, as Fairy-Stockfish reads it; kept from 0.
pub fn file(text: &str) -> Result<u8, ValueError> {
    let mut chars = text.chars();
    let letter = match (chars.next(), chars.next()) {
        (Some(c @ 'a'..='p'), None) => Some(c as u8 - b'a'),
        _ => text.parse::<u8>().ok().filter(|n| (1..=MAX_SIDE).contains(n)).map(|n| n - 1),
    };
    letter.ok_or_else(|| bad(0, format!("{} is not a file; write a letter a to p or a number 1 to 16", quote(text))))
}

/// The space-separated words of a value, each with its column (in characters) in the value.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut offset = 0;
    text.split(' ').filter_map(move |word| {
        let at = offset;
        offset += word.chars().count() + 1;
        (!word.is_empty()).then_some((at, word))
    })
}

/// Squares: `d4 e4`, `*8` (a rank), `a*` (a file), or `-` for none.
pub fn region(text: &str) -> Result<Region, ValueError> {
    let mut region = Region::default();
    if text == "-" {
        return Ok(region);
    }
    for (at, word) in words(text) {
        if word == "-" {
            break;
        }
        let fail = || {
            bad(
                at,
                format!(
                    "{} is not a square; write squares like d4, whole ranks like *8 or whole files like a*",
                    quote(word)
                ),
            )
        };
        if let Some(rank_text) = word.strip_prefix('*') {
            let r = rank_text.parse::<u8>().ok().filter(|n| (1..=MAX_SIDE).contains(n)).ok_or_else(fail)?;
            region.ranks[r as usize - 1] = u16::MAX;
        } else if let Some(file_text) = word.strip_suffix('*') {
            let f = file_letter(file_text).ok_or_else(fail)?;
            for row in region.ranks.iter_mut() {
                *row |= 1 << f;
            }
        } else {
            let (f, r) = square(word).ok_or_else(fail)?;
            region.insert(f, r);
        }
    }
    Ok(region)
}

fn file_letter(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if ('a'..='p').contains(&c.to_ascii_lowercase()) => Some(c.to_ascii_lowercase() as u8 - b'a'),
        _ => None,
    }
}

/// A square such as `d4` or `j10`, as (file, rank) from 0.
pub fn square(text: &str) -> Option<(u8, u8)> {
    let f = file_letter(text.get(..1)?)?;
    let r = text.get(1..)?.parse::<u8>().ok().filter(|n| (1..=MAX_SIDE).contains(n))?;
    Some((f, r - 1))
}

/// A game result for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameValue {
    Win,
    Loss,
    Draw,
    /// No result: the rule does not end the game.
    None,
}

impl GameValue {
    pub fn as_str(self) -> &'static str {
        match self {
            GameValue::Win => "win",
            GameValue::Loss => "loss",
            GameValue::Draw => "draw",
            GameValue::None => "none",
        }
    }
}

/// One of `words`.
pub fn choice(text: &str, words: &'static [&'static str]) -> Result<&'static str, ValueError> {
    words.iter().copied().find(|w| *w == text).ok_or_else(|| {
        let listed: Vec<&str> = words.to_vec();
        bad(0, format!("{} is not one of the choices; write {}", quote(text), listed.join(", ")))
    })
}

pub fn game_value(text: &str) -> Result<GameValue, ValueError> {
    match text {
        "win" => Ok(GameValue::Win),
        "loss" => Ok(GameValue::Loss),
        "draw" => Ok(GameValue::Draw),
        "none" => Ok(GameValue::None),
        _ => Err(bad(0, format!("{} is not a result; write win, loss, draw or none", quote(text)))),
    }
}

/// Pieces named by their letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceSet {
    /// `*`: every piece (extinction).
    All,
    /// These pieces, by their keys (`knight`, `customPiece1`), in order.
    Some(Vec<&'static str>),
}

impl PieceSet {
    pub fn none() -> PieceSet {
        PieceSet::Some(Vec::new())
    }

    pub fn contains(&self, piece: &str) -> bool {
        match self {
            PieceSet::All => true,
            PieceSet::Some(list) => list.contains(&piece),
        }
    }
}

/// Letters of pieces (`nbrq`, spaces allowed), `-` for none, `*` for all
/// where `star` allows it; `piece` finds a letter's piece.
pub fn piece_set(text: &str, star: bool, piece: &dyn Fn(char) -> Option<&'static str>) -> Result<PieceSet, ValueError> {
    if text == "-" {
        return Ok(PieceSet::none());
    }
    if text == "*" {
        return if star {
            Ok(PieceSet::All)
        } else {
            Err(bad(0, "'*' (every piece) is for extinctionPieceTypes and flagPiece; name the pieces by their letters"))
        };
    }
    let mut list = Vec::new();
    for (offset, c) in text.chars().enumerate() {
        if c == ' ' {
            continue;
        }
        let p = piece(c).ok_or_else(|| not_a_piece(offset, c))?;
        if !list.contains(&p) {
            list.push(p);
        }
    }
    Ok(PieceSet::Some(list))
}

fn not_a_piece(offset: usize, c: char) -> ValueError {
    bad(
        offset,
        format!("{} is not a piece of this variant; give it a letter first (e.g. knight = n)", quote(&c.to_string())),
    )
}

/// One piece's letter.
pub fn one_piece(text: &str, piece: &dyn Fn(char) -> Option<&'static str>) -> Result<&'static str, ValueError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => piece(c).ok_or_else(|| not_a_piece(0, c)),
        _ => Err(bad(0, format!("{} is not one piece's letter", quote(text)))),
    }
}

/// The most a piece value may be (Fairy-Stockfish's own are below 10 000).
pub const MAX_PIECE_VALUE: i64 = 100_000;

/// `p:150 n:800`.
pub fn piece_values(
    text: &str,
    piece: &dyn Fn(char) -> Option<&'static str>,
) -> Result<Vec<(&'static str, i32)>, ValueError> {
    per_piece(text, piece, "letter:value; write e.g. p:150 n:800", |value| {
        integer(value, -MAX_PIECE_VALUE, MAX_PIECE_VALUE).map(|v| v as i32).map_err(|e| e.message)
    })
}

/// Fairy-Stockfish's `pieceToCharTable`: one character per piece type,
/// White's half in capitals (or `.`), then Black's in small letters.
pub fn char_table(text: &str) -> Result<(), ValueError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() || !chars.len().is_multiple_of(2) {
        return Err(bad(0, "give one character per piece type for White, then as many for Black"));
    }
    let half = chars.len() / 2;
    for (i, &c) in chars.iter().enumerate() {
        let ok = c == '.' || if i < half { c.is_ascii_uppercase() } else { c.is_ascii_lowercase() };
        if !ok {
            let side = if i < half { "White's half: capital letters" } else { "Black's half: small letters" };
            return Err(bad(i, format!("{} is not a piece's letter here ({side} or '.')", quote(&c.to_string()))));
        }
    }
    Ok(())
}

/// `z:camel a:knight`: pieces and the built-in pictures that draw them.
pub fn piece_art(
    text: &str,
    piece: &dyn Fn(char) -> Option<&'static str>,
) -> Result<Vec<(&'static str, PieceKind)>, ValueError> {
    per_piece(text, piece, "letter:picture; write e.g. z:camel", |name| {
        PieceType::builtin_named(name)
            .ok_or_else(|| format!("{} is not a built-in picture: {PICTURE_NAMES}", quote(name)))
    })
}

/// `letter:value` words (`-`: none), each value read by `read`; a piece
/// given twice keeps its last value. `form` says what a word should be.
fn per_piece<T>(
    text: &str,
    piece: &dyn Fn(char) -> Option<&'static str>,
    form: &str,
    read: impl Fn(&str) -> Result<T, String>,
) -> Result<Vec<(&'static str, T)>, ValueError> {
    let mut out: Vec<(&'static str, T)> = Vec::new();
    for (at, word) in words(text).filter(|&(_, w)| w != "-") {
        let (letter, value) = word.split_once(':').ok_or_else(|| bad(at, format!("{} is not {form}", quote(word))))?;
        let p = one_piece(letter, piece).map_err(|e| bad(at, e.message))?;
        // (One letter and the colon before the value.)
        let v = read(value).map_err(|message| bad(at + 2, message))?;
        out.retain(|(q, _)| *q != p);
        out.push((p, v));
    }
    Ok(out)
}

/// The pictures' names, for messages.
const PICTURE_NAMES: &str = "king, queen, rook, bishop, knight, pawn, cardinal (archbishop), marshall (chancellor), \
    guard (commoner), wazir, ferz (fers), berolina-pawn, camel, pawn-of-camel, sliding-general, hero, shaman, war-elephant";

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(c: char) -> Option<&'static str> {
        match c.to_ascii_lowercase() {
            'n' => Some("knight"),
            'q' => Some("queen"),
            _ => None,
        }
    }

    #[test]
    fn reads_files_ranks_and_regions() {
        assert_eq!(file("j"), Ok(9));
        assert_eq!(file("10"), Ok(9));
        assert!(file("q").is_err() && file("17").is_err() && file("").is_err());
        assert_eq!(rank("16"), Ok(16));
        assert!(rank("0").is_err());
        let r = region("*8 a* j10 -").unwrap();
        assert!(r.contains(3, 7) && r.contains(0, 2) && r.contains(9, 9) && !r.contains(1, 1));
        let e = region("d4 x9").unwrap_err();
        assert_eq!(e.offset, 3);
        assert_eq!(region("-"), Ok(Region::default()));
        assert_eq!(Region::rank(7).describe(8, 8), "rank 8");
    }

    #[test]
    fn reads_pieces_and_values() {
        assert_eq!(piece_set("nq", false, &letters), Ok(PieceSet::Some(vec!["knight", "queen"])));
        assert_eq!(piece_set("-", false, &letters), Ok(PieceSet::none()));
        assert_eq!(piece_set("*", true, &letters), Ok(PieceSet::All));
        assert!(piece_set("*", false, &letters).is_err());
        assert_eq!(piece_set("nx", false, &letters).unwrap_err().offset, 1);
        assert_eq!(piece_values("n:800 q:2500", &letters), Ok(vec![("knight", 800), ("queen", 2500)]));
        assert!(piece_values("n800", &letters).is_err());
        assert_eq!(integer("50", 0, 100), Ok(50));
        assert!(integer("50x", 0, 100).is_err() && integer("101", 0, 100).is_err());
        assert_eq!(game_value("loss"), Ok(GameValue::Loss));
        assert!(boolean("yes").is_err());
    }
}
