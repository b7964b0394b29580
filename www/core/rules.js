// The rules: the wasm package that scripts/wasm.sh builds into www/pkg.
// One instance for the whole page, however many boards it holds.

const pkg = import.meta.glob('../pkg/twofold.js');

let loading = null;

/** Resolves to { Game, variants } of the one wasm instance (loaded on first call). */
export function loadRules() {
  if (!loading) {
    loading = (async () => {
      const load = pkg['../pkg/twofold.js'];
      if (!load) throw new Error('The rules module (www/pkg) was not built: run npm start.');
      const mod = await load();
      await mod.default();
      return { Game: mod.Game, variants: mod.variants };
    })();
    // A failed load may be retried (a flaky network on first visit).
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The message of an error thrown by the rules (or anything else). */
export function errText(e) {
  if (e instanceof Error) return e.message;
  return String(e);
}
