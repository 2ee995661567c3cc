//! The reference for native perft speed: cozy-chess (a mature Rust bitboard generator, a
//! test-only dependency), shared by `benches/perft.rs` and `examples/perft_speed.rs`.

use std::hint::black_box;

/// cozy-chess perft, bulk-counted at the leaves or with every leaf made (copy-make).
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        if bulk && depth == 1 {
            nodes += moves.len() as u64;
            return false;
        }
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += if depth == 1 {
                black_box(&child);
                1
            } else {
                cozy_perft(&child, depth - 1, bulk)
            };
        }
        false
    });
    nodes
}
