// A first visit that plays: the first screen offers Play the computer (at
// level 2 unless another level was chosen before, and the choice is kept),
// Play a friend (here or by link) and the game list, with the game's summary
// and a How to play link; all of it in view on a phone, with the board.
// Then New game fits the screen with its Start button in view.

import { test, expect } from '@playwright/test';
import { board, ref, state, screenshot } from './helpers.js';

async function firstVisit(page) {
  await page.goto('./');
  await page.waitForSelector('body[data-ready=true]');
}

test('the first screen offers the computer at level 2, a friend here or by link, and the game list', async ({ page }, testInfo) => {
  await firstVisit(page);
  const welcome = page.locator('#welcome');
  await expect(welcome).toBeVisible();
  // The game on the board in one line, and its rules one tap away.
  const s = await state(page);
  await expect(page.locator('#welcome-summary')).not.toBeEmpty();
  await expect(page.locator('#welcome-game')).toHaveValue(s.variant);
  for (const id of ['#welcome-computer', '#welcome-level', '#welcome-here', '#welcome-link', '#welcome-game', '#welcome-how']) {
    await expect(page.locator(id), id).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator('#welcome-level')).toHaveValue('2');
  // The board is there too, not pushed below the screen.
  await expect(ref(board(page), 'canvas')).toBeInViewport({ ratio: 0.9 });
  await screenshot(page, testInfo, 'first-visit');

  await page.locator('#welcome-how').click();
  await expect(page.locator('#dlg-help')).toBeVisible();
  await expect(page.locator('#help-game')).toHaveValue(s.variant);
  await page.locator('#help-close').click();

  // Another game from the list: its summary comes with it.
  const before = await page.locator('#welcome-summary').textContent();
  await page.locator('#welcome-game').selectOption('marseillais');
  await expect.poll(async () => (await state(page)).variant).toBe('marseillais');
  await expect(page.locator('#welcome-summary')).not.toHaveText(before);

  // Level 3 chosen, then Play the computer: a game against it at that level.
  await page.locator('#welcome-level').selectOption('3');
  await page.locator('#welcome-computer').click();
  await expect.poll(async () => (await state(page)).mode).toBe('computer');
  const save = await board(page).evaluate((el) => el.saveState());
  expect(save).toMatchObject({ variant: 'marseillais', mode: 'computer', computerSide: 'black', level: 3 });
  await expect(page.locator('#welcome')).toBeHidden();
  await screenshot(page, testInfo, 'first-computer-game');

  // The choice is remembered: New game offers level 3, and a reload brings no welcome back.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#welcome')).toBeHidden();
  await page.locator('#btn-new').click();
  await expect(page.locator('#new-level')).toHaveValue('3');
});

test('Play a friend: here keeps the game for two on this device; by link opens New game on a link game', async ({ page }) => {
  await firstVisit(page);
  await page.locator('#welcome-here').click();
  await expect(page.locator('#welcome')).toBeHidden();
  expect((await state(page)).mode).toBe('play');

  await page.evaluate(() => localStorage.clear());
  await firstVisit(page);
  await page.locator('#welcome-link').click();
  await expect(page.locator('#dlg-new')).toBeVisible();
  await expect(page.locator('#new-opponent')).toHaveValue('link');
  await expect(page.locator('#new-link-fields')).toBeVisible();
  await expect(page.locator('#new-start')).toBeInViewport({ ratio: 1 });
});

test('a first move answers the welcome; New game offers level 2 to a newcomer with its Start in view', async ({ page }) => {
  await firstVisit(page);
  await page.locator('#btn-new').click();
  await expect(page.locator('#new-level')).toHaveValue('2');
  await page.locator('#new-opponent').selectOption('black');
  await expect(page.locator('#new-start')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#new-cancel')).toBeInViewport({ ratio: 1 });
  await page.locator('#new-cancel').click();
  await expect(page.locator('#welcome')).toBeVisible();
  await ref(board(page), 'entry-text').fill('e4');
  await ref(board(page), 'entry-text').press('Enter');
  await expect.poll(async () => (await state(page)).history.length).toBeGreaterThan(0);
  await expect(page.locator('#welcome')).toBeHidden();
});
