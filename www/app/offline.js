// Offline play: the service worker Workbox generates (vite.config.js)
// precaches the whole site. It is registered only after the board is drawn,
// so the first visit is not slowed down. A new deployment is announced with
// "A new version is ready — Reload" and installed only when the player says
// so: the page never reloads by itself in the middle of a game (the game is
// saved after every move, so a reload loses nothing).

import { registerSW } from 'virtual:pwa-register';
import { $ } from './dom.js';

/** Registers the service worker; `prompt` shows the update offer (the full page only). */
export function startOffline({ prompt = true } = {}) {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
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
  if (prompt) $('update-reload').addEventListener('click', () => update(true));
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
