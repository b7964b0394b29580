//! From sections to definitions: each section starts from its parent (the
//! template Fairy-Stockfish starts from, the built-in `chess`, or an earlier
//! section), then applies its keys in Fairy-Stockfish's order: board size,
//! pieces, then the rules. Every problem is collected.

use super::apply::{apply_rules, Given};
use super::betza;
use super::draft::{value_problem, Draft, CHESS_FEN};
use super::fen::{self, StartPosition};
use super::ini::{Entry, Section};
use super::keys::{self, Key, KING_BETZA};
use super::model::{Definition, PieceDef, Setting};
use super::reach::can_move;
use super::values::{self, PieceSet};
use crate::error::{Problem, ProblemKind};
use crate::limits::MAX_PROBLEMS;
use crate::quote::quote;
use std::collections::BTreeMap;

/// The built-in parent `chess`, written as a definition (Fairy-Stockfish's
/// `chess_variant_base`: the template with chess's pieces).
pub const BUILT_IN_CHESS: &str = "[chess]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
promotionPieceTypes = nbrq
insufficientMaterial = fide
";

/// Our built-in games on chess's board, written as definitions: parents a
/// definition may name (`[mine:chess2]`), each counting what the built-in
/// game counts (tests/definitions_play.rs).
pub const BUILT_IN_GAMES: &str = include_str!("built_in.ini");

/// Our built-in games on other boards: not yet parents of a definition.
const OUR_GAMES: &[&str] = &["dual-chess", "two-boards", "double-double"];

/// Fairy-Stockfish's built-in variants, for a message when one is named
/// as a parent (only `chess` is built in here).
const FSF_BUILT_IN: &[&str] = &[
    "normal",
    "fischerandom",
    "nocastle",
    "armageddon",
    "torpedo",
    "berolina",
    "pawnsideways",
    "pawnback",
    "legan",
    "fairy",
    "makruk",
    "makpong",
    "cambodian",
    "karouk",
    "asean",
    "ai-wok",
    "shatranj",
    "chaturanga",
    "amazon",
    "georgian",
    "nightrider",
    "grasshopper",
    "hoppelpoppel",
    "newzealand",
    "kingofthehill",
    "racingkings",
    "knightmate",
    "misere",
    "losers",
    "giveaway",
    "antichess",
    "suicide",
    "codrus",
    "extinction",
    "kinglet",
    "threekings",
    "horde",
    "petrified",
    "nocheckatomic",
    "atomic",
    "atomar",
    "isolation",
    "snailtrail",
    "duck",
    "joust",
    "3check",
    "5check",
    "crazyhouse",
    "loop",
    "chessgi",
    "bughouse",
    "koedem",
    "pocketknight",
    "placement",
    "sittuyin",
    "seirawan",
    "shouse",
    "dragon",
    "paradigm",
    "minishogi",
    "mini",
    "kyotoshogi",
    "micro",
    "dobutsu",
    "gorogoro",
    "judkins",
    "torishogi",
    "euroshogi",
    "losalamos",
    "gardner",
    "almost",
    "sortofalmost",
    "chigorin",
    "perfect",
    "spartan",
    "shatar",
    "coregal",
    "clobber",
    "breakthrough",
    "ataxx",
    "flipersi",
    "flipello",
    "minixiangqi",
    "raazuvaa",
    "shogi",
    "checkshogi",
    "shoshogi",
    "yarishogi",
    "okisakishogi",
    "capablanca",
    "capahouse",
    "caparandom",
    "gothic",
    "janus",
    "modern",
    "chancellor",
    "embassy",
    "centaur",
    "gustav3",
    "jesonmor",
    "courier",
    "grand",
    "opulent",
    "tencubed",
    "omicron",
    "troitzky",
    "wolf",
    "shako",
    "amazons",
    "xiangqi",
    "manchu",
    "supply",
    "janggi",
];

/// The definitions of `sections`, or every problem.
pub fn resolve(sections: &[Section]) -> (Vec<Definition>, Vec<Problem>) {
    let mut problems = Vec::new();
    let mut done: Vec<(String, Draft)> = Vec::new();
    let mut out = Vec::new();
    for section in sections {
        if section.name.is_empty() {
            continue; // its header's problem is reported already
        }
        if done.iter().any(|(n, _)| *n == section.name) || out.iter().any(|d: &Definition| d.name == section.name) {
            problems.push(Problem::new(
                section.line,
                2,
                ProblemKind::Section,
                format!(
                    "a variant named {} is defined above already; give this one another name",
                    quote(&section.name)
                ),
            ));
            continue;
        }
        let parent = match &section.parent {
            None => Draft::template(),
            Some(p) => match done.iter().rev().find(|(n, _)| n == p) {
                Some((_, draft)) => draft.clone(),
                None if p == "chess" => chess(),
                None if let Some(draft) = built_in(p) => draft,
                None => {
                    problems.push(Problem::new(
                        section.line,
                        section.parent_column,
                        ProblemKind::Section,
                        no_parent(p),
                    ));
                    continue;
                }
            },
        };
        let before = problems.len();
        let (draft, start) = build(section, parent, &mut problems);
        if let (Some(start), true) = (start, problems.len() == before) {
            out.push(Definition {
                name: section.name.clone(),
                parent: section.parent.clone(),
                line: section.line,
                files: draft.files,
                ranks: draft.ranks,
                pieces: draft.pieces.clone(),
                start,
                settings: draft.settings.clone(),
            });
        }
        done.push((section.name.clone(), draft));
    }
    (out, problems)
}

fn no_parent(p: &str) -> String {
    if OUR_GAMES.contains(&p) {
        format!(
            "inheriting from the built-in game {} is not supported yet; inherit from chess and add its rules",
            quote(p)
        )
    } else if FSF_BUILT_IN.contains(&p) {
        format!(
            "{} is built into Fairy-Stockfish but not here (only chess is); define [{p}:chess] with its rules above this section",
            quote(p)
        )
    } else {
        format!("no variant {} is defined above this section; inherit from chess or from a section above", quote(p))
    }
}

/// One of [`BUILT_IN_GAMES`], read from its text over `chess`.
fn built_in(name: &str) -> Option<Draft> {
    let (sections, _) = super::ini::read(BUILT_IN_GAMES);
    let section = sections.iter().find(|s| s.name == name)?;
    let mut ignored = Vec::new();
    Some(build(section, chess(), &mut ignored).0)
}

/// The built-in `chess`, read from its text.
fn chess() -> Draft {
    let (sections, _) = super::ini::read(BUILT_IN_CHESS);
    let mut ignored = Vec::new();
    match sections.first() {
        Some(section) => build(section, Draft::template(), &mut ignored).0,
        None => Draft::template(),
    }
}

fn build(section: &Section, mut draft: Draft, problems: &mut Vec<Problem>) -> (Draft, Option<StartPosition>) {
    let mut given: Given = BTreeMap::new();
    let mut pieces: Vec<(&'static str, &Entry)> = Vec::new();
    for entry in &section.entries {
        let Some(key) = keys::lookup(&entry.key) else {
            // Past MAX_PROBLEMS problems, all on lines above, this one is
            // not shown (`parse` keeps the first ones): no key is looked for.
            let near = if problems.len() < MAX_PROBLEMS { keys::suggest(&entry.key) } else { None };
            let hint = match near {
                Some(k) => format!("; did you mean {k}?"),
                None => "; see docs/variants.md for the keys".to_string(),
            };
            problems.push(Problem::new(
                entry.line,
                entry.key_column,
                ProblemKind::UnknownKey,
                format!("{} is not a key Fairy-Stockfish or twofold knows{hint}", quote(&entry.key)),
            ));
            continue;
        };
        if let Some(earlier) = given
            .get(entry.key.as_str())
            .map(|(_, e)| e.line)
            .or_else(|| pieces.iter().find(|(k, _)| *k == entry.key).map(|(_, e)| e.line))
        {
            problems.push(Problem::new(
                entry.line,
                entry.key_column,
                ProblemKind::Syntax,
                format!("{} is given on line {earlier} already; keep one", quote(&entry.key)),
            ));
            continue;
        }
        match key {
            Key::NotYet(name) => problems.push(Problem::new(
                entry.line,
                entry.key_column,
                ProblemKind::NotSupported,
                format!("{name} is known to Fairy-Stockfish but not supported here yet"),
            )),
            Key::Predefined(name, _) => pieces.push((name, entry)),
            Key::Custom(name) => pieces.push((name, entry)),
            Key::King => pieces.push(("king", entry)),
            Key::Rule(_) | Key::MobilityRegion { .. } => {
                given.insert(entry.key.clone(), (key, entry));
            }
        }
    }
    // The board first: pieces are checked against it.
    for (name, field) in [("maxRank", 0), ("maxFile", 1)] {
        if let Some((_, entry)) = given.get(name) {
            let read = if field == 0 { values::rank(&entry.value) } else { values::file(&entry.value).map(|f| f + 1) };
            match read {
                Ok(n) if field == 0 => draft.ranks = n,
                Ok(n) => draft.files = n,
                Err(e) => problems.push(value_problem(entry, 0, e.offset, e.message)),
            }
        }
    }
    apply_pieces(&mut draft, &pieces, section, problems);
    apply_rules(&mut draft, &given, problems);
    let start = match given.get("startFen") {
        Some((_, entry)) => {
            draft.start = entry.value.clone();
            read_start(&draft, problems, entry.line, entry.value_column, None)
        }
        None => read_start(&draft, problems, section.line, 1, section.parent.as_deref()),
    };
    (draft, start)
}

fn read_start(
    draft: &Draft,
    problems: &mut Vec<Problem>,
    line: u32,
    column: u32,
    inherited_from: Option<&str>,
) -> Option<StartPosition> {
    let is_piece = |c: char| draft.letter_of(c).is_some();
    match fen::read(&draft.start, draft.files, draft.ranks, &is_piece) {
        Ok(start) => Some(start),
        Err(e) => {
            let message = match inherited_from {
                Some(parent) => format!(
                    "the start position from {} does not fit this variant: {}; give startFen",
                    quote(parent),
                    e.message
                ),
                None if draft.start == CHESS_FEN => {
                    format!(
                        "the default start position (chess's) does not fit this variant: {}; give startFen",
                        e.message
                    )
                }
                None => format!("startFen: {}", e.message),
            };
            let column = if inherited_from.is_some() || draft.start == CHESS_FEN && column == 1 {
                column
            } else {
                column + e.offset as u32
            };
            problems.push(Problem::new(line, column, ProblemKind::StartPosition, message));
            None
        }
    }
}

/// The pieces, in Fairy-Stockfish's order of piece types: a letter taken by
/// an inherited piece replaces it; two pieces of this section with one
/// letter are refused.
fn apply_pieces(draft: &mut Draft, given: &[(&'static str, &Entry)], section: &Section, problems: &mut Vec<Problem>) {
    let mut here: Vec<(char, &'static str)> = Vec::new();
    for key in keys::piece_keys() {
        let Some((_, entry)) = given.iter().find(|(k, _)| *k == key) else { continue };
        let value = entry.value.as_str();
        if value == "-" {
            draft.remove(key);
            continue;
        }
        let mut chars = value.chars();
        let letter = chars.next().unwrap_or(' ');
        let rest: String = chars.collect();
        if !letter.is_ascii_alphabetic() {
            problems.push(Problem::new(
                entry.line,
                entry.value_column,
                ProblemKind::Piece,
                format!("{key} {}: a piece's letter is a letter a to z (or - to remove it)", quote(value)),
            ));
            continue;
        }
        let letter = letter.to_ascii_lowercase();
        let betza = match (keys::lookup(key), rest.strip_prefix(':')) {
            (Some(Key::Predefined(_, betza)), None) if rest.is_empty() => betza.to_string(),
            (Some(Key::Predefined(_, betza)), _) => {
                problems.push(Problem::new(
                    entry.line,
                    entry.value_column + 1,
                    ProblemKind::Piece,
                    format!(
                        "{key} takes a letter only (it moves as {betza}); for other moves use customPiece1 = {letter}:<Betza>"
                    ),
                ));
                continue;
            }
            (Some(Key::King), None) if rest.is_empty() => KING_BETZA.to_string(),
            (_, Some(betza)) => betza.to_string(),
            (_, None) if rest.is_empty() => {
                problems.push(Problem::new(
                    entry.line,
                    entry.value_column + 1,
                    ProblemKind::Piece,
                    format!("{key} needs its moves after the letter: {letter}:<Betza>, e.g. {letter}:NN"),
                ));
                continue;
            }
            (_, None) => {
                problems.push(Problem::new(
                    entry.line,
                    entry.value_column + 1,
                    ProblemKind::Piece,
                    format!(
                        "{key} {}: write the letter, a colon and the Betza notation, e.g. {letter}:NN",
                        quote(value)
                    ),
                ));
                continue;
            }
        };
        let moves = match betza::parse(&betza) {
            Ok(moves) => moves,
            Err(errors) => {
                let skip = value.chars().count() - betza.chars().count();
                for e in errors {
                    problems.push(Problem::new(
                        entry.line,
                        entry.value_column + (skip + e.offset) as u32,
                        ProblemKind::Betza,
                        format!("{key} {}: {}", quote(value), e.message),
                    ));
                }
                continue;
            }
        };
        if let Some((_, other)) = here.iter().find(|(l, _)| *l == letter) {
            problems.push(Problem::new(
                entry.line,
                entry.value_column,
                ProblemKind::Piece,
                format!("the letter {letter} is {other}'s in this section already; give {key} another letter"),
            ));
            continue;
        }
        here.push((letter, key));
        // Fairy-Stockfish's add_piece: a piece with the same letter goes.
        if let Some(taken) = draft.pieces.iter().find(|p| p.letter == letter && p.key != key).map(|p| p.key) {
            draft.remove(taken);
        }
        if !can_move(&moves, draft.files, draft.ranks) {
            problems.push(Problem::new(
                entry.line,
                entry.value_column,
                ProblemKind::Piece,
                format!(
                    "{key} {}: this piece can never move on a {}×{} board; give it moves that fit",
                    quote(value),
                    draft.files,
                    draft.ranks
                ),
            ));
        }
        let en_passant = moves.en_passant && key.starts_with("customPiece");
        let def = PieceDef { key, letter, betza, moves };
        match draft.pieces.iter_mut().find(|p| p.key == key) {
            Some(p) => *p = def,
            None => draft.pieces.push(def),
        }
        if en_passant {
            for side in ["enPassantTypesWhite", "enPassantTypesBlack"] {
                if let Some(Setting::Pieces(PieceSet::Some(list))) = draft.settings.get_mut(side) {
                    if !list.contains(&key) {
                        list.push(key);
                    }
                }
            }
        }
    }
    // Inherited pieces on a board that changed size.
    for piece in &draft.pieces {
        if here.iter().all(|(_, k)| *k != piece.key) && !can_move(&piece.moves, draft.files, draft.ranks) {
            problems.push(Problem::new(
                section.line,
                1,
                ProblemKind::Piece,
                format!(
                    "the inherited {} ({}) can never move on a {}×{} board",
                    piece.key, piece.betza, draft.files, draft.ranks
                ),
            ));
        }
    }
    let order: Vec<&str> = keys::piece_keys().collect();
    draft.pieces.sort_by_key(|p| order.iter().position(|k| *k == p.key));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_suggested_for_the_problems_shown_only() {
        // A file of unknown keys: a suggestion costs a distance to every
        // known key, so only the problems `parse` shows get one.
        let text = format!("[a]\n{}", "maxrank = 8\n".repeat(MAX_PROBLEMS + 50));
        let (sections, _) = super::super::ini::read(&text);
        let (_, problems) = resolve(&sections);
        let unknown = problems.iter().filter(|p| p.kind == ProblemKind::UnknownKey).count();
        assert_eq!(unknown, MAX_PROBLEMS + 50);
        let suggested = problems.iter().filter(|p| p.message.contains("did you mean maxRank?")).count();
        assert_eq!(suggested, MAX_PROBLEMS);
    }
}
