// Games written as text on a real wiki (issue 45, item 4): an author saves a
// definition on a wiki page of its own and names it in the template
// ({{Twofold|variant=capa|rules=Capablanca chess/rules}}); the boards read
// that page's raw text once per page view. Debian's MediaWiki, set up by
// scripts/wiki.sh; the pages are tests-e2e/wiki-pages/*.wiki ("Capablanca
// chess", its rules page, and "Rules with mistakes").

import { test, expect } from '@playwright/test';
import { board, ref, state, computer, playTurnByClicks, desktopFlow, watchWiki, logInToWiki } from './helpers.js';

const WIKI = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
const article = (title) => `${WIKI}/index.php/${encodeURIComponent(title.replace(/ /g, '_'))}`;
const CAPABLANCA_START = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';

/** Brings board n into view (boards work once near the view) and waits until it has loaded. */
async function ready(page, n) {
  await board(page, n).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate((n) => !!document.querySelectorAll('twofold-board')[n]?.debug?.ready, n), { timeout: 30_000 }).toBe(true);
}

/** The raw texts the page asks the wiki for (action=raw), as page titles. */
function watchRawReads(page) {
  const titles = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.get('action') === 'raw') titles.push(url.searchParams.get('title'));
  });
  return titles;
}

test("a game defined on a wiki page: a reader plays the article's computer board, and the page is read once for its two boards", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const problems = watchWiki(page);
  const raws = watchRawReads(page);
  // A phone as MobileFrontend serves it (the mobile target).
  await page.goto(`${article('Capablanca chess')}${phone ? '?useformat=mobile' : ''}`);
  await expect(page.locator('twofold-board')).toHaveCount(2);
  await ready(page, 0);
  const start = await state(page, 0);
  expect(start.variant).toBe('capa');
  expect(start.mode).toBe('computer');
  expect(start.position).toBe(CAPABLANCA_START);
  await expect(ref(board(page, 0), 'error')).toBeHidden();

  // The reader's move, by touch on the phone; the computer (Black) answers in its worker.
  await playTurnByClicks(page, 1, { n: 0, touch: phone });
  await expect.poll(async () => (await state(page, 0)).history.length, { timeout: 30_000 }).toBe(2);
  expect((await computer(page, 0)).fault ?? null).toBeNull();
  expect((await state(page, 0)).status.sideToMove).toBe('white');

  // The second board names the same page: its opening, in that game.
  await ready(page, 1);
  expect((await state(page, 1)).variant).toBe('capa');
  expect((await state(page, 1)).history).toHaveLength(4);
  expect(raws).toEqual(['Capablanca_chess/rules']);
  // Each box shows its live board, the text that stood in for it gone.
  await expect(page.locator('.twofold-starting')).toHaveCount(0);
  await expect(page.locator('.twofold-rules')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-wiki-rules-capablanca.png` });
  expect(problems).toEqual([]);
});

test('a rules page with mistakes shows them in the box at their lines; a missing page and a name that is no page are said in theirs', async ({ page }, testInfo) => {
  const problems = watchWiki(page);
  await page.goto(article('Rules with mistakes'));
  const boxes = page.locator('div.twofold-board');
  await expect(boxes).toHaveCount(3);

  // The definition's two mistakes, at the lines and columns of the page's own text (its <pre> opens on line 2).
  await board(page, 0).scrollIntoViewIfNeeded();
  const error = ref(board(page, 0), 'error');
  // The board shown with its problems (the box's text gone), not a blank box.
  await expect(boxes.nth(0).locator('.twofold-live')).toBeVisible({ timeout: 30_000 });
  await expect(error).toBeVisible();
  await expect(error).toContainText("The game's rules have 2 problems:");
  await expect(error).toContainText('Line 5, column 12: the default start position');
  await expect(error).toContainText("Line 6, column 12: castling 'perhaps'");
  expect((await boxes.nth(0).boundingBox()).height).toBeGreaterThan(100);

  // A page that does not exist (its name holds quotes and &): said in the box, beside the game and its moves.
  await expect(boxes.nth(1).locator('.twofold-failed')).toHaveText('The game\'s rules page “O"Neil & \'Co\' rules” does not exist yet: create it with the game\'s definition.', { timeout: 30_000 });
  await expect(boxes.nth(1)).toContainText('A twofold board: capa');
  await expect(boxes.nth(1)).toContainText('1.e4 e5');
  // A name the wiki cannot take as a page's.
  await expect(boxes.nth(2).locator('.twofold-failed')).toHaveText('The game\'s rules cannot be read: “Rules {here}” is not a page name on this wiki.');
  await expect(page.locator('twofold-board')).toHaveCount(1);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-wiki-rules-mistakes.png`, fullPage: true });
  // (The missing page's raw text answers 404, as the wiki answers it.)
  expect(problems.filter((p) => !/^404 .*action=raw|status of 404/.test(p))).toEqual([]);
});

test("the gadget alone (a wiki without the head's wiki-boxes.js): it reads the rules page once and says what it cannot read", async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const problems = watchWiki(page);
  const raws = watchRawReads(page);
  // The head's script answers with nothing: the gadget makes the boxes boards when the wiki's modules have run.
  await page.route('**/twofold/wiki-boxes.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(article('Capablanca chess'));
  await ready(page, 0);
  expect((await state(page, 0)).variant).toBe('capa');
  await ready(page, 1);
  expect((await state(page, 1)).history).toHaveLength(4);
  expect(raws).toEqual(['Capablanca_chess/rules']);
  expect(await page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('ready');

  await page.goto(article('Rules with mistakes'));
  await expect(page.locator('div.twofold-board').nth(1).locator('.twofold-failed')).toContainText('“O"Neil & \'Co\' rules” does not exist yet', { timeout: 30_000 });
  await expect(page.locator('div.twofold-board').nth(2).locator('.twofold-failed')).toContainText('“Rules {here}” is not a page name');
  await board(page, 0).scrollIntoViewIfNeeded();
  await expect(ref(board(page, 0), 'error')).toContainText("Line 6, column 12: castling 'perhaps'", { timeout: 30_000 });
  expect(problems.filter((p) => !/^404 .*action=raw|status of 404/.test(p))).toEqual([]);
});

test('readers without scripts: a box whose game is on a rules page names the game, its moves and a link to the page', async ({ browser }, testInfo) => {
  desktopFlow(testInfo);
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(article('Capablanca chess'));
  const box = page.locator('div.twofold-board').nth(1);
  await expect(box).toContainText('A twofold board: capa');
  await expect(box).toContainText('1.e4 e5 2.Nh3 Nh6');
  await expect(box.locator('.twofold-rules a')).toHaveText('Capablanca chess/rules');
  expect(await box.locator('.twofold-rules').getAttribute('data-src')).toBe('/index.php?title=Capablanca_chess/rules&action=raw');
  await context.close();
});


/** Saves a page with the wiki's edit form, as an author does. */
async function saveInEditor(page, title, text) {
  await page.goto(`${WIKI}/index.php?title=${encodeURIComponent(title)}&action=edit`);
  await page.locator('#wpTextbox1').fill(text);
  await page.locator('#wpSave').click();
  await expect(page.locator('#firstHeading')).toHaveText(title);
}

test("an author writes a game's rules page and an article in the wiki's editor; the article's board plays that game", async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const problems = watchWiki(page);
  await logInToWiki(page, WIKI);
  // Pages of their own each run (a running wiki is reused between runs).
  const name = `Grand capa ${Date.now()}`;
  await saveInEditor(
    page,
    `${name}/rules`,
    `The rules of ${name}.\n<pre>\n[grandcapa:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\nstartFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\ncastlingKingsideFile = i\ncastlingQueensideFile = c\npromotionPieceTypes = acqrbn\n</pre>`,
  );
  await expect(page.locator('#mw-content-text pre')).toContainText('[grandcapa:chess]');
  await saveInEditor(page, name, `A game of our own.\n\n{{Twofold|variant=grandcapa|rules=${name}/rules|mode=computer|level=1}}`);
  await expect(page.locator('twofold-board')).toHaveCount(1);
  await ready(page, 0);
  const s = await state(page, 0);
  expect(s.variant).toBe('grandcapa');
  expect(s.position).toBe(CAPABLANCA_START);
  await expect(ref(board(page, 0), 'error')).toBeHidden();
  expect(problems).toEqual([]);
});
