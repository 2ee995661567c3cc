//! Exports for `chess-arbiter/compat` (the chess.js-shaped entry, `src/js/compat.js`): the
//! Zobrist key, board editing and attackers over a FEN that may not be a legal position
//! (chess.js's `skipValidation`, `put`, `remove`, `clear`). Each reads the FEN's syntax only
//! ([`Setup::from_fen`]), calls the core ([`crate::position::zobrist`], [`crate::position::edit`]) and writes the
//! result back. Squares cross as indices (0 = a1 .. 63 = h8), colors as `w` / `b`.

use super::convert::{color_arg, only_from, position};
use super::error::{argument_error, fen_error};
use crate::notation::fen::{self, FenError};
use crate::position::castling::CastlingMode;
use crate::position::edit;
use crate::position::setup::Setup;
use crate::position::zobrist;
use crate::types::role::Piece;
use crate::types::square::Square;
use wasm_bindgen::prelude::*;

fn setup(fen: &str) -> Result<Setup, JsValue> {
    Setup::from_fen(fen).map_err(|e| fen_error(&FenError::Parse(e)))
}

fn square(i: u32) -> Result<Square, JsValue> {
    Square::new(i).ok_or_else(|| argument_error(&format!("square index {i} is not 0 to 63")))
}

fn mode(fen: &str, setup: &Setup, chess960: Option<bool>) -> CastlingMode {
    CastlingMode::of(fen, setup, chess960)
}

/// The Zobrist key of the position of `fen` (syntax checked only), 16 hex digits.
#[wasm_bindgen(js_name = compatHash)]
pub fn compat_hash(fen: &str) -> Result<String, JsValue> {
    Ok(format!("{:016x}", zobrist::hash(&setup(fen)?)))
}

/// The board of `fen` as 64 FEN piece letters, a1 first, `.` for an empty square.
#[wasm_bindgen(js_name = compatBoard)]
pub fn compat_board(fen: &str) -> Result<String, JsValue> {
    Ok(fen::board_letters(&setup(fen)?.board))
}

/// `fen` as the FEN the editing functions write (castling rights and the en-passant square
/// that do not fit the board dropped).
#[wasm_bindgen(js_name = compatTidy)]
pub fn compat_tidy(fen: &str, chess960: Option<bool>) -> Result<String, JsValue> {
    let mut s = setup(fen)?;
    let m = mode(fen, &s, chess960);
    edit::tidy(&mut s, m);
    Ok(fen::write_edited(&s, m))
}

/// The FEN after putting `piece` (a FEN letter) on `sq`, or `undefined` when refused (a second
/// king of a color).
#[wasm_bindgen(js_name = compatPut)]
pub fn compat_put(
    fen: &str,
    sq: u32,
    piece: &str,
    chess960: Option<bool>,
) -> Result<Option<String>, JsValue> {
    let mut s = setup(fen)?;
    let m = mode(fen, &s, chess960);
    let mut chars = piece.chars();
    let p = match (chars.next().and_then(Piece::from_char), chars.next()) {
        (Some(p), None) => p,
        _ => return Err(argument_error("piece must be one FEN piece letter")),
    };
    Ok(edit::put(&mut s, square(sq)?, p, m).then(|| fen::write_edited(&s, m)))
}

/// The FEN after removing the piece on `sq`.
#[wasm_bindgen(js_name = compatRemove)]
pub fn compat_remove(fen: &str, sq: u32, chess960: Option<bool>) -> Result<String, JsValue> {
    let mut s = setup(fen)?;
    let m = mode(fen, &s, chess960);
    edit::remove(&mut s, square(sq)?, m);
    Ok(fen::write_edited(&s, m))
}

/// The castling rights of `color` in `fen`: 1 king side, 2 queen side.
#[wasm_bindgen(js_name = compatCastling)]
pub fn compat_castling(fen: &str, side: &str) -> Result<u8, JsValue> {
    let (k, q) = edit::castling_sides(&setup(fen)?, color_arg(side)?);
    Ok(u8::from(k) | (u8::from(q) << 1))
}

/// Sets the castling rights of `color` (`undefined` leaves a side as it is). Returns
/// `[ok, fen]`: whether the rights asked for are the rights now, and the FEN.
#[wasm_bindgen(js_name = compatSetCastling)]
pub fn compat_set_castling(
    fen: &str,
    side: &str,
    king_side: Option<bool>,
    queen_side: Option<bool>,
    chess960: Option<bool>,
) -> Result<js_sys::Array, JsValue> {
    let mut s = setup(fen)?;
    let m = mode(fen, &s, chess960);
    let ok = edit::set_castling(&mut s, color_arg(side)?, king_side, queen_side, m);
    Ok(js_sys::Array::of2(
        &ok.into(),
        &fen::write_edited(&s, m).into(),
    ))
}

/// Whether square `sq` (an index) is dark ([`Square::is_dark`]): chess.js's `squareColor`.
#[wasm_bindgen(js_name = compatIsDark)]
pub fn compat_is_dark(sq: u32) -> Result<bool, JsValue> {
    Ok(square(sq)?.is_dark())
}

/// The code of the first of chess.js's own FEN shape rules `fen` breaks (six fields, a fullmove
/// number from 1: [`fen::chess_js_shape`]), or `undefined`.
#[wasm_bindgen(js_name = compatFenShape)]
pub fn compat_fen_shape(fen: &str) -> Option<String> {
    fen::chess_js_shape(fen).err().map(|e| e.code().to_string())
}

/// `fen` completed as chess.js's `load` completes a FEN of two to five fields
/// ([`fen::chess_js_padded`]).
#[wasm_bindgen(js_name = compatPadFen)]
pub fn compat_pad_fen(fen: &str) -> String {
    fen::chess_js_padded(fen)
}

/// chess.js's `fen({ forceEnpassantSquare: true })` of a game's FEN `fen` (the core's): after a
/// pawn's double step to square `to` (an index), with [`edit::chess_js_ep_square`] or `-`; at
/// the game's start (`to` negative), with the en-passant field of `start`, the FEN the game was
/// loaded from, as written ([`fen::chess_js_ep_field`]).
#[wasm_bindgen(js_name = compatForcedEp)]
pub fn compat_forced_ep(fen: &str, start: &str, to: i32) -> Result<String, JsValue> {
    let ep = match u32::try_from(to) {
        Ok(to) => edit::chess_js_ep_square(&setup(fen)?, square(to)?).map_or("-", Square::name),
        Err(_) => fen::chess_js_ep_field(start).unwrap_or(""),
    };
    Ok(fen::with_ep_field(fen, ep))
}

/// Whether the halfmove clock of `fen` (syntax checked only) is at least 100
/// ([`Setup::is_fifty_moves`]): chess.js's `isDrawByFiftyMoves`; false for a FEN that does not read.
#[wasm_bindgen(js_name = compatFiftyMoves)]
pub fn compat_fifty_moves(fen: &str) -> bool {
    Setup::from_fen(fen).is_ok_and(|s| s.is_fifty_moves())
}

/// The FEN after giving the move to `color` ([`edit::set_turn`]).
#[wasm_bindgen(js_name = compatSetTurn)]
pub fn compat_set_turn(fen: &str, color: &str, chess960: Option<bool>) -> Result<String, JsValue> {
    let mut s = setup(fen)?;
    let m = mode(fen, &s, chess960);
    edit::set_turn(&mut s, color_arg(color)?, m);
    Ok(fen::write_edited(&s, m))
}

/// False when the en-passant square of `fen` is on the wrong rank for the side to move
/// ([`crate::position::validate::ep_rank_fits`]); true without one, and for a FEN whose syntax
/// does not read (its problems are the FEN checks' to name).
#[wasm_bindgen(js_name = compatEpRankFits)]
pub fn compat_ep_rank_fits(fen: &str) -> bool {
    Setup::from_fen(fen).map_or(true, |s| {
        s.ep_square
            .is_none_or(|ep| crate::position::validate::ep_rank_fits(s.turn, ep))
    })
}

/// The squares (indices) of the pieces of `by` that attack `sq` in `fen`.
#[wasm_bindgen(js_name = compatAttackers)]
pub fn compat_attackers(fen: &str, sq: u32, by: &str) -> Result<Vec<u8>, JsValue> {
    let s = setup(fen)?;
    Ok(edit::attackers(&s, square(sq)?, color_arg(by)?)
        .map(|q| q.idx() as u8)
        .collect())
}

/// The FEN after each legal move of `fen` (of the piece on `square` only, when it is 0 to 63),
/// one a line, in the order `legalMoves` gives the moves: chess.js's `after` of
/// `moves({ verbose: true })` in one call.
#[wasm_bindgen(js_name = compatAfterFens)]
pub fn compat_after_fens(fen: &str, how: u8, square: i32) -> Result<String, JsValue> {
    let pos = position(fen, how)?;
    let all = pos.legal_moves();
    let only = only_from(&all, square);
    let after: Vec<String> = only
        .as_deref()
        .unwrap_or(&all)
        .iter()
        .map(|m| pos.play_unchecked(m).fen())
        .collect();
    Ok(after.join("\n"))
}

/// The legal moves of `fen` (of the piece on `square` only, when it is 0 to 63) in chess.js's
/// order ([`crate::ui::chess_js_order`]): their places in the order `legalMoves` gives them.
#[wasm_bindgen(js_name = compatMoveOrder)]
pub fn compat_move_order(fen: &str, how: u8, square: i32) -> Result<Vec<u16>, JsValue> {
    let pos = position(fen, how)?;
    let all = pos.legal_moves();
    let only = only_from(&all, square);
    Ok(crate::ui::chess_js_order(
        only.as_deref().unwrap_or(&all),
        pos.turn(),
    ))
}

/// chess.js's `pgn()` text ([`crate::pgn::write_chess_js`]): `tags` as name, value, name, value,
/// ...; `moves` the line's SAN from `start` (the FEN of its first position: its move number and
/// side to move); the comments by position (`comment_at[i]`: after that many moves) with their
/// texts; the result; `max_width` (0: one line) and `newline`.
#[allow(clippy::too_many_arguments)]
#[wasm_bindgen(js_name = compatPgn)]
pub fn compat_pgn(
    tags: Vec<String>,
    moves: Vec<String>,
    comment_at: Vec<u32>,
    comment_text: Vec<String>,
    start: &str,
    result: &str,
    max_width: f64,
    newline: &str,
) -> String {
    let tags: Vec<(String, String)> = tags
        .chunks_exact(2)
        .map(|pair| (pair[0].clone(), pair[1].clone()))
        .collect();
    let comments: Vec<(usize, String)> = comment_at
        .iter()
        .map(|&i| i as usize)
        .zip(comment_text)
        .collect();
    let (first_number, black_first) = crate::pgn::chess_js_start(start);
    crate::pgn::write_chess_js(&crate::pgn::ChessJsPgn {
        tags: &tags,
        moves: &moves,
        comments: &comments,
        first_number,
        black_first,
        result,
        max_width,
        newline,
    })
}
