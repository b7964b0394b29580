//! A variant is data: its board, pieces, start position, turn rule and one
//! field per rule that differs between the games. Special actions reach the
//! core through the variant's [`Hooks`]; the core never names a game.

use crate::bitboards::Bitboards;
use crate::error::{Illegal, PositionError};
use crate::geometry::Geometry;
use crate::moves::PartInfo;
use crate::moves::{Move, MoveList};
use crate::piece::{PieceKind, PieceTable};
use crate::square::{Bits256, Color, Square};
use crate::square_sets::SquareSets;
use crate::tables::{Tables, Zones};
pub use crate::variant_id::{Options, VariantId};

/// An option a game offers, as the page's "New game" shows it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GameOption {
    /// The option's name in records, links and options objects.
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
}

/// How a turn is made up.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TurnRule {
    /// One move per turn.
    Single,
    /// A single move, or up to `max` moves of different pieces judged
    /// together on the position at the start of the turn (Two-Prong's dual
    /// move).
    Simultaneous { max: u8 },
    /// Response turns of one move, and normal turns of one qualifying move
    /// or two moves, each legal where it is played (Chess2).
    Conditional,
    /// `moves` consecutive moves per turn (two in Marseillais; the turn
    /// marked single, one), each legal where it is played; the turn ends
    /// early when no next move exists. With en passant, a double step made
    /// on any move of a turn may be taken in the opponent's next turn unless
    /// its pawn moved again, as the first move, or as a later one while every
    /// move before it in the turn took en passant. [`VariantOf::return_barred`]
    /// and [`VariantOf::check_ends_turn`] are the rules that differ.
    Consecutive { moves: u8 },
}

impl TurnRule {
    /// The most parts a turn can have (Chess2's two, Two-Prong's halves).
    pub fn most_parts(self) -> u8 {
        match self {
            TurnRule::Single => 1,
            TurnRule::Simultaneous { max } => max,
            TurnRule::Conditional => 2,
            TurnRule::Consecutive { moves } => moves,
        }
    }

    /// The rule's name, as the bindings give it to the page.
    pub fn name(self) -> &'static str {
        match self {
            TurnRule::Single => "single",
            TurnRule::Simultaneous { .. } => "simultaneous",
            TurnRule::Conditional => "conditional",
            TurnRule::Consecutive { .. } => "consecutive",
        }
    }
}

/// What the seventh field of the position string holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SeventhField {
    /// Not used (accepted as `-` when present).
    None,
    /// `s` (this turn is a single move) or `d` (a normal turn).
    TurnKind,
    /// `=W` / `=F` pending guard flip, or `-`.
    GuardFlip,
    /// `hw`/`hb`/`lw`/`lb` king hold, or `-`.
    KingHold,
}

/// When a repeated position counts towards the threefold-repetition draw.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Repetition {
    /// No repetition draw.
    Off,
    /// Positions at the start of a turn.
    AtTurnStarts,
    /// Every position after every move, between the moves of a turn too.
    AfterEveryMove,
}

/// What a stalemate means for the stalemated side.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Stalemate {
    Draw,
    Loss,
    /// The stalemated side wins (Antichess).
    Win,
}

/// Which material is too little to win (an automatic draw).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Insufficient {
    /// Never (kings can be captured: any piece may still win).
    Never,
    /// King against king.
    KingVsKing,
    /// FIDE: king against king, or king and one knight or bishop against king.
    Fide,
}

/// A set of piece kinds, one bit each.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct KindSet(u32);

impl KindSet {
    pub const EMPTY: KindSet = KindSet(0);

    pub const fn of(kinds: &[PieceKind]) -> KindSet {
        let mut bits = 0;
        let mut i = 0;
        while i < kinds.len() {
            bits |= 1 << kinds[i].index();
            i += 1;
        }
        KindSet(bits)
    }

    #[inline]
    pub fn contains(self, kind: PieceKind) -> bool {
        self.0 >> kind.index() & 1 != 0
    }

    /// One bit per kind index (compiled definitions store sets so).
    pub(crate) const fn bits(self) -> u32 {
        self.0
    }

    pub(crate) const fn from_bits(bits: u32) -> KindSet {
        KindSet(bits)
    }
}

/// The no-progress draw: after `limit` moves (or turns) without a capture
/// or a move of one of the `reset_by` kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct NoProgress {
    /// The counter counts turns (else moves).
    pub counts_turns: bool,
    pub limit: u32,
    /// Moves of these kinds reset the counter (captures always do).
    pub reset_by: KindSet,
}

/// One castling option: king and rook squares, and the FEN letter of the right.
#[derive(Clone, Debug)]
pub struct CastlingRule {
    pub color: Color,
    pub king_side: bool,
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
    /// The kinds that castle as the rook (a definition's
    /// `castlingRookPieces`; the rook in the built-in games).
    pub rook_kinds: KindSet,
    /// Squares that must be empty (besides the king's and rook's own), as
    /// a set: one test against the occupied squares, no loop (a castling is
    /// looked for at every position with the rights).
    pub empty: Bits256,
    /// Squares the king stands on, passes or reaches: none may be attacked.
    pub king_path: Vec<Square>,
    /// Bit in the position's castling rights.
    pub bit: u8,
    pub fen_char: char,
}

/// Why a piece's move is refused, in a game's own terms (see
/// [`Hooks::explain_unreachable`]).
pub type Explain<P> = fn(&P, PieceKind, Square) -> Option<Illegal>;

/// The special rules of a game, as plain functions the core calls where a
/// game has them. Every hook is optional; chess has none. `P` is the
/// position they act on (`crate::position::Hooks` names them over a
/// `Position`): generic so that this file, which a `Position` needs for its
/// variant, needs nothing of `Position` in turn (no import circle).
pub struct Hooks<P> {
    /// Moves beyond the pieces' movement: a bishop's corner commute, the
    /// guard flip, a Pawn of Camel's actions.
    pub special_moves: Option<fn(&P, &mut MoveList)>,
    /// Plays a special action (`Move::GuardFlip`, `Morph`, `Transform`).
    pub apply_special: Option<fn(&mut P, Move) -> PartInfo>,
    /// After every piece move (a pending flip lapses, guards morph).
    pub after_move: Option<fn(&mut P, &PartInfo)>,
    /// After a royal king's move: its after-effects may change what the
    /// kings attack (a King Hold), so king steps are tested by making them.
    pub after_king_move: Option<fn(&mut P, &PartInfo)>,
    /// Checks the game's own state read from a position string.
    pub validate: Option<fn(&P, &mut Vec<PositionError>)>,
    /// A game's own reason why no piece of a kind reaches a square.
    pub explain_unreachable: Option<Explain<P>>,
}

// By hand: derives would ask `P: Copy`/`Default`, and the hooks are plain
// function pointers whatever `P` is.
impl<P> Clone for Hooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Hooks<P> {}

impl<P> Default for Hooks<P> {
    fn default() -> Self {
        Hooks {
            special_moves: None,
            apply_special: None,
            after_move: None,
            after_king_move: None,
            validate: None,
            explain_unreachable: None,
        }
    }
}

/// A game's rules (`crate::position::Variant`: over a `Position`, the only
/// `P` there is; see [`Hooks`] for why it is generic).
pub struct VariantOf<P: 'static> {
    pub id: VariantId,
    pub options: Options,
    pub name: &'static str,
    pub geometry: Geometry,
    /// The piece kinds that may appear in this game, in its order (those
    /// of `pieces`, here for the loops over them).
    pub kinds: Vec<PieceKind>,
    /// Each kind's letter, name, description and movement: the game's own.
    pub pieces: PieceTable,
    pub tables: Tables,
    /// Where colour-dependent moves apply (double steps, initial moves,
    /// promotion, mobility regions): the game's own data, which the tables
    /// are built from and the readable core reads ([`crate::readable`]).
    pub zones: Zones,
    /// One-word masks of the same tables, on boards of up to 64 squares in
    /// one frame ([`VariantOf::bitboards`]).
    pub(crate) bitboards: Option<Bitboards>,
    /// The attack tables as 256-square sets (every game; the one-word
    /// tables go first where a game has them).
    pub(crate) square_sets: SquareSets,
    pub start: &'static str,
    /// Why the start array is the project's reconstruction (the inventor's
    /// picture is lost), for New game; `None` for the inventor's own.
    pub reconstructed: Option<&'static str>,
    /// One line about the game, for New game and Help.
    pub summary: &'static str,
    /// The options the game offers.
    pub offered: &'static [GameOption],
    /// What each side's pawn-like pieces may promote to (White's, Black's).
    pub promotions: [Vec<PieceKind>; 2],
    pub castling: Vec<CastlingRule>,
    /// Castling rights lost when a piece leaves or enters each square.
    pub castle_mask: Vec<u8>,
    pub turn_rule: TurnRule,
    /// Simultaneous halves whose paths cross, or pass through the other's
    /// destination, are illegal (Two-Prong's collision option).
    pub collision: bool,
    /// Kings may not be left attacked (check and mate).
    pub royal_check: bool,
    /// A move may give check (Fairy-Stockfish's `checking`; false: a move
    /// that attacks the enemy king is illegal, as in Checkmateless Chess).
    pub checks_allowed: bool,
    /// A pawn-like piece moving into its promotion zone may also stay as it
    /// is (Fairy-Stockfish's `mandatoryPawnPromotion = false`).
    pub promotion_optional: bool,
    /// The game is lost by losing every piece of this kind.
    pub extinction: Option<PieceKind>,
    /// The game is won by bringing a piece to a goal (capture the flag).
    pub flag: Option<Flag>,
    /// A side that can capture must (Fairy-Stockfish's `mustCapture`:
    /// Antichess); judged among the legal moves.
    pub must_capture: bool,
    /// A side with no piece left wins (Antichess: `extinctionValue = win`
    /// over every piece).
    pub bare_wins: bool,
    pub en_passant: bool,
    pub no_progress: NoProgress,
    pub repetition: Repetition,
    pub stalemate: Stalemate,
    pub insufficient: Insufficient,
    /// Baring: a side left with a lone king loses unless it bares back at once.
    pub baring: bool,
    /// Baring as Fairy-Stockfish's extinction claim has it (Shatranj,
    /// Courier): a lone king facing three or more pieces loses at once (it
    /// cannot bare back), and two lone kings play on.
    pub baring_claim: bool,
    pub seventh: SeventhField,
    /// A move that gives check ends the turn (a check on the first move of
    /// a pair forfeits the second).
    pub check_ends_turn: bool,
    /// The second move of a pair may not take the piece moved first straight
    /// back to its square unless the first move captured.
    pub return_barred: bool,
    pub hooks: Hooks<P>,
}

/// Fairy-Stockfish's capture-the-flag goal (`flagPiece`, `flagRegion…`,
/// `flagMove`): a side whose flag piece stands in its flag region wins
/// (King of the Hill, Racing Kings). Judged at turn starts
/// ([`crate::Position::outcome_without_moves`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Flag {
    /// Per side, the piece that wins there (`None`: any of its pieces).
    pub piece: [Option<PieceKind>; 2],
    /// Per side, its goal (empty: that side has none).
    pub region: [Bits256; 2],
    /// After one side reaches its goal the other gets one more move
    /// (Racing Kings: Black, reaching the goal too, draws).
    pub extra_move: bool,
}

impl<P> std::fmt::Debug for VariantOf<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Variant({}, {:?})", self.id, self.options)
    }
}

impl<P> VariantOf<P> {
    /// What `color`'s pawn-like pieces may promote to.
    #[inline]
    pub fn promotions(&self, color: Color) -> &[PieceKind] {
        &self.promotions[color.index()]
    }

    /// The moves a pawn-like piece has onto one square of its promotion
    /// zone: one per promotion piece, and one more where it may stay.
    #[inline]
    pub fn promotion_moves(&self, color: Color) -> u32 {
        self.promotions(color).len() as u32 + self.promotion_optional() as u32
    }

    // The rules only games written as text have, read through these: without
    // the crate's `loaded` feature (the page's plain module, built-in games
    // alone) each is off and its code left out.

    /// May a pawn entering its zone stay a pawn (`mandatoryPawnPromotion = false`)?
    #[inline]
    pub fn promotion_optional(&self) -> bool {
        cfg!(feature = "loaded") && self.promotion_optional
    }
    /// May a move give check (false: `checking = false`)?
    #[inline]
    pub fn checks_allowed(&self) -> bool {
        !cfg!(feature = "loaded") || self.checks_allowed
    }
    /// Must a side that can capture capture (`mustCapture`)?
    #[inline]
    pub fn must_capture(&self) -> bool {
        cfg!(feature = "loaded") && self.must_capture
    }
    /// Does a side with no piece left win (Antichess)?
    #[inline]
    pub fn bare_wins(&self) -> bool {
        cfg!(feature = "loaded") && self.bare_wins
    }
    /// The game's goal (capture the flag), if it has one.
    #[inline]
    pub fn flag(&self) -> Option<&Flag> {
        if cfg!(feature = "loaded") {
            self.flag.as_ref()
        } else {
            None
        }
    }

    /// The bytes its movement and attack tables take: the game itself and
    /// every table it owns ([`Tables`], the one-word tables, the square
    /// sets). A loaded definition's stays under 2 MB
    /// (crates/rules/tests/definition_tables.rs).
    pub fn table_bytes(&self) -> usize {
        std::mem::size_of::<Self>()
            + self.tables.heap_bytes()
            + self.bitboards.as_ref().map_or(0, Bitboards::heap_bytes)
            + self.square_sets.heap_bytes()
    }

    /// The one-word tables, on a board of up to 64 squares in one frame.
    #[inline]
    pub fn bitboards(&self) -> Option<&Bitboards> {
        self.bitboards.as_ref()
    }

    /// The attack tables as 256-square sets.
    #[inline]
    pub fn square_sets(&self) -> &SquareSets {
        &self.square_sets
    }

    /// The most en-passant squares a position can have: one per double step
    /// a turn can make (Two-Prong two, Three-Prong three, Marseillais two,
    /// the other games with en passant one; RULES.md §1.5, §2.4), 0 without
    /// en passant.
    pub fn en_passant_most(&self) -> usize {
        match (self.en_passant, self.turn_rule) {
            (false, _) => 0,
            (true, TurnRule::Conditional) => 1,
            (true, rule) => rule.most_parts() as usize,
        }
    }

    /// The values the seventh field of the position string takes in this
    /// game (with its options), the default first; none for games without one.
    pub fn seventh_values(&self) -> &'static [&'static str] {
        match self.seventh {
            SeventhField::None => &[],
            // Turns of three moves and more: a short turn's number too.
            SeventhField::TurnKind => match self.turn_rule {
                TurnRule::Consecutive { moves: moves @ 3.. } if cfg!(feature = "loaded") => {
                    const VALUES: [&str; crate::limits::MOST_PARTS] = ["d", "s", "2", "3", "4", "5", "6", "7"];
                    &VALUES[..(moves as usize).min(VALUES.len())]
                }
                _ => &["d", "s"],
            },
            SeventhField::GuardFlip => &["-", "=W", "=F"],
            SeventhField::KingHold if self.options.has("sibahi") => &["-", "hw", "hb", "lw", "lb"],
            SeventhField::KingHold => &["-", "hw", "hb"],
        }
    }

    /// What joins the parts of a turn in notation: `&` for simultaneous
    /// halves, `,` for moves one after the other.
    pub fn joiner(&self) -> &'static str {
        match self.turn_rule {
            TurnRule::Simultaneous { .. } => "&",
            _ => ",",
        }
    }
}
