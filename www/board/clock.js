// Chess clocks for both players: a starting time plus an increment per turn.
// A multi-part turn is one clock turn (the clock runs until the turn ends).
// The clocks start with the first turn's end and stop when the game ends;
// a saved game keeps the times left (time does not run while no page shows
// the game). The board decides what a flag fall means (the rules' time
// forfeit); this only keeps time.

import css from './clock.css?inline';

/** The clocks' sheet: the board adds it to its shadow root when it shows them. */
export const clockCss = css;

const TICK_MS = 100;

/** "5+3" style presets: minutes and seconds of increment. */
export const CLOCK_PRESETS = [
  { id: '3+2', minutes: 3, increment: 2 },
  { id: '5+3', minutes: 5, increment: 3 },
  { id: '10+5', minutes: 10, increment: 5 },
  { id: '15+10', minutes: 15, increment: 10 },
  { id: '30+20', minutes: 30, increment: 20 },
];

/** A clock setting from a preset id ("5+3"), or null. */
export function clockFromPreset(id) {
  const p = CLOCK_PRESETS.find((x) => x.id === id);
  return p ? { initialMs: p.minutes * 60_000, incrementMs: p.increment * 1000 } : null;
}

/** "4:05", "0:09.3" (tenths under ten seconds). */
export function formatClock(ms) {
  const t = Math.max(0, ms);
  if (t < 10_000) return `0:0${(t / 1000).toFixed(1)}`;
  const s = Math.ceil(t / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export class GameClock {
  /** onTick(): redraw; onFlag(side): `side`'s time ran out. */
  constructor(win, onTick, onFlag) {
    this.win = win;
    this.onTick = onTick;
    this.onFlag = onFlag;
    this.setting = null; // { initialMs, incrementMs }
    this.left = { white: 0, black: 0 };
    this.running = null; // the side whose clock runs
    this.since = 0; // when it started running (performance.now())
    this.timer = null;
  }

  get enabled() {
    return !!this.setting;
  }

  /** A new setting, with the times left (a saved game) or full times. */
  configure(setting) {
    this.stop();
    if (!setting || !(setting.initialMs > 0)) {
      this.setting = null;
      return;
    }
    this.setting = { initialMs: setting.initialMs, incrementMs: Math.max(0, setting.incrementMs || 0) };
    this.left = {
      white: Number.isFinite(setting.white) ? setting.white : setting.initialMs,
      black: Number.isFinite(setting.black) ? setting.black : setting.initialMs,
    };
  }

  /** Time left for `side` now. */
  remaining(side) {
    const base = this.left[side];
    return this.running === side ? base - (performance.now() - this.since) : base;
  }

  /** The turn of `mover` ended: it gets its increment; the other side's clock runs. */
  turnEnded(mover) {
    if (!this.setting) return;
    this.pause();
    this.left[mover] += this.setting.incrementMs;
    this.run(mover === 'white' ? 'black' : 'white');
  }

  /** After any change: the clock of the side to move runs, unless the game is over or not begun. */
  sync(sideToMove, { over, started }) {
    if (!this.setting) return;
    if (over || !started) this.pause();
    else if (this.running !== sideToMove) {
      this.pause();
      this.run(sideToMove);
    }
  }

  run(side) {
    this.running = side;
    this.since = performance.now();
    if (!this.timer) this.timer = this.win.setInterval(() => this.tick(), TICK_MS);
  }

  pause() {
    if (this.running) this.left[this.running] = this.remaining(this.running);
    this.running = null;
    if (this.timer) this.win.clearInterval(this.timer);
    this.timer = null;
  }

  stop() {
    this.pause();
  }

  tick() {
    this.onTick();
    const side = this.running;
    if (side && this.remaining(side) <= 0) {
      this.pause();
      this.left[side] = 0;
      this.onFlag(side);
    }
  }

  /** What a save keeps. */
  state() {
    if (!this.setting) return null;
    return { ...this.setting, white: Math.round(this.remaining('white')), black: Math.round(this.remaining('black')) };
  }
}
