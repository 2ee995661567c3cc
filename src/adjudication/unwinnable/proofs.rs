//! Static proofs that one side can never mate (the `No` side of [`super::can_win`]): each is a
//! sound argument about every continuation, with no search.

pub(crate) use super::fixed::is_fixed_unwinnable_for;
use crate::adjudication::region::{always_a_flight, flood};
use crate::position::Position;
use crate::position::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::Role;
use arrayvec::ArrayVec;

/// True when `winner` can never checkmate the other king from `pos`, by any series of legal
/// moves, for a reason that needs no search:
/// - `winner` has only its king (a king never gives check);
/// - `winner`'s material can never mate whatever the other side has
///   ([`Position::has_insufficient_material`]: one knight against a king with queens at most,
///   bishops on one square colour against no piece that could stand on the other colour);
/// - the pawns are locked and `winner`'s pieces can never give a check without a flight
///   (point 3 of [`crate::adjudication::dead`], for one side);
/// - the pawns may still advance but can never capture, be captured nor promote, and
///   `winner`'s pieces and pawns can never give a check without a flight
///   ([`is_semi_locked_unwinnable_for`]).
///
/// - some units can never move nor be taken, and `winner`'s other units, in the regions
///   they can never leave, can never give a check without a flight
///   ([`is_fixed_unwinnable_for`], the costliest: see [`cannot_win_cheaply`]).
///
/// `false` means "not proved", never "can win".
pub(crate) fn cannot_win(pos: &Position, winner: Color) -> bool {
    cannot_win_cheaply(pos, winner) || is_fixed_unwinnable_for(pos, winner)
}

/// [`cannot_win`] without the fixed-unit proof, which costs about a move generation's worth of
/// region floods: the walks try it only where the structure may have changed (after a capture
/// or a pawn move), the flag-fall verdict only before a walk.
pub(crate) fn cannot_win_cheaply(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner);
    if (ours - board.kings()).is_empty() {
        return true;
    }
    pos.has_insufficient_material(winner)
        || pos.is_locked_unwinnable_for(winner)
        || is_semi_locked_unwinnable_for(pos, winner)
}

/// The cheap part of [`cannot_win`] (no locked-pawn analysis), for every node of a search.
#[inline]
pub(crate) fn cannot_win_by_material(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner);
    (ours - board.kings()).is_empty() || pos.has_insufficient_material(winner)
}

/// The squares north of `b` on the same files (`b` itself left out).
fn north_fill(b: Bitboard) -> Bitboard {
    let mut x = b.0 << 8;
    x |= x << 8;
    x |= x << 16;
    x |= x << 32;
    Bitboard(x)
}

/// The squares south of `b` on the same files (`b` itself left out).
fn south_fill(b: Bitboard) -> Bitboard {
    let mut x = b.0 >> 8;
    x |= x >> 8;
    x |= x >> 16;
    x |= x >> 32;
    Bitboard(x)
}

/// The squares attacked by pawns of `color` standing on `squares` (also the fixed-unit
/// proof's).
pub(super) fn pawn_attacks_from(color: Color, squares: Bitboard) -> Bitboard {
    squares.fold(Bitboard::EMPTY, |acc, sq| acc | pawn_attacks(color, sq))
}

/// What the pawns of a position can ever do when none can capture nor be captured (see
/// [`is_semi_locked_unwinnable_for`]), for each colour (white first).
struct Pawns {
    /// Every square each side's pawns can ever stand on.
    ever: [Bitboard; 2],
    /// Every square each side's pawns can ever attack.
    ever_attacks: [Bitboard; 2],
    /// The squares attacked by each side's pawns that can never move (a pawn of the other
    /// side right in front of them).
    fixed_attacks: [Bitboard; 2],
    /// The pawns that can never move.
    fixed: Bitboard,
}

/// Where one side's king and pieces can ever be (see [`is_semi_locked_unwinnable_for`]).
struct Reach {
    king: Bitboard,
    king_touch: Bitboard,
    pieces: Bitboard,
    /// The number of pieces (kings and pawns left out).
    pieces_count: usize,
    /// The region of each piece, when there are at most [`MAX_COUNTED`] (else empty).
    each: ArrayVec<Bitboard, MAX_COUNTED>,
}

/// The most pieces of the losing side whose regions [`is_semi_locked_unwinnable_for`] counts
/// one by one.
const MAX_COUNTED: usize = 8;

/// True when `winner` can never mate, by an argument on pawns that may still advance but can
/// never capture, be captured nor promote (a "semi-locked" structure: every pawn has an
/// opposing pawn ahead of it on its file, so it stops before that one at the latest). It
/// widens the locked-pawn proof of [`crate::adjudication::dead`] (point 3), which needs every pawn blocked
/// already, to pawns that still have squares to go:
/// - each pawn's range: from its square to the square before the nearest opposing pawn ahead
///   on its file (the pawns of a file never pass each other, nor leave it, while no pawn
///   captures); the pawns with an opposing pawn right in front are *fixed* (never move);
/// - no pawn can ever attack a square of an opposing pawn's range (so no pawn capture, en
///   passant included: the square passed over is in the range);
/// - each king's region: king steps through squares holding no fixed pawn and not attacked
///   by an opposing fixed pawn; any opposing pawn's range square it touches is attacked by an
///   opposing fixed pawn (the king can never take a pawn there);
/// - each other piece's region: its moves through squares without a fixed pawn (only fixed
///   pawns block its lines); it holds no square an opposing pawn can ever attack and touches
///   no square of an opposing pawn's range (never taken by a pawn, never takes one);
/// - every square of the losing king's region where `winner` can check it (a square of one
///   of its pieces' regions, or ever attacked by one of its pawns) has a flight beside it: a
///   square of that region that no pawn can ever stand on nor a pawn of `winner` attack, that
///   no piece of either side can reach, and that `winner`'s king does not attack. Such a
///   square is always empty and never attacked: a check there is never mate. Or, counting:
///   the squares beside it that only the losing side's pieces can reach (never attacked,
///   never holding anything else) are more than those pieces that can reach one of them: one
///   of them is always empty, a flight (a bishop against a king walled in with squares of both
///   colours: its checks on one colour leave two or more squares of the other, and one bishop
///   of the king's side fills one at most). `winner`'s king never stands beside the checked
///   one, so it attacks those squares only from two king steps away: for each such place of
///   it in its region, and for it being farther off, a flight or the count must be left
///   ([`crate::adjudication::region::always_a_flight`]).
///
/// The side to move must not be in check and no en-passant capture may be legal. Then no pawn
/// ever captures, is captured or promotes, every unit stays in its region, and every check
/// leaves a flight: `winner` never mates. `false` means "not proved".
pub(crate) fn is_semi_locked_unwinnable_for(pos: &Position, winner: Color) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    if pawns.is_empty() {
        return false;
    }
    let white = pawns & board.by_color(Color::White);
    let black = pawns & board.by_color(Color::Black);
    // Every pawn has an opposing pawn ahead of it on its file (cheap test first).
    if (white - south_fill(black)).nonempty() || (black - north_fill(white)).nonempty() {
        return false;
    }
    if pos.is_check() || pos.legal_ep_square().is_some() {
        return false;
    }
    let mut ever = [Bitboard::EMPTY; 2];
    for sq in white {
        let at = Bitboard::from_square(sq);
        let Some(stop) = (black & north_fill(at)).first() else {
            return false;
        };
        ever[0] |= at | (north_fill(at) & south_fill(Bitboard::from_square(stop)));
    }
    for sq in black {
        let at = Bitboard::from_square(sq);
        let Some(stop) = (white & south_fill(at)).last() else {
            return false;
        };
        ever[1] |= at | (south_fill(at) & north_fill(Bitboard::from_square(stop)));
    }
    let fixed_white = white & Bitboard(black.0 >> 8);
    let fixed_black = black & Bitboard(white.0 << 8);
    let p = Pawns {
        ever,
        ever_attacks: [
            pawn_attacks_from(Color::White, ever[0]),
            pawn_attacks_from(Color::Black, ever[1]),
        ],
        fixed_attacks: [
            pawn_attacks_from(Color::White, fixed_white),
            pawn_attacks_from(Color::Black, fixed_black),
        ],
        fixed: fixed_white | fixed_black,
    };
    // No pawn can ever capture a pawn.
    if p.ever_attacks[0].intersects(p.ever[1]) || p.ever_attacks[1].intersects(p.ever[0]) {
        return false;
    }
    let (Some(us), Some(them)) = (reach(pos, winner, &p), reach(pos, winner.other(), &p)) else {
        return false;
    };
    let w = winner as usize;
    let checks = them.king & (us.pieces | p.ever_attacks[w]);
    if checks.is_empty() {
        return true;
    }
    // Squares never holding a pawn nor a piece of `winner`, never attacked by them.
    let free = them.king - p.ever[0] - p.ever[1] - p.ever_attacks[w] - us.pieces;
    let fillers = (them.each.len() == them.pieces_count).then_some(&them.each[..]);
    checks
        .into_iter()
        .all(|sq| always_a_flight(sq, free, them.pieces, fillers, us.king, us.king_touch))
}

/// The regions of `color`'s king and pieces for [`is_semi_locked_unwinnable_for`], or `None`
/// when a capture involving a pawn could happen.
fn reach(pos: &Position, color: Color, p: &Pawns) -> Option<Reach> {
    let board = pos.board();
    let i = color as usize;
    let o = 1 - i;
    let (king, king_touch) = flood(
        Bitboard::from_square(pos.king_of(color)),
        !p.fixed - p.fixed_attacks[o],
        king_attacks,
    );
    // The king could take an opposing pawn that no fixed pawn defends.
    if (king_touch & (p.ever[o] - p.fixed_attacks[o])).nonempty() {
        return None;
    }
    let fixed = p.fixed;
    let mut pieces = Bitboard::EMPTY;
    let mut each = ArrayVec::new();
    let mut pieces_count = 0;
    for sq in board.by_color(color) - board.pawns() - board.kings() {
        let (region, touch) = match board.role_at(sq) {
            Some(Role::Knight) => flood(Bitboard::from_square(sq), !fixed, knight_attacks),
            Some(Role::Bishop) => flood(Bitboard::from_square(sq), !fixed, |s| {
                bishop_attacks(s, fixed)
            }),
            Some(Role::Rook) => flood(Bitboard::from_square(sq), !fixed, |s| {
                rook_attacks(s, fixed)
            }),
            _ => flood(Bitboard::from_square(sq), !fixed, |s| {
                queen_attacks(s, fixed)
            }),
        };
        if region.intersects(p.ever_attacks[o]) || touch.intersects(p.ever[o]) {
            return None;
        }
        pieces |= region;
        pieces_count += 1;
        // Beyond the room, `each` stays short of `pieces_count`: no counting then.
        let _ = each.try_push(region);
    }
    Some(Reach {
        king,
        king_touch,
        pieces,
        pieces_count,
        each,
    })
}

#[cfg(test)]
mod tests {
    use super::{cannot_win, is_semi_locked_unwinnable_for};
    use crate::adjudication::unwinnable::search::Key;
    use crate::{CastlingMode, Color, Position};
    use std::collections::{HashSet, VecDeque};

    fn pos(fen: &str) -> Position {
        Position::from_fen_relaxed(fen, CastlingMode::Standard).unwrap()
    }

    /// Planted bugs would show: pawns with squares to go, a bishop behind a wall (proved for
    /// both sides); the same with a pawn that could take a pawn, a pawn with no opposing
    /// pawn ahead, a pawn check without a flight (not proved).
    #[test]
    fn semi_locked_cases() {
        // The dark bishop's checks leave two or more light squares beside the king: black's
        // one light bishop cannot fill both (counted flights).
        let counted = pos("2b5/1k6/3B4/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1");
        assert!(is_semi_locked_unwinnable_for(&counted, Color::White));
        // Without the count (a second light bishop of black's), not proved.
        let filled = pos("2b5/1k6/3Bb3/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1");
        assert!(!is_semi_locked_unwinnable_for(&filled, Color::White));
        let walled = pos("3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1");
        assert!(is_semi_locked_unwinnable_for(&walled, Color::White));
        assert!(is_semi_locked_unwinnable_for(&walled, Color::Black));
        // The b-pawn could take on a3 or c3 once the a- or c-pawn comes down.
        let capture = pos("3k4/p1p1p1p1/P1P1P1P1/8/8/1P6/P1P1P1P1/3K1B2 w - - 0 1");
        assert!(!is_semi_locked_unwinnable_for(&capture, Color::White));
        // The h-pawn has no black pawn ahead: it may promote.
        let free = pos("3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1PP/3K1B2 w - - 0 1");
        assert!(!is_semi_locked_unwinnable_for(&free, Color::White));
        // Qb7 mates (the a6-pawn guards b7): not proved.
        let mate = pos("k7/p6p/P7/8/8/8/7P/K5Q1 w - - 0 1");
        assert!(!is_semi_locked_unwinnable_for(&mate, Color::White));
    }

    /// Planted bugs would show: walls the semi-locked proof cannot use (a king may take the
    /// pawns in front of them, a king shut in a corner) proved; mates that a wrong wall, a
    /// fixed king's square left out of the checks or a capture left out would hide, not proved.
    #[test]
    fn fixed_unit_cases() {
        let fixed = crate::adjudication::unwinnable::fixed::is_fixed_unwinnable_for;
        // White's king may take the pawns of the fifth rank: the semi-locked proof gives up,
        // but the wall of the sixth and seventh ranks stays and black's king never leaves the
        // eighth: white never checks it.
        let wall = pos("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1");
        assert!(!is_semi_locked_unwinnable_for(&wall, Color::White));
        assert!(fixed(&wall, Color::White));
        // Black's pawns can check white's king, which has no flight the regions can show.
        assert!(!fixed(&wall, Color::Black));
        // The kings hold each other on a8 and c8 for ever, but black's bishop mates on the long
        // diagonal (Bc6#): a fixed king can be checked on its square.
        let corner = pos("K1k5/P1PpB3/3P4/8/b7/8/8/8 w - - 0 1");
        assert!(!fixed(&corner, Color::Black));
        // White's king on a1 never moves (b1 taken by the a2-pawn, a2 defended by b3), nor
        // does its b2-pawn; black's bishop is light-squared: it never checks a1 (the analyzer's
        // label: neither side can win).
        let cage = pos("k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1");
        assert!(fixed(&cage, Color::Black));
        // A dark-squared black bishop may stand on a3 or c3, where the b2-pawn can take it:
        // that pawn is not fixed, and without it the cage may open: not proved.
        let dark = pos("k7/8/1b6/8/8/1p6/pP6/K7 w - - 0 1");
        assert!(!fixed(&dark, Color::Black));
    }

    /// The proof checked on every position of its walks: from every vector position where it
    /// holds for a side, a plain breadth-first walk of up to 3,000 positions meets no
    /// checkmate by that side, and the proof holds again at every position walked where the
    /// side to move is not in check and no en-passant capture is legal (the argument is
    /// inductive: ranges and regions only shrink as the game goes on). Where a label says the
    /// side can win, the proof never holds.
    #[test]
    fn semi_locked_holds_along_its_walks() {
        let semi = is_semi_locked_unwinnable_for;
        let (starts, walked) = walk_vectors(3_000, semi, semi);
        assert_eq!((starts, walked), (405, 827_580));
    }

    /// [`semi_locked_holds_along_its_walks`] for the fixed-unit proof
    /// ([`crate::adjudication::unwinnable::fixed`]): from every vector position where it holds for a side,
    /// no checkmate by that side within 3,000 positions, and the proof holds again at every
    /// position walked where no en-passant capture is legal: it or another static proof of
    /// [`super::cannot_win`] (a structure whose pawns were all taken leaves material that
    /// cannot mate).
    #[test]
    fn fixed_units_hold_along_their_walks() {
        let fixed = crate::adjudication::unwinnable::fixed::is_fixed_unwinnable_for;
        let (starts, walked) = walk_vectors(3_000, fixed, cannot_win);
        // (998 starts and 1,798,033 positions before the flights counted where the checking
        // king can stand.)
        assert_eq!((starts, walked), (1_022, 1_870_033));
    }

    /// [`semi_locked_holds_along_its_walks`] with walks of up to 50,000 positions (slow: run
    /// with `--ignored`).
    #[test]
    #[ignore]
    fn semi_locked_holds_along_long_walks() {
        let semi = is_semi_locked_unwinnable_for;
        let (starts, walked) = walk_vectors(50_000, semi, semi);
        assert!(starts > 100 && walked > 5_000_000, "{starts} {walked}");
    }

    /// The walks of [`semi_locked_holds_along_its_walks`], each of at most `limit` positions:
    /// the starts and the positions walked.
    fn walk_vectors(
        limit: usize,
        proof: fn(&Position, Color) -> bool,
        again: fn(&Position, Color) -> bool,
    ) -> (usize, usize) {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/dead/cha-test-vector.txt"
        );
        let text = std::fs::read_to_string(path).expect("the vectors");
        let (mut starts, mut walked) = (0, 0);
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let (label, fen) = line.split_at(2);
            let mut fields: Vec<&str> = fen.split_whitespace().collect();
            fields.resize(4, "-");
            let fen = format!("{} 0 1", fields.join(" "));
            let start = Position::from_fen_relaxed(&fen, CastlingMode::Standard).unwrap();
            for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
                if !proof(&start, winner) {
                    continue;
                }
                assert_eq!(label.as_bytes()[i], b'-', "{line} {winner:?}");
                starts += 1;
                let mut seen = HashSet::from([Key::of(&start)]);
                let mut queue = VecDeque::from([start]);
                while let Some(p) = queue.pop_front() {
                    walked += 1;
                    assert!(
                        !(p.is_checkmate() && p.turn() == winner.other()),
                        "{line} {winner:?}: mate at {}",
                        p.fen()
                    );
                    if !p.is_check() && p.legal_ep_square().is_none() {
                        assert!(again(&p, winner), "{line} {winner:?}: not at {}", p.fen());
                    }
                    for m in &p.legal_moves() {
                        let next = p.make(m);
                        if seen.len() < limit && seen.insert(Key::of(&next)) {
                            queue.push_back(next);
                        }
                    }
                }
            }
        }
        println!("{starts} starts, {walked} positions walked");
        (starts, walked)
    }
}
