// Where a toast goes: at its usual end of the screen, unless there it would
// cover the turn's bar (End turn, Take back part, Back to the game, the
// status), the row under the board (browsing) or a zoomed board's overview — on a phone the bar sits
// under the board at the bottom of the screen, and as the page scrolls it can
// be at either end. Then just above them (over the board's lower ranks), else
// at the other end (class "flip").
// The page's own messages also keep clear of the board's message when they
// can, and the page moves its message when the board shows one (the board's
// `toast` event).

/** Do two client rects overlap? */
const overlaps = (a, b) => a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The rects of a board's turn bar, browsing row, a zoomed board's overview and the game's buttons (Undo … Copy position) that are shown (none if the board has none in view); the turn's controls first. */
export function turnControlRects(refs) {
  return [refs['turn-controls'], refs.viewing, refs['end-turn'], refs['take-back'], refs.status, refs.under, refs.overview, refs['game-controls']].filter((el) => el && !el.closest('[hidden]')).map((el) => el.getBoundingClientRect());
}

/**
 * Puts the shown toast `el` where it covers none of `avoid` (the turn's bar)
 * and, if it can, none of `rather` (another message): its usual end first,
 * then lifted just above the bar, or above the other message, then the other end.
 */
export function placeToast(el, avoid, rather = []) {
  el.classList.remove('flip');
  el.style.bottom = '';
  if (el.hidden) return;
  const covers = (list) => list.some((r) => overlaps(el.getBoundingClientRect(), r));
  const places = [
    () => {},
    () => liftAbove(el, avoid),
    // Above the bar and then above the other message too (on a wide page the other end may hold the panel's turn bar).
    () => {
      el.style.bottom = '';
      liftAbove(el, avoid);
      liftAbove(el, rather);
    },
    () => {
      el.style.bottom = '';
      el.classList.add('flip');
    },
  ];
  const outcomes = places.map((put) => {
    put();
    return { put, bar: covers(avoid), other: covers(rather) };
  });
  const best = outcomes.find((o) => !o.bar && !o.other) || outcomes.find((o) => !o.bar) || outcomes[0];
  el.classList.remove('flip');
  el.style.bottom = '';
  best.put();
}

/** Raises the toast (kept at its usual end) until it ends just above the rects of `avoid` it covers, if it stays on screen. */
function liftAbove(el, avoid) {
  // Lifted over one control it may meet the next one up (the row under a zoomed board): again, a few times at most.
  for (let pass = 0; pass < 4; pass++) {
    const box = el.getBoundingClientRect();
    const below = avoid.filter((r) => r.width > 0 && r.left < box.right && box.left < r.right && r.bottom > box.top);
    if (!below.length) return;
    const lift = box.bottom - (Math.min(...below.map((r) => r.top)) - 6);
    if (lift <= 0 || box.top - lift < 0) return;
    el.style.bottom = `${parseFloat(el.ownerDocument.defaultView.getComputedStyle(el).bottom) + lift}px`;
  }
}
