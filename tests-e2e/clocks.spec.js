// Clocks like lichess: the player's clock at the bottom beside the board, the
// opponent's at the top; against the computer its clock runs during its
// turns and gets the increment, as the player's does.

import { test, expect } from '@playwright/test';
import { openGame, state, board, ref, tapSquare, screenshot } from './helpers.js';

/** A game against the computer with 3 min + 2 s clocks; the computer plays `computerSide`. */
async function clockGame(page, computerSide) {
  await openGame(page, '?variant=chess');
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess');
  await page.locator('#new-opponent').selectOption(computerSide);
  await page.locator('#new-level').selectOption('1');
  await page.locator('#new-clock').selectOption('3+2');
  await page.locator('#new-start').click();
  await expect.poll(async () => (await state(page)).mode).toBe('computer');
}

const clockState = (page) => board(page).evaluate((el) => el.saveState().clock);
const box = (locator) => locator.boundingBox();

test('the player’s clock is at the bottom, the computer’s at the top, and the computer’s runs and gets its increment', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await clockGame(page, 'black');
  const b = board(page);
  const canvas = await box(ref(b, 'canvas'));
  const mine = await box(ref(b, 'clock-white'));
  const theirs = await box(ref(b, 'clock-black'));
  // White (the player) at the bottom: under the board; Black above it.
  expect(mine.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
  expect(theirs.y + theirs.height).toBeLessThanOrEqual(canvas.y + 1);
  await expect(ref(b, 'clock-white')).toBeInViewport({ ratio: 1 });
  await expect(ref(b, 'clock-black')).toBeInViewport({ ratio: 1 });

  // The player's first turn, then the computer's reply: its clock ran while it thought, and then took its 2 s.
  await tapSquare(page, 'e2', touch);
  await tapSquare(page, 'e4', touch);
  await expect(ref(b, 'clock-black')).toHaveClass(/running/);
  await expect.poll(async () => (await state(page)).history.length, { timeout: 20_000 }).toBe(2);
  const after = await clockState(page);
  console.log(`clocks after the computer's reply: ${JSON.stringify(after)}`);
  // Its increment was given (more than 3:00) and its thinking (at least the part's pause) taken (less than 3:02).
  expect(after.black).toBeGreaterThan(180_000);
  expect(after.black).toBeLessThan(180_000 + 2_000);
  // The player's clock runs now.
  await expect(ref(b, 'clock-white')).toHaveClass(/running/);
  await screenshot(page, testInfo, 'clocks-computer-game');
});

test('playing Black against the computer: the player’s (Black’s) clock is the one at the bottom', async ({ page }) => {
  await clockGame(page, 'white');
  const b = board(page);
  await expect.poll(async () => (await state(page)).history.length, { timeout: 20_000 }).toBe(1);
  const canvas = await box(ref(b, 'canvas'));
  const mine = await box(ref(b, 'clock-black'));
  const theirs = await box(ref(b, 'clock-white'));
  expect(mine.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
  expect(theirs.y + theirs.height).toBeLessThanOrEqual(canvas.y + 1);
  // The computer's first turn started the clocks: the player's runs.
  await expect(ref(b, 'clock-black')).toHaveClass(/running/);
  // Flipped, the clocks follow their sides.
  await ref(b, 'flip').click();
  const flipped = await box(ref(b, 'canvas'));
  expect((await box(ref(b, 'clock-white'))).y).toBeGreaterThanOrEqual(flipped.y + flipped.height - 1);
  expect((await box(ref(b, 'clock-black'))).y).toBeLessThan(flipped.y);
});
