// A small hook for the end-to-end tests (and curious people in the console):
//
//   window.twofold.squareCenter(name) → { x, y } client coordinates of the
//       centre of a square (scrolling a zoomed board so it is visible);
//   window.twofold.state() → { variant, layout, position, record, history
//       (complete turns),
//       status, canEndTurn, turnInProgress, legalCount, firstDrawMs };
//   window.twofold.legalParts() → the rules' legal next parts (read only);
//   window.twofold.newRulesGame(variant) → a separate rules Game (not shown);
//   window.twofold.computer() → { side, level, busy, searches } of the
//       computer opponent (searches: time of each, in ms, as the page saw it).
//
// Tests click with real pointer events at these coordinates; the hook never
// changes the game.

export function installTestHook(app) {
  window.twofold = {
    squareCenter(name) {
      const i = app.idx(name);
      if (i < 0) throw new Error(`no square ${name}`);
      const r = app.layout.rects[i];
      const wrap = app.wrap;
      const canvasBox = app.canvas.getBoundingClientRect();
      const wrapBox = wrap.getBoundingClientRect();
      // Bring the square into the visible part of a scrolled board.
      const cx = canvasBox.left + r.x + r.s / 2;
      const cy = canvasBox.top + r.y + r.s / 2;
      if (cx < wrapBox.left + r.s || cx > wrapBox.right - r.s) wrap.scrollLeft += cx - (wrapBox.left + wrapBox.width / 2);
      if (cy < wrapBox.top + r.s || cy > wrapBox.bottom - r.s) wrap.scrollTop += cy - (wrapBox.top + wrapBox.height / 2);
      // ...and the page, as a player would scroll to it.
      let b = app.canvas.getBoundingClientRect();
      const y = b.top + r.y + r.s / 2;
      if (y < r.s || y > window.innerHeight - r.s) {
        window.scrollBy(0, y - window.innerHeight / 2);
        b = app.canvas.getBoundingClientRect();
      }
      return { x: b.left + r.x + r.s / 2, y: b.top + r.y + r.s / 2 };
    },
    state() {
      const g = app.game;
      return {
        variant: app.variant,
        layout: app.geom.layout,
        position: g.positionString(),
        record: g.record(),
        history: g.history().filter((t) => t.complete),
        status: g.status(),
        canEndTurn: g.canEndTurn(),
        turnInProgress: g.turnInProgress(),
        legalCount: g.legalParts().length,
        firstDrawMs: app.firstDrawMs,
      };
    },
    variants: () => app.variantList,
    legalParts: () => app.game.legalParts(),
    newRulesGame: (variant) => new app.rules.Game(variant, '{}'),
    computer: () => ({
      side: app.computer.side,
      level: app.computer.level,
      busy: app.computer.busy,
      searches: app.computer.searches.slice(),
    }),
  };
  document.body.dataset.ready = 'true';
}
