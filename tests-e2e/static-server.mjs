// A small static file server for the tests that need what `vite preview`
// cannot give: a second origin (embeds hosted elsewhere, with CORS), a
// sub-path, or a site whose files change between two visits.
//
//   const site = await serve({ root: 'dist', base: '/any/sub/path/', cors: true });
//   site.url  → 'http://127.0.0.1:<port>/any/sub/path/'
//   site.pages.set('/host.html', '<!doctype html>…')   // extra files, typed by their ending (HTML without one)
//   site.root = 'other-dir'                             // switch what is served
//   await site.close();
// With `gzip: true` every answer is gzipped (level 9), as a static host
// compresses what it serves, for browsers that accept it. With
// `maxRequestLine: 8192` a request line longer than that is refused (414).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export async function serve({ root = 'dist', base = '/', cors = false, host = '127.0.0.1', headers = {}, gzip = false, maxRequestLine = 0 } = {}) {
  const site = {
    root,
    pages: new Map(),
    requests: [],
    requestLines: [], // the length of every request line received
    url: '',
    // Connections the test's page still holds open (keep-alive, a worker's
    // fetch) are cut: close() alone waits for them, past the test's time.
    close: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      }),
  };
  // With `maxRequestLine`, a strict server: a longer request line is answered
  // 414, as common servers answer long addresses (it reads up to 1 MiB of
  // headers first, so the test sees the 414 and not Node's own 431).
  const server = http.createServer(maxRequestLine ? { maxHeaderSize: 1 << 20 } : {}, (req, res) => {
    const line = `${req.method} ${req.url} HTTP/${req.httpVersion}`;
    site.requestLines.push(line.length);
    if (maxRequestLine && line.length > maxRequestLine) {
      res.writeHead(414, { 'Content-Type': 'text/plain' });
      res.end('URI Too Long');
      return;
    }
    const url = new URL(req.url, 'http://x');
    site.requests.push(url.pathname);
    const common = { 'Cache-Control': 'no-cache', ...headers };
    if (cors) common['Access-Control-Allow-Origin'] = '*';
    const compress = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const send = (type, body) => {
      if (compress) {
        res.writeHead(200, { ...common, 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
        res.end(zlib.gzipSync(body, { level: 9 }));
      } else {
        res.writeHead(200, { ...common, 'Content-Type': type });
        res.end(body);
      }
    };
    if (site.pages.has(url.pathname)) {
      send(TYPES[path.extname(url.pathname)] || TYPES['.html'], site.pages.get(url.pathname));
      return;
    }
    if (!url.pathname.startsWith(base)) {
      res.writeHead(404, common);
      res.end('not found');
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(base.length));
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(site.root, rel);
    if (!file.startsWith(path.resolve(site.root)) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404, common);
      res.end('not found');
      return;
    }
    const type = TYPES[path.extname(file)] || 'application/octet-stream';
    if (compress) {
      send(type, fs.readFileSync(file));
      return;
    }
    res.writeHead(200, { ...common, 'Content-Type': type });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  site.url = `http://${host}:${server.address().port}${base}`;
  return site;
}

/**
 * The two sites of the embed tests, started before a spec's tests and closed
 * after them: `assets`, dist/ with CORS (the asset host), and `hosts`, an
 * origin for the host pages (which the tests add to `hosts.pages`).
 */
export function embedSites(test) {
  const sites = { assets: null, hosts: null };
  test.beforeAll(async () => {
    sites.assets = await serve({ root: 'dist', cors: true });
    sites.hosts = await serve({ root: 'tests-e2e', base: '/nothing-here/' });
  });
  test.afterAll(async () => {
    await sites.assets?.close();
    await sites.hosts?.close();
  });
  return sites;
}
