// The `pgn-load` row of `npm run bench` alone (issue #17 §4): Game.fromPgn over each game of the
// 999-game lichess file, against chessops parsePgn + parseSan + play of the main line, taking
// turns in one process (who goes first alternates), each sample at least 150 ms; prints the
// medians and the median of the per-round ratios. Build the package first (`npm run build`).
//
//   node bench/pgn-load.mjs [ROUNDS]      (default 7)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Game } from 'chess-arbiter';
import { Chess } from 'chessops/chess';
import { parseSan } from 'chessops/san';
import { parsePgn } from 'chessops/pgn';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILE = path.resolve(here, '../../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn');
const ROUNDS = Number(process.argv[2] ?? 7);
const texts = readFileSync(FILE, 'utf8').split(/\n\n(?=\[Event )/);
const n = texts.length;

const arbiter = () => {
  let games = 0;
  for (const t of texts) {
    const g = Game.fromPgn(t);
    games += g.ply() >= 0 ? 1 : 0;
    g.free();
  }
  return games;
};
const chessops = () => {
  let games = 0;
  for (const t of texts) {
    for (const game of parsePgn(t)) {
      const pos = Chess.default();
      for (const node of game.moves.mainline()) {
        const m = parseSan(pos, node.san);
        if (!m) break;
        pos.play(m);
      }
      games++;
    }
  }
  return games;
};
// Games per second of one sample: `f` repeated until 150 ms have passed.
const sample = (f) => {
  let calls = 0;
  const t0 = performance.now();
  let t;
  do {
    if (f() !== n) throw new Error('not every game was read');
    calls++;
    t = performance.now() - t0;
  } while (t < 150);
  return (n * 1000 * calls) / t;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];

arbiter();
chessops();
const a = [];
const o = [];
for (let r = 0; r < ROUNDS; r++) {
  if (r % 2) {
    a.push(sample(arbiter));
    o.push(sample(chessops));
  } else {
    o.push(sample(chessops));
    a.push(sample(arbiter));
  }
}
const ratios = a.map((x, i) => x / o[i]);
console.log(`${n} games: Game.fromPgn ${median(a).toFixed(0)} games/s, chessops ${median(o).toFixed(0)} games/s, ` +
  `ratio ${median(ratios).toFixed(2)} (rounds: ${ratios.map((x) => x.toFixed(2)).join(' ')})`);
