//! PGN trees for JS: `parsePgn` writes every game of a text as one JSON string, which the JS
//! face reads with one `JSON.parse` (measured: far fewer boundary crossings than building the
//! objects from Rust; a 1000-game file is a few megabytes of JSON).
//!
//! Shape (see `PgnGame` in `src/js/index.d.ts`):
//! `[{"tags":{...},"comments":[...],"moves":[node...],"result":"1-0"}]`, each node
//! `{"san":"e4","commentsBefore":[],"comments":["..."],"nags":[1],"clock":59.5,
//! "eval":{"cp":24},"variations":[[node...]]}`, with `clock` (seconds), `eval`
//! (`{"cp":n}` or `{"mate":n}`) and `result` left out when absent. The annotations are written
//! by the one writer of the game's annotations too ([`push_annotation_members`]). Tags keep the first value
//! of a name given twice.

use super::error::pgn_error;
use crate::game::pgn::LoadPgnError;
use crate::pgn::{Annotations, PgnEval, PgnGame, PgnNode, PgnReader, ShapeColor};
use std::borrow::Cow;
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
    out.push_str("{\"tags\":");
    push_tags(out, &game.tags, |t| &t.0, |t| Cow::Borrowed(&t.1));
    out.push_str(",\"comments\":");
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
    out.push(',');
    push_annotation_members(out, &node.annotations, Keys::Record);
    out.push_str(",\"variations\":[");
    for (i, line) in node.variations.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_line(out, line);
    }
    out.push_str("]}");
}

/// Whose annotations are written: a syntax tree's node (`parsePgn`: after-move comments as
/// `comments`, and `emt` and `shapes` only when set, which the reader never does) or a game's
/// node (`Game.annotations`, snapshots: `commentsAfter`, and `shapes` always).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Keys {
    Record,
    Tree,
}

/// The one JSON writer of [`Annotations`], as members without braces:
/// `"commentsBefore":[..],"comments":[..],"nags":[..]`, then `"clock"` and `"emt"` (seconds),
/// `"eval"` (`{"cp":n}` or `{"mate":n}`) when set, and `"shapes":[{"color","from","to"}]`
/// (see [`Keys`] for the names).
pub(crate) fn push_annotation_members(out: &mut String, ann: &Annotations, keys: Keys) {
    out.push_str("\"commentsBefore\":");
    push_strings(out, &ann.comments_before);
    out.push_str(match keys {
        Keys::Record => ",\"comments\":",
        Keys::Tree => ",\"commentsAfter\":",
    });
    push_strings(out, &ann.comments_after);
    out.push_str(",\"nags\":[");
    for (i, nag) in ann.nags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{nag}");
    }
    out.push(']');
    if let Some(ms) = ann.clock_ms {
        out.push_str(",\"clock\":");
        push_seconds(out, ms);
    }
    if let Some(ms) = ann.emt_ms {
        out.push_str(",\"emt\":");
        push_seconds(out, ms);
    }
    match ann.eval {
        Some(PgnEval::Centipawns(cp)) => {
            let _ = write!(out, ",\"eval\":{{\"cp\":{cp}}}");
        }
        Some(PgnEval::Mate(n)) => {
            let _ = write!(out, ",\"eval\":{{\"mate\":{n}}}");
        }
        None => {}
    }
    if keys == Keys::Tree || !ann.shapes.is_empty() {
        out.push_str(",\"shapes\":[");
        for (i, s) in ann.shapes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(
                out,
                "{{\"color\":\"{}\",\"from\":\"{}\",\"to\":\"{}\"}}",
                color_name(s.color),
                s.from.name(),
                s.to.name()
            );
        }
        out.push(']');
    }
}

fn color_name(c: ShapeColor) -> &'static str {
    match c {
        ShapeColor::Green => "green",
        ShapeColor::Red => "red",
        ShapeColor::Yellow => "yellow",
        ShapeColor::Blue => "blue",
    }
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
    out.reserve(s.len() + 2);
    out.push('"');
    // Runs without a character to escape at once (an escaped one is ASCII: a boundary).
    let bytes = s.as_bytes();
    let mut run = 0;
    while let Some(i) = bytes.get(run..).and_then(|rest| {
        rest.iter()
            .position(|&b| JSON_ESCAPE.get(usize::from(b)) == Some(&true))
            .map(|k| run + k)
    }) {
        out.push_str(s.get(run..i).unwrap_or(""));
        match bytes.get(i) {
            Some(b'"') => out.push_str("\\\""),
            Some(b'\\') => out.push_str("\\\\"),
            Some(b'\n') => out.push_str("\\n"),
            Some(b'\r') => out.push_str("\\r"),
            Some(b'\t') => out.push_str("\\t"),
            Some(&b) => {
                let _ = write!(out, "\\u{:04x}", b);
            }
            None => {}
        }
        run = i + 1;
    }
    out.push_str(s.get(run..).unwrap_or(""));
    out.push('"');
}

/// The bytes a JSON string escapes: `"`, `\` and the controls.
const JSON_ESCAPE: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = i < 0x20 || i == b'"' as usize || i == b'\\' as usize;
        i += 1;
    }
    table
};

/// Tags as a JSON object of names to values: the first tag of a name (JSON would keep the last).
pub(crate) fn push_tags<'t, T>(
    out: &mut String,
    tags: &'t [T],
    name: impl Fn(&'t T) -> &'t str,
    value: impl Fn(&'t T) -> Cow<'t, str>,
) {
    out.push('{');
    let mut first = true;
    for (i, tag) in tags.iter().enumerate() {
        let n = name(tag);
        if tags
            .get(..i)
            .is_some_and(|before| before.iter().any(|t| name(t) == n))
        {
            continue;
        }
        if !first {
            out.push(',');
        }
        first = false;
        push_json_string(out, n);
        out.push(':');
        push_json_string(out, &value(tag));
    }
    out.push('}');
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
