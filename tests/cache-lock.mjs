// A lock on a folder of the per-user app caches of the consumers and examples stages
// (tests/consumers/run.mjs, tests/examples/apps.mjs: ~/.cache/chess-arbiter-consumers,
// -examples), so that two `npm test` runs on one machine (two checkouts, a CI clone beside a
// developer's run) never install, copy or build into the same app folder at once: in session 19
// two runs did, and next15's build failed in one of them ("no direct app page entry found").
//
// The lock of folder `dir` is the folder `dir.lock` holding owner.json ({ pid, host, since }).
// It is made whole under another name and renamed into place, which succeeds for one process
// only (rename refuses a folder that is not empty). A process that finds it held waits, saying
// once who holds it; a lock whose owner is a process of this machine that no longer runs (a run
// killed before it could remove it) is taken over; after `timeout` the wait fails, naming the
// lock to delete if no run holds it.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** True when process `pid` of this machine runs (signal 0 only asks). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM'; // it runs, as another user
  }
}

/** The owner.json of `lock`, or null when there is none (no lock, or being removed). */
function ownerOf(lock) {
  try {
    const o = JSON.parse(readFileSync(path.join(lock, 'owner.json'), 'utf8'));
    return Number.isInteger(o.pid) ? o : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let made = 0;

/**
 * Takes the lock of folder `dir`; resolves to the function that gives it back.
 * @param {string} dir
 * @param {{ wait?: number, timeout?: number, log?: (line: string) => void }} [options]
 *   wait: ms between looks (250); timeout: ms to wait at most (45 min); log: where the waiting
 *   and a takeover are said (console.error)
 * @returns {Promise<() => void>}
 */
export async function lockFolder(dir, { wait = 250, timeout = 45 * 60_000, log = (line) => console.error(line) } = {}) {
  const lock = `${dir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const me = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const t0 = Date.now();
  let told = false;
  for (;;) {
    const fresh = `${lock}.new-${process.pid}-${++made}`;
    mkdirSync(fresh, { recursive: true });
    writeFileSync(path.join(fresh, 'owner.json'), JSON.stringify(me));
    try {
      renameSync(fresh, lock);
      const release = () => {
        const o = ownerOf(lock);
        if (o && o.pid === me.pid && o.since === me.since) rmSync(lock, { recursive: true, force: true });
      };
      return release;
    } catch (e) {
      rmSync(fresh, { recursive: true, force: true });
      if (e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST' && e.code !== 'EPERM') throw e;
    }
    const owner = ownerOf(lock);
    if (owner && owner.host === me.host && !alive(owner.pid)) {
      // Stale: moved aside whole (one process succeeds); had another taker put a live lock there
      // meanwhile, it goes back.
      const aside = `${lock}.stale-${process.pid}-${++made}`;
      try {
        renameSync(lock, aside);
      } catch {
        continue;
      }
      const moved = ownerOf(aside);
      if (moved && (moved.pid !== owner.pid || moved.since !== owner.since) && alive(moved.pid)) {
        try { renameSync(aside, lock); } catch { /* the folder is taken again: the live owner's wait ends with its own check */ }
        continue;
      }
      rmSync(aside, { recursive: true, force: true });
      log(`cache lock: took over ${lock} from pid ${owner.pid} (since ${owner.since}), which no longer runs`);
      continue;
    }
    if (Date.now() - t0 >= timeout) {
      throw new Error(`cache lock: ${dir} is still in use after ${Math.round((Date.now() - t0) / 1000)} s `
        + `(pid ${owner?.pid ?? '?'} on ${owner?.host ?? '?'}, since ${owner?.since ?? '?'}); if no test run is using it, delete ${lock}`);
    }
    if (!told && owner) {
      log(`cache lock: waiting for ${dir}: another test run uses it (pid ${owner.pid} on ${owner.host}, since ${owner.since}; lock ${lock})`);
      told = true;
    }
    await sleep(wait);
  }
}

/**
 * Runs `fn` holding the lock of folder `dir` (see lockFolder); gives it back however `fn` ends.
 * @template T
 * @param {string} dir
 * @param {() => Promise<T> | T} fn
 * @param {Parameters<typeof lockFolder>[1]} [options]
 * @returns {Promise<T>}
 */
export async function withFolderLock(dir, fn, options) {
  const release = await lockFolder(dir, options);
  try {
    return await fn();
  } finally {
    release();
  }
}
