// The analyse mode's live analysis on one board: while it is on, the page's
// engine worker analyses the position shown and updates arrive at least
// twice a second (depth, nodes/s, the best three lines, each a whole turn
// and what follows). Shown as an evaluation bar (White's share), the score,
// and the lines as buttons: one plays that line's turn. Any change of the
// position shown starts the analysis again there; a finished game stops it.

import { engine, replayOf, CancelledError } from '../core/engine.js';
import { lineText } from './computer-play.js';
import { adoptStyles } from './styles.js';
import css from './analysis.css?inline';

export const ANALYSIS_LINES = 3;
/** How long one analysis request runs (the engine's maximum, one minute); then it starts again, going deeper with the table it kept. */
const ANALYSIS_MS = 60_000;
/** From this on a score is a forced result (the engine's mate scores). */
const FORCED = 29_000;

/** White's share of the bar (0–100) for a score from White's side. */
export function whiteShare(score) {
  if (score >= FORCED) return 100;
  if (score <= -FORCED) return 0;
  // The usual logistic curve: +1.00 ≈ 59 %, +3.00 ≈ 75 %.
  return 100 / (1 + Math.exp(-0.00368 * score));
}

/** "+0.35", "−1.20", "+M" (White wins by force), "−M". */
export function scoreText(score) {
  const sign = score >= 0 ? '+' : '−';
  if (Math.abs(score) >= FORCED) return `${sign}M`;
  return `${sign}${(Math.abs(score) / 100).toFixed(2)}`;
}

/** "+0.35, White better" for a screen reader and the bar's tooltip. */
function scoreWords(score) {
  if (Math.abs(score) >= FORCED) return `${score > 0 ? 'White' : 'Black'} wins by force`;
  return `${scoreText(score)}, ${score > 30 ? 'White better' : score < -30 ? 'Black better' : 'about equal'}`;
}

function speedText(nps) {
  if (nps >= 1e6) return `${(nps / 1e6).toFixed(1)} M nodes/s`;
  if (nps >= 1e3) return `${Math.round(nps / 1e3)} k nodes/s`;
  return `${nps} nodes/s`;
}

/**
 * A line as the page writes turns: its own turn (the rest of it in the
 * middle of a turn, "…" first), then the turns after it, "·" between turns.
 */
export function analysisLineText(line, joiner, midTurn) {
  const first = line.turn.length ? `${midTurn ? '…' : ''}${line.turn.join(joiner)}` : 'end the turn';
  const rest = lineText(line.pv.slice(line.pv.indexOf('|') + 1 || line.pv.length), joiner);
  return rest ? `${first} · ${rest}` : first;
}

export class BoardAnalysis {
  /**
   * refs: the board's shadow elements; board: {
   *   joiner(), play(turn): plays a line's turn (its parts' notation),
   *   refresh(): brings the board up to date (and calls follow),
   *   redraw(): draws the board again (its suggested line changed),
   *   keepFocus(): takes the focus of a line's button that goes,
   *   definitions(): the page's definitions, compiled (for the worker)
   * }
   */
  constructor(refs, board) {
    adoptStyles(refs.root, css);
    this.refs = refs;
    this.board = board;
    this.on = false;
    this.key = null; // the record of the position analysed (or shown)
    this.side = 'white'; // the side to move there
    this.midTurn = false;
    this.generation = 0;
    this.lines = [];
    this.depth = 0; // of the lines shown
    this.updates = 0; // updates received, read by tests
    this.pointed = null; // the line under the pointer
    this.focused = null; // the line with the keyboard's focus
    // (The Analyse button is analysis-lazy.js's: it fetched this module and calls toggle().)
    const list = refs['analysis-lines'];
    const lineOf = (e) => {
      const button = e.target.closest?.('button[data-line]');
      return button ? Number(button.dataset.line) : null;
    };
    list.addEventListener('click', (e) => {
      const k = lineOf(e);
      if (k !== null) this.playLine(k);
    });
    // The line under the pointer, else the focused one, else the best is drawn on the board.
    list.addEventListener('pointerover', (e) => this.point('pointed', lineOf(e)));
    list.addEventListener('pointerleave', () => this.point('pointed', null));
    list.addEventListener('focusin', (e) => this.point('focused', lineOf(e)));
    list.addEventListener('focusout', () => this.point('focused', null));
  }

  /** The lines' buttons go (a new position); a focused one leaves the focus on the board, so its keys still work. */
  dropLines() {
    const list = this.refs['analysis-lines'];
    const focused = list.contains(list.getRootNode().activeElement);
    list.replaceChildren();
    this.pointed = null;
    this.focused = null;
    if (focused) this.board.keepFocus();
  }

  point(which, k) {
    if (this[which] === k) return;
    this[which] = k;
    this.board.redraw();
  }

  /** The line whose turn the board draws for the position of game `g`: pointed at, focused, or the best; null if none is for it. */
  shownLine(g) {
    if (!this.lines.length || this.key !== g.record()) return null;
    return this.lines[this.pointed ?? this.focused ?? 0] ?? this.lines[0];
  }

  toggle() {
    if (this.on) this.stop('Stopped');
    else {
      this.on = true;
      this.key = null;
      this.refs.analyse.setAttribute('aria-pressed', 'true');
      this.refs.analysis.hidden = false;
      this.board.refresh();
    }
  }

  /** Off (a new game, another mode, the board left the page); `note` keeps the last lines shown with it. */
  stop(note = null) {
    const was = this.on;
    this.on = false;
    this.generation++;
    engine.cancel(this);
    this.refs.analyse.setAttribute('aria-pressed', 'false');
    if (note && was) this.refs['analysis-info'].textContent = `${note}${this.depth ? ` at depth ${this.depth}` : ''}`;
    else this.clear();
  }

  clear() {
    this.key = null;
    this.lines = [];
    this.depth = 0;
    this.refs.analysis.hidden = true;
    this.dropLines();
    this.refs['analysis-info'].textContent = '';
  }

  /** Called after every change with the game whose position is shown. */
  follow(game) {
    const record = game.record();
    if (record === this.key) return;
    if (!this.on) {
      // The lines of a stopped analysis belong to the position they were for.
      if (this.key !== null) this.clear();
      return;
    }
    this.key = record;
    const st = game.status();
    this.side = st.sideToMove;
    this.midTurn = game.turnInProgress();
    const gen = ++this.generation;
    this.lines = [];
    this.depth = 0;
    this.dropLines();
    if (st.over) {
      engine.cancel(this);
      this.refs['analysis-info'].textContent = 'The game is over: nothing to analyse.';
      this.showScore(null);
      return;
    }
    this.refs['analysis-info'].textContent = 'Analysing…';
    this.run(replayOf(game, this.board.definitions()), gen);
  }

  /** Analyses `game` (as replayOf gives it). */
  run(game, gen) {
    const onUpdate = (u) => {
      if (gen === this.generation) this.show(u);
    };
    const onYield = () => {
      if (gen === this.generation) this.refs['analysis-info'].textContent = 'Waiting: the computer is busy for another board…';
    };
    engine.analyse(this, { game, lines: ANALYSIS_LINES, ms: ANALYSIS_MS }, onUpdate, onYield).then(
      (last) => {
        if (gen !== this.generation) return;
        this.show(last);
        // The minute was up (not the engine's depth limit, nor every line
        // a forced result): on, deeper (the worker kept its table).
        if (this.on && last.ms >= ANALYSIS_MS - 1000) this.run(game, gen);
        else if (last.lines.length) this.refs['analysis-info'].textContent += ' · done';
      },
      (e) => {
        if (gen !== this.generation || e instanceof CancelledError) return;
        this.refs['analysis-info'].textContent = `The computer stopped: ${e.message}. Press Analyse to try again.`;
        this.on = false;
        this.refs.analyse.setAttribute('aria-pressed', 'false');
      },
    );
  }

  /** An update: the bar, the score, depth and speed, and the lines. */
  show(u) {
    this.updates++;
    if (!u.lines.length) return;
    this.lines = u.lines;
    this.depth = u.depth;
    const white = (s) => (this.side === 'white' ? s : -s);
    this.showScore(white(u.lines[0].score));
    this.refs['analysis-info'].textContent = `depth ${u.depth} · ${speedText(u.nps)}`;
    const joiner = this.board.joiner();
    // The buttons stay and only their text changes: a list rebuilt between
    // a press and its release (updates come twice a second) would swallow
    // the click, and the focused line keeps its focus.
    const list = this.refs['analysis-lines'];
    while (list.children.length > u.lines.length) list.lastElementChild.remove();
    u.lines.forEach((line, k) => {
      const b = list.children[k]?.firstElementChild ?? this.lineButton(k);
      b.querySelector('.line-score').textContent = scoreText(white(line.score));
      b.querySelector('.line-moves').textContent = analysisLineText(line, joiner, this.midTurn);
      b.title = `Play ${line.turn.length ? line.turn.join(joiner) : 'end of the turn'}`;
    });
    // The best line (or the one pointed at) is drawn on the board.
    this.board.redraw();
  }

  /** A new, empty button for line k, at the end of the list. */
  lineButton(k) {
    const doc = this.refs.analysis.ownerDocument;
    const li = doc.createElement('li');
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'line';
    b.dataset.line = String(k);
    const score = doc.createElement('span');
    score.className = 'line-score';
    const moves = doc.createElement('span');
    moves.className = 'line-moves';
    b.append(score, moves);
    li.append(b);
    this.refs['analysis-lines'].append(li);
    return b;
  }

  /** The bar and the main score, from White's side (null: nothing to show). */
  showScore(score) {
    const bar = this.refs['eval-bar'];
    const share = score === null ? 50 : whiteShare(score);
    this.refs['eval-bar-white'].style.width = `${share.toFixed(1)}%`;
    bar.setAttribute('aria-valuenow', share.toFixed(0));
    bar.setAttribute('aria-valuetext', score === null ? 'no evaluation' : scoreWords(score));
    bar.title = score === null ? '' : scoreWords(score);
    this.refs['analysis-score'].textContent = score === null ? '' : scoreText(score);
  }

  /** Plays line k's turn (all its parts) on the board. */
  playLine(k) {
    const line = this.lines[k];
    if (line) this.board.play(line.turn);
  }
}
