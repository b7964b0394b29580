// npm run build's last step: the package `twofold-board` (the element, its
// modules, the piece art, the wasm and its glue, and a README of its own),
// packed by npm pack to dist/twofold-board-<version>.tgz.
//
// The package holds exactly the files the entry www/twofold-board.js reaches
// through its imports (followed here), at the same relative paths, so the
// site's Vite resolves them as ours does.

import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ENTRY = 'www/twofold-board.js';
const OUT = path.join(ROOT, 'target', 'package');
const DEST = path.join(ROOT, process.env.TWOFOLD_OUT_DIR || 'dist');

/** Every file an ES module reaches: static and dynamic imports, `?url`/`?inline` imports, import.meta.glob, new URL(…, import.meta.url). */
function reached(entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const specifiers = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|import\.meta\.glob\(\s*['"]([^'"]+)['"]|new URL\(\s*['"]([^'"]+)['"],\s*import\.meta\.url\s*\)/g;
    for (const m of source.matchAll(specifiers)) {
      const spec = (m[1] || m[2] || m[3] || m[4] || m[5]).split('?')[0];
      // (wasm-bindgen's glue names its wasm as 'x_bg.wasm', relative to itself.)
      const relative = m[5] && !spec.startsWith('.') ? `./${spec}` : spec;
      if (!relative.startsWith('.')) throw new Error(`${file} imports '${spec}': the package has no dependencies`);
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), relative)));
    }
  };
  visit(entry);
  return [...files].sort();
}

const files = reached(ENTRY);
for (const wasm of ['www/pkg/twofold_bg.wasm', 'www/pkg-engine/twofold_engine_bg.wasm', 'www/pkg-diagram/twofold_diagram_bg.wasm']) {
  if (!files.includes(wasm)) throw new Error(`${wasm} is not reached: run scripts/wasm.sh first`);
}
const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const version = process.env.TWOFOLD_VERSION || root.version;

rmSync(OUT, { recursive: true, force: true });
for (const file of files) {
  const to = path.join(OUT, path.relative('www', file));
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(path.join(ROOT, file), to);
}
copyFileSync(path.join(ROOT, 'hosting/package/README.md'), path.join(OUT, 'README.md'));
const entry = path.relative('www', ENTRY);
const manifest = {
  name: 'twofold-board',
  version,
  description: 'The twofold board (<twofold-board>): doubled chess variants in a web component, for sites built with Vite',
  license: root.license || 'MIT',
  type: 'module',
  exports: { '.': `./${entry}` },
  // Only what the entry reaches (npm adds package.json and README.md).
  files: files.map((f) => path.relative('www', f)),
  sideEffects: true,
};
writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
mkdirSync(DEST, { recursive: true });
const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', DEST], { cwd: OUT, encoding: 'utf8' }).trim().split('\n').pop();
console.log(`${path.relative(ROOT, path.join(DEST, packed))}: ${files.length} files`);
