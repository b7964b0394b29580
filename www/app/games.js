// Which saved game is on the page's board: opening games (a link, a new
// game, an import) as new entries of the list, never over another game;
// saving the current one after every change; the Games dialog.
//
// A game opened from a link is only shown until the player acts on it (a
// move, any change): then it is saved. Links are anyone's to make, so a
// page that opens many cannot fill the list; an untouched one is let go
// with a word when another game takes the board.

import { $, toast, downloadFile } from './dom.js';
import { quoted } from '../core/names.js';

const MODE_TEXT = { play: 'two players', analyse: 'analysis' };

export class GameKeeper {
  /** board: the page's <twofold-board>; store: SavedGames; defaultVariant: the id of the game a fresh page starts with (the rules say which). */
  constructor(board, store, defaultVariant) {
    this.board = board;
    this.store = store;
    this.defaultVariant = defaultVariant;
    this.id = null;
    this.meta = null; // what the page keeps with the game besides the board's state (a game by link)
    this.lastSaveError = null;
    this.switched = []; // called when another game is put on the board
    this.pending = null; // a game from a link not saved yet: { key (its state when opened), adopted (called once saved) }
    board.addEventListener('change', () => this.save());
  }

  /** The state of the board as far as acting on a game goes (not the clock or the board's orientation). */
  stateKey() {
    const st = this.board.saveState();
    return st ? JSON.stringify({ ...st, clock: null, orientation: null }) : '';
  }

  /** An untouched game from a link leaves the board: said, so it does not vanish silently. Returns the words. */
  letGoPending() {
    if (!this.pending) return '';
    this.pending = null;
    const note = 'The game opened from the link before this one was not kept: nothing was played in it.';
    toast(note, 10000);
    return `${note} `;
  }

  /**
   * Shows a link's game without saving it: it is saved, as a new entry of
   * the list, once the player acts on it (`adopted` is then called).
   * Resolves to { error, note } (note: words about a game let go).
   */
  async openPending(spec, { meta = null, adopted = null } = {}) {
    const previous = this.id;
    const error = await this.board.load(spec);
    if (error || !this.board.saveState()) {
      // Refused: nothing is created, the player's game is back.
      if (previous) await this.resume(previous);
      else if (this.pending) await this.board.load(this.pending.spec);
      return { error: error || 'the game could not be opened', note: '' };
    }
    const note = this.letGoPending();
    this.id = null;
    this.meta = meta;
    this.pending = { key: this.stateKey(), adopted, spec };
    this.save();
    this.announceSwitch();
    return { error: null, note };
  }

  /**
   * First load: what the address asks for (`open()`, resolving to true when
   * it put a game on the board), else the current saved game, else a new one.
   */
  async boot(open = null) {
    const old = this.store.takeOldSave();
    for (const p of this.store.problems) toast(`Saved games: ${p}.`);
    if (this.store.full) this.sayFull();
    if (!this.store.available) {
      toast('This browser does not let the page save games (private mode or storage turned off): the game is lost on reload unless you export it.', 15000, {
        label: 'Export the game',
        run: () => $('btn-io').click(),
      });
    }
    if (open) {
      try {
        if (await open()) return;
      } catch (e) {
        // A link that breaks the page's code is refused like any other: the saved game comes up.
        console.error(e);
        toast(`The link could not be opened: ${e.message || e}. Nothing of it was kept.`, 12000);
      }
    }
    if (old) {
      const error = await this.openNew(old, { keepEmpty: true });
      if (!error || this.board.saveState()) {
        this.store.forgetOldSave();
        return;
      }
      toast(`The game saved by an older version could not be restored (${error}); it is kept in this browser.`);
    }
    const id = this.store.currentId;
    if (id) {
      const error = await this.resume(id);
      if (!error) return;
      if (this.board.saveState()) {
        toast(`Not all of the saved game could be restored (${error}); the turns before that are on the board, and the saved game is kept as it was.`, 10000);
        return;
      }
      toast(`The saved game could not be restored (${error}); starting a new game. The saved one is still listed in Games.`);
    }
    await this.openNew({ variant: this.defaultVariant, mode: 'play' });
  }

  /** Something failed to show: the game of this page (or the saved one, or a new one) goes back on the board. */
  async restore() {
    if (this.board.saveState()) return;
    if (this.pending) {
      await this.board.load(this.pending.spec);
      if (this.board.saveState()) return;
    }
    const id = this.id || this.store.currentId;
    if (id && !(await this.resume(id))) return;
    await this.openNew({ variant: this.defaultVariant, mode: 'play' });
  }

  /**
   * Loads a game as a new entry of the list. The game on the board stays in
   * the list unless nothing was played in it. Resolves to the error shown, or null.
   */
  async openNew(spec, { keepEmpty = false, meta = null } = {}) {
    const before = this.id;
    const beforeMeta = this.meta;
    const beforeState = this.board.saveState();
    const error = await this.board.load(spec);
    if (!this.board.saveState()) {
      // Nothing could be shown: put the previous game back.
      if (before) await this.resume(before);
      else if (this.pending) await this.board.load(this.pending.spec);
      return error || 'the game could not be opened';
    }
    // A game the player started and never played in, from the standard
    // start, holds nothing: the next game takes its place. (A set-up
    // position is kept, and so is a game by link: the friend may answer.)
    if (before && !keepEmpty && beforeState && beforeState.turns === 0 && !beforeState.position && !beforeMeta) this.store.remove(before);
    this.letGoPending();
    this.id = this.store.newId();
    this.meta = meta;
    this.save();
    this.announceSwitch();
    return error;
  }

  announceSwitch() {
    for (const f of this.switched) f();
  }

  /**
   * A share link's game, shown until the player acts on it (then saved as
   * a new game, and `adopted` called). A link the rules refuse (even in
   * part) creates nothing. Resolves to true when the link's game is on the board.
   */
  async openShared(fromUrl, adopted = null) {
    const { error, note } = await this.openPending({ ...fromUrl, mode: 'play' }, { adopted });
    if (error) {
      toast(`Could not open the shared game: ${error}. Nothing of it was kept.`, 12000);
      return false;
    }
    toast(`${note}The shared game is on the board${this.store.available ? '; it is saved in Games once you play' : ''}.`, 8000);
    return true;
  }

  /** Loads `spec` into the saved game `id` (a game by link that moved on). */
  async loadInto(id, spec, meta) {
    const error = await this.board.load(spec);
    if (!this.board.saveState()) return error || 'the game could not be opened';
    this.letGoPending();
    this.id = id;
    this.meta = meta;
    this.save();
    this.announceSwitch();
    return error;
  }

  /** The saved game played by link under this link id, if any. */
  findByLink(linkId) {
    return this.store.list().find((g) => g.link && g.link.id === linkId)?.id ?? null;
  }

  /** Puts a saved game on the board. Resolves to an error, or null. */
  async resume(id) {
    const { save, error } = this.store.read(id);
    if (!save) return error || 'no such game';
    const problem = await this.board.load(save);
    if (!this.board.saveState()) return problem || 'the game could not be opened';
    this.letGoPending();
    this.meta = save.link || null;
    // A game that no longer replays to its end is continued as a copy, so
    // the saved one keeps every turn.
    this.id = problem ? this.store.newId() : id;
    this.save();
    this.announceSwitch();
    return problem;
  }

  save() {
    const state = this.board.saveState();
    const editing = this.board.editing;
    if (editing) $('variant-name').textContent = `${editing.name}: setting up a position`;
    if (!state) return;
    $('variant-name').textContent = state.name;
    if (this.pending) {
      // A link's game is the player's once they act on it.
      if (this.stateKey() === this.pending.key) return;
      const { adopted } = this.pending;
      this.pending = null;
      this.id = this.store.newId();
      adopted?.();
    }
    if (!this.id) return;
    const error = this.store.write(this.id, this.meta ? { ...state, link: this.meta } : state);
    // (No storage at all was announced once at start.)
    if (error && error !== this.lastSaveError && this.store.available) {
      if (this.store.full) this.sayFull();
      else toast(`The game could not be saved: ${error}.`, 15000, { label: 'Export the game', run: () => $('btn-io').click() });
    }
    this.lastSaveError = error;
  }

  /** The storage is full: every saved game is still there; the way out is export and deleting, in Games. */
  sayFull() {
    toast('The browser’s storage for this site is full: the game could not be saved. Your saved games are all kept; in Games you can export them all or delete some to make room.', 20000, {
      label: 'Export the game',
      run: () => $('btn-io').click(),
    });
  }

  // ---- the Games dialog -----------------------------------------------

  setupDialog() {
    const dlg = $('dlg-games');
    $('btn-games').addEventListener('click', () => {
      this.renderList();
      dlg.showModal();
    });
    $('games-close').addEventListener('click', () => dlg.close());
    $('games-export').addEventListener('click', async () => {
      downloadFile(await this.store.exportAll(), 'twofold-games.txt');
    });
  }

  renderList() {
    const list = $('games-list');
    list.replaceChildren();
    const games = this.store.list();
    // The storage's state as it is now, by a write the size of the game on the board's save (not the last save's result).
    if (this.store.available) {
      const st = this.board.saveState();
      this.store.full = !this.store.canWrite(st ? JSON.stringify(st).length : undefined);
    }
    $('games-full').hidden = !this.store.full;
    $('games-export').disabled = !games.length;
    const st = this.pending && this.board.saveState();
    if (st) {
      // The link's game on the board is listed, and said not to be kept yet.
      const li = document.createElement('li');
      li.dataset.pending = 'true';
      li.textContent = `${st.name} · ${st.turns} turn${st.turns === 1 ? '' : 's'} · opened from a link `;
      const note = document.createElement('b');
      note.textContent = '(on the board; kept in Games once you play in it)';
      li.append(note);
      list.append(li);
    }
    if (!games.length && !st) {
      const li = document.createElement('li');
      li.textContent = this.store.available ? 'No saved games yet.' : 'This browser does not let the page save games.';
      list.append(li);
    }
    for (const g of games) {
      const li = document.createElement('li');
      li.dataset.id = g.id;
      const text = document.createElement('span');
      let who = g.mode === 'computer' ? `against the computer (it plays ${g.computerSide === 'white' ? 'White' : 'Black'})` : MODE_TEXT[g.mode] || '';
      let progress = g.result ? `ended ${g.result}` : 'in progress';
      if (g.link) {
        const friend = quoted(g.link.friend);
        who = `by link with ${friend} (you play ${g.link.side === 'white' ? 'White' : 'Black'})`;
        if (!g.result) progress = g.toMove === g.link.side ? 'your turn' : `the turn of ${friend}`;
      }
      text.textContent = `${g.name} · ${g.turns} turn${g.turns === 1 ? '' : 's'} · ${progress} · ${who} · ${new Date(g.updated).toLocaleString()}`;
      li.append(text);
      if (g.id === this.id) {
        const cur = document.createElement('b');
        cur.textContent = ' (on the board)';
        li.append(cur);
      } else {
        const open = document.createElement('button');
        open.type = 'button';
        open.textContent = 'Resume';
        open.addEventListener('click', async () => {
          const error = await this.resume(g.id);
          if (error) toast(`That game could not be restored: ${error}`);
          $('dlg-games').close();
        });
        const del = document.createElement('button');
        del.type = 'button';
        del.textContent = 'Delete';
        del.addEventListener('click', () => {
          if (del.dataset.sure) {
            this.store.remove(g.id);
            if (!this.store.full && this.lastSaveError) {
              // Room again: the game on the board is saved now.
              this.lastSaveError = null;
              this.save();
            }
            this.renderList();
          } else {
            del.dataset.sure = '1';
            del.textContent = 'Delete for good?';
          }
        });
        li.append(' ', open, ' ', del);
      }
      list.append(li);
    }
  }
}
