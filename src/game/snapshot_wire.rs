//! The compact text a [`GameSnapshot`] crosses the wasm boundary as (the npm package's
//! `Game#toJSON`, `Game.fromJSON` and the game states of `src/js/state.js`): one string each
//! way instead of JS objects built or read field by field in Rust (issue 40: the export that
//! read the fields one by one was the default module's largest item, 16 KB, and the one that
//! wrote them its only use of serde-wasm-bindgen; docs/benchmarks.md).
//!
//! **Out** ([`write_wire`]): items joined by U+001F, `startFen`, `chess960` (`0`/`1`),
//! `relaxed` (`0`/`1`), `ply`, `claim` (empty for none), the PGN record as JSON
//! ([`RecordSnapshot::to_json`]; empty for none), the tree as JSON ([`GameSnapshot::tree_json`];
//! empty for none), then one item per move (UCI). None of these texts holds U+001F (FEN, UCI,
//! claim names; JSON escapes control characters).
//!
//! **In** ([`read_wire`]): every item ends with U+001F; inside an item U+001E is an escape
//! (U+001E `0` stands for U+001E, U+001E `1` for U+001F), so any text crosses whole. The items:
//! `startFen`, `chess960` (`0`/`1`), `relaxed` (`0`/`1`), `ply`, `claim` (empty for none), the
//! number of moves and the moves, `lineEnd`, the number of nodes and per node `id`, `parent`,
//! `uci`, `claim` (empty for none), `record` (`0`/`1`: a game read from PGN), the number of tags
//! and per tag its name and value, `result` (empty for none), the number of record moves (empty
//! for none) and the record moves. Numbers are decimal. A text that is not this is refused with
//! [`GameError::InvalidSnapshot`] naming the part it could not read; what the parts say is then
//! checked by [`Game::from_snapshot`] as before.

use super::pgn::RecordSnapshot;
use super::{Annotations, GameError, GameSnapshot, NodeId, SnapshotNode};
use crate::pgn::PgnResult;

/// Ends an item (both ways).
pub const END: char = '\u{1f}';
/// Escapes U+001E and U+001F inside an item of the text coming in.
pub const ESCAPE: char = '\u{1e}';

/// The snapshot's line fields for the JS face, with the PGN record and the tree as JSON when
/// `whole` (see the module docs).
pub fn write_wire(s: &GameSnapshot, record: Option<&RecordSnapshot>, whole: bool) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(s.start_fen.len() + 16 + s.moves.len() * 6);
    let flag = |b: bool| if b { '1' } else { '0' };
    out.push_str(&s.start_fen);
    out.push(END);
    out.push(flag(s.chess960));
    out.push(END);
    out.push(flag(s.relaxed));
    out.push(END);
    let _ = write!(out, "{}", s.ply);
    out.push(END);
    out.push_str(s.claim.as_deref().unwrap_or(""));
    out.push(END);
    if whole {
        if let Some(r) = record {
            out.push_str(&r.to_json());
        }
        out.push(END);
        out.push_str(&s.tree_json());
    } else {
        out.push(END);
    }
    for m in &s.moves {
        out.push(END);
        out.push_str(m);
    }
    out
}

/// A snapshot read from the JS face's text (see the module docs), with its PGN record when it
/// has one (`record` item `1`).
///
/// # Errors
/// [`GameError::InvalidSnapshot`] naming the first part that is missing or malformed (`ply`,
/// `moves`, `nodes`, `tags or result`...).
pub fn read_wire(text: &str) -> Result<(GameSnapshot, Option<RecordSnapshot>), GameError> {
    // A failure is kept and every later read gives nothing (see `Items`): one check at the end,
    // not an early return (with its drops of what was read so far) after each item.
    let mut r = Items {
        rest: text,
        failed: None,
    };
    let start_fen = r.text("startFen");
    let chess960 = r.flag("chess960");
    let relaxed = r.flag("relaxed");
    let ply = r.number("ply") as usize;
    let claim = r.optional("claim");
    let moves = r.list("moves");
    let line_end: NodeId = r.number("lineEnd");
    let count = r.number("nodes");
    let mut nodes = Vec::with_capacity(r.room(count));
    for _ in 0..count {
        if r.failed.is_some() {
            break;
        }
        nodes.push(SnapshotNode {
            id: r.number("nodes"),
            parent: r.number("nodes"),
            uci: r.text("nodes"),
            claim: r.optional("nodes"),
            annotations: Annotations::default(),
        });
    }
    let record = r.flag("record").then(|| {
        const WHAT: &str = "tags or result";
        let count = r.number(WHAT);
        let mut tags = Vec::with_capacity(r.room(count));
        for _ in 0..count {
            if r.failed.is_some() {
                break;
            }
            tags.push((r.text(WHAT), r.text(WHAT)));
        }
        let result = r.optional(WHAT).and_then(|token| {
            let result = PgnResult::from_token(&token);
            if result.is_none() {
                r.fail(WHAT);
            }
            result
        });
        // The count of the record's moves, or nothing for none.
        let moves = match r.item("recordMoves") {
            "" => None,
            n => {
                let n = digits(n).unwrap_or_else(|| r.fail("recordMoves"));
                Some(r.texts(n, "recordMoves"))
            }
        };
        RecordSnapshot {
            tags,
            result,
            moves,
        }
    });
    if !r.rest.is_empty() {
        r.fail("more than a snapshot");
    }
    if let Some(part) = r.failed {
        return Err(GameError::InvalidSnapshot(part.into()));
    }
    let snapshot = GameSnapshot {
        start_fen,
        chess960,
        moves,
        ply,
        claim,
        relaxed,
        nodes,
        root_annotations: Annotations::default(),
        line_end,
    };
    Ok((snapshot, record))
}

/// The items of the text coming in, read one after the other. The first item that cannot be
/// read names its part in `failed`; from then on every read gives nothing (an empty item, 0,
/// false), so a count read after a failure asks for no items.
struct Items<'a> {
    rest: &'a str,
    failed: Option<&'static str>,
}

impl<'a> Items<'a> {
    /// Keeps the first failure (see [`Items`]); 0 for the caller to go on with.
    fn fail(&mut self, part: &'static str) -> u32 {
        self.failed.get_or_insert(part);
        self.rest = "";
        0
    }

    /// The next item as it is written (escapes kept); `part` names it if there is none.
    /// (Out of line, as the other readers: cold code, read once per field; a byte search, not
    /// `split_once`'s `memchr`, which was inlined at each call.)
    #[inline(never)]
    fn item(&mut self, part: &'static str) -> &'a str {
        let bytes = self.rest.as_bytes();
        match bytes.iter().position(|&b| b == END as u8) {
            // `END` is ASCII: the text splits at character boundaries.
            Some(at) => {
                let item = self.rest.get(..at).unwrap_or("");
                self.rest = self.rest.get(at + 1..).unwrap_or("");
                item
            }
            None => {
                self.fail(part);
                ""
            }
        }
    }

    /// The next item as text, its escapes undone.
    #[inline(never)]
    fn text(&mut self, part: &'static str) -> String {
        let item = self.item(part);
        unescape(item).unwrap_or_else(|| {
            self.fail(part);
            String::new()
        })
    }

    /// The next item as text, `None` when empty.
    #[inline(never)]
    fn optional(&mut self, part: &'static str) -> Option<String> {
        let t = self.text(part);
        (!t.is_empty()).then_some(t)
    }

    #[inline(never)]
    fn flag(&mut self, part: &'static str) -> bool {
        match self.item(part) {
            "1" => true,
            "0" => false,
            _ => self.fail(part) != 0,
        }
    }

    /// The next item as a whole number from 0 to 2^32 - 1 ([`digits`]).
    #[inline(never)]
    fn number(&mut self, part: &'static str) -> u32 {
        let item = self.item(part);
        digits(item).unwrap_or_else(|| self.fail(part))
    }

    /// Room for `count` items: no more than the text has left (a count is not trusted).
    fn room(&self, count: u32) -> usize {
        (count as usize).min(self.rest.len())
    }

    /// A count, then as many texts.
    fn list(&mut self, part: &'static str) -> Vec<String> {
        let n = self.number(part);
        self.texts(n, part)
    }

    /// The next `n` items as texts.
    #[inline(never)]
    fn texts(&mut self, n: u32, part: &'static str) -> Vec<String> {
        let mut out = Vec::with_capacity(self.room(n));
        for _ in 0..n {
            if self.failed.is_some() {
                break;
            }
            out.push(self.text(part));
        }
        out
    }
}

/// `item` as a whole number from 0 to 2^32 - 1 written in decimal digits only (no sign).
fn digits(item: &str) -> Option<u32> {
    if item.is_empty() {
        return None;
    }
    item.bytes().try_fold(0u32, |n, b| {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        n.checked_mul(10)?.checked_add(u32::from(d))
    })
}

/// `item` with its escapes undone (see the module docs); `None` for a bad escape.
fn unescape(item: &str) -> Option<String> {
    if !item.contains(ESCAPE) {
        return Some(item.to_string());
    }
    // Byte by byte: the escapes are ASCII, so the rest of the text stays whole UTF-8.
    let mut out = Vec::with_capacity(item.len());
    let mut escaped = false;
    for &b in item.as_bytes() {
        if escaped {
            out.push(match b {
                b'0' => ESCAPE as u8,
                b'1' => END as u8,
                _ => return None,
            });
            escaped = false;
        } else if b == ESCAPE as u8 {
            escaped = true;
        } else {
            out.push(b);
        }
    }
    if escaped {
        return None;
    }
    String::from_utf8(out).ok()
}
