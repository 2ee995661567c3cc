//! What a variant move changes on the board, square by square, so that a board can animate it:
//! the squares emptied (the origin, an en-passant pawn, castling's rook, every square an atomic
//! explosion clears) and the squares filled (the destination, castling's rook, a crazyhouse
//! drop), each with what it holds after the move, what was taken off it and, in crazyhouse,
//! the piece a capture puts in the capturer's pocket.

use super::position::VariantPosition;
use super::{Variant, VariantError, VariantMove};
use crate::position::attacks::king_attacks;
use crate::types::bitboard::Bitboard;
use crate::types::role::{Piece, Role};
use crate::types::square::Square;

/// One square a move changes (see [`VariantPosition::piece_changes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceChange {
    /// The square.
    pub square: Square,
    /// What stands on it after the move (`None`: emptied).
    pub piece: Option<Piece>,
    /// What was taken off it: a captured piece (on the capture square, also when the capturer
    /// lands there) or, in atomic, a piece the explosion removes. Never the moving piece.
    pub captured: Option<Piece>,
    /// Atomic: the square is cleared by the explosion (the capture square and every piece but
    /// pawns around it).
    pub exploded: bool,
    /// Crazyhouse: the piece the capture on this square puts into the capturer's pocket (a
    /// promoted piece returns as a pawn).
    pub pocket: Option<Piece>,
    /// Crazyhouse: the piece arrives from its side's pocket.
    pub drop: bool,
    /// The piece arriving is a promotion's.
    pub promotion: bool,
}

impl PieceChange {
    fn new(square: Square, piece: Option<Piece>) -> PieceChange {
        PieceChange {
            square,
            piece,
            captured: None,
            exploded: false,
            pocket: None,
            drop: false,
            promotion: false,
        }
    }
}

impl VariantPosition {
    /// The squares `m` changes, in the order a board applies them: first the squares it
    /// empties (the origin, an en-passant capture's pawn, castling's rook, then the squares an
    /// atomic explosion clears, by square index), then the squares it fills (the destination,
    /// castling's rook). Each square is listed once, with what it holds after the move (a
    /// Chess960 castling that lands on a square the king or rook left lists it among those
    /// filled). A drop lists its one square, `drop` set.
    ///
    /// # Errors
    /// [`VariantError::IllegalMove`] (the move's UCI) when `m` is not legal here.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::variants::{Variant, VariantPosition};
    /// let pos = VariantPosition::from_fen(Variant::Atomic, "4k3/8/8/3p4/5N2/8/8/4K3 w - - 0 1").unwrap();
    /// let m = pos.parse_san("Nxd5").unwrap();
    /// let changes = pos.piece_changes(&m).unwrap();
    /// // f4 emptied, then d5 (the knight and the pawn it took) by the explosion.
    /// assert_eq!(changes.iter().map(|c| c.square.name()).collect::<Vec<_>>(), ["f4", "d5"]);
    /// assert!(changes[1].exploded && changes[1].piece.is_none());
    /// ```
    pub fn piece_changes(&self, m: &VariantMove) -> Result<Vec<PieceChange>, VariantError> {
        let after = self.play(m)?;
        let before = &self.board;
        let board = &after.board;
        let us = self.turn;
        let mv = match m {
            VariantMove::Drop { role, to } => {
                let mut c = PieceChange::new(
                    *to,
                    Some(Piece {
                        color: us,
                        role: *role,
                    }),
                );
                c.drop = true;
                return Ok(vec![c]);
            }
            VariantMove::Normal(mv) => mv,
        };
        // The squares emptied, in order, then those filled.
        let mut emptied: Vec<Square> = vec![mv.from];
        if let Some(sq) = mv.capture_square().filter(|sq| *sq != mv.to) {
            emptied.push(sq);
        }
        let mut filled: Vec<Square> = vec![mv.king_to()];
        if let Some((rook_from, rook_to)) = mv.rook_squares() {
            emptied.push(rook_from);
            filled.push(rook_to);
        }
        let capture_square = if mv.is_capture() {
            Some(mv.capture_square().unwrap_or(mv.to))
        } else {
            None
        };
        let mut blast = Bitboard::EMPTY;
        if self.variant == Variant::Atomic && mv.is_capture() {
            blast = (king_attacks(mv.to) & before.occupied() & !before.pawns()).with(mv.to);
            // The capturing piece never lands: the destination is cleared with the rest.
            filled.retain(|sq| *sq != mv.to);
            emptied.extend(blast.into_iter().filter(|sq| *sq != mv.from));
        }
        let mut out: Vec<PieceChange> = Vec::with_capacity(emptied.len() + filled.len());
        let mut listed = Bitboard::EMPTY;
        // A square both emptied and filled (a Chess960 castling) is listed among the filled.
        let squares = emptied
            .into_iter()
            .filter(|sq| board.piece_at(*sq).is_none())
            .chain(filled);
        for sq in squares {
            if listed.contains(sq) {
                continue;
            }
            listed.add(sq);
            let piece = board.piece_at(sq);
            let mut c = PieceChange::new(sq, piece);
            let exploded = blast.contains(sq) && sq != mv.from;
            if Some(sq) == capture_square || exploded {
                c.captured = before.piece_at(sq).filter(|_| sq != mv.from);
            }
            c.exploded = exploded;
            if self.variant == Variant::Crazyhouse && Some(sq) == capture_square {
                let role = if self.promoted.contains(sq) {
                    Role::Pawn
                } else {
                    mv.capture.unwrap_or(Role::Pawn)
                };
                c.pocket = Some(Piece { color: us, role });
            }
            c.promotion = mv.promotion.is_some() && sq == mv.to && piece.is_some();
            out.push(c);
        }
        Ok(out)
    }
}
