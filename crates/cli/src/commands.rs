//! The command line (clap): the subcommands, their arguments, and `perft`
//! and `replay`. Errors are one line on standard error (`main.rs`).

use crate::arguments::variant;
use crate::records::{read_game, GameArgs};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::time::Instant;
use twofold_rules::{divide, perft, Options, Position, RulesError, Variant, VariantId};

#[derive(Parser)]
#[command(
    name = "twofold",
    about = "perft, replay, bench, match, soak, uci, tune, diagram, check and describe for the twofold games",
    after_help = "players: random, greedy, brute:<1-3>, engine:default, engine:<1-5> (suffixes -null -futility -checks -lmr -lmp -aspiration -pawns -mobility -attack -files -fitted -history -losing -stalling -hold switch parts off), uci:<command>",
    subcommand_required = true,
    disable_version_flag = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Loads the games a definitions file describes (Fairy-Stockfish's
    /// variants.ini form), so their names work wherever a game's id does.
    #[arg(long, global = true, value_name = "file")]
    pub variants: Option<String>,
}

impl Cli {
    /// Parses the process's arguments. The help's list of games comes from
    /// the rules' table of games, so a new game needs no edit here.
    pub fn parse_args() -> Result<Cli, clap::Error> {
        let games = VariantId::ALL.iter().map(|id| id.as_str()).collect::<Vec<_>>().join(", ");
        let help = format!(
            "variants: {games}\n{}",
            Cli::command().get_after_help().map(|h| h.to_string()).unwrap_or_default()
        );
        let matches = Cli::command().after_help(help).try_get_matches()?;
        Cli::from_arg_matches(&matches)
    }
}

#[derive(Subcommand)]
pub enum Command {
    /// Counts the distinct legal sequences of <depth> turns; ends with `total <N>`.
    Perft {
        /// A game's id (the list follows the commands: `twofold help`).
        #[arg(value_name = "variant")]
        variant: String,
        #[arg(value_name = "depth", allow_negative_numbers = true)]
        depth: u32,
        /// Start from this position string instead of the game's start.
        #[arg(long, value_name = "position")]
        fen: Option<String>,
        /// One line `<turn>: <count>` per first turn.
        #[arg(long)]
        divide: bool,
        /// Count with the rules' readable core (each piece's moves walked
        /// from its definition, each judged by making it): slow, a second
        /// opinion on a count; games of one move a turn.
        #[arg(long, conflicts_with = "divide")]
        readable: bool,
        #[command(flatten)]
        options: GameOptions,
    },
    /// Replays a game record; prints each turn, the position string and the result.
    Replay {
        #[arg(value_name = "variant")]
        variant: String,
        /// The moves: numbered movetext (`1.e4 c5,d6 2.Bb5+ Nd7`) or a whole record with tags (which must agree with the variant, options and position given).
        #[arg(long, value_name = "record")]
        moves: String,
        /// Start from this position string instead of the game's start.
        #[arg(long, value_name = "position")]
        fen: Option<String>,
        #[command(flatten)]
        options: GameOptions,
    },
    /// Move-generation (perft) and search speed per game.
    Bench {
        /// Search positions per game: the start, then a few random turns in.
        #[arg(long, value_name = "N", default_value_t = 3)]
        positions: usize,
    },
    /// Plays A against B with alternating colours; ends with `score <A's points>/<N>`.
    Match(crate::match_cmd::MatchArgs),
    /// Plays whole games checking the rules' invariants after every step.
    Soak(crate::soak::SoakArgs),
    /// Plays chess over the Universal Chess Interface on standard input and output.
    Uci,
    /// Fits chess's piece-square tables to positions scored by a UCI engine.
    #[command(subcommand)]
    Tune(crate::tune::TuneCommand),
    /// Draws a position as an SVG or PNG picture, as the page draws the board.
    Diagram(crate::diagram::DiagramArgs),
    /// Checks a file of variant definitions (Fairy-Stockfish's variants.ini form):
    /// prints each problem with its line (exit 2 on any), else one line per variant.
    Check {
        #[arg(value_name = "file")]
        file: String,
    },
    /// Prints a defined variant's rules in words and each piece's moves as a diagram.
    Describe {
        #[arg(value_name = "file")]
        file: String,
        /// The variant's name: its section's name in the file.
        #[arg(value_name = "name")]
        name: String,
    },
}

/// The optional rules a game starts with.
#[derive(Args, Clone, Copy)]
pub struct GameOptions {
    /// Two-Prong: halves whose paths cross are illegal.
    #[arg(long)]
    collision: bool,
    /// Two-Prong: up to three pieces per turn.
    #[arg(long)]
    three_prong: bool,
    /// Two Boards: the Little-board King Hold.
    #[arg(long)]
    sibahi: bool,
}

impl GameOptions {
    /// The options, when any is given (a record's options then must be these).
    pub fn given(self) -> Option<Options> {
        (self.collision || self.three_prong || self.sibahi).then(|| self.into())
    }
}

impl From<GameOptions> for Options {
    fn from(o: GameOptions) -> Options {
        let mut options = Options::default();
        for (id, on) in [("collision", o.collision), ("three-prong", o.three_prong), ("sibahi", o.sibahi)] {
            options.set(id, on).expect("an option the table of games offers");
        }
        options
    }
}

fn err(e: RulesError) -> String {
    e.to_string()
}

pub fn run(cli: Cli) -> Result<(), String> {
    if let Some(path) = &cli.variants {
        crate::definitions::load_games(path)?;
    }
    match cli.command {
        Command::Perft { variant: name, depth, fen, divide, readable, options } => {
            let how = if divide {
                Count::ByTurn
            } else if readable {
                Count::Readable
            } else {
                Count::Total
            };
            cmd_perft(variant(&name)?, depth, fen.as_deref(), how, options.into())
        }
        Command::Replay { variant: name, moves, fen, options } => cmd_replay(&GameArgs {
            variant: variant(&name)?,
            options: options.given(),
            position: fen.as_deref(),
            moves: &moves,
        }),
        Command::Bench { positions } => crate::bench::run(positions),
        Command::Match(args) => crate::match_cmd::run(args),
        Command::Soak(args) => crate::soak::run(args),
        Command::Uci => crate::uci::serve(),
        Command::Tune(command) => crate::tune::run(command),
        Command::Diagram(args) => crate::diagram::run(args),
        Command::Check { file } => crate::definitions::check(&file),
        Command::Describe { file, name } => crate::definitions::describe(&file, &name),
    }
}

/// How `perft` counts.
enum Count {
    Total,
    /// One line per first turn (`--divide`).
    ByTurn,
    /// With the readable core's moves (`--readable`).
    Readable,
}

fn cmd_perft(id: VariantId, depth: u32, fen: Option<&str>, how: Count, options: Options) -> Result<(), String> {
    let variant = Variant::get(id, options).map_err(err)?;
    let pos = match fen {
        Some(fen) => Position::from_fen(variant, fen).map_err(err)?,
        None => Position::start(variant),
    };
    let t0 = Instant::now();
    let total = match how {
        Count::ByTurn => {
            let rows = divide(&pos, depth);
            for (text, n) in &rows {
                println!("{text}: {n}");
            }
            rows.iter().map(|(_, n)| n).sum()
        }
        Count::Readable => twofold_rules::readable::perft(&pos, depth).ok_or_else(|| {
            format!(
                "--readable counts games of one move a turn; {} has turns of several (count it without --readable)",
                variant.name
            )
        })?,
        Count::Total => perft(&pos, depth),
    };
    let secs = t0.elapsed().as_secs_f64();
    eprintln!("{:.3} s, {:.1} M turns/s", secs, total as f64 / secs.max(1e-9) / 1e6);
    println!("total {total}");
    Ok(())
}

fn cmd_replay(args: &GameArgs) -> Result<(), String> {
    let (game, stopped) = read_game(args)?;
    for t in game.turns() {
        println!(
            "{}{} {} [{}]",
            t.number,
            if t.color == twofold_rules::Color::White { "." } else { "..." },
            t.text,
            t.kind.as_str()
        );
    }
    println!("position {}", game.position_string());
    match game.status() {
        Some(o) => println!("result {} ({})", o.score(), o.describe()),
        None => println!("result * (game in progress, {} to move)", game.side_to_move()),
    }
    stopped.map_or(Ok(()), |e| Err(err(e)))
}
