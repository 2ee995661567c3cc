// Shared by the node --test suites in tests/js/ and tests/e2e/.
//
// The suites test the *packed* package: scripts/test.sh packs it (npm pack), installs the
// tarball into a temporary project and links tests/node_modules to that project's
// node_modules, so `import ... from 'chess-arbiter'` in a test file resolves exactly as it
// does for a user. CHESS_ARBITER_CONSUMER is that project's folder.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Asserts that `fn` throws an instance of `ChessError` (the class of the entry under test) with
 * `code` (and `article`, when given); returns the error.
 */
export function throwsChessError(ChessError, fn, code, article) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ChessError, `a ChessError, got ${e}`);
    assert.equal(e.code, code, e.message);
    if (article !== undefined) assert.equal(e.article, article);
    return e;
  }
  assert.fail(`expected ${code}`);
}

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The temporary project the packed tarball is installed in (set by scripts/test.sh). */
export function consumerDir() {
  const dir = process.env.CHESS_ARBITER_CONSUMER;
  if (!dir) throw new Error('CHESS_ARBITER_CONSUMER is not set: run the JS tests through `npm test` (or `bash scripts/test.sh js`)');
  return dir;
}

/** The `version` of Cargo.toml's [package] section. */
export function cargoVersion() {
  const toml = readFileSync(path.join(repo, 'Cargo.toml'), 'utf8');
  const pkg = toml.slice(toml.indexOf('[package]'));
  const m = /^version\s*=\s*"([^"]+)"/m.exec(pkg);
  if (!m) throw new Error('no version in Cargo.toml [package]');
  return m[1];
}

/** The root package.json of the repository. */
export function packageJson() {
  return JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
}

/**
 * Collects garbage until the finalizers of the objects left to the collector have run: at least
 * 4 rounds of gc() and a 20 ms pause, then until two readings in a row agree (the same wasm
 * memory size, the JS heap within 64 KiB; under load, FinalizationRegistry callbacks can lag
 * behind a fixed number of rounds), at most 100 rounds. Needs node --expose-gc.
 * `wasmBytes`: returns the wasm memory's size (the package's memoryBytes).
 */
export async function settle(wasmBytes) {
  const gc = globalThis.gc;
  if (typeof gc !== 'function') throw new Error('settle needs node --expose-gc');
  let last = null;
  for (let i = 0; i < 100; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
    const now = { heap: process.memoryUsage().heapUsed, wasm: wasmBytes() };
    if (i >= 3 && last && now.wasm === last.wasm && Math.abs(now.heap - last.heap) < 64 * 1024) return;
    last = now;
  }
}
