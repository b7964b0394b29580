//! Turns the piece art's one source, `www/art/pieces.json` (which the page's
//! `www/art/pieces.js` also reads), into Rust statics: `$OUT_DIR/art.rs`.

use serde_json::Value;
use std::fmt::Write;
use std::path::Path;

const SOURCE: &str = "../../www/art/pieces.json";

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
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("art.rs");
    std::fs::write(dest, out).unwrap();
}
