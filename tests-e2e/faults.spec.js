// Faults a hurried player (or a hostile link, or a broken network) can cause:
// the engine worker failing to start, dying or hanging; storage full or
// refused; a hostile share link; the page under a strict
// Content-Security-Policy sent as a header. The game must survive each.

import { test, expect } from '@playwright/test';
import { serve } from './static-server.mjs';
import { wrapWasm, trapNext, armedTraps } from './wasm-faults.js';
import { openGame, watchConsole, state, board, ref, computer, playTurnByClicks, squareCenter, newGame, keepWorkers, killWorkers } from './helpers.js';

const WORKER = '**/assets/engine-worker-*.js';

// Requests the service worker answers from its cache never reach page.route:
// these tests break the network on purpose, so the page gets no service worker.
test.use({ serviceWorkers: 'block' });

test('an engine worker that cannot start is reported; Retry starts a fresh one', async ({ page }) => {
  await page.route(WORKER, (route) => route.fulfill({ status: 500, body: 'server error' }));
  await openGame(page);
  await newGame(page, 'chess', { opponent: 'white' });
  const b = board(page);
  await expect(ref(b, 'fault')).toBeVisible({ timeout: 20_000 });
  await expect(ref(b, 'fault')).toContainText('The computer stopped');
  await expect(ref(b, 'thinking')).toBeHidden();
  expect((await state(page)).history).toEqual([]);
  // The network is back: Retry, and the computer plays.
  await page.unroute(WORKER);
  await ref(b, 'retry').click();
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  await expect(ref(b, 'fault')).toBeHidden();
});

test("the computer's playing code that cannot be fetched is reported; Retry fetches it again", async ({ page }) => {
  const PLAYING = '**/assets/computer-play-*.js';
  await page.route(PLAYING, (route) => route.fulfill({ status: 500, body: 'server error' }));
  await openGame(page);
  await newGame(page, 'chess', { opponent: 'white' });
  const b = board(page);
  await expect(ref(b, 'fault')).toBeVisible({ timeout: 20_000 });
  await expect(ref(b, 'fault')).toContainText("the computer's code could not be loaded");
  await expect(ref(b, 'thinking')).toBeHidden();
  expect((await state(page)).history).toEqual([]);
  await page.unroute(PLAYING);
  await ref(b, 'retry').click();
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  await expect(ref(b, 'fault')).toBeHidden();
});

test('an engine worker whose script throws is reported; the player can play on without it', async ({ page }, testInfo) => {
  await page.route(WORKER, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken worker")' }));
  await openGame(page);
  await newGame(page, 'two-prong', { opponent: 'black' });
  const b = board(page);
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  await expect(ref(b, 'fault')).toBeVisible({ timeout: 20_000 });
  const before = await state(page);
  expect(before.history.length).toBe(1);
  await ref(b, 'without').click();
  await expect(ref(b, 'fault')).toBeHidden();
  expect((await state(page)).mode).toBe('play');
  // Black's turn is now the player's.
  await playTurnByClicks(page, 2, { touch: testInfo.project.name === 'phone' });
  expect((await state(page)).history.length).toBe(2);
  // ...and stays so after a reload.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  const s = await state(page);
  expect(s.mode).toBe('play');
  expect(s.history.length).toBe(2);
});

test('a worker that dies after answering is noticed at the next turn', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await keepWorkers(page);
  await openGame(page);
  await newGame(page, 'chess', { opponent: 'black' });
  const touch = testInfo.project.name === 'phone';
  await playTurnByClicks(page, 1, { touch });
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(2);
  await expect.poll(async () => (await computer(page)).busy).toBe(false);
  // The worker dies without a word.
  await killWorkers(page);
  await playTurnByClicks(page, 2, { touch });
  const b = board(page);
  await expect(ref(b, 'fault')).toBeVisible({ timeout: 20_000 });
  await expect(ref(b, 'fault')).toContainText('did not answer');
  expect((await state(page)).history.length).toBe(3);
  await ref(b, 'retry').click();
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(4);
});

test('storage full: the failed save is shown at once, with Export offered; play goes on', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('twofold.game')) throw new DOMException('quota', 'QuotaExceededError');
      return real.call(this, key, value);
    };
  });
  await openGame(page, '?variant=chess');
  // A shared game is saved once it is played in: the first turn's save fails.
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  await expect(page.locator('#toast')).toContainText('could not be saved');
  await expect(page.locator('#toast')).toContainText('full');
  expect((await state(page)).history.length).toBe(1);
  await page.locator('#toast button', { hasText: 'Export the game' }).click();
  await expect(page.locator('#dlg-io')).toBeVisible();
  await expect(page.locator('#io-record')).toHaveValue(/1\./);
});

test('storage unavailable: said once, and the page still plays', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage is disabled', 'SecurityError');
      },
    });
  });
  const errors = watchConsole(page);
  await openGame(page, '?variant=chess2');
  await expect(page.locator('#toast')).toContainText('does not let the page save games');
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  await playTurnByClicks(page, 2, { touch: testInfo.project.name === 'phone' });
  expect((await state(page)).history.length).toBe(2);
  // No second message for every move.
  await expect(page.locator('#toast')).toContainText('does not let the page save games');
  await page.locator('#btn-games').click();
  await expect(page.locator('#games-list')).toContainText('does not let the page save games');
  expect(errors).toEqual([]);
});

test('a hostile share link is refused at once and nothing of it is saved', async ({ page }, testInfo) => {
  await openGame(page, '?variant=chess2&moves=1.e4');
  // Played in, the shared game is the player's.
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  const mine = await state(page);
  await page.goto(`./?variant=chess&position=${encodeURIComponent('4294967295/8/8/8/8/8/8/4K3 w - - 0 1')}`);
  await page.waitForSelector('body[data-ready=true]', { timeout: 5_000 });
  await expect(page.locator('#toast')).toContainText('Could not open the shared game');
  // The player's own game is back on the board, and only it is saved.
  const s = await state(page);
  expect(s.variant).toBe('chess2');
  expect(s.record).toBe(mine.record);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('twofold.game.')).map((k) => localStorage.getItem(k)));
  expect(saved.some((t) => t.includes('4294967295'))).toBe(false);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).variant).toBe('chess2');
});

test('the page under a strict Content-Security-Policy header draws its pieces and plays', async ({ browser }, testInfo) => {
  const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self'";
  const site = await serve({ root: 'dist', headers: { 'Content-Security-Policy': policy } });
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const errors = watchConsole(page);
    await page.goto(`${site.url}?variant=chess`);
    await page.waitForSelector('body[data-ready=true]');
    // The white pawn on e2 is drawn: its fill is near-white, unlike either square colour.
    // (The page's message about the opened game may lie over the lower ranks, clear of
    // the controls: put away, so that the pixels read are the board's.)
    await page.evaluate(() => (document.getElementById('toast').hidden = true));
    const c = await squareCenter(page, 'e2');
    const png = await page.screenshot({ clip: { x: c.x - 4, y: c.y - 4, width: 8, height: 8 } });
    const { PNG } = await import('pngjs');
    const img = PNG.sync.read(png);
    let white = 0;
    for (let i = 0; i < img.data.length; i += 4) if (img.data[i] > 240 && img.data[i + 1] > 240 && img.data[i + 2] > 240) white++;
    expect(white).toBeGreaterThan(10);
    // The computer answers too (the worker is allowed by default-src 'self').
    await newGame(page, 'chess', { opponent: 'white' });
    await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => window.__violations)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.close();
  }
});

test('a crashed rules instance is replaced and the game goes on from its last good state', async ({ page }, testInfo) => {
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  await wrapWasm(page);
  await openGame(page, `?variant=chess2&moves=${encodeURIComponent('1.e4 c5,d6')}`);
  const before = await state(page);
  expect(before.rulesGeneration).toBe(1);
  // The rules trap while the board draws (stepping back a turn through the element's API).
  await trapNext(page, 'game_currentParts');
  await page.evaluate(() => document.querySelector('twofold-board').goTo(1));
  await expect.poll(async () => (await state(page)).rulesGeneration).toBe(2);
  expect(await armedTraps(page)).toBe(0);
  const after = await state(page);
  expect(after.record).toBe(before.record);
  await expect(ref(board(page), 'toast')).toContainText('restarted');
  // Reported once, and play goes on in the new instance (and is saved).
  expect(messages.filter((m) => m.includes('internal error'))).toHaveLength(1);
  await playTurnByClicks(page, 3, { touch: testInfo.project.name === 'phone' });
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).history.length).toBe(3);
});

test('a crash while the setup editor is open brings the editor back on its position, checked by the new instance', async ({ page }) => {
  await wrapWasm(page);
  await openGame(page, '?variant=chess&edit');
  const b = board(page);
  const editor = () => page.evaluate(() => document.querySelector('twofold-board').debug.editor());
  await expect.poll(async () => (await editor())?.ok).toBe(true);
  await ref(b, 'ed-clear').click();
  await expect(ref(b, 'ed-problems')).toContainText('White must have exactly one king, found 0');
  const cleared = (await editor()).fen;
  expect((await editor()).rulesGeneration).toBe(1);
  // The rules trap as the editor checks its next edit: the edit is lost, the position before it is not.
  await trapNext(page, 'inspectPosition');
  await ref(b, 'ed-start').click();
  await expect.poll(async () => (await editor())?.rulesGeneration).toBe(2);
  expect(await armedTraps(page)).toBe(0);
  expect((await editor()).fen).toBe(cleared);
  // The editor's functions answer from the new instance: the start array is accepted again.
  await ref(b, 'ed-start').click();
  await expect.poll(async () => (await editor())?.ok).toBe(true);
  await expect(ref(b, 'ed-problems')).not.toContainText('king');
});
