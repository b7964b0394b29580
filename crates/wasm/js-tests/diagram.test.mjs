// `diagramSvg(record, steps, width, orientation, coordinates, lastMove,
// arrows, marks)`, the module Share → Diagram loads (www/pkg-diagram): a
// game's position as SVG, drawn by the same code as `twofold diagram`;
// arguments checked like the other bindings. Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadDiagram, loadRules, loadRulesAny, loadDefinitions } from './modules.mjs';

const { diagramSvg, loadCompiled } = await loadDiagram();
const { Game } = await loadRules();

/** The record of a game the page's module plays, and its step count. */
function played(id, moves) {
  const g = Game.open(id, '', undefined, moves);
  const out = { record: g.record(), steps: g.ply() };
  g.free();
  return out;
}

test('every game draws, at most as wide as asked, self-contained', () => {
  for (const id of ['chess', 'two-prong', 'chess2', 'dual-chess', 'two-boards', 'double-double', 'marseillais']) {
    const { record } = played(id, '');
    const svg = diagramSvg(record, 0, 400, 'white', true, false, '', '');
    const [, w] = svg.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(\d+)"/);
    assert.ok(Number(w) <= 400 && Number(w) > 300, `${id}: ${w}`);
    assert.ok(!svg.includes('<image') && !svg.includes('@font-face'), id);
  }
});

test("a position of the record: the last turn's arrows numbered, the reader's marks drawn, Black at the bottom", () => {
  const { record, steps } = played('chess2', '1.e4 c5,d6');
  const plain = diagramSvg(record, steps, 480, 'white', false, false, '', '');
  // The last turn's arrows are drawn when asked for (lastTurnArrows); by default only its squares are tinted.
  const marked = diagramSvg(record, steps, 480, 'black', false, true, 'g1f3', 'e4,d5', false, true);
  // (Numbers are drawn with the diagram's own lettering: a glyph per character, `#t-1`.)
  assert.ok(!plain.includes('href="#t-'), 'no lettering without coordinates or numbered arrows');
  assert.ok(marked.includes('href="#t-1"') && marked.includes('href="#t-2"'));
  assert.equal(marked.match(/<circle/g).length, 4, 'two badges and two circles');
  const tinted = diagramSvg(record, steps, 480, 'black', false, true, '', '');
  assert.ok(!tinted.includes('href="#t-'), 'no numbered arrows unless asked for');
  assert.notEqual(tinted, diagramSvg(record, steps, 480, 'black', false, true, '', '', false, true), 'the arrows are drawn only when asked for');
  // After White's first turn alone (its two steps: the part and the turn's end): one arrow, unnumbered.
  const first = diagramSvg(record, 1, 480, 'white', false, true, '', '', false, true);
  assert.ok(!first.includes('href="#t-') && first.includes('stroke-linecap="round"'));
  assert.notEqual(first, diagramSvg(record, steps, 480, 'white', false, true, '', '', false, true));
});

test('bad arguments throw with the call and the argument named', () => {
  const { record } = played('chess', '1.e4');
  assert.throws(() => diagramSvg(record, 0, '480', 'white', true, true, '', ''), { name: 'TypeError', message: /diagramSvg: 'width' must be a number/ });
  assert.throws(() => diagramSvg(record, 0, 10, 'white', true, true, '', ''), /'width' must be 64 to 4096 pixels/);
  assert.throws(() => diagramSvg(record, 0, 480, 'left', true, true, '', ''), /'orientation' must be 'white' or 'black', not 'left'/);
  assert.throws(() => diagramSvg(record, 0, 480, 'white', 'yes', true, '', ''), { name: 'TypeError', message: /'coordinates' must be true or false/ });
  assert.throws(() => diagramSvg(record, 0, 480, 'white', true, true, 'e2z9', ''), /'z9' is not a square of this board/);
  assert.throws(() => diagramSvg(record, 0, 480, 'white', true, true, '', 'q4'), /'q4' is not a square of this board/);
  assert.throws(() => diagramSvg('[Variant "chess"]\n\n1.e5', 0, 480, 'white', true, true, '', ''), /illegal move/);
});

test('at most 64 arrows and 64 circles: more throw an error naming the bound, and the instance goes on', () => {
  const { record } = played('two-boards', '');
  const list = (item, n) => Array(n).fill(item).join(',');
  const fullest = diagramSvg(record, 0, 4096, 'black', true, true, list('a1p16', 64), list('h8', 64));
  assert.equal(fullest.match(/stroke-linecap="round"\/>/g).length, 64);
  assert.ok(fullest.length < 128 * 1024, `${fullest.length} bytes`);
  for (const [arrows, marks, message] of [
    [list('a1p16', 65), '', /diagramSvg: 'arrows': 65 arrows: a diagram draws at most 64/],
    [list('a1p16', 1_000_000), '', /'arrows': 1000000 arrows: a diagram draws at most 64/],
    ['', list('h8', 65), /diagramSvg: 'marks': 65 circled squares: a diagram draws at most 64/],
  ]) {
    assert.throws(
      () => diagramSvg(record, 0, 4096, 'white', true, true, arrows, marks),
      (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && message.test(e.message),
    );
  }
  // A refusal, not a trap: the next call draws.
  assert.equal(diagramSvg(record, 0, 4096, 'black', true, true, list('a1p16', 64), list('h8', 64)), fullest);
});

test('a game written as text draws once its definitions are loaded, its own pieces among them', async () => {
  const text = '[capa:chess]\nmaxFile = 10\narchbishop = a\nchancellor = c\nstartFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\npromotionPieceTypes = qrbnac\ncastlingKingsideFile = i\ncastlingQueensideFile = c\n';
  const { bytes } = (await loadDefinitions()).compileVariants(text);
  const any = await loadRulesAny();
  any.loadCompiled(bytes);
  const g = any.Game.open('capa', '', undefined, '1.e4 Ab6');
  const record = g.record();
  // Unknown to the module until its definitions are loaded there too.
  assert.throws(() => diagramSvg(record, 2, 480, 'white', false, false, '', ''), /capa/);
  assert.deepEqual(loadCompiled(bytes), { games: ['capa'], problems: [] });
  const svg = diagramSvg(record, 2, 480, 'white', false, true, '', '');
  assert.match(svg, /<title>Capa/i);
  assert.equal(svg.match(/<use /g)?.length >= 32, true, 'its 40 pieces drawn');
  g.free();
});
