// Games written as text in the web page's modules: the definitions reader
// (www/pkg-definitions) compiles a file into bytes, which the page's rules
// module for such games (www/pkg-any) and the engine's module load; the games then play by their names, and a file's problems
// come back with their lines, nothing loaded. Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRulesAny, loadEngine, loadDefinitions, replayOf } from './modules.mjs';

const rules = await loadRulesAny();
const reader = await loadDefinitions();
const engine = await loadEngine();

const CAPABLANCA = `# Capablanca Chess, as Fairy-Stockfish's variants.ini writes it
[capa:chess]
maxFile = 10
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionPieceTypes = qrbnac
castlingKingsideFile = i
castlingQueensideFile = c
`;

test('a compiled definition loads in the page module and plays by its name', () => {
  const compiled = reader.compileVariants(CAPABLANCA);
  assert.deepEqual(compiled.problems, []);
  assert.ok(compiled.bytes instanceof Uint8Array && compiled.bytes.length > 0);
  const loaded = rules.loadCompiled(compiled.bytes);
  assert.deepEqual(loaded, { games: ['capa'], problems: [] });
  const info = rules.variants().find((v) => v.id === 'capa');
  assert.equal(info.width, 10);
  assert.equal(info.height, 8);
  assert.equal(info.turnRule, 'single');
  const game = new rules.Game('capa', '', undefined);
  assert.equal(game.positionString(), 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
  // The archbishop's knight leap from c1 is among its moves.
  assert.ok(game.legalParts().some((p) => p.from === 'c1' && p.to === 'b3'));
  game.playPartText('e4');
  game.playPartText('Ab6');
  assert.match(game.record(), /1\.e4 Ab6 \*/);
  // A record of the game replays in the same module.
  assert.equal(rules.Game.fromRecord(game.record()).positionString(), game.positionString());
});

test("a definition's pieces: its names, and the built-in picture of the kind each moves as", () => {
  rules.loadCompiled(reader.compileVariants(CAPABLANCA).bytes);
  const game = new rules.Game('capa', '', undefined);
  const pieces = Object.fromEntries(game.pieces().map((p) => [p.letter, p]));
  assert.deepEqual(Object.keys(pieces), ['P', 'N', 'B', 'R', 'Q', 'A', 'C', 'K']);
  assert.deepEqual({ name: pieces.A.name, art: pieces.A.art }, { name: 'Archbishop', art: 'C' });
  assert.deepEqual({ name: pieces.C.name, art: pieces.C.art }, { name: 'Chancellor', art: 'M' });
  assert.equal(pieces.K.art, 'K');
  assert.match(pieces.A.moves, /\S/);
  // A built-in game in the same module: each piece is its own picture.
  const twoBoards = new rules.Game('two-boards', '', undefined);
  for (const p of twoBoards.pieces()) assert.equal(p.art, p.letter, p.name);
});

test("a file's problems come back with their lines, and nothing loads", () => {
  const text = '[broken:chess]\nmaxFile = 10\nkngiht = n\n[also:chess]\nstartFen = 8/8\n';
  const compiled = reader.compileVariants(text);
  assert.equal(compiled.bytes, null);
  assert.ok(compiled.problems.length >= 1);
  const unknown = compiled.problems.find((p) => p.line === 3);
  assert.ok(unknown, JSON.stringify(compiled.problems));
  assert.match(unknown.message, /knight/);
  assert.ok(!rules.variants().some((v) => v.id === 'broken' || v.id === 'also'));
});

test('bytes that are not compiled definitions are refused with a reason', () => {
  const out = rules.loadCompiled(new Uint8Array([1, 2, 3]));
  assert.deepEqual(out.games, []);
  assert.equal(out.problems.length, 1);
  assert.match(out.problems[0].message, /not definitions compiled by this version of twofold/);
  assert.throws(() => rules.loadCompiled('text'), /Uint8Array/);
});

test('a start position the rules refuse is a problem at its section line when loading', () => {
  const compiled = reader.compileVariants('# one\n\n[nokings:chess]\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n');
  if (compiled.problems.length) {
    // The reader may see it first; either way it is at the section's line.
    assert.equal(compiled.problems[0].line, 3, JSON.stringify(compiled.problems));
    return;
  }
  const loaded = rules.loadCompiled(compiled.bytes);
  assert.deepEqual(loaded.games, []);
  assert.equal(loaded.problems[0].line, 3);
  assert.match(loaded.problems[0].message, /start position/);
});

test("the computer's module loads the same bytes and plays the game: its turns are legal in the page's", () => {
  const { bytes } = reader.compileVariants(CAPABLANCA + '\n[capa2:capa]\nmovesPerTurn = 2\nfirstTurnMoves = 1\n');
  assert.deepEqual(rules.loadCompiled(bytes).games, ['capa', 'capa2']);
  assert.deepEqual(engine.loadCompiled(bytes).games, ['capa', 'capa2']);
  for (const id of ['capa', 'capa2']) {
    const game = new rules.Game(id, '', undefined);
    for (let turn = 0; turn < 6 && !game.status().over; turn++) {
      const { parts } = engine.think(replayOf(game), 2, 0, turn + 1);
      assert.ok(parts.length >= 1, `${id}: a turn`);
      for (const p of parts) {
        assert.ok(game.legalParts(undefined).some((l) => l.san === p.san), `${id}: ${p.san} is legal`);
        game.playPartText(p.san);
      }
      if (game.turnInProgress() && game.canEndTurn()) game.endTurn();
      assert.equal(game.turnInProgress(), false, `${id}: the turn is whole`);
    }
    assert.ok(game.ply() >= 6, `${id}: ${game.record()}`);
  }
});
