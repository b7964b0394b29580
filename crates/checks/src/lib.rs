//! The checks of the fuzz targets (`fuzz/fuzz_targets`), as plain functions
//! over bytes: `cargo fuzz` runs them coverage-guided (`scripts/fuzz.sh`),
//! and this crate's tests run the very same functions over the committed
//! seed corpora (`fuzz/seeds`) and over proptest-generated inputs, so CI
//! exercises every check without a fuzzer.
//!
//! Each function reads its input, drives the rules crate with it, and
//! returns `Err` with what broke. A panic inside the rules crate is a
//! failure too (the fuzzer and the test harness both report it).
//!
//! Input layout: the first byte chooses the game and its options
//! ([`variant`]); the rest is text (read as UTF-8, invalid bytes replaced)
//! or, for [`game_ops`], a list of operations.

use twofold_rules::{invariants, ErrorKind, Game, Options, Position, RulesError, Variant, VariantId};

/// Longest message a refusal may have, in characters: a sentence plus at
/// most 60 quoted characters of the input per quote
/// (`twofold_rules::error::quote`).
pub const MAX_MESSAGE: usize = 400;

fn one(id: &str) -> Options {
    Options::of(&[id]).expect("an option the table of games offers")
}

/// The game chosen by a byte: every game, and the three option sets.
pub fn variant(b: u8) -> (VariantId, Options) {
    let o = Options::default();
    match b % 9 {
        6 => (VariantId::TWO_PRONG, one("collision")),
        7 => (VariantId::TWO_PRONG, one("three-prong")),
        8 => (VariantId::TWO_BOARDS, one("sibahi")),
        i => (VariantId::ALL[i as usize], o),
    }
}

fn split(data: &[u8]) -> ((VariantId, Options), String) {
    match data.split_first() {
        Some((&b, rest)) => (variant(b), String::from_utf8_lossy(rest).into_owned()),
        None => (variant(0), String::new()),
    }
}

/// A refusal's message is one short line whatever the input's size.
fn short(e: &RulesError) -> Result<(), String> {
    let m = e.to_string();
    let n = m.chars().count();
    if n > MAX_MESSAGE || m.contains(['\n', '\r']) {
        return Err(format!("a message of {n} characters: {}", m.chars().take(200).collect::<String>()));
    }
    Ok(())
}

/// Target `position`: a position string. Accepted ones write back the same,
/// keep a correct hash, and every legal part's notation reads back as that
/// part; refused ones give a short message.
pub fn position_string(data: &[u8]) -> Result<(), String> {
    let ((id, options), text) = split(data);
    let v: &'static Variant = Variant::get(id, options).map_err(|e| e.to_string())?;
    let pos = match Position::from_fen(v, &text) {
        Ok(p) => p,
        Err(e) => return short(&e),
    };
    invariants::position(&pos)?;
    let game = Game::new(id, options, Some(&text)).map_err(|e| format!("Game::new refuses what from_fen read: {e}"))?;
    for m in game.legal_parts() {
        let san = game.part_san(m);
        let back = game.parse_part_text(&san).map_err(|e| format!("'{san}' does not read back at {text}: {e}"))?;
        if back != m {
            return Err(format!("'{san}' reads back as another part at {text}"));
        }
        let mut after = pos.clone();
        after.play_part(m);
        invariants::position(&after)?;
    }
    Ok(())
}

/// Target `movetext`: one move or turn, typed after a few legal parts chosen
/// by the input. Refused text leaves the game exactly as it was; accepted
/// text leaves a consistent game whose record reads back.
pub fn move_text(data: &[u8]) -> Result<(), String> {
    let (&b, rest) = data.split_first().unwrap_or((&0, &[]));
    let (id, options) = variant(b);
    let setup = rest.first().map_or(0, |n| (n % 16) as usize).min(rest.len().saturating_sub(1));
    let choices = rest.get(1..1 + setup).unwrap_or(&[]);
    let text = String::from_utf8_lossy(rest.get(1 + setup..).unwrap_or(&[])).into_owned();
    let mut game = Game::new(id, options, None).map_err(|e| e.to_string())?;
    for &c in choices {
        let legal = game.legal_parts();
        if legal.is_empty() {
            break;
        }
        game.play_part(legal[c as usize % legal.len()]).map_err(|e| format!("a legal part was refused: {e}"))?;
    }
    if let Err(e) = game.parse_part_text(&text) {
        short(&e)?;
    }
    let before = (game.position().clone(), game.step_count(), game.can_redo(), game.status());
    match game.play_text(&text) {
        Err(e) => {
            short(&e)?;
            let now = (game.position().clone(), game.step_count(), game.can_redo(), game.status());
            if now != before {
                return Err(format!("a refused text ({e}) changed the game"));
            }
        }
        Ok(()) => {
            invariants::current(&game)?;
            invariants::record_round_trip(&game)?;
        }
    }
    Ok(())
}

/// Target `record`: a game record, read as far as it goes. What was read
/// writes a record that reads back as the same game; refusals are short.
pub fn record(data: &[u8]) -> Result<(), String> {
    let ((id, _), text) = split(data);
    match Game::from_record_partial(&text, Some(id)) {
        Err(e) => short(&e),
        Ok((game, error)) => {
            if let Some(e) = &error {
                short(e)?;
            }
            invariants::current(&game)?;
            invariants::record_round_trip(&game)?;
            match (Game::from_record_with(&text, Some(id)), error) {
                (Ok(whole), None) if whole.record() == game.record() => Ok(()),
                (Err(_), Some(_)) => Ok(()),
                (whole, error) => Err(format!(
                    "from_record ({:?}) and from_record_partial ({error:?}) disagree",
                    whole.map(|g| g.movetext())
                )),
            }
        }
    }
}

/// Target `game_ops`: a sequence of API calls on a game, two bytes each
/// (operation, argument): play a chosen legal part, end the turn, undo,
/// redo, go to a step, export and import the record, resign, agree a draw.
/// After every call: the hash equals a recomputed one, position strings
/// read back, a played part is undone and redone exactly, a finished game
/// refuses everything and an unfinished one has something to play; at the
/// end the record reads back with its result.
pub fn game_ops(data: &[u8]) -> Result<(), String> {
    let (&b, ops) = data.split_first().unwrap_or((&0, &[]));
    let (id, options) = variant(b);
    let mut game = Game::new(id, options, None).map_err(|e| e.to_string())?;
    for pair in ops.chunks(2) {
        let (op, arg) = (pair[0], *pair.get(1).unwrap_or(&0) as usize);
        let over = game.status().is_some();
        match op % 10 {
            0..=3 => {
                let legal = game.legal_parts();
                if let Some(&m) = legal.get(arg % legal.len().max(1)) {
                    let before = game.position().clone();
                    game.play_part(m).map_err(|e| format!("legal part {m:?} refused: {e}"))?;
                    invariants::undo_redo(&mut game, &before)?;
                }
            }
            4 => match game.end_turn() {
                Ok(()) => {}
                Err(e) if matches!(e.kind, ErrorKind::TurnNotComplete { .. }) && !game.can_end_turn() => {}
                Err(e) if matches!(e.kind, ErrorKind::GameOver(_)) && over => {}
                Err(e) => return Err(format!("end_turn: {e}")),
            },
            5 => {
                game.undo();
            }
            6 => {
                game.redo();
            }
            7 => {
                let total = game.with_redo().step_count();
                let n = arg % (total + 1);
                let whole = game.with_redo().record();
                game.go_to(n);
                if game.step_count() != n || game.with_redo().record() != whole {
                    return Err(format!("go_to({n}) of {total} steps lost the game"));
                }
                if game.truncated(n).record() != game.record() {
                    return Err("truncated() differs from the game at the same step".into());
                }
            }
            8 => {
                invariants::record_round_trip(&game)?;
                invariants::repetitions(&game)?;
            }
            _ => {
                let side = if arg % 2 == 0 { twofold_rules::Color::White } else { twofold_rules::Color::Black };
                let result = if arg % 4 < 2 { game.resign(side) } else { game.agree_draw() };
                match (over, result) {
                    (false, Ok(())) => {}
                    (true, Err(e)) if matches!(e.kind, ErrorKind::GameOver(_)) => {}
                    (_, r) => return Err(format!("ending the game when over = {over}: {r:?}")),
                }
            }
        }
        invariants::current(&game)?;
        let stuck = game.legal_parts().is_empty() && !game.can_end_turn();
        if stuck != game.status().is_some() {
            return Err(format!(
                "status {:?} but {} at {}",
                game.status(),
                if stuck { "nothing can be played" } else { "play goes on" },
                game.position().to_fen()
            ));
        }
    }
    invariants::record_round_trip(&game)
}

/// A target's check.
pub type Check = fn(&[u8]) -> Result<(), String>;

/// Every target by name (as in `fuzz/fuzz_targets` and `fuzz/seeds`).
pub const TARGETS: [(&str, Check); 4] =
    [("position", position_string), ("movetext", move_text), ("record", record), ("game_ops", game_ops)];
