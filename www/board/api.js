// What the board offers a page besides the element (element.js): the
// helpers the full page (www/app) shares with the board, so the page never
// reaches into the board's internals. Documented in README.md
// ("Architecture").

/** The options attribute ("collision three-prong") as the rules' JSON. */
export { optionsJson } from './loading.js';
/** The computer's levels, the default one, and a level as the New game dialog lists it. */
export { LEVELS, DEFAULT_LEVEL, levelLabel } from './computer.js';
/** The clock presets ("5+3") and a clock setting from one. */
export { CLOCK_PRESETS, clockFromPreset } from './clock.js';
/** Places a message clear of the given rects (the board's turn controls). */
export { placeToast } from './toast-place.js';
/** A piece's picture on a canvas, and its name. */
export { pieceCanvas, pieceName } from './pieces.js';
/** The media query of a phone held sideways, when the page moves its header into the board's panel. */
export { SIDEWAYS } from './page-form.js';
/** A piece's moves drawn on a small board around it, from the rules' pieceReach. */
export { pieceReach, reachCanvas } from './legend.js';
