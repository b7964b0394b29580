// The computer player's clock is performance.now() (crates/wasm/src/clock.rs),
// not the wall clock: a wall clock set forward during a search (by the user,
// or by time synchronisation) must not end the search at once. Run after
// scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, loadEngine, replayOf } from './modules.mjs';

const { Game } = await loadRules();
const { think } = await loadEngine();

/** `think` while `Date.now` jumps an hour forward after its first call. */
function thinkWhileWallClockJumps(game, ms) {
  const realNow = Date.now;
  let calls = 0;
  Date.now = () => realNow() + (calls++ > 0 ? 3_600_000 : 0);
  try {
    return think(game, 5, ms, 1);
  } finally {
    Date.now = realNow;
  }
}

test('a search keeps its time when the wall clock jumps forward', () => {
  const game = replayOf(new Game('chess', '', undefined));
  const steady = think(game, 5, 300, 1);
  const jumped = thinkWhileWallClockJumps(game, 300);
  // The time taken is the search's own, not the hour the wall clock moved.
  assert.ok(jumped.ms >= 0 && jumped.ms < 5_000, `reported ${jumped.ms} ms`);
  // And the search went as deep as with a steady clock, give or take a ply
  // (the machine's speed varies): an hour gone would have stopped it at 1.
  assert.ok(jumped.depth >= Math.max(2, steady.depth - 1), `depth ${jumped.depth}, steady ${steady.depth}`);
});
