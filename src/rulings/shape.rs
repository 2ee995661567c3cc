//! Rulings on the shape of a move: how each piece moves (Art. 3.2 to 3.7) and what stands
//! in its way.

use super::{Reason, Ruling};
use crate::position::Position;
use crate::position::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, rook_attacks,
};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::{Rank, Square};

/// The square nearest to `from` among `squares`, all on one line from `from`.
pub(super) fn nearest(from: Square, squares: Bitboard) -> Option<Square> {
    squares.into_iter().min_by_key(|s| s.distance(from))
}

pub(super) fn piece_shape(pos: &Position, role: Role, from: Square, to: Square) -> Option<Ruling> {
    let (reach, reason) = match role {
        Role::Bishop => (bishop_attacks(from, Bitboard::EMPTY), Reason::BishopMove),
        Role::Rook => (rook_attacks(from, Bitboard::EMPTY), Reason::RookMove),
        Role::Queen => (
            bishop_attacks(from, Bitboard::EMPTY) | rook_attacks(from, Bitboard::EMPTY),
            Reason::QueenMove,
        ),
        Role::Knight => (knight_attacks(from), Reason::KnightMove),
        Role::King | Role::Pawn => (king_attacks(from), Reason::KingMove),
    };
    if !reach.contains(to) {
        return Some(Ruling::new(reason, &[from, to]));
    }
    if role.is_slider() {
        let blocker = nearest(from, between(from, to) & pos.board().occupied());
        if let Some(blocker) = blocker {
            return Some(Ruling::new(Reason::PieceInTheWay, &[from, blocker]));
        }
    }
    None
}

pub(super) fn pawn_shape(pos: &Position, from: Square, to: Square) -> Option<Ruling> {
    let board = pos.board();
    let us = pos.turn();
    let ahead: i32 = if us == Color::White { 1 } else { -1 };
    let dr = (to.rank().index() as i32 - from.rank().index() as i32) * ahead;
    let df = (to.file().index() as i32 - from.file().index() as i32).abs();
    let occupied = board.occupied();
    let ruling = |reason| Some(Ruling::new(reason, &[from, to]));
    match (df, dr) {
        (_, dr) if dr < 0 => ruling(Reason::PawnBackward),
        (_, 0) => ruling(Reason::PawnSideways),
        (0, 1) if occupied.contains(to) => ruling(Reason::PawnBlocked),
        (0, 1) => None,
        (0, 2) => {
            if from.rank() != Rank::SECOND.relative_to(us) {
                return ruling(Reason::PawnDoubleStep);
            }
            let middle = from.offset(0, ahead).unwrap_or(to);
            [middle, to]
                .into_iter()
                .find(|s| occupied.contains(*s))
                .map(|s| Ruling::new(Reason::PawnDoubleStepBlocked, &[from, s]))
        }
        (1, 1) => {
            if occupied.contains(to) || pos.ep_square() == Some(to) {
                return None;
            }
            let beside = Square::from_coords(to.file(), from.rank());
            let their_pawn = board.piece_at(beside)
                == Some(Piece {
                    color: us.other(),
                    role: Role::Pawn,
                });
            if their_pawn && from.rank() == Rank::FIFTH.relative_to(us) {
                Some(Ruling::new(Reason::EnPassantExpired, &[from, beside]))
            } else {
                ruling(Reason::PawnDiagonal)
            }
        }
        _ => ruling(Reason::PawnMove),
    }
}
