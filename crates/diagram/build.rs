//! Turns the piece art's one source, `www/art/pieces.json` (which the page's
//! `www/art/pieces.js` also reads), and the medallion of pieces with no
//! picture, `www/art/letter-piece.json` (`www/art/letter-piece.js`), into
//! Rust statics: `$OUT_DIR/art.rs`.

use serde_json::Value;
use std::fmt::Write;
use std::path::Path;

const SOURCE: &str = "../../www/art/pieces.json";
/// The medallion of a piece with no picture (the page's art/letter-piece.js reads it too).
const LETTER_PIECE: &str = "../../www/art/letter-piece.json";

fn items(list: &Value, out: &mut String) {
    out.push_str("&[");
    for item in list.as_array().expect("an art list") {
        let kind = item[0].as_str().expect("an item kind");
        let data = item[1].as_str().expect("path data or a transform");
        match kind {
            "o" => write!(out, "Item::Outline({data:?}),").unwrap(),
            "l" => write!(out, "Item::Line({data:?}),").unwrap(),
            "f" => write!(out, "Item::Fill({data:?}),").unwrap(),
            "g" => {
                let scale = item[2].as_f64().expect("a group's scale");
                write!(out, "Item::Group({data:?}, {scale:?}, ").unwrap();
                items(&item[3], out);
                out.push_str("),");
            }
            other => panic!("{SOURCE}: unknown art item kind {other:?}"),
        }
    }
    out.push(']');
}

fn main() {
    println!("cargo:rerun-if-changed={SOURCE}");
    println!("cargo:rerun-if-changed={LETTER_PIECE}");
    let text = std::fs::read_to_string(SOURCE).expect("www/art/pieces.json");
    let data: Value = serde_json::from_str(&text).expect("pieces.json is JSON");
    let mut out = String::new();
    out.push_str("/// The pieces with art: letter (upper case) and name.\n#[allow(dead_code)]\npub static KINDS: &[(char, &str)] = &[");
    for kind in data["kinds"].as_array().expect("kinds") {
        let letter = kind[0].as_str().unwrap().chars().next().unwrap();
        write!(out, "({letter:?}, {:?}),", kind[1].as_str().unwrap()).unwrap();
    }
    out.push_str("];\n/// Each piece's drawing, in a 100×100 box.\npub static ART: &[(char, &[Item])] = &[");
    for (letter, list) in data["art"].as_object().expect("art") {
        write!(out, "({:?}, ", letter.chars().next().unwrap()).unwrap();
        items(list, &mut out);
        out.push_str("),");
    }
    out.push_str("];\n");
    for side in ["white", "black"] {
        let c = &data["colors"][side];
        writeln!(
            out,
            "pub static {}: Ink = Ink {{ fill: {:?}, line: {:?}, detail: {:?} }};",
            side.to_uppercase(),
            c["fill"].as_str().unwrap(),
            c["line"].as_str().unwrap(),
            c["detail"].as_str().unwrap()
        )
        .unwrap();
    }
    // A piece with no picture of its own: its letter on this body.
    let text = std::fs::read_to_string(LETTER_PIECE).expect("www/art/letter-piece.json");
    let letter_piece: Value = serde_json::from_str(&text).expect("letter-piece.json is JSON");
    out.push_str(
        "/// The body of a piece with no picture: its letter is drawn on it.\npub static LETTER_PIECE: &[Item] = ",
    );
    items(&letter_piece["art"], &mut out);
    let at: Vec<f64> =
        letter_piece["letter"].as_array().expect("letterPiece.letter").iter().map(|v| v.as_f64().unwrap()).collect();
    writeln!(
        out,
        ";\n/// Where its letter is centred, and its size, in the 100×100 box.\npub static LETTER_AT: (f64, f64, f64) = ({:?}, {:?}, {:?});",
        at[0], at[1], at[2]
    )
    .unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("art.rs");
    std::fs::write(dest, out).unwrap();
}
