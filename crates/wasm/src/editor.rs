//! The setup editor's bindings: `inspectPosition` reads and checks a
//! position string, `writePosition` puts a board into one, `pieceReach`
//! gives a piece's legend (Help and the editor draw it). The rules decide
//! everything (`twofold_rules::editor`); results are strings where a
//! string will do (the wasm stays small). Feature `editor`: in the module
//! loaded on demand (www/pkg-diagram), not in the page's.

use crate::args::{self, JsResult};
use crate::game_args::{options_arg, variant_arg};
use crate::{js_err, to_js};
use serde::Serialize;
use twofold_rules::editor::inspect;
use twofold_rules::{Field, Setup, Square, Variant};
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct Problem {
    field: &'static str,
    message: String,
    /// The names of the squares concerned.
    squares: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Inspected {
    /// The rules accept the position.
    ok: bool,
    /// Every field could be read (the problems, if any, are the rules').
    readable: bool,
    /// The position string as the rules write it (every field, in order),
    /// or as given when it could not be read whole.
    fen: String,
    /// What was read of the placement: a letter per square index, '.' for
    /// an empty (or missing) square.
    board: String,
    problems: Vec<Problem>,
    /// The game's castling rights, and those its king and rook stand ready for.
    rights: String,
    possible_rights: String,
    /// The en-passant squares the placement allows, and how many a
    /// position may have.
    en_passant: Vec<String>,
    en_passant_most: usize,
    /// The values of the seventh field (space-separated, the default first).
    seventh: String,
    /// What the field is called in this game, and each value in words, in the rules' terms.
    seventh_label: &'static str,
    seventh_words: Vec<String>,
    /// The game's piece letters.
    pieces: String,
}

fn field_name(f: Field) -> &'static str {
    match f {
        Field::Whole => "whole",
        Field::Placement => "placement",
        Field::Side => "side",
        Field::Castling => "castling",
        Field::EnPassant => "en-passant",
        Field::HalfmoveClock => "halfmove",
        Field::TurnNumber => "turn",
        Field::Seventh => "seventh",
    }
}

fn variant_of(variant: &JsValue, options: &JsValue, func: &str) -> JsResult<&'static Variant> {
    Variant::get(variant_arg(variant, func)?, options_arg(options, func)?).map_err(js_err)
}

fn fen_arg(fen: &JsValue, func: &str) -> JsResult<String> {
    args::string(fen, func, "fen", "a position string")
}

/// `inspectPosition(variant, optionsJson, fen)`: `{ok, readable, fen,
/// board, problems: [{field, message, squares}], rights, possibleRights,
/// enPassant, enPassantMost, seventh, pieces}`.
#[wasm_bindgen(js_name = inspectPosition)]
pub fn inspect_position(variant: &JsValue, options: &JsValue, fen: &JsValue) -> JsResult<JsValue> {
    const F: &str = "inspectPosition";
    let v = variant_of(variant, options, F)?;
    let text = fen_arg(fen, F)?;
    let i = inspect(v, &text).map_err(js_err)?;
    let geo = &v.geometry;
    let names = |list: &[Square]| list.iter().map(|&s| geo.square_name(s)).collect();
    let letters = |rights: &[(char, bool)], all: bool| rights.iter().filter(|r| all || r.1).map(|r| r.0).collect();
    let (seventh_label, seventh_words) = twofold_rules::words::seventh_field_words(v);
    to_js(&Inspected {
        ok: i.is_valid(),
        readable: i.readable,
        fen: if i.readable { i.setup.to_fen(v) } else { text },
        board: (0..geo.square_count())
            .map(|n| i.setup.piece_at(Square(n as u8)).map_or('.', |p| v.pieces.char_of(p)))
            .collect(),
        problems: i
            .problems
            .iter()
            .map(|p| Problem {
                field: field_name(p.error.field),
                message: p.error.to_string(),
                squares: names(&p.squares),
            })
            .collect(),
        rights: letters(&i.castling, true),
        possible_rights: letters(&i.castling, false),
        en_passant: names(&i.en_passant),
        en_passant_most: v.en_passant_most(),
        seventh: v.seventh_values().join(" "),
        seventh_label,
        seventh_words,
        pieces: v.kinds.iter().map(|&k| v.pieces.letter(k)).collect(),
    })
}

/// `writePosition(variant, optionsJson, board, fen)`: the position string
/// `fen` with the placement of `board` (a letter per square index, '.' for
/// an empty square). Throws when a letter is no piece of the game or
/// stands on a square the board lacks.
#[wasm_bindgen(js_name = writePosition)]
pub fn write_position(variant: &JsValue, options: &JsValue, board: &JsValue, fen: &JsValue) -> JsResult<String> {
    const F: &str = "writePosition";
    let v = variant_of(variant, options, F)?;
    let board = args::string(board, F, "board", "a letter per square, '.' for an empty one")?;
    let fen = fen_arg(fen, F)?;
    let geo = &v.geometry;
    let mut setup = Setup::empty();
    for (i, c) in board.chars().enumerate().filter(|&(_, c)| c != '.') {
        let sq = Square(i.min(255) as u8);
        match v.pieces.piece_of_char(c) {
            Some(p) if i < geo.square_count() && geo.exists(sq) => setup.pieces.push((sq, p)),
            _ => return Err(args::error(&format!("{F}: '{c}' on square {i} is not a piece of {} there", v.name))),
        }
    }
    let written = setup.to_fen(v);
    let placement = written.split_whitespace().next().unwrap_or_default();
    let rest: Vec<&str> = fen.split_whitespace().skip(1).collect();
    Ok(format!("{placement} {}", rest.join(" ")))
}

/// `pieceReach(variant, optionsJson, letter)`: where the game's piece (by
/// its letter, either case) reaches on an empty board, as White sees it,
/// for a legend beside it, as numbers (`www/core/rules.js` reads them):
/// `[radius, rides, dx, dy, range, …, marks…]` — the lines it rides
/// (range 0: no limit), then the window of side `2 * radius + 1` around
/// the piece, row by row from the top (forward), each square a sum of 1
/// (moves there), 2 (captures there), 4 (as a first move only) and 8
/// (lands there after jumping a piece). Undefined for a letter the game
/// has no piece for.
#[wasm_bindgen(js_name = pieceReach)]
pub fn piece_reach(variant: &JsValue, options: &JsValue, letter: char) -> JsResult<Option<Vec<i8>>> {
    let v = variant_of(variant, options, "pieceReach")?;
    let Some(t) = v.pieces.by_letter(letter.to_ascii_uppercase()).and_then(|k| v.pieces.get(k)) else {
        return Ok(None);
    };
    let r = twofold_rules::piece::reach(&t.atoms);
    let mut out = vec![r.radius, r.rides.len() as i8];
    for ride in &r.rides {
        out.extend([ride.dx, ride.dy, ride.range.min(i8::MAX as u8) as i8]);
    }
    out.extend(r.marks.iter().map(|&m| m as i8));
    Ok(Some(out))
}
