// Used by scripts/build.sh, after the minifier and inline-wasm.mjs: the bundled entries of
// pkg/, with rollup's API (one build of several entries shares their modules).
//   node scripts/bundle.mjs
// - CommonJS (pkg/index.cjs, pkg/compat/index.cjs, pkg/lessons/index.cjs): one build of the
//   three entries, so what they share (the glue, the JS face, the inlined wasm) is one file of
//   pkg/chunks/*.cjs, required by each: requiring all three instantiates each wasm module once.
//   What the ES modules load with import() (the rulings' module, the rulings' and lessons'
//   texts) becomes a chunk of its own, required on first use (no import() in CommonJS, which
//   Jest's CommonJS runs would refuse).
// - Node ESM (pkg/node.js, pkg/compat/node.js, pkg/lessons/node.js): the same, as ES modules;
//   the inlined wasm (pkg/wasm.js, pkg/compat/wasm.js, pkg/explain/wasm.js) and the texts stay
//   the package's own files (one copy for browser.js and node.js).
// - chess-arbiter/core: its CommonJS and Node ESM entries, as above.
// - The single-file build: pkg/chess-arbiter.js (a classic script, global ChessArbiter) and
//   pkg/chess-arbiter.mjs (one ES module), everything inside, the wasm in base64.
import { rollup } from 'rollup';
import { readdirSync, existsSync } from 'node:fs';
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

// Built before any write below: each input is read whole before its outputs replace it.
const entries = { index: p('node.js'), 'compat/index': p('compat/node.js'), 'lessons/index': p('lessons/node.js') };
const cjs = await rollup({ input: entries, ...quiet });
const esm = await rollup({
  input: { node: p('node.js'), 'compat/node': p('compat/node.js'), 'lessons/node': p('lessons/node.js') },
  external: [p('wasm.js'), p('compat/wasm.js'), p('explain/wasm.js'), ...texts('rulings'), ...texts('lessons/text')],
  ...quiet,
});
const standalone = await rollup({
  input: p('standalone.js'),
  // The single-file build's wasm in base64 (read the same in any charset): the rulings' too.
  plugins: [{
    name: 'base64-wasm',
    async resolveId(source, importer) {
      const r = await this.resolve(source, importer, { skipSelf: true });
      return r && r.id === p('explain/wasm.js') ? p('explain/wasm.base64.js') : r;
    },
  }],
  ...quiet,
});
await cjs.write({ dir: pkg, format: 'cjs', exports: 'named', entryFileNames: '[name].cjs', chunkFileNames: chunkName('cjs'), dynamicImportInCjs: false });
await esm.write({ dir: pkg, format: 'esm', entryFileNames: '[name].js', chunkFileNames: chunkName('js') });
await standalone.write({ file: p('chess-arbiter.js'), format: 'iife', name: 'ChessArbiter', exports: 'named', inlineDynamicImports: true });
await standalone.write({ file: p('chess-arbiter.mjs'), format: 'esm', inlineDynamicImports: true });
for (const b of [cjs, esm, standalone]) await b.close();

const core = await rollup({ input: p('core/node.js'), ...quiet });
const coreEsm = await rollup({ input: p('core/node.js'), external: [p('core/wasm.js')], ...quiet });
await core.write({ file: p('core/index.cjs'), format: 'cjs', exports: 'named' });
await coreEsm.write({ file: p('core/node.js'), format: 'esm' });
for (const b of [core, coreEsm]) await b.close();
