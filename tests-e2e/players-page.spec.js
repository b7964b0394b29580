// The players' page, third pass (issue 34): a friend's board by link seen
// from their own side, the board's keys wherever focus is inside it, the
// feedback of a tap on an earlier turn and of a finished game, toasts clear
// of the turn's controls, labelled inputs, the Help chooser on a phone and
// the embed's CORS note.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { state, board, ref, openGame, newGame, playTurnByClicks, tapSquare, squareCenter, legalParts, watchConsole, screenshot, device, sendLink, startLinkGame, openLink } from './helpers.js';

async function startByLink(page, side, friend, me) {
  await openGame(page);
  await startLinkGame(page, { side, friend, me });
}

/** Is a1 drawn below a8 (White at the bottom)? */
async function whiteAtBottom(page) {
  const a1 = await squareCenter(page, 'a1');
  const a8 = await squareCenter(page, 'a8');
  return a1.y > a8.y;
}

test('by link, each device shows its own side at the bottom, and whose turn it is by name', async ({ browser }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const al = await device(browser, testInfo);
  const bea = await device(browser, testInfo);
  try {
    await startByLink(al.page, 'white', 'Bea', 'Al');
    expect((await state(al.page)).orientation).toBe('white');
    await playTurnByClicks(al.page, 1, { touch });
    await expect(al.page.locator('#link-bar')).toContainText('“Bea” to move (Black)');
    const link = await sendLink(al.page);
    // Bea opens Al's link: she plays Black and sees Black at the bottom.
    await openLink(bea.page, link);
    expect((await state(bea.page)).orientation).toBe('black');
    expect(await whiteAtBottom(bea.page)).toBe(false);
    await expect(bea.page.locator('#link-bar')).toContainText('Your turn (you play Black)');
    await screenshot(bea.page, testInfo, 'by-link-black');
    await playTurnByClicks(bea.page, 2, { touch });
    await sendLink(bea.page);
    // Still Black's side after the page is opened again (the saved game).
    await bea.page.reload();
    await bea.page.waitForSelector('body[data-ready=true]');
    expect((await state(bea.page)).orientation).toBe('black');
    expect(await whiteAtBottom(bea.page)).toBe(false);
    // Al's own board never turned.
    expect(await whiteAtBottom(al.page)).toBe(true);
  } finally {
    await al.context.close();
    await bea.context.close();
  }
});

test('a player who starts a game by link as Black sees Black at the bottom at once', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once is enough');
  await startByLink(page, 'black', 'Cy', 'Di');
  expect((await state(page)).orientation).toBe('black');
  expect(await whiteAtBottom(page)).toBe(false);
});

test('← → Home End browse after a click in the move list, and on the buttons; never while typing', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'keys: the desktop');
  const errors = watchConsole(page);
  await openGame(page, '?variant=chess2');
  const b = board(page);
  for (let k = 0; k < 4; k++) await playTurnByClicks(page, k);
  await ref(b, 'move-list').locator('button[data-turn="2"]').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(2);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(2);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(null);
  // A browsing button that disables itself keeps the keys: Start, then →.
  await ref(b, 'first').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(1);
  // "Back to the game" hides itself: End and ← still work from there.
  await ref(b, 'live').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(null);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(3);
  await page.keyboard.press('End');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(null);
  // Escape takes back a part from a button; Enter ends the turn from the move list.
  const part = (await legalParts(page)).find((p) => p.from && p.to && p.from !== p.to && !p.promo);
  await tapSquare(page, part.from);
  await tapSquare(page, part.to);
  await expect.poll(async () => (await state(page)).turnInProgress).toBe(true);
  await ref(b, 'flip').click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await state(page)).turnInProgress).toBe(false);
  // Typing in the move box: Home and ← stay in the box.
  await ref(b, 'entry-text').fill('e4');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  expect((await state(page)).viewTurn).toBe(null);
  // Help says it as it is.
  await page.locator('#btn-help').click();
  await page.locator('#tab-controls').click();
  const help = page.locator('#help-body');
  await expect(help).toContainText('Keys work wherever the focus is inside the board (the board itself, its buttons, the move list');
  await expect(help).toContainText('never while typing in the move box: ← → Home End step through the game, Enter ends a turn that may end, Escape drops the piece picked up or takes back the last part');
  expect(errors).toEqual([]);
});

test('a tap on an earlier turn says which turn is shown, with the way back', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess2');
  const b = board(page);
  for (let k = 0; k < 2; k++) await playTurnByClicks(page, k, { touch });
  await ref(b, 'back').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(1);
  await tapSquare(page, 'e2', touch);
  const toast = ref(b, 'toast');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Viewing turn 1 — Back to the game to move');
  // On a phone the toast keeps clear of the turn's controls and the way back.
  const box = await toast.boundingBox();
  for (const name of ['viewing', 'turn-controls']) {
    const other = await ref(b, name).boundingBox();
    if (!other) continue;
    const apart = box.y + box.height <= other.y || other.y + other.height <= box.y || box.x + box.width <= other.x || other.x + other.width <= box.x;
    expect(apart, `the toast covers ${name}`).toBe(true);
  }
  await screenshot(page, testInfo, 'viewing-toast');
  await toast.getByRole('button', { name: 'Back to the game' }).click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(null);
  await expect(toast).toBeHidden();
});

test('a page message already shown moves off the board’s later message (“Viewing turn N”)', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess2');
  for (let k = 0; k < 2; k++) await playTurnByClicks(page, k, { touch });
  // The page's message (a link that holds no game, over the saved game), shown first…
  await openGame(page, '?play=not-a-game');
  const pageToast = page.locator('#toast');
  await expect(pageToast).toContainText('Could not open the game link');
  // …then the board's, for a move tried on an earlier turn.
  const b = board(page);
  await ref(b, 'back').click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(1);
  await tapSquare(page, 'e2', touch);
  const boardToast = ref(b, 'toast');
  await expect(boardToast).toContainText('Viewing turn 1 — Back to the game to move');
  await expect(pageToast).toBeVisible();
  const [one, two] = [await pageToast.boundingBox(), await boardToast.boundingBox()];
  const apart = one.y + one.height <= two.y || two.y + two.height <= one.y || one.x + one.width <= two.x || two.x + two.width <= one.x;
  expect(apart, `the page's message ${JSON.stringify(one)} covers the board's ${JSON.stringify(two)}`).toBe(true);
  // Its way back is there to press.
  await screenshot(page, testInfo, 'two-messages');
  await boardToast.getByRole('button', { name: 'Back to the game' }).click();
  await expect.poll(async () => (await state(page)).viewTurn).toBe(null);
});

test('a toast never covers the turn’s controls, wherever the page is scrolled on a phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone');
  await startByLink(page, 'white', 'Bea', 'Al');
  const b = board(page);
  await expect(ref(b, 'turn-controls')).toBeVisible();
  const apart = (t, c) => t.y + t.height <= c.y || c.y + c.height <= t.y;
  // Room below the page, so that the turn's controls can be scrolled to the top of the screen.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '100vh';
  });
  // The turn's controls at the bottom of the screen, then at its top: either end is where a toast goes.
  for (const end of ['bottom', 'top']) {
    const scroll = () =>
      page.evaluate((end) => {
        const r = document.querySelector('twofold-board').turnControlRects()[0];
        window.scrollBy(0, end === 'bottom' ? r.bottom - window.innerHeight + 8 : r.top - 8);
      }, end);
    await scroll();
    // The board's own toast…
    await b.evaluate((el) => el.toast('A message of the board'));
    await expect(ref(b, 'toast')).toBeVisible();
    expect(apart(await ref(b, 'toast').boundingBox(), await ref(b, 'turn-controls').boundingBox()), `${end}: the board’s toast covers the turn’s controls`).toBe(true);
    await screenshot(page, testInfo, `toast-clear-${end}`);
    // …and the page's (Copy the link, pressed without scrolling).
    await scroll();
    await page.locator('#link-copy').evaluate((el) => el.click());
    await expect(page.locator('#toast')).toBeVisible();
    expect(apart(await page.locator('#toast').boundingBox(), await ref(b, 'turn-controls').boundingBox()), `${end}: the page’s toast covers the turn’s controls`).toBe(true);
  }
});

test("the page's message keeps off the game's buttons on a desktop (Undo … Copy position)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop layout: the panel beside the board');
  await page.setViewportSize({ width: 1280, height: 800 });
  const b = board(page);
  for (const variant of ['two-boards', 'chess', 'double-double']) {
    // A game opened by its address says so (the message of two lines that covered Edit position).
    await openGame(page, `?variant=${variant}`);
    const toast = page.locator('#toast');
    await expect(toast).toContainText('The shared game is on the board');
    const controls = ['game-controls', 'turn-controls', 'nav'];
    const covered = async () => {
      const t = await toast.boundingBox();
      if (!t) return 'the message is gone';
      const hit = [];
      for (const name of controls) {
        const c = await ref(b, name).boundingBox();
        if (c && c.width > 0 && t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height) hit.push(name);
      }
      return hit.join(' ');
    };
    await expect.poll(covered, `${variant}: controls under the message`).toBe('');
    await screenshot(page, testInfo, `message-clear-${variant}`);
  }
});

test('a finished game hides End turn and Take back part', async ({ page }, testInfo) => {
  await openGame(page, '?variant=chess2');
  const b = board(page);
  await playTurnByClicks(page, 0, { touch: testInfo.project.name === 'phone' });
  await expect(ref(b, 'turn-controls')).toBeVisible();
  await ref(b, 'resign').click();
  await ref(b, 'confirm-yes').click();
  await expect.poll(async () => (await state(page)).status.over).toBe(true);
  await expect(ref(b, 'turn-controls')).toBeHidden();
  await expect(ref(b, 'end-turn')).toBeHidden();
  await expect(ref(b, 'take-back')).toBeHidden();
  await expect(ref(b, 'banner')).toBeVisible();
  await screenshot(page, testInfo, 'finished');
  // Undo brings the game back, and its controls with it.
  await ref(b, 'undo').click();
  await expect.poll(async () => (await state(page)).status.over).toBe(false);
  await expect(ref(b, 'turn-controls')).toBeVisible();
});

test('the move box and the share link take their names from their visible labels; axe finds nothing serious', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once is enough');
  await openGame(page, '?variant=chess2');
  const b = board(page);
  await expect(ref(b, 'entry-text')).toHaveAccessibleName('Type a move or a whole turn');
  await expect(b.getByRole('textbox', { name: 'Type a move or a whole turn' })).toBeVisible();
  await page.locator('#btn-share').click();
  await expect(page.locator('#share-url')).toHaveAccessibleName('Link to this game');
  await expect(page.locator('#dlg-share').getByText('Link to this game')).toBeVisible();
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.id)).toEqual([]);
});

test('Share → Embed says which host must allow other sites (CORS)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once is enough');
  await openGame(page, '?variant=chess2');
  await page.locator('#btn-share').click();
  await page.locator('#tab-embed').click();
  const note = page.locator('#embed-cors-note');
  await expect(note).toBeVisible();
  const host = new URL(page.url()).host;
  await expect(note).toContainText(`The element's files come from ${host}`);
  await expect(note).toContainText('Access-Control-Allow-Origin');
  expect(await page.locator('#embed-element').inputValue()).toContain(`//${host}/`);
});

test('on a phone the Help game chooser stays inside its dialog', async ({ page }, testInfo) => {
  await openGame(page, '?variant=chess2');
  await page.locator('#btn-help').click();
  const dialog = page.locator('#dlg-help');
  await expect(dialog).toBeVisible();
  const chooser = page.locator('#help-game');
  const values = await chooser.locator('option').evaluateAll((os) => os.map((o) => o.value));
  for (const v of values) {
    await chooser.selectOption(v);
    const d = await dialog.boundingBox();
    const c = await chooser.boundingBox();
    expect(c.x + c.width, `${v}: the chooser sticks out`).toBeLessThanOrEqual(d.x + d.width + 0.5);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth), v).toBeLessThanOrEqual(0);
  }
  await screenshot(page, testInfo, 'help-chooser');
});

/** The scene's arrows of `kind`, the analysis' lines and the legal parts, read together (lines change twice a second). */
const suggestions = (page, kind) =>
  page.evaluate((kind) => {
    const d = document.querySelector('twofold-board').debug;
    return { arrows: d.scene().arrows.filter((a) => a.kind === kind), lines: d.analysis().lines, parts: d.legalParts() };
  }, kind);

/** The arrow a first part in notation makes: its squares, from the legal parts. */
const firstArrow = (parts, san) => {
  const p = parts.find((q) => q.san === san);
  return p && { from: p.from, to: p.to };
};

test('the analysis draws its best line as arrows; pointing at or focusing another line draws that one', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'pointer and focus: the desktop');
  await openGame(page);
  await newGame(page, 'chess2', { opponent: 'analyse' });
  const b = board(page);
  await ref(b, 'analyse').click();
  await expect(b.locator('.analysis-lines button.line')).toHaveCount(3, { timeout: 15_000 });
  const drawn = async (k) => {
    const s = await suggestions(page, 'best');
    const line = s.lines[k];
    if (!line?.turn.length || !s.arrows.length) return null;
    const want = firstArrow(s.parts, line.turn[0]);
    const got = { from: s.arrows[0].from, to: s.arrows[0].to };
    // Numbered when the turn has several parts.
    const numbers = s.arrows.map((a) => a.n);
    const okNumbers = s.arrows.length > 1 ? numbers.every((n, i) => n === i + 1) : numbers[0] === 0;
    return JSON.stringify(want) === JSON.stringify(got) && okNumbers && s.arrows.length <= line.turn.length;
  };
  await expect.poll(() => drawn(0)).toBe(true);
  await screenshot(page, testInfo, 'analysis-arrows');
  // Two different lines: pointing at the second draws its own first move.
  await b.locator('.analysis-lines button.line').nth(1).hover();
  await expect.poll(() => drawn(1)).toBe(true);
  await page.mouse.move(1, 1);
  await expect.poll(() => drawn(0)).toBe(true);
  await b.locator('.analysis-lines button.line').nth(2).focus();
  await expect.poll(() => drawn(2)).toBe(true);
  // Its first move differs from the best line's: the arrows really follow the line.
  const s = await suggestions(page, 'best');
  expect(s.lines[2].turn[0]).not.toBe(s.lines[0].turn[0]);
  // Enter plays the focused line; its button goes, and the keys still browse.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await state(page)).viewTurn).toBe(0);
});

test('Hint draws its turn as arrows, gone once a move is made', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess2');
  const b = board(page);
  await playTurnByClicks(page, 0, { touch });
  await ref(b, 'hint').click();
  await expect(ref(b, 'thinking')).toContainText('Hint: ', { timeout: 15_000 });
  const text = (await ref(b, 'thinking').textContent()).replace('Hint: ', '').trim();
  const sans = text.split(',');
  const s = await suggestions(page, 'hint');
  expect(s.arrows.length).toBe(sans.length);
  expect({ from: s.arrows[0].from, to: s.arrows[0].to }).toEqual(firstArrow(s.parts, sans[0]));
  expect(s.arrows.map((a) => a.n)).toEqual(sans.length > 1 ? sans.map((_, i) => i + 1) : [0]);
  await screenshot(page, testInfo, 'hint-arrows');
  const part = s.parts.find((p) => p.san === sans[0]);
  await tapSquare(page, part.from, touch);
  await tapSquare(page, part.to, touch);
  await expect.poll(async () => (await suggestions(page, 'hint')).arrows.length).toBe(0);
});
