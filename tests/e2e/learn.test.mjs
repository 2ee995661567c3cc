// End-to-end test of the tutorial page (www/learn.html) in headless Chromium at a phone's width
// (390 px): in every language (one page load each), the first exercise of every lesson is
// completed by clicks, and a wrong try shows the package's ruling with its shapes drawn. Writes
// docs/learn.png, the README's screenshot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The built package (as the page gets it at /pkg/): the exercises and their expected rulings.
import { checkExercise, lessons } from '../../pkg/lessons/browser.js';
import { launchBrowser } from './helpers.mjs';
import { startServer } from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANGS = ['en', 'hy', 'fa', 'ru', 'cs'];
let server, browser, baseUrl;

before(async () => {
  server = await startServer({ port: 0 });
  baseUrl = server.url;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const sq = (s) => `[data-square="${s}"]`;

async function move(page, uci, n) {
  await page.click(sq(uci.slice(0, 2)));
  await page.click(sq(uci.slice(2, 4)));
  if (uci.length === 5) await page.click(`[data-promotion="${uci[4]}"]`);
  if (n !== undefined) await page.waitForSelector(`body[data-played="${n}"]`);
}

test('learn.html: every lesson\'s first exercise by clicks in every language; wrong tries show the ruling and its shapes', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`); });
  for (const lang of LANGS) {
    await page.goto(new URL(`learn.html?lang=${lang}`, baseUrl).href);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.getAttribute('html', 'dir'), lang === 'fa' ? 'rtl' : 'ltr', lang);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    // The page fits a 390 px phone: no sideways scrolling.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), `${lang}: no horizontal scroll`);
    let rulings = Number(await page.evaluate(() => document.body.dataset.rulings || 0));
    for (const lesson of lessons) {
      await page.click(`[data-lesson="${lesson.id}"]`);
      const ex = lesson.exercises[0];
      const article = lang === 'fa' ? lesson.article.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]) : lesson.article;
      assert.ok((await page.textContent('#article')).endsWith(` ${article}`), `${lang} ${lesson.id}: article`);
      assert.ok((await page.textContent('#goal')).length > 5, `${lang} ${lesson.id}: goal`);
      assert.ok((await page.textContent('#rule')).length > 20, `${lang} ${lesson.id}: rule`);
      // A wrong try, in every lesson in English and in the pin lesson in the other languages
      // (not one that opens the promotion picker): the ruling, and its shapes drawn.
      if (lesson.id !== 'promotion' && (lang === 'en' || lesson.id === 'pin')) {
        await move(page, ex.wrong.uci);
        await page.waitForSelector(`body[data-rulings="${++rulings}"]`);
        const expected = (await checkExercise(ex, [ex.wrong.uci], { lang })).ruling;
        assert.equal(await page.textContent('#ruling-text'), expected.message, `${lang} ${lesson.id}`);
        assert.equal(await page.isVisible('#ruling'), true);
        const drawn = await page.$$eval('#shapes .shape', (els) => els.map((e) => ({ orig: e.dataset.orig, ...(e.dataset.dest ? { dest: e.dataset.dest } : {}), brush: e.dataset.brush, tag: e.tagName })));
        assert.deepEqual(drawn.map(({ tag, ...s }) => s), expected.shapes, `${lang} ${lesson.id}: shapes`);
        for (const d of drawn) assert.equal(d.tag, d.dest ? 'line' : 'circle');
      }
      for (const [k, uci] of ex.solution.entries()) await move(page, uci, k + 1);
      await page.waitForSelector('#outcome.done');
      assert.equal(await page.isVisible('#ruling'), false);
    }
    // Progress is kept: every first exercise is done.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chess-arbiter-learn')));
    for (const l of lessons) assert.ok(stored.includes(l.exercises[0].id), `${lang}: ${l.exercises[0].id} kept`);
  }
  // The README's screenshot: a pinned knight's try in English, its arrow and circle drawn.
  await page.goto(new URL('learn.html?lang=en', baseUrl).href);
  await page.waitForSelector('body[data-ready="true"]');
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.click('[data-lesson="pin"]');
  await move(page, 'e2c3');
  await page.waitForSelector('#shapes line', { state: 'attached' });
  await page.screenshot({ path: path.join(root, 'docs', 'learn.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
