//! The computer player's clock: `performance.now()`, which only moves
//! forward, so a search's deadline cannot jump when the wall clock is set
//! (as `Date.now()` can, by the user or by time synchronisation).

use wasm_bindgen::JsCast;

/// Milliseconds since an arbitrary start, never going back.
pub fn now_ms() -> f64 {
    thread_local! {
        static PERFORMANCE: Option<web_sys::Performance> = performance();
    }
    PERFORMANCE.with(|p| p.as_ref().map_or_else(js_sys::Date::now, web_sys::Performance::now))
}

/// The worker's `performance` object (its `WorkerGlobalScope`'s); else, as
/// under node in the bindings' tests, the global object's `performance`.
fn performance() -> Option<web_sys::Performance> {
    let global = js_sys::global();
    if let Some(worker) = global.dyn_ref::<web_sys::WorkerGlobalScope>() {
        return worker.performance();
    }
    let value = js_sys::Reflect::get(&global, &"performance".into()).ok()?;
    value.is_object().then(|| value.unchecked_into())
}
