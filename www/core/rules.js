// The rules: the wasm package that scripts/wasm.sh builds into www/pkg.
// One instance for the whole page, however many boards it holds. It holds
// the rules alone: the engine is another module (www/pkg-engine) that only
// the computer player's worker loads (engine.js), so a page that shows games
// never downloads it.
//
// Should the wasm ever trap (a Rust panic is an `unreachable` trap), its
// memory can no longer be trusted: restartRules() loads a fresh instance and
// tells every board, which reloads its game from the last state it saw
// working. The glue is imported by URL so that a second, separate instance
// can be made (a module is instantiated once per URL).

import glueUrl from '../pkg/twofold.js?url';
import wasmUrl from '../pkg/twofold_bg.wasm?url';

let loading = null;
/** Piece letter → { name, moves }, as the rules name the pieces (filled when they load). */
const pieceInfo = new Map();
let generation = 0;
const restartListeners = new Set();

async function instantiate(n) {
  const url = new URL(glueUrl, import.meta.url);
  if (n > 1) url.searchParams.set('instance', String(n));
  const mod = await import(/* @vite-ignore */ url.href);
  await mod.default({ module_or_path: new URL(wasmUrl, import.meta.url) });
  for (const p of mod.pieces()) pieceInfo.set(p.letter, p);
  return { Game: mod.Game, variants: mod.variants, defaultVariant: mod.defaultVariant, inspectPosition: mod.inspectPosition, writePosition: mod.writePosition, generation: n };
}

/** Resolves to { Game, variants, defaultVariant, inspectPosition, writePosition, generation } of the page's wasm instance (loaded on first call). */
export function loadRules() {
  if (!loading) {
    generation++;
    loading = instantiate(generation);
    // A failed load may be retried (a flaky network on first visit).
    loading.catch(() => {
      loading = null;
      generation--;
    });
  }
  return loading;
}

/** A piece's name ("Knight") by its letter, either case; the letter itself before the rules load or for a letter they do not know. */
export function pieceName(letter) {
  return pieceInfo.get(letter.toUpperCase())?.name || letter;
}

/** How a piece moves, in a few words ("" for a letter the rules do not know). */
export function pieceMoves(letter) {
  return pieceInfo.get(letter.toUpperCase())?.moves || '';
}

/** Did this error come from a trapped wasm instance? */
export function isWasmCrash(e) {
  return typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError;
}

/**
 * Replaces a crashed instance (once per crash: boards of the same instance
 * that notice it too share the restart). Resolves to the new rules.
 */
export function restartRules(crashedGeneration, error) {
  if (crashedGeneration === generation && loading) {
    console.error('twofold: the rules engine stopped with an internal error and was restarted:', error);
    loading = null;
    const next = loadRules();
    next.then((rules) => {
      for (const listener of restartListeners) listener(rules);
    });
    return next;
  }
  return loadRules();
}

/** Calls `listener(rules)` after every restart; returns the unsubscribe function. */
export function onRulesRestart(listener) {
  restartListeners.add(listener);
  return () => restartListeners.delete(listener);
}

/** The message of an error thrown by the rules (or anything else). */
export function errText(e) {
  if (e instanceof Error) return e.message;
  return String(e);
}
