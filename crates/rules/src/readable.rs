//! The readable core: a position's legal moves worked out straight from its
//! game's definition. Each piece's movement atoms are walked square by
//! square on the board's geometry; each move is judged by making it and
//! looking for an enemy piece that could then capture the king. No table,
//! set, pin, check mask or count: slow and plain on purpose.
//!
//! The fast generator (`movegen` over `tables`, `bitboards`, `square_sets`,
//! `magic` and the bulk counts) is a layer under the same questions — which
//! moves are legal here, how many — and tests check it against this one on
//! every position of random games of every game, built in or written as
//! text (`tests/common::random_playouts`). Making a move is the one
//! [`Position::apply_move`] both use: plain edits of the board, with the
//! game's hooks (what no key can say) after them.

use crate::moves::Move;
use crate::piece::{Atom, Mode, Piece, PieceKind, Walk};
use crate::position::Position;
use crate::square::{Color, Square};
use crate::tables::{orientations, DIRECTIONS};
use crate::variant::TurnRule;
use crate::walks::lame_path;

/// Where a piece may land from its square: moving there when the square is
/// empty, capturing when an enemy stands there, as `mode` allows.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Landing {
    to: Square,
    mode: Mode,
    /// A pawn's initial move (its double step): the square it passes may
    /// be taken en passant.
    initial: bool,
}

/// The legal moves of the side to move, each once, in no set order.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    let mut legal: Vec<Move> = pseudo_moves(pos).into_iter().filter(|&m| leaves_kings_as_allowed(pos, m, us)).collect();
    // Where capturing is compulsory, a side that can capture must.
    if pos.variant().must_capture() && legal.iter().any(|&m| captures(pos, m)) {
        legal.retain(|&m| captures(pos, m));
    }
    legal
}

/// The moves of the side to move that follow the pieces' movement and the
/// game's whole-board moves (en passant, castling, its special actions),
/// whatever they leave attacked; each once.
pub fn pseudo_moves(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    let mut moves = Vec::new();
    for from in own_squares(pos, us) {
        piece_moves(pos, from, &mut moves);
    }
    en_passant(pos, &mut moves);
    castling(pos, &mut moves);
    if let Some(special_moves) = pos.variant().hooks.special_moves {
        let mut list = crate::moves::MoveList::new();
        special_moves(pos, &mut list);
        moves.extend(list.iter().copied());
    }
    // A move reached two ways is one move; a pawn's initial move onto a
    // square it also reaches otherwise is that initial move (it gives the
    // en-passant right).
    let mut once: Vec<Move> = Vec::new();
    for m in moves {
        if !once.contains(&m) {
            once.push(m);
        }
    }
    let doubles: Vec<(Square, Square)> = once
        .iter()
        .filter_map(|m| if let Move::DoubleStep { from, to } = *m { Some((from, to)) } else { None })
        .collect();
    once.retain(|m| !matches!(*m, Move::Normal { from, to, promo: None } if doubles.contains(&(from, to))));
    once
}

/// perft from the readable core's moves alone: the number of distinct move
/// sequences of `depth` turns, in a game of one move a turn (`None` in
/// others: how moves make up a turn is the turn rules', not this core's).
/// A position whose game has ended (a goal reached, an army lost) has none.
pub fn perft(pos: &Position, depth: u32) -> Option<u64> {
    if pos.variant().turn_rule != TurnRule::Single {
        return None;
    }
    Some(count(pos, depth))
}

fn count(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.outcome_without_moves().is_some() {
        return 0;
    }
    legal_moves(pos)
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_part(m);
            count(&next, depth - 1)
        })
        .sum()
}

/// Is `sq` attacked by `by`: could a piece of `by` capture there, were an
/// enemy standing on it?
pub fn attacked(pos: &Position, sq: Square, by: Color) -> bool {
    let occupied = |s: Square| s == sq || pos.piece_at(s).is_some();
    own_squares(pos, by).any(|from| {
        let Some(piece) = pos.piece_at(from) else { return false };
        landings(pos, from, piece, &occupied).iter().any(|l| l.to == sq && l.mode.captures())
    })
}

/// After `m`, the mover's king is not attacked, and, where a move may not
/// give check, neither is the enemy's (games with royal kings only).
fn leaves_kings_as_allowed(pos: &Position, m: Move, us: Color) -> bool {
    let v = pos.variant();
    if !v.royal_check {
        return true;
    }
    let mut next = pos.clone();
    next.apply_move(m);
    let attacked_king = |side: Color| next.royal_square(side).is_some_and(|k| attacked(&next, k, side.other()));
    !attacked_king(us) && (v.checks_allowed() || !attacked_king(us.other()))
}

/// Does `m` capture a piece?
fn captures(pos: &Position, m: Move) -> bool {
    match m {
        Move::EnPassant { .. } => true,
        Move::Normal { to, .. } | Move::DoubleStep { to, .. } => pos.piece_at(to).is_some(),
        _ => false,
    }
}

fn own_squares(pos: &Position, side: Color) -> impl Iterator<Item = Square> + '_ {
    pos.variant().geometry.squares().filter(move |&s| pos.piece_at(s).is_some_and(|p| p.color() == side))
}

/// The moves of the piece on `from` by its movement, promotions spelled out.
fn piece_moves(pos: &Position, from: Square, out: &mut Vec<Move>) {
    let Some(piece) = pos.piece_at(from) else { return };
    let occupied = |s: Square| pos.piece_at(s).is_some();
    for l in landings(pos, from, piece, &occupied) {
        match pos.piece_at(l.to) {
            None if l.mode.moves() => {
                if l.initial && piece.kind() == PieceKind::PAWN && !promotes(pos, piece, l.to) {
                    out.push(Move::DoubleStep { from, to: l.to });
                } else {
                    push_promoting(pos, piece, from, l.to, out);
                }
            }
            Some(p) if p.color() != piece.color() && l.mode.captures() => push_promoting(pos, piece, from, l.to, out),
            _ => {}
        }
    }
}

/// A move to `to`, or one per promotion choice (and one that stays, where
/// promotion is a choice) when a pawn-like piece lands in its zone.
fn push_promoting(pos: &Position, piece: Piece, from: Square, to: Square, out: &mut Vec<Move>) {
    if !promotes(pos, piece, to) {
        out.push(Move::normal(from, to));
        return;
    }
    let v = pos.variant();
    for &kind in v.promotions(piece.color()) {
        out.push(Move::Normal { from, to, promo: Some(kind) });
    }
    if v.promotion_optional() {
        out.push(Move::normal(from, to));
    }
}

/// Does a pawn-like `piece` promote on `to`: in its game's promotion zone,
/// or, where the game names none, where it could step forward no more?
fn promotes(pos: &Position, piece: Piece, to: Square) -> bool {
    let v = pos.variant();
    if !v.pieces.is_pawn_like(piece.kind()) {
        return false;
    }
    match &v.zones.promotion {
        Some((kinds, zone)) => kinds >> piece.kind().index() & 1 != 0 && zone[piece.color().index()].contains(to),
        None => {
            let forward = piece.color().forward();
            v.geometry.frames.iter().all(|&f| v.geometry.shift(to, 0, forward, f, false).is_none())
        }
    }
}

/// En passant: a pawn captures onto a square the opponent's pawn passed
/// this turn (and that nothing stands on), where it could capture an enemy.
fn en_passant(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side_to_move();
    let pawn = Piece::new(us, PieceKind::PAWN);
    let occupied = |s: Square| pos.piece_at(s).is_some();
    for &ep in pos.ep.as_slice() {
        if pos.piece_at(ep).is_some() {
            continue;
        }
        for from in own_squares(pos, us).filter(|&s| pos.piece_at(s) == Some(pawn)) {
            if landings(pos, from, pawn, &occupied).iter().any(|l| l.to == ep && l.mode.captures()) {
                out.push(Move::EnPassant { from, to: ep });
            }
        }
    }
}

/// Castling by each rule of the side to move whose right it keeps: king
/// and rook in place, the squares between empty, the king's path (its
/// square, those it crosses and the one it reaches) not attacked.
fn castling(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side_to_move();
    for rule in &pos.variant().castling {
        if rule.color != us || pos.castling_rights() & rule.bit == 0 || !pos.castling_possible(rule) {
            continue;
        }
        if rule.empty.iter().any(|s| pos.piece_at(s).is_some()) {
            continue;
        }
        if rule.king_path.iter().any(|&s| attacked(pos, s, us.other())) {
            continue;
        }
        out.push(Move::Castle { king: rule.king_from, to: rule.king_to });
    }
}

/// Everywhere `piece` on `from` may land, by each of its atoms in each
/// frame of the board, with `occupied` saying which squares block.
fn landings(pos: &Position, from: Square, piece: Piece, occupied: &dyn Fn(Square) -> bool) -> Vec<Landing> {
    let v = pos.variant();
    let geo = &v.geometry;
    let color = piece.color();
    let fwd = color.forward();
    let mut out = Vec::new();
    let mut land = |to: Option<Square>, mode: Mode| {
        if let Some(to) = to {
            out.push(Landing { to, mode, initial: false });
        }
    };
    // A held king (King Hold) steps only as a king, in the frame it keeps.
    if let Some((_, frame)) = pos.held_king(color).filter(|&(k, _)| k == from) {
        for (dx, dy) in DIRECTIONS {
            land(geo.shift(from, dx, dy, geo.frames[frame], false), Mode::Both);
        }
        return out;
    }
    let mut initial = Vec::new();
    for &atom in v.pieces.atoms(piece.kind()) {
        for &frame in &geo.frames {
            let shift = |sq: Square, (dx, dy): (i8, i8), leap: bool| geo.shift(sq, dx, dy, frame, leap);
            match atom {
                Atom::Step(dx, dy) => {
                    orientations(dx, dy).into_iter().for_each(|d| land(shift(from, d, false), Mode::Both))
                }
                Atom::Leap(dx, dy) => {
                    orientations(dx, dy).into_iter().for_each(|d| land(shift(from, d, true), Mode::Both))
                }
                Atom::Slide(dx, dy) => {
                    for d in orientations(dx, dy) {
                        let mut at = from;
                        while let Some(to) = shift(at, d, false) {
                            land(Some(to), Mode::Both);
                            if occupied(to) {
                                break;
                            }
                            at = to;
                        }
                    }
                }
                // One step, a leap of two, or three when the first or the second square is empty.
                Atom::LineOfThree(dx, dy) => {
                    for (x, y) in orientations(dx, dy) {
                        let one = shift(from, (x, y), false);
                        let two = shift(from, (2 * x, 2 * y), true);
                        land(one, Mode::Both);
                        land(two, Mode::Both);
                        if let (Some(one), Some(two)) = (one, two) {
                            if !occupied(one) || !occupied(two) {
                                land(shift(from, (3 * x, 3 * y), true), Mode::Both);
                            }
                        }
                    }
                }
                // A king step, then another from an empty square, to a
                // square one step could not reach.
                Atom::TwoKingSteps => {
                    let firsts: Vec<Square> = DIRECTIONS.iter().filter_map(|&d| shift(from, d, false)).collect();
                    for &mid in firsts.iter().filter(|&&m| !occupied(m)) {
                        for &d in &DIRECTIONS {
                            if let Some(to) = shift(mid, d, false).filter(|t| *t != from && !firsts.contains(t)) {
                                land(Some(to), Mode::Both);
                            }
                        }
                    }
                }
                Atom::PawnPush => land(shift(from, (0, fwd), false), Mode::Quiet),
                Atom::PawnCapture => {
                    land(shift(from, (1, fwd), false), Mode::Capture);
                    land(shift(from, (-1, fwd), false), Mode::Capture);
                }
                Atom::BerolinaPush => {
                    land(shift(from, (1, fwd), false), Mode::Quiet);
                    land(shift(from, (-1, fwd), false), Mode::Quiet);
                }
                Atom::BerolinaCapture => land(shift(from, (0, fwd), false), Mode::Capture),
                // Two steps forward from the pawns' rank of the main board, the first square empty.
                Atom::PawnDoubleStep => {
                    let on_rank = v.zones.double_step.is_some_and(|r| geo.rank_of(from) == r[color.index()]);
                    if on_rank && geo.region(from) == 0 {
                        if let (Some(mid), Some(to)) = (shift(from, (0, fwd), false), shift(from, (0, 2 * fwd), false))
                        {
                            if !occupied(mid) {
                                initial.push(to);
                            }
                        }
                    }
                }
                Atom::Jump(dx, dy, mode) => land(shift(from, (dx * fwd, dy * fwd), true), mode),
                // From the side's initial region, onto an empty square; a lame one's way empty.
                Atom::Initial(dx, dy, lame) => {
                    if v.zones.initial[color.index()].contains(from) {
                        let way = if lame { lame_path(dx, dy) } else { Vec::new() };
                        let way: Option<Vec<Square>> =
                            way.iter().map(|&(x, y)| shift(from, (x * fwd, y * fwd), true)).collect();
                        let to = shift(from, (dx * fwd, dy * fwd), true);
                        if let (Some(to), Some(way)) = (to, way) {
                            if way.iter().all(|&s| !occupied(s)) {
                                initial.push(to);
                            }
                        }
                    }
                }
                // A walk crosses the grid, walls too: a wall stops it as a
                // piece nobody may take would, and is a hopper's hurdle.
                Atom::Walk(w) => {
                    let in_grid = |sq: Square, (dx, dy): (i8, i8)| geo.shift_in_grid(sq, dx, dy, frame, true);
                    let blocked = |s: Square| !geo.exists(s) || occupied(s);
                    let mut land_on_board = |to: Option<Square>, mode: Mode| {
                        if to.is_some_and(|s| geo.exists(s)) {
                            land(to, mode)
                        }
                    };
                    walk(from, w, fwd, &in_grid, &blocked, &mut land_on_board)
                }
            }
        }
    }
    out.extend(initial.into_iter().map(|to| Landing { to, mode: Mode::Quiet, initial: true }));
    // A kind kept to a region lands only there.
    if let Some((_, allowed)) = v.zones.mobility.iter().find(|(k, _)| *k == piece.kind()) {
        out.retain(|l| allowed[color.index()].contains(l.to));
    }
    out
}

/// A walk (a definition's rider, hopper or lame leaper): a lame one's way
/// must be empty; a hopper first passes the first piece on its line (the
/// hurdle), then lands at most `range` squares beyond it (any number for
/// 0); another walks at most `range` squares (any for 0); each stops at
/// the first piece it meets, which it may capture.
fn walk(
    from: Square,
    w: Walk,
    fwd: i8,
    shift: &dyn Fn(Square, (i8, i8)) -> Option<Square>,
    occupied: &dyn Fn(Square) -> bool,
    land: &mut dyn FnMut(Option<Square>, Mode),
) {
    if w.lame {
        for (x, y) in lame_path(w.dx, w.dy) {
            match shift(from, (x * fwd, y * fwd)) {
                Some(s) if !occupied(s) => {}
                _ => return,
            }
        }
    }
    let step = (w.dx * fwd, w.dy * fwd);
    let mut at = from;
    if w.hop {
        loop {
            match shift(at, step) {
                None => return,
                Some(s) => {
                    at = s;
                    if occupied(s) {
                        break;
                    }
                }
            }
        }
    }
    let mut left = if w.range == 0 { usize::MAX } else { w.range as usize };
    while left > 0 {
        let Some(to) = shift(at, step) else { return };
        land(Some(to), w.mode);
        if occupied(to) {
            return;
        }
        at = to;
        left -= 1;
    }
}
