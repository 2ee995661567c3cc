// The lichess variants in the demo (www/variants.js over chess-arbiter/variants), at 1280x800 and
// 390x844: the selector plays each variant from its start; a move that shows each rule (an atomic
// explosion, a crazyhouse capture into the pocket and drops from it, dragged and clicked, a pawn
// drop onto the last rank refused, the three-check counter going up, antichess's compulsory
// capture refused with its ruling) and a short game's end; the variants' module loads only when a
// variant is picked, and standard chess comes back. Switching variant keeps each game; a FEN a
// variant refuses is explained in the page's language; on a phone a drag of a piece that cannot
// move is refused with its ruling, as a tap then a tap is. The PGN box reads a variant's game (its
// [Variant] tag picks the variant, from the standard board too) and Copy writes one.
import test from 'node:test';
import assert from 'node:assert/strict';
import { chooseLang, recordProblems, servePages, settles } from './helpers.mjs';

// The package's texts for a FEN's syntax (chess-arbiter/rulings/<lang>.js), which the page shows
// for the syntax a variant's FEN shares with chess.
const errorTexts = async (lang) => (await import(`../../pkg/rulings/${lang}.js`)).errorTexts;

const site = servePages();
const sq = (s) => `#board [data-square="${s}"]`;
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

async function open(t, viewport) {
  const context = await site.browser.newContext({ viewport });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = recordProblems(page);
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(site.url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // Record the bursts of explosions as they are drawn.
  await page.evaluate(() => {
    window.bursts = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.classList?.contains('burst')) window.bursts.push(n.parentElement.dataset.square);
    }).observe(document.getElementById('board'), { childList: true, subtree: true });
  });
  return { page, problems, requests };
}

/** The board's pieces as { square: 'wN' }. */
const pieces = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#board [data-square] [data-piece]')]
  .map((p) => [p.closest('[data-square]').dataset.square, p.dataset.piece]).sort()));

/** The pieces of a FEN's placement (pockets and ~ marks aside). */
function placement(fen) {
  const out = {};
  fen.split(' ')[0].replace(/\[.*$/, '').replace(/~/g, '').split('/').forEach((row, i) => {
    let f = 0;
    for (const c of row) {
      if (/\d/.test(c)) f += Number(c);
      else out['abcdefgh'[f++] + (8 - i)] = (c === c.toUpperCase() ? 'w' : 'b') + c.toUpperCase();
    }
  });
  return Object.fromEntries(Object.entries(out).sort());
}

async function pick(page, variant) {
  await page.selectOption('#variant', variant);
  await page.waitForFunction((v) => (v === 'standard' ? !document.body.dataset.variant : document.body.dataset.variant === v), variant);
}

/** Plays from -> to by two clicks and waits until the move list has `plies` moves. */
async function play(page, from, to, plies) {
  await page.click(sq(from));
  await page.click(sq(to));
  await page.waitForFunction((n) => document.querySelectorAll('#movelist [data-ply]').length === n, plies);
}

async function loadFen(page, fen) {
  await page.fill('#fen', fen);
  await page.click('#fen-load');
  await settles(page, () => pieces(page), placement(fen), `the board shows ${fen}`);
}

const STARTS = {
  antichess: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
  atomic: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  crazyhouse: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
  horde: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
  kingOfTheHill: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  racingKings: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
  threeCheck: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1',
};
const NAMES = { antichess: 'Antichess', atomic: 'Atomic', crazyhouse: 'Crazyhouse', horde: 'Horde', kingOfTheHill: 'King of the Hill', racingKings: 'Racing Kings', threeCheck: 'Three-check' };

for (const viewport of VIEWPORTS) {
  const at = `${viewport.width}x${viewport.height}`;

  test(`${at}: each variant from its start; the variants' module loads only when one is picked; standard comes back`, async (t) => {
    const { page, problems, requests } = await open(t, viewport);
    assert.ok(!requests.some((u) => u.startsWith('/pkg/variants') || u === '/variants.js'), `nothing of the variants at the first load: ${requests.join(' ')}`);
    for (const [variant, fen] of Object.entries(STARTS)) {
      await pick(page, variant);
      await settles(page, () => pieces(page), placement(fen), `${variant}: its start`);
      assert.equal(await page.inputValue('#fen'), fen);
      assert.equal((await page.textContent('#status')).trim(), `White to move · ${NAMES[variant]}`);
      // Crazyhouse shows its (empty) pockets, three-check its counter; the others neither.
      assert.equal(await page.isVisible('.pocket'), variant === 'crazyhouse', `${variant}: pockets`);
      assert.equal(await page.isVisible('#checks'), variant === 'threeCheck', `${variant}: checks`);
      // Standard chess's own controls are off; the PGN box reads and writes the variant's games.
      for (const id of ['btn-960', 'flag-w', 'replay-select']) assert.equal(await page.isDisabled(`#${id}`), true, `${variant}: #${id}`);
      for (const id of ['pgn-load', 'pgn-copy']) assert.equal(await page.isDisabled(`#${id}`), false, `${variant}: #${id}`);
    }
    assert.ok(requests.includes('/pkg/variants/index.js') && requests.includes('/variants.js'));
    await pick(page, 'standard');
    await settles(page, () => pieces(page), placement(STARTS.atomic), 'standard: its start');
    assert.equal((await page.textContent('#status')).trim(), 'White to move');
    assert.equal(await page.isVisible('.pocket'), false);
    assert.equal(await page.isDisabled('#btn-960'), false);
    await play(page, 'e2', 'e4', 1);
    assert.deepEqual(problems, []);
  });

  test(`${at}: atomic: a capture explodes the pieces around it (drawn as bursts, marked), and a short game ends with a king exploded`, async (t) => {
    const { page, problems } = await open(t, viewport);
    await pick(page, 'atomic');
    await loadFen(page, '4k3/8/2rp4/3q4/2b1BN2/8/8/4K3 w - - 0 1');
    await play(page, 'f4', 'd5', 1);
    await settles(page, () => pieces(page), { d6: 'bP', e1: 'wK', e8: 'bK' }, 'the knight, the queen, both bishops and the rook are gone; the pawn stays');
    assert.deepEqual(await page.$$eval('.sq.blasted', (els) => els.map((e) => e.dataset.square).sort()), ['c4', 'c6', 'd5', 'e4']);
    assert.deepEqual((await page.evaluate(() => window.bursts)).sort(), ['c4', 'c6', 'd5', 'e4']);
    // A short game: 1. Nf3 a6 2. Ne5 a5 3. Nxf7 explodes the king on e8.
    await page.click('#btn-new');
    await settles(page, () => pieces(page), placement(STARTS.atomic), 'a new atomic game');
    await play(page, 'g1', 'f3', 1);
    await play(page, 'a7', 'a6', 2);
    await play(page, 'f3', 'e5', 3);
    await play(page, 'a6', 'a5', 4);
    await play(page, 'e5', 'f7', 5);
    assert.match(await page.getAttribute('body', 'data-outcome'), /^king_?[eE]xploded w$/);
    assert.equal((await page.textContent('#status')).trim(), 'King exploded — White wins · Atomic');
    assert.equal(await page.$$eval('.sq.movable', (els) => els.length), 0, 'the game is over: nothing moves');
    assert.deepEqual(problems, []);
  });

  test(`${at}: crazyhouse: a capture goes into the pocket, a drop from it (dragged, and clicked), a pawn onto the last rank refused`, async (t) => {
    const { page, problems } = await open(t, viewport);
    await pick(page, 'crazyhouse');
    await play(page, 'e2', 'e4', 1);
    await play(page, 'd7', 'd5', 2);
    await play(page, 'e4', 'd5', 3);
    const count = (color, role) => page.getAttribute(`.pocket[data-color="${color}"] .pocket-piece[data-role="${role}"]`, 'data-count');
    assert.equal(await count('w', 'p'), '1');
    await play(page, 'd8', 'd5', 4);
    assert.equal(await count('b', 'p'), '1');
    assert.equal(await page.inputValue('#fen'), 'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3');
    // A pawn dropped onto d8 (the last rank): refused, with the ruling.
    await page.click('.pocket[data-color="w"] .pocket-piece[data-role="p"]');
    assert.deepEqual(await page.$$eval('.sq.target', (els) => els.length), 33, 'the 33 empty squares of ranks 2 to 7 (48 less 14 pawns and the queen)');
    await page.click(sq('d8'));
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_DROP_PAWN_RANK"]');
    assert.equal((await page.textContent('#ruling-text')).trim(), 'A pawn may not be dropped onto the first or the last rank, and d8 is on one of them.');
    assert.deepEqual(await page.$$eval('.sq.marked', (els) => els.map((e) => e.dataset.square)), ['d8']);
    // Dragged from the pocket onto e4 (the ruling under the board moved the pocket down: into view first).
    await page.locator('.pocket[data-color="w"] .pocket-piece[data-role="p"]').scrollIntoViewIfNeeded();
    const from = await page.locator('.pocket[data-color="w"] .pocket-piece[data-role="p"]').boundingBox();
    const to = await page.locator(sq('e4')).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 - 20, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('#movelist [data-ply]').length === 5);
    assert.equal((await pieces(page)).e4, 'wP');
    assert.equal(await count('w', 'p'), '0');
    assert.equal(await page.textContent('#movelist [data-ply="5"]'), 'P@e4');
    assert.equal(await page.isVisible('#ruling'), false, 'the ruling went with the move');
    // Black clicks its pawn, then a square: a drop by clicks.
    await page.click('.pocket[data-color="b"] .pocket-piece[data-role="p"]');
    await page.click(sq('e5'));
    await page.waitForFunction(() => document.querySelectorAll('#movelist [data-ply]').length === 6);
    assert.equal((await pieces(page)).e5, 'bP');
    assert.equal(await page.inputValue('#fen'), 'rnb1kbnr/ppp1pppp/8/3qp3/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 4');
    // Undo brings the pawn back into the pocket.
    await page.click('#btn-undo');
    await settles(page, () => count('b', 'p'), '1', 'undone: the pawn is in the pocket again');
    assert.deepEqual(problems, []);
  });

  test(`${at}: three-check counts the checks given; the third wins`, async (t) => {
    const { page, problems } = await open(t, viewport);
    await pick(page, 'threeCheck');
    const counter = () => page.evaluate(() => [document.getElementById('checks').dataset.w, document.getElementById('checks').dataset.b]);
    assert.deepEqual(await counter(), ['0', '0']);
    // 1. Nc3 e6 2. Nb5 a6 3. Nd6+ Ke7 4. Nf5+ Ke8 5. Nxg7+: three knight checks.
    const moves = [['b1', 'c3'], ['e7', 'e6'], ['c3', 'b5'], ['a7', 'a6'], ['b5', 'd6'], ['e8', 'e7'], ['d6', 'f5'], ['e7', 'e8'], ['f5', 'g7']];
    const after = { 5: ['1', '0'], 7: ['2', '0'], 9: ['3', '0'] };
    for (const [i, [from, to]] of moves.entries()) {
      await play(page, from, to, i + 1);
      if (after[i + 1]) assert.deepEqual(await counter(), after[i + 1], `after ply ${i + 1}`);
      if (i + 1 === 5) {
        assert.equal((await page.textContent('#checks')).trim(), 'Checks given: White 1 · Black 0');
        assert.equal((await page.textContent('#status')).trim(), 'Black to move — check! · Three-check');
      }
    }
    assert.match(await page.getAttribute('body', 'data-outcome'), /^three_?[cC]hecks w$/);
    assert.equal((await page.textContent('#status')).trim(), 'Third check — White wins · Three-check');
    assert.equal(await page.inputValue('#fen'), 'rnbqkbnr/1ppp1pNp/p3p3/8/8/8/PPPPPPPP/R1BQKBNR b KQ - 0+3 0 5');
    assert.deepEqual(problems, []);
  });

  test(`${at}: antichess: a move that does not capture when a capture is possible is refused, with the ruling and its squares`, async (t) => {
    const { page, problems } = await open(t, viewport);
    await pick(page, 'antichess');
    await play(page, 'e2', 'e4', 1);
    await play(page, 'd7', 'd5', 2);
    await page.click(sq('g1'));
    await page.click(sq('f3'));
    await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_CAPTURE_REQUIRED"]');
    assert.equal((await page.textContent('#ruling-text')).trim(), 'In antichess a player who can capture must capture: the pawn on e4 can take the pawn on d5, so the knight on g1 may not move to f3.');
    assert.equal(await page.getAttribute('#ruling', 'data-squares'), 'g1 f3 e4 d5');
    assert.deepEqual(await page.$$eval('.sq.marked', (els) => els.map((e) => e.dataset.square).sort()), ['d5', 'e4', 'f3', 'g1']);
    assert.equal((await pieces(page)).g1, 'wN', 'nothing moved');
    // In Russian, the same ruling in the page's language.
    await chooseLang(page, 'ru');
    await settles(page, async () => (await page.textContent('#ruling-text')).trim(),
      'В антишахматах брать обязательно: пешка на e4 может взять пешку на d5, поэтому конь на g1 не может пойти на f3.', 'the ruling in Russian');
    // The menu and the status line name the variant in the page's language too.
    assert.equal((await page.textContent('#variant option:checked')).trim(), 'Антишахматы');
    assert.match((await page.textContent('#status')).trim(), / · Антишахматы$/);
    await chooseLang(page, 'en');
    assert.equal((await page.textContent('#variant option:checked')).trim(), 'Antichess');
    await play(page, 'e4', 'd5', 3);
    assert.equal(await page.isVisible('#ruling'), false);
    assert.deepEqual(problems, []);
  });

  test(`${at}: switching variant keeps each game: standard chess's and the variant's come back as they were left`, async (t) => {
    const { page, problems } = await open(t, viewport);
    const list = () => page.$$eval('#movelist .mv', (bs) => bs.map((b) => b.textContent));
    const status = async () => (await page.textContent('#status')).trim();
    await play(page, 'e2', 'e4', 1);
    const standard = await page.inputValue('#fen');
    await pick(page, 'atomic');
    await settles(page, () => pieces(page), placement(STARTS.atomic), 'atomic: its start');
    assert.deepEqual(await list(), []);
    await play(page, 'd2', 'd4', 1);
    const atomic = await page.inputValue('#fen');
    await pick(page, 'standard');
    await settles(page, () => page.inputValue('#fen'), standard, 'standard chess: the game left, 1. e4');
    assert.deepEqual(await list(), ['e4']);
    assert.equal(await status(), 'Black to move');
    assert.equal(await page.isDisabled('#btn-undo'), false);
    await play(page, 'e7', 'e5', 2); // and it goes on
    await pick(page, 'atomic');
    await settles(page, () => page.inputValue('#fen'), atomic, 'atomic: the game left, 1. d4');
    assert.deepEqual(await list(), ['d4']);
    assert.equal(await status(), 'Black to move · Atomic');
    await pick(page, 'crazyhouse'); // a variant not played yet starts from its start
    await settles(page, () => page.inputValue('#fen'), STARTS.crazyhouse, 'crazyhouse: its start');
    await pick(page, 'atomic');
    await settles(page, () => page.inputValue('#fen'), atomic, 'atomic: again the game left');
    await page.click('#btn-new'); // New game starts afresh
    await settles(page, () => page.inputValue('#fen'), STARTS.atomic, 'a new atomic game');
    await pick(page, 'standard');
    await settles(page, () => list(), ['e4', 'e5'], 'standard chess: 1. e4 e5');
    assert.deepEqual(problems, []);
  });

  test(`${at}: a FEN the variant refuses is explained in the page's language (the variant's own reasons, and the syntax shared with chess in the package's texts)`, async (t) => {
    const { page, problems } = await open(t, viewport);
    const refused = async (fen, code) => {
      await page.fill('#fen', fen);
      await page.click('#fen-load');
      await page.waitForSelector(`#ruling:not([hidden])[data-code="${code}"][data-place="fen"]`);
      return [(await page.textContent('#ruling-label')).trim(), (await page.textContent('#ruling-text')).trim()];
    };
    const clear = () => page.evaluate(() => { document.getElementById('ruling').hidden = true; delete document.getElementById('ruling').dataset.code; });
    await pick(page, 'atomic');
    const noKings = '8/8/8/8/8/8/8/8 w - - 0 1';
    assert.deepEqual(await refused(noKings, 'ERR_FEN_KINGS'), ['Cannot load:', 'Atomic does not allow these kings: White has 0, Black 0.']);
    // the ruling shown follows the language
    await chooseLang(page, 'ru');
    await settles(page, async () => (await page.textContent('#ruling-text')).trim(), 'Атомные: такие короли недопустимы — у белых 0, у чёрных 0.', 'the ruling in Russian');
    assert.equal((await page.textContent('#ruling-label')).trim(), 'Не удалось загрузить:');
    // the syntax: the package's Russian text, with the rank and the character it names
    await clear();
    const ru = await errorTexts('ru');
    assert.deepEqual(await refused('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'ERR_FEN_BOARD'),
      ['Не удалось загрузить:', ru.ERR_FEN_BOARD.replace('{rank}', '6').replace('{value}', '9')]);
    await clear();
    assert.deepEqual(await refused('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1', 'ERR_FEN_POCKET'),
      ['Не удалось загрузить:', 'Запас ([…] после фигур) читается только в крейзихаусе.']);
    // Czech, in three-check: its check counters, and the side to move's field
    await chooseLang(page, 'cs');
    await pick(page, 'threeCheck');
    await clear();
    assert.deepEqual(await refused('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+9 0 1', 'ERR_FEN_CHECKS'),
      ['Nelze načíst:', 'Počítadla šachů se zapisují jako 3+3 (kolik šachů každé straně zbývá) před počítadly tahů, nebo jako +0+0 (kolik šachů bylo dáno) za nimi.']);
    await clear();
    const cs = await errorTexts('cs');
    assert.deepEqual(await refused('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 3+3 0 1', 'ERR_FEN_TURN'),
      ['Nelze načíst:', cs.ERR_FEN_TURN.replace('{value}', 'x')]);
    // Persian, in racing kings: its digits, and its own rule
    await chooseLang(page, 'fa');
    await pick(page, 'racingKings');
    await clear();
    assert.deepEqual(await refused('8/8/8/8/8/P7/krbnNBRK/qrbnNBRQ w - - 0 1', 'ERR_FEN_PAWNS'),
      ['بارگذاری نشد:', 'مسابقهٔ شاه‌ها بدون سرباز بازی می‌شود.']);
    await pick(page, 'horde');
    await clear();
    assert.deepEqual(await refused('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'ERR_FEN_KINGS'),
      ['بارگذاری نشد:', 'هورد این شاه‌ها را نمی‌پذیرد: سفید ۱ شاه دارد و سیاه ۱.']);
    // and back in English; a FEN that loads clears it
    await chooseLang(page, 'en');
    await settles(page, async () => (await page.textContent('#ruling-text')).trim(), 'Horde does not allow these kings: White has 1, Black 1.', 'in English again');
    await loadFen(page, STARTS.horde);
    assert.equal(await page.isVisible('#ruling'), false);
    assert.deepEqual(problems, []);
  });
}

test('touch at 390x844: in antichess, a drag of a piece that cannot move (a capture is compulsory) is refused on release with its ruling, as a tap then a tap is; the page does not scroll', async (t) => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(site.url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await pick(page, 'antichess');
  for (const [from, to, n] of [['e2', 'e4', 1], ['d7', 'd5', 2]]) {
    await page.tap(sq(from));
    await page.tap(sq(to));
    await page.waitForFunction((k) => document.querySelectorAll('#movelist [data-ply]').length === k, n);
  }
  const cdp = await context.newCDPSession(page);
  const centre = async (s) => { const b = await page.locator(sq(s)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const [x, y] = await centre('g1');
  const [x2, y2] = await centre('f3');
  await page.evaluate(() => window.scrollTo(0, 0));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + ((x2 - x) * i) / 8, y: y + ((y2 - y) * i) / 8 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_CAPTURE_REQUIRED"]');
  assert.equal((await page.textContent('#ruling-text')).trim(), 'In antichess a player who can capture must capture: the pawn on e4 can take the pawn on d5, so the knight on g1 may not move to f3.');
  assert.equal((await pieces(page)).g1, 'wN', 'nothing moved');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the drag did not scroll the page');
  // the squares a touch drags from: White's pieces (a swipe from any other square scrolls)
  const none = await page.$$eval('#board .sq', (els) => els.filter((e) => getComputedStyle(e).touchAction === 'none').map((e) => e.dataset.square).sort());
  const now = await pieces(page);
  assert.deepEqual(none, Object.keys(now).filter((k) => now[k][0] === 'w').sort());
  assert.deepEqual(problems, []);
});

test('a variant or a language whose module cannot be loaded (offline): the menu goes back to what the page shows, the panel says why, and a later pick works', async (t) => {
  const { page } = await open(t, VIEWPORTS[1]);
  let offline = true;
  await page.route(/\/(variants\.js|i18n\/ru\.js)$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  // the variant: the menu back on standard, the board still standard's, the reason shown
  await page.selectOption('#variant', 'atomic');
  await page.waitForSelector('#ruling:not([hidden])');
  assert.match((await page.textContent('#ruling-text')).trim(), /^Could not load this part of the page \(.+\): check the connection and pick again\.$/);
  assert.equal(await page.inputValue('#variant'), 'standard');
  // the language: the menu back on English, the page in English
  await page.selectOption('#lang', 'ru');
  await settles(page, () => page.inputValue('#lang'), 'en', 'the language menu went back to English');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  // back online, the same picks work
  offline = false;
  await page.selectOption('#variant', 'atomic');
  await settles(page, () => page.evaluate(() => document.body.dataset.pending ?? null), null, 'the variant loaded');
  assert.equal(await page.inputValue('#variant'), 'atomic');
  await page.selectOption('#lang', 'ru');
  await settles(page, () => page.getAttribute('html', 'lang'), 'ru', 'the page in Russian');
});

test('a FEN that standard chess refused does not stay in the box, unexplained, after a switch to a variant and back', async (t) => {
  const { page } = await open(t, VIEWPORTS[0]);
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  await page.fill('#fen', 'bad fen here');
  await page.click('#fen-load');
  await page.waitForSelector('#ruling:not([hidden])');
  assert.equal(await page.inputValue('#fen'), 'bad fen here', 'kept to be corrected while explained');
  await page.selectOption('#variant', 'atomic');
  await settles(page, () => page.evaluate(() => document.body.dataset.pending ?? null), null, 'the variant loaded');
  await page.selectOption('#variant', 'standard');
  await settles(page, () => page.inputValue('#fen'), START, 'the game\'s FEN in the box again');
});

test('PGN: a crazyhouse game loaded on the standard board switches to crazyhouse, Copy writes it with its Variant tag; a standard and a Chess960 PGN bring standard chess back; a PGN that cannot be read is explained (English, Russian) and the board stays', async (t) => {
  const { page, problems } = await open(t, VIEWPORTS[0]);
  const loadPgn = async (text) => {
    await page.fill('#pgn', text);
    await page.click('#pgn-load');
    await settles(page, () => page.evaluate(() => document.body.dataset.pending ?? null), null, 'the PGN read');
  };
  const plies = () => page.$$eval('#movelist [data-ply]', (els) => els.length);
  const ZH = '[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@e4 *';
  const ZH_FEN = 'rnbqkbnr/ppp1pppp/8/8/4P3/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4';
  await loadPgn(ZH);
  await settles(page, () => page.evaluate(() => document.body.dataset.variant ?? null), 'crazyhouse', 'the board plays crazyhouse');
  await settles(page, () => pieces(page), placement(ZH_FEN), 'the game\'s last position');
  assert.equal(await page.inputValue('#variant'), 'crazyhouse');
  assert.equal(await page.inputValue('#fen'), ZH_FEN);
  assert.equal(await plies(), 7);
  assert.equal((await page.textContent('#status')).trim(), 'Black to move · Crazyhouse');
  assert.equal(await page.getAttribute('.pocket[data-color="b"] .pocket-piece[data-role="p"]', 'data-count'), '1', "black's pocket holds the pawn");
  await page.fill('#pgn', '');
  await page.click('#pgn-copy');
  assert.equal(await page.inputValue('#pgn'), '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@e4 *\n');
  // Walking back, the line is kept (it is the game's).
  await page.click('#btn-undo');
  await settles(page, () => page.inputValue('#fen'), 'rnbqkbnr/ppp1pppp/8/8/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 2 4', 'one move back');
  // A standard game brings standard chess back; so does a Chess960 one (from a variant).
  await loadPgn('1. e4 e5 *');
  await settles(page, () => page.evaluate(() => document.body.dataset.variant ?? null), null, 'standard chess again');
  assert.equal(await page.inputValue('#variant'), 'standard');
  assert.equal(await plies(), 2);
  await loadPgn(ZH);
  await settles(page, () => page.evaluate(() => document.body.dataset.variant ?? null), 'crazyhouse', 'crazyhouse again');
  await loadPgn('[Variant "Chess960"]\n[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]\n\n1. e4 *');
  await settles(page, () => page.inputValue('#fen'), 'bbqnnrkr/pppppppp/8/8/4P3/8/PPPP1PPP/BBQNNRKR b KQkq - 0 1', 'the Chess960 game on the standard board');
  assert.equal(await page.inputValue('#variant'), 'standard');
  assert.equal(await page.isChecked('#fen-960'), true);
  // A Variant tag no entry plays, and a crazyhouse drop from an empty pocket: explained under the
  // box; the board stays as it was.
  const fen = await page.inputValue('#fen');
  await loadPgn('[Variant "Bughouse"]\n\n1. e4 *');
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_VARIANT_UNKNOWN"]');
  assert.equal((await page.textContent('#ruling-text')).trim(), 'The Variant tag names “Bughouse”, which is not a variant played here.');
  const BAD_DROP = '[Variant "Crazyhouse"]\n\n1. e4 d5 2. P@e5 *';
  await loadPgn(BAD_DROP);
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_ILLEGAL_MOVE"]');
  assert.equal((await page.textContent('#ruling-text')).trim(), 'Line 3, column 13: The move “P@e5” cannot be played.');
  assert.equal(await page.inputValue('#fen'), fen);
  assert.equal(await page.inputValue('#variant'), 'standard');
  await chooseLang(page, 'ru');
  await loadPgn(BAD_DROP);
  const ru = await errorTexts('ru');
  await settles(page, () => page.textContent('#ruling-text').then((x) => x.trim()),
    `${ru.PGN_AT.replace('{line}', '3').replace('{column}', '13')} ${ru.PGN_ILLEGAL_MOVE.replace('{move}', 'P@e5')}`, 'in Russian');
  assert.deepEqual(problems, []);
});
