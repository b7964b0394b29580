//! Notation of single moves (SAN as in FIDE chess, with the project's forms
//! for Dual Chess's special moves) and reading it back.

use crate::error::{quote, ErrorKind, RulesError};
use crate::moves::{Move, MoveList};
use crate::piece::PieceKind;
use crate::position::Position;
use crate::square::Square;
use crate::turn::Illegal;
use crate::variant::{SeventhField, TurnRule};

pub use crate::error::Notation;

impl Position {
    /// The moves against which a part's notation is disambiguated: the
    /// legal next parts; for Two-Prong the legal halves of the turn's start
    /// position, since each half is written as if played alone from it.
    pub fn notation_context(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.halves_judged_at_start() {
            let start = self.turn_start_view_fresh();
            start.legal_parts(&mut list);
        } else {
            self.legal_parts(&mut list);
        }
        list
    }

    /// In the middle of a simultaneous turn: its halves are written, read
    /// and judged as if played alone from the turn's start.
    pub(crate) fn halves_judged_at_start(&self) -> bool {
        matches!(self.variant.turn_rule, TurnRule::Simultaneous { .. }) && self.turn_in_progress()
    }

    /// The start-of-turn position with a fresh turn state.
    pub(crate) fn turn_start_view_fresh(&self) -> Position {
        let mut start = self.turn_start_view();
        let fresh = crate::position::TurnState::fresh(self.turn.single_only);
        start.set_turn(fresh);
        start
    }

    /// The notation of `m` (a legal next part), without check suffix.
    pub fn san(&self, m: Move) -> String {
        let ctx = self.notation_context();
        let board = if self.halves_judged_at_start() { self.turn_start_view() } else { self.clone() };
        board.san_in(m, ctx.as_slice())
    }

    /// Notation of `m` on this board, disambiguated against `others`.
    pub fn san_in(&self, m: Move, others: &[Move]) -> String {
        let geo = &self.variant.geometry;
        let name = |s: Square| geo.square_name(s);
        let pieces = &self.variant.pieces;
        let letter_on = |s: Square| self.piece_at(s).map_or('?', |p| pieces.letter(p.kind()));
        let (from, to, promo) = match m {
            Move::Castle { king, to } => {
                let king_side = self
                    .variant
                    .castling
                    .iter()
                    .find(|r| r.king_from == king && r.king_to == to)
                    .is_none_or(|r| r.king_side);
                return if king_side { "O-O".into() } else { "O-O-O".into() };
            }
            Move::GuardFlip { into } => return format!("={}", pieces.letter(into)),
            Move::Morph { at, into } => return format!("{}{}={}", letter_on(at), name(at), pieces.letter(into)),
            Move::Transform { from, target, .. } => {
                return format!("{}{}x{}@{}", letter_on(from), name(from), letter_on(target), name(target));
            }
            Move::Normal { from, to, promo } => (from, to, promo),
            Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to, None),
        };
        let Some(piece) = self.piece_at(from) else {
            return format!("{}{}", name(from), name(to));
        };
        let capture = matches!(m, Move::EnPassant { .. }) || self.piece_at(to).is_some();
        let mut s = String::new();
        let rivals: Vec<Square> = others
            .iter()
            .filter_map(|&o| match o {
                Move::Normal { from: f, to: t, .. } | Move::DoubleStep { from: f, to: t } => Some((f, t)),
                _ => None,
            })
            .filter(|&(f, t)| t == to && f != from && self.piece_at(f).map(|p| p.kind()) == Some(piece.kind()))
            .map(|(f, _)| f)
            .collect();
        let file_unique = rivals.iter().all(|&r| geo.file_of(r) != geo.file_of(from));
        if piece.kind() == PieceKind::PAWN {
            // A capture names its file; so does a move another pawn could
            // make (a definition's pawns may step sideways or back), or the
            // whole square when that pawn shares the file.
            if capture || !rivals.is_empty() {
                if file_unique {
                    s.push(geo.files[geo.file_of(from) as usize]);
                } else {
                    s.push_str(&name(from));
                }
            }
        } else {
            s.push(pieces.letter(piece.kind()));
            if !rivals.is_empty() {
                let rank_unique = rivals.iter().all(|&r| geo.rank_of(r) != geo.rank_of(from));
                if file_unique {
                    s.push(geo.files[geo.file_of(from) as usize]);
                } else if rank_unique {
                    s.push_str(&(geo.rank_of(from) + 1).to_string());
                } else {
                    s.push_str(&name(from));
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&name(to));
        if let Some(p) = promo {
            s.push('=');
            s.push(pieces.letter(p));
        }
        s
    }

    /// Reads one part in notation against the legal next parts.
    pub fn parse_part(&self, text: &str) -> Result<Move, RulesError> {
        let mut legal = MoveList::new();
        self.legal_parts(&mut legal);
        self.parse_among(text, legal.as_slice())
    }

    /// Reads one move in notation, choosing among `candidates`.
    pub fn parse_among(&self, text: &str, candidates: &[Move]) -> Result<Move, RulesError> {
        let result = self.parse_among_as_written(text, candidates);
        // Players type piece letters in lower case ("nf3"); when the text
        // means nothing as written, it is read with a capital.
        let t = text.trim_start();
        match (&result, t.chars().next()) {
            (Err(_), Some(c)) if c.is_ascii_lowercase() && self.variant.pieces.by_letter(c).is_some() => {
                let capital = format!("{}{}", c.to_ascii_uppercase(), &t[1..]);
                self.parse_among_as_written(&capital, candidates).or(result)
            }
            _ => result,
        }
    }

    fn parse_among_as_written(&self, text: &str, candidates: &[Move]) -> Result<Move, RulesError> {
        let geo = &self.variant.geometry;
        let pattern = MovePattern::parse(text, self)?;
        let matches: Vec<Move> = candidates.iter().copied().filter(|&m| pattern.matches(self, m)).collect();
        match matches.len() {
            1 => Ok(matches[0]),
            0 => {
                let why = if pattern.promotion_missing(self, candidates) {
                    let v = self.variant;
                    Illegal::PromotionMissing {
                        choices: v.promotions(self.side).iter().map(|&k| v.pieces.of(k)).collect(),
                    }
                } else {
                    self.explain_illegal(&pattern)
                };
                Err(ErrorKind::Illegal { text: quote(text.trim()), why }.into())
            }
            _ => {
                // A capture may be written without its 'x'; but where a piece
                // both moves to a square and captures en passant there (a
                // definition's pawn that leaps), the 'x' or its absence tells
                // the two apart.
                let mut as_written = matches.iter().filter(|&&m| self.capture_square(m).is_some() == pattern.capture);
                if let (Some(&m), None) = (as_written.next(), as_written.next()) {
                    return Ok(m);
                }
                let origins = matches.iter().filter_map(|m| m.origin()).map(|s| geo.square_name(s)).collect();
                Err(ErrorKind::Ambiguous { text: quote(text.trim()), origins }.into())
            }
        }
    }
}

/// A move as written, with the parts that were left out as `None`.
#[derive(Clone, Debug)]
pub struct MovePattern {
    pub special: Option<Special>,
    pub kind: Option<PieceKind>,
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    pub capture: bool,
    pub to: Option<Square>,
    pub promo: Option<PieceKind>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    CastleKingSide,
    CastleQueenSide,
    /// `=W`: a guard flip.
    GuardFlip(PieceKind),
    /// `Xe8xM@m7`: the piece on the first square transforms the one on the second.
    Transform(Square, Square),
}

impl MovePattern {
    pub fn parse(text: &str, pos: &Position) -> Result<MovePattern, RulesError> {
        let geo = &pos.variant.geometry;
        let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
        let quoted = || quote(text.trim());
        let bad = || RulesError::from(ErrorKind::Notation { text: quoted(), problem: Notation::NotAMove });
        let plain = MovePattern {
            special: None,
            kind: None,
            from_file: None,
            from_rank: None,
            capture: false,
            to: None,
            promo: None,
        };
        let special = |s| Ok(MovePattern { special: Some(s), ..plain.clone() });
        match t {
            "O-O" | "0-0" => return special(Special::CastleKingSide),
            "O-O-O" | "0-0-0" => return special(Special::CastleQueenSide),
            _ => {}
        }
        if pos.variant.seventh == SeventhField::GuardFlip {
            if let Some(kind) = t.strip_prefix('=').and_then(|l| l.chars().next().filter(|_| l.len() == 1)) {
                if let Some(k) = pos.variant.pieces.by_letter(kind) {
                    return special(Special::GuardFlip(k));
                }
            }
        }
        if t.is_empty() || !t.is_ascii() {
            return Err(bad());
        }
        // A transform: piece letter, its square, 'x', the target's letter, '@', the target's square.
        if let Some((a, b)) = t.get(1..).and_then(|rest| rest.split_once('@')) {
            if let Some((from, _letter)) = a.split_once('x') {
                if let (Some(f), Some(to)) = (geo.parse_square(from), geo.parse_square(b)) {
                    return special(Special::Transform(f, to));
                }
            }
        }
        let mut p = plain;
        let mut s = t;
        let first = s.chars().next().ok_or_else(bad)?;
        if first.is_ascii_uppercase() {
            p.kind = Some(pos.variant.pieces.by_letter(first).ok_or_else(|| {
                RulesError::from(ErrorKind::Notation {
                    text: quoted(),
                    problem: Notation::NotAPiece { letter: first, game: pos.variant.name },
                })
            })?);
            s = &s[1..];
        }
        // Promotion at the end: "=Q", or a bare letter after the rank ("e8Q", "e7e8q").
        if let Some((body, promo)) = s.rsplit_once('=') {
            let letter = promo.chars().next().ok_or_else(bad)?;
            if promo.len() != 1 {
                return Err(bad());
            }
            p.promo = Some(pos.variant.pieces.by_letter(letter).ok_or_else(bad)?);
            s = body;
        } else if s.len() > 2 {
            let last = s.chars().last().ok_or_else(bad)?;
            let before = s.as_bytes()[s.len() - 2];
            // A lower-case letter that is also a file name is part of a square, not a promotion.
            if last.is_ascii_alphabetic()
                && before.is_ascii_digit()
                && (last.is_ascii_uppercase() || !geo.files.contains(&last))
            {
                p.promo = Some(pos.variant.pieces.by_letter(last).ok_or_else(bad)?);
                s = &s[..s.len() - 1];
            }
        }
        // Destination: the last file letter and its digits.
        let digits = s.bytes().rev().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || s.len() < digits + 1 {
            return Err(bad());
        }
        let to_text = &s[s.len() - digits - 1..];
        p.to = Some(geo.parse_square(to_text).ok_or_else(|| {
            RulesError::from(ErrorKind::Notation {
                text: quoted(),
                problem: Notation::NotASquare { square: quote(to_text) },
            })
        })?);
        let mut mid = &s[..s.len() - digits - 1];
        if let Some(m) = mid.strip_suffix(['x', ':']) {
            p.capture = true;
            mid = m;
        } else if let Some(m) = mid.strip_suffix('-') {
            mid = m;
        }
        // What is left names the origin: a file, a rank, or both.
        let mut chars = mid.chars().peekable();
        if let Some(&c) = chars.peek() {
            if let Some(f) = geo.files.iter().position(|&x| x == c) {
                p.from_file = Some(f as u8);
                chars.next();
            }
        }
        let rank_text: String = chars.collect();
        if !rank_text.is_empty() {
            let r: u8 = rank_text.parse().map_err(|_| bad())?;
            if r == 0 || r > geo.height {
                return Err(bad());
            }
            p.from_rank = Some(r - 1);
        }
        Ok(p)
    }

    pub fn matches(&self, pos: &Position, m: Move) -> bool {
        let geo = &pos.variant.geometry;
        if let Some(s) = self.special {
            return match (s, m) {
                (Special::CastleKingSide | Special::CastleQueenSide, Move::Castle { king, to }) => {
                    pos.variant.castling.iter().any(|r| {
                        r.king_from == king && r.king_to == to && r.king_side == (s == Special::CastleKingSide)
                    })
                }
                (Special::GuardFlip(k), Move::GuardFlip { into }) => k == into,
                (Special::Transform(f, t), Move::Transform { from, target, .. }) => f == from && t == target,
                _ => false,
            };
        }
        let origin_fits = |from: Square| {
            self.from_file.is_none_or(|f| geo.file_of(from) == f)
                && self.from_rank.is_none_or(|r| geo.rank_of(from) == r)
        };
        let (from, to, promo) = match m {
            Move::Normal { from, to, promo } => (from, to, promo),
            Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to, None),
            Move::Castle { king, to } => {
                // Castling written as the king's move: "Ke1g1", "e1g1", or "Kg1"
                // (no other king move reaches that square).
                let named = match self.kind {
                    Some(k) => pos.piece_at(king).is_some_and(|p| p.kind() == k),
                    None => self.from_file.is_some() && self.from_rank.is_some(),
                };
                return named && Some(to) == self.to && origin_fits(king) && !self.capture && self.promo.is_none();
            }
            // "Xe8=L": the piece's letter, its square, what it becomes.
            Move::Morph { at, into } => {
                return self.kind.is_some_and(|k| pos.piece_at(at).is_some_and(|p| p.kind() == k))
                    && self.to == Some(at)
                    && self.from_file.is_none()
                    && self.from_rank.is_none()
                    && !self.capture
                    && self.promo == Some(into);
            }
            Move::GuardFlip { .. } | Move::Transform { .. } => return false,
        };
        let Some(piece) = pos.piece_at(from) else {
            return false;
        };
        // No letter: a pawn move ("e4"), or any piece when the origin square
        // is written out ("g1f3", "g1-f3").
        let kind_fits = match self.kind {
            Some(k) => piece.kind() == k,
            None => piece.kind() == PieceKind::PAWN || (self.from_file.is_some() && self.from_rank.is_some()),
        };
        kind_fits
            && Some(to) == self.to
            && origin_fits(from)
            && promo == self.promo
            && (!self.capture || matches!(m, Move::EnPassant { .. }) || pos.piece_at(to).is_some())
    }

    /// A pawn move written without its promotion piece.
    fn promotion_missing(&self, pos: &Position, candidates: &[Move]) -> bool {
        if self.promo.is_some() || self.special.is_some() {
            return false;
        }
        let with = |k| MovePattern { promo: Some(k), ..self.clone() };
        candidates.iter().any(|&m| m.promotion().is_some_and(|k| with(k).matches(pos, m)))
    }
}

/// "12.e4", "12...e5", "12. e4" → the move; anything else as it is.
pub(crate) fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.').trim_start()
    } else {
        token
    }
}
