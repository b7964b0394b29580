//! `twofold`: the command-line tool (perft, replay, bench, match).

mod args;
mod bench;
mod commands;
mod match_cmd;
mod players;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("twofold: {message}");
            ExitCode::from(2)
        }
    }
}
