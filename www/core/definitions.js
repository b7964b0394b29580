// Definitions written as text (Fairy-Stockfish's variants.ini form, with
// turns of several moves): read by the definitions reader (www/pkg-definitions,
// fetched when a page first meets one) into bytes that the page's rules
// load (core/rules.js moves the page to www/pkg-any for that). A chunk of its
// own: a page of built-in games never downloads it. The page's rules
// (core/rules.js: rulesForDefinitions, keepDefinitions) are handed in by
// the caller, not imported, so that bundlers keep core/rules.js in the
// board's own chunk rather than a chunk of its own that every page fetches.

const readerGlueUrl = new URL('../pkg-definitions/twofold_definitions.js', import.meta.url);
const readerWasmUrl = new URL('../pkg-definitions/twofold_definitions_bg.wasm', import.meta.url);

let reader = null;
const byText = new Map();

/** The definitions reader's module, loaded once (again after a failed load). */
function loadReader() {
  reader ??= (async () => {
    const mod = await import(/* @vite-ignore */ /* webpackIgnore: true */ readerGlueUrl.href);
    await mod.default({ module_or_path: readerWasmUrl });
    return mod;
  })().catch((e) => {
    reader = null;
    throw e;
  });
  return reader;
}

/**
 * Loads definitions written as text: resolves to { games, problems } — the
 * names that now work as game ids everywhere on the page, or (nothing
 * loaded) every problem with its line and column. The same text is read
 * once per page. `rules`: { rulesForDefinitions, keepDefinitions } of core/rules.js.
 */
export function loadDefinitions(text, rules) {
  let done = byText.get(text);
  if (!done) {
    done = compileAndLoad(text, rules);
    byText.set(text, done);
    // A failed download may be tried again.
    done.catch(() => byText.delete(text));
  }
  return done;
}

async function compileAndLoad(text, { rulesForDefinitions, keepDefinitions }) {
  const { bytes, problems } = (await loadReader()).compileVariants(text);
  if (problems.length) return { games: [], problems };
  const out = (await rulesForDefinitions()).loadCompiled(bytes);
  if (!out.problems.length) keepDefinitions(bytes, out.games);
  return out;
}
