// The npm package's entry (twofold-board, scripts/package.mjs): importing
// it registers <twofold-board> (on a server, where there are no custom
// elements, it registers nothing and does not throw). The site's own bundler
// bundles the element and emits the wasm, its glue and the engine's worker
// as assets. twofold-board/define-free is the same without the registration.

import { TwofoldBoard, defineTwofoldBoard } from './define-free.js';

defineTwofoldBoard();

export { TwofoldBoard, defineTwofoldBoard };
