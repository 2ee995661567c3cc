//! Native perft speed: `cargo bench --bench perft`. Start position and Kiwipete, with bulk
//! counting at the leaves and without (copy-make: every leaf is played). Criterion reports the
//! time per run; nodes per second = nodes / time (the node counts are printed with each name).

use chess_arbiter::position::perft;
use chess_arbiter::{CastlingMode, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

#[path = "support/cozy.rs"]
mod cozy;
use cozy::cozy_perft;

const CASES: [(&str, &str, u32, u32); 2] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        3,
    ),
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, bulk_depth, copy_depth) in CASES {
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect("valid fen");
        let nodes = perft::perft(&pos, bulk_depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(
            format!("{name} bulk depth {bulk_depth} ({nodes} nodes)"),
            |b| b.iter(|| perft::perft(black_box(&pos), bulk_depth)),
        );
        let nodes = perft::perft(&pos, copy_depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(
            format!("{name} copy-make depth {copy_depth} ({nodes} nodes)"),
            |b| b.iter(|| perft::perft_copy_make(black_box(&pos), copy_depth)),
        );
    }
    group.finish();

    // The reference: cozy-chess (a mature Rust bitboard generator, test-only dependency), the
    // same two counts on the same machine in the same run.
    let mut group = c.benchmark_group("reference cozy-chess");
    group.sample_size(10);
    for (name, fen, bulk_depth, copy_depth) in CASES {
        let board: cozy_chess::Board = fen.parse().expect("valid fen");
        let nodes = cozy_perft(&board, bulk_depth, true);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(
            format!("{name} bulk depth {bulk_depth} ({nodes} nodes)"),
            |b| b.iter(|| cozy_perft(black_box(&board), bulk_depth, true)),
        );
        let nodes = cozy_perft(&board, copy_depth, false);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(
            format!("{name} copy-make depth {copy_depth} ({nodes} nodes)"),
            |b| b.iter(|| cozy_perft(black_box(&board), copy_depth, false)),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
