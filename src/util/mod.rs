//! Helpers outside the rules: quoting a text for a message, sorting moves into a stable order,
//! and looking for a short text in another ([`contains_bytes`]).

pub(crate) mod quote;
pub(crate) mod sort;

/// True when `needle` occurs in `text` (byte for byte; `needle` not empty). The standard
/// library's `str::contains(&str)` brings its two-way searcher (`StrSearcher`, about 2.5 KB of
/// wasm) for the crate's three short, fixed needles (`[%` in comments, `960` and `fischer` in
/// a `Variant` tag).
pub(crate) fn contains_bytes(text: &str, needle: &[u8]) -> bool {
    text.as_bytes().windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::contains_bytes;

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
