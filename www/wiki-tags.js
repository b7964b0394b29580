// The Twofold extension's <twofold> tags made live at once (docs/mediawiki.md):
// the extension (HeadFiles.php) puts this script in the head of pages with a
// tag, beside embed.js, and it makes every box the tag wrote
// (<div class="twofold-box" data-variant=…>, Board.php) a <twofold-board> as
// soon as the page is parsed, rather than when the extension's module
// (modules/ext.twofold.js) runs, which MediaWiki holds until its own modules
// have loaded (on a slow phone, seconds later). embed.js defines the element
// when its files arrive. The module does the same for boxes that come later
// (a live preview), skips the boxes marked here (data-twofold-live) and says
// when the board's script cannot load: the two make the same board from the
// same box, in the same way. A file of its own with a fixed name, apart from
// wiki-boxes.js (the template's boxes, which a reader may turn off with the
// gadget), so that a page with both kinds keeps the gadget's choice.

const ATTRIBUTES = ['variant', 'options', 'position', 'moves', 'mode', 'at', 'computer-side', 'level', 'orientation', 'coordinates', 'theme'];

/** Makes every tag's box under `root` not yet live a board; returns how many. */
export function upgradeTags(root) {
  const boxes = root.querySelectorAll('div.twofold-box:not([data-twofold-live])');
  for (const box of boxes) {
    const board = document.createElement('twofold-board');
    for (const name of ATTRIBUTES) {
      const value = box.getAttribute(`data-${name}`);
      if (value) board.setAttribute(name, value);
    }
    // Unseen over the picture and out of reach of the keyboard while it
    // waits (ext.twofold.styles.css); shown once drawn, the frame after its
    // first load has laid it out.
    board.className = 'twofold-waiting';
    board.setAttribute('inert', '');
    board.addEventListener('ready', () => requestAnimationFrame(() => requestAnimationFrame(() => show(box, board))), { once: true });
    box.setAttribute('data-twofold-live', '');
    // Above the caption, if any (insertBefore with null appends).
    box.insertBefore(board, box.querySelector('.twofold-caption'));
  }
  return boxes.length;
}

/**
 * The board takes the picture's place. A box in view keeps its height; one
 * that ends below the view takes the board's (a tall board's picture is
 * taller than the board), as what that moves is out of sight.
 */
function show(box, board) {
  const rect = box.getBoundingClientRect();
  const below = rect.bottom > window.innerHeight;
  const under = box.querySelector('.twofold-caption')?.getBoundingClientRect().height ?? 0;
  box.style.minHeight = `${below ? board.getBoundingClientRect().height + under : rect.height}px`;
  for (const old of box.querySelectorAll('.twofold-variant, .twofold-picture, .twofold-reserve')) old.remove();
  board.classList.remove('twofold-waiting');
  board.removeAttribute('inert');
  box.classList.add('twofold-shown');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeTags(document), { once: true });
else upgradeTags(document);
