// Browsing a game: the position after any complete turn (the live game is
// the last one in the modes where one plays), step by step, and the
// replay's autoplay.

import { completeTurns } from './state.js';

const AUTOPLAY_MS = 1200;

/** s: the board's state (state.js); a: its actions. */
export function browsingActions(s, a) {
  return {
    /** Shows the position after turn n (clamped); in play modes the last turn is the live game. */
    showTurn(n) {
      const turns = completeTurns(s);
      let k = Math.max(0, Math.min(turns.length, n));
      if (s.features.moves && k === turns.length && !s.game.turnInProgress()) k = null;
      if (k === s.viewTurn) return;
      s.viewTurn = k;
      a.clearSelection();
      a.refresh();
      if (!s.features.moves && k !== null && k > 0) a.emit('turn', a.turnDetail(turns, k, 'replay'));
    },

    step(delta) {
      const n = completeTurns(s).length;
      const at = s.viewTurn === null ? (s.game.turnInProgress() ? n + 1 : n) : s.viewTurn;
      a.showTurn(at + delta);
    },

    goLive() {
      if (s.features.moves) a.showTurn(Number.MAX_SAFE_INTEGER);
      else a.showTurn(completeTurns(s).length);
    },

    toggleAutoplay() {
      if (s.autoplayTimer) {
        a.stopAutoplay();
        return;
      }
      if (s.viewTurn !== null && s.viewTurn >= completeTurns(s).length) a.showTurn(0);
      s.autoplayTimer = setInterval(() => {
        if (s.viewTurn === null || s.viewTurn >= completeTurns(s).length) a.stopAutoplay();
        else a.step(1);
      }, AUTOPLAY_MS);
      s.refs.autoplay.setAttribute('aria-pressed', 'true');
      a.refresh({ announce: false });
    },

    stopAutoplay() {
      if (!s.autoplayTimer) return;
      clearInterval(s.autoplayTimer);
      s.autoplayTimer = null;
      s.refs.autoplay.setAttribute('aria-pressed', 'false');
      if (s.game) a.refresh({ announce: false });
    },
  };
}
