//! Roles (kinds of piece) and pieces (a role with a color), FIDE Art. 2.2.

use crate::types::color::Color;
use core::fmt;

/// The kind of a piece, independent of its color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn (Art. 3.7).
    Pawn = 0,
    /// Knight (Art. 3.6).
    Knight = 1,
    /// Bishop (Art. 3.2).
    Bishop = 2,
    /// Rook (Art. 3.3).
    Rook = 3,
    /// Queen (Art. 3.4).
    Queen = 4,
    /// King (Art. 3.8).
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to (Art. 3.7.5.1): queen, rook, bishop, knight.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Lowercase letter as in FEN, UCI and chess.js: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Uppercase letter as in SAN: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Reads a role letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// English name: `"pawn"`, `"knight"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// 0 (pawn) to 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Bishop, rook and queen: the pieces that move along lines (Art. 3.5).
    #[inline]
    pub const fn is_slider(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of a color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// FEN letter: uppercase for white, lowercase for black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Reads a FEN piece letter (`'N'` is a white knight, `'n'` a black one).
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}

/// The SAN letter of a figurine of either colour (Unicode's chess symbols): `♔`/`♚` `K`,
/// `♕`/`♛` `Q`, `♖`/`♜` `R`, `♗`/`♝` `B`, `♘`/`♞` `N`, `♙`/`♟` `P`; `None` for any other
/// character.
pub const fn figurine_letter(c: char) -> Option<u8> {
    match c {
        '♔' | '♚' => Some(b'K'),
        '♕' | '♛' => Some(b'Q'),
        '♖' | '♜' => Some(b'R'),
        '♗' | '♝' => Some(b'B'),
        '♘' | '♞' => Some(b'N'),
        '♙' | '♟' => Some(b'P'),
        _ => None,
    }
}
