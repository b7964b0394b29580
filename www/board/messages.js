// The board's words to the player: the error box, the toast over the board
// (with an optional button), the screen reader's live region, the
// computer's line (thinking, then a hint: its place is kept while it is
// empty, so nothing under it moves) and the confirmation asked before
// something is lost.

import { placeToast, turnControlRects } from './toast-place.js';
import { shown } from './state.js';

const TOAST_MS = 6000;

/** The computer's line: what it is doing, else its last word; hidden (its place kept) when neither. */
function showComputerLine(s) {
  const el = s.refs.thinking;
  const text = s.thinkingText || s.notice;
  el.hidden = !text;
  el.textContent = text || '';
  el.title = text || '';
  el.classList.toggle('busy', !!s.thinkingText);
  s.refs.root.dataset.thinking = s.thinkingText ? '1' : '';
}

/** s: the board's state (state.js); a: its actions (for Back to the game). */
export function messageActions(s, a) {
  return {
    showError(text) {
      s.refs.error.hidden = !text;
      s.refs.error.textContent = text || '';
    },

    /** A move tried while an earlier position is shown: where the board is, and the way back. */
    toastBrowsing() {
      const where = s.viewTurn === 0 ? 'the start position' : `turn ${s.viewTurn}`;
      a.toast(`Viewing ${where} — Back to the game to move`, { label: 'Back to the game', run: () => a.goLive() });
    },

    /**
     * Copies a position string, saying so in the toast; where the browser
     * refuses, `byHand()` (selecting it) or else the toast shows it to copy.
     */
    copyPosition(text = shown(s).positionString(), byHand = null) {
      const done = (ok) => {
        if (!ok) byHand?.();
        a.toast(ok ? 'Position string copied.' : `Copying is not available here: copy it by hand${byHand ? '' : `: ${text}`}`);
      };
      const clip = s.host.ownerDocument.defaultView.navigator.clipboard;
      if (!clip) done(false);
      else clip.writeText(text).then(() => done(true), () => done(false));
    },

    /** A short message over the board; `action` ({ label, run }) adds its button. */
    toast(text, action = null) {
      const t = s.refs.toast;
      t.textContent = text;
      if (action) {
        const b = s.host.ownerDocument.createElement('button');
        b.type = 'button';
        b.textContent = action.label;
        b.addEventListener('click', () => {
          t.hidden = true;
          action.run();
        });
        t.append(' ', b);
      }
      t.hidden = false;
      placeToast(t, turnControlRects(s.refs));
      clearTimeout(s.toastTimer);
      s.toastTimer = setTimeout(() => {
        t.hidden = true;
      }, TOAST_MS);
    },

    /** Tells a screen reader (a polite live region; hovering says nothing). */
    say(text) {
      s.refs.announce.textContent = text;
    },

    /** "Computer is thinking…", "Looking for a hint…" (null: done) on the computer's line. */
    setThinking(text) {
      s.thinkingText = text || null;
      showComputerLine(s);
    },

    /** A word on the computer's line once it has answered ("Hint: e4&Nf3"), until the next change. */
    setNotice(text) {
      s.notice = text || null;
      showComputerLine(s);
    },

    /**
     * Asks before something that ends or discards the game: a modal dialog,
     * which the browser places in the visible viewport wherever the button
     * that asked was (on a phone the panel runs far below the board).
     */
    confirm(text, action) {
      const r = s.refs;
      r['confirm-text'].textContent = text;
      if (!r.confirm.open) r.confirm.showModal();
      r['confirm-yes'].onclick = () => {
        r.confirm.close();
        action();
      };
      r['confirm-no'].onclick = () => r.confirm.close();
      r['confirm-no'].focus({ preventScroll: true });
    },
  };
}
