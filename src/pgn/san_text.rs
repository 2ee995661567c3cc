//! [`SanText`]: a move's SAN as a record holds it ([`super::PgnNode::san`]), inline when short.

use crate::notation::move_text::MoveText;
use core::fmt::{self, Write as _};
use core::hash::{Hash, Hasher};
use core::ops::Deref;

/// A move's text in a record: held inline up to 15 bytes (every SAN of a game: `exd8=Q+` is 7),
/// so reading a record allocates nothing per move; a longer token (lenient input, a typo) on
/// the heap. Reads as a `&str` (`Deref`, `as_str`) and compares with `str`, `&str` and `String`.
#[derive(Clone)]
pub struct SanText(Repr);

#[derive(Clone)]
enum Repr {
    Inline(MoveText),
    Heap(Box<str>),
}

impl SanText {
    /// The text of `s`.
    pub fn new(s: &str) -> SanText {
        match MoveText::new(s) {
            Some(m) => SanText(Repr::Inline(m)),
            None => SanText(Repr::Heap(s.into())),
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Inline(m) => m.as_str(),
            Repr::Heap(s) => s,
        }
    }

    /// The text's bytes (UTF-8), without the check `as_str` makes of an inline text.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline(m) => m.as_bytes(),
            Repr::Heap(s) => s.as_bytes(),
        }
    }

    /// Appends `c`.
    pub fn push(&mut self, c: char) {
        if let Repr::Inline(m) = &mut self.0 {
            if m.write_char(c).is_ok() {
                return;
            }
        }
        let mut s = String::with_capacity(self.len() + c.len_utf8());
        s.push_str(self.as_str());
        s.push(c);
        *self = SanText(Repr::Heap(s.into_boxed_str()));
    }

    /// Replaces the text with `s`.
    pub fn set(&mut self, s: &str) {
        *self = SanText::new(s);
    }
}

impl Default for SanText {
    fn default() -> SanText {
        SanText(Repr::Inline(MoveText::default()))
    }
}

impl Deref for SanText {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for SanText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl core::borrow::Borrow<str> for SanText {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for SanText {
    /// As the `&str`: `"e4"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for SanText {
    fn eq(&self, other: &SanText) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for SanText {}

impl Hash for SanText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl From<&str> for SanText {
    fn from(s: &str) -> SanText {
        SanText::new(s)
    }
}

impl From<String> for SanText {
    fn from(s: String) -> SanText {
        SanText::new(&s)
    }
}

impl From<&String> for SanText {
    fn from(s: &String) -> SanText {
        SanText::new(s)
    }
}

impl From<MoveText> for SanText {
    fn from(m: MoveText) -> SanText {
        SanText(Repr::Inline(m))
    }
}

impl From<SanText> for String {
    fn from(s: SanText) -> String {
        s.as_str().to_string()
    }
}

impl PartialEq<str> for SanText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SanText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for SanText {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<MoveText> for SanText {
    /// By bytes: reading a game compares every move's SAN with the record's.
    fn eq(&self, other: &MoveText) -> bool {
        let (a, b) = (self.as_bytes(), other.as_bytes());
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
    }
}

impl PartialEq<SanText> for str {
    fn eq(&self, other: &SanText) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<SanText> for &str {
    fn eq(&self, other: &SanText) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<SanText> for String {
    fn eq(&self, other: &SanText) -> bool {
        self.as_str() == other.as_str()
    }
}

#[cfg(test)]
mod tests {
    use super::SanText;

    #[test]
    fn short_and_long_texts_read_back() {
        let mut s = SanText::new("exd8=Q");
        s.push('+');
        assert_eq!(s, "exd8=Q+");
        let long = "Ng1f3xe5=Q+!!abcdef";
        let mut l = SanText::new(long);
        assert_eq!(l.as_str(), long);
        l.push('#');
        assert_eq!(l, format!("{long}#"));
        let mut full = SanText::new("abcdefghijklmno");
        full.push('+');
        assert_eq!(full, "abcdefghijklmno+");
        assert_eq!(format!("{:?}", SanText::new("e4")), "\"e4\"");
        assert_eq!(SanText::default(), "");
    }
}
