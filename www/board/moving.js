// The player's hand on the board: picking a piece up (its targets), playing
// it by click, drag or key (choosing a promotion), the rules' word when a
// square is refused or a piece has no move, the square named under the pointer, and the player's
// own circles and arrows.

import { squareName, isBoardMove } from './texts.js';
import { errText, isWasmCrash } from '../core/rules.js';
import { selectionWords } from './keyboard.js';
import { browsing, idx, isOwnPiece, myTurn, premoveSide, shown } from './state.js';

/** s: the board's state (state.js); a: its actions. */
export function movingActions(s, a) {
  return {
    /** Picks up the piece on `index`; false when it has no move. */
    select(index) {
      const name = s.geom.squareNames[index];
      const parts = s.legal.filter((p) => isBoardMove(p) && p.from === name);
      if (!parts.length) return false;
      s.selected = index;
      s.targets = new Map();
      for (const p of parts) {
        const t = idx(s, p.to);
        if (!s.targets.has(t)) s.targets.set(t, []);
        s.targets.get(t).push(p);
      }
      // A zoomed board brings the piece and where it can go into view.
      s.view.follow([index, ...s.targets.keys()]);
      return true;
    },

    /** Plays the selected piece to `to` (one of its targets), asking which promotion when there are several. */
    async moveTo(to) {
      if (premoveSide(s)) return a.queuePremove(to);
      const parts = s.targets.get(to);
      const from = s.selected;
      if (!parts) return;
      let chosen = parts[0];
      if (parts.length > 1) {
        const r = s.view.layout.rects[to];
        const canvas = s.refs.canvas;
        const at = { x: canvas.offsetLeft + r.x, y: canvas.offsetTop + r.y, s: r.s };
        // (The chooser's code comes with the first promotion: a board only viewed never needs it.)
        const { choosePromotion, strongest } = await import('./promotion.js');
        // Auto-queen: the strongest choice at once (a typed move still under-promotes).
        // (The piece that moves: where promotion is by choice, one choice keeps it.)
        const mover = shown(s).board()[from];
        chosen = s.autoQueen ? strongest(parts) : await choosePromotion(s.refs.promo, at, parts, mover, s.geom?.pieces);
        if (!chosen) {
          a.clearSelection();
          a.draw();
          return;
        }
      }
      const fromName = s.geom.squareNames[from];
      const toName = s.geom.squareNames[to];
      if (a.act(() => s.game.play(fromName, toName, chosen.promo || undefined))) a.say(`played ${chosen.san}`);
    },

    /** Why the selected piece cannot go to `to`, in the rules' words. */
    explainRefusal(to) {
      const from = s.geom.squareNames[s.selected];
      const target = s.geom.squareNames[to];
      try {
        s.game.play(from, target);
        // (Only refusals reach here; a legal move would have been a target.)
        a.afterChange();
      } catch (e) {
        if (isWasmCrash(e)) a.crashed(e);
        else a.toast(errText(e));
      }
    },

    /** Why the mover's piece on `index` has no move, in the rules' words (nothing when it has moves of another kind: the special moves' buttons). */
    async explainStuck(index) {
      const from = s.geom.squareNames[index];
      if (s.legal.some((p) => p.from === from)) return;
      // Loaded on the first such tap: a board only viewed never needs it.
      const { stuckReason } = await import('./stuck.js');
      try {
        const why = stuckReason(s.game, from, s.geom.squareNames, shown(s).board()[index]);
        if (why) a.toast(why);
      } catch (e) {
        if (isWasmCrash(e)) a.crashed(e);
      }
    },

    /** The player pressed a square (or -1 off the board); true when a piece was picked up. */
    press(index) {
      a.showSquareInfo(index);
      if (s.editor) return s.editor.press(index);
      if (!s.features.moves) return false;
      if (s.confirming) {
        a.toast('Confirm your turn or cancel it first');
        return false;
      }
      if (browsing(s)) {
        a.toastBrowsing();
        return false;
      }
      // The other side to move (the computer, or the friend by link): a premove.
      if (premoveSide(s)) return a.premovePress(index);
      if (index < 0 || !myTurn(s)) {
        a.clearSelection();
        a.draw();
        return false;
      }
      if (s.selected >= 0 && s.targets.has(index)) {
        a.moveTo(index);
        return false;
      }
      // Second press on the selected piece keeps it picked up for a drag.
      if (index === s.selected) return true;
      const wasSelected = s.selected;
      const picked = a.select(index);
      if (!picked) {
        // A square the selected piece cannot reach (not one of the mover's own
        // pieces), or a piece of the mover's with no move: say why, in the rules' words.
        const own = isOwnPiece(s, index);
        if (own) a.explainStuck(index);
        else if (wasSelected >= 0) {
          s.selected = wasSelected;
          a.explainRefusal(index);
        }
        a.clearSelection();
      } else a.say(selectionWords(s));
      a.draw();
      return picked;
    },

    /** A drag from `from` ended over `to` (-1: off the board). */
    release(from, to, where) {
      if (s.editor) return s.editor.release(from, to, where);
      if (from === s.selected && s.targets.has(to)) a.moveTo(to);
      else if (premoveSide(s)) {
        a.clearSelection();
        a.draw();
      }
      else if (from === s.selected && to >= 0 && to !== from && !isOwnPiece(s, to)) {
        a.explainRefusal(to);
        a.clearSelection();
        a.draw();
      } else a.draw();
    },

    setHover(i) {
      if (i === s.hover) {
        // Nothing under the pointer: no square named either (a tap's name goes too).
        if (i < 0) a.showSquareInfo(-1);
        return;
      }
      s.hover = i;
      a.showSquareInfo(i);
      a.draw();
    },

    /** The square's name (and Big/Little coordinates on Two Boards) under the board. */
    showSquareInfo(i) {
      s.refs.hover.textContent = i < 0 ? '' : squareName(s.geom, i).replace(', Big', ' — Big');
    },

    /** A mark of the player's own: a circle (from === to) or an arrow; again to remove it. */
    mark(from, to) {
      if (s.editor) return;
      // A right-click cancels a premove (and marks nothing).
      if (a.cancelPremove()) return;
      if (from === to) {
        if (s.circles.has(from)) s.circles.delete(from);
        else s.circles.add(from);
      } else {
        const key = `${from}-${to}`;
        if (s.userArrows.has(key)) s.userArrows.delete(key);
        else s.userArrows.set(key, [from, to]);
      }
      a.clearSelection();
      a.draw();
    },

    /** Shows a suggested turn: its arrows, and its first part's piece selected with its destinations marked. */
    showHint(parts) {
      s.hintTurn = parts.map((p) => p.san);
      const from = idx(s, parts[0]?.from);
      if (from >= 0) a.select(from);
      a.draw();
    },
  };
}
