// How long the link of a game played by link gets: for every game, 60 turns
// of the computer against itself (level 1, quick), packed as the page packs
// it (www/core/link-codec.js), with the page's address in front.
//
//   bash scripts/wasm.sh && node scripts/link-lengths.mjs [turns] [site]

import { readFileSync } from 'node:fs';
import { encodeGame } from '../www/core/link-codec.js';

const turns = Number(process.argv[2] || 60);
const site = process.argv[3] || 'https://example.org/twofold/';
// The rules keep the game, the engine (the worker's module) plays it.
const mod = await import('../www/pkg/twofold.js');
mod.initSync({ module: readFileSync(new URL('../www/pkg/twofold_bg.wasm', import.meta.url)) });
const engine = await import('../www/pkg-engine/twofold_engine.js');
engine.initSync({ module: readFileSync(new URL('../www/pkg-engine/twofold_engine_bg.wasm', import.meta.url)) });

console.log(`| game | turns played | movetext (chars) | link (chars) |`);
console.log(`| --- | --- | --- | --- |`);
for (const v of mod.variants()) {
  const g = new mod.Game(v.id, '{}');
  for (let t = 0; t < turns && !g.status().over; t++) {
    const r = engine.think(g.record(), 1, 40, t + 1);
    for (const p of r.parts) g.playPartText(p.san);
    if (g.turnInProgress() && g.canEndTurn()) g.endTurn();
  }
  const played = g.history().filter((t) => t.complete).length;
  const moves = g.movetext();
  const code = await encodeGame({ id: 'k3j9x0a1b2c3d4', variant: v.id, options: '', position: '', moves, from: 'A friend', side: 'white' });
  const link = `${site}?play=${code}`;
  console.log(`| ${v.id} | ${played} | ${moves.length} | ${link.length} |`);
}
