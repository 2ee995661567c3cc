// The board examples (examples/chessground, cm-chessboard, react-chessboard, vue; issues 15 and
// 39), each built with Vite from the packed tarball and played in Chromium through the real
// widget: click and drag moves, an illegal drop snaps back and shows the ruling, castling both
// ways (the king two squares and the king onto its rook; the rook moves too), en passant removes
// the pawn, promotion through a picker (a knight and a bishop: under-promotions), no picker for a
// pinned pawn, the check highlight and the end of the game. The two apps on the immutable game
// value (react-chessboard's useChessGame hook, vue's composable) also take back and replay moves,
// view an earlier ply while the game goes on, and load a PGN. One Chromium for all; each app at
// 1280x800 and at a phone's 390x844.
//
// Each scenario checks the position the board draws (read from the widget's own DOM) against an
// exact FEN, and the game's FEN.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { idle, launchBrowser, newPage, settles } from '../e2e/helpers.mjs';
import { lockApp, prepare, serveDist } from './apps.mjs';

const only = process.env.EXAMPLES ? process.env.EXAMPLES.split(',') : undefined;

const ROLE = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** What each widget's DOM looks like. Squares' centres come from the board's box (White below). */
const WIDGETS = {
  chessground: {
    board: 'cg-board',
    // Every drawn piece (not the ghost of a drag, nor one fading out) as square -> 'wp'.
    pieces: (page) => page.$$eval('cg-board piece', (ps) => ps
      .filter((p) => !/ghost|fading|dragging/.test(p.className))
      .map((p) => [p.cgKey, p.className])),
    decode: ([sq, cls]) => [sq, (cls.includes('white') ? 'w' : 'b') + cls.split(' ').map((c) => ({ pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' })[c]).find(Boolean)],
    check: (page) => page.$$eval('cg-board square.check', (s) => s.map((e) => e.cgKey)),
    lastMove: (page) => page.$$eval('cg-board square.last-move', (s) => s.map((e) => e.cgKey).sort()),
    picker: '#promotion:not([hidden])',
    choose: (page, role) => page.click(`#promotion button[data-role="${role}"]`),
  },
  'cm-chessboard': {
    board: '#board svg .board',
    pieces: (page) => page.$$eval('#board .pieces g[data-square][data-piece]', (ps) => ps
      .filter((p) => p.getAttribute('visibility') !== 'hidden')
      .map((p) => [p.dataset.square, p.dataset.piece])),
    decode: (x) => x,
    check: (page) => page.$$eval('#board .markers g[data-square]', (gs) => gs
      .filter((g) => g.querySelector('use.marker-circle-danger')).map((g) => g.dataset.square)),
    lastMove: (page) => page.$$eval('#board .markers g[data-square]', (gs) => gs
      .filter((g) => g.querySelector('use.marker-square')).map((g) => g.dataset.square).sort()),
    picker: '#board .promotion-dialog-button-group',
    choose: (page, role) => page.click(`#board .promotion-dialog-button-group[data-piece$="${role}"]`),
  },
  'react-chessboard': {
    board: '#play-board',
    // Pieces at rest on their squares (an animated or dragged piece is drawn outside them).
    pieces: (page) => page.$$eval('#play-board [data-square] [data-piece]', (ps) => ps
      .filter((p) => p.closest('[data-square]')).map((p) => [p.closest('[data-square]').dataset.square, p.dataset.piece])),
    decode: ([sq, piece]) => [sq, piece.toLowerCase()],
    // The squareStyles the app sets: a red glow for the check, green for the last move.
    check: (page) => page.$$eval('#play-board [data-square] > div', (ds) => ds
      .filter((d) => d.style.background.includes('rgb(255, 0, 0)')).map((d) => d.parentElement.dataset.square)),
    lastMove: (page) => page.$$eval('#play-board [data-square] > div', (ds) => ds
      .filter((d) => d.style.backgroundColor === 'rgba(155, 199, 0, 0.41)').map((d) => d.parentElement.dataset.square).sort()),
    picker: '#promotion',
    // The drag library (@dnd-kit) swallows the clicks that follow a drop with a capture listener
    // on the document, removed a moment later (a person's click comes later): wait until it is.
    init: () => {
      const live = window.__captureClicks = new Set();
      const add = Document.prototype.addEventListener, remove = Document.prototype.removeEventListener;
      const capture = (opts) => opts === true || !!opts?.capture;
      Document.prototype.addEventListener = function (type, fn, opts) {
        if (type === 'click' && capture(opts)) live.add(fn);
        return add.call(this, type, fn, opts);
      };
      Document.prototype.removeEventListener = function (type, fn, opts) {
        if (type === 'click' && capture(opts)) live.delete(fn);
        return remove.call(this, type, fn, opts);
      };
    },
    ready: (page) => page.waitForFunction(() => window.__captureClicks.size === 0),
    choose: async (page, role) => {
      await page.waitForFunction(() => window.__captureClicks.size === 0);
      await page.click(`#promotion button:text-is("${{ q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' }[role]}")`);
    },
    // On the immutable game value (issue 39): undo, redo, viewing an earlier ply, a PGN.
    history: true,
  },
  vue: {
    board: '#board',
    pieces: (page) => page.$$eval('#board [data-square] [data-piece]', (ps) => ps
      .map((p) => [p.closest('[data-square]').dataset.square, p.dataset.piece])),
    decode: ([sq, piece]) => [sq, piece.toLowerCase()],
    check: (page) => page.$$eval('#board [data-square].check', (s) => s.map((e) => e.dataset.square)),
    lastMove: (page) => page.$$eval('#board [data-square].last-move', (s) => s.map((e) => e.dataset.square).sort()),
    picker: '#promotion',
    choose: (page, role) => page.click(`#promotion button[data-role="${role}"]`),
    history: true,
  },
};

function placement(fen) {
  const out = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      out['abcdefgh'[file] + (8 - i)] = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toLowerCase();
      file += 1;
    }
  });
  return out;
}

/** The ruling the page shows, once it has come (the texts load on first use, and the ruling of
 * an illegal drop is asked for after it: its text is also the sign the drop was handled). */
async function ruling(page) {
  await page.waitForFunction(() => document.querySelector('#ruling')?.textContent !== '');
  return page.textContent('#ruling');
}

const sorted = (o) => Object.fromEntries(Object.entries(o).sort());

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The apps are installed, built and played side by side (each scenario mostly waits for the
// page): about half the time of one after the other.
describe('examples', { concurrency: true }, () => {
for (const [name, w] of Object.entries(WIDGETS).filter(([n]) => !only || only.includes(n))) {
  describe(name, { concurrency: 1 }, () => {
    let app;
    let server;
    let unlock;
    before(async () => {
      unlock = await lockApp(name);
      app = await prepare(name);
      server = await serveDist(app);
    });
    after(async () => {
      await server?.close();
      unlock?.();
    });

    async function open(fen, { width = 1280, height = 800, query = '' } = {}) {
      const page = await newPage(browser);
      // Four apps play at once on the CI's 2 loaded cores: a ruling's text chunk or a picker can
      // take seconds there; a wait that runs out still fails the test.
      page.setDefaultTimeout(20_000);
      await page.setViewportSize({ width, height });
      if (w.init) await page.addInitScript(w.init);
      const q = [fen ? `fen=${encodeURIComponent(fen)}` : '', query].filter(Boolean).join('&');
      await page.goto(server.url + (q ? `?${q}` : ''));
      await page.waitForFunction(() => window.example !== undefined);
      await page.waitForSelector(w.board);
      return page;
    }

    async function center(page, sq) {
      const box = await page.locator(w.board).first().boundingBox();
      const s = box.width / 8;
      return { x: box.x + ('abcdefgh'.indexOf(sq[0]) + 0.5) * s, y: box.y + (8 - Number(sq[1]) + 0.5) * s };
    }

    async function click(page, from, to) {
      if (w.ready) await w.ready(page);
      for (const sq of [from, to]) {
        const p = await center(page, sq);
        await page.mouse.click(p.x, p.y);
      }
    }

    async function drag(page, from, to) {
      const a = await center(page, from);
      const b = await center(page, to);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up();
    }

    // The board and the game change a moment apart: chessground draws a drop, then calls the
    // example's handler through a timer (`callUserFunction`), cm-chessboard sets the game first and
    // draws after its animation, and a widget redraws its highlights on the next frame, so a loaded
    // machine can look in between: every read below waits until it settles (`settles`, 15 s at
    // most), then asserts.

    /** The check highlight as the widget draws it. */
    const checkShown = (page, want) => settles(page, () => w.check(page), want, 'the check highlight');

    /** The last-move highlight as the widget draws it. */
    const lastMoveShown = (page, want) => settles(page, () => w.lastMove(page), want, 'the last-move highlight');

    /** Waits until the board draws `fen`'s pieces and the game's FEN is `fen`. */
    async function shows(page, fen) {
      const gameFen = () => page.evaluate(() => window.example.fen());
      await settles(page, async () => sorted(Object.fromEntries((await w.pieces(page)).map(w.decode))),
        sorted(placement(fen)), async () => `the pieces the board draws (the game's FEN: ${await gameFen()})`);
      await settles(page, gameFen, fen, "the game's FEN");
    }

    test('at a phone\'s width (390x844) the whole board shows, square, and plays (issue 38: the h-file was cut off)', async () => {
      const page = await newPage(browser);
      page.setDefaultTimeout(20_000);
      await page.setViewportSize({ width: 390, height: 844 });
      if (w.init) await page.addInitScript(w.init);
      await page.goto(server.url);
      await page.waitForFunction(() => window.example !== undefined);
      await page.waitForSelector(w.board);
      const box = await page.locator(w.board).first().boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board within the page: ${box.x} to ${box.x + box.width}`);
      assert.ok(Math.abs(box.width - box.height) < 1 && box.width >= 300, `a square board: ${box.width} x ${box.height}`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
      // the widget's own geometry follows: a move on the h-file by clicks
      await click(page, 'g1', 'h3');
      await shows(page, 'rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    test('click and drag moves, the last-move highlight; an illegal drop snaps back with its ruling', async () => {
      const page = await open();
      await click(page, 'e2', 'e4');
      await shows(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
      await lastMoveShown(page, ['e2', 'e4']);
      await drag(page, 'e7', 'e5');
      await shows(page, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
      await lastMoveShown(page, ['e5', 'e7']);
      await drag(page, 'g1', 'g3');
      // The ruling first: it comes once the drop was handled (an unchanged position shows at once).
      assert.match(await ruling(page), /knight.*3\.6/i);
      await shows(page, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
      await drag(page, 'g1', 'f3');
      await shows(page, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
      assert.equal(await page.textContent('#ruling'), '', 'the ruling goes with the next move');
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    test('castling both ways: the king two squares and the king onto its rook; the rook moves too', async () => {
      // The king's drop onto its rook, or its two-square move where the widget's glue has only that.
      const onto = (rook) => (w.kingOntoRook === false ? { a1: 'c1', a8: 'c8' }[rook] : rook);
      const page = await open('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
      await drag(page, 'e1', 'g1');
      await shows(page, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1');
      await drag(page, 'e8', onto('a8'));
      await shows(page, '2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2');
      await page.close();
      const other = await open('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
      await drag(other, 'e1', onto('a1'));
      await shows(other, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1');
      await click(other, 'e8', 'g8');
      await shows(other, 'r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2');
      assert.deepEqual(other.problems, []);
      await other.close();
    });

    test('en passant removes the pawn', async () => {
      const page = await open('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
      await drag(page, 'e5', 'd6');
      await shows(page, '4k3/8/3P4/8/8/8/8/4K3 b - - 0 1');
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    test('promotion through the picker (under-promotions), none for a pinned pawn', async () => {
      const page = await open('1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1');
      await drag(page, 'a7', 'b8');
      await page.waitForSelector(w.picker);
      await w.choose(page, 'n');
      await shows(page, '1N2k1n1/7P/8/8/8/8/p6p/1N2K1N1 b - - 0 1');
      await click(page, 'h2', 'g1');
      await page.waitForSelector(w.picker);
      await w.choose(page, 'b');
      await shows(page, '1N2k1n1/7P/8/8/8/8/p7/1N2K1b1 w - - 0 2');
      await drag(page, 'h7', 'h8');
      await page.waitForSelector(w.picker);
      await w.choose(page, 'q');
      await shows(page, '1N2k1nQ/8/8/8/8/8/p7/1N2K1b1 b - - 0 2');
      assert.deepEqual(page.problems, []);
      await page.close();

      const pinned = await open('2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1');
      await drag(pinned, 'd7', 'd8');
      // The ruling first: the drop has been handled then (chessground calls the handler through a
      // timer), so a picker the app wrongly opened would be there.
      assert.match(await ruling(pinned), /pinned/i);
      await shows(pinned, '2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1');
      assert.equal(await pinned.$(w.picker), null, 'no picker for a pinned pawn');
      await pinned.close();
    });

    test('the check highlight, then checkmate ends the game', async () => {
      const page = await open();
      await click(page, 'f2', 'f3');
      await shows(page, 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1');
      await click(page, 'e7', 'e5');
      await shows(page, 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2');
      await drag(page, 'g2', 'g4');
      await shows(page, 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
      await checkShown(page, []);
      await drag(page, 'd8', 'h4');
      await shows(page, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
      await checkShown(page, ['e1']);
      assert.match(await page.textContent('#status'), /checkmate.*black wins/i);
      await drag(page, 'e2', 'e4');
      await idle(page); // a move wrongly let through would have reached the game by now
      await shows(page, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
      assert.equal(await page.textContent('#ruling'), '', 'no ruling: the board takes no move after the mate');
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    // A new-user trial: a reply landing while the promotion picker is open left the picker open,
    // and choosing then threw an uncaught ChessError. The picker closes with any change of the game.
    if (w.history) {
      test('a reply landing while the promotion picker is open closes the picker; nothing is thrown', async () => {
        const page = await open('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', { query: 'replyDelay=1500' });
        if (w.ready) await w.ready(page);
        await page.click('#reply');
        await drag(page, 'b7', 'b8');
        await page.waitForSelector(w.picker);
        await settles(page, () => page.evaluate(() => window.example.state().length), 1, 'the reply played');
        await page.waitForSelector(w.picker, { state: 'detached' });
        assert.deepEqual(page.problems, []);
        await page.close();
      });
    }

    // A new-user trial: a bad ?fen= left the page empty, a ruling stayed after undo, and the « ‹ › »
    // buttons were about 20 px wide on a phone.
    if (w.history) {
      test('at 390x844: a bad ?fen= shows why and the start; undo clears a ruling; the controls are 44 px touch targets', async () => {
        const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
        const E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
        const page = await open('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', { width: 390, height: 844 });
        assert.match(await ruling(page), /^The FEN of the address \(\?fen=\) was refused, so the game starts from the initial position: .*X/);
        await shows(page, START);
        const sizes = await page.$$eval('.controls button', (bs) => bs.map((b) => {
          const r = b.getBoundingClientRect();
          return [b.id, Math.round(r.width), Math.round(r.height)];
        }));
        assert.deepEqual(sizes.map(([id]) => id), ['undo', 'redo', 'first', 'prev', 'next', 'last', 'reply', 'new']);
        for (const [id, width, height] of sizes) assert.ok(width >= 44 && height >= 44, `#${id}: ${width}x${height} px`);
        // the PGN form's button too (78x21 px: a new user's trial)
        const load = await page.locator('#load-pgn').boundingBox();
        assert.ok(load.width >= 44 && load.height >= 44, `#load-pgn: ${load.width}x${load.height} px`);
        const box = await page.locator('.controls').boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `the controls within the page: ${box.x} to ${box.x + box.width}`);
        await click(page, 'e2', 'e4');
        await shows(page, E4);
        assert.equal(await page.textContent('#ruling'), '', 'the FEN\'s ruling goes with the first move');
        await drag(page, 'g8', 'g6');
        assert.match(await ruling(page), /knight.*3\.6/i);
        if (w.ready) await w.ready(page);
        await page.click('#undo');
        await shows(page, START);
        assert.equal(await page.textContent('#ruling'), '', 'undo clears the ruling');
        await drag(page, 'g1', 'g3');
        assert.match(await ruling(page), /knight.*3\.6/i);
        if (w.ready) await w.ready(page);
        await page.click('#redo');
        await shows(page, E4);
        assert.equal(await page.textContent('#ruling'), '', 'redo clears the ruling');
        assert.deepEqual(page.problems, []);
        await page.close();
      });
    }

    // The apps on the immutable game value (issue 39): one state per change, the view apart.
    for (const size of w.history ? [{ width: 1280, height: 800 }, { width: 390, height: 844 }] : []) {
      test(`at ${size.width}x${size.height}: undo and redo, an earlier ply viewed while the game goes on, a PGN loaded`, async () => {
        const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
        const E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
        const E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
        const NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
        const NC3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 2';
        // The random reply "thinks" 2 s: long enough for a click to undo a move meanwhile.
        const page = await open(undefined, { ...size, query: 'replyDelay=2000' });
        const state = () => page.evaluate(() => {
          const s = window.example.state();
          return { length: s.length, ply: s.ply, frozen: Object.isFrozen(s) };
        });
        const sans = () => page.$$eval('#moves button[data-ply]', (bs) => bs.map((b) => b.textContent.trim()));
        const top = () => page.evaluate(() => window.scrollTo(0, 0));
        // a button pressed as a person would: not in the moment a drag library still swallows clicks
        const press = async (selector) => {
          if (w.ready) await w.ready(page);
          await page.click(selector);
        };
        await click(page, 'e2', 'e4');
        await shows(page, E4);
        await drag(page, 'e7', 'e5');
        await shows(page, E5);
        await click(page, 'g1', 'f3');
        await shows(page, NF3);
        assert.deepEqual(await sans(), ['e4', 'e5', 'Nf3']);
        assert.deepEqual(await state(), { length: 3, ply: 3, frozen: true });

        // undo takes the last move back, redo plays it again; a new move drops what was undone
        await press('#undo');
        await shows(page, E5);
        assert.deepEqual(await sans(), ['e4', 'e5']);
        await press('#redo');
        await shows(page, NF3);
        assert.equal(await page.isDisabled('#redo'), true, 'nothing left to redo');
        await press('#undo');
        await shows(page, E5);
        await lastMoveShown(page, ['e5', 'e7']);
        await top();
        await click(page, 'b1', 'c3');
        await shows(page, NC3);
        assert.equal(await page.isDisabled('#redo'), true, 'a new move clears what was undone');
        assert.deepEqual(await sans(), ['e4', 'e5', 'Nc3']);

        // view ply 1: the board shows it and takes no move there
        await press('#moves button[data-ply="1"]');
        await shows(page, E4);
        await lastMoveShown(page, ['e2', 'e4']);
        assert.deepEqual(await state(), { length: 3, ply: 1, frozen: true });
        assert.match(await page.textContent('#viewing'), /Viewing ply 1 of 3/);
        await top();
        await click(page, 'd7', 'd5');
        await idle(page);
        await shows(page, E4);
        assert.deepEqual(await state(), { length: 3, ply: 1, frozen: true }, 'no move played from a ply viewed');

        // the game goes on meanwhile: a reply lands at the game's end, the view stays at ply 1
        await press('#reply');
        await settles(page, state, { length: 4, ply: 1, frozen: true }, 'the reply played at the end, the view kept');
        await shows(page, E4);
        const reply = (await sans())[3];
        assert.ok(reply, 'a fourth move listed');
        await press('#next');
        await shows(page, E5);
        await press('#last');
        assert.deepEqual(await state(), { length: 4, ply: 4, frozen: true });
        const end = await page.evaluate(() => window.example.fen());
        assert.notEqual(end, NC3);
        await shows(page, end);
        assert.equal(await page.textContent('#viewing'), '');
        await press('#first');
        await shows(page, START);
        await press('#last');
        await shows(page, end);

        // a reply asked for, then a move undone before it lands: it is played on the newest state
        // (the callbacks read it when they run, not the state of the render that set them up)
        const before = await sans();
        await press('#reply');
        await press('#undo');
        await shows(page, NC3);
        await settles(page, state, { length: 4, ply: 4, frozen: true }, 'the reply played after the undo, on its state');
        const after = await sans();
        assert.deepEqual(after.slice(0, 3), before.slice(0, 3), 'the first three moves kept');
        assert.equal(await page.evaluate(() => window.example.state().undone), null, 'the reply took the place of the move undone');
        await shows(page, await page.evaluate(() => window.example.fen()));

        // a PGN loaded: its last position, the check and the result
        await page.fill('#pgn', '1. f3 e5 2. g4 Qh4# 0-1');
        await press('#load-pgn');
        await shows(page, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
        await checkShown(page, ['e1']);
        assert.match(await page.textContent('#status'), /checkmate.*black wins/i);
        assert.deepEqual(await sans(), ['f3', 'e5', 'g4', 'Qh4#']);
        await page.fill('#pgn', '1. e4 e5 2. Ke3');
        await press('#load-pgn');
        await page.waitForFunction(() => document.querySelector('#ruling')?.textContent !== '');
        assert.match(await page.textContent('#ruling'), /Ke3/);
        assert.deepEqual(await sans(), ['f3', 'e5', 'g4', 'Qh4#'], 'a PGN refused leaves the game as it was');
        assert.deepEqual(page.problems, []);
        await page.close();
      });
    }
  });
}
});
