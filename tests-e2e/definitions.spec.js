// Games written as text on a page (issue "Every board plays any definition"):
// the element takes a definition in a child <script type="text/x-variants">,
// in `rules`, or from `rules-src`; the page's rules move to the module that
// loads definitions without disturbing the boards already there; pieces are
// named and drawn as their game defines them; the computer plays the game in
// its worker; a definition with mistakes shows them in the box, at their lines.

import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { board, boardReady, computer, desktopFlow, legalParts, playTurnByClicks, ref, squareCenter, state, tapSquare, watchConsole } from './helpers.js';

const indexOf = (page, variant) => page.evaluate((v) => [...document.querySelectorAll('twofold-board')].findIndex((b) => b.getAttribute('variant') === v), variant);

async function readyBoard(page, variant) {
  const n = await indexOf(page, variant);
  expect(n).toBeGreaterThanOrEqual(0);
  await board(page, n).scrollIntoViewIfNeeded();
  await boardReady(page, n);
  return n;
}

test('a definition in a child script plays against the computer, which answers in its worker', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.goto('./embed-demo.html');
  // A board of a built-in game, started before any definition was met.
  await boardReady(page, 0);
  const first = await state(page, 0);
  const n = await readyBoard(page, 'capablanca');
  const s = await state(page, n);
  expect(s.variant).toBe('capablanca');
  expect(s.position).toBe('rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
  // The built-in board went on in the new module, unchanged and without a word.
  await expect.poll(async () => (await state(page, 0)).position).toBe(first.position);
  await expect(ref(board(page, 0), 'toast')).toBeHidden();
  // Two turns against the computer: each of its answers legal (the board's rules replayed it).
  for (let turn = 1; turn <= 2; turn++) {
    await playTurnByClicks(page, turn, { n, touch: testInfo.project.name === 'phone' });
    await expect.poll(async () => (await state(page, n)).history.length, { timeout: 20_000 }).toBe(2 * turn);
    await expect.poll(async () => (await computer(page, n)).busy).toBe(false);
  }
  const after = await state(page, n);
  expect(after.status.sideToMove).toBe('white');
  expect(after.history).toHaveLength(4);
  // Searched in the worker, which loaded the definition the page had met.
  expect((await computer(page, n)).searches.length).toBe(2);
  await board(page, n).screenshot({ path: `test-results/screens/${testInfo.project.name}-definition-capablanca.png` });
  // The setup editor knows the game: its pieces by their names, a position of it set up and played.
  const b = board(page, n);
  await ref(b, 'edit-position').click();
  await expect(ref(b, 'editor')).toBeVisible();
  await expect(ref(b, 'palette')).toContainText('Archbishop');
  await expect(ref(b, 'palette')).toContainText('Chancellor');
  await expect(ref(b, 'ed-status')).not.toContainText('unknown');
  await ref(b, 'ed-play').click();
  await expect.poll(async () => (await state(page, n)).mode).toBe('play');
  expect((await state(page, n)).position).toBe(after.position);
  expect(errors).toEqual([]);
});

test("a definition's pieces have its names: Capablanca's A is an archbishop, its C a chancellor", async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await page.goto('./embed-demo.html');
  const n = await readyBoard(page, 'capablanca');
  // Each drawn with the built-in picture of the kind it moves as (`art`): no built-in letter's art by accident.
  expect((await state(page, n)).pieces).toMatchObject({ A: { name: 'Archbishop', art: 'C' }, C: { name: 'Chancellor', art: 'M' }, K: { name: 'King', art: 'K' } });
});

test('rules-src fetches a definitions file; a definition with a mistake shows it in the box, at its line', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await page.goto('./embed-demo.html');
  const n = await readyBoard(page, 'gemini');
  const s = await state(page, n);
  expect(s.variant).toBe('gemini');
  expect(s.shownPosition).toBe('r1b1ckab1r/ppp2p1ppp/2np3p2/4p5/4P2q2/3P1A1N2/PPP2PPPPP/RN1QCK1B1R w KQkq - 1 4 d');
  const broken = board(page, await indexOf(page, 'broken'));
  await broken.scrollIntoViewIfNeeded();
  await expect(ref(broken, 'error')).toContainText("The game's rules have a problem:");
  await expect(ref(broken, 'error')).toContainText('Line 1, column 1: the start position from');
  // A file that is not there: said in the box.
  await page.evaluate(() => {
    const el = document.createElement('twofold-board');
    el.id = 'missing';
    el.setAttribute('variant', 'gemini');
    el.setAttribute('rules-src', './variants/no-such-file.ini');
    document.body.append(el);
  });
  await page.locator('#missing').scrollIntoViewIfNeeded();
  // (This server answers a missing file with its home page, as many do.)
  await expect(page.locator('#missing [data-ref=error]')).toContainText(/variants\/no-such-file\.ini (could not be fetched \(HTTP 404\)|are a web page, not a definitions file)/);
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test("the frame takes a game's definitions in its address, deflated; damaged ones are said so", async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  const rules = readFileSync(new URL('../public/variants/gemini.ini', import.meta.url), 'utf8');
  const code = deflateRawSync(Buffer.from(rules)).toString('base64url');
  await page.goto(`./embed.html?variant=gemini&mode=computer&level=1&rules=${code}`);
  await boardReady(page);
  const s = await state(page);
  expect(s.variant).toBe('gemini');
  expect(s.mode).toBe('computer');
  await playTurnByClicks(page, 3, { maxParts: 1 });
  // White's first turn is one move; the computer answers with two.
  await expect.poll(async () => (await state(page)).history.length, { timeout: 20_000 }).toBe(2);
  expect((await state(page)).history[1].text).toMatch(/^\S+,\S+$/);
  expect(errors).toEqual([]);
  await page.goto(`./embed.html?variant=gemini&rules=${code.slice(0, 40)}`);
  await expect(page.locator('.rules-error')).toContainText("The game's rules in this address could not be read: these rules are damaged or incomplete");
});

test("embedding.md's snippet for games written as text works as written", async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  const doc = readFileSync(new URL('../docs/embedding.md', import.meta.url), 'utf8');
  const section = doc.split('### Games written as text')[1];
  const snippet = section?.match(/```html\n([\s\S]*?)```/)?.[1];
  expect(snippet, 'the section has an html snippet').toBeTruthy();
  await page.goto('./embed-demo.html');
  await boardReady(page);
  // The page's own boards go; the snippet's come in their place, as an author pastes it.
  await page.evaluate((html) => {
    document.body.innerHTML = html;
  }, snippet);
  await boardReady(page, 0);
  await boardReady(page, 1);
  expect((await state(page, 0)).variant).toBe('capablanca');
  expect((await state(page, 0)).mode).toBe('computer');
  expect((await state(page, 1)).variant).toBe('gemini');
  expect((await state(page, 1)).history).toHaveLength(2);
  expect(errors).toEqual([]);
});

/** The frame playing `variant` of the definitions `rules` (deflated into its address), two players on one device. */
async function playWrittenGame(page, variant, rules) {
  const code = deflateRawSync(Buffer.from(rules)).toString('base64url');
  await page.goto(`./embed.html?variant=${variant}&mode=play&rules=${code}`);
  await boardReady(page);
}

test('where promotion is by choice, the chooser offers the pawn staying as it is, drawn as itself', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  await playWrittenGame(page, 'choice', '[choice:chess]\nmandatoryPawnPromotion = false\nstartFen = 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\n');
  await tapSquare(page, 'a7', touch);
  await tapSquare(page, 'a8', touch);
  const promo = ref(board(page), 'promo');
  await expect(promo).toBeVisible();
  // Strongest first; the pawn that stays last, as its own picture and name.
  await expect(promo.locator('button')).toHaveText(['Queen', 'Rook', 'Bishop', 'Knight', 'Pawn stays']);
  await expect(promo.locator('button').last().locator('canvas')).toHaveCount(1);
  await board(page).screenshot({ path: `test-results/screens/${testInfo.project.name}-promotion-by-choice.png` });
  await promo.getByRole('button', { name: 'Pawn stays' }).click();
  await expect.poll(async () => (await state(page)).position).toBe('P3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  expect((await state(page)).history.map((t) => t.text)).toEqual(['a8']);
  expect(errors).toEqual([]);
});

test('walls (*) are squares the board lacks: no move lands there, a tap there selects nothing, the board leaves them blank', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  // Cross Derby, from Fairy-Stockfish's variants.ini.
  await playWrittenGame(page, 'crossderby', '[crossderby:chess]\nqueen = -\nrook = -\nbishop = -\nstartFen = n*nnnn*k/**pppp**/pp4pp/8/8/PP4PP/**PPPP**/K*NNNN*N w - - 0 1\nstalemateValue = loss\n');
  const walls = ['b1', 'g1', 'a2', 'b2', 'g2', 'h2', 'a7', 'b7', 'g7', 'h7', 'b8', 'g8'];
  const parts = await legalParts(page);
  expect(parts.length).toBe(18);
  expect(parts.filter((p) => walls.includes(p.to) || walls.includes(p.from))).toEqual([]);
  // A tap on a wall (b1, between a1 and c1: the board has no square there to
  // find), then on a square: nothing moves.
  const [a1, c1] = [await squareCenter(page, 'a1'), await squareCenter(page, 'c1')];
  const b1 = { x: (a1.x + c1.x) / 2, y: (a1.y + c1.y) / 2 };
  if (touch) await page.touchscreen.tap(b1.x, b1.y);
  else await page.mouse.click(b1.x, b1.y);
  await tapSquare(page, 'd3', touch);
  expect((await state(page)).history).toEqual([]);
  // The knight beside the wall leaps over it.
  await tapSquare(page, 'c1', touch);
  await tapSquare(page, 'd3', touch);
  await expect.poll(async () => (await state(page)).position).toBe('n*nnnn*k/**pppp**/pp4pp/8/8/PP1N2PP/**PPPP**/K*1NNN*N b - - 1 1');
  await board(page).screenshot({ path: `test-results/screens/${testInfo.project.name}-walls.png` });
  expect(errors).toEqual([]);
});

test("a game won by reaching a goal (King of the Hill) ends on the board in the rules' words", async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  await playWrittenGame(page, 'hill', '[hill:chess]\nflagPiece = k\nflagRegion = d4 e4 d5 e5\nstartFen = 4k3/8/8/8/8/3K4/8/8 w - - 0 1\n');
  // Two lone kings play on: each may still reach the centre.
  expect((await state(page)).status.over).toBe(false);
  await tapSquare(page, 'd3', touch);
  await tapSquare(page, 'd4', touch);
  await expect.poll(async () => (await state(page)).status.over).toBe(true);
  await expect(ref(board(page), 'banner')).toContainText('White reached the goal');
  expect(errors).toEqual([]);
});
