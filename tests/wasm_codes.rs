//! The move codes of `src/wasm/convert.rs` against the core, in Node (part of `npm test`):
//! every field a code carries (squares, role, kind, capture, promotion, the SAN's
//! disambiguation and check mark) must equal what the core says, for every legal move of the
//! perft suites' positions and of the positions one and two plies after them. The SAN the JS
//! face builds from a code (`decodeCode` in src/js/rules.js, the one decoder) is checked through
//! the packed package in tests/js/codes.test.mjs, against chess.js and the core's strict reader.
#![cfg(target_arch = "wasm32")]

use chess_arbiter::moves::{Move, MoveKind};
use chess_arbiter::san;
use chess_arbiter::wasm::convert::{move_code, null_code};
use chess_arbiter::wasm::game::RawGame;
use chess_arbiter::{CastlingMode, Position};
use wasm_bindgen_test::wasm_bindgen_test;

const SUITE: &str = include_str!("../../shared/data/perft/perftsuite.epd");
const CHESS960: &str = include_str!("../../shared/data/perft/chess960.epd");

fn role_code(r: Option<chess_arbiter::Role>) -> u32 {
    r.map_or(0, |r| r as u32 + 1)
}

fn check_position(pos: &Position) -> usize {
    let moves = pos.legal_moves();
    for m in moves.iter() {
        let c = move_code(pos, m, &moves);
        let want = san::to_san_plus_in(pos, m, &moves);
        let suffix = if want.ends_with('#') {
            2
        } else if want.ends_with('+') {
            1
        } else {
            0
        };
        assert_eq!(
            (c >> 25) & 3,
            suffix,
            "check mark of {want} in {}",
            pos.fen()
        );
        // The origin the core's SAN names between the piece letter and the [x]target.
        let plain = want.trim_end_matches(['+', '#']);
        let origin = if m.role == chess_arbiter::Role::Pawn || m.kind == MoveKind::Castle {
            ""
        } else {
            &plain[1..plain.len() - 2 - usize::from(m.capture.is_some())]
        };
        let disambiguation = match origin.as_bytes() {
            [] => 0,
            [f] if f.is_ascii_lowercase() => 1,
            [_] => 2,
            _ => 3,
        };
        assert_eq!(
            (c >> 23) & 3,
            disambiguation,
            "disambiguation of {want} in {}",
            pos.fen()
        );
        assert_eq!(c >> 28, 0, "28 bits");
        assert_eq!(c & 63, m.from.index());
        assert!(
            c & 63 != (c >> 6) & 63 || m.kind == MoveKind::Castle,
            "from == to is the null move's code, and a castling's that leaves the king in place"
        );
        assert_eq!((c >> 6) & 63, m.king_to().index());
        assert_eq!((c >> 12) & 7, m.role as u32 + 1);
        assert_eq!(c >> 27, pos.turn() as u32);
        let kind = match m.kind {
            MoveKind::Normal => 0,
            MoveKind::DoubleStep => 1,
            MoveKind::EnPassant => 2,
            MoveKind::Castle => 3,
        };
        assert_eq!((c >> 21) & 3, kind);
        if m.kind == MoveKind::Castle {
            assert_eq!((c >> 15) & 63, m.to.index(), "rook square");
        } else {
            assert_eq!((c >> 15) & 7, role_code(m.capture));
            assert_eq!((c >> 18) & 7, role_code(m.promotion));
        }
    }
    moves.len()
}

fn walk(pos: &Position, depth: u32) -> usize {
    let mut n = check_position(pos);
    if depth > 0 {
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        for m in &moves {
            n += walk(&pos.play_unchecked(m), depth - 1);
        }
    }
    n
}

fn positions(text: &str, mode: CastlingMode) -> Vec<Position> {
    text.lines()
        .filter_map(|l| l.split(';').next())
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .filter_map(|f| Position::from_fen_relaxed(f, mode).ok())
        .collect()
}

#[wasm_bindgen_test]
fn codes_match_the_core_in_the_perft_suite() {
    let list = positions(SUITE, CastlingMode::Standard);
    assert_eq!(list.len(), 126);
    let n: usize = list.iter().map(|p| walk(p, 2)).sum();
    // The sum of the suite's published D1, D2 and D3 counts (awk over perftsuite.epd).
    assert_eq!(n, 508_717);
}

#[wasm_bindgen_test]
fn codes_match_the_core_in_chess960() {
    let list = positions(CHESS960, CastlingMode::Chess960);
    assert_eq!(list.len(), 960);
    let n: usize = list.iter().step_by(8).map(|p| walk(p, 1)).sum();
    // The published D1 and D2 counts of every 8th line of chess960.epd (120 lines), summed.
    assert_eq!(n, 87_890);
}

#[wasm_bindgen_test]
fn a_game_sends_the_codes_of_its_moves() {
    // The Game class sends the same codes as legalMoves: for its legal moves, and for each
    // move played, undone and redone (a capture with mate last: suffix 2).
    let mut game = RawGame::new(None, 0).unwrap();
    let mut played = Vec::new();
    for text in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        let pos = Position::from_fen(&game.fen(), CastlingMode::Standard).unwrap();
        let moves = pos.legal_moves();
        let listed: Vec<u32> = moves.iter().map(|m| move_code(&pos, m, &moves)).collect();
        assert_eq!(game.moves(None).unwrap(), listed);
        let m = san::read(&pos, text, true).unwrap();
        let c = game.play(text, true).unwrap();
        assert_eq!(c, move_code(&pos, &m, &moves), "{text}");
        played.push(c);
    }
    assert_eq!(played[6] >> 25 & 3, 2, "Qxf7#");
    assert_eq!(game.history(), played);
    assert_eq!(game.undo(), Some(played[6]));
    assert_eq!(game.redo(), Some(played[6]));
    assert!(game.moves(None).unwrap().is_empty(), "none after mate");
    // A null move: the king's square twice (e8 = 60, black's pass after 1. e4).
    game.goto(1.0).unwrap();
    assert_eq!(
        game.play("--", false).unwrap(),
        60 | 60 << 6 | 6 << 12 | 1 << 27
    );
}

#[wasm_bindgen_test]
fn a_null_move_is_the_code_with_from_equal_to_to() {
    // White passes at the start: the king's square e1 (4) twice, piece k (6), nothing else.
    assert_eq!(null_code(&Position::new()), 4 | 4 << 6 | 6 << 12);
    // Black, king on g8 (62): the color bit too.
    let black = Position::from_fen(
        "2r2rk1/1pqnbppp/p2pbn2/P3p1B1/4P3/1NN5/1PPQBPPP/R4RK1 b - - 2 13",
        CastlingMode::Standard,
    )
    .unwrap();
    assert_eq!(null_code(&black), 62 | 62 << 6 | 6 << 12 | 1 << 27);
}
