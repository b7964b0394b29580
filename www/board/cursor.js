// The keyboard's square on the board: arrow keys move it by screen
// direction to the nearest square the board has that way (so it steps over
// holes and across from one Dual Chess board to the other); with Shift a Two
// Boards cursor jumps a whole Big square.

/** The square a cursor at `index` reaches going (dx, dy) on screen, or `index` itself. */
export function moveCursor(layout, geom, index, dx, dy, big = false) {
  const rects = layout.rects;
  const from = rects[index];
  if (!from) return firstSquare(rects);
  const jump = big && geom.bigSquare ? geom.bigSquare : 1;
  const cx = from.x + dx * from.s * jump;
  const cy = from.y + dy * from.s * jump;
  let best = index;
  let bestCost = Infinity;
  rects.forEach((r, i) => {
    if (!r || i === index) return;
    // Only squares that lie that way; the nearest, preferring the same line.
    const along = (r.x - from.x) * dx + (r.y - from.y) * dy;
    if (along < from.s * 0.5) return;
    const cost = Math.hypot(r.x - cx, r.y - cy) + Math.abs((r.x - from.x) * dy + (r.y - from.y) * dx);
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  });
  return best;
}

/** Where a cursor starts: the first square the board has. */
export function firstSquare(rects) {
  return rects.findIndex(Boolean);
}
