//! The nouns of the board: colors, roles and pieces, squares, bitboards and moves (Art. 2 and 3
//! name them). Every other layer builds on these; they import nothing of the crate but each
//! other.

pub(crate) mod bitboard;
pub(crate) mod color;
pub mod moves;
pub(crate) mod role;
pub(crate) mod square;
