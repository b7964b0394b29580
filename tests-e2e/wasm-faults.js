// Fault injection from the test's side, so that nothing of it ships: an
// init script wraps every WebAssembly instance the page makes, and a test
// arms one export (by its wasm name, e.g. `game_currentParts`) to throw a
// `WebAssembly.RuntimeError` on its next call — what a trapped instance
// throws — after which it works again. The page then meets a real trap
// where it calls the rules, and must notice and recover by itself.
// (Workers are not wrapped: only the page's own instances.)

/** Wraps the page's wasm instances; call before the page loads. */
export async function wrapWasm(page) {
  await page.addInitScript(() => {
    const armed = new Set();
    const names = new Set();
    const wrap = (instance) => {
      const exports = {};
      for (const [name, value] of Object.entries(instance.exports)) {
        names.add(name);
        exports[name] =
          typeof value !== 'function'
            ? value
            : function (...args) {
                if (armed.delete(name)) throw new WebAssembly.RuntimeError(`unreachable (injected into ${name} by a test)`);
                return value.apply(this, args);
              };
      }
      // Still an Instance to the glue's `instanceof` check, with the wrapped exports.
      return Object.setPrototypeOf({ exports }, WebAssembly.Instance.prototype);
    };
    const { instantiate, instantiateStreaming } = WebAssembly;
    const wrapResult = (result) => (result instanceof WebAssembly.Instance ? wrap(result) : { module: result.module, instance: wrap(result.instance) });
    WebAssembly.instantiate = (...args) => instantiate(...args).then(wrapResult);
    WebAssembly.instantiateStreaming = (...args) => instantiateStreaming(...args).then(wrapResult);
    window.__twofoldTrapNext = (name) => {
      if (!names.has(name)) throw new Error(`no wasm export ${name} (known: ${[...names].join(', ')})`);
      armed.add(name);
    };
    window.__twofoldTrapsArmed = () => armed.size;
  });
}

/** The next call of the wasm export `name` (in any of the page's instances) traps. */
export const trapNext = (page, name) => page.evaluate((name) => window.__twofoldTrapNext(name), name);

/** How many armed traps have not fired yet. */
export const armedTraps = (page) => page.evaluate(() => window.__twofoldTrapsArmed());
