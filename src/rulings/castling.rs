//! Rulings on castling attempts (Art. 3.8.2).

use super::shape::nearest;
use super::{Reason, Ruling};
use crate::position::Position;
use crate::position::castling::{CastlingPath, right_on, rights_of};
use crate::types::bitboard::Bitboard;
use crate::types::moves::CastlingSide;
use crate::types::square::{File, Rank, Square};

/// Whether a king move from `king` to `to` is meant as castling: two or more squares along the
/// back rank onto the c- or g-file (from the e-file in standard chess), or onto one's own rook
/// (in standard chess only from the e-file to a rook in the corner). Gives the side and the
/// rook named, if any.
pub(super) fn castling_attempt(
    pos: &Position,
    king: Square,
    to: Square,
) -> Option<(CastlingSide, Option<Square>)> {
    let us = pos.turn();
    let back = Rank::FIRST.relative_to(us);
    if king.rank() != back || to.rank() != back {
        return None;
    }
    let board = pos.board();
    let chess960 = pos.mode().is_chess960();
    let own_rook = (board.rooks() & board.by_color(us)).contains(to);
    if own_rook {
        let corner = to.file() == File::A || to.file() == File::H;
        if chess960 || (king.file() == File::E && corner) {
            return Some((CastlingSide::of(king, to), Some(to)));
        }
        return None;
    }
    let side = if to.file() == File::G {
        CastlingSide::KingSide
    } else if to.file() == File::C {
        CastlingSide::QueenSide
    } else {
        return None;
    };
    if king.distance(to) >= 2 && (chess960 || king.file() == File::E) {
        Some((side, None))
    } else {
        None
    }
}

/// The ruling on castling with the king on `king` to `side` (with `rook` when the attempt
/// names it); `None` when castling is legal.
pub(super) fn castling(
    pos: &Position,
    king: Square,
    side: CastlingSide,
    rook: Option<Square>,
) -> Option<Ruling> {
    let us = pos.turn();
    let them = us.other();
    let board = pos.board();
    let rights = rights_of(pos.castling_rights(), us);
    if rights.is_empty() || king.rank() != Rank::FIRST.relative_to(us) {
        return Some(Ruling::new(Reason::CastlingKingMoved, &[king]));
    }
    let right = right_on(rights, us, king, side);
    let rook = match (rook, right) {
        (Some(r), Some(with_right)) if r == with_right => r,
        (None, Some(with_right)) => with_right,
        (Some(r), _) => return Some(Ruling::new(Reason::CastlingRookMoved, &[king, r])),
        (None, None) => {
            return Some(Ruling::new(
                Reason::CastlingRookMoved,
                &[king, lost_rook_square(pos, king, side)],
            ));
        }
    };
    let occupied = board.occupied();
    if let Some(checker) = nearest(king, board.attackers_to(king, them, occupied)) {
        return Some(Ruling::new(Reason::CastlingOutOfCheck, &[checker, king]));
    }
    let CastlingPath {
        king_to,
        rook_to,
        king_path,
        must_be_empty,
    } = CastlingPath::new(us, king, rook);
    let without_king = occupied.without(king);
    let mut path: Vec<Square> = king_path.collect();
    crate::util::sort::sort_by_key(&mut path, |s| s.distance(king));
    for sq in path {
        let attackers = board.attackers_to(sq, them, without_king);
        if let Some(attacker) = nearest(sq, attackers) {
            let reason = if sq == king_to {
                Reason::CastlingIntoCheck
            } else {
                Reason::CastlingThroughCheck
            };
            return Some(Ruling::new(reason, &[attacker, sq]));
        }
    }
    if let Some(blocker) = nearest(king, must_be_empty & occupied) {
        return Some(Ruling::new(Reason::CastlingBlocked, &[blocker]));
    }
    // Chess960: the castling rook may have screened the king's destination.
    let after = without_king.without(rook).with(king_to).with(rook_to);
    let attackers = board.attackers_to(king_to, them, after).without(rook);
    if let Some(attacker) = nearest(king_to, attackers) {
        return Some(Ruling::new(Reason::CastlingIntoCheck, &[attacker, king_to]));
    }
    None
}

/// Where the rook for a lost castling right stood, as well as can be told: the outermost rook
/// of the mover on that side of the king, else the corner.
pub(super) fn lost_rook_square(pos: &Position, king: Square, side: CastlingSide) -> Square {
    let us = pos.turn();
    let board = pos.board();
    let back = Rank::FIRST.relative_to(us);
    let rooks = board.rooks() & board.by_color(us) & Bitboard::from_rank(back);
    let outermost = match side {
        CastlingSide::KingSide => rooks.into_iter().filter(|r| r.file() > king.file()).last(),
        CastlingSide::QueenSide => rooks.into_iter().find(|r| r.file() < king.file()),
    };
    outermost.unwrap_or_else(|| {
        let corner = match side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        };
        Square::from_coords(corner, back)
    })
}
