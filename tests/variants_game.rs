//! A game of a lichess variant (src/variants/game.rs): the line with undo/redo, repetition keys
//! with crazyhouse pockets and three-check counters, lichess's draw rules per variant, claims,
//! each variant's end through the game, snapshots, and PGN with the `[Variant]` tag both ways
//! through the crate's one reader and writer.
#![cfg(feature = "variants")]

use chess_arbiter::Color;
use chess_arbiter::pgn::PgnWriteOptions;
use chess_arbiter::variants::{
    Variant, VariantGame, VariantGameError, VariantTermination, read_variant_games,
};

fn game(variant: Variant, fen: &str) -> VariantGame {
    VariantGame::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play_all(g: &mut VariantGame, moves: &str) {
    for m in moves.split_whitespace() {
        if let Err(e) = g.play(m) {
            panic!("{m} in {}: {e}", g.fen());
        }
    }
}

fn end(g: &VariantGame) -> Option<(Option<Color>, &'static str)> {
    g.outcome().map(|o| (o.winner(), o.termination().name()))
}

fn pgn(g: &VariantGame) -> String {
    g.to_pgn(&PgnWriteOptions::default())
}

#[test]
fn termination_names_are_the_main_entrys_snake_case() {
    let names: Vec<&str> = VariantTermination::ALL.iter().map(|t| t.name()).collect();
    assert_eq!(
        names,
        [
            "checkmate",
            "stalemate",
            "insufficient_material",
            "king_of_the_hill",
            "three_checks",
            "king_exploded",
            "race_won",
            "race_drawn",
            "horde_destroyed",
            "all_pieces_lost",
            "antichess_stalemate",
            "fivefold_repetition",
            "fifty_moves",
            "threefold_repetition",
        ]
    );
    for t in VariantTermination::ALL {
        assert_eq!(VariantTermination::from_name(t.name()), Some(t));
        assert!(!t.rule().is_empty());
    }
    // The names the two entries share mean the same.
    for t in chess_arbiter::game::Termination::ALL {
        if let Some(v) = VariantTermination::from_name(t.name()) {
            assert_eq!(v.name(), t.name());
        }
    }
    assert_eq!(VariantTermination::from_name("kingExploded"), None);
    assert_eq!(
        VariantTermination::KingOfTheHill.rule(),
        "lichess.org/variant/kingOfTheHill"
    );
}

#[test]
fn line_undo_redo_goto() {
    let mut g = VariantGame::new(Variant::Crazyhouse);
    play_all(&mut g, "e4 d5 exd5 Qxd5");
    assert_eq!(g.ply(), 4);
    assert_eq!(
        g.fen(),
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"
    );
    let san: Vec<&str> = g.history().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(san, ["e4", "d5", "exd5", "Qxd5"]);
    assert_eq!(g.undo().map(|m| m.uci.clone()).as_deref(), Some("d8d5"));
    assert_eq!(g.history().len(), 3);
    assert_eq!(g.line().len(), 4);
    assert_eq!(g.redo().map(|m| m.san.clone()).as_deref(), Some("Qxd5"));
    assert!(g.redo().is_none());
    g.goto(0).unwrap();
    assert!(g.undo().is_none());
    assert_eq!(g.fen(), Variant::Crazyhouse.starting_fen());
    // The line's next move keeps the rest; another drops it.
    g.play("e2e4").unwrap();
    assert_eq!(g.line().len(), 4);
    g.play("e5").unwrap();
    assert_eq!(g.line().len(), 2);
    assert_eq!(
        g.fen_at(1).unwrap(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1"
    );
    assert_eq!(
        g.goto(3).unwrap_err(),
        VariantGameError::PlyOutOfRange { ply: 3, last: 2 }
    );
    assert_eq!(g.goto(3).unwrap_err().code(), "ERR_PLY_OUT_OF_RANGE");
    // A drop, as SAN and as UCI.
    let mut z = game(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1");
    let played = z.play("N@f3").unwrap().clone();
    assert_eq!((played.san.as_str(), played.uci.as_str()), ("N@f3", "N@f3"));
    z.play("n@d6").unwrap();
    assert_eq!(z.fen(), "4k3/8/3n4/8/8/5N2/8/4K3[] w - - 2 2");
    assert_eq!(z.play("N@e4").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
}

/// Crazyhouse: the same board and side to move with other pockets is another position.
#[test]
fn crazyhouse_repetition_counts_pockets() {
    let start = "4k3/8/8/8/8/8/8/R3K3[n] b - - 0 1";
    let mut g = game(Variant::Crazyhouse, start);
    // The knight dropped and taken: the board comes back, the pockets do not.
    play_all(&mut g, "N@a3 Rxa3 Kd8 Ra2 Ke8 Ra1");
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3[N] b - - 4 4");
    assert_eq!(g.repetitions(), [6]);
    play_all(&mut g, "Kd8 Ra2 Ke8 Ra1");
    assert_eq!(g.repetitions(), [6, 10]);
    assert!(!g.is_threefold_repetition());
    assert!(
        !g.can_claim_threefold_repetition(),
        "the third would be four plies away"
    );
    play_all(&mut g, "Kd8");
    assert_eq!(g.repetitions(), [7, 11]);
    assert!(!g.is_threefold_repetition());
    assert!(g.can_claim_threefold_repetition(), "Ra2 brings the third");
    let claimed = g.claim_draw(Some("Ra2")).unwrap();
    assert_eq!(claimed.termination().name(), "threefold_repetition");
    assert_eq!(g.repetitions(), [4, 8, 12]);
    assert_eq!(end(&g), Some((None, "threefold_repetition")));
    assert_eq!(g.play("Kd8").unwrap_err().code(), "ERR_GAME_OVER");
    // Promoted marks count too: a queen from a promotion is not a queen.
    let plain = game(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1");
    let promoted = game(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1");
    let mut a = plain.clone();
    play_all(&mut a, "Qa2 Kd8 Qa1 Ke8");
    assert_eq!(a.repetitions(), [0, 4]);
    let mut b = promoted.clone();
    play_all(&mut b, "Qa2 Kd8 Qa1 Ke8");
    assert_eq!(b.repetitions(), [0, 4]);
    assert_ne!(a.fen(), b.fen());
}

/// Three-check: the same board with other check counters is another position.
#[test]
fn three_check_repetition_counts_checks() {
    let mut g = game(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/3QK3 w - - 3+3 0 1");
    play_all(&mut g, "Qa4+ Kf7 Qd1 Ke8");
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 2+3 4 3");
    assert_eq!(g.repetitions(), [4]);
    play_all(&mut g, "Qa4+ Kf7 Qd1 Ke8");
    assert_eq!(g.repetitions(), [8]);
    assert_eq!(g.position().checks_given(Color::White), 2);
    // Without a check, the same position again.
    play_all(&mut g, "Qd2 Kf7 Qd1 Ke8");
    assert_eq!(g.repetitions(), [8, 12]);
    // The third check wins.
    play_all(&mut g, "Qa4+");
    assert_eq!(end(&g), Some((Some(Color::White), "three_checks")));
}

#[test]
fn standard_repetition_fivefold_and_claims() {
    let mut g = VariantGame::new(Variant::Standard);
    assert!(!g.can_claim_threefold_repetition());
    assert_eq!(
        g.claim_draw(None).unwrap_err().code(),
        "ERR_CLAIM_NOT_ALLOWED"
    );
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert!(g.can_claim_threefold_repetition());
    // A move that brings no third occurrence: refused, nothing changes.
    assert_eq!(
        g.claim_draw(Some("Nc6")).unwrap_err().code(),
        "ERR_CLAIM_NOT_ALLOWED"
    );
    assert_eq!(g.ply(), 7);
    play_all(&mut g, "Ng8");
    assert!(g.is_threefold_repetition());
    assert_eq!(g.outcome(), None, "threefold is a claim, not an end");
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.repetitions(), [0, 4, 8, 12, 16]);
    assert_eq!(end(&g), Some((None, "fivefold_repetition")));
    assert_eq!(g.play("e4").unwrap_err().code(), "ERR_GAME_OVER");
    // Claimed now: the line ends there.
    g.goto(8).unwrap();
    assert_eq!(
        g.claim_draw(None).unwrap().termination().name(),
        "threefold_repetition"
    );
    assert_eq!(g.line().len(), 8);
}

#[test]
fn fifty_moves_in_every_variant_but_crazyhouse() {
    for (variant, fen) in [
        (Variant::Standard, "4k3/7p/8/8/8/8/8/R3K3 w - - 99 80"),
        (Variant::Atomic, "4k3/7p/8/8/8/8/8/R3K3 w - - 99 80"),
        (Variant::KingOfTheHill, "4k3/7p/8/8/8/8/8/R3K3 w - - 99 80"),
        (Variant::ThreeCheck, "4k3/7p/8/8/8/8/8/R3K3 w - - 3+3 99 80"),
        (Variant::Antichess, "4k3/7p/8/8/8/8/8/R3K3 w - - 99 80"),
        (Variant::Horde, "4k3/7p/8/8/8/8/8/R7 w - - 99 80"),
        (Variant::RacingKings, "8/8/8/8/8/8/k7/6KR w - - 99 80"),
    ] {
        let mut g = game(variant, fen);
        assert_eq!(g.outcome(), None, "{variant}");
        let uci = if variant == Variant::RacingKings {
            "h1h3"
        } else {
            "a1a2"
        };
        g.play(uci).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_eq!(end(&g), Some((None, "fifty_moves")), "{variant}");
    }
    let mut z = game(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/R3K3[] w - - 99 80");
    z.play("Ra2").unwrap();
    assert_eq!(z.position().halfmoves(), 100);
    assert_eq!(z.outcome(), None, "crazyhouse has no fifty-move rule");
    z.play("Kd7").unwrap();
    assert_eq!(z.outcome(), None);
}

#[test]
fn each_variants_end_through_the_game() {
    type Case = (
        Variant,
        Option<&'static str>,
        &'static str,
        (Option<Color>, &'static str),
    );
    let cases: [Case; 9] = [
        (
            Variant::KingOfTheHill,
            None,
            "e3 e6 Ke2 Ke7 Kd3 Kd6 Kd4",
            (Some(Color::White), "king_of_the_hill"),
        ),
        (
            Variant::Atomic,
            None,
            "Nf3 a6 Ne5 a5 Nxd7",
            (Some(Color::White), "king_exploded"),
        ),
        (
            Variant::ThreeCheck,
            None,
            "e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+ g6 Qxg6+",
            (Some(Color::White), "three_checks"),
        ),
        (
            Variant::Antichess,
            Some("8/8/8/8/8/8/p7/R7 w - - 0 1"),
            "Rxa2",
            (Some(Color::Black), "all_pieces_lost"),
        ),
        (
            Variant::RacingKings,
            Some("8/6K1/8/8/8/8/8/k7 w - - 0 1"),
            "Kg8",
            (Some(Color::White), "race_won"),
        ),
        (
            Variant::Horde,
            Some("r3k3/8/8/8/8/8/8/P7 b - - 0 1"),
            "Rxa1",
            (Some(Color::Black), "horde_destroyed"),
        ),
        (
            Variant::Crazyhouse,
            Some("7k/8/8/8/8/8/8/K5R1[R] w - - 0 1"),
            "R@h1",
            (Some(Color::White), "checkmate"),
        ),
        (
            Variant::Standard,
            None,
            "f3 e5 g4 Qh4",
            (Some(Color::Black), "checkmate"),
        ),
        (
            Variant::ThreeCheck,
            Some("4k3/8/8/8/8/8/8/3QK3 w - - 3+3 0 1"),
            "Qd7+ Kxd7",
            (None, "insufficient_material"),
        ),
    ];
    for (variant, fen, moves, expected) in cases {
        let mut g = match fen {
            Some(f) => game(variant, f),
            None => VariantGame::new(variant),
        };
        play_all(&mut g, moves);
        assert_eq!(end(&g), Some(expected), "{variant} {moves}");
        assert!(g.is_game_over());
        let err = g.play("a1a2").unwrap_err();
        assert_eq!(err.code(), "ERR_GAME_OVER", "{variant}");
        // The PGN result is the outcome's.
        let result = match expected.0 {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        let text = pgn(&g);
        assert!(text.contains(&format!("[Result \"{result}\"]")), "{text}");
        assert!(text.trim_end().ends_with(result), "{text}");
    }
}

#[test]
fn pgn_writes_variant_fen_and_setup() {
    let mut g = VariantGame::new(Variant::Crazyhouse);
    play_all(&mut g, "e4 d5 exd5 Qxd5 Nc3 Qa5 P@e4");
    let text = pgn(&g);
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@e4 *\n"
    );
    // Standard chess: no Variant tag; another start: SetUp and FEN.
    let s = game(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/3QK3 b - - 2+3 0 7");
    let text = pgn(&s);
    assert!(
        text.contains(
            "[Variant \"Three-check\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 b - - 2+3 0 7\"]"
        ),
        "{text}"
    );
    let mut s = s;
    play_all(&mut s, "Kf8 Qd6+");
    // Move numbers from the FEN tag, its check counters skipped.
    assert!(pgn(&s).contains("\n\n7... Kf8 8. Qd6+ *\n"), "{}", pgn(&s));
    assert!(!pgn(&VariantGame::new(Variant::Standard)).contains("Variant"));
}

#[test]
fn pgn_round_trips_in_every_variant() {
    let lines: [(Variant, Option<&str>, &str); 8] = [
        (Variant::Standard, None, "e4 e5 Nf3 Nc6 Bb5 a6 O-O"),
        (
            Variant::Crazyhouse,
            None,
            "e4 d5 exd5 Qxd5 Nc3 Qa5 P@e4 P@f6 d4 Nc6",
        ),
        (Variant::Atomic, None, "Nf3 d5 Nd4 e5 Nb5 c6"),
        (Variant::Antichess, None, "e3 b5 Bxb5 Bb7 Bxd7 Qxd7"),
        (Variant::Horde, None, "d5 e6 dxe6 dxe6"),
        (Variant::KingOfTheHill, None, "e4 e5 Ke2 Ke7"),
        (Variant::RacingKings, None, "Kh3 Ka3 Kg4"),
        (Variant::ThreeCheck, None, "e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+"),
    ];
    for (variant, fen, moves) in lines {
        let mut g = match fen {
            Some(f) => game(variant, f),
            None => VariantGame::new(variant),
        };
        play_all(&mut g, moves);
        let text = pgn(&g);
        let back =
            VariantGame::from_pgn(&text).unwrap_or_else(|e| panic!("{variant}: {e}\n{text}"));
        assert_eq!(back.variant(), variant);
        assert_eq!(back.fen(), g.fen(), "{variant}");
        assert_eq!(back.history(), g.history(), "{variant}");
        assert_eq!(pgn(&back), text, "{variant}");
        // Snapshots restore exactly.
        let snap = g.to_snapshot();
        assert_eq!(
            VariantGame::from_snapshot(&snap).as_ref(),
            Ok(&g),
            "{variant}"
        );
    }
}

/// Games as lichess exports them (written by hand here: the shared lichess files hold standard
/// games only), with the tag spellings and aliases other tools write.
#[test]
fn reads_lichess_variant_pgn() {
    let text = r#"[Event "Rated Crazyhouse game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2024.01.02"]
[White "A"]
[Black "B"]
[Result "1-0"]
[Variant "Crazyhouse"]
[TimeControl "180+0"]
[Termination "Normal"]

1. e4 { [%clk 0:03:00] } 1... d5 { [%clk 0:03:00] } 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. Bd2 e6 7. @e5 @d5 8. Bd3 Nd7 1-0

[Event "Rated King of the Hill game"]
[Result "1-0"]
[Variant "koth"]

1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0

[Event "Rated Three-check game"]
[Result "1-0"]
[Variant "3-check"]

1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ 1-0

[Event "Rated Atomic game"]
[Result "1-0"]
[Variant "Atomic"]

1. Nf3 a6 2. Ne5 a5 (2... f6 3. Nxd7) 3. Nxd7 1-0

[Event "Rated Racing Kings game"]
[Result "*"]
[Variant "Racing Kings"]
[FEN "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"]
[SetUp "1"]

1. Kh3 Ka3 *

[Event "Shogi"]
[Variant "Shogi"]

1. e4 *

[Event "Rated Horde game"]
[Variant "Horde"]
[Result "*"]

1. d5 e6 2. Qxe6 *
"#;
    let games = read_variant_games(text);
    assert_eq!(games.len(), 7);
    let ok = |i: usize| {
        games[i]
            .1
            .as_ref()
            .unwrap_or_else(|e| panic!("game {}: {e}", i + 1))
    };
    let zh = ok(0);
    assert_eq!(zh.variant(), Variant::Crazyhouse);
    assert_eq!(zh.ply(), 16);
    assert_eq!(zh.history()[12].san, "P@e5");
    assert_eq!(zh.history()[12].uci, "P@e5");
    assert_eq!(zh.history()[13].san, "P@d5");
    assert_eq!(
        zh.tags()
            .iter()
            .find(|t| t.0 == "Site")
            .map(|t| t.1.as_str()),
        Some("https://lichess.org/abcdefgh")
    );
    // The record's result stands while the line is the record's.
    let text0 = pgn(zh);
    assert!(
        text0.contains("[Result \"1-0\"]") && text0.contains("[TimeControl \"180+0\"]"),
        "{text0}"
    );
    assert!(text0.contains("7. P@e5 P@d5"), "{text0}");
    let mut shorter = zh.clone();
    shorter.undo();
    assert!(pgn(&shorter).contains("[Result \"*\"]"));
    let koth = ok(1);
    assert_eq!(koth.variant(), Variant::KingOfTheHill);
    assert_eq!(end(koth), Some((Some(Color::White), "king_of_the_hill")));
    assert!(
        pgn(koth).contains("[Variant \"King of the Hill\"]"),
        "the tag written as lichess names it"
    );
    assert_eq!(end(ok(2)), Some((Some(Color::White), "three_checks")));
    let atomic = ok(3);
    assert_eq!(atomic.ply(), 5, "the main line only");
    assert_eq!(end(atomic), Some((Some(Color::White), "king_exploded")));
    let race = ok(4);
    assert_eq!(race.variant(), Variant::RacingKings);
    assert_eq!(race.fen(), "8/8/8/8/8/k6K/1rbnNBR1/qrbnNBRQ w - - 2 2");
    let shogi = games[5].1.as_ref().unwrap_err();
    assert_eq!(
        (games[5].0, shogi.code(), shogi.reason()),
        (6, "ERR_INVALID_PGN", "ERR_VARIANT_UNKNOWN")
    );
    let horde = games[6].1.as_ref().unwrap_err();
    assert_eq!(
        (horde.code(), horde.reason()),
        ("ERR_INVALID_PGN", "ERR_ILLEGAL_MOVE")
    );
    assert_eq!(
        horde.to_string(),
        "game 7, line 48, column 13: ply 3 (Qxe6): illegal move"
    );
}

#[test]
fn pgn_errors() {
    let e = VariantGame::from_pgn("").unwrap_err();
    assert_eq!((e.code(), e.reason()), ("ERR_INVALID_PGN", "ERR_PGN_EMPTY"));
    let e = VariantGame::from_pgn("1. e4 @ *").unwrap_err();
    assert_eq!(
        (e.code(), e.reason()),
        ("ERR_INVALID_PGN", "ERR_PGN_UNEXPECTED_CHARACTER")
    );
    let e = VariantGame::from_pgn("[Variant \"Atomic\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*")
        .unwrap_err();
    // The cause as the main entry's PGN errors name it: ERR_INVALID_FEN (the problem in the message).
    assert_eq!(
        (e.code(), e.reason()),
        ("ERR_INVALID_PGN", "ERR_INVALID_FEN")
    );
    assert!(e.to_string().contains("FEN tag"), "{e}");
    // A drop outside crazyhouse.
    let e = VariantGame::from_pgn("1. N@f3 *").unwrap_err();
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    // Aliases of the tag.
    for (tag, variant) in [
        ("zh", Variant::Crazyhouse),
        ("King of the Hill", Variant::KingOfTheHill),
        ("Three-check", Variant::ThreeCheck),
        ("From Position", Variant::Standard),
        ("antichess", Variant::Antichess),
    ] {
        let g = VariantGame::from_pgn(&format!("[Variant \"{tag}\"]\n\n*")).unwrap();
        assert_eq!(g.variant(), variant, "{tag}");
    }
}

#[test]
fn snapshots() {
    let mut g = VariantGame::new(Variant::Crazyhouse);
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    g.claim_draw(Some("Ng8")).unwrap();
    g.undo();
    let s = g.to_snapshot();
    assert!(s.claimed);
    assert_eq!(s.ply, 7);
    assert_eq!(s.moves.len(), 8);
    let back = VariantGame::from_snapshot(&s).unwrap();
    assert_eq!(back, g);
    let mut redone = back.clone();
    redone.redo();
    assert_eq!(end(&redone), Some((None, "threefold_repetition")));
    let mut bad = s.clone();
    bad.moves[3] = "a1a8".into();
    assert_eq!(
        VariantGame::from_snapshot(&bad).unwrap_err().code(),
        "ERR_INVALID_SNAPSHOT"
    );
    let mut bad = s.clone();
    bad.ply = 9;
    assert_eq!(
        VariantGame::from_snapshot(&bad).unwrap_err().code(),
        "ERR_INVALID_SNAPSHOT"
    );
    let mut bad = s;
    bad.variant = "shogi".into();
    assert_eq!(
        VariantGame::from_snapshot(&bad).unwrap_err().code(),
        "ERR_INVALID_SNAPSHOT"
    );
}

/// `can_claim_threefold_repetition` says exactly whether some claim succeeds: now, or with one
/// of the legal moves (tried one by one on copies), at every ply of shuffling games.
#[test]
fn can_claim_agrees_with_claiming() {
    for (variant, moves) in [
        (
            Variant::Standard,
            "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Nc6 Nf3 Nb8 Ng1",
        ),
        (
            Variant::Crazyhouse,
            "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
        ),
        (
            Variant::ThreeCheck,
            "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
        ),
    ] {
        let mut g = VariantGame::new(variant);
        for m in moves.split(' ') {
            let by_trying = g.clone().claim_draw(None).is_ok()
                || g.position().legal_moves().iter().any(|lm| {
                    let uci = lm.uci(g.position().mode());
                    g.clone().claim_draw(Some(&uci)).is_ok()
                });
            assert_eq!(
                g.can_claim_threefold_repetition(),
                by_trying,
                "{variant} at ply {}",
                g.ply()
            );
            if g.is_game_over() {
                break;
            }
            g.play(m).unwrap();
        }
    }
}

/// Messages quote at most 24 characters of the input, `…` after when there was more, as the main
/// entry's (crate::util::quote): a 5 MB move text gave a 5 MB message.
#[test]
fn messages_cut_the_input_they_quote() {
    let long = "N".repeat(100_000);
    let cut = format!("\"{}…\"", "N".repeat(24));
    let game = VariantGame::new(Variant::Standard);
    let e = game.parse_move(&long).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q): {cut}")
    );
    let e = Variant::from_name(&long).unwrap_err();
    assert_eq!(e.to_string(), format!("unknown variant {cut}"));
    let e = game.parse_move(&format!("Qh5{long}")).unwrap_err();
    assert!(e.to_string().len() < 120, "{e}");
    let checks = format!("3+{}", "3".repeat(100));
    let fen = format!("4k3/8/8/8/8/8/8/R3K3 w - - {checks} 0 1");
    let e =
        chess_arbiter::variants::VariantPosition::from_fen(Variant::ThreeCheck, &fen).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "invalid check counters \"3+{}…\" (expected 3+3 or +0+0)",
            "3".repeat(22)
        )
    );
    // A PGN's unplayable move: its text cut too.
    let e = VariantGame::from_pgn(&format!("1. {long} *")).unwrap_err();
    // The main entry's message (its error's text after the move).
    let main = chess_arbiter::game::pgn::read_game(&format!("1. {long} *"), &Default::default())
        .unwrap_err();
    assert_eq!(e.to_string(), main.to_string());
    assert!(e.to_string().len() < 160, "{e}");
    assert!(
        e.to_string().contains(&format!("({}…)", "N".repeat(24))),
        "{e}"
    );
    // Short inputs are quoted whole, as before.
    let e = game.parse_move("Zz9").unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q): \"Zz9\""
    );
}
