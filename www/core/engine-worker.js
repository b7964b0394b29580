// The computer player's thread: loads the engine's wasm module (www/pkg-engine,
// which only this worker imports: the page's thread has the rules alone, in
// www/pkg) once and answers requests:
// "think" with a whole turn, "analyse" with updates posted from inside the
// search as they come (the search calls back synchronously) and the last one
// as the answer. A search cannot be interrupted from outside while it runs,
// so the page stops one by terminating this worker.

import { tableMbFor } from './table-size.js';
import * as mod from '../pkg-engine/twofold_engine.js';

const ready = (async () => {
  // The wasm named by a literal `new URL`, which bundlers emit and rewrite.
  await mod.default({ module_or_path: new URL('../pkg-engine/twofold_engine_bg.wasm', import.meta.url) });
  mod.setTableSize(tableMbFor(self.navigator?.deviceMemory));
  return mod;
})();

/** How many of the page's definitions this worker has loaded (the page's list only grows). */
let definitionsLoaded = 0;

/** Loads the definitions the page has loaded since this worker last did. */
function loadDefinitions(mod, list = []) {
  for (; definitionsLoaded < list.length; definitionsLoaded++) {
    const { problems } = mod.loadCompiled(list[definitionsLoaded]);
    if (problems.length) throw new Error(`a definition the page loaded does not load here: ${problems[0].message}`);
  }
}

self.onmessage = async (event) => {
  const { id, kind, game, level, ms, seed, lines } = event.data;
  try {
    const mod = await ready;
    loadDefinitions(mod, game?.definitions);
    const started = performance.now();
    const result =
      kind === 'analyse'
        ? mod.analyse(game, lines, ms, (update) => self.postMessage({ id, update }))
        : mod.think(game, level, ms, seed);
    self.postMessage({ id, ok: true, result: { ...result, ms: performance.now() - started } });
  } catch (e) {
    self.postMessage({ id, ok: false, error: e && e.message ? e.message : String(e) });
  }
};

ready.then(
  () => self.postMessage({ ready: true }),
  (e) => self.postMessage({ ready: false, error: e.message }),
);
