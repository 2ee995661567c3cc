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
//! with the codes of [`crate::validate`].

use crate::attacks::{between, bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use crate::bitboard::Bitboard;
use crate::castling::{CastlingMode, CastlingPath, right_on, rights_of};
use crate::color::Color;
use crate::moves::{CastlingSide, Move};
use crate::notation::{MoveInputError, is_null_move, move_from_squares, parse_move};
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::san::San;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};
use crate::validate::Problem;
use core::fmt;

/// Why a move attempt is not legal. Each reason has a stable code and one article.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// A null move (`--`, `Z0`, `0000`): passing the turn is no move (Art. 1.2: the players
    /// move alternately). Only [`explain_text`] gives it.
    NullMove,
    /// No piece stands on the origin square.
    NoPiece,
    /// The piece on the origin belongs to the side not to move (Art. 1.2: the players move
    /// alternately).
    NotYourTurn,
    /// Origin and target are the same square: that is no move.
    SameSquare,
    /// The target holds a piece of the mover's own colour (Art. 3.1).
    OwnPieceOnTarget,
    /// A bishop moves only along its diagonals (Art. 3.2).
    BishopMove,
    /// A rook moves only along its file or rank (Art. 3.3).
    RookMove,
    /// A queen moves only along its file, rank or diagonals (Art. 3.4).
    QueenMove,
    /// A knight moves to a nearest square not on its file, rank or diagonal (Art. 3.6).
    KnightMove,
    /// A king steps only to an adjacent square (Art. 3.8.1).
    KingMove,
    /// A pawn never moves backwards (Art. 3.7.1).
    PawnBackward,
    /// A pawn never moves sideways along its rank (Art. 3.7.1).
    PawnSideways,
    /// Any other shape a pawn cannot make: three squares ahead, a knight's jump, ... (Art. 3.7.1).
    PawnMove,
    /// A two-square advance from a square that is not the pawn's starting square (Art. 3.7.2).
    PawnDoubleStep,
    /// A diagonal step to an empty square that is not an en-passant capture (Art. 3.7.3).
    PawnDiagonal,
    /// A bishop, rook or queen would pass over a piece (Art. 3.5).
    PieceInTheWay,
    /// A pawn's single step to an occupied square: pawns capture only diagonally (Art. 3.7.1).
    PawnBlocked,
    /// A pawn's double step over or onto an occupied square (Art. 3.7.2).
    PawnDoubleStepBlocked,
    /// An en-passant capture that is not on the move right after the double step (Art. 3.7.4.2).
    EnPassantExpired,
    /// A promotion piece given for a move that is not a promotion (Art. 3.7.5.1).
    PromotionUnexpected,
    /// A pawn reaching the last rank without the piece it becomes (Art. 3.7.5.1).
    PromotionRequired,
    /// A promotion to a king or a pawn (Art. 3.7.5.1: queen, rook, bishop or knight only).
    PromotionPiece,
    /// Castling after the king has moved, or with the right given up (Art. 3.8.2.1.1).
    CastlingKingMoved,
    /// Castling with a rook that has moved or is gone (Art. 3.8.2.1.2).
    CastlingRookMoved,
    /// Castling while in check (Art. 3.8.2.2.1).
    CastlingOutOfCheck,
    /// Castling across an attacked square (Art. 3.8.2.2.1).
    CastlingThroughCheck,
    /// Castling onto an attacked square (Art. 3.8.2.2.1).
    CastlingIntoCheck,
    /// Castling with a piece between king and rook or on a square they land on (Art. 3.8.2.2.2).
    CastlingBlocked,
    /// The king steps onto an attacked square (Art. 3.9.2).
    KingIntoCheck,
    /// The king is in check and the move does not end it (Art. 3.9.2).
    KingLeftInCheck,
    /// The piece is pinned: moving it exposes its king (Art. 3.9.2).
    Pinned,
    /// Not legal, with no finer reason (Art. 3.10.2).
    IllegalMove,
}

impl Reason {
    /// Every reason, in the order the rulings check them.
    pub const ALL: [Reason; 32] = [
        Reason::NullMove,
        Reason::NoPiece,
        Reason::NotYourTurn,
        Reason::SameSquare,
        Reason::CastlingKingMoved,
        Reason::CastlingRookMoved,
        Reason::CastlingOutOfCheck,
        Reason::CastlingThroughCheck,
        Reason::CastlingIntoCheck,
        Reason::CastlingBlocked,
        Reason::OwnPieceOnTarget,
        Reason::BishopMove,
        Reason::RookMove,
        Reason::QueenMove,
        Reason::KnightMove,
        Reason::KingMove,
        Reason::PawnBackward,
        Reason::PawnSideways,
        Reason::PawnMove,
        Reason::PawnDoubleStep,
        Reason::PawnDiagonal,
        Reason::PieceInTheWay,
        Reason::PawnBlocked,
        Reason::PawnDoubleStepBlocked,
        Reason::EnPassantExpired,
        Reason::PromotionUnexpected,
        Reason::PromotionRequired,
        Reason::PromotionPiece,
        Reason::KingIntoCheck,
        Reason::KingLeftInCheck,
        Reason::Pinned,
        Reason::IllegalMove,
    ];

    /// The stable code, e.g. `ERR_BISHOP_MOVE`.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::NullMove => "ERR_NULL_MOVE",
            Reason::NoPiece => "ERR_NO_PIECE",
            Reason::NotYourTurn => "ERR_NOT_YOUR_TURN",
            Reason::SameSquare => "ERR_SAME_SQUARE",
            Reason::OwnPieceOnTarget => "ERR_OWN_PIECE_ON_TARGET",
            Reason::BishopMove => "ERR_BISHOP_MOVE",
            Reason::RookMove => "ERR_ROOK_MOVE",
            Reason::QueenMove => "ERR_QUEEN_MOVE",
            Reason::KnightMove => "ERR_KNIGHT_MOVE",
            Reason::KingMove => "ERR_KING_MOVE",
            Reason::PawnBackward => "ERR_PAWN_BACKWARD",
            Reason::PawnSideways => "ERR_PAWN_SIDEWAYS",
            Reason::PawnMove => "ERR_PAWN_MOVE",
            Reason::PawnDoubleStep => "ERR_PAWN_DOUBLE_STEP",
            Reason::PawnDiagonal => "ERR_PAWN_DIAGONAL",
            Reason::PieceInTheWay => "ERR_PIECE_IN_THE_WAY",
            Reason::PawnBlocked => "ERR_PAWN_BLOCKED",
            Reason::PawnDoubleStepBlocked => "ERR_PAWN_DOUBLE_STEP_BLOCKED",
            Reason::EnPassantExpired => "ERR_EN_PASSANT_EXPIRED",
            Reason::PromotionUnexpected => "ERR_PROMOTION_UNEXPECTED",
            Reason::PromotionRequired => "ERR_PROMOTION_REQUIRED",
            Reason::PromotionPiece => "ERR_PROMOTION_PIECE",
            Reason::CastlingKingMoved => "ERR_CASTLING_KING_MOVED",
            Reason::CastlingRookMoved => "ERR_CASTLING_ROOK_MOVED",
            Reason::CastlingOutOfCheck => "ERR_CASTLING_OUT_OF_CHECK",
            Reason::CastlingThroughCheck => "ERR_CASTLING_THROUGH_CHECK",
            Reason::CastlingIntoCheck => "ERR_CASTLING_INTO_CHECK",
            Reason::CastlingBlocked => "ERR_CASTLING_BLOCKED",
            Reason::KingIntoCheck => "ERR_KING_INTO_CHECK",
            Reason::KingLeftInCheck => "ERR_KING_LEFT_IN_CHECK",
            Reason::Pinned => "ERR_PINNED",
            Reason::IllegalMove => "ERR_ILLEGAL_MOVE",
        }
    }

    /// The FIDE article the attempt breaks, numbered as the current edition numbers it.
    pub const fn article(self) -> &'static str {
        match self {
            Reason::NoPiece | Reason::SameSquare | Reason::IllegalMove => "3.10.2",
            Reason::NullMove | Reason::NotYourTurn => "1.2",
            Reason::OwnPieceOnTarget => "3.1",
            Reason::BishopMove => "3.2",
            Reason::RookMove => "3.3",
            Reason::QueenMove => "3.4",
            Reason::PieceInTheWay => "3.5",
            Reason::KnightMove => "3.6",
            Reason::PawnBackward
            | Reason::PawnSideways
            | Reason::PawnMove
            | Reason::PawnBlocked => "3.7.1",
            Reason::PawnDoubleStep | Reason::PawnDoubleStepBlocked => "3.7.2",
            Reason::PawnDiagonal => "3.7.3",
            Reason::EnPassantExpired => "3.7.4.2",
            Reason::PromotionUnexpected | Reason::PromotionRequired | Reason::PromotionPiece => {
                "3.7.5.1"
            }
            Reason::KingMove => "3.8.1",
            Reason::CastlingKingMoved => "3.8.2.1.1",
            Reason::CastlingRookMoved => "3.8.2.1.2",
            Reason::CastlingOutOfCheck
            | Reason::CastlingThroughCheck
            | Reason::CastlingIntoCheck => "3.8.2.2.1",
            Reason::CastlingBlocked => "3.8.2.2.2",
            Reason::KingIntoCheck | Reason::KingLeftInCheck | Reason::Pinned => "3.9.2",
        }
    }

    /// A short lowercase English description.
    pub const fn description(self) -> &'static str {
        match self {
            Reason::NullMove => "a null move passes the turn, and the players move alternately",
            Reason::NoPiece => "there is no piece on the origin square",
            Reason::NotYourTurn => "the piece belongs to the side not to move",
            Reason::SameSquare => "origin and target are the same square",
            Reason::OwnPieceOnTarget => "the target holds a piece of the same colour",
            Reason::BishopMove => "a bishop moves only along its diagonals",
            Reason::RookMove => "a rook moves only along its file or rank",
            Reason::QueenMove => "a queen moves only along its file, rank or diagonals",
            Reason::KnightMove => "a knight moves to a nearest square off its lines",
            Reason::KingMove => "a king steps only to an adjacent square",
            Reason::PawnBackward => "a pawn cannot move backwards",
            Reason::PawnSideways => "a pawn cannot move sideways",
            Reason::PawnMove => "a pawn cannot move that way",
            Reason::PawnDoubleStep => "a pawn advances two squares only from its starting square",
            Reason::PawnDiagonal => "a pawn moves diagonally only to capture",
            Reason::PieceInTheWay => "a piece stands in the way",
            Reason::PawnBlocked => "the square ahead of the pawn is occupied",
            Reason::PawnDoubleStepBlocked => "a square of the double step is occupied",
            Reason::EnPassantExpired => {
                "en passant is allowed only on the move right after the double step"
            }
            Reason::PromotionUnexpected => "this move is not a promotion",
            Reason::PromotionRequired => "a pawn reaching the last rank must be promoted",
            Reason::PromotionPiece => "a pawn promotes only to a queen, rook, bishop or knight",
            Reason::CastlingKingMoved => "castling is lost: the king has moved",
            Reason::CastlingRookMoved => "castling is lost with a rook that moved or is gone",
            Reason::CastlingOutOfCheck => "no castling out of check",
            Reason::CastlingThroughCheck => "no castling through an attacked square",
            Reason::CastlingIntoCheck => "no castling into check",
            Reason::CastlingBlocked => "a piece stands between king and rook",
            Reason::KingIntoCheck => "the king would step into check",
            Reason::KingLeftInCheck => "the king stays in check",
            Reason::Pinned => "the piece is pinned to its king",
            Reason::IllegalMove => "illegal move",
        }
    }

    /// How far an attempt got before this reason stopped it (used to pick the most telling
    /// ruling when SAN fits several pieces).
    const fn stage(self) -> u8 {
        match self {
            Reason::NullMove
            | Reason::NoPiece
            | Reason::NotYourTurn
            | Reason::SameSquare
            | Reason::IllegalMove => 0,
            Reason::OwnPieceOnTarget => 1,
            Reason::BishopMove
            | Reason::RookMove
            | Reason::QueenMove
            | Reason::KnightMove
            | Reason::KingMove
            | Reason::PawnBackward
            | Reason::PawnSideways
            | Reason::PawnMove
            | Reason::PawnDoubleStep
            | Reason::PawnDiagonal => 2,
            Reason::PieceInTheWay
            | Reason::PawnBlocked
            | Reason::PawnDoubleStepBlocked
            | Reason::EnPassantExpired
            | Reason::CastlingKingMoved
            | Reason::CastlingRookMoved => 3,
            Reason::PromotionUnexpected | Reason::PromotionRequired | Reason::PromotionPiece => 4,
            Reason::CastlingOutOfCheck
            | Reason::CastlingThroughCheck
            | Reason::CastlingIntoCheck
            | Reason::CastlingBlocked
            | Reason::KingIntoCheck
            | Reason::KingLeftInCheck
            | Reason::Pinned => 5,
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why a move attempt is not legal: the reason, its article and the deciding squares, in the
/// order the table in the module docs gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// Why the move is refused.
    pub reason: Reason,
    /// The FIDE article, e.g. `"3.8.2.2.1"`.
    pub article: &'static str,
    /// The squares that decide it (e.g. the attacker and the square it attacks).
    pub squares: Vec<Square>,
}

impl Ruling {
    fn new(reason: Reason, squares: &[Square]) -> Ruling {
        Ruling {
            reason,
            article: reason.article(),
            squares: squares.to_vec(),
        }
    }

    /// The stable code of the reason.
    pub fn code(&self) -> &'static str {
        self.reason.code()
    }
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (art. {})", self.reason.description(), self.article)?;
        for (i, sq) in self.squares.iter().enumerate() {
            f.write_str(if i == 0 { ": " } else { ", " })?;
            f.write_str(sq.name())?;
        }
        Ok(())
    }
}

impl std::error::Error for Ruling {}

/// The legal move for an attempt from `from` to `to` (castling as the king's two-square move or
/// as king takes rook), or the ruling that forbids it.
///
/// # Errors
/// The [`Ruling`] for the first reason that applies (see the module docs).
///
/// # Examples
/// ```
/// use chess_arbiter::{explain::{explain_move, Reason}, Position, Square};
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
        return Ok(Err(Ruling::new(
            Reason::NullMove,
            &[pos.king_of(pos.turn())],
        )));
    }
    match parse_move(pos, text, false) {
        Ok(m) => return Ok(Ok(m)),
        Err(MoveInputError::Ambiguous) => return Err(MoveInputError::Ambiguous),
        Err(_) => {}
    }
    let text = text.trim();
    if let Some((from, to, promotion)) = uci_squares(text) {
        return Ok(explain_move(pos, from, to, promotion));
    }
    let (san, promotion) = match San::parse(text) {
        Ok(san) => (san, None),
        Err(_) => san_with_odd_promotion(text).ok_or(MoveInputError::Syntax)?,
    };
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

/// UCI-shaped text, promotion letters `k` and `p` and equal squares included.
fn uci_squares(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let b = text.as_bytes();
    if b.len() != 4 && b.len() != 5 {
        return None;
    }
    let from = Square::from_ascii(b.get(0..2)?)?;
    let to = Square::from_ascii(b.get(2..4)?)?;
    let promotion = match b.get(4) {
        None => None,
        Some(&c) => Some(Role::from_char(c as char)?),
    };
    Some((from, to, promotion))
}

/// SAN that asks for a promotion to a king or a pawn (`e8=K`), which the SAN reader refuses.
fn san_with_odd_promotion(text: &str) -> Option<(San, Option<Role>)> {
    let stripped = crate::san::strip_marks(text);
    let (at, letter) = stripped.char_indices().last()?;
    let rest = stripped.get(..at)?;
    let role = match letter {
        'K' | 'k' => Role::King,
        'P' | 'p' => Role::Pawn,
        _ => return None,
    };
    let rest = rest.strip_suffix('=').unwrap_or(rest);
    match San::parse(rest).ok()? {
        san @ San::Normal {
            role: Role::Pawn, ..
        } => Some((san, Some(role))),
        _ => None,
    }
}

fn explain_san(pos: &Position, san: San, odd_promotion: Option<Role>) -> Ruling {
    let us = pos.turn();
    let (role, file, rank, to, promotion) = match san {
        San::Castle(side) => {
            let king = pos.king_of(us);
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
        squares.sort_by_key(|s| s.distance(to));
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

/// The ruling for an attempt that the move generator refused.
fn rule(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Ruling {
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
        (true, None) => return Ruling::new(Reason::PromotionRequired, &[from, to]),
        (true, Some(Role::King | Role::Pawn)) => {
            return Ruling::new(Reason::PromotionPiece, &[from, to]);
        }
        _ => {}
    }
    king_safety(pos, piece.role, from, to)
        .unwrap_or_else(|| Ruling::new(Reason::IllegalMove, &[from, to]))
}

/// The square nearest to `from` among `squares`, all on one line from `from`.
fn nearest(from: Square, squares: Bitboard) -> Option<Square> {
    squares.into_iter().min_by_key(|s| s.distance(from))
}

fn piece_shape(pos: &Position, role: Role, from: Square, to: Square) -> Option<Ruling> {
    let (reach, reason) = match role {
        Role::Bishop => (bishop_attacks(from, Bitboard::EMPTY), Reason::BishopMove),
        Role::Rook => (rook_attacks(from, Bitboard::EMPTY), Reason::RookMove),
        Role::Queen => (
            bishop_attacks(from, Bitboard::EMPTY) | rook_attacks(from, Bitboard::EMPTY),
            Reason::QueenMove,
        ),
        Role::Knight => (knight_attacks(from), Reason::KnightMove),
        Role::King | Role::Pawn => (king_attacks(from), Reason::KingMove),
    };
    if !reach.contains(to) {
        return Some(Ruling::new(reason, &[from, to]));
    }
    if role.is_slider() {
        let blocker = nearest(from, between(from, to) & pos.board().occupied());
        if let Some(blocker) = blocker {
            return Some(Ruling::new(Reason::PieceInTheWay, &[from, blocker]));
        }
    }
    None
}

fn pawn_shape(pos: &Position, from: Square, to: Square) -> Option<Ruling> {
    let board = pos.board();
    let us = pos.turn();
    let ahead: i32 = if us == Color::White { 1 } else { -1 };
    let dr = (to.rank().index() as i32 - from.rank().index() as i32) * ahead;
    let df = (to.file().index() as i32 - from.file().index() as i32).abs();
    let occupied = board.occupied();
    let ruling = |reason| Some(Ruling::new(reason, &[from, to]));
    match (df, dr) {
        (_, dr) if dr < 0 => ruling(Reason::PawnBackward),
        (_, 0) => ruling(Reason::PawnSideways),
        (0, 1) if occupied.contains(to) => ruling(Reason::PawnBlocked),
        (0, 1) => None,
        (0, 2) => {
            if from.rank() != Rank::SECOND.relative_to(us) {
                return ruling(Reason::PawnDoubleStep);
            }
            let middle = from.offset(0, ahead).unwrap_or(to);
            [middle, to]
                .into_iter()
                .find(|s| occupied.contains(*s))
                .map(|s| Ruling::new(Reason::PawnDoubleStepBlocked, &[from, s]))
        }
        (1, 1) => {
            if occupied.contains(to) || pos.ep_square() == Some(to) {
                return None;
            }
            let beside = Square::from_coords(to.file(), from.rank());
            let their_pawn = board.piece_at(beside)
                == Some(Piece {
                    color: us.other(),
                    role: Role::Pawn,
                });
            if their_pawn && from.rank() == Rank::FIFTH.relative_to(us) {
                Some(Ruling::new(Reason::EnPassantExpired, &[from, beside]))
            } else {
                ruling(Reason::PawnDiagonal)
            }
        }
        _ => ruling(Reason::PawnMove),
    }
}

/// Whether a king move from `king` to `to` is meant as castling: two or more squares along the
/// back rank onto the c- or g-file (from the e-file in standard chess), or onto one's own rook
/// (in standard chess only from the e-file to a rook in the corner). Gives the side and the
/// rook named, if any.
fn castling_attempt(
    pos: &Position,
    king: Square,
    to: Square,
) -> Option<(CastlingSide, Option<Square>)> {
    let us = pos.turn();
    let back = Rank::FIRST.relative_to(us);
    if king.rank() != back || to.rank() != back {
        return None;
    }
    let board = pos.board();
    let chess960 = pos.mode().is_chess960();
    let own_rook = (board.rooks() & board.by_color(us)).contains(to);
    if own_rook {
        let corner = to.file() == File::A || to.file() == File::H;
        if chess960 || (king.file() == File::E && corner) {
            return Some((CastlingSide::of(king, to), Some(to)));
        }
        return None;
    }
    let side = if to.file() == File::G {
        CastlingSide::KingSide
    } else if to.file() == File::C {
        CastlingSide::QueenSide
    } else {
        return None;
    };
    if king.distance(to) >= 2 && (chess960 || king.file() == File::E) {
        Some((side, None))
    } else {
        None
    }
}

/// The ruling on castling with the king on `king` to `side` (with `rook` when the attempt
/// names it); `None` when castling is legal.
fn castling(
    pos: &Position,
    king: Square,
    side: CastlingSide,
    rook: Option<Square>,
) -> Option<Ruling> {
    let us = pos.turn();
    let them = us.other();
    let board = pos.board();
    let rights = rights_of(pos.castling_rights(), us);
    if rights.is_empty() || king.rank() != Rank::FIRST.relative_to(us) {
        return Some(Ruling::new(Reason::CastlingKingMoved, &[king]));
    }
    let right = right_on(rights, us, king, side);
    let rook = match (rook, right) {
        (Some(r), Some(with_right)) if r == with_right => r,
        (None, Some(with_right)) => with_right,
        (Some(r), _) => return Some(Ruling::new(Reason::CastlingRookMoved, &[king, r])),
        (None, None) => {
            return Some(Ruling::new(
                Reason::CastlingRookMoved,
                &[king, lost_rook_square(pos, king, side)],
            ));
        }
    };
    let occupied = board.occupied();
    if let Some(checker) = nearest(king, board.attackers_to(king, them, occupied)) {
        return Some(Ruling::new(Reason::CastlingOutOfCheck, &[checker, king]));
    }
    let CastlingPath {
        king_to,
        rook_to,
        king_path,
        must_be_empty,
    } = CastlingPath::new(us, king, rook);
    let without_king = occupied.without(king);
    let mut path: Vec<Square> = king_path.collect();
    path.sort_by_key(|s| s.distance(king));
    for sq in path {
        let attackers = board.attackers_to(sq, them, without_king);
        if let Some(attacker) = nearest(sq, attackers) {
            let reason = if sq == king_to {
                Reason::CastlingIntoCheck
            } else {
                Reason::CastlingThroughCheck
            };
            return Some(Ruling::new(reason, &[attacker, sq]));
        }
    }
    if let Some(blocker) = nearest(king, must_be_empty & occupied) {
        return Some(Ruling::new(Reason::CastlingBlocked, &[blocker]));
    }
    // Chess960: the castling rook may have screened the king's destination.
    let after = without_king.without(rook).with(king_to).with(rook_to);
    let attackers = board.attackers_to(king_to, them, after).without(rook);
    if let Some(attacker) = nearest(king_to, attackers) {
        return Some(Ruling::new(Reason::CastlingIntoCheck, &[attacker, king_to]));
    }
    None
}

/// Where the rook for a lost castling right stood, as well as can be told: the outermost rook
/// of the mover on that side of the king, else the corner.
fn lost_rook_square(pos: &Position, king: Square, side: CastlingSide) -> Square {
    let us = pos.turn();
    let board = pos.board();
    let back = Rank::FIRST.relative_to(us);
    let rooks = board.rooks() & board.by_color(us) & Bitboard::from_rank(back);
    let outermost = match side {
        CastlingSide::KingSide => rooks.into_iter().filter(|r| r.file() > king.file()).last(),
        CastlingSide::QueenSide => rooks.into_iter().find(|r| r.file() < king.file()),
    };
    outermost.unwrap_or_else(|| {
        let corner = match side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        };
        Square::from_coords(corner, back)
    })
}

/// Art. 3.9.2: the ruling when the move (right in shape) leaves or puts its own king in check.
fn king_safety(pos: &Position, role: Role, from: Square, to: Square) -> Option<Ruling> {
    let board = pos.board();
    let us = pos.turn();
    let them = us.other();
    let king = pos.king_of(us);
    let mut captured = Bitboard::from_square(to);
    if role == Role::Pawn && pos.ep_square() == Some(to) && !board.occupied().contains(to) {
        captured.add(Square::from_coords(to.file(), from.rank()));
    }
    let after = (board.occupied() - captured).without(from).with(to);
    let king_after = if role == Role::King { to } else { king };
    let attackers = board.attackers_to(king_after, them, after) - captured;
    if attackers.is_empty() {
        return None;
    }
    if role == Role::King {
        let attacker = nearest(to, attackers)?;
        return Some(Ruling::new(Reason::KingIntoCheck, &[attacker, to]));
    }
    let checkers = pos.checkers();
    if let Some(checker) = nearest(king, attackers & checkers) {
        return Some(Ruling::new(Reason::KingLeftInCheck, &[checker, king]));
    }
    let pinner = nearest(king, attackers)?;
    Some(Ruling::new(Reason::Pinned, &[from, pinner, king]))
}
