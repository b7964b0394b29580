// What a board's game is, as others keep it: the state a save needs, and
// a link that opens the game.

import { completeTurns } from './state.js';

/** "Open in twofold": the full page with this board's game (or position) as a new game. */
export function updateOpenLink(s) {
  const a = s.refs['open-app'];
  // (Hidden without a full page to open: panel.js.)
  if (a.hidden) return;
  a.href = shareUrl(s, s.appUrl);
}

/** The moves of the game `g`, and the result when it is over, so a link keeps how it ended. */
function movetextWithResult(g) {
  const st = g.status();
  return `${g.movetext()}${st.over ? ` ${st.result}` : ''}`.trim();
}

/** A link to `base` that opens this board's game: variant, options, start and moves, and the definitions of a game written as text (deflated: element.js). */
export function shareUrl(s, base) {
  const p = new URLSearchParams();
  p.set('variant', s.game.variantId());
  if (s.spec.rulesCode) p.set('rules', s.spec.rulesCode);
  const start = s.game.startPosition();
  if (start) p.set('position', start);
  const moves = movetextWithResult(s.game);
  if (moves) p.set('moves', moves);
  const opts = JSON.parse(s.game.optionsJson());
  const on = Object.keys(opts).filter((k) => opts[k]);
  if (on.length) p.set('options', on.join(' '));
  const url = new URL(base);
  url.search = p.toString();
  return url.href;
}

/**
 * The state a save needs: the whole game (undone turns included) and where
 * it stands. A turn awaiting confirmation (confirm-turn) is not the game's
 * yet: what is kept, sent by link or restored is the game before it.
 */
export function saveState(s) {
  if (!s.confirming) return stateOf(s, s.game);
  const turns = completeTurns(s);
  const before = s.game.snapshotAt(turns.length > 1 ? turns[turns.length - 2].steps : 0);
  try {
    return stateOf(s, before);
  } finally {
    before.free?.();
  }
}

function stateOf(s, g) {
  const st = g.status();
  const full = g.fullHistory().filter((t) => t.complete).length;
  let ended = null;
  if (st.reason === 'resignation') ended = 'resigned';
  else if (st.reason === 'agreement') ended = 'draw';
  return {
    variant: g.variantId(),
    options: JSON.parse(g.optionsJson()),
    position: g.startPosition() || null,
    moves: g.fullRecord(),
    movetext: movetextWithResult(g),
    undoneTo: st.canRedo ? g.ply() : null,
    ended,
    mode: s.mode,
    player: s.player,
    computerSide: s.computer.side,
    level: s.computer.level,
    orientation: s.view.orientation,
    clock: s.clock.state(),
    turns: full,
    toMove: st.sideToMove,
    result: st.over ? st.result : null,
    name: g.variantName(),
    // A game written as text: its definitions, so that it can be loaded anywhere again.
    ...(s.spec?.rules ? { rules: s.spec.rules } : {}),
    premove: premoveNames(s),
  };
}

/** The premove as square names, for a save: { from, to, promo } or null. */
function premoveNames(s) {
  const p = s.premove;
  if (!p || !s.geom) return null;
  return { from: s.geom.squareNames[p.from], to: s.geom.squareNames[p.to], promo: p.promo || null };
}
