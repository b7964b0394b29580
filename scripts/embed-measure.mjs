// Measures pages full of embedded boards: for each game a page with ten
// <twofold-board>s in three columns (replay mode, a short game each), and one page with ten
// boards of every game (60). For each page: the time from navigation until
// every board in the first screen is drawn, how many boards started (the
// others wait until they are scrolled to), and the JS heap then and after
// scrolling through the whole page. Median of three fresh loads.
//
//   npm run build && node scripts/embed-measure.mjs
//
// The built site is served by the tests' static server; the host pages come
// from a second origin, as on a wiki.

import { chromium } from '@playwright/test';
import { serve } from '../tests-e2e/static-server.mjs';

const GAMES = {
  chess: '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6',
  'two-prong': '1.Nc3 e5&Nc6 2.Nf3&h4 Bb4&Nge7',
  chess2: '1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6',
  'dual-chess': '1.Ylk4 Nf6 2.Nf3 b5 3.d4 Ylk5',
  'two-boards': '1.Sg9 Sg8 2.Gdh5 Gdh12 3.Gg6 Gg11',
  'double-double': '1.Rxh15 Rxa2,Rxa1 2.Rxh16,R1h15 Rxb1,Rba1',
};
const RUNS = 3;

const assets = await serve({ root: 'dist', cors: true });
const hosts = await serve({ root: 'scripts', base: '/none/' });
const hostRoot = hosts.url.replace('/none/', '');

function page(boards) {
  const items = boards.map(([v, m]) => `<figure><twofold-board variant="${v}" mode="replay" at="end" moves="${m}"></twofold-board></figure>`).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>boards</title>
<style>body{max-width:1200px;margin:0 auto;font:16px serif;display:grid;grid-template-columns:repeat(3,1fr);gap:12px}h1{grid-column:1/-1}figure{margin:0}</style></head><body><h1>Ten boards</h1>${items}
<script type="module" src="${assets.url}embed.js"></script></body></html>`;
}

const pages = {};
for (const [v, m] of Object.entries(GAMES)) pages[v] = page(Array.from({ length: 10 }, () => [v, m]));
pages['all-six-x10'] = page(Object.entries(GAMES).flatMap((g) => Array.from({ length: 10 }, () => g)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-precise-memory-info'],
});

async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [name, html] of Object.entries(pages)) {
  const path = `/${name}.html`;
  hosts.pages.set(path, html);
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await context.newPage();
    const cdp = await context.newCDPSession(p);
    await p.goto(`${hostRoot}${path}`);
    // Every board that is in the first screen has drawn its position.
    const firstScreen = await p.waitForFunction(() => {
      const visible = [...document.querySelectorAll('twofold-board')].filter((b) => b.getBoundingClientRect().top < innerHeight);
      if (!visible.length || !visible.every((b) => b.debug?.state().firstDrawMs)) return false;
      return { ms: Math.max(...visible.map((b) => b.debug.state().firstDrawMs)), visible: visible.length };
    }, null, { timeout: 60_000, polling: 20 });
    const first = await firstScreen.jsonValue();
    const started = await p.evaluate(() => [...document.querySelectorAll('twofold-board')].filter((b) => b.debug).length);
    const heapFirst = await heapMB(cdp);
    // Scroll through: every board starts and draws.
    await p.evaluate(async () => {
      for (const b of document.querySelectorAll('twofold-board')) {
        b.scrollIntoView();
        while (!b.debug?.state().firstDrawMs) await new Promise((r) => setTimeout(r, 10));
      }
    });
    const heapAll = await heapMB(cdp);
    const total = await p.evaluate(() => document.querySelectorAll('twofold-board').length);
    runs.push({ ...first, started, total, heapFirst, heapAll });
    await context.close();
  }
  const row = {
    page: name,
    boards: runs[0].total,
    inFirstScreen: runs[0].visible,
    startedAtFirst: runs[0].started,
    firstScreenDrawnMs: Math.round(median(runs.map((x) => x.ms))),
    heapFirstScreenMB: +median(runs.map((x) => x.heapFirst)).toFixed(1),
    heapAllDrawnMB: +median(runs.map((x) => x.heapAll)).toFixed(1),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
console.log('\n| page | boards | in the first screen | started at first | first screen drawn (ms, median of 3) | JS heap, first screen (MB) | JS heap, all drawn (MB) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.boards} | ${r.inFirstScreen} | ${r.startedAtFirst} | ${r.firstScreenDrawnMs} | ${r.heapFirstScreenMB} | ${r.heapAllDrawnMB} |`);
}
await browser.close();
await assets.close();
await hosts.close();
