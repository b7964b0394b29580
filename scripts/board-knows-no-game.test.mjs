// The board knows no game (issue 45): the kinds of turn, the games' own
// conditions (a held king, a guard flip), the seventh field's values and the
// special actions' labels are the rules' words (www/core/rules.js's module:
// the status' turnWords, conditions, mostParts, partsFromStart and
// marksLegend; a legal part's label; the editor's seventhLabel and
// seventhWords). No code under www/ names a turn rule or those words itself.
//   node --test scripts/board-knows-no-game.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** What only the rules may say: a turn rule's name, a game's condition, a seventh-field value. */
const GAME_WORDS = [
  /turnRule\(\)/,
  /['"`](single|simultaneous|conditional|consecutive)['"`]/,
  /King Hold/,
  /guards changed|Flip your guards|Guard flip/i,
  /['"`](=W|=F|hw|hb|lw|lb)['"`]/,
  /dual move|response turn|qualifying move/,
  /Check ends the turn/,
];

/** Source files of the page and the board (not the built wasm modules' glue). */
function sources(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('pkg') ? [] : sources(p);
    return /\.(js|css)$/.test(f) ? [p] : [];
  });
}

/** Each line of `text` that names what only the rules may say, with the pattern it matched. */
export function gameWords(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, ''); // comments may explain, code may not name
    for (const re of GAME_WORDS) if (re.test(code)) found.push(`${i + 1}: ${line.trim()} (${re})`);
  });
  return found;
}

test('the check sees a turn rule or a game condition named in code, not in a comment', () => {
  assert.equal(gameWords("if (g.turnRule() === 'simultaneous') {}").length, 2);
  assert.equal(gameWords("text += ' — King Hold: …';").length, 1);
  assert.deepEqual(gameWords('// Two-Prong: simultaneous halves; the King Hold.'), []);
});

test('no code under www/ names a turn rule, a game condition or a seventh-field value', () => {
  const offenders = sources(path.join(ROOT, 'www')).flatMap((p) => gameWords(readFileSync(p, 'utf8')).map((w) => `${path.relative(ROOT, p)}:${w}`));
  assert.deepEqual(offenders, []);
});
