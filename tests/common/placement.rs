//! Random placements: positions no game need reach, for the move generator's corners.

use super::Rng;

// Random placements: positions no game need reach, for the move generator's corners (pins,
// en passant along a rank, checks by promoted pieces, castling through attacks).

/// A random standard-chess FEN: two kings, up to `max_pieces` other pieces, castling rights
/// where king and rook stand at home, an en-passant square where a double step fits.
pub fn random_placement(rng: &mut Rng, max_pieces: usize) -> String {
    let mut board = [None::<char>; 64];
    let place = |rng: &mut Rng, board: &mut [Option<char>; 64], c: char| loop {
        let sq = rng.below(64);
        let pawn_rank_ok = !(c == 'P' || c == 'p') || (8..56).contains(&sq);
        if board[sq].is_none() && pawn_rank_ok {
            board[sq] = Some(c);
            return;
        }
    };
    // Kings at home half of the time, so that castling comes up.
    if rng.chance(1, 2) {
        board[4] = Some('K');
    } else {
        place(rng, &mut board, 'K');
    }
    if rng.chance(1, 2) && board[60].is_none() {
        board[60] = Some('k');
    } else {
        place(rng, &mut board, 'k');
    }
    for sq in [0, 7, 56, 63] {
        if board[sq].is_none() && rng.chance(1, 2) {
            board[sq] = Some(if sq < 8 { 'R' } else { 'r' });
        }
    }
    let n = rng.below(max_pieces + 1);
    for _ in 0..n {
        let c = b"PNBRQpnbrqPPpp"[rng.below(14)] as char;
        place(rng, &mut board, c);
    }
    let white = rng.chance(1, 2);
    // Half of the time, a pawn that has just stepped two squares with a pawn of the side to
    // move beside it, so that en passant (and its discovered checks and pins) comes up often.
    if rng.chance(1, 2) {
        let (pawn, capturer, fifth, sixth, seventh) = if white {
            ('p', 'P', 4, 5, 6)
        } else {
            ('P', 'p', 3, 2, 1)
        };
        let f = rng.below(8);
        let beside = if f == 0 || (f < 7 && rng.chance(1, 2)) {
            f + 1
        } else {
            f - 1
        };
        let (at, by) = (fifth * 8 + f, fifth * 8 + beside);
        let free = |sq: usize| !matches!(board[sq], Some('K' | 'k'));
        if free(at) && free(by) && free(sixth * 8 + f) && free(seventh * 8 + f) {
            board[at] = Some(pawn);
            board[by] = Some(capturer);
            board[sixth * 8 + f] = None;
            board[seventh * 8 + f] = None;
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let mut castling = String::new();
    for (k, r, c, ksq, rsq) in [
        ('K', 'R', 'K', 4, 7),
        ('K', 'R', 'Q', 4, 0),
        ('k', 'r', 'k', 60, 63),
        ('k', 'r', 'q', 60, 56),
    ] {
        if board[ksq] == Some(k) && board[rsq] == Some(r) && rng.chance(3, 4) {
            castling.push(c);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    // En passant: the side to move captures a pawn that just stepped two squares.
    let mut ep = "-".to_string();
    let (pawn, fifth, sixth, seventh) = if white {
        ('p', 4, 5, 6)
    } else {
        ('P', 3, 2, 1)
    };
    let files: Vec<usize> = (0..8)
        .filter(|&f| {
            board[fifth * 8 + f] == Some(pawn)
                && board[sixth * 8 + f].is_none()
                && board[seventh * 8 + f].is_none()
        })
        .collect();
    if !files.is_empty() && rng.chance(3, 4) {
        let f = files[rng.below(files.len())];
        ep = format!("{}{}", (b'a' + f as u8) as char, sixth + 1);
    }
    format!(
        "{placement} {} {castling} {ep} 0 1",
        if white { 'w' } else { 'b' }
    )
}
