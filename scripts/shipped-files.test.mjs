// What ships carries nothing of the machine that built it nor of the tests:
// the site (dist/, with the package's tarball, read unpacked) and the wasm
// modules (www/pkg*) hold no build paths (a home folder, the cargo registry,
// the checkout's own folder: scripts/wasm.sh remaps them) and no test hook
// (fault injection lives in tests-e2e/wasm-faults.js alone). Run after the
// build: node --test scripts/shipped-files.test.mjs (scripts/test.sh).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SHIPPED = ['dist', 'www/pkg', 'www/pkg-engine', 'www/pkg-diagram', 'www/pkg-any', 'www/pkg-definitions'];

/** Texts no shipped file may hold, with why. */
const FORBIDDEN = [
  ['/root/', "the build machine's home folder"],
  ['/home/', 'a home folder'],
  ['.cargo/registry', "cargo's registry of sources"],
  ['.rustup/', 'the Rust toolchain'],
  [ROOT, "the checkout's folder"],
  [`${os.homedir()}/`, 'the home folder of this build'],
  ['simulateCrash', 'a test hook'],
  ['simulated by a test', 'a test hook'],
  ['__twofoldTrap', 'the tests’ fault injection'],
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A file's bytes as text (latin1 keeps every byte); a .tgz unpacked (a tar is its files' bytes in a row). */
function text(file) {
  const bytes = readFileSync(file);
  return (file.endsWith('.tgz') || file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
}

test('the built files are there (the build ran first)', () => {
  for (const dir of SHIPPED) assert.ok(existsSync(path.join(ROOT, dir)), `${dir} is missing: build first (scripts/wasm.sh, vite build, scripts/package.mjs)`);
  const names = [...files(path.join(ROOT, 'dist'))].map((f) => path.basename(f));
  assert.ok(names.some((n) => n.endsWith('.wasm')), 'dist holds the wasm modules');
  assert.ok(names.some((n) => /^twofold-board-.*\.tgz$/.test(n)), 'dist holds the package');
});

test('no shipped file names a build path or holds a test hook', () => {
  const found = [];
  let count = 0;
  for (const dir of SHIPPED.map((d) => path.join(ROOT, d)).filter(existsSync)) {
    for (const file of files(dir)) {
      count++;
      const body = text(file);
      for (const [needle, what] of FORBIDDEN) {
        const at = body.indexOf(needle);
        if (needle && at >= 0) found.push(`${path.relative(ROOT, file)}: ${what}: …${body.slice(Math.max(0, at - 20), at + 60).replace(/[^\x20-\x7e]/g, '.')}…`);
      }
    }
  }
  assert.ok(count > 10, `only ${count} files read`);
  assert.deepEqual(found, []);
});
