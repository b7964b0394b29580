// The engine's memory: the worker chooses the transposition table's size
// from the device's memory (www/core/table-size.js) and sets it once with
// `setTableSize`, which refuses sizes outside 1–64 MB. Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { tableMbFor } from '../../../www/core/table-size.js';
import { loadRules, loadEngine, replayOf } from './modules.mjs';

const { Game } = await loadRules();
const { think, setTableSize } = await loadEngine();

test('the table is smaller on devices with little memory', () => {
  assert.equal(tableMbFor(undefined), 16, 'unknown memory (Firefox, Safari): the full table');
  assert.equal(tableMbFor(8), 16);
  assert.equal(tableMbFor(4), 16);
  assert.equal(tableMbFor(2), 8);
  assert.equal(tableMbFor(1), 4);
  assert.equal(tableMbFor(0.5), 2);
  assert.equal(tableMbFor(0.25), 2);
  assert.equal(tableMbFor('nonsense'), 16);
});

test('setTableSize takes 1 to 64 megabytes and the engine plays with it', () => {
  assert.throws(() => setTableSize('16'), (e) => e instanceof TypeError && /setTableSize: 'mb' must be a number/.test(e.message));
  assert.throws(() => setTableSize(1.5), (e) => e instanceof TypeError && /whole number/.test(e.message));
  assert.throws(() => setTableSize(0), /the table must have 1 to 64 megabytes, not 0/);
  assert.throws(() => setTableSize(65), /the table must have 1 to 64 megabytes, not 65/);
  const game = new Game('chess2', '', undefined);
  for (const mb of [2, 2, 16]) {
    assert.equal(setTableSize(mb), mb);
    const answer = think(replayOf(game), 3, 100, 1);
    assert.ok(answer.parts.length >= 1, 'a turn is found');
    const copy = Game.fromRecord(game.record());
    for (const p of answer.parts) copy.playPartText(p.san);
    assert.ok(Number.isFinite(answer.ms) && answer.ms >= 0, 'the answer says how long it took');
  }
});
