// A game by link on a phone: one compact bar (who you play, whose turn, and
// one primary button, the one to press now: none on your own turn, Send when
// your friend is to move, Accept when they offered a draw), and Share on a
// link game shares the game's own link, the one Send gives.

import { test, expect } from '@playwright/test';
import { board, ref, playTurnByClicks, device, sendLink, startLinkGame, screenshot } from './helpers.js';

/** The bar's height and its visible primary buttons' ids. */
async function bar(page) {
  return page.evaluate(() => {
    const el = document.getElementById('link-bar');
    const primaries = [...el.querySelectorAll('button.primary')].filter((b) => b.checkVisibility()).map((b) => b.id);
    return { height: el.getBoundingClientRect().height, primaries };
  });
}

test('by link on a phone: one compact bar with the one right primary button; Share gives the game’s own link', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  const touch = true;
  const al = await device(browser, testInfo);
  await al.page.goto('./');
  await al.page.waitForSelector('body[data-ready=true]');
  await startLinkGame(al.page, { variant: 'chess2', side: 'white', friend: 'Bea', me: 'Al' });

  // Al's own turn: who he plays and against whom; nothing new to send, so no primary button.
  await expect(al.page.locator('#link-text')).toContainText('Your turn (you play White) against “Bea”');
  let b = await bar(al.page);
  expect(b.primaries).toEqual([]);
  expect(b.height).toBeLessThanOrEqual(100);
  await screenshot(al.page, testInfo, 'link-bar-own-turn');

  // Bea to move: Send is the one primary button; the bar stays compact and the board in view.
  await playTurnByClicks(al.page, 1, { touch });
  await expect(al.page.locator('#link-text')).toContainText('“Bea” to move (Black)');
  b = await bar(al.page);
  expect(b.primaries).toEqual(['link-send']);
  expect(b.height).toBeLessThanOrEqual(100);
  await expect(ref(board(al.page), 'canvas')).toBeInViewport({ ratio: 0.8 });
  await screenshot(al.page, testInfo, 'link-bar-friends-turn');

  // Share on this game: the link Send gives, not a copy that opens as a new game.
  const sent = await sendLink(al.page);
  await al.page.locator('#btn-share').tap();
  await expect(al.page.locator('#share-url')).toHaveValue(sent);
  await expect(al.page.locator('#share-link-note')).toContainText('own link');
  await al.context.close();
});
