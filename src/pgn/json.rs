//! The JSON writer of PGN trees, tags and annotations, written once for every caller (the
//! npm package hands these strings to one `JSON.parse`: far fewer boundary crossings than
//! building the objects one by one; a 1000-game file is a few megabytes of JSON).
//!
//! Shapes (see `PgnGame` and `Annotations` in `src/js/index.d.ts`):
//! - a game ([`PgnGame::write_json`]): `{"tags":{...},"comments":[...],"moves":[node...],
//!   "result":"1-0"}`, each node `{"san":"e4","commentsBefore":[],"comments":["..."],
//!   "nags":[1],"clock":59.5,"eval":{"cp":24},"variations":[[node...]]}`;
//! - a game node's annotations ([`Annotations::to_json`]): `{"commentsBefore":[..],
//!   "commentsAfter":[..],"nags":[..],"clock":59.5,"emt":2.5,"eval":{"cp":24},
//!   "shapes":[{"color":"green","from":"e4","to":"e4"}]}`;
//! - tags ([`tags_to_json`]): an object of names to values, the first value of a name given
//!   twice (JSON would keep the last).
//!
//! `clock` and `emt` are seconds, `eval` is `{"cp":n}` or `{"mate":n}`; the optional members
//! (and `result`) are left out when absent.

use super::{Annotations, PgnEval, PgnGame, PgnNode, ShapeColor};
use std::fmt::Write as _;

impl PgnGame {
    /// Appends the game as JSON (see the module docs).
    pub fn write_json(&self, out: &mut String) {
        out.push_str("{\"tags\":");
        push_tags(out, &self.tags);
        out.push_str(",\"comments\":");
        push_strings(out, &self.comments);
        out.push_str(",\"moves\":");
        push_line(out, &self.moves);
        if let Some(result) = self.result {
            out.push_str(",\"result\":\"");
            out.push_str(result.as_str());
            out.push('"');
        }
        out.push('}');
    }
}

impl Annotations {
    /// A game node's annotations as one JSON object (see the module docs).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }

    /// Appends [`Annotations::to_json`].
    pub fn write_json(&self, out: &mut String) {
        out.push('{');
        push_annotation_members(out, self, Keys::Tree);
        out.push('}');
    }
}

/// Tags as a JSON object of names to values (see the module docs).
pub fn tags_to_json(tags: &[(String, String)]) -> String {
    let mut out = String::new();
    push_tags(&mut out, tags);
    out
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

/// Whose annotations are written: a syntax tree's node (after-move comments as `comments`,
/// and `emt` and `shapes` only when set, which the reader never does) or a game's node
/// (`commentsAfter`, and `shapes` always).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keys {
    Record,
    Tree,
}

/// The one JSON writer of [`Annotations`], as members without braces:
/// `"commentsBefore":[..],"comments":[..],"nags":[..]`, then `"clock"` and `"emt"` (seconds),
/// `"eval"` when set, and `"shapes":[{"color","from","to"}]` (see [`Keys`] for the names).
fn push_annotation_members(out: &mut String, ann: &Annotations, keys: Keys) {
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

/// Appends a JSON array of strings.
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
pub(crate) fn push_json_string(out: &mut String, s: &str) {
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

fn push_tags(out: &mut String, tags: &[(String, String)]) {
    out.push('{');
    let mut first = true;
    for (i, (name, value)) in tags.iter().enumerate() {
        if tags
            .get(..i)
            .is_some_and(|before| before.iter().any(|t| t.0 == *name))
        {
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
    out.push('}');
}

/// Seconds with up to three decimals (`%clk`, `%emt`), written without float formatting.
fn push_seconds(out: &mut String, ms: u64) {
    let _ = write!(out, "{}", ms / 1000);
    let frac = ms % 1000;
    if frac != 0 {
        let digits = format!("{frac:03}");
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::parse_pgn_game;

    #[test]
    fn a_game_as_json() {
        let game = parse_pgn_game(
            "[White \"A\\\"b\"]\n[White \"c\"]\n{start} 1. e4 {x [%clk 0:01:00.5] [%eval 0.24]} \
             $1 (1. d4) e5 1-0",
        )
        .unwrap();
        let mut out = String::new();
        game.write_json(&mut out);
        assert_eq!(
            out,
            "{\"tags\":{\"White\":\"A\\\"b\"},\"comments\":[\"start\"],\"moves\":[\
             {\"san\":\"e4\",\"commentsBefore\":[],\"comments\":[\"x\"],\"nags\":[1],\
             \"clock\":60.5,\"eval\":{\"cp\":24},\"variations\":[[{\"san\":\"d4\",\
             \"commentsBefore\":[],\"comments\":[],\"nags\":[],\"variations\":[]}]]},\
             {\"san\":\"e5\",\"commentsBefore\":[],\"comments\":[],\"nags\":[],\
             \"variations\":[]}],\"result\":\"1-0\"}"
        );
    }

    #[test]
    fn annotations_as_json() {
        assert_eq!(
            Annotations::default().to_json(),
            "{\"commentsBefore\":[],\"commentsAfter\":[],\"nags\":[],\"shapes\":[]}"
        );
        let ann = Annotations {
            comments_after: vec!["a\u{1}\n".into()],
            emt_ms: Some(2500),
            eval: Some(PgnEval::Mate(-3)),
            ..Annotations::default()
        };
        assert_eq!(
            ann.to_json(),
            "{\"commentsBefore\":[],\"commentsAfter\":[\"a\\u0001\\n\"],\"nags\":[],\
             \"emt\":2.5,\"eval\":{\"mate\":-3},\"shapes\":[]}"
        );
    }
}
