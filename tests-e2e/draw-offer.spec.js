// Draws against the computer are offers: it accepts when it does not think
// itself better and declines when it does, saying which (no free escape from
// a lost game). The end banner opens the finished game on an analysis board
// (desktop and phone).

import { test, expect } from '@playwright/test';
import { openGame, state, board, ref, desktopFlow, screenshot } from './helpers.js';

/** A game of chess against the computer (Black, level 1) from a position. */
async function againstComputer(page, position) {
  await openGame(page, '?variant=chess');
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess');
  await page.locator('#new-position').fill(position);
  await page.locator('#new-opponent').selectOption('black');
  await page.locator('#new-level').selectOption('1');
  await page.locator('#new-start').click();
  await expect.poll(async () => (await state(page)).mode).toBe('computer');
}

test('a lost game: the computer declines the draw and says so; the game goes on', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  // White (the player) has a king against four queens.
  await againstComputer(page, 'qqqqk3/8/8/8/8/8/8/4K3 w - - 0 1');
  const b = board(page);
  await expect(ref(b, 'draw')).toHaveText('Offer a draw');
  await ref(b, 'draw').click();
  await expect(ref(b, 'thinking')).toContainText(/Computer declines the draw \(it sees (\+\d+\.\d\d|a forced win)\)/);
  expect((await state(page)).status.over).toBe(false);
  await expect(ref(b, 'banner')).toBeHidden();
});

test('a won game: the computer accepts the draw, then the banner opens the game on an analysis board', async ({ page }, testInfo) => {
  await againstComputer(page, '4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1');
  const b = board(page);
  await ref(b, 'draw').click();
  await expect(ref(b, 'banner')).toContainText('draw agreed');
  await expect(ref(b, 'thinking')).toContainText('Computer accepts the draw (it sees');
  await expect(ref(b, 'analyse-game')).toBeInViewport();
  await screenshot(page, testInfo, 'end-of-game');
  // Analyse the game: the same start and moves, in analysis, as a new game.
  await ref(b, 'analyse-game').click();
  await expect.poll(async () => (await state(page)).mode).toBe('analyse');
  const s = await state(page);
  expect(s.status.over).toBe(false);
  expect(s.position).toBe('4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1');
});

test('two players on one device: Agree draw as before; a resigned game opens on an analysis board', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openGame(page, '?variant=chess&moves=1.e4');
  const b = board(page);
  await expect(ref(b, 'draw')).toHaveText('Agree draw');
  await ref(b, 'resign').click();
  await ref(b, 'confirm-yes').click();
  await ref(b, 'analyse-game').click();
  await expect.poll(async () => (await state(page)).mode).toBe('analyse');
  expect((await state(page)).history.map((t) => t.text)).toEqual(['e4']);
});
