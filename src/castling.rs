//! Castling rights and the castling mode (FIDE Art. 3.8.2; Chess960 per the FIDE Laws, Guidelines II).
//!
//! Rights are stored by the square of the rook they may castle with, so a Chess960 right such
//! as "the rook on b1" needs no special case.
//!
//! The mode a FEN reads in ([`CastlingMode::for_fen`]: an explicit choice, else standard chess
//! unless the castling field names rook files or a right needs a king off the e-file) is
//! decided here; [`crate::fen`] reads the text and asks.

use crate::attacks::between;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::CastlingSide;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

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

    /// The castling mode to read a FEN in. An explicit choice wins: `Some(true)` is Chess960,
    /// `Some(false)` standard chess. Without one (`None`) the FEN is read as standard chess
    /// whenever it can be: it is Chess960 only when its castling field names rook files
    /// (Shredder-FEN or X-FEN, e.g. `HAha` or `Kd`) or when a `KQkq` right belongs to a king
    /// that stands on its first rank off the e-file (X-FEN of a Chess960 position, as
    /// `Setup::chess960` positions are written). A FEN that does not read is standard unless it
    /// names rook files (its errors are then reported in standard terms).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::CastlingMode;
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert_eq!(CastlingMode::for_fen(start, None), CastlingMode::Standard);
    /// let chess960 = "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1";
    /// assert_eq!(CastlingMode::for_fen(chess960, None), CastlingMode::Chess960);
    /// assert_eq!(CastlingMode::for_fen(chess960, Some(false)), CastlingMode::Standard);
    /// // The king on e1: standard chess, where `K` needs the rook on h1.
    /// let rook_on_f1 = "4k3/8/8/8/8/8/8/4KR2 w K - 0 1";
    /// assert_eq!(CastlingMode::for_fen(rook_on_f1, None), CastlingMode::Standard);
    /// assert_eq!(CastlingMode::for_fen("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", None), CastlingMode::Chess960);
    /// ```
    pub fn for_fen(fen: &str, chess960: Option<bool>) -> CastlingMode {
        match Setup::from_fen(fen) {
            Ok(setup) => CastlingMode::of(fen, &setup, chess960),
            Err(_) => CastlingMode::of_flag(
                chess960.unwrap_or_else(|| names_rook_files(crate::fen::castling_field(fen))),
            ),
        }
    }

    /// [`CastlingMode::for_fen`] for a `setup` already read from `fen` (no second parse).
    pub fn of(fen: &str, setup: &Setup, chess960: Option<bool>) -> CastlingMode {
        CastlingMode::of_castling(crate::fen::castling_field(fen), setup, chess960)
    }

    /// [`CastlingMode::of`] with the FEN's castling field (`-` when it has none) found.
    pub(crate) fn of_castling(
        castling: &str,
        setup: &Setup,
        chess960: Option<bool>,
    ) -> CastlingMode {
        CastlingMode::of_flag(
            chess960.unwrap_or_else(|| names_rook_files(castling) || needs_chess960(setup)),
        )
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

/// True when a FEN's castling field is made of castling letters and names a rook's file
/// (Shredder-FEN or X-FEN, e.g. `HAha`, `Kq` is not).
fn names_rook_files(castling: &str) -> bool {
    castling
        .bytes()
        .all(|c| matches!(c, b'A'..=b'H' | b'a'..=b'h' | b'K' | b'Q' | b'k' | b'q'))
        && castling
            .bytes()
            .any(|c| matches!(c, b'A'..=b'H' | b'a'..=b'h'))
}

/// True when some castling right of `setup` cannot be one of standard chess because its king
/// stands on its first rank off the e-file (Art. 3.8.2.1 wants it on e1 or e8). A right whose
/// king is elsewhere fits neither mode and is reported in standard terms.
fn needs_chess960(setup: &Setup) -> bool {
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
