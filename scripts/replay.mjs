// Replays every game of PGN files through chess-arbiter's Game, as a user would, and beside it
// through chess.js's loadPgn on the same games, in the same run.
//
//   npm run replay -- FILE.pgn [FILE2.pgn ...]
//   node scripts/replay.mjs [--quiet] [--no-chessjs] FILE.pgn ...
//
// For each file and in total: games, plies, time and games per second of
//   - chess-arbiter  Game.fromPgn(gameText) for each game (read + play + all checks), and the
//                    final position checked against the recorded result where it is mate or
//                    stalemate;
//   - chess.js       new Chess().loadPgn(gameText) for each game (chess.js is a dev dependency).
// Each failing game is printed with where (file:line:column, game number, ply, SAN) and why.
// Exits 1 if any game fails in chess-arbiter (chess.js failures are reported, not counted).
//
// The package is imported by its name ('chess-arbiter': the repository's own pkg/ through the
// package's exports, built by `npm run replay`), or from CHESS_ARBITER_MODULE when set (a path
// or a name, e.g. the packed package the tests install).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const compare = !args.includes('--no-chessjs');
const files = args.filter((a) => a !== '--quiet' && a !== '--no-chessjs');
if (files.length === 0) {
  console.error('usage: npm run replay -- FILE.pgn [FILE2.pgn ...]');
  process.exit(2);
}

const spec = process.env.CHESS_ARBITER_MODULE || 'chess-arbiter';
const arbiter = await import(spec.startsWith('.') || path.isAbsolute(spec) ? pathToFileURL(path.resolve(spec)).href : spec);
let Chess = null;
let chessjsVersion = '';
if (compare) {
  try {
    ({ Chess } = await import('chess.js'));
    chessjsVersion = JSON.parse(readFileSync(new URL('../node_modules/chess.js/package.json', import.meta.url), 'utf8')).version;
  } catch {
    console.error('chess.js is not installed (npm ci): replaying with chess-arbiter only');
  }
}

/** Splits PGN text into games: a game starts at a tag line after a line that is not a tag. */
function splitGames(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const games = [];
  let start = 0;
  let prevTag = false;
  let sawMoves = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trimStart();
    const isTag = t.startsWith('[');
    if (isTag && !prevTag && sawMoves) {
      games.push({ line: start + 1, text: lines.slice(start, i).join('\n') });
      start = i;
      sawMoves = false;
    }
    if (!isTag && t !== '') sawMoves = true;
    if (t !== '') prevTag = isTag;
  }
  const rest = lines.slice(start).join('\n');
  if (rest.trim() !== '') games.push({ line: start + 1, text: rest });
  return games;
}

const RESULT = /^\s*\[Result\s+"([^"]*)"\]/m;
const fmt = (n) => n.toLocaleString('en-US');
const rate = (games, ms) => (ms > 0 ? Math.round((games * 1000) / ms) : 0);

function replayArbiter(name, games) {
  const failures = [];
  let plies = 0;
  const t0 = performance.now();
  for (let i = 0; i < games.length; i++) {
    const { text, line } = games[i];
    let game;
    try {
      game = arbiter.Game.fromPgn(text);
    } catch (e) {
      const where = e.line ? `${name}:${line + e.line - 1}:${e.column}` : `${name}:${line}`;
      const what = e.ply ? ` ply ${e.ply} (${e.san})` : '';
      failures.push(`${where}: game ${i + 1}${what}: ${e.code}${e.reason ? `/${e.reason}` : ''}: ${e.message}`);
      continue;
    }
    plies += game.ply();
    const outcome = game.outcome();
    if (outcome && (outcome.termination === 'checkmate' || outcome.termination === 'stalemate')) {
      const want = outcome.winner === 'w' ? '1-0' : outcome.winner === 'b' ? '0-1' : '1/2-1/2';
      const recorded = RESULT.exec(text)?.[1];
      if (recorded !== want) failures.push(`${name}:${line}: game ${i + 1}: ends in ${outcome.termination} (${want}) but the record says ${recorded}`);
    }
    game.free();
  }
  return { plies, ms: performance.now() - t0, failures };
}

function replayChessjs(games) {
  const failures = [];
  let plies = 0;
  const t0 = performance.now();
  for (let i = 0; i < games.length; i++) {
    const chess = new Chess();
    try {
      chess.loadPgn(games[i].text);
      plies += chess.history().length;
    } catch (e) {
      failures.push(`game ${i + 1} (line ${games[i].line}): ${e.message}`);
    }
  }
  return { plies, ms: performance.now() - t0, failures };
}

const total = { games: 0, a: { plies: 0, ms: 0, failed: 0 }, c: { plies: 0, ms: 0, failed: 0 } };
function line(label, games, r) {
  console.log(`  ${label.padEnd(30)} ${fmt(games).padStart(6)} games ${fmt(r.plies).padStart(9)} plies ${String(r.failed ?? r.failures.length).padStart(4)} failed ${(r.ms / 1000).toFixed(2).padStart(7)} s ${fmt(rate(games, r.ms)).padStart(7)} games/s`);
}

for (const file of files) {
  const name = path.basename(file);
  const games = splitGames(readFileSync(file, 'utf8'));
  console.log(`${name}`);
  const a = replayArbiter(name, games);
  line('chess-arbiter Game.fromPgn', games.length, a);
  for (const f of a.failures) console.log(`    FAIL ${f}`);
  total.games += games.length;
  total.a.plies += a.plies;
  total.a.ms += a.ms;
  total.a.failed += a.failures.length;
  if (Chess) {
    const c = replayChessjs(games);
    line(`chess.js ${chessjsVersion} loadPgn`, games.length, c);
    if (!quiet) for (const f of c.failures.slice(0, 5)) console.log(`    chess.js: ${f}`);
    total.c.plies += c.plies;
    total.c.ms += c.ms;
    total.c.failed += c.failures.length;
  }
}
if (files.length > 1) {
  console.log(`all ${files.length} files`);
  line('chess-arbiter Game.fromPgn', total.games, total.a);
  if (Chess) line(`chess.js ${chessjsVersion} loadPgn`, total.games, total.c);
}
const speedup = Chess && total.c.ms > 0 && total.a.ms > 0 ? ` (${(total.c.ms / total.a.ms).toFixed(1)}x chess.js loadPgn)` : '';
console.log(`replay: ${fmt(total.games)} games, ${fmt(total.a.plies)} plies, ${fmt(rate(total.games, total.a.ms))} games/s${speedup}, ${total.a.failed} failed`);
process.exit(total.a.failed ? 1 : 0);
