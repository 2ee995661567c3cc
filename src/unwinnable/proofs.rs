//! Static proofs that one side can never mate (the `No` side of [`super::can_win`]): each is a
//! sound argument about every continuation, with no search.

use crate::color::Color;
use crate::position::Position;

/// True when `winner` can never checkmate the other king from `pos`, by any series of legal
/// moves, for a reason that needs no search:
/// - `winner` has only its king (a king never gives check);
/// - `winner`'s material can never mate whatever the other side has
///   ([`Position::has_insufficient_material`]: one knight against a king with queens at most,
///   bishops on one square colour against no piece that could stand on the other colour);
/// - the pawns are locked and `winner`'s pieces can never give a check without a flight
///   (point 3 of [`crate::dead`], for one side).
///
/// `false` means "not proved", never "can win".
pub(crate) fn cannot_win(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner);
    if (ours - board.kings()).is_empty() {
        return true;
    }
    pos.has_insufficient_material(winner) || pos.is_locked_unwinnable_for(winner)
}

/// The cheap part of [`cannot_win`] (no locked-pawn analysis), for every node of a search.
#[inline]
pub(crate) fn cannot_win_by_material(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner);
    (ours - board.kings()).is_empty() || pos.has_insufficient_material(winner)
}
