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
import { createRequire } from 'node:module';
import { repo } from './helpers.mjs';

/** A snapshot without the part a game read from PGN adds (tags, result, recordMoves): the game itself. */
function gameOnly(snapshot) {
  const { tags, result, recordMoves, ...game } = snapshot;
  return game;
}

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
  [1, 'ERR_INVALID_PGN', 'Invalid PGN: game 1, line 3, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move'],
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
  // A stream-like source whose reader fails: its own error, not one about releaseLock.
  await assert.rejects(collect({ getReader: () => ({ read: () => Promise.reject(new Error('MINE')) }) }), /^Error: MINE$/);
  await assert.rejects(collect({ getReader: () => null }), (e) => e.code === 'ERR_INVALID_ARGUMENT' && /getReader\(\) must give a reader/.test(e.message));
});

// The lichess files concatenated COPIES times (12: 103,704 games) into a temp file, read in a
// child process with a Node Readable; the heap after a collection stays under 50 MB.
// READ_GAMES_COPIES sets the number of copies.
test('readGames: 100,000+ games from a file, heap under 50 MB, validated and headers only', { timeout: 300_000 }, () => {
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
      // Headers only, over the same file.
      let headers = 0, named = 0, headerHeap = 0;
      const t1 = performance.now();
      for await (const item of readGames(createReadStream(${JSON.stringify(file)}), { headersOnly: true })) {
        if (item.error) { errors++; continue; }
        headers++;
        if (typeof item.tags.White === 'string') named++;
        if (headers % 10000 === 0) { gc(); headerHeap = Math.max(headerHeap, process.memoryUsage().heapUsed); }
      }
      const headerSeconds = (performance.now() - t1) / 1000;
      console.log(JSON.stringify({ games, errors, plies, heap, seconds, headers, named, headerHeap, headerSeconds }));
    `);
    const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', script], { cwd: path.join(repo, 'tests'), encoding: 'utf8' }));
    console.log(`readGames: ${out.games} games in ${out.seconds.toFixed(1)} s (${Math.round(out.games / out.seconds)} games/s), most heap ${(out.heap / 1e6).toFixed(1)} MB`);
    console.log(`readGames, headers only: ${out.headers} games in ${out.headerSeconds.toFixed(1)} s, most heap ${(out.headerHeap / 1e6).toFixed(1)} MB`);
    assert.equal(out.games, 8642 * copies);
    assert.equal(out.errors, 0);
    assert.ok(out.heap < 50e6, `heap ${out.heap}`);
    assert.equal(out.headers, 8642 * copies);
    assert.equal(out.named, 8642 * copies);
    assert.ok(out.headerHeap < 50e6, `heap ${out.headerHeap}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(path.join(repo, 'tests', `.read-games-${process.pid}.mjs`), { force: true });
  }
});

// A new user's trial: comments with many [%clk]/[%csl]/[%cal] commands and long text, written by
// pgn() over many lines, read back by readGames (which cuts the text at tag sections),
// Game.fromPgn and parsePgn: the same tree and the same PGN text.
test('readGames, Game.fromPgn and parsePgn read back what pgn() writes of long comments with commands', async () => {
  const file = readFileSync(path.join(repo, 'tests', 'data', 'long_comments.pgn'), 'utf8');
  const built = new A.Game();
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']) built.move(m);
  const shapes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].flatMap((f) => [
    { color: 'green', from: `${f}3` }, { color: 'red', from: `${f}2`, to: `${f}4` }]);
  for (const id of built.mainline()) {
    built.setAnnotations(id, {
      commentsAfter: [`move ${id}: ${'a long comment with [brackets] and 100% text '.repeat(3)}[%clk 0:00:0${id}] stays text`],
      clock: 60 - id, emt: id, eval: { cp: 10 * id }, shapes,
    });
  }
  for (const [what, g] of [['from the file', A.Game.fromPgn(file)], ['built', built]]) {
    const pgn = g.pgn();
    const movetext = pgn.slice(pgn.indexOf('\n\n') + 2);
    assert.ok(movetext.split('\n').length > 5, what);
    assert.deepEqual(movetext.split('\n').filter((l) => /^[[%]/.test(l)), [], `${what}: no movetext line starts with [ or %`);
    const snapshot = g.toJSON();
    const back = A.Game.fromPgn(pgn);
    // The game (a game read from PGN adds its record to the snapshot: tags, result).
    assert.deepEqual(gameOnly(back.toJSON()), gameOnly(snapshot), what);
    assert.equal(back.pgn(), pgn, what);
    back.free();
    const two = `${pgn}\n${pgn}`;
    assert.deepEqual(A.parsePgn(two), [A.parsePgn(pgn)[0], A.parsePgn(pgn)[0]], what);
    // Two games in one string, then cut at every offset of the first game and a few sizes.
    const cuts = [...Array(pgn.length + 1).keys()].map((k) => [two.slice(0, k), two.slice(k)]);
    for (const pieces of [[two], ...cuts, [...two], two.match(/[^]{1,7}/g)]) {
      let n = 0;
      for await (const item of A.readGames(pieces.length === 1 ? pieces[0] : pieces)) {
        assert.equal(item.error, undefined, `${what}: ${item.error?.message}`);
        assert.deepEqual(gameOnly(item.game.toJSON()), gameOnly(snapshot), what);
        assert.equal(item.game.pgn(), pgn, what);
        item.game.free();
        n++;
      }
      assert.equal(n, 2, what);
    }
    g.free();
  }
});

test('readGames: a line starting with [ inside a comment, a ; comment or a % line starts no game', async () => {
  const text = '[Event "1 {"]\n[Site "a;b]"]\n\n1. e4 { a long comment broken\n[%clk 0:01:00] here and\n'
    + '[%csl Ge4,Rd5] there } e5 ; [Event "no"]\n%[Event "no"]\n2. Nf3 { \n[Event "no"] } *\n\n'
    + '[Event "2"]\n\n1. d4 {\n[%clk 0:00:59]\n[%cal Gd2d4]\n} d5 *\n';
  const expected = [
    [1, '1 {', 'e4 e5 Nf3', 1],
    [2, '2', 'd4 d5', 1],
  ];
  assert.deepEqual(await collect(text), expected);
  for (let k = 0; k <= text.length; k++) assert.deepEqual(await collect([text.slice(0, k), text.slice(k)]), expected, `cut at ${k}`);
  const g = A.Game.fromPgn(text);
  assert.equal(g.annotations(1).clock, 60);
  assert.deepEqual(g.annotations(1).shapes, [{ color: 'green', from: 'e4', to: 'e4' }, { color: 'red', from: 'd5', to: 'd5' }]);
  g.free();
});

// A trial found the errors readGames yields and Game#warnings returns were plain objects.
test('readGames errors and Game#warnings are ChessErrors with the PGN fields (ESM and CommonJS)', async () => {
  const fields = (e) => [e instanceof A.ChessError, e instanceof Error, e.name, e.code, e.game, e.line, e.column, e.ply, e.san, e.reason];
  const illegal = [true, true, 'ChessError', 'ERR_INVALID_PGN', 1, 1, 4, 1, 'Ke2', 'ERR_ILLEGAL_MOVE'];
  const items = [];
  for await (const x of A.readGames('1. Ke2 *')) items.push(x);
  assert.equal(items.length, 1);
  assert.deepEqual(fields(items[0].error), illegal);
  assert.equal(items[0].error.message, 'Invalid PGN: game 1, line 1, column 4: ply 1 (Ke2): illegal move');
  const syntax = [];
  for await (const x of A.readGames('[Event "a"]\n\n1. e4 { open *\n')) syntax.push(x);
  assert.deepEqual(syntax.map((x) => [x.index, x.error instanceof A.ChessError, x.error.code]), [[1, true, 'ERR_INVALID_PGN']]);
  const headers = [];
  for await (const x of A.readGames('[Event "a"]\n\n1. e4 ) *\n', { headersOnly: true })) headers.push(x);
  assert.deepEqual(headers.map((x) => [x.index, x.error instanceof A.ChessError, x.error.code]), [[1, true, 'ERR_INVALID_PGN']]);
  const g = A.Game.fromPgn('1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 *', { skipBadVariations: true });
  const w = g.warnings()[0];
  assert.deepEqual(fields(w), [true, true, 'ChessError', 'ERR_INVALID_PGN', 1, 1, 21, 3, 'Qxh1', 'ERR_ILLEGAL_MOVE']);
  g.free();
  const require = createRequire(path.join(repo, 'tests/js/x.cjs'));
  const cjs = require('chess-arbiter');
  assert.equal(cjs.ChessError, A.ChessError);
  const cjsItems = [];
  for await (const x of cjs.readGames('1. Ke2 *')) cjsItems.push(x);
  assert.deepEqual(fields(cjsItems[0].error), illegal);
  const cg = cjs.Game.fromPgn('1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 *', { skipBadVariations: true });
  assert.equal(cg.warnings()[0] instanceof cjs.ChessError, true);
  cg.free();
});

test('readGames: bytes as a whole (a Node Buffer, a Uint8Array, an ArrayBuffer) are one UTF-8 source', async () => {
  const text = '[White "Čapek"]\n\n1. e4 e5 *\n\n[White "B"]\n\n1. d4 *\n';
  const bytes = new TextEncoder().encode(text);
  for (const source of [Buffer.from(text), bytes, bytes.buffer.slice(0)]) {
    const got = [];
    for await (const { index, tags, game, error } of A.readGames(source)) {
      assert.equal(error, undefined);
      got.push([index, tags.White, game.history().join(' ')]);
      game.free();
    }
    assert.deepEqual(got, [[1, 'Čapek', 'e4 e5'], [2, 'B', 'd4']]);
  }
  await assert.rejects(async () => {
    for await (const _ of A.readGames(42)) void _;
  }, (e) => e.code === 'ERR_INVALID_ARGUMENT' && /source must be a string, bytes,/.test(e.message));
});

test('readGames: string pieces cut inside a surrogate pair (an emoji in two) read as the whole string', async () => {
  const text = '[Event "a🎉b"]\n\n1. e4 { x🐉y } e5 *\n\n[Event "日本 😀"]\n\n1. d4 { \ud83d } *\n';
  const read = async (source, headersOnly) => {
    const out = [];
    for await (const { tags, game, error } of A.readGames(source, { headersOnly })) {
      assert.equal(error, undefined);
      out.push([tags.Event, game ? game.annotations(1).commentsAfter : null]);
      game?.free();
    }
    return out;
  };
  const whole = await read(text, false);
  assert.deepEqual(whole, [['a🎉b', ['x🐉y']], ['日本 😀', ['\ufffd']]]);
  for (let cut = 1; cut < text.length; cut++) {
    const pieces = async function* () {
      yield text.slice(0, cut);
      yield text.slice(cut);
    };
    assert.deepEqual(await read(pieces(), false), whole, `cut at ${cut}`);
    assert.deepEqual(await read(pieces(), true), whole.map(([event]) => [event, null]), `headers, cut at ${cut}`);
  }
  // One UTF-16 unit at a time.
  assert.deepEqual(await read([...text].join('').split(''), false), whole);
});

test('readGames: byte chunks go in undecoded, cut anywhere in a character, with bad bytes, as TextDecoder reads the whole', async () => {
  const enc = new TextEncoder();
  // A byte order mark, 2-, 3- and 4-byte characters, and bad bytes: a stray continuation byte,
  // 0xff, a lead byte followed by ASCII, and a 3-byte sequence cut off at the very end.
  const good = enc.encode('\ufeff[Event "a🎉b"]\n[White "Čapek"]\n\n1. e4 { x🐉y } e5 *\n\n[Event "日本 😀"]\n\n1. d4 { é } *\n\n[Event "');
  const bytes = new Uint8Array([...good, 0x80, 0xff, 0xc3, 0x41, ...enc.encode('"]\n1. c4 *\n\n[Event "x"]\n1. e4 {'), 0xe6, 0x97]);
  const read = async (source, headersOnly) => {
    const out = [];
    for await (const { index, tags, game, error } of A.readGames(source, { headersOnly })) {
      out.push(error ? [index, error.message] : [index, tags, game ? game.history().join(' ') : null]);
      game?.free();
    }
    return out;
  };
  const decoded = new TextDecoder().decode(bytes);
  for (const headersOnly of [false, true]) {
    const whole = await read(decoded, headersOnly);
    assert.deepEqual(whole.slice(0, 2).map((g) => g[1]), [{ Event: 'a🎉b', White: 'Čapek' }, { Event: '日本 😀' }]);
    assert.deepEqual(whole.slice(2).map((g) => g[1]), [{ Event: '\ufffd\ufffd\ufffdA' }, 'Invalid PGN: game 4, line 14, column 7: unclosed comment at "{\ufffd"']);
    assert.deepEqual(await read(bytes, headersOnly), whole, 'the bytes as a whole');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const pieces = [bytes.slice(0, cut), bytes.slice(cut)];
      assert.deepEqual(await read(pieces, headersOnly), whole, `cut at byte ${cut}`);
    }
    const ones = [...bytes].map((b) => Uint8Array.of(b));
    assert.deepEqual(await read(Readable.from(ones.map((b) => Buffer.from(b))), headersOnly), whole, 'one byte at a time');
    // An empty string between two byte chunks changes nothing, even inside a character.
    for (const cut of [1, 2, 13, 14, 15]) {
      assert.deepEqual(await read([bytes.slice(0, cut), '', bytes.slice(cut)], headersOnly), whole, `'' at byte ${cut}`);
    }
    // A string chunk after bytes cut inside a character: the cut bytes first, as they are.
    const mixed = [bytes.slice(0, 3), '[Event "s"]\n1. e4 *\n'];
    assert.deepEqual(await read(mixed, headersOnly), await read(new TextDecoder().decode(bytes.slice(0, 3)) + mixed[1], headersOnly));
  }
});

test('readGames headersOnly: the same tags as every game read in full, in batches, with any names and values', async () => {
  // Every lichess game (8,642: batches of 1,024 and a rest), from the string and from the bytes.
  const dir = path.join(repo, '../shared/data/games/lichess');
  const text = readdirSync(dir).filter((f) => f.endsWith('.pgn')).sort().map((f) => readFileSync(path.join(dir, f), 'utf8').trimEnd() + '\n\n').join('');
  const full = [];
  for await (const { index, tags, game } of A.readGames(text)) {
    full.push([index, tags]);
    game.free();
  }
  assert.equal(full.length, 8642);
  const headers = async (source) => {
    const out = [];
    for await (const { index, tags, game } of A.readGames(source, { headersOnly: true })) {
      assert.equal(game, undefined);
      out.push([index, tags]);
    }
    return out;
  };
  assert.deepEqual(await headers(text), full);
  assert.deepEqual(await headers(Buffer.from(text)), full);
  // Names and values a batch must carry as they are: a repeated tag (the first value stays),
  // escapes, an empty value, characters of 2, 3 and 4 bytes (2 UTF-16 units: the values'
  // offsets count units), tag names such as constructor and toString (own properties), a game
  // with no tags, and non-ASCII text long enough that most of it is encoded after the
  // first pass of encodeInto.
  const long = 'Ж'.repeat(5000);
  const odd = `[White "A"]\n[White "B"]\n[Black "q\\"uote\\\\"]\n[Event ""]\n[Site "é日😀x"]\n[constructor "c"]\n[toString "t"]\n[Round "${long}"]\n\n1. e4 *\n\n`
    + '{ no tags } 1. d4 *\n\n[Event "😀😀"]\n[Result "1-0"]\n\n1. c4 1-0\n';
  const got = await headers(odd);
  const want = [
    [1, { White: 'A', Black: 'q"uote\\', Event: '', Site: 'é日😀x', constructor: 'c', toString: 't', Round: long }],
    [2, {}],
    [3, { Event: '😀😀', Result: '1-0' }],
  ];
  assert.deepEqual(got.map(([i, t]) => [i, Object.entries(t)]), want.map(([i, t]) => [i, Object.entries(t)]));
  assert.equal(Object.getPrototypeOf(got[0][1]), Object.prototype);
  const parsed = A.parsePgn(odd);
  assert.deepEqual(got.map(([, t]) => Object.entries(t)), parsed.map((g) => Object.entries(g.tags)));
  assert.deepEqual(await headers(new TextEncoder().encode(odd)), got);
  // A game broken in a way only the full reading sees (a garbled byte order mark before its
  // tag line, a stray character, an annotation before any move) does not shift the games
  // after it: the same indexes in both readings.
  const broken = '[Event "1"]\n\n1. e4 *\n\nï»¿[Event "2"]\n\n1. d4 *\n\n[Event "3"]\n\n1. c4 @ *\n\n$1 [Event "4"]\n1. Nf3 *\n';
  const both = [];
  for await (const item of A.readGames(broken)) {
    both.push([item.index, item.error ? item.error.reason : item.tags.Event]);
    item.game?.free();
  }
  assert.deepEqual(both, [[1, '1'], [2, 'ERR_PGN_UNEXPECTED_CHARACTER'], [3, '2'], [4, 'ERR_PGN_UNEXPECTED_CHARACTER'], [5, 'ERR_PGN_ANNOTATION_WITHOUT_MOVE'], [6, '4']]);
  assert.deepEqual((await headers(broken)).map(([i, t]) => [i, t.Event]), [[1, '1'], [2, undefined], [3, '2'], [4, '3'], [5, undefined], [6, '4']]);
});

test('readGames: a whole string or its bytes go in pieces of 262,144 units or bytes, cut inside characters too', async () => {
  // A comment of 300,000 emoji (2 UTF-16 units, 4 UTF-8 bytes each) behind prefixes of every
  // length mod 4, so that some piece ends inside a surrogate pair and inside a 4-byte sequence.
  const emoji = '😀'.repeat(300_000);
  for (const pad of ['', 'x', 'xy', 'xyz']) {
    const text = `[Event "${pad}"]\n\n1. e4 { ${emoji} } e5 *\n\n[Event "2"]\n\n1. d4 *\n`;
    for (const source of [text, Buffer.from(text)]) {
      const full = [];
      for await (const { tags, game, error } of A.readGames(source)) {
        assert.equal(error, undefined);
        full.push([tags.Event, game.annotations(1).commentsAfter.map((c) => c === emoji), game.history().join(' ')]);
        game.free();
      }
      assert.deepEqual(full, [[pad, [true], 'e4 e5'], ['2', [], 'd4']], `pad ${pad.length}, ${typeof source}`);
      const headers = [];
      for await (const { tags } of A.readGames(source, { headersOnly: true })) headers.push(tags);
      assert.deepEqual(headers, [{ Event: pad }, { Event: '2' }]);
    }
  }
});

// ---- PGN as people write it (issue 38): read with a warning, on every path -----------------

test('tag values with unescaped quotes and results spelled otherwise: read, with warnings, on every path', async () => {
  const text = '[Event "5th "Mikis Theodorakis" International Tournament 2026"]\n\n1. b4 ½-½\n\n'
    + '[Event "study"]\n\n1. e4 e5 0.5-0.5\n\n[Event "x"]\n\n1. d4 1–0\n';
  const event = '5th "Mikis Theodorakis" International Tournament 2026';
  const g = A.Game.fromPgn(text);
  assert.equal(g.history().join(' '), 'b4');
  assert.deepEqual(g.warnings().map((w) => [w instanceof A.ChessError, w.code, w.reason, w.game, w.line, w.column, w.message]), [
    [true, 'ERR_INVALID_PGN', 'WARN_PGN_UNESCAPED_QUOTE', 1, 1, 8,
      'Invalid PGN: game 1, line 1, column 8: tag value with unescaped quotes at "5th \\"Mikis Theodorakis\\" …"'],
    [true, 'ERR_INVALID_PGN', 'WARN_PGN_RESULT_SPELLING', 1, 3, 7, 'Invalid PGN: game 1, line 3, column 7: result read as 1/2-1/2 at "½-½"'],
  ]);
  // Written back as the standard writes it: the quotes escaped, the result 1/2-1/2.
  const pgn = g.pgn();
  assert.match(pgn, /^\[Event "5th \\"Mikis Theodorakis\\" International Tournament 2026"\]$/m);
  assert.match(pgn, /\[Result "1\/2-1\/2"\]/);
  assert.match(pgn, /1\. b4 1\/2-1\/2\n$/);
  const again = A.Game.fromPgn(pgn);
  assert.deepEqual(again.warnings(), []);
  again.free();
  g.free();
  // readGames, whole and in pieces of 3 characters, and headers only: the same games and tags.
  for (const source of [text, pieces(text, 3)]) {
    const items = [];
    for await (const x of A.readGames(source)) {
      items.push([x.index, x.tags.Event, x.game.history().join(' '), x.game.warnings().map((w) => w.reason)]);
      x.game.free();
    }
    assert.deepEqual(items, [
      [1, event, 'b4', ['WARN_PGN_UNESCAPED_QUOTE', 'WARN_PGN_RESULT_SPELLING']],
      [2, 'study', 'e4 e5', ['WARN_PGN_RESULT_SPELLING']],
      [3, 'x', 'd4', ['WARN_PGN_RESULT_SPELLING']],
    ]);
  }
  const headers = [];
  for await (const x of A.readGames(text, { headersOnly: true })) headers.push([x.index, x.tags.Event]);
  assert.deepEqual(headers, [[1, event], [2, 'study'], [3, 'x']]);
});

test('PGN errors quote the text as written', () => {
  const error = (text) => {
    try {
      A.Game.fromPgn(text);
    } catch (e) {
      return [e.reason, e.message];
    }
    assert.fail(`no error for ${text}`);
  };
  assert.deepEqual(error('1. e4 e5 2. Ke3!? *'),
    ['ERR_ILLEGAL_MOVE', 'Invalid PGN: game 1, line 1, column 13: ply 3 (Ke3, written "Ke3!?"): illegal move']);
  assert.deepEqual(error('1. e4 e5 2.Ke3 *'),
    ['ERR_ILLEGAL_MOVE', 'Invalid PGN: game 1, line 1, column 12: ply 3 (Ke3): illegal move']);
  assert.deepEqual(error('1. e4 e5 0.5:0.5'),
    ['ERR_INVALID_MOVE', 'Invalid PGN: game 1, line 1, column 12: ply 3 (5:0, written "0.5:0.5"): not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q)']);
  assert.deepEqual(error('1. e4 $300 *'), ['ERR_PGN_INVALID_ANNOTATION', 'Invalid PGN: game 1, line 1, column 7: invalid annotation at "$300"']);
});

/** `text` as an async iterable of pieces of `n` characters. */
async function* pieces(text, n) {
  for (let i = 0; i < text.length; i += n) yield text.slice(i, i + n);
}
