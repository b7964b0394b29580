// Play a friend on another device by link: no server, no account. Each
// player's turn ends with a link that carries the whole game (link-codec.js);
// the friend opens it, their saved copy of the game moves on, they play and
// send a link back. A link never replaces another game: an unknown game is
// added to Games; one that does not extend the saved game (older, or a
// different history) is refused with the offer to open it separately.

import { $, toast, copyText } from './dom.js';
import { encodeGame, decodeGame } from './link-codec.js';
import { optionsJson } from '../board/controller.js';

const SIDE = { white: 'White', black: 'Black' };
const other = (side) => (side === 'white' ? 'black' : 'white');

/** A new random id for a game by link. */
function newLinkId() {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('').slice(0, 14);
}

export class ByLink {
  /** ctx: { rules, board, keeper }. */
  constructor({ rules, board, keeper }) {
    this.rules = rules;
    this.board = board;
    this.keeper = keeper;
    this.bar = $('link-bar');
    board.addEventListener('change', () => this.update());
    keeper.switched.push(() => this.update());
    $('link-send').addEventListener('click', () => this.send());
    $('link-copy').addEventListener('click', async () => copyText(await this.link()));
    $('link-analyse').addEventListener('click', () => this.analyseCopy());
  }

  get meta() {
    return this.keeper.meta;
  }

  /** Starts a game by link: the player's side, the friend's name, their own name (carried to the friend). */
  async create({ variant, options, position, side, friend, me }) {
    const meta = { id: newLinkId(), friend: friend || 'your friend', me: me || '', side };
    return this.keeper.openNew({ variant, options, position, mode: 'play', player: side }, { meta });
  }

  /** The link for the friend: the whole game as it stands. */
  async link() {
    const st = this.board.saveState();
    const m = this.meta;
    const code = await encodeGame({
      id: m.id,
      variant: st.variant,
      options: Object.keys(st.options || {}).filter((k) => st.options[k]).join(' '),
      position: st.position || '',
      moves: st.movetext, // with the result when the game is over
      from: m.me,
      side: m.side,
    });
    const url = new URL('./', location.href);
    url.search = `?play=${code}`;
    return url.href;
  }

  /** The Web Share sheet on phones, the clipboard elsewhere. */
  async send() {
    const url = await this.link();
    const st = this.board.saveState();
    if (navigator.share) {
      try {
        await navigator.share({ title: `twofold: ${st.name}`, text: `Your turn in our game of ${st.name}`, url });
        return;
      } catch (e) {
        if (e && e.name === 'AbortError') return;
      }
    }
    copyText(url);
  }

  /** A copy of the game to analyse freely (both sides, the computer's evaluation). */
  analyseCopy() {
    const st = this.board.saveState();
    this.keeper.openNew({ variant: st.variant, options: st.options, position: st.position, moves: st.movetext.replace(/\s+(1-0|0-1|1\/2-1\/2)$/, ''), mode: 'analyse' });
  }

  /** The bar under the header: whose turn, and the link to send. */
  update() {
    const m = this.meta;
    const st = this.board.saveState();
    this.bar.hidden = !m || !st;
    if (this.bar.hidden) return;
    const friend = m.friend;
    let text;
    if (st.result) text = `The game with ${friend} is over (${st.result}). Send ${friend} the link so their game shows the end too.`;
    else if (st.toMove === m.side) text = `Your turn (you play ${SIDE[m.side]}). When it is played, send ${friend} the link.`;
    else if (st.turns === 0) text = `${friend} plays ${SIDE[st.toMove]} and moves first: send them the link to start.`;
    else text = `Your turn is played: send ${friend} the link. Their answer comes back as a link too.`;
    $('link-text').textContent = text;
    $('link-send').textContent = `Send ${friend} the link`;
  }

  /** A turn list of a game (for comparing a link with the saved game). */
  turnsOf({ variant, options, position, moves }) {
    const g = this.rules.Game.open(variant, optionsJson(options), position || undefined, moves || undefined);
    try {
      if (g.loadError) throw new Error(g.loadError);
      return g.history().filter((t) => t.complete).map((t) => t.text);
    } finally {
      g.free?.();
    }
  }

  /**
   * Opens a link's game (the `play` parameter). Resolves to true when a game
   * was put on the board.
   */
  async open(code) {
    let game;
    try {
      game = await decodeGame(code);
      this.turnsOf(game); // refuses a game the rules cannot replay, before anything is touched
    } catch (e) {
      toast(`Could not open the game link: ${e.message}`, 12000);
      return false;
    }
    const mine = other(game.side);
    const friend = game.from || 'your friend';
    const spec = { variant: game.variant, options: game.options, position: game.position, moves: game.moves, mode: 'play', player: mine };
    const id = this.keeper.findByLink(game.id);
    if (!id) {
      await this.keeper.openNew(spec, { keepEmpty: true, meta: { id: game.id, friend, me: '', side: mine } });
      const st = this.board.saveState();
      toast(`${friend} ${st.turns ? `played ${this.lastTurnText()}` : 'started the game'} — ${st.result ? `the game is over (${st.result})` : st.toMove === mine ? 'your turn' : 'their turn'}. It is in Games.`, 12000);
      return true;
    }
    const { save } = this.keeper.store.read(id);
    const savedTurns = save ? this.turnsOf(save) : [];
    const linkTurns = this.turnsOf(game);
    const prefix = (a, b) => a.length <= b.length && a.every((t, i) => t === b[i]);
    if (prefix(savedTurns, linkTurns) && (linkTurns.length > savedTurns.length || !save?.result)) {
      await this.keeper.loadInto(id, { ...spec, orientation: save?.orientation, clock: save?.clock }, save.link);
      const st = this.board.saveState();
      if (linkTurns.length === savedTurns.length) toast('This link holds no new turn: the game is as you had it.', 8000);
      else toast(`${save.link.friend} played ${this.lastTurnText()} — ${st.result ? `the game is over (${st.result})` : 'your turn'}.`, 12000);
      return true;
    }
    // Not a continuation: the saved game stays as it is.
    await this.keeper.resume(id);
    const older = prefix(linkTurns, savedTurns);
    const why = older
      ? `This link is older than your game (it stops after turn ${linkTurns.length}; yours has ${savedTurns.length}).`
      : `This link's game differs from yours after turn ${savedTurns.findIndex((t, i) => t !== linkTurns[i]) + 1}.`;
    toast(`${why} Your game is kept.`, 20000, {
      label: 'Open the link as a separate game',
      run: () => this.keeper.openNew({ ...spec, player: undefined }, { keepEmpty: true }),
    });
    return true;
  }

  lastTurnText() {
    const st = this.board.saveState();
    const turns = st.movetext.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2)$/.test(t));
    return (turns.at(-1) || '').replace(/^\d+\.+/, '');
  }
}
