//! Regions of the board a piece can walk through: the flood fill that the dead-position proofs
//! ([`super::dead`]) and the unwinnability proofs ([`super::unwinnable`]) share.

use crate::types::bitboard::Bitboard;
use crate::types::square::Square;

/// The squares reachable from `start` by repeated `step`s that land on `passable` squares
/// (the region, `start` included), and every square a step from the region touches, passable
/// or not.
pub(crate) fn flood(
    start: Bitboard,
    passable: Bitboard,
    step: impl Fn(Square) -> Bitboard,
) -> (Bitboard, Bitboard) {
    let mut region = start;
    let mut frontier = start;
    let mut touched = Bitboard::EMPTY;
    while frontier.nonempty() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            let reach = step(sq);
            touched |= reach;
            next |= reach & passable;
        }
        frontier = next - region;
        region |= frontier;
    }
    (region, touched)
}
