// The computer on one board: plays its side's turns, gives hints and
// shows its evaluation. It asks the page's one engine worker (core/engine.js) and
// plays the answer's parts one at a time; it talks to its board only through
// the callbacks it is given, and any change by the player stops it at once.

import { engine, replayOf, CancelledError, EngineFault } from '../core/engine.js';

/**
 * The levels. `chessElo`: the level's strength in plain chess at the page's
 * time per turn, measured against Stockfish's calibrated UCI_Elo (rounded to
 * 50; the matches, seeds and error margins are in docs/engine.md). The
 * doubled games have no rated players to measure against.
 */
export const LEVELS = [
  { level: 1, name: '1 — beginner', chessElo: 900 },
  { level: 2, name: '2 — casual', chessElo: 950 },
  { level: 3, name: '3 — club', chessElo: 1350 },
  { level: 4, name: '4 — strong', chessElo: 1600 },
  { level: 5, name: '5 — strongest in 1 s', chessElo: 2100 },
];

/** "5 — strongest in 1 s · ≈2100": a level as the New game dialog lists it (its note says the number is a chess rating). */
export function levelLabel(l) {
  return l.chessElo ? `${l.name} · ≈${l.chessElo}` : l.name;
}
export const DEFAULT_LEVEL = 5;
/** Time per turn for the computer (leaving room for the worker's messages
 * within a second), and for a hint. (The analyse mode's analysis: analysis.js.) */
const TURN_MS = 850;
const HINT_MS = 700;
/** Pause before each part the computer plays, so the player sees it happen. */
const PART_PAUSE_MS = 350;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A side and level from loose input: { side: 'white'|'black'|null, level 1–5 }. */
export function computerConfig(side, level) {
  const s = side === 'white' || side === 'black' ? side : null;
  const n = Number(level);
  return { side: s, level: Number.isInteger(n) && n >= 1 && n <= 5 ? n : DEFAULT_LEVEL };
}

export class BoardComputer {
  /**
   * board: {
   *   game(): the live rules Game, status(): its status,
   *   played(): after each part the computer plays,
   *   toast(text), thinking(text | null), notice(text): the hint's word on the computer's line,
   *   evaluation(text), hint(parts),
   *   showsEvaluation(): the player asked to see the computer's evaluation, joiner(),
   *   stopped(text | null): the computer failed (text) and waits for Retry, or goes on (null),
   *   definitions(): the page's definitions, compiled (for the worker)
   * }
   */
  constructor(board) {
    this.board = board;
    this.side = null; // 'white' | 'black' | null (nobody: two players, or analysis)
    this.level = DEFAULT_LEVEL;
    this.generation = 0; // bumped by every interruption; stale answers are dropped
    this.busy = false;
    this.failure = null; // why the computer stopped, until Retry
    this.searches = []; // timings of finished searches (ms), read by tests
  }

  configure({ side = null, level = DEFAULT_LEVEL } = {}) {
    this.interrupt();
    const c = computerConfig(side, level);
    this.side = c.side;
    this.level = c.level;
    this.setFailure(null);
    // Load the engine ahead of its first turn.
    if (this.side) engine.warm();
  }

  /** Is it the computer's turn to act now? */
  ownsTurn() {
    const st = this.board.status();
    return !!this.side && !!st && !st.over && st.sideToMove === this.side;
  }

  /** Stops any search and any parts still to be played. */
  interrupt() {
    this.generation++;
    engine.cancel(this);
    this.busy = false;
    this.board.thinking(null);
  }

  /** Called after every change: starts the computer's turn when it is due. */
  update() {
    if (this.busy || this.failure || !this.ownsTurn()) return;
    this.playTurn();
  }

  /** After a failure: a fresh worker, and the computer's turn again if it is due. */
  retry() {
    this.setFailure(null);
    this.update();
  }

  setFailure(text) {
    this.failure = text;
    this.board.stopped?.(text);
  }

  async playTurn() {
    const gen = ++this.generation;
    this.busy = true;
    this.board.thinking('Computer is thinking…');
    let done = false;
    try {
      const result = await this.search(this.level, TURN_MS);
      if (gen !== this.generation) return;
      this.board.thinking(null);
      // Only when asked: the evaluation, and the line from the turn it plays now.
      if (this.board.showsEvaluation?.()) this.board.evaluation(evaluationText(result, this.side, this.board.joiner()));
      for (const part of result.parts) {
        await sleep(PART_PAUSE_MS);
        if (gen !== this.generation) return;
        this.board.game().playPartText(part.san);
        this.board.played();
      }
      const g = this.board.game();
      if (gen === this.generation && g.turnInProgress() && g.canEndTurn()) {
        g.endTurn();
        this.board.played();
      }
      done = true;
    } catch (e) {
      if (e instanceof EngineFault && gen === this.generation) this.setFailure(e.message);
      else if (!(e instanceof CancelledError) && gen === this.generation) {
        this.board.toast(`The computer could not move: ${e.message}`);
      }
    } finally {
      if (gen === this.generation) {
        this.busy = false;
        this.board.thinking(null);
      }
    }
    // Its turn again already (e.g. the game was set up that way): go on.
    if (done && gen === this.generation) this.update();
  }

  /** Suggests a turn for the player to move. */
  async hint(joiner) {
    const st = this.board.status();
    if (st.over || this.ownsTurn()) return;
    const side = st.sideToMove;
    const result = await this.askFor(DEFAULT_LEVEL, HINT_MS, 'Looking for a hint…');
    if (!result) return;
    // Mid-turn, the hint names the whole turn the suggestion completes.
    const sofar = this.board.game().currentParts().map((p) => p.san);
    const text = [...sofar, ...result.parts.map((p) => p.san)].join(joiner);
    // The evaluation's line when it is on; else the score on the hint's own line (nothing appears under it to move the panel).
    const shows = this.board.showsEvaluation?.();
    if (shows) this.board.evaluation(evaluationText(result, side, joiner));
    this.board.notice(`Hint: ${text || 'end the turn'}${shows ? '' : ` · evaluation ${evaluationScore(result, side)}`}`);
    if (result.parts.length) this.board.hint(result.parts);
  }

  async askFor(level, ms, label) {
    const gen = ++this.generation;
    this.board.thinking(label);
    try {
      const result = await this.search(level, ms);
      return gen === this.generation ? result : null;
    } catch (e) {
      if (!(e instanceof CancelledError) && gen === this.generation) this.board.toast(`The computer could not answer: ${e.message}`);
      return null;
    } finally {
      if (gen === this.generation) this.board.thinking(null);
    }
  }

  async search(level, ms) {
    const g = this.board.game();
    const startedAt = performance.now();
    const result = await engine.think(this, { game: replayOf(g, this.board.definitions()), level, ms, seed: g.ply() + 1 });
    const endedAt = performance.now();
    this.searches.push({ ms: endedAt - startedAt, startedAt, endedAt, search: result.ms, depth: result.depth, nodes: result.nodes });
    return result;
  }
}

/** "Evaluation +0.35 (White better) · depth 7 · line: Nc3 · Nc6,Nf6", from White's side. */
export function evaluationText(result, side, joiner) {
  const text = evaluationScore(result, side);
  const pv = result.pv && result.pv.length ? ` · line: ${lineText(result.pv, joiner)}` : '';
  return `Evaluation ${text} · depth ${result.depth}${pv}`;
}

/** "+0.35 (White better)", "Black is winning by force": the result's score, from White's side. */
export function evaluationScore(result, side) {
  const s = side === 'white' ? result.score : -result.score;
  if (Math.abs(s) >= 29000) return `${s > 0 ? 'White' : 'Black'} is winning by force`;
  return `${s >= 0 ? '+' : '−'}${(Math.abs(s) / 100).toFixed(2)} (${s > 30 ? 'White better' : s < -30 ? 'Black better' : 'about equal'})`;
}

/** The principal variation as turns: "Nc3 · Nc6,Nf6 · Nf3,a4" (first four turns). */
export function lineText(pv, joiner) {
  const turns = [[]];
  for (const step of pv) {
    if (step === '|') turns.push([]);
    else turns[turns.length - 1].push(step);
  }
  return turns
    .filter((t) => t.length)
    .slice(0, 4)
    .map((t) => t.join(joiner))
    .join(' · ');
}
