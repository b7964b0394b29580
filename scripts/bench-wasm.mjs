// Speed of the wasm build (in Node's V8, the engine Chromium uses) on the
// same work as `twofold bench`: perft from the start position, and the first
// search row of each game (the start position at the same depth). Run after scripts/wasm.sh:
//   node scripts/bench-wasm.mjs
import fs from 'node:fs';

const mod = await import('../www/pkg/twofold.js');
await mod.default({ module_or_path: fs.readFileSync(new URL('../www/pkg/twofold_bg.wasm', import.meta.url)) });
const perftPlan = [
  ['chess', 5],
  ['two-prong', 3],
  ['chess2', 3],
  ['dual-chess', 4],
  ['two-boards', 3],
  ['double-double', 3],
];
console.log('perft (wasm)       depth        turns         ms      turns/s');
for (const [variant, depth] of perftPlan) {
  const { nodes, ms } = mod.benchPerft(variant, depth);
  console.log(`${variant.padEnd(18)} ${String(depth).padStart(5)} ${String(nodes).padStart(12)} ${ms.toFixed(0).padStart(10)} ${(nodes / ms * 1000).toFixed(0).padStart(12)}`);
}
console.log();
const plan = [
  ['chess', 8],
  ['two-prong', 6],
  ['chess2', 6],
  ['dual-chess', 7],
  ['two-boards', 5],
  ['double-double', 6],
];
console.log('search (wasm)      depth        nodes         ms      nodes/s');
for (const [variant, depth] of plan) {
  const { nodes, ms } = mod.benchSearch(variant, depth);
  console.log(`${variant.padEnd(18)} ${String(depth).padStart(5)} ${String(nodes).padStart(12)} ${ms.toFixed(0).padStart(10)} ${(nodes / ms * 1000).toFixed(0).padStart(12)}`);
}
