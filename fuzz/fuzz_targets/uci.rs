#![no_main]
//! Fuzz target `uci`: see `chess_arbiter_fuzz::checks::uci` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::uci(data));
