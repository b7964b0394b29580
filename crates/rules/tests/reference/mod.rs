//! A deliberately naive, independent reference for the two FIDE-based
//! double-move games. It shares no code with the rules crate: its own 8×8
//! board, its own FIDE move generator and attack test (checked against the
//! published FIDE perft values in `two_prong.rs`), and the turn rules of
//! RULES.md §1 and §2 written out literally, enumerating whole turns by brute
//! force. Tests compare the crate's perft with these counts.
#![allow(dead_code)]

pub const EMPTY: u8 = b'.';

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Normal,
    Double,
    EnPassant,
    Castle,
}

/// One FIDE move; squares are `rank * 8 + file` (a1 = 0).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mv {
    pub from: usize,
    pub to: usize,
    pub kind: Kind,
    /// Upper-case promotion letter.
    pub promo: Option<u8>,
}

/// Castling rights bits.
pub const WK: u8 = 1;
pub const WQ: u8 = 2;
pub const BK: u8 = 4;
pub const BQ: u8 = 8;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// FEN letters, `EMPTY` for an empty square.
    pub sq: [u8; 64],
    pub white: bool,
    pub castling: u8,
    /// En-passant squares as a bit set.
    pub ep: u64,
}

pub fn is_white(p: u8) -> bool {
    p.is_ascii_uppercase()
}

fn file(s: usize) -> i32 {
    (s % 8) as i32
}
fn rank(s: usize) -> i32 {
    (s / 8) as i32
}
fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
}
pub fn name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)
}
pub fn square(n: &str) -> usize {
    let b = n.as_bytes();
    ((b[1] - b'1') * 8 + (b[0] - b'a')) as usize
}

const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const ROOK: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

impl Board {
    /// Reads the first four fields of a position string (test input only).
    pub fn from_fen(fen: &str) -> Board {
        let f: Vec<&str> = fen.split_whitespace().collect();
        let mut sq = [EMPTY; 64];
        for (i, row) in f[0].split('/').enumerate() {
            let r = 7 - i;
            let mut c = 0;
            for ch in row.bytes() {
                if ch.is_ascii_digit() {
                    c += (ch - b'0') as usize;
                } else {
                    sq[r * 8 + c] = ch;
                    c += 1;
                }
            }
        }
        let mut castling = 0;
        for ch in f[2].chars() {
            castling |= match ch {
                'K' => WK,
                'Q' => WQ,
                'k' => BK,
                'q' => BQ,
                _ => 0,
            };
        }
        let mut ep = 0;
        if f[3] != "-" {
            for n in f[3].split(',') {
                ep |= 1 << square(n);
            }
        }
        Board { sq, white: f[1] == "w", castling, ep }
    }

    /// The position string with clocks `0 1` and an optional seventh field.
    pub fn fen(&self, seventh: Option<&str>) -> String {
        let mut s = String::new();
        for r in (0..8).rev() {
            let mut run = 0;
            for c in 0..8 {
                let p = self.sq[r * 8 + c];
                if p == EMPTY {
                    run += 1;
                } else {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    s.push(p as char);
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            if r > 0 {
                s.push('/');
            }
        }
        let mut rights = String::new();
        for (bit, ch) in [(WK, 'K'), (WQ, 'Q'), (BK, 'k'), (BQ, 'q')] {
            if self.castling & bit != 0 {
                rights.push(ch);
            }
        }
        if rights.is_empty() {
            rights.push('-');
        }
        let eps: Vec<String> = (0..64).filter(|s| self.ep >> s & 1 != 0).map(name).collect();
        let ep = if eps.is_empty() { "-".to_string() } else { eps.join(",") };
        let side = if self.white { 'w' } else { 'b' };
        match seventh {
            Some(t) => format!("{s} {side} {rights} {ep} 0 1 {t}"),
            None => format!("{s} {side} {rights} {ep} 0 1"),
        }
    }

    pub fn own(&self, s: usize, white: bool) -> bool {
        self.sq[s] != EMPTY && is_white(self.sq[s]) == white
    }

    pub fn king(&self, white: bool) -> Option<usize> {
        let k = if white { b'K' } else { b'k' };
        (0..64).find(|&s| self.sq[s] == k)
    }

    /// Is `s` attacked by a piece of the side `by_white`?
    pub fn attacked(&self, s: usize, by_white: bool) -> bool {
        let (f, r) = (file(s), rank(s));
        let piece = |p: u8| if by_white { p.to_ascii_uppercase() } else { p.to_ascii_lowercase() };
        let has = |t: Option<usize>, p: u8| t.is_some_and(|t| self.sq[t] == piece(p));
        // A white pawn attacks from the rank below, a black pawn from above.
        let pr = if by_white { r - 1 } else { r + 1 };
        if has(at(f - 1, pr), b'P') || has(at(f + 1, pr), b'P') {
            return true;
        }
        if KNIGHT.iter().any(|&(df, dr)| has(at(f + df, r + dr), b'N')) {
            return true;
        }
        if KING.iter().any(|&(df, dr)| has(at(f + df, r + dr), b'K')) {
            return true;
        }
        for (dirs, slider) in [(ROOK, b'R'), (BISHOP, b'B')] {
            for (df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(t) = at(x, y) {
                    let p = self.sq[t];
                    if p != EMPTY {
                        if p == piece(slider) || p == piece(b'Q') {
                            return true;
                        }
                        break;
                    }
                    x += df;
                    y += dr;
                }
            }
        }
        false
    }

    pub fn in_check(&self, white: bool) -> bool {
        self.king(white).is_some_and(|k| self.attacked(k, !white))
    }

    /// FIDE pseudo-legal moves of the side to move (castling with all its
    /// conditions; en passant onto every en-passant square).
    pub fn pseudo(&self) -> Vec<Mv> {
        let us = self.white;
        let mut out = Vec::new();
        let push = |out: &mut Vec<Mv>, from: usize, to: usize, kind: Kind, promotes: bool| {
            if promotes {
                for p in [b'N', b'B', b'R', b'Q'] {
                    out.push(Mv { from, to, kind, promo: Some(p) });
                }
            } else {
                out.push(Mv { from, to, kind, promo: None });
            }
        };
        for s in 0..64 {
            if !self.own(s, us) {
                continue;
            }
            let (f, r) = (file(s), rank(s));
            match self.sq[s].to_ascii_uppercase() {
                b'P' => {
                    let dir = if us { 1 } else { -1 };
                    let last = if us { 7 } else { 0 };
                    let start = if us { 1 } else { 6 };
                    if let Some(t) = at(f, r + dir) {
                        if self.sq[t] == EMPTY {
                            push(&mut out, s, t, Kind::Normal, rank(t) == last);
                            if r == start {
                                let t2 = at(f, r + 2 * dir).unwrap();
                                if self.sq[t2] == EMPTY {
                                    push(&mut out, s, t2, Kind::Double, false);
                                }
                            }
                        }
                    }
                    for df in [-1, 1] {
                        if let Some(t) = at(f + df, r + dir) {
                            if self.sq[t] != EMPTY && !self.own(t, us) {
                                push(&mut out, s, t, Kind::Normal, rank(t) == last);
                            } else if self.ep >> t & 1 != 0 {
                                push(&mut out, s, t, Kind::EnPassant, false);
                            }
                        }
                    }
                }
                b'N' | b'K' => {
                    let offsets = if self.sq[s].eq_ignore_ascii_case(&b'N') { KNIGHT } else { KING };
                    for (df, dr) in offsets {
                        if let Some(t) = at(f + df, r + dr) {
                            if !self.own(t, us) {
                                push(&mut out, s, t, Kind::Normal, false);
                            }
                        }
                    }
                }
                p => {
                    let mut dirs = Vec::new();
                    if p == b'R' || p == b'Q' {
                        dirs.extend(ROOK);
                    }
                    if p == b'B' || p == b'Q' {
                        dirs.extend(BISHOP);
                    }
                    for (df, dr) in dirs {
                        let (mut x, mut y) = (f + df, r + dr);
                        while let Some(t) = at(x, y) {
                            if self.own(t, us) {
                                break;
                            }
                            push(&mut out, s, t, Kind::Normal, false);
                            if self.sq[t] != EMPTY {
                                break;
                            }
                            x += df;
                            y += dr;
                        }
                    }
                }
            }
        }
        // Castling: right kept, squares between empty, the king not in check
        // and not passing through or landing on an attacked square.
        let base = if us { 0 } else { 56 };
        let (k_bit, q_bit) = if us { (WK, WQ) } else { (BK, BQ) };
        let empty = |fs: &[usize]| fs.iter().all(|&f| self.sq[base + f] == EMPTY);
        let safe = |fs: &[usize]| fs.iter().all(|&f| !self.attacked(base + f, !us));
        if self.castling & k_bit != 0 && empty(&[5, 6]) && safe(&[4, 5, 6]) {
            out.push(Mv { from: base + 4, to: base + 6, kind: Kind::Castle, promo: None });
        }
        if self.castling & q_bit != 0 && empty(&[1, 2, 3]) && safe(&[4, 3, 2]) {
            out.push(Mv { from: base + 4, to: base + 2, kind: Kind::Castle, promo: None });
        }
        out
    }

    /// The square of the piece `m` captures, judged on this board.
    pub fn captured_square(&self, m: Mv) -> Option<usize> {
        match m.kind {
            Kind::EnPassant => Some(if self.white { m.to - 8 } else { m.to + 8 }),
            _ if self.sq[m.to] != EMPTY && m.kind != Kind::Castle => Some(m.to),
            _ => None,
        }
    }

    /// The square a double step passes over.
    pub fn passed(m: Mv) -> Option<usize> {
        (m.kind == Kind::Double).then_some((m.from + m.to) / 2)
    }

    /// Castling rights lost when a piece leaves or enters `s`.
    fn rights_lost(s: usize) -> u8 {
        match s {
            0 => WQ,
            7 => WK,
            4 => WK | WQ,
            56 => BQ,
            63 => BK,
            60 => BK | BQ,
            _ => 0,
        }
    }

    /// The board after `m`: the piece, its capture, castling's rook and the
    /// castling rights. Side to move and en passant are left to the caller.
    pub fn apply(&self, m: Mv) -> Board {
        self.apply_together(&[m])
    }

    /// The board after several moves of different pieces made at once, each
    /// judged on this board (Two-Prong's simultaneous halves): every origin
    /// is emptied, every captured piece removed, then every piece placed.
    pub fn apply_together(&self, moves: &[Mv]) -> Board {
        let mut b = self.clone();
        let pieces: Vec<u8> = moves.iter().map(|m| self.sq[m.from]).collect();
        for m in moves {
            b.sq[m.from] = EMPTY;
            if let Some(c) = self.captured_square(*m) {
                b.sq[c] = EMPTY;
            }
            b.castling &= !(Board::rights_lost(m.from) | Board::rights_lost(m.to));
        }
        for (m, &p) in moves.iter().zip(&pieces) {
            let placed = match m.promo {
                Some(k) if is_white(p) => k,
                Some(k) => k.to_ascii_lowercase(),
                None => p,
            };
            b.sq[m.to] = placed;
            if m.kind == Kind::Castle {
                let (rook_from, rook_to) =
                    if m.to > m.from { (m.from + 3, m.from + 1) } else { (m.from - 4, m.from - 1) };
                b.sq[rook_to] = b.sq[rook_from];
                b.sq[rook_from] = EMPTY;
            }
        }
        b
    }

    /// The same board with the other side to move and these en-passant squares.
    pub fn pass_to_opponent(&self, ep: u64) -> Board {
        Board { white: !self.white, ep, ..self.clone() }
    }

    /// FIDE-legal moves: the mover's king is not attacked afterwards.
    pub fn legal(&self) -> Vec<Mv> {
        self.pseudo().into_iter().filter(|&m| !self.apply(m).in_check(self.white)).collect()
    }

    /// Plain FIDE perft (validates this reference against published values).
    pub fn perft_fide(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal()
            .into_iter()
            .map(|m| {
                let ep = Board::passed(m).map_or(0, |s| 1u64 << s);
                self.apply(m).pass_to_opponent(ep).perft_fide(depth - 1)
            })
            .sum()
    }

    /// The squares a move passes over plus its destination (Two-Prong "with
    /// collision"); knights and kings have only their destination.
    pub fn path(&self, m: Mv) -> Vec<usize> {
        let mut out = Vec::new();
        let p = self.sq[m.from].to_ascii_uppercase();
        if p != b'N' && p != b'K' {
            let (df, dr) = (file(m.to) - file(m.from), rank(m.to) - rank(m.from));
            let n = df.abs().max(dr.abs());
            for i in 1..n {
                out.push(at(file(m.from) + df / n * i, rank(m.from) + dr / n * i).unwrap());
            }
        }
        out.push(m.to);
        out
    }
}

// ---- Two-Prong (RULES §1) -------------------------------------------------

/// Options of the reference Two-Prong turn.
#[derive(Clone, Copy)]
pub struct ProngRules {
    /// Pieces per turn at most (2, or 3 for Three-Prong).
    pub max: usize,
    pub collision: bool,
}

/// Every legal Two-Prong turn from `b` (a turn start), as the board the
/// opponent then faces. `single_only`: White's first turn.
pub fn prong_turns(b: &Board, single_only: bool, rules: ProngRules) -> Vec<Board> {
    let us = b.white;
    let pseudo = b.pseudo();
    let mut out = Vec::new();
    let finish = |after: Board, moves: &[Mv]| {
        // Rule 5: every double step of the turn gives en passant, unless
        // another half ended on the passed square.
        let mut ep = 0;
        for m in moves {
            if let Some(s) = Board::passed(*m) {
                if after.sq[s] == EMPTY {
                    ep |= 1 << s;
                }
            }
        }
        after.pass_to_opponent(ep)
    };
    // Rule 1: a single move, FIDE-legal (castling included, rule 4).
    for &m in &pseudo {
        let after = b.apply(m);
        if !after.in_check(us) {
            out.push(finish(after, &[m]));
        }
    }
    if single_only {
        return out;
    }
    // Rules 1-3: sets of 2..=max pseudo-legal halves of different pieces,
    // each judged on the start board, the king judged after all of them.
    let halves: Vec<Mv> = pseudo.into_iter().filter(|m| m.kind != Kind::Castle).collect();
    let compatible = |a: Mv, c: Mv| {
        a.from != c.from
            && a.to != c.to
            && !matches!((b.captured_square(a), b.captured_square(c)), (Some(x), Some(y)) if x == y)
            && !(rules.collision && b.path(a).iter().any(|s| b.path(c).contains(s)))
    };
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for i in 0..halves.len() {
        for j in i + 1..halves.len() {
            if compatible(halves[i], halves[j]) {
                sets.push(vec![i, j]);
                if rules.max >= 3 {
                    for k in j + 1..halves.len() {
                        if compatible(halves[i], halves[k]) && compatible(halves[j], halves[k]) {
                            sets.push(vec![i, j, k]);
                        }
                    }
                }
            }
        }
    }
    for set in sets {
        let moves: Vec<Mv> = set.iter().map(|&i| halves[i]).collect();
        let after = b.apply_together(&moves);
        if !after.in_check(us) {
            out.push(finish(after, &moves));
        }
    }
    out
}

/// Reference perft for Two-Prong; `fen` has the seventh field `s` or `d`.
pub fn prong_perft(fen: &str, depth: u32, rules: ProngRules) -> u64 {
    let single_only = fen.split_whitespace().nth(6) == Some("s");
    prong_perft_board(&Board::from_fen(fen), single_only, depth, rules)
}

fn prong_perft_board(b: &Board, single_only: bool, depth: u32, rules: ProngRules) -> u64 {
    if depth == 0 {
        return 1;
    }
    let turns = prong_turns(b, single_only, rules);
    if depth == 1 {
        return turns.len() as u64;
    }
    turns.iter().map(|t| prong_perft_board(t, false, depth - 1, rules)).sum()
}

// ---- Chess2 (RULES §2) ------------------------------------------------------

/// A Chess2 turn's result: the board the opponent faces and whether the
/// opponent's turn is a response turn.
pub struct Chess2Turn {
    pub after: Board,
    pub response_next: bool,
    pub moves: Vec<Mv>,
}

/// Every legal Chess2 turn from `b` (a turn start); `response`: this turn is
/// a response turn (exactly one legal move).
pub fn chess2_turns(b: &Board, response: bool) -> Vec<Chess2Turn> {
    let us = b.white;
    let mut out = Vec::new();
    let ep_of = |m: Mv| Board::passed(m).map_or(0, |s| 1u64 << s);
    for m1 in b.legal() {
        let b1 = b.apply(m1);
        // The opponent's view right after the first move (en passant from it).
        let them = b1.pass_to_opponent(ep_of(m1));
        if response {
            // §2.2: a response turn makes the next turn a normal turn.
            out.push(Chess2Turn { after: them, response_next: false, moves: vec![m1] });
            continue;
        }
        let gives_check = b1.in_check(!us);
        // The opponent's replies matter only after a check or a double step.
        let their_moves = if gives_check || m1.kind == Kind::Double { them.legal() } else { Vec::new() };
        // §2.5: a move that mates ends the game at once.
        if gives_check && their_moves.is_empty() {
            out.push(Chess2Turn { after: them, response_next: true, moves: vec![m1] });
            continue;
        }
        // §2.1 (a)-(d).
        let qualifies = gives_check
            || b.captured_square(m1).is_some()
            || m1.promo.is_some()
            || (m1.kind == Kind::Double && their_moves.iter().any(|m| m.kind == Kind::EnPassant));
        if qualifies {
            out.push(Chess2Turn { after: them.clone(), response_next: true, moves: vec![m1] });
        }
        // Second moves: no en passant (§2.4), a different piece (after
        // castling neither king nor rook), never capturing the king, legal.
        let second_board = Board { ep: 0, ..b1.clone() };
        let mut moved = vec![m1.to];
        if m1.kind == Kind::Castle {
            moved.push(if m1.to > m1.from { m1.from + 1 } else { m1.from - 1 });
        }
        let enemy_king = b1.king(!us);
        for m2 in second_board.pseudo() {
            if moved.contains(&m2.from) || m2.kind == Kind::EnPassant || Some(m2.to) == enemy_king {
                continue;
            }
            let b2 = second_board.apply(m2);
            if b2.in_check(us) {
                continue;
            }
            out.push(Chess2Turn { after: b2.pass_to_opponent(ep_of(m2)), response_next: false, moves: vec![m1, m2] });
        }
    }
    out
}

/// Reference perft for Chess2; `fen` has the seventh field `s` or `d`.
pub fn chess2_perft(fen: &str, depth: u32) -> u64 {
    let response = fen.split_whitespace().nth(6) == Some("s");
    chess2_perft_board(&Board::from_fen(fen), response, depth)
}

fn chess2_perft_board(b: &Board, response: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let turns = chess2_turns(b, response);
    if depth == 1 {
        return turns.len() as u64;
    }
    turns.iter().map(|t| chess2_perft_board(&t.after, t.response_next, depth - 1)).sum()
}
