// Helpers for the end-to-end tests. Moves are made with real pointer (or
// touch) input on the canvas at the square centres the board reports; the
// rules decide what happens. The board is the <twofold-board> component:
// Playwright's CSS locators pierce its (open) shadow root, and its read-only
// `debug` hooks report the state.

import { test, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
import { loadRules } from '../crates/wasm/js-tests/modules.mjs';

/** The page's (or the n-th) board element. */
/**
 * A flow that is the same on every screen runs once, on the desktop: the
 * phone project checks what a phone changes (touch, zoom, layout).
 */
export function desktopFlow(testInfo) {
  test.skip(testInfo.project.name === 'phone', 'the same flow as on the desktop: a phone changes nothing here');
}

export const board = (page, n = 0) => page.locator('twofold-board').nth(n);
/** An element of a board's shadow root by its data-ref name. */
export const ref = (scope, name) => scope.locator(`[data-ref="${name}"]`);

export async function openGame(page, query = '') {
  await page.goto(`./${query}`);
  await page.waitForSelector('body[data-ready=true]');
}

export function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const debug = (page, n, fn, arg) =>
  page.evaluate(({ n, fn, arg }) => {
    const b = document.querySelectorAll('twofold-board')[n];
    return b.debug[fn](arg);
  }, { n, fn, arg });

export const state = (page, n = 0) => debug(page, n, 'state');
export const legalParts = (page, n = 0) => debug(page, n, 'legalParts');
export const computer = (page, n = 0) => debug(page, n, 'computer');
export const squareCenter = (page, name, n = 0) => debug(page, n, 'squareCenter', name);
/** The position string after these turns, played from the start in Node by the rules module the page loads (www/pkg). */
export async function replayTurns(variant, turns) {
  const { Game } = await loadRules();
  const g = new Game(variant, '{}');
  try {
    for (const t of turns) g.playText(t);
    return g.positionString();
  } finally {
    g.free();
  }
}
/** The names docs/embedding.md gives for `debug`, in its order. */
export function documentedDebug() {
  const doc = readFileSync(new URL('../docs/embedding.md', import.meta.url), 'utf8');
  const item = doc.match(/\* `debug` \(read-only\) — views for tests and tools that change nothing:([\s\S]*?); `null` before/);
  if (!item) throw new Error('docs/embedding.md no longer documents `debug`');
  return [...item[1].matchAll(/`(\w+)/g)].map((m) => m[1]);
}

/** The analyse mode's analysis: { on, updates, depth, lines }. */
export const analysis = (page, n = 0) => debug(page, n, 'analysis');
/** The analysis lines' buttons of a board. */
export const analysisLines = (scope) => scope.locator('.analysis-lines button.line');
/** The evaluation bar's White share for a score from White's side (as board/analysis.js draws it). */
export const whiteShare = (score) => (score >= 29000 ? 100 : score <= -29000 ? 0 : 100 / (1 + Math.exp(-0.00368 * score)));

/** Waits (generously) for two more analysis updates and (unless `deeper` is false) a greater depth than now. */
export async function expectAnalysisUpdates(page, n = 0, { deeper = true } = {}) {
  const before = await analysis(page, n);
  await expect.poll(async () => (await analysis(page, n)).updates, { timeout: 15_000 }).toBeGreaterThanOrEqual(before.updates + 2);
  if (deeper) await expect.poll(async () => (await analysis(page, n)).depth, { timeout: 15_000 }).toBeGreaterThan(before.depth);
}

/** Keeps every Web Worker the page starts, for killWorkers (call before the page loads). */
export async function keepWorkers(page) {
  await page.addInitScript(() => {
    const Real = window.Worker;
    window.__workers = [];
    window.Worker = class extends Real {
      constructor(...args) {
        super(...args);
        window.__workers.push(this);
      }
    };
  });
}

/**
 * Lets a test hold back what the page's workers say (call before the page
 * loads): while holdWorkerAnswers(page) is in force their messages wait, and
 * releaseWorkerAnswers(page) delivers them in order. A search is then still
 * running when the test acts, however loaded the machine is.
 */
export async function holdableWorkers(page) {
  await page.addInitScript(() => {
    const Real = window.Worker;
    window.__workerHold = { on: false, held: [] };
    window.Worker = class extends Real {
      set onmessage(handler) {
        const hold = window.__workerHold;
        super.onmessage = handler && ((e) => (hold.on ? hold.held.push(() => handler.call(this, e)) : handler.call(this, e)));
      }
      get onmessage() {
        return super.onmessage;
      }
    };
  });
}
export const holdWorkerAnswers = (page) => page.evaluate(() => (window.__workerHold.on = true));
export const releaseWorkerAnswers = (page) =>
  page.evaluate(() => {
    const hold = window.__workerHold;
    hold.on = false;
    for (const deliver of hold.held.splice(0)) deliver();
  });

/** Every worker started so far dies without a word. */
export const killWorkers = (page) => page.evaluate(() => window.__workers.forEach((w) => w.terminate()));

/** Waits until the n-th board has loaded its game. */
export async function boardReady(page, n = 0) {
  await expect.poll(() => page.evaluate((n) => !!document.querySelectorAll('twofold-board')[n]?.debug?.ready, n)).toBe(true);
}

export async function tapSquare(page, name, touch, n = 0) {
  const p = await squareCenter(page, name, n);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Drags a piece from one square to another with the mouse. */
export async function dragPiece(page, from, to) {
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Picks an ordinary board move from the legal parts, varying by seed. */
function pickPart(parts, seed) {
  const plain = parts.filter((p) => p.from && p.to && p.from !== p.to && !p.promo && p.case !== 'castle');
  const list = plain.length ? plain : parts.filter((p) => p.from && p.to && p.from !== p.to);
  if (!list.length) return null;
  return list[(seed * 7 + 3) % list.length];
}

/**
 * Plays one whole turn by clicking on board n: parts chosen from the legal
 * list, a second part whenever the rules allow one (so double-move turns are
 * exercised), then End turn if the turn is still open. Returns the SANs clicked.
 */
export async function playTurnByClicks(page, seed, { touch = false, maxParts = 2, n = 0 } = {}) {
  const b = board(page, n);
  const start = await state(page, n);
  const before = start.history.length;
  const sans = [];
  for (let k = 0; k < 3; k++) {
    const s = await state(page, n);
    if (s.status.over) break;
    if (s.history.length > before) break; // the turn ended by itself
    if (s.turnInProgress && s.canEndTurn && sans.length >= maxParts) break;
    const parts = await legalParts(page, n);
    const part = pickPart(parts, seed + k);
    if (!part) break;
    await tapSquare(page, part.from, touch, n);
    await tapSquare(page, part.to, touch, n);
    if (part.promo || (await ref(b, 'promo').isVisible())) {
      await ref(b, 'promo').locator('button').first().click();
    }
    sans.push(part.san);
  }
  const s = await state(page, n);
  // (A turn in progress of the other side's is the computer's answer being shown: not the player's to end.)
  if (s.turnInProgress && s.status.sideToMove === start.status.sideToMove) {
    await expect(ref(b, 'end-turn')).toBeEnabled();
    await ref(b, 'end-turn').click();
  }
  // The turn is in the history; against the computer its answer may
  // already follow it by the time the history is read.
  await expect.poll(async () => (await state(page, n)).history.length).toBeGreaterThanOrEqual(before + 1);
  return sans;
}

/**
 * Starts a game from the New game dialog: `opponent` '' (two players),
 * 'white'/'black' (the computer's side), 'analyse' or 'link'.
 */
export async function newGame(page, variant, { opponent = '', level = '1' } = {}) {
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption(variant);
  await page.locator('#new-opponent').selectOption(opponent);
  if (opponent === 'white' || opponent === 'black') await page.locator('#new-level').selectOption(level);
  await page.locator('#new-start').click();
  await expect(page.locator('#dlg-new')).not.toBeVisible();
  await expect.poll(async () => (await state(page)).variant).toBe(variant);
}

export async function screenshot(page, testInfo, name) {
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-${name}.png` });
}

/** The share of pixels that differ between two PNG screenshots (1 when the sizes differ). */
export function pixelDifference(a, b) {
  const A = PNG.sync.read(a);
  const B = PNG.sync.read(b);
  if (A.width !== B.width || A.height !== B.height) {
    console.log(`screenshots differ in size: ${A.width}×${A.height} and ${B.width}×${B.height}`);
    return 1;
  }
  let differ = 0;
  for (let i = 0; i < A.data.length; i += 4) {
    if (Math.abs(A.data[i] - B.data[i]) + Math.abs(A.data[i + 1] - B.data[i + 1]) + Math.abs(A.data[i + 2] - B.data[i + 2]) > 24) differ++;
  }
  return differ / (A.width * A.height);
}

/** A device of its own (a browser context) where "sending" a link records it instead of opening a share sheet. */
export async function device(browser, testInfo) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  await context.addInitScript(() => {
    window.__sent = [];
    navigator.share = (data) => {
      window.__sent.push(data.url);
      return Promise.resolve();
    };
  });
  return { context, page: await context.newPage() };
}

/**
 * Opens a game link in a page as its own load. A link differs from the page
 * already open only in its fragment (`#play=…`), which a browser follows
 * without a load (the page reloads itself on `hashchange`); from a blank page
 * the test waits for the link's own load.
 */
export async function openLink(page, link) {
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('body[data-ready=true]');
}

/** Presses the link bar's Send and returns the link a device "sent". */
export async function sendLink(page) {
  await page.locator('#link-send').click();
  await expect.poll(() => page.evaluate(() => window.__sent.length)).toBeGreaterThan(0);
  return page.evaluate(() => window.__sent.pop());
}

/** From New game on an open page, starts a game by link: the player plays `side` against `friend`. */
export async function startLinkGame(page, { variant = 'chess2', side, friend, me = 'Al' }) {
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption(variant);
  await page.locator('#new-opponent').selectOption('link');
  await page.locator('#new-link-side').selectOption(side);
  await page.locator('#new-link-friend').fill(friend);
  await page.locator('#new-link-me').fill(me);
  await page.locator('#new-start').click();
  await expect(page.locator('#link-bar')).toBeVisible();
}

/**
 * Console errors and failed requests of a page on the scratch wiki, but
 * for the wiki's own (it has no favicon: a 404 every page).
 */
export function watchWiki(page) {
  const problems = [];
  const wikisOwn = (url) => new URL(url).pathname === '/favicon.ico';
  page.on('console', (m) => {
    if (m.type() === 'error' && !(m.text().startsWith('Failed to load resource') && wikisOwn(m.location().url))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && !wikisOwn(r.url())) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/** Logs in to the test wiki at `wiki` as its administrator (scripts/wiki.sh's account). */
export async function logInToWiki(page, wiki) {
  await page.goto(`${wiki}/index.php?title=Special:UserLogin`);
  await page.locator('#wpName1').fill('Admin');
  await page.locator('#wpPassword1').fill('twofold-test-admin');
  await page.locator('#wpLoginAttempt').click();
  await expect(page.locator('#pt-logout, #pt-userpage').first()).toBeAttached();
}
