//! `cargo run --release --example perft -- "<fen>" <depth> [--chess960] [--divide] [--copy-make]`
use chess_arbiter::position::perft;
use chess_arbiter::{CastlingMode, Position};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fen = args
        .first()
        .map(String::as_str)
        .unwrap_or(chess_arbiter::fen::STARTING_FEN);
    let depth: u32 = match args.get(1).map(|d| d.parse()) {
        None => 5,
        Some(Ok(depth)) => depth,
        Some(Err(_)) => {
            eprintln!("depth must be a whole number, got {:?}", args[1]);
            std::process::exit(2);
        }
    };
    let mode = if args.iter().any(|a| a == "--chess960") {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let pos = match Position::from_fen_relaxed(fen, mode) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if args.iter().any(|a| a == "--divide") {
        for (m, n) in perft::divide(&pos, depth) {
            println!("{} {n}", chess_arbiter::uci::to_uci(&m, mode));
        }
    }
    let start = Instant::now();
    let nodes = if args.iter().any(|a| a == "--copy-make") {
        perft::perft_copy_make(&pos, depth)
    } else {
        perft::perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "nodes {nodes} in {secs:.3} s: {:.1} M nodes/s",
        nodes as f64 / secs / 1e6
    );
}
