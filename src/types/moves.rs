//! Moves: what a player does in one turn (FIDE Art. 3).

use crate::types::color::Color;
use crate::types::role::Role;
use crate::types::square::{File, Square};
use arrayvec::ArrayVec;

/// The kind of a move, as the Laws distinguish them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A piece moves to an empty square or captures on its target square (Art. 3.1 to 3.7.3),
    /// including a pawn's single step and promotions (Art. 3.7.5).
    Normal,
    /// A pawn's two-square advance from its original square (Art. 3.7.2).
    DoubleStep,
    /// A pawn captures a pawn that just made a double step, as if it had moved one square
    /// (Art. 3.7.4).
    EnPassant,
    /// Castling (Art. 3.8.2); `from` is the king's square and `to` the rook's square.
    Castle,
}

/// Which side castling is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// With the rook on the h-file side of the king: `O-O`, the king ends on the g-file.
    KingSide,
    /// With the rook on the a-file side of the king: `O-O-O`, the king ends on the c-file.
    QueenSide,
}

impl CastlingSide {
    /// The file the king lands on: g or c (Art. 3.8.2.1, and the same in Chess960).
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }
    /// The file the rook lands on: f or d.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }
    /// The king's destination square for `color`.
    pub fn king_to(self, color: Color) -> Square {
        Square::from_coords(
            self.king_to_file(),
            crate::types::square::Rank::FIRST.relative_to(color),
        )
    }
    /// The rook's destination square for `color`.
    pub fn rook_to(self, color: Color) -> Square {
        Square::from_coords(
            self.rook_to_file(),
            crate::types::square::Rank::FIRST.relative_to(color),
        )
    }
    /// The side of a castling rook on `rook` for a king on `king`.
    pub fn of(king: Square, rook: Square) -> CastlingSide {
        if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }
}

/// A move. Build moves from the legal moves of a position, or read them from SAN or UCI.
///
/// - `role`: the moving piece (the king when castling).
/// - `from`, `to`: origin and target; when castling, `to` is the rook's square
///   ("king takes rook"), so standard chess and Chess960 are handled alike; see
///   [`Move::king_to`] and [`Move::rook_to`] for where the pieces land.
/// - `capture`: the role of a captured piece (a pawn for en passant).
/// - `promotion`: the role the pawn becomes (Art. 3.7.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// What kind of move.
    pub kind: MoveKind,
    /// The moving piece's role (the king when castling).
    pub role: Role,
    /// The origin square (the king's square when castling).
    pub from: Square,
    /// The target square (the castling rook's square when castling).
    pub to: Square,
    /// The role of the captured piece, if any.
    pub capture: Option<Role>,
    /// The role a pawn promotes to, if any.
    pub promotion: Option<Role>,
}

impl Move {
    /// The move with its squares mirrored top to bottom (a2-a4 becomes a7-a5): the same move
    /// in the colour-mirrored position.
    pub(crate) const fn mirrored(&self) -> Move {
        Move {
            from: self.from.flip_vertical(),
            to: self.to.flip_vertical(),
            ..*self
        }
    }

    /// True for a capture, including en passant (Art. 3.1.1).
    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    #[inline]
    /// True for an en-passant capture (Art. 3.7.4).
    pub fn is_en_passant(&self) -> bool {
        self.kind == MoveKind::EnPassant
    }

    #[inline]
    /// True for castling (Art. 3.8.2).
    pub fn is_castle(&self) -> bool {
        self.kind == MoveKind::Castle
    }

    #[inline]
    /// True for a promotion (Art. 3.7.5).
    pub const fn is_promotion(&self) -> bool {
        self.promotion.is_some()
    }

    /// True for pawn moves and captures: they reset the halfmove clock (Art. 9.3).
    #[inline]
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }

    /// The side of a castling move.
    pub fn castling_side(&self) -> Option<CastlingSide> {
        if self.is_castle() {
            Some(CastlingSide::of(self.from, self.to))
        } else {
            None
        }
    }

    /// Where the moving piece ends: for castling the king's square (g or c file), else `to`.
    pub fn king_to(&self) -> Square {
        match self.castling_side() {
            Some(side) => Square::from_coords(side.king_to_file(), self.from.rank()),
            None => self.to,
        }
    }

    /// Where the piece ends; same as [`Move::king_to`].
    pub fn destination(&self) -> Square {
        self.king_to()
    }

    /// For castling, the rook's square before and after the move.
    pub fn rook_squares(&self) -> Option<(Square, Square)> {
        self.castling_side().map(|side| {
            (
                self.to,
                Square::from_coords(side.rook_to_file(), self.from.rank()),
            )
        })
    }

    /// For castling, the rook's destination.
    pub fn rook_to(&self) -> Option<Square> {
        self.rook_squares().map(|(_, to)| to)
    }

    /// For en passant, the square of the captured pawn (beside the capturing pawn's origin).
    pub fn capture_square(&self) -> Option<Square> {
        if self.is_en_passant() {
            Some(Square::from_coords(self.to.file(), self.from.rank()))
        } else if self.capture.is_some() {
            Some(self.to)
        } else {
            None
        }
    }
}

/// A list of moves held on the stack, with room for the moves of any placement. No legal
/// position has more than 218; relaxed mode accepts any material, and 512 bounds every
/// placement. A move other than castling goes to a square without a piece of the mover, from
/// the nearest piece on one of the 8 lines through that square or from one of up to 8 knights,
/// so with `q` queens, rooks and bishops, `p` pawns, `k` knights and `n = q + p + k + 1` pieces:
/// line moves are at most `min(27 q + 12 p + 8, 8 (64 - n) + 9 p)` (a pawn has at most 3
/// promoting moves of 4 choices each), knight moves at most `min(8 k, 8 (64 - n))`, castling 2:
/// 460 at most (at `q = 6, p = 8, k = 24`).
pub type MoveList = ArrayVec<Move, 512>;
