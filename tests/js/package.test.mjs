// The packed package as a user gets it: its files, its entries for ESM and CommonJS, its types.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
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
    'pkg/arbiter/browser.js',
    'pkg/arbiter/index.cjs',
    'pkg/arbiter/index.d.cts',
    'pkg/arbiter/index.d.ts',
    'pkg/arbiter/index.js',
    'pkg/arbiter/node.js',
    'pkg/arbiter/wasm.js',
    'pkg/browser.js',
    'pkg/chess-arbiter.js',
    'pkg/chess-arbiter.mjs',
    'pkg/chess_arbiter.js',
    'pkg/chess_arbiter_bg.wasm',
    'pkg/chunks/browser.cjs',
    'pkg/chunks/explain-module.cjs',
    'pkg/chunks/inflate.cjs',
    'pkg/chunks/lessons-cs.cjs',
    'pkg/chunks/lessons-en.cjs',
    'pkg/chunks/lessons-fa.cjs',
    'pkg/chunks/lessons-hy.cjs',
    'pkg/chunks/lessons-ru.cjs',
    'pkg/chunks/load.cjs',
    'pkg/chunks/rulings-cs.cjs',
    'pkg/chunks/rulings-en.cjs',
    'pkg/chunks/rulings-fa.cjs',
    'pkg/chunks/rulings-hy.cjs',
    'pkg/chunks/rulings-ru.cjs',
    'pkg/chunks/unwinnable-module.cjs',
    'pkg/chunks/variants-rulings-cs.cjs',
    'pkg/chunks/variants-rulings-en.cjs',
    'pkg/chunks/variants-rulings-fa.cjs',
    'pkg/chunks/variants-rulings-hy.cjs',
    'pkg/chunks/variants-rulings-ru.cjs',
    'pkg/compat.js',
    'pkg/compat/browser.js',
    'pkg/compat/chess_arbiter.js',
    'pkg/compat/index.cjs',
    'pkg/compat/index.d.cts',
    'pkg/compat/index.d.ts',
    'pkg/compat/index.js',
    'pkg/compat/init.js',
    'pkg/compat/node.js',
    'pkg/compat/wasm.js',
    'pkg/core/browser.js',
    'pkg/core/chess_arbiter.js',
    'pkg/core/chess_arbiter_bg.wasm',
    'pkg/core/index.cjs',
    'pkg/core/index.d.cts',
    'pkg/core/index.d.ts',
    'pkg/core/index.js',
    'pkg/core/load.js',
    'pkg/core/node.js',
    'pkg/core/rules.js',
    'pkg/core/text.js',
    'pkg/core/wasm.js',
    'pkg/describe.js',
    'pkg/explain/chess_arbiter.js',
    'pkg/explain/module.js',
    'pkg/explain/wasm.js',
    'pkg/index.cjs',
    'pkg/index.d.cts',
    'pkg/index.d.ts',
    'pkg/index.js',
    'pkg/inflate.js',
    'pkg/lessons.js',
    'pkg/lessons/browser.js',
    'pkg/lessons/data.js',
    'pkg/lessons/index.cjs',
    'pkg/lessons/index.d.cts',
    'pkg/lessons/index.d.ts',
    'pkg/lessons/index.js',
    'pkg/lessons/node.js',
    'pkg/lessons/text/cs.js',
    'pkg/lessons/text/en.js',
    'pkg/lessons/text/fa.js',
    'pkg/lessons/text/hy.js',
    'pkg/lessons/text/ru.js',
    'pkg/load.js',
    'pkg/node.js',
    'pkg/payload/arbiter.js',
    'pkg/payload/compat.js',
    'pkg/payload/core.js',
    'pkg/payload/explain.js',
    'pkg/payload/full.js',
    'pkg/payload/inflate.js',
    'pkg/payload/package.json',
    'pkg/payload/unwinnable.js',
    'pkg/payload/variants.js',
    'pkg/rules.js',
    'pkg/rulings/cs.js',
    'pkg/rulings/en.js',
    'pkg/rulings/fa.js',
    'pkg/rulings/hy.js',
    'pkg/rulings/ru.js',
    'pkg/state.js',
    'pkg/text.js',
    'pkg/texts/lessons-cs.js',
    'pkg/texts/lessons-en.js',
    'pkg/texts/lessons-fa.js',
    'pkg/texts/lessons-hy.js',
    'pkg/texts/lessons-ru.js',
    'pkg/texts/package.json',
    'pkg/texts/rulings-cs.js',
    'pkg/texts/rulings-en.js',
    'pkg/texts/rulings-fa.js',
    'pkg/texts/rulings-hy.js',
    'pkg/texts/rulings-ru.js',
    'pkg/texts/variants-rulings-cs.js',
    'pkg/texts/variants-rulings-en.js',
    'pkg/texts/variants-rulings-fa.js',
    'pkg/texts/variants-rulings-hy.js',
    'pkg/texts/variants-rulings-ru.js',
    'pkg/unwinnable/chess_arbiter.js',
    'pkg/unwinnable/module.js',
    'pkg/unwinnable/wasm.js',
    'pkg/variants.js',
    'pkg/variants/browser.js',
    'pkg/variants/chess_arbiter.js',
    'pkg/variants/index.cjs',
    'pkg/variants/index.d.cts',
    'pkg/variants/index.d.ts',
    'pkg/variants/index.js',
    'pkg/variants/node.js',
    'pkg/variants/rulings/cs.js',
    'pkg/variants/rulings/en.js',
    'pkg/variants/rulings/fa.js',
    'pkg/variants/rulings/hy.js',
    'pkg/variants/rulings/ru.js',
    'pkg/variants/wasm.js',
    'pkg/wasm.js',
    'pkg/written.js',
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

test('Node: `import` and `require` of an entry in one process share one copy: one Game class, one instance of each wasm module', () => {
  // pkg/node.js and pkg/<entry>/node.js take the CommonJS entry beside them (scripts/bundle.mjs),
  // but for chess-arbiter/core, whose `import` has an ES bundle of its own (Node's step from an
  // ES module into CommonJS cost more than its small module's start): two copies of the core
  // (its ChessError still one class: rules.js's registry).
  const out = run(['--input-type=module', '-e'], `${COUNT_INSTANCES} const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/x.js');
    const names = ['chess-arbiter', 'chess-arbiter/core', 'chess-arbiter/compat', 'chess-arbiter/lessons', 'chess-arbiter/arbiter', 'chess-arbiter/variants'];
    const same = [];
    for (const n of names) { const esm = await import(n), cjs = require(n); same.push(Object.keys(esm).every((k) => esm[k] === cjs[k])); }
    const m = await import('chess-arbiter'), c = await import('chess-arbiter/core');
    process.stdout.write(JSON.stringify([same, instances, require('chess-arbiter').Game === m.Game, new m.Game() instanceof require('chess-arbiter').Game,
      c.ChessError === require('chess-arbiter/core').ChessError, c.legalMoves === require('chess-arbiter/core').legalMoves]));`);
  // The default module, compat's, the arbiter's and the variants': one instance each; core's two.
  assert.deepEqual(JSON.parse(out), [[true, false, true, true, true, true], 6, true, true, true, false]);
});

test('ESM and CommonJS entries export the same names', async () => {
  const esm = await import('chess-arbiter');
  const cjs = require('chess-arbiter');
  assert.deepEqual(Object.keys(cjs).filter((k) => k !== '__esModule').sort(), Object.keys(esm).sort());
});

test('chess-arbiter/arbiter: Node ESM and CommonJS resolve to its own files, export the same names, and index.d.ts declares exactly them', async () => {
  assert.equal(fileURLToPath(import.meta.resolve('chess-arbiter/arbiter')), path.join(installed(), 'pkg', 'arbiter', 'node.js'));
  assert.equal(require.resolve('chess-arbiter/arbiter'), path.join(installed(), 'pkg', 'arbiter', 'index.cjs'));
  const esm = await import('chess-arbiter/arbiter');
  const cjs = require('chess-arbiter/arbiter');
  assert.deepEqual(Object.keys(cjs).filter((k) => k !== '__esModule').sort(), Object.keys(esm).sort());
  assert.equal(esm.version(), cargoVersion());
  // A real CommonJS file: works with Node's require(esm) switched off.
  const script = path.join(consumerDir(), 'require-arbiter.cjs');
  writeFileSync(script, "const { Arbiter } = require('chess-arbiter/arbiter'); const a = new Arbiter({ timeControl: '60' }); process.stdout.write(a.move('e4', { at: 1 }).san);\n");
  assert.equal(execFileSync(process.execPath, ['--no-experimental-require-module', script], { cwd: consumerDir(), encoding: 'utf8' }), 'e4');
  for (const file of ['index.d.ts', 'index.d.cts']) {
    const dts = path.join(installed(), 'pkg', 'arbiter', file);
    const program = ts.createProgram([dts], { strict: true, noEmit: true, types: [] });
    const checker = program.getTypeChecker();
    // ChessError is re-exported from the main entry's types: an alias, read through.
    const declared = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(dts)))
      .filter((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value)
      .map((s) => s.name);
    assert.deepEqual(declared.sort(), Object.keys(esm).sort(), file);
  }
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

/** Runs `code` with Node in the consumer project; returns its stdout. */
function run(args, code) {
  return execFileSync(process.execPath, [...args, code], { cwd: consumerDir(), encoding: 'utf8' });
}
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Counts the wasm instances the child makes (WebAssembly.Instance, which every glue's initSync
// calls), then uses every entry, so that each entry's module is needed.
const COUNT_INSTANCES = `let instances = 0;
  WebAssembly.Instance = new Proxy(WebAssembly.Instance, { construct(t, a, n) { instances++; return Reflect.construct(t, a, n); } });`;
const USE_ALL = `const fens = [m.applyMove(${JSON.stringify(START)}, 'e4'), c.legalMoves(${JSON.stringify(START)}).length,
    new compat.Chess().hash(), lessons.lessons.length > 0, new arbiter.Arbiter().legalMoves().length];
  const before = instances;
  const whys = [await m.explainMove(${JSON.stringify(START)}, 'e5'), await m.explainPosition(${JSON.stringify(START)}),
    await m.explainMove(${JSON.stringify(START)}, 'e4')].map((x) => x.legal);
  const rulings = instances;
  const wins = [await m.canWin(${JSON.stringify(START)}, 'w', { nodes: 1 }), await new m.Game('4k3/8/8/8/8/8/8/R3K3 w - - 148 80').timeout('b')];
  process.stdout.write(JSON.stringify([before, rulings, instances, whys, fens.length, wins]));`;

for (const [format, load] of [
  ['CommonJS', `const m = require('chess-arbiter'), compat = require('chess-arbiter/compat'), lessons = require('chess-arbiter/lessons'), c = require('chess-arbiter/core'), arbiter = require('chess-arbiter/arbiter');`],
  ['ESM', `const [m, compat, lessons, c, arbiter] = await Promise.all(['chess-arbiter', 'chess-arbiter/compat', 'chess-arbiter/lessons', 'chess-arbiter/core', 'chess-arbiter/arbiter'].map((e) => import(e)));`],
]) {
  test(`${format}: every entry imported, each wasm module is instantiated once (issue 40)`, () => {
    // The default module, compat's, core's and the arbiter's when imported; the rulings' on the
    // first explainMove, and never again; the helpmate search's on the first canWin, and never
    // again (Game#timeout from clock 148 needs it: the same instance).
    const out = run(['--input-type=module', '-e'], `${COUNT_INSTANCES} const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/x.js'); ${load} ${USE_ALL}`);
    assert.deepEqual(JSON.parse(out), [4, 5, 6, [false, true, true], 5, [null, { winner: null, termination: 'timeout' }]]);
  });
}

for (const [format, load] of [
  ['CommonJS', `const m = require('chess-arbiter'), compat = require('chess-arbiter/compat');`],
  ['ESM', `const m = await import('chess-arbiter'), compat = await import('chess-arbiter/compat');`],
]) {
  test(`${format}: chess-arbiter/compat plays on the package's own module, not a copy`, () => {
    // 300 live games made through compat's Chess grow the memory that chess-arbiter's
    // memoryBytes reads: the one module both entries use (a copy would leave it as it was).
    const out = run(['--input-type=module', '-e'], `const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/x.js'); ${load}
      const before = m.memoryBytes(), kept = [];
      for (let i = 0; i < 300; i++) { const c = new compat.Chess(); c.move('e4'); c.move('e5'); kept.push(c); }
      process.stdout.write(String(m.memoryBytes() > before));`);
    assert.equal(out, 'true');
  });
}

test('chess-arbiter/arbiter alone instantiates only its own module (not the default one)', () => {
  for (const load of ["const a = require('chess-arbiter/arbiter');", "const a = await import('chess-arbiter/arbiter');"]) {
    const out = run(['--input-type=module', '-e'], `${COUNT_INSTANCES} const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/x.js'); ${load}
      const g = new a.Arbiter({ timeControl: '60+1' }); g.move('e4', { at: 0 }); process.stdout.write(JSON.stringify([instances, g.fen()]));`);
    assert.deepEqual(JSON.parse(out), [1, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'], load);
  }
});

for (const [format, load] of [
  ['CommonJS', `const v = require('chess-arbiter/variants');`],
  ['ESM', `const v = await import('chess-arbiter/variants');`],
]) {
  test(`${format}: chess-arbiter/variants alone instantiates its own module only, and plays (issue 36)`, () => {
    // One instance: the variants' module, not the default entry's (which it never loads).
    const out = run(['--input-type=module', '-e'], `${COUNT_INSTANCES} const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/x.js'); ${load}
      const zh = v.applyMove('4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1', 'Q@e7', { variant: 'zh' });
      process.stdout.write(JSON.stringify([instances, zh, v.perft(v.startingFen('atomic'), 2, { variant: 'atomic' })]));`);
    assert.deepEqual(JSON.parse(out), [1, '4k3/4Q3/8/8/8/8/8/4K3[n] b - - 1 1', 400]);
  });
}

test('chess-arbiter/variants: ESM and CommonJS export the same names, and its index.d.ts declares exactly them', async () => {
  assert.equal(require.resolve('chess-arbiter/variants'), path.join(installed(), 'pkg', 'variants', 'index.cjs'));
  assert.equal(fileURLToPath(import.meta.resolve('chess-arbiter/variants')), path.join(installed(), 'pkg', 'variants', 'node.js'));
  const esm = Object.keys(await import('chess-arbiter/variants')).sort();
  assert.deepEqual(Object.keys(require('chess-arbiter/variants')).filter((k) => k !== '__esModule').sort(), esm);
  const file = path.join(installed(), 'pkg', 'variants', 'index.d.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const declared = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
    .filter((x) => (x.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(x) : x).flags & ts.SymbolFlags.Value).map((x) => x.name);
  assert.deepEqual(declared.sort(), esm);
});

test('require works where a `document` exists (jsdom, test runners): the wasm is inside, no URL is built', () => {
  const out = run(['-e'], `globalThis.document = { baseURI: 'http://localhost/' };
    const m = require('chess-arbiter'), c = require('chess-arbiter/core');
    process.stdout.write(m.legalMoves(${JSON.stringify(START)}).length + ' ' + c.legalMoves(${JSON.stringify(START)}).length);`);
  assert.equal(out, '20 20');
});

test('every entry works without TextDecoder, TextEncoder, fetch and URL (Jest\'s jsdom environment has none of them)', () => {
  const strip = 'delete globalThis.TextDecoder; delete globalThis.TextEncoder; delete globalThis.fetch; delete globalThis.URL;';
  const use = `[m.legalMoves(${JSON.stringify(START)}).length, m.applyMove(${JSON.stringify(START)}, 'Nf3').split(' ')[0], m.isCheck(${JSON.stringify(START)})].join(' ')`;
  const want = '20 rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R false';
  assert.equal(run(['-e'], `${strip} const m = require('chess-arbiter'); process.stdout.write(${use});`), want);
  for (const file of ['pkg/browser.js', 'pkg/node.js', 'pkg/chess-arbiter.mjs', 'pkg/core/browser.js']) {
    const url = pathToFileURL(path.join(installed(), file)).href;
    assert.equal(run(['--input-type=module', '-e'], `${strip} const m = await import(${JSON.stringify(url)}); process.stdout.write(${use});`), want, file);
  }
  // chess-arbiter/arbiter: its text crosses through its own copy of text.js.
  const arbiterUse = "(() => { const g = new m.Arbiter({ timeControl: '60' }); g.move('Nf3', { at: 0 }); return [g.legalMoves().length, g.fen().split(' ')[0], g.pgn().includes('[TimeControl \"60\"]')].join(' '); })()";
  const arbiterWant = '20 rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R true';
  assert.equal(run(['-e'], `${strip} const m = require('chess-arbiter/arbiter'); process.stdout.write(${arbiterUse});`), arbiterWant);
  for (const file of ['pkg/arbiter/browser.js', 'pkg/arbiter/node.js', 'pkg/arbiter/index.js']) {
    const url = pathToFileURL(path.join(installed(), file)).href;
    assert.equal(run(['--input-type=module', '-e'], `${strip} const m = await import(${JSON.stringify(url)}); process.stdout.write(${arbiterUse});`), arbiterWant, file);
  }
  // PGN text crosses as UTF-8 bytes, encoded by the package where there is no TextEncoder: the
  // same game as with one, non-ASCII text and a lone surrogate (read as U+FFFD) included.
  const pgn = JSON.stringify('[Event "Åsa \ud83d"]\n\n1. e4 {café ♞ 😀 \udc00x} e5 (1... c5 {ß}) *');
  const read = `JSON.stringify([m.Game.fromPgn(${pgn}).pgn(), m.parsePgn(${pgn})[0].moves[0].commentsAfter])`;
  const withEncoder = run(['-e'], `const m = require('chess-arbiter'); process.stdout.write(${read});`);
  assert.match(withEncoder, /café ♞ 😀 \ufffdx/);
  assert.match(withEncoder, /Åsa \ufffd/);
  assert.equal(run(['-e'], `${strip} const m = require('chess-arbiter'); process.stdout.write(${read});`), withEncoder);
  for (const file of ['pkg/browser.js', 'pkg/chess-arbiter.mjs']) {
    const url = pathToFileURL(path.join(installed(), file)).href;
    assert.equal(run(['--input-type=module', '-e'], `${strip} const m = await import(${JSON.stringify(url)}); process.stdout.write(${read});`), withEncoder, file);
  }
});

test('the single-file build: a classic script that sets the global ChessArbiter, and one ES module; the on-demand modules and texts loaded from beside it on first use', async () => {
  const script = readFileSync(path.join(installed(), 'pkg', 'chess-arbiter.js'), 'utf8');
  assert.ok(!/^\s*(import|export)\b/m.test(script), 'no import or export statement in the classic script');
  assert.ok(/^[\x00-\x7f]*$/.test(script), 'ASCII only: reads the same in any charset');
  const context = vm.createContext({ WebAssembly, atob });
  vm.runInContext(script, context);
  const A = context.ChessArbiter;
  assert.equal(A.version(), cargoVersion());
  assert.equal(A.legalMoves(START).length, 20);
  // The rulings' module, the search's and the texts are not inside (issue 40): they load from
  // beside the script's URL, which a vm context has not. The functions that need them are
  // asynchronous: they reject with ERR_WASM_LOAD, naming the file.
  for (const [call, file] of [[() => A.explainMove(START, 'e5'), 'payload/explain.js'], [() => A.explainPosition(START), 'payload/explain.js'],
    [() => A.canWin(START, 'w'), 'payload/unwinnable.js'], [() => A.helpmate(START, 'w'), 'payload/unwinnable.js'], [() => new A.Game().canWin('w'), 'payload/unwinnable.js']]) {
    await assert.rejects(call(), (e) => e instanceof A.ChessError && e.code === 'ERR_WASM_LOAD' && e.message.includes(file) && /not known/.test(e.message), file);
  }
  // Through pkg/chess-arbiter.mjs in Node (a fresh process): the classic script finds its own
  // URL (its stack) and imports pkg/payload/explain.js, unwinnable.js and texts/rulings-cs.js
  // on first use, and only then.
  const mjs = (dir) => JSON.stringify(pathToFileURL(path.join(dir, 'chess-arbiter.mjs')).href);
  const use = (dir) => `const m = await import(${mjs(dir)});
    const keys = () => [...Object.keys(globalThis[Symbol.for('chess-arbiter.wasm')] || {}), ...Object.keys(globalThis[Symbol.for('chess-arbiter.texts')] || {})].map((k) => k.split('.')[0]).sort();
    const before = keys(), out = [];
    for (const f of [() => m.explainMove(${JSON.stringify(START)}, 'e5', { lang: 'cs' }).then((r) => r.message), () => m.canWin('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'w'),
      () => new m.Game('4k3/8/8/8/8/8/8/R3K3 w - - 148 80').timeout('b')]) {
      try { out.push(await f()); } catch (e) { out.push(e.name + ' ' + e.code + ' ' + e.message); }
    }
    process.stdout.write(JSON.stringify([before, out, keys()]));`;
  const [before, out, after] = JSON.parse(run(['--input-type=module', '-e'], use(path.join(installed(), 'pkg'))));
  assert.deepEqual(before, ['full', 'inflate']);
  assert.match(out[0], /čl\. 1\.2/);
  assert.deepEqual(out.slice(1), [false, { winner: null, termination: 'timeout' }]);
  assert.deepEqual(after, ['explain', 'full', 'inflate', 'rulings-cs', 'unwinnable']);
  // The two files alone in a folder: each on-demand call rejects with ERR_WASM_LOAD naming the URL.
  const dir = mkdtempSync(path.join(consumerDir(), 'single-'));
  for (const f of ['chess-arbiter.js', 'chess-arbiter.mjs']) cpSync(path.join(installed(), 'pkg', f), path.join(dir, f));
  const [, alone] = JSON.parse(run(['--input-type=module', '-e'], use(dir)));
  for (const [i, file] of [[0, 'payload/explain.js'], [1, 'payload/unwinnable.js'], [2, 'payload/unwinnable.js']]) {
    assert.ok(alone[i].startsWith('ChessError ERR_WASM_LOAD Chess-arbiter: could not load ') && alone[i].includes(pathToFileURL(path.join(dir, file)).href), alone[i]);
  }
  const esm = await import(pathToFileURL(path.join(installed(), 'pkg', 'chess-arbiter.mjs')).href);
  assert.deepEqual(Object.keys(esm).sort(), Object.keys(await import('chess-arbiter')).sort());
  assert.deepEqual(Object.keys(A).sort(), Object.keys(esm).sort());
});

test('Game has [Symbol.dispose] (the same as free), in every entry', async () => {
  const dispose = Symbol.dispose ?? Symbol.for('nodejs.dispose');
  for (const m of [await import('chess-arbiter'), require('chess-arbiter'),
    await import(pathToFileURL(path.join(installed(), 'pkg', 'chess-arbiter.mjs')).href)]) {
    const g = new m.Game();
    g.move('e4');
    assert.equal(typeof g[dispose], 'function');
    g[dispose]();
    assert.throws(() => g.fen(), { code: 'ERR_GAME_FREED' });
  }
});

test('the packed package.json: prepack does nothing where scripts/ is absent (the unpacked tarball)', () => {
  const pkg = JSON.parse(readFileSync(path.join(installed(), 'package.json'), 'utf8'));
  assert.ok(!('sideEffects' in pkg), 'no "sideEffects": webpack would drop the module that instantiates the wasm');
  const dir = mkdtempSync(path.join(consumerDir(), 'unpacked-'));
  cpSync(installed(), dir, { recursive: true });
  const out = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: dir, encoding: 'utf8' });
  assert.equal(JSON.parse(out)[0].name, 'chess-arbiter');
});

test('the inlined wasm text says so when it was read in the wrong charset, and the entry throws ERR_WASM_LOAD', () => {
  // pkg/payload/core.js (one character a byte: chess-arbiter/core's, for its ES module and its
  // CommonJS entry) read as Latin-1 instead of UTF-8: every byte above 0x7f becomes two
  // characters. (The deflated copies are base64, ASCII: the same in any charset.) In a child
  // process: the misread text takes the registry's place of the right one.
  const misread = readFileSync(path.join(installed(), 'pkg', 'payload', 'core.js')).toString('latin1');
  const dir = mkdtempSync(path.join(consumerDir(), 'charset-'));
  for (const d of ['core', 'payload']) mkdirSync(path.join(dir, d));
  writeFileSync(path.join(dir, 'payload', 'core.js'), misread);
  cpSync(path.join(installed(), 'pkg', 'payload', 'package.json'), path.join(dir, 'payload', 'package.json'));
  for (const f of ['wasm.js', 'load.js', 'rules.js', 'chess_arbiter.js', 'text.js']) cpSync(path.join(installed(), 'pkg', 'core', f), path.join(dir, 'core', f));
  writeFileSync(path.join(dir, 'core', 'entry.js'), "import { instantiate } from './load.js'; import { wasmBytes } from './wasm.js'; instantiate(wasmBytes);\n");
  const url = (f) => JSON.stringify(pathToFileURL(path.join(dir, 'core', f)).href);
  const out = run(['--input-type=module', '-e'], `const { wasmBytes } = await import(${url('wasm.js')});
    try { wasmBytes(); console.log('read'); } catch (e) { console.log(e.message); }
    try { await import(${url('entry.js')}); console.log('loaded'); } catch (e) { console.log(e.name, e.code, e.message); }`);
  const [bytes, entry] = out.trim().split('\n');
  assert.match(bytes, /charset other than UTF-8/);
  assert.match(entry, /^ChessError ERR_WASM_LOAD .*charset other than UTF-8/);
});

test('a damaged deflated copy of the wasm says so, through zlib and through the inflater, and the entry throws ERR_WASM_LOAD', async () => {
  // pkg/payload/full.js (the default module's text, which pkg/wasm.js reads) with its base64
  // text cut short by 400 characters: zlib (Node) and the package's inflater (runtimes without
  // zlib: process.getBuiltinModule taken away) both refuse it.
  const text = readFileSync(path.join(installed(), 'pkg', 'payload', 'full.js'), 'utf8');
  const cut = text.replace(/'([A-Za-z0-9+/=]{1000,})'/, (_, b64) => `'${b64.slice(0, -400)}'`);
  assert.notEqual(cut, text);
  const dir = mkdtempSync(path.join(consumerDir(), 'damaged-'));
  mkdirSync(path.join(dir, 'payload'));
  writeFileSync(path.join(dir, 'payload', 'full.js'), cut);
  for (const f of ['payload/inflate.js', 'payload/package.json', 'wasm.js', 'inflate.js', 'load.js', 'rules.js', 'chess_arbiter.js', 'text.js']) cpSync(path.join(installed(), 'pkg', f), path.join(dir, f));
  writeFileSync(path.join(dir, 'entry.js'), "import { instantiate } from './load.js'; import { wasmBytes } from './wasm.js'; instantiate(wasmBytes);\n");
  const wasmSize = readFileSync(path.join(installed(), 'pkg', 'chess_arbiter_bg.wasm')).length; // the module the copy holds
  for (const pre of ['', 'delete process.getBuiltinModule;']) {
    const out = run(['--input-type=module', '-e'], `${pre} try { await import(${JSON.stringify(pathToFileURL(path.join(dir, 'entry.js')).href)}); console.log('loaded'); } catch (e) { console.log(e.name, e.code, e.message); }`);
    assert.match(out, new RegExp(`^ChessError ERR_WASM_LOAD .*does not inflate to its ${wasmSize} bytes`), pre || 'zlib');
  }
  // The same entries whole, without zlib: the inflater gives the same module as zlib.
  const strip = 'delete process.getBuiltinModule;';
  for (const file of ['pkg/browser.js', 'pkg/chess-arbiter.mjs']) {
    const url = pathToFileURL(path.join(installed(), file)).href;
    assert.equal(run(['--input-type=module', '-e'], `${strip} const m = await import(${JSON.stringify(url)}); process.stdout.write(String(m.legalMoves(${JSON.stringify(START)}).length));`), '20', file);
  }
  assert.equal(run(['-e'], `${strip} process.stdout.write(String(require('chess-arbiter').legalMoves(${JSON.stringify(START)}).length + require('chess-arbiter/core').legalMoves(${JSON.stringify(START)}).length));`), '40');
});

// Issue 40: the installed package's size, and each wasm module inlined once for the ES modules
// and CommonJS together (pkg/payload/, which both load), the single-file classic script apart.
// How the copies are found, in every file of the installed package: a run of 1,000 or more
// base64 characters between two like quotes (quotes, or backquotes: the minifier may write a
// template) that decodes to the wasm magic "\0asm" (a plain base64 copy) or inflates (raw
// deflate) to bytes starting with it (a deflated copy); and a literal that starts with the magic
// escaped ("\x00asm", "\0asm" or "\u0000asm"), read to its closing quote and evaluated with vm
// (one character a byte, Latin-1). Each copy is named by the SHA-256 of its wasm, and the files
// by format: the ES modules and CommonJS together (pkg/**/*.js, .mjs and .cjs, the classic script
// apart), the single-file classic script (pkg/chess-arbiter.js); the .wasm files apart.
// Issue 40's target is 2,000,000: see docs/install.md for what stands between. The limit was
// 2,600,000 until, in session 20, the helpmate search left the default module for one of its own
// (pkg/unwinnable/, inlined once per format like the rulings': +121 KB installed, the default
// module 27 KB smaller raw); chess-arbiter/arbiter (issue 37) brought its own wasm module
// (326 KB: the game's code under the arbiter, which cannot share the default module's instance),
// inlined once per format as every module is (ES module 194 KB, CommonJS 195 KB inside
// pkg/arbiter/index.cjs) with its JS (one ES bundle of 22 KB, the CommonJS one's, types):
// 454,358 bytes more; and chess-arbiter/variants (issue 36) its own module, inlined once per
// format (pkg/variants/wasm.js 57 KB, pkg/variants/index.cjs 66 KB with it), its glue, face and
// types: about 151 KB more. Its Game (session 21: the line, lichess's draws, PGN read through the
// crate's one reader and written by its writer, snapshots) grew that module by 95 KB raw (107.9 KB
// to 202.8 KB after wasm-opt; 42.5 KB to 81.3 KB gzipped: the reader's next_game 21.7 KB, the
// writer about 10 KB, the RawVariantGame's 30 exports' shims about 25 KB), inlined once per
// format: pkg/variants/index.cjs +62.8 KB, pkg/variants/wasm.js +50.9 KB, and its JS and types
// (node.js +11.7 KB, variants.js +6.1 KB, glue +5.7 KB, index.d.ts/.d.cts +10.6 KB): 148,669
// bytes more (3,326,554 to 3,475,223).
// Then the variants' pieceChanges and explainMove (branch
// `variants-board`): 3,326,554 -> 3,414,038 bytes (+87,484): the variants' module 22 KB more in
// each format (pkg/variants/wasm.js +22.0 KB, index.cjs +25.7 KB; the crate's rulings, for the
// refusals shared with chess, about 27 KB of the two), the variants' ruling texts in five
// languages (pkg/variants/rulings/, and their CommonJS chunks: 27.8 KB), the JS face, glue and
// types (+13 KB).
// Then (session 22, branch `pack-share`) each module's text once for both formats: the CommonJS
// chunks require pkg/payload/*.js, the files the ES modules import, instead of carrying a copy
// of their own (the default module's 207 KB, the arbiter's 194 KB, the variants' 130 KB, the
// rulings' 65 KB, the search's 61 KB, compat's 51 KB, core's 47 KB deflated, the inflater's
// 13 KB): 3,550,667 -> 2,793,948 bytes (-756,719). Then Node's `import` took the CommonJS entries
// (pkg/node.js and pkg/<entry>/node.js import the index.cjs beside them) instead of ES bundles of
// their own (pkg/node.js, pkg/chunks/browser.js, load.js, explain-module.js, unwinnable-module.js,
// pkg/compat/, lessons/, variants/ and core/node.js: 140 KB): 2,656,986 (the README's migration note included) bytes. What is left
// (docs/install.md): the single-file classic script 552 KB (its own copy of four modules), the
// .wasm files 460 KB (pkg/index.js and pkg/core/index.js fetch them; Node reads them), the
// payloads 833 KB, the ES modules' JS 307 KB, CommonJS's 290 KB (145 KB of it the rulings' and
// lessons' texts, which the ES modules have as their own files too), the types 158 KB (.d.ts and
// .d.cts alike), README, licences and package.json 51 KB.
// Then core's `import` got back an ES bundle of its own (pkg/core/node.js, 15 KB: it reads its
// .wasm with fs; through the CommonJS entry its start took 79 M instructions instead of 51 M):
// 2,665,170 bytes.
// Then (session 23, branch `pack-trim`) the texts loaded on demand once for both formats
// (pkg/texts/, -111,888), the types once (each index.d.ts re-exports its index.d.cts, -78,439),
// the single-file classic script without its copies of the rulings' module, the search's and the
// rulings' texts, which it loads from beside it on first use (-250,527): 2,624,800 -> 2,183,946
// bytes; with the README's migration note 2,184,969.
// Then (session 24, branch `installed`) the six deflated modules deflated by zopfli instead of
// zlib's level 9 (scripts/inline-wasm.mjs; their payloads and the single file's copy of the
// default module): 2,180,080 -> 2,132,468 bytes (-47,612).
// Then (session 24, branch `options`) unknown option names refused: each function's option names
// in every copy of the JS face that holds the function (rules.js is in 8 files: the ES modules,
// CommonJS, core's three, the arbiter's two, the single-file build), +12,333 bytes in pkg/ and
// its migration note: about 2,180,100 -> 2,193,136 bytes
// alone; the two together 2,145,553.
// Then (session 24, branch `varwarn`) `Game#warnings` in `chess-arbiter/variants` (the reader's
// notes handed to a streaming visitor, placed and quoted in the variants' module: +4,616 bytes
// raw, +2,023 gzipped there; the default module 67 bytes smaller) and its types: 2,151,553.
// Then (session 25, branch `varpromo`) the variants' entry reading promotions and illegal SAN as
// the main entry does (the main entry's SAN diagnosis and 3.7.5.1's messages in the variants'
// module: +10,608 raw, +3,674 gzipped there, in its one payload) and the PGN warnings' texts in
// five languages: about 2,158,000. Issue 40's target stays 2,000,000; this is a guard.
const INSTALLED_LIMIT = 2_160_000;
const isWasm = (b) => b.subarray(0, 4).toString('latin1') === '\0asm';
function inlinedWasm(text) {
  const found = [];
  const add = (wasm) => found.push(createHash('sha256').update(wasm).digest('hex'));
  for (const m of text.matchAll(/(['"`])([A-Za-z0-9+/]{1000,}={0,2})\1/g)) {
    let wasm = Buffer.from(m[2], 'base64');
    if (!isWasm(wasm)) {
      try { wasm = inflateRawSync(wasm); } catch { continue; }
      if (!isWasm(wasm)) continue;
    }
    add(wasm);
  }
  for (const m of text.matchAll(/(['"`])\\(?:x00|0|u0000)asm/g)) {
    let i = m.index + 1;
    while (i < text.length && text[i] !== m[1]) i += text[i] === '\\' ? 2 : 1;
    add(Buffer.from(vm.runInNewContext(text.slice(m.index, i + 1)), 'latin1'));
  }
  return found;
}

test(`installed, the package is at most ${INSTALLED_LIMIT.toLocaleString('en')} bytes, and each wasm module is inlined once for the ES modules and CommonJS together (issue 40)`, () => {
  const files = listFiles(installed());
  const size = files.reduce((a, f) => a + statSync(path.join(installed(), f)).size, 0);
  assert.ok(size <= INSTALLED_LIMIT, `installed: ${size} bytes`);
  const formatOf = (f) => (f === 'pkg/chess-arbiter.js' ? 'classic' : f.endsWith('.cjs') || f.endsWith('.js') || f.endsWith('.mjs') ? 'shared' : undefined);
  const copies = { shared: [], classic: [] };
  const where = new Set();
  for (const f of files) {
    const format = formatOf(f);
    if (!format) continue;
    const found = inlinedWasm(readFileSync(path.join(installed(), f), 'utf8'));
    copies[format].push(...found);
    if (format === 'shared' && found.length > 0) where.add(f);
  }
  const hash = (f) => createHash('sha256').update(readFileSync(path.join(installed(), f))).digest('hex');
  const main = hash('pkg/chess_arbiter_bg.wasm'), core = hash('pkg/core/chess_arbiter_bg.wasm');
  // The eight modules: the package's, core's, the rulings', the helpmate search's, compat's,
  // the arbiter's, the variants' and the inflater; each once in all the ES modules and CommonJS
  // files together, in its file of pkg/payload/ (which both formats load).
  assert.equal(new Set(copies.shared).size, 8, 'eight modules in the ES modules and CommonJS');
  assert.equal(copies.shared.length, 8, 'each once in the ES modules and CommonJS together');
  assert.deepEqual([...where].sort(), ['arbiter', 'compat', 'core', 'explain', 'full', 'inflate', 'unwinnable', 'variants'].map((m) => `pkg/payload/${m}.js`));
  assert.ok(copies.shared.includes(main) && copies.shared.includes(core), 'the .wasm files\' modules among them');
  // The classic script: the package's module and the inflater, once each (the rulings' and the
  // search's it loads from pkg/payload/ on first use).
  assert.equal(copies.classic.length, 2);
  assert.equal(new Set(copies.classic).size, 2);
  assert.ok(copies.classic.includes(main) && !copies.classic.includes(core));
  assert.ok(copies.classic.every((h) => copies.shared.includes(h)));
});

test('each file of pkg/payload/ is at once a classic script, an ES module and a CommonJS module that only stores its text, read by the ES modules and required by CommonJS', () => {
  const dir = path.join(installed(), 'pkg', 'payload');
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')), { type: 'commonjs' });
  const stored = {};
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    assert.ok(!/\b(import|export|require|module|exports|var|let|const|function)\b/.test(text.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/^\/\/.*$/gm, '')), `${f}: no import, export, require or declaration`);
    // As a classic script (strict or not) in a context of its own: one entry on the registry.
    const [name, value] = classicScriptEntry(text, 'chess-arbiter.wasm', f);
    stored[name] = value;
  }
  // Required (CommonJS, require(esm) switched off) and imported (ESM): the same texts, on the
  // registry of the process's globalThis.
  const read = `process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(globalThis[Symbol.for('chess-arbiter.wasm')]).map(([k, v]) => [k, v.length]))));`;
  const want = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.length]));
  const files = readdirSync(dir).filter((x) => x.endsWith('.js')).map((f) => path.join(dir, f));
  assert.deepEqual(JSON.parse(run(['--no-experimental-require-module', '-e'], `${files.map((f) => `require(${JSON.stringify(f)});`).join(' ')} ${read}`)), want);
  assert.deepEqual(JSON.parse(run(['--input-type=module', '-e'], `${files.map((f) => `await import(${JSON.stringify(pathToFileURL(f).href)});`).join(' ')} ${read}`)), want);
});

// Issue 40: the six deflated modules are deflated by zopfli at build time (scripts/inline-wasm.mjs),
// which writes the raw deflate format as zlib does, 4.8-6.3 % smaller than zlib's level 9. Each
// payload's text (and the single-file build's copy of the default module's) inflates, through
// zlib (Node) and through the package's inflater (inflate/, miniz_oxide: browsers, workers), to
// the exact bytes of its module: named on the registry by the start of its SHA-256, and for the
// default module the .wasm file beside it.
test('every deflated payload is zopfli\'s (smaller than zlib\'s level 9) and inflates, through zlib and through the package\'s inflater, to its module\'s exact bytes; the single file\'s copy too (issue 40)', () => {
  const dir = path.join(installed(), 'pkg', 'payload');
  const sha = (b) => createHash('sha256').update(b).digest('hex');
  const modules = {};
  for (const m of ['arbiter', 'compat', 'explain', 'full', 'unwinnable', 'variants']) {
    const [name, text] = classicScriptEntry(readFileSync(path.join(dir, `${m}.js`), 'utf8'), 'chess-arbiter.wasm', `${m}.js`);
    assert.match(text, /^[A-Za-z0-9+/]+={0,2}$/, `${m}: base64`);
    const deflated = Buffer.from(text, 'base64');
    const wasm = inflateRawSync(deflated);
    assert.ok(isWasm(wasm), m);
    assert.equal(sha(wasm).slice(0, 16), name.slice(m.length + 1), `${m}: the module its name says`);
    const zlib9 = deflateRawSync(wasm, { level: 9 }).length;
    assert.ok(deflated.length < zlib9 * 0.97, `${m}: ${deflated.length} bytes deflated, zlib's level 9 ${zlib9}`);
    modules[m] = { text, length: wasm.length, sha: sha(wasm) };
  }
  assert.equal(modules.full.sha, sha(readFileSync(path.join(installed(), 'pkg', 'chess_arbiter_bg.wasm'))));
  // The single-file classic script's copy: the same text.
  const single = readFileSync(path.join(installed(), 'pkg', 'chess-arbiter.js'), 'utf8');
  const runs = [...single.matchAll(/[A-Za-z0-9+/]{1000,}={0,2}/g)].map((x) => x[0]);
  assert.ok(runs.includes(modules.full.text), 'the single file carries the default module\'s payload text');
  // The inflater (no zlib: process.getBuiltinModule taken away), on each payload's text.
  const inflateUrl = pathToFileURL(path.join(installed(), 'pkg', 'inflate.js')).href;
  const out = run(['--input-type=module', '-e'], `import { createHash } from 'node:crypto';
    delete process.getBuiltinModule;
    const { inflate } = await import(${JSON.stringify(inflateUrl)});
    const lengths = ${JSON.stringify(Object.fromEntries(Object.entries(modules).map(([m, { length }]) => [m, length])))};
    const got = {};
    for (const [m, length] of Object.entries(lengths)) {
      await import(${JSON.stringify(pathToFileURL(dir).href)} + '/' + m + '.js');
      const [, text] = Object.entries(globalThis[Symbol.for('chess-arbiter.wasm')]).find(([k]) => k.startsWith(m + '.'));
      got[m] = createHash('sha256').update(inflate(text, length)).digest('hex');
    }
    process.stdout.write(JSON.stringify(got));`);
  assert.deepEqual(JSON.parse(out), Object.fromEntries(Object.entries(modules).map(([m, { sha: h }]) => [m, h])));
});

// A file of pkg/payload/ or pkg/texts/ run alone as a classic script (strict and not), each time in
// a context of its own: it puts one entry on the registry `Symbol.for(key)` of globalThis, named by
// the file and the start of its SHA-256. Returns [name, value] (of the strict run).
function classicScriptEntry(text, key, f) {
  let entry;
  for (const prefix of ['', "'use strict';\n"]) {
    const context = vm.createContext({});
    vm.runInContext(prefix + text, context);
    const registry = vm.runInContext(`globalThis[Symbol.for(${JSON.stringify(key)})]`, context);
    assert.equal(Object.keys(registry).length, 1, f);
    const [name] = Object.keys(registry);
    assert.match(name, new RegExp(`^${f.replace('.js', '')}\\.[0-9a-f]{16}$`));
    entry = [name, registry[name]];
  }
  return entry;
}

test('the texts loaded on demand (rulings, lessons, variants\' rulings) are once in the package: pkg/texts/, at once a classic script, an ES module and a CommonJS module, imported by the ES modules and required by the CommonJS chunks, on first use', () => {
  const dir = path.join(installed(), 'pkg', 'texts');
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')), { type: 'commonjs' });
  const files = readdirSync(dir).filter((x) => x.endsWith('.js')).sort();
  assert.equal(files.length, 15);
  const LANGS = ['cs', 'en', 'fa', 'hy', 'ru'];
  // Each file alone in a context of its own, as a classic script (strict or not): one entry on
  // the registry, named by the file and the start of its SHA-256, with the module's exports.
  const stored = {};
  for (const f of files) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    assert.ok(!/^\s*(import|export)\b|\brequire\s*\(|\bmodule\.exports\b|^(var|let|const|function)\b/m.test(text), `${f}: no import, export, require or top-level declaration`);
    stored[f] = Object.keys(classicScriptEntry(text, 'chess-arbiter.texts', f)[1]).sort();
  }
  for (const l of LANGS) {
    assert.deepEqual(stored[`rulings-${l}.js`], ['deadMessage', 'dir', 'errorTexts', 'lang', 'moveMessage', 'positionMessage'], l);
    assert.deepEqual(stored[`variants-rulings-${l}.js`], ['variantMessage'], l);
    assert.ok(stored[`lessons-${l}.js`].includes('titles') && stored[`lessons-${l}.js`].includes('lang'), l);
  }
  // The texts once in the ES modules and CommonJS files together: a sentence of each kind, in
  // English, found in its file of pkg/texts/ and in no other (the single-file build apart).
  const shared = listFiles(installed()).filter((f) => f !== 'pkg/chess-arbiter.js' && /\.(c?js|mjs)$/.test(f));
  for (const [sentence, file] of [['This text cannot be read as PGN.', 'pkg/texts/rulings-en.js'], ['No jumping over pieces', 'pkg/texts/lessons-en.js'], ['In antichess a player who can capture must capture', 'pkg/texts/variants-rulings-en.js']]) {
    assert.deepEqual(shared.filter((f) => readFileSync(path.join(installed(), f), 'utf8').includes(sentence)), [file], sentence);
  }
  // Every ES module of the texts imports its file, every CommonJS chunk requires it.
  for (const [esm, cjs, name] of [['rulings', 'rulings', 'rulings'], ['lessons/text', 'lessons', 'lessons'], ['variants/rulings', 'variants-rulings', 'variants-rulings']]) {
    for (const l of LANGS) {
      const up = esm.split('/').map(() => '..').join('/');
      assert.match(readFileSync(path.join(installed(), 'pkg', esm, `${l}.js`), 'utf8'), new RegExp(`^import\\s*['"]${up}/texts/${name}-${l}\\.js['"]`), `${esm}/${l}.js`);
      assert.match(readFileSync(path.join(installed(), 'pkg', 'chunks', `${cjs}-${l}.cjs`), 'utf8'), new RegExp(`require\\(["']\\.\\./texts/${name}-${l}\\.js["']\\)`), `chunks/${cjs}-${l}.cjs`);
    }
  }
  // Loaded on first use only, in both formats (require(esm) switched off for CommonJS): no text
  // on the registry after the entries load; a language's after its first call, and only its.
  const use = (load) => `${load}
    const r = () => Object.keys(globalThis[Symbol.for('chess-arbiter.texts')] || {}).map((k) => k.split('.')[0]).sort();
    const before = r();
    const ruling = (await m.explainMove(${JSON.stringify(START)}, 'e5', { lang: 'hy' })).message;
    const afterRuling = r();
    await lessons.loadLessons('cs');
    const variant = (await variants.explainMove(${JSON.stringify(START)}, 'e5', { variant: 'antichess', lang: 'ru' })).message;
    process.stdout.write(JSON.stringify([before, ruling, afterRuling, r(), lessons.lessons[0].title.cs, variant]));`;
  const cjs = run(['--no-experimental-require-module', '-e'], `(async () => { ${use("const m = require('chess-arbiter'), lessons = require('chess-arbiter/lessons'), variants = require('chess-arbiter/variants');")} })();`);
  const esm = run(['--input-type=module', '-e'], use("const [m, lessons, variants] = await Promise.all(['chess-arbiter', 'chess-arbiter/lessons', 'chess-arbiter/variants'].map((e) => import(e)));"));
  for (const out of [cjs, esm]) {
    const [before, ruling, afterRuling, after, title, variant] = JSON.parse(out);
    assert.deepEqual(before, []);
    assert.match(ruling, /e7/);
    assert.deepEqual(afterRuling, ['rulings-hy']);
    assert.deepEqual(after, ['lessons-cs', 'rulings-hy', 'rulings-ru', 'variants-rulings-ru']);
    assert.equal(typeof title, 'string');
    assert.ok(title.length > 0);
    assert.match(variant, /[а-яё]/i);
  }
  assert.equal(cjs, esm);
});

test('Node reads the default module and core\'s from their .wasm files when they are there and whole, else from pkg/payload/', () => {
  // The CommonJS chunks (which Node's `import` takes too) read pkg/chess_arbiter_bg.wasm and
  // pkg/core/chess_arbiter_bg.wasm with fs when their length and sampled sum (one byte in 509:
  // what tells another build's file; scripts/bundle.mjs) are the build's, and
  // require the payload only otherwise: seen on the registry, which holds a payload's text once it ran.
  const dir = mkdtempSync(path.join(consumerDir(), 'wasmfile-'));
  cpSync(installed(), dir, { recursive: true });
  const use = (pre = '') => run(['-e'], `${pre} const m = require(${JSON.stringify(path.join(dir, 'pkg', 'index.cjs'))}), c = require(${JSON.stringify(path.join(dir, 'pkg', 'core', 'index.cjs'))});
    const r = globalThis[Symbol.for('chess-arbiter.wasm')] || {};
    process.stdout.write(JSON.stringify([m.legalMoves(${JSON.stringify(START)}).length, c.legalMoves(${JSON.stringify(START)}).length, Object.keys(r).map((k) => k.split('.')[0]).sort()]));`);
  assert.deepEqual(JSON.parse(use()), [20, 20, []], 'both read from their .wasm files');
  // Node's `import` too (pkg/node.js over the CommonJS chunks; pkg/core/node.js, an ES bundle of its own).
  const url = (f) => JSON.stringify(pathToFileURL(path.join(dir, 'pkg', f)).href);
  assert.deepEqual(JSON.parse(run(['--input-type=module', '-e'], `const m = await import(${url('node.js')}), c = await import(${url('core/node.js')});
    const r = globalThis[Symbol.for('chess-arbiter.wasm')] || {};
    process.stdout.write(JSON.stringify([m.legalMoves(${JSON.stringify(START)}).length, c.legalMoves(${JSON.stringify(START)}).length, Object.keys(r)]));`)), [20, 20, []], 'import: both from their .wasm files');
  // Without process.getBuiltinModule (Node before 20.16): the payloads, and the inflater's (no zlib
  // either), which Node with zlib never loads.
  assert.deepEqual(JSON.parse(use('delete process.getBuiltinModule;')), [20, 20, ['core', 'full', 'inflate']]);
  // A .wasm file of the right length with one of the sampled bytes changed: its sum differs, the
  // payload is read.
  const file = path.join(dir, 'pkg', 'chess_arbiter_bg.wasm');
  const bytes = readFileSync(file);
  bytes[509 * ((bytes.length >> 1) / 509 | 0)] ^= 1;
  writeFileSync(file, bytes);
  assert.deepEqual(JSON.parse(use()), [20, 20, ['full']]);
  // No .wasm files (a server bundle that did not carry them): the payloads.
  rmSync(file);
  rmSync(path.join(dir, 'pkg', 'core', 'chess_arbiter_bg.wasm'));
  assert.deepEqual(JSON.parse(use()), [20, 20, ['core', 'full']]);
});

test('an inlined module whose payload did not run says which file is missing, and the entry throws ERR_WASM_LOAD', () => {
  // pkg/wasm.js without its import of ./payload/full.js: what a bundler told to drop the
  // package's side-effect imports would leave.
  const dir = mkdtempSync(path.join(consumerDir(), 'nopayload-'));
  const text = readFileSync(path.join(installed(), 'pkg', 'wasm.js'), 'utf8');
  const without = text.replace(/import\s*["']\.\/payload\/full\.js["'];?/, '');
  assert.notEqual(without, text);
  writeFileSync(path.join(dir, 'wasm.js'), without);
  mkdirSync(path.join(dir, 'payload'));
  for (const f of ['payload/inflate.js', 'payload/package.json', 'inflate.js', 'load.js', 'rules.js', 'chess_arbiter.js', 'text.js']) cpSync(path.join(installed(), 'pkg', f), path.join(dir, f));
  writeFileSync(path.join(dir, 'entry.js'), "import { instantiate } from './load.js'; import { wasmBytes } from './wasm.js'; instantiate(wasmBytes);\n");
  const out = run(['--input-type=module', '-e'], `try { await import(${JSON.stringify(pathToFileURL(path.join(dir, 'entry.js')).href)}); console.log('loaded'); } catch (e) { console.log(e.name, e.code, e.message); }`);
  assert.match(out, /^ChessError ERR_WASM_LOAD .*inlined wasm full\.[0-9a-f]{16} is missing: pkg\/payload\/full\.js of the package chess-arbiter did not run/);
});
