//! Reading a move the way a user gives it: SAN (lenient or strict), UCI, long algebraic
//! notation (lenient only, [`crate::notation::lan`]), or origin and target squares with an optional
//! promotion piece; and the null move.
//!
//! # Null moves
//! A null move passes the turn: the other side is to move, the en-passant square is cleared,
//! the halfmove clock goes up by one and the fullmove number goes on as after any move
//! ([`Position::null_move`]). Score sheets of analysis and databases (ChessBase, TWIC,
//! python-chess, chess.js) write it `--`; `Z0` and UCI's `0000` are read too
//! ([`is_null_move`]). It is no move under the Laws (Art. 1.2: the players move alternately):
//! never among the legal moves, refused in check ([`MoveInputError::NullMoveInCheck`], Art.
//! 3.9.2) and refused when strict reading is asked for ([`MoveInputError::NullMove`]).

pub mod fen;
pub mod lan;
pub mod local_san;
pub(crate) mod move_text;
pub mod san;
pub mod uci;

use crate::notation::san::{San, SanError, SanPlus, SanReadError};
use crate::notation::uci::{Uci, UciError};
use crate::position::Position;
use crate::prelude::*;
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;
use core::fmt::{self, Write as _};

/// Why a move given by a user could not be played. Each variant maps to one code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveInputError {
    /// Neither SAN nor UCI (`ERR_INVALID_MOVE`).
    Syntax,
    /// Strict SAN asked for, and the text is not the exact form, given here
    /// (`ERR_NOT_STRICT_SAN`).
    NotStrict(String),
    /// No legal move matches (`ERR_ILLEGAL_MOVE`, Art. 3.10.2).
    Illegal,
    /// Several legal moves match (`ERR_AMBIGUOUS_MOVE`).
    Ambiguous,
    /// A promotion without its piece (`ERR_PROMOTION_REQUIRED`, Art. 3.7.5.1).
    PromotionRequired,
    /// A promotion piece for a move that is no promotion (`ERR_PROMOTION_UNEXPECTED`,
    /// Art. 3.7.5.1).
    PromotionUnexpected,
    /// A promotion to a piece no pawn may become, a king or a pawn, asked of a pawn reaching
    /// the last rank in move text (`a8=K`, `a7a8p`; `Nf3=K`, `e4=K` are `PromotionUnexpected`,
    /// as `Nf3=Q`): the letter as written (`ERR_ILLEGAL_MOVE`, Art. 3.7.5.1: a queen,
    /// rook, bishop or knight only), with the message of the `{ from, to, promotion }` form's
    /// [`crate::notation::uci::PromotionPieceError`].
    PromotionPiece(char),
    /// A null move (`--`, `Z0`, `0000`) where only a move will do: with strict reading, or as
    /// the move of a draw claim (`ERR_NULL_MOVE`, Art. 1.2: the players move alternately).
    NullMove,
    /// A null move while the side to move is in check: passing would leave the king in check
    /// (`ERR_ILLEGAL_MOVE`, Art. 3.9.2).
    NullMoveInCheck,
}

impl MoveInputError {
    /// The stable code.
    pub const fn code(&self) -> &'static str {
        match self {
            MoveInputError::Syntax => "ERR_INVALID_MOVE",
            MoveInputError::NotStrict(_) => "ERR_NOT_STRICT_SAN",
            MoveInputError::Illegal => "ERR_ILLEGAL_MOVE",
            MoveInputError::Ambiguous => "ERR_AMBIGUOUS_MOVE",
            MoveInputError::PromotionRequired => "ERR_PROMOTION_REQUIRED",
            MoveInputError::PromotionUnexpected => "ERR_PROMOTION_UNEXPECTED",
            MoveInputError::PromotionPiece(_) => "ERR_ILLEGAL_MOVE",
            MoveInputError::NullMove => "ERR_NULL_MOVE",
            MoveInputError::NullMoveInCheck => "ERR_ILLEGAL_MOVE",
        }
    }

    /// The FIDE article, where one applies.
    pub const fn article(&self) -> Option<&'static str> {
        match self {
            MoveInputError::Illegal => Some("3.10.2"),
            MoveInputError::PromotionRequired
            | MoveInputError::PromotionUnexpected
            | MoveInputError::PromotionPiece(_) => Some("3.7.5.1"),
            MoveInputError::NullMove => Some("1.2"),
            MoveInputError::NullMoveInCheck => Some("3.9.2"),
            _ => None,
        }
    }
}

impl MoveInputError {
    // Out of line where `Display` and the wasm binding's errors both call it (the default module
    // 205 bytes smaller); inlined at its one call in `chess-arbiter/core`'s wasm (126 bytes).
    #[cfg_attr(any(feature = "std", not(target_arch = "wasm32")), inline(never))]
    /// The message, in two pieces (the second empty but for [`MoveInputError::NotStrict`]'s
    /// exact SAN): what `Display` writes, and what the wasm binding joins without `core::fmt`
    /// (`crate::util::num`). [`MoveInputError::PromotionPiece`]'s is the start of
    /// [`crate::notation::uci::PromotionPieceError`]'s, which its letter ends.
    pub(crate) fn message_parts(&self) -> [&str; 2] {
        let text = match self {
            MoveInputError::Syntax => {
                "not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q)"
            }
            MoveInputError::NotStrict(exact) => return ["not strict SAN: write ", exact],
            MoveInputError::Illegal => "illegal move",
            MoveInputError::Ambiguous => {
                "ambiguous move: more than one piece can make it; add the origin file or rank"
            }
            MoveInputError::PromotionRequired => {
                "a pawn reaching the last rank must promote to a queen, rook, bishop or knight"
            }
            MoveInputError::PromotionUnexpected => {
                "this move is not a promotion: only a pawn reaching the last rank takes a new piece"
            }
            MoveInputError::PromotionPiece(_) => crate::notation::uci::PROMOTION_PIECE,
            MoveInputError::NullMove => {
                "a null move (--) is no move under the laws: the players move alternately"
            }
            MoveInputError::NullMoveInCheck => {
                "a null move (--) is not allowed in check: it would leave the king in check"
            }
        };
        [text, ""]
    }
}

impl fmt::Display for MoveInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.message_parts();
        f.write_str(a)?;
        f.write_str(b)?;
        if let MoveInputError::PromotionPiece(c) = self {
            // The letter quoted, as `PromotionPieceError` ends (a letter needs no escape).
            f.write_char('"')?;
            f.write_char(*c)?;
            f.write_char('"')?;
        }
        Ok(())
    }
}

impl core::error::Error for MoveInputError {}

impl From<UciError> for MoveInputError {
    fn from(e: UciError) -> MoveInputError {
        match e {
            UciError::Illegal => MoveInputError::Illegal,
            UciError::PromotionRequired => MoveInputError::PromotionRequired,
            UciError::PromotionUnexpected => MoveInputError::PromotionUnexpected,
        }
    }
}

impl From<SanReadError> for MoveInputError {
    fn from(e: SanReadError) -> MoveInputError {
        match e {
            SanReadError::Syntax => MoveInputError::Syntax,
            SanReadError::NotStrict(s) => MoveInputError::NotStrict(s),
            SanReadError::Move(SanError::Illegal) => MoveInputError::Illegal,
            SanReadError::Move(SanError::Ambiguous(_)) => MoveInputError::Ambiguous,
            SanReadError::Move(SanError::PromotionRequired) => MoveInputError::PromotionRequired,
            SanReadError::PromotionPiece(c) => MoveInputError::PromotionPiece(c),
            SanReadError::PromotionUnexpected => MoveInputError::PromotionUnexpected,
        }
    }
}

/// True for the texts of a null move: `--` (PGN, as ChessBase, TWIC, python-chess and chess.js
/// write it), `Z0` and UCI's `0000`, with any whitespace around them.
pub fn is_null_move(text: &str) -> bool {
    matches!(text.trim(), "--" | "Z0" | "0000")
}

/// What a user's move text names: a move, or a null move (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveOrNull {
    /// A legal move.
    Move(Move),
    /// A null move (`--`, `Z0`, `0000`): the side to move passes.
    Null,
}

/// Reads a move as [`parse_move`] does, or a null move ([`is_null_move`]). A null move is
/// checked here only against `strict`; whether it may be played (not in check) is
/// [`Position::null_move`]'s answer.
///
/// # Errors
/// [`MoveInputError::NullMove`] for a null move with `strict`; else as [`parse_move`].
///
/// # Examples
/// ```
/// use chess_arbiter::notation::{parse_move_or_null, MoveOrNull, MoveInputError};
/// use chess_arbiter::Position;
/// let pos = Position::new();
/// assert_eq!(parse_move_or_null(&pos, "--", false), Ok(MoveOrNull::Null));
/// assert_eq!(parse_move_or_null(&pos, "Z0", true), Err(MoveInputError::NullMove));
/// ```
pub fn parse_move_or_null(
    pos: &Position,
    text: &str,
    strict: bool,
) -> Result<MoveOrNull, MoveInputError> {
    if is_null_move(text) {
        return if strict {
            Err(MoveInputError::NullMove)
        } else {
            Ok(MoveOrNull::Null)
        };
    }
    read_move(pos, text, strict).map(MoveOrNull::Move)
}

/// The position after the move or null move `text` (read as [`parse_move_or_null`] reads it).
///
/// # Errors
/// As [`parse_move_or_null`]; [`MoveInputError::NullMoveInCheck`] for a null move in check.
///
/// # Examples
/// ```
/// use chess_arbiter::{notation::play_text, Position};
/// let after = play_text(&Position::new(), "--", false).unwrap();
/// assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
/// ```
pub fn play_text(pos: &Position, text: &str, strict: bool) -> Result<Position, MoveInputError> {
    match parse_move_or_null(pos, text, strict)? {
        MoveOrNull::Move(m) => Ok(pos.play_unchecked(&m)),
        MoveOrNull::Null => pos.null_move().ok_or(MoveInputError::NullMoveInCheck),
    }
}

/// Reads a move as UCI when it has UCI's shape (`g1f3`, `e7e8q`), else as SAN (strict or
/// lenient).
///
/// # Errors
/// [`MoveInputError`]; [`MoveInputError::NullMove`] for a null move, which is no move (see
/// [`parse_move_or_null`]).
///
/// # Examples
/// ```
/// use chess_arbiter::{notation::parse_move, uci::to_uci, Position};
/// let pos = Position::new();
/// let m = parse_move(&pos, "Nf3", false).unwrap();
/// assert_eq!(to_uci(&m, pos.mode()), "g1f3");
/// assert_eq!(parse_move(&pos, "g1f3", false), Ok(m));
/// ```
pub fn parse_move(pos: &Position, text: &str, strict: bool) -> Result<Move, MoveInputError> {
    if is_null_move(text) {
        return Err(MoveInputError::NullMove);
    }
    read_move(pos, text, strict)
}

/// [`parse_move`] for text already known not to be a null move.
fn read_move(pos: &Position, text: &str, strict: bool) -> Result<Move, MoveInputError> {
    if let Some((uci, letter)) = Uci::parse_lettered(text) {
        uci_letter(pos, &uci, letter)?;
        return Ok(uci.to_move(pos)?);
    }
    read_san_in(pos, &pos.legal_moves(), text, strict, None).map(|(m, _)| m)
}

/// A king or pawn letter on UCI text ([`Uci::parse_lettered`], read as a queen's): no
/// promotion piece for a pawn reaching the last rank (Art. 3.7.5.1); on any other move the
/// queen's answer stands (`PromotionUnexpected`, or the move's own), as in SAN.
fn uci_letter(pos: &Position, uci: &Uci, letter: Option<u8>) -> Result<(), MoveInputError> {
    match (letter, uci) {
        (Some(c), Uci::Normal { from, to, .. }) if pawn_to_last_rank(pos.board(), *from, *to) => {
            Err(MoveInputError::PromotionPiece(c as char))
        }
        _ => Ok(()),
    }
}

/// A pawn on `from` moving to the first or last rank: where a promotion letter is judged as a
/// promotion piece (Art. 3.7.5.1); the UCI readers of the main entry and the variants share it.
#[inline]
pub(crate) fn pawn_to_last_rank(
    board: &crate::position::board::Board,
    from: Square,
    to: Square,
) -> bool {
    board.pawns().contains(from) && crate::types::bitboard::Bitboard::BACKRANKS.contains(to)
}

/// SAN (strict or lenient); lenient reading also takes long algebraic notation (`e2-e4`,
/// `Ng1-f3`, `g4g3+`) when the text is no SAN of a legal move. The one reader behind
/// [`parse_move`] and the game's moves; `parsed` as in [`read_move_or_null_in`].
#[inline]
fn read_san_in(
    pos: &Position,
    moves: &[Move],
    text: &str,
    strict: bool,
    parsed: Option<San>,
) -> Result<(Move, Option<SanPlus>), MoveInputError> {
    match san::read_in_body(pos, moves, text, strict, parsed) {
        Ok(read) => Ok(read),
        Err(e) => match (!strict)
            .then(|| crate::notation::lan::read(pos, text))
            .flatten()
        {
            Some(m) => Ok((m, None)),
            None => Err(e.into()),
        },
    }
}

/// [`parse_move_or_null`] with the legal moves of `pos` already at hand (for [`crate::game`],
/// which generates them once per move); a SAN read strictly comes with its [`SanPlus`], one
/// read leniently with its SAN without the suffix (which the game writes). `parsed` is `text`
/// as [`San::parse_plain`] read it, when the caller did (such a text is neither a null move nor
/// UCI), so that it is not read again.
// Inlined into the game's reading of a move, as it was when that was its only caller (the
// validator's cold path has its copy): out of line, reading the lichess games took 2 % more
// (see `Position::generate_to_checked`, for wasm too).
#[inline(always)]
pub(crate) fn read_move_or_null_in(
    pos: &Position,
    moves: &[Move],
    text: &str,
    strict: bool,
    parsed: Option<San>,
) -> Result<(MoveOrNull, Option<SanPlus>), MoveInputError> {
    if parsed.is_some() {
        let (m, san) = read_san_in(pos, moves, text, strict, parsed)?;
        return Ok((MoveOrNull::Move(m), san));
    }
    if is_null_move(text) {
        return if strict {
            Err(MoveInputError::NullMove)
        } else {
            Ok((MoveOrNull::Null, None))
        };
    }
    if let Some((uci, letter)) = Uci::parse_lettered(text) {
        uci_letter(pos, &uci, letter)?;
        return Ok((MoveOrNull::Move(uci.to_move_in(moves)?), None));
    }
    let (m, san) = read_san_in(pos, moves, text, strict, None)?;
    Ok((MoveOrNull::Move(m), san))
}

/// The legal move from `from` to `to` (for castling: the king's destination or the rook's
/// square), with `promotion` for a pawn reaching the last rank.
///
/// # Errors
/// [`MoveInputError::Illegal`] or [`MoveInputError::PromotionRequired`].
pub fn move_from_squares(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, MoveInputError> {
    if from == to {
        return Err(MoveInputError::Illegal);
    }
    Ok(Uci::Normal {
        from,
        to,
        promotion,
    }
    .to_move(pos)?)
}
