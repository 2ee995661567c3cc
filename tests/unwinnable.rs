//! Can a side still win (issue #13): `Position::can_win` on the analyzer's labelled test
//! vectors (`../shared/data/dead/cha-test-vector.txt`), every answer checked.

mod common;

use chess_arbiter::unwinnable::Answer;
use chess_arbiter::{CastlingMode, Color, Position};

/// The labelled vectors: (label, position).
fn vectors() -> Vec<(String, Position)> {
    let text = std::fs::read_to_string(common::shared("data/dead/cha-test-vector.txt"))
        .expect("../shared/data/dead/cha-test-vector.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (label, fen) = line.split_at(2);
            let mut fields: Vec<&str> = fen.split_whitespace().collect();
            while fields.len() < 4 {
                fields.push("-");
            }
            let p = Position::from_fen_relaxed(
                &format!("{} 0 1", fields.join(" ")),
                CastlingMode::Standard,
            )
            .unwrap_or_else(|e| panic!("{line}: {e}"));
            (label.to_string(), p)
        })
        .collect()
}

/// Plays `line` from `pos` (each move must be legal) and returns true when it ends with
/// `winner` checkmating the other side.
fn replays_to_mate(pos: &Position, winner: Color, line: &[chess_arbiter::Move]) -> bool {
    let mut p = *pos;
    for m in line {
        match p.play(m) {
            Ok(next) => p = next,
            Err(_) => return false,
        }
    }
    p.is_checkmate() && p.turn() == winner.other()
}

#[test]
fn cha_test_vector() {
    let nodes: u64 = std::env::var("UNWINNABLE_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(chess_arbiter::unwinnable::DEFAULT_NODES);
    let (mut yes, mut no, mut unknown) = (0, 0, 0);
    let mut wrong = Vec::new();
    let mut undecided = Vec::new();
    for (label, p) in vectors() {
        for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
            let expected = label.as_bytes()[i] != b'-';
            match p.can_win(winner, nodes) {
                Answer::Yes(line) => {
                    yes += 1;
                    if !expected || !replays_to_mate(&p, winner, &line) {
                        wrong.push(format!("{label} {} {winner:?}: yes", p.fen()));
                    }
                }
                Answer::No => {
                    no += 1;
                    if expected {
                        wrong.push(format!("{label} {} {winner:?}: no", p.fen()));
                    }
                }
                Answer::Unknown => {
                    unknown += 1;
                    undecided.push(format!("{label} {} {winner:?}", p.fen()));
                }
            }
        }
    }
    for u in &undecided {
        println!("undecided: {u}");
    }
    println!("yes {yes} no {no} unknown {unknown}");
    assert_eq!(wrong, Vec::<String>::new());
}
