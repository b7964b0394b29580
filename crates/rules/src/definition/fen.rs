//! A start position in Fairy-Stockfish's FEN: ranks from the top separated
//! by `/`, empty runs of any length (`10`, `12`), `*` for a square that is a
//! wall, then the side to move, castling rights, the en-passant square and
//! the two counters (the last four may be left out).

use super::values::{square, ValueError};
use crate::quote::quote;

/// One square of the start position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    /// `*`: no piece may ever stand or pass there.
    Wall,
    /// A piece: its letter (lower case) and colour.
    Piece {
        letter: char,
        white: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartPosition {
    /// The FEN as given.
    pub text: String,
    /// Rank by rank from rank 1, file by file from file a.
    pub cells: Vec<Cell>,
    pub white_to_move: bool,
    /// The castling field as given (`KQkq`, `-`, or files).
    pub castling: String,
    pub en_passant: String,
    pub halfmove: u32,
    pub fullmove: u32,
}

impl StartPosition {
    pub fn cell(&self, files: u8, file: u8, rank: u8) -> Cell {
        self.cells.get(rank as usize * files as usize + file as usize).copied().unwrap_or(Cell::Empty)
    }
}

fn bad(offset: usize, message: impl Into<String>) -> ValueError {
    ValueError { offset, message: message.into() }
}

/// Reads `text` for a `files`×`ranks` board whose pieces' letters
/// `is_piece` knows.
pub fn read(text: &str, files: u8, ranks: u8, is_piece: &dyn Fn(char) -> bool) -> Result<StartPosition, ValueError> {
    let fields: Vec<&str> = text.split(' ').filter(|f| !f.is_empty()).collect();
    let placement = fields.first().copied().unwrap_or("");
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != ranks as usize {
        return Err(bad(
            0,
            format!(
                "the start position has {} ranks but the board has {ranks} (maxRank); give one '/'-separated rank each",
                rows.len()
            ),
        ));
    }
    let mut cells = vec![Cell::Empty; files as usize * ranks as usize];
    let mut offset = 0;
    for (index, row) in rows.iter().enumerate() {
        let rank = ranks as usize - 1 - index;
        let mut file = 0usize;
        let mut run = 0usize;
        let mut chars = row.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            let here = offset + row[..at].chars().count();
            if c.is_ascii_digit() {
                run = run * 10 + c.to_digit(10).unwrap_or(0) as usize;
                if run > 16 {
                    return Err(bad(here, "an empty run is at most 16 squares"));
                }
                if chars.peek().is_some_and(|(_, d)| d.is_ascii_digit()) {
                    continue;
                }
                file += run;
                run = 0;
                continue;
            }
            let cell = match c {
                '*' => Cell::Wall,
                '~' | '+' => {
                    return Err(bad(
                        here,
                        format!("{} (promoted pieces, as in shogi) is not supported yet", quote(&c.to_string())),
                    ))
                }
                '[' => return Err(bad(here, "pieces in hand ('[...]') need drops, which are not supported yet")),
                _ if c.is_ascii_alphabetic() && is_piece(c) => {
                    Cell::Piece { letter: c.to_ascii_lowercase(), white: c.is_ascii_uppercase() }
                }
                _ if c.is_ascii_alphabetic() => {
                    return Err(bad(
                        here,
                        format!(
                            "{} is not a piece of this variant; give it a letter first (e.g. knight = n)",
                            quote(&c.to_string())
                        ),
                    ))
                }
                _ => {
                    return Err(bad(
                        here,
                        format!("{} does not belong in a rank of the start position", quote(&c.to_string())),
                    ))
                }
            };
            if file < files as usize {
                cells[rank * files as usize + file] = cell;
            }
            file += 1;
        }
        if file != files as usize {
            return Err(bad(
                offset,
                format!(
                    "rank {} of the start position has {file} squares but the board has {files} files (maxFile)",
                    rank + 1
                ),
            ));
        }
        offset += row.chars().count() + 1;
    }
    let mut field_offset = placement.chars().count() + 1;
    let mut next_offset = |f: &str| {
        let at = field_offset;
        field_offset += f.chars().count() + 1;
        at
    };
    let side = fields.get(1).copied().unwrap_or("w");
    let at = next_offset(side);
    let white_to_move = match side {
        "w" => true,
        "b" => false,
        _ => return Err(bad(at, format!("{} is not a side to move; write w or b", quote(side)))),
    };
    let castling = fields.get(2).copied().unwrap_or("-");
    let at = next_offset(castling);
    if castling != "-"
        && !castling.chars().all(|c| "KQkq".contains(c) || ('A'..='P').contains(&c) || ('a'..='p').contains(&c))
    {
        return Err(bad(
            at,
            format!("{} is not a castling field; write letters from KQkq (or files) or -", quote(castling)),
        ));
    }
    let en_passant = fields.get(3).copied().unwrap_or("-");
    let at = next_offset(en_passant);
    if en_passant != "-" && !en_passant_squares(en_passant) {
        return Err(bad(at, format!("{} is not an en-passant square; write e.g. e3 or -", quote(en_passant))));
    }
    let mut counters = [0u32, 1u32];
    for (i, counter) in counters.iter_mut().enumerate() {
        if let Some(f) = fields.get(4 + i) {
            let at = next_offset(f);
            *counter = f.parse().ok().filter(|n| *n <= crate::limits::MAX_COUNTER).ok_or_else(|| {
                bad(
                    at,
                    format!(
                        "{} is not a move counter; Fairy-Stockfish's check counts (3+3) are not supported yet",
                        quote(f)
                    ),
                )
            })?;
        }
    }
    if let Some(extra) = fields.get(6) {
        return Err(bad(
            next_offset(extra),
            format!("{} follows the move counters; a start position has at most six fields", quote(extra)),
        ));
    }
    Ok(StartPosition {
        text: text.to_string(),
        cells,
        white_to_move,
        castling: castling.to_string(),
        en_passant: en_passant.to_string(),
        halfmove: counters[0],
        fullmove: counters[1],
    })
}

/// One or more squares written together (`e3`, Berolina's `c5d6`).
fn en_passant_squares(text: &str) -> bool {
    if !text.is_ascii() {
        return false;
    }
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest[1..].chars().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || square(&rest[..1 + digits]).is_none() {
            return false;
        }
        rest = &rest[1 + digits..];
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess(c: char) -> bool {
        "pnbrqk".contains(c.to_ascii_lowercase())
    }

    #[test]
    fn reads_runs_of_ten_and_more() {
        let fen = "rnbqkbnrrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR w KQkq - 0 1";
        let p = read(fen, 10, 8, &chess).unwrap();
        assert_eq!(p.cell(10, 9, 7), Cell::Piece { letter: 'r', white: false });
        assert_eq!(p.cell(10, 4, 0), Cell::Piece { letter: 'k', white: true });
        let wide = read("12/12 b - - 3 9", 12, 2, &chess).unwrap();
        assert!(!wide.white_to_move);
        assert_eq!((wide.halfmove, wide.fullmove), (3, 9));
        assert!(read("k1*/3 w", 3, 2, &chess).is_ok());
        assert!(read("rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2", 8, 8, &chess).is_ok());
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let e = read("8/8/8/8/8/8/8/7 w", 8, 8, &chess).unwrap_err();
        assert!(e.message.contains("rank 1") && e.message.contains("7 squares"), "{}", e.message);
        let e = read("8/8/8/8/8/8/8/7x w", 8, 8, &chess).unwrap_err();
        assert_eq!(e.offset, 15);
        assert!(read("8/8 w", 8, 8, &chess).is_err());
        assert!(read("8/8/8/8/8/8/8/8 x", 8, 8, &chess).is_err());
        assert!(read("8/8/8/8/8/8/8/8[] w", 8, 8, &chess).is_err());
        assert!(read("8/8/8/8/8/8/8/8 w - - 3+3 0 1", 8, 8, &chess).is_err());
        assert!(read("99/8/8/8/8/8/8/8 w", 8, 8, &chess).is_err());
    }
}
