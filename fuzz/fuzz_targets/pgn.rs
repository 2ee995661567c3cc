#![no_main]
//! Fuzz target `pgn`: see `chess_arbiter_fuzz::checks::pgn` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::pgn(data));
