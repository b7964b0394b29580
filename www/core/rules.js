// The rules: the wasm package that scripts/wasm.sh builds into www/pkg.
// One instance for the whole page, however many boards it holds. It holds
// the rules alone: the engine is another module (www/pkg-engine) that only
// the computer player's worker loads (engine.js), so a page that shows games
// never downloads it. What only the setup editor and Share → Diagram need
// (inspectPosition, writePosition, diagramSvg) is in a third module
// (www/pkg-diagram, the rules again with those and loadCompiled, for the
// games written as text), loaded on demand
// (loadExtras), so a page with a board downloads it only when one is opened.
//
// Should the wasm ever trap (a Rust panic is an `unreachable` trap), its
// memory can no longer be trusted: restartRules() loads a fresh instance and
// tells every board, which reloads its game from the last state it saw
// working. The glue is imported by URL so that a second, separate instance
// can be made (a module is instantiated once per URL).
//
// Each file is named by a `new URL` of a literal path and `import.meta.url`,
// the one form every bundler (Vite, webpack, …) emits as an asset and
// rewrites; the glue is then imported past the bundler (its comments), at
// run time, from that URL.

const glueUrl = new URL('../pkg/twofold.js', import.meta.url);
const wasmUrl = new URL('../pkg/twofold_bg.wasm', import.meta.url);
// The same rules with loadCompiled (definitions written as text, compiled
// by the reader, www/pkg-definitions: core/definitions.js): a page switches
// to it when it first meets a definition (rulesForDefinitions), so a page of
// built-in games never downloads either.
const anyGlueUrl = new URL('../pkg-any/twofold_any.js', import.meta.url);
const anyWasmUrl = new URL('../pkg-any/twofold_any_bg.wasm', import.meta.url);
const extrasGlueUrl = new URL('../pkg-diagram/twofold_diagram.js', import.meta.url);
const extrasWasmUrl = new URL('../pkg-diagram/twofold_diagram_bg.wasm', import.meta.url);

let loading = null;
/** The rules once loaded. */
let current = null;
/** Piece letter → { name, moves }, as the rules name the pieces (filled when they load). */
const pieceInfo = new Map();
let generation = 0;
const restartListeners = new Set();
/** Definitions loaded on this page, compiled, in order: loaded again into every new instance (and sent to the computer's worker). */
const compiled = [];
/** Has the page met a definition (its instances are then of www/pkg-any)? */
let withDefinitions = false;

/** Instance `n` of a wasm package: its glue (a URL of its own from the second instance on), then its module. */
async function instantiateModule(glue, wasm, n) {
  const url = new URL(glue);
  if (n > 1) url.searchParams.set('instance', String(n));
  const mod = await import(/* @vite-ignore */ /* webpackIgnore: true */ url.href);
  await mod.default({ module_or_path: new URL(wasm) });
  return mod;
}

async function instantiate(n) {
  const mod = withDefinitions ? await instantiateModule(anyGlueUrl, anyWasmUrl, n) : await instantiateModule(glueUrl, wasmUrl, n);
  for (const bytes of compiled) mod.loadCompiled(bytes);
  for (const p of mod.pieces()) pieceInfo.set(p.letter, p);
  // inspectPosition, writePosition and pieceReach: pkg-any has them; for pkg, loadExtras adds them.
  return { Game: mod.Game, variants: mod.variants, defaultVariant: mod.defaultVariant, recordSkips: mod.recordSkips, loadCompiled: mod.loadCompiled, inspectPosition: mod.inspectPosition, writePosition: mod.writePosition, pieceReach: mod.pieceReach, generation: n, extras: null };
}

/**
 * Resolves to { Game, variants, defaultVariant, generation } of the page's
 * wasm instance (loaded on first call); once loadExtras has resolved, it has
 * inspectPosition and writePosition too.
 */
export function loadRules() {
  if (!loading) {
    generation++;
    loading = instantiate(generation);
    loading.then(
      (rules) => {
        current = rules;
      },
      () => {}, // (handled below)
    );
    // A failed load may be retried (a flaky network on first visit).
    loading.catch(() => {
      loading = null;
      generation--;
    });
  }
  return loading;
}

/**
 * A piece's name ("Knight") by its letter, either case, in the game whose
 * pieces are given (piecesOf; letters belong to their game), else as the
 * built-in games name it; the letter itself for a letter not known.
 */
export function pieceName(letter, pieces) {
  return (pieces ?? pieceInfo).get(letter.toUpperCase())?.name || letter;
}

/** How a piece moves, in a few words ("" for a letter the rules do not know). */
export function pieceMoves(letter, pieces) {
  return (pieces ?? pieceInfo).get(letter.toUpperCase())?.moves || '';
}

/**
 * The pieces of `game`'s game: upper-case letter → { letter, name, moves,
 * art } (`art`: the letter of the built-in picture that draws it, or null);
 * null in the plain module (www/pkg), which plays the built-in games only,
 * whose letters are the built-in pieces' own.
 */
export const piecesOf = (game) => (game.pieces ? new Map(game.pieces().map((p) => [p.letter, p])) : null);

/** The board of `game` as the board draws it: its geometry, with its pieces. */
export function boardGeometry(game) {
  return { ...game.geometry(), pieces: piecesOf(game) };
}

/** The names of the games loaded from definitions. */
const writtenAsText = new Set();

/** Is this game one a definition on the page describes? */
export const isWrittenAsText = (id) => writtenAsText.has(id);

let switching = null;

/**
 * The rules able to load definitions: the page moves to www/pkg-any (once:
 * a new instance, and every board told through onRulesRestart with
 * `planned` set, so boards already showing a game go on there).
 */
export async function rulesForDefinitions() {
  const rules = await loadRules();
  if (rules.loadCompiled) return rules;
  withDefinitions = true;
  switching ??= replaceInstance({ planned: true }).catch((e) => {
    // (A failed download: the page stays on its module; the next definition tries again.)
    switching = null;
    withDefinitions = false;
    throw e;
  });
  return switching;
}

/** Definitions loaded (core/definitions.js): kept to load into every new instance and the computer's worker. */
export function keepDefinitions(bytes, games) {
  compiled.push(bytes);
  for (const name of games) writtenAsText.add(name);
}

/** The definitions loaded on this page, compiled (for the computer's worker, which loads them too). */
export const compiledDefinitions = () => compiled.slice();

/** Did this error come from a trapped wasm instance? */
export function isWasmCrash(e) {
  return typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError;
}

/**
 * Replaces a crashed instance (once per crash: boards of the same instance
 * that notice it too share the restart).
 */
export function restartRules(crashedGeneration, error) {
  if (crashedGeneration !== generation || !loading) return;
  console.error('twofold: the rules engine stopped with an internal error and was restarted:', error);
  replaceInstance({ planned: false }).catch((e) => console.error('twofold: the rules engine could not be restarted:', e));
}

/**
 * A new instance in place of the current one: resolves to its rules once
 * every board has been told (onRulesRestart, with `how`).
 */
async function replaceInstance(how) {
  const old = loading;
  loading = null;
  const rules = await loadRules();
  // A trap in either module restarts both: the on-demand one comes back
  // before the boards reload (an open editor needs it).
  if ((await old?.catch(() => null))?.extras) await loadEditor().catch(() => {});
  for (const listener of restartListeners) listener(rules, how);
  return rules;
}

/**
 * Resolves to the module loaded on demand (www/pkg-diagram: inspectPosition,
 * writePosition, diagramSvg), one instance per rules instance, and puts the
 * setup editor's two functions on the rules; a failed load may be retried.
 * (It draws games written as text once given their definitions:
 * compiledDefinitions, app/diagram-share.js.)
 */
export async function loadExtras() {
  const rules = await loadRules();
  if (!rules.extras) {
    rules.extras = instantiateModule(extrasGlueUrl, extrasWasmUrl, rules.generation).then((mod) => {
      // (pkg-any's own are the board's: they stay.)
      rules.inspectPosition ??= mod.inspectPosition;
      rules.writePosition ??= mod.writePosition;
      rules.pieceReach ??= mod.pieceReach;
      return mod;
    });
    rules.extras.catch(() => {
      rules.extras = null;
    });
  }
  return rules.extras;
}

/** The setup editor's functions on the rules: theirs already (pkg-any), else the module loaded on demand's (loadExtras). */
export async function loadEditor() {
  if (!(await loadRules()).inspectPosition) await loadExtras();
}

/** Have the current rules the setup editor's functions (loadEditor resolved)? */
export const hasExtras = () => Boolean(current?.inspectPosition);

/**
 * Calls `listener(rules, { planned })` after every restart (`planned`: the
 * page moved to the module that loads definitions, nothing crashed);
 * returns the unsubscribe function.
 */
export function onRulesRestart(listener) {
  restartListeners.add(listener);
  return () => restartListeners.delete(listener);
}

/** The message of an error thrown by the rules (or anything else). */
export function errText(e) {
  if (e instanceof Error) return e.message;
  return String(e);
}
