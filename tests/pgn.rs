use chess_arbiter::pgn::*;
use std::time::Instant;

const LICHESS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
// A git worktree under /work/wt/NAME has the shared data two levels up.
const LICHESS_DIR_WT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/games/lichess");

#[test]
fn scratch() {
    let mut files: Vec<_> = std::fs::read_dir(LICHESS_DIR).or_else(|_| std::fs::read_dir(LICHESS_DIR_WT)).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut games = 0; let mut plies = 0; let mut nodes = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let t = Instant::now();
        let g = parse_pgn(&text).unwrap();
        let el = t.elapsed();
        eprintln!("{:?}: {} games in {:?} ({} MB/s)", f.file_name().unwrap(), g.len(), el, text.len() as f64 / el.as_secs_f64() / 1e6);
        games += g.len();
        for game in &g { plies += game.moves.len(); nodes += game.moves.iter().filter(|n| n.clock_ms.is_some()).count();
            let w = game.to_pgn(&PgnWriteOptions::default());
            let back = parse_pgn(&w).unwrap();
            assert_eq!(back.len(), 1);
            let mut exp = game.clone(); exp.tags = game.export_tags();
            assert_eq!(back[0], exp, "{}", w);
        }
    }
    eprintln!("games {} plies {} clk {}", games, plies, nodes);
}
