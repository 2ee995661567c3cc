//! Can a side still win (issue #13): `Position::can_win` on the analyzer's labelled test
//! vectors (`../shared/data/dead/cha-test-vector.txt`), every answer checked.

mod common;

use chess_arbiter::adjudication::unwinnable::{Answer, DEFAULT_NODES};
use chess_arbiter::{CastlingMode, Color, Position};

/// The labelled vectors: (label, position).
fn vectors() -> Vec<(String, Position)> {
    common::cha_vectors()
        .into_iter()
        .map(|v| {
            let p = Position::from_fen_relaxed(&v.fen, CastlingMode::Standard)
                .unwrap_or_else(|e| panic!("{}: {e}", v.line));
            (v.label, p)
        })
        .collect()
}

/// Plays `line` from `pos` (each move must be legal, and played from a position whose
/// halfmove clock is below 150: Art. 9.6.2 ends the game there) and returns true when it ends
/// with `winner` checkmating the other side.
fn replays_to_mate(pos: &Position, winner: Color, line: &[chess_arbiter::Move]) -> bool {
    let mut p = *pos;
    for m in line {
        if p.halfmoves() >= 150 {
            return false;
        }
        match p.play(m) {
            Ok(next) => p = next,
            Err(_) => return false,
        }
    }
    p.is_checkmate() && p.turn() == winner.other()
}

/// An exact-key hasher for the walks' sets (a multiply-rotate mix of the key's words, as
/// `rustc`'s FxHash): the sets still compare whole keys, so a collision only costs time, never
/// a wrong answer. (The standard SipHash took most of the walk's time.)
#[derive(Default)]
struct Mix(u64);

impl std::hash::Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }
    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
}

type MixSet<K> = std::collections::HashSet<K, std::hash::BuildHasherDefault<Mix>>;

/// Whether `winner` can never checkmate from `p` nor from any position reachable from it, by
/// material alone, each rule proved here from the Laws (never from the crate's proofs):
/// - `winner` has only its king: a king never gives check (two kings never stand on adjacent
///   squares, Art. 3.8.1 and 3.9), so it never mates (Art. 1.4.1), and a side's material only
///   shrinks when it has no pawn (only a pawn adds a piece, by promotion, Art. 3.7.5);
/// - no pawn and no piece other than kings and bishops, every bishop on squares of one
///   colour: a checked king stands on that colour (only a bishop checks, along a diagonal);
///   two of its orthogonal neighbours lie on a line through it, on the other colour, and no
///   bishop stands on or attacks that colour, so both are empty and only the other king could
///   attack them; a square within one step of both is the king's own square or next to it,
///   where the other king never stands: one neighbour is a flight (Art. 3.8.1), no mate.
///   Moves keep the rule true (no pawn, captures only remove bishops);
/// - `winner` has a king and one knight, the other side only its king: no checkmate, by
///   [`lone_knight_never_mates`] (every placement tried), and a capture leaves only kings.
fn cannot_mate_by_material(p: &Position, winner: Color) -> bool {
    let board = p.board();
    let ours = board.by_color(winner);
    let theirs = board.by_color(winner.other());
    let kings = board.kings();
    if (ours & !kings).is_empty() {
        return true;
    }
    let bishops = board.bishops();
    if (board.occupied() & !kings & !bishops).is_empty() {
        // The colour of a square, computed from its coordinates: (file + rank) % 2.
        let shade = |sq: chess_arbiter::Square| (sq.index() % 8 + sq.index() / 8) % 2;
        let mut shades = bishops.into_iter().map(shade);
        let first = shades.next();
        if shades.all(|s| Some(s) == first) {
            return true;
        }
    }
    (theirs & !kings).is_empty() && (ours & !kings) == (ours & board.knights()) && {
        (ours & board.knights()).count() == 1
    }
}

/// The independent check of a `No`: a breadth-first walk of every position reachable from
/// `pos` by legal moves (no static proof of the crate, only the move generator and
/// `is_checkmate`), at most `limit` positions, each kept as a compact exact key (the occupied
/// squares, a 4-bit piece code per occupied square, side to move, castling rights and
/// en-passant square). The only pruning (with `material`; without it, the plain walk): a
/// position where [`cannot_mate_by_material`] holds, or without pawns where no checkmate
/// exists in its material class nor in those its captures lead to
/// (`common::no_mate_in_class`, every placement tried), or with pawns where the pawn fortress
/// argument holds (`common::fortress_holds`: no mate from it nor after it),
/// is not entered further (a checkmate on the board is seen before). `Some(true)`: walked to
/// the end, no checkmate of the loser (the `No` is confirmed); `Some(false)`: one was found
/// (the `No` is wrong); `None`: more than `limit` positions (not checked).
fn no_mate_reachable_with(
    pos: &Position,
    winner: Color,
    limit: usize,
    material: bool,
) -> Option<bool> {
    use chess_arbiter::Square;
    use std::collections::VecDeque;
    type Compact = (
        u64,
        u128,
        Color,
        chess_arbiter::CastlingRights,
        Option<Square>,
    );
    let key = |p: &Position| -> Compact {
        let board = p.board();
        let occupied = board.occupied();
        let mut codes = 0u128;
        for (i, sq) in occupied.into_iter().enumerate() {
            let piece = board.piece_at(sq).expect("an occupied square");
            let code = piece.role as u128 * 2 + piece.color as u128;
            codes |= code << (4 * i);
        }
        (
            occupied.0,
            codes,
            p.turn(),
            p.castling_rights(),
            p.legal_ep_square(),
        )
    };
    let mut seen = MixSet::default();
    seen.insert(key(pos));
    let mut queue = VecDeque::from([*pos]);
    while let Some(p) = queue.pop_front() {
        if p.is_checkmate() && p.turn() == winner.other() {
            return Some(false);
        }
        if material
            && (cannot_mate_by_material(&p, winner)
                || common::no_mate_in_class(&p, winner)
                || (p.board().pawns().nonempty() && common::fortress_holds(&p, winner)))
        {
            continue;
        }
        for m in &p.legal_moves() {
            let next = p.play_unchecked(m);
            if seen.insert(key(&next)) {
                if seen.len() > limit {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(true)
}

/// [`no_mate_reachable_with`] with its pruning (the material rules, the material class lemma
/// and the fortress argument).
fn no_mate_reachable(pos: &Position, winner: Color, limit: usize) -> Option<bool> {
    no_mate_reachable_with(pos, winner, limit, true)
}

/// The most positions [`no_mate_reachable`] walks to confirm a `No` of [`cha_test_vector`]
/// (`UNWINNABLE_PLAIN` sets another).
const PLAIN_WALK: usize = 300_000;

/// What one part of the vectors gave: counts, and the wrong and undecided questions.
#[derive(Default)]
struct Tally {
    yes: usize,
    no: usize,
    unknown: usize,
    fortress: usize,
    confirmed: usize,
    too_big: usize,
    wrong: Vec<String>,
    undecided: Vec<String>,
    unconfirmed: Vec<String>,
}

/// Asks both questions of each vector of `part` with `nodes`, and checks every answer: a
/// `Yes` against its label and by replaying its line to checkmate, a `No` against its label
/// and by one of two independent methods: the pawn fortress argument (`common::fortress_holds`,
/// its extended form, instant), else the walk [`no_mate_reachable`] of at most
/// `plain` positions (which stops where the material class lemma holds, so a pawnless `No`
/// whose class holds it is confirmed at once).
fn ask(part: &[(String, Position)], nodes: u64, plain: usize) -> Tally {
    let mut t = Tally::default();
    for (label, p) in part {
        for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
            let expected = label.as_bytes()[i] != b'-';
            match p.can_win(winner, nodes) {
                Answer::Yes(line) => {
                    t.yes += 1;
                    if !expected || !replays_to_mate(p, winner, &line) {
                        t.wrong.push(format!("{label} {} {winner:?}: yes", p.fen()));
                    }
                }
                Answer::No => {
                    t.no += 1;
                    if expected {
                        t.wrong.push(format!("{label} {} {winner:?}: no", p.fen()));
                    }
                    if common::fortress_holds(p, winner) {
                        t.fortress += 1;
                        continue;
                    }
                    match no_mate_reachable(p, winner, plain) {
                        Some(true) => t.confirmed += 1,
                        Some(false) => t
                            .wrong
                            .push(format!("{} {winner:?}: a mate is reachable", p.fen())),
                        None => {
                            t.too_big += 1;
                            t.unconfirmed.push(format!("{} {winner:?}", p.fen()));
                        }
                    }
                }
                Answer::Unknown => {
                    t.unknown += 1;
                    t.undecided.push(format!("{label} {} {winner:?}", p.fen()));
                }
            }
        }
    }
    t
}

/// Every vector, both sides (3,606 questions), at the default budget (or `UNWINNABLE_NODES`):
/// no wrong answer, every `Yes` line replays to checkmate, every `No` is confirmed as a pawn
/// fortress (`common::fortress_holds`, frozen or free pawns, fixed units) or by a walk of at
/// most [`PLAIN_WALK`] positions (or `UNWINNABLE_PLAIN`, pruned by the material class lemma
/// and the fortress) where it fits; the counts are pinned, the `No` left unconfirmed are
/// printed. Two threads (CI has two cores).
#[test]
fn cha_test_vector() {
    let nodes: u64 = std::env::var("UNWINNABLE_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_NODES);
    let plain: usize = std::env::var("UNWINNABLE_PLAIN")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(PLAIN_WALK);
    let (yes, no, unknown, fortress, confirmed, too_big) = all_questions(nodes, plain);
    if nodes == DEFAULT_NODES && plain == PLAIN_WALK {
        // 3,606 questions: 1,749 labelled winnable, 1,857 not. Decided: 3,573 (99.1%). (Before
        // the 75-move rule and the mirroring: 1,350 yes, 10 of them only through lines that
        // break the rule, and 1,622 no; with them, 1,333 and 1,623; then the dives' larger
        // share, without the last full-width helpmate search: 1,358 and 1,627; then a
        // fortieth of the budget for the narrow search instead of a tenth: 1,363 and 1,631;
        // then the net dives with at most 10 pieces: 1,399 and 1,631; then the walk ordered
        // as the net dives, with what the deep dives had but a fiftieth each: 1,608 and 1,634;
        // then the walk spending a node only on the positions it enters: 1,626 and 1,634; then
        // each move ranked once per position (other ties): 1,632 and 1,636; then the
        // semi-locked pawn proof (pawns that may still advance, never capture nor promote):
        // 1,632 and 1,650; then its flights counted against the pieces that could fill them:
        // 1,640 and 1,678 (the walk stops earlier, so it meets more mates within the budget).
        // The 42 new `No` are checked by `semi_locked_no_confirmed`; then the fixed-unit
        // proof (units that never move nor are taken, the others in regions; tried by the walk
        // only after captures and pawn moves): 1,647 and 1,742, 94.0% decided; its `No` are
        // checked along walks by `fixed_units_hold_along_their_walks` in `unwinnable::proofs`.)
        // Then the default budget raised from 20,000 to 140,000 positions, the helpmate
        // searches keeping their shares of 20,000 (the rest to the walk): 1,739 and 1,834,
        // 99.1% decided. Then the flights counted where the checking king can stand (it never
        // stands beside the checked king, issue 38.5): 1,739 and 1,835, 99.1% decided.
        assert_eq!((yes, no, unknown), (1_739, 1_835, 32));
        // The 1,834 `No`: 985 fortresses, 849 confirmed by the walk, none too big for it:
        // every `No` confirmed. (The plain walk took 3,000 positions: 1,057 confirmed; then
        // 30,000: 1,403; then with its material rules, a faster hasher and 300,000 positions,
        // before the fortress argument: 1,708; with the fortress argument but not in the walk:
        // 1,786 (1,319 by the walk, 45 too big, 18 of them without pawns); then with the
        // material class lemma (`common::no_mate_in_class`: no checkmate in the class nor in
        // those captures lead to) in the walk: 1,808, the 18 without pawns and one whose last
        // pawn leaves the board. With a walk of 2,000,000: 1,818 (1,799 before the lemma),
        // `cha_test_vector_larger_walk`.)
        // Then the extended fortress argument (`common::fortress_holds`) with kings that never
        // move blocking pawns, and pawns that may advance but never capture, are taken nor
        // promote: 603 fortresses (133 more), 1,225 by the walk, 1,828 confirmed, 6 left; then
        // with every unit that never moves nor is taken (not only kings) blocking pawns and
        // rays: 957 fortresses, 872 by the walk, 1,829 confirmed, 5 left: pawn walls whose
        // fifth-rank pawns the winner's king may take. Then with free pawns that units may
        // take and frozen pawns given up when they may be taken (E3 in `fortress.rs`): 985
        // fortresses, 849 by the walk, all 1,834 confirmed. Then the flights counted where
        // the winner's king can stand in `src/` (issue 38.5: one `No` more, which neither
        // method confirmed) and in the fortress argument (its step 3 counted once for each
        // place of that king): 1,038 fortresses, 797 by the walk, all 1,835 confirmed.
        assert_eq!((fortress, confirmed, too_big), (1_038, 797, 0));
    }
}

/// Asks the 3,606 questions on two threads, prints the undecided ones and the `No` left
/// unconfirmed, asserts that no answer is wrong, and returns the counts: yes, no, unknown,
/// `No` confirmed as fortresses, by the walk, and too big for it.
fn all_questions(nodes: u64, plain: usize) -> (usize, usize, usize, usize, usize, usize) {
    // Every other vector to each thread: the hard ones come in runs, and halves took 3 to 1.
    let (first, second): (Vec<_>, Vec<_>) = vectors()
        .into_iter()
        .enumerate()
        .partition(|(i, _)| i % 2 == 0);
    let strip = |v: Vec<(usize, (String, Position))>| -> Vec<(String, Position)> {
        v.into_iter().map(|(_, x)| x).collect()
    };
    let (first, second) = (strip(first), strip(second));
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| ask(&first, nodes, plain));
        let b = ask(&second, nodes, plain);
        (a.join().expect("the first half"), b)
    });
    let yes = a.yes + b.yes;
    let no = a.no + b.no;
    let unknown = a.unknown + b.unknown;
    let fortress = a.fortress + b.fortress;
    let confirmed = a.confirmed + b.confirmed;
    let too_big = a.too_big + b.too_big;
    for u in a.undecided.iter().chain(&b.undecided) {
        println!("undecided: {u}");
    }
    for u in a.unconfirmed.iter().chain(&b.unconfirmed) {
        println!("unconfirmed no: {u}");
    }
    println!("yes {yes} no {no} unknown {unknown}");
    println!(
        "no: {fortress} confirmed as fortresses, {confirmed} by the walk, {too_big} too big for it"
    );
    let wrong: Vec<&String> = a.wrong.iter().chain(&b.wrong).collect();
    assert_eq!(wrong, Vec::<&String>::new());
    (yes, no, unknown, fortress, confirmed, too_big)
}

/// [`cha_test_vector`] with a walk of at most 2,000,000 positions (slow: 2 to 5 minutes on two
/// cores, about 1 GB; run with `--ignored`; 3.5 minutes with the extended fortress, beside
/// another test; 56 s with free pawns that units may take). None left: 985 fortresses, 849 by
/// the walk. (Before the material class lemma: 35 left, 18 of them without pawns, where the
/// loser's queens or rooks made the walk too big; then 16, 10 with a king shut in a corner
/// behind a pawn and 6 pawn walls whose pawns may still advance, with 470 fortresses and 1,348
/// by the walk, before the extended fortress argument; then 4 pawn walls whose fifth-rank pawns
/// the winner's king may take, with 957 fortresses and 873 by the walk (603 and 1,227 with
/// fixed kings only, before any unit could be fixed), before free pawns could be taken.)
#[test]
#[ignore]
fn cha_test_vector_larger_walk() {
    let (_, no, _, fortress, confirmed, too_big) = all_questions(DEFAULT_NODES, 2_000_000);
    assert_eq!(no, 1_834);
    assert_eq!((fortress, confirmed, too_big), (985, 849, 0));
}

/// The knight rule of [`cannot_mate_by_material`]: every placement of a king and a knight
/// against a bare king, the bare king to move, either colour, is never checkmate (and the same
/// enumeration does find the checkmates of a king and rook, 216, and of a king and queen, 364,
/// so it can fail).
#[test]
fn lone_knight_never_mates() {
    use chess_arbiter::{Piece, Role, Setup, Square};
    let mates = |role: Role, winner: Color| -> usize {
        let mut mates = 0;
        for (a, b, c) in (0..64u32)
            .flat_map(|a| (0..64u32).flat_map(move |b| (0..64u32).map(move |c| (a, b, c))))
        {
            if a == b || a == c || b == c {
                continue;
            }
            let sq = |i: u32| Square::new(i).expect("0 to 63");
            let mut setup = Setup::empty();
            setup.turn = winner.other();
            setup.board.set_piece_at(
                sq(a),
                Piece {
                    color: winner,
                    role: Role::King,
                },
            );
            setup.board.set_piece_at(
                sq(b),
                Piece {
                    color: winner,
                    role,
                },
            );
            setup.board.set_piece_at(
                sq(c),
                Piece {
                    color: winner.other(),
                    role: Role::King,
                },
            );
            // Placements that are not positions (kings side by side, the side not to move
            // in check) are refused.
            if let Ok(p) = Position::from_setup_relaxed(&setup, CastlingMode::Standard) {
                mates += usize::from(p.is_checkmate());
            }
        }
        mates
    };
    for winner in [Color::White, Color::Black] {
        assert_eq!(mates(Role::Knight, winner), 0);
        assert_eq!(mates(Role::Bishop, winner), 0);
        // The counts of `mateclass_lemma_fails_where_mates_exist`, here without its prefilter.
        assert_eq!(mates(Role::Rook, winner), 216);
        assert_eq!(mates(Role::Queen, winner), 364);
    }
}

/// The confirmations can fail: planted wrong `No` answers (a mate is reachable) are rejected
/// by the walk with its material rules (which do not stop at a knight against a king with a
/// pawn, nor at bishops of both colours), by the material class lemma
/// (`common::no_mate_in_class`) and by the fortress argument.
#[test]
fn planted_wrong_no_is_rejected() {
    let pos = |fen: &str| Position::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
    let planted = [
        // Mate in one with the queen.
        ("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", Color::White),
        // Knight against king and pawn: Nb3 mates (the pawn blocks a2).
        ("8/8/8/8/3N4/8/p1K5/k7 w - - 0 1", Color::White),
        // Bishops of both colours: Bf4 and Be4 mate.
        ("k7/8/1K6/8/8/8/8/2B2B2 w - - 0 1", Color::White),
        // A rook and no pawn: the fortress argument's third step must refuse it.
        ("k7/8/1K6/8/8/8/8/7R w - - 0 1", Color::White),
        // The first, colours mirrored.
        ("6q1/8/8/8/8/1k6/8/K7 b - - 0 1", Color::Black),
        // A knight against a king and rook, whose class has checkmates: Nc7 mates (the rook
        // fills b8); the material class lemma must refuse it.
        ("kr6/8/K7/3N4/8/8/8/8 w - - 0 1", Color::White),
    ];
    for (fen, winner) in planted {
        let p = pos(fen);
        assert!(!cannot_mate_by_material(&p, winner), "{fen}");
        assert!(!common::no_mate_in_class(&p, winner), "{fen}");
        assert_eq!(
            no_mate_reachable(&p, winner, 1_000_000),
            Some(false),
            "{fen}"
        );
        assert!(!common::frozen_fortress_holds(&p, winner), "{fen}");
        assert!(!common::fortress_holds(&p, winner), "{fen}");
    }
    // The rules themselves: a bare king, bishops all on one colour, a knight against a bare
    // king stop the walk; a knight against a pawn, bishops of both colours do not.
    let stops = |fen: &str, winner| cannot_mate_by_material(&pos(fen), winner);
    assert!(stops("k7/8/1K6/8/8/8/8/6q1 w - - 0 1", Color::White));
    assert!(stops("k7/8/1K6/8/8/8/8/1B1B1B2 w - - 0 1", Color::White));
    assert!(stops("k7/8/1Kb5/8/8/8/8/1B1B1B2 w - - 0 1", Color::Black));
    assert!(stops("k7/8/1K6/8/8/8/8/6N1 w - - 0 1", Color::White));
    assert!(!stops("k7/p7/1K6/8/8/8/8/6N1 w - - 0 1", Color::White));
    assert!(!stops("k7/8/1K6/8/8/8/8/2B2B2 w - - 0 1", Color::White));
    // A locked wall where the argument holds, and the same wall with a queen that could take
    // a pawn: refused at its second step.
    let wall = "2k5/b7/8/p1p1p1p1/P1P1P1P1/8/B5B1/4K3 w - - 0 1";
    assert!(common::frozen_fortress_holds(&pos(wall), Color::White));
    assert!(!common::frozen_fortress_holds(
        &pos("2k5/b7/8/p1p1p1p1/P1P1P1P1/8/B5B1/4K2Q w - - 0 1"),
        Color::White
    ));
    assert!(!common::fortress_holds(
        &pos("2k5/b7/8/p1p1p1p1/P1P1P1P1/8/B5B1/4K2Q w - - 0 1"),
        Color::White
    ));
    // The extended argument (fixed units, free pawns) holds where the first does not: a king
    // shut in a corner behind pawns, pawn walls whose pawns may still advance, knights walled
    // in.
    let extended = [
        ("1b5k/b7/8/3B4/8/6p1/6Pp/7K w - - 0 1", Color::Black),
        ("k7/1b6/2b5/8/8/1pB5/pP6/K7 w - - 0 1", Color::Black),
        (
            "3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1",
            Color::Black,
        ),
        ("k7/Pp6/1P6/K7/4b3/8/8/8 b - - 0 1", Color::White),
        // Knights that never move nor are taken (each walled in by pawns, each square always
        // defended): the black king never breaks in.
        (
            "k7/1p6/1Pp5/n1P5/N1p5/1pP1B3/1P1B4/K7 w - - 0 1",
            Color::Black,
        ),
        (
            "NBb1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/2k5/K7 w - - 0 1",
            Color::Black,
        ),
        // Walls of head-to-head pairs in front of pawns the white king may take and pawns
        // that may advance (E3): the five `No` of the vectors the walk could not finish.
        (
            "3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::White,
        ),
        (
            "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1",
            Color::White,
        ),
        (
            "1b1k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::White,
        ),
        (
            "1b1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::White,
        ),
        // The pair e4-e5 looks frozen, but the white king may take e5: given up (E3), the
        // e-pawns become free, e4 may then run up to e6.
        (
            "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/4P3/8/P1P3P1/4K3 w - - 0 1",
            Color::White,
        ),
    ];
    for (fen, winner) in extended {
        assert!(!common::frozen_fortress_holds(&pos(fen), winner), "{fen}");
        assert!(common::fortress_holds(&pos(fen), winner), "{fen}");
        assert_eq!(pos(fen).can_win_default(winner), Answer::No, "{fen}");
    }
    // Planted wrong fortresses for the new rules, each winnable (a line replays to
    // checkmate): the extended argument must refuse them.
    let planted = [
        // The king on e1 "behind" the pawn e2 can leave by f2 (no pawn there): not fixed, so
        // e2 is free, and its path reaches the last rank. Had the king been taken as fixed,
        // e1 would never be attacked.
        ("4k3/8/8/8/8/3p4/3Pp3/4K3 w - - 0 1", Color::Black),
        // The corner king of the first example above without the pawn g3: it takes h2.
        ("1b5k/b7/8/3B4/8/8/6Pp/7K w - - 0 1", Color::Black),
        // A wall pawn that reaches a capture square: a2-a4 attacks the bishop on b5, takes
        // it, and the b-pawn promotes.
        (
            "3k4/p1p1p1p1/P1P1P1P1/1b6/8/8/P1P1P1P1/3K1B2 w - - 0 1",
            Color::White,
        ),
        // A double step that allows en passant: e2-e4, dxe3 e.p., and black promotes.
        ("4k3/8/4p3/4P3/3p4/3P4/4P3/4K3 w - - 0 1", Color::Black),
        // A pawn path reaching promotion (the e-pawn blocked only by a knight, which may
        // leave; without the knight, a bare path).
        ("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", Color::White),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color::White),
        // Free pawns facing each other on the b-file, a knight where the white one may
        // attack it (b2-b4 attacks c5): bxc5 and the pawn promotes.
        ("4k3/8/8/1pn5/8/8/1P6/4K3 w - - 0 1", Color::White),
        // A knight walled in by its own pawns (a8: b6 and c7) in front of the pawn a7, which
        // the white king may take (Kb7-b8xa8, nothing always defends a8); then a7 promotes.
        ("n6k/P1p5/1pP5/1P6/8/8/8/4K3 w - - 0 1", Color::White),
        // The same knight with c7 empty: it may leave, and a7 promotes.
        ("n6k/P7/1pP5/1P6/8/8/8/4K3 w - - 0 1", Color::White),
        // E3: the wall of the vectors without its g-file pair: the white king takes g5 and
        // the g-pawn promotes (its path goes through the black pawn that may be taken).
        (
            "3k4/p1p1p3/P1P1P3/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::White,
        ),
        // The wall without its g-file pawns and pair: the white king reaches the sixth rank
        // and beyond (g6, g7), takes e7 from f8, and the e6 pawn promotes.
        (
            "3k4/p1p1p3/P1P1P3/p1p1p3/8/8/P1P1P3/3K4 w - - 0 1",
            Color::White,
        ),
        // A free pawn blocked by an enemy free pawn that a bishop may take: Bxe4, and the
        // e-pawn promotes.
        ("4k3/8/8/8/4p3/8/4P3/1B2K3 w - - 0 1", Color::White),
        // A free pawn behind one of its own side, both behind a pawn the king may take.
        ("4k3/8/8/4p3/8/4P3/4P3/4K3 w - - 0 1", Color::White),
    ];
    for (fen, winner) in planted {
        let p = pos(fen);
        assert!(!common::fortress_holds(&p, winner), "{fen}");
        let Answer::Yes(line) = p.can_win_default(winner) else {
            panic!("{fen} {winner:?}: not winnable")
        };
        assert!(replays_to_mate(&p, winner, &line), "{fen} {winner:?}");
    }
}

/// The fortress arguments never claim a side the analyzer's labels say can win (1,749
/// questions where they could fail): on the 3,606 questions the first holds for 502, the
/// extended one (`common::fortress_holds`) for 1,038 (603 with fixed kings only, before any
/// unit could be fixed; 957 before free pawns could be taken; 470 and 985 before step 3
/// counted the winner's king one place at a time), all `No`, every one of the 502 among
/// them.
#[test]
fn fortress_agrees_with_the_labels() {
    let (mut holds, mut extended) = (0, 0);
    for (label, p) in vectors() {
        for (i, winner) in [Color::White, Color::Black].into_iter().enumerate() {
            let first = common::frozen_fortress_holds(&p, winner);
            let wider = common::fortress_holds(&p, winner);
            // The extended argument holds wherever the first does.
            assert!(wider || !first, "{} {winner:?}", p.fen());
            if wider {
                assert_eq!(label.as_bytes()[i], b'-', "{} {winner:?}", p.fen());
                if !first {
                    println!("extended only: {} {winner:?}", p.fen());
                }
            }
            holds += usize::from(first);
            extended += usize::from(wider);
        }
    }
    println!("fortress: {holds} first argument, {extended} extended");
    assert_eq!((holds, extended), (502, 1_038));
}

/// The extended fortress argument against the plain walk (no pruning at all): from every
/// vector where it holds and the first argument does not, at most 2,000,000 positions
/// reachable by legal moves are walked, and none is a checkmate of the loser (slow: about a
/// minute; run with `--ignored`). The plain walk finishes 520 of the 536 (with fixed kings
/// only, before any unit could be fixed: 121 of 133; before free pawns could be taken: 475 of
/// 487; before step 3 counted the winner's king one place at a time: 499 of 515).
#[test]
#[ignore]
fn extended_fortress_against_the_plain_walk() {
    let (mut asked, mut finished) = (0, 0);
    for (_, p) in vectors() {
        for winner in [Color::White, Color::Black] {
            if !common::fortress_holds(&p, winner) || common::frozen_fortress_holds(&p, winner) {
                continue;
            }
            asked += 1;
            match no_mate_reachable_with(&p, winner, 2_000_000, false) {
                Some(true) => finished += 1,
                Some(false) => panic!("{} {winner:?}: a mate is reachable", p.fen()),
                None => {}
            }
        }
    }
    println!("extended fortress: {asked} asked, {finished} walked to the end");
    assert_eq!((asked, finished), (536, 520));
}

/// `Game::timeout` (Art. 6.9): the flagged side loses unless its opponent is proved unable to
/// mate; a finished game keeps its outcome; the game is not changed.
#[test]
fn timeout_verdicts() {
    use chess_arbiter::game::{Game, Outcome, Termination};
    let game = |fen: &str| Game::from_fen(fen, CastlingMode::Standard).unwrap();
    let timeout = |winner| Outcome {
        winner,
        termination: Termination::Timeout,
    };
    // King and queen against a bare king.
    let g = game("8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    assert_eq!(g.timeout(Color::White), timeout(None));
    assert_eq!(g.outcome(), None);
    // Rook against king and pawn: both can still mate, so either flag loses.
    let g = game("7k/7p/8/8/8/8/8/K5R1 w - - 0 1");
    assert_eq!(g.timeout(Color::White), timeout(Some(Color::Black)));
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    // Locked pawns, a bishop that can never mate (tests/dead.rs): a draw either way.
    let g = game("k7/3B4/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1");
    assert_eq!(g.outcome(), Some(Outcome::draw(Termination::DeadPosition)));
    assert_eq!(
        g.timeout(Color::Black),
        Outcome::draw(Termination::DeadPosition)
    );
    // A knight against a pawn: white mates after black promotes to a knight (found since the
    // net dives), so black's flag falling loses.
    let g = game("7k/7p/8/6N1/8/8/8/K7 w - - 0 1");
    assert_eq!(g.can_win(Color::White, 20_000).to_bool(), Some(true));
    assert_eq!(g.timeout(Color::Black), timeout(Some(Color::White)));
    // Black cannot mate here (the analyzer's label), but the analysis cannot prove it within
    // the budget: white's flag falling loses (the loss stands unless the draw is proved).
    let g = game("1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - - 0 1");
    assert_eq!(g.can_win(Color::Black, DEFAULT_NODES), Answer::Unknown);
    assert_eq!(g.timeout(Color::White), timeout(Some(Color::Black)));
    // Near the 75-move rule (Art. 9.6.2) timeout counts the clock as can_win does: at clock
    // 148 white's rook cannot mate before 150, so black's flag falling is a draw; the board
    // alone (clock 0) is a loss for black.
    let at = |clock: u32| game(&format!("4k3/8/8/8/8/8/8/R3K3 w - - {clock} 80"));
    assert_eq!(at(148).can_win(Color::White, 20_000), Answer::No);
    assert!(!at(148).position().is_unwinnable_for(Color::White, 20_000));
    assert_eq!(at(148).timeout(Color::Black), timeout(None));
    assert_eq!(at(148).timeout(Color::White), timeout(None));
    assert_eq!(at(0).timeout(Color::Black), timeout(Some(Color::White)));
    assert_eq!(at(0).timeout(Color::White), timeout(None));
    // Clock 146 on the mirrored board: black's rook cannot mate in the two moves left either.
    let g = game("r3k3/8/8/8/8/8/8/4K3 b - - 146 80");
    assert_eq!(g.can_win(Color::Black, 20_000), Answer::No);
    assert_eq!(g.timeout(Color::White), timeout(None));
    assert_eq!(Termination::Timeout.name(), "timeout");
    assert_eq!(
        Termination::from_name("timeout"),
        Some(Termination::Timeout)
    );
}

/// A planted bug would show: a position where white mates in one is `Yes` with that move, and
/// the static proofs answer `No` for a bare king at once, with any budget.
#[test]
fn small_answers() {
    let p = Position::from_fen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", CastlingMode::Standard).unwrap();
    let Answer::Yes(line) = p.can_win(Color::White, 100) else {
        panic!("no mate found")
    };
    assert!(replays_to_mate(&p, Color::White, &line));
    assert_eq!(line.len(), 1);
    assert_eq!(p.can_win(Color::Black, 1), Answer::No);
    assert!(p.is_unwinnable_for(Color::Black, 1));
    assert!(!p.is_unwinnable_for(Color::White, 20_000));
    // Rook against king and pawn: black's pawn promotes and mates (README example).
    let p = Position::from_fen("7k/7p/8/8/8/8/8/K5R1 w - - 0 1", CastlingMode::Standard).unwrap();
    let Answer::Yes(line) = p.can_win(Color::Black, 20_000) else {
        panic!("no mate found for black")
    };
    assert!(replays_to_mate(&p, Color::Black, &line));
    // Out of budget: Unknown, never a guess.
    assert_eq!(Position::new().can_win(Color::White, 1), Answer::Unknown);
}

/// Elementary material (issue #13's new-user trial): a king with two bishops, bishop and
/// knight, two knights, a rook, a queen, a pawn (with or without a piece) against a bare king or
/// a king with a piece or two is `true` at the default budget with a line of at most 40 plies
/// that replays to checkmate, whichever side is to move, and for black on the mirrored board.
/// (Before the net dives, K+B+B and K+N+N with white to move were `undefined` and the lines
/// found were 145-150 plies, ending at the 75-move limit.)
#[test]
fn elementary_mates_are_short() {
    const MAX_PLIES: usize = 40;
    let placements = [
        "4k3/8/8/8/8/8/8/2B1KB2", // K+B+B v K
        "4k3/8/8/8/8/8/8/1N2KB2", // K+B+N v K
        "4k3/8/8/8/8/8/8/1N2KN2", // K+N+N v K
        "4k3/8/8/8/8/8/8/R3K3",   // K+R v K
        "4k3/8/8/8/8/8/8/3QK3",   // K+Q v K
        "4k3/8/8/8/8/8/4P3/4K3",  // K+P v K
        "4k3/8/8/8/8/8/4P3/2B1K3",
        "4k3/8/8/8/8/8/4P3/1N2K3",
        "4k3/8/8/8/8/8/3P4/R3K3",
        "3nk3/8/8/8/8/8/8/2B1KB2",  // K+B+B v K+N
        "4k2r/8/8/8/8/8/8/3QK3",    // K+Q v K+R
        "4kb2/8/8/8/8/8/8/R3K3",    // K+R v K+B
        "4k3/5p2/8/8/8/8/8/R3K3",   // K+R v K+P
        "2b1kb2/8/8/8/8/8/8/3QK3",  // K+Q v K+B+B
        "4k3/5p2/8/8/8/8/8/1N2KN2", // K+N+N v K+P
        "2b1k3/8/8/8/8/8/8/1N2KB2", // K+B+N v K+B
    ];
    for placement in placements {
        for side in ["w", "b"] {
            let fen = format!("{placement} {side} - - 0 1");
            let p = Position::from_fen(&fen, CastlingMode::Standard).unwrap();
            let mirrored = Position::from_fen(&mirror_fen(&fen), CastlingMode::Standard).unwrap();
            for (pos, winner) in [(p, Color::White), (mirrored, Color::Black)] {
                let Answer::Yes(line) = pos.can_win_default(winner) else {
                    panic!("{fen} ({winner:?}): no line at the default budget")
                };
                assert!(replays_to_mate(&pos, winner, &line), "{fen} ({winner:?})");
                assert!(
                    line.len() <= MAX_PLIES,
                    "{fen} ({winner:?}): {} plies",
                    line.len()
                );
            }
        }
    }
}

/// The 75-move rule (Art. 9.6.2) counts from the position's own halfmove clock: a line may not
/// play a move from a position whose clock has reached 150 (a mate reaching 150 counts).
#[test]
fn seventy_five_move_rule() {
    let pos = |fen: &str| Position::from_fen(fen, CastlingMode::Standard).unwrap();
    // Rook and king against king, the kings far apart: a mate needs several moves.
    let far = |clock: u32| pos(&format!("7k/8/8/8/3R4/8/8/K7 w - - {clock} 80"));
    let Answer::Yes(line) = far(0).can_win(Color::White, 100_000) else {
        panic!("no mate found at clock 0")
    };
    assert!(replays_to_mate(&far(0), Color::White, &line));
    assert!(line.len() > 3, "{} plies", line.len());
    // The same line from clock 140 would pass 150 before the mate: it is refused.
    assert!(!replays_to_mate(
        &far(150 - line.len() as u32 + 1),
        Color::White,
        &line
    ));
    // At clock 146 white has two moves left (from 146 and 148) and the kings are too far
    // apart for any mate in two: proved, no line.
    assert_eq!(far(146).can_win(Color::White, 100_000), Answer::No);
    assert_eq!(far(146).can_win(Color::Black, 100_000), Answer::No);
    // The board alone is still winnable for white: not unwinnable (no clock there).
    assert!(!far(146).is_unwinnable_for(Color::White, 20_000));
    // Whatever the budget, never a line through the limit.
    for nodes in [100, 1_000, 20_000] {
        assert_ne!(far(146).can_win(Color::White, nodes).to_bool(), Some(true));
    }
    // A mate in one played from clock 149 reaches 150 and counts (the checkmate has
    // precedence); from 150 no move is played.
    let mate_in_one = |clock: u32| pos(&format!("k7/8/1K6/8/8/8/8/6Q1 w - - {clock} 80"));
    let Answer::Yes(line) = mate_in_one(149).can_win(Color::White, 1_000) else {
        panic!("the mate in one from 149 is refused")
    };
    assert_eq!(line.len(), 1);
    assert!(replays_to_mate(&mate_in_one(149), Color::White, &line));
    assert_eq!(mate_in_one(150).can_win(Color::White, 1_000), Answer::No);
    // A checkmate on the board stands at any clock.
    let mated = pos("k7/1Q6/1K6/8/8/8/8/8 b - - 150 80");
    assert_eq!(mated.can_win(Color::White, 10), Answer::Yes(Vec::new()));
    // A longer line: mate in two needs three plies from 147 (147, 148, 149): allowed; from 148
    // the second white move would be played at 150: refused.
    let mate_in_two = |clock: u32| pos(&format!("k7/8/2K5/8/8/8/8/6Q1 w - - {clock} 80"));
    let Answer::Yes(line) = mate_in_two(147).can_win(Color::White, 10_000) else {
        panic!("mate in two from 147")
    };
    assert!(replays_to_mate(&mate_in_two(147), Color::White, &line));
    assert_eq!(line.len(), 3);
    assert!(!replays_to_mate(&mate_in_two(148), Color::White, &line));
    assert_eq!(mate_in_two(148).can_win(Color::White, 10_000), Answer::No);
}

/// The colour-mirrored FEN, written independently of the crate: ranks in reverse order, piece
/// letters' case swapped, the other side to move, castling letters' case swapped, the
/// en-passant square's rank mirrored (3 <-> 6), the clocks kept.
fn mirror_fen(fen: &str) -> String {
    let swap = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let f: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = f[0]
        .split('/')
        .rev()
        .map(|rank| rank.chars().map(swap).collect())
        .collect();
    let turn = if f[1] == "w" { "b" } else { "w" };
    let castling: String = if f[2] == "-" {
        "-".into()
    } else {
        // Mirrored rights keep their order: white's first.
        let mut c: Vec<char> = f[2].chars().map(swap).collect();
        c.sort_by_key(|c| (c.is_ascii_lowercase(), *c));
        c.into_iter().collect()
    };
    let ep = match f[3].as_bytes() {
        [file, rank] => format!("{}{}", *file as char, (b'9' - rank + b'0') as char),
        _ => "-".into(),
    };
    format!(
        "{} {turn} {castling} {ep} {} {}",
        board.join("/"),
        f[4],
        f[5]
    )
}

/// Symmetry: black's question on every vector is answered as white's on the colour-mirrored
/// position (same answer, and a line that is the mirror of the other, replaying to mate from
/// its own position), and the other way round. (Before black's question went through the
/// mirrored position, 173 of the 3,606 answers differed.)
#[test]
fn mirror_symmetry() {
    assert_eq!(
        mirror_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 3 40"),
        "r3k2r/8/8/8/3Pp3/8/8/R3K2R b KQkq d3 3 40"
    );
    let all = vectors();
    let (first, second) = all.split_at(all.len() / 2);
    let check = |part: &[(String, Position)]| -> (usize, Vec<String>) {
        let mut asked = 0;
        let mut differ = Vec::new();
        for (_, p) in part {
            let m = Position::from_fen_relaxed(&mirror_fen(&p.fen()), CastlingMode::Standard)
                .unwrap_or_else(|e| panic!("{}: {e}", p.fen()));
            assert_eq!(mirror_fen(&m.fen()), p.fen());
            for (winner, there) in [(Color::Black, Color::White), (Color::White, Color::Black)] {
                asked += 1;
                // The symmetry holds whatever the budget: 20,000 positions (the default
                // budget's walks would double this test's two minutes).
                let here = p.can_win(winner, 20_000);
                let mirrored = m.can_win(there, 20_000);
                if here.to_bool() != mirrored.to_bool() {
                    differ.push(format!(
                        "{} {winner:?}: {:?} mirrored {:?}",
                        p.fen(),
                        here.to_bool(),
                        mirrored.to_bool()
                    ));
                }
                if let (Answer::Yes(a), Answer::Yes(b)) = (&here, &mirrored) {
                    assert!(replays_to_mate(p, winner, a), "{}", p.fen());
                    assert!(replays_to_mate(&m, there, b), "{}", m.fen());
                    let mirrored_line = a.len() == b.len()
                        && a.iter().zip(b).all(|(x, y)| {
                            (x.from.flip_vertical(), x.to.flip_vertical(), x.promotion)
                                == (y.from, y.to, y.promotion)
                        });
                    if !mirrored_line {
                        differ.push(format!("{} {winner:?}: the lines differ", p.fen()));
                    }
                }
            }
        }
        (asked, differ)
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| check(first));
        let b = check(second);
        (a.join().expect("the first half"), b)
    });
    let differ: Vec<&String> = a.1.iter().chain(&b.1).collect();
    println!("symmetry: {} questions, {} differ", a.0 + b.0, differ.len());
    for d in &differ {
        println!("differs: {d}");
    }
    assert_eq!(a.0 + b.0, 3_606);
    assert_eq!(differ, Vec::<&String>::new());
}

/// The `No` answers proved by the semi-locked pawn proof (pawns that may still advance but
/// never capture nor promote; `proofs::is_semi_locked_unwinnable_for`), which the plain walk
/// of [`cha_test_vector`] could not confirm within 3,000 positions: confirmed here by the
/// plain walk to the end, no pruning, where it fits in 2,000,000 positions (slow: run with
/// `--ignored`).
#[test]
#[ignore]
fn semi_locked_no_confirmed() {
    let cases = [
        (
            "3k4/1p1p1p1p/1P1P1P1P/3p4/8/8/3P3P/4K3 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/1p1p1p1p/1P1P1P1P/3p4/8/8/3P3P/4K3 w - - 0 1",
            Color::Black,
        ),
        (
            "3k4/p2p2p1/8/p2p2p1/P2P2P1/8/P2P2P1/3K4 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/p2p2p1/8/p2p2p1/P2P2P1/8/P2P2P1/3K4 w - - 0 1",
            Color::Black,
        ),
        (
            "3k4/p2p2p1/P2P2P1/8/8/P2P4/P2P2P1/3K4 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/p2p2p1/P2P2P1/8/8/P2P4/P2P2P1/3K4 w - - 0 1",
            Color::Black,
        ),
        (
            "3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1",
            Color::Black,
        ),
        (
            "3k4/p1p1pBp1/P1P1P1P1/8/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/p1p1pBp1/P1P1P1P1/8/8/8/P1P1P1P1/3K4 w - - 0 1",
            Color::Black,
        ),
        (
            "8/5k2/2b1p1p1/1p1pP1Pp/1P1P3P/1p6/1P3K2/8 b - - 0 1",
            Color::White,
        ),
        (
            "8/5k2/2b1p1p1/1p1pP1Pp/1P1P3P/1p6/1P3K2/8 b - - 0 1",
            Color::Black,
        ),
        (
            "8/1k6/p1p1p1p1/P1P1P1P1/K1p1p1p1/P1P1P1P1/8/8 w - - 0 1",
            Color::White,
        ),
        (
            "8/1k6/p1p1p1p1/P1P1P1P1/K1p1p1p1/P1P1P1P1/8/8 w - - 0 1",
            Color::Black,
        ),
        // With the flights counted against the pieces that could fill them (28 more):
        (
            "8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - - 0 1",
            Color::White,
        ),
        (
            "8/4kb2/8/1p1p1p1p/1P1P1P1P/1b6/3B1K2/8 b - - 0 1",
            Color::Black,
        ),
        (
            "8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 w - - 0 1",
            Color::White,
        ),
        (
            "8/b1k3b1/5b2/p1p1p1p1/P1P1P1P1/2K5/5bB1/8 w - - 0 1",
            Color::Black,
        ),
        (
            "8/1p3k2/pPp3p1/P1Pp1pPp/2bP1P1P/4BK2/8/8 b - - 0 1",
            Color::Black,
        ),
        (
            "8/1k5B/7b/8/1p1p1p1p/bPpP1P1P/2Pb2K1/N1b1b3 b - - 0 1",
            Color::White,
        ),
        (
            "4B3/1k3B1B/7b/5B2/1p1p1pBp/bPpP1P1P/2Pb2K1/N1b1b3 b - - 0 1",
            Color::White,
        ),
        (
            "k7/Q6r/2b5/1pBp1p1p/1P1P1P1P/KP6/1P6/8 b - - 0 1",
            Color::White,
        ),
        (
            "kBb5/3p3p/3Pp1pP/1p1pP1P1/1P1P4/6K1/8/8 w - - 0 1",
            Color::White,
        ),
        (
            "3k4/4b3/3b4/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - - 0 1",
            Color::Black,
        ),
        (
            "3k4/4b3/8/p1pBp1p1/P1PbP1P1/5B2/8/1B1K4 b - - 0 1",
            Color::White,
        ),
        (
            "3k4/4b3/8/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - - 0 1",
            Color::White,
        ),
        (
            "3k4/4b3/8/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - - 0 1",
            Color::Black,
        ),
        ("8/8/1k6/p1p1p1p1/P1P1P1Pb/7K/4B3/8 w - - 0 1", Color::Black),
        (
            "8/2k5/4b3/1p1p1pBp/1P1P1P1P/8/3K1B2/8 b - - 0 1",
            Color::White,
        ),
        (
            "8/2k5/4b3/1p1p1pBp/1P1P1P1P/8/2bK1B2/8 b - - 0 1",
            Color::White,
        ),
        (
            "8/2k5/4b3/1p1p1pBp/1P1P1P1P/8/2bK1B2/8 b - - 0 1",
            Color::Black,
        ),
        (
            "8/2k5/2b1b3/1p1p1pBp/1P1P1P1P/8/2bK1B2/8 b - - 0 1",
            Color::Black,
        ),
        ("7k/8/8/p1p1p1p1/P1P1P1P1/8/8/4bB1K b - - 0 1", Color::Black),
        (
            "2b5/1k6/3B4/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1",
            Color::White,
        ),
        (
            "7b/3B2Q1/4Bk2/p1p1p1p1/P1P1P1P1/8/8/4K3 b - - 0 1",
            Color::White,
        ),
        (
            "8/2k5/5b2/p1p1pBp1/P1P1P1P1/5K2/4B3/8 w - - 0 1",
            Color::White,
        ),
        (
            "8/5k1B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - - 0 1",
            Color::White,
        ),
        (
            "8/6kB/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - - 0 1",
            Color::White,
        ),
        (
            "8/8/8/4k3/1p1p1p1p/1PpP1P1P/2P1Bb2/3K2b1 w - - 0 1",
            Color::Black,
        ),
        (
            "4k3/8/1Bb3b1/1p1p1p1p/1P1P1P1P/1b6/3B4/4K3 b - - 0 1",
            Color::Black,
        ),
        (
            "8/3b1k2/p1pBp1p1/P1P1P1P1/8/8/4K3/8 w - - 0 1",
            Color::White,
        ),
        (
            "8/3b1k2/p1pB2p1/P1Pp1pP1/3P1P2/8/4K3/8 w - - 0 1",
            Color::White,
        ),
    ];
    let (mut confirmed, mut too_big) = (0, 0);
    for (fen, winner) in cases {
        let p = Position::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
        assert_eq!(p.can_win_default(winner), Answer::No, "{fen} {winner:?}");
        let started = std::time::Instant::now();
        let walked = no_mate_reachable_with(&p, winner, 2_000_000, false);
        println!("{fen} {winner:?}: {walked:?} in {:?}", started.elapsed());
        match walked {
            Some(true) => confirmed += 1,
            Some(false) => panic!("{fen} {winner:?}: a mate is reachable"),
            None => too_big += 1,
        }
    }
    // The ones too big for 2,000,000 positions are walked with the proof checked at every
    // position (`proofs::tests::semi_locked_holds_along_long_walks`, also ignored).
    println!("semi-locked: {confirmed} confirmed, {too_big} too big");
    assert_eq!((confirmed, too_big), (22, 20));
}

/// The flag-fall verdict of a game (`Game::timeout`, which takes a mate its construction's
/// dead-position walk met) is the position's own (`Position::is_unwinnable_with_clock`), for
/// either flag, on the 30,000 lichess positions of `../shared/data/dead/`; the draws are
/// pinned.
#[test]
fn timeout_matches_the_position_verdict_on_lichess_positions() {
    use chess_arbiter::game::{Game, Outcome, Termination};
    let text = std::fs::read_to_string(common::shared("data/dead/lichess-30K-games.txt"))
        .expect("../shared/data/dead/lichess-30K-games.txt");
    let mut draws = [0usize; 2];
    let mut positions = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fen: Vec<&str> = line.split(' ').take(6).collect();
        let pos = Position::from_fen_relaxed(&fen.join(" "), CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        let game = Game::from_position(pos);
        for (i, flagged) in [pos.turn(), pos.turn().other()].into_iter().enumerate() {
            let opponent = flagged.other();
            let expected = game.outcome().unwrap_or(Outcome {
                winner: (!pos.is_unwinnable_with_clock(opponent, DEFAULT_NODES))
                    .then_some(opponent),
                termination: Termination::Timeout,
            });
            assert_eq!(
                game.timeout(flagged),
                expected,
                "{line}: {flagged:?} flagged"
            );
            draws[i] += usize::from(expected.winner.is_none());
        }
        positions += 1;
    }
    assert_eq!(positions, 30_000);
    // The side to move flagged, then the other side.
    assert_eq!(draws, [3, 861]);
}

/// The reduction of `common::mateclass` against the full enumeration, on every pawnless class
/// with `men` non-king men (the loser's king on the triangle, the class and its colour-swapped
/// class): the crate's `is_checkmate` and `common::is_pseudo_mate` agree on every position
/// the full enumeration builds, and whenever it finds a checkmate one move can give, the
/// reduction finds a pseudo-mate (it never claims a class with checkmates). Returns the
/// classes, those with such checkmates, and those where only the reduction finds one.
fn reduction_against_full(men: u32) -> (usize, usize, usize) {
    use common::{Found, Loser, enumerate, triangle};
    let kings = triangle();
    let (mut with_mates, mut only_reduced) = (0, 0);
    let classes = common::classes_with(men);
    for &class in &classes {
        let full = [class, class.swapped()].map(|c| enumerate(c, &kings, Loser::Anywhere, false));
        let sum = |f: &[Found; 2], g: fn(&Found) -> u64| g(&f[0]) + g(&f[1]);
        assert_eq!(sum(&full, |f| f.differ), 0, "{class}");
        let near = !common::no_pseudo_mate(class);
        let mates = sum(&full, |f| f.after_a_move) > 0;
        assert!(near || !mates, "{class}: checkmates the reduction misses");
        with_mates += usize::from(mates);
        only_reduced += usize::from(near && !mates);
    }
    (classes.len(), with_mates, only_reduced)
}

/// [`reduction_against_full`] on the classes of 3 and 4 men (1 and 2 non-king men; about
/// 2 s): 5 and 40 classes, 2 and 31 with checkmates, and the reduction finds pseudo-mates in
/// no other class.
#[test]
fn mateclass_reduction_agrees_small() {
    assert_eq!(reduction_against_full(1), (5, 2, 0));
    assert_eq!(reduction_against_full(2), (40, 31, 0));
}

/// [`reduction_against_full`] on the 185 classes of 5 men (slow: about 4 minutes; run with
/// `--ignored`): 164 with checkmates, and the reduction finds pseudo-mates in no other.
#[test]
#[ignore]
fn mateclass_reduction_agrees_five_men() {
    assert_eq!(reduction_against_full(3), (185, 164, 0));
}

/// The reduction's geometry (`common::mateclass`'s doc): with the king on any square, a line
/// from one of its neighbours to a square of a ray from the king (where a checker or a square
/// between it and the king stands; the neighbour not on that ray between them, where it would
/// block the check), or to a knight's square from the king, is blocked by the king or passes
/// only through the king's neighbours. Computed from coordinates.
#[test]
fn mateclass_lines_from_neighbours_stay_near() {
    let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
    let mut lines = 0;
    for (kf, kr) in (0..8).flat_map(|f| (0..8).map(move |r| (f, r))) {
        let near = |f: i32, r: i32| (f - kf).abs() <= 1 && (r - kr).abs() <= 1;
        // Each target with the square next to the king on its way (None for a knight's): a
        // man there would stand between, so no check passes it.
        let mut targets = Vec::new();
        for (df, dr) in common::KING_STEPS {
            for d in 1..8 {
                targets.push(((kf + df * d, kr + dr * d), Some((kf + df, kr + dr))));
            }
        }
        for (df, dr) in common::KNIGHT_JUMPS {
            targets.push(((kf + df, kr + dr), None));
        }
        for (xf, xr) in (-1..=1).flat_map(|a| (-1..=1).map(move |b| (kf + a, kr + b))) {
            if !on(xf, xr) || (xf, xr) == (kf, kr) {
                continue;
            }
            for &((tf, tr), first) in &targets {
                let (df, dr) = (tf - xf, tr - xr);
                if !on(tf, tr) || (df, dr) == (0, 0) || first == Some((xf, xr)) {
                    continue;
                }
                if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
                    continue;
                }
                lines += 1;
                let steps = df.abs().max(dr.abs());
                for i in 1..steps {
                    let (f, r) = (xf + df.signum() * i, xr + dr.signum() * i);
                    if (f, r) == (kf, kr) {
                        break; // blocked by the king, in both placements
                    }
                    assert!(near(f, r), "king {kf},{kr}: {xf},{xr} to {tf},{tr}");
                }
            }
        }
    }
    assert_eq!(lines, LINES_FROM_NEIGHBOURS);
}

/// How many (king, neighbour, target) lines [`mateclass_lines_from_neighbours_stay_near`]
/// checks.
const LINES_FROM_NEIGHBOURS: usize = 4_460;

/// The lemma fails (a checkmate exists) where mates exist: king and queen, rook, bishops on
/// both colours, bishop and knight, two knights against a bare king, and a knight against a
/// king with a rook, a knight or a bishop (smothered-like mates, the loser's man filling a
/// flight). The checkmates with the loser to move, the winner white, the loser's king on any
/// square, counted by the full enumeration (the crate's `is_checkmate`) and by the reduction
/// (which, against a bare king, counts the same placements): 364 for the queen, 216 for the
/// rook (the same as `lone_knight_never_mates`, which tries every placement without the
/// prefilter).
#[test]
fn mateclass_lemma_fails_where_mates_exist() {
    use common::{Loser, MaterialClass, enumerate};
    let all: Vec<u8> = (0..64).collect();
    let counts = [
        ("KQvK", 364),
        ("KRvK", 216),
        ("KLDvK", 1_552),
        ("KLNvK", 232),
        ("KDNvK", 232),
        ("KNNvK", 120),
        ("KNvKR", 8),
        ("KNvKN", 8),
        ("KNvKL", 4),
        ("KNvKD", 4),
    ];
    for (name, mates) in counts {
        let class = MaterialClass::parse(name);
        assert_eq!(class.to_string(), name);
        assert!(!common::class_has_no_mate(class), "{name}");
        assert!(!common::no_pseudo_mate(class), "{name}");
        let full = enumerate(class, &all, Loser::Anywhere, false);
        assert_eq!((full.mates, full.differ), (mates, 0), "{name}");
        if class.loser.count() == 0 {
            assert_eq!(
                enumerate(class, &all, Loser::Near, false).mates,
                mates,
                "{name}"
            );
        }
    }
    // A class holds only when every class its captures lead to holds: a queen and a knight
    // against a queen fails through the queen alone.
    assert!(!common::class_has_no_mate(MaterialClass::parse("KQNvKQ")));
}

/// The lemma holds for a lone knight or bishop, bishops all on one colour, and the pawnless
/// classes of the vectors' `No` answers the walk could not confirm within [`PLAIN_WALK`]
/// positions (a knight against a king with one, three or five queens or a rook, a bishop
/// against queens or rooks, two bishops on one colour against two rooks: the last holds only
/// because one move never gives a double check with two bishops, see
/// `common::is_pseudo_mate`). Each in well under a second.
#[test]
fn mateclass_lemma_holds() {
    use common::MaterialClass;
    for name in [
        "KNvK",
        "KLvK",
        "KDvK",
        "KLLvK",
        "KDDvK",
        "KNvKQ",
        "KLvKQ",
        "KDvKR",
        "KDvKQD",
        "KLLvKQ",
        "KLvKRRR",
        "KNvKQQQ",
        "KNvKQQQQQ",
        "KLvKRRRRRRR",
        "KDDvKRR",
    ] {
        let started = std::time::Instant::now();
        assert!(
            common::class_has_no_mate(MaterialClass::parse(name)),
            "{name}"
        );
        assert!(started.elapsed().as_secs() < 2, "{name}");
    }
    // The class of a position: pawns give none; the vectors' knight against five queens.
    let class = |fen: &str, winner| {
        let p = Position::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
        MaterialClass::of(&p, winner).map(|c| c.to_string())
    };
    let five = "1q1q1q2/1k2q1q1/8/8/8/8/2N5/1K6 b - - 0 1";
    assert_eq!(class(five, Color::White).as_deref(), Some("KNvKQQQQQ"));
    assert_eq!(class(five, Color::Black).as_deref(), Some("KQQQQQvKN"));
    assert_eq!(
        class("5b2/4bk2/8/8/8/8/3KR3/3R4 w - - 0 1", Color::Black).as_deref(),
        Some("KDDvKRR")
    );
    assert_eq!(class("k7/p7/1K6/8/8/8/8/6N1 w - - 0 1", Color::White), None);
}
