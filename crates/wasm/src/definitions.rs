//! Games written as text (Fairy-Stockfish's variants.ini form, docs/
//! variants.md), in two steps so that the large definitions reader (98 KB
//! of wasm gzipped) rides in one module only: `compileVariants(text)` (its
//! own module, www/pkg-definitions, feature `definitions`) reads the text
//! into bytes, and `loadCompiled(bytes)` loads them, after which the games'
//! names work as game ids in that module. The page's module has it (9 KB
//! gzipped), as do the engine's and the diagrams' (docs/variants.md, "In
//! the web page").

use crate::args::{self, JsResult};
use crate::to_js;
use serde::Serialize;
use twofold_rules::definition::Problem;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct ProblemInfo {
    line: u32,
    column: u32,
    message: String,
}

fn infos(problems: Vec<Problem>) -> Vec<ProblemInfo> {
    problems.into_iter().map(|p| ProblemInfo { line: p.line, column: p.column, message: p.message }).collect()
}

#[cfg(feature = "definitions")]
#[derive(Serialize)]
struct Compiled {
    /// Every problem found, in line order, each with its line and column;
    /// empty when the text compiled.
    problems: Vec<ProblemInfo>,
}

/// Reads a definitions file: `{ bytes, problems }`, the games as bytes for
/// `loadCompiled` (null when there are problems), or every problem found
/// with its line and column.
#[cfg(feature = "definitions")]
#[wasm_bindgen(js_name = compileVariants)]
pub fn compile_variants(text: &JsValue) -> JsResult<JsValue> {
    let text = args::string(text, "compileVariants", "text", "the text of a variants file")?;
    let (bytes, problems) = match twofold_rules::definition::compile(&text) {
        Ok(bytes) => (JsValue::from(js_sys::Uint8Array::from(&bytes[..])), Vec::new()),
        Err(problems) => (JsValue::NULL, infos(problems)),
    };
    let out = to_js(&Compiled { problems })?;
    js_sys::Reflect::set(&out, &JsValue::from_str("bytes"), &bytes)?;
    Ok(out)
}

#[cfg(feature = "compiled")]
#[derive(Serialize)]
struct Loaded {
    /// The names of the games loaded, in the text's order (empty when
    /// there are problems: nothing is loaded unless every game plays).
    games: Vec<&'static str>,
    problems: Vec<ProblemInfo>,
}

/// Loads the games `compileVariants` compiled: `{ games, problems }`, the
/// names that now work as game ids in this module, or (loading nothing)
/// every problem found building them, at their sections' lines. A name
/// loaded before is replaced.
#[cfg(feature = "compiled")]
#[wasm_bindgen(js_name = loadCompiled)]
pub fn load_compiled(bytes: &JsValue) -> JsResult<JsValue> {
    let Some(bytes) = bytes.dyn_ref::<js_sys::Uint8Array>() else {
        return Err(args::type_error("loadCompiled: 'bytes' must be a Uint8Array from compileVariants".to_string()));
    };
    let loaded = match twofold_rules::load_compiled(&bytes.to_vec()) {
        Ok(ids) => Loaded { games: ids.into_iter().map(|id| id.as_str()).collect(), problems: Vec::new() },
        Err(problems) => Loaded { games: Vec::new(), problems: infos(problems) },
    };
    to_js(&loaded)
}
