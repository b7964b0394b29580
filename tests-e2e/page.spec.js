// The players' page: phone play without losing the board, turns drawn as the
// rules see them, clear endings, comforts (sounds, dark theme, marks), the
// keyboard alone, screen readers, and orientation for new players.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openGame, watchConsole, state, board, ref, tapSquare, squareCenter, playTurnByClicks, legalParts, newGame, screenshot, desktopFlow } from './helpers.js';

const scene = (page) => page.evaluate(() => document.querySelector('twofold-board').debug.scene());
const BIG_BOARDS = ['dual-chess', 'two-boards', 'double-double'];

test('a phone never scrolls the page by itself: ten moves of Double Move Double Chess', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone matter');
  await openGame(page, '?variant=double-double');
  const before = await page.evaluate(() => window.scrollY);
  for (let t = 0; t < 5; t++) {
    await playTurnByClicks(page, t, { touch: true });
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  }
  expect((await state(page)).history.length).toBe(5);
});

for (const [name, viewport] of [
  ['portrait', { width: 390, height: 844 }],
  ['landscape', { width: 844, height: 390 }],
]) {
  test(`every square is a 40 px tap target on the big boards (${name}), with coordinates and the game's name in view`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone matter');
    await page.setViewportSize(viewport);
    for (const variant of BIG_BOARDS) {
      await openGame(page, `?variant=${variant}`);
      const s = await state(page);
      expect(s.squareSize, variant).toBeGreaterThanOrEqual(40);
      await expect(ref(board(page), 'title')).toBeVisible();
      await expect(ref(board(page), 'title')).toHaveText(/\w/);
      // The whole board is reachable: a turn by taps, on squares scrolled to.
      await playTurnByClicks(page, 3, { touch: true });
      await page.screenshot({ path: `test-results/screens/phone-${name}-${variant}.png` });
    }
    if (name === 'landscape') {
      // The panel sits beside the board.
      const canvas = await ref(board(page), 'canvas').boundingBox();
      const side = await ref(board(page), 'side').boundingBox();
      expect(side.x).toBeGreaterThanOrEqual(canvas.x + Math.min(canvas.width, 200));
    }
  });
}

test('Two-Prong: a planned half stays on its square, with a ghost and a numbered arrow', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=two-prong&moves=1.e4');
  await tapSquare(page, 'd7', touch);
  await tapSquare(page, 'd5', touch);
  const sc = await scene(page);
  expect(sc.board.d7).toBe('p');
  expect(sc.board.d5).toBeUndefined();
  expect(sc.ghosts).toEqual([{ square: 'd5', letter: 'p' }]);
  expect(sc.arrows).toContainEqual({ from: 'd7', to: 'd5', n: 1, kind: 'current' });
  // The opponent's last turn stays marked meanwhile.
  expect(sc.arrows).toContainEqual({ from: 'e2', to: 'e4', n: 0, kind: 'last' });
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-two-prong-ghost.png` });
});

test('multi-part turns: numbered arrows; Enter ends the turn, Escape takes back a part', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess2&moves=1.e4');
  const b = board(page);
  await tapSquare(page, 'g8', touch);
  await tapSquare(page, 'f6', touch);
  expect((await scene(page)).arrows).toContainEqual({ from: 'g8', to: 'f6', n: 1, kind: 'current' });
  await ref(b, 'canvas').focus();
  await page.keyboard.press('Escape');
  expect((await state(page)).turnInProgress).toBe(false);
  // Two-Prong: a single move may end the turn; Enter does it.
  await openGame(page, '?variant=two-prong&moves=1.e4');
  await tapSquare(page, 'g8', touch);
  await tapSquare(page, 'f6', touch);
  await b.focus();
  await page.keyboard.press('Enter');
  expect((await state(page)).history.map((t) => t.text)).toEqual(['e4', 'Nf6']);
});

test('a square the selected piece cannot reach says why', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, '?variant=chess');
  await tapSquare(page, 'g1', touch);
  await tapSquare(page, 'g4', touch);
  await expect(ref(board(page), 'toast')).toContainText('no knight of White can move to g4');
  expect((await state(page)).history).toEqual([]);
});

test('one-move games have no turn buttons; the move box has a true example for each game and forgets stale errors', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const b = board(page);
  for (const variant of ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais']) {
    await openGame(page, `?variant=${variant}`);
    const single = ['chess', 'dual-chess', 'two-boards'].includes(variant);
    await expect(ref(b, 'turn-controls')).toBeVisible({ visible: !single });
    const example = (await ref(b, 'entry-text').getAttribute('placeholder')).replace(/^e\.g\. /, '').split(' or ')[0];
    await ref(b, 'entry-text').fill('Zz9');
    await ref(b, 'entry-text').press('Enter');
    await expect(ref(b, 'entry-error')).not.toBeEmpty();
    await ref(b, 'entry-text').fill(example);
    await expect(ref(b, 'entry-error')).toBeEmpty();
    await ref(b, 'entry-text').press('Enter');
    await expect.poll(async () => (await state(page)).history.length + ((await state(page)).turnInProgress ? 1 : 0), variant).toBe(1);
  }
});

test('Dual Chess says what the guard change did and what the flip would do', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const flipFen = 'rnbqkbnr******/pppppppp1fcmf1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1WCMW1/RNBQKBNR****** b KQkq - 1 1 =W';
  await openGame(page, `?variant=dual-chess&position=${encodeURIComponent(flipFen)}`);
  const b = board(page);
  await expect(ref(b, 'status')).toContainText("White's are now Wazirs");
  await expect(ref(b, 'status')).toContainText('may instead flip');
  await expect(ref(b, 'specials')).toContainText('Flip your guards to Wazirs (=W)');
});

test('against the computer playing White the board is turned for the player; a hint mid-turn names the whole turn', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess2');
  await page.locator('#new-opponent').selectOption('white');
  await page.locator('#new-level').selectOption('1');
  await page.locator('#new-start').click();
  await expect.poll(async () => (await state(page)).orientation).toBe('black');
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  // Black's normal turn: a quiet first part, then a hint for the rest.
  await tapSquare(page, 'a7', touch);
  await tapSquare(page, 'a6', touch);
  await ref(board(page), 'hint').click();
  await expect(ref(board(page), 'thinking')).toContainText('Hint: a6,', { timeout: 20_000 });
});

test('clear endings: who won and why, the beaten king marked, Rematch and New game', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page, `?variant=chess&position=${encodeURIComponent('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1')}`);
  await tapSquare(page, 'a1', touch);
  await tapSquare(page, 'a8', touch);
  const b = board(page);
  await expect(ref(b, 'banner')).toContainText('White wins — checkmate (1-0)');
  await expect(ref(b, 'banner')).toHaveAttribute('role', 'alert');
  expect((await scene(page)).lost).toEqual(['g8']);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-checkmate.png` });
  // Rematch: the same start again, as a new game; the finished one is kept.
  await ref(b, 'rematch').click();
  await expect.poll(async () => (await state(page)).history.length).toBe(0);
  expect((await state(page)).position).toBe('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1');
  await page.locator('#btn-games').click();
  await expect(page.locator('#games-list li')).toHaveCount(2);
  await page.locator('#games-close').click();
  // New game in the banner opens the dialog.
  await tapSquare(page, 'a1', touch);
  await tapSquare(page, 'a8', touch);
  await ref(b, 'new-game').click();
  await expect(page.locator('#dlg-new')).toBeVisible();
});

test('sounds for moves, captures, check and the end; the mute is remembered', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await page.addInitScript(() => {
    window.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...a) {
      window.__tones++;
      return start.apply(this, a);
    };
  });
  await openGame(page, '?variant=chess');
  const b = board(page);
  await expect(ref(b, 'sound')).toHaveAttribute('aria-pressed', 'true');
  // The sounds' code comes in a chunk of its own once the board renders
  // (board/sound-lazy.js); a sound before it has come is skipped by design,
  // so the first move waits for it (on a loaded machine it came after the move).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/sound-[^/]*\.js$/.test(e.name)));
  await playTurnByClicks(page, 1, { touch });
  await expect.poll(() => page.evaluate(() => window.__tones)).toBeGreaterThan(0);
  await ref(b, 'sound').click();
  await expect(ref(b, 'sound')).toHaveAttribute('aria-pressed', 'false');
  const tones = await page.evaluate(() => window.__tones);
  await playTurnByClicks(page, 2, { touch });
  expect(await page.evaluate(() => window.__tones)).toBe(tones);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(ref(b, 'sound')).toHaveAttribute('aria-pressed', 'false');
});

test('dark theme follows the system, with a toggle', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGame(page, '?variant=dual-chess');
  const b = board(page);
  await expect(ref(b, 'root')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-dark.png` });
  await page.locator('#btn-theme').click(); // auto → light
  await expect(ref(b, 'root')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(ref(b, 'root')).toHaveAttribute('data-theme', 'light');
});

test('the player marks squares and draws arrows (right-click; a long press on a phone)', async ({ page }, testInfo) => {
  await openGame(page, '?variant=chess');
  if (testInfo.project.name === 'phone') {
    const p = await squareCenter(page, 'e4');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    // Held until the mark appears (a long press marks while the finger is down).
    await expect.poll(async () => (await scene(page)).circles).toEqual(['e4']);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await scene(page)).circles).toEqual(['e4']);
    return;
  }
  const a = await squareCenter(page, 'e4');
  await page.mouse.click(a.x, a.y, { button: 'right' });
  expect((await scene(page)).circles).toEqual(['e4']);
  const c = await squareCenter(page, 'd5');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(c.x, c.y, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  expect((await scene(page)).arrows).toContainEqual({ from: 'e4', to: 'd5', n: 0, kind: 'user' });
  // A move clears them.
  await playTurnByClicks(page, 1);
  expect((await scene(page)).circles).toEqual([]);
});

test('a piece dragged by a finger is lifted into view', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'touch');
  await openGame(page, '?variant=chess');
  const a = await squareCenter(page, 'g1');
  const b = await squareCenter(page, 'f3');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }] });
  expect((await scene(page)).drag).toEqual({ touch: true, moved: true });
  await page.screenshot({ path: 'test-results/screens/phone-touch-drag.png' });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: b.x, y: b.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['Nf3']);
});

/** Moves the keyboard cursor onto a square, arrow key by arrow key, as a player would. */
async function cursorTo(page, target) {
  for (let i = 0; i < 80; i++) {
    const sc = await scene(page);
    if (sc.cursor === target) return;
    const from = sc.cursor ? await squareCenter(page, sc.cursor) : null;
    const to = await squareCenter(page, target);
    let key = 'ArrowRight';
    if (from) {
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      key = Math.abs(dx) > 2 ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    }
    await page.keyboard.press(key);
  }
  throw new Error(`the cursor did not reach ${target}`);
}

test('the keyboard alone plays a whole turn in every game, and says what it does', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a keyboard matter');
  for (const variant of ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais']) {
    await openGame(page, `?variant=${variant}&moves=${variant === 'double-double' ? '' : ''}`);
    const b = board(page);
    await ref(b, 'canvas').focus();
    const before = (await state(page)).history.length;
    for (let k = 0; k < 2; k++) {
      const s = await state(page);
      if (s.history.length > before) break;
      const part = (await legalParts(page)).find((p) => p.from && p.to && p.from !== p.to && !p.promo);
      await cursorTo(page, part.from);
      await expect(ref(b, 'announce')).toContainText(part.from);
      await page.keyboard.press('Enter');
      await expect(ref(b, 'announce')).toContainText('picked up');
      await cursorTo(page, part.to);
      await page.keyboard.press('Enter');
      if ((await state(page)).turnInProgress && (await state(page)).canEndTurn) {
        await page.keyboard.press('Enter');
      }
    }
    await expect.poll(async () => (await state(page)).history.length, variant).toBe(before + 1);
  }
  // P reads the position.
  await page.keyboard.press('p');
  await expect(ref(board(page), 'announce')).toContainText('White: ');
  // Hovering says nothing to a screen reader.
  expect(await ref(board(page), 'hover').getAttribute('aria-live')).toBeNull();
});

test('New game describes each game and links its rules; Help has every game', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openGame(page);
  await page.locator('#btn-new').click();
  // The summary and the reconstructed start's note are the rules' own words (variants()).
  await page.locator('#new-variant').selectOption('chess');
  await expect(page.locator('#new-note')).toBeEmpty();
  await expect(page.locator('#new-about')).toContainText('Plain FIDE chess');
  await page.locator('#new-variant').selectOption('double-double');
  await expect(page.locator('#new-about')).toContainText('both enemy kings');
  await expect(page.locator('#new-note')).toContainText('reconstructed from the inventor’s description');
  await page.locator('#new-rules').click();
  await expect(page.locator('#help-body')).toContainText('Double Move Double Chess');
  await page.locator('#help-game').selectOption('dual-chess');
  await expect(page.locator('#help-body')).toContainText('Pawn of Camel');
  await expect(page.locator('#help-body h1')).toHaveCount(1);
  await page.locator('#tab-pieces').click();
  await expect(page.locator('.piece-guide')).toContainText('Camel');
  // Names and moves from the rules (pieces()), the pieces the start does not show included.
  await expect(page.locator('.piece-guide')).toContainText('Wazir (W): one orthogonal step');
  await expect(page.locator('.piece-guide')).toContainText('Pawn of Camel (X): does not move');
  await screenshot(page, testInfo, 'help-dual-chess-pieces');
  await page.locator('#help-game').selectOption('two-boards');
  await expect(page.locator('.piece-guide')).toContainText('Shaman');
  await page.locator('#help-game').selectOption('chess');
  await page.locator('#tab-rules').click();
  await expect(page.locator('#help-body h1')).toHaveText('Chess');
  await expect(page.locator('#help-body')).toContainText('insufficient material');
});

test("New game's Pieces opens Help's legends: each piece's moves drawn on a small board around it", async ({ page }, testInfo) => {
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess');
  await page.locator('#new-pieces').click();
  await expect(page.locator('#tab-pieces')).toHaveAttribute('aria-selected', 'true');
  const legends = page.locator('.piece-guide canvas.reach');
  await expect(legends).toHaveCount(6);
  // The knight's legend: a dot and a ring on (1, 2) from it, nothing on (1, 1).
  const knight = page.locator('.piece-guide li', { hasText: 'Knight' }).locator('canvas.reach');
  await expect(knight).toHaveAttribute('aria-label', 'Where the Knight moves, as White');
  const ink = await knight.evaluate((c) => {
    const cells = 7;
    const cell = c.width / cells;
    const ctx = c.getContext('2d');
    // Dark pixels in the middle of the square at (dx, dy) from the knight (dy forward).
    const blue = (dx, dy) => {
      const [x, y] = [(3 + dx + 0.5) * cell, (3 - dy + 0.5) * cell];
      const [r, g, b] = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      return b > r + 60 && b > g + 30;
    };
    return { reached: blue(1, 2), far: blue(-2, -1), notReached: blue(1, 1), beside: blue(0, 1) };
  });
  expect(ink).toEqual({ reached: true, far: true, notReached: false, beside: false });
  // Dual Chess: its Pawn of Camel does not move, and has no legend.
  await page.locator('#help-game').selectOption('dual-chess');
  await expect(page.locator('.piece-guide')).toContainText('Pawn of Camel (X): does not move');
  await expect(page.locator('.piece-guide li', { hasText: 'Pawn of Camel' }).locator('canvas.reach')).toHaveCount(0);
  await expect(page.locator('.piece-guide li', { hasText: 'Camel (L)' }).locator('canvas.reach')).toHaveCount(1);
  await page.locator('#help-game').selectOption('two-boards');
  await expect(page.locator('.piece-guide li', { hasText: 'Shaman' }).locator('canvas.reach')).toHaveCount(1);
  await screenshot(page, testInfo, 'help-two-boards-legends');
});

test('New game gives each computer level its rating in plain chess, and says so', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-opponent').selectOption('black');
  const levels = await page.locator('#new-level option').allTextContents();
  expect(levels).toHaveLength(5);
  // Each level names a rating, and the ratings rise with the level.
  const ratings = levels.map((t) => Number(/≈(\d{3,4})$/.exec(t)?.[1]));
  expect(ratings.every((r) => r >= 500 && r <= 3000)).toBe(true);
  expect([...ratings].sort((a, b) => a - b)).toEqual(ratings);
  await expect(page.locator('#new-level-note')).toContainText('rating in plain chess');
  await expect(page.locator('#new-level-note')).toContainText('Stockfish');
  await expect(page.locator('#new-level')).toHaveAttribute('aria-describedby', 'new-level-note');
});

for (const scheme of ['light', 'dark']) {
  test(`no serious accessibility violations on the page and its dialogs (${scheme})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' && scheme === 'dark', 'the dark theme is checked once');
    await page.emulateMedia({ colorScheme: scheme });
    const errors = watchConsole(page);
    await openGame(page, '?variant=chess2&moves=1.e4');
    const check = async (what) => {
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${what}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check('page');
    for (const [button, dialog, close] of [
      ['#btn-new', '#dlg-new', '#new-cancel'],
      ['#btn-games', '#dlg-games', '#games-close'],
      ['#btn-io', '#dlg-io', '#io-close'],
      ['#btn-share', '#dlg-share', '#share-close'],
      ['#btn-help', '#dlg-help', '#help-close'],
    ]) {
      await page.locator(button).click();
      await expect(page.locator(dialog)).toBeVisible();
      await check(dialog);
      await page.locator(close).click();
    }
    expect(errors).toEqual([]);
  });
}

test('clocks: time plus increment per turn, a multi-part turn is one clock turn, a fallen flag loses, saved with the game', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess2');
  await page.locator('#new-clock').selectOption('3+2');
  await page.locator('#new-start').click();
  const b = board(page);
  await expect(ref(b, 'clocks')).toBeVisible();
  await expect(ref(b, 'clock-white')).toHaveText('White 3:00');
  await playTurnByClicks(page, 1, { touch }); // White's response turn
  await expect(ref(b, 'clock-black')).toHaveClass(/running/);
  // White got the increment.
  await expect(ref(b, 'clock-white')).toHaveText('White 3:02');
  // Black's two-part turn: its clock runs through both parts, then White's.
  await playTurnByClicks(page, 2, { touch });
  await expect(ref(b, 'clock-white')).toHaveClass(/running/);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(ref(b, 'clock-white')).toHaveText(/White 3:0[0-2]/);
  // A short clock runs out: the side to move loses on time.
  await b.evaluate((el) => el.load({ variant: 'chess', mode: 'play', moves: '1.e4', clock: { initialMs: 1200, incrementMs: 0 } }));
  await expect(ref(b, 'banner')).toContainText('White wins — Black ran out of time (1-0)', { timeout: 10_000 });
  expect((await state(page)).record).toContain('[Termination "time forfeit"]');
});

test('against the computer its evaluation is hidden unless asked, and then starts with the turn it played', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openGame(page);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess');
  await page.locator('#new-opponent').selectOption('white');
  await page.locator('#new-level').selectOption('1');
  await page.locator('#new-start').click();
  const b = board(page);
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  await expect(ref(b, 'eval')).toBeEmpty();
  // Asked for: a new game against the computer shows it from its first turn.
  await ref(b, 'show-eval').click();
  await expect(ref(b, 'show-eval')).toHaveAttribute('aria-pressed', 'true');
  await b.evaluate((el) => el.load({ variant: 'chess', mode: 'computer', computerSide: 'white', level: 1 }));
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  const first = (await state(page)).history[0].text;
  await expect(ref(b, 'eval')).toContainText(`line: ${first}`);
});

test('a share link opens as a new game and the player’s own game stays in Games', async ({ page }, testInfo) => {
  await openGame(page, '?variant=chess2&moves=1.e4');
  // Played in, the shared game is the player's own.
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  const mine = (await state(page)).history.map((t) => t.text);
  await page.goto(`./?variant=two-prong&moves=${encodeURIComponent('1.e4 e5&d5')}`);
  await page.waitForSelector('body[data-ready=true]');
  expect((await state(page)).variant).toBe('two-prong');
  await page.locator('#btn-games').click();
  await expect(page.locator('#games-list li')).toHaveCount(2);
  await expect(page.locator('#games-list li[data-pending]')).toContainText('kept in Games once you play in it');
  await expect(page.locator('#games-list')).toContainText('Chess2');
  await page.locator('#games-list li', { hasText: 'Chess2' }).getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await state(page)).variant).toBe('chess2');
  expect((await state(page)).history.map((t) => t.text)).toEqual(mine);
});

test("a message over the board never takes a tap meant for what is under it: the page's and the board's own", async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  // At a message's middle, what a tap reaches is what it reaches with the message hidden.
  const reachesBeneath = (root, selector) => {
    const t = root.querySelector(selector);
    const r = t.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const shown = root.elementFromPoint(x, y);
    t.hidden = true;
    const beneath = root.elementFromPoint(x, y);
    t.hidden = false;
    return shown === beneath;
  };
  // The page's message: a link that holds no game, over the saved game.
  await openGame(page);
  await newGame(page, 'two-boards');
  await openGame(page, '?play=not-a-game');
  await expect(page.locator('#toast')).toContainText('Could not open the game link');
  expect(await page.evaluate(`(${reachesBeneath})(document, '#toast')`)).toBe(true);
  await page.locator('#toast').evaluate((t) => (t.hidden = true));

  // The board's own message.
  const b = board(page);
  await b.evaluate((el) => el.toast('A message over the board, long enough to take two lines on a phone'));
  const message = ref(b, 'toast');
  await expect(message).toBeVisible();
  expect(await page.evaluate(`(${reachesBeneath})(document.querySelector('twofold-board').shadowRoot, '[data-ref=toast]')`)).toBe(true);
  if (testInfo.project.name === 'phone') {
    // On a phone it covers the lower ranks: a tap on a piece there selects it.
    const m = await message.boundingBox();
    let covered = null;
    for (const part of await legalParts(page)) {
      const p = part.from && (await squareCenter(page, part.from));
      if (p && p.x > m.x + 4 && p.x < m.x + m.width - 4 && p.y > m.y + 4 && p.y < m.y + m.height - 4) covered = part.from;
    }
    expect(covered, `a piece under the message at ${JSON.stringify(m)}`).not.toBe(null);
    await tapSquare(page, covered, true);
    await expect.poll(async () => (await scene(page)).selected).toBe(covered);
  }
  expect(errors).toEqual([]);
});

test('a lichess PGN imports as chess: its main line played, and a word on the side lines, comments and glyphs left out; the export starts with the Seven Tag Roster', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openGame(page);
  const pgn = [
    '[Event "Rated Blitz game"]',
    '[Site "https://lichess.org/abcdefgh"]',
    '[Date "2026.11.27"]',
    '[White "Bea"]',
    '[Black "Al"]',
    '[Result "1-0"]',
    '[Variant "Standard"]',
    '[TimeControl "180+2"]',
    '[Termination "Normal"]',
    '',
    '1. e4 { [%eval 0.36] [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Qh5?! 2... Nc6 3. Bc4 Nf6?? $4 (3... g6 $1 4. Qf3) 4. Qxf7# 1-0',
  ].join('\n');
  await page.locator('#btn-io').click();
  await page.locator('#io-record').fill(pgn);
  await page.locator('#io-load-record').click();
  await expect(page.locator('#toast')).toContainText('Imported the main line; left out 1 side line, 2 comments, 1 annotation glyph.');
  const s = await state(page);
  expect(s.variant).toBe('chess');
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  expect(s.status.result).toBe('1-0');
  // Exported again, it carries the roster first, then the rules' tags.
  await page.locator('#btn-io').click();
  const out = await page.locator('#io-record').inputValue();
  expect(out.split('\n').slice(0, 8).map((l) => /^\[(\w+)/.exec(l)?.[1])).toEqual(['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'Variant']);
});
