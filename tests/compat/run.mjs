// The `compat` stage of `npm test`: chess.js 1.4.0's own test suite (../shared/peers/
// chess.js-1.4.0/__tests__, 40 files, BSD-2-Clause), unchanged, run with vitest against the
// installed package: `../src/chess` (what the files import) is resolved to
// `chess-arbiter/compat` as Node resolves it from tests/ (tests/node_modules: the packed
// tarball scripts/test.sh installs). Prints every failure, `passed/total`, and closes with
// `compat: N passed, N failed, N skipped` (the summary of scripts/test.sh counts it).
//
// Exempt tests (EXEMPT below, each listed in README "Coming from chess.js" with the reason
// and the FIDE article) may fail; they are counted as skipped. Any other failure, or an exempt
// test that passes (the list is then out of date), fails the stage.
//
//   node tests/compat/run.mjs [--suite DIR]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const args = process.argv.slice(2);
const suiteArg = args.indexOf('--suite');
const suite = path.resolve(suiteArg >= 0 ? args[suiteArg + 1] : path.join(repo, '../shared/peers/chess.js-1.4.0'));

/** Tests allowed to fail: `file` and the test's full name, with why. */
export const EXEMPT = [
  {
    file: 'zobrist.test.ts',
    name: 'rand',
    reason: "tests chess.js's internal random generator xoroshiro128, which chess-arbiter does not have (its Zobrist keys come from SplitMix64 in src/position/zobrist.rs)",
    article: '',
  },
  {
    file: 'regression.test.ts',
    name: 'Regression Tests > Github Issue #85 (white) - SetUp and FEN should be accepted in loadPgn',
    reason: "expects fen() to keep the FEN tag's castling rights KQkq for a king on f7 and no rooks: the right to castle is lost once the king or the rook has moved (the core drops rights without their king and rook on their squares)",
    article: '3.8.2.1',
  },
  {
    file: 'regression.test.ts',
    name: 'Regression Tests > Github Issue #85 (black) - SetUp and FEN should be accepted in loadPgn',
    reason: "expects fen() to keep castling rights KQkq for a white king on g1 and a rook on f1 (both have moved): the right to castle is lost once the king or the rook has moved",
    article: '3.8.2.1',
  },
];

if (!existsSync(path.join(suite, '__tests__'))) {
  console.error(`compat: chess.js's test suite not found at ${suite}/__tests__ (the shared/ folder beside the clone)`);
  process.exit(1);
}
// `chess-arbiter/compat` as a user's `import` gets it (package.json "exports": node, import).
let entry;
try {
  entry = fileURLToPath(import.meta.resolve('chess-arbiter/compat'));
} catch (e) {
  console.error(`compat: cannot resolve chess-arbiter/compat from tests/ (run the pack stage first: bash scripts/test.sh compat): ${e.message}`);
  process.exit(1);
}
console.log(`chess.js suite: ${path.relative(repo, suite) || suite}/__tests__; ../src/chess -> chess-arbiter/compat (${path.relative(repo, entry)})`);

const require = createRequire(path.join(repo, 'package.json'));
const { startVitest } = await import(require.resolve('vitest/node').replace(/\.cjs$/, '.js'));
const vitestEntry = path.dirname(require.resolve('vitest/package.json'));

const vitest = await startVitest('test', [], {
  root: suite,
  include: ['__tests__/**/*.test.ts'],
  watch: false,
  reporters: ['dot'],
  pool: 'threads',
  poolOptions: { threads: { maxThreads: 2, minThreads: 1 } },
  cache: false,
  config: false,
}, {
  cacheDir: path.join(repo, 'node_modules/.vite-compat'),
  resolve: {
    alias: [
      { find: /^\.\.\/src\/chess$/, replacement: entry },
      { find: /^vitest$/, replacement: path.join(vitestEntry, 'dist/index.js') },
    ],
  },
  server: { fs: { allow: [suite, repo] } },
});
if (!vitest) process.exit(1);

let passed = 0;
let failed = 0;
let skipped = 0;
const unexpected = [];
const exemptSeen = new Set();
for (const file of vitest.state.getFiles()) {
  const rel = path.basename(file.filepath);
  if (file.result?.state === 'fail' && (!file.tasks || file.tasks.length === 0)) {
    failed++;
    unexpected.push(`${rel}: the file failed to load: ${file.result.errors?.map((e) => e.message).join('; ')}`);
  }
  const walk = (tasks, prefix) => {
    for (const t of tasks) {
      const name = prefix ? `${prefix} > ${t.name}` : t.name;
      if (t.type === 'suite') {
        walk(t.tasks, name);
        continue;
      }
      const state = t.result?.state;
      const exempt = EXEMPT.find((x) => x.file === rel && x.name === name);
      if (exempt) exemptSeen.add(exempt);
      if (state === 'pass') {
        if (exempt) {
          failed++;
          unexpected.push(`${rel} > ${name}: exempt but passes (remove it from EXEMPT and the README)`);
        } else passed++;
      } else if (state === 'fail') {
        if (exempt) {
          skipped++;
          console.log(`exempt: ${rel} > ${name} (${exempt.reason})`);
        } else {
          failed++;
          const err = t.result.errors?.[0];
          unexpected.push(`${rel} > ${name}: ${err ? String(err.message).split('\n').slice(0, 6).join('\n    ') : 'failed'}`);
        }
      } else {
        skipped++;
      }
    }
  };
  walk(file.tasks ?? [], '');
}
await vitest.close();
for (const x of EXEMPT) if (!exemptSeen.has(x)) unexpected.push(`exempt test not found: ${x.file} > ${x.name}`);
// The README and docs/chessjs.md give the count as it is (a trial read "the suite passes" where
// 3 tests are exempt): `433 of the 436 tests`, `433 of 436 tests pass`.
if (suiteArg < 0) {
  const { readFileSync } = await import('node:fs');
  const total = passed + failed + skipped;
  const readme = readFileSync(path.join(repo, 'README.md'), 'utf8').replace(/\s+/g, ' ');
  const guide = readFileSync(path.join(repo, 'docs/chessjs.md'), 'utf8').replace(/\s+/g, ' ');
  if (!readme.includes(`${passed} of the ${total} tests`)) unexpected.push(`README.md does not say ${passed} of the ${total} tests pass`);
  if (!guide.includes(`${passed} of ${total} tests pass`)) unexpected.push(`docs/chessjs.md does not say ${passed} of ${total} tests pass`);
}

for (const u of unexpected) console.log(`FAIL ${u}`);
console.log(`chess.js 1.4.0's tests through chess-arbiter/compat: ${passed}/${passed + failed + skipped} passed (${skipped} exempt or skipped)`);
console.log(`compat: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && unexpected.length === 0 ? 0 : 1);
