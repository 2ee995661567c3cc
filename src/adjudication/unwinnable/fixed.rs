//! The fixed-unit proof: a static proof that one side can never mate, for structures where
//! some units can never move nor be taken (a wall of pawns blocked head to head, a bishop or a
//! king shut in behind them), while the other units may still move, capture and be captured
//! (a king taking the undefended pawns in front of the wall, pawns advancing toward it).
//!
//! The argument is an invariant of every position reachable from here, computed as a fixed
//! point (see [`is_fixed_unwinnable_for`]): a set of *fixed* units that never move and are never
//! taken, and for every other unit a region it can never leave. Its regions widen the
//! semi-locked proof's ([`super::proofs::is_semi_locked_unwinnable_for`]), which needs every
//! pawn to keep its file and never be taken.

use super::proofs::pawn_attacks_from;
use crate::adjudication::region::{always_a_flight, flood};
use crate::position::Position;
use crate::position::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::position::castling::rights_of;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::Role;
use crate::types::square::Square;
use arrayvec::ArrayVec;

/// The most units of the losing side whose regions the flight count of
/// [`is_fixed_unwinnable_for`] counts one by one.
const MAX_COUNTED: usize = 8;

/// The attacks of a `role` on `sq` with `blockers`.
fn attacks(role: Role, sq: Square, blockers: Bitboard) -> Bitboard {
    match role {
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, blockers),
        Role::Rook => rook_attacks(sq, blockers),
        Role::Queen => queen_attacks(sq, blockers),
        Role::King => king_attacks(sq),
        Role::Pawn => Bitboard::EMPTY,
    }
}

/// The squares of `b` shifted one rank forward for `color` (off the board dropped).
fn forward(color: Color, b: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard(b.0 << 8),
        Color::Black => Bitboard(b.0 >> 8),
    }
}

/// The last rank of `color`'s pawns (where they promote).
fn last_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard(0xff00_0000_0000_0000),
        Color::Black => Bitboard(0xff),
    }
}

/// What one side's units can ever do, under the current fixed set.
#[derive(Default, Clone, Copy)]
struct Side {
    /// Every square its pawns can ever stand on.
    pawns: Bitboard,
    /// Every square its pawns can ever attack.
    pawn_attacks: Bitboard,
    /// Every square its (movable) pieces and the pieces its pawns may promote to can ever
    /// stand on (a piece's region holds every square it attacks that is not a wall).
    pieces: Bitboard,
    /// The walls (fixed squares) its pieces can ever attack.
    pieces_touch: Bitboard,
    /// True when one of its pawns may promote.
    promotes: bool,
    /// Its king's region (its square alone when the king is fixed).
    king: Bitboard,
    /// Every square its king can ever attack.
    king_touch: Bitboard,
    /// The squares its fixed units attack for ever (pawns' attacks, and the squares next to a
    /// fixed piece in its lines: nothing can ever stand between).
    fixed_attacks: Bitboard,
}

impl Side {
    /// Every square where one of its units other than the king can ever stand.
    fn occupiable(&self, fixed_units: Bitboard) -> Bitboard {
        self.pawns | self.pieces | fixed_units
    }

    /// Every square where it can ever capture a unit of the other side (a king's capture of a
    /// unit defended for ever is left out by the caller).
    fn capture_reach(&self) -> Bitboard {
        self.pawn_attacks | self.pieces | self.pieces_touch
    }
}

/// True when `winner` can never checkmate, by an invariant of every reachable position:
/// - a set of **fixed** units that never move and are never taken: pawns whose square in
///   front holds a fixed unit and that can never capture (no unit of the other side can ever
///   stand on a square they attack) nor be captured; pieces whose every move lands on a fixed
///   unit of their own side; kings (without castling rights) whose every step lands on a fixed
///   unit of their own side or on a square a fixed unit of the other side attacks for ever;
///   and no unit of the other side can ever reach a fixed unit to take it;
/// - every other pawn keeps to its file up to the first *anchored* pawn of the other side ahead
///   (one that can never capture nor be captured) or fixed unit, unless it can capture (a square
///   it can ever attack can hold a unit of the other side): then it may go wherever pawn moves
///   through non-fixed squares take it, capturing where units of the other side can stand. A
///   pawn that can reach its last rank may promote: the piece may then go wherever a queen or a
///   knight moving through non-fixed squares goes;
/// - every other piece goes wherever its moves through non-fixed squares take it (fixed units
///   block, others are passed through), and every other king wherever its steps through squares
///   neither fixed nor attacked for ever by a fixed unit of the other side take it.
///
/// This is the greatest set of fixed units and the least regions that agree with each other
/// (regions widen and fixed units are dropped until nothing changes). Then, as in the
/// semi-locked proof, every square of the losing king's region where `winner` can ever give
/// check always keeps a flight beside it: among the squares of that region where no pawn can
/// ever stand, no pawn of `winner` ever attacks and no piece of `winner` ever stands, for every
/// place of `winner`'s king (never beside the checked king), one the losing side's pieces can
/// never reach or more of them than those pieces, that king does not attack
/// ([`crate::adjudication::region::always_a_flight`]).
///
/// Refused (`false`, "not proved") when an en-passant capture is legal now (the square passed
/// over is in no region).
pub(crate) fn is_fixed_unwinnable_for(pos: &Position, winner: Color) -> bool {
    fixed_proof(pos, winner, true)
}

/// [`is_fixed_unwinnable_for`], with or without the shortcut [`promotes_into_king_region`]
/// (without only for the test that the shortcut changes no answer).
fn fixed_proof(pos: &Position, winner: Color, shortcut: bool) -> bool {
    let board = pos.board();
    // Without a pawn blocked by another unit, nothing is fixed: nothing to prove with.
    let blocked = blocked_pawns(pos);
    if blocked.is_empty() || pos.legal_ep_square().is_some() {
        return false;
    }
    let mut fixed = candidates(pos, blocked);
    if shortcut && promotes_into_king_region(pos, winner, fixed) {
        return false;
    }
    let mut wild = Bitboard::EMPTY;
    let mut removable = Bitboard::EMPTY;
    // Each round widens the regions for the current fixed units, then drops what they refute.
    for round in 0.. {
        let Some(r) = regions(pos, fixed, wild, removable) else {
            return false;
        };
        // Fewer fixed units and wider regions leave fewer flights: when the first round, with
        // the most fixed units, finds a check without one, the proof is given up at once.
        if round == 0 && !no_mate(winner, &r, fixed) {
            return false;
        }
        let mut changed = false;
        for &(sq, region) in &r.pawns {
            let Some(color) = board.color_at(sq) else {
                continue;
            };
            let (us, them) = (&r.sides[color as usize], &r.sides[color.other() as usize]);
            let their_occupiable =
                them.occupiable(fixed & (board.by_color(color.other()) - board.kings()));
            if !wild.contains(sq) && pawn_attacks_from(color, region).intersects(their_occupiable) {
                wild.add(sq);
                changed = true;
            }
            // Taken: by a pawn or a piece anywhere in its region; by the king, unless the pawn
            // is fixed and defended for ever.
            let king_takes = if fixed.contains(sq) {
                them.king_touch.contains(sq) && !us.fixed_attacks.contains(sq)
            } else {
                them.king_touch.intersects(region)
            };
            if !removable.contains(sq) && (region.intersects(them.capture_reach()) || king_takes) {
                removable.add(sq);
                changed = true;
            }
        }
        for sq in fixed {
            let (Some(color), Some(role)) = (board.color_at(sq), board.role_at(sq)) else {
                continue;
            };
            let (us, them) = (&r.sides[color as usize], &r.sides[color.other() as usize]);
            let own_fixed = fixed & board.by_color(color);
            let keep = match role {
                Role::Pawn => {
                    !wild.contains(sq)
                        && !removable.contains(sq)
                        && forward(color, Bitboard::from_square(sq)).intersects(fixed)
                }
                Role::King => (king_attacks(sq) - own_fixed - them.fixed_attacks).is_empty(),
                _ => {
                    (attacks(role, sq, fixed) - own_fixed).is_empty()
                        && !them.capture_reach().contains(sq)
                        && (!them.king_touch.contains(sq) || us.fixed_attacks.contains(sq))
                }
            };
            if !keep {
                fixed.remove(sq);
                changed = true;
            }
        }
        if !changed {
            return no_mate(winner, &r, fixed);
        }
    }
    false
}

/// A shortcut of the first round of [`is_fixed_unwinnable_for`] (fixed units `fixed`, the
/// candidates; no pawn wild nor removable): true when a pawn of `winner` keeping its file can
/// reach its last rank and the losing king, not fixed, can reach that square by king steps
/// through squares without a fixed unit. Then the first round fails, and the proof with it:
/// the region of the pieces `winner` may promote to (queen and knight moves through non-fixed
/// squares, which include every king step) holds the whole region of the losing king, so that
/// king can be checked on its own square and has no square left for a flight (none of its
/// region lies outside `winner`'s pieces' region), and no piece is counted against an empty
/// set of squares. Cheaper than the first round's regions (one flood of king steps, a few
/// shifts each), and the usual way the proof fails in pawn endings.
fn promotes_into_king_region(pos: &Position, winner: Color, fixed: Bitboard) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    let anchored = pawns & board.by_color(winner.other());
    let promotions = (pawns & board.by_color(winner)).fold(Bitboard::EMPTY, |acc, sq| {
        acc | (pawn_range(sq, winner, fixed, anchored) & last_rank(winner))
    });
    let king = pos.king_of(winner.other());
    if promotions.is_empty() || fixed.contains(king) {
        return false;
    }
    // The king-step closure of the king's square through non-fixed squares.
    let (region, _) = flood(Bitboard::from_square(king), !fixed, king_attacks);
    (region & promotions).nonempty()
}

/// The pawns with a unit in front of them (which the proof starts from).
fn blocked_pawns(pos: &Position) -> Bitboard {
    let board = pos.board();
    let pawns = board.pawns();
    let occupied = board.occupied();
    (pawns & board.by_color(Color::White) & Bitboard(occupied.0 >> 8))
        | (pawns & board.by_color(Color::Black) & Bitboard(occupied.0 << 8))
}

/// The units that cannot move now even if every other unit stayed where it is: pawns with a
/// unit in front (`blocked`), pieces whose every move lands on a unit of their own side, and
/// kings without castling rights whose every step lands on a unit of their own side or on a
/// square the other side attacks. A superset of the fixed units (fewer units staying only
/// frees more moves, and a fixed unit's attacks are attacks now).
fn candidates(pos: &Position, blocked: Bitboard) -> Bitboard {
    let board = pos.board();
    let occupied = board.occupied();
    let rights = pos.castling_rights();
    let mut fixed = blocked;
    for color in [Color::White, Color::Black] {
        let own = board.by_color(color);
        let theirs = board.by_color(color.other());
        let their_attacks = theirs.fold(Bitboard::EMPTY, |acc, sq| {
            acc | match board.role_at(sq) {
                Some(Role::Pawn) => pawn_attacks(color.other(), sq),
                Some(role) => attacks(role, sq, Bitboard::FULL),
                None => Bitboard::EMPTY,
            }
        });
        let king_may_castle = rights_of(rights, color).nonempty();
        for sq in own - board.pawns() {
            // A king or a rook with castling rights may castle.
            if rights.contains(sq) {
                continue;
            }
            let free = match board.role_at(sq) {
                Some(Role::King) if king_may_castle => continue,
                Some(Role::King) => king_attacks(sq) - own - their_attacks,
                Some(role) => attacks(role, sq, occupied) - own,
                None => continue,
            };
            if free.is_empty() {
                fixed.add(sq);
            }
        }
    }
    fixed
}

/// The squares a pawn on `sq` that keeps its file can ever stand on: from its square forward
/// to the square before the first fixed unit or `anchored` pawn ahead (the last rank included
/// when there is none); its square alone when it is fixed.
fn pawn_range(sq: Square, color: Color, fixed: Bitboard, anchored: Bitboard) -> Bitboard {
    let at = Bitboard::from_square(sq);
    if fixed.contains(sq) {
        return at;
    }
    let stops = (fixed | anchored) - at;
    let mut range = at;
    let mut next = forward(color, at);
    while next.nonempty() && !next.intersects(stops) {
        range |= next;
        next = forward(color, next);
    }
    range
}

/// The squares a pawn that may capture can ever stand on from `from`: wherever its pushes
/// through non-fixed squares and its captures onto `their_occupiable` take it (the last rank
/// included: it promotes there).
fn wild_region(
    from: Bitboard,
    color: Color,
    fixed: Bitboard,
    their_occupiable: Bitboard,
) -> Bitboard {
    let (mut region, mut frontier) = (from, from);
    while frontier.nonempty() {
        let movers = frontier - last_rank(color);
        let pushes = forward(color, movers) - fixed;
        let captures = pawn_attacks_from(color, movers) & their_occupiable;
        frontier = (pushes | captures) - region;
        region |= frontier;
    }
    region
}

/// The regions of both sides, and of each pawn.
struct Regions {
    /// White's, then black's.
    sides: [Side; 2],
    /// Each pawn's square and region.
    pawns: ArrayVec<(Square, Bitboard), 64>,
    /// Each side's movable pieces' regions, one by one (for the flight count), and whether
    /// every one of them is there (at most [`MAX_COUNTED`]).
    pieces: [(ArrayVec<Bitboard, MAX_COUNTED>, bool); 2],
}

/// The regions of both sides for the fixed units `fixed`, the pawns that may capture (`wild`)
/// and be captured (`removable`). The pieces and kings go through non-fixed squares, the pawns
/// that keep their file up to the first anchored pawn or fixed unit; the wild pawns and the
/// pieces promoted to are widened until nothing changes (a wild pawn captures where a unit of
/// the other side may stand). `None` when a pawn cannot be counted (more than 64).
fn regions(
    pos: &Position,
    fixed: Bitboard,
    wild: Bitboard,
    removable: Bitboard,
) -> Option<Regions> {
    let board = pos.board();
    let pawns = board.pawns();
    let mut sides = [Side::default(); 2];
    let mut each = ArrayVec::new();
    let mut pieces_each = [(ArrayVec::new(), true), (ArrayVec::new(), true)];
    for color in [Color::White, Color::Black] {
        let own_fixed = fixed & board.by_color(color);
        sides[color as usize].fixed_attacks = own_fixed.fold(Bitboard::EMPTY, |acc, sq| {
            acc | match board.role_at(sq) {
                Some(Role::Pawn) => pawn_attacks(color, sq),
                Some(role) => attacks(role, sq, Bitboard::FULL),
                None => Bitboard::EMPTY,
            }
        });
    }
    let mut promotions = [Bitboard::EMPTY; 2];
    for color in [Color::White, Color::Black] {
        let i = color as usize;
        let own = board.by_color(color);
        let anchored = (pawns & board.by_color(color.other())) - wild - removable;
        let (head, tail) = sides.split_at_mut(1);
        let (side, other) = if i == 0 {
            (&mut head[0], &tail[0])
        } else {
            (&mut tail[0], &head[0])
        };
        for sq in own - pawns - board.kings() - fixed {
            let Some(role) = board.role_at(sq) else {
                continue;
            };
            let (region, touch) = flood(Bitboard::from_square(sq), !fixed, |s| {
                attacks(role, s, fixed)
            });
            side.pieces |= region;
            side.pieces_touch |= touch & fixed;
            let (one_by_one, all) = &mut pieces_each[i];
            *all &= one_by_one.try_push(region).is_ok();
        }
        let king = pos.king_of(color);
        if fixed.contains(king) {
            side.king = Bitboard::from_square(king);
            side.king_touch = king_attacks(king);
        } else {
            let (region, touch) = flood(
                Bitboard::from_square(king),
                !fixed - other.fixed_attacks,
                king_attacks,
            );
            side.king = region;
            side.king_touch = touch;
        }
        for sq in own & pawns {
            let region = if wild.contains(sq) && !fixed.contains(sq) {
                Bitboard::from_square(sq)
            } else {
                pawn_range(sq, color, fixed, anchored)
            };
            each.try_push((sq, region)).ok()?;
            promotions[i] |= region & last_rank(color);
            side.pawns |= region - last_rank(color);
        }
    }
    // The wild pawns and what the pawns promote to, widened together.
    let mut promoted = [Bitboard::EMPTY; 2];
    loop {
        let mut changed = false;
        for (sq, region) in each.iter_mut() {
            if !wild.contains(*sq) || fixed.contains(*sq) {
                continue;
            }
            let Some(color) = board.color_at(*sq) else {
                continue;
            };
            let (i, o) = (color as usize, color.other() as usize);
            let their_occupiable =
                sides[o].occupiable(fixed & (board.by_color(color.other()) - board.kings()));
            let wider = wild_region(*region, color, fixed, their_occupiable);
            if wider != *region {
                *region = wider;
                promotions[i] |= wider & last_rank(color);
                sides[i].pawns |= wider - last_rank(color);
                changed = true;
            }
        }
        for i in 0..2 {
            if promotions[i] != promoted[i] {
                promoted[i] = promotions[i];
                let (region, touch) = flood(promotions[i], !fixed, |s| {
                    queen_attacks(s, fixed) | knight_attacks(s)
                });
                sides[i].pieces |= region;
                sides[i].pieces_touch |= touch & fixed;
                sides[i].promotes = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        sides[i].pawn_attacks = pawn_attacks_from(color, sides[i].pawns);
    }
    Some(Regions {
        sides,
        pawns: each,
        pieces: pieces_each,
    })
}

/// The mate test of [`is_fixed_unwinnable_for`] on the final regions.
fn no_mate(winner: Color, r: &Regions, fixed: Bitboard) -> bool {
    let (us, them) = (r.sides[winner as usize], r.sides[winner.other() as usize]);
    // (A fixed king's square is a wall: the pieces' touch holds it.)
    let checks = them.king & (us.pieces | us.pieces_touch | us.pawn_attacks);
    if checks.is_empty() {
        return true;
    }
    // Squares never holding a pawn, a fixed unit or a piece of `winner`, never attacked by
    // them (its king aside: see `always_a_flight`).
    let free = them.king - us.pawns - them.pawns - us.pawn_attacks - us.pieces - fixed;
    // The losing side's pieces one by one, for the count (none may be promoted to).
    let (losers, all) = &r.pieces[winner.other() as usize];
    let fillers = (*all && !them.promotes).then_some(&losers[..]);
    checks
        .into_iter()
        .all(|sq| always_a_flight(sq, free, them.pieces, fillers, us.king, us.king_touch))
}

#[cfg(test)]
mod tests {
    use super::{fixed_proof, promotes_into_king_region};
    use crate::{CastlingMode, Color, Position};

    /// The shortcut changes no answer: on the cha vectors, the positions one move after each,
    /// and the 30,000 lichess positions, for either winner, the proof answers the same with
    /// and without it, and where the shortcut holds the proof is refused (the first round
    /// fails). It holds for a third of the questions.
    #[test]
    fn shortcut_changes_no_answer() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/dead/");
        let read = |name: &str| std::fs::read_to_string(format!("{root}{name}")).expect(name);
        let mut starts = Vec::new();
        for line in read("cha-test-vector.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let mut fields: Vec<&str> = line[2..].split_whitespace().collect();
            fields.resize(4, "-");
            let fen = format!("{} 0 1", fields.join(" "));
            let p = Position::from_fen_relaxed(&fen, CastlingMode::Standard).expect("vector");
            starts.extend(p.legal_moves().iter().map(|m| p.make(m)));
            starts.push(p);
        }
        for line in read("lichess-30K-games.txt").lines() {
            let fen: Vec<&str> = line.split(' ').take(6).collect();
            starts.push(
                Position::from_fen_relaxed(&fen.join(" "), CastlingMode::Standard)
                    .expect("lichess"),
            );
        }
        let (mut asked, mut shortcuts, mut proved) = (0, 0, 0);
        for p in &starts {
            for winner in [Color::White, Color::Black] {
                let full = fixed_proof(p, winner, false);
                assert_eq!(fixed_proof(p, winner, true), full, "{} {winner:?}", p.fen());
                // Where the shortcut is asked (after the candidates), it holds only if the
                // proof fails.
                let blocked = super::blocked_pawns(p);
                if blocked.nonempty() && p.legal_ep_square().is_none() {
                    let fixed = super::candidates(p, blocked);
                    if promotes_into_king_region(p, winner, fixed) {
                        assert!(!full, "{} {winner:?}", p.fen());
                        shortcuts += 1;
                    }
                }
                asked += 1;
                proved += usize::from(full);
            }
        }
        // (6,968 proved before the flights counted where the checking king can stand.)
        assert_eq!((asked, proved, shortcuts), (90_976, 7_170, 31_253));
    }
}
