// Shared by the browser end-to-end suites (tests/e2e/*.test.mjs, run with node --test).
// Chromium is Debian's (found on PATH, or CHROMIUM=/path), driven by playwright-core; the page
// is served the way `npm start` serves it (scripts/serve.mjs) on a free port.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
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
 * A new page that records what would show as trouble: console errors and warnings, uncaught
 * exceptions and failed requests, in `page.problems` (test that it stays empty).
 */
export async function newPage(browser) {
  const page = await browser.newPage();
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => page.problems.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => { if (res.status() >= 400) page.problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  return page;
}
