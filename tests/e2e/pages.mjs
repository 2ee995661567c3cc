// Pages that use the installed package with no bundler, in Chromium: a classic <script src>
// of the single-file build, a module worker, a page under a strict Content-Security-Policy,
// and a server that answers the .wasm with an HTML page. Shared by tests/e2e/zero-config.test.mjs
// and the consumers stage (tests/consumers/run.mjs); each check throws on failure.
import http from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPage } from './helpers.mjs';

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.html': 'text/html; charset=utf-8' };
// What a strict site sends: scripts from its own origin only, no eval; WebAssembly compiled
// from bytes needs 'wasm-unsafe-eval' (every way of compiling wasm does).
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";

/**
 * Serves `pages` ({ '/path': { body, type? } }) and the installed package's folder at
 * /chess-arbiter/; anything else gets `fallback` (HTML, as a single-page app's server does) or
 * a 404. Every answer carries `csp` when given. Resolves to { url, close() }.
 */
export async function serve(packageDir, pages, { csp, fallback } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const headers = { 'Cache-Control': 'no-store', ...(csp ? { 'Content-Security-Policy': csp } : {}) };
    const page = pages[url.pathname] ?? (url.pathname === '/favicon.ico' ? { body: '', type: 'image/x-icon' } : undefined);
    if (page) {
      res.writeHead(200, { ...headers, 'Content-Type': page.type ?? TYPES[path.extname(url.pathname) || '.html'] });
      return res.end(page.body);
    }
    if (url.pathname.startsWith('/chess-arbiter/')) {
      const file = path.join(packageDir, decodeURIComponent(url.pathname.slice('/chess-arbiter/'.length)));
      if (file.startsWith(packageDir) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
        res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        return res.end(readFileSync(file));
      }
    }
    if (fallback) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(fallback);
    }
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

async function withPage(browser, packageDir, pages, options, fn) {
  const site = await serve(packageDir, pages, options);
  const page = await newPage(browser);
  // Violations are kept in the page and read when asked for (`violations()`), not sent to Node
  // through a binding, whose call could land after the check.
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => window.__violations);
  try {
    return await fn(page, site.url, violations);
  } finally {
    await page.close();
    await site.close();
  }
}

const HTML = (body) => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><output id="out">waiting</output>${body}</body></html>`;

async function result(page) {
  await page.waitForFunction(() => document.getElementById('out').textContent !== 'waiting', null, { timeout: 15000 });
  return page.textContent('#out');
}

function expect(what, got, want, page) {
  if (got !== want) throw new Error(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  if (page.problems.length) throw new Error(`${what}: ${page.problems.join('; ')}`);
}

// What the single-file build's on-demand functions give (the rulings' module, the search's and a
// language's texts, which it loads from beside its own URL on first use), written by `then` as
// one line: a refusal's code and its Armenian message (UTF-8 texts read right), canWin's answer.
const ON_DEMAND = `Promise.all([A.explainMove(${JSON.stringify(START)}, 'e5', { lang: 'hy' }), A.canWin('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'w')])
  .then(([r, w]) => r.code + ' ' + r.message + ' ' + w, (e) => e.name + ' ' + e.code + ': ' + e.message)`;
const RULED = /^ERR_NOT_YOUR_TURN .*հերթն.* false$/;

/**
 * A plain <script src> of pkg/chess-arbiter.js (no modules): the global ChessArbiter, its
 * on-demand functions (their files loaded from beside it), the same in a classic worker that
 * takes it with importScripts, and a copy of the script alone in a folder: ERR_WASM_LOAD naming
 * the file it could not load.
 */
export function classicScript(browser, packageDir) {
  const pages = {
    '/': { body: HTML('<script src="/chess-arbiter/pkg/chess-arbiter.js"></script><script src="/app.js"></script>') },
    '/app.js': { body: `const A = ChessArbiter;
const sync = A.legalMoves(${JSON.stringify(START)}).length + ' ' + A.applyMove(${JSON.stringify(START)}, 'e4').split(' ')[0];
const w = new Worker('/worker.js');
const fromWorker = new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); w.onerror = (e) => resolve('worker error: ' + e.message); });
w.postMessage('go');
Promise.all([${ON_DEMAND}, fromWorker]).then(([page, worker]) => { document.getElementById('out').textContent = JSON.stringify([sync, page, worker]); });` },
    '/worker.js': { body: `importScripts('/chess-arbiter/pkg/chess-arbiter.js');
const A = ChessArbiter;
onmessage = () => ${ON_DEMAND}.then((t) => postMessage(t));` },
    '/alone/': { body: HTML('<script src="/lib/chess-arbiter.js"></script><script src="/alone.js"></script>') },
    '/lib/chess-arbiter.js': { body: readFileSync(path.join(packageDir, 'pkg', 'chess-arbiter.js')) },
    '/alone.js': { body: `const A = ChessArbiter; ${ON_DEMAND}.then((t) => { document.getElementById('out').textContent = A.legalMoves(${JSON.stringify(START)}).length + ' ' + t; });` },
  };
  return withPage(browser, packageDir, pages, {}, async (page, url) => {
    await page.goto(url);
    const [sync, inPage, inWorker] = JSON.parse(await result(page));
    expect('classic script', sync, '20 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR', page);
    for (const [where, got] of [['page', inPage], ['classic worker', inWorker]]) {
      if (!RULED.test(got)) throw new Error(`classic script, on-demand functions in a ${where}: got ${JSON.stringify(got)}`);
    }
    // The page's own console errors (page.problems) would include the 404 below: checked apart.
    await page.goto(`${url}alone/`);
    const alone = await result(page);
    // The first of the two calls to fail names its file (both are loading at once).
    const want = `20 ChessError ERR_WASM_LOAD: Chess-arbiter: could not load ${url}lib/payload/`;
    if (!alone.startsWith(want) || !/^(explain|unwinnable)\.js, /.test(alone.slice(want.length))) throw new Error(`classic script alone: got ${JSON.stringify(alone)}, want ${JSON.stringify(want)}(explain|unwinnable).js...`);
    return 'ChessArbiter global: 20 moves; explainMove, canWin loaded beside it (page, classic worker); alone: ERR_WASM_LOAD naming the file';
  });
}

/**
 * A module worker that imports the package (`entry`, a path under the package) and answers
 * the message the page posts right after `new Worker()`: none may be lost.
 */
export function moduleWorker(browser, packageDir, entry = 'pkg/browser.js') {
  const pages = {
    '/': { body: HTML('<script type="module" src="/app.js"></script>') },
    '/app.js': { body: `const w = new Worker('/worker.js', { type: 'module' });
w.onmessage = (e) => { document.getElementById('out').textContent = String(e.data); };
w.onerror = (e) => { document.getElementById('out').textContent = 'worker error: ' + e.message; };
w.postMessage(${JSON.stringify(START)});` },
    '/worker.js': { body: `import { legalMoves } from '/chess-arbiter/${entry}';
onmessage = (e) => postMessage(legalMoves(e.data).length);` },
  };
  return withPage(browser, packageDir, pages, {}, async (page, url) => {
    await page.goto(url);
    expect(`module worker (${entry})`, await result(page), '20', page);
    return `first message answered: 20 (${entry})`;
  });
}

/** Pages under STRICT_CSP: module imports of pkg/browser.js and pkg/index.js, the classic script. */
export function strictCsp(browser, packageDir) {
  const use = `document.getElementById('out').textContent = String(m.legalMoves(${JSON.stringify(START)}).length);`;
  const cases = {
    'browser.js': { '/': { body: HTML('<script type="module" src="/app.js"></script>') }, '/app.js': { body: `import * as m from '/chess-arbiter/pkg/browser.js'; ${use}` } },
    'index.js': { '/': { body: HTML('<script type="module" src="/app.js"></script>') }, '/app.js': { body: `import * as m from '/chess-arbiter/pkg/index.js'; ${use}` } },
    // The classic script with its on-demand files, which it adds as <script> elements of its origin.
    'chess-arbiter.js': { '/': { body: HTML('<script src="/chess-arbiter/pkg/chess-arbiter.js"></script><script src="/app.js"></script>') }, '/app.js': { body: `const m = ChessArbiter, A = m; ${ON_DEMAND}.then((t) => { if (!${RULED}.test(t)) throw new Error(t); ${use} }, (e) => { document.getElementById('out').textContent = String(e); });` } },
  };
  return (async () => {
    for (const [name, pages] of Object.entries(cases)) {
      await withPage(browser, packageDir, pages, { csp: STRICT_CSP }, async (page, url, violations) => {
        await page.goto(url);
        expect(`strict CSP, ${name}`, await result(page), '20', page);
        const seen = await violations();
        if (seen.length) throw new Error(`strict CSP, ${name}: violations: ${seen.join('; ')}`);
      });
    }
    return `0 violations (${Object.keys(cases).join(', ')})`;
  })();
}

/** pkg/index.js on a server that answers a missing .wasm with its index.html: a clear error. */
export function htmlInsteadOfWasm(browser, packageDir) {
  const pages = {
    '/': { body: HTML('<script type="module" src="/app.js"></script>') },
    // The package's JS at /lib/ without its .wasm: the server's fallback answers that URL.
    '/lib/index.js': { body: readFileSync(path.join(packageDir, 'pkg', 'index.js')) },
    ...Object.fromEntries(['load.js', 'text.js', 'rules.js', 'api.js', 'describe.js', 'state.js', 'written.js', 'chess_arbiter.js'].map((f) => [`/lib/${f}`, { body: readFileSync(path.join(packageDir, 'pkg', f)) }])),
    '/app.js': { body: `import('/lib/index.js').then(() => { document.getElementById('out').textContent = 'loaded'; }, (e) => { document.getElementById('out').textContent = e.name + ' ' + e.code + ': ' + e.message; });` },
  };
  return withPage(browser, packageDir, pages, { fallback: HTML('<p>my app</p>') }, async (page, url) => {
    await page.goto(url);
    const text = await result(page);
    const want = `${url}lib/chess_arbiter_bg.wasm answered with an HTML page`;
    if (!text.startsWith('ChessError ERR_WASM_LOAD: ') || !text.includes(want) || !/single-page app/.test(text)) {
      throw new Error(`html instead of wasm: got ${JSON.stringify(text)}`);
    }
    return text;
  });
}

export { launchBrowser };
