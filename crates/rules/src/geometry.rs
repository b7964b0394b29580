//! Board geometry: a rectangular grid of up to 256 squares with named files,
//! optional holes, separate boards joined only for leaps, and "frames" in
//! which moves are made (Chess on Two Boards moves either on the Little or on
//! the Big board).

use crate::square::{Bits256, Square};

/// A frame is one way of moving on the grid. A vector (dx, dy) in a frame
/// moves `scale` grid squares per unit; with `cell > 0` the move must stay in
/// the same `cell`×`cell` block of the grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub scale: u8,
    pub cell: u8,
}

impl Frame {
    pub const PLAIN: Frame = Frame { scale: 1, cell: 0 };
}

#[derive(Clone, Debug)]
pub struct Geometry {
    pub width: u8,
    pub height: u8,
    /// File names, one per grid column (`a`..`h`, `j`..`o` in Dual Chess).
    pub files: Vec<char>,
    exists: Bits256,
    /// Board id of each square; steps and slides stay on one board.
    region: Vec<u8>,
    /// Leaps wrap around the file axis (Dual Chess's cyclic join).
    pub wrap_leaps: bool,
    pub frames: Vec<Frame>,
}

impl Geometry {
    /// A plain rectangular board with files a, b, c, ...
    pub fn rectangle(width: u8, height: u8) -> Geometry {
        let files = (0..width).map(|i| (b'a' + i) as char).collect();
        let mut exists = Bits256::EMPTY;
        for i in 0..(width as usize * height as usize) {
            exists.insert(Square(i as u8));
        }
        Geometry {
            width,
            height,
            files,
            exists,
            region: vec![0; width as usize * height as usize],
            wrap_leaps: false,
            frames: vec![Frame::PLAIN],
        }
    }

    /// A rectangle without the squares of `holes` (a definition's walls:
    /// `*` in its start position). Squares beyond the rectangle are ignored.
    pub fn rectangle_with_holes(width: u8, height: u8, holes: &Bits256) -> Geometry {
        let mut g = Geometry::rectangle(width, height);
        for sq in holes.iter() {
            g.exists.remove(sq);
        }
        g
    }

    /// The rectangle's squares that do not exist.
    pub fn holes(&self) -> Bits256 {
        let mut holes = Bits256::EMPTY;
        for i in 0..self.square_count() {
            if !self.exists.contains(Square(i as u8)) {
                holes.insert(Square(i as u8));
            }
        }
        holes
    }

    /// Dual Chess: 8×8 main board (files a–h) beside a 6×6 secondary board
    /// (files j–o, ranks 2–7); leaps wrap around the 14 files.
    pub fn dual_chess() -> Geometry {
        let mut g = Geometry::rectangle(14, 8);
        g.files = "abcdefghjklmno".chars().collect();
        g.wrap_leaps = true;
        for file in 8..14u8 {
            for rank in 0..8u8 {
                let sq = g.square(file, rank);
                g.region[sq.index()] = 1;
                if rank == 0 || rank == 7 {
                    g.exists.remove(sq);
                }
            }
        }
        g
    }

    /// Chess on Two Boards: 16×16 grid, moves on the Little board (inside a
    /// 4×4 Big square) or on the Big board (four grid squares per step).
    pub fn two_boards() -> Geometry {
        let mut g = Geometry::rectangle(16, 16);
        g.frames = vec![Frame { scale: 1, cell: 4 }, Frame { scale: 4, cell: 0 }];
        g
    }

    #[inline]
    pub fn square_count(&self) -> usize {
        self.width as usize * self.height as usize
    }
    #[inline]
    pub fn square(&self, file: u8, rank: u8) -> Square {
        Square(rank * self.width + file)
    }
    #[inline]
    pub fn file_of(&self, sq: Square) -> u8 {
        sq.0 % self.width
    }
    #[inline]
    pub fn rank_of(&self, sq: Square) -> u8 {
        sq.0 / self.width
    }
    #[inline]
    pub fn exists(&self, sq: Square) -> bool {
        sq.index() < self.square_count() && self.exists.contains(sq)
    }
    pub fn region(&self, sq: Square) -> u8 {
        self.region[sq.index()]
    }
    /// All existing squares in index order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.exists.iter()
    }

    /// Moves `sq` by (dx, dy) units in `frame`. A `leap` may cross joins and
    /// holes; a step never leaves the board it starts on.
    pub fn shift(&self, sq: Square, dx: i8, dy: i8, frame: Frame, leap: bool) -> Option<Square> {
        let to = self.shift_in_grid(sq, dx, dy, frame, leap)?;
        (self.exists(to) && (leap || self.region(to) == self.region(sq))).then_some(to)
    }

    /// [`Geometry::shift`] onto any square of the grid, holes too: where a
    /// definition's walk runs, which a wall stops as a piece would (and a
    /// hopper may leap).
    pub fn shift_in_grid(&self, sq: Square, dx: i8, dy: i8, frame: Frame, leap: bool) -> Option<Square> {
        let (w, h) = (self.width as i32, self.height as i32);
        let f0 = self.file_of(sq) as i32;
        let r0 = self.rank_of(sq) as i32;
        let mut f = f0 + dx as i32 * frame.scale as i32;
        let r = r0 + dy as i32 * frame.scale as i32;
        if leap && self.wrap_leaps {
            f = f.rem_euclid(w);
        }
        if f < 0 || f >= w || r < 0 || r >= h {
            return None;
        }
        if frame.cell > 0 {
            let c = frame.cell as i32;
            if f / c != f0 / c || r / c != r0 / c {
                return None;
            }
        }
        Some(self.square(f as u8, r as u8))
    }

    /// The side of the blocks some frame keeps moves inside (4 for Chess on
    /// Two Boards' Big squares), or 0 when no frame has blocks.
    pub fn block_size(&self) -> u8 {
        self.frames.iter().map(|f| f.cell).find(|&c| c > 0).unwrap_or(0)
    }

    /// The block (Big square) a square lies in, as (file, rank) counted in
    /// blocks; (0, 0) on a board without blocks.
    pub fn big_square(&self, sq: Square) -> (u8, u8) {
        match self.block_size() {
            0 => (0, 0),
            c => (self.file_of(sq) / c, self.rank_of(sq) / c),
        }
    }

    /// A square's place inside its block (its Little square), as (file,
    /// rank); the square's own coordinates on a board without blocks.
    pub fn little_square(&self, sq: Square) -> (u8, u8) {
        match self.block_size() {
            0 => (self.file_of(sq), self.rank_of(sq)),
            c => (self.file_of(sq) % c, self.rank_of(sq) % c),
        }
    }

    /// Name of a square as in notation: file letter(s) then rank number.
    pub fn square_name(&self, sq: Square) -> String {
        let mut s = String::new();
        s.push(self.files[self.file_of(sq) as usize]);
        s.push_str(&(self.rank_of(sq) as u32 + 1).to_string());
        s
    }

    /// Parses a square name; only existing squares are accepted.
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let fc = chars.next()?;
        let file = self.files.iter().position(|&c| c == fc)?;
        let rank_text = chars.as_str();
        if rank_text.is_empty()
            || rank_text.len() > 2
            || !rank_text.bytes().all(|b| b.is_ascii_digit())
            || rank_text.starts_with('0')
        {
            return None;
        }
        let rank: usize = rank_text.parse().ok()?;
        if rank == 0 || rank > self.height as usize {
            return None;
        }
        let sq = self.square(file as u8, (rank - 1) as u8);
        self.exists(sq).then_some(sq)
    }
}
