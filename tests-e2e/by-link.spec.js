// Playing a friend on another device by link: two browser contexts (two
// devices) pass links back and forth; old and foreign links never replace a
// game; a link opens offline too.

import { test, expect } from '@playwright/test';
import { state, board, ref, playTurnByClicks, device, sendLink, startLinkGame, openLink } from './helpers.js';

test.describe.configure({ mode: 'serial' });

async function ready(page) {
  await page.waitForSelector('body[data-ready=true]');
}

/** Opens the page and starts a game by link on it. */
async function startByLink(page, variant, side, friend, me) {
  await page.goto('./');
  await ready(page);
  await startLinkGame(page, { variant, side, friend, me });
}

const open = openLink;

for (const variant of ['chess2', 'two-boards']) {
  test(`${variant}: two devices play ten turns by passing links`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const touch = testInfo.project.name === 'phone';
    const a = await device(browser, testInfo);
    const b = await device(browser, testInfo);
    try {
      await startByLink(a.page, variant, 'white', 'Bea', 'Al');
      let link = null;
      const lengths = [];
      for (let turn = 0; turn < 10; turn++) {
        const mover = turn % 2 === 0 ? a : b;
        if (link) await open(mover.page, link);
        if (turn === 1) {
          // Bea's first link: the game is new on her device, named after Al, and she plays Black.
          await expect(mover.page.locator('#link-bar')).toContainText('Your turn (you play Black)');
        }
        if (turn > 0) await expect(mover.page.locator('#toast')).toContainText(turn === 1 ? 'Al' : turn % 2 ? 'Al' : 'Bea');
        await playTurnByClicks(mover.page, turn, { touch });
        await expect(mover.page.locator('#link-bar')).toContainText('send');
        link = await sendLink(mover.page);
        lengths.push(link.length);
      }
      // Both devices hold the same ten turns.
      await open(a.page, link);
      const sa = await state(a.page);
      const sb = await state(b.page);
      expect(sa.history.length).toBe(10);
      expect(sa.history.map((t) => t.text)).toEqual(sb.history.map((t) => t.text));
      // It is Al's turn: Bea's device refuses to move White.
      const part = (await b.page.evaluate(() => document.querySelector('twofold-board').debug.state())).status.sideToMove;
      expect(part).toBe('white');
      await expect(ref(board(b.page), 'opponent')).toContainText('you play Black');
      // Games shows whose turn it is.
      await b.page.locator('#btn-games').click();
      await expect(b.page.locator('#games-list')).toContainText('the turn of “Al”');
      console.log(`[${testInfo.project.name}] ${variant}: link lengths over ten turns: ${lengths.join(', ')}`);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
}

test('an out-of-date link and a link with another history never replace the game', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once is enough');
  const a = await device(browser, testInfo);
  const b = await device(browser, testInfo);
  const c = await device(browser, testInfo);
  try {
    await startByLink(a.page, 'chess2', 'white', 'Bea', 'Al');
    await playTurnByClicks(a.page, 1);
    const first = await sendLink(a.page);
    // Bea answers…
    await open(b.page, first);
    await playTurnByClicks(b.page, 2);
    const answer = await sendLink(b.page);
    // …and so does someone else who got Al's first link, differently.
    await open(c.page, first);
    await playTurnByClicks(c.page, 5);
    const foreign = await sendLink(c.page);
    await open(a.page, answer);
    const mine = (await state(a.page)).history.map((t) => t.text);
    expect(mine.length).toBe(2);
    // The old link: the game is kept.
    await open(a.page, first);
    await expect(a.page.locator('#toast')).toContainText('older than your game');
    expect((await state(a.page)).history.map((t) => t.text)).toEqual(mine);
    // The foreign history: kept too, with the offer to open the link separately.
    await open(a.page, foreign);
    await expect(a.page.locator('#toast')).toContainText('differs from yours after turn 2');
    expect((await state(a.page)).history.map((t) => t.text)).toEqual(mine);
    await a.page.locator('#toast button', { hasText: 'separate game' }).click();
    await expect.poll(async () => (await state(a.page)).history.length).toBe(2);
    expect((await state(a.page)).history.map((t) => t.text)).not.toEqual(mine);
    await a.page.locator('#btn-games').click();
    await expect(a.page.locator('#games-list li')).toHaveCount(2);
  } finally {
    await a.context.close();
    await b.context.close();
    await c.context.close();
  }
});

test('a link opens offline, in the cached page', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once is enough');
  const a = await device(browser, testInfo);
  const b = await device(browser, testInfo);
  try {
    await startByLink(a.page, 'chess2', 'white', 'Bea', 'Al');
    await playTurnByClicks(a.page, 1);
    const link = await sendLink(a.page);
    // Bea has visited before (the page is cached), and is offline now.
    await b.page.goto('./');
    await ready(b.page);
    await b.page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 30_000 });
    await b.context.setOffline(true);
    await open(b.page, link);
    expect((await state(b.page)).history.length).toBe(1);
    await expect(b.page.locator('#link-bar')).toContainText('Your turn');
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
