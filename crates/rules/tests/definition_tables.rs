//! The tables a loaded definition holds stay under 2 MB (issue 44, "A
//! loaded definition holds ≤ 2 MB of tables"): on the largest board,
//! 16×16, with riders, hoppers and lame leapers, a definition loads with
//! its tables under the limit or is refused with the reason; Capablanca
//! Chess holds far less.

use twofold_rules::definition::{load, ProblemKind};
use twofold_rules::limits::MAX_TABLE_BYTES;
use twofold_rules::{Options, Variant, VariantId};

fn table_bytes(id: VariantId) -> usize {
    Variant::get(id, Options::default()).expect("a loaded game").table_bytes()
}

/// 16×16 with a pawn, a king and `customs` custom pieces (riders, hoppers,
/// lame leapers, long leapers and limited rides), all on the board.
fn sixteen(name: &str, customs: usize) -> String {
    const BETZA: [&str; 6] = ["NN", "pR", "gQ", "Q", "nNB3", "GZCHADW4F4"];
    let letters: Vec<char> = ('a'..='z').filter(|c| !"kp".contains(*c)).take(customs).collect();
    let mut text = format!("[{name}:chess]\nmaxFile = 16\nmaxRank = 16\ncastling = false\n");
    for (i, letter) in letters.iter().enumerate() {
        text += &format!("customPiece{} = {letter}:{}\n", i + 1, BETZA[i % BETZA.len()]);
    }
    text += "knight = -\nbishop = -\nrook = -\nqueen = -\n";
    let rank = |cells: &[char]| -> String {
        let s: String = cells.iter().collect();
        if cells.len() < 16 {
            format!("{s}{}", 16 - cells.len())
        } else {
            s
        }
    };
    let mut back = letters.clone();
    back.insert(back.len().min(7), 'k');
    let (first, second) = back.split_at(back.len().min(16));
    let black = format!("{}/{}/{}", rank(first), rank(second), "p".repeat(16));
    let upper = |s: &str| s.to_uppercase();
    let white = format!("{}/{}/{}", "P".repeat(16), upper(&rank(second)), upper(&rank(first)));
    text += &format!("startFen = {black}/16/16/16/16/16/16/16/16/16/16/{white} w - - 0 1\n");
    text += "promotionRegionWhite = *16\npromotionRegionBlack = *1\n";
    text += "doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *14\n";
    text += &format!("promotionPieceTypes = {}\n", letters.iter().collect::<String>());
    text
}

#[test]
fn the_most_pieces_a_sixteen_by_sixteen_board_loads_stay_under_two_megabytes() {
    // Every letter but k and p: 24 custom pieces, then fewer until the game loads.
    let mut loaded = None;
    for customs in (1..=24).rev() {
        match load(&sixteen(&format!("sixteen-{customs}"), customs)) {
            Ok(ids) => {
                loaded = Some((customs, table_bytes(ids[0])));
                break;
            }
            Err(problems) => {
                assert!(
                    problems.iter().all(|p| p.kind == ProblemKind::TooLarge && p.message.contains("MB of tables")),
                    "{customs} pieces: {problems:#?}"
                );
            }
        }
    }
    let (customs, bytes) = loaded.expect("some game loads");
    eprintln!("16×16: {customs} custom pieces load, with {bytes} bytes of tables");
    assert!(bytes <= MAX_TABLE_BYTES, "{bytes} bytes");
    assert!(customs >= 12, "only {customs} custom pieces load on 16×16");
}

#[test]
fn capablanca_holds_a_fraction_of_two_megabytes() {
    let ids = load(include_str!("definitions/fsf.ini")).unwrap_or_else(|p| panic!("{p:#?}"));
    let bytes = table_bytes(ids[0]);
    let chess = Variant::get(VariantId::CHESS, Options::default()).expect("chess").table_bytes();
    eprintln!("Capablanca: {bytes} bytes of tables; chess (built in): {chess}");
    assert!(bytes < MAX_TABLE_BYTES / 4, "{bytes} bytes");
}

#[test]
fn a_file_whose_games_pass_thirty_two_megabytes_together_is_refused() {
    // 14 custom pieces on 16×16: under 2 MB each, so 17 fit and 20 do not.
    let text: Vec<String> = (0..20).map(|i| sixteen(&format!("many-{i}"), 14)).collect();
    let problems = load(&text.join("\n")).expect_err("over the file's limit");
    assert!(
        problems.iter().any(|p| p.kind == ProblemKind::TooLarge && p.message.contains("a file may hold")),
        "{problems:#?}"
    );
    assert!(twofold_rules::VariantId::parse("many-0").is_err(), "nothing of the file is loaded");
}

#[test]
fn a_file_of_games_too_large_stops_building_at_thirty_two_megabytes() {
    // 24 custom pieces on 16×16: about 3 MB each, each refused; past 32 MB
    // built, the rest are refused without being built.
    let text: Vec<String> = (0..30).map(|i| sixteen(&format!("huge-{i}"), 24)).collect();
    let problems = load(&text.join("\n")).expect_err("every game is too large");
    let built = problems.iter().filter(|p| p.message.contains("its moves need")).count();
    let unbuilt = problems.iter().filter(|p| p.message.contains("one file's games may take")).count();
    assert!(built <= 12 && built + unbuilt >= 29, "{built} built, {unbuilt} not: {problems:#?}");
}
