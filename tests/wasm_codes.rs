//! The move codes of `src/wasm/convert.rs` against the core, in Node (part of `npm test`):
//! every field a code carries, and the SAN the JS face builds from it (written again here the
//! same way), must equal what the core says, for every legal move of the perft suites'
//! positions and of the positions one and two plies after them.
#![cfg(target_arch = "wasm32")]

use chess_arbiter::moves::{Move, MoveKind};
use chess_arbiter::san;
use chess_arbiter::wasm::convert::{move_code, null_code};
use chess_arbiter::wasm::game::RawGame;
use chess_arbiter::{CastlingMode, Position};
use wasm_bindgen_test::wasm_bindgen_test;

const SUITE: &str = include_str!("../../shared/data/perft/perftsuite.epd");
const CHESS960: &str = include_str!("../../shared/data/perft/chess960.epd");

const FILES: &[u8] = b"abcdefgh";
const SAN_PIECES: &[u8] = b"  NBRQK";

fn name(sq: u32) -> String {
    format!("{}{}", FILES[(sq & 7) as usize] as char, (sq >> 3) + 1)
}

/// The SAN of a code, as `decodeCode` in src/js/api.js writes it.
fn san_of(c: u32) -> String {
    let from = c & 63;
    let to = (c >> 6) & 63;
    let role = (c >> 12) & 7;
    let kind = (c >> 21) & 3;
    let suffix = ["", "+", "#", "?"][((c >> 25) & 3) as usize];
    if kind == 3 {
        let rook = (c >> 15) & 63;
        let side = if (rook & 7) > (from & 7) {
            "O-O"
        } else {
            "O-O-O"
        };
        return format!("{side}{suffix}");
    }
    let captured = (c >> 15) & 7;
    let promotion = (c >> 18) & 7;
    let mut s = String::new();
    if role == 1 {
        if captured != 0 {
            s.push(FILES[(from & 7) as usize] as char);
            s.push('x');
        }
        s += &name(to);
        if promotion != 0 {
            s.push('=');
            s.push(SAN_PIECES[promotion as usize] as char);
        }
    } else {
        s.push(SAN_PIECES[role as usize] as char);
        match (c >> 23) & 3 {
            0 => {}
            1 => s.push(FILES[(from & 7) as usize] as char),
            2 => s += &((from >> 3) + 1).to_string(),
            _ => s += &name(from),
        }
        if captured != 0 {
            s.push('x');
        }
        s += &name(to);
    }
    s + suffix
}

fn role_code(r: Option<chess_arbiter::Role>) -> u32 {
    r.map_or(0, |r| r as u32 + 1)
}

fn check_position(pos: &Position) -> usize {
    let moves = pos.legal_moves();
    for m in moves.iter() {
        let c = move_code(pos, m, &moves);
        let want = san::to_san_plus_in(pos, m, &moves);
        assert_eq!(san_of(c), want, "SAN of {m:?} in {}", pos.fen());
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
    assert!(list.len() >= 120);
    let n: usize = list.iter().map(|p| walk(p, 2)).sum();
    assert!(n > 100_000, "{n} moves checked");
}

#[wasm_bindgen_test]
fn codes_match_the_core_in_chess960() {
    let list = positions(CHESS960, CastlingMode::Chess960);
    assert!(list.len() >= 900);
    let n: usize = list.iter().step_by(8).map(|p| walk(p, 1)).sum();
    assert!(n > 10_000, "{n} moves checked");
}

#[wasm_bindgen_test]
fn a_game_sends_the_codes_of_its_moves() {
    // The Game class sends the same codes as legalMoves: for its legal moves, and for each
    // move played, undone and redone (a capture with mate last: suffix 2).
    let mut game = RawGame::new(None, None, false).unwrap();
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
