// Links that open a game: ?variant=<id>&position=<position string>
// &moves=<movetext>&options=<space-separated option names> (links made
// before options were names carry a JSON object; both are read). With
// `&edit` the link opens the setup editor on that game's board instead.

/** The game a link asks for, or null. */
export function readUrlGame(search) {
  const p = new URLSearchParams(search);
  const variant = p.get('variant');
  if (!variant) return null;
  let options = p.get('options') || '';
  if (options.trim().startsWith('{')) {
    try {
      const o = JSON.parse(options);
      options = Object.keys(o).filter((k) => o[k]).join(' ');
    } catch {
      /* the rules will refuse it with a message */
    }
  }
  return { variant, position: p.get('position') || null, moves: p.get('moves') || '', options, edit: p.has('edit') };
}

/** Removes the game parameters from the address bar (the saved game takes over). */
export function clearUrlGame(location, history) {
  if (!location.search) return;
  history.replaceState(null, '', location.pathname + location.hash);
}
