// Polish: a disabled button looks disabled (End turn too, the primary
// button); every game's whole name fits its title on a phone; on a desktop
// the panel and its move list take room beside the board.

import { execSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { openGame, board, ref, screenshot, tapSquare } from './helpers.js';

const VARIANTS = JSON.parse(execSync('node tests-e2e/list-variants.mjs', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));

/** A button's look: its opacity and background. */
const look = (locator) => locator.evaluate((el) => ({ opacity: Number(getComputedStyle(el).opacity), background: getComputedStyle(el).backgroundColor }));

test('a disabled End turn looks disabled: faded and unfilled, like the other disabled buttons', async ({ page }, testInfo) => {
  const b = board(page);
  await openGame(page, '?variant=two-prong&moves=1.e4');
  await expect(ref(b, 'end-turn')).toBeDisabled();
  const off = await look(ref(b, 'end-turn'));
  const plain = await look(ref(b, 'take-back'));
  expect(off.opacity).toBeLessThanOrEqual(0.6);
  expect(off).toEqual(plain);
  // Live, it is the filled primary button.
  await tapSquare(page, 'e7', testInfo.project.name === 'phone');
  await tapSquare(page, 'e5', testInfo.project.name === 'phone');
  await expect(ref(b, 'end-turn')).toBeEnabled();
  const on = await look(ref(b, 'end-turn'));
  expect(on.opacity).toBe(1);
  expect(on.background).not.toBe(off.background);
});

test('every game’s whole name fits its title', async ({ page }, testInfo) => {
  const b = board(page);
  for (const { id, name } of VARIANTS) {
    await openGame(page, `?variant=${id}`);
    const title = b.locator('.toolbar .title');
    await expect(title, id).toHaveText(name, { useInnerText: true });
    const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
    expect(fits, `${id}: "${name}" is cut`).toBe(true);
    await expect(title, id).toBeInViewport({ ratio: 1 });
    if (id === 'double-double') await screenshot(page, testInfo, 'title-double-double');
  }
});

test('a phone held sideways titles each game with its short name from the rules, whole', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone held sideways');
  await page.setViewportSize({ width: 844, height: 390 });
  const b = board(page);
  for (const { id, name, shortName } of VARIANTS) {
    expect(shortName.length, id).toBeLessThanOrEqual(name.length);
    await openGame(page, `?variant=${id}`);
    const title = b.locator('.toolbar .title');
    await expect(title, id).toHaveText(shortName, { useInnerText: true });
    const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits, `${id}: "${shortName}" is cut`).toBe(true);
    if (id === 'chess2') await screenshot(page, testInfo, 'title-sideways-chess2');
  }
  // Chess2's full name is long: held sideways its short name is used.
  expect(VARIANTS.find((v) => v.id === 'chess2')?.shortName).toBe('Chess2');
});

test('desktop: the panel and the move list take room beside the board', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop matter');
  const b = board(page);
  await openGame(page, '?variant=chess2&moves=1.e4');
  const side = await ref(b, 'side').boundingBox();
  const list = await ref(b, 'move-list').boundingBox();
  const canvas = await ref(b, 'canvas').boundingBox();
  expect(side.width).toBeGreaterThanOrEqual(400);
  expect(list.height).toBeGreaterThanOrEqual(250);
  // The board keeps the screen's height, and nothing scrolls.
  expect(canvas.height).toBeGreaterThanOrEqual(500);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
  await screenshot(page, testInfo, 'desktop-layout');
});
