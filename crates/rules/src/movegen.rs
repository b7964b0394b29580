//! Move generation for single moves, attack detection, and applying a move
//! to the board. Turn rules (how moves make up a turn) live in `turn.rs`.

use crate::geometry::Frame;
use crate::moves::{Move, MoveList};
use crate::piece::{Piece, PieceKind};
use crate::position::{PartInfo, Position};
use crate::square::{Bits256, Color, Square};
use crate::tables::DIRECTIONS;

impl Position {
    /// Every pseudo-legal move of the side to move: moves that follow the
    /// pieces' movement, ignoring whether the own king is left attacked.
    pub fn pseudo_moves(&self, list: &mut MoveList) {
        let us = self.side;
        let them = us.other();
        let v = self.variant;
        let t = &v.tables;
        let enemy = self.occ[them.index()];
        let own = self.occ[us.index()];
        // A held king (King Hold) steps only in the frame it keeps.
        let held = self.held_king(us);
        for from in own.iter() {
            let Some(piece) = self.board[from.index()] else {
                continue;
            };
            let kind = piece.kind();
            if let Some((king, frame)) = held.filter(|&(k, _)| k == from) {
                for &to in t.king_steps_in_frame(frame, king) {
                    if !own.contains(to) {
                        list.push(Move::normal(from, to));
                    }
                }
                continue;
            }
            // Pawn-like pieces have no unconditional targets, so no promotion here.
            for &to in t.both(piece, from) {
                if !own.contains(to) {
                    list.push(Move::normal(from, to));
                }
            }
            let mut dirs = t.slide_dirs(kind);
            if dirs != 0 {
                let all_dirs = dirs;
                for frame in 0..t.frames() {
                    dirs = all_dirs;
                    while dirs != 0 {
                        let d = dirs.trailing_zeros() as usize;
                        dirs &= dirs - 1;
                        for &to in t.ray(frame, from, d) {
                            match self.board[to.index()] {
                                None => list.push(Move::normal(from, to)),
                                Some(p) => {
                                    if p.color() != us {
                                        list.push(Move::normal(from, to));
                                    }
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            if t.has_conds(kind) {
                for c in t.cond(piece, from) {
                    if !own.contains(c.to) && c.via().iter().any(|v| self.board[v.index()].is_none()) {
                        list.push(Move::normal(from, c.to));
                    }
                }
            }
            if kind.is_pawn_like() {
                for &to in t.quiet(piece, from) {
                    if self.board[to.index()].is_none() {
                        self.push_move(list, piece, from, to);
                    }
                }
                for &to in t.capture(piece, from) {
                    if enemy.contains(to) {
                        self.push_move(list, piece, from, to);
                    }
                }
                for c in t.cond_quiet(piece, from) {
                    if self.board[c.to.index()].is_none() && c.via().iter().all(|v| self.board[v.index()].is_none()) {
                        list.push(Move::DoubleStep { from, to: c.to });
                    }
                }
            }
        }
        self.en_passant_moves(list);
        self.castling_moves(list);
        if let Some(special_moves) = v.hooks.special_moves {
            special_moves(self, list);
        }
    }

    /// Adds a move, or one move per promotion choice when it promotes.
    #[inline]
    fn push_move(&self, list: &mut MoveList, piece: Piece, from: Square, to: Square) {
        if piece.kind().is_pawn_like() && self.variant.tables.promotes_on(piece, to) {
            for &p in &self.variant.promotions {
                list.push(Move::Normal { from, to, promo: Some(p) });
            }
        } else {
            list.push(Move::normal(from, to));
        }
    }

    fn en_passant_moves(&self, list: &mut MoveList) {
        let pawn = Piece::new(self.side, PieceKind::Pawn);
        for &ep in self.ep.as_slice() {
            for &(from, mask) in self.variant.tables.attackers_of(ep) {
                if mask >> pawn.index() & 1 != 0 && self.board[from.index()] == Some(pawn) {
                    list.push(Move::EnPassant { from, to: ep });
                }
            }
        }
    }

    fn castling_moves(&self, list: &mut MoveList) {
        if self.castling == 0 {
            return;
        }
        let them = self.side.other();
        for rule in &self.variant.castling {
            if rule.color != self.side || self.castling & rule.bit == 0 {
                continue;
            }
            if rule.empty.iter().any(|s| self.board[s.index()].is_some()) {
                continue;
            }
            if rule.king_path.iter().any(|&s| self.is_attacked(s, them)) {
                continue;
            }
            list.push(Move::Castle { king: rule.king_from, to: rule.king_to });
        }
    }

    /// The square of the pawn an en-passant capture onto `ep` takes.
    #[inline]
    pub fn ep_victim(&self, ep: Square, capturer: Color) -> Option<Square> {
        self.variant.geometry.shift(ep, 0, -capturer.forward(), Frame::PLAIN, false)
    }

    /// `color`'s king when a King Hold keeps it to one frame: its square
    /// and the frame it still moves and attacks in.
    #[inline]
    pub(crate) fn held_king(&self, color: Color) -> Option<(Square, usize)> {
        match self.hold.held() {
            Some((c, frame)) if c == color => Some((self.king[c.index()]?, frame)),
            _ => None,
        }
    }

    /// Is `sq` attacked by a piece of colour `by`? Looks outward from the
    /// square with each movement the opponent has.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attacked_through(sq, by, None)
    }

    /// The squares of `by`'s pieces that attack `sq`.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        let mut found = Vec::new();
        self.attacks_on(sq, by, None, &mut |from| {
            if !found.contains(&from) {
                found.push(from);
            }
            false
        });
        found
    }

    /// `is_attacked` with `vacated` treated as empty by sliding attacks (a
    /// king stepping away along a line does not block it).
    fn attacked_through(&self, sq: Square, by: Color, vacated: Option<Square>) -> bool {
        self.attacks_on(sq, by, vacated, &mut |_| true)
    }

    /// Shows `seen` each of `by`'s pieces that attack `sq` (a slider's
    /// line treating `vacated` as empty) until it answers true; returns
    /// whether it did.
    /// (One copy for every caller: `seen` is called only on a find.)
    fn attacks_on(&self, sq: Square, by: Color, vacated: Option<Square>, seen: &mut dyn FnMut(Square) -> bool) -> bool {
        let t = &self.variant.tables;
        // A held king attacks only the squares it may move to.
        let held = self.held_king(by);
        let held_square = held.map(|(k, _)| k);
        for &(from, mask) in t.attackers_of(sq) {
            if let Some(p) = self.board[from.index()] {
                if p.color() == by && mask >> p.index() & 1 != 0 && Some(from) != held_square && seen(from) {
                    return true;
                }
            }
        }
        if t.conds_present {
            for (from, c, mask) in t.cond_attackers_of(sq) {
                if let Some(p) = self.board[from.index()] {
                    if p.color() == by
                        && mask >> p.index() & 1 != 0
                        && c.via().iter().any(|v| self.board[v.index()].is_none())
                        && seen(*from)
                    {
                        return true;
                    }
                }
            }
        }
        if t.sliders_present {
            for frame in 0..t.frames() {
                for d in 0..8 {
                    for &s in t.ray(frame, sq, d) {
                        if let Some(p) = self.board[s.index()].filter(|_| Some(s) != vacated) {
                            if p.color() == by && t.slide_dirs(p.kind()) >> d & 1 != 0 && seen(s) {
                                return true;
                            }
                            break;
                        }
                    }
                }
            }
        }
        if let Some((k, frame)) = held {
            return t.king_steps_in_frame(frame, k).contains(&sq) && seen(k);
        }
        false
    }

    /// Is `color`'s royal king attacked? (Never, in games without check.)
    #[inline]
    pub fn is_in_check(&self, color: Color) -> bool {
        match self.king[color.index()] {
            Some(k) if self.variant.royal_check => self.is_attacked(k, color.other()),
            _ => false,
        }
    }

    /// Own pieces that stand alone between the king and an enemy slider.
    fn pinned(&self, us: Color) -> Bits256 {
        let mut pinned = Bits256::EMPTY;
        let t = &self.variant.tables;
        let Some(k) = self.king[us.index()] else {
            return pinned;
        };
        for frame in 0..t.frames() {
            for d in 0..DIRECTIONS.len() {
                let mut blocker = None;
                for &s in t.ray(frame, k, d) {
                    let Some(p) = self.board[s.index()] else {
                        continue;
                    };
                    match blocker {
                        None if p.color() == us => blocker = Some(s),
                        None => break,
                        Some(b) => {
                            if p.color() != us && t.slide_dirs(p.kind()) >> d & 1 != 0 {
                                pinned.insert(b);
                            }
                            break;
                        }
                    }
                }
            }
        }
        pinned
    }

    /// Would the mover's king be safe after `m`?
    #[inline]
    pub fn king_safe_after(&self, m: Move) -> bool {
        let mut next = self.clone();
        next.apply_move(m);
        !next.is_in_check(self.side)
    }

    /// Moves of the side to move that are legal as single moves: the mover's
    /// royal king is not attacked afterwards (every pseudo move in games
    /// without check).
    pub fn legal_moves(&self, list: &mut MoveList) {
        self.pseudo_moves(list);
        self.retain_king_safe(list);
    }

    /// Drops the moves of `list` (pseudo moves of the side to move) after
    /// which the mover's king is attacked.
    pub fn retain_king_safe(&self, list: &mut MoveList) {
        if let Some(check) = self.king_safety() {
            list.retain(|m| check.is_safe(self, *m));
        }
    }

    /// Is any move of `list` (pseudo moves of the side to move) king-safe?
    /// Stops at the first one.
    pub fn any_king_safe(&self, list: &MoveList) -> bool {
        match self.king_safety() {
            Some(check) => list.iter().any(|m| check.is_safe(self, *m)),
            None => !list.is_empty(),
        }
    }

    /// What the king-safety test needs to know once per position; `None`
    /// when every move is safe (no royal king).
    pub(crate) fn king_safety(&self) -> Option<KingSafety> {
        let us = self.side;
        let king = self.king[us.index()].filter(|_| self.variant.royal_check)?;
        let t = &self.variant.tables;
        // Without conditional attacks, and when a king's move has no
        // after-effects on attacks (a hold), a king step is judged by
        // looking at its destination, and only pinned pieces and en passant
        // need make-and-test when the king is not in check.
        let simple = !t.conds_present && self.variant.hooks.after_king_move.is_none();
        let fast = simple && !self.is_attacked(king, us.other());
        let pinned = if fast && t.sliders_present { self.pinned(us) } else { Bits256::EMPTY };
        Some(KingSafety { king, simple, fast, pinned })
    }

    /// Applies one move to the board: captures, promotion, castling's rook,
    /// castling rights and the variant's after-effects (its hooks). Side to
    /// move, en passant and counters belong to the turn rules.
    pub(crate) fn apply_move(&mut self, m: Move) -> PartInfo {
        let us = self.side;
        let v = self.variant;
        let (from, to, promo) = match m {
            Move::Normal { from, to, promo } => (from, to, promo),
            Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to, None),
            Move::Castle { king, to } => (king, to, None),
            Move::GuardFlip { .. } | Move::Morph { .. } | Move::Transform { .. } => {
                return match v.hooks.apply_special {
                    Some(apply) => apply(self, m),
                    // Only generated moves are applied, and only games with
                    // the hook generate special moves.
                    None => PartInfo { mv: m, piece: Piece::new(us, PieceKind::Pawn), captured: None },
                };
            }
        };
        let piece = match self.board[from.index()] {
            Some(p) => p,
            // Only generated moves are applied; an empty origin means a caller
            // bypassed validation. Leave the board unchanged.
            None => return PartInfo { mv: m, piece: Piece::new(us, PieceKind::Pawn), captured: None },
        };
        let captured = if let Move::EnPassant { .. } = m {
            self.ep_victim(to, us).and_then(|s| self.remove(s).map(|p| (s, p)))
        } else {
            self.remove(to).map(|p| (to, p))
        };
        self.remove(from);
        self.put(to, promo.map_or(piece, |k| Piece::new(us, k)));
        if let Move::Castle { .. } = m {
            if let Some(rule) = v.castling.iter().find(|r| r.color == us && r.king_from == from && r.king_to == to) {
                if let Some(rook) = self.remove(rule.rook_from) {
                    self.put(rule.rook_to, rook);
                }
            }
        }
        if self.castling != 0 {
            let lost = v.castle_mask[from.index()] | v.castle_mask[to.index()];
            if self.castling & lost != 0 {
                self.set_castling(self.castling & !lost);
            }
        }
        let info = PartInfo { mv: m, piece, captured };
        if let Some(after) = v.hooks.after_move {
            after(self, &info);
        }
        if piece.kind() == PieceKind::King {
            if let Some(after) = v.hooks.after_king_move {
                after(self, &info);
            }
        }
        info
    }
}

/// The per-position facts of the king-safety test (see `Position::king_safety`).
pub(crate) struct KingSafety {
    king: Square,
    simple: bool,
    fast: bool,
    pinned: Bits256,
}

impl KingSafety {
    #[inline]
    pub(crate) fn is_safe(&self, pos: &Position, m: Move) -> bool {
        match m {
            Move::Normal { from, to, .. } if self.simple && from == self.king => {
                !pos.attacked_through(to, pos.side.other(), Some(self.king))
            }
            Move::Normal { from, .. } | Move::DoubleStep { from, .. }
                if self.fast && from != self.king && !self.pinned.contains(from) =>
            {
                true
            }
            // Castling, en passant (it removes a second piece), and the
            // special actions (they change pieces) are tested by making them.
            _ => pos.king_safe_after(m),
        }
    }
}
