// The definitions an author keeps on the Write a variant page (variant.html),
// in localStorage: one key per definition (so one damaged entry cannot take
// the others with it) and the key of the one shown. Every definition is held
// in memory too: when the browser refuses to store (private mode, a full
// storage) the page says so and goes on with what it holds, so the text
// being written is never lost to a refused write. The single text kept by
// the page's first version (OLD_KEY) becomes the first definition, and that
// key is removed only once its text is safely stored under the new ones.

const ITEM_PREFIX = 'twofold.definition.';
const CURRENT_KEY = 'twofold.definitions.current';
const PROBE_KEY = '__twofold_probe__';
/** The least room a definition's next write is probed for: a long definition (Fairy-Stockfish's whole variants.ini is 40 KB). */
const PROBE_BYTES = 8192;
/** The one text the page kept before it kept several: { text, game, mode }. */
export const OLD_KEY = 'twofold.author';

const isQuota = (e) => e && (e.name === 'QuotaExceededError' || e.code === 22 || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** localStorage, or null where the browser refuses it. */
function openStorage() {
  try {
    const s = globalThis.localStorage;
    s.getItem(CURRENT_KEY);
    return s;
  } catch {
    return null;
  }
}

/** The names of a text's games (its sections), in order. */
export function sectionNames(text) {
  return [...String(text).matchAll(/^\s*\[([^\]:\s]+)/gm)].map((m) => m[1]);
}

/** What the list calls a definition: the name its author gave, else its games' names. */
export function labelOf(item) {
  if (item.name?.trim()) return item.name.trim();
  const names = sectionNames(item.text);
  return names.length ? names.join(', ') : 'Untitled (no game yet)';
}

export class KeptDefinitions {
  constructor(storage = openStorage()) {
    this.storage = storage;
    /** id → { id, name, text, game, mode, created, fresh } (fresh: a starting point not yet changed). */
    this.items = new Map();
    this.currentId = null;
    /** The definitions whose last write was refused (held here only). */
    this.unsaved = new Set();
    /** The storage had no room for a definition's next write (the probe's, or a write refused since). */
    this.full = false;
    /** Why the last write was refused. */
    this.failure = storage ? null : 'this browser does not let the page store anything (private browsing?)';
    /** Messages about entries that could not be read (kept untouched). */
    this.problems = [];
    if (storage) {
      this.#read();
      this.#probe();
    }
  }

  /** Says at once when the storage is too full for a definition's next write (as storage.js does for games), not at the first change. */
  #probe() {
    const bytes = Math.max(PROBE_BYTES, ...[...this.items.values()].map((i) => i.text.length * 2));
    this.full = !this.#store(() => {
      this.storage.setItem(PROBE_KEY, 'x'.repeat(bytes));
      this.storage.removeItem(PROBE_KEY);
    });
  }

  #read() {
    const s = this.storage;
    try {
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (!key?.startsWith(ITEM_PREFIX)) continue;
        try {
          const item = JSON.parse(s.getItem(key));
          if (!item || typeof item.text !== 'string') throw new Error('no text');
          const id = key.slice(ITEM_PREFIX.length);
          this.items.set(id, { name: '', game: '', mode: 'play', created: 0, ...item, id });
        } catch (e) {
          this.problems.push(`a kept definition (${key}) could not be read (${e.message}); it is left as it is`);
        }
      }
      this.currentId = s.getItem(CURRENT_KEY);
    } catch {
      /* nothing more can be read */
    }
    this.#migrate();
    if (!this.items.has(this.currentId)) this.currentId = this.list()[0]?.id ?? null;
  }

  /** The first version's single text, as the first definition; its key goes once that is stored. */
  #migrate() {
    let old;
    try {
      old = JSON.parse(this.storage.getItem(OLD_KEY) || 'null');
    } catch {
      old = null;
    }
    if (typeof old?.text !== 'string') return;
    const same = [...this.items.values()].find((i) => i.text === old.text);
    const item = same || this.add({ text: old.text, game: old.game || '', mode: old.mode || 'play' });
    if (!same) this.currentId = item.id;
    if (this.#write(item)) {
      try {
        this.storage.removeItem(OLD_KEY);
      } catch {
        /* kept until it can go */
      }
    }
  }

  /** The newest first (a change does not move one: the list stays where the author left it). */
  list() {
    return [...this.items.values()].sort((a, b) => b.created - a.created || a.id.localeCompare(b.id));
  }

  get current() {
    return this.items.get(this.currentId) ?? null;
  }

  /** Is every definition stored (none held by this page alone), with room for the next change? */
  get stored() {
    return !!this.storage && !this.full && this.unsaved.size === 0;
  }

  /** A new definition (written at once), shown from now on; `created` orders the list. */
  add({ text, name = '', game = '', mode = 'play', fresh = false, created = Date.now() }) {
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const item = { id, name, text, game, mode, fresh, created };
    this.items.set(id, item);
    this.select(id);
    this.#write(item);
    return item;
  }

  select(id) {
    if (!this.items.has(id)) return;
    this.currentId = id;
    this.#store(() => this.storage.setItem(CURRENT_KEY, id));
  }

  /** Changes the shown definition's fields (text, name, game, mode, fresh). */
  update(changes) {
    const item = this.current;
    if (!item) return;
    const changed = Object.keys(changes).some((k) => item[k] !== changes[k]);
    if (!changed) return;
    Object.assign(item, changes);
    this.#write(item);
  }

  /** Deletes a definition; returns it (for undo: restore()). */
  remove(id) {
    const item = this.items.get(id);
    if (!item) return null;
    this.items.delete(id);
    this.unsaved.delete(id);
    this.#store(() => this.storage.removeItem(ITEM_PREFIX + id));
    if (this.currentId === id) this.currentId = this.list()[0]?.id ?? null;
    if (this.currentId) this.select(this.currentId);
    return item;
  }

  /** Brings back a deleted definition, shown. */
  restore(item) {
    this.items.set(item.id, item);
    this.select(item.id);
    this.#write(item);
  }

  /** Writes a definition; one written, those refused before are tried again (room may have been made). */
  #write(item, retrying = false) {
    const { id, ...kept } = item;
    const ok = this.#store(() => this.storage.setItem(ITEM_PREFIX + id, JSON.stringify(kept)));
    if (!ok) {
      this.unsaved.add(id);
      return false;
    }
    this.unsaved.delete(id);
    this.full = false;
    if (!retrying) for (const other of [...this.unsaved]) if (!this.#write(this.items.get(other), true)) break;
    return true;
  }

  /** Runs a storage write; true when it went through, else the reason is in `failure`. */
  #store(write) {
    if (!this.storage) return false;
    try {
      write();
      this.failure = null;
      return true;
    } catch (e) {
      this.failure = isQuota(e) ? 'the browser’s storage for this site is full' : `the browser refused to store it (${e.message || e})`;
      return false;
    }
  }
}

/** The lines that mark a file of exported definitions (exportFile), so that a cut or damaged file is known. */
const HEAD = /^# twofold definitions: (\d+)$/;
const PART = /^# -{4} definition (\d+) of (\d+): (.*)$/;
const END = /^# -{4} end of (\d+) definitions$/;
/** The most a file imported may hold: four times what a link may carry of one definition. */
export const MAX_FILE = 1024 * 1024;

/** Every definition in one .ini file: each after a line naming it (and a line break of its own), the whole closed by an end line. */
export function exportFile(items) {
  const n = items.length;
  const parts = items.map((item, i) => `# ---- definition ${i + 1} of ${n}: ${item.name.replace(/\s+/g, ' ').trim()}\n${item.text}\n`);
  return `# twofold definitions: ${n}\n${parts.join('')}# ---- end of ${n} definitions\n`;
}

/**
 * The definitions in a file exportFile wrote: [{ name, text }]; or, for a
 * plain variants.ini file, one definition with its text whole (checked by
 * the caller). Throws an Error that says what is wrong with a damaged file.
 */
export function readFile(content) {
  if (content.length > MAX_FILE) throw new Error(`the file is larger than ${MAX_FILE / 1024} KB`);
  if (content.includes('\u0000') || content.includes('\uFFFD')) throw new Error('the file is not text (is it a variants .ini file?)');
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const head = HEAD.exec(lines[0]);
  if (!head) {
    if (!sectionNames(content).length) throw new Error('the file holds no game (no [section] line)');
    return { plain: true, items: [{ name: '', text: content }] };
  }
  const count = Number(head[1]);
  const items = [];
  let ended = false;
  for (const line of lines.slice(1)) {
    if (ended) {
      if (line.trim()) throw new Error('the file goes on after its end line');
      continue;
    }
    const part = PART.exec(line);
    const end = END.exec(line);
    if (part) {
      if (Number(part[1]) !== items.length + 1 || Number(part[2]) !== count) throw new Error(`definition ${items.length + 1} of ${count} is missing or out of place`);
      items.push({ name: part[3], lines: [] });
    } else if (end) {
      if (Number(end[1]) !== count || items.length !== count) throw new Error(`the file has ${items.length} of its ${count} definitions`);
      ended = true;
    } else if (items.length) {
      items.at(-1).lines.push(line);
    } else if (line.trim()) {
      throw new Error('text before the first definition');
    }
  }
  if (!ended) throw new Error(`the file is cut short: its end line is missing after definition ${items.length} of ${count}`);
  return { plain: false, items: items.map(({ name, lines: body }) => ({ name, text: body.join('\n') })) };
}
