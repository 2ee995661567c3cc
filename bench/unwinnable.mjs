// Flag-fall adjudication speed in wasm (issue #13), the counterpart of the native
// `cargo bench --bench unwinnable`: for each of the 30,000 lichess positions of
// ../shared/data/dead/lichess-30K-games.txt, with the default budget, one position at a time:
//   - canWin(fen, opponent): the full answer (a helpmate line for true), through the package;
//   - Game#timeout(sideToMove): the Art. 6.9 verdict (only a proof of "cannot win" matters),
//     game construction included;
//   - Game#isDeadPosition() (construction included).
// Prints average, median, 99th percentile and maximum per position, and the answers.
//
//   bash scripts/build.sh && node bench/unwinnable.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import * as A from 'chess-arbiter';

const here = path.dirname(fileURLToPath(import.meta.url));
const text = readFileSync(path.join(here, '../../shared/data/dead/lichess-30K-games.txt'), 'utf8');
const fens = text.split('\n').filter((l) => l.trim()).map((l) => l.split(' ').slice(0, 6).join(' '));

async function row(name, f) {
  const times = [];
  const counts = new Map();
  for (const fen of fens) {
    const t = performance.now();
    let r = f(fen);
    if (r instanceof Promise) r = await r; // canWin and Game#timeout resolve (issue 40)
    times.push((performance.now() - t) * 1000);
    const k = JSON.stringify(r);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const avg = times.reduce((a, b) => a + b, 0) / times.length;
  const at = (q) => times[Math.floor(times.length * q)];
  console.log(`${name}: ${times.length} positions, avg ${avg.toFixed(2)} us, median ${at(0.5).toFixed(2)} us, p99 ${at(0.99).toFixed(1)} us, max ${times.at(-1).toFixed(1)} us`);
  console.log('  answers:', Object.fromEntries(counts));
}

const other = (fen) => (fen.split(' ')[1] === 'w' ? 'b' : 'w');
await row('wasm canWin (the side not to move)', async (fen) => (await A.canWin(fen, other(fen), { relaxed: true })) ?? 'unknown');
await row('wasm Game#timeout (the side to move flagged)', async (fen) => {
  const g = new A.Game(fen, { relaxed: true });
  const o = await g.timeout(fen.split(' ')[1]);
  g.free();
  return o.winner === null ? 'draw' : 'loss';
});
await row('wasm Game#isDeadPosition', (fen) => {
  const g = new A.Game(fen, { relaxed: true });
  const d = g.isDeadPosition();
  g.free();
  return d;
});
