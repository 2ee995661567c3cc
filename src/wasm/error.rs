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
    let shown: String = text.chars().take(24).collect();
    js_error(
        e.code(),
        e.article().unwrap_or(""),
        &format!("{e}: {shown:?}"),
    )
}

/// A wrong argument (type or range) from JS.
pub fn argument_error(message: &str) -> JsValue {
    js_error("ERR_INVALID_ARGUMENT", "", message)
}
