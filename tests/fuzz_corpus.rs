//! Replays the fuzz seed corpora (`fuzz/corpus/<target>/`) and every saved crash
//! (`fuzz/regressions/<target>/`) through the fuzz targets' own checks, on the stable
//! toolchain, as part of `cargo test`. The checks are `fuzz/src/checks.rs`, compiled here too.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use std::path::Path;

type Target = fn(&[u8]);

const TARGETS: &[(&str, Target)] = &[
    ("fen", checks::fen),
    ("san", checks::san),
    ("uci", checks::uci),
    ("play_any_move", checks::play_any_move),
    ("random_play", checks::random_play),
    ("pgn", checks::pgn),
];

fn replay(dir: &Path, target: Target) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut files: Vec<_> = entries.map(|e| e.expect("dir entry").path()).collect();
    files.sort();
    for file in &files {
        let data = std::fs::read(file).expect("read input");
        eprintln!("replaying {}", file.display());
        target(&data);
    }
    files.len()
}

#[test]
fn seed_corpora_and_saved_crashes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut seeds = 0;
    for (name, target) in TARGETS {
        let n = replay(&root.join("corpus").join(name), *target);
        assert!(n > 0, "no seeds for fuzz target {name}");
        seeds += n;
        replay(&root.join("regressions").join(name), *target);
    }
    assert!(seeds >= 30);
}

/// The checks themselves on a few inputs that must pass.
#[test]
fn checks_accept_good_inputs() {
    checks::fen(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    checks::san(b"\x00Nf3");
    checks::uci(b"\x00e2e4");
    checks::play_any_move(b"|e4 e5 Nf3 Nc6 Bb5 a6 O-O");
    checks::random_play(&[0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    checks::pgn(
        b"[Event \"x\"]\n\n1. e4 {a comment} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0\n\n1. d4 *",
    );
    for n in 0..960u16 {
        let start = checks::FENS.len() as u16 + n; // past the fixed positions: Chess960 n
        let [a, b] = start.to_le_bytes();
        checks::random_play(&[a, b, 0, 7, 13, 21, 5]);
    }
}
