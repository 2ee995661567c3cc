//! wasm-bindgen tests of the binding layer, run in headless Chromium through chromedriver:
//! `cargo test --release --target wasm32-unknown-unknown --test wasm_browser`
//! (part of `npm test`, which puts chromedriver on PATH). See tests/wasm_node.rs.
#![cfg(target_arch = "wasm32")]

use chess_arbiter::wasm;

mod wasm_common;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn runs_in_a_browser() {
    let global = js_sys::global();
    let document = js_sys::Reflect::get(&global, &JsValue::from_str("document")).unwrap();
    assert!(document.is_object(), "expected a `document` in a browser");
    let process = js_sys::Reflect::get(&global, &JsValue::from_str("process")).unwrap();
    assert!(process.is_undefined(), "a browser has no Node `process`");
}

#[wasm_bindgen_test]
fn version_crosses_to_js_as_a_string() {
    let v = JsValue::from(wasm::version());
    assert_eq!(v.as_string().as_deref(), Some(env!("CARGO_PKG_VERSION")));
    assert_eq!(v.js_typeof().as_string().as_deref(), Some("string"));
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
