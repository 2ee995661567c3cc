//! Helpers outside the rules: quoting a text for a message, sorting moves into a stable order,
//! and looking for a short text in another ([`contains_bytes`]).

pub(crate) mod quote;
pub(crate) mod sort;

use crate::prelude::*;

/// `n` in decimal. The messages of the code `chess-arbiter/core` runs (FEN reading and
/// validation, move reading, the wasm binding's errors) are written from pieces with this and
/// [`cat`], not `format!`: `format!` and `Display` bring `core::fmt` into that wasm
/// (docs/benchmarks.md, issue 40, session 24).
// Out of line, as `cat`: the default module (opt-level 2, which inlined them at each message)
// 201 bytes smaller.
#[inline(never)]
pub(crate) fn num(n: u64) -> String {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[i..].iter().map(|&d| char::from(d)).collect()
}

/// The pieces of a message joined (`[&str]::concat`, kept out of line: see [`num`]).
#[inline(never)]
pub(crate) fn cat(parts: &[&str]) -> String {
    parts.concat()
}

/// True when `needle` occurs in `text` (byte for byte; `needle` not empty). The standard
/// library's `str::contains(&str)` brings its two-way searcher (`StrSearcher`, about 2.5 KB of
/// wasm) for the crate's three short, fixed needles (`[%` in comments, `960` and `fischer` in
/// a `Variant` tag).
pub(crate) fn contains_bytes(text: &str, needle: &[u8]) -> bool {
    text.as_bytes().windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::{contains_bytes, num};

    #[test]
    fn num_writes_decimal() {
        for n in [0, 1, 9, 10, 99, 100, 4_294_967_295, u64::MAX] {
            assert_eq!(num(n), n.to_string());
        }
    }

    #[test]
    fn finds_a_needle_anywhere_and_only_whole() {
        assert!(contains_bytes("[%clk 0:01:00]", b"[%"));
        assert!(contains_bytes("a comment [%csl Ga4]", b"[%"));
        assert!(contains_bytes("x[%", b"[%"));
        assert!(!contains_bytes("[ % ]", b"[%"));
        assert!(!contains_bytes("[", b"[%"));
        assert!(!contains_bytes("", b"960"));
        assert!(contains_bytes("chess 960", b"960"));
        assert!(!contains_bytes("fische", b"fischer"));
    }
}
