// Speed of the wasm build (in Node's V8, the engine Chromium uses) on the
// same work as `twofold bench`: perft from the start position, and the first
// search row of each game (the start position at the same depth). Run after scripts/wasm.sh:
//   node scripts/bench-wasm.mjs [native.txt]
// With the output of `twofold bench` from the same run (scripts/bench.sh),
// each row also gives the wasm/native speed ratio.
import fs from 'node:fs';

/** Rate per row of `twofold bench`'s output: perft rows by game, search rows (position 1) by game. */
function readNative(path) {
  const native = { perft: {}, search: {} };
  if (!path) return native;
  let section = null;
  for (const line of fs.readFileSync(path, 'utf8').split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (cols[0] === 'perft' || cols[0] === 'search') section = cols[0];
    else if (section === 'perft' && cols.length === 5) native.perft[cols[0]] = Number(cols[4]);
    else if (section === 'search' && cols.length === 6 && cols[1] === '1') native.search[cols[0]] = Number(cols[5]);
  }
  return native;
}
const native = readNative(process.argv[2]);
const ratio = (rate, base) => (base ? `${(rate / base).toFixed(2).padStart(8)}×` : '');

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
console.log(`perft (wasm)       depth        turns         ms      turns/s${process.argv[2] ? '  wasm/native' : ''}`);
for (const [variant, depth] of perftPlan) {
  const { nodes, ms } = mod.benchPerft(variant, depth);
  const rate = (nodes / ms) * 1000;
  console.log(`${variant.padEnd(18)} ${String(depth).padStart(5)} ${String(nodes).padStart(12)} ${ms.toFixed(0).padStart(10)} ${rate.toFixed(0).padStart(12)} ${ratio(rate, native.perft[variant])}`);
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
console.log(`search (wasm)      depth        nodes         ms      nodes/s${process.argv[2] ? '  wasm/native' : ''}`);
for (const [variant, depth] of plan) {
  const { nodes, ms } = mod.benchSearch(variant, depth);
  const rate = (nodes / ms) * 1000;
  console.log(`${variant.padEnd(18)} ${String(depth).padStart(5)} ${String(nodes).padStart(12)} ${ms.toFixed(0).padStart(10)} ${rate.toFixed(0).padStart(12)} ${ratio(rate, native.search[variant])}`);
}
