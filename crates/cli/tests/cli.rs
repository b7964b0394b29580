//! The command-line interface that tests and scripts rely on (DESIGN.md,
//! "Interfaces that tests rely on"): output formats and error handling.

use std::process::{Command, Output};

fn twofold(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_twofold")).args(args).output().expect("run twofold")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A refusal: non-zero exit, one line on standard error naming `what`, no panic.
fn assert_error(args: &[&str], what: &str) {
    let o = twofold(args);
    let err = stderr(&o);
    assert!(!o.status.success(), "{args:?} should fail");
    assert_ne!(o.status.code(), Some(101), "{args:?} panicked: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: one line expected, got: {err}");
    assert!(err.contains(what), "{args:?}: expected '{what}' in: {err}");
}

#[test]
fn perft_two_prong_ends_with_total() {
    let o = twofold(&["perft", "two-prong", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("total 3920"));
}

#[test]
fn perft_divide_lists_first_turns() {
    let o = twofold(&["perft", "chess2", "2", "--divide"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"total 8256"));
    // White's first turn is a response turn: 20 single moves.
    assert_eq!(lines.len(), 21);
    let sum: u64 = lines[..20].iter().map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(sum, 8256);
    assert!(lines.iter().any(|l| l.starts_with("e4: ")));
}

#[test]
fn perft_with_position_and_options() {
    let fen = "4k3/8/Q7/8/8/8/8/R3K3 w - - 0 2 d";
    let plain = twofold(&["perft", "two-prong", "1", "--fen", fen]);
    let collision = twofold(&["perft", "two-prong", "1", "--fen", fen, "--collision"]);
    let total = |o: &Output| stdout(o).lines().last().unwrap().to_string();
    assert!(plain.status.success() && collision.status.success());
    assert_ne!(total(&plain), total(&collision), "with collision Ra5&Qa2 and others are refused");
}

#[test]
fn replay_chess2() {
    let o = twofold(&["replay", "chess2", "--moves", "1.e4 c5,d6 2.Bb5+ Nd7"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("2. Bb5+ [single]"), "{out}");
    assert!(out.contains("2... Nd7 [response]"), "{out}");
    assert!(out.contains("position r1bqkbnr/pp1npppp/3p4/1Bp5/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3 d"), "{out}");
}

#[test]
fn bad_input_is_one_line_error() {
    assert_error(&["perft", "no-such-game", "2"], "unknown variant");
    assert_error(&["perft", "two-prong", "deep"], "depth");
    assert_error(&["perft", "two-prong", "-1"], "depth");
    assert_error(&["perft", "chess2", "1", "--fen", "rnbqkbnr/pppppppp/8 w"], "bad position");
    assert_error(&["perft", "chess2", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1 d"], "king");
    assert_error(&["replay", "chess2", "--moves", "1.e4 e5"], "e5");
    assert_error(&["replay", "two-prong", "--moves", "1.e4&d4"], "single move");
    assert_error(&["replay", "chess2", "--moves", "1.e4 Qx??"], "Qx??");
}
