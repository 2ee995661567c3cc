//! One sort for the crate's lists (squares by a distance, a snapshot's nodes by id): stable, each key computed once.
//!
//! The standard library's `sort_by_key` and `sort_unstable_by_key` are compiled anew for every
//! element type and key closure, several kilobytes of wasm each (`twiggy top` of the full
//! package's wasm: 40 KB of `core::slice::sort` for seven call sites). Here every caller packs
//! its key and the element's index into one `u64` and sorts those with the one instance of
//! `[u64]::sort_unstable`; the index in the low bits keeps equal keys in their first order.

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

/// The one instance of the standard library's sort, kept out of line so every caller shares it.
#[inline(never)]
fn sort_packed(packed: &mut [u64]) {
    packed.sort_unstable();
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
}
