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
const FALLBACK = '.twofold-image, .twofold-about, .twofold-rules, .twofold-options, .twofold-position, .twofold-moves';

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
    // A game defined on a wiki page (the template's `rules`): the board starts
    // once it has the page's text, which is fetched beside the board's files.
    const rules = box.querySelector('.twofold-rules');
    if (!rules) start(box, board);
    else {
      rulesPageText(rules).then(
        (text) => {
          board.setAttribute('rules', text);
          start(box, board);
        },
        (e) => sayInBox(box, e.message),
      );
    }
  }
  return boxes.length;
}

/** Puts the board in its box: laid out hidden over the picture or text (the box keeps the space) and shown when ready, so nothing moves as it starts (Gadget-twofold.css). */
function start(box, board) {
  const holder = document.createElement('div');
  holder.className = 'twofold-starting';
  board.addEventListener('ready', () => showWhenSettled(board, holder, box), { once: true });
  holder.append(board);
  box.append(holder);
}

/** A line in the box, after its picture or text (which stay), for a board that cannot start: never an empty box. */
function sayInBox(box, message) {
  const line = document.createElement('div');
  line.className = 'twofold-failed';
  line.textContent = message;
  box.append(line);
}

/** Each rules page's text by its address: fetched once per page view, however many boxes name it. */
const rulesPages = new Map();

/**
 * The definitions on the page a box's `.twofold-rules` names: the template
 * writes the page's raw address (action=raw, on this wiki's own origin) in
 * data-src, or nothing when the name is not a title the wiki allows.
 * Rejects with a sentence for the box.
 */
function rulesPageText(rules) {
  const name = rules.querySelector('.twofold-rules-page')?.textContent.trim() || rules.textContent.trim();
  const src = rules.getAttribute('data-src');
  if (!src) return Promise.reject(new Error(`The game's rules cannot be read: “${name}” is not a page name on this wiki.`));
  if (!rulesPages.has(src)) {
    rulesPages.set(
      src,
      fetch(src, { credentials: 'same-origin' }).then(
        async (r) => {
          if (r.status === 404) throw new Error(`The game's rules page “${name}” does not exist yet: create it with the game's definition.`);
          if (!r.ok) throw new Error(`The game's rules page “${name}” could not be read (HTTP ${r.status}).`);
          const text = definitionOnPage(await r.text());
          if (!text.trim()) throw new Error(`The game's rules page “${name}” is empty: write the game's definition there.`);
          return text;
        },
        (e) => {
          throw new Error(`The game's rules page “${name}” could not be read (${e.message}).`);
        },
      ),
    );
  }
  return rulesPages.get(src);
}

/**
 * The definition in a rules page's wikitext: its first <pre> (or
 * <syntaxhighlight>, <source>) block, which keeps the page readable on the
 * wiki, or the whole page when it has none. Whatever lies outside the block
 * is blanked, not cut, so that the rules' problems name the lines and columns
 * of the page's own text.
 */
function definitionOnPage(wikitext) {
  const open = /<(pre|syntaxhighlight|source)\b[^>]*>/i.exec(wikitext);
  if (!open) return wikitext;
  const from = open.index + open[0].length;
  const close = wikitext.toLowerCase().indexOf(`</${open[1].toLowerCase()}>`, from);
  const to = close < 0 ? wikitext.length : close;
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return blank(wikitext.slice(0, from)) + wikitext.slice(from, to) + blank(wikitext.slice(to));
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
