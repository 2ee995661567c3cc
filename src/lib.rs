//! chess-arbiter: the chess rules core for the web.
//!
//! A pure Rust implementation of FIDE Laws of Chess, Article 3 "The moves of the pieces", with
//! FEN, SAN, UCI, perft and Chess960. The WebAssembly binding lives in `src/wasm/` and is only
//! compiled for `wasm32`.
//!
//! The nouns (squares, pieces, boards, positions, move generation) are private modules whose
//! types are re-exported here; the notations, the services built on them, and `dead` and
//! `material` (whose docs say what the Laws' draws decide) are public modules.
//!
//! Every notation reads with a parse and writes with [`Display`](core::fmt::Display):
//! - SAN: [`San::parse`](san::San::parse) / [`San`](san::San) and [`SanPlus`](san::SanPlus)
//!   (from a move: [`San::from_move`](san::San::from_move),
//!   [`SanPlus::from_move`](san::SanPlus::from_move));
//! - UCI: [`Uci::parse`](uci::Uci::parse) / [`Uci`](uci::Uci) (from a move:
//!   [`Uci::from_move`](uci::Uci::from_move));
//! - FEN: [`Setup::from_fen`] (or `str::parse`, the syntax alone) / [`Setup`], and for a legal
//!   position [`fen::read`] / [`Position`] ([`Position::fen`] is its `Display` text;
//!   [`fen::write_with`] takes options).
//!
//! `san::to_san`, `san::to_san_plus` and `uci::to_uci` are shorthands for those writers.

#![warn(missing_docs)]

mod bitboard;
mod board;
mod castling;
mod color;
mod move_text;
mod movegen;
mod position;
mod quote;
mod role;
mod setup;
mod sort;
mod square;

pub mod attacks;
pub mod dead;
pub mod edit;
pub mod explain;
pub mod fen;
pub mod game;
pub mod game_pgn;
pub mod lan;
pub mod local_san;
pub mod material;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod san;
pub mod uci;
pub mod ui;
pub mod unwinnable;
pub mod validate;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{CastlingMode, CastlingRights};
pub use color::Color;
pub use explain::{Reason, Ruling};
pub use fen::{FenError, ParseFenError};
pub use game::{DrawClaim, Game, GameError, GameSnapshot, Outcome, PlayedMove, Termination};
pub use move_text::MoveText;
pub use moves::{CastlingSide, Move, MoveKind, MoveList};
pub use position::{IllegalMoveError, Position, Status};
pub use role::{Piece, Role};
pub use setup::Setup;
pub use square::{File, ParseSquareError, Rank, Square};
pub use validate::{PositionError, Problem, ProblemKind};

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
