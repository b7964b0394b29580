//! Shared checks for every game: seeded random playouts that test, at every
//! step, the invariants the rest of the project relies on.
#![allow(dead_code)]

use twofold_rules::{Game, Move, MoveList, Options, Order, Position, Setup, Variant, VariantId};

/// A position string of `id`'s board from pieces on named squares (upper
/// case White), the side to move and the seventh field, no rights and the
/// counters at 0 and 1: designed positions read as piece lists. The
/// placement is written by the rules' own writer ([`Setup::to_fen`]).
pub fn fen_of(id: VariantId, pieces: &[(&str, char)], side: &str, seventh: &str) -> String {
    let v = Variant::get(id, Options::default()).expect("a game");
    let mut setup = Setup::empty();
    for &(name, c) in pieces {
        let sq = v.geometry.parse_square(name).unwrap_or_else(|| panic!("no square {name}"));
        setup.pieces.push((sq, v.pieces.piece_of_char(c).expect("a piece letter")));
    }
    let written = setup.to_fen(v);
    let placement = written.split(' ').next().expect("a placement");
    format!("{placement} {side} - - 0 1 {seventh}")
}

/// A small deterministic generator (tests must be reproducible).
pub struct Rng(u64);
impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays `games` random games of up to `steps` history steps each and
/// checks, at every step:
/// * the kept hash equals the hash computed from scratch;
/// * at turn starts the position string round-trips exactly;
/// * every legal part's notation reads back as that part;
/// * the canonical part list is a subset of the full list;
/// * every legal part is accepted by `Game::play_part`, and undo restores
///   the position and hash exactly; redo replays it;
/// * at the end, the record reads back with the same moves and result.
pub fn random_playouts(id: VariantId, options: Options, start: Option<&str>, games: u64, steps: usize) {
    for seed in 0..games {
        let mut rng = Rng::new(seed + 1);
        let mut game = Game::new(id, options, start).expect("start position");
        for _ in 0..steps {
            if game.status().is_some() {
                break;
            }
            let pos = game.position().clone();
            assert_eq!(pos.hash(), pos.compute_hash(), "hash drift at {}", pos.to_fen());
            fast_moves_are_the_readable_cores(&pos);
            if !pos.turn_in_progress() {
                let fen = pos.to_fen();
                let back = Position::from_fen(pos.variant(), &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert_eq!(back.to_fen(), fen, "position string round trip");
                assert_eq!(back.hash(), pos.hash(), "hash after round trip of {fen}");
                // The engine's pass: the other side to move, the same board,
                // a kept hash that equals a recomputed one; never in check.
                match pos.null_turn() {
                    Some(passed) => {
                        assert_eq!(passed.side_to_move(), pos.side_to_move().other(), "null turn at {fen}");
                        assert_eq!(passed.hash(), passed.compute_hash(), "hash after a null turn at {fen}");
                        assert_eq!(passed.to_fen().split(' ').next(), fen.split(' ').next(), "null turn moved a piece");
                        Position::from_fen(pos.variant(), &passed.to_fen()).expect("a passed position reads back");
                    }
                    // Only in check, or with a guard flip or King Hold pending.
                    None => assert!(
                        pos.is_in_check(pos.side_to_move())
                            || matches!(id, VariantId::DUAL_CHESS | VariantId::TWO_BOARDS),
                        "no null turn at {fen}"
                    ),
                }
            }
            let legal = game.legal_parts();
            let mut canonical = MoveList::new();
            pos.parts(&mut canonical, Order::Canonical);
            for m in canonical.iter() {
                assert!(legal.contains(m), "canonical part {m:?} not in the full list at {}", pos.to_fen());
            }
            for &m in &legal {
                let san = game.part_san(m);
                let back = game.parse_part_text(&san).unwrap_or_else(|e| panic!("'{san}' at {}: {e}", pos.to_fen()));
                assert_eq!(back, m, "notation '{san}' reads back as another move at {}", pos.to_fen());
            }
            let mut options_here: Vec<Option<twofold_rules::Move>> = legal.iter().copied().map(Some).collect();
            if game.can_end_turn() {
                options_here.push(None);
            }
            if options_here.is_empty() {
                break;
            }
            // Every part is accepted, and undo restores exactly.
            for &m in legal.iter().take(12) {
                let mut g = game.clone();
                g.play_part(m).unwrap_or_else(|e| panic!("{m:?} refused at {}: {e}", pos.to_fen()));
                assert!(g.undo());
                assert_eq!(g.position(), &pos, "undo did not restore the position");
                assert_eq!(g.position().hash(), pos.hash());
                assert!(g.redo());
            }
            match options_here[rng.below(options_here.len())] {
                Some(m) => game.play_part(m).expect("legal part"),
                None => game.end_turn().expect("turn may end"),
            }
        }
        // The record reproduces the game, its result included; the bounded
        // repetition count agrees with a count over the whole history.
        let record = game.record();
        let again = Game::from_record(&record).unwrap_or_else(|e| panic!("record does not replay: {e}\n{record}"));
        assert_eq!(again.position_string(), game.position_string(), "record replay\n{record}");
        twofold_rules::invariants::record_round_trip(&game).unwrap_or_else(|e| panic!("{e}"));
        twofold_rules::invariants::repetitions(&game).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The fast generator's legal moves, and its count of them, are those the
/// readable core works out from the definition alone (`readable`).
pub fn fast_moves_are_the_readable_cores(pos: &Position) {
    let mut fast = MoveList::new();
    pos.legal_moves(&mut fast);
    let key = |m: &Move| format!("{m:?}");
    let mut fast: Vec<Move> = fast.iter().copied().collect();
    let mut plain = twofold_rules::readable::legal_moves(pos);
    fast.sort_by_key(key);
    plain.sort_by_key(key);
    if fast != plain {
        let only = |a: &[Move], b: &[Move]| a.iter().filter(|m| !b.contains(m)).map(key).collect::<Vec<_>>();
        panic!(
            "{} at {}: the fast generator alone has {:?}; the readable core alone has {:?}",
            pos.variant().name,
            pos.to_fen(),
            only(&fast, &plain),
            only(&plain, &fast)
        );
    }
    assert_eq!(pos.count_legal_moves(), plain.len(), "the count of legal moves at {}", pos.to_fen());
}

/// Perft from a position string of a variant.
pub fn perft_fen(id: VariantId, options: Options, fen: &str, depth: u32) -> u64 {
    let v = Variant::get(id, options).expect("variant");
    let pos = Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    twofold_rules::perft(&pos, depth)
}

pub fn perft_start(id: VariantId, options: Options, depth: u32) -> u64 {
    let v = Variant::get(id, options).expect("variant");
    twofold_rules::perft(&Position::start(v), depth)
}
