//! Turn rules: which parts may be played next and when a turn may end (how
//! the game ends is `outcome`), and why a part or turn is refused
//! ([`Illegal`], [`Complete`], [`Unfinished`]). One implementation per
//! [`TurnRule`]; the page and the
//! engine ask the same questions of every game and never enumerate all pairs
//! of moves to answer "what can I do next".

use crate::limits::MAX_COUNTER;
use crate::movegen::Except;
use crate::moves::{Move, MoveList};
use crate::position::Hold;
use crate::position::{EpSquares, PartInfo, Position, TurnState};
use crate::square::{Bits256, Color, Square};
use crate::variant::TurnRule;

// Reads lines from the lookup tables; without them (the page's and the
// diagram's modules) perft makes each first half.
mod chess2_last;
#[cfg(feature = "slide-tables")]
mod prong_last;
#[cfg(test)]
mod random_games;
pub use crate::error::{Complete, Illegal, Unfinished};

/// A counter one higher, kept at [`MAX_COUNTER`] (the game ends before a
/// counter that matters gets there: see [`Position::draw_by_counting`]).
#[inline]
fn count_up(n: u32) -> u32 {
    n.saturating_add(1).min(MAX_COUNTER)
}

/// Whether the turn in progress may end now, told together with the parts
/// that may follow ([`Position::next_steps`]): the one place that says "the
/// turn ends when nothing may follow".
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TurnEnd {
    /// No: at a turn start, or a part is required.
    Not,
    /// The player may end the turn here or play a listed part.
    Allowed,
    /// Nothing may follow: the turn ends here by itself.
    Forced,
}

/// How the legal next parts are listed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Order {
    /// Every part in any order (what a player may do).
    Any,
    /// Two-Prong halves only in increasing origin order, so each unordered
    /// dual move is reached once (perft and search).
    Canonical,
}

impl Position {
    /// The legal next parts of the current turn.
    pub fn legal_parts(&self, list: &mut MoveList) {
        self.parts(list, Order::Any);
    }

    /// The legal next parts, each unordered Two-Prong dual move once.
    pub fn legal_parts_canonical(&self, list: &mut MoveList) {
        self.parts(list, Order::Canonical);
    }

    pub fn parts(&self, list: &mut MoveList, order: Order) {
        list.clear();
        match self.variant.turn_rule {
            TurnRule::Single => self.legal_moves(list),
            TurnRule::Simultaneous { .. } => self.simultaneous_parts(list, order),
            TurnRule::Conditional => self.conditional_parts(list),
            TurnRule::Consecutive { .. } => self.consecutive_parts(list),
        }
    }

    /// At a turn start, the parts that may begin it before asking whether
    /// the turn can then be completed: `parts` without its look-ahead (a
    /// Two-Prong half that leaves the king attacked, a Chess2 first move
    /// that does not qualify, whatever follows them). Every legal first
    /// part is among them; perft's last turn counts their completions.
    pub fn first_part_candidates(&self, list: &mut MoveList) {
        list.clear();
        match self.variant.turn_rule {
            TurnRule::Conditional => self.legal_moves(list),
            TurnRule::Simultaneous { .. } if !self.turn.single_only => self.pseudo_moves(list),
            _ => self.parts(list, Order::Canonical),
        }
    }

    /// The legal next parts, and whether the turn may (or must) end here.
    /// In the middle of a turn with no part left, the turn ends by itself:
    /// the game, perft, the engine, the bindings and the players all ask
    /// here, and end the turn when this says [`TurnEnd::Forced`].
    pub fn next_steps(&self, list: &mut MoveList, order: Order) -> TurnEnd {
        self.parts(list, order);
        self.turn_end(list.is_empty())
    }

    /// `next_steps` counted: how many parts (canonical order), and whether
    /// the turn may end. Chess2's second moves are counted without listing
    /// them, and so are Two-Prong's last halves (perft's last ply).
    /// Marseillais' second moves are counted as legal single moves are.
    pub fn count_next_steps(&self) -> (usize, TurnEnd) {
        self.count_next_steps_from(None)
    }

    /// `count_next_steps`, given the turn's starting position when the
    /// caller has it (perft's last turn), so Two-Prong's last halves are
    /// not generated on a copy of it rebuilt for every first half.
    pub(crate) fn count_next_steps_from(&self, start: Option<&Position>) -> (usize, TurnEnd) {
        let n = match self.turn.played[0] {
            Some(first) if self.variant.turn_rule == TurnRule::Conditional && self.turn.parts == 1 => {
                self.count_legal_moves_except(&self.second_move_exceptions(first.mv))
            }
            Some(_) if matches!(self.variant.turn_rule, TurnRule::Consecutive { .. }) => self.count_consecutive_parts(),
            _ => match self.count_last_halves(start) {
                Some(n) => n,
                None => {
                    let mut list = MoveList::new();
                    self.parts(&mut list, Order::Canonical);
                    list.len()
                }
            },
        };
        (n, self.turn_end(n == 0))
    }

    /// Whether the turn may end, given whether any part is left.
    fn turn_end(&self, none_left: bool) -> TurnEnd {
        if !self.turn_in_progress() {
            TurnEnd::Not
        } else if none_left {
            TurnEnd::Forced
        } else if self.turn.may_end {
            TurnEnd::Allowed
        } else {
            TurnEnd::Not
        }
    }

    /// Ends the turn in progress when nothing may follow; true if it did.
    pub fn end_turn_if_nothing_follows(&mut self) -> bool {
        if !self.turn_in_progress() {
            return false;
        }
        let mut list = MoveList::new();
        let forced = self.next_steps(&mut list, Order::Any) == TurnEnd::Forced;
        if forced {
            self.end_turn();
        }
        forced
    }

    /// May the player end the turn now (a part played, more allowed but not required)?
    pub fn can_end_turn(&self) -> bool {
        self.turn.parts > 0 && self.turn.may_end
    }

    /// Plays a part taken from [`Position::legal_parts`]. The turn ends by
    /// itself when its rule allows no more parts (a single-move game, a
    /// complete pair, castling in a simultaneous turn, a mate, the last
    /// piece of the extinction kind captured); when parts may still follow
    /// but none is legal, [`Position::next_steps`] says so.
    pub fn play_part(&mut self, m: Move) {
        let us = self.side;
        let single_only = self.turn.single_only;
        let info = self.apply_move(m);
        let clock = self.variant.no_progress;
        let progress = info.captured.is_some() || clock.reset_by.contains(info.piece.kind());
        if !clock.counts_turns {
            self.halfmove = if progress { 0 } else { count_up(self.halfmove) };
        }
        if self.variant.turn_rule == TurnRule::Single {
            // One move is the whole turn: the turn state never changes.
            self.finish_single_move(&info);
            return;
        }
        let mut turn = self.turn;
        turn.progress |= progress;
        if (turn.parts as usize) < turn.played.len() {
            turn.played[turn.parts as usize] = Some(info);
        }
        turn.parts += 1;
        let extinct = self.variant.extinction.is_some_and(|k| self.count(us.other(), k) == 0);
        let ends = extinct
            || match self.variant.turn_rule {
                TurnRule::Single => true,
                TurnRule::Simultaneous { max } => {
                    turn.may_end = !self.is_in_check(us);
                    single_only || matches!(m, Move::Castle { .. }) || turn.parts >= max
                }
                TurnRule::Conditional => {
                    if turn.parts == 1 && !single_only {
                        // Rights from the opponent's double step last only for this first move.
                        self.set_ep(EpSquares::default());
                        // One check test for both questions.
                        let check = self.is_in_check(us.other());
                        turn.may_end = self.qualifies_after(&info, check);
                        single_only || check && self.is_mated(&info)
                    } else {
                        true
                    }
                }
                TurnRule::Consecutive { .. } => {
                    // (The turn's state before this part: its kind is the same.)
                    let last = turn.parts >= self.moves_this_turn();
                    if !last && self.variant.en_passant {
                        // A later move may take en passant only while every move before it did.
                        let ep = match info.mv {
                            Move::EnPassant { to, .. } => self.ep.without(to),
                            _ => EpSquares::default(),
                        };
                        self.set_ep(ep);
                    }
                    last || (self.variant.check_ends_turn && self.is_in_check(us.other()))
                }
            };
        self.set_turn(turn);
        if ends {
            self.end_turn();
        }
    }

    /// Ends the turn: the other side moves next. Call only when
    /// [`Position::can_end_turn`] is true or no legal part remains.
    pub fn end_turn(&mut self) {
        let us = self.side;
        let turn = self.turn;
        let mut ep = EpSquares::default();
        if self.variant.en_passant {
            match self.variant.turn_rule {
                // Only the turn's last move gives en passant.
                TurnRule::Conditional => {
                    if let Some(last) = turn.played().last().filter(|p| matches!(p.mv, Move::DoubleStep { .. })) {
                        ep.push_double_step(last);
                    }
                }
                _ => {
                    for p in turn.played().filter(|p| matches!(p.mv, Move::DoubleStep { .. })) {
                        let passed = p.passed_square();
                        // A square the other part ended on gives no en passant,
                        // nor a pawn that moved again after its double step.
                        let moved_again = turn.played().any(|q| q.mv.origin() == p.mv.destination());
                        if self.piece_at(passed).is_none() && !moved_again {
                            ep.push_double_step(p);
                        }
                    }
                }
            }
        }
        if self.variant.no_progress.counts_turns {
            self.halfmove = if turn.progress { 0 } else { count_up(self.halfmove) };
        }
        if us == Color::Black {
            self.fullmove = count_up(self.fullmove);
        }
        // After a single-move normal turn, the opponent's turn is a response turn.
        let next_single = self.variant.turn_rule == TurnRule::Conditional && !turn.single_only && turn.parts == 1;
        self.set_turn(TurnState::fresh(next_single));
        self.set_ep(EpSquares::default());
        self.pass_turn();
        let relevant = self.relevant_ep(ep);
        self.set_ep(relevant);
    }

    /// The position as if the side to move had passed its whole turn, for an
    /// engine's null-move pruning (no rule of any game allows a pass). `None`
    /// in the middle of a turn, in check, and where a game's own state would
    /// pass with the turn (a pending guard flip, a King Hold). En-passant
    /// rights lapse; the opponent's turn is a normal one; the clocks stay.
    pub fn null_turn(&self) -> Option<Position> {
        if self.turn_in_progress()
            || self.guard_flip.is_some()
            || self.hold != Hold::None
            || self.is_in_check(self.side)
        {
            return None;
        }
        let mut next = self.clone();
        next.set_ep(EpSquares::default());
        next.set_turn(TurnState::fresh(false));
        next.pass_turn();
        Some(next)
    }

    /// The end of a turn in a single-move game (what `end_turn` does,
    /// without a turn state to keep).
    /// (Called once per move made in perft and the search: the en-passant
    /// work is skipped when there is none.)
    fn finish_single_move(&mut self, info: &PartInfo) {
        if self.side == Color::Black {
            self.fullmove = count_up(self.fullmove);
        }
        if !self.ep.is_empty() {
            self.set_ep(EpSquares::default());
        }
        self.pass_turn();
        if self.variant.en_passant && matches!(info.mv, Move::DoubleStep { .. }) {
            let mut ep = EpSquares::default();
            ep.push_double_step(info);
            let relevant = self.relevant_ep(ep);
            self.set_ep(relevant);
        }
    }

    /// The position as it was when the turn began (Two-Prong halves are
    /// judged on it).
    pub fn turn_start_view(&self) -> Position {
        let mut start = self.clone();
        let played: Vec<PartInfo> = self.turn.played().copied().collect();
        for p in played.iter().rev() {
            // Only piece moves are played as halves of a simultaneous turn.
            let (from, to) = p.mv.key_squares();
            start.remove(to);
            start.put(from, p.piece);
            if let Some((sq, piece)) = p.captured {
                start.put(sq, piece);
            }
        }
        start
    }

    /// Is the opponent (not to move, and in check) checkmated in the FIDE sense
    /// by the move `last`: no legal single move? A checking double step
    /// may be answered by taking that pawn en passant.
    fn is_mated(&self, last: &PartInfo) -> bool {
        let mut them = self.clone();
        them.set_ep(EpSquares::default());
        them.pass_turn();
        if let Move::DoubleStep { .. } = last.mv {
            let mut ep = EpSquares::default();
            ep.push_double_step(last);
            let relevant = them.relevant_ep(ep);
            them.set_ep(relevant);
        }
        // Stops at the first legal move found.
        !them.any_legal_move_except(&Except::NONE)
    }

    // ---- Simultaneous (Two-Prong) ----------------------------------------------

    fn simultaneous_parts(&self, list: &mut MoveList, order: Order) {
        if self.turn.parts == 0 {
            if self.turn.single_only {
                self.pseudo_moves(list);
                self.retain_king_safe(list);
                return;
            }
            // This position is the turn's start of every half that follows
            // a first one: its pseudo moves, listed once, are the candidates
            // of each partner search below.
            let mut pseudo = MoveList::new();
            self.pseudo_moves(&mut pseudo);
            let safety = self.king_safety();
            for &m in pseudo.iter() {
                if matches!(m, Move::Castle { .. }) || safety.as_ref().is_none_or(|s| s.is_safe(self, m)) || {
                    let mut next = self.clone();
                    next.play_part(m);
                    next.turn_in_progress() && next.has_partner(self, &pseudo, order)
                } {
                    list.push(m);
                }
            }
        } else {
            let start = self.turn_start_view();
            let mut pseudo = MoveList::new();
            start.pseudo_moves(&mut pseudo);
            self.partners(&start, &pseudo, list, order, false);
        }
    }

    fn has_partner(&self, start: &Position, pseudo: &MoveList, order: Order) -> bool {
        let mut list = MoveList::new();
        self.partners(start, pseudo, &mut list, order, true);
        !list.is_empty()
    }

    /// Halves that may join the halves already played, among `pseudo`, the
    /// pseudo moves of `start`, the turn's starting position (a half leaves
    /// the en-passant squares alone, and the castling rights it may change
    /// matter to no half); with `first_only`, stops at the first one found.
    fn partners(&self, start: &Position, pseudo: &MoveList, list: &mut MoveList, order: Order, first_only: bool) {
        let TurnRule::Simultaneous { max } = self.variant.turn_rule else {
            return;
        };
        let last = self.turn.parts as usize + 1 >= max as usize;
        // The last half is judged by the king-safety test of the position
        // after the others (pins, checks), without making it.
        let safety = if last { self.king_safety() } else { None };
        for &c in pseudo.iter() {
            if !self.may_join(start, c, order) {
                continue;
            }
            let ok = if last {
                safety.as_ref().is_none_or(|s| s.is_safe(self, c))
            } else {
                let mut next = self.clone();
                next.play_part(c);
                next.turn_in_progress() && (next.can_end_turn() || next.has_partner(start, pseudo, order))
            };
            if ok {
                list.push(c);
                if first_only {
                    return;
                }
            }
        }
    }

    /// May `c` (a pseudo move of `start`, the turn's starting position)
    /// join the halves played, before the king-safety test (RULES §1.2)?
    fn may_join(&self, start: &Position, c: Move, order: Order) -> bool {
        let (c_from, c_to) = match c {
            Move::Normal { from, to, .. } | Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to),
            // Castling is a whole turn; special actions are never halves.
            _ => return false,
        };
        let played = || self.turn.played.iter().flatten();
        if order == Order::Canonical && played().filter_map(|p| p.mv.origin()).max().is_some_and(|f| c_from <= f) {
            return false;
        }
        let c_capture = start.capture_square(c);
        !played().any(|p| {
            p.mv.origin() == Some(c_from)
                || p.mv.destination() == Some(c_to)
                || (c_capture.is_some() && p.captured.map(|(s, _)| s) == c_capture)
                || (self.variant.collision && self.paths_meet(start, p.mv, c))
        })
    }

    /// The number of last halves that may complete the dual (or triple)
    /// move in progress, in canonical order, counted without listing them
    /// where the board has one-word tables: the halves are generated on the
    /// turn's starting position and judged by the king-safety test of the
    /// position after the others. `None` where they must be listed (with
    /// collision, before the last half, on other boards).
    fn count_last_halves(&self, start: Option<&Position>) -> Option<usize> {
        let TurnRule::Simultaneous { max } = self.variant.turn_rule else {
            return None;
        };
        if self.variant.collision || (self.turn.parts as usize) + 1 < max as usize {
            return None;
        }
        let bb = self.variant.bitboards()?;
        let safety = self.king_safety()?;
        let resolving = safety.resolving()?;
        let rebuilt;
        let start = match start {
            Some(start) => start,
            None => {
                rebuilt = self.turn_start_view();
                &rebuilt
            }
        };
        // What clashes with the halves played, as squares: their pieces and
        // (canonical order) every piece up to the last origin, their
        // destinations and their victims' squares.
        let mut except = Except::NONE;
        for p in self.turn.played.iter().flatten() {
            if let Some(from) = p.mv.origin() {
                except.from = except.from.union(squares_up_to(from));
            }
            for s in p.mv.destination().into_iter().chain(p.captured.map(|(s, _)| s)) {
                except.to.insert(s);
            }
        }
        let mut careful = MoveList::new();
        let counted = start.count_free_moves(bb, &safety, resolving, &except, &mut careful, false);
        start.en_passant_moves(&mut careful);
        careful.retain(|&c| self.may_join(start, c, Order::Canonical) && safety.is_safe(self, c));
        Some(counted + careful.len())
    }
    /// "With collision" (RULES §1.10): two halves collide when their paths
    /// share a square. A path is the squares a move passes over (a slider's
    /// line, a pawn's double step) plus its destination; a knight or a
    /// single step has only its destination. Since destinations differ, a
    /// shared square is a crossing or one passing through the other's
    /// destination. Diagonals that meet only at a corner share no square and
    /// do not collide (as in chess, only squares block).
    fn paths_meet(&self, start: &Position, a: Move, b: Move) -> bool {
        let pa = start.path(a);
        let pb = start.path(b);
        pa.iter().any(|s| pb.contains(s))
    }

    /// Squares a move passes over (for lines of two or more steps) and its destination.
    fn path(&self, m: Move) -> Vec<Square> {
        let geo = &self.variant.geometry;
        let (from, to) = m.key_squares();
        let (fx, fy) = (geo.file_of(from) as i32, geo.rank_of(from) as i32);
        let (tx, ty) = (geo.file_of(to) as i32, geo.rank_of(to) as i32);
        let (dx, dy) = (tx - fx, ty - fy);
        let mut out = Vec::new();
        let leaper = self.piece_at(from).is_some_and(|p| {
            self.variant.tables.slide_dirs(p.kind()) == 0 && !self.variant.tables.is_pawn_like(p.kind())
        });
        if !leaper && (dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            let n = dx.abs().max(dy.abs());
            for i in 1..n {
                out.push(geo.square((fx + dx / n * i) as u8, (fy + dy / n * i) as u8));
            }
        }
        out.push(to);
        out
    }

    /// The square whose piece a move captures, if it captures.
    pub(crate) fn capture_square(&self, m: Move) -> Option<Square> {
        match m {
            Move::EnPassant { to, .. } => self.ep_victim(to, self.side),
            Move::Normal { to, .. } | Move::DoubleStep { to, .. } => self.piece_at(to).map(|_| to),
            _ => None,
        }
    }

    // ---- Conditional (Chess2) ------------------------------------------------

    fn conditional_parts(&self, list: &mut MoveList) {
        if self.turn.parts == 0 {
            self.legal_moves(list);
            if self.turn.single_only {
                return;
            }
            list.retain(|&m| {
                // A first move that a second move can follow stands, however
                // else the turn might end: asked first, on the board alone,
                // it spares nearly every first move the rest of the part's
                // bookkeeping (the check, qualification and mate tests).
                let mut board = self.clone();
                board.apply_move(m);
                board.set_ep(EpSquares::default());
                if board.any_legal_move_except(&board.second_move_exceptions(m)) {
                    return true;
                }
                let mut next = self.clone();
                next.play_part(m);
                !next.turn_in_progress() || next.can_end_turn() || next.has_second_move()
            });
        } else {
            self.second_moves(list);
        }
    }

    fn has_second_move(&self) -> bool {
        let Some(first) = self.turn.played[0] else {
            return false;
        };
        self.any_legal_move_except(&self.second_move_exceptions(first.mv))
    }

    /// Second moves: another piece (castling counts king and rook), no en
    /// passant (rights ended with the first move), never capturing the king.
    fn second_moves(&self, list: &mut MoveList) {
        self.second_move_candidates(list);
        self.retain_king_safe(list);
    }

    /// Second-move candidates before the king-safety test.
    fn second_move_candidates(&self, list: &mut MoveList) {
        let Some(first) = self.turn.played[0] else {
            return;
        };
        let except = self.second_move_exceptions(first.mv);
        self.pseudo_moves(list);
        list.retain(|m| !except.excludes(m));
    }

    /// What a second move may not be: a move of a piece the first moved,
    /// a capture of the enemy king, en passant.
    #[inline]
    fn second_move_exceptions(&self, first: Move) -> Except {
        self.pieces_moved_excepted(first, &self.king_and_en_passant_excepted())
    }

    /// The second move's exceptions that hold whatever the first move was
    /// (perft's last turn makes them once): a capture of the enemy king
    /// (who does not move in our turn), en passant.
    #[inline]
    pub(crate) fn king_and_en_passant_excepted(&self) -> Except {
        let mut except = Except { en_passant: true, ..Except::NONE };
        if let Some(king) = self.king[self.side.other().index()] {
            except.to.insert(king);
        }
        except
    }

    /// `except`, and the pieces the first move `first` moved.
    #[inline]
    pub(crate) fn pieces_moved_excepted(&self, first: Move, except: &Except) -> Except {
        let mut out = Except { ..*except };
        for sq in self.moved_by(first).into_iter().flatten() {
            out.from.insert(sq);
        }
        out
    }

    /// The squares of the pieces a move left standing (castling: king and rook).
    pub(crate) fn moved_by(&self, m: Move) -> [Option<Square>; 2] {
        match m {
            Move::Castle { king, to } => {
                let rook = self.variant.castling.iter().find(|r| r.king_from == king && r.king_to == to);
                [Some(to), rook.map(|r| r.rook_to)]
            }
            _ => [m.destination(), None],
        }
    }

    /// Chess2 1(a)–(d): may this first move stand as a single-move turn?
    /// (`check`: whether it gives check.)
    fn qualifies_after(&self, info: &PartInfo, check: bool) -> bool {
        if info.captured.is_some() || info.mv.promotion().is_some() || check {
            return true;
        }
        if let Move::DoubleStep { .. } = info.mv {
            // Would the opponent have a legal en-passant capture?
            let mut them = self.clone();
            them.pass_turn();
            let mut ep = EpSquares::default();
            ep.push_double_step(info);
            let relevant = them.relevant_ep(ep);
            if relevant.is_empty() {
                return false;
            }
            them.set_ep(relevant);
            // The en passant captures alone, each tested (not every legal move listed).
            let mut list = MoveList::new();
            them.en_passant_moves(&mut list);
            them.retain_king_safe(&mut list);
            return !list.is_empty();
        }
        false
    }

    // ---- Consecutive moves (Marseillais, Double Move Double Chess) -----------

    /// The number of `consecutive_parts` after the turn's first move:
    /// counted as legal single moves are (off one-word boards kind by kind:
    /// [`crate::wide_counts`]), less the barred move straight back.
    fn count_consecutive_parts(&self) -> usize {
        if self.checked_king().is_some() {
            let mut list = MoveList::new();
            self.consecutive_parts(&mut list);
            return list.len();
        }
        let barred = self.barred_return();
        if let Some((Some(from), Some(to))) = barred {
            // Without check every pseudo move is legal: counted from the sets.
            let back = match self.count_moves_between(from, to).filter(|_| !self.variant.royal_check) {
                Some(n) => n,
                None => {
                    let mut back = MoveList::new();
                    self.pseudo_moves_between(from, to, &mut back);
                    self.retain_king_safe(&mut back);
                    back.len()
                }
            };
            return self.count_legal_moves() - back;
        }
        if barred.is_none() {
            return self.count_legal_moves();
        }
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        let back =
            barred.map_or(0, |(from, to)| list.iter().filter(|m| m.origin() == from && m.destination() == to).count());
        list.len() - back
    }

    fn consecutive_parts(&self, list: &mut MoveList) {
        self.legal_moves(list);
        if let Some((from, to)) = self.barred_return() {
            list.retain(|&m| !(m.origin() == from && m.destination() == to));
        }
        if let Some(king) = self.checked_king() {
            list.retain(|&m| m.destination() != Some(king));
        }
    }

    /// In the middle of a turn of moves one after the other, where a check
    /// does not end it: the enemy's royal king, if a move of this turn has
    /// put it in check. A royal king is never captured: the turn's later
    /// moves may keep the check, not take the king.
    pub(crate) fn checked_king(&self) -> Option<Square> {
        // (No built-in game has such turns: the page's plain module leaves this out.)
        if !cfg!(feature = "loaded")
            || !self.variant.royal_check
            || self.variant.check_ends_turn
            || self.turn.parts == 0
        {
            return None;
        }
        let them = self.side.other();
        self.royal_square(them).filter(|_| self.is_in_check(them))
    }

    /// After a first move that did not capture, where the rule bars it:
    /// the origin and destination of the move straight back.
    fn barred_return(&self) -> Option<(Option<Square>, Option<Square>)> {
        let first = self.turn.played[0].filter(|_| self.variant.return_barred && self.turn.parts == 1)?;
        // The piece moved first may not go straight back, unless it captured.
        first.captured.is_none().then(|| (first.mv.destination(), first.mv.origin()))
    }
}

/// The squares `0..=sq` as a set, a word at a time (Two-Prong's canonical
/// order leaves out every half from a square up to the last origin; setting
/// them one by one was 38 % of perft two-prong 4).
fn squares_up_to(sq: Square) -> Bits256 {
    let (word, bit) = ((sq.0 >> 6) as usize, sq.0 & 63);
    let mut set = Bits256::EMPTY;
    for (i, w) in set.0.iter_mut().enumerate() {
        *w = match i.cmp(&word) {
            std::cmp::Ordering::Less => !0,
            std::cmp::Ordering::Equal => !0 >> (63 - bit),
            std::cmp::Ordering::Greater => 0,
        };
    }
    set
}

#[cfg(test)]
mod squares_up_to_tests {
    use super::squares_up_to;
    use crate::square::Square;

    #[test]
    fn holds_every_square_up_to_and_including_its_own() {
        for sq in 0..=255u8 {
            let set = squares_up_to(Square(sq));
            for s in 0..=255u8 {
                assert_eq!(set.contains(Square(s)), s <= sq, "{s} up to {sq}");
            }
        }
    }
}

#[cfg(test)]
mod pair_rules_tests;
