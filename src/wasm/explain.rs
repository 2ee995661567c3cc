//! Rulings (`crate::rulings`) for JS: why a move attempt is refused, and what makes a position
//! illegal. The messages are not made here: `src/js/api.js` loads them per language from
//! `src/js/rulings/` when asked.
//!
//! Rulings cross as plain objects, as errors do (`error.rs`): a legal move as
//! `{ move, chess960 }` (its move code, as `legalMoves` gives it, see `convert`), a refused one
//! as `{ code, article, squares, pieces, shapes, color }`, where `pieces` are the FEN letters of what
//! stands on each square (`-` for an empty one), so the messages can name the pieces, and
//! `shapes` the ruling's board shapes as chessground draws them (`{ orig, dest?, brush }`),
//! `color` the side to move (`w` or `b`).

use super::convert::{move_code, position, square_arg};
use super::error::{argument_error, move_error, set};
use crate::Board;
use crate::position::Position;
use crate::rulings::{Ruling, explain_dead, explain_move, explain_position, explain_text};
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

/// `{ code, article, squares, pieces }` (see the module docs).
fn ruling(code: &str, article: &str, board: &Board, squares: &[Square]) -> JsValue {
    let object = Object::new().into();
    set(&object, "code", &code.into());
    set(&object, "article", &article.into());
    let names: Array = squares.iter().map(|s| JsValue::from(s.name())).collect();
    set(&object, "squares", &names);
    let piece = |s: &Square| board.piece_at(*s).map_or('-', |p| p.char()).to_string();
    let pieces: Array = squares.iter().map(|s| JsValue::from(piece(s))).collect();
    set(&object, "pieces", &pieces);
    object
}

fn encode(pos: &Position, result: Result<Move, Ruling>) -> JsValue {
    match result {
        Ok(m) => {
            let object = Object::new().into();
            let code = move_code(pos, &m, &pos.legal_moves());
            set(&object, "move", &code.into());
            set(&object, "chess960", &pos.mode().is_chess960().into());
            object
        }
        Err(r) => {
            let object = ruling(r.code(), r.article, pos.board(), &r.squares);
            let shapes: Array = r
                .shapes
                .iter()
                .map(|s| {
                    let shape = Object::new().into();
                    set(&shape, "orig", &s.orig.name().into());
                    if let Some(dest) = s.dest {
                        set(&shape, "dest", &dest.name().into());
                    }
                    set(&shape, "brush", &s.brush.name().into());
                    shape
                })
                .collect();
            set(&object, "shapes", &shapes);
            // The side to move: the null move's text names it (a lesson's position may have no
            // king, whose square would tell it).
            let turn = JsValue::from_str(pos.turn().char().encode_utf8(&mut [0; 4]));
            set(&object, "color", &turn);
            object
        }
    }
}

/// The ruling on a move given as SAN or UCI text.
#[wasm_bindgen(js_name = explainMove)]
pub fn explain_move_text(fen: &str, text: &str, how: u8) -> Result<JsValue, JsValue> {
    let pos = position(fen, how)?;
    let result = explain_text(&pos, text).map_err(|e| move_error(&e, text))?;
    Ok(encode(&pos, result))
}

/// The ruling on a move given as squares; `promotion` is a role letter (`k` and `p` included,
/// so that the ruling can say they are not allowed).
#[wasm_bindgen(js_name = explainSquares)]
pub fn explain_squares(
    fen: &str,
    from: &str,
    to: &str,
    promotion: Option<String>,
    how: u8,
) -> Result<JsValue, JsValue> {
    let pos = position(fen, how)?;
    let (from, to) = (square_arg(from)?, square_arg(to)?);
    let promotion = match promotion.as_deref() {
        None | Some("") => None,
        Some(p) => {
            let mut chars = p.chars();
            match (chars.next().and_then(Role::from_char), chars.next()) {
                (Some(role), None) => Some(role),
                _ => return Err(argument_error("promotion must be one of q, r, b, n, k, p")),
            }
        }
    };
    Ok(encode(&pos, explain_move(&pos, from, to, promotion)))
}

/// The problems of an illegal position as `{ problems }`, each `{ code, article, squares,
/// pieces, color? }` (color `w` or `b`, [`crate::position::validate::ProblemKind::color`]);
/// a legal position has none, and `dead: { code, article }` when it is dead (the code starts
/// with `DEAD_`, see [`crate::adjudication::dead::DeadReason`]).
#[wasm_bindgen(js_name = explainPosition)]
pub fn explain_position_fen(fen: &str, how: u8) -> Result<JsValue, JsValue> {
    let (setup, mode) = crate::notation::fen::read_setup(fen, super::convert::reading(how).0)
        .map_err(|e| super::error::fen_error(&crate::notation::fen::FenError::Parse(e)))?;
    let out = Object::new().into();
    let problems: Array = explain_position(&setup, mode)
        .iter()
        .map(|p| {
            let squares = crate::Bitboard::to_vec(p.squares);
            let problem = ruling(p.code(), p.article(), &setup.board, &squares);
            if let Some(color) = p.kind.color() {
                set(&problem, "color", &color.char().to_string().into());
            }
            problem
        })
        .collect();
    if problems.length() == 0 {
        if let Some(reason) = explain_dead(&setup, mode) {
            let dead = Object::new().into();
            set(&dead, "code", &reason.code().into());
            set(&dead, "article", &reason.article().into());
            set(&out, "dead", &dead);
        }
    }
    set(&out, "problems", &problems);
    Ok(out)
}
