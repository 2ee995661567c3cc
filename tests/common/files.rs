//! Where the shared data lives.

use std::path::PathBuf;

/// `shared/<path>`: the `shared/` folder beside the repository (`../shared`), or beside a
/// parent folder when the tests run from a git worktree (`../../shared`).
pub fn shared(path: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    root.ancestors()
        .skip(1)
        .map(|dir| dir.join("shared"))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| root.join("../shared"))
        .join(path)
}
