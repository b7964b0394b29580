// The npm package: `npm run build` packs dist/twofold-board-<version>.tgz;
// a scratch Vite site in a temporary folder installs it from the file,
// imports 'twofold-board' in its own script, builds with Vite, and its
// build shows a board that plays a move, a computer that answers and a setup
// editor (the wasm and the worker emitted by the site's build). From the
// same install: the package's metadata, its README, an import on a server
// (Node) and its types under a strict tsc.

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from './static-server.mjs';
import { boardReady, desktopFlow, documentedDebug, state, tapSquare, watchConsole } from './helpers.js';
import { loadRules } from '../crates/wasm/js-tests/modules.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const tarball = path.resolve('dist', `twofold-board-${version}.tgz`);
const vite = path.resolve('node_modules/vite/bin/vite.js');

// One scratch site for the whole file: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

let dir;
let site;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  expect(existsSync(tarball), `${tarball} (npm run build, or node scripts/package.mjs after the build)`).toBe(true);
  dir = mkdtempSync(path.join(tmpdir(), 'twofold-scratch-site-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'scratch-site', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A site that builds</title><link rel="icon" href="data:,"></head><body>
<twofold-board id="play" variant="chess" mode="play" coordinates="off"></twofold-board>
<twofold-board id="computer" variant="chess" mode="computer" computer-side="white" level="1"></twofold-board>
<twofold-board id="edit" variant="chess" mode="edit"></twofold-board>
<script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    "import 'twofold-board';\nimport { TwofoldBoard } from 'twofold-board';\ndocument.body.dataset.board = String(customElements.get('twofold-board') === TwofoldBoard);\n",
  );
  // docs/package.md's recipe, as written, beside a copy of the tarball.
  const section = readFileSync('docs/package.md', 'utf8');
  const install = section.match(/```sh\n(.*)\n```/)[1];
  expect(install).toBe(`npm install ./twofold-board-${version}.tgz`);
  expect(section.match(/```js\n(.*)\n```/)[1]).toBe("import 'twofold-board';");
  copyFileSync(tarball, path.join(dir, path.basename(tarball)));
  execFileSync('bash', ['-c', `${install} --no-audit --no-fund --offline`], { cwd: dir, stdio: 'pipe' });
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'pipe' });
  site = await serve({ root: path.join(dir, 'dist') });
});
test.afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the package is minimal: its exports, its files, its README', () => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'node_modules/twofold-board/package.json'), 'utf8'));
  expect(manifest.name).toBe('twofold-board');
  expect(manifest.version).toBe(version);
  expect(manifest.exports['.']).toEqual({ types: './index.d.ts', default: './index.js' });
  expect(manifest.dependencies).toBeUndefined();
  // Every file listed is reached from the entry; nothing of the app or the tests.
  expect(manifest.files).toContain('core/twofold_bg.wasm');
  expect(manifest.files).toContain('core/engine-worker.js');
  expect(manifest.files).toContain('core/twofold_engine_bg.wasm');
  // The module the setup editor fetches when it first opens.
  expect(manifest.files).toContain('core/twofold_diagram_bg.wasm');
  // The modules a board fetches when it first meets a game written as text.
  expect(manifest.files).toContain('core/twofold_any_bg.wasm');
  expect(manifest.files).toContain('core/twofold_definitions_bg.wasm');
  expect(manifest.files.filter((f) => f.startsWith('app/') || f.includes('test'))).toEqual([]);
  const readme = readFileSync(path.join(dir, 'node_modules/twofold-board/README.md'), 'utf8');
  for (const word of ['`variant`', '`moves`', '`mode`', 'CORS', 'Content-Security-Policy', "'wasm-unsafe-eval'"]) expect(readme).toContain(word);
  // The site's build emitted the wasm and the worker as its own assets.
  const assets = readdirSync(path.join(dir, 'dist/assets'));
  // The rules', the engine's, the editor's (on demand), and for games written as text the reader's and the rules' that load them (on demand).
  expect(assets.filter((f) => f.endsWith('.wasm')).length).toBe(5);
  expect(assets.some((f) => f.startsWith('engine-worker'))).toBe(true);
});

test('the scratch site built with the package shows a board that plays, the computer answers, the setup editor opens', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.goto(site.url);
  await expect(page.locator('body')).toHaveAttribute('data-board', 'true');
  await boardReady(page, 0);
  const touch = testInfo.project.name === 'phone';
  await tapSquare(page, 'e2', touch, 0);
  await tapSquare(page, 'e4', touch, 0);
  await expect.poll(async () => (await state(page, 0)).history.map((t) => t.text)).toEqual(['e4']);
  await boardReady(page, 1);
  await expect.poll(async () => (await state(page, 1)).history.length, { timeout: 30_000 }).toBe(1);
  // The setup editor, with the module it fetches when it first opens.
  await page.locator('#edit').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => document.querySelector('#edit').debug?.editor()?.ok)).toBe(true);
  // The package's element exposes the documented read-only views alone.
  expect(await page.evaluate(() => Object.keys(document.querySelector('#edit').debug))).toEqual(documentedDebug());
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-package-site.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('the package has its LICENSE, engines and entries (package.json exported)', ({}, testInfo) => {
  desktopFlow(testInfo);
  const installed = path.join(dir, 'node_modules/twofold-board');
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const root = JSON.parse(readFileSync('package.json', 'utf8'));
  expect(manifest.license).toBe('MIT');
  expect(readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toBe(readFileSync('LICENSE', 'utf8'));
  expect(readFileSync('LICENSE', 'utf8')).toContain('MIT License');
  // No public address yet: no repository or homepage field to invent.
  expect(manifest.repository).toBe(root.repository);
  expect(manifest.engines.node).toMatch(/^>=\d+/);
  expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './define-free', './package.json', './custom-elements.json']));
  // The Custom Elements Manifest names the element, its attributes and events.
  const cem = JSON.parse(readFileSync(path.join(installed, manifest.customElements), 'utf8'));
  const element = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'twofold-board');
  expect(element.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['variant', 'options', 'moves', 'mode', 'computer-side']));
  expect(element.events.map((e) => e.name)).toEqual(expect.arrayContaining(['ready', 'turn', 'gameover']));
  expect(cem.modules.flatMap((m) => m.exports).some((e) => e.kind === 'custom-element-definition' && e.name === 'twofold-board')).toBe(true);
});

test('the package README lists every game and option of the rules and links the documentation', async ({}, testInfo) => {
  desktopFlow(testInfo);
  const readme = readFileSync(path.join(dir, 'node_modules/twofold-board/README.md'), 'utf8');
  const rules = await loadRules();
  for (const game of rules.variants()) {
    expect(readme).toContain(`\`${game.id}\``);
    for (const option of game.options) expect(readme).toContain(`\`${option.id}\``);
  }
  // Its links point at the docs the tarball carries.
  const links = [...readme.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1]);
  expect(links).toContain('docs/embedding.md');
  for (const link of links) expect(existsSync(path.join(dir, 'node_modules/twofold-board', link)), link).toBe(true);
  expect(readme).toContain('TwofoldBoard.appUrl');
});

test('on a server both entries import without throwing; only the main one registers the element', ({}, testInfo) => {
  desktopFlow(testInfo);
  const node = (code) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, encoding: 'utf8' }).trim();
  expect(node("const m = await import('twofold-board'); console.log(typeof m.TwofoldBoard)")).toBe('function');
  expect(node("const m = await import('twofold-board/define-free'); console.log(typeof m.TwofoldBoard)")).toBe('function');
  expect(node("const m = await import('twofold-board/package.json', { with: { type: 'json' } }); console.log(m.default.name)")).toBe('twofold-board');
  // With a registry (as a DOM shim gives): the main entry registers <twofold-board>, define-free nothing.
  const registering = (entry) =>
    node(`globalThis.HTMLElement = class {}; const names = []; globalThis.customElements = { get: () => undefined, define: (name) => names.push(name) };
await import('${entry}'); console.log(JSON.stringify(names));`);
  expect(registering('twofold-board/define-free')).toBe('[]');
  expect(registering('twofold-board')).toBe('["twofold-board"]');
});

test('the types: a strict tsc accepts a file that uses the element, its properties, methods and events', ({}, testInfo) => {
  desktopFlow(testInfo);
  writeFileSync(
    path.join(dir, 'uses-board.ts'),
    `import 'twofold-board';
import { TwofoldBoard, type TwofoldTurnDetail, type TwofoldVariant } from 'twofold-board';
import { TwofoldBoard as DefineFree } from 'twofold-board/define-free';

const board = document.querySelector('twofold-board');
if (board) {
  const typed: TwofoldBoard = board;
  const variant: TwofoldVariant | (string & {}) = typed.variant;
  board.variant = 'marseillais';
  // A game written as text: any name its definitions give.
  board.rules = '[capablanca:chess]\\nmaxFile = 10';
  board.rulesSrc = 'variants/gemini.ini';
  board.variant = 'capablanca';
  board.computerSide = 'white';
  board.mode = 'replay';
  board.flip();
  board.goTo(3);
  const texts: string[] = [variant, board.record, board.position];
  board.load({ variant: 'chess2', moves: '1.e4 c5,d6' }).then((error: string | null) => console.log(error, texts));
  board.addEventListener('turn', (event) => {
    const detail: TwofoldTurnDetail = event.detail;
    console.log(detail.position, detail.source, detail.index);
  });
  board.addEventListener('gameover', (event) => console.log(event.detail.winner, event.detail.result));
  board.addEventListener('ready', (event) => console.log(event.detail.error));
  // @ts-expect-error goTo takes a turn's number
  board.goTo('end');
  // @ts-expect-error the record is read-only
  board.record = '';
  // @ts-expect-error no such mode
  board.mode = 'blitz';
}
customElements.define('game-board', class extends DefineFree {});
TwofoldBoard.appUrl = 'https://example.org/twofold/';
`,
  );
  const tsc = path.resolve('node_modules/typescript/bin/tsc');
  const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', 'uses-board.ts'];
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    output = `${e.stdout}${e.stderr}`;
  }
  expect(output).toBe('');
});
