//! The one place where core errors become JS error payloads.
//!
//! A failed export throws a plain object `{ code, message, article? }` with the error's other
//! fields beside them (a PGN error's `game`, `line`, `column`, `reason`, `ply`, `san`; a FEN
//! syntax problem's `field`, `value`, `rank`, `count`, in `validateFen`'s list);
//! `fromPayload` in `src/js/rules.js` makes it a `ChessError` with those properties, as they
//! are: nothing is split or parsed on the way.

use crate::Bitboard;
use crate::notation::MoveInputError;
use crate::notation::fen::{FenError, FenSyntaxError};
use crate::prelude::*;
use crate::util::msg;
use crate::util::quote::quoted;
use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;

/// Builds the thrown payload: `{ code, message }`, and `article` when there is one.
pub fn js_error(code: &str, article: &str, message: &str) -> JsValue {
    let error = Object::new();
    set(&error, "code", &JsValue::from_str(code));
    set(&error, "message", &JsValue::from_str(message));
    if !article.is_empty() {
        set(&error, "article", &JsValue::from_str(article));
    }
    error.into()
}

/// Sets a property of a payload (on a plain object, which cannot refuse it).
pub fn set(object: &JsValue, name: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(name), value);
}

/// Sets `squares` on a payload as an array of square names, when there are any.
pub fn set_squares(object: &JsValue, squares: Bitboard) {
    if !squares.is_empty() {
        let names: js_sys::Array = squares.map(|s| JsValue::from_str(s.name())).collect();
        set(object, "squares", &names);
    }
}

/// One syntax problem of a FEN as `validateFen` lists it: `{ code, message, squares?, field?,
/// value?, rank?, count? }`, the parts its message is about as data
/// ([`FenSyntaxError`]: the field's name, its text, the rank, the count of fields or ranks), so
/// that a text in another language is filled in without reading the FEN again.
pub fn fen_syntax_problem(x: &FenSyntaxError) -> JsValue {
    let problem = js_error(x.kind.code(), "", &x.message);
    set_squares(&problem, x.squares);
    if let Some(field) = x.kind.field() {
        set(&problem, "field", &JsValue::from_str(field.name()));
    }
    if let Some(value) = &x.value {
        set(&problem, "value", &JsValue::from_str(value));
    }
    if let Some(rank) = x.rank() {
        set(&problem, "rank", &JsValue::from(f64::from(rank)));
    }
    if let Some(count) = x.count {
        set(&problem, "count", &JsValue::from(f64::from(count)));
    }
    problem
}

/// A FEN that does not parse or is not a legal position: `ERR_INVALID_FEN` with the first
/// problem's message; `validateFen` gives every problem with its own code.
pub fn fen_error(e: &FenError) -> JsValue {
    let (article, detail) = match e {
        FenError::Parse(p) => (
            "",
            p.errors.first().map(|x| (x.kind.code(), x.message.clone())),
        ),
        FenError::Position(p) => (
            p.problems.first().map_or("", |x| x.article()),
            p.problems
                .first()
                .map(|x| (x.code(), x.message().to_string())),
        ),
    };
    match detail {
        Some((code, message)) => js_error(
            "ERR_INVALID_FEN",
            article,
            &msg!("Invalid FEN: ", message, " (", code, ")"),
        ),
        None => js_error("ERR_INVALID_FEN", article, "Invalid FEN"),
    }
}

/// A move that could not be read or played.
pub fn move_error(e: &MoveInputError, text: &str) -> JsValue {
    // A king or pawn as the promotion piece: the message of `{ promotion: 'k' }`, which names
    // the letter, not the text.
    let message = match e {
        MoveInputError::PromotionPiece(c) => {
            crate::notation::uci::PromotionPieceError(String::from(*c)).message()
        }
        _ => {
            let [a, b] = e.message_parts();
            msg!(a, b, ": ", quoted(text))
        }
    };
    js_error(e.code(), e.article().unwrap_or(""), &message)
}

/// A wrong argument (type or range) from JS.
pub fn argument_error(message: &str) -> JsValue {
    js_error("ERR_INVALID_ARGUMENT", "", message)
}

/// A ply from JS for `goto` and `fenAt` (the main entry's `Game` and the variants'), checked
/// alike in both: not a whole number is `ERR_INVALID_ARGUMENT`; a negative one is
/// `ERR_PLY_OUT_OF_RANGE` with the message of [`crate::game::GameError::PlyOutOfRange`] (`last`
/// is the line's last ply); a large one saturates, for the game to refuse as out of range.
#[cfg(any(feature = "game", feature = "variants"))]
pub fn ply_arg(ply: f64, last: usize) -> Result<usize, JsValue> {
    if !ply.is_finite() || ply.fract() != 0.0 {
        return Err(argument_error("ply must be a whole number"));
    }
    if ply < 0.0 {
        // A whole number here; written as an integer (formatting an f64 would bring Rust's
        // float printing, 13 KB, into the wasm).
        let text = crate::game::GameError::ply_out_of_range_message(ply as i64, last);
        return Err(js_error("ERR_PLY_OUT_OF_RANGE", "", &text));
    }
    Ok(ply as usize)
}

/// A game operation that failed (`ERR_GAME_OVER`, `ERR_PLY_OUT_OF_RANGE`,
/// `ERR_CLAIM_NOT_ALLOWED`, `ERR_CLAIM_NEEDS_MOVE`, `ERR_INVALID_SNAPSHOT`, a FEN or a move
/// error); `text` is the move as given, for move errors.
#[cfg(any(feature = "game", feature = "arbiter"))]
pub fn game_error(e: &crate::game::GameError, text: &str) -> JsValue {
    use crate::game::GameError;
    match e {
        GameError::InvalidFen(f) => fen_error(f),
        GameError::Move(m) => move_error(m, text),
        _ => js_error(e.code(), e.article().unwrap_or(""), &e.to_string()),
    }
}

/// The properties of an `ERR_INVALID_PGN` error, the main entry's and the variants' alike:
/// `game` (1-based), `reason` (the cause's code), `line` and `column` (1-based) where the
/// error has a place, `ply` (1-based) and `san` for a move.
#[cfg(any(feature = "game", feature = "arbiter", feature = "variants"))]
pub fn set_pgn_fields(
    error: &JsValue,
    game: usize,
    reason: &str,
    place: Option<(usize, usize)>,
    played: Option<(usize, &str)>,
) {
    set(error, "game", &JsValue::from(game as f64));
    set(error, "reason", &JsValue::from_str(reason));
    if let Some((line, column)) = place {
        set(error, "line", &JsValue::from(line as f64));
        set(error, "column", &JsValue::from(column as f64));
    }
    if let Some((ply, san)) = played {
        set(error, "ply", &JsValue::from(ply as f64));
        set(error, "san", &JsValue::from_str(san));
    }
}

/// A game that could not be read from PGN: `ERR_INVALID_PGN`, with the properties `game`,
/// `line`, `column`, `reason`, and for a move `ply` and `san`.
#[cfg(any(feature = "game", feature = "arbiter"))]
pub fn pgn_error(e: &crate::game::pgn::LoadPgnError) -> JsValue {
    let error = js_error(
        e.code(),
        e.article().unwrap_or(""),
        &format!("Invalid PGN: {e}"),
    );
    let object = Object::from(error);
    let place = e.line.zip(e.column);
    set_pgn_fields(&object, e.game, e.reason(), place, e.ply_and_san());
    if let crate::game::pgn::LoadPgnErrorKind::Move { variation, .. } = &e.kind {
        // The variation's path: [[ply, index], ...], empty for the main line.
        let path = js_sys::Array::new();
        for &(ply, index) in variation.iter() {
            let step = js_sys::Array::new();
            step.push(&JsValue::from(ply as f64));
            step.push(&JsValue::from(index as f64));
            path.push(&step);
        }
        set(&object, "variation", &path);
    }
    object.into()
}
