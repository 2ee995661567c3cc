//! [`GameError`]: why a game operation failed, with a stable code per variant.

use super::Outcome;
use crate::notation::MoveInputError;
use crate::notation::fen::FenError;
use core::fmt;

/// Why a game operation failed. The game is unchanged after every error. Each variant has a
/// stable code ([`GameError::code`]); messages are lowercase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The start FEN cannot be read or is not a legal position (`ERR_INVALID_FEN`); the inner
    /// error lists every problem with its own code.
    InvalidFen(FenError),
    /// The move cannot be played: not SAN or UCI, not strict SAN, illegal, ambiguous, a
    /// promotion without its piece, or a null move where it is refused. The code is the inner
    /// error's (`ERR_INVALID_MOVE`, `ERR_NOT_STRICT_SAN`, `ERR_ILLEGAL_MOVE`,
    /// `ERR_AMBIGUOUS_MOVE`, `ERR_PROMOTION_REQUIRED`, `ERR_NULL_MOVE`).
    Move(MoveInputError),
    /// The game is over at the current ply (`ERR_GAME_OVER`); carries how it ended.
    GameOver(Outcome),
    /// A ply outside 0 to the last ply of the line (`ERR_PLY_OUT_OF_RANGE`).
    PlyOutOfRange {
        /// The ply asked for.
        ply: usize,
        /// The last ply of the line.
        last: usize,
    },
    /// No draw claim is valid now nor after the given move (`ERR_CLAIM_NOT_ALLOWED`,
    /// Art. 9.2, 9.3).
    ClaimNotAllowed,
    /// A claim is valid only together with a move that makes it valid: use
    /// [`super::Game::claim_draw_with_move`] (`ERR_CLAIM_NEEDS_MOVE`, Art. 9.2.1.1, 9.3.1).
    ClaimNeedsMove,
    /// A snapshot that does not describe a game (`ERR_INVALID_SNAPSHOT`): says which part.
    InvalidSnapshot(String),
    /// A node id that is not in the game's tree, or the root where a move is needed
    /// (`ERR_UNKNOWN_NODE`).
    UnknownNode(u32),
}

impl GameError {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::InvalidFen(_) => "ERR_INVALID_FEN",
            GameError::Move(e) => e.code(),
            GameError::GameOver(_) => "ERR_GAME_OVER",
            GameError::PlyOutOfRange { .. } => "ERR_PLY_OUT_OF_RANGE",
            GameError::ClaimNotAllowed => "ERR_CLAIM_NOT_ALLOWED",
            GameError::ClaimNeedsMove => "ERR_CLAIM_NEEDS_MOVE",
            GameError::InvalidSnapshot(_) => "ERR_INVALID_SNAPSHOT",
            GameError::UnknownNode(_) => "ERR_UNKNOWN_NODE",
        }
    }

    /// The FIDE article, where one applies.
    pub fn article(&self) -> Option<&'static str> {
        match self {
            GameError::Move(e) => e.article(),
            GameError::GameOver(outcome) => Some(outcome.termination.article()),
            GameError::ClaimNotAllowed => Some("9.2, 9.3"),
            GameError::ClaimNeedsMove => Some("9.2.1.1, 9.3.1"),
            _ => None,
        }
    }
}

impl GameError {
    /// The message of [`GameError::PlyOutOfRange`] for a ply as a caller wrote it, a negative
    /// one too (the npm package takes plies as JS numbers).
    pub fn ply_out_of_range_message(ply: impl fmt::Display, last: usize) -> String {
        format!("ply {ply} is out of range: the line has plies 0 to {last}")
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::InvalidFen(e) => e.fmt(f),
            GameError::Move(e) => e.fmt(f),
            GameError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            GameError::PlyOutOfRange { ply, last } => {
                f.write_str(&GameError::ply_out_of_range_message(ply, *last))
            }
            GameError::ClaimNotAllowed => f.write_str(
                "no draw can be claimed: the position has not occurred three times and 50 moves \
                 without a pawn move or capture have not been made, nor would the next move do it",
            ),
            GameError::ClaimNeedsMove => {
                f.write_str("the draw can be claimed only with the move that makes the claim valid")
            }
            GameError::InvalidSnapshot(why) => write!(f, "invalid snapshot: {why}"),
            // The root is in every tree: only an edit that cannot apply to it refuses it.
            GameError::UnknownNode(0) => write!(
                f,
                "node 0 is the start position: it cannot be deleted or moved"
            ),
            GameError::UnknownNode(id) => write!(f, "no node {id} in the game's tree"),
        }
    }
}

impl core::error::Error for GameError {}
