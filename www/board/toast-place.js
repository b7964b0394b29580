// Where a toast goes: at its usual end of the screen, unless there it would
// cover the turn's controls (End turn, Take back part, Back to the game) —
// on a phone they can sit at either end as the page scrolls — and then at
// the other end (class "flip").

/** Do two client rects overlap? */
const overlaps = (a, b) => a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The rects of a board's turn controls that are shown (none if the board has none in view). */
export function turnControlRects(refs) {
  return [refs['turn-controls'], refs.viewing, refs['end-turn'], refs['take-back']].filter((el) => el && !el.closest('[hidden]')).map((el) => el.getBoundingClientRect());
}

/** Moves the shown toast `el` to the other end (class "flip") when where it is it would cover one of `avoid`. */
export function placeToast(el, avoid) {
  el.classList.remove('flip');
  if (el.hidden || !avoid.length) return;
  if (avoid.some((r) => overlaps(el.getBoundingClientRect(), r))) el.classList.add('flip');
}
