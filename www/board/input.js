// Mouse, pen and touch input on the board canvas: click-click and drag.
// Reports square indices to the controller; knows nothing about the rules.
//
// handlers: {
//   layout(): current layout,
//   press(index): the user pressed on a square; returns true when it picked a
//                 piece up (so a drag can start),
//   release(fromIndex, toIndex, dragged): pointer released (after a drag, or a
//                 click on a square when a piece is selected),
//   hover(index), drag(dragState | null): for redraws.
// }

import { hitTest } from './layout.js';

export function attachInput(canvas, handlers) {
  let drag = null; // { index, x, y, startX, startY, moved, pointerId }

  const pos = (e) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== undefined && e.button !== 0) return;
    const { x, y } = pos(e);
    const idx = hitTest(handlers.layout(), x, y);
    if (idx < 0) {
      handlers.press(-1);
      return;
    }
    const picked = handlers.press(idx);
    if (picked) {
      drag = { index: idx, x, y, startX: x, startY: y, moved: false, pointerId: e.pointerId };
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
    if (drag && e.pointerId === drag.pointerId) {
      drag.x = x;
      drag.y = y;
      const s = handlers.layout().s;
      if (!drag.moved && Math.hypot(x - drag.startX, y - drag.startY) > Math.max(4, s * 0.2)) drag.moved = true;
      if (drag.moved) handlers.drag(drag);
    }
    if (e.pointerType === 'mouse') handlers.hover(hitTest(handlers.layout(), x, y));
  });

  const finish = (e, cancelled) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const d = drag;
    drag = null;
    handlers.drag(null);
    if (cancelled || !d.moved) return; // a click: press() already handled it
    const { x, y } = pos(e);
    const to = hitTest(handlers.layout(), x, y);
    handlers.release(d.index, to, true);
  };
  canvas.addEventListener('pointerup', (e) => finish(e, false));
  canvas.addEventListener('pointercancel', (e) => finish(e, true));
  canvas.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'mouse') handlers.hover(-1);
  });
}
