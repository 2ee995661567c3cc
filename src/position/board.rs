//! Piece placement: which piece stands on which square (FIDE Art. 2), as bitboards.

use crate::position::attacks;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::Square;

/// The pieces on the board: one bitboard per role and per color.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Default for Board {
    fn default() -> Board {
        Board::standard()
    }
}

impl Board {
    /// An empty board.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The standard starting placement (FIDE Art. 2.3).
    pub const fn standard() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    #[inline]
    /// All occupied squares.
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// Squares holding pieces of `color`.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// Squares holding pieces of `role`, both colors.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// Squares holding `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    #[inline]
    /// Squares holding pawns, both colors.
    pub fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }
    #[inline]
    /// Squares holding knights, both colors.
    pub fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }
    #[inline]
    /// Squares holding bishops, both colors.
    pub fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }
    #[inline]
    /// Squares holding rooks, both colors.
    pub fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }
    #[inline]
    /// Squares holding queens, both colors.
    pub fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }
    #[inline]
    /// Squares holding kings, both colors.
    pub fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }
    /// Bishops and queens: pieces that move along diagonals.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.bishops() | self.queens()
    }
    /// Rooks and queens: pieces that move along ranks and files.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.rooks() | self.queens()
    }

    /// The square of the only king of `color`, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.kings() & self.by_color(color)).single()
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            None
        } else if self.pawns().contains(sq) {
            Some(Role::Pawn)
        } else if self.knights().contains(sq) {
            Some(Role::Knight)
        } else if self.bishops().contains(sq) {
            Some(Role::Bishop)
        } else if self.rooks().contains(sq) {
            Some(Role::Rook)
        } else if self.queens().contains(sq) {
            Some(Role::Queen)
        } else {
            Some(Role::King)
        }
    }

    /// The color of the piece on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        match (self.color_at(sq), self.role_at(sq)) {
            (Some(color), Some(role)) => Some(Piece { color, role }),
            _ => None,
        }
    }

    /// Removes whatever stands on `sq` and returns it.
    #[inline]
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.discard_piece_at(sq);
        Some(piece)
    }

    /// Removes whatever stands on `sq`.
    #[inline]
    pub fn discard_piece_at(&mut self, sq: Square) {
        let mask = !Bitboard::from_square(sq);
        for bb in self.by_role.iter_mut() {
            *bb &= mask;
        }
        self.by_color[0] &= mask;
        self.by_color[1] &= mask;
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    #[inline]
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.discard_piece_at(sq);
        self.set_new_piece_at(sq, piece);
    }

    /// Puts `piece` on `sq`, which must be empty.
    #[inline]
    pub(crate) fn set_new_piece_at(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role as usize] |= bb;
        self.by_color[piece.color as usize] |= bb;
    }

    /// A copy with the squares of `delta[role]` flipped in each role's set, and `ours` and
    /// `theirs` flipped in the sets of `us` and the other color. Every field is computed in
    /// registers and written once (no read-modify-write of a fresh copy).
    #[inline(always)]
    pub(crate) fn toggled(&self, delta: &[u64; 6], us: Color, ours: u64, theirs: u64) -> Board {
        let (white, black) = match us {
            Color::White => (ours, theirs),
            Color::Black => (theirs, ours),
        };
        Board {
            by_role: [
                Bitboard(self.by_role[0].0 ^ delta[0]),
                Bitboard(self.by_role[1].0 ^ delta[1]),
                Bitboard(self.by_role[2].0 ^ delta[2]),
                Bitboard(self.by_role[3].0 ^ delta[3]),
                Bitboard(self.by_role[4].0 ^ delta[4]),
                Bitboard(self.by_role[5].0 ^ delta[5]),
            ],
            by_color: [
                Bitboard(self.by_color[0].0 ^ white),
                Bitboard(self.by_color[1].0 ^ black),
            ],
        }
    }

    /// The board mirrored top to bottom with the colours swapped (a white king on e1 becomes
    /// a black king on e8): the same position seen from the other side.
    pub(crate) fn mirrored(&self) -> Board {
        Board {
            by_role: self.by_role.map(Bitboard::flip_vertical),
            by_color: [
                self.by_color[1].flip_vertical(),
                self.by_color[0].flip_vertical(),
            ],
        }
    }

    /// Pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color(attacker);
        let mut found = theirs
            & ((attacks::knight_attacks(sq) & self.knights())
                | (attacks::king_attacks(sq) & self.kings())
                | (attacks::pawn_attacks(attacker.other(), sq) & self.pawns()));
        // Sliding attacks only for the lines that hold a slider of `attacker` (most squares a
        // king may step to have none on some of them: move generation asks for each).
        let rooks = theirs & self.rooks_and_queens();
        if rooks.intersects(attacks::rook_lines(sq)) {
            found |= attacks::rook_attacks(sq, occupied) & rooks;
        }
        let bishops = theirs & self.bishops_and_queens();
        if bishops.intersects(attacks::bishop_lines(sq)) {
            found |= attacks::bishop_attacks(sq, occupied) & bishops;
        }
        found
    }

    /// Iterates over `(square, piece)` pairs, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|piece| (sq, piece)))
    }

    /// The board as 64 optional pieces, a1 first.
    pub fn to_array(&self) -> [Option<Piece>; 64] {
        let mut out = [None; 64];
        for (sq, piece) in self.pieces() {
            out[sq.idx()] = Some(piece);
        }
        out
    }
}
