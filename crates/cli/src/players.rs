//! The players of `twofold match`: `random`, `greedy`, `brute:<turns>`,
//! `engine:<level>` (with `-<feature>` suffixes: that part of the engine
//! switched off, e.g. `engine:default-null`), `uci:<command>` (another chess
//! program).

use crate::brute::brute_turn;
use crate::uci::UciEngine;
use std::time::Instant;
use twofold_engine::eval::Evaluator;
use twofold_engine::{Engine, Features, Limits, Rng, DEFAULT_LEVEL, MAX_LEVEL};
use twofold_rules::error::quote;
use twofold_rules::{Color, Game, Move, MoveList, Order, Outcome, Position, TurnEnd};

/// The deepest `brute:<turns>` (each turn lists every pair of moves: three
/// turns already take minutes in the double-move games).
pub const MAX_BRUTE_TURNS: u32 = 3;

pub enum Player {
    /// A uniformly random legal part (or "end turn" when allowed) at each step.
    Random,
    /// The whole turn that leaves the best material balance (a win first),
    /// ties broken at random; it does not look at the opponent's reply.
    Greedy,
    /// Full-width minimax over whole turns to this many turns, material
    /// only (`crate::brute`).
    Brute {
        turns: u32,
    },
    Engine {
        level: u8,
        engine: Box<Engine>,
    },
    /// Another chess program over UCI (plain chess only).
    Uci(Box<UciEngine>),
}

impl Player {
    /// A player from its name; `uci_options` (`Name=Value`) go to UCI players.
    pub fn parse(text: &str, uci_options: &[String]) -> Result<Player, String> {
        match text {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ if text.starts_with("uci:") => Ok(Player::Uci(Box::new(UciEngine::start(&text[4..], uci_options)?))),
            _ if text.starts_with("brute:") => {
                let n = &text[6..];
                let turns = n.parse::<u32>().ok().filter(|t| (1..=MAX_BRUTE_TURNS).contains(t)).ok_or_else(|| {
                    format!("brute-force depth must be 1-{MAX_BRUTE_TURNS} turns, found {}", quote(n))
                })?;
                Ok(Player::Brute { turns })
            }
            _ => {
                let level = text.strip_prefix("engine:").ok_or_else(|| {
                    format!(
                        "unknown player {}: use random, greedy, brute:<1-{MAX_BRUTE_TURNS}>, engine:default, engine:<1-{MAX_LEVEL}> or uci:<command>",
                        quote(text)
                    )
                })?;
                // engine:<level>[-<feature>...]: the level, with features switched off.
                let mut words = level.split('-');
                let level = words.next().unwrap_or_default();
                let level =
                    match level {
                        "default" => DEFAULT_LEVEL,
                        n => n.parse::<u8>().ok().filter(|l| (1..=MAX_LEVEL).contains(l)).ok_or_else(|| {
                            format!("engine level must be default or 1-{MAX_LEVEL}, found {}", quote(n))
                        })?,
                    };
                let features = words.try_fold(Features::default(), |f, name| f.without(name))?;
                let mut engine = Box::new(Engine::new(16));
                engine.set_features(features);
                Ok(Player::Engine { level, engine })
            }
        }
    }

    /// A player that thinks (its time per turn is reported).
    pub fn is_engine(&self) -> bool {
        matches!(self, Player::Engine { .. } | Player::Uci(_) | Player::Brute { .. })
    }

    pub fn is_uci(&self) -> bool {
        matches!(self, Player::Uci(_))
    }

    /// A new game begins.
    pub fn reset(&mut self) -> Result<(), String> {
        match self {
            Player::Engine { engine, .. } => engine.clear(),
            Player::Uci(uci) => uci.new_game()?,
            Player::Random | Player::Greedy | Player::Brute { .. } => {}
        }
        Ok(())
    }

    /// Plays one whole turn of `game`.
    pub fn play_turn(&mut self, game: &mut Game, ms: f64, seed: u64, rng: &mut Rng) -> Result<(), String> {
        match self {
            Player::Random => random_turn(game, rng),
            Player::Greedy => {
                let parts = greedy_turn(game.position(), rng);
                play_parts(game, &parts)
            }
            Player::Brute { turns } => {
                let parts = brute_turn(game.position(), *turns, rng);
                play_parts(game, &parts)
            }
            Player::Engine { level, engine } => {
                let start = Instant::now();
                let now = move || start.elapsed().as_secs_f64() * 1000.0;
                let limits = Limits { level: *level, max_ms: Some(ms), max_depth: None, seed };
                let result = engine.think_game(game, &limits, &now, &|| false);
                play_parts(game, &result.parts)
            }
            Player::Uci(uci) => {
                let m = uci.best_move(game, ms)?;
                play_parts(game, &[m])
            }
        }
    }
}

/// Plays parts, then ends the turn if it is still open.
pub fn play_parts(game: &mut Game, parts: &[Move]) -> Result<(), String> {
    if parts.is_empty() {
        return Err(format!("no turn found in position {}", game.position_string()));
    }
    for &m in parts {
        game.play_part(m).map_err(|e| format!("illegal part {m:?}: {e}"))?;
    }
    if game.turn_in_progress() && game.status().is_none() {
        game.end_turn().map_err(|e| e.to_string())?;
    }
    Ok(())
}

pub fn random_turn(game: &mut Game, rng: &mut Rng) -> Result<(), String> {
    let mover = game.side_to_move();
    loop {
        let parts = game.legal_parts();
        let options = parts.len() + game.can_end_turn() as usize;
        if options == 0 {
            return Err(format!("no legal part in position {}", game.position_string()));
        }
        let i = rng.below(options);
        if i == parts.len() {
            return game.end_turn().map_err(|e| e.to_string());
        }
        game.play_part(parts[i]).map_err(|e| e.to_string())?;
        if !game.turn_in_progress() || game.side_to_move() != mover || game.status().is_some() {
            return Ok(());
        }
    }
}

/// Every whole turn from `pos` (depth-first over its parts, "end turn"
/// included where allowed), scored by material for the mover after it; the
/// best, ties broken at random.
pub fn greedy_turn(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let eval = Evaluator::new(pos.variant());
    let mover = pos.side_to_move();
    let mut best = (i64::MIN, Vec::new());
    let mut ties = 0;
    let mut parts = Vec::new();
    visit(pos, &eval, mover, &mut parts, &mut best, &mut ties, rng);
    best.1
}

fn visit(
    pos: &Position,
    eval: &Evaluator,
    mover: Color,
    parts: &mut Vec<Move>,
    best: &mut (i64, Vec<Move>),
    ties: &mut u32,
    rng: &mut Rng,
) {
    let mut list = MoveList::new();
    if pos.next_steps(&mut list, Order::Canonical) != TurnEnd::Not {
        let mut ended = pos.clone();
        ended.end_turn();
        consider(&ended, eval, mover, parts, best, ties, rng);
    }
    for &m in list.iter() {
        let mut next = pos.clone();
        next.play_part(m);
        parts.push(m);
        if next.turn_in_progress() {
            visit(&next, eval, mover, parts, best, ties, rng);
        } else {
            consider(&next, eval, mover, parts, best, ties, rng);
        }
        parts.pop();
    }
}

fn consider(
    after: &Position,
    eval: &Evaluator,
    mover: Color,
    parts: &[Move],
    best: &mut (i64, Vec<Move>),
    ties: &mut u32,
    rng: &mut Rng,
) {
    let sign = if mover == Color::White { 1 } else { -1 };
    let mut score = (sign * eval.material(after)) as i64;
    let v = after.variant();
    let opponent = after.side_to_move();
    if !v.royal_check || v.baring || after.is_in_check(opponent) {
        match after.rules_outcome() {
            Some(Outcome::Win { winner, .. }) => score = if winner == mover { 1 << 40 } else { -(1 << 40) },
            Some(Outcome::Draw { .. }) => score = 0,
            None => {}
        }
    }
    if score > best.0 {
        *best = (score, parts.to_vec());
        *ties = 1;
    } else if score == best.0 {
        // Reservoir choice among equal turns.
        *ties += 1;
        if rng.below(*ties as usize) == 0 {
            best.1 = parts.to_vec();
        }
    }
}
