// The README's recipes for a plain host, run as written: the
// Content-Security-Policy of hosting/plain/csp.txt sent as a header, the
// frame sizer of hosting/plain/frame-sizer.js added late, embeds that
// register no service worker, and a browser that kept an old embed.js
// after a deployment. The assets come from the asset host of the real-host
// tests (dist/ under /twofold/ with the headers of hosting/plain/_headers).

import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './static-server.mjs';
import { board, boardReady, state, computer, analysis, ref } from './helpers.js';

const ASSET_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_WIKI_PORT) + 1}`;
const ASSETS = `${ASSET_ORIGIN}/twofold/`;
const PLACEHOLDER = 'https://assets.example.org';
const GAMES = ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais'];

/** A file of hosting/plain with the asset origin put in, as the README tells a host to. */
const recipe = (name) => fs.readFileSync(`hosting/plain/${name}`, 'utf8').trim().replaceAll(PLACEHOLDER, ASSET_ORIGIN);

let host; // the host site: pages and the frame sizer, on its own origin
test.beforeAll(async () => {
  host = await serve({ root: 'hosting/plain', headers: { 'Content-Security-Policy': recipe('csp.txt') } });
});
test.afterAll(async () => host?.close());

let pageNo = 0;
async function openHost(page, body) {
  const file = `/host-${++pageNo}.html`;
  host.pages.set(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
  await page.goto(new URL(file, host.url).href);
}

function violations(page) {
  const found = [];
  page.on('console', (m) => {
    if (m.type() === 'error') found.push(m.text());
  });
  page.on('pageerror', (e) => found.push(e.message));
  return found;
}

const frameUrl = (params) => `${ASSETS}embed.html?${new URLSearchParams(params)}`;

test("the plain host's policy, verbatim: the computer answers, the analysis shows lines, the frame loads", async ({ page }) => {
  const errors = violations(page);
  const origin = new URL(host.url).origin;
  await openHost(
    page,
    `<twofold-board variant="chess" mode="computer" computer-side="white" level="1"></twofold-board>
     <twofold-board variant="chess" mode="analyse"></twofold-board>
     <iframe title="Chess2 game" src="${frameUrl({ variant: 'chess2', moves: '1.e4 c5,Nc6', mode: 'replay', origin })}" width="100%" height="700"></iframe>
     <script type="module" src="${ASSETS}embed.js"></script>`,
  );
  // The header is there, unchanged.
  const response = await page.request.get(page.url());
  expect(response.headers()['content-security-policy']).toBe(recipe('csp.txt'));

  await boardReady(page, 0);
  await expect.poll(async () => (await state(page, 0)).history.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await computer(page, 0)).fault ?? null).toBeNull();
  await board(page, 1).scrollIntoViewIfNeeded();
  await ref(board(page, 1), 'analyse').click();
  await expect.poll(async () => (await analysis(page, 1)).lines.length, { timeout: 30_000 }).toBeGreaterThan(0);

  await page.locator('iframe').scrollIntoViewIfNeeded();
  const frame = page.frames().find((f) => f.url().includes('embed.html'));
  await expect.poll(() => frame.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 20_000 }).toBe(true);
  expect(await frame.evaluate(() => document.querySelector('twofold-board').debug.state().history.length)).toBe(2);
  expect(errors).toEqual([]);
});

test('embeds register no service worker, in a frame or as an element', async ({ page }) => {
  await openHost(
    page,
    `<twofold-board variant="chess" mode="view"></twofold-board>
     <iframe title="board" src="${frameUrl({ variant: 'chess', mode: 'replay' })}" width="100%" height="600"></iframe>
     <script type="module" src="${ASSETS}embed.js"></script>`,
  );
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const frame = page.frames().find((f) => f.url().includes('embed.html'));
  await expect.poll(() => frame.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 20_000 }).toBe(true);
  await board(page, 0).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready)).toBe(true);
  // Time for a registration that would come once the board is drawn.
  await page.waitForTimeout(1500);
  expect(await frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await frame.evaluate(() => !!document.querySelector('#update'))).toBe(false);
});

for (const width of [320, 600, 1000]) {
  test(`frames sized by a host script added 3 s after load: every game at ${width} px, nothing clipped`, async ({ page }) => {
    await page.setViewportSize({ width: Math.max(width + 40, 360), height: 800 });
    const frames = GAMES.map(
      (variant) =>
        `<iframe title="${variant}" src="${frameUrl({ variant, mode: 'replay' })}" width="${width}" frameborder="0"></iframe><br>`,
    ).join('\n');
    await openHost(page, frames);
    // Every frame has loaded its board and said its height before anyone listened.
    for (const variant of GAMES) {
      const frame = () => page.frames().find((f) => f.url().includes(`variant=${variant}&`));
      await page.locator(`iframe[title="${variant}"]`).scrollIntoViewIfNeeded();
      await expect.poll(() => frame()?.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 30_000 }).toBe(true);
    }
    const squares = () =>
      Promise.all(GAMES.map((variant) => page.frames().find((f) => f.url().includes(`variant=${variant}&`)).evaluate(() => document.querySelector('twofold-board').debug.state().squareSize)));
    const before = await squares();
    await page.waitForTimeout(3000);
    // The host's own script file, holding the README's sizer with the asset origin put in.
    host.pages.set('/frame-sizer.js', recipe('frame-sizer.js'));
    await page.addScriptTag({ url: new URL('/frame-sizer.js', host.url).href });
    for (const variant of GAMES) {
      const element = page.locator(`iframe[title="${variant}"]`);
      const frame = page.frames().find((f) => f.url().includes(`variant=${variant}&`));
      const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      await expect.poll(() => element.evaluate((f) => f.getBoundingClientRect().height)).toBe(content);
      // Every control of the board lies inside the frame.
      const outside = await frame.evaluate(() => {
        const root = document.querySelector('twofold-board').shadowRoot;
        const bottom = window.innerHeight;
        const right = window.innerWidth;
        return [...root.querySelectorAll('button, input, select, canvas, a')]
          .filter((el) => el.getClientRects().length)
          .map((el) => ({ el: el.dataset.ref || el.className || el.tagName, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.bottom > bottom + 0.5 || box.right > right + 0.5 || box.left < -0.5)
          .map(({ el }) => el);
      });
      expect(outside, `${variant} at ${width} px`).toEqual([]);
    }
    // Sized to its content, a frame keeps its board's squares (its window is the frame: the board must not follow it down).
    await page.waitForTimeout(1000);
    expect(await squares()).toEqual(before);
  });
}

/**
 * A copy of dist/ as the next deployment would have it: every hashed file
 * under assets/ renamed (a new hash), every reference to it rewritten.
 */
function redeploy(from) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'twofold-deploy-'));
  fs.cpSync(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const renames = new Map();
  for (const name of fs.readdirSync(assets)) {
    const renamed = name.replace(/-([A-Za-z0-9_-]{8})\./, (_, hash) => `-${hash.split('').reverse().join('')}.`);
    if (renamed !== name) renames.set(name, renamed);
  }
  const files = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of files(to)) {
    if (!/\.(js|html|css|webmanifest)$/.test(file)) continue;
    let text = fs.readFileSync(file, 'utf8');
    for (const [a, b] of renames) text = text.replaceAll(a, b);
    fs.writeFileSync(file, text);
  }
  for (const [a, b] of renames) fs.renameSync(path.join(assets, a), path.join(assets, b));
  return to;
}

test('an old embed.js kept by the browser after a deployment still shows the board, or says why not', async ({ page }) => {
  const site = await serve({ root: 'dist', cors: true });
  const other = await serve({ root: 'tests-e2e', base: '/nothing-here/' }); // a host page without a policy
  const next = redeploy('dist');
  const broken = redeploy('dist');
  for (const name of fs.readdirSync(path.join(broken, 'assets'))) if (name.startsWith('board-')) fs.rmSync(path.join(broken, 'assets', name));
  try {
    const body = `<twofold-board variant="chess2" moves="1.e4 c5,Nc6" mode="replay"></twofold-board><script type="module" src="${site.url}embed.js"></script>`;
    other.pages.set('/stale.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`);
    const stalePage = new URL('/stale.html', other.url).href;
    // The browser keeps this deployment's embed.js (as a cache would), whatever the server has now.
    const oldLoader = fs.readFileSync('dist/embed.js', 'utf8');
    await page.route(
      (url) => url.pathname.endsWith('/embed.js') && !url.search,
      (route) => route.fulfill({ body: oldLoader, contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );

    // The next deployment: the old chunks are gone.
    site.root = next;
    await page.goto(stalePage);
    await expect.poll(() => page.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 20_000 }).toBe(true);
    expect((await state(page)).history.length).toBe(2);
    expect(site.requests.some((p) => p.startsWith('/assets/board-') && !fs.existsSync(path.join(next, p)))).toBe(true);

    // A deployment whose board cannot be had at all: the box says so.
    site.root = broken;
    await page.goto(stalePage);
    const message = page.locator('twofold-board [role="alert"]');
    await expect(message).toContainText('could not be loaded');
    expect(await page.locator('twofold-board').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
  } finally {
    await site.close();
    await other.close();
    fs.rmSync(next, { recursive: true, force: true });
    fs.rmSync(broken, { recursive: true, force: true });
  }
});

test("Share → Embed's frame snippet, pasted into a page that runs no script, shows every control of every game", async ({ page, baseURL }) => {
  const plain = await serve({ root: 'tests-e2e', base: '/nothing-here/' });
  try {
    for (const variant of GAMES) {
      await page.goto(`${baseURL}?variant=${variant}`);
      await page.waitForSelector('body[data-ready=true]');
      await page.locator('#btn-share').click();
      await page.locator('#tab-embed').click();
      await page.locator('#embed-mode').selectOption('replay');
      const preview = page.locator('#embed-preview twofold-board');
      await expect(preview).toHaveAttribute('mode', 'replay');
      // The snippet holds the preview's drawn size.
      await expect.poll(() => preview.evaluate((b) => b.debug?.ready ?? false)).toBe(true);
      await expect
        .poll(async () => {
          const height = (await page.locator('#embed-iframe').inputValue()).match(/max-width:\d+px;height:(\d+)px/)?.[1];
          return Number(height) - Math.ceil(await preview.evaluate((b) => b.getBoundingClientRect().height));
        })
        .toBe(16);
      const snippet = await page.locator('#embed-iframe').inputValue();
      plain.pages.set(`/frame-${variant}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body style="margin:0">${snippet}</body></html>`);
      await page.goto(new URL(`/frame-${variant}.html`, plain.url).href);
      const frame = () => page.frames().find((f) => f.url().includes('embed.html'));
      await expect.poll(() => frame()?.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready) ?? false, { timeout: 20_000 }).toBe(true);
      const clipped = await frame().evaluate(() => {
        const root = document.querySelector('twofold-board').shadowRoot;
        return [...root.querySelectorAll('button, canvas, a')]
          .filter((el) => el.getClientRects().length && el.getBoundingClientRect().bottom > window.innerHeight + 0.5)
          .map((el) => el.dataset.ref || el.tagName);
      });
      expect(clipped, variant).toEqual([]);
    }
  } finally {
    await plain.close();
  }
});

test('the manual quotes the recipes the tests run, to the letter', async () => {
  const quoted = {
    'plain/csp.txt': 'docs/hosting.md',
    'plain/_headers': 'docs/hosting.md',
    'plain/frame-sizer.js': 'docs/embedding.md',
    'mediawiki/LocalSettings.php': 'docs/mediawiki.md',
    'mediawiki/LocalSettings-csp.php': 'docs/mediawiki.md',
    'mediawiki/Gadgets-definition.txt': 'docs/mediawiki.md',
  };
  for (const [file, doc] of Object.entries(quoted)) {
    const text = fs.readFileSync(doc, 'utf8');
    expect(text.includes(fs.readFileSync(`hosting/${file}`, 'utf8').trim()), `${doc} quotes hosting/${file}`).toBe(true);
  }
});
