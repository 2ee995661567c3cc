//! Quoting input in error messages, the one home of it: at most 24 characters of the input
//! (so a 10 MB string never lands in an error), escaped as Rust's `{:?}` writes them. FEN, PGN,
//! UCI, game snapshots and the wasm binding's move errors all quote through here.
use crate::prelude::*;

/// Shortens input quoted in messages to its first 24 characters, `…` after when it had more.
pub(crate) fn quote(s: &str) -> String {
    let mut out: String = s.chars().take(24).collect();
    if s.chars().nth(24).is_some() {
        out.push('…');
    }
    out
}

/// `quote(s)` between double quotes, with quotes, backslashes and control characters escaped as
/// Rust writes them (`"a\"b\n"`). Written by hand: `{:?}` would bring Rust's whole Unicode
/// escaping code into the wasm (about 3 KB).
pub(crate) fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in quote(s).chars() {
        push_escaped(&mut out, c, '"');
    }
    out.push('"');
    out
}

/// `c` between single quotes, escaped like [`quoted`].
pub(crate) fn quoted_char(c: char) -> String {
    let mut out = String::with_capacity(6);
    out.push('\'');
    push_escaped(&mut out, c, '\'');
    out.push('\'');
    out
}

/// Pushes `c`, escaped when it is the quote character `delimiter`, a backslash or a control
/// character.
fn push_escaped(out: &mut String, c: char, delimiter: char) {
    match c {
        '\0' => out.push_str("\\0"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        '\\' => out.push_str("\\\\"),
        c if c == delimiter => {
            out.push('\\');
            out.push(c);
        }
        c if c.is_control() => {
            out.push_str("\\u{");
            let code = c as u32;
            let digits = (32 - code.leading_zeros()).div_ceil(4).max(1);
            for i in (0..digits).rev() {
                let d = (code >> (4 * i)) & 0xf;
                out.push(char::from_digit(d, 16).unwrap_or('0'));
            }
            out.push('}');
        }
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::{quote, quoted, quoted_char};

    /// The hand-written quoting writes what Rust's `{:?}` writes, for every kind of character
    /// a FEN error can quote (printable text in any script, quotes, backslashes, controls).
    #[test]
    fn quoted_matches_debug_formatting() {
        let samples = [
            "",
            "rnbqkbnr",
            "8/8/8",
            "a\"b",
            "back\\slash",
            "tab\there",
            "new\nline\r\n",
            "nul\0",
            "bell\u{7}esc\u{1b}del\u{7f}",
            "c1 \u{85} \u{9f}",
            "é Ж ش Հ ř ♔ 🙂",
            "it's",
            "a very long text of more than twenty-four characters",
        ];
        for s in samples {
            assert_eq!(quoted(s), format!("{:?}", quote(s)), "{s}");
        }
        for c in ['x', '\'', '"', '\\', '\n', '\0', '\u{1}', 'Ж', '♔'] {
            assert_eq!(quoted_char(c), format!("{c:?}"), "{c}");
        }
        assert_eq!(
            quoted("abcdefghijklmnopqrstuvwxyz"),
            "\"abcdefghijklmnopqrstuvwx…\""
        );
        // Move errors too: a long move's quote says it was cut (a trial read 24 of 114
        // characters, with no mark, as the whole input).
        assert_eq!(quoted(&"Z".repeat(114)), format!("\"{}…\"", "Z".repeat(24)));
    }
}
