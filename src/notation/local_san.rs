//! SAN with each language's piece letters (Russian `Кр Ф Л С К`, Czech `K D V S J`, ...) or
//! figurines (`♘f3`): writing SAN in them, and reading them back into the standard SAN the move
//! reader takes. Only the piece letters change: squares, `x`, `=`, `+`, `#` and `O-O` stay.
//!
//! # Examples
//! ```
//! use chess_arbiter::notation::local_san::{PieceLetters, from_local, to_local};
//! let ru = PieceLetters::for_lang("ru").unwrap();
//! assert_eq!(to_local("Kxe2+", &ru).unwrap(), "Крxe2+");
//! assert_eq!(to_local("e8=Q#", &ru).unwrap(), "e8=Ф#");
//! assert_eq!(from_local("Кf3", &ru), "Nf3");
//! assert_eq!(to_local("Nf3", &PieceLetters::FIGURINES).unwrap(), "♘f3");
//! ```
//!
//! Figurines, in either colour, are read everywhere SAN is read, with no language given: the
//! SAN reader ([`crate::notation::san::San::parse_attempt`]) turns them into letters with
//! [`figurine_letter`], so `♘f3`, `♞f3` and `e8=♕` read as `Nf3` and `e8=Q` whichever side
//! moves.

use crate::notation::san::{ParseSanError, San};
use crate::prelude::*;
use crate::types::role::Role;

/// The letters (or signs) of the king, queen, rook, bishop and knight in one notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceLetters {
    /// King, queen, rook, bishop, knight, in this order.
    pub letters: [&'static str; 5],
}

const ROLES: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl PieceLetters {
    /// English (standard SAN): K Q R B N.
    pub const EN: PieceLetters = PieceLetters {
        letters: ["K", "Q", "R", "B", "N"],
    };
    /// Russian: Кр (король), Ф (ферзь), Л (ладья), С (слон), К (конь).
    pub const RU: PieceLetters = PieceLetters {
        letters: ["Кр", "Ф", "Л", "С", "К"],
    };
    /// Czech: K (král), D (dáma), V (věž), S (střelec), J (jezdec).
    pub const CS: PieceLetters = PieceLetters {
        letters: ["K", "D", "V", "S", "J"],
    };
    /// Armenian, the initials of the law's terms: Ա (արքա), Թ (թագուհի), Ն (նավակ), Փ (փիղ),
    /// Ձ (ձի).
    pub const HY: PieceLetters = PieceLetters {
        letters: ["Ա", "Թ", "Ն", "Փ", "Ձ"],
    };
    /// Persian, the initials of the law's terms: ش (شاه), و (وزیر), ر (رخ), ف (فیل), ا (اسب).
    pub const FA: PieceLetters = PieceLetters {
        letters: ["ش", "و", "ر", "ف", "ا"],
    };
    /// Figurines, the same for both colours (as printed): ♔ ♕ ♖ ♗ ♘.
    pub const FIGURINES: PieceLetters = PieceLetters {
        letters: ["♔", "♕", "♖", "♗", "♘"],
    };

    /// The letters of a language: `en`, `hy`, `fa`, `ru`, `cs`; `None` for another.
    pub fn for_lang(lang: &str) -> Option<PieceLetters> {
        Some(match lang {
            "en" => PieceLetters::EN,
            "hy" => PieceLetters::HY,
            "fa" => PieceLetters::FA,
            "ru" => PieceLetters::RU,
            "cs" => PieceLetters::CS,
            _ => return None,
        })
    }

    /// The letters `name` asks for: a language of [`PieceLetters::for_lang`], or `figurines`
    /// ([`PieceLetters::FIGURINES`]).
    pub fn named(name: &str) -> Option<PieceLetters> {
        if name == "figurines" {
            return Some(PieceLetters::FIGURINES);
        }
        PieceLetters::for_lang(name)
    }

    /// The letter of `role` (`None` for a pawn, which has none in SAN).
    pub fn of(&self, role: Role) -> Option<&'static str> {
        ROLES
            .iter()
            .position(|r| *r == role)
            .and_then(|i| self.letters.get(i).copied())
    }
}

pub use crate::types::role::figurine_letter;

/// `san` (standard SAN, as the core writes it; a null move's `--` too) with the piece letters
/// of `letters`: the piece that moves and the promotion piece. Other text is copied as it is.
///
/// # Errors
/// [`ParseSanError`] when `san` is no SAN at all (`hello`).
pub fn to_local(san: &str, letters: &PieceLetters) -> Result<String, ParseSanError> {
    if !crate::notation::is_null_move(san) {
        San::parse(san)?;
    }
    let mut out = String::with_capacity(san.len() + 4);
    let mut piece_next = true; // at the start, and after '='
    for c in san.chars() {
        let local = piece_next
            .then(|| Role::from_char(c.to_ascii_lowercase()))
            .flatten()
            .filter(|_| c.is_ascii_uppercase())
            .and_then(|role| letters.of(role));
        match local {
            Some(text) => out.push_str(text),
            None => out.push(c),
        }
        piece_next = c == '=';
    }
    Ok(out)
}

/// `text` with the piece letters of `letters` (and figurines, in either colour) turned into
/// standard SAN letters, for the move reader ([`crate::notation::parse_move`]). Standard letters
/// are kept, so `Nf3` reads in any language; a letter of two characters is matched before one
/// of one (Russian `Кр` before `К`).
pub fn from_local(text: &str, letters: &PieceLetters) -> String {
    let find = |rest: &str, long: bool| {
        letters
            .letters
            .iter()
            .zip(ROLES)
            .find(|(l, _)| (l.chars().count() > 1) == long && rest.starts_with(**l))
            .map(|(l, role)| (l.len(), role.char().to_ascii_uppercase()))
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let figurine = figurine_letter(c).map(|b| (c.len_utf8(), char::from(b)));
        match figurine.or_else(|| find(rest, true).or_else(|| find(rest, false))) {
            Some((len, upper)) => {
                out.push(upper);
                rest = rest.get(len..).unwrap_or("");
            }
            None => {
                out.push(c);
                rest = rest.get(c.len_utf8()..).unwrap_or("");
            }
        }
    }
    out
}
