// The <twofold> tag on a real wiki: Debian's MediaWiki with the Twofold
// extension installed by scripts/wiki.sh from docs/mediawiki.md's recipe
// (dist/mediawiki/Twofold/ and the lines of LocalSettings-extension.php),
// its command a wrapper that notes each run of `twofold diagram`. The
// article is tests-e2e/wiki-pages/Twofold tags.wiki.

import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { desktopFlow, watchWiki } from './helpers.js';

const WIKI = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
const ARTICLE = `${WIKI}/index.php/Twofold_tags`;
const SOURCE = fs.readFileSync('tests-e2e/wiki-pages/Twofold tags.wiki', 'utf8');
const MANUAL = fs.readFileSync('docs/mediawiki.md', 'utf8');
const RUNS = `${process.env.WIKI_DIR || `test-results/wiki-${process.env.E2E_WIKI_PORT}`}/twofold-runs.log`;

/** The article's tags as written: { attributes, body } (the body trimmed, as the tag reads it). */
const TAGS = [...SOURCE.matchAll(/<twofold((?:\s+[\w-]+="[^"]*")*)\s*(?:\/>|>([\s\S]*?)<\/twofold>)/g)].map(([, attributes, body]) => ({
  attributes: Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  body: (body ?? '').trim(),
}));
// The last tag holds a record the rules refuse; the others draw.
const BOARDS = TAGS.slice(0, -1);
const REFUSED = "twofold: illegal move: turn 2 (White): 'Ke3' no king of White can move to e3 here";
const MODES = ['view', 'replay', 'play', 'computer', 'analyse', 'edit'];

/** Where a tag's body goes: a position string, or the moves. */
const bodyField = (body) => (!body.includes('\n') && /^[^\s.[]*\//.test(body) ? 'position' : 'moves');

/** Each game's name by its id, as the rules give them. */
const NAMES = Object.fromEntries(JSON.parse(execFileSync('node', ['tests-e2e/list-variants.mjs'], { encoding: 'utf8' })).map((g) => [g.id, g.name]));

const runs = () => (fs.existsSync(RUNS) ? fs.readFileSync(RUNS, 'utf8').split('\n').filter(Boolean).length : 0);


test('the article covers every mode and every character a body may hold', () => {
  expect(new Set(BOARDS.map((t) => t.attributes.mode ?? 'view'))).toEqual(new Set(MODES));
  const record = BOARDS.find((t) => t.attributes.mode === 'replay').body;
  for (const special of ['<', '>', '|', '"', "'", '\n', '{{', '[[']) expect(record).toContain(special);
  expect(BOARDS.some((t) => bodyField(t.body) === 'position' && t.body)).toBe(true);
});

test('without scripts: each tag is the picture drawn on the server, its body intact, and a refused record an error box', async ({ browser }, testInfo) => {
  desktopFlow(testInfo);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  const boxes = page.locator('#mw-content-text .twofold-box');
  await expect(boxes).toHaveCount(BOARDS.length);
  expect(await page.locator('twofold-board').count()).toBe(0);

  for (const [n, { attributes, body }] of BOARDS.entries()) {
    const box = boxes.nth(n);
    const seen = await box.evaluate((el) => {
      const img = el.querySelector('img.twofold-picture');
      return {
        data: Object.fromEntries(el.getAttributeNames().filter((n) => n.startsWith('data-')).map((n) => [n.slice(5), el.getAttribute(n)])),
        src: img.getAttribute('src'),
        drawn: img.complete && img.naturalWidth > 0,
        width: img.naturalWidth,
        boxWidth: el.getBoundingClientRect().width,
        alt: img.alt,
        title: el.querySelector('.twofold-variant').textContent,
      };
    });
    expect(seen.drawn, `picture ${n}`).toBe(true);
    expect(seen.src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(seen.src.split(',')[1], 'base64').toString().startsWith('<svg')).toBe(true);
    // The tag's attributes and its body, to the character, for the live board.
    const expected = { ...attributes };
    delete expected.float;
    delete expected.caption;
    if (body) expected[bodyField(body)] = body;
    expect(seen.data, `tag ${n}`).toEqual(expected);
    // The box is titled with the game's name, as the live board is.
    expect(seen.title).toBe(NAMES[attributes.variant]);
    expect(seen.alt).toContain(NAMES[attributes.variant]);
    if (attributes.caption) {
      // The caption is wikitext, under the picture, as a thumbnail's.
      const caption = box.locator('.twofold-caption');
      await expect(caption).toHaveText('Chess on Two Boards at its start (more).');
      await expect(caption.locator('a')).toHaveAttribute('href', /Main_Page/);
      expect((await caption.boundingBox()).y).toBeGreaterThan((await box.locator('img.twofold-picture').boundingBox()).y);
    }
  }
  // The record's text is shown as it is written: nothing of it became markup.
  const record = BOARDS.find((t) => t.attributes.mode === 'replay').body;
  expect(await boxes.nth(0).locator('.twofold-moves').textContent()).toBe(record);
  expect(await page.locator('#mw-content-text b', { hasText: 'night' }).count()).toBe(0);

  await expect(page.locator('#mw-content-text .twofold-error')).toHaveText(REFUSED);
  expect(await page.content()).not.toMatch(/Fatal error|MWException|Internal error/);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-wiki-tags-no-scripts.png`, fullPage: true });
  await context.close();
});

for (const target of ['desktop', 'mobile']) {
  test(`the live boards replace the pictures in boxes of the same size (${target} target)`, async ({ page }, testInfo) => {
    const problems = watchWiki(page);
    const targets = new Set();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/load.php' && url.searchParams.get('modules') === 'startup') targets.add(url.searchParams.get('target') ?? 'desktop');
    });
    // The boxes' sizes as the page is first laid out, and every layout shift after.
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        window.__boxes = [...document.querySelectorAll('.twofold-box')].map((el) => el.getBoundingClientRect().height);
      });
    });
    await page.goto(target === 'mobile' ? `${ARTICLE}?useformat=mobile` : ARTICLE);
    // The head asks for the board's script and wiki-tags.js, which make the boxes live without the wiki's modules (wiki-speed.spec.js).
    for (const file of ['embed.js', 'wiki-tags.js']) expect(await page.locator(`head > script[async][src*="/twofold/${file}"]`).count(), file).toBe(1);
    await expect.poll(() => page.evaluate(() => mw.loader.getState('ext.twofold'))).toBe('ready');
    // The wiki's module list (startup) was that target's, and it held the extension's module.
    expect([...targets]).toEqual([target]);

    const boxes = page.locator('#mw-content-text .twofold-box');
    await expect(boxes).toHaveCount(BOARDS.length);
    const first = await page.evaluate(() => window.__boxes);
    for (const [n, { attributes, body }] of BOARDS.entries()) {
      const box = boxes.nth(n);
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveClass(/twofold-shown/, { timeout: 20_000 });
      const live = await box.evaluate((el) => {
        const b = el.querySelector('twofold-board');
        return {
          pictures: el.querySelectorAll('.twofold-picture').length,
          ready: !!b.debug?.ready,
          body: b.getAttribute('moves') ?? b.getAttribute('position') ?? '',
          mode: b.getAttribute('mode') ?? 'view',
          height: el.getBoundingClientRect().height,
          boardHeight: b.getBoundingClientRect().height,
          captionHeight: el.querySelector('.twofold-caption')?.getBoundingClientRect().height ?? 0,
          captionUnderBoard: !el.querySelector('.twofold-caption') || el.querySelector('.twofold-caption').getBoundingClientRect().top >= b.getBoundingClientRect().bottom - 1,
          history: el.matches('.twofold-mode-replay') ? b.debug.state().history.length : null,
        };
      });
      expect(live.pictures, `box ${n}`).toBe(0);
      expect(live.ready).toBe(true);
      expect(live.body).toBe(body);
      expect(live.mode).toBe(attributes.mode ?? 'view');
      // The box keeps the size it had before any script ran, or (where it
      // ended below the view when its board came) takes the board's; it
      // holds the whole board. Whatever a reader saw move is the layout
      // shift, counted below.
      const kept = Math.abs(live.height - first[n]) <= 1 || Math.abs(live.height - live.boardHeight - live.captionHeight) <= 1;
      expect(kept, `box ${n} (${live.mode}): ${first[n]} px, then ${live.height} px`).toBe(true);
      expect(live.boardHeight + live.captionHeight).toBeLessThanOrEqual(live.height + 1);
      expect(live.captionUnderBoard, `box ${n}: the caption under the board`).toBe(true);
      if (live.mode === 'replay') expect(live.history).toBe(6);
    }
    expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.05);
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-wiki-tags-${target}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}

test('the pictures are kept with the page: a second view runs no command, a new text does', async ({ request }, testInfo) => {
  desktopFlow(testInfo);
  const view = async () => {
    const response = await request.get(ARTICLE);
    expect(response.ok()).toBe(true);
    expect((await response.text()).match(/class="twofold-picture"/g)).toHaveLength(BOARDS.length);
  };
  await view();
  const before = runs();
  await view();
  await view();
  expect(runs()).toBe(before);

  // A text the wiki has not seen is drawn, each tag by a run: the manual's
  // example (docs/mediawiki.md, step 5), as written.
  const text = MANUAL.match(/5\. Write boards in articles:\n\n```text\n([\s\S]*?)```/)[1];
  const parsed = await request.post(`${WIKI}/api.php`, { form: { action: 'parse', format: 'json', contentmodel: 'wikitext', text } });
  expect((await parsed.json()).parse.text['*'].match(/class="twofold-picture"/g)).toHaveLength(3);
  expect(runs()).toBe(before + 3);
});

test('the manual quotes the lines the test wiki adds to LocalSettings.php, to the letter', () => {
  expect(MANUAL).toContain(fs.readFileSync('hosting/mediawiki/LocalSettings-extension.php', 'utf8').trim());
});

test('attributes and bodies reach the command as arguments, never as shell code', async ({ request }, testInfo) => {
  desktopFlow(testInfo);
  const marker = `${process.cwd()}/test-results/twofold-injected-${process.pid}`;
  fs.rmSync(marker, { force: true });
  const text = [
    `<twofold variant="chess$(touch ${marker})" />`,
    `<twofold variant="chess" mode="view">1.e4 \`touch ${marker}\`; touch ${marker} | touch ${marker}</twofold>`,
  ].join('\n');
  const parsed = await request.post(`${WIKI}/api.php`, { form: { action: 'parse', format: 'json', contentmodel: 'wikitext', text } });
  const html = (await parsed.json()).parse.text['*'];
  expect(html.match(/class="[^"]*twofold-error/g)).toHaveLength(2);
  expect(html).toContain('twofold: unknown variant &#39;chess$(touch ');
  expect(html).toContain('is not a move');
  expect(fs.existsSync(marker)).toBe(false);
});

test('when the asset host cannot be reached, each box keeps its picture and says so', async ({ page }, testInfo) => {
  desktopFlow(testInfo);
  await page.route('**/twofold/embed.js', (route) => route.abort());
  await page.goto(ARTICLE);
  const boxes = page.locator('#mw-content-text .twofold-box');
  await expect(page.locator('#mw-content-text .twofold-failed')).toHaveCount(BOARDS.length);
  for (let n = 0; n < BOARDS.length; n++) {
    await expect(boxes.nth(n).locator('img.twofold-picture')).toBeVisible();
    await expect(boxes.nth(n).locator('.twofold-load-failed')).toHaveText('The live board could not be loaded; this is a picture of it.');
  }
});
