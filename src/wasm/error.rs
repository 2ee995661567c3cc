//! The one place where core errors become JS error payloads.
//!
//! A failed export throws a string `code \u{1f} article \u{1f} message` (article may be empty);
//! `src/js/api.js` turns it into a `ChessError` with `name`, `code`, `article` and `message`.

use crate::fen::FenError;
use crate::notation::MoveInputError;
use wasm_bindgen::JsValue;

/// Builds the thrown payload.
pub fn js_error(code: &str, article: &str, message: &str) -> JsValue {
    JsValue::from_str(&format!("{code}\u{1f}{article}\u{1f}{message}"))
}

/// A FEN that does not parse or is not a legal position: `ERR_INVALID_FEN` with the first
/// problem's message; `validateFen` gives every problem with its own code.
pub fn fen_error(e: &FenError) -> JsValue {
    let (article, detail) = match e {
        FenError::Parse(p) => (
            "",
            p.errors.first().map(|x| (x.kind.code(), x.message.clone())),
        ),
        FenError::Position(p) => (
            p.problems.first().map_or("", |x| x.article()),
            p.problems
                .first()
                .map(|x| (x.code(), x.message().to_string())),
        ),
    };
    match detail {
        Some((code, message)) => js_error(
            "ERR_INVALID_FEN",
            article,
            &format!("invalid fen: {message} ({code})"),
        ),
        None => js_error("ERR_INVALID_FEN", article, "invalid fen"),
    }
}

/// A move that could not be read or played.
pub fn move_error(e: &MoveInputError, text: &str) -> JsValue {
    // The text as Rust's `{:?}` writes it, at most 24 characters (see `fen::push_escaped`).
    let mut shown = String::from("\"");
    for c in text.chars().take(24) {
        crate::fen::push_escaped(&mut shown, c, '"');
    }
    shown.push('"');
    js_error(
        e.code(),
        e.article().unwrap_or(""),
        &format!("{e}: {shown}"),
    )
}

/// A wrong argument (type or range) from JS.
pub fn argument_error(message: &str) -> JsValue {
    js_error("ERR_INVALID_ARGUMENT", "", message)
}

/// A game operation that failed (`ERR_GAME_OVER`, `ERR_PLY_OUT_OF_RANGE`,
/// `ERR_CLAIM_NOT_ALLOWED`, `ERR_CLAIM_NEEDS_MOVE`, `ERR_INVALID_SNAPSHOT`, a FEN or a move
/// error); `text` is the move as given, for move errors.
#[cfg(feature = "full")]
pub fn game_error(e: &crate::game::GameError, text: &str) -> JsValue {
    use crate::game::GameError;
    match e {
        GameError::InvalidFen(f) => fen_error(f),
        GameError::Move(m) => move_error(m, text),
        _ => js_error(e.code(), e.article().unwrap_or(""), &e.to_string()),
    }
}

/// A game that could not be read from PGN: `ERR_INVALID_PGN`, with a fourth field of JSON
/// properties for the `ChessError` (`game`, `line`, `column`, `reason`, and for a move `ply`
/// and `san`).
#[cfg(feature = "full")]
pub fn pgn_error(e: &crate::game_pgn::LoadPgnError) -> JsValue {
    let mut extra = format!("{{\"game\":{},\"reason\":\"{}\"", e.game, e.reason());
    if let (Some(line), Some(column)) = (e.line, e.column) {
        extra.push_str(&format!(",\"line\":{line},\"column\":{column}"));
    }
    if let Some((ply, san)) = e.ply_and_san() {
        extra.push_str(&format!(",\"ply\":{ply},\"san\":"));
        super::pgn::push_json_string(&mut extra, san);
    }
    extra.push('}');
    JsValue::from_str(&format!(
        "{}\u{1f}{}\u{1f}invalid pgn: {e}\u{1f}{extra}",
        e.code(),
        e.article().unwrap_or("")
    ))
}
