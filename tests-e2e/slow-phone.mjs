// A slow phone for measuring a page's first board: Chromium's network
// throttled through CDP to DevTools' "Slow 4G" preset and its CPU slowed
// four times (Emulation.setCPUThrottlingRate 4), with every request traced.
//
// "Drawn" is the board's own record of its first paint: `firstDrawMs`, the
// page's performance.now() (milliseconds from navigation start) when its
// canvas was first painted with the position (www/board/controller.js).

/** DevTools' "Slow 4G": 1.6 Mbit/s down and 750 kbit/s up at 90 %, 150 ms × 3.75 latency. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms per request
  downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, // 180 000 bytes/s
  uploadThroughput: (750 * 1000) / 8 * 0.9, // 84 375 bytes/s
};
export const CPU_SLOWDOWN = 4;

/**
 * Slows the page (a fresh context's page: empty cache) and records its
 * requests: [{ url, start, end }] in milliseconds from navigation start, in
 * the order they start.
 */
export async function slowPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const byId = new Map();
  let origin = null; // the monotonic time of the navigation's request, in seconds
  cdp.on('Network.requestWillBeSent', (e) => {
    if (origin === null && e.type === 'Document') origin = e.timestamp;
    byId.set(e.requestId, { url: e.request.url, startS: e.timestamp, endS: null });
  });
  const finish = (e) => {
    const r = byId.get(e.requestId);
    if (r) r.endS = e.timestamp;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  const ms = (s) => (s === null || origin === null ? null : Math.round((s - origin) * 1000));
  return {
    requests: () => [...byId.values()].map((r) => ({ url: r.url, start: ms(r.startS), end: ms(r.endS) })).sort((a, b) => a.start - b.start),
  };
}

/** Milliseconds from navigation start until the page's first board painted its position (waits for it). */
export async function firstBoardMs(page, timeout = 60_000) {
  const handle = await page.waitForFunction(
    () => {
      const times = [...document.querySelectorAll('twofold-board')].map((b) => b.debug?.state().firstDrawMs).filter((t) => t != null);
      return times.length ? Math.min(...times) : false;
    },
    null,
    { timeout, polling: 50 },
  );
  return handle.jsonValue();
}

/** A request's address, short: load.php's modules, or the file's name. */
export function shortName(url) {
  // (the Twofold extension's pictures are data: addresses, which say nothing shortened)
  if (url.startsWith('data:')) return url.slice(0, url.indexOf(';') + 1 || 30);
  const u = new URL(url);
  if (u.pathname.endsWith('/load.php')) return `load.php ${u.searchParams.get('only') || ''} ${(u.searchParams.get('modules') || '').slice(0, 60)}`.trim();
  return u.pathname.split('/').pop() || u.pathname;
}
