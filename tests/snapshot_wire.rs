//! The text a game snapshot crosses the wasm boundary as (`src/game/snapshot_wire.rs`): what
//! `RawGame.snapshot` writes, and `read_wire` on the text the JS face packs (`snapshotText` in
//! `src/js/api.js`): the same snapshot back, and a text cut short or altered refused with
//! `ERR_INVALID_SNAPSHOT` naming the part, never a panic.

use chess_arbiter::game::pgn::{
    PgnLoadOptions, RecordSnapshot, read_game, record_snapshot, restore_record,
};
use chess_arbiter::game::snapshot_wire::{read_wire, write_wire};
use chess_arbiter::game::{Game, GameError, GameSnapshot};
use chess_arbiter::{CastlingMode, PlayOptions};

/// A text as one item coming in (`esc` in `src/js/api.js`).
fn esc(t: &str) -> String {
    t.replace('\u{1e}', "\u{1e}0").replace('\u{1f}', "\u{1e}1")
}

/// The items of a snapshot as the JS face packs them (`snapshotText` in `src/js/api.js`).
fn items(s: &GameSnapshot, record: Option<&RecordSnapshot>) -> Vec<String> {
    let mut out = vec![
        esc(&s.start_fen),
        u8::from(s.chess960).to_string(),
        u8::from(s.relaxed).to_string(),
        s.ply.to_string(),
        esc(s.claim.as_deref().unwrap_or("")),
        s.moves.len().to_string(),
    ];
    out.extend(s.moves.iter().map(|m| esc(m)));
    out.push(s.line_end.to_string());
    out.push(s.nodes.len().to_string());
    for n in &s.nodes {
        out.push(n.id.to_string());
        out.push(n.parent.to_string());
        out.push(esc(&n.uci));
        out.push(esc(n.claim.as_deref().unwrap_or("")));
    }
    match record {
        None => out.push("0".into()),
        Some(r) => {
            out.push("1".into());
            out.push(r.tags.len().to_string());
            for (name, value) in &r.tags {
                out.push(esc(name));
                out.push(esc(value));
            }
            out.push(r.result.map_or("", |r| r.as_str()).into());
            match &r.moves {
                None => out.push(String::new()),
                Some(moves) => {
                    out.push(moves.len().to_string());
                    out.extend(moves.iter().map(|m| esc(m)));
                }
            }
        }
    }
    out
}

/// The text of `items`: each item ends with U+001F.
fn text(items: &[String]) -> String {
    items.iter().map(|i| format!("{i}\u{1f}")).collect()
}

/// The part a refused text names (the message's end), or a failure for anything else.
fn part(text: &str) -> String {
    match read_wire(text) {
        Err(GameError::InvalidSnapshot(part)) => part,
        Err(e) => panic!("not InvalidSnapshot: {e:?}"),
        Ok(_) => panic!("accepted: {text:?}"),
    }
}

const PARTS: &[&str] = &[
    "startFen",
    "chess960",
    "relaxed",
    "ply",
    "claim",
    "moves",
    "lineEnd",
    "nodes",
    "record",
    "tags or result",
    "recordMoves",
    "more than a snapshot",
];

/// A game read from PGN with a variation, a claim in it, and tags whose values hold the two
/// characters the text escapes; its main line then changed, so the record keeps its moves.
fn tree_game() -> (Game, RecordSnapshot) {
    let pgn = "[Event \"a\u{1f}b\u{1e}c\"]\n[Site \"\u{1e}1\"]\n[Result \"1-0\"]\n\n\
        1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 (3. e4 e5) 3... Nf6 4. Ng1 Ng8 1-0\n";
    let loaded = read_game(pgn, &PgnLoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let mut game = loaded.game;
    game.claim_draw().unwrap_or_else(|e| panic!("{e}"));
    game.goto(3).unwrap_or_else(|e| panic!("{e}"));
    let record = record_snapshot(&game, &loaded.source);
    (game, record)
}

#[test]
fn the_text_out_is_the_line_then_the_record_and_the_tree() {
    let mut game = Game::new();
    for m in ["e4", "e5"] {
        game.play(m, PlayOptions::default()).unwrap();
    }
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let s = game.to_snapshot();
    assert_eq!(
        write_wire(&s, None, true),
        format!("{start}\u{1f}0\u{1f}0\u{1f}2\u{1f}\u{1f}\u{1f}\u{1f}e2e4\u{1f}e7e5")
    );
    assert_eq!(
        write_wire(&Game::new().to_snapshot(), None, false),
        format!("{start}\u{1f}0\u{1f}0\u{1f}0\u{1f}\u{1f}\u{1f}")
    );
    let (game, record) = tree_game();
    let s = game.to_snapshot();
    let whole = write_wire(&s, Some(&record), true);
    let items: Vec<&str> = whole.split('\u{1f}').collect();
    assert_eq!(items[1..5], ["0", "0", "3", "threefold_repetition"]);
    assert_eq!(items[5], record.to_json());
    assert_eq!(items[6], s.tree_json());
    assert!(items[6].starts_with("{\"nodes\":["), "{}", items[6]);
    assert_eq!(
        items[7..],
        s.moves.iter().map(String::as_str).collect::<Vec<_>>()[..]
    );
    // Without `whole`, the record and the tree are left out (the game states' use).
    let line = write_wire(&s, Some(&record), false);
    assert_eq!(line.split('\u{1f}').nth(5), Some(""));
    assert_eq!(line.split('\u{1f}').nth(6), Some(""));
}

#[test]
fn the_text_in_gives_the_snapshot_back() {
    let mut line = Game::new();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        line.play(m, PlayOptions::default()).unwrap();
    }
    line.claim_draw().unwrap();
    let chess960 = Game::from_fen(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    )
    .unwrap();
    let relaxed =
        Game::from_fen_relaxed("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 200", CastlingMode::Standard)
            .unwrap();
    let (tree, record) = tree_game();
    let cases = [
        (line, None),
        (chess960, None),
        (relaxed, None),
        (tree, Some(record)),
    ];
    for (game, record) in cases {
        let s = game.to_snapshot();
        let packed = text(&items(&s, record.as_ref()));
        let (back, back_record) = read_wire(&packed).unwrap_or_else(|e| panic!("{e}: {packed:?}"));
        let mut want = s.clone();
        for n in &mut want.nodes {
            n.annotations = Default::default(); // set afterwards by the JS face
        }
        want.root_annotations = Default::default();
        assert_eq!(back, want);
        assert_eq!(back_record, record);
        let restored = Game::from_snapshot(&back).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(restored.to_snapshot().moves, s.moves);
        assert_eq!(restored.fen(), game.fen());
        if let Some(r) = back_record {
            assert_eq!(
                r.tags[0].1, "a\u{1f}b\u{1e}c",
                "escaped characters come back"
            );
            assert_eq!(r.tags[1].1, "\u{1e}1");
            let _ = restore_record(&restored, r);
        }
    }
}

#[test]
fn a_text_cut_short_is_refused_naming_a_part() {
    let (game, record) = tree_game();
    let packed = text(&items(&game.to_snapshot(), Some(&record)));
    assert!(read_wire(&packed).is_ok());
    for (cut, _) in packed.char_indices() {
        let p = part(&packed[..cut]);
        assert!(PARTS.contains(&p.as_str()), "cut at {cut}: {p:?}");
    }
    // Where the cut falls decides the part.
    let fen_end = packed.find('\u{1f}').unwrap();
    assert_eq!(part(&packed[..fen_end]), "startFen");
    assert_eq!(part(&packed[..fen_end + 1]), "chess960");
    assert_eq!(part(&packed[..packed.len() - 1]), "recordMoves");
    assert_eq!(part(""), "startFen");
}

#[test]
fn an_altered_text_is_refused_naming_the_part() {
    let (game, mut record) = tree_game();
    record.moves = Some(vec!["Nf3".into(), "Nf6".into()]); // the record's own main line
    let s = game.to_snapshot();
    let good = items(&s, Some(&record));
    let moves = 6; // the first move's item
    let line_end = moves + s.moves.len();
    let nodes = line_end + 2; // the first node's id
    let rec = nodes + 4 * s.nodes.len();
    let result = rec + 2 + 2 * record.tags.len();
    let with = |i: usize, v: &str| {
        let mut items = good.clone();
        items[i] = v.to_string();
        text(&items)
    };
    let cases: &[(usize, &str, &str)] = &[
        (0, "bad\u{1e}", "startFen"),
        (0, "bad\u{1e}2", "startFen"),
        (1, "2", "chess960"),
        (1, "", "chess960"),
        (1, "true", "chess960"),
        (2, "yes", "relaxed"),
        (3, "-1", "ply"),
        (3, "+1", "ply"),
        (3, "", "ply"),
        (3, "1e3", "ply"),
        (3, "4294967296", "ply"),
        (3, "3.0", "ply"),
        (4, "\u{1e}", "claim"),
        (5, "x", "moves"),
        (5, "4294967295", "moves"),
        (moves, "e2e4\u{1e}x", "moves"),
        (line_end, "-", "lineEnd"),
        (line_end + 1, "4294967295", "nodes"),
        (line_end + 1, "", "nodes"),
        (nodes, "0x1", "nodes"),
        (nodes + 1, " 1", "nodes"),
        (nodes + 2, "\u{1e}", "nodes"),
        (rec, "2", "record"),
        (rec + 1, "x", "tags or result"),
        (rec + 3, "\u{1e}\u{1e}", "tags or result"),
        (result, "2-0", "tags or result"),
        (result, "1-0 ", "tags or result"),
        (result + 1, "x", "recordMoves"),
        (result + 1, "99", "recordMoves"),
    ];
    for &(i, v, want) in cases {
        assert_eq!(part(&with(i, v)), want, "item {i} as {v:?}");
    }
    // One item more at the end, or a list that says it is longer or shorter: refused, never
    // read as something else.
    let mut more = good.clone();
    more.push(String::new());
    assert_eq!(part(&text(&more)), "more than a snapshot");
    for (i, count) in [(5, s.moves.len()), (line_end + 1, s.nodes.len())] {
        for n in [count + 1, count - 1] {
            let p = part(&with(i, &n.to_string()));
            assert!(PARTS.contains(&p.as_str()), "count {n} at {i}: {p:?}");
        }
    }
    // The record's moves absent (an empty count) while they follow: one item too many.
    assert_eq!(part(&with(result + 1, "")), "more than a snapshot");
    assert_eq!(part(&with(result + 1, "1")), "more than a snapshot");
    assert!(read_wire(&text(&good)).is_ok());
}

#[test]
fn escapes_and_empty_record_moves() {
    let mut game = Game::new();
    game.play("e4", PlayOptions::default()).unwrap();
    let s = game.to_snapshot();
    let record = |moves: Option<Vec<String>>| RecordSnapshot {
        tags: vec![("Event".into(), "\u{1e}\u{1f}\u{1e}0".into())],
        result: None,
        moves,
    };
    for moves in [None, Some(vec![]), Some(vec!["e\u{1f}4".into()])] {
        let r = record(moves);
        let (back, back_record) = read_wire(&text(&items(&s, Some(&r)))).unwrap();
        assert_eq!(back.moves, ["e2e4"]);
        assert_eq!(back_record, Some(r));
    }
}
