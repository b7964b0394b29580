// Links that open a game: ?variant=<id>&position=<position string>
// &moves=<movetext>&options=<space-separated option names>, and for a game
// written as text &rules=<its definitions, deflated (link-codec.js)> (links made
// before options were names carry a JSON object; both are read). With
// `&edit` the link opens the setup editor on that game's board instead.
// A game by link carries its game in the fragment: `#play=…`.

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
  return { variant, position: p.get('position') || null, moves: p.get('moves') || '', options, edit: p.has('edit'), rulesCode: p.get('rules') || null };
}

/**
 * A game by link's payload: from the fragment (`#play=…`, which browsers
 * never send to a server, so no server logs or limits it), or from the query
 * of links made before (`?play=…`). Null when the address holds none.
 */
export function readPlayCode(location) {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('play');
  return fromHash ?? new URLSearchParams(location.search).get('play');
}

/** Removes the game parameters from the address bar, a game link's fragment too (the saved game takes over). */
export function clearUrlGame(location, history) {
  const playHash = /^#play=/.test(location.hash);
  if (!location.search && !playHash) return;
  history.replaceState(null, '', location.pathname + (playHash ? '' : location.hash));
}
