// The asset host of the real-host tests: dist/ under /twofold/ on its own
// origin, with exactly the headers hosting/plain/_headers prescribes (the
// file the README quotes), .wasm as application/wasm, gzipped for browsers
// that accept it, as static hosts serve what they can compress.
//
//   node tests-e2e/asset-host.mjs <port>      (a Playwright web server)
//   import { readHeaderRules, headersFor } from './asset-host.mjs'

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { TYPES } from './static-server.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASE = '/twofold/';


/** The rules of a _headers file: [{ pattern, headers: [[name, value]] }]. */
export function readHeaderRules(file = path.join(repo, 'hosting/plain/_headers')) {
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The headers for a path under the site's folder ('/embed.js'): every rule that matches, in order. */
export function headersFor(rules, sitePath) {
  const out = {};
  for (const { pattern, headers } of rules) {
    const match = pattern.endsWith('*') ? sitePath.startsWith(pattern.slice(0, -1)) : sitePath === pattern;
    if (match) for (const [name, value] of headers) out[name] = value;
  }
  return out;
}

/** Serves `root` under BASE on `port` with the rules' headers. */
export function startAssetHost({ port, root = path.join(repo, 'dist'), host = '127.0.0.1' }) {
  const rules = readHeaderRules();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404).end('not found');
      return;
    }
    const sitePath = `/${decodeURIComponent(url.pathname.slice(BASE.length))}`;
    const rel = sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath;
    const file = path.resolve(root, `.${rel}`);
    if (!file.startsWith(path.resolve(root)) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404, headersFor(rules, '/*')).end('not found');
      return;
    }
    const type = TYPES[path.extname(file)] || 'application/octet-stream';
    const headers = { ...headersFor(rules, sitePath), 'Content-Type': type };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && !/^image\/png|\.tgz$/.test(type + file)) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      fs.createReadStream(file).pipe(zlib.createGzip({ level: 9 })).pipe(res);
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2]);
  if (!port) {
    console.error('usage: node tests-e2e/asset-host.mjs <port>');
    process.exit(2);
  }
  await startAssetHost({ port });
  console.log(`twofold assets on http://127.0.0.1:${port}${BASE}`);
}
