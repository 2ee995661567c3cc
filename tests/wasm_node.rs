//! wasm-bindgen tests of the binding layer, run in Node.js:
//! `cargo test --release --target wasm32-unknown-unknown --test wasm_node`
//! (part of `npm test`). Every `tests/wasm_*.rs` file is run this way; a file with
//! `wasm_bindgen_test_configure!(run_in_browser)` runs in headless Chromium instead.
//! Only `#[wasm_bindgen_test]` functions run here: plain `#[test]`s are skipped.
#![cfg(target_arch = "wasm32")]

use chess_arbiter::wasm;

mod wasm_common;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// The `version` field of Cargo.toml's [package] section, read from the manifest itself.
fn manifest_version() -> &'static str {
    include_str!("../Cargo.toml")
        .lines()
        .skip_while(|l| l.trim() != "[package]")
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap_or("version missing from Cargo.toml")
}

#[wasm_bindgen_test]
fn runs_in_node() {
    let process = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("process")).unwrap();
    assert!(process.is_object(), "expected Node's global `process`");
}

#[wasm_bindgen_test]
fn version_is_the_manifest_version() {
    assert_eq!(wasm::version(), manifest_version());
    assert_eq!(manifest_version().split('.').count(), 3);
}

#[wasm_bindgen_test]
fn perft_counts() {
    wasm_common::perft_counts();
}

#[wasm_bindgen_test]
fn legal_moves_encoding() {
    wasm_common::legal_moves_encoding();
}

#[wasm_bindgen_test]
fn apply_and_errors() {
    wasm_common::apply_and_errors();
}

#[wasm_bindgen_test]
fn board_helpers() {
    wasm_common::board_helpers();
}
