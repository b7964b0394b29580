// Play a friend on another device by link: no server, no account. Each
// player's turn ends with a link that carries the whole game (link-codec.js);
// the friend opens it, their saved copy of the game moves on, they play and
// send a link back. A link never replaces another game: an unknown game is
// shown, and saved in Games once the player plays in it; one that does not
// extend the saved game (older, a different history, or the same id on
// another variant, options, start or side) is refused with the offer to
// open it separately. A link ends a game only as its sender may: their own
// resignation, a draw the player offered (the offer and its acceptance
// travel by link), or an ending the rules reach on the board themselves (a
// claimed time forfeit or any other termination is refused); each is said
// in words. A link carries whole turns of its sender only: part of a turn,
// or a turn after the sender's, refuses it. The game travels in the
// address's fragment (`#play=…`), which browsers never send to a server;
// links of the older form (`?play=…`) still open.

import { $, toast, copyText } from './dom.js';
import { encodeGame, decodeGame } from '../core/link-codec.js';
import { optionsJson } from '../board/api.js';
import { cleanName, quoted } from '../core/names.js';

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
    $('link-offer').addEventListener('click', () => this.offerDraw());
    $('link-accept').addEventListener('click', () => this.acceptDraw());
  }

  get meta() {
    return this.keeper.meta;
  }

  /** Starts a game by link: the player's side, the friend's name, their own name (carried to the friend). */
  async create({ variant, options, position, side, friend, me }) {
    const meta = { id: newLinkId(), friend: cleanName(friend), me: cleanName(me), side };
    return this.keeper.openNew({ variant, options, position, mode: 'play', player: side }, { meta });
  }

  /** The link for the friend: the whole game as it stands (with the player's draw offer, if they made one now). */
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
      drawOffer: !st.result && m.offered === st.turns,
    });
    const url = new URL('./', location.href);
    url.search = '';
    url.hash = `play=${code}`;
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

  /** The player's turn is played: the link they send offers a draw. */
  offerDraw() {
    const st = this.board.saveState();
    if (!this.meta || !st || st.result) return;
    this.meta.offered = st.turns;
    this.keeper.save();
    this.update();
  }

  /** The friend offered a draw with their link: the player accepts it (and sends the link that says so). */
  async acceptDraw() {
    const st = this.board.saveState();
    const m = this.meta;
    if (!m || !st || st.result || m.offerAt !== st.turns) return;
    await this.board.load({ ...st, ended: 'draw' });
    this.keeper.save();
    this.update();
    toast(`You accepted the draw ${quoted(m.friend)} offered. Send them the link so their game shows it too.`, 10000);
  }

  /** The bar under the header: whose turn, and the link to send. */
  update() {
    const m = this.meta;
    const st = this.board.saveState();
    this.bar.hidden = !m || !st;
    if (this.bar.hidden) return;
    const friend = quoted(m.friend);
    const offered = !st.result && m.offered === st.turns && st.toMove !== m.side;
    const offerIn = !st.result && m.offerAt === st.turns && st.toMove === m.side;
    // One line of words and one primary button, the one to press now: Send
    // when the friend is to move (or the game is over), Accept on a draw
    // offered; on the player's own turn there is nothing new to send.
    const mine = st.toMove === m.side;
    let text;
    if (st.result) text = `The game with ${friend} is over (${st.result}): send ${friend} the link so their game shows it.`;
    else if (offerIn) text = `${friend} offers a draw: accept it, or play your turn to decline.`;
    else if (mine) text = `Your turn (you play ${SIDE[m.side]}) against ${friend}.`;
    else if (st.turns === 0) text = `${friend} plays ${SIDE[st.toMove]} and moves first: send ${friend} the link.`;
    else text = `${friend} to move (${SIDE[st.toMove]}): send ${friend} the link${offered ? ', which offers a draw' : ''}.`;
    $('link-text').textContent = text;
    // (The friend is named in the words beside it: the button stays short enough for one row on a phone.)
    $('link-send').textContent = 'Send the link';
    $('link-send').title = `Send ${friend} the link`;
    $('link-send').hidden = mine && !st.result;
    $('link-offer').hidden = !!st.result || st.turns === 0 || mine || offered;
    $('link-accept').hidden = !offerIn;
  }

  /** What the rules make of a game (a link's, or a saved one): which game it is, its turns, how it stands. Throws when they cannot replay it. */
  readGame({ variant, options, position, moves }) {
    const g = this.rules.Game.open(variant, optionsJson(options), position || undefined, moves || undefined);
    try {
      if (g.loadError) throw new Error(g.loadError);
      const st = g.status();
      return {
        variant: g.variantId(),
        name: g.variantName(),
        options: g.optionsJson(),
        start: g.startPosition() || '',
        turns: g.history().filter((t) => t.complete).map((t) => t.text),
        // A turn begun but not ended (`2.Qh5,`): its parts as written.
        partial: g.history().filter((t) => !t.complete).map((t) => t.text)[0] ?? null,
        over: st.over,
        result: st.result,
        reason: st.reason,
        winner: st.winner,
        description: st.description,
        toMove: st.sideToMove,
      };
    } finally {
      g.free?.();
    }
  }

  /**
   * Why a link may not end the game as it says (null when it may): the
   * sender may resign for themselves, a draw needs the player's own offer at
   * this very turn; the rules' own endings (checkmate, repetition…) stand.
   */
  refusedEnding(linked, saved, mine, offered) {
    if (!linked.over) return null;
    if (linked.reason !== 'resignation' && linked.reason !== 'agreement') {
      // Only what the rules reach on the board stands: a claimed time forfeit, adjudication or the like does not.
      const board = this.boardEnding(linked);
      const same = board && board.result === linked.result && board.reason === linked.reason;
      return same ? null : `This link claims the game is over (${linked.description}, ${linked.result}), which the board does not show; a link may end a game only by its sender's resignation, a draw you offered, or the rules' own ending.`;
    }
    if (linked.reason === 'resignation') {
      return linked.winner === mine ? null : `This link says you resigned (${linked.result}); only you can resign your game.`;
    }
    if (linked.reason === 'agreement') {
      const accepted = saved && offered === saved.turns.length && linked.turns.length === saved.turns.length;
      return accepted ? null : `This link ends the game in a draw you did not offer (${linked.result}).`;
    }
    return null;
  }

  /** How the rules alone end the link's turns ({ result, reason }), or null when they do not end it. */
  boardEnding(linked) {
    let g = null;
    try {
      g = new this.rules.Game(linked.variant, linked.options, linked.start || undefined);
      for (const turn of linked.turns) g.playText(turn);
      const st = g.status();
      return st.over ? { result: st.result, reason: st.reason } : null;
    } catch {
      return null;
    } finally {
      g?.free?.();
    }
  }

  /** Why a link's turns are not whole turns of its sender (null when they are). */
  refusedTurns(linked, sender) {
    if (linked.partial) return `This link holds part of a turn (${linked.partial}); a link carries whole turns only.`;
    if (!linked.over && linked.turns.length > 0 && linked.toMove === sender) {
      return `This link ends with a turn for you (${linked.turns.at(-1)}); only you play your turns.`;
    }
    return null;
  }

  /** The words for a link's game as it now stands on the board. */
  news(friend, linked, saved) {
    const played = linked.turns.length > (saved ? saved.turns.length : 0);
    if (linked.over) {
      if (linked.reason === 'resignation') return `${friend} resigned: you win (${linked.result}).`;
      if (linked.reason === 'agreement') return `${friend} accepted your draw offer: the game is drawn (${linked.result}).`;
      return `${friend} played ${this.lastTurnText()}: the game is over, ${linked.description} (${linked.result}).`;
    }
    if (!played) return `${friend} started the game`;
    return `${friend} played ${this.lastTurnText()} — your turn.`;
  }

  /**
   * Opens a link's game (the `play` parameter). Resolves to true when a game
   * was put on the board. `adopted` is called once a new game from the link
   * is saved (the player acted on it).
   */
  async open(code, adopted = null) {
    let game, linked;
    const started = performance.now();
    try {
      game = await decodeGame(code);
      linked = this.readGame(game); // refuses a game the rules cannot replay, before anything is touched
    } catch (e) {
      toast(`Could not open the game link: ${e.message}. Nothing of it was kept.`, 12000);
      return false;
    } finally {
      // How long the link took to be read or refused (the tests hold it under a second).
      document.body.dataset.linkMs = String(Math.round(performance.now() - started));
    }
    const mine = other(game.side);
    const friend = quoted(game.from);
    const partTurn = this.refusedTurns(linked, game.side);
    const offerAt = game.drawOffer && !linked.over ? linked.turns.length : null;
    const spec = { variant: game.variant, options: game.options, position: game.position, moves: game.moves, mode: 'play', player: mine };
    const separately = { label: 'Open the link as a separate game', run: () => this.keeper.openNew({ ...spec, player: undefined }, { keepEmpty: true }) };
    const id = this.keeper.findByLink(game.id);
    if (!id) {
      const refused = partTurn || this.refusedEnding(linked, null, mine, null);
      if (refused) {
        toast(`${refused} Nothing of it was kept.`, 15000);
        return false;
      }
      const meta = { id: game.id, friend: game.from, me: '', side: mine, offerAt };
      const { error, note } = await this.keeper.openPending(spec, { meta, adopted });
      if (error) {
        toast(`Could not open the game link: ${error}. Nothing of it was kept.`, 12000);
        return false;
      }
      const st = this.board.saveState();
      const how = st.toMove === mine ? 'your turn' : 'their turn';
      const what = linked.over ? this.news(friend, linked, null) : `${st.turns ? `${friend} played ${this.lastTurnText()}` : `${friend} started the game`} — ${how}${offerAt != null ? `, and ${friend} offers a draw` : ''}.`;
      toast(`${note}${what} The game is saved in Games once you ${linked.over ? 'act on it' : 'play'}.`, 12000);
      return true;
    }
    const { save, error } = this.keeper.store.read(id);
    if (!save) {
      toast(`Your game with ${friend} could not be read (${error || 'it is missing'}); the link was not opened, and the saved game is kept as it is.`, 15000, separately);
      return false;
    }
    const m = save.link;
    const saved = this.readGame(save);
    // A premove queued while waiting stays queued when the link is refused: say so.
    const premoveKept = save.premove ? ` Your premove ${save.premove.from}–${save.premove.to} stays queued.` : '';
    if (partTurn && linked.variant === saved.variant && linked.options === saved.options && linked.start === saved.start) {
      await this.keeper.resume(id);
      toast(`${partTurn} It is refused, and your game is kept as it was.${premoveKept}`, 20000);
      return true;
    }
    // The same id must be the same game: same variant, options, start, and sides.
    const differs = [];
    if (linked.variant !== saved.variant) differs.push(`it is ${linked.name}, yours is ${saved.name}`);
    else if (linked.options !== saved.options) differs.push('its options are not those of your game');
    if (linked.start !== saved.start) differs.push('it starts from another position');
    if (differs.length) {
      await this.keeper.resume(id);
      toast(`This link is not your game with ${quoted(m.friend)}: ${differs.join('; ')}. It is refused, and your game is kept as it was.`, 20000, separately);
      return true;
    }
    const prefix = (a, b) => a.length <= b.length && a.every((t, i) => t === b[i]);
    const sameTurns = linked.turns.length === saved.turns.length && prefix(saved.turns, linked.turns);
    if (prefix(saved.turns, linked.turns) && !saved.over && (!sameTurns || linked.over || offerAt != null)) {
      // The friend plays their own turn, one at a time: never one of the player's.
      const added = linked.turns.length - saved.turns.length;
      const refused =
        added > 1 || (added === 1 && saved.toMove === m.side)
          ? `This link plays ${added > 1 ? `${added} turns` : 'a turn'} for you (${linked.turns.slice(saved.turns.length).join(' ')}); only you play your turns.`
          : this.refusedEnding(linked, saved, m.side, m.offered);
      if (refused) {
        await this.keeper.resume(id);
        toast(`${refused} It is refused, and your game is kept as it was.${premoveKept}`, 20000);
        return true;
      }
      // A premove the player queued while waiting is played once the friend's turn is on the board.
      await this.keeper.loadInto(id, { ...spec, player: m.side, orientation: save.orientation, clock: save.clock, premove: save.premove }, { ...m, offerAt });
      const news = linked.over ? this.news(quoted(m.friend), linked, saved) : `${quoted(m.friend)} played ${this.lastTurnText()} — your turn.`;
      toast(sameTurns && !linked.over ? `${quoted(m.friend)} offers a draw: accept it, or play your turn to decline.` : `${news}${offerAt != null ? ` ${quoted(m.friend)} offers a draw.` : ''}`, 12000);
      return true;
    }
    // Not a continuation: the saved game stays as it is.
    await this.keeper.resume(id);
    if (sameTurns && (saved.over || !linked.over)) {
      toast('This link holds no new turn: the game is as you had it.', 8000);
      return true;
    }
    const older = prefix(linked.turns, saved.turns);
    const why = older
      ? `This link is older than your game (it stops after turn ${linked.turns.length}; yours has ${saved.turns.length}).`
      : `This link's game differs from yours after turn ${saved.turns.findIndex((t, i) => t !== linked.turns[i]) + 1}.`;
    toast(`${why} Your game is kept.`, 20000, separately);
    return true;
  }

  lastTurnText() {
    const st = this.board.saveState();
    const turns = st.movetext.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2)$/.test(t));
    return (turns.at(-1) || '').replace(/^\d+\.+/, '');
  }
}
