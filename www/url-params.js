// Share links: ?variant=<id>&position=<position string>&moves=<move text>
// (&options=<json> when options differ from the defaults).

export function readUrlGame(search = location.search) {
  const p = new URLSearchParams(search);
  const variant = p.get('variant');
  if (!variant) return null;
  return {
    variant,
    position: p.get('position') || null,
    moves: p.get('moves') || '',
    options: p.get('options') || null,
  };
}

export function shareUrl({ variant, position, moves, options }) {
  const p = new URLSearchParams();
  p.set('variant', variant);
  if (position) p.set('position', position);
  if (moves) p.set('moves', moves);
  if (options && options !== '{}') p.set('options', options);
  return `${location.origin}${location.pathname}?${p.toString()}`;
}

/** Removes the game parameters from the address bar (the autosave takes over). */
export function clearUrlGame() {
  if (!location.search) return;
  history.replaceState(null, '', location.pathname + location.hash);
}

/** The turns of a move text: "1.e4 c5,d6 2.Bb5+" → ["e4", "c5,d6", "Bb5+"]. */
export function splitMoves(text) {
  return text
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^\d+\.(\.\.)?/, ''))
    .filter((t) => t && !/^(1-0|0-1|1\/2-1\/2|½[-–]½|\*)$/.test(t));
}
