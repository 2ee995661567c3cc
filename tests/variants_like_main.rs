//! The variants read moves and report errors as the main entry does where a user expects the
//! same behaviour (a new user's trial, session 23): the promotion codes, over-specified SAN
//! (`Ng1f3`), and the FIDE article of an error whose rule is one of chess's. Where a case is
//! the main entry's too, the main entry's own answer is the expectation. And a PGN read
//! leniently gives the main entry's warnings.
#![cfg(feature = "variants")]

use chess_arbiter::notation::{MoveInputError, parse_move};
use chess_arbiter::variants::{
    Variant, VariantAttempt, VariantError, VariantGame, VariantGameError, VariantPosition,
};
use chess_arbiter::{CastlingMode, Position, Square};

fn pos(variant: Variant, fen: &str) -> VariantPosition {
    VariantPosition::from_fen(variant, fen).unwrap()
}

/// The move's UCI, or the error's code, article and message.
fn answer(p: &VariantPosition, text: &str) -> Result<String, (String, Option<String>, String)> {
    let read = match p.parse_uci(text) {
        Err(VariantError::MoveSyntax(_)) => p.parse_san(text),
        other => other,
    };
    read.map(|m| m.uci(p.mode())).map_err(|e| {
        (
            e.code().to_string(),
            e.article().map(str::to_string),
            e.to_string(),
        )
    })
}

const REQUIRED: &str =
    "a pawn reaching the last rank must promote to a queen, rook, bishop or knight";
const UNEXPECTED: &str =
    "this move is not a promotion: only a pawn reaching the last rank takes a new piece";

fn required(text: &str) -> Result<String, (String, Option<String>, String)> {
    Err((
        "ERR_PROMOTION_REQUIRED".into(),
        Some("3.7.5.1".into()),
        format!("{REQUIRED}: \"{text}\""),
    ))
}

fn unexpected(text: &str) -> Result<String, (String, Option<String>, String)> {
    Err((
        "ERR_PROMOTION_UNEXPECTED".into(),
        Some("3.7.5.1".into()),
        format!("{UNEXPECTED}: \"{text}\""),
    ))
}

/// A pawn move to the last rank without its piece, in SAN and UCI, and a piece given to a move
/// that is no promotion: the main entry's codes, messages and article in every variant with
/// pawns (racing kings has none: only the second).
#[test]
fn promotion_errors_in_every_variant() {
    let cases = [
        (Variant::Standard, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "e1e2q"),
        (Variant::Atomic, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "e1e2q"),
        (
            Variant::Crazyhouse,
            "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1",
            "e1e2q",
        ),
        (
            Variant::KingOfTheHill,
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "e1e2q",
        ),
        (
            Variant::ThreeCheck,
            "4k3/P7/8/8/8/8/8/4K3 w - - 3+3 0 1",
            "e1e2q",
        ),
        (Variant::Horde, "4k3/P7/8/8/8/8/1P6/8 w - - 0 1", "b2b3q"),
    ];
    for (variant, fen, not_promotion) in cases {
        let p = pos(variant, fen);
        assert_eq!(answer(&p, "a8"), required("a8"), "{variant}");
        assert_eq!(answer(&p, "a8+"), required("a8+"), "{variant}");
        assert_eq!(answer(&p, "a7a8"), required("a7a8"), "{variant}");
        assert_eq!(answer(&p, "a8=N").as_deref(), Ok("a7a8n"), "{variant}");
        assert_eq!(
            answer(&p, not_promotion),
            unexpected(not_promotion),
            "{variant}"
        );
        if variant == Variant::Horde {
            // a horde pawn's double step from the first rank... here from the second, with a piece
            assert_eq!(answer(&p, "b2b4r"), unexpected("b2b4r"), "{variant}");
        }
    }
    // The main entry's answers for the same texts (the messages, codes and article).
    let main =
        Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard).unwrap();
    for (text, want) in [
        ("a8", MoveInputError::PromotionRequired),
        ("a7a8", MoveInputError::PromotionRequired),
        ("e1e2q", MoveInputError::PromotionUnexpected),
    ] {
        let e = parse_move(&main, text, false).unwrap_err();
        assert_eq!(e, want);
        let v = answer(
            &pos(Variant::Standard, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"),
            text,
        )
        .unwrap_err();
        assert_eq!(
            (v.0.as_str(), v.1.as_deref(), v.2),
            (e.code(), e.article(), format!("{e}: \"{text}\""))
        );
    }
    // Racing kings: no pawns, a piece given to a king's step.
    let race = pos(Variant::RacingKings, Variant::RacingKings.starting_fen());
    assert_eq!(answer(&race, "h2h3q"), unexpected("h2h3q"));
    // Antichess keeps its rules: a king is a promotion piece, and the message says so.
    let anti = pos(Variant::Antichess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(answer(&anti, "a8=K").as_deref(), Ok("a7a8k"));
    assert_eq!(answer(&anti, "a7a8k").as_deref(), Ok("a7a8k"));
    let anti_required = |text: &str| {
        Err((
            "ERR_PROMOTION_REQUIRED".to_string(),
            Some("3.7.5.1".to_string()),
            format!(
                "a pawn reaching the last rank must promote to a queen, rook, bishop, knight or king: \"{text}\""
            ),
        ))
    };
    assert_eq!(answer(&anti, "a8"), anti_required("a8"));
    assert_eq!(answer(&anti, "a7a8"), anti_required("a7a8"));
    assert_eq!(answer(&anti, "e1e2q"), unexpected("e1e2q"));
    // A king promotion elsewhere stays illegal.
    let std = pos(Variant::Standard, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(answer(&std, "a8=K").unwrap_err().0, "ERR_ILLEGAL_MOVE");
    // explainMove's ruling on the SAN without its piece: the promotion required, not a move.
    let r = std.explain_text("a8").unwrap().unwrap_err();
    assert_eq!(
        (r.code, r.article, r.squares),
        (
            "ERR_PROMOTION_REQUIRED",
            Some("3.7.5.1"),
            vec![Square::A7, Square::A8]
        )
    );
}

/// A game refuses them with the same codes, and changes nothing.
#[test]
fn promotion_errors_in_a_game() {
    let mut game =
        VariantGame::from_fen(Variant::Crazyhouse, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1").unwrap();
    for (text, code) in [
        ("a8", "ERR_PROMOTION_REQUIRED"),
        ("a7a8", "ERR_PROMOTION_REQUIRED"),
        ("e1e2q", "ERR_PROMOTION_UNEXPECTED"),
    ] {
        let e = game.play(text).unwrap_err();
        assert_eq!((e.code(), e.article()), (code, Some("3.7.5.1")));
        assert_eq!(game.ply(), 0);
    }
    assert_eq!(game.play("a8=Q").unwrap().san, "a8=Q+");
}

/// SAN is read by the main entry's lenient reader: an origin where none is needed, a capture
/// mark where none is, a dash. Every text gives the main entry's answer (its move or its code)
/// in standard chess, and the same move in the variants that share the position.
#[test]
fn san_as_the_main_entry_reads_it() {
    let texts = [
        "Nf3", "Ng1f3", "Ngf3", "N1f3", "Nxf3", "Ng1-f3", "Ng1xf3", "e4", "e2-e4", "e2e4", "Nf3!?",
        "Nh3+", "Nd2", "Nbd2", "Ng1d2", "Ng1e2", "Ke2", "O-O", "0-0", "Bc1e3", "Nb1f3", "zz", "",
        "Nf9", "Qd1d8", "e5",
    ];
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "4k3/8/8/8/8/8/8/RN2K1NR w K - 0 1",
    ];
    for fen in fens {
        let main = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        for text in texts {
            let want = parse_move(&main, text, false)
                .map(|m| chess_arbiter::uci::to_uci(&m, main.mode()))
                .map_err(|e| e.code().to_string());
            for variant in [
                Variant::Standard,
                Variant::KingOfTheHill,
                Variant::Crazyhouse,
            ] {
                let p = pos(variant, fen);
                let got = answer(&p, text).map_err(|e| e.0);
                assert_eq!(got, want, "{variant} {fen} {text:?}");
            }
        }
    }
    let start = pos(Variant::Standard, Variant::Standard.starting_fen());
    assert_eq!(answer(&start, "Ng1f3").as_deref(), Ok("g1f3"));
    // Ambiguous stays ambiguous, and an origin that fits no piece is illegal.
    let two = pos(Variant::Atomic, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(answer(&two, "Nd2").unwrap_err().0, "ERR_AMBIGUOUS_MOVE");
    assert_eq!(answer(&two, "Nb1d2").as_deref(), Ok("b1d2"));
    assert_eq!(answer(&two, "Nc1d3").unwrap_err().0, "ERR_ILLEGAL_MOVE");
    // Drops as before.
    let zh = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1");
    assert_eq!(answer(&zh, "@e4").as_deref(), Ok("P@e4"));
    assert_eq!(answer(&zh, "P@e4+").as_deref(), Ok("P@e4"));
    assert_eq!(answer(&zh, "N@e4").unwrap_err().0, "ERR_ILLEGAL_MOVE");
    assert_eq!(answer(&zh, "K@e4").unwrap_err().0, "ERR_INVALID_MOVE");
    assert_eq!(answer(&zh, "Q@").unwrap_err().0, "ERR_INVALID_MOVE");
    // Over-specified SAN of a variant's own move: antichess's forced capture.
    let anti = pos(Variant::Antichess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(answer(&anti, "e4xd5").as_deref(), Ok("e4d5"));
    assert_eq!(answer(&anti, "exd5").as_deref(), Ok("e4d5"));
    assert_eq!(answer(&anti, "e5").unwrap_err().0, "ERR_ILLEGAL_MOVE");
}

/// A FEN's problem carries the main entry's article where the rule is chess's, none where it is
/// the variant's.
#[test]
fn fen_problems_carry_chess_articles() {
    let article = |variant: Variant, fen: &str| {
        let e = VariantPosition::from_fen(variant, fen).unwrap_err();
        (e.reason(), e.article())
    };
    let main_article = |fen: &str| match Position::from_fen(fen, CastlingMode::Standard) {
        Err(chess_arbiter::FenError::Position(p)) => {
            (p.problems[0].code(), Some(p.problems[0].article()))
        }
        other => panic!("{other:?}"),
    };
    for fen in [
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w Kk - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
    ] {
        for variant in [
            Variant::Standard,
            Variant::KingOfTheHill,
            Variant::ThreeCheck,
        ] {
            // The article as the main entry's (the problem's code may differ: the main
            // entry's ERR_FEN_PAWNS_ON_BACKRANK is the variants' ERR_FEN_PAWNS).
            assert_eq!(
                article(variant, fen).1,
                main_article(fen).1,
                "{variant} {fen}"
            );
            assert!(article(variant, fen).1.is_some());
        }
    }
    // The side not to move in check: chess's (3.9.2); racing kings' no-check rule: none.
    let check = "4k3/8/8/8/8/8/8/4RK2 w - - 0 1";
    assert_eq!(
        main_article(check),
        ("ERR_FEN_OPPOSITE_CHECK", Some("3.9.2"))
    );
    // The problem's code and its article: chess's where the rule is chess's, none for the
    // variant's own (kings: one a side is chess's; atomic's and horde's counts are the
    // variants'; pawns: on a back rank chess's, in racing kings none at all).
    for (variant, fen, code, art) in [
        (Variant::Atomic, check, "ERR_FEN_CHECK", Some("3.9.2")),
        (
            Variant::RacingKings,
            "k7/8/8/8/8/8/4r3/4K3 b - - 0 1",
            "ERR_FEN_CHECK",
            None,
        ),
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/8 w - - 0 1",
            "ERR_FEN_KINGS",
            Some("3.10.3"),
        ),
        (
            Variant::Atomic,
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "ERR_FEN_KINGS",
            None,
        ),
        (
            Variant::Horde,
            "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
            "ERR_FEN_KINGS",
            None,
        ),
        (
            Variant::Horde,
            "8/8/8/8/8/8/PPPPPPPP/8 w - - 0 1",
            "ERR_FEN_KINGS",
            Some("3.10.3"),
        ),
        (
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1",
            "ERR_FEN_PAWNS",
            Some("3.7.5.1"),
        ),
        (
            Variant::RacingKings,
            "8/8/8/8/8/8/P7/k6K w - - 0 1",
            "ERR_FEN_PAWNS",
            None,
        ),
    ] {
        assert_eq!(article(variant, fen), (code, art), "{variant} {fen}");
    }
    // Crazyhouse's pocket syntax: a rule only of the variant.
    assert_eq!(
        article(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[X] w - - 0 1").1,
        None
    );
}

/// An illegal move's article: the main entry's `3.10.2` where the rule broken is chess's, none
/// for a variant's own rule; a game's end and claim as the main entry's.
#[test]
fn illegal_moves_and_game_errors_carry_chess_articles() {
    let start = pos(Variant::ThreeCheck, Variant::ThreeCheck.starting_fen());
    let r = start
        .explain(VariantAttempt::Board {
            from: Square::C1,
            to: Square::E3,
            promotion: None,
        })
        .unwrap_err();
    assert_eq!(
        (r.code, r.illegal_move_article()),
        ("ERR_PIECE_IN_THE_WAY", Some("3.10.2"))
    );
    // The same attempt in SAN with its origin written in full: ruled from that square.
    let r = start.explain_text("Bc1e3").unwrap().unwrap_err();
    assert_eq!(
        (r.code, r.illegal_move_article(), r.squares),
        (
            "ERR_PIECE_IN_THE_WAY",
            Some("3.10.2"),
            vec![Square::C1, Square::D2]
        )
    );
    assert_eq!(
        parse_move(&Position::new(), "c1e3", false)
            .unwrap_err()
            .article(),
        Some("3.10.2")
    );
    let anti = pos(Variant::Antichess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    let r = anti.explain_text("e5").unwrap().unwrap_err();
    assert_eq!(
        (r.code, r.illegal_move_article()),
        ("ERR_CAPTURE_REQUIRED", None)
    );
    let atomic = pos(Variant::Atomic, "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
    let r = atomic.explain_text("Kxe2").unwrap().unwrap_err();
    assert_eq!(
        (r.code, r.illegal_move_article()),
        ("ERR_KING_CAPTURE", None)
    );
    // A game over: checkmate is chess's (5.1.1), king of the hill's win the variant's.
    let mut mated =
        VariantGame::from_fen(Variant::Standard, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap();
    let e = mated.play("h6").unwrap_err();
    assert_eq!((e.code(), e.article()), ("ERR_GAME_OVER", Some("5.1.1")));
    let mut hill =
        VariantGame::from_fen(Variant::KingOfTheHill, "8/8/8/8/4K3/8/8/k7 b - - 0 1").unwrap();
    let e = hill.play("Kb1").unwrap_err();
    assert_eq!((e.code(), e.article()), ("ERR_GAME_OVER", None));
    // A claim not allowed: 9.2 (the variants' one claim, threefold repetition).
    let mut game = VariantGame::new(Variant::Atomic);
    let e = game.claim_draw(None).unwrap_err();
    assert_eq!(
        (e.code(), e.article()),
        ("ERR_CLAIM_NOT_ALLOWED", Some("9.2"))
    );
    assert!(matches!(e, VariantGameError::ClaimNotAllowed));
}

/// A game's warnings as `reason`, then the message the JS face throws (`Invalid PGN: ...`).
fn warned(warnings: &[chess_arbiter::game::pgn::LoadPgnError]) -> Vec<(&'static str, String)> {
    warnings
        .iter()
        .map(|w| (w.reason(), format!("Invalid PGN: {w}")))
        .collect()
}

#[test]
fn warnings_of_a_pgn_read_leniently_as_the_main_entry_lists_them() {
    use chess_arbiter::game::pgn::{PgnLoadOptions, read_game};
    use chess_arbiter::variants::read_variant_games;
    let text = "[Event \"5th \"Mikis Theodorakis\" International Tournament 2026\"]\n\n\
                1. e4 e5 2. Nf3 1-O\n";
    let want = vec![
        (
            "WARN_PGN_UNESCAPED_QUOTE",
            "Invalid PGN: game 1, line 1, column 8: tag value with unescaped quotes at \
             \"5th \\\"Mikis Theodorakis\\\" …\""
                .to_string(),
        ),
        (
            "WARN_PGN_RESULT_SPELLING",
            "Invalid PGN: game 1, line 3, column 17: result read as 1-0 at \"1-O\"".to_string(),
        ),
    ];
    // The main entry's first: the expectation.
    let main = read_game(text, &PgnLoadOptions::default()).unwrap();
    assert_eq!(warned(&main.warnings), want);
    let mut game = VariantGame::from_pgn(text).unwrap();
    assert_eq!(warned(&game.warnings()), want);
    assert_eq!(game.history().len(), 3);
    // Kept after moves and undo, in a clone; none in a snapshot's game, a new game, a clean PGN.
    game.play("Nc6").unwrap();
    game.undo();
    assert_eq!(warned(&game.warnings()), want);
    assert_eq!(warned(&game.clone().warnings()), want);
    let restored = VariantGame::from_snapshot(&game.to_snapshot()).unwrap();
    assert!(restored.warnings().is_empty());
    assert!(VariantGame::new(Variant::Crazyhouse).warnings().is_empty());
    let clean = VariantGame::from_pgn(&game.to_pgn(&Default::default())).unwrap();
    assert!(clean.warnings().is_empty());
    // A variant's record, and every game of a text with its own index and lines.
    let text = "[Variant \"Crazyhouse\"]\n[Event \"a \"b\" c\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 ½-½\n\n\
                [Variant \"Atomic\"]\n\n1. e4 e5 0 - 1\n\n1. Nf3 *\n";
    let games = read_variant_games(text);
    let got: Vec<_> = games
        .iter()
        .map(|(i, g)| {
            let g = g.as_ref().unwrap();
            (*i, g.variant(), warned(&g.warnings()))
        })
        .collect();
    assert_eq!(
        got,
        [
            (
                1,
                Variant::Crazyhouse,
                vec![
                    (
                        "WARN_PGN_UNESCAPED_QUOTE",
                        "Invalid PGN: game 1, line 2, column 8: tag value with unescaped quotes \
                         at \"a \\\"b\\\" c\""
                            .to_string()
                    ),
                    (
                        "WARN_PGN_RESULT_SPELLING",
                        "Invalid PGN: game 1, line 4, column 30: result read as 1/2-1/2 at \"½-½\""
                            .to_string()
                    ),
                ]
            ),
            (
                2,
                Variant::Atomic,
                vec![(
                    "WARN_PGN_RESULT_SPELLING",
                    "Invalid PGN: game 2, line 8, column 10: result read as 0-1 at \"0 - 1\""
                        .to_string()
                )]
            ),
            (3, Variant::Standard, vec![]),
        ]
    );
}

/// The main entry's answer to `text`: code, article, and the message its JS face throws (the
/// text quoted after it; a promotion piece's names the letter, as `{ promotion: 'k' }`'s).
fn main_answer(main: &Position, text: &str) -> Result<String, (String, Option<String>, String)> {
    parse_move(main, text, false)
        .map(|m| chess_arbiter::uci::to_uci(&m, main.mode()))
        .map_err(|e| {
            let message = match e {
                MoveInputError::PromotionPiece(_) => e.to_string(),
                _ => format!("{e}: \"{text}\""),
            };
            (
                e.code().to_string(),
                e.article().map(str::to_string),
                message,
            )
        })
}

/// A promotion suffix answers alike in every form (the main entry's `San::parse_suffixed` and
/// its judgment of the letter): a king or a pawn as the piece, a piece given to a move that is
/// no promotion, in standard chess and the variants where the rule is chess's (a new user's
/// trial, session 24). Antichess keeps its king.
#[test]
fn promotion_suffix_as_the_main_entry_answers_it() {
    const F: &str = "4k3/P7/8/8/8/8/4P3/4K1N1 w - - 0 1";
    let main = Position::from_fen(F, CastlingMode::Standard).unwrap();
    let texts = [
        "a8=K", "a8K", "a8(K)", "a8/K", "a8=P", "a8p", "a7a8k", "a7a8K", "a7a8p", "a7-a8=K",
        "Nf3=Q", "Ng1f3=Q", "Nf3Q", "Ng1-f3=Q", "g1f3q", "Nf3=K", "e4=Q", "e2-e4=N", "e2e4q",
        "a8=Q", "a8Q", "a7a8Q", "Nf6=Q", "e5=Q",
    ];
    // The main entry's answers, spelled out for a few (they are the expectation).
    let piece = |c: &str| {
        Err((
            "ERR_ILLEGAL_MOVE".to_string(),
            Some("3.7.5.1".to_string()),
            format!(
                "a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got \"{c}\""
            ),
        ))
    };
    assert_eq!(main_answer(&main, "a8=K"), piece("K"));
    assert_eq!(main_answer(&main, "a7a8k"), piece("k"));
    assert_eq!(main_answer(&main, "Nf3=Q"), unexpected("Nf3=Q"));
    assert_eq!(main_answer(&main, "e4=Q"), unexpected("e4=Q"));
    for (variant, fen) in [
        (Variant::Standard, F),
        (Variant::Crazyhouse, "4k3/P7/8/8/8/8/4P3/4K1N1[] w - - 0 1"),
        (Variant::KingOfTheHill, F),
        (
            Variant::ThreeCheck,
            "4k3/P7/8/8/8/8/4P3/4K1N1 w - - 3+3 0 1",
        ),
        (Variant::Atomic, F),
    ] {
        let p = pos(variant, fen);
        for text in texts {
            let want = main_answer(&main, text);
            let got = answer(&p, text);
            match (&got, &want) {
                // An illegal move's article is its ruling's, given by the binding
                // (`VariantRuling::illegal_move_article`), not the error's: the code and the
                // message (`illegal move: "x"`) as the main entry's.
                (Err(g), Err(w))
                    if w.0 == "ERR_ILLEGAL_MOVE" && w.1.as_deref() == Some("3.10.2") =>
                {
                    assert_eq!((&g.0, &g.2), (&w.0, &w.2), "{variant} {text:?}")
                }
                _ => assert_eq!(got, want, "{variant} {text:?}"),
            }
        }
    }
    // A game refuses them alike and changes nothing.
    let mut game =
        VariantGame::from_fen(Variant::Crazyhouse, "4k3/P7/8/8/8/8/4P3/4K1N1[] w - - 0 1").unwrap();
    for (text, code) in [
        ("a8=K", "ERR_ILLEGAL_MOVE"),
        ("a8/K", "ERR_ILLEGAL_MOVE"),
        ("Nf3=Q", "ERR_PROMOTION_UNEXPECTED"),
    ] {
        let e = game.play(text).unwrap_err();
        assert_eq!((e.code(), e.article()), (code, Some("3.7.5.1")), "{text}");
        assert_eq!(game.ply(), 0);
    }
    // Antichess: a king is a promotion piece; on a piece's move it is no promotion.
    let anti = pos(Variant::Antichess, F);
    for text in ["a8=K", "a8K", "a8(K)", "a7a8k", "a7a8K"] {
        assert_eq!(answer(&anti, text).as_deref(), Ok("a7a8k"), "{text}");
    }
    assert_eq!(answer(&anti, "Nf3=K"), unexpected("Nf3=K"));
    assert_eq!(answer(&anti, "a8=P"), piece("P"));
    // explainMove's ruling, as the main entry's (it threw ERR_INVALID_MOVE).
    let std = pos(Variant::Standard, F);
    for text in ["Nf3=Q", "Ng1f3=Q", "a8=K", "a7a8k"] {
        let r = std.explain_text(text).unwrap().unwrap_err();
        let m = chess_arbiter::rulings::explain_text(&main, text)
            .unwrap()
            .unwrap_err();
        assert_eq!(
            (r.code, r.article, r.squares),
            (m.code(), Some(m.article), m.squares),
            "{text}"
        );
    }
    // A PGN's move: the reason is the move's code.
    let e = VariantGame::from_pgn("1. Nf3=Q *").unwrap_err();
    assert_eq!(e.reason(), "ERR_PROMOTION_UNEXPECTED");
}

/// SAN no piece can play is ruled as the main entry rules it (its diagnosis of the SAN): the
/// reason and the article of UCI naming the same squares (`Bc4` as `f1c4`, `e5` as `e2e5`).
#[test]
fn san_no_piece_can_play_is_ruled_as_the_main_entry_rules_it() {
    let main = Position::new();
    for (text, uci) in [
        ("Bc4", "f1c4"),
        ("e5", "e2e5"),
        ("Nd4", "g1d4"),
        ("Qh5", "d1h5"),
    ] {
        for variant in [
            Variant::Standard,
            Variant::Crazyhouse,
            Variant::ThreeCheck,
            Variant::Atomic,
        ] {
            let p = pos(variant, variant.starting_fen());
            for t in [text, uci] {
                let m = chess_arbiter::rulings::explain_text(&main, t)
                    .unwrap()
                    .unwrap_err();
                let r = p.explain_text(t).unwrap().unwrap_err();
                assert_eq!(
                    (r.code, r.illegal_move_article(), &r.squares),
                    (m.code(), Some("3.10.2"), &m.squares),
                    "{variant} {t}"
                );
            }
        }
    }
    // The main entry's rulings, spelled out: `e5` could be black's move (not white's turn).
    let code = |t: &str| {
        chess_arbiter::rulings::explain_text(&main, t)
            .unwrap()
            .unwrap_err()
            .code()
    };
    assert_eq!(
        [code("Bc4"), code("f1c4"), code("e5"), code("e2e5")],
        [
            "ERR_PIECE_IN_THE_WAY",
            "ERR_PIECE_IN_THE_WAY",
            "ERR_NOT_YOUR_TURN",
            "ERR_PAWN_MOVE"
        ]
    );
}

/// The main entry's error for a PGN `text` it refuses, after checking that the variants' reader
/// gives the same code, reason, article and message.
fn same_pgn_error(text: &str) -> chess_arbiter::game::pgn::LoadPgnError {
    use chess_arbiter::game::pgn::{PgnLoadOptions, read_game};
    let main = read_game(text, &PgnLoadOptions::default()).unwrap_err();
    let ours = VariantGame::from_pgn(text).unwrap_err();
    assert_eq!(
        (ours.code(), ours.reason(), ours.article(), ours.to_string()),
        (main.code(), main.reason(), main.article(), main.to_string()),
        "{text}"
    );
    main
}

/// A PGN's refused move: the main entry's reason, article and message (the word as written
/// when it is more than the SAN).
#[test]
fn pgn_move_errors_as_the_main_entry_gives_them() {
    for text in [
        "1. e4 e5 2. Ke3!? *",
        "1. Nf3=Q *",
        "1. e4 e5 2. a8=K *",
        "1. e4 e5 2. Bc4 Nf6 3. 4.Qxf7 *",
    ] {
        same_pgn_error(text);
    }
    let e = VariantGame::from_pgn("1. e4 e5 2. Ke3!? *").unwrap_err();
    assert_eq!(
        (e.reason(), e.article(), e.to_string().as_str()),
        (
            "ERR_ILLEGAL_MOVE",
            Some("3.10.2"),
            "game 1, line 1, column 13: ply 3 (Ke3, written \"Ke3!?\"): illegal move"
        )
    );
}

/// A variation's move that cannot be played: the main entry's reason, article and message
/// (`variation 1 at ply 3: ...`, nested `1 at ply 2 > 2 at ply 3`), though the variants keep
/// only the main line; a good variation reads; `skip_bad_variations` passes a bad one over, as
/// the main entry's option does (a new user's trial, session 26: the variants took a broken
/// variation without a word).
#[test]
fn pgn_variation_errors_as_the_main_entry_gives_them() {
    use chess_arbiter::game::pgn::{PgnLoadOptions, read_game};
    use chess_arbiter::variants::{VariantPgnOptions, read_variant_games_with};
    for text in [
        "1. e4 (1. e5) e5 *",
        "1. e4 e5 (1... Ke7 2. Qh5) 2. Nf3 *",
        "1. e4 e5 2. Nf3 (2. Nf3 Nc6 3. Bb9) *",
        "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... Qxh1)) 2... d6) 2. Nf3 *",
        "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... d6) (2... Ke7!?))) 2. Nf3 *",
        "1. e4 e5 2. Nf3 Nc6 (2... Nf6 3. Nxe5 (3. Ng5 d5 4. exd5 Nxd5 5. Nxf7 Kxf7 6. Qf3+ Ke6 7. Nc3 Ncb4 8. a3) 3... Kf7) *",
    ] {
        let main = same_pgn_error(text);
        let skip = VariantPgnOptions {
            skip_bad_variations: true,
        };
        let main_line = VariantGame::read_pgn(text, &skip).unwrap();
        let main_game = read_game(
            text,
            &PgnLoadOptions {
                skip_bad_variations: true,
                ..PgnLoadOptions::default()
            },
        )
        .unwrap();
        let ucis: Vec<&str> = main_line.history().iter().map(|m| m.uci.as_str()).collect();
        // The variation passed over is listed as the main entry lists it.
        let skipped: Vec<(String, &str)> = main_line
            .skipped_variations()
            .iter()
            .map(|e| (e.to_string(), e.reason()))
            .collect();
        let main_skipped: Vec<(String, &str)> = main_game
            .warnings
            .iter()
            .map(|e| (e.to_string(), e.reason()))
            .collect();
        assert_eq!(skipped, main_skipped, "{text}");
        assert!(!skipped.is_empty(), "{text}");
        let main_ucis: Vec<String> = main_game
            .game
            .history()
            .iter()
            .map(|m| m.uci.to_string())
            .collect();
        assert_eq!(ucis, main_ucis, "{text}");
        let read = read_variant_games_with(text, &skip);
        assert!(matches!(read.as_slice(), [(1, Ok(_))]), "{text}");
        let read = chess_arbiter::variants::read_variant_games(text);
        assert!(matches!(read.as_slice(), [(1, Err(e))] if e.to_string() == main.to_string()));
    }
    let e = VariantGame::from_pgn("1. e4 (1. e5) e5 *").unwrap_err();
    assert_eq!(
        (e.reason(), e.article(), e.to_string().as_str()),
        (
            "ERR_ILLEGAL_MOVE",
            Some("3.10.2"),
            "game 1, line 1, column 11: variation 1 at ply 1: ply 1 (e5): illegal move"
        )
    );
    // Good variations, nested, in a variant of their own: read, the main line kept.
    let text = "[Variant \"Three-check\"]\n\n1. e4 e5 (1... d5 2. exd5 (2. Bb5+ c6 (2... Bd7)) 2... Qxd5) 2. Bc4 (2. Qh5 Nc6) 2... Nc6 3. Bxf7+ *";
    let g = VariantGame::from_pgn(text).unwrap();
    assert_eq!(g.variant(), Variant::ThreeCheck);
    let ucis: Vec<&str> = g.history().iter().map(|m| m.uci.as_str()).collect();
    assert_eq!(ucis, ["e2e4", "e7e5", "f1c4", "b8c6", "c4f7"]);
    // A variation checked in the variant's rules: in antichess a capture is forced, so 2. Nf3
    // (legal in chess) cannot replace 2. Bxb5 there.
    let text = "[Variant \"Antichess\"]\n\n1. e4 b5 2. Bxb5 (2. Nf3) *";
    let e = VariantGame::from_pgn(text).unwrap_err();
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    assert!(
        e.to_string()
            .starts_with("game 1, line 3, column 22: variation 1 at ply 3: ply 3 (Nf3): "),
        "{e}"
    );
}

/// Castling written in SAN that cannot be played: ruled as the king's attempt in UCI is, with
/// the main entry's code, article and squares (`O-O` from the start: the way is blocked,
/// Art. 3.8.2.2.2), where it said only "This move is not legal" (a new user's trial, session
/// 26); in antichess, which has no castling, as `e1g1` there: how a king moves.
#[test]
fn castling_san_is_ruled_as_the_main_entry_rules_it() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Kq - 0 1",
        "r3k2r/pppppppp/8/8/8/5n2/PPPPPPPP/R3K2R w KQkq - 0 1",
        "r3k2r/pppp1ppp/8/8/1b6/8/PPP1PPPP/R3K2R w KQkq - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQ - 0 1",
    ];
    let mut codes = Vec::new();
    for fen in fens {
        let main = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        for variant in [
            Variant::Standard,
            Variant::Crazyhouse,
            Variant::ThreeCheck,
            Variant::KingOfTheHill,
        ] {
            let fen = if variant == Variant::Crazyhouse {
                fen.replacen(' ', "[] ", 1)
            } else {
                fen.to_string()
            };
            let p = pos(variant, &fen);
            for t in ["O-O", "O-O-O", "0-0", "O-O+"] {
                let m = chess_arbiter::rulings::explain_text(&main, t).unwrap();
                let r = p.explain_text(t).unwrap();
                match (m, r) {
                    (Ok(_), Ok(r)) => assert!(
                        ["e1g1", "e1c1", "e8g8", "e8c8"].contains(&r.uci(p.mode()).as_str()),
                        "{variant} {fen} {t}"
                    ),
                    (Err(m), Err(r)) => {
                        assert_eq!(
                            (r.code, r.article, &r.squares),
                            (m.code(), Some(m.article), &m.squares),
                            "{variant} {fen} {t}"
                        );
                        if variant == Variant::Standard {
                            codes.push(r.code);
                        }
                    }
                    (m, r) => panic!("{variant} {fen} {t}: main {m:?}, variants {r:?}"),
                }
            }
        }
    }
    assert!(codes.contains(&"ERR_CASTLING_BLOCKED"), "{codes:?}");
    assert!(codes.iter().all(|c| *c != "ERR_ILLEGAL_MOVE"), "{codes:?}");
    // Antichess has no castling: `O-O` is the king's two-square step, as `e1g1` is ruled.
    let anti = pos(
        Variant::Antichess,
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1",
    );
    let castle = anti.explain_text("O-O").unwrap().unwrap_err();
    let uci = anti.explain_text("e1g1").unwrap().unwrap_err();
    assert_eq!(
        (castle.code, castle.article, castle.squares.clone()),
        (uci.code, uci.article, uci.squares)
    );
    assert_eq!(castle.code, "ERR_KING_MOVE");
}
