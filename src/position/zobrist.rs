//! Zobrist hashing: a 64-bit key of a position (placement, side to move, castling rights,
//! en-passant square), equal for equal positions whatever the moves that led there, as used
//! by `chess-arbiter/compat`'s `hash()`.
//!
//! The keys are this crate's own: the outputs of SplitMix64 (Steele, Lea and
//! Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) from the seed
//! [`SEED`], in this order: 768 piece keys (white pawn, knight, bishop, rook, queen, king, then
//! black's, each for squares a1 to h8), 64 castling keys (by the square of the rook that may
//! castle), 8 en-passant keys (by file) and one key for black to move.
//!
//! The en-passant square counts only when a pawn of the side to move stands beside the pawn
//! that made the double step (it could take en passant, Art. 3.7.4.1), so a FEN that writes
//! the square and one that leaves it out give the same key for the same position. The clocks
//! (halfmove clock, fullmove number) are not part of the position (Art. 9.2.2) and not hashed.

use crate::position::attacks;
use crate::position::setup::Setup;
use crate::types::color::Color;
use crate::types::square::Rank;

/// The seed of the key generator (the first 16 hex digits of the fractional part of pi).
pub const SEED: u64 = 0x243f_6a88_85a3_08d3;

const PIECE_KEYS: usize = 768;
const CASTLING_KEYS: usize = 64;
const EP_KEYS: usize = 8;
const KEYS: usize = PIECE_KEYS + CASTLING_KEYS + EP_KEYS + 1;

const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's finalizer (its output function).
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Key `i`: SplitMix64's `i + 1`-th output from [`SEED`]. SplitMix64's state after `n` steps
/// is `SEED + n * GAMMA`, so each key is computed on its own: no table in the binary (841 keys
/// of random bits would add about 6.7 KB to the wasm, incompressible), the same keys as a
/// table made by running the generator.
#[inline]
const fn key(i: usize) -> u64 {
    mix(SEED.wrapping_add(GAMMA.wrapping_mul(i as u64 + 1)))
}

/// The Zobrist key of `setup` (see the module's documentation for what counts).
///
/// # Examples
/// ```
/// use chess_arbiter::{Setup, position::zobrist};
/// let a = Setup::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
/// let b = Setup::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
/// assert_eq!(zobrist::hash(&a), zobrist::hash(&b)); // no black pawn can take en passant
/// assert_ne!(zobrist::hash(&a), zobrist::hash(&Setup::standard()));
/// ```
pub fn hash(setup: &Setup) -> u64 {
    let mut h = 0u64;
    for (sq, piece) in setup.board.pieces() {
        h ^= key((piece.color.index() * 6 + piece.role.index()) * 64 + sq.idx());
    }
    for sq in setup.castling_rights {
        h ^= key(PIECE_KEYS + sq.idx());
    }
    if let Some(ep) = setup.ep_square {
        let us = setup.turn;
        if ep.rank() == Rank::SIXTH.relative_to(us) {
            let takers = attacks::pawn_attacks(us.other(), ep)
                & setup.board.pawns()
                & setup.board.by_color(us);
            if takers.nonempty() {
                h ^= key(PIECE_KEYS + CASTLING_KEYS + ep.file().index() as usize);
            }
        }
    }
    if setup.turn == Color::Black {
        h ^= key(KEYS - 1);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64 run step by step, as its reference code does.
    fn generator(seed: u64, n: usize) -> Vec<u64> {
        let mut state = seed;
        (0..n)
            .map(|_| {
                state = state.wrapping_add(GAMMA);
                mix(state)
            })
            .collect()
    }

    #[test]
    fn keys_are_the_generators_outputs() {
        assert_eq!(generator(0, 1)[0], 0xe220_a839_7b1d_cdaf); // SplitMix64's first output for seed 0
        let run = generator(SEED, KEYS);
        assert!((0..KEYS).all(|i| key(i) == run[i]));
    }

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut k: Vec<u64> = (0..KEYS).map(key).collect();
        assert!(k.iter().all(|&x| x != 0));
        k.sort_unstable();
        k.dedup();
        assert_eq!(k.len(), KEYS);
    }

    #[test]
    fn turn_and_castling_change_the_key() {
        let s = Setup::standard();
        let mut b = s.clone();
        b.turn = Color::Black;
        assert_ne!(hash(&s), hash(&b));
        let mut c = s.clone();
        c.castling_rights = crate::Bitboard::EMPTY;
        assert_ne!(hash(&s), hash(&c));
    }
}
