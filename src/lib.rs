//! chess-arbiter: the chess rules core for the web.

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
