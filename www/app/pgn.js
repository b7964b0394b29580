// Records as other chess programs read them: an exported record starts with
// PGN's Seven Tag Roster (Event, Site, Date, Round, White, Black, Result),
// then the rules' own tags (Variant, Options, FEN, Termination) and moves.
// The rules read these tags back and ignore the roster.

const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black'];

/** A tag value as PGN can hold it: one line, no quote, backslash or bracket. */
function tagValue(text, fallback = '?') {
  const v = String(text ?? '')
    .replace(/["\\\]\[]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return v || fallback;
}

/** PGN's date form (YYYY.MM.DD) of a time in milliseconds, or unknown. */
export function pgnDate(ms) {
  if (!Number.isFinite(ms) || ms <= 0) return '????.??.??';
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

/**
 * Who played, for the roster: a game against the computer names its level,
 * a game by link the players' names; two players on one device are unknown.
 * `save` is a saved game's state (board.saveState(), with `link` for a game by link).
 */
export function players(save) {
  const names = { white: '?', black: '?' };
  if (save?.mode === 'computer' && (save.computerSide === 'white' || save.computerSide === 'black')) {
    names[save.computerSide] = `twofold computer, level ${save.level ?? '?'}`;
    names[save.computerSide === 'white' ? 'black' : 'white'] = 'Player';
  } else if (save?.link && (save.link.side === 'white' || save.link.side === 'black')) {
    names[save.link.side] = save.link.me || 'Player';
    names[save.link.side === 'white' ? 'black' : 'white'] = save.link.friend || '?';
  }
  return names;
}

/** The record with the Seven Tag Roster first (any roster tags it had are replaced). */
export function withRoster(record, { event, site = 'twofold', date, round = '-', white, black }) {
  const lines = String(record).trim().split('\n');
  const tagLines = [];
  let i = 0;
  for (; i < lines.length && /^\s*\[.*\]\s*$/.test(lines[i]); i++) tagLines.push(lines[i].trim());
  const key = (line) => /^\[(\w+)/.exec(line)?.[1];
  const result = tagLines.find((l) => key(l) === 'Result') ?? '[Result "*"]';
  const rest = tagLines.filter((l) => !ROSTER.includes(key(l)) && key(l) !== 'Result');
  const values = { Event: event, Site: site, Date: date, Round: round, White: white, Black: black };
  const roster = ROSTER.map((k) => `[${k} "${tagValue(values[k], k === 'Date' ? '????.??.??' : '?')}"]`);
  return [...roster, result, ...rest, ...lines.slice(i)].join('\n') + '\n';
}

/**
 * The tag that carries a game written as text: its definitions, deflated as
 * a link carries them (link-codec.js), so the record replays where they were
 * never loaded. Other programs ignore a tag they do not know.
 */
export const RULES_TAG = 'VariantRules';

/** A saved game's record for export: the roster from what the save knows; `rulesCode`, its definitions deflated (encodeText), if any. */
export function exportRecord(save, when = save?.updated, rulesCode = null) {
  const who = players(save);
  const record = withRoster(save.moves, { event: `twofold ${save.name || save.variant || ''} game`, date: pgnDate(when), white: who.white, black: who.black });
  if (!rulesCode) return record;
  // After the roster and the rules' tags, before the moves.
  const lines = record.split('\n');
  const firstMove = lines.findIndex((l) => !/^\s*\[.*\]\s*$/.test(l));
  lines.splice(firstMove < 0 ? lines.length : firstMove, 0, `[${RULES_TAG} "${rulesCode}"]`);
  return lines.join('\n');
}

/** The deflated definitions a record carries (its RULES_TAG), or null. */
export function recordRulesCode(record) {
  return /^\s*\[VariantRules\s+"([\w-]*)"\]/m.exec(String(record))?.[1] ?? null;
}

/** A word on what an imported record held besides its main line (null when nothing). */
export function skippedWords({ comments = 0, sideLines = 0, glyphs = 0 } = {}) {
  const n = (k, one, many) => (k ? [`${k} ${k === 1 ? one : many}`] : []);
  const parts = [...n(sideLines, 'side line', 'side lines'), ...n(comments, 'comment', 'comments'), ...n(glyphs, 'annotation glyph', 'annotation glyphs')];
  return parts.length ? `Imported the main line; left out ${parts.join(', ')}.` : null;
}
