// The computer player's Web Worker, shared by every board on the page (the
// boards reach it through core/engine.js, which loads this module when it
// is first needed): at
// most one worker, one search at a time, the other boards' requests queued
// in order. The worker loads the engine's own wasm module (www/pkg-engine,
// which the page's thread never loads) and is started only by the first
// request or by warm() (a board the computer plays on), so a page that
// shows games never fetches the engine. Cancelling a board's request drops it from the queue, or, when it
// is the search running, stops it for real (the worker is replaced: a search
// cannot be interrupted from outside while it runs).
//
// A worker that cannot start (its script blocked or failing, the wasm not
// loading), that dies, or that overruns a search's time by a margin is
// noticed: the request fails with an EngineFault and the next request gets a
// fresh worker.
//
// An analysis runs until its board cancels it (or for the engine's maximum,
// one minute), posting updates at least every 400 ms; its watchdog is fed
// by every update, so only a silent worker is given up. So that other
// boards are not kept waiting behind it, an analysis that has held the
// worker for ANALYSIS_SLICE_MS yields to any request queued meanwhile: it is
// stopped (the worker replaced) and queued again behind that request, and
// starts over from depth 1 when its turn comes.

import { CancelledError, EngineFault } from './engine-errors.js';

/** How long a new worker may take to load its wasm, and how far a search may overrun. */
const START_MS = 15_000;
const OVERRUN_MS = 2_500;
/** An analysis posts an update at least every 400 ms; this long without one, the worker is given up. */
const SILENCE_MS = 5_000;
/** How long an analysis keeps the worker before a request of another board waiting for it goes first. */
export const ANALYSIS_SLICE_MS = 2_000;

/**
 * Starts the worker. A worker script must come from the page's own origin,
 * so when the assets are served from another origin (an embed on a wiki
 * page) a same-origin blob worker imports the real worker module (which
 * needs CORS on the asset host, like the embed script itself).
 *
 * Bundlers (Vite, webpack) find and bundle the worker by the exact form
 * `new Worker(new URL(…), …)` of a literal path and import.meta.url, with the global `Worker`,
 * so the global stands in for the call, as a class that picks the blob
 * when the URL the bundler wrote is of another origin.
 */
function startWorker() {
  const Native = globalThis.Worker;
  globalThis.Worker = class extends Native {
    constructor(script, options) {
      const url = new URL(script, location.href);
      const blob = url.origin !== location.origin && URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
      super(blob || url, options);
      // The worker has fetched its script once it speaks; the blob can go then.
      if (blob) this.addEventListener('message', () => URL.revokeObjectURL(blob), { once: true });
    }
  };
  try {
    return new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  } finally {
    globalThis.Worker = Native;
  }
}

class Engine {
  constructor() {
    this.worker = null;
    this.ready = false; // the worker has loaded its wasm
    this.queue = []; // requests waiting: { id, owner, message, resolve, reject }
    this.running = null; // the request the worker is working on
    this.watchdog = null;
    this.preempt = null; // the timer that makes a running analysis yield
    this.nextId = 1;
  }

  /** Starts the worker (and its wasm) ahead of the first search. */
  warm() {
    if (!this.worker) this.spawn();
  }

  spawn() {
    this.ready = false;
    let worker;
    try {
      worker = startWorker();
    } catch (e) {
      // Refused outright (a Content-Security-Policy, no Worker support).
      this.worker = null;
      this.fail(new EngineFault('start', `the computer player could not start (${e.message})`));
      return false;
    }
    this.worker = worker;
    worker.onmessage = (event) => this.onMessage(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker !== this.worker) return;
      const kind = this.ready ? 'died' : 'start';
      const what = kind === 'start' ? 'could not start' : 'stopped';
      this.fail(new EngineFault(kind, `the computer player ${what}${event.message ? ` (${event.message})` : ''}`));
    };
    return true;
  }

  /** Drops the worker; the running request (if any) fails with `error`. */
  fail(error) {
    this.clearTimers();
    const r = this.running;
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    if (r) r.reject(error);
    // A worker that cannot start fails everyone; after a worker died, the
    // others go on with a fresh one.
    if (error.kind === 'start') for (const q of this.queue.splice(0)) q.reject(error);
    else this.pump();
  }

  onMessage(worker, data) {
    if (worker !== this.worker) return;
    if (data.ready !== undefined) {
      if (data.ready) this.ready = true;
      else this.fail(new EngineFault('start', `the computer player could not start (${data.error || 'its rules module did not load'})`));
      return;
    }
    const r = this.running;
    if (!r || r.id !== data.id) return;
    if (data.update) {
      this.guard(SILENCE_MS);
      r.onUpdate?.(data.update);
      return;
    }
    this.clearTimers();
    this.running = null;
    if (data.ok) r.resolve(data.result);
    else r.reject(new Error(data.error));
    this.pump();
  }

  pump() {
    if (this.running) {
      this.yieldSoon();
      return;
    }
    if (!this.queue.length) return;
    if (!this.worker && !this.spawn()) return;
    this.running = this.queue.shift();
    this.running.started = performance.now();
    const { id, message } = this.running;
    this.worker.postMessage({ id, ...message });
    // A worker that never answers (dead, stuck, overrunning) is given up;
    // an analysis is given up when its updates stop coming.
    this.guard((this.ready ? 0 : START_MS) + (message.kind === 'analyse' ? SILENCE_MS : message.ms + OVERRUN_MS));
    this.yieldSoon();
  }

  /** (Re)starts the watchdog of the running request: `allowed` ms from now. */
  guard(allowed) {
    clearTimeout(this.watchdog);
    const id = this.running.id;
    this.watchdog = setTimeout(() => {
      if (this.running?.id !== id) return;
      this.fail(this.ready
        ? new EngineFault('overrun', `the computer did not answer within ${Math.round(allowed / 1000)} s`)
        : new EngineFault('start', 'the computer player did not start'));
    }, allowed);
  }

  clearTimers() {
    clearTimeout(this.watchdog);
    clearTimeout(this.preempt);
    this.preempt = null;
  }

  /** A running analysis with requests waiting yields once it has had its slice. */
  yieldSoon() {
    const r = this.running;
    if (!r || r.message.kind !== 'analyse' || !this.queue.length || this.preempt) return;
    const wait = Math.max(0, r.started + ANALYSIS_SLICE_MS - performance.now());
    this.preempt = setTimeout(() => {
      this.preempt = null;
      if (this.running !== r || !this.queue.length) return;
      this.stopWorker();
      this.queue.push(r);
      r.onYield?.();
      this.pump();
    }, wait);
  }

  /** Ends the running search for real: the worker is replaced on the next request. */
  stopWorker() {
    this.clearTimers();
    this.running = null;
    this.worker.terminate();
    this.worker = null;
    this.ready = false;
  }

  /**
   * Asks for the whole turn to play in `game` (as engine.js's replayOf gives
   * it: its steps as numbers). `owner` identifies the board, for cancel(owner).
   */
  think(owner, { game, level, ms, seed }) {
    return this.request(owner, { kind: 'think', game, level, ms, seed });
  }

  /**
   * Analyses `game` (as replayOf gives it): `onUpdate(update)` gets every update
   * (`{depth, nodes, nps, ms, done, lines: [{score, turn, pv}]}`) as it
   * comes; the promise resolves with the last one when the analysis ends by
   * itself (after `ms`, at most a minute). `onYield()` says the analysis
   * was set aside for another board's request and will start over.
   */
  analyse(owner, { game, lines = 3, ms = 60_000 }, onUpdate, onYield) {
    return this.request(owner, { kind: 'analyse', game, lines, ms }, { onUpdate, onYield });
  }

  /** Queues a request of `owner`, replacing its earlier one. */
  request(owner, message, hooks = {}) {
    this.cancel(owner);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, owner, message, resolve, reject, ...hooks });
      this.pump();
    });
  }

  /** Drops the owner's request: its promise rejects with CancelledError. */
  cancel(owner) {
    const waiting = this.queue.filter((r) => r.owner === owner);
    this.queue = this.queue.filter((r) => r.owner !== owner);
    for (const r of waiting) r.reject(new CancelledError());
    if (this.running && this.running.owner === owner) {
      const r = this.running;
      this.stopWorker();
      r.reject(new CancelledError());
      this.pump();
    }
  }
}

/** The page's one engine. */
export const engine = new Engine();
