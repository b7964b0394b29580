//! The Universal Chess Interface, both ways, for plain chess:
//! * [`UciEngine`] drives another program (`uci:stockfish` in `twofold
//!   match`), so the levels can be measured against calibrated opponents;
//! * [`serve`] is `twofold uci`: this engine behind the same protocol, for
//!   the tools chess players already use (and for testing the driver).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;
use twofold_engine::{Engine, Limits, DEFAULT_LEVEL, MAX_LEVEL};
use twofold_rules::error::quote;
use twofold_rules::{Game, Move, Options, Variant, VariantId};

/// A move in UCI's long algebraic form (`e2e4`, `e7e8q`, castling as the
/// king's two squares); `None` for the actions chess does not have.
pub fn uci_move(v: &Variant, m: Move) -> Option<String> {
    let geo = &v.geometry;
    let (from, to, promo) = match m {
        Move::Normal { from, to, promo } => (from, to, promo),
        Move::DoubleStep { from, to } | Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, to } => (king, to, None),
        Move::GuardFlip { .. } | Move::Morph { .. } | Move::Transform { .. } => return None,
    };
    let promo = promo.map(|k| v.pieces.letter(k).to_ascii_lowercase().to_string()).unwrap_or_default();
    Some(format!("{}{}{promo}", geo.square_name(from), geo.square_name(to)))
}

/// The legal move of `game` written `text` in UCI form.
fn find_move(game: &Game, text: &str) -> Result<Move, String> {
    game.legal_parts()
        .into_iter()
        .find(|&m| uci_move(game.variant(), m).as_deref() == Some(text))
        .ok_or_else(|| format!("{} is not a legal move in {}", quote(text), game.position_string()))
}

/// A UCI position string of chess: the first six fields of ours.
fn uci_fen(fen: &str) -> String {
    fen.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
}

/// Another chess program, spoken to over UCI.
pub struct UciEngine {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl UciEngine {
    /// Starts `command` (split at spaces), says `uci`, sets `options`
    /// (`Name=Value`) and waits until it is ready.
    pub fn start(command: &str, options: &[String]) -> Result<UciEngine, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("uci: needs a command, e.g. uci:stockfish")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start the UCI engine {}: {e}", quote(command)))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("the UCI engine {} has no pipes", quote(command)));
        };
        let mut engine = UciEngine { command: command.to_string(), child, input, output: BufReader::new(output) };
        engine.send("uci")?;
        engine.wait_for(|l| l == "uciok")?;
        for option in options {
            let (name, value) =
                option.split_once('=').ok_or_else(|| format!("--uci-option {}: write Name=Value", quote(option)))?;
            engine.send(&format!("setoption name {} value {}", name.trim(), value.trim()))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("the UCI engine {} stopped listening: {e}", quote(&self.command)))
    }

    /// Reads lines until one satisfies `done`; returns it.
    fn wait_for(&mut self, mut done: impl FnMut(&str) -> bool) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self.output.read_line(&mut line).map_err(|e| format!("reading the UCI engine: {e}"))?;
            if n == 0 {
                return Err(format!("the UCI engine {} ended its output", quote(&self.command)));
            }
            if done(line.trim()) {
                return Ok(line.trim().to_string());
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.wait_for(|l| l == "readyok").map(|_| ())
    }

    /// A new game begins.
    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// The engine's move in `game` (chess), thinking `ms` milliseconds.
    pub fn best_move(&mut self, game: &Game, ms: f64) -> Result<Move, String> {
        let mut moves = Vec::new();
        for action in game.actions() {
            if let twofold_rules::Action::Part(m) = action {
                moves.push(uci_move(game.variant(), m).ok_or("the game has a move UCI cannot write")?);
            }
        }
        let start = uci_fen(&game.start_position().to_fen());
        let list = if moves.is_empty() { String::new() } else { format!(" moves {}", moves.join(" ")) };
        self.send(&format!("position fen {start}{list}"))?;
        self.send(&format!("go movetime {}", ms.round().max(1.0) as u64))?;
        let line = self.wait_for(|l| l.starts_with("bestmove"))?;
        let text = line.split_whitespace().nth(1).unwrap_or("(none)");
        find_move(game, text).map_err(|e| format!("the UCI engine {} answered {e}", quote(&self.command)))
    }

    /// The engine's score of a chess position (`fen`, ours or UCI's) for the
    /// side to move after a search of `depth` plies, in centipawns; `None`
    /// when it announces a mate instead.
    pub fn score(&mut self, fen: &str, depth: u32) -> Result<Option<i32>, String> {
        self.send(&format!("position fen {}", uci_fen(fen)))?;
        self.send(&format!("go depth {depth}"))?;
        let mut last = None;
        self.wait_for(|l| {
            if l.starts_with("bestmove") {
                return true;
            }
            let words: Vec<&str> = l.split_whitespace().collect();
            if let Some(i) = words.iter().position(|&w| w == "score") {
                last = match (words.get(i + 1), words.get(i + 2).and_then(|w| w.parse().ok())) {
                    (Some(&"cp"), Some(cp)) => Some(Some(cp)),
                    (Some(&"mate"), _) => Some(None),
                    _ => last,
                };
            }
            false
        })?;
        Ok(last.flatten())
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        // Ask politely, then make sure: no engine outlives the match.
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `twofold uci`: plays chess over UCI on standard input and output until
/// `quit`. Option `Level` (1–5). `go` takes `movetime`, or the clock
/// (`wtime`/`btime` with increments: a thirtieth of the time left plus the
/// increment), or nothing (one second).
pub fn serve() -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut game = Game::new(VariantId::CHESS, Options::default(), None).map_err(|e| e.to_string())?;
    let mut level = DEFAULT_LEVEL;
    let mut engine = Engine::new(16);
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            Some("uci") => format!(
                "id name twofold\nid author the twofold authors\n\
                 option name Level type spin default {DEFAULT_LEVEL} min 1 max {MAX_LEVEL}\nuciok"
            ),
            Some("isready") => "readyok".to_string(),
            Some("ucinewgame") => {
                engine.clear();
                continue;
            }
            Some("setoption") => {
                // setoption name Level value N
                if let (Some(i), Some(v)) = (words.iter().position(|w| *w == "Level"), words.last()) {
                    if i + 1 < words.len() {
                        level = v.parse::<u8>().ok().filter(|l| (1..=MAX_LEVEL).contains(l)).unwrap_or(level);
                    }
                }
                continue;
            }
            Some("position") => match read_position(&words[1..]) {
                Ok(g) => {
                    game = g;
                    continue;
                }
                Err(e) => format!("info string {e}"),
            },
            Some("go") => go(&game, &mut engine, level, &words[1..]),
            Some("quit") => return Ok(()),
            _ => continue,
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            return Ok(());
        }
    }
    Ok(())
}

/// `position startpos|fen <fields> [moves m1 m2 …]`.
fn read_position(words: &[&str]) -> Result<Game, String> {
    let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
    let fen = match words.first() {
        Some(&"startpos") => None,
        Some(&"fen") => Some(words[1..moves_at].join(" ")),
        _ => return Err("position: expected startpos or fen".to_string()),
    };
    let mut game = Game::new(VariantId::CHESS, Options::default(), fen.as_deref()).map_err(|e| e.to_string())?;
    for text in words.iter().skip(moves_at + 1) {
        let m = find_move(&game, text)?;
        game.play_part(m).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// Thinks on `game` and answers `info …` and `bestmove …`.
fn go(game: &Game, engine: &mut Engine, level: u8, words: &[&str]) -> String {
    let number = |name: &str| {
        words.iter().position(|w| *w == name).and_then(|i| words.get(i + 1)).and_then(|v| v.parse::<f64>().ok())
    };
    let white = game.side_to_move() == twofold_rules::Color::White;
    let ms = number("movetime").unwrap_or_else(|| {
        let (time, inc) = if white { ("wtime", "winc") } else { ("btime", "binc") };
        match number(time) {
            Some(t) => t / 30.0 + number(inc).unwrap_or(0.0),
            None => 1000.0,
        }
    });
    if game.status().is_some() {
        return "bestmove (none)".to_string();
    }
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    // `go depth N` counts whole turns (one ply each in chess).
    let max_depth = number("depth").map(|d| d.clamp(1.0, 64.0) as u32);
    let limits = Limits { level, max_ms: Some(ms.max(1.0)), max_depth, seed: game.step_count() as u64 + 1 };
    let r = engine.think_game(game, &limits, &now, &|| false);
    let best = r.parts.first().and_then(|&m| uci_move(game.variant(), m)).unwrap_or_else(|| "(none)".to_string());
    format!("info depth {} score cp {} nodes {}\nbestmove {best}", r.depth, r.score, r.nodes)
}
