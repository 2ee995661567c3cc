//! Helpers outside the rules: quoting a text for a message, sorting moves into a stable order,
//! and looking for a short text in another ([`contains_bytes`]).

pub(crate) mod quote;
pub(crate) mod sort;

use crate::prelude::*;

/// A message written from its pieces, in order: texts (`&str`, `String`) and unsigned numbers
/// (written in decimal), e.g. `msg!("rank ", rank, " has ", quoted(text))`.
///
/// Where the module has `core::fmt` anyway (native builds, and every wasm module with `std`:
/// the default, compat, arbiter, variants...), it is `format!` with one `{}` a piece (rustc
/// writes the literal pieces into the format string): the code a hand-written `format!` of the
/// same text compiles to. In `chess-arbiter/core`'s wasm (no `std`, src/lib.rs) it is the pieces
/// joined by [`cat`], numbers by [`num`]: `format!` and `Display` would bring `core::fmt` into
/// that module (docs/benchmarks.md, issue 40, session 24: 74,777 -> 71,393 bytes), and the
/// pieces there would cost the std modules code (the default module +1,655 bytes). Both forms
/// are made from the one list of pieces, so the texts are the same (tests: `msg_forms_agree`).
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
macro_rules! msg {
    (@slot $piece:expr) => {
        "{}"
    };
    ($($piece:expr),+ $(,)?) => {
        ::alloc::format!(concat!($($crate::util::msg!(@slot $piece)),+), $($piece),+)
    };
}

/// [`msg!`] in `chess-arbiter/core`'s wasm: the pieces joined by [`cat`] (numbers by [`num`]).
#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
macro_rules! msg {
    ($($piece:expr),+ $(,)?) => {
        $crate::util::msg_cat!($($piece),+)
    };
}

/// The pieces of [`msg!`] joined without `core::fmt`: what `msg!` is in the core's wasm (and in
/// the tests, beside the `format!` form).
#[cfg_attr(not(test), allow(unused_macros))]
macro_rules! msg_cat {
    // One piece: its text as a `String`, without a copy where it is one already.
    ($piece:expr $(,)?) => {
        $crate::util::Piece::owned(&$piece)
    };
    ($($piece:expr),+ $(,)?) => {
        $crate::util::cat(&[$(&*$crate::util::Piece::piece(&$piece)),+])
    };
}

pub(crate) use msg;
#[cfg_attr(
    any(feature = "std", not(target_arch = "wasm32")),
    allow(unused_imports)
)]
pub(crate) use msg_cat;

// `Piece`, `num` and `cat` are the core's form of `msg!`: left unused in the other builds but
// their tests (the linker drops them), and kept for any code that writes its pieces itself.
/// A piece of a [`msg!`] in the core's form: a text as it is, a number in decimal ([`num`]); a
/// type that `Display`s itself in the other builds implements it where the core writes it
/// (`Color` and `Square` here, `notation::uci::Uci`).
#[cfg_attr(any(feature = "std", not(target_arch = "wasm32")), allow(dead_code))]
pub(crate) trait Piece: Sized {
    /// The piece's text.
    type Text: core::ops::Deref<Target = str>;
    /// The piece as text.
    fn piece(self) -> Self::Text;
    /// The piece as a `String` (a message of one piece).
    #[inline(always)]
    fn owned(self) -> String {
        String::from(&*self.piece())
    }
}

impl<'a> Piece for &&'a str {
    type Text = &'a str;
    #[inline(always)]
    fn piece(self) -> &'a str {
        self
    }
}

impl<'a> Piece for &'a String {
    type Text = &'a str;
    #[inline(always)]
    fn piece(self) -> &'a str {
        self
    }
}

// Colours and squares by their names (`Display` writes the same names in the other builds).
impl Piece for &crate::types::color::Color {
    type Text = &'static str;
    #[inline(always)]
    fn piece(self) -> &'static str {
        self.name()
    }
}

impl Piece for &crate::types::square::Square {
    type Text = &'static str;
    #[inline(always)]
    fn piece(self) -> &'static str {
        self.name()
    }
}

macro_rules! number_piece {
    ($($t:ty),+) => {$(
        impl Piece for &$t {
            type Text = String;
            #[inline(always)]
            fn piece(self) -> String {
                num(*self as u64)
            }
            #[inline(always)]
            fn owned(self) -> String {
                num(*self as u64)
            }
        }
    )+};
}
number_piece!(u8, u16, u32, u64, usize);

/// `n` in decimal, for [`msg!`] in `chess-arbiter/core`'s wasm.
// Out of line, as `cat`: the default module (opt-level 2, which inlined them at each message)
// 201 bytes smaller (session 24, when the std modules used them too).
#[inline(never)]
#[cfg_attr(any(feature = "std", not(target_arch = "wasm32")), allow(dead_code))]
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
#[cfg_attr(any(feature = "std", not(target_arch = "wasm32")), allow(dead_code))]
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
    use crate::util::quote::quoted;

    #[test]
    fn num_writes_decimal() {
        for n in [0, 1, 9, 10, 99, 100, 4_294_967_295, u64::MAX] {
            assert_eq!(num(n), n.to_string());
        }
    }

    /// The two forms of `msg!` (`format!`, and the core's pieces) write the same text, for every
    /// kind of piece the messages use.
    #[test]
    fn msg_forms_agree() {
        let (rank, count, halfmoves, played, text) = (3usize, 2u8, 4_294_967_295u32, 17u64, "8/9");
        let owned = quoted(text);
        let what = "halfmove clock";
        let by_format = msg!(
            "rank ", rank, " has ", count, " kings (", owned, "), ", what, " ", halfmoves, " > ",
            played, ": {}"
        );
        let by_pieces = msg_cat!(
            "rank ", rank, " has ", count, " kings (", owned, "), ", what, " ", halfmoves, " > ",
            played, ": {}"
        );
        assert_eq!(
            by_format,
            "rank 3 has 2 kings (\"8/9\"), halfmove clock 4294967295 > 17: {}"
        );
        assert_eq!(by_pieces, by_format);
        assert_eq!(msg!(count), "2");
        assert_eq!(msg_cat!(count), "2");
        assert_eq!(msg_cat!(0u64), "0");
        assert_eq!(msg_cat!(owned), msg!(owned));
        assert_eq!(msg_cat!(what), "halfmove clock");
        let (color, square) = (crate::Color::Black, crate::Square::E4);
        assert_eq!(msg_cat!(color, " king on ", square), "black king on e4");
        assert_eq!(msg!(color, " king on ", square), "black king on e4");
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
