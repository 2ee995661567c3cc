// The demo and the tutorial under real hands (issue 38): the game tree in the move list, a drag
// under CSS transforms, right-to-left digits, phones (centred board, coordinates clear of the
// pieces, a swipe on an empty square scrolls the page), the tutorial's board. Each check runs at
// 1280x800 and at 390x844 (a phone: touch, mobile viewport), in Debian's Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servePages, settles } from './helpers.mjs';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
const site = servePages();

/** A fresh page of `file` at `size`; done() asserts it logged no error. */
async function open(t, size, file = '', { init } = {}) {
  const { viewport, hasTouch = false, isMobile = false } = size;
  const context = await site.browser.newContext({ viewport, hasTouch, isMobile });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`); });
  if (init) await page.addInitScript(init);
  await page.goto(new URL(file, site.url).href);
  await page.waitForSelector('body[data-ready="true"]');
  t.after(() => context.close());
  return { page, context, done() { assert.deepEqual(errors, [], 'the page logged errors'); } };
}

const sq = (s) => `[data-square="${s}"]`;
const fen = (page) => page.inputValue('#fen');
// no animation running, and no action waiting for a module it loads at its first use (main.js)
const settle = (page) => page.waitForFunction(() => document.getAnimations().length === 0 && !document.body.dataset.pending);

const TREE_PGN = `[Event "Tree"]
[Result "*"]

{Opening comment} 1. e4 e5 2. Nf3 {Develops} (2. f4 exf4 {The King's Gambit} 3. Nf3 (3. Bc4 Qh4+) 3... g5) 2... Nc6 3. Bb5 a6 (3... Nf6 4. O-O) 4. Ba4 Nf6 *`;
const AFTER_QH4 = 'rnb1kbnr/pppp1ppp/8/8/2B1Pp1q/8/PPPP2PP/RNBQK1NR w KQkq - 2 4';
const END_FEN = 'r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5';

for (const size of SIZES) {
  test(`move list (${size.name}): variations and comments shown, nested, clickable and reachable by keyboard`, async (t) => {
    const { page, done } = await open(t, size);
    await page.fill('#pgn', TREE_PGN);
    await page.click('#pgn-load');
    await settle(page);
    assert.equal(await fen(page), END_FEN);
    // every comment, in order
    assert.deepEqual(await page.$$eval('#movelist .comment', (cs) => cs.map((c) => c.textContent)),
      ['Opening comment', 'Develops', "The King's Gambit"]);
    // two lines beside the main line, one of them holding a line of its own
    const groups = await page.$$eval('#movelist .variation', (vs) => vs.map((v) => ({
      moves: [...v.querySelectorAll(':scope > .mv')].map((b) => b.textContent),
      nested: v.parentElement.closest('.variation') !== null,
    })));
    assert.deepEqual(groups, [
      { moves: ['f4', 'exf4', 'Nf3', 'g5'], nested: false },
      { moves: ['Bc4', 'Qh4+'], nested: true },
      { moves: ['Nf6', 'O-O'], nested: false },
    ]);
    // the main line is all there, in its rows
    assert.deepEqual(await page.$$eval('#movelist [data-ply]', (bs) => bs.map((b) => b.textContent)),
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']);
    // the variations read as PGN writes them
    assert.equal((await page.textContent('#movelist .variation')).replace(/\s+/g, ' ').trim(),
      "2.f4 exf4 The King's Gambit 3.Nf3 (3.Bc4 Qh4+) 3…g5");
    // a click on a move of the nested line goes there
    await page.click('#movelist .variation .variation .mv:text-is("Qh4+")');
    await settle(page);
    assert.equal(await fen(page), AFTER_QH4);
    assert.equal(await page.getAttribute('#movelist .mv[aria-current="true"]', 'aria-label'), '3... Qh4+');
    // the moves on the way there are the played ones; all others are not
    assert.deepEqual(await page.$$eval('#movelist .mv:not(.future)', (bs) => bs.map((b) => b.textContent)),
      ['e4', 'e5', 'f4', 'exf4', 'Bc4', 'Qh4+']);
    // undo walks back along that line
    await page.click('#btn-undo');
    await settle(page);
    assert.equal(await page.textContent('#movelist .mv[aria-current="true"]'), 'Bc4');
    // keyboard: Tab goes from move to move (variations included), Enter goes to the one focused
    await page.focus('#movelist .mv:text-is("Nf3") >> nth=0');
    const order = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement.textContent));
    }
    assert.deepEqual(order, ['f4', 'exf4', 'Nf3', 'Bc4']);
    await page.keyboard.press('Enter');
    await settle(page);
    assert.equal(await fen(page), 'rnbqkbnr/pppp1ppp/8/8/2B1Pp2/8/PPPP2PP/RNBQK1NR b KQkq - 1 3');
    done();
  });

  test(`move list (${size.name}): a move played in the middle of a game keeps the old line, which stays reachable`, async (t) => {
    const { page, done } = await open(t, size);
    await page.fill('#pgn', '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *');
    await page.click('#pgn-load');
    await settle(page);
    await page.click('#movelist [data-ply="3"]');
    await settle(page);
    await page.click(sq('d7'));
    await page.click(sq('d6'));
    await settle(page);
    assert.equal(await fen(page), 'rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
    // the new move is a variation of 2... Nc6, the current one; the old line is all still listed
    assert.deepEqual(await page.$$eval('#movelist [data-ply]', (bs) => bs.map((b) => b.textContent)),
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']);
    assert.deepEqual(await page.$$eval('#movelist .variation .mv', (bs) => bs.map((b) => [b.textContent, b.getAttribute('aria-current')])),
      [['d6', 'true']]);
    // the old line's end, one click away
    await page.click('#movelist [data-ply="8"]');
    await settle(page);
    assert.equal(await fen(page), 'r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5');
    // and back into the new line
    await page.click('#movelist .variation .mv');
    await settle(page);
    assert.equal(await fen(page), 'rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
    // the PGN written holds both lines
    await page.click('#pgn-copy');
    assert.match(await page.inputValue('#pgn'), /2\. Nf3 Nc6 \(2\.\.\. d6\) 3\. Bb5/);
    done();
  });
}

// How a page may scale the board: the board's own box, its container, the page's zoom. Those
// that make the page wider than a phone (the layout viewport then differs from the visual one,
// which the test's pointer uses) run at the desktop size only.
const TRANSFORMS = {
  'transform: scale(0.6) on the board': () => { Object.assign(document.querySelector('.board-wrap').style, { transform: 'scale(0.6)', transformOrigin: '0 0' }); },
  'transform: scale(0.8) on a container': () => { Object.assign(document.querySelector('.layout').style, { transform: 'scale(0.8)', transformOrigin: '0 0' }); },
  'zoom: 0.8 on the page': () => { document.body.style.zoom = '0.8'; },
  'zoom: 0.7 and scale(1.2) together': () => { document.body.style.zoom = '0.7'; Object.assign(document.querySelector('.play').style, { transform: 'scale(1.2)', transformOrigin: '0 0' }); },
};
const WIDE_TRANSFORMS = {
  'transform: scale(1.3) on a container': () => { Object.assign(document.querySelector('.layout').style, { transform: 'scale(1.3)', transformOrigin: '0 0' }); },
  'zoom: 1.5 on the page': () => { document.body.style.zoom = '1.5'; },
};

for (const size of SIZES) {
  test(`drag under transforms (${size.name}): the dragged piece stays under the pointer, the drop lands where it is`, async (t) => {
    const { page, done } = await open(t, size);
    for (const [name, apply] of Object.entries({ ...TRANSFORMS, ...(size.isMobile ? {} : WIDE_TRANSFORMS) })) {
      await page.click('#btn-new');
      await settle(page);
      await page.evaluate(apply);
      await page.locator(sq('g1')).scrollIntoViewIfNeeded();
      const centre = async (sel) => {
        const r = await page.evaluate((s) => { const b = document.querySelector(s).getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; }, sel);
        return r;
      };
      const [x0, y0] = await centre(sq('g1'));
      const [x1, y1] = await centre(sq('f3'));
      // the mouse drives the drag (a touch drag is the same code path, pointer events)
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await page.mouse.move(x0 + 10, y0 - 10, { steps: 2 });
      const mid = [(x0 + x1) / 2 + 3, (y0 + y1) / 2 - 4];
      await page.mouse.move(mid[0], mid[1], { steps: 4 });
      const [px, py] = await centre(`${sq("g1")} .piece`);
      assert.ok(Math.abs(px - mid[0]) < 1.5 && Math.abs(py - mid[1]) < 1.5,
        `${name}: the piece's centre ${px.toFixed(1)},${py.toFixed(1)} is under the pointer ${mid[0].toFixed(1)},${mid[1].toFixed(1)}`);
      await page.mouse.move(x1, y1, { steps: 3 });
      await page.mouse.up();
      await settle(page);
      assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1', name);
      await page.evaluate(() => {
        for (const s of ['.board-wrap', '.layout', '.play']) document.querySelector(s).removeAttribute('style');
        document.body.style.zoom = '';
      });
    }
    done();
  });
}

for (const size of SIZES) {
  test(`board geometry (${size.name}): coordinates beside their files and ranks, clear of every piece; on a phone the board is centred`, async (t) => {
    const { page, done } = await open(t, size);
    for (const flip of [false, true]) {
      if (flip) await page.click('#btn-flip');
      await settle(page);
      const g = await page.evaluate(() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return { l: r.left, r: r.right, t: r.top, b: r.bottom }; };
        return {
          board: box(document.getElementById('board')),
          pieces: [...document.querySelectorAll('#board .piece')].map(box),
          squares: Object.fromEntries([...document.querySelectorAll('#board .sq')].map((s) => [s.dataset.square, box(s)])),
          coords: [...document.querySelectorAll('.board-wrap .coords span, #board .coord')].map((c) => ({ text: c.textContent, ...box(c), visible: getComputedStyle(c).visibility === 'visible' })),
          width: document.documentElement.clientWidth,
        };
      });
      const overlap = (a, b) => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;
      assert.equal(g.coords.length, 16, 'a..h and 1..8');
      for (const c of g.coords) {
        assert.ok(c.visible && c.r > c.l, `${c.text} drawn`);
        assert.ok(c.l >= 0 && c.r <= g.width, `${c.text} inside the page`);
        const hit = g.pieces.find((p) => overlap(c, p));
        assert.ok(!hit, `${flip ? 'flipped: ' : ''}coordinate ${c.text} clear of the pieces`);
        // in line with its file's or rank's squares
        const mid = /[a-h]/.test(c.text) ? (c.l + c.r) / 2 : (c.t + c.b) / 2;
        const s = g.squares[/[a-h]/.test(c.text) ? `${c.text}1` : `a${c.text}`];
        const [lo, hi] = /[a-h]/.test(c.text) ? [s.l, s.r] : [s.t, s.b];
        assert.ok(mid > lo && mid < hi, `${flip ? 'flipped: ' : ''}${c.text} beside its squares`);
      }
      if (size.isMobile) {
        const centre = (g.board.l + g.board.r) / 2;
        assert.ok(Math.abs(centre - g.width / 2) < 1, `the board is centred: its middle at ${centre}, the page's at ${g.width / 2}`);
        assert.ok(g.board.r - g.board.l >= g.width - 60, `the board is as wide as the phone allows: ${g.board.r - g.board.l} px of ${g.width}`);
      }
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
    done();
  });
}

/** The left edges of the characters of `selector`'s text, in text order. */
const glyphLefts = (page, selector) => page.$eval(selector, (el) => {
  const out = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    for (let i = 0; i < n.length; i++) {
      const r = document.createRange();
      r.setStart(n, i); r.setEnd(n, i + 1);
      out.push([n.data[i], r.getBoundingClientRect().left]);
    }
  }
  return out;
});
const FA = '۰۱۲۳۴۵۶۷۸۹';

for (const size of SIZES) {
  test(`Persian (${size.name}): move numbers and counters in Persian digits, numbers not mirrored, the PGN box left to right`, async (t) => {
    const { page, done } = await open(t, size, '?lang=fa');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    // the PGN box's hint reads right to left, the PGN in it left to right
    assert.equal(await page.$eval('#pgn', (e) => getComputedStyle(e).direction), 'rtl', 'the empty box: its Persian hint');
    await page.fill('#pgn', '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *');
    assert.equal(await page.$eval('#pgn', (e) => getComputedStyle(e).direction), 'ltr', 'the PGN');
    await page.click('#pgn-load');
    await settle(page);
    const nums = await page.$$eval('#movelist .num', (ns) => ns.map((n) => n.textContent));
    assert.deepEqual(nums, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `${String(n).replace(/\d/g, (d) => FA[d])}.`));
    assert.equal(await page.getAttribute('#movelist [data-ply="19"]', 'aria-label'), '۱۰. d4');
    // "۱۰": the one drawn left of the zero, as numbers are written in Persian too
    const ten = await glyphLefts(page, '#movelist li:last-child .num');
    assert.ok(ten.find(([c]) => c === '۱')[1] < ten.find(([c]) => c === '۰')[1], `۱۰ not mirrored: ${JSON.stringify(ten)}`);
    // the tutorial's counters
    await page.goto(new URL('learn.html?lang=fa', site.url).href);
    await page.waitForSelector('body[data-ready="true"]');
    const counter = (await page.textContent('#exercise-no')).trim();
    assert.match(counter, /^تمرین ۱\/[۱-۹]:$/, counter);
    const glyphs = await glyphLefts(page, '#exercise-no bdi');
    assert.equal(glyphs.map(([c]) => c).join(''), counter.match(/۱\/[۱-۹]/)[0]);
    assert.ok(glyphs[0][1] < glyphs[2][1], `the counter reads ۱ of n, left to right: ${JSON.stringify(glyphs)}`);
    assert.doesNotMatch(await page.textContent('#progress'), /[0-9]/, 'the progress counter in Persian digits');
    done();
  });
}

for (const size of SIZES) {
  test(`tutorial (${size.name}): coordinates beside the board, clear of the pieces; a reload returns to the lesson the learner was in`, async (t) => {
    const { page, done } = await open(t, size, 'learn.html');
    await page.click('[data-lesson]:text("Castling") >> nth=0');
    await page.click('#btn-next');
    const where = async () => [await page.textContent('#lesson-title'), await page.textContent('#exercise-no')];
    const before = await where();
    assert.match(before[1], /^Exercise 2\//);
    const g = await page.evaluate(() => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { l: r.left, r: r.right, t: r.top, b: r.bottom }; };
      return {
        pieces: [...document.querySelectorAll('#board .piece')].map(box),
        squares: Object.fromEntries([...document.querySelectorAll('#board .sq')].map((s) => [s.dataset.square, box(s)])),
        coords: [...document.querySelectorAll('.learn-board .coords span')].map((c) => ({ text: c.textContent, ...box(c) })),
      };
    });
    assert.deepEqual(g.coords.map((c) => c.text).sort().join(''), '12345678abcdefgh');
    for (const c of g.coords) {
      assert.ok(!g.pieces.some((p) => c.l < p.r && p.l < c.r && c.t < p.b && p.t < c.b), `${c.text} clear of the pieces`);
      const file = /[a-h]/.test(c.text);
      const s = g.squares[file ? `${c.text}1` : `a${c.text}`];
      const mid = file ? (c.l + c.r) / 2 : (c.t + c.b) / 2;
      assert.ok(file ? mid > s.l && mid < s.r : mid > s.t && mid < s.b, `${c.text} beside its squares`);
    }
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.deepEqual(await where(), before, 'the same lesson and exercise after a reload');
    assert.equal(await page.getAttribute('[data-lesson][aria-current="true"]', 'data-lesson'), await page.evaluate(() => JSON.parse(localStorage.getItem('chess-arbiter-learn-place')).lesson));
    done();
  });
}
