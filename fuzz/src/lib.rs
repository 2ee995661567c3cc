//! The checks behind the fuzz targets. They live in `checks.rs`, which has no dependency on
//! libfuzzer, so that `tests/fuzz_corpus.rs` in the main crate replays the seed corpora and every
//! saved crash through the very same code on the stable toolchain.

#[path = "checks.rs"]
pub mod checks;
