//! Free functions over a FEN: each parses its input, calls the core, converts the result.
//! `how` is how the FEN is read: its castling mode and validation, packed in one number
//! (`convert::reading`).
//!
//! The free functions are exports of the modules with the `rules` feature (the default entry and
//! `chess-arbiter/core`); the on-demand modules (rulings, compat) keep only `wasmMemory` and
//! `memoryBytes`.
#![cfg_attr(not(feature = "rules"), allow(unused_imports))]

use super::convert::{self, position, write_codes};
use super::error::{
    argument_error, fen_error, fen_syntax_problem, js_error, move_error, set_squares,
};
use crate::notation::fen::FenError;
use crate::notation::play_text;
use crate::position::Position;
use crate::position::perft;
use crate::position::setup::Setup;
use crate::prelude::*;
use wasm_bindgen::prelude::*;

#[cfg(feature = "rules")]
/// Legal moves, as codes written to the buffer at [`codes_ptr`] (see `convert.rs`); only those
/// from square `square` (0 = a1 .. 63 = h8) when it is not negative. Returns the count times
/// 2, plus 1 in Chess960 mode.
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(fen: &str, how: u8, square: i32) -> Result<u32, JsValue> {
    let pos = position(fen, how)?;
    let all = pos.legal_moves();
    let only = convert::only_from(&all, square);
    Ok(write_codes(&pos, only.as_deref().unwrap_or(&all), &all))
}

#[cfg(feature = "rules")]
/// The address of the buffer [`legal_moves`] writes to, in wasm memory.
#[wasm_bindgen(js_name = codesPtr)]
pub fn codes_ptr() -> u32 {
    convert::codes_ptr()
}

#[cfg(any(feature = "rules", feature = "arbiter"))]
/// The squares a castling or en-passant move code implies ([`convert::move_squares`]): the
/// rook's landing square and the side (bit 6: king side), or the square of the pawn taken.
#[wasm_bindgen(js_name = moveSquares)]
pub fn move_squares(code: u32) -> u32 {
    convert::move_squares(code)
}

#[cfg(feature = "game")]
/// Whether `text` is exactly the SAN of a legal move of `fen` ([`crate::san::read_exact`]):
/// the strict reading of `chess-arbiter/compat` (in the package's module, where SAN is,
/// as `compatParsePgn`: compat's own module has no SAN reader).
#[wasm_bindgen(js_name = compatExactSan)]
pub fn compat_exact_san(fen: &str, how: u8, text: &str) -> Result<bool, JsValue> {
    let pos = position(fen, how)?;
    Ok(crate::san::read_exact(&pos, &pos.legal_moves(), text).is_some())
}

/// The module's memory (the JS face reads the codes buffer through it).
#[wasm_bindgen(js_name = wasmMemory)]
pub fn memory() -> JsValue {
    wasm_bindgen::memory()
}

#[cfg(feature = "rules")]
/// The FEN after playing `text` (SAN, UCI, or a null move `--`, `Z0`, `0000`).
#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(fen: &str, text: &str, how: u8, strict: bool) -> Result<String, JsValue> {
    let pos = position(fen, how)?;
    let after = play_text(&pos, text, strict).map_err(|e| move_error(&e, text))?;
    Ok(after.fen())
}

#[cfg(feature = "rules")]
/// The status of the position ([`crate::Status`]: 0 play on, 1 check, 2 checkmate, 3
/// stalemate).
#[wasm_bindgen(js_name = status)]
pub fn status(fen: &str, how: u8) -> Result<u8, JsValue> {
    Ok(position(fen, how)?.status() as u8)
}

#[cfg(feature = "rules")]
/// Every problem of a FEN, as an array of plain objects `{ code, message, article?, squares? }`
/// (a syntax problem with its `field`, `value`, `rank`, `count`: [`fen_syntax_problem`]) in the
/// order the core found them; empty when the FEN is a legal position (relaxed: a playable
/// one, see `Position::from_setup_relaxed`; lesson: `Position::from_setup_lesson`), but for warnings, whose codes start with
/// `WARN_` (`WARN_FEN_CLOCKS`: [`crate::position::validate::clocks_note`]). `src/js/` sorts them into
/// errors and warnings; nothing is split back apart.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str, how: u8) -> js_sys::Array {
    let out = js_sys::Array::new();
    let push = |code: &str, article: &str, squares: crate::Bitboard, message: &str| {
        let problem = js_error(code, article, message);
        set_squares(&problem, squares);
        out.push(&problem);
    };
    let (chess960, level) = convert::reading(how);
    match crate::notation::fen::read_in(fen, chess960, level) {
        Ok(pos) => {
            if let Some(note) = crate::position::validate::clocks_note(&pos.to_setup()) {
                push(
                    crate::position::validate::CLOCKS_WARNING,
                    "",
                    crate::Bitboard::EMPTY,
                    &note,
                );
            }
        }
        Err(FenError::Parse(e)) => {
            for x in &e.errors {
                out.push(&fen_syntax_problem(x));
            }
        }
        Err(FenError::Position(e)) => {
            for p in &e.problems {
                push(p.code(), p.article(), p.squares, p.message());
            }
        }
    }
    out
}

#[cfg(feature = "rules")]
/// Perft node count (bulk counting at the last ply).
#[wasm_bindgen(js_name = perft)]
pub fn perft_count(fen: &str, depth: u32, how: u8) -> Result<f64, JsValue> {
    let pos = position(fen, how)?;
    Ok(perft::perft(&pos, depth) as f64)
}

#[cfg(feature = "rules")]
/// Perft without bulk counting (every leaf is played), for benchmarks.
#[wasm_bindgen(js_name = perftCopyMake)]
pub fn perft_copy_make(fen: &str, depth: u32, how: u8) -> Result<f64, JsValue> {
    let pos = position(fen, how)?;
    Ok(perft::perft_copy_make(&pos, depth) as f64)
}

#[cfg(feature = "rules")]
/// Destinations per origin square, as a JS `Map` of square to array of squares
/// ([`crate::ui::dests`]); castling as `castling` asks ([`crate::ui::CastlingDests::from_number`]:
/// 1 king, 2 rook, 3 both, 0 the mode's default).
#[wasm_bindgen(js_name = toDests)]
pub fn to_dests(fen: &str, how: u8, castling: u8) -> Result<js_sys::Map, JsValue> {
    let pos = position(fen, how)?;
    let drops = crate::ui::CastlingDests::from_number(castling, pos.mode());
    Ok(convert::dests_map(&crate::ui::dests(
        &pos.legal_moves(),
        drops,
    )))
}

#[cfg(feature = "rules")]
/// True when `from` to `to` is a legal promotion ([`crate::ui::is_promotion_to`]); a
/// `promotion` letter other than q, r, b, n is `ERR_ILLEGAL_MOVE` (Art. 3.7.5.1).
#[wasm_bindgen(js_name = isPromotion)]
pub fn is_promotion(
    fen: &str,
    from: &str,
    to: &str,
    promotion: Option<String>,
    how: u8,
) -> Result<bool, JsValue> {
    let pos = position(fen, how)?;
    let (from, to) = (convert::square_arg(from)?, convert::square_arg(to)?);
    crate::ui::is_promotion_to(&pos.legal_moves(), from, to, promotion.as_deref())
        .map_err(|e| promotion_piece_error(&e))
}

/// A promotion letter the core refused ([`crate::notation::uci::PromotionPieceError`]): `ERR_ILLEGAL_MOVE`,
/// Art. 3.7.5.1.
#[cfg(any(feature = "rules", feature = "arbiter"))]
pub fn promotion_piece_error(e: &crate::notation::uci::PromotionPieceError) -> JsValue {
    js_error("ERR_ILLEGAL_MOVE", "3.7.5.1", &e.message())
}

#[cfg(feature = "rules")]
/// The square of the king in check, if any ([`crate::ui::check_square`]).
#[wasm_bindgen(js_name = checkSquare)]
pub fn check_square(fen: &str, how: u8) -> Result<Option<String>, JsValue> {
    let pos = position(fen, how)?;
    Ok(crate::ui::check_square(&pos).map(|s| s.name().to_string()))
}

#[cfg(feature = "rules")]
/// The FEN of Chess960 start position `n` (0 to 959; 518 is the standard start).
#[wasm_bindgen(js_name = chess960Fen)]
pub fn chess960_fen(n: u32) -> Result<String, JsValue> {
    let setup = Setup::chess960(n)
        .ok_or_else(|| argument_error("chess960 position number must be from 0 to 959"))?;
    let pos = Position::from_setup(&setup, crate::CastlingMode::Chess960)
        .map_err(|e| fen_error(&FenError::Position(e)))?;
    Ok(pos.fen())
}

/// The size of the module's linear memory in bytes (it only grows; for leak checks).
#[wasm_bindgen(js_name = memoryBytes)]
pub fn memory_bytes() -> f64 {
    core::arch::wasm32::memory_size(0) as f64 * 65536.0
}

#[cfg(feature = "unwinnable")]
/// The answer of [`Position::can_win`] as the JS face gives it: `[true, line]` with the
/// helpmate's moves in UCI ([`crate::notation::uci::line`]), `[false, null]`, or
/// `[undefined, undefined]` when the search did not decide.
pub fn answer(
    answer: &crate::adjudication::unwinnable::Answer,
    mode: crate::CastlingMode,
) -> js_sys::Array {
    use crate::adjudication::unwinnable::Answer;
    let line = match answer {
        Answer::Yes(line) => crate::notation::uci::line(line, mode)
            .into_iter()
            .map(JsValue::from)
            .collect::<js_sys::Array>()
            .into(),
        Answer::No => JsValue::NULL,
        Answer::Unknown => JsValue::UNDEFINED,
    };
    let yes = answer.to_bool().map_or(JsValue::UNDEFINED, JsValue::from);
    js_sys::Array::of2(&yes, &line)
}

#[cfg(feature = "unwinnable")]
/// Whether `color` (`w` or `b`) can still checkmate from the position of `fen`
/// ([`Position::can_win`], Art. 6.9) within `nodes` positions of search: see [`answer`]. A
/// lesson position is read as `relaxed` says ([`convert::NO_LESSON`]).
#[wasm_bindgen(js_name = canWin)]
pub fn can_win(fen: &str, color: &str, how: u8, nodes: f64) -> Result<js_sys::Array, JsValue> {
    let pos = position(fen, how & convert::NO_LESSON)?;
    // `as` saturates: NaN and negatives become 0 (the JS layer refuses them first).
    let found = pos.can_win(convert::color_arg(color)?, nodes as u64);
    Ok(answer(&found, pos.mode()))
}
