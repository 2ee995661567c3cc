//! PGN trees for JS: `parsePgn` (and `compatParsePgn`, chess.js's reading) gives every game of a text as one JSON string, written by the
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

/// Whether a `Variant` tag's value names Chess960 ([`crate::game::pgn::is_chess960_variant`]),
/// for `chess-arbiter/compat`'s `loadPgn`, which reads the tags itself.
#[wasm_bindgen(js_name = compatChess960Variant)]
pub fn compat_chess960_variant(value: &str) -> bool {
    crate::game::pgn::is_chess960_variant(value)
}

/// The first game of a PGN text as `parsePgn` gives it (a JSON array of one game, or none),
/// with brace comments as written (spaces at their ends kept, `[%clk]` left in), as chess.js
/// reads them; throws `ERR_INVALID_PGN` at a syntax error. For `chess-arbiter/compat`'s
/// `loadPgn`, in the package's module rather than compat's own (src/wasm/compat.rs): the reader is
/// here already, and compat's module is half the size without it (87 KB against 165 KB raw).
#[wasm_bindgen(js_name = compatParsePgn)]
/// The text is the first `text_len` bytes of the text buffer (see `text.rs`).
pub fn compat_parse_pgn(text_len: u32) -> Result<String, JsValue> {
    super::text::with_text(text_len, |text| {
        let mut out = String::from("[");
        if let Some(game) = PgnReader::new(text).keeping_comment_spaces().next() {
            let game = game.map_err(|e| pgn_error(&LoadPgnError::from(e)))?;
            game.write_json(&mut out);
        }
        out.push(']');
        Ok(out)
    })
}
