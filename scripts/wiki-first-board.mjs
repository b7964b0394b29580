// The first board on a wiki article, on a slow phone (tests-e2e/slow-phone.mjs:
// DevTools' "Slow 4G" and 4× CPU): milliseconds from navigation start until
// the first board has painted, for several fresh loads, their median, and
// one load's requests with their start and end times.
//
//   node scripts/wiki-first-board.mjs [runs] [article] [wiki port]
//
// The test wiki must be running (scripts/wiki.sh, or a Playwright run of the
// wiki specs that left it up); the wiki port defaults to E2E_WIKI_PORT or 4391.

import { chromium, devices } from '@playwright/test';
import { slowPhone, firstBoardMs, shortName, SLOW_4G, CPU_SLOWDOWN } from '../tests-e2e/slow-phone.mjs';

const runs = Number(process.argv[2] || 5);
const title = process.argv[3] || 'Twofold boards';
const port = Number(process.argv[4] || process.env.E2E_WIKI_PORT || 4391);
const url = `http://127.0.0.1:${port}/index.php/${encodeURIComponent(title.replace(/ /g, '_'))}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: devices['Pixel 5'].userAgent };

console.log(`${url}: Slow 4G (${SLOW_4G.latency} ms, ${SLOW_4G.downloadThroughput} B/s down, ${SLOW_4G.uploadThroughput} B/s up), CPU ÷${CPU_SLOWDOWN}`);
const times = [];
let trace = null;
for (let n = 0; n < runs; n++) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const watch = await slowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await firstBoardMs(page);
  times.push(ms);
  if (n === 0) trace = watch.requests().filter((r) => r.start <= ms);
  console.log(`run ${n + 1}: first board ${ms} ms`);
  await context.close();
}
await browser.close();

const sorted = [...times].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms (${sorted.join(', ')})`);
console.log('\nthe first run\'s requests until its first board (start–end, ms):');
for (const r of trace) console.log(`${String(r.start).padStart(6)}–${String(r.end ?? '…').padEnd(6)} ${shortName(r.url)}`);
