//! The wasm-bindgen binding layer (compiled only for `wasm32`).
//!
//! Every function the npm package exposes is a `#[wasm_bindgen]` export, named in JS with
//! `js_name`: the free functions over a FEN in `api.rs`; with the `full` feature also the
//! `Game` class in `game.rs` (its tree in `tree.rs`), PGN (`pgn.rs`), rulings (`explain.rs`),
//! localized SAN (`local.rs`) and the exports of `chess-arbiter/compat` (`compat.rs`). The JS
//! face wraps these raw exports into the public API (`src/js/rules.js` the rules, shared with
//! `chess-arbiter/core`; `src/js/api.js` the rest), and `src/js/index.d.ts` declares its
//! types. Each export is a few lines: convert the input (`convert.rs`), call the core, convert
//! the result; every error goes through `error.rs`.
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
#[cfg(feature = "full")]
pub mod compat;
pub mod convert;
pub mod error;
#[cfg(feature = "full")]
pub mod explain;
#[cfg(feature = "full")]
pub mod game;
#[cfg(feature = "full")]
pub mod local;
#[cfg(feature = "full")]
pub mod pgn;
#[cfg(feature = "full")]
mod tag_batch;
#[cfg(feature = "full")]
pub mod text;
#[cfg(feature = "full")]
pub mod tree;

use wasm_bindgen::prelude::*;

/// The crate's version as Cargo knows it (`CARGO_PKG_VERSION`), e.g. `"0.1.0"`.
#[wasm_bindgen(js_name = version)]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
