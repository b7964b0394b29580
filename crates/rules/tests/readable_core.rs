//! The readable core (`twofold_rules::readable`) is right by itself, not
//! only equal to the fast generator (which `common::random_playouts`
//! checks at every position of every game's random games): perft made from
//! its moves alone equals the published FIDE counts, and Fairy-Stockfish's
//! own counts for the games of `definitions/fsf.ini` whose turns are one
//! move (the rows small enough for a plain generator).

use std::sync::Once;
use twofold_rules::definition::load;
use twofold_rules::readable;
use twofold_rules::{Options, Position, Variant, VariantId};

fn readable_perft(pos: &Position, depth: u32) -> u64 {
    readable::perft(pos, depth).expect("a game of one move a turn")
}

fn chess(fen: &str) -> Position {
    let v = Variant::get(VariantId::CHESS, Options::default()).expect("chess");
    Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn the_readable_core_counts_the_published_fide_perft() {
    // (position, depth, count): the start and the Chess Programming Wiki's
    // positions 2 to 6 (castling, pins, en passant, promotions, checks).
    let rows = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8_902),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97_862),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
        ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9_467),
        ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62_379),
        ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89_890),
    ];
    for (fen, depth, count) in rows {
        assert_eq!(readable_perft(&chess(fen), depth), count, "{fen} perft {depth}");
    }
}

const FSF: &str = include_str!("definitions/fsf.ini");
const FSF_PERFT: &str = include_str!("definitions/fsf-perft.txt");

/// Rows larger than this are left to the fast generator's tests.
const MOST_LEAVES: u64 = 25_000;

#[test]
fn the_readable_core_counts_what_fairy_stockfish_counts() {
    static LOAD: Once = Once::new();
    LOAD.call_once(|| {
        load(FSF).unwrap_or_else(|p| panic!("fsf.ini: {p:#?}"));
    });
    let mut games = Vec::new();
    for line in FSF_PERFT.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let (name, fen, depth, count): (&str, &str, u32, u64) =
            (f[0], f[1], f[2].parse().expect("depth"), f[3].parse().expect("count"));
        if count > MOST_LEAVES {
            continue;
        }
        let id = VariantId::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let v = Variant::get(id, Options::default()).expect("a loaded game");
        let pos = if fen == "startpos" {
            Position::start(v)
        } else {
            Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{name} {fen}: {e}"))
        };
        assert_eq!(readable_perft(&pos, depth), count, "{name} {fen} perft {depth}");
        if !games.contains(&name) {
            games.push(name);
        }
    }
    // Every game of the file has rows small enough to count here.
    assert_eq!(games.len(), FSF.lines().filter(|l| l.starts_with('[')).count(), "games counted: {games:?}");
}
