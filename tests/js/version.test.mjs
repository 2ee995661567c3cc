// version(): the stub export that proves the pipeline from src/wasm to the packed package.
import test from 'node:test';
import assert from 'node:assert/strict';
import { version } from 'chess-arbiter';
import { cargoVersion, packageJson } from './helpers.mjs';

test('version() returns the version in Cargo.toml', () => {
  assert.equal(version(), cargoVersion());
});

test('package.json and Cargo.toml carry the same version', () => {
  assert.equal(packageJson().version, cargoVersion());
});

test('version() ignores arguments and keeps answering', () => {
  assert.equal(version(1, 'x', {}), cargoVersion());
  assert.equal(version(), cargoVersion());
});
