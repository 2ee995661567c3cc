//! JS <-> core values: reading positions, and writing moves as the compact codes the JS face
//! decodes (`src/js/rules.js`, `decodeCode`).
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
//! What a code implies beyond its fields is asked of the core too, once per shape: the side of a
//! castling and its rook's landing square, and the square of the pawn taken en passant
//! ([`move_squares`]); the JS face computes no square.
//!
//! Every field is computed by the core: the SAN's disambiguation and suffix come from one
//! [`SanPlus`] ([`SanPlus::from_move`]); this file only packs them ([`pack`]). The JS face
//! prints SAN and UCI from these fields with string tables, so no text is made here and none
//! crosses the boundary. The codes are the one wire format for moves, in two ways across:
//! - `legalMoves` writes the codes of a position into [`codes_ptr`]'s buffer in wasm memory
//!   and returns their count; the JS face reads them through a `Uint32Array` view (no copy, no
//!   allocation);
//! - the `Game` class returns one code (a number) for a move played, undone or redone, and a
//!   `Uint32Array` for a list; its castling mode is asked once (`RawGame.chess960`).
//!
//! Measured in Node against one text string per list (SAN and UCI written in Rust, sliced in
//! JS; 1.8x slower) and serde-wasm-bindgen objects (14x slower): see the README's Benchmarks.
//! `tests/wasm_codes.rs` checks every field against the core.

use super::error::fen_error;
use crate::notation::san::{San, SanList, SanPlus, Suffix};
use crate::position::Position;
use crate::types::color::Color;
use crate::types::moves::{CastlingSide, Move, MoveKind};
use crate::types::role::Role;
use core::cell::UnsafeCell;
use wasm_bindgen::JsValue;

/// How a FEN from JS is read, packed in one number by `fenHow` (`src/js/rules.js`, the one
/// place the JS face reads `chess960`, `relaxed` and `lesson`): bit 0 relaxed, bit 1 lesson (a
/// side may have no king; it wins over relaxed, [`Position::from_setup_lesson`]), bit 2 set
/// when the castling mode is given, bit 3 that mode (Chess960 when set). Every export over a
/// FEN reads it here ([`position`]): one `u8` crosses where an `Option<bool>` and a level did.
pub fn reading(how: u8) -> (Option<bool>, crate::position::validate::Validation) {
    use crate::position::validate::Validation;
    let level = match how & 3 {
        0 => Validation::Strict,
        1 => Validation::Relaxed,
        _ => Validation::Lesson,
    };
    ((how & 4 != 0).then_some(how & 8 != 0), level)
}

/// The position of a FEN as [`crate::notation::fen::read_in`] reads and validates it as `how`
/// asks ([`reading`]), its error as the JS payload (`ERR_INVALID_FEN`).
pub fn position(fen: &str, how: u8) -> Result<Position, JsValue> {
    let (chess960, level) = reading(how);
    crate::notation::fen::read_in(fen, chess960, level).map_err(|e| fen_error(&e))
}

/// `how` ([`reading`]) without the lesson bit, for what reads no lesson position (a `Game`,
/// `canWin`: their options have no `lesson`, and `relaxed` is read as given).
pub const NO_LESSON: u8 = !2;

/// A color letter from JS (`w` or `b`, checked there), or an argument error.
pub fn color_arg(c: &str) -> Result<Color, JsValue> {
    let mut chars = c.chars();
    match (chars.next().and_then(Color::from_char), chars.next()) {
        (Some(color), None) => Ok(color),
        _ => Err(super::error::argument_error("color must be 'w' or 'b'")),
    }
}

/// The moves of `all` from the square of index `square` (0 to 63), or `None` when `square`
/// names none (negative: no filter, as the JS face passes it).
pub fn only_from(all: &[Move], square: i32) -> Option<crate::types::moves::MoveList> {
    let sq = u32::try_from(square)
        .ok()
        .and_then(crate::types::square::Square::new)?;
    Some(all.iter().filter(|m| m.from == sq).copied().collect())
}

const fn role_code(role: Role) -> u32 {
    role as u32 + 1
}

/// Packs `m`, played by `color`, with its SAN `san` into a code (see the module docs): the
/// fields only, every one computed by the core ([`SanPlus::from_move`]).
#[inline]
pub fn pack(m: &Move, color: Color, san: &SanPlus) -> u32 {
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
        if let (San::Normal { file, rank, .. }, false) = (san.san, m.role == Role::Pawn) {
            c |= (file.is_some() as u32 | (rank.is_some() as u32) << 1) << 23;
        }
    }
    c |= match san.suffix {
        None => 0,
        Some(Suffix::Check) => 1,
        Some(Suffix::Checkmate) => 2,
    } << 25;
    if color == Color::Black {
        c |= 1 << 27;
    }
    c
}

/// The code of `m`, legal in `pos`, where `moves` are all the legal moves (see the module docs).
pub fn move_code(pos: &Position, m: &Move, moves: &[Move]) -> u32 {
    pack(m, pos.turn(), &SanPlus::from_move(pos, m, moves))
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
    for (slot, code) in buf.iter_mut().zip(list_codes(pos, &only[..n], all)) {
        *slot = code;
    }
    (n as u32) << 1 | pos.mode().is_chess960() as u32
}

/// The codes of `only` (legal moves of `pos`; `all` are all of them), each equal to
/// [`move_code`]: what the list's moves share ([`SanList`]: the targets two moves share, the
/// squares that can matter for a check) is found once for the list, not per move (20 % of
/// legalMoves' time went to looking through the list per move, and a quarter of the rest to
/// asking every move whether it gives check).
fn list_codes<'a>(
    pos: &'a Position,
    only: &'a [Move],
    all: &'a [Move],
) -> impl Iterator<Item = u32> + 'a {
    let list = SanList::of(pos, all);
    only.iter()
        .map(move |m| pack(m, pos.turn(), &list.san_plus(pos, m, all)))
}

/// The squares a castling or en-passant code implies, from the core's rules: for castling
/// (kind 3) the rook's landing square ([`Move::rook_to`]: the f or d file of the king's rank,
/// Art. 3.8.2.1) in bits 0-5 and bit 6 set for the king side ([`Move::castling_side`]); for
/// en passant (kind 2) the captured pawn's square ([`Move::capture_square`], Art. 3.7.4.1) in
/// bits 0-5. Any other code gives 64 (no square). The JS face asks once per castling or
/// en-passant move shape (`moveSquares` in src/js/rules.js, which keeps the answers), so the
/// codes keep their 28 bits and the other moves cost nothing.
pub fn move_squares(code: u32) -> u32 {
    let square = |shift: u32| crate::types::square::Square::from_index_masked(code >> shift & 63);
    let (from, to) = (square(0), square(6));
    let m = match code >> 21 & 3 {
        3 => Move {
            kind: MoveKind::Castle,
            role: Role::King,
            from,
            to: square(15),
            capture: None,
            promotion: None,
        },
        2 => Move {
            kind: MoveKind::EnPassant,
            role: Role::Pawn,
            from,
            to,
            capture: Some(Role::Pawn),
            promotion: None,
        },
        _ => return 64,
    };
    match (m.rook_to(), m.castling_side(), m.capture_square()) {
        (Some(rook_to), Some(side), _) => {
            rook_to.index() | u32::from(side == CastlingSide::KingSide) << 6
        }
        (None, _, Some(captured)) => captured.index(),
        _ => 64,
    }
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

/// The code of a move of a game's line (or of a null move), played in `pos`.
#[cfg(any(feature = "game", feature = "arbiter"))]
pub fn played_code(pos: &Position, played: &crate::game::PlayedMove) -> u32 {
    match (&played.mv, &played.san_plus) {
        (Some(m), Some(san)) => pack(m, played.color, san),
        _ => null_code(pos),
    }
}

/// The codes of `only` (legal moves of `pos`; `all` are all of them), for a `Uint32Array`.
#[cfg(any(feature = "game", feature = "arbiter"))]
pub fn codes(pos: &Position, only: &[Move], all: &[Move]) -> Vec<u32> {
    list_codes(pos, only, all).collect()
}

/// Destinations as a JS `Map` of square name to an array of square names, origins from a1 to
/// h8, each list in the same order; squares without a destination are left out.
pub fn dests_map(dests: &crate::ui::Dests) -> js_sys::Map {
    let map = js_sys::Map::new();
    for sq in crate::types::square::Square::all() {
        let d = dests[sq.idx()];
        if d.nonempty() {
            let targets: js_sys::Array = d.map(|t| JsValue::from_str(t.name())).collect();
            map.set(&JsValue::from_str(sq.name()), &targets);
        }
    }
    map
}

/// A square name from the JS face (checked there), or an argument error.
pub fn square_arg(name: &str) -> Result<crate::types::square::Square, JsValue> {
    name.parse()
        .map_err(|_| super::error::argument_error("square must be a square name from a1 to h8"))
}
