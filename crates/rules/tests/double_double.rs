//! Double Move Double Chess (RULES.md §5 and its "Finer points").
//!
//! Expected perft counts come from two independent sources:
//! * hand counts on tiny positions (worked out in the comments);
//! * `reference`, a deliberately naive enumerator written in this file from
//!   the rule text alone — its own board, its own piece moves, its own turn
//!   rule — sharing no code with the rules crate.

mod common;
use common::{fen_of, perft_fen, perft_start, random_playouts, Rng};
use twofold_rules::error::PositionIssue;
use twofold_rules::{
    divide, perft, Color, Game, Options, Outcome, PieceKind, PieceType, Position, Reason, Variant, VariantId,
};

const ID: VariantId = VariantId::DOUBLE_DOUBLE;

/// RULES.md §5, the reconstructed array; White's first turn is single (`s`).
const START: &str = "rnbqkbnr/rnbqkbnr/1pppppp1/1pppppp1/1p4p1/1p4p1/8/8/8/8/1P4P1/1P4P1/1PPPPPP1/1PPPPPP1/RNBQKBNR/RNBQKBNR w - - 0 1 s";

fn variant() -> &'static Variant {
    Variant::get(ID, Options::default()).expect("double-double is registered")
}

fn engine_perft(fen: &str, depth: u32) -> u64 {
    perft_fen(ID, Options::default(), fen, depth)
}

/// A position string from a list of pieces (`("a1", 'K')`), the side to
/// move and the seventh field, so the designed positions read as piece
/// lists instead of sixteen-rank strings.
fn fen(pieces: &[(&str, char)], side: char, seventh: char) -> String {
    fen_of(ID, pieces, &side.to_string(), &seventh.to_string())
}

mod reference {
    //! A naive enumerator of Double Move Double Chess turns from RULES.md §5:
    //! FIDE piece moves on an 8×16 board, pawns one step only and promoting
    //! to N, B, R, Q on the farthest rank, no castling, no en passant, no
    //! check. A turn is one move when it is marked single (White's first),
    //! else two moves by the same player; the second may not take the piece
    //! moved first back to its origin unless the first move captured; the
    //! turn ends after the first move when that captured the opponent's last
    //! king or when no second move exists. No king for the side to move, or
    //! no move at all at the start of a turn: the game is over.

    const W: i32 = 8;
    const H: i32 = 16;

    #[derive(Clone)]
    pub struct Board {
        cells: Vec<u8>,
        white: bool,
        single: bool,
    }

    #[derive(Clone, Copy, PartialEq)]
    struct Mv {
        from: usize,
        to: usize,
        promo: u8,
    }

    pub fn parse(fen: &str) -> Board {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut cells = vec![b'.'; (W * H) as usize];
        for (i, rank) in fields[0].split('/').enumerate() {
            let r = H - 1 - i as i32;
            let mut f = 0;
            for c in rank.bytes() {
                if c.is_ascii_digit() {
                    f += (c - b'0') as i32;
                } else {
                    cells[(r * W + f) as usize] = c;
                    f += 1;
                }
            }
        }
        Board { cells, white: fields[1] == "w", single: fields.get(6) == Some(&"s") }
    }

    fn mine(c: u8, white: bool) -> bool {
        c != b'.' && c.is_ascii_uppercase() == white
    }

    fn theirs(c: u8, white: bool) -> bool {
        c != b'.' && c.is_ascii_uppercase() != white
    }

    fn moves(b: &Board) -> Vec<Mv> {
        let mut out = Vec::new();
        let at = |f: i32, r: i32| -> Option<usize> {
            (0..W).contains(&f).then_some(())?;
            (0..H).contains(&r).then_some((r * W + f) as usize)
        };
        for from in 0..(W * H) as usize {
            let c = b.cells[from];
            if !mine(c, b.white) {
                continue;
            }
            let (f, r) = (from as i32 % W, from as i32 / W);
            let push = |to: usize, out: &mut Vec<Mv>| out.push(Mv { from, to, promo: 0 });
            let kind = c.to_ascii_uppercase();
            match kind {
                b'N' | b'K' => {
                    let deltas: &[(i32, i32)] = if kind == b'N' {
                        &[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
                    } else {
                        &[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
                    };
                    for &(df, dr) in deltas {
                        if let Some(to) = at(f + df, r + dr) {
                            if !mine(b.cells[to], b.white) {
                                push(to, &mut out);
                            }
                        }
                    }
                }
                b'B' | b'R' | b'Q' => {
                    let straight = [(1, 0), (0, 1), (-1, 0), (0, -1)];
                    let diagonal = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
                    let mut dirs = Vec::new();
                    if kind != b'B' {
                        dirs.extend_from_slice(&straight);
                    }
                    if kind != b'R' {
                        dirs.extend_from_slice(&diagonal);
                    }
                    for (df, dr) in dirs {
                        let (mut x, mut y) = (f + df, r + dr);
                        while let Some(to) = at(x, y) {
                            if mine(b.cells[to], b.white) {
                                break;
                            }
                            push(to, &mut out);
                            if b.cells[to] != b'.' {
                                break;
                            }
                            x += df;
                            y += dr;
                        }
                    }
                }
                b'P' => {
                    let dr = if b.white { 1 } else { -1 };
                    let last = if b.white { H - 1 } else { 0 };
                    let mut targets = Vec::new();
                    if let Some(to) = at(f, r + dr).filter(|&t| b.cells[t] == b'.') {
                        targets.push(to);
                    }
                    for df in [-1, 1] {
                        if let Some(to) = at(f + df, r + dr).filter(|&t| theirs(b.cells[t], b.white)) {
                            targets.push(to);
                        }
                    }
                    for to in targets {
                        if r + dr == last {
                            for p in *b"NBRQ" {
                                out.push(Mv { from, to, promo: p });
                            }
                        } else {
                            push(to, &mut out);
                        }
                    }
                }
                _ => unreachable!("not a FIDE piece"),
            }
        }
        out
    }

    /// The board after `m`, and whether it captured.
    fn play(b: &Board, m: Mv) -> (Board, bool) {
        let mut next = b.clone();
        let captured = next.cells[m.to] != b'.';
        let piece = next.cells[m.from];
        next.cells[m.from] = b'.';
        next.cells[m.to] = match m.promo {
            0 => piece,
            p if b.white => p,
            p => p.to_ascii_lowercase(),
        };
        (next, captured)
    }

    fn kings(b: &Board, white: bool) -> usize {
        let k = if white { b'K' } else { b'k' };
        b.cells.iter().filter(|&&c| c == k).count()
    }

    fn pass(mut b: Board) -> Board {
        b.white = !b.white;
        b.single = false;
        b
    }

    pub fn perft(b: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if kings(b, b.white) == 0 {
            return 0;
        }
        let mut total = 0;
        for m in moves(b) {
            let (after, captured) = play(b, m);
            if b.single || kings(&after, !b.white) == 0 {
                total += perft(&pass(after), depth - 1);
                continue;
            }
            let seconds: Vec<Mv> =
                moves(&after).into_iter().filter(|s| captured || !(s.from == m.to && s.to == m.from)).collect();
            if seconds.is_empty() {
                total += perft(&pass(after.clone()), depth - 1);
            }
            for s in seconds {
                total += perft(&pass(play(&after, s).0), depth - 1);
            }
        }
        total
    }
}

fn reference_perft(fen: &str, depth: u32) -> u64 {
    reference::perft(&reference::parse(fen), depth)
}

/// Engine and reference agree at each depth; returns the engine's counts.
fn agree(fen: &str, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths
        .map(|d| {
            let (e, r) = (engine_perft(fen, d), reference_perft(fen, d));
            assert_eq!(e, r, "perft {d} of {fen}: engine {e}, reference {r}");
            e
        })
        .collect()
}

// ---- The start position --------------------------------------------------

/// Start, depth 1 by hand: White's first turn is one move. Ra2 and Rh2 run
/// up the empty a/h-files to a14 and capture on a15/h15 (13 each); Nb1-a3,
/// Ng1-h3, Nb2-a4, Ng2-h4 (4); the free pawns b6, g6, c4, d4, e4, f4 step
/// (6). Everything else is blocked: 13+13+4+6 = 36.
/// Depth 2 (every Black two-move turn after each) from the reference.
#[test]
fn start_position() {
    assert_eq!(variant().start, START);
    assert!(variant().reconstructed.is_some());
    assert_eq!(perft_start(ID, Options::default(), 1), 36);
    assert_eq!(agree(START, 1..=2), vec![36, 40_602]);
}

/// Depth 3: 50,833,896, engine and reference agreeing (run with
/// `--ignored`, about a minute in the test profile).
#[test]
#[ignore = "deep: engine and reference at depth 3"]
fn start_position_depth_3() {
    assert_eq!(agree(START, 3..=3), vec![50_833_896]);
}

/// The engine's divide lines sum to its perft and name each first turn in
/// the game's notation.
#[test]
fn divide_matches_perft() {
    let pos = Position::from_fen(variant(), START).unwrap();
    let lines = divide(&pos, 2);
    assert_eq!(lines.len(), 36);
    assert_eq!(lines.iter().map(|(_, n)| n).sum::<u64>(), 40_602);
    assert!(lines.iter().any(|(t, _)| t == "Rxa15"));
    // From a normal turn, divide shows ordered pairs joined by a comma.
    let mid = Position::from_fen(variant(), &START.replace(" s", " d")).unwrap();
    let lines = divide(&mid, 1);
    assert!(lines.iter().all(|(t, n)| t.contains(',') && *n == 1));
    assert_eq!(lines.len() as u64, perft(&mid, 1));
}

// ---- Rule 2: kings are captured; the game ends when the last one falls ---

/// White Ka1 Qd1 against a lone Black king on d8 (one king per side is
/// allowed). Qxd8 takes the last king: the turn ends there and counts once
/// at depth 1; at depth 2 it contributes nothing (the game is over).
/// Counts: reference enumerator; the Qxd8 line is checked directly.
#[test]
fn king_capture_ends_the_game_after_the_first_move() {
    let p = fen(&[("a1", 'K'), ("d1", 'Q'), ("d8", 'k'), ("h12", 'p')], 'w', 'd');
    agree(&p, 1..=2);
    let pos = Position::from_fen(variant(), &p).unwrap();
    let lines = divide(&pos, 1);
    let capture: Vec<_> = lines.iter().filter(|(t, _)| t.starts_with("Qxd8")).collect();
    assert_eq!(capture, vec![&("Qxd8".to_string(), 1)], "Qxd8 is a complete one-move turn");
    let lines2 = divide(&pos, 2);
    assert!(lines2.iter().any(|(t, n)| t == "Qxd8" && *n == 0));

    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    assert!(game.play_text("Qxd8,Kb2").is_err(), "no second move after the last king falls");
    game.play_text("Qxd8").unwrap();
    assert!(!game.turn_in_progress());
    assert_eq!(game.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::KingsCaptured }));
    assert_eq!(game.turns()[0].text, "Qxd8");
    assert!(game.play_text("h11").is_err(), "the game is over");
}

/// With two Black kings, taking one is an ordinary capture: the turn goes
/// on, and the game ends when the second falls (here with the second move).
#[test]
fn first_of_two_kings_is_an_ordinary_capture() {
    let p = fen(&[("a1", 'K'), ("d1", 'Q'), ("h1", 'R'), ("d8", 'k'), ("h8", 'k')], 'w', 'd');
    agree(&p, 1..=2);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("Qxd8,").unwrap();
    assert!(game.turn_in_progress());
    assert_eq!(game.status(), None);
    game.play_text("Rxh8").unwrap();
    assert_eq!(game.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::KingsCaptured }));
    assert_eq!(game.turns()[0].text, "Qxd8,Rxh8");
}

/// Kings may move into attack: the Black king next to a White queen still
/// has all its moves, a king may capture a defended piece, and the notation
/// never carries check marks.
#[test]
fn kings_may_stand_and_move_in_attack() {
    let p = fen(&[("a1", 'K'), ("e4", 'Q'), ("e6", 'k'), ("d5", 'P'), ("h16", 'r')], 'b', 'd');
    agree(&p, 1..=2);
    let game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    let king_moves: Vec<_> =
        game.legal_parts().into_iter().filter(|m| m.origin().is_some_and(|s| s.0 == 5 * 8 + 4)).collect();
    assert_eq!(king_moves.len(), 8, "every neighbour, attacked or not (d5 is a capture)");
    let mut game = game;
    game.play_text("Kxd5,Ke5").unwrap();
    assert_eq!(game.turns()[0].text, "Kxd5,Ke5");
    let mut w = game.clone();
    w.play_text("Qxe5").unwrap();
    assert!(!w.movetext().contains(['+', '#']));
    assert_eq!(w.status().and_then(|o| o.winner()), Some(Color::White));
}

// ---- Rule 4: the piece moved first may not go straight back ---------------

/// Lone White Ka1 (Black Kh16 far away). By hand: Ka2 then a3, b1, b2, b3
/// (a1 forbidden) = 4; Kb1 then a2, b2, c1, c2 = 4; Kb2 then a2, a3, b1,
/// b3, c1, c2, c3 = 7. Total 15 (18 without rule 4).
#[test]
fn return_rule_without_capture() {
    let p = fen(&[("a1", 'K'), ("h16", 'k')], 'w', 'd');
    assert_eq!(engine_perft(&p, 1), 15);
    agree(&p, 1..=3);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    let err = game.play_text("Kb2,Ka1").unwrap_err();
    assert_eq!(err.illegal(), Some(&twofold_rules::Illegal::ReturnToOrigin), "{err}");
    game.play_text("Kb2,Kc3").unwrap();
    assert_eq!(game.side_to_move(), Color::Black);
}

/// White's first turn is one move, and a second is refused for that reason.
#[test]
fn the_first_turn_is_one_move() {
    let mut game = Game::new(ID, Options::default(), None).unwrap();
    let err = game.play_text("Ra3,Ra4").unwrap_err();
    let why = twofold_rules::error::Complete::FirstTurnOneMove;
    assert_eq!(err.illegal(), Some(&twofold_rules::Illegal::TurnComplete { after: "Ra3".into(), why }), "{err}");
}

/// As above with a Black pawn on b2. By hand: Ka2 then a3, b1, xb2, b3 = 4;
/// Kb1 then a2, xb2, c1, c2 = 4; Kxb2 captured, so it may go back: a1, a2,
/// a3, b1, b3, c1, c2, c3 = 8. Total 16.
#[test]
fn return_rule_after_a_capture() {
    let p = fen(&[("a1", 'K'), ("b2", 'p'), ("h16", 'k')], 'w', 'd');
    assert_eq!(engine_perft(&p, 1), 16);
    agree(&p, 1..=3);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("Kxb2,Ka1").unwrap();
    assert_eq!(game.position_string(), fen(&[("a1", 'K'), ("h16", 'k')], 'b', 'd'));
}

/// Promotion on rank 16 and the return rule after promoting (RULES.md: the
/// rule is literal even if the piece promoted). White Kh1, Pa15; Black Kh9.
/// By hand: Kg1 then 4 king moves (not h1) + a16=N/B/R/Q = 8; Kg2 then 7+4
/// = 11; Kh2 then 4+4 = 8. a16=N: Kg1/Kg2/Kh2 + Nb14, Nc15 = 5; a16=B: 3 +
/// b15..xh9 = 10; a16=R: 3 + a14..a1 (14, a15 forbidden) + b16..h16 (7) =
/// 24; a16=Q: 3 + 21 + 7 = 31. Total 97 (99 if the promoted piece could
/// return to a15).
#[test]
fn promotion_on_rank_16_and_the_return_rule() {
    let p = fen(&[("h1", 'K'), ("a15", 'P'), ("h9", 'k')], 'w', 'd');
    assert_eq!(engine_perft(&p, 1), 97);
    agree(&p, 1..=2);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    assert!(game.play_text("a16=Q,Qa15").is_err());
    // Passing over the origin is not going back to it.
    game.play_text("a16=R,Ra14").unwrap();
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("a16=Q,Qxh9").unwrap();
    assert_eq!(game.turns()[0].text, "a16=Q,Qxh9");
    assert_eq!(game.status().and_then(|o| o.winner()), Some(Color::White));
}

/// Promotion by capture, then a return: a White pawn on b15 takes a Black
/// rook on a16 and promotes; as the first move captured, the new piece may
/// go back to b15. Black Kh9 and White Kh1 as above. Counts: reference.
#[test]
fn promotion_by_capture_then_return_is_allowed() {
    let p = fen(&[("h1", 'K'), ("b15", 'P'), ("a16", 'r'), ("h9", 'k')], 'w', 'd');
    agree(&p, 1..=2);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("bxa16=B,Bb15").unwrap();
    assert_eq!(game.side_to_move(), Color::Black);
}

/// Promotion on rank 1 for Black, straight and by capture (h2-h1, h2xg1),
/// with the return rule after it. Counts: reference.
#[test]
fn promotion_on_rank_1() {
    let p = fen(&[("a16", 'k'), ("h2", 'p'), ("g1", 'R'), ("a8", 'K'), ("c12", 'P')], 'b', 'd');
    let counts = agree(&p, 1..=2);
    assert!(counts[0] > 0);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    assert!(game.play_text("h1=Q,Qh2").is_err(), "no return after a quiet promotion");
    game.play_text("hxg1=N,Nh3").unwrap();
    assert_eq!(game.turns()[0].text, "hxg1=N,Nh3");
}

// ---- Rule 5: a turn with no second move; stalemate at the start ------------

/// White's jammed wall: Ka16 and bishops b16-h16 on rank 16 over pawns on
/// a15-h15. Every pawn is blocked by its own piece and can capture only its
/// own pieces; each bishop's only diagonals lead onto its own pawns; the
/// king's neighbours are all its own. Black Kh1.
fn wall() -> Vec<(&'static str, char)> {
    let mut v = vec![("a16", 'K'), ("h1", 'k')];
    for f in ["b16", "c16", "d16", "e16", "f16", "g16", "h16"] {
        v.push((f, 'B'));
    }
    for f in ["a15", "b15", "c15", "d15", "e15", "f15", "g15", "h15"] {
        v.push((f, 'P'));
    }
    v
}

/// No legal move at the start of a turn: stalemate, a draw. perft is 0.
#[test]
fn stalemate_at_turn_start_is_a_draw() {
    let p = fen(&wall(), 'w', 'd');
    assert_eq!(agree(&p, 1..=1), vec![0]);
    let game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    assert_eq!(game.status(), Some(Outcome::Draw { reason: Reason::Stalemate }));
    // The same wall with Black to move is no stalemate (White is stuck, Black is not).
    let b = fen(&wall(), 'b', 'd');
    assert!(Game::new(ID, Options::default(), Some(&b)).unwrap().status().is_none());
}

/// The wall plus White Pd8 against Black Pd10. White's only move is d8-d9,
/// after which nothing of White's can move: the turn ends after one move
/// (depth 1: 1). Black then has only king moves from h1 (its pawn is
/// blocked): Kg1 then 4, Kg2 then 7, Kh2 then 4 = 15 (depth 2). White is
/// then stalemated: depth 3 is 0.
#[test]
fn turn_ends_early_without_a_second_move() {
    let mut pieces = wall();
    pieces.extend([("d8", 'P'), ("d10", 'p')]);
    let p = fen(&pieces, 'w', 'd');
    assert_eq!(agree(&p, 1..=3), vec![1, 15, 0]);
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("d9").unwrap();
    assert_eq!(game.side_to_move(), Color::Black);
    let t = &game.turns()[0];
    assert_eq!((t.text.as_str(), t.kind, t.complete), ("d9", twofold_rules::TurnKind::SingleMove, true));
}

// ---- Turns, notation, clock, draws -----------------------------------------

/// White's first turn is one move; every later turn two; a turn of two is
/// written with a comma and no check marks; the record replays.
#[test]
fn turn_structure_and_notation() {
    let mut game = Game::new(ID, Options::default(), None).unwrap();
    assert!(game.play_text("c5,d5").is_err(), "White's first turn is single");
    game.play_text("c5").unwrap();
    assert_eq!(game.side_to_move(), Color::Black);
    assert!(game.position_string().ends_with(" d"));
    game.play_text("Nh14").unwrap();
    assert!(game.turn_in_progress(), "a second move is required");
    assert!(!game.can_end_turn());
    assert!(game.end_turn().is_err());
    // The knight on h14 has nowhere else to go but back to g16 (rule 4).
    assert!(game.play_text("Ng16").is_err());
    game.play_text("Ra14").unwrap();
    game.play_text("Ra3,Rxa14").unwrap();
    let text = game.movetext();
    assert_eq!(text, "1.c5 Nh14,Ra14 2.Ra3,Rxa14");
    let again = Game::from_record(&game.record()).unwrap();
    assert_eq!(again.position_string(), game.position_string());
    let kinds: Vec<_> = game.turns().iter().map(|t| t.kind).collect();
    use twofold_rules::TurnKind::{MultiMove, SingleMove};
    assert_eq!(kinds, vec![SingleMove, MultiMove, MultiMove]);
}

/// The clock counts turns: 50 by each side (100) with no pawn move and no
/// capture draws; a first move alone does not count; a capture or a pawn
/// move in either half resets it.
#[test]
fn no_progress_clock_counts_turns() {
    let white = fen(&[("a1", 'K'), ("h16", 'k'), ("d4", 'P'), ("e6", 'n')], 'w', 'd');
    let clock = |p: &str, n: u32| p.replace(" 0 1 d", &format!(" {n} 40 d"));
    let mut game = Game::new(ID, Options::default(), Some(&clock(&white, 98))).unwrap();
    game.play_text("Ka2,").unwrap();
    assert_eq!(game.position().halfmove_clock(), 98, "a first move alone does not count");
    game.play_text("Ka3").unwrap();
    assert_eq!(game.position().halfmove_clock(), 99);
    assert_eq!(game.status(), None);
    game.play_text("Kg16,Kg15").unwrap();
    assert_eq!(game.position().halfmove_clock(), 100);
    assert_eq!(game.status(), Some(Outcome::Draw { reason: Reason::NoProgress }));
    // A pawn move as the second half resets it.
    let mut game = Game::new(ID, Options::default(), Some(&clock(&white, 99))).unwrap();
    game.play_text("Ka2,d5").unwrap();
    assert_eq!(game.position().halfmove_clock(), 0);
    // A capture as the first half resets it.
    let black = white.replace(" w ", " b ");
    let mut game = Game::new(ID, Options::default(), Some(&clock(&black, 99))).unwrap();
    game.play_text("Nxd4,Nb3").unwrap();
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(game.status(), None);
}

/// RULES.md §5.6 lists the draws: agreement and the clock. A position
/// that comes back a third time is no draw.
#[test]
fn no_repetition_draw() {
    let p = fen(&[("a1", 'K'), ("h16", 'k')], 'w', 'd');
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    for _ in 0..3 {
        game.play_movetext("Ka2,Kb2 Kg16,Kg15 Kb1,Ka1 Kh15,Kh16").unwrap();
    }
    assert_eq!(game.position_string(), p.replace(" 0 1 d", " 12 7 d"));
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.status(), None);
}

/// Kings only, or king and knight against king: the game goes on
/// (insufficient material is a check-game rule; kings can still be taken).
/// Draw by agreement ends it.
#[test]
fn no_insufficient_material_rule_and_draw_by_agreement() {
    for p in [fen(&[("a1", 'K'), ("c3", 'k')], 'w', 'd'), fen(&[("a1", 'K'), ("b1", 'N'), ("h16", 'k')], 'b', 'd')] {
        let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
        assert_eq!(game.status(), None, "{p}");
        game.agree_draw().expect("the game goes on, so a draw can be agreed");
        assert_eq!(game.status(), Some(Outcome::Draw { reason: Reason::Agreement }));
    }
    // King against king: one king may walk up and take the other.
    let p = fen(&[("a1", 'K'), ("c3", 'k')], 'w', 'd');
    let mut game = Game::new(ID, Options::default(), Some(&p)).unwrap();
    game.play_text("Kb2,Kxc3").unwrap();
    assert_eq!(game.status().and_then(|o| o.winner()), Some(Color::White));
}

// ---- Position strings -------------------------------------------------------

/// Project decision on kings in position strings: the side to move may have
/// lost its kings (that is the finished position after the winning turn,
/// accepted as a won game); the side that has just moved may not, and
/// neither may both. No castling rights, no en passant, no pawns on their
/// promotion rank.
#[test]
fn position_strings() {
    let finished = fen(&[("a1", 'K'), ("d8", 'Q')], 'b', 'd');
    let game = Game::new(ID, Options::default(), Some(&finished)).unwrap();
    assert_eq!(game.status(), Some(Outcome::Win { winner: Color::White, reason: Reason::KingsCaptured }));
    assert_eq!(engine_perft(&finished, 1), 0);
    let v = variant();
    for bad in [
        fen(&[("a1", 'K'), ("d8", 'Q')], 'w', 'd'),
        fen(&[("a1", 'Q'), ("d8", 'q')], 'w', 'd'),
        fen(&[("a1", 'K'), ("d16", 'P'), ("h8", 'k')], 'w', 'd'),
        fen(&[("a1", 'K'), ("d1", 'p'), ("h8", 'k')], 'w', 'd'),
        START.replace(" - - ", " KQkq - "),
        fen(&[("a1", 'K'), ("d11", 'P'), ("h8", 'k')], 'b', 'd').replace(" - - ", " - d10 "),
        START.replace(" s", " x"),
    ] {
        let err = Position::from_fen(v, &bad).expect_err(&bad);
        assert!(!err.to_string().is_empty());
    }
    let err = Position::from_fen(v, &fen(&[("a1", 'K'), ("d8", 'Q')], 'w', 'd')).unwrap_err();
    let issue = PositionIssue::MoverExtinct {
        last: Color::Black,
        mover: Color::White,
        kind: PieceType::builtin(PieceKind::KING),
    };
    assert_eq!(err.position_problems().iter().map(|p| &p.issue).collect::<Vec<_>>(), [&issue]);
    // Two kings a side, one king a side: accepted and round-trip.
    for ok in [
        START.to_string(),
        fen(&[("a1", 'K'), ("h8", 'k')], 'b', 'd'),
        fen(&[("a1", 'K'), ("b1", 'K'), ("h8", 'k')], 'w', 's'),
    ] {
        let pos = Position::from_fen(v, &ok).unwrap();
        assert_eq!(pos.to_fen(), ok);
    }
}

/// Mid-turn positions that differ only in whether the first move captured
/// (so in whether the piece may go back) hash differently.
#[test]
fn mid_turn_hash_knows_the_capture() {
    let quiet = fen(&[("a1", 'K'), ("f3", 'N'), ("h16", 'k')], 'w', 'd');
    let capture = fen(&[("a1", 'K'), ("f3", 'N'), ("e5", 'p'), ("h16", 'k')], 'w', 'd');
    let mut a = Game::new(ID, Options::default(), Some(&quiet)).unwrap();
    let mut b = Game::new(ID, Options::default(), Some(&capture)).unwrap();
    a.play_text("Ne5,").unwrap();
    b.play_text("Nxe5,").unwrap();
    assert_ne!(a.position().hash(), b.position().hash());
    assert!(a.play_text("Nf3").is_err());
    b.play_text("Nf3").unwrap();
}

// ---- Cross-checks and playouts ------------------------------------------

/// Positions reached by random play from the start: engine and reference
/// agree on depth 1 everywhere and on depth 2 for a few.
#[test]
fn random_positions_agree_with_reference() {
    let mut checked = 0;
    for seed in 1..=12u64 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(ID, Options::default(), None).unwrap();
        let turns = 4 + rng.below(30);
        while game.status().is_none() && (game.turn_in_progress() || game.turns().len() < turns) {
            let parts = game.legal_parts();
            game.play_part(parts[rng.below(parts.len())]).unwrap();
        }
        if game.turn_in_progress() || game.status().is_some() {
            continue;
        }
        let p = game.position_string();
        agree(&p, 1..=if seed <= 2 { 2 } else { 1 });
        checked += 1;
    }
    assert!(checked >= 6);
}

#[test]
fn random_playouts_double_double() {
    random_playouts(ID, Options::default(), None, 4, 120);
    let kings = fen(&[("a1", 'K'), ("d1", 'Q'), ("e2", 'K'), ("d8", 'k'), ("h12", 'p'), ("c13", 'r')], 'b', 'd');
    random_playouts(ID, Options::default(), Some(&kings), 4, 80);
    let promo = fen(&[("h1", 'K'), ("a15", 'P'), ("b15", 'P'), ("g2", 'p'), ("h9", 'k'), ("a16", 'r')], 'w', 'd');
    random_playouts(ID, Options::default(), Some(&promo), 4, 60);
}
