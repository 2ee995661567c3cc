//! Mating material (Art. 5.2.2, 6.9) and dead positions (Art. 5.2.2), with exact positions.
//! Dead verdicts are checked against an exhaustive walk of every reachable position, and the
//! material table against an enumeration of every mating placement.

use chess_arbiter::position::attacks::king_attacks;
use chess_arbiter::{Bitboard, Board, CastlingMode, Color, Piece, Position, Role, Setup, Square};
use std::collections::HashSet;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Standard).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// (insufficient for white, insufficient for black, neither can mate)
fn material(fen: &str) -> (bool, bool, bool) {
    let p = pos(fen);
    (
        p.has_insufficient_material(Color::White),
        p.has_insufficient_material(Color::Black),
        p.is_insufficient_material(),
    )
}

#[test]
fn material_table() {
    let cases = [
        // K v K
        ("8/8/4k3/8/8/8/8/4K3 w - - 0 1", (true, true, true)),
        // K+N v K, K+B v K
        ("8/8/4k3/8/8/8/8/3NK3 w - - 0 1", (true, true, true)),
        ("8/8/4k3/8/8/8/8/4KB2 w - - 0 1", (true, true, true)),
        // K+B v K+B, both light (c4, e2) / light and dark (e2, d4)
        ("8/8/4k3/8/2b5/8/4B3/4K3 w - - 0 1", (true, true, true)),
        ("8/8/4k3/8/3b4/8/4B3/4K3 w - - 0 1", (false, false, false)),
        // Three light bishops against one light bishop
        ("8/8/4k3/8/2b5/8/B1B1B3/4K3 w - - 0 1", (true, true, true)),
        // K+BB on both colours v K; K+NN v K; K+BN v K
        ("8/8/4k3/8/8/8/8/2B1KB2 w - - 0 1", (false, true, false)),
        ("8/8/4k3/8/8/8/8/1N2K1N1 w - - 0 1", (false, true, false)),
        ("8/8/4k3/8/8/8/8/1N2KB2 w - - 0 1", (false, true, false)),
        // K+N v K+Q: the knight can never mate, the queen can.
        ("q7/8/4k3/8/8/2N5/8/4K3 w - - 0 1", (true, false, false)),
        // K+N v K+Q+Q: still never.
        ("qq6/8/4k3/8/8/2N5/8/4K3 w - - 0 1", (true, false, false)),
        // K+N v K+R, K+N v K+N, K+N v K+P: the knight can mate with the other side's help.
        ("r7/8/4k3/8/8/2N5/8/4K3 w - - 0 1", (false, false, false)),
        ("n7/8/4k3/8/8/2N5/8/4K3 w - - 0 1", (false, false, false)),
        ("8/p7/4k3/8/8/2N5/8/4K3 w - - 0 1", (false, false, false)),
        // K+B v K+N: each can mate.
        ("8/8/4k3/8/8/2n5/4B3/4K3 w - - 0 1", (false, false, false)),
        // K+B (light) v K+R, K+Q, K+R+light bishop: the bishop can never mate.
        ("r7/8/4k3/8/8/8/4B3/4K3 w - - 0 1", (true, false, false)),
        ("q7/8/4k3/8/8/8/4B3/4K3 w - - 0 1", (true, false, false)),
        ("r7/8/4k3/8/2b5/8/4B3/4K3 w - - 0 1", (true, false, false)),
        // K+B (light) v K+P: can mate.
        ("8/p7/4k3/8/8/8/4B3/4K3 w - - 0 1", (false, false, false)),
        // K+P v K, K v K+Q
        ("8/8/4k3/8/8/8/4P3/4K3 w - - 0 1", (false, true, false)),
        ("8/8/4k3/8/8/8/4q3/4K3 w - - 0 1", (true, false, false)),
        // Rooks: always enough.
        ("8/8/4k3/8/8/8/8/R3K3 w - - 0 1", (false, true, false)),
    ];
    for (fen, expected) in cases {
        assert_eq!(material(fen), expected, "{fen}");
    }
}

/// The positions the material table's "can mate" rows rely on are real checkmates.
#[test]
fn helped_mates_exist() {
    for fen in [
        "8/8/8/8/8/1N6/r7/k1K5 b - - 0 1", // knight, with a rook beside the king
        "8/8/8/8/8/8/b1N5/k1K5 b - - 0 1", // knight, with a bishop
        "8/8/8/8/8/1N6/n1K5/k7 b - - 0 1", // knight, with a knight
        "8/8/8/8/8/8/p1N5/k1K5 b - - 0 1", // knight, with a pawn
        "8/8/8/8/8/8/6Bb/5K1k b - - 0 1",  // light bishop, with a dark bishop
        "8/8/8/8/8/8/5KBn/7k b - - 0 1",   // bishop, with a knight
        "8/8/8/8/8/8/6Bp/5K1k b - - 0 1",  // bishop, with a pawn
        "7k/4NN2/6K1/8/8/8/8/8 b - - 0 1", // two knights
    ] {
        assert!(pos(fen).is_checkmate(), "{fen}");
    }
}

/// Counts checkmates of the black king by a white king and `white` pieces, with `black`
/// helpers next to the black king (other black pieces could only take or block).
fn count_mates(white: &[(Role, Bitboard)], black: &[Role]) -> u64 {
    fn place(board: &mut Board, rest: &[(Color, Role, Bitboard)], bk: Square, n: &mut u64) {
        match rest.split_first() {
            None => {
                if board
                    .attackers_to(bk, Color::White, board.occupied())
                    .is_empty()
                {
                    return;
                }
                let mut setup = Setup::empty();
                setup.board = *board;
                setup.turn = Color::Black;
                if let Ok(p) = Position::from_setup(&setup, CastlingMode::Standard) {
                    if p.is_checkmate() {
                        *n += 1;
                    }
                }
            }
            Some((&(color, role, mask), rest)) => {
                for sq in mask - board.occupied() {
                    board.set_piece_at(sq, Piece { color, role });
                    place(board, rest, bk, n);
                    board.discard_piece_at(sq);
                }
            }
        }
    }
    let mut n = 0;
    for bk in Square::all() {
        for wk in Square::all().filter(|wk| wk.distance(bk) > 1) {
            let mut board = Board::empty();
            board.set_piece_at(
                bk,
                Piece {
                    color: Color::Black,
                    role: Role::King,
                },
            );
            board.set_piece_at(
                wk,
                Piece {
                    color: Color::White,
                    role: Role::King,
                },
            );
            let mut pieces: Vec<(Color, Role, Bitboard)> = black
                .iter()
                .map(|&r| (Color::Black, r, king_attacks(bk)))
                .collect();
            pieces.extend(white.iter().map(|&(r, m)| (Color::White, r, m)));
            place(&mut board, &pieces, bk, &mut n);
        }
    }
    n
}

#[test]
fn no_mate_with_a_knight_against_a_queen_or_a_light_bishop_against_a_rook() {
    let all = Bitboard::FULL;
    let light = Bitboard::LIGHT_SQUARES;
    assert_eq!(count_mates(&[(Role::Knight, all)], &[Role::Queen]), 0);
    assert_eq!(count_mates(&[(Role::Bishop, light)], &[Role::Rook]), 0);
    assert_eq!(count_mates(&[(Role::Bishop, light)], &[Role::Queen]), 0);
    // The same search does find the helped mates.
    // The same search finds the helped mates: a rook in a corner beside the king (8
    // placements), a dark bishop beside it (56).
    assert_eq!(count_mates(&[(Role::Knight, all)], &[Role::Rook]), 8);
    assert_eq!(count_mates(&[(Role::Bishop, light)], &[Role::Bishop]), 56);
}

/// Walks every position reachable from `fen` (clocks aside). Returns the number of positions
/// when none is a checkmate and no pawn ever moves or is captured; panics otherwise.
fn walk_all(fen: &str) -> usize {
    let start = pos(fen);
    let pawns = start.board().pawns();
    let mut seen: HashSet<(Board, Color)> = HashSet::new();
    let mut todo = vec![start];
    seen.insert((*start.board(), start.turn()));
    while let Some(p) = todo.pop() {
        assert!(!p.is_checkmate(), "{fen} reaches a mate: {}", p.fen());
        assert_eq!(
            p.board().pawns(),
            pawns,
            "{fen}: the pawns changed in {}",
            p.fen()
        );
        for m in p.legal_moves() {
            let next = p.play_unchecked(&m);
            if seen.insert((*next.board(), next.turn())) {
                todo.push(next);
            }
        }
        assert!(seen.len() < 2_000_000, "{fen}: too many positions");
    }
    seen.len()
}

#[test]
fn dead_positions() {
    let cases = [
        // A wall of rammed pawns on a, c, e, g: the kings can neither pass nor reach a pawn.
        ("k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1", 24 * 24 * 2),
        // The same wall with a light bishop for white and a dark one for black, each shut in
        // behind its own pawns: opposite bishops, yet no mate is possible.
        ("k7/8/3b4/p1p1p1p1/P1P1P1P1/3B4/8/K7 w - - 0 1", 152_352),
        // A rammed chain on b, d, f, h.
        ("8/8/8/2k5/1p1p1p1p/1P1P1P1P/8/4K3 w - - 0 1", 1_024),
        // Two lichess games that went on in these positions. (The counts after the first are
        // snapshots of the walk's own reach, pinned so that a change in it shows; the claim
        // under test, that each position is dead, is the Laws' and the walk's exhaustiveness.)
        ("8/8/3k1p2/1p1p1Pp1/1P1P2Pp/3K3P/8/8 b - - 0 62", 924),
        ("8/7p/6pP/1k1p1pP1/1p1P1P2/pP6/P1K5/8 w - - 0 42", 840),
    ];
    for (fen, reachable) in cases {
        let p = pos(fen);
        assert!(p.is_dead_position(), "{fen}");
        assert!(!p.is_insufficient_material(), "{fen}");
        assert_eq!(walk_all(fen), reachable, "{fen}");
    }
    // Material cases are dead too.
    for fen in [
        "8/8/4k3/8/8/8/8/4K3 w - - 0 1",
        "8/8/4k3/8/2b5/8/4B3/4K3 w - - 0 1",
        "8/8/4k3/8/8/8/8/3NK3 b - - 0 1",
    ] {
        assert!(pos(fen).is_dead_position(), "{fen}");
    }
}

#[test]
fn near_misses_are_not_dead() {
    for fen in [
        // The standard start.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // The wall with a gap on the g-file: g5 can advance.
        "k7/8/8/p1p1p1p1/P1P1P3/8/8/K7 w - - 0 1",
        // g3 is not yet rammed: it can still advance (after g4 the position is dead).
        "k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1",
        // Rams on a, c, e only: the white king walks round via g4 and takes e5.
        "k7/8/8/p1p1p3/P1P1P3/8/8/K7 w - - 0 1",
        // A dark bishop behind the wall can go to d4 or f4, where a pawn can take it.
        "k7/8/8/p1p1p1p1/P1P1P1P1/4B3/8/K7 w - - 0 1",
        // A knight jumps the wall.
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/KN6 w - - 0 1",
        // Rammed pawns side by side: d4 can take e5.
        "k7/8/8/3pp3/3PP3/8/8/K7 w - - 0 1",
        // Opposite bishops and a light bishop against a knight: mates exist with help.
        "8/8/4k3/8/3b4/8/4B3/4K3 w - - 0 1",
        "8/8/4k3/8/8/2n5/4B3/4K3 w - - 0 1",
        // Two knights against a king.
        "8/8/4k3/8/8/8/8/1N2K1N1 w - - 0 1",
    ] {
        assert!(!pos(fen).is_dead_position(), "{fen}");
    }
}

/// The light bishop on black's side of the wall can give check but never mate: each light
/// square it checks on has a dark square beside it that no white unit can reach or attack and
/// no black piece can block (undecided before that rule). Only the white king could cover
/// those squares, and it cannot pass the wall; the walk over all reachable positions
/// confirms it.
#[test]
fn a_bishop_that_can_check_but_never_mate_is_dead() {
    let fen = "k7/3B4/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1";
    assert!(pos(fen).is_dead_position());
    // A snapshot of the walk's reach (no independent count), pinned so that a change shows.
    assert_eq!(walk_all(fen), 17_496);
}

/// Random rammed pawn structures with kings and at most one bishop each: every position the
/// analysis calls dead (stalemates and forced lines included) is walked in full, and none
/// reaches a mate or moves a pawn.
#[test]
fn random_locked_positions_called_dead_are_dead() {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let (mut tried, mut dead) = (0, 0);
    while tried < 3_000 {
        let mut board = Board::empty();
        // Rams on most files, the ranks of neighbouring rams one apart (a chain), so that
        // walls form; white pawns on ranks 2 to 6, each with a black pawn just above it.
        let mut rank = 1 + next(5) as u32;
        for file in 0..8u32 {
            rank = match next(2) {
                0 if rank > 1 => rank - 1,
                _ if rank < 5 => rank + 1,
                _ => rank - 1,
            };
            if next(6) == 0 {
                continue;
            }
            let white = Square::new(rank * 8 + file).unwrap();
            let black = Square::new((rank + 1) * 8 + file).unwrap();
            board.set_piece_at(
                white,
                Piece {
                    color: Color::White,
                    role: Role::Pawn,
                },
            );
            board.set_piece_at(
                black,
                Piece {
                    color: Color::Black,
                    role: Role::Pawn,
                },
            );
        }
        let mut extra = vec![(Color::White, Role::King), (Color::Black, Role::King)];
        for color in Color::ALL {
            if next(3) == 0 {
                extra.push((color, Role::Bishop));
            }
        }
        let mut ok = true;
        for (color, role) in extra {
            let sq = Square::new(next(64) as u32).unwrap();
            if board.occupied().contains(sq) {
                ok = false;
            }
            board.set_piece_at(sq, Piece { color, role });
        }
        let mut setup = Setup::empty();
        setup.board = board;
        setup.turn = if next(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let Some(p) = ok
            .then(|| Position::from_setup(&setup, CastlingMode::Standard).ok())
            .flatten()
        else {
            continue;
        };
        tried += 1;
        if p.is_dead_position() {
            dead += 1;
            walk_all(&p.fen());
        }
    }
    // 293 before point 5 of crate::dead (issue 13: the per-side proofs and the exhaustive
    // walk); the 3 more it proves are walked above like the others; the semi-locked proof of
    // `unwinnable::proofs` 4 more (300), walked likewise.
    // A snapshot of our own answers (the random positions are generated, so no published
    // count exists); each one called dead is walked above to confirm it.
    assert_eq!((tried, dead), (3_000, 300));
}
