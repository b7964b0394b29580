// The computer opponent: it answers in every game, the page stays responsive
// while it thinks (the search runs in a Web Worker), undo cancels a search,
// and the hint and evaluation readout work.

import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { openGame, watchConsole, state, playTurnByClicks, computer, board, ref, newGame, replayTurns, holdableWorkers, holdWorkerAnswers, releaseWorkerAnswers } from './helpers.js';

/** Waits until the computer has finished its turn and it is the player's move. */
async function waitForComputer(page, turns) {
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(turns);
  await expect.poll(async () => (await computer(page)).busy, { timeout: 30_000 }).toBe(false);
}

/** Records the main thread's long tasks from the first script on. */
async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

test('the computer plays a legal turn in every game, and its times are reported', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'timings are measured once, on the desktop viewport');
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await openGame(page);
  const variants = await page.evaluate(() => document.querySelector('twofold-board').debug.variants().map((v) => v.id));
  const report = {};
  for (const variant of variants) {
    // The computer plays White: it moves first; then one turn each.
    await newGame(page, variant, { opponent: 'white', level: '5' });
    await waitForComputer(page, 1);
    await playTurnByClicks(page, 3);
    await waitForComputer(page, 3);
    const s = await state(page);
    expect(s.history.length).toBeGreaterThanOrEqual(3);
    expect(s.history[0].color).toBe('white');
    // Every turn the computer chose replays in a fresh rules game.
    expect(await replayTurns(variant, s.history.map((t) => t.text))).toBe(s.position);
    const searches = (await computer(page)).searches;
    report[variant] = searches.slice(-2).map((x) => Math.round(x.ms));
  }
  const all = Object.values(report).flat().sort((a, b) => a - b);
  const summary = { perVariantMs: report, medianMs: all[Math.floor(all.length / 2)], maxMs: all[all.length - 1] };
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/computer-times.json', JSON.stringify(summary, null, 2));
  console.log(`computer turn times in the worker (ms): ${JSON.stringify(summary)}`);
  expect(errors).toEqual([]);
});

// Responsiveness is shown by what a player can do while the search runs
// (the board turns around at once), not by a time limit: long main-thread
// tasks are reported, and the speed figures live in the benchmarks.
test('the page stays responsive while the computer thinks', async ({ page }) => {
  await watchLongTasks(page);
  const errors = watchConsole(page);
  await openGame(page);
  await newGame(page, 'chess2', { opponent: 'black', level: '5' });
  // Whether "Computer is thinking…" was shown at any moment, and when the
  // board last turned around (page time).
  await board(page).evaluate((b) => {
    const el = b.shadowRoot.querySelector('[data-ref="thinking"]');
    window.__thinkingShown = false;
    new MutationObserver(() => {
      if (!el.hidden && el.textContent.includes('thinking')) window.__thinkingShown = true;
    }).observe(el, { attributes: true, childList: true, characterData: true, subtree: true });
  });
  const before = (await state(page)).orientation;
  await playTurnByClicks(page, 1);
  await page.waitForFunction(() => document.querySelector('twofold-board').debug.computer().busy, null, { polling: 'raf' });
  await ref(board(page), 'flip').click();
  const flippedAt = await page.evaluate(() => performance.now());
  const flippedDuringSearch = await page.evaluate(() => document.querySelector('twofold-board').debug.computer().busy);
  expect((await state(page)).orientation).not.toBe(before);
  await waitForComputer(page, 2);
  expect(await page.evaluate(() => window.__thinkingShown)).toBe(true);
  const searches = (await computer(page)).searches;
  expect(searches.length).toBeGreaterThan(0);
  // The flip took effect while the worker was still searching.
  const last = searches[searches.length - 1];
  expect(flippedDuringSearch || flippedAt < last.endedAt).toBe(true);
  const long = await page.evaluate(() => window.__longTasks);
  const during = long.filter((t) => t.end > last.startedAt && t.start < last.endedAt);
  console.log(`search ${Math.round(last.ms)} ms; long main-thread tasks during it: ${JSON.stringify(during)}`);
  expect(errors).toEqual([]);
});

test('undo during a search cancels it', async ({ page }) => {
  const errors = watchConsole(page);
  // The worker's answer is held back until after the undo, so the search is
  // surely still running when Undo is pressed, however loaded the machine.
  await holdableWorkers(page);
  await openGame(page);
  await newGame(page, 'two-prong', { opponent: 'black', level: '5' });
  await holdWorkerAnswers(page);
  await playTurnByClicks(page, 2);
  const b = board(page);
  await expect(ref(b, 'thinking')).toBeVisible();
  await ref(b, 'undo').click();
  await expect(ref(b, 'thinking')).toBeHidden();
  expect((await state(page)).history.length).toBe(0);
  // The cancelled search's answer now arrives, and is not played: once the
  // one worker has answered a later question (a hint), it is still White's
  // turn with nothing played.
  await releaseWorkerAnswers(page);
  await ref(b, 'hint').click();
  await expect(ref(b, 'thinking')).toContainText('Hint:', { timeout: 15_000 });
  const s = await state(page);
  expect(s.history.length).toBe(0);
  expect(s.status.sideToMove).toBe('white');
  expect((await computer(page)).busy).toBe(false);
  expect(errors).toEqual([]);
});

test('a hint suggests a turn and shows the evaluation', async ({ page }) => {
  const errors = watchConsole(page);
  await openGame(page);
  await newGame(page, 'chess');
  const b = board(page);
  await ref(b, 'hint').click();
  await expect(ref(b, 'thinking')).toContainText('Hint:', { timeout: 15_000 });
  // (With Evaluation off, the score is on the hint's line: nothing appears under it.)
  await expect(ref(b, 'thinking')).toContainText(/evaluation [+−]\d|winning by force/);
  await expect(ref(b, 'eval')).toBeHidden();
  // A hint never moves for the player.
  expect((await state(page)).history.length).toBe(0);
  expect(errors).toEqual([]);
});
