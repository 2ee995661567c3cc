// Leak check: many legalMoves/applyMove calls and many Game objects (some freed, some left to the
// garbage collector), measuring wasm memory and the Node heap before and after.
// Run with --expose-gc: `node --expose-gc scripts/memory.mjs [calls] [games]`
// (defaults: 1,000,000 calls and 100,000 games; `npm run memory`). Prints one JSON line.
// Imports the package by name (in the repo after `npm run build`, through package.json's
// self-reference), or the module at CHESS_ARBITER_MODULE (a path or file URL).
import { settle as settleMemory } from '../tests/js/helpers.mjs'; // shared with tests/js/compat.test.mjs

const A = await import(process.env.CHESS_ARBITER_MODULE || 'chess-arbiter');

const calls = Number(process.argv[2] ?? 1_000_000);
const games = Number(process.argv[3] ?? 100_000);
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 1 8',
];

const gc = globalThis.gc;
if (typeof gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(2);
}
// settle(): gc until the finalizers of the games left to the collector have run.
const settle = () => settleMemory(A.memoryBytes);

function work(n) {
  let moves = 0;
  for (let i = 0; i < n; i++) {
    const fen = FENS[i % FENS.length];
    if (i % 2 === 0) moves += A.legalMoves(fen).length;
    else A.applyMove(fen, i % 4 === 1 ? 'a3' : 'b3');
  }
  return moves;
}

function makeGames(n) {
  for (let i = 0; i < n; i++) {
    const g = new A.Game();
    g.move('e4');
    g.move('e5');
    if (i % 2 === 0) g.free(); // the other half is left to the garbage collector
  }
}

// Three rounds of the same work. The first one reaches the working size (the wasm memory grows
// to hold the games waiting for the garbage collector, and never shrinks); a leak shows as growth
// in the later rounds.
const rounds = [];
const t0 = performance.now();
for (let r = 0; r < 3; r++) {
  work(Math.floor(calls / 3));
  makeGames(Math.floor(games / 3));
  await settle();
  rounds.push({ wasm: A.memoryBytes(), heap: process.memoryUsage().heapUsed });
}
const seconds = (performance.now() - t0) / 1000;
console.log(JSON.stringify({
  calls, games, seconds: Number(seconds.toFixed(2)),
  wasmAfterRounds: rounds.map((r) => r.wasm),
  heapAfterRounds: rounds.map((r) => r.heap),
  wasmGrowthAfterFirstRound: rounds[2].wasm - rounds[0].wasm,
  heapGrowthAfterFirstRound: rounds[2].heap - rounds[0].heap,
}));
