// The games and pieces as the rules module describes them (issue 36): the
// page's New game, Help and board words read every name, summary, option,
// reconstructed-start note, piece name and turn rule from here.
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules } from './modules.mjs';

const { Game, variants, pieces, defaultVariant } = await loadRules();

test('every game comes with its name, summary, options, pieces and turn rule', () => {
  const list = variants();
  assert.deepEqual(list.map((v) => v.id), ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais']);
  const letters = new Set(pieces().map((p) => p.letter));
  for (const v of list) {
    assert.ok(v.name && v.summary, v.id);
    assert.ok(v.pieces.length && v.pieces.every((l) => letters.has(l)), v.id);
    const g = new Game(v.id, '{}', undefined);
    assert.equal(g.turnRule(), v.turnRule);
    for (const l of g.board().filter(Boolean)) assert.ok(v.pieces.includes(l.toUpperCase()), `${v.id}: ${l}`);
    g.free();
  }
  const by = Object.fromEntries(list.map((v) => [v.id, v]));
  assert.deepEqual(list.map((v) => v.turnRule), ['single', 'simultaneous', 'conditional', 'single', 'single', 'consecutive', 'consecutive']);
  assert.deepEqual(by['two-prong'].options.map((o) => o.id), ['collision', 'three-prong']);
  assert.deepEqual(by['two-boards'].options.map((o) => o.id), ['sibahi']);
  assert.deepEqual(by.marseillais.options.map((o) => o.id), ['unbalanced']);
  assert.deepEqual(list.filter((v) => v.reconstructed).map((v) => v.id), ['two-boards', 'double-double']);
  assert.match(by['two-boards'].reconstructed, /reconstructed/);
  // Dual Chess's guide shows the pieces its start does not: wazir, ferz, camel, Pawn of Camel.
  for (const l of ['W', 'F', 'L', 'X']) assert.ok(by['dual-chess'].pieces.includes(l), l);
});

test('the table of games names the game a fresh page starts with', () => {
  assert.equal(defaultVariant(), 'two-prong');
  assert.ok(variants().some((v) => v.id === defaultVariant()));
});

test('pieces are named and described by the rules', () => {
  const by = Object.fromEntries(pieces().map((p) => [p.letter, p]));
  assert.equal(by.N.name, 'Knight');
  assert.equal(by.W.name, 'Wazir');
  assert.equal(by.X.name, 'Pawn of Camel');
  assert.equal(by.E.name, 'War Elephant');
  assert.equal(by.N.moves, 'leaps (2,1)');
  assert.ok(Object.values(by).every((p) => p.name && p.moves));
});

test('play goes from square to square through the rules, promotions and refusals included', () => {
  const g = new Game('chess', '{}', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
  assert.throws(() => g.play('e7', 'e8', undefined), /promot/);
  assert.throws(() => g.play('e1', 'e3', undefined), /e1|e3|K/);
  assert.equal(g.play('e7', 'e8', 'n'), 'e8=N');
  const c = new Game('chess', '{}', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.equal(c.play('e1', 'g1', undefined), 'O-O');
});
