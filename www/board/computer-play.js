// How the computer on one board plays (computer.js holds its seat): a turn's
// search and its parts one at a time, a hint, a position weighed. Fetched on
// the computer's first use. Every step checks the seat's generation: any
// change by the player (a new generation) stops it at once.

import { replayOf, CancelledError, EngineFault, engine } from '../core/engine.js';

/** Time per turn for the computer (leaving room for the worker's messages
 * within a second), and for a hint. (The analyse mode's analysis: analysis.js.) */
const TURN_MS = 850;
const HINT_MS = 700;
/** Pause before each part the computer plays, so the player sees it happen. */
const PART_PAUSE_MS = 350;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The engine fetched ahead of a first turn; a seat's searches stopped. */
export const warm = () => engine.warm();
export const cancel = (c) => engine.cancel(c);

/** The seat `c`'s turn, started as generation `gen` (busy, thinking shown). */
export async function playTurn(c, gen) {
  let done = false;
  try {
    const result = await search(c, c.level, TURN_MS);
    if (gen !== c.generation) return;
    c.board.thinking(null);
    // Only when asked: the evaluation, and the line from the turn it plays now.
    if (c.board.showsEvaluation?.()) c.board.evaluation(evaluationText(result, c.side, c.board.joiner()));
    for (const part of result.parts) {
      await sleep(PART_PAUSE_MS);
      if (gen !== c.generation) return;
      c.board.game().playPartText(part.san);
      c.board.played();
    }
    const g = c.board.game();
    if (gen === c.generation && g.turnInProgress() && g.canEndTurn()) {
      g.endTurn();
      c.board.played();
    }
    done = true;
  } catch (e) {
    if (e instanceof EngineFault && gen === c.generation) c.setFailure(e.message);
    else if (!(e instanceof CancelledError) && gen === c.generation) {
      c.board.toast(`The computer could not move: ${e.message}`);
    }
  } finally {
    if (gen === c.generation) {
      c.busy = false;
      c.board.thinking(null);
    }
  }
  // Its turn again already (e.g. the game was set up that way): go on.
  if (done && gen === c.generation) c.update();
}

/** A hint for the side to move, as generation `gen` (its label shown), from a search at `level`. */
export async function hint(c, gen, joiner, level) {
  const side = c.board.status().sideToMove;
  const result = await askFor(c, gen, level, HINT_MS);
  if (!result) return;
  // Mid-turn, the hint names the whole turn the suggestion completes.
  const sofar = c.board.game().currentParts().map((p) => p.san);
  const text = [...sofar, ...result.parts.map((p) => p.san)].join(joiner);
  // The evaluation's line when it is on; else the score on the hint's own line (nothing appears under it to move the panel).
  const shows = c.board.showsEvaluation?.();
  if (shows) c.board.evaluation(evaluationText(result, side, joiner));
  c.board.notice(`Hint: ${text || 'end the turn'}${shows ? '' : ` · evaluation ${evaluationScore(result, side)}`}`);
  if (result.parts.length) c.board.hint(result.parts);
}

/** A search as generation `gen`: its result, or null when interrupted or failed (said in a toast). */
export async function askFor(c, gen, level, ms) {
  try {
    const result = await search(c, level, ms);
    return gen === c.generation ? result : null;
  } catch (e) {
    if (!(e instanceof CancelledError) && gen === c.generation) c.board.toast(`The computer could not answer: ${e.message}`);
    return null;
  } finally {
    if (gen === c.generation) c.board.thinking(null);
  }
}

async function search(c, level, ms) {
  const g = c.board.game();
  const startedAt = performance.now();
  const result = await engine.think(c, { game: replayOf(g, c.board.definitions()), level, ms, seed: g.ply() + 1 });
  const endedAt = performance.now();
  c.searches.push({ ms: endedAt - startedAt, startedAt, endedAt, search: result.ms, depth: result.depth, nodes: result.nodes });
  return result;
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
