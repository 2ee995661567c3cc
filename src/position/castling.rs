//! Castling rights and the castling mode (FIDE Art. 3.8.2; Chess960 per the FIDE Laws, Guidelines II).
//!
//! Rights are stored by the square of the rook they may castle with, so a Chess960 right such
//! as "the rook on b1" needs no special case.
//!
//! The mode a FEN reads in ([`CastlingMode::for_fen`]: an explicit choice, else standard chess
//! unless the castling field names rook files or a right needs a king off the e-file) is
//! decided by [`crate::notation::fen`], which asks [`needs_chess960`] here.

use crate::position::attacks::between;
use crate::position::setup::Setup;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::CastlingSide;
use crate::types::square::{File, Rank, Square};

/// How castling is written and which starting squares are expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    /// Standard chess: king on e1/e8, rooks on a/h; UCI writes castling as the king's move (`e1g1`).
    #[default]
    Standard,
    /// Chess960: king between its rooks anywhere on the back rank; UCI writes castling as
    /// "king takes rook" (`e1h1`).
    Chess960,
}

impl CastlingMode {
    /// True for Chess960 mode.
    pub fn is_chess960(self) -> bool {
        self == CastlingMode::Chess960
    }

    /// Chess960 for `true`, standard for `false`.
    pub const fn of_flag(chess960: bool) -> CastlingMode {
        if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }
}

/// True when some castling right of `setup` cannot be one of standard chess because its king
/// stands on its first rank off the e-file (Art. 3.8.2.1 wants it on e1 or e8). A right whose
/// king is elsewhere fits neither mode and is reported in standard terms.
pub(crate) fn needs_chess960(setup: &Setup) -> bool {
    Color::ALL.into_iter().any(|color| {
        let back = Rank::FIRST.relative_to(color);
        rights_of(setup.castling_rights, color).nonempty()
            && setup
                .board
                .king_of(color)
                .is_some_and(|king| king.rank() == back && king.file() != File::E)
    })
}

/// The castling rights of a position: the squares of the rooks each side may still castle with.
pub type CastlingRights = Bitboard;

/// The squares that castling with the king on `king` and the rook on `rook` involves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingPath {
    /// Where the king lands (g or c file, Art. 3.8.2.1).
    pub king_to: Square,
    /// Where the rook lands (f or d file).
    pub rook_to: Square,
    /// The squares the king crosses and lands on, not its own (Art. 3.8.2.2.1: none attacked).
    pub king_path: Bitboard,
    /// The squares that must be empty but for the king and the rook themselves
    /// (Art. 3.8.2.2.2).
    pub must_be_empty: Bitboard,
}

impl CastlingPath {
    /// The path of castling for `color` with the king on `king` and the rook on `rook`.
    pub fn new(color: Color, king: Square, rook: Square) -> CastlingPath {
        let side = CastlingSide::of(king, rook);
        let king_to = side.king_to(color);
        let rook_to = side.rook_to(color);
        let king_path = (between(king, king_to) | Bitboard::from_square(king_to)).without(king);
        let must_be_empty = (king_path | between(rook, rook_to) | Bitboard::from_square(rook_to))
            .without(king)
            .without(rook);
        CastlingPath {
            king_to,
            rook_to,
            king_path,
            must_be_empty,
        }
    }
}

/// The rights of `color`: rook squares on its back rank.
pub fn rights_of(rights: CastlingRights, color: Color) -> Bitboard {
    rights & Bitboard::from_rank(Rank::FIRST.relative_to(color))
}

/// The right of `color` on `side` given the king on `king`, if any.
pub fn right_on(
    rights: CastlingRights,
    color: Color,
    king: Square,
    side: CastlingSide,
) -> Option<Square> {
    let mine = rights_of(rights, color);
    match side {
        CastlingSide::KingSide => mine.into_iter().filter(|r| r.file() > king.file()).last(),
        CastlingSide::QueenSide => mine.into_iter().find(|r| r.file() < king.file()),
    }
}
