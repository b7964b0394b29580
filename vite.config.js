import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { minifySync } from 'rolldown/utils';

// The pages are index.html (the game), embed.html (the iframe form of the
// embed), embed-demo.html and variant.html (writing a variant) at the
// repository root; their sources live in
// www/. scripts/wasm.sh builds the wasm modules (cargo and wasm-bindgen): the
// rules into www/pkg (the page's thread), the engine into www/pkg-engine
// (the engine worker's alone) and the diagrams into www/pkg-diagram.
// www/embed.js is built to dist/embed.js under that fixed name, because
// other sites link it; everything it loads is hashed under dist/assets/.
//
// Offline: the service worker www/sw.js, with the list of every file of the
// site put in by vite-plugin-pwa (injectManifest), precaches the site and
// keeps the previous version's files for one update; the pages register it
// once their board is drawn (www/app/offline.js). Every URL is relative, so dist/ works
// under any sub-path.

/**
 * The Content-Security-Policy the built pages carry (a meta tag; a host may
 * send the same as a header). Nothing inline: the board's styles are
 * constructed stylesheets, the pieces are drawn from path data, scripts and
 * the wasm come from the site itself. Not in the dev server, whose live
 * reload needs more.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' blob:", // Share → Diagram paints its SVG (a blob: image) into a PNG
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const contentSecurityPolicy = {
  name: 'twofold-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
};

/**
 * What a board needs before it can draw, as file names under dist/: the
 * board's static imports, the rules' glue and their wasm (imported by URL,
 * core/rules.js), the wasm last.
 */
function boardFiles(bundle, board, plugin) {
  const imports = new Set();
  const follow = (fileName) => {
    for (const name of bundle[fileName]?.imports || []) {
      if (imports.has(name)) continue;
      imports.add(name);
      follow(name);
    }
  };
  follow(board.fileName);
  const rules = Object.values(bundle).filter((a) => a.type === 'asset' && a.originalFileNames?.some((n) => /^www\/pkg\/twofold(_bg\.wasm|\.js)$/.test(n)));
  if (rules.length !== 2) plugin.error(`the rules' glue and wasm are missing (found ${rules.map((a) => a.fileName).join(', ')})`);
  rules.sort((a, b) => Number(a.fileName.endsWith('.wasm')) - Number(b.fileName.endsWith('.wasm')));
  return [...imports, ...rules.map((a) => a.fileName)];
}

/**
 * dist/embed.js imports nothing statically (see www/embed.js): the board is
 * its own entry (its exports keep their names), and its hashed file name is
 * written into the loader once the bundle is named.
 */
export const embedLoader = {
  name: 'twofold-embed-loader',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const board = chunks.find((c) => c.isEntry && c.name === 'board');
    const loader = chunks.find((c) => c.fileName === 'embed.js');
    if (!loader) return;
    if (!board) this.error('embed.js: the board entry is missing');
    if (loader.imports.length) this.error(`embed.js must import nothing statically, but imports ${loader.imports.join(', ')}`);
    const placeholder = '__TWOFOLD_BOARD_CHUNK__';
    if (!loader.code.includes(placeholder)) this.error('embed.js: the board chunk placeholder is missing');
    loader.code = loader.code.replaceAll(placeholder, `./${board.fileName}`);
    // What a board needs before it can draw, fetched at once when embed.js
    // runs rather than one after another (boardFiles).
    const preloads = '__TWOFOLD_PRELOADS__';
    if (!loader.code.includes(preloads)) this.error('embed.js: the preloads placeholder is missing');
    const list = boardFiles(bundle, board, this).map((f) => `./${f}`).join(' ');
    loader.code = loader.code.replaceAll(preloads, list);
  },
};

/**
 * dist/board-files.json (a fixed name, no-cache like embed.js): the hashed
 * files a board needs before it can draw, the board's module first, the wasm
 * last. A wiki reads it to ask for them in its pages' head beside embed.js
 * (docs/mediawiki.md), a round trip and more sooner than embed.js can.
 */
export const boardFilesList = {
  name: 'twofold-board-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    const board = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'board');
    if (!board) this.error('board-files.json: the board entry is missing');
    const files = [board.fileName, ...boardFiles(bundle, board, this)];
    this.emitFile({ type: 'asset', fileName: 'board-files.json', source: `${JSON.stringify(files)}\n` });
  },
};

/**
 * The wasm-bindgen glue of the page's rules and of the module loaded on
 * demand (www/pkg/twofold.js, www/pkg-diagram/twofold_diagram.js) is
 * imported by URL (core/rules.js: a fresh instance after a crash needs a URL
 * of its own), so the build would copy it as it is; it is minified here with
 * the bundler's own minifier, as every chunk is (twofold.js: 6,314 → 3,336
 * bytes gzipped, in what a page with one board downloads). Its exports keep
 * their names; its file name keeps the hash of the glue as wasm-bindgen wrote
 * it, which decides the minified text.
 */
export const minifyWasmGlue = {
  name: 'twofold-minify-wasm-glue',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const asset of Object.values(bundle)) {
      if (asset.type !== 'asset' || !asset.originalFileNames?.some((n) => /^www\/pkg[^/]*\/[^/]+\.js$/.test(n))) continue;
      const source = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const result = minifySync(asset.fileName, source, { module: true, compress: true, mangle: true });
      if (result.errors.length) this.error(`${asset.fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
      asset.source = result.code;
    }
  },
};

/**
 * The games the built rules offer (www/pkg), for the MediaWiki template's
 * documentation and TemplateData: a game added to the rules appears there by itself.
 */
export async function gamesOfTheRules() {
  const rules = await import('./www/pkg/twofold.js');
  rules.initSync({ module: readFileSync(new URL('./www/pkg/twofold_bg.wasm', import.meta.url)) });
  return rules.variants();
}

/** Template:Twofold with its lists of games and options filled in from the rules. */
export function templateWithGames(text, games) {
  const options = [...new Set(games.flatMap((g) => g.options.map((o) => o.id)))];
  const list = games.map((g) => `* <code>${g.id}</code>: ${g.name}${g.options.length ? ` (options: ${g.options.map((o) => `<code>${o.id}</code>`).join(', ')})` : ''}`);
  return text
    .replace('@GAMES_LIST@', list.join('\n'))
    .replace('@GAMES_JSON@', JSON.stringify(games.map((g) => g.id)))
    .replace('@OPTIONS_JSON@', JSON.stringify(options));
}

/** The MediaWiki kit (hosting/mediawiki, docs/mediawiki.md) goes to dist/mediawiki/, the template's game lists filled in. */
const mediawikiKit = {
  name: 'twofold-mediawiki-kit',
  apply: 'build',
  async generateBundle() {
    const dir = new URL('./hosting/mediawiki/', import.meta.url);
    const games = await gamesOfTheRules();
    // The Twofold extension is a folder of its own (mediawiki/Twofold/).
    for (const name of readdirSync(dir, { recursive: true })) {
      if (!statSync(new URL(name, dir)).isFile()) continue;
      let source = readFileSync(new URL(name, dir));
      if (name === 'Template-Twofold.wiki') source = templateWithGames(source.toString('utf8'), games);
      this.emitFile({ type: 'asset', fileName: `mediawiki/${name}`, source });
    }
    // The games' names by id, for the Twofold extension's boxes (a new game's name appears by itself).
    const names = Object.fromEntries(games.map((g) => [g.id, g.name]));
    this.emitFile({ type: 'asset', fileName: 'mediawiki/Twofold/games.json', source: `${JSON.stringify(names, null, '\t')}\n` });
  },
};

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Shown in Help; a new deployment is a new version (TWOFOLD_VERSION overrides). */
const version = process.env.TWOFOLD_VERSION || pkg.version;

export default defineConfig({
  base: './',
  define: { __TWOFOLD_VERSION__: JSON.stringify(version) },
  build: {
    outDir: process.env.TWOFOLD_OUT_DIR || 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        main: 'index.html',
        frame: 'embed.html',
        demo: 'embed-demo.html',
        author: 'variant.html',
        embed: 'www/embed.js',
        board: 'www/board/element.js',
        // The MediaWiki kit's head script (docs/mediawiki.md): its boxes made boards at once.
        'wiki-boxes': 'www/wiki-boxes.js',
        // The Twofold extension's head script: its tags' boxes made boards at once.
        'wiki-tags': 'www/wiki-tags.js',
      },
      // The embed script keeps its exports (none) and its exact name. An
      // entry's chunk may export more than the entry does: the board's is
      // then the chunk the page shares with it, not a re-export one more
      // request away (85 bytes gzipped of a view board's page).
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: (chunk) => (['embed', 'wiki-boxes', 'wiki-tags'].includes(chunk.name) ? `${chunk.name}.js` : 'assets/[name]-[hash].js'),
      },
    },
  },
  // The computer player's worker imports the engine's wasm module: ES module workers.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [
    contentSecurityPolicy,
    embedLoader,
    boardFilesList,
    minifyWasmGlue,
    mediawikiKit,
    VitePWA({
      // A new version waits until the player chooses to reload.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: './',
        name: 'twofold — doubled chess variants',
        short_name: 'twofold',
        description: 'Two-Prong Chess, Chess2, Dual Chess, Chess on Two Boards and Double Move Double Chess: play a friend or the computer, offline too.',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: '#2f6db5',
        background_color: '#f7f3ec',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      // Our own worker (www/sw.js), which keeps the previous version's files
      // for one update so that tabs still running it keep working.
      strategies: 'injectManifest',
      srcDir: 'www',
      filename: 'sw.js',
      injectManifest: {
        // (the manifest is added by the plugin itself)
        // Both wasm modules: the engine's too, so that the computer plays offline.
        globPatterns: ['**/*.{html,js,css,wasm,png,svg,ini}'],
        // The MediaWiki kit is for wiki admins, not for playing.
        globIgnores: ['mediawiki/**'],
      },
    }),
  ],
});
