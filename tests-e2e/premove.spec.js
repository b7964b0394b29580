// Premove: a move made while the other side is to move is queued (drawn in
// its own colour, with a dashed arrow), played at once when the turn comes if
// it is legal then, dropped with a word if not, and cancelled by a tap
// elsewhere, a right-click or Escape. Against the computer (its answers held back by
// the test while the player premoves) and in a game by link (the premove is
// kept with the saved game until the friend's link arrives).

import { test, expect } from '@playwright/test';
import { openGame, watchConsole, state, board, ref, tapSquare, squareCenter, newGame, device, sendLink, startLinkGame, screenshot, openLink } from './helpers.js';

const scene = (page) => page.evaluate(() => document.querySelector('twofold-board').debug.scene());

/** Holds back the computer's answers (every message from a worker) until release(); call before the page loads. */
async function holdComputer(page) {
  await page.addInitScript(() => {
    const Real = window.Worker;
    window.__hold = { on: false, queue: [] };
    window.__release = () => {
      window.__hold.on = false;
      for (const deliver of window.__hold.queue.splice(0)) deliver();
    };
    window.Worker = class extends Real {
      set onmessage(fn) {
        super.onmessage = fn && ((e) => (window.__hold.on ? window.__hold.queue.push(() => fn.call(this, e)) : fn.call(this, e)));
      }
      get onmessage() {
        return super.onmessage;
      }
    };
  });
  return {
    hold: () => page.evaluate(() => (window.__hold.on = true)),
    release: () => page.evaluate(() => window.__release()),
  };
}

async function rightClick(page, name) {
  const p = await squareCenter(page, name);
  await page.mouse.click(p.x, p.y, { button: 'right' });
}

test('against the computer: a premove is queued while it thinks, cancelled by a tap elsewhere, a right-click or Escape, and played at once when the turn comes', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  const computer = await holdComputer(page);
  await openGame(page);
  await computer.hold();
  // The computer plays White: it is to move, and its answer is held back.
  await newGame(page, 'chess', { opponent: 'white', level: '1' });
  expect((await state(page)).status.sideToMove).toBe('white');

  // A piece of the player's picked up: its premove squares are shown.
  await tapSquare(page, 'e7', touch);
  let sc = await scene(page);
  expect(sc.selected).toBe('e7');
  expect(sc.targets.sort()).toEqual(['e5', 'e6']);
  await tapSquare(page, 'e5', touch);
  sc = await scene(page);
  expect(sc.premove).toEqual({ from: 'e7', to: 'e5' });
  expect(sc.arrows).toContainEqual({ from: 'e7', to: 'e5', n: 0, kind: 'premove' });
  expect(sc.board.e7).toBe('p'); // queued, not played
  await screenshot(page, testInfo, 'premove-queued');

  // A tap elsewhere cancels it.
  await tapSquare(page, 'a5', touch);
  expect((await scene(page)).premove).toBe(null);
  expect((await scene(page)).arrows.filter((a) => a.kind === 'premove')).toEqual([]);

  if (!touch) {
    // So does a right-click, which marks nothing then.
    await tapSquare(page, 'e7', touch);
    await tapSquare(page, 'e5', touch);
    expect((await scene(page)).premove).toEqual({ from: 'e7', to: 'e5' });
    await rightClick(page, 'h4');
    sc = await scene(page);
    expect(sc.premove).toBe(null);
    expect(sc.circles).toEqual([]);
    // And Escape.
    await tapSquare(page, 'e7', touch);
    await tapSquare(page, 'e5', touch);
    expect((await scene(page)).premove).toEqual({ from: 'e7', to: 'e5' });
    await ref(board(page), 'canvas').focus();
    await page.keyboard.press('Escape');
    expect((await scene(page)).premove).toBe(null);
  }

  // A cancelled premove is not played: the computer moves and it is the player's turn, with nothing played for them.
  await computer.release();
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(300);
  expect((await state(page)).history.length).toBe(1);
  expect((await state(page)).status.sideToMove).toBe('black');

  // The player's turn: d5; then a premove while the computer thinks again.
  await computer.hold();
  await tapSquare(page, 'd7', touch);
  await tapSquare(page, 'd5', touch);
  await expect.poll(async () => (await state(page)).history.length).toBe(2);
  await expect.poll(async () => (await state(page)).status.sideToMove).toBe('white');
  // (c6 is legal whatever White plays now: it also blocks the one check White has, on the a4–e8 diagonal.)
  await tapSquare(page, 'c7', touch);
  await tapSquare(page, 'c6', touch);
  expect((await scene(page)).premove).toEqual({ from: 'c7', to: 'c6' });
  await computer.release();
  // The computer's turn, then the premove at once: c6, with no further tap.
  // (The computer may already have answered it by the time the history is read.)
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  const s = await state(page);
  expect(s.history[3]).toMatchObject({ color: 'black', text: 'c6' });
  expect((await scene(page)).premove).toBe(null);
  expect(errors).toEqual([]);
});

test('by link: a premove waits for the friend’s link, is played when it opens, and is dropped with a word when the friend’s turn made it illegal', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const touch = testInfo.project.name === 'phone';
  const al = await device(browser, testInfo);
  const bea = await device(browser, testInfo);
  const open = openLink;
  try {
    await al.page.goto('./');
    await al.page.waitForSelector('body[data-ready=true]');
    await startLinkGame(al.page, { variant: 'chess', side: 'white', friend: 'Bea' });
    await tapSquare(al.page, 'e2', touch);
    await tapSquare(al.page, 'e4', touch);
    await expect(al.page.locator('#link-bar')).toContainText('send');
    let link = await sendLink(al.page);
    // Waiting for Bea's link: Al premoves d2-d4; it is kept with the saved game.
    await tapSquare(al.page, 'd2', touch);
    await tapSquare(al.page, 'd4', touch);
    expect((await scene(al.page)).premove).toEqual({ from: 'd2', to: 'd4' });
    await screenshot(al.page, testInfo, 'premove-by-link');

    await open(bea.page, link);
    await tapSquare(bea.page, 'e7', touch);
    await tapSquare(bea.page, 'e5', touch);
    link = await sendLink(bea.page);
    // Bea's link opens on Al's device: his premove is played at once.
    await open(al.page, link);
    await expect.poll(async () => (await state(al.page)).history.map((t) => t.text)).toEqual(['e4', 'e5', 'd4']);
    expect((await scene(al.page)).premove).toBe(null);

    // Another premove, d4-d5, which Bea's answer d5 makes illegal.
    link = await sendLink(al.page);
    await tapSquare(al.page, 'd4', touch);
    await tapSquare(al.page, 'd5', touch);
    expect((await scene(al.page)).premove).toEqual({ from: 'd4', to: 'd5' });
    await open(bea.page, link);
    await tapSquare(bea.page, 'd7', touch);
    await tapSquare(bea.page, 'd5', touch);
    link = await sendLink(bea.page);
    await open(al.page, link);
    await expect(ref(board(al.page), 'toast')).toContainText('Premove d4–d5 dropped');
    const s = await state(al.page);
    expect(s.history.map((t) => t.text)).toEqual(['e4', 'e5', 'd4', 'd5']);
    expect(s.status.sideToMove).toBe('white');
    expect((await scene(al.page)).premove).toBe(null);
  } finally {
    await al.context.close();
    await bea.context.close();
  }
});
