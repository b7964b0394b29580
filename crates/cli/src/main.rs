//! `twofold`: the command-line tool (perft, replay, bench, match).

mod args;
mod bench;
mod commands;
mod match_cmd;
mod players;
mod soak;

use std::process::ExitCode;

fn main() -> ExitCode {
    quiet_on_closed_output();
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("twofold: {message}");
            ExitCode::from(2)
        }
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
