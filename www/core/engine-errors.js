// How a request to the computer player fails (core/engine-queue.js), in a
// module of its own so that the boards can tell the failures apart before
// the engine's code is loaded (core/engine.js).

export class CancelledError extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'CancelledError';
  }
}

/** The worker failed; `kind` is 'start', 'died' or 'overrun'. */
export class EngineFault extends Error {
  constructor(kind, message) {
    super(message);
    this.name = 'EngineFault';
    this.kind = kind;
  }
}
