// The setup editor (issue 17): a position composed through the palette on
// every board, the rules' refusal with its error and marked squares, the
// fix, and a turn played from it; every field of the position string as a
// control; the ways in (New game, Edit position, a link) and out (Play,
// the computer, Analyse, Copy, Share link, Embed); mouse, touch and keys.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openGame, watchConsole, state, board, ref, tapSquare, squareCenter, playTurnByClicks, dragPiece, screenshot, desktopFlow } from './helpers.js';

const editor = (page) => page.evaluate(() => document.querySelector('twofold-board').debug.editor());
const scene = (page) => page.evaluate(() => document.querySelector('twofold-board').debug.scene());
const isPhone = (testInfo) => testInfo.project.name === 'phone';

/** Opens the page on the setup editor (a `?variant=…&edit` link). */
async function openEditor(page, variant, position = null) {
  const pos = position ? `&position=${encodeURIComponent(position)}` : '';
  await openGame(page, `?variant=${variant}&edit${pos}`);
  await expect.poll(async () => (await editor(page))?.variant).toBe(variant);
}

/** A palette button: a piece letter (upper case White), 'move' or 'remove'. */
const tool = (page, name) => ref(board(page), 'palette').locator(`button[data-tool="${name}"]`);

async function chooseTool(page, name, touch) {
  if (touch) await tool(page, name).tap();
  else await tool(page, name).click();
  await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
}

/** Places pieces ({ square: letter }) through the palette. */
async function place(page, pieces, touch) {
  for (const [square, letter] of Object.entries(pieces)) {
    await chooseTool(page, letter, touch);
    await tapSquare(page, square, touch);
    await expect.poll(async () => (await editor(page)).board[square]).toBe(letter);
  }
}

async function clearBoard(page) {
  await ref(board(page), 'ed-clear').click();
  await expect.poll(async () => Object.keys((await editor(page)).board).length).toBe(0);
}

/**
 * Per game: a legal position, a piece that makes the rules refuse it (the
 * problem's field, words and squares), and how the test takes it away.
 */
const GAMES = {
  chess: {
    legal: { e1: 'K', e8: 'k', a1: 'R', h7: 'p' },
    bad: { c3: 'K' },
    expect: { field: 'placement', message: /White must have exactly one king, found 2/, squares: ['e1', 'c3'] },
    fix: 'remove',
  },
  'two-prong': {
    legal: { e1: 'K', e8: 'k', d2: 'P', g7: 'p' },
    bad: { b8: 'P' },
    expect: { field: 'placement', message: /a white pawn on b8, its promotion rank/, squares: ['b8'] },
    fix: 'again',
  },
  chess2: {
    legal: { e1: 'K', e8: 'k', a2: 'P', h7: 'p' },
    bad: { e4: 'R' },
    // Black has just moved, yet White could take its king.
    expect: { field: 'side', message: /Black is in check but it is White's turn/, squares: ['e8', 'e4'] },
    fix: { move: ['e4', 'a4'] },
  },
  'dual-chess': {
    legal: { e1: 'K', e8: 'k', k3: 'Y', a7: 'p' },
    bad: { m7: 'Y' },
    expect: { field: 'placement', message: /a white pawn on m7, its promotion rank/, squares: ['m7'] },
    fix: 'remove',
  },
  'two-boards': {
    legal: { i1: 'K', i16: 'k', a2: 'W', p15: 'w' },
    bad: { i15: 'W' },
    expect: { field: 'side', message: /Black is in check but it is White's turn/, squares: ['i16', 'i15'] },
    fix: 'remove',
  },
  'double-double': {
    legal: { e1: 'K', e16: 'k', b3: 'P', g14: 'p' },
    bad: { c1: 'p' },
    expect: { field: 'placement', message: /a black pawn on c1, its promotion rank/, squares: ['c1'] },
    fix: 'again',
  },
};

for (const [variant, g] of Object.entries(GAMES)) {
  test(`${variant}: a position composed through the palette, refused, fixed and played`, async ({ page }, testInfo) => {
    const touch = isPhone(testInfo);
    const errors = watchConsole(page);
    await openEditor(page, variant);
    const b = board(page);
    // The palette offers the game's pieces in both colours, with their names.
    for (const letter of Object.values({ ...g.legal, ...g.bad })) {
      await expect(tool(page, letter.toUpperCase())).toHaveAttribute('aria-label', /^White /);
      await expect(tool(page, letter.toLowerCase())).toHaveAttribute('aria-label', /^Black /);
    }
    // The palette never covers the board: it lies below it, both in view.
    const wrap = await ref(b, 'wrap').boundingBox();
    const palette = await ref(b, 'palette-area').boundingBox();
    expect(palette.y).toBeGreaterThanOrEqual(wrap.y + wrap.height - 1);
    expect(palette.y + palette.height).toBeLessThanOrEqual(page.viewportSize().height);

    await clearBoard(page);
    await place(page, g.legal, touch);
    await expect.poll(async () => (await editor(page)).ok).toBe(true);
    await expect(ref(b, 'ed-status')).toHaveText('The rules accept this position.');

    // The refusal: the rules' own words, and the squares marked on the board.
    await place(page, g.bad, touch);
    const refused = await editor(page);
    expect(refused.ok).toBe(false);
    const problem = refused.problems.find((p) => g.expect.message.test(p.message));
    expect(problem, JSON.stringify(refused.problems)).toBeTruthy();
    expect(problem.field).toBe(g.expect.field);
    expect(problem.squares).toEqual(g.expect.squares);
    expect((await scene(page)).problems.sort()).toEqual([...g.expect.squares].sort());
    await expect(ref(b, 'ed-problems')).toContainText(g.expect.message);
    await expect(ref(b, 'ed-play')).toBeDisabled();
    await screenshot(page, testInfo, `editor-${variant}-refused`);

    // The fix.
    const [badSquare, badLetter] = Object.entries(g.bad)[0];
    if (g.fix === 'remove') {
      await chooseTool(page, 'remove', touch);
      await tapSquare(page, badSquare, touch);
    } else if (g.fix === 'again') {
      // The same palette piece on its own square takes it off.
      await chooseTool(page, badLetter, touch);
      await tapSquare(page, badSquare, touch);
    } else {
      const [from, to] = g.fix.move;
      await chooseTool(page, 'move', touch);
      await tapSquare(page, from, touch);
      await tapSquare(page, to, touch);
    }
    const fixed = await editor(page);
    expect(fixed.ok, JSON.stringify(fixed.problems)).toBe(true);
    expect(fixed.marked).toEqual([]);
    await screenshot(page, testInfo, `editor-${variant}`);

    // Play: a new game from this position, and a turn played in it.
    await ref(b, 'ed-play').click();
    await expect.poll(async () => (await state(page)).mode).toBe('play');
    const s = await state(page);
    expect(s.variant).toBe(variant);
    expect(s.position).toBe(fixed.fen);
    await playTurnByClicks(page, 2, { touch });
    expect((await state(page)).history.length).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('every problem at once from a typed string, fixed with the field controls and the palette', async ({ page }, testInfo) => {
  const touch = isPhone(testInfo);
  // Two white kings, a white pawn on a8, castling K without its rook, an en-passant square with no pawn.
  await openEditor(page, 'chess', 'P3k3/8/8/8/8/8/8/K3K3 w K e6 0 1');
  const b = board(page);
  let e = await editor(page);
  expect(e.problems.map((p) => p.field).sort()).toEqual(['castling', 'en-passant', 'placement', 'placement']);
  expect(e.marked.sort()).toEqual(['a1', 'a8', 'e1', 'e6', 'h1']);
  await expect(ref(b, 'ed-problems').locator('li')).toHaveCount(4);
  await expect(ref(b, 'ed-status')).toHaveText('The rules refuse this position: 4 problems.');
  await expect(ref(b, 'ed-fen')).toHaveClass(/refused/);
  for (const action of ['ed-play', 'ed-computer', 'ed-analyse']) await expect(ref(b, action)).toBeDisabled();
  await screenshot(page, testInfo, 'editor-every-problem');

  // The castling right and the en-passant square the placement does not allow: unticked.
  const castling = ref(b, 'ed-castling').locator('input[value="K"]');
  await expect(castling).toBeChecked();
  await castling.uncheck();
  await expect(ref(b, 'ed-castling').locator('input[value="K"]')).toBeDisabled();
  // (The square's box goes with it: a click, not uncheck(), which waits on the box.)
  await ref(b, 'ed-ep').locator('input[value="e6"]').click();
  await expect(ref(b, 'ed-ep')).toContainText('none possible');
  // The pawn and the second king: taken off.
  await chooseTool(page, 'remove', touch);
  await tapSquare(page, 'a8', touch);
  await tapSquare(page, 'a1', touch);
  e = await editor(page);
  expect(e.fen).toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  expect(e.ok).toBe(true);

  // Side to move, counters: each a control, the string follows.
  await ref(b, 'ed-side-b').check();
  await ref(b, 'ed-halfmove').fill('7');
  await ref(b, 'ed-halfmove').press('Tab');
  await ref(b, 'ed-turn').fill('12');
  await ref(b, 'ed-turn').press('Tab');
  await expect(ref(b, 'ed-fen')).toHaveValue('4k3/8/8/8/8/8/8/4K3 b - - 7 12');

  // A string typed or pasted in: the board follows as it is typed.
  await ref(b, 'ed-fen').fill('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  await expect.poll(async () => (await editor(page)).board.h8).toBe('r');
  expect((await editor(page)).ok).toBe(true);
  for (const right of ['K', 'Q', 'k', 'q']) await expect(ref(b, 'ed-castling').locator(`input[value="${right}"]`)).toBeEnabled();
  // Moving the h1 rook away takes its right with it ("only those possible").
  await chooseTool(page, 'move', touch);
  await tapSquare(page, 'h1', touch);
  await tapSquare(page, 'h3', touch);
  await expect.poll(async () => (await editor(page)).fen).toBe('r3k2r/8/8/8/8/7R/8/R3K3 w Qkq - 0 1');
  await expect(ref(b, 'ed-castling').locator('input[value="K"]')).toBeDisabled();
});

test('only the en-passant squares the placement allows, and each game’s seventh field', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const b = board(page);
  // White has just played e2-e4 beside a black pawn on d4: e3 is offered, nothing else.
  await openEditor(page, 'chess', '4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1');
  await expect(ref(b, 'ed-ep').locator('input')).toHaveCount(1);
  await ref(b, 'ed-ep').locator('input[value="e3"]').check();
  await expect(ref(b, 'ed-fen')).toHaveValue('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
  // With White to move the square is no longer possible, and goes.
  await ref(b, 'ed-side-w').check();
  await expect(ref(b, 'ed-fen')).toHaveValue('4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1');

  // Two-Prong: a dual move made two double steps, so two squares may stand.
  await openEditor(page, 'two-prong', '4k3/8/8/8/1pP2pP1/8/8/4K3 b - - 0 1 d');
  await ref(b, 'ed-ep').locator('input[value="c3"]').check();
  await ref(b, 'ed-ep').locator('input[value="g3"]').check();
  await expect(ref(b, 'ed-fen')).toHaveValue('4k3/8/8/8/1pP2pP1/8/8/4K3 b - c3,g3 0 1 d');
  expect((await editor(page)).ok).toBe(true);

  // Chess2: the turn kind.
  await openEditor(page, 'chess2', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 d');
  await ref(b, 'ed-seventh').selectOption('s');
  await expect(ref(b, 'ed-fen')).toHaveValue('4k3/8/8/8/8/8/8/4K3 w - - 0 1 s');
  // Dual Chess: a pending guard flip needs a guard-born piece to turn.
  await openEditor(page, 'dual-chess', '4k3******/14/14/14/14/14/14/4K3****** b - - 0 1 -');
  await ref(b, 'ed-seventh').selectOption('=W');
  await expect(ref(b, 'ed-problems')).toContainText('a pending flip =W needs a ferz');
  expect((await editor(page)).ok).toBe(false);
  // Two Boards: a King Hold needs the kings in one Big square; the Sibahi option offers the Little hold.
  await openEditor(page, 'two-boards', 'k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1 -');
  await expect(ref(b, 'ed-seventh').locator('option')).toHaveCount(3);
  await ref(b, 'ed-seventh').selectOption('hw');
  const held = await editor(page);
  expect(held.problems.map((p) => p.field)).toEqual(['seventh']);
  expect(held.marked.sort()).toEqual(['a16', 'p1']);
  await openGame(page, `?variant=two-boards&options=sibahi&edit`);
  await expect.poll(async () => (await editor(page))?.variant).toBe('two-boards');
  await expect(ref(b, 'ed-seventh').locator('option')).toHaveCount(5);
  // Double Move Double Chess has no castling and no en passant.
  await openEditor(page, 'double-double');
  await expect(ref(b, 'ed-castling-box')).toBeHidden();
  await expect(ref(b, 'ed-ep-box')).toBeHidden();
  await expect(ref(b, 'ed-seventh-box')).toBeVisible();
});

test('pieces are moved by drag, removed by dragging them off, never put on a missing square', async ({ page }, testInfo) => {
  const touch = isPhone(testInfo);
  await openEditor(page, 'dual-chess');
  const start = (await editor(page)).fen;
  // A press where the missing square j1 would be (under j2) changes nothing.
  await chooseTool(page, 'Q', touch);
  const j2 = await squareCenter(page, 'j2');
  const size = (await state(page)).squareSize;
  if (touch) await page.touchscreen.tap(j2.x, j2.y + size);
  else await page.mouse.click(j2.x, j2.y + size);
  expect((await editor(page)).fen).toBe(start);
  // (A finger on a zoomed board scrolls it: drags are shown on the 8×8 board.)
  await openEditor(page, 'chess');
  await chooseTool(page, 'move', touch);
  if (touch) {
    // A finger drags the e2 pawn to e4.
    await touchDrag(page, 'e2', 'e4');
  } else {
    await dragPiece(page, 'e2', 'e4');
  }
  await expect.poll(async () => (await editor(page)).board.e4).toBe('P');
  expect((await editor(page)).board.e2).toBeUndefined();
  if (touch) return;
  // Dragged off the board, a piece is taken off.
  const a = await squareCenter(page, 'a1');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await editor(page)).board.a1).toBeUndefined();
  // A piece dragged from the palette is placed where it is dropped.
  const from = await tool(page, 'q').boundingBox();
  const to = await squareCenter(page, 'd4');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await editor(page)).board.d4).toBe('q');
});

/** A finger drags a piece from one square to another (touch events through the DevTools protocol). */
async function touchDrag(page, fromSquare, toSquare) {
  const a = await squareCenter(page, fromSquare);
  const c = await squareCenter(page, toSquare);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let k = 1; k <= 6; k++) {
    const p = { x: a.x + ((c.x - a.x) * k) / 6, y: a.y + ((c.y - a.y) * k) / 6 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the keyboard alone: the board cursor, a piece letter places that piece, Delete takes it off', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openEditor(page, 'chess', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  const b = board(page);
  await ref(b, 'canvas').focus();
  // The first arrow puts the cursor on the first square (a1); then up twice and right: b3.
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
  expect((await scene(page)).cursor).toBe('b3');
  await page.keyboard.press('N');
  await expect.poll(async () => (await editor(page)).board.b3).toBe('N');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('q');
  await expect.poll(async () => (await editor(page)).board.c3).toBe('q');
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await editor(page)).board.c3).toBeUndefined();
  // Enter picks the knight up and puts it down elsewhere.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  expect((await editor(page)).held).toBe('b3');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await editor(page)).board.b4).toBe('N');
  // The palette is a row of buttons in the tab order.
  await tool(page, 'r').focus();
  await page.keyboard.press('Enter');
  await expect(tool(page, 'r')).toHaveAttribute('aria-pressed', 'true');
  expect((await editor(page)).tool).toBe('r');
});

test("a piece chosen in the palette shows its legend: its moves drawn around it, Black's turned over", async ({ page }, testInfo) => {
  const touch = isPhone(testInfo);
  await openEditor(page, 'chess');
  const hint = ref(board(page), 'palette-hint');
  const legend = board(page).locator('.ed-legend');
  await chooseTool(page, 'move', touch);
  await expect(legend).toBeHidden();
  // Is the square at (dx, dy) from the piece, as seen on the screen (up is up), marked (a dot, a ring)?
  const inked = (dx, dy) =>
    legend.locator('canvas.reach').evaluate(
      (c, [dx, dy]) => {
        const cell = Math.floor(c.width / 7);
        const data = c.getContext('2d').getImageData((3 + dx) * cell, (3 - dy) * cell, cell, cell).data;
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 2] > data[i] + 60 && data[i + 2] > data[i + 1] + 30) blue++;
        return blue > (cell * cell) / 20;
      },
      [dx, dy],
    );
  await chooseTool(page, 'P', touch);
  await expect(hint).toContainText('click squares to place it');
  await expect(legend).toContainText('Pawn (P):');
  await expect(legend.locator('canvas.reach')).toHaveCount(1);
  expect([await inked(0, 1), await inked(0, 2), await inked(1, 1), await inked(0, -1)]).toEqual([true, true, true, false]);
  await chooseTool(page, 'p', touch);
  await expect(legend).toContainText('Pawn (p):');
  expect([await inked(0, -1), await inked(0, -2), await inked(-1, -1), await inked(0, 1)]).toEqual([true, true, true, false]);
  await screenshot(page, testInfo, 'editor-legend');
});

test('the whole board: clear, start array, mirror, swap colours', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await openEditor(page, 'dual-chess', '4k3******/14/14/14/14/8Y5/8X5/R3K3****** w Q - 0 1 -');
  const b = board(page);
  // Mirror: left and right exchanged on each board by itself (the main board's a1 rook to h1, j3 to o3).
  await ref(b, 'ed-mirror').click();
  await expect.poll(async () => (await editor(page)).board).toEqual({ h1: 'R', d1: 'K', o2: 'X', o3: 'Y', d8: 'k' });
  // The right went with the king and rook that made it.
  expect((await editor(page)).fen).toBe('3k4******/14/14/14/14/13Y/13X/3K3R****** w - - 0 1 -');
  // Swap colours: the same position for the other side.
  await ref(b, 'ed-swap').click();
  await expect.poll(async () => (await editor(page)).fen).toBe('3k3r******/13x/13y/14/14/14/14/3K4****** b - - 0 1 -');
  await ref(b, 'ed-start').click();
  await expect.poll(async () => (await editor(page)).fen).toBe('rnbqkbnr******/pppppppp1gcmg1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -');
  await clearBoard(page);
  expect((await editor(page)).fen).toBe('8******/14/14/14/14/14/14/8****** w - - 0 1 -');
});

test('the ways in: New game, Edit position from a game (and back), a link', async ({ page }, testInfo) => {
  const touch = isPhone(testInfo);
  await openGame(page, '?variant=chess');
  const b = board(page);
  await playTurnByClicks(page, 1, { touch });
  const game = await state(page);
  // Edit position: the editor on the position shown; Back to the game returns to it, moves and all.
  await ref(b, 'edit-position').click();
  await expect.poll(async () => (await editor(page))?.fen).toBe(game.position);
  await expect(page.locator('#variant-name')).toHaveText('Chess: setting up a position');
  await ref(b, 'ed-back').click();
  await expect.poll(async () => (await state(page)).history?.length).toBe(1);
  expect((await state(page)).position).toBe(game.position);

  // New game → Set up a position: the chosen game's start array (or the string given).
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('double-double');
  await page.locator('#new-setup').click();
  await expect(page.locator('#dlg-new')).not.toBeVisible();
  await expect.poll(async () => (await editor(page))?.variant).toBe('double-double');
  expect((await editor(page)).canReturn).toBe(true);
  await page.locator('#btn-new').click();
  await page.locator('#new-variant').selectOption('chess2');
  await page.locator('#new-position').fill('4k3/8/8/8/8/8/8/4K3 w - - 0 1 q');
  await page.locator('#new-setup').click();
  // A string the rules refuse opens with its problem, ready to be fixed.
  await expect.poll(async () => (await editor(page))?.variant).toBe('chess2');
  await expect(ref(b, 'ed-problems')).toContainText("'s' (single-move turn) or 'd'");
  await ref(b, 'ed-seventh').selectOption('d');
  expect((await editor(page)).ok).toBe(true);

  // A link: ?variant=…&edit&position=…
  await openEditor(page, 'two-prong', '4k3/8/8/8/8/8/8/4K3 b - - 0 9 d');
  expect((await editor(page)).fen).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 9 d');
  // The address bar no longer carries it; the saved game is still in Games.
  expect(new URL(page.url()).search).toBe('');
});

test('the ways out: copy, share link, embed snippet, analyse, the computer', async ({ page, context }, testInfo) => {
  const touch = isPhone(testInfo);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const position = '4k3/4p3/8/8/8/8/4P3/4K3 b - - 0 1 d';
  await openEditor(page, 'chess2', position);
  const b = board(page);
  await ref(b, 'ed-copy').click();
  await expect(ref(b, 'toast')).toHaveText('Position string copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(position);

  // Share link: the page's Share dialog with a link to this position.
  await ref(b, 'ed-link').click();
  await expect(page.locator('#dlg-share')).toBeVisible();
  const link = await page.locator('#share-url').inputValue();
  expect(new URL(link).searchParams.get('position')).toBe(position);
  await expect(page.locator('#share-link-note')).toHaveText('Opens this position as a new game.');
  await page.locator('#share-close').click();
  // Embed snippet: a view-mode diagram of the position, previewed.
  await ref(b, 'ed-embed').click();
  await expect(page.locator('#share-embed-pane')).toBeVisible();
  const snippet = await page.locator('#embed-element').inputValue();
  expect(snippet).toContain('mode="view"');
  expect(snippet).toContain(`position="${position}"`);
  await expect(page.locator('#embed-what-label')).toBeHidden();
  await screenshot(page, testInfo, 'editor-embed');
  await page.locator('#share-close').click();

  // Analyse: moves for both sides and the computer's evaluation.
  await ref(b, 'ed-analyse').click();
  await expect.poll(async () => (await state(page)).mode).toBe('analyse');
  expect((await state(page)).position).toBe(position);
  await ref(b, 'analyse').click();
  await expect(b.locator('.analysis-lines button.line').first()).toBeVisible({ timeout: 30_000 });
  await ref(b, 'analyse').click();

  // Play the computer: the reader plays the side to move (Black here).
  await page.goto(link.replace(/\?/, '?edit&'));
  await page.waitForSelector('body[data-ready=true]');
  await expect.poll(async () => (await editor(page))?.fen).toBe(position);
  await ref(b, 'ed-computer').click();
  await expect.poll(async () => (await state(page)).mode).toBe('computer');
  await expect.poll(async () => (await state(page)).orientation).toBe('black');
  await playTurnByClicks(page, 3, { touch });
  // The link itself opens the position as a game.
  await openGame(page, new URL(link).search);
  expect((await state(page)).position).toBe(position);
});

test('the editor passes the accessibility checks, in both themes', async ({ page }) => {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await openEditor(page, 'chess', 'P3k3/8/8/8/8/8/8/K3K3 w K e6 0 1');
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${scheme}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

/**
 * The editor asked for while the files `pattern` matches cannot be fetched
 * (one turn played): a toast says so and the game is untouched; once they
 * can be, the next try opens the editor on the game's position.
 */
async function editorFetchFailsThenOpens(page, b, pattern, game) {
  await page.route(pattern, (route) => route.abort());
  await ref(b, 'edit-position').click();
  await expect(ref(b, 'toast')).toContainText('The setup editor could not be fetched');
  expect(await editor(page)).toBeNull();
  expect((await state(page)).position).toBe(game.position);
  expect((await state(page)).history.length).toBe(1);
  await page.unroute(pattern);
  await ref(b, 'edit-position').click();
  await expect.poll(async () => (await editor(page))?.fen).toBe(game.position);
}

test('the editor’s code is fetched when first needed: a failed fetch loses nothing and says so, the next try opens it', async ({ page }, testInfo) => {
  const touch = isPhone(testInfo);
  await openGame(page, '?variant=chess');
  const b = board(page);
  await playTurnByClicks(page, 1, { touch });
  const game = await state(page);
  // Offline with nothing cached, say: the editor's chunks do not come.
  const editorChunk = /\/assets\/editor(-panel)?-[\w-]+\.js$/;
  await editorFetchFailsThenOpens(page, b, editorChunk, game);
});

test('the rules’ editor functions come with the editor (the module loaded on demand): not before, a failed fetch loses nothing, the next try opens it', async ({ page }, testInfo) => {
  const onDemand = /\/assets\/twofold_diagram(_bg)?-[\w-]+\.(js|wasm)$/;
  const fetched = [];
  page.on('request', (r) => {
    if (onDemand.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  await openGame(page, '?variant=two-prong');
  const b = board(page);
  await playTurnByClicks(page, 1, { touch: isPhone(testInfo) });
  const game = await state(page);
  // A page playing a game never fetches it.
  expect(fetched).toEqual([]);
  await editorFetchFailsThenOpens(page, b, onDemand, game);
  // The rules check the editor's position there: a board without kings is refused.
  await ref(b, 'ed-clear').click();
  await expect(ref(b, 'ed-problems')).toContainText('White must have exactly one king, found 0');
});
