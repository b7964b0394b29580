// The full page's chrome (header and dialogs) lives in index.html; these
// helpers find its elements. The board itself is a component and is only
// reached through its element's API.

import { placeToast } from '../board/api.js';

export const $ = (id) => document.getElementById(id);

/** Messages shown at once; an older one gives way to a newer beyond this. */
const MAX_MESSAGES = 3;

/**
 * A short message at the bottom of the page, with an optional action
 * button. Messages stack (one does not wipe out another said at the same
 * moment, such as a refused link and a full storage); the same text again
 * only renews its time.
 */
export function toast(text, ms = 6000, action = null) {
  const t = $('toast');
  for (const old of t.querySelectorAll('.toast-message')) if (old.dataset.text === text) old.remove();
  const item = document.createElement('div');
  item.className = 'toast-message';
  item.dataset.text = text;
  item.append(text);
  const done = () => {
    item.remove();
    t.hidden = !t.querySelector('.toast-message');
  };
  if (action) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = action.label;
    b.addEventListener('click', () => {
      done();
      action.run();
    });
    item.append(' ', b);
  }
  t.append(item);
  const all = t.querySelectorAll('.toast-message');
  for (let i = 0; i < all.length - MAX_MESSAGES; i++) all[i].remove();
  t.hidden = false;
  placePageToast();
  setTimeout(done, ms);
}

/**
 * On a phone the board's turn bar (status, End turn) may be at the bottom of
 * the screen: the page's message goes above it or to the top then, and where
 * it can, where the board's own message is not.
 */
function placePageToast() {
  const board = $('board');
  placeToast($('toast'), board?.turnControlRects?.() ?? [], board?.toastRects?.() ?? []);
}

/**
 * A message the board shows later moves the page's, if that one covers it
 * (the board's `toast` event); so does a board laid out anew under it (a game
 * loaded, zoomed, or with its turn bar changed: `ready`, `change`, a new size).
 */
export function keepClearOfBoardMessages(board) {
  for (const event of ['toast', 'ready', 'change']) board.addEventListener(event, () => placePageToast());
  new ResizeObserver(() => placePageToast()).observe(board);
}

/** Saves `data` (a Blob, or text) as a file named `name`: the browser's download. */
export function downloadFile(data, name) {
  const blob = data instanceof Blob ? data : new Blob([data], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // (Revoked once the download has surely started.)
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text, saying whether it worked. */
export function copyText(text) {
  if (!navigator.clipboard) {
    toast('Copying is not available here; select the text and copy it by hand.');
    return;
  }
  navigator.clipboard.writeText(text).then(
    () => toast('Copied.'),
    () => toast('Copying was refused; select the text and copy it by hand.'),
  );
}
