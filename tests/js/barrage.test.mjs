// Bad input from JS at every exported function and every Game method: each call returns a value
// or throws (rejects) a ChessError with a string code, never a trap or another kind of throw;
// after more than 10,000 such calls the module still gives exact answers and every Game is
// unchanged. New exports and methods are picked up automatically.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const HUGE = 'x'.repeat(10 * 1024 * 1024);
const BAD_VALUES = [
  undefined, null, 0, 42, -1, 1.5, NaN, Infinity, 2 ** 53, -0, true, false, {}, [], [START], () => START,
  Symbol('s'), 10n, new Date(0), /e4/, { from: 'e2' }, { from: 'e2', to: 'e4', promotion: 7 },
  '', ' ', '\0', '\uD800', '\uDFFF\uD800e4', 'é4', 'e2e4\u0000',
];
const BAD_FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', // 7 ranks
  'rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // 9 ranks
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1', // three kings
  '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1', // castling rights without rooks
  '4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999 1', // huge clock
  '4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295', // clocks at u32 max
  '4k3/8/8/8/8/8/8/4K3 w - - -1 1',
  '8/8/8/8/8/8/8/8 w - - 0 1',
  'B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1',
  `${START} extra fields here`,
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1',
  'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'k7/P7/8/8/8/8/8/K7 w - - 0 1',
];
const BAD_MOVES = [
  'e9e4', 'Qxx', 'O-O-O-O', 'e7e8k', 'e7e8p', 'e2e4e6', 'Kxx9', 'N', 'x', '0000', 'e2-e4!!??',
  { from: 'e7', to: 'e8', promotion: 'k' }, { from: 'e7', to: 'e8', promotion: 'p' },
  { from: 'e2', to: 'e4', promotion: 'qq' }, { from: 'i2', to: 'e4' }, { from: 'e2', to: 'e4', promotion: {} },
];
const ALL = [...BAD_VALUES, ...BAD_FENS, ...BAD_MOVES, START];

let calls = 0;
const THREW = Symbol('threw');

/** Calls fn; any result is fine, a throw must be a ChessError with a string code (then THREW). */
async function probe(what, fn) {
  calls++;
  let result;
  try {
    result = fn();
    if (result && typeof result.then === 'function') result = await result;
  } catch (e) {
    assert.ok(e instanceof A.ChessError, `${what}: threw ${e && e.constructor && e.constructor.name}: ${e && e.message}`);
    assert.equal(typeof e.code, 'string', what);
    assert.notEqual(e.code, 'ERR_INTERNAL', `${what}: ${e.message}`);
    assert.ok(e.message.length > 0 && e.message.length < 2000, `${what}: message of ${e.message.length} characters`);
    return THREW;
  }
  return result;
}

function label(x) {
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…(${x.length})` : x);
  if (typeof x === 'symbol' || typeof x === 'bigint') return String(x);
  try { return JSON.stringify(x) ?? String(x); } catch { return String(x); }
}

const functions = Object.entries(A).filter(([name, f]) => typeof f === 'function' && !/^[A-Z]/.test(name));

test('every exported function survives bad input of every type', async () => {
  const options = [undefined, null, 42, 'x', [], { chess960: 'yes', square: 'z9', strict: 1, lang: 'xx' }, { square: {} }, { relaxed: true }];
  for (const [name, fn] of functions) {
    for (const a of ALL) {
      await probe(`${name}(${label(a)})`, () => fn(a));
      for (const b of [...BAD_VALUES.slice(0, 22), ...BAD_MOVES, 3]) {
        await probe(`${name}(${label(a)}, ${label(b)})`, () => fn(a, b));
      }
      for (const o of options) await probe(`${name}(${label(a)}, 1, ${label(o)})`, () => fn(a, 1, o));
    }
    // 10 MB strings: copied into wasm on every call, so a few calls each.
    for (const huge of [HUGE, `${START} ${HUGE}`]) {
      await probe(`${name}(huge)`, () => fn(huge));
      await probe(`${name}(START, huge)`, () => fn(START, huge));
      await probe(`${name}(START, 1, { square: huge, lang: huge })`, () => fn(START, 1, { square: huge, lang: huge }));
    }
    // A good FEN with every bad second argument and bad options.
    for (const b of ALL) {
      for (const o of options) await probe(`${name}(START, ${label(b)}, ${label(o)})`, () => fn(START, b, o));
    }
  }
});

test('every Game method survives bad input and leaves the game unchanged', async () => {
  const game = new A.Game();
  game.move('e4');
  game.move('c5');
  game.move('Nf3');
  const fen = game.fen();
  const history = game.history().join(' ');
  const methods = Object.getOwnPropertyNames(A.Game.prototype).filter((m) => m !== 'constructor' && m !== 'free' && typeof game[m] === 'function');
  assert.ok(methods.length >= 10, methods.join());
  // Methods that change a game when their input is good (undo, redo, goto, claimDraw) are probed
  // on a fresh copy each time: when a call throws, the copy must be exactly as it was.
  const mutators = new Set(['undo', 'redo', 'goto', 'claimDraw', 'gotoNode', 'setBranching', 'promoteVariation', 'promoteToMainline', 'reorder', 'deleteNode', 'deleteAfter', 'setAnnotations']);
  const state = (g) => JSON.stringify([g.fen(), g.ply(), g.history(), g.toJSON(), g.outcome() ?? null]);
  const before = state(game);
  for (const m of methods) {
    for (const a of [...ALL, HUGE]) {
      if (m === 'move' && a === START) continue; // START is not a move; fine either way, but keep the game fixed
      if (m === 'move' && (a === null || a === '0000')) continue; // a null move, which is played
      for (const args of [[a], [a, a]]) {
        const target = mutators.has(m) ? game.clone() : game;
        const r = await probe(`game.${m}(${args.map(label).join(', ')})`, () => target[m](...args));
        if (r === THREW) assert.equal(state(target), before, `game.${m}(${args.map(label).join(', ')}) threw and changed the game`);
        if (target !== game) target.free();
      }
    }
    assert.equal(game.fen(), fen, `after game.${m}`);
    assert.equal(game.history().join(' '), history, `after game.${m}`);
  }
  for (const a of ALL) {
    await probe(`new Game(${label(a)})`, () => new A.Game(a));
    await probe(`new Game(START, ${label(a)})`, () => new A.Game(START, a));
  }
  game.free();
});

test('after the barrage the module still answers exactly', () => {
  assert.ok(calls > 10_000, `only ${calls} calls`);
  assert.equal(A.perft(START, 3), 8902);
  assert.equal(A.legalMoves(START).length, 20);
  assert.equal(A.applyMove(START, 'e4'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  const g = new A.Game();
  assert.equal(g.move('f3').san, 'f3');
  g.move('e5');
  g.move('g4');
  assert.equal(g.move('Qh4#').san, 'Qh4#');
  assert.equal(g.isCheckmate(), true);
  g.free();
});
