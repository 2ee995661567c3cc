//! chess-arbiter's validated PGN reading beside shakmaty + pgn-reader (issue 35), in one
//! process, over the same texts: the lichess files of `../shared/data/games/lichess/`.
//!
//! `cargo run --release --manifest-path bench/pgn-native/Cargo.toml [--rounds N] [--only ROW] [FILE.pgn...]`
//! (`--only 1`: chess-arbiter's `read_games` row alone, e.g. under `perf record`; `--only 4`: its
//! validating row).
//!
//! Each reader reads every file whole, from memory; the rounds interleave the readers (so a
//! busy machine slows them alike) and the best round of each is kept. See README.md.

use chess_arbiter::game::ValidatingReader;
use chess_arbiter::game::pgn::{PgnLoadOptions, read_games};
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position};
use std::hint::black_box;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Instant;

/// The default texts: every `.pgn` in the shared lichess folder, by name.
fn lichess_files() -> Vec<PathBuf> {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/games/lichess"
    );
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
}

/// chess-arbiter: `read_games`, every move of every line validated and played into a game
/// tree, tags, comments and annotations kept. The number of games.
fn arbiter(texts: &[String]) -> usize {
    let options = PgnLoadOptions::default();
    texts
        .iter()
        .map(|t| {
            let games = read_games(t, &options).expect("every lichess game reads");
            black_box(&games);
            games.len()
        })
        .sum()
}

/// chess-arbiter's one reader, validating: each game's movetext streamed to a visitor that
/// plays every move of every line on a `Position` (legality checked), keeping nothing
/// (`ValidatingReader`, as `validate_games` without collecting). The number of games.
fn arbiter_validate(texts: &[String]) -> usize {
    let options = PgnLoadOptions::default();
    let mut n = 0;
    for t in texts {
        for game in ValidatingReader::new(t, options) {
            let game = game.expect("every lichess game validates");
            black_box(&game);
            n += 1;
        }
    }
    n
}

/// The start of a game with a `FEN` tag (3 games of the files start from a position).
fn start_from(value: RawTag<'_>) -> Option<Chess> {
    Fen::from_ascii(value.as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()
}

/// shakmaty + pgn-reader, as its own `validate` example reads: each SAN resolved with
/// `San::to_move` and played with `Chess::play` (which checks legality again); nothing kept
/// but the start position of a `FEN` tag.
struct Validate;

impl Visitor for Validate {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, Option<Chess>> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        start: &mut Option<Chess>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<bool> {
        if name == b"FEN" {
            let Some(pos) = start_from(value) else {
                return ControlFlow::Break(false);
            };
            *start = Some(pos);
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, start: Option<Chess>) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(start.unwrap_or_default())
    }

    fn san(&mut self, pos: &mut Chess, san_plus: SanPlus) -> ControlFlow<bool> {
        let Ok(m) = san_plus.san.to_move(pos) else {
            return ControlFlow::Break(false);
        };
        match std::mem::take(pos).play(m) {
            Ok(next) => {
                *pos = next;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _pos: Chess) -> bool {
        true
    }
}

/// A game as the owned variant keeps it (kept, never read: owning it is the cost measured).
#[derive(Default)]
#[allow(dead_code)]
struct OwnedGame {
    tags: Vec<(String, String)>,
    moves: Vec<Move>,
    /// Each comment with the number of moves before it.
    comments: Vec<(usize, String)>,
}

/// shakmaty + pgn-reader keeping the game: tags (decoded), every move (validated as
/// [`Validate`] does) and every comment as owned values.
struct Keep;

impl Visitor for Keep {
    type Tags = Vec<(String, String)>;
    type Movetext = (Chess, OwnedGame);
    type Output = Option<OwnedGame>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match tags.iter().find(|(name, _)| name == "FEN") {
            Some((_, fen)) => match start_from(RawTag(fen.as_bytes())) {
                Some(pos) => pos,
                None => return ControlFlow::Break(None),
            },
            None => Chess::default(),
        };
        ControlFlow::Continue((
            start,
            OwnedGame {
                tags,
                ..OwnedGame::default()
            },
        ))
    }

    fn san(
        &mut self,
        (pos, game): &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        let Ok(m) = san_plus.san.to_move(pos) else {
            return ControlFlow::Break(None);
        };
        match std::mem::take(pos).play(m) {
            Ok(next) => {
                *pos = next;
                game.moves.push(m);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(None),
        }
    }

    fn comment(
        &mut self,
        (_, game): &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        let text = String::from_utf8_lossy(comment.as_bytes()).into_owned();
        game.comments.push((game.moves.len(), text));
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, (_, game): Self::Movetext) -> Self::Output {
        Some(game)
    }
}

fn shakmaty_validate(texts: &[String]) -> usize {
    let mut n = 0;
    for t in texts {
        let mut reader = Reader::new(t.as_bytes());
        while let Some(ok) = reader.read_game(&mut Validate).expect("reads from memory") {
            assert!(ok, "every lichess game reads");
            n += 1;
        }
    }
    n
}

fn shakmaty_keep(texts: &[String]) -> usize {
    let mut n = 0;
    for t in texts {
        let mut reader = Reader::new(t.as_bytes());
        let mut games = Vec::new();
        while let Some(game) = reader.read_game(&mut Keep).expect("reads from memory") {
            games.push(game.expect("every lichess game reads"));
        }
        black_box(&games);
        n += games.len();
    }
    n
}

fn main() {
    let mut rounds = 7;
    let mut only: Option<usize> = None;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--rounds" {
            rounds = args
                .next()
                .and_then(|n| n.parse().ok())
                .expect("--rounds N");
        } else if a == "--only" {
            only = args
                .next()
                .and_then(|n| n.parse().ok())
                .filter(|&n| (1..=4).contains(&n));
            assert!(only.is_some(), "--only 1, 2, 3 or 4 (a row of the table)");
        } else {
            files.push(PathBuf::from(a));
        }
    }
    if files.is_empty() {
        files = lichess_files();
    }
    let texts: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display())))
        .collect();
    let mb = texts.iter().map(String::len).sum::<usize>() as f64 / 1e6;

    type Run = fn(&[String]) -> usize;
    let readers: [(&str, Run); 4] = [
        ("chess-arbiter read_games (validated)", arbiter),
        ("shakmaty + pgn-reader (Chess::play)", shakmaty_validate),
        ("shakmaty + pgn-reader, owned values", shakmaty_keep),
        (
            "chess-arbiter one reader, validating, nothing kept",
            arbiter_validate,
        ),
    ];
    let mut best = [f64::MAX; 4];
    let mut games = [0; 4];
    for _ in 0..rounds {
        for (i, (_, run)) in readers.iter().enumerate() {
            if only.is_some_and(|n| n != i + 1) {
                continue;
            }
            let t = Instant::now();
            games[i] = run(&texts);
            best[i] = best[i].min(t.elapsed().as_secs_f64());
        }
    }
    println!(
        "{} files, {:.1} MB, best of {rounds} interleaved rounds",
        texts.len(),
        mb
    );
    println!("| reader | games | games/s | MB/s |");
    println!("|---|---:|---:|---:|");
    for (i, (name, _)) in readers.iter().enumerate() {
        if only.is_some_and(|n| n != i + 1) {
            continue;
        }
        println!(
            "| {name} | {} | {:.0} | {:.1} |",
            games[i],
            games[i] as f64 / best[i],
            mb / best[i]
        );
    }
}
