//! SAN in each language's piece letters or figurines (`crate::notation::local_san`), for `formatSan` and
//! for reading localized SAN (`applyMove`, `Game.move` with `{ lang }`).

use super::error::{argument_error, js_error};
use crate::notation::local_san::{PieceLetters, from_local, to_local};
use crate::util::quote::quoted;
use wasm_bindgen::prelude::*;

fn letters(lang: &str) -> Result<PieceLetters, JsValue> {
    PieceLetters::named(lang)
        .ok_or_else(|| argument_error("options.lang must be one of en, hy, fa, ru, cs"))
}

/// `san` with the piece letters of `lang` (`figurines` for ♔♕♖♗♘); `ERR_INVALID_MOVE` for
/// text that is no SAN.
#[wasm_bindgen(js_name = sanToLocal)]
pub fn san_to_local(san: &str, lang: &str) -> Result<String, JsValue> {
    let letters = letters(lang)?;
    to_local(san, &letters)
        .map_err(|e| js_error("ERR_INVALID_MOVE", "", &format!("{e}: {}", quoted(san))))
}

/// `text` with `lang`'s piece letters (and figurines) turned into standard SAN letters.
#[wasm_bindgen(js_name = sanFromLocal)]
pub fn san_from_local(text: &str, lang: &str) -> Result<String, JsValue> {
    Ok(from_local(text, &letters(lang)?))
}
