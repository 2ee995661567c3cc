//! Native figures for reading PGN into game trees (issue #17 §4), beside the wasm ones of
//! `npm run bench`: every game of the 999-game lichess file read and validated (`GameReader`),
//! streamed in 64 KB pieces (`GameStream`, as `readGames` reads), and headers only, whole
//! (`read_headers`) and streamed (`PgnStream` with a visitor that takes every tag's value, as
//! `readGames` with `headersOnly` reads). All of them are the one reader (`pgn::PgnReader`).
//!
//! `cargo run --release --example pgn_speed [FILE.pgn]`

use chess_arbiter::game::pgn::{GameReader, GameStream, PgnLoadOptions, read_headers};
use chess_arbiter::pgn::{Movetext, PgnStream, TagSpan, Visited, Visitor};
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

/// `text` in pieces of 64 KB (whole characters).
fn pieces(text: &str) -> impl Iterator<Item = &str> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at >= text.len() {
            return None;
        }
        let mut end = (at + 64 * 1024).min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        let piece = &text[at..end];
        at = end;
        Some(piece)
    })
}

/// Headers only, every tag's value taken (escapes undone), as the binding's batch takes them.
#[derive(Default)]
struct TagBytes(usize);

impl Visitor for TagBytes {
    type Output = ();

    fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
        Movetext::Skip
    }

    fn end_game(&mut self, _: usize, game: Visited<'_, '_>) {
        if let Visited::Skipped(tags) = game {
            self.0 += tags
                .iter()
                .map(|t| t.name.len() + t.value().len())
                .sum::<usize>();
        }
    }
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
        let mut s = GameStream::new(options);
        let mut n = 0;
        for piece in pieces(&text) {
            s.push(piece);
            while let Some((_, r)) = s.next_game() {
                n += usize::from(r.is_ok());
            }
        }
        s.finish();
        while let Some((_, r)) = s.next_game() {
            n += usize::from(r.is_ok());
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
    let (t, games) = best_of(5, || {
        let mut stream = PgnStream::new();
        let mut visitor = TagBytes::default();
        let mut games = 0;
        stream.push(&text);
        stream.finish();
        while let Some((_, r)) = stream.next_game(&mut visitor) {
            games += usize::from(r.is_ok());
        }
        std::hint::black_box(visitor.0);
        games
    });
    println!(
        "headers only: {games} games, {:.0} games/s, {:.1} MB/s",
        games as f64 / t,
        mb / t
    );
}
