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
fn perft_readable_counts_with_the_readable_core_in_games_of_one_move_a_turn() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let o = twofold(&["perft", "chess", "2", "--fen", kiwipete, "--readable"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("total 2039"));
    assert_error(&["perft", "two-prong", "2", "--readable"], "--readable counts games of one move a turn");
}

/// docs/cli.md's perft recipes, as written (the command after `cargo run
/// … --`, from the workspace's root), that need no text of the reader's
/// own: each ends with the total the doc gives or the test knows.
#[test]
fn the_docs_perft_recipes_run_as_written() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/cli.md")).expect("docs/cli.md");
    let totals = [("perft chess 5", "total 4865609"), ("perft capablanca 3 --readable", "total 25228")];
    let mut ran = 0;
    for line in doc.lines().filter_map(|l| l.strip_prefix("cargo run --release -p twofold-cli -- perft ")) {
        let command = line.split('#').next().unwrap_or("").trim();
        if command.contains('<') {
            continue;
        }
        let args: Vec<&str> = std::iter::once("perft").chain(command.split_whitespace()).collect();
        let o = Command::new(env!("CARGO_BIN_EXE_twofold")).args(&args).current_dir(&root).output().expect("run");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let out = stdout(&o);
        if let Some((_, total)) = totals.iter().find(|(start, _)| args.join(" ").starts_with(start)) {
            assert_eq!(out.lines().last(), Some(*total), "{args:?}");
        }
        ran += 1;
    }
    assert_eq!(ran, 3, "chess 5, two-prong 3 --divide and capablanca --readable");
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

// ---- Hostile input (issue 12) and results (issue 18) ---------------------------

#[test]
fn overflowing_runs_and_counters_are_refused() {
    // Printed "total 20" and exited 0 before.
    let fen = "rnbqkbnr/pppppppp/4294967304/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_error(&["perft", "chess", "1", "--fen", fen], "rank 6");
    // Accepted a board whose black king vanished.
    assert_error(&["replay", "chess", "--fen", "k4294967295K7/8/8/8/8/8/8/8 w - - 0 1", "--moves", ""], "rank 8");
    // Printed a position the parser refuses.
    assert_error(&["replay", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K3 b - - 0 4294967295", "--moves", "Kd7"], "999999");
    let o = twofold(&["replay", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 999999", "--moves", "Ra2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("position 4k3/8/8/8/8/8/R7/4K3 b - - 1 999999"), "{out}");
    assert!(out.contains("result 1/2-1/2 (turn-number limit reached)"), "{out}");
}

#[test]
fn extra_arguments_and_bad_times_are_refused() {
    assert_error(&["replay", "chess", "extra", "--moves", ""], "unexpected argument 'extra'");
    assert_error(&["perft", "chess", "1", "2"], "unexpected argument '2'");
    assert_error(&["bench", "now"], "unexpected argument 'now'");
    assert_error(&["soak", "chess", "more", "--games", "1"], "unexpected argument 'more'");
    for depth in ["0", "4", "x", ""] {
        assert_error(&["match", "chess2", &format!("brute:{depth}"), "random"], "brute-force depth must be 1-3 turns");
    }
    // These searched forever before.
    for ms in ["inf", "NaN", "-5", "1e400"] {
        assert_error(&["match", "chess", "engine:5", "random", "--games", "1", "--ms", ms], "finite");
    }
    // A huge argument is quoted, not repeated.
    let huge = "x".repeat(100_000);
    let o = twofold(&["replay", &huge, "--moves", ""]);
    assert!(!o.status.success());
    assert!(stderr(&o).len() < 400, "{} bytes of error", stderr(&o).len());
}

#[test]
fn replay_keeps_how_the_game_ended() {
    let result = |moves: &str| {
        let o = twofold(&["replay", "chess", "--moves", moves]);
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
        stdout(&o).lines().last().unwrap_or_default().to_string()
    };
    // Both ended "result * (game in progress)" before.
    assert_eq!(result("1.e4 e5 1/2-1/2"), "result 1/2-1/2 (draw agreed)");
    assert_eq!(result("1.e4 e5 2.Qh5 1-0"), "result 1-0 (Black resigned)");
    assert_eq!(result("1.e4 e5 2.Qh5 0-1"), "result 0-1 (White resigned)");
    assert_eq!(result("1.e4 e5 *"), "result * (game in progress, White to move)");
    assert_eq!(result("1.f3 e5 2.g4 Qh4# 0-1"), "result 0-1 (checkmate)");
    assert_error(
        &["replay", "chess", "--moves", "1.f3 e5 2.g4 Qh4# 1-0"],
        "gives the result 1-0, but the game ended 0-1",
    );
    assert_error(&["replay", "chess", "--moves", "1.e4 1-0 e5"], "only stand at the end");
}

#[test]
fn soak_plays_every_game_to_its_end_with_the_invariants_checked() {
    let o = twofold(&["soak", "all", "--games", "3", "--seed", "7", "--cap", "150"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for id in ["chess", "two-prong", "chess2", "dual-chess", "two-boards", "double-double", "marseillais"] {
        let line =
            out.lines().find(|l| l.starts_with(&format!("soak {id}: 3 games"))).unwrap_or_else(|| panic!("{out}"));
        assert!(line.ends_with("every invariant held"), "{line}");
    }
    assert!(out.trim_end().ends_with("0 failures"), "{out}");
}

/// `twofold uci` answers the protocol: the handshake, a position with moves,
/// a legal best move (here the only winning promotion is among the legal ones).
#[test]
fn uci_server_answers_a_legal_move() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_twofold"))
        .arg("uci")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run twofold uci");
    let script = "uci\nsetoption name Level value 3\nisready\nposition startpos moves e2e4 e7e5 g1f3\ngo movetime 50\n\
                  position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1 e8d7\ngo movetime 50\nquit\n";
    child.stdin.take().expect("stdin").write_all(script.as_bytes()).expect("write");
    let out = child.wait_with_output().expect("wait");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"uciok") && lines.contains(&"readyok"), "{text}");
    let best: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("bestmove ")).collect();
    assert_eq!(best.len(), 2, "{text}");
    // Black's replies after 1.e4 e5 2.Nf3, and White's after castling: legal moves.
    let replay = |moves: &str| twofold(&["replay", "chess", "--moves", moves]);
    let first = format!("1.e4 e5 2.Nf3 {}", best[0]);
    assert!(replay(&first).status.success(), "{} is not legal after 1.e4 e5 2.Nf3", best[0]);
    assert!(best[1].len() >= 4 && best[1] != "(none)", "{text}");
}

/// `twofold match` drives a UCI program: here `twofold uci` itself.
#[test]
fn match_against_a_uci_program() {
    let command = format!("uci:{} uci", env!("CARGO_BIN_EXE_twofold"));
    let o = twofold(&["match", "chess", &command, "random", "--games", "2", "--ms", "20", "--cap", "40"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let score = out.lines().last().and_then(|l| l.strip_prefix("score ")).expect("score line");
    assert!(score.ends_with("/2"), "{out}");
    assert!(out.contains("per-turn time"), "{out}");
    assert_error(&["match", "chess2", &command, "random", "--games", "1"], "UCI players play chess only");
    assert_error(
        &["match", "chess", "uci:/nonexistent/engine", "random", "--games", "1"],
        "could not start the UCI engine",
    );
}

#[test]
fn the_brute_force_peer_plays_whole_turns() {
    let o = twofold(&["match", "two-prong", "brute:1", "random", "--games", "2", "--seed", "5"]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2, "{out}");
    assert!(out.contains("A (brute:1): per-turn time"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("score ")), "{out}");
}

#[test]
fn a_match_can_start_at_one_game_and_print_the_records() {
    let o = twofold(&[
        "match",
        "chess",
        "random",
        "greedy",
        "--games",
        "3",
        "--from-game",
        "3",
        "--records",
        "--seed",
        "2",
    ]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 1, "{out}");
    assert!(games[0].starts_with("game   3:"), "{out}");
    assert!(out.contains("[Variant \"chess\"]"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("1.")), "{out}");
    assert!(out.trim_end().ends_with("/1"), "{out}");
}

#[test]
fn engine_features_can_be_switched_off_for_a_match() {
    let o = twofold(&[
        "match",
        "chess2",
        "engine:2-null-futility",
        "engine:1-checks-lmr-pawns-mobility",
        "--games",
        "2",
        "--ms",
        "20",
        "--cap",
        "6",
    ]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2, "{out}");
    assert!(out.contains("A (engine:2-null-futility): per-turn time"), "{out}");
    assert_error(&["match", "chess", "engine:default-nul", "random"], "unknown engine feature 'nul'");
    assert_error(&["match", "chess", "engine:default-", "random"], "unknown engine feature ''");
}

/// `--cap none`: the rules alone end each game (here greedy against random
/// in chess, decided by mate or the no-progress rule), and the line before
/// the score counts how the games ended.
#[test]
fn a_match_without_a_cap_ends_by_the_rules() {
    let o = twofold(&["match", "chess", "greedy", "random", "--games", "2", "--seed", "3", "--cap", "none"]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!out.contains("adjudicated"), "{out}");
    let ends = out.lines().find(|l| l.starts_with("ends: ")).unwrap_or_default();
    assert!(!ends.is_empty() && !ends.contains("turn cap"), "{out}");
    let counted: u32 = ends[6..].split(", ").map(|e| e.rsplit(' ').next().unwrap().parse::<u32>().unwrap()).sum();
    assert_eq!(counted, 2, "{out}");
    // A capped match counts its capped games.
    let o = twofold(&["match", "chess", "random", "random", "--games", "2", "--cap", "4"]);
    assert!(stdout(&o).contains("ends: turn cap 2"), "{}", stdout(&o));
    // A drawn game says what each side had left, and the summary counts
    // the draws with a clear lead on the board (here: none, after 4 turns
    // of a full board).
    let o = twofold(&["match", "chess", "random", "random", "--games", "1", "--seed", "5", "--cap", "2"]);
    let out = stdout(&o);
    assert!(out.contains("pieces left: White 16, Black 16; White's material lead +0 cp"), "{out}");
    assert!(out.contains("draws with a side 300 cp or more ahead in material: 0"), "{out}");
    assert_error(&["match", "chess", "random", "random", "--cap", "never"], "number of turns or 'none'");
}

/// `twofold tune`: the quiet positions of a record scored by a UCI program
/// (`twofold uci` itself), then the chess tables fitted to them.
#[test]
fn tune_labels_positions_and_fits_the_tables() {
    let dir = std::env::temp_dir().join(format!("twofold-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let records = dir.join("records.txt");
    std::fs::write(
        &records,
        "a line that is not a record\n\
         1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 10.d4 Nbd7 1/2-1/2\n\
         1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d3 d6 6.O-O O-O 7.Re1 a6 8.Bb3 Ba7 9.h3 h6 10.Nbd2 Re8 \
         11.Nf1 Be6 12.Ng3 Qd7 *\n",
    )
    .unwrap();
    let scorer = format!("{} uci", env!("CARGO_BIN_EXE_twofold"));
    let o = twofold(&["tune", "label", records.to_str().unwrap(), "--with", &scorer, "--depth", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let labelled = stdout(&o);
    let lines: Vec<&str> = labelled.lines().collect();
    // From turn 6 on: 9 positions of the first game (its last, with 10...exd4
    // to play, is not quiet) and 12 of the second (12.Bxe6 after 11...Be6
    // trades a bishop for a bishop).
    assert_eq!(lines.len(), 21, "{labelled}");
    for line in &lines {
        let (fen, cp) = line.rsplit_once(';').expect("position;score");
        assert_eq!(fen.split_whitespace().count(), 6, "{line}");
        assert!(cp.parse::<i32>().unwrap().abs() < 2000, "{line}");
    }
    let file = dir.join("labelled.txt");
    std::fs::write(&file, &labelled).unwrap();
    let o = twofold(&["tune", "fit", file.to_str().unwrap(), "--iterations", "20"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("pub const MID: FittedTables = [") && out.contains("pub const END: FittedTables = ["),
        "{out}"
    );
    // Six tables of eight ranks each, in both.
    assert_eq!(out.lines().filter(|l| l.trim_end().ends_with(',') && l.matches(',').count() == 8).count(), 96);
    assert!(stderr(&o).contains("loss"), "{}", stderr(&o));
    assert_error(&["tune", "fit", "/nonexistent/labelled.txt"], "cannot read");
    std::fs::remove_dir_all(&dir).ok();
}

/// A scratch folder of this test's own, emptied first.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("twofold-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A PNG's width and height from its header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    let n = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (n(16), n(20))
}

#[test]
fn diagram_draws_every_game_as_svg_and_png() {
    let dir = scratch("every-game");
    for variant in ["chess", "two-prong", "chess2", "dual-chess", "two-boards", "double-double", "marseillais"] {
        let o = twofold(&["diagram", variant, "--coordinates", "--size", "400"]);
        assert!(o.status.success(), "{variant}: {}", stderr(&o));
        let svg = stdout(&o);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""), "{variant}");
        assert!(svg.trim_end().ends_with("</svg>"));
        // Self-contained: nothing fetched, no font embedded.
        for outside in ["<image", "href=\"http", "@font-face", "url(http"] {
            assert!(!svg.contains(outside), "{variant}: {outside}");
        }
        let width: f64 = svg.split("width=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap();
        assert_eq!(width, 400.0, "{variant}: --size is the width");
        let png = dir.join(format!("{variant}.png"));
        let o = twofold(&["diagram", variant, "--coordinates", "--size", "400", "-o", png.to_str().unwrap()]);
        assert!(o.status.success(), "{variant}: {}", stderr(&o));
        let (w, h) = png_size(&std::fs::read(&png).unwrap());
        assert_eq!(w as f64, width, "{variant}: the PNG is the SVG's size");
        assert!(h > 100, "{variant}");
    }
}

#[test]
fn diagram_marks_the_last_turn_and_the_readers_marks() {
    let plain = stdout(&twofold(&["diagram", "chess2", "--moves", "1.e4 c5,d6"]));
    let marked = twofold(&[
        "diagram",
        "chess2",
        "--moves",
        "1.e4 c5,d6",
        "--last-move",
        "--arrows-last-turn",
        "--arrows",
        "g1f3",
        "--marks",
        "e4,d5",
        "--orientation",
        "black",
    ]);
    assert!(marked.status.success(), "{}", stderr(&marked));
    let marked = stdout(&marked);
    // Black's two-part turn: two arrows numbered 1 and 2, and the reader's arrow.
    // (Text is drawn with the diagrams' own glyphs, `#t-1` the digit 1.)
    assert!(marked.contains(r##"href="#t-1""##) && marked.contains(r##"href="#t-2""##), "{marked}");
    assert!(!plain.contains("#t-"), "no numbers, no coordinates without asking");
    assert_eq!(marked.matches("<circle").count(), 2 + 2, "two badges and two circled squares");
    // --at 1: White's turn alone, unnumbered.
    let first =
        twofold(&["diagram", "chess2", "--moves", "1.e4 c5,d6", "--at", "1", "--last-move", "--arrows-last-turn"]);
    let first = stdout(&first);
    assert!(!first.contains("#t-") && first.contains("stroke-linecap=\"round\""));
    // Without --arrows-last-turn the last turn is its tinted squares only.
    let tinted = stdout(&twofold(&["diagram", "chess2", "--moves", "1.e4 c5,d6", "--last-move"]));
    let drawn = tinted.split("</defs>").nth(1).unwrap();
    assert!(!drawn.contains("#t-") && !drawn.contains("<path"), "no arrows: {drawn}");
    assert!(tinted.len() > plain.len(), "the last turn's squares are tinted");
}

/// A PNG's pixels (RGB or RGBA, as written), width and height.
fn png_pixels(path: &std::path::Path) -> (Vec<u8>, u32, u32) {
    let mut reader = png::Decoder::new(std::fs::File::open(path).unwrap()).read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).unwrap();
    pixels.truncate(info.buffer_size());
    (pixels, info.width, info.height)
}

/// Text is drawn as strokes, so a machine without fonts draws the same PNG:
/// the rank numbers are in the left margin, and the picture equals the one
/// drawn where fonts are found.
#[test]
fn diagram_png_needs_no_font() {
    let dir = scratch("no-fonts");
    // A font configuration whose only folder is empty: no font to be found.
    let empty = dir.join("fonts");
    std::fs::create_dir_all(&empty).unwrap();
    let config = dir.join("fonts.conf");
    let xml = format!("<?xml version=\"1.0\"?>\n<fontconfig><dir>{}</dir></fontconfig>\n", empty.display());
    std::fs::write(&config, xml).unwrap();
    for variant in ["chess", "two-boards"] {
        let (with, without) = (dir.join(format!("{variant}-fonts.png")), dir.join(format!("{variant}-none.png")));
        let args = ["diagram", variant, "--coordinates", "--size", "400", "-o"];
        assert!(twofold(&[&args[..], &[with.to_str().unwrap()]].concat()).status.success());
        let o = Command::new(env!("CARGO_BIN_EXE_twofold"))
            .args(args)
            .arg(&without)
            .env("FONTCONFIG_FILE", &config)
            .env("HOME", &empty)
            .env("XDG_CONFIG_HOME", &empty)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let (pixels, width, height) = png_pixels(&without);
        // The rank numbers: the margin left of the board's frame holds
        // pixels other than the background's. (The frame's left edge is the
        // first such pixel of the fourth row, above every rank number.)
        let at = |x: u32, y: u32| ((y * width + x) * 3) as usize;
        let background = &pixels[..3];
        let frame = (0..width).find(|&x| &pixels[at(x, 3)..at(x, 3) + 3] != background).unwrap();
        let drawn = (0..height)
            .flat_map(|y| (0..frame).map(move |x| at(x, y)))
            .filter(|&i| &pixels[i..i + 3] != background)
            .count();
        assert!(drawn > 50, "{variant}: the rank numbers are missing without fonts ({drawn} pixels)");
        assert!(png_pixels(&with).0 == pixels, "{variant}: the PNG differs without fonts");
    }
}

/// --bare: an RGBA PNG the SVG's size, transparent outside the board's
/// frame, opaque on it; the plain picture is opaque everywhere.
#[test]
fn diagram_bare_is_transparent_without_margin() {
    let dir = scratch("bare");
    for variant in ["chess", "two-boards"] {
        let svg = stdout(&twofold(&["diagram", variant, "--bare", "--size", "401"]));
        let height: u32 = svg.split("height=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap();
        let png = dir.join(format!("{variant}.png"));
        let o = twofold(&["diagram", variant, "--bare", "--size", "401", "-o", png.to_str().unwrap()]);
        assert!(o.status.success(), "{}", stderr(&o));
        let decoder = png::Decoder::new(std::fs::File::open(&png).unwrap());
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (401, height), "{variant}: the PNG is the SVG's size");
        assert_eq!(info.color_type, png::ColorType::Rgba, "{variant}");
        let alpha = |x: u32, y: u32| pixels[((y * info.width + x) * 4 + 3) as usize];
        if variant == "chess" {
            // The frame reaches the picture's four edges.
            let (mid_x, mid_y) = (info.width / 2, info.height / 2);
            for (x, y) in [(0, mid_y), (info.width - 1, mid_y), (mid_x, 0), (mid_x, info.height - 1)] {
                assert!(alpha(x, y) > 100, "{variant}: margin at ({x}, {y})");
            }
        } else {
            // Between the two boards nothing is painted.
            let transparent = pixels.chunks(4).filter(|p| p[3] == 0).count();
            assert!(transparent > 0, "{variant}: no transparent pixel");
        }
    }
    let plain = dir.join("plain.png");
    assert!(twofold(&["diagram", "chess", "-o", plain.to_str().unwrap()]).status.success());
    let reader = png::Decoder::new(std::fs::File::open(&plain).unwrap()).read_info().unwrap();
    assert_eq!(reader.info().color_type, png::ColorType::Rgb);
}

/// A PNG names what it shows: the position string and the record in iTXt
/// chunks (keyword, then four header bytes, then the UTF-8 text).
#[test]
fn diagram_png_carries_the_position_and_the_record() {
    let png = scratch("png-text").join("game.png");
    let o = twofold(&["diagram", "chess2", "--moves", "1.e4 c5,d6", "-o", png.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = String::from_utf8_lossy(&std::fs::read(&png).unwrap()).into_owned();
    let replay = stdout(&twofold(&["replay", "chess2", "--moves", "1.e4 c5,d6"]));
    let position = replay.lines().find_map(|l| l.strip_prefix("position ")).unwrap_or_default();
    let chunk = |keyword: &str| bytes.split(&format!("iTXt{keyword}\0")).nth(1).map(|rest| rest[4..].to_string());
    let shown = chunk("Position").expect("a Position iTXt chunk");
    assert!(!position.is_empty() && shown.starts_with(position), "{shown:.80} / {replay}");
    let record = chunk("Record").expect("a Record iTXt chunk");
    assert!(record.starts_with("[Variant \"chess2\"]") && record.contains("1.e4 c5,d6"), "{record:.120}");
}

#[test]
fn diagram_writes_one_picture_per_turn() {
    let dir = scratch("every-turn");
    let out = dir.join("game");
    let o = twofold(&[
        "diagram",
        "chess2",
        "--moves",
        "1.e4 c5,d6 2.Bb5+ Nd7",
        "--every-turn",
        "--last-move",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut names: Vec<String> =
        std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names, ["turn-000.svg", "turn-001.svg", "turn-002.svg", "turn-003.svg", "turn-004.svg"]);
    let read = |n: &str| std::fs::read_to_string(out.join(n)).unwrap();
    // Each file is its turn: the same as --at N.
    let at2 = stdout(&twofold(&["diagram", "chess2", "--moves", "1.e4 c5,d6 2.Bb5+ Nd7", "--at", "2", "--last-move"]));
    assert_eq!(read("turn-002.svg"), at2);
    assert_ne!(read("turn-000.svg"), read("turn-004.svg"));
    let pngs = dir.join("pngs");
    let o = twofold(&[
        "diagram",
        "chess",
        "--moves",
        "1.e4 e5",
        "--every-turn",
        "--format",
        "png",
        "-o",
        pngs.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(pngs.join("turn-002.png").exists());
    // A folder already holding pictures is refused and left as it was: no
    // older game's turn-… file can stay among the new ones.
    let args = ["diagram", "chess", "--moves", "1.e4", "--every-turn", "-o", pngs.to_str().unwrap()];
    assert_error(&args, "holds files already");
    assert!(!pngs.join("turn-000.svg").exists());
}

#[test]
fn diagram_refuses_bad_input_with_the_rules_message_and_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["diagram", "checkers"], "unknown variant 'checkers'"),
        (&["diagram", "chess", "--moves", "1.e5"], "illegal move: turn 1 (White): 'e5'"),
        (&["diagram", "chess", "--position", "8/8/8 w - -"], "position"),
        (&["diagram", "chess", "--options", "sideways"], "sideways"),
        (&["diagram", "chess", "--moves", "1.e4", "--at", "3"], "--at 3: the game has 1 turns"),
        (&["diagram", "chess", "--moves", "1.e4", "--at", "last"], "--at must be a turn number"),
        (&["diagram", "chess", "--arrows", "e2z9"], "'z9' is not a square of this board"),
        (&["diagram", "chess", "--marks", "e4,q4"], "'q4' is not a square of this board"),
        (&["diagram", "chess", "--size", "20"], "--size must be 64 to 4096 pixels"),
        (&["diagram", "chess", "--orientation", "left"], "left"),
        (&["diagram", "chess", "--moves", "1.e4", "--every-turn"], "-o"),
        (&["diagram", "chess", "--size", "105"], "--size 105: Chess needs at least 106 px"),
        (&["diagram", "two-boards", "--size", "200"], "needs at least 211 px"),
        (&["diagram", "chess", "-o", "board.jpg"], "-o 'board.jpg': name the file .svg or .png"),
        (&["diagram", "chess", "-o", "board"], "name the file .svg or .png"),
    ];
    for (args, what) in cases {
        assert_error(args, what);
        assert_eq!(twofold(args).status.code(), Some(2), "{args:?}");
    }
    let long = "x".repeat(500);
    let o = twofold(&["diagram", "chess", "--marks", &long]);
    assert!(stderr(&o).contains("(500 characters)") && stderr(&o).len() < 140, "quoted short: {}", stderr(&o));
}

/// Marseillais Chess, added as one module and one line of the table of
/// games: the command line counts it, and the computer plays whole games of
/// it whose records replay as legal turns.
#[test]
fn marseillais_is_counted_and_played_by_the_computer() {
    let o = twofold(&["perft", "marseillais", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("total 8902"));
    let args = "match marseillais engine:1 random --games 2 --ms 20 --seed 3 --cap 30 --records";
    let o = twofold(&args.split(' ').collect::<Vec<_>>());
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let movetexts: Vec<&str> = out.lines().filter(|l| l.starts_with("1.")).collect();
    assert_eq!(movetexts.len(), 2, "{out}");
    for moves in movetexts {
        let o = twofold(&["replay", "marseillais", "--moves", moves]);
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
    }
}

#[test]
fn help_lists_every_game_of_the_rules_table() {
    let o = twofold(&["help"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let line = out.lines().find(|l| l.starts_with("variants: ")).expect("a variants line");
    let ids: Vec<&str> = twofold_rules::VariantId::ALL.iter().map(|id| id.as_str()).collect();
    assert_eq!(line, format!("variants: {}", ids.join(", ")));
    assert!(ids.contains(&"marseillais"), "{ids:?}");
}

/// The README's tour runs its command-line step as written: every
/// `cargo run --release -p twofold-cli -- …` in it, run through the binary.
#[test]
fn the_readmes_tour_runs_as_written() {
    let readme = include_str!("../../../README.md");
    let prefix = "`cargo run --release -p twofold-cli -- ";
    let commands: Vec<&str> =
        readme.split(prefix).skip(1).map(|rest| rest.split('`').next().unwrap_or_default()).collect();
    assert_eq!(commands, ["perft chess2 2"], "the tour's commands changed: update this test's expectations");
    let o = twofold(&commands[0].split_whitespace().collect::<Vec<_>>());
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("total 8256"));
}

/// A picture is bounded (crates/diagram): at most 64 arrows and 64 circled
/// squares of the reader's; beyond, status 2 and a message saying so, before
/// anything is drawn.
#[test]
fn diagram_draws_at_most_64_arrows_and_64_marks() {
    let list = |item: &str, n: usize| vec![item; n].join(",");
    let o = twofold(&["diagram", "chess", "--arrows", &list("e2e4", 64), "--marks", &list("e4", 64)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).matches(r#"stroke-linecap="round"/>"#).count(), 64, "one line per arrow");
    for (args, what) in [
        (["--arrows", &list("e2e4", 65)], "--arrows: 65 arrows: a diagram draws at most 64"),
        (["--arrows", &list("a1h8", 26_000)], "--arrows: 26000 arrows: a diagram draws at most 64"),
        (["--marks", &list("e4", 65)], "--marks: 65 circled squares: a diagram draws at most 64"),
    ] {
        let args = ["diagram", "chess", args[0], args[1]];
        assert_error(&args, what);
        assert_eq!(twofold(&args).status.code(), Some(2));
    }
    let help = stdout(&twofold(&["help", "diagram"]));
    assert_eq!(help.matches("(at most 64)").count(), 2, "{help}");
}

/// `--moves` is read one way by every command that takes it: movetext, or
/// a whole record with tags, which must agree with the command's variant,
/// options and position.
#[test]
fn replay_and_diagram_read_records_and_movetext_alike() {
    let movetext = "1.e4 c5,d6 2.Bb5+ Nd7";
    let record = format!("[Variant \"chess2\"]\n[Result \"*\"]\n\n{movetext} *");
    let by_movetext = twofold(&["replay", "chess2", "--moves", movetext]);
    let by_record = twofold(&["replay", "chess2", "--moves", &record]);
    assert!(by_record.status.success(), "{}", stderr(&by_record));
    assert_eq!(stdout(&by_record), stdout(&by_movetext));
    let picture = |moves: &str| stdout(&twofold(&["diagram", "chess2", "--moves", moves, "--last-move"]));
    assert_eq!(picture(&record), picture(movetext));

    // Options and a start that agree: the same options written in the record,
    // the same position written with fewer fields.
    let collision = "[Variant \"two-prong\"]\n[Options \"collision\"]\n\n1.e4 *";
    let o = twofold(&["replay", "two-prong", "--collision", "--moves", collision]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(twofold(&["diagram", "two-prong", "--options", "collision", "--moves", collision]).status.success());
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let from_fen = format!("[Variant \"chess\"]\n[FEN \"{fen}\"]\n\n1.Ra8+ *");
    let o = twofold(&["replay", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - -", "--moves", &from_fen]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("1. Ra8+ [move]"), "{}", stdout(&o));
    assert!(twofold(&["diagram", "chess", "--position", fen, "--moves", &from_fen]).status.success());
}

#[test]
fn a_record_that_contradicts_the_arguments_is_refused_naming_both() {
    let two_boards = "[Variant \"two-boards\"]\n\n*";
    let no_options = "[Variant \"two-prong\"]\n\n1.e4 *";
    let collision = "[Variant \"two-prong\"]\n[Options \"collision\"]\n\n1.e4 *";
    let from_start = "[Variant \"chess\"]\n\n1.e4 *";
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let other_game = ["the record is a game of Chess on Two Boards ('two-boards')", "the variant asked for is 'chess'"];
    let other_options = ["the record's options are none", "the options given are 'collision'"];
    let fewer_options = ["the record's options are 'collision'", "the options given are none"];
    let other_start =
        ["the record starts from 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "given is '4k3/8/8"];
    let cases: &[(&[&str], [&str; 2])] = &[
        (&["diagram", "chess", "--moves", two_boards], other_game),
        (&["replay", "chess", "--moves", two_boards], other_game),
        (&["diagram", "two-prong", "--options", "collision", "--moves", no_options], other_options),
        (&["replay", "two-prong", "--collision", "--moves", no_options], other_options),
        (&["diagram", "two-prong", "--options", "", "--moves", collision], fewer_options),
        (&["diagram", "chess", "--position", fen, "--moves", from_start], other_start),
        (&["replay", "chess", "--fen", fen, "--moves", from_start], other_start),
    ];
    for (args, [first, second]) in cases {
        assert_error(args, first);
        let o = twofold(args);
        assert!(stderr(&o).contains(second), "{args:?}: {}", stderr(&o));
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
}

// ---- Variant definitions (issue 44) -------------------------------------------

const FSF_INI: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/definitions/fsf.ini");

fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("twofold-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn check_refuses_what_cannot_be_played_yet_with_its_line() {
    let later = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/definitions/fsf-later.ini");
    let o = twofold(&["check", later]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stdout(&o).contains("[kamikazerooks]") && stdout(&o).contains("not playable yet"), "{}", stdout(&o));
    assert!(stderr(&o).contains("1 problem"), "{}", stderr(&o));
}

#[test]
fn a_definition_plays_on_the_command_line() {
    let o = twofold(&["perft", "capablanca", "3", "--variants", FSF_INI]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).ends_with("total 25228\n"), "{}", stdout(&o));
    let o = twofold(&["perft", "nosuch", "1", "--variants", FSF_INI]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn check_prints_one_line_per_variant_of_a_clean_file() {
    let o = twofold(&["check", FSF_INI]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let sections = std::fs::read_to_string(FSF_INI).unwrap().lines().filter(|l| l.starts_with('[')).count();
    assert_eq!(out.lines().count(), sections, "{out}");
    assert!(
        out.lines().next().unwrap().starts_with("capablanca: 10×8 board, 8 pieces (pnbrqack), from chess"),
        "{out}"
    );
}

#[test]
fn check_prints_every_problem_with_its_line_and_exits_2() {
    let path = temp_file("bad.ini", "[mine:chess]\nmaxrank = 9\ncustomPiece1 = a:QN12\n");
    let o = twofold(&["check", &path]);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with(&format!("{path}:2:1: 'maxrank'")) && lines[0].ends_with("did you mean maxRank?"),
        "{out}"
    );
    assert!(lines[1].starts_with(&format!("{path}:3:21: customPiece1")), "{out}");
    assert_eq!(stderr(&o).lines().count(), 1);
    assert!(stderr(&o).contains("2 problems"), "{}", stderr(&o));
    std::fs::remove_file(path).ok();
}

#[test]
fn describe_prints_the_rules_and_each_pieces_diagram() {
    let o = twofold(&["describe", FSF_INI, "nightrider"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("nightrider (from chess): 8×8 board\n"), "{out}");
    assert!(out.contains("n (customPiece1, NN):"), "{out}");
    assert_error(&["describe", FSF_INI, "nosuch"], "no variant 'nosuch'");
    assert_error(&["check", "/no/such/file.ini"], "cannot read");
}

#[test]
fn check_reports_what_the_rules_cannot_play_yet() {
    let later = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/definitions/fsf-later.ini");
    let o = twofold(&["check", later]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stdout(&o).contains(":6:1: [kamikazerooks]: this extinction"), "{}", stdout(&o));
    assert!(stdout(&o).contains("is not playable yet"), "{}", stdout(&o));
}

#[test]
fn describe_ends_by_saying_how_to_play_the_variant_or_why_not() {
    let o = twofold(&["describe", FSF_INI, "capablanca"]);
    let last = stdout(&o).lines().last().unwrap_or_default().to_string();
    assert_eq!(last, format!("Play it: twofold perft capablanca 3 --variants {FSF_INI}, or twofold match capablanca engine:2 random --variants {FSF_INI}"));
    let later = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/definitions/fsf-later.ini");
    let o = twofold(&["describe", later, "kamikazerooks"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let last = stdout(&o).lines().last().unwrap_or_default().to_string();
    assert!(last.starts_with("Not playable yet: [kamikazerooks]: this extinction"), "{last}");
}
