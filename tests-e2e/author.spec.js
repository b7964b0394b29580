// Writing a variant (issue 45, item 5): variant.html shows a definition
// beside a board that plays it. As the text changes its problems are listed
// and marked at their lines, and a text without problems plays at once; the
// text is kept across a reload, a link carries it whole to another browser,
// and the embed snippet plays it on another page. Desktop and phone.

import { test, expect } from '@playwright/test';
import { board, boardReady, state, ref, tapSquare, computer, watchConsole, screenshot } from './helpers.js';

async function openAuthor(page, hash = '') {
  await page.goto(`./variant.html${hash}`);
  await page.waitForSelector('body[data-ready=true]');
}

/** On a phone the first tap on a board of small squares engages (and zooms) it, as in any article: then it plays. */
async function engage(page, touch) {
  if (touch) await tapSquare(page, 'e5', true);
}

/** Replaces the whole text, as typing it would. */
async function write(page, text) {
  await page.locator('#author-text').fill(text);
}

test('a starting point plays at once; a mistake is listed and marked at its line, the board plays on; fixed, it plays again', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  await openAuthor(page);
  await page.locator('#author-start').selectOption({ label: 'Gemini: Capablanca with two moves a turn' });
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('gemini');
  await boardReady(page);
  expect((await state(page)).files).toBe(10);
  // The game's eight pieces, each drawn with its moves: the archbishop among them.
  await expect(page.locator('#author-pieces li', { hasText: 'Archbishop (A)' }).locator('canvas.reach')).toHaveCount(1);
  await expect(page.locator('#author-pieces li')).toHaveCount(8);
  await engage(page, touch);
  await tapSquare(page, 'e2', touch);
  await tapSquare(page, 'e4', touch);
  expect((await state(page)).history).toHaveLength(1);

  // A mistake (a key misspelt): listed with its line, marked in the gutter.
  const text = await page.locator('#author-text').inputValue();
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('movesPerTurn'));
  lines[at] = 'movesPerTurns = 2';
  await write(page, lines.join('\n'));
  await expect(page.locator('#author-problems li')).toHaveCount(1);
  await expect(page.locator('#author-problems')).toContainText(`Line ${at + 1}, column`);
  await expect(page.locator('#author-gutter .bad')).toHaveText(`${at + 1}\n`);
  await screenshot(page, testInfo, 'author-problem');
  // The board plays on with the last text without problems.
  expect((await state(page)).history).toHaveLength(1);
  // The problem's line, selected from the list.
  await page.locator('#author-problems button').click();
  expect(await page.locator('#author-text').evaluate((t) => t.value.slice(t.selectionStart, t.selectionEnd))).toBe('movesPerTurns = 2');

  await expect(page.locator('#author-problems')).toContainText('movesPerTurn');
  // Fixed, and changed: eight files; the board plays the new text from its start.
  lines[at] = 'movesPerTurn = 2';
  lines[lines.findIndex((l) => l.startsWith('maxFile'))] = 'maxFile = 8';
  lines[lines.findIndex((l) => l.startsWith('startFen'))] = 'startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const castling = (l) => l.startsWith('castlingKingsideFile') || l.startsWith('castlingQueensideFile') || l.startsWith('archbishop') || l.startsWith('chancellor') || l.startsWith('promotionPieceTypes');
  await write(page, lines.filter((l) => !castling(l)).join('\n'));
  await expect(page.locator('#author-problems li')).toHaveCount(0);
  await expect.poll(async () => (await state(page)).files).toBe(8);
  expect((await state(page)).history).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('the text is kept across a reload, and a link carries it whole to another browser', async ({ page, browser }, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAuthor(page);
  const text = '# Two rooks a side, two moves a turn.\n[rooks:chess]\nstartFen = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nmovesPerTurn = 2\nfirstTurnMoves = 1\n';
  await write(page, text);
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('rooks');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#author-text')).toHaveValue(text);
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('rooks');

  await page.locator('#author-mode').selectOption('computer');
  await page.locator('#author-copy-link').click();
  await expect(page.locator('#toast')).toContainText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('variant.html#rules=');
  // Another browser (nothing kept there) opens the link: the same text, the same game, against the computer.
  const other = await browser.newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  const friend = await other.newPage();
  await friend.goto(link);
  await friend.waitForSelector('body[data-ready=true]');
  await expect(friend.locator('#author-text')).toHaveValue(text);
  await expect.poll(() => friend.evaluate(() => document.body.dataset.playing)).toBe('rooks');
  expect((await state(friend)).mode).toBe('computer');
  // The address is done with: a reload shows the text kept, not the link's again.
  expect(new URL(friend.url()).hash).toBe('');
  await other.close();
  // A link opened where another text is kept replaces it, and that text is one press away.
  await write(page, '[mine:chess]\nmovesPerTurn = 3\n');
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('mine');
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#author-text')).toHaveValue(text);
  await page.locator('#toast button', { hasText: 'Put my text back' }).click();
  await expect(page.locator('#author-text')).toHaveValue('[mine:chess]\nmovesPerTurn = 3\n');
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('mine');
});

test('against the computer, the game written here is answered by the computer', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openAuthor(page);
  await page.locator('#author-start').selectOption({ label: 'Capablanca Chess (10×8)' });
  await page.locator('#author-mode').selectOption('computer');
  await expect.poll(async () => (await state(page))?.mode).toBe('computer');
  expect((await state(page)).variant).toBe('capablanca');
  await engage(page, touch);
  await tapSquare(page, 'e2', touch);
  await tapSquare(page, 'e4', touch);
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(2);
  expect((await computer(page)).searches.length).toBeGreaterThan(0);
  await expect(ref(board(page), 'error')).toBeHidden();
});

test('the embed snippet plays the game on another page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same snippet: the desktop is enough');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAuthor(page);
  await page.locator('#author-start').selectOption({ label: 'Gemini: Capablanca with two moves a turn' });
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('gemini');
  await page.locator('#author-copy-snippet').click();
  await expect(page.locator('#toast')).toContainText('Copied');
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain('<script type="text/x-variants">');
  // Another page of the same site, with the snippet as an author pastes it.
  await page.goto('./embed-demo.html');
  await page.evaluate((html) => {
    document.body.innerHTML = html.replace(/<script type="module"[^>]*><\/script>/, '');
  }, snippet);
  await boardReady(page, 0);
  expect((await state(page, 0)).variant).toBe('gemini');
  expect((await state(page, 0)).files).toBe(10);
});

test('Play in twofold: the game opens in the full page, kept in its Games with its definitions across a reload', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await openAuthor(page);
  await page.locator('#author-start').selectOption({ label: 'Gemini: Capablanca with two moves a turn' });
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('gemini');
  await page.locator('#author-open').click();
  await page.waitForURL((url) => url.pathname.endsWith('/') && !url.pathname.endsWith('variant.html'));
  await page.waitForSelector('body[data-ready=true]');
  await boardReady(page);
  expect((await state(page)).variant).toBe('gemini');
  await tapSquare(page, 'e2', touch);
  await tapSquare(page, 'e4', touch);
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  // Kept: a reload brings the game back, its definitions with it.
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await boardReady(page);
  await expect.poll(async () => (await state(page)).history.length).toBe(1);
  expect((await state(page)).variant).toBe('gemini');
  expect(await page.evaluate(() => document.getElementById('board').saveState().rules)).toContain('[gemini:chess]');
  // Share's link carries the definitions: it opens the game in a browser that never saw them.
  await page.locator('#btn-share').click();
  await expect(page.locator('#share-url')).toHaveValue(/rules=/);
  const link = await page.locator('#share-url').inputValue();
  const other = await page.context().browser().newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  const friend = await other.newPage();
  await friend.goto(link);
  await friend.waitForSelector('body[data-ready=true]');
  await boardReady(friend);
  expect((await state(friend)).variant).toBe('gemini');
  expect((await state(friend)).history).toHaveLength(1);
  await other.close();

  // The exported record carries the definitions: imported where they were never loaded, it replays.
  await page.locator('#share-close').click();
  await page.locator('#btn-io').click();
  await expect(page.locator('#io-record')).toHaveValue(/\[VariantRules "[A-Za-z0-9_-]+"\]/);
  const record = await page.locator('#io-record').inputValue();
  await page.locator('#io-close').click();
  // So does Games → Export all games.
  await page.locator('#btn-games').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#games-export').click()]);
  const all = await (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString());
  expect(all).toContain(record.match(/\[VariantRules "[A-Za-z0-9_-]+"\]/)[0]);
  await page.locator('#games-close').click();
  const third = await page.context().browser().newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  const reader = await third.newPage();
  await reader.goto('./');
  await reader.waitForSelector('body[data-ready=true]');
  await boardReady(reader);
  await reader.locator('#btn-io').click();
  await reader.locator('#io-record').fill(record);
  await reader.locator('#io-load-record').click();
  await expect(reader.locator('#dlg-io')).toBeHidden();
  await expect.poll(async () => (await state(reader)).variant).toBe('gemini');
  expect((await state(reader)).history).toHaveLength(1);
  expect(await reader.evaluate(() => document.getElementById('board').saveState().rules)).toContain('[gemini:chess]');
  // A record whose rules are damaged is refused with a reason, and the game on the board stays.
  await reader.locator('#btn-io').click();
  await reader.locator('#io-record').fill(record.replace(/\[VariantRules "([A-Za-z0-9_-]+)"\]/, (_, c) => `[VariantRules "${c.slice(0, 20)}"]`));
  await reader.locator('#io-load-record').click();
  await expect(reader.locator('#io-error')).not.toBeEmpty();
  await third.close();
});
