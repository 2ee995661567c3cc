//! Files, ranks and squares of the chessboard (FIDE Art. 2.4).

use crate::types::color::Color;
use core::fmt;
use core::str::FromStr;

/// A file (column), `a` to `h`, stored as 0 to 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A rank (row), `1` to `8`, stored as 0 to 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl File {
    /// The a-file.
    pub const A: File = File(0);
    /// The b-file.
    pub const B: File = File(1);
    /// The c-file.
    pub const C: File = File(2);
    /// The d-file.
    pub const D: File = File(3);
    /// The e-file.
    pub const E: File = File(4);
    /// The f-file.
    pub const F: File = File(5);
    /// The g-file.
    pub const G: File = File(6);
    /// The h-file.
    pub const H: File = File(7);
    /// The eight files, `a` first.
    pub const ALL: [File; 8] = [
        File(0),
        File(1),
        File(2),
        File(3),
        File(4),
        File(5),
        File(6),
        File(7),
    ];

    /// The file with index `i` (0 = a); `None` past 7.
    #[inline]
    pub const fn new(i: u32) -> Option<File> {
        if i < 8 { Some(File(i as u8)) } else { None }
    }
    /// 0 (a) to 7 (h).
    #[inline]
    pub const fn index(self) -> u32 {
        self.0 as u32
    }
    /// `'a'` to `'h'`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// Reads `'a'` to `'h'` (lowercase only).
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
}

impl Rank {
    /// The first rank (white's back rank).
    pub const FIRST: Rank = Rank(0);
    /// The second rank.
    pub const SECOND: Rank = Rank(1);
    /// The third rank.
    pub const THIRD: Rank = Rank(2);
    /// The fourth rank.
    pub const FOURTH: Rank = Rank(3);
    /// The fifth rank.
    pub const FIFTH: Rank = Rank(4);
    /// The sixth rank.
    pub const SIXTH: Rank = Rank(5);
    /// The seventh rank.
    pub const SEVENTH: Rank = Rank(6);
    /// The eighth rank (black's back rank).
    pub const EIGHTH: Rank = Rank(7);
    /// The eight ranks, the first first.
    pub const ALL: [Rank; 8] = [
        Rank(0),
        Rank(1),
        Rank(2),
        Rank(3),
        Rank(4),
        Rank(5),
        Rank(6),
        Rank(7),
    ];

    /// The rank with index `i` (0 = first rank); `None` past 7.
    #[inline]
    pub const fn new(i: u32) -> Option<Rank> {
        if i < 8 { Some(Rank(i as u8)) } else { None }
    }
    /// 0 (first rank) to 7 (eighth rank).
    #[inline]
    pub const fn index(self) -> u32 {
        self.0 as u32
    }
    /// `'1'` to `'8'`.
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }
    /// Reads `'1'` to `'8'`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }
    /// The rank as seen by `color`: white's first rank is black's eighth.
    #[inline]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank(7 - self.0),
        }
    }
}

/// One of the 64 squares, `a1` = 0, `b1` = 1, ..., `h8` = 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! squares {
    ($($name:ident = $i:expr),* $(,)?) => {
        impl Square { $(#[doc = concat!("The square ", stringify!($name), ".")] pub const $name: Square = Square($i);)* }
    };
}
squares! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

/// The names of all squares, by index.
pub const SQUARE_NAMES: [&str; 64] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
];

impl Square {
    /// The square with index `i` (0 = a1, 63 = h8); `None` past 63.
    #[inline]
    pub const fn new(i: u32) -> Option<Square> {
        if i < 64 { Some(Square(i as u8)) } else { None }
    }

    /// The square with index `i & 63`: never fails; for indices known to be in range.
    #[inline]
    pub const fn from_index_masked(i: u32) -> Square {
        Square((i & 63) as u8)
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// 0 (a1) to 63 (h8).
    #[inline]
    pub const fn index(self) -> u32 {
        self.0 as u32
    }

    /// 0 (a1) to 63 (h8), for indexing tables.
    #[inline]
    pub const fn idx(self) -> usize {
        self.0 as usize
    }

    #[inline]
    /// The square's file.
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    #[inline]
    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if still on the board.
    #[inline]
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = (self.0 & 7) as i32 + df;
        let r = (self.0 >> 3) as i32 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The square mirrored top to bottom (a1 <-> a8).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square as seen by `color` (mirrored for black).
    #[inline]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// True for the dark squares (a1 is dark, FIDE Art. 2.1).
    #[inline]
    pub const fn is_dark(self) -> bool {
        ((self.0 & 7) + (self.0 >> 3)) % 2 == 0
    }

    /// The name, e.g. `"e4"`.
    #[inline]
    pub const fn name(self) -> &'static str {
        SQUARE_NAMES[self.0 as usize]
    }

    /// Kings' distance: the number of king steps from one square to the other.
    pub const fn distance(self, other: Square) -> u32 {
        let df = ((self.0 & 7) as i32 - (other.0 & 7) as i32).unsigned_abs();
        let dr = ((self.0 >> 3) as i32 - (other.0 >> 3) as i32).unsigned_abs();
        if df > dr { df } else { dr }
    }

    /// Iterates over all 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }

    /// Reads a square name such as `"e4"` from bytes.
    pub fn from_ascii(s: &[u8]) -> Option<Square> {
        match s {
            [f, r] => match (File::from_char(*f as char), Rank::from_char(*r as char)) {
                (Some(f), Some(r)) => Some(Square::from_coords(f, r)),
                _ => None,
            },
            _ => None,
        }
    }
}

/// A string that is not a square name (`a1` to `h8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square name (expected a1 to h8)")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or(ParseSquareError)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_colours_follow_art_2_1() {
        // Art. 2.1: the square at each player's right-hand corner (h1, a8) is light; a1 dark.
        let dark = |name: &str| name.parse::<Square>().map(Square::is_dark);
        assert_eq!(dark("a1"), Ok(true));
        assert_eq!(dark("h1"), Ok(false));
        assert_eq!(dark("a8"), Ok(false));
        assert_eq!(dark("h8"), Ok(true));
        assert_eq!(dark("e4"), Ok(false));
        assert_eq!(dark("d4"), Ok(true));
        assert_eq!(dark("e5"), Ok(true));
        assert_eq!(dark("d1"), Ok(false)); // the white queen on her colour
        assert_eq!(dark("d8"), Ok(true));
        let dark_count = Square::all().filter(|s| s.is_dark()).count();
        assert_eq!((dark_count, 64 - dark_count), (32, 32));
        // Neighbours along a rank or a file differ; diagonal neighbours share a colour.
        for s in Square::all() {
            if let Some(east) = s.offset(1, 0) {
                assert_ne!(s.is_dark(), east.is_dark(), "{s} {east}");
            }
            if let Some(north) = s.offset(0, 1) {
                assert_ne!(s.is_dark(), north.is_dark(), "{s} {north}");
            }
            if let Some(diagonal) = s.offset(1, 1) {
                assert_eq!(s.is_dark(), diagonal.is_dark(), "{s} {diagonal}");
            }
        }
        // The bitboards of the two colours agree with it.
        use crate::types::bitboard::Bitboard;
        for s in Square::all() {
            assert_eq!(Bitboard::DARK_SQUARES.contains(s), s.is_dark(), "{s}");
            assert_eq!(Bitboard::LIGHT_SQUARES.contains(s), !s.is_dark(), "{s}");
        }
    }
}
