// The computer player's Web Worker, shared by every board on the page: at
// most one worker, one search at a time, the other boards' requests queued
// in order. Cancelling a board's request drops it from the queue, or, when it
// is the search running, stops it for real (the worker is replaced: a search
// cannot be interrupted from outside while it runs).

import workerPath from './engine-worker.js?worker&url';

export class CancelledError extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * Starts the worker. A worker script must come from the page's own origin,
 * so when the assets are served from another origin (an embed on a wiki
 * page) a same-origin blob worker imports the real worker module (which
 * needs CORS on the asset host, like the embed script itself).
 */
function startWorker() {
  const url = new URL(workerPath, import.meta.url);
  if (url.origin === location.origin) return new Worker(url, { type: 'module' });
  const blob = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  const blobUrl = URL.createObjectURL(blob);
  const worker = new Worker(blobUrl, { type: 'module' });
  // The worker has fetched its script once it speaks; the blob can go then.
  worker.addEventListener('message', () => URL.revokeObjectURL(blobUrl), { once: true });
  return worker;
}

class Engine {
  constructor() {
    this.worker = null;
    this.queue = []; // requests waiting: { id, owner, message, resolve, reject }
    this.running = null; // the request the worker is working on
    this.nextId = 1;
  }

  /** Starts the worker (and its wasm) ahead of the first search. */
  warm() {
    if (!this.worker) this.spawn();
  }

  spawn() {
    this.worker = startWorker();
    this.worker.onmessage = (event) => this.onMessage(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(new Error(event.message || 'the computer player failed to load'));
    };
  }

  /** The worker broke: the running request fails, the next one gets a new worker. */
  fail(error) {
    const r = this.running;
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
    if (r) r.reject(error);
    this.pump();
  }

  onMessage(data) {
    if (data.ready !== undefined) {
      if (data.ready === false) this.fail(new Error(data.error || 'the computer player failed to load'));
      return;
    }
    const r = this.running;
    if (!r || r.id !== data.id) return;
    this.running = null;
    if (data.ok) r.resolve(data.result);
    else r.reject(new Error(data.error));
    this.pump();
  }

  pump() {
    if (this.running || !this.queue.length) return;
    if (!this.worker) this.spawn();
    this.running = this.queue.shift();
    const { id, message } = this.running;
    this.worker.postMessage({ id, ...message });
  }

  /**
   * Asks for the whole turn to play in the game of `record` (as Game.record()
   * writes it). `owner` identifies the board, for cancel(owner).
   */
  think(owner, { record, level, ms, seed }) {
    this.cancel(owner);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, owner, message: { record, level, ms, seed }, resolve, reject });
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
      this.running = null;
      this.worker.terminate();
      this.worker = null;
      r.reject(new CancelledError());
      this.pump();
    }
  }

  /** Is the owner's request waiting or running? */
  busy(owner) {
    return (this.running && this.running.owner === owner) || this.queue.some((r) => r.owner === owner);
  }
}

/** The page's one engine. */
export const engine = new Engine();
