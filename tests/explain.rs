//! Rulings (`chess_arbiter::rulings`): every reason with an exact position, code, article and
//! squares; and, over the perft suites and random play, agreement with the move generator
//! (every legal move is explained as legal, every refused attempt gets a specific ruling).

use chess_arbiter::notation::{MoveInputError, move_from_squares};
use chess_arbiter::rulings::{Reason, explain_move, explain_position, explain_text};
use chess_arbiter::san::to_san_plus;
use chess_arbiter::uci::to_uci;
use chess_arbiter::{CastlingMode, Move, Position, Role, Setup, Square};
use std::path::PathBuf;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Standard).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos960(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn names(squares: &[Square]) -> Vec<&'static str> {
    squares.iter().map(|s| s.name()).collect()
}

/// Explains UCI-shaped or SAN text and returns (code, article, squares) of the ruling.
fn ruled(p: &Position, text: &str) -> (&'static str, &'static str, Vec<&'static str>) {
    match explain_text(p, text) {
        Ok(Err(r)) => {
            assert_eq!(r.article, r.reason.article());
            (r.code(), r.article, names(&r.squares))
        }
        Ok(Ok(m)) => panic!("{text} in {p:?}: ruled legal: {m:?}"),
        Err(e) => panic!("{text} in {p:?}: input error {e:?}"),
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

#[test]
fn no_piece_and_turn() {
    let p = pos(START);
    assert_eq!(ruled(&p, "e3e4"), ("ERR_NO_PIECE", "3.10.2", vec!["e3"]));
    assert_eq!(ruled(&p, "e7e5"), ("ERR_NOT_YOUR_TURN", "1.2", vec!["e7"]));
    assert_eq!(ruled(&p, "e2e2"), ("ERR_SAME_SQUARE", "3.10.2", vec!["e2"]));
    // SAN naming a move of the other side.
    assert_eq!(ruled(&p, "e5"), ("ERR_NOT_YOUR_TURN", "1.2", vec!["e7"]));
    assert_eq!(
        ruled(&pos(KINGS), "Nf3"),
        ("ERR_ILLEGAL_MOVE", "3.10.2", vec!["f3"])
    );
}

#[test]
fn art_3_1_own_piece_on_target() {
    let p = pos(START);
    assert_eq!(
        ruled(&p, "d1d2"),
        ("ERR_OWN_PIECE_ON_TARGET", "3.1", vec!["d1", "d2"])
    );
    assert_eq!(
        ruled(&p, "Nd2"),
        ("ERR_OWN_PIECE_ON_TARGET", "3.1", vec!["b1", "d2"])
    );
}

#[test]
fn art_3_2_to_3_6_and_3_8_1_piece_shapes() {
    let p = pos(START);
    assert_eq!(
        ruled(&p, "c1c3"),
        ("ERR_BISHOP_MOVE", "3.2", vec!["c1", "c3"])
    );
    assert_eq!(
        ruled(&p, "d1e3"),
        ("ERR_QUEEN_MOVE", "3.4", vec!["d1", "e3"])
    );
    assert_eq!(
        ruled(&p, "g1g3"),
        ("ERR_KNIGHT_MOVE", "3.6", vec!["g1", "g3"])
    );
    assert_eq!(
        ruled(&p, "c1e3"),
        ("ERR_PIECE_IN_THE_WAY", "3.5", vec!["c1", "d2"])
    );
    assert_eq!(
        ruled(&p, "a1a5"),
        ("ERR_PIECE_IN_THE_WAY", "3.5", vec!["a1", "a2"])
    );
    let r = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        ruled(&r, "a1b3"),
        ("ERR_ROOK_MOVE", "3.3", vec!["a1", "b3"])
    );
    let k = pos(KINGS);
    assert_eq!(
        ruled(&k, "e1e3"),
        ("ERR_KING_MOVE", "3.8.1", vec!["e1", "e3"])
    );
    assert_eq!(
        ruled(&k, "e1a1"),
        ("ERR_KING_MOVE", "3.8.1", vec!["e1", "a1"])
    );
}

#[test]
fn art_3_7_pawns() {
    let p = pos("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(
        ruled(&p, "e4e3"),
        ("ERR_PAWN_BACKWARD", "3.7.1", vec!["e4", "e3"])
    );
    assert_eq!(
        ruled(&p, "e4d4"),
        ("ERR_PAWN_SIDEWAYS", "3.7.1", vec!["e4", "d4"])
    );
    assert_eq!(
        ruled(&p, "e4e6"),
        ("ERR_PAWN_DOUBLE_STEP", "3.7.2", vec!["e4", "e6"])
    );
    let s = pos(START);
    assert_eq!(
        ruled(&s, "e2e5"),
        ("ERR_PAWN_MOVE", "3.7.1", vec!["e2", "e5"])
    );
    assert_eq!(
        ruled(&s, "e2d3"),
        ("ERR_PAWN_DIAGONAL", "3.7.3", vec!["e2", "d3"])
    );
    assert_eq!(
        ruled(&s, "exd3"),
        ("ERR_PAWN_DIAGONAL", "3.7.3", vec!["e2", "d3"])
    );
    let b = pos("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(
        ruled(&b, "e4e5"),
        ("ERR_PAWN_BLOCKED", "3.7.1", vec!["e4", "e5"])
    );
    let n = pos("rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
    assert_eq!(
        ruled(&n, "e2e4"),
        ("ERR_PAWN_DOUBLE_STEP_BLOCKED", "3.7.2", vec!["e2", "e3"])
    );
    let n4 = pos("rnbqkb1r/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        ruled(&n4, "e4"),
        ("ERR_PAWN_DOUBLE_STEP_BLOCKED", "3.7.2", vec!["e2", "e4"])
    );
    // Black pawns move down the board.
    let bl = pos("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        ruled(&bl, "d7d8"),
        ("ERR_PAWN_BACKWARD", "3.7.1", vec!["d7", "d8"])
    );
}

#[test]
fn art_3_7_4_2_en_passant_only_right_after() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        ruled(&p, "e5d6"),
        ("ERR_EN_PASSANT_EXPIRED", "3.7.4.2", vec!["e5", "d5"])
    );
    assert_eq!(
        ruled(&p, "exd6"),
        ("ERR_EN_PASSANT_EXPIRED", "3.7.4.2", vec!["e5", "d5"])
    );
    // Right after the double step it is legal.
    let now = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert!(explain_text(&now, "e5d6").is_ok_and(|r| r.is_ok_and(|m| m.is_en_passant())));
}

#[test]
fn art_3_7_5_1_promotion() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        ruled(&p, "a7a8"),
        ("ERR_PROMOTION_REQUIRED", "3.7.5.1", vec!["a7", "a8"])
    );
    assert_eq!(
        ruled(&p, "a8"),
        ("ERR_PROMOTION_REQUIRED", "3.7.5.1", vec!["a7", "a8"])
    );
    assert_eq!(
        ruled(&p, "a7a8k"),
        ("ERR_PROMOTION_PIECE", "3.7.5.1", vec!["a7", "a8"])
    );
    assert_eq!(
        ruled(&p, "a7a8p"),
        ("ERR_PROMOTION_PIECE", "3.7.5.1", vec!["a7", "a8"])
    );
    assert_eq!(
        ruled(&p, "a8=K"),
        ("ERR_PROMOTION_PIECE", "3.7.5.1", vec!["a7", "a8"])
    );
    let e = explain_move(&p, Square::A7, Square::A8, Some(Role::King)).unwrap_err();
    assert_eq!(e.reason, Reason::PromotionPiece);
    let s = pos(START);
    assert_eq!(
        ruled(&s, "e2e4q"),
        ("ERR_PROMOTION_UNEXPECTED", "3.7.5.1", vec!["e2", "e4"])
    );
    assert_eq!(
        ruled(&s, "g1f3n"),
        ("ERR_PROMOTION_UNEXPECTED", "3.7.5.1", vec!["g1", "f3"])
    );
    // A piece's move in SAN or long algebraic notation with a promotion suffix is ruled as
    // its squares with that piece (it was no move at all, `ERR_INVALID_MOVE`).
    for text in ["Nf3=Q", "Nf3Q", "Ng1-f3=Q", "Nf3=N"] {
        assert_eq!(
            ruled(&s, text),
            ("ERR_PROMOTION_UNEXPECTED", "3.7.5.1", vec!["g1", "f3"]),
            "{text}"
        );
    }
    assert_eq!(
        ruled(&s, "Nf3=K"),
        ruled(&s, "g1f3k"),
        "as the squares' form"
    );
}

#[test]
fn art_3_8_2_1_castling_lost() {
    let k = pos("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    for attempt in ["e1g1", "e1h1", "e1c1", "e1a1", "O-O", "O-O-O"] {
        assert_eq!(
            ruled(&k, attempt),
            ("ERR_CASTLING_KING_MOVED", "3.8.2.1.1", vec!["e1"]),
            "{attempt}"
        );
    }
    let r = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert_eq!(
        ruled(&r, "e1g1"),
        ("ERR_CASTLING_ROOK_MOVED", "3.8.2.1.2", vec!["e1", "h1"])
    );
    assert_eq!(
        ruled(&r, "e1h1"),
        ("ERR_CASTLING_ROOK_MOVED", "3.8.2.1.2", vec!["e1", "h1"])
    );
    assert_eq!(
        ruled(&r, "O-O"),
        ("ERR_CASTLING_ROOK_MOVED", "3.8.2.1.2", vec!["e1", "h1"])
    );
    // The rook is gone: its corner is named.
    let gone = pos("r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1");
    assert_eq!(
        ruled(&gone, "e1g1"),
        ("ERR_CASTLING_ROOK_MOVED", "3.8.2.1.2", vec!["e1", "h1"])
    );
    // Black too.
    let b = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1");
    assert_eq!(
        ruled(&b, "e8c8"),
        ("ERR_CASTLING_KING_MOVED", "3.8.2.1.1", vec!["e8"])
    );
}

#[test]
fn art_3_8_2_2_castling_prevented() {
    let out = pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert_eq!(
        ruled(&out, "e1g1"),
        ("ERR_CASTLING_OUT_OF_CHECK", "3.8.2.2.1", vec!["e2", "e1"])
    );
    let through = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert_eq!(
        ruled(&through, "e1g1"),
        ("ERR_CASTLING_THROUGH_CHECK", "3.8.2.2.1", vec!["f2", "f1"])
    );
    let into = pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
    assert_eq!(
        ruled(&into, "e1g1"),
        ("ERR_CASTLING_INTO_CHECK", "3.8.2.2.1", vec!["g2", "g1"])
    );
    assert_eq!(
        ruled(&into, "O-O"),
        ("ERR_CASTLING_INTO_CHECK", "3.8.2.2.1", vec!["g2", "g1"])
    );
    let queenside = pos("4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1");
    assert_eq!(
        ruled(&queenside, "e1c1"),
        ("ERR_CASTLING_INTO_CHECK", "3.8.2.2.1", vec!["c2", "c1"])
    );
    // b1 may be attacked: the king does not cross it.
    let b1 = pos("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1");
    assert!(explain_text(&b1, "e1c1").is_ok_and(|r| r.is_ok_and(|m| m.is_castle())));
    let start = pos(START);
    assert_eq!(
        ruled(&start, "e1g1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["f1"])
    );
    assert_eq!(
        ruled(&start, "e1h1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["f1"])
    );
    assert_eq!(
        ruled(&start, "e1c1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["d1"])
    );
    let knight_b1 = pos("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    assert_eq!(
        ruled(&knight_b1, "O-O-O"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["b1"])
    );
}

#[test]
fn chess960_castling_rulings() {
    // BBQNNRKR: king g1, rooks f1 and h1.
    let p = pos960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    // King side: the king stays on g1, the h1 rook goes to f1, where the other rook stands.
    assert_eq!(
        ruled(&p, "g1h1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["f1"])
    );
    // Queen side: the f1 rook; king to c1 over e1, d1 (knights there).
    assert_eq!(
        ruled(&p, "g1f1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["e1"])
    );
    assert_eq!(
        ruled(&p, "g1c1"),
        ("ERR_CASTLING_BLOCKED", "3.8.2.2.2", vec!["e1"])
    );
    // A right given up on one side.
    let lost = pos960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Hhf - 0 1");
    assert_eq!(
        ruled(&lost, "g1f1"),
        ("ERR_CASTLING_ROOK_MOVED", "3.8.2.1.2", vec!["g1", "f1"])
    );
    // Queen-side with king d1 and rook a1: a black rook on c8 attacks c1.
    let into = pos960("2r1k3/8/8/8/8/8/8/R2K4 w A - 0 1");
    assert_eq!(
        ruled(&into, "d1a1"),
        ("ERR_CASTLING_INTO_CHECK", "3.8.2.2.1", vec!["c8", "c1"])
    );
    // The castling rook screens the king's square: king c1 stays, rook b1 goes to d1 and the
    // black rook on a1 then attacks c1.
    let screened = pos960("4k3/8/8/8/8/8/8/rRK5 w B - 0 1");
    assert_eq!(
        ruled(&screened, "c1b1"),
        ("ERR_CASTLING_INTO_CHECK", "3.8.2.2.1", vec!["a1", "c1"])
    );
}

#[test]
fn art_3_9_2_king_safety() {
    let into = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(
        ruled(&into, "e1f2"),
        ("ERR_KING_INTO_CHECK", "3.9.2", vec!["d2", "f2"])
    );
    // Stepping away along the checking line.
    let line = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert_eq!(
        ruled(&line, "e1f1"),
        ("ERR_KING_INTO_CHECK", "3.9.2", vec!["a1", "f1"])
    );
    let check = pos("4k3/8/8/8/1b6/8/8/4K1N1 w - - 0 1");
    assert_eq!(
        ruled(&check, "g1f3"),
        ("ERR_KING_LEFT_IN_CHECK", "3.9.2", vec!["b4", "e1"])
    );
    let pin = pos("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    assert_eq!(
        ruled(&pin, "d2f3"),
        ("ERR_PINNED", "3.9.2", vec!["d2", "b4", "e1"])
    );
    assert_eq!(
        ruled(&pin, "Nf3"),
        ("ERR_PINNED", "3.9.2", vec!["d2", "b4", "e1"])
    );
    // En passant removing two pawns from the king's rank.
    let ep = pos("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_eq!(
        ruled(&ep, "e5d6"),
        ("ERR_PINNED", "3.9.2", vec!["e5", "h5", "a5"])
    );
}

#[test]
fn input_errors_are_not_rulings() {
    let p = pos(START);
    assert_eq!(explain_text(&p, "hello"), Err(MoveInputError::Syntax));
    assert_eq!(explain_text(&p, ""), Err(MoveInputError::Syntax));
    let two_knights = pos("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1");
    assert_eq!(
        explain_text(&two_knights, "Ne2"),
        Err(MoveInputError::Ambiguous)
    );
}

#[test]
fn every_reason_has_a_code_and_an_article_of_the_laws() {
    let mut codes = std::collections::HashSet::new();
    for r in Reason::ALL {
        assert!(r.code().starts_with("ERR_"), "{r:?}");
        assert!(codes.insert(r.code()), "duplicate code {}", r.code());
        let a = r.article();
        assert!(a == "1.2" || a.starts_with("3."), "{r:?}: {a}");
        assert!(!r.description().is_empty());
    }
}

#[test]
fn a_null_move_is_ruled_by_the_alternate_moves_rule() {
    // Art. 1.2: the players move alternately; in check or not, on the king of the side to move.
    for (fen, king) in [
        (START, "e1"),
        ("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1"),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "e8",
        ),
    ] {
        for text in ["--", "Z0", "0000"] {
            assert_eq!(
                ruled(&pos(fen), text),
                ("ERR_NULL_MOVE", "1.2", vec![king]),
                "{text} in {fen}"
            );
        }
    }
    assert_eq!(
        Reason::NullMove.description(),
        "a null move passes the turn, and the players move alternately"
    );
}

#[test]
fn explain_position_lists_problems() {
    let ok = Setup::from_fen(START).unwrap();
    assert!(explain_position(&ok, CastlingMode::Standard).is_empty());
    let bad = Setup::from_fen("4k3/8/8/8/8/8/8/4K2P w Q - 0 1").unwrap();
    let problems = explain_position(&bad, CastlingMode::Standard);
    let got: Vec<_> = problems
        .iter()
        .map(|p| {
            (
                p.code(),
                p.article(),
                p.squares.map(|s| s.name()).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        got,
        vec![
            ("ERR_FEN_PAWNS_ON_BACKRANK", "3.7.5.1", vec!["h1"]),
            ("ERR_FEN_CASTLING_RIGHTS", "3.8.2.1", vec!["a1", "e1"]),
        ]
    );
}

// ---- agreement with the move generator ----------------------------------------------------

fn shared(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(path)
}

fn suite(name: &str, mode: CastlingMode, take: usize) -> Vec<Position> {
    let text = std::fs::read_to_string(shared(&format!("data/perft/{name}"))).unwrap();
    text.lines()
        .filter_map(|l| l.split(';').next())
        .filter(|f| !f.trim().is_empty())
        .filter_map(|f| Position::from_fen(f.trim(), mode).ok())
        .take(take)
        .collect()
}

/// A small deterministic generator (xorshift), so failures repeat.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The suites' positions and positions reached by random play from them.
fn positions() -> Vec<Position> {
    let mut start = suite("perftsuite.epd", CastlingMode::Standard, 126);
    start.extend(suite("cpw.epd", CastlingMode::Standard, 10));
    start.extend(suite("chess960.epd", CastlingMode::Chess960, 40));
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut all = start.clone();
    for p in &start {
        let mut cur = *p;
        for ply in 0..60 {
            let moves = cur.legal_moves();
            if moves.is_empty() {
                break;
            }
            cur = cur.play_unchecked(&moves[rng.below(moves.len())]);
            if ply % 12 == 5 {
                all.push(cur);
            }
        }
    }
    all
}

fn check_legal_move(p: &Position, m: &Move) {
    let as_legal = |r: Result<Move, _>, how: &str| match r {
        Ok(got) => assert_eq!(got, *m, "{p:?} {how}"),
        Err(e) => panic!("{p:?}: legal {m:?} ruled illegal ({how}): {e}"),
    };
    as_legal(explain_move(p, m.from, m.to, m.promotion), "squares");
    // The king's two-square form (a one-square king step in Chess960 reads as a step).
    if m.is_castle() && m.king_to().distance(m.from) >= 2 {
        as_legal(explain_move(p, m.from, m.king_to(), None), "king's square");
    }
    for text in [to_uci(m, p.mode()), to_san_plus(p, m)] {
        match explain_text(p, &text) {
            Ok(r) => as_legal(r, &text),
            Err(e) => panic!("{p:?}: {text}: {e:?}"),
        }
    }
}

#[test]
fn every_legal_move_is_explained_as_legal() {
    let mut count = 0;
    let all = positions();
    for p in &all {
        for m in p.legal_moves() {
            check_legal_move(p, &m);
            count += 1;
        }
    }
    // 1,026 positions (173 suite lines and the random plies after them); python-chess 1.11.2,
    // given the FEN of each, counts 17,933 legal moves in all.
    assert_eq!((all.len(), count), (1_026, 17_933));
}

#[test]
fn every_refused_attempt_gets_a_specific_ruling() {
    let promotions = [
        None,
        Some(Role::Queen),
        Some(Role::Knight),
        Some(Role::King),
    ];
    let mut seen = std::collections::HashSet::new();
    let mut attempts = 0;
    for p in positions() {
        for from in Square::all() {
            for to in Square::all() {
                for promotion in promotions {
                    attempts += 1;
                    let generator = move_from_squares(&p, from, to, promotion);
                    match (explain_move(&p, from, to, promotion), generator) {
                        (Ok(a), Ok(b)) => assert_eq!(a, b),
                        (Ok(m), Err(_)) => panic!("{p:?} {from}{to}: illegal ruled legal {m:?}"),
                        (Err(r), Ok(m)) => panic!("{p:?}: legal {m:?} ruled {r}"),
                        (Err(r), Err(_)) => {
                            assert_ne!(
                                r.reason,
                                Reason::IllegalMove,
                                "{p:?} {from}{to} {promotion:?}"
                            );
                            assert_eq!(r.article, r.reason.article());
                            assert!(!r.squares.is_empty());
                            seen.insert(r.reason);
                        }
                    }
                }
            }
        }
    }
    // Every (from, to, promotion) of the 1,026 positions: 1,026 x 64 x 64 x 4.
    assert_eq!(attempts, 16_809_984);
    let missing: Vec<_> = Reason::ALL
        .iter()
        // The null move has no squares to attempt (a_null_move_is_ruled_by_the_alternate_moves_rule).
        .filter(|r| !seen.contains(r) && !matches!(r, Reason::IllegalMove | Reason::NullMove))
        .collect();
    assert!(missing.is_empty(), "reasons never seen: {missing:?}");
}

#[test]
fn random_text_never_panics_nor_passes_an_illegal_move() {
    let all = positions();
    let mut rng = Rng(12345);
    // SAN and UCI of moves from other positions, tried everywhere.
    let mut texts = Vec::new();
    for p in all.iter().step_by(7) {
        for m in p.legal_moves() {
            texts.push(to_san_plus(p, &m));
            texts.push(to_uci(&m, p.mode()));
        }
    }
    for extra in [
        "O-O", "O-O-O", "e8=K", "a1=P", "Kxx", "0000", "e2e2", "zz", "e7e8k", "e8=Ж", "Ж", "é4",
        "=K", "K", "e8=", "\u{0}", "e2e4e", "O-O-O-O",
    ] {
        texts.push(extra.to_string());
    }
    for p in &all {
        for _ in 0..120 {
            let text = &texts[rng.below(texts.len())];
            if let Ok(Ok(m)) = explain_text(p, text) {
                assert!(p.is_legal(&m), "{p:?} {text}: {m:?}");
            }
        }
    }
}

/// The ruling's shapes as `orig[dest]:brush` strings.
fn drawn(p: &Position, text: &str) -> Vec<String> {
    let ruling = explain_text(p, text).unwrap().unwrap_err();
    ruling
        .shapes
        .iter()
        .map(|s| {
            let dest = s.dest.map_or("", |d| d.name());
            format!("{}{dest}:{}", s.orig.name(), s.brush.name())
        })
        .collect()
}

#[test]
fn shapes_arrows_for_attacks_circles_for_the_deciding_piece() {
    let start = Position::new();
    // A piece's shape: the attempt. A piece in the way: the attempt, and the piece circled.
    assert_eq!(drawn(&start, "c1c3"), ["c1c3:red"]);
    assert_eq!(drawn(&start, "c1e3"), ["c1e3:red", "d2:yellow"]);
    assert_eq!(drawn(&start, "e3e4"), ["e3:red"]);
    // Pinned: the pinner's arrow to the king, the pinned piece circled.
    let p = pos("4k3/8/8/8/1b6/8/3R4/4K3 w - - 0 1");
    assert_eq!(drawn(&p, "Rd3"), ["b4e1:red", "d2:yellow"]);
    // Check left on the king, a king stepping into check, castling across an attacked square.
    let p = pos("4k3/8/8/8/1b6/8/8/4K1N1 w - - 0 1");
    assert_eq!(drawn(&p, "Nf3"), ["b4e1:red"]);
    let p = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(drawn(&p, "Kf2"), ["d2f2:red"]);
    let p = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert_eq!(drawn(&p, "e1g1"), ["f2f1:red"]);
    assert_eq!(drawn(&start, "O-O"), ["f1:yellow"]);
    // En passant too late: the attempt, and the pawn that could have been taken.
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    assert_eq!(drawn(&p, "e5d6"), ["e5d6:red", "d5:yellow"]);
}

/// A king or pawn letter on a move that is no pawn reaching the last rank is ruled as a queen's
/// letter there, and the ruling's code is the move reader's (`parse_move`, what `applyMove`
/// throws) where the move without the letter is legal: `ERR_PROMOTION_UNEXPECTED`, 3.7.5.1.
#[test]
fn king_or_pawn_letter_off_the_last_rank_is_ruled_as_a_queen_letter() {
    use chess_arbiter::notation::parse_move;
    let f = pos("4k3/P7/8/8/8/8/4P3/4K1N1 w - - 0 1");
    let unexpected = ("ERR_PROMOTION_UNEXPECTED", "3.7.5.1", vec!["g1", "f3"]);
    for text in [
        "Nf3=K", "Nf3K", "Nf3=P", "Ng1-f3=K", "g1f3k", "g1f3K", "g1f3p",
    ] {
        assert_eq!(ruled(&f, text), unexpected, "{text}");
        let e = parse_move(&f, text, false).unwrap_err();
        assert_eq!(
            (e.code(), e.article()),
            ("ERR_PROMOTION_UNEXPECTED", Some("3.7.5.1")),
            "{text}"
        );
    }
    assert_eq!(
        ruled(&f, "e4=K"),
        ("ERR_PROMOTION_UNEXPECTED", "3.7.5.1", vec!["e2", "e4"])
    );
    assert_eq!(
        parse_move(&f, "e4=K", false).unwrap_err().code(),
        "ERR_PROMOTION_UNEXPECTED"
    );
    // An illegal move: its own ruling, as with a queen's letter or none.
    for (text, queen, bare) in [
        ("Nf6=K", "Nf6=Q", "Nf6"),
        ("g1f6k", "g1f6q", "g1f6"),
        ("e5=K", "e5=Q", "e5"),
    ] {
        assert_eq!(ruled(&f, text), ruled(&f, queen), "{text}");
        assert_eq!(ruled(&f, text).0, ruled(&f, bare).0, "{text}");
        assert_eq!(
            parse_move(&f, text, false),
            parse_move(&f, queen, false),
            "{text}"
        );
    }
    assert_eq!(ruled(&f, "Nf6=K").0, "ERR_KNIGHT_MOVE");
}
