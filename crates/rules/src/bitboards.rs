//! One-word square sets for the games played on at most 64 squares in one
//! frame (chess, Two-Prong Chess, Chess2): there a set of squares is a
//! single `u64`, so a slider's moves come from a first-blocker scan of each
//! ray instead of a walk along it, and a leaper's moves from one mask. The
//! ray and step tables in [`crate::tables`] stay the reference: these masks
//! are computed from them, and only where the scan gives the same squares.

use crate::piece::{Piece, PieceKind, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::tables::Tables;

pub struct Bitboards {
    /// Per (piece index, square): the targets taken when empty or enemy.
    both: Vec<u64>,
    /// Per (piece index, square): a pawn's pushes (taken only when empty)
    /// and captures (taken only from the enemy).
    quiet: Vec<u64>,
    capture: Vec<u64>,
    /// Per (piece index, square): a pawn's double step, as (target, the
    /// square it passes), both empty sets where it has none.
    double_step: Vec<(u64, u64)>,
    /// Per piece index: where a pawn-like piece promotes.
    promotion_zone: [u64; PIECE_INDEX_COUNT],
    /// Per square: its ray in each direction.
    rays: Vec<[u64; 8]>,
    /// Per direction: its rays run towards higher square indices, so the
    /// first square met is the lowest one of a set.
    ascending: [bool; 8],
    /// The rays again, indexed by a set's `trailing_zeros` (ascending
    /// directions) or `64 - leading_zeros` (descending, one place up): an
    /// empty set reads an empty ray, so a slider's scan needs no branch.
    beyond_up: [[u64; 8]; 65],
    beyond_down: [[u64; 8]; 65],
    /// The directions grouped by the kinds that slide in them (chess: the
    /// four orthogonal ones with rook and queen, the four diagonal ones with
    /// bishop and queen).
    slide_classes: Vec<(u8, Vec<PieceKind>)>,
    /// Per (piece index, square): the squares that piece attacks it from
    /// without sliding (leaps, steps, pawn captures).
    attacked_from: Vec<u64>,
    /// The kinds that attack without sliding.
    stepping_kinds: Vec<PieceKind>,
    /// Per square: every square a non-sliding piece of any kind or colour
    /// attacks it from (a quick "nobody is near" answer).
    steppers_near: Vec<u64>,
}

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
    /// The one-word form of `t`, or `None` when its squares do not fit a
    /// word, when a ray is not a straight run of indices (more than one
    /// frame, holes or joins), where the first-blocker scan could be wrong,
    /// when a pawn has more than one double step, or when the game has a
    /// kind beyond the FIDE six (positions keep no one-word sets of those).
    pub(crate) fn build(t: &Tables, square_count: usize, kinds: &[PieceKind]) -> Option<Bitboards> {
        let fide = |k: &PieceKind| Piece::new(Color::Black, *k).index() < ONE_WORD_PIECES;
        if square_count > 64 || t.frames() != 1 || !kinds.iter().all(fide) {
            return None;
        }
        let squares = || (0..square_count).map(|i| Square(i as u8));
        let ray = |sq: Square, d: usize| t.ray(0, sq, d);
        let mut ascending = [true; 8];
        for (d, up) in ascending.iter_mut().enumerate() {
            // The direction's order, read from the rays that have squares.
            let mut order = None;
            for sq in squares() {
                let r = ray(sq, d);
                let mut prev = sq;
                for (i, &s) in r.iter().enumerate() {
                    if *order.get_or_insert(s > prev) != (s > prev) {
                        return None;
                    }
                    prev = s;
                    // The scan needs the ray beyond a blocker to be the blocker's own ray.
                    if ray(s, d) != &r[i + 1..] {
                        return None;
                    }
                }
            }
            *up = order.unwrap_or(true);
        }
        let rays: Vec<[u64; 8]> = squares().map(|sq| std::array::from_fn(|d| set_of(ray(sq, d)))).collect();
        let (mut beyond_up, mut beyond_down) = ([[0; 8]; 65], [[0; 8]; 65]);
        for (i, r) in rays.iter().enumerate() {
            beyond_up[i] = *r;
            beyond_down[i + 1] = *r;
        }
        let pieces = || (0..PIECE_INDEX_COUNT).filter_map(Piece::from_index);
        let per_piece = |f: &dyn Fn(Piece, Square) -> u64| {
            let mut v = vec![0; PIECE_INDEX_COUNT * square_count];
            for p in pieces() {
                for sq in squares() {
                    v[p.index() * square_count + sq.index()] = f(p, sq);
                }
            }
            v
        };
        let both = per_piece(&|p, sq| set_of(t.both(p, sq)));
        let quiet = per_piece(&|p, sq| set_of(t.quiet(p, sq)));
        let capture = per_piece(&|p, sq| set_of(t.capture(p, sq)));
        let mut double_step = vec![(0, 0); PIECE_INDEX_COUNT * square_count];
        for p in pieces() {
            for sq in squares() {
                match t.cond_quiet(p, sq) {
                    [] => {}
                    [c] => double_step[p.index() * square_count + sq.index()] = (set_of([&c.to]), set_of(c.via())),
                    _ => return None,
                }
            }
        }
        let promotion_zone = std::array::from_fn(|i| Piece::from_index(i).map_or(0, |p| word(t.promotion_zone(p))));
        let mut slide_classes: Vec<(u8, Vec<PieceKind>)> = Vec::new();
        for d in 0..8 {
            let kinds: Vec<PieceKind> = PieceKind::ALL.into_iter().filter(|&k| t.slide_dirs(k) >> d & 1 != 0).collect();
            match slide_classes.iter_mut().find(|(_, k)| *k == kinds) {
                Some((dirs, _)) => *dirs |= 1 << d,
                None if !kinds.is_empty() => slide_classes.push((1 << d, kinds)),
                None => {}
            }
        }
        let mut attacked_from = vec![0; PIECE_INDEX_COUNT * square_count];
        for to in squares() {
            for &(from, pieces) in t.attackers_of(to) {
                for p in pieces_in(pieces) {
                    attacked_from[p.index() * square_count + to.index()] |= 1 << from.0;
                }
            }
        }
        let stepping_kinds = kinds
            .iter()
            .copied()
            .filter(|&k| {
                Color::BOTH.into_iter().any(|c| {
                    let p = Piece::new(c, k);
                    squares().any(|sq| attacked_from[p.index() * square_count + sq.index()] != 0)
                })
            })
            .collect();
        let steppers_near = squares().map(|sq| set_of(t.attackers_of(sq).iter().map(|(from, _)| from))).collect();
        Some(Bitboards {
            both,
            quiet,
            capture,
            double_step,
            promotion_zone,
            rays,
            ascending,
            beyond_up,
            beyond_down,
            slide_classes,
            attacked_from,
            stepping_kinds,
            steppers_near,
        })
    }

    #[inline]
    fn idx(&self, piece: Piece, sq: Square) -> usize {
        piece.index() * self.rays.len() + sq.index()
    }

    /// The number of moves of a pawn-like piece on `from` to squares of
    /// `allowed` (captures of `enemy`), each promotion choice counted
    /// (`promotions` of them).
    #[inline]
    pub fn count_pawn_moves(
        &self,
        pawn: Piece,
        from: Square,
        occupied: u64,
        enemy: u64,
        allowed: u64,
        promotions: u32,
    ) -> u32 {
        let i = self.idx(pawn, from);
        let targets = (self.quiet[i] & !occupied | self.capture[i] & enemy) & allowed;
        let promoting = targets & self.promotion_zone[pawn.index()];
        let (to, via) = self.double_step[i];
        let double = (to & !occupied & allowed != 0 && via & occupied == 0) as u32;
        (targets & !promoting).count_ones() + promoting.count_ones() * promotions + double
    }

    /// The targets a piece reaches on `sq` when empty or enemy.
    #[inline]
    pub fn both(&self, piece: Piece, sq: Square) -> u64 {
        self.both[self.idx(piece, sq)]
    }

    /// The first square of `set` met along direction `d` (from wherever
    /// the set was cut from a ray).
    #[inline]
    fn first(&self, set: u64, d: usize) -> Square {
        let bit = if self.ascending[d] { set.trailing_zeros() } else { 63 - set.leading_zeros() };
        Square(bit as u8)
    }

    /// The first occupied square along direction `d` from `sq`.
    #[inline]
    pub fn blocker(&self, sq: Square, d: usize, occupied: u64) -> Option<Square> {
        let hit = self.rays[sq.index()][d] & occupied;
        (hit != 0).then(|| self.first(hit, d))
    }

    /// The squares a slider on `sq` moving in the directions `dirs` (a bit
    /// set over [`DIRECTIONS`]) reaches: each ray up to and including its
    /// first occupied square.
    #[inline]
    pub fn slide_targets(&self, sq: Square, mut dirs: u8, occupied: u64) -> u64 {
        let rays = &self.rays[sq.index()];
        let mut out = 0;
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let r = rays[d];
            let hit = r & occupied;
            let beyond = if self.ascending[d] {
                self.beyond_up[hit.trailing_zeros() as usize][d]
            } else {
                self.beyond_down[64 - hit.leading_zeros() as usize][d]
            };
            out |= r ^ beyond;
        }
        out
    }

    /// The ray from `sq` in direction `d`.
    #[inline]
    pub fn ray(&self, sq: Square, d: usize) -> u64 {
        self.rays[sq.index()][d]
    }

    /// Per direction, the pieces of `by_piece` (a position's per-piece
    /// sets) of colour `by` that slide in it.
    #[inline]
    pub fn sliders(&self, by_piece: &PieceWords, by: Color) -> [u64; 8] {
        let mut per_dir = [0; 8];
        for (dirs, kinds) in &self.slide_classes {
            let set = kinds.iter().fold(0, |acc, &k| acc | of_piece(by_piece, Piece::new(by, k)));
            let mut dirs = *dirs;
            while dirs != 0 {
                per_dir[dirs.trailing_zeros() as usize] = set;
                dirs &= dirs - 1;
            }
        }
        per_dir
    }

    /// Might a non-sliding piece among `pieces` attack `sq`? False means
    /// surely not.
    #[inline]
    pub fn stepper_near(&self, sq: Square, pieces: u64) -> bool {
        self.steppers_near[sq.index()] & pieces != 0
    }

    /// The squares `piece` attacks `sq` from without sliding.
    #[inline]
    pub fn attacked_from(&self, piece: Piece, sq: Square) -> u64 {
        self.attacked_from[self.idx(piece, sq)]
    }

    /// The kinds of the game that attack without sliding.
    #[inline]
    pub fn stepping_kinds(&self) -> &[PieceKind] {
        &self.stepping_kinds
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
