// `chess-arbiter/core`, the rules-only build (its own, smaller wasm): the same free functions
// as the full package, giving the same answers and the same errors, and nothing else.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as full from 'chess-arbiter';
import * as core from 'chess-arbiter/core';
import * as compat from 'chess-arbiter/compat';
import * as lessonKit from 'chess-arbiter/lessons';
import { cargoVersion, consumerDir } from './helpers.mjs';

const require = createRequire(import.meta.url);
const installed = () => path.join(consumerDir(), 'node_modules', 'chess-arbiter');

const RULES = [
  'ChessError', 'applyMove', 'chess960Fen', 'isCheck', 'isCheckmate', 'isStalemate', 'legalMoves',
  'memoryBytes', 'perft', 'perftCopyMake', 'toDests', 'validateFen', 'version',
  'checkSquare', 'isPromotion', 'pieceChanges',
].sort();

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const FENS = [
  START,
  KIWIPETE,
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', // en passant
  '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', // promotion
  'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', // checkmate
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', // stalemate
  'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', // Chess960
];

test('Node ESM import resolves to pkg/core/node.js; require to pkg/core/index.cjs', () => {
  assert.equal(fileURLToPath(import.meta.resolve('chess-arbiter/core')), path.join(installed(), 'pkg', 'core', 'node.js'));
  assert.equal(require.resolve('chess-arbiter/core'), path.join(installed(), 'pkg', 'core', 'index.cjs'));
  assert.equal(require('chess-arbiter/core').version(), cargoVersion());
  assert.equal(core.version(), cargoVersion());
});

test('exports exactly the rules functions, in ESM, CommonJS and the types', () => {
  assert.deepEqual(Object.keys(core).sort(), RULES);
  assert.deepEqual(Object.keys(require('chess-arbiter/core')).filter((k) => k !== '__esModule').sort(), RULES);
  const file = path.join(installed(), 'pkg', 'core', 'index.d.ts');
  const program = ts.createProgram([file], {
    strict: true, noEmit: true, types: [],
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const declared = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
    // Re-exports are aliases: what they stand for decides whether they are values.
    .filter((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value)
    .map((s) => s.name);
  assert.deepEqual(declared.sort(), RULES);
});

test('the core wasm is a separate, smaller module', () => {
  // Its own instance: the full package's memory is not shared with it.
  assert.ok(core.memoryBytes() > 0);
  // A wasm memory is whole 64 KiB pages (the WebAssembly spec), in each module.
  assert.equal(core.memoryBytes() % 65536, 0);
  assert.equal(full.memoryBytes() % 65536, 0);
  // One error class for both builds (and every other entry; see the test below).
  assert.equal(core.ChessError === full.ChessError, true);
  // Smaller: the installed core .wasm is a separate file, under half the full one's bytes
  // (about 76 KB against 197 KB), and exports a strict subset of the full module's functions.
  const wasm = (rel) => readFileSync(path.join(installed(), rel));
  const coreBytes = wasm('pkg/core/chess_arbiter_bg.wasm');
  const fullBytes = wasm('pkg/chess_arbiter_bg.wasm');
  assert.ok(coreBytes.length * 2 < fullBytes.length, `core ${coreBytes.length} B, full ${fullBytes.length} B`);
  const names = (bytes) => WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);
  const coreNames = names(coreBytes);
  const fullNames = new Set(names(fullBytes));
  assert.deepEqual(coreNames.filter((n) => !fullNames.has(n)), []);
  assert.ok(coreNames.length < fullNames.size, `${coreNames.length} exports against ${fullNames.size}`);
  // The Game class lives only in the full module (its exports are rawgame_*).
  assert.ok(fullNames.has('rawgame_canClaimFiftyMoves'));
  assert.equal(coreNames.some((n) => n.startsWith('rawgame_')), false);
});

test('same answers as the full package on every function', () => {
  for (const fen of FENS) {
    const chess960 = fen.includes('HFhf');
    const o = { chess960 };
    assert.deepEqual(core.legalMoves(fen, o), full.legalMoves(fen, o), fen);
    for (const m of full.legalMoves(fen, o)) {
      assert.equal(core.applyMove(fen, m.san, o), full.applyMove(fen, m.san, o), `${fen} ${m.san}`);
    }
    assert.equal(core.isCheck(fen, o), full.isCheck(fen, o));
    assert.equal(core.isCheckmate(fen, o), full.isCheckmate(fen, o));
    assert.equal(core.isStalemate(fen, o), full.isStalemate(fen, o));
    assert.deepEqual(core.validateFen(fen, o), { ok: true });
    assert.deepEqual([...core.toDests(fen, o)], [...full.toDests(fen, o)]);
    assert.equal(core.perft(fen, 2, o), full.perft(fen, 2, o));
  }
  // Exact values, not only agreement: published perft counts (../shared/data/perft/cpw.epd:
  // Kiwipete 97862 at depth 3, the start 197281 at depth 4) and the Laws' 20 first moves.
  assert.equal(core.legalMoves(START).length, 20);
  assert.equal(core.perft(KIWIPETE, 3), 97862);
  assert.equal(core.perftCopyMake(START, 4), 197281);
  assert.equal(core.chess960Fen(518), START);
  assert.equal(core.applyMove(START, 'e4'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(core.isCheckmate('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1'), true);
});

test('same errors: ChessError with the same code, message and article', () => {
  const cases = [
    (m) => m.applyMove(START, 'e5'),
    (m) => m.applyMove(START, 'Nf6'),
    (m) => m.applyMove('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', { from: 'a7', to: 'a8' }),
    (m) => m.legalMoves('8/8/8/8/8/8/8/8 w - - 0 1'),
    (m) => m.legalMoves('not a fen'),
    (m) => m.legalMoves(42),
    (m) => m.perft(START, -1),
    (m) => m.chess960Fen(960),
  ];
  for (const run of cases) {
    const caught = (lib) => { try { run(lib); } catch (e) { return e; } return undefined; };
    const a = caught(core);
    const b = caught(full);
    assert.ok(a instanceof core.ChessError, String(run));
    assert.ok(a instanceof Error);
    assert.equal(a.name, 'ChessError');
    assert.deepEqual([a.code, a.message, a.article], [b.code, b.message, b.article], String(run));
  }
  assert.deepEqual(core.validateFen('8/8/8/8/8/8/8/8 w - - 0 1'), full.validateFen('8/8/8/8/8/8/8/8 w - - 0 1'));
  assert.equal(core.validateFen('8/8/8/8/8/8/8/8 w - - 0 1').errors[0].code, 'ERR_FEN_KINGS');
});

test('one ChessError across every entry, ESM and CommonJS: an error thrown by any is instanceof the class of each', async () => {
  const entries = {
    'esm chess-arbiter': full,
    'esm chess-arbiter/core': core,
    'esm chess-arbiter/compat': compat,
    'esm chess-arbiter/lessons': lessonKit,
    'cjs chess-arbiter': require('chess-arbiter'),
    'cjs chess-arbiter/core': require('chess-arbiter/core'),
    'cjs chess-arbiter/compat': require('chess-arbiter/compat'),
    'cjs chess-arbiter/lessons': require('chess-arbiter/lessons'),
  };
  const caught = async (fn) => { try { await fn(); } catch (e) { return e; } return undefined; };
  // What each entry throws, its own way (the free functions, compat's Chess, the lesson checker).
  const thrown = {};
  for (const [name, m] of Object.entries(entries)) {
    if (name.endsWith('/compat')) thrown[name] = await caught(() => new m.Chess().move('Ke3'));
    else if (name.endsWith('/lessons')) thrown[name] = await caught(() => m.checkExercise({}, []));
    else thrown[name] = await caught(() => m.applyMove(START, 'e5'));
  }
  assert.deepEqual(Object.fromEntries(Object.entries(thrown).map(([k, e]) => [k, e?.code])), {
    'esm chess-arbiter': 'ERR_ILLEGAL_MOVE',
    'esm chess-arbiter/core': 'ERR_ILLEGAL_MOVE',
    'esm chess-arbiter/compat': 'ERR_ILLEGAL_MOVE',
    'esm chess-arbiter/lessons': 'ERR_INVALID_ARGUMENT',
    'cjs chess-arbiter': 'ERR_ILLEGAL_MOVE',
    'cjs chess-arbiter/core': 'ERR_ILLEGAL_MOVE',
    'cjs chess-arbiter/compat': 'ERR_ILLEGAL_MOVE',
    'cjs chess-arbiter/lessons': 'ERR_INVALID_ARGUMENT',
  });
  const classes = new Set(Object.values(entries).map((m) => m.ChessError));
  assert.equal(classes.size, 1);
  const [ChessError] = classes;
  assert.equal(ChessError, globalThis[Symbol.for('chess-arbiter.ChessError')]);
  const slot = Object.getOwnPropertyDescriptor(globalThis, Symbol.for('chess-arbiter.ChessError'));
  assert.deepEqual([slot.enumerable, slot.writable, slot.configurable], [false, false, false]);
  for (const [from, e] of Object.entries(thrown)) {
    for (const [name, m] of Object.entries(entries)) {
      assert.ok(e instanceof m.ChessError, `thrown by ${from}, instanceof the ChessError of ${name}`);
    }
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'ChessError');
  }
});
