// Speed of the wasm build on the same work as `twofold bench`: perft from
// the start position, and the first search row of each game (the start
// position at the same depth). Run after `scripts/wasm.sh --bench` (the
// shipped module has no benchmark bindings; this one is built the same way
// with them, into target/bench-pkg):
//   node scripts/bench-wasm.mjs [native.txt]            in Node's V8
//   node scripts/bench-wasm.mjs --browser [native.txt]  in Chromium (the
//                                                        browser players use)
// With the output of `twofold bench` from the same run (scripts/bench.sh),
// each row also gives the wasm/native speed ratio. With `--fide <file>` (the
// output of crates/bench's binary from the same run) it also counts FIDE
// perft with twofold and with shakmaty in crates/bench's bare wasm module
// (target/bench-pkg/fide.wasm) and gives both generators' wasm/native
// ratios: shakmaty's is the yardstick for ours.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const inBrowser = args.includes('--browser');
const fideAt = args.indexOf('--fide');
const fidePath = fideAt >= 0 ? args[fideAt + 1] : null;
const nativePath = args.find((a, i) => !a.startsWith('--') && (fideAt < 0 || i !== fideAt + 1));
const FIDE_WASM = 'target/bench-pkg/fide.wasm';

// The same rows as `twofold bench` (crates/cli/src/bench.rs PLAN).
const PLAN = {
  perft: [
    ['chess', 5],
    ['two-prong', 3],
    ['chess2', 3],
    ['dual-chess', 4],
    ['two-boards', 4],
    ['double-double', 3],
    ['marseillais', 3],
  ],
  search: [
    ['chess', 8],
    ['two-prong', 6],
    ['chess2', 6],
    ['dual-chess', 7],
    ['two-boards', 5],
    ['double-double', 6],
    ['marseillais', 6],
  ],
};

/**
 * Measures every row of `plan` with the wasm module `mod`. Self-contained:
 * it also runs inside the browser page. Each row runs at least three times
 * and for at least a second in all, and keeps its best time, as `twofold
 * bench` does: V8 first runs wasm from its baseline compiler and tiers up
 * hot functions while they run.
 */
function measure(mod, plan) {
  const bestOf = (work) => {
    let best = null;
    let total = 0;
    for (let runs = 0; runs < 3 || total < 1000; runs++) {
      const r = work();
      total += r.ms;
      if (!best || r.ms < best.ms) best = r;
    }
    return { nodes: Number(best.nodes), ms: best.ms };
  };
  return {
    // moves: what the tree generates, counted once in a separate untimed pass (ns/move).
    perft: plan.perft.map(([variant, depth]) => ({
      variant,
      depth,
      ...bestOf(() => mod.benchPerft(variant, depth)),
      moves: Number(mod.benchPerftMoves(variant, depth)),
    })),
    search: plan.search.map(([variant, depth]) => ({ variant, depth, ...bestOf(() => mod.benchSearch(variant, depth)) })),
  };
}

/**
 * FIDE perft in crates/bench's module (`exports` of its instance), twofold
 * and shakmaty alternating, three rounds, each side's best time per row
 * (as the native binary does). Self-contained: it also runs in the browser.
 */
function measureFide(exports) {
  const rows = [];
  for (let row = 0; row < exports.fide_rows(); row++) {
    const best = { twofold: Infinity, shakmaty: Infinity };
    const counts = {};
    for (let round = 0; round < 3; round++) {
      for (const side of ['twofold', 'shakmaty']) {
        const start = performance.now();
        counts[side] = Number(exports[`${side}_perft`](row));
        best[side] = Math.min(best[side], performance.now() - start);
      }
    }
    rows.push({ depth: exports.fide_depth(row), counts, ms: best });
  }
  return rows;
}

/** Turns per second (millions) per row of crates/bench's output, in order. */
function readNativeFide(file) {
  const rows = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^(.+?)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+[\d.]+×$/);
    if (m) rows.push({ name: m[1], twofold: Number(m[4]), shakmaty: Number(m[5]) });
  }
  return rows;
}

/** Rate per row of `twofold bench`'s output: perft rows by game, search rows (position 1) by game. */
function readNative(file) {
  const native = { perft: {}, search: {}, counts: {}, moves: {} };
  if (!file) return native;
  let section = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (['perft', 'search', 'movegen'].includes(cols[0])) section = cols[0];
    else if (section === 'perft' && cols.length === 8) {
      native.perft[cols[0]] = Number(cols[4]);
      native.counts[cols[0]] = Number(cols[2]);
      native.moves[cols[0]] = Number(cols[5]);
    }
    else if (section === 'search' && cols.length === 6 && cols[1] === '1') native.search[cols[0]] = Number(cols[5]);
  }
  return native;
}

async function inNode() {
  const mod = await import('../target/bench-pkg/twofold.js');
  await mod.default({ module_or_path: fs.readFileSync(path.join(root, 'target/bench-pkg/twofold_bg.wasm')) });
  const rows = measure(mod, PLAN);
  if (fidePath) {
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(root, FIDE_WASM)), {});
    rows.fide = measureFide(instance.exports);
  }
  return rows;
}

/** Serves target/bench-pkg to a headless Chromium (the one the browser tests use) and measures there. */
async function inChromium() {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = url.pathname === '/' ? null : path.join(root, 'target/bench-pkg', path.basename(url.pathname));
    if (!file) return res.end('<!doctype html><title>bench</title>');
    fs.readFile(file, (err, data) => {
      if (err) return res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    return await page.evaluate(
      async ({ plan, measureSource, fideSource }) => {
        const mod = await import('/twofold.js');
        await mod.default();
        const rows = new Function(`return (${measureSource})`)()(mod, plan);
        if (fideSource) {
          const { instance } = await WebAssembly.instantiateStreaming(fetch('/fide.wasm'), {});
          rows.fide = new Function(`return (${fideSource})`)()(instance.exports);
        }
        return rows;
      },
      { plan: PLAN, measureSource: measure.toString(), fideSource: fidePath ? measureFide.toString() : null },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const native = readNative(nativePath);
const rows = inBrowser ? await inChromium() : await inNode();
const where = inBrowser ? 'Chromium' : 'Node';
const ratio = (rate, base) => (base ? `${(rate / base).toFixed(2).padStart(8)}×` : '');
for (const [section, unit] of [
  ['perft', 'turns'],
  ['search', 'nodes'],
]) {
  const head = `${section} (wasm, ${where})`.padEnd(24);
  const perMove = section === 'perft' ? '  ns/move  ×chess' : '';
  console.log(`${head} depth ${unit.padStart(12)}         ms ${`${unit}/s`.padStart(12)}${perMove}${nativePath ? '  wasm/native' : ''}`);
  // Cost per generated move (as `twofold bench` gives it), against the wasm chess row.
  const chess = rows[section].find((r) => r.variant === 'chess');
  for (const { variant, depth, nodes, ms, moves } of rows[section]) {
    const expected = section === 'perft' ? native.counts[variant] : undefined;
    const expectedMoves = section === 'perft' ? native.moves[variant] : undefined;
    if ((expected !== undefined && expected !== nodes) || (expectedMoves !== undefined && expectedMoves !== moves)) {
      console.error(`perft ${variant} ${depth}: the wasm counts ${nodes} turns, ${moves} moves; native ${expected}, ${expectedMoves}`);
      process.exit(1);
    }
    const rate = (nodes / ms) * 1000;
    let cost = '';
    if (section === 'perft') {
      const ns = (ms * 1e6) / moves;
      cost = ` ${ns.toFixed(2).padStart(8)} ${`${(ns / ((chess.ms * 1e6) / chess.moves)).toFixed(2)}×`.padStart(7)}`;
    }
    console.log(`${variant.padEnd(24)} ${String(depth).padStart(5)} ${String(nodes).padStart(12)} ${ms.toFixed(0).padStart(10)} ${rate.toFixed(0).padStart(12)}${cost} ${ratio(rate, native[section][variant])}`);
  }
  console.log();
}

if (fidePath) {
  const native = readNativeFide(fidePath);
  console.log(`FIDE perft (wasm, ${where})`.padEnd(24) + ' depth        turns  twofold M/s shakmaty M/s  wasm/native: twofold shakmaty');
  rows.fide.forEach(({ depth, counts, ms }, i) => {
    if (counts.twofold !== counts.shakmaty) {
      console.error(`FIDE row ${i}: twofold counts ${counts.twofold}, shakmaty ${counts.shakmaty}`);
      process.exit(1);
    }
    const rate = { twofold: counts.twofold / ms.twofold / 1000, shakmaty: counts.shakmaty / ms.shakmaty / 1000 };
    const name = native[i]?.name ?? `row ${i}`;
    const vs = (side) => (native[i] ? `${(rate[side] / native[i][side]).toFixed(2)}×` : '');
    console.log(
      `${name.padEnd(24)} ${String(depth).padStart(5)} ${String(counts.twofold).padStart(12)} ${rate.twofold.toFixed(1).padStart(12)} ${rate.shakmaty.toFixed(1).padStart(12)} ${vs('twofold').padStart(21)} ${vs('shakmaty').padStart(8)}`,
    );
  });
  console.log();
}
