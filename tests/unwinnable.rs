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

/// The independent check of a `No`: a plain breadth-first walk of every position reachable
/// from `pos` by legal moves (no static proof, no pruning, only the move generator and
/// `is_checkmate`), at most `limit` positions. `Some(true)`: walked to the end, no checkmate
/// of the loser (the `No` is confirmed); `Some(false)`: one was found (the `No` is wrong);
/// `None`: more than `limit` positions (not checked).
fn no_mate_reachable(pos: &Position, winner: Color, limit: usize) -> Option<bool> {
    use std::collections::{HashSet, VecDeque};
    let key = |p: &Position| {
        (
            *p.board(),
            p.turn(),
            p.castling_rights(),
            p.legal_ep_square(),
        )
    };
    let mut seen = HashSet::new();
    seen.insert(key(pos));
    let mut queue = VecDeque::from([*pos]);
    while let Some(p) = queue.pop_front() {
        if p.is_checkmate() && p.turn() == winner.other() {
            return Some(false);
        }
        for m in &p.legal_moves() {
            let next = p.play_unchecked(m);
            if seen.insert(key(&next)) {
                if seen.len() > limit {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(true)
}

/// What one part of the vectors gave: counts, and the wrong and undecided questions.
#[derive(Default)]
struct Tally {
    yes: usize,
    no: usize,
    unknown: usize,
    confirmed: usize,
    too_big: usize,
    wrong: Vec<String>,
    undecided: Vec<String>,
}

/// Asks both questions of each vector of `part` with `nodes`, and checks every answer: a
/// `Yes` against its label and by replaying its line to checkmate, a `No` against its label
/// and by [`no_mate_reachable`].
fn ask(part: &[(String, Position)], nodes: u64) -> Tally {
    let mut t = Tally::default();
    for (label, p) in part {
        for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
            let expected = label.as_bytes()[i] != b'-';
            match p.can_win(winner, nodes) {
                Answer::Yes(line) => {
                    t.yes += 1;
                    if !expected || !replays_to_mate(p, winner, &line) {
                        t.wrong.push(format!("{label} {} {winner:?}: yes", p.fen()));
                    }
                }
                Answer::No => {
                    t.no += 1;
                    if expected {
                        t.wrong.push(format!("{label} {} {winner:?}: no", p.fen()));
                    }
                    match no_mate_reachable(p, winner, 3_000) {
                        Some(true) => t.confirmed += 1,
                        Some(false) => t
                            .wrong
                            .push(format!("{} {winner:?}: a mate is reachable", p.fen())),
                        None => t.too_big += 1,
                    }
                }
                Answer::Unknown => {
                    t.unknown += 1;
                    t.undecided.push(format!("{label} {} {winner:?}", p.fen()));
                }
            }
        }
    }
    t
}

/// Every vector, both sides (3,606 questions), at the default budget (or `UNWINNABLE_NODES`):
/// no wrong answer, every `Yes` line replays to checkmate, every `No` that fits is confirmed
/// by a plain walk; the counts are pinned. Two threads (CI has two cores).
#[test]
fn cha_test_vector() {
    let nodes: u64 = std::env::var("UNWINNABLE_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(chess_arbiter::unwinnable::DEFAULT_NODES);
    let all = vectors();
    let (first, second) = all.split_at(all.len() / 2);
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| ask(first, nodes));
        let b = ask(second, nodes);
        (a.join().expect("the first half"), b)
    });
    let yes = a.yes + b.yes;
    let no = a.no + b.no;
    let unknown = a.unknown + b.unknown;
    let confirmed = a.confirmed + b.confirmed;
    let too_big = a.too_big + b.too_big;
    for u in a.undecided.iter().chain(&b.undecided) {
        println!("undecided: {u}");
    }
    println!("yes {yes} no {no} unknown {unknown}");
    println!("no: {confirmed} confirmed by the plain walk, {too_big} too big for it");
    let wrong: Vec<&String> = a.wrong.iter().chain(&b.wrong).collect();
    assert_eq!(wrong, Vec::<&String>::new());
    if nodes == chess_arbiter::unwinnable::DEFAULT_NODES {
        // 3,606 questions: 1,749 labelled winnable, 1,857 not. Decided: 2,972 (82.4%).
        assert_eq!((yes, no, unknown), (1_350, 1_622, 634));
        assert_eq!((confirmed, too_big), (1_057, 565));
    }
}

/// `Game::timeout` (Art. 6.9): the flagged side loses unless its opponent is proved unable to
/// mate; a finished game keeps its outcome; the game is not changed.
#[test]
fn timeout_verdicts() {
    use chess_arbiter::game::{Game, Outcome, Termination};
    let game = |fen| Game::from_fen(fen, CastlingMode::Standard).unwrap();
    let timeout = |winner| Outcome {
        winner,
        termination: Termination::Timeout,
    };
    // King and queen against a bare king.
    let g = game("8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    assert_eq!(g.timeout(Color::White), timeout(None));
    assert_eq!(g.outcome(), None);
    // Rook against king and pawn: both can still mate, so either flag loses.
    let g = game("7k/7p/8/8/8/8/8/K5R1 w - - 0 1");
    assert_eq!(g.timeout(Color::White), timeout(Some(Color::Black)));
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    // Locked pawns, a bishop that can never mate (tests/dead.rs): a draw either way.
    let g = game("k7/3B4/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1");
    assert_eq!(g.outcome(), Some(Outcome::draw(Termination::DeadPosition)));
    assert_eq!(
        g.timeout(Color::Black),
        Outcome::draw(Termination::DeadPosition)
    );
    // A knight and a pawn: the search cannot decide white's mate within the budget, so the
    // flagged black side loses (the loss stands unless the draw is proved).
    let g = game("7k/7p/8/6N1/8/8/8/K7 w - - 0 1");
    assert_eq!(g.can_win(Color::White, 20_000), Answer::Unknown);
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    assert_eq!(Termination::Timeout.name(), "timeout");
    assert_eq!(
        Termination::from_name("timeout"),
        Some(Termination::Timeout)
    );
}

/// A planted bug would show: a position where white mates in one is `Yes` with that move, and
/// the static proofs answer `No` for a bare king at once, with any budget.
#[test]
fn small_answers() {
    let p = Position::from_fen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", CastlingMode::Standard).unwrap();
    let Answer::Yes(line) = p.can_win(Color::White, 100) else {
        panic!("no mate found")
    };
    assert!(replays_to_mate(&p, Color::White, &line));
    assert_eq!(line.len(), 1);
    assert_eq!(p.can_win(Color::Black, 1), Answer::No);
    assert!(p.is_unwinnable_for(Color::Black, 1));
    assert!(!p.is_unwinnable_for(Color::White, 20_000));
    // Out of budget: Unknown, never a guess.
    assert_eq!(Position::new().can_win(Color::White, 1), Answer::Unknown);
}
