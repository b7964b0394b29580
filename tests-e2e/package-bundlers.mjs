// Builds one scratch site (index.html + main.js importing 'twofold-board',
// the package installed from its tarball in `dir`) with each bundler, in
// this process, through their JavaScript interfaces: Vite (the repository's
// and Vite 5), webpack 5, Rollup and esbuild. Each build goes to
// `dir/out-<name>/` with an index.html that loads it; what each bundler needs
// is what the package README says (hosting/package/README.md, "Bundlers").

import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The bundlers are the repository's devDependencies (this file's own imports).
const fromRepo = (name) => import(name);

/** index.html of a build whose script is `out/main.js` (webpack, Rollup, esbuild). */
function pageFor(dir, out, scriptAttributes) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8').replace(/<script[^>]*><\/script>/, `<script ${scriptAttributes} src="./main.js"></script>`);
  writeFileSync(path.join(out, 'index.html'), html);
}

/** Rollup and esbuild leave `new URL(…, import.meta.url)` as written: the package's core/ goes beside the bundle. */
const copyCore = (dir, out) => cpSync(path.join(dir, 'node_modules/twofold-board/core'), out, { recursive: true });

const BUILDS = {
  async vite(dir, out) {
    const { build } = await fromRepo('vite');
    await build({ root: dir, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  },
  async vite5(dir, out) {
    const { build } = await fromRepo('vite5');
    await build({ root: dir, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  },
  async webpack(dir, out) {
    const { default: webpack } = await fromRepo('webpack');
    const config = { mode: 'production', context: dir, entry: './main.js', output: { path: out, filename: 'main.js', clean: true }, performance: { hints: false } };
    const stats = await new Promise((resolve, reject) => webpack(config, (error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    pageFor(dir, out, 'defer');
  },
  async rollup(dir, out) {
    const { rollup } = await fromRepo('rollup');
    const { default: nodeResolve } = await fromRepo('@rollup/plugin-node-resolve');
    const bundle = await rollup({ input: path.join(dir, 'main.js'), plugins: [nodeResolve({ browser: true })], onwarn: () => {} });
    await bundle.write({ dir: out, format: 'es', entryFileNames: 'main.js' });
    await bundle.close();
    copyCore(dir, out);
    pageFor(dir, out, 'type="module"');
  },
  async esbuild(dir, out) {
    const esbuild = await fromRepo('esbuild');
    await esbuild.build({ absWorkingDir: dir, entryPoints: ['main.js'], bundle: true, format: 'esm', outfile: path.join(out, 'main.js'), logLevel: 'error' });
    copyCore(dir, out);
    pageFor(dir, out, 'type="module"');
  },
};

export const BUNDLERS = Object.keys(BUILDS);

/** Builds the site in `dir` with every bundler; resolves to { name: { out, seconds } }. */
export async function buildWithEveryBundler(dir) {
  const builds = {};
  for (const [name, run] of Object.entries(BUILDS)) {
    const out = path.join(dir, `out-${name}`);
    mkdirSync(out, { recursive: true });
    const started = Date.now();
    try {
      await run(dir, out);
    } catch (error) {
      error.message = `${name}: ${error.message}`;
      throw error;
    }
    builds[name] = { out, seconds: (Date.now() - started) / 1000 };
  }
  return builds;
}
