//! Perft: counting the leaf nodes of the legal move tree to a given depth, the standard test
//! of a move generator.

use crate::position::Position;
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::moves::{Move, MoveList};

/// The number of move sequences of length `depth` from `pos`, counting the last ply in bulk
/// (the number of legal moves) instead of playing it.
///
/// # Examples
/// ```
/// use chess_arbiter::{position::perft::perft, Position};
/// assert_eq!(perft(&Position::new(), 3), 8902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|m| perft(&pos.play_unchecked(m), depth - 1))
            .sum(),
    }
}

/// Like [`perft`] but plays every move down to the leaves (copy-make, no bulk counting).
pub fn perft_copy_make(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // The list is generated in place and read by reference: a `MoveList` returned by value is
    // copied whole (3 KB) at every node in the size-optimized wasm build.
    let mut moves = MoveList::new();
    pos.generate(&mut moves, Bitboard::FULL);
    if depth == 1 {
        // The last ply is played too (each leaf position is made), without a call per leaf.
        for m in &moves {
            core::hint::black_box(pos.make(m));
        }
        moves.len() as u64
    } else {
        moves
            .iter()
            .map(|m| perft_copy_make(&pos.make(m), depth - 1))
            .sum()
    }
}

/// The perft count below each legal move ("divide"), in move generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|m| (*m, perft(&pos.play_unchecked(m), depth.saturating_sub(1))))
        .collect()
}
