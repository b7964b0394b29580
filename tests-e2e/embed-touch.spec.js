// Boards inside an article on a phone, with real touch input through the
// Chrome DevTools Protocol: a swipe that starts on a diagram or a replay
// scrolls the article, taps and long presses still reach the board; boards
// in an article never zoom by themselves until the reader plays on one, and
// from the first touch a board that is played takes drags.

import { test, expect } from '@playwright/test';
import { serve } from './static-server.mjs';
import { watchConsole, state, board, ref, boardReady, squareCenter, playTurnByClicks, legalParts } from './helpers.js';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
});

let assets;
let hosts;
test.beforeAll(async () => {
  assets = await serve({ root: 'dist', cors: true });
  hosts = await serve({ root: 'tests-e2e', base: '/nothing-here/' });
});
test.afterAll(async () => {
  await assets?.close();
  await hosts?.close();
});

const TEXT = '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>';
const BOARDS = [
  '<twofold-board variant="chess2" mode="view" moves="1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7"></twofold-board>',
  '<twofold-board variant="two-boards" mode="view" moves="1.Sg9 Sg8 2.Gdh5 Gdh12 3.Gg6 Gg11"></twofold-board>',
  '<twofold-board variant="dual-chess" mode="replay" moves="1.Ylk4 Nf6 2.Nf3 b5 3.d4 Ylk5" at="2"></twofold-board>',
  '<twofold-board variant="double-double" mode="play"></twofold-board>',
  '<twofold-board variant="two-boards" mode="play"></twofold-board>',
];
const [DIAGRAM, VIEW, REPLAY, PLAY_EIGHT, PLAY_SIXTEEN] = [0, 1, 2, 3, 4];

/** An article taller than the window, the boards between its paragraphs. */
async function openArticle(page) {
  const body = `<h1>An article</h1>${TEXT.repeat(4)}${BOARDS.map((b) => `<figure>${b}</figure>${TEXT.repeat(3)}`).join('')}${TEXT.repeat(8)}`;
  hosts.pages.set('/article.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>An article</title><link rel="icon" href="data:,">
<style>body { font: 17px/1.5 Georgia, serif; margin: 0 auto; padding: 0 12px; max-width: 60em; } figure { margin: 1em 0; }</style>
</head><body>${body}<script type="module" src="${assets.url}embed.js"></script></body></html>`);
  await page.goto(`${hosts.url.replace('/nothing-here/', '')}/article.html`);
  for (let n = 0; n < BOARDS.length; n++) {
    await board(page, n).scrollIntoViewIfNeeded();
    await boardReady(page, n);
  }
}

/** Scrolls the page so board n's canvas is in the upper middle of the window; its centre in client px. */
async function canvasInView(page, n) {
  return page.evaluate((n) => {
    const canvas = document.querySelectorAll('twofold-board')[n].shadowRoot.querySelector('canvas');
    window.scrollBy(0, canvas.getBoundingClientRect().top - 150);
    const r = canvas.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 200) };
  }, n);
}

/**
 * A finger's swipe up from (x, y) by `distance` px: touch events as the
 * screen sends them. The finger rests before it lifts, so the page does not
 * fling on: once the touch ends, the scrolling is over.
 */
async function swipeUp(cdp, { x, y }, distance = 300) {
  const steps = 10;
  const end = y - distance;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let k = 1; k <= steps; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (distance * k) / steps }] });
  }
  await new Promise((r) => setTimeout(r, 250));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: end }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const scrollY = (page) => page.evaluate(() => window.scrollY);

test('a swipe on a diagram or a replay scrolls the article; taps and long presses still reach the board', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await openArticle(page);
  const cdp = await page.context().newCDPSession(page);
  for (const n of [DIAGRAM, VIEW, REPLAY]) {
    const at = await canvasInView(page, n);
    const before = await scrollY(page);
    await swipeUp(cdp, at);
    const { variant } = await state(page, n);
    await expect.poll(() => scrollY(page), { message: `${variant}: the article scrolls` }).toBeGreaterThan(before + 150);
    // ...and leaves no square named under the board.
    await expect(ref(board(page, n), 'hover')).toHaveText('');
    // Not zoomed by themselves, Two Boards and Dual Chess with squares too small for a finger either.
    const s = await state(page, n);
    if (n !== DIAGRAM) expect(s.squareSize, variant).toBeLessThan(36);
    expect(s.zoomed, variant).toBe(false);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await board(page, VIEW).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-article-view.png` });

  // A tap names the square under the finger; a long press marks it.
  const view = board(page, VIEW);
  const p = await squareCenter(page, 'g9', VIEW);
  await page.touchscreen.tap(p.x, p.y);
  await expect(ref(view, 'hover')).toContainText('g9');
  const q = await squareCenter(page, 'b3', VIEW);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: q.x, y: q.y }] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => view.evaluate((b) => b.debug.scene().circles)).toEqual(['b3']);
  // The replay's buttons answer taps.
  const replay = board(page, REPLAY);
  await ref(replay, 'forward').tap();
  expect((await state(page, REPLAY)).viewTurn).toBe(3);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-article-replay.png` });
  expect(errors).toEqual([]);
});

test('a board to play on zooms only once the reader touches it, around the touched square; from then on it takes drags', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await openArticle(page);
  const cdp = await page.context().newCDPSession(page);

  // Before the reader plays, a swipe on a playing board scrolls the article too.
  for (const n of [PLAY_EIGHT, PLAY_SIXTEEN]) {
    const at = await canvasInView(page, n);
    const before = await scrollY(page);
    await swipeUp(cdp, at);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 150);
  }

  // Chess on Two Boards: shown whole (16 files of small squares) until touched.
  const big = board(page, PLAY_SIXTEEN);
  let s = await state(page, PLAY_SIXTEEN);
  expect(s.zoomed).toBe(false);
  expect(s.squareSize).toBeLessThan(36);
  await canvasInView(page, PLAY_SIXTEEN);
  // (A piece away from the board's left and right edges, which a zoomed board keeps in view anyway.)
  const part = (await legalParts(page, PLAY_SIXTEEN)).find((p) => p.from && p.to && !p.promo && 'efghijkl'.includes(p.from[0]));
  const from = await squareCenter(page, part.from, PLAY_SIXTEEN);
  await page.touchscreen.tap(from.x, from.y);
  s = await state(page, PLAY_SIXTEEN);
  expect(s.zoomed).toBe(true);
  expect(s.squareSize).toBeGreaterThanOrEqual(44);
  // That touch only zoomed (on squares that small it may have missed): nothing is picked up.
  expect((await big.evaluate((b) => b.debug.scene())).selected).toBeNull();
  // The touched square is in view, under the finger across (up and down,
  // as near as the board's frame lets it be): finding it scrolls nothing.
  const scroll = () => ref(big, 'wrap').evaluate((w) => [w.scrollLeft, w.scrollTop, window.scrollY]);
  const scrolled = await scroll();
  const after = await squareCenter(page, part.from, PLAY_SIXTEEN);
  expect(await scroll()).toEqual(scrolled);
  expect(Math.abs(after.x - from.x)).toBeLessThan(s.squareSize / 2);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-article-play-zoomed.png` });
  // Then taps play.
  await playTurnByClicks(page, 3, { touch: true, n: PLAY_SIXTEEN });
  expect((await state(page, PLAY_SIXTEEN)).history.length).toBe(1);

  // Double Move Double Chess, 8 files: squares wide enough (its 16 ranks
  // make it taller than the window: the article scrolls), so the first
  // touch already plays (it picks a piece up), and from then on a finger
  // drags pieces instead of scrolling the article.
  const eight = board(page, PLAY_EIGHT);
  expect((await state(page, PLAY_EIGHT)).squareSize).toBeGreaterThanOrEqual(36);
  await canvasInView(page, PLAY_EIGHT);
  const move = (await legalParts(page, PLAY_EIGHT)).find((p) => p.from && p.to && !p.promo && p.from[0] === p.to[0]);
  const a = await squareCenter(page, move.from, PLAY_EIGHT);
  await page.touchscreen.tap(a.x, a.y);
  expect((await eight.evaluate((b) => b.debug.scene())).selected).toBe(move.from);
  expect((await state(page, PLAY_EIGHT)).zoomed).toBe(false);
  const b = await squareCenter(page, move.to, PLAY_EIGHT);
  const a2 = await squareCenter(page, move.from, PLAY_EIGHT);
  const start = (await state(page, PLAY_EIGHT)).position;
  const before = await scrollY(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a2.x, y: a2.y }] });
  for (let k = 1; k <= 8; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a2.x, y: a2.y + ((b.y - a2.y) * k) / 8 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(async () => (await state(page, PLAY_EIGHT)).position).not.toBe(start);
  expect((await state(page, PLAY_EIGHT)).history.map((t) => t.text)).toEqual([move.san]);
  expect(await scrollY(page)).toBe(before);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-article-play.png` });
  expect(errors).toEqual([]);
});
