// Rulings in the demo (www/): illegal moves tried on the board show the ruling with its FIDE
// article in the chosen language, mark the deciding squares and shake the piece; the language
// menu switches the page, Persian right to left. And the rulings' texts in a Vite build: a
// separate chunk, loaded when asked for.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { consumerDir } from '../js/helpers.mjs';
import { chooseLang, idle, launchBrowser, newPage, settles, startServer, recordTexts } from './helpers.mjs';

const sq = (s) => `[data-square="${s}"]`;

async function openDemo(t) {
  const server = await startServer({ port: 0 });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // Record the animations the board runs (the shake of a refused piece).
  await page.evaluate(() => {
    window.shaken = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      if (this.classList.contains('piece')) window.shaken.push(this.closest('[data-square]')?.dataset.square);
      return animate.call(this, frames, options);
    };
  });
  return page;
}

/** Clicks from, then to, and waits for the ruling with `code`. */
async function attempt(page, from, to, code) {
  await page.click(sq(from));
  await page.click(sq(to));
  await page.waitForSelector(`#ruling:not([hidden])[data-code="${code}"]`);
  return {
    text: (await page.textContent('#ruling-text')).trim(),
    article: await page.getAttribute('#ruling', 'data-article'),
    marked: await page.$$eval('.sq.marked', (els) => els.map((e) => e.dataset.square).sort()),
    shaken: await page.evaluate(() => window.shaken.splice(0)),
  };
}

/** The pieces of a FEN's placement field, as { square: 'wN' } (the board's data-piece codes). */
function placement(fen) {
  const pieces = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) file += Number(c);
      else pieces['abcdefgh'[file++] + (8 - i)] = (c === c.toUpperCase() ? 'w' : 'b') + c.toUpperCase();
    }
  });
  return pieces;
}

/**
 * Loads `fen` and waits until the page shows it: the board holds exactly its pieces, the field
 * is not marked invalid and no ruling is shown (a refused FEN leaves the old board and shows one).
 */
async function loadFen(page, fen) {
  await page.fill('#fen', fen);
  await page.click('#fen-load');
  const want = JSON.stringify(Object.entries(placement(fen)).sort());
  const shown = () => page.evaluate(() => ({
    pieces: JSON.stringify([...document.querySelectorAll('[data-square] [data-piece]')]
      .map((p) => [p.closest('[data-square]').dataset.square, p.dataset.piece]).sort()),
    invalid: document.getElementById('fen').getAttribute('aria-invalid'),
    ruling: document.getElementById('ruling').hidden ? null : document.getElementById('ruling').dataset.code,
  }));
  try {
    await page.waitForFunction((want) => {
      const pieces = JSON.stringify([...document.querySelectorAll('[data-square] [data-piece]')]
        .map((p) => [p.closest('[data-square]').dataset.square, p.dataset.piece]).sort());
      return pieces === want && !document.getElementById('fen').hasAttribute('aria-invalid')
        && document.getElementById('ruling').hidden;
    }, want, { timeout: 15_000 });
  } catch {
    assert.fail(`the page did not show ${fen}; it shows ${JSON.stringify(await shown())}`);
  }
}

test('three illegal moves in the demo: English, Russian, Persian right to left', async (t) => {
  const page = await openDemo(t);
  assert.equal(await page.$eval('html', (h) => h.dir), 'ltr');

  // 1. English: the bishop does not move along a file (Art. 3.2).
  const en = await attempt(page, 'c1', 'c3', 'ERR_BISHOP_MOVE');
  assert.equal(en.article, '3.2');
  assert.equal(en.text, 'The bishop on c1 moves only along diagonals, and c3 is not on either of its diagonals. (Art. 3.2)');
  assert.deepEqual(en.marked, ['c1', 'c3']);
  assert.ok(en.shaken.includes('c1'), 'the bishop shakes');

  // 2. Russian: the whole page switches, and a pinned knight is refused (Art. 3.9.2).
  await chooseLang(page, 'ru');
  assert.equal(await page.$eval('html', (h) => h.lang), 'ru');
  assert.equal((await page.textContent('#btn-new')).trim(), 'Новая партия');
  assert.equal((await page.textContent('#moves-h')).trim(), 'Ходы');
  // The ruling on screen is given again in Russian.
  await page.waitForFunction(() => document.getElementById('ruling-text').textContent.startsWith('Слон на c1 ходит только по диагоналям'));
  await loadFen(page, '4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1');
  assert.equal((await page.textContent('#status')).trim(), 'Ход белых');
  const ru = await attempt(page, 'd2', 'f3', 'ERR_PINNED');
  assert.equal(ru.article, '3.9.2');
  assert.equal(ru.text, 'Конь на d2 связан: если он уйдёт, король на e1 окажется под ударом слона на b4. (ст. 3.9.2)');
  assert.deepEqual(ru.marked, ['b4', 'd2', 'e1']);
  assert.ok(ru.shaken.includes('d2'), 'the knight shakes');

  // 3. Persian: right to left, a pawn that cannot go three squares (Art. 3.7.1).
  await chooseLang(page, 'fa');
  assert.equal(await page.$eval('html', (h) => h.dir), 'rtl');
  await page.click('#btn-new');
  const fa = await attempt(page, 'e2', 'e5', 'ERR_PAWN_MOVE');
  assert.equal(fa.article, '3.7.1');
  assert.match(fa.text, /^پیاده یک مربع مستقیم به جلو می\u200cرود/);
  assert.ok(fa.text.endsWith('(مادهٔ ۳.۷.۱)'), fa.text);
  assert.deepEqual(fa.marked, ['e2', 'e5']);
  assert.equal(await page.$eval('#ruling', (e) => getComputedStyle(e).direction), 'rtl');
  assert.equal((await page.textContent('#btn-new')).trim(), 'بازی جدید');
  // The layout flips: the side panels now stand left of the board; the board keeps a1 bottom left.
  const board = await page.locator('.play').boundingBox();
  const side = await page.locator('.side').boundingBox();
  assert.ok(side.x < board.x, 'panels left of the board');
  const a1 = await page.locator(sq('a1')).boundingBox();
  const h1 = await page.locator(sq('h1')).boundingBox();
  assert.ok(a1.x < h1.x, 'a1 stays on the left');
  assert.equal(await page.locator('[data-piece]').count(), 32);

  // Back to English: left to right again.
  await chooseLang(page, 'en');
  assert.equal(await page.$eval('html', (h) => h.dir), 'ltr');
  await page.waitForFunction(() => document.getElementById('ruling-text').textContent.startsWith('A pawn goes one square straight ahead'));
  assert.deepEqual(page.problems, []);
});

/**
 * Waits for the ruling area to show `code`; its text, or a failure saying what it holds. 15 s:
 * a language's texts load on first use (a module and the wasm explaining), slow on a loaded machine.
 */
async function rulingShown(page, code) {
  try {
    await page.waitForSelector(`#ruling:not([hidden])[data-code="${code}"]`, { timeout: 15_000 });
  } catch {
    const now = await page.$eval('#ruling', (e) => `[${e.hidden ? 'hidden' : e.dataset.code}] ${e.textContent.trim()}`);
    assert.fail(`no ruling ${code} shown; the ruling area holds: ${now}`);
  }
  return (await page.textContent('#ruling-text')).trim();
}

test('an unreadable FEN or PGN in the demo: the message in the page\'s language, by the error\'s code', async (t) => {
  const page = await openDemo(t);
  const shown = (code) => rulingShown(page, code);
  const typeFen = async (text) => {
    await page.fill('#fen', text);
    await page.click('#fen-load');
  };

  // Russian: the placement has 3 ranks.
  await chooseLang(page, 'ru');
  await typeFen('8/8/8 w - - 0 1');
  assert.equal(await shown('ERR_FEN_RANKS'), 'Расстановка фигур должна описывать 8 горизонталей, разделённых знаком «/»; здесь их 3.');
  assert.equal(await page.getAttribute('#ruling', 'data-article'), null);
  // Two problems at once, quoting the fields at fault; the text stays in the field.
  const BAD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - z 1';
  await typeFen(BAD);
  assert.equal(await shown('ERR_FEN_TURN'),
    'Очередь хода обозначается w (белые) или b (чёрные), а не «x». Счётчик полуходов должен быть целым числом, а не «z».');
  assert.equal(await page.inputValue('#fen'), BAD);

  // The language menu gives the shown message again in the new language.
  await chooseLang(page, 'cs');
  await page.waitForFunction(() => document.getElementById('ruling-text').textContent.startsWith('Strana na tahu'));
  assert.equal((await page.textContent('#ruling-text')).trim(),
    'Strana na tahu se zapisuje w (bílý) nebo b (černý), ne „x“. Počítadlo půltahů musí být celé číslo, ne „z“.');
  await typeFen('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7');
  assert.equal(await shown('ERR_FEN_FIELDS'),
    'FEN má 4 až 6 částí oddělených mezerami: rozestavení kamenů, stranu na tahu, rošády, braní mimochodem a dvě počítadla tahů. Tento text jich má 7. '
    + 'Řada 7 nedává dohromady přesně 8 polí (každé písmeno kamene je jedno pole, číslice značí tolik prázdných polí).');
  // Persian: Persian digits for the counts, the quoted text as typed.
  await chooseLang(page, 'fa');
  await page.waitForFunction(() => document.getElementById('ruling-text').textContent.startsWith('FEN از ۴ تا ۶ بخش'));
  assert.match((await page.textContent('#ruling-text')).trim(), /این متن ۷ بخش دارد\. عرض ۷ دقیقاً ۸ مربع/);
  await chooseLang(page, 'hy');
  await typeFen('4k3/8/8/8/8/8/8/4K3 w KQkq e9 0 1');
  assert.equal(await shown('ERR_FEN_EP'), 'Կողանցիկ վերցնելու մասը պետք է լինի «-» կամ խաղատախտակի դաշտ, օրինակ՝ e3, այլ ոչ թե «e9»։');

  // A PGN with no game in it (ERR_INVALID_PGN, reason ERR_PGN_EMPTY).
  await chooseLang(page, 'ru');
  await page.fill('#pgn', '{ только комментарий }');
  await page.click('#pgn-load');
  assert.equal(await shown('ERR_PGN_EMPTY'), 'В этом тексте нет партии: ни тегов, ни ходов, ни результата.');
  assert.equal((await page.textContent('#ruling .ruling-label')).trim(), 'Не удалось загрузить:');

  // English.
  await chooseLang(page, 'en');
  await typeFen('8/8/8 w - - 0 1');
  assert.equal(await shown('ERR_FEN_RANKS'), 'The piece placement must describe 8 ranks separated by “/”; this one has 3.');
  assert.equal(await page.inputValue('#fen'), '8/8/8 w - - 0 1');
  // A sign that is no piece letter is named, and so are two digits in a row.
  await typeFen('rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await shown('ERR_FEN_BOARD'),
    'Rank 7 holds “X”, which is neither a piece letter (KQRBNP for White, kqrbnp for Black) nor one digit from 1 to 8 for a run of empty squares.');
  await chooseLang(page, 'ru');
  await typeFen('rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await shown('ERR_FEN_BOARD'),
    'На горизонтали 6 стоит «44», а это не буква фигуры (KQRBNP у белых, kqrbnp у чёрных) и не одна цифра от 1 до 8, обозначающая ряд пустых полей.');
  assert.deepEqual(page.problems, []);
});

test('a PGN that cannot be loaded in the demo: where, what and, for an illegal move, the package\'s ruling, in every language', async (t) => {
  const page = await openDemo(t);
  const loadPgn = async (text, code) => {
    await page.fill('#pgn', text);
    await page.click('#pgn-load');
    return rulingShown(page, code);
  };
  const ILLEGAL = '1. e4 e5 2. Ke3 *';
  // The move's number and SAN, its line and column, then why (explainMove on the position before it).
  const illegal = {
    en: 'Line 1, column 13: The move “2. Ke3” cannot be played. The king on e1 steps to a neighbouring square only, and e3 does not touch e1. (Art. 3.8.1)',
    ru: 'Строка 1, столбец 13: Ход «2. Ke3» сделать нельзя. Король на e1 ходит только на соседнее поле, а e3 не граничит с e1. (ст. 3.8.1)',
    cs: 'Řádek 1, sloupec 13: Tah „2. Ke3“ nelze zahrát. Král na e1 smí táhnout jen na sousední pole a e3 se s polem e1 nedotýká. (čl. 3.8.1)',
    hy: 'Տող 1, սյունակ 13․ «2. Ke3» քայլը հնարավոր չէ կատարել։ e1 դաշտի արքան քայլում է միայն հարևան դաշտ, իսկ e3 դաշտը e1 դաշտին հարևան չէ։ (հոդված 3.8.1)',
    // Persian digits for the line and column; the move kept left to right inside the sentence
    fa: 'سطر ۱، ستون ۱۳: حرکت «\u20662. Ke3\u2069» را نمی‌توان انجام داد. شاه e1 فقط به مربع مجاور می‌رود و e3 کنار e1 نیست. (مادهٔ ۳.۸.۱)',
  };
  for (const [lang, text] of Object.entries(illegal)) {
    await chooseLang(page, lang);
    await loadPgn(ILLEGAL, 'ERR_ILLEGAL_MOVE');
    // The same code is already shown in the previous language: wait for this language's text
    // (the texts load on demand), and say what is shown if it never comes.
    await settles(page, async () => (await page.textContent('#ruling-text')).trim(), text, lang);
    assert.equal(await page.getAttribute('#ruling', 'data-article'), '3.8.1');
  }
  // The language menu gives it again in the new language.
  await chooseLang(page, 'en');
  await page.waitForFunction((t) => document.getElementById('ruling-text').textContent === t, illegal.en);

  // Only what the user wrote is quoted: Black's move written without its number; a word alone,
  // with no move number added (a trial read “1. garbage”); a Chess960 game whose king already castled.
  assert.equal(await loadPgn('[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]\n\n30... Kd7 31. e4 Ke9 *', 'ERR_INVALID_MOVE'),
    'Line 3, column 18: “Ke9” is not a move written in SAN (such as Nf3, O-O or e8=Q).');
  assert.equal(await loadPgn('garbage', 'ERR_INVALID_MOVE'),
    'Line 1, column 1: “garbage” is not a move written in SAN (such as Nf3, O-O or e8=Q).');
  // A long word is cut at 40 characters, and the quote says so (a trial read 40 of 114 as the whole).
  assert.equal(await loadPgn('Z'.repeat(114), 'ERR_INVALID_MOVE'),
    `Line 1, column 1: “${'Z'.repeat(40)}…” is not a move written in SAN (such as Nf3, O-O or e8=Q).`);
  assert.equal(await loadPgn('1.e4 e5 2.Ke3!? *', 'ERR_ILLEGAL_MOVE'),
    'Line 1, column 11: The move “2.Ke3!?” cannot be played. The king on e1 steps to a neighbouring square only, and e3 does not touch e1. (Art. 3.8.1)');
  assert.equal(await loadPgn('[Variant "Chess960"]\n[FEN "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1"]\n\n1. O-O O-O-O 2. O-O *', 'ERR_ILLEGAL_MOVE'),
    'Line 4, column 17: The move “2. O-O” cannot be played. The king on g1 can no longer castle: it has already moved (or the right to castle was given up). (Art. 3.8.2.1.1)');
  // An ambiguous move, in Russian; syntax errors, in Czech and Armenian.
  await chooseLang(page, 'ru');
  assert.equal(await loadPgn('1. d4 d5 2. Nf3 Nf6 3. Nd2 *', 'ERR_AMBIGUOUS_MOVE'),
    'Строка 1, столбец 24: Ход «3. Nd2» неоднозначен: его может сделать не одна фигура, поэтому нужно указать и вертикаль или горизонталь, откуда она ходит (например, Nbd2).');
  await chooseLang(page, 'cs');
  assert.equal(await loadPgn('[Event "Casual"]\n1. e4 e5 {poznámka', 'ERR_PGN_UNCLOSED_COMMENT'),
    'Řádek 2, sloupec 10: Komentář otevřený znakem „{“ není uzavřen znakem „}“.');
  await chooseLang(page, 'hy');
  assert.equal(await loadPgn('1. e4 @ *', 'ERR_PGN_UNEXPECTED_CHARACTER'), 'Տող 1, սյունակ 7․ «@» նշանը PGN-ում այստեղ իմաստ չունի։');
  // The FEN tag's problems from the package, and an unsupported variant, in Persian and English.
  await chooseLang(page, 'fa');
  assert.equal(await loadPgn('[FEN "8/8/8 w - - 0 1"]\n\n*', 'ERR_INVALID_FEN'),
    'برچسب FEN وضعیتی نمی‌دهد که بتوان از آن بازی کرد. چینش مهره‌ها باید ۸ عرض را توصیف کند که با «/» از هم جدا شده‌اند؛ این یکی ۳ عرض دارد.');
  await chooseLang(page, 'en');
  // (a lichess variant's PGN is read by the variants' page: tests/e2e/variants.test.mjs; a Variant
  // tag no entry plays is refused in the variants' words)
  assert.equal(await loadPgn('[Variant "Bughouse"]\n\n1. e4 *', 'ERR_VARIANT_UNKNOWN'),
    'The Variant tag names “Bughouse”, which is not a variant played here.');
  // No English message of the package left anywhere.
  assert.equal(await page.$$eval('#ruling', (els) => els.some((e) => /invalid pgn/i.test(e.textContent))), false);
  assert.deepEqual(page.problems, []);
});

test('vite build: the rulings texts are separate chunks, loaded when asked for', async (t) => {
  const app = path.join(consumerDir(), 'vite-rulings-app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(app, 'index.html'), `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>rulings</title></head>
<body><output id="out">not loaded</output><script type="module" src="./main.js"></script></body></html>
`);
  writeFileSync(path.join(app, 'main.js'), `import { explainMove } from 'chess-arbiter';
const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
explainMove(start, 'e1g1', { lang: 'cs' }).then((r) => { document.getElementById('out').textContent = r.code + ' ' + r.message; });
`);
  await build({ root: app, logLevel: 'warn', configFile: false, build: { outDir: 'dist', emptyOutDir: true } });
  const assets = readdirSync(path.join(app, 'dist', 'assets'));
  const js = assets.filter((f) => f.endsWith('.js'));
  assert.ok(js.length >= 6, `one chunk per language besides the entry: ${js.join(', ')}`);
  const chunks = js.filter((f) => readFileSync(path.join(app, 'dist', 'assets', f), 'utf8').includes('Rošádu teď nelze provést'));
  assert.equal(chunks.length, 1, 'the Czech texts are in one chunk of their own');

  const server = await startServer({ port: 0, wwwDir: path.join(app, 'dist') });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);
  const requested = [];
  page.on('request', (r) => requested.push(path.basename(new URL(r.url()).pathname)));
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById('out').textContent !== 'not loaded');
  assert.equal(await page.textContent('#out'), 'ERR_CASTLING_BLOCKED Rošádu teď nelze provést: v cestě králi a věži stojí střelec na f1. (čl. 3.8.2.2.2)');
  assert.ok(requested.includes(chunks[0]), 'the Czech chunk was fetched');
  const english = js.find((f) => readFileSync(path.join(app, 'dist', 'assets', f), 'utf8').includes('Castling is not possible for now'));
  assert.ok(english && !requested.includes(english), 'the English chunk was not fetched');
  assert.deepEqual(page.problems, []);
});

// A new user's trial on slow 3G: a refused move's ruling came only with the rulings' wasm module
// (pkg/explain/, loaded at the first refusal: 14.6 s), and nothing was said meanwhile. The page
// says at once that the move is not allowed and that its explanation is loading, in its language.
test('a move refused while the rulings\' module is held back: "Not allowed: Loading the explanation…" at once, in the page\'s language, then the ruling in its place; a second refusal meanwhile leaves nothing stale', async (t) => {
  const page = await openDemo(t);
  let release, asked = 0;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/pkg/explain/**', async (route) => { asked++; await held; await route.continue(); });
  // [hidden, data-code, what the ruling area says]
  const shown = () => page.$eval('#ruling', (e) => [e.hidden, e.dataset.code ?? null, e.textContent.replace(/\s+/g, ' ').trim()]);
  await page.click(sq('g1'));
  await page.click(sq('g3'));
  // at once: no wait for anything but the click
  assert.deepEqual(await shown(), [false, null, 'Not allowed: Loading the explanation…']);
  assert.equal(await page.getAttribute('#ruling', 'aria-live'), 'assertive');
  while (!asked) await page.waitForTimeout(20); // the package asked for the rulings' module: it is what is awaited
  assert.deepEqual(await page.$$eval('.sq.marked', (els) => els.length), 0);
  // a second refusal, its ruling awaited too; the page's language changed meanwhile
  await page.click(sq('c1'));
  await page.click(sq('c3'));
  assert.deepEqual(await shown(), [false, null, 'Not allowed: Loading the explanation…']);
  await chooseLang(page, 'fa');
  assert.deepEqual(await shown(), [false, null, 'مجاز نیست: در حال بارگذاری توضیح…']);
  assert.equal(await page.$eval('#ruling', (e) => getComputedStyle(e).direction), 'rtl');
  await chooseLang(page, 'ru');
  assert.deepEqual(await shown(), [false, null, 'Так нельзя: Загрузка объяснения…']);
  // what the area says from now on, each change
  await recordTexts(page, 'ruling');
  release();
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_BISHOP_MOVE"]', { timeout: 15_000 });
  const ruling = 'Так нельзя: Слон на c1 ходит только по диагоналям';
  const [hidden, code, text] = await shown();
  assert.deepEqual([hidden, code], [false, 'ERR_BISHOP_MOVE']);
  assert.ok(text.startsWith(ruling), text);
  assert.deepEqual(await page.$$eval('.sq.marked', (els) => els.map((e) => e.dataset.square).sort()), ['c1', 'c3']);
  // the first refusal's ruling (the knight's) never showed, nor anything but the placeholder and the ruling
  const seen = await page.evaluate(() => window.seenTexts);
  assert.deepEqual(seen.filter((s) => s !== 'Так нельзя: Загрузка объяснения…' && s !== text), [], JSON.stringify(seen));
  // once the module is here, a refusal's ruling replaces the placeholder before a frame is drawn
  // (promises already settled: no flash, nothing said twice), as before
  await page.evaluate(() => {
    window.framed = [];
    const ruling = document.getElementById('ruling');
    new MutationObserver(() => requestAnimationFrame(() => window.framed.push(ruling.textContent.replace(/\s+/g, ' ').trim())))
      .observe(ruling, { childList: true, characterData: true, subtree: true });
  });
  for (const to of ['g3', 'g4', 'g3']) {
    await page.click(sq('g1'));
    await page.click(sq(to));
    await page.waitForSelector(`#ruling:not([hidden])[data-code="ERR_KNIGHT_MOVE"][data-squares="g1 ${to}"]`);
  }
  await idle(page);
  const framed = await page.evaluate(() => window.framed);
  assert.ok(framed.some((s) => s.startsWith('Так нельзя: Конь на g1')), JSON.stringify(framed));
  assert.ok(!framed.includes('Так нельзя: Загрузка объяснения…'), JSON.stringify(framed));
  assert.deepEqual(page.problems, []);
});

test('a move refused while the rulings\' module cannot be loaded (offline): the page says so, in its language; back online, the next refusal gets its ruling', async (t) => {
  const page = await openDemo(t);
  let offline = true;
  await page.route('**/pkg/explain/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  const shown = () => page.$eval('#ruling', (e) => [e.hidden, e.dataset.code ?? null, e.textContent.replace(/\s+/g, ' ').trim()]);
  await page.click(sq('g1'));
  await page.click(sq('g3'));
  const failed = 'Not allowed: The explanation could not be loaded: check the connection and try the move again.';
  await settles(page, shown, [false, null, failed], async () => `the ruling area: ${JSON.stringify(await shown())}`);
  await chooseLang(page, 'cs');
  await settles(page, shown, [false, null, 'Nepřípustné: Vysvětlení se nepodařilo načíst: zkontrolujte připojení a zkuste tah znovu.'], 'in Czech');
  offline = false;
  await page.click(sq('g1'));
  await page.click(sq('g3'));
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_KNIGHT_MOVE"]', { timeout: 15_000 });
  assert.match((await shown())[2], /^Nepřípustné: Jezdec na g1 /);
  // only the held-back requests failed
  assert.deepEqual(page.problems.filter((p) => !/^(requestfailed: .*\/pkg\/explain\/.* |console\.error: Failed to load resource: )net::ERR_INTERNET_DISCONNECTED$/.test(p)), []);
});
