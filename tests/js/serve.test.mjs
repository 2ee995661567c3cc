// The demo's server (scripts/serve.mjs, what `npm start` runs): a taken port moves on to the
// next free one, as its docs say, and the page and missing files are answered.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/serve.mjs';

test('serve: a taken port moves on to the next free one', async () => {
  const first = await startServer({ port: 0 });
  try {
    const second = await startServer({ port: first.port });
    try {
      assert.ok(second.port > first.port && second.port < first.port + 20, `${first.port} -> ${second.port}`);
      assert.equal(second.url, `http://127.0.0.1:${second.port}/`);
      const page = await fetch(second.url);
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('cache-control'), 'no-store');
      assert.match(await page.text(), /<html/i);
      const missing = await fetch(`${second.url}no-such-file.js`);
      assert.equal(missing.status, 404);
      assert.equal(await missing.text(), '404 not found: /no-such-file.js\n');
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
});

test('serve: with one try, a taken port is the EADDRINUSE error', async () => {
  const first = await startServer({ port: 0 });
  try {
    await assert.rejects(startServer({ port: first.port, tries: 1 }), { code: 'EADDRINUSE' });
  } finally {
    await first.close();
  }
});
