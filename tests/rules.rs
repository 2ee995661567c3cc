//! FIDE Article 3, sub-article by sub-article: exact legal-move sets in small positions.

use chess_arbiter::uci::to_uci;
use chess_arbiter::{CastlingMode, Position, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Standard).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos960(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves from `from` as sorted UCI strings.
fn from(p: &Position, from: &str) -> Vec<String> {
    let sq: Square = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_moves_from(sq)
        .iter()
        .map(|m| to_uci(m, p.mode()))
        .collect();
    v.sort();
    v
}

fn all(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| to_uci(m, p.mode()))
        .collect();
    v.sort();
    v
}

fn s(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|x| x.to_string()).collect();
    v.sort();
    v
}

#[test]
fn art_3_1_no_move_onto_own_piece_and_captures_remove() {
    // Rook hemmed in by its own pawns: only the capture (Art. 3.1.1), which removes the black
    // pawn (Art. 3.1.2). The list and the FEN after it: chess.js 1.4.0 gives the same.
    let p = pos("4k3/8/8/8/8/P7/pP6/RK6 w - - 0 1");
    assert_eq!(from(&p, "a1"), s(&["a1a2"]));
    let after = p.play(&p.legal_moves_from(Square::A1)[0]).unwrap();
    assert_eq!(after.fen(), "4k3/8/8/8/8/P7/RP6/1K6 b - - 0 1");
}

#[test]
fn art_3_1_2_a_piece_attacks_what_it_could_capture() {
    // A pawn attacks diagonally forward only (Art. 3.7.3): the black pawn on e2 stands right in
    // front of the white king and does not check it, but d1 and f1, which it could capture on,
    // are closed to the king; the pawn itself may be taken (python-chess 1.11.2 gives the same
    // list and no check).
    let p = pos("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
    assert!(!p.is_check());
    assert_eq!(all(&p), s(&["e1d2", "e1e2", "e1f2"]));
    // On d2 the same pawn could capture on e1: it checks (python-chess: check, these 5 moves).
    let p = pos("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    assert_eq!(p.checkers().count(), 1);
    assert!(p.checkers().contains(Square::D2));
    assert_eq!(all(&p), s(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]));
}

#[test]
fn art_3_10_1_the_legal_moves_are_exactly_those_the_articles_allow() {
    // "Kiwipete" (the Chess Programming Wiki's perft position 2): castling both ways, pins,
    // en-passant-ready pawns, captures by every piece. The whole list, from python-chess 1.11.2;
    // 48 is the published perft(1) count.
    let p = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let want = s(&[
        "a1b1", "a1c1", "a1d1", "a2a3", "a2a4", "b2b3", "c3a4", "c3b1", "c3b5", "c3d1", "d2c1",
        "d2e3", "d2f4", "d2g5", "d2h6", "d5d6", "d5e6", "e1c1", "e1d1", "e1f1", "e1g1", "e2a6",
        "e2b5", "e2c4", "e2d1", "e2d3", "e2f1", "e5c4", "e5c6", "e5d3", "e5d7", "e5f7", "e5g4",
        "e5g6", "f3d3", "f3e3", "f3f4", "f3f5", "f3f6", "f3g3", "f3g4", "f3h3", "f3h5", "g2g3",
        "g2g4", "g2h3", "h1f1", "h1g1",
    ]);
    assert_eq!(want.len(), 48);
    assert_eq!(all(&p), want);
}

#[test]
fn art_3_2_bishop_diagonals() {
    // Every list in this test: chess.js 1.4.0 gives the same list.
    let p = pos("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1");
    assert_eq!(from(&p, "d4").len(), 13);
    assert_eq!(
        from(&p, "d4"),
        s(&[
            "d4a1", "d4a7", "d4b2", "d4b6", "d4c3", "d4c5", "d4e3", "d4e5", "d4f2", "d4f6", "d4g1",
            "d4g7", "d4h8"
        ])
    );
    let p = pos("4k3/8/5p2/8/3B4/2P5/8/4K3 w - - 0 1");
    assert_eq!(
        from(&p, "d4"),
        s(&[
            "d4a7", "d4b6", "d4c5", "d4e5", "d4f6", "d4e3", "d4f2", "d4g1"
        ])
    );
}

#[test]
fn art_3_3_rook_ranks_and_files() {
    // chess.js 1.4.0 gives the same list.
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        from(&p, "a1"),
        s(&[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"
        ])
    );
}

#[test]
fn art_3_4_queen() {
    // chess.js 1.4.0 gives the same list.
    let p = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    assert_eq!(from(&p, "d4").len(), 27);
    assert_eq!(
        from(&p, "d4"),
        s(&[
            "d4a1", "d4a4", "d4a7", "d4b2", "d4b4", "d4b6", "d4c3", "d4c4", "d4c5", "d4d1", "d4d2",
            "d4d3", "d4d5", "d4d6", "d4d7", "d4d8", "d4e3", "d4e4", "d4e5", "d4f2", "d4f4", "d4f6",
            "d4g1", "d4g4", "d4g7", "d4h4", "d4h8"
        ])
    );
}

#[test]
fn art_3_5_no_jumping() {
    // The queen takes each adjacent pawn on its lines and goes no further along them; the
    // diagonals are open (chess.js 1.4.0 gives the same list).
    let p = pos("4k3/8/8/3p4/2pQp3/3p4/8/4K3 w - - 0 1");
    assert_eq!(
        from(&p, "d4"),
        s(&[
            "d4d5", "d4c4", "d4e4", "d4d3", "d4c5", "d4b6", "d4a7", "d4e5", "d4f6", "d4g7", "d4h8",
            "d4c3", "d4b2", "d4a1", "d4e3", "d4f2", "d4g1"
        ])
    );
}

#[test]
fn art_3_6_knight_jumps() {
    // The knight jumps over its own pawns (chess.js 1.4.0 gives the same list).
    let p = pos("4k3/8/8/8/8/8/PPP5/1N2K3 w - - 0 1");
    assert_eq!(from(&p, "b1"), s(&["b1a3", "b1c3", "b1d2"]));
}

#[test]
fn art_3_7_pawn_steps_and_captures() {
    // Art. 3.7.1 to 3.7.3; every list in this test: chess.js 1.4.0 gives the same list.
    let p = pos("4k3/8/8/8/8/1p6/P7/4K3 w - - 0 1");
    assert_eq!(from(&p, "a2"), s(&["a2a3", "a2a4", "a2b3"]));
    // Blocked: no step, no double step over a piece.
    let p = pos("4k3/8/8/8/8/n7/P7/4K3 w - - 0 1");
    assert_eq!(from(&p, "a2"), Vec::<String>::new());
    let p = pos("4k3/8/8/8/n7/8/P7/4K3 w - - 0 1");
    assert_eq!(from(&p, "a2"), s(&["a2a3"]));
    // Black pawns move down; no double step off the start rank.
    let p = pos("4k3/8/3p4/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(from(&p, "d6"), s(&["d6d5"]));
}

#[test]
fn art_3_7_4_en_passant_only_right_after_the_double_step() {
    // Art. 3.7.4.2; the FENs and lists in this test: chess.js 1.4.0 gives the same (it plays
    // e4, Kd7, Kd1, the moves picked below).
    let p = pos("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    let after = p
        .play(
            &p.legal_moves_from(Square::E2)
                .into_iter()
                .find(|m| m.to == Square::E4)
                .unwrap(),
        )
        .unwrap();
    assert_eq!(from(&after, "d4"), s(&["d4d3", "d4e3"]));
    let ep = after
        .legal_moves_from(Square::D4)
        .into_iter()
        .find(|m| m.is_en_passant())
        .unwrap();
    assert_eq!(
        after.play(&ep).unwrap().fen(),
        "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2"
    );
    // One move later the right is gone.
    assert_eq!(after.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let king = after.legal_moves_from(Square::E8)[0];
    let later = after.play(&king).unwrap();
    let back = later.legal_moves_from(Square::E1)[0];
    let later = later.play(&back).unwrap();
    assert!(later.legal_moves().iter().all(|m| !m.is_en_passant()));
    assert_eq!(later.fen(), "8/3k4/8/8/3pP3/8/8/3K4 b - - 2 2");
    assert_eq!(
        all(&later),
        s(&[
            "d4d3", "d7c6", "d7c7", "d7c8", "d7d6", "d7d8", "d7e6", "d7e7", "d7e8"
        ])
    );
}

#[test]
fn art_3_7_4_en_passant_that_uncovers_a_check_is_illegal() {
    // Both pawns leave the fifth rank: the rook would check the king (chess.js 1.4.0 gives the
    // same list).
    let p = pos("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_eq!(from(&p, "e5"), s(&["e5e6"]));
    // No piece pins the e5 pawn (a king does not pin): both moves (chess.js 1.4.0 agrees).
    let p = pos("7k/8/8/3pP3/8/8/8/K7 w - d6 0 1");
    assert_eq!(from(&p, "e5"), s(&["e5d6", "e5e6"]));
    let p = pos("7k/8/8/3pP3/2K5/8/8/8 w - d6 0 1");
    // The checking pawn d5 may be taken en passant, and the step to e6 does not stop the check.
    assert_eq!(from(&p, "e5"), s(&["e5d6"]));
    // Diagonal pins by a bishop on the capturing pawn (chess.js 1.4.0 gives the same lists):
    // the capture on d6 stays on the b8-h2 pin line; the push to e6 leaves it.
    let p = pos("1b5k/8/8/3pP3/8/8/7K/8 w - d6 0 1");
    assert_eq!(from(&p, "e5"), s(&["e5d6"]));
    // Pinned along h8-a1: both the capture and the push leave the line.
    let p = pos("7b/8/8/3pP3/8/8/8/K6k w - d6 0 1");
    assert_eq!(from(&p, "e5"), Vec::<String>::new());
}

#[test]
fn art_3_7_5_promotion_to_any_piece_of_the_same_colour() {
    // Art. 3.7.5.2: even with all four kinds still on the board. The list and the FEN after
    // axb8=N: chess.js 1.4.0 gives the same.
    let p = pos("1n2k3/P7/8/8/8/8/8/RNBQK3 w - - 0 1");
    assert_eq!(
        from(&p, "a7"),
        s(&[
            "a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"
        ])
    );
    let m = p
        .legal_moves_from(Square::A7)
        .into_iter()
        .find(|m| m.to == Square::B8 && m.promotion == Some(chess_arbiter::Role::Knight))
        .unwrap();
    assert_eq!(
        p.play(&m).unwrap().fen(),
        "1N2k3/8/8/8/8/8/8/RNBQK3 b - - 0 1"
    );
}

#[test]
fn art_3_8_1_king_steps_not_into_check() {
    // Both lists: chess.js 1.4.0 gives the same list.
    let p = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(from(&p, "e1"), s(&["e1d2", "e1f1"]));
    // The king may not retreat along the line of the checking rook.
    let p = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert_eq!(from(&p, "e1"), s(&["e1d2", "e1e2", "e1f2"]));
}

#[test]
fn art_3_8_2_castling_both_sides() {
    // The list and both FENs after castling: chess.js 1.4.0 gives the same.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        from(&p, "e1"),
        s(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"])
    );
    let castle = p
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle() && m.to == Square::H1)
        .unwrap();
    assert_eq!(
        p.play(&castle).unwrap().fen(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    let castle = p
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle() && m.to == Square::A1)
        .unwrap();
    assert_eq!(
        p.play(&castle).unwrap().fen(),
        "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
}

#[test]
fn art_3_8_2_1_castling_lost_for_good() {
    // Art. 3.8.2.1; the FENs and the list in this test: chess.js 1.4.0 gives the same.
    // King moved (and came back): the rights in the FEN are gone after a king move.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let k = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == Square::E1 && m.to == Square::E2)
        .unwrap();
    assert_eq!(
        p.play(&k).unwrap().fen(),
        "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1"
    );
    // Rook moved: that side only.
    let r = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == Square::H1 && m.to == Square::H2)
        .unwrap();
    assert_eq!(
        p.play(&r).unwrap().fen(),
        "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1"
    );
    // Rook captured on its square.
    let x = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == Square::A1 && m.to == Square::A8)
        .unwrap();
    assert_eq!(
        p.play(&x).unwrap().fen(),
        "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"
    );
    // Without the right, no castling.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert!(!from(&p, "e1").contains(&"e1g1".to_string()));
    assert_eq!(
        from(&p, "e1"),
        s(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
}

#[test]
fn art_3_8_2_2_castling_prevented_for_now() {
    // In check (by a knight, off the castling path): no castling either way (Art. 3.8.2.2.1;
    // chess.js 1.4.0 gives the same list).
    let p = pos("4k3/8/8/8/8/8/2n5/R3K2R w KQ - 0 1");
    assert_eq!(from(&p, "e1"), s(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]));
    // Crossing an attacked square (d1 by the rook on d8): only O-O (chess.js 1.4.0 agrees).
    let p = pos("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(from(&p, "e1"), s(&["e1e2", "e1f1", "e1f2", "e1g1"]));
    // Landing on an attacked square (g1 by the rook on g2), not in check: only O-O-O
    // (chess.js 1.4.0 agrees).
    let p = pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
    assert!(!p.is_check());
    assert_eq!(from(&p, "e1"), s(&["e1c1", "e1d1", "e1f1"]));
    // b1 attacked does not matter: the king does not cross it (chess.js 1.4.0 gives the same
    // list).
    let p = pos("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(from(&p, "e1").contains(&"e1c1".to_string()));
    assert_eq!(
        from(&p, "e1"),
        s(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
    // A piece between king and rook (b1): no O-O-O for now (Art. 3.8.2.2.2; chess.js 1.4.0
    // gives the same list).
    let p = pos("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
    assert!(!from(&p, "e1").contains(&"e1c1".to_string()));
    assert_eq!(from(&p, "e1"), s(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]));
    // The knight leaves b1 (Nc3, Ke7): the right was kept, and O-O-O is back (chess.js 1.4.0
    // gives the same FEN and list after the same two moves).
    let nc3 = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == Square::B1 && m.to == Square::C3)
        .unwrap();
    let p = p.play(&nc3).unwrap();
    let ke7 = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == Square::E8 && m.to == Square::E7)
        .unwrap();
    let p = p.play(&ke7).unwrap();
    assert_eq!(p.fen(), "8/4k3/8/8/8/2N5/8/R3K3 w Q - 2 2");
    assert_eq!(
        from(&p, "e1"),
        s(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
}

#[test]
fn chess960_castling() {
    // King b1, rooks a1 and h1: both sides.
    let p = pos960("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    let castles: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| to_uci(m, p.mode()))
        .collect();
    assert_eq!(castles, s(&["b1a1", "b1h1"]));
    let oo = p
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle() && m.to == Square::H1)
        .unwrap();
    assert_eq!(
        p.play(&oo).unwrap().fen(),
        "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"
    );
    let ooo = p
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle() && m.to == Square::A1)
        .unwrap();
    assert_eq!(
        p.play(&ooo).unwrap().fen(),
        "4k3/8/8/8/8/8/8/2KR3R b - - 1 1"
    );
    // An attacked square the rook crosses (b1) or lands on (d1) does not stop castling; a
    // square the king crosses (d1 on the way to g1) does.
    // The exact lists below are counted from the Laws (Art. 3.8.2 with the Laws' Chess960
    // castling rules in the Guidelines; chess.js 1.4.0 has no Chess960): b1 and b2 are
    // attacked by the rook on b8; both castlings stay (the king stays on c1 for O-O-O and
    // crosses d1 to g1, unattacked, for O-O).
    let p = pos960("1r2k3/8/8/8/8/8/8/R1K4R w HA - 0 1");
    assert_eq!(
        from(&p, "c1")
            .iter()
            .filter(|m| m.as_str() == "c1a1")
            .count(),
        1
    );
    assert_eq!(from(&p, "c1"), s(&["c1a1", "c1c2", "c1d1", "c1d2", "c1h1"]));
    // d1 and d2 attacked by the rook on d8: O-O-O stays (its rook lands on d1), O-O goes.
    let p = pos960("3rk3/8/8/8/8/8/8/R1K4R w HA - 0 1");
    assert!(from(&p, "c1").contains(&"c1a1".to_string()));
    assert!(!from(&p, "c1").contains(&"c1h1".to_string()));
    assert_eq!(from(&p, "c1"), s(&["c1a1", "c1b1", "c1b2", "c1c2"]));
    // The rook shields the king's destination: castling would leave the king in check.
    // Counted from the Laws: the rook on b1 is pinned and may only take the queen (Art. 3.9),
    // b2 is attacked by the queen.
    let p = pos960("4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
    assert!(p.legal_moves().iter().all(|m| !m.is_castle()));
    assert_eq!(all(&p), s(&["b1a1", "c1c2", "c1d1", "c1d2"]));
    // King already on its destination square (g1), rook on h1 (the whole list counted from
    // the Laws: four king steps, the castling g1h1, seven rook moves up the h-file).
    let p = pos960("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    assert_eq!(
        all(&p),
        s(&[
            "g1f1", "g1f2", "g1g2", "g1h1", "g1h2", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7",
            "h1h8"
        ])
    );
    let oo = p.legal_moves().into_iter().find(|m| m.is_castle()).unwrap();
    assert_eq!(p.play(&oo).unwrap().fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    assert_eq!(to_uci(&oo, CastlingMode::Chess960), "g1h1");
}

#[test]
fn art_3_9_pinned_pieces_still_give_check() {
    // Art. 3.9.1 with 3.1.3: the black rook on g7 is pinned by the bishop on a1, yet it still
    // attacks the g-file: the white king may not step onto g1 or g2. Both lists: chess.js 1.4.0
    // gives the same list.
    let p = pos("7k/6r1/8/8/8/8/8/B4K2 w - - 0 1");
    assert_eq!(from(&p, "f1"), s(&["f1e1", "f1e2", "f1f2"]));
    // The rook on c1 is pinned by h1: it can only move along the first rank.
    let p = pos("7k/8/8/8/8/8/8/K1R4r w - - 0 1");
    assert_eq!(
        from(&p, "c1"),
        s(&["c1b1", "c1d1", "c1e1", "c1f1", "c1g1", "c1h1"])
    );
}

#[test]
fn art_3_9_2_no_move_may_leave_the_king_in_check() {
    // Checked by the queen next to it: the king takes it, nothing else helps (chess.js 1.4.0
    // gives the same list).
    let p = pos("4k3/8/8/8/8/8/4q3/R3K3 w Q - 0 1");
    assert_eq!(all(&p), s(&["e1e2"]));
    // A single check by the rook; the knight is pinned by the bishop: only the king moves, and
    // not along the rook's rank nor by castling (chess.js 1.4.0 gives the same list).
    let p = pos("4k3/8/8/8/1b6/8/3N4/r3K2R w K - 0 1");
    assert_eq!(all(&p), s(&["e1e2", "e1f2"]));
    // A real double check (the knight on d3 moved, uncovering the rook on e8): only king moves,
    // even though the bishop could take the knight (chess.js 1.4.0 gives the same list).
    let p = pos("4r2k/8/8/8/8/3n4/2B5/4K3 w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert_eq!(all(&p), s(&["e1d1", "e1d2", "e1f1"]));
}

#[test]
fn art_3_7_5_3_the_new_piece_acts_at_once() {
    // The promoted queen or rook gives check and mate on the move it appears (Art. 3.7.5.3);
    // FENs, check and mate as chess.js 1.4.0 computes them.
    for (fen, uci, after) in [
        (
            "7k/4P3/6K1/8/8/8/8/8 w - - 0 1",
            "e7e8q",
            "4Q2k/8/6K1/8/8/8/8/8 b - - 0 1",
        ),
        (
            "7k/4P3/6K1/8/8/8/8/8 w - - 0 1",
            "e7e8r",
            "4R2k/8/6K1/8/8/8/8/8 b - - 0 1",
        ),
        (
            "k7/4P3/1K6/8/8/8/8/8 w - - 0 1",
            "e7e8q",
            "k3Q3/8/1K6/8/8/8/8/8 b - - 0 1",
        ),
    ] {
        let p = pos(fen);
        let m = chess_arbiter::uci::Uci::parse(uci)
            .unwrap()
            .to_move(&p)
            .unwrap();
        let next = p.play(&m).unwrap();
        assert_eq!(next.fen(), after);
        assert!(next.is_check() && next.is_checkmate(), "{after}");
        assert_eq!(
            chess_arbiter::san::to_san_plus(&p, &m),
            format!("e8={}#", &uci[4..].to_uppercase())
        );
    }
    // A knight on e8 does not attack g8: no check (chess.js 1.4.0: no check either).
    let p = pos("6k1/4P3/6K1/8/8/8/8/8 w - - 0 1");
    let m = chess_arbiter::uci::Uci::parse("e7e8n")
        .unwrap()
        .to_move(&p)
        .unwrap();
    assert!(!p.play(&m).unwrap().is_check());
}

#[test]
fn checkmate_and_stalemate() {
    // Art. 5.1.1 and 5.2.1: chess.js 1.4.0 gives the same (isCheckmate, isStalemate).
    assert!(pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").is_checkmate());
    assert!(pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").is_stalemate());
    assert!(!Position::new().is_checkmate());
    assert!(!Position::new().is_stalemate());
}

/// Art. 3.7.5.1: "... exchanged as part of the same move for a new queen, rook, bishop or knight
/// of the same colour" (the Laws). The squares-and-letter form of a move (the JS API's
/// `{ from, to, promotion }`) takes those four letters in either case and nothing else.
#[test]
fn art_3_7_5_1_promotion_letters() {
    use chess_arbiter::uci::Uci;
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let a7: Square = "a7".parse().unwrap();
    let a8: Square = "a8".parse().unwrap();
    // The four FENs after a8=Q, a8=R, a8=B, a8=N: chess.js 1.4.0 gives the same.
    for (letter, fen) in [
        ("q", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1"),
        ("R", "R3k3/8/8/8/8/8/8/4K3 b - - 0 1"),
        ("b", "B3k3/8/8/8/8/8/8/4K3 b - - 0 1"),
        ("N", "N3k3/8/8/8/8/8/8/4K3 b - - 0 1"),
    ] {
        let m = Uci::from_squares(a7, a8, Some(letter)).unwrap();
        assert_eq!(
            p.play(&m.to_move(&p).unwrap()).unwrap().fen(),
            fen,
            "{letter}"
        );
    }
    for (letter, shown) in [
        ("k", "\"k\""),
        ("K", "\"K\""),
        ("p", "\"p\""),
        ("x", "\"x\""),
        ("", "\"\""),
        ("qq", "\"qq\""),
        ("queen-and-more", "\"queen-an\""),
    ] {
        assert_eq!(
            Uci::from_squares(a7, a8, Some(letter))
                .unwrap_err()
                .to_string(),
            format!(
                "a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got {shown}"
            )
        );
    }
    // No letter: the move names no promotion, and playing it needs one.
    let bare = Uci::from_squares(a7, a8, None).unwrap();
    assert_eq!(bare.to_string(), "a7a8");
    assert!(bare.to_move(&p).is_err());
    assert_eq!(
        bare.to_move(&p),
        Err(chess_arbiter::uci::UciError::PromotionRequired)
    );
}

/// Art. 3.10.2: a move that breaks Art. 3.1 to 3.9 is illegal. `Position::play` refuses it with
/// the move and a message naming it, and leaves the position as it was. The moves are illegal
/// by the Laws' text: from the start a pawn moves one or two squares straight ahead
/// (Art. 3.7.1, 3.7.2), never three (e2-e5); the knight on g1 reaches f3, h3 and e2 (Art. 3.6,
/// e2 held by its own pawn, Art. 3.1.1), never g3; the bishop on c1 is shut in by its own
/// pawns (Art. 3.2, 3.5).
#[test]
fn an_illegal_move_is_refused_with_a_message_naming_it() {
    use chess_arbiter::{Move, MoveKind, Role};
    let p = Position::new();
    for (role, from, to, message) in [
        (
            Role::Pawn,
            "e2",
            "e5",
            "illegal move: pawn from e2 to e5 (Art. 3.10.2)",
        ),
        (
            Role::Knight,
            "g1",
            "g3",
            "illegal move: knight from g1 to g3 (Art. 3.10.2)",
        ),
        (
            Role::Bishop,
            "c1",
            "e3",
            "illegal move: bishop from c1 to e3 (Art. 3.10.2)",
        ),
    ] {
        let m = Move {
            kind: MoveKind::Normal,
            role,
            from: from.parse().unwrap(),
            to: to.parse().unwrap(),
            capture: None,
            promotion: None,
        };
        let err = p.play(&m).unwrap_err();
        assert_eq!(err.mv, m);
        assert_eq!(err.to_string(), message);
        assert_eq!(
            p.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }
}

/// `Position::set_mode` switches the notation, not the rules (Art. 3.8.2 is the same castling
/// in both): the castling move is the same move, written in UCI as the king's two-square step
/// in standard chess (e1g1) and as the king taking its own rook in Chess960 mode (e1h1), the
/// UCI protocol's two forms (python-chess writes them so, `chess960=True` for the second).
#[test]
fn set_mode_changes_the_castling_notation_only() {
    let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(p.mode(), CastlingMode::Standard);
    let moves_before = all(&p);
    assert!(moves_before.contains(&"e1g1".to_string()));
    assert!(moves_before.contains(&"e1c1".to_string()));
    // chess.js 1.4.0 gives the same list.
    let standard = [
        "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "e1c1",
        "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4",
        "h1h5", "h1h6", "h1h7", "h1h8",
    ];
    assert_eq!(moves_before, s(&standard));
    p.set_mode(CastlingMode::Chess960);
    assert_eq!(p.mode(), CastlingMode::Chess960);
    let moves_after = all(&p);
    assert_eq!(moves_after.len(), moves_before.len());
    assert!(moves_after.contains(&"e1h1".to_string()));
    assert!(moves_after.contains(&"e1a1".to_string()));
    assert!(!moves_after.contains(&"e1g1".to_string()));
    // The same list with the two castlings written king-takes-rook.
    let chess960: Vec<&str> = standard
        .iter()
        .map(|m| match *m {
            "e1g1" => "e1h1",
            "e1c1" => "e1a1",
            other => other,
        })
        .collect();
    assert_eq!(moves_after, s(&chess960));
    p.set_mode(CastlingMode::Standard);
    assert_eq!(all(&p), moves_before);
}

/// Art. 3.8.2 with 3.9.1: castling checks when the rook, on its new square, attacks the king,
/// along a file free up to the king (Art. 3.3: the rook does not jump). With a pawn between
/// them, no check. Expected SAN from chess.js 1.4.0 (`moves()`: `O-O`, then `O-O+`).
#[test]
fn castling_checks_only_along_a_free_file() {
    use chess_arbiter::san::to_san_plus;
    for (fen, expected, check) in [
        ("5k2/5p2/8/8/8/8/8/4K2R w K - 0 1", "O-O", false),
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O+", true),
    ] {
        let p = pos(fen);
        let castle: Vec<_> = p
            .legal_moves()
            .iter()
            .filter(|m| m.kind == chess_arbiter::MoveKind::Castle)
            .copied()
            .collect();
        assert_eq!(castle.len(), 1, "{fen}");
        assert_eq!(p.gives_check(&castle[0]), check, "{fen}");
        assert_eq!(to_san_plus(&p, &castle[0]), expected, "{fen}");
    }
}
