//! Perft suites from `../shared/data/perft/`: every position, every depth whose published node
//! count stays under a limit (all depths with `--ignored`).

mod common;

use chess_arbiter::position::perft;
use chess_arbiter::{CastlingMode, Position};
use common::shared;

/// Node limit per position and depth for the default run.
const NODE_LIMIT: u64 = 2_000_000;

struct Case {
    line: usize,
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn read_suite(name: &str) -> Vec<Case> {
    let path = shared(&format!("data/perft/{name}"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or("").trim();
        if fen.is_empty() {
            continue;
        }
        let depths = parts
            .map(|p| {
                let mut w = p.split_whitespace();
                let d = w
                    .next()
                    .and_then(|d| d.strip_prefix('D'))
                    .and_then(|d| d.parse().ok());
                let n = w.next().and_then(|n| n.parse().ok());
                (d.expect("depth"), n.expect("nodes"))
            })
            .collect();
        cases.push(Case {
            line: i + 1,
            fen: fen.to_string(),
            depths,
        });
    }
    cases
}

/// Runs a suite; returns (positions, depth checks, nodes counted).
fn run(name: &str, mode: CastlingMode, limit: u64) -> (usize, usize, u64) {
    let cases = read_suite(name);
    let (mut checks, mut nodes) = (0, 0);
    for case in &cases {
        let pos = Position::from_fen(&case.fen, mode)
            .or_else(|_| Position::from_fen_relaxed(&case.fen, mode))
            .unwrap_or_else(|e| panic!("{name}:{} {}: {e}", case.line, case.fen));
        for &(depth, expected) in &case.depths {
            if expected > limit {
                continue;
            }
            assert_eq!(
                perft::perft(&pos, depth),
                expected,
                "{name}:{} {} depth {depth}",
                case.line,
                case.fen
            );
            checks += 1;
            nodes += expected;
        }
    }
    (cases.len(), checks, nodes)
}

#[test]
fn perftsuite_standard() {
    let (positions, checks, nodes) = run("perftsuite.epd", CastlingMode::Standard, NODE_LIMIT);
    // The file's own published counts: 126 lines; 685 (position, depth) pairs count at most
    // NODE_LIMIT nodes, 43,739,090 nodes in all (summed from the file with awk, not by this
    // crate). A run that skipped depths or positions would count fewer.
    assert_eq!((positions, checks, nodes), (126, 685, 43_739_090));
}

#[test]
fn cpw_positions() {
    let (positions, checks, nodes) = run("cpw.epd", CastlingMode::Standard, NODE_LIMIT * 5);
    // Published counts (awk over the file): 7 positions, 30 depths of at most 10,000,000 nodes,
    // 16,996,788 nodes in all.
    assert_eq!((positions, checks, nodes), (7, 30, 16_996_788));
}

#[test]
fn chess960_suite() {
    let (positions, checks, nodes) = run("chess960.epd", CastlingMode::Chess960, NODE_LIMIT / 4);
    // Published counts (awk over the file): 960 positions, 3,309 depths of at most 500,000
    // nodes, 177,633,838 nodes in all.
    assert_eq!((positions, checks, nodes), (960, 3_309, 177_633_838));
}

#[test]
fn copy_make_agrees_with_bulk() {
    let pos = Position::from_fen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
    )
    .unwrap();
    assert_eq!(perft::perft_copy_make(&pos, 3), 97_862);
    let divide = perft::divide(&Position::new(), 2);
    assert_eq!(divide.len(), 20);
    assert!(divide.iter().all(|(_, n)| *n == 20));
}

#[test]
#[ignore = "every listed depth: minutes; run with cargo test --release -- --ignored"]
fn all_depths() {
    for (name, mode) in [
        ("perftsuite.epd", CastlingMode::Standard),
        ("cpw.epd", CastlingMode::Standard),
        ("chess960.epd", CastlingMode::Chess960),
    ] {
        let limit = if name == "cpw.epd" {
            10_000_000_000
        } else {
            u64::MAX
        };
        let (_, checks, nodes) = run(name, mode, limit);
        eprintln!("{name}: {checks} depth checks, {nodes} nodes");
    }
}
