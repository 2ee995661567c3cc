//! Helpers shared by the reliability tests, one file per concern: a small seeded PRNG
//! (`rng.rs`), the shared data folder (`files.rs`), the comparison of one of our positions with
//! a `cozy_chess::Board`, the independent oracle, and random games on both (`oracle.rs`), a
//! minimal PGN movetext tokenizer for the lichess games (`pgn.rs`), random placements
//! (`placement.rs`), the frozen-pawn fortress check of unwinnable answers (`fortress.rs`) and
//! the no-checkmate-in-the-material-class check of pawnless ones (`mateclass.rs`). Everything
//! is re-exported here, so a test names `common::compare` etc.
// Each test file uses a part of these helpers.
#![allow(dead_code)]

mod files;
mod fortress;
mod mateclass;
mod oracle;
mod pgn;
mod placement;
mod rng;

#[allow(unused_imports)]
pub use files::*;
#[allow(unused_imports)]
pub use fortress::*;
#[allow(unused_imports)]
pub use mateclass::*;
#[allow(unused_imports)]
pub use oracle::*;
#[allow(unused_imports)]
pub use pgn::*;
#[allow(unused_imports)]
pub use placement::*;
#[allow(unused_imports)]
pub use rng::*;
