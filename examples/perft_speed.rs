//! Copy-make and bulk perft speed, chess-arbiter and the cozy-chess reference interleaved in one
//! process, so that both see the same machine load:
//! `cargo run --release --example perft_speed [rounds]`.
//!
//! Prints, per case, the median and the best of `rounds` runs in M nodes/s. This VM's speed
//! changes by up to 40 % from one second to the next; compare numbers from the same run.

use chess_arbiter::position::perft;
use chess_arbiter::{CastlingMode, Position};
use std::hint::black_box;
use std::time::Instant;

#[path = "../benches/support/cozy.rs"]
mod cozy;
use cozy::cozy_perft;

const CASES: [(&str, &str, u32); 4] = [
    ("start copy-make d5", chess_arbiter::fen::STARTING_FEN, 5),
    (
        "kiwipete copy-make d4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("start bulk d6", chess_arbiter::fen::STARTING_FEN, 6),
    (
        "kiwipete bulk d5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
];

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    println!("| case (M nodes/s) | chess-arbiter median | best | cozy-chess median | best |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for (name, fen, depth) in CASES {
        let bulk = name.contains("bulk");
        let pos = match Position::from_fen(fen, CastlingMode::Standard) {
            Ok(pos) => pos,
            Err(e) => return eprintln!("{e}"),
        };
        let board: cozy_chess::Board = match fen.parse() {
            Ok(board) => board,
            Err(e) => return eprintln!("{e:?}"),
        };
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            ours.push(speed(|| {
                if bulk {
                    perft::perft(black_box(&pos), depth)
                } else {
                    perft::perft_copy_make(black_box(&pos), depth)
                }
            }));
            theirs.push(speed(|| cozy_perft(black_box(&board), depth, bulk)));
        }
        let (om, ob) = summary(&mut ours);
        let (tm, tb) = summary(&mut theirs);
        println!("| {name} | {om:.1} | {ob:.1} | {tm:.1} | {tb:.1} |");
    }
}

/// M nodes per second of one run of `f`.
fn speed(f: impl Fn() -> u64) -> f64 {
    let start = Instant::now();
    let nodes = f();
    nodes as f64 / start.elapsed().as_secs_f64() / 1e6
}

/// Median and best.
fn summary(v: &mut [f64]) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[v.len() / 2], v[v.len() - 1])
}
