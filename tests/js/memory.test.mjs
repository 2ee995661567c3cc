// Leak check (short version; `npm run memory` runs 1,000,000 calls and 100,000 games): three
// rounds of the same work; after the first, wasm memory must not grow at all and the Node heap by
// at most 4 MB.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { consumerDir, repo } from './helpers.mjs';

test('no leaks over 100,000 calls and 30,000 games', () => {
  const out = execFileSync(process.execPath, ['--expose-gc', path.join(repo, 'scripts/memory.mjs'), '100000', '30000'], {
    cwd: consumerDir(), encoding: 'utf8', env: { ...process.env, CHESS_ARBITER_MODULE: import.meta.resolve('chess-arbiter') },
  });
  const r = JSON.parse(out.trim().split('\n').pop());
  console.log(`memory: ${out.trim()}`);
  assert.equal(r.calls, 100000);
  assert.equal(r.wasmAfterRounds.length, 3);
  assert.equal(r.wasmGrowthAfterFirstRound, 0, `wasm memory grew by ${r.wasmGrowthAfterFirstRound} bytes`);
  assert.ok(r.heapGrowthAfterFirstRound < 4 * 1024 * 1024, `Node heap grew by ${r.heapGrowthAfterFirstRound} bytes`);
});
