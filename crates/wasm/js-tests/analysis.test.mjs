// `analyse(game, lines, maxMs, onUpdate)` as the engine worker calls it:
// updates from inside the search with growing depth, the best lines as
// whole playable turns in notation, arguments checked like the other
// bindings. Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, loadEngine, replayOf } from './modules.mjs';

const { Game } = await loadRules();
const { analyse, think } = await loadEngine();

/** Runs an analysis and keeps every update with the time it came. */
function run(record, lines, ms) {
  const updates = [];
  const t0 = performance.now();
  const last = analyse(replayOf(Game.fromRecord(record)), lines, ms, (u) => updates.push({ ...u, at: performance.now() - t0 }));
  return { updates, last };
}

/** Plays a line's turn on a copy of the game: afterwards the turn is over. */
function playTurn(record, turn) {
  const g = Game.fromRecord(record);
  const before = g.status().sideToMove;
  for (const san of turn) g.playPartText(san);
  if (g.turnInProgress() && g.canEndTurn()) g.endTurn();
  assert.equal(g.turnInProgress(), false, `the turn ${turn.join(',')} is whole`);
  assert.ok(g.status().over || g.status().sideToMove !== before);
  return g;
}

test('updates come with growing depth, the lines are whole turns in notation', () => {
  for (const variant of ['chess', 'chess2', 'two-prong', 'double-double']) {
    const record = new Game(variant, '', undefined).record();
    const { updates, last } = run(record, 3, 1200);
    assert.ok(updates.length >= 3, `${variant}: ${updates.length} updates`);
    assert.deepEqual(updates.at(-1).done, true, 'the last update says done');
    assert.equal(last.done, true);
    assert.deepEqual(last.lines, updates.at(-1).lines, 'the last update is returned');
    for (let i = 1; i < updates.length; i++) {
      assert.ok(updates[i].depth >= updates[i - 1].depth, 'depth never falls');
      assert.ok(updates[i].nodes >= updates[i - 1].nodes, 'nodes never fall');
      // At least every 400 ms in the engine's clock; here with room for a busy machine.
      assert.ok(updates[i].at - updates[i - 1].at < 1000, `${variant}: ${Math.round(updates[i].at - updates[i - 1].at)} ms without an update`);
    }
    assert.ok(last.depth >= 3, `${variant}: depth ${last.depth}`);
    assert.ok(last.nps > 0 && last.nodes > 0 && last.ms >= 1000);
    assert.equal(last.lines.length, 3);
    const firsts = new Set(last.lines.map((l) => l.turn[0]));
    assert.equal(firsts.size, 3, 'three different first parts');
    for (let i = 1; i < 3; i++) assert.ok(last.lines[i - 1].score >= last.lines[i].score, 'best first');
    for (const line of last.lines) {
      assert.equal(typeof line.score, 'number');
      assert.ok(line.turn.length >= 1);
      assert.deepEqual(line.pv.slice(0, line.turn.length), line.turn, 'the line begins with its turn');
      playTurn(record, line.turn);
    }
  }
});

test('a two-move turn shows both parts; in the middle of a turn, the rest of it', () => {
  // Chess2: Rd1-d8 mates in one turn; the best line is that whole turn.
  const g = new Game('chess2', '', '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 d');
  const { last } = run(g.record(), 3, 600);
  assert.ok(last.lines[0].score > 29000, `a forced win: ${last.lines[0].score}`);
  assert.equal(playTurn(g.record(), last.lines[0].turn).status().winner, 'white');
  // Two-Prong with one half played: each line finishes the turn.
  const t = new Game('two-prong', '', '4k3/3q4/8/4r3/8/5N2/8/3RK3 w - - 0 1 d');
  t.playText('Nxe5&');
  const mid = run(t.record(), 3, 600).last;
  assert.ok(mid.lines.length >= 1);
  for (const line of mid.lines) playTurn(t.record(), line.turn);
  assert.match(mid.lines[0].turn.join(), /^Rxd7/, 'the best takes the queen');
});

test('arguments are checked like the other bindings', () => {
  const game = replayOf(new Game('chess', '', undefined));
  const f = () => {};
  assert.throws(() => analyse(42, 3, 100, f), (e) => e instanceof TypeError && /^analyse: 'game' must be the game as \{ variant, options, position, codes \}/.test(e.message));
  assert.throws(() => analyse(game, '3', 100, f), (e) => e instanceof TypeError && /analyse: 'lines' must be a number/.test(e.message));
  assert.throws(() => analyse(game, 1.5, 100, f), (e) => e instanceof TypeError && /analyse: 'lines' must be a whole number/.test(e.message));
  assert.throws(() => analyse(game, 0, 100, f), /analyse: 'lines' must be from 1 to 8, not 0/);
  assert.throws(() => analyse(game, 9, 100, f), /analyse: 'lines' must be from 1 to 8, not 9/);
  assert.throws(() => analyse(game, 3, '100', f), (e) => e instanceof TypeError && /analyse: 'maxMs' must be a number/.test(e.message));
  for (const ms of [NaN, -1, Infinity]) assert.throws(() => analyse(game, 3, ms, f), /analyse: the time must be a finite number of milliseconds/);
  assert.throws(() => analyse(game, 3, 100, 'f'), (e) => e instanceof TypeError && /^analyse: 'onUpdate' must be a function .*not a string$/.test(e.message));
  assert.throws(() => analyse(game, 3, 100, undefined), (e) => e instanceof TypeError && /'onUpdate' must be a function/.test(e.message));
  const over = Game.fromRecord('[Variant "chess"]\n\n1.f3 e5 2.g4 Qh4# 0-1');
  assert.throws(() => analyse(replayOf(over), 3, 100, f), /the game is over/);
});

test('an error thrown by onUpdate stops the analysis and is thrown; the engine goes on', () => {
  const game = replayOf(new Game('chess2', '', undefined));
  let calls = 0;
  const boom = new Error('enough');
  const t0 = performance.now();
  assert.throws(() => analyse(game, 3, 20000, () => {
    calls++;
    throw boom;
  }), (e) => e === boom);
  assert.equal(calls, 1, 'no update after the error');
  assert.ok(performance.now() - t0 < 5000, 'stopped at once');
  // A call into the engine from inside an update is refused, not a crash.
  let inner = null;
  analyse(game, 1, 300, () => {
    if (inner) return;
    try {
      think(game, 1, 10, 1);
      inner = 'no error';
    } catch (e) {
      inner = e.message;
    }
  });
  assert.match(inner, /think: the engine is busy with an analysis/);
  assert.ok(think(game, 1, 50, 1).parts.length >= 1, 'the engine still thinks');
});
