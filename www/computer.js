// The computer opponent on the page: decides when the computer moves, asks
// the Web Worker for a turn, plays its parts one at a time, and stops a
// search the moment the player changes the game.

import { EngineClient, CancelledError } from './engine-client.js';

export const LEVELS = [
  { level: 1, name: '1 — beginner' },
  { level: 2, name: '2 — casual' },
  { level: 3, name: '3 — club' },
  { level: 4, name: '4 — strong' },
  { level: 5, name: '5 — strongest in 1 s' },
];
export const DEFAULT_LEVEL = 5;
/** Time per turn for the computer (leaving room for the worker's messages
 * within a second), and for a hint. */
const TURN_MS = 850;
const HINT_MS = 700;
/** Pause before each part the computer plays, so the player sees it happen. */
const PART_PAUSE_MS = 350;

const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class ComputerPlayer {
  constructor(app) {
    this.app = app;
    this.side = null; // 'white' | 'black' | null (two players on this device)
    this.level = DEFAULT_LEVEL;
    this.client = new EngineClient();
    this.generation = 0; // bumped by every interruption; stale answers are dropped
    this.busy = false;
    this.searches = []; // timings of finished searches (ms), read by tests
    window.addEventListener('pagehide', () => this.interrupt());
    this.renderBadge();
  }

  /** `{ side, level }` or null for a game between two people. */
  configure(config) {
    this.interrupt();
    this.side = config && (config.side === 'white' || config.side === 'black') ? config.side : null;
    this.level = config && Number.isInteger(config.level) ? Math.min(5, Math.max(1, config.level)) : DEFAULT_LEVEL;
    $('eval').textContent = '';
    this.renderBadge();
    // Load the engine ahead of its first turn.
    if (this.side) this.client.warm();
  }

  config() {
    return this.side ? { side: this.side, level: this.level } : null;
  }

  /** Is it the computer's turn to act now? */
  ownsTurn() {
    const st = this.app.status;
    return !!this.side && !!st && !st.over && st.sideToMove === this.side;
  }

  /** Stops any search and any parts still to be played. */
  interrupt() {
    this.generation++;
    this.client.cancel();
    this.setThinking(false);
  }

  /** Called after every change: starts the computer's turn when it is due. */
  update() {
    const st = this.app.status;
    // Not while browsing back through the game (later turns kept for redo).
    if (this.busy || !this.ownsTurn() || st.canRedo) return;
    this.playTurn();
  }

  async playTurn() {
    const gen = ++this.generation;
    const side = this.side;
    this.busy = true;
    this.setThinking(true);
    try {
      const result = await this.search(this.level, TURN_MS);
      if (gen !== this.generation) return;
      this.showEval(result, side);
      this.setThinking(false);
      for (const part of result.parts) {
        await sleep(PART_PAUSE_MS);
        if (gen !== this.generation) return;
        this.app.game.playPartText(part.san);
        this.app.afterChange();
      }
      const g = this.app.game;
      if (gen === this.generation && g.turnInProgress() && g.canEndTurn()) {
        g.endTurn();
        this.app.afterChange();
      }
    } catch (e) {
      if (!(e instanceof CancelledError) && gen === this.generation) {
        this.app.toast(`The computer could not move: ${e.message}`);
      }
    } finally {
      this.busy = false;
      if (gen === this.generation) this.setThinking(false);
    }
  }

  /** Suggests a turn for the player to move. */
  async hint() {
    const st = this.app.status;
    if (st.over || this.ownsTurn()) return;
    const gen = ++this.generation;
    const side = st.sideToMove;
    this.setThinking(true, 'Looking for a hint…');
    try {
      const result = await this.search(DEFAULT_LEVEL, HINT_MS);
      if (gen !== this.generation) return;
      this.showEval(result, side);
      const text = result.parts.map((p) => p.san).join(this.app.joiner());
      this.app.toast(`Hint: ${text || 'end the turn'}`);
      if (result.parts.length) this.app.showHint(result.parts[0]);
    } catch (e) {
      if (!(e instanceof CancelledError) && gen === this.generation) this.app.toast(`No hint: ${e.message}`);
    } finally {
      if (gen === this.generation) this.setThinking(false);
    }
  }

  async search(level, ms) {
    const g = this.app.game;
    const startedAt = performance.now();
    const result = await this.client.think({ record: g.record(), level, ms, seed: g.ply() + 1 });
    const endedAt = performance.now();
    this.searches.push({ ms: endedAt - startedAt, startedAt, endedAt, search: result.ms, depth: result.depth, nodes: result.nodes });
    return result;
  }

  /** The evaluation, from White's point of view. */
  showEval(result, side) {
    const s = side === 'white' ? result.score : -result.score;
    let text;
    if (Math.abs(s) >= 29000) text = `${s > 0 ? 'White' : 'Black'} is winning by force`;
    else text = `${s >= 0 ? '+' : '−'}${(Math.abs(s) / 100).toFixed(2)} (${s > 30 ? 'White better' : s < -30 ? 'Black better' : 'about equal'})`;
    const pv = result.pv && result.pv.length ? ` · line: ${this.lineText(result.pv)}` : '';
    $('eval').textContent = `Evaluation ${text} · depth ${result.depth}${pv}`;
  }

  /** The principal variation as turns: "Nc3 · Nc6,Nf6 · Nf3,a4" (first four turns). */
  lineText(pv) {
    const turns = [[]];
    for (const step of pv) {
      if (step === '|') turns.push([]);
      else turns[turns.length - 1].push(step);
    }
    return turns
      .filter((t) => t.length)
      .slice(0, 4)
      .map((t) => t.join(this.app.joiner()))
      .join(' · ');
  }

  setThinking(on, text = 'Computer is thinking…') {
    const el = $('thinking');
    el.hidden = !on;
    el.textContent = text;
    document.body.dataset.thinking = on ? '1' : '';
  }

  renderBadge() {
    const el = $('opponent');
    el.textContent = this.side
      ? `Computer plays ${this.side === 'white' ? 'White' : 'Black'} · level ${this.level}`
      : 'Two players on this device';
  }
}
