//! One-word square sets for the games played on at most 64 squares in one
//! frame (chess, Two-Prong Chess, Chess2): there a set of squares is a
//! single `u64`, so a slider's moves come from a first-blocker scan of each
//! ray instead of a walk along it, a leaper's moves from one mask, and all
//! pawns' moves at once from shifts of their set. The ray and step tables
//! in [`crate::tables`] stay the reference: these masks and shifts are
//! computed from them, and only where they give the same squares.

use crate::magic::{scan, Magics, DIAGONAL, DIAGONAL_GROUP, ORTHOGONAL, ORTHOGONAL_GROUP};
use crate::pawn_shifts::{read_shifts, ShiftFrom};
use crate::piece::{Piece, PieceKind, PieceTable, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::tables::{Tables, ASCENDING};

/// The tables are read per square at [`Square::in_word`] and per piece at [`row`]: fixed
/// sizes that such an index is in range of by construction, so no read
/// compiles to a bounds check (in wasm V8 runs each as a compare and a
/// branch to a trap).
pub struct Bitboards {
    /// Per one-word piece and square: the targets taken when empty or enemy.
    both: Box<[[u64; 64]; PIECE_ROWS]>,
    /// Per one-word piece: a pawn's moves as shifts of the set of pawns.
    pawn_shifts: [PawnShifts; PIECE_ROWS],
    /// Per one-word piece: where a pawn-like piece promotes.
    promotion_zone: [u64; PIECE_ROWS],
    /// Per square: its ray in each direction.
    rays: Box<[[u64; 8]; 64]>,
    /// The sets of pieces that slide along some direction, per colour as a
    /// bit set over piece indices (chess: rook and queen, slid along the
    /// four orthogonal directions; bishop and queen, the diagonal ones).
    slide_classes: Vec<[u16; 2]>,
    /// Per direction, its place in `slide_classes` (`NO_CLASS` when nothing
    /// slides along it).
    class_of_dir: [u8; 8],
    /// Per one-word piece and square: the squares that piece attacks it
    /// from without sliding (leaps, steps, pawn captures).
    attacked_from: Box<[[u64; 64]; PIECE_ROWS]>,
    /// The kinds that attack without sliding.
    stepping_kinds: Vec<PieceKind>,
    /// `attacked_from` per square, its twelve one-word pieces side by side
    /// (a piece of colour `c` at `kind * 2 + c`, as in a position's sets).
    attacked_from_by_square: Box<[PieceWords; 64]>,
    /// Per square: every square a non-sliding piece of any kind or colour
    /// attacks it from (a quick "nobody is near" answer).
    steppers_near: [u64; 64],
    /// Slides by lookup ([`crate::magic`]), both groups of directions.
    /// Built when every kind of the game slides along all or none of each
    /// group's directions (the FIDE kinds do).
    magics: Option<Box<Magics>>,
    /// Per square: its orthogonal and its diagonal rays, each group as one
    /// set (where a slider of the group reaches on an empty board).
    lines: [[u64; 2]; 64],
    /// Per pair of squares on one ray: the squares strictly between them;
    /// empty for squares on no common ray.
    between: Box<[[u64; 64]; 64]>,
}

/// The rows of the per-piece tables: a power of two above the one-word
/// pieces' indices.
const PIECE_ROWS: usize = 16;
const _: () = assert!(ONE_WORD_PIECES <= PIECE_ROWS && PIECE_ROWS.is_power_of_two());

/// A one-word piece's row in the per-piece tables (its index, below
/// [`ONE_WORD_PIECES`]; masked as [`Square::in_word`] masks squares). The games with
/// one-word tables have no other pieces.
#[inline(always)]
fn row(piece: Piece) -> usize {
    piece.index() & (PIECE_ROWS - 1)
}

/// `Bitboards::class_of_dir` of a direction nothing slides along.
const NO_CLASS: u8 = u8::MAX;

/// The pieces a position keeps one-word sets of: the FIDE kinds (the first
/// six), both colours. Games with other kinds have no one-word tables.
pub const ONE_WORD_PIECES: usize = 12;

/// A position's one-word set per piece index below [`ONE_WORD_PIECES`].
pub type PieceWords = [u64; ONE_WORD_PIECES];

/// The squares of `piece` in `words` (none for a piece without a set).
#[inline]
pub fn of_piece(words: &PieceWords, piece: Piece) -> u64 {
    words.get(piece.index()).copied().unwrap_or(0)
}

/// The one word of a set on a board of at most 64 squares.
#[inline]
pub fn word(set: Bits256) -> u64 {
    set.0[0]
}

/// A one-word set of squares.
fn set_of<'a>(list: impl IntoIterator<Item = &'a Square>) -> u64 {
    list.into_iter().fold(0u64, |acc, s| acc | 1 << s.0)
}

impl Bitboards {
    /// The bytes it holds on the heap (its boxed tables, the slide lookup's).
    pub(crate) fn heap_bytes(&self) -> usize {
        use std::mem::size_of_val;
        size_of_val(&*self.both)
            + size_of_val(&*self.rays)
            + size_of_val(&*self.attacked_from)
            + size_of_val(&*self.attacked_from_by_square)
            + size_of_val(&*self.between)
            + crate::tables::heap_bytes(&self.slide_classes)
            + crate::tables::heap_bytes(&self.stepping_kinds)
            + self.magics.as_ref().map_or(0, |m| m.heap_bytes())
    }

    /// The one-word form of `t`, or `None` when its squares do not fit a
    /// word, when a ray is not a straight run of indices (more than one
    /// frame, holes or joins), where the first-blocker scan could be wrong,
    /// when a pawn's moves are not shifts ([`PawnShifts::build`]), or when the game has a
    /// kind beyond the FIDE six (positions keep no one-word sets of those).
    pub(crate) fn build(t: &Tables, square_count: usize, table: &PieceTable) -> Option<Bitboards> {
        let kinds = table.kinds();
        let fide = |k: &PieceKind| Piece::new(Color::Black, *k).index() < ONE_WORD_PIECES;
        if square_count > 64 || t.frames() != 1 || t.walks_present() || !kinds.iter().all(fide) {
            return None;
        }
        let squares = || (0..square_count).map(|i| Square(i as u8));
        let ray = |sq: Square, d: usize| t.ray(0, sq, d);
        for d in 0..8 {
            let ascending = ASCENDING >> d & 1 != 0;
            for sq in squares() {
                let r = ray(sq, d);
                let mut prev = sq;
                for (i, &s) in r.iter().enumerate() {
                    if (s > prev) != ascending {
                        return None;
                    }
                    prev = s;
                    // The scan needs the ray beyond a blocker to be the blocker's own ray.
                    if ray(s, d) != &r[i + 1..] {
                        return None;
                    }
                }
            }
        }
        let rays: Vec<[u64; 8]> = squares().map(|sq| std::array::from_fn(|d| set_of(ray(sq, d)))).collect();
        let pieces = || (0..ONE_WORD_PIECES).filter_map(Piece::from_index).filter(|p| table.contains(p.kind()));
        let mut both = Box::new([[0; 64]; PIECE_ROWS]);
        for p in pieces() {
            for sq in squares() {
                both[p.index()][sq.index()] = set_of(t.both(p, sq));
            }
        }
        let mut pawn_shifts = [PawnShifts::default(); PIECE_ROWS];
        for (i, shifts) in pawn_shifts.iter_mut().enumerate().take(ONE_WORD_PIECES) {
            if let Some(p) = Piece::from_index(i).filter(|p| t.is_pawn_like(p.kind())) {
                *shifts = PawnShifts::build(t, p, squares())?;
            }
        }
        let promotion_zone = std::array::from_fn(|i| {
            Piece::from_index(i)
                .filter(|p| i < ONE_WORD_PIECES && table.contains(p.kind()))
                .map_or(0, |p| word(t.promotion_zone(p)))
        });
        let mut slide_classes: Vec<[u16; 2]> = Vec::new();
        let mut class_of_dir = [NO_CLASS; 8];
        for (d, class) in class_of_dir.iter_mut().enumerate() {
            let pieces = Color::BOTH.map(|c| {
                let slides = kinds.iter().filter(|&&k| t.slide_dirs(k) >> d & 1 != 0);
                slides.fold(0u16, |acc, &k| acc | 1 << Piece::new(c, k).index())
            });
            if pieces != [0, 0] {
                let place = slide_classes.iter().position(|p| *p == pieces).unwrap_or(slide_classes.len());
                if place == slide_classes.len() {
                    slide_classes.push(pieces);
                }
                *class = place as u8;
            }
        }
        let mut attacked_from = Box::new([[0; 64]; PIECE_ROWS]);
        for to in squares() {
            for &(from, pieces) in t.attackers_of(to) {
                // Only the game's kinds attack, and they are one-word pieces.
                for p in pieces_in(pieces).filter(|p| p.index() < ONE_WORD_PIECES) {
                    attacked_from[p.index()][to.index()] |= 1 << from.0;
                }
            }
        }
        let stepping_kinds = kinds
            .iter()
            .copied()
            .filter(|&k| {
                Color::BOTH.into_iter().any(|c| {
                    let p = Piece::new(c, k);
                    attacked_from.get(p.index()).is_some_and(|r| r.iter().any(|&w| w != 0))
                })
            })
            .collect();
        let mut attacked_from_by_square = Box::new([[0; ONE_WORD_PIECES]; 64]);
        let mut steppers_near = [0; 64];
        for sq in squares() {
            attacked_from_by_square[sq.index()] = std::array::from_fn(|p| attacked_from[p][sq.index()]);
            steppers_near[sq.index()] = set_of(t.attackers_of(sq).iter().map(|(from, _)| from));
        }
        let whole_groups = kinds.iter().all(|&k| {
            let dirs = t.slide_dirs(k);
            [ORTHOGONAL, DIAGONAL].iter().all(|&g| dirs & g == 0 || dirs & g == g)
        });
        // Without the `slide-tables` feature (the page's size-built module,
        // whose rules work is a few positions a turn) slides are scanned.
        let magics =
            (cfg!(feature = "slide-tables") && whole_groups).then(|| Magics::build(&rays).map(Box::new)).flatten();
        let mut between = Box::new([[0; 64]; 64]);
        for sq in squares() {
            for (d, &r) in rays[sq.index()].iter().enumerate() {
                for to in squares_of(r) {
                    // The ray beyond `to` is `to`'s own ray (checked above).
                    between[sq.index()][to.index()] = r & !rays[to.index()][d] & !(1 << to.0);
                }
            }
        }
        let group = |r: &[u64; 8], dirs: u8| (0..8).filter(|d| dirs >> d & 1 != 0).fold(0, |acc, d| acc | r[d]);
        let mut lines = [[0; 2]; 64];
        for (line, r) in lines.iter_mut().zip(&rays) {
            *line = [group(r, ORTHOGONAL), group(r, DIAGONAL)];
        }
        let rays = {
            let mut fixed = Box::new([[0; 8]; 64]);
            fixed[..square_count].copy_from_slice(&rays);
            fixed
        };
        Some(Bitboards {
            lines,
            both,
            pawn_shifts,
            promotion_zone,
            rays,
            slide_classes,
            class_of_dir,
            attacked_from,
            stepping_kinds,
            attacked_from_by_square,
            steppers_near,
            magics,
            between,
        })
    }

    /// The number of moves of the pawn-like pieces `pawns` to squares of
    /// `allowed` (captures of `enemy`), each promotion choice counted
    /// (`promotions` of them): all pawns at once, by shifting the set.
    // Inlined in the engine's wasm, where V8 inlines no calls
    // (scripts/wasm.sh); the page's module, built for size, leaves it.
    #[cfg_attr(all(target_arch = "wasm32", feature = "slide-tables"), inline(always))]
    #[cfg_attr(not(all(target_arch = "wasm32", feature = "slide-tables")), inline)]
    pub fn count_pawn_moves(
        &self,
        pawn: Piece,
        pawns: u64,
        occupied: u64,
        enemy: u64,
        allowed: u64,
        promotions: u32,
    ) -> u32 {
        let s = self.pawn_shifts[row(pawn)];
        let zone = self.promotion_zone[row(pawn)];
        let empty = !occupied;
        let mut count = 0;
        for targets in
            [s.push.of(pawns) & empty & allowed, s.captures[0].of(pawns) & enemy, s.captures[1].of(pawns) & enemy]
        {
            count += (targets & !zone).count_ones() + (targets & zone).count_ones() * promotions;
        }
        // A double step passes the square of a push: both must be empty.
        let passed = shift(pawns & s.double_from, s.push.by) & empty;
        count + (shift(passed, s.push.by) & empty & allowed).count_ones()
    }

    /// The targets a piece reaches on `sq` when empty or enemy.
    #[inline]
    pub fn both(&self, piece: Piece, sq: Square) -> u64 {
        self.both[row(piece)][sq.in_word()]
    }

    /// The first square of `set` met along direction `d` (from wherever
    /// the set was cut from a ray).
    #[inline]
    fn first(&self, set: u64, d: usize) -> Square {
        let bit = if ASCENDING >> d & 1 != 0 { set.trailing_zeros() } else { 63 - set.leading_zeros() };
        Square(bit as u8)
    }

    /// The first occupied square along direction `d` from `sq`.
    #[inline]
    pub fn blocker(&self, sq: Square, d: usize, occupied: u64) -> Option<Square> {
        let hit = self.rays[sq.in_word()][d] & occupied;
        (hit != 0).then(|| self.first(hit, d))
    }

    /// The squares a slider on `sq` moving in the directions `dirs` (a
    /// piece kind's, a bit set over [`crate::tables::DIRECTIONS`]) reaches: each ray up to
    /// and including its first occupied square. A lookup per group of
    /// directions where the game has the tables, else a scan of the rays.
    // Without the tables (the page's module) there is nothing to inline.
    #[cfg_attr(feature = "slide-tables", inline(always))]
    #[cfg_attr(not(feature = "slide-tables"), inline)]
    pub fn slide_targets(&self, sq: Square, dirs: u8, occupied: u64) -> u64 {
        match &self.magics {
            Some(m) => {
                let mut out = 0;
                if dirs & ORTHOGONAL != 0 {
                    out |= m.attacks(ORTHOGONAL_GROUP, sq, occupied);
                }
                if dirs & DIAGONAL != 0 {
                    out |= m.attacks(DIAGONAL_GROUP, sq, occupied);
                }
                out
            }
            None => scan(&self.rays[sq.in_word()], dirs, occupied),
        }
    }

    /// With the lookup tables: the squares `by`'s sliders (per direction,
    /// as [`Bitboards::sliders`] gives them) attack `sq` from, given the
    /// occupied squares. `None` without the tables.
    // Without the tables (the page's module) there is nothing to inline.
    #[cfg_attr(feature = "slide-tables", inline(always))]
    #[cfg_attr(not(feature = "slide-tables"), inline)]
    pub fn slider_attackers(&self, sq: Square, sliders: &[u64; 8], occupied: u64) -> Option<u64> {
        let m = self.magics.as_ref()?;
        // Every kind slides along all of a group or none: the group's first
        // direction stands for it.
        let (orth, diag) = (sliders[ORTHOGONAL.trailing_zeros() as usize], sliders[DIAGONAL.trailing_zeros() as usize]);
        // A group's table is read only when one of its sliders stands on its
        // lines through `sq`: the orthogonal tables are large (about 800 KB
        // on 8×8), and most of the king's steps have no slider in line.
        let [o, d] = self.lines[sq.in_word()];
        let mut found = 0;
        if o & orth != 0 {
            found |= m.attacks(ORTHOGONAL_GROUP, sq, occupied) & orth;
        }
        if d & diag != 0 {
            found |= m.attacks(DIAGONAL_GROUP, sq, occupied) & diag;
        }
        Some(found)
    }

    /// With the lookup tables: `by`'s sliders that would attack `sq` on an
    /// empty board (the candidates for checks and pins). `None` without them.
    #[inline]
    pub fn slider_lines(&self, sq: Square, sliders: &[u64; 8]) -> Option<u64> {
        self.magics.as_ref()?;
        let (orth, diag) = (sliders[ORTHOGONAL.trailing_zeros() as usize], sliders[DIAGONAL.trailing_zeros() as usize]);
        let [o, d] = self.lines[sq.in_word()];
        Some(o & orth | d & diag)
    }

    /// A king's lines to the sliders in `lines` (from `slider_lines`),
    /// walked on a board of `occupied` squares where `own` are the king's
    /// side: a slider with nothing between checks; one own piece alone
    /// between is pinned, and `pin(piece, line)` gets it and the line it
    /// may keep to (the squares between and the slider). Returns the
    /// checkers and the squares between them and the king.
    #[inline(always)]
    pub fn walk_lines(
        &self,
        king: Square,
        lines: u64,
        occupied: u64,
        own: u64,
        mut pin: impl FnMut(u64, u64),
    ) -> (u64, u64) {
        let (mut checkers, mut between) = (0u64, 0u64);
        for s in squares_of(lines) {
            let path = self.between(king, s);
            let on = path & occupied;
            if on == 0 {
                checkers |= 1 << s.0;
                between |= path;
            } else if on & (on - 1) == 0 && on & own != 0 {
                pin(on, path | 1 << s.0);
            }
        }
        (checkers, between)
    }

    /// The squares strictly between `a` and `b` when they share a ray
    /// (else none).
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> u64 {
        self.between[a.in_word()][b.in_word()]
    }

    /// The ray from `sq` in direction `d`.
    #[inline]
    pub fn ray(&self, sq: Square, d: usize) -> u64 {
        self.rays[sq.in_word()][d]
    }

    /// Per direction, the pieces of `by_piece` (a position's per-piece
    /// sets) of colour `by` that slide in it.
    // Inlined in the engine's wasm, where V8 inlines no calls
    // (scripts/wasm.sh); the page's module, built for size, leaves it.
    #[cfg_attr(all(target_arch = "wasm32", feature = "slide-tables"), inline(always))]
    #[cfg_attr(not(all(target_arch = "wasm32", feature = "slide-tables")), inline)]
    pub fn sliders(&self, by_piece: &PieceWords, by: Color) -> [u64; 8] {
        // Per class, then copied to its directions.
        let mut per_class = [0; 8];
        for (set, pieces) in per_class.iter_mut().zip(&self.slide_classes) {
            let mut pieces = pieces[by.index()];
            while pieces != 0 {
                *set |= by_piece.get(pieces.trailing_zeros() as usize).copied().unwrap_or(0);
                pieces &= pieces - 1;
            }
        }
        self.class_of_dir.map(|c| per_class.get(usize::from(c)).copied().unwrap_or(0))
    }

    /// Might a non-sliding piece among `pieces` attack `sq`? False means
    /// surely not.
    #[inline]
    pub fn stepper_near(&self, sq: Square, pieces: u64) -> bool {
        self.steppers_near[sq.in_word()] & pieces != 0
    }

    /// The squares `piece` attacks `sq` from without sliding.
    #[inline]
    pub fn attacked_from(&self, piece: Piece, sq: Square) -> u64 {
        self.attacked_from[row(piece)][sq.in_word()]
    }

    /// The pieces of colour `by` (among `theirs`, `by`'s squares; their
    /// kinds' sets in `by_piece`) that attack `sq` without sliding.
    #[inline]
    pub fn step_attackers(&self, by_piece: &PieceWords, by: Color, sq: Square, theirs: u64) -> u64 {
        if !self.stepper_near(sq, theirs) {
            return 0;
        }
        // Every one-word piece of the colour, branch-free (a slider's
        // entries are empty).
        let near = &self.attacked_from_by_square[sq.in_word()];
        (by.index()..ONE_WORD_PIECES).step_by(2).fold(0, |found, p| found | near[p] & by_piece[p])
    }

    /// The kinds of the game that attack without sliding.
    #[inline]
    pub fn stepping_kinds(&self) -> &[PieceKind] {
        &self.stepping_kinds
    }
}

/// A pawn's moves on a one-word board as shifts of the whole set of its
/// pawns, so that all of them are counted at once: a push, a double step
/// (two pushes, the first onto an empty square) from the squares of
/// `double_from`, and up to two captures.
#[derive(Clone, Copy, Default)]
struct PawnShifts {
    push: Shift,
    double_from: u64,
    captures: [Shift; 2],
}

/// The squares of `from` moved `by` places.
#[derive(Clone, Copy, Default)]
struct Shift {
    by: i8,
    from: u64,
}

impl Shift {
    #[inline]
    fn of(self, set: u64) -> u64 {
        shift(set & self.from, self.by)
    }
}

/// Every square of `set` moved `by` places (up when positive).
#[inline]
fn shift(set: u64, by: i8) -> u64 {
    if by >= 0 {
        set << by
    } else {
        set >> -by
    }
}

impl PawnShifts {
    /// `pawn`'s moves read from the tables, or `None` when they are not
    /// shifts: a square with two pushes or two double steps, pushes of
    /// different lengths, more than two capture offsets, or a double step
    /// that is not two pushes.
    fn build(t: &Tables, pawn: Piece, squares: impl Iterator<Item = Square> + Clone) -> Option<PawnShifts> {
        let mut out = PawnShifts::default();
        let (push, captures) = read_shifts(t, pawn, squares, |from, sq| {
            let bit = 1u64 << sq.0;
            match from {
                ShiftFrom::Push => out.push.from |= bit,
                ShiftFrom::Capture(i) => out.captures[i].from |= bit,
                ShiftFrom::Double => out.double_from |= bit,
            }
        })?;
        // Offsets between squares of one word fit an i8.
        out.push.by = push as i8;
        for (c, by) in out.captures.iter_mut().zip(captures) {
            c.by = by as i8;
        }
        Some(out)
    }
}

/// The pieces of a bit set over piece indices (the attack tables' form).
fn pieces_in(set: u64) -> impl Iterator<Item = Piece> {
    (0..PIECE_INDEX_COUNT).filter(move |i| set >> i & 1 != 0).filter_map(Piece::from_index)
}

/// The squares of a one-word set, lowest first.
#[inline]
pub fn squares_of(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let s = Square(set.trailing_zeros() as u8);
            set &= set - 1;
            s
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Variant;
    use crate::variant::{Options, VariantId};

    fn bitboards(id: VariantId) -> Option<&'static Bitboards> {
        Variant::get(id, Options::default()).expect("variant").bitboards()
    }

    #[test]
    fn the_games_on_one_8x8_board_have_one_word_tables() {
        for id in [VariantId::CHESS, VariantId::TWO_PRONG, VariantId::CHESS2] {
            assert!(bitboards(id).is_some(), "{id:?}");
        }
        for id in [VariantId::DUAL_CHESS, VariantId::TWO_BOARDS, VariantId::DOUBLE_DOUBLE] {
            assert!(bitboards(id).is_none(), "{id:?}");
        }
    }

    #[test]
    fn chess_pawns_move_as_shifts_of_their_set() {
        let bb = bitboards(VariantId::CHESS).expect("one-word tables");
        let variant = Variant::get(VariantId::CHESS, Options::default()).expect("chess");
        let sq = |name: &str| variant.geometry.parse_square(name).expect("square");
        let set = |names: &[&str]| names.iter().fold(0u64, |acc, n| acc | 1 << sq(n).0);
        let white = bb.pawn_shifts[Piece::new(Color::White, PieceKind::PAWN).index()];
        assert_eq!(white.push.by, 8);
        assert_eq!(white.double_from, set(&["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"]));
        let mut captures: Vec<i8> = white.captures.iter().map(|c| c.by).collect();
        captures.sort();
        assert_eq!(captures, [7, 9]);
        // No capture off the board's edge: from the a-file only towards b.
        let a_file_up_right = white.captures.iter().find(|c| c.by == 9).expect("capture");
        assert_eq!(a_file_up_right.of(set(&["a4", "h4"])), set(&["b5"]));
        // e2 and e4 against pieces on e3 and d5: no push from e2, so no
        // double step; e4 pushes and takes on d5 if it is an enemy.
        let pawns = set(&["e2", "e4"]);
        let occupied = pawns | set(&["e3", "d5"]);
        let white_pawn = Piece::new(Color::White, PieceKind::PAWN);
        assert_eq!(bb.count_pawn_moves(white_pawn, pawns, occupied, set(&["d5"]), !0, 4), 2);
        assert_eq!(bb.count_pawn_moves(white_pawn, pawns, occupied, 0, !0, 4), 1);
        // A pawn on the seventh rank: four promotions each way it can go.
        assert_eq!(bb.count_pawn_moves(white_pawn, set(&["b7"]), set(&["b7", "a8"]), set(&["a8"]), !0, 4), 8);
    }
}
