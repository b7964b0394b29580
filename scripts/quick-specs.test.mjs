import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { AREAS, specsFor } from './quick-specs.mjs';

test('a changed file runs the specs of its area, the most specific area first', () => {
  assert.deepEqual(specsFor(['www/board/premove.js']), ['tests-e2e/premove.spec.js']);
  assert.deepEqual(specsFor(['www/board/draw.js']), ['tests-e2e/game.spec.js', 'tests-e2e/turn-parts.spec.js']);
  assert.deepEqual(specsFor(['tests-e2e/wiki.spec.js', 'Cargo.lock']), ['tests-e2e/wiki.spec.js']);
});

test('every spec an area names exists', () => {
  for (const [, specs] of AREAS) for (const s of specs) assert.ok(existsSync(`tests-e2e/${s}.spec.js`), s);
});
