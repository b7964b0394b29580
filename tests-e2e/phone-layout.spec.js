// The full page on a phone held upright and sideways, and on a desktop: what
// a turn needs stays in view while it is built (the status with the parts
// played so far, End turn and Take back part), the big boards keep
// finger-wide squares, Dual Chess's zoomed view has an overview that reaches
// its 6×6 board, and sideways the board has the screen's height.

import { execSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { openGame, state, board, ref, tapSquare, legalParts, screenshot } from './helpers.js';

const VARIANTS = JSON.parse(execSync('node tests-e2e/list-variants.mjs', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })).map((v) => v.id);
const BIG_BOARDS = ['dual-chess', 'two-boards', 'double-double'];

/** A square's box on screen as it is now, nothing scrolled. */
const squareBox = (page, name) => page.evaluate((name) => document.querySelector('twofold-board').debug.squareBox(name), name);
/** The board's window (its scrolling frame) on screen. */
const windowBox = (page) => ref(board(page), 'wrap').boundingBox();

/** The first plain part of the turn (a piece from one square to another). */
async function plainPart(page) {
  const parts = await legalParts(page);
  return parts.find((p) => p.from && p.to && p.from !== p.to && !p.promo && p.case !== 'castle');
}

const FORMS = {
  upright: { project: 'phone', viewport: { width: 390, height: 844 } },
  sideways: { project: 'phone', viewport: { width: 844, height: 390 } },
  desktop: { project: 'desktop', viewport: { width: 1280, height: 800 } },
};

for (const [form, { project, viewport }] of Object.entries(FORMS)) {
  test(`${form}: the status, End turn and Take back part stay in view while a turn is built, in every game`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== project, `a ${project} matter`);
    await page.setViewportSize(viewport);
    const touch = project === 'phone';
    const b = board(page);
    for (const variant of VARIANTS) {
      await openGame(page, `?variant=${variant}`);
      const s0 = await state(page);
      // Square sizes as docs/playing.md says: a finger wide on a phone's big boards, at least 40 px on the others.
      if (touch) expect(s0.squareSize, variant).toBeGreaterThanOrEqual(BIG_BOARDS.includes(variant) ? 44 : 40);
      // Parts by taps until a turn of several parts is under way (White's first
      // turn is one move in some games: then Black's first part); one-move games play one.
      const multiPart = ['two-prong', 'chess2', 'double-double'].includes(variant);
      let part = null;
      for (let k = 0; k < 2; k++) {
        part = await plainPart(page);
        await tapSquare(page, part.from, touch);
        await expect(ref(b, 'status'), `${variant}: a piece picked up`).toBeInViewport({ ratio: 1 });
        await tapSquare(page, part.to, touch);
        if (!multiPart || (await state(page)).turnInProgress) break;
      }
      if (multiPart) {
        // The parts so far, and the buttons to end the turn or take a part back.
        expect((await state(page)).turnInProgress, variant).toBe(true);
        await expect(ref(b, 'status'), variant).toContainText(`This turn so far: ${part.san}`);
        await expect(ref(b, 'end-turn'), variant).toBeInViewport({ ratio: 1 });
        await expect(ref(b, 'take-back'), variant).toBeInViewport({ ratio: 1 });
        await expect(ref(b, 'take-back'), variant).toBeEnabled();
      } else expect((await state(page)).history.length, variant).toBe(1);
      await expect(ref(b, 'status'), variant).toBeInViewport({ ratio: 1 });
      // Nothing scrolled the page to get there.
      expect(await page.evaluate(() => window.scrollY), variant).toBe(0);
      await screenshot(page, testInfo, `${form}-${variant}-turn`);
    }
    // The move list is reachable: scrolled to, it is there below (or beside) the board.
    await ref(b, 'move-list').scrollIntoViewIfNeeded();
    await expect(ref(b, 'move-list')).toBeInViewport();
  });
}

test('sideways: the board has the height of the screen and the panel the rest of the width', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  await page.setViewportSize(FORMS.sideways.viewport);
  for (const variant of VARIANTS) {
    await openGame(page, `?variant=${variant}`);
    const wrap = await windowBox(page);
    const side = await ref(board(page), 'side').boundingBox();
    expect(wrap.height / 390, variant).toBeGreaterThanOrEqual(0.85);
    expect(wrap.y + wrap.height, variant).toBeLessThanOrEqual(390);
    // Beside it, with no strip of nothing between: the panel starts where the board's column ends.
    expect(side.x, variant).toBeGreaterThanOrEqual(wrap.x + wrap.width);
    expect(side.x - (wrap.x + wrap.width), variant).toBeLessThan(16);
    expect(side.x + side.width, variant).toBeLessThanOrEqual(844);
    // The page's header is at the top of the panel, its buttons on screen.
    await expect(page.locator('#btn-new'), variant).toBeInViewport({ ratio: 1 });
    expect((await page.locator('#btn-new').boundingBox()).x, variant).toBeGreaterThanOrEqual(side.x);
    await screenshot(page, testInfo, `sideways-${variant}`);
  }
  // Held upright again: the header is back above the board.
  await page.setViewportSize(FORMS.upright.viewport);
  await expect.poll(async () => (await page.locator('#btn-new').boundingBox()).y).toBeLessThan((await windowBox(page)).y);
  const wrap = await windowBox(page);
  expect(wrap.width).toBeGreaterThan(370);
});

test("Dual Chess on a phone: the zoomed view's overview reaches the 6×6 board in one tap", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  await page.setViewportSize(FORMS.upright.viewport);
  await openGame(page, '?variant=dual-chess');
  const b = board(page);
  expect((await state(page)).zoomed).toBe(true);
  const overview = ref(b, 'overview');
  await expect(overview).toBeVisible();
  // k3 (a pawn of the 6×6 board) is out of the board's window at first.
  const wrap = await windowBox(page);
  const before = await squareBox(page, 'k3');
  expect(before.x).toBeGreaterThan(wrap.x + wrap.width);
  // The overview is the whole board in small: k3's place on it, tapped once.
  const canvas = await ref(b, 'canvas').boundingBox();
  const small = await overview.boundingBox();
  const k = small.width / canvas.width;
  await page.touchscreen.tap(small.x + (before.x + before.s / 2 - canvas.x) * k, small.y + (before.y + before.s / 2 - canvas.y) * k);
  const after = await squareBox(page, 'k3');
  expect(after.x).toBeGreaterThanOrEqual(wrap.x);
  expect(after.x + after.s).toBeLessThanOrEqual(wrap.x + wrap.width);
  expect(after.y).toBeGreaterThanOrEqual(wrap.y);
  expect(after.y + after.s).toBeLessThanOrEqual(wrap.y + wrap.height);
  await screenshot(page, testInfo, 'dual-chess-overview-jump');
  // And there it is played by taps where it now is, with no other scrolling.
  const part = (await legalParts(page)).find((p) => p.from === 'k3' && p.to === 'j4');
  const to = await squareBox(page, 'j4');
  await page.touchscreen.tap(after.x + after.s / 2, after.y + after.s / 2);
  await page.touchscreen.tap(to.x + to.s / 2, to.y + to.s / 2);
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual([part.san]);
});

test("a zoomed board's pinned coordinates: no rank's number in the files' row, no file's letter in the ranks' column", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  await page.setViewportSize(FORMS.upright.viewport);
  // Every label the board's canvas writes, with where (canvas pixels).
  await page.addInitScript(() => {
    const real = CanvasRenderingContext2D.prototype.fillText;
    window.__labels = [];
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
      window.__labels.push({ text: String(text), x, y, canvas: this.canvas });
      return real.call(this, text, x, y, ...rest);
    };
  });
  for (const variant of BIG_BOARDS) {
    await openGame(page, `?variant=${variant}`);
    expect((await state(page)).zoomed).toBe(true);
    const wrap = ref(board(page), 'wrap');
    // Scrolled partway in both directions, so both strips are pinned over squares.
    let scrolled = 0;
    for (const [left, top] of [[61, 37], [0, 10_000], [10_000, 0], [61, 0], [10_000, 10_000]]) {
      await page.evaluate(() => (window.__labels = []));
      // (Where the board has no room to scroll that way, nothing moves and nothing is painted.)
      const moved = await wrap.evaluate((w, [left, top]) => {
        const before = [w.scrollLeft, w.scrollTop];
        w.scrollTo(left, top);
        return w.scrollLeft !== before[0] || w.scrollTop !== before[1];
      }, [left, top]);
      if (!moved) continue;
      scrolled++;
      await expect.poll(() => page.evaluate(() => window.__labels.length), `${variant} at ${left},${top}: repainted`).toBeGreaterThan(0);
      const drawn = await page.evaluate(() => {
        const canvas = document.querySelector('twofold-board').shadowRoot.querySelector('[data-ref=canvas]');
        return window.__labels.filter((l) => l.canvas === canvas).map(({ text, x, y }) => ({ text, x, y }));
      });
      const files = drawn.filter((l) => /^[a-z]$/.test(l.text));
      const ranks = drawn.filter((l) => /^\d+$/.test(l.text));
      expect(files.length, `${variant} at ${left},${top}: some files' letters`).toBeGreaterThan(0);
      expect(ranks.length, `${variant} at ${left},${top}: some ranks' numbers`).toBeGreaterThan(0);
      const filesY = Math.min(...files.map((l) => l.y));
      const ranksX = Math.max(...ranks.map((l) => l.x));
      // (A label's own row or column: its centre within a few pixels of theirs.)
      for (const r of ranks) expect(filesY - r.y, `${variant} at ${left},${top}: rank ${r.text} in the files' row`).toBeGreaterThan(6);
      for (const f of files) expect(f.x - ranksX, `${variant} at ${left},${top}: file ${f.text} in the ranks' column`).toBeGreaterThan(6);
    }
    expect(scrolled, `${variant}: scrolled`).toBeGreaterThanOrEqual(3);
    await screenshot(page, testInfo, `${variant}-pinned-coordinates`);
  }
});

test("the page's message keeps off the zoomed board's controls: the row under it, its overview, the turn's bar", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  await page.setViewportSize(FORMS.upright.viewport);
  for (const variant of BIG_BOARDS) {
    // A game opened by its address says so in a message of two lines.
    await openGame(page, `?variant=${variant}`);
    await expect(page.locator('#toast')).toBeVisible();
    const covered = () =>
      page.evaluate(() => {
        const toast = document.getElementById('toast');
        if (toast.hidden) return 'the message is gone';
        const t = toast.getBoundingClientRect();
        const controls = document.getElementById('board').turnControlRects();
        return controls.filter((r) => r.width > 0 && t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom).length;
      });
    // The row under the board and the overview come after the message's first place.
    await expect(ref(board(page), 'under')).toBeVisible();
    await expect(ref(board(page), 'overview')).toBeVisible();
    await expect.poll(covered, `${variant}: controls under the message`).toBe(0);
  }
  await screenshot(page, testInfo, 'message-over-zoomed-board');
});
