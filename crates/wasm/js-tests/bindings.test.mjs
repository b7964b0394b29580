// The wasm bindings as JavaScript sees them (issue 12): wrong argument types
// throw a TypeError naming the call and the argument instead of trapping the
// instance; bad times for `think` are refused; a finished game refuses
// further play, resignation and draws. Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, loadEngine, replayOf } from './modules.mjs';

const { Game, variants } = await loadRules();
const { think } = await loadEngine();

/** Throws a TypeError whose message matches `pattern`. */
function typeError(fn, pattern) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof TypeError, `expected a TypeError, got ${e?.constructor?.name}: ${e?.message}`);
    assert.match(e.message, pattern);
    return true;
  });
}

/** Throws a plain Error (not a trap: no WebAssembly.RuntimeError) whose message matches. */
function refusal(fn, pattern) {
  assert.throws(fn, (e) => {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `the instance trapped: ${e.message}`);
    assert.match(e.message, pattern);
    return true;
  });
}

/** The instance still answers correctly (a trap would leave it broken). */
function stillWorks() {
  const g = new Game('chess', '', undefined);
  assert.equal(g.play('e2', 'e4', undefined), 'e4');
  assert.equal(g.positionString(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
}

test('wrong argument types are TypeErrors naming the argument', () => {
  typeError(() => new Game(5, '', undefined), /new Game: 'variant' must be a string .* not a number/);
  typeError(() => new Game('chess', {}, undefined), /new Game: 'optionsJson' must be a string/);
  typeError(() => new Game('chess', '', 42), /new Game: 'position' must be a string/);
  const g = new Game('chess', '', undefined);
  typeError(() => g.play(5, 'e4'), /^Game\.play: 'from' must be a string \(a square name such as e2\), not a number$/);
  typeError(() => g.play('e2', {}), /Game\.play: 'to' must be a string .* not an object/);
  typeError(() => g.play('e2', null), /Game\.play: 'to' must be a string .* not null/);
  typeError(() => g.play('e7', 'e8', 5), /Game\.play: 'promo' must be a string/);
  typeError(() => g.playText(null), /Game\.playText: 'text' must be a string/);
  typeError(() => g.playText(Symbol('e4')), /Game\.playText: 'text' must be a string .* not a symbol/);
  typeError(() => g.playPartText([]), /Game\.playPartText: 'text' must be a string/);
  typeError(() => g.legalParts(5), /Game\.legalParts: 'from' must be a string/);
  typeError(() => g.goTo('3'), /Game\.goTo: 'steps' must be a number/);
  typeError(() => g.goTo(-1), /Game\.goTo: 'steps' must be a whole number of at least 0/);
  typeError(() => g.goTo(1.5), /Game\.goTo: 'steps' must be a whole number/);
  typeError(() => g.goTo(NaN), /Game\.goTo: 'steps' must be a whole number/);
  typeError(() => g.snapshotAt({}), /Game\.snapshotAt: 'steps' must be a number/);
  typeError(() => Game.open('chess', '', undefined, 7), /Game\.open: 'moves' must be a string/);
  typeError(() => Game.open(undefined, '', undefined, undefined), /Game\.open: 'variant' must be a string/);
  typeError(() => Game.fromRecord(42), /Game\.fromRecord: 'text' must be a string/);
  typeError(() => think(42, 1, 10, 1), /think: 'game' must be the game as \{ variant, options, position, codes \}/);
  typeError(() => think({ ...replayOf(g), codes: [1] }, 1, 10, 1), /think: 'codes' must be a Uint32Array/);
  typeError(() => think({ ...replayOf(g), variant: 7 }, 1, 10, 1), /think: 'variant' must be a string/);
  typeError(() => think(replayOf(g), 'one', 10, 1), /think: 'level' must be a number/);
  typeError(() => think(replayOf(g), 1, '10', 1), /think: 'ms' must be a number/);
  typeError(() => think(replayOf(g), 1, 10, undefined), /think: 'seed' must be a number/);
  stillWorks();
});

test('correct calls behave as before', () => {
  assert.ok(variants().some((v) => v.id === 'two-prong'));
  const g = new Game('two-prong', '{"collision": false}', undefined);
  assert.equal(g.play('e2', 'e4', undefined), 'e4');
  assert.equal(g.legalParts(undefined).length > 0, true);
  assert.equal(g.legalParts('g8').length, 2);
  g.playText('Nf6&d5');
  assert.equal(g.ply(), 3);
  g.goTo(1);
  assert.equal(g.ply(), 1);
  assert.equal(g.snapshotAt(0).ply(), 0);
  g.goTo(1e9); // past the end: the whole game
  assert.equal(g.ply(), 3);
  const opened = Game.open('chess', '', undefined, '1.e4 e5');
  assert.equal(opened.loadError, undefined);
  assert.equal(Game.fromRecord(opened.record()).positionString(), opened.positionString());
});

test('think refuses times that are not finite or negative', () => {
  const game = replayOf(new Game('chess', '', undefined));
  for (const ms of [Infinity, -Infinity, NaN, -1]) {
    refusal(() => think(game, 1, ms, 1), /think: the time must be a finite number of milliseconds/);
  }
  const answer = think(game, 1, 50, 1);
  assert.ok(answer.parts.length === 1, JSON.stringify(answer));
  stillWorks();
});

test('a finished game refuses play, resignation and draws', () => {
  const g = new Game('chess', '', undefined);
  g.playText('f3');
  g.playText('e5');
  g.playText('g4');
  g.playText('Qh4#');
  const st = g.status();
  assert.equal(st.over, true);
  assert.equal(st.reason, 'checkmate');
  assert.equal(st.description, 'checkmate');
  refusal(() => g.agreeDraw(), /the game is over \(0-1, checkmate\)/);
  refusal(() => g.resign(), /the game is over/);
  refusal(() => g.play('e2', 'e3', undefined), /the game is over/);
  refusal(() => g.playPartText('Nf3'), /the game is over/);
  refusal(() => g.playText('Nf3'), /the game is over/);
  assert.equal(g.status().result, '0-1');

  const r = new Game('chess', '', undefined);
  r.resign();
  assert.equal(r.status().reason, 'resignation');
  assert.equal(r.status().description, 'White resigned');
  refusal(() => r.agreeDraw(), /White resigned/);

  const opened = Game.open('chess', '', undefined, '1.e4 e5 1-0');
  assert.equal(opened.status().description, 'Black resigned');
  assert.match(opened.record(), /\[Termination "resignation"\]/);
});

test('messages quote at most the start of a huge input', () => {
  const g = new Game('chess', '', undefined);
  for (const call of [() => g.playText('N'.repeat(4_000_000)), () => g.play('e'.repeat(1_000_000), 'e4', undefined)]) {
    assert.throws(call, (e) => e.message.length < 400);
  }
  stillWorks();
});

test('parts say their case; the geometry and status are data', () => {
  const dual = new Game('dual-chess', '', 'rnbqkbnr******/1ppppppp1gcmg1/X7yyyyyy/14/14/8YYYYYY/1PPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -');
  const parts = dual.legalParts(undefined);
  const byCase = (c) => parts.filter((p) => p.case === c);
  assert.deepEqual(byCase('morph').map((p) => [p.at, p.into, p.san, p.from]), [['a6', 'L', 'Xa6=L', undefined]]);
  // The Pawn of Camel turns the Cardinal (l7) or the Marshall (m7) into a Camel.
  assert.deepEqual(byCase('transform').map((p) => [p.from, p.to, p.san]), [['a6', 'l7', 'Xa6xC@l7'], ['a6', 'm7', 'Xa6xM@m7']]);
  assert.ok(byCase('double-step').every((p) => p.from && p.to && !p.promo));
  const geom = dual.geometry();
  assert.equal(geom.wrapLeaps, true);
  assert.equal(geom.bigSquare, 0);
  assert.deepEqual([geom.regions[7], geom.regions[8]], [0, 1]);
  assert.equal(geom.ranks.length, 8);
  const boards = new Game('two-boards', '{"sibahi": true}', '16/wwww12/16/16/16/16/16/16/16/16/16/16/3k12/16/12WWWW/K15 w - - 0 1 hb');
  assert.equal(boards.geometry().bigSquare, 4);
  const st = boards.status();
  assert.deepEqual([st.turnField, st.hold], ['hb', { king: 'black', board: 'big' }]);
  assert.equal(JSON.parse(boards.optionsJson()).sibahi, true);
  const flip = new Game('dual-chess', '', 'rnbqkbnr******/pppppppp1fcmf1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1WCMW1/RNBQKBNR****** b KQkq - 1 1 =W');
  assert.equal(flip.status().guardFlip, 'W');
  assert.deepEqual(flip.legalParts(undefined).filter((p) => p.case === 'guard-flip').map((p) => [p.into, p.san]), [['W', '=W']]);
  flip.play('a7', 'a6', undefined);
  assert.equal(flip.status().guardFlip, null);
});

test('options are read entry by entry and refused when unknown or not true/false', () => {
  refusal(() => new Game('chess', '{"gravity": true}', undefined), /unknown option 'gravity'/);
  refusal(() => new Game('two-prong', '{"collision": 1}', undefined), /bad options .*: expected true or false for 'collision'/);
  refusal(() => new Game('two-prong', '{collision}', undefined), /bad options .*: not JSON/);
  refusal(() => new Game('two-prong', '[true]', undefined), /bad options .*: expected an object of true\/false/);
  refusal(() => new Game('two-prong', '7', undefined), /bad options .*: expected an object/);
  assert.equal(JSON.parse(new Game('two-prong', '{"collision": true}', undefined).optionsJson()).collision, true);
  typeError(() => new Game('chess', '', undefined).goTo(-1.5), /not -1\.5$/);
  assert.equal(JSON.parse(new Game('two-prong', '{"three-prong": true}', undefined).optionsJson())['three-prong'], true);
  stillWorks();
});

test('optionsJson writes every option, its keys in alphabetical order (saved games and links keep the same text)', () => {
  assert.equal(
    new Game('two-prong', '{"collision": true}', undefined).optionsJson(),
    '{"collision":true,"sibahi":false,"three-prong":false,"unbalanced":false}',
  );
  for (const { id } of variants()) {
    const keys = Object.keys(JSON.parse(new Game(id, '', undefined).optionsJson()));
    assert.deepEqual(keys, [...keys].sort(), id);
    assert.ok(keys.includes('collision'), id);
  }
});
