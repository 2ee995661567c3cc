// readGames in a Web Worker in Chromium (issue #17 §3): a module worker fetches the 999-game
// lichess file and reads it from the response body (a ReadableStream), one game at a time,
// every variation validated, then headers only; the page gets the counts and the tags.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consumerDir, repo } from '../js/helpers.mjs';
import { launchBrowser, newPage } from './helpers.mjs';
import { serve } from './pages.mjs';
import { readGames } from 'chess-arbiter';

const PGN = readFileSync(path.join(repo, '..', 'shared', 'data', 'games', 'lichess', 'lichess_db_standard_rated_2021-10_first999.pgn'), 'utf8');

test('readGames in a module worker reads a fetch body game by game', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const pages = {
    '/': { body: '<!doctype html><meta charset="utf-8"><output id="out">waiting</output><script type="module" src="/app.js"></script>' },
    '/games.pgn': { body: PGN, type: 'text/plain; charset=utf-8' },
    '/app.js': { body: `const w = new Worker('/worker.js', { type: 'module' });
w.onmessage = (e) => { window.headerTags = e.data.tags; document.getElementById('out').textContent = e.data.counts; };
w.onerror = (e) => { document.getElementById('out').textContent = 'worker error: ' + e.message; };
w.postMessage('/games.pgn');` },
    '/worker.js': { body: `import { readGames } from '/chess-arbiter/pkg/browser.js';
onmessage = async (e) => {
  let games = 0, errors = 0, plies = 0, headers = 0;
  const res = await fetch(e.data);
  for await (const item of readGames(res.body)) {
    if (item.error) { errors++; continue; }
    games++;
    plies += item.game.ply();
    item.game.free();
  }
  const tags = [];
  for await (const item of readGames((await fetch(e.data)).body, { headersOnly: true })) {
    if (item.tags.Event) headers++;
    tags.push([item.index, item.tags]);
  }
  postMessage({ counts: games + ' ' + errors + ' ' + plies + ' ' + headers, tags });
};` },
  };
  const site = await serve(path.join(consumerDir(), 'node_modules', 'chess-arbiter'), pages);
  const page = await newPage(browser);
  try {
    await page.goto(site.url);
    await page.waitForFunction(() => document.getElementById('out').textContent !== 'waiting', null, { timeout: 60000 });
    const out = await page.textContent('#out');
    // The same counts as in Node: every game to the end of its main line.
    let plies = 0;
    const tags = [];
    for await (const item of readGames(PGN)) {
      plies += item.game.ply();
      tags.push([item.index, item.tags]);
      item.game.free();
    }
    assert.equal(out, `999 0 ${plies} 999`);
    // Headers only in the worker: the tags of every game, as the validated read gives them.
    assert.deepEqual(await page.evaluate(() => window.headerTags), tags);
  } finally {
    await page.close();
    await site.close();
  }
});
