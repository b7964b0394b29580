// Prints the variants the built rules offer, as JSON (used by the tests to
// decide what to test). E2E_VARIANTS=a,b limits the list.
import { readFileSync } from 'node:fs';

const mod = await import('../www/pkg/twofold.js');
mod.initSync({ module: readFileSync('www/pkg/twofold_bg.wasm') });
const list = mod.variants();
const only = process.env.E2E_VARIANTS ? process.env.E2E_VARIANTS.split(',') : null;
process.stdout.write(JSON.stringify(list.filter((v) => !only || only.includes(v.id))));
