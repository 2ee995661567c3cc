//! Adjudication: what the Laws decide about a position beyond its legal moves. Material on the
//! board ([`material`], Art. 5.2.2 and 6.9), dead positions ([`dead`], Art. 5.2.2: no series of
//! legal moves can checkmate) and whether a side can still win ([`unwinnable`], the verdict Art.
//! 6.9 asks for when a flag falls).

pub mod dead;
pub mod material;
mod region;
pub mod unwinnable;
