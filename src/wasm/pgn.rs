//! PGN trees for JS: `parsePgn` writes every game of a text as one JSON string, which the JS
//! face reads with one `JSON.parse` (measured: far fewer boundary crossings than building the
//! objects from Rust; a 1000-game file is a few megabytes of JSON).
//!
//! Shape (see `PgnGame` in `src/js/index.d.ts`):
//! `[{"tags":{...},"comments":[...],"moves":[node...],"result":"1-0"}]`, each node
//! `{"san":"e4","nags":[1],"commentsBefore":[],"comments":["..."],"clock":59.5,
//! "eval":{"cp":24},"variations":[[node...]]}`, with `clock` (seconds), `eval`
//! (`{"cp":n}` or `{"mate":n}`) and `result` left out when absent. Tags keep the first value
//! of a name given twice.

use super::error::pgn_error;
use crate::game_pgn::LoadPgnError;
use crate::pgn::{PgnEval, PgnGame, PgnNode, PgnReader};
use std::fmt::Write as _;
use wasm_bindgen::prelude::*;

/// Every game of a PGN text as JSON (see the module docs); throws `ERR_INVALID_PGN` at the
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
        push_game(&mut out, &game);
    }
    out.push(']');
    Ok(out)
}

pub(crate) fn push_game(out: &mut String, game: &PgnGame) {
    out.push_str("{\"tags\":{");
    let mut first = true;
    for (i, (name, value)) in game.tags.iter().enumerate() {
        if game.tags.iter().take(i).any(|(n, _)| n == name) {
            continue;
        }
        if !first {
            out.push(',');
        }
        first = false;
        push_json_string(out, name);
        out.push(':');
        push_json_string(out, value);
    }
    out.push_str("},\"comments\":");
    push_strings(out, &game.comments);
    out.push_str(",\"moves\":");
    push_line(out, &game.moves);
    if let Some(result) = game.result {
        out.push_str(",\"result\":\"");
        out.push_str(result.as_str());
        out.push('"');
    }
    out.push('}');
}

fn push_line(out: &mut String, line: &[PgnNode]) {
    out.push('[');
    for (i, node) in line.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_node(out, node);
    }
    out.push(']');
}

fn push_node(out: &mut String, node: &PgnNode) {
    out.push_str("{\"san\":");
    push_json_string(out, &node.san);
    out.push_str(",\"nags\":[");
    for (i, nag) in node.nags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{nag}");
    }
    out.push_str("],\"commentsBefore\":");
    push_strings(out, &node.comments_before);
    out.push_str(",\"comments\":");
    push_strings(out, &node.comments_after);
    if let Some(ms) = node.clock_ms {
        out.push_str(",\"clock\":");
        push_seconds(out, ms);
    }
    push_eval(out, node.eval);
    out.push_str(",\"variations\":[");
    for (i, line) in node.variations.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_line(out, line);
    }
    out.push_str("]}");
}

pub(crate) fn push_strings(out: &mut String, items: &[String]) {
    out.push('[');
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_json_string(out, s);
    }
    out.push(']');
}

/// Appends `s` as a JSON string literal.
pub fn push_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Seconds with up to three decimals (`%clk`, `%emt`), written without float formatting.
pub(crate) fn push_seconds(out: &mut String, ms: u64) {
    let _ = write!(out, "{}", ms / 1000);
    let frac = ms % 1000;
    if frac != 0 {
        let digits = format!("{frac:03}");
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
}

/// `,"eval":{"cp":N}` or `,"eval":{"mate":N}` for a `%eval`; nothing without one.
pub(crate) fn push_eval(out: &mut String, eval: Option<PgnEval>) {
    match eval {
        Some(PgnEval::Centipawns(cp)) => {
            let _ = write!(out, ",\"eval\":{{\"cp\":{cp}}}");
        }
        Some(PgnEval::Mate(n)) => {
            let _ = write!(out, ",\"eval\":{{\"mate\":{n}}}");
        }
        None => {}
    }
}
