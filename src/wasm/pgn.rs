//! PGN trees for JS: `parsePgn` gives every game of a text as one JSON string, written by the
//! core's one JSON writer ([`PgnGame::write_json`], `src/pgn/json.rs`: the shape is in its
//! docs); the JS face reads it with one `JSON.parse`.

use super::error::pgn_error;
use crate::game::pgn::LoadPgnError;
use crate::pgn::PgnReader;
use wasm_bindgen::prelude::*;

/// Every game of a PGN text as JSON (`PgnGame::write_json`); throws `ERR_INVALID_PGN` at the
/// first syntax error.
/// The text is the first `text_len` bytes of the text buffer (see `text.rs`).
#[wasm_bindgen(js_name = parsePgn)]
pub fn parse_pgn_json(text_len: u32) -> Result<String, JsValue> {
    super::text::with_text(text_len, parse_pgn_text)
}

/// [`parse_pgn_json`] of a text.
fn parse_pgn_text(text: &str) -> Result<String, JsValue> {
    // Each game is written as soon as it is read: the trees are never all in memory at once.
    let mut out = String::with_capacity(text.len().saturating_mul(4));
    out.push('[');
    for (i, game) in PgnReader::new(text).enumerate() {
        let game = game.map_err(|e| pgn_error(&LoadPgnError::from(e)))?;
        if i > 0 {
            out.push(',');
        }
        game.write_json(&mut out);
    }
    out.push(']');
    Ok(out)
}
