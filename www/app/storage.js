// The player's saved games, in localStorage: an index of the games and one
// key per game (so one damaged game cannot take the others with it). The
// current game is written after every part of a turn. No game is ever
// deleted but by the player (Games → Delete): there is no cap, and a full
// storage is said, with export and deleting offered. A game saved by a
// newer version of twofold is kept untouched, never deleted.

import { exportRecord } from './pgn.js';
import { encodeText } from '../core/link-codec.js';
const INDEX_KEY = 'twofold.games';
const GAME_KEY = (id) => `twofold.game.${id}`;
/** The single autosave of version 1 (before the list of games). */
const OLD_KEY = 'twofold.save';
const VERSION = 2;
const PROBE_KEY = '__twofold_probe__';
/** The probe's size when no game says better: about a saved game of 60 turns. */
export const PROBE_BYTES = 4096;
const FULL = 'the browser’s storage for this site is full';

/**
 * localStorage, or null where the browser refuses it (private mode,
 * disabled). Only reading decides: a storage too full to write in still
 * holds the player's games.
 */
function openStorage() {
  try {
    const s = globalThis.localStorage;
    s.getItem(PROBE_KEY);
    return s;
  } catch {
    return null;
  }
}

const isQuota = (e) => e && (e.name === 'QuotaExceededError' || e.code === 22 || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export class SavedGames {
  constructor(storage = openStorage()) {
    this.storage = storage;
    this.index = { version: VERSION, current: null, games: [] };
    this.problems = []; // messages about saves that could not be read
    this.full = false; // a write was refused for want of room
    if (storage) {
      this.readIndex();
      this.full = !this.canWrite();
    }
  }

  /**
   * Whether a write of `bytes` characters still fits (false: the storage is
   * full). A real write, removed at once: a one-character probe can fit
   * where the next save of a game does not.
   */
  canWrite(bytes = PROBE_BYTES) {
    try {
      this.storage.setItem(PROBE_KEY, 'x'.repeat(Math.max(1, bytes)));
      this.storage.removeItem(PROBE_KEY);
      return true;
    } catch (e) {
      return !isQuota(e);
    }
  }

  get available() {
    return !!this.storage;
  }

  readIndex() {
    let text;
    try {
      text = this.storage.getItem(INDEX_KEY);
    } catch {
      return;
    }
    if (text == null) return;
    try {
      const index = JSON.parse(text);
      if (!index || !Array.isArray(index.games)) throw new Error('not a list of games');
      if (index.version > VERSION) this.newer = true;
      this.index = { version: VERSION, current: index.current ?? null, games: index.games.filter((g) => g && typeof g.id === 'string') };
    } catch (e) {
      // Rebuild the list from the game keys themselves.
      this.problems.push(`the list of saved games could not be read (${e.message}); it was rebuilt`);
      this.index = { version: VERSION, current: null, games: this.scanGames() };
    }
  }

  scanGames() {
    const games = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      const m = /^twofold\.game\.(.+)$/.exec(key || '');
      if (!m) continue;
      const got = this.read(m[1]);
      if (got.save) games.push(summary(m[1], got.save));
    }
    return games.sort((a, b) => b.updated - a.updated);
  }

  list() {
    return [...this.index.games].sort((a, b) => b.updated - a.updated);
  }

  get currentId() {
    return this.index.current;
  }

  /** { save } for a usable game, { error } for one that cannot be used, {} for none. */
  read(id) {
    if (!this.storage || !id) return {};
    let text;
    try {
      text = this.storage.getItem(GAME_KEY(id));
    } catch {
      return {};
    }
    if (text == null) return {};
    try {
      const save = JSON.parse(text);
      if (!save || typeof save !== 'object') throw new Error('not an object');
      if (save.version > VERSION) return { error: `saved by a newer version of twofold (${save.version}); it is kept for that version`, newer: true };
      if (typeof save.variant !== 'string') throw new Error('fields missing');
      return { save };
    } catch (e) {
      return { error: e.message || String(e) };
    }
  }

  /** Writes a game; returns null when saved, else the reason it was not. */
  write(id, state) {
    if (!this.storage) return 'this browser does not let the page store anything';
    const save = { version: VERSION, ...state, updated: Date.now() };
    try {
      this.storage.setItem(GAME_KEY(id), JSON.stringify(save));
      const games = this.index.games.filter((g) => g.id !== id);
      games.push(summary(id, save));
      this.index.games = games;
      this.index.current = id;
      this.storage.setItem(INDEX_KEY, JSON.stringify(this.index));
      this.full = false;
      return null;
    } catch (e) {
      if (isQuota(e)) {
        this.full = true;
        return FULL;
      }
      return `saving failed (${e.message || e})`;
    }
  }

  /** A new game in the list; returns its id (the game itself is written by write()). */
  newId() {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Deletes a game (the player's choice, from Games). */
  remove(id) {
    if (!this.storage) return;
    try {
      this.storage.removeItem(GAME_KEY(id));
      this.index.games = this.index.games.filter((g) => g.id !== id);
      if (this.index.current === id) this.index.current = null;
      this.storage.setItem(INDEX_KEY, JSON.stringify(this.index));
      this.full = !this.canWrite();
    } catch {
      /* nothing more can be done */
    }
  }

  /**
   * Every saved game's record (the Seven Tag Roster, the rules' tags, moves,
   * result), one after another: the export of all games. A game written as
   * text carries its definitions (pgn.js RULES_TAG).
   */
  async exportAll() {
    const records = [];
    for (const g of this.list()) {
      const { save } = this.read(g.id);
      if (!save || typeof save.moves !== 'string') continue;
      // (Its definitions left out, should they not deflate, rather than no export at all.)
      const rulesCode = typeof save.rules === 'string' && save.rules ? await encodeText(save.rules).catch(() => null) : null;
      records.push(exportRecord(save, save.updated, rulesCode).trim());
    }
    return records.join('\n\n') + (records.length ? '\n' : '');
  }

  /**
   * The single save of version 1, if there is one: returned as a load spec
   * (its game becomes the first of the list once it is loaded and written).
   */
  takeOldSave() {
    if (!this.storage) return null;
    let text;
    try {
      text = this.storage.getItem(OLD_KEY);
    } catch {
      return null;
    }
    if (text == null) return null;
    try {
      const old = JSON.parse(text);
      if (!old || old.version !== 1 || typeof old.variant !== 'string' || !Array.isArray(old.turns)) throw new Error('unknown form');
      const parts = Array.isArray(old.parts) && old.parts.length ? ` ${old.parts.join(',')},` : '';
      return {
        variant: old.variant,
        options: old.options || {},
        position: old.start || null,
        moves: old.turns.join(' ') + parts,
        undoneTo: Number.isInteger(old.at) ? old.at : null,
        ended: old.ended || null,
        mode: old.computer ? 'computer' : 'play',
        computerSide: old.computer?.side,
        level: old.computer?.level,
        orientation: old.flip ? 'black' : 'white',
      };
    } catch (e) {
      this.problems.push(`the game saved by an older version could not be read (${e.message})`);
      return null;
    }
  }

  /** Drops the version 1 save once its game is safely in the list. */
  forgetOldSave() {
    try {
      this.storage?.removeItem(OLD_KEY);
    } catch {
      /* nothing to clear */
    }
  }
}

/** What the list shows of a game. */
function summary(id, save) {
  return {
    id,
    variant: save.variant,
    name: save.name || save.variant,
    turns: save.turns ?? 0,
    result: save.result ?? null,
    mode: save.mode || 'play',
    computerSide: save.computerSide || null,
    link: save.link ? { id: save.link.id, friend: save.link.friend, side: save.link.side } : null,
    toMove: save.toMove || null,
    updated: save.updated || 0,
  };
}
