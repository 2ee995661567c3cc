//! The game layer: history, undo/redo/goto, snapshots, outcomes and the draw rules of FIDE
//! Articles 5 and 9, with exact positions and move sequences.

use chess_arbiter::game::{DrawClaim, Game, GameError, GameSnapshot, Outcome, Termination};
use chess_arbiter::{CastlingMode, Color, FenError, Square};
use chess_arbiter::{MoveInput, PlayOptions};

/// Plays `text` (SAN or UCI, lenient) and gives the SAN the game wrote for it.
fn play_san(game: &mut Game, text: &str) -> chess_arbiter::MoveText {
    game.play(text, PlayOptions::new()).unwrap().san.clone()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn game(fen: &str) -> Game {
    Game::from_fen(fen, CastlingMode::Standard).expect("valid fen")
}

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        if let Err(e) = game.play(m, PlayOptions::new()).cloned() {
            panic!("{m}: {e}");
        }
    }
}

fn sans(game: &Game) -> Vec<&str> {
    game.history().iter().map(|m| m.san.as_str()).collect()
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

/// The moves that would make a draw claim valid, as `from to claim` (`f6g8 threefold_repetition`).
fn claim_moves(game: &Game) -> Vec<String> {
    game.draw_claim_moves()
        .iter()
        .map(|(m, c)| format!("{}{} {}", m.from, m.to, c.name()))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Playing, history, errors

#[test]
fn new_game_starts_at_ply_zero() {
    let g = Game::new();
    assert_eq!(g.fen(), START);
    assert_eq!(g.ply(), 0);
    assert_eq!(g.line_len(), 0);
    assert!(g.history().is_empty());
    assert_eq!(g.legal_moves().len(), 20);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.mode(), CastlingMode::Standard);
}

#[test]
fn play_records_san_uci_and_color() {
    let mut g = Game::new();
    let m = g
        .play("e4", PlayOptions::new().strict(true))
        .cloned()
        .unwrap();
    assert_eq!(
        (m.san.as_str(), m.uci.as_str(), m.color),
        ("e4", "e2e4", Color::White)
    );
    let m = g.play("e7e5", PlayOptions::new()).cloned().unwrap();
    assert_eq!(
        (m.san.as_str(), m.uci.as_str(), m.color),
        ("e5", "e7e5", Color::Black)
    );
    play_all(
        &mut g,
        "Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3 Qxd1 Rxd1",
    );
    assert_eq!(
        sans(&g),
        [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6", "d4", "exd4",
            "Nxd4", "c5", "Nb3", "Qxd1", "Rxd1"
        ]
    );
    let castle = &g.history()[8];
    assert_eq!(
        (castle.uci.as_str(), castle.mv.map(|m| m.to)),
        ("e1g1", Some(Square::H1))
    );
    assert_eq!(
        g.fen(),
        "r1b1kbnr/1pp3pp/p4p2/2p5/4P3/1N6/PPP2PPP/RNBR2K1 b kq - 0 9"
    );
}

#[test]
fn play_move_value_and_check_suffixes() {
    let mut g = Game::new();
    play_all(&mut g, "e4 f5 exf5 g5");
    let m = g
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to == Square::H5)
        .unwrap();
    let played = g.play(&m, PlayOptions::new()).cloned().unwrap();
    assert_eq!(played.san, "Qh5#");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            termination: Termination::Checkmate
        })
    );
}

#[test]
fn san_written_from_the_move_and_suffix_from_the_next_position() {
    // Lenient texts: a needless origin is dropped, a needed one written, missing marks added,
    // wrong marks corrected; the tree keeps the same SAN as the line.
    let mut g = game("k7/8/8/8/8/8/8/KN3N2 w - - 0 1");
    assert_eq!(play_san(&mut g, "Nb1d2"), "Nbd2");
    assert_eq!(play_san(&mut g, "Ka7"), "Ka7");
    assert_eq!(play_san(&mut g, "Nfe3"), "Ne3");
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4");
    assert_eq!(play_san(&mut g, "Qh4+"), "Qh4#");
    let mut g = Game::new();
    assert_eq!(play_san(&mut g, "Ngf3#"), "Nf3");
    assert_eq!(play_san(&mut g, "e7e5"), "e5");
    assert_eq!(play_san(&mut g, "Nxe5"), "Nxe5");
    assert_eq!(play_san(&mut g, "Qh4"), "Qh4");
    assert_eq!(play_san(&mut g, "Nxf7"), "Nxf7");
    assert_eq!(play_san(&mut g, "Qxf2"), "Qxf2+");
    let ids = g.line_ids().to_vec();
    let tree: Vec<String> = ids[1..]
        .iter()
        .map(|&id| g.node_move(id).unwrap().unwrap().san)
        .collect();
    assert_eq!(tree, ["Nf3", "e5", "Nxe5", "Qh4", "Nxf7", "Qxf2+"]);
    assert_eq!(play_san(&mut g, "Kxf2"), "Kxf2");
}

#[test]
fn failed_moves_leave_the_game_unchanged() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6 Nc3 Nf6 d3");
    g.undo();
    let before = g.clone();
    let cases = [
        ("Ke3", false, "ERR_ILLEGAL_MOVE"),
        ("e2e4", false, "ERR_ILLEGAL_MOVE"),
        ("hello", false, "ERR_INVALID_MOVE"),
        ("", false, "ERR_INVALID_MOVE"),
        ("nf3", true, "ERR_INVALID_MOVE"),
        ("Nge2", true, "ERR_ILLEGAL_MOVE"),
        ("Ng5+", true, "ERR_NOT_STRICT_SAN"),
        ("Ra3", false, "ERR_ILLEGAL_MOVE"),
    ];
    for (text, strict, code) in cases {
        let err = g
            .play(text, PlayOptions::new().strict(strict))
            .cloned()
            .unwrap_err();
        assert_eq!(err.code(), code, "{text}");
        assert_eq!(g, before, "{text}");
    }
    // A move from another position.
    let foreign = Game::new().position().legal_moves()[0];
    assert_eq!(
        g.play(&foreign, PlayOptions::new()).unwrap_err().code(),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(g, before);
    assert_eq!(g.line_len(), 7, "the redo move is kept after failed moves");
}

#[test]
fn ambiguous_and_promotion_errors() {
    let mut g = game("4k3/P7/8/8/8/8/4K3/R6R w - - 0 1");
    let before = g.clone();
    assert_eq!(
        g.play("Rd1", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_AMBIGUOUS_MOVE"
    );
    assert_eq!(
        g.play("a8", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_PROMOTION_REQUIRED"
    );
    assert_eq!(
        g.play("a7a8", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_PROMOTION_REQUIRED"
    );
    assert_eq!(g, before);
    assert_eq!(
        g.play("a8=N", PlayOptions::new().strict(true))
            .cloned()
            .unwrap()
            .san,
        "a8=N"
    );
    assert_eq!(play_san(&mut g, "Kd7"), "Kd7");
    assert_eq!(play_san(&mut g, "Rad1+"), "Rad1+");
}

#[test]
fn undo_redo_goto_and_fen_at() {
    let mut g = Game::new();
    play_all(&mut g, "d4 d5 c4 e6");
    let fens = [
        START,
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2",
        "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3",
    ];
    for (ply, fen) in fens.iter().enumerate() {
        assert_eq!(g.fen_at(ply).unwrap(), *fen);
    }
    assert_eq!(g.undo().unwrap().san, "e6");
    assert_eq!(g.undo().unwrap().san, "c4");
    assert_eq!((g.ply(), g.line_len()), (2, 4));
    assert_eq!(g.fen(), fens[2]);
    assert_eq!(sans(&g), ["d4", "d5"]);
    let redo: Vec<&str> = g.redo_moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(redo, ["c4", "e6"]);
    // fen_at still sees the whole line.
    assert_eq!(g.fen_at(4).unwrap(), fens[4]);
    assert_eq!(g.redo().unwrap().san, "c4");
    assert_eq!(g.fen(), fens[3]);
    g.goto(0).unwrap();
    assert_eq!(g.fen(), START);
    assert_eq!(g.undo(), None);
    g.goto(4).unwrap();
    assert_eq!(g.fen(), fens[4]);
    assert_eq!(g.redo(), None);
    let before = g.clone();
    let err = g.goto(5).unwrap_err();
    assert_eq!(err.code(), "ERR_PLY_OUT_OF_RANGE");
    assert_eq!(
        err.to_string(),
        "ply 5 is out of range: the line has plies 0 to 4"
    );
    assert_eq!(
        g.fen_at(5).unwrap_err(),
        GameError::PlyOutOfRange { ply: 5, last: 4 }
    );
    assert_eq!(g, before);
}

#[test]
fn a_new_move_clears_the_redo_line() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3");
    g.goto(1).unwrap();
    g.play("c5", PlayOptions::new()).cloned().unwrap();
    assert_eq!((g.ply(), g.line_len()), (2, 2));
    assert_eq!(sans(&g), ["e4", "c5"]);
    assert!(g.redo_moves().is_empty());
    assert_eq!(g.redo(), None);
}

#[test]
fn clone_is_independent() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5");
    let copy = g.clone();
    g.play("Nf3", PlayOptions::new()).cloned().unwrap();
    assert_eq!(copy.line_len(), 2);
    assert_eq!(g.line_len(), 3);
}

#[test]
fn invalid_start_fen() {
    let err = Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", CastlingMode::Standard).unwrap_err();
    assert_eq!(err.code(), "ERR_INVALID_FEN");
    let err = Game::from_fen("not a fen", CastlingMode::Standard).unwrap_err();
    assert_eq!(err.code(), "ERR_INVALID_FEN");
}

/// Two white bishops check the black king from both ends of one diagonal: no move could have
/// given that check (Art. 3.10.3), so only relaxed reading takes it.
const IMPOSSIBLE_CHECK: &str = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";

fn fen_problem_codes(err: &GameError) -> Vec<&'static str> {
    match err {
        GameError::InvalidFen(FenError::Position(p)) => {
            p.problems.iter().map(|x| x.code()).collect()
        }
        GameError::InvalidFen(FenError::Parse(p)) => p.codes(),
        other => panic!("not a fen error: {other}"),
    }
}

#[test]
fn relaxed_start_position_plays_and_round_trips() {
    let err = Game::from_fen(IMPOSSIBLE_CHECK, CastlingMode::Standard).unwrap_err();
    assert_eq!(err.code(), "ERR_INVALID_FEN");
    assert_eq!(fen_problem_codes(&err), ["ERR_FEN_IMPOSSIBLE_CHECK"]);

    let mut g = Game::from_fen_relaxed(IMPOSSIBLE_CHECK, CastlingMode::Standard).unwrap();
    assert_eq!(g.fen(), IMPOSSIBLE_CHECK);
    assert!(g.is_check());
    // Double check: only the king moves, off the diagonal and away from the white king.
    let mut kings: Vec<String> = g.legal_moves().iter().map(|m| m.to.to_string()).collect();
    kings.sort();
    assert_eq!(kings, ["e2", "e3", "f2", "f4", "g3", "g4"]);
    play_all(&mut g, "Ke3 Bhd5");
    assert_eq!(sans(&g), ["Ke3", "Bhd5"]);
    assert_eq!(g.fen(), "B6b/8/8/3B4/2K5/4k3/8/b7 b - - 2 2");
    assert_eq!(g.fen_at(0).unwrap(), IMPOSSIBLE_CHECK);
    assert_eq!(g.undo().unwrap().san, "Bhd5");

    // The snapshot says the start needs relaxed reading, and restores the same game.
    let s = round_trip(&g);
    assert!(s.relaxed);
    assert_eq!(s.start_fen, IMPOSSIBLE_CHECK);
    assert_eq!(s.moves, ["f3e3", "h1d5"]);
    let strict = GameSnapshot {
        relaxed: false,
        ..s.clone()
    };
    let e = Game::from_snapshot(&strict).unwrap_err();
    assert_eq!(e.code(), "ERR_INVALID_SNAPSHOT");
    // A legal start read relaxed needs no relaxed snapshot.
    let legal = Game::from_fen_relaxed(START, CastlingMode::Standard).unwrap();
    assert_eq!(legal, Game::new());
    assert!(!legal.to_snapshot().relaxed);
}

#[test]
fn relaxed_start_drops_castling_rights_without_their_rook() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1";
    let err = Game::from_fen(fen, CastlingMode::Standard).unwrap_err();
    assert_eq!(fen_problem_codes(&err), ["ERR_FEN_CASTLING_RIGHTS"]);
    let mut g = Game::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(
        g.play("O-O", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
    let m = g.play("O-O-O", PlayOptions::new()).cloned().unwrap();
    assert_eq!((m.san.as_str(), m.uci.as_str()), ("O-O-O", "e1c1"));
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    // Once the bad right is dropped the start is legal: no relaxed snapshot needed.
    assert!(!round_trip(&g).relaxed);
    // Relaxed reading still refuses what cannot be played.
    let err =
        Game::from_fen_relaxed("8/8/8/8/8/8/8/8 w - - 0 1", CastlingMode::Standard).unwrap_err();
    assert_eq!(err.code(), "ERR_INVALID_FEN");
    assert_eq!(fen_problem_codes(&err), ["ERR_FEN_KINGS", "ERR_FEN_KINGS"]);
}

#[test]
fn chess960_castling_in_a_game() {
    let mut g =
        Game::from_fen("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", CastlingMode::Chess960).unwrap();
    let m = g
        .play("O-O-O", PlayOptions::new().strict(true))
        .cloned()
        .unwrap();
    assert_eq!((m.san.as_str(), m.uci.as_str()), ("O-O-O", "b1a1"));
    assert_eq!(g.fen(), "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    // Black's king would cross d8, attacked by the rook on d1 (Art. 3.8.2.2.1).
    assert_eq!(
        g.play("b8h8", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
    let m = g.play("b8a8", PlayOptions::new()).cloned().unwrap();
    assert_eq!((m.san.as_str(), m.uci.as_str()), ("O-O-O", "b8a8"));
    assert_eq!(g.fen(), "2kr3r/8/8/8/8/8/8/2KR3R w - - 2 2");
}

// ---------------------------------------------------------------------------------------------
// Snapshots

fn round_trip(g: &Game) -> GameSnapshot {
    let snapshot = g.to_snapshot();
    let back = Game::from_snapshot(&snapshot).unwrap();
    assert_eq!(&back, g);
    assert_eq!(back.to_snapshot(), snapshot);
    snapshot
}

#[test]
fn snapshot_round_trip_mid_line() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6 Bb5 a6 O-O");
    g.goto(3).unwrap();
    let s = round_trip(&g);
    assert_eq!(
        s,
        GameSnapshot {
            start_fen: START.to_string(),
            chess960: false,
            moves: ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1"]
                .map(String::from)
                .to_vec(),
            ply: 3,
            claim: None,
            relaxed: false,
            line_end: 7,
            ..GameSnapshot::default()
        }
    );
}

#[test]
fn snapshot_keeps_repetition_history_and_claim() {
    let mut g = Game::new();
    play_all(&mut g, &format!("{KNIGHT_DANCE} {KNIGHT_DANCE}"));
    g.claim_draw().unwrap();
    let s = round_trip(&g);
    assert_eq!(s.claim.as_deref(), Some("threefold_repetition"));
    let back = Game::from_snapshot(&s).unwrap();
    assert_eq!(back.repetitions(), [0, 4, 8]);
    assert_eq!(
        back.outcome(),
        Some(Outcome::draw(Termination::ThreefoldRepetition))
    );
}

#[test]
fn snapshot_keeps_a_start_en_passant_square_and_chess960() {
    // The d6 square cannot be used (no white pawn beside d5) but is part of the position.
    let g = game("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2");
    let s = round_trip(&g);
    assert_eq!(
        s.start_fen,
        "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2"
    );
    let mut g = Game::from_fen(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        CastlingMode::Chess960,
    )
    .unwrap();
    play_all(&mut g, "g2g3 g7g6 Ne3 Ne6");
    let s = round_trip(&g);
    assert!(s.chess960);
    assert_eq!(
        s.start_fen,
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    );
}

#[test]
fn bad_snapshots_are_refused() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5");
    let good = g.to_snapshot();
    let bad = |f: &dyn Fn(&mut GameSnapshot)| {
        let mut s = good.clone();
        f(&mut s);
        Game::from_snapshot(&s).unwrap_err()
    };
    let e = bad(&|s| s.start_fen = "xyz".into());
    assert_eq!(e.code(), "ERR_INVALID_SNAPSHOT");
    assert!(
        e.to_string()
            .starts_with("invalid snapshot: start FEN: invalid FEN"),
        "{e}"
    );
    let e = bad(&|s| s.moves[1] = "e7e4".into());
    assert_eq!(
        e.to_string(),
        "invalid snapshot: move 2 (e7e4): illegal move"
    );
    let e = bad(&|s| s.moves[0] = "Nf3".into());
    assert_eq!(e.code(), "ERR_INVALID_SNAPSHOT");
    assert!(
        e.to_string()
            .starts_with("invalid snapshot: move 1 (Nf3): invalid uci"),
        "{e}"
    );
    let e = bad(&|s| s.ply = 3);
    assert_eq!(
        e.to_string(),
        "invalid snapshot: ply 3 is out of range: the line has plies 0 to 2"
    );
    let e = bad(&|s| s.claim = Some("agreement".into()));
    assert_eq!(e.to_string(), "invalid snapshot: unknown claim agreement");
    let e = bad(&|s| s.claim = Some("fifty_moves".into()));
    assert_eq!(
        e.to_string(),
        "invalid snapshot: the claim fifty_moves is not valid at the end of the line"
    );
    // Moves after a finished game.
    let mut s = good.clone();
    s.moves = ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"]
        .map(String::from)
        .to_vec();
    s.ply = 0;
    let e = Game::from_snapshot(&s).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid snapshot: move 5 (a2a3): illegal move"
    );
}

#[test]
fn recorded_moves_after_an_automatic_end() {
    // From a lichess game (8,642-game sample) that went on in a dead position: the pawn walls
    // on b, d, f-h can be neither passed nor broken by either king.
    let mut g = game("8/8/3k1p2/1p1p1Pp1/1P1P2Pp/3K3P/8/8 b - - 0 62");
    let dead = Outcome::draw(Termination::DeadPosition);
    assert_eq!((g.outcome(), g.ended_at()), (Some(dead), Some(0)));
    let before = g.clone();
    assert_eq!(
        g.play("Kc6", PlayOptions::new()).cloned().unwrap_err(),
        GameError::GameOver(dead)
    );
    assert_eq!(g, before);
    assert_eq!(
        g.play("Kc6", PlayOptions::RECORDED).cloned().unwrap().san,
        "Kc6"
    );
    assert_eq!(
        g.play("Ke3", PlayOptions::RECORDED).cloned().unwrap().san,
        "Ke3"
    );
    assert_eq!(
        g.play("Kxc5", PlayOptions::RECORDED)
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(
        (g.ply(), g.outcome(), g.ended_at()),
        (2, Some(dead), Some(0))
    );
    assert_eq!(
        g.play("Kd6", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
    assert!(!g.can_claim_draw());
    round_trip(&g);

    // A game that ended by checkmate has no move to record.
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4 Qh4");
    assert_eq!(
        g.play("a3", PlayOptions::RECORDED)
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
}

// ---------------------------------------------------------------------------------------------
// Outcomes of Article 5

#[test]
fn checkmate_ends_the_game() {
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4");
    assert_eq!(play_san(&mut g, "Qh4"), "Qh4#");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.termination.name(), "checkmate");
    assert_eq!(outcome.termination.article(), "5.1.1");
    assert_eq!(outcome.result(), "0-1");
    assert!(g.is_game_over() && g.is_checkmate());
    assert!(g.legal_moves().is_empty());
    let before = g.clone();
    let err = g.play("a3", PlayOptions::new()).cloned().unwrap_err();
    assert_eq!(err, GameError::GameOver(outcome));
    assert_eq!(err.code(), "ERR_GAME_OVER");
    assert_eq!(err.article(), Some("5.1.1"));
    assert_eq!(err.to_string(), "the game is over: black wins by checkmate");
    assert_eq!(g, before);
}

#[test]
fn stalemate() {
    let mut g = game("k7/8/8/2Q5/8/8/8/7K w - - 0 1");
    g.play("Qb6", PlayOptions::new()).cloned().unwrap();
    assert!(g.is_stalemate());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::Stalemate));
    assert_eq!(
        (outcome.termination.name(), outcome.termination.article()),
        ("stalemate", "5.2.1")
    );
    assert_eq!(outcome.result(), "1/2-1/2");
}

#[test]
fn insufficient_material_after_a_capture() {
    let mut g = game("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1");
    assert_eq!(g.outcome(), None);
    assert_eq!(play_san(&mut g, "Kxe2"), "Kxe2");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::InsufficientMaterial));
    assert_eq!(outcome.termination.name(), "insufficient_material");
    assert_eq!(outcome.termination.article(), "5.2.2");
    assert_eq!(
        g.play("Kd7", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
}

#[test]
fn dead_position_when_the_last_pawn_locks() {
    let mut g = game("k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1");
    assert_eq!(g.outcome(), None);
    g.play("g4", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.fen(), "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 b - - 0 1");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::DeadPosition));
    assert_eq!(
        (outcome.termination.name(), outcome.termination.article()),
        ("dead_position", "5.2.2")
    );
    assert!(g.is_dead_position() && !g.is_insufficient_material());
    assert_eq!(g.undo().unwrap().san, "g4");
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_finished_start_position() {
    let g = game("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            termination: Termination::Checkmate
        })
    );
    let g = game("8/8/4k3/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::InsufficientMaterial))
    );
    let g = game("4k3/8/8/8/8/8/8/R3K3 w - - 150 120");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    );
}

// ---------------------------------------------------------------------------------------------
// Repetition (Art. 9.2, 9.6.1)

#[test]
fn threefold_by_knight_dance_is_a_claim_not_automatic() {
    let mut g = Game::new();
    play_all(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), [0, 4]);
    assert!(!g.is_threefold_repetition());
    play_all(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), [0, 4, 8]);
    assert_eq!(g.repetition_count(), 3);
    assert!(g.is_threefold_repetition());
    assert!(!g.is_fivefold_repetition());
    assert_eq!(g.outcome(), None, "threefold repetition needs a claim");
    assert!(g.can_claim_threefold_repetition());
    assert!(!g.can_claim_fifty_moves());
    assert!(g.can_claim_draw());
    // The game goes on if nobody claims.
    g.play("e4", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.repetitions(), [9]);
    assert!(!g.can_claim_threefold_repetition());
}

#[test]
fn claim_threefold_now() {
    let mut g = Game::new();
    play_all(&mut g, &format!("{KNIGHT_DANCE} {KNIGHT_DANCE} e4"));
    g.goto(8).unwrap();
    let outcome = g.claim_draw().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::ThreefoldRepetition));
    assert_eq!(outcome.termination.article(), "9.2");
    assert_eq!(g.claimed_draw(), Some(DrawClaim::ThreefoldRepetition));
    assert_eq!(g.line_len(), 8, "claiming drops the redo line");
    assert_eq!(g.outcome(), Some(outcome));
    assert_eq!(
        g.play("e4", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
    assert_eq!(g.claim_draw().unwrap_err().code(), "ERR_GAME_OVER");
    // Going back leaves the claim at the end of the line; a new move there drops it.
    g.undo();
    assert_eq!(g.outcome(), None);
    g.redo();
    assert_eq!(g.outcome(), Some(outcome));
    g.undo();
    g.play("Nc6", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.claimed_draw(), None);
    assert_eq!(g.outcome(), None);
}

#[test]
fn claim_threefold_with_the_next_move() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // The start position has occurred twice (plies 0 and 4); black's Ng8 makes it three.
    assert_eq!(g.repetitions(), [3, 7]);
    assert!(!g.is_threefold_repetition());
    assert!(g.can_claim_threefold_repetition());
    let moves = claim_moves(&g);
    assert_eq!(moves, ["f6g8 threefold_repetition"]);
    let before = g.clone();
    assert_eq!(g.claim_draw().unwrap_err().code(), "ERR_CLAIM_NEEDS_MOVE");
    let err = g.claim_draw_with_str("Nd5", false).unwrap_err();
    assert_eq!(err.code(), "ERR_CLAIM_NOT_ALLOWED");
    assert_eq!(err.article(), Some("9.2, 9.3"));
    assert_eq!(g, before, "a refused claim plays no move");
    let outcome = g.claim_draw_with_str("Ng8", false).unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::ThreefoldRepetition));
    assert_eq!(g.ply(), 8);
    assert_eq!(g.history().last().unwrap().san, "Ng8");
    assert_eq!(g.repetitions(), [0, 4, 8]);
}

/// The position that would occur a third time was reached twice from different positions
/// (black's knight came to f6 from g8, then from g4, and now can from h5), so no position with
/// black to move has repeated; only the positions with white to move have (Art. 9.2.1.1: the
/// claim is about the position after black's move).
#[test]
fn claim_threefold_reached_from_a_new_position() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng4 Nf3 Nf6 Ng5 Nh5 Nf3");
    assert_eq!(g.repetition_count(), 1);
    assert!(!g.is_threefold_repetition());
    let moves = claim_moves(&g);
    assert_eq!(moves, ["h5f6 threefold_repetition"]);
    assert!(g.can_claim_threefold_repetition());
    assert!(g.can_claim_draw());
    let outcome = g.claim_draw_with_str("Nf6", false).unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::ThreefoldRepetition));
    assert_eq!(g.repetitions(), [2, 6, 10]);
}

#[test]
fn no_claim_without_repetition() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5");
    assert!(!g.can_claim_draw());
    assert!(g.draw_claim_moves().is_empty());
    let before = g.clone();
    let err = g.claim_draw().unwrap_err();
    assert_eq!(err, GameError::ClaimNotAllowed);
    assert_eq!(g, before);
}

#[test]
fn fivefold_repetition_is_automatic() {
    let mut g = Game::new();
    for _ in 0..3 {
        play_all(&mut g, KNIGHT_DANCE);
    }
    play_all(&mut g, "Nf3 Nf6 Ng1");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.repetitions(), [3, 7, 11, 15]);
    g.play("Ng8", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.repetitions(), [0, 4, 8, 12, 16]);
    assert!(g.is_fivefold_repetition());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::FivefoldRepetition));
    assert_eq!(
        (outcome.termination.name(), outcome.termination.article()),
        ("fivefold_repetition", "9.6.1")
    );
    assert!(!g.can_claim_draw(), "no claim once the game is over");
    assert_eq!(
        g.play("Nf3", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
}

#[test]
fn repetition_counts_the_en_passant_square_only_when_the_capture_is_legal() {
    // White may take d5 en passant at ply 0; after the kings go away and back the same
    // pieces stand on the same squares but the capture is gone: a different position.
    let mut g = game("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(g.position().legal_ep_square(), Some(Square::D6));
    play_all(&mut g, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - - 4 3");
    assert_eq!(g.repetitions(), [4]);
    play_all(&mut g, "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), [4, 8, 12]);

    // Here the en-passant capture would expose the white king on h5 to the rook on a5, so it
    // is illegal: the en-passant square does not count and ply 0 repeats.
    let mut g = game("4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1");
    assert_eq!(g.position().ep_square(), Some(Square::D6));
    assert_eq!(g.position().legal_ep_square(), None);
    assert_eq!(g.fen_at(0).unwrap(), "4k3/8/8/r2pP2K/8/8/8/8 w - - 0 1");
    play_all(&mut g, "Kh6 Ke7 Kh5 Ke8");
    assert_eq!(g.repetitions(), [0, 4]);
    play_all(&mut g, "Kh6 Ke7 Kh5 Ke8");
    assert_eq!(g.repetitions(), [0, 4, 8]);
    assert!(g.is_threefold_repetition());
}

#[test]
fn repetition_compares_castling_rights() {
    // The rooks go back to their squares but the right to castle is gone.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(&mut g, "Rb1 Rb8 Ra1 Ra8");
    assert_eq!(g.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 4 3");
    assert_eq!(g.repetitions(), [4]);
    play_all(&mut g, "Rb1 Rb8 Ra1 Ra8");
    assert_eq!(g.repetitions(), [4, 8]);
}

// ---------------------------------------------------------------------------------------------
// The 50- and 75-move rules (Art. 9.3, 9.6.2)

#[test]
fn fifty_moves_claim_with_the_next_move() {
    let mut g = game("4k3/8/8/8/8/8/p7/R3K3 w - - 99 80");
    assert!(!g.is_fifty_moves());
    assert!(g.can_claim_fifty_moves());
    assert!(!g.can_claim_threefold_repetition());
    assert!(g.can_claim_draw());
    assert_eq!(g.outcome(), None);
    let before = g.clone();
    assert_eq!(g.claim_draw().unwrap_err(), GameError::ClaimNeedsMove);
    // A capture resets the count: no claim with it.
    assert_eq!(
        g.claim_draw_with_str("Rxa2", false).unwrap_err(),
        GameError::ClaimNotAllowed
    );
    assert_eq!(g, before);
    let claims = g.draw_claim_moves();
    assert_eq!(claims.len(), 8, "five king moves, Rb1 Rc1 Rd1: {claims:?}");
    assert!(
        claims
            .iter()
            .all(|(m, c)| *c == DrawClaim::FiftyMoves && !m.is_capture())
    );
    let outcome = g.claim_draw_with_str("Kd1", false).unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::FiftyMoves));
    assert_eq!(
        (outcome.termination.name(), outcome.termination.article()),
        ("fifty_moves", "9.3")
    );
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/p7/R2K4 b - - 100 80");
}

#[test]
fn fifty_moves_claim_now_and_not_before() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    assert!(!g.can_claim_fifty_moves());
    play_all(&mut g, "Ra2");
    assert!(g.can_claim_fifty_moves() && !g.is_fifty_moves());
    play_all(&mut g, "Kd8");
    assert!(g.is_fifty_moves());
    assert_eq!(g.outcome(), None, "50 moves need a claim");
    assert_eq!(
        g.claim_draw().unwrap(),
        Outcome::draw(Termination::FiftyMoves)
    );
}

#[test]
fn seventyfive_moves_end_the_game() {
    let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 145 97");
    play_all(&mut g, "Kf1 Kf8 Kg1 Kg8");
    assert_eq!(g.position().halfmoves(), 149);
    assert_eq!(g.outcome(), None);
    g.play("Ra2", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.position().halfmoves(), 150);
    assert!(g.is_seventyfive_moves());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::SeventyFiveMoves));
    assert_eq!(
        (outcome.termination.name(), outcome.termination.article()),
        ("seventyfive_moves", "9.6.2")
    );
    assert_eq!(
        g.play("Kf8", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
    assert!(!g.can_claim_fifty_moves());
}

#[test]
fn checkmate_on_the_seventyfifth_move_wins() {
    let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 145 97");
    play_all(&mut g, "Kf1 Kf8 Kg1 Kg8");
    assert_eq!(play_san(&mut g, "Ra8"), "Ra8#");
    assert_eq!(g.position().halfmoves(), 150);
    assert!(!g.is_seventyfive_moves());
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            termination: Termination::Checkmate
        })
    );
}

#[test]
fn a_claim_with_a_move_that_ends_the_game_keeps_the_automatic_end() {
    // Halfmove clock 149: Ra2 completes 50 moves (claimable) and also 75 (automatic).
    let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    assert!(g.can_claim_fifty_moves());
    let outcome = g.claim_draw_with_str("Ra2", false).unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::SeventyFiveMoves));
    assert_eq!(g.claimed_draw(), None);
}

// ---------------------------------------------------------------------------------------------
// Names

#[test]
fn termination_names_and_articles() {
    let table: Vec<(&str, &str, bool)> = Termination::ALL
        .iter()
        .map(|t| (t.name(), t.article(), t.is_claim()))
        .collect();
    assert_eq!(
        table,
        [
            ("checkmate", "5.1.1", false),
            ("stalemate", "5.2.1", false),
            ("insufficient_material", "5.2.2", false),
            ("dead_position", "5.2.2", false),
            ("fivefold_repetition", "9.6.1", false),
            ("seventyfive_moves", "9.6.2", false),
            ("threefold_repetition", "9.2", true),
            ("fifty_moves", "9.3", true),
            ("timeout", "6.9", false),
        ]
    );
    for t in Termination::ALL {
        assert_eq!(Termination::from_name(t.name()), Some(t));
    }
    assert_eq!(Termination::from_name("resignation"), None);
    assert_eq!(
        DrawClaim::from_name("fifty_moves"),
        Some(DrawClaim::FiftyMoves)
    );
    assert_eq!(
        DrawClaim::ThreefoldRepetition.name(),
        "threefold_repetition"
    );
}

#[test]
fn a_claim_with_the_move_that_repeats_a_fifth_time_is_fivefold() {
    let mut g = Game::new();
    for _ in 0..3 {
        play_all(&mut g, KNIGHT_DANCE);
    }
    play_all(&mut g, "Nf3 Nf6 Ng1");
    assert!(g.can_claim_threefold_repetition());
    let outcome = g.claim_draw_with_str("Ng8", false).unwrap();
    assert_eq!(outcome, Outcome::draw(Termination::FivefoldRepetition));
    assert_eq!((g.claimed_draw(), g.ended_at()), (None, Some(16)));
}

#[test]
fn positions_along_the_line() {
    let mut g = Game::from_position(chess_arbiter::Position::new());
    play_all(&mut g, "e4 c5");
    g.undo();
    assert_eq!(g.start_position().fen(), START);
    assert_eq!(
        g.position_at(2).unwrap().fen(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(g.position().fen(), g.fen_at(1).unwrap());
    let line: Vec<&str> = g.line().iter().map(|m| m.uci.as_str()).collect();
    assert_eq!(line, ["e2e4", "c7c5"]);
    assert_eq!(g.position_at(3).unwrap_err().code(), "ERR_PLY_OUT_OF_RANGE");
}

// ---------------------------------------------------------------------------------------------
// Null moves (issue #12): the side to move passes; no move under the Laws

#[test]
fn a_null_move_passes_the_turn() {
    // As chess.js 1.4 has it: `--` from the start.
    for text in ["--", "Z0", "0000", " -- "] {
        let mut g = Game::new();
        let m = g.play(text, PlayOptions::new()).cloned().unwrap();
        assert_eq!(
            (m.san.as_str(), m.uci.as_str(), m.color, m.mv, m.is_null()),
            ("--", "0000", Color::White, None, true),
            "{text:?}"
        );
        assert_eq!(
            g.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
        );
        assert_eq!(g.legal_moves().len(), 20);
    }
    // The en-passant square is cleared (the capture is gone for good), the halfmove clock
    // counts the pass, the fullmove number goes on after Black's.
    let mut g = Game::new();
    play_all(&mut g, "e4 Nf6 e5 d5");
    assert!(g.history().iter().all(|m| !m.is_null()), "four real moves");
    assert_eq!(
        g.fen(),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::new())
            .cloned()
            .unwrap()
            .color,
        Color::White
    );
    assert_eq!(
        g.fen(),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
    );
    assert_eq!(
        g.play("--", PlayOptions::new()).cloned().unwrap().color,
        Color::Black
    );
    assert_eq!(
        g.fen(),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 2 4"
    );
    assert_eq!(
        g.play("exd6", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(sans(&g), ["e4", "Nf6", "e5", "d5", "--", "--"]);
    // Never a legal move.
    assert!(g.legal_moves().iter().all(|m| m.from != m.to));
}

#[test]
fn a_null_move_is_refused_in_check_with_strict_and_once_the_game_is_over() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 d6 Bb5+");
    let before = g.clone();
    for text in ["--", "Z0", "0000"] {
        let e = g.play(text, PlayOptions::new()).cloned().unwrap_err();
        assert_eq!((e.code(), e.article()), ("ERR_ILLEGAL_MOVE", Some("3.9.2")));
        assert_eq!(
            e.to_string(),
            "a null move (--) is not allowed in check: it would leave the king in check"
        );
    }
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_ILLEGAL_MOVE"
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::RECORDED)
            .cloned()
            .unwrap_err()
            .article(),
        Some("3.9.2")
    );
    assert_eq!(g, before);

    let mut g = Game::new();
    for text in ["--", "Z0", "0000"] {
        let e = g
            .play(text, PlayOptions::new().strict(true))
            .cloned()
            .unwrap_err();
        assert_eq!((e.code(), e.article()), ("ERR_NULL_MOVE", Some("1.2")));
        assert_eq!(
            e.to_string(),
            "a null move (--) is no move under the laws: the players move alternately"
        );
        assert_eq!(
            g.play(text, PlayOptions::RECORDED.strict(true))
                .cloned()
                .unwrap_err()
                .code(),
            "ERR_NULL_MOVE"
        );
    }
    // No draw is claimed with a null move.
    assert_eq!(
        g.claim_draw_with_str("--", false).unwrap_err().code(),
        "ERR_NULL_MOVE"
    );
    assert_eq!(g, Game::new());

    // After a checkmate there is no turn to pass, recorded or not.
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4 Qh4");
    let mate = Outcome {
        winner: Some(Color::Black),
        termination: Termination::Checkmate,
    };
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::new()).cloned(),
        Err(GameError::GameOver(mate))
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::RECORDED).cloned(),
        Err(GameError::GameOver(mate))
    );
    // Nor after a stalemate.
    let mut g = game("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1");
    play_all(&mut g, "Kg6");
    let stalemate = Outcome::draw(Termination::Stalemate);
    assert_eq!(
        g.play("--", PlayOptions::new()).cloned(),
        Err(GameError::GameOver(stalemate))
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::RECORDED).cloned(),
        Err(GameError::GameOver(stalemate))
    );
    // A record that goes on after a dead position may pass, as it may move.
    let mut g = game("8/8/3k1p2/1p1p1Pp1/1P1P2Pp/3K3P/8/8 b - - 0 62");
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
    assert_eq!(
        g.play("--", PlayOptions::RECORDED).cloned().unwrap().san,
        "--"
    );
    assert_eq!(g.fen(), "8/8/3k1p2/1p1p1Pp1/1P1P2Pp/3K3P/8/8 w - - 1 63");
    assert_eq!(g.outcome(), Some(Outcome::draw(Termination::DeadPosition)));
}

#[test]
fn null_moves_repeat_positions_and_count_for_the_clocks() {
    // Six null moves from the start: the start position for the fourth time (chess.js calls
    // it a draw; here threefold repetition is a claim, Art. 9.2).
    let mut g = Game::new();
    for _ in 0..6 {
        g.play(MoveInput::Null, PlayOptions::new())
            .cloned()
            .unwrap();
    }
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 6 4"
    );
    assert_eq!(g.repetitions(), [0, 2, 4, 6]);
    assert!(g.is_threefold_repetition());
    assert!(g.can_claim_threefold_repetition());
    assert_eq!(g.outcome(), None);
    let mut claimed = g.clone();
    assert_eq!(
        claimed.claim_draw(),
        Ok(Outcome::draw(Termination::ThreefoldRepetition))
    );
    // Two more: the fifth time ends the game (Art. 9.6.1).
    g.play(MoveInput::Null, PlayOptions::new())
        .cloned()
        .unwrap();
    g.play(MoveInput::Null, PlayOptions::new())
        .cloned()
        .unwrap();
    assert_eq!(g.repetitions(), [0, 2, 4, 6, 8]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::FivefoldRepetition))
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );

    // The 50-move and 75-move rules count a null move as a move without pawn move or capture.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    g.play(MoveInput::Null, PlayOptions::new())
        .cloned()
        .unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3 b - - 100 80");
    assert!(g.is_fifty_moves());
    assert_eq!(g.claim_draw(), Ok(Outcome::draw(Termination::FiftyMoves)));
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 b - - 149 120");
    g.play(MoveInput::Null, PlayOptions::new())
        .cloned()
        .unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 150 121");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    );
}

#[test]
fn null_moves_undo_redo_and_snapshots() {
    let mut g = Game::new();
    play_all(&mut g, "d4 -- c4 e6");
    assert_eq!(sans(&g), ["d4", "--", "c4", "e6"]);
    let after_d4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(
        g.fen_at(2).unwrap(),
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2"
    );
    g.goto(2).unwrap();
    let undone = g.undo().unwrap();
    assert_eq!(
        (undone.san.as_str(), undone.color, undone.is_null()),
        ("--", Color::Black, true)
    );
    assert_eq!(g.fen(), after_d4);
    assert!(g.redo().unwrap().is_null());
    g.goto(4).unwrap();
    let s = round_trip(&g);
    assert_eq!(s.moves, ["d2d4", "0000", "c2c4", "e7e6"]);
    // A snapshot's `0000` is refused where a null move is: in check.
    let mut bad = GameSnapshot {
        moves: ["e2e4", "f7f6", "d1h5", "0000"].map(String::from).to_vec(),
        ply: 4,
        ..s.clone()
    };
    assert_eq!(
        Game::from_snapshot(&bad).unwrap_err().to_string(),
        "invalid snapshot: move 4 (0000): a null move (--) is not allowed in check: it would \
         leave the king in check"
    );
    bad.moves.pop();
    bad.moves.push("g7g6".to_string());
    bad.moves.push("0000".to_string());
    bad.ply = 5;
    assert_eq!(
        Game::from_snapshot(&bad).unwrap().fen(),
        "rnbqkbnr/ppppp2p/5pp1/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3"
    );
}

/// A game's `Debug` text names the position whose legal moves it keeps by its ply, without
/// printing the list.
#[test]
fn debug_names_the_kept_legal_moves_by_ply() {
    let mut g = Game::new();
    let text = format!("{g:?}");
    assert!(text.contains("moves_at: Some(MovesAt(0))"), "{text}");
    play_all(&mut g, "e4 e5");
    let text = format!("{g:?}");
    assert!(text.contains("moves_at: Some(MovesAt(2))"), "{text}");
    assert!(!text.contains("MoveList"), "{text}");
}

/// The game's own status queries, each on a position where it is true and one where it is
/// false (the values are the Laws': Art. 3.9.1, 5.1.1, 5.2.1, 5.2.2, 6.9).
#[test]
fn status_queries_on_the_current_position() {
    // Each flag, `x` for true: check, checkmate, stalemate, insufficient material, white's,
    // black's, game over.
    let cases = [
        (START, "......."),
        // Fool's mate: white is checkmated.
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "xx....x",
        ),
        // Black's king on a8 has no move and is not in check: stalemate.
        ("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", "..x..xx"),
        // No check, then a check that is not mate.
        ("4k3/8/8/8/8/8/8/4K2R b - - 0 1", ".....x."),
        ("4k2R/8/8/8/8/8/8/4K3 b - - 0 1", "x....x."),
        // King and knight against king: neither side can mate (Art. 5.2.2).
        ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "...xxxx"),
    ];
    for (fen, want) in cases {
        let g = game(fen);
        let flags = [
            g.is_check(),
            g.is_checkmate(),
            g.is_stalemate(),
            g.is_insufficient_material(),
            g.has_insufficient_material(Color::White),
            g.has_insufficient_material(Color::Black),
            g.is_game_over(),
        ];
        let got: String = flags.iter().map(|&f| if f { 'x' } else { '.' }).collect();
        assert_eq!(got, want, "{fen}");
    }
}

/// After a claimed draw no move follows, recorded or not (Art. 9.1.2: the claim ends the
/// game).
#[test]
fn no_move_after_a_claimed_draw() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let outcome = g.claim_draw_with_str("Ng8", false).unwrap();
    assert!(g.is_game_over());
    let over = Err(GameError::GameOver(outcome));
    let before = g.clone();
    assert_eq!(
        g.play("Nf3", PlayOptions::new()).cloned().map(|m| m.san),
        over.clone()
    );
    assert_eq!(
        g.play("Nf3", PlayOptions::RECORDED).cloned().map(|m| m.san),
        over.clone()
    );
    assert_eq!(
        g.play(MoveInput::Null, PlayOptions::RECORDED)
            .cloned()
            .map(|m| m.san),
        over
    );
    assert_eq!(g, before);
}

/// At the first ply no position has occurred before: no claim by repetition, from the start
/// or from a FEN; with the halfmove clock at 99 every move that is neither a pawn move nor a
/// capture completes the 50 moves (Art. 9.3.1).
#[test]
fn claims_at_the_first_ply() {
    let g = Game::new();
    assert!(!g.can_claim_draw());
    assert!(g.draw_claim_moves().is_empty());
    let g = game("4k3/8/8/8/8/8/4P3/4K2R w - - 99 70");
    let mut moves = claim_moves(&g);
    moves.sort();
    // Counted by hand: the king's four moves (e2 holds its own pawn, no castling right) and
    // the rook's nine (h1h8 gives check); e2e3 and e2e4 are pawn moves.
    let want = [
        "e1d1", "e1d2", "e1f1", "e1f2", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6",
        "h1h7", "h1h8",
    ]
    .map(|m| format!("{m} fifty_moves"));
    assert_eq!(moves, want);
    assert!(g.can_claim_fifty_moves());
    assert!(!g.can_claim_threefold_repetition());
}
