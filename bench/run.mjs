// `npm run bench`: chess-arbiter side by side with chess.js and chessops (issue 6).
//
// One Node process; the libraries take turns (the order rotates each round), after a warm-up,
// over several rounds; each cell is the median of the rounds, and each ratio is chess-arbiter's
// advantage (how many times faster, or smaller) over that library in the same run.
// Prints a Markdown table and writes bench/results.json.
//
//   node bench/run.mjs                 the full run (5 rounds; takes a few minutes)
//   node bench/run.mjs --rounds 9      more rounds
//   node bench/run.mjs --only pgn-load,replay   those rows alone (nothing written)
//   node bench/run.mjs --smoke         one round, tiny depths, a few games, a few seconds:
//                                      checks that every library still agrees on every count
//   node bench/run.mjs --json FILE     write the JSON elsewhere (--no-json: not at all)
//   node bench/run.mjs --readme        also put the table into README.md (between the
//                                      `bench:table` markers of its Benchmarks section)
//   node bench/run.mjs --only state --rows-out FILE   the rows as JSON into FILE, nothing else
//                                      (how a full run measures the state group in a fresh process)
//
// chess-arbiter is imported by its package name (Node's self-reference: pkg/node.js), so build
// it first (`npm run build`; `npm run bench` does). chess.js and chessops are used only through
// their public APIs; the perft loops for chessops and the move-list loops are written here.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

import * as arbiter from 'chess-arbiter';
import * as compat from 'chess-arbiter/compat';
import { Chess as ChessJs } from 'chess.js';
import { Chess as OpsChess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { makeSquare } from 'chessops/util';
import { parsePgn } from 'chessops/pgn';
import { perft as opsBulkPerft } from 'chessops/debug';
import { setupPosition as opsSetupPosition } from 'chessops/variant';
import * as variants from 'chess-arbiter/variants';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

// ---- options --------------------------------------------------------------------------------

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : dflt;
};
const SMOKE = flag('--smoke');
// --only pgn-load,replay: those groups of rows alone (perft, legal-moves, replay, pgn-load,
// read-games, startup, adjudication, compat, memory, state, variants, size); a partial run writes neither results.json nor the README.
const ONLY = value('--only', null)?.split(',');
const wanted = (group) => !ONLY || ONLY.includes(group);
const README = flag('--readme') && !SMOKE && !ONLY;
const ROUNDS = SMOKE ? 1 : Number(value('--rounds', 5));
const JSON_OUT = flag('--no-json') || ONLY ? null : value('--json', SMOKE ? null : path.join(here, 'results.json'));
// Each timed sample repeats its function until at least this long has passed (ms).
const MIN_SAMPLE_MS = SMOKE ? 0 : 150;
const STARTUP_SAMPLES = SMOKE ? 2 : 15;
const REPLAY_GAMES = SMOKE ? 20 : Infinity;

const LIBS = ['chess-arbiter', 'chess.js', 'chessops'];
const log = (...a) => console.error(...a);

// ---- inputs ---------------------------------------------------------------------------------

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
// Published perft counts (chessprogramming wiki), indexed by depth.
const PERFT = {
  start: [1, 20, 400, 8902, 197281, 4865609, 119060324],
  kiwipete: [1, 48, 2039, 97862, 4085603, 193690690],
};

// 20 middlegame positions from real games in
// ../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn: the first
// position at ply 28-40 of a 60+ ply game with at least 30 legal moves, 20 men or more and no
// check, taken from every 47th game (39.3 legal moves on average).
const MIDDLEGAMES = [
  'r2qr1k1/4ppbp/2bp1np1/p1p5/1pP1P3/PP1P1N1P/1B1N1PP1/1R1QR1K1 w - - 0 15', // lichess.org/NRafdioG
  'rn1q1r2/4ppbk/b1pp1npp/p7/Pp1PP2B/1B3N2/1PP2PPP/R2QR1KN w - - 6 15', // Q2cUBJDz
  'r4rk1/ppp2ppp/5q2/2bPp3/2BnQ3/2NP1P1P/PPP2P2/1K1R3R w - - 6 15', // 5YwqL1yu
  'r5kr/p1p2ppp/1b6/3p4/3P4/B1P5/P1P2PPP/R3Q1K1 w - - 3 17', // aRrKXTiq
  'rn3rk1/pp3pbp/3p2p1/3qp1B1/8/P7/1P1NQPPP/R3K2R w KQ - 0 15', // mGIuoMUE
  'r2q1rk1/pQp2p1p/1nP1p1p1/1B5b/3P4/4PP2/PP5P/3RK1NR w K - 1 15', // Q6z0ai8i
  'r1bqk2r/1p3ppp/p2bp3/2p5/4n3/3B1Q2/PPP2PPP/R1B2RK1 w kq - 0 15', // Qw2mOG8P
  'r1b1k2r/1p3pp1/3q4/pP1Pn2p/P3p1n1/4P3/3NBPPP/RN1Q1RK1 b kq - 0 15', // 43MDtRhe
  'r1b2rk1/ppp2ppp/8/8/8/3PNQ2/Pq3PPP/R4RK1 b - - 1 15', // 3gxNNOB4
  'r3k1nr/pp2pp1p/2p3p1/8/2B2B2/5b2/Pb2NP1P/3RK1R1 w kq - 2 15', // TcQSxUYz
  '2kr3r/ppp1np1p/2n3p1/8/8/2NP1P1P/PPP2P1K/R1B3R1 b - - 0 15', // Lsi1wzYT
  'r1bq1k1r/bp1p1pp1/p1nNp3/4P2p/5Bn1/P4N1P/1PP1BPP1/R2Q1RK1 w - - 2 15', // oTEaeC6v
  'r5k1/pbqnrpbp/1p3np1/1Pppp3/P1P1N3/3P1NP1/1BQ1PPBP/R4RK1 w - - 0 15', // lodB72bA
  '2rq1rk1/1p2ppbp/pn1p2p1/n1pP4/2P1P3/P1N1B3/1PQ1BPPP/1R3RK1 w - - 1 15', // hC1hV9ue
  'rn3rk1/pp3ppp/2p1p3/8/3P4/1B2P3/PP1bKPPP/R6R w - - 0 15', // Xz3VzV3e
  '2rqk2r/p2npp2/2Qp1nbp/8/2P1P1P1/2NB1P2/PP1B3P/R3K1R1 w Qk - 1 15', // xWJi7hrQ
  'r2q1rk1/1b1nbppp/p2p4/3npP1N/1p2P3/1B3Q2/PPP3PP/R1B1K2R w KQ - 0 15', // tG0zx1M2
  'r1b2qk1/pp5p/n1nNprp1/3p1p2/8/3P1NP1/PP1QPPBP/1R3RK1 w - - 6 15', // awb61K3f
  '2r1r1k1/1b1nbppp/pqp1pn2/1p4B1/3P4/P1NBPN2/1P2QPPP/2RR2K1 w - - 1 15', // iu3zvGWr
  'r2qk2r/1p1bnpp1/pbn1p2p/3pP3/PP3B2/2NB1N2/5PPP/R2Q1RK1 w kq - 0 15', // GdAIQT6T
];

const PGN_FILE = path.resolve(repo, '../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn');

// ---- the measured functions -----------------------------------------------------------------

// chessops: perft playing every leaf (copy-make: clone, play), written with its public API.
const PROMOTIONS = ['queen', 'rook', 'bishop', 'knight'];
function opsPerft(pos, depth) {
  if (depth === 0) return 1;
  let nodes = 0;
  const lastRank = pos.turn === 'white' ? 6 : 1;
  for (const [from, dests] of pos.allDests()) {
    const promotes = pos.board.pawn.has(from) && from >> 3 === lastRank;
    for (const to of dests) {
      if (promotes) {
        for (const promotion of PROMOTIONS) {
          const child = pos.clone();
          child.play({ from, to, promotion });
          nodes += opsPerft(child, depth - 1);
        }
      } else {
        const child = pos.clone();
        child.play({ from, to });
        nodes += opsPerft(child, depth - 1);
      }
    }
  }
  return nodes;
}

const opsFromFen = (fen) => OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap();

// chessops: every legal move of a FEN as an object with SAN (the FEN is read on each call,
// as chess-arbiter and chess.js do).
function opsLegalMoves(fen) {
  const pos = opsFromFen(fen);
  const out = [];
  const lastRank = pos.turn === 'white' ? 6 : 1;
  for (const [from, dests] of pos.allDests()) {
    const promotes = pos.board.pawn.has(from) && from >> 3 === lastRank;
    for (const to of dests) {
      if (promotes) {
        for (const promotion of PROMOTIONS) {
          const move = { from, to, promotion };
          out.push({ from: makeSquare(from), to: makeSquare(to), promotion, san: makeSan(pos, move) });
        }
      } else {
        const move = { from, to };
        out.push({ from: makeSquare(from), to: makeSquare(to), san: makeSan(pos, move) });
      }
    }
  }
  return out;
}

function replayArbiter(games) {
  let plies = 0;
  for (const sans of games) {
    const g = new arbiter.Game();
    for (const san of sans) g.move(san);
    plies += sans.length;
    g.free();
  }
  return plies;
}

function replayChessJs(games) {
  let plies = 0;
  for (const sans of games) {
    const c = new ChessJs();
    for (const san of sans) c.move(san);
    plies += sans.length;
  }
  return plies;
}

function replayChessops(games) {
  let plies = 0;
  for (const sans of games) {
    const pos = OpsChess.default();
    for (const san of sans) {
      const m = parseSan(pos, san);
      if (!m) throw new Error(`chessops: cannot read ${san} in ${makeFen(pos.toSetup())}`);
      pos.play(m);
    }
    plies += sans.length;
  }
  return plies;
}

// ---- timing ---------------------------------------------------------------------------------

/**
 * Runs fn until at least MIN_SAMPLE_MS have passed; returns wall-clock ms per call, the
 * process's CPU ms per call (less disturbed by other processes on a shared machine; kept in
 * the JSON) and fn's last result.
 */
function sample(fn) {
  let calls = 0;
  let result;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let t;
  do {
    result = fn();
    calls++;
    t = performance.now() - t0;
  } while (t < MIN_SAMPLE_MS);
  const c = process.cpuUsage(c0);
  return { ms: t / calls, cpuMs: (c.user + c.system) / 1000 / calls, result };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

const rows = [];

/**
 * One row of the table. `cases` maps a library to `{ run, check }`: `run()` is timed, `check(r)`
 * verifies its result (throws on a wrong answer). `toValue(ms)` turns ms per call into the
 * unit shown; `better` is 'higher' or 'lower'.
 */
function measure({ id, label, unit, better, digits = 1, toValue, cases }) {
  const libs = LIBS.filter((l) => cases[l]);
  log(`bench: ${label}`);
  for (const l of libs) {
    // Warm-up (a smaller task where one is given), and the answer checked.
    if (cases[l].warm) cases[l].warm();
    else cases[l].check(cases[l].run());
  }
  const samples = Object.fromEntries(libs.map((l) => [l, []]));
  const cpuSamples = Object.fromEntries(libs.map((l) => [l, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < libs.length; k++) {
      const l = libs[(k + r) % libs.length]; // rotate who goes first
      const { ms, cpuMs, result } = sample(cases[l].run);
      cases[l].check(result);
      samples[l].push(toValue(ms));
      cpuSamples[l].push(toValue(cpuMs));
    }
  }
  const values = Object.fromEntries(libs.map((l) => [l, median(samples[l])]));
  const cpuValues = Object.fromEntries(libs.map((l) => [l, median(cpuSamples[l])]));
  rows.push({ id, label, unit, better, digits, values, samples, cpuValues, cpuSamples });
}

const equal = (want, what) => (got) => {
  if (got !== want) throw new Error(`${what}: got ${got}, want ${want}`);
};

// ---- 1. perft -------------------------------------------------------------------------------

function perftRows() {
  const cs = new ChessJs();
  const positions = [
    ['start', START, SMOKE ? 3 : 5],
    ['kiwipete', KIWIPETE, SMOKE ? 2 : 4],
  ];
  for (const [name, fen, depth] of positions) {
    const nodes = PERFT[name][depth];
    const rate = (ms) => nodes / ms / 1000; // M nodes/s
    const label = `${name === 'start' ? 'Start position' : 'Kiwipete'} depth ${depth}`;
    const ops = opsFromFen(fen);
    measure({
      id: `perft-copy-make-${name}-${depth}`,
      label: `perft copy-make, ${label}`,
      unit: 'M nodes/s',
      better: 'higher',
      toValue: rate,
      cases: {
        'chess-arbiter': { run: () => arbiter.perftCopyMake(fen, depth), check: equal(nodes, 'chess-arbiter perftCopyMake') },
        // chess.js's own public perft(): make/unmake, every leaf played (no bulk counting).
        'chess.js': {
          run: () => (cs.load(fen), cs.perft(depth)),
          warm: () => (cs.load(fen), cs.perft(depth - 1)),
          check: equal(nodes, 'chess.js perft'),
        },
        chessops: { run: () => opsPerft(ops, depth), warm: () => opsPerft(ops, depth - 1), check: equal(nodes, 'chessops copy-make perft') },
      },
    });
  }
  for (const [name, fen, depth] of positions) {
    const nodes = PERFT[name][depth];
    const ops = opsFromFen(fen);
    measure({
      id: `perft-bulk-${name}-${depth}`,
      label: `perft bulk, ${name === 'start' ? 'Start position' : 'Kiwipete'} depth ${depth}`,
      unit: 'M nodes/s',
      better: 'higher',
      toValue: (ms) => nodes / ms / 1000,
      cases: {
        'chess-arbiter': { run: () => arbiter.perft(fen, depth), check: equal(nodes, 'chess-arbiter perft') },
        // chessops' own bulk perft (chessops/debug); chess.js has none.
        chessops: { run: () => opsBulkPerft(ops, depth, false), check: equal(nodes, 'chessops perft') },
      },
    });
  }
}

// ---- 1b. perft in the lichess variants (issue 36: at least 20x chessops) ----------------------

// Per variant, a position of the published suites (../shared/data/perft/variants/, scalachess)
// and a depth with its published count; chess-arbiter/variants' perft beside chessops' own
// perft of chessops/debug (bulk counting at the leaves, drops and antichess's king promotions
// included), on the position chessops/variant's setupPosition makes from the same FEN.
const VARIANT_PERFT = [
  // [lichess key, chessops rules, suite id, FEN, depth, nodes, smoke depth, smoke nodes]
  ['antichess', 'antichess', 'antichess-start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -', 4, 153299, 3, 8067],
  ['atomic', 'atomic', 'programfox-2', 'rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq -', 4, 714499, 3, 23353],
  ['crazyhouse', 'crazyhouse', 'zh-middlegame', 'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq -', 4, 2083382, 2, 1347],
  ['horde', 'horde', 'horde-start', 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq -', 4, 23310, 3, 1274],
  ['racingKings', 'racingkings', 'racingkings-start', '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - -', 4, 296242, 3, 11264],
  ['threeCheck', '3check', '3check-kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1', 3, 97848, 2, 2039],
  // No published suite: from the start no king reaches the centre within 4 plies, so the
  // standard counts hold.
  ['kingOfTheHill', 'kingofthehill', 'the start, standard counts', START, 4, 197281, 3, 8902],
];

function variantPerftRows() {
  for (const [variant, rules, id, fen, fullDepth, fullNodes, smokeDepth, smokeNodes] of VARIANT_PERFT) {
    const depth = SMOKE ? smokeDepth : fullDepth;
    const nodes = SMOKE ? smokeNodes : fullNodes;
    const ops = opsSetupPosition(rules, parseFen(fen).unwrap()).unwrap();
    measure({
      id: `perft-variant-${variant}-${depth}`,
      label: `perft (bulk), ${variant} (${id}) depth ${depth}, ${nodes} nodes`,
      unit: 'M nodes/s',
      better: 'higher',
      digits: 2,
      toValue: (ms) => nodes / ms / 1000,
      cases: {
        'chess-arbiter': { run: () => variants.perft(fen, depth, { variant }), check: equal(nodes, `chess-arbiter/variants perft ${variant}`) },
        chessops: { run: () => opsBulkPerft(ops, depth, false), check: equal(nodes, `chessops perft ${variant}`) },
      },
    });
  }
}

// ---- 2. legal moves with SAN ----------------------------------------------------------------

function legalMovesRow() {
  const fens = SMOKE ? MIDDLEGAMES.slice(0, 4) : MIDDLEGAMES;
  const want = fens.map((f) => arbiter.legalMoves(f).length);
  const total = want.reduce((a, b) => a + b, 0);
  const count = (f) => () => {
    let n = 0;
    for (const fen of fens) n += f(fen).length;
    return n;
  };
  // Same moves, same SAN, in all three (checked once, outside the timing).
  fens.forEach((fen) => {
    const a = arbiter.legalMoves(fen).map((m) => m.san).sort().join(' ');
    const b = new ChessJs(fen).moves({ verbose: true }).map((m) => m.san).sort().join(' ');
    const c = opsLegalMoves(fen).map((m) => m.san).sort().join(' ');
    if (a !== b || a !== c) throw new Error(`legal moves differ in ${fen}:\n${a}\n${b}\n${c}`);
  });
  measure({
    id: 'legal-moves-san',
    label: `legal moves with SAN, ${fens.length} middlegame positions (FEN in, objects out)`,
    unit: 'µs/call',
    better: 'lower',
    digits: 2,
    toValue: (ms) => (ms * 1000) / fens.length,
    cases: {
      'chess-arbiter': { run: count((f) => arbiter.legalMoves(f)), check: equal(total, 'chess-arbiter') },
      'chess.js': { run: count((f) => new ChessJs(f).moves({ verbose: true })), check: equal(total, 'chess.js') },
      chessops: { run: count(opsLegalMoves), check: equal(total, 'chessops') },
    },
  });
}

// ---- 3. replaying games from SAN ------------------------------------------------------------

/**
 * The replay file's first REPLAY_GAMES games as SAN lists, each up to where the Laws end it: a
 * record may go on past an automatic end (one game of the file has a move after a dead position
 * that only a forced line shows), which Game.move refuses. Cut once, here, so that every
 * library replays the same moves.
 */
function replayGames() {
  const text = readFileSync(PGN_FILE, 'utf8');
  let games = parsePgn(text).map((g) => [...g.moves.mainline()].map((n) => n.san));
  if (games.length > REPLAY_GAMES) games = games.slice(0, REPLAY_GAMES);
  return games.map((sans) => {
    const g = new arbiter.Game();
    let n = 0;
    while (n < sans.length && !g.isGameOver()) g.move(sans[n++]);
    g.free();
    return sans.slice(0, n);
  });
}

function replayRow() {
  const games = replayGames();
  const plies = games.reduce((a, g) => a + g.length, 0);
  measure({
    id: 'replay-san',
    label: `replay ${games.length} lichess games from SAN (${plies} moves)`,
    unit: 'games/s',
    better: 'higher',
    digits: 0,
    toValue: (ms) => (games.length * 1000) / ms,
    cases: {
      'chess-arbiter': { run: () => replayArbiter(games), check: equal(plies, 'chess-arbiter') },
      'chess.js': { run: () => replayChessJs(games), check: equal(plies, 'chess.js') },
      chessops: { run: () => replayChessops(games), check: equal(plies, 'chessops') },
    },
  });
}

// ---- 3b. loading PGN: every game of the file read, its moves validated (issue #17) ---------

function pgnLoadRow() {
  let texts = readFileSync(PGN_FILE, 'utf8').split(/\n\n(?=\[Event )/);
  if (texts.length > REPLAY_GAMES) texts = texts.slice(0, REPLAY_GAMES);
  const n = texts.length;
  const arbiterLoad = () => {
    let games = 0;
    for (const t of texts) {
      const g = arbiter.Game.fromPgn(t);
      games += g.ply() >= 0 ? 1 : 0;
      g.free();
    }
    return games;
  };
  const chessJsLoad = () => {
    let games = 0;
    for (const t of texts) {
      const c = new ChessJs();
      c.loadPgn(t);
      games++;
    }
    return games;
  };
  // chessops: parsePgn, then the main line played with parseSan + play (its parser checks no move).
  const chessopsLoad = () => {
    let games = 0;
    for (const t of texts) {
      for (const game of parsePgn(t)) {
        const pos = OpsChess.default();
        for (const node of game.moves.mainline()) {
          const m = parseSan(pos, node.san);
          if (!m) break; // past an automatic end chessops plays on; a bad move stops the game
          pos.play(m);
        }
        games++;
      }
    }
    return games;
  };
  measure({
    id: 'pgn-load',
    label: `load ${n} lichess games from PGN, moves validated (Game.fromPgn; chess.js loadPgn; chessops parsePgn + parseSan + play)`,
    unit: 'games/s',
    better: 'higher',
    digits: 0,
    toValue: (ms) => (n * 1000) / ms,
    cases: {
      'chess-arbiter': { run: arbiterLoad, check: equal(n, 'chess-arbiter') },
      'chess.js': { run: chessJsLoad, check: equal(n, 'chess.js') },
      chessops: { run: chessopsLoad, check: equal(n, 'chessops') },
    },
  });
}

// ---- 3c. readGames over the lichess files: validated, and headers only (issue #17 §4) --------
// The six files of ../shared/data/games/lichess/ as one text (8,642 games), read with readGames
// from a string: every game played and validated (the `game` freed at once), then with
// `headersOnly: true` (the tags, the movetext skipped). One pass per sample, the median of the
// rounds; games/s and MB/s of the text's UTF-8. The native figures (the same reading in Rust,
// examples/pgn_speed.rs: best of 5 passes) are added when cargo is at hand and the run is no
// smoke run (its release build takes a minute or two the first time).

const LICHESS_DIR = path.resolve(repo, '../shared/data/games/lichess');

async function readGamesRows() {
  const files = readdirSync(LICHESS_DIR).filter((f) => f.endsWith('.pgn')).sort();
  let text = files.map((f) => readFileSync(path.join(LICHESS_DIR, f), 'utf8').trimEnd() + '\n\n').join('');
  if (SMOKE) text = text.split(/\n\n(?=\[Event )/).slice(0, 40).join('\n\n');
  const mb = Buffer.byteLength(text) / 1e6;
  const pass = async (options) => {
    let games = 0;
    for await (const { game, error, tags } of arbiter.readGames(text, options)) {
      if (error) throw error;
      if (game) game.free();
      // Each game's tags are looked at (an index reads them), in both passes.
      if (typeof tags.White === 'string') games++;
    }
    return games;
  };
  const rates = {};
  let count;
  for (const [id, options] of [['validated', {}], ['headers', { headersOnly: true }]]) {
    log(`bench: readGames over the lichess files, ${id}`);
    count = await pass(options); // warm-up, and the count
    const ms = [];
    for (let r = 0; r < ROUNDS; r++) {
      const t = performance.now();
      equal(count, `readGames ${id}`)(await pass(options));
      ms.push(performance.now() - t);
    }
    rates[id] = { games: ms.map((x) => (count * 1000) / x), mbs: ms.map((x) => (mb * 1000) / x) };
  }
  if (!SMOKE && count !== 8642) throw new Error(`readGames: ${count} games, want 8642`);
  const what = `${count} games, ${mb.toFixed(1)} MB`;
  const row = (id, label, unit, xs, digits) =>
    rows.push({ id, label, unit, better: 'higher', digits, values: { 'chess-arbiter': median(xs) }, samples: { 'chess-arbiter': xs } });
  row('read-games-validated', `readGames over the lichess files (${what}), every move validated`, 'games/s', rates.validated.games, 0);
  row('read-games-validated-mbs', `readGames over the lichess files (${what}), every move validated`, 'MB/s', rates.validated.mbs, 1);
  row('read-games-headers', `readGames over the lichess files (${what}), headers only`, 'games/s', rates.headers.games, 0);
  row('read-games-headers-mbs', `readGames over the lichess files (${what}), headers only`, 'MB/s', rates.headers.mbs, 1);
  const times = median(rates.headers.games) / median(rates.validated.games);
  rows.push({ id: 'read-games-headers-ratio', label: 'readGames: headers only against every move validated (issue #17: at least 10x)', unit: 'times', better: 'higher', digits: 1, values: { 'chess-arbiter': times } });
  if (SMOKE) return;
  let out;
  const file = path.join(os.tmpdir(), `chess-arbiter-bench-${process.pid}.pgn`);
  try {
    writeFileSync(file, text);
    log('bench: the same natively (cargo run --release --example pgn_speed)');
    out = execFileSync('cargo', ['run', '--quiet', '--release', '--example', 'pgn_speed', '--', file], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (e) {
    log(`bench: no native figures (${e.code ?? e.message})`);
    return;
  } finally {
    rmSync(file, { force: true });
  }
  for (const [id, re] of [['validated', /read_games, validated: (\d+) games, (\d+) games\/s, ([\d.]+) MB\/s/], ['headers', /headers only: (\d+) games, (\d+) games\/s, ([\d.]+) MB\/s/]]) {
    const m = out.match(re);
    if (!m) throw new Error(`pgn_speed printed no ${id} line:\n${out}`);
    equal(count, `native ${id}`)(Number(m[1]));
    const label = `native (Rust, examples/pgn_speed.rs, best of 5): read_games over the lichess files, ${id === 'validated' ? 'every move validated' : 'headers only'}`;
    rows.push({ id: `read-games-native-${id}`, label, unit: 'games/s', better: 'higher', digits: 0, values: { 'chess-arbiter': Number(m[2]) } });
    rows.push({ id: `read-games-native-${id}-mbs`, label, unit: 'MB/s', better: 'higher', digits: 1, values: { 'chess-arbiter': Number(m[3]) } });
  }
}

// ---- 4. start-up ----------------------------------------------------------------------------

// Each sample is a fresh `node` process: import the library, then get the legal moves (with
// SAN) of the start position; the time between is measured inside the child, after a first
// dynamic import of a Node built-in (so Node's own module loader is up, as in any app).
const STARTUP_CODE = {
  'chess-arbiter': `const m = await import('chess-arbiter'); const n = m.legalMoves(${JSON.stringify(START)}).length;`,
  'chess-arbiter/core': `const m = await import('chess-arbiter/core'); const n = m.legalMoves(${JSON.stringify(START)}).length;`,
  'chess-arbiter/variants': `const m = await import('chess-arbiter/variants'); const n = m.legalMoves(${JSON.stringify(START)}).length;`,
  'chess-arbiter/arbiter': `const { Arbiter } = await import('chess-arbiter/arbiter'); const n = new Arbiter().moves().length;`,
  'chess.js': `const { Chess } = await import('chess.js'); const n = new Chess().moves({ verbose: true }).length;`,
  chessops: `const [{ Chess }, { makeSan }] = await Promise.all([import('chessops/chess'), import('chessops/san')]);
    const pos = Chess.default(); let n = 0;
    for (const [from, dests] of pos.allDests()) for (const to of dests) { makeSan(pos, { from, to }); n++; }`,
};

function startupRow() {
  log('bench: start-up');
  // The full package, the rules-only build and the variants' and arbiter's entries (each imported
  // alone), each against the same chess.js and chessops runs.
  const entries = {
    'chess-arbiter/core': ['startup-core', 'start-up, `chess-arbiter/core` (rules only)'],
    'chess-arbiter/variants': ['startup-variants', 'start-up, `chess-arbiter/variants` alone (standard chess\'s moves)'],
    'chess-arbiter/arbiter': ['startup-arbiter', 'start-up, `chess-arbiter/arbiter` alone (`new Arbiter().moves()`)'],
  };
  const libs = [...LIBS, ...Object.keys(entries)];
  const samples = Object.fromEntries(libs.map((l) => [l, []]));
  for (let r = 0; r < STARTUP_SAMPLES; r++) {
    for (let k = 0; k < libs.length; k++) {
      const l = libs[(k + r) % libs.length];
      const code = `await import('node:fs'); const t0 = performance.now(); ${STARTUP_CODE[l]} const t1 = performance.now();
        if (n !== 20) throw new Error('wrong move count ' + n); console.log(t1 - t0);`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: repo, encoding: 'utf8' });
      samples[l].push(Number(out.trim()));
    }
  }
  const values = Object.fromEntries(LIBS.map((l) => [l, median(samples[l])]));
  rows.push({ id: 'startup', label: 'start-up: import to first answer (fresh process)', unit: 'ms', better: 'lower', digits: 2, values, samples });
  for (const [entry, [id, label]] of Object.entries(entries)) {
    const own = { ...values, 'chess-arbiter': median(samples[entry]) };
    const ownSamples = Object.fromEntries(LIBS.map((l) => [l, samples[l === 'chess-arbiter' ? entry : l]]));
    rows.push({ id, label, unit: 'ms', better: 'lower', digits: 2, values: own, samples: ownSamples });
  }
}

// ---- 4c. memory: what a Game holds in wasm memory (issue 40) ----------------------------------
// Each in a fresh process (the module's memory as an app starts with it). Wasm memory only
// grows, by steps (src/wasm/alloc.rs): the bytes a live Game holds are the memory grown between
// the second and the fourth growth over the games made in between, all kept alive (the first
// growth also holds what the module allocates once).

function memoryChild(code) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const A = await import('chess-arbiter'); ${code}`], { cwd: repo, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

const LIVE_GAME_CODE = (sans) => `const sans = ${JSON.stringify(sans)};
  const keep = [], grew = [];
  let last = A.memoryBytes();
  while (grew.length < 4) {
    const g = new A.Game();
    for (const s of sans) g.move(s);
    keep.push(g);
    const now = A.memoryBytes();
    if (now !== last) { grew.push([keep.length, last]); last = now; }
    if (keep.length > 1e6) throw new Error('wasm memory never grew');
  }
  const [, [n1, m1], , [n3, m3]] = grew;
  console.log(JSON.stringify({ bytes: (m3 - m1) / (n3 - n1), games: n3 - n1 }));`;

function memoryRows() {
  log('bench: memory');
  const one = (bytes, id, label, unit = 'bytes', digits = 0) =>
    rows.push({ id, label, unit, better: 'lower', digits, values: { 'chess-arbiter': bytes }, samples: { 'chess-arbiter': [bytes] } });
  const two = memoryChild(LIVE_GAME_CODE(['e4', 'e5']));
  one(two.bytes, 'memory-game-two-moves', `wasm memory of one live Game after two moves (${two.games} kept alive; target 2 KB)`);
  // Bytes per ply: the same with the first 60 plies of the first lichess game that long.
  const text = readFileSync(PGN_FILE, 'utf8');
  const long = parsePgn(text).map((g) => [...g.moves.mainline()].map((n) => n.san)).find((sans) => sans.length >= 60).slice(0, 60);
  const sixty = memoryChild(LIVE_GAME_CODE(long));
  one((sixty.bytes - two.bytes) / 58, 'memory-game-per-ply', `wasm memory of a live Game per ply (60 plies of a lichess game: ${Math.round(sixty.bytes)} bytes a game)`);
  const games = SMOKE ? 20_000 : 200_000;
  const dropped = memoryChild(`const t0 = performance.now();
    for (let i = 0; i < ${games}; i++) { const g = new A.Game(); g.move('e4'); g.move('e5'); }
    console.log(JSON.stringify({ bytes: A.memoryBytes(), ms: performance.now() - t0 }));`);
  const MB = 1024 * 1024;
  one(dropped.bytes / MB, 'memory-dropped-games', `wasm memory after ${games.toLocaleString('en')} Games of two moves made and dropped without free() (target 64 MB)`, 'MB', 1);
  one((dropped.ms * 1000) / games, 'memory-dropped-games-time', `the same ${games.toLocaleString('en')} Games: time per game, parking included`, 'µs', 2);
}

// ---- 4d. the immutable game value (issue 39) ------------------------------------------------
// `play` per ply on the 999-game replay (each game from gameState(), every state kept only until
// the next), against Game.move per ply in the same run (target: at most 2x); and the memory of
// 100,000 states along one 80-ply lichess game held at once (1,250 replays of the game, every
// state kept: no state shares its line with another replay's; target under 50 MB), in a fresh
// process with --expose-gc: the JS heap grown plus the wasm memory grown. The same states with
// their destinations as chessground Maps (destsMap of each, held beside them) show what holding
// them would cost. destsMap itself (on demand, from the state's FEN) per call, over the states
// of the first 100 games.

function stateRows() {
  const games = replayGames();
  const plies = games.reduce((a, g) => a + g.length, 0);
  const perPly = (ms) => (ms * 1000) / plies;
  const statePlay = () => {
    let n = 0;
    for (const sans of games) {
      let s = arbiter.gameState();
      for (const san of sans) s = arbiter.play(s, san);
      n += s.length;
    }
    return n;
  };
  measure({
    id: 'state-play', label: `play(state, san) per ply, replaying ${games.length} lichess games (${plies} plies) from gameState()`, unit: 'µs/ply', better: 'lower', digits: 2,
    toValue: perPly, cases: { 'chess-arbiter': { run: statePlay, check: equal(plies, 'play') } },
  });
  measure({
    id: 'state-game-move', label: `Game.move(san) per ply, the same games (new Game() + free() each)`, unit: 'µs/ply', better: 'lower', digits: 2,
    toValue: perPly, cases: { 'chess-arbiter': { run: () => replayArbiter(games), check: equal(plies, 'Game.move') } },
  });
  const [play, move] = rows.slice(-2);
  const times = play.samples['chess-arbiter'].map((x, i) => x / move.samples['chess-arbiter'][i]);
  rows.push({ id: 'state-play-vs-game-move', label: 'play per ply over Game.move per ply, round by round (target: at most 2)', unit: 'x', better: 'lower', digits: 2,
    values: { 'chess-arbiter': median(times) }, samples: { 'chess-arbiter': times } });

  const states = [];
  for (const sans of games.slice(0, 100)) {
    let st = arbiter.gameState();
    for (const san of sans) states.push(st = arbiter.play(st, san));
  }
  measure({
    id: 'state-dests-map', label: `destsMap(state) per call, on demand from the FEN (the ${states.length.toLocaleString('en')} states of 100 of the games)`, unit: 'µs/call', better: 'lower', digits: 2,
    toValue: (ms) => (ms * 1000) / states.length,
    cases: { 'chess-arbiter': { run: () => { let n = 0; for (const st of states) n += arbiter.destsMap(st).size; return n; }, check: (n) => { if (!(n > states.length)) throw new Error(`destsMap: ${n} origins`); } } },
  });

  log('bench: memory of 100,000 states');
  const long = games.find((sans) => sans.length >= 80).slice(0, 80);
  const held = (maps) => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', `const A = await import('chess-arbiter');
      const sans = ${JSON.stringify(long)};
      const settle = () => { for (let i = 0; i < 4; i++) gc(); };
      A.play(A.gameState(), sans[0]);
      settle();
      const heap0 = process.memoryUsage().heapUsed, wasm0 = A.memoryBytes();
      const keep = [];
      for (let r = 0; r < ${SMOKE ? 125 : 1250}; r++) {
        let s = A.gameState();
        for (const san of sans) { s = A.play(s, san); keep.push(${maps ? '[s, A.destsMap(s)]' : 's'}); }
      }
      settle();
      console.log(JSON.stringify({ states: keep.length, heap: process.memoryUsage().heapUsed - heap0, wasm: A.memoryBytes() - wasm0 }));`], { cwd: repo, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop());
  };
  const MB = 1024 * 1024;
  const m = held(false);
  const one = (x, id, label, unit, digits) => rows.push({ id, label, unit, better: 'lower', digits, values: { 'chess-arbiter': x }, samples: { 'chess-arbiter': [x] } });
  one((m.heap + m.wasm) / MB, 'state-memory', `memory of ${m.states.toLocaleString('en')} states along one 80-ply lichess game held at once: JS heap + wasm memory grown (target under 50 MB)`, 'MB', 1);
  one(m.heap / m.states, 'state-memory-per-state', `the same: JS heap per state (wasm memory grown: ${(m.wasm / MB).toFixed(1)} MB)`, 'bytes', 0);
  const withMaps = held(true);
  one((withMaps.heap + withMaps.wasm - m.heap - m.wasm) / withMaps.states, 'state-memory-dests-map', 'what a chessground Map of the destinations (destsMap) would add to each state', 'bytes', 0);
}

// ---- 5. size --------------------------------------------------------------------------------

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

// What a browser downloads of the package as published: the wasm and the three JS files of
// the browser entry, each compressed on its own (as a server sends them).
const PKG_FILES = ['chess_arbiter_bg.wasm', 'chess_arbiter.js', 'text.js', 'load.js', 'rules.js', 'api.js', 'index.js'];
// The same for the rules-only build `chess-arbiter/core` (pkg/core/).
const CORE_FILES = ['core/chess_arbiter_bg.wasm', 'core/chess_arbiter.js', 'core/text.js', 'core/load.js', 'core/rules.js', 'core/index.js'];

// `chess-arbiter` or `chess-arbiter/<entry>` -> the file its `exports` give a browser bundler (the
// `default` condition: `node`, `require` and `types` are not a browser's), else null.
const PACKAGE = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
function packageEntry(id) {
  if (id !== PACKAGE.name && !id.startsWith(`${PACKAGE.name}/`)) return null;
  const target = PACKAGE.exports[`.${id.slice(PACKAGE.name.length)}`];
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error(`bench: ${id} is not an entry of package.json's exports`);
  return path.join(repo, file);
}

async function viteBundle(entry) {
  // A production Vite build (Rollup, minified with esbuild) of a small entry that uses what
  // the bench uses. Counted: what a page loads at start, the entry chunk, the chunks it imports
  // statically and the assets (the .wasm); the chunks loaded with import() on demand (the
  // rulings' module and texts) are given apart, by the module they stand for (`lazy`).
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.join(here, 'size'),
    // The entries import `chess-arbiter` and its subpaths by name, as an app does; a browser
    // bundler resolves them through package.json's `exports` to the `default` condition
    // (`pkg/browser.js`, `pkg/core/browser.js`...: the wasm inlined). This repository is not
    // in its own node_modules, so the plugin resolves the name the same way.
    plugins: [{ name: 'chess-arbiter-by-name', enforce: 'pre', resolveId: (id) => packageEntry(id) }],
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: path.join(here, 'size', entry) },
    },
  });
  const out = Array.isArray(result) ? result[0] : result;
  const byName = new Map(out.output.map((o) => [o.fileName, o]));
  const start = new Set();
  const visit = (o) => {
    if (start.has(o)) return;
    start.add(o);
    for (const f of o.imports ?? []) visit(byName.get(f));
  };
  for (const o of out.output) if (o.type === 'asset' || o.isEntry) visit(o);
  const bytes = (o) => Buffer.from(o.type === 'chunk' ? o.code : o.source);
  const lazyChunks = out.output.filter((o) => !start.has(o));
  const nameOf = (o) => path.relative(path.join(repo, 'pkg'), o.facadeModuleId ?? o.fileName);
  const lazy = Object.fromEntries(lazyChunks.map((o) => [nameOf(o), bytes(o)]));
  // A module loaded on demand with the chunks it imports that are not loaded at start (Vite
  // puts the code two such modules share, the glue's text.js for one, in a chunk of its own).
  const lazyWith = (name) => {
    const seen = new Set();
    const add = (o) => {
      if (!o || start.has(o) || seen.has(o)) return;
      seen.add(o);
      for (const f of o.imports ?? []) add(byName.get(f));
    };
    add(lazyChunks.find((o) => nameOf(o) === name));
    return [...seen].map(bytes);
  };
  return Object.assign([...start].map(bytes), { lazy, lazyWith });
}

async function sizeRows() {
  log('bench: size');
  const pkgBufs = PKG_FILES.map((f) => readFileSync(path.join(repo, 'pkg', f)));
  const coreBufs = CORE_FILES.map((f) => readFileSync(path.join(repo, 'pkg', f)));
  const sum = (bufs, f) => bufs.reduce((a, b) => a + f(b), 0);
  const bundles = {};
  for (const [lib, entry] of [['chess-arbiter', 'chess-arbiter.js'], ['chess-arbiter/core', 'chess-arbiter-core.js'], ['chess-arbiter/compat', 'chess-arbiter-compat.js'], ['chess-arbiter+explainMove', 'chess-arbiter-rulings.js'], ['chess-arbiter/arbiter', 'chess-arbiter-arbiter.js'], ['chess-arbiter/variants', 'chess-arbiter-variants.js'], ['chess-arbiter/lessons', 'chess-arbiter-lessons.js'], ['chess.js', 'chess.js.js'], ['chessops', 'chessops.js']]) {
    bundles[lib] = await viteBundle(entry);
  }
  // Each row: chess-arbiter's files (`ours`) beside chess.js's and chessops' minified bundles,
  // all compressed with `pack`.
  const one = (id, label, ours, pack) => rows.push({
    id, label, unit: 'bytes', better: 'lower', digits: 0, samples: null,
    values: { 'chess-arbiter': sum(ours, pack), 'chess.js': sum(bundles['chess.js'], pack), chessops: sum(bundles.chessops, pack) },
  });
  one('size-pkg-gzip', 'download, gzip -9: the package files (wasm + JS glue) / minified bundle', pkgBufs, gz);
  one('size-pkg-brotli', 'download, brotli 11: the package files (wasm + JS glue) / minified bundle', pkgBufs, br);
  one('size-bundle-gzip', 'download, gzip -9: all three bundled by Vite (minified JS + wasm; chess-arbiter: what loads at start)', bundles['chess-arbiter'], gz);
  // The rulings' module and the English texts: what chess-arbiter's explainMove loads on its
  // first call (issue 40: every extra on demand).
  const lazy = bundles['chess-arbiter+explainMove'].lazy;
  if (!lazy['explain/module.js'] || !lazy['rulings/en.js']) throw new Error(`bench: the rulings' chunks not found among ${Object.keys(lazy)}`);
  rows.push({ id: 'size-rulings-gzip', label: 'download, gzip -9: what `explainMove` loads on its first call, bundled by Vite (the rulings\' module, English texts)', unit: 'bytes', better: 'lower', digits: 0, samples: null,
    values: { 'chess-arbiter': sum([...bundles['chess-arbiter+explainMove'].lazyWith('explain/module.js'), lazy['rulings/en.js']], gz) } });
  // The helpmate search's module: what canWin, helpmate, Game#canWin load on their first call
  // (Game#timeout only from a halfmove clock of 100 on; issue 40).
  const search = bundles['chess-arbiter'].lazyWith('unwinnable/module.js');
  if (search.length === 0) throw new Error(`bench: the search's chunk not found among ${Object.keys(bundles['chess-arbiter'].lazy)}`);
  rows.push({ id: 'size-unwinnable-gzip', label: 'download, gzip -9: what `canWin` loads on its first call, bundled by Vite (the helpmate search\'s module)', unit: 'bytes', better: 'lower', digits: 0, samples: null,
    values: { 'chess-arbiter': sum(search, gz) } });
  one('size-compat-bundle-gzip', 'download, gzip -9: `chess-arbiter/compat` bundled by Vite (its module and the default one) / chess.js', bundles['chess-arbiter/compat'], gz);
  one('size-core-gzip', 'download, gzip -9: `chess-arbiter/core` (rules only) files / minified bundle', coreBufs, gz);
  one('size-core-bundle-gzip', 'download, gzip -9: `chess-arbiter/core` bundled by Vite', bundles['chess-arbiter/core'], gz);
  // The other entries, each imported alone by a page (bench/size/chess-arbiter-<entry>.js): what
  // it downloads at start (chunks loaded on demand, e.g. the variants' rulings, not counted).
  for (const [entry, what] of [['arbiter', 'the timed game, its own module'], ['variants', 'the lichess variants, their own module'], ['lessons', 'the lessons and the default module']]) {
    rows.push({ id: `size-${entry}-bundle-gzip`, label: `download, gzip -9: \`chess-arbiter/${entry}\` alone bundled by Vite (${what}), what loads at start`, unit: 'bytes', better: 'lower', digits: 0, samples: null,
      values: { 'chess-arbiter': sum(bundles[`chess-arbiter/${entry}`], gz) } });
  }
  // The demo page's first load, as `npm start` serves it (what a browser on a slow network pays
  // before its first move; issue 40's target: 150 KB): chess-arbiter's column only. Also measured
  // in Chromium, with the tutorial page, by tests/e2e/first-load.test.mjs (the same bytes), which
  // asserts the page's budgets.
  const demo = (await demoPageSizes(['index.html']))['index.html'];
  const page = (id, label, value) => rows.push({ id, label, unit: 'bytes', better: 'lower', digits: 0, samples: null, values: { 'chess-arbiter': value } });
  page('size-demo-page', 'download at first load: the demo page over `npm start` (brotli 11 as its server sends it), all of it', demo.total);
  page('size-demo-page-own', 'download at first load: the demo page over `npm start`, its own files (all but the package\'s)', demo.own);
  // The installed package (issue 40: at most 2 MB): the unpacked size of the tarball `npm pack`
  // would write from pkg/ as it is (--ignore-scripts: no rebuild).
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))[0];
  rows.push({ id: 'size-installed', label: 'installed package: the tarball unpacked (every entry, every format)', unit: 'bytes', better: 'lower', digits: 0, samples: null,
    values: { 'chess-arbiter': packed.unpackedSize } });
  const detail = Object.fromEntries([...PKG_FILES, ...CORE_FILES].map((f) => [f, readFileSync(path.join(repo, 'pkg', f))]).map(([f, b]) => [f, { raw: b.length, gzip: gz(b), brotli: br(b) }]));
  return detail;
}

/**
 * What a browser fetches at the first load of the demo pages `pages` (e.g. 'index.html'),
 * asked of the server `npm start` runs (scripts/serve.mjs) with `Accept-Encoding: br, gzip`: the
 * bytes of each answer's body as sent, summed per page ({ total, own }: own is the page's files,
 * outside /pkg/). The files: the HTML, its stylesheets, its module scripts and the modules they
 * import (static imports; import() with a literal name only in the page's own modules, which
 * call them at start; the package's import()s load texts on demand), bare names by the page's
 * import map; JSON the page's modules fetch by a literal name; and the wasm the package
 * fetches beside its JS (new URL("….wasm", import.meta.url)). The module graph is Rollup's.
 */
async function demoPageSizes(pages) {
  const { rollup } = await import('rollup');
  const { startServer } = await import('../scripts/serve.mjs');
  const www = path.join(repo, 'www');
  const server = await startServer({ port: 0 });
  const sent = (url) => new Promise((resolve, reject) => {
    http.get(new URL(url, server.url), { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c) => { n += c.length; });
      res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    }).on('error', reject);
  });
  const toUrl = (file) => (file.startsWith(www + path.sep) ? '/' + path.relative(www, file) : '/pkg/' + path.relative(path.join(repo, 'pkg'), file)).split(path.sep).join('/');
  const toFile = (url) => (url.startsWith('/pkg/') ? path.join(repo, 'pkg', url.slice(5)) : path.join(www, url.replace(/^\//, '')));
  const out = {};
  try {
    for (const page of pages) {
      const html = readFileSync(path.join(www, page), 'utf8');
      const attr = (re) => [...html.matchAll(re)].map((m) => m[1]);
      const imports = JSON.parse(attr(/<script type="importmap">([^<]*)<\/script>/g)[0] ?? '{"imports":{}}').imports;
      const scripts = attr(/<script type="module" src="([^"]+)"/g).map((u) => toFile(new URL(u, 'http://x/').pathname));
      const urls = new Set(['/' + page, ...attr(/<link rel="stylesheet" href="([^"]+)"/g).map((u) => new URL(u, 'http://x/').pathname)]);
      const graph = new Map(); // module id -> { imported, dynamic } (Rollup's ModuleInfo)
      const bundle = await rollup({
        input: scripts,
        onwarn: () => {},
        plugins: [{
          name: 'import-map',
          resolveId(id, importer) {
            const prefix = Object.keys(imports).find((k) => k.endsWith('/') && id.startsWith(k));
            const mapped = imports[id] ?? (prefix && imports[prefix] + id.slice(prefix.length));
            if (mapped) return toFile(mapped);
            return importer && id.startsWith('.') ? path.resolve(path.dirname(importer), id) : null;
          },
          moduleParsed(info) {
            graph.set(info.id, { imported: info.importedIds, dynamic: info.dynamicallyImportedIds });
          },
        }],
      });
      await bundle.close();
      const seen = new Set();
      const visit = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        const ownModule = id.startsWith(www + path.sep);
        const code = readFileSync(id, 'utf8');
        if (ownModule) for (const m of code.matchAll(/fetch\(\s*['"]([^'"]+\.json)['"]\s*\)/g)) urls.add(new URL(m[1], 'http://x/').pathname);
        for (const m of code.matchAll(/new URL\(\s*['"]([^'"]+\.wasm)['"]\s*,\s*import\.meta\.url\s*\)/g)) urls.add(toUrl(path.resolve(path.dirname(id), m[1])));
        const { imported = [], dynamic = [] } = graph.get(id) ?? {};
        for (const n of [...imported, ...(ownModule ? dynamic : [])]) visit(n);
      };
      for (const s of scripts) visit(s);
      for (const id of seen) urls.add(toUrl(id));
      if (![...urls].some((u) => u.endsWith('.wasm'))) throw new Error(`bench: ${page}: no .wasm found in its module graph (${[...urls].join(' ')})`);
      let total = 0, own = 0;
      for (const url of urls) {
        const n = await sent(url);
        total += n;
        if (!url.startsWith('/pkg/')) own += n;
      }
      out[page] = { total, own, files: [...urls].sort() };
    }
  } finally {
    await server.close();
  }
  return out;
}

// ---- output ---------------------------------------------------------------------------------

function machine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) cpu = m[1].trim();
  } catch {}
  return {
    cpu,
    cores: os.cpus().length,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

function fmt(x, digits) {
  if (x === undefined) return '–';
  if (x > 0 && x < 1) return x.toPrecision(2);
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function ratio(row, lib) {
  const a = row.values['chess-arbiter'];
  const b = row.values[lib];
  if (a === undefined || b === undefined) return undefined;
  return row.better === 'higher' ? a / b : b / a;
}

function table() {
  const head = '| measurement | unit | chess-arbiter | chess.js | chessops | vs chess.js | vs chessops |';
  const lines = [head, '| --- | --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of rows) {
    const cells = LIBS.map((l) => fmt(r.values[l], r.digits));
    const x = ['chess.js', 'chessops'].map((l) => {
      const q = ratio(r, l);
      return q === undefined ? '–' : `${q >= 10 ? q.toFixed(0) : q.toFixed(1)}x`;
    });
    lines.push(`| ${r.label} | ${r.unit} | ${cells.join(' | ')} | ${x.join(' | ')} |`);
  }
  return lines.join('\n');
}

// ---- 4b. adjudication: the flag-fall verdict (Art. 6.9) and the dead position (Art. 5.2.2) ---
// Issue #13: every one of the 30,000 lichess positions of ../shared/data/dead/ on its own, with
// the default budget: a `Game` made from the FEN, `timeout(side to move)` (a loss, or a draw when
// the opponent cannot checkmate by any series of legal moves) and `free()`; the same with
// `isDeadPosition()`. chess.js and chessops have no such answer (their insufficient-material
// test is wrong both ways), so only chess-arbiter is measured. Each round times every position
// (performance.now() around each); the rows give the median round's average, 99th percentile
// and maximum, in µs per position.

const DEAD_FILE = path.resolve(repo, '../shared/data/dead/lichess-30K-games.txt');

async function adjudicationRows() {
  let fens = readFileSync(DEAD_FILE, 'utf8').split('\n').filter((l) => l.trim()).map((l) => l.split(' ').slice(0, 6).join(' '));
  if (SMOKE) fens = fens.slice(0, 300);
  const cases = [
    ['timeout', 'flag-fall verdict: new Game(fen) + timeout(side to move) + free', async (fen) => {
      const g = new arbiter.Game(fen, { relaxed: true });
      const o = await g.timeout(fen.split(' ')[1]); // a Promise (issue 40): awaited in the time
      g.free();
      return o.winner === null;
    }],
    ['dead', 'dead position: new Game(fen) + isDeadPosition() + free', (fen) => {
      const g = new arbiter.Game(fen, { relaxed: true });
      const d = g.isDeadPosition();
      g.free();
      return d;
    }],
  ];
  // The answers on the whole file (tests/dead.rs and tests/unwinnable.rs pin the same): the
  // side to move flagged, 3 draws; 2 dead positions. A smoke run checks its rounds agree.
  const answers = SMOKE ? {} : { timeout: 3, dead: 2 };
  for (const [id, what, f] of cases) {
    log(`bench: adjudication, ${what}`);
    let want = answers[id];
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const times = new Float64Array(fens.length);
      let yes = 0;
      for (let i = 0; i < fens.length; i++) {
        const t = performance.now();
        let answer = f(fens[i]);
        if (answer instanceof Promise) answer = await answer;
        if (answer) yes++;
        times[i] = (performance.now() - t) * 1000;
      }
      // The same answers every round (the budget counts positions, not time).
      want ??= yes;
      equal(want, `adjudication ${id}`)(yes);
      times.sort();
      const avg = times.reduce((a, b) => a + b, 0) / times.length;
      rounds.push({ avg, p99: times[Math.floor(times.length * 0.99)], max: times[times.length - 1] });
    }
    const mid = [...rounds].sort((a, b) => a.avg - b.avg)[Math.floor(rounds.length / 2)];
    const label = `${what}, ${fens.length} lichess positions (${want} ${id === 'timeout' ? 'draws' : 'dead'})`;
    for (const [stat, name, digits] of [['avg', 'average', 2], ['p99', '99th percentile', 1], ['max', 'maximum', 0]]) {
      rows.push({
        id: `adjudication-${id}-${stat}`, label: `${label}: ${name}`, unit: 'µs', better: 'lower', digits,
        values: { 'chess-arbiter': mid[stat] }, samples: { 'chess-arbiter': rounds.map((x) => x[stat]) },
      });
    }
  }
}

// ---- 5. chess-arbiter/compat against chess.js, through the same API ------------------------
// `Chess` of chess-arbiter/compat in the chess-arbiter column, chess.js 1.4.0's `Chess` in
// the chess.js column, the same calls: chess.js's own benchmark (loadPgn over its
// benchmark.pgn, split into games as its bench.ts does), moves({ verbose: true }) on the 20
// middlegames, move() + undo() of every legal move of those positions, perft(4) from the start.

const CHESSJS_BENCH_PGN = path.resolve(repo, '../shared/peers/chess.js-1.4.0/benchmarks/benchmark.pgn');

function compatRows() {
  const games = readFileSync(CHESSJS_BENCH_PGN, 'utf8')
    .split(/^\[Event /m)
    .filter((p) => p.trim() !== '')
    .map((p) => '[Event ' + p)
    .slice(0, SMOKE ? 3 : undefined);
  const libs = { 'chess-arbiter': compat.Chess, 'chess.js': ChessJs };
  // The answers every library must give: the last position of each game, chess.js's.
  const finals = games.map((g) => {
    const c = new ChessJs();
    c.loadPgn(g);
    return c.fen();
  });
  const loadAll = (C) => () => {
    const c = new C();
    const fens = [];
    for (const g of games) {
      c.loadPgn(g);
      fens.push(c.fen());
    }
    return fens.join('\n');
  };
  measure({
    id: 'compat-loadpgn', label: `compat: chess.js's benchmark, loadPgn over benchmark.pgn (${games.length} games)`, unit: 'ms', better: 'lower', digits: 2,
    toValue: (ms) => ms,
    cases: Object.fromEntries(Object.entries(libs).map(([l, C]) => [l, { run: loadAll(C), check: equal(finals.join('\n'), `${l} loadPgn`) }])),
  });

  const positions = SMOKE ? MIDDLEGAMES.slice(0, 3) : MIDDLEGAMES;
  const total = positions.reduce((n, fen) => n + new ChessJs(fen).moves().length, 0);
  const verbose = (C) => {
    const boards = positions.map((fen) => new C(fen));
    return () => {
      let n = 0;
      for (const b of boards) n += b.moves({ verbose: true }).length;
      return n;
    };
  };
  measure({
    id: 'compat-moves', label: `compat: moves({ verbose: true }), ${positions.length} middlegame positions`, unit: 'µs/call', better: 'lower', digits: 2,
    toValue: (ms) => (ms * 1000) / positions.length,
    cases: Object.fromEntries(Object.entries(libs).map(([l, C]) => [l, { run: verbose(C), check: equal(total, `${l} moves`) }])),
  });

  const sans = positions.map((fen) => new ChessJs(fen).moves());
  const moveUndo = (C) => {
    const boards = positions.map((fen) => new C(fen));
    return () => {
      let n = 0;
      boards.forEach((b, i) => {
        for (const san of sans[i]) {
          b.move(san);
          b.undo();
          n++;
        }
      });
      return n;
    };
  };
  measure({
    id: 'compat-move-undo', label: `compat: move(san) + undo(), every legal move of the ${positions.length} positions`, unit: 'µs/pair', better: 'lower', digits: 2,
    toValue: (ms) => (ms * 1000) / total,
    cases: Object.fromEntries(Object.entries(libs).map(([l, C]) => [l, { run: moveUndo(C), check: equal(total, `${l} move/undo`) }])),
  });

  const depth = SMOKE ? 2 : 4;
  const nodes = PERFT.start[depth];
  measure({
    id: 'compat-perft', label: `compat: perft(${depth}), start position`, unit: 'M nodes/s', better: 'higher', digits: 2,
    toValue: (ms) => nodes / ms / 1000,
    cases: Object.fromEntries(Object.entries(libs).map(([l, C]) => {
      const c = new C();
      return [l, { run: () => c.perft(depth), check: equal(nodes, `${l} perft`) }];
    })),
  });
}

// ---- main -----------------------------------------------------------------------------------

const started = new Date();
const mach = machine();
log(`bench: ${SMOKE ? 'smoke run' : `${ROUNDS} rounds`} on ${mach.cpu}, ${mach.cores} cores, Node ${mach.node}, load ${mach.load.join(' ')}`);

// Each group starts from a collected heap (`node --expose-gc`, as `npm run bench` runs it): the
// garbage an earlier group leaves (the replay's 999 games in three libraries) made the
// readGames rows after it up to 40 % slower than the same rows run alone.
const fresh = () => globalThis.gc?.();
if (wanted('perft')) perftRows();
fresh();
if (wanted('variants')) variantPerftRows();
fresh();
if (wanted('legal-moves')) legalMovesRow();
fresh();
if (wanted('replay')) replayRow();
fresh();
if (wanted('pgn-load')) pgnLoadRow();
fresh();
if (wanted('read-games')) await readGamesRows();
fresh();
if (wanted('startup')) startupRow();
fresh();
if (wanted('adjudication')) await adjudicationRows();
fresh();
if (wanted('compat')) compatRows();
fresh();
if (wanted('memory')) memoryRows();
fresh();
// The state rows in a fresh process of their own when other groups ran before them: `play`
// allocates a JS array per ply, and the heap the earlier groups leave (collected or not) slowed it
// more than `Game.move` (session 22: "play per ply over Game.move" 2.29 in the full run, 1.83 to
// 1.90 with the group alone, same build). The child writes its rows (--rows-out), read back here.
if (wanted('state')) {
  if (ONLY && ONLY.length === 1) stateRows();
  else {
    const out = path.join(os.tmpdir(), `chess-arbiter-bench-state-${process.pid}.json`);
    const args = ['--expose-gc', fileURLToPath(import.meta.url), '--only', 'state', '--rows-out', out, '--rounds', String(ROUNDS)];
    if (SMOKE) args.push('--smoke');
    execFileSync(process.execPath, args, { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
    rows.push(...JSON.parse(readFileSync(out, 'utf8')));
    rmSync(out, { force: true });
  }
}
fresh();
const sizes = wanted('size') ? await sizeRows() : null;

// A child run of one group (the state rows above) hands its rows back through this file.
const ROWS_OUT = value('--rows-out', null);
if (ROWS_OUT) {
  writeFileSync(ROWS_OUT, JSON.stringify(rows));
  process.exit(0);
}

const loadAfter = os.loadavg().map((x) => Number(x.toFixed(2)));
const versions = {
  'chess-arbiter': arbiter.version(),
  'chess.js': JSON.parse(readFileSync(path.join(repo, 'node_modules/chess.js/package.json'), 'utf8')).version,
  chessops: JSON.parse(readFileSync(path.join(repo, 'node_modules/chessops/package.json'), 'utf8')).version,
};
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
} catch {}

const md = [
  table(),
  '',
  `Machine: ${mach.cpu}, ${mach.cores} cores, Node ${mach.node}, ${mach.os}; load average ${mach.load[0]} at the start, ${loadAfter[0]} at the end.`,
  `Libraries: chess-arbiter ${versions['chess-arbiter']} (${commit}), chess.js ${versions['chess.js']}, chessops ${versions.chessops}. ` +
    `${SMOKE ? 'Smoke run (one round, tiny depths): not a measurement.' : `Median of ${ROUNDS} rounds; ratios are chess-arbiter's advantage (times faster or smaller).`}`,
].join('\n');
console.log(md);

if (JSON_OUT) {
  const json = {
    date: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    smoke: SMOKE,
    rounds: ROUNDS,
    machine: { ...mach, loadAfter },
    versions,
    commit,
    rows,
    packageFiles: sizes,
    markdown: md,
  };
  writeFileSync(JSON_OUT, JSON.stringify(json, null, 2) + '\n');
  log(`bench: wrote ${path.relative(process.cwd(), JSON_OUT)}`);
}

if (README) {
  const file = path.join(repo, 'README.md');
  const text = readFileSync(file, 'utf8');
  const begin = '<!-- bench:table -->';
  const end = '<!-- /bench:table -->';
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`README.md has no ${begin} ... ${end} markers`);
  writeFileSync(file, text.slice(0, i + begin.length) + '\n' + md + '\n' + text.slice(j));
  log('bench: updated the table in README.md');
}
