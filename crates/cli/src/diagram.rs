//! `twofold diagram`: a position as an SVG or PNG picture, drawn as the page
//! draws its board (crates/diagram), for hosts that show images only; with
//! `--every-turn`, one picture per turn of a record.

use crate::records::{read_game, GameArgs};
use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use twofold_diagram::{Look, Marks, MAX_ARROWS, MAX_CIRCLES};
use twofold_rules::error::quote;
use twofold_rules::{Game, Options};

#[derive(Args)]
pub struct DiagramArgs {
    /// A game's id (the list follows the commands: `twofold help`).
    #[arg(value_name = "variant")]
    variant: String,
    /// Start from this position string instead of the game's start (a record's start must be this one).
    #[arg(long, value_name = "S", visible_alias = "fen")]
    position: Option<String>,
    /// The moves: numbered movetext (`1.e4 c5,d6`) or a whole record with tags (which must agree with the variant, --options and --position given).
    #[arg(long, value_name = "R")]
    moves: Option<String>,
    /// The turn shown, counted from the start (0 the start, `end` the last; default end).
    #[arg(long, value_name = "N", conflicts_with = "every_turn")]
    at: Option<String>,
    /// One picture per turn (turn-000.svg the start, turn-001.svg after the first turn, …) into the folder -o names, which must be empty or new.
    #[arg(long, requires = "moves")]
    every_turn: bool,
    /// The optional rules, space- or comma-separated: collision, three-prong, sibahi (a record's options must be these).
    #[arg(long, value_name = "O")]
    options: Option<String>,
    /// The side at the bottom.
    #[arg(long, value_enum, default_value_t = Side::White)]
    orientation: Side,
    /// File letters and rank numbers around the board.
    #[arg(long)]
    coordinates: bool,
    /// The last turn's squares tinted (with --arrows-last-turn, its parts drawn as arrows too, numbered when more than one).
    #[arg(long)]
    last_move: bool,
    /// With --last-move: the last turn's parts also drawn as arrows, their heads stopping short of the moved pieces.
    #[arg(long, requires = "last_move")]
    arrows_last_turn: bool,
    /// No margin and no background: the board and its frame (and the coordinates, with --coordinates) on a transparent picture, still --size wide.
    #[arg(long)]
    bare: bool,
    /// Arrows of your own, comma-separated: e2e4,g1f3 (at most 64).
    #[arg(long, value_name = "LIST")]
    arrows: Option<String>,
    /// Squares circled, comma-separated: e4,d5 (at most 64).
    #[arg(long, value_name = "LIST")]
    marks: Option<String>,
    /// The picture's width, exactly, in pixels (up to 4096): the squares shrink to fit, down to 12 px, below which it is refused (the least is chess 106 px, Two Boards 211 px; more with --coordinates).
    #[arg(long, value_name = "PX", default_value_t = 480)]
    size: u32,
    /// svg or png (default: from the -o file's extension, .svg or .png, else svg).
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// The file to write (a folder with --every-turn); standard output without it.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Side {
    White,
    Black,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Svg,
    Png,
}

// The help above gives these numbers.
const _: () = assert!(MAX_ARROWS == 64 && MAX_CIRCLES == 64);
const _: () = assert!(twofold_diagram::MIN_WIDTH == 64.0 && twofold_diagram::MAX_WIDTH == 4096.0);

pub fn run(a: DiagramArgs) -> Result<(), String> {
    let id = crate::arguments::variant(&a.variant)?;
    let look =
        Look::new(a.size as f64, a.orientation == Side::Black, a.coordinates).map_err(|e| format!("--size {e}"))?;
    let look = look.bare(a.bare).last_turn_arrows(a.arrows_last_turn);
    let options = a.options.as_deref().map(options).transpose()?;
    let moves = a.moves.as_deref().unwrap_or("");
    let args = GameArgs { variant: id, options, position: a.position.as_deref(), moves };
    let game = match read_game(&args)? {
        (game, None) => game,
        (_, Some(stopped)) => return Err(stopped.to_string()),
    };
    let least = twofold_diagram::min_width(&game, a.coordinates);
    if (a.size as f64) < least {
        return Err(format!(
            "--size {}: {} needs at least {least} px to stay readable (12-px squares)",
            a.size,
            game.variant().name
        ));
    }
    let marks = Marks::new(
        a.last_move,
        twofold_diagram::parse_arrows(&game, a.arrows.as_deref().unwrap_or(""))
            .map_err(|e| format!("--arrows: {e}"))?,
        twofold_diagram::parse_squares(&game, a.marks.as_deref().unwrap_or("")).map_err(|e| format!("--marks: {e}"))?,
    )?;
    let format = match a.format {
        Some(f) => f,
        None if a.every_turn => Format::Svg,
        None => format_of(a.output.as_deref())?,
    };
    let turns = game.turns().iter().filter(|t| t.complete).map(|t| t.last_step + 1).collect::<Vec<_>>();
    if a.every_turn {
        let dir = a.output.as_ref().ok_or("--every-turn writes a folder of pictures: name it with -o")?;
        empty_folder(dir)?;
        let ext = if format == Format::Png { "png" } else { "svg" };
        let steps = std::iter::once(0).chain(turns.iter().copied());
        // Stepped through forward (redone step by step), not cut anew per
        // picture: a long game's pictures take time linear in its length.
        let mut shown = game.clone();
        for (n, step) in steps.enumerate() {
            shown.go_to(step);
            let picture = render(&shown, &marks, &look, format)?;
            write(Some(&dir.join(format!("turn-{n:03}.{ext}"))), &picture)?;
        }
        return Ok(());
    }
    let shown_game = match a.at.as_deref().map(str::trim) {
        None | Some("end") => game,
        Some(text) => {
            let n: usize = text
                .parse()
                .map_err(|_| format!("--at must be a turn number (0 the start) or 'end', found {}", quote(text)))?;
            if n > turns.len() {
                return Err(format!("--at {n}: the game has {} turns", turns.len()));
            }
            game.truncated(if n == 0 { 0 } else { turns[n - 1] })
        }
    };
    write(a.output.as_deref(), &render(&shown_game, &marks, &look, format)?)
}

/// The format the -o file's extension names (SVG on standard output); an
/// extension neither svg nor png is refused rather than written as an SVG
/// under a misleading name.
fn format_of(output: Option<&Path>) -> Result<Format, String> {
    let Some(path) = output else { return Ok(Format::Svg) };
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("svg") => Ok(Format::Svg),
        Some("png") => Ok(Format::Png),
        _ => Err(format!("-o {}: name the file .svg or .png, or give --format", shown(path))),
    }
}

/// --every-turn's folder, made when new; one holding files already is
/// refused, so that no picture of an older game stays beside the new ones.
fn empty_folder(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the folder {}: {e}", shown(dir)))?;
    let mut entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read the folder {}: {e}", shown(dir)))?;
    if entries.next().is_some() {
        return Err(format!("--every-turn writes into an empty or new folder: {} holds files already", shown(dir)));
    }
    Ok(())
}

/// The options as the board's `options` attribute writes them.
fn options(text: &str) -> Result<Options, String> {
    let mut o = Options::default();
    for id in text.split([' ', ',']).map(str::trim).filter(|s| !s.is_empty()) {
        o.set(id, true).map_err(|e| e.to_string())?;
    }
    Ok(o)
}

fn render(game: &Game, marks: &Marks, look: &Look, format: Format) -> Result<Vec<u8>, String> {
    let svg = twofold_diagram::svg(game, marks, look);
    match format {
        Format::Svg => Ok(svg.into_bytes()),
        // The position string and the record travel with the picture, as
        // iTXt (UTF-8, uncompressed) chunks any image tool can read.
        Format::Png => png(&svg, &[("Position", game.position_string()), ("Record", game.record())]),
    }
}

/// Rasterises the SVG with resvg at its own size. The picture's text is
/// drawn as paths (the diagram crate's own lettering), so no font is read.
fn png(svg: &str, texts: &[(&str, String)]) -> Result<Vec<u8>, String> {
    use resvg::{tiny_skia, usvg};
    let opt = usvg::Options::default();
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| format!("the picture could not be drawn: {e}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or("the picture has no size")?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    encode(&pixmap, texts).map_err(|e| format!("the PNG could not be written: {e}"))
}

/// The picture as an RGB PNG when opaque, RGBA when any pixel is not
/// (--bare), at the best compression with a filter chosen per row: about
/// half the bytes of tiny-skia's own RGBA encoding.
fn encode(pixmap: &resvg::tiny_skia::Pixmap, texts: &[(&str, String)]) -> Result<Vec<u8>, png::EncodingError> {
    let opaque = pixmap.pixels().iter().all(|p| p.alpha() == 255);
    let rgb: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()].into_iter().take(if opaque { 3 } else { 4 })
        })
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(if opaque { png::ColorType::Rgb } else { png::ColorType::Rgba });
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    for (keyword, text) in texts {
        encoder.add_itxt_chunk(keyword.to_string(), text.clone())?;
    }
    encoder.write_header()?.write_image_data(&rgb)?;
    Ok(out)
}

fn shown(path: &Path) -> String {
    quote(&path.display().to_string())
}

fn write(path: Option<&Path>, bytes: &[u8]) -> Result<(), String> {
    match path {
        Some(p) => std::fs::write(p, bytes).map_err(|e| format!("cannot write {}: {e}", shown(p))),
        None => {
            use std::io::Write;
            std::io::stdout().write_all(bytes).map_err(|e| format!("cannot write the picture: {e}"))
        }
    }
}
