// Vite 7 and the *installed* package, in Chromium, with no configuration: a production build of
// a tiny app, and the dev server (whose dependency pre-bundling moves the JS away from any
// file beside it: the entry Vite gets carries its wasm inside, so there is nothing to lose).
// tests/consumers/ runs the same with Vite 6, 7 and 8 from their own installs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer } from 'vite';
import { consumerDir, cargoVersion } from '../js/helpers.mjs';
import { launchBrowser, newPage, startServer } from './helpers.mjs';

function writeApp() {
  // Inside the consumer project, so 'chess-arbiter' resolves to the installed tarball.
  const app = path.join(consumerDir(), 'vite-app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(app, 'index.html'), `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>vite app</title></head>
<body><output id="out">not loaded</output><script type="module" src="./main.js"></script></body></html>
`);
  writeFileSync(path.join(app, 'main.js'), `import { version } from 'chess-arbiter';
document.getElementById('out').textContent = 'chess-arbiter ' + version();
`);
  return app;
}

async function expectVersionShown(browser, url) {
  const page = await newPage(browser);
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('out').textContent !== 'not loaded');
  assert.equal(await page.textContent('#out'), `chess-arbiter ${cargoVersion()}`);
  assert.deepEqual(page.problems, []);
}

test('vite build of an app importing chess-arbiter runs in Chromium', async (t) => {
  const app = writeApp();
  await build({ root: app, logLevel: 'warn', configFile: false, build: { outDir: 'dist', emptyOutDir: true } });

  const assets = readdirSync(path.join(app, 'dist', 'assets'));
  assert.equal(assets.filter((f) => f.endsWith('.wasm')).length, 0, `the wasm is inside the JS; assets: ${assets.join(', ')}`);

  const server = await startServer({ port: 0, wwwDir: path.join(app, 'dist') });
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  await expectVersionShown(browser, server.url);
});

test('vite dev server (no optimizeDeps setting) serves an app importing chess-arbiter', async (t) => {
  const app = writeApp();
  const vite = await createServer({
    root: app, logLevel: 'warn', configFile: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  t.after(() => vite.close());
  await vite.listen();
  const browser = await launchBrowser();
  t.after(() => browser.close());
  await expectVersionShown(browser, vite.resolvedUrls.local[0]);
});
