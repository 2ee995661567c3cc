// Used by scripts/build.sh, after the minifier and before scripts/bundle.mjs: the texts loaded on
// demand (the rulings' pkg/rulings/<lang>.js, the lessons' pkg/lessons/text/<lang>.js, the
// variants' rulings' pkg/variants/rulings/<lang>.js) once for the ES modules and CommonJS
// together, as the wasm modules' texts are (scripts/inline-wasm.mjs; issue 40: 101 KB of
// CommonJS copies before).
//   node scripts/share-texts.mjs
// Each text module becomes pkg/texts/<kind>-<lang>.js (rulings-en.js, lessons-en.js,
// variants-rulings-en.js): a file that is at once a classic script, an ES module and a CommonJS
// module, with no import, export, require or top-level declaration: one statement that stores
// the module's exports (its code, bundled by rollup, in an arrow function that returns them;
// minified) on a registry of globalThis, globalThis[Symbol.for('chess-arbiter.texts')], under
// its name and the start of its SHA-256 (two builds of the package in one page never read each
// other's). pkg/texts/package.json says {"type":"commonjs"} (as pkg/payload/'s: Node 20's
// `require` of a .js file in a "type":"module" package fails before 20.19).
// The module's own file (pkg/rulings/en.js...) becomes a small ES module that imports that file
// for its effect and exports what the registry holds, under the same names: the entries'
// import() of it stays as it was (a bundler's chunk of its own, loaded when the language is
// asked for), and the CommonJS build (scripts/bundle.mjs, where pkg/texts/ is external) makes
// of it a chunk that requires pkg/texts/<name>.js, on first use too. The single-file build
// bundles both (its own copy, inside). The cost, in the chunk of a language that a bundler
// makes: the registry's statement and the small module, about 130 bytes gzipped (Vite: the
// English rulings 3,693 -> 3,821 bytes); without a check of its own (a missing file: a
// TypeError, "Cannot destructure ... undefined"), which took 40 bytes more.
import { rollup } from 'rollup';
import { transformWithEsbuild } from 'vite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pkg = path.resolve('pkg');
const REGISTRY = "globalThis[Symbol.for('chess-arbiter.texts')]";
// The folders of text modules and the prefix of their shared files' names.
const kinds = [['rulings', 'rulings'], ['lessons/text', 'lessons'], ['variants/rulings', 'variants-rulings']];
mkdirSync(path.join(pkg, 'texts'), { recursive: true });
writeFileSync(path.join(pkg, 'texts', 'package.json'), '{"type":"commonjs"}\n');
let count = 0;
for (const [dir, prefix] of kinds) {
  const folder = path.join(pkg, dir);
  if (!existsSync(folder)) throw new Error(`share-texts: ${folder} is missing`);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.js')).sort()) {
    const module = path.join(folder, file);
    const name = `${prefix}-${path.basename(file, '.js')}`;
    const bundle = await rollup({ input: module, onwarn: (w) => { throw new Error(`share-texts: ${module}: ${w.message}`); } });
    const { output: [chunk] } = await bundle.generate({ format: 'es' });
    await bundle.close();
    if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) throw new Error(`share-texts: ${module} imports other modules`);
    // The module's code in a function that returns its exports (what rollup's single `export { ... }` names).
    const exportList = /^export \{ ([^}]*) \};\s*$/m.exec(chunk.code);
    if (!exportList || chunk.exports.length === 0) throw new Error(`share-texts: ${module}: no export list`);
    const body = chunk.code.replace(exportList[0], `return { ${exportList[1].replace(/\b(\w+) as (\w+)\b/g, '$2: $1')} };\n`);
    // Assigned to T$ for the minifier, which would drop an unused call of a function without effects.
    const min = await transformWithEsbuild(`T$ = (() => {\n${body}})()`, file, { target: 'es2022', charset: 'utf8', minifyWhitespace: true, minifySyntax: true, minifyIdentifiers: true, legalComments: 'none' });
    if (!min.code.startsWith('T$=(()=>{')) throw new Error(`share-texts: ${module}: not the function expected`);
    const code = min.code.slice(3);
    const key = `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
    writeFileSync(path.join(pkg, 'texts', `${name}.js`), `// ${path.relative(pkg, module)}'s texts: the one copy that the ES modules and the CommonJS chunks share (scripts/share-texts.mjs)
(${REGISTRY} ??= {})['${key}'] = ${code.trim().replace(/;$/, '')};
`);
    const from = path.relative(folder, path.join(pkg, 'texts', `${name}.js`)).split(path.sep).join('/');
    writeFileSync(module, `import '${from}';
export const { ${chunk.exports.join(', ')} } = ${REGISTRY}['${key}'];
`);
    count++;
  }
}
if (count !== 15) throw new Error(`share-texts: 15 text modules expected (three kinds, five languages), found ${count}`);
