//! The join of PGN and games: loading (start positions, Chess960, lenient SAN, claims, errors
//! with where they are), writing (tags, result, annotations) and round trips, and every game of
//! the lichess sample files.

use chess_arbiter::game::pgn::{
    GameReader, LoadPgnErrorKind, PgnLoadOptions, game_from_pgn, game_to_pgn, read_game,
    read_games, write_game,
};
use chess_arbiter::game::{Game, GameError, Termination};
use chess_arbiter::pgn::{PgnEval, PgnResult, PgnWriteOptions, parse_pgn};
use chess_arbiter::{CastlingMode, Color};
use chess_arbiter::{MoveInput, PlayOptions};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn opts() -> PgnLoadOptions {
    PgnLoadOptions::default()
}

fn sans(game: &Game) -> Vec<&str> {
    game.history().iter().map(|m| m.san.as_str()).collect()
}

/// Writes `game` and reads it back: the same start, line, positions, outcome.
fn round_trip(game: &Game, source: Option<&chess_arbiter::pgn::PgnGame>) -> String {
    let text = write_game(game, source, &PgnWriteOptions::default());
    let back = read_game(&text, &opts()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.game.start_position(), game.start_position(), "{text}");
    assert_eq!(back.game.history(), game.history(), "{text}");
    assert_eq!(back.game.fen(), game.fen(), "{text}");
    assert_eq!(back.game.outcome(), game.outcome(), "{text}");
    assert_eq!(back.game.ended_at(), game.ended_at(), "{text}");
    // And writing the read game gives the same text.
    assert_eq!(
        write_game(&back.game, Some(&back.source), &PgnWriteOptions::default()),
        text
    );
    text
}

#[test]
fn a_game_with_tags_comments_and_clocks() {
    let text = "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Annotator \"me\"]\n\n\
                { Opening } 1. e4 { [%clk 0:05:00] best } e5 $1 2. Qh5 (2. Nf3 Nc6) Nc6 3. Bc4 Nf6?? \
                4. Qxf7# { [%eval #0] mate } 1-0\n";
    let loaded = read_game(text, &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(sans(g), ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    assert_eq!(g.outcome().unwrap().termination, Termination::Checkmate);
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    let s = &loaded.source;
    assert_eq!(s.comments, ["Opening"]);
    assert_eq!(s.moves[0].annotations.clock_ms, Some(300_000));
    assert_eq!(s.moves[0].annotations.comments_after, ["best"]);
    assert_eq!(s.moves[1].annotations.nags, [1]);
    assert_eq!(s.moves[2].variations.len(), 1);
    assert_eq!(s.moves[5].annotations.nags, [4]);
    assert_eq!(s.moves[6].annotations.eval, Some(PgnEval::Mate(0)));
    let out = round_trip(g, Some(s));
    assert_eq!(
        out,
        "[Event \"Casual\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n\
         [Black \"B\"]\n[Result \"1-0\"]\n[Annotator \"me\"]\n\n\
         { Opening } 1. e4 { [%clk 0:05:00] best } 1... e5 $1 2. Qh5 (2. Nf3 Nc6) 2...\n\
         Nc6 3. Bc4 Nf6 $4 4. Qxf7# { [%eval #0] mate } 1-0\n"
    );
}

#[test]
fn lenient_san_is_rewritten_as_played() {
    let loaded = read_game("1. e4 e5 2. Ng1f3 Nc6 3. Bc4+ Bc5 4. 0-0 Nf6 *", &opts()).unwrap();
    assert_eq!(
        sans(&loaded.game),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"]
    );
    let sources: Vec<&str> = loaded.source.moves.iter().map(|n| n.san.as_str()).collect();
    assert_eq!(sources, sans(&loaded.game));
    // Strict SAN refuses them.
    let e = read_game(
        "1. e4 e5 2. Ng1f3 *",
        &PgnLoadOptions {
            strict: true,
            ..opts()
        },
    )
    .unwrap_err();
    assert_eq!(e.reason(), "ERR_NOT_STRICT_SAN");
    assert_eq!(e.ply_and_san(), Some((3, "Ng1f3")));
    assert_eq!((e.line, e.column), (Some(1), Some(13)));
}

#[test]
fn setup_and_fen_tags() {
    let text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 5 40\"]\n\n40... Kd7 41. e4 *";
    let loaded = read_game(text, &opts()).unwrap();
    assert_eq!(
        loaded.game.start_position().fen(),
        "4k3/8/8/8/8/8/4P3/4K3 b - - 5 40"
    );
    assert_eq!(loaded.game.fen(), "8/3k4/8/8/4P3/8/8/4K3 b - - 0 41");
    let out = round_trip(&loaded.game, Some(&loaded.source));
    assert!(
        out.ends_with(
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 5 40\"]\n\n40... Kd7 41. e4 *\n"
        ),
        "{out}"
    );

    // A game not read from PGN gets SetUp and FEN when it does not start at the start.
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", CastlingMode::Standard).unwrap();
    g.play("e4", PlayOptions::new()).cloned().unwrap();
    let out = round_trip(&g, None);
    assert_eq!(
        out,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n\
         1. e4 *\n"
    );
    // A bad FEN tag.
    let e = read_game("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", &opts()).unwrap_err();
    assert_eq!(
        (e.code(), e.reason(), e.game),
        ("ERR_INVALID_PGN", "ERR_INVALID_FEN", 1)
    );
    assert_eq!((e.line, e.column), (None, None));
    // The acronym as everywhere else (a trial read "fen tag: invalid fen").
    assert_eq!(
        e.to_string(),
        "game 1: FEN tag: illegal position: white has no king; black has no king"
    );
    assert_eq!(e.article(), Some("3.10.3"));
}

#[test]
fn chess960_from_the_variant_tag_or_shredder_castling() {
    // Rooks on b and h: X-FEN KQkq names the outer rooks.
    let fen = "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1";
    let text = format!("[Variant \"Chess960\"]\n[FEN \"{fen}\"]\n\n1. O-O O-O-O 2. Rfe1 *");
    let loaded = read_game(&text, &opts()).unwrap();
    assert!(loaded.game.mode().is_chess960());
    assert_eq!(sans(&loaded.game), ["O-O", "O-O-O", "Rfe1"]);
    assert_eq!(loaded.game.history()[0].uci, "e1h1");
    assert_eq!(loaded.game.history()[1].uci, "e8b8");
    assert_eq!(loaded.game.fen(), "2kr3r/8/8/8/8/8/8/1R2R1K1 b - - 3 2");
    round_trip(&loaded.game, Some(&loaded.source));
    // Shredder castling alone is enough.
    let shredder = "[FEN \"1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1\"]\n\n1. O-O *";
    let loaded = read_game(shredder, &opts()).unwrap();
    assert!(loaded.game.mode().is_chess960());
    // A Chess960 game built by hand is written with Variant and a Shredder FEN.
    let mut g = Game::from_fen(fen, CastlingMode::Chess960).unwrap();
    g.play("O-O", PlayOptions::new()).cloned().unwrap();
    let out = round_trip(&g, None);
    assert!(out.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1\"]\n\n1. O-O *\n"), "{out}");
    // Other variants are refused.
    let e = read_game("[Variant \"Atomic\"]\n\n1. e4 *", &opts()).unwrap_err();
    assert_eq!(e.reason(), "ERR_UNSUPPORTED_VARIANT");
    assert_eq!(e.to_string(), "game 1: unsupported variant \"Atomic\"");
    // From Position is standard chess.
    assert!(read_game("[Variant \"From Position\"]\n\n1. e4 *", &opts()).is_ok());
}

#[test]
fn bom_crlf_cr_and_blank_lines() {
    let lf = "[Event \"x\"]\n\n\n1. e4 e5 2. Nf3 *\n";
    let crlf = "\u{feff}[Event \"x\"]\r\n\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n";
    let cr = "[Event \"x\"]\r\r\r1. e4 e5\r2. Nf3 *\r";
    for text in [lf, crlf, cr] {
        let loaded = read_game(text, &opts()).unwrap();
        assert_eq!(sans(&loaded.game), ["e4", "e5", "Nf3"]);
    }
    // Columns do not count the byte order mark; CRLF counts as one line break.
    let e = read_game("\u{feff}[Event \"x\"]\r\n\r\n1. e4 e5 2. Ke3 *", &opts()).unwrap_err();
    assert_eq!(
        (e.line, e.column, e.ply_and_san()),
        (Some(3), Some(13), Some((3, "Ke3")))
    );
}

#[test]
fn errors_name_the_game_the_ply_and_where() {
    let text = "[Event \"1\"]\n\n1. e4 e5 *\n\n[Event \"2\"]\n\n1. d4 d5\n2. c4 Qxc4 *\n";
    let e = read_games(text, &opts()).unwrap_err();
    assert_eq!(e.game, 2);
    assert_eq!((e.line, e.column), (Some(8), Some(7)));
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    assert_eq!(e.article(), Some("3.10.2"));
    assert_eq!(e.code(), "ERR_INVALID_PGN");
    assert!(matches!(
        &e.kind,
        LoadPgnErrorKind::Move { ply: 4, san, error: GameError::Move(_), .. } if san == "Qxc4"
    ));
    assert_eq!(
        e.to_string(),
        "game 2, line 8, column 7: ply 4 (Qxc4): illegal move"
    );

    // A syntax error keeps the parser's position and code.
    let e = read_games("1. e4 {unclosed\n", &opts()).unwrap_err();
    assert_eq!(e.reason(), "ERR_PGN_UNCLOSED_COMMENT");
    assert_eq!((e.game, e.line, e.column), (1, Some(1), Some(7)));
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 7: unclosed comment at \"{unclosed\""
    );

    // Ambiguous, a move after mate, a null move in check and with strict.
    let e = read_game(
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *",
        &opts(),
    )
    .unwrap_err();
    assert_eq!(e.reason(), "ERR_AMBIGUOUS_MOVE");
    let e = read_game("1. f3 e5 2. g4 Qh4# 3. a3 0-1", &opts()).unwrap_err();
    assert_eq!(
        (e.reason(), e.ply_and_san()),
        ("ERR_ILLEGAL_MOVE", Some((5, "a3")))
    );
    let e = read_game("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *", &opts()).unwrap_err();
    assert_eq!(
        (e.reason(), e.article(), e.ply_and_san()),
        ("ERR_ILLEGAL_MOVE", Some("3.9.2"), Some((6, "--")))
    );
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 30: ply 6 (--): a null move (--) is not allowed in check: it \
         would leave the king in check"
    );
    let strict = PgnLoadOptions {
        strict: true,
        ..opts()
    };
    let e = read_game("1. e4 -- *", &strict).unwrap_err();
    assert_eq!(
        (e.reason(), e.article(), e.ply_and_san()),
        ("ERR_NULL_MOVE", Some("1.2"), Some((2, "--")))
    );

    // The game reader goes on after a broken game.
    let all: Vec<_> = GameReader::new(text, opts()).collect();
    assert_eq!(all.len(), 2);
    assert!(all[0].is_ok() && all[1].is_err());
}

/// A TWIC-style record with a null move in its main line (issue #12): Black's 13th move is
/// missing from the score and the file writes `--` for it.
const TWIC_NULL: &str = "[Event \"Open\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"5\"]\n\
    [White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n\
    1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be2 e5 7.Nb3 Be7 8.O-O O-O 9.Be3 Be6\n\
    10.Qd2 Nbd7 11.a4 Rc8 12.a5 Qc7 13.Bg5 -- 14.Rad1 h6 15.Bxf6 Nxf6 1/2-1/2\n";

#[test]
fn null_moves_in_pgn_load_and_write_back() {
    let loaded = read_game(TWIC_NULL, &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(g.ply(), 30);
    assert_eq!(sans(g)[24..], ["Bg5", "--", "Rad1", "h6", "Bxf6", "Nxf6"]);
    let null = &g.history()[25];
    assert_eq!(
        (null.color, null.uci.as_str(), null.is_null()),
        (Color::Black, "0000", true)
    );
    assert_eq!(
        g.fen_at(26).unwrap(),
        "2r2rk1/1pqnbppp/p2pbn2/P3p1B1/4P3/1NN5/1PPQBPPP/R4RK1 w - - 3 14"
    );
    assert_eq!(
        g.fen(),
        "2r2rk1/1pq1bpp1/p2pbn1p/P3p3/4P3/1NN5/1PPQBPPP/3R1RK1 w - - 0 16"
    );
    let text = round_trip(g, Some(&loaded.source));
    assert!(
        text.replace('\n', " ")
            .contains("12. a5 Qc7 13. Bg5 -- 14. Rad1 h6 15. Bxf6 Nxf6 1/2-1/2"),
        "{text}"
    );
    // `Z0` reads as `--` and is written `--`; a null move in a variation is kept as written.
    let z = read_game("1. e4 Z0 2. d4 (2. Nf3 --) -- 3. c4 *", &opts()).unwrap();
    assert_eq!(sans(&z.game), ["e4", "--", "d4", "--", "c4"]);
    assert_eq!(
        write_game(&z.game, Some(&z.source), &PgnWriteOptions::default()),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 (2. Nf3 --) 2... -- 3. c4 *\n"
    );
    // As chess.js 1.4 writes a game with null moves.
    let mut c = Game::new();
    for m in ["e4", "e5", "--", "Nf6", "--", "--", "Nf3"] {
        c.play(m, PlayOptions::new()).cloned().unwrap();
    }
    let text = round_trip(&c, None);
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. -- Nf6 3. -- -- 4. Nf3 *\n"
    );
}

#[test]
fn marks_after_moves_load_as_the_move_reader_reads_them() {
    // Issue #12: `18. bxa6 e.p. Bd7` failed (ERR_INVALID_MOVE for `e`). Every form of the mark
    // loads the same game; glyphs become NAGs and the written PGN has plain SAN.
    let fen = "r1bq1rk1/p3bppp/4pn2/1P6/3P4/2N2N2/5PPP/R1BQ1RK1 b - - 0 17";
    let head = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n17... a5 ");
    let after = "r2q1rk1/3bbppp/P3pn2/8/3P4/2N2N2/5PPP/R1BQ1RK1 w - - 1 19";
    let mut texts = Vec::new();
    for ep in [
        "bxa6 e.p.",
        "bxa6e.p.",
        "bxa6 ep",
        "bxa6ep",
        "bxa6 e.p.!",
        "bxa6!? ep",
        "b5a6 ep",
    ] {
        let text = format!("{head}18. {ep} Bd7 *");
        let loaded = read_game(&text, &opts()).unwrap_or_else(|e| panic!("{ep}: {e}"));
        assert_eq!(sans(&loaded.game), ["a5", "bxa6", "Bd7"], "{ep}");
        assert_eq!(loaded.game.fen(), after, "{ep}");
        texts.push(write_game(
            &loaded.game,
            Some(&loaded.source),
            &PgnWriteOptions::default(),
        ));
    }
    assert!(
        texts[0].ends_with("\n\n17... a5 18. bxa6 Bd7 *\n"),
        "{}",
        texts[0]
    );
    assert!(
        texts[4].ends_with("\n\n17... a5 18. bxa6 $1 Bd7 *\n"),
        "{}",
        texts[4]
    );
    assert!(
        texts[5].ends_with("\n\n17... a5 18. bxa6 $5 Bd7 *\n"),
        "{}",
        texts[5]
    );
    // Check and mate marks with a space, glyphs with or without, promotion without `=`.
    let g = read_game(
        "1. e4 ! e5 2. Bc4 ?! Nc6 3. Qh5 !? Nf6 ?? 4. Qxf7 # 1-0",
        &opts(),
    )
    .unwrap();
    assert_eq!(
        sans(&g.game),
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
    );
    assert_eq!(
        g.source
            .moves
            .iter()
            .map(|n| n.annotations.nags.clone())
            .collect::<Vec<_>>(),
        [vec![1], vec![], vec![6], vec![], vec![5], vec![4], vec![]]
    );
    assert!(
        round_trip(&g.game, Some(&g.source))
            .ends_with("\n\n1. e4 $1 e5 2. Bc4 $6 Nc6 3. Qh5 $5 Nf6 $4 4. Qxf7# 1-0\n")
    );
    let promotion = "[FEN \"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1\"]\n\n";
    for moves in [
        "1. b8Q+ Kd7 2. Kf2 g1Q+",
        "1. b8=Q + Kd7 2. Kf2 g1(Q) +",
        "1. b8q+! Kd7 2. Kf2 g1/Q+",
    ] {
        let g = read_game(&format!("{promotion}{moves} *"), &opts())
            .unwrap_or_else(|e| panic!("{moves}: {e}"));
        assert_eq!(sans(&g.game), ["b8=Q+", "Kd7", "Kf2", "g1=Q+"], "{moves}");
    }
    // A lone `e` or `p` is still no move.
    let e = read_game("1. e4 e 2. d4 *", &opts()).unwrap_err();
    assert_eq!(
        (e.reason(), e.ply_and_san()),
        ("ERR_INVALID_MOVE", Some((2, "e")))
    );
    let e = read_game(&format!("{head}18. bxa6 e.p Bd7 *"), &opts()).unwrap_err();
    assert_eq!(
        (e.reason(), e.ply_and_san()),
        ("ERR_INVALID_MOVE", Some((3, "e")))
    );
}

#[test]
fn a_text_with_no_game_is_an_error_for_read_game_only() {
    for text in [
        "",
        "  \n\t\r\n",
        "\u{feff}",
        "{ only a comment }",
        "; a line comment\n\n{ and another }\n",
        "% an escape line\n",
    ] {
        let e = read_game(text, &opts()).unwrap_err();
        assert_eq!(
            (e.code(), e.reason(), e.game, e.line, e.column),
            ("ERR_INVALID_PGN", "ERR_PGN_EMPTY", 1, None, None),
            "{text:?}"
        );
        assert_eq!(e.kind, LoadPgnErrorKind::Empty);
        assert_eq!(e.article(), None);
        assert_eq!(e.ply_and_san(), None);
        assert_eq!(
            e.to_string(),
            "no game in the text (no tag, no move, no result)"
        );
        // Reading every game is no error: the PGN layer finds no game (comments alone are
        // none: `readGames('{ nothing }')` gave a game of comments where `Game.fromPgn` said
        // there was none; a new user's trial).
        let all = read_games(text, &opts()).unwrap();
        assert_eq!(all.len(), 0, "{text:?}");
    }
    // A tag, a result or a move makes a game; a comment before it belongs to it.
    for text in ["*", "[Event \"x\"]", "{ before } *"] {
        let loaded = read_game(text, &opts()).unwrap();
        assert_eq!(loaded.game.fen(), START, "{text:?}");
        let mut plain = loaded.game.clone();
        plain
            .set_annotations(0, chess_arbiter::game::Annotations::default())
            .unwrap();
        assert_eq!(
            plain,
            Game::new(),
            "{text:?}: a new game but for the root's comment"
        );
    }
    let loaded = read_game("{ before }\n\n1. e4 *", &opts()).unwrap();
    assert_eq!(sans(&loaded.game), ["e4"]);
    assert_eq!(loaded.source.comments, ["before"]);
}

#[test]
fn a_relaxed_start_is_written_and_read_back_with_relaxed() {
    // Two white bishops check from both ends of one diagonal: no move could give that check.
    let fen = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    let mut g = Game::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
    g.play("Ke3", PlayOptions::new()).cloned().unwrap();
    let text = write_game(&g, None, &PgnWriteOptions::default());
    assert!(
        text.ends_with(
            "[SetUp \"1\"]\n[FEN \"B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1\"]\n\n1... Ke3 *\n"
        ),
        "{text}"
    );
    let e = read_game(&text, &opts()).unwrap_err();
    assert_eq!(
        (e.code(), e.reason()),
        ("ERR_INVALID_PGN", "ERR_INVALID_FEN")
    );
    assert_eq!(e.article(), Some("3.10.3"));
    let relaxed = PgnLoadOptions {
        relaxed: true,
        ..opts()
    };
    let back = read_game(&text, &relaxed).unwrap();
    assert_eq!(back.game.start_position(), g.start_position());
    assert_eq!(sans(&back.game), ["Ke3"]);
    assert_eq!(back.game.fen(), "B6b/8/8/8/2K5/4k3/8/b6B w - - 1 2");
    // Relaxed reading still refuses a board with no kings.
    let e = read_game("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", &relaxed).unwrap_err();
    assert_eq!(e.reason(), "ERR_INVALID_FEN");
}

#[test]
fn variations_are_played_into_the_tree_and_kept_in_the_source() {
    let loaded = read_game("1. e4 (1. d4 d5 (1... Nf6)) e5 *", &opts()).unwrap();
    assert_eq!(sans(&loaded.game), ["e4", "e5"]);
    assert_eq!(loaded.game.children(0).unwrap().len(), 2);
    let v = &loaded.source.moves[0].variations[0];
    assert_eq!(v[0].san, "d4");
    assert_eq!(v[1].variations[0][0].san, "Nf6");
    let out = round_trip(&loaded.game, Some(&loaded.source));
    assert!(
        out.ends_with("\n\n1. e4 (1. d4 d5 (1... Nf6)) 1... e5 *\n"),
        "{out}"
    );
    // Without variations.
    let plain = write_game(
        &loaded.game,
        Some(&loaded.source),
        &PgnWriteOptions {
            variations: false,
            ..PgnWriteOptions::default()
        },
    );
    assert!(plain.ends_with("\n\n1. e4 e5 *\n"), "{plain}");
}

#[test]
fn annotations_are_kept_while_the_line_agrees() {
    let mut loaded = read_game("1. e4 {a} e5 {b} 2. Nf3 {c} Nc6 {d} 1/2-1/2", &opts()).unwrap();
    let g = &mut loaded.game;
    assert_eq!(g.outcome(), None, "no claim is valid, so no claim is read");
    let pgn = game_to_pgn(g, Some(&loaded.source));
    assert_eq!(
        pgn.result,
        Some(PgnResult::Draw),
        "the record's result while intact"
    );
    // A new move after undo is a variation (Branching::Variation): the main line and its
    // comments stay, so does the record's result.
    g.undo();
    g.undo();
    g.play("Bc4", PlayOptions::new()).cloned().unwrap();
    let pgn = game_to_pgn(g, Some(&loaded.source));
    let comments: Vec<_> = pgn
        .moves
        .iter()
        .map(|n| n.annotations.comments_after.clone())
        .collect();
    assert_eq!(comments, [["a"], ["b"], ["c"], ["d"]]);
    assert_eq!(pgn.moves[2].variations.len(), 1);
    assert_eq!(pgn.moves[2].variations[0][0].san, "Bc4");
    assert_eq!(pgn.result, Some(PgnResult::Draw));
    // Promoted to the main line: the record's result no longer holds.
    let bc4 = g.node_id();
    g.promote_to_mainline(bc4).unwrap();
    let pgn = game_to_pgn(g, Some(&loaded.source));
    let comments: Vec<_> = pgn
        .moves
        .iter()
        .map(|n| n.annotations.comments_after.clone())
        .collect();
    assert_eq!(
        comments,
        [vec!["a".to_string()], vec!["b".to_string()], vec![]]
    );
    assert_eq!(pgn.moves[2].variations[0][0].san, "Nf3");
    assert_eq!(
        pgn.moves[2].variations[0][0].annotations.comments_after,
        ["c"]
    );
    assert_eq!(pgn.result, Some(PgnResult::Unknown));
    assert_eq!(pgn.tag("Result"), Some("*"));
    // The whole tree is written wherever the current node is.
    g.goto(1).unwrap();
    assert_eq!(game_to_pgn(g, Some(&loaded.source)).moves.len(), 3);
}

#[test]
fn outcomes_and_claims_round_trip() {
    // Threefold by a knight dance, claimed: written 1/2-1/2, read back as the claim.
    let mut g = Game::new();
    for san in "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8".split(' ') {
        g.play(san, PlayOptions::new()).cloned().unwrap();
    }
    g.claim_draw().unwrap();
    let text = round_trip(&g, None);
    assert!(text.contains("[Result \"1/2-1/2\"]"));
    assert!(text.ends_with("4. Ng1 Ng8 1/2-1/2\n"));
    // Stalemate and checkmate.
    let mut g = Game::from_fen("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1", CastlingMode::Standard).unwrap();
    g.play("Kg6", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.outcome().unwrap().termination, Termination::Stalemate);
    assert!(round_trip(&g, None).ends_with("1. Kg6 1/2-1/2\n"));
    let mut g = Game::new();
    for san in "f3 e5 g4 Qh4".split(' ') {
        g.play(san, PlayOptions::new()).cloned().unwrap();
    }
    assert!(round_trip(&g, None).ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"));
    // The game_from_pgn entry for a tree read by the PGN layer.
    let games = parse_pgn("1. e4 e5 *\n\n1. d4 *").unwrap();
    assert_eq!(
        game_from_pgn(&games[1], &opts()).unwrap().fen(),
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        read_game("", &opts()).unwrap_err().reason(),
        "ERR_PGN_EMPTY"
    );
}

// ---------------------------------------------------------------- lichess files

fn lichess_files() -> Vec<(String, String)> {
    const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
    let entries = std::fs::read_dir(DIR).expect("the lichess data directory (../shared)");
    let mut files: Vec<(String, String)> = entries
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).expect("a readable PGN file");
            (name, text)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_lichess_game_loads_and_agrees_with_its_result() {
    let files = lichess_files();
    assert_eq!(files.len(), 6);
    let (mut games, mut plies) = (0, 0);
    let mut ends = std::collections::BTreeMap::<String, usize>::new();
    let (mut mates, mut stalemates) = (0, 0);
    for (name, text) in &files {
        let loaded = read_games(text, &opts()).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (i, l) in loaded.iter().enumerate() {
            games += 1;
            plies += l.game.line_len();
            let result = l.source.result.unwrap();
            let pos = l.game.position();
            if pos.is_checkmate() {
                mates += 1;
                let want = if pos.turn() == Color::White {
                    PgnResult::BlackWins
                } else {
                    PgnResult::WhiteWins
                };
                assert_eq!(result, want, "{name} game {}", i + 1);
            }
            if pos.is_stalemate() {
                stalemates += 1;
                assert_eq!(result, PgnResult::Draw, "{name} game {}", i + 1);
            }
            let key = match l.game.outcome() {
                Some(o) => format!("{} {} (recorded {result})", o.termination, o.result()),
                None => format!("none {result}"),
            };
            *ends.entry(key).or_default() += 1;
            if i % 97 == 0 {
                round_trip(&l.game, Some(&l.source));
            }
        }
    }
    assert_eq!(games, 8642);
    assert_eq!(plies, 589_364);
    assert_eq!((mates, stalemates), (1584, 58));
    let ends: Vec<(String, usize)> = ends.into_iter().collect();
    // The recorded results are the files' (lichess); the mates and stalemates agree with the
    // cozy-chess oracle (tests/differential.rs::lichess_games). The other endings' counts are
    // snapshots of our own rulings, pinned so that a change shows.
    let want: [(&str, usize); 10] = [
        ("checkmate 0-1 (recorded 0-1)", 744),
        ("checkmate 1-0 (recorded 1-0)", 840),
        // 4 of the 6: a king must take the last queen (then king against king), so the game
        // ends one move before the material runs out.
        ("dead_position 1/2-1/2 (recorded 1/2-1/2)", 6),
        ("fivefold_repetition 1/2-1/2 (recorded 1/2-1/2)", 4),
        ("insufficient_material 1/2-1/2 (recorded 1/2-1/2)", 129),
        ("none 0-1", 3156),
        ("none 1-0", 3420),
        ("none 1/2-1/2", 88),
        ("stalemate 1/2-1/2 (recorded 1/2-1/2)", 58),
        ("threefold_repetition 1/2-1/2 (recorded 1/2-1/2)", 197),
    ];
    let want: Vec<(String, usize)> = want.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    // Every automatic end and every claim read agrees with the recorded result.
    assert_eq!(ends, want);
}

/// A recorded result stands unless the Laws ended the game otherwise at the end of the main
/// line: a checkmate or a stalemate there gives its own result (Art. 5.1.1, 5.2.1), in the
/// record and in the text; a resignation before any end keeps the record's.
#[test]
fn a_recorded_result_gives_way_to_a_checkmate_or_stalemate() {
    let written = |text: &str| {
        let loaded = read_game(text, &opts()).unwrap();
        let pgn = game_to_pgn(&loaded.game, Some(&loaded.source));
        let text = write_game(
            &loaded.game,
            Some(&loaded.source),
            &PgnWriteOptions::default(),
        );
        (pgn.result, text)
    };
    let (result, text) = written("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0");
    assert_eq!(result, Some(PgnResult::BlackWins));
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.trim_end().ends_with("2. g4 Qh4# 0-1"), "{text}");
    let (result, _) =
        written("[FEN \"k7/8/1K6/2Q5/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qc7 1-0");
    assert_eq!(result, Some(PgnResult::Draw));
    // Resigned before any end: the record's result.
    let (result, text) = written("[Result \"1-0\"]\n\n1. f3 e5 2. g4 1-0");
    assert_eq!(result, Some(PgnResult::WhiteWins));
    assert!(text.trim_end().ends_with("2. g4 1-0"), "{text}");
}

/// A record's positions out of check are reached without looking whether they have a legal
/// move (the next move read shows they do); where no move follows, at the end of the main line
/// or of a variation, a stalemate is still found, and a null move after one is still refused.
#[test]
fn a_stalemate_where_a_line_ends_is_found() {
    let start = "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n[SetUp \"1\"]\n\n";
    let stalemate = Some(Termination::Stalemate);
    let ended = |game: &Game| game.outcome().map(|o| o.termination);
    // At the end of the main line.
    let main = read_game(&format!("{start}1. Qf7 *"), &opts())
        .unwrap()
        .game;
    assert_eq!(ended(&main), stalemate);
    // At the end of a variation (the main line ends in a mate), read last.
    let loaded = read_game(&format!("{start}1. Qf8# (1. Qf7) *"), &opts()).unwrap();
    let mut game = loaded.game;
    assert_eq!(
        ended(&game).map(|t| t == Termination::Checkmate),
        Some(true)
    );
    let variation = game.variations(game.line_ids()[0]).unwrap()[0];
    game.goto_node(variation).unwrap();
    assert_eq!(sans(&game), ["Qf7"]);
    assert_eq!(ended(&game), stalemate);
    // The same game as played move by move.
    let mut played =
        Game::from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", CastlingMode::Standard).unwrap();
    played.play("Qf7", PlayOptions::RECORDED).unwrap();
    assert_eq!(main, played);
    // A null move after the stalemate: refused, in the main line and in a variation.
    let err = read_game(&format!("{start}1. Qf7 -- *"), &opts()).unwrap_err();
    assert!(
        matches!(err.kind, LoadPgnErrorKind::Move { ref error, .. }
            if matches!(error, GameError::GameOver(o) if o.termination == Termination::Stalemate)),
        "{err:?}"
    );
    let skip = PgnLoadOptions {
        skip_bad_variations: true,
        ..opts()
    };
    let loaded = read_game(&format!("{start}1. Qf8# (1. Qf7 --) *"), &skip).unwrap();
    assert_eq!(loaded.warnings.len(), 1, "{:?}", loaded.warnings);
    let root = loaded.game.line_ids()[0];
    assert_eq!(loaded.game.children(root).unwrap().len(), 1);
}

/// A game read from PGN leaves the dead-position test of its line for later (`Game::settle`,
/// run by the first question about how the game ends): at every ply of every lichess game, the
/// answers are those of the same moves played one by one (`play` with `PlayOptions::RECORDED`, which runs it after
/// each move): the outcome, where the game ended, the dead-position answer, and the flag-fall
/// verdicts at the end. Also after a move played from the middle of a read game (the test of
/// the line up to there is completed first) and after a null move read from the text.
#[test]
fn deferred_dead_position_tests_answer_as_moves_played_one_by_one() {
    let (mut plies, mut ended, mut dead) = (0, 0, 0);
    for (name, text) in &lichess_files() {
        let loaded = read_games(text, &opts()).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (i, l) in loaded.iter().enumerate() {
            let line = l.game.line().to_vec();
            let mut eager = Game::from_position(*l.game.start_position());
            for m in &line {
                eager
                    .play(&m.mv.unwrap(), PlayOptions::RECORDED)
                    .cloned()
                    .unwrap();
            }
            // A drawn record is read as the claim its last position allows.
            if l.source.result == Some(PgnResult::Draw) && eager.outcome().is_none() {
                let _ = eager.claim_draw();
            }
            let mut read = l.game.clone();
            for ply in (0..=line.len()).rev() {
                read.goto(ply).unwrap();
                eager.goto(ply).unwrap();
                let at = format!("{name} game {} ply {ply}", i + 1);
                assert_eq!(read.outcome(), eager.outcome(), "{at}");
                assert_eq!(read.ended_at(), eager.ended_at(), "{at}");
                assert_eq!(read.is_dead_position(), eager.is_dead_position(), "{at}");
                plies += 1;
            }
            read.goto(line.len()).unwrap();
            eager.goto(line.len()).unwrap();
            ended += usize::from(eager.ended_at().is_some());
            dead += usize::from(eager.is_dead_position());
            if i % 5 == 0 {
                for c in [Color::White, Color::Black] {
                    assert_eq!(read.timeout(c), eager.timeout(c), "{name} game {}", i + 1);
                }
            }
            // A move from the middle: the line up to there is completed, then played on.
            let k = line.len() / 2;
            let mut from_read = l.game.clone();
            from_read.goto(k).unwrap();
            let mut from_eager = eager.clone();
            from_eager.goto(k).unwrap();
            if let Some(other) = from_read
                .legal_moves()
                .into_iter()
                .find(|m| Some(*m) != line.get(k).and_then(|p| p.mv))
            {
                from_read
                    .play(&other, PlayOptions::RECORDED)
                    .cloned()
                    .unwrap();
                from_eager
                    .play(&other, PlayOptions::RECORDED)
                    .cloned()
                    .unwrap();
                for ply in 0..=k + 1 {
                    from_read.goto(ply).unwrap();
                    from_eager.goto(ply).unwrap();
                    assert_eq!(
                        from_read.outcome(),
                        from_eager.outcome(),
                        "{name} {i} {ply}"
                    );
                    assert_eq!(
                        from_read.ended_at(),
                        from_eager.ended_at(),
                        "{name} {i} {ply}"
                    );
                }
            }
        }
    }
    // Every ply of the 8,642 games (589,364 moves) and its start; the games whose line holds an
    // automatic end, and those whose last position is dead (stalemate, insufficient material
    // or dead beyond material).
    assert_eq!((plies, ended, dead), (598_006, 1781, 193));
}

/// The deferred test with a null move in the text and play past a dead position: `--` is
/// played while the line read so far waits, and the ends found later are the eager ones.
#[test]
fn deferred_dead_position_tests_across_a_null_move_and_play_past_the_end() {
    // 3... Kxd8 leaves king and bishop against king: dead (insufficient material) at ply 6;
    // the moves after it are played from the record; a null move on the way.
    let pgn = "[FEN \"3qk3/8/8/8/8/8/8/3QKB2 w - - 0 1\"]\n\n1. Qxd8+ Kxd8 2. Bc4 -- 3. Kd2 Ke7 *";
    let loaded = read_game(pgn, &opts()).unwrap();
    let mut eager =
        Game::from_fen("3qk3/8/8/8/8/8/8/3QKB2 w - - 0 1", CastlingMode::Standard).unwrap();
    for m in loaded.game.line() {
        match m.mv {
            Some(mv) => eager.play(&mv, PlayOptions::RECORDED).cloned().map(|_| ()),
            None => eager
                .play(MoveInput::Null, PlayOptions::RECORDED)
                .cloned()
                .map(|_| ()),
        }
        .unwrap();
    }
    let mut read = loaded.game.clone();
    for ply in (0..=eager.line_len()).rev() {
        read.goto(ply).unwrap();
        eager.goto(ply).unwrap();
        assert_eq!(read.outcome(), eager.outcome(), "ply {ply}");
        assert_eq!(read.ended_at(), eager.ended_at(), "ply {ply}");
    }
    read.goto(read.line_len()).unwrap();
    assert_eq!(read.ended_at(), Some(2));
    assert_eq!(
        read.outcome().map(|o| o.termination),
        Some(Termination::InsufficientMaterial)
    );
}

/// A dead position reached by a move of the text (locked pawns once the knight is taken,
/// Art. 5.2.2), then the kings
/// shuffle until the position after it stands for the fifth time: read from PGN, the test
/// left for later finds the dead position at ply 1 and at every later ply, before the fivefold
/// repetition that the line read without it counted at ply 17, as moves played one by one do.
#[test]
fn deferred_dead_position_test_comes_before_a_fivefold_repetition() {
    let fen = "k7/3n4/4B3/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1";
    let pgn = format!(
        "[FEN \"{fen}\"]\n\n1. Bxd7 Kb8 2. Kb1 Ka8 3. Ka1 Kb8 4. Kb1 Ka8 5. Ka1 Kb8 6. Kb1 Ka8 7. Ka1 Kb8 8. Kb1 Ka8 9. Ka1 *"
    );
    let loaded = read_game(&pgn, &opts()).unwrap();
    let mut eager = Game::from_fen(fen, CastlingMode::Standard).unwrap();
    for m in loaded.game.line() {
        eager
            .play(&m.mv.unwrap(), PlayOptions::RECORDED)
            .cloned()
            .unwrap();
    }
    let mut read = loaded.game.clone();
    assert_eq!(read.line_len(), 17);
    for ply in (0..=17).rev() {
        read.goto(ply).unwrap();
        eager.goto(ply).unwrap();
        assert_eq!(read.outcome(), eager.outcome(), "ply {ply}");
        assert_eq!(read.ended_at(), eager.ended_at(), "ply {ply}");
        assert_eq!(read.is_dead_position(), ply > 0, "ply {ply}");
    }
    read.goto(17).unwrap();
    assert_eq!(read.ended_at(), Some(1));
    assert_eq!(
        read.outcome().map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
    assert_eq!(read.repetitions(), vec![1, 5, 9, 13, 17]);
}

/// Issue 38: what the reader takes leniently is in `warnings`, first, placed and quoted; a move
/// error quotes the word of the text that holds the move when it is more than the SAN.
#[test]
fn lenient_readings_are_warnings_and_move_errors_quote_the_text() {
    let text = "[Event \"a \"b\" c\"]\n\n1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 0.5-0.5\n";
    let options = PgnLoadOptions {
        skip_bad_variations: true,
        ..opts()
    };
    let loaded = read_game(text, &options).unwrap();
    let w: Vec<(&str, String)> = loaded
        .warnings
        .iter()
        .map(|w| (w.reason(), w.to_string()))
        .collect();
    assert_eq!(
        w,
        [
            (
                "WARN_PGN_UNESCAPED_QUOTE",
                "game 1, line 1, column 8: tag value with unescaped quotes at \"a \\\"b\\\" c\""
                    .to_string()
            ),
            (
                "WARN_PGN_RESULT_SPELLING",
                "game 1, line 3, column 36: result read as 1/2-1/2 at \"0.5-0.5\"".to_string()
            ),
            (
                "ERR_ILLEGAL_MOVE",
                "game 1, line 3, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move"
                    .to_string()
            ),
        ]
    );
    assert_eq!(loaded.source.tag("Event"), Some("a \"b\" c"));
    assert_eq!(loaded.source.result, Some(PgnResult::Draw));
    // Written back as the standard writes it; read back without a warning.
    let written = write_game(
        &loaded.game,
        Some(&loaded.source),
        &PgnWriteOptions::default(),
    );
    assert!(
        written.starts_with("[Event \"a \\\"b\\\" c\"]\n"),
        "{written}"
    );
    assert!(written.ends_with(" 1/2-1/2\n"), "{written}");
    assert!(read_game(&written, &opts()).unwrap().warnings.is_empty());
    // The same through every reader: read_games, GameReader.
    assert_eq!(read_games(text, &options).unwrap()[0].warnings.len(), 3);
    assert_eq!(
        GameReader::new(text, options)
            .next()
            .unwrap()
            .unwrap()
            .warnings
            .len(),
        3
    );

    for (text, message) in [
        (
            "1. e4 e5 2. Ke3!? *",
            "game 1, line 1, column 13: ply 3 (Ke3, written \"Ke3!?\"): illegal move",
        ),
        (
            "1. e4 e5 2.Ke3 *",
            "game 1, line 1, column 12: ply 3 (Ke3): illegal move",
        ),
        (
            "1. e4 e5 2...Ke3 *",
            "game 1, line 1, column 14: ply 3 (Ke3): illegal move",
        ),
    ] {
        assert_eq!(
            read_game(text, &opts()).unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
    let e = read_game("1. e4 e5 0.5:0.5", &opts()).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("game 1, line 1, column 12: ply 3 (5:0, written \"0.5:0.5\"): "),
        "{e}"
    );
    // A text written as read is named once (a new-user trial read "(1/2, written \"1/2\")").
    let e = read_game("1. e4 e5 1/2", &opts()).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("game 1, line 1, column 10: ply 3 (1/2): not a move in SAN"),
        "{e}"
    );
    // Without the text (game_from_pgn), the SAN alone.
    let pgn = parse_pgn("1. e4 e5 2. Ke3!? *").unwrap();
    let e = game_from_pgn(&pgn[0], &opts()).unwrap_err();
    assert_eq!(e.to_string(), "game 1: ply 3 (Ke3): illegal move");
}

// ------------------------------------------------ validating without keeping (validate_games)

/// The moves of a record's line and of its variations.
fn record_moves(line: &[chess_arbiter::pgn::PgnNode]) -> usize {
    line.iter()
        .map(|n| 1 + n.variations.iter().map(|v| record_moves(v)).sum::<usize>())
        .sum()
}

/// `validate_games` over `text` against the games `GameReader` plays from it, game by game:
/// a game valid for one is valid for the other, with the plies of its main line, the moves of
/// its tree, its skipped variations and its result; a game refused is refused with the same
/// error (game, line, column, ply, variation, cause). Gives the validation.
fn validated_as_read(
    text: &str,
    options: PgnLoadOptions,
) -> Vec<Result<chess_arbiter::game::ValidatedGame, chess_arbiter::game::pgn::LoadPgnError>> {
    let validated = chess_arbiter::game::validate_games(text, &options);
    let read: Vec<_> = GameReader::new(text, options).collect();
    assert_eq!(validated.len(), read.len(), "{text}");
    for (i, (v, r)) in validated.iter().zip(&read).enumerate() {
        match (v, r) {
            (Ok(v), Ok(r)) => {
                let skipped = r
                    .warnings
                    .iter()
                    .filter(|w| matches!(w.kind, LoadPgnErrorKind::Move { .. }))
                    .count();
                assert_eq!(
                    (v.plies, v.moves, v.skipped_variations, v.result),
                    (
                        r.game.mainline().len(),
                        record_moves(&r.source.moves),
                        skipped,
                        r.source.result
                    ),
                    "game {} of {text}",
                    i + 1
                );
            }
            (Err(v), Err(r)) => assert_eq!(v, r, "game {} of {text}", i + 1),
            _ => panic!("game {}: {v:?} against {r:?}\n{text}", i + 1),
        }
    }
    validated
}

#[test]
fn validation_agrees_with_reading_on_every_lichess_game() {
    let (mut games, mut plies, mut moves) = (0, 0, 0);
    for (name, text) in &lichess_files() {
        for (i, v) in validated_as_read(text, opts()).into_iter().enumerate() {
            let v = v.unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            games += 1;
            plies += v.plies;
            moves += v.moves;
        }
    }
    assert_eq!(games, 8642);
    assert_eq!(plies, 589_364);
    assert_eq!(moves, 589_364); // no variations in these exports
}

#[test]
fn validation_counts_the_plies_of_real_games() {
    let files = lichess_files();
    let (name, text) = &files[0];
    assert_eq!(name, "lichess_DannyTheDonkey_2019-01-29.pgn");
    let validated = chess_arbiter::game::validate_games(text, &opts());
    let first: Vec<(usize, Option<PgnResult>)> = validated
        .iter()
        .take(3)
        .map(|v| {
            let v = v.as_ref().unwrap();
            (v.plies, v.result)
        })
        .collect();
    assert_eq!(first, FIRST_THREE);
}

/// The plies and results of the first three games of `lichess_DannyTheDonkey_2019-01-29.pgn`.
const FIRST_THREE: [(usize, Option<PgnResult>); 3] = [
    (89, Some(PgnResult::WhiteWins)),
    (71, Some(PgnResult::WhiteWins)),
    (63, Some(PgnResult::WhiteWins)),
];

#[test]
fn validation_finds_an_illegal_move_with_its_place() {
    let text = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n\
                [Event \"b\"]\n\n1. d4 d5 2.Ke3! Nf6 *\n\n\
                [Event \"c\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    let validated = validated_as_read(text, opts());
    assert_eq!(validated[0].as_ref().unwrap().plies, 4);
    let e = validated[1].as_ref().unwrap_err();
    assert_eq!((e.game, e.line, e.column), (2, Some(7), Some(12)));
    assert_eq!(e.ply_and_san(), Some((3, "Ke3")));
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    assert_eq!(
        e.to_string(),
        "game 2, line 7, column 12: ply 3 (Ke3, written \"2.Ke3!\"): illegal move"
    );
    // The game after it is read: the reading goes on.
    let last = validated[2].as_ref().unwrap();
    assert_eq!((last.plies, last.result), (7, Some(PgnResult::WhiteWins)));
    // A move after the mate is no legal move.
    let after_mate = chess_arbiter::game::validate_games(
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 1-0",
        &opts(),
    );
    let e = after_mate[0].as_ref().unwrap_err();
    assert_eq!((e.ply_and_san(), e.column), (Some((8, "Ke7")), Some(41)));
}

#[test]
fn validation_plays_variations_from_their_own_position() {
    // `dxe5` is legal only after `1. d4 e5`, `Bxf7+` only from c4, the nested `3... Ke7` only
    // after `3. Bxf7+`.
    let text = "1. e4 (1. d4 e5 2. dxe5) 1... e5 2. Nf3 (2. Bc4 Nc6 3. Bxf7+ Kxf7 (3... Ke7 4. Bb3)) \
                2... Nc6 ( ) *";
    let v = validated_as_read(text, opts());
    let v = v[0].as_ref().unwrap();
    assert_eq!((v.plies, v.moves, v.skipped_variations), (4, 13, 0));
    // A variation's move that is legal in the main line only: refused, with where the
    // variation hangs (the first alternative to ply 3, inside the second to ply 1).
    let text = "1. e4 (1. d3) (1. d4 e5 2. Nf3 (2. e5)) 1... e5 *";
    let v = validated_as_read(text, opts());
    let e = v[0].as_ref().unwrap_err();
    match &e.kind {
        LoadPgnErrorKind::Move { ply, variation, .. } => {
            assert_eq!((*ply, &**variation), (3, &[(1, 2), (3, 1)][..]));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(e.column, Some(36));
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    // Skipped when asked: the game holds the rest.
    let skip = PgnLoadOptions {
        skip_bad_variations: true,
        ..opts()
    };
    let v = validated_as_read(text, skip);
    let v = v[0].as_ref().unwrap();
    assert_eq!((v.plies, v.moves, v.skipped_variations), (2, 6, 1));
}

#[test]
fn validation_reports_syntax_errors_and_bad_starts_as_reading_does() {
    let text = "1. e4 e5 2. Nf3 ) Nc6 *\n\n\
                [FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n\
                [Variant \"Atomic\"]\n\n1. e4 *\n\n\
                [FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1... -- *\n\n\
                1. e4 -- 2. d4 Nf6 ( 2... $1 ) *\n\n\
                [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O+ Kd7 2. Rf7+ *\n";
    let v = validated_as_read(text, opts());
    let reasons: Vec<&str> = v
        .iter()
        .map(|g| g.as_ref().map_or_else(|e| e.reason(), |_| "ok"))
        .collect();
    assert_eq!(
        reasons,
        [
            "ERR_PGN_UNBALANCED_PARENTHESIS",
            "ERR_INVALID_FEN",
            "ERR_UNSUPPORTED_VARIANT",
            "ERR_GAME_OVER",
            "ERR_PGN_ANNOTATION_WITHOUT_MOVE",
            "ok"
        ]
    );
    let e = v[0].as_ref().unwrap_err();
    assert_eq!((e.game, e.line, e.column), (1, Some(1), Some(17)));
    assert_eq!(v[5].as_ref().unwrap().plies, 3);
    // Strict SAN, as reading strictly takes it.
    let strict = PgnLoadOptions {
        strict: true,
        ..opts()
    };
    let v = validated_as_read("1. e4 e5 2. Ng1f3 Nc6 *\n\n1. e4 e5 2. Nf3 *", strict);
    assert_eq!(v[0].as_ref().unwrap_err().reason(), "ERR_NOT_STRICT_SAN");
    assert_eq!(v[1].as_ref().unwrap().plies, 3);
}
