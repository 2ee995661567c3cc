//! chess-arbiter: the chess rules core for the web.
pub mod pgn;
