// The autosave in localStorage: written after every part of a turn, read on
// load. A save that cannot be read is reported and replaced by a fresh game.

const KEY = 'twofold.save';
const VERSION = 1;

/** save: { variant, options, start, turns: [turn text], parts: [san], ended, record, flip } */
export function writeSave(save) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...save }));
  } catch (e) {
    console.warn('autosave failed', e);
  }
}

/**
 * Returns { save } when there is a usable save, { error } when there is one
 * that cannot be used, and {} when there is none.
 */
export function readSave() {
  let text;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return {};
  }
  if (text == null) return {};
  try {
    const save = JSON.parse(text);
    if (!save || typeof save !== 'object') throw new Error('not an object');
    if (save.version !== VERSION) throw new Error(`saved by an older version (${save.version ?? 'unknown'})`);
    if (typeof save.variant !== 'string' || !Array.isArray(save.turns)) throw new Error('fields missing');
    return { save };
  } catch (e) {
    return { error: e.message || String(e) };
  }
}

export function clearSave() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
