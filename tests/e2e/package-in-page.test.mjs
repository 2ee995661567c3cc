// The package in a page served as `npm start` serves it: the import map maps 'chess-arbiter' to
// /pkg/index.js, which initialises itself; the .wasm is served as application/wasm. The page's
// module must export what the installed package exports in Node.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cargoVersion } from '../js/helpers.mjs';
import { launchBrowser, newPage, startServer } from './helpers.mjs';

test('a page imports chess-arbiter through its import map and calls it', async (t) => {
  const server = await startServer({ port: 0 });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);

  const wasmResponse = page.waitForResponse((r) => r.url().endsWith('/pkg/chess_arbiter_bg.wasm'));
  await page.goto(server.url);
  const wasm = await wasmResponse;
  assert.equal(wasm.status(), 200);
  assert.equal(wasm.headers()['content-type'], 'application/wasm');
  assert.equal(wasm.headers()['cache-control'], 'no-store');

  const got = await page.evaluate(async () => {
    const m = await import('chess-arbiter');
    return { version: m.version(), names: Object.keys(m).sort() };
  });
  assert.equal(got.version, cargoVersion());
  assert.deepEqual(got.names, Object.keys(await import('chess-arbiter')).sort());
  assert.deepEqual(page.problems, []);
});

test('a page imports the rules-only build from /pkg/core/index.js, which loads only its own wasm', async (t) => {
  const server = await startServer({ port: 0 });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);
  const wasms = [];
  page.on('response', (r) => { if (r.url().endsWith('.wasm')) wasms.push(new URL(r.url()).pathname); });
  // An empty page of the same origin (the demo would load the full package itself).
  const blank = new URL('blank.html', server.url).href;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  const got = await page.evaluate(async () => {
    const core = await import('/pkg/core/index.js');
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    let code;
    try { core.applyMove(start, 'e5'); } catch (e) { code = e.code; }
    return {
      names: Object.keys(core).sort(),
      moves: core.legalMoves(start).length,
      perft: core.perft(start, 3),
      fen: core.applyMove(start, 'Nf3'),
      code,
    };
  });
  assert.deepEqual(got.names, Object.keys(await import('chess-arbiter/core')).sort());
  assert.equal(got.moves, 20);
  assert.equal(got.perft, 8902);
  assert.equal(got.fen, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  assert.equal(got.code, 'ERR_ILLEGAL_MOVE');
  assert.deepEqual(wasms, ['/pkg/core/chess_arbiter_bg.wasm']);
  assert.deepEqual(page.problems, []);
});

test('in a page, one ChessError across separately loaded builds: index.js, core/index.js, lessons/index.js and the single-file chess-arbiter.mjs', async (t) => {
  const server = await startServer({ port: 0 });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);
  const blank = new URL('blank.html', server.url).href;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  const got = await page.evaluate(async () => {
    // Each its own copy of the JS face and its own wasm (the lessons entry rides on index.js).
    const entries = {
      full: await import('/pkg/index.js'),
      core: await import('/pkg/core/index.js'),
      lessons: await import('/pkg/lessons/index.js'),
      single: await import('/pkg/chess-arbiter.mjs'),
    };
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const thrown = {};
    for (const [name, m] of Object.entries(entries)) {
      try {
        if (name === 'lessons') await m.checkExercise({}, []);
        else m.applyMove(start, 'e5');
      } catch (e) { thrown[name] = e; }
    }
    const cross = [];
    for (const [from, e] of Object.entries(thrown)) {
      for (const [name, m] of Object.entries(entries)) cross.push(`${from}>${name}:${e instanceof m.ChessError}`);
    }
    return {
      codes: Object.fromEntries(Object.entries(thrown).map(([k, e]) => [k, e.code])),
      classes: new Set(Object.values(entries).map((m) => m.ChessError)).size,
      global: globalThis[Symbol.for('chess-arbiter.ChessError')] === entries.full.ChessError,
      cross,
    };
  });
  assert.deepEqual(got.codes, { full: 'ERR_ILLEGAL_MOVE', core: 'ERR_ILLEGAL_MOVE', lessons: 'ERR_INVALID_ARGUMENT', single: 'ERR_ILLEGAL_MOVE' });
  assert.equal(got.classes, 1);
  assert.equal(got.global, true);
  const names = ['full', 'core', 'lessons', 'single'];
  assert.deepEqual(got.cross, names.flatMap((from) => names.map((name) => `${from}>${name}:true`)));
  assert.deepEqual(page.problems, []);
});
