// The tutorial's board under real hands (issue 38): a piece is dragged as on the demo's board
// (the same board component, www/board.js), by the mouse at 1280x800 and by a finger at 390x844;
// on a phone a swipe from an empty square or from a piece the learner does not play scrolls the
// page, one from the learner's piece drags it. Clicks and the keyboard are tested in
// learn.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExercise, lessons } from '../../pkg/lessons/browser.js';
import { assertScrolled, idle, servePages, settles } from './helpers.mjs';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
const site = servePages();

/** learn.html at `size`, on the pin lesson's first exercise; done() asserts it logged no error. */
async function open(t, size) {
  const { viewport, hasTouch = false, isMobile = false } = size;
  const context = await site.browser.newContext({ viewport, hasTouch, isMobile });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(new URL('learn.html?lang=en', site.url).href);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('[data-lesson="pin"]');
  await page.evaluate(() => window.scrollTo(0, 0));
  const cdp = await context.newCDPSession(page);
  return { page, cdp, done() { assert.deepEqual(errors, [], 'the page logged errors'); } };
}

const sq = (s) => `[data-square="${s}"]`;
const settle = (page) => page.waitForFunction(() => document.getAnimations().length === 0);
/** The centre of `selector`'s box on screen, in the viewport's coordinates. */
const centre = (page, selector) => page.$eval(selector, (e) => { const b = e.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
/** The pieces drawn on the board as 'c3wP ...', sorted (colour from the class, role from the drawing). */
const pieces = (page) => page.$$eval('#board .piece:not(.leaving)', (els) => els.map((e) => `${e.closest('[data-square]').dataset.square}${e.classList.contains('w') ? 'w' : 'b'}${e.querySelector('[data-role]').dataset.role.toUpperCase()}`).sort().join(' '));

/** A finger's swipe from [x, y] to [x2, y2] in eight steps (touch events, as a phone sends them). */
async function swipe(cdp, [x, y], [x2, y2]) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + ((x2 - x) * i) / 8, y: y + ((y2 - y) * i) / 8 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Drags the piece on `from` to `to` with the mouse; mid-way, the piece's centre is under the pointer. */
async function mouseDrag(page, from, to) {
  const [x0, y0] = await centre(page, sq(from));
  const [x1, y1] = await centre(page, sq(to));
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 8, y0 - 8, { steps: 2 });
  const mid = [(x0 + x1) / 2 + 3, (y0 + y1) / 2 - 4];
  await page.mouse.move(mid[0], mid[1], { steps: 4 });
  const [px, py] = await centre(page, `${sq(from)} .piece`);
  assert.ok(Math.abs(px - mid[0]) < 1.5 && Math.abs(py - mid[1]) < 1.5,
    `${from}-${to}: the piece's centre ${px.toFixed(1)},${py.toFixed(1)} is under the pointer ${mid[0].toFixed(1)},${mid[1].toFixed(1)}`);
  await page.mouse.move(x1, y1, { steps: 3 });
  await page.mouse.up();
}

const PIN = lessons.find((l) => l.id === 'pin').exercises[0];
// the exercise this file drives: White's b2 pawn takes the knight on c3, the goal square; the
// knight on e2 is pinned to its king (its try is ruled, not refused by the board)
assert.deepEqual([PIN.fen, PIN.solution, PIN.success.squares, PIN.wrong.uci], ['4k3/4r3/8/8/8/2n5/1P2N3/4K3 w - - 0 1', ['b2c3'], ['c3'], 'e2c3']);
const START = 'b2wP c3bN e1wK e2wN e7bR e8bK';
const SOLVED = 'c3wP e1wK e2wN e7bR e8bK';

for (const size of SIZES) {
  test(`tutorial (${size.name}): a piece dragged onto the goal square plays the move; a dragged try the rules forbid gets its ruling`, async (t) => {
    const { page, cdp, done } = await open(t, size);
    assert.equal(await pieces(page), START);
    assert.deepEqual(await page.$$eval('#board .sq.goal', (els) => els.map((e) => e.dataset.square)), ['c3']);
    const drag = size.isMobile
      ? async (from, to) => swipe(cdp, await centre(page, sq(from)), await centre(page, sq(to)))
      : (from, to) => mouseDrag(page, from, to);
    // the pinned knight onto c3: the package's ruling, and the knight goes home
    await drag('e2', 'c3');
    await page.waitForSelector('body[data-rulings="1"]');
    assert.equal(await page.textContent('#ruling-text'), (await checkExercise(PIN, ['e2c3'], { lang: 'en' })).ruling.message);
    await settle(page);
    assert.equal(await pieces(page), START, 'the ruled try moved nothing');
    assert.equal(await page.$eval(`${sq('e2')} .piece`, (p) => p.style.transform), '', 'the knight is home');
    // the pawn takes on the goal square
    await drag('b2', 'c3');
    await page.waitForSelector('body[data-played="1"]');
    await page.waitForSelector('#outcome.done');
    await settle(page);
    assert.equal(await pieces(page), SOLVED);
    assert.equal(await page.textContent('#announce'), 'White pawn from b2 takes knight on c3. Well done!');
    assert.equal(await page.locator('.piece.dragging').count(), 0, 'no piece is left dragged');
    assert.equal(await page.isVisible('#ruling'), false);
    if (size.isMobile) assert.equal(await page.evaluate(() => window.scrollY), 0, 'the drag did not scroll the page');
    done();
  });
}

test('tutorial (phone, 390x844): a swipe from an empty square or from a piece the learner does not play scrolls the page; from the learner\'s piece it drags, and the page stays', async (t) => {
  const { page, cdp, done } = await open(t, SIZES[1]);
  const scrolled = (what) => assertScrolled(page, what);
  // the page is taller than the phone (else nothing could scroll and the checks would mean nothing)
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 200), 'the page can scroll');
  await swipe(cdp, await centre(page, sq('d4')), (await centre(page, sq('d4'))).map((v, i) => (i ? v - 150 : v)));
  await scrolled('a swipe from the empty square d4 scrolls');
  await swipe(cdp, await centre(page, sq('e7')), (await centre(page, sq('e7'))).map((v, i) => (i ? v - 100 : v)));
  await scrolled('a swipe from the black rook on e7 (White to play) scrolls');
  assert.equal(await pieces(page), START, 'nothing moved');
  assert.equal(await page.isVisible('#ruling'), false, 'and nothing was tried');
  // a swipe from the learner's pawn drags it onto c3, and the page does not scroll
  await swipe(cdp, await centre(page, sq('b2')), await centre(page, sq('c3')));
  await settles(page, () => pieces(page), SOLVED, 'b2xc3 by touch');
  await settle(page);
  await idle(page);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the drag did not scroll the page');
  // what decides it: touch-action none on the squares of the learner's pieces, only there
  await page.click('#btn-retry');
  const actions = await page.$$eval('#board .sq', (els) => Object.fromEntries(els.map((e) => [e.dataset.square, getComputedStyle(e).touchAction])));
  assert.deepEqual(Object.keys(actions).filter((k) => actions[k] === 'none').sort(), ['b2', 'e1', 'e2'], 'White\'s pieces: the squares a touch drags from');
  assert.ok(Object.values(actions).every((a) => a === 'none' || a === 'manipulation'), JSON.stringify(actions));
  done();
});
