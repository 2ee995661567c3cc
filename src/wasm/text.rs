//! Texts into the module: the JS face writes a PGN text's UTF-8 straight into a buffer in wasm
//! memory (`TextEncoder#encodeInto` on a view of [`text_buffer`]) and passes its length, so no
//! copy of the text is made in JS and none by the glue (`RawGame.fromPgn`, `parsePgn`,
//! `compatParsePgn`, `RawPgnStream.push`). Measured on `Game.fromPgn` over the 999 lichess games: `encode` and the
//! glue's copy were 7 % of the time, and the UTF-8 check (`from_utf8_lossy`) 2 %.

use core::cell::UnsafeCell;
use std::borrow::Cow;
use wasm_bindgen::prelude::*;

/// The buffer a text is written into, kept between calls (see the module docs).
struct TextBuffer(UnsafeCell<Vec<u8>>);
// SAFETY: wasm32 without threads: one caller at a time; the JS face writes the buffer right
// before the call that reads it, and no call into the module happens in between.
unsafe impl Sync for TextBuffer {}
static TEXT: TextBuffer = TextBuffer(UnsafeCell::new(Vec::new()));

/// A buffer larger than this (bytes) is let go after the call that read it, so that one large
/// text does not hold its memory for good.
const KEPT: usize = 1 << 20;

/// Makes the text buffer at least `len` bytes long and returns its address in wasm memory (for
/// the JS face's `Uint8Array` view; a view made before this call may be detached).
#[wasm_bindgen(js_name = textBuffer)]
pub fn text_buffer(len: u32) -> u32 {
    // SAFETY: see `TextBuffer`; no reference to the buffer outlives this function.
    let buf = unsafe { &mut *TEXT.0.get() };
    // Room, not length: the JS face writes the bytes, so filling them with zeros first (5 % of
    // a headers-only `readGames`) is work thrown away. The buffer's length stays 0.
    buf.clear();
    buf.reserve(len as usize);
    buf.as_mut_ptr() as u32
}

/// Makes room for `more` bytes after the first `kept` bytes of the text buffer, which stay,
/// and returns the buffer's address (for a text `encodeInto` did not finish: its rest goes
/// after what it wrote, so no part is encoded twice).
#[wasm_bindgen(js_name = textBufferMore)]
pub fn text_buffer_more(kept: u32, more: u32) -> u32 {
    // SAFETY: see `TextBuffer`; no reference to the buffer outlives this function.
    let buf = unsafe { &mut *TEXT.0.get() };
    let kept = (kept as usize).min(buf.capacity());
    // SAFETY: the JS face wrote the first `kept` bytes (`textBuffer`, then `encodeInto`), so
    // they are initialized; growing copies them.
    unsafe { buf.set_len(kept) };
    buf.reserve(more as usize);
    let at = buf.as_mut_ptr() as u32;
    buf.clear();
    at
}

/// Calls `f` with the first `len` bytes of the text buffer as text (see [`text_of`]).
pub fn with_text<R>(len: u32, f: impl FnOnce(&str) -> R) -> R {
    let out = {
        // SAFETY: see `TextBuffer`; `f` gets a borrowed text and cannot reach the buffer (no
        // call into JS that could call back into `text_buffer` happens while it runs).
        let buf = unsafe { &*TEXT.0.get() };
        let len = (len as usize).min(buf.capacity());
        // SAFETY: the JS face wrote `len` bytes at the buffer's address (`textBuffer`, then
        // `encodeInto`) within its capacity: memory of this allocation, written by the host.
        let bytes = unsafe { core::slice::from_raw_parts(buf.as_ptr(), len) };
        f(&text_of(bytes))
    };
    // SAFETY: as above; the text given to `f` is gone.
    let buf = unsafe { &mut *TEXT.0.get() };
    if buf.capacity() > KEPT {
        *buf = Vec::new();
    }
    out
}

/// `bytes` as text: borrowed when they are valid UTF-8, else with U+FFFD in place of each bad
/// sequence. ASCII (most PGN) is recognised 8 bytes at a time first: `str::from_utf8` checks 4
/// at a time on wasm32 (its word), 3 % of `Game.fromPgn` over the lichess games. Each word is
/// read as an array (`first_chunk`), not with `copy_from_slice`, which at opt-level "s" (issue
/// 40) stays a call for each 8 bytes.
fn text_of(bytes: &[u8]) -> Cow<'_, str> {
    let words = bytes.chunks_exact(8);
    let rest = words.remainder();
    let high = words.fold(0u64, |acc, w| {
        acc | w.first_chunk().map_or(0, |w| u64::from_le_bytes(*w))
    }) | rest.iter().fold(0u64, |acc, &b| acc | u64::from(b));
    if high & 0x8080_8080_8080_8080 == 0 {
        // SAFETY: every byte is below 0x80: ASCII, which is valid UTF-8.
        return Cow::Borrowed(unsafe { core::str::from_utf8_unchecked(bytes) });
    }
    match core::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}
