//! JS <-> core values: reading positions, and writing moves as the compact codes the JS face
//! decodes (`src/js/api.js`, `decodeCode`).
//!
//! A move is one 28-bit code (a small integer in JS):
//!
//! | bits  | what                                                                           |
//! | ----- | ------------------------------------------------------------------------------ |
//! | 0-5   | `from` (0 = a1 .. 63 = h8)                                                     |
//! | 6-11  | `to`: where the moving piece lands (the king's square when castling)           |
//! | 12-14 | the piece, 1 to 6 = p n b r q k                                                |
//! | 15-17 | the captured piece, 0 = none (a pawn for en passant)                           |
//! | 18-20 | the promotion piece, 0 = none                                                  |
//! | 15-20 | when castling: the rook's square instead (captured and promotion are empty)    |
//! | 21-22 | kind: 0 normal, 1 double step, 2 en passant, 3 castling                        |
//! | 23-24 | SAN disambiguation: 0 none, 1 origin file, 2 origin rank, 3 both               |
//! | 25-26 | SAN suffix: 0 none, 1 check `+`, 2 checkmate `#`                               |
//! | 27    | color: 0 white, 1 black                                                        |
//!
//! A null move (`--`, UCI `0000`; only in a `Game`'s line, never among the legal moves) is the
//! one code of a kind other than castling whose `from` equals its `to` (a Chess960 castling can
//! leave the king on its square): both are the square of the king of the side that passed, the
//! piece is 6 (k), the kind 0, the color bit is set as for a move, every other field is 0.
//!
//! The JS face writes SAN and UCI from these fields with string tables, so no text is made
//! here and none crosses the boundary. Two ways across:
//! - `legalMoves` writes the codes of a position into [`codes_ptr`]'s buffer in wasm memory
//!   and returns their count; the JS face reads them through a `Uint32Array` view (no copy, no
//!   allocation);
//! - everything else (the `Game` class) returns a string: a mode character (`s` standard, `9`
//!   Chess960), then 5 characters per move, 6 bits of the code each (low bits first), as the
//!   character `'0' + bits` (ASCII `0` to `o`); spaces between moves are allowed and skipped.
//!
//! Measured in Node against one text string per list (SAN and UCI written in Rust, sliced in
//! JS; 1.8x slower) and serde-wasm-bindgen objects (14x slower): see the README's Benchmarks.
//! `tests/wasm_codes.rs` checks every field against the core.

use super::error::fen_error;
use crate::attacks;
use crate::castling::CastlingMode;
use crate::color::Color;
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::role::Role;
use crate::san::{Suffix, suffix_after};
use core::cell::UnsafeCell;
use wasm_bindgen::JsValue;

/// The position of a FEN as [`crate::fen::read`] reads and validates it (in the castling mode
/// `chess960` asks for, or the one the FEN needs when it is `None`), its error as the JS payload
/// (`ERR_INVALID_FEN`).
pub fn position(fen: &str, chess960: Option<bool>, relaxed: bool) -> Result<Position, JsValue> {
    crate::fen::read(fen, chess960, relaxed).map_err(|e| fen_error(&e))
}

const fn role_code(role: Role) -> u32 {
    role as u32 + 1
}

/// True when `m` (legal in `pos`) leaves the opponent's king attacked: by the moved piece (or
/// the castled rook) from its new square, or by a rook, bishop or queen it uncovers. The board
/// after the move is not built: only its occupied squares.
fn gives_check(pos: &Position, m: &Move) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(us.other()) else {
        return false;
    };
    let from = crate::Bitboard::from_square(m.from);
    let (piece_sq, role, occupied) = match m.kind {
        MoveKind::Castle => {
            let side = crate::moves::CastlingSide::of(m.from, m.to);
            let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
            let occ = (board.occupied() - from - crate::Bitboard::from_square(m.to))
                | crate::Bitboard::from_square(king_to)
                | crate::Bitboard::from_square(rook_to);
            (rook_to, Role::Rook, occ)
        }
        MoveKind::EnPassant => {
            let taken = crate::Square::from_coords(m.to.file(), m.from.rank());
            let occ = (board.occupied() - from - crate::Bitboard::from_square(taken))
                | crate::Bitboard::from_square(m.to);
            (m.to, Role::Pawn, occ)
        }
        _ => (
            m.to,
            m.promotion.unwrap_or(m.role),
            (board.occupied() - from) | crate::Bitboard::from_square(m.to),
        ),
    };
    let direct = match role {
        Role::Pawn => attacks::pawn_attacks(us, piece_sq),
        Role::Knight => attacks::knight_attacks(piece_sq),
        Role::Bishop => attacks::bishop_attacks(piece_sq, occupied),
        Role::Rook => attacks::rook_attacks(piece_sq, occupied),
        Role::Queen => attacks::queen_attacks(piece_sq, occupied),
        Role::King => crate::Bitboard::EMPTY,
    };
    if direct.contains(king) {
        return true;
    }
    // Uncovered lines: our sliders other than the one that moved (and, when castling, the
    // rook that moved is counted above from its new square).
    let ours = board.by_color(us) - from - crate::Bitboard::from_square(m.to);
    let rooks = ours & board.rooks_and_queens();
    let bishops = ours & board.bishops_and_queens();
    (attacks::rook_attacks(king, occupied) & rooks).nonempty()
        || (attacks::bishop_attacks(king, occupied) & bishops).nonempty()
}

/// `+` or `#` after `m`, if any (the same as [`suffix_after`], which only runs for checks).
fn suffix(pos: &Position, m: &Move) -> u32 {
    if !gives_check(pos, m) {
        return 0;
    }
    match suffix_after(pos, m) {
        None => 0,
        Some(Suffix::Check) => 1,
        Some(Suffix::Checkmate) => 2,
    }
}

/// SAN disambiguation of `m` among `moves` (all legal moves of its position): 0 none, 1 the
/// origin file, 2 the origin rank, 3 both (FIDE Appendix C; as `san::write_san`).
fn disambiguation(m: &Move, moves: &[Move]) -> u32 {
    if matches!(m.role, Role::Pawn | Role::King) {
        return 0;
    }
    let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
    for o in moves {
        if o.to == m.to && o.role == m.role && o.from != m.from && o.kind != MoveKind::Castle {
            rivals = true;
            same_file |= o.from.file() == m.from.file();
            same_rank |= o.from.rank() == m.from.rank();
        }
    }
    match (rivals, same_file, same_rank) {
        (false, _, _) => 0,
        (true, false, _) => 1,
        (true, true, false) => 2,
        (true, true, true) => 3,
    }
}

/// The code of `m`, legal in `pos`, where `moves` are all the legal moves (see the module docs).
pub fn move_code(pos: &Position, m: &Move, moves: &[Move]) -> u32 {
    let mut c = m.from.index() | m.king_to().index() << 6 | role_code(m.role) << 12;
    c |= match m.kind {
        MoveKind::Normal => 0,
        MoveKind::DoubleStep => 1,
        MoveKind::EnPassant => 2,
        MoveKind::Castle => 3,
    } << 21;
    if m.kind == MoveKind::Castle {
        c |= m.to.index() << 15;
    } else {
        c |= m.capture.map_or(0, role_code) << 15 | m.promotion.map_or(0, role_code) << 18;
        c |= disambiguation(m, moves) << 23;
    }
    c |= suffix(pos, m) << 25;
    if pos.turn() == Color::Black {
        c |= 1 << 27;
    }
    c
}

/// The buffer `legalMoves` writes its codes to: room for a whole [`crate::MoveList`].
struct Codes(UnsafeCell<[u32; 512]>);
// SAFETY: wasm32 without threads: one caller at a time; the JS face reads the codes right after
// the call that wrote them, before any other call into the module.
unsafe impl Sync for Codes {}
static CODES: Codes = Codes(UnsafeCell::new([0; 512]));

/// The address of the codes buffer in wasm memory (for the JS face's `Uint32Array` view).
pub fn codes_ptr() -> u32 {
    CODES.0.get() as u32
}

/// Writes the codes of `only` (legal moves of `pos`; `all` are all of them) to the buffer and
/// returns their count, times 2, plus 1 in Chess960 mode.
pub fn write_codes(pos: &Position, only: &[Move], all: &[Move]) -> u32 {
    // SAFETY: see `Codes`; no reference to the buffer outlives this function.
    let buf = unsafe { &mut *CODES.0.get() };
    let n = only.len().min(buf.len());
    for (slot, m) in buf.iter_mut().zip(&only[..n]) {
        *slot = move_code(pos, m, all);
    }
    (n as u32) << 1 | pos.mode().is_chess960() as u32
}

/// The code of a null move in `pos` (see the module docs).
pub fn null_code(pos: &Position) -> u32 {
    let king = pos.king_of(pos.turn()).index();
    let mut c = king | king << 6 | role_code(Role::King) << 12;
    if pos.turn() == Color::Black {
        c |= 1 << 27;
    }
    c
}

/// Appends one code to an encoded string.
fn push_code(out: &mut String, c: u32) {
    for i in 0..5 {
        out.push(char::from(b'0' + ((c >> (6 * i)) & 63) as u8));
    }
}

/// Appends one move (legal in `pos`, `moves` all legal moves there) to an encoded string.
pub fn push_move(out: &mut String, pos: &Position, m: &Move, moves: &[Move]) {
    push_code(out, move_code(pos, m, moves));
}

/// Appends a move played in `pos`, or a null move (`None`), to an encoded string.
pub fn push_played(out: &mut String, pos: &Position, m: Option<&Move>) {
    match m {
        Some(m) => push_move(out, pos, m, &pos.legal_moves()),
        None => push_code(out, null_code(pos)),
    }
}

/// The header of an encoded move string.
pub fn header(mode: CastlingMode) -> String {
    let mut out = String::with_capacity(64);
    out.push(if mode == CastlingMode::Chess960 {
        '9'
    } else {
        's'
    });
    out
}

/// Encodes the legal moves of `pos` (those from `from` only, if given) as a string.
pub fn encode_moves(pos: &Position, only: &[Move], all: &[Move]) -> String {
    let mut out = header(pos.mode());
    out.reserve(5 * only.len());
    for m in only {
        push_move(&mut out, pos, m, all);
    }
    out
}
