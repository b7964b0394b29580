// Premove: while the other side is to move (the computer thinking, or a
// friend's link awaited in a game by link), the player may pick a piece and
// a square. The move is queued (drawn in its own colour), played at once
// when the player's turn comes if the rules allow it then, and dropped with a
// word if not. A tap elsewhere, a right-click or Escape cancels it. Only the
// first part of a turn is premoved, as lichess does; a premove waiting for a
// friend's link is kept with the saved game (saving.js), so it is there when
// the link opens the game again.

import { isBoardMove } from './texts.js';
import { errText, isWasmCrash } from '../core/rules.js';
import { browsing, idx, premoveSide } from './state.js';

/**
 * Where the piece on `from` could go on the player's next turn, judged on the
 * board as it stands with the player to move: Map(target index → parts).
 * Where the rules refuse that position (the side not to move in check, a
 * turn state of the other side's), every square but the player's own pieces.
 */
function premoveTargets(s, from, side) {
  const name = s.geom.squareNames[from];
  const fields = s.game.positionString().split(' ');
  fields[1] = side === 'white' ? 'w' : 'b';
  fields[3] = '-';
  const tries = [fields.join(' ')];
  const start = (s.game.startPosition() || '').split(' ');
  if (start.length === fields.length) tries.push([...fields.slice(0, -1), start.at(-1)].join(' '));
  for (const position of tries) {
    let g = null;
    try {
      g = s.rules.Game.open(s.game.variantId(), s.game.optionsJson(), position, undefined);
      const targets = new Map();
      for (const p of g.legalParts()) {
        if (!isBoardMove(p) || p.from !== name) continue;
        const t = idx(s, p.to);
        if (!targets.has(t)) targets.set(t, []);
        targets.get(t).push(p);
      }
      return targets;
    } catch {
      /* the next try, or any square */
    } finally {
      g?.free?.();
    }
  }
  const board = s.game.board();
  const own = (l) => !!l && (l === l.toUpperCase()) === (side === 'white');
  const targets = new Map();
  s.geom.squareNames.forEach((n, i) => {
    if (i !== from && s.geom.exists[i] && !own(board[i])) targets.set(i, [{ from: name, to: n, san: `${name}-${n}` }]);
  });
  return targets;
}

/** s: the board's state (state.js); a: its actions. */
export function premoveActions(s, a) {
  return {
    /** A press while the other side is to move: pick a piece, queue a move, or cancel the one queued. True when a piece was picked up. */
    premovePress(index) {
      const side = premoveSide(s);
      // A tap elsewhere cancels the premove (a tap on a piece of one's own picks it up for another).
      const cancelled = a.cancelPremove();
      if (!cancelled && s.selected >= 0 && s.targets.has(index)) {
        a.queuePremove(index);
        return false;
      }
      if (index === s.selected && index >= 0) return true;
      const hadSelection = s.selected >= 0;
      a.clearSelection();
      const letter = index >= 0 ? s.game.board()[index] : '';
      if (letter && (letter === letter.toUpperCase()) === (side === 'white')) {
        s.selected = index;
        s.targets = premoveTargets(s, index, side);
        s.premoveSelection = true;
        a.say(`${s.geom.squareNames[index]} picked up for a premove`);
      } else if (s.player && index >= 0 && !cancelled && !hadSelection) {
        a.toast(`Not your turn: in this game you play ${s.player === 'white' ? 'White' : 'Black'}; the other side moves on your friend's device. You may premove: pick one of your pieces and its square.`);
      }
      a.draw();
      return s.selected >= 0;
    },

    /** Queues the selected piece's move to `to` (a promotion becomes a queen, or the first piece offered). */
    queuePremove(to) {
      const parts = s.targets.get(to) || [];
      const promo = (parts.find((p) => /^[qQ]$/.test(p.promo || '')) || parts[0])?.promo || null;
      s.premove = { from: s.selected, to, promo };
      a.clearSelection();
      a.say(`premove ${s.geom.squareNames[s.premove.from]} to ${s.geom.squareNames[to]} queued`);
      a.draw();
      a.emit('change', null);
    },

    /** Drops the queued premove (a tap elsewhere, a right-click, Escape, or anything the player plays or takes back). */
    cancelPremove() {
      if (!s.premove) return false;
      s.premove = null;
      a.clearSelection();
      a.say('premove cancelled');
      a.draw();
      a.emit('change', null);
      return true;
    },

    /**
     * After every change: once the player's turn has come, the premove is
     * played if the rules allow it, or dropped with a word. A piece picked
     * up for a premove is picked up again with its real moves.
     */
    playPremoveIfDue() {
      if (!s.game || premoveSide(s)) return;
      if (s.premoveSelection) {
        const i = s.selected;
        s.premoveSelection = false;
        a.clearSelection();
        if (i >= 0 && !browsing(s) && !s.premove) a.select(i);
        a.draw();
      }
      const p = s.premove;
      if (!p) return;
      s.premove = null;
      if (s.game.status().over || s.game.turnInProgress()) {
        // The game ended (or a turn is under way) before the premove's time: it goes, with a word, and the save forgets it.
        if (s.game.status().over) a.say(`premove ${s.geom.squareNames[p.from]} to ${s.geom.squareNames[p.to]} dropped: the game is over`);
        a.draw();
        a.emit('change', null);
        return;
      }
      // The rules match the squares to a part (Game.play); a refusal is the word.
      const [from, to] = [s.geom.squareNames[p.from], s.geom.squareNames[p.to]];
      let san = null;
      let refusal = null;
      a.act(() => {
        try {
          san = s.game.play(from, to, p.promo || undefined);
        } catch (e) {
          if (isWasmCrash(e)) throw e;
          refusal = errText(e);
        }
      });
      if (san) a.say(`premove played: ${san}`);
      if (refusal) a.toast(`Premove ${from}–${to} dropped: ${refusal}`);
    },
  };
}
