// Used by scripts/build.sh, after the minifier and inline-wasm.mjs: the bundled entries of
// pkg/, with rollup's API (one build of several entries shares their modules).
//   node scripts/bundle.mjs
// - CommonJS (pkg/index.cjs, pkg/compat/index.cjs, pkg/lessons/index.cjs): one build of the
//   three entries, so what they share (the glue, the JS face, the inflater) is one file of
//   pkg/chunks/*.cjs, required by each: requiring all three instantiates each wasm module once.
//   The wasm modules' texts are not in them: they require pkg/payload/*.js, the ES modules' copy
//   (scripts/inline-wasm.mjs).
//   What the ES modules load with import() (the rulings' module, the rulings' and lessons'
//   texts) becomes a chunk of its own, required on first use (no import() in CommonJS, which
//   Jest's CommonJS runs would refuse).
// - Node ESM (pkg/node.js, pkg/compat/node.js, pkg/lessons/node.js): the same, as ES modules;
//   the inlined wasm's readers (pkg/wasm.js, pkg/compat/wasm.js, pkg/explain/wasm.js,
//   pkg/unwinnable/wasm.js...), the payloads and the texts stay the package's own files (one
//   copy for browser.js and node.js).
// - chess-arbiter/core: its CommonJS entry with the others (above; its wasm's text, one
//   character a byte, required from pkg/payload/core.js), its Node ESM one alone.
// - chess-arbiter/arbiter: with the others (its own module and JS face; it shares the inflater).
//   Its ES module entry, pkg/arbiter/browser.js, is itself the bundle (what bundlers and Node's
//   pkg/arbiter/node.js get): its copy of rules.js names exports of the package's module that
//   the arbiter's lacks (legalMoves, canWin...), which webpack refuses in a package of ES modules
//   ("export ... was not found"); the bundle keeps only what the arbiter uses.
// - chess-arbiter/variants (pkg/variants/index.cjs, pkg/variants/node.js): with the others in
//   both formats; its own module (pkg/variants/wasm.js) stays its own file in Node ESM. What it
//   shares with the default entry (load.js and the JS face's error class in rules.js) becomes
//   pkg/chunks/load.js and .cjs.
// - The single-file build: pkg/chess-arbiter.js (a classic script, global ChessArbiter),
//   everything inside, the wasm deflated in base64; pkg/chess-arbiter.mjs, the ES module that
//   runs it and exports its exports.
import { rollup } from 'rollup';
import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pkg = path.resolve('pkg');
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
// Built before any write below: each input is read whole before its outputs replace it.
const entries = {
  index: p('node.js'), 'compat/index': p('compat/node.js'), 'lessons/index': p('lessons/node.js'), 'core/index': p('core/node.js'),
  'arbiter/index': p('arbiter/node.js'), 'variants/index': p('variants/node.js'),
};
const cjs = await rollup({ input: entries, external: payloads, ...quiet });
const esm = await rollup({
  input: { node: p('node.js'), 'compat/node': p('compat/node.js'), 'lessons/node': p('lessons/node.js'), 'arbiter/browser': p('arbiter/browser.js'), 'variants/node': p('variants/node.js') },
  external: [p('wasm.js'), p('compat/wasm.js'), p('variants/wasm.js'), p('explain/wasm.js'), p('unwinnable/wasm.js'), p('arbiter/wasm.js'), p('inflate.js'), ...payloads, ...texts('rulings'), ...texts('variants/rulings'), ...texts('lessons/text')],
  ...quiet,
});
// The single-file build: the same inlined modules as the ES modules (deflated, in base64: read
// the same in any charset), the rulings' too.
const standalone = await rollup({ input: p('standalone.js'), ...quiet });
await cjs.write({ dir: pkg, format: 'cjs', exports: 'named', entryFileNames: '[name].cjs', chunkFileNames: chunkName('cjs'), dynamicImportInCjs: false });
await esm.write({ dir: pkg, format: 'esm', entryFileNames: '[name].js', chunkFileNames: chunkName('js') });
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
for (const b of [cjs, esm, standalone]) await b.close();

const coreEsm = await rollup({ input: p('core/node.js'), external: [p('core/wasm.js'), ...payloads], ...quiet });
await coreEsm.write({ file: p('core/node.js'), format: 'esm' });
await coreEsm.close();
