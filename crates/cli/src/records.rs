//! The game a command's `--moves` names, read one way by every command that
//! takes moves (`replay`, `diagram`): numbered movetext played from the
//! command's start, or a whole record with tags. A record must agree with
//! the command's own arguments — its game with the variant named, its
//! options with the options given, its start with the position given —
//! or it is refused with a message naming both (never drawn or replayed as
//! another game than asked, silently).

use twofold_rules::error::quote;
use twofold_rules::{Game, Options, RulesError, VariantId};

/// What a command's arguments say of the game; `None` where not given.
pub struct GameArgs<'a> {
    pub variant: VariantId,
    pub options: Option<Options>,
    pub position: Option<&'a str>,
    pub moves: &'a str,
}

/// The game, and the reason its moves stopped before their end (the game
/// then holds the turns before the one that could not be played). A record
/// that contradicts the arguments, a bad tag, option or position is an error.
pub fn read_game(a: &GameArgs) -> Result<(Game, Option<RulesError>), String> {
    let position = a.position.filter(|p| !p.trim().is_empty());
    let options = a.options.unwrap_or_default();
    let (game, stopped) = Game::open(a.variant, options, position, a.moves).map_err(|e| e.to_string())?;
    if is_record(a.moves) {
        if let Some(given) = a.options.filter(|o| *o != game.variant().options) {
            return Err(format!(
                "the record's options are {}, but the options given are {}",
                named(game.variant().options),
                named(given)
            ));
        }
        if let Some(given) = position {
            // Both read as the rules read them, so equal positions written differently agree.
            let asked = Game::new(a.variant, game.variant().options, Some(given)).map_err(|e| e.to_string())?;
            let (record, asked) = (game.start_position().to_fen(), asked.start_position().to_fen());
            if record != asked {
                return Err(format!(
                    "the record starts from {}, but the position given is {}",
                    quote(&record),
                    quote(&asked)
                ));
            }
        }
    }
    Ok((game, stopped))
}

/// A whole record (tag lines), as the board's `moves` attribute tells it from movetext.
fn is_record(moves: &str) -> bool {
    moves.lines().any(|l| l.trim_start().starts_with('['))
}

fn named(options: Options) -> String {
    let on = options.on();
    if on.is_empty() {
        "none".to_string()
    } else {
        format!("'{}'", on.join(", "))
    }
}
