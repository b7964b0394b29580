// Game controls: resign and draw with the result banner, record file import,
// saves from older and newer versions.

import { test, expect } from '@playwright/test';
import { openGame, state, board, ref } from './helpers.js';

test('resign and agree draw end the game with a banner (after a confirmation)', async ({ page }) => {
  await openGame(page, '?variant=chess2&moves=1.e4');
  const b = board(page);
  await ref(b, 'resign').click();
  await expect(ref(b, 'confirm')).toBeVisible();
  await ref(b, 'confirm-no').click();
  expect((await state(page)).status.over).toBe(false);
  await ref(b, 'resign').click();
  await ref(b, 'confirm-yes').click();
  await expect(ref(b, 'banner')).toBeVisible();
  await expect(ref(b, 'banner')).toContainText('White wins — Black resigned (1-0)');
  expect((await state(page)).status.over).toBe(true);
  // The result survives a reload.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(ref(b, 'banner')).toContainText('Black resigned');

  await openGame(page, '?variant=double-double');
  await ref(b, 'draw').click();
  await ref(b, 'confirm-yes').click();
  await expect(ref(b, 'banner')).toContainText('Draw — draw agreed (1/2-1/2)');
});

test('a record file can be opened and loaded', async ({ page }) => {
  await openGame(page, '?variant=chess');
  await page.locator('#btn-io').click();
  await page.locator('#io-file').setInputFiles({
    name: 'game.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('[Variant "two-prong"]\n\n1.e4 d5&Nf6 2.Nc3&d4 *\n'),
  });
  await expect(page.locator('#io-record')).toHaveValue(/Variant "two-prong"/);
  await page.locator('#io-load-record').click();
  await expect.poll(async () => (await state(page)).variant).toBe('two-prong');
  const s = await state(page);
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'd5&Nf6', 'Nc3&d4']);
  // A bad record shows the rules' error and keeps the game.
  await page.locator('#btn-io').click();
  await page.locator('#io-record').fill('[Variant "two-prong"]\n\n1.e5 *');
  await page.locator('#io-load-record').click();
  await expect(page.locator('#io-error')).toContainText('e5');
  await page.locator('#io-close').click();
  expect((await state(page)).history.length).toBe(3);
});

test('a save of the single-save version is moved into the list of games', async ({ page }) => {
  await openGame(page);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem(
      'twofold.save',
      JSON.stringify({ version: 1, variant: 'chess2', options: {}, start: null, turns: ['e4', 'c5,d6'], parts: [], at: null, ended: null, flip: true, computer: null }),
    );
  });
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  const s = await state(page);
  expect(s.variant).toBe('chess2');
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'c5,d6']);
  expect(s.orientation).toBe('black');
  expect(await page.evaluate(() => localStorage.getItem('twofold.save'))).toBeNull();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).history.length).toBe(2);
});

test('an unreadable old save gives a message and a fresh board', async ({ page }) => {
  await openGame(page);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('twofold.save', JSON.stringify({ version: 0, variant: 'chess', record: '' }));
  });
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#toast')).toContainText('older version');
  expect((await state(page)).history.length).toBe(0);
  // The fresh board holds the game the rules' table marks as the default.
  expect((await state(page)).variant).toBe('two-prong');
  // Help opens on the game on the board.
  await page.locator('#btn-help').click();
  await expect(page.locator('#help-game')).toHaveValue('two-prong');
});

test('a game saved by a newer version is kept, not deleted', async ({ page }) => {
  await openGame(page);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('twofold.games', JSON.stringify({ version: 2, current: 'future', games: [{ id: 'future', variant: 'chess', name: 'Chess', updated: 1 }] }));
    localStorage.setItem('twofold.game.future', JSON.stringify({ version: 99, variant: 'chess', somethingNew: true }));
  });
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#toast')).toContainText('newer version');
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('twofold.game.future'))).somethingNew).toBe(true);
});

test('a share link of a finished game keeps how it ended', async ({ page, context }) => {
  await openGame(page, '?variant=chess2&moves=1.e4');
  const b = board(page);
  await ref(b, 'resign').click();
  await ref(b, 'confirm-yes').click();
  await page.locator('#btn-share').click();
  const url = await page.locator('#share-url').inputValue();
  expect(url).toContain('1-0');
  const other = await context.newPage();
  await other.goto(url);
  await other.waitForSelector('body[data-ready=true]');
  await expect(ref(board(other), 'banner')).toContainText('White wins — Black resigned (1-0)');
});
