// The service worker: the whole site in a cache, so it works offline. Built
// by vite-plugin-pwa's injectManifest (vite.config.js), which puts the list
// of the site's files (self.__WB_MANIFEST) in place. No imports: it runs as
// a classic worker.
//
// Each version has its own cache, and the previous version's cache is kept
// for one update: when one tab accepts "Reload", this worker also serves the
// tabs and frames still running the old code, and they keep finding the old
// hashed chunks they load lazily (Help, `marked`, the engine worker) until
// they reload. Two versions back is deleted.
//
// A new version waits until the page posts { type: 'SKIP_WAITING' } (the
// player chose Reload): nothing changes under an open tab by itself.

const FILES = self.__WB_MANIFEST;
const PREFIX = 'twofold-';
/** The versions activated so far, newest last, kept in a cache of their own. */
const HISTORY = `${PREFIX}history`;
const HISTORY_URL = new URL('__twofold-versions.json', self.registration.scope).href;
/** Precaches of the Workbox worker this one replaced (served for one update too). */
const LEGACY = /^workbox-precache-/;

/** This version's name: a hash of its file list (hashed names and revisions). */
function versionName() {
  let h = 2166136261;
  for (const { url, revision } of FILES) {
    const s = `${url} ${revision || ''};`;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  }
  return `${PREFIX}${h.toString(36)}`;
}
const CACHE = versionName();
const MANIFEST_URL = new URL('__twofold-manifest.json', self.registration.scope).href;

const absolute = (url) => new URL(url, self.registration.scope).href;

async function readJson(cacheName, url, fallback) {
  const r = await (await caches.open(cacheName)).match(url);
  if (!r) return fallback;
  try {
    return await r.json();
  } catch {
    return fallback;
  }
}

/** Caches every file of this version; a file an older version already holds unchanged is copied, not fetched. */
async function fill() {
  const cache = await caches.open(CACHE);
  const older = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE && n !== HISTORY);
  const known = [];
  for (const name of older) known.push({ name, files: new Map((await readJson(name, MANIFEST_URL, [])).map((f) => [absolute(f.url), f.revision])) });
  await Promise.all(
    FILES.map(async ({ url, revision }) => {
      const href = absolute(url);
      if (await cache.match(href)) return;
      for (const k of known) {
        if (k.files.has(href) && k.files.get(href) === revision) {
          const r = await (await caches.open(k.name)).match(href);
          if (r) return cache.put(href, r);
        }
      }
      const r = await fetch(href, { cache: 'reload' });
      if (!r.ok) throw new Error(`${href}: ${r.status}`);
      await cache.put(href, r);
    }),
  );
  await cache.put(MANIFEST_URL, new Response(JSON.stringify(FILES), { headers: { 'Content-Type': 'application/json' } }));
}

self.addEventListener('install', (event) => event.waitUntil(fill()));

/** This version becomes the newest; the one before stays, older ones go. */
async function settle() {
  const names = await caches.keys();
  let history = await readJson(HISTORY, HISTORY_URL, []);
  if (!history.length) history = names.filter((n) => LEGACY.test(n)).slice(-1);
  history = [...history.filter((n) => n !== CACHE), CACHE].slice(-2);
  await (await caches.open(HISTORY)).put(HISTORY_URL, new Response(JSON.stringify(history), { headers: { 'Content-Type': 'application/json' } }));
  await Promise.all(names.filter((n) => n !== HISTORY && !history.includes(n) && (n.startsWith(PREFIX) || LEGACY.test(n))).map((n) => caches.delete(n)));
  kept = null;
}

self.addEventListener('activate', (event) => event.waitUntil(settle()));

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The caches to answer from: this version first, then the previous one. */
let kept = null;
async function answerFrom() {
  if (!kept) {
    const history = await readJson(HISTORY, HISTORY_URL, []);
    kept = [CACHE, ...history.filter((n) => n !== CACHE).reverse()];
  }
  return kept;
}

async function answer(request) {
  const url = new URL(request.url);
  // Links carry the game in their query: the cached page answers them all.
  let key = url.origin + url.pathname;
  if (key.endsWith('/')) key += 'index.html';
  for (const name of await answerFrom()) {
    const cache = await caches.open(name);
    // (Workbox's precache keys its unhashed files with a revision parameter.)
    const r = (await cache.match(key)) || (LEGACY.test(name) ? await cache.match(key, { ignoreSearch: true }) : undefined);
    if (r) return r;
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});
