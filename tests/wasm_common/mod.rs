//! Binding tests shared by `tests/wasm_node.rs` (Node) and `tests/wasm_browser.rs` (Chromium):
//! the raw exports of `src/wasm/api.rs`, with exact values, compiled to wasm and run there.

use chess_arbiter::wasm::api;
use wasm_bindgen::JsValue;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A property of a thrown payload (`{ code, message, article? }`, see `src/wasm/error.rs`).
fn field(e: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str(name))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The code of a thrown payload.
fn code(e: JsValue) -> String {
    field(&e, "code")
}

/// Published perft counts: the start position and Kiwipete from `../shared/data/perft/cpw.epd`
/// (and perftsuite.epd), the Chess960 position from line 1 of `chess960.epd`.
pub fn perft_counts() {
    assert_eq!(api::perft_count(START, 4, how(None, 0)).unwrap(), 197_281.0);
    assert_eq!(
        api::perft_count(KIWIPETE, 3, how(None, 0)).unwrap(),
        97_862.0
    );
    assert_eq!(
        api::perft_copy_make(KIWIPETE, 2, how(None, 0)).unwrap(),
        2_039.0
    );
    // Chess960 from the suite, detected from the Shredder castling field.
    let c960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    assert_eq!(api::perft_count(c960, 3, how(None, 0)).unwrap(), 12_189.0);
}

/// How the JS face asks for a FEN to be read (`fenHow` in src/js/rules.js): the validation
/// level (0 strict, 1 relaxed, 2 lesson) and the castling mode, in one number.
fn how(chess960: Option<bool>, level: u8) -> u8 {
    level | chess960.map_or(0, |c| if c { 12 } else { 4 })
}

/// The codes `legalMoves` wrote (see `src/wasm/convert.rs`), from what it returned.
fn codes(r: u32) -> Vec<u32> {
    let n = (r >> 1) as usize;
    // SAFETY: the buffer holds 256 codes, the first `n` written by the call that returned `r`.
    unsafe { core::slice::from_raw_parts(api::codes_ptr() as *const u32, n) }.to_vec()
}

/// A code from its fields: from, to, piece (1 = p .. 6 = k), captured, promotion (or the
/// rook's square when castling, in `rook`), kind, disambiguation, suffix; white to move.
#[allow(clippy::too_many_arguments)]
fn mv(from: u32, to: u32, piece: u32, captured: u32, promotion: u32, kind: u32, rook: u32) -> u32 {
    from | to << 6 | piece << 12 | captured << 15 | promotion << 18 | rook << 15 | kind << 21
}

pub fn legal_moves_encoding() {
    // g1 = 6: Nf3 (g1 -> f3 = 21), Nh3 (-> h3 = 23); count 2, standard mode.
    let r = api::legal_moves(START, how(None, 0), 6).unwrap();
    assert_eq!(r, 2 << 1);
    assert_eq!(
        codes(r),
        [mv(6, 21, 2, 0, 0, 0, 0), mv(6, 23, 2, 0, 0, 0, 0)]
    );
    // e1 = 4: both castlings, the king's square as `to`, the rook's square in bits 15-20.
    let k = codes(api::legal_moves(KIWIPETE, how(None, 0), 4).unwrap());
    assert!(k.contains(&mv(4, 6, 6, 0, 0, 3, 7)), "{k:x?}");
    assert!(k.contains(&mv(4, 2, 6, 0, 0, 3, 0)), "{k:x?}");
    // e5 = 36: e6 (44), and exd6 (43) en passant taking a pawn.
    let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    let e = codes(api::legal_moves(ep, how(None, 0), 36).unwrap());
    assert_eq!(e, [mv(36, 44, 1, 0, 0, 0, 0), mv(36, 43, 1, 1, 0, 2, 0)]);
    // Chess960 mode in the low bit.
    assert_eq!(
        api::legal_moves(START, how(Some(true), 0), 6).unwrap(),
        2 << 1 | 1
    );
}

pub fn apply_and_errors() {
    assert_eq!(
        api::apply_move(START, "Nf3", how(None, 0), false).unwrap(),
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"
    );
    assert_eq!(
        code(api::apply_move(START, "e2e5", how(None, 0), false).unwrap_err()),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(
        code(api::apply_move(START, "Qxx", how(None, 0), false).unwrap_err()),
        "ERR_INVALID_MOVE"
    );
    assert_eq!(
        code(api::legal_moves("8/8/8 w - - 0 1", how(None, 0), -1).unwrap_err()),
        "ERR_INVALID_FEN"
    );
    assert_eq!(
        code(
            api::apply_move("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", how(None, 0), false)
                .unwrap_err()
        ),
        "ERR_PROMOTION_REQUIRED"
    );
    // A null move passes (issue #12); refused in check (3.9.2) and with strict (1.2).
    for text in ["--", "Z0", "0000"] {
        assert_eq!(
            api::apply_move(START, text, how(None, 0), false).unwrap(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
        );
        assert_eq!(
            code(api::apply_move(START, text, how(None, 0), true).unwrap_err()),
            "ERR_NULL_MOVE"
        );
    }
    let check =
        api::apply_move("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "--", how(None, 0), false).unwrap_err();
    assert_eq!(field(&check, "code"), "ERR_ILLEGAL_MOVE");
    assert_eq!(field(&check, "article"), "3.9.2");
    let message = field(&check, "message");
    assert!(
        message.starts_with("a null move (--) is not allowed"),
        "{message}"
    );
    let problems = problem_lines(api::validate_fen("8/8/8/8/8/8/8/8 w - - 0 1", how(None, 0)));
    // An empty board: both kings missing (FIDE Art. 3.10.3: a legal position has one king of
    // each colour), one line each, no squares.
    assert_eq!(
        problems,
        "ERR_FEN_KINGS\u{1f}3.10.3\u{1f}\u{1f}white has no king\n\
         ERR_FEN_KINGS\u{1f}3.10.3\u{1f}\u{1f}black has no king\n"
    );
    // The lesson level (2): the empty board and a rook alone are playable, only when asked.
    assert_eq!(
        problem_lines(api::validate_fen("8/8/8/8/8/8/8/8 w - - 0 1", how(None, 1))),
        problems
    );
    assert_eq!(
        problem_lines(api::validate_fen("8/8/8/8/8/8/8/8 w - - 0 1", how(None, 2))),
        ""
    );
    assert_eq!(
        api::legal_moves("8/8/8/8/8/8/8/R7 w - - 0 1", how(None, 2), -1).unwrap(),
        14 << 1
    );
    // An impossible check: a problem, unless relaxed.
    let bishops = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    assert!(
        problem_lines(api::validate_fen(bishops, how(None, 0)))
            .starts_with("ERR_FEN_IMPOSSIBLE_CHECK\u{1f}")
    );
    assert_eq!(problem_lines(api::validate_fen(bishops, how(None, 1))), "");
    // Issue 12: an explicit mode wins over detection; clocks are a warning line.
    let rook_f1 = "4k3/8/8/8/8/8/8/4KR2 w K - 0 1";
    for chess960 in [None, Some(false)] {
        assert!(
            problem_lines(api::validate_fen(rook_f1, how(chess960, 0)))
                .starts_with("ERR_FEN_CASTLING_RIGHTS\u{1f}3.8.2.1\u{1f}e1,h1\u{1f}")
        );
    }
    assert_eq!(
        problem_lines(api::validate_fen(rook_f1, how(Some(true), 0))),
        ""
    );
    assert_eq!(
        problem_lines(api::validate_fen(
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1",
            how(None, 0)
        )),
        "WARN_FEN_CLOCKS\u{1f}\u{1f}\u{1f}halfmove clock 4 is more than the 0 halfmoves played before move 1 with white to move\n"
    );
    assert_eq!(
        api::status("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", how(None, 0)).unwrap(),
        2
    );
    assert_eq!(
        api::status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", how(None, 0)).unwrap(),
        3
    );
    let dests = api::to_dests(START, how(None, 0), 0).unwrap();
    assert_eq!(dests.size(), 10);
    let g1 = js_sys::Array::from(&dests.get(&JsValue::from_str("g1")));
    assert_eq!(g1.join(",").as_string().as_deref(), Some("f3,h3"));
    assert_eq!(api::chess960_fen(518).unwrap(), START);
}

/// The board helpers: toDests' castling codes (0 the mode's default, 1 king, 2 rook, 3 both),
/// isPromotion and checkSquare.
pub fn board_helpers() {
    let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let e1 = |fen: &str, chess960, code| {
        let dests = api::to_dests(fen, how(chess960, 0), code).unwrap();
        let from = if chess960 == Some(true) { "b1" } else { "e1" };
        js_sys::Array::from(&dests.get(&JsValue::from_str(from)))
            .join(",")
            .as_string()
            .unwrap_or_default()
    };
    assert_eq!(e1(castle, None, 0), "a1,c1,d1,f1,g1,h1,d2,e2,f2");
    assert_eq!(e1(castle, None, 1), "c1,d1,f1,g1,d2,e2,f2");
    assert_eq!(e1(castle, None, 2), "a1,d1,f1,h1,d2,e2,f2");
    assert_eq!(e1(castle, None, 3), "a1,c1,d1,f1,g1,h1,d2,e2,f2");
    let c960 = "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1";
    assert_eq!(e1(c960, Some(true), 0), "a1,c1,h1,b2,c2");
    assert_eq!(e1(c960, Some(true), 1), "c1,g1,b2,c2");
    let pinned = "2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(
        api::is_promotion(pinned, "d7", "d8", None, how(None, 0)),
        Ok(false)
    );
    let free = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        api::is_promotion(free, "a7", "b8", None, how(None, 0)),
        Ok(true)
    );
    assert_eq!(
        code(api::is_promotion(free, "a7", "a9", None, how(None, 0)).unwrap_err()),
        "ERR_INVALID_ARGUMENT"
    );
    assert_eq!(
        api::is_promotion(free, "a7", "b8", Some("n".to_string()), how(None, 0)),
        Ok(true)
    );
    assert_eq!(
        code(api::is_promotion(free, "a7", "b8", Some("k".to_string()), how(None, 0)).unwrap_err()),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(api::check_square(START, how(None, 0)), Ok(None));
    assert_eq!(
        api::check_square("4k3/8/8/8/8/8/8/4RK2 b - - 0 1", how(None, 0)),
        Ok(Some("e8".to_string()))
    );
    assert_eq!(
        code(api::check_square("8/8 w", how(None, 0)).unwrap_err()),
        "ERR_INVALID_FEN"
    );
}

/// validateFen's problems (plain objects) as lines `code \u{1f} article \u{1f} squares
/// \u{1f} message`, to compare with exact text.
fn problem_lines(problems: js_sys::Array) -> String {
    let field = |o: &JsValue, name: &str| {
        js_sys::Reflect::get(o, &JsValue::from_str(name))
            .ok()
            .filter(|v| !v.is_undefined())
    };
    let mut out = String::new();
    for p in problems.iter() {
        let text = |name: &str| {
            field(&p, name)
                .and_then(|v| v.as_string())
                .unwrap_or_default()
        };
        let squares = field(&p, "squares")
            .map(|v| {
                js_sys::Array::from(&v)
                    .join(",")
                    .as_string()
                    .unwrap_or_default()
            })
            .unwrap_or_default();
        out.push_str(&format!(
            "{}\u{1f}{}\u{1f}{}\u{1f}{}\n",
            text("code"),
            text("article"),
            squares,
            text("message")
        ));
    }
    out
}
