// Which saved game is on the page's board: opening games (a link, a new
// game, an import) as new entries of the list, never over another game;
// saving the current one after every change; the Games dialog.

import { $, toast } from './dom.js';

const MODE_TEXT = { play: 'two players', analyse: 'analysis' };

export class GameKeeper {
  /** board: the page's <twofold-board>; store: SavedGames. */
  constructor(board, store) {
    this.board = board;
    this.store = store;
    this.id = null;
    this.meta = null; // what the page keeps with the game besides the board's state (a game by link)
    this.lastSaveError = null;
    this.switched = []; // called when another game is put on the board
    board.addEventListener('change', () => this.save());
  }

  /**
   * First load: what the address asks for (`open()`, resolving to true when
   * it put a game on the board), else the current saved game, else a new one.
   */
  async boot(open = null) {
    const old = this.store.takeOldSave();
    for (const p of this.store.problems) toast(`Saved games: ${p}.`);
    if (!this.store.available) {
      toast('This browser does not let the page save games (private mode or storage turned off): the game is lost on reload unless you export it.', 15000, {
        label: 'Export the game',
        run: () => $('btn-io').click(),
      });
    }
    if (open && (await open())) return;
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
    await this.openNew({ variant: 'two-prong', mode: 'play' });
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
      return error || 'the game could not be opened';
    }
    // An untouched game goes (a game by link is kept: the friend may answer).
    if (before && !keepEmpty && beforeState && beforeState.turns === 0 && !beforeMeta) this.store.remove(before);
    this.id = this.store.newId();
    this.meta = meta;
    this.save();
    this.announceSwitch();
    return error;
  }

  announceSwitch() {
    for (const f of this.switched) f();
  }

  /** A share link's game, as a new game; true when it is on the board. */
  async openShared(fromUrl) {
    const error = await this.openNew({ ...fromUrl, mode: 'play' }, { keepEmpty: true });
    if (!error) return true;
    toast(`Could not open the shared game: ${error}`);
    return !!this.board.saveState(); // the turns before the bad one are shown and kept
  }

  /** Loads `spec` into the saved game `id` (a game by link that moved on). */
  async loadInto(id, spec, meta) {
    const error = await this.board.load(spec);
    if (!this.board.saveState()) return error || 'the game could not be opened';
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
    if (!this.id) return;
    const error = this.store.write(this.id, this.meta ? { ...state, link: this.meta } : state);
    // (No storage at all was announced once at start.)
    if (error && error !== this.lastSaveError && this.store.available) {
      toast(`The game could not be saved: ${error}.`, 15000, { label: 'Export the game', run: () => $('btn-io').click() });
    }
    this.lastSaveError = error;
  }

  // ---- the Games dialog -----------------------------------------------

  setupDialog() {
    const dlg = $('dlg-games');
    $('btn-games').addEventListener('click', () => {
      this.renderList();
      dlg.showModal();
    });
    $('games-close').addEventListener('click', () => dlg.close());
  }

  renderList() {
    const list = $('games-list');
    list.replaceChildren();
    const games = this.store.list();
    if (!games.length) {
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
        who = `by link with ${g.link.friend} (you play ${g.link.side === 'white' ? 'White' : 'Black'})`;
        if (!g.result) progress = g.toMove === g.link.side ? 'your turn' : `${g.link.friend}'s turn`;
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
