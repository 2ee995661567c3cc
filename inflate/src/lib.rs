//! The package's inflater (see `Cargo.toml`): one export, `inflate`, over the module's own
//! memory, where the JS side (`pkg/inflate.js`, written by `scripts/inline-wasm.mjs`) grows room
//! for the input and the output past what the module uses.
#![no_std]

use miniz_oxide::inflate::TINFLStatus;
use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    // A trap: the JS side reports it as a load error.
    core::arch::wasm32::unreachable()
}

/// Inflates the raw deflate stream of `in_len` bytes at `input` into the `out_len` bytes at
/// `output`. Returns the bytes written, or -1 if the stream is damaged or does not fit.
///
/// # Safety
/// Both ranges lie inside the module's memory and do not overlap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn inflate(
    input: *const u8,
    in_len: usize,
    output: *mut u8,
    out_len: usize,
) -> isize {
    // SAFETY: the caller gives ranges inside memory that nothing else uses meanwhile.
    let (input, output) = unsafe {
        (
            core::slice::from_raw_parts(input, in_len),
            core::slice::from_raw_parts_mut(output, out_len),
        )
    };
    let mut state = DecompressorOxide::new();
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let (status, _, written) = decompress(&mut state, input, output, 0, flags);
    match (status, isize::try_from(written)) {
        (TINFLStatus::Done, Ok(n)) => n,
        _ => -1,
    }
}
