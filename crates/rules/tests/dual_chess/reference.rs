//! A naive reference model of Dual Chess, written straight from the rule text
//! (RULES.md §3 and its "Finer points") and sharing nothing with the crate:
//! its own board (14 files × 8 ranks, j1–o1 and j8–o8 missing), its own
//! position-string reader, move rules as plain coordinate arithmetic, and
//! legality by "does any enemy move reach the king" after copying the board.
//! It is slow and simple on purpose: the perft counts of the crate are
//! checked against it.

const FILES: &str = "abcdefghjklmno";

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Man {
    pub white: bool,
    /// Upper-case letter of the piece.
    pub kind: char,
}

#[derive(Clone, Debug)]
pub struct Board {
    cells: [[Option<Man>; 14]; 8],
    white_to_move: bool,
    /// K, Q, k, q.
    castle: [bool; 4],
    ep: Option<(i32, i32)>,
    /// The side to move may turn its guard-born pieces into this kind.
    flip: Option<char>,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Plain,
    Double,
    EnPassant,
    Castle,
    Flip(char),
    CamelPromote,
    CamelTransform,
}

#[derive(Copy, Clone, Debug)]
pub struct RefMove {
    from: (i32, i32),
    to: (i32, i32),
    kind: Kind,
    promo: Option<char>,
}

/// Squares exist on the main board (files a–h, ranks 1–8) and on the
/// secondary board (files j–o, ranks 2–7).
fn exists(f: i32, r: i32) -> bool {
    (0..14).contains(&f) && (0..8).contains(&r) && (f < 8 || (1..=6).contains(&r))
}

fn main_board(f: i32) -> bool {
    f < 8
}

/// A step (also one step of a slide): never wraps, never changes board.
fn step(f: i32, r: i32, dx: i32, dy: i32) -> Option<(i32, i32)> {
    let (nf, nr) = (f + dx, r + dy);
    (exists(nf, nr) && main_board(nf) == main_board(f)).then_some((nf, nr))
}

/// A leap: the 14 files are cyclic (h next to j, o next to a); only the
/// destination must exist.
fn leap(f: i32, r: i32, dx: i32, dy: i32) -> Option<(i32, i32)> {
    let nf = (f + dx).rem_euclid(14);
    let nr = r + dy;
    exists(nf, nr).then_some((nf, nr))
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (-2, 1), (2, -1), (-2, -1)];
const CAMEL: [(i32, i32); 8] = [(1, 3), (-1, 3), (1, -3), (-1, -3), (3, 1), (-3, 1), (3, -1), (-3, -1)];

impl Board {
    pub fn parse(fen: &str) -> Board {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut cells = [[None; 14]; 8];
        for (i, row) in fields[0].split('/').enumerate() {
            let r = 7 - i;
            let mut f = 0usize;
            let mut num = 0usize;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    num = num * 10 + d as usize;
                    continue;
                }
                f += num;
                num = 0;
                if c != '*' {
                    cells[r][f] = Some(Man { white: c.is_ascii_uppercase(), kind: c.to_ascii_uppercase() });
                }
                f += 1;
            }
        }
        let sq = |s: &str| -> (i32, i32) {
            let f = FILES.find(s.chars().next().unwrap()).unwrap() as i32;
            (f, s[1..].parse::<i32>().unwrap() - 1)
        };
        Board {
            cells,
            white_to_move: fields[1] == "w",
            castle: ['K', 'Q', 'k', 'q'].map(|c| fields[2].contains(c)),
            ep: (fields[3] != "-").then(|| sq(fields[3])),
            flip: match fields.get(6).copied() {
                Some("=W") => Some('W'),
                Some("=F") => Some('F'),
                _ => None,
            },
        }
    }

    fn at(&self, s: (i32, i32)) -> Option<Man> {
        self.cells[s.1 as usize][s.0 as usize]
    }
    fn set(&mut self, s: (i32, i32), m: Option<Man>) {
        self.cells[s.1 as usize][s.0 as usize] = m;
    }
    fn squares() -> impl Iterator<Item = (i32, i32)> {
        (0..8).flat_map(|r| (0..14).map(move |f| (f, r))).filter(|&(f, r)| exists(f, r))
    }

    /// The squares a piece on `s` attacks (where it could capture).
    fn attacks(&self, s: (i32, i32), man: Man) -> Vec<(i32, i32)> {
        let (f, r) = s;
        let fwd = if man.white { 1 } else { -1 };
        let mut out = Vec::new();
        let steps = |dirs: &[(i32, i32)], out: &mut Vec<(i32, i32)>| {
            out.extend(dirs.iter().filter_map(|&(dx, dy)| step(f, r, dx, dy)));
        };
        let slides = |dirs: &[(i32, i32)], out: &mut Vec<(i32, i32)>| {
            for &(dx, dy) in dirs {
                let mut cur = s;
                while let Some(n) = step(cur.0, cur.1, dx, dy) {
                    out.push(n);
                    if self.at(n).is_some() {
                        break;
                    }
                    cur = n;
                }
            }
        };
        let leaps = |vs: &[(i32, i32)], out: &mut Vec<(i32, i32)>| {
            out.extend(vs.iter().filter_map(|&(dx, dy)| leap(f, r, dx, dy)));
        };
        match man.kind {
            'K' | 'G' => {
                steps(&ORTH, &mut out);
                steps(&DIAG, &mut out);
            }
            'W' => steps(&ORTH, &mut out),
            'F' => steps(&DIAG, &mut out),
            'Q' => {
                slides(&ORTH, &mut out);
                slides(&DIAG, &mut out);
            }
            'R' => slides(&ORTH, &mut out),
            'B' => slides(&DIAG, &mut out),
            'N' => leaps(&KNIGHT, &mut out),
            'L' => leaps(&CAMEL, &mut out),
            'C' => {
                slides(&DIAG, &mut out);
                leaps(&KNIGHT, &mut out);
            }
            'M' => {
                slides(&ORTH, &mut out);
                leaps(&KNIGHT, &mut out);
            }
            'P' => steps(&[(1, fwd), (-1, fwd)], &mut out),
            'Y' => steps(&[(0, fwd)], &mut out),
            _ => {} // the Pawn of Camel attacks nothing
        }
        out
    }

    fn attacked(&self, s: (i32, i32), by_white: bool) -> bool {
        Board::squares().any(|q| self.at(q).is_some_and(|m| m.white == by_white && self.attacks(q, m).contains(&s)))
    }

    fn king(&self, white: bool) -> (i32, i32) {
        Board::squares().find(|&q| self.at(q) == Some(Man { white, kind: 'K' })).expect("a king")
    }

    /// Moves that follow the pieces' movement, before king safety.
    fn pseudo(&self) -> Vec<RefMove> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        let plain = |from, to| RefMove { from, to, kind: Kind::Plain, promo: None };
        let own = |m: Option<Man>| m.is_some_and(|m| m.white == us);
        let enemy = |m: Option<Man>| m.is_some_and(|m| m.white != us);
        for s in Board::squares() {
            let Some(man) = self.at(s).filter(|m| m.white == us) else { continue };
            let fwd = if us { 1 } else { -1 };
            // A pawn-like piece promotes where it cannot step forward any more.
            let promoting = |t: (i32, i32)| step(t.0, t.1, 0, fwd).is_none();
            let pawn_move = |t: (i32, i32), out: &mut Vec<RefMove>| {
                if promoting(t) {
                    for p in ['R', 'B', 'N', 'X'] {
                        out.push(RefMove { promo: Some(p), ..plain(s, t) });
                    }
                } else {
                    out.push(plain(s, t));
                }
            };
            match man.kind {
                'P' => {
                    if let Some(t) = step(s.0, s.1, 0, fwd).filter(|&t| self.at(t).is_none()) {
                        pawn_move(t, &mut out);
                        let start_rank = if us { 1 } else { 6 };
                        if main_board(s.0) && s.1 == start_rank {
                            if let Some(t2) = step(t.0, t.1, 0, fwd).filter(|&t2| self.at(t2).is_none()) {
                                out.push(RefMove { kind: Kind::Double, ..plain(s, t2) });
                            }
                        }
                    }
                    for dx in [-1, 1] {
                        if let Some(t) = step(s.0, s.1, dx, fwd) {
                            if enemy(self.at(t)) {
                                pawn_move(t, &mut out);
                            } else if Some(t) == self.ep {
                                out.push(RefMove { kind: Kind::EnPassant, ..plain(s, t) });
                            }
                        }
                    }
                }
                'Y' => {
                    for dx in [-1, 1] {
                        if let Some(t) = step(s.0, s.1, dx, fwd).filter(|&t| self.at(t).is_none()) {
                            pawn_move(t, &mut out);
                        }
                    }
                    if let Some(t) = step(s.0, s.1, 0, fwd).filter(|&t| enemy(self.at(t))) {
                        pawn_move(t, &mut out);
                    }
                }
                'X' => {
                    out.push(RefMove { kind: Kind::CamelPromote, ..plain(s, s) });
                    for t in Board::squares() {
                        if self.at(t).is_some_and(|m| m.white != us && (m.kind == 'C' || m.kind == 'M')) {
                            out.push(RefMove { kind: Kind::CamelTransform, ..plain(s, t) });
                        }
                    }
                }
                _ => {
                    for t in self.attacks(s, man) {
                        if !own(self.at(t)) {
                            out.push(plain(s, t));
                        }
                    }
                }
            }
            if man.kind == 'B' {
                let pairs = [((0, 0), (8, 1)), ((0, 7), (8, 6)), ((7, 0), (13, 1)), ((7, 7), (13, 6))];
                for (a, b) in pairs {
                    for (x, y) in [(a, b), (b, a)] {
                        if x == s && self.at(y).is_none() {
                            out.push(plain(s, y));
                        }
                    }
                }
            }
        }
        // Castling, FIDE: king and rook unmoved (rights), squares between
        // empty, the king not in check, not passing or landing attacked.
        let (rank, base) = if us { (0, 0) } else { (7, 2) };
        for (i, (rook_file, between, path)) in
            [(7, vec![5, 6], vec![4, 5, 6]), (0, vec![1, 2, 3], vec![4, 3, 2])].into_iter().enumerate()
        {
            if !self.castle[base + i] || self.at((rook_file, rank)) != Some(Man { white: us, kind: 'R' }) {
                continue;
            }
            if between.iter().any(|&f| self.at((f, rank)).is_some()) {
                continue;
            }
            if path.iter().any(|&f| self.attacked((f, rank), !us)) {
                continue;
            }
            out.push(RefMove { from: (4, rank), to: (path[2], rank), kind: Kind::Castle, promo: None });
        }
        // The guard flip, when pending and something can turn.
        if let Some(k) = self.flip {
            let from_kind = if k == 'W' { 'F' } else { 'W' };
            if let Some(s) = Board::squares().find(|&q| self.at(q) == Some(Man { white: us, kind: from_kind })) {
                out.push(RefMove { from: s, to: s, kind: Kind::Flip(k), promo: None });
            }
        }
        out
    }

    fn play(&self, m: RefMove) -> Board {
        let us = self.white_to_move;
        let mut b = self.clone();
        b.ep = None;
        b.white_to_move = !us;
        b.flip = None;
        match m.kind {
            Kind::Flip(k) => {
                for s in Board::squares() {
                    if b.at(s).is_some_and(|x| x.white == us && (x.kind == 'W' || x.kind == 'F')) {
                        b.set(s, Some(Man { white: us, kind: k }));
                    }
                }
                return b;
            }
            Kind::CamelPromote => {
                b.set(m.from, Some(Man { white: us, kind: 'L' }));
                return b;
            }
            Kind::CamelTransform => {
                b.set(m.from, None);
                b.set(m.to, Some(Man { white: !us, kind: 'L' }));
                return b;
            }
            _ => {}
        }
        let man = b.at(m.from).expect("a piece moves");
        b.set(m.from, None);
        b.set(m.to, Some(m.promo.map_or(man, |p| Man { white: us, kind: p })));
        match m.kind {
            Kind::EnPassant => b.set((m.to.0, m.from.1), None),
            Kind::Double => b.ep = Some((m.from.0, (m.from.1 + m.to.1) / 2)),
            Kind::Castle => {
                let (rf, rt) = if m.to.0 == 6 { (7, 5) } else { (0, 3) };
                let rook = b.at((rf, m.from.1));
                b.set((rf, m.from.1), None);
                b.set((rt, m.from.1), rook);
            }
            _ => {}
        }
        for s in [m.from, m.to] {
            match s {
                (4, 0) => b.castle[..2].fill(false),
                (7, 0) => b.castle[0] = false,
                (0, 0) => b.castle[1] = false,
                (4, 7) => b.castle[2..].fill(false),
                (7, 7) => b.castle[2] = false,
                (0, 7) => b.castle[3] = false,
                _ => {}
            }
        }
        if man.kind == 'G' {
            // The first guard move turns every guard of both sides.
            let orthogonal = m.from.0 == m.to.0 || m.from.1 == m.to.1;
            let (mine, theirs) = if orthogonal { ('W', 'F') } else { ('F', 'W') };
            let mut they_have = false;
            for s in Board::squares() {
                if let Some(g) = b.at(s).filter(|g| g.kind == 'G') {
                    let kind = if g.white == us { mine } else { theirs };
                    b.set(s, Some(Man { white: g.white, kind }));
                }
                they_have |= b.at(s) == Some(Man { white: !us, kind: theirs });
            }
            if they_have {
                b.flip = Some(mine);
            }
        }
        b
    }

    pub fn legal(&self) -> Vec<(RefMove, Board)> {
        let us = self.white_to_move;
        self.pseudo().into_iter().map(|m| (m, self.play(m))).filter(|(_, b)| !b.attacked(b.king(us), !us)).collect()
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, b)| b.perft(depth - 1)).sum()
    }
}

/// Builds a Dual Chess position string from pieces written as letter and
/// square ("Ke1 ke8 Nj2", upper case White) and the remaining fields.
pub fn fen(pieces: &str, rest: &str) -> String {
    let mut cells = [[None::<char>; 14]; 8];
    for token in pieces.split_whitespace() {
        let c = token.chars().next().unwrap();
        let f = FILES.find(token.chars().nth(1).unwrap()).unwrap();
        let r: usize = token[2..].parse::<usize>().unwrap() - 1;
        assert!(exists(f as i32, r as i32), "{token}");
        cells[r][f] = Some(c);
    }
    let mut rows = Vec::new();
    for r in (0..8).rev() {
        let mut row = String::new();
        let mut run = 0;
        for (f, cell) in cells[r].iter().enumerate() {
            let c = if !exists(f as i32, r as i32) { Some('*') } else { *cell };
            match c {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        row.push_str(&run.to_string());
                        run = 0;
                    }
                    row.push(c);
                }
            }
        }
        if run > 0 {
            row.push_str(&run.to_string());
        }
        rows.push(row);
    }
    format!("{} {rest}", rows.join("/"))
}
