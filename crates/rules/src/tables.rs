//! Movement tables, computed once per variant from its geometry and the atoms
//! of its pieces. Move generation and attack detection are lookups into flat
//! vectors: no geometry arithmetic on the hot path.

use crate::geometry::{Frame, Geometry};
use crate::piece::{Atom, Mode, Piece, PieceKind, PieceTable, Walk, MAX_KINDS, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::walks::{lame_path, WalkLine};

/// A slice of one of the flat target vectors.
#[derive(Copy, Clone, Debug, Default)]
pub struct Span {
    start: u32,
    len: u32,
}

impl Span {
    #[inline]
    fn of<T>(self, v: &[T]) -> &[T] {
        &v[self.start as usize..(self.start + self.len) as usize]
    }
}

/// A target reachable only when at least one of `via` is empty (Hero/Shaman
/// three-square line, Sliding General's second step) or, for a pawn's double
/// step, when its single `via` square is empty.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cond {
    pub to: Square,
    via: [Square; 3],
    nvia: u8,
}

impl Cond {
    #[inline]
    pub fn via(&self) -> &[Square] {
        &self.via[..self.nvia as usize]
    }
}

/// The bytes a vector holds on the heap (its capacity), for
/// [`crate::variant::VariantOf::table_bytes`].
pub(crate) fn heap_bytes<T>(v: &Vec<T>) -> usize {
    v.capacity() * std::mem::size_of::<T>()
}

/// Eight unit directions: four orthogonal, then four diagonal.
pub const DIRECTIONS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];
/// The directions (a bit set) whose rays run through increasing square
/// indices (a rank up, or a file to the right on the same rank; a square
/// is `rank × width + file`), so a ray's first square among a set is the
/// set's lowest; the others' is its highest. The set tables
/// (`crate::bitboards`, `crate::square_sets`) rely on it; the first checks
/// it when built, a test of the second checks every ray of every game.
pub const ASCENDING: u8 = {
    let mut bits = 0;
    let mut d = 0;
    while d < DIRECTIONS.len() {
        let (dx, dy) = DIRECTIONS[d];
        if dy > 0 || (dy == 0 && dx > 0) {
            bits |= 1 << d;
        }
        d += 1;
    }
    bits
};
pub const ORTHOGONAL: u8 = 0x0f;
pub const DIAGONAL: u8 = 0xf0;

/// The directions of a [`Tables::slide_dirs`] set, lowest first.
#[inline]
pub fn directions(mut dirs: u8) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (dirs != 0).then(|| {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            d
        })
    })
}

pub struct Tables {
    sq_count: usize,
    frames: usize,
    targets: Vec<Square>,
    conds: Vec<Cond>,
    /// Per (piece index, square): targets taken when empty or enemy.
    both: Vec<Span>,
    /// Per (piece index, square): targets only when empty (pawn pushes).
    quiet: Vec<Span>,
    /// Per (piece index, square): targets only as captures (pawn captures).
    capture: Vec<Span>,
    /// Per (piece index, square): conditional targets (move or capture).
    cond: Vec<Span>,
    /// Per (piece index, square): conditional quiet targets (double steps).
    cond_quiet: Vec<Span>,
    /// Per (frame, square, direction): the ray of squares.
    rays: Vec<Span>,
    /// Per kind: bit set of the directions it slides in.
    slide_dirs: [u8; MAX_KINDS],
    /// Per kind: it has conditional targets (Hero, Shaman, Sliding General).
    cond_kinds: [bool; MAX_KINDS],
    /// The pawn-like kinds, one bit each (the piece table's).
    pawn_like: u32,
    /// Per square: (square a piece attacks it from, bit set of piece indices).
    attack_from: Vec<Span>,
    attack_entries: Vec<(Square, u64)>,
    cond_attack_from: Vec<Span>,
    cond_attack_entries: Vec<(Square, Cond, u64)>,
    /// Per (frame, square): king steps in that frame only (for King Hold).
    king_frame: Vec<Span>,
    /// Per piece index: squares where a pawn-like piece promotes.
    promo_zone: [Bits256; PIECE_INDEX_COUNT],
    /// Per (piece index, square): the lines it walks ([`crate::walks`]).
    walks: Vec<Span>,
    walk_lines: Vec<WalkLine>,
    /// The grid's squares the board lacks (a definition's walls), which
    /// walks' lines cross: a wall stops a walk as a piece would, and a
    /// hopper may leap it.
    walls: Bits256,
    /// The kinds that walk, one bit each.
    walk_kinds: u32,
    /// The kinds that may reach one square two ways from one square (a
    /// definition's `GFF`: the G leap lands on the FF ride), one bit each:
    /// their moves are generated apart and each is given once.
    repeat_kinds: u32,
    /// Some kind walks ([`Tables::walks_present`]).
    walks_in_game: bool,
    /// Some kind of the game slides: attacks and pins must look along rays.
    pub sliders_present: bool,
    /// Some kind of the game has conditional targets (Hero, Shaman, Sliding
    /// General): attacks must look at the conditional attack table.
    pub conds_present: bool,
}

/// The eight orientations of a vector (fewer where some coincide).
pub(crate) fn orientations(dx: i8, dy: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (a, b) in [(dx, dy), (dy, dx)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let v = (a * sx, b * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

struct Builder<'g> {
    geo: &'g Geometry,
    targets: Vec<Square>,
    conds: Vec<Cond>,
}

impl Builder<'_> {
    fn push_targets(&mut self, mut list: Vec<Square>) -> Span {
        crate::short_sort::sort(&mut list);
        list.dedup();
        let start = self.targets.len() as u32;
        self.targets.extend_from_slice(&list);
        Span { start, len: list.len() as u32 }
    }
    fn push_conds(&mut self, list: Vec<Cond>) -> Span {
        let start = self.conds.len() as u32;
        self.conds.extend_from_slice(&list);
        Span { start, len: list.len() as u32 }
    }
    fn shift(&self, sq: Square, v: (i8, i8), frame: Frame, leap: bool) -> Option<Square> {
        self.geo.shift(sq, v.0, v.1, frame, leap)
    }

    /// The line `w` walks from `sq` (mirrored by `fwd` for Black): its way
    /// (a lame leap's) then its squares, stored in the target list; `None`
    /// when it leaves the board at once.
    fn walk_line(&mut self, sq: Square, w: Walk, fwd: i8, frame: Frame) -> Option<WalkLine> {
        let v = (w.dx * fwd, w.dy * fwd);
        let way: Option<Vec<Square>> = if w.lame {
            lame_path(w.dx, w.dy).iter().map(|&(x, y)| self.shift(sq, (x * fwd, y * fwd), frame, true)).collect()
        } else {
            Some(Vec::new())
        };
        let way = way?;
        let mut line = Vec::new();
        let mut cur = sq;
        // A ride's range limits its line; a hop's applies beyond the hurdle.
        let most = if w.hop || w.range == 0 { usize::MAX } else { w.range as usize };
        while line.len() < most {
            let Some(next) = self.geo.shift_in_grid(cur, v.0, v.1, frame, true) else { break };
            // A wall ends a ride; a hopper may leap it (walks::targets).
            if !w.hop && !self.geo.exists(next) {
                break;
            }
            line.push(next);
            cur = next;
        }
        if line.is_empty() || way.len() > u8::MAX as usize {
            return None;
        }
        self.targets.extend_from_slice(&way);
        let start = self.targets.len() as u32;
        self.targets.extend_from_slice(&line);
        Some(WalkLine {
            start,
            len: line.len() as u16,
            lame: way.len() as u8,
            mode: w.mode,
            hop: w.hop.then_some(w.range),
            walls: line.iter().any(|&s| !self.geo.exists(s)),
        })
    }
}

/// Where pawns may make their double step, per colour (rank indices).
pub type DoubleStepRanks = Option<[u8; 2]>;

/// The squares where colour-dependent moves apply.
#[derive(Clone, Debug, Default)]
pub struct Zones {
    /// Where [`Atom::PawnDoubleStep`] applies (rank indices per colour).
    pub double_step: DoubleStepRanks,
    /// Where [`Atom::Initial`] moves apply, per colour.
    pub initial: [Bits256; 2],
    /// A definition's promotions: the promoting kinds (one bit each) and
    /// where each colour's promote. `None`: the built-in games' rule, a
    /// pawn-like piece promotes where it can step forward no more.
    pub promotion: Option<(u32, [Bits256; 2])>,
    /// A definition's mobility regions: a kind's moves end only on these
    /// squares, per colour (only for kinds that neither slide nor walk).
    pub mobility: Vec<(PieceKind, [Bits256; 2])>,
}

impl Tables {
    /// The tables of the kinds of `pieces`, from their atoms.
    pub fn build(geo: &Geometry, pieces: &PieceTable, double_step: DoubleStepRanks) -> Tables {
        Tables::build_in(geo, pieces, &Zones { double_step, ..Zones::default() })
    }

    /// The tables of the kinds of `pieces`, with colour-dependent moves
    /// where `zones` says.
    pub fn build_in(geo: &Geometry, pieces: &PieceTable, zones: &Zones) -> Tables {
        let double_step = zones.double_step;
        let n = geo.square_count();
        let frames = geo.frames.clone();
        let mut b = Builder { geo, targets: Vec::new(), conds: Vec::new() };
        // Rows for the kinds up to the game's highest index only.
        let per_piece = 2 * pieces.index_bound() * n;
        let kinds = pieces.kinds();
        let mut both = vec![Span::default(); per_piece];
        let mut quiet = vec![Span::default(); per_piece];
        let mut capture = vec![Span::default(); per_piece];
        let mut cond = vec![Span::default(); per_piece];
        let mut cond_quiet = vec![Span::default(); per_piece];
        let mut slide_dirs = [0u8; MAX_KINDS];
        let mut promo_zone = [Bits256::EMPTY; PIECE_INDEX_COUNT];
        let mut conds_present = false;
        let mut cond_kinds = [false; MAX_KINDS];
        let mut walks = vec![Span::default(); per_piece];
        let mut walk_lines = Vec::new();
        let mut walk_kinds = 0u32;
        let promoting = |kind: PieceKind| match zones.promotion {
            Some((kinds, _)) => kinds >> kind.index() & 1 != 0,
            None => pieces.is_pawn_like(kind),
        };

        for &kind in kinds {
            for color in Color::BOTH {
                let p = Piece::new(color, kind).index();
                let fwd = color.forward();
                for sq in geo.squares() {
                    let (mut tb, mut tq, mut tc) = (Vec::new(), Vec::new(), Vec::new());
                    let (mut cb, mut cq) = (Vec::new(), Vec::new());
                    let mut lines = Vec::new();
                    for &atom in pieces.atoms(kind) {
                        for &frame in &frames {
                            match atom {
                                Atom::Step(dx, dy) | Atom::Leap(dx, dy) => {
                                    let leap = matches!(atom, Atom::Leap(..));
                                    for v in orientations(dx, dy) {
                                        tb.extend(b.shift(sq, v, frame, leap));
                                    }
                                }
                                Atom::Slide(dx, dy) => {
                                    for (d, &dir) in DIRECTIONS.iter().enumerate() {
                                        if orientations(dx, dy).contains(&dir) {
                                            slide_dirs[kind.index()] |= 1 << d;
                                        }
                                    }
                                }
                                Atom::LineOfThree(dx, dy) => {
                                    for (vx, vy) in orientations(dx, dy) {
                                        let s1 = b.shift(sq, (vx, vy), frame, false);
                                        let s2 = b.shift(sq, (2 * vx, 2 * vy), frame, true);
                                        let s3 = b.shift(sq, (3 * vx, 3 * vy), frame, true);
                                        tb.extend(s1);
                                        tb.extend(s2);
                                        if let (Some(s1), Some(s2), Some(s3)) = (s1, s2, s3) {
                                            cb.push(Cond { to: s3, via: [s1, s2, s2], nvia: 2 });
                                        }
                                    }
                                }
                                Atom::TwoKingSteps => {
                                    let steps: Vec<(i8, i8)> = [orientations(1, 0), orientations(1, 1)].concat();
                                    let first: Vec<Square> =
                                        steps.iter().filter_map(|&v| b.shift(sq, v, frame, false)).collect();
                                    let mut found: Vec<(Square, Vec<Square>)> = Vec::new();
                                    for &mid in &first {
                                        for &v in &steps {
                                            let Some(to) = b.shift(mid, v, frame, false) else {
                                                continue;
                                            };
                                            if to == sq || first.contains(&to) {
                                                continue;
                                            }
                                            match found.iter_mut().find(|(t, _)| *t == to) {
                                                Some((_, mids)) => mids.push(mid),
                                                None => found.push((to, vec![mid])),
                                            }
                                        }
                                    }
                                    for (to, mids) in found {
                                        let mut via = [mids[0]; 3];
                                        via[..mids.len()].copy_from_slice(&mids);
                                        cb.push(Cond { to, via, nvia: mids.len() as u8 });
                                    }
                                }
                                Atom::PawnPush => tq.extend(b.shift(sq, (0, fwd), frame, false)),
                                Atom::PawnDoubleStep => {
                                    if let Some(ranks) = double_step {
                                        // Only on the main board (region 0): Dual Chess's pawns double-step there.
                                        if geo.rank_of(sq) == ranks[color.index()] && geo.region(sq) == 0 {
                                            if let (Some(mid), Some(to)) = (
                                                b.shift(sq, (0, fwd), frame, false),
                                                b.shift(sq, (0, 2 * fwd), frame, false),
                                            ) {
                                                cq.push(Cond { to, via: [mid; 3], nvia: 1 });
                                            }
                                        }
                                    }
                                }
                                Atom::PawnCapture => {
                                    tc.extend(b.shift(sq, (1, fwd), frame, false));
                                    tc.extend(b.shift(sq, (-1, fwd), frame, false));
                                }
                                Atom::BerolinaPush => {
                                    tq.extend(b.shift(sq, (1, fwd), frame, false));
                                    tq.extend(b.shift(sq, (-1, fwd), frame, false));
                                }
                                Atom::BerolinaCapture => tc.extend(b.shift(sq, (0, fwd), frame, false)),
                                Atom::Jump(dx, dy, mode) => {
                                    let to = b.shift(sq, (dx * fwd, dy * fwd), frame, true);
                                    match mode {
                                        Mode::Both => tb.extend(to),
                                        Mode::Quiet => tq.extend(to),
                                        Mode::Capture => tc.extend(to),
                                    }
                                }
                                Atom::Initial(dx, dy, lame) => {
                                    if zones.initial[color.index()].contains(sq) {
                                        let way = if lame { lame_path(dx, dy) } else { Vec::new() };
                                        let via: Option<Vec<Square>> = way
                                            .iter()
                                            .map(|&(x, y)| b.shift(sq, (x * fwd, y * fwd), frame, true))
                                            .collect();
                                        let to = b.shift(sq, (dx * fwd, dy * fwd), frame, true);
                                        if let (Some(to), Some(via)) = (to, via.filter(|v| v.len() <= 3)) {
                                            let mut c = Cond { to, via: [to; 3], nvia: via.len() as u8 };
                                            c.via[..via.len()].copy_from_slice(&via);
                                            cq.push(c);
                                        }
                                    }
                                }
                                Atom::Walk(w) => lines.extend(b.walk_line(sq, w, fwd, frame)),
                            }
                        }
                    }
                    if let Some((_, allowed)) = zones.mobility.iter().find(|(k, _)| *k == kind) {
                        let allowed = &allowed[color.index()];
                        for list in [&mut tb, &mut tq, &mut tc] {
                            list.retain(|s| allowed.contains(*s));
                        }
                        for list in [&mut cb, &mut cq] {
                            list.retain(|c| allowed.contains(c.to));
                        }
                    }
                    let promotes_here = match &zones.promotion {
                        Some((_, zone)) => zone[color.index()].contains(sq),
                        None => frames.iter().all(|&f| geo.shift(sq, 0, fwd, f, false).is_none()),
                    };
                    if promoting(kind) && promotes_here {
                        promo_zone[p].insert(sq);
                    }
                    if !lines.is_empty() {
                        walk_kinds |= 1 << kind.index();
                    }
                    walks[p * n + sq.index()] = Span { start: walk_lines.len() as u32, len: lines.len() as u32 };
                    walk_lines.extend(lines);
                    conds_present |= !cb.is_empty();
                    cond_kinds[kind.index()] |= !cb.is_empty();
                    let i = p * n + sq.index();
                    both[i] = b.push_targets(tb);
                    quiet[i] = b.push_targets(tq);
                    capture[i] = b.push_targets(tc);
                    cond[i] = b.push_conds(cb);
                    cond_quiet[i] = b.push_conds(cq);
                }
            }
        }

        // Rays, per frame, square and direction.
        let mut rays = vec![Span::default(); frames.len() * n * 8];
        for (fi, &frame) in frames.iter().enumerate() {
            for sq in geo.squares() {
                for (d, &dir) in DIRECTIONS.iter().enumerate() {
                    let mut ray = Vec::new();
                    let mut cur = sq;
                    while let Some(next) = geo.shift(cur, dir.0, dir.1, frame, false) {
                        ray.push(next);
                        cur = next;
                    }
                    let start = b.targets.len() as u32;
                    b.targets.extend_from_slice(&ray);
                    rays[(fi * n + sq.index()) * 8 + d] = Span { start, len: ray.len() as u32 };
                }
            }
        }

        // King steps per frame (King Hold needs Little and Big moves apart).
        let mut king_frame = vec![Span::default(); frames.len() * n];
        for (fi, &frame) in frames.iter().enumerate() {
            for sq in geo.squares() {
                let list = [orientations(1, 0), orientations(1, 1)]
                    .concat()
                    .into_iter()
                    .filter_map(|v| geo.shift(sq, v.0, v.1, frame, false))
                    .collect();
                king_frame[fi * n + sq.index()] = b.push_targets(list);
            }
        }

        // Inverse attack tables: for each square, who attacks it from where.
        let mut inv: Vec<Vec<(Square, u64)>> = vec![Vec::new(); n];
        let mut cinv: Vec<Vec<(Square, Cond, u64)>> = vec![Vec::new(); n];
        for &kind in kinds {
            for color in Color::BOTH {
                let p = Piece::new(color, kind).index();
                for from in geo.squares() {
                    let i = p * n + from.index();
                    for &to in both[i].of(&b.targets).iter().chain(capture[i].of(&b.targets)) {
                        let list = &mut inv[to.index()];
                        match list.iter_mut().find(|(s, _)| *s == from) {
                            Some((_, mask)) => *mask |= 1 << p,
                            None => list.push((from, 1 << p)),
                        }
                    }
                    for c in cond[i].of(&b.conds) {
                        cinv[c.to.index()].push((from, *c, 1 << p));
                    }
                }
            }
        }
        let mut attack_entries = Vec::new();
        let mut attack_from = vec![Span::default(); n];
        for (sq, list) in inv.into_iter().enumerate() {
            attack_from[sq] = Span { start: attack_entries.len() as u32, len: list.len() as u32 };
            attack_entries.extend(list);
        }
        let mut cond_attack_entries = Vec::new();
        let mut cond_attack_from = vec![Span::default(); n];
        for (sq, list) in cinv.into_iter().enumerate() {
            cond_attack_from[sq] = Span { start: cond_attack_entries.len() as u32, len: list.len() as u32 };
            cond_attack_entries.extend(list);
        }

        // Built by pushing: keep what they hold, not what they grew to.
        b.targets.shrink_to_fit();
        b.conds.shrink_to_fit();
        walk_lines.shrink_to_fit();
        attack_entries.shrink_to_fit();
        cond_attack_entries.shrink_to_fit();
        let repeat_kinds = repeating_kinds(geo, kinds, &slide_dirs, &frames, &mut |p, sq, reach| {
            let i = p.index() * n + sq.index();
            let squares = |span: Span, tag: u8, reach: &mut dyn FnMut(Square, u8)| {
                span.of(&b.targets).iter().for_each(|&s| reach(s, tag))
            };
            squares(both[i], 0, reach);
            squares(quiet[i], 1, reach);
            squares(capture[i], 2, reach);
            cond[i].of(&b.conds).iter().for_each(|c| reach(c.to, 3));
            cond_quiet[i].of(&b.conds).iter().for_each(|c| reach(c.to, 4));
            for l in walks[i].of(&walk_lines) {
                let line = &b.targets[l.start as usize..][..l.len as usize];
                line.iter().filter(|&&s| geo.exists(s)).for_each(|&s| reach(s, 5));
            }
        });
        Tables {
            sq_count: n,
            frames: frames.len(),
            targets: b.targets,
            conds: b.conds,
            both,
            quiet,
            capture,
            cond,
            cond_quiet,
            rays,
            sliders_present: slide_dirs.iter().any(|&d| d != 0),
            slide_dirs,
            cond_kinds,
            pawn_like: kinds
                .iter()
                .filter(|&&k| pieces.is_pawn_like(k) || promoting(k))
                .fold(0, |acc, k| acc | 1 << k.index()),
            attack_from,
            attack_entries,
            cond_attack_from,
            cond_attack_entries,
            king_frame,
            promo_zone,
            conds_present,
            walks,
            walk_lines,
            walls: geo.holes(),
            walks_in_game: walk_kinds != 0,
            walk_kinds,
            repeat_kinds,
        }
    }

    /// Some kind walks: moves are judged by making them, and attacks look
    /// along the walkers' lines too. Only definitions' pieces walk (or
    /// reach a square two ways, below): a module without them (`loaded`
    /// off: the page's plain module) leaves that code out.
    #[inline]
    pub fn walks_present(&self) -> bool {
        cfg!(feature = "loaded") && self.walks_in_game
    }

    /// May `kind` reach one square two ways from one square? (Its moves
    /// are then generated apart and given once each.)
    #[inline]
    pub fn repeats_kind(&self, kind: PieceKind) -> bool {
        cfg!(feature = "loaded") && self.repeat_kinds >> kind.index() & 1 != 0
    }

    /// Does some kind reach a square two ways?
    #[inline]
    pub fn repeats_any(&self) -> bool {
        cfg!(feature = "loaded") && self.repeat_kinds != 0
    }

    /// The bytes its vectors hold on the heap.
    pub fn heap_bytes(&self) -> usize {
        let spans = [&self.both, &self.quiet, &self.capture, &self.cond, &self.cond_quiet, &self.rays];
        spans.iter().map(|v| heap_bytes(v)).sum::<usize>()
            + [&self.attack_from, &self.cond_attack_from, &self.king_frame, &self.walks]
                .iter()
                .map(|v| heap_bytes(v))
                .sum::<usize>()
            + heap_bytes(&self.targets)
            + heap_bytes(&self.conds)
            + heap_bytes(&self.attack_entries)
            + heap_bytes(&self.cond_attack_entries)
            + heap_bytes(&self.walk_lines)
    }

    /// The lines `piece` walks from `sq`.
    #[inline]
    pub fn walks(&self, piece: Piece, sq: Square) -> &[WalkLine] {
        self.walks[self.idx(piece, sq)].of(&self.walk_lines)
    }

    /// Does `kind` walk ([`crate::walks`])?
    #[inline]
    pub fn walks_kind(&self, kind: PieceKind) -> bool {
        cfg!(feature = "loaded") && self.walk_kinds >> kind.index() & 1 != 0
    }

    /// The squares `piece`'s walks from `sq` reach on an empty board (a
    /// hop, which needs a hurdle, counted as half its line).
    pub fn walk_reach(&self, piece: Piece, sq: Square) -> usize {
        self.walks(piece, sq).iter().map(|l| if l.hop.is_some() { l.len as usize / 2 } else { l.len as usize }).sum()
    }

    /// The squares the walks' lines refer to.
    #[inline]
    pub fn walk_squares(&self) -> &[Square] {
        &self.targets
    }

    /// The squares walks' lines cross that the board lacks (walls).
    #[inline]
    pub fn walls(&self) -> &Bits256 {
        &self.walls
    }

    #[inline]
    fn idx(&self, piece: Piece, sq: Square) -> usize {
        piece.index() * self.sq_count + sq.index()
    }
    /// Targets a piece reaches when they are empty or hold an enemy.
    #[inline]
    pub fn both(&self, piece: Piece, sq: Square) -> &[Square] {
        self.both[self.idx(piece, sq)].of(&self.targets)
    }
    /// Targets reached only when empty (pawn pushes).
    #[inline]
    pub fn quiet(&self, piece: Piece, sq: Square) -> &[Square] {
        self.quiet[self.idx(piece, sq)].of(&self.targets)
    }
    /// Targets reached only by capturing (pawn captures).
    #[inline]
    pub fn capture(&self, piece: Piece, sq: Square) -> &[Square] {
        self.capture[self.idx(piece, sq)].of(&self.targets)
    }
    #[inline]
    pub fn cond(&self, piece: Piece, sq: Square) -> &[Cond] {
        self.cond[self.idx(piece, sq)].of(&self.conds)
    }
    #[inline]
    pub fn cond_quiet(&self, piece: Piece, sq: Square) -> &[Cond] {
        self.cond_quiet[self.idx(piece, sq)].of(&self.conds)
    }
    #[inline]
    pub fn has_conds(&self, kind: PieceKind) -> bool {
        self.cond_kinds[kind.index()]
    }
    /// Pawn-like kinds move by colour and promote (see [`crate::piece::PieceType::is_pawn_like`]).
    #[inline]
    pub fn is_pawn_like(&self, kind: PieceKind) -> bool {
        self.pawn_like >> kind.index() & 1 != 0
    }
    #[inline]
    pub fn slide_dirs(&self, kind: PieceKind) -> u8 {
        self.slide_dirs[kind.index()]
    }
    #[inline]
    pub fn frames(&self) -> usize {
        self.frames
    }
    #[inline]
    pub fn ray(&self, frame: usize, sq: Square, dir: usize) -> &[Square] {
        self.rays[(frame * self.sq_count + sq.index()) * 8 + dir].of(&self.targets)
    }
    #[inline]
    pub fn attackers_of(&self, sq: Square) -> &[(Square, u64)] {
        self.attack_from[sq.index()].of(&self.attack_entries)
    }
    #[inline]
    pub fn cond_attackers_of(&self, sq: Square) -> &[(Square, Cond, u64)] {
        self.cond_attack_from[sq.index()].of(&self.cond_attack_entries)
    }
    #[inline]
    pub fn king_steps_in_frame(&self, frame: usize, sq: Square) -> &[Square] {
        self.king_frame[frame * self.sq_count + sq.index()].of(&self.targets)
    }
    /// Where a pawn-like piece promotes.
    pub fn promotion_zone(&self, piece: Piece) -> Bits256 {
        self.promo_zone[piece.index()]
    }
    #[inline]
    pub fn promotes_on(&self, piece: Piece, sq: Square) -> bool {
        self.promo_zone[piece.index()].contains(sq)
    }
}

/// The kinds (one bit each) that reach some square two ways from some
/// square: `reached` gives a piece's targets on a square with their source
/// (0 leaps, 1 quiet leaps, 2 capturing leaps, 3 and 4 conditional ones,
/// 5 walks); slides along `slide_dirs` are added here. A quiet and a
/// capturing leap to one square never both apply, so they do not count.
/// Shows a piece's targets from a square, each with its kind's tag.
type TargetsOf<'a> = dyn FnMut(Piece, Square, &mut dyn FnMut(Square, u8)) + 'a;

fn repeating_kinds(
    geo: &Geometry,
    kinds: &[PieceKind],
    slide_dirs: &[u8; MAX_KINDS],
    frames: &[Frame],
    targets: &mut TargetsOf,
) -> u32 {
    let mut bits = 0u32;
    // Per square, the tags that reached it from the square looked at
    // (one bit each; `seen` marks which look wrote them): a pawn's push and
    // capture (tags 1 and 2) may share a square, nothing else may. (No
    // sort and no list: this runs in every wasm module's game building.)
    let mut tags = [0u8; 256];
    let mut seen = [0u32; 256];
    let mut look = 0u32;
    for &kind in kinds {
        for color in Color::BOTH {
            for sq in geo.squares() {
                look += 1;
                let mut twice = false;
                let mut reach = |s: Square, tag: u8| {
                    let i = s.index();
                    if seen[i] != look {
                        seen[i] = look;
                        tags[i] = 0;
                    }
                    let before = tags[i];
                    let pair = (before == 1 << 1 && tag == 2) || (before == 1 << 2 && tag == 1);
                    twice |= before != 0 && !pair;
                    tags[i] |= 1 << tag;
                };
                targets(Piece::new(color, kind), sq, &mut reach);
                for &frame in frames {
                    for d in directions(slide_dirs[kind.index()]) {
                        let (dx, dy) = DIRECTIONS[d];
                        let mut cur = sq;
                        while let Some(next) = geo.shift(cur, dx, dy, frame, false) {
                            reach(next, 6);
                            cur = next;
                        }
                    }
                }
                if twice {
                    bits |= 1 << kind.index();
                }
            }
        }
    }
    bits
}
