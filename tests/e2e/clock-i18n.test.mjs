// End-to-end test of the clock page (www/clock.html) in the demo's five languages, in headless
// Chromium: the main page's language menu and texts (www/i18n.js, www/i18n/<code>.js loaded when
// picked), the pick remembered for both pages, a refused move's ruling asked in the page's
// language, a flag fall's verdict in Persian (right to left), and 44 px touch targets on a phone
// in every language (the Armenian and Russian labels are the longest).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLang, idle, servePages, settles, newPage, recordTexts } from './helpers.mjs';

const site = servePages();
const sq = (s) => `[data-square="${s}"]`;
const LANGS = ['en', 'hy', 'fa', 'ru', 'cs'];
const clockPage = async (viewport) => {
  const page = await newPage(site.browser);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(new URL('clock.html', site.url).href);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  return page;
};

// What the page shows: its static texts, the clocks and the verdict line, title and direction.
const shown = (page) => page.evaluate(() => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  title: document.title,
  heading: document.querySelector('h1').textContent.replace(/\s+/g, ' ').trim(),
  language: document.querySelector('.lang-pick span').textContent,
  tcLabel: document.querySelector('[data-i18n="ck_tc"]').textContent,
  tc: [...document.querySelectorAll('#tc option')].map((o) => o.textContent),
  buttons: [document.getElementById('new').textContent, document.getElementById('resign').textContent],
  sides: [...document.querySelectorAll('.clock-row > span')].map((e) => e.textContent),
  board: document.getElementById('board').getAttribute('aria-label'),
  clockB: document.getElementById('clock-b').textContent,
  verdict: document.getElementById('verdict').textContent,
  about: document.getElementById('about').textContent.replace(/\s+/g, ' ').trim(),
  code: document.querySelector('#about code')?.textContent,
}));

const EXPECTED = {
  en: {
    title: 'chess-arbiter · a game on the clock', heading: 'chess-arbiter · a game on the clock', language: 'Language', tcLabel: 'Time control',
    tc: ['3 s (watch a flag fall)', '1 min', '3 min + 2 s', '5 min, 5 s delay', '5 min, 5 s Bronstein', '2 moves in 30 s, then 30 s', 'hourglass 30 s'],
    buttons: ['New game', 'Resign'], sides: ['Black', 'White'], board: 'Chess board', clockB: '3:00', verdict: 'White to move',
    about: /^The clock starts for white when the game starts \(FIDE Art\. 6\.6\.1\)\. .* all come from chess-arbiter\/arbiter\.$/,
  },
  hy: {
    title: 'chess-arbiter · խաղ ժամացույցով', heading: 'chess-arbiter · խաղ ժամացույցով', language: 'Լեզու', tcLabel: 'Ժամանակի հսկողություն',
    tc: ['3 վրկ (տեսնել՝ ինչպես է ընկնում դրոշակը)', '1 րոպե', '3 րոպե + 2 վրկ', '5 րոպե, 5 վրկ ուշացում', '5 րոպե, 5 վրկ Բրոնշտեյնի եղանակով', '2 քայլ 30 վրկ-ում, հետո 30 վրկ', 'ավազի ժամացույց, 30 վրկ'],
    buttons: ['Նոր խաղ', 'Հանձնվել'], sides: ['Սևերը', 'Սպիտակները'], board: 'Շախմատի տախտակ', clockB: '3:00', verdict: 'Քայլում են սպիտակները',
    about: /^Սպիտակների ժամացույցը միանում է խաղի սկզբում .*տալիս է chess-arbiter\/arbiter փաթեթը։$/,
  },
  fa: {
    title: 'chess-arbiter · بازی با ساعت', heading: 'chess-arbiter · بازی با ساعت', language: 'زبان', tcLabel: 'کنترل زمان',
    tc: ['۳ ثانیه (افتادن پرچم را ببینید)', '۱ دقیقه', '۳ دقیقه + ۲ ثانیه', '۵ دقیقه، ۵ ثانیه تأخیر', '۵ دقیقه، ۵ ثانیه برونشتاین', '۲ حرکت در ۳۰ ثانیه، سپس ۳۰ ثانیه', 'ساعت شنی ۳۰ ثانیه'],
    buttons: ['بازی جدید', 'تسلیم'], sides: ['سیاه', 'سفید'], board: 'صفحهٔ شطرنج', clockB: '۳:۰۰', verdict: 'نوبت سفید',
    about: /^ساعت سفید با شروع بازی به کار می‌افتد .* همه از chess-arbiter\/arbiter می‌آیند\.$/,
  },
  ru: {
    title: 'chess-arbiter · партия с часами', heading: 'chess-arbiter · партия с часами', language: 'Язык', tcLabel: 'Контроль времени',
    tc: ['3 с (посмотреть, как падает флажок)', '1 мин', '3 мин + 2 с', '5 мин, задержка 5 с', '5 мин, 5 с по Бронштейну', '2 хода за 30 с, затем 30 с', 'песочные часы, 30 с'],
    buttons: ['Новая партия', 'Сдаться'], sides: ['Чёрные', 'Белые'], board: 'Шахматная доска', clockB: '3:00', verdict: 'Ход белых',
    about: /^Часы белых включаются в начале партии \(Правила ФИДЕ, ст\. 6\.6\.1\)\. .*всё из chess-arbiter\/arbiter\.$/,
  },
  cs: {
    title: 'chess-arbiter · partie s hodinami', heading: 'chess-arbiter · partie s hodinami', language: 'Jazyk', tcLabel: 'Hrací tempo',
    tc: ['3 s (uvidíte pád praporku)', '1 min', '3 min + 2 s', '5 min, zpoždění 5 s', '5 min, 5 s Bronstein', '2 tahy za 30 s, pak 30 s', 'přesýpací hodiny 30 s'],
    buttons: ['Nová partie', 'Vzdát se'], sides: ['Černý', 'Bílý'], board: 'Šachovnice', clockB: '3:00', verdict: 'Na tahu je bílý',
    about: /^Bílému se hodiny spustí se začátkem partie \(Pravidla FIDE, čl\. 6\.6\.1\)\. .*pocházejí z chess-arbiter\/arbiter\.$/,
  },
};

test('clock.html: the language menu switches every text of the page (menu, buttons, sides, board, verdict line, paragraph, title) to each of the five languages and back; Persian right to left, its clock in Persian digits; English first, each other language\'s texts loaded when picked', async () => {
  const page = await clockPage();
  const loaded = [];
  page.on('request', (r) => { const p = new URL(r.url()).pathname; if (p.startsWith('/i18n/')) loaded.push(p); });
  for (const code of [...LANGS.slice(1), 'en']) {
    await chooseLang(page, code);
    // the clock ticks: the black clock's 3:00 stands until white moves
    const got = await shown(page);
    const want = EXPECTED[code];
    assert.equal(got.lang, code);
    assert.equal(got.dir, code === 'fa' ? 'rtl' : 'ltr', `${code}: direction`);
    assert.equal(await page.inputValue('#lang'), code);
    for (const key of Object.keys(want)) {
      if (want[key] instanceof RegExp) assert.match(got[key], want[key], `${code}: ${key}`);
      else assert.deepEqual(got[key], want[key], `${code}: ${key}`);
    }
    assert.equal(got.code, 'chess-arbiter/arbiter', `${code}: the package's name as code`);
  }
  assert.deepEqual(loaded, ['/i18n/hy.js', '/i18n/fa.js', '/i18n/ru.js', '/i18n/cs.js'], 'each language loaded once, when picked');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('clock.html: a refused move is explained in Russian ("Так нельзя:" and the package\'s ruling in Russian, without the English message first), again in Czech when Czech is picked while it shows', async () => {
  const page = await clockPage();
  await chooseLang(page, 'ru');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Ход белых');
  const ruling = () => page.evaluate(() => {
    const r = document.getElementById('ruling');
    return r.hidden ? null : [r.dataset.code, r.textContent.replace(/\s+/g, ' ').trim(), [...document.querySelectorAll('.sq.marked')].map((b) => b.dataset.square).sort()];
  });
  const texts = [];
  await page.exposeFunction('seen', (text) => texts.push(text));
  await page.evaluate(() => new MutationObserver(() => window.seen(document.getElementById('ruling-text').textContent))
    .observe(document.getElementById('ruling-text'), { childList: true, characterData: true, subtree: true }));
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  await page.waitForFunction(() => /Слон/.test(document.getElementById('ruling-text').textContent));
  assert.deepEqual(await ruling(), ['ERR_PIECE_IN_THE_WAY', 'Так нельзя: Слон на c1 не может перепрыгнуть через пешку на d2. (ст. 3.5)', ['c1', 'd2']]);
  assert.deepEqual(texts.filter((t) => /[a-z]{4}/.test(t.replace(/\b[a-h][1-8]\b/g, ''))), [], 'no English message shown meanwhile');
  assert.equal(await page.textContent('#verdict'), 'Ход белых', 'nothing was played');
  // Czech picked while the ruling shows: asked again in Czech
  await chooseLang(page, 'cs');
  await page.waitForFunction(() => /Střelec/.test(document.getElementById('ruling-text').textContent));
  assert.deepEqual(await ruling(), ['ERR_PIECE_IN_THE_WAY', 'Nepřípustné: Střelec na c1 nemůže přeskočit pěšce na d2. (čl. 3.5)', ['c1', 'd2']]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('clock.html in Persian: on a 3 s control black\'s flag falls after 1. e4; the verdict "سفید با زمان می‌برد (مادهٔ ۶.۹): ۱-۰" right to left (dir=rtl), the flagged clock ۰:۰۰.۰; a resignation\'s verdict too', async () => {
  const page = await clockPage();
  await chooseLang(page, 'fa');
  await page.selectOption('#tc', '3');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'نوبت سفید');
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  // black tries a move that is not allowed: its ruling shows until the flag falls, then goes (it
  // stayed beside the verdict: a new user's trial)
  await page.click(sq('c8'));
  await page.click(sq('e6'));
  await page.waitForSelector('#ruling:not([hidden])');
  await page.waitForFunction(() => /۶\.۹/.test(document.getElementById('verdict').textContent), null, { timeout: 10_000 });
  assert.equal(await page.isHidden('#ruling'), true, 'no ruling left beside the verdict');
  assert.equal(await page.textContent('#verdict'), 'سفید با زمان می‌برد (مادهٔ ۶.۹): ۱-۰');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('verdict')).direction), 'rtl');
  assert.equal(await page.textContent('#clock-b'), '۰:۰۰.۰');
  assert.match(await page.getAttribute('#clock-b', 'class'), /flagged/);
  // the board stays left to right (a1 at the bottom left)
  const [a1, h1] = await Promise.all(['a1', 'h1'].map((s) => page.locator(sq(s)).boundingBox()));
  assert.ok(a1.x < h1.x, 'a1 left of h1');
  // a new game and a resignation: black wins
  await page.click('#new');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'نوبت سفید');
  await page.click('#resign');
  assert.equal(await page.textContent('#verdict'), 'سیاه می‌برد: تسلیم حریف (مادهٔ ۵.۱.۲): ۰-۱');
  // and the verdict on screen follows a change of language
  await chooseLang(page, 'ru');
  assert.equal(await page.textContent('#verdict'), 'Победа чёрных: соперник сдался (ст. 5.1.2): 0-1');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the language picked on the clock page is the main page\'s too (remembered as it remembers it), and back; ?lang= picks it', async () => {
  const page = await clockPage();
  await chooseLang(page, 'hy');
  await page.goto(site.url);
  await page.waitForFunction(() => document.documentElement.lang === 'hy');
  assert.equal(await page.textContent('a[href="clock.html"]'), 'Խաղալ ժամացույցով');
  await chooseLang(page, 'cs');
  await page.goto(new URL('clock.html', site.url).href);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Na tahu je bílý');
  assert.equal(await page.inputValue('#lang'), 'cs');
  await page.goto(new URL('clock.html?lang=ru', site.url).href);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Ход белых');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('clock.html on a phone (390×844), in each language (Armenian and Russian have the longest labels): every control (menus, buttons, the home link) and every square at least 44×44 px, no sideways scrolling', async () => {
  const page = await clockPage({ width: 390, height: 844 });
  const widths = {};
  for (const code of LANGS) {
    await chooseLang(page, code);
    const targets = await page.evaluate(() => [...document.querySelectorAll('button, select, a, .sq')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => { const r = e.getBoundingClientRect(); return [e.id || e.dataset.square || e.getAttribute('href'), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10, r.left, r.right]; }));
    assert.deepEqual(targets.filter((e) => !/^[a-h][1-8]$/.test(e[0])).map(([id]) => id), ['./', 'lang', 'tc', 'new', 'resign'], code);
    assert.equal(targets.length, 5 + 64, code);
    assert.deepEqual(targets.filter(([, w, h]) => w < 44 || h < 44), [], `${code}: under 44 px`);
    assert.deepEqual(targets.filter(([, , , l, r]) => l < 0 || r > 390), [], `${code}: off the screen`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${code}: no sideways scrolling`);
    widths[code] = await page.$eval('#tc', (e) => e.getBoundingClientRect().width);
  }
  // the longest time control label makes the widest menu; it fits
  assert.ok(widths.hy > widths.en && widths.ru > widths.en, JSON.stringify(widths));
  assert.deepEqual(page.problems, []);
  await page.close();
});

// A refused move's ruling comes with the rulings' wasm module (pkg/explain/, loaded at the first
// refusal: 14.6 s on slow 3G in a new user's trial). The clock page says at once what the main
// page says (its words, i18n.js's keys notAllowed and checking), in the page's language; it had
// shown the error's English message in English and "…" in the other languages.
const rulingShown = (page) => page.$eval('#ruling', (e) => [e.hidden, e.dataset.code ?? null, e.textContent.replace(/\s+/g, ' ').trim()]);

test('clock.html: a move refused while the rulings\' module is held back says at once "Not allowed: Loading the explanation…", in the page\'s language (Persian right to left, Russian), then the ruling in its place; a second refusal meanwhile leaves nothing stale', async () => {
  const page = await clockPage();
  let release, asked = 0;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/pkg/explain/**', async (route) => { asked++; await held; await route.continue(); });
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  // the bishop on c1, behind its pawns
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  // at once: no wait for anything but the click
  assert.deepEqual(await rulingShown(page), [false, null, 'Not allowed: Loading the explanation…']);
  assert.equal(await page.getAttribute('#ruling', 'aria-live'), 'assertive');
  while (!asked) await page.waitForTimeout(20); // the package asked for the rulings' module: it is what is awaited
  assert.equal(await page.$$eval('.sq.marked', (els) => els.length), 0);
  // a second refusal, the knight's, its ruling awaited too; the page's language changed meanwhile
  await page.click(sq('g1'));
  await page.click(sq('g3'));
  assert.deepEqual(await rulingShown(page), [false, null, 'Not allowed: Loading the explanation…']);
  await chooseLang(page, 'fa');
  assert.deepEqual(await rulingShown(page), [false, null, 'مجاز نیست: در حال بارگذاری توضیح…']);
  assert.equal(await page.$eval('#ruling', (e) => getComputedStyle(e).direction), 'rtl');
  await chooseLang(page, 'ru');
  assert.deepEqual(await rulingShown(page), [false, null, 'Так нельзя: Загрузка объяснения…']);
  assert.equal(await page.textContent('#verdict'), 'Ход белых', 'nothing was played');
  // what the area says from now on, each change
  await recordTexts(page, 'ruling');
  release();
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_KNIGHT_MOVE"]', { timeout: 15_000 });
  const ruling = 'Так нельзя: Конь на g1 прыгает на ближайшие поля, не лежащие с ним на одной линии, горизонтали или диагонали; поле g3 не из их числа. (ст. 3.6)';
  assert.deepEqual(await rulingShown(page), [false, 'ERR_KNIGHT_MOVE', ruling]);
  assert.deepEqual(await page.$$eval('.sq.marked', (els) => els.map((e) => e.dataset.square).sort()), ['g1', 'g3']);
  // the first refusal's ruling (the bishop's) never showed, nor anything but the placeholder and the ruling
  await idle(page);
  const seen = await page.evaluate(() => window.seenTexts);
  assert.deepEqual(seen.filter((s) => s !== 'Так нельзя: Загрузка объяснения…' && s !== ruling), [], JSON.stringify(seen));
  assert.deepEqual(await rulingShown(page), [false, 'ERR_KNIGHT_MOVE', ruling]);
  // once the module is here, a refusal's ruling replaces the placeholder before a frame is drawn
  await page.evaluate(() => {
    window.framed = [];
    const ruling = document.getElementById('ruling');
    new MutationObserver(() => requestAnimationFrame(() => window.framed.push(ruling.textContent.replace(/\s+/g, ' ').trim())))
      .observe(ruling, { childList: true, characterData: true, subtree: true });
  });
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PIECE_IN_THE_WAY"]');
  await idle(page);
  const framed = await page.evaluate(() => window.framed);
  assert.ok(framed.includes('Так нельзя: Слон на c1 не может перепрыгнуть через пешку на d2. (ст. 3.5)'), JSON.stringify(framed));
  assert.ok(!framed.includes('Так нельзя: Загрузка объяснения…'), JSON.stringify(framed));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('clock.html: a move refused while the rulings\' module cannot be loaded (offline) says so, in the page\'s language (English, Czech); back online, the next refusal gets its ruling', async () => {
  const page = await clockPage();
  let offline = true;
  await page.route('**/pkg/explain/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  const shown = () => rulingShown(page);
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  await settles(page, shown, [false, null, 'Not allowed: The explanation could not be loaded: check the connection and try the move again.'],
    async () => `the ruling area: ${JSON.stringify(await shown())}`);
  // asked again in Czech (the module asked for again): still offline
  await chooseLang(page, 'cs');
  await settles(page, shown, [false, null, 'Nepřípustné: Vysvětlení se nepodařilo načíst: zkontrolujte připojení a zkuste tah znovu.'], 'in Czech');
  assert.equal(await page.textContent('#verdict'), 'Na tahu je bílý', 'nothing was played');
  offline = false;
  await page.click(sq('c1'));
  await page.click(sq('e3'));
  await page.waitForSelector('#ruling:not([hidden])[data-code="ERR_PIECE_IN_THE_WAY"]', { timeout: 15_000 });
  assert.deepEqual(await shown(), [false, 'ERR_PIECE_IN_THE_WAY', 'Nepřípustné: Střelec na c1 nemůže přeskočit pěšce na d2. (čl. 3.5)']);
  // only the held-back requests failed
  assert.deepEqual(page.problems.filter((p) => !/^(requestfailed: .*\/pkg\/explain\/.* |console\.error: Failed to load resource: )net::ERR_INTERNET_DISCONNECTED$/.test(p)), []);
  await page.close();
});
