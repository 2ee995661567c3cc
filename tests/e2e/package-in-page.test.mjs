// The package in a page served as `npm start` serves it: the import map maps 'chess-arbiter' to
// /pkg/index.js, which initialises itself; the .wasm is served as application/wasm. The page's
// module must export what the installed package exports in Node.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cargoVersion } from '../js/helpers.mjs';
import { launchBrowser, newPage, startServer } from './helpers.mjs';

test('a page imports chess-arbiter through its import map and calls it', async (t) => {
  const server = await startServer({ port: 0 });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await newPage(browser);

  const wasmResponse = page.waitForResponse((r) => r.url().endsWith('/pkg/chess_arbiter_bg.wasm'));
  await page.goto(server.url);
  const wasm = await wasmResponse;
  assert.equal(wasm.status(), 200);
  assert.equal(wasm.headers()['content-type'], 'application/wasm');
  assert.equal(wasm.headers()['cache-control'], 'no-store');

  const got = await page.evaluate(async () => {
    const m = await import('chess-arbiter');
    return { version: m.version(), names: Object.keys(m).sort() };
  });
  assert.equal(got.version, cargoVersion());
  assert.deepEqual(got.names, Object.keys(await import('chess-arbiter')).sort());
  assert.deepEqual(page.problems, []);
});
