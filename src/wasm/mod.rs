//! The wasm-bindgen binding layer (compiled only for `wasm32`).
//!
//! Every function the npm package exposes is a `#[wasm_bindgen]` export, named in JS with
//! `js_name`, compiled into the module of its cargo feature (Cargo.toml; scripts/build.sh makes
//! one module per npm entry): the free functions over a FEN in `api.rs` (`rules`); the `Game`
//! class in `game.rs` (its tree in `tree.rs`) and PGN (`pgn.rs`, `text.rs`, `tag_batch.rs`)
//! (`game`), with localized SAN (`local.rs`, `local`): the default entry's module; rulings
//! (`explain.rs`, `rulings`), the helpmate search of `canWin` (`api.rs`, `unwinnable`; the JS
//! face's `canWin`, `helpmate`, `Game#canWin` and, from a halfmove clock of 100 on,
//! `Game#timeout` load it on demand) and the exports of `chess-arbiter/compat` (`compat.rs`,
//! `compat`) and the lichess variants of `chess-arbiter/variants` (`variants.rs`, `variants`) in
//! modules of their own. `full` is all of them. The JS
//! face wraps these raw exports into the public API (`src/js/rules.js` the rules, shared with
//! `chess-arbiter/core`; `src/js/api.js` the rest), and `src/js/index.d.ts` declares its
//! types. Each export is a few lines: convert the input (`convert.rs`), call the core, convert
//! the result; every error goes through `error.rs`. No rule is decided here and no notation is
//! written here: the core does both, and the binding only converts.
//!
//! A FEN is read in one place: its castling mode and validation level cross as one packed `u8`
//! (`convert::reading`, made by `fenHow` in `src/js/rules.js`) and every export over a FEN calls
//! `convert::position`.
//!
//! **Wire formats** (each kept for a measured reason; everything else crosses as plain JS
//! values):
//! - *move codes*, 28-bit `u32`s (`convert.rs`): `legalMoves` writes them to a static buffer the
//!   JS face reads in place, `Game` returns one number or a `Vec<u32>`. Measured on
//!   `legalMoves` (docs/benchmarks.md): 4.3 µs a call, against 7.8 µs for one SAN/UCI text
//!   sliced in JS and 61 µs for serde-wasm-bindgen objects;
//! - *plain JS values built with `js_sys`*: error payloads (`error.rs`, nothing split on the way),
//!   rulings (`explain.rs`), outcomes `{ winner, termination }`, `canWin`'s `[answer, line]`,
//!   `compatSetCastling`'s `[ok, fen]`, and `toDests`' `Map` (the shape chessground takes,
//!   docs/boards.md). Called once per question, not per move: no measurement asked for a
//!   cheaper shape, so they share the one the errors need;
//! - *one text each way* for `Game` snapshots (`game.rs` `snapshot`, `tree.rs` `fromSnapshot`;
//!   the format: `src/game/snapshot_wire.rs`): the fields joined by U+001F (the record and the
//!   tree as JSON), split by the JS face into `toJSON`'s object; back in through the text buffer,
//!   read in Rust with each part named in its error. The fields had crossed as JS values
//!   (a serde-wasm-bindgen tuple out, fifteen arguments with arrays of strings in: the
//!   default module's largest export, 16 KB; issue 40, docs/benchmarks.md);
//! - *the text buffer in* (`text.rs`): a PGN text's UTF-8 written straight into wasm memory;
//!   `encode` and the glue's copy were 7 % of `Game.fromPgn` over the 999 lichess games;
//! - *JSON text* for PGN trees, tags, annotations and the snapshot's tree and record (`pgn.rs`,
//!   `tree.rs`), written by the core once (`src/pgn/json.rs`, `src/game/snapshot.rs`): one
//!   `JSON.parse` instead of building a few megabytes of objects across the boundary
//!   (measured: far fewer crossings);
//! - *tag batches* (`tag_batch.rs`, headers-only `readGames`): one text sliced in JS measured a
//!   third of the time of `JSON.parse` on the same tags;
//! - *`\u{1f}`-separated text*: a tree node's info (`tree.rs`) and the tag pairs going in
//!   (`RawGame.pgn`), owned with the PGN tree;
//! - *numbers and short texts* where the answer is one: a status, a FEN, SAN, a count, the
//!   64-letter board of `compatBoard`, the FENs after each move of `compatAfterFens` (one a
//!   line: one string for the whole list, as for the codes), indices as `Vec<u8>`/`Vec<u16>`.
//!
//! PGN is read by the core's one reader alone (`crate::pgn::PgnReader`, `crate::pgn::PgnStream`):
//! `parsePgn`, `Game.fromPgn` and `readGames` push the text in and take finished games, tags and
//! errors out (`RawPgnStream` in `tree.rs` wraps a `PgnStream`; its headers-only visitor is the
//! tag batch of `tag_batch.rs`, which only converts tags for JS).
//!
//! The module is `pub` (and hidden from the docs) only so that the wasm-bindgen-test suites in
//! `tests/wasm_*.rs` can call the exports directly.

#[cfg(feature = "small-alloc")]
mod alloc;
pub mod api;
#[cfg(feature = "arbiter")]
pub mod arbiter;
#[cfg(feature = "compat")]
pub mod compat;
pub mod convert;
pub mod error;
#[cfg(feature = "rulings")]
pub mod explain;
#[cfg(feature = "game")]
pub mod game;
#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "game")]
pub mod pgn;
#[cfg(feature = "game")]
mod tag_batch;
#[cfg(feature = "game")]
pub mod text;
#[cfg(feature = "game")]
pub mod tree;
#[cfg(feature = "variants")]
pub mod variants;

use crate::prelude::*;
use wasm_bindgen::prelude::*;

// Without std (`chess-arbiter/core`'s build, src/lib.rs) a panic traps: the `unreachable`
// instruction, which JS sees as a `RuntimeError`, as it saw std's `panic = "abort"`. No message
// is written (std's default hook formatted one for stderr, which wasm32-unknown-unknown has not).
#[cfg(not(feature = "std"))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

#[cfg(not(any(feature = "std", feature = "small-alloc")))]
compile_error!("a wasm build without the `std` feature needs `small-alloc` (its allocator)");

/// The crate's version as Cargo knows it (`CARGO_PKG_VERSION`), e.g. `"0.1.0"`.
#[wasm_bindgen(js_name = version)]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
