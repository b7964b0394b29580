// The MediaWiki kit's boxes made live at once (docs/mediawiki.md): the kit's
// LocalSettings.php lines put this script in the head of pages with a board,
// beside embed.js, and it makes every <div class="twofold-board"
// data-variant=…> that Template:Twofold wrote a <twofold-board> as soon as the
// page is parsed, rather than when the wiki's gadget runs, which MediaWiki
// holds until its own modules have loaded (on a slow phone, seconds later).
// embed.js defines the element when its files arrive. The gadget
// (hosting/mediawiki/Gadget-twofold.js) does the same for boxes that come
// later (a live preview), skips the boxes marked here (data-twofold-live) and
// says when the board's script cannot load: the two make the same board from
// the same box. A file of its own with a fixed name (like embed.js), so that
// pages that are not wikis download none of it.

const ATTRIBUTES = ['variant', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];
// Passed as the box's text (an editor's <nowiki> or <pre>), which holds
// anything (quotes, line breaks, < > |, {{ [[) where an attribute would not.
const TEXTS = ['options', 'position', 'moves'];
// What stands in for the board until it is shown: the editor's picture or the game's text.
const FALLBACK = '.twofold-image, .twofold-about, .twofold-options, .twofold-position, .twofold-moves';

/** Makes every box under `root` not yet live a board; returns how many. */
export function upgradeBoxes(root) {
  const boxes = root.querySelectorAll('div.twofold-board[data-variant]:not([data-twofold-live])');
  for (const box of boxes) {
    const board = document.createElement('twofold-board');
    for (const name of ATTRIBUTES) {
      const value = box.getAttribute(`data-${name}`);
      if (value) board.setAttribute(name, value);
    }
    for (const name of TEXTS) {
      // Only the ends are trimmed (a <pre>'s first line break): a record keeps its lines.
      const text = box.querySelector(`.twofold-${name}`)?.textContent.trim() ?? '';
      if (text) board.setAttribute(name, text);
    }
    box.setAttribute('data-twofold-live', '');
    // Laid out hidden over the picture or text (the box keeps the space) and
    // shown when ready, so nothing moves as it starts (Gadget-twofold.css).
    const holder = document.createElement('div');
    holder.className = 'twofold-starting';
    board.addEventListener('ready', () => showWhenSettled(board, holder, box), { once: true });
    holder.append(board);
    box.append(holder);
  }
  return boxes.length;
}

/** Shows the board once its height has held for two frames, and drops what stood in for it. */
function showWhenSettled(board, holder, box) {
  let last = -1;
  let frames = 0;
  const check = () => {
    const height = board.getBoundingClientRect().height;
    frames = height === last ? frames + 1 : 0;
    last = height;
    if (frames < 2) {
      requestAnimationFrame(check);
      return;
    }
    for (const old of box.querySelectorAll(FALLBACK)) old.remove();
    holder.className = 'twofold-live';
  };
  requestAnimationFrame(check);
}

// The boxes reserve the boards' heights by the screen's (Gadget-twofold.css),
// as the boards hold themselves (on a phone showing the desktop layout, the
// window is far taller than the screen); without a script the window's stands in.
if (screen.availHeight) document.documentElement.style.setProperty('--twofold-screen', `${screen.availHeight}px`);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeBoxes(document), { once: true });
else upgradeBoxes(document);
