// Offline play: the service worker (www/sw.js) precaches the whole site.
// It is registered only after the board is drawn, so the first visit is not
// slowed down. A new deployment is announced with "A new version is ready —
// Reload" and installed only when the player says so: the page never reloads
// by itself in the middle of a game (the game is saved after every move, so
// a reload loses nothing). Once one tab has said so, the new worker also
// serves the other open tabs: they keep running the old code (the worker
// keeps the previous version's files) and keep the offer until they reload.

import { registerSW } from 'virtual:pwa-register';
import { $ } from './dom.js';

/** Registers the service worker; `prompt` shows the update offer (the full page only). */
export function startOffline({ prompt = true } = {}) {
  if (!('serviceWorker' in navigator)) return;
  let accepted = false; // this tab chose Reload
  const update = registerSW({
    immediate: true,
    // The new version took over: the tab that asked reloads; any other
    // reloads only when its player says so (an editor or a turn may be open).
    onNeedReload() {
      if (accepted) location.reload();
      else if (prompt) $('update').hidden = false;
    },
    onNeedRefresh() {
      if (!prompt) return;
      $('update').hidden = false;
    },
    onOfflineReady() {
      document.documentElement.dataset.offlineReady = 'true';
    },
    onRegisterError(e) {
      console.warn('offline support is not available:', e);
    },
  });
  if (prompt) {
    $('update-reload').addEventListener('click', async () => {
      accepted = true;
      // Another tab may have moved to the new version already: then reloading is all there is to do.
      const registration = await navigator.serviceWorker.getRegistration();
      const waiting = registration?.waiting;
      if (!waiting) {
        location.reload();
        return;
      }
      // A tab no worker controls (a hard reload, the first visit) hears no
      // 'controlling' when the new worker takes over: it reloads once that
      // worker is active. A controlled tab reloads on 'controlling' (above).
      if (!navigator.serviceWorker.controller) reloadOnceActive(registration, waiting);
      update(true);
    });
  }
}

/**
 * Reloads this tab once `worker` is active. Should a newer version replace
 * it while it waits (it turns 'redundant'), that one is asked to take over
 * and awaited instead, so the player's one click still ends on a new version.
 */
function reloadOnceActive(registration, worker) {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') location.reload();
    if (worker.state !== 'redundant') return;
    const next = registration.waiting || registration.installing;
    if (!next) return location.reload();
    reloadOnceActive(registration, next);
    next.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** A calm note in the header while the network is gone (everything still works). */
export function showNetworkState() {
  const note = $('offline-note');
  const set = () => {
    note.hidden = navigator.onLine;
  };
  window.addEventListener('online', set);
  window.addEventListener('offline', set);
  set();
}
