//! The wasm build's memory allocator: blocks of power-of-two sizes, one free list per size,
//! carved from pages the module grows into, instead of dlmalloc (Rust's default for wasm32):
//! the npm package's size budget (issue 6). Behind the cargo feature `small-alloc` (on by
//! default, and in the core build). Its saving, measured on the package's wasm after
//! wasm-bindgen and `wasm-opt -Oz` (issue 18): `chess-arbiter/core` 78,712 bytes (31,922
//! gzipped) against 86,136 (35,230) with dlmalloc, 7.4 KB (3.3 KB gzipped) less; the full
//! package 200,315 (84,229) against 206,785 (87,361), 6.5 KB (3.1 KB gzipped) less.
//!
//! Measured against the maintained crate `lol_alloc` 0.4.1 too
//! (`AssumeSingleThreaded<FreeListAllocator>`, 2026-12, `scripts/build.sh` on a busy 2-core
//! machine): the full package's wasm was 480,887 bytes (189,914 gzipped) against ours 447,231
//! (181,582), 8.3 KB gzipped more; the core's 91,110 (37,434) against 91,887 (37,700), 0.3 KB
//! gzipped less. `node --expose-gc bench/run.mjs --only legal-moves,pgn-load`: `legalMoves`
//! 3.75 µs a call (527x chess.js in the same run) against ours 2.40 and 3.25 µs (713x, 773x
//! in two runs); `Game.fromPgn` 37,899 games/s (100x chess.js) against ours 38,418 and 33,021
//! (104x, 101x). It also grows memory by the pages needed now, the cost described in `carve`.
//! Larger and slower for the full package, so the crate keeps its own.
//!
//! The binding allocates little and briefly (FEN and move text in, strings out, a game's
//! positions), so splitting and merging blocks is not worth its code: a freed block waits on
//! its size's list for the next request of that size; at most half of a block is unused.
//! Blocks are aligned to their size up to 16 bytes, which covers every type the crate uses;
//! a request for more alignment gets a fresh block aligned to its size that is never reused.

use core::alloc::{GlobalAlloc, Layout};
use core::arch::wasm32;
use core::cell::UnsafeCell;
use core::ptr::null_mut;

const PAGE: usize = 65536;
/// The smallest step memory grows by, in pages (1 MiB).
const GROW_MIN_PAGES: usize = 16;
/// Block alignment (and so the largest alignment a reused block guarantees).
const ALIGN: usize = 16;

struct State {
    /// Free blocks by size class (`1 << class` bytes), each holding the next block's address.
    free: [*mut u8; usize::BITS as usize],
    /// The unused rest of the last page grown: `next..end`.
    next: usize,
    end: usize,
}

/// The allocator (see the module docs).
pub struct SizeClasses(UnsafeCell<State>);

// SAFETY: wasm32 without threads: one caller at a time.
unsafe impl Sync for SizeClasses {}

#[global_allocator]
static ALLOCATOR: SizeClasses = SizeClasses(UnsafeCell::new(State {
    free: [null_mut(); usize::BITS as usize],
    next: 0,
    end: 0,
}));

/// The block size for `layout`: a power of two, at least its size and alignment and 8.
fn block_size(layout: Layout) -> Option<usize> {
    layout
        .size()
        .max(layout.align())
        .max(8)
        .checked_next_power_of_two()
}

impl State {
    /// A fresh block of `size` bytes aligned to `align` (a power of two), from the pages grown so
    /// far or new ones; null when memory cannot grow.
    fn carve(&mut self, size: usize, align: usize) -> *mut u8 {
        if self.end == 0 {
            // First call: start at the end of the module's initial memory.
            self.end = wasm32::memory_size(0) * PAGE;
            self.next = self.end;
        }
        let start = (self.next + align - 1) & !(align - 1);
        let Some(stop) = start.checked_add(size) else {
            return null_mut();
        };
        if stop > self.end {
            let need = (stop - self.end).div_ceil(PAGE);
            // Memory grows geometrically (by a quarter of its size, at least 16 pages), not by
            // the pages needed now: V8 makes each grow past about 64 MB cost milliseconds, so
            // one page at a time made a loop creating games slower with every game (40,000 live
            // games: from 33 to 490 µs each). The exact need is tried when the larger step fails.
            let step = need.max(wasm32::memory_size(0) / 4).max(GROW_MIN_PAGES);
            let pages = if wasm32::memory_grow(0, step) != usize::MAX {
                step
            } else if step > need && wasm32::memory_grow(0, need) != usize::MAX {
                need
            } else {
                return null_mut();
            };
            self.end += pages * PAGE;
        }
        self.next = stop;
        start as *mut u8
    }

    /// The allocator's state.
    ///
    /// # Safety
    /// No other reference to the state may be alive (wasm32 without threads; no method of the
    /// allocator calls another while it holds one).
    #[allow(clippy::mut_from_ref)]
    unsafe fn of(a: &SizeClasses) -> &mut State {
        // SAFETY: as the caller promises.
        unsafe { &mut *a.0.get() }
    }
}

// SAFETY: blocks are at least `layout.size()` bytes, aligned to at least `layout.align()` (see
// the module docs), never handed out twice while allocated, and only taken back through the
// free lists after `dealloc`.
unsafe impl GlobalAlloc for SizeClasses {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: no other reference to the state is alive here.
        let s = unsafe { State::of(self) };
        let Some(size) = block_size(layout) else {
            return null_mut();
        };
        if layout.align() > ALIGN {
            return s.carve(size, size.min(PAGE).max(layout.align()));
        }
        let class = size.trailing_zeros() as usize;
        let head = s.free[class];
        if !head.is_null() {
            // SAFETY: a free block of this class holds the next free block's address.
            s.free[class] = unsafe { *(head as *mut *mut u8) };
            return head;
        }
        s.carve(size, size.min(ALIGN))
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if layout.align() > ALIGN {
            return; // never reused (see the module docs)
        }
        // SAFETY: no other reference to the state is alive here.
        let s = unsafe { State::of(self) };
        if let Some(size) = block_size(layout) {
            let class = size.trailing_zeros() as usize;
            // SAFETY: `ptr` is a block of at least 8 bytes, aligned to 8, no longer in use.
            unsafe { *(ptr as *mut *mut u8) = s.free[class] };
            s.free[class] = ptr;
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new) = Layout::from_size_align(new_size, layout.align()) else {
            return null_mut();
        };
        if layout.align() <= ALIGN && block_size(layout) == block_size(new) {
            return ptr; // still fits its block
        }
        // SAFETY: `new` has a non-zero size (realloc's contract) and a valid alignment.
        let out = unsafe { self.alloc(new) };
        if !out.is_null() {
            // SAFETY: both blocks hold at least the bytes copied and do not overlap; `ptr` was
            // allocated with `layout`.
            unsafe {
                core::ptr::copy_nonoverlapping(ptr, out, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        out
    }
}
