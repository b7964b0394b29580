// The npm package's entry (twofold-board, scripts/package.mjs): importing
// it registers <twofold-board>. The site's own Vite bundles the element and
// emits the wasm, its glue and the engine's worker as assets.

import { TwofoldBoard, defineTwofoldBoard } from './board/element.js';

defineTwofoldBoard();

export { TwofoldBoard, defineTwofoldBoard };
