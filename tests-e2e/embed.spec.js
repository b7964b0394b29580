// The embed: <twofold-board> on other sites' pages and the iframe form.
// The built site is served by a static server with CORS (the asset host);
// host pages come from a second server on another port, so every test here
// is cross-origin, as on a wiki.

import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { embedSites } from './static-server.mjs';
import { watchConsole, state, board, ref, tapSquare, boardReady, pixelDifference, playTurnByClicks, computer, legalParts, screenshot, analysis, analysisLines, whiteShare, expectAnalysisUpdates, desktopFlow } from './helpers.js';

const sites = embedSites(test); // sites.assets: dist/ with CORS; sites.hosts: the "wiki", pages only

const CHESS2_GAME = '1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6';

function hostHtml(body, css = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>host</title><link rel="icon" href="data:,"><style>${css}</style></head><body>${body}
<script type="module" src="${sites.assets.url}embed.js"></script></body></html>`;
}

let pageNo = 0;
/** Opens a host page made of `body` (and `css`) on the host origin. */
async function openHost(page, body, css = '') {
  const path = `/page-${++pageNo}.html`;
  sites.hosts.pages.set(path, hostHtml(body, css));
  await page.goto(`${sites.hosts.url.replace('/nothing-here/', '')}${path}`);
}

const HOSTILE_CSS =
  '* { box-sizing: content-box !important; font: 30px serif !important; line-height: 3 !important; color: red } canvas, button { display: none } div { padding: 20px } ol, li, a, span, p { all: unset }';

test('hostile host CSS cannot break the board: it looks as on a plain page', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  // A container narrower than the viewport even with the hostile padding.
  const width = testInfo.project.name === 'phone' ? 300 : 560;
  const body = `<div style="width:${width}px"><twofold-board variant="chess2" mode="replay" at="3" moves="${CHESS2_GAME}"></twofold-board></div>`;
  await openHost(page, body);
  await boardReady(page);
  const plain = await board(page).screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-plain.png` });
  await openHost(page, body, HOSTILE_CSS);
  await boardReady(page);
  await expect(ref(board(page), 'canvas')).toBeVisible();
  await expect(ref(board(page), 'forward')).toBeVisible();
  await expect(ref(board(page), 'move-list').locator('button.turn').first()).toBeVisible();
  const hostile = await board(page).screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-hostile-board.png` });
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-hostile.png` });
  const diff = pixelDifference(plain, hostile);
  console.log(`[${testInfo.project.name}] embed on a hostile page differs from a plain page by ${(diff * 100).toFixed(3)} % of pixels`);
  expect(diff).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});

test('the page gains no globals but the element; no console errors', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    window.__keysBefore = Object.getOwnPropertyNames(window);
  });
  await openHost(page, `<twofold-board variant="two-prong" mode="play"></twofold-board>`);
  await boardReady(page);
  const added = await page.evaluate(() => Object.getOwnPropertyNames(window).filter((k) => !window.__keysBefore.includes(k) && k !== '__keysBefore'));
  expect(added).toEqual([]);
  expect(await page.evaluate(() => !!customElements.get('twofold-board'))).toBe(true);
  expect(errors).toEqual([]);
});

test('two boards on one page play independently', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  await openHost(page, `<twofold-board variant="chess2" mode="play"></twofold-board><twofold-board variant="chess2" mode="play"></twofold-board>`);
  await boardReady(page, 0);
  await board(page, 1).scrollIntoViewIfNeeded();
  await boardReady(page, 1);
  await tapSquare(page, 'e2', touch, 0);
  await tapSquare(page, 'e4', touch, 0);
  await expect.poll(async () => (await state(page, 0)).history.map((t) => t.text)).toEqual(['e4']);
  expect((await state(page, 1)).history).toEqual([]);
  await tapSquare(page, 'd2', touch, 1);
  await tapSquare(page, 'd4', touch, 1);
  await expect.poll(async () => (await state(page, 1)).history.map((t) => t.text)).toEqual(['d4']);
  expect((await state(page, 0)).history.map((t) => t.text)).toEqual(['e4']);
  expect(errors).toEqual([]);
});

test('replay: buttons, keys, at="N", autoplay and turn events', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await openHost(page, `<twofold-board variant="chess2" mode="replay" at="2" moves="${CHESS2_GAME}"></twofold-board>`);
  await boardReady(page);
  await page.evaluate(() => {
    window.__turns = [];
    document.addEventListener('turn', (e) => window.__turns.push(e.detail));
  });
  const b = board(page);
  let s = await state(page);
  expect(s.history.length).toBe(6);
  expect(s.viewTurn).toBe(2);
  expect(s.shownPosition).not.toBe(s.position);
  // Replay never plays: no legal parts, no move box.
  expect(await legalParts(page)).toEqual([]);
  await expect(ref(b, 'entry')).toBeHidden();
  await ref(b, 'forward').click();
  expect((await state(page)).viewTurn).toBe(3);
  const turns = await page.evaluate(() => window.__turns);
  expect(turns.at(-1)).toMatchObject({ index: 3, text: 'Nf3,Bb5', color: 'white', source: 'replay' });
  expect(turns.at(-1).position).toBe((await state(page)).shownPosition);
  await b.focus();
  await page.keyboard.press('ArrowLeft');
  expect((await state(page)).viewTurn).toBe(2);
  await page.keyboard.press('End');
  expect((await state(page)).viewTurn).toBe(6);
  await page.keyboard.press('Home');
  expect((await state(page)).viewTurn).toBe(0);
  await ref(b, 'autoplay').click();
  await expect(ref(b, 'autoplay')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await state(page)).viewTurn, { timeout: 15_000 }).toBe(6);
  await expect(ref(b, 'autoplay')).toHaveAttribute('aria-pressed', 'false');
  s = await state(page);
  expect(s.shownPosition).toBe(s.position);
  expect(errors).toEqual([]);
});

test('play mode: a multi-part turn, turn and gameover events', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  // Two-Prong, Black to move: a dual move by clicks, then White mates.
  const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 2 d';
  await openHost(page, `<twofold-board variant="two-prong" mode="play" position="${fen}"></twofold-board>`);
  await boardReady(page);
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['turn', 'gameover']) document.addEventListener(type, (e) => window.__events.push({ type, ...e.detail }));
  });
  const b = board(page);
  await tapSquare(page, 'h7', touch);
  await tapSquare(page, 'h6', touch);
  let s = await state(page);
  expect(s.turnInProgress).toBe(true);
  await expect(ref(b, 'end-turn')).toBeEnabled();
  await tapSquare(page, 'f7', touch);
  await tapSquare(page, 'f6', touch);
  await expect.poll(async () => (await state(page)).history.map((t) => t.text)).toEqual(['f6&h6']);
  // White: Ra8+ is not mate now (the king has h7 and f7); play it as a single move.
  await tapSquare(page, 'a1', touch);
  await tapSquare(page, 'a8', touch);
  await ref(b, 'end-turn').click();
  await expect.poll(async () => (await state(page)).history.length).toBe(2);
  const events = await page.evaluate(() => window.__events);
  expect(events.filter((e) => e.type === 'turn').map((e) => e.text)).toEqual(['f6&h6', 'Ra8+']);
  // A position one turn from mate: the gameover event carries the result.
  const mate = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 2 d';
  await page.evaluate((p) => document.querySelector('twofold-board').setAttribute('position', p), mate);
  await expect.poll(async () => (await state(page)).position).toBe(mate);
  await tapSquare(page, 'a1', touch);
  await tapSquare(page, 'a8', touch);
  await ref(b, 'end-turn').click();
  await expect.poll(async () => (await page.evaluate(() => window.__events)).filter((e) => e.type === 'gameover')).toEqual([
    { type: 'gameover', result: '1-0', reason: 'checkmate', winner: 'white' },
  ]);
  await expect(ref(b, 'banner')).toContainText('1-0');
  expect(errors).toEqual([]);
});

test('computer mode: the engine answers (a worker started from another origin)', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await openHost(page, `<twofold-board variant="chess" mode="computer" computer-side="white" level="1"></twofold-board>`);
  await boardReady(page);
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  const s = await state(page);
  expect(s.history[0].color).toBe('white');
  // The reader has Black: the board is turned for them.
  expect(s.orientation).toBe('black');
  expect((await computer(page)).searches.length).toBe(1);
  expect(errors).toEqual([]);
});

test('analyse: the analysis on demand (updates, three whole-turn lines, the bar, a line played, stop), free moves for both sides; reset', async ({ page }, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  const errors = watchConsole(page);
  // Double Move Double Chess after White's first (one-move) turn: Black's turns are pairs.
  await openHost(page, `<twofold-board variant="double-double" mode="analyse" moves="1.Rxh15"></twofold-board>`);
  await boardReady(page);
  const b = board(page);
  const start = (await state(page)).position;
  await expect(ref(b, 'analysis')).toBeHidden();
  await ref(b, 'analyse').click();
  await expect(ref(b, 'analysis')).toBeVisible();
  await expect.poll(async () => (await analysis(page)).depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expectAnalysisUpdates(page);
  await expect(analysisLines(b)).toHaveCount(3);
  const a = await analysis(page);
  // Whole turns: pairs, written as the game writes them ("Rxa2,Rxa1").
  expect(a.lines.some((l) => l.turn.length === 2), JSON.stringify(a.lines)).toBe(true);
  const texts = await analysisLines(b).locator('.line-moves').allTextContents();
  expect(texts.some((t) => /^[^ ·]+,[^ ·]+/.test(t)), texts.join(' | ')).toBe(true);
  // The bar: White's share of the best line's score (Black to move).
  const now = Number(await ref(b, 'eval-bar').getAttribute('aria-valuenow'));
  expect(Math.abs(now - whiteShare(-(await analysis(page)).lines[0].score))).toBeLessThanOrEqual(15);
  await screenshot(page, testInfo, 'embed-analysis');
  // A line's first turn played by a click (a tap on a phone): all its parts.
  const line = (await analysis(page)).lines[0];
  if (touch) await analysisLines(b).first().tap();
  else await analysisLines(b).first().click();
  await expect.poll(async () => (await state(page)).history.length).toBe(2);
  const lines = [line, ...(await analysis(page)).lines].map((l) => l.turn.join(','));
  expect(lines).toContain((await state(page)).history[1].text.replace(/[+#]/g, ''));
  // On from the new position; then stopped, no more updates.
  await expectAnalysisUpdates(page);
  await ref(b, 'analyse').click();
  const stopped = (await analysis(page)).updates;
  await page.waitForTimeout(1200);
  expect((await analysis(page)).updates).toBe(stopped);
  // Moves for White too (nobody plays for the computer in analysis).
  const parts = await legalParts(page);
  const part = parts.find((p) => p.from && p.to && !p.promo);
  await tapSquare(page, part.from, touch);
  await tapSquare(page, part.to, touch);
  await expect.poll(async () => (await state(page)).turnInProgress || (await state(page)).history.length === 3).toBe(true);
  await ref(b, 'reset').click();
  await ref(b, 'confirm-yes').click();
  await expect.poll(async () => (await state(page)).position).toBe(start);
  expect((await state(page)).history.length).toBe(1);
  expect(errors).toEqual([]);
});

test('bad attributes show the rules error in the box, never a blank box', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await openHost(
    page,
    [
      '<twofold-board variant="foo"></twofold-board>',
      '<twofold-board variant="chess2" mode="replay" moves="1.e4 c5,d6 2.Bb4+ Nd7"></twofold-board>',
      '<twofold-board variant="chess" position="this is not a position"></twofold-board>',
      '<twofold-board variant="chess" mode="sideways"></twofold-board>',
      '<twofold-board></twofold-board>',
    ].join('\n'),
  );
  const boards = page.locator('twofold-board');
  const error = (n) => ref(boards.nth(n), 'error');
  for (let n = 0; n < 5; n++) await boards.nth(n).scrollIntoViewIfNeeded();
  await expect(error(0)).toContainText("unknown variant 'foo'");
  await expect(error(1)).toContainText("turn 2 (White): 'Bb4+'");
  await expect(error(1)).toContainText('no bishop');
  // ...and the turns before it are shown.
  expect((await state(page, 1)).history.map((t) => t.text)).toEqual(['e4', 'c5,d6']);
  await expect(ref(boards.nth(1), 'canvas')).toBeVisible();
  await expect(error(2)).toContainText('position');
  await expect(error(3)).toContainText("unknown mode 'sideways'");
  await expect(error(4)).toContainText('no variant given');
  // The games it lists are the rules' own (variants()).
  await expect(error(4)).toContainText('chess, two-prong, chess2, dual-chess, two-boards, double-double, marseillais');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-errors.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('changing an attribute after load updates the board', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await openHost(page, `<twofold-board variant="chess" mode="view"></twofold-board>`);
  await boardReady(page);
  const el = board(page);
  await el.evaluate((e) => e.setAttribute('variant', 'dual-chess'));
  await expect.poll(async () => (await state(page)).variant).toBe('dual-chess');
  await el.evaluate((e) => e.setAttribute('orientation', 'black'));
  await expect.poll(async () => (await state(page)).orientation).toBe('black');
  await el.evaluate((e) => e.setAttribute('theme', 'dark'));
  await expect(ref(el, 'root')).toHaveAttribute('data-theme', 'dark');
  await el.evaluate((e) => e.setAttribute('coordinates', 'off'));
  // load() and the read-only properties.
  const error = await el.evaluate((e) => e.load({ variant: 'chess2', moves: '1.e4 c5,d6', mode: 'view' }));
  expect(error).toBeNull();
  expect(await el.evaluate((e) => e.position)).toBe((await state(page)).position);
  expect(await el.evaluate((e) => e.record)).toContain('[Variant "chess2"]');
  expect(errors).toEqual([]);
});

test('boards start when they scroll into view; a removed board stops its search', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    // Count the workers the page starts (the engine must share one).
    const Real = window.Worker;
    window.__workers = 0;
    window.Worker = class extends Real {
      constructor(...args) {
        super(...args);
        window.__workers++;
      }
    };
  });
  await openHost(
    page,
    `<twofold-board variant="chess" mode="computer" computer-side="white" level="1"></twofold-board>
     <twofold-board variant="two-prong" mode="computer" computer-side="white" level="1"></twofold-board>
     <div style="height:3000px"></div>
     <twofold-board id="far" variant="chess2" mode="view"></twofold-board>`,
  );
  await boardReady(page, 0);
  await boardReady(page, 1);
  // The board below the fold has done nothing yet.
  expect(await page.evaluate(() => document.getElementById('far').debug)).toBeNull();
  // Both computers answer, one after the other, through one worker.
  await expect.poll(async () => (await state(page, 0)).history.length, { timeout: 30_000 }).toBe(1);
  await expect.poll(async () => (await state(page, 1)).history.length, { timeout: 30_000 }).toBe(1);
  expect(await page.evaluate(() => window.__workers)).toBe(1);
  await page.locator('#far').scrollIntoViewIfNeeded();
  await boardReady(page, 2);
  // A board removed while its computer thinks: the search stops, nothing is played.
  await page.evaluate(() => {
    const b = document.querySelectorAll('twofold-board')[1];
    b.load({ variant: 'two-prong', mode: 'computer', computerSide: 'white', level: 5 });
  });
  await expect.poll(async () => (await computer(page, 1)).busy).toBe(true);
  const removed = await page.evaluate(() => {
    const b = document.querySelectorAll('twofold-board')[1];
    window.__removed = b;
    b.remove();
    return b.debug.computer().busy;
  });
  expect(removed).toBe(false);
  // Once the shared worker has answered a later search (the first board's
  // computer opening a game), the removed board has still played nothing.
  await page.evaluate(() => document.querySelector('twofold-board').load({ variant: 'chess', mode: 'computer', computerSide: 'white', level: 1 }));
  await expect.poll(async () => (await state(page, 0)).history.length, { timeout: 30_000 }).toBe(1);
  expect(await page.evaluate(() => window.__removed.debug.state().history.length)).toBe(0);
  expect(errors).toEqual([]);
});

test('the iframe form: its height and events reach the parent; commands only from the allowed origin', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  const hostOrigin = new URL(sites.hosts.url).origin;
  const src = (origin) =>
    `${sites.assets.url}embed.html?variant=chess2&mode=replay&moves=${encodeURIComponent(CHESS2_GAME)}${origin ? `&origin=${encodeURIComponent(origin)}` : ''}`;
  await openHost(
    page,
    `<iframe id="good" src="${src(hostOrigin)}" style="width:100%;height:300px;border:0"></iframe>
     <iframe id="other" src="${src('https://elsewhere.example')}" style="width:100%;height:300px;border:0"></iframe>
     <script>
       window.__messages = [];
       addEventListener('message', (e) => {
         const from = e.source === document.getElementById('good').contentWindow ? 'good' : 'other';
         window.__messages.push({ from, ...e.data });
         if (e.data.type === 'twofold:height') document.getElementById(from).style.height = e.data.height + 'px';
       });
     </script>`,
  );
  const messages = () => page.evaluate(() => window.__messages);
  await expect.poll(async () => (await messages()).filter((m) => m.from === 'good').map((m) => m.type)).toEqual(expect.arrayContaining(['twofold:ready', 'twofold:height']));
  const height = (await messages()).filter((m) => m.from === 'good' && m.type === 'twofold:height').at(-1).height;
  expect(height).toBeGreaterThan(250);
  await expect.poll(async () => (await page.locator('#good').boundingBox()).height).toBe(height);
  // A command from the allowed parent is obeyed and answered with a turn event.
  await page.evaluate((target) => document.getElementById('good').contentWindow.postMessage({ type: 'twofold:goto', turn: 2 }, target), sites.assets.url);
  await expect.poll(async () => (await messages()).filter((m) => m.from === 'good' && m.type === 'twofold:turn').map((m) => m.detail.index)).toEqual([2]);
  // The frame that allows another origin ignores this page's commands.
  await page.evaluate((target) => document.getElementById('other').contentWindow.postMessage({ type: 'twofold:goto', turn: 3 }, target), sites.assets.url);
  // A command to the first frame after it: once its answer is back, the
  // other frame has had the message and ignored it.
  await page.evaluate((target) => document.getElementById('good').contentWindow.postMessage({ type: 'twofold:goto', turn: 1 }, target), sites.assets.url);
  await expect.poll(async () => (await messages()).filter((m) => m.from === 'good' && m.type === 'twofold:turn').map((m) => m.detail.index)).toEqual([2, 1]);
  expect((await messages()).filter((m) => m.from === 'other' && m.type === 'twofold:turn')).toEqual([]);
  // A load command replaces the game.
  await page.evaluate(
    (target) => document.getElementById('good').contentWindow.postMessage({ type: 'twofold:load', variant: 'two-prong', moves: '1.e4', mode: 'replay' }, target),
    sites.assets.url,
  );
  const frame = page.frame({ url: /embed\.html/ });
  await expect.poll(() => frame.evaluate(() => document.querySelector('twofold-board').debug.state().variant)).toBe('two-prong');
  // A game written as text comes with its definitions.
  const rules = readFileSync(new URL('../public/variants/gemini.ini', import.meta.url), 'utf8');
  await page.evaluate(
    ({ target, rules }) => document.getElementById('good').contentWindow.postMessage({ type: 'twofold:load', variant: 'gemini', rules, moves: '1.e4 e5,Nc6', mode: 'replay' }, target),
    { target: sites.assets.url, rules },
  );
  await expect.poll(() => frame.evaluate(() => document.querySelector('twofold-board').debug.state().variant)).toBe('gemini');
  expect(await frame.evaluate(() => document.querySelector('twofold-board').debug.state().history.length)).toBe(2);
  expect(errors).toEqual([]);
});

test('"Open in twofold" opens the game as a new game and keeps the reader’s own', async ({ page, context }, testInfo) => {
  const errors = watchConsole(page);
  // The reader has a game of their own on the full page (the asset host).
  await page.goto(`${sites.assets.url}index.html?variant=chess&moves=${encodeURIComponent('1.d4 d5')}`);
  await page.waitForSelector('body[data-ready=true]');
  // (A shared game is the reader's once played in.)
  await playTurnByClicks(page, 1, { touch: testInfo.project.name === 'phone' });
  await openHost(page, `<twofold-board variant="chess2" mode="replay" moves="${CHESS2_GAME}"></twofold-board>`);
  await boardReady(page);
  const link = ref(board(page), 'open-app');
  await expect(link).toBeVisible();
  const [app] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await app.waitForSelector('body[data-ready=true]');
  const s = await state(app);
  expect(s.variant).toBe('chess2');
  expect(s.history.map((t) => t.text)).toEqual(['e4', 'c5,Nc6', 'Nf3,Bb5', 'g6,Bg7', 'Bxc6', 'dxc6']);
  await app.locator('#btn-games').click();
  await expect(app.locator('#games-list li')).toHaveCount(2);
  await expect(app.locator('#games-list')).toContainText('Chess ·');
  expect(errors).toEqual([]);
});

test('"Open in twofold" from a board of a game written as text opens that game, at the same position, in the full page', async ({ page, context }, testInfo) => {
  const errors = watchConsole(page);
  const rules = readFileSync(new URL('../public/variants/gemini.ini', import.meta.url), 'utf8');
  const moves = '1.e4 e5,Nc6 2.Nc3,Cf3';
  /** Opens the board's link in the full page: the game there, and the board's own state. */
  const openFrom = async (where) => {
    const link = ref(board(where), 'open-app');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toMatch(/[?&]rules=[\w-]+/);
    const shown = await state(where);
    const [app] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await app.waitForSelector('body[data-ready=true]');
    await boardReady(app);
    return { app, shown };
  };
  // The element, its definitions in a child script.
  await openHost(page, `<twofold-board variant="gemini" mode="replay" moves="${moves}"><script type="text/x-variants">${rules}</script></twofold-board>`);
  await boardReady(page);
  let { app, shown } = await openFrom(page);
  expect(shown.history.map((t) => t.text)).toEqual(['e4', 'e5,Nc6', 'Nc3,Cf3']);
  let s = await state(app);
  expect(s.variant).toBe('gemini');
  expect(s.files).toBe(10);
  expect(s.history.map((t) => t.text)).toEqual(shown.history.map((t) => t.text));
  expect(s.position).toBe(shown.position);
  // Kept in the reader's Games with its definitions.
  expect(await app.evaluate(() => document.getElementById('board').saveState().rules)).toContain('[gemini:chess]');
  await app.close();

  // The frame, its definitions deflated in its address.
  const code = await page.evaluate(async (text) => {
    const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, rules);
  await openHost(page, `<iframe src="${sites.assets.url}embed.html?variant=gemini&amp;mode=replay&amp;rules=${code}&amp;moves=${encodeURIComponent(moves)}" style="width:100%;height:700px;border:0"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expect.poll(() => frame.locator('twofold-board').evaluate((b) => b.debug?.state().history?.length)).toBe(3);
  const link = frame.locator('twofold-board').locator('[data-ref="open-app"]');
  await expect(link).toBeVisible();
  const [inFrame] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await inFrame.waitForSelector('body[data-ready=true]');
  await boardReady(inFrame);
  s = await state(inFrame);
  expect(s.variant).toBe('gemini');
  expect(s.history.map((t) => t.text)).toEqual(shown.history.map((t) => t.text));
  expect(s.position).toBe(shown.position);
  expect(errors).toEqual([]);
});

test('the Share dialog makes embed snippets with a live preview', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  const errors = watchConsole(page);
  await page.goto(`./?variant=chess2&moves=${encodeURIComponent(CHESS2_GAME)}`);
  await page.waitForSelector('body[data-ready=true]');
  await page.locator('#btn-share').click();
  await page.locator('#tab-embed').click();
  const preview = page.locator('#embed-preview twofold-board');
  await expect(preview).toHaveAttribute('mode', 'replay');
  await expect(preview).toHaveAttribute('moves', '1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6');
  await expect.poll(() => preview.evaluate((b) => b.debug?.state().history.length)).toBe(6);
  const element = await page.locator('#embed-element').inputValue();
  expect(element).toMatch(/^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/embed\.js"><\/script>\n<twofold-board variant="chess2" moves="1\.e4 c5,Nc6 2\.Nf3,Bb5 g6,Bg7 3\.Bxc6 dxc6" mode="replay"><\/twofold-board>$/);
  expect(await page.locator('#embed-iframe').inputValue()).toContain('/embed.html?variant=chess2&amp;moves=1.e4+c5%2CNc6');
  await screenshot(page, testInfo, 'share-embed');
  // A diagram of the current position, Black at the bottom.
  await page.locator('#embed-what').selectOption('position');
  await page.locator('#embed-mode').selectOption('view');
  await page.locator('#embed-orientation').selectOption('black');
  await expect(preview).toHaveAttribute('mode', 'view');
  await expect(preview).toHaveAttribute('orientation', 'black');
  const position = (await state(page)).position;
  await expect(preview).toHaveAttribute('position', position);
  expect(await page.locator('#embed-element').inputValue()).toContain(`position="${position}"`);
  await page.locator('#share-close').click();
  await expect(preview).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the demo page: boards of every game in every mode, each starting when seen', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.goto('./embed-demo.html');
  const boards = page.locator('twofold-board');
  const count = await boards.count();
  expect(count).toBe(35);
  await boardReady(page, 0);
  // Far below the fold nothing has started yet.
  expect(await boards.nth(count - 3).evaluate((b) => b.debug)).toBeNull();
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-demo.png` });
  for (let n = 0; n < count; n++) {
    await boards.nth(n).scrollIntoViewIfNeeded();
    const error = ref(boards.nth(n), 'error');
    await expect.poll(async () => (await boards.nth(n).evaluate((b) => !!b.debug?.ready)) || (await error.isVisible())).toBe(true);
  }
  // Only the three boards of the last section show errors.
  const withErrors = await boards.evaluateAll((bs) => bs.map((b, i) => (b.shadowRoot.querySelector('[data-ref=error]').hidden ? null : i)).filter((i) => i !== null));
  expect(withErrors).toEqual([count - 3, count - 2, count - 1]);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-embed-demo-end.png`, fullPage: false });
  expect(errors).toEqual([]);
});
