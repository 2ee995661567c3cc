//! Rulings (`crate::rulings`) for JS: why a move attempt is refused, and what makes a position
//! illegal. The messages are not made here: `src/js/api.js` loads them per language from
//! `src/js/rulings/` when asked.
//!
//! A move ruling crosses as `L \u{1f} code \u{1f} mode` for a legal move (its move code, as
//! `legalMoves` gives it, see `convert`; `mode` 1 in Chess960, else 0), or
//! `R \u{1f} code \u{1f} article \u{1f} squares \u{1f} pieces \u{1f} shapes`, where `squares` are
//! the deciding squares joined by commas, `pieces` the FEN letter of what stands on each of them
//! (`-` for an empty square), so the messages can name the pieces, and `shapes` the ruling's
//! board shapes (see `shapes`).

use super::convert::{move_code, position_in};
use super::error::{argument_error, fen_error, move_error};
use crate::notation::fen::FenError;
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::rulings::{Ruling, explain_dead, explain_move, explain_position, explain_text};
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;
use crate::{Bitboard, Board};
use wasm_bindgen::prelude::*;

const SEP: char = '\u{1f}';

fn squares_and_pieces(board: &Board, squares: &[Square]) -> String {
    let names: Vec<&str> = squares.iter().map(|s| s.name()).collect();
    let pieces: Vec<String> = squares
        .iter()
        .map(|s| board.piece_at(*s).map_or('-', |p| p.char()).to_string())
        .collect();
    format!("{}{SEP}{}", names.join(","), pieces.join(","))
}

/// The ruling's shapes as `orig[dest]:brush` joined by commas (`d8e8:red,d7:yellow`).
fn shapes(r: &Ruling) -> String {
    let list: Vec<String> = r
        .shapes
        .iter()
        .map(|s| {
            let dest = s.dest.map_or("", |d| d.name());
            format!("{}{dest}:{}", s.orig.name(), s.brush.name())
        })
        .collect();
    list.join(",")
}

fn encode(pos: &Position, result: Result<Move, Ruling>) -> String {
    match result {
        Ok(m) => format!(
            "L{SEP}{}{SEP}{}",
            move_code(pos, &m, &pos.legal_moves()),
            u8::from(pos.mode() == CastlingMode::Chess960)
        ),
        Err(r) => format!(
            "R{SEP}{}{SEP}{}{SEP}{}{SEP}{}",
            r.code(),
            r.article,
            squares_and_pieces(pos.board(), &r.squares),
            shapes(&r)
        ),
    }
}

/// The ruling on a move given as SAN or UCI text.
#[wasm_bindgen(js_name = explainMove)]
pub fn explain_move_text(
    fen: &str,
    text: &str,
    chess960: Option<bool>,
    level: u8,
) -> Result<String, JsValue> {
    let pos = position_in(fen, chess960, level)?;
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
    chess960: Option<bool>,
    level: u8,
) -> Result<String, JsValue> {
    let pos = position_in(fen, chess960, level)?;
    let square = |s: &str| {
        s.parse::<Square>()
            .map_err(|_| argument_error("squares must be square names from a1 to h8"))
    };
    let (from, to) = (square(from)?, square(to)?);
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

/// The problems of an illegal position, one line each:
/// `code \u{1f} article \u{1f} squares \u{1f} pieces \u{1f} color` (color `w`, `b` or empty);
/// for a legal position, one line `code \u{1f} article` when it is dead (the code starts with
/// `DEAD_`, see [`crate::adjudication::dead::DeadReason`]), else nothing.
#[wasm_bindgen(js_name = explainPosition)]
pub fn explain_position_fen(fen: &str, chess960: Option<bool>) -> Result<String, JsValue> {
    let (setup, mode) = crate::notation::fen::read_setup(fen, chess960)
        .map_err(|e| fen_error(&FenError::Parse(e)))?;
    let mut out = String::new();
    for p in explain_position(&setup, mode) {
        use crate::position::validate::ProblemKind;
        let color = match p.kind {
            ProblemKind::Kings(c) | ProblemKind::CastlingRights(c) | ProblemKind::PieceCount(c) => {
                c.char().to_string()
            }
            _ => String::new(),
        };
        let squares: Vec<Square> = Bitboard::to_vec(p.squares);
        out.push_str(&format!(
            "{}{SEP}{}{SEP}{}{SEP}{color}\n",
            p.code(),
            p.article(),
            squares_and_pieces(&setup.board, &squares)
        ));
    }
    if out.is_empty() {
        if let Some(reason) = explain_dead(&setup, mode) {
            out = format!("{}{SEP}{}\n", reason.code(), reason.article());
        }
    }
    Ok(out)
}
