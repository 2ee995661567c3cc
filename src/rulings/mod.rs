//! Rulings: why a move attempt is not legal, citing the FIDE article (Article 3, as the current
//! edition numbers it) and the squares that decide it.
//!
//! [`explain_move`] takes an attempt as origin, target and optional promotion piece;
//! [`explain_text`] takes SAN or UCI text. Either gives the legal [`Move`] when the move
//! generator accepts the attempt, and otherwise a [`Ruling`] for the first reason that applies,
//! checked in this order:
//!
//! | code | article | squares |
//! | --- | --- | --- |
//! | `ERR_NULL_MOVE` (text only: `--`, `Z0`, `0000`) | 1.2 | the king of the side to move |
//! | `ERR_NO_PIECE` | 3.10.2 | origin |
//! | `ERR_NOT_YOUR_TURN` | 1.2 | origin |
//! | `ERR_SAME_SQUARE` | 3.10.2 | origin |
//! | castling attempts (king two squares towards a rook, or king takes own rook): | | |
//! | `ERR_CASTLING_KING_MOVED` | 3.8.2.1.1 | king |
//! | `ERR_CASTLING_ROOK_MOVED` | 3.8.2.1.2 | king, rook square |
//! | `ERR_CASTLING_OUT_OF_CHECK` | 3.8.2.2.1 | attacker, king |
//! | `ERR_CASTLING_THROUGH_CHECK` | 3.8.2.2.1 | attacker, attacked square crossed |
//! | `ERR_CASTLING_INTO_CHECK` | 3.8.2.2.1 | attacker, king's destination |
//! | `ERR_CASTLING_BLOCKED` | 3.8.2.2.2 | the piece in the way |
//! | other attempts: | | |
//! | `ERR_OWN_PIECE_ON_TARGET` | 3.1 | origin, target |
//! | `ERR_BISHOP_MOVE` | 3.2 | origin, target |
//! | `ERR_ROOK_MOVE` | 3.3 | origin, target |
//! | `ERR_QUEEN_MOVE` | 3.4 | origin, target |
//! | `ERR_KNIGHT_MOVE` | 3.6 | origin, target |
//! | `ERR_KING_MOVE` | 3.8.1 | origin, target |
//! | `ERR_PAWN_BACKWARD` | 3.7.1 | origin, target |
//! | `ERR_PAWN_SIDEWAYS` | 3.7.1 | origin, target |
//! | `ERR_PAWN_MOVE` | 3.7.1 | origin, target (any other shape: three squares ahead, ...) |
//! | `ERR_PAWN_DOUBLE_STEP` | 3.7.2 | origin, target |
//! | `ERR_PAWN_DIAGONAL` | 3.7.3 | origin, target |
//! | `ERR_PIECE_IN_THE_WAY` | 3.5 | origin, the first piece in the way |
//! | `ERR_PAWN_BLOCKED` | 3.7.1 | origin, the occupied target |
//! | `ERR_PAWN_DOUBLE_STEP_BLOCKED` | 3.7.2 | origin, the occupied square |
//! | `ERR_EN_PASSANT_EXPIRED` | 3.7.4.2 | origin, the pawn beside it |
//! | `ERR_PROMOTION_UNEXPECTED` | 3.7.5.1 | origin, target |
//! | `ERR_PROMOTION_REQUIRED` | 3.7.5.1 | origin, target |
//! | `ERR_PROMOTION_PIECE` | 3.7.5.1 | origin, target |
//! | `ERR_KING_INTO_CHECK` | 3.9.2 | attacker, target |
//! | `ERR_KING_LEFT_IN_CHECK` | 3.9.2 | checker, king |
//! | `ERR_PINNED` | 3.9.2 | origin, pinner, king |
//! | `ERR_ILLEGAL_MOVE` | 3.10.2 | the squares named (a last resort, e.g. SAN no piece fits) |
//!
//! A FEN cannot tell a king that moved from a castling right given up: both are ruled
//! `ERR_CASTLING_KING_MOVED`. [`explain_position`] lists the problems of an illegal position
//! with the codes of [`crate::position::validate`]; [`explain_dead`] says why a legal one is dead
//! (Art. 5.2.2, the codes of [`DeadReason::code`]).

use crate::adjudication::dead::DeadReason;
use crate::notation::san::San;
use crate::notation::uci::Uci;
use crate::notation::{MoveInputError, is_null_move, move_from_squares, parse_move};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::position::setup::Setup;
use crate::position::validate::Problem;
use crate::types::color::Color;
use crate::types::moves::Move;
use crate::types::role::{Piece, Role};
use crate::types::square::{Rank, Square};
use castling::{castling, castling_attempt};
use safety::king_safety;
use shape::{pawn_shape, piece_shape};

mod castling;
pub mod drawing;
mod reason;
mod safety;
mod shape;

pub use drawing::{Brush, Shape};
pub use reason::{Reason, Ruling};

/// The legal move for an attempt from `from` to `to` (castling as the king's two-square move or
/// as king takes rook), or the ruling that forbids it.
///
/// # Errors
/// The [`Ruling`] for the first reason that applies (see the module docs).
///
/// # Examples
/// ```
/// use chess_arbiter::{rulings::{explain_move, Reason}, Position, Square};
/// let pos = Position::new();
/// assert!(explain_move(&pos, Square::G1, Square::F3, None).is_ok());
/// let ruling = explain_move(&pos, Square::C1, Square::C3, None).unwrap_err();
/// assert_eq!((ruling.reason, ruling.article), (Reason::BishopMove, "3.2"));
/// ```
pub fn explain_move(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, Ruling> {
    if let Ok(m) = move_from_squares(pos, from, to, promotion) {
        return Ok(m);
    }
    Err(rule(pos, from, to, promotion))
}

/// [`explain_move`] for SAN or UCI text (lenient SAN; `O-O`; UCI castling in either form).
/// When the text is no legal move, the attempt is mapped to squares: UCI names them, SAN names
/// the target and the pieces that could be meant (the most telling ruling among them is given).
/// A null move (`--`, `Z0`, `0000`) is ruled [`Reason::NullMove`] (Art. 1.2), in check or not,
/// on the king of the side to move.
///
/// # Errors
/// The outer `Err` is for text that is no move at all: [`MoveInputError::Syntax`], or
/// [`MoveInputError::Ambiguous`] when SAN fits several legal moves.
pub fn explain_text(pos: &Position, text: &str) -> Result<Result<Move, Ruling>, MoveInputError> {
    if is_null_move(text) {
        let king: Vec<Square> = pos.board().king_of(pos.turn()).into_iter().collect();
        return Ok(Err(Ruling::new(Reason::NullMove, &king)));
    }
    match parse_move(pos, text, false) {
        Ok(m) => return Ok(Ok(m)),
        Err(MoveInputError::Ambiguous) => return Err(MoveInputError::Ambiguous),
        Err(_) => {}
    }
    let text = text.trim();
    if let Some((from, to, promotion)) = Uci::parse_attempt(text) {
        return Ok(explain_move(pos, from, to, promotion));
    }
    // A promotion letter read apart (`e8=K`, `Nf3=Q`) is ruled with the squares it is on, as
    // `{ from, to, promotion }` is.
    let (san, letter) = San::parse_suffixed(text).map_err(|_| MoveInputError::Syntax)?;
    let promotion = letter.and_then(|c| Role::from_char(c as char));
    Ok(Err(explain_san(pos, san, promotion)))
}

/// The problems that make `setup` an illegal position (Art. 3.10.3 and the conditions of
/// Art. 3.7.4, 3.7.5, 3.8.2.1, 3.9.2), each with its code, article and squares; empty for a
/// legal position.
pub fn explain_position(setup: &Setup, mode: CastlingMode) -> Vec<Problem> {
    match Position::from_setup(setup, mode) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems,
    }
}

/// Why the position of `setup` is dead (Art. 5.2.2, see [`Position::dead_reason`]); `None`
/// when it is illegal (see [`explain_position`]), not proved dead, or a stalemate.
///
/// # Examples
/// ```
/// use chess_arbiter::{CastlingMode, adjudication::dead::DeadReason, rulings::explain_dead, fen::read_setup};
/// let (setup, mode) = read_setup("8/8/4k3/8/8/8/8/4K3 w - - 0 1", None).unwrap();
/// assert_eq!(explain_dead(&setup, mode), Some(DeadReason::KingsOnly));
/// ```
pub fn explain_dead(setup: &Setup, mode: CastlingMode) -> Option<DeadReason> {
    Position::from_setup(setup, mode).ok()?.dead_reason()
}

pub(crate) fn explain_san(pos: &Position, san: San, odd_promotion: Option<Role>) -> Ruling {
    let us = pos.turn();
    let (role, file, rank, to, promotion) = match san {
        San::Castle(side) => {
            let Some(king) = pos.board().king_of(us) else {
                return Ruling::new(Reason::IllegalMove, &[]);
            };
            let castle = castling(pos, king, side, None);
            return castle.unwrap_or_else(|| Ruling::new(Reason::IllegalMove, &[king]));
        }
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => (role, file, rank, to, promotion.or(odd_promotion)),
    };
    let fits = |color: Color| -> Vec<Square> {
        let mut squares: Vec<Square> = (pos.board().by_piece(Piece { color, role }))
            .filter(|s| *s != to)
            .filter(|s| file.is_none_or(|f| s.file() == f))
            .filter(|s| rank.is_none_or(|r| s.rank() == r))
            .filter(|s| role != Role::Pawn || file.is_some() || s.file() == to.file())
            .collect();
        crate::util::sort::sort_by_key(&mut squares, |s| s.distance(to));
        squares
    };
    let ours = fits(us);
    let mut best: Option<Ruling> = None;
    for from in ours {
        let ruling = rule(pos, from, to, promotion);
        if best
            .as_ref()
            .is_none_or(|b| ruling.reason.stage() > b.reason.stage())
        {
            best = Some(ruling);
        }
    }
    // A move the opponent could make if it were their turn (`e5` with white to move).
    let theirs = fits(us.other());
    let flipped = pos.null_move();
    let playable = |sq: &&Square| {
        flipped
            .as_ref()
            .is_some_and(|f| move_from_squares(f, **sq, to, promotion).is_ok())
    };
    match best {
        Some(ruling) if ruling.reason.stage() > 2 => ruling,
        best => match (theirs.iter().find(playable), best) {
            (Some(&sq), _) => Ruling::new(Reason::NotYourTurn, &[sq]),
            (None, Some(ruling)) => ruling,
            (None, None) => match theirs.first() {
                Some(&sq) => Ruling::new(Reason::NotYourTurn, &[sq]),
                None => Ruling::new(Reason::IllegalMove, &[to]),
            },
        },
    }
}

/// The ruling for an attempt that the move generator refused, with its shapes.
pub(super) fn rule(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Ruling {
    rule_squares(pos, from, to, promotion).with_attempt(from, to)
}

fn rule_squares(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Ruling {
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return Ruling::new(Reason::NoPiece, &[from]);
    };
    if piece.color != us {
        return Ruling::new(Reason::NotYourTurn, &[from]);
    }
    if from == to {
        return Ruling::new(Reason::SameSquare, &[from]);
    }
    if piece.role == Role::King {
        if let Some((side, rook)) = castling_attempt(pos, from, to) {
            let unexpected = promotion.map(|_| Reason::PromotionUnexpected);
            return castling(pos, from, side, rook).unwrap_or_else(|| {
                Ruling::new(unexpected.unwrap_or(Reason::IllegalMove), &[from, to])
            });
        }
    }
    if board.by_color(us).contains(to) {
        return Ruling::new(Reason::OwnPieceOnTarget, &[from, to]);
    }
    let shape = match piece.role {
        Role::Pawn => pawn_shape(pos, from, to),
        role => piece_shape(pos, role, from, to),
    };
    if let Some(ruling) = shape {
        return ruling;
    }
    let last_rank = Rank::EIGHTH.relative_to(us);
    let promotes = piece.role == Role::Pawn && to.rank() == last_rank;
    match (promotes, promotion) {
        (false, Some(_)) => return Ruling::new(Reason::PromotionUnexpected, &[from, to]),
        // A pawn that may not move at all (a pin, or the check it leaves) is ruled on that
        // first: asking for a promotion piece would suggest the move can be played.
        (true, None) => {
            return king_safety(pos, piece.role, from, to)
                .unwrap_or_else(|| Ruling::new(Reason::PromotionRequired, &[from, to]));
        }
        (true, Some(Role::King | Role::Pawn)) => {
            return Ruling::new(Reason::PromotionPiece, &[from, to]);
        }
        _ => {}
    }
    king_safety(pos, piece.role, from, to)
        .unwrap_or_else(|| Ruling::new(Reason::IllegalMove, &[from, to]))
}
