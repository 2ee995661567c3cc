//! Helpers outside the rules: quoting a text for a message, and sorting moves into a stable
//! order.

pub(crate) mod quote;
pub(crate) mod sort;
