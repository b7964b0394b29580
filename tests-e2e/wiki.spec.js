// Boards on a real wiki: Debian's MediaWiki, set up by scripts/wiki.sh with
// docs/mediawiki.md's steps and the kit in dist/mediawiki/ (the gadget, its
// definition, Template:Twofold, the LocalSettings.php lines (no
// Content-Security-Policy of their own)), the assets on another origin with the headers of
// hosting/plain/_headers. The articles are tests-e2e/wiki-pages/*.wiki.

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { board, ref, state, computer, analysis, analysisLines, legalParts, tapSquare, screenshot, watchWiki, logInToWiki } from './helpers.js';

const WIKI = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
const article = (title) => `${WIKI}/index.php/${encodeURIComponent(title.replace(/ /g, '_'))}`;


/** Brings every board into view in turn (boards work once near the view) and waits until each has its game. */
async function allReady(page) {
  const count = await page.locator('twofold-board').count();
  for (let n = 0; n < count; n++) {
    await board(page, n).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate((n) => !!document.querySelectorAll('twofold-board')[n]?.debug?.ready, n), { timeout: 20_000 }).toBe(true);
  }
  return count;
}

/** The states of the wiki's own ResourceLoader modules that did not load. */
const brokenModules = (page) =>
  page.evaluate(() => mw.loader.getModuleNames().filter((name) => ['error', 'missing'].includes(mw.loader.getState(name))));

test('an article written with the template: a replay, a view, a play board, the computer and an analysis', async ({ page }, testInfo) => {
  const problems = watchWiki(page);
  await page.goto(article('Twofold boards'));
  await expect(page.locator('twofold-board')).toHaveCount(5);
  await allReady(page);
  expect(await page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('ready');

  // Chess2, replay: the record's turns, stepped through.
  const replay = board(page, 0);
  expect((await state(page, 0)).history.length).toBe(6);
  await replay.scrollIntoViewIfNeeded();
  await ref(replay, 'forward').click();
  await ref(replay, 'forward').click();
  await expect.poll(async () => (await state(page, 0)).viewTurn).toBe(2);

  // Two Boards, view.
  expect((await state(page, 1)).variant).toBe('two-boards');
  expect((await state(page, 1)).mode).toBe('view');

  // Double Move Double Chess, play: a reader's move on the board.
  await board(page, 2).scrollIntoViewIfNeeded();
  const part = (await legalParts(page, 2)).find((p) => p.from && p.to && !p.promo);
  await tapSquare(page, part.from, testInfo.project.name === 'phone', 2);
  await tapSquare(page, part.to, testInfo.project.name === 'phone', 2);
  await expect.poll(async () => (await state(page, 2)).turnInProgress || (await state(page, 2)).history.length > 0).toBe(true);

  // Dual Chess against the computer, which plays White: its first turn comes (the worker runs under the wiki's policy).
  await board(page, 3).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await state(page, 3)).history.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await computer(page, 3)).fault ?? null).toBeNull();

  // The analysis shows lines.
  const analyse = board(page, 4);
  await analyse.scrollIntoViewIfNeeded();
  await ref(analyse, 'analyse').click();
  await expect.poll(async () => (await analysis(page, 4)).lines.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(analysisLines(analyse).first()).toBeVisible();

  expect(await brokenModules(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'wiki-article');
  expect(problems).toEqual([]);
});

test('an article of twenty boards: every one draws, the wiki keeps working', async ({ page }) => {
  const problems = watchWiki(page);
  await page.goto(article('Twenty boards'));
  await expect(page.locator('twofold-board')).toHaveCount(20);
  expect(await allReady(page)).toBe(20);
  for (let n = 0; n < 20; n++) expect((await state(page, n)).squareSize).toBeGreaterThan(0);
  expect(await brokenModules(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the gadget adds no globals and loads no board script where an article has no board', async ({ page }) => {
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(article('No boards'));
  await expect.poll(() => page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('ready');
  expect(requests.filter((u) => u.includes('/twofold/'))).toEqual([]);
  const plain = await page.evaluate(() => Object.keys(window).sort());

  await page.goto(article('Twofold boards'));
  await allReady(page);
  const withBoards = await page.evaluate(() => Object.keys(window).sort());
  // A wiki page's globals vary a little with what it loads; twofold's would be new names beyond them.
  expect(withBoards.filter((k) => !plain.includes(k) && !k.startsWith('jQuery'))).toEqual([]);
});

/** A new reader's account, logged in on the page's context (the wiki's API, then its login form). */
async function newReader(page) {
  const name = `Reader ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;
  const password = 'twofold-reader-password';
  const api = `${WIKI}/api.php`;
  const tokens = await (await page.request.get(`${api}?action=query&meta=tokens&type=createaccount&format=json`)).json();
  const created = await (
    await page.request.post(api, {
      form: { action: 'createaccount', format: 'json', username: name, password, retype: password, createreturnurl: WIKI, createtoken: tokens.query.tokens.createaccounttoken },
    })
  ).json();
  expect(created.createaccount?.status, JSON.stringify(created)).toBe('PASS');
  await page.goto(`${WIKI}/index.php?title=Special:UserLogin`);
  await page.locator('#wpName1').fill(name);
  await page.locator('#wpPassword1').fill(password);
  await page.locator('#wpLoginAttempt').click();
  await expect(page.locator('#pt-logout, #pt-userpage').first()).toBeAttached();
}

/** Sets the logged-in reader's gadget preference, as Special:Preferences does (the user option gadget-twofold). */
async function setGadget(page, on) {
  const api = `${WIKI}/api.php`;
  const tokens = await (await page.request.get(`${api}?action=query&meta=tokens&format=json`)).json();
  const done = await (await page.request.post(api, { form: { action: 'options', format: 'json', change: `gadget-twofold=${on ? 1 : 0}`, token: tokens.query.tokens.csrftoken } })).json();
  expect(done.options, JSON.stringify(done)).toBe('success');
}

test('a reader who turned the gadget off gets no board script (not even from the head) and keeps the boxes\' text, the extension\'s tags still boards; turned on, boards', async ({ page }) => {
  const problems = watchWiki(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await newReader(page);

  await setGadget(page, false);
  requests.length = 0;
  await page.goto(article('Twofold boards'));
  // The wiki's own modules have all run (the gadget would have by then).
  await expect.poll(() => page.evaluate(() => mw.loader.getState('site'))).toBe('ready');
  expect(await page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('registered');
  expect(await page.locator('head > script[async][src*="/twofold/"]').count()).toBe(0);
  // (the article's picture beside the boards comes from the asset host too)
  expect(requests.filter((u) => u.includes('/twofold/') && /\.(js|wasm)$/.test(new URL(u).pathname))).toEqual([]);
  await expect(page.locator('twofold-board')).toHaveCount(0);
  await expect(page.locator('div.twofold-board .twofold-about').first()).toBeVisible();
  // A page with an extension's tag too: the tag's box becomes a board from
  // the head (wiki-tags.js), the template's keeps its text.
  await page.goto(article('Tags and template'));
  expect(await page.locator('head > script[async][src*="/twofold/wiki-tags.js"]').count()).toBe(1);
  expect(await page.locator('head > script[async][src*="/twofold/wiki-boxes.js"]').count()).toBe(0);
  await page.locator('div.twofold-box').scrollIntoViewIfNeeded();
  await expect(page.locator('div.twofold-box.twofold-shown twofold-board')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => mw.loader.getState('site'))).toBe('ready');
  await expect(page.locator('div.twofold-board twofold-board')).toHaveCount(0);
  await expect(page.locator('div.twofold-board .twofold-about')).toBeVisible();

  await setGadget(page, true);
  // (An address this browser has not cached: MediaWiki dates the reader's change to the
  // second, so a revisit in the same second may be answered 304 with the page seen off.)
  await page.goto(`${article('Twofold boards')}?gadget=on`);
  expect(await page.locator('head > script[async][src*="/twofold/embed.js"]').count()).toBe(1);
  expect(await page.locator('head > script[async][src*="/twofold/wiki-boxes.js"]').count()).toBe(1);
  expect(await allReady(page)).toBeGreaterThan(0);
  // Both kinds on one page: each box one board, embed.js asked for once.
  await page.goto(`${article('Tags and template')}?gadget=on`);
  for (const file of ['embed.js', 'wiki-boxes.js', 'wiki-tags.js']) expect(await page.locator(`head > script[async][src*="/twofold/${file}"]`).count(), file).toBe(1);
  expect(await allReady(page)).toBe(2);
  expect(await page.evaluate(() => [...document.querySelectorAll('div.twofold-board, div.twofold-box')].map((box) => box.querySelectorAll('twofold-board').length))).toEqual([1, 1]);
  expect(problems).toEqual([]);
});

test('dark readers: boards that follow the system theme', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(article('Twofold boards'));
  await allReady(page);
  const analyse = board(page, 4);
  await analyse.scrollIntoViewIfNeeded();
  expect(await analyse.evaluate((el) => el.shadowRoot.querySelector('.tf').dataset.theme)).toBe('dark');
  await screenshot(page, testInfo, 'wiki-article-dark');
});

test('phones: with the mobile target (as MobileFrontend sets it) the gadget loads and every board draws', async ({ page }) => {
  const problems = watchWiki(page);
  const targets = new Set();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/load.php') targets.add(url.searchParams.get('target'));
  });
  await page.goto(`${article('Twofold boards')}?useformat=mobile`);
  await expect.poll(() => page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('ready');
  expect([...targets]).toContain('mobile');
  expect(targets.has('desktop')).toBe(false);
  await expect(page.locator('twofold-board')).toHaveCount(5);
  expect(await allReady(page)).toBe(5);
  expect(problems).toEqual([]);
});

test('moves, records and positions reach the board exactly as typed, whatever they hold (< > | quotes, line breaks, {{ [[)', async ({ page }) => {
  const record = '[Event "Club <b>night</b> | {{round}} [[2]]"]\n[Variant "chess2"]\n[White "O\'Brien \\"Ace\\""]\n[Black ">> Lee"]\n\n1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 *';
  await page.goto(article('Every character'));
  await expect(page.locator('twofold-board')).toHaveCount(4);
  const attribute = (n, name) => board(page, n).evaluate((b, name) => b.getAttribute(name), name);
  expect(await attribute(0, 'moves')).toBe(record);
  expect(await attribute(1, 'moves')).toBe(record);
  expect(await attribute(2, 'moves')).toBe('1.e4 e5 {a <i>b</i> | \'c\' "d" {{e}} [[f]] x=y}');
  expect(await attribute(3, 'position')).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - <"|{{[[>\'');
  // The record plays: its four turns, with both tagged players.
  for (const n of [0, 1]) {
    await board(page, n).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate((n) => !!document.querySelectorAll('twofold-board')[n]?.debug?.ready, n), { timeout: 20_000 }).toBe(true);
    expect((await state(page, n)).history.length).toBe(4);
  }
  // Nothing of the markup leaked into the article as HTML or paragraphs.
  expect(await page.locator('#mw-content-text b, #mw-content-text i').count()).toBe(0);
});

/** The page's layout shift (PerformanceObserver), counted from the first paint. */
async function watchLayoutShift(page) {
  await page.addInitScript(() => {
    window.twofoldTestShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.twofoldTestShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const title of ['Twofold boards', 'Sixty boards', 'Pictures first', 'Every playing mode']) {
  test(`the boxes keep their boards' space before any script runs: layout shift at most 0.05 on "${title}"`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await watchLayoutShift(page);
    await page.goto(article(title));
    const count = await allReady(page);
    expect(count).toBeGreaterThan(0);
    // Each board shown: the gadget shows it once it has settled.
    await expect(page.locator('.twofold-starting')).toHaveCount(0);
    const shift = await page.evaluate(() => window.twofoldTestShift);
    console.log(`[${testInfo.project.name}] "${title}": layout shift ${shift.toFixed(3)}`);
    expect(shift).toBeLessThanOrEqual(0.05);
  });
}

test('readers without scripts: every box keeps its board’s space and names its game and moves', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(article('Twofold boards'));
  const boxes = page.locator('.twofold-board');
  await expect(boxes).toHaveCount(5);
  for (let n = 0; n < 5; n++) expect((await boxes.nth(n).boundingBox()).height).toBeGreaterThan(250);
  await expect(boxes.nth(0)).toContainText('chess2');
  await expect(boxes.nth(0)).toContainText('1.e4 c5,Nc6 2.Nf3,Bb5');
  await context.close();
});

/**
 * The boxes of "Pictures first" (docs/mediawiki.md's pictures, made and
 * uploaded by its block as written): the two with a picture show it, loaded,
 * at the box's width and the board's height; their text is in the page,
 * unseen; the third names its game.
 */
async function expectPictures(page) {
  const boxes = page.locator('.twofold-board');
  await expect(boxes).toHaveCount(3);
  for (const [n, file] of [[0, 'Chess2-opening.png'], [1, 'Chess2-start.png']]) {
    const picture = boxes.nth(n).locator('.twofold-image img');
    await expect(picture).toBeVisible();
    expect(await picture.getAttribute('src')).toContain(file);
    await expect.poll(() => picture.evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(500);
    const [shown, box] = [await picture.boundingBox(), await boxes.nth(n).boundingBox()];
    expect(Math.abs(shown.width - box.width)).toBeLessThan(2);
    expect(shown.height).toBeGreaterThan(shown.width * 0.95);
    expect(box.height).toBeGreaterThanOrEqual(shown.height);
    await expect(boxes.nth(n).locator('.twofold-moves')).toBeHidden();
    await expect(boxes.nth(n).locator('.twofold-about')).toBeHidden();
  }
  expect(await boxes.nth(1).locator('.twofold-moves').textContent()).toBe('1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6');
  await expect(boxes.nth(2)).toContainText('two-boards');
  expect((await boxes.nth(2).boundingBox()).height).toBeGreaterThan(250);
}

test('readers without scripts: a box with an image shows the picture of its position at the box\'s size', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(article('Pictures first'));
  await expectPictures(page);
  await screenshot(page, testInfo, 'wiki-pictures-no-scripts');
  await context.close();
});

test('the asset host down: each box keeps its picture (or its text), never 0 px, and says the board could not be loaded', async ({ page }, testInfo) => {
  await page.route('**/twofold/**', (route) => route.abort());
  await page.goto(article('Pictures first'));
  // (The gadget runs once the wiki's own modules have loaded: on a loaded machine PHP's server may take a while.)
  await expect(page.locator('.twofold-failed')).toHaveCount(3, { timeout: 60_000 });
  await expectPictures(page);
  for (let n = 0; n < 3; n++) await expect(page.locator('.twofold-board').nth(n)).toContainText('The board could not be loaded.');
  await screenshot(page, testInfo, 'wiki-pictures-assets-down');
});

test('the live boards replace the pictures', async ({ page }) => {
  const html = await (await page.request.get(article('Pictures first'))).text();
  expect(html.match(/class="twofold-image"/g)).toHaveLength(2);
  await page.goto(article('Pictures first'));
  expect(await allReady(page)).toBe(3);
  await expect(page.locator('.twofold-starting')).toHaveCount(0);
  await expect(page.locator('.twofold-image')).toHaveCount(0);
  await expect(page.locator('twofold-board').first()).toBeVisible();
});

test('the asset host down: every box keeps its space, its game, its moves and says the board could not be loaded', async ({ page }) => {
  await page.route('**/twofold/**', (route) => route.abort());
  await page.goto(article('Twofold boards'));
  const boxes = page.locator('.twofold-board');
  await expect(boxes).toHaveCount(5);
  // (The gadget runs once the wiki's own modules have loaded: on a loaded machine PHP's server may take a while.)
  await expect(page.locator('.twofold-failed')).toHaveCount(5, { timeout: 60_000 });
  for (let n = 0; n < 5; n++) {
    await expect(boxes.nth(n)).toContainText('The board could not be loaded.');
    expect((await boxes.nth(n).boundingBox()).height).toBeGreaterThan(250);
  }
  await expect(boxes.nth(0)).toContainText('chess2');
  await expect(boxes.nth(0)).toContainText('1.e4 c5,Nc6 2.Nf3,Bb5');
  await expect(page.locator('twofold-board')).toHaveCount(0);
});

test('editors: TemplateData describes every parameter, the documentation lists the games the rules offer, no placeholder link', async ({ request }) => {
  const games = JSON.parse(execFileSync('node', ['tests-e2e/list-variants.mjs'], { encoding: 'utf8' })).map((g) => g.id);
  const answer = await (await request.get(`${WIKI}/api.php?action=templatedata&titles=Template:Twofold&format=json&formatversion=2`)).json();
  const data = Object.values(answer.pages)[0];
  const names = ['variant', 'rules', 'options', 'position', 'moves', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme', 'size', 'float', 'caption', 'image'];
  expect(Object.keys(data.params).sort()).toEqual([...names].sort());
  for (const name of names) {
    expect(data.params[name].description.en, name).toBeTruthy();
    expect(data.params[name].type, name).not.toBe('unknown');
  }
  expect(data.params.variant.suggestedvalues).toEqual(games);
  expect(data.params.mode.suggestedvalues).toEqual(['view', 'replay', 'play', 'computer', 'analyse', 'edit']);
  const source = await (await request.get(`${WIKI}/index.php?title=Template:Twofold&action=raw`)).text();
  for (const id of games) expect(source).toContain(`* <code>${id}</code>`);
  expect(source).not.toContain('example.org');
});


test('no error on the special pages: Special:Upload, Special:Preferences (with the gadget described), a diff, an edit preview', async ({ page }) => {
  const problems = watchWiki(page);
  await page.goto(article('Special:Upload'));
  await expect.poll(() => page.evaluate(() => mw.loader.getState('ext.gadget.twofold'))).toBe('ready');

  await logInToWiki(page, WIKI);
  await page.goto(`${WIKI}/index.php?title=Special:Preferences#mw-prefsection-gadgets`);
  const gadgets = page.locator('#mw-prefsection-gadgets');
  await expect(gadgets).toContainText('Live twofold boards');
  await expect(gadgets).not.toContainText('⧼');

  await page.goto(article('Twofold boards'));
  const revision = await page.evaluate(() => mw.config.get('wgCurRevisionId'));
  await page.goto(`${WIKI}/index.php?title=Twofold_boards&diff=prev&oldid=${revision}`);
  await expect(page.locator('twofold-board')).toHaveCount(5);
  await expect.poll(() => page.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 20_000 }).toBe(true);

  await page.goto(`${WIKI}/index.php?title=Floated_diagrams&action=edit`);
  await page.locator('#wpPreview').click();
  await expect(page.locator('#wikiPreview twofold-board')).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => !!document.querySelector('#wikiPreview twofold-board')?.debug?.ready), { timeout: 20_000 }).toBe(true);
  expect(problems).toEqual([]);
});

test('a replay beside its panel reserves the height it takes: no blank band under it', async ({ page }) => {
  await page.goto(article('Floated diagrams'));
  const box = page.locator('.twofold-board').nth(2);
  await box.scrollIntoViewIfNeeded();
  const reserved = (await box.boundingBox()).height;
  await expect(box.locator('.twofold-live twofold-board')).toBeVisible({ timeout: 20_000 });
  const live = (await board(page, 2).boundingBox()).height;
  console.log(`[replay box] ${Math.round(reserved)} px reserved, ${Math.round(live)} px used by the board`);
  expect(reserved).toBeGreaterThanOrEqual(live);
  expect(reserved - live).toBeLessThan(12);
});

/**
 * Each box's reserved height (the styles gadget's, before any script) and
 * its live board's, in page order: [{ name, reserved, live }].
 */
async function reservedAndLive(page) {
  const boxes = page.locator('div.twofold-board');
  const out = [];
  for (let n = 0; n < (await boxes.count()); n++) {
    const box = boxes.nth(n);
    await box.scrollIntoViewIfNeeded();
    const reserved = await box.evaluate((b) => parseFloat(getComputedStyle(b).minHeight));
    await expect(box.locator('.twofold-live twofold-board')).toBeVisible({ timeout: 30_000 });
    const live = (await box.locator('twofold-board').boundingBox()).height;
    const name = (await box.evaluate((b) => b.parentElement.className)).match(/twofold-variant-(\S+) twofold-mode-(\S+)/).slice(1).join(' ');
    out.push({ name, reserved: Math.round(reserved), live: Math.round(live) });
  }
  return out;
}

// The playing modes' panels differ (the computer's level and side, the
// analysis's lines, the editor's palette), and so do their boards' heights:
// each box reserves its own game and mode's, at the box's width and the
// screen's height (scripts/wiki-reserve.mjs measures them).
for (const title of ['Every playing mode', 'Twofold boards']) {
  test(`each box reserves its live board's height, within a few pixels, every game and mode: "${title}"`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await page.goto(article(title));
    const boxes = await reservedAndLive(page);
    console.log(`[${testInfo.project.name}] "${title}": ${boxes.map((b) => `${b.name} ${b.reserved}/${b.live}`).join(', ')} (reserved/live px)`);
    const off = boxes.filter((b) => Math.abs(b.reserved - b.live) > 16);
    expect(off, 'boxes whose reserved height is more than 16 px from their board\'s').toEqual([]);
  });
}

test('a view is a diagram of about 300 px floated beside the text; size, float and caption are the editor\'s; a replay takes the column', async ({ page }, testInfo) => {
  await page.goto(article('Floated diagrams'));
  await allReady(page);
  const frames = page.locator('.twofold-frame');
  const box = async (n) => frames.nth(n).boundingBox();
  const column = await page.locator('#mw-content-text').boundingBox();
  await expect(frames.nth(0).locator('.twofold-caption')).toHaveText("After 1.e4 c5,Nc6: Black's first turn is two moves.");
  // Vector (this wiki's skin) lays a phone out 980 px wide; a narrow layout (a
  // mobile skin) is too narrow to float: every board takes the column.
  if (await page.evaluate(() => window.innerWidth < 720)) {
    for (let n = 0; n < 3; n++) expect(Math.abs((await box(n)).width - column.width)).toBeLessThan(2);
  } else {
    expect((await box(0)).width).toBe(300);
    expect(await frames.nth(0).evaluate((f) => getComputedStyle(f).float)).toBe('right');
    expect((await box(0)).x + 300).toBeCloseTo(column.x + column.width, 0);
    expect((await box(1)).width).toBe(250);
    expect(await frames.nth(1).evaluate((f) => getComputedStyle(f).float)).toBe('left');
    expect(Math.abs((await box(2)).width - column.width)).toBeLessThan(2);
  }
  // The live board fills its frame.
  const board0 = await board(page, 0).boundingBox();
  expect(board0.width).toBeGreaterThan((await box(0)).width - 10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'wiki-floated-diagrams');
});
