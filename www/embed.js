// The embed script a wiki page loads (dist/embed.js, a fixed name):
//   <script type="module" src="https://…/twofold/embed.js"></script>
//   <twofold-board variant="chess2" moves="1.e4 c5,d6 2.Bb5+ Nd7" mode="replay"></twofold-board>
// It registers <twofold-board> and nothing else: no globals, no page styles.

import { TwofoldBoard, defineTwofoldBoard } from './board/element.js';

// "Open in twofold" leads to the full page beside this script (in the dev
// server the script lives in www/, the page one level up).
TwofoldBoard.appUrl = new URL(import.meta.env.DEV ? '../' : './', import.meta.url).href;
defineTwofoldBoard();
