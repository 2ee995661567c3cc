//! wasm-bindgen tests of the variants' exports (src/wasm/variants.rs, the module of
//! `chess-arbiter/variants`), run in Node: what crosses to JS (texts, the `Map` of `toDests`,
//! the outcome object, error payloads with the core's codes). The rules themselves are tested
//! natively (tests/variants.rs) and through the entry (tests/js/variants.test.mjs).
#![cfg(target_arch = "wasm32")]

use chess_arbiter::wasm::variants as v;
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn field(o: &JsValue, name: &str) -> JsValue {
    Reflect::get(o, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

fn code(e: JsValue) -> String {
    field(&e, "code").as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn names_and_starts() {
    assert_eq!(v::variant_key("zh").ok().as_deref(), Some("crazyhouse"));
    assert_eq!(
        v::variant_key("King of the Hill").ok().as_deref(),
        Some("kingOfTheHill")
    );
    assert_eq!(
        code(v::variant_key("shogi").unwrap_err()),
        "ERR_VARIANT_UNKNOWN"
    );
    assert_eq!(
        v::variant_starting_fen("racingKings").ok().as_deref(),
        Some("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1")
    );
}

#[wasm_bindgen_test]
fn moves_cross_as_san_and_uci_lines() {
    let text = v::variant_legal_moves("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").unwrap();
    let lines: Vec<&str> = text.split('\n').collect();
    assert_eq!(lines.len(), 67);
    assert!(lines.contains(&"N@f3 N@f3"));
    assert!(lines.contains(&"Kd1 e1d1"));
    assert_eq!(
        v::variant_apply_move("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@f3")
            .ok()
            .as_deref(),
        Some("4k3/8/8/8/8/5N2/8/4K3[] b - - 1 1")
    );
    assert_eq!(
        v::variant_perft(
            "atomic",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            3
        )
        .ok(),
        Some(8902.0)
    );
}

#[wasm_bindgen_test]
fn dests_outcome_and_errors() {
    let dests = v::variant_to_dests("antichess", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1", 0).unwrap();
    assert_eq!(dests.size(), 1);
    let a1: js_sys::Array = dests.get(&JsValue::from_str("a1")).dyn_into().unwrap();
    assert_eq!(a1.to_vec(), vec![JsValue::from_str("a2")]);
    let castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let e1 = |castling| -> Vec<JsValue> {
        let map = v::variant_to_dests("crazyhouse", castle, castling).unwrap();
        let list: js_sys::Array = map.get(&JsValue::from_str("e1")).dyn_into().unwrap();
        list.to_vec()
            .into_iter()
            .filter(|s| *s == "g1" || *s == "h1")
            .collect()
    };
    assert_eq!(e1(0).len(), 2);
    assert_eq!(e1(1), vec![JsValue::from_str("g1")]);
    assert_eq!(e1(2), vec![JsValue::from_str("h1")]);
    let drops =
        v::variant_drop_dests("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", "N").unwrap();
    assert_eq!(
        drops.to_vec(),
        ["b1", "c1", "d1"].map(JsValue::from_str).to_vec()
    );
    assert_eq!(
        code(
            v::variant_drop_dests("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "k")
                .unwrap_err()
        ),
        "ERR_INVALID_ARGUMENT"
    );
    let end = v::variant_outcome("horde", "rnbqkbnr/8/8/8/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(field(&end, "winner").as_string().as_deref(), Some("b"));
    assert_eq!(
        field(&end, "termination").as_string().as_deref(),
        Some("horde_destroyed")
    );
    assert!(
        v::variant_outcome(
            "atomic",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        )
        .unwrap()
        .is_null()
    );
    assert_eq!(
        code(v::variant_is_check("atomic", "x").unwrap_err()),
        "ERR_FEN_FIELDS"
    );
    assert_eq!(
        code(v::variant_normal_fen("atomic", "8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err()),
        "ERR_FEN_KINGS"
    );
    let illegal =
        v::variant_apply_move("atomic", "k7/8/8/8/8/8/4n3/4K3 w - - 0 1", "Kxe2").unwrap_err();
    assert_eq!(code(illegal.clone()), "ERR_MOVE_ILLEGAL");
    assert!(
        field(&illegal, "message")
            .as_string()
            .unwrap_or_default()
            .contains("Kxe2")
    );
}
