//! The lichess variants (src/variants/) against the published suites in
//! `../shared/data/perft/variants/` (lichess's scalachess, MIT): every perft count at every
//! listed depth, and every row of the horde insufficient-material table.
//!
//! Every depth runs in the normal run: the deepest (racing kings' start at depth 5, 9.5 M
//! nodes) takes 1.6 s in the `fast` profile, the whole file about 4 s on one core.
#![cfg(feature = "variants")]

use chess_arbiter::Color;
use chess_arbiter::variants::{Variant, VariantPosition, perft};
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
