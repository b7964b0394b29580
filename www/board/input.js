// Mouse, pen and touch input on the board canvas: click-click and drag to
// move; right-click (or a long press) to mark a square, right-drag to draw
// an arrow. Reports square indices to the controller; knows nothing about
// the rules.
//
// handlers: {
//   hit(x, y): the square index at canvas point (x, y), or -1,
//   size(): the current square size,
//   press(index): the user pressed on a square; returns true when it picked a
//                 piece up (so a drag can start),
//   release(fromIndex, toIndex, { outside }): a drag ended over a square
//                 (-1: none; outside: the pointer left the canvas),
//   hover(index), drag(dragState | null): for redraws,
//   mark(fromIndex, toIndex): a circle (from === to) or an arrow the player draws,
//   untouched(): the board waits for a reader's first touch to start play
//                (in an article, where until then a swipe scrolls the page),
//   engage(x, y): that first touch was a tap at (x, y); true when it zoomed
//                 the board (the tap did only that),
// }

const LONG_PRESS_MS = 550;
/** A finger that moves further is not tapping (CSS px). */
const TAP_SLOP = 10;

export function attachInput(canvas, handlers) {
  let drag = null; // { index, x, y, startX, startY, moved, pointerId, touch }
  let marking = null; // { from, pointerId }
  let longPress = null; // { timer, index, pointerId, x, y }
  let firstTouch = null; // { pointerId, x, y, moved }: a tap or a swipe, known when it ends

  const pos = (e) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const cancelLongPress = () => {
    if (longPress) clearTimeout(longPress.timer);
    longPress = null;
  };

  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  canvas.addEventListener('pointerdown', (e) => {
    const { x, y } = pos(e);
    if (e.pointerType !== 'mouse' && handlers.untouched()) {
      // A swipe scrolls the article and leaves the board as it is; a tap
      // starts play (pointerup).
      firstTouch = { pointerId: e.pointerId, x, y, moved: false };
      return;
    }
    const idx = handlers.hit(x, y);
    if (e.button === 2) {
      if (idx >= 0) marking = { from: idx, pointerId: e.pointerId };
      e.preventDefault();
      return;
    }
    if (e.button !== undefined && e.button !== 0) return;
    if (idx < 0) {
      handlers.press(-1);
      return;
    }
    if (e.pointerType === 'touch') {
      // A finger held still on a square marks it.
      longPress = {
        index: idx,
        pointerId: e.pointerId,
        x,
        y,
        timer: setTimeout(() => {
          const lp = longPress;
          longPress = null;
          if (!lp) return;
          if (drag) {
            drag = null;
            handlers.drag(null);
          }
          handlers.mark(lp.index, lp.index);
        }, LONG_PRESS_MS),
      };
    }
    const picked = handlers.press(idx);
    if (picked) {
      drag = { index: idx, x, y, startX: x, startY: y, moved: false, pointerId: e.pointerId, touch: e.pointerType === 'touch' };
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        /* capture is optional */
      }
      handlers.drag(drag);
    }
    e.preventDefault();
  });

  canvas.addEventListener('pointermove', (e) => {
    const { x, y } = pos(e);
    if (firstTouch && e.pointerId === firstTouch.pointerId && Math.hypot(x - firstTouch.x, y - firstTouch.y) > TAP_SLOP) firstTouch.moved = true;
    if (longPress && e.pointerId === longPress.pointerId && Math.hypot(x - longPress.x, y - longPress.y) > 8) cancelLongPress();
    if (drag && e.pointerId === drag.pointerId) {
      drag.x = x;
      drag.y = y;
      const s = handlers.size();
      if (!drag.moved && Math.hypot(x - drag.startX, y - drag.startY) > Math.max(4, s * 0.2)) drag.moved = true;
      if (drag.moved) handlers.drag(drag);
    }
    if (e.pointerType === 'mouse') handlers.hover(handlers.hit(x, y));
  });

  const finish = (e, cancelled) => {
    // A touch the browser took over (a swipe that scrolled the page) leaves no square named.
    if (cancelled && e.pointerType !== 'mouse') handlers.hover(-1);
    if (firstTouch && e.pointerId === firstTouch.pointerId) {
      const t = firstTouch;
      firstTouch = null;
      if (!cancelled && !t.moved && !handlers.engage(t.x, t.y)) handlers.press(handlers.hit(t.x, t.y));
      return;
    }
    if (longPress && e.pointerId === longPress.pointerId) cancelLongPress();
    if (marking && e.pointerId === marking.pointerId) {
      const m = marking;
      marking = null;
      const { x, y } = pos(e);
      const to = handlers.hit(x, y);
      if (!cancelled && to >= 0) handlers.mark(m.from, to);
      return;
    }
    if (!drag || e.pointerId !== drag.pointerId) return;
    const d = drag;
    drag = null;
    handlers.drag(null);
    if (cancelled || !d.moved) return; // a click: press() already handled it
    const { x, y } = pos(e);
    const outside = x < 0 || y < 0 || x > canvas.clientWidth || y > canvas.clientHeight;
    handlers.release(d.index, handlers.hit(x, y), { outside });
  };
  canvas.addEventListener('pointerup', (e) => finish(e, false));
  canvas.addEventListener('pointercancel', (e) => finish(e, true));
  canvas.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'mouse') handlers.hover(-1);
  });
}
