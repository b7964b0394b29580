// The setup editor's controls: the palette under the board (the game's
// pieces in both colours with their names, and the Move and Remove tools),
// and the panel beside it (what the rules say, the actions, a control for
// every field of the position string, the string itself). wireEditor()
// attaches the listeners once per board; renderEditor() brings the controls
// up to date after every change. The editor itself is editor.js.

import { FIELD } from './editor.js';
import { pieceCanvas, pieceName } from './pieces.js';
import { pieceReach, reachCanvas } from './legend.js';
import { pieceMoves } from '../core/rules.js';
import { adoptStyles } from './styles.js';
import css from './editor.css?inline';

const FIELD_NAMES = {
  whole: 'Position string',
  placement: 'Board',
  side: 'Side to move',
  castling: 'Castling',
  'en-passant': 'En passant',
  halfmove: 'Half-move clock',
  turn: 'Turn number',
  seventh: 'Turn field',
};

const RIGHT_NAMES = { K: 'White O-O', Q: 'White O-O-O', k: 'Black O-O', q: 'Black O-O-O' };

/** Attaches the editor's listeners (once per board); each acts on the board's current editor. */
export function wireEditor(s, a) {
  const r = s.refs;
  const ed = () => s.editor;
  const click = (ref, fn) => r[ref].addEventListener('click', () => ed() && fn(ed()));
  click('ed-clear', (e) => e.clear());
  click('ed-start', (e) => e.startArray());
  click('ed-mirror', (e) => e.mirror());
  click('ed-swap', (e) => e.swapColours());
  click('ed-play', () => a.playFromEditor('play'));
  click('ed-computer', () => a.playFromEditor('computer'));
  click('ed-analyse', () => a.playFromEditor('analyse'));
  click('ed-copy', (e) => a.copyPosition(e.fen, () => s.refs['ed-fen'].select()));
  click('ed-link', () => a.emit('shareposition', { tab: 'link' }));
  click('ed-embed', () => a.emit('shareposition', { tab: 'embed' }));
  click('ed-back', () => a.leaveEditor());

  for (const side of ['w', 'b']) r[`ed-side-${side}`].addEventListener('change', () => ed()?.setField(FIELD.side, side));
  r['ed-castling'].addEventListener('change', () => {
    const on = [...r['ed-castling'].querySelectorAll('input:checked')].map((b) => b.value);
    ed()?.setField(FIELD.castling, on.join(''));
  });
  r['ed-ep'].addEventListener('change', (e) => {
    const most = ed()?.info.enPassantMost ?? 1;
    const boxes = [...r['ed-ep'].querySelectorAll('input')];
    // More squares than the game allows: the one just ticked stays.
    if (boxes.filter((b) => b.checked).length > most) for (const b of boxes) if (b !== e.target) b.checked = false;
    ed()?.setField(FIELD.enPassant, boxes.filter((b) => b.checked).map((b) => b.value).join(','));
  });
  r['ed-halfmove'].addEventListener('change', () => ed()?.setField(FIELD.halfmove, r['ed-halfmove'].value || '0'));
  r['ed-turn'].addEventListener('change', () => ed()?.setField(FIELD.turn, r['ed-turn'].value || '1'));
  r['ed-seventh'].addEventListener('change', () => ed()?.setField(FIELD.seventh, r['ed-seventh'].value));
  // The string is read as it is typed; it is written out in full when the box is left.
  r['ed-fen'].addEventListener('input', () => ed()?.change(r['ed-fen'].value));
  r['ed-fen'].addEventListener('change', () => ed() && renderEditor(s, ed()));

  r.palette.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-tool]');
    if (b && ed()) ed().chooseTool(b.dataset.tool);
  });
  paletteDrag(s, a);
}

/** A piece dragged from the palette (mouse or pen; a finger scrolls the palette) is placed where it is dropped. */
function paletteDrag(s, a) {
  const { palette, canvas } = s.refs;
  let letter = null;
  const at = (e) => {
    const box = canvas.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const show = (d) => {
    s.drag = d;
    a.draw();
  };
  palette.addEventListener('pointerdown', (e) => {
    const b = e.target.closest('button[data-tool]');
    if (!b || e.pointerType === 'touch' || e.button !== 0 || !/^[a-z]$/i.test(b.dataset.tool)) return;
    letter = b.dataset.tool;
    // Captured by the button, so a press that goes nowhere is still its click.
    b.setPointerCapture?.(e.pointerId);
  });
  palette.addEventListener('pointermove', (e) => {
    if (!letter) return;
    const { x, y } = at(e);
    const over = s.view.hit(x, y) >= 0;
    if (over || s.drag) show(over ? { index: -1, letter, x, y, moved: true, touch: false } : null);
  });
  const end = (e, drop) => {
    if (!letter) return;
    const piece = letter;
    letter = null;
    const { x, y } = at(e);
    const to = s.view.hit(x, y);
    if (s.drag) show(null);
    if (drop && to >= 0) s.editor?.place(to, piece);
  };
  palette.addEventListener('pointerup', (e) => end(e, true));
  palette.addEventListener('pointercancel', (e) => end(e, false));
}

/** Brings the palette and the panel up to date with the editor `ed`. */
export function renderEditor(s, ed) {
  adoptStyles(s.refs.root, css);
  const r = s.refs;
  const info = ed.info;
  const f = ed.fields();
  r.title.textContent = `${ed.name} — set up a position`;
  renderPalette(s, ed);
  const p = r.palette;
  const more = p.scrollWidth > p.clientWidth + 2 ? ' Scroll the palette sideways for more pieces.' : '';
  renderHint(s, ed, more);

  const n = info.problems.length;
  r['ed-status'].textContent = info.ok ? 'The rules accept this position.' : `The rules refuse this position: ${n} problem${n === 1 ? '' : 's'}.`;
  r['ed-status'].classList.toggle('refused', !info.ok);
  r['ed-problems'].replaceChildren(
    ...info.problems.map((p) => {
      const li = s.host.ownerDocument.createElement('li');
      li.dataset.field = p.field;
      li.textContent = `${FIELD_NAMES[p.field] || p.field}: ${p.message}${p.squares.length ? ` (${p.squares.join(', ')})` : ''}`;
      return li;
    }),
  );
  for (const ref of ['ed-play', 'ed-computer', 'ed-analyse', 'ed-link', 'ed-embed']) r[ref].disabled = !info.ok;
  r['ed-link'].hidden = !s.view.page;
  r['ed-embed'].hidden = !s.view.page;
  r['ed-back'].hidden = !ed.returnTo;

  r['ed-side-w'].checked = f[FIELD.side] === 'w';
  r['ed-side-b'].checked = f[FIELD.side] === 'b';

  const rights = info.rights || '';
  r['ed-castling-box'].hidden = !rights;
  const castling = f[FIELD.castling];
  choices(s, r['ed-castling'], [...rights].map((l) => ({
    value: l,
    label: `${RIGHT_NAMES[l] || l} (${l})`,
    checked: castling.includes(l),
    disabled: !info.possibleRights.includes(l) && !castling.includes(l),
  })), 'no castling right: no king and rook stand on their squares');

  r['ed-ep-box'].hidden = !info.enPassantMost;
  const ep = f[FIELD.enPassant] === '-' ? [] : f[FIELD.enPassant].split(',');
  const squares = [...new Set([...info.enPassant, ...ep])];
  choices(s, r['ed-ep'], squares.map((s) => ({ value: s, label: s, checked: ep.includes(s), disabled: false })), 'none possible: no pawn of the side that just moved could have made a double step that a pawn of the side to move can take');

  const focused = r.root.getRootNode().activeElement;
  const show = (el, value) => {
    if (focused !== el) el.value = value;
  };
  show(r['ed-halfmove'], f[FIELD.halfmove]);
  show(r['ed-turn'], f[FIELD.turn]);
  show(r['ed-fen'], ed.fen);
  r['ed-fen'].classList.toggle('refused', !info.ok);

  const values = info.seventh ? info.seventh.split(' ') : [];
  r['ed-seventh-box'].hidden = !values.length;
  if (values.length) {
    // (What the field is called, and its values in words, are the rules': a game's own terms.)
    r['ed-seventh-label'].textContent = info.seventhLabel;
    const sel = r['ed-seventh'];
    const key = `${info.seventhLabel}: ${info.seventhWords.join('|')}`;
    if (sel.dataset.values !== key) {
      sel.replaceChildren(...values.map((v, i) => new Option(info.seventhWords[i] || v, v)));
      sel.dataset.values = key;
    }
    sel.value = f[FIELD.seventh] || values[0];
  }
}

/**
 * Checkboxes for `items` ({value, label, checked, disabled}) in `box`: made
 * anew only when the values change, so keyboard focus stays on one.
 */
function choices(s, box, items, none) {
  const key = items.map((i) => i.value).join(' ');
  const doc = s.host.ownerDocument;
  if (box.dataset.key !== key || !box.childElementCount) {
    box.dataset.key = key;
    box.replaceChildren(
      ...(items.length
        ? items.map((i) => {
            const label = doc.createElement('label');
            const input = doc.createElement('input');
            input.type = 'checkbox';
            input.value = i.value;
            label.append(input, ` ${i.label}`);
            return label;
          })
        : [Object.assign(doc.createElement('span'), { className: 'none', textContent: none })]),
    );
  }
  const inputs = box.querySelectorAll('input');
  items.forEach((i, k) => {
    inputs[k].checked = i.checked;
    inputs[k].disabled = i.disabled;
    inputs[k].parentElement.title = i.disabled ? 'not possible: the king or the rook is not on its square' : '';
  });
}

/**
 * What the chosen tool does, under the palette; for a piece, its moves drawn
 * on a small board (its legend) at the head of the panel, where there is
 * room beside a board that fills the screen's height.
 */
function renderHint(s, ed, more) {
  const r = s.refs;
  r['palette-hint'].textContent = ed.toolHelp() + more;
  const doc = s.host.ownerDocument;
  let box = r.root.querySelector('.ed-legend');
  if (!box) {
    box = doc.createElement('div');
    box.className = 'ed-legend';
    r['ed-status'].before(box);
  }
  const shown = `${ed.variant} ${ed.options} ${ed.tool}`;
  if (box.dataset.shown === shown) return;
  box.dataset.shown = shown;
  const piece = ed.tool.length === 1 && ed.rules.pieceReach;
  const reach = piece ? pieceReach(ed.rules, ed.variant, ed.options, ed.tool) : null;
  box.hidden = !reach?.marks.some(Boolean);
  if (box.hidden) return box.replaceChildren();
  const words = doc.createElement('span');
  const name = doc.createElement('b');
  name.textContent = pieceName(ed.tool, ed.geom.pieces);
  words.append(name, ` (${ed.tool}): ${pieceMoves(ed.tool, ed.geom.pieces)}`);
  const legend = reachCanvas(doc, ed.tool, reach, 84, ed.geom.pieces);
  legend.setAttribute('aria-hidden', 'true');
  box.replaceChildren(legend, words);
}

/** The palette: made once per game (the tools, then each kind in White and Black with its name); the chosen tool pressed. */
function renderPalette(s, ed) {
  const p = s.refs.palette;
  const doc = s.host.ownerDocument;
  if (p.dataset.pieces !== ed.info.pieces) {
    p.dataset.pieces = ed.info.pieces;
    const button = (tool, label, content) => {
      const b = doc.createElement('button');
      b.type = 'button';
      b.dataset.tool = tool;
      b.title = label;
      b.setAttribute('aria-label', label);
      b.append(content);
      return b;
    };
    const column = (cls, name, ...buttons) => {
      const c = doc.createElement('div');
      c.className = cls;
      const caption = doc.createElement('span');
      caption.className = 'kind-name';
      caption.textContent = name;
      c.append(...buttons, caption);
      return c;
    };
    p.replaceChildren(
      column('tool', 'Tools', button('move', 'Move pieces', '✥'), button('remove', 'Remove pieces', '✕')),
      ...[...ed.info.pieces].map((l) => {
        const pieces = ed.geom.pieces;
        const name = pieceName(l, pieces);
        const lower = l.toLowerCase();
        return column('kind', name, button(l, `White ${name} (${l})`, pieceCanvas(doc, l, 34, pieces)), button(lower, `Black ${name} (${lower})`, pieceCanvas(doc, lower, 34, pieces)));
      }),
    );
  }
  for (const b of p.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.tool === ed.tool));
}
