// End-to-end tests of the demo in www/, in Debian's headless Chromium driven by playwright-core,
// against the page served the way `npm start` serves it (node scripts/serve.mjs).
//
//   node --test tests/e2e/            (needs pkg/ built: npm run build)
//
// Environment: CHROMIUM (default: chromium on PATH); CHESS_ARBITER_SERVE to use another serve
// script with the same contract (prints "chess-arbiter demo: http://127.0.0.1:PORT/").
// Screenshots land in test-results/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertScrolled, chooseLang, idle, launchBrowser, recordProblems, scrollAtRest, settles } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'test-results');
const games = JSON.parse(fs.readFileSync(path.join(root, 'www/games.json'), 'utf8')).games;

let server, browser, baseUrl;

// The server as `npm start` runs it, in its own process, on a port the system picks (PORT=0):
// the test reads the URL it prints.
function startServeScript() {
  const script = process.env.CHESS_ARBITER_SERVE || path.join(root, 'scripts/serve.mjs');
  const child = spawn(process.execPath, [script], {
    cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => { child.kill(); reject(new Error(`no URL from ${script} within 30 s:\n${out}`)); }, 30_000);
    const onData = d => {
      out += d;
      const m = out.match(/chess-arbiter demo: (http:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve({ child, url: m[1].endsWith('/') ? m[1] : m[1] + '/' }); }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', code => { clearTimeout(timer); reject(new Error(`${script} exited with ${code}:\n${out}`)); });
  });
}

before(async () => {
  fs.mkdirSync(resultsDir, { recursive: true });
  ({ child: server, url: baseUrl } = await startServeScript());
  const pkg = await fetch(new URL('pkg/index.js', baseUrl));
  assert.equal(pkg.status, 200, 'the server does not serve /pkg/index.js: build the package first (npm run build)');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.removeAllListeners('exit');
    server.kill();
  }
});

// A fresh page per test. Any console error or warning, uncaught exception, failed request or
// HTTP error fails the test (checked in done()), as helpers.mjs's newPage records them.
// Every call of Element.animate is logged in window.__anims as { piece, square, kind }.
async function open(t, { reducedMotion = 'no-preference', viewport = { width: 1200, height: 860 } } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  const errors = recordProblems(page);
  await page.addInitScript(() => {
    window.__anims = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const list = Array.isArray(frames) ? frames : [];
      const kind = list.some(f => 'opacity' in f) ? 'fade'
        : list.some(f => /translate\(/.test(String(f.transform || ''))) ? 'slide' : 'other';
      window.__anims.push({
        piece: this.dataset?.piece || this.dataset?.leaving || null,
        square: this.closest?.('[data-square]')?.dataset.square || null,
        kind,
      });
      return original.call(this, frames, options);
    };
  });
  await page.goto(baseUrl);
  await page.waitForSelector('body[data-ready="true"]');
  t.after(async () => {
    await context.close();
  });
  return {
    page,
    done() { assert.deepEqual(errors, [], 'the page logged errors'); },
  };
}

const sq = s => `[data-square="${s}"]`;
const pieceOn = async (page, s) => page.$eval(sq(s), b => b.querySelector('[data-piece]')?.dataset.piece ?? null);
const fen = page => page.inputValue('#fen');
// Waits for the animations to end (and for a module that an action loads at its first use:
// body[data-pending]), then checks that every piece is drawn as what it claims to be.
async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().length === 0 && !document.body.dataset.pending);
  const wrong = await page.$$eval('.piece[data-piece]', ps => ps
    .filter(p => p.querySelector('svg')?.dataset.role !== p.dataset.piece[1].toLowerCase()
      || !p.classList.contains(p.dataset.piece[0]))
    .map(p => `${p.closest('[data-square]').dataset.square}: ${p.dataset.piece} drawn as ${p.className} ${p.querySelector('svg')?.dataset.role}`));
  assert.deepEqual(wrong, [], 'pieces drawn as what they are');
}
const anims = page => page.evaluate(() => window.__anims.splice(0));

// A key pressed on the page, the demo settled, and the FEN it then shows.
async function pressKey(page, key) {
  await page.keyboard.press(key);
  await settle(page);
  return fen(page);
}

// A control clicked, the demo settled, and the FEN it then shows.
async function clickControl(page, selector) {
  await page.click(selector);
  await settle(page);
  return fen(page);
}

async function clickMove(page, from, to) {
  await page.click(sq(from));
  await page.click(sq(to));
  await settle(page);
}

async function loadFen(page, text, { chess960 = false } = {}) {
  await page.fill('#fen', text);
  await page.setChecked('#fen-960', chess960);
  await page.click('#fen-load');
  await settle(page);
  await anims(page);
}

/** Clicks from then to inside the page, then reads at once which pieces are animating. */
function clickAndReadAnimations(page, from, to) {
  return page.evaluate(([from, to]) => {
    document.querySelector(`[data-square="${from}"]`).click();
    document.querySelector(`[data-square="${to}"]`).click();
    return [...document.querySelectorAll('.piece')]
      .filter(p => p.getAnimations().length > 0)
      .map(p => ({
        piece: p.dataset.piece || p.dataset.leaving,
        square: p.closest('[data-square]')?.dataset.square,
        leaving: p.classList.contains('leaving'),
      }));
  }, [from, to]);
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

test('start position: 32 pieces, labelled squares, screenshot', async t => {
  const { page, done } = await open(t);
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal(await page.getAttribute(sq('e1'), 'aria-label'), 'e1, white king');
  assert.equal(await page.getAttribute(sq('g8'), 'aria-label'), 'g8, black knight');
  assert.equal(await page.getAttribute(sq('e4'), 'aria-label'), 'e4, empty');
  assert.equal(await fen(page), START);
  assert.match(await page.textContent('#status'), /White to move/);
  await page.screenshot({ path: path.join(resultsDir, 'start-position.png') });
  done();
});

test('1.e4 by clicking: targets shown, pawn slides, FEN and move list follow', async t => {
  const { page, done } = await open(t);
  await page.click(sq('e2'));
  assert.ok(await page.$eval(sq('e2'), b => b.classList.contains('selected')));
  const targets = await page.$$eval('.sq.target', bs => bs.map(b => b.dataset.square).sort());
  assert.deepEqual(targets, ['e3', 'e4']);
  await page.click(sq('e4'));
  const log = await anims(page);
  assert.ok(log.some(a => a.piece === 'wP' && a.square === 'e4' && a.kind === 'slide'), JSON.stringify(log));
  await settle(page);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  assert.equal(await page.getAttribute(sq('e4'), 'aria-label'), 'e4, white pawn');
  assert.equal(await fen(page), AFTER_E4);
  assert.deepEqual(await page.$$eval('#movelist .num, #movelist .mv', es => es.map(e => e.textContent)), ['1.', 'e4']);
  assert.match(await page.textContent('#status'), /Black to move/);
  done();
});

test('1.e4 by dragging with the mouse (after a refused drop that snaps back)', async t => {
  const { page, done } = await open(t);
  const box = async s => { const b = await page.locator(sq(s)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const drag = async (from, to) => {
    const [x1, y1] = await box(from);
    const [x2, y2] = await box(to);
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move(x2, y2, { steps: 8 });
    await page.mouse.up();
    await settle(page);
  };
  await drag('e2', 'e5');
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PAWN_MOVE"]');
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await page.$eval(`${sq('e2')} .piece`, p => p.style.transform), '', 'the pawn went home');
  assert.equal(await fen(page), START);
  const [x1, y1] = await box('e2');
  const [x2, y2] = await box('e4');
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x1 + 3, y1 - 10, { steps: 3 });
  await page.mouse.move(x2, y2, { steps: 8 });
  assert.ok(await page.$eval(`${sq('e2')} [data-piece="wP"]`, p => p.classList.contains('dragging')), 'the pawn follows the pointer');
  await page.mouse.up();
  await settle(page);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  assert.equal(await fen(page), AFTER_E4);
  done();
});

test('1.e4 with the keyboard: arrows move the focus, Enter picks and drops', async t => {
  const { page, done } = await open(t);
  await page.focus(sq('e2'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e4');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await fen(page), AFTER_E4);
  done();
});

test('castling on both wings, both colours: king and rook slide together', async t => {
  const { page, done } = await open(t);
  const FEN = 'r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1';
  const cases = [
    // [from, to, king at, rook from, rook at]
    [['e1', 'g1', 'wK', 'h1', 'f1', 'wR'], ['e8', 'c8', 'bK', 'a8', 'd8', 'bR']],
    [['e1', 'c1', 'wK', 'a1', 'd1', 'wR'], ['e8', 'g8', 'bK', 'h8', 'f8', 'bR']],
  ];
  for (const pair of cases) {
    await loadFen(page, FEN);
    for (const [from, to, king, rookFrom, rookTo, rook] of pair) {
      const running = await clickAndReadAnimations(page, from, to);
      assert.ok(running.some(a => a.piece === king && a.square === to), `${king} animates: ${JSON.stringify(running)}`);
      assert.ok(running.some(a => a.piece === rook && a.square === rookTo), `${rook} animates: ${JSON.stringify(running)}`);
      await settle(page);
      assert.equal(await pieceOn(page, to), king);
      assert.equal(await pieceOn(page, rookTo), rook);
      assert.equal(await pieceOn(page, from), null);
      assert.equal(await pieceOn(page, rookFrom), null);
    }
  }
  assert.match(await page.textContent('#movelist'), /O-O-O/);
  done();
});

test('Chess960 castling: king onto its rook, both animate', async t => {
  const { page, done } = await open(t);
  // king c1/c8, rooks b and e: O-O sends the king to g1, O-O-O leaves it on c8
  await loadFen(page, 'nrk1r3/pppppppp/8/8/8/8/PPPPPPPP/1RK1R3 w EBeb - 0 1', { chess960: true });
  let running = await clickAndReadAnimations(page, 'c1', 'e1');   // king takes own rook: O-O
  await settle(page);
  assert.equal(await pieceOn(page, 'g1'), 'wK');
  assert.equal(await pieceOn(page, 'f1'), 'wR');
  assert.equal(await pieceOn(page, 'c1'), null);
  assert.equal(await pieceOn(page, 'e1'), null);
  assert.ok(running.some(a => a.piece === 'wK'), JSON.stringify(running));
  assert.ok(running.some(a => a.piece === 'wR'), JSON.stringify(running));
  running = await clickAndReadAnimations(page, 'c8', 'b8');       // O-O-O: the king stays on c8
  await settle(page);
  assert.equal(await pieceOn(page, 'c8'), 'bK');
  assert.equal(await pieceOn(page, 'd8'), 'bR');
  assert.equal(await pieceOn(page, 'b8'), null);
  assert.ok(running.some(a => a.piece === 'bR' && a.square === 'd8'), JSON.stringify(running));
  done();
});

test('en passant: the pawn slides diagonally, the captured pawn fades on its own square', async t => {
  const { page, done } = await open(t);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'a7', 'a6');
  await clickMove(page, 'e4', 'e5');
  await clickMove(page, 'd7', 'd5');
  await anims(page);
  const running = await clickAndReadAnimations(page, 'e5', 'd6');
  assert.ok(running.some(a => a.piece === 'wP' && a.square === 'd6' && !a.leaving), JSON.stringify(running));
  assert.ok(running.some(a => a.piece === 'bP' && a.square === 'd5' && a.leaving), JSON.stringify(running));
  const log = await anims(page);
  assert.ok(log.some(a => a.piece === 'wP' && a.square === 'd6' && a.kind === 'slide'));
  assert.ok(log.some(a => a.piece === 'bP' && a.square === 'd5' && a.kind === 'fade'));
  await settle(page);
  assert.equal(await pieceOn(page, 'd6'), 'wP');
  assert.equal(await pieceOn(page, 'd5'), null, 'the captured pawn left d5');
  assert.equal(await page.locator(`${sq('d5')} .piece`).count(), 0);
  assert.equal(await fen(page), 'rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3');
  assert.match(await page.textContent('#movelist'), /exd6/);
  // undo puts the captured pawn back, fading in
  await page.click('#btn-undo');
  await settle(page);
  assert.equal(await pieceOn(page, 'd5'), 'bP');
  assert.equal(await pieceOn(page, 'e5'), 'wP');
  done();
});

test('promotion through the picker: a queen, then an under-promotion to a knight', async t => {
  const { page, done } = await open(t);
  await loadFen(page, '8/P7/8/7k/8/8/7p/4K3 w - - 0 1');
  await page.click(sq('a7'));
  await page.click(sq('a8'));
  await page.waitForSelector('.picker'); // (www/picker.js loads at the first promotion)
  const choices = await page.$$eval('.picker [data-promotion]', bs => bs.map(b => b.dataset.promotion).sort());
  assert.deepEqual(choices, ['b', 'n', 'q', 'r']);
  assert.equal(await fen(page), '8/P7/8/7k/8/8/7p/4K3 w - - 0 1', 'nothing happens before the choice');
  await page.click('.picker [data-promotion="q"]');
  await settle(page);
  assert.equal(await pieceOn(page, 'a8'), 'wQ');
  assert.equal(await page.locator('.picker').count(), 0);
  // Escape closes the picker and changes nothing
  await page.click(sq('h2'));
  await page.click(sq('h1'));
  await page.waitForSelector('.picker');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.picker').count(), 0);
  assert.equal(await pieceOn(page, 'h2'), 'bP');
  await page.click(sq('h2'));
  await page.click(sq('h1'));
  await page.click('.picker [data-promotion="n"]');
  await settle(page);
  assert.equal(await pieceOn(page, 'h1'), 'bN');
  assert.equal(await page.getAttribute(sq('h1'), 'aria-label'), 'h1, black knight');
  assert.equal(await fen(page), 'Q7/8/8/7k/8/8/8/4K2n w - - 0 2');
  assert.match(await page.textContent('#movelist'), /a8=Q.*h1=N/s);
  done();
});

test('an illegal click shows the reason and changes nothing', async t => {
  const { page, done } = await open(t);
  assert.equal(await page.isHidden('#ruling'), true);
  // The squares that start flashing, recorded as it happens: the flash ends by a 600 ms timer,
  // and the ruling, waited for below, may come later than that on a loaded machine.
  await page.evaluate(() => {
    window.__flashed = new Set();
    new MutationObserver(ms => {
      for (const m of ms) if (m.target.classList.contains('flash')) window.__flashed.add(m.target.dataset.square);
    }).observe(document.getElementById('board'), { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  await page.click(sq('e2'));
  await page.click(sq('e5'));
  const log = await anims(page);
  assert.ok(log.some(a => a.piece === 'wP' && a.square === 'e2'), 'the pawn shakes');
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PAWN_MOVE"]');
  const reason = (await page.textContent('#ruling-text')).trim();
  assert.equal(reason, 'A pawn goes one square straight ahead (two from its starting square) and captures one square diagonally forward, so the pawn on e2 cannot reach e5. (Art. 3.7.1)');
  assert.deepEqual(await page.evaluate(() => [...window.__flashed]), ['e5'], 'the target flashes');
  assert.equal(await fen(page), START);
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await pieceOn(page, 'e5'), null);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal((await page.textContent('#movelist')).trim(), 'No moves yet.');
  done();
});

test('replay a bundled real game to its end: final FEN as computed from its moves', async t => {
  const { page, done } = await open(t);
  // the shortest game that ends in checkmate
  const index = games.map((g, i) => [g, i]).filter(([g]) => g.features.includes('checkmate'))
    .sort((a, b) => a[0].moves.length - b[0].moves.length)[0][1];
  const game = games[index];
  assert.ok(games.length >= 12);
  // The list is in the page (scripts/pick-games.mjs writes it beside games.json), whose moves
  // are fetched at the first pick, not at the first load.
  assert.deepEqual(await page.$$eval('#replay-select option', os => os.map(o => [o.value, o.textContent])),
    [['-1', 'Choose a game…'], ...games.map((g, i) => [String(i), `${g.white} – ${g.black}, ${g.result} (${g.date.slice(0, 4)})`])]);
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map(e => new URL(e.name).pathname));
  assert.ok(!(await fetched()).includes('/games.json'), 'games.json is not part of the first load');
  await page.selectOption('#replay-select', String(index));
  await settle(page);
  assert.equal(await fen(page), START);
  assert.ok((await fetched()).includes('/games.json'), 'games.json fetched at the pick');
  assert.equal(await page.inputValue('#replay-select'), String(index));
  await page.fill('#replay-speed', '10');
  // The button's labels, recorded as they change: at speed 10 the game may be over (and the
  // label back to Play) before a read after the click.
  await page.evaluate(() => {
    const button = document.getElementById('replay-play');
    window.__labels = [button.textContent];
    new MutationObserver(() => {
      if (button.textContent !== window.__labels.at(-1)) window.__labels.push(button.textContent);
    }).observe(button, { childList: true, characterData: true, subtree: true });
  });
  await page.click('#replay-play');
  await page.waitForFunction(n => document.querySelectorAll('#movelist .mv:not(.future)').length === n,
    game.moves.length, { timeout: 30_000 });
  await settle(page);
  assert.equal(await fen(page), game.finalFen);
  assert.deepEqual(await page.evaluate(() => window.__labels), ['Play', 'Pause', 'Play']);
  assert.equal(await page.textContent('#replay-play'), 'Play');
  assert.match(await page.textContent('#status'), /Checkmate/);
  const log = await anims(page);
  assert.ok(log.filter(a => a.kind === 'slide').length >= game.moves.length - 1, 'each move slid');
  done();
});

test('replay of every bundled game reaches its recorded final FEN (jump to the end)', async t => {
  const { page, done } = await open(t);
  for (const [i, g] of games.entries()) {
    await page.selectOption('#replay-select', String(i));
    await page.click('#btn-last');
    assert.equal(await fen(page), g.finalFen, `game ${g.id}`);
  }
  // screenshot: the longest game, in the middle, a minor piece selected to show its targets
  const longest = games.reduce((best, g, i) => (g.moves.length > games[best].moves.length ? i : best), 0);
  await page.selectOption('#replay-select', String(longest));
  await page.click(`#movelist [data-ply="${Math.min(40, games[longest].moves.length - 1)}"]`);
  await settle(page);
  for (const s of await page.$$eval('.sq', bs => bs.map(b => b.dataset.square))) {
    if (!/(white|black) (knight|bishop)/.test(await page.getAttribute(sq(s), 'aria-label'))) continue;
    await page.click(sq(s));
    if (await page.locator('.sq.target').count() > 2) break;
    await page.click(sq(s));
  }
  await page.screenshot({ path: path.join(resultsDir, 'mid-game.png') });
  done();
});

test('panels: PGN box, check and mate, move list, undo/redo, flip, new game', async t => {
  const { page, done } = await open(t);
  await page.fill('#pgn', '[Event "Casual"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
  await page.click('#pgn-load');
  await settle(page);
  assert.equal(await page.locator('#movelist .mv').count(), 7);
  assert.match(await page.textContent('#status'), /Checkmate — White wins/);
  assert.ok(await page.$eval(sq('e8'), b => b.classList.contains('check')), 'the mated king is marked');
  const sizes = await page.$$eval('.sq', bs => [...new Set(bs.map(b => Math.round(b.getBoundingClientRect().width)))]);
  assert.equal(sizes.length, 1, `all squares keep their size: ${sizes}`);
  assert.equal(await fen(page), 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4');
  await page.click('#movelist [data-ply="2"]');
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(await page.getAttribute('#movelist [data-ply="2"]', 'aria-current'), 'true');
  await page.click('#btn-undo');
  await settle(page);
  assert.equal(await fen(page), AFTER_E4);
  await page.click('#btn-redo');
  await page.click('#btn-redo');
  await settle(page);
  assert.equal(await pieceOn(page, 'h5'), 'wQ');
  await page.click('#btn-last');
  await settle(page);
  assert.match(await page.textContent('#status'), /Checkmate/);
  // after the mate nothing moves
  await page.click(sq('a7'));
  await page.click(sq('a6'));
  assert.equal(await pieceOn(page, 'a7'), 'bP');
  // flip: a1 goes to the top right
  const y = async s => (await page.locator(sq(s)).boundingBox()).y;
  assert.ok(await y('a1') > await y('a8'));
  await page.click('#btn-flip');
  assert.ok(await y('a1') < await y('a8'));
  await page.click('#btn-new');
  await settle(page);
  assert.equal(await fen(page), START);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  await page.click('#btn-960');
  await settle(page);
  assert.match(await page.textContent('#status'), /White to move · Chess960 #\d+/);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  const rank = async r => Promise.all('abcdefgh'.split('').map(f => pieceOn(page, f + r)));
  assert.deepEqual((await rank(8)).map(c => c[1]), (await rank(1)).map(c => c[1]), 'black mirrors white');
  done();
});

test('the Chess960 box shows the current game\'s mode: new game, FEN, replay and PGN after a Chess960 game; ticked by hand, it loads Chess960', async t => {
  const { page, done } = await open(t);
  const status = async () => (await page.textContent('#status')).trim();
  const boxed = () => page.isChecked('#fen-960');
  // Loads a FEN without touching the box, as a visitor who pastes one does.
  const typeFen = async text => { await page.fill('#fen', text); await page.click('#fen-load'); await settle(page); };
  const typePgn = async text => { await page.fill('#pgn', text); await page.click('#pgn-load'); await settle(page); };
  const new960 = async () => {
    await page.click('#btn-960');
    await settle(page);
    assert.equal(await boxed(), true, 'a Chess960 game ticks the box');
    assert.match(await status(), /^White to move · Chess960 #\d+$/);
  };

  assert.equal(await boxed(), false);
  await new960();
  await page.click('#btn-new');
  await settle(page);
  assert.deepEqual([await boxed(), await status(), await fen(page)], [false, 'White to move', START]);

  // A standard FEN after a Chess960 game is a standard game.
  await new960();
  await typeFen(AFTER_E4);
  assert.deepEqual([await boxed(), await status(), await fen(page)], [false, 'Black to move', AFTER_E4]);

  // A bundled (standard) game after a Chess960 one.
  await new960();
  await page.selectOption('#replay-select', '0');
  await settle(page);
  assert.deepEqual([await boxed(), await status(), await fen(page)], [false, 'White to move', START]);

  // A standard PGN, then one whose Variant tag says Fischerandom (Chess960 without "960").
  await new960();
  await typePgn('1. e4 e5 *');
  assert.deepEqual([await boxed(), await status()], [false, 'White to move']);
  await typePgn('[Variant "Fischerandom"]\n[FEN "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1"]\n\n1. O-O *');
  assert.deepEqual([await boxed(), await status(), await fen(page)], [true, 'Black to move · Chess960', '1r2k2r/8/8/8/8/8/8/1R3RK1 b kb - 1 1']);

  // A FEN that is Chess960 by its castling letters, or because only Chess960 accepts it.
  await page.click('#btn-new');
  await settle(page);
  await typeFen('nrk1r3/pppppppp/8/8/8/8/PPPPPPPP/1RK1R3 w EBeb - 0 1');
  assert.deepEqual([await boxed(), await status()], [true, 'White to move · Chess960']);
  await page.click('#btn-new');
  await settle(page);
  await typeFen('nrbbknrq/pppppppp/8/8/8/8/PPPPPPPP/NRBBKNRQ w KQkq - 0 1');
  assert.equal(await page.isHidden('#ruling'), true, 'no error: Chess960 reads it');
  assert.deepEqual([await boxed(), await status()], [true, 'White to move · Chess960']);

  // Ticked by hand, the box loads even a standard position as Chess960; cleared, as standard.
  await page.click('#btn-new');
  await settle(page);
  await page.setChecked('#fen-960', true);
  await typeFen(START);
  assert.deepEqual([await boxed(), await status()], [true, 'White to move · Chess960']);
  await page.setChecked('#fen-960', false);
  await typeFen(START);
  assert.deepEqual([await boxed(), await status()], [false, 'White to move']);
  done();
});

test('under prefers-reduced-motion nothing animates', async t => {
  const { page, done } = await open(t, { reducedMotion: 'reduce' });
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  assert.equal(await fen(page), AFTER_E4);
  const log = await anims(page);
  assert.deepEqual(log.filter(a => a.kind !== 'other'), []);
  done();
});

test('status line: draws by the Laws and claimed draws read from PGN', async t => {
  const { page, done } = await open(t);
  const dance = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';
  const cases = [
    // fivefold repetition ends the game by itself (Art. 9.6.1)
    [`${dance} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *`, /^Fivefold repetition — draw$/],
    // a threefold repetition recorded as a draw is the claim (Art. 9.2)
    [`${dance} 1/2-1/2`, /^Threefold repetition — draw$/],
    // without the claim the game goes on
    [`${dance} *`, /^White to move$/],
    ['[FEN "7k/5Q2/8/6K1/8/8/8/8 w - - 0 1"]\n\n1. Kg6 1/2-1/2', /^Stalemate — draw$/],
    ['[FEN "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1"]\n\n1. Nxd5 *', /^Insufficient material — draw$/],
    ['[FEN "k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1"]\n\n1. g4 *', /^Dead position — draw$/],
  ];
  for (const [pgn, status] of cases) {
    await page.fill('#pgn', pgn);
    await page.click('#pgn-load');
    await settle(page);
    assert.match((await page.textContent('#status')).trim(), status, pgn);
  }
  // stepping back into the game clears the draw
  await page.click('#btn-undo');
  await settle(page);
  assert.match(await page.textContent('#status'), /White to move/);
  done();
});

test('keys ←, →, Home and End walk the line; a refused move drops the selection; a bad FEN stays in the field', async t => {
  const { page, done } = await open(t);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'g1', 'f3');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowLeft');
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  await page.keyboard.press('Home');
  await settle(page);
  assert.equal(await fen(page), START);
  await page.keyboard.press('End');
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  // A refused move (the knight cannot reach b4): nothing stays selected, so the next two
  // clicks make a move.
  await page.click(sq('b8'));
  await page.click(sq('b4'));
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_KNIGHT_MOVE"]');
  await settle(page);
  assert.equal(await page.$$eval('.selected', els => els.length), 0);
  await clickMove(page, 'b8', 'c6');
  assert.equal(await fen(page), 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
  // A FEN that is no position: the ruling shows, and the typed text stays to be corrected.
  await page.fill('#fen', '8/8/8/8/8/8/8/8 w - - 0 1');
  await page.click('#fen-load');
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_FEN_KINGS"]');
  assert.equal(await fen(page), '8/8/8/8/8/8/8/8 w - - 0 1');
  done();
});

// The ruling area as a visitor reads it: the label (when shown) and the text.
const rulingShown = async page => {
  await page.waitForSelector('#ruling:not([hidden])');
  const label = await page.isVisible('#ruling .ruling-label') ? (await page.textContent('#ruling .ruling-label')).trim() : null;
  return [label, (await page.textContent('#ruling-text')).trim()];
};

// 1. e4, then New game with its module (loading.js) held back: resolves once the page waits for
// it (body[data-pending]), with the function that lets the module come.
async function newGameHeld(page) {
  await clickMove(page, 'e2', 'e4');
  let release;
  const held = new Promise(resolve => { release = resolve; });
  await page.route('**/loading.js', async route => { await held; await route.continue(); });
  await page.click('#btn-new');
  await page.waitForSelector('body[data-pending]');
  return release;
}

test('an action whose module loads at its first use (New game: loading.js) is applied before what the visitor does meanwhile: the move is the new game\'s', async t => {
  const { page, done } = await open(t);
  const release = await newGameHeld(page);
  // meanwhile: Black's move on the old game would be e7-e5; d2-d4 is the new game's first move
  await page.click(sq('d2'));
  await page.click(sq('d4'));
  assert.equal(await fen(page), AFTER_E4, 'nothing changed while New game waits for its module');
  release();
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1', 'a new game, then 1. d4');
  assert.deepEqual(await page.$$eval('#movelist .mv', bs => bs.map(b => b.textContent)), ['d4']);
  done();
});

test('a drag begun while an action waits for its module (New game: loading.js) is not refused: it waits as clicks do, and the move is the new game\'s (a new user\'s trial: the drag was refused, silently)', async t => {
  const { page, done } = await open(t);
  const release = await newGameHeld(page);
  // meanwhile a drag of d2 to d4: the pawn follows the pointer (the page's busy cursor shows)
  const box = async s => { const b = await page.locator(sq(s)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const [x1, y1] = await box('d2');
  const [x2, y2] = await box('d4');
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x2, y2, { steps: 8 });
  assert.ok(await page.$eval(`${sq('d2')} [data-piece="wP"]`, p => p.classList.contains('dragging')), 'the pawn follows the pointer');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).cursor), 'progress', 'the busy cursor, as for clicks');
  await page.mouse.up();
  assert.equal(await fen(page), AFTER_E4, 'nothing changed while New game waits for its module');
  release();
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1', 'a new game, then 1. d4');
  assert.deepEqual(await page.$$eval('#movelist .mv', bs => bs.map(b => b.textContent)), ['d4']);
  assert.equal(await page.$eval(`${sq('d4')} .piece`, p => p.style.transform), '', 'the pawn stands on d4, undragged');
  done();
});

test('a refused move is "Not allowed:", a FEN or PGN that cannot be loaded "Cannot load:", in every language', async t => {
  const { page, done } = await open(t);
  const labels = {
    en: ['Not allowed:', 'Cannot load:'], hy: ['Չի թույլատրվում․', 'Չհաջողվեց բեռնել․'], fa: ['مجاز نیست:', 'بارگذاری نشد:'],
    ru: ['Так нельзя:', 'Не удалось загрузить:'], cs: ['Nepřípustné:', 'Nelze načíst:'],
  };
  for (const [lang, [refused, unloadable]] of Object.entries(labels)) {
    await chooseLang(page, lang);
    await page.click('#btn-new');
    await page.click(sq('e2'));
    await page.click(sq('e5'));
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PAWN_MOVE"]');
    assert.equal((await rulingShown(page))[0], refused, `${lang}: a refused move`);
    await page.fill('#fen', '8/8/8 w - - 0 1');
    await page.click('#fen-load');
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_FEN_RANKS"]');
    assert.equal((await rulingShown(page))[0], unloadable, `${lang}: a FEN that cannot be read`);
    await page.fill('#fen', '8/8/8/8/8/8/8/8 w - - 0 1');
    await page.click('#fen-load');
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_FEN_KINGS"]');
    assert.equal((await rulingShown(page))[0], unloadable, `${lang}: a FEN that is no legal position`);
    await page.fill('#pgn', '{ no game here }');
    await page.click('#pgn-load');
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PGN_EMPTY"]');
    assert.equal((await rulingShown(page))[0], unloadable, `${lang}: a PGN with no game`);
  }
  // The label on screen follows the language menu.
  await chooseLang(page, 'en');
  assert.equal((await rulingShown(page))[0], 'Cannot load:');
  await page.click(sq('e2'));
  await page.click(sq('e5'));
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PAWN_MOVE"]');
  assert.equal((await rulingShown(page))[0], 'Not allowed:');
  done();
});

test('"Load PGN" with an empty PGN box says so, in the page\'s language, and changes nothing', async t => {
  const { page, done } = await open(t);
  await clickMove(page, 'e2', 'e4');
  assert.equal(await page.isHidden('#ruling'), true);
  await page.click('#pgn-load');
  assert.deepEqual(await rulingShown(page), ['Cannot load:', 'The PGN box is empty. Paste a game in PGN first.']);
  assert.equal(await fen(page), AFTER_E4, 'the game on the board stays');
  // Only blanks count as empty too; the message follows the language menu.
  await page.fill('#pgn', '  \n\t ');
  await chooseLang(page, 'ru');
  await page.click('#pgn-load');
  assert.deepEqual(await rulingShown(page), ['Не удалось загрузить:', 'Поле PGN пустое. Сначала вставьте партию в формате PGN.']);
  await chooseLang(page, 'cs');
  await page.waitForFunction(() => document.getElementById('ruling-text').textContent.startsWith('Pole PGN'));
  assert.deepEqual(await rulingShown(page), ['Nelze načíst:', 'Pole PGN je prázdné. Nejprve vložte partii ve formátu PGN.']);
  // A move made afterwards clears it.
  await clickMove(page, 'e7', 'e5');
  assert.equal(await page.isHidden('#ruling'), true);
  done();
});

// A trial: a PGN the package read leniently (game.warnings()) loaded silently. Its warnings are
// said under the PGN box in the page's language (each warning's message as the package gives it),
// until the next load or new game.
test('a PGN read with warnings says so under the PGN box ("Read with 2 corrections: …"), in the page\'s language, until the next load or new game', async t => {
  const { page, done } = await open(t);
  const line = () => page.evaluate(() => {
    const p = document.getElementById('pgn-warnings');
    return p && !p.hidden ? p.textContent : null;
  });
  // each warning in the page's language: the package's texts for where (PGN_AT) and its reason
  const quote = {
    en: 'Line 1, column 8: A tag value has quotation marks (") inside it that are not escaped as \\"; read as they stand.',
    ru: 'Строка 1, столбец 8: Внутри значения тега есть кавычки ("), не записанные как \\"; прочитано как записано.',
  };
  const result = (line) => ({
    en: `Line ${line}, column 10: The result is not written as 1-0, 0-1, 1/2-1/2 or *; read as the result it stands for.`,
    ru: `Строка ${line}, столбец 10: Результат записан не как 1-0, 0-1, 1/2-1/2 или *; прочитан как результат, который он означает.`,
    cs: `Řádek ${line}, sloupec 10: Výsledek není zapsán jako 1-0, 0-1, 1/2-1/2 nebo *; přečten jako výsledek, který znamená.`,
    fa: 'سطر ۱، ستون ۱۰: نتیجه به صورت 1-0، 0-1، 1/2-1/2 یا * نوشته نشده است؛ به همان نتیجه‌ای که نشان می‌دهد خوانده شد.',
  });
  const loadPgn = async text => { await page.fill('#pgn', text); await page.click('#pgn-load'); };
  await loadPgn('[Event "The "Big" One"]\n[Result "1-0"]\n\n1. e4 e5 1-O');
  await settles(page, line, `Read with 2 corrections: ${quote.en} ${result(4).en}`, 'two warnings, in English');
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'the game is loaded');
  await chooseLang(page, 'ru');
  await settles(page, line, `Прочитано с 2 исправлениями: ${quote.ru} ${result(4).ru}`, 'two warnings, in Russian');
  await loadPgn('1. e4 e5 1-O');
  await settles(page, line, `Прочитано с 1 исправлением: ${result(1).ru}`, 'one warning, in Russian');
  await chooseLang(page, 'cs');
  await settles(page, line, `Načteno s 1 opravou: ${result(1).cs}`, 'in Czech');
  await chooseLang(page, 'fa');
  await settles(page, line, `با ۱ اصلاح خوانده شد: ${result(1).fa}`, 'in Persian');
  await chooseLang(page, 'en');
  await settles(page, line, `Read with 1 correction: ${result(1).en}`, 'in English again');
  // cleared by a PGN read without warnings, a PGN that cannot be loaded, a new game
  await loadPgn('1. e4 e5 1-0');
  await settles(page, line, null, 'a clean PGN clears it');
  await loadPgn('1. e4 e5 1-O');
  await settles(page, line, `Read with 1 correction: ${result(1).en}`, 'again');
  await loadPgn('{ no game here }');
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PGN_EMPTY"]');
  assert.equal(await line(), null, 'a PGN that cannot be loaded clears it');
  await loadPgn('1. e4 e5 1-O');
  await settles(page, line, `Read with 1 correction: ${result(1).en}`, 'once more');
  await page.click('#btn-new');
  await settles(page, line, null, 'a new game clears it');
  done();
});

test('status line: a result recorded in the PGN (resignation, agreement) shows at the end of the game; stepping back shows the side to move', async t => {
  const { page, done } = await open(t);
  const status = async () => (await page.textContent('#status')).trim();
  const loadPgn = async text => { await page.fill('#pgn', text); await page.click('#pgn-load'); await settle(page); };
  // White to move and no mate: Black resigned.
  await loadPgn('[Event "Casual"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0');
  assert.equal(await status(), '1-0 — White wins (result recorded in the PGN)');
  assert.equal(await page.locator('#status .over').count(), 1);
  assert.equal(await page.locator('#movelist .mv').count(), 4);
  await page.click('#btn-undo');
  await settle(page);
  assert.equal(await status(), 'Black to move');
  await page.click('#movelist [data-ply="1"]');
  await settle(page);
  assert.equal(await status(), 'Black to move');
  assert.equal(await fen(page), AFTER_E4);
  await page.click('#btn-last');
  await settle(page);
  assert.equal(await status(), '1-0 — White wins (result recorded in the PGN)');
  // The Result tag alone, in Russian; a draw by agreement in Czech.
  await chooseLang(page, 'ru');
  assert.equal(await status(), '1-0 — победа белых (результат записан в PGN)');
  await loadPgn('[Result "0-1"]\n\n1. f3 e5');
  assert.equal(await status(), '0-1 — победа чёрных (результат записан в PGN)');
  await chooseLang(page, 'cs');
  await loadPgn('1. d4 d5 2. c4 1/2-1/2');
  assert.equal(await status(), '1/2-1/2 — remíza (výsledek zapsaný v PGN)');
  await chooseLang(page, 'en');
  // A move played on from another point of the line leaves the record: no result then.
  await page.click('#movelist [data-ply="2"]');
  await settle(page);
  await clickMove(page, 'g1', 'f3');
  assert.equal(await status(), 'Black to move');
  await page.click('#btn-undo');
  await page.click('#btn-redo');
  await settle(page);
  assert.equal(await status(), 'Black to move');
  // An unfinished game (*) and a mate keep their own status lines.
  await loadPgn('[Result "*"]\n\n1. e4 e5 *');
  assert.equal(await status(), 'White to move');
  await loadPgn('[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
  assert.equal(await status(), 'Checkmate — White wins');
  // A bundled game lost on time: its result at its end.
  const i = games.findIndex(g => g.termination === 'Time forfeit');
  assert.ok(i >= 0 && games[i].result === '0-1');
  await page.selectOption('#replay-select', String(i));
  await page.click('#btn-last');
  await settle(page);
  assert.equal(await status(), '0-1 — Black wins (result of the real game)');
  done();
});

test('on a phone (390x844), a FEN or a PGN loaded from its box below the board shows the board again (a new user\'s trial: the page stayed at the FEN box, the board off screen)', async t => {
  const { page, done } = await open(t, { viewport: { width: 390, height: 844 } });
  // the board wholly in view (1 px for sub-pixel layout)
  const ON_SCREEN = () => { const r = document.querySelector('.board-wrap').getBoundingClientRect(); return r.top >= -1 && r.bottom <= innerHeight + 1; };
  const boardOnScreen = () => page.evaluate(ON_SCREEN);
  const KQK = '4k3/8/8/8/8/8/8/4K2Q w - - 0 1';
  await page.fill('#fen', KQK);
  await page.locator('#fen-load').scrollIntoViewIfNeeded();
  assert.equal(await boardOnScreen(), false, 'the FEN box is below the board');
  await page.click('#fen-load');
  await page.waitForFunction(fen => document.getElementById('fen').value === fen, KQK);
  await page.waitForFunction(ON_SCREEN);
  await page.fill('#pgn', '1. e4 e5 2. Nf3 *');
  await page.locator('#pgn-load').scrollIntoViewIfNeeded();
  assert.equal(await boardOnScreen(), false, 'the PGN box is below the board');
  await page.click('#pgn-load');
  await page.waitForFunction(() => document.getElementById('fen').value.startsWith('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/'));
  await page.waitForFunction(ON_SCREEN);
  done();
});

test('the buttons under the board stay on one line at 1280 px in every language (Russian too), and wrap as a pair at 390 px', async t => {
  // Where each button of the row is: top, height, left and right edges.
  const row = page => page.$$eval('.controls button', bs => bs.map(b => {
    const r = b.getBoundingClientRect();
    return { id: b.id, top: Math.round(r.top), height: Math.round(r.height), left: Math.round(r.left), right: Math.round(r.right) };
  }));
  const boardBox = async page => page.locator('.board').boundingBox();
  for (const height of [800, 720]) {
    const { page, done } = await open(t, { viewport: { width: 1280, height } });
    for (const lang of ['ru', 'en', 'hy', 'fa', 'cs']) {
      await chooseLang(page, lang);
      const buttons = await row(page);
      assert.equal(buttons.length, 7);
      assert.deepEqual([...new Set(buttons.map(b => b.top))].length, 1, `${lang} at 1280×${height}: one line: ${JSON.stringify(buttons)}`);
      assert.deepEqual([...new Set(buttons.map(b => b.height))].length, 1, `${lang}: same height: ${JSON.stringify(buttons)}`);
      const board = await boardBox(page);
      assert.ok(buttons.every(b => b.left >= Math.floor(board.x) && b.right <= Math.ceil(board.x + board.width)), `${lang}: within the board's width`);
    }
    done();
  }
  const { page, done } = await open(t, { viewport: { width: 390, height: 844 } });
  for (const lang of ['ru', 'en', 'hy', 'fa', 'cs']) {
    await chooseLang(page, lang);
    const buttons = await row(page);
    const by = Object.fromEntries(buttons.map(b => [b.id, b]));
    assert.deepEqual([...new Set(buttons.map(b => b.height))], [by['btn-first'].height], `${lang} at 390: one line high each: ${JSON.stringify(buttons)}`);
    const icons = ['btn-first', 'btn-undo', 'btn-redo', 'btn-last', 'btn-flip'].map(id => by[id].top);
    assert.deepEqual([...new Set(icons)], [icons[0]], `${lang}: the icon buttons on one line`);
    assert.equal(by['btn-new'].top, by['btn-960'].top, `${lang}: the two text buttons side by side`);
    const board = await boardBox(page);
    assert.ok(buttons.every(b => b.left >= Math.floor(board.x) && b.right <= Math.ceil(board.x + board.width)), `${lang}: within the board's width`);
  }
  // Flip is an icon now, named and titled in the page's language (Czech here).
  assert.deepEqual([await page.getAttribute('#btn-flip', 'aria-label'), await page.getAttribute('#btn-flip', 'title')], ['Otočit', 'Otočit šachovnici']);
  done();
});

test('a copy button\'s label comes back in the page\'s language after the flash (found by a new-user trial)', async t => {
  const { page, done } = await open(t);
  await chooseLang(page, 'cs');
  const czech = (await page.textContent('#pgn-copy')).trim();
  await chooseLang(page, 'ru');
  const russian = (await page.textContent('#pgn-copy')).trim();
  assert.notEqual(czech, russian);
  // Every timer the page sets from now on is tracked until it fires or is cleared: the flash
  // ends with one.
  await page.evaluate(() => {
    // The button's labels, recorded as they change: the flash lasts 1.2 s, which a loaded
    // machine can miss between two looks.
    const button = document.getElementById('pgn-copy');
    window.__labels = [];
    new MutationObserver(() => window.__labels.push(button.textContent.trim()))
      .observe(button, { childList: true, characterData: true, subtree: true });
    const pending = window.__pendingTimers = new Set();
    const set = window.setTimeout, clear = window.clearTimeout;
    window.setTimeout = (fn, ms, ...args) => {
      const id = set(() => { pending.delete(id); fn(...args); }, ms);
      pending.add(id);
      return id;
    };
    window.clearTimeout = id => { pending.delete(id); clear(id); };
  });
  await page.click('#pgn-copy');
  // Copied or not (headless clipboards may refuse), the label flashes, then shows the language
  // chosen meanwhile.
  await page.waitForFunction(() => window.__labels.length > 0);
  const flashed = await page.evaluate(() => window.__labels[0]);
  assert.ok(['Скопировано', 'Не удалось скопировать'].includes(flashed), `the label flashes, in Russian: ${flashed}`);
  await chooseLang(page, 'cs');
  await page.waitForFunction((c) => document.getElementById('pgn-copy').textContent.trim() === c, czech);
  // the flash's timer has fired (it rewrites the label), and the label is still Czech
  await page.waitForFunction(() => window.__pendingTimers.size === 0);
  assert.equal((await page.textContent('#pgn-copy')).trim(), czech);
  done();
});

// ---- issue 15, section 3: the demo board under real hands ------------------------------------

const PROMOTE = '1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1';
const focusedSquare = page => page.evaluate(() => document.activeElement?.closest('#board .sq')?.dataset.square ?? null);

test('the promotion picker is a modal dialog: Escape and any click outside close it, focus goes back to the board, nothing else changes the game meanwhile', async t => {
  const { page, done } = await open(t);
  await loadFen(page, PROMOTE);
  const openPicker = async () => {
    await page.click(sq('h7'));
    await page.click(sq('h8'));
    await page.waitForSelector('.picker[role="dialog"][aria-modal="true"]');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.promotion), 'q', 'the first choice has the focus');
  };
  const closedOnBoard = async how => {
    assert.equal(await page.locator('.picker').count(), 0, `${how}: the picker closed`);
    assert.equal(await focusedSquare(page), 'h8', `${how}: the focus is back on the board`);
    assert.equal(await fen(page), PROMOTE, `${how}: the game is unchanged`);
    assert.equal(await pieceOn(page, 'h7'), 'wP');
  };
  await openPicker();
  assert.equal(await page.getAttribute('.picker', 'aria-label'), 'Promote the pawn on h8');
  assert.deepEqual(await page.$$eval('.picker [data-promotion]', bs => bs.map(b => b.getAttribute('aria-label'))),
    ['Promote to queen', 'Promote to rook', 'Promote to bishop', 'Promote to knight']);
  await page.keyboard.press('Escape');
  await closedOnBoard('Escape');
  // Tab and the arrows stay among the choices; the page's ← (undo) does nothing meanwhile
  await openPicker();
  const seen = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'ArrowDown', 'ArrowLeft']) {
    await page.keyboard.press(key);
    seen.push(await page.evaluate(() => document.activeElement?.dataset.promotion ?? document.activeElement?.id ?? document.activeElement?.tagName));
  }
  assert.deepEqual(seen, ['r', 'b', 'n', 'q', 'n', 'q', 'n']);
  await page.keyboard.press('Escape');
  await closedOnBoard('keys');
  // clicks outside the board: the heading, the move list, the FEN field
  for (const target of ['h1', '#movelist', '#fen']) {
    await openPicker();
    await page.click(target);
    await closedOnBoard(`a click on ${target}`);
  }
  // "New game" and "Load FEN" are swallowed: the click closes the picker and does nothing else
  for (const target of ['#btn-new', '#fen-load', '#pgn-load']) {
    await openPicker();
    await page.click(target);
    await closedOnBoard(`a click on ${target}`);
  }
  // Enter in the FEN field cannot load while the choice is pending
  await openPicker();
  await page.fill('#fen', START);
  await page.press('#fen', 'Enter');
  await page.click('.picker [data-promotion="q"]');
  await settle(page);
  assert.equal(await fen(page), '1n2k1nQ/P7/8/8/8/8/p6p/1N2K1N1 b - - 0 1', 'the choice plays h8=Q in the game it was made for');
  assert.equal(await focusedSquare(page), 'h8');
  done();
});

// A drag on the mouse from e2 over e4 (the button stays down).
async function startDrag(page, to = 'e4') {
  const box = async s => { const b = await page.locator(sq(s)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const [x1, y1] = await box('e2');
  const [x2, y2] = await box(to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x2, y2, { steps: 8 });
  assert.ok(await page.$eval(`${sq('e2')} [data-piece="wP"]`, p => p.classList.contains('dragging')), 'the pawn follows the pointer');
  return { box };
}
// The drag ended with no move: the pawn is home, undragged, and stays so when the pointer moves.
async function dragEnded(page, how) {
  await settle(page);
  assert.equal(await page.locator('.piece.dragging').count(), 0, `${how}: no piece is dragged`);
  assert.equal(await page.$eval(`${sq('e2')} .piece`, p => p.style.transform), '', `${how}: the pawn is home`);
  assert.equal(await fen(page), START, `${how}: no move`);
}

test('an interrupted drag ends with no move: release outside the window, window blur, right-click, Escape', async t => {
  const { page, done } = await open(t);
  const cdp = await page.context().newCDPSession(page);
  // released outside the window: no pointerup reaches the page; the pointer comes back with no button held
  let { box } = await startDrag(page);
  let [x, y] = await box('e5');
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'none', buttons: 0 });
  await dragEnded(page, 'back with no button');
  await page.mouse.up();
  await dragEnded(page, 'a later release');
  // the window loses the focus mid-drag, then the button is released over e4
  ({ box } = await startDrag(page));
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  [x, y] = await box('e4');
  await page.mouse.move(x + 2, y + 2);
  await page.mouse.up();
  await dragEnded(page, 'blur');
  // a right-click mid-drag, then the left button is released over e4
  ({ box } = await startDrag(page));
  await page.mouse.down({ button: 'right' });
  await page.mouse.up({ button: 'right' });
  await page.mouse.move(x + 3, y + 3);
  await page.mouse.up();
  await dragEnded(page, 'right-click');
  // Escape mid-drag: the pawn goes home; moving does not pick it up again; releasing plays nothing
  ({ box } = await startDrag(page));
  await page.keyboard.press('Escape');
  await dragEnded(page, 'Escape');
  await page.mouse.move(x - 4, y - 4, { steps: 4 });
  assert.equal(await page.locator('.piece.dragging').count(), 0, 'Escape: moving does not pick the pawn up again');
  await page.mouse.up();
  await dragEnded(page, 'Escape, then release');
  // and an uninterrupted drag still plays
  await startDrag(page);
  await page.mouse.up();
  await settle(page);
  assert.equal(await fen(page), AFTER_E4);
  done();
});

test('touch at 390×844: a swipe from an empty square or a piece of the side not to move scrolls the page (the board is most of a phone\'s screen, issue 38), from such a piece with the ruling a tap then a tap gives (a new user\'s trial: it scrolled silently); from a piece of the side to move it drags the piece, and one that cannot move is refused on release with the ruling a tap then a tap gives', async t => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(e.message));
  page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(baseUrl);
  await page.waitForSelector('body[data-ready="true"]');
  const cdp = await context.newCDPSession(page);
  const centre = async selector => { const b = await page.locator(selector).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const swipe = async ([x, y], [x2, y2]) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + ((x2 - x) * i) / 8, y: y + ((y2 - y) * i) / 8 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  // A deliberate pause after a swipe that must do nothing: time for a scroll (the compositor
  // scrolls after the events) or a move to show if the page wrongly let one through. Two frames
  // first (the compositor's scroll offset reaches the page with a frame; a loaded machine draws
  // them late), then 300 ms for a fling.
  const nothingHappens = async () => { await idle(page); await page.waitForTimeout(300); };
  const scrollY = () => page.evaluate(() => window.scrollY);
  // the check can fail: a swipe up on the heading scrolls the page
  const [hx, hy] = await centre('h1');
  await page.evaluate(() => { window.__scrollEnded = false; window.addEventListener('scrollend', () => { window.__scrollEnded = true; }); });
  await swipe([hx, hy + 40], [hx, hy - 30]);
  // the scroll, its fling included, has ended (else it would go on after the reset below and
  // fail the checks that nothing scrolls); no scroll at all fails the check just after
  await page.waitForFunction(() => window.__scrollEnded, null, { timeout: 20_000 }).catch(() => {});
  assert.ok(await scrollY() > 0, 'a swipe on the heading scrolls');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  const scrolled = (what) => assertScrolled(page, what);
  // on the board: from an empty square, from a piece of the side not to move
  const [ex, ey] = await centre(sq('e4'));
  await swipe([ex, ey], [ex, ey - 120]);
  await scrolled('a swipe from the empty square e4 scrolls');
  const [bx, by] = await centre(sq('d7'));
  await swipe([bx, by], [bx, by - 80]);
  await scrolled('a swipe from the black pawn on d7 (White to move) scrolls');
  assert.equal(await fen(page), START, 'the black pawn was not moved');
  // and the page says why the pawn did not move (a new user's trial: it scrolled silently): the
  // ruling a tap on d7 then on d5 gives
  const ruling = () => page.evaluate(() => [document.getElementById('ruling').dataset.code, document.getElementById('ruling').dataset.squares,
    document.getElementById('ruling-label').textContent, document.getElementById('ruling-text').textContent]);
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_NOT_YOUR_TURN"]');
  const swiped = await ruling();
  assert.equal(await scrollY(), 0, 'the ruling did not scroll the page');
  await page.tap(sq('e4')); // a tap on an empty square dismisses it
  await page.waitForSelector('#ruling[hidden]', { state: 'attached' });
  await page.tap(sq('d7'));
  await page.tap(sq('d5'));
  await page.waitForSelector('#ruling:not([hidden])[data-code]');
  assert.deepEqual(swiped, await ruling(), 'the swipe\'s ruling is the taps\'');
  assert.equal(swiped[2], 'Not allowed:');
  assert.ok(swiped[1].split(' ').includes('d7') && swiped[3].includes('d7'), `the ruling is about the pawn on d7: ${swiped}`);
  await page.tap(sq('e4'));
  await page.waitForSelector('#ruling[hidden]', { state: 'attached' });
  assert.equal(await fen(page), START);
  // a piece of the side to move that cannot move (the bishop on c1, behind its pawns): a drag of
  // it to e3 is refused on release with the ruling of a tap on c1 then on e3, and the page stays
  await page.tap(sq('c1'));
  await page.tap(sq('e3'));
  await page.waitForSelector('#ruling:not([hidden])[data-code]');
  const tapped = await ruling();
  assert.equal(tapped[2], 'Not allowed:');
  assert.ok(tapped[1].split(' ').includes('c1') && tapped[3].includes('c1'), `the ruling is about the bishop on c1: ${tapped}`);
  await page.tap(sq('e4')); // a tap on an empty square dismisses it
  await page.waitForSelector('#ruling[hidden]', { state: 'attached' });
  await swipe(await centre(sq('c1')), await centre(sq('e3')));
  await page.waitForSelector('#ruling:not([hidden])[data-code]');
  assert.deepEqual(await ruling(), tapped, 'the drag\'s ruling is the taps\'');
  await nothingHappens();
  assert.equal(await scrollY(), 0, 'the drag did not scroll the page');
  assert.equal(await fen(page), START, 'the bishop did not move');
  assert.equal(await page.$eval(sq('c1'), b => b.querySelector('[data-piece]')?.dataset.piece), 'wB', 'the bishop is back on c1');
  // a touch on a piece of the side to move drags it, and the page stays
  const [wx, wy] = await centre(sq('e2'));
  const [tx, ty] = await centre(sq('e4'));
  await swipe([wx, wy], [tx, ty]);
  await settles(page, () => fen(page), AFTER_E4, 'e2-e4 by touch');
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await nothingHappens();
  assert.equal(await scrollY(), 0);
  // what decides it: touch-action none on the squares of the pieces that can move, only there
  const actions = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.sq')].map(e => [e.dataset.square, getComputedStyle(e).touchAction])));
  const movable = Object.keys(actions).filter(k => actions[k] === 'none').sort();
  assert.deepEqual(movable, ['a7', 'a8', 'b7', 'b8', 'c7', 'c8', 'd7', 'd8', 'e7', 'e8', 'f7', 'f8', 'g7', 'g8', 'h7', 'h8'], 'Black to move: the squares a touch drags from, Black\'s pieces');
  assert.ok(Object.values(actions).every(a => a === 'none' || a === 'manipulation'), JSON.stringify(actions));
  assert.deepEqual(errors, []);
});

test('touch at 390×844: a swipe from a piece of the side not to move says why it did not move in the page\'s language (Russian), as the taps do, and in a variant (atomic) too', async t => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = recordProblems(page);
  await page.goto(baseUrl);
  await page.waitForSelector('body[data-ready="true"]');
  await chooseLang(page, 'ru');
  const cdp = await context.newCDPSession(page);
  const centre = async selector => { const b = await page.locator(selector).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const swipeUp = async s => {
    const [x, y] = await centre(sq(s));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 10 * i }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const ruling = () => page.evaluate(() => [document.getElementById('ruling').dataset.code, document.getElementById('ruling-label').textContent, document.getElementById('ruling-text').textContent]);
  const dismissed = async () => { await page.tap(sq('e4')); await page.waitForSelector('#ruling[hidden]', { state: 'attached' }); };
  for (const variant of ['standard', 'atomic']) {
    if (variant !== 'standard') {
      await page.selectOption('#variant', variant);
      await page.waitForFunction(v => document.body.dataset.variant === v, variant);
    }
    await swipeUp('g8');
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_NOT_YOUR_TURN"]');
    const swiped = await ruling();
    await page.evaluate(() => window.scrollTo(0, 0));
    await dismissed();
    await page.tap(sq('g8'));
    await page.tap(sq('f6'));
    await page.waitForSelector('#ruling:not([hidden])[data-code]');
    assert.deepEqual(swiped, await ruling(), `${variant}: the swipe's ruling is the taps'`);
    assert.equal(swiped[1], 'Так нельзя:', variant);
    assert.match(swiped[2], /g8/, variant);
    await dismissed();
    // the knight stays: no move was made
    assert.equal(await page.$eval(sq('g8'), b => b.querySelector('[data-piece]')?.dataset.piece), 'bN', variant);
  }
  assert.deepEqual(errors, []);
});

// Plays from -> to with the keyboard: focus `from`, Enter, arrows to `to`, Enter.
async function keyMove(page, from, to) {
  await page.focus(sq(from));
  await page.keyboard.press('Enter');
  const df = to.charCodeAt(0) - from.charCodeAt(0), dr = Number(to[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  await page.keyboard.press('Enter');
}

test('each move is announced once, in words (the package\'s describeMove), in the page\'s language: castling, en passant, promotion with check; selections announce nothing', async t => {
  const { page, done } = await open(t);
  await loadFen(page, '4k3/P7/8/8/3p4/8/4P3/4K2R w K - 0 1');
  await page.evaluate(() => {
    window.__announced = [];
    const region = document.getElementById('announce');
    new MutationObserver(() => window.__announced.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
    document.querySelector('#status span').__mark = true;
  });
  assert.deepEqual(await page.evaluate(() => [document.getElementById('announce').getAttribute('aria-live'), document.getElementById('status').getAttribute('aria-live')]), ['polite', null],
    'one live region, the status line is not one');
  const announced = () => page.evaluate(() => window.__announced.splice(0));
  // selecting and clearing a selection: nothing announced, the status line not rebuilt
  await page.focus(sq('e1'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.click(sq('h1'));
  await page.click(sq('h1'));
  assert.deepEqual(await announced(), []);
  assert.ok(await page.evaluate(() => document.querySelector('#status span').__mark), 'the status line was not rebuilt');
  await keyMove(page, 'e1', 'g1');
  await settle(page);
  assert.deepEqual(await announced(), ['White castles kingside. Black to move.']);
  await keyMove(page, 'e8', 'd8');
  await settle(page);
  assert.deepEqual(await announced(), ['Black king from e8 to d8. White to move.']);
  await keyMove(page, 'e2', 'e4');
  await settle(page);
  assert.deepEqual(await announced(), ['White pawn from e2 to e4. Black to move.']);
  await keyMove(page, 'd4', 'e3');
  await settle(page);
  assert.deepEqual(await announced(), ['Black pawn from d4 to e3 takes the pawn on e4 en passant. White to move.']);
  await keyMove(page, 'a7', 'a8');
  await page.waitForSelector('.picker');
  assert.deepEqual(await announced(), [], 'opening the picker announces nothing');
  await page.keyboard.press('Enter'); // the queen, the first choice
  await settle(page);
  assert.deepEqual(await announced(), ['White pawn from a7 to a8 promotes to a queen, check. Black to move — check!']);
  assert.equal(await fen(page), 'Q2k4/8/8/8/8/4p3/8/5RK1 b - - 0 3');
  // in Russian: the words, the squares' and the picker's labels
  await chooseLang(page, 'ru');
  // the English sentence does not stay in the region in the new language (a new user's trial)
  assert.deepEqual(await announced(), ['']);
  await page.click('#btn-undo');
  await settle(page);
  assert.deepEqual(await announced(), ['Ход отменён: a8=Q+. Ход белых.']);
  assert.equal(await page.getAttribute(sq('a7'), 'aria-label'), 'a7, белая пешка');
  await keyMove(page, 'a7', 'a8');
  await page.waitForSelector('.picker');
  assert.equal(await page.getAttribute('.picker', 'aria-label'), 'Превращение пешки на a8');
  assert.deepEqual(await page.$$eval('.picker [data-promotion]', bs => bs.map(b => b.getAttribute('aria-label'))),
    ['Превратить в ферзя', 'Превратить в ладью', 'Превратить в слона', 'Превратить в коня']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // the knight
  await settle(page);
  assert.deepEqual(await announced(), ['Белая пешка идёт с a7 на a8 и превращается в коня. Ход чёрных.']);
  assert.equal(await page.getAttribute(sq('a8'), 'aria-label'), 'a8, белый конь');
  done();
});

test('the drawn pieces equal the FEN whatever the timing: undo right after a promotion, by click and by keys', async t => {
  const { page, done } = await open(t);
  await loadFen(page, PROMOTE);
  const drawnEqualsFen = async how => {
    await settle(page); // every piece drawn as what its data-piece says
    assert.equal(await fen(page), PROMOTE, how);
    assert.equal(await pieceOn(page, 'a7'), 'wP', how);
    assert.equal(await page.$eval(`${sq('a7')} .piece svg`, s => s.dataset.role), 'p', `${how}: a pawn is drawn on a7`);
    assert.equal(await page.getAttribute(sq('a7'), 'aria-label'), 'a7, white pawn');
    assert.equal(await pieceOn(page, 'a8'), null, how);
  };
  // by clicks: a7, a8, the queen, and Undo at once
  await page.click(sq('a7'));
  await page.click(sq('a8'));
  await page.waitForSelector('.picker');
  await page.evaluate(async () => {
    document.querySelector('.picker [data-promotion="q"]').click();
    await new Promise(resolve => setTimeout(resolve, 30)); // the queen is sliding to a8
    document.getElementById('btn-undo').click();
  });
  await drawnEqualsFen('undo at once');
  // A deliberate pause: nothing may change later (a late animation or timer redrawing a8). Then
  // the page runs what fell due meanwhile (a loaded machine runs its timers late) and two frames.
  await page.waitForTimeout(500);
  await idle(page);
  await drawnEqualsFen('half a second later');
  // by keys: a8=N, then ← → ← quickly
  await keyMove(page, 'a7', 'a8');
  await page.waitForSelector('.picker');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await drawnEqualsFen('← → ←');
  // A deliberate pause, as above: nothing may change later.
  await page.waitForTimeout(500);
  await idle(page);
  await drawnEqualsFen('← → ←, half a second later');
  done();
});

// d7-d8 with the pawn pinned: the core rules on the pin before asking for a promotion piece.
test('a pinned pawn on d7: no picker, and the ruling names the pin', async t => {
  const { page, done } = await open(t);
  await loadFen(page, '2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1');
  await page.click(sq('d7'));
  await page.click(sq('d8'));
  await page.waitForSelector('#ruling:not([hidden])');
  assert.equal(await page.locator('.picker').count(), 0, 'no picker for a pinned pawn');
  await page.waitForSelector('#ruling[data-code]');
  assert.equal(await page.getAttribute('#ruling', 'data-code'), 'ERR_PINNED');
  assert.equal(await page.textContent('#ruling-text'), 'The pawn on d7 is pinned: moving it would expose the king on a7 to the rook on h7. (Art. 3.9.2)');
  done();
});

// Two remarks of a trial (issue 15, section 3): a ruling stayed up after a click on an empty
// square, and a refused FEN stayed in its box as if it were the board's.
test('a click on an empty square dismisses the ruling of a refused move', async t => {
  const { page, done } = await open(t);
  await page.click(sq('g1'));
  await page.click(sq('g3'));
  await page.waitForSelector('#ruling[data-code]');
  assert.equal(await page.getAttribute('#ruling', 'data-code'), 'ERR_KNIGHT_MOVE');
  await page.click(sq('e5')); // nothing selected now: an empty square
  await page.waitForSelector('#ruling', { state: 'hidden' });
  assert.equal(await page.textContent('#ruling-text'), '');
  assert.equal(await fen(page), START, 'nothing moved');
  done();
});

test('a refused FEN stays in its box, marked invalid, until the box shows the game again', async t => {
  const { page, done } = await open(t);
  const bad = '8/8/8/8/8/8/8/K7 w - - 0 1';
  await page.fill('#fen', bad);
  await page.click('#fen-load');
  await page.waitForSelector('#ruling:not([hidden])');
  assert.equal(await page.getAttribute('#ruling', 'data-code'), 'ERR_FEN_KINGS');
  assert.equal((await page.textContent('#ruling-text')).trim(), 'Black has no king; each side has exactly one. (Art. 3.10.3)');
  assert.equal(await fen(page), bad, 'kept to be corrected');
  assert.equal(await page.getAttribute('#fen', 'aria-invalid'), 'true');
  assert.equal(await page.getAttribute('#fen', 'aria-describedby'), 'ruling-text');
  assert.equal(await pieceOn(page, 'e1'), 'wK', 'the board still shows the game');
  await page.click(sq('e5')); // an empty square: the FEN's ruling stays with its box
  assert.equal(await page.isHidden('#ruling'), false);
  assert.equal(await fen(page), bad);
  await clickMove(page, 'e2', 'e4');
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(await page.getAttribute('#fen', 'aria-invalid'), null);
  done();
});

test('the move list in the page language\'s piece letters or in piece symbols (formatSan), kept across reloads', async t => {
  const { page, done } = await open(t);
  await page.fill('#pgn', '1. Nf3 d5 2. e4 dxe4 3. Qe2 exf3 4. Qxf3 Kd7 5. Kd1');
  await page.click('#pgn-load');
  await settle(page);
  const list = () => page.$$eval('#movelist .mv', bs => bs.map(b => b.textContent));
  assert.deepEqual(await list(), ['Nf3', 'd5', 'e4', 'dxe4', 'Qe2', 'exf3', 'Qxf3', 'Kd7', 'Kd1']);
  await chooseLang(page, 'ru');
  await page.selectOption('#notation', 'local');
  assert.deepEqual(await list(), ['Кf3', 'd5', 'e4', 'dxe4', 'Фe2', 'exf3', 'Фxf3', 'Крd7', 'Крd1']);
  assert.equal(await page.getAttribute('#movelist [data-ply="5"]', 'aria-label'), '3. Фe2');
  await chooseLang(page, 'cs');
  assert.deepEqual(await list(), ['Jf3', 'd5', 'e4', 'dxe4', 'De2', 'exf3', 'Dxf3', 'Kd7', 'Kd1']);
  await page.selectOption('#notation', 'figurines');
  assert.deepEqual(await list(), ['♘f3', 'd5', 'e4', 'dxe4', '♕e2', 'exf3', '♕xf3', '♔d7', '♔d1']);
  // The choice is kept (localStorage) and the label follows the language.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.inputValue('#notation'), 'figurines');
  assert.equal((await page.textContent('.notation-pick span')).trim(), 'Notace');
  await page.selectOption('#notation', 'san');
  await chooseLang(page, 'en');
  await done();
});

test('flag fall (Art. 6.9): the verdict of Game#timeout as text, for the chosen side; the game is not changed', async t => {
  const { page, done } = await open(t);
  const verdict = async () => (await page.textContent('#flag-verdict')).trim();
  // King and queen against a bare king: White's flag falls, Black cannot mate: a draw.
  const queen = '8/8/8/4k3/8/8/3QK3/8 w - - 0 1';
  await loadFen(page, queen);
  assert.equal(await verdict(), '');
  await page.click('#flag-w');
  assert.equal(await verdict(), "Draw: White's time is up, but Black cannot checkmate by any series of legal moves");
  await page.click('#flag-b');
  assert.equal(await verdict(), 'White wins on time');
  assert.equal(await fen(page), queen);
  assert.equal((await page.textContent('#status')).trim(), 'White to move');
  // Rook against king and pawn: the pawn can promote and mate, so White's flag loses.
  const rook = '7k/7p/8/8/8/8/8/K5R1 w - - 0 1';
  await loadFen(page, rook);
  assert.equal(await verdict(), ''); // a new position clears the verdict
  await page.click('#flag-w');
  assert.equal(await verdict(), 'Black wins on time');
  assert.equal(await fen(page), rook);
  // In the page's language, again after a switch.
  await chooseLang(page, 'ru');
  assert.equal(await verdict(), 'Чёрные выигрывают по времени');
  await chooseLang(page, 'en');
  // A move clears it; a finished game keeps its own result.
  await clickMove(page, 'g1', 'g2');
  assert.equal(await verdict(), '');
  await loadFen(page, 'k7/1Q6/1K6/8/8/8/8/8 b - - 0 1');
  await page.click('#flag-b');
  assert.equal(await verdict(), 'Checkmate — White wins');
  done();
});

// Found by a user trial: at 390×844 the board fills the screen and the FEN and PGN boxes are
// below it, so a "Cannot load:" shown under the board was off-screen. It shows under the box
// whose text it is about, in view; a refused move's ruling stays under the board.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}×${viewport.height}: a FEN or PGN that cannot be loaded is explained under its box, in view; a refused move under the board`, async t => {
    const { page, done } = await open(t, { viewport });
    // The ruling's box and where it stands: on screen, and just under `under`'s box.
    const check = async (under, what) => {
      await page.waitForSelector('#ruling:not([hidden])');
      const r = await page.locator('#ruling').boundingBox();
      const u = await page.locator(under).boundingBox();
      assert.ok(r.y >= 0 && r.y + r.height <= viewport.height + 1, `${what}: the ruling is on screen (top ${r.y}, height ${r.height}, screen ${viewport.height})`);
      assert.ok(r.y >= u.y + u.height - 1 && r.y - (u.y + u.height) <= 60, `${what}: the ruling is just under ${under} (its bottom ${u.y + u.height}, the ruling's top ${r.y})`);
    };
    await page.fill('#fen', '8/8/8/8/8/8/8/K7 w - - 0 1');
    await page.click('#fen-load');
    await check('#fen', 'a FEN with no black king');
    assert.equal(await page.getAttribute('#ruling', 'data-code'), 'ERR_FEN_KINGS');
    assert.equal(await page.textContent('#ruling-label'), 'Cannot load:');
    await page.fill('#pgn', '1. e4 e5 2. Ke3');
    await page.click('#pgn-load');
    await check('#pgn', 'a PGN with an illegal move');
    assert.match(await page.textContent('#ruling-text'), /Ke3/);
    await page.fill('#pgn', '');
    await page.click('#pgn-load');
    await check('#pgn', 'an empty PGN box');
    assert.equal((await page.textContent('#ruling-text')).trim(), 'The PGN box is empty. Paste a game in PGN first.');
    // a refused move: under the board
    await page.click(sq('g1'));
    await page.click(sq('g3'));
    await page.waitForSelector('#ruling[data-code="ERR_KNIGHT_MOVE"]');
    await check('.board-wrap', 'a refused move');
    await page.screenshot({ path: path.join(resultsDir, `ruling-${viewport.width}.png`) });
    done();
  });
}

test('← and → step through the moves after a move made with the mouse, the focus still on the board; after Tab the arrows move the focus ring (found by a new-user trial)', async t => {
  const { page, done } = await open(t, { viewport: { width: 1280, height: 800 } });
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('#board')), true, 'the focus stays on the board');
  assert.equal(await pressKey(page, 'ArrowLeft'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(await pressKey(page, 'ArrowLeft'), START);
  assert.equal(await pressKey(page, 'ArrowRight'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(await pressKey(page, 'End'), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(await pressKey(page, 'Home'), START);
  // Not while typing: the arrows move the caret in the FEN box.
  await page.keyboard.press('End');
  await settle(page);
  await page.focus('#fen');
  await page.keyboard.press('ArrowLeft');
  await idle(page);
  assert.equal(await page.textContent('#movelist [aria-current="true"]'), 'e5');
  // A keyboard user (Tab onto the board): the arrows move the focus ring, not the game.
  await page.click(sq('d2'));
  await page.click(sq('d2')); // nothing selected
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const focused = () => page.evaluate(() => document.activeElement?.dataset?.square ?? null);
  const before = await focused();
  assert.ok(before, 'a square has the focus');
  await page.keyboard.press('ArrowRight');
  await idle(page);
  assert.notEqual(await focused(), before, 'the ring moved');
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'the game did not');
  done();
});

test('Home goes back to the start and the main line; End to the end of the line being viewed (a trial found Home, End following a side line)', async t => {
  const { page, done } = await open(t, { viewport: { width: 1280, height: 800 } });
  const MAIN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'g1', 'f3');
  await clickMove(page, 'b8', 'c6');
  // Back two moves, then a different move: a side line (2. Nc3) beside the main line (2. Nf3).
  await clickControl(page, '#btn-undo');
  await clickControl(page, '#btn-undo');
  await clickMove(page, 'b1', 'c3');
  const SIDE = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 2';
  assert.equal(await fen(page), SIDE);
  // ← then End: the side line is the one being viewed.
  await clickControl(page, '#btn-undo');
  assert.equal(await clickControl(page, '#btn-last'), SIDE);
  // Home, then End: the main line's end; → from the start walks the main line too.
  assert.equal(await clickControl(page, '#btn-first'), START);
  assert.equal(await clickControl(page, '#btn-last'), MAIN);
  await page.keyboard.press('Home');
  await settle(page);
  for (let i = 0; i < 3; i++) await page.click('#btn-redo');
  await settle(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  // A move picked in the side line makes it the line being viewed: a step back, then End, stays in it.
  assert.equal(await clickControl(page, '#movelist .variation .mv'), SIDE);
  await clickControl(page, '#btn-undo');
  assert.equal(await clickControl(page, '#btn-last'), SIDE);
  done();
});

test('on a phone (390×844) every move of the list, a side line\'s too, is a 32×32 px touch target, and tapping one keeps the board in view', async t => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = recordProblems(page);
  t.after(() => context.close());
  await page.goto(baseUrl);
  await page.waitForSelector('body[data-ready="true"]');
  await page.fill('#pgn', '1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) (1... e6) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *');
  await page.click('#pgn-load');
  await settle(page);
  const sizes = await page.$$eval('#movelist .mv', bs => bs.map(b => {
    const r = b.getBoundingClientRect();
    return { text: b.textContent, variation: !!b.closest('.variation'), width: r.width, height: r.height };
  }));
  assert.ok(sizes.filter(s => s.variation).length >= 6, JSON.stringify(sizes));
  const small = sizes.filter(s => s.width < 32 || s.height < 32);
  assert.deepEqual(small, [], 'moves smaller than 32×32 px');
  // Tap moves of the list, main line and side line: the board stays wholly in view.
  const boardInView = () => page.evaluate(() => {
    const r = document.querySelector('.board').getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1;
  });
  for (const selector of ['#movelist .variation .mv >> nth=2', '#movelist .mv:not(.variation .mv) >> nth=9', '#movelist .variation .mv >> nth=0']) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await page.locator(selector).tap();
    await settle(page);
    await scrollAtRest(page);
    assert.equal(await boardInView(), true, `the board in view after tapping ${selector}`);
  }
  assert.deepEqual(errors, [], 'the page logged errors');
});
