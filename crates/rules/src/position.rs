//! The position: pieces on squares, side to move, rights and counters, the
//! state of the turn in progress, and an incrementally kept Zobrist hash.

use crate::error::{quote, RulesError};
use crate::limits::{check_len, MAX_COUNTER, MAX_POSITION_LEN};
use crate::moves::Move;
use crate::piece::{Piece, PieceKind, KIND_COUNT};
use crate::square::{Bits256, Color, Square};
use crate::variant::{SeventhField, Variant};
use crate::zobrist::{self, keys};

/// Up to three en-passant squares (Two-Prong and Three-Prong turns can make
/// several double steps).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct EpSquares {
    squares: [Square; 3],
    len: u8,
}

impl EpSquares {
    pub fn as_slice(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }
    pub fn push(&mut self, sq: Square) {
        if (self.len as usize) < 3 && !self.as_slice().contains(&sq) {
            self.squares[self.len as usize] = sq;
            self.len += 1;
            self.squares[..self.len as usize].sort();
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn contains(&self, sq: Square) -> bool {
        self.as_slice().contains(&sq)
    }
}

/// Two Boards' King Hold: which king is held, and on which board it may no
/// longer move.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Hold {
    #[default]
    None,
    /// This colour's king may make only Little-board moves.
    Big(Color),
    /// Sibahi: this colour's king may make only Big-board moves.
    Little(Color),
}

/// What a played part did, kept so the rest of the turn can be judged.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PartInfo {
    pub mv: Move,
    /// The piece as it stood before the move (before any promotion).
    pub piece: Piece,
    /// The captured piece and its square (differs from `mv.to` en passant).
    pub captured: Option<(Square, Piece)>,
}

/// The turn in progress.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TurnState {
    /// This turn is a single move (the seventh field `s`): White's first
    /// turn, or a Chess2 response turn.
    pub single_only: bool,
    /// Parts played so far in this turn.
    pub parts: u8,
    /// The player may end the turn now.
    pub may_end: bool,
    /// A capture or pawn move happened this turn (for turn-counted clocks).
    pub progress: bool,
    /// Up to three parts (Three-Prong); every one is needed at the turn's
    /// end (each double step gives en passant).
    pub played: [Option<PartInfo>; 3],
}

impl TurnState {
    pub fn fresh(single_only: bool) -> TurnState {
        TurnState { single_only, parts: 0, may_end: false, progress: false, played: [None; 3] }
    }
    /// The parts played so far, in order.
    pub fn played(&self) -> impl Iterator<Item = &PartInfo> {
        self.played.iter().flatten()
    }
}

#[derive(Clone)]
pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) board: [Option<Piece>; 256],
    pub(crate) occ: [Bits256; 2],
    pub(crate) counts: [[u8; KIND_COUNT]; 2],
    /// The royal king's square per side (games with check).
    pub(crate) king: [Option<Square>; 2],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    pub(crate) ep: EpSquares,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) turn: TurnState,
    /// Dual Chess: the side to move may turn its guard-born pieces into this kind.
    pub(crate) flip: Option<PieceKind>,
    pub(crate) hold: Hold,
    pub(crate) hash: u64,
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
            && self.flip == o.flip
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
    pub fn pending_flip(&self) -> Option<PieceKind> {
        self.flip
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
    /// A turn has begun (parts played) and is not finished.
    pub fn turn_in_progress(&self) -> bool {
        self.turn.parts > 0
    }

    fn empty(variant: &'static Variant) -> Position {
        Position {
            variant,
            board: [None; 256],
            occ: [Bits256::EMPTY; 2],
            counts: [[0; KIND_COUNT]; 2],
            king: [None; 2],
            side: Color::White,
            castling: 0,
            ep: EpSquares::default(),
            halfmove: 0,
            fullmove: 1,
            turn: TurnState::fresh(false),
            flip: None,
            hold: Hold::None,
            hash: 0,
        }
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(p);
        self.occ[p.color().index()].insert(sq);
        self.counts[p.color().index()][p.kind().index()] += 1;
        self.hash ^= zobrist::piece_square(p.index(), sq.index());
        if p.kind() == PieceKind::King && self.variant.royal_check {
            self.king[p.color().index()] = Some(sq);
        }
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.index()].take()?;
        self.occ[p.color().index()].remove(sq);
        self.counts[p.color().index()][p.kind().index()] -= 1;
        self.hash ^= zobrist::piece_square(p.index(), sq.index());
        Some(p)
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

    pub(crate) fn set_flip(&mut self, flip: Option<PieceKind>) {
        let k = keys();
        if let Some(f) = self.flip {
            self.hash ^= k.flip[(f == PieceKind::Ferz) as usize];
        }
        self.flip = flip;
        if let Some(f) = self.flip {
            self.hash ^= k.flip[(f == PieceKind::Ferz) as usize];
        }
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

    pub(crate) fn flip_side(&mut self) {
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
        if let Some(f) = self.flip {
            h ^= k.flip[(f == PieceKind::Ferz) as usize];
        }
        h ^ hold_key(self.hold) ^ turn_key(&self.turn)
    }

    /// The start position of a variant.
    pub fn start(variant: &'static Variant) -> Position {
        // The start strings are part of the program and tested.
        match Position::from_fen(variant, variant.start) {
            Ok(p) => p,
            Err(e) => unreachable!("start position of {} does not parse: {e}", variant.name),
        }
    }

    /// Reads a position string (see RULES.md, "Common to all five").
    ///
    /// Fields: placement, side to move, castling, en passant, half-move
    /// clock, turn number and the seventh field. The trailing three may be
    /// left out (clock 0, turn 1, seventh field `-`, or `d` for the
    /// double-move games), so 4 to 7 fields are read.
    pub fn from_fen(variant: &'static Variant, fen: &str) -> Result<Position, RulesError> {
        let bad = |m: String| RulesError::BadPosition(m);
        check_len(fen, MAX_POSITION_LEN, "a position string", RulesError::BadPosition)?;
        let geo = &variant.geometry;
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 4 || fields.len() > 7 {
            return Err(bad(format!(
                "expected 4 to 7 space-separated fields (placement, side, castling, en passant, then optionally \
                 the half-move clock, the turn number and {}), found {}",
                if variant.seventh == SeventhField::None { "'-'" } else { "the turn field" },
                fields.len()
            )));
        }
        let mut pos = Position::empty(variant);
        pos.hash = keys().castling[0] ^ turn_key(&pos.turn) ^ hold_key(Hold::None);
        pos.read_placement(fields[0])?;
        for c in Color::BOTH {
            let kings = pos.count(c, PieceKind::King);
            if variant.royal_check && kings != 1 {
                return Err(bad(format!("{c} must have exactly one king, found {kings}")));
            }
        }

        // Side to move.
        match fields[1] {
            "w" => {}
            "b" => pos.flip_side(),
            s => return Err(bad(format!("side to move must be 'w' or 'b', found {}", quote(s)))),
        }

        // Castling rights.
        let mut rights = 0u8;
        if fields[2] != "-" {
            for ch in fields[2].chars() {
                let rule = variant
                    .castling
                    .iter()
                    .find(|r| r.fen_char == ch)
                    .ok_or_else(|| bad(format!("castling right '{ch}' does not exist in {}", variant.name)))?;
                let king = Piece::new(rule.color, PieceKind::King);
                let rook = Piece::new(rule.color, PieceKind::Rook);
                if pos.piece_at(rule.king_from) != Some(king) || pos.piece_at(rule.rook_from) != Some(rook) {
                    return Err(bad(format!(
                        "castling right '{ch}' needs the {} king on {} and a rook on {}",
                        rule.color.name().to_lowercase(),
                        geo.square_name(rule.king_from),
                        geo.square_name(rule.rook_from)
                    )));
                }
                if rights & rule.bit != 0 {
                    return Err(bad(format!("castling right '{ch}' given twice")));
                }
                rights |= rule.bit;
            }
        }
        pos.set_castling(rights);

        // En passant squares.
        if fields[3] != "-" {
            if !variant.en_passant {
                return Err(bad(format!("{} has no en passant; the field must be '-'", variant.name)));
            }
            // One square per double step a turn can make: Two-Prong two,
            // Three-Prong three, the other games one (RULES.md §1.5, §2.4).
            let most = match variant.turn_rule {
                crate::variant::TurnRule::Prong { max } => max as usize,
                _ => 1,
            };
            let mut ep = EpSquares::default();
            for (n, name) in fields[3].split(',').enumerate() {
                if n >= most {
                    return Err(bad(format!(
                        "{} en-passant squares given, but a turn of {} makes at most {most} double step{}",
                        fields[3].split(',').count(),
                        variant.name,
                        if most == 1 { "" } else { "s" }
                    )));
                }
                let sq = geo
                    .parse_square(name)
                    .ok_or_else(|| bad(format!("{} is not an en-passant square of this board", quote(name))))?;
                if ep.contains(sq) {
                    return Err(bad(format!("en-passant square {name} given twice")));
                }
                let mover = pos.side.other();
                let pawn_sq = geo.shift(sq, 0, mover.forward(), crate::geometry::Frame::PLAIN, false);
                let behind = geo.shift(sq, 0, -mover.forward(), crate::geometry::Frame::PLAIN, false);
                let ok = pos.piece_at(sq).is_none()
                    && pawn_sq.and_then(|s| pos.piece_at(s)) == Some(Piece::new(mover, PieceKind::Pawn))
                    && behind.is_some_and(|s| pos.piece_at(s).is_none());
                if !ok {
                    return Err(bad(format!(
                        "en-passant square {name} is not behind a {} pawn that just made a double step",
                        mover.name().to_lowercase()
                    )));
                }
                ep.push(sq);
            }
            pos.set_ep(pos.relevant_ep(ep));
        }

        // Clocks: whole numbers up to MAX_COUNTER.
        let number = |i: usize, what: &str, default: u32| -> Result<u32, RulesError> {
            let Some(t) = fields.get(i) else { return Ok(default) };
            if !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad(format!("{what} must be a whole number, found {}", quote(t))));
            }
            match t.parse::<u32>() {
                Ok(n) if n <= MAX_COUNTER => Ok(n),
                _ => Err(bad(format!("{what} may be at most {MAX_COUNTER}, found {}", quote(t)))),
            }
        };
        pos.halfmove = number(4, "the half-move clock", 0)?;
        pos.fullmove = number(5, "the turn number", 1)?;
        if pos.fullmove == 0 {
            return Err(bad("the turn number starts at 1".into()));
        }

        // The seventh field.
        let seventh = fields.get(6).copied();
        match (variant.seventh, seventh) {
            (SeventhField::None, None | Some("-")) => {}
            (SeventhField::None, Some(t)) => {
                return Err(bad(format!("{} has no seventh field, found {}", variant.name, quote(t))));
            }
            (SeventhField::TurnKind, None | Some("d")) => {}
            (SeventhField::TurnKind, Some("s")) => pos.set_turn(TurnState::fresh(true)),
            (SeventhField::TurnKind, Some(t)) => {
                return Err(bad(format!(
                    "the seventh field must be 's' (single-move turn) or 'd', found {}",
                    quote(t)
                )));
            }
            (SeventhField::GuardFlip, None | Some("-")) => {}
            (SeventhField::GuardFlip, Some(t @ ("=W" | "=F"))) => {
                let kind = if t == "=W" { PieceKind::Wazir } else { PieceKind::Ferz };
                let from = if kind == PieceKind::Wazir { PieceKind::Ferz } else { PieceKind::Wazir };
                if pos.count(pos.side, from) == 0 {
                    return Err(bad(format!(
                        "a pending flip {t} needs a {} of the side to move to turn",
                        from.name().to_lowercase()
                    )));
                }
                pos.set_flip(Some(kind));
            }
            (SeventhField::GuardFlip, Some(t)) => {
                return Err(bad(format!("the seventh field must be '=W', '=F' or '-', found {}", quote(t))));
            }
            (SeventhField::KingHold, None | Some("-")) => {}
            (SeventhField::KingHold, Some(t)) => {
                let hold = match t {
                    "hw" => Hold::Big(Color::White),
                    "hb" => Hold::Big(Color::Black),
                    "lw" => Hold::Little(Color::White),
                    "lb" => Hold::Little(Color::Black),
                    _ => {
                        return Err(bad(format!("the seventh field must be hw, hb, lw, lb or '-', found {}", quote(t))))
                    }
                };
                pos.validate_hold(hold)?;
                pos.set_hold(hold);
            }
        }

        if variant.turn_rule == crate::variant::TurnRule::DoubleNoCheck {
            crate::variants::double_double::validate(&pos)?;
        }
        if variant.royal_check {
            let mover = pos.side.other();
            if pos.is_in_check(mover) {
                return Err(bad(format!(
                    "{mover} is in check but it is {}'s turn: the king of the side that just moved cannot be attacked",
                    pos.side
                )));
            }
        }
        debug_assert_eq!(pos.hash, pos.compute_hash());
        Ok(pos)
    }

    /// Reads the placement field: ranks from the top, `/` between them,
    /// runs of empty squares as decimal numbers, `*` for missing squares.
    /// Every rank must have exactly the board's width.
    fn read_placement(&mut self, placement: &str) -> Result<(), RulesError> {
        let bad = |m: String| RulesError::BadPosition(m);
        let variant = self.variant;
        let geo = &variant.geometry;
        let width = geo.width as usize;
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != geo.height as usize {
            return Err(bad(format!("the board has {} ranks, the placement has {}", geo.height, ranks.len())));
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = geo.height - 1 - i as u8;
            let rank_name = rank as u32 + 1;
            let too_long =
                || bad(format!("rank {rank_name} {} is longer than the board's {width} files", quote(rank_text)));
            // Squares of this rank read so far (never more than `width`).
            let mut file = 0usize;
            let bytes = rank_text.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                let c = bytes[i];
                if c.is_ascii_digit() {
                    // A run of empty squares: never more than the rest of the rank.
                    let start = i;
                    let mut n = 0usize;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        n = n * 10 + (bytes[i] - b'0') as usize;
                        i += 1;
                        if n > width - file {
                            return Err(too_long());
                        }
                    }
                    if n == 0 {
                        return Err(bad(format!(
                            "rank {rank_name}: an empty run of 0 squares ({})",
                            quote(&rank_text[start..i])
                        )));
                    }
                    for f in file..file + n {
                        if !geo.exists(geo.square(f as u8, rank)) {
                            return Err(bad(format!(
                                "rank {rank_name}: square {}{rank_name} does not exist on this board (write '*')",
                                geo.files[f]
                            )));
                        }
                    }
                    file += n;
                    continue;
                }
                if file >= width {
                    return Err(too_long());
                }
                let sq = geo.square(file as u8, rank);
                if c == b'*' {
                    if geo.exists(sq) {
                        return Err(bad(format!(
                            "rank {rank_name}: '*' marks a missing square, but {}{rank_name} exists",
                            geo.files[file]
                        )));
                    }
                } else {
                    let ch = rank_text[i..].chars().next().unwrap_or('?');
                    let piece = Piece::from_fen_char(ch)
                        .filter(|p| variant.kinds.contains(&p.kind()))
                        .ok_or_else(|| bad(format!("rank {rank_name}: '{ch}' is not a piece of {}", variant.name)))?;
                    if !geo.exists(sq) {
                        return Err(bad(format!(
                            "rank {rank_name}: a piece on {}{rank_name}, which does not exist",
                            geo.files[file]
                        )));
                    }
                    if piece.kind().is_pawn_like() && variant.tables.promotes_on(piece, sq) {
                        return Err(bad(format!(
                            "a {} pawn on {}, its promotion rank",
                            piece.color().name().to_lowercase(),
                            geo.square_name(sq)
                        )));
                    }
                    self.put(sq, piece);
                }
                file += 1;
                i += 1;
            }
            if file != width {
                return Err(bad(format!("rank {rank_name} has {file} squares, the board is {width} wide")));
            }
        }
        Ok(())
    }

    fn validate_hold(&self, hold: Hold) -> Result<(), RulesError> {
        let geo = &self.variant.geometry;
        let (held, big) = match hold {
            Hold::None => return Ok(()),
            Hold::Big(c) => (c, true),
            Hold::Little(c) => (c, false),
        };
        if !self.variant.king_hold || (!big && !self.variant.options.sibahi) {
            return Err(RulesError::BadPosition(
                "this game has no such king hold (the Sibahi Little hold is an option)".into(),
            ));
        }
        let (Some(a), Some(b)) = (self.king[0], self.king[1]) else {
            return Err(RulesError::BadPosition("a king hold needs both kings".into()));
        };
        let cell = |s: Square| {
            let (f, r) = (geo.file_of(s), geo.rank_of(s));
            if big {
                (f / 4, r / 4)
            } else {
                (f % 4, r % 4)
            }
        };
        if cell(a) != cell(b) {
            return Err(RulesError::BadPosition(format!(
                "the {} king is held, but the kings do not share a {} square",
                held.name().to_lowercase(),
                if big { "Big" } else { "Little" }
            )));
        }
        Ok(())
    }

    /// Keeps only the en-passant squares an enemy pawn could capture onto
    /// (the right exists only then; this keeps repetition exact).
    pub(crate) fn relevant_ep(&self, ep: EpSquares) -> EpSquares {
        let mut out = EpSquares::default();
        let capturer = Piece::new(self.side, PieceKind::Pawn);
        for &sq in ep.as_slice() {
            let t = &self.variant.tables;
            if t.attackers_of(sq)
                .iter()
                .any(|&(from, mask)| mask >> capturer.index() & 1 != 0 && self.piece_at(from) == Some(capturer))
            {
                out.push(sq);
            }
        }
        out
    }

    /// Writes the position string.
    pub fn to_fen(&self) -> String {
        let geo = &self.variant.geometry;
        let mut s = String::new();
        for rank in (0..geo.height).rev() {
            let mut run = 0;
            for file in 0..geo.width {
                let sq = geo.square(file, rank);
                let content = if !geo.exists(sq) { Some('*') } else { self.piece_at(sq).map(|p| p.fen_char()) };
                match content {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(c);
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.side == Color::White { 'w' } else { 'b' });
        s.push(' ');
        if self.castling == 0 {
            s.push('-');
        } else {
            for r in &self.variant.castling {
                if self.castling & r.bit != 0 {
                    s.push(r.fen_char);
                }
            }
        }
        s.push(' ');
        if self.ep.is_empty() {
            s.push('-');
        } else {
            let names: Vec<String> = self.ep.as_slice().iter().map(|&q| geo.square_name(q)).collect();
            s.push_str(&names.join(","));
        }
        s.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        match self.variant.seventh {
            SeventhField::None => {}
            SeventhField::TurnKind => s.push_str(if self.turn.single_only { " s" } else { " d" }),
            SeventhField::GuardFlip => s.push_str(match self.flip {
                Some(PieceKind::Wazir) => " =W",
                Some(_) => " =F",
                None => " -",
            }),
            SeventhField::KingHold => s.push_str(match self.hold {
                Hold::None => " -",
                Hold::Big(Color::White) => " hw",
                Hold::Big(Color::Black) => " hb",
                Hold::Little(Color::White) => " lw",
                Hold::Little(Color::Black) => " lb",
            }),
        }
        s
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
    h ^= k.parts[t.parts.min(3) as usize];
    for (i, p) in t.played().enumerate() {
        h ^= k.part_from[p.mv.from.index()] ^ k.part_to[p.mv.to.index()];
        if p.captured.is_some() {
            h ^= k.part_captured.rotate_left(i as u32 + 1);
        }
    }
    if t.may_end && t.parts > 0 {
        h = h.rotate_left(1);
    }
    h
}
