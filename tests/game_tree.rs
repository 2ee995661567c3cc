//! The game tree (issue #17 §1): variations, navigation, edits, annotations, and the draw
//! rules along the path to the current node.

use chess_arbiter::PlayOptions;
use chess_arbiter::game::{
    Annotations, Branching, Game, GameSnapshot, ROOT, Shape, ShapeColor, Termination,
};
use chess_arbiter::pgn::PgnEval;
use chess_arbiter::{Outcome, Square};

fn play_all(g: &mut Game, sans: &str) {
    for san in sans.split_whitespace() {
        g.play(san, PlayOptions::new())
            .cloned()
            .unwrap_or_else(|e| panic!("{san}: {e}"));
    }
}

fn sans(g: &Game, ids: &[u32]) -> Vec<String> {
    ids.iter()
        .map(|&id| g.node_move(id).unwrap().unwrap().san)
        .collect()
}

fn history(g: &Game) -> Vec<&str> {
    g.history().iter().map(|m| m.san.as_str()).collect()
}

#[test]
fn a_different_move_after_undo_adds_a_variation() {
    let mut g = Game::new();
    assert_eq!(g.branching(), Branching::Variation);
    play_all(&mut g, "e4 e5 Nf3");
    assert_eq!(g.line_ids(), [0, 1, 2, 3]);
    g.goto(1).unwrap();
    g.play("c5", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.node_id(), 4);
    assert_eq!(history(&g), ["e4", "c5"]);
    assert!(g.redo_moves().is_empty());
    assert_eq!(sans(&g, &g.mainline()), ["e4", "e5", "Nf3"]);
    assert_eq!(g.children(1).unwrap(), [2, 4]);
    assert_eq!(g.variations(1).unwrap(), [4]);
    assert_eq!(g.parent(4).unwrap(), Some(1));
    assert_eq!(g.parent(ROOT).unwrap(), None);
    assert_eq!(g.node_ply(4).unwrap(), 2);
    // Back on the main line by id: the line goes on along the first continuations.
    g.goto_node(2).unwrap();
    assert_eq!(g.ply(), 2);
    assert_eq!(history(&g), ["e4", "e5"]);
    assert_eq!(g.redo().unwrap().san, "Nf3");
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(
        g.fen_of(4).unwrap(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn the_same_move_after_undo_goes_into_its_node_and_keeps_the_line() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6");
    g.goto(1).unwrap();
    let played = g.play("e5", PlayOptions::new()).cloned().unwrap();
    assert_eq!((played.san.as_str(), played.uci.as_str()), ("e5", "e7e5"));
    assert_eq!(g.ply(), 2);
    assert_eq!(g.node_id(), 2);
    assert_eq!(g.line_len(), 4);
    let redo: Vec<&str> = g.redo_moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(redo, ["Nf3", "Nc6"]);
    assert_eq!(g.children(1).unwrap(), [2]);
    // Going into a variation's move from elsewhere follows its own continuation.
    g.goto(1).unwrap();
    g.play("c5", PlayOptions::new()).cloned().unwrap();
    g.play("Nf3", PlayOptions::new()).cloned().unwrap();
    g.goto(1).unwrap();
    let played = g.play("c5", PlayOptions::new()).cloned().unwrap();
    assert_eq!((played.san.as_str(), played.uci.as_str()), ("c5", "c7c5"));
    assert_eq!(g.ply(), 2);
    assert_eq!(g.node_id(), 5);
    let redo: Vec<&str> = g.redo_moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(redo, ["Nf3"]);
}

#[test]
fn replace_mode_is_chess_js_behaviour() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3");
    g.goto(1).unwrap();
    play_all(&mut g, "d5");
    g.goto(1).unwrap();
    g.goto_node(2).unwrap();
    g.goto(1).unwrap();
    g.set_branching(Branching::Replace);
    // The current line is e4 e5 Nf3: its continuation after e4 (e5 Nf3) goes, d5 stays.
    g.play("c5", PlayOptions::new()).cloned().unwrap();
    assert_eq!(history(&g), ["e4", "c5"]);
    assert_eq!(g.children(1).unwrap(), [4, 5]);
    assert!(!g.has_node(2) && !g.has_node(3));
    assert_eq!(g.node_move(2).unwrap_err().code(), "ERR_UNKNOWN_NODE");
    // The same move as the next one replaces it too (a new node, the old line dropped).
    play_all(&mut g, "Nf3 Nc6");
    g.goto(2).unwrap();
    g.play("Nf3", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.line_len(), 3);
    assert_eq!(g.node_id(), 8);
}

#[test]
fn nested_variations_and_ids() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6 Bb5"); // 1..5
    g.goto(3).unwrap();
    play_all(&mut g, "d6 d4"); // 6, 7: variation of Nc6
    g.goto(4).unwrap(); // after d6
    play_all(&mut g, "Bc4"); // 8: variation of d4, nested
    assert_eq!(g.line_ids(), [0, 1, 2, 3, 6, 8]);
    assert_eq!(g.children(3).unwrap(), [4, 6]);
    assert_eq!(g.children(6).unwrap(), [7, 8]);
    assert_eq!(g.path_to(8).unwrap(), [0, 1, 2, 3, 6, 8]);
    assert_eq!(sans(&g, &g.mainline()), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(g.goto_node(99).unwrap_err().code(), "ERR_UNKNOWN_NODE");
    assert_eq!(
        g.line_ids(),
        [0, 1, 2, 3, 6, 8],
        "a failed goto changes nothing"
    );
}

#[test]
fn edits_promote_delete_reorder() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6"); // 1..4
    g.goto(2).unwrap();
    play_all(&mut g, "Bc4 Nf6"); // 5, 6
    g.goto(3).unwrap();
    play_all(&mut g, "d6"); // 7: nested in Bc4's line, instead of Nf6
    g.goto(2).unwrap();
    play_all(&mut g, "Nc3"); // 8
    assert_eq!(g.children(2).unwrap(), [3, 5, 8]);
    // One level up: Bc4 becomes the main continuation of e5.
    g.promote_variation(7).unwrap();
    assert_eq!(g.children(5).unwrap(), [7, 6]);
    g.promote_variation(7).unwrap();
    assert_eq!(g.children(2).unwrap(), [5, 3, 8]);
    assert_eq!(sans(&g, &g.mainline()), ["e4", "e5", "Bc4", "d6"]);
    // Main line at once.
    g.promote_to_mainline(8).unwrap();
    assert_eq!(sans(&g, &g.mainline()), ["e4", "e5", "Nc3"]);
    assert_eq!(g.children(2).unwrap(), [8, 5, 3]);
    g.reorder(3, 1).unwrap();
    assert_eq!(g.children(2).unwrap(), [8, 3, 5]);
    g.reorder(8, 9).unwrap();
    assert_eq!(g.children(2).unwrap(), [3, 5, 8]);
    // Delete a variation holding the current node: the line ends at its parent.
    g.goto_node(7).unwrap();
    g.delete_node(5).unwrap();
    assert_eq!(g.children(2).unwrap(), [3, 8]);
    assert!(!g.has_node(6) && !g.has_node(7));
    assert_eq!(g.node_id(), 2);
    assert_eq!(history(&g), ["e4", "e5"]);
    let redo: Vec<&str> = g.redo_moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(redo, ["Nf3", "Nc6"]);
    // Delete everything after a node.
    g.delete_after(1).unwrap();
    assert_eq!(g.mainline(), [1]);
    assert_eq!(g.node_id(), 1);
    assert_eq!(g.line_len(), 1);
    assert_eq!(g.delete_node(ROOT).unwrap_err().code(), "ERR_UNKNOWN_NODE");
    // Ids are never reused.
    g.play("d5", PlayOptions::new()).cloned().unwrap();
    assert_eq!(g.node_id(), 9);
}

#[test]
fn annotations_per_node() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5");
    assert_eq!(g.annotations(1).unwrap(), Annotations::default());
    let ann = Annotations {
        comments_before: vec!["before".into()],
        comments_after: vec!["the king's pawn".into()],
        nags: vec![1, 14],
        clock_ms: Some(299_000),
        emt_ms: Some(1_500),
        eval: Some(PgnEval::Centipawns(31)),
        shapes: vec![
            Shape {
                color: ShapeColor::Green,
                from: Square::E4,
                to: Square::E4,
            },
            Shape {
                color: ShapeColor::Red,
                from: Square::G1,
                to: Square::F3,
            },
        ],
    };
    g.set_annotations(1, ann.clone()).unwrap();
    assert_eq!(g.annotations(1).unwrap(), ann);
    assert!(g.annotations(1).unwrap().shapes[0].is_circle());
    assert_eq!(
        g.set_annotations(7, ann).unwrap_err().code(),
        "ERR_UNKNOWN_NODE"
    );
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn draw_rules_follow_the_path_to_the_current_node() {
    let mut g = Game::new();
    play_all(&mut g, &format!("{KNIGHT_DANCE} {KNIGHT_DANCE}"));
    assert!(g.is_threefold_repetition());
    let threefold_node = g.node_id();
    // A variation at ply 4 (instead of the second Nf3): the start occurred twice on its path.
    g.goto(4).unwrap();
    play_all(&mut g, "Nc3 Nf6 Nb1 Ng8");
    assert_eq!(g.repetitions(), [0, 4, 8]);
    g.goto(5).unwrap();
    play_all(&mut g, "Nc6");
    assert_eq!(g.repetitions(), [6]);
    assert!(!g.is_threefold_repetition());
    g.goto_node(threefold_node).unwrap();
    assert_eq!(g.repetitions(), [0, 4, 8]);
    assert_eq!(
        g.claim_draw().unwrap(),
        Outcome::draw(Termination::ThreefoldRepetition)
    );
    // The claim holds at its node only.
    g.goto(7).unwrap();
    assert_eq!(g.outcome(), None);
    g.goto_node(threefold_node).unwrap();
    assert!(g.is_game_over());
    // Fivefold repetition (Art. 9.6.1) in a variation ends the game in that variation only.
    let mut g = Game::new();
    play_all(
        &mut g,
        &format!("{KNIGHT_DANCE} {KNIGHT_DANCE} {KNIGHT_DANCE}"),
    );
    g.goto(12).unwrap();
    play_all(&mut g, "e4");
    g.goto(12).unwrap();
    play_all(&mut g, KNIGHT_DANCE);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::FivefoldRepetition))
    );
    assert_eq!(
        g.play("e4", PlayOptions::new())
            .cloned()
            .unwrap_err()
            .code(),
        "ERR_GAME_OVER"
    );
    g.goto_node(13).unwrap();
    assert_eq!(g.outcome(), None);
}

#[test]
fn snapshots_keep_the_tree() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6");
    g.goto(1).unwrap();
    play_all(&mut g, "c5 Nf3 d6");
    g.goto(2).unwrap();
    play_all(&mut g, "Nc3");
    g.goto(0).unwrap();
    play_all(&mut g, "d4 d5 --");
    g.delete_node(8).unwrap(); // Nc3
    g.promote_variation(6).unwrap(); // c5 becomes the main reply to e4
    g.set_annotations(
        5,
        Annotations {
            nags: vec![3],
            comments_after: vec!["Sicilian".into()],
            ..Annotations::default()
        },
    )
    .unwrap();
    g.set_annotations(
        ROOT,
        Annotations {
            comments_after: vec!["a game".into()],
            ..Annotations::default()
        },
    )
    .unwrap();
    g.goto_node(6).unwrap();
    let s = g.to_snapshot();
    assert_eq!(s.line_end, 7);
    assert_eq!(s.moves, ["e2e4", "c7c5", "g1f3", "d7d6"]);
    assert_eq!(s.ply, 3);
    let ids: Vec<u32> = s.nodes.iter().map(|n| n.id).collect();
    assert_eq!(ids, [1, 5, 6, 7, 2, 3, 4, 9, 10, 11]);
    let back = Game::from_snapshot(&s).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.annotations(5).unwrap().nags, [3]);
    // A broken tree is refused.
    let mut bad = s.clone();
    bad.nodes[1].parent = 9;
    assert_eq!(
        Game::from_snapshot(&bad).unwrap_err().code(),
        "ERR_INVALID_SNAPSHOT"
    );
    let mut bad: GameSnapshot = s.clone();
    bad.line_end = 8;
    assert_eq!(
        Game::from_snapshot(&bad).unwrap_err().code(),
        "ERR_INVALID_SNAPSHOT"
    );
    // A plain line keeps the old snapshot shape.
    let mut line = Game::new();
    play_all(&mut line, "e4 e5");
    assert!(line.to_snapshot().nodes.is_empty());
}

/// A move into a node that already exists: on the current line it keeps the line as it is,
/// even where the line runs through a variation; off the line, it follows that node's own
/// continuation. Either way the record returned is the move's.
#[test]
fn a_move_into_an_existing_node_on_and_off_the_line() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3 Nc6");
    g.goto(1).unwrap();
    // A variation: 1... c5 2. Nf3 (nodes 5 and 6), now the current line.
    play_all(&mut g, "c5 Nf3");
    assert_eq!(g.line_ids(), [0, 1, 5, 6]);
    // From the start, 1. e4 again: the line through the variation stays (not the main line).
    g.goto(0).unwrap();
    let played = g.play("e4", PlayOptions::new()).cloned().unwrap();
    assert_eq!((played.san.as_str(), played.uci.as_str()), ("e4", "e2e4"));
    assert_eq!((g.ply(), g.node_id()), (1, 1));
    assert_eq!(g.line_ids(), [0, 1, 5, 6]);
    // On the main line, from ply 1 into the variation's 1... c5: its own continuation.
    g.goto_node(4).unwrap();
    g.goto(1).unwrap();
    assert_eq!(g.line_ids(), [0, 1, 2, 3, 4]);
    let played = g.play("c5", PlayOptions::new()).cloned().unwrap();
    assert_eq!((played.san.as_str(), played.uci.as_str()), ("c5", "c7c5"));
    assert_eq!((g.ply(), g.node_id()), (2, 5));
    assert_eq!(g.line_ids(), [0, 1, 5, 6]);
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}
