// Used by scripts/build.sh, after the minifier and inline-wasm.mjs: the bundled entries of
// pkg/, with rollup's API (one build of several entries shares their modules).
//   node scripts/bundle.mjs
// - CommonJS (pkg/index.cjs, pkg/compat/index.cjs, pkg/lessons/index.cjs): one build of the
//   three entries, so what they share (the glue, the JS face, the inflater) is one file of
//   pkg/chunks/*.cjs, required by each: requiring all three instantiates each wasm module once.
//   The wasm modules' texts are not in them: they require pkg/payload/*.js, the ES modules' copy
//   (scripts/inline-wasm.mjs), on first need; in Node the default module and core's are read
//   from their .wasm files instead (lazyPayloads below).
//   What the ES modules load with import() (the rulings' module, the rulings' and lessons'
//   texts) becomes a chunk of its own, required on first use (no import() in CommonJS, which
//   Jest's CommonJS runs would refuse).
// - Node ESM (pkg/node.js, pkg/<entry>/node.js): each imports the CommonJS entry beside it and
//   exports its exports, so the JS is in the package once for both formats (its own ES bundles
//   for Node took 140 KB more), and `import` and `require` in one process share one copy (one
//   instance of each wasm module, one Game class).
// - chess-arbiter/core: its CommonJS entry with the others (above; its wasm's text, one
//   character a byte, required from pkg/payload/core.js).
// - chess-arbiter/arbiter: with the others (its own module and JS face; it shares the inflater).
//   Its ES module entry, pkg/arbiter/browser.js, is itself the bundle (what bundlers get): its
//   copy of rules.js names exports of the package's module that the arbiter's lacks
//   (legalMoves, canWin...), which webpack refuses in a package of ES modules ("export ... was
//   not found"); the bundle keeps only what the arbiter uses.
// - chess-arbiter/variants (pkg/variants/index.cjs): with the others; what it shares with the
//   default entry (load.js and the JS face's error class in rules.js) becomes
//   pkg/chunks/load.cjs.
// - The single-file build: pkg/chess-arbiter.js (a classic script, global ChessArbiter), the
//   default module and the inflater inside, deflated in base64; the rulings' module, the
//   search's and the rulings' texts loaded from pkg/payload/ and pkg/texts/ beside it on first
//   use (classicOnDemand below); pkg/chess-arbiter.mjs, the ES module that runs it and exports
//   its exports.
import { rollup } from 'rollup';
import { readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pkg = path.resolve('pkg');
// The check that a .wasm file beside the package's JS is the build's own (Node reads it instead
// of the inlined text): its length and this sum of one byte in 509, which needs no zlib (loading
// node:zlib for its CRC-32 took about 0.9 ms of a fresh process's start). One byte in 61 took
// 0.52 ms of the default entry's start-up in Node 20 (a fresh process runs the loop in the
// interpreter), one in 509 0.13 ms (issue 40): 732 bytes of the default module, 139 of the core's,
// besides the length, tell another build's file from this one's.
const SAMPLE_SUM = 'function sampleSum$(b) { let h = 0; for (let i = 0; i < b.length; i += 509) h = (Math.imul(h, 31) + b[i]) >>> 0; return h; }';
const sampleSum = new Function(`${SAMPLE_SUM}; return sampleSum$;`)();
const p = (...f) => path.join(pkg, ...f);
const texts = (dir) => (existsSync(p(dir)) ? readdirSync(p(dir)).filter((f) => f.endsWith('.js')).map((f) => p(dir, f)) : []);
const quiet = { onwarn: () => {} };
// A chunk's file: pkg/chunks/ and the folder of the module it stands for (rulings-en.cjs,
// lessons-en.cjs, explain-module.cjs), or its own name for the shared code.
const chunkName = (ext) => (chunk) => {
  const id = chunk.facadeModuleId && path.relative(pkg, chunk.facadeModuleId);
  const dir = id && !id.startsWith('..') ? path.dirname(id).replace(/[\\/]text$/, '').replace(/[\\/]/g, '-') : '.';
  return `chunks/${dir === '.' ? '' : `${dir}-`}[name].${ext}`;
};

// The wasm modules' texts (pkg/payload/*.js, scripts/inline-wasm.mjs): never bundled into the
// CommonJS or Node ESM files, which require or import them, so that every format shares the one
// copy; the single-file build carries its own.
const payloads = texts('payload');
if (payloads.length !== 8) throw new Error(`bundle: pkg/payload/ should hold 8 modules' texts, found ${payloads.length}`);
// Node's reading of the wasm (the CommonJS chunks, which Node's `import` takes too): the
// modules that have a .wasm file in the package (the default one, core's) are read from it where
// it is there beside the chunk (fs through process.getBuiltinModule, which a bundler does not
// see) and its length and sampled sum (SAMPLE_SUM above) are the build's: no 207 KB of JS text to compile and no
// inflating (about 4 ms of the default entry's start-up). Elsewhere (a server bundle that did
// not carry the file, Node before 20.16, Jest's sandboxes) the payload, required only then.
// Every payload's `require` is made lazy in the same way (pkg/payload/inflate.js only where
// zlib is missing). Paths are written relative to pkg/ and made relative to each chunk's
// folder once rollup has placed it (renderChunk).
const PKG = '__chess_arbiter_pkg__/';
const wasmFiles = { [p('wasm.js')]: 'chess_arbiter_bg.wasm', [p('core/wasm.js')]: 'core/chess_arbiter_bg.wasm' };
const lazyPayloads = {
  name: 'lazy-payloads',
  transform(code, id) {
    const m = /^import '([^']*\/payload\/[a-z]+\.js)';$/m.exec(code);
    if (!m) return null;
    const payload = path.relative(pkg, path.resolve(path.dirname(id), m[1])).split(path.sep).join('/');
    if (!code.includes('function text() {')) throw new Error(`bundle: ${id}: no text() to make lazy`);
    let out = code.replace(m[0], '').replace('function text() {', `function text() {\n  require('${PKG}${payload}');`);
    const file = wasmFiles[id];
    if (file) {
      if (!out.includes('export function wasmBytes() {')) throw new Error(`bundle: ${id}: no wasmBytes()`);
      const b = readFileSync(p(file));
      out = out.replace('export function wasmBytes() {', `function fromFile() {
  const P = globalThis.process, fs = P && P.getBuiltinModule && P.getBuiltinModule('fs');
  if (!fs || typeof __dirname !== 'string') return;
  ${SAMPLE_SUM}
  try {
    const b = fs.readFileSync(__dirname + '/${PKG}${file}');
    if (b.length === ${b.length} && sampleSum$(b) === ${sampleSum(b)}) return b;
  } catch { /* not there: the payload */ }
}
export function wasmBytes() {
  const f = fromFile();
  if (f) return f;`);
    }
    return { code: out, map: null };
  },
  renderChunk(code, chunk) {
    const up = path.relative(path.dirname(p(chunk.fileName)), pkg).split(path.sep).join('/');
    return { code: code.split(PKG).join(up ? `${up}/` : './'), map: null };
  },
};
// Built before any write below: each input is read whole before its outputs replace it.
const entries = {
  index: p('node.js'), 'compat/index': p('compat/node.js'), 'lessons/index': p('lessons/node.js'), 'core/index': p('core/node.js'),
  'arbiter/index': p('arbiter/node.js'), 'variants/index': p('variants/node.js'),
};
// The texts loaded on demand (pkg/texts/*.js, scripts/share-texts.mjs) stay outside too: the
// chunk of a language (pkg/chunks/rulings-en.cjs...) requires the file that its ES module imports.
const sharedTexts = texts('texts');
if (sharedTexts.length !== 15) throw new Error(`bundle: pkg/texts/ should hold 15 texts, found ${sharedTexts.length}`);
const cjs = await rollup({ input: entries, plugins: [lazyPayloads], external: sharedTexts, ...quiet });
// chess-arbiter/core's Node `import` (pkg/core/node.js): an ES bundle of its own that reads the
// .wasm beside it with fs, not the CommonJS entry: Node's first step from an ES module into
// CommonJS costs about 2.5 ms, more than the core's small module saves (import 12.0 -> 14.7 ms
// through the CommonJS entry; an ES bundle importing the CommonJS payload 18 ms). The payload is
// required only where the file is not there or not whole. `import` and `require` of the core
// in one process therefore load two copies, as every entry did before.
const coreWasm = p('core/wasm.js');
const coreNodeWasm = {
  name: 'core-node-wasm',
  transform(code, id) {
    if (id !== coreWasm) return null;
    const m = /^import '(\.\.\/payload\/core\.js)';$/m.exec(code);
    if (!m || !code.includes('function text() {') || !code.includes('export function wasmBytes() {')) throw new Error(`bundle: ${id}: not the core's reader`);
    const b = readFileSync(p('core/chess_arbiter_bg.wasm'));
    const out = `import { readFileSync as readFile$ } from 'node:fs';
import { createRequire as createRequire$ } from 'node:module';
${code.replace(m[0], '').replace('function text() {', `function text() {\n  createRequire$(import.meta.url)('${m[1]}');`).replace('export function wasmBytes() {', `${SAMPLE_SUM}
function fromFile() {
  try {
    const b = readFile$(new URL('./chess_arbiter_bg.wasm', import.meta.url));
    if (b.length === ${b.length} && sampleSum$(b) === ${sampleSum(b)}) return b;
  } catch { /* not there: the payload */ }
}
export function wasmBytes() {
  const f = fromFile();
  if (f) return f;`)}`;
    return { code: out, map: null };
  },
};
const coreNode = await rollup({ input: p('core/browser.js'), plugins: [coreNodeWasm], external: [/^node:/], ...quiet });
// chess-arbiter/arbiter's ES module: one bundle (see above), its wasm's reader external.
const arbiterEsm = await rollup({ input: p('arbiter/browser.js'), external: [p('arbiter/wasm.js'), p('inflate.js'), ...payloads], ...quiet });
// The single-file build's on-demand modules and texts (issue 40): pkg/chess-arbiter.js carries
// the default module and the inflater, and loads the rulings' module (pkg/payload/explain.js),
// the helpmate search's (pkg/payload/unwinnable.js) and a language's rulings texts
// (pkg/texts/rulings-<lang>.js) from beside its own URL on first use: classic scripts that store
// their text on globalThis's registries (scripts/inline-wasm.mjs, share-texts.mjs), added as a
// <script> element in a page (with the page script's nonce), by importScripts in a worker, else
// with import() (a module worker; Node, through pkg/chess-arbiter.mjs). Every API that needs them
// is asynchronous already (explainMove, explainPosition, canWin, helpmate, Game#canWin,
// Game#timeout). Its JS (the rulings' and the search's glue) stays inside.
const LOADER = '\0chess-arbiter-classic-loader';
const loaderCode = `import { ChessError } from ${JSON.stringify(p('rules.js'))};
const D = globalThis.document, here = D && D.currentScript;
// This file's URL, taken while it runs: its <script> element's; else the first URL of a stack
// trace (importScripts in a worker, or chess-arbiter.mjs's import: this file's own frame); else
// the worker's or page's location.
let base = here && here.src;
if (!base) {
  try { base = (/((?:https?|file|blob):[^\\s()'"]+?):\\d+:\\d+/.exec(String(new Error().stack)) || [])[1]; } catch { /* no stack */ }
}
if (!base) base = globalThis.location && globalThis.location.href;
const nonce = here && here.nonce;
const loading = new Map();
function fail(url, why) {
  return new ChessError('ERR_WASM_LOAD', 'chess-arbiter: could not load ' + url + ', which the single-file build loads on first use from beside its own file: ' + why);
}
function run(url) {
  return new Promise((resolve, reject) => {
    if (D && typeof D.createElement === 'function') {
      const s = D.createElement('script');
      s.src = url;
      s.charset = 'utf-8';
      if (nonce) s.nonce = nonce;
      s.onload = () => { s.remove(); resolve(undefined); };
      s.onerror = () => { s.remove(); reject(new Error('the script did not load (no such file, a network error, or the page\\'s Content-Security-Policy)')); };
      (D.head || D.documentElement).appendChild(s);
    } else if (typeof importScripts === 'function') {
      try { importScripts(url); resolve(undefined); } catch { import(url).then(resolve, reject); } // a module worker has no importScripts
    } else import(url).then(resolve, reject);
  });
}
/** Runs pkg/<file> once (a failed load is tried again on the next call). */
export function beside$(file) {
  let p = loading.get(file);
  if (!p) {
    let url = file;
    try { url = new URL(file, base).href; } catch { /* no base */ }
    p = (url === file ? Promise.reject(new Error('where this file was loaded from is not known (no <script> element, stack trace or location)')) : run(url))
      .catch((e) => { loading.delete(file); throw fail(url, e && e.message ? e.message : String(e)); });
    loading.set(file, p);
  }
  return p;
}
/** The texts pkg/<file> stores under \`key\` (scripts/share-texts.mjs). */
export function texts$(file, key) {
  return beside$(file).then(() => {
    const r = globalThis[Symbol.for('chess-arbiter.texts')], t = r && r[key];
    if (!t) throw fail(file, 'it ran, but holds the texts of another build of chess-arbiter');
    return t;
  });
}
`;
const classicOnDemand = {
  name: 'classic-on-demand',
  resolveId: (id) => (id === LOADER ? id : null),
  load: (id) => (id === LOADER ? loaderCode : null),
  transform(code, id) {
    if (id === p('explain/wasm.js') || id === p('unwinnable/wasm.js')) {
      const out = code.replace(/import\s*(["'])\.\.\/payload\/(explain|unwinnable)\.js\1;?/, '');
      if (out === code) throw new Error(`bundle: ${id}: no payload import to leave out`);
      return { code: out, map: null };
    }
    if (id !== p('api.js')) return null;
    let n = 0;
    let out = code.replace(/import\((["'])\.\/(explain|unwinnable)\/module\.js\1\)/g, (_, q, m) => {
      n++;
      return `beside$("payload/${m}.js").then(() => import("./${m}/module.js"))`;
    });
    out = out.replace(/import\((["'])\.\/rulings\/([a-z]+)\.js\1\)/g, (_, q, lang) => {
      n++;
      const key = /\['(rulings-[a-z]+\.[0-9a-f]{16})'\]/.exec(readFileSync(p('rulings', `${lang}.js`), 'utf8'));
      if (!key) throw new Error(`bundle: pkg/rulings/${lang}.js names no texts`);
      return `texts$("texts/rulings-${lang}.js", "${key[1]}")`;
    });
    if (n !== 7) throw new Error(`bundle: api.js: 7 import() expected (the rulings' module, the search's, five languages' texts), replaced ${n}`);
    return { code: `import { beside$, texts$ } from ${JSON.stringify(LOADER)};\n${out}`, map: null };
  },
};
// The single-file build: the default module and the inflater inlined as the ES modules' are
// (deflated, in base64: read the same in any charset); the on-demand ones loaded beside it (above).
const standalone = await rollup({ input: p('standalone.js'), plugins: [classicOnDemand], ...quiet });
const { output: cjsOutput } = await cjs.write({ dir: pkg, format: 'cjs', exports: 'named', entryFileNames: '[name].cjs', chunkFileNames: chunkName('cjs'), dynamicImportInCjs: false });
await arbiterEsm.write({ file: p('arbiter/browser.js'), format: 'esm' });
// Node's `import` (pkg/node.js, pkg/<entry>/node.js, the "node" condition's "import"): the
// CommonJS entry beside it and its exports, so that the JS is in the package once for both (a
// bundle of its own for Node's ESM took 140 KB more), and `import` and `require` in one process
// share one copy: one instance of each wasm module, one Game class.
for (const chunk of cjsOutput) {
  if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
  const esmFile = chunk.fileName.replace(/index\.cjs$/, 'node.js');
  if (esmFile === 'core/node.js') continue; // its own ES bundle, below
  if (chunk.exports.includes('default')) throw new Error(`bundle: ${chunk.fileName} has a default export`);
  writeFileSync(p(esmFile), `// Node's \`import\` of this entry: the CommonJS entry beside it (scripts/bundle.mjs), so that
// \`import\` and \`require\` in one process share one copy.
import m from './${path.basename(chunk.fileName)}';
export const { ${chunk.exports.join(', ')} } = m;
`);
}
// The classic script also sets the global through globalThis, so that the ES module
// chess-arbiter.mjs can run it (import './chess-arbiter.js': as a module, its `var` is the
// module's own) and export what it set: one copy of the wasm for both (490 KB each before).
const { output: [single] } = await standalone.write({
  file: p('chess-arbiter.js'), format: 'iife', name: 'ChessArbiter', exports: 'named', inlineDynamicImports: true,
  footer: 'globalThis.ChessArbiter = ChessArbiter;',
});
writeFileSync(p('chess-arbiter.mjs'), `// The single-file build as one ES module: runs the classic script beside it, pkg/chess-arbiter.js
// (which sets the global ChessArbiter, as it does in a <script> tag), and exports its exports.
import './chess-arbiter.js';
export const { ${single.exports.join(', ')} } = globalThis.ChessArbiter;
`);
await coreNode.write({ file: p('core/node.js'), format: 'esm' });
for (const b of [cjs, arbiterEsm, standalone, coreNode]) await b.close();
