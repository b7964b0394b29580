// The wiki's Content-Security-Policy is its own: the kit sends none
// (dist/mediawiki/LocalSettings.php), and a wiki that sends one with
// $wgCSPHeader adds the asset origin with docs/mediawiki.md's lines
// (dist/mediawiki/LocalSettings-csp.php, run as written by scripts/wiki.sh
// with WIKI_CSP=1 on a second wiki this spec starts). On both, the boards'
// computer and analysis work, the extension's tags become boards, a game
// written on a rules page loads, and the
// wiki's own external images and Special:Upload's preview still do.

import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { board, ref, state, computer, analysis, analysisLines } from './helpers.js';

const PLAIN = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
// The wiki with a policy: one per Playwright worker (the config runs two), after the asset port.
let POLICY;
const ASSETS = `http://127.0.0.1:${Number(process.env.E2E_WIKI_PORT) + 1}`;

test.describe.configure({ mode: 'serial' });

let server;
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_WIKI_PORT) + 2 + testInfo.parallelIndex;
  POLICY = `http://127.0.0.1:${port}`;
  server = spawn('bash', ['scripts/wiki.sh', String(port), ASSETS], {
    env: { ...process.env, WIKI_CSP: '1' },
    stdio: 'ignore',
    detached: true, // its own process group: PHP's server and its workers end together
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${POLICY}/index.php/Main_Page`).then((r) => r.ok, () => false);
    if (up) break;
    if (tries > 200 || server.exitCode !== null) throw new Error('the wiki with a policy did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
test.afterAll(() => server?.exitCode === null && process.kill(-server.pid));

const page_ = (wiki, title) => `${wiki}/index.php/${encodeURIComponent(title.replace(/ /g, '_'))}`;

for (const [name, which] of [['no policy (the kit sends none)', 'plain'], ['$wgCSPHeader with the asset origin', 'policy']]) {
  test(`${name}: the computer answers, the analysis shows lines, the tags become boards, an external image and Special:Upload's preview work`, async ({ page }) => {
    const violations = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const wiki = which === 'plain' ? PLAIN : POLICY;
    const response = await page.goto(page_(wiki, 'Twofold boards'));
    const policy = response.headers()['content-security-policy'];
    if (wiki === PLAIN) expect(policy).toBeUndefined();
    else expect(policy).toContain(ASSETS);

    await board(page, 3).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => !!document.querySelectorAll('twofold-board')[3]?.debug?.ready), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await state(page, 3)).history.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await computer(page, 3)).fault ?? null).toBeNull();

    const analyse = board(page, 4);
    await analyse.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => !!document.querySelectorAll('twofold-board')[4]?.debug?.ready)).toBe(true);
    await ref(analyse, 'analyse').click();
    await expect.poll(async () => (await analysis(page, 4)).lines.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(analysisLines(analyse).first()).toBeVisible();

    // A game written on a rules page: its text read from the wiki (action=raw), the module that reads definitions from the asset origin.
    await page.goto(page_(wiki, 'Capablanca chess'));
    await expect.poll(() => page.evaluate(() => !!document.querySelector('twofold-board')?.debug?.ready), { timeout: 30_000 }).toBe(true);
    expect((await state(page, 0)).variant).toBe('capa');
    await page.goBack();

    const picture = page.locator(`img[src="${ASSETS}/twofold/icons/icon-192.png"]`);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img) => img.complete && img.naturalWidth)).toBe(192);

    // The extension's tags: boards made live by the head's scripts from the asset origin.
    await page.goto(page_(wiki, 'Twofold tags'));
    await expect(page.locator('div.twofold-box.twofold-shown twofold-board').first()).toBeVisible({ timeout: 30_000 });

    await page.goto(page_(wiki, 'Special:Upload'));
    await page.locator('#wpUploadFile').setInputFiles(path.resolve('dist/icons/icon-192.png'));
    await expect(page.locator('#mw-upload-thumbnail canvas')).toBeVisible();
    await expect(page.locator('#mw-upload-thumbnail .fileinfo')).toContainText('192');
    expect(violations).toEqual([]);
  });
}
