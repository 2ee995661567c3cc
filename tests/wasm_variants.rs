//! wasm-bindgen tests of the variants' exports (src/wasm/variants.rs, the module of
//! `chess-arbiter/variants`), run in Node: what crosses to JS (texts, the `Map` of `toDests`,
//! the outcome object, error payloads with the core's codes, the main entry's). The rules themselves are tested
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
    let text =
        v::variant_legal_moves("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", -1).unwrap();
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
    // A FEN's error as the main entry's: ERR_INVALID_FEN, the problem's code in `reason` and in
    // the message; validateFen's export gives the problem itself.
    let fen = v::variant_is_check("atomic", "x").unwrap_err();
    assert_eq!(code(fen.clone()), "ERR_INVALID_FEN");
    assert_eq!(
        field(&fen, "reason").as_string().as_deref(),
        Some("ERR_FEN_FIELDS")
    );
    assert_eq!(
        field(&fen, "message").as_string().as_deref(),
        Some("Invalid FEN: a FEN has 4 to 6 fields separated by spaces, found 1 (ERR_FEN_FIELDS)")
    );
    assert_eq!(
        code(v::variant_normal_fen("atomic", "8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err()),
        "ERR_FEN_KINGS"
    );
    let illegal =
        v::variant_apply_move("atomic", "k7/8/8/8/8/8/4n3/4K3 w - - 0 1", "Kxe2").unwrap_err();
    assert_eq!(code(illegal.clone()), "ERR_ILLEGAL_MOVE");
    assert_eq!(
        field(&illegal, "reason").as_string().as_deref(),
        Some("ERR_KING_CAPTURE")
    );
    assert!(
        field(&illegal, "message")
            .as_string()
            .unwrap_or_default()
            .contains("Kxe2")
    );
}

/// The Game's raw class: moves as `SAN UCI COLOR`, the outcome object, the PGN error payload
/// (`code`, `reason`, `game`), snapshots' parts, and `variantReadGames`'s items.
#[wasm_bindgen_test]
fn raw_variant_game() {
    let mut g = v::RawVariantGame::new("zh", None).unwrap();
    assert_eq!(g.variant(), "crazyhouse");
    for m in ["e4", "d5", "exd5", "Qxd5"] {
        g.play(m).unwrap();
    }
    assert_eq!(g.play("@e4").unwrap(), "P@e4 P@e4 w");
    assert_eq!(g.undo().as_deref(), Some("P@e4 P@e4 w"));
    assert_eq!(g.redo().as_deref(), Some("P@e4 P@e4 w"));
    assert_eq!(g.history().lines().count(), 5);
    assert_eq!(g.line_uci(), "e2e4 d7d5 e4d5 d8d5 P@e4");
    assert!(g.outcome().is_null());
    assert!(
        g.pgn(None, js_sys::Array::new())
            .contains("[Variant \"Crazyhouse\"]")
    );
    assert_eq!(code(g.goto(9.0).unwrap_err()), "ERR_PLY_OUT_OF_RANGE");
    // A ply as the main entry's `RawGame` takes it (src/wasm/error.rs `ply_arg`): a negative
    // one out of range, a fraction not a ply.
    assert_eq!(code(g.goto(-1.0).unwrap_err()), "ERR_PLY_OUT_OF_RANGE");
    assert_eq!(code(g.fen_at(-3.0).unwrap_err()), "ERR_PLY_OUT_OF_RANGE");
    assert_eq!(code(g.goto(1.5).unwrap_err()), "ERR_INVALID_ARGUMENT");
    assert_eq!(g.line_uci(), "e2e4 d7d5 e4d5 d8d5 P@e4");
    let mut atomic = v::RawVariantGame::new("atomic", None).unwrap();
    for m in ["Nf3", "a6", "Ne5", "a5", "Nxd7"] {
        atomic.play(m).unwrap();
    }
    let end = atomic.outcome();
    assert_eq!(field(&end, "winner").as_string().as_deref(), Some("w"));
    assert_eq!(
        field(&end, "termination").as_string().as_deref(),
        Some("king_exploded")
    );
    assert_eq!(code(atomic.play("e4").unwrap_err()), "ERR_GAME_OVER");
    let bad = v::RawVariantGame::from_pgn("[Variant \"Shogi\"]\n\n*", false)
        .err()
        .unwrap_or(JsValue::NULL);
    assert_eq!(code(bad.clone()), "ERR_INVALID_PGN");
    assert_eq!(
        field(&bad, "reason").as_string().as_deref(),
        Some("ERR_VARIANT_UNKNOWN")
    );
    assert_eq!(field(&bad, "game").as_f64(), Some(1.0));
    // A variation's move is checked, unless skipped (the flag of `skipBadVariations`).
    let bad = v::RawVariantGame::from_pgn("1. e4 (1. e5) e5 *", false)
        .err()
        .unwrap_or(JsValue::NULL);
    assert_eq!(
        field(&bad, "reason").as_string().as_deref(),
        Some("ERR_ILLEGAL_MOVE")
    );
    assert_eq!(field(&bad, "ply").as_f64(), Some(1.0));
    assert!(v::RawVariantGame::from_pgn("1. e4 (1. e5) e5 *", true).is_ok());
    let again = v::RawVariantGame::from_snapshot(
        "crazyhouse".into(),
        g.start_fen(),
        &g.line_uci(),
        g.ply(),
        false,
        js_sys::Array::new(),
        None,
        "",
    )
    .unwrap();
    assert_eq!(again.fen(), g.fen());
    let items = v::variant_read_games("[Variant \"koth\"]\n\n1. e3 e6 *\n\n1. N@f3 *\n", false);
    assert_eq!(items.length(), 2);
    assert_eq!(field(&items.get(0), "index").as_f64(), Some(1.0));
    assert!(field(&items.get(0), "game").is_object());
    assert_eq!(code(field(&items.get(1), "error")), "ERR_INVALID_PGN");
}

/// `square` keeps the board moves from that square (index 0 = a1; negative: all); a drop comes
/// from no square. The move errors carry the main entry's codes and `article`.
#[wasm_bindgen_test]
fn legal_moves_from_a_square_and_articles() {
    let zh = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
    // e1 is index 4.
    let text = v::variant_legal_moves("crazyhouse", zh, 4).unwrap();
    assert_eq!(text, "Kd1 e1d1\nKf1 e1f1\nKd2 e1d2\nKe2 e1e2\nKf2 e1f2");
    assert_eq!(v::variant_legal_moves("crazyhouse", zh, 12).unwrap(), "");
    let promo = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let e = v::variant_apply_move("atomic", promo, "a8").unwrap_err();
    assert_eq!(code(e.clone()), "ERR_PROMOTION_REQUIRED");
    assert_eq!(field(&e, "article").as_string().as_deref(), Some("3.7.5.1"));
    let e = v::variant_apply_move("atomic", promo, "e1e2q").unwrap_err();
    assert_eq!(code(e.clone()), "ERR_PROMOTION_UNEXPECTED");
    assert_eq!(field(&e, "article").as_string().as_deref(), Some("3.7.5.1"));
    // A rule of chess (a piece in the way): 3.10.2; a variant's own (a capture was due): none.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let e = v::variant_apply_move("threeCheck", start, "Bc1e3").unwrap_err();
    assert_eq!(code(e.clone()), "ERR_ILLEGAL_MOVE");
    assert_eq!(field(&e, "article").as_string().as_deref(), Some("3.10.2"));
    let anti = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    let e = v::variant_apply_move("antichess", anti, "e4e5").unwrap_err();
    assert_eq!(
        field(&e, "reason").as_string().as_deref(),
        Some("ERR_CAPTURE_REQUIRED")
    );
    assert!(field(&e, "article").is_undefined());
}
