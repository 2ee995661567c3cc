// Used by scripts/build.sh: rewrites the package's JS files in place without comments and
// whitespace (esbuild through Vite's transformWithEsbuild; syntax shortened). About 3.5 KB less
// to download, gzipped.
//   node scripts/minify.mjs [--ascii | --names] FILE...
// --names: local names shortened too (esbuild minifyIdentifiers; exported names stay, and the
// exported classes keep their `name` with a `static name` field in the source; esbuild's
// keepNames would take back the whole saving): what scripts/build.sh does for every file.
// --lines: whitespace only, in lines of at most 160 characters, the format left as it is: the
// files only Node reads (the CommonJS entries and chunks, core's Node ES bundle), so that an
// uncaught ChessError's report, which prints the line of the throw, shows that much and not
// the 7 KB line of a minified file (about 5 % more bytes there; bundlers minify again).
// --ascii: every character above U+007F written as an escape, so the file reads the same in
// any charset (the single-file build, which a page may load as a classic script); the file is
// left in whatever format it is (an IIFE stays one).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild } from 'vite';

const args = process.argv.slice(2);
const ascii = args[0] === '--ascii';
const names = args[0] === '--names';
const lines = args[0] === '--lines';
for (const file of ascii || names || lines ? args.slice(1) : args) {
  const code = readFileSync(file, 'utf8');
  if (lines) {
    const out = await transformWithEsbuild(code, path.basename(file), { minifyWhitespace: true, lineLimit: 160, legalComments: 'none', charset: 'utf8' });
    writeFileSync(file, out.code);
    continue;
  }
  const out = await transformWithEsbuild(code, path.basename(file), {
    ...(ascii ? { charset: 'ascii' } : { format: 'esm' }),
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    ...(names ? { minifyIdentifiers: true } : {}),
  });
  writeFileSync(file, out.code);
}
