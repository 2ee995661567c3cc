//! Native figures for replaying games and reading PGN (issues #17 and #18), beside the wasm ones
//! of `npm run bench`: the main lines of the 999-game lichess file replayed move by move from
//! SAN with `Game::play` (as the wasm `Game.move` does), each cut where the game ends as
//! the bench cuts it; every game read and validated (`read_game`, as `Game.fromPgn`); headers only.
//!
//! `cargo run --release --example replay_speed [replay|pgn|headers] [--once] [FILE.pgn]`
//! (`--once`: one pass, no timing, for `valgrind --tool=callgrind --toggle-collect=replay_speed::replay`
//! or `--toggle-collect=replay_speed::load`).

use chess_arbiter::Game;
use chess_arbiter::PlayOptions;
use chess_arbiter::game::pgn::{PgnLoadOptions, read_game, read_games, read_headers};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let once = args.iter().any(|a| a == "--once");
    let mut rest = args.iter().filter(|a| *a != "--once");
    let mode = rest.next().cloned().unwrap_or_else(|| "replay".to_string());
    let path = rest.next().cloned().unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn"
        )
        .to_string()
    });
    let text = std::fs::read_to_string(&path).expect("a PGN file");
    let options = PgnLoadOptions::default();
    let rounds = if once { 1 } else { 5 };
    let (games, best) = match mode.as_str() {
        "replay" => {
            let lines: Vec<Vec<String>> = read_games(&text, &options)
                .expect("the file reads")
                .iter()
                .map(|g| {
                    // Cut where the game ends automatically, as bench/run.mjs does.
                    let end = g.game.ended_at().unwrap_or(g.game.line_len());
                    g.game.line()[..end]
                        .iter()
                        .map(|m| m.san.to_string())
                        .collect()
                })
                .collect();
            let best = best_of(rounds, || replay(&lines));
            (lines.len(), best)
        }
        "pgn" => {
            let texts: Vec<&str> = split_games(&text);
            let best = best_of(rounds, || load(&texts, &options));
            (texts.len(), best)
        }
        "headers" => {
            let texts: Vec<&str> = split_games(&text);
            let best = best_of(rounds, || {
                texts.iter().map(|t| read_headers(t).len()).sum::<usize>()
            });
            (texts.len(), best)
        }
        other => panic!("unknown mode {other}: replay, pgn or headers"),
    };
    if !once {
        println!("{mode}: {games} games, {:.0} games/s", games as f64 / best);
    }
}

/// Replays every line from the start position, move by move (one function, so that
/// `valgrind --tool=callgrind --toggle-collect=replay_speed::replay` counts only this).
#[inline(never)]
fn replay(lines: &[Vec<String>]) -> usize {
    let mut plies = 0;
    for sans in lines {
        let mut game = Game::new();
        for san in sans {
            game.play(san, PlayOptions::new()).expect("a legal move");
        }
        plies += game.ply();
    }
    plies
}

/// Reads every game text with `read_game` (as `Game.fromPgn`); the number read.
#[inline(never)]
fn load(texts: &[&str], options: &PgnLoadOptions) -> usize {
    texts
        .iter()
        .filter(|t| read_game(t, options).is_ok())
        .count()
}

/// The games of the file as separate texts, split as bench/run.mjs splits them.
fn split_games(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = text[at + 1..].find("\n\n[Event ") {
        out.push(&text[at..at + 1 + i]);
        at = at + 1 + i + 2;
    }
    out.push(&text[at..]);
    out
}

fn best_of<T>(rounds: usize, mut f: impl FnMut() -> T) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let t = Instant::now();
        std::hint::black_box(f());
        best = best.min(t.elapsed().as_secs_f64());
    }
    best
}
