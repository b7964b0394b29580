// The wasm modules scripts/wasm.sh builds, loaded from the files the site
// ships: the rules (www/pkg), which the page's thread loads, the engine
// (www/pkg-engine), which only the computer player's worker loads, and the
// module loaded on demand (www/pkg-diagram: the diagrams and the setup
// editor's functions), which only Share → Diagram and the editor load.
// The engine reads the records the rules write, as the worker reads the
// page's.
import fs from 'node:fs';

async function load(dir, name) {
  const base = new URL(`../../../www/${dir}/`, import.meta.url);
  const mod = await import(new URL(`${name}.js`, base));
  await mod.default({ module_or_path: fs.readFileSync(new URL(`${name}_bg.wasm`, base)) });
  return mod;
}

/** The page's module: Game, variants, pieces, defaultVariant. */
export const loadRules = () => load('pkg', 'twofold');
/** The worker's module: think, analyse, setTableSize. */
export const loadEngine = () => load('pkg-engine', 'twofold_engine');
/** The module loaded on demand: diagramSvg, inspectPosition, writePosition (and the rules). */
export const loadDiagram = () => load('pkg-diagram', 'twofold_diagram');
/** The page's rules with loadCompiled, for pages that play games written as text. */
export const loadRulesAny = () => load('pkg-any', 'twofold_any');
/** The definitions reader, loaded when a page meets a game written as text: compileVariants. */
export const loadDefinitions = () => load('pkg-definitions', 'twofold_definitions');

/** A game of the rules module as the engine's think and analyse take it (www/core/engine.js's replayOf). */
export const replayOf = (game) => ({ variant: game.variantId(), options: game.optionsJson(), position: game.startPosition() ?? null, codes: game.codes() });
