//! Binding tests shared by `tests/wasm_node.rs` (Node) and `tests/wasm_browser.rs` (Chromium):
//! the raw exports of `src/wasm/api.rs`, with exact values, compiled to wasm and run there.

use chess_arbiter::wasm::api;
use wasm_bindgen::JsValue;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The code of a thrown payload (`code \x1f article \x1f message`).
fn code(e: JsValue) -> String {
    e.as_string()
        .unwrap_or_default()
        .split('\u{1f}')
        .next()
        .unwrap_or_default()
        .to_string()
}

pub fn perft_counts() {
    assert_eq!(api::perft_count(START, 4, false, false).unwrap(), 197_281.0);
    assert_eq!(
        api::perft_count(KIWIPETE, 3, false, false).unwrap(),
        97_862.0
    );
    assert_eq!(
        api::perft_copy_make(KIWIPETE, 2, false, false).unwrap(),
        2_039.0
    );
    // Chess960 from the suite, detected from the Shredder castling field.
    let c960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    assert_eq!(api::perft_count(c960, 3, false, false).unwrap(), 12_189.0);
}

pub fn legal_moves_encoding() {
    let s = api::legal_moves(START, false, false, Some("g1".into())).unwrap();
    assert_eq!(s, "swg1f3n--nNf3 wg1h3n--nNh3");
    let s = api::legal_moves(KIWIPETE, false, false, Some("e1".into())).unwrap();
    assert!(s.contains("we1g1k--kh1f1O-O"), "{s}");
    assert!(s.contains("we1c1k--qa1d1O-O-O"), "{s}");
    let ep = api::legal_moves(
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        false,
        false,
        Some("e5".into()),
    )
    .unwrap();
    assert_eq!(ep, "swe5e6p--ne6 we5d6pp-eexd6");
}

pub fn apply_and_errors() {
    assert_eq!(
        api::apply_move(START, "Nf3", false, false, false).unwrap(),
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"
    );
    assert_eq!(
        code(api::apply_move(START, "e2e5", false, false, false).unwrap_err()),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(
        code(api::apply_move(START, "Qxx", false, false, false).unwrap_err()),
        "ERR_INVALID_MOVE"
    );
    assert_eq!(
        code(api::legal_moves("8/8/8 w - - 0 1", false, false, None).unwrap_err()),
        "ERR_INVALID_FEN"
    );
    assert_eq!(
        code(
            api::apply_move("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", false, false, false)
                .unwrap_err()
        ),
        "ERR_PROMOTION_REQUIRED"
    );
    let problems = api::validate_fen("8/8/8/8/8/8/8/8 w - - 0 1", false);
    assert_eq!(problems.lines().count(), 2);
    assert!(problems.starts_with("ERR_FEN_KINGS\u{1f}3.10.3\u{1f}\u{1f}white has no king"));
    assert_eq!(
        api::status("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", false, false).unwrap(),
        2
    );
    assert_eq!(
        api::status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, false).unwrap(),
        3
    );
    assert_eq!(
        api::to_dests(START, false, false)
            .unwrap()
            .split(' ')
            .count(),
        10
    );
    assert_eq!(api::chess960_fen(518).unwrap(), START);
}
