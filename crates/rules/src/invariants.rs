//! Consistency checks of a game, for the tests, the fuzz targets and the
//! `twofold soak` command: each returns `Err` with a sentence saying what
//! broke (and where) instead of panicking, so a caller can print the game
//! that broke it. None of this is used while playing.

use crate::game::Game;
use crate::position::Position;

/// The position's kept hash and piece sets equal those computed from
/// scratch, its legal moves counted are those listed, and at a turn start its position string reads back as the same position (same
/// string, same hash).
pub fn position(pos: &Position) -> Result<(), String> {
    if pos.hash() != pos.compute_hash() {
        return Err(format!("the kept hash differs from the recomputed one at {}", pos.to_fen()));
    }
    if !pos.piece_sets_match_board() {
        return Err(format!("the kept piece sets differ from the board at {}", pos.to_fen()));
    }
    // Perft counts in bulk where it can: the count must be the list's length.
    let mut listed = crate::moves::MoveList::new();
    pos.legal_moves(&mut listed);
    if pos.count_legal_moves() != listed.len() {
        let counted = pos.count_legal_moves();
        return Err(format!("{counted} legal moves counted but {} listed at {}", listed.len(), pos.to_fen()));
    }
    if !pos.turn_in_progress() {
        let fen = pos.to_fen();
        let back = Position::from_fen(pos.variant(), &fen)
            .map_err(|e| format!("the position string {fen} does not read back: {e}"))?;
        if back.to_fen() != fen {
            return Err(format!("the position string {fen} reads back as {}", back.to_fen()));
        }
        if back.hash() != pos.hash() {
            return Err(format!("the position string {fen} reads back with another hash"));
        }
    }
    Ok(())
}

/// The checks of [`position`] on the game's current position, and its
/// position string (the turn's start while a turn is in progress) reads.
pub fn current(game: &Game) -> Result<(), String> {
    position(game.position())?;
    let fen = game.position_string();
    Position::from_fen(game.variant(), &fen)
        .map_err(|e| format!("the game's position string {fen} is refused: {e}"))?;
    Ok(())
}

/// Undo takes the game back to exactly `before` (position, hash, ply and
/// result), and redo forward to exactly where it was. The game is left as
/// it was found.
pub fn undo_redo(game: &mut Game, before: &Position) -> Result<(), String> {
    let after = game.position().clone();
    let (ply, status) = (game.step_count(), game.status());
    if !game.undo() {
        return Err("undo refused after a step was played".into());
    }
    if game.position() != before || game.position().hash() != before.hash() {
        return Err(format!("undo gave {} instead of {}", game.position().to_fen(), before.to_fen()));
    }
    if game.step_count() + 1 != ply {
        return Err(format!("undo went from step {ply} to step {}", game.step_count()));
    }
    if !game.redo() {
        return Err("redo refused right after undo".into());
    }
    if game.position() != &after || game.step_count() != ply || game.status() != status {
        return Err(format!("redo gave {} instead of {}", game.position().to_fen(), after.to_fen()));
    }
    Ok(())
}

/// The game's record reads back as the same game: same moves, same
/// position string, same position, same result and reason.
pub fn record_round_trip(game: &Game) -> Result<(), String> {
    let record = game.record();
    let back = Game::from_record(&record).map_err(|e| format!("the record does not read back: {e}\n{record}"))?;
    if back.movetext() != game.movetext() {
        return Err(format!("the record reads back with other moves: {}\n{record}", back.movetext()));
    }
    // A Two-Prong turn in progress is written with its halves in origin
    // order, whatever order they were played in: the board after them is
    // the same, the order kept in the turn state may differ.
    let same_state = game.turn_in_progress() || back.position() == game.position();
    if back.position_string() != game.position_string()
        || back.position().to_fen() != game.position().to_fen()
        || !same_state
    {
        return Err(format!("the record reads back at another position: {}\n{record}", back.position_string()));
    }
    if back.status() != game.status() {
        return Err(format!(
            "the record reads back with result {:?} instead of {:?}\n{record}",
            back.status(),
            game.status()
        ));
    }
    if back.record() != record {
        return Err(format!("the record read back writes another record:\n{}\ninstead of\n{record}", back.record()));
    }
    Ok(())
}

/// [`Game::repetitions`] (which looks back only to the last capture or pawn
/// move) agrees with a count over the whole history.
pub fn repetitions(game: &Game) -> Result<(), String> {
    let pos = game.position();
    let full = if !pos.counts_for_repetition() {
        0
    } else {
        (0..=game.step_count())
            .map(|i| game.position_at(i))
            .filter(|p| p.counts_for_repetition() && p.hash() == pos.hash() && p.same_placement(pos))
            .count()
    };
    let counted = game.repetitions();
    if counted != full {
        return Err(format!("repetitions() counts {counted}, the whole history has {full} at {}", pos.to_fen()));
    }
    Ok(())
}
