//! Reading a move the way a user gives it: SAN (lenient or strict), UCI, or origin and target
//! squares with an optional promotion piece.

use crate::moves::Move;
use crate::position::Position;
use crate::role::Role;
use crate::san::{self, SanError, SanReadError};
use crate::square::Square;
use crate::uci::{Uci, UciError};
use core::fmt;

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
        }
    }

    /// The FIDE article, where one applies.
    pub const fn article(&self) -> Option<&'static str> {
        match self {
            MoveInputError::Illegal => Some("3.10.2"),
            MoveInputError::PromotionRequired => Some("3.7.5.1"),
            _ => None,
        }
    }
}

impl fmt::Display for MoveInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveInputError::Syntax => {
                f.write_str("not a move in san (e.g. Nf3, O-O, e8=Q) or uci (e.g. g1f3, e7e8q)")
            }
            MoveInputError::NotStrict(exact) => write!(f, "not strict san: write {exact}"),
            MoveInputError::Illegal => f.write_str("illegal move"),
            MoveInputError::Ambiguous => f.write_str(
                "ambiguous move: more than one piece can make it; add the origin file or rank",
            ),
            MoveInputError::PromotionRequired => f.write_str(
                "a pawn reaching the last rank must promote to a queen, rook, bishop or knight",
            ),
        }
    }
}

impl std::error::Error for MoveInputError {}

impl From<UciError> for MoveInputError {
    fn from(e: UciError) -> MoveInputError {
        match e {
            UciError::Illegal => MoveInputError::Illegal,
            UciError::PromotionRequired => MoveInputError::PromotionRequired,
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
        }
    }
}

/// Reads a move as UCI when it has UCI's shape (`g1f3`, `e7e8q`), else as SAN (strict or
/// lenient).
///
/// # Errors
/// [`MoveInputError`].
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
    if let Ok(uci) = Uci::parse(text) {
        return Ok(uci.to_move(pos)?);
    }
    Ok(san::read(pos, text, strict)?)
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
