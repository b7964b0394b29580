// The reader's habits, as lichess players keep them: the board's colours, a
// second piece style, coordinates on the squares, auto-queen, confirming
// turns, the material difference and zen mode. Kept with the page's other
// settings (prefs.js) and handed to the board as its attributes, so the
// board itself knows only attributes.

import { $ } from './dom.js';
import { readPrefs, writePrefs } from './prefs.js';

/** Each setting: its control, its key in the kept settings, and the board attribute it sets. */
const CHOICES = [
  { control: 'set-colors', key: 'boardColors', attribute: 'board-colors' },
  { control: 'set-pieces', key: 'pieceStyle', attribute: 'piece-style' },
  { control: 'set-coordinates', key: 'coordinates', attribute: 'coordinates', fallback: 'on' },
];
const SWITCHES = [
  { control: 'set-auto-queen', key: 'autoQueen', attribute: 'auto-queen' },
  { control: 'set-confirm-turn', key: 'confirmTurn', attribute: 'confirm-turn' },
  { control: 'set-material', key: 'material', attribute: 'material' },
  { control: 'set-zen', key: 'zen', attribute: 'zen' },
];

/** Gives the board (and, for zen, the page) the settings kept. */
function apply(board, prefs) {
  for (const c of CHOICES) {
    const v = prefs[c.key];
    // (Only the values the controls offer: a hand-edited store sets nothing strange.)
    const offered = [...$(c.control).options].some((o) => o.value === v);
    if (offered && v && v !== c.fallback) board.setAttribute(c.attribute, v);
    else board.removeAttribute(c.attribute);
  }
  for (const s of SWITCHES) board.toggleAttribute(s.attribute, prefs[s.key] === true);
  document.body.toggleAttribute('data-zen', prefs.zen === true);
}

export function setupSettings(board) {
  apply(board, readPrefs());
  const dlg = $('dlg-settings');
  const change = (patch) => {
    const prefs = { ...readPrefs(), ...patch };
    writePrefs(prefs);
    apply(board, prefs);
  };
  $('btn-settings').addEventListener('click', () => {
    const prefs = readPrefs();
    for (const c of CHOICES) $(c.control).value = prefs[c.key] || c.fallback || '';
    for (const s of SWITCHES) $(s.control).checked = prefs[s.key] === true;
    dlg.showModal();
  });
  for (const c of CHOICES) $(c.control).addEventListener('change', (e) => change({ [c.key]: e.target.value }));
  for (const s of SWITCHES) $(s.control).addEventListener('change', (e) => change({ [s.key]: e.target.checked }));
  const toggleZen = () => change({ zen: readPrefs().zen !== true });
  $('btn-zen-off').addEventListener('click', toggleZen);
  // Z, as on lichess: not while typing, not with a modifier (Ctrl+Z is Undo).
  document.addEventListener('keydown', (e) => {
    const target = e.composedPath()[0];
    if ((e.key === 'z' || e.key === 'Z') && !e.ctrlKey && !e.metaKey && !e.altKey && !['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName) && !target?.isContentEditable && !document.querySelector('dialog[open]')) toggleZen();
  });
}
