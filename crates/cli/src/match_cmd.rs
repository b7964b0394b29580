//! `twofold match <variant> <A> <B> --games N [--ms M] [--seed S] [--cap T|none]`:
//! A and B alternate colours; each pair of games starts from the same varied
//! opening (2–4 random turns chosen by the seed); ends with `score <A>/<N>`,
//! after a line counting how the games ended. Games are capped at `--cap`
//! turns (default 200; 600 for Chess on Two Boards) and then scored as
//! draws; `--cap none` plays every game until the rules end it (the
//! no-progress rule ends any game that makes no progress). `--from-game K`
//! replays the match from its game K (same openings and seeds), `--records`
//! prints each game's record.

use crate::arguments::{millis, variant};
use crate::players::{random_turn, Player};
use clap::Args;
use std::collections::BTreeMap;
use std::time::Instant;
use twofold_engine::eval::Evaluator;
use twofold_engine::rng::mix;
use twofold_engine::Rng;
use twofold_rules::error::quote;
use twofold_rules::{Color, Game, Options, VariantId};

/// `twofold match`'s arguments.
#[derive(Args)]
pub struct MatchArgs {
    #[arg(value_name = "variant")]
    variant: String,
    /// random, greedy, brute:<1-3>, engine:default, engine:<1-5> (a suffix -null, -futility, -checks, -lmr, -lmp, -aspiration, -pawns, -mobility, -attack, -files, -fitted, -history, -losing, -stalling or -hold switches that part off) or uci:<command> (chess only)
    #[arg(value_name = "player A")]
    a: String,
    #[arg(value_name = "player B")]
    b: String,
    #[arg(long, value_name = "N", default_value_t = 2)]
    games: u32,
    /// Milliseconds per turn for the engine (finite, at least 0).
    #[arg(long, value_name = "M", default_value = "100", value_parser = millis, allow_negative_numbers = true)]
    ms: f64,
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Turns after which a game is scored a draw (default 200; 600 for
    /// two-boards), or `none`: no cap, the game ends by the rules alone.
    #[arg(long, value_name = "T|none", value_parser = turn_cap)]
    cap: Option<Cap>,
    /// An option for the UCI players, `Name=Value` (repeatable), e.g.
    /// `--uci-option UCI_LimitStrength=true --uci-option UCI_Elo=1500`.
    #[arg(long = "uci-option", value_name = "Name=Value")]
    uci_options: Vec<String>,
    /// Play only game K onwards (1-based): the same openings, colours and
    /// seeds as in the whole match, to look again at one game.
    #[arg(long = "from-game", value_name = "K", default_value_t = 1)]
    from_game: u32,
    /// After each game, print its record (readable by `twofold replay` and the page).
    #[arg(long)]
    records: bool,
}

/// A material lead (centipawns, the engine's values) that should win: about
/// a minor piece. A draw with such a lead on the board is a win not
/// converted; the match's summary counts them.
const CLEAR_LEAD: i32 = 300;

/// What each side has left at the end of `game`, as text (pieces, kings
/// included, and White's material lead in the engine's values), and that
/// lead.
fn left_on_board(game: &Game) -> (String, i32) {
    let pos = game.position();
    let lead = Evaluator::new(pos.variant()).material(pos);
    let text = format!(
        "pieces left: White {}, Black {}; White's material lead {lead:+} cp",
        pos.piece_count(Color::White),
        pos.piece_count(Color::Black)
    );
    (text, lead)
}

/// The turn cap of a match: a number of turns, or none.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Cap {
    Turns(u32),
    /// Only the rules end a game.
    None,
}

fn turn_cap(text: &str) -> Result<Cap, String> {
    if text == "none" {
        return Ok(Cap::None);
    }
    text.parse::<u32>()
        .map(Cap::Turns)
        .map_err(|_| format!("must be a number of turns or 'none', found {}", quote(text)))
}

pub fn run(args: MatchArgs) -> Result<(), String> {
    let id = variant(&args.variant)?;
    let MatchArgs { games, ms, seed, .. } = args;
    // Chess on Two Boards (32 pieces a side, no pawns, won by mate,
    // stalemate or baring) needs about 400–600 turns to be decided.
    let cap = match args.cap.unwrap_or(Cap::Turns(if id == VariantId::TWO_BOARDS { 600 } else { 200 })) {
        Cap::Turns(t) => t,
        // The rules end every game: the no-progress rule at the latest.
        Cap::None => u32::MAX,
    };
    // How the games ended (the rules' reasons; "turn cap" for capped games).
    let mut ends: BTreeMap<String, u32> = BTreeMap::new();
    let mut players = [Player::parse(&args.a, &args.uci_options)?, Player::parse(&args.b, &args.uci_options)?];
    if id != VariantId::CHESS && players.iter().any(Player::is_uci) {
        return Err(format!("UCI players play chess only, not {}", id.as_str()));
    }
    let names = [args.a.as_str(), args.b.as_str()];
    let mut points_a = 0.0;
    // Drawn games in which one side was ahead by `CLEAR_LEAD` or more.
    let mut drawn_leads = 0;
    let mut results_a = Vec::new();
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let first = args.from_game.saturating_sub(1).min(games);
    for g in first..games {
        let mut game = Game::new(id, Options::default(), None).map_err(|e| e.to_string())?;
        let mut opening_rng = Rng::new(mix(seed ^ (g / 2) as u64));
        let opening_turns = 2 + opening_rng.below(3);
        for _ in 0..opening_turns {
            if game.status().is_none() {
                random_turn(&mut game, &mut opening_rng)?;
            }
        }
        // A plays White in even games.
        let a_white = g % 2 == 0;
        for p in &mut players {
            p.reset()?;
        }
        let mut rng = Rng::new(mix(seed.wrapping_add(1000 + g as u64)));
        let mut turns = 0;
        while game.status().is_none() && turns < cap {
            let white = game.side_to_move() == Color::White;
            let who = if white == a_white { 0 } else { 1 };
            let t = Instant::now();
            let turn_seed = mix(seed ^ ((g as u64) << 32) ^ turns as u64);
            players[who].play_turn(&mut game, ms, turn_seed, &mut rng)?;
            if players[who].is_engine() {
                times[who].push(t.elapsed().as_secs_f64() * 1000.0);
            }
            turns += 1;
        }
        let (a_points, text) = match game.status() {
            Some(o) => {
                let a_color = if a_white { Color::White } else { Color::Black };
                let pts = match o.winner() {
                    Some(c) if c == a_color => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                *ends.entry(o.reason().describe().split(" (").next().unwrap_or_default().to_string()).or_default() += 1;
                // A drawn game also says what each side had left (was one
                // side far ahead when the rules drew it?).
                let left = if o.winner().is_none() {
                    let (text, lead) = left_on_board(&game);
                    drawn_leads += u32::from(lead.abs() >= CLEAR_LEAD);
                    format!("; {text}")
                } else {
                    String::new()
                };
                (pts, format!("{} ({}{left})", o.score(), o.describe()))
            }
            None => {
                // What is left shows how far the game got.
                let (text, lead) = left_on_board(&game);
                drawn_leads += u32::from(lead.abs() >= CLEAR_LEAD);
                *ends.entry("turn cap".to_string()).or_default() += 1;
                (0.5, format!("1/2-1/2 (adjudicated draw after {cap} turns; {text})"))
            }
        };
        points_a += a_points;
        results_a.push(a_points);
        let (w, bl) = if a_white { (names[0], names[1]) } else { (names[1], names[0]) };
        println!(
            "game {:>3}: {w} (White) vs {bl} (Black): {text}, {} turns after a {opening_turns}-turn random opening; A {}",
            g + 1,
            turns,
            a_points
        );
        if args.records {
            println!("{}", game.record());
        }
    }
    for (i, t) in times.iter_mut().enumerate() {
        if !t.is_empty() {
            t.sort_by(f64::total_cmp);
            println!(
                "{} ({}): per-turn time median {:.1} ms, max {:.1} ms over {} turns",
                if i == 0 { "A" } else { "B" },
                names[i],
                t[t.len() / 2],
                t[t.len() - 1],
                t.len()
            );
        }
    }
    if let Some(line) = crate::elo::performance(&results_a) {
        println!("{line}");
    }
    let ends: Vec<String> = ends.iter().map(|(reason, n)| format!("{reason} {n}")).collect();
    println!("ends: {}", ends.join(", "));
    println!("draws with a side {CLEAR_LEAD} cp or more ahead in material: {drawn_leads}");
    println!("score {points_a}/{}", games - first);
    Ok(())
}
