//! [`MoveText`]: a move's SAN or UCI as a short string kept inline (no heap allocation), as a
//! [`crate::game::PlayedMove`] records them for every ply of a game.
//!
//! The longest SAN is 7 characters (`exd8=Q+`, `Qa1xb2#`), the longest UCI 5 (`e7e8q`): 15
//! bytes hold either with room to spare. Reading a game from PGN writes both for every move;
//! kept as `String`s they were two allocations and two frees per ply.

use crate::prelude::*;
use arrayvec::ArrayString;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;

/// The most bytes a [`MoveText`] holds.
const CAP: usize = 15;

/// Two texts of a few bytes compared in place: a length, then a short loop (a call to `memcmp`
/// for every move's SAN was 2 % of reading a game).
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// A short text (a move's SAN or UCI), kept inline; reads as a `&str` (see the module docs).
///
/// An `arrayvec::ArrayString`, which knows its bytes are UTF-8: reading it as a `&str` checks
/// nothing (a check of the bytes on every read was 1.9 % of reading a game from PGN, which
/// hands every move's SAN to the game as a `&str`).
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct MoveText(ArrayString<CAP>);

impl MoveText {
    /// The text of `s`, or `None` when it is longer than 15 bytes.
    pub fn new(s: &str) -> Option<MoveText> {
        ArrayString::from(s).ok().map(MoveText)
    }

    /// The text.
    #[inline]
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The text's bytes (UTF-8). Comparing them compares the texts in place (reading a game
    /// compares every move's SAN with the record's).
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }

    /// The text of ASCII bytes (at most 15; longer ones are cut), a byte past ASCII as `?`.
    pub(crate) fn from_ascii(text: &[u8]) -> MoveText {
        let mut out = ArrayString::new();
        for &b in text.iter().take(CAP) {
            out.push(if b.is_ascii() { char::from(b) } else { '?' });
        }
        MoveText(out)
    }
}

/// Appends; an error (the text unchanged) when the result would pass 15 bytes.
impl fmt::Write for MoveText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.try_push_str(s).map_err(|_| fmt::Error)
    }
}

/// By length, then by bytes (the order of the texts as a length and 15 bytes, as it was).
impl Ord for MoveText {
    fn cmp(&self, other: &MoveText) -> Ordering {
        self.len()
            .cmp(&other.len())
            .then_with(|| self.as_bytes().cmp(other.as_bytes()))
    }
}

impl PartialOrd for MoveText {
    fn partial_cmp(&self, other: &MoveText) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// As the text's bytes (equal texts hash alike, as `Eq` says).
impl Hash for MoveText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
    }
}

impl Deref for MoveText {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for MoveText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl core::borrow::Borrow<str> for MoveText {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl From<MoveText> for String {
    fn from(t: MoveText) -> String {
        t.as_str().to_string()
    }
}

impl PartialEq<str> for MoveText {
    fn eq(&self, other: &str) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<&str> for MoveText {
    fn eq(&self, other: &&str) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<String> for MoveText {
    fn eq(&self, other: &String) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<MoveText> for str {
    fn eq(&self, other: &MoveText) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<MoveText> for &str {
    fn eq(&self, other: &MoveText) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<MoveText> for String {
    fn eq(&self, other: &MoveText) -> bool {
        same(self.as_bytes(), other.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::MoveText;

    #[test]
    fn holds_up_to_15_bytes_and_reads_as_str() {
        let t = MoveText::new("exd8=Q+").unwrap();
        assert_eq!(t, "exd8=Q+");
        assert_eq!(t.as_str(), "exd8=Q+");
        assert_eq!(t.len(), 7);
        assert_eq!(format!("{t} {t:?}"), "exd8=Q+ \"exd8=Q+\"");
        assert_eq!(String::from(t), "exd8=Q+");
        assert_eq!(MoveText::new("123456789012345").unwrap(), "123456789012345");
        assert_eq!(MoveText::new("1234567890123456"), None);
        assert_eq!(MoveText::new("♞f6").unwrap(), "♞f6");
        assert_eq!(MoveText::default(), "");
        assert_eq!(MoveText::from_ascii(b"e7e8q"), "e7e8q");
        assert_eq!(MoveText::from_ascii(b"e\xe9"), "e?");
        assert_eq!(MoveText::from_ascii(&[b'a'; 20]).len(), 15);
        use core::fmt::Write;
        let mut w = MoveText::default();
        assert!(w.write_str("e7e8").is_ok() && w.write_char('q').is_ok());
        assert_eq!(w, "e7e8q");
        assert!(w.write_str("1234567890a").is_err());
        assert_eq!(w, "e7e8q", "a write that does not fit changes nothing");
        assert!(w.write_str("1234567890").is_ok());
        assert_eq!(w.len(), 15);
    }
}
