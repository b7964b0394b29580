//! Outside input never panics: position strings, move texts and records,
//! random or mutated from valid ones, are either accepted or refused with an
//! error value — for every game.

use proptest::prelude::*;
use twofold_rules::{Game, Options, Position, Variant, VariantId};

const ALPHABET: &[u8] = b"rnbqkpRNBQKPcmgwfylxsha CMGWFYLXSHAE/*0123456789-,=&wbdsKQkqhl.";

fn variant(i: usize) -> &'static Variant {
    Variant::get(VariantId::ALL[i % VariantId::ALL.len()], Options::default()).expect("variant")
}

/// A valid position string with a few characters replaced, inserted or removed.
fn mutated(fen: &str, edits: &[(usize, u8, u8)]) -> String {
    let mut bytes = fen.as_bytes().to_vec();
    for &(at, op, ch) in edits {
        if bytes.is_empty() {
            break;
        }
        let i = at % bytes.len();
        let c = ALPHABET[ch as usize % ALPHABET.len()];
        match op % 3 {
            0 => bytes[i] = c,
            1 => bytes.insert(i, c),
            _ => {
                bytes.remove(i);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn position_strings_never_panic(v in 0usize..6, edits in proptest::collection::vec((0usize..400, 0u8..3, 0u8..255), 1..6)) {
        let var = variant(v);
        let text = mutated(var.start, &edits);
        if let Ok(pos) = Position::from_fen(var, &text) {
            // What is accepted writes back and reads again the same.
            let again = Position::from_fen(var, &pos.to_fen()).expect("a written position string reads back");
            prop_assert_eq!(again.to_fen(), pos.to_fen());
            prop_assert_eq!(pos.hash(), pos.compute_hash());
            let mut list = twofold_rules::MoveList::new();
            pos.legal_parts(&mut list);
        }
    }

    #[test]
    fn arbitrary_text_as_position_never_panics(v in 0usize..6, text in "\\PC{0,80}") {
        let _ = Position::from_fen(variant(v), &text);
    }

    #[test]
    fn move_texts_never_panic(v in 0usize..6, text in "[a-pA-Z0-9x=@&,+#O\\-]{0,12}") {
        let mut game = Game::new(VariantId::ALL[v], Options::default(), None).expect("game");
        let before = game.position_string();
        if game.play_text(&text).is_err() {
            // A refused turn leaves the game as it was.
            prop_assert_eq!(game.position_string(), before);
            prop_assert_eq!(game.step_count(), 0);
        }
    }

    #[test]
    fn records_never_panic(text in "(\\[Variant \"(chess|chess2|two-prong|dual-chess|two-boards|double-double|marseillais|x)\"\\]\n)?[0-9a-hNBRQKO.\\- ,&x=+]{0,60}") {
        let _ = Game::from_record(&text);
    }
}
