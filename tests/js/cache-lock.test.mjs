// The lock of the app caches' folders (tests/cache-lock.mjs), used by the consumers and examples
// stages so that two `npm test` runs on one machine never use one app folder at once: users of
// a folder take turns (in one process and across processes), a waiter says once what it waits
// for, a lock left by a process that no longer runs is taken over, and a wait that runs out
// names the lock.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lockFolder, withFolderLock } from '../cache-lock.mjs';

const LOCK_MODULE = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cache-lock.mjs')).href;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'chess-arbiter-lock-test-'));
}

test('two users of one folder take turns: what one writes there is never overwritten by the other meanwhile', async () => {
  const root = tempDir();
  const dir = path.join(root, 'apps', 'next15');
  const said = [];
  const log = (line) => said.push(line);
  const events = [];
  // Each user writes its name into the folder, waits, and reads it back: without the lock the
  // second would write while the first waits (as `npm ci` and a build did in session 19).
  const user = (name) => withFolderLock(dir, async () => {
    events.push(`${name} in`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'owner.txt'), name);
    await sleep(150);
    const back = readFileSync(path.join(dir, 'owner.txt'), 'utf8');
    events.push(`${name} out`);
    return back;
  }, { wait: 20, log });
  const [a, b] = await Promise.all([user('a'), user('b')]);
  assert.deepEqual([a, b], ['a', 'b'], 'each read back what it wrote');
  assert.deepEqual(events, ['a in', 'a out', 'b in', 'b out']);
  assert.equal(said.length, 1, `one line while waiting: ${said.join(' | ')}`);
  assert.match(said[0], new RegExp(`^cache lock: waiting for ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: another test run uses it \\(pid ${process.pid} on `));
  assert.equal(existsSync(`${dir}.lock`), false, 'no lock left behind');
  // Given back also when the work throws.
  await assert.rejects(withFolderLock(dir, () => { throw new Error('build failed'); }, { log }), /build failed/);
  assert.equal(existsSync(`${dir}.lock`), false);
  rmSync(root, { recursive: true, force: true });
});

test('across processes: a second process waits until the first gives the folder back', async () => {
  const root = tempDir();
  const dir = path.join(root, 'apps', 'vue');
  const marks = path.join(root, 'marks');
  // The child holds the folder for 600 ms, then writes when it gave it back.
  const child = spawn(process.execPath, ['--input-type=module', '-e', `
    import { writeFileSync } from 'node:fs';
    import { lockFolder } from ${JSON.stringify(LOCK_MODULE)};
    const release = await lockFolder(${JSON.stringify(dir)});
    writeFileSync(${JSON.stringify(marks)}, 'held');
    await new Promise((r) => setTimeout(r, 600));
    writeFileSync(${JSON.stringify(marks)}, 'released ' + Date.now());
    release();
  `], { stdio: 'inherit' });
  const exited = new Promise((r) => child.on('exit', r));
  while (!existsSync(marks)) await sleep(10);
  const said = [];
  const release = await lockFolder(dir, { wait: 20, log: (line) => said.push(line) });
  const got = Date.now();
  const mark = readFileSync(marks, 'utf8');
  assert.match(mark, /^released \d+$/, 'the lock came only after the child gave it back');
  assert.ok(got >= Number(mark.split(' ')[1]));
  assert.equal(said.length, 1);
  assert.match(said[0], new RegExp(`another test run uses it \\(pid ${child.pid} on `));
  release();
  assert.equal(await exited, 0);
  rmSync(root, { recursive: true, force: true });
});

test('a lock whose process no longer runs is taken over; a live one times out naming the lock', async () => {
  const root = tempDir();
  const dir = path.join(root, 'apps', 'react-chessboard');
  // A pid that ran and ended (a run killed before it could give the folder back).
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const deadPid = Number(gone.stdout.trim());
  mkdirSync(`${dir}.lock`, { recursive: true });
  writeFileSync(path.join(`${dir}.lock`, 'owner.json'), JSON.stringify({ pid: deadPid, host: os.hostname(), since: '2026-12-05T00:00:00.000Z' }));
  const said = [];
  const t0 = Date.now();
  const release = await lockFolder(dir, { wait: 20, timeout: 5000, log: (line) => said.push(line) });
  assert.ok(Date.now() - t0 < 2000, 'no wait for a dead owner');
  assert.deepEqual(said, [`cache lock: took over ${dir}.lock from pid ${deadPid} (since 2026-12-05T00:00:00.000Z), which no longer runs`]);
  assert.equal(JSON.parse(readFileSync(path.join(`${dir}.lock`, 'owner.json'), 'utf8')).pid, process.pid);
  release();

  // A live owner (this process, as another run would be): the wait runs out and says what to do.
  const held = await lockFolder(dir);
  await assert.rejects(lockFolder(dir, { wait: 20, timeout: 300, log: () => {} }),
    new RegExp(`^Error: cache lock: .*react-chessboard is still in use after \\d+ s \\(pid ${process.pid} on .*\\); if no test run is using it, delete .*react-chessboard\\.lock$`));
  held();
  assert.equal(existsSync(`${dir}.lock`), false);
  rmSync(root, { recursive: true, force: true });
});
