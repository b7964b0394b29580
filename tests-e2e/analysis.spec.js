// The analyse mode's live analysis on the full page: updates arrive while
// it runs (growing depth, at least twice a second), three lines as whole
// turns in the game's notation, an evaluation bar, a line's turn played by
// a click (or Enter), restarts on every change, stops when asked and when
// the game is over. (The embed's analyse mode: embed.spec.js.)

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openGame, watchConsole, state, board, ref, newGame, screenshot, analysis, analysisLines as lineButtons, whiteShare as share, expectAnalysisUpdates as expectUpdates, keepWorkers, killWorkers } from './helpers.js';

/** A chess position opened in the analyse mode (through the setup editor's Analyse), the analysis on. */
async function analyseChess(page, position) {
  await openGame(page, `?variant=chess&position=${encodeURIComponent(position)}&edit`);
  const b = board(page);
  await ref(b, 'ed-analyse').click();
  await expect.poll(async () => (await state(page)).mode).toBe('analyse');
  await ref(b, 'analyse').click();
  return b;
}

test('Chess2 analysis: updates, three whole-turn lines, the bar, a line played by a click, stop', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await openGame(page);
  await newGame(page, 'chess2', { opponent: 'analyse' });
  const b = board(page);
  await expect(ref(b, 'analysis')).toBeHidden();
  await ref(b, 'analyse').click();
  await expect(ref(b, 'analyse')).toHaveAttribute('aria-pressed', 'true');
  await expect(ref(b, 'analysis')).toBeVisible();
  // Updates come while it runs: at least two more within a generous wait, deeper.
  await expect.poll(async () => (await analysis(page)).depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const t0 = Date.now();
  await expectUpdates(page);
  console.log(`two updates and a deeper one in ${Date.now() - t0} ms`);
  await expect(lineButtons(b)).toHaveCount(3);
  await expect(ref(b, 'analysis-info')).toContainText(/depth \d+ · [\d.]+ [kM]? ?nodes\/s/);

  // White's first Chess2 turn is one move; then Black's lines are two-move turns.
  await lineButtons(b).first().click();
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  await expect.poll(async () => (await analysis(page)).lines.length, { timeout: 20_000 }).toBe(3);
  await expectUpdates(page);
  const a = await analysis(page);
  expect((await state(page)).status.sideToMove).toBe('black');
  expect(a.lines.some((l) => l.turn.length === 2), JSON.stringify(a.lines)).toBe(true);
  // Each line shows its whole turn in the game's notation, then the turns after it.
  // (The analysis goes on: the list and the state are read together until
  // no update falls between the two reads.)
  await expect.poll(async () => {
    const texts = await lineButtons(b).locator('.line-moves').allTextContents();
    const shown = await analysis(page);
    return shown.lines.length === 3 && shown.lines.every((l, k) => texts[k].startsWith(l.turn.join(',')));
  }, { timeout: 10_000 }).toBe(true);
  const scores = await lineButtons(b).locator('.line-score').allTextContents();
  for (const score of scores) expect(score).toMatch(/^[+−](\d+\.\d\d|M)$/);
  // The bar is White's share of the best line's score (Black to move: negated).
  const bar = ref(b, 'eval-bar');
  await expect(bar).toHaveAttribute('role', 'meter');
  const now = Number(await bar.getAttribute('aria-valuenow'));
  const best = -(await analysis(page)).lines[0].score;
  expect(Math.abs(now - share(best))).toBeLessThanOrEqual(15); // (an update may fall between the two reads)
  await expect(bar).toHaveAttribute('aria-valuetext', /White|Black|equal/);
  await screenshot(page, testInfo, 'analysis-chess2');

  // A line's turn, played with the keyboard: both its parts. The analysis
  // updates twice a second, so the line is read at the key itself: a
  // listener before the board's own notes the focused line's text.
  await lineButtons(b).nth(1).focus();
  await page.evaluate(() => {
    document.addEventListener('keydown', (e) => {
      const button = e.composedPath().find((n) => n.matches?.('button[data-line]'));
      if (button) window.pressedLine = button.querySelector('.line-moves').textContent;
    }, { capture: true, once: true });
  });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).history.length).toBe(2);
  const pressed = (await page.evaluate(() => window.pressedLine)).replace(/[+#]/g, '');
  const turn = (await state(page)).history[1].text.replace(/[+#]/g, '');
  expect(turn).toContain(',');
  expect(pressed.startsWith(turn), `pressed "${pressed}", played "${turn}"`).toBe(true);
  // The analysis goes on from the new position.
  await expectUpdates(page);

  // Browsing back analyses the position shown; a line cannot be played there.
  await ref(b, 'back').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(1);
  await expectUpdates(page);
  await lineButtons(b).first().click();
  await expect(ref(b, 'toast')).toContainText('Viewing turn 1 — Back to the game to move');
  expect((await state(page)).history.length).toBe(2);
  await ref(b, 'live').click();

  // Stopped: no more updates; the last lines stay, marked as stopped.
  await ref(b, 'analyse').click();
  await expect(ref(b, 'analyse')).toHaveAttribute('aria-pressed', 'false');
  await expect(ref(b, 'analysis-info')).toContainText('Stopped');
  const stopped = (await analysis(page)).updates;
  await page.waitForTimeout(1500);
  expect((await analysis(page)).updates).toBe(stopped);
  // A move after that clears the stale lines.
  await ref(b, 'undo').click();
  await expect(ref(b, 'analysis')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a line held down while updates arrive is still played when released (a slow tap)', async ({ page }) => {
  const errors = watchConsole(page);
  await openGame(page);
  await newGame(page, 'chess', { opponent: 'analyse' });
  const b = board(page);
  await ref(b, 'analyse').click();
  await expect(lineButtons(b)).toHaveCount(3, { timeout: 20_000 });
  const line = lineButtons(b).nth(1);
  await ref(b, 'analysis-lines').scrollIntoViewIfNeeded();
  const before = await analysis(page);
  const box = await line.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // An update (which rewrites the lines) comes between the press and the release.
  await expect.poll(async () => (await analysis(page)).updates, { timeout: 15_000 }).toBeGreaterThan(before.updates);
  // The line's text as the click reaches the list.
  await b.evaluate((el) => el.shadowRoot.addEventListener('click', (e) => {
    window.__clickedLine = e.target.closest('button.line')?.querySelector('.line-moves').textContent ?? null;
  }, true));
  await page.mouse.up();
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  const clicked = await page.evaluate(() => window.__clickedLine);
  expect(clicked.startsWith((await state(page)).history[0].text.replace(/[+#]/g, '')), clicked).toBe(true);
  expect(errors).toEqual([]);
});

test('a mate shows in line 1 with the bar at the end; playing it ends the game and the analysis', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  // After 1.f3 e5 2.g4, Black mates with Qh4.
  const position = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
  const b = await analyseChess(page, position);
  await expect(lineButtons(b).first().locator('.line-moves')).toHaveText(/^Qh4/, { timeout: 20_000 });
  await expect(lineButtons(b).first().locator('.line-score')).toHaveText('−M');
  await expect(ref(b, 'eval-bar')).toHaveAttribute('aria-valuenow', '0');
  await expect(ref(b, 'eval-bar')).toHaveAttribute('aria-valuetext', 'Black wins by force');
  // No serious accessibility problem in the panel as shown (the bar is a named meter, the lines buttons).
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (testInfo.project.name === 'phone') await lineButtons(b).first().tap();
  else await lineButtons(b).first().click();
  await expect.poll(async () => (await state(page)).status.over).toBe(true);
  await expect(ref(b, 'analysis-info')).toHaveText('The game is over: nothing to analyse.');
  await expect(lineButtons(b)).toHaveCount(0);
  const updates = (await analysis(page)).updates;
  await page.waitForTimeout(1000);
  expect((await analysis(page)).updates).toBe(updates);
  // Undo: the analysis starts again.
  await ref(b, 'undo').click();
  await expect(lineButtons(b)).toHaveCount(3, { timeout: 20_000 });
  await screenshot(page, testInfo, 'analysis-mate');
  expect(errors).toEqual([]);
});

test('the analysis panel fits: nothing overflows or overlaps', async ({ page }, testInfo) => {
  for (const variant of ['double-double', 'two-prong']) {
    await openGame(page);
    await newGame(page, variant, { opponent: 'analyse' });
    const b = board(page);
    await ref(b, 'analyse').click();
    await expect(lineButtons(b)).toHaveCount(3, { timeout: 20_000 });
    await expect.poll(async () => (await analysis(page)).depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await ref(b, 'analysis').scrollIntoViewIfNeeded();
    const boxes = await b.evaluate((el) => {
      const root = el.shadowRoot;
      const rect = (e) => e.getBoundingClientRect().toJSON();
      const side = rect(root.querySelector('[data-ref=side]'));
      const items = [...root.querySelectorAll('[data-ref=analysis] .eval-row, [data-ref=analysis] .analysis-info, [data-ref=analysis] li')].map(rect);
      const wide = [...root.querySelectorAll('[data-ref=analysis] *')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'hidden').map((e) => e.className);
      return { side, items, wide, page: document.documentElement.scrollWidth, viewport: innerWidth };
    });
    expect(boxes.page, 'the page does not scroll sideways').toBeLessThanOrEqual(boxes.viewport);
    expect(boxes.wide, 'nothing inside overflows').toEqual([]);
    for (const r of boxes.items) {
      expect(r.left).toBeGreaterThanOrEqual(boxes.side.left - 1);
      expect(r.right).toBeLessThanOrEqual(boxes.side.right + 1);
    }
    for (let i = 1; i < boxes.items.length; i++) expect(boxes.items[i].top).toBeGreaterThanOrEqual(boxes.items[i - 1].bottom - 1);
    await screenshot(page, testInfo, `analysis-${variant}`);
    await ref(b, 'analyse').click();
  }
});

test('a healthy analysis runs on past any watchdog; a worker gone silent is reported, and Analyse starts again', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the worker, not the screen');
  await keepWorkers(page);
  await openGame(page);
  await newGame(page, 'two-prong', { opponent: 'analyse' });
  const b = board(page);
  await ref(b, 'analyse').click();
  await expect.poll(async () => (await analysis(page)).depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  // Longer than a search's allowance and the analysis's silence limit: still on.
  await page.waitForTimeout(8000);
  // (Deep by now: the next depth may take long, but updates keep coming.)
  await expectUpdates(page, 0, { deeper: false });
  await expect(ref(b, 'analysis-info')).toContainText('depth');
  expect((await analysis(page)).on).toBe(true);
  // The worker dies without a word: noticed once its updates stop coming.
  await killWorkers(page);
  await expect(ref(b, 'analysis-info')).toContainText('The computer stopped', { timeout: 20_000 });
  await expect(ref(b, 'analyse')).toHaveAttribute('aria-pressed', 'false');
  await ref(b, 'analyse').click();
  await expectUpdates(page);
});

test("an analysis yields to another board's request: that board's computer plays, then the analysis goes on", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the queue, not the screen');
  const errors = watchConsole(page);
  // Two boards of one page (the demo page's script, its content replaced), both in view.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('./embed-demo.html');
  await page.evaluate(() => {
    document.body.innerHTML = '<twofold-board variant="chess2" mode="analyse"></twofold-board><twofold-board variant="chess" mode="play"></twofold-board>';
  });
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('twofold-board')].every((b) => b.debug?.ready))).toBe(true);
  const a = board(page, 0);
  await ref(a, 'analyse').click();
  await expectUpdates(page, 0);
  // The other board now plays the computer, which moves first: its request waits for the analysis's slice, then goes first.
  await page.evaluate(() => document.querySelectorAll('twofold-board')[1].setAttribute('mode', 'computer'));
  await page.evaluate(() => document.querySelectorAll('twofold-board')[1].setAttribute('computer-side', 'white'));
  await expect.poll(async () => (await state(page, 1)).history.length, { timeout: 20_000 }).toBe(1);
  // The analysis was set aside and starts over, and goes on.
  await expectUpdates(page, 0);
  expect((await analysis(page, 0)).on).toBe(true);
  expect(errors).toEqual([]);
});

test('an analysis with nothing more to learn ends by itself and says so', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on a phone');
  // Black's only move, Kb8, is met by Rh8#: every line is a forced result.
  const position = 'k7/8/1K6/8/8/8/8/7R b - - 0 1';
  const b = await analyseChess(page, position);
  await expect(ref(b, 'analysis-info')).toContainText('· done', { timeout: 20_000 });
  await expect(lineButtons(b)).toHaveCount(1);
  await expect(lineButtons(b).first()).toContainText('Kb8 · Rh8');
  await expect(ref(b, 'eval-bar')).toHaveAttribute('aria-valuenow', '100');
});
