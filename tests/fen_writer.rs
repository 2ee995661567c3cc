//! `FenWriter` (the FEN of the JS face's game value after every move, which keeps the ranks a
//! move left alone) writes `write_with`'s text, byte for byte: along every lichess game, along
//! random Chess960 games, and over random placements one after another (no two alike), with
//! every option.

mod common;

use chess_arbiter::fen::{CastlingNotation, FenOptions, FenWriter, write_with};
use chess_arbiter::{CastlingMode, Position, Setup, san};
use common::{Rng, random_placement, read_pgn, shared};

const OPTIONS: [FenOptions; 4] = [
    FenOptions {
        castling: CastlingNotation::XFen,
        always_ep: false,
    },
    FenOptions {
        castling: CastlingNotation::XFen,
        always_ep: true,
    },
    FenOptions {
        castling: CastlingNotation::Shredder,
        always_ep: false,
    },
    FenOptions {
        castling: CastlingNotation::Shredder,
        always_ep: true,
    },
];

/// `writer`'s FEN of `pos` with `options`, checked against `write_with`'s.
fn check(writer: &mut FenWriter, pos: &Position, options: FenOptions, ctx: &str) {
    let want = write_with(pos, options);
    let got = writer.write(pos, options);
    assert_eq!(
        core::str::from_utf8(got),
        Ok(want.as_str()),
        "{ctx} ({options:?})"
    );
}

/// Every position of the 8,642 lichess games, one writer for all (each game's first position
/// follows the last of the one before), and a second one with the options in turn.
#[test]
fn lichess_games() {
    let dir = shared("data/games/lichess");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    let (mut writer, mut other) = (FenWriter::new(), FenWriter::new());
    let (mut games, mut positions) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("read pgn");
        for (i, game) in read_pgn(&text).into_iter().enumerate() {
            let label = format!("{} game {}", path.display(), i + 1);
            let mode = if game.tag("Variant").is_some_and(|v| v.contains("960")) {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            };
            let mut pos = match game.tag("FEN") {
                Some(fen) => {
                    Position::from_fen(fen, mode).unwrap_or_else(|e| panic!("{label}: {e}"))
                }
                None => Position::from_setup(&Setup::standard(), mode).expect("the start"),
            };
            for ply in 0..=game.sans.len() {
                check(
                    &mut writer,
                    &pos,
                    FenOptions::default(),
                    &format!("{label} ply {ply}"),
                );
                check(
                    &mut other,
                    &pos,
                    OPTIONS[ply % 4],
                    &format!("{label} ply {ply}"),
                );
                positions += 1;
                if let Some(token) = game.sans.get(ply) {
                    let m = san::read(&pos, token, false)
                        .unwrap_or_else(|e| panic!("{label} {token}: {e}"));
                    pos = pos.play(&m).expect("a legal move");
                }
            }
            games += 1;
        }
    }
    assert_eq!(games, 8_642);
    // 8,642 starts and 589,364 plies (as tests/differential.rs counts them).
    assert_eq!(positions, 598_006);
}

/// Random games from the 960 Chess960 starts (castling on every file, rights lost one side at a
/// time), with the options in turn, through one writer.
#[test]
fn random_chess960_games() {
    let mut rng = Rng::new(0x0fe1_2026);
    let mut writer = FenWriter::new();
    let mut castled = 0;
    for n in 0..960 {
        let mut pos = Position::from_setup(
            &Setup::chess960(n).expect("a start"),
            CastlingMode::Chess960,
        )
        .expect("a Chess960 start");
        for ply in 0..120 {
            check(
                &mut writer,
                &pos,
                OPTIONS[(n as usize + ply) % 4],
                &format!("start {n} ply {ply}"),
            );
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Castling whenever it is legal, so that every start castles.
            let m = match moves.iter().find(|m| m.is_castle()) {
                Some(m) => {
                    castled += 1;
                    *m
                }
                None => moves[rng.below(moves.len())],
            };
            pos = pos.play(&m).expect("a legal move");
        }
    }
    assert!(castled > 960, "{castled} castlings");
}

/// Random placements one after another (most ranks change each time: every rank's text made
/// again or kept), with the options in turn.
#[test]
fn random_placements() {
    let mut rng = Rng::new(0x0fe1_0003);
    let mut writer = FenWriter::new();
    let mut read = 0;
    for i in 0..20_000 {
        let fen = random_placement(&mut rng, 30);
        let Ok(pos) = Position::from_fen(&fen, CastlingMode::Standard) else {
            continue;
        };
        read += 1;
        check(&mut writer, &pos, OPTIONS[i % 4], &fen);
        // The same position again: nothing to write again.
        check(&mut writer, &pos, OPTIONS[i % 4], &fen);
    }
    assert!(read > 5_000, "{read} placements read");
}

/// The longest text: counters of ten digits, every castling right, an en-passant square.
#[test]
fn longest_fen() {
    let fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 4294967295 4294967295";
    let pos = Position::from_fen(fen, CastlingMode::Standard).expect("a FEN");
    let mut writer = FenWriter::new();
    assert_eq!(writer.write(&pos, FenOptions::default()), fen.as_bytes());
}
