// The example apps of examples/<name>/ (issue 15, section 2), ready for the browser: each
// installed with `npm ci` into a cache outside the repository (reused while its package.json and
// lock are unchanged), the packed chess-arbiter tarball unpacked into its
// node_modules/chess-arbiter (as npm installs a package without dependencies), built once with
// Vite, and its dist/ served on a free port.
//
// Cache: $CHESS_ARBITER_EXAMPLES_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-examples
// (apps/<name>/ with node_modules, npm's own cache in npm-cache/). Delete it for a cold run.
// A test file holds an app folder's lock (apps/<name>.lock, tests/cache-lock.mjs: `lockApp`)
// from before `prepare` until its pages are done: a second run on the machine waits for it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockFolder } from '../cache-lock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.join(here, '..', '..', 'examples');
const cache = process.env.CHESS_ARBITER_EXAMPLES_CACHE
  ?? path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'chess-arbiter-examples');
const npmCache = path.join(cache, 'npm-cache');
const QUIET = { DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' };

function run(cmd, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...QUIET, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd}: exit ${code}\n${out.slice(-3000)}`))));
  });
}

/** The packed tarball: $CHESS_ARBITER_TARBALL, else the one the pack stage left in $CHESS_ARBITER_CONSUMER. */
export function tarball() {
  if (process.env.CHESS_ARBITER_TARBALL) return process.env.CHESS_ARBITER_TARBALL;
  const dir = process.env.CHESS_ARBITER_CONSUMER;
  const name = dir && existsSync(dir) ? readdirSync(dir).find((f) => /^chess-arbiter-.*\.tgz$/.test(f)) : undefined;
  if (!name) throw new Error('no packed tarball: run `bash scripts/test.sh examples` (it packs first) or set CHESS_ARBITER_TARBALL');
  return path.join(dir, name);
}

/** Takes the lock of the app folder of examples/<name> (tests/cache-lock.mjs); resolves to its release. */
export function lockApp(name) {
  return lockFolder(path.join(cache, 'apps', name));
}

/**
 * examples/<name> installed, with the tarball, and built: resolves to its folder in the cache.
 * The caller holds the folder's lock (lockApp) until it is done with the folder.
 * `npm ci` runs only when package.json, the lock or Node's version changed since the last one.
 */
export async function prepare(name) {
  const src = path.join(examples, name);
  const dir = path.join(cache, 'apps', name);
  const stamp = createHash('sha256').update(readFileSync(path.join(src, 'package.json')))
    .update(readFileSync(path.join(src, 'package-lock.json'))).update(process.version).digest('hex');
  const stampFile = path.join(dir, 'node_modules', '.examples-stamp');
  mkdirSync(dir, { recursive: true });
  for (const e of readdirSync(dir)) if (e !== 'node_modules') rmSync(path.join(dir, e), { recursive: true, force: true });
  cpSync(src, dir, { recursive: true, filter: (f) => !/[/\\](node_modules|dist)$/.test(f) });
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], dir, { npm_config_cache: npmCache });
    writeFileSync(stampFile, stamp);
  }
  rmSync(path.join(dir, 'node_modules', '.vite'), { recursive: true, force: true });
  const pkg = path.join(dir, 'node_modules', 'chess-arbiter');
  rmSync(pkg, { recursive: true, force: true });
  mkdirSync(pkg, { recursive: true });
  await run('tar', ['xzf', tarball(), '-C', pkg, '--strip-components=1'], dir);
  await run(process.execPath, [path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], dir);
  return dir;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.png': 'image/png', '.json': 'application/json' };

/** Serves `dir`/dist on a free port of 127.0.0.1; resolves to `{ url, close }`. */
export function serveDist(dir) {
  const root = path.join(dir, 'dist');
  const server = http.createServer(async (req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, p.endsWith('/') ? p + 'index.html' : p);
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) });
  }));
}
