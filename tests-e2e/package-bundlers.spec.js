// The npm package with every bundler, and its prebuilt folder: a scratch site
// installs dist/twofold-board-<version>.tgz, is built once with each of
// Vite (the repository's and Vite 5), webpack 5, Rollup and esbuild
// (package-bundlers.mjs, as the package README's "Bundlers" says), and each
// build, served, shows a board that plays a move and a computer that answers
// (the worker and both wasm modules as that bundler emitted them). Then the
// package's embed/ folder, served from a second origin, is loaded by a plain
// <script type="module"> of a page on the first and plays too. Desktop
// only (playwright.config.js): the builds are the same on every screen.

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from './static-server.mjs';
import { boardReady, state, tapSquare, watchConsole } from './helpers.js';
import { BUNDLERS, buildWithEveryBundler } from './package-bundlers.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const tarball = path.resolve('dist', `twofold-board-${version}.tgz`);

const BOARDS = `<twofold-board id="play" variant="chess" mode="play" coordinates="off"></twofold-board>
<twofold-board id="computer" variant="chess" mode="computer" computer-side="white" level="1"></twofold-board>`;

// One scratch site and its builds for the whole file: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

let dir;
let builds;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  expect(existsSync(tarball), `${tarball} (npm run build, or node scripts/package.mjs after the build)`).toBe(true);
  dir = mkdtempSync(path.join(tmpdir(), 'twofold-bundlers-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'scratch-site', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A site that builds</title><link rel="icon" href="data:,"></head><body>
${BOARDS}
<script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(path.join(dir, 'main.js'), "import 'twofold-board';\n");
  copyFileSync(tarball, path.join(dir, path.basename(tarball)));
  execFileSync('npm', ['install', `./${path.basename(tarball)}`, '--no-audit', '--no-fund', '--offline'], { cwd: dir, stdio: 'pipe' });
  builds = await buildWithEveryBundler(dir);
  console.log(`builds: ${Object.entries(builds).map(([name, b]) => `${name} ${b.seconds.toFixed(1)} s`).join(', ')}`);
});
test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page's first board plays 1.e4; the second, against the computer as White, gets its answer. */
async function playsAndAnswers(page) {
  await boardReady(page, 0);
  await tapSquare(page, 'e2', false, 0);
  await tapSquare(page, 'e4', false, 0);
  await expect.poll(async () => (await state(page, 0)).history.map((t) => t.text)).toEqual(['e4']);
  await page.locator('#computer').scrollIntoViewIfNeeded();
  await boardReady(page, 1);
  await expect.poll(async () => (await state(page, 1)).history.length, { timeout: 30_000 }).toBe(1);
}

for (const bundler of BUNDLERS) {
  test(`built with ${bundler}, the site's board plays a move and the computer answers`, async ({ page }) => {
    const site = await serve({ root: builds[bundler].out });
    try {
      const errors = watchConsole(page);
      await page.goto(site.url);
      await playsAndAnswers(page);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });
}

test('the prebuilt folder, served from another origin, plays from a plain script tag', async ({ page }) => {
  const assets = await serve({ root: path.join(dir, 'node_modules/twofold-board/embed'), cors: true });
  const host = await serve({ root: path.join(dir, 'no-such-folder') });
  try {
    host.pages.set('/index.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A static page</title><link rel="icon" href="data:,"></head><body>
${BOARDS}
<script type="module" src="${assets.url}embed.js"></script></body></html>`);
    const errors = watchConsole(page);
    await page.goto(`${host.url}index.html`);
    expect(new URL(assets.url).origin).not.toBe(new URL(host.url).origin);
    await playsAndAnswers(page);
    // The folder has no twofold page beside it: no "Open in twofold" link.
    expect(await page.evaluate(() => customElements.get('twofold-board').appUrl)).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await assets.close();
    await host.close();
  }
});
