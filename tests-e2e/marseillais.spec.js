// Marseillais Chess, added as one rules module and one line of the table of
// games with no edit to the page: the page offers it (New game shows its
// summary and option), Help explains it, the computer answers, and a link
// and an embed open it.

import { test, expect } from '@playwright/test';
import { openGame, watchConsole, state, computer, newGame, playTurnByClicks, boardReady, screenshot, replayTurns } from './helpers.js';

const EXAMPLE = '1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5';
const AFTER_EXAMPLE = 'r1bqkbnr/pppp1p1p/2n5/4p2p/4P3/5N2/PPPP1PPP/RNB1KB1R';

/** Waits until the computer has finished its turn and `turns` turns are played. */
async function waitForComputer(page, turns) {
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(turns);
  await expect.poll(async () => (await computer(page)).busy, { timeout: 30_000 }).toBe(false);
}

test('the page offers Marseillais Chess, Help explains it and the computer answers', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('marseillais');
  await expect(page.locator('#new-variant option:checked')).toHaveText('Marseillais Chess');
  await expect(page.locator('#new-about')).toContainText('a check on the first move ends the turn');
  await expect(page.locator('#new-options input[name=unbalanced]')).toBeVisible();
  await expect(page.locator('#new-options')).toContainText('Original (unbalanced)');
  await screenshot(page, testInfo, 'marseillais-new-game');
  await page.locator('#dlg-new').press('Escape');

  // The computer plays White: its first turn is one move (the balanced
  // form); Black's turn is two moves; the computer's next turn answers.
  await newGame(page, 'marseillais', { opponent: 'white', level: '1' });
  await waitForComputer(page, 1);
  expect((await state(page)).history[0].text).not.toContain(',');
  const sans = await playTurnByClicks(page, 5);
  expect(sans).toHaveLength(2);
  await waitForComputer(page, 3);
  const s = await state(page);
  expect(s.history.map((t) => t.color)).toEqual(['white', 'black', 'white']);
  expect(await replayTurns('marseillais', s.history.map((t) => t.text))).toBe(s.position);
  await screenshot(page, testInfo, 'marseillais-computer');

  // Help opens on the game on the board and gives its rules.
  await page.locator('#btn-help').click();
  await expect(page.locator('#help-game')).toHaveValue('marseillais');
  await expect(page.locator('#help-body')).toContainText('Marseillais Chess');
  await expect(page.locator('#help-body')).toContainText('A check given by the first move ends the turn');
  await screenshot(page, testInfo, 'marseillais-help');
  expect(errors).toEqual([]);
});

test('a link and an embed open a Marseillais game, with its option', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await openGame(page, `?variant=marseillais&moves=${encodeURIComponent(EXAMPLE)}`);
  let s = await state(page);
  expect(s.variant).toBe('marseillais');
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'e5,Nc6', 'Qh5,Nf3', 'g6,gxh5']);
  expect(s.position.split(' ')[0]).toBe(AFTER_EXAMPLE);
  await screenshot(page, testInfo, 'marseillais-link');

  // The original form: White's first turn is two moves.
  await openGame(page, `?variant=marseillais&options=unbalanced&moves=${encodeURIComponent('1.Nf3,e4')}`);
  s = await state(page);
  expect(s.history.map((t) => t.text)).toEqual(['Nf3,e4']);
  expect(s.record).toContain('unbalanced');

  await page.goto(`./embed.html?variant=marseillais&mode=replay&moves=${encodeURIComponent(EXAMPLE)}`);
  await boardReady(page);
  s = await state(page);
  expect(s.variant).toBe('marseillais');
  expect(s.position.split(' ')[0]).toBe(AFTER_EXAMPLE);
  await screenshot(page, testInfo, 'marseillais-embed');
  expect(errors).toEqual([]);
});
