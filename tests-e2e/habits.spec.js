// Lichess habits (issue 48, item 10): Settings sets the board's colours, a
// second piece style, coordinates on the squares, auto-queen, confirming
// turns, the material difference and zen mode, each kept across a reload;
// Copy position puts the position string on the clipboard in one tap.
// Desktop (clicks) and phone (taps).

import { test, expect } from '@playwright/test';
import { openGame, state, board, ref, tapSquare, newGame, computer, playTurnByClicks, pixelDifference, screenshot, device, startLinkGame } from './helpers.js';

const at = (variant, position) => `?variant=${variant}&position=${encodeURIComponent(position)}`;

async function settings(page, fn) {
  await page.locator('#btn-settings').click();
  await expect(page.locator('#dlg-settings')).toBeVisible();
  await fn(page.locator('#dlg-settings'));
  await page.locator('#settings-close').click();
  await expect(page.locator('#dlg-settings')).not.toBeVisible();
}

test('the board’s look: colours, letters and coordinates on the squares, kept across a reload', async ({ page }, testInfo) => {
  const b = board(page);
  await openGame(page, '?variant=chess');
  // The board's picture, without the page's message that comes and goes over it.
  const picture = async () => {
    await page.locator('#toast').evaluate((t) => (t.hidden = true));
    return ref(b, 'canvas').screenshot();
  };
  const before = await picture();
  const outside = await state(page);
  expect(outside.labels).toContain('a');
  expect(outside.labels).not.toContain('a@');

  await settings(page, async (d) => {
    await d.locator('#set-colors').selectOption('blue');
    await d.locator('#set-pieces').selectOption('letters');
    await d.locator('#set-coordinates').selectOption('inside');
  });
  await expect(b).toHaveAttribute('board-colors', 'blue');
  await expect(b).toHaveAttribute('piece-style', 'letters');
  await expect(b).toHaveAttribute('coordinates', 'inside');
  await expect.poll(async () => (await state(page)).labels).toContain('a@');
  const inside = await state(page);
  // Eight files and eight ranks, each named once, on the squares.
  expect(inside.labels).toHaveLength(16);
  expect(inside.labels.every((l) => l.endsWith('@'))).toBe(true);
  // Without the strip around the board its squares are no smaller (larger where the width decides).
  expect(inside.squareSize).toBeGreaterThanOrEqual(outside.squareSize);
  const after = await picture();
  expect(pixelDifference(before, after)).toBeGreaterThan(0.3);
  await screenshot(page, testInfo, 'habits-look');

  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(b).toHaveAttribute('board-colors', 'blue');
  await expect(b).toHaveAttribute('piece-style', 'letters');
  expect((await state(page)).labels).toContain('a@');
  await page.locator('#btn-settings').click();
  await expect(page.locator('#set-coordinates')).toHaveValue('inside');
  await page.locator('#settings-close').click();

  // Back to the defaults: the attributes go.
  await settings(page, async (d) => {
    await d.locator('#set-colors').selectOption('');
    await d.locator('#set-pieces').selectOption('');
    await d.locator('#set-coordinates').selectOption('on');
  });
  await expect(b).not.toHaveAttribute('board-colors', /./);
  await expect(b).not.toHaveAttribute('coordinates', /./);
  await page.mouse.move(0, 0); // (no square under the pointer highlighted)
  expect(pixelDifference(before, await picture())).toBeLessThan(0.01);
});

test('auto-queen promotes to the strongest piece without the chooser; typing still under-promotes', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const b = board(page);
  await openGame(page, at('chess', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'));
  await settings(page, (d) => d.locator('#set-auto-queen').check());
  await expect(b).toHaveAttribute('auto-queen', '');
  await tapSquare(page, 'a7', touch);
  await tapSquare(page, 'a8', touch);
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  expect((await state(page)).history[0].text).toBe('a8=Q+');
  await expect(ref(b, 'promo')).toBeHidden();

  await openGame(page, at('chess', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'));
  await ref(b, 'entry-text').fill('a8=N');
  await ref(b, 'entry-text').press('Enter');
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['a8=N']);
});

test('confirm-turn: a completed turn waits for Confirm; Cancel takes the whole turn back; the computer waits', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const b = board(page);
  await openGame(page);
  await newGame(page, 'chess2', { opponent: 'black', level: '1' });
  await settings(page, (d) => d.locator('#set-confirm-turn').check());
  await playTurnByClicks(page, 3, { touch });
  await expect(ref(b, 'status')).toContainText('Confirm your turn');
  const waiting = await state(page);
  expect(waiting.confirming).toBe(true);
  expect(waiting.history).toHaveLength(1);
  // The computer has not been asked, and the player cannot start another turn.
  expect((await computer(page)).searches).toEqual([]);
  await expect(ref(b, 'end-turn')).toHaveText('Confirm turn');
  await expect(ref(b, 'take-back')).toHaveText('Cancel turn');
  await tapSquare(page, 'a2', touch);
  await expect(ref(b, 'toast')).toContainText('Confirm your turn or cancel it first');

  // Cancel: the whole turn goes, and the player plays it again.
  await ref(b, 'take-back').click();
  await expect.poll(async () => (await state(page)).history.length).toBe(0);
  expect((await state(page)).turnInProgress).toBe(false);
  expect((await state(page)).confirming).toBe(false);

  // Confirmed: the turn counts and the computer answers.
  await playTurnByClicks(page, 5, { touch });
  await expect(ref(b, 'end-turn')).toHaveText('Confirm turn');
  await ref(b, 'end-turn').click();
  await expect.poll(async () => (await state(page)).history.length, { timeout: 20000 }).toBe(2);
  expect((await state(page)).confirming).toBe(false);
  await expect(ref(b, 'end-turn')).toHaveText('End turn');

  // The setting is kept; turned off, a waiting turn goes as played.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(b).toHaveAttribute('confirm-turn', '');
  await playTurnByClicks(page, 7, { touch });
  await expect(ref(b, 'end-turn')).toHaveText('Confirm turn');
  await settings(page, (d) => d.locator('#set-confirm-turn').uncheck());
  await expect.poll(async () => (await state(page)).history.length, { timeout: 20000 }).toBe(4);
});

test('confirm-turn in a game by link: the turn awaiting confirmation is neither offered to send nor kept; confirmed, it is', async ({ browser }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const al = await device(browser, testInfo);
  const page = al.page;
  await page.goto('./');
  await page.waitForSelector('body[data-ready=true]');
  await startLinkGame(page, { variant: 'chess2', side: 'white', friend: 'Bea' });
  await settings(page, (d) => d.locator('#set-confirm-turn').check());
  const b = board(page);
  await playTurnByClicks(page, 11, { touch });
  await expect(ref(b, 'end-turn')).toHaveText('Confirm turn');
  await expect(page.locator('#link-text')).toContainText('Your turn');
  // What the page keeps (and a link would carry) is the game before the turn.
  expect(await page.evaluate(() => document.getElementById('board').saveState().turns)).toBe(0);
  // A reload before confirming: the turn was never the game's.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).history).toHaveLength(0);
  await playTurnByClicks(page, 11, { touch });
  await ref(b, 'end-turn').click();
  await expect(page.locator('#link-text')).toContainText('send “Bea” the link');
  expect(await page.evaluate(() => document.getElementById('board').saveState().turns)).toBe(1);
  await al.context.close();
});

test('confirm-turn in a game of one-move turns, by the keyboard: Enter confirms, Escape cancels', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'keys: a desktop habit');
  const b = board(page);
  await openGame(page, '?variant=chess');
  await settings(page, (d) => d.locator('#set-confirm-turn').check());
  await tapSquare(page, 'e2', false);
  await tapSquare(page, 'e4', false);
  await expect(ref(b, 'turn-controls')).toBeVisible();
  await expect(ref(b, 'status')).toContainText('Confirm your turn e4');
  await ref(b, 'canvas').focus();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await state(page)).history.length).toBe(0);
  await tapSquare(page, 'd2', false);
  await tapSquare(page, 'd4', false);
  await expect(ref(b, 'status')).toContainText('Confirm your turn d4');
  await ref(b, 'canvas').focus();
  await page.keyboard.press('Enter');
  await expect(ref(b, 'status')).toContainText('Black to move');
  await expect(ref(b, 'turn-controls')).toBeHidden();
  expect((await state(page)).history.map((t) => t.text)).toEqual(['d4']);
});

test('the material difference: the pieces a side has more of, and its points', async ({ page }) => {
  const b = board(page);
  await openGame(page, at('chess', '4k3/pp6/8/8/8/8/8/R3K3 w - - 0 1'));
  await expect(ref(b, 'material')).toBeEmpty();
  await settings(page, (d) => d.locator('#set-material').check());
  await expect(ref(b, 'material')).toContainText('White +3');
  await expect(ref(b, 'material')).toContainText('Black:');
  // One rook for White, two pawns for Black, drawn.
  await expect(ref(b, 'material').locator('canvas')).toHaveCount(3);
  // It follows the game: Rxa7 leaves White a rook against a pawn.
  await ref(b, 'entry-text').fill('Ra7');
  await ref(b, 'entry-text').press('Enter');
  await expect(ref(b, 'material')).toBeVisible();
  await openGame(page, '?variant=chess');
  await expect(ref(b, 'material')).toHaveText('Material is level');
  await settings(page, (d) => d.locator('#set-material').uncheck());
  await expect(ref(b, 'material')).toBeEmpty();
});

test('zen mode: the key Z hides the page’s chrome and the panel’s extras; the way out stays', async ({ page }, testInfo) => {
  const b = board(page);
  await openGame(page, '?variant=two-prong');
  await settings(page, (d) => d.locator('#set-zen').check());
  await expect(page.locator('#btn-new')).toBeHidden();
  await expect(ref(b, 'entry')).toBeHidden();
  await expect(ref(b, 'computer-bar')).toBeHidden();
  await expect(ref(b, 'status')).toBeVisible();
  await expect(ref(b, 'canvas')).toBeVisible();
  await screenshot(page, testInfo, 'habits-zen');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#btn-new')).toBeHidden();
  await page.locator('#btn-zen-off').click();
  await expect(page.locator('#btn-new')).toBeVisible();
  await expect(ref(b, 'entry')).toBeVisible();
  if (testInfo.project.name !== 'phone') {
    await ref(b, 'canvas').focus();
    await page.keyboard.press('z');
    await expect(page.locator('#btn-new')).toBeHidden();
    await page.keyboard.press('z');
    await expect(page.locator('#btn-new')).toBeVisible();
    // Not while typing a move.
    await ref(b, 'entry-text').fill('');
    await ref(b, 'entry-text').press('z');
    await expect(page.locator('#btn-new')).toBeVisible();
  }
});

test('Copy position puts the position shown on the clipboard in one tap', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const b = board(page);
  await openGame(page, `?variant=chess&moves=${encodeURIComponent('1.e4 e5')}`);
  await ref(b, 'copy-position').click();
  await expect(ref(b, 'toast')).toContainText('Position string copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await state(page)).position);
  // Browsing an earlier turn: the position shown is copied.
  await ref(b, 'first').click();
  await ref(b, 'copy-position').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe((await state(page)).shownPosition);
  expect((await state(page)).shownPosition).not.toBe((await state(page)).position);
});
