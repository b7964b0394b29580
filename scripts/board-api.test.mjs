// The full page (www/app) uses the board only through its documented API:
// the element (board/element.js) and board/api.js. Anything else under
// board/ is the component's own and may change without notice.
//   node --test scripts/board-api.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const API = new Set(['api.js', 'element.js']);

/** The board modules a source imports (static or dynamic), other than the API's. */
export function boardInternals(source) {
  const found = [];
  for (const m of source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]\.\.\/board\/([^'"?]+)/g)) if (!API.has(m[1])) found.push(m[1]);
  return found;
}

test('the check sees an import of a board internal', () => {
  assert.deepEqual(boardInternals("import { A } from '../board/api.js';\nimport { B } from '../board/clock.js';\nconst c = import('../board/view.js');"), ['clock.js', 'view.js']);
});

test('www/app imports from board/ only api.js and element.js', () => {
  const dir = path.join(ROOT, 'www/app');
  const offenders = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => boardInternals(readFileSync(path.join(dir, f), 'utf8')).map((m) => `${f} → board/${m}`));
  assert.deepEqual(offenders, []);
});
