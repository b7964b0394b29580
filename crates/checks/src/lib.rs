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
//! or, for [`game_ops`], a list of operations. [`definitions`] reads its
//! whole input as a definitions file.

use twofold_rules::{definition, invariants, ErrorKind, Game, Options, Position, RulesError, Variant, VariantId};

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

/// Target `definitions`: a definitions file (Fairy-Stockfish's
/// variants.ini form, `twofold_rules::definition`), read whole as text.
/// Reading and loading never panic; every problem has a line within the
/// text, a column and a one-line sentence; every game loaded starts, and a
/// few parts chosen by the input play with the invariants kept and the
/// record reading back.
pub fn definitions(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let lines = text.split('\n').count();
    let defs = match definition::parse(&text) {
        Ok(defs) => defs,
        Err(problems) => return well_said(&problems, lines),
    };
    if defs.len() > POOL {
        return Ok(());
    }
    let pooled = pool_names(&text, &defs);
    let ids = match definition::load(&pooled) {
        Ok(ids) => ids,
        Err(problems) => return well_said(&problems, lines),
    };
    if ids.len() != defs.len() {
        return Err(format!("{} definitions read, {} games loaded", defs.len(), ids.len()));
    }
    for (i, id) in ids.into_iter().enumerate() {
        if VariantId::parse(&pooled_name(i)) != Ok(id) {
            return Err(format!("the loaded game {id} is not found by its name"));
        }
        play_a_little(id, data)?;
    }
    Ok(())
}

/// Problems each say where (a line of the text, a column) and what, in one line.
fn well_said(problems: &[definition::Problem], lines: usize) -> Result<(), String> {
    if problems.is_empty() {
        return Err("refused with no problem".into());
    }
    for p in problems {
        let n = p.message.chars().count();
        if p.line == 0 || p.line as usize > lines || p.column == 0 {
            return Err(format!("a problem at line {} column {} of {lines} lines: {p}", p.line, p.column));
        }
        if p.message.trim().is_empty() || n > MAX_MESSAGE || p.message.contains(['\n', '\r']) {
            return Err(format!("a problem's message of {n} characters: {:?}", p.message));
        }
    }
    Ok(())
}

/// The most definitions of one input that are loaded: loaded games live as
/// long as the program, under one-byte ids, so a fuzzing run names its
/// games from a small pool (`fuzz0`...) that each load replaces.
const POOL: usize = 4;

fn pooled_name(i: usize) -> String {
    format!("fuzz{i}")
}

/// `text` with each definition's header renamed from the pool (parents
/// that are sections renamed alike, `chess` kept).
fn pool_names(text: &str, defs: &[definition::Definition]) -> String {
    let rename = |name: &str| match defs.iter().position(|d| d.name == name) {
        Some(i) => pooled_name(i),
        None => name.to_string(),
    };
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    for (i, d) in defs.iter().enumerate() {
        let header = match &d.parent {
            Some(parent) => format!("[{}:{}]", pooled_name(i), rename(parent)),
            None => format!("[{}]", pooled_name(i)),
        };
        if let Some(line) = lines.get_mut(d.line as usize - 1) {
            *line = header;
        }
    }
    lines.join("\n")
}

/// A loaded game starts, and plays up to eight parts chosen by `data`, each
/// part's notation reading back and the position's invariants kept; its
/// record then reads back.
fn play_a_little(id: VariantId, data: &[u8]) -> Result<(), String> {
    let mut game = Game::new(id, Options::default(), None).map_err(|e| format!("{id} does not start: {e}"))?;
    invariants::current(&game)?;
    let mut choice = data.iter().fold(0x9E37_79B9u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    for _ in 0..8 {
        if game.status().is_some() {
            break;
        }
        let legal = game.legal_parts();
        for &m in &legal {
            let san = game.part_san(m);
            match game.parse_part_text(&san) {
                Ok(back) if back == m => {}
                other => return Err(format!("{id}: '{san}' reads back as {other:?} at {}", game.position_string())),
            }
        }
        choice = choice.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let pick = (choice >> 33) as usize;
        // Mostly a part; now and then the turn's end, where it may end.
        if !legal.is_empty() && (!pick.is_multiple_of(5) || !game.can_end_turn()) {
            let m = legal[pick % legal.len()];
            let before = game.position().clone();
            game.play_part(m).map_err(|e| format!("{id}: legal part {m:?} refused: {e}"))?;
            invariants::undo_redo(&mut game, &before)?;
        } else if game.can_end_turn() {
            game.end_turn().map_err(|e| format!("{id}: end_turn refused: {e}"))?;
        } else {
            return Err(format!("{id}: nothing to play in an unfinished game at {}", game.position_string()));
        }
        invariants::current(&game)?;
    }
    invariants::record_round_trip(&game)
}

/// A target's check.
pub type Check = fn(&[u8]) -> Result<(), String>;

/// Every target by name (as in `fuzz/fuzz_targets` and `fuzz/seeds`).
pub const TARGETS: [(&str, Check); 5] = [
    ("position", position_string),
    ("movetext", move_text),
    ("record", record),
    ("game_ops", game_ops),
    ("definitions", definitions),
];
