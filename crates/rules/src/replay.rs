//! A game as numbers: each step of its history (a part, or a turn ended
//! early) as one `u32`, replayed from the start position. The computer
//! player's worker gets the game so, not as a record: it reads no notation,
//! so its wasm module needs no notation reader (about 10 KB gzipped, which
//! the module's budget gives to loading compiled definitions instead), and
//! a long game is read in no time.

use crate::error::{quote, ErrorKind, Illegal, RulesError};
use crate::game::{Action, Game};
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::Square;
use crate::variant::{Options, VariantId};

/// The code of [`Action::EndTurn`]: a tag no part has.
const END_TURN: u32 = 7 << 29;

impl Action {
    /// This step as one number: the case in the top three bits, then a
    /// kind (plus one, 0 for none) and two squares, a byte each.
    pub fn code(self) -> u32 {
        let pack = |tag: u32, a: Square, b: Square, kind: Option<PieceKind>| {
            tag << 29 | (kind.map_or(0, |k| k.index() as u32 + 1)) << 16 | (b.0 as u32) << 8 | a.0 as u32
        };
        let none = Square(0);
        match self {
            Action::EndTurn => END_TURN,
            Action::Part(m) => match m {
                Move::Normal { from, to, promo } => pack(0, from, to, promo),
                Move::DoubleStep { from, to } => pack(1, from, to, None),
                Move::EnPassant { from, to } => pack(2, from, to, None),
                Move::Castle { king, to } => pack(3, king, to, None),
                Move::GuardFlip { into } => pack(4, none, none, Some(into)),
                Move::Morph { at, into } => pack(5, at, none, Some(into)),
                Move::Transform { from, target, into } => pack(6, from, target, Some(into)),
            },
        }
    }

    /// The step a code stands for, if it is one ([`Action::code`]); whether
    /// it is legal is the game's to say.
    pub fn from_code(code: u32) -> Option<Action> {
        let (a, b) = (Square(code as u8), Square((code >> 8) as u8));
        let kind = match (code >> 16) & 0x3f {
            0 => None,
            k => Some(PieceKind::new(k as usize - 1)?),
        };
        if code >> 22 & 0x7f != 0 {
            return None;
        }
        let part = match (code >> 29, kind) {
            (7, None) if code == END_TURN => return Some(Action::EndTurn),
            (0, promo) => Move::Normal { from: a, to: b, promo },
            (1, None) => Move::DoubleStep { from: a, to: b },
            (2, None) => Move::EnPassant { from: a, to: b },
            (3, None) => Move::Castle { king: a, to: b },
            (4, Some(into)) => Move::GuardFlip { into },
            (5, Some(into)) => Move::Morph { at: a, into },
            (6, Some(into)) => Move::Transform { from: a, target: b, into },
            _ => return None,
        };
        Some(Action::Part(part))
    }
}

impl Game {
    /// The history played so far (not what could be redone), as codes.
    pub fn codes(&self) -> Vec<u32> {
        self.actions().into_iter().map(Action::code).collect()
    }

    /// The game of `id` from its start position, or from `position`, with
    /// the steps of `codes` played; an error names the first step that is
    /// not a legal one where it comes.
    pub fn replay(id: VariantId, options: Options, position: Option<&str>, codes: &[u32]) -> Result<Game, RulesError> {
        let mut game = Game::new(id, options, position)?;
        for (i, &code) in codes.iter().enumerate() {
            let not_legal = || -> RulesError {
                let text = quote(&format!("step {} (code {code})", i + 1));
                ErrorKind::Illegal { text, why: Illegal::NotLegal }.into()
            };
            match Action::from_code(code).ok_or_else(not_legal)? {
                Action::EndTurn => game.end_turn()?,
                // Not `play_part`, which explains a refusal with the notation reader.
                Action::Part(m) => {
                    if !game.play_if_legal(m) {
                        return Err(not_legal());
                    }
                }
            }
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::TestRng;

    /// Random games of every built-in game, replayed from their codes:
    /// the same positions and the same record; every code stands for its
    /// step.
    #[test]
    fn games_replay_from_their_codes() {
        let mut rng = TestRng(7);
        for id in VariantId::ALL {
            for _ in 0..4 {
                let mut game = Game::new(id, Options::default(), None).unwrap();
                for _ in 0..rng.below(60) {
                    let parts = game.legal_parts();
                    if parts.is_empty() {
                        break;
                    }
                    if game.can_end_turn() && rng.below(4) == 0 {
                        game.end_turn().unwrap();
                    } else {
                        game.play_part(parts[rng.below(parts.len())]).unwrap();
                    }
                }
                let codes = game.codes();
                for (code, action) in codes.iter().zip(game.actions()) {
                    assert_eq!(Action::from_code(*code), Some(action), "{id}");
                }
                let again = Game::replay(id, Options::default(), None, &codes).unwrap();
                assert_eq!(again.position().to_fen(), game.position().to_fen(), "{id}");
                assert_eq!(again.record(), game.record(), "{id}");
            }
        }
    }

    #[test]
    fn a_step_that_is_not_legal_is_named() {
        let e4 = Action::Part(Move::DoubleStep { from: Square(12), to: Square(28) }).code();
        let again = Action::Part(Move::DoubleStep { from: Square(12), to: Square(28) }).code();
        let e = Game::replay(VariantId::CHESS, Options::default(), None, &[e4, again]).unwrap_err();
        assert!(e.to_string().contains("step 2"), "{e}");
        let e = Game::replay(VariantId::CHESS, Options::default(), None, &[0xffff_ffff]).unwrap_err();
        assert!(e.to_string().contains("step 1"), "{e}");
        // Turns end by themselves in chess: an explicit end is refused.
        assert!(Game::replay(VariantId::CHESS, Options::default(), None, &[e4, END_TURN]).is_err());
    }

    #[test]
    fn codes_that_stand_for_nothing_are_refused() {
        for code in [END_TURN | 1, 4 << 29, 5 << 29 | 3, 1 << 29 | 1 << 16, 1 << 22, 33 << 16] {
            assert_eq!(Action::from_code(code), None, "{code:#x}");
        }
    }
}
