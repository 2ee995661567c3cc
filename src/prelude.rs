//! What std's prelude gives beyond `core`'s, from `alloc`: the layers that the `no_std` build of
//! `chess-arbiter/core` compiles (src/lib.rs) import it whole (`use crate::prelude::*;`), so
//! that the same code builds with and without std.

#[allow(unused_imports)]
pub(crate) use alloc::{
    borrow::ToOwned,
    boxed::Box,
    format,
    string::{String, ToString},
    vec,
    vec::Vec,
};
