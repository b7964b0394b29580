// Talks to the computer player's Web Worker: one search at a time, and a
// cancel that really stops it (the worker is replaced).

export class CancelledError extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'CancelledError';
  }
}

export class EngineClient {
  constructor() {
    this.worker = null;
    this.pending = null; // { id, resolve, reject }
    this.nextId = 1;
  }

  spawn() {
    this.worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event) => this.onMessage(event.data);
    this.worker.onerror = (event) => {
      const p = this.pending;
      this.pending = null;
      if (p) p.reject(new Error(event.message || 'the computer player failed to load'));
    };
  }

  onMessage(data) {
    if (data.ready !== undefined) return;
    const p = this.pending;
    if (!p || p.id !== data.id) return;
    this.pending = null;
    if (data.ok) p.resolve(data.result);
    else p.reject(new Error(data.error));
  }

  /** Starts the worker (and its wasm) ahead of the first search. */
  warm() {
    if (!this.worker) this.spawn();
  }

  /** Thinks about the current turn of the game in `record`; resolves with the whole turn. */
  think({ record, level, ms, seed }) {
    this.cancel();
    if (!this.worker) this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker.postMessage({ id, record, level, ms, seed });
    });
  }

  get busy() {
    return this.pending !== null;
  }

  /** Stops the search in progress, if any (its promise rejects with CancelledError). */
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.worker.terminate();
    this.worker = null;
    p.reject(new CancelledError());
  }
}
