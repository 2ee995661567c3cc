//! [`GameSnapshot`]: a plain record of a game that restores it exactly.

use super::{DrawClaim, Game, GameError};
use crate::castling::CastlingMode;
use crate::fen::{self, CastlingNotation, FenOptions, quote};
use crate::position::Position;
use crate::uci::Uci;
use core::fmt;

/// A plain, serialisable record of a [`Game`] that [`Game::from_snapshot`] restores exactly,
/// repetition history included (the positions are rebuilt from the moves).
///
/// - `start_fen`: the start position, with the en-passant square written whenever there is
///   one and Shredder-FEN castling (`HAha`) in Chess960, so nothing is lost;
/// - `chess960`: the castling mode;
/// - `moves`: the whole line in UCI (including moves after the current ply; `0000` for a null
///   move);
/// - `ply`: the current ply, 0 to `moves.len()`;
/// - `claim`: a claimed draw at the end of the line, `threefold_repetition` or `fifty_moves`;
/// - `relaxed`: the start position is one only relaxed reading accepts
///   ([`Game::from_fen_relaxed`]), so [`Game::from_snapshot`] reads `start_fen` that way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GameSnapshot {
    /// The start position as FEN.
    pub start_fen: String,
    /// True for Chess960 castling.
    pub chess960: bool,
    /// The whole line in UCI.
    pub moves: Vec<String>,
    /// The current ply.
    pub ply: usize,
    /// A claimed draw at the end of the line: `threefold_repetition` or `fifty_moves`.
    pub claim: Option<String>,
    /// True when the start position does not pass strict validation (an impossible check,
    /// clocks out of range): `start_fen` is then read as [`Position::from_fen_relaxed`] does.
    pub relaxed: bool,
}

impl Game {
    /// A plain record of the game (see [`GameSnapshot`]).
    pub fn to_snapshot(&self) -> GameSnapshot {
        let chess960 = self.mode().is_chess960();
        let options = FenOptions {
            castling: if chess960 {
                CastlingNotation::Shredder
            } else {
                CastlingNotation::XFen
            },
            always_ep: true,
        };
        let start = &self.root.pos;
        GameSnapshot {
            start_fen: fen::write_with(start, options),
            chess960,
            moves: self.moves.iter().map(|m| m.uci.clone()).collect(),
            ply: self.ply,
            claim: self.claim.map(|c| c.name().to_string()),
            relaxed: Position::from_setup(&start.to_setup(), start.mode()).is_err(),
        }
    }

    /// Rebuilds a game from [`Game::to_snapshot`]'s record: the same line, positions,
    /// repetition history, current ply and claim.
    ///
    /// # Errors
    /// [`GameError::InvalidSnapshot`] (`ERR_INVALID_SNAPSHOT`) naming the part at fault: a bad
    /// start FEN, a move that is not UCI or not legal, a ply past the end of the line, or a
    /// claim that is unknown or not valid at the end of the line. Moves after an automatic end
    /// are replayed as [`Game::play_recorded`] does. The start FEN is read strictly unless
    /// `relaxed` is set.
    pub fn from_snapshot(snapshot: &GameSnapshot) -> Result<Game, GameError> {
        let mode = if snapshot.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let start = if snapshot.relaxed {
            Game::from_fen_relaxed(&snapshot.start_fen, mode)
        } else {
            Game::from_fen(&snapshot.start_fen, mode)
        };
        let mut game = start.map_err(|e| GameError::InvalidSnapshot(format!("start fen: {e}")))?;
        for (i, text) in snapshot.moves.iter().enumerate() {
            let bad = |why: &dyn fmt::Display| {
                GameError::InvalidSnapshot(format!("move {} ({}): {why}", i + 1, quote(text)))
            };
            let played = match Uci::parse(text).map_err(|e| bad(&e))? {
                Uci::Null => game.play_null_recorded(),
                uci => {
                    let m = uci.to_move(game.position()).map_err(|e| bad(&e))?;
                    game.play_recorded(&m)
                }
            };
            played.map_err(|e| bad(&e))?;
        }
        if let Some(name) = &snapshot.claim {
            let claim = DrawClaim::from_name(name).ok_or_else(|| {
                GameError::InvalidSnapshot(format!("unknown claim {}", quote(name)))
            })?;
            let valid = match claim {
                DrawClaim::ThreefoldRepetition => game.is_threefold_repetition(),
                DrawClaim::FiftyMoves => game.is_fifty_moves(),
            };
            if !valid || game.outcome().is_some() {
                return Err(GameError::InvalidSnapshot(format!(
                    "the claim {name} is not valid at the end of the line"
                )));
            }
            game.claim = Some(claim);
        }
        game.goto(snapshot.ply)
            .map_err(|e| GameError::InvalidSnapshot(e.to_string()))?;
        Ok(game)
    }
}
