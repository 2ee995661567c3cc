//! Attack lookups: which squares a piece on a square attacks (FIDE Art. 3.2 to 3.8).
//!
//! The names here are fixed so the method behind them can change. Sliding attacks use
//! "kindergarten" bitboards: a multiplication gathers the six inner squares of a line into a
//! 6-bit index into small tables (about 9 KB in all, computed at compile time by `const fn`),
//! instead of a 700 KB magic table. `tests/attacks.rs` compares every lookup against the slow ray
//! walks below for every square and every blocker subset.
//!
//! With the cargo feature `small-tables` (the build of `chess-arbiter/core`, scripts/build.sh)
//! the rank and file lookups read the 512-byte first-rank table and multiply it back onto the
//! line (one or two more multiplications a lookup) instead of the two 4 KB tables: measured on
//! the core's wasm after wasm-opt (issue 40), 7.1 KB smaller (0.2 KB gzipped), and in
//! instructions (callgrind, Node) bulk perft 3.6 % more, copy-make perft and `legalMoves`
//! unchanged; the default module keeps the tables (0.18 KB gzipped for 2 to 4 % more).

use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::Square;

const A_FILE: u64 = 0x0101_0101_0101_0101;
const B_FILE: u64 = A_FILE << 1;
/// The diagonal c2-h7: maps the six inner squares of the a-file to the top six bits.
#[cfg(not(feature = "small-tables"))]
const C2H7: u64 = 0x0080_4020_1008_0400;
const MAIN_DIAG: u64 = 0x8040_2010_0804_0201;
const ANTI_DIAG: u64 = 0x0102_0408_1020_4080;
const H_FILE: u64 = A_FILE << 7;
/// Gathers the inner squares of the a-file (a7 to a2) into the top six bits, a7 first: the
/// first-rank index of the file read from its top (rank 8 as the first rank's a-file).
const A7A2: u64 = (1 << 55) | (1 << 46) | (1 << 37) | (1 << 28) | (1 << 19) | (1 << 10);

const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

const fn step_table(deltas: &[(i32, i32); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut i = 0;
        while i < 8 {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table() -> [[u64; 64]; 2] {
    let mut table = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut c = 0;
        while c < 2 {
            let nr = if c == 0 { r + 1 } else { r - 1 };
            if nr >= 0 && nr < 8 {
                if f > 0 {
                    table[c][sq] |= 1 << (nr * 8 + f - 1);
                }
                if f < 7 {
                    table[c][sq] |= 1 << (nr * 8 + f + 1);
                }
            }
            c += 1;
        }
        sq += 1;
    }
    table
}

/// Walks the rays of `dirs` from `sq`, stopping at (and including) the first occupied square.
const fn slide(sq: u32, occupied: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (mut f, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
        loop {
            f += dirs[d].0;
            r += dirs[d].1;
            if f < 0 || f >= 8 || r < 0 || r >= 8 {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
        }
        d += 1;
    }
    attacks
}

/// `FIRST_RANK[file][inner]`: attacks along a rank (as file bits) of a slider on `file`, with
/// the occupancy of files b to g given by the six bits of `inner`.
const fn first_rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner as u64) << 1;
            table[file][inner] = (slide(file as u32, occ, &ROOK_DIRS) & 0xff) as u8;
            inner += 1;
        }
        file += 1;
    }
    table
}

/// `FILL_UP[file][inner]`: the first-rank attacks copied onto every rank, so that masking with
/// a line keeps the line's attacked squares.
#[cfg(not(feature = "small-tables"))]
const fn fill_up_table() -> [[u64; 64]; 8] {
    let first = first_rank_table();
    let mut table = [[0u64; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            table[file][inner] = (first[file][inner] as u64).wrapping_mul(A_FILE);
            inner += 1;
        }
        file += 1;
    }
    table
}

/// `A_FILE_ATTACKS[rank][index]`: attacks along the a-file of a rook on `rank`, indexed by the
/// inner a-file occupancy gathered with the `C2H7` multiplication.
#[cfg(not(feature = "small-tables"))]
const fn a_file_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut rank = 0;
    while rank < 8 {
        let mut inner = 0;
        while inner < 64 {
            let mut occ = 0u64;
            let mut bit = 0;
            while bit < 6 {
                if inner & (1 << bit) != 0 {
                    occ |= 1 << (8 * (bit + 1));
                }
                bit += 1;
            }
            let index = (occ.wrapping_mul(C2H7) >> 58) as usize;
            table[rank][index] = slide((rank * 8) as u32, occ, &ROOK_DIRS) & A_FILE;
            inner += 1;
        }
        rank += 1;
    }
    table
}

const fn diag_table(anti: bool) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let shift = if anti { 8 * (r + f - 7) } else { 8 * (r - f) };
        let base = if anti { ANTI_DIAG } else { MAIN_DIAG };
        table[sq] = if shift >= 0 {
            base << shift
        } else {
            base >> -shift
        };
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&KNIGHT_DELTAS);
static KING: [u64; 64] = step_table(&KING_DELTAS);
static PAWN: [[u64; 64]; 2] = pawn_table();
#[cfg(not(feature = "small-tables"))]
static FILL_UP: [[u64; 64]; 8] = fill_up_table();
#[cfg(not(feature = "small-tables"))]
static A_FILE_ATTACKS: [[u64; 64]; 8] = a_file_table();
static FIRST_RANK: [[u8; 64]; 8] = first_rank_table();
static DIAG: [u64; 64] = diag_table(false);
static ANTI: [u64; 64] = diag_table(true);

/// `sq`'s index for the 64-entry tables, masked so that the lookups need no bounds check (a
/// square's index is below 64 anyway).
#[inline(always)]
const fn ix(sq: Square) -> usize {
    sq.idx() & 63
}

/// Attacks along a line (rank, diagonal or anti-diagonal) that has at most one square per file.
#[cfg(not(feature = "small-tables"))]
#[inline(always)]
fn line_attacks(sq: Square, occupied: Bitboard, line: u64) -> u64 {
    let index = ((occupied.0 & line).wrapping_mul(B_FILE) >> 58) as usize;
    FILL_UP[sq.file().index() as usize][index] & line
}

#[cfg(feature = "small-tables")]
#[inline(always)]
fn line_attacks(sq: Square, occupied: Bitboard, line: u64) -> u64 {
    line_attacks_compact(sq, occupied, line)
}

/// [`line_attacks`] from the first-rank table: its attacks copied onto every rank by a
/// multiplication, masked by the line.
#[inline(always)]
fn line_attacks_compact(sq: Square, occupied: Bitboard, line: u64) -> u64 {
    let index = ((occupied.0 & line).wrapping_mul(B_FILE) >> 58) as usize;
    u64::from(FIRST_RANK[sq.file().index() as usize & 7][index]).wrapping_mul(A_FILE) & line
}

#[inline(always)]
fn rank_attacks(sq: Square, occupied: Bitboard) -> u64 {
    line_attacks(sq, occupied, 0xff << (sq.index() & 56))
}

#[cfg(not(feature = "small-tables"))]
#[inline(always)]
fn file_attacks(sq: Square, occupied: Bitboard) -> u64 {
    let file = sq.file().index();
    let index = (((occupied.0 >> file) & A_FILE).wrapping_mul(C2H7) >> 58) as usize;
    A_FILE_ATTACKS[ix(sq) >> 3][index] << file
}

#[cfg(feature = "small-tables")]
#[inline(always)]
fn file_attacks(sq: Square, occupied: Bitboard) -> u64 {
    file_attacks_compact(sq, occupied)
}

/// [`file_attacks`] from the first-rank table: the file read as a first rank from its top
/// (rank 8 as file a), its attacks turned back onto the h-file by the main diagonal (bit k to
/// rank 8 - k), then shifted onto the file.
#[inline(always)]
fn file_attacks_compact(sq: Square, occupied: Bitboard) -> u64 {
    let file = sq.file().index();
    let index = (((occupied.0 >> file) & A_FILE).wrapping_mul(A7A2) >> 58) as usize;
    let top = u64::from(FIRST_RANK[(ix(sq) >> 3) ^ 7][index]).wrapping_mul(MAIN_DIAG);
    (top & H_FILE) >> (7 - file)
}

/// [`rook_attacks`] as the `small-tables` build computes it, in every build (for
/// `tests/attacks.rs`, which checks both ways against the ray walks).
#[doc(hidden)]
pub fn rook_attacks_compact(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        line_attacks_compact(sq, occupied, 0xff << (sq.index() & 56))
            | file_attacks_compact(sq, occupied),
    )
}

/// [`bishop_attacks`] as the `small-tables` build computes it (see [`rook_attacks_compact`]).
#[doc(hidden)]
pub fn bishop_attacks_compact(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        line_attacks_compact(sq, occupied, DIAG[ix(sq)])
            | line_attacks_compact(sq, occupied, ANTI[ix(sq)]),
    )
}

/// Squares a knight on `sq` attacks (Art. 3.6).
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[ix(sq)])
}

/// Squares a king on `sq` attacks: the adjacent squares (Art. 3.8.1).
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[ix(sq)])
}

/// Squares a pawn of `color` on `sq` attacks: diagonally forward (Art. 3.7.3).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][ix(sq)])
}

/// Squares a rook on `sq` attacks given the `occupied` squares (Art. 3.3, 3.5): along its rank
/// and file up to and including the first piece in each direction.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rank_attacks(sq, occupied) | file_attacks(sq, occupied))
}

/// Squares a bishop on `sq` attacks given the `occupied` squares (Art. 3.2, 3.5).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_attacks(sq, occupied, DIAG[ix(sq)]) | line_attacks(sq, occupied, ANTI[ix(sq)]))
}

/// The rank and the file of `sq` (`sq` included): where a rook on `sq` could attack on an
/// empty board. A cheap test before [`rook_attacks`] when only some pieces matter.
#[inline]
pub fn rook_lines(sq: Square) -> Bitboard {
    Bitboard((0xff << (sq.index() & 56)) | (A_FILE << sq.file().index()))
}

/// The two diagonals of `sq` (`sq` included): where a bishop on `sq` could attack on an empty
/// board. A cheap test before [`bishop_attacks`] when only some pieces matter.
#[inline]
pub fn bishop_lines(sq: Square) -> Bitboard {
    Bitboard(DIAG[ix(sq)] | ANTI[ix(sq)])
}

/// Squares a queen on `sq` attacks given the `occupied` squares (Art. 3.4, 3.5).
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares `piece` on `sq` attacks given the `occupied` squares.
#[inline]
pub fn attacks(sq: Square, piece: Piece, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    // Along a line, square indices grow monotonically, so the squares between are the line's
    // squares whose index lies strictly between the two.
    let (lo, hi) = if a.index() < b.index() {
        (a.index(), b.index())
    } else {
        (b.index(), a.index())
    };
    let range = ((1u64 << hi) - 1) & !((2u64 << lo).wrapping_sub(1));
    Bitboard(line(a, b).0 & range)
}

/// The whole line (rank, file or diagonal, edge to edge) through `a` and `b`; empty if none.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    let (fa, ra, fb, rb) = (
        a.file().index(),
        a.rank().index(),
        b.file().index(),
        b.rank().index(),
    );
    if a == b {
        Bitboard::EMPTY
    } else if ra == rb {
        Bitboard(0xff << (8 * ra))
    } else if fa == fb {
        Bitboard(A_FILE << fa)
    } else if fa.abs_diff(fb) == ra.abs_diff(rb) {
        if (fa < fb) == (ra < rb) {
            Bitboard(DIAG[ix(a)])
        } else {
            Bitboard(ANTI[ix(a)])
        }
    } else {
        Bitboard::EMPTY
    }
}

/// True when `c` lies on the line through `a` and `b`.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

/// Reference rook attacks by walking each ray square by square (slow; for tests).
pub fn slow_rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(slide(sq.index(), occupied.0, &ROOK_DIRS))
}

/// Reference bishop attacks by walking each ray square by square (slow; for tests).
pub fn slow_bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(slide(sq.index(), occupied.0, &BISHOP_DIRS))
}
