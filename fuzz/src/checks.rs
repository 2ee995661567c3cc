//! What each fuzz target checks. Nothing here may panic except an assertion that found a bug:
//! every entry point must answer `Ok` or `Err` for any input, and round trips must be exact.
//!
//! This file is compiled twice: by the fuzz crate (`chess_arbiter_fuzz::checks`) and by
//! `tests/fuzz_corpus.rs` in the main crate, which replays the seed corpora and the saved
//! crashes on stable.

use chess_arbiter::notation::{move_from_squares, parse_move};
use chess_arbiter::san::{self, San, SanReadError};
use chess_arbiter::uci::{self, Uci};
use chess_arbiter::{CastlingMode, Move, Position, Role, Setup, Square};
use std::sync::OnceLock;

/// Real positions of every kind: start, kiwipete (castling, pins), en passant available,
/// promotions both ways, check, checkmate, stalemate, Chess960 (X-FEN and Shredder-FEN). The
/// text targets are tried on them (the first input byte picks one); `tests/no_panic.rs` uses
/// them too.
pub const FENS: &[(&str, CastlingMode)] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        CastlingMode::Standard,
    ),
    (
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        CastlingMode::Standard,
    ),
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        CastlingMode::Standard,
    ),
    (
        "r1bq1rk1/1pp2ppp/p1np1n2/2b1p3/B3P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 8",
        CastlingMode::Standard,
    ),
    (
        "2r3k1/1P6/8/8/8/8/8/R3K2R w KQ - 0 1",
        CastlingMode::Standard,
    ),
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CastlingMode::Standard),
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    ),
    (
        "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1",
        CastlingMode::Chess960,
    ),
    ("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", CastlingMode::Chess960),
    ("4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1", CastlingMode::Chess960),
    (
        "rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3",
        CastlingMode::Standard,
    ),
    (
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        CastlingMode::Standard,
    ),
    (
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        CastlingMode::Chess960,
    ),
    (
        "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
        CastlingMode::Chess960,
    ),
];

fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        FENS.iter()
            .map(|(fen, mode)| {
                Position::from_fen(fen, *mode).unwrap_or_else(|e| panic!("{fen}: {e}"))
            })
            .collect()
    })
}

/// The first byte picks a position, the rest is text (invalid UTF-8 replaced).
fn split(data: &[u8]) -> (&'static Position, String) {
    let all = positions();
    match data.split_first() {
        Some((&b, rest)) => (
            &all[b as usize % all.len()],
            String::from_utf8_lossy(rest).into_owned(),
        ),
        None => (&all[0], String::new()),
    }
}

/// Error messages never echo the input unbounded (a 10 MB FEN must not give a 10 MB message).
fn bounded(message: String) {
    assert!(message.len() < 4096, "message of {} bytes", message.len());
}

/// Every query on a playable position, and the round trips of each legal move.
pub fn check_position(pos: &Position, strict: bool) {
    let moves = pos.legal_moves();
    assert!(moves.len() <= 218);
    assert_eq!(pos.is_checkmate(), pos.is_check() && moves.is_empty());
    assert_eq!(pos.is_stalemate(), !pos.is_check() && moves.is_empty());
    let fen = pos.fen();
    let again = if strict {
        Position::from_fen(&fen, pos.mode())
    } else {
        Position::from_fen_relaxed(&fen, pos.mode())
    }
    .unwrap_or_else(|e| panic!("our fen {fen} does not reload: {e}"));
    assert_eq!(again.fen(), fen);
    let _ = pos.null_move();
    let mut from_squares = 0;
    for sq in Square::all() {
        from_squares += pos.legal_moves_from(sq).len();
    }
    assert_eq!(from_squares, moves.len());
    for m in &moves {
        check_move(pos, m, &moves);
    }
}

/// The exact round trips of one legal move `m` of `pos`.
pub fn check_move(pos: &Position, m: &Move, moves: &[Move]) {
    let text = san::to_san_plus_in(pos, m, moves);
    assert_eq!(
        san::read(pos, &text, true),
        Ok(*m),
        "{text} in {}",
        pos.fen()
    );
    assert_eq!(
        san::read(pos, &text, false),
        Ok(*m),
        "{text} in {}",
        pos.fen()
    );
    let u = uci::to_uci(m, pos.mode());
    assert_eq!(Uci::parse(&u).map(|u| u.to_move(pos)), Ok(Ok(*m)), "{u}");
    assert_eq!(parse_move(pos, &u, false), Ok(*m), "{u} in {}", pos.fen());
    assert_eq!(move_from_squares(pos, m.from, m.to, m.promotion), Ok(*m));
    let after = pos.play(m).expect("a legal move plays");
    assert_eq!(after, pos.play_unchecked(m));
    assert_eq!(after.board().kings().count(), 2);
    assert_eq!(
        after.is_check(),
        text.ends_with(['+', '#']),
        "{text} in {}",
        pos.fen()
    );
}

/// Target `fen`: the input as a FEN, strict and relaxed, standard and Chess960.
pub fn fen(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match Setup::from_fen(&text) {
        Ok(setup) => {
            for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                if let Err(e) = Position::from_setup(&setup, mode) {
                    assert!(!e.problems.is_empty());
                    bounded(e.to_string());
                }
                let _ = Position::from_setup_relaxed(&setup, mode);
            }
        }
        Err(e) => {
            assert!(!e.errors.is_empty());
            bounded(e.to_string());
        }
    }
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        match Position::from_fen(&text, mode) {
            Ok(pos) => {
                check_position(&pos, true);
                assert_eq!(Position::from_fen_relaxed(&text, mode), Ok(pos));
            }
            Err(e) => bounded(e.to_string()),
        }
        if let Ok(pos) = Position::from_fen_relaxed(&text, mode) {
            check_position(&pos, false);
        }
    }
}

/// Target `san`: the input as SAN on one of the positions, strict and lenient.
pub fn san(data: &[u8]) {
    let (pos, text) = split(data);
    if let Ok(s) = San::parse(&text) {
        if let Ok(m) = s.to_move(pos) {
            assert!(pos.is_legal(&m));
        }
    }
    for strict in [false, true] {
        match san::read(pos, &text, strict) {
            Ok(m) => {
                assert!(pos.is_legal(&m));
                let exact = san::to_san_plus(pos, &m);
                if strict {
                    assert_eq!(exact, text);
                } else {
                    // Lenient reading accepts the exact form of what it read.
                    assert_eq!(san::read(pos, &exact, true), Ok(m));
                }
            }
            Err(SanReadError::NotStrict(exact)) => {
                assert!(strict);
                assert_ne!(exact, text);
                let m = san::read(pos, &text, false).expect("lenient reads it");
                assert_eq!(san::read(pos, &exact, true), Ok(m));
            }
            Err(e) => bounded(e.to_string()),
        }
        match parse_move(pos, &text, strict) {
            Ok(m) => assert!(pos.is_legal(&m)),
            Err(e) => bounded(e.to_string()),
        }
    }
}

/// Target `uci`: the input as UCI on one of the positions; bytes 1 to 3 also as squares and a
/// promotion for `move_from_squares`.
pub fn uci(data: &[u8]) {
    let (pos, text) = split(data);
    if let Ok(u) = Uci::parse(&text) {
        assert_eq!(u.to_string(), text.to_ascii_lowercase());
        if let Ok(m) = u.to_move(pos) {
            assert!(pos.is_legal(&m));
            if let Uci::Normal { from, .. } = u {
                assert_eq!(m.from, from);
            }
        }
    }
    match parse_move(pos, &text, false) {
        Ok(m) => assert!(pos.is_legal(&m)),
        Err(e) => bounded(e.to_string()),
    }
    if let [_, a, b, c, ..] = *data {
        let from = Square::new(u32::from(a) % 64).expect("square");
        let to = Square::new(u32::from(b) % 64).expect("square");
        let promotion = [
            None,
            Some(Role::Pawn),
            Some(Role::Knight),
            Some(Role::Bishop),
            Some(Role::Rook),
            Some(Role::Queen),
            Some(Role::King),
        ][c as usize % 7];
        if let Ok(m) = move_from_squares(pos, from, to, promotion) {
            assert!(pos.is_legal(&m));
            assert_eq!((m.from, m.promotion), (from, promotion));
        }
    }
}

/// Target `play_any_move`: a FEN up to the first `|` or newline (a fixed position when it does
/// not load), then whitespace-separated move strings (SAN or UCI, strict when the FEN part
/// starts with `!`), each played when it reads.
pub fn play_any_move(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (head, moves) = text.split_once(['|', '\n']).unwrap_or((&text, ""));
    let strict = head.starts_with('!');
    let head = head.trim_start_matches('!');
    let all = positions();
    let mut pos = Position::from_fen(head, CastlingMode::Standard)
        .or_else(|_| Position::from_fen(head, CastlingMode::Chess960))
        .or_else(|_| Position::from_fen_relaxed(head, CastlingMode::Chess960))
        .unwrap_or(all[head.len() % all.len()]);
    for token in moves.split_whitespace().take(64) {
        match parse_move(&pos, token, strict) {
            Ok(m) => {
                let next = pos.play(&m).expect("a move read from text is legal");
                let _ = next.fen();
                pos = next;
            }
            Err(e) => bounded(e.to_string()),
        }
    }
    let _ = (pos.is_checkmate(), pos.is_stalemate(), pos.fen());
}

/// Target `random_play`: bytes 0 and 1 pick a start (one of the positions or a Chess960 start),
/// each further byte a legal move. Every query at each step (legal moves, check, checkmate,
/// stalemate, FEN) and the SAN, UCI and square round trips of the move played; the FEN of the
/// last position reloads to the same position. Run with a small `-max_len` (32): deep games
/// are the job of the differential and property tests, and short inputs keep the target fast.
pub fn random_play(data: &[u8]) {
    let all = positions();
    let (start, rest) = match data {
        [a, b, rest @ ..] => (usize::from(u16::from_le_bytes([*a, *b])), rest),
        _ => return,
    };
    let n = start % (all.len() + 960);
    let mut pos = if n < all.len() {
        all[n]
    } else {
        let setup = Setup::chess960((n - all.len()) as u32).expect("n < 960");
        Position::from_setup(&setup, CastlingMode::Chess960).expect("chess960 start is valid")
    };
    for &b in rest {
        let moves = pos.legal_moves();
        let check = pos.is_check();
        assert_eq!(check, pos.checkers().nonempty());
        assert_eq!(pos.is_checkmate(), check && moves.is_empty());
        assert_eq!(pos.is_stalemate(), !check && moves.is_empty());
        let fen = pos.fen();
        assert!(fen.len() <= 90, "{fen}");
        if moves.is_empty() {
            break;
        }
        let m = moves[b as usize % moves.len()];
        let text = san::to_san_plus_in(&pos, &m, &moves);
        assert_eq!(san::read(&pos, &text, true), Ok(m), "{text} in {fen}");
        let u = uci::to_uci(&m, pos.mode());
        assert_eq!(
            Uci::parse(&u).map(|u| u.to_move(&pos)),
            Ok(Ok(m)),
            "{u} in {fen}"
        );
        assert_eq!(move_from_squares(&pos, m.from, m.to, m.promotion), Ok(m));
        pos = pos.play_unchecked(&m);
        assert_eq!(pos.board().kings().count(), 2);
        assert_eq!(
            pos.is_check(),
            text.ends_with(['+', '#']),
            "{text} in {fen}"
        );
    }
    let fen = pos.fen();
    let again = Position::from_fen(&fen, pos.mode())
        .unwrap_or_else(|e| panic!("{fen} does not reload: {e}"));
    assert_eq!(again.fen(), fen);
    assert_eq!(again.legal_moves().len(), pos.legal_moves().len());
}

/// Target `pgn`: parse, write, parse again; play the main line as far as it is legal.
pub fn pgn(data: &[u8]) {
    use chess_arbiter::pgn::{PgnReader, PgnWriteOptions, parse_pgn};
    let text = String::from_utf8_lossy(data);
    for game in PgnReader::new(&text).take(16) {
        match game {
            Ok(game) => {
                let written = game.to_pgn(&PgnWriteOptions::default());
                let again = parse_pgn(&written)
                    .unwrap_or_else(|e| panic!("our pgn does not read back: {e}\n{written}"));
                assert_eq!(again.len(), 1, "{written}");
                assert_eq!(again[0].moves.len(), game.moves.len(), "{written}");
                // Play the main line as far as it is legal.
                let mut pos = Position::new();
                for node in &game.moves {
                    match san::read(&pos, &node.san, false) {
                        Ok(m) => pos = pos.play_unchecked(&m),
                        Err(_) => break,
                    }
                }
            }
            Err(e) => bounded(e.to_string()),
        }
    }
}
