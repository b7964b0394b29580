//! Arguments from JavaScript. A caller can pass any value where a string or
//! a number is expected; the bindings take `JsValue`s and check them here,
//! so a wrong one is a `TypeError` naming the function and the argument
//! (never a trap of the wasm instance, never a silent conversion).

use wasm_bindgen::prelude::*;

/// What every binding returns on failure: a JS `Error` or `TypeError`.
pub type JsResult<T> = Result<T, JsValue>;

/// A JS `TypeError` with this message.
pub fn type_error(message: String) -> JsValue {
    js_sys::TypeError::new(&message).into()
}

/// A JS `Error` with this message.
pub fn error(message: &str) -> JsValue {
    JsError::new(message).into()
}

/// What a wrong value is, for the message: "a number", "null", "an object".
pub fn kind_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    let t = value.js_typeof().as_string().unwrap_or_else(|| "value".into());
    let article = if t.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {t}")
}

/// A string argument: `func` names the call ("Game.play"), `name` the
/// argument ("from"), `what` says what is expected ("a square name such as e2").
pub fn string(value: &JsValue, func: &str, name: &str, what: &str) -> JsResult<String> {
    value
        .as_string()
        .ok_or_else(|| type_error(format!("{func}: '{name}' must be a string ({what}), not {}", kind_of(value))))
}

/// An optional string argument: `undefined` and `null` are "not given".
/// (The rules module's and the engine's game arguments.)
#[cfg(any(feature = "rules", feature = "engine", feature = "diagram"))]
pub fn opt_string(value: &JsValue, func: &str, name: &str, what: &str) -> JsResult<Option<String>> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    string(value, func, name, what).map(Some)
}

/// A number argument (any JS number, `NaN` and infinities included: the
/// caller checks the range).
pub fn number(value: &JsValue, func: &str, name: &str, what: &str) -> JsResult<f64> {
    value
        .as_f64()
        .ok_or_else(|| type_error(format!("{func}: '{name}' must be a number ({what}), not {}", kind_of(value))))
}

/// A whole number of at least 0 (a count of history steps, a depth).
pub fn count(value: &JsValue, func: &str, name: &str, what: &str) -> JsResult<usize> {
    let n = number(value, func, name, what)?;
    if !(n.is_finite() && n >= 0.0 && n.fract() == 0.0) {
        // (JavaScript writes the number: Rust's float formatting is large.)
        let n = js_sys::Number::from(n).to_string_with_radix(10).map(String::from).unwrap_or_default();
        return Err(type_error(format!("{func}: '{name}' must be a whole number of at least 0 ({what}), not {n}")));
    }
    // Larger counts than any game has mean "to the end"; the cast saturates.
    Ok(n as usize)
}
