// Prints the variants the built rules offer, as JSON (used by the tests to
// decide what to test). Falls back to the dev stand-in when www/pkg is absent.
import { readFileSync, existsSync } from 'node:fs';

let list;
if (existsSync('www/pkg/twofold.js')) {
  const mod = await import('../www/pkg/twofold.js');
  mod.initSync({ module: readFileSync('www/pkg/twofold_bg.wasm') });
  list = mod.variants();
} else {
  list = (await import('../www/dev/mock-game.js')).variants();
}
const only = process.env.E2E_VARIANTS ? process.env.E2E_VARIANTS.split(',') : null;
process.stdout.write(JSON.stringify(list.filter((v) => !only || only.includes(v.id))));
