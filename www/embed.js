// The embed script a wiki page loads (dist/embed.js, a fixed name):
//   <script type="module" src="https://…/twofold/embed.js"></script>
//   <twofold-board variant="chess2" moves="1.e4 c5,d6 2.Bb5+ Nd7" mode="replay"></twofold-board>
// It registers <twofold-board> and nothing else: no globals, no page styles.
//
// This file is a small loader with a fixed name; the board itself is a
// hashed chunk. A browser may hold an old embed.js after a deployment whose
// chunks are gone: then the old chunk's import fails, and the loader imports
// the current embed.js past the cache (a `fresh` query) and lets it define the
// board. Should that fail too, every board on the page says so in its box.

const FRESH = 'fresh';
const here = new URL(import.meta.url);
// The board's chunk. The build writes its hashed name here (vite.config.js,
// `embedLoader`), so that this file imports nothing statically: a failed
// static import would stop it before it could say anything.
const BOARD = import.meta.env.DEV ? './board/element.js' : '__TWOFOLD_BOARD_CHUNK__';

// What the board needs before it can draw, all requested as soon as this
// script runs, side by side (on a slow network each request in turn costs a
// round trip): the board's modules, the rules' glue and their wasm. The
// build writes the hashed names here (vite.config.js, `embedLoader`).
const PRELOADS = import.meta.env.DEV ? '' : '__TWOFOLD_PRELOADS__';

/** <link rel="modulepreload"> for each module, <link rel="preload" as="fetch" crossorigin> for the wasm (as the glue fetches it). */
function preload() {
  for (const path of PRELOADS.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.href = new URL(path, import.meta.url).href;
    if (path.endsWith('.wasm')) {
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    } else {
      link.rel = 'modulepreload';
    }
    document.head.append(link);
  }
}

async function load() {
  preload();
  const { TwofoldBoard, defineTwofoldBoard } = await import(/* @vite-ignore */ new URL(BOARD, import.meta.url).href);
  // "Open in twofold" leads to the full page beside this script (in the dev
  // server the script lives in www/, the page one level up); the npm
  // package's prebuilt folder has no page beside it (scripts/package.mjs).
  if (!import.meta.env.TWOFOLD_NO_APP) TwofoldBoard.appUrl = new URL(import.meta.env.DEV ? '../' : './', import.meta.url).href;
  defineTwofoldBoard();
}

load().catch(async (error) => {
  if (customElements.get('twofold-board')) return;
  if (!here.searchParams.has(FRESH)) {
    const current = new URL(here);
    current.search = '';
    current.searchParams.set(FRESH, String(Date.now()));
    try {
      await import(/* @vite-ignore */ current.href);
      return;
    } catch {
      // reported below
    }
  }
  if (customElements.get('twofold-board')) return;
  console.error('twofold: the board could not be loaded:', error);
  customElements.define('twofold-board', unavailableBoard());
});

/** A stand-in element that puts the failure into each board's box. */
function unavailableBoard() {
  return class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      const box = document.createElement('p');
      box.setAttribute('role', 'alert');
      box.style.cssText = 'margin:0;padding:0.8em 1em;border:1px solid #b3261e;border-radius:8px;color:#b3261e;background:#fff;font:15px/1.4 system-ui,sans-serif';
      box.textContent =
        'This board could not be loaded: its files were not found (the site that serves them may have been updated or be unreachable). Reloading the page usually fixes it.';
      root.append(box);
    }
  };
}
