// Where a toast goes: at its usual end of the screen, unless there it would
// cover the turn's controls (End turn, Take back part, Back to the game) —
// on a phone they can sit at either end as the page scrolls — and then at
// the other end (class "flip"). The page's own messages also keep clear of
// the board's message when the other end allows.

/** Do two client rects overlap? */
const overlaps = (a, b) => a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The rects of a board's turn controls that are shown (none if the board has none in view). */
export function turnControlRects(refs) {
  return [refs['turn-controls'], refs.viewing, refs['end-turn'], refs['take-back']].filter((el) => el && !el.closest('[hidden]')).map((el) => el.getBoundingClientRect());
}

/**
 * Puts the shown toast `el` at the end of the screen where it covers none of
 * `avoid` (the turn's controls) and, if it can, none of `rather` (another
 * message): its usual end first.
 */
export function placeToast(el, avoid, rather = []) {
  el.classList.remove('flip');
  if (el.hidden) return;
  const covers = (list) => list.some((r) => overlaps(el.getBoundingClientRect(), r));
  const usual = [covers(avoid), covers(rather)];
  if (!usual[0] && !usual[1]) return;
  el.classList.add('flip');
  const other = [covers(avoid), covers(rather)];
  // The other end if it is better: clear of the controls first, then of the other message.
  const better = usual[0] ? !other[0] : !other[0] && !other[1];
  if (!better) el.classList.remove('flip');
}
