// Multi-part turns: the first part stays on the board, End turn is enabled
// exactly when the rules allow, and a part can be taken back.

import { test, expect } from '@playwright/test';
import { openGame, state, legalParts, board, ref, tapSquare as tap } from './helpers.js';

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
  const b = board(page);
  await expect(ref(b, 'end-turn')).toBeEnabled({ enabled: s.canEndTurn });
  await expect(ref(b, 'move-list').locator('.partial')).toContainText('Nf6');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-two-prong-part.png` });

  await ref(b, 'take-back').click();
  s = await state(page);
  expect(s.turnInProgress).toBe(false);

  // A single move ends with End turn...
  await tap(page, 'g8', touch);
  await tap(page, 'f6', touch);
  await ref(b, 'end-turn').click();
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
  const b = board(page);
  await expect(ref(b, 'end-turn')).toBeDisabled();
  await expect(ref(b, 'status')).toContainText('normal turn');
  await tap(page, 'h7', touch);
  await tap(page, 'h6', touch);
  s = await state(page);
  expect(s.turnInProgress).toBe(false);
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'a6,h6']);
  await expect(ref(b, 'status')).toContainText('White to move');
});

test('help shows the rules document of the game', async ({ page }) => {
  await openGame(page, '?variant=dual-chess');
  await page.locator('#btn-help').click();
  await expect(page.locator('#help-body')).toContainText('Pawn of Camel');
  // The document's own title, once.
  await expect(page.locator('#help-body h1')).toHaveCount(1);
});

test('the move list only shows earlier positions: the game is never cut short by browsing', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess&moves=1.e4 e5 2.Nf3 Nc6');
  const end = await state(page);
  const b = board(page);
  const turns = ref(b, 'move-list').locator('button.turn');
  await turns.nth(1).click();
  let s = await state(page);
  expect(s.shownPosition).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  expect(s.position).toBe(end.position); // the game itself is untouched
  await expect(ref(b, 'viewing')).toContainText('Viewing turn 2 of 4');
  await expect(turns).toHaveCount(4);
  await expect(ref(b, 'move-list').locator('button.turn.future')).toHaveCount(2);
  // A stray tap on the board while looking back changes nothing.
  await tap(page, 'g1', touch);
  await tap(page, 'f3', touch);
  s = await state(page);
  expect(s.history.length).toBe(4);
  expect(s.position).toBe(end.position);
  // Arrow keys browse; End and "Back to the game" return.
  await b.focus();
  await page.keyboard.press('ArrowLeft');
  expect((await state(page)).viewTurn).toBe(1);
  await page.keyboard.press('End');
  expect((await state(page)).viewTurn).toBe(null);
  await turns.nth(0).click();
  await ref(b, 'live').click();
  s = await state(page);
  expect(s.viewTurn).toBe(null);
  expect(s.shownPosition).toBe(end.position);
});

test('undone turns survive a reload and can be redone', async ({ page }) => {
  await openGame(page, '?variant=chess&moves=1.e4 e5 2.Nf3 Nc6');
  const b = board(page);
  await ref(b, 'undo').click();
  await ref(b, 'undo').click();
  expect((await state(page)).history.length).toBe(2);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).history.length).toBe(2);
  await ref(b, 'redo').click();
  await ref(b, 'redo').click();
  expect((await state(page)).history.map((t) => t.text)).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
});

test('promotion chooser offers only the pieces the rules allow', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const fen = '1nbqkbnr******/P8gcmg1/8yyyyyy/14/14/8YYYYYY/1PPPPPPP1GCMG1/RNBQKBNR****** w KQk - 0 1 -';
  await openGame(page, `?variant=dual-chess&position=${encodeURIComponent(fen)}`);
  await tap(page, 'a7', touch);
  await tap(page, 'a8', touch);
  const promo = ref(board(page), 'promo');
  await expect(promo).toBeVisible();
  const offered = await promo.locator('button').evaluateAll((bs) => bs.map((b) => b.dataset.promo));
  // Strongest first.
  expect(offered).toEqual(['R', 'B', 'N', 'X']);
  // It opens at the promotion square.
  const sq = await page.evaluate(() => document.querySelector('twofold-board').debug.squareCenter('a8'));
  const box = await promo.boundingBox();
  expect(sq.x).toBeGreaterThanOrEqual(box.x - 60);
  expect(sq.x).toBeLessThanOrEqual(box.x + box.width);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-promotion.png` });
  await promo.locator('button[data-promo="N"]').click();
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['a8=N']);
});

test('the promotion chooser opens on the promotion square and in view: down from a top square, up from a bottom one, flipped too', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const b = board(page);
  const promo = ref(b, 'promo');
  const squareBox = (name) => page.evaluate((n) => document.querySelector('twofold-board').debug.squareBox(n), name);
  /** The chooser lies over the square's column, starting at its top edge (down) or ending at its bottom edge (up), wholly in view. */
  async function expectAt(square, direction) {
    await expect(promo).toBeVisible();
    await expect(promo).toBeInViewport({ ratio: 1 });
    const sq = await squareBox(square);
    const box = await promo.boundingBox();
    expect(box.x, `${square}: the chooser's left`).toBeLessThanOrEqual(sq.x + sq.s / 2);
    expect(box.x + box.width, `${square}: the chooser's right`).toBeGreaterThanOrEqual(sq.x + sq.s / 2);
    if (direction === 'down') expect(Math.abs(box.y - sq.y), `${square}: from the square's top`).toBeLessThanOrEqual(1.5);
    else expect(Math.abs(box.y + box.height - (sq.y + sq.s)), `${square}: up to the square's bottom`).toBeLessThanOrEqual(1.5);
    // Over the board, never past its window.
    const wrap = await ref(b, 'wrap').boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(wrap.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(wrap.y + wrap.height + 1);
  }
  await openGame(page, `?variant=chess&position=${encodeURIComponent('8/6P1/8/7k/8/8/1p6/4K3 w - - 0 1')}`);
  await tap(page, 'g7', touch);
  await tap(page, 'g8', touch);
  await expectAt('g8', 'down');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-promotion-top.png` });
  await promo.locator('button[data-promo="Q"]').click();
  // Black promotes on the bottom rank: the chooser opens upwards.
  await tap(page, 'b2', touch);
  await tap(page, 'b1', touch);
  await expectAt('b1', 'up');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-promotion-bottom.png` });
  await promo.locator('button[data-promo="N"]').click();
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['g8=Q', 'b1=N']);

  // Flipped, White's promotion square is at the bottom.
  await openGame(page, `?variant=chess&position=${encodeURIComponent('8/6P1/8/7k/8/8/1p6/4K3 w - - 0 1')}`);
  await ref(b, 'flip').click();
  await tap(page, 'g7', touch);
  await tap(page, 'g8', touch);
  await expectAt('g8', 'up');
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();
  expect((await state(page)).history).toEqual([]);
});

test('Dual Chess: a knight next to the join shows its leaps to the other board', async ({ page }, testInfo) => {
  await openGame(page, '?variant=dual-chess');
  const parts = await legalParts(page);
  expect(parts.some((p) => p.from === 'g1' && p.to === 'j2')).toBe(true);
  await tap(page, 'g1', testInfo.project.name === 'phone');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-dual-chess-leap.png` });
});
