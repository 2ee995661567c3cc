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

/// One position of the analyzer's labelled vectors (`data/dead/cha-test-vector.txt`).
pub struct ChaVector {
    /// The line as written.
    pub line: String,
    /// Who can still mate: `WB`, `W-`, `-B` or `--`.
    pub label: String,
    /// The position as a full FEN: placement and side to move, castling and en passant when
    /// the line gives them (one line has only the first two fields), clocks `0 1`.
    pub fen: String,
}

/// The 1,803 labelled positions of `data/dead/cha-test-vector.txt`, in file order.
pub fn cha_vectors() -> Vec<ChaVector> {
    let text = std::fs::read_to_string(shared("data/dead/cha-test-vector.txt"))
        .expect("../shared/data/dead/cha-test-vector.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (label, fen) = line.split_at(2);
            let mut fields: Vec<&str> = fen.split_whitespace().collect();
            while fields.len() < 4 {
                fields.push("-");
            }
            ChaVector {
                line: line.to_string(),
                label: label.to_string(),
                fen: format!("{} 0 1", fields.join(" ")),
            }
        })
        .collect()
}
