// readGames (issue #17 §3): games one at a time from a string, a ReadableStream, a Node Readable
// or an async iterable; errors per game; headers only; 100,000+ games with a small heap.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as A from 'chess-arbiter';
import { repo } from './helpers.mjs';

const TEXT = '[Event "1"]\n\n1. e4 e5 2. Nf3 (2. Qxh1) *\n\n[Event "2"]\n\n1. d4 { [%clk 0:01:00] } d5 *\n\n'
  + '[Event "3"]\n[White "A"]\n\n1. c4 (1. b3 e5) 1... e5 1-0\n';

async function collect(source, options) {
  const out = [];
  for await (const item of A.readGames(source, options)) {
    if (item.game) {
      out.push([item.index, item.tags.Event, item.game.history().join(' '), item.game.children(0).length]);
      item.game.free();
    } else if (item.error) {
      out.push([item.index, item.error.code, item.error.message]);
    } else {
      out.push([item.index, item.tags]);
    }
  }
  return out;
}

const EXPECTED = [
  [1, 'ERR_INVALID_PGN', 'invalid pgn: game 1, line 3, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move'],
  [2, '2', 'd4 d5', 1],
  [3, '3', 'c4 e5', 2],
];

test('readGames: a string, pieces of any size, a ReadableStream, a Node Readable', async () => {
  assert.deepEqual(await collect(TEXT), EXPECTED);
  const bytes = new TextEncoder().encode(TEXT);
  for (const size of [1, 5, 64]) {
    const pieces = [];
    for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.slice(i, i + size));
    assert.deepEqual(await collect(pieces), EXPECTED, `bytes in pieces of ${size}`);
    assert.deepEqual(await collect((async function* () { yield* pieces; })()), EXPECTED);
    assert.deepEqual(await collect(new ReadableStream({ start(c) { for (const p of pieces) c.enqueue(p); c.close(); } })), EXPECTED);
    assert.deepEqual(await collect(Readable.from(pieces.map((p) => Buffer.from(p)))), EXPECTED);
  }
  assert.deepEqual(await collect(TEXT, { headersOnly: true }), [[1, { Event: '1' }], [2, { Event: '2' }], [3, { Event: '3', White: 'A' }]]);
  const skipped = [];
  for await (const item of A.readGames(TEXT, { skipBadVariations: true })) {
    skipped.push([item.index, item.game.history().join(' '), item.game.warnings().map((w) => w.game)]);
    item.game.free();
  }
  assert.deepEqual(skipped, [[1, 'e4 e5 Nf3', [1]], [2, 'd4 d5', []], [3, 'c4 e5', []]]);
  await assert.rejects(collect(42), (e) => e.code === 'ERR_INVALID_ARGUMENT');
});

// The lichess files concatenated COPIES times (12: 103,704 games) into a temp file, read in a
// child process with a Node Readable; the heap after a collection stays under 50 MB.
// READ_GAMES_COPIES sets the number of copies.
test('readGames: 100,000+ games from a file, heap under 50 MB', { timeout: 300_000 }, () => {
  const copies = Number(process.env.READ_GAMES_COPIES ?? 12);
  const dir = path.join(repo, '..', 'shared', 'data', 'games', 'lichess');
  const files = readdirSync(dir).filter((f) => f.endsWith('.pgn')).sort();
  const tmp = mkdtempSync(path.join(tmpdir(), 'read-games-'));
  try {
    const file = path.join(tmp, 'all.pgn');
    const texts = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
    let all = '';
    for (const t of texts) all += t.endsWith('\n') ? t + '\n' : t + '\n\n';
    writeFileSync(file, all.repeat(copies));
    // Beside the tests, so that 'chess-arbiter' resolves as it does for them.
    const script = path.join(repo, 'tests', `.read-games-${process.pid}.mjs`);
    writeFileSync(script, `
      import { createReadStream } from 'node:fs';
      import { readGames } from 'chess-arbiter';
      let games = 0, errors = 0, plies = 0, heap = 0;
      const t0 = performance.now();
      for await (const item of readGames(createReadStream(${JSON.stringify(file)}))) {
        if (item.error) { errors++; continue; }
        games++;
        plies += item.game.ply();
        item.game.free();
        if (games % 10000 === 0) { gc(); heap = Math.max(heap, process.memoryUsage().heapUsed); }
      }
      const seconds = (performance.now() - t0) / 1000;
      console.log(JSON.stringify({ games, errors, plies, heap, seconds }));
    `);
    const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', script], { cwd: path.join(repo, 'tests'), encoding: 'utf8' }));
    console.log(`readGames: ${out.games} games in ${out.seconds.toFixed(1)} s (${Math.round(out.games / out.seconds)} games/s), most heap ${(out.heap / 1e6).toFixed(1)} MB`);
    assert.equal(out.games, 8642 * copies);
    assert.equal(out.errors, 0);
    assert.ok(out.heap < 50e6, `heap ${out.heap}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(path.join(repo, 'tests', `.read-games-${process.pid}.mjs`), { force: true });
  }
});
