// Shared by the browser end-to-end suites (tests/e2e/*.test.mjs, run with node --test).
// Chromium is Debian's (found on PATH, or CHROMIUM=/path), driven by playwright-core; the page
// is served the way `npm start` serves it (scripts/serve.mjs) on a free port.
import assert from 'node:assert/strict';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

export { startServer };

/** Debian's chromium binary: $CHROMIUM, else `chromium` on PATH. */
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const file = path.join(dir, name);
      try { accessSync(file, constants.X_OK); return file; } catch { /* next */ }
    }
  }
  throw new Error('chromium not found on PATH (bash scripts/ensure-tools.sh installs it)');
}

/** A headless Chromium; close it with `await browser.close()`. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
}

/**
 * For a suite of page tests: starts the demo's server on a free port and a headless Chromium
 * before its tests, closes both after. Returns `{ browser, url }`, filled in by `before`.
 */
export function servePages() {
  const site = { browser: null, url: null, server: null };
  before(async () => {
    site.server = await startServer({ port: 0 });
    site.url = site.server.url;
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/**
 * Records in `list` (returned) what would show as trouble on `page`: console errors and
 * warnings, uncaught exceptions, failed requests and HTTP errors (test that it stays empty).
 */
export function recordProblems(page, list = []) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') list.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => list.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => list.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => { if (res.status() >= 400) list.push(`HTTP ${res.status()}: ${res.url()}`); });
  return list;
}

/** A new page that records its trouble (see `recordProblems`) in `page.problems`. */
export async function newPage(browser) {
  const page = await browser.newPage();
  page.problems = recordProblems(page);
  return page;
}

/**
 * Reads `read()` until it deep-equals `want`, then asserts it (so a wrong value still fails, with
 * `message`, a string or an async function giving one, after `timeout` ms). For what a page
 * changes a moment after the input that causes it: a widget's handler called through a timer, a
 * redraw on the next frame, a text loaded on demand; a loaded machine can look in between.
 */
export async function settles(page, read, want, message, { timeout = 15_000 } = {}) {
  const until = Date.now() + timeout;
  let got = await read();
  while (JSON.stringify(got) !== JSON.stringify(want) && Date.now() < until) {
    await page.waitForTimeout(50);
    got = await read();
  }
  assert.deepEqual(got, want, typeof message === 'function' ? await message() : message);
}

/**
 * Lets the page run what an input may have left pending (timers such as a widget's deferred
 * handler, two animation frames), before a check that nothing changed: there is no event to wait
 * for then, and a fixed sleep is too short on a loaded machine.
 */
export function idle(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
  }));
}

/** The page's scroll offset once it has not changed for 400 ms (a fling included). */
export function scrollAtRest(page) {
  return page.evaluate(() => new Promise((resolve) => {
    let last = window.scrollY, since = performance.now();
    const look = () => {
      if (window.scrollY !== last) { last = window.scrollY; since = performance.now(); }
      if (performance.now() - since > 400) resolve(last); else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
}

/** Asserts the page has scrolled (`what` says why it should have), then scrolls it back to the top. */
export async function assertScrolled(page, what) {
  assert.ok(await scrollAtRest(page) > 0, what);
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await scrollAtRest(page), 0, 'back at the top');
}

/**
 * Picks `code` in the demo's language menu and waits until the page is in it: the texts of a
 * language other than English load at its first pick (www/i18n/<code>.js), and <html lang>
 * changes once they are written.
 */
export async function chooseLang(page, code) {
  await page.selectOption('#lang', code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}

/**
 * From now on, every change of the element `#id` pushes its text (whitespace folded) onto the
 * page's `window.seenTexts` (emptied here): what a test reads to see that nothing else showed.
 */
export function recordTexts(page, id) {
  return page.evaluate((id) => {
    window.seenTexts = [];
    const el = document.getElementById(id);
    new MutationObserver(() => window.seenTexts.push(el.textContent.replace(/\s+/g, ' ').trim()))
      .observe(el, { childList: true, characterData: true, subtree: true, attributes: true });
  }, id);
}
