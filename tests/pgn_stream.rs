//! PgnSplitter (issue #17 §3): PGN text in pieces of any size gives the same games as the whole
//! text, with the right game numbers and lines in errors.

use chess_arbiter::game::pgn::{
    GameReader, LoadPgnError, PgnLoadOptions, PgnSplitter, read_headers,
};

fn games_by_pieces(text: &str, size: usize) -> Vec<String> {
    let mut s = PgnSplitter::new();
    let mut out = Vec::new();
    let mut games = 0;
    let mut take = |piece: String, lines: usize, out: &mut Vec<String>| {
        for r in GameReader::new(&piece, PgnLoadOptions::default()) {
            games += 1;
            out.push(match r {
                Ok(l) => format!("{games}: {}", l.game.fen()),
                Err(e) => format!("{games}: {:?} {}", e.line.map(|l| l + lines), e.reason()),
            });
        }
    };
    let chars: Vec<char> = text.chars().collect();
    for chunk in chars.chunks(size) {
        s.push(&chunk.iter().collect::<String>());
        while let Some((piece, lines)) = s.next_piece(false) {
            take(piece, lines, &mut out);
        }
    }
    while let Some((piece, lines)) = s.next_piece(true) {
        take(piece, lines, &mut out);
    }
    out
}

#[test]
fn pieces_give_the_games_of_the_whole_text() {
    let text = "[Event \"1\"]\n\n1. e4 { [%clk 0:01:00] } e5 2. Nf3 *\n\n[Event \"2\"]\n[Site \"x\"]\n\n1. d4 d5\n2. Ke3 *\n\n\
                [Event \"3\"]\n\n1. c4 (1. b3 e5) 1... e5 1-0\n1. f4 * 1. g4 *\n\n[Event \"5\"]\n1. h4 *";
    let whole = games_by_pieces(text, usize::MAX);
    assert_eq!(
        whole,
        [
            "1: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2".to_string(),
            "2: Some(9) ERR_ILLEGAL_MOVE".to_string(),
            "3: rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2".to_string(),
            "4: rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR b KQkq - 0 1".to_string(),
            "5: rnbqkbnr/pppppppp/8/8/6P1/8/PPPPPP1P/RNBQKBNR b KQkq - 0 1".to_string(),
            "6: rnbqkbnr/pppppppp/8/8/7P/8/PPPPPPP1/RNBQKBNR b KQkq - 0 1".to_string(),
        ]
    );
    for size in [1, 2, 3, 7, 16, 50] {
        assert_eq!(games_by_pieces(text, size), whole, "pieces of {size}");
    }
}

#[test]
fn the_splitter_holds_one_game_at_a_time() {
    let game = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
    let mut s = PgnSplitter::new();
    let mut most = 0;
    let mut n = 0;
    for _ in 0..1000 {
        s.push(game);
        while s.next_piece(false).is_some() {
            n += 1;
        }
        most = most.max(s.buffered());
    }
    while s.next_piece(true).is_some() {
        n += 1;
    }
    assert_eq!(n, 1000);
    assert!(most <= 2 * game.len(), "{most}");
}

/// Text cut in two at `cut`, then split and read: each game's FEN and clock after its first
/// move, or its error.
fn games_cut_at(text: &str, cut: usize) -> Vec<String> {
    let mut s = PgnSplitter::new();
    let mut out = Vec::new();
    let take = |piece: String, lines: usize, out: &mut Vec<String>| {
        for r in GameReader::new(&piece, PgnLoadOptions::default()) {
            out.push(match r {
                Ok(l) => {
                    let g = &l.game;
                    let first = g.mainline()[0];
                    format!(
                        "{:?} {} {:?} {:?}",
                        l.source.tag("Event"),
                        g.fen(),
                        g.annotations(first).unwrap().clock_ms,
                        g.annotations(first).unwrap().shapes.len()
                    )
                }
                Err(e) => format!("{:?} {}", e.line.map(|l| l + lines), e.reason()),
            });
        }
    };
    s.push(&text[..cut]);
    while let Some((piece, lines)) = s.next_piece(false) {
        take(piece, lines, &mut out);
    }
    s.push(&text[cut..]);
    while let Some((piece, lines)) = s.next_piece(true) {
        take(piece, lines, &mut out);
    }
    out
}

#[test]
fn a_bracket_at_a_line_start_inside_a_comment_starts_no_game() {
    // Comments broken over lines just before `[%clk ...]` and `[%csl ...]` (as the writer broke
    // them before), a `[` in a `;` comment and in a `%` escape line, `{`, `;` and `]` in tag
    // values.
    let text = "[Event \"1 {\"]\n[Site \"a;b]\"]\n\n1. e4 { a long comment broken\n[%clk 0:01:00] here and\n\
                [%csl Ge4,Rd5] there } e5 ; [Event \"no\"]\n%[Event \"no\"]\n2. Nf3 { \n[Event \"no\"] } *\n\n\
                [Event \"2\"]\n\n1. d4 {\n[%clk 0:00:59]\n[%cal Gd2d4]\n} d5 *\n";
    let expected = [
        "Some(\"1 {\") rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 Some(60000) 2",
        "Some(\"2\") rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2 Some(59000) 1",
    ];
    for cut in 0..=text.len() {
        assert_eq!(games_cut_at(text, cut), expected, "cut at {cut}");
    }
    // Pieces of every size give the same.
    let whole = games_by_pieces(text, usize::MAX);
    assert_eq!(whole.len(), 2);
    for size in 1..=text.len() {
        assert_eq!(games_by_pieces(text, size), whole, "pieces of {size}");
    }
}

/// Each game's tags, or its error as text.
type Headers = Vec<Result<Vec<(String, String)>, String>>;

/// The tags of each game as the full reader reads them, or its error.
fn full_tags(text: &str) -> Headers {
    chess_arbiter::pgn::PgnReader::new(text)
        .map(|r| {
            r.map(|g| g.tags)
                .map_err(|e| LoadPgnError::from(e).to_string())
        })
        .collect()
}

fn fast_tags(text: &str) -> Headers {
    read_headers(text)
        .into_iter()
        .map(|r| r.map_err(|e| e.to_string()))
        .collect()
}

#[test]
fn headers_only_skips_movetext_and_ends_games_where_the_reader_does() {
    // Results in comments and variations, `[` in comments and mid-line, games without tags or
    // results, a `%` line, comments after the result, nested variations, `e8(Q)`.
    let text = "[Event \"1\"]\n\n1. e4 { 1-0 [Event \"no\"] } (1. d4 * ) ; 0-1 [x\n%1-0\n1... e5 1/2-1/2 { after }\n\
                [Event \"2\"] 1. d4 d5 [Event \"3\"]\n[Site \"s\"]\n1. c4 (1. b3 (1. g3) e5) 1... e5 2. e8(Q) 0-1\n\
                1. f4 *\n1. h4\n\n[Event \"4\"]\n{ c }\n[Round \"2\"]\n*";
    let full = full_tags(text);
    assert_eq!(full.len(), 6);
    assert_eq!(fast_tags(text), full);
    // Errors the scan sees: at the same place, with the same game numbers after them.
    for text in [
        "[Event \"1\"]\n1. e4 { open\n\n[Event \"2\"]\n1. d4 *",
        "[Event \"1\"]\n1. e4 ) e5 *\n\n[Event \"2\"]\n1. d4 *",
        "[Event \"1\"]\n1. e4 (1. d4 *\n\n[Event \"2\"]\n1. d4 *",
        "[Event \"1\"]\n1. e4 (1. d4\n\n[Event \"2\"]\n1. d4 *",
        "[Event \"1]\n1. e4 *\n\n[Event \"2\"]\n1. d4 *",
    ] {
        assert_eq!(fast_tags(text), full_tags(text), "{text}");
        assert!(fast_tags(text)[0].is_err(), "{text}");
    }
    // Every lichess game: the same tags.
    const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
    let mut games = 0;
    for entry in std::fs::read_dir(DIR).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "pgn") {
            let text = std::fs::read_to_string(&path).unwrap();
            let fast = fast_tags(&text);
            assert_eq!(fast, full_tags(&text), "{}", path.display());
            games += fast.len();
        }
    }
    assert_eq!(games, 8642);
}

/// `text` through `HeaderStream` in pieces of `size` characters (the whole text when 0), as
/// `fast_tags` gives it; and the most text the stream held.
fn streamed_tags(text: &str, size: usize) -> (Headers, usize) {
    let mut stream = chess_arbiter::pgn::HeaderStream::new();
    let mut out = Vec::new();
    let mut take =
        |r: Result<&[chess_arbiter::pgn::TagSpan<'_>], chess_arbiter::pgn::ParsePgnError>| {
            out.push(
                r.map(|tags| {
                    tags.iter()
                        .map(|t| (t.name.to_string(), t.value().into_owned()))
                        .collect()
                })
                .map_err(|e| LoadPgnError::from(e).to_string()),
            );
        };
    let mut held = 0;
    if size == 0 {
        stream.push(text, true, &mut take);
    } else {
        let chars: Vec<char> = text.chars().collect();
        for chunk in chars.chunks(size) {
            stream.push(&chunk.iter().collect::<String>(), false, &mut take);
            held = held.max(stream.buffered());
        }
        stream.push("", true, &mut take);
    }
    (out, held)
}

/// Texts where where a game ends, or an error, depends on text far on: results cut in two,
/// comments and escape lines across pieces, errors whose next tag section comes later, a
/// byte order mark, CRLF and lone CR lines, escapes, games without tags.
const TRICKY: &[&str] = &[
    "[Event \"1\"]\n\n1. e4 { 1-0 [Event \"no\"] } (1. d4 * ) ; 0-1 [x\n%1-0\n1... e5 1/2-1/2 { after }\n\
     [Event \"2\"] 1. d4 d5 [Event \"3\"]\n[Site \"s\"]\n1. c4 (1. b3 (1. g3) e5) 1... e5 2. e8(Q) 0-1\n\
     1. f4 *\n1. h4\n\n[Event \"4\"]\n{ c }\n[Round \"2\"]\n*",
    "[Event \"1\"]\n1. e4 { open\n\n[Event \"2\"]\n1. d4 *",
    "[Event \"1\"]\n1. e4 ) e5 *\n\n[Event \"2\"]\n1. d4 *\n\n[Event \"3\"]\n1. c4 ) *",
    "[Event \"1\"]\n1. e4 (1. d4 *\n\n[Event \"2\"]\n1. d4 *",
    "[Event \"1\"]\n1. e4 (1. d4\n\n[Event \"2\"]\n1. d4 *",
    "[Event \"1]\n1. e4 *\n\n[Event \"2\"]\n1. d4 *\n[Bad\n1. e4 *\n\n\n[Event \"4\"]\n1. e4 1-0",
    "\u{feff}[Event \"a \\\"q\\\" \\\\ \\x\"]\r\n\r\n1. e4 e5 1/2-1/2\r\n\r\n[Event \"b\"]\r1. d4 0-1\r\r[Event \"c\"]\r1. c4 1-00 *",
    "1. e4 e5 1-0 1. d4 d5 0-1\n{ tail } [Site \"é\"] 1. c4 1-0 { after } ; line\n%esc\n[W \"1-0\"]",
    "[Event \"x\"]\n1. e4 {\n[%clk 0:01:00] } e5 *\n\n[Event \"y\"] [Site \"z\"]\n\n1-0",
    "  \n\n",
    "[Event \"x\"]\n",
    "[Event \"x\"] 1. e4 (",
];

#[test]
fn header_stream_gives_the_tags_of_the_whole_text_however_it_is_cut() {
    for text in TRICKY {
        let whole = fast_tags(text);
        assert_eq!(streamed_tags(text, 0).0, whole, "{text:?}");
        let chars: Vec<char> = text.chars().collect();
        for size in 1..=chars.len() {
            assert_eq!(
                streamed_tags(text, size).0,
                whole,
                "{text:?} in pieces of {size}"
            );
        }
        // Two pieces, cut at every character.
        for cut in 0..=chars.len() {
            let (a, b): (String, String) =
                (chars[..cut].iter().collect(), chars[cut..].iter().collect());
            let mut stream = chess_arbiter::pgn::HeaderStream::new();
            let mut out = Vec::new();
            let mut take = |r: Result<
                &[chess_arbiter::pgn::TagSpan<'_>],
                chess_arbiter::pgn::ParsePgnError,
            >| {
                out.push(
                    r.map(|t| t.len())
                        .map_err(|e| LoadPgnError::from(e).to_string()),
                );
            };
            stream.push(&a, false, &mut take);
            stream.push(&b, false, &mut take);
            stream.push("", true, &mut take);
            let want: Vec<_> = whole
                .iter()
                .map(|r| r.as_ref().map(Vec::len).map_err(Clone::clone))
                .collect();
            assert_eq!(out, want, "{text:?} cut at {cut}");
        }
    }
    assert_eq!(
        fast_tags(TRICKY[5]),
        [
            Err("game 1, line 1, column 8: unterminated string".to_string()),
            Ok(vec![("Event".to_string(), "2".to_string())]),
            Err("game 3, line 6, column 5: unterminated tag".to_string()),
            Ok(vec![("Event".to_string(), "4".to_string())]),
        ]
    );
}

#[test]
fn header_stream_reads_the_lichess_files_in_pieces_holding_one_game() {
    const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
    let mut games = 0;
    for entry in std::fs::read_dir(DIR).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let whole = fast_tags(&text);
        games += whole.len();
        let longest = text.split("\n\n[Event ").map(str::len).max().unwrap();
        for size in [0, 1000, 4096, 65_536] {
            let (got, held) = streamed_tags(&text, size);
            assert_eq!(got, whole, "{} in pieces of {size}", path.display());
            // An open game is read again once the text held has doubled: at most twice the
            // longest game and a piece, and a piece (pieces of characters: up to 4 bytes each).
            assert!(
                held <= 2 * (longest + 4 * size) + 4 * size,
                "{}: held {held}",
                path.display()
            );
        }
    }
    assert_eq!(games, 8642);
}

/// Pieces of PGN-like texts with errors only the full reader sees (characters that start no
/// token, annotations and variations without a move, a garbled byte order mark before a tag
/// line) among results, comments, parentheses, tags and line breaks.
const ODD_PIECES: &[&str] = &[
    "[Event \"x\"]\n",
    "[Site \"y\"]\n",
    "[B \"b\"] ",
    "[] ",
    "\n",
    "\n\n",
    "\r\n",
    " ",
    "1. e4 ",
    "e5 ",
    "Nf3 ",
    "1-0",
    "0-1",
    "*",
    "1/2-1/2",
    "{ c }",
    "{",
    "}",
    "(",
    ")",
    "(1. d4) ",
    "; x\n",
    "%esc\n",
    "@",
    "?",
    "x",
    "é",
    "$1 ",
    "!",
    "\u{200b}",
    "ï»¿",
    "]",
    "[",
    "\"",
    "--",
    "O-O ",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 3_000, ..Default::default() })]
    /// The full reader and a headers-only read end every game at the same place: the same
    /// number of games, and the same tags for each game the full reader reads. A game only the
    /// full reader finds broken is an error there and tags here, at the same index.
    #[test]
    fn full_and_headers_only_reads_number_games_alike(
        parts in proptest::collection::vec(0..ODD_PIECES.len(), 0..30),
    ) {
        let text: String = parts.iter().map(|&i| ODD_PIECES[i]).collect();
        let full = full_tags(&text);
        let fast = fast_tags(&text);
        proptest::prop_assert_eq!(full.len(), fast.len(), "{:?}", text);
        for (f, h) in full.iter().zip(&fast) {
            if let Ok(tags) = f {
                proptest::prop_assert_eq!(h.as_ref().ok(), Some(tags), "{:?}", text);
            }
        }
        for size in [1, 3, 7] {
            let (streamed, _) = streamed_tags(&text, size);
            proptest::prop_assert_eq!(&streamed, &fast, "{:?} in pieces of {}", text, size);
        }
        // The games read validated from the text cut into games (`PgnSplitter`), as
        // `readGames` reads them: as many.
        proptest::prop_assert_eq!(games_by_pieces(&text, 5).len(), full.len(), "{:?}", text);
    }
}

#[test]
fn an_error_only_the_full_reader_sees_does_not_shift_the_games_after_it() {
    // The trial's text: a garbled byte order mark before the second game's tag line.
    let text =
        "[Event \"1\"]\n\n1. e4 *\n\nï»¿[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 *";
    let ev = |e: &str| Ok(vec![("Event".to_string(), e.to_string())]);
    assert_eq!(
        full_tags(text),
        [
            ev("1"),
            Err("game 2, line 5, column 1: unexpected character 'ï'".to_string()),
            ev("2"),
            ev("3")
        ]
    );
    assert_eq!(fast_tags(text), [ev("1"), Ok(vec![]), ev("2"), ev("3")]);
    // An annotation and a variation without a move, a stray `]` and `@`.
    // A second trial's texts: a tag line with text after its `]`, then an error, then a tag
    // line: the next game starts there in every reading.
    for text in [
        "[Site \"a\"] 1. e4 )\n[Event \"u\"]\n1. d4 *\n",
        "[Event \"a\"]\n[] x\n[Event \"b\"]\n\n1. d4 *\n",
        "[Black \"B\"] 1. e4 (\n[White \"x\"] 1. e4 *",
    ] {
        let (full, fast) = (full_tags(text), fast_tags(text));
        assert_eq!(full.len(), 2, "{text}");
        assert_eq!(fast.len(), 2, "{text}");
        assert_eq!(games_by_pieces(text, usize::MAX).len(), 2, "{text}");
        assert!(full[0].is_err() && fast[0].is_err(), "{text}");
        assert_eq!(full[1], fast[1], "{text}");
    }
    let tag = |n: &str, v: &str| vec![(n.to_string(), v.to_string())];
    let err = |e: &str| Err(e.to_string());
    for (text, full, fast) in [
        (
            "$1\n[A \"1\"]\n1. e4 *",
            vec![
                err("game 1, line 1, column 1: annotation without a preceding move"),
                Ok(tag("A", "1")),
            ],
            vec![Ok(vec![]), Ok(tag("A", "1"))],
        ),
        (
            "(1. e4)\n[A \"1\"]\n1. e4 *",
            vec![
                err("game 1, line 1, column 1: variation without a preceding move"),
                Ok(tag("A", "1")),
            ],
            vec![Ok(vec![]), Ok(tag("A", "1"))],
        ),
        (
            "[A \"1\"]\n\n1. e4 ]\n*\n[B \"2\"] 1. d4 *",
            vec![
                err("game 1, line 3, column 7: unexpected character ']'"),
                Ok(tag("B", "2")),
            ],
            vec![Ok(tag("A", "1")), Ok(tag("B", "2"))],
        ),
        (
            "1. e4 @ 1-0 1. d4 * [C \"3\"] *",
            vec![
                err("game 1, line 1, column 7: unexpected character '@'"),
                Ok(vec![]),
                Ok(tag("C", "3")),
            ],
            vec![Ok(vec![]), Ok(vec![]), Ok(tag("C", "3"))],
        ),
    ] {
        assert_eq!(full_tags(text), full, "{text}");
        assert_eq!(fast_tags(text), fast, "{text}");
    }
}

#[test]
fn header_stream_gives_a_game_as_soon_as_the_text_after_it_comes() {
    let mut stream = chess_arbiter::pgn::HeaderStream::new();
    let got = std::cell::RefCell::new(Vec::new());
    let mut take =
        |r: Result<&[chess_arbiter::pgn::TagSpan<'_>], chess_arbiter::pgn::ParsePgnError>| {
            got.borrow_mut().push(
                r.map(|t| t[0].value().into_owned())
                    .map_err(|e| e.to_string()),
            );
        };
    // A comment could still follow the result: the game waits.
    stream.push("[Event \"a\"]\n\n1. e4 *\n\n", false, &mut take);
    assert_eq!(got.borrow().len(), 0);
    stream.push("[Ev", false, &mut take);
    // The next game has begun: the first is given at once (before, it waited for the text
    // held to double).
    assert_eq!(*got.borrow(), [Ok("a".to_string())]);
    stream.push("ent \"b\"]\n\n1. d4", false, &mut take);
    stream.push(" *\n", true, &mut take);
    assert_eq!(*got.borrow(), [Ok("a".to_string()), Ok("b".to_string())]);
}
