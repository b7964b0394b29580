// The setup editor's bindings (issue 17): inspectPosition reads and checks a
// position string and lists every problem with its squares; writePosition
// puts a board into a position string (the module loaded on demand,
// www/pkg-diagram). Run after scripts/wasm.sh:
//   node --test crates/wasm/js-tests/
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadDiagram, loadRules } from './modules.mjs';

// The page's module plays the games; the editor's two functions are in the
// module loaded on demand, which reads the positions the page's writes.
const { Game, variants } = await loadRules();
const { inspectPosition, writePosition, pieceReach: reachNumbers } = await loadDiagram();

const empty = (n) => '.'.repeat(n);
/** A board string with these letters at these square indices. */
function boardWith(n, pieces) {
  const b = [...empty(n)];
  for (const [i, l] of Object.entries(pieces)) b[i] = l;
  return b.join('');
}

test('every start position reads back as the rules write it, with the game’s pieces and fields', () => {
  for (const v of variants()) {
    const start = new Game(v.id, '', undefined).positionString();
    const i = inspectPosition(v.id, '', start);
    assert.equal(i.ok, true, v.id);
    assert.equal(i.readable, true);
    assert.equal(i.fen, start);
    assert.deepEqual(i.problems, []);
    assert.equal(i.board.length, v.width * v.height);
    assert.ok(i.pieces.includes('K'), v.id);
  }
  const dual = inspectPosition('dual-chess', '', new Game('dual-chess', '', undefined).positionString());
  assert.equal(dual.pieces, 'PNBRQKCMGWFYLX');
  assert.equal(dual.seventh, '- =W =F');
  assert.equal(dual.rights, 'KQkq');
  assert.equal(inspectPosition('two-boards', '{"sibahi": true}', '16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w - - 0 1 -').seventh, '- hw hb lw lb');
  assert.equal(inspectPosition('chess2', '', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 s').seventh, 'd s');
  assert.equal(inspectPosition('chess', '', '4k3/8/8/8/8/8/8/4K3 w - - 0 1').seventh, '');
});

test('a board is written into a position string, holes and all', () => {
  // Chess: kings on e1 (4) and e8 (60).
  const fen = writePosition('chess', '', boardWith(64, { 4: 'K', 60: 'k' }), '8/8/8/8/8/8/8/8 b - - 3 9');
  assert.equal(fen, '4k3/8/8/8/8/8/8/4K3 b - - 3 9');
  assert.equal(inspectPosition('chess', '', fen).ok, true);
  // Dual Chess: a piece on the secondary board (j2 = index 14 + 8) keeps the holes written.
  const dual = writePosition('dual-chess', '', boardWith(112, { 4: 'K', 102: 'k', 22: 'Y' }), '8******/14/14/14/14/14/14/8****** w - - 0 1 -');
  assert.equal(dual, '4k3******/14/14/14/14/14/8Y5/4K3****** w - - 0 1 -');
  // A hole (j1 = index 8) or a letter of another game is refused.
  assert.throws(() => writePosition('dual-chess', '', boardWith(112, { 8: 'K' }), dual), /'K' on square 8 is not a piece of Dual Chess there/);
  assert.throws(() => writePosition('chess', '', boardWith(64, { 0: 'S' }), fen), /'S' on square 0 is not a piece of Chess/);
  assert.throws(() => writePosition('chess', '', 5, fen), (e) => e instanceof TypeError && /'board' must be a string/.test(e.message));
});

test('every problem at once, with its field and the squares concerned', () => {
  // Two white kings, a white pawn on a8, the castling right K without its rook, an en-passant square with no pawn.
  const i = inspectPosition('chess', '', 'P3k3/8/8/8/8/8/8/K3K3 w K e6 0 1');
  assert.equal(i.ok, false);
  assert.equal(i.readable, true);
  const by = (field) => i.problems.filter((p) => p.field === field);
  assert.deepEqual(by('placement').map((p) => p.squares), [['a8'], ['a1', 'e1']]);
  assert.match(by('placement')[0].message, /a white pawn on a8, its promotion rank/);
  assert.match(by('placement')[1].message, /White must have exactly one king, found 2/);
  assert.deepEqual(by('castling').map((p) => p.squares), [['e1', 'h1']]);
  assert.deepEqual(by('en-passant').map((p) => p.squares), [['e6']]);
  assert.equal(i.problems.length, 4);
  // The side to move could take the enemy king: the king and its attacker are named.
  const check = inspectPosition('chess', '', '4k3/8/8/8/8/8/8/4RK2 w - - 0 1');
  assert.deepEqual(check.problems.map((p) => [p.field, p.squares]), [['side', ['e8', 'e1']]]);
  // A field that cannot be read: listed, the board read all the same.
  const bad = inspectPosition('chess', '', '4k3/8/8/8/8/8/8/4K3 x - - 0 1');
  assert.equal(bad.readable, false);
  assert.equal(bad.fen, '4k3/8/8/8/8/8/8/4K3 x - - 0 1');
  assert.equal(bad.board[4], 'K');
  assert.deepEqual(bad.problems.map((p) => p.field), ['side']);
  assert.throws(() => inspectPosition('chess', '', 'k'.repeat(5000)), /may be at most/);
});

test('only the castling rights and en-passant squares the placement allows are offered', () => {
  const i = inspectPosition('chess', '', 'r3k3/8/8/8/3pP3/8/8/4K2R b - - 0 1');
  assert.equal(i.rights, 'KQkq');
  assert.equal(i.possibleRights, 'Kq');
  assert.deepEqual(i.enPassant, ['e3']);
  assert.equal(i.enPassantMost, 1);
  const prong = inspectPosition('two-prong', '{"three-prong": true}', '4k3/8/8/8/1pP2pP1/8/8/4K3 b - - 0 1 d');
  assert.deepEqual(prong.enPassant, ['c3', 'g3']);
  assert.equal(prong.enPassantMost, 3);
  assert.equal(inspectPosition('double-double', '', new Game('double-double', '', undefined).positionString()).enPassantMost, 0);
});

test("a piece's reach: where it moves and captures on an empty board, for its legend", async () => {
  // Read as the page reads it (www/board/legend.js).
  const { pieceReach } = await import('../../../www/board/legend.js');
  const reach = (variant, letter) => pieceReach({ pieceReach: reachNumbers }, variant, '{}', letter);
  // The square at (dx, dy) from the piece, dy forward, in a window of side 2 * radius + 1.
  const at = (r, dx, dy) => r.marks[(r.radius - dy) * (2 * r.radius + 1) + dx + r.radius];
  const knight = reach('chess', 'n');
  assert.equal(knight.radius, 3);
  assert.deepEqual(knight.rides, []);
  assert.equal(knight.marks.filter(Boolean).length, 8);
  assert.equal(at(knight, 1, 2), 3, 'moves (1) and captures (2) there');
  assert.equal(at(knight, 1, 1), 0);
  const pawn = reach('chess', 'P');
  assert.equal(at(pawn, 0, 1), 1, 'moves only');
  assert.equal(at(pawn, 1, 1), 2, 'captures only');
  assert.equal(at(pawn, 0, 2), 4, 'a first move only');
  const rook = reach('chess', 'R');
  assert.equal(rook.radius, 4);
  assert.deepEqual(
    rook.rides.map((r) => `${r.dx},${r.dy},${r.range}`).sort(),
    ['-1,0,0', '0,-1,0', '0,1,0', '1,0,0'],
  );
  assert.equal(reach('chess', 'Z'), null, 'no such piece in chess');
  // A Two Boards Hero: one, two (a leap) or three squares straight.
  const hero = reach('two-boards', 'H');
  assert.deepEqual([1, 2, 3].map((k) => at(hero, 0, k)), [3, 3, 3]);
  assert.equal(at(hero, 1, 1), 0);
  assert.throws(() => reachNumbers('no-such-game', '{}', 'K'), /no-such-game/);
});
