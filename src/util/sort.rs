//! The crate's sorts: squares by a distance and a snapshot's nodes by id ([`sort_by_key`],
//! stable), and the unwinnable searches' moves by rank ([`sort_ranked`]), each key computed once.
//!
//! The standard library's `sort_by_key` and `sort_unstable_by_key` are compiled anew for every
//! element type and key closure, several kilobytes of wasm each (`twiggy top` of the full
//! package's wasm: 40 KB of `core::slice::sort` for seven call sites). Here every caller packs
//! its key and the element's index into one `u64` and sorts those with the one instance of
//! a heap sort of `u64` ([`sort_packed`]); the index in the low bits keeps equal keys in their first order. The
//! searches share one instance for moves paired with their rank. (Full wasm: 342,506 bytes,
//! 138,294 gzipped, before; 16.5 KB and 4.2 KB gzipped less with both.)

use crate::prelude::*;
use crate::types::moves::Move;
use arrayvec::ArrayVec;

/// Sorts `items` by `key`, smallest first; equal keys keep their order (stable). `key` is called
/// once per item.
pub(crate) fn sort_by_key<T: Copy>(items: &mut [T], key: impl FnMut(&T) -> u32) {
    let n = items.len();
    if n < 2 {
        return;
    }
    if n <= 256 {
        let mut packed = [0u64; 256];
        let copy: ArrayVec<T, 256> = items.iter().copied().collect();
        permute(items, &copy, &mut packed[..n], key);
    } else {
        let mut packed = vec![0u64; n];
        let copy = items.to_vec();
        permute(items, &copy, &mut packed, key);
    }
}

/// Writes `copy` into `items` in the order of the keys, through `packed` (`items.len()` long).
fn permute<T: Copy>(
    items: &mut [T],
    copy: &[T],
    packed: &mut [u64],
    mut key: impl FnMut(&T) -> u32,
) {
    for (i, (p, item)) in packed.iter_mut().zip(copy).enumerate() {
        *p = (u64::from(key(item)) << 32) | i as u64;
    }
    sort_packed(packed);
    for (slot, p) in items.iter_mut().zip(packed.iter()) {
        *slot = copy[(*p & 0xffff_ffff) as usize];
    }
}

/// Sorts moves paired with their rank, smallest rank first (unstable: equal ranks in the order
/// the standard library's unstable sort leaves them), as the unwinnable searches order their
/// moves: one instance of the sort for all of them.
#[inline(never)]
pub(crate) fn sort_ranked(ranked: &mut [(i32, Move)]) {
    ranked.sort_unstable_by_key(|&(rank, _)| rank);
}

/// Sorts `moves` by `rank` (computed once per move), smallest first, with [`sort_ranked`].
pub(crate) fn sort_moves_by_rank(moves: &mut [Move], mut rank: impl FnMut(&Move) -> i32) {
    let mut ranked: ArrayVec<(i32, Move), 256> = moves.iter().map(|m| (rank(m), *m)).collect();
    sort_ranked(&mut ranked);
    for (slot, (_, m)) in moves.iter_mut().zip(ranked) {
        *slot = m;
    }
}

/// The one sort of packed keys, kept out of line so every caller shares it: the standard
/// library's heap sort (`BinaryHeap::into_sorted_vec`). The keys are distinct (the index is in
/// them), so any sort gives the same order; the callers are cold (a snapshot's restore, the
/// rulings' squares), and the heap's code is 3.4 KB of wasm smaller than `sort_unstable`'s
/// quicksort, the only user of that instance in the default module.
#[inline(never)]
fn sort_packed(packed: &mut [u64]) {
    let sorted = alloc::collections::BinaryHeap::from(packed.to_vec()).into_sorted_vec();
    for (slot, key) in packed.iter_mut().zip(sorted) {
        *slot = key;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_by_key_and_keeps_equal_keys_in_order() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by_key(&mut v, |p| p.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }

    #[test]
    fn long_lists() {
        // 1,000 items (past the stack buffer), keys 0 to 999 in a scrambled order, reversed.
        let mut v: Vec<u32> = (0..1000).map(|i| (i * 337) % 1000).collect();
        sort_by_key(&mut v, |&k| 999 - k);
        let want: Vec<u32> = (0..1000).rev().collect();
        assert_eq!(v, want);
        let mut e: [u8; 0] = [];
        sort_by_key(&mut e, |_| 0);
    }

    #[test]
    fn moves_by_rank() {
        let pos = crate::position::Position::new();
        let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
        // Rank: minus the destination's rank and file index (the farthest squares first).
        sort_moves_by_rank(&mut moves, |m| -(m.destination().index() as i32));
        let to: Vec<&str> = moves.iter().map(|m| m.destination().name()).collect();
        assert_eq!(moves.len(), 20);
        assert_eq!(&to[..4], ["h4", "g4", "f4", "e4"]);
        assert_eq!(to[19], "a3");
    }
}
