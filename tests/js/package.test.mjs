// The packed package as a user gets it: its files, its entries for ESM and CommonJS, its types.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cargoVersion, consumerDir } from './helpers.mjs';

const installed = () => path.join(consumerDir(), 'node_modules', 'chess-arbiter');
const require = createRequire(import.meta.url);

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]);
}

test('the tarball holds exactly the built package, the licences and the README', () => {
  assert.deepEqual(listFiles(installed()).sort(), [
    'LICENSE-APACHE',
    'LICENSE-MIT',
    'README.md',
    'package.json',
    'pkg/api.js',
    'pkg/chess_arbiter.d.ts',
    'pkg/chess_arbiter.js',
    'pkg/chess_arbiter_bg.wasm',
    'pkg/chess_arbiter_bg.wasm.d.ts',
    'pkg/core/chess_arbiter.js',
    'pkg/core/chess_arbiter_bg.wasm',
    'pkg/core/index.cjs',
    'pkg/core/index.d.cts',
    'pkg/core/index.d.ts',
    'pkg/core/index.js',
    'pkg/core/node.js',
    'pkg/core/rules.js',
    'pkg/index.cjs',
    'pkg/index.d.cts',
    'pkg/index.d.ts',
    'pkg/index.js',
    'pkg/node.js',
    'pkg/rules.js',
    'pkg/rulings/cs.js',
    'pkg/rulings/en.js',
    'pkg/rulings/fa.js',
    'pkg/rulings/hy.js',
    'pkg/rulings/ru.js',
  ]);
});

test('Node ESM `import` resolves to pkg/node.js and needs no init call', async () => {
  assert.equal(fileURLToPath(import.meta.resolve('chess-arbiter')), path.join(installed(), 'pkg', 'node.js'));
  const esm = await import('chess-arbiter');
  assert.equal(esm.version(), cargoVersion());
});

test('CommonJS `require` resolves to pkg/index.cjs, a real CommonJS file', () => {
  assert.equal(require.resolve('chess-arbiter'), path.join(installed(), 'pkg', 'index.cjs'));
  assert.equal(require('chess-arbiter').version(), cargoVersion());
  // In a child process with Node's require(esm) switched off: works only if index.cjs is CJS.
  const script = path.join(consumerDir(), 'require-check.cjs');
  writeFileSync(script, "process.stdout.write(require('chess-arbiter').version());\n");
  const out = execFileSync(process.execPath, ['--no-experimental-require-module', script], { cwd: consumerDir(), encoding: 'utf8' });
  assert.equal(out, cargoVersion());
});

test('ESM and CommonJS entries export the same names', async () => {
  const esm = await import('chess-arbiter');
  const cjs = require('chess-arbiter');
  assert.deepEqual(Object.keys(cjs).filter((k) => k !== '__esModule').sort(), Object.keys(esm).sort());
});

test('index.d.ts declares exactly the runtime exports', async () => {
  const file = path.join(installed(), 'pkg', 'index.d.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const declared = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
    .filter((s) => s.flags & ts.SymbolFlags.Value)
    .map((s) => s.name);
  const runtime = Object.keys(await import('chess-arbiter'));
  assert.deepEqual(declared.sort(), runtime.sort());
});
