//! Rulings on the king's safety: a move may not leave or put its own king in check (Art. 3.9.2).

use super::shape::nearest;
use super::{Reason, Ruling};
use crate::position::Position;
use crate::types::bitboard::Bitboard;
use crate::types::role::Role;
use crate::types::square::Square;

/// Art. 3.9.2: the ruling when the move (right in shape) leaves or puts its own king in check.
pub(super) fn king_safety(pos: &Position, role: Role, from: Square, to: Square) -> Option<Ruling> {
    let board = pos.board();
    let us = pos.turn();
    let them = us.other();
    // A side without a king (a lesson) is bound by no check rule.
    let king = board.king_of(us)?;
    let mut captured = Bitboard::from_square(to);
    if role == Role::Pawn && pos.ep_square() == Some(to) && !board.occupied().contains(to) {
        captured.add(Square::from_coords(to.file(), from.rank()));
    }
    let after = (board.occupied() - captured).without(from).with(to);
    let king_after = if role == Role::King { to } else { king };
    let attackers = board.attackers_to(king_after, them, after) - captured;
    if attackers.is_empty() {
        return None;
    }
    if role == Role::King {
        let attacker = nearest(to, attackers)?;
        return Some(Ruling::new(Reason::KingIntoCheck, &[attacker, to]));
    }
    let checkers = pos.checkers();
    if let Some(checker) = nearest(king, attackers & checkers) {
        return Some(Ruling::new(Reason::KingLeftInCheck, &[checker, king]));
    }
    let pinner = nearest(king, attackers)?;
    Some(Ruling::new(Reason::Pinned, &[from, pinner, king]))
}
