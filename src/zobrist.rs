//! Zobrist hashing: a 64-bit key of a position (placement, side to move, castling rights,
//! en-passant square), equal for equal positions whatever the moves that led there, as used
//! by `chess-arbiter/compat`'s `hash()`.
//!
//! The keys are this crate's own: generated at compile time by SplitMix64 (Steele, Lea and
//! Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) from the seed
//! [`SEED`], in this order: 768 piece keys (white pawn, knight, bishop, rook, queen, king, then
//! black's, each for squares a1 to h8), 64 castling keys (by the square of the rook that may
//! castle), 8 en-passant keys (by file) and one key for black to move.
//!
//! The en-passant square counts only when a pawn of the side to move stands beside the pawn
//! that made the double step (it could take en passant, Art. 3.7.4.1), so a FEN that writes
//! the square and one that leaves it out give the same key for the same position. The clocks
//! (halfmove clock, fullmove number) are not part of the position (Art. 9.2.2) and not hashed.

use crate::attacks;
use crate::color::Color;
use crate::setup::Setup;
use crate::square::Rank;

/// The seed of the key generator (the first 16 hex digits of the fractional part of pi).
pub const SEED: u64 = 0x243f_6a88_85a3_08d3;

const PIECE_KEYS: usize = 768;
const CASTLING_KEYS: usize = 64;
const EP_KEYS: usize = 8;
const KEYS: usize = PIECE_KEYS + CASTLING_KEYS + EP_KEYS + 1;

/// One step of SplitMix64: the next state and its output.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn keys() -> [u64; KEYS] {
    let mut out = [0u64; KEYS];
    let mut state = SEED;
    let mut i = 0;
    while i < KEYS {
        let (next, key) = splitmix64(state);
        state = next;
        out[i] = key;
        i += 1;
    }
    out
}

static KEYS_TABLE: [u64; KEYS] = keys();

/// The Zobrist key of `setup` (see the module's documentation for what counts).
///
/// # Examples
/// ```
/// use chess_arbiter::{Setup, zobrist};
/// let a = Setup::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
/// let b = Setup::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
/// assert_eq!(zobrist::hash(&a), zobrist::hash(&b)); // no black pawn can take en passant
/// assert_ne!(zobrist::hash(&a), zobrist::hash(&Setup::standard()));
/// ```
pub fn hash(setup: &Setup) -> u64 {
    let keys = &KEYS_TABLE;
    let mut h = 0u64;
    for (sq, piece) in setup.board.pieces() {
        h ^= keys[(piece.color.index() * 6 + piece.role.index()) * 64 + sq.idx()];
    }
    for sq in setup.castling_rights {
        h ^= keys[PIECE_KEYS + sq.idx()];
    }
    if let Some(ep) = setup.ep_square {
        let us = setup.turn;
        if ep.rank() == Rank::SIXTH.relative_to(us) {
            let takers = attacks::pawn_attacks(us.other(), ep)
                & setup.board.pawns()
                & setup.board.by_color(us);
            if takers.nonempty() {
                h ^= keys[PIECE_KEYS + CASTLING_KEYS + ep.file().index() as usize];
            }
        }
    }
    if setup.turn == Color::Black {
        h ^= keys[KEYS - 1];
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut k: Vec<u64> = KEYS_TABLE.to_vec();
        assert!(k.iter().all(|&x| x != 0));
        k.sort_unstable();
        k.dedup();
        assert_eq!(k.len(), KEYS);
    }

    #[test]
    fn first_key_is_splitmix64_of_the_seed() {
        // SplitMix64's first output for the seed, computed step by step.
        assert_eq!(KEYS_TABLE[0], splitmix64(SEED).1);
        assert_eq!(splitmix64(0).1, 0xe220_a839_7b1d_cdaf); // the reference output for seed 0
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
