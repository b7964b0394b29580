// npm run build's last step: the package `twofold-board` (the element, its
// modules, the piece art, the wasm and its glue, its types, a
// custom-elements.json, a prebuilt folder and a README of its own), packed by
// npm pack to dist/twofold-board-<version>.tgz.
//
// The package holds the files the entries www/twofold-board.js (registers
// <twofold-board>) and www/define-free.js (registers nothing) reach through
// their imports, followed here, with two changes so that every bundler
// (Vite, webpack, Rollup, esbuild) and Node read them as they are:
//   * the stylesheet (imported by the page's Vite as `board.css?inline`) is
//     a module of its own, board/board.css.js, exporting the text, and the
//     pieces' JSON one exporting the data (Rollup imports no JSON by itself);
//   * the wasm modules and their glue (www/pkg*) sit in core/ beside the
//     modules that name them with `new URL('./…', import.meta.url)`, so that
//     a bundler that leaves those URLs as they are (Rollup, esbuild) needs
//     only core/ copied beside its output.
// Nothing shipped may use a bundler's own import forms (checked below).
//
// embed/ is the prebuilt form (www/embed.js and the chunks, wasm and worker
// it loads, built here by Vite): a folder any static host serves to a plain
// <script type="module">.

import { copyFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { embedLoader, gamesOfTheRules, minifyWasmGlue } from '../vite.config.js';
import { classTypes, customElementsManifest, entryTypes, gameLists } from './package-api.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ENTRY = 'www/twofold-board.js';
const DEFINE_FREE = 'www/define-free.js';
const OUT = path.join(ROOT, 'target', 'package');
const DEST = path.join(ROOT, process.env.TWOFOLD_OUT_DIR || 'dist');

const SPECIFIERS =
  /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\((?:\s*\/\*[^*]*\*\/)*\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|import\.meta\.glob\(\s*['"]([^'"]+)['"]|new URL\(\s*['"]([^'"]+)['"],\s*import\.meta\.url\s*\)/g;
/** Import forms only a bundler understands: none may ship. */
const BUNDLER_ONLY = /\?(?:inline|url|raw|worker)\b|import\.meta\.(?:glob|env)\b/;

/** The specifier of a match of SPECIFIERS, as written. */
const specifierOf = (m) => m[1] || m[2] || m[3] || m[4] || m[5];

/** Every file the ES modules `entries` reach: static and dynamic imports, `?inline` imports, new URL(…, import.meta.url). */
function reached(entries) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of source.matchAll(SPECIFIERS)) visit(resolve(file, specifierOf(m), Boolean(m[5])));
  };
  for (const entry of entries) visit(entry);
  return [...files].sort();
}

/** The file a specifier in `file` names (wasm-bindgen's glue names its wasm as 'x_bg.wasm', relative to itself). */
function resolve(file, specifier, isUrl) {
  const spec = specifier.split('?')[0];
  const relative = isUrl && !spec.startsWith('.') ? `./${spec}` : spec;
  if (!relative.startsWith('.')) throw new Error(`${file} imports '${spec}': the package has no dependencies`);
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
}

/** Where a file of www/ goes in the package. */
function shipped(file) {
  const rel = path.posix.relative('www', file);
  if (rel === 'twofold-board.js') return 'index.js';
  const wasm = rel.match(/^pkg(?:-engine|-diagram|-any|-definitions)?\/([^/]+)$/);
  if (wasm) return `core/${wasm[1]}`;
  if (rel.endsWith('.css') || rel.endsWith('.json')) return `${rel}.js`;
  return rel;
}

/** A module's text as shipped: its specifiers pointing at the files' shipped places. */
function shippedSource(file) {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const from = path.posix.dirname(shipped(file));
  return source.replace(SPECIFIERS, (...m) => {
    const whole = m[0];
    const spec = specifierOf(m);
    let to = path.posix.relative(from, shipped(resolve(file, spec, Boolean(m[5]))));
    if (!to.startsWith('.')) to = `./${to}`;
    return whole.replace(spec, to);
  }).replace(/(['"][^'"]+\.json\.js['"])\s*with\s*\{\s*type:\s*['"]json['"]\s*\}/g, '$1');
}

const files = reached([ENTRY, DEFINE_FREE]);
for (const wasm of ['www/pkg/twofold_bg.wasm', 'www/pkg-engine/twofold_engine_bg.wasm', 'www/pkg-diagram/twofold_diagram_bg.wasm', 'www/pkg-any/twofold_any_bg.wasm', 'www/pkg-definitions/twofold_definitions_bg.wasm']) {
  if (!files.includes(wasm)) throw new Error(`${wasm} is not reached: run scripts/wasm.sh first`);
}
const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const version = process.env.TWOFOLD_VERSION || root.version;
const games = await gamesOfTheRules();

rmSync(OUT, { recursive: true, force: true });
const written = [];
const write = (name, text) => {
  const to = path.join(OUT, name);
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, text);
  written.push(name);
};
for (const file of files) {
  const name = shipped(file);
  if (file.endsWith('.css')) write(name, `// ${path.basename(file)}, as text for a constructed stylesheet (scripts/package.mjs).\nexport default ${JSON.stringify(readFileSync(path.join(ROOT, file), 'utf8'))};\n`);
  else if (file.endsWith('.json')) write(name, `// ${path.basename(file)} as a module (scripts/package.mjs): not every bundler imports JSON.\nexport default ${readFileSync(path.join(ROOT, file), 'utf8').trim()};\n`);
  else if (file.endsWith('.js')) {
    const text = shippedSource(file);
    const bad = text.match(BUNDLER_ONLY);
    if (bad) throw new Error(`${file} uses '${bad[0]}', which only some bundlers understand`);
    write(name, text);
  } else {
    mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(OUT, name));
    written.push(name);
  }
}

// Types and the Custom Elements Manifest.
write('define-free.d.ts', classTypes(games));
write('index.d.ts', entryTypes());
write('custom-elements.json', `${JSON.stringify(customElementsManifest(games, { classModule: 'board/element.js', defineModule: 'define-free.js', entryModule: 'index.js' }), null, 2)}\n`);

// The README with the rules' games and options, and the LICENSE.
const { gamesList, optionsList } = gameLists(games);
const readme = readFileSync(path.join(ROOT, 'hosting/package/README.md'), 'utf8')
  .replaceAll('@VERSION@', version)
  .replace('@GAMES@', gamesList)
  .replace('@OPTIONS@', optionsList)
  // Its links into the repository's docs (checked by scripts/docs.test.mjs)
  // point into the tarball, which carries the docs: the project has no public
  // address yet for a repository or homepage field.
  .replaceAll('](../../docs/', '](docs/');
if (/@[A-Z]+@/.test(readme)) throw new Error(`hosting/package/README.md: ${readme.match(/@[A-Z]+@/)[0]} is not filled in`);
write('README.md', readme);
copyFileSync(path.join(ROOT, 'LICENSE'), path.join(OUT, 'LICENSE'));
// The docs the README links (a folder whole), with the pictures they show.
for (const doc of new Set([...readme.matchAll(/\]\(docs\/([^)#]+)/g)].map((m) => m[1]))) {
  cpSync(path.join(ROOT, 'docs', doc), path.join(OUT, 'docs', doc), { recursive: true });
}
for (const name of readdirSync(path.join(OUT, 'docs'), { recursive: true, withFileTypes: true })) {
  if (name.isFile()) written.push(path.relative(OUT, path.join(name.parentPath, name.name)));
}

// The prebuilt folder: the embed script, its chunks, the wasm and the worker.
await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  base: './',
  define: { 'import.meta.env.TWOFOLD_NO_APP': 'true' },
  build: {
    outDir: path.join(OUT, 'embed'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    copyPublicDir: false,
    rollupOptions: {
      input: { embed: 'www/embed.js', board: 'www/board/element.js' },
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js') },
    },
  },
  worker: { format: 'es' },
  plugins: [embedLoader, minifyWasmGlue],
});
for (const name of readdirSync(path.join(OUT, 'embed'), { recursive: true })) {
  if (name.endsWith('.js') || name.endsWith('.wasm')) written.push(`embed/${name}`);
}

const manifest = {
  name: 'twofold-board',
  version,
  description: 'The twofold board (<twofold-board>): doubled chess variants in a web component, for any bundler or a plain script tag',
  license: root.license,
  engines: root.engines,
  type: 'module',
  main: './index.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './define-free': { types: './define-free.d.ts', default: './define-free.js' },
    './custom-elements.json': './custom-elements.json',
    './embed/*': './embed/*',
    './package.json': './package.json',
  },
  customElements: 'custom-elements.json',
  // What the entries reach and the rest listed above (npm adds package.json, README.md and LICENSE).
  files: written.filter((f) => f !== 'README.md').sort(),
  // index.js registers the element; the modules keep one rules instance and one worker per page.
  sideEffects: true,
};
writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
mkdirSync(DEST, { recursive: true });
const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', DEST], { cwd: OUT, encoding: 'utf8' }).trim().split('\n').pop();
console.log(`${path.relative(ROOT, path.join(DEST, packed))}: ${manifest.files.length} files`);
