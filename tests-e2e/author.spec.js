// Writing a variant (issue 45, item 5): variant.html shows a definition
// beside a board that plays it. As the text changes its problems are listed
// and marked at their lines, and a text without problems plays at once; the
// texts are kept across a reload (several, switched, deleted with Undo,
// exported and imported as one .ini file; a refused storage said), a link
// carries one whole to another browser, and the embed snippet plays it on
// another page. Desktop and phone.

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
  // A link opened where another text is kept: the link's is shown (kept beside it), and that text is one press away.
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

/** The names in the list of kept definitions, in its order. */
const keptNames = (page) => page.locator('#author-kept option').allTextContents();

/** A new definition from the first starting point (a game of one's own), then written over. */
async function newDefinition(page, text) {
  await page.locator('#author-start').selectOption({ label: 'A game of your own (from chess)' });
  await write(page, text);
  const name = text.match(/\[([\w-]+)/)[1];
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe(name);
}

const ROOKS = '# Rooks only, two moves a turn.\n[rooks:chess]\nstartFen = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nmovesPerTurn = 2\nfirstTurnMoves = 1\n';
const THREE = '[three-moves:chess]\nmovesPerTurn = 3\n';

async function exported(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#author-export').click()]);
  expect(file.suggestedFilename()).toBe('twofold-variants.ini');
  return (await (await file.createReadStream()).toArray().then((b) => Buffer.concat(b))).toString();
}

async function importFile(page, name, content) {
  await page.locator('#author-import-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

test('several definitions are kept across a reload, switched between, deleted (and undone), exported and imported back equal', async ({ page, browser }, testInfo) => {
  const errors = watchConsole(page);
  await openAuthor(page);
  await newDefinition(page, ROOKS);
  // A starting point not yet changed gives way to the next one chosen; a definition written on stays.
  await newDefinition(page, THREE);
  await page.locator('#author-name').fill('Three a turn');
  expect(await keptNames(page)).toEqual(['Three a turn', 'rooks']);
  await screenshot(page, testInfo, 'author-kept');

  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect(await keptNames(page)).toEqual(['Three a turn', 'rooks']);
  await expect(page.locator('#author-text')).toHaveValue(THREE);
  await expect(page.locator('#author-name')).toHaveValue('Three a turn');
  // Switched: the other text, played.
  await page.locator('#author-kept').selectOption({ label: 'rooks' });
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('rooks');
  expect((await state(page)).variant).toBe('rooks');

  // Exported as one .ini file.
  const file = await exported(page);
  expect(file).toContain('[rooks:chess]');
  expect(file).toContain('[three-moves:chess]');

  // Deleted, and brought back by Undo; deleted again for good.
  await page.locator('#author-delete').click();
  expect(await keptNames(page)).toEqual(['Three a turn']);
  await expect(page.locator('#author-text')).toHaveValue(THREE);
  await page.locator('#toast button', { hasText: 'Undo' }).click();
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  expect((await keptNames(page)).sort()).toEqual(['Three a turn', 'rooks']);
  await page.locator('#author-delete').click();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  expect(await keptNames(page)).toEqual(['Three a turn']);

  // Imported in a browser that has none of them: the same definitions, names and texts.
  const other = await browser.newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  const reader = await other.newPage();
  await openAuthor(reader);
  await importFile(reader, 'twofold-variants.ini', file);
  await expect(reader.locator('#toast')).toContainText('Imported 2 definitions');
  const names = await keptNames(reader);
  expect(names.slice(0, 2)).toEqual(['Three a turn', 'rooks']);
  await expect(reader.locator('#author-text')).toHaveValue(THREE);
  await reader.locator('#author-kept').selectOption({ label: 'rooks' });
  await expect(reader.locator('#author-text')).toHaveValue(ROOKS);
  // Exported there, the file is the same file again (what was not imported aside).
  await reader.locator('#author-kept').selectOption({ index: 2 });
  await reader.locator('#author-delete').click();
  expect(await exported(reader)).toBe(file);
  // Imported a second time: nothing is doubled.
  await importFile(reader, 'twofold-variants.ini', file);
  await expect(reader.locator('#toast')).toContainText('Imported 0 definitions from twofold-variants.ini (2 already kept here)');
  expect(await keptNames(reader)).toHaveLength(2);
  await other.close();
  expect(errors).toEqual([]);
});

test('a damaged file is refused with its reason, and nothing kept changes', async ({ page }) => {
  await openAuthor(page);
  await newDefinition(page, ROOKS);
  await newDefinition(page, THREE);
  const file = await exported(page);
  const before = await keptNames(page);
  // Cut short (a download stopped half way).
  await importFile(page, 'cut.ini', file.slice(0, file.indexOf('[three-moves')));
  await expect(page.locator('#toast')).toContainText('cut.ini was not imported: the file is cut short');
  // A definitions file of someone else's with a mistake: its line said.
  await importFile(page, 'theirs.ini', '[theirs:chess]\nmovesPerTurns = 2\n');
  await expect(page.locator('#toast')).toContainText('theirs.ini was not imported: its definitions have a problem, at line 2');
  // Not a definitions file at all.
  await importFile(page, 'picture.ini', '\u0000PNG');
  await expect(page.locator('#toast')).toContainText('picture.ini was not imported: the file is not text');
  expect(await keptNames(page)).toEqual(before);
  await expect(page.locator('#author-text')).toHaveValue(THREE);
  // A plain variants.ini without mistakes is one definition more.
  await importFile(page, 'gemini.ini', '[plain:chess]\nmovesPerTurn = 2\n');
  await expect(page.locator('#toast')).toContainText('Imported 1 definition from gemini.ini');
  expect(await keptNames(page)).toEqual(['plain', ...before]);
});

test('when the browser refuses to keep anything, the page says so and the text being written stays', async ({ page }, testInfo) => {
  // A storage that is full: every write refused.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('./variant.html');
  await expect(page.locator('#author-storage')).toBeVisible();
  // (On a phone the warning puts the board below the fold: it starts once scrolled near, as every board does.)
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#author-storage')).toContainText('storage for this site is full');
  await expect(page.locator('#author-storage')).toContainText('Export all');
  await screenshot(page, testInfo, 'author-storage-full');
  await newDefinition(page, ROOKS);
  await newDefinition(page, THREE);
  // Switched away and back: the texts are held by the page all the same.
  await page.locator('#author-kept').selectOption({ label: 'rooks' });
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  await page.locator('#author-kept').selectOption({ label: 'three-moves' });
  await expect(page.locator('#author-text')).toHaveValue(THREE);
  // And they can still leave as a file.
  expect(await exported(page)).toContain('[rooks:chess]');
  await expect(page.locator('#author-storage')).toBeVisible();
});

test('in a browser that lets the page store nothing (private browsing), the page says so and holds the definitions', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('./variant.html');
  await expect(page.locator('#author-storage')).toContainText('does not let the page store anything');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.waitForSelector('body[data-ready=true]');
  await newDefinition(page, ROOKS);
  await newDefinition(page, THREE);
  await page.locator('#author-kept').selectOption({ label: 'rooks' });
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  expect(await keptNames(page)).toEqual(['three-moves', 'rooks']);
});

test('a storage already full is said as the page opens, before anything is changed, and the definitions kept show', async ({ page }) => {
  await openAuthor(page);
  await newDefinition(page, ROOKS);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.reload();
  await expect(page.locator('#author-storage')).toContainText('storage for this site is full');
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  expect(await keptNames(page)).toEqual(['rooks']);
});

test("the text kept by the page's first version is the first definition kept now", async ({ page }) => {
  const old = { text: ROOKS, game: 'rooks', mode: 'computer' };
  await page.addInitScript((old) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('twofold.author', JSON.stringify(old));
      sessionStorage.setItem('seeded', '1');
    }
  }, old);
  await openAuthor(page);
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  expect(await keptNames(page)).toEqual(['rooks']);
  await expect(page.locator('#author-mode')).toHaveValue('computer');
  await expect.poll(() => page.evaluate(() => document.body.dataset.playing)).toBe('rooks');
  // Moved, not copied: the old key is gone once the new one holds the text, and a reload still has it.
  expect(await page.evaluate(() => localStorage.getItem('twofold.author'))).toBeNull();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await expect(page.locator('#author-text')).toHaveValue(ROOKS);
  expect(await keptNames(page)).toEqual(['rooks']);
});
