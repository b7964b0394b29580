// One board's state, as plain data (the way chessground keeps its board):
// the game and what is shown of it, the selection and its targets, the
// player's marks, the pointer's drag, the keyboard cursor and the premove.
// The scene (scene.js), the panel (panel.js), the keys (keyboard.js) and the
// controls (wiring.js) read it; the actions (controller.js and the modules it
// composes) change it. The helpers below are reads of the state, nothing more.

/** What each mode offers the reader (the panel shows the controls of the board's mode). */
export const MODES = {
  view: { browse: false, moves: false },
  replay: { browse: true, moves: false, autoplay: true },
  play: { browse: true, moves: true, undo: true, endings: true, reset: true, rematch: true },
  computer: { browse: true, moves: true, undo: true, endings: true, reset: true, computer: true, rematch: true },
  analyse: { browse: true, moves: true, undo: true, reset: true, analyse: true },
  // The setup editor (editor.js): a position composed, not played.
  edit: { browse: false, moves: false, edit: true },
};
/** A fresh board state; host, refs, rules and view are the component's. */
export function createBoardState({ host, refs, rules, view }) {
  return {
    host, // the <twofold-board> element (events are dispatched on it)
    refs, // its shadow elements by data-ref
    rules, // the loaded wasm module
    view, // the picture (BoardView): layout, orientation, zoom
    appUrl: null, // the full page's address, for "Open in twofold"
    sound: false,
    // What is loaded.
    game: null, // the live rules Game
    editor: null, // the setup editor, in the "edit" mode (then there is no game)
    editorWired: false, // the editor's controls listen (wired when it first opens: editing.js)
    spec: null, // what was loaded, for Reset and "Open in twofold"
    mode: 'play',
    player: null, // a game by link: the side this device plays ('white' | 'black'), else null
    geom: null, // the board's squares (the rules' geometry data)
    nameToIndex: new Map(),
    status: null, // the shown game's status, as last rendered
    legal: [], // the parts the player may play now
    // What is shown.
    viewTurn: null, // null: the live position; n: after the n-th complete turn
    snapshot: null, // { turn, game } shown while browsing
    // The player's hand and marks.
    selected: -1,
    targets: new Map(), // square index → parts
    hover: -1,
    drag: null,
    cursor: -1, // the keyboard's square
    circles: new Set(), // the player's marks: squares…
    userArrows: new Map(), // …and arrows ("from-to" → [from, to])
    thinkingText: null, // what the computer is doing ("Computer is thinking…"), on its line
    notice: null, // the computer's last word on its line (a hint), until the next change
    hintTurn: null, // the hint's turn (its parts' notation), while the position it is for is on the board
    suggestion: null, // { key, arrows } of the suggestion drawn
    premove: null, // { from, to, promo } (square indices): a move queued for the player's next turn (premove.js)
    premoveSelection: false, // the piece selected is picked up for a premove (its targets are the premove's)
    premoveTimer: null,
    // The reader's habits (attributes the page sets from its settings).
    autoQueen: false, // a promotion takes the strongest choice without asking
    confirmTurns: false, // a completed turn of the player's waits for Confirm (controller.js, announce)
    confirming: false, // …and one is waiting now
    confirmedAt: null, // the count of complete turns just confirmed
    material: false, // the material difference under the status (material.js)
    // Book-keeping.
    exampleText: null,
    lastAnnounced: { turns: 0, over: false },
    soundState: null,
    lastGood: null, // the last state saved while the rules worked (crash recovery)
    recovering: false,
    autoplayTimer: null,
    toastTimer: null,
    firstDrawMs: null,
    // The board's helpers, set by the controller: clock, computer, analysis.
    clock: null,
    computer: null,
    analysis: null,
    /** What the board's mode offers (MODES). */
    get features() {
      return MODES[this.mode] || MODES.play;
    },
  };
}

/** The index of a square named `name`, or -1. */
export function idx(s, name) {
  return name == null ? -1 : (s.nameToIndex.get(name) ?? -1);
}

export function completeTurns(s) {
  return s.game.history().filter((t) => t.complete);
}

/** The game whose position is on the board: the live one, or a snapshot of it. */
export function shown(s) {
  if (s.viewTurn === null) return s.game;
  if (!s.snapshot || s.snapshot.turn !== s.viewTurn) {
    dropSnapshot(s);
    const turns = completeTurns(s);
    const steps = s.viewTurn === 0 ? 0 : turns[s.viewTurn - 1].steps;
    s.snapshot = { turn: s.viewTurn, game: s.game.snapshotAt(steps) };
  }
  return s.snapshot.game;
}

export function dropSnapshot(s) {
  s.snapshot?.game.free?.();
  s.snapshot = null;
}

/** Is the board showing an earlier position than the live one, in a mode where one plays? */
export function browsing(s) {
  return s.viewTurn !== null && s.features.moves;
}

/**
 * Is it the computer's turn (its side to move, while it thinks, shows its
 * parts one by one, or waits for Retry)? That turn is the computer's alone:
 * the player's hand, buttons, keys and move box cannot add to it, end it or
 * take a part of it back (only Undo, which takes back whole turns).
 */
export function computerTurn(s) {
  return !!s.computer?.ownsTurn();
}

/** Is the computer at work on its turn (thinking or showing its parts; not stopped and waiting for Retry)? */
export function computerPlaying(s) {
  return computerTurn(s) && !s.computer.failure;
}

/** May the player act on the live turn: not the computer's, and in a game by link this device's side to move. */
export function myTurn(s) {
  if (computerTurn(s)) return false;
  return !s.player || s.game.status().sideToMove === s.player;
}

/** The letters on the board shown (the editor's, or the shown game's). */
export function boardLetters(s) {
  return s.editor ? s.editor.board : shown(s).board();
}

/** Is there a piece of the side to move on square `index` of the board shown? */
export function isOwnPiece(s, index) {
  const letter = shown(s).board()[index];
  if (!letter) return false;
  const white = letter === letter.toUpperCase();
  return white === (s.status.sideToMove === 'white');
}

/** The side the player premoves for now, or null when no premove is possible (it is their turn, or nobody's). */
export function premoveSide(s) {
  if (!s.game || !s.features.moves || s.editor) return null;
  const st = s.game.status();
  if (st.over) return null;
  if (s.computer.side && st.sideToMove === s.computer.side) return s.computer.side === 'white' ? 'black' : 'white';
  if (s.player && st.sideToMove !== s.player) return s.player;
  return null;
}
