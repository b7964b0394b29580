//! `twofold tune`: fits chess's piece-square tables
//! (`crates/engine/src/eval/fitted_squares.rs`) to positions scored by a
//! stronger program, in two steps (docs/engine.md, "Fitted piece-square
//! tables"):
//! * `label`: replays the records `twofold match --records` printed, keeps
//!   quiet turn starts (no check, no capture that obviously wins material)
//!   and has a UCI engine score each at a fixed depth: `<position>;<cp>`
//!   lines, the score from White's side;
//! * `fit`: starting from the geometric tables, moves the tables' numbers by
//!   gradient descent until the evaluation's expected result (a logistic
//!   curve of its score) is nearest, in least squares, to that of the
//!   labels; prints the two tables as Rust for `fitted_squares.rs`.

use crate::uci::UciEngine;
use clap::{Args, Subcommand};
use std::io::{BufRead, BufReader, Write};
use twofold_engine::eval::fitted_squares::{self, Tables, KINDS};
use twofold_engine::eval::Evaluator;
use twofold_rules::error::quote;
use twofold_rules::{Color, Game, Move, Options, PieceKind, Position, Variant, VariantId};

#[derive(Subcommand)]
pub enum TuneCommand {
    /// Scores the quiet positions of game records with a UCI engine: `<position>;<cp>` lines.
    Label(LabelArgs),
    /// Fits the chess tables to labelled positions; prints them as Rust.
    Fit(FitArgs),
}

#[derive(Args)]
pub struct LabelArgs {
    /// A file with one game record per line beginning `1.` (other lines are skipped).
    #[arg(value_name = "records")]
    records: String,
    /// The UCI engine that scores, e.g. `stockfish`.
    #[arg(long = "with", value_name = "command")]
    with: String,
    /// Its search depth per position.
    #[arg(long, default_value_t = 8)]
    depth: u32,
    /// Positions before this turn number are skipped (the random openings).
    #[arg(long, default_value_t = 6)]
    from_turn: u32,
}

#[derive(Args)]
pub struct FitArgs {
    /// The output of `twofold tune label`.
    #[arg(value_name = "labelled")]
    labelled: String,
    #[arg(long, default_value_t = 1000)]
    iterations: usize,
    /// How strongly each entry is pulled towards its geometric value (per
    /// centipawn of difference, in the loss's units).
    #[arg(long, default_value_t = 1e-8)]
    ridge: f64,
    /// Keep each table's mean, so that the material values stay as they are
    /// (measured weaker, docs/engine.md).
    #[arg(long)]
    keep_material: bool,
}

/// The logistic curve's scale: a score of `SCALE` centipawns is an
/// expected result of 1/(1+e^-1), about 73 %.
const SCALE: f64 = 174.0;
/// Labels beyond this many centipawns say "won" and nothing more.
const MAX_LABEL: i32 = 2000;

pub fn run(command: TuneCommand) -> Result<(), String> {
    match command {
        TuneCommand::Label(args) => label(&args),
        TuneCommand::Fit(args) => fit(&args),
    }
}

fn chess() -> &'static Variant {
    Variant::get(VariantId::CHESS, Options::default()).expect("chess has no options to refuse")
}

fn open(path: &str) -> Result<BufReader<std::fs::File>, String> {
    std::fs::File::open(path).map(BufReader::new).map_err(|e| format!("cannot read {}: {e}", quote(path)))
}

fn label(args: &LabelArgs) -> Result<(), String> {
    let (eval, _, _) = Evaluator::for_fitting(chess());
    let mut scorer = UciEngine::start(&args.with, &[])?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let (mut games, mut kept) = (0, 0);
    for line in open(&args.records)?.lines() {
        let line = line.map_err(|e| e.to_string())?;
        if !line.starts_with("1.") {
            continue;
        }
        let mut game = Game::new(VariantId::CHESS, Options::default(), None).map_err(|e| e.to_string())?;
        // A record's last word may be its result; the turns before it are what counts.
        let _ = game.play_movetext(&line);
        games += 1;
        for i in 0..=game.step_count() {
            let pos = game.position_at(i);
            if pos.fullmove_number() < args.from_turn || !is_quiet(&eval, pos) {
                continue;
            }
            let fen = pos.to_fen();
            let Some(cp) = scorer.score(&fen, args.depth)? else { continue };
            let white = if pos.side_to_move() == Color::White { cp } else { -cp };
            writeln!(out, "{fen};{}", white.clamp(-MAX_LABEL, MAX_LABEL)).map_err(|e| e.to_string())?;
            kept += 1;
        }
    }
    eprintln!("{kept} positions from {games} games");
    Ok(())
}

/// No check, no promotion, and no capture of a piece worth at least its
/// taker or undefended: the static score means what it says.
fn is_quiet(eval: &Evaluator, pos: &Position) -> bool {
    if pos.turn_in_progress() || pos.outcome().is_some() || pos.is_in_check(pos.side_to_move()) {
        return false;
    }
    let them = pos.side_to_move().other();
    let mut list = twofold_rules::MoveList::new();
    pos.parts(&mut list, twofold_rules::Order::Any);
    list.iter().all(|&m| match m {
        Move::EnPassant { .. } => false,
        Move::Normal { from, to, promo } => {
            let Some(victim) = pos.piece_at(to).filter(|p| p.color() == them) else { return promo.is_none() };
            let taker = pos.piece_at(from).map_or(PieceKind::KING, |p| p.kind());
            promo.is_none() && eval.value(victim.kind()) < eval.value(taker) && pos.is_attacked(to, them)
        }
        _ => true,
    })
}

/// One labelled position: what the tables do not decide, and which table
/// entries it reads.
struct Sample {
    /// The evaluation with the fitted kinds' tables zero, White's side.
    base: f64,
    /// Game phase / 256 (1: all pieces on the board).
    phase: f64,
    /// (kind's table, index, +1 for White, -1 for Black).
    entries: Vec<(u8, u8, f64)>,
    /// The label, White's side, in the labelling engine's centipawns.
    label: f64,
    /// The label's expected result for White (see `label_scale`).
    target: f64,
}

fn expected(cp: f64) -> f64 {
    1.0 / (1.0 + (-cp / SCALE).exp())
}

fn read_samples(path: &str, eval: &Evaluator, v: &'static Variant) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for (n, line) in open(path)?.lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        let Some((fen, cp)) = line.rsplit_once(';') else { continue };
        let cp: i32 = cp.trim().parse().map_err(|_| format!("{path}:{}: not a score: {}", n + 1, quote(cp)))?;
        let pos = Position::from_fen(v, fen).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        let stm = eval.evaluate(&pos);
        let base = if pos.side_to_move() == Color::White { stm } else { -stm };
        let mut entries = Vec::new();
        for c in Color::BOTH {
            for sq in pos.occupied_by(c).iter() {
                let Some(p) = pos.piece_at(sq) else { continue };
                let Some(k) = KINDS.iter().position(|&k| k == p.kind()) else { continue };
                let sign = if c == Color::White { 1.0 } else { -1.0 };
                entries.push((k as u8, fitted_squares::index_for(v, c, sq) as u8, sign));
            }
        }
        samples.push(Sample {
            base: base as f64,
            phase: eval.phase(&pos) as f64 / 256.0,
            entries,
            label: cp as f64,
            target: 0.0,
        });
    }
    Ok(samples)
}

/// Mean squared error of the expected results, and its gradient for the
/// middle-game and end-game tables.
fn loss(samples: &[Sample], mid: &[f64], end: &[f64], grad: Option<(&mut [f64], &mut [f64])>) -> f64 {
    let mut total = 0.0;
    let (mut gm, mut ge) = (vec![0.0; mid.len()], vec![0.0; end.len()]);
    for s in samples {
        let mut score = s.base;
        for &(k, i, sign) in &s.entries {
            let j = k as usize * 64 + i as usize;
            score += sign * (s.phase * mid[j] + (1.0 - s.phase) * end[j]);
        }
        let e = expected(score);
        let diff = e - s.target;
        total += diff * diff;
        let d = 2.0 * diff * e * (1.0 - e) / SCALE;
        for &(k, i, sign) in &s.entries {
            let j = k as usize * 64 + i as usize;
            gm[j] += d * sign * s.phase;
            ge[j] += d * sign * (1.0 - s.phase);
        }
    }
    let n = samples.len().max(1) as f64;
    if let Some((g_mid, g_end)) = grad {
        for j in 0..mid.len() {
            g_mid[j] = gm[j] / n;
            g_end[j] = ge[j] / n;
        }
    }
    total / n
}

/// Moves each kind's table back to the mean it started with (over the
/// squares the kind can stand on), so the material values (`material.rs`)
/// stay what they are. Left free, the fit also moves them (less for the
/// pieces in the end game), which predicts the labels far better and
/// played better.
fn keep_means(table: &mut [f64], start: &[f64]) {
    for (k, kind) in KINDS.iter().enumerate() {
        let squares = if twofold_rules::piece::PieceType::builtin(*kind).is_pawn_like() { 8..56 } else { 0..64 };
        let range = k * 64 + squares.start..k * 64 + squares.end;
        let count = range.len() as f64;
        let shift = (table[range.clone()].iter().sum::<f64>() - start[range.clone()].iter().sum::<f64>()) / count;
        for w in &mut table[range] {
            *w -= shift;
        }
    }
}

fn flat_of(t: &Tables) -> Vec<f64> {
    t.iter().flatten().map(|&x| x as f64).collect()
}

/// The expected results of the labels, read as `k` times this evaluation's
/// centipawns.
fn set_targets(samples: &mut [Sample], k: f64) {
    for s in samples {
        s.target = expected(s.label / k);
    }
}

fn fit(args: &FitArgs) -> Result<(), String> {
    let v = chess();
    let (eval, start_mid, start_end) = Evaluator::for_fitting(v);
    let all = read_samples(&args.labelled, &eval, v)?;
    // A tenth of the positions, in runs of up to 100 (a few whole games:
    // positions of one game are alike), is held out to see whether the fit
    // generalises.
    let run = (all.len() / 100).clamp(1, 100);
    let (mut samples, mut held_out) = (Vec::new(), Vec::new());
    for (i, s) in all.into_iter().enumerate() {
        if i / run % 10 == 9 {
            held_out.push(s)
        } else {
            samples.push(s)
        }
    }
    if samples.is_empty() || held_out.is_empty() {
        return Err(format!("{} has too few labelled positions (at least 10)", quote(&args.labelled)));
    }
    // The labelling engine's centipawns are not ours: first find the factor
    // by which the present tables' scores best predict its expected results
    // (the usual first step of this kind of fitting), then fit the tables.
    let (flat_mid, flat_end) = (flat_of(&start_mid), flat_of(&start_end));
    let mut best = (f64::MAX, 1.0);
    for step in 0..=40 {
        let k = 0.5 + step as f64 * 0.1;
        set_targets(&mut samples, k);
        let l = loss(&samples, &flat_mid, &flat_end, None);
        if l < best.0 {
            best = (l, k);
        }
    }
    let label_scale = best.1;
    eprintln!("the labels' centipawns are {label_scale:.2} of this evaluation's");
    set_targets(&mut samples, label_scale);
    set_targets(&mut held_out, label_scale);
    let (mut mid, mut end) = (flat_mid.clone(), flat_end.clone());
    // Adam: each entry's step adapts to how often it is seen.
    let n = mid.len();
    let (mut m, mut s) = (vec![0.0; 2 * n], vec![0.0; 2 * n]);
    let (b1, b2, rate) = (0.9, 0.999, 1.0);
    let (mut g_mid, mut g_end) = (vec![0.0; n], vec![0.0; n]);
    let before = (loss(&samples, &mid, &end, None), loss(&held_out, &mid, &end, None));
    for t in 1..=args.iterations {
        let l = loss(&samples, &mid, &end, Some((&mut g_mid, &mut g_end)));
        if t % 500 == 0 {
            eprintln!("iteration {t}: loss {l:.6}");
        }
        for j in 0..2 * n {
            let (w, g, w0) = if j < n {
                (&mut mid[j], g_mid[j], flat_mid[j])
            } else {
                (&mut end[j - n], g_end[j - n], flat_end[j - n])
            };
            // The pull towards the geometric value keeps squares seen in
            // few positions (a king on the eighth rank) near it.
            let g = g + args.ridge * (*w - w0);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            s[j] = b2 * s[j] + (1.0 - b2) * g * g;
            let (mh, sh) = (m[j] / (1.0 - b1.powi(t as i32)), s[j] / (1.0 - b2.powi(t as i32)));
            *w -= rate * mh / (sh.sqrt() + 1e-12);
        }
        if args.keep_material {
            keep_means(&mut mid, &flat_mid);
            keep_means(&mut end, &flat_end);
        }
        // The engine keeps each entry in a byte.
        for w in mid.iter_mut().chain(end.iter_mut()) {
            *w = w.clamp(-127.0, 127.0);
        }
    }
    let after = (loss(&samples, &mid, &end, None), loss(&held_out, &mid, &end, None));
    eprintln!(
        "{} positions fitted, {} held out; loss with the geometric tables {:.6} (held out {:.6}), fitted {:.6} (held out {:.6})",
        samples.len(),
        held_out.len(),
        before.0,
        before.1,
        after.0,
        after.1
    );
    print_table("MID", "Middle-game bonus (centipawns, on top of the material value).", &mid);
    print_table("END", "End-game bonus.", &end);
    Ok(())
}

/// The table as `fitted_squares.rs` holds it: a rank of the board per line,
/// rank 1 first (index `rank * 8 + file`).
fn print_table(name: &str, doc: &str, values: &[f64]) {
    println!("/// {doc}\n#[rustfmt::skip]\npub const {name}: FittedTables = [");
    for (k, kind) in KINDS.iter().enumerate() {
        println!("    // {kind:?}\n    [");
        for rank in 0..8 {
            let row: Vec<String> = (0..8)
                .map(|file| format!("{:4}", values[k * 64 + rank * 8 + file].round().clamp(-127.0, 127.0) as i8))
                .collect();
            println!("        {},", row.join(","));
        }
        println!("    ],");
    }
    println!("];\n");
}
