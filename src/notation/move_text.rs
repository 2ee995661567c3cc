//! [`MoveText`]: a move's SAN or UCI as a short string kept inline (no heap allocation), as a
//! [`crate::game::PlayedMove`] records them for every ply of a game.
//!
//! The longest SAN is 7 characters (`exd8=Q+`, `Qa1xb2#`), the longest UCI 5 (`e7e8q`): 15
//! bytes hold either with room to spare. Reading a game from PGN writes both for every move;
//! kept as `String`s they were two allocations and two frees per ply.

use core::fmt;
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveText {
    len: u8,
    bytes: [u8; CAP],
}

impl MoveText {
    /// The text of `s`, or `None` when it is longer than 15 bytes.
    pub fn new(s: &str) -> Option<MoveText> {
        let mut bytes = [0u8; CAP];
        bytes.get_mut(..s.len())?.copy_from_slice(s.as_bytes());
        Some(MoveText {
            len: s.len() as u8,
            bytes,
        })
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        let bytes = self.as_bytes();
        // Only ever made from a whole `&str` (`new`) or ASCII (`from_ascii`).
        core::str::from_utf8(bytes).unwrap_or("")
    }

    /// The text's bytes (UTF-8). Comparing them compares the texts without checking the
    /// UTF-8 again (reading a game compares every move's SAN with the record's).
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// The text of ASCII bytes (at most 15; longer ones are cut).
    pub(crate) fn from_ascii(text: &[u8]) -> MoveText {
        let mut out = MoveText {
            len: 0,
            bytes: [0u8; CAP],
        };
        for (slot, &b) in out.bytes.iter_mut().zip(text) {
            *slot = if b.is_ascii() { b } else { b'?' };
            out.len += 1;
        }
        out
    }
}

/// Appends; an error (the text unchanged) when the result would pass 15 bytes.
impl fmt::Write for MoveText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let at = usize::from(self.len);
        let slot = self.bytes.get_mut(at..at + s.len()).ok_or(fmt::Error)?;
        slot.copy_from_slice(s.as_bytes());
        self.len += s.len() as u8;
        Ok(())
    }
}

impl Default for MoveText {
    fn default() -> MoveText {
        MoveText {
            len: 0,
            bytes: [0u8; CAP],
        }
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
