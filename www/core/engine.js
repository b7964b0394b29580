// The computer player as the boards see it: the page's one engine
// (core/engine-queue.js: the worker, its queue, its watchdogs), whose code is
// fetched only when a board first asks for it, so that a page that shows
// games downloads none of it (tests-e2e/weight.spec.js). Every call goes
// through the same promise, so calls keep their order: a cancel made after a
// request reaches the engine after it.

import { EngineFault } from './engine-errors.js';

export { CancelledError, EngineFault } from './engine-errors.js';

/**
 * A game of the rules module as the worker's engine reads it: its id,
 * options, start position (null: the game's own) and the steps played so
 * far as numbers (not a record: the engine's module reads no notation);
 * and `definitions`, those the page has loaded, compiled (core/rules.js
 * compiledDefinitions), which the worker loads before it reads the game
 * (a worker may be new).
 */
export function replayOf(game, definitions = []) {
  return {
    variant: game.variantId(),
    options: game.optionsJson(),
    position: game.startPosition() ?? null,
    codes: game.codes(),
    definitions,
  };
}

let loading = null;

/** The engine's module, fetched once (again after a failed fetch). */
function load() {
  loading ??= import('./engine-queue.js').catch((e) => {
    loading = null;
    throw new EngineFault('start', `the computer player could not start (${e.message})`);
  });
  return loading;
}

/** The page's one engine: warm(), think(), analyse() and cancel() of core/engine-queue.js. */
export const engine = {
  warm: () => load().then((m) => m.engine.warm(), () => {}),
  think: (owner, request) => load().then((m) => m.engine.think(owner, request)),
  analyse: (owner, request, onUpdate, onYield) => load().then((m) => m.engine.analyse(owner, request, onUpdate, onYield)),
  /** Nothing to cancel before the first request. */
  cancel: (owner) => loading?.then((m) => m.engine.cancel(owner), () => {}),
};
