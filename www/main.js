// Entry point: load the rules (wasm), then start the page.

import { loadRules } from './game-api.js';
import { App } from './app.js';

async function main() {
  try {
    const rules = await loadRules();
    document.body.dataset.wasmReadyMs = String(Math.round(performance.now()));
    const app = new App(rules);
    await app.boot();
  } catch (e) {
    console.error(e);
    const t = document.getElementById('toast');
    t.textContent = `The game could not start: ${e instanceof Error ? e.message : e}`;
    t.hidden = false;
  }
}

main();
