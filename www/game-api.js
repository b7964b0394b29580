// Loads the rules: the wasm package that scripts/wasm.sh builds into www/pkg.

const pkg = import.meta.glob('./pkg/twofold.js');

export async function loadRules() {
  const load = pkg['./pkg/twofold.js'];
  if (!load) throw new Error('The rules module (www/pkg) was not built: run npm start.');
  const mod = await load();
  await mod.default();
  return { Game: mod.Game, variants: mod.variants };
}
