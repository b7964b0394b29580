// The page's own rules work, timed in Node on built rules modules: a random
// 80-turn game of each variant played part by part through legalParts and
// playPartText (as a board does), then its record reopened with Game.open
// (as a view board does). The same games every run; best of five rounds,
// the modules taking turns round by round so that a busy machine slows them
// alike. scripts/wasm.sh builds the page's module for size (BENCHMARKS.md,
// "Light diagrams"); this measures what that costs. Run after scripts/wasm.sh:
//   node scripts/rules-times.mjs [pkg dir ...]   (default www/pkg)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TURNS = 80;
const ROUNDS = 5;

async function load(dir) {
  const mod = await import(pathToFileURL(path.join(dir, 'twofold.js')).href);
  mod.initSync({ module: fs.readFileSync(path.join(dir, 'twofold_bg.wasm')) });
  return mod;
}

/** A random game: each turn's parts chosen at random, the turn ended early at random when it may be. */
function play(Game, variant) {
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const g = new Game(variant, '', undefined);
  for (let t = 0; t < TURNS && !g.status().over; t++) {
    do {
      const parts = g.legalParts(undefined);
      if (!parts.length) break;
      g.playPartText(parts[random(parts.length)].san);
    } while (g.turnInProgress() && !(g.canEndTurn() && random(2)));
    if (g.turnInProgress() && g.canEndTurn()) g.endTurn();
  }
  return g;
}

const dirs = (process.argv.length > 2 ? process.argv.slice(2) : ['www/pkg']).map((d) => path.resolve(d));
const modules = await Promise.all(dirs.map(load));
const best = dirs.map(() => ({}));
for (let round = 0; round < ROUNDS; round++) {
  modules.forEach(({ Game, variants }, m) => {
    for (const { id } of variants()) {
      let t0 = performance.now();
      const g = play(Game, id);
      const played = performance.now() - t0;
      t0 = performance.now();
      const opened = Game.open(id, '', undefined, g.record());
      opened.history();
      opened.status();
      const open = performance.now() - t0;
      const b = (best[m][id] ??= { turns: g.history().length, play: Infinity, open: Infinity });
      b.play = Math.min(b.play, played);
      b.open = Math.min(b.open, open);
      opened.free();
      g.free();
    }
  });
}
dirs.forEach((dir, m) => {
  console.log(`${path.relative(process.cwd(), dir) || '.'}: ${fs.statSync(path.join(dir, 'twofold_bg.wasm')).size} bytes of wasm`);
  console.log('  game            turns   played (ms)   opened (ms)');
  for (const [id, b] of Object.entries(best[m])) {
    console.log(`  ${id.padEnd(14)} ${String(b.turns).padStart(6)} ${b.play.toFixed(1).padStart(13)} ${b.open.toFixed(2).padStart(13)}`);
  }
});
