//! The lichess variants (src/variants/) against the published suites in
//! `../shared/data/perft/variants/` (lichess's scalachess, MIT): every perft count at every
//! listed depth, and every row of the horde insufficient-material table.
//!
//! Every depth runs in the normal run: the deepest (racing kings' start at depth 5, 9.5 M
//! nodes) takes 1.6 s in the `fast` profile, the whole file about 4 s on one core.
#![cfg(feature = "variants")]

use chess_arbiter::variants::{Variant, VariantPosition, perft};
use chess_arbiter::{Bitboard, Color, Role, Square};
use std::path::Path;

const DIR: &str = "../shared/data/perft/variants";

struct Case {
    id: String,
    epd: String,
    depths: Vec<(u32, u64)>,
}

fn read_suite(file: &str) -> Vec<Case> {
    let path = Path::new(DIR).join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (key, rest) = line.split_once(' ').expect("key and value");
        match key {
            "id" => cases.push(Case {
                id: rest.to_string(),
                epd: String::new(),
                depths: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id first").epd = rest.to_string(),
            "perft" => {
                let (d, n) = rest.split_once(' ').expect("depth and count");
                cases
                    .last_mut()
                    .expect("id first")
                    .depths
                    .push((d.parse().expect("depth"), n.parse().expect("count")));
            }
            other => panic!("unknown line {other:?} in {file}"),
        }
    }
    assert!(!cases.is_empty(), "{file} has no cases");
    cases
}

/// Checks every depth of every case of `file`, returning how many counts were checked.
fn run_suite(file: &str, variant: Variant) -> usize {
    let mut checked = 0;
    for case in read_suite(file) {
        let pos = VariantPosition::from_fen(variant, &case.epd)
            .unwrap_or_else(|e| panic!("{}: {} does not read: {e}", case.id, case.epd));
        assert!(!case.depths.is_empty(), "{} lists no depth", case.id);
        for (depth, expected) in &case.depths {
            let start = std::time::Instant::now();
            let got = perft(&pos, *depth);
            eprintln!(
                "{} depth {depth}: {got} in {:.2} s",
                case.id,
                start.elapsed().as_secs_f64()
            );
            assert_eq!(got, *expected, "{} ({}) depth {depth}", case.id, case.epd);
            checked += 1;
        }
    }
    checked
}

#[test]
fn three_check() {
    assert_eq!(run_suite("3check.perft", Variant::ThreeCheck), 6);
}

#[test]
fn antichess() {
    assert_eq!(run_suite("antichess.perft", Variant::Antichess), 23);
}

#[test]
fn atomic() {
    assert_eq!(run_suite("atomic.perft", Variant::Atomic), 31);
}

#[test]
fn racing_kings() {
    assert_eq!(run_suite("racingkings.perft", Variant::RacingKings), 11);
}

#[test]
fn horde() {
    assert_eq!(run_suite("horde.perft", Variant::Horde), 12);
}

#[test]
fn crazyhouse() {
    assert_eq!(run_suite("crazyhouse.perft", Variant::Crazyhouse), 14);
}

#[test]
fn horde_insufficient_material_table() {
    let path = Path::new(DIR).join("horde_insufficient_material.csv");
    let text = std::fs::read_to_string(&path).expect("the horde table");
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.is_empty()) {
        let mut cols = line.split(',');
        let fen = cols.next().expect("fen");
        let expected = match cols.next() {
            Some("true") => true,
            Some("false") => false,
            other => panic!("bad column {other:?} in {line}"),
        };
        let pos = VariantPosition::from_fen(Variant::Horde, fen)
            .unwrap_or_else(|e| panic!("{fen} does not read: {e}"));
        if pos.has_insufficient_material(Color::White) != expected {
            wrong.push(line.to_string());
        }
        // Black, who can always capture the horde, never lacks material.
        assert!(!pos.has_insufficient_material(Color::Black), "{fen}");
        rows += 1;
    }
    assert_eq!(rows, 21_996);
    assert!(
        wrong.is_empty(),
        "{} rows wrong, first: {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(10)]
    );
}

// ---------------------------------------------------------------------------------------------
// Names, FEN, notation and each variant's rules, on positions built for them. The expected move
// lists were worked out from the rules and agree with python-chess 1.11.2 (used as an oracle
// only, examples/variants_oracle.rs).

fn pos(variant: Variant, fen: &str) -> VariantPosition {
    VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves in UCI, sorted.
fn ucis(p: &VariantPosition) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(|m| m.uci(p.mode())).collect();
    out.sort();
    out
}

fn play(p: &VariantPosition, uci: &str) -> VariantPosition {
    let m = p.parse_uci(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    p.play(&m).unwrap_or_else(|e| panic!("{uci}: {e}"))
}

fn outcome(p: &VariantPosition) -> Option<(Option<Color>, &'static str)> {
    p.outcome().map(|o| (o.winner(), o.termination().name()))
}

#[test]
fn variant_names_keys_and_aliases() {
    for v in Variant::ALL {
        assert_eq!(Variant::from_name(v.key()), Ok(v));
        assert_eq!(Variant::from_name(v.name()), Ok(v));
        assert_eq!(v.to_string(), v.key());
        assert_eq!(v.key().parse::<Variant>(), Ok(v));
    }
    let keys: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
    assert_eq!(
        keys,
        [
            "standard",
            "antichess",
            "atomic",
            "crazyhouse",
            "horde",
            "kingOfTheHill",
            "racingKings",
            "threeCheck"
        ]
    );
    for (alias, v) in [
        ("zh", Variant::Crazyhouse),
        ("Crazyhouse", Variant::Crazyhouse),
        ("koth", Variant::KingOfTheHill),
        ("King of the Hill", Variant::KingOfTheHill),
        ("king-of-the-hill", Variant::KingOfTheHill),
        ("3-check", Variant::ThreeCheck),
        ("3check", Variant::ThreeCheck),
        ("Three-check", Variant::ThreeCheck),
        ("three check", Variant::ThreeCheck),
        ("Racing Kings", Variant::RacingKings),
        ("racing_kings", Variant::RacingKings),
        ("ANTICHESS", Variant::Antichess),
        ("Atomic", Variant::Atomic),
        ("Horde", Variant::Horde),
        ("From Position", Variant::Standard),
        ("Standard", Variant::Standard),
    ] {
        assert_eq!(Variant::from_name(alias), Ok(v), "{alias}");
    }
    for bad in ["", "shogi", "chess 960", "three", "king"] {
        let err = Variant::from_name(bad).unwrap_err();
        assert_eq!(err.code(), "ERR_VARIANT_UNKNOWN", "{bad}");
    }
}

#[test]
fn starting_positions_read_and_write_themselves() {
    let counts = [
        (Variant::Standard, 20),
        (Variant::Antichess, 20),
        (Variant::Atomic, 20),
        (Variant::Crazyhouse, 20),
        (Variant::Horde, 8),
        (Variant::KingOfTheHill, 20),
        (Variant::RacingKings, 21),
        (Variant::ThreeCheck, 20),
    ];
    for (v, n) in counts {
        let start = VariantPosition::new(v);
        assert_eq!(start.fen(), v.starting_fen(), "{v}");
        assert_eq!(pos(v, v.starting_fen()), start, "{v}");
        assert_eq!(start.legal_moves().len(), n, "{v}");
        assert_eq!(start.outcome(), None, "{v}");
        assert_eq!(start.variant(), v);
    }
    assert_eq!(
        Variant::Horde.starting_fen(),
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
    );
}

#[test]
fn crazyhouse_fen_pockets_and_promoted_marks() {
    let bracket = pos(
        Variant::Crazyhouse,
        "4k3/8/8/8/8/8/8/4K3[QRBNPqrbnpP] w - - 0 1",
    );
    let ninth = pos(
        Variant::Crazyhouse,
        "4k3/8/8/8/8/8/8/4K3/PQRBNPqrbnp w - - 0 1",
    );
    assert_eq!(bracket, ninth);
    assert_eq!(bracket.pocket(Color::White, Role::Pawn), 2);
    assert_eq!(bracket.pocket(Color::White, Role::Queen), 1);
    assert_eq!(bracket.pocket(Color::Black, Role::Knight), 1);
    assert_eq!(bracket.pocket(Color::Black, Role::King), 0);
    // One form written: brackets, white first, QRBNP.
    assert_eq!(bracket.fen(), "4k3/8/8/8/8/8/8/4K3[QRBNPPqrbnp] w - - 0 1");
    // lichess's empty ninth rank, and `~` marks kept.
    let promoted = pos(Variant::Crazyhouse, "4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1");
    assert_eq!(promoted.promoted(), Bitboard::from_square(Square::B7));
    assert_eq!(promoted.fen(), "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1");
    assert_eq!(pos(Variant::Crazyhouse, &promoted.fen()), promoted);
    // Without clocks.
    assert_eq!(
        pos(Variant::Crazyhouse, "2k5/8/8/8/8/8/8/4K3[Qn] w - -").fen(),
        "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"
    );
    for (fen, code) in [
        ("4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1", "ERR_FEN_POCKET"),
        ("4k3/8/8/8/8/8/8/4K3[Qq w - - 0 1", "ERR_FEN_POCKET"),
        ("4k3/8/8/8/8/8/8/4K3[Q]x w - - 0 1", "ERR_FEN_POCKET"),
        ("4k3/8/8/8/8/8/8/~4K3[] w - - 0 1", "ERR_FEN_PROMOTED"),
        ("4k3/8/8/8/8/8/8/4K3/Q/ w - - 0 1", "ERR_FEN_RANKS"),
    ] {
        let err = VariantPosition::from_fen(Variant::Crazyhouse, fen).unwrap_err();
        assert_eq!(
            (err.code(), err.reason()),
            ("ERR_INVALID_FEN", code),
            "{fen}"
        );
    }
    // Pockets and marks belong to crazyhouse.
    let err = VariantPosition::from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1");
    assert_eq!(err.unwrap_err().reason(), "ERR_FEN_POCKET");
    let err = VariantPosition::from_fen(Variant::Atomic, "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1");
    assert_eq!(err.unwrap_err().reason(), "ERR_FEN_PROMOTED");
}

#[test]
fn three_check_counters_in_both_forms() {
    let before = pos(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 2+1 5 40");
    let after = pos(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 5 40 +1+2");
    assert_eq!(before, after);
    assert_eq!(before.remaining_checks(Color::White), 2);
    assert_eq!(before.checks_given(Color::Black), 2);
    assert_eq!(before.fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 2+1 5 40");
    // Without counters: none given.
    let none = pos(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(none.fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
    // A check counts; the third wins.
    let checked = play(&before, "a1a8");
    assert_eq!(checked.checks_given(Color::White), 2);
    assert_eq!(checked.fen(), "R3k3/8/8/8/8/8/8/4K3 b - - 1+1 6 40");
    let last = pos(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1");
    let m = last.parse_san("Ra8").unwrap();
    assert_eq!(last.san(&m), "Ra8#");
    let won = last.play(&m).unwrap();
    assert_eq!(outcome(&won), Some((Some(Color::White), "three_checks")));
    assert!(won.legal_moves().is_empty());
    for fen in [
        "4k3/8/8/8/8/8/8/R3K3 w - - 4+3 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1 +0+0",
        "4k3/8/8/8/8/8/8/R3K3 w 3+3 - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +0",
    ] {
        let err = VariantPosition::from_fen(Variant::ThreeCheck, fen).unwrap_err();
        assert_eq!(
            (err.code(), err.reason()),
            ("ERR_INVALID_FEN", "ERR_FEN_CHECKS"),
            "{fen}"
        );
    }
    let err = VariantPosition::from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
    assert_eq!(err.unwrap_err().reason(), "ERR_FEN_CHECKS");
    // Only kings left: no check can be given.
    let kings = pos(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(outcome(&kings), Some((None, "insufficient_material")));
    assert!(kings.has_insufficient_material(Color::White));
    assert!(!none.has_insufficient_material(Color::White));
    assert!(none.has_insufficient_material(Color::Black));
}

#[test]
fn king_of_the_hill() {
    // No published suite: counts from the rules, agreeing with python-chess (oracle).
    let kings = pos(Variant::KingOfTheHill, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let counts: Vec<u64> = (1..=6).map(|d| perft(&kings, d)).collect();
    assert_eq!(counts, [5, 25, 170, 1156, 7922, 51096]);
    let near = pos(Variant::KingOfTheHill, "8/8/8/2k5/8/8/4K3/8 w - - 0 1");
    let counts: Vec<u64> = (1..=5).map(|d| perft(&near, d)).collect();
    assert_eq!(counts, [8, 61, 314, 2242, 14228]);
    let p = pos(Variant::KingOfTheHill, "8/8/8/8/8/3K4/8/k7 w - - 0 1");
    let m = p.parse_san("Kd4").unwrap();
    assert_eq!(p.san(&m), "Kd4#");
    let won = p.play(&m).unwrap();
    assert_eq!(
        outcome(&won),
        Some((Some(Color::White), "king_of_the_hill"))
    );
    assert!(won.legal_moves().is_empty());
    // A king alone can always walk to the centre.
    assert!(!p.is_insufficient_material());
    assert!(!p.has_insufficient_material(Color::White));
    // Checkmate still wins.
    let mated = pos(Variant::KingOfTheHill, "R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(outcome(&mated), Some((Some(Color::White), "checkmate")));
}

#[test]
fn antichess_rules() {
    // Captures are compulsory.
    let p = pos(
        Variant::Antichess,
        "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2",
    );
    assert_eq!(ucis(&p), ["f1b5"]);
    assert_eq!(p.legal_moves()[0], p.parse_san("Bxb5").unwrap());
    // En passant too.
    let p = pos(Variant::Antichess, "8/8/8/3pP3/8/8/8/8 w - d6 0 1");
    assert_eq!(ucis(&p), ["e5d6"]);
    // Promotion to a king.
    let p = pos(Variant::Antichess, "8/4P3/8/8/8/8/8/k7 w - - 0 1");
    assert_eq!(ucis(&p), ["e7e8b", "e7e8k", "e7e8n", "e7e8q", "e7e8r"]);
    let m = p.parse_san("e8=K").unwrap();
    assert_eq!(m, p.parse_uci("e7e8k").unwrap());
    assert_eq!(p.san(&m), "e8=K");
    assert_eq!(p.play(&m).unwrap().fen(), "4K3/8/8/8/8/8/8/k7 b - - 0 1");
    // No castling: rights in the FEN are ignored.
    let start = pos(Variant::Antichess, chess_arbiter::fen::STARTING_FEN);
    assert_eq!(start, VariantPosition::new(Variant::Antichess));
    // No check: a king may stay attacked.
    let p = pos(Variant::Antichess, "4k3/8/8/8/8/8/8/4R3 b - - 0 1");
    assert!(!p.is_check());
    assert_eq!(p.legal_moves().len(), 5);
    // Winning by losing everything, or by being stalemated.
    let none = pos(Variant::Antichess, "8/8/8/8/8/8/8/k7 w - - 0 1");
    assert_eq!(
        outcome(&none),
        Some((Some(Color::White), "all_pieces_lost"))
    );
    // The side not to move without pieces (a set-up position: no game reaches it): it has
    // lost everything, so it wins; white has pieces and moves, but the game is over.
    let theirs = pos(Variant::Antichess, "8/P7/8/8/8/8/8/6N1 w - - 0 1");
    assert_eq!(
        outcome(&theirs),
        Some((Some(Color::Black), "all_pieces_lost"))
    );
    assert!(theirs.legal_moves().is_empty());
    let stuck = pos(Variant::Antichess, "8/8/8/8/8/p7/P7/8 w - - 0 1");
    assert_eq!(
        outcome(&stuck),
        Some((Some(Color::White), "antichess_stalemate"))
    );
    // Drawn bishops: on different colours, never meeting.
    let bishops = pos(Variant::Antichess, "8/8/8/8/8/8/b7/B7 w - - 0 1");
    assert!(bishops.is_insufficient_material());
    assert_eq!(outcome(&bishops), Some((None, "insufficient_material")));
    let same = pos(Variant::Antichess, "8/8/8/8/8/8/1b6/B7 w - - 0 1");
    assert!(!same.is_insufficient_material());
    // A knight each on different colours: the side to move cannot win.
    let knights = pos(Variant::Antichess, "8/8/8/8/8/8/8/Nn6 w - - 0 1");
    assert!(knights.has_insufficient_material(Color::White));
    assert!(!knights.has_insufficient_material(Color::Black));
    assert!(!knights.is_insufficient_material());
}

#[test]
fn atomic_rules() {
    // Kings never capture.
    let p = pos(Variant::Atomic, "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(ucis(&p), ["e1d1", "e1e2", "e1f1", "e1f2"]);
    // A capture that explodes your own king is illegal.
    let p = pos(Variant::Atomic, "7k/8/8/8/8/8/3pK3/3Q4 w - - 0 1");
    assert!(p.parse_uci("d1d2").is_err());
    assert_eq!(p.legal_moves().len(), 15);
    // Adjacent kings give no check.
    let p = pos(Variant::Atomic, "4r3/8/8/8/8/8/3kK3/8 w - - 0 1");
    assert!(!p.is_check());
    assert_eq!(
        ucis(&p),
        ["e2d1", "e2d3", "e2e1", "e2e3", "e2f1", "e2f2", "e2f3"]
    );
    // Exploding the enemy king wins even with your own king attacked.
    let p = pos(Variant::Atomic, "4r3/8/6n1/6k1/8/8/2B5/4K3 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(ucis(&p), ["c2e4", "c2g6", "e1d1", "e1d2", "e1f1", "e1f2"]);
    let m = p.parse_san("Bxg6").unwrap();
    assert_eq!(p.san(&m), "Bxg6#");
    let won = p.play(&m).unwrap();
    assert_eq!(won.fen(), "4r3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(outcome(&won), Some((Some(Color::White), "king_exploded")));
    assert!(won.legal_moves().is_empty());
    // Pawns survive an explosion unless captured; pieces around the square explode.
    let p = pos(Variant::Atomic, "4k3/8/8/2pnp3/3p4/8/3R4/4K3 w - - 0 1");
    let after = play(&p, "d2d4");
    assert_eq!(after.fen(), "4k3/8/8/2p1p3/8/8/8/4K3 b - - 0 1");
    // Insufficient material.
    let lone = pos(Variant::Atomic, "k7/8/8/8/8/8/8/KB6 w - - 0 1");
    assert!(lone.is_insufficient_material());
    assert!(lone.has_insufficient_material(Color::Black));
    assert!(!pos(Variant::Atomic, "k7/8/8/8/8/8/8/KQ6 w - - 0 1").is_insufficient_material());
    assert!(pos(Variant::Atomic, "k7/8/8/8/8/8/8/KNN5 w - - 0 1").is_insufficient_material());
    assert!(!pos(Variant::Atomic, "k7/8/8/8/8/8/8/KNNN4 w - - 0 1").is_insufficient_material());
    let bishops = pos(Variant::Atomic, "kb6/8/8/8/8/8/8/KB6 w - - 0 1");
    assert!(bishops.is_insufficient_material());
    assert!(!pos(Variant::Atomic, "k1b5/8/8/8/8/8/8/KB6 w - - 0 1").is_insufficient_material());
    // A closed position: kings never capture, the pawns are stuck.
    let closed = pos(Variant::Atomic, "k7/8/8/3p4/3P4/8/8/7K w - - 0 1");
    assert_eq!(outcome(&closed), Some((None, "insufficient_material")));
    let open = pos(Variant::Atomic, "k7/8/8/3p4/3P4/8/P7/7K w - - 0 1");
    assert!(!open.is_insufficient_material());
    // A bishop that can never reach an enemy pawn (c1 dark, d5 light) changes nothing; one
    // that can (d1 light) does.
    let dark = pos(Variant::Atomic, "k7/8/8/3p4/3P4/8/8/2B4K w - - 0 1");
    assert!(dark.is_insufficient_material());
    let light = pos(Variant::Atomic, "k7/8/8/3p4/3P4/8/8/3B3K w - - 0 1");
    assert!(!light.is_insufficient_material());
    // A missing king: the other side has won, even when its own king is left attacked.
    let gone = pos(Variant::Atomic, "8/8/8/8/8/8/8/K7 b - - 0 1");
    assert_eq!(outcome(&gone), Some((Some(Color::White), "king_exploded")));
    let attacked = pos(Variant::Atomic, "4r3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        outcome(&attacked),
        Some((Some(Color::White), "king_exploded"))
    );
    assert_eq!(pos(Variant::Atomic, &won.fen()), won);
    // With both kings on the board, the side not to move may not be in check.
    let err = VariantPosition::from_fen(Variant::Atomic, "4r2k/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(err.unwrap_err().reason(), "ERR_FEN_CHECK");
}

#[test]
fn crazyhouse_rules() {
    // A promoted piece returns to the pocket as a pawn.
    let p = pos(Variant::Crazyhouse, "1k6/1Q~6/8/8/8/8/8/4K3[] b - - 0 1");
    assert_eq!(ucis(&p), ["b8b7"]);
    let after = play(&p, "b8b7");
    assert_eq!(after.pocket(Color::Black, Role::Pawn), 1);
    assert_eq!(after.pocket(Color::Black, Role::Queen), 0);
    assert_eq!(after.fen(), "8/1k6/8/8/8/8/8/4K3[p] w - - 0 2");
    let unpromoted = play(
        &pos(Variant::Crazyhouse, "1k6/1Q6/8/8/8/8/8/4K3[] b - - 0 1"),
        "b8b7",
    );
    assert_eq!(unpromoted.fen(), "8/1k6/8/8/8/8/8/4K3[q] w - - 0 2");
    // A promotion is marked, and a promoted piece keeps its mark when it moves.
    let p = pos(Variant::Crazyhouse, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
    let queened = play(&p, "a7a8q");
    assert_eq!(queened.fen(), "Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    let moved = play(&play(&queened, "e8e7"), "a8a1");
    assert_eq!(moved.promoted(), Bitboard::from_square(Square::A1));
    // A drop may block a single check.
    let p = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assert_eq!(ucis(&p), ["N@b1", "N@c1", "N@d1", "e1d2", "e1e2", "e1f2"]);
    let drop = p.parse_san("N@c1").unwrap();
    assert_eq!(p.san(&drop), "N@c1");
    assert_eq!(
        p.play(&drop).unwrap().fen(),
        "4k3/8/8/8/8/8/8/r1N1K3[] b - - 1 1"
    );
    // Pawn drops: SAN `P@e4` written, `@e4` read; not on the first or last rank.
    let p = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    assert_eq!(p.legal_moves().len(), 5 + 48);
    let e4 = p.parse_san("@e4").unwrap();
    assert_eq!(p.parse_san("P@e4").unwrap(), e4);
    assert_eq!(p.parse_uci("P@e4").unwrap(), e4);
    assert_eq!(p.parse_uci("p@e4").unwrap(), e4);
    assert_eq!(p.san(&e4), "P@e4");
    assert_eq!(e4.uci(p.mode()), "P@e4");
    assert_eq!(p.parse_uci("P@e8").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    assert_eq!(p.parse_uci("P@a1").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    assert_eq!(p.parse_uci("N@e4").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    assert_eq!(p.parse_uci("K@e4").unwrap_err().code(), "ERR_INVALID_MOVE");
    assert_eq!(p.parse_uci("P@e2").unwrap().uci(p.mode()), "P@e2");
    // Onto an occupied square: no.
    assert_eq!(p.parse_uci("P@e1").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    // Checkmate only when no drop helps.
    let mate = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/5PPP/r5K1[] w - - 0 1");
    assert_eq!(outcome(&mate), Some((Some(Color::Black), "checkmate")));
    let saved = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/5PPP/r5K1[B] w - - 0 1");
    assert_eq!(outcome(&saved), None);
    assert_eq!(ucis(&saved), ["B@b1", "B@c1", "B@d1", "B@e1", "B@f1"]);
    assert!(!mate.is_insufficient_material());
    assert!(
        !pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1").is_insufficient_material()
    );
}

#[test]
fn horde_rules() {
    // A first-rank pawn steps one or two, and gives no en passant.
    let p = pos(Variant::Horde, "4k3/8/8/8/8/4p3/8/3P4 w - - 0 1");
    assert_eq!(ucis(&p), ["d1d2", "d1d3"]);
    let after = play(&p, "d1d3");
    assert_eq!(after.fen(), "4k3/8/8/8/8/3Pp3/8/8 b - - 0 1");
    assert!(after.parse_uci("e3d2").is_err());
    // From the second rank: en passant as usual.
    let p = pos(Variant::Horde, "4k3/8/8/8/4p3/8/3P4/8 w - - 0 1");
    let after = play(&p, "d2d4");
    assert_eq!(after.fen(), "4k3/8/8/8/3Pp3/8/8/8 b - d3 0 1");
    assert!(after.parse_uci("e4d3").is_ok());
    // Black wins by capturing the whole horde.
    let p = pos(Variant::Horde, "4k3/8/8/8/8/8/3r4/3P4 b - - 0 1");
    let won = play(&p, "d2d1");
    assert_eq!(outcome(&won), Some((Some(Color::Black), "horde_destroyed")));
    assert!(won.legal_moves().is_empty());
    // White mates as usual.
    let mated = pos(Variant::Horde, "k1Q5/8/1P6/8/8/8/8/8 b - - 0 1");
    assert_eq!(outcome(&mated), Some((Some(Color::White), "checkmate")));
    // White has no king; black has one.
    for (fen, code) in [
        ("4k3/8/8/8/8/8/8/3PK3 w - - 0 1", "ERR_FEN_KINGS"),
        ("8/8/8/8/8/8/8/3P4 w - - 0 1", "ERR_FEN_KINGS"),
        ("3pk3/8/8/8/8/8/8/3P4 w - - 0 1", "ERR_FEN_PAWNS"),
    ] {
        let err = VariantPosition::from_fen(Variant::Horde, fen).unwrap_err();
        assert_eq!(
            (err.code(), err.reason()),
            ("ERR_INVALID_FEN", code),
            "{fen}"
        );
    }
    assert!(!p.is_insufficient_material());
    // A fortress: the horde cannot move, whatever black plays.
    let fortress = pos(Variant::Horde, "8/pk6/P7/P7/P7/P7/P7/P7 b - - 0 1");
    assert!(fortress.is_insufficient_material());
    assert_eq!(outcome(&fortress), Some((None, "insufficient_material")));
    // A pawn on b1 can still move.
    let freed = pos(Variant::Horde, "8/pk6/P7/P7/P7/P7/P7/1P6 b - - 0 1");
    assert!(!freed.is_insufficient_material());
    // A single piece black can take: not a fortress.
    let single = pos(Variant::Horde, "8/8/8/8/8/8/p7/Pk6 w - - 0 1");
    assert!(!single.is_insufficient_material());
    assert!(!VariantPosition::new(Variant::Horde).is_insufficient_material());
}

#[test]
fn racing_kings_rules() {
    // No move gives check, a king's discovered check included.
    let p = pos(Variant::RacingKings, "8/8/8/8/8/8/k2K3R/8 w - - 0 1");
    assert_eq!(
        ucis(&p),
        [
            "d2c2", "d2e2", "h2e2", "h2f2", "h2g2", "h2h1", "h2h3", "h2h4", "h2h5", "h2h6", "h2h7",
            "h2h8"
        ]
    );
    let p = pos(Variant::RacingKings, "8/8/8/8/8/k7/8/5RK1 w - - 0 1");
    assert!(p.parse_uci("f1a1").is_err());
    assert!(p.parse_uci("f1f3").is_err());
    assert_eq!(p.legal_moves().len(), 14);
    // White arrived: black, who can arrive too, plays on; arriving draws.
    let p = pos(Variant::RacingKings, "4K3/k7/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(outcome(&p), None);
    assert_eq!(ucis(&p), ["a7a6", "a7a8", "a7b6", "a7b7", "a7b8"]);
    assert_eq!(outcome(&play(&p, "a7a8")), Some((None, "race_drawn")));
    assert_eq!(
        outcome(&play(&p, "a7b6")),
        Some((Some(Color::White), "race_won"))
    );
    // Black cannot arrive: white has won.
    let p = pos(Variant::RacingKings, "4K3/8/k7/8/8/8/8/8 b - - 0 1");
    assert_eq!(outcome(&p), Some((Some(Color::White), "race_won")));
    assert!(p.legal_moves().is_empty());
    // Black arrives first.
    let p = pos(Variant::RacingKings, "8/1k6/8/8/8/8/8/7K b - - 0 1");
    let m = p.parse_san("Kb8").unwrap();
    assert_eq!(p.san(&m), "Kb8#");
    assert_eq!(
        outcome(&p.play(&m).unwrap()),
        Some((Some(Color::Black), "race_won"))
    );
    // A check on the board is no racing-kings position; pawns neither.
    for (fen, code) in [
        ("8/8/8/8/8/k7/8/R5K1 w - - 0 1", "ERR_FEN_CHECK"),
        ("8/8/8/8/8/k7/8/R5K1 b - - 0 1", "ERR_FEN_CHECK"),
        ("8/8/8/8/8/k7/P7/6K1 w - - 0 1", "ERR_FEN_PAWNS"),
    ] {
        let err = VariantPosition::from_fen(Variant::RacingKings, fen).unwrap_err();
        assert_eq!(
            (err.code(), err.reason()),
            ("ERR_INVALID_FEN", code),
            "{fen}"
        );
    }
    assert!(!VariantPosition::new(Variant::RacingKings).is_insufficient_material());
}

#[test]
fn standard_through_the_variant_interface() {
    let start = VariantPosition::new(Variant::Standard);
    assert_eq!(
        (1..=4).map(|d| perft(&start, d)).collect::<Vec<_>>(),
        [20, 400, 8902, 197_281]
    );
    let kiwipete = pos(
        Variant::Standard,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    );
    assert_eq!(perft(&kiwipete, 3), 97_862);
    let mate = pos(Variant::Standard, "R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(outcome(&mate), Some((Some(Color::White), "checkmate")));
    let stalemate = pos(Variant::Standard, "7k/5Q2/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(outcome(&stalemate), Some((None, "stalemate")));
    let kb = pos(Variant::Standard, "7k/8/8/8/8/8/8/4KB2 w - - 0 1");
    assert_eq!(outcome(&kb), Some((None, "insufficient_material")));
    // A knight mates with an enemy piece to block with, not against queens only.
    let kn_q = pos(Variant::Standard, "7k/8/8/8/8/8/q7/4KN2 w - - 0 1");
    assert!(kn_q.has_insufficient_material(Color::White));
    assert!(!kn_q.has_insufficient_material(Color::Black));
    let kn_r = pos(Variant::Standard, "7k/8/8/8/8/8/r7/4KN2 w - - 0 1");
    assert!(!kn_r.has_insufficient_material(Color::White));
    // Castling in SAN and UCI.
    let castle = pos(Variant::Standard, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let m = castle.parse_san("O-O").unwrap();
    assert_eq!(castle.parse_san("0-0").unwrap(), m);
    assert_eq!(m.uci(castle.mode()), "e1g1");
    assert_eq!(castle.parse_uci("e1h1").unwrap(), m);
    assert_eq!(
        castle.play(&m).unwrap().fen(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
}

#[test]
fn errors_not_panics() {
    for v in Variant::ALL {
        for fen in [
            "",
            " ",
            "8/8/8 w - - 0 1",
            "x",
            "[",
            "[]",
            "/////////",
            "~~~",
        ] {
            assert!(VariantPosition::from_fen(v, fen).is_err(), "{v} {fen:?}");
        }
        let p = VariantPosition::new(v);
        for text in [
            "", "@", "P@", "e9e4", "e2e4e", "Q@z9", "xx", "=", "O-O-O-O", "e2e5",
        ] {
            assert!(p.parse_uci(text).is_err(), "{v} {text:?}");
            assert!(p.parse_san(text).is_err(), "{v} {text:?}");
        }
        let m = p.legal_moves()[0];
        let after = p.play(&m).unwrap();
        assert_eq!(after.play(&m).unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    }
    let err = VariantPosition::from_fen(Variant::Standard, "").unwrap_err();
    assert_eq!(err.reason(), "ERR_FEN_EMPTY");
    let err = VariantPosition::from_fen(Variant::Standard, "8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(err.unwrap_err().reason(), "ERR_FEN_KINGS");
    // Ambiguous SAN.
    let p = pos(Variant::Standard, "4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1");
    assert_eq!(p.parse_san("Nb3").unwrap_err().code(), "ERR_AMBIGUOUS_MOVE");
    assert!(p.parse_san("Nab3").is_ok());
}

/// The errors' codes are the main entry's for the same kinds (README's error table): a FEN's
/// problem is `ERR_INVALID_FEN` with the problem's own code as `reason()` and its text as
/// `problem()`; moves `ERR_INVALID_MOVE`, `ERR_ILLEGAL_MOVE`, `ERR_AMBIGUOUS_MOVE` with no reason.
#[test]
fn errors_speak_the_main_entrys_codes() {
    let fen = |v: Variant, fen: &str| VariantPosition::from_fen(v, fen).unwrap_err();
    for (e, reason, problem) in [
        (
            fen(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1"),
            "ERR_FEN_POCKET",
            None,
        ),
        (
            fen(Variant::Atomic, "8/8/8/8/8/8/8/8 w - - 0 1"),
            "ERR_FEN_KINGS",
            Some("no king on the board"),
        ),
        (
            fen(Variant::Atomic, "x"),
            "ERR_FEN_FIELDS",
            Some("a FEN has 4 to 6 fields separated by spaces, found 1"),
        ),
        (
            fen(Variant::Standard, ""),
            "ERR_FEN_EMPTY",
            Some("the FEN is empty"),
        ),
        (
            fen(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 4+3 0 1"),
            "ERR_FEN_CHECKS",
            None,
        ),
    ] {
        assert_eq!((e.code(), e.reason()), ("ERR_INVALID_FEN", reason), "{e}");
        if let Some(text) = problem {
            assert_eq!(e.problem(), text);
        }
        assert!(
            !e.problem().is_empty() && !e.problem().contains("ERR_"),
            "{e}"
        );
    }
    let p = pos(Variant::Atomic, "k7/8/8/8/8/8/4n3/4K3 w - - 0 1");
    for (text, code) in [
        ("Kxe2", "ERR_ILLEGAL_MOVE"),
        ("zz", "ERR_INVALID_MOVE"),
        ("", "ERR_INVALID_MOVE"),
    ] {
        let e = p.parse_san(text).unwrap_err();
        assert_eq!((e.code(), e.reason()), (code, ""), "{text:?}");
    }
    let p = pos(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/N1N1K3[Q] w - - 0 1");
    let e = p.parse_san("Nb3").unwrap_err();
    assert_eq!((e.code(), e.reason()), ("ERR_AMBIGUOUS_MOVE", ""));
    let e = Variant::from_name("shogi").unwrap_err();
    assert_eq!((e.code(), e.reason()), ("ERR_VARIANT_UNKNOWN", ""));
}

// ---------------------------------------------------------------------------------------------
// Never panics: random and mutated FENs and move texts, and random legal play with every query
// and round trip at each step.

use proptest::prelude::*;

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// FENs to mutate: each suite's positions and each variant's start.
fn seed_fens() -> Vec<(Variant, String)> {
    let mut out: Vec<(Variant, String)> = Variant::ALL
        .iter()
        .map(|v| (*v, v.starting_fen().to_string()))
        .collect();
    for (file, v) in [
        ("3check.perft", Variant::ThreeCheck),
        ("antichess.perft", Variant::Antichess),
        ("atomic.perft", Variant::Atomic),
        ("crazyhouse.perft", Variant::Crazyhouse),
        ("horde.perft", Variant::Horde),
        ("racingkings.perft", Variant::RacingKings),
    ] {
        out.extend(read_suite(file).into_iter().map(|c| (v, c.epd)));
    }
    out
}

/// Every query and round trip on a position that read: FEN written reads back to the same
/// text, each legal move plays and its SAN and UCI read back to it, the end agrees with the
/// moves.
fn check_position(p: &VariantPosition) {
    let fen = p.fen();
    let again = VariantPosition::from_fen(p.variant(), &fen)
        .unwrap_or_else(|e| panic!("{} {fen} does not read back: {e}", p.variant()));
    assert_eq!(again.fen(), fen);
    let moves = p.legal_moves();
    assert_eq!(perft(p, 1), moves.len() as u64);
    for m in &moves {
        let san = p.san(m);
        assert_eq!(p.parse_san(&san).ok(), Some(*m), "{fen}: {san}");
        let uci = m.uci(p.mode());
        assert_eq!(p.parse_uci(&uci).ok(), Some(*m), "{fen}: {uci}");
        assert!(p.play(m).is_ok());
    }
    if moves.is_empty() {
        assert!(p.outcome().is_some(), "{fen}: no move and no end");
    }
    if p.is_variant_end() {
        assert!(moves.is_empty());
    }
    let _ = (p.is_check(), p.checkers(), p.is_insufficient_material());
    for c in [Color::White, Color::Black] {
        let _ = p.has_insufficient_material(c);
    }
}

fn random_game(mut p: VariantPosition, seed: u64, plies: usize) {
    let mut state = seed | 1;
    for _ in 0..plies {
        check_position(&p);
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = moves[(state % moves.len() as u64) as usize];
        p = p.play(&m).expect("a legal move plays");
    }
}

const FEN_CHARS: &[u8] = b"pnbrqkPNBRQK12345678/[]~+ wb-KQkqAHah0123456789e3e6";

fn mutate(fen: &str, edits: &[(u8, usize, usize)]) -> String {
    let mut bytes = fen.as_bytes().to_vec();
    for (kind, at, c) in edits {
        let c = FEN_CHARS[c % FEN_CHARS.len()];
        if bytes.is_empty() {
            bytes.push(c);
            continue;
        }
        let at = at % bytes.len();
        match kind % 4 {
            0 => bytes[at] = c,
            1 => bytes.insert(at, c),
            2 => {
                bytes.remove(at);
            }
            _ => {
                // A piece for a piece: the FEN keeps its shape, the position changes.
                let pieces: Vec<usize> = (0..bytes.len())
                    .filter(|i| bytes[*i].is_ascii_alphabetic() && !bytes[..*i].contains(&b' '))
                    .collect();
                if !pieces.is_empty() {
                    bytes[pieces[at % pieces.len()]] = b"pnbrqkPNBRQK"[c as usize % 12];
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000), ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in any::<String>(), v in 0..8usize) {
        let variant = Variant::ALL[v];
        let _ = Variant::from_name(&s);
        let _ = VariantPosition::from_fen(variant, &s);
        let p = VariantPosition::new(variant);
        let _ = p.parse_san(&s);
        let _ = p.parse_uci(&s);
    }

    #[test]
    fn mutated_fens_never_panic(
        pick in any::<prop::sample::Index>(),
        v in 0..8usize,
        edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..4),
    ) {
        let seeds = seed_fens();
        let (own, fen) = &seeds[pick.index(seeds.len())];
        let text = mutate(fen, &edits);
        // In its own variant and in another one.
        for variant in [*own, Variant::ALL[v]] {
            if let Ok(p) = VariantPosition::from_fen(variant, &text) {
                check_position(&p);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000) / 20, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play(pick in any::<prop::sample::Index>(), seed in any::<u64>()) {
        let seeds = seed_fens();
        let (variant, fen) = &seeds[pick.index(seeds.len())];
        random_game(pos(*variant, fen), seed, 80);
    }
}
