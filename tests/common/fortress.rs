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

use chess_arbiter::{Color, Position, Role};

/// File and rank of square `i` (0 = a1, 63 = h8).
fn coords(i: usize) -> (i32, i32) {
    ((i % 8) as i32, (i / 8) as i32)
}

/// The square at file `f`, rank `r`, when on the board.
fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

const KING_STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const KNIGHT_JUMPS: [(i32, i32); 8] = [
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

/// One unit (not a pawn): its colour, role and region (step 1).
struct Unit {
    color: Color,
    role: Role,
    region: u64,
}

/// `true` when the three steps of the module's argument prove that `winner` can never
/// checkmate from `pos`; `false` when they do not (which says nothing either way).
pub fn frozen_fortress_holds(pos: &Position, winner: Color) -> bool {
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
    let walls = pawns[0] | pawns[1];
    let pawn_cover = |color: Color| -> u64 {
        squares(pawns[color as usize]).fold(0, |set, p| set | pawn_attacks(color, p))
    };
    let cover = [pawn_cover(Color::White), pawn_cover(Color::Black)];
    // Step 2 (first part, the cheapest): no pawn can step forward.
    for color in [Color::White, Color::Black] {
        for p in squares(pawns[color as usize]) {
            let (f, r) = coords(p);
            let ahead = if color == Color::White { r + 1 } else { r - 1 };
            match at(f, ahead) {
                Some(front) if walls & (1 << front) != 0 => {}
                _ => return false,
            }
        }
    }
    // Step 1: the regions.
    let units: Vec<Unit> = placed
        .into_iter()
        .map(|(color, role, start)| {
            let forbidden = walls
                | if role == Role::King {
                    cover[color.other() as usize]
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
                region,
            }
        })
        .collect();
    // Every square a unit could ever attack from its region, rays stopped by pawns only.
    let reach = |u: &Unit| squares(u.region).fold(0, |set, s| set | attacks(u.role, s, walls));
    // Step 2 (the rest): no pawn takes nor is taken.
    for color in [Color::White, Color::Black] {
        let ours = pawns[color as usize];
        if cover[color as usize] & pawns[color.other() as usize] != 0 {
            return false;
        }
        for u in units.iter().filter(|u| u.color != color) {
            if u.region & cover[color as usize] != 0 {
                return false;
            }
            let takes = if u.role == Role::King {
                reach(u) & ours & !cover[color as usize]
            } else {
                reach(u) & ours
            };
            if takes != 0 {
                return false;
            }
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
        let flights = KING_STEPS
            .iter()
            .filter_map(|(df, dr)| at(kf + df, kr + dr))
            .fold(0u64, |set, n| set | 1 << n)
            & !walls
            & !attacked;
        let blockers = helpers.iter().filter(|u| u.region & flights != 0).count();
        if flights.count_ones() as usize <= blockers {
            return false;
        }
    }
    true
}
