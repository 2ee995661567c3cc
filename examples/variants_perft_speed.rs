//! Perft speed of the variants (src/variants/), native: each published suite's deepest count,
//! and standard chess through the variant interface beside the crate's own perft.
//! `cargo run --release --example variants_perft_speed [rounds]`; prints the median and the
//! best of `rounds` runs in M nodes/s (compare numbers from one run: this VM's speed varies).
use chess_arbiter::position::perft::perft as standard_perft;
use chess_arbiter::variants::{Variant, VariantPosition, perft};
use chess_arbiter::{CastlingMode, Position};
use std::time::Instant;

const CASES: [(Variant, &str, u32); 9] = [
    (
        Variant::ThreeCheck,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1",
        4,
    ),
    (
        Variant::Antichess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -",
        5,
    ),
    (Variant::Atomic, "Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq -", 5),
    (
        Variant::Atomic,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        5,
    ),
    (
        Variant::Crazyhouse,
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq -",
        4,
    ),
    (
        Variant::Horde,
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq -",
        5,
    ),
    (
        Variant::RacingKings,
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - -",
        5,
    ),
    (
        Variant::KingOfTheHill,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        5,
    ),
    (
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        5,
    ),
];

fn rate(nodes: u64, secs: f64) -> f64 {
    nodes as f64 / secs / 1e6
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    println!("| case | nodes | median M nodes/s | best |");
    println!("| --- | ---: | ---: | ---: |");
    for (variant, fen, depth) in CASES {
        let Ok(pos) = VariantPosition::from_fen(variant, fen) else {
            println!("| {variant} {fen}: does not read |");
            continue;
        };
        let mut rates = Vec::new();
        let mut nodes = 0;
        for _ in 0..rounds {
            let start = Instant::now();
            nodes = perft(&pos, depth);
            rates.push(rate(nodes, start.elapsed().as_secs_f64()));
        }
        rates.sort_by(f64::total_cmp);
        println!(
            "| {variant} d{depth} | {nodes} | {:.1} | {:.1} |",
            rates[rates.len() / 2],
            rates[rates.len() - 1]
        );
    }
    let start = Position::new_in(CastlingMode::Standard);
    let mut rates = Vec::new();
    let mut nodes = 0;
    for _ in 0..rounds {
        let t = Instant::now();
        nodes = standard_perft(&start, 5);
        rates.push(rate(nodes, t.elapsed().as_secs_f64()));
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "| crate's own Position, standard d5 | {nodes} | {:.1} | {:.1} |",
        rates[rates.len() / 2],
        rates[rates.len() - 1]
    );
}
