//! Static evaluation, one small module per concern: [`material`] values per
//! game, [`squares`] piece-square tables built from the geometry, [`king`]
//! safety. The evaluation is from the point of view of the side to move;
//! [`cache`] keeps the scores the search has computed.

pub mod cache;
pub mod each_square;
pub mod fitted_squares;
pub mod hunt;
pub mod king;
pub mod material;
pub mod mobility;
pub mod mopup;
pub mod pawns;
pub mod squares;

use crate::features::Features;
use each_square::for_each_square;
use mobility::Mobility;
use mopup::KingGeometry;
use pawns::PawnMasks;
use squares::SquareTables;
use twofold_rules::piece::{MAX_KINDS, PIECE_INDEX_COUNT};
use twofold_rules::position::Hold;
use twofold_rules::variant::SeventhField;
use twofold_rules::{Bits256, Color, Piece, PieceKind, Position, Square, TurnRule, Variant};

/// Two Boards: what a draw costs the side that searches (centipawns).
pub const ROOT_CONTEMPT: i32 = 30;

/// Per-game weights.
#[derive(Copy, Clone, Debug)]
pub struct Params {
    /// Bonus for having the move at the start of a turn.
    pub tempo: i32,
    /// King-safety weight in percent (0: no king safety).
    pub king_safety: i32,
    /// Count enemy pieces near the king.
    pub tropism: bool,
    pub bishop_pair: bool,
    /// Bonus per piece (Two Boards: baring makes every piece count).
    pub per_piece: i32,
    /// Two Boards' terms that drive towards mate, stalemate or baring
    /// ([`hunt`]).
    pub hunt: bool,
    /// The hunt's King Hold terms ([`hunt::HOLD`], [`hunt::drive_to_hold`]).
    pub hold: bool,
    /// The terms measured in chess only: pieces reaching the squares around
    /// the enemy king ([`king::attack`], where mobility is counted) and
    /// rooks on files without own pawns ([`pawns::PawnMasks::rook_file`]).
    pub chess_terms: bool,
}

/// Chess's weights; the other games say how they differ (`chess_terms` were
/// measured in chess only).
const CHESS: Params = Params {
    tempo: 10,
    king_safety: 100,
    tropism: true,
    bishop_pair: true,
    per_piece: 0,
    hunt: false,
    hold: false,
    chess_terms: true,
};

impl Params {
    /// The weights for `v`, keyed on its rules, never on which game it is.
    pub fn for_variant(v: &Variant) -> Params {
        let mut p = CHESS;
        // Measured on chess's positions alone (see `fitted_squares`).
        p.chess_terms = fitted_squares::applies(v);
        // Double moves make attacks on the king faster.
        if !matches!(v.turn_rule, TurnRule::Single) {
            p.tempo = 20;
            p.king_safety = 150;
        }
        // Kings can be captured (the last one lost loses): their safety is worth more.
        if v.extinction == Some(PieceKind::KING) {
            p.tempo = 30;
            p.king_safety = 200;
        }
        // Two boards at once (a Big frame over the Little one): a king is
        // reached from both, so nearness and bishop pairs mean little.
        let big_frame = v.geometry.frames.len() > 1;
        if big_frame {
            p.king_safety = 50;
            p.tropism = false;
            p.bishop_pair = false;
        }
        // A bared king loses: every piece counts, and the endgame terms
        // drive towards mate, stalemate or baring (their distances are
        // Big and Little steps).
        if v.baring && big_frame {
            p.per_piece = 15;
            p.hunt = true;
        }
        // The King Hold: driving the enemy king to where it can be held.
        p.hold = p.hunt && v.seventh == SeventhField::KingHold;
        p
    }
}

/// What the evaluation's loop over the pieces asks of a piece's kind,
/// looked up once per piece (by `Piece::index`).
#[derive(Copy, Clone)]
struct Role {
    kind: Kind,
    /// [`king::attack_weight`].
    attack: i32,
}

/// The kinds the loop sets apart.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    King,
    Rook,
    /// Pawn-like.
    Pawn,
    Other,
}

/// A (middle-game, end-game) pair in one word, so that a sum of pairs is
/// one addition: the middle game in the high half. Either half's sum stays
/// far inside 32 bits (at most 256 pieces of 16-bit bonuses).
fn pack(mid: i16, end: i16) -> i64 {
    ((mid as i64) << 32) + end as i64
}

fn end_half(sum: i64) -> i32 {
    sum as i32
}

fn mid_half(sum: i64) -> i32 {
    ((sum - end_half(sum) as i64) >> 32) as i32
}

pub struct Evaluator {
    variant: &'static Variant,
    values: [i32; MAX_KINDS],
    /// Every kind of non-zero value, with it and whether it is an officer
    /// (neither pawn-like nor king): material and phase from the counts
    /// per kind.
    kinds: Vec<(PieceKind, i32, bool)>,
    /// [piece index × 256 + square]: the piece-square bonuses, [`pack`]ed.
    squares: Vec<i64>,
    roles: [Role; PIECE_INDEX_COUNT],
    pawns: PawnMasks,
    pawn_cache: pawns::PawnCache,
    mobility: Mobility,
    features: Features,
    /// The mop-up's king distances, built where it counts (not with `Params::hunt`).
    kings: Option<KingGeometry>,
    /// Two Boards' squares as cells (with `Params::hunt`).
    cells: Option<hunt::Cells>,
    /// The tropism's squares, built where it counts (`Params::tropism`).
    near_king: Option<king::NearKing>,
    params: Params,
    /// Material of pieces (not pawns or kings) of both sides at the start: phase 1.
    start_material: i32,
    /// Pieces of one side at the start (kings included).
    start_pieces: i32,
}

impl Evaluator {
    pub fn new(variant: &'static Variant) -> Evaluator {
        Evaluator::with_features(variant, Features::default())
    }

    /// The evaluation with some of its terms switched off.
    pub fn with_features(variant: &'static Variant, features: Features) -> Evaluator {
        let mut squares = SquareTables::new(variant);
        if features.fitted_squares && fitted_squares::applies(variant) {
            fitted_squares::overlay(&mut squares, variant, &fitted_squares::MID, &fitted_squares::END);
        }
        Evaluator::with_squares(variant, features, squares)
    }

    /// For fitting the chess tables (`twofold tune`): the evaluation with
    /// the tables of [`fitted_squares::KINDS`] all zero, so that the full
    /// evaluation is this plus the tables' terms; and the geometric tables
    /// (White's view), where the fitting starts.
    pub fn for_fitting(variant: &'static Variant) -> (Evaluator, fitted_squares::Tables, fitted_squares::Tables) {
        let mut squares = SquareTables::new(variant);
        let (mut mid, mut end) = ([[0i16; 64]; 6], [[0i16; 64]; 6]);
        for (k, &kind) in fitted_squares::KINDS.iter().enumerate() {
            for i in 0..64 {
                let sq = fitted_squares::square_for(variant, Color::White, i);
                (mid[k][i], end[k][i]) = squares.get(twofold_rules::Piece::new(Color::White, kind), sq);
            }
        }
        let zero = [[0i16; 64]; 6];
        fitted_squares::overlay(&mut squares, variant, &zero, &zero);
        let features = Features { fitted_squares: false, ..Features::default() };
        (Evaluator::with_squares(variant, features, squares), mid, end)
    }

    fn with_squares(variant: &'static Variant, features: Features, squares: SquareTables) -> Evaluator {
        let mut values = [0; MAX_KINDS];
        for &kind in &variant.kinds {
            values[kind.index()] = material::piece_value(variant, kind);
        }
        let start = Position::start(variant);
        let mut start_material = 0;
        for c in Color::BOTH {
            for s in start.occupied_by(c).iter() {
                if let Some(p) = start.piece_at(s) {
                    if !variant.tables.is_pawn_like(p.kind()) && p.kind() != PieceKind::KING {
                        start_material += values[p.kind().index()];
                    }
                }
            }
        }
        let params = Params::for_variant(variant);
        let kinds = (0..MAX_KINDS)
            .filter_map(PieceKind::new)
            .filter(|k| values[k.index()] != 0)
            .map(|k| (k, values[k.index()], !variant.tables.is_pawn_like(k) && k != PieceKind::KING))
            .collect();
        let roles = std::array::from_fn(|i| {
            let kind = Piece::from_index(i).expect("every index below the count is a piece").kind();
            Role {
                kind: match kind {
                    PieceKind::KING => Kind::King,
                    PieceKind::ROOK => Kind::Rook,
                    k if variant.tables.is_pawn_like(k) => Kind::Pawn,
                    _ => Kind::Other,
                },
                attack: king::attack_weight(kind),
            }
        });
        Evaluator {
            variant,
            values,
            kinds,
            squares: squares.mid.iter().zip(&squares.end).map(|(&m, &e)| pack(m, e)).collect(),
            roles,
            pawns: PawnMasks::new(variant, |piece, sq| squares::steps_to_promotion(variant, piece, sq)),
            pawn_cache: pawns::PawnCache::default(),
            mobility: Mobility::new(variant),
            features,
            kings: (!params.hunt).then(|| KingGeometry::new(variant)),
            cells: params.hunt.then(|| hunt::Cells::new(variant.geometry.width, variant.geometry.square_count())),
            near_king: params.tropism.then(|| king::NearKing::new(variant)),
            params,
            start_material: start_material.max(1),
            start_pieces: start.piece_count(Color::White) as i32,
        }
    }

    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    pub fn features(&self) -> Features {
        self.features
    }

    #[inline]
    pub fn value(&self, kind: PieceKind) -> i32 {
        self.values[kind.index()]
    }

    /// Material only, from White's point of view.
    pub fn material(&self, pos: &Position) -> i32 {
        let mut m = 0;
        for c in Color::BOTH {
            let sign = if c == Color::White { 1 } else { -1 };
            for s in pos.occupied_by(c).iter() {
                if let Some(p) = pos.piece_at(s) {
                    m += sign * self.values[p.kind().index()];
                }
            }
        }
        m
    }

    /// The score of a drawn position `ply` plies below the root of the
    /// search, for the side to move: 0, except in Two Boards, where the
    /// side ahead in material counts a draw as a loss of a quarter of its
    /// lead, so it avoids repetitions and the no-progress rule while it can
    /// still win; and the side that searches counts any draw as
    /// [`ROOT_CONTEMPT`] lost, so with equal material it plays on rather than
    /// repeat (a one-move game: the searching side is to move at even plies).
    pub fn draw_score(&self, pos: &Position, ply: usize) -> i32 {
        if !self.params.hunt {
            return 0;
        }
        let m = self.material(pos);
        let lead = if pos.side_to_move() == Color::White { m } else { -m };
        let root = if self.variant.turn_rule == TurnRule::Single {
            if ply.is_multiple_of(2) {
                -ROOT_CONTEMPT
            } else {
                ROOT_CONTEMPT
            }
        } else {
            0
        };
        -lead / 4 + root
    }

    /// What [`Self::evaluate`] reads of `pos` that its hash leaves out: the
    /// no-progress counter, in Two Boards' endgame terms (0 elsewhere).
    #[inline]
    pub fn unhashed_input(&self, pos: &Position) -> u32 {
        if self.params.hunt {
            pos.halfmove_clock()
        } else {
            0
        }
    }

    /// The score of `pos` for the side to move, in centipawns.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        if self.variant.bare_wins() {
            return self.give_away(pos);
        }
        // Material, pieces and the phase from the position's counts per kind.
        let mut material = [0i32; 2];
        let pieces = [pos.piece_count(Color::White) as i32, pos.piece_count(Color::Black) as i32];
        // Pieces besides kings and pawns, per side.
        let mut officers = [0i32; 2];
        for c in Color::BOTH {
            let ci = c.index();
            for &(kind, value, officer) in &self.kinds {
                let n = pos.count(c, kind) as i32;
                material[ci] += n * value;
                if officer {
                    officers[ci] += n * value;
                }
            }
        }
        let bishops = [pos.count(Color::White, PieceKind::BISHOP), pos.count(Color::Black, PieceKind::BISHOP)];
        let phase_material = officers[0] + officers[1];
        // Piece-square sums, middle game in the high half, end game in the low.
        let mut squares = [0i64; 2];
        let mut kings = [[Square(0); 2]; 2];
        let mut king_count = [0usize; 2];
        let mut pawns = [Bits256::EMPTY; 2];
        let mut mobility = [0i32; 2];
        let counts_mobility = self.features.mobility && self.mobility.counted();
        let counts_attack = counts_mobility && self.features.king_attack && self.params.chess_terms;
        let counts_files = self.features.rook_files && self.params.chess_terms;
        // Rooks, for their files once every pawn is known.
        let mut rooks = [Bits256::EMPTY; 2];
        // The squares around each king, and per side the weight of its
        // pieces' reach into the enemy king's and how many pieces reach it.
        let zones = if counts_attack {
            [self.mobility.king_zone(pos, Color::White), self.mobility.king_zone(pos, Color::Black)]
        } else {
            [0; 2]
        };
        let mut attack = [(0i32, 0usize); 2];
        let occupied = [pos.occupied_by(Color::White), pos.occupied_by(Color::Black)];
        for c in Color::BOTH {
            let ci = c.index();
            // One-word games only (where mobility is counted).
            let (own, all) = (occupied[ci].0[0], occupied[0].0[0] | occupied[1].0[0]);
            for_each_square(&occupied[ci], |s| {
                let Some(p) = pos.piece_at(s) else { return };
                let i = p.index();
                squares[ci] += self.squares[i * 256 + s.index()];
                let role = self.roles[i];
                if counts_mobility {
                    let (score, targets) = self.mobility.reach_among(p, s, own, all);
                    mobility[ci] += score;
                    let hits = (targets & zones[1 - ci]).count_ones() as i32;
                    if hits > 0 {
                        attack[ci].0 += hits * role.attack;
                        attack[ci].1 += 1;
                    }
                }
                match role.kind {
                    Kind::King if king_count[ci] < 2 => {
                        kings[ci][king_count[ci]] = s;
                        king_count[ci] += 1;
                    }
                    Kind::Rook if counts_files => rooks[ci].insert(s),
                    Kind::Pawn => pawns[ci].insert(s),
                    _ => {}
                }
            });
        }
        let (mid, end) = (squares.map(mid_half), squares.map(end_half));
        let phase = self.phase_of(phase_material);
        let p = &self.params;
        let mut score = [0i32; 2];
        let pawn_scores =
            if self.features.pawn_structure { self.pawn_cache.scores(&self.pawns, &pawns) } else { [(0, 0); 2] };
        for c in Color::BOTH {
            let ci = c.index();
            let (pawn_mid, pawn_end) = pawn_scores[ci];
            let (mut m, mut e) = (mid[ci] + pawn_mid, end[ci] + pawn_end);
            for r in rooks[ci].iter() {
                let (rm, re) = self.pawns.rook_file(&pawns, c, r);
                (m, e) = (m + rm, e + re);
            }
            score[ci] = material[ci] + mobility[ci] + (m * phase + e * (256 - phase)) / 256 + p.per_piece * pieces[ci];
            if p.bishop_pair && bishops[ci] >= 2 {
                score[ci] += material::BISHOP_PAIR;
            }
            let safety = king::safety(pos, c, &kings[ci][..king_count[ci]], p.king_safety, self.near_king.as_ref());
            score[ci] += (safety + king::attack(attack[ci].0, attack[ci].1)) * phase / 256;
            let ti = c.other().index();
            // Not in Two Boards: its own endgame terms (`hunt`) chase the
            // last pieces, and a king brought next to the enemy king there
            // can be held to its Little board and mated by a few pieces.
            if let Some(geometry) = self.kings.as_ref().filter(|_| officers[ti] <= mopup::MAX_LOSER_PIECES) {
                score[ci] += geometry.mop_up(
                    material[ci] - material[ti],
                    &kings[ci][..king_count[ci]],
                    &kings[ti][..king_count[ti]],
                );
            }
        }
        if let Some(cells) = self.cells.as_ref().filter(|_| king_count[0] > 0 && king_count[1] > 0) {
            for c in Color::BOTH {
                let (ci, ti) = (c.index(), c.other().index());
                // Far ahead against few pieces: the king joins the hunt, and
                // holding the enemy king to the Little board is worth a lot.
                let late = material[ci] > material[ti] + 300 && pieces[ti] <= 8;
                let king_weight = if late { 6 } else { 1 };
                score[ci] += 4 * hunt::pressure(pos, cells, c, kings[ti][0], king_weight)
                    - 5 * hunt::king_room(pos, c, kings[ci][0]);
                score[ci] += hunt::trade_down(material[ci] - material[ti], pieces[ti], self.start_pieces);
                if late {
                    score[ci] += hunt::chase(pos, c);
                    if p.hold && pos.hold() == Hold::Big(c.other()) {
                        score[ci] += hunt::HOLD;
                    } else if p.hold && self.features.hold_plan {
                        score[ci] += hunt::drive_to_hold(self.variant.geometry.width, kings[ci][0], kings[ti][0]);
                    }
                } else if self.features.chase_when_stalling
                    && material[ci] > material[ti] + hunt::STALLING_LEAD
                    && pos.halfmove_clock() >= hunt::STALLING_FROM
                {
                    // Ahead before the endgame, with the no-progress counter
                    // running: close in on the enemy's pieces, more the
                    // longer nothing was taken (shallow searches otherwise
                    // shuffle until the rule draws the game).
                    let limit = self.variant.no_progress.limit.max(1);
                    score[ci] += hunt::chase(pos, c) * pos.halfmove_clock().min(limit) as i32 / limit as i32;
                }
            }
        }
        let us = pos.side_to_move().index();
        let tempo = if pos.turn_in_progress() { p.tempo / 2 } else { p.tempo };
        let total = score[us] - score[1 - us] + tempo;
        if p.hunt {
            self.towards_no_progress(pos, total)
        } else {
            total
        }
    }

    /// A game won by losing every piece (Antichess): each piece still held
    /// is a burden, the heavier the more it weighs (a queen is taken by
    /// more and forces more captures), and so is having fewer moves than
    /// the opponent (the side with fewer is nearer to being made to take).
    fn give_away(&self, pos: &Position) -> i32 {
        let mut burden = [0i32; 2];
        for c in Color::BOTH {
            let ci = c.index();
            burden[ci] = 100 * pos.piece_count(c) as i32;
            for &(kind, value, _) in &self.kinds {
                burden[ci] += pos.count(c, kind) as i32 * value / 10;
            }
        }
        let us = pos.side_to_move().index();
        burden[1 - us] - burden[us]
    }

    /// The game phase from the material of pieces (not pawns or kings) of
    /// both sides: 256 at the start, 0 with none left.
    fn phase_of(&self, phase_material: i32) -> i32 {
        (phase_material * 256 / self.start_material).min(256)
    }

    /// The game phase of `pos` (see [`Self::phase_of`]).
    pub fn phase(&self, pos: &Position) -> i32 {
        let mut material = 0;
        for c in Color::BOTH {
            for s in pos.occupied_by(c).iter() {
                let Some(p) = pos.piece_at(s) else { continue };
                if !self.variant.tables.is_pawn_like(p.kind()) && p.kind() != PieceKind::KING {
                    material += self.values[p.kind().index()];
                }
            }
        }
        self.phase_of(material)
    }

    /// Two Boards: the score shrinks towards the draw as the no-progress
    /// counter runs (to half at its limit), so the side ahead prefers the
    /// capture that resets it now to the same position later — the games
    /// between engine levels otherwise often ran out the 100 moves.
    fn towards_no_progress(&self, pos: &Position, score: i32) -> i32 {
        let limit = self.variant.no_progress.limit.max(1) as i32;
        let clock = (pos.halfmove_clock() as i32).min(limit);
        score * (2 * limit - clock) / (2 * limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use twofold_rules::{Options, VariantId};

    /// Each game's weights, as they were when they were chosen game by game:
    /// keying them on rule data changed none. (tempo, king safety,
    /// tropism, bishop pair, per piece, hunt, hold, chess terms)
    #[test]
    fn weights_keyed_on_rules_are_each_games_own() {
        let table = [
            (VariantId::CHESS, (10, 100, true, true, 0, false, false, true)),
            (VariantId::TWO_PRONG, (20, 150, true, true, 0, false, false, false)),
            (VariantId::CHESS2, (20, 150, true, true, 0, false, false, false)),
            (VariantId::DUAL_CHESS, (10, 100, true, true, 0, false, false, false)),
            (VariantId::TWO_BOARDS, (10, 50, false, false, 15, true, true, false)),
            (VariantId::DOUBLE_DOUBLE, (30, 200, true, true, 0, false, false, false)),
        ];
        for (id, want) in table {
            for options in [Options::default(), Options::of(&Options::ids()).unwrap()] {
                let p = Params::for_variant(Variant::get(id, options).unwrap());
                let got =
                    (p.tempo, p.king_safety, p.tropism, p.bishop_pair, p.per_piece, p.hunt, p.hold, p.chess_terms);
                assert_eq!(got, want, "{id:?} {options:?}");
            }
        }
    }

    /// Sums of packed pairs come apart into the sums of their halves, at
    /// the extremes of 256 pieces of 16-bit bonuses too.
    #[test]
    fn packed_pairs_sum_half_by_half() {
        for (mid, end) in [(i16::MAX, i16::MIN), (i16::MIN, i16::MAX), (-1, 1), (1, -1), (-40, 0), (0, -70), (140, 70)]
        {
            for n in [1i64, 2, 17, 256] {
                let sum: i64 = (0..n).map(|_| pack(mid, end)).sum();
                assert_eq!((mid_half(sum), end_half(sum)), (mid as i32 * n as i32, end as i32 * n as i32));
            }
        }
        let sum = pack(-5, 9) + pack(7, -30) + pack(i16::MIN, -2);
        assert_eq!((mid_half(sum), end_half(sum)), (-5 + 7 + i16::MIN as i32, 9 - 30 - 2));
    }

    /// Piece values keyed on rules: Two Boards' pieces by their reach on both
    /// boards, a king only where kings can be lost.
    #[test]
    fn piece_values_follow_the_rules() {
        use twofold_rules::piece::builtin_kinds::*;
        let value = |id, kind| material::piece_value(Variant::get(id, Options::default()).unwrap(), kind);
        assert_eq!(value(VariantId::TWO_BOARDS, WAZIR), 100);
        assert_eq!(value(VariantId::DUAL_CHESS, WAZIR), 120);
        assert_eq!(value(VariantId::TWO_BOARDS, GUARD), 300);
        assert_eq!(value(VariantId::DUAL_CHESS, GUARD), 150);
        assert_eq!(value(VariantId::DOUBLE_DOUBLE, KING), material::DOUBLE_KING);
        assert_eq!(value(VariantId::CHESS, KING), 0);
        assert_eq!(value(VariantId::TWO_BOARDS, KING), 0);
    }

    /// A kind without a measured value is valued by its reach on the empty
    /// board: the chess pieces' estimates as the formula gives them, a
    /// kind the game lacks nothing.
    #[test]
    fn unmeasured_kinds_are_valued_by_their_reach() {
        use twofold_rules::piece::builtin_kinds::*;
        let chess = Variant::get(VariantId::CHESS, Options::default()).unwrap();
        let estimate = |kind| material::estimated_value(chess, kind);
        assert_eq!([KNIGHT, BISHOP, ROOK, QUEEN, PAWN].map(estimate), [307, 412, 570, 832, 100]);
        assert_eq!(estimate(CARDINAL), 0);
        assert_eq!(estimate(PieceKind::new(20).unwrap()), 0);
        assert_eq!(material::piece_value(chess, PieceKind::new(20).unwrap()), 0);
    }

    fn score(fen: &str, features: Features) -> i32 {
        let v = Variant::get(VariantId::CHESS, Options::default()).unwrap();
        Evaluator::with_features(v, features).evaluate(&Position::from_fen(v, fen).unwrap())
    }

    #[test]
    fn rooks_that_reach_the_squares_around_the_king_attack_it() {
        // Both rooks reach two of g8, g7, h7, h8 (the king's own square
        // counts): 4 squares at 60, two pieces join (50 %): 120, scaled by
        // the phase (1000 of the start's 6400 of pieces: 40/256). Black is
        // to move (in check), so the attack counts against it.
        let fen = "7k/8/8/8/8/8/8/K5RR b - - 0 1";
        let without = Features::default().without("attack").unwrap();
        assert_eq!(score(fen, without) - score(fen, Features::default()), 120 * 40 / 256);
        // One rook alone does not count.
        let fen = "7k/8/8/8/8/8/8/K6R b - - 0 1";
        assert_eq!(score(fen, Features::default()), score(fen, without));
    }

    #[test]
    fn where_losing_every_piece_wins_fewer_pieces_score_better() {
        // Antichess written as text: White, to move, has one pawn left
        // against a queen and a rook; under chess's values it would be lost.
        let text = "[give-away:chess]\nking = -\ncommoner = k\ncastling = false\nmustCapture = true\n\
            stalemateValue = win\nextinctionValue = win\nextinctionPieceTypes = *\n";
        let v = Variant::get(twofold_rules::definition::load(text).expect("loads")[0], Options::default()).unwrap();
        let eval = Evaluator::new(v);
        let light = Position::from_fen(v, "q6r/8/8/8/8/8/P7/8 w - - 0 1").unwrap();
        assert!(eval.evaluate(&light) > 0, "{}", eval.evaluate(&light));
        let heavy = Position::from_fen(v, "q6r/8/8/8/8/8/P7/8 b - - 0 1").unwrap();
        assert!(eval.evaluate(&heavy) < 0, "{}", eval.evaluate(&heavy));
    }
}
