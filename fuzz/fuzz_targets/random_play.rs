#![no_main]
//! Fuzz target `random_play`: see `chess_arbiter_fuzz::checks::random_play` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::random_play(data));
