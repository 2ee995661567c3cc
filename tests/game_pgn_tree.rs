//! PGN into the game tree and back (issue #17 §2): every variation played and validated,
//! errors with the variation's path, skipped variations as warnings, `%emt`/`%csl`/`%cal`
//! as data, and the round trip parse → write → parse on hand-written files and on every
//! lichess game.

use chess_arbiter::PlayOptions;
use chess_arbiter::game::pgn::{
    GameReader, LoadPgnErrorKind, LoadedGame, PgnLoadOptions, read_game, write_game,
};
use chess_arbiter::game::{Annotations, Game, ROOT, Shape, ShapeColor, Termination};
use chess_arbiter::pgn::{PgnEval, PgnWriteOptions};
use chess_arbiter::{Outcome, Square};

fn opts() -> PgnLoadOptions {
    PgnLoadOptions::default()
}

fn sans(g: &Game, ids: &[u32]) -> Vec<String> {
    ids.iter()
        .map(|&id| g.node_move(id).unwrap().unwrap().san)
        .collect()
}

/// Reads every game of `text`, writes each and reads it back: the same tree, ids,
/// annotations, current line and outcome; writing again gives the same text.
fn round_trip_all(name: &str, text: &str) -> usize {
    let mut n = 0;
    for (i, loaded) in GameReader::new(text, opts()).enumerate() {
        let loaded = loaded.unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
        round_trip(&format!("{name} game {}", i + 1), &loaded);
        n += 1;
    }
    n
}

fn round_trip(what: &str, loaded: &LoadedGame) {
    let written = write_game(
        &loaded.game,
        Some(&loaded.source),
        &PgnWriteOptions::default(),
    );
    let back = read_game(&written, &opts()).unwrap_or_else(|e| panic!("{what}: {e}\n{written}"));
    assert!(back.game == loaded.game, "{what}: trees differ\n{written}");
    assert_eq!(
        write_game(&back.game, Some(&back.source), &PgnWriteOptions::default()),
        written,
        "{what}"
    );
}

#[test]
fn the_issue_example_a_bad_move_in_a_variation_is_an_error() {
    let text = "1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 *";
    let e = read_game(text, &opts()).unwrap_err();
    assert_eq!(e.code(), "ERR_INVALID_PGN");
    assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
    assert_eq!((e.game, e.line, e.column), (1, Some(1), Some(21)));
    match &e.kind {
        LoadPgnErrorKind::Move {
            ply,
            variation,
            san,
            ..
        } => {
            assert_eq!(*ply, 3);
            assert_eq!(&**variation, &[(3, 1)]);
            assert_eq!(san, "Qxh1");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move"
    );
}

#[test]
fn nested_variation_errors_give_the_path() {
    let text = "[Event \"x\"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. Qxh7)) (1. c4) e5 *\n\n\
                1. e4 (1. d4) (1. c4 e5 2. Ke3) e5 *";
    let errors: Vec<_> = GameReader::new(text, opts())
        .map(|r| r.unwrap_err())
        .collect();
    assert_eq!(
        errors[0].to_string(),
        "game 1, line 3, column 30: variation 1 at ply 1 > 1 at ply 2: ply 3 (Qxh7): illegal move"
    );
    assert_eq!(
        errors[1].to_string(),
        "game 2, line 5, column 28: variation 2 at ply 1: ply 3 (Ke3): illegal move"
    );
    // A bad main-line move after variations keeps its place too.
    let e = read_game("1. e4 (1. d4 d5) e5 2. Ke3 *", &opts()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 24: ply 3 (Ke3): illegal move"
    );
}

#[test]
fn skip_bad_variations_gives_warnings() {
    let options = PgnLoadOptions {
        skip_bad_variations: true,
        ..opts()
    };
    let text = "1. e4 e5 2. Nf3 (2. Qxh1 Nc6) (2. Bc4 Nc6 3. Qxh7) (2. d4 exd4 (2... Qxa1)) 2... Nc6 (2... Nf6) *";
    let loaded = read_game(text, &options).unwrap();
    let warnings: Vec<String> = loaded.warnings.iter().map(|w| w.to_string()).collect();
    assert_eq!(
        warnings,
        [
            "game 1, line 1, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move",
            "game 1, line 1, column 46: variation 2 at ply 3: ply 5 (Qxh7): illegal move",
            "game 1, line 1, column 70: variation 3 at ply 3 > 1 at ply 4: ply 4 (Qxa1): illegal move",
        ]
    );
    let g = &loaded.game;
    assert_eq!(sans(g, &g.mainline()), ["e4", "e5", "Nf3", "Nc6"]);
    let nf3 = g.mainline()[2];
    let e5 = g.mainline()[1];
    assert_eq!(sans(g, &g.children(e5).unwrap()), ["Nf3", "d4"]);
    assert_eq!(sans(g, &g.children(nf3).unwrap()), ["Nc6", "Nf6"]);
    // Ids are dense: the skipped moves left no holes.
    assert_eq!(g.mainline(), [1, 2, 3, 6]);
    let written = write_game(g, Some(&loaded.source), &PgnWriteOptions::default());
    assert!(
        written.ends_with("\n\n1. e4 e5 2. Nf3 (2. d4 exd4) 2... Nc6 (2... Nf6) *\n"),
        "{written}"
    );
    // Without the option the same text is an error.
    assert_eq!(
        read_game(text, &opts()).unwrap_err().reason(),
        "ERR_ILLEGAL_MOVE"
    );
}

#[test]
fn variations_are_nodes_of_the_tree() {
    let loaded = read_game("1. e4 (1. d4 d5 (1... Nf6)) (1. c4) e5 2. Nf3 *", &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(sans(g, &g.children(ROOT).unwrap()), ["e4", "d4", "c4"]);
    assert_eq!(sans(g, &g.mainline()), ["e4", "e5", "Nf3"]);
    let d4 = g.children(ROOT).unwrap()[1];
    assert_eq!(sans(g, &g.children(d4).unwrap()), ["d5", "Nf6"]);
    // The game stands at the end of the main line.
    assert_eq!(g.node_id(), *g.mainline().last().unwrap());
    assert_eq!(g.line_ids().len(), 4);
    let nf6 = g.children(d4).unwrap()[1];
    assert_eq!(
        g.fen_of(nf6).unwrap(),
        "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2"
    );
}

#[test]
fn comment_commands_are_data() {
    let text = "1. e4 { [%clk 0:03:00] [%emt 0:00:02.5] [%csl Ge4,Rd5] [%cal Gg1f3] good } \
                { [%cal Bb1c3] [%emt 0:00:09] second } e5 *";
    let loaded = read_game(text, &opts()).unwrap();
    let g = &loaded.game;
    let e4 = g.mainline()[0];
    let shape = |color, from, to| Shape { color, from, to };
    assert_eq!(
        g.annotations(e4).unwrap(),
        Annotations {
            comments_after: vec!["good".into(), "[%emt 0:00:09] second".into()],
            clock_ms: Some(180_000),
            emt_ms: Some(2_500),
            shapes: vec![
                shape(ShapeColor::Green, Square::E4, Square::E4),
                shape(ShapeColor::Red, Square::D5, Square::D5),
                shape(ShapeColor::Green, Square::G1, Square::F3),
                shape(ShapeColor::Blue, Square::B1, Square::C3),
            ],
            ..Annotations::default()
        }
    );
    let written = write_game(g, Some(&loaded.source), &PgnWriteOptions::default());
    assert!(
        written.ends_with(
            "\n\n1. e4 { [%clk 0:03:00] [%emt 0:00:02.5] [%csl Ge4,Rd5] [%cal Gg1f3,Bb1c3] }\n\
             { good } { [%emt 0:00:09] second } 1... e5 *\n"
        ),
        "{written}"
    );
    round_trip("commands", &loaded);
    // Setting them on a node writes them.
    let mut g = Game::new();
    g.play("d4", PlayOptions::new()).cloned().unwrap();
    g.set_annotations(
        1,
        Annotations {
            nags: vec![1],
            eval: Some(PgnEval::Centipawns(-15)),
            shapes: vec![shape(ShapeColor::Yellow, Square::D4, Square::D4)],
            comments_before: vec![],
            comments_after: vec!["solid".into()],
            ..Annotations::default()
        },
    )
    .unwrap();
    let written = write_game(&g, None, &PgnWriteOptions::default());
    assert!(
        written.ends_with("\n\n1. d4 $1 { [%eval -0.15] [%csl Yd4] } { solid } *\n"),
        "{written}"
    );
}

#[test]
fn fivefold_repetition_in_a_record_ends_the_game_where_the_laws_say() {
    // Art. 9.6.1: the game is drawn on the fifth occurrence. A record that goes on (some
    // servers do) loads whole; the outcome is the fivefold repetition at its ply.
    let dance = "Nf3 Nf6 Ng1 Ng8 ";
    let text = format!("{}e4 *", dance.repeat(4));
    let loaded = read_game(&text, &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(g.line_len(), 17);
    assert_eq!(g.ended_at(), Some(16));
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::FivefoldRepetition))
    );
    let written = write_game(g, Some(&loaded.source), &PgnWriteOptions::default());
    assert!(
        written.contains("[Result \"*\"]"),
        "the record's own result"
    );
    round_trip("fivefold", &loaded);
}

#[test]
fn hand_written_files_round_trip() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    let mut games = 0;
    for path in &names {
        let text = std::fs::read_to_string(path).unwrap();
        games += round_trip_all(&path.display().to_string(), &text);
    }
    assert_eq!(games, 6);
    // Spot checks of what the files hold.
    let text = std::fs::read_to_string(format!("{dir}/comments.pgn")).unwrap();
    let loaded = read_game(&text, &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(
        g.annotations(ROOT).unwrap().comments_after,
        [
            "A comment before the first move.",
            "And a second one.",
            "between the number and the move"
        ]
    );
    let nc6 = g.mainline()[3];
    let d6 = g.variations(g.mainline()[2]).unwrap()[0];
    assert_eq!(g.node_move(nc6).unwrap().unwrap().san, "Nc6");
    let d6_ann = g.annotations(d6).unwrap();
    assert_eq!(
        d6_ann.comments_before,
        ["before the variation's first move"]
    );
    assert_eq!(d6_ann.comments_after, ["in the variation"]);
    let bb5 = g.annotations(g.mainline()[4]).unwrap();
    assert_eq!(bb5.emt_ms, Some(2_500));
    assert_eq!(bb5.eval, Some(PgnEval::Centipawns(31)));
    assert_eq!(bb5.shapes.len(), 4);
    let text = std::fs::read_to_string(format!("{dir}/escaped.pgn")).unwrap();
    let loaded = read_game(&text, &opts()).unwrap();
    assert_eq!(loaded.source.tag("Event"), Some("An \"escaped\" event"));
    assert_eq!(loaded.source.tag("Site"), Some("C:\\chess\\games"));
}

#[test]
fn every_lichess_game_round_trips_as_a_tree() {
    const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
    let mut names: Vec<_> = std::fs::read_dir(DIR)
        .expect("the lichess data directory (../shared)")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    names.sort();
    let mut games = 0;
    for path in &names {
        let text = std::fs::read_to_string(path).unwrap();
        games += round_trip_all(&path.display().to_string(), &text);
    }
    assert_eq!(games, 8642);
}

/// A game whose comments hold many `[%clk]`, `[%csl]`, `[%cal]`, `[%emt]` and `[%eval]`
/// commands and long text, with `%` words, a `}` in a `;` comment and tag values holding `"`,
/// `\`, `]`, `{`, `;` and `%`.
const LONG_COMMENTS: &str = include_str!("data/long_comments.pgn");

#[test]
fn long_comments_with_commands_round_trip() {
    let loaded = read_game(LONG_COMMENTS, &opts()).unwrap();
    let g = &loaded.game;
    assert_eq!(
        sans(g, &g.mainline()),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
    );
    assert_eq!(
        loaded.source.tag("Event"),
        Some("Commands in \"long\" comments")
    );
    assert_eq!(loaded.source.tag("Site"), Some("C:\\games\\x]y{z;w %"));
    assert_eq!(loaded.source.tag("Annotator"), Some("\\"));
    let e4 = g.annotations(g.mainline()[0]).unwrap();
    assert_eq!(e4.clock_ms, Some(180_000));
    assert_eq!(e4.emt_ms, Some(1_000));
    assert_eq!(e4.eval, Some(PgnEval::Centipawns(25)));
    assert_eq!(e4.shapes.len(), 6);
    assert_eq!(
        e4.comments_after,
        [
            "The king's pawn, a long comment with [%clk 0:02:59] a second clock that stays text and  an elapsed time."
        ]
    );
    let nc6 = g.annotations(g.mainline()[3]).unwrap();
    assert_eq!((nc6.clock_ms, nc6.shapes.len()), (Some(175_000), 9));
    assert_eq!(nc6.comments_after, ["[%clk 0:02:50]"]);
    let bc4 = g.variations(g.mainline()[1]).unwrap()[0];
    let nf6 = g.children(bc4).unwrap()[0];
    assert_eq!(
        g.annotations(nf6).unwrap().comments_after,
        ["a line comment with a } brace and"]
    );
    assert_eq!(g.annotations(nf6).unwrap().shapes.len(), 1);

    let written = write_game(g, Some(&loaded.source), &PgnWriteOptions::default());
    let (tags, movetext) = written.split_once("\n\n").unwrap();
    assert_eq!(tags.lines().count(), 8);
    assert!(
        tags.lines()
            .all(|l| l.starts_with('[') && l.ends_with("\"]"))
    );
    // No movetext line starts with `[` (a tag pair for a reader scanning lines) or `%` (an
    // escape line), though the comments are broken over many lines.
    assert!(movetext.lines().count() > 8, "{written}");
    for line in movetext.lines() {
        assert!(!line.starts_with(['[', '%']), "{line:?} in\n{written}");
    }
    round_trip("long comments", &loaded);
    // The same through the streaming reader, the text cut at every offset.
    let two = format!("{written}\n{written}");
    for cut in 0..=two.len() {
        if !two.is_char_boundary(cut) {
            continue;
        }
        let mut s = chess_arbiter::game::pgn::GameStream::new(opts());
        let mut games = Vec::new();
        s.push(&two[..cut]);
        while let Some((_, r)) = s.next_game() {
            games.push(r.unwrap());
        }
        s.push(&two[cut..]);
        s.finish();
        while let Some((_, r)) = s.next_game() {
            games.push(r.unwrap());
        }
        assert_eq!(games.len(), 2, "cut at {cut}");
        for back in &games {
            assert!(back.game == loaded.game, "cut at {cut}: trees differ");
            assert_eq!(
                write_game(&back.game, Some(&back.source), &PgnWriteOptions::default()),
                written,
                "cut at {cut}"
            );
        }
    }
}
