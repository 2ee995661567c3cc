//! chess-arbiter: the chess rules core for the web.
//!
//! A pure Rust implementation of FIDE Laws of Chess, Article 3 "The moves of the pieces", with
//! FEN, SAN, UCI, PGN, perft and Chess960.
//!
//! # Layers
//! The crate is cut into folders by concern, each importing only the layers before it in this
//! list (no import circle; `python3 ../shared/tools/import-circles.py src` checks it):
//! - `types` (private): the nouns: [`Color`], [`Role`] and [`Piece`], [`Square`], [`Bitboard`],
//!   [`Move`] and [`moves`];
//! - [`position`]: the board and a legal [`Position`] (Art. 3): [`Setup`], castling rights,
//!   validation ([`position::validate`]), attacks, move generation, [`position::perft`],
//!   Zobrist keys, board edits;
//! - [`notation`]: [`fen`], [`san`], [`uci`], long algebraic ([`notation::lan`]), localized SAN
//!   ([`notation::local_san`]) and reading a move as a user gives it;
//! - [`pgn`]: PGN syntax only (tags, movetext, comments and their commands, annotations),
//!   knowing nothing of the rules;
//! - [`adjudication`]: what the Laws decide beyond the legal moves: material, dead positions
//!   (Art. 5.2.2), unwinnable positions (Art. 6.9);
//! - [`game`]: a [`Game`] (the tree of moves, outcomes, claims, repetition, snapshots) and PGN
//!   played through the rules ([`game::pgn`]);
//! - [`arbiter`]: a game on a chess clock (Art. 6) and every way it ends: time controls (the
//!   PGN `TimeControl` tag), the clock driven by the caller's timestamps, flag falls (Art.
//!   6.9), resignation, draw offers and agreement, aborts; nothing below depends on it;
//! - [`rulings`]: why a move is illegal or a position is what it is, with the article;
//! - [`ui`]: glue for board widgets;
//! - `variants` (cargo feature `variants`): the lichess variants, on top of `position` and
//!   `notation` (nothing below depends on it).
//!
//! The nouns are private modules whose types are re-exported here. The WebAssembly binding
//! lives in `src/wasm/` and is only compiled for `wasm32`; it converts and calls, nothing more.
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
// `chess-arbiter/core`'s wasm (scripts/build.sh: features `rules`, without `std`) is built
// without Rust's standard library: its panics trap (`src/wasm/mod.rs`) instead of going through
// std's panic machinery and `core::fmt` (docs/benchmarks.md, issue 40). Native builds and every
// other wasm module (their features enable `std`) keep std; the layers that need it (the
// helpmate search's `HashMap`s, thread-locals) and the ones the core does not use are compiled
// only with it. The layers the core does compile take `String`, `Vec`, `format!`... from `alloc`
// (`prelude`).
#![cfg_attr(all(target_arch = "wasm32", not(feature = "std")), no_std)]
// Crate-internal helpers that only the layers left out there use.
#![cfg_attr(all(target_arch = "wasm32", not(feature = "std")), allow(dead_code))]

extern crate alloc;

// The layers, lowest first; each imports only the ones above it in this list.
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub mod adjudication;
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub mod arbiter;
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub mod game;
pub mod notation;
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub mod pgn;
pub mod position;
mod prelude;
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub mod rulings;
mod types;
pub mod ui;
mod util;
#[cfg(feature = "variants")]
pub mod variants;

pub use notation::{fen, san, uci};
pub use types::moves;

#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
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
#[cfg(any(feature = "std", not(target_arch = "wasm32")))]
pub use rulings::{Reason, Ruling};
pub use types::bitboard::Bitboard;
pub use types::color::Color;
pub use types::moves::{CastlingSide, Move, MoveKind, MoveList};
pub use types::role::{Piece, Role};
pub use types::square::{File, ParseSquareError, Rank, Square};

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
