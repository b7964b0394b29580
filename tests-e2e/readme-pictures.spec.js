// The README's pictures of a game, on a desktop and on a phone: taken anew on
// every run from the page as it is, so the front door never shows an old page.
// (docs/images/desktop.png and docs/images/phone.png; commit them when they change.)

import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { openGame, board } from './helpers.js';

const GAME = `?variant=chess2&moves=${encodeURIComponent('1.e4 c5,d6 2.Bb5+ Nd7 3.Nf3,O-O a6,Nf6')}`;

test('the README shows a Chess2 game as the page draws it', async ({ page }, testInfo) => {
  await openGame(page, GAME);
  // The whole game is on the board before the picture: its last turn in the move list.
  await expect(board(page).locator('.move-list')).toContainText('a6,Nf6');
  // The page's note on a shared game goes by itself: the picture shows the game alone.
  await expect(page.locator('#toast')).toBeHidden({ timeout: 15_000 });
  const file = `docs/images/${testInfo.project.name}.png`;
  await page.screenshot({ path: file, scale: 'css' }); // CSS pixels: a light file for the README
  const png = PNG.sync.read(readFileSync(file));
  const viewport = page.viewportSize();
  expect([png.width, png.height]).toEqual([viewport.width, viewport.height]);
});
