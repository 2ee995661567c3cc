//! A second, independent confirmation of "this side can never checkmate" for pawn fortresses
//! (issue #13): every pawn frozen for ever, every other unit kept in the squares it can reach
//! around the pawns, and the loser's king never without a flight. Written from the Laws with
//! its own geometry (no attack table, no proof of the crate): only the board is read.
//!
//! The argument, in three steps (each checked here, or the answer is "not proved"):
//! 1. Regions. Assume no pawn ever moves nor is captured. Then a unit (king, knight, bishop,
//!    rook, queen) starting on `s` only ever stands on the squares of `region(s)`: the closure
//!    of `s` under its moves (Art. 3.2 to 3.6, 3.8.1) over the squares without a pawn, sliders
//!    stopped by pawns only (the other units would only stop them more), and for a king
//!    without the squares an enemy pawn attacks (a king never moves into check, Art. 3.9; a
//!    frozen pawn attacks its squares for ever). Captures only remove units, and without a
//!    pawn move there is no promotion, so no unit appears.
//! 2. Frozen pawns. The assumption holds when, with the units in their regions: the square
//!    in front of every pawn holds a pawn (no step nor double step, Art. 3.7.1-2); no enemy
//!    unit can ever stand on a square a pawn attacks, nor does a pawn attack an enemy pawn now
//!    (no capture, Art. 3.7.3); the position has no en-passant square (and no double step ever
//!    makes one); no enemy unit can move onto a pawn (a king only when that pawn is not
//!    defended by a pawn of its own side, which would then stay defended); and no castling
//!    right (castling would move a rook and king outside these rules). By induction over the
//!    moves, every reachable position keeps every pawn and every unit in its region.
//! 3. No mate. For every square `k` of the loser's king region: if the winner can never
//!    attack `k` (its units from their regions, rays stopped by pawns only, its pawns, or its
//!    king, which never stands next to `k`), no check there, so no mate (Art. 3.9.1). Else take
//!    `F`: the neighbours of `k` with no pawn and that the winner can never attack (same rules;
//!    the loser's king leaving `k` opens no ray, as rays already pass through every unit).
//!    A king on `k` with a square of `F` empty has a legal move there; with a winner's unit on
//!    it, taking it is a legal move (nothing defends that square). So a mate on `k` needs every
//!    square of `F` held by a unit of the loser, one unit each, from a unit whose region meets
//!    `F`: when `F` has more squares than those units, no mate on `k` (Art. 1.4.1, 3.8.1).
//!    Else the same count once for every square `w` of the winner's king region not next to
//!    `k`, `F` then taken with only that king's attacks from `w` (it stands on one square at a
//!    time): no mate on `k` when every `w` leaves more squares than units (issue 38).
//!
//! The extended argument ([`fortress_holds`]) allows fixed units and pawns that may still
//! advance, and be taken. It is the same induction over the moves, on a larger invariant:
//! every frozen pawn on its square, every free pawn on a square of its path (or taken, when
//! E3 allows it), every fixed unit on its square, every other unit on a square of its region
//! (or taken), no promotion, no castling right, no en-passant capture; each step below checks
//! that a move from a position where the invariant holds keeps it.
//! - E1. Fixed units. A unit (a king too) is fixed when its region (step 1, computed as below
//!   with the other assumptions) is its own square and, unless it is a king (never taken),
//!   no enemy man may take it: no enemy pawn may attack its square (E2), no enemy unit
//!   attacks it from its region, an enemy king only where the unit's side always attacks the
//!   square (below). A fixed unit then never leaves its square. So: a pawn whose front
//!   square holds a fixed unit is frozen as if a pawn stood there; a fixed unit other than a
//!   king is a wall like a frozen pawn (no unit moves onto it nor through it; a king is not
//!   a wall, since step 3 reads rays through the loser's king); and the squares a fixed unit
//!   attacks (rays stopped by walls, which never move) are attacked by it for ever, so the
//!   other king never stands there (Art. 3.8.1, 3.9) nor takes a man there: with the frozen
//!   pawns' attacks they are the squares a side "always attacks". A king's flood avoids the
//!   squares the other side always attacks, and a king may take a pawn or a fixed unit only
//!   where that side does not always attack it. The set of fixed units and frozen pawns is
//!   assumed together (all units at first; the largest set of pawns each with a frozen pawn
//!   or a fixed unit in front), then checked: a unit assumed fixed whose region comes out
//!   larger, or that may be taken, is dropped and everything is computed again, so the final
//!   assumption is checked as a whole (a set of units that block one another is fixed only
//!   when none of them may move nor be taken while all stand, which is what the induction
//!   needs).
//! - E2. Free pawns. A pawn that is not frozen may advance (Art. 3.7.1-2) but, by the checks
//!   below, never captures nor is captured, so it stays on its file, between its square and
//!   the first pawn ahead of it: that pawn must be frozen (it never moves) or an enemy free
//!   pawn facing it (the two never pass each other); any other pawn ahead (one of its own
//!   side that may move) and a path reaching the last rank (a promotion, which would add a
//!   unit) are refused. Its path is every square from its own up to that pawn, units on the
//!   way included (they may leave). The regions treat every path square as empty (only
//!   frozen pawns and fixed units are walls; more squares is safe) and a king's flood avoids
//!   only the squares the other side always attacks (a free pawn's attacks come and go). For
//!   attacks, a free pawn counts on every square of its path: the union of what it attacks
//!   from there.
//!   Step 2 then reads: no pawn may ever attack a square an enemy pawn may stand on; no enemy
//!   unit other than a king has a region meeting those attacked squares (a king is never
//!   taken; a pawn's check only restricts its king's moves, which the flood ignores; kings
//!   still keep off the squares frozen pawns attack, as in the first argument); no enemy unit
//!   attacks, from its region, a square the pawn may stand on (a king only where the pawn's
//!   side always attacks that square). A double step lands next to no square an enemy pawn
//!   may stand on (an en-passant capture needs one there, Art. 3.7.4; that pawn would also
//!   attack the square passed, already refused). Step 3 counts the free pawns' attacks from
//!   their whole paths and takes as flights only squares no pawn may ever stand on.
//! - E3. Free pawns that may be taken, frozen pawns given up. E2 is widened: a free pawn
//!   may be taken by an enemy unit (never by a pawn: no pawn ever captures, by the checks of
//!   E2, which stay). As no pawn ever leaves its file (only a capture would) nor passes
//!   another (a step or a double step needs the squares empty, Art. 3.7.1-2), and none
//!   promotes, the pawns of a file keep their order, and taking one only removes it. So a
//!   free pawn stays between its square and the first pawn ahead of it that never leaves the
//!   board and never moves away from it: a frozen pawn (it never moves) or an enemy free pawn
//!   that no unit may take (it only comes nearer). Its path is every square up to that pawn,
//!   through its own pawns and the enemy pawns that may be taken (they may move on or
//!   vanish); a path reaching the last rank is refused (a promotion). A free pawn may be
//!   taken when an enemy unit attacks a square of its path from its region (a king only
//!   where the pawn's side does not always attack that square: a king never moves into
//!   check). These pawns are found from none, lengthening the paths until no other pawn may
//!   be taken; the final set is checked as a whole (a pawn outside it is never taken, as no
//!   enemy unit may ever move onto its path, nor pawn, by E2). Step 2 then asks only the
//!   frozen pawns and the fixed units never to be taken. A frozen pawn that an enemy unit may
//!   take is given up (no longer frozen, nor the pawns it froze) and everything is computed
//!   again, as for the fixed units; the final assumption is checked as a whole. This holds
//!   for walls of head-to-head pairs that no enemy man ever attacks, in front of pawns the
//!   kings may take and pawns that may advance, e.g. for White in
//!   `3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4`: the white king may take the
//!   fifth-rank pawns, and the white pawns then run up to the sixth-rank wall; the black
//!   pawns stop on the second-rank ones, which no black unit reaches; the white king never
//!   enters the sixth rank, whose free squares the black seventh-rank pawns attack, so nothing
//!   white ever attacks the eighth rank, the black king's region.

use chess_arbiter::{Color, Position, Role};

/// File and rank of square `i` (0 = a1, 63 = h8).
fn coords(i: usize) -> (i32, i32) {
    ((i % 8) as i32, (i / 8) as i32)
}

/// The square at file `f`, rank `r`, when on the board.
fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// A king's steps (Art. 3.8.1), as (file, rank) offsets; also read by the tests' geometry checks.
pub const KING_STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
/// A knight's jumps (Art. 3.6), as (file, rank) offsets.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];
const DIAGONALS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const LINES: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The squares a unit of `role` on `from` attacks, rays stopped by (and including) the first
/// square of `walls`.
fn attacks(role: Role, from: usize, walls: u64) -> u64 {
    let (f, r) = coords(from);
    let mut set = 0u64;
    let mut steps = |list: &[(i32, i32)]| {
        for (df, dr) in list {
            if let Some(to) = at(f + df, r + dr) {
                set |= 1 << to;
            }
        }
    };
    match role {
        Role::King => steps(&KING_STEPS),
        Role::Knight => steps(&KNIGHT_JUMPS),
        _ => {}
    }
    let rays: &[(i32, i32)] = match role {
        Role::Bishop => &DIAGONALS,
        Role::Rook => &LINES,
        Role::Queen => &[
            (-1, -1),
            (-1, 1),
            (1, -1),
            (1, 1),
            (-1, 0),
            (1, 0),
            (0, -1),
            (0, 1),
        ],
        _ => &[],
    };
    for (df, dr) in rays {
        let (mut x, mut y) = (f + df, r + dr);
        while let Some(to) = at(x, y) {
            set |= 1 << to;
            if walls & (1 << to) != 0 {
                break;
            }
            x += df;
            y += dr;
        }
    }
    set
}

/// The squares a pawn of `color` on `from` attacks (Art. 3.7.3).
fn pawn_attacks(color: Color, from: usize) -> u64 {
    let (f, r) = coords(from);
    let dr = if color == Color::White { 1 } else { -1 };
    [-1, 1]
        .into_iter()
        .filter_map(|df| at(f + df, r + dr))
        .fold(0, |set, to| set | 1 << to)
}

/// The squares of a mask.
fn squares(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// One unit (not a pawn): its colour, role, square and region (step 1).
struct Unit {
    color: Color,
    role: Role,
    start: usize,
    region: u64,
}

/// The square in front of a pawn of `color` on `from` (none past the last rank).
fn front(color: Color, from: usize) -> Option<usize> {
    let (f, r) = coords(from);
    at(f, if color == Color::White { r + 1 } else { r - 1 })
}

/// `true` when the three steps of the module's first argument prove that `winner` can never
/// checkmate from `pos` (every pawn frozen, blocked by a pawn); `false` when they do not
/// (which says nothing either way).
pub fn frozen_fortress_holds(pos: &Position, winner: Color) -> bool {
    fortress(pos, winner, false)
}

/// `true` when the module's extended argument (units that never move nor are taken block
/// pawns and rays, pawns that may advance along their file but never capture nor promote, and
/// may be taken by units; E1 to E3) proves that `winner` can never checkmate from `pos`; it
/// holds wherever [`frozen_fortress_holds`] does. `false` says nothing either way.
pub fn fortress_holds(pos: &Position, winner: Color) -> bool {
    fortress(pos, winner, true)
}

/// The arguments of the module's doc: the first only (`extended` false: every pawn frozen by
/// a pawn, no fixed unit) or the extended one.
fn fortress(pos: &Position, winner: Color, extended: bool) -> bool {
    let board = pos.board();
    if pos.castling_rights().0 != 0 || pos.legal_ep_square().is_some() {
        return false;
    }
    let mut pawns = [0u64; 2];
    let mut placed = Vec::new();
    for i in 0..64usize {
        let sq = chess_arbiter::Square::new(i as u32).expect("0 to 63");
        if let Some(piece) = board.piece_at(sq) {
            if piece.role == Role::Pawn {
                pawns[piece.color as usize] |= 1 << i;
            } else {
                placed.push((piece.color, piece.role, i));
            }
        }
    }
    let all_pawns = pawns[0] | pawns[1];
    let cover_of = |color: Color, set: u64| -> u64 {
        squares(set).fold(0, |acc, p| acc | pawn_attacks(color, p))
    };
    // The units assumed never to move (step E1): all at first, dropped while their region is
    // larger than their square or they may be taken.
    let mut fixed = vec![extended; placed.len()];
    // The pawns that may be frozen (step E3): all at first, a frozen pawn that an enemy unit
    // may take given up.
    let mut candidates = all_pawns;
    loop {
        let fixed_set = |kings: bool, color: Option<Color>| -> u64 {
            placed
                .iter()
                .zip(&fixed)
                .filter(|((c, r, _), f)| {
                    **f && (kings || *r != Role::King) && color.is_none_or(|x| x == *c)
                })
                .fold(0, |set, ((_, _, s), _)| set | 1 << s)
        };
        let fixed_men = fixed_set(true, None);
        // Frozen pawns: the largest set of candidates whose every pawn has a frozen pawn or a
        // fixed unit in front of it.
        let mut frozen = all_pawns & candidates;
        loop {
            let before = frozen;
            for color in [Color::White, Color::Black] {
                for p in squares(pawns[color as usize] & frozen) {
                    let blocked =
                        front(color, p).is_some_and(|s| (frozen | fixed_men) & (1 << s) != 0);
                    if !blocked {
                        frozen &= !(1 << p);
                    }
                }
            }
            if frozen == before {
                break;
            }
        }
        let free = all_pawns & !frozen;
        if free != 0 && !extended {
            return false;
        }
        // Fixed units other than kings are walls too (a king is not: step 3 reads rays
        // through the loser's king).
        let fixed_walls = [
            fixed_set(false, Some(Color::White)),
            fixed_set(false, Some(Color::Black)),
        ];
        let walls = frozen | fixed_walls[0] | fixed_walls[1];
        let frozen_pawns = [pawns[0] & frozen, pawns[1] & frozen];
        let frozen_cover = [
            cover_of(Color::White, frozen_pawns[0]),
            cover_of(Color::Black, frozen_pawns[1]),
        ];
        // The squares a side attacks for ever: its frozen pawns', its fixed units' (rays
        // stopped by walls, which never move).
        let always = |color: Color| -> u64 {
            placed
                .iter()
                .zip(&fixed)
                .filter(|((c, _, _), f)| **f && *c == color)
                .fold(frozen_cover[color as usize], |set, ((_, r, s), _)| {
                    set | attacks(*r, *s, walls)
                })
        };
        let always = [always(Color::White), always(Color::Black)];
        // Step 1: the regions.
        let units: Vec<Unit> = placed
            .iter()
            .map(|&(color, role, start)| {
                let forbidden = walls
                    | if role == Role::King {
                        always[color.other() as usize]
                    } else {
                        0
                    };
                let mut region = 1u64 << start;
                let mut todo = vec![start];
                while let Some(from) = todo.pop() {
                    for to in squares(attacks(role, from, walls) & !forbidden & !region) {
                        region |= 1 << to;
                        todo.push(to);
                    }
                }
                Unit {
                    color,
                    role,
                    start,
                    region,
                }
            })
            .collect();
        // The squares where an enemy unit may take a man of each side: every square it may
        // attack from its region, for a king only those the man's side does not always attack.
        let reach = |u: &Unit| squares(u.region).fold(0, |set, s| set | attacks(u.role, s, walls));
        let mut unit_takes = [0u64; 2];
        for u in &units {
            let c = u.color.other() as usize;
            unit_takes[c] |= if u.role == Role::King {
                reach(u) & !always[c]
            } else {
                reach(u)
            };
        }
        // The squares each side's pawns may ever stand on (steps E2, E3): a frozen pawn its
        // own; a free pawn those of its file up to the first pawn ahead that stays on the board
        // and never moves away from it (a frozen pawn, or an enemy free pawn that no unit may
        // take), never the last rank. The free pawns that may be taken (`takeable_free`) are
        // found from none by growing the paths until no other may be.
        let mut takeable_free = 0u64;
        let (possible, double_steps) = loop {
            let mut possible = frozen_pawns;
            let mut double_steps = Vec::new();
            let mut grown = takeable_free;
            for color in [Color::White, Color::Black] {
                let c = color as usize;
                let stays = pawns[color.other() as usize] & free & !takeable_free;
                for p in squares(pawns[c] & free) {
                    let mut path = 1u64 << p;
                    let mut at_sq = p;
                    loop {
                        let Some(next) = front(color, at_sq) else {
                            return false;
                        };
                        if (frozen | stays) & (1 << next) != 0 {
                            break;
                        }
                        let (_, rank) = coords(next);
                        if rank == 0 || rank == 7 {
                            return false; // a promotion
                        }
                        path |= 1 << next;
                        at_sq = next;
                    }
                    possible[c] |= path;
                    if path & unit_takes[c] != 0 {
                        grown |= 1 << p;
                    }
                    let (f, r) = coords(p);
                    let (start_rank, step) = if color == Color::White {
                        (1, 1)
                    } else {
                        (6, -1)
                    };
                    if r == start_rank
                        && let Some(landing) = at(f, r + 2 * step)
                        && path & (1 << landing) != 0
                    {
                        double_steps.push((color, landing));
                    }
                }
            }
            if grown == takeable_free {
                break (possible, double_steps);
            }
            takeable_free = grown;
        };
        let cover = [
            cover_of(Color::White, possible[0]),
            cover_of(Color::Black, possible[1]),
        ];
        // A unit assumed fixed whose region is larger, or that an enemy man may take (a pawn
        // that may attack its square, a unit that may attack it from its region, a king only
        // where the unit's side does not always attack it): drop the assumption and start
        // again. The same for a frozen pawn that an enemy unit may take (step E3): it is
        // given up, and the pawns it froze with it.
        let threatened = [cover[1] | unit_takes[0], cover[0] | unit_takes[1]];
        let mut dropped = false;
        for (u, f) in units.iter().zip(fixed.iter_mut()) {
            let taken = u.role != Role::King && threatened[u.color as usize] & (1 << u.start) != 0;
            if *f && (u.region != 1 << u.start || taken) {
                *f = false;
                dropped = true;
            }
        }
        if extended {
            for c in 0..2 {
                let taken = frozen_pawns[c] & unit_takes[c];
                if taken != 0 {
                    candidates &= !taken;
                    dropped = true;
                }
            }
        }
        if dropped {
            continue;
        }
        // What a side loses when taken, which step 2 refuses: a frozen pawn, a fixed unit (the
        // free pawns may be taken).
        let takeable = [
            frozen_pawns[0] | fixed_walls[0],
            frozen_pawns[1] | fixed_walls[1],
        ];
        return no_capture_no_mate(
            winner,
            &units,
            walls,
            &possible,
            &takeable,
            &cover,
            &frozen_cover,
            &always,
            &double_steps,
        );
    }
}

/// Steps 2 and 3 of the module's arguments, on the regions and pawn squares of [`fortress`].
#[allow(clippy::too_many_arguments)]
fn no_capture_no_mate(
    winner: Color,
    units: &[Unit],
    walls: u64,
    possible: &[u64; 2],
    takeable: &[u64; 2],
    cover: &[u64; 2],
    frozen_cover: &[u64; 2],
    always: &[u64; 2],
    double_steps: &[(Color, usize)],
) -> bool {
    // Every square a unit could ever attack from its region, rays stopped by walls only (frozen
    // pawns, fixed units other than kings).
    let reach = |u: &Unit| squares(u.region).fold(0, |set, s| set | attacks(u.role, s, walls));
    // Step 2 (the rest): no pawn takes nor is taken, no fixed unit is taken.
    for color in [Color::White, Color::Black] {
        let c = color as usize;
        let ours = takeable[c];
        if cover[c] & possible[color.other() as usize] != 0 {
            return false;
        }
        for u in units.iter().filter(|u| u.color != color) {
            // A king is never taken: only the other units must keep off the pawns' squares
            // (and a king off those its frozen pawns attack, as the first argument asks).
            let kept_off = if u.role == Role::King {
                frozen_cover[c]
            } else {
                cover[c]
            };
            if u.region & kept_off != 0 {
                return false;
            }
            let takes = if u.role == Role::King {
                reach(u) & ours & !always[c]
            } else {
                reach(u) & ours
            };
            if takes != 0 {
                return false;
            }
        }
    }
    // No double step lands next to a square an enemy pawn may stand on (no en passant).
    for &(color, landing) in double_steps {
        let (f, r) = coords(landing);
        let beside = [-1, 1]
            .into_iter()
            .filter_map(|df| at(f + df, r))
            .fold(0u64, |set, s| set | 1 << s);
        if beside & possible[color.other() as usize] != 0 {
            return false;
        }
    }
    // Step 3: the loser's king always has a flight, or is never checked.
    let loser = winner.other();
    let Some(king) = units
        .iter()
        .find(|u| u.color == loser && u.role == Role::King)
    else {
        return false;
    };
    let theirs: Vec<&Unit> = units.iter().filter(|u| u.color == winner).collect();
    let helpers: Vec<&Unit> = units
        .iter()
        .filter(|u| u.color == loser && u.role != Role::King)
        .collect();
    let far_reach: u64 = theirs
        .iter()
        .filter(|u| u.role != Role::King)
        .fold(cover[winner as usize], |set, u| set | reach(u));
    let their_king = theirs
        .iter()
        .find(|u| u.role == Role::King)
        .map_or(0, |u| u.region);
    let pawn_squares = possible[0] | possible[1];
    for k in squares(king.region) {
        let (kf, kr) = coords(k);
        // The winner's king never stands on `k` nor next to it (Art. 3.8.1, 3.9).
        let near_k = attacks(Role::King, k, 0) | 1 << k;
        let king_reach =
            squares(their_king & !near_k).fold(0, |set, s| set | attacks(Role::King, s, 0));
        let attacked = far_reach | king_reach;
        if attacked & (1 << k) == 0 {
            continue;
        }
        let around = KING_STEPS
            .iter()
            .filter_map(|(df, dr)| at(kf + df, kr + dr))
            .fold(0u64, |set, n| set | 1 << n)
            & !pawn_squares;
        // More squares no one attacks than helpers that can stand on one: one stays free.
        let one_free = |free: u64| {
            free.count_ones() as usize > helpers.iter().filter(|u| u.region & free != 0).count()
        };
        if one_free(around & !attacked) {
            continue;
        }
        // The winner's king stands on one square at a time, never next to `k`: wherever it
        // stands, the squares it does not attack must still leave one free.
        let each_place_leaves_one = squares(their_king & !near_k)
            .all(|w| one_free(around & !far_reach & !attacks(Role::King, w, 0)));
        if !each_place_leaves_one {
            return false;
        }
    }
    true
}
