//! A definition in words, and each piece's moves as a small text diagram
//! of an empty board around it (White's view, forward up):
//!
//! ```text
//! o  moves or captures     m  moves only        c  captures only
//! i  initial move only     h  lands there after hopping a piece
//! *  the ride goes on beyond the window         .  not reached
//! ```

use super::betza::{lame_path, Component, Modality, PieceMoves, Range};
use super::fen::Cell;
use super::model::{Definition, Setting};
use super::values::{GameValue, PieceSet, Region};

/// The legend of [`diagram`].
pub const LEGEND: &str = "o moves or captures, m moves only, c captures only, i initial move only, h lands after hopping a piece, * the ride goes on";

#[derive(Copy, Clone, Default)]
struct Mark {
    quiet: bool,
    capture: bool,
    initial: bool,
    hop: bool,
    beyond: bool,
}

/// The piece's moves on an empty board: a 7×7 window around it (9×9 when
/// it rides), its letter in the middle.
pub fn diagram(moves: &PieceMoves, letter: char) -> String {
    let rides = moves.components.iter().any(|c| c.range != Range::Leap);
    let radius: i32 = if rides { 4 } else { 3 };
    let side = (2 * radius + 1) as usize;
    let mut marks = vec![Mark::default(); side * side];
    let inside = |x: i32, y: i32| x.abs() <= radius && y.abs() <= radius;
    let index = |x: i32, y: i32| ((radius - y) as usize) * side + (x + radius) as usize;
    for c in &moves.components {
        for &(dx, dy) in &c.vectors {
            let (dx, dy) = (dx as i32, dy as i32);
            let steps = match c.range {
                Range::Leap => 1,
                Range::Upto(n) if !c.hop => n as i32,
                _ => i32::MAX,
            };
            let mut k = 1;
            while k <= steps {
                let (x, y) = (dx * k, dy * k);
                if !inside(x, y) {
                    if k > 1 {
                        marks[index(dx * (k - 1), dy * (k - 1))].beyond = true;
                    }
                    break;
                }
                let m = &mut marks[index(x, y)];
                if c.hop {
                    m.hop |= k >= 2;
                } else if c.initial {
                    m.initial = true;
                } else {
                    m.quiet |= c.modality.moves();
                    m.capture |= c.modality.captures();
                }
                k += 1;
            }
        }
    }
    let mut out = String::new();
    for row in 0..side {
        let line: Vec<String> = (0..side)
            .map(|col| {
                let (x, y) = (col as i32 - radius, radius - row as i32);
                if (x, y) == (0, 0) {
                    return letter.to_ascii_uppercase().to_string();
                }
                let m = marks[row * side + col];
                let c = if m.beyond {
                    '*'
                } else if m.quiet && m.capture {
                    'o'
                } else if m.quiet {
                    'm'
                } else if m.capture {
                    'c'
                } else if m.initial {
                    'i'
                } else if m.hop {
                    'h'
                } else {
                    '.'
                };
                c.to_string()
            })
            .collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

/// One component in words.
pub fn component_words(c: &Component) -> String {
    let what = match c.modality {
        Modality::Both => "moves or captures",
        Modality::Move => "moves only (no capture)",
        Modality::Capture => "captures only",
    };
    let vectors: Vec<String> = c.vectors.iter().map(|(x, y)| format!("({x},{y})")).collect();
    let mut words = match (c.hop, c.range) {
        (true, Range::Upto(1)) => {
            format!("{what} by hopping the first piece on a line and landing just beyond it (grasshopper)")
        }
        (true, Range::Upto(n)) => {
            format!("{what} by hopping the first piece on a line and landing up to {n} squares beyond it")
        }
        (true, _) => {
            format!("{what} by hopping the first piece on a line and going on beyond it until blocked (cannon)")
        }
        (false, Range::Leap) => format!("{what} by one leap"),
        (false, Range::Upto(n)) => format!("{what} by riding up to {n} steps"),
        (false, Range::Unlimited) => format!("{what} by riding until blocked"),
    };
    words.push_str(&format!(" along {}", vectors.join(" ")));
    if c.lame {
        if let Some(&(x, y)) = c.vectors.first() {
            let path: Vec<String> = lame_path(x, y).iter().map(|(a, b)| format!("({a},{b})")).collect();
            words.push_str(&format!(
                "; lame: blocked by a piece on the way (the leap ({x},{y}) passes {})",
                path.join(" ")
            ));
        }
    }
    if c.initial {
        words.push_str("; initial: only from its side's doubleStepRegion");
    }
    words
}

fn letters(def: &Definition, key: &str) -> String {
    def.pieces_of(key).map_or_else(|| "-".to_string(), |set| def.letters(set))
}

fn value(def: &Definition, key: &str) -> &'static str {
    match def.setting(key) {
        Some(Setting::Outcome(v)) => v.as_str(),
        _ => GameValue::None.as_str(),
    }
}

fn file_letter(def: &Definition, key: &str) -> char {
    match def.setting(key) {
        Some(Setting::File(f)) => (b'a' + f) as char,
        _ => '?',
    }
}

fn region(def: &Definition, key: &str) -> String {
    def.region(key).map_or_else(|| "-".to_string(), |r| r.describe(def.files, def.ranks))
}

/// The definition's rules in words, one line each.
pub fn rules(def: &Definition) -> Vec<String> {
    let mut out = Vec::new();
    let parent = def.parent.as_deref().map_or(String::new(), |p| format!(" (from {p})"));
    out.push(format!("{}{parent}: {}×{} board", def.name, def.files, def.ranks));
    out.push(format!("start: {}", def.start.text));
    let walls: Vec<String> = (0..def.ranks)
        .flat_map(|rank| (0..def.files).map(move |file| (file, rank)))
        .filter(|&(file, rank)| def.start.cell(def.files, file, rank) == Cell::Wall)
        .map(|(file, rank)| format!("{}{}", (b'a' + file) as char, rank + 1))
        .collect();
    if !walls.is_empty() {
        out.push(format!("walls (squares the board lacks): {}", walls.join(" ")));
    }
    for p in &def.pieces {
        out.push(format!("piece {} ({}): {}", p.letter, p.key, p.betza));
    }
    let pair = |w: String, b: String| if w == b { w } else { format!("{w} (White), {b} (Black)") };
    out.push(format!(
        "promotion: {} promote{} to {} on {}",
        pair(letters(def, "promotionPawnTypesWhite"), letters(def, "promotionPawnTypesBlack")),
        if def.bool("mandatoryPawnPromotion") { " (must)" } else { " (may)" },
        pair(letters(def, "promotionPieceTypesWhite"), letters(def, "promotionPieceTypesBlack")),
        pair(region(def, "promotionRegionWhite"), region(def, "promotionRegionBlack")),
    ));
    if def.bool("doubleStep") {
        out.push(format!(
            "double step and initial moves: from {}",
            pair(region(def, "doubleStepRegionWhite"), region(def, "doubleStepRegionBlack"))
        ));
    } else {
        out.push("double step: none".to_string());
    }
    out.push(format!(
        "en passant: {} on {}",
        pair(letters(def, "enPassantTypesWhite"), letters(def, "enPassantTypesBlack")),
        pair(region(def, "enPassantRegionWhite"), region(def, "enPassantRegionBlack")),
    ));
    // (Castling needs a rook to castle with.)
    if def.bool("castling") && !letters(def, "castlingRookPiecesWhite").is_empty() {
        let rank = match def.setting("castlingRank") {
            Some(Setting::Rank(r)) => *r,
            _ => 1,
        };
        out.push(format!(
            "castling: the {} from file {} to {} (king's side) or {} (queen's side) with {}, on rank {rank} of each side",
            letters_of_piece(def, "castlingKingPieceWhite"),
            (b'a' + def.castling_king_file()) as char,
            file_letter(def, "castlingKingsideFile"),
            file_letter(def, "castlingQueensideFile"),
            letters(def, "castlingRookPiecesWhite"),
        ));
    } else {
        out.push("castling: none".to_string());
    }
    out.push(format!(
        "ends: checkmate is a {} for the mated side, stalemate a {}; checks {}",
        value(def, "checkmateValue"),
        value(def, "stalemateValue"),
        if def.bool("checking") { "allowed" } else { "not allowed" }
    ));
    let n = def.int("nMoveRule").unwrap_or(0);
    out.push(if n == 0 {
        "n-move rule: none".to_string()
    } else {
        format!("n-move rule: {n} moves each without a capture or a move of {}", letters(def, "nMoveRuleTypesWhite"))
    });
    out.push(format!(
        "repetition: a position on the board {} times is a {} for the side to move",
        def.int("nFoldRule").unwrap_or(3),
        value(def, "nFoldValue")
    ));
    if value(def, "extinctionValue") != "none" {
        let set = def.pieces_of("extinctionPieceTypes").cloned().unwrap_or(PieceSet::none());
        out.push(format!(
            "extinction: a side with {} or fewer of {} left gets a {}{}",
            def.int("extinctionPieceCount").unwrap_or(0),
            def.letters(&set),
            value(def, "extinctionValue"),
            if def.bool("extinctionClaim") { " (judged on the opponent's turn)" } else { "" }
        ));
    }
    for (side, piece_key, region_key) in
        [("White", "flagPieceWhite", "flagRegionWhite"), ("Black", "flagPieceBlack", "flagRegionBlack")]
    {
        let goal = def.region(region_key).cloned().unwrap_or_default();
        if goal != Region::default() {
            let piece = match def.pieces_of(piece_key) {
                Some(set @ PieceSet::Some(_)) => def.letters(set),
                _ => "any piece".to_string(),
            };
            out.push(format!(
                "goal: {side} wins with {piece} on {}{}",
                region(def, region_key),
                if def.bool("flagMove") { " (the other side then moves once more)" } else { "" }
            ));
        }
    }
    let per_turn = def.int("movesPerTurn").unwrap_or(1);
    let first = def.int("firstTurnMoves").unwrap_or(per_turn);
    if per_turn > 1 || first != per_turn {
        out.push(format!(
            "turns: {per_turn} moves each, White's first {first}{}",
            if def.bool("checkEndsTurn") { "; a check ends the turn" } else { "" }
        ));
    }
    for key in def.settings.keys().filter(|k| k.starts_with("mobilityRegion")) {
        out.push(format!("{key}: {}", region(def, key)));
    }
    out
}

fn letters_of_piece(def: &Definition, key: &str) -> String {
    match def.setting(key) {
        Some(Setting::Piece(k)) => def.piece_by_key(k).map_or("-".to_string(), |p| p.letter.to_string()),
        _ => "-".to_string(),
    }
}

/// The rules in words, then each piece's moves in words and as a diagram.
pub fn describe(def: &Definition) -> String {
    let mut out = rules(def).join("\n");
    out.push_str(&format!("\n\nmoves ({LEGEND}):\n"));
    for p in &def.pieces {
        out.push_str(&format!("\n{} ({}, {}):\n", p.letter, p.key, p.betza));
        for c in &p.moves.components {
            out.push_str(&format!("  {}\n", component_words(c)));
        }
        if p.moves.en_passant {
            out.push_str("  may capture en passant\n");
        }
        out.push_str(&diagram(&p.moves, p.letter));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::betza::parse;
    use super::*;

    #[test]
    fn draws_a_knight_and_a_pawn() {
        let knight = diagram(&parse("N").unwrap(), 'n');
        assert_eq!(
            knight,
            ". . . . . . .\n. . o . o . .\n. o . . . o .\n. . . N . . .\n. o . . . o .\n. . o . o . .\n. . . . . . .\n"
        );
        let pawn = diagram(&parse("fmWfcFifmnD").unwrap(), 'p');
        assert_eq!(
            pawn,
            ". . . . . . .\n. . . i . . .\n. . c m c . .\n. . . P . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n"
        );
    }

    #[test]
    fn draws_rides_and_hops() {
        let rook = diagram(&parse("fR").unwrap(), 'l');
        assert_eq!(rook.lines().next(), Some(". . . . * . . . ."));
        assert_eq!(rook.lines().nth(3), Some(". . . . o . . . ."));
        let cannon = diagram(&parse("mRcpR").unwrap(), 'c');
        assert_eq!(cannon.lines().nth(4), Some("* m m m C m m m *"));
        let grasshopper = diagram(&parse("gR").unwrap(), 'g');
        assert_eq!(grasshopper.lines().nth(4), Some("* h h . G . h h *"));
    }
}
