//! A game read from PGN through a snapshot: [`record_snapshot`] and [`restore_record`] keep the
//! record's tags and result, so the restored game writes the same PGN as the original, now and
//! after later changes of the main line.

use chess_arbiter::PlayOptions;
use chess_arbiter::game::pgn::{
    LoadedGame, PgnLoadOptions, RecordSnapshot, read_game, record_snapshot, restore_record,
    write_game,
};
use chess_arbiter::game::{Game, ROOT};
use chess_arbiter::pgn::{PgnGame, PgnResult, PgnWriteOptions};

const RESIGNED: &str = "[Event \"Casual\"]\n[Site \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\
    [Result \"1-0\"]\n[Annotator \"X\"]\n[Termination \"resignation\"]\n\n1. e4 e5 2. Nf3 1-0\n";

fn load(text: &str) -> LoadedGame {
    read_game(text, &PgnLoadOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn write(game: &Game, source: &PgnGame) -> String {
    write_game(game, Some(source), &PgnWriteOptions::default())
}

/// The game and its record through a snapshot.
fn restore(game: &Game, source: &PgnGame) -> (Game, PgnGame) {
    let back = Game::from_snapshot(&game.to_snapshot()).unwrap_or_else(|e| panic!("{e}"));
    let record = restore_record(&back, record_snapshot(game, source));
    (back, record)
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

#[test]
fn a_resigned_game_keeps_its_tags_and_result() {
    let loaded = load(RESIGNED);
    assert_eq!(
        record_snapshot(&loaded.game, &loaded.source),
        RecordSnapshot {
            tags: tags(&[
                ("Event", "Casual"),
                ("Site", "Club"),
                ("White", "A"),
                ("Black", "B"),
                ("Result", "1-0"),
                ("Annotator", "X"),
                ("Termination", "resignation"),
            ]),
            result: Some(PgnResult::WhiteWins),
            moves: None,
        }
    );
    let expected = "[Event \"Casual\"]\n[Site \"Club\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
        [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Annotator \"X\"]\n\
        [Termination \"resignation\"]\n\n1. e4 e5 2. Nf3 1-0\n";
    assert_eq!(write(&loaded.game, &loaded.source), expected);
    let (back, record) = restore(&loaded.game, &loaded.source);
    assert_eq!(write(&back, &record), expected);
}

#[test]
fn a_changed_main_line_keeps_the_records_line_for_later() {
    let loaded = load(RESIGNED);
    let mut game = loaded.game.clone();
    game.play("Nc6", PlayOptions::new())
        .cloned()
        .unwrap_or_else(|e| panic!("{e}"));
    let snap = record_snapshot(&game, &loaded.source);
    assert_eq!(snap.result, Some(PgnResult::WhiteWins));
    assert_eq!(
        snap.moves,
        Some(vec!["e4".to_string(), "e5".to_string(), "Nf3".to_string()])
    );
    let moved = "[Event \"Casual\"]\n[Site \"Club\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
        [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Annotator \"X\"]\n\
        [Termination \"resignation\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";
    assert_eq!(write(&game, &loaded.source), moved);
    let (mut back, record) = restore(&game, &loaded.source);
    assert_eq!(write(&back, &record), moved);
    // Taking the move out again: the main line is the record's, the recorded result is back,
    // in the restored game as in the original.
    for g in [&mut game, &mut back] {
        let nf3 = g.mainline()[2];
        g.delete_after(nf3).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(write(&game, &loaded.source).ends_with("2. Nf3 1-0\n"));
    assert_eq!(write(&back, &record), write(&game, &loaded.source));
    // A snapshot of the restored game is the one it was made from.
    assert_eq!(
        record_snapshot(&back, &record),
        record_snapshot(&game, &loaded.source)
    );
}

#[test]
fn a_record_without_a_result_keeps_its_tags_only() {
    let loaded = load("[White \"A\"]\n[Custom \"c\"]\n\n1. e4 e5\n");
    let snap = record_snapshot(&loaded.game, &loaded.source);
    assert_eq!(
        snap,
        RecordSnapshot {
            tags: tags(&[("White", "A"), ("Custom", "c")]),
            result: None,
            moves: None,
        }
    );
    let (back, record) = restore(&loaded.game, &loaded.source);
    let text = write(&back, &record);
    assert_eq!(text, write(&loaded.game, &loaded.source));
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[Custom \"c\"]\n\n1. e4 e5 *\n"
    );
    // With every move taken back, the main line (empty) is no longer the record's.
    let mut game = loaded.game.clone();
    game.delete_after(ROOT).unwrap_or_else(|e| panic!("{e}"));
    let (back, record) = restore(&game, &loaded.source);
    assert_eq!(write(&back, &record), write(&game, &loaded.source));
}

#[test]
fn an_emptied_main_line_does_not_take_the_recorded_result() {
    let loaded = load(RESIGNED);
    let mut game = loaded.game.clone();
    game.delete_after(ROOT).unwrap_or_else(|e| panic!("{e}"));
    let (back, record) = restore(&game, &loaded.source);
    let text = write(&back, &record);
    assert_eq!(text, write(&game, &loaded.source));
    assert!(
        text.ends_with("[Result \"*\"]\n[Annotator \"X\"]\n[Termination \"resignation\"]\n\n*\n"),
        "{text}"
    );
}
