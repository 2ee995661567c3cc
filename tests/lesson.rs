//! Lesson positions (`Validation::Lesson`, `Position::from_setup_lesson`): a side may have no
//! king, the pieces present move by Article 3, and no check rule applies without a king.

use chess_arbiter::fen::read_in;
use chess_arbiter::position::validate::Validation;
use chess_arbiter::rulings::{Reason, explain_move, explain_text};
use chess_arbiter::uci::to_uci;
use chess_arbiter::{Position, Square, Status};

fn lesson(fen: &str) -> Position {
    read_in(fen, None, Validation::Lesson).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn all(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| to_uci(m, p.mode()))
        .collect();
    v.sort();
    v
}

fn s(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|x| x.to_string()).collect();
    v.sort();
    v
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn kingless_positions_need_the_lesson_level() {
    for fen in [
        "8/8/8/8/8/8/8/R7 w - - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/R7 w - - 0 1",
    ] {
        for level in [Validation::Strict, Validation::Relaxed] {
            let err = read_in(fen, None, level).unwrap_err().to_string();
            assert!(err.contains("has no king"), "{fen} {level:?}: {err}");
        }
        assert!(read_in(fen, None, Validation::Lesson).is_ok(), "{fen}");
    }
    // Still refused in a lesson: two kings of one colour, pawns on a back rank, and the side not
    // to move in check.
    let refused = [
        ("K6K/8/8/8/8/8/8/8 w - - 0 1", "ERR_FEN_KINGS"),
        ("8/8/8/8/8/8/8/P7 w - - 0 1", "ERR_FEN_PAWNS_ON_BACKRANK"),
        ("4k3/8/8/8/8/8/8/4R3 w - - 0 1", "ERR_FEN_OPPOSITE_CHECK"),
    ];
    for (fen, code) in refused {
        match read_in(fen, None, Validation::Lesson) {
            Err(chess_arbiter::FenError::Position(e)) => assert_eq!(e.codes(), [code], "{fen}"),
            other => panic!("{fen}: {other:?}"),
        }
    }
}

#[test]
fn a_rook_alone_moves_along_its_file_and_rank() {
    let p = lesson("8/8/8/8/8/8/8/R7 w - - 0 1");
    assert_eq!(
        all(&p),
        s(&[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "a1e1",
            "a1f1", "a1g1", "a1h1"
        ])
    );
    assert_eq!(p.status(), Status::Play);
    assert_eq!(p.fen(), "8/8/8/8/8/8/8/R7 w - - 0 1");
}

#[test]
fn no_check_rule_without_a_king() {
    // White has no king: the rook on d4 is not pinned by anything and may capture on d7.
    let p = lesson("3r4/3p4/8/8/3R4/8/8/3b4 w - - 0 1");
    assert_eq!(
        all(&p),
        s(&[
            "d4a4", "d4b4", "d4c4", "d4e4", "d4f4", "d4g4", "d4h4", "d4d5", "d4d6", "d4d7", "d4d3",
            "d4d2", "d4d1"
        ])
    );
    assert!(!p.is_check());
    // Nothing stands in for the missing king (the core's placeholder square a1 included): the
    // rook on a4, between a1 and the black rook, is free.
    let p = lesson("r7/8/8/8/R7/8/8/8 w - - 0 1");
    assert_eq!(p.legal_moves().len(), 14);
    let p = lesson("8/8/8/8/8/8/1p6/B7 w - - 0 1");
    assert_eq!(all(&p), s(&["a1b2"]));
    // Black has a king and no white king: the white rook still gives check, and black must meet
    // it (Art. 3.9.2).
    let p = lesson("4k3/8/8/8/8/8/8/4R2r b - - 0 1");
    assert!(p.is_check());
    assert_eq!(all(&p), s(&["e8d7", "e8d8", "e8f7", "e8f8", "h1e1"]));
    let ruling = explain_move(&p, sq("e8"), sq("e7"), None).unwrap_err();
    assert_eq!(ruling.reason, Reason::KingIntoCheck);
    assert_eq!(ruling.squares, [sq("e1"), sq("e7")]);
    let ruling = explain_move(&p, sq("h1"), sq("h5"), None).unwrap_err();
    assert_eq!(ruling.reason, Reason::KingLeftInCheck);
    // A pinned piece exists only with a king behind it.
    let p = lesson("3k4/3n4/8/8/8/8/8/3R4 b - - 0 1");
    let ruling = explain_move(&p, sq("d7"), sq("f6"), None).unwrap_err();
    assert_eq!(ruling.reason, Reason::Pinned);
    let p = lesson("8/3n4/8/8/8/8/8/3R4 b - - 0 1");
    assert!(explain_move(&p, sq("d7"), sq("f6"), None).is_ok());
}

#[test]
fn pawns_kingless_double_step_en_passant_promotion() {
    let p = lesson("8/1P6/8/3Pp3/8/8/4P3/8 w - e6 0 1");
    assert_eq!(
        all(&p),
        s(&[
            "b7b8b", "b7b8n", "b7b8q", "b7b8r", "d5d6", "d5e6", "e2e3", "e2e4"
        ])
    );
    let after = p
        .play(
            p.legal_moves()
                .iter()
                .find(|m| m.from == sq("d5") && m.to == sq("e6"))
                .unwrap(),
        )
        .unwrap();
    assert_eq!(after.fen(), "8/1P6/4P3/8/8/8/4P3/8 b - - 0 1");
    // No king, no castling: the rights are dropped.
    let p = lesson("r3k2r/8/8/8/8/8/8/R6R w KQkq - 0 1");
    assert_eq!(p.fen(), "r3k2r/8/8/8/8/8/8/R6R w kq - 0 1");
    assert_eq!(
        explain_text(&p, "O-O").unwrap().unwrap_err().reason,
        Reason::IllegalMove
    );
}

#[test]
fn a_side_without_a_king_and_without_moves_is_stalemated() {
    let p = lesson("8/8/8/8/8/p7/P7/8 w - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.status(), Status::Stalemate);
    // A null move (the other side passes, as a lesson does without scripted replies).
    let p = lesson("8/8/8/8/8/8/8/R7 w - - 0 1");
    assert_eq!(p.null_move().unwrap().fen(), "8/8/8/8/8/8/8/R7 b - - 1 1");
    let r = explain_text(&p, "--").unwrap().unwrap_err();
    assert_eq!((r.reason, r.squares.len()), (Reason::NullMove, 0));
}
