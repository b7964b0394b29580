// The help panel: the rules of the current game (docs/rules/<variant>.md when
// the project has it, a short summary otherwise), a piece guide and the controls.

import { pieceCanvas, PIECE_NAMES } from '../board/pieces.js';
import { $ } from './dom.js';

const docs = import.meta.glob('../../docs/rules/*.md', { query: '?raw', import: 'default' });

const SUMMARY = {
  chess: 'Plain FIDE chess.',
  'two-prong': 'FIDE chess, but a turn may be a **dual move**: two different pieces move at once, each as if the other still stood on its square. White’s first turn is a single move. Only the king’s safety after both halves counts. Castling is a whole turn. Notation: `Nf3&e4`.',
  chess2: 'FIDE chess with two moves per turn. A **normal turn** is two moves by two different pieces, or one move that checks, captures, promotes or allows an en-passant reply. After a single-move turn the opponent plays a **response turn** of exactly one move. Notation: `Nf6,d5`.',
  'dual-chess': 'A main 8×8 board and a 6×6 secondary board (files j–o). Only leaps (knight, camel, cardinal and marshall knight moves) cross between them, with the files wrapping around: h is next to j and o next to a. Guards become wazirs or ferzes at the first guard move; the opponent may answer by flipping its own guards (`=W`/`=F`). Pawns promote to R, B, N or Pawn of Camel.',
  'two-boards': 'A 16×16 grid made of 4×4 Big squares each holding a 4×4 Little board. Each move is made on the Little board (inside a Big square) or on the Big board (same Little square in another Big square). Checkmate, stalemating the opponent and baring the enemy king win. Moving your king into the enemy king’s Big square holds it (King Hold).',
  'double-double': 'Two FIDE sets each on an 8×16 board. After White’s first single move every turn is two moves (the same piece may move twice). No check: kings can be captured, and capturing both enemy kings wins. No double steps, en passant or castling.',
};

const MOVES = {
  K: 'one step in any direction', Q: 'slides any distance in any direction', R: 'slides orthogonally',
  B: 'slides diagonally', N: 'leaps (2,1)', P: 'moves forward, captures diagonally forward',
  C: 'bishop + knight', M: 'rook + knight', G: 'one step in any direction (becomes a wazir or ferz)',
  W: 'one orthogonal step', F: 'one diagonal step', Y: 'moves diagonally forward, captures straight forward',
  L: 'leaps (3,1)', X: 'does not move; becomes a camel or turns an enemy cardinal/marshall into a camel',
  S: 'one or two king steps', H: 'orthogonally 1, 2 (leap) or 3', A: 'diagonally 1, 2 (leap) or 3',
  E: 'ferz step, or leaps 2 diagonally or 2 orthogonally',
};

/** board: the page's <twofold-board>. */
export function setupHelp(board) {
  const dlg = $('dlg-help');
  const body = $('help-body');
  let tab = 'rules';
  const tabs = { rules: $('tab-rules'), pieces: $('tab-pieces'), controls: $('tab-controls') };

  const show = async (which) => {
    tab = which;
    for (const [k, b] of Object.entries(tabs)) b.setAttribute('aria-selected', String(k === which));
    body.replaceChildren();
    const game = board.saveState();
    if (!game) return;
    if (which === 'rules') {
      const key = `../../docs/rules/${game.variant}.md`;
      let md = SUMMARY[game.variant] || '';
      if (docs[key]) {
        try {
          md = await docs[key]();
        } catch {
          /* keep the summary */
        }
      }
      const div = document.createElement('div');
      div.className = 'rules-text';
      const { marked } = await import('marked');
      // The rules files start with their own title; a summary gets one.
      div.innerHTML = marked.parse(/^#\s/.test(md.trimStart()) ? md : `## ${game.name}\n\n${md}`);
      body.append(div);
    } else if (which === 'pieces') {
      // The pieces of the position shown (its string's first field).
      const placement = board.position.split(' ')[0] || '';
      const letters = [...new Set(placement.replace(/[^A-Za-z]/g, '').toUpperCase())];
      for (const extra of game.variant === 'dual-chess' ? ['W', 'F', 'L', 'X'] : []) if (!letters.includes(extra)) letters.push(extra);
      const list = document.createElement('ul');
      list.className = 'piece-guide';
      for (const l of letters) {
        const li = document.createElement('li');
        li.append(pieceCanvas(document, l, 40), pieceCanvas(document, l.toLowerCase(), 40));
        const t = document.createElement('span');
        t.innerHTML = `<b>${PIECE_NAMES[l] || l}</b> (${l}): ${MOVES[l] || ''}`;
        li.append(t);
        list.append(li);
      }
      body.append(list);
    } else {
      body.innerHTML = `<ul class="controls-help">
        <li>Click a piece, then a highlighted square; or drag the piece.</li>
        <li>In games with two moves per turn, the first move stays on the board (blue); play the second, or press <b>End turn</b> (or Enter) when the rules let the turn stop there. <b>Take back part</b> undoes the last move of the turn.</li>
        <li>Type a move or a whole turn (<code>Nf3</code>, <code>Nf3&amp;e4</code>, <code>Nf6,d5</code>) and press Enter.</li>
        <li>Click a turn in the move list, or use ◀ ▶ (← → Home End), to look at an earlier position; <b>Back to the game</b> returns. Looking never changes the game: only <b>Undo</b> (Ctrl+Z) does, and <b>Redo</b> (Ctrl+Y) brings the turn back.</li>
        <li><b>Zoom</b> enlarges big boards; the board then scrolls.</li>
        <li>The game is saved in this browser after every move; <b>Games</b> lists your games to resume or delete.</li>
        <li>After the first visit everything works offline; the browser's menu can install twofold as an app.</li></ul>
        <p class="note">twofold ${__TWOFOLD_VERSION__}</p>`;
    }
  };
  for (const [k, b] of Object.entries(tabs)) b.addEventListener('click', () => show(k));
  $('btn-help').addEventListener('click', () => {
    show(tab);
    dlg.showModal();
  });
  $('help-close').addEventListener('click', () => dlg.close());
}
