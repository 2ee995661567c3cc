// The installed package in Chromium with no bundler and no configuration (issue 19): the
// single-file build as a classic script, module workers that must not lose their first
// message, a strict Content-Security-Policy, and a clear error when a server answers the .wasm
// with an HTML page. The checks themselves are in pages.mjs (the consumers stage runs them too).
import test from 'node:test';
import path from 'node:path';
import { consumerDir } from '../js/helpers.mjs';
import { classicScript, htmlInsteadOfWasm, launchBrowser, moduleWorker, strictCsp } from './pages.mjs';

const installed = () => path.join(consumerDir(), 'node_modules', 'chess-arbiter');

test('in Chromium, with no bundler', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  await t.test('a classic <script src> of pkg/chess-arbiter.js sets the global ChessArbiter', () => classicScript(browser, installed()));
  await t.test('a module worker importing pkg/browser.js answers the message posted right after new Worker()', () => moduleWorker(browser, installed(), 'pkg/browser.js'));
  await t.test('... and so does one importing the single ES module pkg/chess-arbiter.mjs', () => moduleWorker(browser, installed(), 'pkg/chess-arbiter.mjs'));
  await t.test('a strict CSP (script-src \'self\' \'wasm-unsafe-eval\') sees no violation', () => strictCsp(browser, installed()));
  await t.test('a .wasm answered with an HTML page gives ERR_WASM_LOAD naming the URL and the cause', () => htmlInsteadOfWasm(browser, installed()));
});
