// What the page and the embed expose to a host page's scripts: the element's
// `debug` is the read-only views docs/embedding.md documents ("Properties,
// methods and events"), and nothing of the tests (fault injection, replays: those are
// the tests' own, tests-e2e/wasm-faults.js and helpers.js).

import { test, expect } from '@playwright/test';
import { openGame, boardReady, documentedDebug } from './helpers.js';

const debugKeys = (scope) => scope.evaluate(() => Object.keys(document.querySelector('twofold-board').debug));

test('the page and the embed expose only the documented read-only debug views', async ({ page }) => {
  const documented = documentedDebug();
  expect(documented).toEqual(expect.arrayContaining(['state', 'scene', 'variants']));
  expect(documented).not.toContain('simulateCrash');
  await openGame(page, '?variant=chess2');
  expect(await debugKeys(page)).toEqual(documented);
  await page.goto(`./embed.html?variant=two-prong&moves=${encodeURIComponent('1.e4')}`);
  await boardReady(page);
  expect(await debugKeys(page)).toEqual(documented);
});
