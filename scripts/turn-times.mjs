// How long the computer's turn takes in a real Web Worker in Chromium, the
// way the page asks for it: the record goes to the worker, `think` answers
// with a whole turn. The default level plays itself from each game's start
// for `--turns` turns at the page's budget (`--ms`, 850 by default: TURN_MS
// in www/board/computer.js), and every turn's time is reported three ways:
// inside `think` (what the engine's clock saw), in the worker around the call
// (reading the record included), and on the page from postMessage to answer.
// Run after scripts/wasm.sh:
//   node scripts/turn-times.mjs [--ms 850] [--turns 60] [--games chess,two-boards] [--table 4]
// `--table` sets the transposition table's megabytes (the page's worker
// chooses 16 or less by the device's memory: www/core/table-size.js).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const MS = Number(option('ms', 850));
const TURNS = Number(option('turns', 60));
const TABLE = option('table', null);
const GAMES = option('games', 'chess,two-prong,chess2,dual-chess,two-boards,double-double').split(',');

// The worker: plays one game against itself and reports each turn. The
// page's worker has the engine's module alone; this one also loads the
// rules' module, to keep the game.
const WORKER = `
import initRules, { Game } from '/pkg/twofold.js';
import initEngine, { think, setTableSize } from '/pkg-engine/twofold_engine.js';
// The game as the engine reads it (www/core/engine.js's replayOf).
const replayOf = (g) => ({ variant: g.variantId(), options: g.optionsJson(), position: g.startPosition() ?? null, codes: g.codes() });
self.onmessage = async ({ data: { variant, turns, ms, table } }) => {
  await Promise.all([initRules(), initEngine()]);
  if (table !== null) self.postMessage({ table: setTableSize(Number(table)) });
  const game = new Game(variant, '', undefined);
  for (let turn = 1; turn <= turns && !game.status().over; turn++) {
    const replay = replayOf(game);
    const sent = performance.now();
    self.postMessage({ ask: turn });
    const t0 = performance.now();
    const r = think(replay, 5, ms, turn);
    const worker = performance.now() - t0;
    for (const p of r.parts) game.playPartText(p.san);
    if (game.turnInProgress() && game.canEndTurn()) game.endTurn();
    self.postMessage({ turn, worker, engine: r.ms, depth: r.depth, sent });
  }
  self.postMessage({ done: true, turns: game.history().length });
};
`;

async function serve() {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>turn times</title>');
    if (url.pathname === '/worker.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WORKER);
    // The two modules scripts/wasm.sh builds: /pkg/… and /pkg-engine/….
    const dir = url.pathname.split('/')[1];
    if (dir !== 'pkg' && dir !== 'pkg-engine') return res.writeHead(404).end();
    const file = path.join(root, 'www', dir, path.basename(url.pathname));
    fs.readFile(file, (err, data) => {
      if (err) return res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const server = await serve();
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  console.log(`budget ${MS} ms per turn, default level against itself, up to ${TURNS} turns per game, in a Chromium worker`);
  console.log('game             turns  engine median/max    worker median/max    page median/max   over budget (page)');
  for (const variant of GAMES) {
    const rows = await page.evaluate(
      ({ variant, turns, ms, table }) =>
        new Promise((resolve, reject) => {
          const w = new Worker('/worker.js', { type: 'module' });
          const out = [];
          let asked = 0;
          w.onerror = (e) => reject(new Error(e.message));
          w.onmessage = ({ data }) => {
            if (data.table !== undefined) out.table = data.table;
            else if (data.ask) asked = performance.now();
            else if (data.turn) out.push({ ...data, page: performance.now() - asked });
            else if (data.done) {
              w.terminate();
              resolve({ rows: out, table: out.table });
            }
          };
          w.postMessage({ variant, turns, ms, table });
        }),
      { variant, turns: TURNS, ms: MS, table: TABLE },
    );
    const r = rows.rows;
    const col = (key) => `${quantile(r.map((x) => x[key]), 0.5).toFixed(1).padStart(7)} / ${Math.max(...r.map((x) => x[key])).toFixed(1).padStart(7)}`;
    const over = r.filter((x) => x.page > MS * 1.05).length;
    console.log(`${variant.padEnd(16)} ${String(r.length).padStart(5)}  ${col('engine')}    ${col('worker')}    ${col('page')}   ${over} over ${(MS * 1.05).toFixed(0)} ms${rows.table ? ` (table ${rows.table} MB)` : ''}`);
  }
} finally {
  await browser.close();
  server.close();
}
