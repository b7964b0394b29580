// The markup inside a board's shadow root. Static: every piece of game data
// is put in later with textContent. Elements the code uses carry data-ref.

const MARKUP = `
<div class="tf" data-ref="root">
  <div class="error" data-ref="error" role="alert" hidden></div>
  <div class="main" data-ref="main">
    <div class="board-area" data-ref="board-area">
      <div class="toolbar" data-ref="toolbar">
        <span class="title" data-ref="title"></span>
        <button type="button" data-ref="sound" title="Sounds on or off" aria-pressed="false">Sound off</button>
        <button type="button" data-ref="flip" title="Turn the board around">Flip</button>
        <button type="button" data-ref="zoom" title="Larger squares (the board scrolls)" aria-pressed="false">Zoom</button>
      </div>
      <!-- The clocks as lichess places them: the side at the bottom's under the board, the other's above it (renderClocks). -->
      <div class="clocks" data-ref="clocks" hidden>
        <span class="clock" data-ref="clock-white" role="timer" aria-label="White's clock"></span>
        <span class="clock" data-ref="clock-black" role="timer" aria-label="Black's clock"></span>
      </div>
      <div class="board-wrap" data-ref="wrap">
        <canvas data-ref="canvas" tabindex="0" role="application" aria-roledescription="game board"
          aria-label="Game board. Arrow keys move across the squares, Enter or Space picks a piece and plays it, Escape takes back, P reads the position."></canvas>
        <div class="promo" data-ref="promo" role="dialog" aria-label="Promote to" hidden></div>
      </div>
      <div class="palette-area" data-ref="palette-area">
        <div class="palette" data-ref="palette" role="toolbar" aria-label="Pieces to place"></div>
        <div class="palette-hint" data-ref="palette-hint" aria-live="polite"></div>
      </div>
      <div class="under-board" data-ref="under">
        <div class="clocks clocks-bottom" data-ref="clocks-bottom" hidden></div>
        <div class="hover-info" data-ref="hover"></div>
        <canvas class="overview" data-ref="overview" hidden aria-hidden="true" title="The whole board: tap a part to show it"></canvas>
        <div class="nav" data-ref="nav" aria-label="Browse the game">
          <button type="button" data-ref="first" title="Start (Home)" aria-label="Start"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M2 2h2v12H2zM14 2v12L5 8z" fill="currentColor"/></svg></button>
          <button type="button" data-ref="back" title="Back a turn (←)" aria-label="Back a turn"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M12 2v12L3 8z" fill="currentColor"/></svg></button>
          <button type="button" data-ref="forward" title="Forward a turn (→)" aria-label="Forward a turn"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 2v12l9-6z" fill="currentColor"/></svg></button>
          <button type="button" data-ref="last" title="Last turn (End)" aria-label="Last turn"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M12 2h2v12h-2zM2 2v12l9-6z" fill="currentColor"/></svg></button>
          <button type="button" data-ref="autoplay" title="Play the turns one after another" aria-pressed="false">Autoplay</button>
        </div>
      </div>
    </div>
    <div class="side" data-ref="side">
      <div class="banner" data-ref="banner" role="alert" hidden>
        <span data-ref="banner-text"></span>
        <span class="banner-buttons">
          <button type="button" data-ref="rematch">Rematch</button>
          <button type="button" data-ref="new-game">New game</button>
          <button type="button" data-ref="analyse-game" title="On an analysis board">Analyse the game</button>
        </span>
      </div>
      <div class="status" data-ref="status" role="status"></div>
      <div class="material" data-ref="material"></div>
      <div class="viewing" data-ref="viewing" hidden>
        <span data-ref="viewing-text"></span>
        <button type="button" data-ref="live">Back to the game</button>
      </div>
      <div class="turn-controls" data-ref="turn-controls">
        <button type="button" class="primary" data-ref="end-turn" disabled>End turn</button>
        <button type="button" data-ref="take-back" disabled>Take back part</button>
      </div>
      <slot name="page-header" data-ref="page-header"></slot>
      <div class="specials" data-ref="specials" aria-label="Special moves"></div>
      <div class="computer-bar" data-ref="computer-bar">
        <span class="opponent" data-ref="opponent"></span>
        <button type="button" data-ref="hint" title="Ask the computer for a suggestion">Hint</button>
        <button type="button" data-ref="show-eval" aria-pressed="false" title="Show the computer's evaluation and planned line after each of its turns">Evaluation</button>
        <button type="button" data-ref="analyse" aria-pressed="false" title="Analyse the position shown until stopped: the evaluation and the computer's three best lines">Analyse</button>
        <span class="thinking" data-ref="thinking" role="status" hidden>Computer is thinking…</span>
        <div class="eval" data-ref="eval" aria-live="polite"></div>
      </div>
      <section class="analysis" data-ref="analysis" aria-label="Analysis" hidden>
        <div class="eval-row">
          <span class="analysis-score" data-ref="analysis-score"></span>
          <div class="eval-bar" data-ref="eval-bar" role="meter" aria-label="Evaluation: White's share" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50"><div class="eval-bar-white" data-ref="eval-bar-white"></div></div>
        </div>
        <div class="analysis-info" data-ref="analysis-info"></div>
        <ol class="analysis-lines" data-ref="analysis-lines" aria-label="Best lines: press one to play its turn"></ol>
      </section>
      <div class="fault" data-ref="fault" role="alert" hidden>
        <span data-ref="fault-text"></span>
        <button type="button" class="primary" data-ref="retry">Retry</button>
        <button type="button" data-ref="without">Play on without it</button>
      </div>
      <form class="entry" data-ref="entry" autocomplete="off">
        <label data-ref="entry-label" for="entry-text">Type a move or a whole turn</label>
        <div class="entry-row">
          <input data-ref="entry-text" id="entry-text" type="text" spellcheck="false" autocapitalize="off" />
          <button type="submit">Play</button>
        </div>
        <div class="entry-error" data-ref="entry-error" role="alert"></div>
      </form>
      <ol class="move-list" data-ref="move-list" aria-label="Moves"></ol>
      <p class="move-legend" data-ref="legend"></p>
      <div class="game-controls" data-ref="game-controls">
        <button type="button" data-ref="undo" title="Undo (Ctrl+Z)">Undo</button>
        <button type="button" data-ref="redo" title="Redo (Ctrl+Y)">Redo</button>
        <button type="button" data-ref="resign">Resign</button>
        <button type="button" data-ref="draw">Agree draw</button>
        <button type="button" data-ref="reset" title="Back to the position this board started from">Reset</button>
        <button type="button" data-ref="edit-position" title="Set up a position, starting from the one shown">Edit position</button>
        <button type="button" data-ref="copy-position" title="The position string of the position shown, to the clipboard">Copy position</button>
      </div>
      <dialog class="confirm" data-ref="confirm" role="alertdialog" aria-labelledby="confirm-text">
        <span data-ref="confirm-text" id="confirm-text"></span>
        <button type="button" class="primary" data-ref="confirm-yes">Yes</button>
        <button type="button" data-ref="confirm-no">No</button>
      </dialog>
      <a class="open-app" data-ref="open-app" target="_blank" rel="noopener" hidden>Open in twofold ↗</a>
      <section class="editor" data-ref="editor" aria-label="Set up a position">
        <div class="ed-status" data-ref="ed-status" role="status"></div>
        <ul class="ed-problems" data-ref="ed-problems" aria-label="Problems"></ul>
        <div class="ed-row">
          <button type="button" class="primary" data-ref="ed-play" title="Two players on this device">Play</button>
          <button type="button" data-ref="ed-computer" title="You play the side to move">Play the computer</button>
          <button type="button" data-ref="ed-analyse" title="Moves for both sides and the computer's evaluation">Analyse</button>
        </div>
        <div class="ed-row" role="group" aria-label="The whole board">
          <button type="button" data-ref="ed-clear">Clear board</button>
          <button type="button" data-ref="ed-start">Start array</button>
          <button type="button" data-ref="ed-mirror" title="Left and right exchanged">Mirror</button>
          <button type="button" data-ref="ed-swap" title="The same position for the other side: ranks turned over, colours and the side to move exchanged">Swap colours</button>
        </div>
        <fieldset><legend>Side to move</legend>
          <label><input type="radio" name="ed-side" value="w" data-ref="ed-side-w" /> White</label>
          <label><input type="radio" name="ed-side" value="b" data-ref="ed-side-b" /> Black</label>
        </fieldset>
        <fieldset data-ref="ed-castling-box"><legend>Castling rights</legend><div class="ed-choices" data-ref="ed-castling"></div></fieldset>
        <fieldset data-ref="ed-ep-box"><legend>En passant</legend><div class="ed-choices" data-ref="ed-ep"></div></fieldset>
        <div class="ed-row ed-counters">
          <label>Half-move clock <input type="number" min="0" step="1" inputmode="numeric" data-ref="ed-halfmove" /></label>
          <label>Turn number <input type="number" min="1" step="1" inputmode="numeric" data-ref="ed-turn" /></label>
        </div>
        <label class="ed-seventh" data-ref="ed-seventh-box"><span data-ref="ed-seventh-label"></span> <select data-ref="ed-seventh"></select></label>
        <label class="ed-fen">Position string <textarea data-ref="ed-fen" rows="3" spellcheck="false" autocapitalize="off"></textarea></label>
        <div class="ed-row">
          <button type="button" data-ref="ed-copy">Copy position string</button>
          <button type="button" data-ref="ed-link">Share link</button>
          <button type="button" data-ref="ed-embed" title="A diagram of this position for another web page">Embed snippet</button>
        </div>
        <div class="ed-row"><button type="button" data-ref="ed-back">Back to the game</button></div>
      </section>
    </div>
  </div>
  <div class="toast" data-ref="toast" role="alert" hidden></div>
  <div class="sr-only" data-ref="announce" aria-live="polite"></div>
</div>`;

/** Fills the shadow root and returns its elements by data-ref name. */
export function buildShadow(shadow) {
  shadow.innerHTML = MARKUP;
  const refs = {};
  for (const el of shadow.querySelectorAll('[data-ref]')) refs[el.dataset.ref] = el;
  return refs;
}
