// Multi-part turns: the first part stays on the board, End turn is enabled
// exactly when the rules allow, and a part can be taken back.

import { test, expect } from '@playwright/test';
import { openGame, state, legalParts } from './helpers.js';

async function tap(page, sq, touch) {
  const p = await page.evaluate((n) => window.twofold.squareCenter(n), sq);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

test('Two-Prong: part, take back, dual move with End turn', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  // White's first turn is single; start from a position where Black may dual-move.
  await openGame(page, '?variant=two-prong&moves=1.e4');
  const start = await state(page);
  await tap(page, 'g8', touch);
  // Legal destinations are drawn (the rules' list for g8 is not empty).
  expect((await legalParts(page)).some((p) => p.from === 'g8')).toBe(true);
  await tap(page, 'f6', touch);
  let s = await state(page);
  expect(s.turnInProgress).toBe(true);
  expect(s.position).toBe(start.position); // position strings describe turn starts
  await expect(page.locator('#btn-end-turn')).toBeEnabled({ enabled: s.canEndTurn });
  await expect(page.locator('#move-list .partial')).toContainText('Nf6');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-two-prong-part.png` });

  await page.locator('#btn-take-back').click();
  s = await state(page);
  expect(s.turnInProgress).toBe(false);

  // A single move ends with End turn...
  await tap(page, 'g8', touch);
  await tap(page, 'f6', touch);
  await page.locator('#btn-end-turn').click();
  // ...a dual move completes by itself after its second half.
  await tap(page, 'd2', touch);
  await tap(page, 'd4', touch);
  await tap(page, 'b1', touch);
  await tap(page, 'c3', touch);
  s = await state(page);
  expect(s.turnInProgress).toBe(false);
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'Nf6', 'Nc3&d4']);
});

test('Chess2: End turn stays disabled until the turn may end', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess2&moves=1.e4');
  // Black's normal turn: a quiet first move needs a second one.
  await tap(page, 'a7', touch);
  await tap(page, 'a6', touch);
  let s = await state(page);
  expect(s.turnInProgress).toBe(true);
  expect(s.canEndTurn).toBe(false);
  await expect(page.locator('#btn-end-turn')).toBeDisabled();
  await expect(page.locator('#status')).toContainText('normal turn');
  await tap(page, 'h7', touch);
  await tap(page, 'h6', touch);
  s = await state(page);
  expect(s.turnInProgress).toBe(false);
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'a6,h6']);
  await expect(page.locator('#status')).toContainText('White to move');
});

test('help shows the rules document of the game', async ({ page }) => {
  await openGame(page, '?variant=dual-chess');
  test.skip((await state(page)).variant !== 'dual-chess', 'no Dual Chess yet');
  await page.locator('#btn-help').click();
  await expect(page.locator('#help-body')).toContainText('Pawn of Camel');
});

test('clicking a turn in the move list shows that position and keeps the later turns', async ({ page }) => {
  await openGame(page, '?variant=chess&moves=1.e4 e5 2.Nf3 Nc6');
  const end = await state(page);
  await page.locator('#move-list button.turn').nth(1).click();
  let s = await state(page);
  expect(s.position).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  await expect(page.locator('#move-list button.turn')).toHaveCount(4);
  await expect(page.locator('#move-list button.turn.future')).toHaveCount(2);
  await page.locator('#move-list button.turn').nth(3).click();
  s = await state(page);
  expect(s.position).toBe(end.position);
});

test('browsing back survives a reload', async ({ page }) => {
  await openGame(page, '?variant=chess&moves=1.e4 e5 2.Nf3 Nc6');
  await page.locator('#move-list button.turn').nth(1).click();
  const s = await state(page);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).position).toBe(s.position);
  await expect(page.locator('#move-list button.turn')).toHaveCount(4);
  await page.locator('#btn-redo').click();
  expect((await state(page)).history.length).toBe(3);
});

test('promotion chooser offers only the pieces the rules allow', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const fen = '1nbqkbnr******/P8gcmg1/8yyyyyy/14/14/8YYYYYY/1PPPPPPP1GCMG1/RNBQKBNR****** w KQk - 0 1 -';
  await openGame(page, `?variant=dual-chess&position=${encodeURIComponent(fen)}`);
  test.skip((await state(page)).variant !== 'dual-chess', 'no Dual Chess yet');
  await tap(page, 'a7', touch);
  await tap(page, 'a8', touch);
  await expect(page.locator('#dlg-promo')).toBeVisible();
  const offered = await page.locator('#promo-choices button').evaluateAll((bs) => bs.map((b) => b.dataset.promo));
  expect(offered.sort()).toEqual(['B', 'N', 'R', 'X']);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-promotion.png` });
  await page.locator('#promo-choices button[data-promo="N"]').click();
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['a8=N']);
});

test('Dual Chess: a knight next to the join shows its leaps to the other board', async ({ page }, testInfo) => {
  await openGame(page, '?variant=dual-chess');
  test.skip((await state(page)).variant !== 'dual-chess', 'no Dual Chess yet');
  const parts = await legalParts(page);
  expect(parts.some((p) => p.from === 'g1' && p.to === 'j2')).toBe(true);
  await tap(page, 'g1', testInfo.project.name === 'phone');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-dual-chess-leap.png` });
});
