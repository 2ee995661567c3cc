//! The catalogue of reasons a move attempt is refused ([`Reason`]: code, FIDE article,
//! description) and the [`Ruling`] that carries one with its squares.

use super::drawing::{Shape, shapes};
use crate::types::square::Square;
use core::fmt;

/// Why a move attempt is not legal. Each reason has a stable code and one article.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// A null move (`--`, `Z0`, `0000`): passing the turn is no move (Art. 1.2: the players
    /// move alternately). Only [`super::explain_text`] gives it.
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
    pub(super) const fn stage(self) -> u8 {
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
    /// What a board draws for it: arrows and circles in chessground's format (see
    /// [`super::drawing`]), e.g. a red arrow from the attacker to the king.
    pub shapes: Vec<Shape>,
}

impl Ruling {
    pub(super) fn new(reason: Reason, squares: &[Square]) -> Ruling {
        Ruling {
            reason,
            article: reason.article(),
            squares: squares.to_vec(),
            shapes: shapes(reason, squares, None),
        }
    }

    /// The shapes drawn again, now that the attempt (origin, target) is known.
    pub(super) fn with_attempt(mut self, from: Square, to: Square) -> Ruling {
        self.shapes = shapes(self.reason, &self.squares, Some((from, to)));
        self
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

impl core::error::Error for Ruling {}
