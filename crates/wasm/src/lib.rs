//! JavaScript bindings over the rules, engine and diagram crates, built as
//! three wasm modules (scripts/wasm.sh) so that a page showing a game never
//! downloads the engine, nor what only the setup editor and Share → Diagram
//! call:
//!
//! * feature `rules`, the page's module (www/pkg): the `Game` class,
//!   `variants()`, `pieces()`, `defaultVariant()`;
//! * feature `engine`, the computer player's worker's module
//!   (www/pkg-engine): `think`, `analyse` and `setTableSize`;
//! * features `diagram`, `editor` and `compiled`, the module loaded on
//!   demand (www/pkg-diagram): `diagramSvg` and the setup editor's
//!   `inspectPosition` and `writePosition`, over the rules crate but without
//!   the `Game` class (it draws and inspects; the page's module plays), and
//!   `loadCompiled`, so it draws games written as text.
//!
//! Both are on by default, so that `cargo test` and clippy see every binding.
//!
//! Thin on purpose: every rules question is answered by `twofold_rules`; this
//! crate converts squares to names, moves to plain objects and rules errors to
//! JS `Error`s carrying the rules crate's message.

// The definitions reader's module (`definitions` alone) uses few of the
// shared helpers; the others are not dead in any module that plays.
#![cfg_attr(not(any(feature = "rules", feature = "engine")), allow(dead_code))]

use args::{error, JsResult};
use serde::Serialize;
use twofold_rules::RulesError;
use wasm_bindgen::prelude::*;

mod args;
#[cfg(feature = "engine")]
mod clock;
#[cfg(feature = "engine")]
mod computer;
#[cfg(any(feature = "definitions", feature = "compiled"))]
mod definitions;
#[cfg(feature = "diagram")]
mod diagram;
#[cfg(feature = "editor")]
mod editor;
#[cfg(feature = "rules")]
mod game;
#[cfg(any(feature = "rules", feature = "engine", feature = "editor"))]
mod game_args;
mod part;
#[cfg(feature = "engine")]
pub use computer::{analyse, set_table_size, think};
#[cfg(feature = "definitions")]
pub use definitions::compile_variants;
#[cfg(feature = "compiled")]
pub use definitions::load_compiled;
#[cfg(feature = "diagram")]
pub use diagram::diagram_svg;
#[cfg(feature = "editor")]
pub use editor::{inspect_position, piece_reach, write_position};
#[cfg(feature = "rules")]
pub use game::{default_variant, pieces, record_skips, variants, Game};

/// Reports a panic, should one ever happen, on the console with its message
/// (the call that panicked then throws `RuntimeError: unreachable`).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

pub(crate) fn js_err(e: RulesError) -> JsValue {
    error(&e.to_string())
}

pub(crate) fn to_js<T: Serialize>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| error(&e.to_string()))
}
