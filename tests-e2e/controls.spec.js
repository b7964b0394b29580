// Game controls: resign and draw with the result banner, record file import,
// an old save.

import { test, expect } from '@playwright/test';
import { openGame, state } from './helpers.js';

test('resign and agree draw end the game with a banner', async ({ page }) => {
  page.on('dialog', (d) => d.accept());
  await openGame(page, '?variant=chess2&moves=1.e4');
  await page.locator('#btn-resign').click();
  await expect(page.locator('#banner')).toBeVisible();
  await expect(page.locator('#banner')).toContainText('1-0');
  await expect(page.locator('#banner')).toContainText('resignation');
  expect((await state(page)).status.over).toBe(true);
  // The result survives a reload.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#banner')).toContainText('resignation');

  await openGame(page, '?variant=double-double');
  await page.locator('#btn-draw').click();
  await expect(page.locator('#banner')).toContainText('1/2-1/2');
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
  const s = await state(page);
  expect(s.variant).toBe('two-prong');
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'd5&Nf6', 'Nc3&d4']);
  // A bad record shows the rules' error and keeps the game.
  await page.locator('#btn-io').click();
  await page.locator('#io-record').fill('[Variant "two-prong"]\n\n1.e5 *');
  await page.locator('#io-load-record').click();
  await expect(page.locator('#io-error')).toContainText('e5');
  await page.locator('#io-close').click();
  expect((await state(page)).history.length).toBe(3);
});

test('a save from an older version gives a message and a fresh board', async ({ page }) => {
  await openGame(page);
  await page.evaluate(() => localStorage.setItem('twofold.save', JSON.stringify({ version: 0, variant: 'chess', record: '' })));
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#toast')).toContainText('older version');
  expect((await state(page)).history.length).toBe(0);
});
