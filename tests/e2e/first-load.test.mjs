// What a first visit costs over the server `npm start` runs (scripts/serve.mjs): the bytes the
// demo page and the tutorial page transfer (compressed bodies, as Chromium received them), that
// every text and wasm answer comes compressed, and that the demo draws its board, every control
// disabled, before the package's wasm has arrived, then enables them. Also the server itself:
// brotli or gzip by Accept-Encoding, never cached, a rebuilt file served at once.
//
//   node --test tests/e2e/first-load.test.mjs        (needs pkg/ built: npm run build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchBrowser, recordProblems, startServer } from './helpers.mjs';
import { MIN_COMPRESSED_BYTES } from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'test-results');
const KB = 1024;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Issue 40's target: the demo page's first load <= 150 KB compressed. Measured at 4e334ac +
// this branch: demo 192.9 KB = the page's own files 36.0 KB + the package's 157.0 KB (its wasm
// 143.3 KB of it, brotli 11); learn.html 177.7 KB = 16.8 + 161.0 KB. The package's share alone
// is over the target; shrinking its default module is the work of another branch (`split`). So
// the totals are held at today's ceilings (a ratchet: lower them to TARGET when the package's
// share allows) and the page's own files at their budgets, which this page can keep.
// The tutorial's board became the demo's (board.js, for its drag; branch `learndrag`): its own
// files 17.7 -> 24.2 KB (+ board.js 5.5 KB, + anim.js 1.1 KB, learn.js -0.1 KB), its total
// 178.7 -> 185.2 KB; its budgets moved from 20 and 185 KB to 25 and 190 KB.
// The variants' menu (branch `variants-board`, issue 36): the demo's own files 39.7 -> 40.5 KB
// (main.js +703 bytes: the variants' names in four languages 444, the loader and hooks 259;
// index.html +139: the menu), the package's share unchanged (139.5 KB: chess-arbiter/variants and
// the page's variants.js load at the first pick, tests/e2e/variants.test.mjs); the demo's own
// budget moved from 40 to 41 KB.
// What the first moves do not need loads at its first use (branch `demo-load`, issue 40): the
// other languages' texts (www/i18n/<code>.js), rulings.js, loading.js, replay.js, games.json
// (the replay list's names are in the HTML) and board.js's promotion picker (picker.js): the
// demo's own files 40.5 -> 28.9 KB, its total 180.9 -> 169.3 KB (the package's share 140.4 KB,
// its wasm 119.8 KB of it); the tutorial's own files 25.0 -> 20.2 KB (i18n.js, board.js).
// Budgets: the demo's 41 -> 30 KB (total 200 -> 175 KB), the tutorial's 25 -> 22 KB (total
// 190 -> 175 KB). The target needs the package's share under 150 - 28.9 = 121.1 KB: its wasm
// under about 100.5 KB brotli (docs/benchmarks.md).
// The clock page in five languages (branch `clock-i18n`): its first load 175,770 -> 176,917 B
// (own files 18,674 -> 19,821 B: clock.html +237 the language menu, clock.js +846 its words and
// the switch, i18n.js +64); the other languages' texts load when picked. Its budgets: 20 and 175 KB.
// A move refused on the clock page says "Loading the explanation…" at once, and so if its ruling
// cannot be loaded, as the main page (branch `clock`): own files 19,854 -> 19,917 B (clock.js +63).
// 44×44 px touch targets on a phone (branch `learn`): learn.css +227 B (the tutorial's own files
// 20,936 -> 21,163 B); style.css +16 B, the move list's buttons (the demo's own files 30,646 ->
// 30,662 B of its 30,720, the tutorial's 21,179 B, the clock page's 19,933 B).
const TARGET = 150 * KB;
const BUDGET = {
  '': { total: 175 * KB, own: 30 * KB },          // the demo page, index.html
  'learn.html': { total: 175 * KB, own: 22 * KB }, // the tutorial
  'clock.html': { total: 175 * KB, own: 20 * KB }, // the clock page
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm)|image\/svg\+xml)/;

let server, browser;

before(async () => {
  fs.mkdirSync(resultsDir, { recursive: true });
  server = await startServer({ port: 0 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

// A fresh context (empty cache) at `viewport`; every console error or warning, uncaught
// exception, failed request or HTTP error is kept in `errors`.
async function newPage(t, viewport) {
  const context = await browser.newContext({ viewport });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = recordProblems(page);
  return { page, errors };
}

/** Every response of a first load of `page` (until the page is ready and the network idle). */
async function firstLoad(page, pathname) {
  const responses = [];
  page.on('response', r => responses.push(r));
  await page.goto(new URL(pathname, server.url).href);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForLoadState('networkidle');
  return Promise.all(responses.map(async r => ({
    path: new URL(r.url()).pathname,
    headers: await r.allHeaders(),
    sent: (await r.request().sizes()).responseBodySize, // the body as transferred (encoded)
    size: (await r.body()).length,                      // the body decoded
  })));
}

for (const [pathname, budget] of Object.entries(BUDGET)) {
  const name = pathname || 'index.html';
  test(`${name}: first load compressed (brotli), total and the page's own files within budget`, async t => {
    const { page, errors } = await newPage(t, { width: 1280, height: 800 });
    const rows = await firstLoad(page, pathname);
    const sum = list => list.reduce((a, r) => a + r.sent, 0);
    const total = sum(rows);
    const own = sum(rows.filter(r => !r.path.startsWith('/pkg/')));
    const kb = n => `${(n / KB).toFixed(1)} KB`;
    t.diagnostic(`${name}: ${kb(total)} (target ${kb(TARGET)}): the page's own files ${kb(own)}, the package's ${kb(total - own)}`);
    for (const r of rows.sort((a, b) => b.sent - a.sent)) t.diagnostic(`  ${String(r.sent).padStart(7)} B of ${String(r.size).padStart(7)} ${r.headers['content-encoding'] ?? '-'} ${r.path}`);
    // each answer worth compressing came compressed, and says it varies by Accept-Encoding
    for (const r of rows) {
      if (!COMPRESSIBLE.test(r.headers['content-type'] ?? '')) continue;
      assert.equal(r.headers.vary, 'Accept-Encoding', `${r.path}: Vary`);
      if (r.size < MIN_COMPRESSED_BYTES) continue;
      assert.equal(r.headers['content-encoding'], 'br', `${r.path} (${r.size} B): Content-Encoding`);
      assert.equal(Number(r.headers['content-length']), r.sent, `${r.path}: Content-Length is what was sent`);
      assert.ok(r.sent < r.size, `${r.path}: ${r.sent} B sent for ${r.size} B`);
    }
    // (chess-arbiter/arbiter, the clock page's, has its wasm inlined: /pkg/payload/arbiter.js)
    const wasmFile = name === 'clock.html' ? /\/payload\/arbiter\.js$/ : /\.wasm$/;
    assert.ok(rows.some(r => wasmFile.test(r.path) && r.headers['content-encoding'] === 'br'), 'the wasm is among them, compressed');
    if (name === 'index.html') {
      // every module of the first load is asked for by the HTML's modulepreload links (at once,
      // not one import level per round trip: on a slow network each level costs a round trip)
      const preloaded = await page.$$eval('link[rel="modulepreload"]', ls => ls.map(l => new URL(l.href).pathname).sort());
      // the package's modules too (a new user's trial, slow 3G: they came one import level per
      // 2 s round trip), and its wasm: fetched once, the preload's answer used (same mode)
      const modules = rows.filter(r => /javascript/.test(r.headers['content-type']));
      assert.deepEqual(modules.map(r => r.path).sort(), preloaded, 'the modulepreload links name the page\'s modules and the package\'s');
      const wasmPreload = await page.$$eval('link[rel="preload"][as="fetch"]', ls => ls.map(l => new URL(l.href).pathname));
      const wasm = rows.filter(r => r.path.endsWith('.wasm')).map(r => r.path);
      assert.deepEqual(wasm, wasmPreload, 'the wasm is preloaded and fetched once');
      // what loads at its first use is not among them: the rulings, the loading of games, the
      // replays and their games, the variants, the other languages' texts
      const later = ['/rulings.js', '/loading.js', '/replay.js', '/games.json', '/variants.js', '/i18n/ru.js'];
      assert.deepEqual(rows.map(r => r.path).filter(p => later.includes(p)), [], 'loaded at their first use only');
    }
    if (name === 'clock.html') {
      // the main entry (its rulings) loads at the first refused move, another language's texts when picked
      const later = ['/pkg/index.js', '/i18n/ru.js', '/i18n/fa.js'];
      assert.deepEqual(rows.map(r => r.path).filter(p => later.includes(p)), [], 'loaded at their first use only');
    }
    assert.ok(own <= budget.own, `the page's own files: ${kb(own)}, budget ${kb(budget.own)}`);
    assert.ok(total <= budget.total, `the first load: ${kb(total)}, ceiling ${kb(budget.total)} (target ${kb(TARGET)})`);
    assert.deepEqual(errors, []);
  });
}

// The board before the package: the .wasm is held back until the test lets it through.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}×${viewport.height}: the board is drawn with its pieces, every control disabled, before the wasm arrives; enabled when it has`, async t => {
    const { page, errors } = await newPage(t, viewport);
    let release, asked = false;
    const held = new Promise(resolve => { release = resolve; });
    await page.route('**/*.wasm', async route => { asked = true; await held; await route.continue(); });
    await page.goto(server.url);
    await page.waitForFunction(() => document.querySelectorAll('#board [data-piece]').length === 32);
    while (!asked) await page.waitForTimeout(20); // the package is loading: its wasm was asked for
    const sq = s => `[data-square="${s}"]`;
    const controls = () => page.$$eval('[data-needs-package]', els => els.map(e => [e.id, e.disabled]));
    const pieces = () => page.$$eval('#board [data-piece]', els => els.map(e => `${e.closest('[data-square]').dataset.square}${e.dataset.piece}`).sort().join(' '));
    const startPieces = await pieces();
    // the start position, on screen
    assert.equal(startPieces.split(' ').length, 32);
    assert.ok(startPieces.includes('e1wK') && startPieces.includes('d8bQ') && startPieces.includes('g2wP'), startPieces);
    assert.equal(await page.getAttribute(sq('e1'), 'aria-label'), 'e1, white king');
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.width >= Math.min(300, viewport.width * 0.8) && box.y >= 0 && box.y + box.height <= viewport.height, `the board is on screen: ${JSON.stringify(box)}`);
    // nothing can be used yet, and assistive technology is told so
    const waiting = await controls();
    assert.ok(waiting.length >= 20, `${waiting.length} controls`);
    assert.deepEqual(waiting.filter(([, disabled]) => !disabled), [], 'every control disabled');
    assert.equal(await page.$$eval('#board .sq', bs => bs.filter(b => !b.disabled).length), 0, 'every square disabled');
    assert.equal(await page.getAttribute('#board', 'aria-disabled'), 'true');
    assert.equal(await page.getAttribute('section.play', 'aria-busy'), 'true');
    assert.equal((await page.textContent('#status')).trim(), 'Loading the rules…');
    assert.equal(await page.inputValue('#fen'), START);
    assert.equal(await page.getAttribute('body', 'data-ready'), null);
    // a press on a piece does nothing
    const e2 = await page.locator(sq('e2')).boundingBox();
    await page.mouse.click(e2.x + e2.width / 2, e2.y + e2.height / 2);
    assert.equal(await page.locator('#board .sq.selected').count(), 0);
    await page.screenshot({ path: path.join(resultsDir, `before-wasm-${viewport.width}.png`) });

    release();
    await page.waitForSelector('body[data-ready="true"]');
    // the same pieces; every control enabled except those that lead nowhere at the start
    assert.equal(await pieces(), startPieces);
    const atStart = ['btn-first', 'btn-undo', 'btn-redo', 'btn-last', 'replay-back', 'replay-play', 'replay-step'];
    assert.deepEqual((await controls()).filter(([, disabled]) => disabled).map(([id]) => id).sort(), atStart.sort());
    assert.equal(await page.$$eval('#board .sq', bs => bs.filter(b => b.disabled).length), 0, 'every square enabled');
    assert.equal(await page.getAttribute('#board', 'aria-disabled'), null);
    assert.equal(await page.getAttribute('section.play', 'aria-busy'), null);
    assert.equal((await page.textContent('#status')).trim(), 'White to move');
    await page.click(sq('e2'));
    await page.click(sq('e4'));
    await page.waitForFunction(() => document.getElementById('fen').value.startsWith('rnbqkbnr/pppppppp/8/8/4P3/'));
    assert.equal(await page.isDisabled('#btn-undo'), false);
    assert.deepEqual(errors, []);
  });
}

// A new user's trial on a slow link (Chromium's throttling: 2 s latency, 51,200 B/s): the page's
// own modules were asked for after the package's and its wasm, came last (10.6 s), and the board
// was drawn only with the package ready. Listed first (index.html), they come before the wasm.
test('index.html on a slow link (2 s latency, 50 KB/s): the board is drawn while the package still loads', async t => {
  const { page, errors } = await newPage(t, { width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 51200, uploadThroughput: 51200 });
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelectorAll('#board [data-piece]').length === 32, null, { timeout: 60000 });
  assert.equal(await page.getAttribute('body', 'data-ready'), null, 'the board is drawn before the package is ready');
  assert.equal((await page.textContent('#status')).trim(), 'Loading the rules…');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  assert.deepEqual(errors, []);
});

// ---- the server, as curl sees it -------------------------------------------------------------

/** GET (or `method`) `pathname` with `headers`: { status, headers, body } (body as sent). */
function get(base, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, base), { method, headers }, res => {
      const chunks = [];
      res.on('data', c => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

test('server: brotli or gzip by Accept-Encoding, else as is; never cached; small files and errors as they are', async () => {
  const wasmPath = fs.readdirSync(path.join(root, 'pkg')).find(f => f.endsWith('.wasm'));
  const cases = [['/', path.join(root, 'www/index.html')], ['/main.js', path.join(root, 'www/main.js')],
    ['/style.css', path.join(root, 'www/style.css')], ['/games.json', path.join(root, 'www/games.json')], [`/pkg/${wasmPath}`, path.join(root, 'pkg', wasmPath)]];
  for (const [url, file] of cases) {
    const bytes = fs.readFileSync(file);
    for (const [accept, want] of [['br, gzip', 'br'], ['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['', undefined], ['identity', undefined], ['br;q=0', undefined]]) {
      const r = await get(server.url, url, { 'Accept-Encoding': accept });
      assert.equal(r.status, 200, url);
      assert.equal(r.headers['content-encoding'], want, `${url}, Accept-Encoding: ${accept}`);
      assert.equal(r.headers['cache-control'], 'no-store', url);
      assert.equal(r.headers.vary, 'Accept-Encoding', url);
      assert.equal(Number(r.headers['content-length']), r.body.length, url);
      assert.ok((want ? decode[want](r.body) : r.body).equals(bytes), `${url}, ${accept}: the file's bytes`);
      if (want) assert.ok(r.body.length < bytes.length * 0.7, `${url}: ${r.body.length} of ${bytes.length} B`);
    }
    const head = await get(server.url, url, { 'Accept-Encoding': 'br' }, 'HEAD');
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.body.length, 0);
  }
  const tiny = await get(server.url, '/pkg/index.js', { 'Accept-Encoding': 'br' });
  assert.ok(tiny.body.length < MIN_COMPRESSED_BYTES, 'pkg/index.js is small');
  assert.equal(tiny.headers['content-encoding'], undefined);
  assert.ok(tiny.body.equals(fs.readFileSync(path.join(root, 'pkg/index.js'))));
  const missing = await get(server.url, '/no-such-file.js', { 'Accept-Encoding': 'br' });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.toString(), '404 not found: /no-such-file.js\n');
  const range = await get(server.url, `/pkg/${wasmPath}`, { 'Accept-Encoding': 'br', Range: 'bytes=0-3' });
  assert.equal(range.status, 206);
  assert.deepEqual([...range.body], [0, 0x61, 0x73, 0x6d]);
});

test('server: a rebuilt file is served at once, compressed anew (same size, same second)', async t => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const site = await startServer({ port: 0, wwwDir: dir });
  t.after(async () => { await site.close(); fs.rmSync(dir, { recursive: true, force: true }); });
  const file = path.join(dir, 'app.js');
  for (const letter of ['a', 'b', 'c']) {
    const text = `export const s = '${letter.repeat(4000)}';\n`;
    fs.writeFileSync(file, text);
    for (const accept of ['br', 'gzip', '']) {
      const r = await get(site.url, '/app.js', { 'Accept-Encoding': accept });
      const body = accept ? decode[accept](r.body) : r.body;
      assert.equal(body.toString(), text, `after writing ${letter}, Accept-Encoding: ${accept}`);
    }
  }
});
