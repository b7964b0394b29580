//! Move generation for single moves, attack detection, and applying a move
//! to the board. Turn rules (how moves make up a turn) live in `turn.rs`.

use crate::bitboards::{of_piece, squares_of, word, Bitboards};
use crate::geometry::Frame;
use crate::moves::{Move, MoveList};
use crate::piece::{Piece, PieceKind};
use crate::position::{PartInfo, Position};
use crate::square::{Bits256, Color, Square};
use crate::tables::{directions, ASCENDING, DIRECTIONS};
use crate::walks;
use crate::wide_counts::{Plan, SliderSets, WideCounts};

impl Position {
    /// Every pseudo-legal move of the side to move: moves that follow the
    /// pieces' movement, ignoring whether the own king is left attacked.
    pub fn pseudo_moves(&self, list: &mut MoveList) {
        let own = self.occ[self.side.index()];
        for from in own.iter() {
            if let Some(piece) = self.board[from.index()] {
                self.piece_moves_walking(from, piece, list);
            }
        }
        self.whole_board_moves(list, None);
    }

    /// The moves that are not one piece's own movement: en passant,
    /// castling and the game's special actions.
    /// (`sliders`: the opponent's slider sets when already worked out.)
    fn whole_board_moves(&self, list: &mut MoveList, sliders: Option<&[u64; 8]>) {
        // Tested here: in wasm the call is the cost, and most positions
        // have no en passant square.
        if !self.ep.is_empty() {
            self.en_passant_moves(list);
        }
        self.castling_moves(list, sliders);
        if let Some(special_moves) = self.variant.hooks.special_moves {
            special_moves(self, list);
        }
    }

    /// The pseudo-legal moves of the piece on `from` (en passant and
    /// castling aside), given to `out`: a list, or a counter when only
    /// their number matters (perft's last ply). Walks aside, and a move a
    /// piece reaches two ways given twice: [`Position::piece_moves_walking`]
    /// adds and mends those where a game has them.
    #[inline(always)]
    fn piece_moves(&self, from: Square, piece: Piece, out: &mut impl MoveSink) {
        let us = self.side;
        let t = &self.variant.tables;
        let own = self.occ[us.index()];
        let kind = piece.kind();
        // A held king (King Hold) steps only in the frame it keeps.
        if let Some((king, frame)) = self.held_king(us).filter(|&(k, _)| k == from) {
            for &to in t.king_steps_in_frame(frame, king) {
                if !own.contains(to) {
                    out.push(Move::normal(from, to));
                }
            }
            return;
        }
        // Pawn-like pieces have no unconditional targets, so no promotion here.
        if let Some(bb) = self.variant.bitboards() {
            let mine = word(own);
            let occupied = mine | word(self.occ[us.other().index()]);
            let targets = bb.both(piece, from) | bb.slide_targets(from, t.slide_dirs(kind), occupied);
            out.push_targets(from, targets & !mine);
        } else {
            self.walked_moves(from, piece, out);
        }
        if t.has_conds(kind) {
            for c in t.cond(piece, from) {
                if !own.contains(c.to) && c.via().iter().any(|v| self.board[v.index()].is_none()) {
                    out.push(Move::normal(from, c.to));
                }
            }
        }
        if t.is_pawn_like(kind) {
            let enemy = self.occ[us.other().index()];
            for &to in t.quiet(piece, from) {
                if self.board[to.index()].is_none() {
                    self.push_move(out, piece, from, to);
                }
            }
            for &to in t.capture(piece, from) {
                if enemy.contains(to) {
                    self.push_move(out, piece, from, to);
                }
            }
            for c in t.cond_quiet(piece, from) {
                if self.board[c.to.index()].is_none() && c.via().iter().all(|v| self.board[v.index()].is_none()) {
                    // Only a pawn's initial leap passes a square en passant
                    // takes on; one into the promotion zone promotes.
                    if kind == PieceKind::PAWN && !t.promotes_on(piece, c.to) {
                        out.push(Move::DoubleStep { from, to: c.to });
                    } else {
                        self.push_move(out, piece, from, c.to);
                    }
                }
            }
        }
    }

    /// [`Position::piece_moves`] and the piece's walks (a definition's
    /// riders, hoppers and lame leaps). The counting paths that call
    /// `piece_moves` alone run only where no piece walks: a game with
    /// walks judges every move by making it ([`Position::king_safety`]).
    #[inline(always)]
    fn piece_moves_walking(&self, from: Square, piece: Piece, out: &mut impl MoveSink) {
        let t = &self.variant.tables;
        if t.walks_present() || t.repeats_any() {
            for &m in self.defined_piece_moves(from, piece).iter() {
                out.push(m);
            }
        } else {
            self.piece_moves(from, piece, out);
        }
    }

    /// `piece_moves_walking` in a game with walks or a piece that reaches
    /// a square two ways (only definitions have them), listed: one copy,
    /// out of the built-in games' paths. A move reached two ways (`GFF`'s
    /// leap onto its ride, a walk onto a leap's square) is given once.
    #[cold]
    #[inline(never)]
    fn defined_piece_moves(&self, from: Square, piece: Piece) -> MoveList {
        let t = &self.variant.tables;
        let mut list = MoveList::new();
        self.piece_moves(from, piece, &mut list);
        if t.walks_present() && t.walks_kind(piece.kind()) {
            self.walk_moves(from, piece, &mut list, false);
        }
        if !t.repeats_kind(piece.kind()) {
            return list;
        }
        // A slide onto a pawn's double-step square is that double step
        // (which gives the en-passant right): one move.
        let mut i = 0;
        while i < list.len() {
            if let Move::DoubleStep { from, to } = list.as_slice()[i] {
                let slide = Move::Normal { from, to, promo: None };
                if list.iter().any(|m| *m == slide) {
                    // Each pass removes a move: it ends.
                    list.retain(|m| *m != slide);
                    i = 0;
                    continue;
                }
            }
            i += 1;
        }
        list.dedup_from(0);
        list
    }

    /// The moves of `piece` on `from` along the lines it walks
    /// ([`crate::walks`]); only captures when `captures_only`.
    #[inline(never)]
    pub(crate) fn walk_moves(&self, from: Square, piece: Piece, out: &mut impl MoveSink, captures_only: bool) {
        let t = &self.variant.tables;
        for line in t.walks(piece, from) {
            walks::targets(
                line,
                t.walk_squares(),
                t.walls(),
                &|s| self.board[s.index()].is_some(),
                &mut |to, capture| {
                    let own = self.board[to.index()].is_some_and(|p| p.color() == piece.color());
                    if !own && (capture || !captures_only) {
                        self.push_move(out, piece, from, to);
                    }
                },
            );
        }
    }

    /// Shows `seen` each walking piece of `by` that attacks `sq`
    /// (`vacated` counting as empty) until it answers true. Out of line:
    /// only definitions' games walk, and the attack test is everywhere.
    #[inline(never)]
    fn attacked_by_walks(
        &self,
        sq: Square,
        by: Color,
        vacated: Option<Square>,
        seen: &mut (impl FnMut(Square) -> bool + ?Sized),
    ) -> bool {
        let t = &self.variant.tables;
        if !t.walks_present() {
            return false;
        }
        let occupied = |s: Square| Some(s) != vacated && self.board[s.index()].is_some();
        for from in self.occ[by.index()].iter() {
            let Some(p) = self.board[from.index()].filter(|p| t.walks_kind(p.kind())) else { continue };
            if t.walks(p, from).iter().any(|l| walks::reaches(l, t.walk_squares(), t.walls(), sq, occupied))
                && seen(from)
            {
                return true;
            }
        }
        false
    }

    /// A piece's leaps, steps and slides on the boards without one-word
    /// masks. A count takes the leaps and steps from the 256-square sets
    /// (one bit count); a list walks the tables' target lists, and both
    /// walk the rays (on these boards' rays, with few pieces on them,
    /// walking measured faster than the sets).
    #[inline(always)]
    fn walked_moves(&self, from: Square, piece: Piece, out: &mut impl MoveSink) {
        let us = self.side;
        let t = &self.variant.tables;
        let own = self.occ[us.index()];
        if out.counts_only() {
            out.push_set(from, self.variant.square_sets().targets(piece, from).minus(&own));
        } else {
            for &to in t.both(piece, from) {
                if !own.contains(to) {
                    out.push(Move::normal(from, to));
                }
            }
        }
        let all_dirs = t.slide_dirs(piece.kind());
        if all_dirs != 0 {
            for frame in 0..t.frames() {
                for d in directions(all_dirs) {
                    for &to in t.ray(frame, from, d) {
                        match self.board[to.index()] {
                            None => out.push(Move::normal(from, to)),
                            Some(p) => {
                                if p.color() != us {
                                    out.push(Move::normal(from, to));
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds a move, or one move per promotion choice when it promotes.
    #[inline]
    fn push_move(&self, out: &mut impl MoveSink, piece: Piece, from: Square, to: Square) {
        let t = &self.variant.tables;
        if t.is_pawn_like(piece.kind()) && t.promotes_on(piece, to) {
            for &p in self.variant.promotions(piece.color()) {
                out.push(Move::Normal { from, to, promo: Some(p) });
            }
            if self.variant.promotion_optional() {
                out.push(Move::normal(from, to));
            }
        } else {
            out.push(Move::normal(from, to));
        }
    }

    pub(crate) fn en_passant_moves(&self, list: &mut MoveList) {
        let pawn = Piece::new(self.side, PieceKind::PAWN);
        // A passed square that a piece stands on gives no en passant (in
        // the middle of a Two-Prong turn the first half may have ended there).
        for &ep in self.ep.as_slice().iter().filter(|s| self.board[s.index()].is_none()) {
            for &(from, mask) in self.variant.tables.attackers_of(ep) {
                if mask >> pawn.index() & 1 != 0 && self.board[from.index()] == Some(pawn) {
                    list.push(Move::EnPassant { from, to: ep });
                }
            }
        }
    }

    fn castling_moves(&self, list: &mut MoveList, sliders: Option<&[u64; 8]>) {
        if self.castling == 0 {
            return;
        }
        let them = self.side.other();
        for rule in &self.variant.castling {
            if rule.color != self.side || self.castling & rule.bit == 0 {
                continue;
            }
            // Word by word into one value: as a set, the intersection went
            // through memory in wasm.
            let blocked = (0..4).fold(0, |any, i| any | rule.empty.0[i] & (self.occ[0].0[i] | self.occ[1].0[i]));
            if blocked != 0 {
                continue;
            }
            let computed;
            let sliders = match sliders {
                Some(s) => Some(s),
                None => {
                    computed = self.slider_sets(them);
                    computed.as_ref()
                }
            };
            if rule.king_path.iter().any(|&s| self.castling_path_attacked(s, them, sliders)) {
                continue;
            }
            list.push(Move::Castle { king: rule.king_from, to: rule.king_to });
        }
    }

    /// Is `sq`, on a castling king's path, attacked by `by`? With the
    /// lookup tables one expression, inline (a castling is looked for at
    /// every position with the rights: in wasm the calls of
    /// `attacked_through` cost more than the test); else `attacked_through`
    /// (the page's size-built module, without the tables, keeps only that).
    #[inline]
    fn castling_path_attacked(&self, sq: Square, by: Color, sliders: Option<&[u64; 8]>) -> bool {
        let lookup = self.variant.bitboards().filter(|_| cfg!(feature = "slide-tables"));
        if let (Some(bb), Some(along)) = (lookup, sliders) {
            let occupied = word(self.occ[0]) | word(self.occ[1]);
            if let Some(attacked) = self.attacked_by_lookup(bb, sq, by, occupied, along) {
                return attacked;
            }
        }
        self.attacked_through(sq, by, None, sliders)
    }

    /// The square of the pawn an en-passant capture onto `ep` takes: where
    /// the pawn that passed it landed (straight behind `ep`, as the
    /// capturer sees it, unless the position says otherwise).
    #[inline]
    pub fn ep_victim(&self, ep: Square, capturer: Color) -> Option<Square> {
        match self.ep.landing_of(ep) {
            Some(landing) => Some(landing),
            None => self.variant.geometry.shift(ep, 0, -capturer.forward(), Frame::PLAIN, false),
        }
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
        self.attacked_through(sq, by, None, None)
    }

    /// The squares of `by`'s pieces that attack `sq`.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        let mut found = Vec::new();
        let mut note = |from: Square| {
            if !found.contains(&from) {
                found.push(from);
            }
            false
        };
        // As `dyn`, like the checkers' note in `pins_and_resolving`: one
        // more copy of the attack test, not one per caller.
        let note: &mut dyn FnMut(Square) -> bool = &mut note;
        self.attacked_by_steps(sq, by, note);
        self.attacked_by_slides(sq, by, None, None, note);
        self.attacked_by_walks(sq, by, None, note);
        found
    }

    /// `is_attacked` with `vacated` treated as empty by sliding attacks (a
    /// king stepping away along a line does not block it), given `by`'s
    /// [`slider_sets`](Self::slider_sets) when they are at hand.
    fn attacked_through(&self, sq: Square, by: Color, vacated: Option<Square>, sliders: Option<&[u64; 8]>) -> bool {
        self.attacked_by_steps(sq, by, &mut any_attacker)
            || self.attacked_by_slides(sq, by, vacated, sliders, &mut any_attacker)
            || (self.variant.tables.walks_present() && self.attacked_by_walks(sq, by, vacated, &mut any_attacker))
    }

    /// On one-word boards, per direction, `by`'s pieces that slide in it:
    /// worked out once where several squares are tested.
    fn slider_sets(&self, by: Color) -> Option<[u64; 8]> {
        self.variant.bitboards().map(|bb| bb.sliders(&self.by_piece, by))
    }

    /// Shows `seen` each piece of `by` that attacks `sq` without sliding
    /// (leaps and steps, conditional leaps, a held king's steps) until it
    /// answers true; returns whether it did. (`seen` is generic, so the
    /// plain attack test compiles to the bare loop.)
    fn attacked_by_steps(&self, sq: Square, by: Color, seen: &mut (impl FnMut(Square) -> bool + ?Sized)) -> bool {
        let t = &self.variant.tables;
        // A held king attacks only the squares it may move to.
        let held = self.held_king(by);
        let held_square = held.map(|(k, _)| k);
        if let Some(bb) = self.variant.bitboards().filter(|_| held.is_none()) {
            if !bb.stepper_near(sq, word(self.occ[by.index()])) {
                return false;
            }
            // Per stepping kind, its pieces on the squares it attacks `sq` from.
            for &kind in bb.stepping_kinds() {
                let piece = Piece::new(by, kind);
                if squares_of(bb.attacked_from(piece, sq) & of_piece(&self.by_piece, piece)).any(&mut *seen) {
                    return true;
                }
            }
            return false;
        }
        let sets = self.variant.square_sets();
        let theirs = &self.occ[by.index()];
        for from in sets.steppers_near(sq, theirs).iter() {
            if let Some(p) = self.board[from.index()] {
                if sets.steps_onto(p, from, sq) && Some(from) != held_square && seen(from) {
                    return true;
                }
            }
        }
        if t.conds_present && sets.cond_near(sq, theirs) {
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
        held.is_some_and(|(k, frame)| t.king_steps_in_frame(frame, k).contains(&sq) && seen(k))
    }

    /// Shows `seen` each slider of `by` that attacks `sq` along a line
    /// (`vacated` counting as empty) until it answers true.
    fn attacked_by_slides(
        &self,
        sq: Square,
        by: Color,
        vacated: Option<Square>,
        sliders: Option<&[u64; 8]>,
        seen: &mut (impl FnMut(Square) -> bool + ?Sized),
    ) -> bool {
        let t = &self.variant.tables;
        if !t.sliders_present {
            return false;
        }
        if let Some(bb) = self.variant.bitboards() {
            let mut occupied = word(self.occ[0]) | word(self.occ[1]);
            if let Some(v) = vacated {
                occupied &= !(1 << v.0);
            }
            let computed;
            let sliders = match sliders {
                Some(s) => s,
                None => {
                    computed = bb.sliders(&self.by_piece, by);
                    &computed
                }
            };
            if let Some(found) = bb.slider_attackers(sq, sliders, occupied) {
                return squares_of(found).any(seen);
            }
            for (d, &along) in sliders.iter().enumerate() {
                if bb.ray(sq, d) & along == 0 {
                    continue;
                }
                if let Some(s) = bb.blocker(sq, d, occupied).filter(|s| along >> s.0 & 1 != 0) {
                    if seen(s) {
                        return true;
                    }
                }
            }
            return false;
        }
        let sets = self.variant.square_sets();
        let mut occupied = self.occ[0].union(self.occ[1]);
        if let Some(v) = vacated {
            occupied.remove(v);
        }
        for frame in 0..t.frames() {
            for d in 0..DIRECTIONS.len() {
                let Some(s) = sets.first_on_ray(frame, sq, d, &occupied) else {
                    continue;
                };
                if let Some(p) = self.board[s.index()] {
                    if p.color() == by && t.slide_dirs(p.kind()) >> d & 1 != 0 && seen(s) {
                        return true;
                    }
                }
            }
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

    /// In one look along the lines from `us`'s king on `king`: `None` when
    /// an enemy slider checks it, else the own pieces that stand alone
    /// between it and an enemy slider (pinned).
    /// (`sliders`: the enemy's [`slider_sets`](Self::slider_sets).)
    fn slide_check_or_pins(&self, us: Color, king: Square, sliders: Option<&[u64; 8]>) -> Option<Bits256> {
        let mut pinned = Bits256::EMPTY;
        let t = &self.variant.tables;
        if !t.sliders_present {
            return Some(pinned);
        }
        if let (Some(bb), Some(sliders)) = (self.variant.bitboards(), sliders) {
            let occupied = word(self.occ[0]) | word(self.occ[1]);
            for (d, &along) in sliders.iter().enumerate() {
                if bb.ray(king, d) & along == 0 {
                    continue;
                }
                let Some(b) = bb.blocker(king, d, occupied) else {
                    continue;
                };
                if along >> b.0 & 1 != 0 {
                    return None;
                }
                if self.occ[us.index()].contains(b) && bb.blocker(b, d, occupied).is_some_and(|s| along >> s.0 & 1 != 0)
                {
                    pinned.insert(b);
                }
            }
            return Some(pinned);
        }
        let sets = self.variant.square_sets();
        let occupied = self.occ[0].union(self.occ[1]);
        let slides = |s: Square, d: usize| {
            self.board[s.index()].is_some_and(|p| p.color() != us && t.slide_dirs(p.kind()) >> d & 1 != 0)
        };
        for frame in 0..t.frames() {
            for d in 0..DIRECTIONS.len() {
                let Some(b) = sets.first_on_ray(frame, king, d, &occupied) else {
                    continue;
                };
                if slides(b, d) {
                    return None;
                }
                if self.occ[us.index()].contains(b) {
                    let mut behind = occupied;
                    behind.remove(b);
                    if sets.first_on_ray(frame, king, d, &behind).is_some_and(|s| slides(s, d)) {
                        pinned.insert(b);
                    }
                }
            }
        }
        Some(pinned)
    }

    /// `us`'s pieces on the paths of conditional attacks on `us`'s king on
    /// `king` (a Hero's or Shaman's leap along a line of three squares, which
    /// needs one of them empty): leaving such a square may open the attack,
    /// so their moves are tested by making them, as a pinned piece's are.
    fn closing_cond_attacks(&self, us: Color, king: Square) -> Bits256 {
        let mut closing = Bits256::EMPTY;
        if !self.variant.tables.conds_present {
            return closing;
        }
        for (from, c, mask) in self.variant.tables.cond_attackers_of(king) {
            if self.board[from.index()].is_some_and(|p| p.color() != us && mask >> p.index() & 1 != 0) {
                for &v in c.via().iter().filter(|&&v| self.occ[us.index()].contains(v)) {
                    closing.insert(v);
                }
            }
        }
        closing
    }

    /// Would the mover's king be safe after `m` (and, in a game where checks
    /// are not allowed, the enemy's king too)?
    #[inline]
    pub fn king_safe_after(&self, m: Move) -> bool {
        let mut next = self.clone();
        next.apply_move(m);
        !next.is_in_check(self.side) && (self.variant.checks_allowed() || !next.is_in_check(self.side.other()))
    }

    /// Moves of the side to move that are legal as single moves: the mover's
    /// royal king is not attacked afterwards (every pseudo move in games
    /// without check).
    pub fn legal_moves(&self, list: &mut MoveList) {
        self.pseudo_moves(list);
        self.retain_king_safe(list);
        if self.variant.must_capture() {
            self.retain_captures_if_any(list);
        }
    }

    /// `count_legal_moves_except` by listing: where capturing is compulsory,
    /// whether a quiet move counts depends on every other move. Out of line
    /// and cold: inlined, it cost the counts of every other game (SquareSets'
    /// targets no longer inlined there: Dual Chess perft 5 took 7 % longer).
    #[cold]
    #[inline(never)]
    fn count_legal_moves_listed(&self, except: &Except) -> usize {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list.retain(|m| !except.excludes(m));
        list.len()
    }

    /// Where capturing is compulsory: the captures alone, when there is one.
    #[inline(never)]
    fn retain_captures_if_any(&self, list: &mut MoveList) {
        if list.iter().any(|&m| self.capture_square(m).is_some()) {
            list.retain(|&m| self.capture_square(m).is_some());
        }
    }

    /// The number of `legal_moves`, without listing those that need no
    /// test: when the king is not in check, a piece that is neither the
    /// king nor pinned is only counted (perft's bulk-counted last ply).
    pub fn count_legal_moves(&self) -> usize {
        self.count_legal_moves_except(&Except::NONE)
    }

    /// `count_legal_moves` leaving out the moves `except` names.
    pub(crate) fn count_legal_moves_except(&self, except: &Except) -> usize {
        if self.variant.must_capture() {
            return self.count_legal_moves_listed(except);
        }
        let mut careful = MoveList::new();
        // Built in place and borrowed: returned from a call and moved out of
        // the option, the facts were a 176-byte copy at every node.
        let facts = self.king_safety();
        let safety = match &facts {
            Some(s) if s.fast || s.resolving.is_some() => s,
            // No royal king (Double Move Double Chess): every pseudo move counts.
            None if except.to.is_empty() => return self.count_pseudo_moves(except, &mut careful),
            // In check, or a game whose king moves have after-effects.
            _ => {
                self.legal_moves(&mut careful);
                careful.retain(|m| !except.excludes(m));
                return careful.len();
            }
        };
        let count = match (self.variant.bitboards(), safety.resolving) {
            (Some(bb), Some(resolving)) => self.count_free_moves(bb, safety, resolving, except, &mut careful, true),
            _ if except.to.is_empty() => self.count_free_moves_walked(safety, except, &mut careful),
            // A destination left out: counted by listing.
            _ => {
                self.pseudo_moves(&mut careful);
                careful.retain(|m| !except.excludes(m) && safety.is_safe(self, *m));
                return careful.len();
            }
        };
        self.whole_board_moves(&mut careful, safety.sliders.as_ref());
        careful.retain(|m| !except.excludes(m) && safety.is_safe(self, *m));
        count + careful.len()
    }

    /// The pseudo moves from `from` to `to` (a Double Move Double Chess
    /// piece going straight back, which a count leaves out).
    pub(crate) fn pseudo_moves_between(&self, from: Square, to: Square, list: &mut MoveList) {
        if let Some(piece) = self.board[from.index()].filter(|p| p.color() == self.side) {
            self.piece_moves_walking(from, piece, list);
        }
        self.whole_board_moves(list, None);
        list.retain(|m| m.origin() == Some(from) && m.destination() == Some(to));
    }

    /// The number of pseudo moves from `from` to the empty `to`, found
    /// from the sets where [`Position::count_by_kind`] counts the piece
    /// there by sets and no whole-board move (castling, a special action)
    /// could make it; `None` elsewhere. (Walking the piece's rays for the
    /// one move back was a tenth of perft double-double 3.)
    pub(crate) fn count_moves_between(&self, from: Square, to: Square) -> Option<usize> {
        let counts = self.variant.square_sets().counts()?;
        let piece = self.board[from.index()].filter(|p| p.color() == self.side)?;
        let whole_board = self.castling != 0 || self.variant.hooks.special_moves.is_some();
        let Plan::Sets { leaps, slides } = counts.plan(piece.kind()) else {
            return None;
        };
        if whole_board || self.held_king(self.side).is_some_and(|(k, _)| k == from) || self.board[to.index()].is_some()
        {
            return None;
        }
        let sets = self.variant.square_sets();
        let mut n = (leaps && sets.targets(piece, from).contains(to)) as usize;
        if slides.is_some() {
            let t = &self.variant.tables;
            let occupied = self.occ[0].union(self.occ[1]);
            for frame in 0..t.frames() {
                for d in (0..DIRECTIONS.len()).filter(|&d| t.slide_dirs(piece.kind()) >> d & 1 != 0) {
                    // `to` on the ray, and no piece before it.
                    if sets.ray(frame, from, d).contains(to) {
                        let before = |b: Square| if ASCENDING >> d & 1 != 0 { b < to } else { b > to };
                        n += !sets.first_on_ray(frame, from, d, &occupied).is_some_and(before) as usize;
                    }
                }
            }
        }
        Some(n)
    }

    /// The pseudo moves `except` leaves in (no destination left out),
    /// counted: every move is legal (no royal king). Off one-word boards
    /// kind by kind ([`crate::wide_counts`]); else piece by piece.
    fn count_pseudo_moves(&self, except: &Except, careful: &mut MoveList) -> usize {
        let sets = self.variant.square_sets();
        // Only boards beyond one word have the counts (65 to 128 squares).
        let count = match sets.counts() {
            Some(counts) => self.count_by_kind(counts, except),
            None => {
                let mut count = MoveCount(0);
                for from in self.occ[self.side.index()].iter().filter(|&s| !except.from.contains(s)) {
                    if let Some(piece) = self.board[from.index()] {
                        self.piece_moves_walking(from, piece, &mut count);
                    }
                }
                count.0
            }
        };
        self.whole_board_moves(careful, None);
        careful.retain(|m| !except.excludes(m));
        count + careful.len()
    }

    /// The moves of the side to move's pieces not on `except.from`, counted
    /// kind by kind from the position's set per kind ([`Position::kind_set`]).
    fn count_by_kind(&self, counts: &WideCounts, except: &Except) -> usize {
        let us = self.side;
        let sets = self.variant.square_sets();
        let (own, enemy) = (self.occ[us.index()], self.occ[us.other().index()]);
        let occupied = own.union(enemy);
        let mine = own.minus(&except.from);
        let mut count = MoveCount(0);
        let mut sliders = SliderSets::default();
        let held = self.held_king(us).map(|(k, _)| k);
        let promotions = self.variant.promotion_moves(us);
        for &kind in &self.variant.kinds {
            let piece = Piece::new(us, kind);
            let mut set = self.kind_set(kind).intersect(&mine);
            // A held king (King Hold) walks: it moves in one frame only.
            if let Some(k) = held.filter(|&k| set.contains(k)) {
                set.remove(k);
                self.piece_moves_walking(k, piece, &mut count);
            }
            match counts.plan(kind) {
                _ if set.is_empty() => {}
                Plan::Pawns => count.0 += sets.pawns().count(piece, &set, &occupied, &enemy, promotions) as usize,
                Plan::Walk => {
                    for from in set.iter() {
                        self.piece_moves_walking(from, piece, &mut count);
                    }
                }
                Plan::Sets { leaps, slides } => {
                    if leaps {
                        for from in set.iter() {
                            count.push_set(from, sets.targets(piece, from).minus(&own));
                        }
                    }
                    if let Some(class) = slides {
                        sliders[class as usize] = sliders[class as usize].union(set);
                    }
                }
            }
        }
        count.0 + counts.count(&sliders, &occupied, &own) as usize
    }

    /// `count_legal_moves` elsewhere, when the king is not in check: the
    /// moves of the pieces that are neither the king nor pinned are counted
    /// square by square.
    #[inline(always)]
    fn count_free_moves_walked(&self, safety: &KingSafety, except: &Except, careful: &mut MoveList) -> usize {
        let mut count = MoveCount(0);
        for from in self.occ[self.side.index()].iter().filter(|&s| !except.from.contains(s)) {
            let Some(piece) = self.board[from.index()] else {
                continue;
            };
            if from == safety.king || safety.pinned.contains(from) {
                self.piece_moves(from, piece, careful);
            } else {
                self.piece_moves(from, piece, &mut count);
            }
        }
        count.0
    }

    /// `count_legal_moves` on a one-word board: the moves of the pieces
    /// that are neither the king nor pinned are counted kind by kind from
    /// masks, and so are the pinned pieces' (along their lines) and the
    /// king's (each destination tested) when `own_safety` (`safety` is this
    /// position's); what needs a test goes to `careful`.
    pub(crate) fn count_free_moves(
        &self,
        bb: &Bitboards,
        safety: &KingSafety,
        resolving: u64,
        except: &Except,
        careful: &mut MoveList,
        own_safety: bool,
    ) -> usize {
        let us = self.side;
        let t = &self.variant.tables;
        let mine = word(self.occ[us.index()]);
        let enemy = word(self.occ[us.other().index()]);
        let occupied = mine | enemy;
        let tested = word(safety.pinned) | 1 << safety.king.0;
        let promotions = self.variant.promotion_moves(us);
        let mut count = MoveCount(0);
        let word_except_to = word(except.to);
        let allowed = !mine & resolving & !word_except_to;
        let except = word(except.from);
        // In double check only the king moves.
        let mut left = if resolving == 0 { 0 } else { mine & !tested & !except };
        for &kind in &self.variant.kinds {
            let piece = Piece::new(us, kind);
            let set = of_piece(&self.by_piece, piece) & left;
            left &= !set;
            if t.is_pawn_like(kind) {
                count.0 += bb.count_pawn_moves(piece, set, occupied, enemy & allowed, allowed, promotions) as usize;
            } else if t.has_conds(kind) {
                // Conditional moves are counted by listing them.
                for from in squares_of(set) {
                    self.piece_moves(from, piece, careful);
                }
            } else {
                let dirs = t.slide_dirs(kind);
                for from in squares_of(set) {
                    count.push_targets(from, (bb.both(piece, from) | bb.slide_targets(from, dirs, occupied)) & allowed);
                }
            }
        }
        if !own_safety {
            // `safety` is another position's (a Two-Prong turn's start is
            // counted, the position after its first half judged): the king's
            // and the pinned pieces' moves are listed for that test.
            for from in squares_of(left | mine & tested & !except) {
                if let Some(piece) = self.board[from.index()] {
                    self.piece_moves(from, piece, careful);
                }
            }
            return count.0;
        }
        // A pinned piece moves along its line only (counted so, unless it
        // has conditional moves).
        let mut listed = left;
        for line in safety.pins.iter().filter(|&line| line & mine & except == 0) {
            let from = Square((line & mine).trailing_zeros() as u8);
            let Some(piece) = self.board[from.index()] else {
                continue;
            };
            let kind = piece.kind();
            let a = allowed & line;
            if t.is_pawn_like(kind) {
                count.0 += bb.count_pawn_moves(piece, 1 << from.0, occupied, enemy & a, a, promotions) as usize;
            } else if t.has_conds(kind) {
                listed |= 1 << from.0;
            } else {
                count.push_targets(
                    from,
                    (bb.both(piece, from) | bb.slide_targets(from, t.slide_dirs(kind), occupied)) & a,
                );
            }
        }
        // The king's steps, each destination tested (the king lifted off
        // the board, so no line through it is shut by itself).
        let king = safety.king;
        match self.board[king.index()].filter(|_| except >> king.0 & 1 == 0) {
            Some(piece)
                if safety.simple
                    && self.hold.held().is_none()
                    && t.slide_dirs(piece.kind()) == 0
                    && !t.has_conds(piece.kind()) =>
            {
                let sliders = safety.sliders.as_ref();
                for to in squares_of(bb.both(piece, king) & !mine & !word_except_to) {
                    count.0 += !self.attacked_in_word(bb, to, us.other(), king, sliders) as usize;
                }
            }
            Some(_) => listed |= 1 << king.0,
            None => {}
        }
        // Pieces of a kind the game does not list (none are expected) and
        // the rest of the tested ones: listed for the test.
        for from in squares_of(listed) {
            if let Some(piece) = self.board[from.index()] {
                self.piece_moves(from, piece, careful);
            }
        }
        count.0
    }

    /// On a one-word board, is `sq` attacked by `by`'s pieces, `vacated`
    /// counting as empty? (`sliders`: `by`'s slider sets.) `attacked_through`
    /// in one expression where the lookup tables are built.
    // Inlined in the engine's wasm, where V8 inlines no calls
    // (scripts/wasm.sh); the page's module, built for size, leaves it.
    #[cfg_attr(all(target_arch = "wasm32", feature = "slide-tables"), inline(always))]
    #[cfg_attr(not(all(target_arch = "wasm32", feature = "slide-tables")), inline)]
    fn attacked_in_word(
        &self,
        bb: &Bitboards,
        sq: Square,
        by: Color,
        vacated: Square,
        sliders: Option<&[u64; 8]>,
    ) -> bool {
        let occupied = (word(self.occ[0]) | word(self.occ[1])) & !(1 << vacated.0);
        let found = sliders.and_then(|along| self.attacked_by_lookup(bb, sq, by, occupied, along));
        found.unwrap_or_else(|| self.attacked_through(sq, by, Some(vacated), sliders))
    }

    /// On a one-word board with the lookup tables, is `sq` attacked by
    /// `by`'s pieces (`sliders`: their slider sets) on the board `occupied`?
    /// `None` without the tables, or when `by`'s king is held (it attacks
    /// in one frame only: the generic test).
    #[inline(always)]
    fn attacked_by_lookup(
        &self,
        bb: &Bitboards,
        sq: Square,
        by: Color,
        occupied: u64,
        sliders: &[u64; 8],
    ) -> Option<bool> {
        let hits = bb.slider_attackers(sq, sliders, occupied).filter(|_| self.held_king(by).is_none())?;
        Some(hits != 0 || bb.step_attackers(&self.by_piece, by, sq, word(self.occ[by.index()])) != 0)
    }

    /// Drops the moves of `list` (pseudo moves of the side to move) after
    /// which the mover's king is attacked.
    pub fn retain_king_safe(&self, list: &mut MoveList) {
        if let Some(check) = self.king_safety() {
            list.retain(|m| check.is_safe(self, *m));
        }
    }

    /// Is there a king-safe pseudo move that `except` does not exclude?
    /// Looks piece by piece and stops at the first one found: Chess2 asks
    /// this of every first move that needs a second, and listing every
    /// second move for it took 30 % of Chess2's search (BENCHMARKS.md).
    pub(crate) fn any_legal_move_except(&self, except: &Except) -> bool {
        let check = self.king_safety();
        let legal = |m: &Move| !except.excludes(m) && check.as_ref().is_none_or(|c| c.is_safe(self, *m));
        let mut list = MoveList::new();
        for from in self.occ[self.side.index()].iter() {
            let Some(piece) = self.board[from.index()].filter(|_| !except.from.contains(from)) else {
                continue;
            };
            list.clear();
            self.piece_moves_walking(from, piece, &mut list);
            if list.iter().any(legal) {
                return true;
            }
        }
        list.clear();
        self.whole_board_moves(&mut list, None);
        list.iter().any(legal)
    }

    /// What the king-safety test needs to know once per position; `None`
    /// when every move is safe (no royal king).
    #[inline(always)]
    pub(crate) fn king_safety(&self) -> Option<KingSafety> {
        let us = self.side;
        let king = self.king[us.index()].filter(|_| self.variant.royal_check)?;
        let t = &self.variant.tables;
        // Where a move may not give check, every move is judged by making
        // it too (`king_safe_after` looks at both kings).
        if t.walks_present() || t.repeats_any() || !self.variant.checks_allowed() {
            // Walks pin and check along any line, and a hurdle's move can
            // open or close one: every move is judged by making it. (So is
            // a piece that reaches a square two ways: its moves are listed,
            // each once, never counted from the tables.)
            return Some(KingSafety {
                king,
                simple: false,
                fast: false,
                pinned: Bits256::EMPTY,
                resolving: None,
                pins: PinLines::default(),
                sliders: None,
            });
        }
        // Without conditional attacks, and when a king's move has no
        // after-effects on attacks (a hold), a king step is judged by
        // looking at its destination, and only pinned pieces and en passant
        // need make-and-test when the king is not in check.
        let simple = !t.conds_present && self.variant.hooks.after_king_move.is_none();
        // Not in check (fast) and the pins, from one look along the lines.
        let sliders = self.slider_sets(us.other());
        if let (true, Some(bb), Some(along)) = (simple, self.variant.bitboards(), sliders.as_ref()) {
            let (pins, pinned, resolving) = self.pins_and_resolving(bb, king, along);
            return Some(KingSafety {
                king,
                simple,
                fast: resolving == !0,
                pinned: Bits256([pinned, 0, 0, 0]),
                resolving: Some(resolving),
                pins,
                sliders,
            });
        }
        // Not in check: then only the king (tested by making its moves where
        // they have after-effects), pieces pinned to a line, and pieces that
        // close a conditional attack's path can expose the king.
        let fast_pins = if !self.attacked_by_steps(king, us.other(), &mut any_attacker) {
            self.slide_check_or_pins(us, king, sliders.as_ref()).map(|p| p.union(self.closing_cond_attacks(us, king)))
        } else {
            None
        };
        Some(KingSafety {
            king,
            simple,
            fast: fast_pins.is_some(),
            pinned: fast_pins.unwrap_or(Bits256::EMPTY),
            resolving: None,
            pins: PinLines::default(),
            sliders,
        })
    }

    /// On a one-word board, from the side to move's king on `king` and the
    /// enemy's slider sets: the pins (their lines), the pinned pieces, and the squares where any
    /// other piece but the king may move (every square out of check; the
    /// checker and the squares between it and the king in check; none in
    /// double check).
    // Inlined in the engine's wasm, where V8 inlines no calls (once per
    // position; the page's module, built for size, leaves it).
    #[cfg_attr(all(target_arch = "wasm32", feature = "slide-tables"), inline(always))]
    fn pins_and_resolving(&self, bb: &Bitboards, king: Square, sliders: &[u64; 8]) -> (PinLines, u64, u64) {
        let us = self.side;
        let own = word(self.occ[us.index()]);
        let occupied = own | word(self.occ[us.other().index()]);
        let them = us.other();
        // The stepping checkers as one set; a held king (it attacks in one
        // frame only) through the generic test.
        let mut checkers = 0u64;
        if self.held_king(them).is_none() {
            checkers = bb.step_attackers(&self.by_piece, them, king, word(self.occ[them.index()]));
        } else {
            let note: &mut dyn FnMut(Square) -> bool = &mut |from| {
                checkers |= 1 << from.0;
                false
            };
            self.attacked_by_steps(king, them, note);
        }
        let (mut pins, mut pinned, mut between) = (PinLines::default(), 0u64, 0u64);
        if let Some(lines) = bb.slider_lines(king, sliders) {
            let (line_checkers, line_between) = bb.walk_lines(king, lines, occupied, own, |piece, line| {
                pinned |= piece;
                pins.add(line);
            });
            checkers |= line_checkers;
            between = line_between;
        } else {
            self.pins_by_scan(bb, king, sliders, &mut checkers, (&mut pins, &mut pinned), &mut between);
        }
        (pins, pinned, resolving_squares(checkers, between))
    }

    /// `pins_and_resolving`'s look along the lines without the lookup
    /// tables: ray by ray from the king.
    fn pins_by_scan(
        &self,
        bb: &Bitboards,
        king: Square,
        sliders: &[u64; 8],
        checkers: &mut u64,
        (pins, pinned): (&mut PinLines, &mut u64),
        between: &mut u64,
    ) {
        let own = word(self.occ[self.side.index()]);
        let occupied = own | word(self.occ[self.side.other().index()]);
        for (d, &along) in sliders.iter().enumerate() {
            let ray = bb.ray(king, d);
            if ray & along == 0 {
                continue;
            }
            let Some(b) = bb.blocker(king, d, occupied) else {
                continue;
            };
            if along >> b.0 & 1 != 0 {
                *checkers |= 1 << b.0;
                *between |= ray ^ bb.ray(b, d);
            } else if own >> b.0 & 1 != 0 {
                if let Some(s) = bb.blocker(b, d, occupied).filter(|s| along >> s.0 & 1 != 0) {
                    *pinned |= 1 << b.0;
                    pins.add(bb.between(king, s) | 1 << s.0);
                }
            }
        }
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
                    None => PartInfo { mv: m, piece: Piece::new(us, PieceKind::PAWN), captured: None },
                };
            }
        };
        let piece = match self.board[from.index()] {
            Some(p) => p,
            // Only generated moves are applied; an empty origin means a caller
            // bypassed validation. Leave the board unchanged.
            None => return PartInfo { mv: m, piece: Piece::new(us, PieceKind::PAWN), captured: None },
        };
        let captured = if let Move::EnPassant { .. } = m {
            self.ep_victim(to, us).and_then(|s| self.remove(s).map(|p| (s, p)))
        } else if self.board[to.index()].is_some() {
            self.remove(to).map(|p| (to, p))
        } else {
            // Most moves capture nothing: no call (in wasm `remove` is one).
            None
        };
        // `to` is empty now (its piece taken above).
        match promo {
            None if from != to => self.move_piece(from, to, piece),
            _ => {
                self.remove(from);
                self.put(to, promo.map_or(piece, |k| Piece::new(us, k)));
            }
        }
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
        let king_hook = v.hooks.after_king_move.filter(|_| piece.kind() == PieceKind::KING);
        if v.hooks.after_move.is_some() || king_hook.is_some() {
            self.after_move_hooks(info, king_hook);
        }
        info
    }

    /// The game's hooks after a move (few games have them), out of line so
    /// that `apply_move`'s result is never in memory where they are absent:
    /// in wasm it is returned through memory, and copying it out of a local
    /// that the hooks borrowed read it with loads wider than the stores that
    /// built it (a stalled store forwarding at every move).
    #[cold]
    #[inline(never)]
    fn after_move_hooks(&mut self, info: PartInfo, king_hook: Option<fn(&mut Position, &PartInfo)>) {
        if let Some(after) = self.variant.hooks.after_move {
            after(self, &info);
        }
        if let Some(after) = king_hook {
            after(self, &info);
        }
    }
}

/// Where generated moves go: a list, or a counter.
pub(crate) trait MoveSink {
    fn push(&mut self, m: Move);
    /// Only the number of moves matters (a counter, not a list).
    #[inline]
    fn counts_only(&self) -> bool {
        false
    }
    /// Plain moves from `from` to each square of a one-word set.
    #[inline]
    fn push_targets(&mut self, from: Square, targets: u64) {
        for to in squares_of(targets) {
            self.push(Move::normal(from, to));
        }
    }
    /// Plain moves from `from` to each square of `targets`.
    #[inline]
    fn push_set(&mut self, from: Square, targets: Bits256) {
        for to in targets.iter() {
            self.push(Move::normal(from, to));
        }
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        MoveList::push(self, m);
    }
}

/// Counts the moves it is given.
struct MoveCount(usize);

impl MoveSink for MoveCount {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline]
    fn counts_only(&self) -> bool {
        true
    }
    #[inline]
    fn push_targets(&mut self, _: Square, targets: u64) {
        self.0 += targets.count_ones() as usize;
    }
    #[inline]
    fn push_set(&mut self, _: Square, targets: Bits256) {
        self.0 += targets.count() as usize;
    }
}

/// Moves a count leaves out: those of the pieces on `from`, those onto
/// `to`, and en passant when `en_passant` (Chess2's second move).
pub(crate) struct Except {
    pub from: Bits256,
    pub to: Bits256,
    pub en_passant: bool,
}

impl Except {
    pub const NONE: Except = Except { from: Bits256::EMPTY, to: Bits256::EMPTY, en_passant: false };

    #[inline]
    pub(crate) fn excludes(&self, m: &Move) -> bool {
        m.origin().is_some_and(|s| self.from.contains(s))
            || m.destination().is_some_and(|s| self.to.contains(s))
            || self.en_passant && matches!(m, Move::EnPassant { .. })
    }
}

/// The per-position facts of the king-safety test (see `Position::king_safety`).
/// The `seen` of a plain attack test (any attacker answers it). One
/// function for every such test, so the generic attack test is compiled
/// once for them all.
fn any_attacker(_: Square) -> bool {
    true
}

pub(crate) struct KingSafety {
    king: Square,
    simple: bool,
    fast: bool,
    pinned: Bits256,
    /// On one-word boards: where a piece other than the king that is not
    /// pinned may move (see `Position::pins_and_resolving`).
    resolving: Option<u64>,
    /// On one-word boards: each pinned piece with the squares of its line
    /// (up to and including the pinner), where alone it may move.
    pins: PinLines,
    /// The enemy's slider sets (one-word boards).
    sliders: Option<[u64; 8]>,
}

/// The pins on a one-word board, each as its line: the squares between the
/// king and the pinner (the pinned piece among them) and the pinner's. A
/// piece lies on one line through the king at most, so moving along it
/// keeps the line shut. (Kept small: the safety facts are moved by value.)
#[derive(Clone, Copy, Default)]
pub(crate) struct PinLines {
    len: u8,
    lines: [u64; 8],
}

impl PinLines {
    #[inline]
    fn add(&mut self, line: u64) {
        if let Some(slot) = self.lines.get_mut(self.len as usize) {
            *slot = line;
            self.len += 1;
        }
    }

    /// The lines of the pins.
    #[inline]
    fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.lines[..self.len as usize].iter().copied()
    }

    /// Where the pinned piece on `sq` may move (nowhere if `sq` holds none).
    #[inline]
    fn line_of(&self, sq: Square) -> u64 {
        self.iter().find(|&line| line >> sq.0 & 1 != 0).unwrap_or(0)
    }
}

/// Where a piece other than the king may move, given the checkers of its
/// king and the squares between them and it: anywhere out of check, onto
/// the checker or between in check, nowhere in double check.
#[inline(always)]
pub(crate) fn resolving_squares(checkers: u64, between: u64) -> u64 {
    match checkers.count_ones() {
        0 => !0,
        1 => checkers | between,
        _ => 0,
    }
}

impl KingSafety {
    /// See the field: where a free piece may move, on one-word boards.
    pub(crate) fn resolving(&self) -> Option<u64> {
        self.resolving
    }

    /// Is `m` (a pseudo move of `pos`) safe for the mover's king? A free
    /// piece's move on a one-word board (most moves) is answered here, inline
    /// where the moves are filtered: a call per move cost more than this
    /// test, in wasm most (Node's V8 inlines no call and spills every value
    /// live across one).
    #[inline(always)]
    pub(crate) fn is_safe(&self, pos: &Position, m: Move) -> bool {
        if let (Move::Normal { from, to, .. } | Move::DoubleStep { from, to }, Some(squares)) = (m, self.resolving) {
            if from != self.king && !self.pinned.contains(from) {
                return squares >> to.0 & 1 != 0;
            }
        }
        self.is_safe_tested(pos, m)
    }

    /// `is_safe` for the moves it does not answer inline.
    #[inline]
    fn is_safe_tested(&self, pos: &Position, m: Move) -> bool {
        match m {
            Move::Normal { from, to, .. } if self.simple && from == self.king => match pos.variant.bitboards() {
                Some(bb) => !pos.attacked_in_word(bb, to, pos.side.other(), self.king, self.sliders.as_ref()),
                None => !pos.attacked_through(to, pos.side.other(), Some(self.king), self.sliders.as_ref()),
            },
            Move::Normal { from, to, .. } | Move::DoubleStep { from, to }
                if from != self.king && !self.pinned.contains(from) =>
            {
                match self.resolving {
                    Some(squares) => squares >> to.0 & 1 != 0,
                    None if self.fast => true,
                    None => pos.king_safe_after(m),
                }
            }
            // A pinned piece on a one-word board: along its line only.
            Move::Normal { from, to, .. } | Move::DoubleStep { from, to } if from != self.king => {
                match self.resolving {
                    Some(squares) => (squares & self.pins.line_of(from)) >> to.0 & 1 != 0,
                    None => pos.king_safe_after(m),
                }
            }
            // On a one-word board castling's rook leaves a corner, beyond
            // which no line runs to the king: a castling generated (its
            // king's path unattacked) is safe.
            Move::Castle { .. } if self.resolving.is_some() => true,
            // Castling elsewhere, en passant (it removes a second piece), and
            // the special actions (they change pieces) are tested by making them.
            _ => pos.king_safe_after(m),
        }
    }
}
