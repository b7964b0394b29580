// Premoves (premove.js) are a chunk of their own, fetched before a game in
// which the player can premove loads — against the computer, or by link
// (element.js, as the setup editor's code is): a board that shows, replays
// or analyses games never downloads them. Until the code is here the
// board's premove actions do nothing (no premove can be made then).

let code = null;
let fetching = null;
let failed = false;

/** Does a game of this spec let the player premove (the computer's side, or a friend's by link, is the other's)? */
export const premovable = (spec) => spec.mode === 'computer' || !!spec.player;

/** Should the premoves' code be fetched before this load? (Not again after a failed fetch: the game then plays without premoves.) */
export const premoveCodeNeeded = (spec) => premovable(spec) && !code && !failed;

/** Fetches the premoves' code (once). */
export function fetchPremoveCode() {
  fetching ??= import('./premove.js').then(
    (m) => {
      code = m;
    },
    () => {
      fetching = null;
      failed = true;
    },
  );
  return fetching;
}

/** s: the board's state (state.js); a: its actions. premove.js's actions, once its code is here. */
export function premoveActions(s, a) {
  let actions = null;
  const real = () => (actions ??= code?.premoveActions(s, a) ?? null);
  return {
    premovePress: (index) => real()?.premovePress(index) ?? false,
    queuePremove: (to) => real()?.queuePremove(to),
    cancelPremove: () => real()?.cancelPremove() ?? false,
    playPremoveIfDue: () => real()?.playPremoveIfDue(),
  };
}
