//! `diagramSvg`: a position of a game as an SVG diagram, drawn by the command
//! line's own code (crates/diagram, `twofold diagram`), for the page's
//! Share → Diagram. Built into a module of its own (the `diagram` feature,
//! www/pkg-diagram) that the page loads only when Share → Diagram opens.

use crate::args::{self, JsResult};
use crate::js_err;
use twofold_diagram::{parse_arrows, parse_squares, Look, Marks};
use twofold_rules::Game;
use wasm_bindgen::prelude::*;

const F: &str = "diagramSvg";

fn flag(value: &JsValue, name: &str) -> JsResult<bool> {
    value
        .as_bool()
        .ok_or_else(|| args::type_error(format!("{F}: '{name}' must be true or false, not {}", args::kind_of(value))))
}

/// `diagramSvg(record, steps, width, orientation, coordinates, lastMove,
/// arrows, marks, bare, lastTurnArrows)`: the game of `record` (as
/// `Game.record()` writes it) as it stood after `steps` history steps,
/// `width` pixels wide exactly (64 to 4096), `'white'` or `'black'` at the
/// bottom, with coordinates, with the last turn's squares tinted, the
/// reader's arrows (`"e2e4,g1f3"`) and circled squares (`"e4,d5"`), as
/// `twofold diagram` draws them; `bare` (optional) without margin or
/// background (`--bare`), `lastTurnArrows` (optional) with the last turn's
/// arrows too (`--arrows-last-turn`). At most 64 arrows
/// and 64 circles (crates/diagram's bounds): more are an error, as any bad
/// argument is, so no call draws more than the fullest picture allowed.
#[allow(clippy::too_many_arguments)]
#[wasm_bindgen(js_name = diagramSvg)]
pub fn diagram_svg(
    record: &JsValue,
    steps: &JsValue,
    width: &JsValue,
    orientation: &JsValue,
    coordinates: &JsValue,
    last_move: &JsValue,
    arrows: &JsValue,
    marks: &JsValue,
    bare: &JsValue,
    last_turn_arrows: &JsValue,
) -> JsResult<String> {
    let record = args::string(record, F, "record", "a game record")?;
    let steps = args::count(steps, F, "steps", "the history steps of the position shown")?;
    let width = args::number(width, F, "width", "the picture's width in pixels")?;
    let flip = match args::string(orientation, F, "orientation", "'white' or 'black'")?.as_str() {
        "white" => false,
        "black" => true,
        other => {
            let shown = twofold_rules::error::quote(other);
            return Err(args::error(&format!("{F}: 'orientation' must be 'white' or 'black', not {shown}")));
        }
    };
    let text =
        |v: &JsValue, name| args::opt_string(v, F, name, "comma-separated squares").map(Option::unwrap_or_default);
    let look = Look::new(width, flip, flag(coordinates, "coordinates")?)
        .map_err(|e| args::error(&format!("{F}: 'width' {e}")))?;
    let optional = |v: &JsValue, name| if v.is_undefined() { Ok(false) } else { flag(v, name) };
    let look = look.bare(optional(bare, "bare")?).last_turn_arrows(optional(last_turn_arrows, "lastTurnArrows")?);
    let game = Game::from_record(&record).map_err(js_err)?.truncated(steps);
    let named = |name: &'static str| move |e: String| args::error(&format!("{F}: '{name}': {e}"));
    let marks = Marks::new(
        flag(last_move, "lastMove")?,
        parse_arrows(&game, &text(arrows, "arrows")?).map_err(named("arrows"))?,
        parse_squares(&game, &text(marks, "marks")?).map_err(named("marks"))?,
    )
    .map_err(|e| args::error(&format!("{F}: {e}")))?;
    Ok(twofold_diagram::svg(&game, &marks, &look))
}
