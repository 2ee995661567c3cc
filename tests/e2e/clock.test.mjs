// End-to-end test of the demo's clock page (www/clock.html, issue 37 item 5) in headless
// Chromium: a time control picked, both sides played at one board by clicks, the clocks shown
// from chess-arbiter/arbiter, and a flag falling with its Art. 6.9 verdict.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLang, servePages, newPage } from './helpers.mjs';

const site = servePages();
const sq = (s) => `[data-square="${s}"]`;

test('clock.html: moves by clicks run the clocks; on a 3 s control black\'s flag falls after 1. e4: "White wins on time (Art. 6.9): 1-0"', async () => {
  const page = await newPage(site.browser);
  await page.goto(new URL('clock.html', site.url).href);
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  // 3 min + 2 s: white's clock runs from the start; after 1. e4 black's runs and white got 2 s.
  assert.equal(await page.inputValue('#tc'), '180+2');
  assert.match(await page.textContent('#clock-b'), /^3:00$/);
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Black to move');
  assert.equal(await page.getAttribute(`${sq('e4')} .piece`, 'data-piece'), 'wP');
  assert.match(await page.getAttribute('#clock-b', 'class'), /running/);
  assert.match(await page.textContent('#clock-w'), /^3:0[12]$/);
  // An illegal try changes nothing.
  await page.click(sq('e7'));
  await page.click(sq('e4'));
  assert.equal(await page.textContent('#verdict'), 'Black to move');
  // The 3 s control: white moves at once, black's flag falls against king and queen and the rest: 1-0.
  await page.selectOption('#tc', '3');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  await page.click(sq('e2'));
  await page.click(sq('e4'));
  await page.waitForFunction(() => /on time/.test(document.getElementById('verdict').textContent), null, { timeout: 10_000 });
  assert.equal(await page.textContent('#verdict'), 'White wins on time (Art. 6.9): 1-0');
  assert.equal(await page.textContent('#clock-b'), '0:00.0');
  assert.match(await page.getAttribute('#clock-b', 'class'), /flagged/);
  assert.equal(await page.isDisabled('#resign'), true);
  // Nothing moves after the flag.
  await page.click(sq('e7'));
  await page.click(sq('e5'));
  assert.equal(await page.$(`${sq('e5')} .piece`), null);
  // A new game, and a resignation.
  await page.click('#new');
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'White to move');
  await page.click('#resign');
  assert.equal(await page.textContent('#verdict'), 'Black wins by resignation (Art. 5.1.2): 0-1');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the demo links to the clock page in its language ("Play on the clock", Russian "Играть с часами"), and the link leads there', async () => {
  const page = await newPage(site.browser);
  await page.goto(site.url);
  const link = page.locator('a[href="clock.html"]');
  assert.equal(await link.textContent(), 'Play on the clock');
  await chooseLang(page, 'ru');
  assert.equal(await link.textContent(), 'Играть с часами');
  await link.click();
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'White to move');
  assert.match(page.url(), /\/clock\.html$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});
