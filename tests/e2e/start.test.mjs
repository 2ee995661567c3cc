// `npm start` says what it is doing, a line per step, before it serves the demo (a new user saw
// nothing for 2.5 minutes while it built): the tools, each cargo build of a wasm module, then
// the URL. Run on a built tree (the build stage before e2e), where each step is quick.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm start prints a line per step (tools, each wasm module\'s cargo build) before the URL', async () => {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let out = '';
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL from npm start within 240 s:\n${out}`)), 240_000);
      const onData = (d) => {
        out += d;
        if (/chess-arbiter demo: http:\/\/\S+/.test(out)) { clearTimeout(timer); resolve(); }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`npm start exited with ${code}:\n${out}`)); });
    });
  } finally {
    child.removeAllListeners('exit');
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
  const lines = out.split('\n');
  const at = (re) => lines.findIndex((l) => re.test(l));
  const steps = [
    /^npm start: checking the tools/,
    /^npm start: the tools are ready; building/,
    /^build: \[\d+ s\] cargo: the full wasm module/,
    /^build: \[\d+ s\] cargo: the core wasm module/,
    /^build: \[\d+ s\] cargo: the rulings wasm module/,
    /^build: \[\d+ s\] cargo: the compat wasm module/,
    /chess-arbiter demo: http/,
  ].map(at);
  assert.ok(steps.every((i) => i >= 0), `every step said:\n${out}`);
  assert.deepEqual([...steps].sort((a, b) => a - b), steps, `in order:\n${out}`);
});
