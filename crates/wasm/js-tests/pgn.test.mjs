// Records for and from other chess programs (www/app/pgn.js with the rules'
// module): the Seven Tag Roster on export, read back by the rules; what an
// imported record held besides its main line.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRules } from './modules.mjs';
import { withRoster, exportRecord, players, pgnDate, skippedWords, recordRulesCode, RULES_TAG } from '../../../www/app/pgn.js';

const { Game, recordSkips } = await loadRules();

test('an exported record starts with the Seven Tag Roster, and the rules read it back unchanged', () => {
  const g = Game.open('chess2', '{}', undefined, '1.e4 c5,d6 2.Bb5+ Nd7 0-1');
  const record = g.record();
  const save = { moves: record, name: 'Chess2', mode: 'computer', computerSide: 'black', level: 3, updated: Date.UTC(2026, 10, 28, 12) };
  const out = exportRecord(save);
  const tags = out.split('\n').filter((l) => l.startsWith('[')).map((l) => /^\[(\w+)/.exec(l)[1]);
  assert.deepEqual(tags.slice(0, 7), ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
  assert.ok(tags.includes('Variant'));
  assert.match(out, /\[Date "2026\.11\.28"\]/);
  assert.match(out, /\[Black "twofold computer, level 3"\]/);
  assert.match(out, /\[White "Player"\]/);
  const back = Game.fromRecord(out);
  assert.equal(back.record(), record);
  g.free();
  back.free();
});

test('roster values cannot break a tag; unknown players and dates are PGN’s unknowns', () => {
  const out = withRoster('[Variant "chess"]\n[Result "*"]\n\n*', { event: 'a "b" ] [c\nd', white: '', black: undefined, date: pgnDate(NaN) });
  assert.match(out, /^\[Event "a b c d"\]$/m);
  assert.match(out, /^\[White "\?"\]$/m);
  assert.match(out, /^\[Date "\?\?\?\?\.\?\?\.\?\?"\]$/m);
  assert.deepEqual(players({ mode: 'play', link: { side: 'black', me: 'Al', friend: 'Bea' } }), { white: 'Bea', black: 'Al' });
  const g = Game.fromRecord(out);
  assert.equal(g.variantId(), 'chess');
  g.free();
});

test('what an imported record left out is counted and said', () => {
  const pgn = '[Event "Casual"]\n[Variant "Standard"]\n\n1. e4 { [%clk 0:03:00] } e5 $1 (1... c5 2. Nf3) 2. Nf3 ; a note\n*\n';
  assert.deepEqual({ ...recordSkips(pgn) }, { comments: 2, sideLines: 1, glyphs: 1 });
  assert.equal(skippedWords(recordSkips(pgn)), 'Imported the main line; left out 1 side line, 2 comments, 1 annotation glyph.');
  assert.equal(skippedWords(recordSkips('1.e4 e5')), null);
  assert.throws(() => recordSkips('1. e4 ( 1. d4'), /side line opened with '\(' is never closed/);
});

test("a game written as text: its record carries the definitions in a tag of its own, which the rules read past", () => {
  const g = Game.open('chess', '{}', undefined, '1.e4 e5');
  const record = g.record();
  const out = exportRecord({ moves: record, name: 'Chess' }, Date.UTC(2026, 10, 29), 'eJzLSM3JyVcozy_KSQEAGgQEXQ');
  const lines = out.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`[${RULES_TAG} `));
  assert.ok(at > lines.findIndex((l) => l.startsWith('[Variant ')), 'after the rules’ own tags');
  assert.ok(at < lines.findIndex((l) => l.startsWith('1.')), 'before the moves');
  assert.equal(recordRulesCode(out), 'eJzLSM3JyVcozy_KSQEAGgQEXQ');
  assert.equal(recordRulesCode(record), null);
  // The rules read such a record as any other (the page loads its definitions first).
  const back = Game.fromRecord(out);
  assert.equal(back.record(), record);
  // Without a code, nothing is added.
  assert.equal(exportRecord({ moves: record, name: 'Chess' }, Date.UTC(2026, 10, 29)), withRoster(record, { event: 'twofold Chess game', date: '2026.11.29', white: '?', black: '?' }));
  g.free();
  back.free();
});
