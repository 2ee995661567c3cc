//! FEN reading, writing and validation: exact codes and squares for every problem.

use chess_arbiter::fen::{CastlingNotation, FenOptions, STARTING_FEN, write_with};
use chess_arbiter::{Bitboard, CastlingMode, FenError, Position, Setup, Square};

const STD: CastlingMode = CastlingMode::Standard;
const C960: CastlingMode = CastlingMode::Chess960;

fn codes(fen: &str, mode: CastlingMode) -> Vec<&'static str> {
    match Position::from_fen(fen, mode) {
        Ok(_) => vec![],
        Err(FenError::Parse(e)) => e.codes(),
        Err(FenError::Position(e)) => e.codes(),
    }
}

fn squares_of(fen: &str, code: &str) -> Vec<String> {
    match Position::from_fen(fen, STD) {
        Err(FenError::Position(e)) => e
            .problems
            .iter()
            .find(|p| p.code() == code)
            .map(|p| p.squares.map(|s| s.name().to_string()).collect())
            .unwrap_or_default(),
        other => panic!("expected a position error, got {other:?}"),
    }
}

#[test]
fn round_trips() {
    for fen in [
        STARTING_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 99 150",
    ] {
        assert_eq!(Position::from_fen(fen, STD).unwrap().fen(), fen);
    }
}

#[test]
fn four_fields_default_clocks() {
    let pos =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", STD).unwrap();
    assert_eq!(pos.fen(), STARTING_FEN);
    assert_eq!(
        codes("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", STD),
        vec!["ERR_FEN_FIELDS"]
    );
    assert_eq!(
        codes("", STD),
        vec!["ERR_FEN_FIELDS", "ERR_FEN_RANKS", "ERR_FEN_RANK_LENGTH"]
    );
}

#[test]
fn ep_square_written_only_when_capture_is_legal() {
    // After 1.e4 no black pawn can take en passant: the square is dropped.
    let pos = Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        STD,
    )
    .unwrap();
    assert_eq!(pos.ep_square(), Some(Square::E3));
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let always = write_with(
        &pos,
        FenOptions {
            always_ep: true,
            ..FenOptions::default()
        },
    );
    assert_eq!(
        always,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    // Capture possible but illegal (pinned along the rank): dropped too.
    let pinned = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", STD).unwrap();
    assert_eq!(pinned.legal_ep_square(), None);
    assert_eq!(pinned.fen(), "8/8/8/K2pP2r/8/8/8/7k w - - 0 1");
}

#[test]
fn syntax_errors_are_all_reported() {
    assert_eq!(
        codes(
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX x KQkx e9 -1 z",
            STD
        ),
        vec![
            "ERR_FEN_RANK_LENGTH",
            "ERR_FEN_BOARD",
            "ERR_FEN_TURN",
            "ERR_FEN_CASTLING",
            "ERR_FEN_EP",
            "ERR_FEN_HALFMOVE",
            "ERR_FEN_FULLMOVE"
        ]
    );
    assert_eq!(codes("8/8/8/8/8/8/8 w - - 0 1", STD), vec!["ERR_FEN_RANKS"]);
    assert_eq!(
        codes("8/8/8/8/8/8/8/8/8 w - - 0 1", STD),
        vec!["ERR_FEN_RANKS"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", STD),
        vec!["ERR_FEN_FIELDS"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", STD),
        vec!["ERR_FEN_CASTLING"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", STD),
        vec!["ERR_FEN_HALFMOVE"]
    );
    // A 9-square rank, named with its number and squares.
    let e = Setup::from_fen("4k4/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert_eq!(e.errors[0].message, "rank 8 has 9 squares, not 8 (\"4k4\")");
    assert_eq!(
        e.errors[0].squares,
        Bitboard::from_rank(chess_arbiter::Rank::EIGHTH)
    );
}

#[test]
fn two_digits_in_a_row_are_not_fen() {
    // 4+4 squares, but FEN writes a run of empty squares as one digit.
    let e =
        Setup::from_fen("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    assert_eq!(e.codes(), vec!["ERR_FEN_BOARD"]);
    assert_eq!(
        e.errors[0].message,
        "rank 6 has two digits in a row (\"44\"): a run of empty squares is one digit"
    );
}

#[test]
fn kings() {
    assert_eq!(
        codes("8/8/8/8/8/8/8/8 w - - 0 1", STD),
        vec!["ERR_FEN_KINGS", "ERR_FEN_KINGS"]
    );
    assert_eq!(
        codes("k7/8/8/8/8/8/8/K6K w - - 0 1", STD),
        vec!["ERR_FEN_KINGS"]
    );
    assert_eq!(
        squares_of("k7/8/8/8/8/8/8/K5KK w - - 0 1", "ERR_FEN_KINGS"),
        vec!["a1", "g1", "h1"]
    );
}

#[test]
fn pawns_on_backrank() {
    assert_eq!(
        squares_of(
            "P3k3/8/8/8/8/8/8/4K2p w - - 0 1",
            "ERR_FEN_PAWNS_ON_BACKRANK"
        ),
        vec!["h1", "a8"]
    );
}

#[test]
fn opposite_check() {
    // Black king attacked by the rook, but white to move.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", STD),
        vec!["ERR_FEN_OPPOSITE_CHECK"]
    );
    assert_eq!(
        squares_of("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "ERR_FEN_OPPOSITE_CHECK"),
        vec!["e1", "e8"]
    );
    // White in check with white to move is fine.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/R3K2r w - - 0 1", STD),
        Vec::<&str>::new()
    );
}

#[test]
fn impossible_checks() {
    // Two bishops on one diagonal through the king (the issue's example).
    let fen = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    assert_eq!(codes(fen, STD), vec!["ERR_FEN_IMPOSSIBLE_CHECK"]);
    assert_eq!(
        squares_of(fen, "ERR_FEN_IMPOSSIBLE_CHECK"),
        vec!["h1", "f3", "a8"]
    );
    assert!(Position::from_fen_relaxed(fen, STD).is_ok());
    // Three checkers.
    assert_eq!(
        codes("4k3/8/3N1N2/8/4R3/8/8/4K3 b - - 0 1", STD),
        vec!["ERR_FEN_IMPOSSIBLE_CHECK"]
    );
    // Two knights.
    assert_eq!(
        codes("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", STD),
        vec!["ERR_FEN_IMPOSSIBLE_CHECK"]
    );
    // Rook and knight: a discovered check, possible.
    assert_eq!(
        codes("4k3/8/3N4/8/4R3/8/8/4K3 b - - 0 1", STD),
        Vec::<&str>::new()
    );
    // En passant square, but the check is by a piece the double step could not uncover.
    assert_eq!(
        codes("8/8/8/8/3pP2k/8/8/4K2R b - e3 0 1", STD),
        vec!["ERR_FEN_IMPOSSIBLE_CHECK"]
    );
    // ... while a check uncovered by the pawn leaving e2 is possible.
    assert_eq!(
        codes("8/8/8/1k6/3pP3/8/8/4KB2 b - e3 0 1", STD),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes("4k3/8/8/8/3pP3/8/8/4K2q w - e3 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
    assert_eq!(
        codes("4k3/8/8/8/3Pp3/8/8/q3K3 w - d6 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
    assert_eq!(
        codes("7k/8/8/3pP3/8/8/8/q3K3 w - d6 0 1", STD),
        vec!["ERR_FEN_IMPOSSIBLE_CHECK"]
    );
    // The double-stepped pawn gives check itself: fine.
    assert_eq!(
        codes("8/8/8/3p4/4K3/8/8/7k w - d6 0 1", STD),
        Vec::<&str>::new()
    );
}

#[test]
fn castling_rights_need_king_and_rook() {
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w K - 0 1", STD),
        vec!["ERR_FEN_CASTLING_RIGHTS"]
    );
    assert_eq!(
        squares_of("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "ERR_FEN_CASTLING_RIGHTS"),
        vec!["e1", "h1"]
    );
    assert_eq!(
        codes("r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1", STD),
        vec!["ERR_FEN_CASTLING_RIGHTS"]
    );
    // Standard mode needs e1 and a/h rooks; Chess960 accepts a king on b1 with a rook on a1.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", STD),
        vec!["ERR_FEN_CASTLING_RIGHTS"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", C960),
        Vec::<&str>::new()
    );
    // Relaxed mode drops the bad right and keeps the good one.
    let pos = Position::from_fen_relaxed("4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1", STD).unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
}

#[test]
fn en_passant_square_must_fit() {
    // Wrong rank for the side to move.
    assert_eq!(
        codes("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
    // No pawn that just double-stepped.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
    // The square the pawn crossed is occupied.
    assert_eq!(
        codes("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
    // The pawn's origin square is occupied.
    assert_eq!(
        codes("4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1", STD),
        vec!["ERR_FEN_EN_PASSANT"]
    );
}

#[test]
fn clocks_and_piece_counts() {
    // Halfmove clock larger than the halfmoves played since move 1: 19 > 18 (white to move at
    // move 10), while 19 fits with black to move.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 19 10", STD),
        vec!["ERR_FEN_CLOCKS"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 b - - 19 10", STD),
        Vec::<&str>::new()
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 1 1", STD),
        vec!["ERR_FEN_CLOCKS"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 0 0", STD),
        vec!["ERR_FEN_CLOCKS"]
    );
    // Past the 75-move rule (halfmove clock 150) a position still reads: play can get there.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - 151 80", STD),
        Vec::<&str>::new()
    );
    assert!(Position::from_fen_relaxed("4k3/8/8/8/8/8/8/4K3 w - - 151 0", STD).is_ok());
    // Nine queens need nine promotions, but white still has all eight pawns... one too many.
    assert_eq!(
        codes("k7/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", STD),
        vec!["ERR_FEN_PIECE_COUNT"]
    );
    assert_eq!(
        codes("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", STD),
        vec!["ERR_FEN_PIECE_COUNT"]
    );
}

#[test]
fn every_problem_at_once() {
    // No white king, pawn on rank 1, bad ep square, bad castling, clocks.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/P7 w K e3 200 1", STD),
        vec![
            "ERR_FEN_KINGS",
            "ERR_FEN_PAWNS_ON_BACKRANK",
            "ERR_FEN_CLOCKS",
            "ERR_FEN_CASTLING_RIGHTS",
            "ERR_FEN_EN_PASSANT"
        ]
    );
}

#[test]
fn chess960_castling_notations() {
    // Shredder-FEN in, X-FEN out (KQkq where the outermost rooks are meant).
    let pos = Position::from_fen(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        C960,
    )
    .unwrap();
    assert_eq!(
        pos.fen(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    );
    assert_eq!(
        write_with(
            &pos,
            FenOptions {
                castling: CastlingNotation::Shredder,
                always_ep: false
            }
        ),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    );
    // An inner rook needs its file letter in X-FEN.
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", C960).unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
    assert_eq!(pos.castling_rights(), Bitboard::from_square(Square::B1));
}

#[test]
fn chess960_start_positions() {
    let mut seen = std::collections::HashSet::new();
    for n in 0..960 {
        let setup = Setup::chess960(n).unwrap();
        let pos = Position::from_setup(&setup, C960).unwrap();
        assert!(seen.insert(pos.fen()));
        // Both rooks of both sides keep their castling rights; white's 8 pawns each step and double-step.
        assert_eq!(pos.castling_rights().count(), 4);
        let pawn_moves = pos
            .legal_moves()
            .iter()
            .filter(|m| m.role == chess_arbiter::Role::Pawn)
            .count();
        assert_eq!(pawn_moves, 16);
    }
    assert_eq!(
        Setup::chess960(0)
            .map(|s| chess_arbiter::fen::write_board(&s.board))
            .unwrap(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR"
    );
    assert_eq!(
        Position::from_setup(&Setup::chess960(518).unwrap(), STD)
            .unwrap()
            .fen(),
        STARTING_FEN
    );
    assert!(Setup::chess960(960).is_none());
}

/// X-FEN of every Chess960 start (`KQkq` with the king and rooks where the start puts them)
/// reads back in Chess960 mode without being told; the standard start and ordinary FENs stay
/// standard.
#[test]
fn castling_mode_is_found_from_the_fen() {
    let mut chess960 = 0;
    for n in 0..960 {
        let Some(setup) = Setup::chess960(n) else {
            panic!("no start {n}")
        };
        let pos = Position::from_setup(&setup, CastlingMode::Chess960).unwrap();
        let fen = pos.fen();
        assert!(fen.contains(" w KQkq - 0 1"), "{fen}");
        let mode = CastlingMode::for_fen(&fen, false);
        // King on e1 between rooks on a1 and h1 castles as in standard chess: either mode
        // reads it the same (only UCI's castling notation differs).
        let standard_like = fen.starts_with("r") && fen[..8].ends_with("r") && &fen[4..5] == "k";
        if standard_like {
            assert_eq!(mode, CastlingMode::Standard, "{fen}");
        } else {
            assert_eq!(mode, CastlingMode::Chess960, "{fen}");
            chess960 += 1;
        }
        let back = Position::from_fen(&fen, mode).unwrap();
        assert_eq!(back.board(), pos.board());
        assert_eq!(back.castling_rights(), pos.castling_rights(), "{fen}");
    }
    // 18 starts put the king on e1 and the rooks on a1 and h1 (the standard start among them):
    // the other 942 need Chess960.
    assert_eq!(chess960, 942);
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "not a fen",
        "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
    ] {
        assert_eq!(
            CastlingMode::for_fen(fen, false),
            CastlingMode::Standard,
            "{fen}"
        );
    }
    // Asked for, or file letters: Chess960 whatever the placement.
    assert_eq!(
        CastlingMode::for_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            true
        ),
        CastlingMode::Chess960
    );
    assert_eq!(
        CastlingMode::for_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            false
        ),
        CastlingMode::Chess960
    );
    // A king on b1 with rights: only Chess960 can castle there.
    assert_eq!(
        CastlingMode::for_fen("1k5r/8/8/8/8/8/8/1K5R w Kk - 0 1", false),
        CastlingMode::Chess960
    );
}
