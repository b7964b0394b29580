// The first board on a slow phone (DevTools' "Slow 4G", 4× CPU:
// tests-e2e/slow-phone.mjs) on the real wiki (scripts/wiki.sh): the board's
// files must not wait for the wiki's own modules. The page's head asks for
// embed.js (the kit's LocalSettings.php lines, and the Twofold extension's
// tag), and embed.js asks for the board's modules and the rules' wasm at
// once; the head asks for those files too (the kit's lines and the
// extension read their names from board-files.json), and the head's
// wiki-boxes.js (the template's boxes) or wiki-tags.js (the extension's tags)
// makes the boxes boards before the wiki's own modules (and so the gadget or
// the extension's module) have arrived. The time is written to the output
// (scripts/wiki-first-board.mjs measures it over several loads); what is
// asserted is the order of the requests and of the boxes' upgrade.

import { test, expect } from '@playwright/test';
import { slowPhone, firstBoardMs, shortName } from './slow-phone.mjs';
import { watchWiki } from './helpers.js';

const WIKI = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
const article = (title) => `${WIKI}/index.php/${encodeURIComponent(title.replace(/ /g, '_'))}`;

for (const title of ['Twofold boards', 'Twofold tags']) {
  test(`a slow phone: the board's files are requested beside the wiki's modules, not after them, on "${title}"`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = watchWiki(page);
    // When the first box became a board, and whether the wiki's module batch
    // (the one with jQuery, which the gadget and the extension's module wait for) had arrived by then:
    // the page's own record, read in the same clock as the page.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('div.twofold-board twofold-board, div.twofold-box twofold-board')) return;
        observer.disconnect();
        const batchArrived = performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/load.php') && /(^|[,|])jquery([,|]|$)/.test(new URL(e.name).searchParams.get('modules') || ''));
        window.__firstUpgrade = { jQuery: typeof window.jQuery !== 'undefined', batchArrived };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The wiki's own modules: the batch that holds jQuery, which every module (the gadget too) waits for.
    const isWikiBatch = (u) => u.pathname === '/load.php' && /(^|[,|])jquery([,|]|$)/.test(u.searchParams.get('modules') || '');
    // The batch is held back until a box has become a board: that the boxes
    // need none of the wiki's modules is then shown whatever the machine's
    // load (a race between the two was not).
    const held = [];
    let release = false;
    await page.route(isWikiBatch, (route) => (release ? route.continue() : held.push(route)));
    const watch = await slowPhone(page);
    await page.goto(article(title), { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => window.__firstUpgrade ?? null), { timeout: 60_000 }).toEqual({ jQuery: false, batchArrived: false });
    release = true;
    for (const route of held) await route.continue();
    const ms = await firstBoardMs(page);
    console.log(`[${testInfo.project.name}] "${title}", Slow 4G and 4× CPU: first board drawn ${ms} ms after navigation start`);

    // (The board may draw before the batch has arrived, or even been asked for: its times are read once it has arrived.)
    await expect.poll(() => watch.requests().some((r) => isWikiBatch(new URL(r.url)) && r.end !== null), { timeout: 60_000 }).toBe(true);
    const requests = watch.requests();
    const find = (test, what) => {
      const found = requests.find((r) => test(new URL(r.url)));
      expect(found, what).toBeTruthy();
      return found;
    };
    const wikiModules = find(isWikiBatch, 'the wiki\'s module batch');
    const embed = find((u) => u.pathname.endsWith('/twofold/embed.js'), 'embed.js');
    // The board's module: the board's entry chunk, the one the page shares (vite.config.js).
    const element = find((u) => /\/twofold\/assets\/board-[\w-]+\.js$/.test(u.pathname), 'the board\'s module');
    const wasm = find((u) => /\/twofold\/assets\/twofold_bg-[\w-]+\.wasm$/.test(u.pathname), 'the rules\' wasm');
    const trace = requests.filter((r) => r.start <= ms).map((r) => `${r.start}–${r.end ?? '…'} ${shortName(r.url)}`);
    await testInfo.attach('requests', { body: trace.join('\n'), contentType: 'text/plain' });
    // embed.js comes from the page's head, with the wiki's first requests; the
    // board's module and the wasm as soon as it has run, side by side, before the wiki's modules have all arrived.
    expect(embed.start, trace.join('\n')).toBeLessThan(wikiModules.start);
    // (A request not finished when the board drew has no end yet: it ended later.)
    const end = (r) => r.end ?? Infinity;
    expect(element.start, trace.join('\n')).toBeLessThan(end(wikiModules));
    expect(wasm.start, trace.join('\n')).toBeLessThan(end(wikiModules));
    expect(wasm.start, trace.join('\n')).toBeLessThan(end(element));
    // embed.js ran once, though the head and the gadget (or the extension's module) both ask for it.
    expect(requests.filter((r) => r.url.includes('/twofold/embed.js'))).toHaveLength(1);
    // The page's head asks for the board's files itself (their names from
    // board-files.json), beside embed.js rather than once it has run...
    for (const file of [element, wasm]) expect(file.start, `${shortName(file.url)}\n${trace.join('\n')}`).toBeLessThan(end(embed));
    // ...as the board asks for them (modules; the wasm by fetch() in CORS
    // mode), so that each is downloaded once: the head's, used by the board.
    for (const file of [element, wasm]) expect(requests.filter((r) => r.url === file.url), shortName(file.url)).toHaveLength(1);
    expect(await page.locator('twofold-board').count()).toBeGreaterThan(0);
    // Each box has one board: the gadget (or the extension's module), when it runs, leaves the boxes made live alone.
    const [module, boxes] = title === 'Twofold boards' ? ['ext.gadget.twofold', 'div.twofold-board'] : ['ext.twofold', 'div.twofold-box'];
    await expect.poll(() => page.evaluate((name) => mw.loader.getState(name), module), { timeout: 60_000 }).toBe('ready');
    const perBox = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((box) => box.querySelectorAll('twofold-board').length), boxes);
    expect(perBox.length).toBeGreaterThan(0);
    expect(perBox.every((n) => n === 1), String(perBox)).toBe(true);
    expect(problems).toEqual([]);
  });
}
