//! chess-arbiter: the chess rules core for the web.
//!
//! A pure Rust implementation of FIDE Laws of Chess, Article 3 "The moves of the pieces", with
//! FEN, SAN, UCI, perft and Chess960. The WebAssembly binding lives in `src/wasm/` and is only
//! compiled for `wasm32`.

#![warn(missing_docs)]

pub mod attacks;
pub mod bitboard;
pub mod color;
pub mod role;
pub mod square;

pub use bitboard::Bitboard;
pub use color::Color;
pub use role::{Piece, Role};
pub use square::{File, Rank, Square};
pub mod board;
pub mod castling;
pub mod dead;
pub mod edit;
pub mod explain;
pub mod fen;
pub mod game;
pub mod game_pgn;
pub mod lan;
pub mod material;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod san;
pub mod setup;
pub mod uci;
pub mod validate;
pub mod zobrist;

pub use board::Board;
pub use castling::{CastlingMode, CastlingRights};
pub use explain::{Reason, Ruling};
pub use fen::{FenError, ParseFenError};
pub use game::{DrawClaim, Game, GameError, GameSnapshot, Outcome, PlayedMove, Termination};
pub use moves::{CastlingSide, Move, MoveKind, MoveList};
pub use position::{IllegalMoveError, Position};
pub use setup::Setup;
pub use validate::{PositionError, Problem, ProblemKind};

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
