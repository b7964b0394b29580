// The npm package's entry that registers nothing (twofold-board/define-free,
// scripts/package.mjs): the class alone, for a site that registers it under
// a name of its own (customElements.define('game-board', TwofoldBoard)) or
// when it chooses.

export { TwofoldBoard, defineTwofoldBoard } from './board/element.js';
