//! The wasm-bindgen binding layer (compiled only for `wasm32`).
//!
//! Every function the npm package exposes is a `#[wasm_bindgen]` export here (or in a file
//! beside this one: `api.rs`, `game.rs`, ...), named in JS with `js_name`. The JS face in
//! `src/js/api.js` wraps these raw exports into the public API, and `src/js/index.d.ts`
//! declares its types. Keep each export a few lines: convert the input, call the core,
//! convert the result.
//!
//! The module is `pub` (and hidden from the docs) only so that the wasm-bindgen-test suites in
//! `tests/wasm_*.rs` can call the exports directly.

use wasm_bindgen::prelude::*;

/// The crate's version as Cargo knows it (`CARGO_PKG_VERSION`), e.g. `"0.1.0"`.
#[wasm_bindgen(js_name = version)]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
