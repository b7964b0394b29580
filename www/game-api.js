// Loads the rules (the wasm package built by scripts/wasm.sh into www/pkg).
// The Vite dev server falls back to a stand-in (dev/mock-game.js) when the
// package has not been built, and says so; the built site always has it.

const pkg = import.meta.glob('./pkg/twofold.js');
const mock = import.meta.env.DEV ? import.meta.glob('./dev/mock-game.js') : {};

export async function loadRules() {
  if (pkg['./pkg/twofold.js']) {
    const mod = await pkg['./pkg/twofold.js']();
    await mod.default();
    return { Game: mod.Game, variants: mod.variants, mock: false };
  }
  if (mock['./dev/mock-game.js']) {
    const mod = await mock['./dev/mock-game.js']();
    console.warn('www/pkg is missing: using the stand-in rules (run npm start to build the wasm)');
    return { Game: mod.Game, variants: mod.variants, mock: true };
  }
  throw new Error('The rules module (www/pkg) was not built.');
}
