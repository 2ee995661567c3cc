//! Tests of the PGN syntax layer (`chess_arbiter::pgn`): every feature with a
//! small literal PGN and exact tree contents, exact error positions, the
//! writer's exact output, the lichess files, and no-panic property tests.

use chess_arbiter::pgn::*;
use proptest::prelude::*;

fn one(text: &str) -> PgnGame {
    let games = parse_pgn(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(games.len(), 1, "expected one game");
    games.into_iter().next().unwrap()
}

fn sans(line: &[PgnNode]) -> Vec<&str> {
    line.iter().map(|n| n.san.as_str()).collect()
}

fn err(text: &str) -> ParsePgnError {
    match parse_pgn(text) {
        Ok(g) => panic!("expected an error, got {} games", g.len()),
        Err(e) => e,
    }
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

/// Writes, reads back, and checks the promise of `to_pgn`.
fn round_trip(game: &PgnGame) -> String {
    let text = game.to_pgn(&PgnWriteOptions::default());
    let back = parse_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.len(), 1, "{text}");
    let mut expected = game.clone();
    expected.tags = game.export_tags();
    if expected.result.is_none() {
        expected.result = Some(
            game.tag("Result")
                .and_then(PgnResult::from_token)
                .unwrap_or(PgnResult::Unknown),
        );
    }
    assert_eq!(back[0], expected, "{text}");
    // Movetext lines fit in 79 characters unless the writer may not break them: one token, or
    // a comment's words it keeps together (a `[%...]` command whole, a word starting with `[`
    // or `%` joined to the one before, the braces joined to the first and last words).
    let movetext = text.split_once("\n\n").map_or("", |(_, m)| m);
    for line in movetext.lines() {
        assert!(
            line.chars().count() <= 79 || line.starts_with(';') || !breakable(line),
            "long line {line:?}"
        );
    }
    text
}

/// Whether the writer could have broken `line` at one of its spaces (see `round_trip`).
fn breakable(line: &str) -> bool {
    let mut open = false; // inside a `[%...]` command
    let mut prev = "";
    for (i, w) in line.split(' ').filter(|w| !w.is_empty()).enumerate() {
        if i > 0 && !open && prev != "{" && !w.starts_with(['[', '%', '}']) {
            return true;
        }
        if w == "}" {
            open = false;
        } else {
            let b = w.as_bytes();
            for (j, &c) in b.iter().enumerate() {
                if c == b'[' && b.get(j + 1) == Some(&b'%') {
                    open = true;
                } else if c == b']' {
                    open = false;
                }
            }
        }
        prev = w;
    }
    false
}

// ---------------------------------------------------------------- reading

#[test]
fn tags_moves_and_result() {
    let g = one(
        "[Event \"Casual\"]\n[Site \"Here\"]\n[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n",
    );
    assert_eq!(
        g.tags,
        tags(&[("Event", "Casual"), ("Site", "Here"), ("White", "A")])
    );
    assert_eq!(sans(&g.moves), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert_eq!(g.result, Some(PgnResult::Draw));
    assert_eq!(g.tag("Site"), Some("Here"));
    assert_eq!(g.tag("Black"), None);
    assert!(g.comments.is_empty());
    assert_eq!(
        g.moves[0],
        PgnNode {
            san: "e4".into(),
            ..PgnNode::default()
        }
    );
}

#[test]
fn tag_escapes_and_spacing() {
    let g = one("[Event \"say \\\"hi\\\" \\\\ back\\slash\"]\n[ Site   \"x\" ]\n[Empty \"\"]\n*");
    assert_eq!(
        g.tags,
        tags(&[
            ("Event", "say \"hi\" \\ back\\slash"),
            ("Site", "x"),
            ("Empty", "")
        ])
    );
    assert_eq!(g.result, Some(PgnResult::Unknown));
    assert!(g.moves.is_empty());
    let text = round_trip(&g);
    assert!(
        text.starts_with("[Event \"say \\\"hi\\\" \\\\ back\\\\slash\"]\n"),
        "{text}"
    );
}

#[test]
fn bom_and_line_ends() {
    let lf = "[Event \"E\"]\n[Site \"S\"]\n\n1. e4 {a\nb} e5 ; rest\n2. Nf3 1-0\n";
    let expected = one(lf);
    assert_eq!(expected.moves[0].annotations.comments_after, ["a b"]);
    assert_eq!(expected.moves[1].annotations.comments_after, ["rest"]);
    for text in [
        format!("\u{feff}{lf}"),
        lf.replace('\n', "\r\n"),
        lf.replace('\n', "\r"),
        format!("\u{feff}{}", lf.replace('\n', "\r\n")),
    ] {
        assert_eq!(one(&text), expected, "{text:?}");
    }
}

#[test]
fn joined_files_with_byte_order_marks() {
    let games =
        parse_pgn("\u{feff}[Event \"a\"]\n\n1. e4 *\n\u{feff}[Event \"b\"]\n\n1.\u{a0}d4 *\n")
            .unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tags, tags(&[("Event", "b")]));
    assert_eq!(sans(&games[1].moves), ["d4"]);
}

#[test]
fn blank_lines_anywhere() {
    let g = one("\n\n[Event \"E\"]\n\n[Site \"S\"]\n\n\n1. e4\n\n\ne5\n\n 1-0\n\n\n");
    assert_eq!(g.tags, tags(&[("Event", "E"), ("Site", "S")]));
    assert_eq!(sans(&g.moves), ["e4", "e5"]);
    assert_eq!(g.result, Some(PgnResult::WhiteWins));
}

#[test]
fn comments_and_escape_lines() {
    let text = "% a comment for the computer\n[Event \"E\"]\n%another [Event \"no\"]\n\n{Start\nof game} 1. e4 {multi\r\nline   comment} ; to end of line {not brace\ne5 {} 2. Nf3 {a} {b}\n% 3. zz\n*";
    let g = one(text);
    assert_eq!(g.tags, tags(&[("Event", "E")]));
    assert_eq!(g.comments, ["Start of game"]);
    assert_eq!(sans(&g.moves), ["e4", "e5", "Nf3"]);
    assert_eq!(
        g.moves[0].annotations.comments_after,
        ["multi line   comment", "to end of line {not brace"]
    );
    assert_eq!(g.moves[1].annotations.comments_after, [""]);
    assert_eq!(g.moves[2].annotations.comments_after, ["a", "b"]);
    assert_eq!(g.result, Some(PgnResult::Unknown));
    round_trip(&g);
}

#[test]
fn percent_only_escapes_at_column_zero() {
    let e = err("1. e4 % not an escape\n*");
    assert_eq!((e.line, e.column), (1, 7));
    assert_eq!(e.kind, PgnErrorKind::UnexpectedCharacter('%'));
}

#[test]
fn move_number_forms() {
    let g = one("12. e4 12... e5 13.Nf3 13…Nc6 14 Bb5 14. ... a6 15... O-O *");
    assert_eq!(
        sans(&g.moves),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]
    );
}

#[test]
fn lenient_san_is_kept_as_written() {
    let g = one("1. 0-0 0-0-0 2. exd6e.p -- 3. e8=Q+ Nf3# 4. Pe4 e4:d5 *");
    assert_eq!(
        sans(&g.moves),
        [
            "0-0", "0-0-0", "exd6e", "p", "--", "e8=Q+", "Nf3#", "Pe4", "e4:d5"
        ]
    );
}

#[test]
fn nags_and_suffixes() {
    let g = one(
        "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $1 Nf6 !? 5. O-O += d6 +- 6. c3 = *",
    );
    let nags: Vec<Vec<u8>> = g.moves.iter().map(|n| n.annotations.nags.clone()).collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![14, 1],
            vec![5],
            vec![14],
            vec![18],
            vec![10]
        ]
    );
    assert_eq!(sans(&g.moves)[6], "Ba4");
    let text = round_trip(&g);
    assert!(text.contains("1. e4 $1 e5 $2 2. Nf3 $3"), "{text}");
}

#[test]
fn marks_after_a_move_read_as_the_lenient_move_reader_reads_them() {
    // Issue #12: `bxa6 e.p.` was split into moves `e` and `p`. Every mark the lenient reader
    // accepts after a move (chess_arbiter::san::mark_at) reads the same here, with or without
    // a space before it: `e.p.` and `ep` are dropped, `+` and `#` stay in the SAN, glyphs are
    // NAGs.
    let g = one("18. bxa6 e.p. Bd7 19. bxa6e.p. Bd7 20. exd6 ep Nf6 21. exd6ep Nf6 *");
    assert_eq!(
        sans(&g.moves),
        ["bxa6", "Bd7", "bxa6", "Bd7", "exd6", "Nf6", "exd6", "Nf6"]
    );
    assert!(g.moves.iter().all(|n| n.annotations.nags.is_empty()));
    let g = one(
        "1. e4! e5 ! 2. Nf3!? Nc6 ?! 3. Qh5?? Nf6 ?? 4. Qxf7# !! Ke7 +! 5. Qh5 + e8Q 6. e8=Q+ \
         exd6 e.p.! 7. Bc4!? e.p. Qd6 #? *",
    );
    assert_eq!(
        sans(&g.moves),
        [
            "e4", "e5", "Nf3", "Nc6", "Qh5", "Nf6", "Qxf7#", "Ke7+", "Qh5+", "e8Q", "e8=Q+",
            "exd6", "Bc4", "Qd6#"
        ]
    );
    let nags: Vec<Vec<u8>> = g.moves.iter().map(|n| n.annotations.nags.clone()).collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![1],
            vec![5],
            vec![6],
            vec![4],
            vec![4],
            vec![3],
            vec![1],
            vec![],
            vec![],
            vec![],
            vec![1],
            vec![5],
            vec![2]
        ]
    );
    // The glyphs survive a round trip as NAGs, the check marks in the SAN.
    let text = round_trip(&g).replace('\n', " ");
    assert!(
        text.contains("4. Qxf7# $3 Ke7+ $1 5. Qh5+ e8Q 6. e8=Q+ exd6 $1 7. Bc4 $5 Qd6# $2 *"),
        "{text}"
    );
    // A promotion in parentheses is part of the move, not a variation.
    let g = one("1. e8(Q) fxe1(n)+ 2. a8 (2. b8 Kd7) *");
    assert_eq!(sans(&g.moves), ["e8(Q)", "fxe1(n)+", "a8"]);
    assert_eq!(sans(&g.moves[2].variations[0]), ["b8", "Kd7"]);
    // Evaluations after a move are still NAGs, not a check mark.
    let g = one("1. e4 +- e5 -+ 2. d4 += d5 =+ 3. c4 +/- c5 -/+ *");
    let nags: Vec<Vec<u8>> = g.moves.iter().map(|n| n.annotations.nags.clone()).collect();
    assert_eq!(
        nags,
        [vec![18], vec![19], vec![14], vec![15], vec![16], vec![17]]
    );
    assert_eq!(sans(&g.moves), ["e4", "e5", "d4", "d5", "c4", "c5"]);
    // A lone `e` or `p`, `e.p` without its last period, or `ep` after no move are no marks:
    // they stay moves for the game layer to refuse.
    let g = one("1. e4 e 2. d4 p 3. exd6 e.p 4. c4 {c} ep 5. Nf3 epd *");
    assert_eq!(
        sans(&g.moves),
        [
            "e4", "e", "d4", "p", "exd6", "e", "p", "c4", "ep", "Nf3", "epd"
        ]
    );
    // An unknown glyph run is still an error, attached or not.
    for text in ["1. e4!!! *", "1. e4 !!! *", "1. e4 e.p. ?!? *"] {
        assert_eq!(err(text).kind, PgnErrorKind::InvalidAnnotation, "{text}");
    }
}

#[test]
fn clock_and_eval_commands() {
    let text = "1. e4 { [%eval 0.24] [%clk 0:10:00] } 1... e5 { [%eval -0.3] [%clk 1:02:03.5] } \
                2. Qh5 { [%eval #-2] } 2... Nc6 { [%clk 0:00:05.25] good [%csl Ga4] move } \
                3. Bc4 { [%eval 0.17,20] } 3... Nf6 { [%clk 0:01:00] } { [%clk 0:02:00] } 4. Qxf7# { [%eval #0] } 1-0";
    let g = one(text);
    let m = &g.moves;
    assert_eq!(m[0].annotations.eval, Some(PgnEval::Centipawns(24)));
    assert_eq!(m[0].annotations.clock_ms, Some(600_000));
    assert!(m[0].annotations.comments_after.is_empty());
    assert_eq!(m[1].annotations.eval, Some(PgnEval::Centipawns(-30)));
    assert_eq!(m[1].annotations.clock_ms, Some(3_723_500));
    assert_eq!(m[2].annotations.eval, Some(PgnEval::Mate(-2)));
    assert_eq!(m[2].annotations.clock_ms, None);
    assert_eq!(m[3].annotations.clock_ms, Some(5_250));
    assert_eq!(m[3].annotations.comments_after, ["good [%csl Ga4] move"]);
    assert_eq!(m[4].annotations.eval, None);
    assert_eq!(m[4].annotations.comments_after, ["[%eval 0.17,20]"]);
    assert_eq!(m[5].annotations.clock_ms, Some(60_000));
    assert_eq!(m[5].annotations.comments_after, ["[%clk 0:02:00]"]);
    assert_eq!(m[6].annotations.eval, Some(PgnEval::Mate(0)));
    let out = round_trip(&g);
    let flat = out.replace('\n', " ");
    assert!(
        flat.contains(
            "1. e4 { [%eval 0.24] [%clk 0:10:00] } 1... e5 { [%eval -0.30] [%clk 1:02:03.5] }"
        ),
        "{out}"
    );
    assert!(
        flat.contains("{ [%clk 0:00:05.25] good [%csl Ga4] move }"),
        "{out}"
    );
}

#[test]
fn nested_variations_form_a_tree() {
    let text = "1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) (1. c4) 1... e5 \
                ({Sicilian} 1... c5 $1 {best?}) 2. Nf3 *";
    let g = one(text);
    assert_eq!(sans(&g.moves), ["e4", "e5", "Nf3"]);
    let e4 = &g.moves[0];
    assert_eq!(e4.variations.len(), 2);
    let d4_line = &e4.variations[0];
    assert_eq!(sans(d4_line), ["d4", "d5", "c4"]);
    assert_eq!(d4_line[1].variations.len(), 1);
    let nf6_line = &d4_line[1].variations[0];
    assert_eq!(sans(nf6_line), ["Nf6", "c4"]);
    assert_eq!(sans(&nf6_line[1].variations[0]), ["Nf3"]);
    assert_eq!(sans(&e4.variations[1]), ["c4"]);
    let c5 = &g.moves[1].variations[0][0];
    assert_eq!(c5.san, "c5");
    assert_eq!(c5.annotations.comments_before, ["Sicilian"]);
    assert_eq!(c5.annotations.comments_after, ["best?"]);
    assert_eq!(c5.annotations.nags, [1]);
    assert!(g.moves[2].variations.is_empty());
    let out = round_trip(&g);
    assert_eq!(
        out,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n\
         1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) (1. c4) 1... e5 ({ Sicilian }\n\
         1... c5 $1 { best? }) 2. Nf3 *\n"
    );
}

#[test]
fn empty_variations_are_dropped() {
    let g = one("1. e4 () ( {just words} ) e5 *");
    assert_eq!(sans(&g.moves), ["e4", "e5"]);
    assert!(g.moves[0].variations.is_empty());
}

#[test]
fn games_without_tags_or_results() {
    let games = parse_pgn("1. e4 e5 1-0 1. d4 0-1\n\n1. c4 *\n[Event \"A\"]\n1. Nf3\n[Event \"B\"]\n\n1. b3 1-0 {after the end} [Event \"C\"]").unwrap();
    assert_eq!(games.len(), 6);
    assert_eq!(sans(&games[0].moves), ["e4", "e5"]);
    assert_eq!(games[0].result, Some(PgnResult::WhiteWins));
    assert_eq!(sans(&games[1].moves), ["d4"]);
    assert_eq!(games[1].result, Some(PgnResult::BlackWins));
    assert_eq!(sans(&games[2].moves), ["c4"]);
    assert_eq!(games[2].result, Some(PgnResult::Unknown));
    assert_eq!(games[3].tags, tags(&[("Event", "A")]));
    assert_eq!(sans(&games[3].moves), ["Nf3"]);
    assert_eq!(games[3].result, None);
    assert_eq!(games[4].tags, tags(&[("Event", "B")]));
    assert_eq!(
        games[4].moves[0].annotations.comments_after,
        ["after the end"]
    );
    assert_eq!(games[4].result, Some(PgnResult::WhiteWins));
    // The last game: tags only, at the end of the text.
    assert_eq!(games[5].tags, tags(&[("Event", "C")]));
    assert!(games[5].moves.is_empty());
    assert_eq!(games[5].result, None);
}

#[test]
fn empty_inputs() {
    assert_eq!(parse_pgn("").unwrap(), Vec::<PgnGame>::new());
    assert_eq!(
        parse_pgn("\u{feff} \r\n\t\n%escape only\n").unwrap(),
        Vec::<PgnGame>::new()
    );
    assert_eq!(parse_pgn_game("").unwrap(), PgnGame::default());
    let first = parse_pgn_game("1. e4 * 1. d4 ( *").unwrap();
    assert_eq!(sans(&first.moves), ["e4"]);
}

#[test]
fn comments_among_tags_start_the_game() {
    let g = one("{file intro}\n[Event \"E\"]\n; note\n[Site \"S\"]\n\n{before} 1. e4 *");
    assert_eq!(g.comments, ["file intro", "note", "before"]);
    assert_eq!(g.tags, tags(&[("Event", "E"), ("Site", "S")]));
}

#[test]
fn starting_move_from_fen() {
    let mut g = one(
        "[SetUp \"1\"]\n[FEN \"r1bq1b1r/ppp3pp/2n1k3/3np3/2B5/5Q2/PPPP1PPP/RNB1K2R b KQ - 2 8\"]\n\n8... Nd4 9. Nc3 {x} 9... Nf5 *",
    );
    assert_eq!(g.starting_move(), (8, false));
    assert_eq!(sans(&g.moves), ["Nd4", "Nc3", "Nf5"]);
    let out = round_trip(&g);
    assert!(
        out.ends_with("\n\n8... Nd4 9. Nc3 { x } 9... Nf5 *\n"),
        "{out}"
    );
    g.tags = tags(&[("FEN", "8/8/8/8/8/8/8/8 w - - 0 x")]);
    assert_eq!(g.starting_move(), (1, true));
    g.tags = tags(&[("FEN", "8/8 w")]);
    assert_eq!(g.starting_move(), (1, true));
    g.tags = tags(&[("FEN", "8/8/8/8/8/8/8/8 w - - 0 31")]);
    assert_eq!(g.starting_move(), (31, true));
    g.tags.clear();
    assert_eq!(g.starting_move(), (1, true));
}

// ---------------------------------------------------------------- errors

#[test]
fn error_positions_and_codes() {
    // (text, game, line, column, code, message)
    let cases: &[(&str, usize, usize, usize, &str, &str)] = &[
        (
            "1. e4 {never closed\n\n",
            1,
            1,
            7,
            "ERR_PGN_UNCLOSED_COMMENT",
            "unclosed comment",
        ),
        (
            "[Event \"E\"\n\n1. e4 *",
            1,
            1,
            1,
            "ERR_PGN_UNTERMINATED_TAG",
            "unterminated tag",
        ),
        (
            "[Event\n",
            1,
            1,
            7,
            "ERR_PGN_UNTERMINATED_TAG",
            "unterminated tag",
        ),
        (
            "[Event \"E]\n1. e4 *",
            1,
            1,
            8,
            "ERR_PGN_UNTERMINATED_STRING",
            "unterminated string",
        ),
        ("[Event E]\n", 1, 1, 8, "ERR_PGN_INVALID_TAG", "invalid tag"),
        ("[\"E\"]\n", 1, 1, 2, "ERR_PGN_INVALID_TAG", "invalid tag"),
        (
            "1. e4 e5 )\n",
            1,
            1,
            10,
            "ERR_PGN_UNBALANCED_PARENTHESIS",
            "unbalanced parenthesis",
        ),
        (
            "1. e4 (1. d4 (1. c4) 1-0",
            1,
            1,
            7,
            "ERR_PGN_UNCLOSED_VARIATION",
            "unclosed variation",
        ),
        (
            "1. e4 (1. d4\n[Event \"x\"]",
            1,
            1,
            7,
            "ERR_PGN_UNCLOSED_VARIATION",
            "unclosed variation",
        ),
        (
            "(1. e4) *",
            1,
            1,
            1,
            "ERR_PGN_VARIATION_WITHOUT_MOVE",
            "variation without a preceding move",
        ),
        (
            "1. e4 (( e4 )) *",
            1,
            1,
            8,
            "ERR_PGN_VARIATION_WITHOUT_MOVE",
            "variation without a preceding move",
        ),
        (
            "1. e4 $ *",
            1,
            1,
            7,
            "ERR_PGN_INVALID_ANNOTATION",
            "invalid annotation",
        ),
        (
            "1. e4 $256 *",
            1,
            1,
            7,
            "ERR_PGN_INVALID_ANNOTATION",
            "invalid annotation",
        ),
        (
            "1. e4 !!! *",
            1,
            1,
            7,
            "ERR_PGN_INVALID_ANNOTATION",
            "invalid annotation",
        ),
        (
            "1. e4 +=+ *",
            1,
            1,
            7,
            "ERR_PGN_INVALID_ANNOTATION",
            "invalid annotation",
        ),
        (
            "$1 1. e4 *",
            1,
            1,
            1,
            "ERR_PGN_ANNOTATION_WITHOUT_MOVE",
            "annotation without a preceding move",
        ),
        (
            "1. e4 ( !? e5 ) *",
            1,
            1,
            9,
            "ERR_PGN_ANNOTATION_WITHOUT_MOVE",
            "annotation without a preceding move",
        ),
        (
            "1. e4 ] *",
            1,
            1,
            7,
            "ERR_PGN_UNEXPECTED_CHARACTER",
            "unexpected character ']'",
        ),
        (
            "1. e4 é5 *",
            1,
            1,
            7,
            "ERR_PGN_UNEXPECTED_CHARACTER",
            "unexpected character 'é'",
        ),
        (
            "1. e4\u{0} *",
            1,
            1,
            6,
            "ERR_PGN_UNEXPECTED_CHARACTER",
            "unexpected character '\\0'",
        ),
    ];
    for &(text, game, line, column, code, message) in cases {
        let e = err(text);
        assert_eq!(
            (
                e.game,
                e.line,
                e.column,
                e.code(),
                e.kind.to_string().as_str()
            ),
            (game, line, column, code, message),
            "{text:?}"
        );
    }
}

#[test]
fn error_lines_columns_and_games() {
    // Game 3, line 9 (CRLF counted once), column counts characters not bytes.
    let text = "[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n1. d4 *\r\n[White \"Müller\"]\r\n\r\n{é} 1. e4\r\n  {ü} e5 ) *\r\n";
    let e = err(text);
    assert_eq!((e.game, e.line, e.column), (3, 9, 10));
    assert_eq!(e.kind, PgnErrorKind::UnbalancedParenthesis);
    assert_eq!(
        e.to_string(),
        "game 3, line 9, column 10: unbalanced parenthesis at \")\""
    );
    // Lone CR line ends and a byte order mark (not counted).
    let e = err("\u{feff}[Event \"a\"]\r\r1. e4\r e5 {x");
    assert_eq!((e.game, e.line, e.column), (1, 4, 5));
    assert_eq!(e.code(), "ERR_PGN_UNCLOSED_COMMENT");
}

#[test]
fn too_deep_variations_are_refused() {
    let depth = MAX_VARIATION_DEPTH;
    let ok = format!("e4 {}{}", "( e4 ".repeat(depth), ")".repeat(depth));
    let g = one(&ok);
    let mut line = &g.moves;
    let mut seen = 0;
    while let Some(v) = line[0].variations.first() {
        line = v;
        seen += 1;
    }
    assert_eq!(seen, depth);
    round_trip(&g);
    let deep = format!("e4 {}", "( e4 ".repeat(100_000));
    let e = err(&deep);
    assert_eq!(e.kind, PgnErrorKind::VariationTooDeep);
    assert_eq!((e.line, e.column), (1, 4 + 5 * depth));
}

#[test]
fn reader_recovers_at_the_next_tag_section() {
    let text = "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n[Site \"bad]\n[White \"x\"]\n\n1. d4 ) d5 *\n\n\
                [Event \"3\"]\n\n1. c4 ) *\n[Event \"4\"]\n1. Nf3 {open\n\n[Event \"5\"]\n\n1. b3 *\n";
    let results: Vec<_> = PgnReader::new(text).collect();
    // An unclosed comment runs to the end of the text, game 5 and all (as a text read in
    // pieces must take it: the `}` might still come).
    assert_eq!(results.len(), 4);
    assert_eq!(results[0].as_ref().unwrap().tags, tags(&[("Event", "1")]));
    let e = results[1].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, e.code()),
        (2, 6, 7, "ERR_PGN_UNTERMINATED_STRING")
    );
    let e = results[2].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, e.code()),
        (3, 13, 7, "ERR_PGN_UNBALANCED_PARENTHESIS")
    );
    let e = results[3].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, e.code()),
        (4, 15, 8, "ERR_PGN_UNCLOSED_COMMENT")
    );
    // Without game 4, game 5 is read after game 3's error.
    let without = text.replace("[Event \"4\"]\n1. Nf3 {open\n\n", "");
    let results: Vec<_> = PgnReader::new(&without).collect();
    assert_eq!(results.len(), 4);
    let g = results[3].as_ref().unwrap();
    assert_eq!(g.tags, tags(&[("Event", "5")]));
    assert_eq!(sans(&g.moves), ["b3"]);
    // parse_pgn stops at the first error.
    assert_eq!(err(text).game, 2);
}

// ---------------------------------------------------------------- writing

#[test]
fn writer_exact_output() {
    let g = one(
        "[Black \"B\"]\n[ECO \"C60\"]\n[Event \"Open\"]\n[Result \"1-0\"]\n[Annotator \"me\"]\n\n\
                 {Hi} 1. e4 e5 2. Nf3 {develops} Nc6 (2... d6 3. d4) 3. Bb5 $1 a6 1-0",
    );
    let out = g.to_pgn(&PgnWriteOptions::default());
    assert_eq!(
        out,
        "[Event \"Open\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"B\"]\n[Result \"1-0\"]\n[ECO \"C60\"]\n[Annotator \"me\"]\n\n\
         { Hi } 1. e4 e5 2. Nf3 { develops } 2... Nc6 (2... d6 3. d4) 3. Bb5 $1 a6 1-0\n"
    );
    assert_eq!(out, g.to_string());
    let bare = PgnWriteOptions {
        comments: false,
        nags: false,
        variations: false,
        ..PgnWriteOptions::default()
    };
    assert!(
        g.to_pgn(&bare)
            .ends_with("\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n")
    );
    round_trip(&g);
}

#[test]
fn writer_result_fallbacks() {
    let mut g = one("[Result \"0-1\"]\n1. e4");
    assert_eq!(g.result, None);
    assert!(
        g.to_pgn(&PgnWriteOptions::default())
            .ends_with("\n\n1. e4 0-1\n")
    );
    g.tags.clear();
    let out = g.to_pgn(&PgnWriteOptions::default());
    assert!(out.contains("[Result \"*\"]\n"));
    assert!(out.ends_with("\n\n1. e4 *\n"));
    let empty = PgnGame::default().to_pgn(&PgnWriteOptions::default());
    assert_eq!(
        empty,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n*\n"
    );
}

#[test]
fn writer_wraps_long_lines_and_comments() {
    let mut text = String::new();
    for i in 1..=60 {
        text.push_str(&format!(
            "{i}. Nf3 {{ [%clk 0:00:{:02}] }} {i}... Nf6 ",
            i % 60
        ));
    }
    text.push_str("{ ");
    text.push_str(&"word ".repeat(40));
    text.push_str("longer-than-the-line-".repeat(5).as_str());
    text.push_str(" } *");
    let g = one(&text);
    assert_eq!(g.moves.len(), 120);
    let out = round_trip(&g);
    let lines: Vec<&str> = out.lines().collect();
    let over: Vec<&&str> = lines.iter().filter(|l| l.chars().count() > 79).collect();
    assert_eq!(
        over,
        [
            &"longer-than-the-line-longer-than-the-line-longer-than-the-line-longer-than-the-line-longer-than-the-line- }"
        ]
    );
    assert_eq!(
        lines[8],
        "1. Nf3 { [%clk 0:00:01] } 1... Nf6 2. Nf3 { [%clk 0:00:02] } 2... Nf6 3. Nf3"
    );
    assert_eq!(
        lines[9],
        "{ [%clk 0:00:03] } 3... Nf6 4. Nf3 { [%clk 0:00:04] } 4... Nf6 5. Nf3"
    );
    let narrow = PgnWriteOptions {
        max_line_len: 40,
        ..PgnWriteOptions::default()
    };
    let out = g.to_pgn(&narrow);
    let long: Vec<&str> = out.lines().filter(|l| l.len() > 40).collect();
    assert_eq!(long, [over[0].to_string()], "{out}");
    assert_eq!(parse_pgn(&out).unwrap()[0].moves, g.moves);
}

#[test]
fn comment_spaces_survive_wrapping() {
    // Wherever the line break falls in a run of spaces, it replaces exactly
    // one space, which reads back as one space.
    let mut breaks_in_run = 0;
    for k in 1..80 {
        let comment = format!("{}   {}", "a".repeat(k), "b ".repeat(30).trim_end());
        let g = one(&format!("1. e4 {{{comment}}} *"));
        assert_eq!(g.moves[0].annotations.comments_after, [comment.as_str()]);
        let out = round_trip(&g);
        breaks_in_run += usize::from(out.contains("a\n  b"));
    }
    assert_eq!(breaks_in_run, 10); // k = 68..=71 and 74..=79
}

#[test]
fn writer_uses_line_comments_for_braces() {
    let g = one("1. e4 ; a } in a comment\ne5 ( ; }\n1... c5 ) *");
    assert_eq!(g.moves[0].annotations.comments_after, ["a } in a comment"]);
    assert_eq!(
        g.moves[1].variations[0][0].annotations.comments_before,
        ["}"]
    );
    let out = round_trip(&g);
    assert!(
        out.ends_with("\n\n1. e4 ; a } in a comment\n1... e5 (; }\n1... c5) *\n"),
        "{out}"
    );
}

#[test]
fn write_many_games() {
    let games = parse_pgn("1. e4 1-0 1. d4 0-1").unwrap();
    let out = write_pgn(&games, &PgnWriteOptions::default());
    assert_eq!(out.matches("[Event \"?\"]").count(), 2);
    assert!(out.contains("1. e4 1-0\n\n[Event"));
    assert_eq!(parse_pgn(&out).unwrap().len(), 2);
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

fn count_nodes(line: &[PgnNode], f: &dyn Fn(&PgnNode) -> bool) -> usize {
    line.iter()
        .map(|n| {
            usize::from(f(n))
                + n.variations
                    .iter()
                    .map(|v| count_nodes(v, f))
                    .sum::<usize>()
        })
        .sum()
}

#[test]
fn lichess_files_parse_and_round_trip() {
    let files = lichess_files();
    assert_eq!(files.len(), 6);
    let (mut games, mut plies, mut clocks, mut evals, mut nags) = (0, 0, 0, 0, 0);
    let mut per_file = Vec::new();
    for (name, text) in &files {
        let parsed = parse_pgn(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        per_file.push(parsed.len());
        for g in &parsed {
            assert!(g.result.is_some(), "{name}");
            assert_eq!(g.tag("Result"), g.result.map(PgnResult::as_str), "{name}");
            assert!(g.comments.is_empty());
            plies += g.moves.len();
            clocks += count_nodes(&g.moves, &|n| n.annotations.clock_ms.is_some());
            evals += count_nodes(&g.moves, &|n| n.annotations.eval.is_some());
            nags += count_nodes(&g.moves, &|n| !n.annotations.nags.is_empty());
            assert_eq!(count_nodes(&g.moves, &|n| !n.variations.is_empty()), 0);
            assert_eq!(
                count_nodes(&g.moves, &|n| !n.annotations.comments_after.is_empty()),
                0
            );
            round_trip(g);
        }
        games += parsed.len();
    }
    // Independent counts, from the files with grep: games per file (`grep -c '^\[Event '`),
    // `%clk` and `%eval` annotations (`grep -o '%clk' | wc -l`), moves with a NAG; the plies as
    // tests/differential.rs counts them with its own reader.
    assert_eq!(per_file, [105, 984, 999, 3970, 474, 2110]);
    assert_eq!(games, 8642);
    assert_eq!(plies, 589_364);
    assert_eq!(clocks, 188_378);
    assert_eq!(evals, 5_796);
    assert_eq!(nags, 1_517);
}

#[test]
fn lichess_first_game_exact() {
    let files = lichess_files();
    let (_, text) = files
        .iter()
        .find(|(n, _)| n == "lichess_db_standard_rated_2021-10_first999.pgn")
        .expect("the 999-game file");
    let mut reader = PgnReader::new(text);
    let g = reader.next().unwrap().unwrap();
    assert_eq!(g.tags.len(), 17);
    assert_eq!(
        g.tags[1],
        (
            "Site".to_string(),
            "https://lichess.org/NRafdioG".to_string()
        )
    );
    assert_eq!(g.moves.len(), 65);
    assert_eq!(g.moves[0].san, "e4");
    assert_eq!(g.moves[0].annotations.clock_ms, Some(60_000));
    assert_eq!(g.moves[64].san, "Qxe6+");
    assert_eq!(g.moves[64].annotations.clock_ms, Some(26_000));
    assert_eq!(g.result, Some(PgnResult::WhiteWins));
    // The writer reproduces lichess's move text, only wrapped.
    let out = g.to_pgn(&PgnWriteOptions::default());
    let movetext_in = text.split("\n\n").nth(1).unwrap();
    let movetext_out = out.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(movetext_out.trim_end(), movetext_in);
    assert_eq!(reader.count(), 998);
}

// ---------------------------------------------------------------- properties

const TOKENS: &[&str] = &[
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "$",
    "$300",
    "$12",
    "!",
    "?",
    "!?",
    "*",
    "1-0",
    "0-1",
    "1/2-1/2",
    "1.",
    "12...",
    "…",
    ".",
    "e4",
    "Nf3",
    "O-O",
    "0-0",
    "e8=Q+",
    "--",
    "+-",
    "=",
    "[Event \"x\"]",
    "[Site",
    "\"v\\\"",
    "[%clk 0:01:00]",
    "[%eval #-3]",
    "[%eval 1.5",
    "\n",
    "\r\n",
    "\r",
    " ",
    "\t",
    "\u{feff}",
    "é",
    "\u{a0}",
    "\u{0}",
    "\u{2026}",
    "]\n",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            4 => prop::sample::select(TOKENS).prop_map(str::to_string),
            1 => any::<char>().prop_map(|c| c.to_string()),
            1 => "[ -~]{0,6}",
        ],
        0..80,
    )
    .prop_map(|v| v.concat())
}

/// Mostly well-formed PGN: tokens that are valid on their own, in any order,
/// so that many games parse and exercise the round trip.
fn pgn_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            6 => prop::sample::select(&["e4", "Nf3", "O-O", "0-0", "exd8=Q+", "Kxh1#", "--", "a3", "Qh4"][..])
                .prop_map(|s| format!("{s} ")),
            2 => (1u32..200, prop::sample::select(&[".", "...", "…", ". ...", ""][..]))
                .prop_map(|(n, d)| format!("{n}{d} ")),
            1 => (0u32..300).prop_map(|n| format!("${n} ")),
            1 => prop::sample::select(&["!", "?", "!!", "??", "!?", "?!", "+-", "=", "-/+"][..])
                .prop_map(str::to_string),
            2 => "[a-z \\[\\]%!?$();é\n\r]{0,12}".prop_map(|c| format!("{{{c}}}")),
            1 => "[a-z {}()]{0,10}".prop_map(|c| format!(";{c}\n")),
            1 => prop::sample::select(&["{ [%clk 0:01:02] }", "{[%eval -0.5] x [%clk 1:00:00.5]}", "{ [%eval #3] }"][..])
                .prop_map(str::to_string),
            2 => prop::sample::select(&["(", ")", "( ", " )"][..]).prop_map(str::to_string),
            1 => prop::sample::select(&["1-0", "0-1", "1/2-1/2", "*"][..]).prop_map(|r| format!(" {r} ")),
            1 => ("[A-Za-z]{1,6}", "[ -~]{0,8}").prop_map(|(n, v)| format!(
                "\n[{n} \"{}\"]\n",
                v.replace('\\', "\\\\").replace('"', "\\\"")
            )),
            1 => prop::sample::select(&["\n", "\r\n", "\r", "\n\n", "\n%escape (\n", "\t"][..])
                .prop_map(str::to_string),
        ],
        0..60,
    )
    .prop_map(|v| v.concat())
}

fn san() -> impl Strategy<Value = String> {
    prop::sample::select(&["e4", "Nf3", "O-O", "0-0-0", "exd8=Q+", "Kxh1#", "--", "a3"][..])
        .prop_map(str::to_string)
}

fn comment_text() -> impl Strategy<Value = String> {
    // Trimmed, no line breaks: as the reader stores comments.
    "[a-z{}()!?$ ;%\\[\\]\"é]{0,30}".prop_map(|s| s.trim().to_string())
}

fn node(depth: u32) -> BoxedStrategy<PgnNode> {
    let variations = if depth == 0 {
        Just(Vec::new()).boxed()
    } else {
        prop::collection::vec(prop::collection::vec(node(depth - 1), 1..4), 0..2).boxed()
    };
    (
        san(),
        prop::collection::vec(any::<u8>(), 0..3),
        prop::collection::vec(comment_text(), 0..2),
        prop::option::of(0u64..40_000_000),
        prop::option::of(prop_oneof![
            (-5000i32..5000).prop_map(PgnEval::Centipawns),
            (-20i32..20).prop_map(PgnEval::Mate),
        ]),
        variations,
    )
        .prop_map(
            |(san, nags, comments_after, clock_ms, eval, variations)| PgnNode {
                san: san.into(),
                annotations: chess_arbiter::pgn::Annotations {
                    nags,
                    comments_before: Vec::new(),
                    comments_after: comments_after
                        .into_iter()
                        .filter(|c| !c.contains("[%"))
                        .collect(),
                    clock_ms,
                    eval,
                    ..Default::default()
                },
                variations,
            },
        )
        .boxed()
}

fn game() -> impl Strategy<Value = PgnGame> {
    (
        prop::collection::vec(("[A-Za-z][A-Za-z0-9_]{0,8}", "[ -~é]{0,12}"), 0..5),
        prop::collection::vec(comment_text(), 0..2),
        prop::collection::vec(node(2), 0..12),
        prop::option::of(prop::sample::select(
            &[
                PgnResult::WhiteWins,
                PgnResult::BlackWins,
                PgnResult::Draw,
                PgnResult::Unknown,
            ][..],
        )),
    )
        .prop_map(|(tags, comments, mut moves, result)| {
            // Comments before a move are only read at the start of a variation.
            fn fix(line: &mut [PgnNode], in_variation: bool) {
                for (i, n) in line.iter_mut().enumerate() {
                    if in_variation && i == 0 {
                        n.annotations.comments_before = vec!["before".to_string()];
                    }
                    for v in &mut n.variations {
                        fix(v, true);
                    }
                }
            }
            fix(&mut moves, false);
            PgnGame {
                tags,
                comments,
                moves,
                result,
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn never_panics_on_token_soup(text in token_soup()) {
        let _ = parse_pgn(&text);
        for g in PgnReader::new(&text).flatten() {
            let _ = g.to_pgn(&PgnWriteOptions::default());
        }
    }

    #[test]
    fn never_panics_on_bytes(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_pgn(&text);
        let n = PgnReader::new(&text).count();
        prop_assert!(n <= text.len() + 1);
    }

    #[test]
    fn written_games_read_back_equal(g in game()) {
        round_trip(&g);
    }

    #[test]
    fn what_parses_round_trips(text in prop_oneof![token_soup(), pgn_like()]) {
        for g in PgnReader::new(&text).flatten() {
            round_trip(&g);
        }
    }

    #[test]
    fn never_panics_on_pgn_like(text in pgn_like()) {
        let all: Vec<_> = PgnReader::new(&text).collect();
        if let Ok(games) = parse_pgn(&text) {
            prop_assert_eq!(all.len(), games.len());
        }
    }
}

/// Parse speed on the lichess files (not an assertion on time; run with
/// `cargo test --release --test pgn -- --ignored --nocapture`).
#[test]
#[ignore]
fn parse_speed() {
    for (name, text) in lichess_files() {
        let mut best = f64::MAX;
        let mut count = 0;
        for _ in 0..20 {
            let t = std::time::Instant::now();
            count = parse_pgn(&text).map(|g| g.len()).unwrap_or(0);
            best = best.min(t.elapsed().as_secs_f64());
        }
        eprintln!(
            "{name}: {count} games, {:.2} MB in {:.2} ms ({:.0} MB/s, {:.0} games/s)",
            text.len() as f64 / 1e6,
            best * 1e3,
            text.len() as f64 / best / 1e6,
            count as f64 / best
        );
        assert!(count > 0);
    }
}

#[test]
fn writer_starts_no_comment_line_with_a_bracket_or_a_percent() {
    // At 30 characters, the writer used to break these comments just before `[%cal` and
    // `%done`: lines a reader scanning lines takes for a tag pair or an escape line. The word
    // before goes to the next line with them.
    let narrow = PgnWriteOptions {
        max_line_len: 30,
        ..PgnWriteOptions::default()
    };
    for (text, movetext) in [
        (
            "1. e4 { [%clk 0:01:00] circles a [%csl Ge4,Gd4] ab arrow [%cal Gg1f3] a %done } *",
            "1. e4 { [%clk 0:01:00] circles\na [%csl Ge4,Gd4] ab\narrow [%cal Gg1f3] a %done } *\n",
        ),
        (
            "1. e4 { a percent sign a and a %done here } *",
            "1. e4 { a percent sign a and\na %done here } *\n",
        ),
        // A command is kept whole on one line, even longer than the width: the writer used
        // to break `[%emt\n0:00:03]` and `[%csl\nGa1,...]`.
        (
            "1. e4 { aaaa bbbb cc x [%emt 0:00:03] } *",
            "1. e4 { aaaa bbbb cc\nx [%emt 0:00:03] } *\n",
        ),
        (
            "1. e4 { [%csl Ga1,Rh8,Gb2,Gc3,Gd4,Ge5,Gf6] } *",
            "1. e4\n{ [%csl Ga1,Rh8,Gb2,Gc3,Gd4,Ge5,Gf6] }\n*\n",
        ),
        (
            "1. e4 { ab [%cal Ga1a8,Gb1b8,Gc1c8,Gd1d8] after } *",
            "1. e4\n{ ab [%cal Ga1a8,Gb1b8,Gc1c8,Gd1d8]\nafter } *\n",
        ),
    ] {
        let g = one(text);
        let out = g.to_pgn(&narrow);
        assert_eq!(out.split_once("\n\n").unwrap().1, movetext);
        assert_eq!(parse_pgn(&out).unwrap()[0].moves, g.moves);
    }
}

// ---- PGN as people write it (issue 38): read leniently, with a warning --------------------

/// The warnings a whole reading of `text` gives (the reader's own, placed and quoted), one list
/// per game read.
fn warnings_of(text: &str) -> Vec<Vec<String>> {
    struct Warnings;
    impl Visitor for Warnings {
        type Output = Vec<String>;
        fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> Vec<String> {
            match game {
                Visited::Read(_, mut places) => places
                    .warnings()
                    .iter()
                    .map(|w| format!("{} {w}", w.kind.code()))
                    .collect(),
                Visited::Skipped(_) | Visited::Streamed(_) => Vec::new(),
            }
        }
    }
    let mut reader = PgnReader::new(text);
    std::iter::from_fn(|| reader.next_game(&mut Warnings))
        .map(|(_, r)| r.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

/// The warnings a streamed reading of `text` gives ([`Movetext::Stream`], [`Visitor::notes`]),
/// one list per game, or the game's error.
fn streamed_warnings_of(text: &str) -> Vec<Result<Vec<String>, String>> {
    #[derive(Default)]
    struct Notes(Vec<String>, usize);
    impl Visitor for Notes {
        type Output = Vec<String>;
        fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
            self.0.clear();
            Movetext::Stream
        }
        fn notes(&mut self, mut notes: chess_arbiter::pgn::Notes<'_>) {
            self.1 += 1;
            let empty = notes.is_empty();
            let warnings = notes.warnings();
            assert_eq!(empty, warnings.is_empty());
            // Handed once: taken, they are gone.
            assert!(notes.warnings().is_empty());
            self.0 = warnings
                .iter()
                .map(|w| format!("{} {w}", w.kind.code()))
                .collect();
        }
        fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> Vec<String> {
            assert!(matches!(game, Visited::Streamed(_)));
            assert_eq!(self.1, 1, "notes once a game, before end_game");
            self.1 = 0;
            std::mem::take(&mut self.0)
        }
    }
    let mut reader = PgnReader::new(text);
    let mut visitor = Notes::default();
    std::iter::from_fn(|| reader.next_game(&mut visitor))
        .map(|(_, r)| r.map_err(|e| e.to_string()))
        .collect()
}

#[test]
fn streaming_hands_on_the_warnings_of_a_whole_reading() {
    let text = "[Event \"5th \"Mikis\" Open\"]\n\n1. b4 ½-½\n\n[Event \"study\"]\n\n\
                1. e4 e5 0.5-0.5\n\n[Event \"x\"]\n\n1. d4 1–0\n\n1. e4 *\n";
    let want = [
        vec![
            "WARN_PGN_UNESCAPED_QUOTE line 1, column 8: tag value with unescaped quotes at \
             \"5th \\\"Mikis\\\" Open\""
                .to_string(),
            "WARN_PGN_RESULT_SPELLING line 3, column 7: result read as 1/2-1/2 at \"½-½\"".into(),
        ],
        vec![
            "WARN_PGN_RESULT_SPELLING line 7, column 10: result read as 1/2-1/2 at \"0.5-0.5\""
                .into(),
        ],
        vec!["WARN_PGN_RESULT_SPELLING line 11, column 7: result read as 1-0 at \"1–0\"".into()],
        vec![],
    ];
    assert_eq!(warnings_of(text), want);
    let streamed: Vec<_> = streamed_warnings_of(text)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(streamed, want);
    // The kind, not the example: every spelling and quoted value the whole reading warns of.
    for text in [
        "1. e4 1-O",
        "1. e4 O-1\n\n1. d4 1/2 - 1/2",
        "[White \"Smith, \"Bob\"\"]\n1. e4 *",
        "[Event \"a \"b\" c\"] [Site \"s\"]\r\n\r\n1. e4 ½—½",
        "[Event \"a\"]\n1. e4 (1. d4) 1... e5 { 0-1 } 1–0",
        "[Event \"a \\\"b\\\"\"]\n1. e4 1-0",
    ] {
        let whole = warnings_of(text);
        assert!(
            whole.iter().any(|w| !w.is_empty()) || text.contains("\\\""),
            "{text:?}"
        );
        let streamed: Vec<_> = streamed_warnings_of(text)
            .into_iter()
            .map(Result::unwrap)
            .collect();
        assert_eq!(streamed, whole, "{text:?}");
    }
    // A game that cannot be read gives its error, no warnings; the next game its own.
    assert_eq!(
        streamed_warnings_of("[Event \"a \"b\" c\"]\n1. e4 ) 1-O\n\n[Event \"d\"]\n1. d4 1-O\n"),
        [
            Err("game 1, line 2, column 7: unbalanced parenthesis at \")\"".to_string()),
            Ok(vec![
                "WARN_PGN_RESULT_SPELLING line 5, column 7: result read as 1-0 at \"1-O\"".into()
            ]),
        ]
    );
}

/// The tags a headers-only read gives (every path goes through the one reader).
fn headers_of(text: &str) -> Vec<Vec<(String, String)>> {
    let mut reader = PgnReader::new(text);
    std::iter::from_fn(|| reader.next_game(&mut TagsOnly))
        .map(|(_, r)| r.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

#[test]
fn tag_values_with_unescaped_quotes_read_to_the_last_quote_of_the_line() {
    let text = "[Event \"5th \"Mikis Theodorakis\" International Tournament 2026\"]\n\n1. b4 *\n";
    let game = one(text);
    assert_eq!(
        game.tag("Event"),
        Some("5th \"Mikis Theodorakis\" International Tournament 2026")
    );
    assert_eq!(sans(&game.moves), ["b4"]);
    assert_eq!(game.result, Some(PgnResult::Unknown));
    assert_eq!(
        warnings_of(text),
        [vec![
            "WARN_PGN_UNESCAPED_QUOTE line 1, column 8: tag value with unescaped quotes at \
             \"5th \\\"Mikis Theodorakis\\\" …\""
                .to_string()
        ]]
    );
    // Written back escaped, and read back without a warning.
    let written = game.to_pgn(&PgnWriteOptions::default());
    assert!(
        written
            .contains("[Event \"5th \\\"Mikis Theodorakis\\\" International Tournament 2026\"]\n"),
        "{written}"
    );
    assert_eq!(one(&written).tag("Event"), game.tag("Event"));
    assert_eq!(warnings_of(&written), [Vec::<String>::new()]);
    round_trip(&game);

    // The kind, not the example: a value ending in a quote, several inner quotes, a `]` inside
    // (after a quote too), blanks before the `]`, CRLF, a tag at the end of the text, a second
    // tag on the line, escapes kept.
    for (text, value) in [
        ("[White \"Smith, \"Bob\"\"]\n1. e4 *", "Smith, \"Bob\""),
        ("[Event \"a \"b\" c \"d\" e\"]\n*", "a \"b\" c \"d\" e"),
        ("[Event \"Open \"A]\" 2026\"]\n*", "Open \"A]\" 2026"),
        ("[Event \"Blitz \"]\" Open\"]\n*", "Blitz \"]\" Open"),
        ("[Event \"x \"y\" z\"  ]  \r\n*", "x \"y\" z"),
        ("[Event \"x \"y\" z\"]", "x \"y\" z"),
        ("[Event \"q \\\"r\\\" \"s\"\"]\n*", "q \"r\" \"s\""),
        ("[Event \"\"quoted\"\"]\n*", "\"quoted\""),
    ] {
        let games = parse_pgn(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(games.len(), 1, "{text:?}");
        assert_eq!(games[0].tags[0].1, value, "{text:?}");
        assert_eq!(headers_of(text)[0][0].1, value, "{text:?}");
        let w = warnings_of(text);
        assert_eq!(w[0].len(), 1, "{text:?}: {w:?}");
        assert!(
            w[0][0].starts_with("WARN_PGN_UNESCAPED_QUOTE line 1, column "),
            "{w:?}"
        );
        let back = one(&games[0].to_pgn(&PgnWriteOptions::default()));
        assert_eq!(back.tag(&games[0].tags[0].0), Some(value), "{text:?}");
    }
    // Two tags on a line: the first one's value ends before the second tag.
    let game = one("[Event \"a \"b\" c\"] [Site \"s\"]\n*");
    assert_eq!(game.tags, tags(&[("Event", "a \"b\" c"), ("Site", "s")]));
    // The standard's tags, movetext on the tag's line, escapes: as before, no warning.
    for text in [
        "[Event \"a\"] [Site \"b\"]\n1. e4 *",
        "[Event \"x\"] 1. e4 { \"q\" } *",
        "[Event \"a \\\"b\\\"\"]\n*",
        "[Event \"a ] b\"]\n*",
    ] {
        assert_eq!(warnings_of(text), [Vec::<String>::new()], "{text:?}");
    }
    // Still errors: no quote closes the value before the line's `]`, or none on the line.
    assert_eq!(
        err("[Event \"abc]\n*").code(),
        "ERR_PGN_UNTERMINATED_STRING"
    );
    assert_eq!(err("[Event \"a\"b]\n*").code(), "ERR_PGN_UNTERMINATED_TAG");
    assert_eq!(
        err("[Event \"a \"b\" c\n*").code(),
        "ERR_PGN_UNTERMINATED_TAG"
    );
}

#[test]
fn results_spelled_otherwise_read_as_the_result_they_mean() {
    use PgnResult::*;
    for (written, result) in [
        ("½-½", Draw),
        ("0.5-0.5", Draw),
        ("½–½", Draw),
        ("1/2–1/2", Draw),
        ("1/2 - 1/2", Draw),
        ("½ - ½", Draw),
        ("0.5–0.5", Draw),
        ("½—½", Draw),
        ("1–0", WhiteWins),
        ("1 - 0", WhiteWins),
        ("1-O", WhiteWins),
        ("1—0", WhiteWins),
        ("0–1", BlackWins),
        ("0 - 1", BlackWins),
        ("O-1", BlackWins),
        ("O–1", BlackWins),
    ] {
        let text = format!("[Event \"e\"]\n\n1. e4 e5 {written}\n\n[Event \"f\"]\n\n1. d4 *\n");
        let games = parse_pgn(&text).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(games.len(), 2, "{written}");
        assert_eq!(games[0].result, Some(result), "{written}");
        assert_eq!(sans(&games[0].moves), ["e4", "e5"], "{written}");
        let quoted = format!("{written:?}");
        assert_eq!(
            warnings_of(&text),
            [
                vec![format!(
                    "WARN_PGN_RESULT_SPELLING line 3, column 10: result read as {result} at {quoted}"
                )],
                vec![]
            ],
            "{written}"
        );
        // Written back as the standard spells it.
        assert!(
            games[0]
                .to_pgn(&PgnWriteOptions::default())
                .ends_with(&format!("1. e4 e5 {result}\n"))
        );
        // A game without tags after it: the headers-only reading ends the game there too.
        let bare = format!("1. e4 {written} 1. d4 * {{c}} [Event \"x\"] *");
        assert_eq!(parse_pgn(&bare).unwrap().len(), 3, "{bare}");
        assert_eq!(headers_of(&bare).len(), 3, "{bare}");
    }
    // The standard's spellings: no warning; not results: castling, move numbers, evaluations.
    assert_eq!(warnings_of("1. e4 1/2-1/2"), [Vec::<String>::new()]);
    assert_eq!(one("1. e4 e5 2. O-O 0-0 *").moves.len(), 4);
    assert_eq!(one("1 e4 1 - 0").result, Some(WhiteWins));
    assert_eq!(one("1. e4 +- *").moves[0].annotations.nags, [18]);
    assert_eq!(err("1. e4 ½").code(), "ERR_PGN_UNEXPECTED_CHARACTER");
    assert_eq!(err("1. e4 ½-1").code(), "ERR_PGN_UNEXPECTED_CHARACTER");
    // `1-0ep` is no result and no move: kept whole, so that it is not written as a result
    // (found by the fuzz stage's first real run).
    let game = one("1. Qh5 1-0ep *");
    assert_eq!(sans(&game.moves), ["Qh5", "1-0ep"]);
    round_trip(&game);
    // Nor `1-Oep`, a result spelled otherwise (`1-O`, read as 1-0) with a mark (a later find).
    let game = one("y.1-Oep *");
    assert_eq!(sans(&game.moves), ["y", "1-Oep"]);
    assert!(round_trip(&game).ends_with("\n\n1. y 1-Oep *\n"));
    // Nor `5ep`, whose `5` would be written as a move number (the fuzz stage's second find).
    let game = one(". .5ep 1-\n\nOKb0 #\ne0*");
    assert_eq!(sans(&game.moves), ["5ep", "1-", "OKb0#", "e0"]);
    round_trip(&game);
    // A move `ep` alone (no move; the move number kept it apart) is written with a move number
    // before it, so that it does not join the move before it as its mark (the third find).
    let game = one("2 e0p 2 ep KK *");
    assert_eq!(sans(&game.moves), ["e0p", "ep", "KK"]);
    assert!(round_trip(&game).contains("1. e0p 1... ep 2. KK *"));
    // Moves that a space would join into a spaced result (`1-` then `O`: `1- O`, read as 1-0)
    // are written on two lines, as no result spans a line break (the fuzz stage's fourth find:
    // `1-       2     O\tO[`).
    let game = one("1-       2     O\tO *");
    assert_eq!(sans(&game.moves), ["1-", "O", "O"]);
    assert!(round_trip(&game).contains("1. 1-\nO 2. O *"));
    for (text, moves, written) in [
        ("1. 1- 1... O! *", &["1-", "O"][..], "1. 1-\nO $1 *"),
        ("1. 1/2- 2. 1/2!", &["1/2-", "1/2"], "1. 1/2-\n1/2 $1 *"),
        ("1. 1- 1... O 1-0", &["1-", "O"], "1. 1-\nO 1-0"),
        ("1. e4 (1. 1- 2. O) *", &["e4"], "1. e4 (1. 1-\nO) *"),
        // No result can start at the `1` of `x1-` (a symbol's inside): one line.
        (
            "1. e4 Ox1- 2. O *",
            &["e4", "Ox1-", "O"],
            "1. e4 Ox1- 2. O *",
        ),
    ] {
        let game = one(text);
        assert_eq!(sans(&game.moves), moves, "{text}");
        assert!(
            round_trip(&game).ends_with(&format!("\n\n{written}\n")),
            "{text}"
        );
    }
}

#[test]
fn syntax_errors_quote_the_text_as_written() {
    for (text, message) in [
        (
            "1. e4 { never closed",
            "game 1, line 1, column 7: unclosed comment at \"{ never closed\"",
        ),
        (
            "[Event \"x\"\n*",
            "game 1, line 1, column 1: unterminated tag at \"[Event \\\"x\\\"\"",
        ),
        (
            "[Event \"x\n*",
            "game 1, line 1, column 8: unterminated string at \"\\\"x\"",
        ),
        (
            "[Event E]\n*",
            "game 1, line 1, column 8: invalid tag at \"E]\"",
        ),
        (
            "1. e4 ) *",
            "game 1, line 1, column 7: unbalanced parenthesis at \")\"",
        ),
        (
            "1. e4 (1. d4 *",
            "game 1, line 1, column 7: unclosed variation at \"(\"",
        ),
        (
            "( e4 ) *",
            "game 1, line 1, column 1: variation without a preceding move at \"(\"",
        ),
        (
            "1. e4 $256 *",
            "game 1, line 1, column 7: invalid annotation at \"$256\"",
        ),
        (
            "1. e4 !!! *",
            "game 1, line 1, column 7: invalid annotation at \"!!!\"",
        ),
        (
            "$1 1. e4 *",
            "game 1, line 1, column 1: annotation without a preceding move at \"$1\"",
        ),
        (
            "1. e4 @ *",
            "game 1, line 1, column 7: unexpected character '@'",
        ),
    ] {
        let e = err(text);
        assert_eq!(e.to_string(), message, "{text:?}");
    }
    // At most 24 characters of the text.
    let e = err("1. e4 { a comment that goes on and on and on");
    assert_eq!(e.written, "{ a comment that goes on…");
}

// ---- the streaming mode of the one reader (Movetext::Stream) -----------------------------

/// A visitor that streams each game and writes down what it is handed, one string a token:
/// `e4@5` (a move and where it starts), `$1`, `{text}`, `(`, `)`, `=1-0` (the result); its
/// output is the game's tokens after its tags.
#[derive(Default)]
struct Tokens(Vec<String>);

impl Visitor for Tokens {
    type Output = Vec<String>;
    fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
        self.0.clear();
        Movetext::Stream
    }
    fn san(&mut self, san: &str, at: usize) {
        self.0.push(format!("{san}@{at}"));
    }
    fn nag(&mut self, nag: u8) {
        self.0.push(format!("${nag}"));
    }
    fn comment(&mut self, comment: &str) {
        self.0.push(format!("{{{comment}}}"));
    }
    fn begin_variation(&mut self) {
        self.0.push("(".into());
    }
    fn end_variation(&mut self) {
        self.0.push(")".into());
    }
    fn outcome(&mut self, result: PgnResult) {
        self.0.push(format!("={result}"));
    }
    fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> Vec<String> {
        assert!(matches!(game, Visited::Streamed(_)));
        std::mem::take(&mut self.0)
    }
}

type Streamed = Vec<(usize, Result<Vec<String>, ParsePgnError>)>;

fn streamed(text: &str) -> Streamed {
    let mut reader = PgnReader::new(text);
    std::iter::from_fn(|| reader.next_game(&mut Tokens::default())).collect()
}

#[test]
fn streaming_hands_on_each_token_in_the_order_of_the_text() {
    let text = "[Event \"x\"]\n{ before }\n1. e4 { [%clk 0:03:00] } e5!? 2. Nf3 +- (2. Qh5 $2 \
                ( 2. Bc4 ) ; a line\n2... Nc6) ( ) 2... Nc6 3. Bb5 ! 3... a6 4. Ba4 -- 0.5-0.5 { after }";
    let got = streamed(text);
    assert_eq!(got.len(), 1);
    let (index, tokens) = &got[0];
    assert_eq!(*index, 1);
    assert_eq!(
        tokens.as_ref().unwrap(),
        &[
            "{ before }",
            "e4@26",
            "{ [%clk 0:03:00] }",
            "e5@48",
            "$5",
            "Nf3@56",
            "$18",
            "(",
            "Qh5@67",
            "$2",
            "(",
            "Bc4@79",
            ")",
            "{ a line}",
            "Nc6@99",
            ")",
            "(",
            ")",
            "Nc6@113",
            "Bb5@120",
            "$1",
            "a6@131",
            "Ba4@137",
            "--@141",
            "=1/2-1/2",
            "{ after }",
        ]
    );
    // The marks after a move join it as the tree keeps them (`Qh5 +` is `Qh5+`, `e.p.` goes,
    // a glyph comes as its NAG after the move).
    let got = streamed("1. e4 d5 2. exd5 e5 3. dxe6 e.p. Qh4 4. g3 Qxg3 + ! 5. hxg3?? *");
    assert_eq!(
        got[0].1.as_ref().unwrap(),
        &[
            "e4@3", "d5@6", "exd5@12", "e5@17", "dxe6@23", "Qh4@33", "g3@40", "Qxg3+@43", "$1",
            "hxg3@55", "$4", "=*"
        ]
    );
}

/// The moves (each with its NAGs: `Nf3$1`) and variations of a game read into a tree, in the
/// order of the text.
fn tree_tokens(line: &[PgnNode], out: &mut Vec<String>) {
    for node in line {
        let mut m = node.san.to_string();
        for n in &node.annotations.nags {
            m.push_str(&format!("${n}"));
        }
        out.push(m);
        for v in &node.variations {
            out.push("(".into());
            tree_tokens(v, out);
            out.push(")".into());
        }
    }
}

/// The streamed tokens as [`tree_tokens`] gives them: each NAG with the last move of its line
/// (one after a variation belongs to the move the variation is an alternative to), no
/// comments, places or result, and no variation without a move (the tree keeps none).
fn as_tree_tokens(tokens: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // For each line open: where its last move stands in `out`.
    let mut last: Vec<Option<usize>> = vec![None];
    for t in tokens {
        match t.as_str() {
            "(" => {
                out.push("(".into());
                last.push(None);
            }
            ")" => {
                last.pop();
                if out.last().is_some_and(|l| l == "(") {
                    out.pop();
                } else {
                    out.push(")".into());
                }
            }
            _ if t.starts_with('{') || t.starts_with('=') => {}
            _ if t.starts_with('$') => {
                let at = last.last().copied().flatten().unwrap();
                out[at].push_str(t);
            }
            _ => {
                out.push(t.rsplit_once('@').unwrap().0.to_string());
                *last.last_mut().unwrap() = Some(out.len() - 1);
            }
        }
    }
    out
}

/// Streaming and reading into a tree give the same games, numbers and errors, moves, NAGs,
/// variations and results.
fn stream_agrees_with_tree(text: &str) {
    let trees: Vec<_> = {
        let mut reader = PgnReader::new(text);
        std::iter::from_fn(|| {
            reader.next_game(&mut Trees).map(|(i, r)| {
                (
                    i,
                    r.map(|g| {
                        let mut t = Vec::new();
                        tree_tokens(&g.moves, &mut t);
                        (t, g.result)
                    }),
                )
            })
        })
        .collect()
    };
    let streams = streamed(text);
    assert_eq!(streams.len(), trees.len(), "{text:?}");
    for ((i, s), (j, t)) in streams.iter().zip(&trees) {
        assert_eq!(i, j, "{text:?}");
        match (s, t) {
            (Ok(s), Ok((t, result))) => {
                assert_eq!(&as_tree_tokens(s), t, "{text:?}");
                let streamed_result = s.iter().find_map(|x| x.strip_prefix('='));
                assert_eq!(streamed_result, result.map(PgnResult::as_str), "{text:?}");
            }
            (Err(s), Err(t)) => assert_eq!(s, t, "{text:?}"),
            _ => panic!("{s:?} against {t:?} in {text:?}"),
        }
    }
}

/// Every game read whole into its tree.
struct Trees;

impl Visitor for Trees {
    type Output = PgnGame;
    fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> PgnGame {
        match game {
            Visited::Read(game, _) => game,
            _ => PgnGame::default(),
        }
    }
}

#[test]
fn streaming_agrees_with_the_tree_on_the_lichess_files() {
    for (_, text) in lichess_files() {
        stream_agrees_with_tree(&text);
    }
    stream_agrees_with_tree(
        "1. e4 e5 2. Nf3 ) *\n\n1. e4 $300 *\n\n1. e4 (1. d4 (1. c4) e5 *\n\n1. ( e4 ) *\n\n\
         $1 e4 *\n\n1. e4 { open",
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn streaming_agrees_with_the_tree(text in prop_oneof![token_soup(), pgn_like()]) {
        stream_agrees_with_tree(&text);
    }
}

/// Crazyhouse drops in movetext: `N@f3` is a symbol as any, and a pawn drop written without
/// its letter (`@e4`, as lichess writes none but other tools do) starts one too; a `@` not
/// followed by a file stays an unexpected character.
#[test]
fn drops_in_movetext() {
    let g = one("1. e4 d5 2. exd5 Qxd5 3. @e4 N@f6 *");
    let sans: Vec<&str> = g.moves.iter().map(|n| n.san.as_str()).collect();
    assert_eq!(sans, ["e4", "d5", "exd5", "Qxd5", "@e4", "N@f6"]);
    assert_eq!(
        err("1. @9 *").to_string(),
        "game 1, line 1, column 4: unexpected character '@'"
    );
    // The fast scan of a headers-only read ends the game at the same place.
    let mut reader = PgnReader::new("[A \"1\"]\n\n1. @e4 *\n\n[A \"2\"]\n\n*\n");
    let mut n = 0;
    while let Some((_, tags)) = reader.next_game(&mut TagsOnly) {
        assert!(tags.is_ok());
        n += 1;
    }
    assert_eq!(n, 2);
}
