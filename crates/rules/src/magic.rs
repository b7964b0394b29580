//! Sliding attacks on one-word boards by multiply-and-shift ("magic"
//! bitboards). For each square and each group of directions (the four
//! orthogonal ones, the four diagonal ones) a table holds the squares a
//! slider reaches for every arrangement of the squares that can block it;
//! the arrangement's index is one multiplication and a shift of the
//! occupied squares under a mask. One lookup replaces a scan per ray.
//!
//! The factors are searched for when the tables are built, from the game's
//! rays, so every one-word geometry gets them (the search is seeded, so the
//! tables are the same on every run); the scan in [`scan`] is the reference
//! each table entry is filled from.

use crate::square::Square;
use crate::tables::ASCENDING;

/// The orthogonal directions of [`crate::tables::DIRECTIONS`], as a bit set.
pub const ORTHOGONAL: u8 = 0b0000_1111;
/// The diagonal directions of [`crate::tables::DIRECTIONS`], as a bit set.
pub const DIAGONAL: u8 = 0b1111_0000;

/// Both groups' tables: per group and square, where its slice of `attacks`
/// starts and how an occupancy is turned into an index there.
///
/// Fixed sizes, so that every lookup is in range by construction and
/// compiles without a bounds check (V8 runs each check as a compare and a
/// branch): a square's entry is read at [`Square::in_word`] (below 64), the table index
/// is masked to [`TABLE_LEN`], a power of two. Neither mask changes a valid
/// index.
pub(crate) struct Magics {
    squares: [[Entry; 64]; 2],
    attacks: Box<[u64; TABLE_LEN]>,
}

/// The attack table's length: a power of two at least both groups' entries
/// on 8×8 (102,400 orthogonal and 5,248 diagonal). A board whose tables
/// need more scans its rays instead.
const TABLE_LEN: usize = 1 << 17;

/// The orthogonal group's place in [`Magics`].
pub(crate) const ORTHOGONAL_GROUP: usize = 0;
/// The diagonal group's place in [`Magics`].
pub(crate) const DIAGONAL_GROUP: usize = 1;

#[derive(Clone, Copy, Default)]
struct Entry {
    /// The squares that can block a slider here (each ray without its
    /// last square: a piece there blocks nothing beyond it).
    mask: u64,
    factor: u64,
    shift: u32,
    offset: u32,
}

impl Magics {
    /// The bytes it holds, itself and its boxed table.
    pub(crate) fn heap_bytes(&self) -> usize {
        std::mem::size_of::<Magics>() + std::mem::size_of_val(&*self.attacks)
    }

    /// The tables of both groups over `rays` (per square, its ray in each
    /// direction; at most 64 squares), or `None` when no factor is found for
    /// some square within the search's bound or the tables outgrow
    /// [`TABLE_LEN`] (the caller then scans the rays).
    pub(crate) fn build(rays: &[[u64; 8]]) -> Option<Magics> {
        if rays.len() > 64 {
            return None;
        }
        let mut squares = [[Entry::default(); 64]; 2];
        let mut attacks = Vec::new();
        for (group, dirs) in [ORTHOGONAL, DIAGONAL].into_iter().enumerate() {
            fill_group(rays, dirs, &mut squares[group], &mut attacks)?;
        }
        if attacks.len() > TABLE_LEN {
            return None;
        }
        attacks.resize(TABLE_LEN, 0);
        Some(Magics { squares, attacks: attacks.into_boxed_slice().try_into().ok()? })
    }

    /// The squares a slider of group `group` ([`ORTHOGONAL_GROUP`] or
    /// [`DIAGONAL_GROUP`]) on square `sq` reaches: each ray up to and
    /// including its first occupied square.
    #[inline(always)]
    pub(crate) fn attacks(&self, group: usize, sq: Square, occupied: u64) -> u64 {
        let e = self.squares[group][sq.in_word()];
        let i = e.offset as usize + ((occupied & e.mask).wrapping_mul(e.factor) >> e.shift) as usize;
        self.attacks[i & (TABLE_LEN - 1)]
    }
}

/// Fills one group's entries (the directions `dirs`) and appends its tables
/// to `attacks`; `None` when some square's factor is not found.
fn fill_group(rays: &[[u64; 8]], dirs: u8, entries: &mut [Entry; 64], attacks: &mut Vec<u64>) -> Option<()> {
    let known = match (rays.len(), dirs) {
        (64, ORTHOGONAL) => Some(&FACTORS_8X8[0]),
        (64, DIAGONAL) => Some(&FACTORS_8X8[1]),
        _ => None,
    };
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut fill = Filling::default();
    for ((sq, sq_rays), entry) in rays.iter().enumerate().zip(entries.iter_mut()) {
        let mask = blockers(sq_rays, dirs);
        let bits = mask.count_ones().max(1);
        fill.start(sq_rays, dirs, mask, bits);
        let offset = attacks.len();
        attacks.resize(offset + (1 << bits), 0);
        let table = &mut attacks[offset..];
        let first = known.map(|k| k[sq]).filter(|&f| fill.try_factor(f, table));
        let factor = first.or_else(|| {
            (0..SEARCH_BOUND).map(|_| rng.sparse()).find(|&f| {
                // A factor that spreads too few bits to the top rarely works.
                let spread = bits <= 6 || (mask.wrapping_mul(f) >> 56).count_ones() >= 6;
                spread && fill.try_factor(f, table)
            })
        })?;
        *entry = Entry { mask, factor, shift: 64 - bits, offset: offset as u32 };
    }
    Some(())
}

/// Factors tried per square before giving up.
const SEARCH_BOUND: u32 = 1 << 24;

/// The squares along `dirs` from a square with rays `rays` that can block:
/// each ray without its last square.
fn blockers(rays: &[u64; 8], dirs: u8) -> u64 {
    let mut mask = 0;
    for (d, &r) in rays.iter().enumerate().filter(|&(d, _)| dirs >> d & 1 != 0) {
        if r == 0 {
            continue; // no ray that way (an edge, a hole): nothing blocks
        }
        let last = if ASCENDING >> d & 1 != 0 { 63 - r.leading_zeros() } else { r.trailing_zeros() };
        mask |= r & !(1u64 << last);
    }
    mask
}

/// The squares a slider moving along `dirs` reaches over `rays` (per
/// direction from its square) with `occupied` taken: each ray up to and
/// including its first occupied square. Ascending and descending rays go
/// in separate loops, so the scan has no branch per direction.
#[inline]
pub(crate) fn scan(rays: &[u64; 8], dirs: u8, occupied: u64) -> u64 {
    let mut out = 0;
    let mut up = dirs & ASCENDING;
    while up != 0 {
        let r = rays[up.trailing_zeros() as usize];
        up &= up - 1;
        // Up to and including the lowest occupied square (all of an empty ray).
        let hit = r & occupied;
        out |= r & (hit ^ hit.wrapping_sub(1));
    }
    let mut down = dirs & !ASCENDING;
    while down != 0 {
        let r = rays[down.trailing_zeros() as usize];
        down &= down - 1;
        // From the highest occupied square up; the extra bit 0 stands
        // for "none" and then keeps the whole ray.
        let hit = r & occupied | 1;
        out |= r & (!0u64 << (63 - hit.leading_zeros()));
    }
    out
}

/// One square's search: every arrangement of its blockers with the squares
/// reached, and per table index the try that last filled it (so nothing is
/// cleared between tries).
#[derive(Default)]
struct Filling {
    subsets: Vec<u64>,
    reached: Vec<u64>,
    claimed: Vec<u32>,
    tries: u32,
    shift: u32,
}

impl Filling {
    fn start(&mut self, rays: &[u64; 8], dirs: u8, mask: u64, bits: u32) {
        self.subsets.clear();
        self.reached.clear();
        // Every subset of the mask (the carry-rippler enumeration).
        let mut occ = 0u64;
        loop {
            self.subsets.push(occ);
            self.reached.push(scan(rays, dirs, occ));
            occ = occ.wrapping_sub(mask) & mask;
            if occ == 0 {
                break;
            }
        }
        self.claimed.clear();
        self.claimed.resize(1 << bits, 0);
        self.tries = 0;
        self.shift = 64 - bits;
    }

    /// Fills `table` by `factor`; false when two arrangements that reach
    /// different squares meet at one index.
    fn try_factor(&mut self, factor: u64, table: &mut [u64]) -> bool {
        self.tries += 1;
        for (&occ, &reached) in self.subsets.iter().zip(&self.reached) {
            let i = (occ.wrapping_mul(factor) >> self.shift) as usize;
            if self.claimed[i] == self.tries && table[i] != reached {
                return false;
            }
            self.claimed[i] = self.tries;
            table[i] = reached;
        }
        true
    }
}

/// xorshift64*: a small seeded generator for the factor search.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number with few bits set (such factors work far more often).
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Factors for the 8×8 board's rays (square `rank × 8 + file`), found once
/// by the search below and kept so the tables of the 8×8 games are built
/// without searching (the search took about 0.2 s). Each is tried first
/// for its square on a board of 64 squares, and checked like any other
/// factor: a board whose rays differ falls back to the search.
const FACTORS_8X8: [[u64; 64]; 2] = [
    [
        0x1080_0040_0880_1020,
        0x0840_0920_02C0_3000,
        0x1900_2000_1040_0900,
        0x0880_1000_0800_0480,
        0x4200_1004_2008_0200,
        0x8100_0201_0008_0400,
        0x0200_0401_1088_6200,
        0x0200_0080_4022_0411,
        0x0404_8000_8440_0220,
        0x0000_4010_0040_2000,
        0x0086_0010_8122_0440,
        0x0408_8008_0010_0280,
        0x000A_0012_0104_0820,
        0x8848_8002_0084_0080,
        0x4001_0001_0004_0200,
        0x0442_0001_0210_5084,
        0x9080_0100_2080_4100,
        0x0040_4040_0020_1009,
        0x0000_8080_1000_2009,
        0x2200_0900_21D0_0100,
        0x0008_0080_0804_0080,
        0x0004_0040_0201_0040,
        0x0011_0400_0801_5042,
        0x0000_0A00_0176_8104,
        0x0000_8000_8020_4009,
        0x2010_0041_4000_2001,
        0x9800_2002_8010_0080,
        0x1000_1000_8008_0080,
        0x0442_000A_0004_9020,
        0x2100_0400_8002_0080,
        0x0800_1204_0090_0148,
        0x0010_040A_0012_8541,
        0x2800_8040_0080_0030,
        0x1010_0020_0040_0041,
        0x4000_2000_1100_4100,
        0x0610_0084_1080_0800,
        0x0400_8024_0280_0800,
        0xC100_0200_8080_0400,
        0x0002_0008_0200_0401,
        0x0182_0858_8200_0401,
        0x0220_2040_0080_8000,
        0x2860_1000_4002_4022,
        0x0001_0020_0411_0040,
        0x9910_1042_000A_0020,
        0x0004_0800_0400_8080,
        0x0010_0400_0200_8080,
        0x2012_0048_8102_0004,
        0x8300_8424_4482_0011,
        0x0088_4038_8201_0200,
        0x0820_4000_8021_0100,
        0x0110_9100_40A0_0300,
        0x0801_1002_8008_0480,
        0x0242_0090_0820_0600,
        0x1002_0004_8950_0200,
        0x0040_8002_0001_0080,
        0x0091_8000_4100_0080,
        0x0000_2093_0048_8001,
        0x04C1_0024_1482_4001,
        0x0200_2000_0B00_1041,
        0x7000_1000_0420_0901,
        0x8002_0020_0410_0802,
        0x3001_0002_084C_0007,
        0x0888_2218_0081_3004,
        0x4000_0028_4084_0112,
    ],
    [
        0x1010_2002_004A_1420,
        0x0020_0102_2491_0040,
        0x4090_008A_00C0_288C,
        0x0008_2181_2402_0100,
        0x4002_0210_0010_0000,
        0x8C01_1002_1080_2300,
        0x8014_0A01_0422_1010,
        0x4840_1088_0B08_2002,
        0x0A03_5A18_0800_8401,
        0x4030_2004_04A1_8102,
        0x4180_0408_0089_0080,
        0x9B51_A404_0980_1400,
        0x3000_0404_2000_2002,
        0x2200_6088_0540_2048,
        0x0066_0201_8220_30C6,
        0x0000_2880_4802_9000,
        0x1005_00A0_8C10_0200,
        0x0204_0008_1004_0050,
        0x8042_0230_0082_0008,
        0x0022_0260_2080_1054,
        0x5002_0004_0094_0C02,
        0x0921_0022_0101_0140,
        0x0289_4009_2410_0400,
        0x0081_0046_0500_8200,
        0x52AC_2180_4003_0400,
        0x1008_0CA4_0210_0200,
        0x0008_0412_0800_3020,
        0x8440_0400_0041_0020,
        0x80F0_8400_0A80_2000,
        0x0180_4100_0200_A200,
        0x0424_0C00_1101_0544,
        0x4004_0888_0042_00A0,
        0x1090_222A_0010_5010,
        0x0004_0104_0018_1002,
        0x024A_1044_1008_0808,
        0x0401_2008_0003_0050,
        0x0004_2002_0008_2080,
        0x3080_8112_011F_0080,
        0x0408_7204_0400_8086,
        0xA241_8200_4222_0100,
        0x00C8_1482_2022_0822,
        0x0000_8884_5004_2008,
        0x0002_0010_4810_0410,
        0x4120_4040_1040_0200,
        0x0800_0101_2400_2201,
        0x0020_8400_8020_8200,
        0x2920_2200_8100_4600,
        0x4204_8102_0020_8200,
        0x4061_0082_2020_0010,
        0x4002_0200_8454_2000,
        0x8920_2084_00D8_0010,
        0x1200_0000_4202_0808,
        0x1020_1242_10C3_0008,
        0x0080_40C2_0C05_0000,
        0x0360_0810_0104_C020,
        0x0128_6808_2080_2020,
        0x0982_0104_2184_0460,
        0x8003_02C4_0488_2818,
        0x0000_0001_4A00_9040,
        0x0028_0280_0420_8810,
        0x0000_06B0_4010_C300,
        0x0000_0010_0408_0820,
        0x0202_4088_A105_0202,
        0x0862_1808_0819_8860,
    ],
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Variant;
    use crate::square::Square;
    use crate::variant::{Options, VariantId};

    fn chess_rays() -> Vec<[u64; 8]> {
        let v = Variant::get(VariantId::CHESS, Options::default()).expect("chess");
        let ray = |sq: u8, d: usize| v.tables.ray(0, Square(sq), d).iter().fold(0u64, |acc, s| acc | 1 << s.0);
        (0..64).map(|sq| std::array::from_fn(|d| ray(sq, d))).collect()
    }

    /// Every lookup agrees with the scan, for the arrangements of each
    /// square's blockers and with pieces beyond them.
    fn agrees_with_scan(rays: &[[u64; 8]], m: &Magics) {
        let mut rng = Rng(7);
        for (sq, r) in rays.iter().enumerate() {
            for _ in 0..200 {
                let occupied = rng.next() & rng.next();
                for (group, dirs) in [ORTHOGONAL, DIAGONAL].into_iter().enumerate() {
                    let found = m.attacks(group, Square(sq as u8), occupied);
                    assert_eq!(found, scan(r, dirs, occupied), "group {group}, square {sq}, {occupied:#x}");
                }
            }
        }
    }

    #[test]
    fn the_8x8_factors_are_the_ones_used_and_lookups_equal_the_scan() {
        let rays = chess_rays();
        let m = Magics::build(&rays).expect("tables");
        for (g, entries) in m.squares.iter().enumerate() {
            let used: Vec<u64> = entries.iter().map(|e| e.factor).collect();
            assert_eq!(used, FACTORS_8X8[g], "group {g}: a kept factor failed");
        }
        agrees_with_scan(&rays, &m);
    }

    #[test]
    fn without_kept_factors_the_search_finds_them() {
        // A 7×7 corner of the chess board's rays: 49 squares, no kept factors.
        let rays = chess_rays();
        let keep = |sq: usize| sq % 8 < 7 && sq / 8 < 7;
        let to_7x7 = |set: u64| {
            (0..64).filter(|&s| keep(s) && set >> s & 1 != 0).fold(0u64, |acc, s| acc | 1 << (s / 8 * 7 + s % 8))
        };
        let small: Vec<[u64; 8]> = (0..64).filter(|&s| keep(s)).map(|s| rays[s].map(to_7x7)).collect();
        let m = Magics::build(&small).expect("tables");
        agrees_with_scan(&small, &m);
    }
}
