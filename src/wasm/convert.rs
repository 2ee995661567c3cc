//! JS <-> core values: reading positions and writing moves in the compact text form the JS face
//! decodes (`src/js/api.js`, `decodeMoves`).
//!
//! A move list is `<mode>` (`s` standard, `9` Chess960) followed by moves separated by spaces,
//! each `<color><from><to><piece><captured|-><promotion|-><kind>[<rookFrom><rookTo>]<san>`,
//! where kind is `n` (normal), `b` (double step), `e` (en passant), `k`/`q` (castling, then the
//! rook's squares). `to` is where the moving piece lands (the king's square when castling).
//! One string crosses the boundary per call: measured faster than building JS objects in Rust.

use super::error::fen_error;
use crate::castling::CastlingMode;
use crate::moves::{CastlingSide, Move, MoveKind};
use crate::position::Position;
use crate::role::Role;
use crate::san;
use wasm_bindgen::JsValue;

/// The castling mode for `fen`: Chess960 when asked for, or when the castling field uses file
/// letters (Shredder-FEN / X-FEN such as `HAha`).
pub fn mode_for(fen: &str, chess960: bool) -> CastlingMode {
    let castling = fen.split_ascii_whitespace().nth(2).unwrap_or("");
    if chess960
        || castling
            .bytes()
            .any(|c| matches!(c, b'A'..=b'H' | b'a'..=b'h'))
    {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// Reads and validates a FEN (strictly, or relaxed for perft suites and editors).
pub fn position(fen: &str, chess960: bool, relaxed: bool) -> Result<Position, JsValue> {
    let mode = mode_for(fen, chess960);
    let result = if relaxed {
        Position::from_fen_relaxed(fen, mode)
    } else {
        Position::from_fen(fen, mode)
    };
    result.map_err(|e| fen_error(&e))
}

fn role_char(role: Option<Role>) -> char {
    role.map_or('-', Role::char)
}

/// Appends one move (legal in `pos`, `moves` all legal moves there) with its SAN.
pub fn push_move(out: &mut String, pos: &Position, m: &Move, moves: &[Move]) {
    out.push(pos.turn().char());
    out.push_str(m.from.name());
    out.push_str(m.king_to().name());
    out.push(m.role.char());
    out.push(role_char(m.capture));
    out.push(role_char(m.promotion));
    match (m.kind, m.castling_side()) {
        (MoveKind::Castle, Some(side)) => {
            out.push(if side == CastlingSide::KingSide {
                'k'
            } else {
                'q'
            });
            if let Some((from, to)) = m.rook_squares() {
                out.push_str(from.name());
                out.push_str(to.name());
            }
        }
        (MoveKind::DoubleStep, _) => out.push('b'),
        (MoveKind::EnPassant, _) => out.push('e'),
        _ => out.push('n'),
    }
    out.push_str(&san::to_san_plus_in(pos, m, moves));
}

/// The header of an encoded move list.
pub fn header(mode: CastlingMode) -> String {
    let mut out = String::with_capacity(1024);
    out.push(if mode == CastlingMode::Chess960 {
        '9'
    } else {
        's'
    });
    out
}

/// Encodes the legal moves of `pos` (those from `from` only, if given).
pub fn encode_moves(pos: &Position, only: &[Move], all: &[Move]) -> String {
    let mut out = header(pos.mode());
    for (i, m) in only.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        push_move(&mut out, pos, m, all);
    }
    out
}
