//! Compares the variants (src/variants/) with lines written by another implementation, one
//! position a line: `variant-key \t FEN \t sorted UCI moves \t sorted SAN (no +/#) \t check
//! (0/1) \t result (*, 1-0, 0-1, 1/2-1/2)`; prints each difference and a count per variant, and
//! exits with status 1 when there is any (`npm test`'s rust stage runs it on python-chess's
//! games: scripts/variants-oracle.sh). The one difference allowed (docs/variants.md): an atomic
//! position of kings, bishops and pawns only that we draw as closed (insufficient material)
//! while python-chess plays on: its result alone differs.
//! `cargo run --release --example variants_oracle < positions.tsv`
use chess_arbiter::variants::{Variant, VariantPosition, VariantTermination};
use std::collections::BTreeMap;
use std::io::BufRead;

fn main() {
    let mut stats: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut closed = 0u32;
    let mut broken = 0u32;
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 6 {
            println!("bad line: {line}");
            broken += 1;
            continue;
        }
        let entry = stats.entry(f[0].to_string()).or_default();
        entry.0 += 1;
        let variant = match Variant::from_name(f[0]) {
            Ok(v) => v,
            Err(e) => {
                println!("{e}");
                entry.1 += 1;
                continue;
            }
        };
        let pos = match VariantPosition::from_fen(variant, f[1]) {
            Ok(p) => p,
            Err(e) => {
                println!("{} {}: does not read: {e}", f[0], f[1]);
                entry.1 += 1;
                continue;
            }
        };
        let moves = pos.legal_moves();
        let mut ucis: Vec<String> = moves.iter().map(|m| m.uci(pos.mode())).collect();
        ucis.sort();
        let mut sans: Vec<String> = moves
            .iter()
            .map(|m| pos.san(m).trim_end_matches(['+', '#']).to_string())
            .collect();
        sans.sort();
        let result = match pos.outcome() {
            None => "*".to_string(),
            Some(o) => match o.winner() {
                Some(chess_arbiter::Color::White) => "1-0".to_string(),
                Some(chess_arbiter::Color::Black) => "0-1".to_string(),
                None => "1/2-1/2".to_string(),
            },
        };
        let mine = [
            pos.fen(),
            ucis.join(" "),
            sans.join(" "),
            (pos.is_check() as u8).to_string(),
            result.clone(),
        ];
        let names = ["fen", "uci", "san", "check", "result"];
        let mut bad = false;
        // Atomic's closed positions (kings, bishops and pawns only), drawn here, played on by
        // python-chess.
        let placement = f[1].split(' ').next().unwrap_or_default();
        let closed_draw = variant == Variant::Atomic
            && f[5] == "*"
            && result == "1/2-1/2"
            && pos.outcome().map(|o| o.termination())
                == Some(VariantTermination::InsufficientMaterial)
            && placement.chars().all(|c| "kKbBpP/12345678".contains(c));
        if closed_draw && mine[..4] == f[1..5] {
            closed += 1;
        }
        for i in 0..5 {
            if mine[i] != f[i + 1] && !(i == 4 && closed_draw) {
                bad = true;
                println!(
                    "{} {}: {} differs:\n  theirs {}\n  mine   {}",
                    f[0],
                    f[1],
                    names[i],
                    f[i + 1],
                    mine[i]
                );
            }
        }
        // Each move's SAN and UCI read back to the move.
        for m in &moves {
            let san = pos.san(m);
            if pos.parse_san(&san).ok() != Some(*m) {
                bad = true;
                println!("{} {}: SAN {san} does not read back", f[0], f[1]);
            }
            let uci = m.uci(pos.mode());
            if pos.parse_uci(&uci).ok() != Some(*m) {
                bad = true;
                println!("{} {}: UCI {uci} does not read back", f[0], f[1]);
            }
        }
        if bad {
            entry.1 += 1;
        }
    }
    for (k, (n, bad)) in &stats {
        println!("{k}: {n} positions, {bad} with differences");
    }
    println!("atomic closed positions drawn here, played on by the oracle: {closed}");
    let differences: u32 = stats.values().map(|(_, bad)| bad).sum();
    let positions: u32 = stats.values().map(|(n, _)| n).sum();
    if differences > 0 || broken > 0 || positions == 0 {
        println!(
            "{differences} positions with differences in {positions}, {broken} lines not read"
        );
        std::process::exit(1);
    }
}
