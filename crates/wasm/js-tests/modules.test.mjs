// The modules (issue 31): the page's has the rules' bindings and no
// engine, the worker's has the engine's and no Game, and the engine plays
// the games the rules module writes; what only the setup editor and Share →
// Diagram call is in the module loaded on demand, not in the page's (the
// weight of a page with a board). Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadRules, loadRulesAny, loadEngine, loadDiagram, replayOf } from './modules.mjs';

const rules = await loadRules();
const engine = await loadEngine();
const extras = await loadDiagram();

const RULES = ['Game', 'variants', 'pieces', 'defaultVariant'];
const ENGINE = ['think', 'analyse', 'setTableSize'];
/** Loads compiled definitions (the reader is a module of its own). */
const COMPILED = 'loadCompiled';
/** The bindings of the module loaded on demand alone. */
const ON_DEMAND = ['inspectPosition', 'writePosition', 'diagramSvg'];

/** The functions the wasm binary itself exports (beside the glue's view of them). */
function wasmExports(path) {
  const module = new WebAssembly.Module(fs.readFileSync(new URL(`../../../www/${path}`, import.meta.url)));
  return WebAssembly.Module.exports(module).map((e) => e.name);
}

test('the engine\'s module, the rules for any game and the diagrams\' load compiled definitions, the plain page\'s does not; none reads definitions', async () => {
  const any = await loadRulesAny();
  for (const mod of [any, engine, extras]) assert.equal(typeof mod[COMPILED], 'function');
  assert.equal(rules[COMPILED], undefined);
  for (const mod of [rules, any, engine, extras]) assert.equal(mod.compileVariants, undefined);
});

test("the page's module has the rules alone", () => {
  for (const name of RULES) assert.equal(typeof rules[name], 'function', name);
  for (const name of ENGINE) assert.equal(rules[name], undefined, name);
  const exported = wasmExports('pkg/twofold_bg.wasm');
  assert.ok(exported.includes('variants'), exported.join(' '));
  for (const name of ENGINE) assert.ok(!exported.includes(name), `${name} is in the rules wasm`);
});

test("the editor's and the diagrams' bindings are in the module loaded on demand, not in the page's", () => {
  for (const name of ON_DEMAND) assert.equal(typeof extras[name], 'function', name);
  // It draws and inspects; the page's module plays (its Game class would only weigh).
  for (const name of [...ENGINE, ...RULES]) assert.equal(extras[name], undefined, name);
  const page = wasmExports('pkg/twofold_bg.wasm');
  for (const name of ON_DEMAND) {
    assert.equal(rules[name], undefined, name);
    assert.ok(!page.includes(name), `${name} is in the page's wasm`);
  }
  assert.ok(wasmExports('pkg-diagram/twofold_diagram_bg.wasm').includes('inspectPosition'));
});

test("the worker's module has the engine alone", () => {
  for (const name of ENGINE) assert.equal(typeof engine[name], 'function', name);
  for (const name of RULES) assert.equal(engine[name], undefined, name);
  const exported = wasmExports('pkg-engine/twofold_engine_bg.wasm');
  assert.ok(exported.includes('think'), exported.join(' '));
  assert.ok(!exported.some((name) => name.startsWith('game_') || RULES.includes(name)), exported.join(' '));
});

test("the engine plays the rules module's game: its turn is legal there", () => {
  for (const { id } of rules.variants()) {
    const game = new rules.Game(id, '', undefined);
    const { parts } = engine.think(replayOf(game), 1, 0, 1);
    assert.ok(parts.length > 0, id);
    for (const part of parts) {
      const legal = game.legalParts(undefined).map((p) => p.san);
      assert.ok(legal.includes(part.san), `${id}: ${part.san} among ${legal.join(' ')}`);
      game.playPartText(part.san);
    }
    // (A turn the engine ends early is ended as the page ends it.)
    if (game.turnInProgress()) game.endTurn();
    assert.equal(game.history().length, 1, id);
  }
});
