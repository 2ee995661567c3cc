//! The fast attack lookups against the slow ray walks, for every square and every blocker subset.

use chess_arbiter::position::attacks::*;
use chess_arbiter::{Bitboard, Color, Piece, Role, Square};

/// Every subset of `mask`, by the carry-rippler trick.
fn subsets(mask: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut sub: u64 = 0;
    loop {
        out.push(sub);
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            break;
        }
    }
    out
}

/// Squares on the slider's lines that can block, i.e. not the edges of each ray.
fn relevant(sq: Square, rook: bool) -> u64 {
    let empty = Bitboard::EMPTY;
    let all = if rook {
        slow_rook_attacks(sq, empty)
    } else {
        slow_bishop_attacks(sq, empty)
    };
    let mut mask = 0u64;
    for t in all {
        // A square is relevant when something lies beyond it on the same ray.
        let beyond = if rook {
            slow_rook_attacks(sq, Bitboard::from_square(t))
        } else {
            slow_bishop_attacks(sq, Bitboard::from_square(t))
        };
        if (all - beyond).0 & !(1u64 << t.index()) != 0 {
            mask |= 1 << t.index();
        }
    }
    mask
}

#[test]
fn rook_attacks_match_ray_walk_for_every_blocker_subset() {
    let mut checked = 0u64;
    for sq in Square::all() {
        let mask = relevant(sq, true);
        for occ in subsets(mask) {
            // Add noise outside the relevant mask: it must not matter.
            for noise in [0u64, !mask & 0x8100_0000_0000_0081, !mask] {
                let occ = Bitboard(occ | noise);
                assert_eq!(
                    rook_attacks(sq, occ),
                    slow_rook_attacks(sq, occ),
                    "{sq} {occ:?}"
                );
                // The `small-tables` build's way (chess-arbiter/core's wasm).
                assert_eq!(
                    rook_attacks_compact(sq, occ),
                    slow_rook_attacks(sq, occ),
                    "{sq} {occ:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 3 * 102_400);
}

#[test]
fn bishop_attacks_match_ray_walk_for_every_blocker_subset() {
    let mut checked = 0u64;
    for sq in Square::all() {
        let mask = relevant(sq, false);
        for occ in subsets(mask) {
            for noise in [0u64, !mask] {
                let occ = Bitboard(occ | noise);
                assert_eq!(
                    bishop_attacks(sq, occ),
                    slow_bishop_attacks(sq, occ),
                    "{sq} {occ:?}"
                );
                assert_eq!(
                    bishop_attacks_compact(sq, occ),
                    slow_bishop_attacks(sq, occ),
                    "{sq} {occ:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * 5_248);
}

#[test]
fn step_attacks_have_exact_counts() {
    assert_eq!(
        knight_attacks(Square::A1),
        Bitboard::from_square(Square::B3).with(Square::C2)
    );
    assert_eq!(knight_attacks(Square::D4).count(), 8);
    assert_eq!(
        king_attacks(Square::H8).to_vec(),
        vec![Square::G7, Square::H7, Square::G8]
    );
    let total_knight: u32 = Square::all().map(|s| knight_attacks(s).count()).sum();
    assert_eq!(total_knight, 336);
    let total_king: u32 = Square::all().map(|s| king_attacks(s).count()).sum();
    assert_eq!(total_king, 420);
    assert_eq!(
        pawn_attacks(Color::White, Square::E4).to_vec(),
        vec![Square::D5, Square::F5]
    );
    assert_eq!(
        pawn_attacks(Color::Black, Square::A5).to_vec(),
        vec![Square::B4]
    );
    assert!(pawn_attacks(Color::White, Square::E8).is_empty());
}

#[test]
fn between_and_line() {
    assert_eq!(
        between(Square::A1, Square::A4).to_vec(),
        vec![Square::A2, Square::A3]
    );
    assert_eq!(
        between(Square::H8, Square::E5).to_vec(),
        vec![Square::F6, Square::G7]
    );
    assert_eq!(between(Square::B1, Square::G6).count(), 4);
    assert!(between(Square::A1, Square::B3).is_empty());
    assert!(between(Square::E4, Square::E5).is_empty());
    assert_eq!(line(Square::C3, Square::E5).count(), 8);
    assert_eq!(
        line(Square::B1, Square::A2),
        Bitboard::from_square(Square::A2).with(Square::B1)
    );
    assert!(aligned(Square::A8, Square::H1, Square::D5));
    assert!(!aligned(Square::A8, Square::H1, Square::D4));
    // between agrees with a slow definition for all pairs
    for a in Square::all() {
        for b in Square::all() {
            let slow: Bitboard = Square::all()
                .filter(|&c| {
                    c != a
                        && c != b
                        && aligned(a, b, c)
                        && a.distance(c) < a.distance(b)
                        && b.distance(c) < a.distance(b)
                })
                .collect();
            assert_eq!(between(a, b), slow, "{a} {b}");
        }
    }
}

/// `attacks` picks each role's own attack set: on d4 with pieces on d6 and f4 (expected sets
/// counted by hand from Art. 3.2 to 3.8).
#[test]
fn attacks_of_each_piece() {
    let occ = Bitboard::from_square(Square::D6).with(Square::F4);
    let on_d4 = |color, role| attacks(Square::D4, Piece { color, role }, occ);
    let names = |bb: Bitboard| {
        bb.to_vec()
            .iter()
            .map(|s| s.name())
            .collect::<Vec<_>>()
            .join(" ")
    };
    for (color, role, expected) in [
        (Color::White, Role::Pawn, "c5 e5"),
        (Color::Black, Role::Pawn, "c3 e3"),
        (Color::White, Role::Knight, "c2 e2 b3 f3 b5 f5 c6 e6"),
        (Color::White, Role::King, "c3 d3 e3 c4 e4 c5 d5 e5"),
        // The rook stops at (and takes in) d6 and f4.
        (Color::Black, Role::Rook, "d1 d2 d3 a4 b4 c4 e4 f4 d5 d6"),
        (
            Color::White,
            Role::Bishop,
            "a1 g1 b2 f2 c3 e3 c5 e5 b6 f6 a7 g7 h8",
        ),
    ] {
        assert_eq!(names(on_d4(color, role)), expected, "{color:?} {role:?}");
    }
    assert_eq!(
        on_d4(Color::Black, Role::Queen),
        on_d4(Color::Black, Role::Rook) | on_d4(Color::Black, Role::Bishop)
    );
    assert_eq!(on_d4(Color::Black, Role::Queen).count(), 23);
}
