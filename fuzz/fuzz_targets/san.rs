#![no_main]
//! Fuzz target `san`: see `chess_arbiter_fuzz::checks::san` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::san(data));
