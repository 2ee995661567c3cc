//! FEN reading, writing and validation: exact codes and squares for every problem.

use chess_arbiter::fen::{CastlingNotation, FenOptions, FenSyntax, STARTING_FEN, write_with};
use chess_arbiter::{Bitboard, CastlingMode, Color, FenError, Position, Setup, Square};

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
    // An empty FEN: one problem (empty_fen_is_one_problem), not these three.
    assert_eq!(codes("", STD), vec!["ERR_FEN_EMPTY"]);
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
    // chess.js 1.4.0 validateFen also refuses all three (missing white king, too many white
    // kings).
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
    // chess.js 1.4.0 validateFen also refuses it (pawns on the edge rows).
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
    // chess.js 1.4.0 validateFen accepts all three: it does not look at checks, so the refusal
    // rests on Art. 3.9.2 alone (the side that just moved cannot have left its king in check).
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
    // chess.js 1.4.0 validateFen looks at no checks: it accepts every FEN here but one, and
    // refuses that one, 4k3/8/8/8/3pP3/8/8/4K2q w - e3, as we do (chess.js: an en-passant
    // square on the third rank with white to move). The other refusals rest on Art. 3.10.3 (a
    // position reachable by legal moves) alone.
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
    // chess.js 1.4.0 validateFen accepts every FEN here: it does not compare castling rights
    // with the pieces, so the refusals rest on Art. 3.8.2.1 alone.
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
    // Wrong rank for the side to move (chess.js 1.4.0 validateFen also refuses it). The other
    // three chess.js accepts: it checks only the square's rank, so those refusals rest on
    // Art. 3.7.4.1 alone.
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

/// Issue 12.1: the clocks are bookkeeping, not part of the position (Art. 3.10.3): any halfmove
/// clock and fullmove number read, whatever their relation; a fullmove number of 0 reads as 1.
/// Text that is no clock keeps its own code.
#[test]
fn clocks_and_piece_counts() {
    for fen in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 19 10",
        "4k3/8/8/8/8/8/8/4K3 b - - 19 10",
        "4k3/8/8/8/8/8/8/4K3 w - - 1 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 151 80",
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    ] {
        assert_eq!(codes(fen, STD), Vec::<&str>::new(), "{fen}");
    }
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1", STD).unwrap();
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (4, 1));
    assert_eq!(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1");
    // Fullmove 0 reads as 1 (python-chess does the same).
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0", STD).unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(Position::from_fen_relaxed("4k3/8/8/8/8/8/8/4K3 w - - 151 0", STD).is_ok());
    // The clocks stop at their largest value instead of wrapping.
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295", STD).unwrap();
    let m = pos.legal_moves()[0];
    assert_eq!(
        pos.play(&m)
            .unwrap()
            .fen()
            .split(' ')
            .skip(4)
            .collect::<Vec<_>>(),
        vec!["4294967295", "4294967295"]
    );
    // Not a number, negative, too large: refused with the field's own code.
    for (fen, code) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "ERR_FEN_HALFMOVE"),
        ("4k3/8/8/8/8/8/8/4K3 w - - -1 1", "ERR_FEN_HALFMOVE"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1", "ERR_FEN_HALFMOVE"),
        ("4k3/8/8/8/8/8/8/4K3 w - - +3 1", "ERR_FEN_HALFMOVE"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 one", "ERR_FEN_FULLMOVE"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 -1", "ERR_FEN_FULLMOVE"),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999",
            "ERR_FEN_FULLMOVE",
        ),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1.5", "ERR_FEN_FULLMOVE"),
    ] {
        let Err(FenError::Parse(e)) = Position::from_fen(fen, STD) else {
            panic!("{fen} must not read")
        };
        assert_eq!(e.codes(), vec![code], "{fen}");
    }
    // The observation is kept as a note (validateFen's warning), never an error.
    let setup = Setup::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1").unwrap();
    assert_eq!(
        chess_arbiter::position::validate::clocks_note(&setup).as_deref(),
        Some(
            "halfmove clock 4 is more than the 0 halfmoves played before move 1 with white to move"
        )
    );
    let setup = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 19 10").unwrap();
    assert_eq!(chess_arbiter::position::validate::clocks_note(&setup), None);
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
    // No white king, pawn on rank 1, bad ep square, bad castling (clocks are no problem).
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/P7 w K e3 200 1", STD),
        vec![
            "ERR_FEN_KINGS",
            "ERR_FEN_PAWNS_ON_BACKRANK",
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

/// Every Chess960 start, as the package writes it, reads back without options in the mode that
/// castles the same way: `KQkq` where the king is off the e-file (756 starts: Chess960), file
/// letters for a rook off the corner when the king is on e1 (186 starts: Chess960, since `K`/`Q`
/// there would read as standard chess), `KQkq` for the 18 starts with the king on e1 and the
/// rooks on a1 and h1 (read as standard chess, which castles the same). Counts from enumerating
/// the 960 back ranks (bishops on opposite colours, king between the rooks).
#[test]
fn castling_mode_is_found_from_the_fen() {
    let (mut off_e, mut letters, mut corners) = (0, 0, 0);
    for n in 0..960 {
        let Some(setup) = Setup::chess960(n) else {
            panic!("no start {n}")
        };
        let pos = Position::from_setup(&setup, CastlingMode::Chess960).unwrap();
        let fen = pos.fen();
        let king_on_e = &fen[4..5] == "k";
        let rooks_in_corners = fen.starts_with('r') && fen[..8].ends_with('r');
        let mode = CastlingMode::for_fen(&fen, None);
        if !king_on_e {
            assert!(fen.contains(" w KQkq - 0 1"), "{fen}");
            assert_eq!(mode, CastlingMode::Chess960, "{fen}");
            off_e += 1;
        } else if rooks_in_corners {
            assert!(fen.contains(" w KQkq - 0 1"), "{fen}");
            assert_eq!(mode, CastlingMode::Standard, "{fen}");
            corners += 1;
        } else {
            assert!(!fen.contains(" w KQkq "), "{fen}");
            assert_eq!(mode, CastlingMode::Chess960, "{fen}");
            letters += 1;
        }
        let back = chess_arbiter::fen::read(&fen, None, false).unwrap();
        assert_eq!(back.board(), pos.board());
        assert_eq!(back.castling_rights(), pos.castling_rights(), "{fen}");
        assert_eq!(back.fen(), fen);
        // The same castling moves (UCI aside: standard chess writes the king's move).
        let castles = |p: &Position| -> Vec<(Square, Square)> {
            p.legal_moves()
                .iter()
                .filter(|m| m.is_castle())
                .map(|m| (m.from, m.to))
                .collect()
        };
        assert_eq!(castles(&back), castles(&pos), "{fen}");
    }
    assert_eq!((off_e, letters, corners), (756, 186, 18));
    // Start 518 is the standard start; 0 is BBQNNRKR; an e-file king with rooks on b1 and g1
    // (start 198 or so: found by its FEN) writes its rooks' files.
    assert_eq!(
        Position::from_setup(&Setup::chess960(518).unwrap(), CastlingMode::Chess960)
            .unwrap()
            .fen(),
        STARTING_FEN
    );
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "not a fen",
        "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
        // The king on e1: standard, where `K` needs the rook on h1 (Art. 3.8.2.1).
        "4k3/8/8/8/8/8/8/4KR2 w K - 0 1",
        "4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1",
    ] {
        assert_eq!(
            CastlingMode::for_fen(fen, None),
            CastlingMode::Standard,
            "{fen}"
        );
    }
    // Asked for: that mode whatever the placement.
    assert_eq!(
        CastlingMode::for_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Some(true)
        ),
        CastlingMode::Chess960
    );
    assert_eq!(
        CastlingMode::for_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            Some(false)
        ),
        CastlingMode::Standard
    );
    assert_eq!(
        CastlingMode::for_fen("1k5r/8/8/8/8/8/8/1K5R w Kk - 0 1", Some(false)),
        CastlingMode::Standard
    );
    // File letters: Chess960.
    assert_eq!(
        CastlingMode::for_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            None
        ),
        CastlingMode::Chess960
    );
    // A king on b1 with rights: only Chess960 can castle there.
    assert_eq!(
        CastlingMode::for_fen("1k5r/8/8/8/8/8/8/1K5R w Kk - 0 1", None),
        CastlingMode::Chess960
    );
}

/// Issue 12.2: an explicit `chess960` wins over detection, and a standard reading refused on
/// castling rights that Chess960 would accept says so.
#[test]
fn explicit_mode_wins_over_detection() {
    use chess_arbiter::fen::read;
    let fen = "4k3/8/8/8/8/8/8/4KR2 w K - 0 1";
    for chess960 in [None, Some(false)] {
        let Err(FenError::Position(e)) = read(fen, chess960, false) else {
            panic!("{fen} read as standard chess must be refused")
        };
        assert_eq!(e.codes(), vec!["ERR_FEN_CASTLING_RIGHTS"]);
        let p = &e.problems[0];
        assert_eq!(p.article(), "3.8.2.1");
        assert_eq!(
            p.squares,
            Bitboard::from_square(Square::H1).with(Square::E1)
        );
        assert_eq!(
            p.message(),
            "white castling rights with h1 need the king on its first-rank square and a white rook there (e-file king, a- or h-file rook in standard chess): a valid Chess960 position, pass { chess960: true } for Chess960"
        );
    }
    let pos = read(fen, Some(true), false).unwrap();
    assert_eq!(pos.mode(), CastlingMode::Chess960);
    let castles: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| chess_arbiter::uci::to_uci(m, pos.mode()))
        .collect();
    assert_eq!(castles, vec!["e1f1"]);
    // Written back with the rook's file, it reads as Chess960 without the option.
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4KR2 w F - 0 1");
    assert_eq!(read(&pos.fen(), None, false).unwrap(), pos);
    // A Chess960 start read as standard chess: refused, with the hint.
    let start0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    let e = read(start0, Some(false), false).unwrap_err();
    assert!(e.to_string().contains("pass { chess960: true }"), "{e}");
    // No hint where Chess960 would refuse it too (no rook at all).
    let e = read("4k3/8/8/8/8/8/8/4K3 w K - 0 1", None, false).unwrap_err();
    assert!(!e.to_string().contains("chess960"), "{e}");
    // Explicit standard chess with Shredder letters of the corner rooks: fine.
    let pos = read(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        Some(false),
        false,
    )
    .unwrap();
    assert_eq!(pos.mode(), CastlingMode::Standard);
    assert_eq!(pos.fen(), STARTING_FEN);
}

/// Issue 12.6: relaxed mode refuses only what the moves of Article 3 cannot be played from (a
/// side without exactly one king, pawns on the first or last rank, the side not to move in
/// check) and accepts any material. Move counts and perft from chess.js 1.4.0
/// (`new Chess(fen, { skipValidation: true })`).
#[test]
fn relaxed_accepts_any_material() {
    for (fen, moves, perft2, perft3) in [
        // Eight black pawns and two black queens: more than a game allows.
        ("k6K/8/8/pppppppp/8/8/8/QqQq4 w - - 0 1", 24, 742, 20921),
        ("k6K/8/8/pppppppp/8/8/8/QqQq4 b - - 0 1", 34, 811, 26710),
        // 27 white queens: 245 legal moves, more than any legal position has (218).
        (
            "n1n1n1nk/QP1PQQ1P/Q1QQ2QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",
            245,
            2690,
            611811,
        ),
    ] {
        assert_eq!(codes(fen, STD), vec!["ERR_FEN_PIECE_COUNT"], "{fen}");
        let pos = Position::from_fen_relaxed(fen, STD).unwrap();
        assert_eq!(pos.legal_moves().len(), moves, "{fen}");
        assert_eq!(
            chess_arbiter::position::perft::perft(&pos, 2),
            perft2,
            "{fen}"
        );
        assert_eq!(
            chess_arbiter::position::perft::perft(&pos, 3),
            perft3,
            "{fen}"
        );
    }
    // What relaxed mode still refuses, each with its code. chess.js 1.4.0 validateFen also
    // refuses the first four (missing or too many kings, pawns on the edge rows); it accepts
    // the fifth, as it does not look at checks (Art. 3.9.2).
    for (fen, code) in [
        ("8/8/8/8/8/8/8/K7 w - - 0 1", "ERR_FEN_KINGS"),
        ("kk6/8/8/8/8/8/8/K7 w - - 0 1", "ERR_FEN_KINGS"),
        ("k7/8/8/8/8/8/8/K6P w - - 0 1", "ERR_FEN_PAWNS_ON_BACKRANK"),
        ("k6P/8/8/8/8/8/8/K7 w - - 0 1", "ERR_FEN_PAWNS_ON_BACKRANK"),
        ("k7/8/8/8/8/8/8/K6q b - - 0 1", "ERR_FEN_OPPOSITE_CHECK"),
    ] {
        let Err(FenError::Position(e)) = Position::from_fen_relaxed(fen, STD) else {
            panic!("{fen} must be refused in relaxed mode too")
        };
        assert_eq!(e.codes(), vec![code], "{fen}");
    }
}

/// Every kind of position problem with its code, FIDE article and squares (test audit 10).
/// chess.js 1.4.0 validateFen also refuses the first two (missing black king, pawns on the edge
/// rows); it accepts the other five, as it checks neither checks, castling rights against the
/// pieces, the en-passant square beyond its rank, nor piece counts: those rest on the articles
/// named alone.
#[test]
fn every_problem_kind_has_its_article_and_squares() {
    for (fen, code, article, squares) in [
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "ERR_FEN_KINGS",
            "3.10.3",
            vec![],
        ),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "ERR_FEN_PAWNS_ON_BACKRANK",
            "3.7.5.1",
            vec!["a1"],
        ),
        // Two bishops check along one diagonal: no single move gives that.
        (
            "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1",
            "ERR_FEN_IMPOSSIBLE_CHECK",
            "3.10.3",
            vec!["h1", "f3", "a8"],
        ),
        (
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "ERR_FEN_OPPOSITE_CHECK",
            "3.9.2",
            vec!["e7", "e8"],
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "ERR_FEN_CASTLING_RIGHTS",
            "3.8.2.1",
            vec!["e1", "h1"],
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
            "ERR_FEN_EN_PASSANT",
            "3.7.4.1",
            vec!["e3"],
        ),
        (
            "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
            "ERR_FEN_PIECE_COUNT",
            "3.10.3",
            vec![],
        ),
    ] {
        let Err(FenError::Position(e)) = Position::from_fen(fen, STD) else {
            panic!("{fen} must be refused")
        };
        assert_eq!(e.problems.len(), 1, "{fen}: {e}");
        let p = &e.problems[0];
        assert_eq!((p.code(), p.article()), (code, article), "{fen}");
        let names: Vec<&str> = p.squares.map(|s| s.name()).collect();
        assert_eq!(names, squares, "{fen}");
    }
}

/// An empty or blank FEN is one problem, ERR_FEN_EMPTY, not the missing fields' and ranks' that
/// follow from it (a trial read three for `''`).
#[test]
fn empty_fen_is_one_problem() {
    for fen in ["", " ", " \t\n "] {
        let e = Setup::from_fen(fen).unwrap_err();
        assert_eq!(e.codes(), vec!["ERR_FEN_EMPTY"], "{fen:?}");
        let p = &e.errors[0];
        assert_eq!(p.kind, FenSyntax::Empty);
        assert_eq!((p.kind.field(), p.count, p.rank()), (None, None, None));
        assert_eq!(p.value, None);
        assert_eq!(e.to_string(), "invalid FEN: the FEN is empty");
        assert_eq!(codes(fen, STD), vec!["ERR_FEN_EMPTY"]);
    }
    // One field is not empty: the fields' count and the placement's problems, as before.
    assert_eq!(
        Setup::from_fen("x").unwrap_err().codes(),
        vec!["ERR_FEN_FIELDS", "ERR_FEN_RANKS", "ERR_FEN_BOARD"]
    );
}

/// A syntax error's text: "invalid FEN: " and every problem's message, joined by "; ".
#[test]
fn parse_error_display_joins_every_problem() {
    let one = Setup::from_fen("4k4/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert_eq!(
        one.to_string(),
        "invalid FEN: rank 8 has 9 squares, not 8 (\"4k4\")"
    );
    let two = Setup::from_fen("4k4/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err();
    assert_eq!(two.codes(), vec!["ERR_FEN_RANK_LENGTH", "ERR_FEN_TURN"]);
    assert_eq!(
        two.to_string(),
        format!(
            "invalid FEN: rank 8 has 9 squares, not 8 (\"4k4\"); {}",
            two.errors[1].message
        )
    );
}

/// A rank of the wrong length names its rank (1 to 8) in the problem kind, and its count of
/// squares in the message, up to 64; past 64 the reading stops and says so.
#[test]
fn rank_length_names_the_rank_and_the_count() {
    let e = Setup::from_fen("4k3/8/8/8/8/7/8/4K3 w - - 0 1").unwrap_err();
    assert_eq!(e.errors[0].kind, FenSyntax::RankLength(3));
    assert_eq!(e.errors[0].message, "rank 3 has 7 squares, not 8 (\"7\")");
    let e = Setup::from_fen("4k4/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert_eq!(e.errors[0].kind, FenSyntax::RankLength(8));
    for (rooks, count) in [(64, "64"), (65, "more than 64"), (200, "more than 64")] {
        let fen = format!("{}/8/8/8/8/8/8/4K3 w - - 0 1", "r".repeat(rooks));
        let e = Setup::from_fen(&fen).unwrap_err();
        assert_eq!(e.codes(), vec!["ERR_FEN_RANK_LENGTH"], "{rooks}");
        assert_eq!(
            e.errors[0].message,
            format!(
                "rank 8 has {count} squares, not 8 (\"{}…\")",
                "r".repeat(24)
            )
        );
    }
}

/// The castling field holds at most four letters (one right per rook of each side): a fifth,
/// even a new valid one, is a syntax error. The clocks' messages name their field.
#[test]
fn castling_field_length_and_clock_messages() {
    let king_and_rooks = "r3k2r/8/8/8/8/8/8/R3K2R w";
    assert_eq!(
        codes(&format!("{king_and_rooks} KQkq - 0 1"), STD),
        Vec::<&str>::new()
    );
    for field in ["KQkqA", "KQkqa", "HAhaB"] {
        let fen = format!("{king_and_rooks} {field} - 0 1");
        let e = Setup::from_fen(&fen).unwrap_err();
        assert_eq!(e.codes(), vec!["ERR_FEN_CASTLING"], "{field}");
    }
    // The clocks' messages; a whole number past their range (u32) says so.
    for (clocks, message) in [
        (
            "x 1",
            "invalid halfmove clock \"x\" (expected a whole number)",
        ),
        (
            "0 +1",
            "invalid fullmove number \"+1\" (expected a whole number)",
        ),
        (
            "99999999999 1",
            "invalid halfmove clock \"99999999999\" (expected at most 4294967295)",
        ),
        (
            "0 4294967296",
            "invalid fullmove number \"4294967296\" (expected at most 4294967295)",
        ),
    ] {
        let e = Setup::from_fen(&format!("4k3/8/8/8/8/8/8/4K3 w - - {clocks}")).unwrap_err();
        assert_eq!(e.errors[0].message, message, "{clocks}");
    }
    let e = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1").unwrap();
    assert_eq!(e.halfmoves, 4_294_967_295);
}

/// A castling right is a rook square on a first rank (Art. 3.8.2.1). A `Setup` built by hand
/// can hold one elsewhere: strict reading refuses it, naming the side by the half of the board
/// it is on, and relaxed reading drops it.
#[test]
fn castling_rights_off_the_first_ranks() {
    use chess_arbiter::ProblemKind;
    let base = Setup::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    for (square, color) in [(Square::E3, Color::White), (Square::D6, Color::Black)] {
        let mut setup = base.clone();
        setup.castling_rights.add(square);
        let e = Position::from_setup(&setup, STD).unwrap_err();
        assert_eq!(e.codes(), vec!["ERR_FEN_CASTLING_RIGHTS"], "{square:?}");
        let p = &e.problems[0];
        assert_eq!(p.kind, ProblemKind::CastlingRights(color));
        assert_eq!(p.squares, Bitboard::from_square(square));
        assert_eq!(
            p.message(),
            format!(
                "castling rights on {} are not on a first rank",
                square.name()
            )
        );
        let relaxed = Position::from_setup_relaxed(&setup, STD).unwrap();
        assert_eq!(relaxed.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    }
}

/// Each piece beyond the starting army (a second queen, a third rook or knight, a second
/// bishop on squares of one colour) needs a promotion, so a pawn fewer (Art. 3.7.5.1): with all
/// eight pawns still on the board any one of them is too many; with seven it is allowed.
#[test]
fn every_kind_of_promoted_piece_needs_a_missing_pawn() {
    for extra in ["QQ6", "RRR5", "NNN5", "B1B5", "1B1B4"] {
        let all_pawns = format!("4k3/8/8/8/8/{extra}/PPPPPPPP/4K3 w - - 0 1");
        assert_eq!(
            codes(&all_pawns, STD),
            vec!["ERR_FEN_PIECE_COUNT"],
            "{all_pawns}"
        );
        let seven = format!("4k3/8/8/8/8/{extra}/PPPPPPP1/4K3 w - - 0 1");
        assert_eq!(codes(&seven, STD), Vec::<&str>::new(), "{seven}");
    }
    // Two bishops on squares of different colours (a3 dark, b3 light) are the starting pair.
    assert_eq!(
        codes("4k3/8/8/8/8/BB6/PPPPPPPP/4K3 w - - 0 1", STD),
        Vec::<&str>::new()
    );
}

/// A castling right needs one's own rook on its square (Art. 3.8.2.1): not another of one's
/// pieces, nor the opponent's rook.
#[test]
fn castling_right_needs_ones_own_rook() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K2N w K - 0 1",
        "4k3/8/8/8/8/8/8/4K2r w K - 0 1",
        "4k2R/8/8/8/8/8/8/4K3 b k - 0 1",
    ] {
        assert_eq!(codes(fen, STD), vec!["ERR_FEN_CASTLING_RIGHTS"], "{fen}");
        let relaxed = Position::from_fen_relaxed(fen, STD).unwrap();
        assert_eq!(relaxed.castling_rights(), Bitboard::EMPTY, "{fen}");
    }
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K2R w K - 0 1", STD),
        Vec::<&str>::new()
    );
}

/// Castling rights with two rooks on one side of the king (Chess960 `GH`) are refused, both of
/// them (Art. 3.8.2.1 gives one right per side); the problem names the rights and the king's
/// square, for black too (in standard chess `k` is the h8 rook's right, and h8 is empty).
#[test]
fn two_rights_on_one_side_and_the_squares_named() {
    let fen = "4k3/8/8/8/8/8/8/4K1RR w GH - 0 1";
    assert_eq!(codes(fen, C960), vec!["ERR_FEN_CASTLING_RIGHTS"]);
    let relaxed = Position::from_fen_relaxed(fen, C960).unwrap();
    assert_eq!(relaxed.castling_rights(), Bitboard::EMPTY);
    assert_eq!(
        squares_of("4k1r1/8/8/8/8/8/8/4K3 b k - 0 1", "ERR_FEN_CASTLING_RIGHTS"),
        vec!["e8", "h8"]
    );
}

/// The en-passant square needs the opponent's pawn in front of it (Art. 3.7.4.1): another of
/// the opponent's pieces there, or one's own pawn, does not make one.
#[test]
fn ep_square_needs_the_opponents_pawn() {
    for fen in [
        "4k3/8/8/3nP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/3PP3/8/8/8/4K3 w - d6 0 1",
    ] {
        assert_eq!(codes(fen, STD), vec!["ERR_FEN_EN_PASSANT"], "{fen}");
        let relaxed = Position::from_fen_relaxed(fen, STD).unwrap();
        assert_eq!(relaxed.fen().split(' ').nth(3), Some("-"), "{fen}");
    }
    assert_eq!(
        codes("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", STD),
        Vec::<&str>::new()
    );
}

/// A position error's texts: each problem writes its message, the error "illegal position: "
/// and every message joined by "; "; `has` finds a problem by its kind.
#[test]
fn position_error_texts_and_kinds() {
    use chess_arbiter::ProblemKind;
    let one = Position::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1", STD).unwrap_err();
    let FenError::Position(one) = one else {
        panic!("a position error")
    };
    assert_eq!(one.problems.len(), 1);
    assert_eq!(one.problems[0].message(), "white has no king");
    assert_eq!(one.problems[0].to_string(), "white has no king");
    assert_eq!(
        one.to_string(),
        format!("illegal position: {}", one.problems[0].message())
    );
    assert!(one.has(ProblemKind::Kings(Color::White)));
    assert!(!one.has(ProblemKind::Kings(Color::Black)));
    let two = Position::from_fen("4k3/8/8/8/8/8/8/P7 w - - 0 1", STD).unwrap_err();
    let FenError::Position(two) = two else {
        panic!("a position error")
    };
    assert_eq!(two.problems.len(), 2);
    assert_eq!(
        two.to_string(),
        format!(
            "illegal position: {}; {}",
            two.problems[0].message(),
            two.problems[1].message()
        )
    );
}
