//! Native figures for reading PGN into game trees (issue #17 §4), beside the wasm ones of
//! `npm run bench`: every game of the 999-game lichess file read and validated (`read_games`),
//! streamed through `PgnSplitter` + `GameReader`, and headers only.
//!
//! `cargo run --release --example pgn_speed [FILE.pgn]`

use chess_arbiter::game::pgn::{GameReader, PgnLoadOptions, PgnSplitter, read_headers};
use chess_arbiter::pgn::{HeaderStream, TagSpan};
use std::time::Instant;

fn best_of<T>(rounds: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut out = None;
    for _ in 0..rounds {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed().as_secs_f64());
        out = Some(r);
    }
    (best, out.expect("one round"))
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn"
        )
        .to_string()
    });
    let text = std::fs::read_to_string(&path).expect("a PGN file");
    let mb = text.len() as f64 / 1e6;
    let options = PgnLoadOptions::default();
    let (t, games) = best_of(5, || {
        GameReader::new(&text, options)
            .filter(|r| r.is_ok())
            .count()
    });
    println!(
        "read_games, validated: {games} games, {:.0} games/s, {:.1} MB/s",
        games as f64 / t,
        mb / t
    );
    let (t, games) = best_of(5, || {
        let mut s = PgnSplitter::new();
        let mut n = 0;
        let mut at = 0;
        while at < text.len() {
            let mut end = (at + 64 * 1024).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            s.push(&text[at..end]);
            at = end;
            while let Some((p, _)) = s.next_piece(false) {
                n += GameReader::new(&p, options).filter(|r| r.is_ok()).count();
            }
        }
        while let Some((p, _)) = s.next_piece(true) {
            n += GameReader::new(&p, options).filter(|r| r.is_ok()).count();
        }
        n
    });
    println!(
        "streamed (64 KB pieces), validated: {games} games, {:.0} games/s, {:.1} MB/s",
        games as f64 / t,
        mb / t
    );
    let (t, games) = best_of(5, || read_headers(&text).len());
    println!(
        "read_headers: {games} games, {:.0} games/s, {:.1} MB/s",
        games as f64 / t,
        mb / t
    );
    // As `readGames` with `headersOnly` reads: the text through `HeaderStream`, every tag's
    // value taken (escapes undone).
    let (t, games) = best_of(5, || {
        let mut stream = HeaderStream::new();
        let (mut games, mut bytes) = (0, 0);
        stream.push(&text, true, &mut |r: Result<&[TagSpan<'_>], _>| {
            if let Ok(tags) = r {
                games += 1;
                bytes += tags
                    .iter()
                    .map(|t| t.name.len() + t.value().len())
                    .sum::<usize>();
            }
        });
        std::hint::black_box(bytes);
        games
    });
    println!(
        "headers only: {games} games, {:.0} games/s, {:.1} MB/s",
        games as f64 / t,
        mb / t
    );
}
