// A board's clocks (clock.js) are a chunk of their own, fetched before a
// game with clocks loads (element.js, as the setup editor's code is): a
// board without clocks never downloads them. Until then, and in games
// without clocks, the board's clock is off.

let code = null;
let fetching = null;

/** Is the clocks' code here? */
export const clockReady = () => !!code;

/** Fetches the clocks' code (once; a failed fetch may be tried again). */
export function fetchClockCode() {
  fetching ??= import('./clock.js').then(
    (m) => {
      code = m;
    },
    (e) => {
      fetching = null;
      throw e;
    },
  );
  return fetching;
}

/**
 * s.clock: GameClock's surface (clock.js), the real clock made when a game
 * with clocks is configured once the code is here. onTick(): redraw;
 * onFlag(side): `side`'s time ran out.
 */
export function boardClock(win, onTick, onFlag) {
  let clock = null;
  return {
    get enabled() {
      return !!clock?.enabled;
    },
    get setting() {
      return clock?.setting ?? null;
    },
    get running() {
      return clock?.running ?? null;
    },
    configure(setting) {
      if (setting && code) clock ??= new code.GameClock(win, onTick, onFlag);
      clock?.configure(setting);
    },
    remaining: (side) => clock?.remaining(side) ?? 0,
    turnEnded: (mover) => clock?.turnEnded(mover),
    sync: (side, how) => clock?.sync(side, how),
    stop: () => clock?.stop(),
    state: () => clock?.state() ?? null,
    /** "4:59", "0:09.3": as the clock shows it. */
    format: (ms) => code.formatClock(ms),
    /** The clocks' sheet (clock.css), which comes with their code. */
    css: () => code.clockCss,
  };
}
