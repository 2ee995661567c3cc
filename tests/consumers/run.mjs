// The consumers stage of `npm test` (issue 19): the packed tarball in the setups JS developers
// use, each with no configuration. Every app under tests/consumers/<name>/ has its own
// package.json and package-lock.json (pinned versions) and is installed with `npm ci` into a
// cache outside the repository (reused while the lock is unchanged); the tarball is then
// unpacked into its node_modules/chess-arbiter, as npm would install it (the package has no
// dependencies). Each row prints one line; a table closes the run.
//
//   node tests/consumers/run.mjs TARBALL [ROW...]
//
// Cache: $CHESS_ARBITER_CONSUMERS_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-consumers
// (apps/<row>/ with node_modules, and npm's own cache in npm-cache/). Delete it for a cold run.
// Each row holds its app folder's lock (apps/<row>.lock, tests/cache-lock.mjs) while it runs: a
// second run on the machine waits for it, saying so.
// A row whose tool cannot be installed here (a binary the registry cannot give) says
// `skipped: <why>` and does not fail the stage. Vite 8 (and Vitest 4 with it) needs npm 11:
// npm 10 cannot install it, so those rows are skipped under npm 10.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classicScript, launchBrowser, moduleWorker, serve, strictCsp } from '../e2e/pages.mjs';
import { newPage } from '../e2e/helpers.mjs';
import { withFolderLock } from '../cache-lock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [tarball, ...only] = process.argv.slice(2);
if (!tarball || !existsSync(tarball)) {
  console.error('usage: node tests/consumers/run.mjs TARBALL [ROW...]');
  process.exit(2);
}
const cache = process.env.CHESS_ARBITER_CONSUMERS_CACHE
  ?? path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'chess-arbiter-consumers');
const npmCache = path.join(cache, 'npm-cache');
const START_MOVES = '20';
const FEN_AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR';
const SERVER_LINE = `20 ERR_NOT_YOUR_TURN ${FEN_AFTER_E4}`;
// The server files (server/) and the pages (web/) also use chess-arbiter/arbiter: white's clock
// after 1. e4 at 5 s on 60+1 started at 0 (its own wasm module, bundled beside the package's).
const ARBITER_CLOCK = '56000';
const SERVER_ARBITER_LINE = `${SERVER_LINE} ${ARBITER_CLOCK}`;
// The Next.js page's state (1. e4 d5 2. Bb5+, made on the server), then after 2... Bd7.
const FEN_CHECK = 'rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2';
const FEN_BLOCKED = 'rn1qkbnr/pppbpppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3';

class Skip extends Error {}

// No tool may phone home from here (telemetry, update checks): the machine's network is closed
// but for the package registries, and a test must not try other addresses.
const QUIET = { DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1', DENO_NO_UPDATE_CHECK: '1', NO_UPDATE_NOTIFIER: '1' };

// ---- processes ------------------------------------------------------------------------------

/** Runs a command to its end; resolves to its output, rejects (with the output's tail) on failure. */
function run(cmd, args, { cwd, env = {}, timeout = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...QUIET, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(cmd)} ${args.join(' ')}: ${signal ? `killed (${signal})` : `exit ${code}`}\n${out.slice(-3000)}`));
    });
  });
}

/** Starts a server process; resolves once `url` answers. Returns { stop() }. */
async function start(cmd, args, url, { cwd, env = {}, timeout = 120_000 } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...QUIET, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  let exited = null;
  child.on('close', (code) => { exited = code; });
  const stop = () => new Promise((resolve) => {
    if (exited !== null) return resolve();
    child.on('close', resolve);
    try { process.kill(-child.pid, 'SIGTERM'); } catch { resolve(); }
    setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000).unref();
  });
  const t0 = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`${path.basename(cmd)} ${args.join(' ')} exited (${exited}):\n${out.slice(-3000)}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return { stop, output: () => out };
    } catch { /* not up yet */ }
    if (Date.now() - t0 > timeout) { await stop(); throw new Error(`${cmd} ${args.join(' ')}: ${url} did not answer in ${timeout / 1000} s\n${out.slice(-3000)}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

// ---- the package and the apps ---------------------------------------------------------------

/** The tarball unpacked into `dir` (as npm installs a package without dependencies). */
async function unpack(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await run('tar', ['xzf', path.resolve(tarball), '-C', dir, '--strip-components=1']);
}

/**
 * The app `name` ready to run: its installed dependencies (npm ci, only when the lock changed
 * since the last install), its own files and `shared` folders copied fresh, and the tarball
 * in node_modules/chess-arbiter. Resolves to its folder.
 */
async function prepare(name, shared = []) {
  const src = path.join(here, name);
  const dir = path.join(cache, 'apps', name);
  const lock = readFileSync(path.join(src, 'package-lock.json'));
  const stamp = createHash('sha256').update(readFileSync(path.join(src, 'package.json'))).update(lock).update(process.version).digest('hex');
  const stampFile = path.join(dir, 'node_modules', '.consumers-stamp');
  mkdirSync(dir, { recursive: true });
  for (const e of readdirSync(dir)) if (e !== 'node_modules') rmSync(path.join(dir, e), { recursive: true, force: true });
  cpSync(src, dir, { recursive: true });
  for (const s of shared) cpSync(path.join(here, s), dir, { recursive: true });
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], { cwd: dir, env: { npm_config_cache: npmCache }, timeout: 600_000 });
    writeFileSync(stampFile, stamp);
  }
  for (const d of ['.vite', '.cache']) rmSync(path.join(dir, 'node_modules', d), { recursive: true, force: true });
  await unpack(path.join(dir, 'node_modules', 'chess-arbiter'));
  return dir;
}

const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);

/** Copies `files` of `dir` into a new empty folder: a bundle must run with nothing beside it. */
function alone(dir, files) {
  const to = mkdtempSync(path.join(os.tmpdir(), 'chess-arbiter-alone-'));
  for (const f of files) cpSync(path.join(dir, f), path.join(to, path.basename(f)));
  return to;
}

function expectLine(what, out, want) {
  const line = out.trim().split('\n').pop();
  if (line !== want) throw new Error(`${what}: printed ${JSON.stringify(out.trim().slice(-500))}, want ${JSON.stringify(want)}`);
}

// ---- the browser ----------------------------------------------------------------------------

let browser;
async function chromium() {
  browser ??= await launchBrowser();
  return browser;
}

/** Opens `url`, waits for #out to change from 'waiting', returns its text (page problems throw). */
async function pageText(url) {
  const page = await newPage(await chromium());
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('out')?.textContent !== 'waiting', null, { timeout: 30_000 }).catch(() => {});
    const text = await page.textContent('#out').catch(() => null);
    if (page.problems.length) throw new Error(`${url}: ${page.problems.join('; ')}`);
    return text;
  } finally {
    await page.close();
  }
}

/** What React says when the server's HTML and the client's first render differ (dev: the
 * messages; production: the minified errors #418 text, #423, #425 and the hydration text). */
function hydrationProblems(problems) {
  return problems.filter((p) => /hydrat|did ?n.t match|#41[89]|#42[0-5]/i.test(p));
}

/** Lets a page run what hydration may still report (two frames, then a moment). */
function settle(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)));
  }));
}

// ---- the rows -------------------------------------------------------------------------------

let npmMajor;
/** Skips a row whose install needs npm 11 (Vite 8) where npm is older. */
async function needsNpm11(what) {
  npmMajor ??= Number((await run('npm', ['--version'])).trim().split('.')[0]);
  if (npmMajor < 11) throw new Skip(`${what} needs npm 11 to install; npm here is ${npmMajor}`);
}

async function viteRow(name) {
  if (name === 'vite8') await needsNpm11('Vite 8');
  const dir = await prepare(name, ['web']);
  const vite = bin(dir, 'vite');
  const want = `${START_MOVES} ERR_NOT_YOUR_TURN ${ARBITER_CLOCK}`;
  let port = await freePort();
  const dev = await start(vite, ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], `http://127.0.0.1:${port}/`, { cwd: dir });
  try {
    const text = await pageText(`http://127.0.0.1:${port}/`);
    if (text !== want) throw new Error(`dev server: the page shows ${JSON.stringify(text)}, want ${JSON.stringify(want)}`);
  } finally {
    await dev.stop();
  }
  await run(vite, ['build'], { cwd: dir });
  port = await freePort();
  const preview = await start(vite, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], `http://127.0.0.1:${port}/`, { cwd: dir });
  try {
    const text = await pageText(`http://127.0.0.1:${port}/`);
    if (text !== want) throw new Error(`build + preview: the page shows ${JSON.stringify(text)}, want ${JSON.stringify(want)}`);
  } finally {
    await preview.stop();
  }
  const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'vite', 'package.json'), 'utf8')).version;
  return `vite ${version}: dev page and build + preview page show "${want}"`;
}

async function jestRow(name) {
  const dir = await prepare(name);
  const jest = path.join(dir, 'node_modules', 'jest', 'bin', 'jest.js');
  const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'jest', 'package.json'), 'utf8')).version;
  await run(process.execPath, [jest, '--ci'], { cwd: path.join(dir, 'cjs') });
  // ESM tests: Jest's own requirement, https://jestjs.io/docs/ecmascript-modules
  await run(process.execPath, ['--experimental-vm-modules', jest, '--ci'], { cwd: path.join(dir, 'esm') });
  return `jest ${version}: node and jsdom environments, require (CJS) and import (ESM): 4 test files pass`;
}

const rows = {
  async node() {
    const dir = path.join(cache, 'apps', 'node');
    await unpack(path.join(dir, 'node_modules', 'chess-arbiter'));
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    const shim = "globalThis.document = { baseURI: 'http://localhost/' };";
    const use = "const m = MOD; m.explainMove(S, 'e5').then((r) => { const g = new m.Game(); g.move('e4'); console.log(m.legalMoves(S).length, r.code, g.fen().split(' ')[0]); });";
    const S = JSON.stringify('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const code = (mod) => `const S = ${S}; ${use.replace('MOD', mod)}`;
    expectLine('require', await run(process.execPath, ['-e', code("require('chess-arbiter')")], { cwd: dir }), SERVER_LINE);
    expectLine('require with a document', await run(process.execPath, ['-e', shim + code("require('chess-arbiter')")], { cwd: dir }), SERVER_LINE);
    expectLine('import with a document', await run(process.execPath, ['--input-type=module', '-e', `${shim} import * as M from 'chess-arbiter'; ${code('M')}`], { cwd: dir }), SERVER_LINE);
    return `node ${process.version}: require, import, and both with a global document`;
  },
  jest29: () => jestRow('jest29'),
  jest30: () => jestRow('jest30'),
  async vitest() {
    await needsNpm11('Vitest 4 with Vite 8');
    const dir = await prepare('vitest');
    await run(bin(dir, 'vitest'), ['run'], { cwd: dir });
    const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'vitest', 'package.json'), 'utf8')).version;
    return `vitest ${version}: test passes`;
  },
  async esbuild() {
    const dir = await prepare('esbuild', ['server']);
    const esbuild = bin(dir, 'esbuild');
    await run(esbuild, ['server.mjs', '--bundle', '--platform=node', '--format=esm', '--outfile=out/server.mjs', '--log-level=warning'], { cwd: dir });
    await run(esbuild, ['server.cjs', '--bundle', '--platform=node', '--format=cjs', '--outfile=out/server.cjs', '--log-level=warning'], { cwd: dir });
    const to = alone(dir, ['out/server.mjs', 'out/server.cjs']);
    try {
      expectLine('esbuild ESM bundle', await run(process.execPath, ['server.mjs'], { cwd: to }), SERVER_ARBITER_LINE);
      expectLine('esbuild CJS bundle', await run(process.execPath, ['server.cjs'], { cwd: to }), SERVER_ARBITER_LINE);
    } finally { rmSync(to, { recursive: true, force: true }); }
    const version = (await run(esbuild, ['--version'], { cwd: dir })).trim();
    return `esbuild ${version}: node bundles (ESM, CJS) run alone in an empty folder`;
  },
  async bun() {
    let dir;
    try { dir = await prepare('bun', ['server']); } catch (e) { throw new Skip(`npm ci failed: ${e.message.split('\n').slice(-3).join(' ')}`); }
    const bun = bin(dir, 'bun');
    let version;
    try { version = (await run(bun, ['--version'], { cwd: dir })).trim(); } catch (e) { throw new Skip(`bun does not run here: ${e.message.split('\n')[0]}`); }
    expectLine('bun (runtime, import)', await run(bun, ['server.mjs'], { cwd: dir }), SERVER_ARBITER_LINE);
    expectLine('bun (runtime, require)', await run(bun, ['server.cjs'], { cwd: dir }), SERVER_ARBITER_LINE);
    await run(bun, ['build', 'server.mjs', '--target=bun', '--outfile=out/server.mjs'], { cwd: dir });
    await run(bun, ['build', 'server.mjs', '--target=node', '--outfile=out/server.node.mjs'], { cwd: dir });
    const to = alone(dir, ['out/server.mjs', 'out/server.node.mjs']);
    try {
      expectLine('bun build --target=bun', await run(bun, ['server.mjs'], { cwd: to }), SERVER_ARBITER_LINE);
      expectLine('bun build --target=node', await run(process.execPath, ['server.node.mjs'], { cwd: to }), SERVER_ARBITER_LINE);
    } finally { rmSync(to, { recursive: true, force: true }); }
    return `bun ${version}: runtime (import, require); bun build bundles (bun, node) run alone`;
  },
  async deno() {
    let dir;
    try { dir = await prepare('deno', ['server']); } catch (e) { throw new Skip(`npm ci failed: ${e.message.split('\n').slice(-3).join(' ')}`); }
    const deno = bin(dir, 'deno');
    let version;
    try { version = (await run(deno, ['--version'], { cwd: dir })).split('\n')[0].trim(); } catch (e) { throw new Skip(`deno does not run here: ${e.message.split('\n')[0]}`); }
    // Deno's own caches in a folder of this run (as a new user's, empty): Deno takes an npm
    // package's files of one version as unchanging, and its V8 code cache served an earlier
    // build's pkg/payload/arbiter.js of the same version and length from ~/.cache/deno (a new
    // user's trial: "the inlined wasm arbiter.… is missing"). Users get a new version per release.
    const denoDir = mkdtempSync(path.join(os.tmpdir(), 'chess-arbiter-deno-'));
    try {
      expectLine('deno run', await run(deno, ['run', 'server.mjs'], { cwd: dir, env: { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', DENO_DIR: denoDir } }), SERVER_ARBITER_LINE);
    } finally { rmSync(denoDir, { recursive: true, force: true }); }
    return `${version}: deno run (npm package from node_modules, no permissions, its own DENO_DIR)`;
  },
  vite6: () => viteRow('vite6'),
  vite7: () => viteRow('vite7'),
  vite8: () => viteRow('vite8'),
  async webpack5() {
    const dir = await prepare('webpack5', ['web']);
    await run(bin(dir, 'webpack'), ['./main.js', '--mode', 'production'], { cwd: dir });
    const site = await serve(dir, { '/': { body: '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><output id="out">waiting</output><script src="/chess-arbiter/dist/main.js"></script></body></html>' }, '/favicon.ico': { body: '', type: 'image/x-icon' } });
    try {
      const text = await pageText(site.url);
      if (text !== `${START_MOVES} ERR_NOT_YOUR_TURN ${ARBITER_CLOCK}`) throw new Error(`the page shows ${JSON.stringify(text)}`);
    } finally { await site.close(); }
    const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'webpack', 'package.json'), 'utf8')).version;
    return `webpack ${version}: production build (no config) runs in Chromium`;
  },
  async 'module worker'() {
    const dir = path.join(cache, 'apps', 'browser');
    await unpack(dir);
    return moduleWorker(await chromium(), dir, 'pkg/browser.js');
  },
  async 'classic script'() {
    const dir = path.join(cache, 'apps', 'browser');
    if (!existsSync(path.join(dir, 'package.json'))) await unpack(dir);
    return classicScript(await chromium(), dir);
  },
  async 'strict CSP'() {
    const dir = path.join(cache, 'apps', 'browser');
    if (!existsSync(path.join(dir, 'package.json'))) await unpack(dir);
    return strictCsp(await chromium(), dir);
  },
  async next15() {
    const dir = await prepare('next15');
    // The hook of the react-chessboard example, as an app would copy it (issue 39).
    cpSync(path.join(here, '..', '..', 'examples', 'react-chessboard', 'useChessGame.js'), path.join(dir, 'app', 'useChessGame.js'));
    const next = bin(dir, 'next');
    const env = { NEXT_TELEMETRY_DISABLED: '1' };
    const done = [];
    for (const mode of ['webpack', 'turbopack', 'dev']) {
      rmSync(path.join(dir, '.next'), { recursive: true, force: true });
      if (mode !== 'dev') await run(next, ['build', ...(mode === 'turbopack' ? ['--turbopack'] : [])], { cwd: dir, env, timeout: 600_000 });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}/`;
      // The dev server (Turbopack) is where React reports every hydration difference (attributes
      // too); a production build reports a text difference only.
      const args = mode === 'dev' ? ['dev', '--turbopack', '-p', String(port), '-H', '127.0.0.1'] : ['start', '-p', String(port), '-H', '127.0.0.1'];
      const server = await start(next, args, url, { cwd: dir, env, timeout: 300_000 });
      try {
        const html = await (await fetch(url)).text();
        if (!html.includes('<p id="server">20</p>')) throw new Error(`${mode}: the server HTML has no <p id="server">20</p>: ${html.slice(0, 500)}\nthe server said:\n${server.output().slice(-3000)}`);
        // The position rendered on the server from the state the server component made.
        if (!html.includes(`<p id="server-state">3 e8 ${FEN_CHECK}</p>`)) throw new Error(`${mode}: the server HTML has no server-state line: ${html.slice(0, 800)}`);
        if (!html.includes(`<p id="state-fen">${FEN_CHECK}</p>`)) throw new Error(`${mode}: the client component's server HTML has no state FEN`);
        if (!/data-square="e8" data-piece="k" class="light check"/.test(html)) throw new Error(`${mode}: the server HTML draws no check on e8`);
        const page = await newPage(await chromium());
        try {
          await page.goto(url);
          await page.waitForSelector('body[data-hydrated="true"]', { timeout: 60_000 });
          await settle(page);
          const hydration = hydrationProblems(page.problems);
          if (hydration.length) throw new Error(`${mode}: hydration: ${hydration.join('; ')}`);
          // The hydrated state plays on: Bd7 blocks the check, undo and redo.
          await page.click('#block');
          await page.waitForFunction((fen) => document.getElementById('state-fen').textContent === fen, FEN_BLOCKED, { timeout: 30_000 });
          if (await page.textContent('#state-check') !== 'no check') throw new Error(`${mode}: a check after Bd7`);
          if (await page.$$eval('[data-square].check', (s) => s.length) !== 0) throw new Error(`${mode}: the check still drawn after Bd7`);
          await page.click('#undo');
          await page.waitForFunction((fen) => document.getElementById('state-fen').textContent === fen, FEN_CHECK, { timeout: 30_000 });
          if (await page.$eval('[data-square="e8"]', (e) => e.className) !== 'light check') throw new Error(`${mode}: no check drawn on e8 after undo`);
          await page.click('#redo');
          await page.waitForFunction((text) => document.getElementById('state-ply').textContent === text, '4/4', { timeout: 30_000 });
          await page.click('#play');
          await page.waitForFunction((fen) => document.getElementById('fen').textContent.startsWith(fen), FEN_AFTER_E4, { timeout: 30_000 });
          if (page.problems.length) throw new Error(`${mode}: ${page.problems.join('; ')}`);
        } finally { await page.close(); }
        // The same check sees a real mismatch: a page whose server and browser texts differ.
        const bad = await newPage(await chromium());
        try {
          await bad.goto(`${url}mismatch`);
          await bad.waitForFunction(() => document.getElementById('differs')?.textContent === 'rendered in the browser', null, { timeout: 60_000 });
          await settle(bad);
          if (hydrationProblems(bad.problems).length === 0) throw new Error(`${mode}: the hydration check saw nothing on /mismatch: ${bad.problems.join('; ') || 'no console output'}`);
        } finally { await bad.close(); }
      } finally { await server.stop(); }
      done.push(mode);
    }
    const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'next', 'package.json'), 'utf8')).version;
    return `next ${version} (${done.join(', ')}): server HTML has 20 and a position from a state (check on e8), hydrates with no hydration warning (one seen on /mismatch), plays on; client component plays e4`;
  },
};

// ---- the run --------------------------------------------------------------------------------

const names = only.length ? only : Object.keys(rows);
for (const n of names) if (!rows[n]) { console.error(`consumers: no row ${n} (rows: ${Object.keys(rows).join(', ')})`); process.exit(2); }
mkdirSync(cache, { recursive: true });
// The app folder each row uses (its name but for these), held locked while the row runs: two
// test runs on one machine share the cache (tests/cache-lock.mjs).
const FOLDERS = { 'module worker': 'browser', 'classic script': 'browser', 'strict CSP': 'browser' };
const results = [];
for (const name of names) {
  const t0 = Date.now();
  let status, detail;
  try {
    detail = await withFolderLock(path.join(cache, 'apps', FOLDERS[name] ?? name), () => rows[name]());
    status = 'pass';
  } catch (e) {
    status = e instanceof Skip ? 'skipped' : 'FAIL';
    detail = e instanceof Skip ? e.message : e.stack ?? String(e);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name, status, secs, detail: detail.split('\n')[0] });
  console.log(`consumers: ${name.padEnd(15)} ${status.padEnd(7)} ${secs.padStart(6)}s  ${status === 'FAIL' ? detail : detail.split('\n')[0]}`);
}
await browser?.close();

const w = Math.max(...results.map((r) => r.name.length));
console.log(`\n${'row'.padEnd(w)}  status   time    what`);
for (const r of results) console.log(`${r.name.padEnd(w)}  ${r.status.padEnd(7)} ${r.secs.padStart(6)}s  ${r.detail.slice(0, 140)}`);
const failed = results.filter((r) => r.status === 'FAIL').length;
const passed = results.filter((r) => r.status === 'pass').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
console.log(`consumers: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
