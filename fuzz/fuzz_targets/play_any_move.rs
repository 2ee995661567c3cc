#![no_main]
//! Fuzz target `play_any_move`: see `chess_arbiter_fuzz::checks::play_any_move` for what it checks.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| chess_arbiter_fuzz::checks::play_any_move(data));
