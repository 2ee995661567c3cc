//! The shapes a board draws for a ruling (`Ruling::shapes`), in the format chessground and
//! lichess use: an arrow (`orig` to `dest`) or a circle (`orig` alone), with a brush name.
//!
//! | ruling | shapes |
//! | --- | --- |
//! | a piece's or pawn's shape (3.2 to 3.7), promotion, own piece on the target (3.1) | red arrow of the attempt |
//! | `ERR_PIECE_IN_THE_WAY`, `ERR_PAWN_BLOCKED`, `ERR_PAWN_DOUBLE_STEP_BLOCKED` | red arrow of the attempt, yellow circle on the piece in the way |
//! | `ERR_EN_PASSANT_EXPIRED` | red arrow of the attempt, yellow circle on the pawn beside |
//! | `ERR_NO_PIECE`, `ERR_NOT_YOUR_TURN`, `ERR_SAME_SQUARE`, `ERR_NULL_MOVE`, `ERR_ILLEGAL_MOVE` | red circle on each square |
//! | `ERR_CASTLING_KING_MOVED`, `ERR_CASTLING_ROOK_MOVED` | red circle on the king (and on the rook's square) |
//! | `ERR_CASTLING_OUT_OF_CHECK`, `ERR_KING_LEFT_IN_CHECK` | red arrow from the attacker to the king |
//! | `ERR_CASTLING_THROUGH_CHECK`, `ERR_CASTLING_INTO_CHECK`, `ERR_KING_INTO_CHECK` | red arrow from the attacker to the square it attacks |
//! | `ERR_CASTLING_BLOCKED` | yellow circle on the piece in the way |
//! | `ERR_PINNED` | red arrow from the pinner to the king, yellow circle on the pinned piece |

use super::Reason;
use crate::types::square::Square;

/// A brush of chessground's default set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Brush {
    /// The rule broken: the attempt, the attack on the king or on a square.
    Red,
    /// The piece that decides it: in the way, pinned, or the pawn that could have been taken.
    Yellow,
}

impl Brush {
    /// The brush's name in chessground (`red`, `yellow`).
    pub const fn name(self) -> &'static str {
        match self {
            Brush::Red => "red",
            Brush::Yellow => "yellow",
        }
    }
}

/// An arrow from `orig` to `dest`, or a circle on `orig` when `dest` is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Where the arrow starts, or the circled square.
    pub orig: Square,
    /// Where the arrow points; `None` for a circle.
    pub dest: Option<Square>,
    /// The brush.
    pub brush: Brush,
}

const fn arrow(orig: Square, dest: Square) -> Shape {
    Shape {
        orig,
        dest: Some(dest),
        brush: Brush::Red,
    }
}

const fn circle(orig: Square, brush: Brush) -> Shape {
    Shape {
        orig,
        dest: None,
        brush,
    }
}

/// The shapes of a ruling with its deciding `squares` (in the order of the module docs of
/// `explain`); `attempt` is the move tried (origin, target) when it is known.
pub(super) fn shapes(
    reason: Reason,
    squares: &[Square],
    attempt: Option<(Square, Square)>,
) -> Vec<Shape> {
    let at = |i: usize| squares.get(i).copied();
    // The attempt's arrow, or the first two squares' when the attempt is unknown.
    let tried = || match (attempt, at(0), at(1)) {
        (Some((from, to)), _, _) if from != to => Some(arrow(from, to)),
        (None, Some(a), Some(b)) => Some(arrow(a, b)),
        _ => None,
    };
    let circles = |brush| squares.iter().map(|s| circle(*s, brush)).collect();
    match reason {
        Reason::NullMove
        | Reason::NoPiece
        | Reason::NotYourTurn
        | Reason::SameSquare
        | Reason::IllegalMove
        | Reason::CastlingKingMoved
        | Reason::CastlingRookMoved => circles(Brush::Red),
        Reason::OwnPieceOnTarget
        | Reason::BishopMove
        | Reason::RookMove
        | Reason::QueenMove
        | Reason::KnightMove
        | Reason::KingMove
        | Reason::PawnBackward
        | Reason::PawnSideways
        | Reason::PawnMove
        | Reason::PawnDoubleStep
        | Reason::PawnDiagonal
        | Reason::PromotionUnexpected
        | Reason::PromotionRequired
        | Reason::PromotionPiece => tried().into_iter().collect(),
        Reason::PieceInTheWay
        | Reason::PawnBlocked
        | Reason::PawnDoubleStepBlocked
        | Reason::EnPassantExpired => {
            let mut out: Vec<Shape> = attempt
                .filter(|(from, to)| from != to)
                .map(|(from, to)| arrow(from, to))
                .into_iter()
                .collect();
            out.extend(at(1).map(|s| circle(s, Brush::Yellow)));
            out
        }
        Reason::CastlingOutOfCheck
        | Reason::CastlingThroughCheck
        | Reason::CastlingIntoCheck
        | Reason::KingIntoCheck
        | Reason::KingLeftInCheck => match (at(0), at(1)) {
            (Some(a), Some(b)) => vec![arrow(a, b)],
            _ => Vec::new(),
        },
        Reason::CastlingBlocked => at(0)
            .map(|s| circle(s, Brush::Yellow))
            .into_iter()
            .collect(),
        Reason::Pinned => match (at(0), at(1), at(2)) {
            (Some(pinned), Some(pinner), Some(king)) => {
                vec![arrow(pinner, king), circle(pinned, Brush::Yellow)]
            }
            _ => Vec::new(),
        },
    }
}
