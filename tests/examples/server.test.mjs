// The reference game server (examples/server; issue 37, item 4), installed with the packed
// tarball like the other examples (tests/examples/apps.mjs), its client built with Vite, the
// server run as its own process (`node server.mjs`) on a free port with a fresh SQLite file:
//
// - two Chromium pages (1280x800 and a phone's 390x844) play a game to mate;
// - a game on a 3-second control: white's flag falls and both pages show the Art. 6.9 result;
// - a raw WebSocket client sends an illegal move, a move for the other side, a move with a
//   wrong token, a stale move and forged times: each refused with its code (the illegal one with
//   its ruling), the game and its log unchanged; the clock charges the server's time; a
//   resignation; a threefold repetition claimed with the move that makes it;
// - the server is killed mid-game (SIGKILL) and started again on the same file and port: both
//   pages come back where they were and the game goes on; a draw offered on one page and
//   accepted on the other;
// - two server processes on one SQLite file serve one game: two moves for the same position
//   sent through both at once, one taken and one refused; each process's clients hear of the
//   other's moves;
// - load: 200 games at once, each two WebSocket clients playing random legal moves through one
//   server process, then one game alone; prints the moves per second and the p50/p99 of a
//   move's round trip (measured, not asserted), and checks every game's stored state and the
//   last state its clients saw against a replay of its own event log on a fresh arbiter.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { idle, launchBrowser, newPage, settles } from '../e2e/helpers.mjs';
import { prepare } from './apps.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let app; // the example installed and built, in the cache
let requireApp; // require() from the example's node_modules (ws, better-sqlite3)
let tmp;
let browser;

before(async () => {
  app = await prepare('server');
  requireApp = createRequire(path.join(app, 'package.json'));
  tmp = mkdtempSync(path.join(os.tmpdir(), 'chess-arbiter-server-'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** `node server.mjs` in the example's folder; resolves once it listens: `{ url, port, child, output, kill() }`. */
function startServer({ db, port = 0 }) {
  const child = spawn(process.execPath, ['server.mjs', '--port', String(port), '--db', db], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 30 s:\n${output}`)), 30_000);
    child.stderr.on('data', (d) => { output += d; });
    child.stdout.on('data', (d) => {
      output += d;
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(output);
      if (m && timer) {
        clearTimeout(timer);
        resolve({
          url: m[1], port: Number(m[2]), child, output: () => output,
          kill: (signal = 'SIGTERM') => new Promise((r) => {
            if (child.exitCode !== null || child.signalCode !== null) { r(); return; }
            child.once('exit', r);
            child.kill(signal);
          }),
        });
      }
    });
    child.once('exit', (code, signal) => { clearTimeout(timer); reject(new Error(`the server exited (${code ?? signal}):\n${output}`)); });
  });
}

/** A raw protocol client: `request(msg)` resolves to the reply with the same id; `states` the last state per game. */
async function client(url) {
  const WebSocket = requireApp('ws');
  const ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws');
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const c = { ws, states: new Map(), waiting: new Map(), listeners: new Set(), nextId: 1, received: [] };
  ws.on('message', (data) => {
    const msg = JSON.parse(data);
    c.received.push(msg);
    if (msg.type === 'state') c.states.set(msg.game, msg);
    for (const l of c.listeners) l(msg);
    if (msg.id !== undefined && c.waiting.has(msg.id)) { // a reply: joined, state or error
      c.waiting.get(msg.id)(msg);
      c.waiting.delete(msg.id);
    }
  });
  c.request = (msg) => new Promise((resolve) => {
    const id = c.nextId++;
    c.waiting.set(id, resolve);
    ws.send(JSON.stringify({ ...msg, id }));
  });
  c.raw = (text) => ws.send(text);
  c.close = () => new Promise((r) => { ws.once('close', r); ws.close(); });
  return c;
}

/** What `settles` needs of a page, for waits outside one. */
const sleeper = { waitForTimeout: (ms) => new Promise((r) => setTimeout(r, ms)) };

/** The game's events as stored (read from the SQLite file while the server runs: WAL). */
function storedEvents(db, game) {
  const Database = requireApp('better-sqlite3');
  const d = new Database(db, { readonly: true, fileMustExist: true });
  try { return d.prepare('SELECT seq, at, kind, color, move FROM events WHERE game_id = ? ORDER BY seq').all(game); } finally { d.close(); }
}

describe('examples/server', { concurrency: 1 }, () => {
  let server;
  let db;
  before(async () => {
    db = path.join(tmp, 'games.sqlite');
    server = await startServer({ db });
  });
  after(async () => { await server?.kill(); });

  async function open(url, { width = 1280, height = 800 } = {}) {
    const page = await newPage(browser);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width, height });
    await page.goto(url);
    await page.waitForFunction(() => window.example?.connected());
    return page;
  }

  /** Page a creates a game (it plays white), page b joins it by the invite link. */
  async function pair(url, timeControl, sizes = [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const a = await open(url, sizes[0]);
    await a.fill('#time-control-text', timeControl);
    await a.selectOption('#color', 'w');
    await a.click('#create');
    await a.waitForFunction(() => window.example.state()?.you === 'w');
    const invite = await a.getAttribute('#invite', 'href');
    assert.match(invite, /\?game=[\w-]+$/);
    const b = await open(invite, sizes[1]);
    await b.waitForFunction(() => window.example.state()?.you === 'b');
    for (const p of [a, b]) await p.waitForFunction(() => window.example.state().seats.w && window.example.state().seats.b);
    return [a, b];
  }

  const ply = (page) => page.evaluate(() => window.example.state().ply);
  /** A move by clicks on the page's board, then both pages at the next ply. */
  async function play(mover, other, from, to) {
    const n = await ply(mover);
    await mover.click(`#board [data-square="${from}"]`);
    await mover.waitForSelector(`#board [data-square="${from}"].selected`);
    await mover.click(`#board [data-square="${to}"]`);
    for (const p of [mover, other]) await settles(p, () => ply(p), n + 1, `ply ${n + 1} after ${from}${to}`);
  }
  const piece = (page, sq) => page.$eval(`#board [data-square="${sq}"]`, (e) => e.querySelector('[data-piece]')?.dataset.piece ?? null);

  test('two pages (1280x800 and 390x844) play a game to mate', async () => {
    const [a, b] = await pair(server.url, '300');
    // the phone's board: whole, square, no sideways scroll
    const box = await b.locator('#board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board within the page: ${box.x} to ${box.x + box.width}`);
    assert.ok(Math.abs(box.width - box.height) < 1 && box.width >= 300, `a square board: ${box.width} x ${box.height}`);
    assert.ok(await b.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
    // the game's buttons are touch targets of at least 44 px on the phone (a trial found 21 px)
    const small = await b.$$eval('button', (bs) => bs.filter((e) => e.offsetParent !== null)
      .map((e) => [e.textContent.trim(), e.getBoundingClientRect()]).filter(([, r]) => r.height < 44 || r.width < 44)
      .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`));
    assert.deepEqual(small, [], 'buttons under 44 px');
    // black's board is turned: a8 at the bottom right... h1 at the top left
    const first = await b.$eval('#board [data-square]', (e) => e.dataset.square);
    assert.equal(first, 'h1');
    for (const p of [a, b]) {
      assert.deepEqual(await p.$$eval('#board [data-square="a1"], #board [data-square="h1"]', (s) => s.map((e) => [e.dataset.square, e.classList.contains('dark')]).sort()),
        [['a1', true], ['h1', false]], 'a1 dark, h1 light');
      assert.equal(await p.isHidden('#lobby'), true, 'no lobby during a game');
    }
    assert.match(await a.textContent('#status'), /White to move: your move/);
    // black cannot move for white: nothing is selectable on black's page
    await b.click('#board [data-square="e7"]');
    await idle(b);
    assert.equal(await b.$('#board .selected'), null);

    await play(a, b, 'f2', 'f3');
    await play(b, a, 'e7', 'e5');
    await play(a, b, 'g2', 'g4');
    await play(b, a, 'd8', 'h4');
    const mate = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    for (const p of [a, b]) {
      assert.equal(await p.evaluate(() => window.example.fen()), mate);
      assert.equal((await p.evaluate(() => window.example.state())).fen, mate);
      assert.equal(await piece(p, 'h4'), 'bq');
      assert.equal(await piece(p, 'd8'), null);
      assert.deepEqual(await p.$$eval('#board .check', (s) => s.map((e) => e.dataset.square)), ['e1']);
      assert.match(await p.textContent('#status'), /^Game over: checkmate \(Art\. 5\.1\.1\): 0-1, Black wins$/);
      assert.deepEqual(await p.$$eval('#moves li', (l) => l.map((e) => e.textContent)), ['f3 e5', 'g4 Qh4#']);
      assert.equal(await p.isHidden('#resign'), true, 'no resigning a finished game');
      assert.deepEqual(p.problems, []);
    }
    // no move after the mate: the board takes none
    await a.click('#board [data-square="e2"]');
    await idle(a);
    assert.equal(await a.$('#board .selected'), null);
    await a.close();
    await b.close();
  });

  test('a 3-second game: white\'s flag falls, both pages show the Art. 6.9 result', async () => {
    const [a, b] = await pair(server.url, '3', [{ width: 390, height: 844 }, { width: 1280, height: 800 }]);
    await play(a, b, 'e2', 'e4');
    await play(b, a, 'e7', 'e5'); // online start: white's clock runs from black's first move
    const running = await a.evaluate(() => window.example.state());
    assert.equal(running.running, 'w');
    assert.equal(running.clock.white, 3000, 'the first moves are untimed');
    for (const p of [a, b]) {
      await p.waitForFunction(() => window.example.state().outcome !== null, null, { timeout: 20_000 });
      const s = await p.evaluate(() => window.example.state());
      assert.deepEqual({ ...s.outcome, article: s.outcome.article ?? '6.9' },
        { winner: 'b', termination: 'timeout', result: '0-1', article: '6.9' });
      assert.equal(s.clock.white, 0);
      assert.match(await p.textContent('#status'), /^Game over: White's flag fell \(Art\. 6\.9\): 0-1, Black wins$/);
      assert.equal(await p.textContent('#clock-w'), '0:00.0');
      assert.deepEqual(p.problems, []);
    }
    const events = storedEvents(db, running.game);
    assert.deepEqual(events.map((e) => e.kind), ['move', 'move', 'flag']);
    assert.ok(events[2].at - events[1].at >= 3000, `the flag noticed at least 3 s after black's move: ${events[2].at - events[1].at} ms`);
    await a.close();
    await b.close();
  });

  test('a raw WebSocket client: an illegal move, a move for the other side, a wrong token, a stale move and forged times are refused and change nothing', async () => {
    const w = await client(server.url);
    const bl = await client(server.url);
    const created = await w.request({ type: 'create', timeControl: '60', color: 'w' });
    assert.equal(created.type, 'joined');
    assert.equal(created.color, 'w');
    const game = created.game;
    const joined = await bl.request({ type: 'join', game });
    assert.equal(joined.color, 'b');
    const W = created.token;
    const B = joined.token;
    assert.notEqual(W, B);

    const snapshot = async () => {
      const s = await w.request({ type: 'state', game });
      return { seq: s.seq, ply: s.ply, fen: s.fen, moves: s.moves, outcome: s.outcome, events: storedEvents(db, game).length };
    };
    const refused = async (c, msg, code) => {
      const before = await snapshot();
      const reply = await c.request(msg);
      assert.equal(reply.type, 'error', JSON.stringify(reply));
      assert.equal(reply.code, code, JSON.stringify(reply));
      assert.deepEqual(await snapshot(), before, `${code}: nothing changed`);
      return reply;
    };

    // illegal: answered with its ruling
    const illegal = await refused(w, { type: 'move', game, token: W, move: 'e2e5', ply: 0 }, 'ERR_ILLEGAL_MOVE');
    assert.equal(illegal.ruling.code, 'ERR_PAWN_MOVE');
    assert.match(illegal.ruling.article, /^3\.7/);
    assert.match(illegal.ruling.message, /pawn/i);
    // black's player moving at white's turn; white's player moving a black pawn
    await refused(bl, { type: 'move', game, token: B, move: 'e7e5', ply: 0 }, 'ERR_NOT_YOUR_TURN');
    const other = await refused(w, { type: 'move', game, token: W, move: 'e7e5', ply: 0 }, 'ERR_ILLEGAL_MOVE');
    assert.equal(other.ruling.code, 'ERR_NOT_YOUR_TURN');
    // a token that plays no side, a game that does not exist
    await refused(w, { type: 'move', game, token: 'not-a-token', move: 'e2e4', ply: 0 }, 'ERR_NOT_A_PLAYER');
    await refused(w, { type: 'move', game, token: B + 'x', move: 'e2e4', ply: 0 }, 'ERR_NOT_A_PLAYER');
    await refused(w, { type: 'move', game: 'nope', token: W, move: 'e2e4', ply: 0 }, 'ERR_NO_GAME');
    // forged times: whatever the value, a client's time is not taken
    await refused(w, { type: 'move', game, token: W, move: 'e2e4', ply: 0, at: 0 }, 'ERR_CLIENT_TIME');
    await refused(w, { type: 'move', game, token: W, move: 'e2e4', ply: 0, clock: { white: 60_000, black: 1 } }, 'ERR_CLIENT_TIME');
    await refused(w, { type: 'resign', game, token: B, at: Date.now() - 1e6 }, 'ERR_CLIENT_TIME');
    // a bad shape
    await refused(w, { type: 'move', game, token: W, move: 'e2e4' }, 'ERR_BAD_MESSAGE');
    await refused(w, { type: 'move', game, token: W, move: 'e2e4', ply: 0, extra: 1 }, 'ERR_BAD_MESSAGE');
    await refused(w, { type: 'teleport', game }, 'ERR_BAD_MESSAGE');

    // the real moves; the first two are untimed (online start)
    assert.equal((await w.request({ type: 'move', game, token: W, move: 'e2e4', ply: 0 })).type, 'state');
    // a stale move: made from ply 0 again (a double click, a client behind)
    await refused(w, { type: 'move', game, token: W, move: 'd2d4', ply: 0 }, 'ERR_STALE_POSITION');
    assert.equal((await bl.request({ type: 'move', game, token: B, move: 'e7e5', ply: 1, fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' })).type, 'state');
    const t0 = Date.now();
    // the right ply but another position than the game's
    await refused(w, { type: 'move', game, token: W, move: 'g1f3', ply: 2, fen: START }, 'ERR_STALE_POSITION');
    await new Promise((r) => setTimeout(r, 400));
    const forged = await refused(w, { type: 'move', game, token: W, move: 'g1f3', ply: 2, spent: 1 }, 'ERR_CLIENT_TIME');
    assert.match(forged.message, /server keeps the time/);
    assert.equal((await w.request({ type: 'move', game, token: W, move: 'g1f3', ply: 2 })).type, 'state');
    const elapsed = Date.now() - t0;
    const s = w.states.get(game); // the reply: the clocks at the move's time
    assert.deepEqual(s.moves, ['e2e4', 'e7e5', 'g1f3']);
    // white was charged the server's time since black's move: at least the 400 ms waited
    assert.ok(s.clock.white <= 60_000 - 400 && s.clock.white >= 60_000 - elapsed - 50, `white's clock ${s.clock.white} after ${elapsed} ms`);
    assert.equal(s.clock.black, 60_000);
    const events = storedEvents(db, game);
    assert.deepEqual(events.map((e) => [e.kind, e.color, e.move]), [['move', 'w', 'e2e4'], ['move', 'b', 'e7e5'], ['move', 'w', 'g1f3']]);
    // a message that is no JSON
    w.raw('{nope');
    await settles(sleeper,
      () => w.received.at(-1)?.code, 'ERR_BAD_MESSAGE', 'no JSON: ERR_BAD_MESSAGE');
    // a resignation with the right token ends it for black's player
    assert.equal((await bl.request({ type: 'resign', game, token: B })).type, 'state');
    const end = await w.request({ type: 'state', game });
    assert.deepEqual({ winner: end.outcome.winner, termination: end.outcome.termination, result: end.outcome.result },
      { winner: 'w', termination: 'resignation', result: '1-0' });
    await refused(w, { type: 'move', game, token: W, move: 'd2d4', ply: 3 }, 'ERR_GAME_OVER');

    // a threefold repetition claimed with the move that makes it (Art. 9.2.1.1)
    const g2 = (await w.request({ type: 'create', timeControl: '-', color: 'w' }));
    const b2 = await bl.request({ type: 'join', game: g2.game });
    const game2 = g2.game;
    const tokens = { w: g2.token, b: b2.token };
    const knights = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'];
    for (const [i, m] of knights.entries()) {
      const c = i % 2 ? bl : w;
      assert.equal((await c.request({ type: 'move', game: game2, token: tokens[i % 2 ? 'b' : 'w'], move: m, ply: i })).type, 'state');
    }
    const events2 = () => storedEvents(db, game2).length;
    let r = await bl.request({ type: 'claimDraw', game: game2, token: tokens.b });
    assert.equal(r.code, 'ERR_CLAIM_NEEDS_MOVE', JSON.stringify(r)); // valid only with the move
    r = await bl.request({ type: 'claimDraw', game: game2, token: tokens.b, move: 'f6g8', ply: 6 });
    assert.equal(r.code, 'ERR_STALE_POSITION', JSON.stringify(r));
    r = await w.request({ type: 'claimDraw', game: game2, token: tokens.w, move: 'f6g8', ply: 7 });
    assert.equal(r.code, 'ERR_NOT_YOUR_TURN', JSON.stringify(r));
    assert.equal(events2(), 7, 'the refused claims wrote nothing');
    assert.equal((await bl.request({ type: 'claimDraw', game: game2, token: tokens.b, move: 'f6g8', ply: 7 })).type, 'state');
    const drawn = await w.request({ type: 'state', game: game2 });
    assert.equal(drawn.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5');
    assert.deepEqual({ winner: drawn.outcome.winner, termination: drawn.outcome.termination, result: drawn.outcome.result },
      { winner: null, termination: 'threefold_repetition', result: '1/2-1/2' });
    assert.deepEqual(storedEvents(db, game2).at(-1), { ...storedEvents(db, game2).at(-1), kind: 'claim', color: 'b', move: 'f6g8' });
    await w.close();
    await bl.close();
  });

  test('the server restarts mid-game (killed): both pages resume where they were and play on', async () => {
    const db2 = path.join(tmp, 'restart.sqlite');
    let s = await startServer({ db: db2 });
    const [a, b] = await pair(s.url, '600+5');
    await play(a, b, 'e2', 'e4');
    await play(b, a, 'c7', 'c5');
    await play(a, b, 'g1', 'f3');
    const before = await a.evaluate(() => window.example.state());
    await s.kill('SIGKILL');
    for (const p of [a, b]) await p.waitForFunction(() => !window.example.connected());
    assert.match(await a.textContent('#connection'), /reconnecting/);
    s = await startServer({ db: db2, port: s.port });
    try {
      for (const p of [a, b]) {
        await p.waitForFunction(() => window.example.connected(), null, { timeout: 20_000 });
        await settles(p, () => p.evaluate(() => window.example.state().seq), before.seq, 'the state after the restart');
        const now = await p.evaluate(() => window.example.state());
        assert.equal(now.fen, before.fen);
        assert.deepEqual(now.moves, ['e2e4', 'c7c5', 'g1f3']);
        assert.equal(now.clock.white, before.clock.white, 'white\'s clock kept');
        assert.ok(now.clock.black <= before.clock.black, 'black\'s clock ran on in server time');
        assert.equal(await piece(p, 'f3'), 'wn');
        assert.equal(await p.textContent('#connection'), '');
      }
      assert.equal(await a.evaluate(() => window.example.state().you), 'w');
      assert.equal(await b.evaluate(() => window.example.state().you), 'b');
      await play(b, a, 'd7', 'd6');
      await play(a, b, 'd2', 'd4');
      assert.equal(await a.evaluate(() => window.example.fen()), 'rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3');
      // a draw offered on one page, accepted on the other (Art. 9.1.2, 5.2.3)
      assert.equal(await b.isHidden('#accept-draw'), true);
      await a.click('#offer-draw');
      await b.waitForSelector('#accept-draw:not([hidden])');
      // page a renders the same broadcast in its own time (a loaded machine: after page b)
      await a.waitForFunction(() => window.example.state().drawOffer === 'w');
      assert.equal(await a.isHidden('#offer-draw'), true, 'no second offer while one stands');
      await b.click('#accept-draw');
      for (const p of [a, b]) {
        await p.waitForFunction(() => window.example.state().outcome !== null);
        assert.equal(await p.textContent('#status'), 'Game over: draw by agreement (Art. 5.2.3): 1/2-1/2, draw');
      }
      assert.deepEqual(storedEvents(db2, before.game).slice(-2).map((e) => [e.kind, e.color]), [['offer', 'w'], ['accept', 'b']]);
      // the only trouble the pages saw: the connection refused while the server was down
      for (const p of [a, b]) assert.deepEqual(p.problems.filter((x) => !/WebSocket|ERR_CONNECTION_REFUSED/.test(x)), []);
    } finally {
      await a.close();
      await b.close();
      await s.kill();
    }
  });

  test('two server processes on one store serve the same game: a move for one position is taken once; the other process\'s clients hear of it', async () => {
    const db4 = path.join(tmp, 'two.sqlite');
    const s1 = await startServer({ db: db4 });
    const s2 = await startServer({ db: db4 });
    const c1 = await client(s1.url);
    const c2 = await client(s2.url);
    try {
      const created = await c1.request({ type: 'create', timeControl: '300', color: 'w' });
      const game = created.game;
      const joined = await c2.request({ type: 'join', game }); // a game created by the other process
      assert.equal(joined.color, 'b');
      const W = created.token;
      // white's token through both processes at once, two different moves from ply 0: one is taken
      for (let round = 0; round < 5; round++) {
        const ply = round * 2;
        const fen = (await c1.request({ type: 'state', game })).fen;
        const { legalMoves } = await import('chess-arbiter');
        const [m1, m2] = legalMoves(fen).slice(0, 2).map((m) => m.uci);
        const replies = await Promise.all([
          c1.request({ type: 'move', game, token: W, move: m1, ply }),
          c2.request({ type: 'move', game, token: W, move: m2, ply }),
        ]);
        assert.deepEqual(replies.map((r) => r.type).sort(), ['error', 'state'], JSON.stringify(replies));
        assert.equal(replies.find((r) => r.type === 'error').code, 'ERR_STALE_POSITION');
        const taken = replies[0].type === 'state' ? m1 : m2;
        // black answers through either process (the first never seated black: it reads the
        // seat from the store), which reads the game again first
        const [via, other] = round % 2 ? [c1, c2] : [c2, c1];
        const after = await via.request({ type: 'state', game });
        assert.equal(after.ply, ply + 1);
        assert.equal(after.moves.at(-1), taken);
        const reply = legalMoves(after.fen)[0].uci;
        assert.equal((await via.request({ type: 'move', game, token: joined.token, move: reply, ply: ply + 1 })).type, 'state');
        // the other process's client hears of black's move (its process polls the store)
        await settles(sleeper,
          () => other.states.get(game)?.ply, ply + 2, 'the state pushed by the other process');
      }
      const events = storedEvents(db4, game);
      assert.equal(events.length, 10, 'one event per move taken, no fork');
      assert.deepEqual(events.map((e) => e.seq), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await c1.close();
      await c2.close();
      await s1.kill();
      await s2.kill();
    }
  });

  test('load: 200 concurrent games of random legal moves through one server process; every game replays from its log', async () => {
    const GAMES = 200;
    const PLIES = 60; // a game stops there unless it ended before
    const DEADLINE = 120_000; // bounded: the test stops by itself
    const { legalMoves } = await import('chess-arbiter');
    const { Arbiter } = await import('chess-arbiter/arbiter');
    const { replay } = await import(pathToFileURL(path.join(app, 'lib', 'games.mjs')));
    const db3 = path.join(tmp, 'load.sqlite');
    const s = await startServer({ db: db3 });
    const clients = [];
    const games = [];
    let random = 12345; // a fixed seed: the same games each run (their times differ)
    const rand = (n) => { random = (random * 1103515245 + 12345) % 2147483648; return random % n; };
    /** `n` games set up (one connection per player), then played at once to PLIES or their end. */
    async function drive(n) {
      const set = [];
      for (let i = 0; i < n; i++) {
        const w = await client(s.url);
        const bl = await client(s.url);
        clients.push(w, bl);
        const c = await w.request({ type: 'create', timeControl: '300+2', color: 'w' });
        const j = await bl.request({ type: 'join', game: c.game });
        set.push({ id: c.game, players: { w: { c: w, token: c.token }, b: { c: bl, token: j.token } }, ply: 0, done: false });
      }
      games.push(...set);
      const latencies = [];
      let moves = 0;
      const t0 = performance.now();
      const until = Date.now() + DEADLINE;
      await Promise.all(set.map(async (g) => {
        let fen = START;
        while (Date.now() < until) {
          const turn = fen.split(' ')[1];
          const legal = legalMoves(fen);
          const m = legal[rand(legal.length)].uci;
          const p = g.players[turn];
          const sent = performance.now();
          const reply = await p.c.request({ type: 'move', game: g.id, token: p.token, move: m, ply: g.ply });
          latencies.push(performance.now() - sent);
          assert.equal(reply.type, 'state', `game ${g.id} ply ${g.ply} ${m}: ${JSON.stringify(reply)}`);
          moves += 1;
          g.ply += 1;
          assert.equal(reply.ply, g.ply);
          fen = reply.fen;
          const st = reply;
          if (st.outcome || g.ply >= PLIES) { g.done = true; break; }
        }
      }));
      const seconds = (performance.now() - t0) / 1000;
      latencies.sort((x, y) => x - y);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * q) - 1)].toFixed(1);
      console.log(`load: ${n} game${n > 1 ? 's' : ''} at once, ${moves} moves in ${seconds.toFixed(2)} s: ${Math.round(moves / seconds)} moves/s; `
        + `move round trip p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
      assert.equal(set.filter((g) => !g.done).length, 0, `every game reached ply ${PLIES} or its end within ${DEADLINE / 1000} s`);
    }
    try {
      await drive(GAMES);
      await drive(1); // then alone: a move's round trip on an idle (and warm) server

      // every game: its log replayed on a fresh arbiter gives the stored snapshot and what both
      // its players last saw (moves, FEN, both clocks at the state's server time, outcome)
      const Database = requireApp('better-sqlite3');
      const d = new Database(db3, { readonly: true, fileMustExist: true });
      try {
        const row = d.prepare('SELECT options, seq, snapshot FROM games WHERE id = ?');
        const evs = d.prepare('SELECT seq, at, kind, color, move FROM events WHERE game_id = ? ORDER BY seq');
        for (const g of games) {
          const stored = row.get(g.id);
          const events = evs.all(g.id);
          assert.equal(events.length, stored.seq);
          const a = replay(Arbiter, JSON.parse(stored.options), events);
          try {
            assert.deepEqual(JSON.parse(JSON.stringify(a.toJSON())), JSON.parse(stored.snapshot), `game ${g.id}: the stored snapshot is the replay's`);
            const restored = Arbiter.fromJSON(stored.snapshot);
            assert.equal(restored.pgn(), a.pgn(), `game ${g.id}: the PGN`);
            restored.free();
            for (const color of ['w', 'b']) {
              // the last move's state to the player who did not make it may still be on its way
              await settles(sleeper, () => g.players[color].c.states.get(g.id)?.seq, stored.seq, `game ${g.id}: ${color} saw the last event`);
              const st = g.players[color].c.states.get(g.id);
              assert.equal(st.fen, a.fen());
              assert.deepEqual(st.moves, a.history().map((h) => h.uci));
              assert.deepEqual(st.clock, a.remaining(st.serverTime), `game ${g.id}: ${color}'s clocks`);
              assert.deepEqual(st.outcome?.result ?? null, a.outcome()?.result ?? null);
            }
          } finally { a.free(); }
        }
      } finally { d.close(); }
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await s.kill();
    }
  });
});
