// A crashed rules instance: when the wasm traps, a fresh instance is made
// (core/rules.js) and every board reloads its game from the last state seen
// working, so a trap never loses the game.

import { restartRules } from '../core/rules.js';

/** s: the board's state (state.js); a: its actions. */
export function recoveryActions(s, a) {
  return {
    /** The wasm trapped: a fresh instance is made and every board reloads (recover). */
    crashed(error) {
      if (s.recovering) return;
      s.recovering = true;
      s.computer.interrupt();
      s.analysis.stop();
      restartRules(s.rules.generation, error);
    },

    /**
     * After a restart: this board's game again, from the last state seen
     * working. `planned`: the page moved to the module that loads
     * definitions; nothing went wrong, so nothing is said.
     */
    recover(rules, { planned = false } = {}) {
      s.rules = rules;
      // The old instance's objects are not touched again (not even freed).
      s.game = null;
      s.snapshot = null;
      s.recovering = false;
      if (s.editor) {
        // The editor again, on the position it showed.
        a.load({ ...s.spec, position: s.editor.fen });
        return;
      }
      if (!s.lastGood) return;
      const spec = s.spec;
      a.load(s.lastGood);
      s.spec = spec;
      if (planned) return;
      a.toast('The rules engine stopped with an internal error and was restarted; the game goes on from its last good position.');
      a.emit('change', null);
    },
  };
}
