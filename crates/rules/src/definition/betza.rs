//! Betza notation as Fairy-Stockfish reads it (src/piece.cpp, `from_betza`):
//! atoms W F D N A H L C J Z G and K, riders R B Q; a digit after an atom
//! rides up to that many steps (`W3`, `N2`; `0`: no limit), the atom twice
//! rides without limit (`NN`); directions f b l r v s h and their pairs
//! (`fl`, `fs`, `hr`, ... with Fairy-Stockfish's own table of which pair
//! picks which of an atom's eight moves); modifiers m (move only), c
//! (capture only), i (initial: only from the side's doubleStepRegion), n
//! (lame: blocked on the way), p (hopper), g (grasshopper), j (jumping, the
//! leapers' default), e (may capture en passant).
//!
//! What Fairy-Stockfish would silently drop is refused here with the
//! column and a sentence: unknown letters, a second digit, modifiers with no
//! atom after them, XBetza's multi-leg `a`, riders and hoppers along lines
//! Fairy-Stockfish does not ride.

use crate::limits::MAX_BETZA_LEN;
use crate::quote::quote;

/// What a move may do where it lands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Modality {
    /// Only onto an empty square (`m`).
    Move,
    /// Only onto an enemy piece (`c`).
    Capture,
    /// Either (no `m` or `c`).
    Both,
}

impl Modality {
    pub fn moves(self) -> bool {
        self != Modality::Capture
    }

    pub fn captures(self) -> bool {
        self != Modality::Move
    }
}

/// How far along each vector.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Range {
    /// One leap.
    Leap,
    /// Up to this many steps (for a hopper: squares after the hurdle; 1 is
    /// the grasshopper, landing just beyond).
    Upto(u8),
    /// Any number of steps, until blocked.
    Unlimited,
}

/// One part of a piece's moves: the same range, modality and modifiers
/// along each of its vectors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// (dx, dy) as White sees them: dx to the right (towards h), dy forward.
    pub vectors: Vec<(i8, i8)>,
    pub range: Range,
    pub modality: Modality,
    /// Only from the side's doubleStepRegion (a pawn's double step).
    pub initial: bool,
    /// Lame: every square of [`lame_path`] must be empty.
    pub lame: bool,
    /// A hopper: it jumps the first piece on its line and lands beyond it
    /// (within `range` of it).
    pub hop: bool,
}

/// A piece's moves, read from Betza.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PieceMoves {
    pub components: Vec<Component>,
    /// `e`: it may capture en passant.
    pub en_passant: bool,
}

/// A problem in a Betza string: the character's offset (from 0) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    pub offset: usize,
    pub message: String,
}

const LEAPERS: &[(char, (i8, i8))] = &[
    ('W', (1, 0)),
    ('F', (1, 1)),
    ('D', (2, 0)),
    ('N', (2, 1)),
    ('A', (2, 2)),
    ('H', (3, 0)),
    ('L', (3, 1)),
    ('C', (3, 1)),
    ('J', (3, 2)),
    ('Z', (3, 2)),
    ('G', (3, 3)),
];

const VERTICALS: &str = "fbvh";
const HORIZONTALS: &str = "rlsh";

pub use crate::walks::lame_path;

/// The atom's vectors: the eight (or four) moves of (a, b) picked by the
/// direction strings, exactly as Fairy-Stockfish's table picks them.
fn vectors(atom: (i8, i8), directions: &[[u8; 2]]) -> Vec<(i8, i8)> {
    let (a, b) = atom;
    let has = |list: &[&str]| {
        directions.is_empty() || directions.iter().any(|d| list.iter().any(|s| s.as_bytes() == d.as_slice()))
    };
    let table: [((i8, i8), &[&str]); 8] = [
        ((b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ];
    let mut out: Vec<(i8, i8)> = Vec::new();
    for (v, names) in table {
        if has(names) && !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// Fairy-Stockfish's three tables, one entry per vector (a later atom
/// overwrites an earlier one's entry, as its maps do).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Table {
    Step,
    Slide,
    Hop,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    table: Table,
    initial: bool,
    capture: bool,
    vector: (i8, i8),
}

fn err(offset: usize, message: impl Into<String>) -> BetzaError {
    BetzaError { offset, message: message.into() }
}

/// Reads `betza`; every problem is returned, each with its offset.
pub fn parse(betza: &str) -> Result<PieceMoves, Vec<BetzaError>> {
    if betza.len() > MAX_BETZA_LEN {
        return Err(vec![err(0, format!("a Betza notation may be at most {MAX_BETZA_LEN} characters long"))]);
    }
    let chars: Vec<char> = betza.chars().collect();
    let mut errors = Vec::new();
    let mut entries: Vec<(Entry, i8, bool)> = Vec::new(); // entry, limit, lame
    let mut en_passant = false;
    // The modifiers read since the last atom, and where they began.
    let mut modalities: Vec<bool> = Vec::new(); // true: capture
    let (mut hopper, mut grasshopper, mut lame, mut initial, mut jumping) = (false, false, false, false, false);
    let mut directions: Vec<[u8; 2]> = Vec::new();
    let mut pending: Option<usize> = None;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        match c {
            'm' | 'c' => modalities.push(c == 'c'),
            'p' => hopper = true,
            'g' => {
                hopper = true;
                grasshopper = true;
            }
            'n' => lame = true,
            'i' => initial = true,
            'j' => jumping = true,
            'e' => en_passant = true,
            'a' => errors.push(err(
                i,
                "XBetza's multi-leg 'a' is not supported yet; describe the piece with single-leg atoms (e.g. nN for a lame knight)",
            )),
            _ if VERTICALS.contains(c) || HORIZONTALS.contains(c) => {
                let next = chars.get(i + 1).copied();
                let pairs = next.is_some_and(|c2| {
                    c2 == c
                        || (VERTICALS.contains(c) && HORIZONTALS.contains(c2))
                        || (HORIZONTALS.contains(c) && VERTICALS.contains(c2))
                });
                if let (true, Some(c2)) = (pairs, next) {
                    directions.push([c as u8, c2 as u8]);
                    i += 1;
                } else {
                    directions.push([c as u8, c as u8]);
                }
            }
            'K' | 'R' | 'B' | 'Q' | 'W' | 'F' | 'D' | 'N' | 'A' | 'H' | 'L' | 'C' | 'J' | 'Z' | 'G' => {
                let atoms: Vec<(i8, i8)> = match c {
                    'K' | 'Q' => vec![(1, 0), (1, 1)],
                    'R' => vec![(1, 0)],
                    'B' => vec![(1, 1)],
                    _ => vec![LEAPERS.iter().find(|(l, _)| *l == c).map(|(_, v)| *v).unwrap_or((1, 0))],
                };
                let mut rider = matches!(c, 'R' | 'B' | 'Q');
                let mut limit: i8 = if grasshopper { 1 } else { 0 };
                let mut shown = c.to_string();
                if let Some(&next) = chars.get(i + 1) {
                    if next.is_ascii_digit() || next == c {
                        rider = true;
                        if let Some(d) = next.to_digit(10) {
                            limit = d as i8;
                        }
                        shown.push(next);
                        i += 1;
                    }
                }
                if let Some(&next) = chars.get(i + 1) {
                    if next.is_ascii_digit() {
                        errors.push(err(
                            i + 1,
                            format!(
                                "{} is not a Betza range here; a range is one digit right after the atom, e.g. {c}2 (0: no limit)",
                                quote(&next.to_string())
                            ),
                        ));
                        i += 1;
                        while chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
                            i += 1;
                        }
                    }
                }
                let orthodiagonal = atoms.iter().all(|&(a, b)| a == 1 && (b == 0 || b == 1));
                if rider && !orthodiagonal && atoms != [(2, 1)] {
                    errors.push(err(
                        start,
                        format!("Fairy-Stockfish rides only along W, F and N lines (R, B, Q, NN); {} is not supported", quote(&shown)),
                    ));
                }
                if hopper && !orthodiagonal {
                    errors.push(err(pending.unwrap_or(start), format!("hoppers (p, g) go along W and F lines only (pR, pB, gQ); {} is not supported", quote(&shown))));
                } else if hopper && !rider {
                    errors.push(err(pending.unwrap_or(start), format!("a hopper rides to its hurdle: write p or g with R, B or Q (e.g. pR), not {}", quote(&shown))));
                }
                if lame && rider {
                    errors.push(err(pending.unwrap_or(start), format!("n (lame) is for single leaps such as nN; {} rides and is blocked anyway", quote(&shown))));
                }
                if jumping && rider {
                    errors.push(err(pending.unwrap_or(start), format!("j on a rider (skipping the first square) is not supported; remove the j before {}", quote(&shown))));
                }
                let explicit_capture = modalities.contains(&true);
                if initial && explicit_capture {
                    errors.push(err(pending.unwrap_or(start), "an initial move (i) cannot capture in Fairy-Stockfish; write im... for the initial step"));
                }
                let mut kinds: Vec<bool> = if modalities.is_empty() { vec![false, true] } else { modalities.clone() };
                if initial {
                    kinds.retain(|capture| !capture);
                }
                let table = if hopper {
                    Table::Hop
                } else if rider {
                    Table::Slide
                } else {
                    Table::Step
                };
                let lame_step = lame && !rider;
                let mut any = false;
                for &atom in &atoms {
                    let mut dirs: Vec<[u8; 2]> = Vec::new();
                    for d in &directions {
                        if atoms.len() == 1 && atom.1 == 0 && d[0] != d[1] {
                            dirs.push([d[0], d[0]]);
                            dirs.push([d[1], d[1]]);
                        } else {
                            dirs.push(*d);
                        }
                    }
                    for v in vectors(atom, &dirs) {
                        for &capture in &kinds {
                            any = true;
                            let entry = Entry { table, initial, capture, vector: v };
                            entries.retain(|(e, _, _)| *e != entry);
                            entries.push((entry, limit, lame_step));
                        }
                    }
                }
                if !(any || initial && explicit_capture) {
                    errors.push(err(
                        pending.unwrap_or(start),
                        format!(
                            "{} gives no move: Fairy-Stockfish's directions pick none of {}'s moves (h needs l or r after it, e.g. hrN)",
                            quote(&chars[pending.unwrap_or(start)..=i].iter().collect::<String>()),
                            quote(&c.to_string())
                        ),
                    ));
                }
                modalities.clear();
                directions.clear();
                (hopper, grasshopper, lame, initial, jumping) = (false, false, false, false, false);
                pending = None;
                i += 1;
                continue;
            }
            d if d.is_ascii_digit() => errors.push(err(
                i,
                format!(
                    "{} is not a Betza range here; a range is one digit right after the atom, e.g. N2 (0: no limit)",
                    quote(&d.to_string())
                ),
            )),
            _ if c.is_ascii_lowercase() => errors.push(err(
                i,
                format!(
                    "{} is a Betza modifier Fairy-Stockfish does not read (it reads m c i n j p g e and the directions f b l r v s h)",
                    quote(&c.to_string())
                ),
            )),
            _ => errors.push(err(
                i,
                format!(
                    "{} is not a Betza atom; atoms are W F D N A H L C J Z G K and the riders R B Q",
                    quote(&c.to_string())
                ),
            )),
        }
        if c != 'e' && pending.is_none() && (c.is_ascii_lowercase() && c != 'a') {
            pending = Some(start);
        }
        i += 1;
    }
    if let Some(at) = pending {
        errors.push(err(
            at,
            format!(
                "{} at the end applies to no atom; put an atom after it (e.g. fmW) or remove it",
                quote(&chars[at..].iter().collect::<String>())
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(PieceMoves { components: group(&entries), en_passant })
}

/// The entries as components: a vector that both moves and captures with
/// the same range becomes one `Both`; then vectors sharing everything else
/// are listed together, in the order first met.
/// One vector's move: its table, initial-only, limit, lame, the vector and what it may do.
type Single = (Table, bool, i8, bool, (i8, i8), Modality);

fn group(entries: &[(Entry, i8, bool)]) -> Vec<Component> {
    let mut singles: Vec<Single> = Vec::new();
    for (e, limit, lame) in entries {
        let modality = if e.capture { Modality::Capture } else { Modality::Move };
        if let Some(s) =
            singles.iter_mut().find(|s| (s.0, s.1, s.2, s.3, s.4) == (e.table, e.initial, *limit, *lame, e.vector))
        {
            if s.5 != modality {
                s.5 = Modality::Both;
            }
        } else {
            singles.push((e.table, e.initial, *limit, *lame, e.vector, modality));
        }
    }
    let mut components: Vec<Component> = Vec::new();
    for (table, initial, limit, lame, vector, modality) in singles {
        let range = match (table, limit) {
            (Table::Step, _) => Range::Leap,
            (_, 0) => Range::Unlimited,
            (_, n) => Range::Upto(n as u8),
        };
        let hop = table == Table::Hop;
        match components
            .iter_mut()
            .find(|c| (c.range, c.modality, c.initial, c.lame, c.hop) == (range, modality, initial, lame, hop))
        {
            Some(c) => c.vectors.push(vector),
            None => components.push(Component { vectors: vec![vector], range, modality, initial, lame, hop }),
        }
    }
    components
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(betza: &str) -> Component {
        let moves = parse(betza).unwrap();
        assert_eq!(moves.components.len(), 1, "{betza}: {:?}", moves.components);
        moves.components.into_iter().next().unwrap()
    }

    fn sorted(mut v: Vec<(i8, i8)>) -> Vec<(i8, i8)> {
        v.sort_unstable();
        v
    }

    #[test]
    fn reads_atoms_and_riders() {
        assert_eq!(
            sorted(one("N").vectors),
            sorted(vec![(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)])
        );
        assert_eq!(one("N").range, Range::Leap);
        assert_eq!(one("NN").range, Range::Unlimited);
        assert_eq!(one("R").range, Range::Unlimited);
        assert_eq!(one("W0").range, Range::Unlimited);
        assert_eq!(one("W3").range, Range::Upto(3));
        assert_eq!(one("N9").range, Range::Upto(9), "Fairy-Stockfish reads one digit as the range");
        assert_eq!(one("Q").vectors.len(), 8);
        assert_eq!(one("K").range, Range::Leap);
    }

    #[test]
    fn reads_directions_as_fairy_stockfish_does() {
        assert_eq!(one("fW").vectors, vec![(0, 1)]);
        assert_eq!(sorted(one("fsW").vectors), vec![(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(sorted(one("fF").vectors), vec![(-1, 1), (1, 1)]);
        assert_eq!(one("frF").vectors, vec![(1, 1)]);
        assert_eq!(sorted(one("ffN").vectors), vec![(-1, 2), (1, 2)]);
        assert_eq!(sorted(one("fsN").vectors), vec![(-2, 1), (2, 1)]);
        assert_eq!(sorted(one("vR").vectors), vec![(0, -1), (0, 1)]);
        assert_eq!(one("hrN").vectors.len(), 4);
        assert!(parse("hW").is_err(), "h alone picks nothing in Fairy-Stockfish");
    }

    #[test]
    fn reads_modifiers() {
        let pawn = parse("fmWfceFifmnD").unwrap();
        let kinds: Vec<(Modality, bool, bool)> =
            pawn.components.iter().map(|c| (c.modality, c.initial, c.lame)).collect();
        assert_eq!(
            kinds,
            vec![(Modality::Move, false, false), (Modality::Capture, false, false), (Modality::Move, true, true)]
        );
        assert!(pawn.en_passant);
        let cannon = parse("mRcpR").unwrap();
        assert_eq!(cannon.components.len(), 2);
        assert!(cannon.components[1].hop && cannon.components[1].modality == Modality::Capture);
        let grasshopper = one("gQ");
        assert!(grasshopper.hop);
        assert_eq!(grasshopper.range, Range::Upto(1));
        assert_eq!(one("mcW").modality, Modality::Both);
        assert_eq!(one("iW").modality, Modality::Move, "initial moves never capture in Fairy-Stockfish");
        assert_eq!(one("jN"), one("N"));
    }

    #[test]
    fn a_later_atom_overwrites_an_earlier_vector() {
        // Fairy-Stockfish's maps keep the last limit per vector: RW2 rides two.
        assert_eq!(one("RW2").range, Range::Upto(2));
    }

    #[test]
    fn refuses_what_fairy_stockfish_would_drop() {
        let offsets = |b: &str| parse(b).unwrap_err().iter().map(|e| e.offset).collect::<Vec<_>>();
        assert_eq!(offsets("QN12"), vec![3]);
        let e = &parse("QN12").unwrap_err()[0];
        assert!(e.message.contains("'2' is not a Betza range here"), "{}", e.message);
        assert_eq!(offsets("9N"), vec![0]);
        assert_eq!(offsets("NN2"), vec![2]);
        assert_eq!(offsets("mafsmafW"), vec![1, 5]);
        assert_eq!(offsets("Nfm"), vec![1]);
        assert_eq!(offsets("NxB"), vec![1]);
        assert_eq!(offsets("NMB"), vec![1]);
        assert_eq!(offsets("AA"), vec![0]);
        assert_eq!(offsets("pN"), vec![0]);
        assert_eq!(offsets("pW"), vec![0]);
        assert_eq!(offsets("nNN"), vec![0]);
        assert_eq!(offsets("icW"), vec![0]);
        assert!(parse(&"W".repeat(MAX_BETZA_LEN + 1)).is_err());
        assert_eq!(parse(""), Ok(PieceMoves::default()));
    }
}
