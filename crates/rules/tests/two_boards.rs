//! Chess on Two Boards (RULES.md §4): perft from the start and from positions
//! built for each rule, the King Hold (and the Sibahi option), baring and
//! stalemate, checked against hand counts and against a naive reference move
//! generator written below straight from the rule text in grid coordinates.

mod common;
use common::{fen_of, random_playouts, Rng};
use std::collections::BTreeSet;
use twofold_rules::variant::{KindSet, Stalemate};
use twofold_rules::{
    perft, Color, Game, Hold, MoveList, Options, Outcome, Position, Reason, Square, Variant, VariantId,
};

fn no_options() -> Options {
    Options::default()
}

fn sibahi() -> Options {
    Options::of(&["sibahi"]).unwrap()
}

// ---- A naive reference, from the rule text -----------------------------------
//
// A square is (file, rank) on the 16×16 grid; its Big coordinates are
// (file / 4, rank / 4), its Little coordinates (file % 4, rank % 4). A move is
// made on one board: on the Little board the Big coordinates stay, on the Big
// board the Little ones stay. No tables, no shared code with the crate.

mod naive {
    use std::collections::BTreeSet;

    pub const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    pub const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    pub const KING: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Board {
        Little,
        Big,
    }

    /// The king of colour `held` may not move on board `board`.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub struct HoldState {
        pub held: u8,
        pub board: Board,
    }

    #[derive(Clone)]
    pub struct Pos {
        /// (colour 0 white / 1 black, upper-case letter)
        pub board: Vec<Option<(u8, char)>>,
        pub side: u8,
        pub hold: Option<HoldState>,
        pub sibahi: bool,
    }

    pub fn big(sq: usize) -> (usize, usize) {
        (sq % 16 / 4, sq / 16 / 4)
    }
    pub fn little(sq: usize) -> (usize, usize) {
        (sq % 16 % 4, sq / 16 % 4)
    }

    /// `sq` moved by (dx, dy) units on one board, if that stays on it.
    pub fn go(sq: usize, dx: i32, dy: i32, on: Board) -> Option<usize> {
        let (bx, by) = big(sq);
        let (lx, ly) = little(sq);
        let (mut bx, mut by, mut lx, mut ly) = (bx as i32, by as i32, lx as i32, ly as i32);
        match on {
            Board::Little => {
                lx += dx;
                ly += dy;
            }
            Board::Big => {
                bx += dx;
                by += dy;
            }
        }
        if [bx, by, lx, ly].iter().any(|c| !(0..4).contains(c)) {
            return None;
        }
        Some(((by * 4 + ly) * 16 + bx * 4 + lx) as usize)
    }

    impl Pos {
        pub fn parse(fen: &str, sibahi: bool) -> Pos {
            let fields: Vec<&str> = fen.split_whitespace().collect();
            let mut board = vec![None; 256];
            for (i, row) in fields[0].split('/').enumerate() {
                let rank = 15 - i;
                let mut file = 0;
                let mut digits = String::new();
                for ch in row.chars().chain(std::iter::once('/')) {
                    if ch.is_ascii_digit() {
                        digits.push(ch);
                        continue;
                    }
                    if !digits.is_empty() {
                        file += digits.parse::<usize>().unwrap();
                        digits.clear();
                    }
                    if ch == '/' {
                        break;
                    }
                    let color = if ch.is_ascii_uppercase() { 0 } else { 1 };
                    board[rank * 16 + file] = Some((color, ch.to_ascii_uppercase()));
                    file += 1;
                }
            }
            let hold = match fields.get(6).copied() {
                Some("hw") => Some(HoldState { held: 0, board: Board::Big }),
                Some("hb") => Some(HoldState { held: 1, board: Board::Big }),
                Some("lw") => Some(HoldState { held: 0, board: Board::Little }),
                Some("lb") => Some(HoldState { held: 1, board: Board::Little }),
                _ => None,
            };
            Pos { board, side: if fields[1] == "w" { 0 } else { 1 }, hold, sibahi }
        }

        fn empty(&self, sq: usize) -> bool {
            self.board[sq].is_none()
        }

        pub fn king(&self, color: u8) -> usize {
            (0..256).find(|&s| self.board[s] == Some((color, 'K'))).expect("a king")
        }

        /// Every square the piece on `sq` moves to or attacks, own pieces included.
        pub fn reach(&self, sq: usize) -> BTreeSet<usize> {
            let mut out = BTreeSet::new();
            let Some((color, letter)) = self.board[sq] else { return out };
            for on in [Board::Little, Board::Big] {
                // A held king may not move on the board it is held on.
                if letter == 'K' && self.hold == Some(HoldState { held: color, board: on }) {
                    continue;
                }
                match letter {
                    'K' | 'G' => out.extend(KING.iter().filter_map(|&(x, y)| go(sq, x, y, on))),
                    'W' => out.extend(ORTH.iter().filter_map(|&(x, y)| go(sq, x, y, on))),
                    'E' => {
                        out.extend(DIAG.iter().filter_map(|&(x, y)| go(sq, x, y, on)));
                        out.extend(DIAG.iter().filter_map(|&(x, y)| go(sq, 2 * x, 2 * y, on)));
                        out.extend(ORTH.iter().filter_map(|&(x, y)| go(sq, 2 * x, 2 * y, on)));
                    }
                    'H' | 'A' => {
                        let lines = if letter == 'H' { ORTH } else { DIAG };
                        for (x, y) in lines {
                            let one = go(sq, x, y, on);
                            let two = go(sq, 2 * x, 2 * y, on);
                            out.extend(one);
                            out.extend(two);
                            // Three: slide 1 then leap 2 (square 1 empty), or
                            // leap 2 then slide 1 (square 2 empty).
                            if let (Some(a), Some(b), Some(c)) = (one, two, go(sq, 3 * x, 3 * y, on)) {
                                if self.empty(a) || self.empty(b) {
                                    out.insert(c);
                                }
                            }
                        }
                    }
                    'S' => {
                        for (x, y) in KING {
                            let Some(mid) = go(sq, x, y, on) else { continue };
                            out.insert(mid);
                            if !self.empty(mid) {
                                continue;
                            }
                            for (x2, y2) in KING {
                                if let Some(to) = go(mid, x2, y2, on) {
                                    if to != sq {
                                        out.insert(to);
                                    }
                                }
                            }
                        }
                    }
                    other => panic!("no piece {other} in Two Boards"),
                }
            }
            out
        }

        pub fn attacked(&self, sq: usize, by: u8) -> bool {
            (0..256).any(|s| matches!(self.board[s], Some((c, _)) if c == by) && self.reach(s).contains(&sq))
        }

        /// The move played, with the King Hold as the rule text has it.
        pub fn play(&self, from: usize, to: usize) -> Pos {
            let mut next = self.clone();
            let piece = next.board[from].take();
            next.board[to] = piece;
            next.side = 1 - self.side;
            let (color, letter) = piece.expect("a piece to move");
            // The holding king leaving the shared square breaks the hold.
            if let Some(h) = next.hold {
                let (a, b) = (next.king(0), next.king(1));
                let shared = match h.board {
                    Board::Big => big(a) == big(b),
                    Board::Little => little(a) == little(b),
                };
                if !shared {
                    next.hold = None;
                }
            }
            if letter == 'K' {
                let enemy = next.king(1 - color);
                let on_big = big(from) != big(to);
                if on_big && big(to) == big(enemy) {
                    next.hold = Some(HoldState { held: 1 - color, board: Board::Big });
                }
                if !on_big && self.sibahi && little(to) == little(enemy) {
                    next.hold = Some(HoldState { held: 1 - color, board: Board::Little });
                }
            }
            next
        }

        pub fn legal(&self) -> BTreeSet<(usize, usize)> {
            let mut out = BTreeSet::new();
            for from in 0..256 {
                if !matches!(self.board[from], Some((c, _)) if c == self.side) {
                    continue;
                }
                for to in self.reach(from) {
                    if matches!(self.board[to], Some((c, _)) if c == self.side) {
                        continue;
                    }
                    let next = self.play(from, to);
                    if !next.attacked(next.king(self.side), 1 - self.side) {
                        out.insert((from, to));
                    }
                }
            }
            out
        }

        fn lone(&self, color: u8) -> bool {
            self.board.iter().flatten().filter(|(c, _)| *c == color).count() == 1
        }

        /// Turn sequences; the game ends when the side that just moved has a
        /// lone king (it was bared and has made its one reply) or on no move.
        pub fn perft(&self, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            if self.lone(1 - self.side) {
                return 0;
            }
            let moves = self.legal();
            if depth == 1 {
                return moves.len() as u64;
            }
            moves.iter().map(|&(f, t)| self.play(f, t).perft(depth - 1)).sum()
        }
    }
}

// ---- Helpers ------------------------------------------------------------------

fn variant(options: Options) -> &'static Variant {
    Variant::get(VariantId::TWO_BOARDS, options).expect("two-boards is available")
}

fn pos(fen: &str) -> Position {
    Position::from_fen(variant(no_options()), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos_with(options: Options, fen: &str) -> Position {
    Position::from_fen(variant(options), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    variant(no_options()).geometry.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn name(s: Square) -> String {
    variant(no_options()).geometry.square_name(s)
}

/// The legal destinations of the piece on `from`, as sorted square names.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let mut list = MoveList::new();
    p.legal_moves(&mut list);
    let mut out: Vec<String> =
        list.iter().filter(|m| m.key_squares().0 == sq(from)).map(|m| name(m.key_squares().1)).collect();
    out.sort();
    out
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The crate's legal moves equal the reference's, with no duplicates.
fn assert_same_moves(p: &Position, options: Options) {
    let fen = p.to_fen();
    let mut list = MoveList::new();
    p.legal_moves(&mut list);
    let ours: Vec<(usize, usize)> =
        list.iter().map(|m| (m.key_squares().0.index(), m.key_squares().1.index())).collect();
    let set: BTreeSet<(usize, usize)> = ours.iter().copied().collect();
    assert_eq!(set.len(), ours.len(), "duplicate moves at {fen}");
    let reference = naive::Pos::parse(&fen, options.has("sibahi")).legal();
    let show = |s: &BTreeSet<(usize, usize)>| {
        s.iter().map(|&(f, t)| format!("{}-{}", name(Square(f as u8)), name(Square(t as u8)))).collect::<Vec<_>>()
    };
    assert_eq!(show(&set), show(&reference), "legal moves differ from the reference at {fen}");
}

/// perft equals the reference perft at every depth up to `depth`; returns the counts.
fn perft_checked(options: Options, fen: &str, depth: u32) -> Vec<u64> {
    let p = pos_with(options, fen);
    let reference = naive::Pos::parse(fen, options.has("sibahi"));
    (1..=depth)
        .map(|d| {
            let n = perft(&p, d);
            assert_eq!(n, reference.perft(d), "perft {d} of {fen} differs from the reference");
            n
        })
        .collect()
}

// ---- The start position -------------------------------------------------------

const START: &str = "ehaghasgksahgahe/wwwwwwwwwwwwwwww/16/16/16/16/16/16/16/16/16/16/16/16/\
WWWWWWWWWWWWWWWW/EHAGHASGKSAHGAHE w - - 0 1 -";

#[test]
fn start_position_string_and_switches() {
    let v = variant(no_options());
    assert_eq!(v.start, START);
    assert_eq!(Position::start(v).to_fen(), START);
    assert!(v.reconstructed.is_some() && v.royal_check && v.stalemate == Stalemate::Loss && v.baring);
    assert!(v.hooks.after_king_move.is_some(), "the King Hold follows king moves");
    assert!(!v.en_passant && v.castling.is_empty() && v.promotions(Color::White).is_empty());
    let clock = v.no_progress;
    assert_eq!((clock.limit, clock.reset_by, clock.counts_turns), (100, KindSet::EMPTY, false));
}

/// Start: 104 first moves, counted by hand: 16 Wazirs × 2 (one Little and
/// one Big step forward) = 32; War Elephants a1/p1 5 each (Big ferz, Little
/// alfil, Big alfil, Little and Big dabbabah) = 10; Heroes 5 each (Little
/// leap and three up, Big step, leap and three up) = 20; Shamans 4 each = 16;
/// Guards d1 2, h1 3, m1 2 = 7; Sliding Generals 3 Big steps + 5 Big
/// two-steps each = 16; King 3 Big steps. Depth 2 by the reference.
#[test]
fn start_perft() {
    assert_eq!(perft_checked(no_options(), START, 2), vec![104, 10_814]);
}

#[test]
#[ignore = "deep: about a minute with the reference"]
fn start_perft_deep() {
    assert_eq!(perft_checked(no_options(), START, 3), vec![104, 10_814, 1_224_951]);
}

#[test]
fn start_moves_match_reference_with_sibahi() {
    assert_same_moves(&pos_with(sibahi(), START), sibahi());
}

/// A position string from pieces on named squares (upper case White).
fn fen(pieces: &[(&str, char)], side: &str, hold: &str) -> String {
    fen_of(VariantId::TWO_BOARDS, pieces, side, hold)
}

// ---- Hero and Shaman: 1, 2, or 3 when square 1 or square 2 is empty ------------

/// Hero a1 with squares 1 and 2 of its up-lines occupied on both boards
/// (own Wazir a2 and enemy a3 on the Little board, own a5 and enemy a9 on the
/// Big board): no three-square move up (a4, a13), captures on square 2.
/// Hand count: a3x, a9x, and along rank 1 b1 c1 d1 (Little), e1 i1 m1 (Big).
#[test]
fn hero_both_squares_occupied_no_three() {
    let p = pos(&fen(
        &[("a1", 'H'), ("a2", 'W'), ("a3", 'w'), ("a5", 'W'), ("a9", 'w'), ("p1", 'K'), ("h16", 'k')],
        "w",
        "-",
    ));
    assert_eq!(targets(&p, "a1"), sorted(&["a3", "a9", "b1", "c1", "d1", "e1", "i1", "m1"]));
    assert_same_moves(&p, no_options());
}

/// Only square 1 occupied (a2, a5 own): the leap-then-slide path reaches a4
/// and a13. Only square 2 occupied (a3, a9 enemy): slide-then-leap reaches
/// them. Hand counts as listed.
#[test]
fn hero_one_square_occupied_three_reachable() {
    let p = pos(&fen(&[("a1", 'H'), ("a2", 'W'), ("a5", 'W'), ("p1", 'K'), ("h16", 'k')], "w", "-"));
    assert_eq!(targets(&p, "a1"), sorted(&["a3", "a4", "a9", "a13", "b1", "c1", "d1", "e1", "i1", "m1"]));
    let p = pos(&fen(&[("a1", 'H'), ("a3", 'w'), ("a9", 'w'), ("p1", 'K'), ("h16", 'k')], "w", "-"));
    assert_eq!(targets(&p, "a1"), sorted(&["a2", "a3", "a4", "a5", "a9", "a13", "b1", "c1", "d1", "e1", "i1", "m1"]));
    assert_same_moves(&p, no_options());
}

/// The Shaman is the diagonal Hero: a1 with b2 and c3 occupied gets no d4,
/// with only c3 occupied gets b2, c3x and d4; the same on the Big board
/// (e5, i9, m13).
#[test]
fn shaman_blocking() {
    let p = pos(&fen(
        &[("a1", 'A'), ("b2", 'W'), ("c3", 'w'), ("e5", 'W'), ("i9", 'w'), ("p1", 'K'), ("h16", 'k')],
        "w",
        "-",
    ));
    assert_eq!(targets(&p, "a1"), sorted(&["c3", "i9"]));
    let p = pos(&fen(&[("a1", 'A'), ("c3", 'w'), ("i9", 'w'), ("p1", 'K'), ("h16", 'k')], "w", "-"));
    assert_eq!(targets(&p, "a1"), sorted(&["b2", "c3", "d4", "e5", "i9", "m13"]));
    assert_same_moves(&p, no_options());
}

/// A black Hero on a1 would attack White's king on a4 if a2 or a3 were
/// empty; White's Wazirs on both close the line, so neither may step off
/// it (on either board), though the one on a2 may take the Hero. The
/// king-safety shortcut tests such pieces by making their moves, as it
/// does pinned ones.
#[test]
fn a_piece_closing_a_hero_line_may_not_leave_it() {
    let p = pos(&fen(&[("a1", 'h'), ("a2", 'W'), ("a3", 'W'), ("a4", 'K'), ("h16", 'k')], "w", "-"));
    assert!(!p.is_in_check(p.side_to_move()));
    assert_eq!(targets(&p, "a2"), sorted(&["a1"]));
    assert_eq!(targets(&p, "a3"), sorted(&[]));
    assert_eq!(p.count_legal_moves(), {
        let mut list = MoveList::new();
        p.legal_moves(&mut list);
        list.len()
    });
    assert_same_moves(&p, no_options());
}

// ---- Sliding General -------------------------------------------------------------

/// On an empty board from f6 (Little (1,1) in Big (1,1)) every other square
/// of its Little board and of the Big board through it is one or two king
/// steps away: 15 + 15 = 30 moves, each destination once (many have two or
/// three paths), never f6 itself (no null move) and never a Little step
/// followed by a Big step (g10 would be one).
#[test]
fn sliding_general_open_board() {
    let p = pos(&fen(&[("f6", 'S'), ("p1", 'K'), ("p16", 'k')], "w", "-"));
    let t = targets(&p, "f6");
    assert_eq!(t.len(), 30, "{t:?}");
    assert!(!t.contains(&"f6".to_string()) && !t.contains(&"g10".to_string()));
    let little = ["e5", "f5", "g5", "h5", "e6", "g6", "h6", "e7", "f7", "g7", "h7", "e8", "f8", "g8", "h8"];
    let big = ["b2", "f2", "j2", "n2", "b6", "j6", "n6", "b10", "f10", "j10", "n10", "b14", "f14", "j14", "n14"];
    assert_eq!(t, sorted(&[&little[..], &big[..]].concat()));
    assert_same_moves(&p, no_options());
}

/// From the corner a1: the first landing square must be empty to go on. Own
/// Wazirs on b1 and a2 and an enemy on b2 leave one Little move, the capture
/// b2 (a General may capture on its first step and stop). The Big board is
/// open: e1 a5 e5 (one step) and i1 i5 i9 e9 a9 (two steps) — 9 in all.
#[test]
fn sliding_general_first_square_must_be_empty() {
    let p = pos(&fen(&[("a1", 'S'), ("b1", 'W'), ("a2", 'W'), ("b2", 'w'), ("p1", 'K'), ("p16", 'k')], "w", "-"));
    assert_eq!(targets(&p, "a1"), sorted(&["b2", "e1", "a5", "e5", "i1", "i5", "i9", "e9", "a9"]));
    assert_same_moves(&p, no_options());
}

// ---- Big moves at the edges ----------------------------------------------------------

/// Corner pieces: Hero p16 has 6 Little and 6 Big moves (o16 n16 m16 p15 p14
/// p13; l16 h16 d16 p12 p8 p4); War Elephant a16 has ferz b15 / e12, alfil
/// c14 / i8, dabbabah c16 a14 / i16 a8; Wazir m13 (Little (0,0) of Big
/// (3,3)) has n13 m14 / i13 m9.
#[test]
fn big_moves_near_the_edges() {
    let p = pos(&fen(&[("p16", 'H'), ("a16", 'E'), ("m13", 'W'), ("g3", 'K'), ("j10", 'k')], "w", "-"));
    assert_eq!(
        targets(&p, "p16"),
        sorted(&["o16", "n16", "m16", "p15", "p14", "p13", "l16", "h16", "d16", "p12", "p8", "p4"])
    );
    assert_eq!(targets(&p, "a16"), sorted(&["b15", "e12", "c14", "i8", "c16", "a14", "i16", "a8"]));
    assert_eq!(targets(&p, "m13"), sorted(&["n13", "m14", "i13", "m9"]));
    assert_eq!(perft_checked(no_options(), &p.to_fen(), 3).len(), 3);
}

// ---- King Hold ------------------------------------------------------------------------

/// Kings a1 and h8 (Little (3,3) of Big (1,1)), a Wazir each in a corner.
const HOLD_SETUP: &[(&str, char)] = &[("a1", 'K'), ("p1", 'W'), ("h8", 'k'), ("p16", 'w')];

fn game(options: Options, fen: &str) -> Game {
    Game::new(VariantId::TWO_BOARDS, options, Some(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn king_targets(g: &Game) -> Vec<String> {
    let p = g.position();
    let k = p.royal_square(p.side_to_move()).expect("king");
    targets(p, &name(k))
}

/// Made: Ka1-e5 is a Big-board move into the black king's Big square, so the
/// black king is held: of its 3 Little and 8 Big moves (hand count) only the
/// Little ones g7 g8 h7 remain. Kept: the holding king's Little move Ke5-f6
/// keeps it. Broken: the holding king's Big move Kf6-f10 ends it, and the
/// black king has its 11 moves again. Reversed: Kh8-h12 follows it into its
/// new Big square and holds the white king in turn.
#[test]
fn hold_made_kept_broken_and_reversed() {
    let start = fen(HOLD_SETUP, "w", "-");
    let mut g = game(no_options(), &start);
    g.play_text("Ke5").unwrap();
    assert_eq!(g.position().hold(), Hold::Big(Color::Black));
    assert!(g.position_string().ends_with(" hb"), "{}", g.position_string());
    assert_eq!(king_targets(&g), sorted(&["g7", "g8", "h7"]));
    assert_same_moves(g.position(), no_options());
    // The held king's own Little moves keep the hold.
    g.play_text("Kg8").unwrap();
    assert_eq!(g.position().hold(), Hold::Big(Color::Black));
    g.play_text("Kf6").unwrap();
    assert_eq!(g.position().hold(), Hold::Big(Color::Black));
    g.play_text("Kh8").unwrap();
    g.play_text("Kf10").unwrap();
    assert_eq!(g.position().hold(), Hold::None);
    assert!(g.position_string().ends_with(" -"));
    assert_eq!(king_targets(&g), sorted(&["g7", "g8", "h7", "d8", "d4", "h4", "l4", "l8", "l12", "h12", "d12"]));
    g.play_text("Kh12").unwrap();
    assert_eq!(g.position().hold(), Hold::Big(Color::White));
    assert!(g.position_string().ends_with(" hw"));
    // f10 is Little (1,1) of Big (1,2): only its Little steps are left, less
    // g11, which touches the black king h12 on the Little board.
    assert_eq!(king_targets(&g), sorted(&["e9", "f9", "g9", "e10", "g10", "e11", "f11"]));
    assert_same_moves(g.position(), no_options());
    // Refused with the rule named.
    let refusal = g.play_text("Kf14").unwrap_err();
    let why = twofold_rules::Illegal::KingHeld { side: Color::White, allowed_big: false };
    assert_eq!(refusal.illegal(), Some(&why), "{refusal}");
}

/// Perft through the hold, against the reference: depth 3 from the set-up
/// (holds are made and broken inside the tree) and from the held position.
#[test]
fn hold_perft() {
    let start = fen(HOLD_SETUP, "w", "-");
    let counts = perft_checked(no_options(), &start, 3);
    // White: king b1 a2 b2 (Little) e1 a5 e5 (Big), Wazir o1 p2 l1 p5 = 10 (hand count).
    assert_eq!(counts[0], 10);
    let held = fen(&[("e5", 'K'), ("p1", 'W'), ("h8", 'k'), ("p16", 'w')], "b", "hb");
    // Black: king g7 g8 h7, Wazir o16 p15 l16 p12 = 7 (hand count).
    assert_eq!(perft_checked(no_options(), &held, 3)[0], 7);
}

/// Two kings sharing a Big square in a position string without a hold field
/// are not held, and a Little move inside it makes no hold.
#[test]
fn shared_big_square_without_hold() {
    let free = fen(&[("e5", 'K'), ("p1", 'W'), ("h8", 'k'), ("p16", 'w')], "b", "-");
    let mut g = game(no_options(), &free);
    assert_eq!(king_targets(&g).len(), 11);
    g.play_text("Kg8").unwrap();
    assert_eq!(g.position().hold(), Hold::None);
    assert_same_moves(g.position(), no_options());
}

/// Check while held: the held king may escape only on the Little board. The
/// white Hero h4 gives check by a Big step (h4-h8); the black king must step
/// to g7, g8 or h7. Unheld, it could also capture on h4 or step on the Big
/// board to d8, l8, l12 or d12 (d4, l4 and h12 are on the Hero's Big lines).
#[test]
fn held_king_in_check() {
    let f = fen(&[("e5", 'K'), ("h4", 'H'), ("h8", 'k'), ("p16", 'w')], "b", "hb");
    let p = pos(&f);
    assert!(p.is_in_check(Color::Black));
    assert_eq!(targets(&p, "h8"), sorted(&["g7", "g8", "h7"]));
    assert_same_moves(&p, no_options());
    // Without the hold the king could also step off the line on the Big board.
    let p = pos(&f.replace(" hb", " -"));
    assert_eq!(targets(&p, "h8"), sorted(&["g7", "g8", "h7", "d8", "h4", "l8", "l12", "d12"]));
    assert_same_moves(&p, no_options());
}

// ---- Sibahi variation ------------------------------------------------------------------

/// Kings b2 and i9 (Little (0,0) of Big (2,2)). Kb2-a1 is a Little move into
/// the black king's Little square: with the Sibahi option the black king may
/// then make only Big moves (e9 e13 i13 m13 m9 m5 i5; e5 touches the white
/// king on the Big board), without it also its Little moves j9 i10 j10.
/// The held king's Big moves (Ki13, Km13) and the holding king's Big move
/// Ka1-e1 keep the hold; the holding king's Little move Ke1-f1 breaks it; the
/// black king follows with a Little move into f1's Little square (Kn13) and
/// holds the white king in turn. Perft: only Ka1 makes a hold, so depth 2
/// with the option is 3 less than without.
#[test]
fn sibahi_little_hold() {
    let start = fen(&[("b2", 'K'), ("p1", 'W'), ("i9", 'k'), ("p16", 'w')], "w", "-");
    let mut plain = game(no_options(), &start);
    plain.play_text("Ka1").unwrap();
    assert_eq!(plain.position().hold(), Hold::None);
    assert_eq!(king_targets(&plain).len(), 10);

    let mut g = game(sibahi(), &start);
    g.play_text("Ka1").unwrap();
    assert_eq!(g.position().hold(), Hold::Little(Color::Black));
    assert!(g.position_string().ends_with(" lb"));
    assert_eq!(king_targets(&g), sorted(&["e9", "e13", "i13", "m13", "m9", "m5", "i5"]));
    assert_same_moves(g.position(), sibahi());
    g.play_text("Ki13").unwrap();
    assert_eq!(g.position().hold(), Hold::Little(Color::Black));
    g.play_text("Ke1").unwrap();
    assert_eq!(g.position().hold(), Hold::Little(Color::Black), "a Big move keeps a Little hold");
    g.play_text("Km13").unwrap();
    g.play_text("Kf1").unwrap();
    assert_eq!(g.position().hold(), Hold::None, "the holding king's Little move breaks it");
    // m13 is Little (0,0); f1 is Little (1,0): Kn13 follows into it.
    g.play_text("Kn13").unwrap();
    assert_eq!(g.position().hold(), Hold::Little(Color::White));
    assert!(g.position_string().ends_with(" lw"));
    assert_same_moves(g.position(), sibahi());
    // A Little hold is refused without the option.
    assert!(Position::from_fen(variant(no_options()), &fen(&[("a1", 'K'), ("i9", 'k')], "b", "lb")).is_err());
    let with = perft_checked(sibahi(), &start, 3);
    let without = perft_checked(no_options(), &start, 3);
    assert_eq!(with[1] + 3, without[1]);
}

// ---- Baring, counter-baring, stalemate ----------------------------------------------------

/// Wo1xp1 bares the black king; Black has one reply (6 king moves, hand
/// count: o16 o15 p15 l16 l12 p12), after which White has won.
#[test]
fn baring_wins_after_one_reply() {
    let start = fen(&[("a1", 'K'), ("o1", 'W'), ("p16", 'k'), ("p1", 'w')], "w", "-");
    let mut g = game(no_options(), &start);
    g.play_text("Wxp1").unwrap();
    assert_eq!(g.status(), None, "the bared side still replies");
    let bared = g.position().clone();
    assert_eq!(perft(&bared, 1), 6);
    assert_eq!(perft(&bared, 2), 0, "the game ends after the reply");
    g.play_text("Ko15").unwrap();
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::Baring }));
    perft_checked(no_options(), &start, 3);
}

/// Counter-baring: Wo15xo16 bares Black, but the king recaptures on o16 and
/// bares White in turn: a draw. Any other reply loses.
#[test]
fn counter_baring_draws() {
    let start = fen(&[("a1", 'K'), ("o15", 'W'), ("p16", 'k'), ("o16", 'w')], "w", "-");
    let mut g = game(no_options(), &start);
    g.play_text("Wxo16").unwrap();
    let mut other = g.clone();
    g.play_text("Kxo16").unwrap();
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::MutualBaring }));
    other.play_text("Kp15").unwrap();
    assert_eq!(other.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::Baring }));
    perft_checked(no_options(), &start, 3);
}

/// Stalemate wins, here made by a King Hold. Black: king a1, Wazirs b2 and
/// c3 both pinned by the Shaman d4 (either moving opens its three-square
/// line a1-b2-c3-d4). Kg1-c1 is a Big move into the black king's Big square:
/// held, the king keeps only b1 (covered by the king) and a2 (Wazir a3).
/// Black has no move and is not in check: White wins.
#[test]
fn stalemate_by_hold_wins() {
    let pieces = |k: &'static str| vec![(k, 'K'), ("a3", 'W'), ("d4", 'A'), ("a1", 'k'), ("b2", 'w'), ("c3", 'w')];
    let before = fen(&pieces("g1"), "w", "-");
    let mut g = game(no_options(), &before);
    g.play_text("Kc1").unwrap();
    assert_eq!(g.position().hold(), Hold::Big(Color::Black));
    assert!(!g.in_check());
    assert_eq!(g.legal_parts().len(), 0);
    assert_eq!(g.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::Stalemate }));
    // Without the hold the king would step to e1, a5 or e5 on the Big board.
    let free = pos(&fen(&pieces("c1"), "b", "-"));
    assert_eq!(targets(&free, "a1"), sorted(&["e1", "a5", "e5"]));
    assert_eq!(free.outcome(), None);
    perft_checked(no_options(), &before, 3);
}

/// King against king is a draw; so is the hundredth move without a capture
/// (Wazir moves do not count as progress).
#[test]
fn draws() {
    let p = pos(&fen(&[("a1", 'K'), ("p16", 'k')], "w", "-"));
    assert_eq!(p.outcome(), Some(Outcome::Draw { reason: Reason::MutualBaring }));
    let f = fen(&[("a1", 'K'), ("p16", 'k'), ("h2", 'W'), ("h15", 'w')], "w", "-").replace(" 0 1 ", " 99 60 ");
    let mut g = game(no_options(), &f);
    assert_eq!(g.status(), None);
    g.play_text("Wh3").unwrap();
    assert_eq!(g.status(), Some(Outcome::Draw { reason: Reason::NoProgress }));
}

// ---- Random games ------------------------------------------------------------------------

/// Kings two Big squares apart in the middle with one piece of every kind
/// each: holds are made and broken often in random play.
fn crowded_middle() -> String {
    fen(
        &[
            ("f6", 'K'),
            ("g7", 'S'),
            ("e8", 'G'),
            ("h5", 'H'),
            ("b2", 'A'),
            ("c7", 'E'),
            ("f3", 'W'),
            ("n11", 'k'),
            ("k10", 's'),
            ("m12", 'g'),
            ("j14", 'h'),
            ("o15", 'a'),
            ("l9", 'e'),
            ("k14", 'w'),
        ],
        "w",
        "-",
    )
}

/// Random games in which every position's legal moves are compared with the
/// reference, and the hold after each move with the reference's hold.
fn reference_walk(options: Options, start: &str, games: u64, steps: usize) {
    for seed in 0..games {
        let mut rng = Rng::new(seed + 100);
        let mut p = pos_with(options, start);
        for _ in 0..steps {
            assert_same_moves(&p, options);
            if p.outcome().is_some() {
                break;
            }
            let mut list = MoveList::new();
            p.legal_moves(&mut list);
            let m = list.as_slice()[rng.below(list.len())];
            let expected = naive::Pos::parse(&p.to_fen(), options.has("sibahi"))
                .play(m.key_squares().0.index(), m.key_squares().1.index());
            p.play_part(m);
            let seen = naive::Pos::parse(&p.to_fen(), options.has("sibahi"));
            assert_eq!(seen.hold, expected.hold, "hold after {} at {}", name(m.key_squares().1), p.to_fen());
        }
    }
}

#[test]
fn reference_walks() {
    reference_walk(no_options(), &crowded_middle(), 20, 60);
    reference_walk(sibahi(), &crowded_middle(), 20, 60);
    reference_walk(no_options(), &fen(HOLD_SETUP, "w", "-"), 20, 60);
    reference_walk(sibahi(), &fen(&[("b2", 'K'), ("p1", 'W'), ("i9", 'k'), ("p16", 'w')], "w", "-"), 20, 60);
}

#[test]
fn holds_occur_in_reference_walks() {
    // The walks above are only worth something if they reach holds of both kinds.
    let mut seen = BTreeSet::new();
    for options in [no_options(), sibahi()] {
        for seed in 0..30 {
            let mut rng = Rng::new(seed + 100);
            let mut p = pos_with(options, &crowded_middle());
            for _ in 0..80 {
                if p.outcome().is_some() {
                    break;
                }
                let mut list = MoveList::new();
                p.legal_moves(&mut list);
                p.play_part(list.as_slice()[rng.below(list.len())]);
                seen.insert(format!("{:?}", p.hold()).split('(').next().unwrap_or_default().to_string());
            }
        }
    }
    assert!(seen.contains("Big") && seen.contains("Little"), "{seen:?}");
}

#[test]
fn playouts_from_the_start() {
    random_playouts(VariantId::TWO_BOARDS, no_options(), None, 2, 50);
}

#[test]
fn playouts_with_holds() {
    random_playouts(VariantId::TWO_BOARDS, no_options(), Some(&crowded_middle()), 3, 80);
    let held = fen(&[("e5", 'K'), ("p1", 'W'), ("g4", 'H'), ("h8", 'k'), ("p16", 'w'), ("a16", 'e')], "b", "hb");
    random_playouts(VariantId::TWO_BOARDS, no_options(), Some(&held), 3, 60);
}

#[test]
fn playouts_sibahi() {
    random_playouts(VariantId::TWO_BOARDS, sibahi(), None, 1, 40);
    random_playouts(VariantId::TWO_BOARDS, sibahi(), Some(&crowded_middle()), 3, 80);
}

// ---- Notation ------------------------------------------------------------------------------

/// Every move carries its piece letter (there are no pawns); grid squares
/// name both boards at once, so disambiguation is by grid file and rank:
/// Heroes a5, e1, e9 and i5 all reach e5 by a Big step; Heroes a1 (Big leap
/// over a5) and a5 (Big step) both reach a9, on the same file.
#[test]
fn notation_across_boards() {
    let p = pos(&fen(
        &[("a5", 'H'), ("e1", 'H'), ("e9", 'H'), ("i5", 'H'), ("a1", 'H'), ("p1", 'K'), ("p16", 'k')],
        "w",
        "-",
    ));
    let mut list = MoveList::new();
    p.legal_moves(&mut list);
    let san = |from: &str, to: &str| {
        let m = list.iter().find(|m| m.key_squares().0 == sq(from) && m.key_squares().1 == sq(to)).expect("legal move");
        let text = p.san(*m);
        assert_eq!(p.parse_part(&text).unwrap(), *m, "{text} reads back");
        text
    };
    assert_eq!(san("a5", "e5"), "Hae5");
    assert_eq!(san("e1", "e5"), "H1e5");
    assert_eq!(san("e9", "e5"), "H9e5");
    assert_eq!(san("i5", "e5"), "Hie5");
    assert_eq!(san("a1", "a9"), "H1a9");
    assert_eq!(san("a5", "a9"), "H5a9");
    assert_eq!(san("p1", "o1"), "Ko1");
    // A pawn-style move is refused with a hint.
    let err = p.parse_part("e3").unwrap_err();
    assert!(matches!(err.illegal(), Some(twofold_rules::Illegal::NoPawns { .. })), "{err}");
}
