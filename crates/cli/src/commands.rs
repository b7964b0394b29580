//! The subcommands.

use crate::args::Args;
use std::time::Instant;
use twofold_rules::error::quote;
use twofold_rules::{divide, perft, Game, Options, Position, RulesError, Variant, VariantId};

const USAGE: &str = "usage:
  twofold perft <variant> <depth> [--fen \"<position>\"] [--divide] [options]
  twofold replay <variant> --moves \"<record>\" [--fen \"<position>\"] [options]
  twofold bench [--positions N]
  twofold match <variant> <player A> <player B> --games N [--ms M] [--seed S] [--cap TURNS]
  twofold soak <variant|all> --games N [--seed S] [--ms M]
players: random, greedy, engine:default, engine:<1-5>
variants: chess, two-prong, chess2, dual-chess, two-boards, double-double
options: --collision --three-prong (two-prong), --sibahi (two-boards)";

pub fn run(argv: &[String]) -> Result<(), String> {
    let Some(cmd) = argv.first() else {
        return Err(format!("no command given\n{USAGE}"));
    };
    let rest = &argv[1..];
    match cmd.as_str() {
        "perft" => cmd_perft(rest),
        "replay" => cmd_replay(rest),
        "match" => crate::match_cmd::run(rest),
        "bench" => crate::bench::run(rest),
        "soak" => crate::soak::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command {}\n{USAGE}", quote(other))),
    }
}

const OPTION_SWITCHES: [&str; 3] = ["collision", "three-prong", "sibahi"];

fn options_from(args: &Args) -> Options {
    Options { collision: args.has("collision"), three_prong: args.has("three-prong"), sibahi: args.has("sibahi") }
}

fn variant_arg(args: &Args, what: &str) -> Result<VariantId, String> {
    let name = args.positional.first().ok_or_else(|| format!("{what}: name a variant\n{USAGE}"))?;
    VariantId::parse(name).map_err(|e| e.to_string())
}

fn err(e: RulesError) -> String {
    e.to_string()
}

fn cmd_perft(argv: &[String]) -> Result<(), String> {
    let mut switches = vec!["divide"];
    switches.extend(OPTION_SWITCHES);
    let args = Args::parse(argv, &["fen"], &switches)?;
    let id = variant_arg(&args, "perft")?;
    let depth_text = args.positional.get(1).ok_or_else(|| format!("perft: give a depth\n{USAGE}"))?;
    let depth: u32 =
        depth_text.parse().map_err(|_| format!("perft: depth must be a whole number, found {}", quote(depth_text)))?;
    args.at_most("perft", &["<variant>", "<depth>"])?;
    let variant = Variant::get(id, options_from(&args)).map_err(err)?;
    let pos = match args.value("fen") {
        Some(fen) => Position::from_fen(variant, fen).map_err(err)?,
        None => Position::start(variant),
    };
    let t0 = Instant::now();
    let total = if args.has("divide") {
        let rows = divide(&pos, depth);
        for (text, n) in &rows {
            println!("{text}: {n}");
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        perft(&pos, depth)
    };
    let secs = t0.elapsed().as_secs_f64();
    eprintln!("{:.3} s, {:.1} M turns/s", secs, total as f64 / secs.max(1e-9) / 1e6);
    println!("total {total}");
    Ok(())
}

fn cmd_replay(argv: &[String]) -> Result<(), String> {
    let args = Args::parse(argv, &["moves", "fen"], &OPTION_SWITCHES)?;
    let id = variant_arg(&args, "replay")?;
    args.at_most("replay", &["<variant>"])?;
    let moves = args.value("moves").ok_or_else(|| format!("replay: give the moves with --moves \"...\"\n{USAGE}"))?;
    let mut game = Game::new(id, options_from(&args), args.value("fen")).map_err(err)?;
    let result = game.play_movetext(moves);
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
    result.map_err(err)
}
