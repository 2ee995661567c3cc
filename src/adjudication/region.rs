//! Regions of the board a piece can walk through: the flood fill that the dead-position proofs
//! ([`super::dead`]) and the unwinnability proofs ([`super::unwinnable`]) share.

use crate::position::attacks::king_attacks;
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

/// True when a king checked on `sq` always has a flight, wherever the other units stand:
/// - `free`: the squares that the checked king can stand on, that never hold a pawn, a unit
///   that never moves or a piece of the checking side, and that no pawn or piece of the
///   checking side ever attacks (its king aside);
/// - `fillable`: the squares the pieces of the checked king's side can ever stand on, and
///   `fillers` their regions one by one when every one of them is there (`None` otherwise);
/// - `their_king`, `their_king_touch`: the squares the checking side's king can ever stand on,
///   and attack.
///
/// In a mate, every square of `free` beside `sq` holds a piece of the checked king's side or
/// is attacked by the checking king. So a set of such squares that those pieces cannot fill
/// (one of them no piece can stand on, or more of them than the pieces that can reach one)
/// and that the checking king does not attack always leaves one empty and not attacked: a
/// flight. Tried first: the squares beside `sq` that the checking king can never attack. Then
/// the king's places one by one: it never stands beside `sq` (kings are never adjacent,
/// Art. 3.8.1 and 3.9), so only from a square two king steps away does it attack one; every
/// such place of its region (and any place farther off, attacking none) must leave a set
/// that cannot be filled.
pub(crate) fn always_a_flight(
    sq: Square,
    free: Bitboard,
    fillable: Bitboard,
    fillers: Option<&[Bitboard]>,
    their_king: Bitboard,
    their_king_touch: Bitboard,
) -> bool {
    let around = king_attacks(sq) & free;
    let unfillable = |rest: Bitboard| {
        (rest - fillable).nonempty()
            || fillers.is_some_and(|each| {
                rest.count() as usize > each.iter().filter(|r| r.intersects(rest)).count()
            })
    };
    if unfillable(around - their_king - their_king_touch) {
        return true;
    }
    if !unfillable(around) {
        return false;
    }
    let near = king_attacks(sq) | Bitboard::from_square(sq);
    let ring = near.fold(Bitboard::EMPTY, |acc, s| acc | king_attacks(s)) - near;
    (ring & their_king)
        .into_iter()
        .all(|w| unfillable(around - king_attacks(w)))
}
