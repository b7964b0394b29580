// Which form the full page takes on the screen it has. A phone held sideways
// (a short landscape window) gives the board the screen's whole height with
// the panel beside it: the turn's status and buttons first, then the page's
// own header and bars (the panel's "page-header" slot, www/app/sideways.js),
// then the row under the board (browsing, view.js) and the rest of the panel.

export const SIDEWAYS = '(orientation: landscape) and (max-height: 500px)';

/** Is this window a phone held sideways? */
export const isSideways = (win) => !!win.matchMedia?.(SIDEWAYS).matches;
