//! Flag-fall adjudication speed (issue #13): `cargo bench --bench unwinnable`. For each of the
//! 30,000 lichess positions of `../shared/data/dead/lichess-30K-games.txt`, the Art. 6.9
//! question (can the side that is not to move, whose opponent's flag fell, still mate?) with
//! the default budget, timed one position at a time: average, 99th percentile and maximum, and
//! how many answers are Yes / No / Unknown. Then the flag-fall verdict alone
//! (`is_unwinnable_for`: only a `No` proof matters, as `Game::timeout` asks), and
//! `is_dead_position`.

use chess_arbiter::adjudication::unwinnable::{Answer, DEFAULT_NODES};
use chess_arbiter::{CastlingMode, Position};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/dead/lichess-30K-games.txt"
    );
    let text = std::fs::read_to_string(path).expect("../shared/data/dead/lichess-30K-games.txt");
    let positions: Vec<Position> = text
        .lines()
        .map(|line| {
            let fen: Vec<&str> = line.split(' ').take(6).collect();
            Position::from_fen_relaxed(&fen.join(" "), CastlingMode::Standard).expect(line)
        })
        .collect();
    let (mut yes, mut no, mut unknown) = (0, 0, 0);
    let mut times = Vec::with_capacity(positions.len());
    for p in &positions {
        let start = Instant::now();
        let answer = black_box(p.can_win(p.turn().other(), DEFAULT_NODES));
        times.push(start.elapsed().as_nanos() as u64);
        match answer {
            Answer::Yes(_) => yes += 1,
            Answer::No => no += 1,
            Answer::Unknown => unknown += 1,
        }
    }
    report("canWin (flag fall of the side to move)", &mut times);
    println!("  answers: yes {yes}, no {no}, unknown {unknown}");
    let mut times = Vec::with_capacity(positions.len());
    let mut draws = 0;
    for p in &positions {
        let start = Instant::now();
        draws += usize::from(black_box(
            p.is_unwinnable_for(p.turn().other(), DEFAULT_NODES),
        ));
        times.push(start.elapsed().as_nanos() as u64);
    }
    report(
        "timeout verdict (is_unwinnable_for the side not to move)",
        &mut times,
    );
    println!("  drawn (opponent cannot win): {draws}");
    let mut times = Vec::with_capacity(positions.len());
    let mut dead = 0;
    for p in &positions {
        let start = Instant::now();
        dead += usize::from(black_box(p.is_dead_position()));
        times.push(start.elapsed().as_nanos() as u64);
    }
    report("isDeadPosition", &mut times);
    println!("  dead: {dead}");
}

fn report(name: &str, times: &mut [u64]) {
    times.sort_unstable();
    let n = times.len() as u64;
    let avg = times.iter().sum::<u64>() as f64 / n as f64 / 1000.0;
    let p50 = times[times.len() / 2] as f64 / 1000.0;
    let p90 = times[(times.len() * 9) / 10] as f64 / 1000.0;
    let p99 = times[(times.len() * 99) / 100] as f64 / 1000.0;
    let max = *times.last().unwrap_or(&0) as f64 / 1000.0;
    println!(
        "{name}: {n} positions, avg {avg:.2} us, median {p50:.2} us, p90 {p90:.1} us, p99 {p99:.1} us, max {max:.1} us"
    );
}
