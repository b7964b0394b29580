// The computer on one board: plays its side's turns, gives hints and
// shows its evaluation. It asks the page's one engine worker (core/engine.js) and
// plays the answer's parts one at a time; it talks to its board only through
// the callbacks it is given, and any change by the player stops it at once.
// Its seat (side, level, whose turn) is here; how it plays a turn, hints and
// weighs a draw (computer-play.js) comes with its first use, so a board
// without a computer (a view, a replay) does not download it.


/**
 * The levels. `chessElo`: the level's strength in plain chess at the page's
 * time per turn, measured against Stockfish's calibrated UCI_Elo (rounded to
 * 50; the matches, seeds and error margins are in docs/engine.md). The
 * doubled games have no rated players to measure against.
 */
export const LEVELS = [
  { level: 1, name: '1 — beginner', chessElo: 900 },
  { level: 2, name: '2 — casual', chessElo: 950 },
  { level: 3, name: '3 — club', chessElo: 1350 },
  { level: 4, name: '4 — strong', chessElo: 1600 },
  { level: 5, name: '5 — strongest in 1 s', chessElo: 2100 },
];

/** "5 — strongest in 1 s · ≈2100": a level as the New game dialog lists it (its note says the number is a chess rating). */
export function levelLabel(l) {
  return l.chessElo ? `${l.name} · ≈${l.chessElo}` : l.name;
}
export const DEFAULT_LEVEL = 5;
/** A side and level from loose input: { side: 'white'|'black'|null, level 1–5 }. */
export function computerConfig(side, level) {
  const s = side === 'white' || side === 'black' ? side : null;
  const n = Number(level);
  return { side: s, level: Number.isInteger(n) && n >= 1 && n <= 5 ? n : DEFAULT_LEVEL };
}

/** The playing code (with the engine's client), fetched once; again after a failed fetch. */
let fetched = null;
const playing = () =>
  (fetched ??= import('./computer-play.js').catch((e) => {
    fetched = null;
    throw e;
  }));

export class BoardComputer {
  /**
   * board: {
   *   game(): the live rules Game, status(): its status,
   *   played(): after each part the computer plays,
   *   toast(text), thinking(text | null), notice(text): the hint's word on the computer's line,
   *   evaluation(text), hint(parts),
   *   showsEvaluation(): the player asked to see the computer's evaluation, joiner(),
   *   stopped(text | null): the computer failed (text) and waits for Retry, or goes on (null),
   *   definitions(): the page's definitions, compiled (for the worker)
   * }
   */
  constructor(board) {
    this.board = board;
    this.side = null; // 'white' | 'black' | null (nobody: two players, or analysis)
    this.level = DEFAULT_LEVEL;
    this.generation = 0; // bumped by every interruption; stale answers are dropped
    this.busy = false;
    this.failure = null; // why the computer stopped, until Retry
    this.searches = []; // timings of finished searches (ms), read by tests
  }

  configure({ side = null, level = DEFAULT_LEVEL } = {}) {
    this.interrupt();
    const c = computerConfig(side, level);
    this.side = c.side;
    this.level = c.level;
    this.setFailure(null);
    // Load the code that plays and the engine ahead of its first turn.
    if (this.side) playing().then((m) => m.warm(), () => {});
  }

  /** Is it the computer's turn to act now? */
  ownsTurn() {
    const st = this.board.status();
    return !!this.side && !!st && !st.over && st.sideToMove === this.side;
  }

  /** Stops any search and any parts still to be played. */
  interrupt() {
    this.generation++;
    // (Nothing was asked of the engine before its code came.)
    fetched?.then((m) => m.cancel(this), () => {});
    this.busy = false;
    this.board.thinking(null);
  }

  /** Called after every change: starts the computer's turn when it is due. */
  update() {
    if (this.busy || this.failure || !this.ownsTurn()) return;
    this.playTurn();
  }

  /** After a failure: a fresh worker, and the computer's turn again if it is due. */
  retry() {
    this.setFailure(null);
    this.update();
  }

  setFailure(text) {
    this.failure = text;
    this.board.stopped?.(text);
  }

  /** Its turn: thinking at once; an interruption meanwhile (a new generation) stops it wherever it is. */
  playTurn() {
    const gen = ++this.generation;
    this.busy = true;
    this.board.thinking('Computer is thinking…');
    playing().then(
      (m) => m.playTurn(this, gen),
      (e) => {
        if (gen !== this.generation) return;
        this.busy = false;
        this.board.thinking(null);
        this.setFailure(`the computer's code could not be loaded (${e.message})`);
      },
    );
  }

  /** Suggests a turn for the player to move. */
  hint(joiner) {
    const st = this.board.status();
    if (st.over || this.ownsTurn()) return Promise.resolve();
    return this.ask((m, gen) => m.hint(this, gen, joiner, DEFAULT_LEVEL), 'Looking for a hint…');
  }

  /** A search at `level` for `ms` (a draw offer weighed): its result, or null if interrupted or failed. */
  askFor(level, ms, label) {
    return this.ask((m, gen) => m.askFor(this, gen, level, ms), label);
  }

  ask(run, label) {
    const gen = ++this.generation;
    this.board.thinking(label);
    return playing().then(
      (m) => run(m, gen),
      (e) => {
        if (gen === this.generation) {
          this.board.thinking(null);
          this.board.toast(`The computer could not answer: ${e.message}`);
        }
        return null;
      },
    );
  }
}

