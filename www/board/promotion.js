// The promotion chooser: a small column of pieces that opens over the
// board at the promotion square, strongest piece first.

import { pieceCanvas, pieceName } from './pieces.js';
import { adoptStyles } from './styles.js';
import css from './promotion.css?inline';

/** Strongest first (roughly the engine's material order). */
const STRENGTH = 'QMCRSHAEBNLGWFXYP';
const rank = (p) => {
  // (No promotion, the piece staying as it is, comes last.)
  if (!p.promo) return STRENGTH.length + 1;
  const i = STRENGTH.indexOf(p.promo.toUpperCase());
  return i < 0 ? STRENGTH.length : i;
};

const byStrength = (parts) => [...parts].sort((a, b) => rank(a) - rank(b));

/** The strongest of the promotion choices (auto-queen). */
export const strongest = (parts) => byStrength(parts)[0];

/**
 * Resolves to the chosen part, or null when cancelled (Escape, a press
 * elsewhere on the board). box: the chooser element, positioned inside the
 * board's wrap; at: the target square's rectangle in the wrap's coordinates;
 * mover: the moving piece's letter (its case tells the side); pieces: the
 * game's (piecesOf), which name and draw the choices. A part without a
 * promotion among parts with one keeps the piece as it is (a game's promotion
 * by choice): it shows the piece itself, named "stays". Parts that all lack
 * one (a quiet leap and an en-passant capture to one square) show their moves.
 */
export function choosePromotion(box, at, parts, mover, pieces) {
  const white = mover === mover.toUpperCase();
  const promotes = parts.some((p) => p.promo);
  const doc = box.ownerDocument;
  const wrap = box.parentElement;
  const size = Math.max(32, Math.min(56, Math.round(at.s * 0.9)));
  adoptStyles(box, css);
  box.replaceChildren();
  return new Promise((resolve) => {
    let done = false;
    // The tap that opened the chooser ends with a click where a choice now
    // lies: a choice is taken from keys (a click without a pointer) or from
    // a press that began on the chooser itself.
    let pressed = false;
    const press = () => {
      pressed = true;
    };
    const finish = (v) => {
      if (done) return;
      done = true;
      box.hidden = true;
      box.replaceChildren();
      wrap.removeEventListener('pointerdown', outside, true);
      box.removeEventListener('keydown', keys);
      box.removeEventListener('pointerdown', press);
      resolve(v);
    };
    const outside = (e) => {
      if (!box.contains(e.target)) {
        e.stopPropagation();
        e.preventDefault();
        finish(null);
      }
    };
    const keys = (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        finish(null);
      }
    };
    for (const p of byStrength(parts)) {
      const b = doc.createElement('button');
      b.type = 'button';
      b.dataset.promo = p.promo || '';
      const letter = p.promo ? (white ? p.promo.toUpperCase() : p.promo.toLowerCase()) : promotes ? mover : '';
      if (letter) b.append(pieceCanvas(doc, letter, size, pieces));
      const cap = doc.createElement('span');
      cap.textContent = p.promo ? pieceName(p.promo, pieces) : promotes ? `${pieceName(mover, pieces)} stays` : p.san;
      b.append(cap);
      b.title = p.san;
      b.addEventListener('click', (e) => {
        if (e.detail === 0 || pressed) finish(p);
      });
      box.append(b);
    }
    box.hidden = false;
    // Below the square when it fits in the board's window (the part of a
    // zoomed board in view), else above it; never past the window's sides.
    // (Whole pixels up: a chooser a fraction wider than its room is clipped.)
    const { width, height: h } = box.getBoundingClientRect();
    const top = wrap.scrollTop;
    const below = at.y + h <= top + wrap.clientHeight;
    box.style.left = `${Math.max(wrap.scrollLeft, Math.min(at.x, wrap.scrollLeft + wrap.clientWidth - Math.ceil(width)))}px`;
    box.style.top = `${below ? at.y : Math.max(top, at.y + at.s - h)}px`;
    wrap.addEventListener('pointerdown', outside, true);
    box.addEventListener('keydown', keys);
    box.addEventListener('pointerdown', press);
    box.querySelector('button')?.focus({ preventScroll: true });
  });
}
