//! Attack tables as 256-square sets. On the games without one-word tables
//! (Dual Chess, Chess on Two Boards, Double Move Double Chess: more than 64
//! squares, or two frames) the attack test walked every ray square by
//! square and read the board at every square a leaper could attack from
//! (Two Boards: rays of up to 15 squares in two frames, and dozens of
//! leaper squares); with these sets a ray's first piece is one scan of four
//! words, and the leapers near a square are one intersection with the
//! attacker's pieces. The one-word tables ([`crate::bitboards`]) stay the
//! faster path where a game has them; the ray and step lists in
//! [`crate::tables`] stay the reference: these sets are computed from them.
use crate::bitboards::ONE_WORD_PIECES;
use crate::piece::{Piece, PieceTable, PIECE_INDEX_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::tables::{heap_bytes, Tables, ASCENDING, DIRECTIONS};
use crate::wide_counts::WideCounts;
use crate::wide_pawns::WidePawns;

pub struct SquareSets {
    square_count: usize,
    /// Per (frame, square, direction): the ray.
    rays: Vec<Bits256>,
    /// Per square: every square a piece of any kind or colour attacks it
    /// from without sliding (a quick "nobody is near" answer).
    steppers_near: Vec<Bits256>,
    /// Per (piece's place in `place`, square): the squares that piece
    /// attacks it from without sliding.
    attacked_from: Vec<Bits256>,
    /// Per (piece's place, square): the squares that piece attacks and
    /// moves to from it without sliding or conditions (leaps and steps).
    targets: Vec<Bits256>,
    /// Per piece index: its place in `attacked_from` and `targets` (the
    /// game's pieces only).
    place: [u8; PIECE_INDEX_COUNT],
    /// Per square: the squares a conditional attack on it starts from.
    cond_near: Vec<Bits256>,
    /// Pawns counted as shifts of their set.
    pawns: Box<WidePawns>,
    /// Moves counted kind by kind, where the rays allow.
    counts: Option<WideCounts>,
    /// Positions keep a two-word set per kind (either colour) in their
    /// one-word piece sets, which such a board does not use: boards of 65
    /// to 128 squares with the FIDE kinds alone (Double Move Double Chess,
    /// Dual Chess). See [`crate::position::Position::kind_set`].
    pub(crate) kind_words: bool,
}

impl SquareSets {
    /// The bytes it holds on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        [&self.rays, &self.steppers_near, &self.attacked_from, &self.targets, &self.cond_near]
            .iter()
            .map(|v| heap_bytes(v))
            .sum::<usize>()
            + std::mem::size_of::<WidePawns>()
            + self.counts.as_ref().map_or(0, WideCounts::heap_bytes)
    }

    /// A ray's squares run monotonically through the square indices: a
    /// square is `rank × width + file`, a slide's step is at most a frame's
    /// scale (4) files and one rank, and no slide wraps round the board's
    /// edge (tested for every game: `rays_run_monotonically`).
    pub(crate) fn build(t: &Tables, square_count: usize, table: &PieceTable) -> SquareSets {
        let kinds = table.kinds();
        let squares = || (0..square_count).map(|i| Square(i as u8));
        let mut rays = Vec::with_capacity(t.frames() * square_count * 8);
        for frame in 0..t.frames() {
            for sq in squares() {
                for d in 0..DIRECTIONS.len() {
                    rays.push(set_of(t.ray(frame, sq, d).iter().copied()));
                }
            }
        }
        let mut place = [u8::MAX; PIECE_INDEX_COUNT];
        let pieces: Vec<Piece> = kinds.iter().flat_map(|&k| Color::BOTH.map(|c| Piece::new(c, k))).collect();
        let mut attacked_from = vec![Bits256::EMPTY; pieces.len() * square_count];
        for (i, p) in pieces.iter().enumerate() {
            place[p.index()] = i as u8;
        }
        let targets =
            pieces.iter().flat_map(|&p| squares().map(move |sq| set_of(t.both(p, sq).iter().copied()))).collect();
        let mut steppers_near = Vec::with_capacity(square_count);
        let mut cond_near = Vec::with_capacity(square_count);
        for sq in squares() {
            steppers_near.push(set_of(t.attackers_of(sq).iter().map(|&(from, _)| from)));
            cond_near.push(set_of(t.cond_attackers_of(sq).iter().map(|&(from, _, _)| from)));
            for &(from, mask) in t.attackers_of(sq) {
                for p in &pieces {
                    if mask >> p.index() & 1 != 0 {
                        attacked_from[place[p.index()] as usize * square_count + sq.index()].insert(from);
                    }
                }
            }
        }
        let pawns = Box::new(WidePawns::build(t, square_count, kinds));
        // Like the one-word slide tables, left out of the page's module,
        // which counts no moves.
        let kind_words = (65..=128).contains(&square_count) && kinds.iter().all(|k| k.index() < ONE_WORD_PIECES / 2);
        let counts = (cfg!(feature = "slide-tables") && kind_words)
            .then(|| WideCounts::build(t, square_count, kinds, &pawns))
            .flatten();
        SquareSets {
            square_count,
            rays,
            steppers_near,
            attacked_from,
            targets,
            place,
            cond_near,
            pawns,
            counts,
            kind_words,
        }
    }

    /// The first square of `occupied` on the ray from `sq` in direction `d`
    /// of `frame`.
    #[inline]
    pub fn first_on_ray(&self, frame: usize, sq: Square, d: usize, occupied: &Bits256) -> Option<Square> {
        let hits = self.rays[(frame * self.square_count + sq.index()) * 8 + d].intersect(occupied);
        if ASCENDING >> d & 1 != 0 {
            hits.lowest()
        } else {
            hits.highest()
        }
    }

    /// The ray from `sq` in direction `d` of `frame`.
    #[inline]
    pub fn ray(&self, frame: usize, sq: Square, d: usize) -> Bits256 {
        self.rays[(frame * self.square_count + sq.index()) * 8 + d]
    }

    /// The pawns whose moves are counted as shifts.
    #[inline]
    pub fn pawns(&self) -> &WidePawns {
        &self.pawns
    }

    /// The slides counted a direction at a time, where the rays allow.
    #[inline]
    pub fn counts(&self) -> Option<&WideCounts> {
        self.counts.as_ref()
    }

    /// The leaps and steps of `piece` from `sq` (a piece the game has).
    #[inline]
    pub fn targets(&self, piece: Piece, sq: Square) -> Bits256 {
        match self.place[piece.index()] {
            u8::MAX => Bits256::EMPTY,
            i => self.targets[i as usize * self.square_count + sq.index()],
        }
    }

    /// The squares of `among` that some piece could attack `sq` from
    /// without sliding.
    #[inline]
    pub fn steppers_near(&self, sq: Square, among: &Bits256) -> Bits256 {
        self.steppers_near[sq.index()].intersect(among)
    }

    /// Does `piece` on `from` attack `sq` without sliding?
    #[inline]
    pub fn steps_onto(&self, piece: Piece, from: Square, sq: Square) -> bool {
        match self.place[piece.index()] {
            u8::MAX => false,
            i => self.attacked_from[i as usize * self.square_count + sq.index()].contains(from),
        }
    }

    /// Could a piece on some square of `among` attack `sq` conditionally?
    #[inline]
    pub fn cond_near(&self, sq: Square, among: &Bits256) -> bool {
        !self.cond_near[sq.index()].intersect(among).is_empty()
    }
}

fn set_of(squares: impl Iterator<Item = Square>) -> Bits256 {
    let mut set = Bits256::EMPTY;
    for s in squares {
        set.insert(s);
    }
    set
}

#[cfg(test)]
mod tests {
    use crate::square::Square;
    use crate::tables::{ASCENDING, DIRECTIONS};
    use crate::{Options, Variant, VariantId};

    /// `first_on_ray` takes a ray's lowest or highest occupied square: every
    /// ray of every game must run through increasing or decreasing indices
    /// as its direction says.
    #[test]
    fn rays_run_monotonically() {
        for id in VariantId::ALL {
            let v = Variant::get(id, Options::default()).expect("every game builds");
            let t = &v.tables;
            for frame in 0..t.frames() {
                for sq in (0..v.geometry.square_count()).map(|i| Square(i as u8)) {
                    for d in 0..DIRECTIONS.len() {
                        let ascending = ASCENDING >> d & 1 != 0;
                        let mut prev = sq;
                        for &s in t.ray(frame, sq, d) {
                            assert_eq!(s > prev, ascending, "{id:?}: ray {d} of square {} in frame {frame}", sq.0);
                            prev = s;
                        }
                    }
                }
            }
        }
    }
}
