// End-to-end test of the demo's clock page (www/clock.html, issue 37 item 5) in headless
// Chromium: a time control picked, both sides played at one board by clicks, the clocks shown
// from chess-arbiter/arbiter, and a flag falling with its Art. 6.9 verdict.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLang, servePages, newPage } from './helpers.mjs';

const site = servePages();
const sq = (s) => `[data-square="${s}"]`;

test('clock.html: moves by clicks run the clocks; on a 3 s control black\'s flag falls after 1. e4: "White wins on time (Art. 6.9): 1-0"', async () => {
  const page = await newPage(site.browser);
  await page.goto(new URL('clock.html', site.url).href);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  // 3 min + 2 s: white's clock runs from the start; after 1. e4 black's runs and white got 2 s.
  assert.equal(await page.inputValue('#tc'), '180+2');
  assert.match(await page.textContent('#clock-b'), /^3:00$/);
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Black to move');
  assert.equal(await page.getAttribute(`${sq('e4')} .piece`, 'data-piece'), 'wP');
  assert.match(await page.getAttribute('#clock-b', 'class'), /running/);
  assert.match(await page.textContent('#clock-w'), /^3:0[12]$/);
  // An illegal try changes nothing.
  await page.click(sq('e7'));
  await page.click(sq('e4'));
  assert.equal(await page.textContent('#verdict'), 'Black to move');
  // The 3 s control: white moves at once, black's flag falls against king and queen and the rest: 1-0.
  await page.selectOption('#tc', '3');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  await page.waitForFunction(() => /on time/.test(document.getElementById('verdict').textContent), null, { timeout: 10_000 });
  assert.equal(await page.textContent('#verdict'), 'White wins on time (Art. 6.9): 1-0');
  assert.equal(await page.textContent('#clock-b'), '0:00.0');
  assert.match(await page.getAttribute('#clock-b', 'class'), /flagged/);
  assert.equal(await page.isDisabled('#resign'), true);
  // Nothing moves after the flag.
  await page.click(sq('e7'));
  await page.click(sq('e5'));
  assert.equal(await page.$(`${sq('e5')} .piece`), null);
  // A new game, and a resignation.
  await page.click('#new');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  await page.click('#resign');
  assert.equal(await page.textContent('#verdict'), 'Black wins by resignation (Art. 5.1.2): 0-1');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('clock.html: a refused move is explained under the board, as on the demo\'s main page: "Not allowed:" and the package\'s ruling, its squares marked (a new user\'s trial: no feedback); by clicks and by a drag; a legal move clears it', async () => {
  const page = await newPage(site.browser);
  await page.goto(new URL('clock.html', site.url).href);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  const ruling = () => page.evaluate(() => {
    const r = document.getElementById('ruling');
    return r.hidden ? null : [r.dataset.code, r.textContent.replace(/\s+/g, ' ').trim(), [...document.querySelectorAll('.sq.marked')].map((b) => b.dataset.square).sort()];
  });
  const shown = (code) => page.waitForSelector(`#ruling:not([hidden])[data-code="${code}"]`);
  assert.equal(await ruling(), null);
  // the bishop on c1, behind its pawns: a click on it, then on e3
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  await shown('ERR_PIECE_IN_THE_WAY');
  assert.deepEqual(await ruling(), ['ERR_PIECE_IN_THE_WAY', 'Not allowed: The bishop on c1 cannot jump over the pawn on d2. (Art. 3.5)', ['c1', 'd2']]);
  assert.equal(await page.textContent('#verdict'), 'White to move', 'nothing was played');
  // a click on an empty square dismisses it
  await page.click(sq('e5'));
  assert.equal(await ruling(), null);
  // the same by a drag, with the mouse
  const centre = async (s) => { const b = await page.locator(sq(s)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const drag = async (from, to) => {
    const [x1, y1] = await centre(from);
    const [x2, y2] = await centre(to);
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move(x2, y2, { steps: 8 });
    await page.mouse.up();
  };
  await drag('c1', 'e3');
  await shown('ERR_PIECE_IN_THE_WAY');
  assert.deepEqual((await ruling())[1], 'Not allowed: The bishop on c1 cannot jump over the pawn on d2. (Art. 3.5)');
  assert.equal(await page.getAttribute(`${sq('c1')} .piece`, 'data-piece'), 'wB', 'the bishop is back on c1');
  // a legal move clears it; then a piece of the side not to move (White's, Black to move)
  await playMoves(page, ['e2e4']);
  assert.equal(await ruling(), null);
  await page.click(sq('d2'));
  await page.click(sq('d4'));
  await shown('ERR_NOT_YOUR_TURN');
  assert.deepEqual(await ruling(), ['ERR_NOT_YOUR_TURN', "Not allowed: It is Black's turn, and the pawn on d2 belongs to White. (Art. 1.2)", ['d2']]);
  assert.equal(await page.textContent('#verdict'), 'Black to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the demo links to the clock page in its language ("Play on the clock", Russian "Играть с часами"), and the link leads there, in Russian', async () => {
  const page = await newPage(site.browser);
  await page.goto(site.url);
  const link = page.locator('a[href="clock.html"]');
  assert.equal(await link.textContent(), 'Play on the clock');
  await chooseLang(page, 'ru');
  assert.equal(await link.textContent(), 'Играть с часами');
  await link.click();
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'Ход белых'); // the language picked (tests/e2e/clock-i18n.test.mjs)
  assert.match(page.url(), /\/clock\.html$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The moves of a game by clicks, each awaited until the side to move changes (the verdict line).
async function playMoves(page, moves) {
  for (const uci of moves) {
    const before = await page.textContent('#verdict');
    await page.click(sq(uci.slice(0, 2)));
    await page.click(sq(uci.slice(2, 4)));
    await page.waitForFunction((b) => document.getElementById('verdict').textContent !== b, before);
  }
}

const checked = (page) => page.evaluate(() => [...document.querySelectorAll('.sq.check')].map((b) => b.dataset.square));

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`clock.html at ${width}×${height}: the king in check is marked; a promotion asks for the piece (the knight chosen; Escape plays nothing); buttons, squares and the picker's choices at least 44×44 px`, async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width, height });
    await page.goto(new URL('clock.html', site.url).href);
    await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
    const size = (selector) => page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => { const r = e.getBoundingClientRect(); return [e.id || e.dataset.square || e.dataset.promotion, r.width, r.height]; }), selector);
    const small = (list) => list.filter(([, w, h]) => w < 44 || h < 44);
    const controls = await size('.clock-setup button, .clock-setup select');
    assert.deepEqual(controls.map(([id]) => id), ['tc', 'new', 'resign']);
    assert.deepEqual(small(controls), [], 'the time control, New game and Resign');
    assert.equal((await size('.sq')).length, 64);
    assert.deepEqual(small(await size('.sq')), [], 'the squares');
    // 1. e4 f5 2. Qh5+: black's king on e8 is marked, and no longer once 2...g6 covers it.
    await playMoves(page, ['e2e4', 'f7f5', 'd1h5']);
    assert.deepEqual(await checked(page), ['e8']);
    await playMoves(page, ['g7g6']);
    assert.deepEqual(await checked(page), []);
    // A new game: 1. e4 f5 2. exf5 g6 3. fxg6 Nf6 4. gxh7 Rg8, then h7 takes on g8 and promotes.
    await page.click('#new');
    await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
    await playMoves(page, ['e2e4', 'f7f5', 'e4f5', 'g7g6', 'f5g6', 'g8f6', 'g6h7', 'h8g8']);
    await page.click(sq('h7'));
    await page.click(sq('g8'));
    await page.waitForSelector('.picker');
    assert.deepEqual(await page.$$eval('.picker button', (bs) => bs.map((b) => b.dataset.promotion)), ['q', 'r', 'b', 'n']);
    assert.deepEqual(small(await size('.picker button')), [], 'the picker\'s choices');
    // Escape: nothing played, the clock still white's.
    await page.keyboard.press('Escape');
    assert.equal(await page.$('.picker'), null);
    assert.equal(await page.getAttribute(`${sq('h7')} .piece`, 'data-piece'), 'wP');
    assert.equal(await page.textContent('#verdict'), 'White to move');
    // Again, and the knight: g8 holds a white knight (not a queen), black's rook is gone.
    await page.click(sq('h7'));
    await page.click(sq('g8'));
    await page.click('.picker [data-promotion="n"]');
    await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Black to move');
    assert.equal(await page.getAttribute(`${sq('g8')} .piece`, 'data-piece'), 'wN');
    assert.equal(await page.$(`${sq('h7')} .piece`), null);
    assert.deepEqual(await checked(page), []);
    assert.match(await page.getAttribute('#clock-b', 'class'), /running/);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('the demo (index.html) on a phone (390×844): every control is a touch target of 44×44 px or more (the checkbox by its label), the board\'s squares and the move list\'s buttons too (a new user\'s trial found them 42 px and 151×32 px), with no sideways scrolling', async () => {
  const page = await newPage(site.browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site.url);
  await page.waitForFunction(() => !document.querySelector('#board[aria-disabled="true"]'));
  const targets = await page.evaluate(() => [...document.querySelectorAll('button, select, input, a, label.opt-check')]
    .filter((e) => !e.classList.contains('sq') && e.type !== 'checkbox' && e.getClientRects().length > 0)
    .map((e) => { const r = e.getBoundingClientRect(); return [e.id || e.getAttribute('href') || e.className, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; }));
  // The header's two links and language menu, the game's buttons, the variant and notation menus,
  // the FEN box and its buttons, the flag buttons, the PGN buttons, the replay's menu, buttons and speed.
  assert.ok(targets.length >= 25, `${targets.length} controls: ${JSON.stringify(targets)}`);
  assert.deepEqual(targets.filter(([, w, h]) => w < 44 || h < 44), []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  // The board's 64 squares, whole on the screen with their rank coordinates.
  const squares = await page.$$eval('#board .sq', (ss) => ss.map((e) => { const r = e.getBoundingClientRect(); return [e.dataset.square, r.width, r.height]; }));
  assert.equal(squares.length, 64);
  assert.deepEqual(squares.filter(([, w, h]) => w < 44 || h < 44), [], 'the squares');
  const [left, right] = await page.$eval('.coords.ranks', (e) => { const r = e.getBoundingClientRect(); const b = document.getElementById('board').getBoundingClientRect(); return [r.left, b.right]; });
  assert.ok(left >= 0 && right <= 390, `the ranks from ${left} px, the board to ${right} px`);
  // A few moves played: the move list's buttons (a grid of buttons, not inline text) too (a new
  // user's trial found them 151×32 px).
  for (const [n, from, to] of [[1, 'e2', 'e4'], [2, 'e7', 'e5'], [3, 'g1', 'f3']]) {
    await page.click(`#board [data-square="${from}"]`);
    await page.click(`#board [data-square="${to}"]`);
    await page.waitForFunction((n) => document.querySelectorAll('#movelist .mv').length === n, n);
  }
  const moves = await page.$$eval('#movelist .mv', (ms) => ms.map((e) => { const r = e.getBoundingClientRect(); return [e.textContent, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; }));
  assert.deepEqual(moves.map(([san]) => san), ['e4', 'e5', 'Nf3']);
  assert.deepEqual(moves.filter(([, w, h]) => w < 44 || h < 44), [], 'the move list\'s buttons');
  // A replay picked: its chips (go to a castling, an en passant, a mate...) too (a new user's
  // trial found them 21 px tall); the game's link is inline text (a side line's moves: 32 px, in
  // demo.test.mjs).
  await page.selectOption('#replay-select', { index: 1 });
  await page.waitForSelector('#replay-info .chip');
  const chips = await page.$$eval('#replay-info .chip', (cs) => cs.map((e) => { const r = e.getBoundingClientRect(); return [e.textContent, r.width, r.height]; }));
  assert.ok(chips.length > 0);
  assert.deepEqual(chips.filter(([, w, h]) => w < 44 || h < 44), []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling with a replay');
  assert.deepEqual(page.problems, []);
  await page.close();
});
