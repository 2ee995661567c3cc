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

// The layers, lowest first; each imports only the ones above it in this list.
pub mod adjudication;
pub mod game;
pub mod notation;
pub mod pgn;
pub mod position;
pub mod rulings;
mod types;
pub mod ui;
mod util;

pub use notation::{fen, san, uci};
pub use types::moves;

pub use game::{
    DrawClaim, Game, GameError, GameSnapshot, MoveInput, Outcome, PlayOptions, PlayedMove,
    Termination,
};
pub use notation::fen::{FenError, ParseFenError};
pub use notation::move_text::MoveText;
pub use position::board::Board;
pub use position::castling::{CastlingMode, CastlingRights};
pub use position::setup::Setup;
pub use position::validate::{PositionError, Problem, ProblemKind};
pub use position::{IllegalMoveError, Position, Status};
pub use rulings::{Reason, Ruling};
pub use types::bitboard::Bitboard;
pub use types::color::Color;
pub use types::moves::{CastlingSide, Move, MoveKind, MoveList};
pub use types::role::{Piece, Role};
pub use types::square::{File, ParseSquareError, Rank, Square};

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
