//! The position: pieces on squares, side to move, rights and counters, the
//! state of the turn in progress, and an incrementally kept Zobrist hash.

use crate::bitboards::{PieceWords, ONE_WORD_PIECES};
use crate::geometry::Frame;
pub use crate::moves::PartInfo;
use crate::piece::{Piece, PieceKind, MAX_KINDS};
use crate::square::{Bits256, Color, Square};
use crate::variant::{CastlingRule, TurnRule, VariantOf};
use crate::zobrist::{self, keys};

/// A game's rules, over a `Position` (the rules' data and its hooks:
/// `crate::variant`).
pub type Variant = VariantOf<Position>;

/// A game's special rules as functions over a `Position`.
pub type Hooks = crate::variant::Hooks<Position>;

/// Up to [`MOST_PARTS`] en-passant squares (a turn of several moves can make
/// several double steps), each with the square its pawn landed on: the
/// square an en-passant capture empties. A straight double step lands one
/// step beyond its passed square; Berolina's slanting one beside that.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct EpSquares {
    squares: [Square; MOST_PARTS],
    landings: [Square; MOST_PARTS],
    len: u8,
}

impl EpSquares {
    /// The passed squares, in order.
    pub fn as_slice(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }
    /// Adds a passed square and its pawn's landing square, keeping the
    /// passed squares in order.
    pub fn push(&mut self, passed: Square, landing: Square) {
        let len = self.len as usize;
        if len < MOST_PARTS && !self.as_slice().contains(&passed) {
            let at = self.as_slice().iter().take_while(|&&s| s < passed).count();
            for i in (at..len).rev() {
                self.squares[i + 1] = self.squares[i];
                self.landings[i + 1] = self.landings[i];
            }
            self.squares[at] = passed;
            self.landings[at] = landing;
            self.len += 1;
        }
    }
    /// The en-passant square a double step gives: the one it passed.
    pub fn push_double_step(&mut self, step: &PartInfo) {
        self.push(step.passed_square(), step.mv.key_squares().1);
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn contains(&self, sq: Square) -> bool {
        self.as_slice().contains(&sq)
    }
    /// The square the pawn that passed `passed` landed on.
    pub fn landing_of(&self, passed: Square) -> Option<Square> {
        self.as_slice().iter().position(|&s| s == passed).map(|i| self.landings[i])
    }
    /// The passed squares with their landing squares.
    pub fn pairs(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.as_slice().iter().copied().zip(self.landings.iter().copied())
    }
    /// These squares less `sq`.
    pub fn without(&self, sq: Square) -> EpSquares {
        let mut out = EpSquares::default();
        for (s, landing) in self.pairs().filter(|&(s, _)| s != sq) {
            out.push(s, landing);
        }
        out
    }
}

pub use crate::limits::MOST_PARTS;

/// The turn in progress.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TurnState {
    /// This turn is a single move (the seventh field `s`): White's first
    /// turn, or a Chess2 response turn.
    pub single_only: bool,
    /// This turn has this many moves, fewer than the turn rule's (the
    /// seventh field's digit: White's first turn where a definition's
    /// `firstTurnMoves` is between 1 and `movesPerTurn`); 0: the rule's own.
    pub short: u8,
    /// Parts played so far in this turn.
    pub parts: u8,
    /// The player may end the turn now.
    pub may_end: bool,
    /// A capture or pawn move happened this turn (for turn-counted clocks).
    pub progress: bool,
    /// Up to [`MOST_PARTS`] parts (Three-Prong, a definition's consecutive
    /// moves); every one is needed at the turn's end (each double step gives
    /// en passant).
    pub played: [Option<PartInfo>; MOST_PARTS],
}

impl TurnState {
    pub fn fresh(single_only: bool) -> TurnState {
        TurnState { single_only, short: 0, parts: 0, may_end: false, progress: false, played: [None; MOST_PARTS] }
    }
    /// The parts played so far, in order.
    pub fn played(&self) -> impl Iterator<Item = &PartInfo> {
        self.played.iter().flatten()
    }
}

pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) board: [Option<Piece>; 256],
    pub(crate) occ: [Bits256; 2],
    /// Per FIDE piece, its squares below 64 as one word: the whole board on
    /// the games with one-word tables (`crate::bitboards`), which read it.
    /// On boards of 65 to 128 squares with the FIDE kinds alone
    /// (`SquareSets::kind_words`): per kind, its squares of either colour
    /// as two words ([`Position::kind_set`]), which the counts read.
    pub(crate) by_piece: PieceWords,
    pub(crate) counts: [[u8; MAX_KINDS]; 2],
    /// The royal king's square per side (games with check).
    pub(crate) king: [Option<Square>; 2],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    pub(crate) ep: EpSquares,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) turn: TurnState,
    /// The side to move may turn its guard-born pieces into this kind (a
    /// pending guard flip).
    pub(crate) guard_flip: Option<PieceKind>,
    pub(crate) hold: Hold,
    pub(crate) hash: u64,
}

/// Copy-make copies the position at every node of perft and of the search.
/// Natively that is `memmove`. In wasm a copy of known size is `memory.copy`,
/// which V8 runs as a call out of the compiled code; the engine's module is
/// built with copies of up to 64 stores inlined instead (scripts/wasm.sh).
/// An earlier copy in SIMD lanes here became one `memory.copy` again with a
/// newer compiler (BENCHMARKS.md, "Past the reference").
impl Clone for Position {
    #[inline]
    fn clone(&self) -> Self {
        // `..*self` moves each field out of a shared reference: it compiles
        // only while every field is `Copy`.
        Position { ..*self }
    }
}

impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        std::ptr::eq(self.variant, o.variant)
            && self.board == o.board
            && self.side == o.side
            && self.castling == o.castling
            && self.ep == o.ep
            && self.halfmove == o.halfmove
            && self.fullmove == o.fullmove
            && self.turn == o.turn
            && self.guard_flip == o.guard_flip
            && self.hold == o.hold
            && self.hash == o.hash
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl Position {
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }
    pub fn turn(&self) -> &TurnState {
        &self.turn
    }
    pub fn ep_squares(&self) -> &[Square] {
        self.ep.as_slice()
    }
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }
    pub fn hold(&self) -> Hold {
        self.hold
    }
    pub fn pending_guard_flip(&self) -> Option<PieceKind> {
        self.guard_flip
    }
    pub fn occupied_by(&self, c: Color) -> Bits256 {
        self.occ[c.index()]
    }
    pub fn count(&self, c: Color, kind: PieceKind) -> u32 {
        self.counts[c.index()][kind.index()] as u32
    }
    /// Number of pieces of a side.
    pub fn piece_count(&self, c: Color) -> u32 {
        self.occ[c.index()].count()
    }
    pub fn royal_square(&self, c: Color) -> Option<Square> {
        self.king[c.index()]
    }
    /// The most moves this turn may have: one in a single-move turn, the
    /// position's own number in a short turn, else the turn rule's.
    pub fn moves_this_turn(&self) -> u8 {
        match self.turn {
            TurnState { single_only: true, .. } => 1,
            TurnState { short: 2.., .. } => self.turn.short,
            _ => self.variant.turn_rule.most_parts(),
        }
    }
    /// A turn has begun (parts played) and is not finished.
    pub fn turn_in_progress(&self) -> bool {
        self.turn.parts > 0
    }

    /// An empty board of `variant`, White to move, with its hash.
    pub(crate) fn empty(variant: &'static Variant) -> Position {
        let mut pos = Position {
            variant,
            board: [None; 256],
            occ: [Bits256::EMPTY; 2],
            by_piece: [0; ONE_WORD_PIECES],
            counts: [[0; MAX_KINDS]; 2],
            king: [None; 2],
            side: Color::White,
            castling: 0,
            ep: EpSquares::default(),
            halfmove: 0,
            fullmove: 1,
            turn: TurnState::fresh(false),
            guard_flip: None,
            hold: Hold::None,
            hash: 0,
        };
        pos.hash = keys().castling[0] ^ turn_key(&pos.turn) ^ hold_key(Hold::None);
        pos
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(p);
        self.occ[p.color().index()].insert(sq);
        let (i, bit) = self.piece_word(sq, p);
        if let Some(w) = self.by_piece.get_mut(i) {
            *w |= bit;
        }
        self.counts[p.color().index()][p.kind().index()] += 1;
        self.hash ^= zobrist::piece_square(p.index(), sq.index());
        self.track_king(sq, p);
    }

    /// The word of `by_piece` that holds `p` on `sq`, and its bit there
    /// (no bit when the word does not hold that square).
    #[inline(always)]
    fn piece_word(&self, sq: Square, p: Piece) -> (usize, u64) {
        if self.variant.square_sets.kind_words {
            (p.kind().index() * 2 + (sq.0 >> 6) as usize, 1 << (sq.0 & 63))
        } else {
            (p.index(), low_bit(sq))
        }
    }

    /// The squares of `kind`'s pieces of either colour, on a board whose
    /// positions keep them (`SquareSets::kind_words`).
    #[inline]
    pub(crate) fn kind_set(&self, kind: PieceKind) -> Bits256 {
        debug_assert!(self.variant.square_sets.kind_words);
        let i = kind.index() * 2;
        Bits256([self.by_piece[i], self.by_piece[i + 1], 0, 0])
    }

    /// Keeps the royal king's square when `p` arrives on `sq`.
    #[inline(always)]
    fn track_king(&mut self, sq: Square, p: Piece) {
        if p.kind() == PieceKind::KING && self.variant.royal_check {
            self.king[p.color().index()] = Some(sq);
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.index()].take()?;
        self.occ[p.color().index()].remove(sq);
        let (i, bit) = self.piece_word(sq, p);
        if let Some(w) = self.by_piece.get_mut(i) {
            *w &= !bit;
        }
        self.counts[p.color().index()][p.kind().index()] -= 1;
        self.hash ^= zobrist::piece_square(p.index(), sq.index());
        Some(p)
    }

    /// `remove(from)` then `put(to, p)` for the piece `p` on `from` and an
    /// empty `to`, in one pass: the counts stay as they are, and each set
    /// and the hash change once for both squares.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square, p: Piece) {
        debug_assert!(self.board[from.index()] == Some(p) && self.board[to.index()].is_none());
        self.board[from.index()] = None;
        self.board[to.index()] = Some(p);
        let occ = &mut self.occ[p.color().index()];
        occ.remove(from);
        occ.insert(to);
        if self.variant.square_sets.kind_words {
            for sq in [from, to] {
                let (i, bit) = self.piece_word(sq, p);
                self.by_piece[i] ^= bit;
            }
        } else if let Some(w) = self.by_piece.get_mut(p.index()) {
            *w ^= low_bit(from) | low_bit(to);
        }
        self.hash ^= zobrist::piece_square(p.index(), from.index()) ^ zobrist::piece_square(p.index(), to.index());
        self.track_king(to, p);
    }

    #[inline]
    pub(crate) fn set_castling(&mut self, rights: u8) {
        let k = keys();
        self.hash ^= k.castling[self.castling as usize] ^ k.castling[rights as usize];
        self.castling = rights;
    }

    pub(crate) fn set_ep(&mut self, ep: EpSquares) {
        let k = keys();
        for s in self.ep.as_slice() {
            self.hash ^= k.ep[s.index()];
        }
        self.ep = ep;
        for s in self.ep.as_slice() {
            self.hash ^= k.ep[s.index()];
        }
    }

    pub(crate) fn set_guard_flip(&mut self, flip: Option<PieceKind>) {
        self.hash ^= flip_key(self.guard_flip) ^ flip_key(flip);
        self.guard_flip = flip;
    }

    pub(crate) fn set_hold(&mut self, hold: Hold) {
        self.hash ^= hold_key(self.hold) ^ hold_key(hold);
        self.hold = hold;
    }

    /// Replaces the turn state, keeping the hash in step.
    pub(crate) fn set_turn(&mut self, turn: TurnState) {
        self.hash ^= turn_key(&self.turn) ^ turn_key(&turn);
        self.turn = turn;
    }

    /// The other side is to move.
    pub(crate) fn pass_turn(&mut self) {
        self.side = self.side.other();
        self.hash ^= keys().black_to_move;
    }

    /// The hash computed from scratch (tests compare it with the kept one).
    pub fn compute_hash(&self) -> u64 {
        let k = keys();
        let mut h = 0;
        for sq in self.variant.geometry.squares() {
            if let Some(p) = self.board[sq.index()] {
                h ^= zobrist::piece_square(p.index(), sq.index());
            }
        }
        if self.side == Color::Black {
            h ^= k.black_to_move;
        }
        h ^= k.castling[self.castling as usize];
        for s in self.ep.as_slice() {
            h ^= k.ep[s.index()];
        }
        h ^ flip_key(self.guard_flip) ^ hold_key(self.hold) ^ turn_key(&self.turn)
    }

    /// The kept piece sets (`by_piece`) equal those built from the board.
    pub fn piece_sets_match_board(&self) -> bool {
        let mut rebuilt = Position::empty(self.variant);
        for sq in self.variant.geometry.squares() {
            if let Some(p) = self.board[sq.index()] {
                rebuilt.put(sq, p);
            }
        }
        rebuilt.by_piece == self.by_piece
    }

    /// Do the king and rook of this castling right stand on their squares?
    pub fn castling_possible(&self, rule: &CastlingRule) -> bool {
        self.piece_at(rule.king_from) == Some(Piece::new(rule.color, PieceKind::KING))
            && self
                .piece_at(rule.rook_from)
                .is_some_and(|p| p.color() == rule.color && rule.rook_kinds.contains(p.kind()))
    }

    /// Could `mover` just have made a pawn double step over the empty square
    /// `sq`? See [`Position::double_step_landing`].
    pub fn double_step_passed(&self, sq: Square, mover: Color) -> bool {
        self.double_step_landing(sq, mover, None).is_ok()
    }

    /// Where `mover`'s pawn landed by a double step over the empty square
    /// `sq`: a square one step beyond it (straight, or slanting for pawns
    /// that step so, as Berolina's) holding such a pawn, which came from the
    /// square as far before, by a double step its pawns may make there. That
    /// square is empty, unless another move of the turn filled it. `written`:
    /// the landing square the position string gives, else the only one that
    /// fits. Err(true): two fit, and the string must say which.
    pub fn double_step_landing(&self, sq: Square, mover: Color, written: Option<Square>) -> Result<Square, bool> {
        let geo = &self.variant.geometry;
        let pawn = Piece::new(mover, PieceKind::PAWN);
        if self.piece_at(sq).is_some() {
            return Err(false);
        }
        let mut found = None;
        for dx in [0, -1, 1] {
            let (Some(to), Some(from)) = (
                geo.shift(sq, dx, mover.forward(), Frame::PLAIN, false),
                geo.shift(sq, -dx, -mover.forward(), Frame::PLAIN, false),
            ) else {
                continue;
            };
            let fits = written.is_none_or(|w| w == to)
                && (self.piece_at(from).is_none() || matches!(self.variant.turn_rule, TurnRule::Consecutive { .. }))
                && self.piece_at(to) == Some(pawn)
                && self.variant.tables.cond_quiet(pawn, from).iter().any(|c| c.to == to);
            if fits {
                if found.is_some() {
                    return Err(true);
                }
                found = Some(to);
            }
        }
        found.ok_or(false)
    }

    /// The en-passant squares as the position string writes them: each with
    /// its landing square when that is not straight beyond it.
    pub(crate) fn ep_written(&self) -> Vec<(Square, Option<Square>)> {
        let mover = self.side.other();
        let straight = |sq| self.variant.geometry.shift(sq, 0, mover.forward(), Frame::PLAIN, false);
        self.ep.pairs().map(|(sq, landing)| (sq, (straight(sq) != Some(landing)).then_some(landing))).collect()
    }

    /// Keeps only the en-passant squares an enemy pawn could capture onto
    /// (the right exists only then; this keeps repetition exact).
    pub(crate) fn relevant_ep(&self, ep: EpSquares) -> EpSquares {
        let mut out = EpSquares::default();
        for (sq, landing) in ep.pairs() {
            if self.ep_capturable(sq) {
                out.push(sq, landing);
            }
        }
        out
    }

    /// Could a pawn of the side to move capture onto `sq`?
    pub fn ep_capturable(&self, sq: Square) -> bool {
        let capturer = Piece::new(self.side, PieceKind::PAWN);
        if let Some(bb) = self.variant.bitboards() {
            // The same attack tables, as one-word sets.
            return bb.attacked_from(capturer, sq) & crate::bitboards::of_piece(&self.by_piece, capturer) != 0;
        }
        self.variant
            .tables
            .attackers_of(sq)
            .iter()
            .any(|&(from, mask)| mask >> capturer.index() & 1 != 0 && self.piece_at(from) == Some(capturer))
    }
}

fn flip_key(flip: Option<PieceKind>) -> u64 {
    match flip {
        Some(f) => keys().flip[(f == PieceKind::FERZ) as usize],
        None => 0,
    }
}

fn hold_key(h: Hold) -> u64 {
    let k = &keys().hold;
    match h {
        Hold::None => 0,
        Hold::Big(c) => k[c.index()],
        Hold::Little(c) => k[2 + c.index()],
    }
}

/// The turn state's share of the hash: mid-turn positions differ from
/// turn-start positions, and by the parts already played.
fn turn_key(t: &TurnState) -> u64 {
    let k = keys();
    let mut h = if t.single_only { k.single_only } else { 0 };
    if t.short > 0 {
        h ^= k.short[t.short as usize % MOST_PARTS];
    }
    h ^= k.parts[(t.parts as usize).min(MOST_PARTS)];
    for (i, p) in t.played().enumerate() {
        let (from, to) = p.mv.key_squares();
        h ^= k.part_from[from.index()] ^ k.part_to[to.index()];
        if p.captured.is_some() {
            h ^= k.part_captured.rotate_left(i as u32 + 1);
        }
    }
    if t.may_end && t.parts > 0 {
        h = h.rotate_left(1);
    }
    h
}

/// A square's bit in a one-word set, or no bit for squares from 64 on.
#[inline]
fn low_bit(sq: Square) -> u64 {
    1u64.checked_shl(sq.0 as u32).unwrap_or(0)
}

/// A King Hold: which king is held, and on which board (frame) it may no
/// longer move. A held king moves, and attacks, only in the other frame.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Hold {
    #[default]
    None,
    /// This colour's king may not make Big-board moves (frame 1): it moves
    /// only on the Little board (frame 0).
    Big(Color),
    /// Sibahi: this colour's king may not make Little-board moves: it moves
    /// only on the Big board (frame 1).
    Little(Color),
}

impl Hold {
    /// The held king's colour and the one frame it still moves in.
    #[inline]
    pub fn held(self) -> Option<(Color, usize)> {
        match self {
            Hold::None => None,
            Hold::Big(c) => Some((c, 0)),
            Hold::Little(c) => Some((c, 1)),
        }
    }
}
