//! Marseillais Chess (docs/rules/marseillais.md).
//!
//! Perft counts are checked against `reference`, a second, deliberately
//! slow implementation written only for this test: it knows plain chess's
//! legal moves (the rules crate's chess game, one position string at a time)
//! and counts turns the Marseillais way from the rule text, sharing none of
//! the pair-turn code it checks.

mod common;
use common::{perft_fen, random_playouts};
use twofold_rules::error::Complete;
use twofold_rules::{Game, Illegal, Options, Outcome, Position, Reason, TurnKind, Variant, VariantId};

const ID: VariantId = VariantId::MARSEILLAIS;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s";

fn unbalanced() -> Options {
    Options::of(&["unbalanced"]).expect("the option")
}

mod reference {
    //! Turns of Marseillais Chess from the rule text, on plain chess's legal
    //! moves. A state is a position string of plain chess (placement, side,
    //! castling) plus what chess cannot hold: whether the turn is a single
    //! move, and the en-passant squares the opponent's last turn gave (up to
    //! two). A turn: one legal first move (en passant on any of those
    //! squares included); it ends there when the turn is single, when the
    //! move gives check, or when no legal second move exists; else a legal
    //! second move follows, with en passant only after a first en passant
    //! capture, on another of those squares. A double step of the turn gives
    //! the opponent en passant when its pawn did not move again and its
    //! passed square is empty. No first move: the game is over (perft counts
    //! turns; draws by rule are not its business).
    //!
    //! En passant is made here by hand on the placement (the capturer moves,
    //! the pawn passed over disappears) and kept when plain chess accepts
    //! the result as a position with the other side to move, that is when
    //! the mover's king is not attacked.

    use twofold_rules::{Move, MoveList, Options, Position, Square, Variant, VariantId};

    #[derive(Clone, Debug)]
    pub struct State {
        /// Placement, side and castling, as plain chess writes them.
        board: [String; 3],
        single: bool,
        ep: Vec<String>,
    }

    fn chess() -> &'static Variant {
        Variant::get(VariantId::CHESS, Options::default()).expect("chess")
    }

    fn name(sq: Square) -> String {
        chess().geometry.square_name(sq)
    }

    fn other(side: &str) -> &'static str {
        if side == "w" {
            "b"
        } else {
            "w"
        }
    }

    /// A chess position from a placement and castling with this side to move.
    fn chess_position(board: &[String; 3], side: &str) -> Result<Position, String> {
        let fen = format!("{} {side} {} - 0 1", board[0], board[2]);
        Position::from_fen(chess(), &fen).map_err(|e| format!("{fen}: {e}"))
    }

    fn fields(pos: &Position) -> [String; 3] {
        let fen = pos.to_fen();
        let f: Vec<&str> = fen.split(' ').collect();
        [f[0].to_string(), f[1].to_string(), f[2].to_string()]
    }

    /// The placement as 64 cells, a1 first.
    fn cells(placement: &str) -> Vec<char> {
        let mut rows: Vec<Vec<char>> = Vec::new();
        for rank in placement.split('/') {
            let mut row = Vec::new();
            for c in rank.chars() {
                match c.to_digit(10) {
                    Some(n) => row.extend(std::iter::repeat_n('.', n as usize)),
                    None => row.push(c),
                }
            }
            rows.push(row);
        }
        rows.into_iter().rev().flatten().collect()
    }

    fn placement(cells: &[char]) -> String {
        let mut ranks = Vec::new();
        for r in (0..8).rev() {
            let mut text = String::new();
            let mut empty = 0;
            for f in 0..8 {
                match cells[r * 8 + f] {
                    '.' => empty += 1,
                    c => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                        }
                        empty = 0;
                        text.push(c);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            ranks.push(text);
        }
        ranks.join("/")
    }

    fn square(file: usize, rank: usize) -> Square {
        let names = "abcdefgh".as_bytes();
        chess().geometry.parse_square(&format!("{}{}", names[file] as char, rank + 1)).expect("a square")
    }

    /// The side's en passant captures onto `target`, with the positions after.
    fn en_passant(board: &[String; 3], side: &str, target: &str) -> Vec<(Move, Position)> {
        let t = target.as_bytes();
        let (file, rank) = ((t[0] - b'a') as usize, (t[1] - b'1') as usize);
        let (pawn, theirs, victim_rank) = if side == "w" { ('P', 'p', rank - 1) } else { ('p', 'P', rank + 1) };
        let grid = cells(&board[0]);
        let mut out = Vec::new();
        if grid[rank * 8 + file] != '.' || grid[victim_rank * 8 + file] != theirs {
            return out;
        }
        for from_file in [file.wrapping_sub(1), file + 1].into_iter().filter(|&f| f < 8) {
            if grid[victim_rank * 8 + from_file] != pawn {
                continue;
            }
            let mut after = grid.clone();
            after[victim_rank * 8 + from_file] = '.';
            after[victim_rank * 8 + file] = '.';
            after[rank * 8 + file] = pawn;
            let done = [placement(&after), other(side).to_string(), board[2].clone()];
            // Refused only when the mover's king is attacked: not legal.
            if let Ok(pos) = chess_position(&done, other(side)) {
                out.push((Move::EnPassant { from: square(from_file, victim_rank), to: square(file, rank) }, pos));
            }
        }
        out
    }

    /// The side's legal moves with the positions after them: plain chess's,
    /// and en passant onto these squares.
    fn moves(board: &[String; 3], side: &str, ep: &[String]) -> Vec<(Move, Position)> {
        let pos = chess_position(board, side).expect("a chess position");
        let mut list = MoveList::new();
        pos.legal_moves(&mut list);
        let mut out: Vec<(Move, Position)> = list
            .iter()
            .map(|&m| {
                let mut after = pos.clone();
                after.play_part(m);
                (m, after)
            })
            .collect();
        for sq in ep {
            out.extend(en_passant(board, side, sq));
        }
        out
    }

    /// How many legal moves `moves` would list.
    fn count_moves(board: &[String; 3], side: &str, ep: &[String]) -> u64 {
        let pos = chess_position(board, side).expect("a chess position");
        let passing: usize = ep.iter().map(|sq| en_passant(board, side, sq).len()).sum();
        (pos.count_legal_moves() + passing) as u64
    }

    /// A double step's arrival and passed squares.
    fn double_step(m: Move) -> Option<(Square, Square)> {
        match m {
            Move::DoubleStep { from, to } => Some((to, Square(((from.0 as u16 + to.0 as u16) / 2) as u8))),
            _ => None,
        }
    }

    impl State {
        pub fn from_fen(fen: &str) -> State {
            let f: Vec<&str> = fen.split(' ').collect();
            let ep = if f[3] == "-" { Vec::new() } else { f[3].split(',').map(String::from).collect() };
            State { board: [f[0].into(), f[1].into(), f[2].into()], single: f[6] == "s", ep }
        }

        /// After the first move: the turn ended there (the state after
        /// it), or a second move follows (the board and the en-passant
        /// squares it may use).
        fn after_first(&self, m1: Move, after: &Position) -> Result<State, ([String; 3], Vec<String>)> {
            let passed = double_step(m1).map(|(_, p)| name(p)).into_iter().collect();
            let ended = State { board: fields(after), single: false, ep: passed };
            if self.single || after.is_in_check(after.side_to_move()) {
                return Ok(ended);
            }
            // The same side moves again: en passant only after a first one.
            let left: Vec<String> = match m1 {
                Move::EnPassant { to, .. } => self.ep.iter().filter(|s| **s != name(to)).cloned().collect(),
                _ => Vec::new(),
            };
            if count_moves(&ended.board, &self.board[1], &left) == 0 {
                return Ok(ended);
            }
            Err((ended.board, left))
        }

        /// The number of turns from here (the last moves counted, not made).
        pub fn count_turns(&self) -> u64 {
            let firsts = moves(&self.board, &self.board[1], &self.ep);
            firsts
                .iter()
                .map(|(m1, after)| match self.after_first(*m1, after) {
                    Ok(_) => 1,
                    Err((board, left)) => count_moves(&board, &self.board[1], &left),
                })
                .sum()
        }

        /// Every turn from here, as the states after it.
        pub fn turns(&self) -> Vec<State> {
            let mut out = Vec::new();
            for (m1, after) in moves(&self.board, &self.board[1], &self.ep) {
                match self.after_first(m1, &after) {
                    Ok(ended) => out.push(ended),
                    Err((board, left)) => {
                        for (m2, done) in moves(&board, &self.board[1], &left) {
                            let mut ep = Vec::new();
                            for (arrived, passed) in double_step(m1).into_iter().chain(double_step(m2)) {
                                let moved_again = m2.origin() == Some(arrived);
                                if !moved_again && done.piece_at(passed).is_none() {
                                    ep.push(name(passed));
                                }
                            }
                            out.push(State { board: fields(&done), single: false, ep });
                        }
                    }
                }
            }
            out
        }
    }

    /// Distinct sequences of `depth` turns.
    pub fn perft(state: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return state.count_turns();
        }
        state.turns().iter().map(|s| perft(s, depth - 1)).sum()
    }
}

/// Perft from `fen` by the rules and by the reference, which must agree.
fn both(options: Options, fen: &str, depth: u32) -> u64 {
    let ours = perft_fen(ID, options, fen, depth);
    let theirs = reference::perft(&reference::State::from_fen(fen), depth);
    assert_eq!(ours, theirs, "perft {depth} of {fen}");
    ours
}

#[test]
fn perft_from_the_start_agrees_with_the_reference() {
    // Balanced: White's first turn is one move, then two moves a turn.
    assert_eq!(both(Options::default(), START, 1), 20);
    assert_eq!(both(Options::default(), START, 2), 8_902);
    assert_eq!(both(Options::default(), START, 3), 4_866_854);
    // The original form: White's first turn is two moves too.
    let original = START.replace(" s", " d");
    let v = Variant::get(ID, unbalanced()).unwrap();
    assert_eq!(Position::start(v).to_fen(), original);
    assert_eq!(both(unbalanced(), &original, 1), 445);
    assert_eq!(both(unbalanced(), &original, 2), 196_646);
}

/// Designed positions, each aimed at one rule, to depth 3 (the counts are
/// the rules' and the reference's, which agree).
const DESIGNED: [(&str, &str, u64); 7] = [
    // Black's double steps on either move give White en passant (b5, e5).
    ("en passant across both moves", "4k3/pp1p1p2/8/1P2P3/8/8/8/4K3 b - - 0 1 d", 693_589),
    // Two en-passant squares at the turn's start: the first move takes one,
    // the second may take the other.
    ("two en passant squares", "4k3/8/8/2pPpP2/8/8/8/4K3 w - c6,e6 0 1 d", 202_760),
    // Rook checks end White's turns, the knight's end Black's.
    ("check on the first move", "4k1n1/8/8/8/8/8/8/R3K3 w - - 0 1 d", 5_388_139),
    // White starts in check: the first move must answer it.
    ("in check at the start", "4k3/8/8/8/8/8/6PP/r3K2R w K - 0 1 d", 3_340_413),
    // Castling is one move of the two, on both sides.
    ("castling", "r3k3/pp6/8/8/8/8/6PP/4K2R w Kq - 0 1 d", 7_531_868),
    // Promotions on both sides, the new piece moving on at once.
    ("promotion", "8/1P2k3/8/8/8/8/6p1/1K6 w - - 0 1 d", 2_152_958),
    // White's only first move leaves no second: the turn ends after it.
    ("no second move", "8/8/8/8/7p/1b6/2k4P/K7 w - - 0 1 d", 649),
];

/// One test per designed position, so they run side by side.
macro_rules! designed {
    ($($name:ident: $i:expr,)*) => {$(
        #[test]
        fn $name() {
            let (what, fen, expected) = DESIGNED[$i];
            assert_eq!(both(Options::default(), fen, 3), expected, "{what}");
        }
    )*};
}

designed! {
    perft_en_passant_across_both_moves: 0,
    perft_two_en_passant_squares: 1,
    perft_check_on_the_first_move: 2,
    perft_in_check_at_the_start: 3,
    perft_castling: 4,
    perft_promotion: 5,
    perft_no_second_move: 6,
}

fn game(options: Options, fen: Option<&str>) -> Game {
    Game::new(ID, options, fen).expect("a Marseillais game")
}

fn refused(g: &mut Game, text: &str) -> Illegal {
    let err = g.play_text(text).expect_err(text);
    err.illegal().cloned().unwrap_or_else(|| panic!("{text}: {err}"))
}

#[test]
fn the_balanced_first_turn_is_one_move_and_the_option_gives_two() {
    let mut g = game(Options::default(), None);
    let why = Complete::FirstTurnOneMove;
    assert_eq!(refused(&mut g, "e4,d4"), Illegal::TurnComplete { after: "e4".into(), why });
    g.play_text("e4").unwrap();
    g.play_text("e5,Nc6").unwrap();
    assert_eq!(g.movetext(), "1.e4 e5,Nc6");
    let kinds: Vec<TurnKind> = g.turns().iter().map(|t| t.kind).collect();
    assert_eq!(kinds, [TurnKind::SingleMove, TurnKind::MultiMove]);
    let mut g = game(unbalanced(), None);
    g.play_text("e4,d4").unwrap();
    assert_eq!(g.side_to_move(), twofold_rules::Color::Black);
}

/// The published example (the two moves of a turn joined by a comma):
/// White's queen is lost to 2...g6,gxh5.
#[test]
fn the_published_example_replays_and_its_record_reads_back() {
    let text = "1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5";
    let mut g = game(Options::default(), None);
    g.play_movetext(text).unwrap();
    assert_eq!(g.movetext(), text);
    let placement = g.position().to_fen();
    assert_eq!(placement.split(' ').next(), Some("r1bqkbnr/pppp1p1p/2n5/4p2p/4P3/5N2/PPPP1PPP/RNB1KB1R"));
    let back = Game::from_record(&g.record()).expect("the record");
    assert_eq!(back.variant().id, ID);
    assert_eq!(back.movetext(), text);
    assert_eq!(back.position().to_fen(), g.position().to_fen());
}

/// The original form's opening trap (White's first turn two moves): a
/// check on the second move does not end anything early; Black answers it
/// with the first move of the turn. Record with the option, read back.
#[test]
fn the_original_form_plays_two_moves_first_and_keeps_its_option_in_records() {
    let text = "1.Nf3,e4 d5,dxe4 2.Ne5,Bb5+ c6,Qc7 3.Qf3,Qxf7+";
    let mut g = game(unbalanced(), None);
    g.play_movetext(text).unwrap();
    assert_eq!(g.movetext(), text);
    let record = g.record();
    assert!(record.contains("unbalanced"), "{record}");
    let back = Game::from_record(&record).expect("the record");
    assert!(back.variant().options.has("unbalanced"));
    assert_eq!(back.movetext(), text);
    // Black, in check, must answer with the first move: a second-move answer is refused.
    let mut g = game(unbalanced(), None);
    g.play_movetext("1.Nf3,e4 d5,dxe4 2.Ne5,Bb5+").unwrap();
    assert_eq!(refused(&mut g, "a6,c6"), Illegal::LeavesKingInCheck);
}

#[test]
fn a_check_on_the_first_move_ends_the_turn() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 d";
    let mut g = game(Options::default(), Some(fen));
    let why = Complete::CheckEndsTurn;
    assert_eq!(refused(&mut g, "Ra8+,Kd2"), Illegal::TurnComplete { after: "Ra8+".into(), why });
    g.play_text("Ra8+").unwrap();
    assert_eq!(g.side_to_move(), twofold_rules::Color::Black);
    assert_eq!(g.turns().last().map(|t| t.kind), Some(TurnKind::SingleMove));
    // A check on the second move is written there, and the turn ends as usual.
    let mut g = game(Options::default(), Some(fen));
    let why = Complete::AtMostMoves { max: 2 };
    assert_eq!(refused(&mut g, "Kd2,Ra8+,Kc3"), Illegal::TurnComplete { after: "Kd2,Ra8+".into(), why });
    g.play_text("Kd2,Ra8+").unwrap();
    assert_eq!(g.movetext(), "1.Kd2,Ra8+");
    // Castling is one move of the two.
    let mut g = game(Options::default(), Some(fen));
    g.play_text("O-O-O,Kc2").unwrap();
    assert_eq!(g.movetext(), "1.O-O-O,Kc2");
}

#[test]
fn a_mate_on_the_first_move_ends_the_game() {
    let mut g = game(Options::default(), Some("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 d"));
    g.play_text("Ra8#").unwrap();
    assert_eq!(g.status(), Some(Outcome::Win { winner: twofold_rules::Color::White, reason: Reason::Checkmate }));
    assert_eq!(g.movetext(), "1.Ra8#");
}

#[test]
fn en_passant_takes_either_double_step_first_and_a_second_one_after() {
    let fen = "4k3/3pp3/8/2P2P2/8/8/8/4K3 b - - 0 1 d";
    let mut g = game(Options::default(), Some(fen));
    g.play_text("d5,e5").unwrap();
    assert!(g.position().to_fen().contains(" d6,e6 "), "{}", g.position().to_fen());
    let mut both = g.clone();
    both.play_text("cxd6,fxe6").unwrap();
    // Only as the first move otherwise.
    assert!(g.play_text("Kd2,cxd6").is_err());
    g.play_text("fxe6,Kd2").unwrap();
    // A pawn that double-stepped and moved again cannot be taken.
    let mut g = game(Options::default(), Some("4k3/3p4/8/2P5/8/8/8/4K3 b - - 0 1 d"));
    g.play_text("d5,d4").unwrap();
    assert!(g.position().ep_squares().is_empty());
}

#[test]
fn a_turn_with_no_second_move_ends_after_the_first() {
    let mut g = game(Options::default(), Some("8/8/8/8/7p/1b6/2k4P/K7 w - - 0 1 d"));
    g.play_text("h3").unwrap();
    assert_eq!(g.side_to_move(), twofold_rules::Color::Black);
    assert_eq!(g.movetext(), "1.h3");
}

#[test]
fn random_games_keep_every_invariant() {
    random_playouts(ID, Options::default(), None, 20, 120);
    random_playouts(ID, unbalanced(), None, 10, 120);
}
