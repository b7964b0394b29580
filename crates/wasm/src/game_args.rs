//! The arguments that name a game, shared by the rules module's `Game` and
//! the engine module's `think` and `analyse`: a game id, its options, and
//! the game as the worker gets it (`replayOf(game)` in www/core/engine.js:
//! its steps as codes).

use crate::args::{self, error, JsResult};
use crate::js_err;
use twofold_rules::error::quote;
use twofold_rules::{Options, VariantId};
use wasm_bindgen::prelude::*;

const VARIANT_HINT: &str = "a game id such as 'two-prong'";
const OPTIONS_HINT: &str = "a JSON object such as '{\"collision\": true}', or ''";

/// The options argument of `new Game` and `Game.open`: a JSON object text
/// (`'{"collision": true}'`, or `''`), parsed by the JavaScript engine and
/// read entry by entry (not through serde, whose deserialising brings
/// Rust's float formatting, some 18 KB, into the wasm).
pub(crate) fn options_arg(value: &JsValue, func: &str) -> JsResult<Options> {
    let text = args::string(value, func, "optionsJson", OPTIONS_HINT)?;
    let mut options = Options::default();
    if text.trim().is_empty() {
        return Ok(options);
    }
    let bad = |why: &str| error(&format!("{func}: bad options {}: {why}", quote(&text)));
    let parsed = js_sys::JSON::parse(&text).map_err(|_| bad("not JSON"))?;
    if !parsed.is_object() || js_sys::Array::is_array(&parsed) {
        return Err(bad("expected an object of true/false"));
    }
    for entry in js_sys::Object::entries(parsed.unchecked_ref()).iter() {
        let entry = js_sys::Array::from(&entry);
        let id = entry.get(0).as_string().unwrap_or_default();
        let on = entry.get(1).as_bool().ok_or_else(|| bad(&format!("expected true or false for {}", quote(&id))))?;
        options.set(&id, on).map_err(js_err)?;
    }
    Ok(options)
}

/// The variant argument of `new Game` and `Game.open`.
pub(crate) fn variant_arg(value: &JsValue, func: &str) -> JsResult<VariantId> {
    VariantId::parse(&args::string(value, func, "variant", VARIANT_HINT)?).map_err(js_err)
}

/// The game argument of `think` and `analyse`: `{ variant, options,
/// position, codes }` (`Game.variantId()`, `.optionsJson()`,
/// `.startPosition()` (null: the game's own start), `.codes()`), replayed
/// step by step.
#[cfg(feature = "engine")]
pub(crate) fn replayed_game(value: &JsValue, func: &str) -> JsResult<twofold_rules::Game> {
    const WHAT: &str = "the game as { variant, options, position, codes }";
    if !value.is_object() {
        return Err(args::type_error(format!("{func}: 'game' must be {WHAT}, not {}", args::kind_of(value))));
    }
    let field = |name: &str| js_sys::Reflect::get(value, &JsValue::from_str(name));
    let id = variant_arg(&field("variant")?, func)?;
    let options = options_arg(&field("options")?, func)?;
    let position = args::opt_string(&field("position")?, func, "position", "a position string, or null")?;
    let codes = field("codes")?;
    let Some(codes) = codes.dyn_ref::<js_sys::Uint32Array>() else {
        return Err(args::type_error(format!("{func}: 'codes' must be a Uint32Array ({WHAT})")));
    };
    twofold_rules::Game::replay(id, options, position.as_deref(), &codes.to_vec()).map_err(js_err)
}
