#![no_main]
//! Fuzz target `fen`: see `chess_arbiter_fuzz::checks::fen` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::fen(data));
