// Offline after the first visit: the built site under a static server, the
// service worker Workbox generated, the network cut with setOffline; under a
// sub-path too; the update prompt between two builds; installability.

import { test, expect } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, renameSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './static-server.mjs';
import { watchConsole, state, board, ref, computer, playTurnByClicks, newGame } from './helpers.js';

// One browser context per test, and these tests are slow: run them one at a time.
test.describe.configure({ mode: 'serial' });

const VARIANTS = ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais'];

async function ready(page) {
  await page.waitForSelector('body[data-ready=true]');
}

/** First visit: the page, then the service worker with its whole precache. */
async function firstVisit(page, url) {
  await page.goto(url);
  await ready(page);
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 30_000 });
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).toBe(true);
}

/** Everything a player does, with the network gone. */
async function playOffline(page, url, testInfo) {
  // The board draws from the cache; the header says, calmly, that we are offline.
  await page.reload();
  await ready(page);
  await expect(page.locator('#offline-note')).toBeVisible();
  expect((await state(page)).firstDrawMs).toBeGreaterThan(0);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-offline.png` });
  // Every game can be started from New game.
  for (const v of VARIANTS) await newGame(page, v);
  // The computer answers.
  await newGame(page, 'chess2', { opponent: 'white' });
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  expect((await computer(page)).searches.length).toBeGreaterThan(0);
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  // Help opens with the rules.
  await page.locator('#btn-help').click();
  await expect(page.locator('#help-body')).toContainText('Ted Larson Freeman');
  await page.locator('#help-close').click();
  // A share link opens its game (as a new game).
  await page.goto(`${url}?variant=two-boards&moves=${encodeURIComponent('1.Sg9 Sg8')}`);
  await ready(page);
  expect((await state(page)).history.map((t) => t.text)).toEqual(['Sg9', 'Sg8']);
  // The setup editor answers from the rules offline.
  await page.goto(`${url}?variant=dual-chess&edit`);
  await ready(page);
  await expect.poll(() => page.evaluate(() => document.querySelector('twofold-board').debug.editor()?.ok)).toBe(true);
  await ref(board(page), 'ed-clear').click();
  await expect(ref(board(page), 'ed-problems')).toContainText('White must have exactly one king, found 0');
  // The embed frame replays offline too.
  await page.goto(`${url}embed.html?variant=chess2&mode=replay&moves=${encodeURIComponent('1.e4 c5,d6')}`);
  await expect.poll(() => page.evaluate(() => document.querySelector('twofold-board').debug?.state().history.length)).toBe(2);
}

for (const base of ['/', '/any/sub/path/']) {
  test(`offline after the first visit, served from ${base}`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const site = await serve({ root: 'dist', base });
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
    const page = await context.newPage();
    const errors = watchConsole(page);
    try {
      await firstVisit(page, site.url);
      expect(site.requests.some((r) => r.endsWith('.wasm'))).toBe(true);
      await context.setOffline(true);
      const before = site.requests.length;
      await playOffline(page, site.url, testInfo);
      // Nothing of the game reached the server while offline. (The browser's
      // own update check of the service worker script is not covered by
      // Playwright's offline emulation; with the network really gone it
      // simply fails.)
      const fetched = site.requests.slice(before).filter((r) => !/\/(sw|workbox-[\w-]+)\.js$/.test(r));
      expect(fetched).toEqual([]);
      // The first board, offline: median of three reloads.
      const times = [];
      for (let i = 0; i < 3; i++) {
        await page.goto(site.url);
        await ready(page);
        times.push((await state(page)).firstDrawMs);
      }
      times.sort((a, b) => a - b);
      console.log(`[${testInfo.project.name}] offline first board (${base}): ${times.join(', ')} ms, median ${times[1]} ms`);
      expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    } finally {
      await context.close();
      await site.close();
    }
  });
}

const OUT_B = 'test-results/build-b';
let builtB = false;
/** Build B: the same site with another version string (once per run of this file). */
function buildB() {
  if (!builtB) execSync(`npx vite build --logLevel error`, { env: { ...process.env, TWOFOLD_VERSION: 'test-b', TWOFOLD_OUT_DIR: OUT_B }, stdio: 'inherit' });
  builtB = true;
  return OUT_B;
}

/** A first visit to build A in a new context, and a shared game played in (so saved): { site, context, page, mine }. */
async function firstVisitWithGame(browser) {
  const site = await serve({ root: 'dist' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await firstVisit(page, `${site.url}?variant=chess2&moves=${encodeURIComponent('1.e4 c5,d6')}`);
  await playTurnByClicks(page, 3);
  const mine = (await state(page)).history.map((t) => t.text);
  return { site, context, page, mine };
}

test('a new deployment is offered, never forced; after Reload the game is still there', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the update flow is the same on every screen');
  test.setTimeout(180_000);
  const outB = buildB();
  const { site, context, page, mine } = await firstVisitWithGame(browser);
  try {
    // Played in, the shared game is saved.
    expect(mine.slice(0, 2)).toEqual(['e4', 'c5,d6']);
    const versionA = await page.evaluate(() => document.documentElement.dataset.version);
    expect(versionA).not.toBe('test-b');
    // B is deployed; the player comes back.
    site.root = outB;
    await page.goto(site.url);
    await ready(page);
    await expect(page.locator('#update')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#update')).toContainText('A new version is ready');
    // Nothing reloads by itself: B waits for the player while A still
    // controls the page, with the game on the board.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe(versionA);
    await ref(board(page), 'undo').isVisible();
    expect((await state(page)).history.map((t) => t.text)).toEqual(mine);
    await Promise.all([page.waitForEvent('load'), page.locator('#update-reload').click()]);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe('test-b');
    expect((await state(page)).history.map((t) => t.text)).toEqual(mine);
    await expect(page.locator('#update')).toBeHidden();
  } finally {
    await context.close();
    await site.close();
  }
});

/**
 * Two tabs of version A: `tab`, which the service worker does not control,
 * and `other`, which it does. `other` makes a new version wait (with no page
 * using the old worker the new one takes over at once, and Reload finds
 * nothing waiting).
 */
const UNCONTROLLED = {
  // The first visit's tab (its worker came after the page), and a second tab opened since.
  'the first visit': async (context, first, url) => {
    const other = await context.newPage();
    await other.goto(url);
    await ready(other);
    return { tab: first, other };
  },
  // Shift+Reload: the browser bypasses the worker for that tab.
  'a hard reload': async (context, first, url) => {
    await first.goto(url);
    await ready(first);
    const tab = await context.newPage();
    await tab.goto(url);
    await ready(tab);
    const cdp = await context.newCDPSession(tab);
    await Promise.all([tab.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
    await ready(tab);
    return { tab, other: first };
  },
};

for (const [how, open] of Object.entries(UNCONTROLLED)) {
  test(`a tab no service worker controls (${how}) reloads on the first Reload while the new version waits`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the update flow is the same on every screen');
    test.setTimeout(180_000);
    const outB = buildB();
    const { site, context, page, mine } = await firstVisitWithGame(browser);
    try {
      const { tab, other } = await open(context, page, site.url);
      expect(await tab.evaluate(() => !!navigator.serviceWorker.controller)).toBe(false);
      expect(await other.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      const versionA = await tab.evaluate(() => document.documentElement.dataset.version);
      // B is deployed while both are open; the uncontrolled tab checks for an update.
      site.root = outB;
      await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await expect(tab.locator('#update')).toBeVisible({ timeout: 30_000 });
      await expect(other.locator('#update')).toBeVisible({ timeout: 30_000 });
      // B waits, as the other tab still uses A; when B takes over, the
      // uncontrolled tab hears no 'controllerchange'.
      expect(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting?.state)).toBe('installed');
      // One click: the tab reloads into B, with its game.
      await tab.locator('#update-reload').click();
      await expect(tab.locator('html')).toHaveAttribute('data-version', 'test-b');
      await ready(tab);
      expect((await state(tab)).history.map((t) => t.text)).toEqual(mine);
      // The other tab is not reloaded under its player: it keeps A and the offer.
      expect(await other.evaluate(() => document.documentElement.dataset.version)).toBe(versionA);
      await expect(other.locator('#update')).toBeVisible();
    } finally {
      await context.close();
      await site.close();
    }
  });
}

/**
 * Gives every hashed file of the build in `dir` a new name (and every
 * reference to it), as a deployment that changed every chunk would: the old
 * names are then nowhere on the server.
 */
function renameEveryChunk(dir) {
  const renames = readdirSync(join(dir, 'assets'))
    .map((f) => [f, f.replace(/-([\w-]{8})\.(\w+)$/, '-$1n.$2')])
    .filter(([a, b]) => a !== b);
  for (const [a, b] of renames) renameSync(join(dir, 'assets', a), join(dir, 'assets', b));
  const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  for (const f of walk(dir).filter((f) => /\.(js|html|css|webmanifest)$/.test(f))) {
    let text = readFileSync(f, 'utf8');
    for (const [a, b] of renames) text = text.split(a).join(b);
    writeFileSync(f, text);
  }
  return renames.length;
}

test('an update accepted in one tab leaves the other open tab working: it still opens Help and starts the computer', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the update flow is the same on every screen');
  test.setTimeout(180_000);
  const outB = 'test-results/build-b-renamed';
  execSync(`npx vite build --logLevel error`, { env: { ...process.env, TWOFOLD_VERSION: 'test-b2', TWOFOLD_OUT_DIR: outB }, stdio: 'inherit' });
  const renamed = renameEveryChunk(outB);
  const site = await serve({ root: 'dist' });
  const context = await browser.newContext();
  try {
    // Version A in two tabs, both served by its worker.
    const one = await context.newPage();
    await firstVisit(one, site.url);
    const two = await context.newPage();
    const errors = watchConsole(two);
    await two.goto(site.url);
    await ready(two);
    expect(await two.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const versionA = await two.evaluate(() => document.documentElement.dataset.version);
    // B is deployed: tab one finds it and its player chooses Reload.
    site.root = outB;
    await one.reload();
    await ready(one);
    await expect(one.locator('#update')).toBeVisible({ timeout: 30_000 });
    await Promise.all([one.waitForEvent('load'), one.locator('#update-reload').click()]);
    await ready(one);
    expect(await one.evaluate(() => document.documentElement.dataset.version)).toBe('test-b2');
    // Tab two did not reload: it still runs A, now under B's worker, and
    // loads what it had not loaded yet: the engine worker and the wasm, Help and `marked`.
    expect(await two.evaluate(() => document.documentElement.dataset.version)).toBe(versionA);
    const served = site.requests.length;
    await newGame(two, 'chess2', { opponent: 'white' });
    await expect.poll(async () => (await state(two)).history.length, { timeout: 30_000 }).toBe(1);
    await two.locator('#btn-help').click();
    await expect(two.locator('#help-body')).toContainText('Ted Larson Freeman');
    await two.locator('#help-close').click();
    // All of it came from the kept cache of A: nothing was asked of the server, which no longer has A's files.
    expect(site.requests.slice(served).filter((r) => r.includes('/assets/'))).toEqual([]);
    expect(errors).toEqual([]);
    console.log(`update: ${renamed} files renamed in B; the old tab played the computer and opened Help from A's kept cache`);
    // Tab two offers the new version too, and moves to it when its player says so.
    await expect(two.locator('#update')).toBeVisible({ timeout: 30_000 });
    await Promise.all([two.waitForEvent('load'), two.locator('#update-reload').click()]);
    await ready(two);
    expect(await two.evaluate(() => document.documentElement.dataset.version)).toBe('test-b2');
  } finally {
    await context.close();
    await site.close();
    rmSync(outB, { recursive: true, force: true });
  }
});

test('Chromium reports the page installable', async ({ playwright }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one check is enough');
  const site = await serve({ root: 'dist', base: '/app/' });
  // A real profile: an incognito one (every new test context) can never install.
  const profile = mkdtempSync(join(tmpdir(), 'twofold-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, testInfo.project.use.launchOptions);
  const page = context.pages()[0] || (await context.newPage());
  try {
    await firstVisit(page, site.url);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${site.url}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    await site.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
