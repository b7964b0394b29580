// Help: the rules of every game (docs/rules/<id>.md, else the game's one
// line from the rules), each game's piece guide, and the controls. It opens
// on the game on the board; a chooser shows any other. Games' and pieces'
// names and words all come from the rules module.

import { pieceName, pieceReach } from '../board/api.js';
import { pieceGuideItem, REACH_KEY } from './piece-guide.js';
import { loadEditor, loadRules, pieceMoves } from '../core/rules.js';
import { $ } from './dom.js';

const docs = import.meta.glob('../../docs/rules/*.md', { query: '?raw', import: 'default' });

const CONTROLS = `<ul class="controls-help">
  <li>Click a piece, then a highlighted square; or drag the piece. A square the piece cannot reach tells you why.</li>
  <li>In games with two moves per turn the parts of the turn get numbered arrows; play the next, or press <b>End turn</b> (or Enter) when the rules let the turn stop there. <b>Take back part</b> (or Escape) undoes the last part. Where the halves of a turn are judged together from the turn's start, a planned half stays on its square, shown faintly where it goes.</li>
  <li>Type a move or a whole turn (<code>Nf3</code>, <code>Nf3&amp;e4</code>, <code>Nf6,d5</code>) and press Enter.</li>
  <li>Keys work wherever the focus is inside the board (the board itself, its buttons, the move list, the analysis' lines), never while typing in the move box: ← → Home End step through the game, Enter ends a turn that may end, Escape drops the piece picked up or takes back the last part, Ctrl+Z undoes a turn and Ctrl+Y brings it back. On a button, Enter presses the button.</li>
  <li>On the board itself (Tab to it): the arrow keys move a cursor across the squares instead (Shift jumps a Big square on a board of Big squares), Enter or Space picks up the piece under it and plays it, and P reads the position aloud to a screen reader.</li>
  <li>Right-click a square (or hold a finger on it) to mark it; right-drag to draw an arrow.</li>
  <li>Click a turn in the move list, or use ◀ ▶ (← → Home End), to look at an earlier position; <b>Back to the game</b> returns. Looking never changes the game: only <b>Undo</b> (Ctrl+Z) does, and <b>Redo</b> (Ctrl+Y) brings the turn back.</li>
  <li>On a phone, big boards zoom so every square is a finger wide; the board scrolls in its window and keeps its coordinates in view, and the whole board in small beside the ◀ ▶ buttons shows where the window is: tap a part of it to go there. <b>Zoom</b> switches it. Held upright, the status and <b>End turn</b> stay under the board; held sideways, the board takes the screen's height with the rest beside it.</li>
  <li>The game is saved in this browser after every move; <b>Games</b> lists your games to resume or delete.</li>
  <li>After the first visit everything works offline; the browser's menu can install twofold as an app.</li></ul>`;

/** ctx: { rules, board }. */
export function setupHelp({ rules, board }) {
  const dlg = $('dlg-help');
  const body = $('help-body');
  const chooser = $('help-game');
  let tab = 'rules';
  const tabs = { rules: $('tab-rules'), pieces: $('tab-pieces'), controls: $('tab-controls') };
  const variants = () => rules.variants();

  const summaryOf = (id) => variants().find((v) => v.id === id)?.summary || '';
  const rulesOf = async (id) => {
    const key = `../../docs/rules/${id}.md`;
    if (!docs[key]) return summaryOf(id);
    try {
      return await docs[key]();
    } catch {
      return summaryOf(id);
    }
  };

  // The text shown is the last one asked for: a slower earlier one (a
  // first use loads the rules' text) never replaces it.
  let asked = 0;
  const show = async (which) => {
    const ask = ++asked;
    tab = which;
    for (const [k, b] of Object.entries(tabs)) b.setAttribute('aria-selected', String(k === which));
    chooser.parentElement.hidden = which === 'controls';
    const out = [];
    const id = chooser.value;
    const game = variants().find((v) => v.id === id);
    const name = game?.name || id;
    if (which === 'rules') {
      const md = await rulesOf(id);
      const div = document.createElement('div');
      div.className = 'rules-text';
      const { marked } = await import('marked');
      // The rules files start with their own title; the summary gets one.
      div.innerHTML = marked.parse(/^#\s/.test(md.trimStart()) ? md : `# ${name}\n\n${md}`);
      out.push(div);
    } else if (which === 'pieces') {
      // The legends' data comes with the setup editor's module, loaded on
      // demand; without it (offline before it was ever fetched) the words stay.
      let reachOf = () => null;
      try {
        await loadEditor();
        const live = await loadRules();
        reachOf = (l) => pieceReach(live, id, '{}', l);
      } catch (e) {
        console.warn('the piece legends could not be loaded', e);
      }
      const g = new rules.Game(id, '{}');
      const letters = [...new Set(g.board().filter(Boolean).map((l) => l.toUpperCase()))];
      // Then the pieces the start does not show (they appear by promotion or change).
      for (const extra of game?.pieces || []) if (!letters.includes(extra)) letters.push(extra);
      const list = document.createElement('ul');
      list.className = 'piece-guide';
      for (const l of letters) list.append(pieceGuideItem(document, { letter: l, name: pieceName(l), moves: pieceMoves(l) }, reachOf(l)));
      g.free?.();
      const h = document.createElement('h1');
      h.textContent = `${name}: pieces`;
      const key = document.createElement('p');
      key.className = 'note reach-key';
      key.textContent = REACH_KEY;
      out.push(h, key, list);
    } else {
      const div = document.createElement('div');
      div.innerHTML = `${CONTROLS}<p class="note">twofold ${__TWOFOLD_VERSION__}</p>`;
      out.push(...div.childNodes);
    }
    if (ask !== asked) return;
    body.replaceChildren(...out);
    body.scrollTop = 0;
  };

  for (const [k, b] of Object.entries(tabs)) b.addEventListener('click', () => show(k));
  chooser.addEventListener('change', () => show(tab));

  /** Opens Help on a game's rules (the game on the board when none is named). */
  const open = (id, which = tab) => {
    if (!chooser.options.length) {
      chooser.replaceChildren(...variants().map((v) => new Option(v.name, v.id)));
    }
    chooser.value = id || board.saveState()?.variant || rules.defaultVariant();
    show(which);
    if (!dlg.open) dlg.showModal();
  };
  $('btn-help').addEventListener('click', () => open());
  $('help-close').addEventListener('click', () => dlg.close());
  return { open };
}
