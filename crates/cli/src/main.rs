//! `twofold`: the command-line tool (perft, replay, bench, match, soak, uci, tune, diagram, check, describe).

mod arguments;
mod bench;
mod brute;
mod commands;
mod definitions;
mod diagram;
mod elo;
mod match_cmd;
mod players;
mod records;
mod soak;
mod tune;
mod uci;

use clap::error::ErrorKind;
use std::process::ExitCode;

/// The most characters of an error line (clap quotes arguments in full).
const MAX_ERROR: usize = 300;

fn main() -> ExitCode {
    quiet_on_closed_output();
    let cli = match commands::Cli::parse_args() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return fail(
                "no command given (perft, replay, bench, match, soak, uci, tune, diagram, check, describe; 'twofold help' says more)",
            );
        }
        Err(e) => return fail(&one_line(&e.to_string())),
    };
    match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("twofold: {message}");
    ExitCode::from(2)
}

/// A clap error as one line: its text up to the usage, lines joined, the
/// `error: ` lead-in dropped, cut to [`MAX_ERROR`] characters.
fn one_line(rendered: &str) -> String {
    let body = rendered.split("\n\n").next().unwrap_or_default();
    let joined: Vec<&str> = body.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let text = joined.join(" ");
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    if text.chars().count() > MAX_ERROR {
        format!("{}… (run 'twofold help')", text.chars().take(MAX_ERROR).collect::<String>())
    } else {
        text.to_string()
    }
}

/// A reader that stops early (`twofold perft ... --divide | head`) closes the
/// pipe; printing then fails. That is not an error of ours: stop quietly
/// instead of reporting a panic.
fn quiet_on_closed_output() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message =
            payload.downcast_ref::<String>().map(String::as_str).or_else(|| payload.downcast_ref::<&str>().copied());
        if message.is_some_and(|m| m.contains("Broken pipe")) {
            std::process::exit(0);
        }
        default(info);
    }));
}
