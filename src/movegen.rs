//! Legal move generation (FIDE Art. 3.1 to 3.9).
//!
//! Moves are generated legal, not pseudo-legal: checks, pins and the king's safety are taken
//! into account while generating, so every move in the list may be played (Art. 3.10.1).

use crate::attacks::{self, between, bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use crate::bitboard::Bitboard;
use crate::castling::rights_of;
use crate::color::Color;
use crate::moves::{CastlingSide, Move, MoveKind, MoveList};
use crate::position::Position;
use crate::role::Role;
use crate::square::{Rank, Square};

const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

impl Position {
    /// All legal moves of the side to move (Art. 3.10.1).
    ///
    /// Promotions come as four moves (queen, rook, bishop, knight: Art. 3.7.5.1); castling is
    /// one move with `to` = the rook's square.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::Position;
    /// assert_eq!(Position::new().legal_moves().len(), 20);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::FULL);
        moves
    }

    /// The legal moves of the piece on `from` (empty if none is there or it is not ours).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::from_square(from));
        moves
    }

    /// The number of legal moves, without keeping them.
    pub fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }

    /// Generates the legal moves of pieces on `from_mask` into `moves`.
    pub(crate) fn generate(&self, moves: &mut MoveList, from_mask: Bitboard) {
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = board.occupied();
        let king = self.king_of(us);
        let checkers = board.attackers_to(king, them, occupied);

        if from_mask.contains(king) {
            self.gen_king(moves, king, ours);
        }
        if checkers.more_than_one() {
            return; // Double check: only the king may move (Art. 3.9.2).
        }
        let target = match checkers.single() {
            Some(checker) => between(king, checker).with(checker),
            None => !ours,
        };
        if checkers.is_empty() && from_mask.contains(king) {
            self.gen_castling(moves, king);
        }

        // Pieces that may not leave the line between their king and an attacker (Art. 3.9.2).
        let mut pinned = Bitboard::EMPTY;
        let snipers = theirs
            & ((rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
                | (bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()));
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & ours;
            }
        }

        // Knights (Art. 3.6): a pinned knight can never move.
        for from in board.knights() & ours & (from_mask - pinned) {
            for to in knight_attacks(from) & target {
                push(
                    moves,
                    Move {
                        kind: MoveKind::Normal,
                        role: Role::Knight,
                        from,
                        to,
                        capture: board.role_at(to),
                        promotion: None,
                    },
                );
            }
        }
        // Bishops, rooks, queens (Art. 3.2 to 3.5).
        for from in (board.bishops() | board.rooks() | board.queens()) & ours & from_mask {
            let role = board.role_at(from).unwrap_or(Role::Queen);
            let mut reach = match role {
                Role::Bishop => bishop_attacks(from, occupied),
                Role::Rook => rook_attacks(from, occupied),
                _ => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
            } & target;
            if pinned.contains(from) {
                reach &= attacks::line(king, from);
            }
            for to in reach {
                push(
                    moves,
                    Move {
                        kind: MoveKind::Normal,
                        role,
                        from,
                        to,
                        capture: board.role_at(to),
                        promotion: None,
                    },
                );
            }
        }
        self.gen_pawns(moves, king, pinned, target, from_mask);
        if self.ep_square.is_some() {
            self.gen_en_passant_masked(moves, from_mask);
        }
    }

    fn gen_king(&self, moves: &mut MoveList, king: Square, ours: Bitboard) {
        let them = self.turn.other();
        let occupied = self.board.occupied().without(king);
        for to in king_attacks(king) - ours {
            if self.board.attackers_to(to, them, occupied).is_empty() {
                push(
                    moves,
                    Move {
                        kind: MoveKind::Normal,
                        role: Role::King,
                        from: king,
                        to,
                        capture: self.board.role_at(to),
                        promotion: None,
                    },
                );
            }
        }
    }

    /// Art. 3.8.2: castling, standard and Chess960 alike.
    fn gen_castling(&self, moves: &mut MoveList, king: Square) {
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        let occupied = board.occupied();
        for rook in rights_of(self.castling_rights, us) {
            let side = CastlingSide::of(king, rook);
            let king_to = side.king_to(us);
            let rook_to = side.rook_to(us);
            // Art. 3.8.2.2.2: no piece between king and rook, nor on the squares either lands on.
            let must_be_empty = (between(king, king_to)
                | Bitboard::from_square(king_to)
                | between(rook, rook_to)
                | Bitboard::from_square(rook_to))
                - Bitboard::from_square(king)
                - Bitboard::from_square(rook);
            if must_be_empty.intersects(occupied) {
                continue;
            }
            // Art. 3.8.2.2.1: the king's square (not in check here), the squares it crosses and
            // the square it lands on must not be attacked.
            let without_king = occupied.without(king);
            let path = between(king, king_to).with(king_to);
            if path
                .into_iter()
                .any(|sq| board.attackers_to(sq, them, without_king).nonempty())
            {
                continue;
            }
            // Art. 3.9.2: after castling the king must not be in check (in Chess960 the rook
            // can have been screening the king's destination).
            let after = without_king.without(rook).with(king_to).with(rook_to);
            if board
                .attackers_to(king_to, them, after)
                .without(rook)
                .nonempty()
            {
                continue;
            }
            push(
                moves,
                Move {
                    kind: MoveKind::Castle,
                    role: Role::King,
                    from: king,
                    to: rook,
                    capture: None,
                    promotion: None,
                },
            );
        }
    }

    fn gen_pawns(
        &self,
        moves: &mut MoveList,
        king: Square,
        pinned: Bitboard,
        target: Bitboard,
        from_mask: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let occupied = board.occupied().0;
        let theirs = board.by_color(us.other()).0;
        let pawns = board.pawns() & board.by_color(us) & from_mask;
        let free = (pawns - pinned).0;

        // Forward shift by `n` ranks-and-files worth of bits, for the side to move.
        let (up, up_left, up_right, third_rank, promo_rank) = match us {
            Color::White => (8i32, 7i32, 9i32, 0xffu64 << 16, RANK_8),
            Color::Black => (-8, -9, -7, 0xffu64 << 40, RANK_1),
        };
        let shift = |bb: u64, by: i32| if by > 0 { bb << by } else { bb >> -by };
        let target = target.0;

        let single = shift(free, up) & !occupied;
        let double = shift(single & third_rank, up) & !occupied & target;
        let single = single & target;
        let left = shift(free & !FILE_A, up_left) & theirs & target;
        let right = shift(free & !FILE_H, up_right) & theirs & target;

        for to in Bitboard(single) {
            let from = Square::from_index_masked((to.index() as i32 - up) as u32);
            push_pawn(moves, from, to, None, promo_rank);
        }
        for to in Bitboard(double) {
            let from = Square::from_index_masked((to.index() as i32 - 2 * up) as u32);
            push(
                moves,
                Move {
                    kind: MoveKind::DoubleStep,
                    role: Role::Pawn,
                    from,
                    to,
                    capture: None,
                    promotion: None,
                },
            );
        }
        for (bb, delta) in [(left, up_left), (right, up_right)] {
            for to in Bitboard(bb) {
                let from = Square::from_index_masked((to.index() as i32 - delta) as u32);
                push_pawn(moves, from, to, board.role_at(to), promo_rank);
            }
        }

        // Pinned pawns: only along the pin line.
        for from in pawns & pinned {
            let line = attacks::line(king, from).0 & target;
            let from_bb = Bitboard::from_square(from).0;
            let one = shift(from_bb, up) & !occupied;
            let two = shift(one & third_rank, up) & !occupied;
            for to in Bitboard(one & line) {
                push_pawn(moves, from, to, None, promo_rank);
            }
            for to in Bitboard(two & line) {
                push(
                    moves,
                    Move {
                        kind: MoveKind::DoubleStep,
                        role: Role::Pawn,
                        from,
                        to,
                        capture: None,
                        promotion: None,
                    },
                );
            }
            for to in attacks::pawn_attacks(us, from) & Bitboard(theirs & line) {
                push_pawn(moves, from, to, board.role_at(to), promo_rank);
            }
        }
    }

    /// Art. 3.7.4: en passant, checked for legality by playing it out, since removing two pawns
    /// from one rank can uncover a check along it.
    pub(crate) fn gen_en_passant(&self, moves: &mut MoveList) {
        self.gen_en_passant_masked(moves, Bitboard::FULL);
    }

    fn gen_en_passant_masked(&self, moves: &mut MoveList, from_mask: Bitboard) {
        let (ep, victim) = match (self.ep_square, self.ep_victim()) {
            (Some(ep), Some(victim)) => (ep, victim),
            _ => return,
        };
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        if ep.rank() != Rank::SIXTH.relative_to(us) || board.occupied().contains(ep) {
            return;
        }
        if !(board.pawns() & board.by_color(them)).contains(victim) {
            return;
        }
        let king = self.king_of(us);
        let capturers =
            attacks::pawn_attacks(them, ep) & board.pawns() & board.by_color(us) & from_mask;
        for from in capturers {
            let after = board.occupied().without(from).without(victim).with(ep);
            let attackers = board.attackers_to(king, them, after).without(victim);
            if attackers.is_empty() {
                push(
                    moves,
                    Move {
                        kind: MoveKind::EnPassant,
                        role: Role::Pawn,
                        from,
                        to: ep,
                        capture: Some(Role::Pawn),
                        promotion: None,
                    },
                );
            }
        }
    }
}

/// Adds a move; the list has room for more moves than any position has (218 at most).
#[inline(always)]
fn push(moves: &mut MoveList, m: Move) {
    let _ = moves.try_push(m);
}

#[inline]
fn push_pawn(
    moves: &mut MoveList,
    from: Square,
    to: Square,
    capture: Option<Role>,
    promo_rank: u64,
) {
    if promo_rank & (1 << to.index()) != 0 {
        for promotion in Role::PROMOTIONS {
            push(
                moves,
                Move {
                    kind: MoveKind::Normal,
                    role: Role::Pawn,
                    from,
                    to,
                    capture,
                    promotion: Some(promotion),
                },
            );
        }
    } else {
        push(
            moves,
            Move {
                kind: MoveKind::Normal,
                role: Role::Pawn,
                from,
                to,
                capture,
                promotion: None,
            },
        );
    }
}
