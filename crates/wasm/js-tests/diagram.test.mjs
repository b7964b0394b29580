// `Game.diagramSvg(width, orientation, coordinates, lastMove, arrows, marks)`:
// the position as SVG, the page's Share → Diagram, drawn by the same code as
// `twofold diagram`; arguments checked like the other bindings. Run after
// scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules } from './modules.mjs';

const { Game } = await loadRules();

test('every game draws, at most as wide as asked, self-contained', () => {
  for (const id of ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double']) {
    const g = new Game(id, '', undefined);
    const svg = g.diagramSvg(400, 'white', true, false, '', '');
    const [, w] = svg.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(\d+)"/);
    assert.ok(Number(w) <= 400 && Number(w) > 300, `${id}: ${w}`);
    assert.ok(!svg.includes('<image') && !svg.includes('@font-face'), id);
    g.free();
  }
});

test("the last turn's arrows are numbered, the reader's marks drawn, Black at the bottom", () => {
  const g = Game.open('chess2', '', undefined, '1.e4 c5,d6');
  const plain = g.diagramSvg(480, 'white', false, false, '', '');
  const marked = g.diagramSvg(480, 'black', false, true, 'g1f3', 'e4,d5');
  assert.ok(!plain.includes('</text>'));
  assert.ok(marked.includes('>1</text>') && marked.includes('>2</text>'));
  assert.equal(marked.match(/<circle/g).length, 4, 'two badges and two circles');
  assert.notEqual(g.diagramSvg(480, 'black', false, false, '', ''), plain);
  g.free();
});

test('bad arguments throw with the call and the argument named', () => {
  const g = new Game('chess', '', undefined);
  assert.throws(() => g.diagramSvg('480', 'white', true, true, '', ''), { name: 'TypeError', message: /Game.diagramSvg: 'width' must be a number/ });
  assert.throws(() => g.diagramSvg(10, 'white', true, true, '', ''), /'width' must be 64 to 4096 pixels/);
  assert.throws(() => g.diagramSvg(480, 'left', true, true, '', ''), /'orientation' must be 'white' or 'black', not 'left'/);
  assert.throws(() => g.diagramSvg(480, 'white', 'yes', true, '', ''), { name: 'TypeError', message: /'coordinates' must be true or false/ });
  assert.throws(() => g.diagramSvg(480, 'white', true, true, 'e2z9', ''), /'z9' is not a square of this board/);
  assert.throws(() => g.diagramSvg(480, 'white', true, true, '', 'q4'), /'q4' is not a square of this board/);
  g.free();
});
