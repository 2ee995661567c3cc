// Option names (a new user's trial: `legalMoves(fen, { sqaure: 'e2' })` returned every move, the
// misspelt name ignored). Every public function, method and constructor of every entry that takes
// an options object refuses a name it does not read: ERR_INVALID_ARGUMENT (as a bad option
// value), "Invalid argument: options.NAME is not an option of FN (known: ...)", and changes
// nothing. The names it knows are the ones its published declaration lists (checked here with
// the TypeScript checker on the packed package's .d.ts files). `chess-arbiter/compat` is not
// strict: chess.js ignores unknown options (its suite runs in the `compat` stage).
import test from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as main from 'chess-arbiter';
import * as core from 'chess-arbiter/core';
import * as variants from 'chess-arbiter/variants';
import * as arbiter from 'chess-arbiter/arbiter';
import * as lessons from 'chess-arbiter/lessons';
import * as compat from 'chess-arbiter/compat';
import { consumerDir, repo } from './helpers.mjs';

const { ChessError } = main;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PGN = '[Event "x"]\n\n1. e4 e5 *';
const E4 = main.legalMoves(START, { square: 'e2' }).find((m) => m.san === 'e4');
const EXERCISE = lessons.lessons[0].exercises[0];

/** The first game of readGames(source, options), read to its end. */
async function readAll(read, source, options) {
  const out = [];
  for await (const item of read(source, options)) out.push(item);
  return out;
}

// Each options-taking export: the entries that export it, the name its messages give, where its
// declaration is (`fn`, `Class#method`, `Class.static`, `new Class`), and a call with `o` as its
// options (async ones return a Promise).
const CASES = [
  // The free functions of a position (chess-arbiter and chess-arbiter/core).
  ...['legalMoves', 'applyMove', 'isCheck', 'isCheckmate', 'isStalemate', 'validateFen', 'perft', 'perftCopyMake', 'toDests', 'isPromotion', 'checkSquare'].map((fn) => ({
    entries: { main, core },
    fn,
    decl: fn,
    call: (api, o) => {
      if (fn === 'applyMove') return api.applyMove(START, 'e4', o);
      if (fn === 'perft' || fn === 'perftCopyMake') return api[fn](START, 1, o);
      if (fn === 'isPromotion') return api.isPromotion(START, { from: 'e2', to: 'e4' }, o);
      return api[fn](START, o);
    },
  })),
  { entries: { main }, fn: 'canWin', decl: 'canWin', call: (api, o) => api.canWin(START, 'w', o) },
  { entries: { main }, fn: 'helpmate', decl: 'helpmate', call: (api, o) => api.helpmate('7k/8/8/8/8/8/8/K6Q w - - 0 1', 'w', o) },
  { entries: { main }, fn: 'explainMove', decl: 'explainMove', call: (api, o) => api.explainMove(START, 'e5', o) },
  { entries: { main }, fn: 'explainPosition', decl: 'explainPosition', call: (api, o) => api.explainPosition(START, o) },
  { entries: { main }, fn: 'formatSan', decl: 'formatSan', call: (api, o) => api.formatSan('Nf3', o) },
  { entries: { main }, fn: 'describeMove', decl: 'describeMove', call: (api, o) => api.describeMove(E4, o) },
  { entries: { main }, fn: 'readGames', decl: 'readGames', call: (api, o) => readAll(api.readGames, PGN, o) },
  { entries: { main }, fn: 'new Game', decl: 'new Game', call: (api, o) => new api.Game(undefined, o) },
  { entries: { main }, fn: 'Game.fromPgn', decl: 'Game.fromPgn', call: (api, o) => api.Game.fromPgn(PGN, o) },
  { entries: { main }, fn: 'Game.fromJSON', decl: 'Game.fromJSON', call: (api, o) => api.Game.fromJSON(new api.Game().toJSON(), o) },
  { entries: { main }, fn: 'Game#moves', decl: 'Game#moves', call: (api, o) => new api.Game().moves(o) },
  { entries: { main }, fn: 'Game#move', decl: 'Game#move', call: (api, o) => new api.Game().move('e4', o) },
  { entries: { main }, fn: 'Game#history', decl: 'Game#history', call: (api, o) => new api.Game().history(o) },
  { entries: { main }, fn: 'Game#toDests', decl: 'Game#toDests', call: (api, o) => new api.Game().toDests(o) },
  { entries: { main }, fn: 'Game#claimDraw', decl: 'Game#claimDraw', call: (api, o) => api.Game.fromPgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *').claimDraw('Ng8', o) },
  { entries: { main }, fn: 'Game#canWin', decl: 'Game#canWin', call: (api, o) => new api.Game().canWin('w', o) },
  { entries: { main }, fn: 'Game#pgn', decl: 'Game#pgn', call: (api, o) => new api.Game().pgn(o) },
  { entries: { main }, fn: 'gameState', decl: 'gameState', call: (api, o) => api.gameState(undefined, o) },
  { entries: { main }, fn: 'play', decl: 'play', call: (api, o) => api.play(api.gameState(), 'e4', o) },
  { entries: { main }, fn: 'claimDraw', decl: 'claimDraw', call: (api, o) => api.claimDraw(api.stateFromPgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *'), 'Ng8', o) },
  { entries: { main }, fn: 'stateFromPgn', decl: 'stateFromPgn', call: (api, o) => api.stateFromPgn(PGN, o) },
  { entries: { main }, fn: 'statePgn', decl: 'statePgn', call: (api, o) => api.statePgn(api.gameState(), o) },
  // chess-arbiter/variants
  ...['legalMoves', 'applyMove', 'isCheck', 'perft', 'validateFen', 'toDests', 'dropDests', 'outcome', 'pieceChanges', 'explainMove'].map((fn) => ({
    entries: { variants },
    fn,
    decl: fn,
    call: (api, o) => {
      if (fn === 'applyMove' || fn === 'pieceChanges' || fn === 'explainMove') return api[fn](START, 'e2e4', o);
      if (fn === 'perft') return api.perft(START, 1, o);
      if (fn === 'dropDests') return api.dropDests(START, 'p', o);
      return api[fn](START, o);
    },
  })),
  { entries: { variants }, fn: 'new Game', decl: 'new Game', call: (api, o) => new api.Game(undefined, o) },
  { entries: { variants }, fn: 'Game#history', decl: 'Game#history', call: (api, o) => new api.Game().history(o) },
  { entries: { variants }, fn: 'Game#toDests', decl: 'Game#toDests', call: (api, o) => new api.Game().toDests(o) },
  { entries: { variants }, fn: 'Game#pgn', decl: 'Game#pgn', call: (api, o) => new api.Game().pgn(o) },
  // chess-arbiter/arbiter (Arbiter#move's options are required: `at`)
  { entries: { arbiter }, fn: 'new Arbiter', decl: 'new Arbiter', call: (api, o) => new api.Arbiter(o) },
  { entries: { arbiter }, fn: 'Arbiter#move', decl: 'Arbiter#move', call: (api, o) => new api.Arbiter().move('e4', { at: 0, ...o }) },
  { entries: { arbiter }, fn: 'Arbiter.fromPgn', decl: 'Arbiter.fromPgn', call: (api, o) => api.Arbiter.fromPgn(PGN, o) },
  // chess-arbiter/lessons
  { entries: { lessons }, fn: 'checkExercise', decl: 'checkExercise', call: (api, o) => api.checkExercise(EXERCISE, [], o) },
];

/** The call's error (awaited for a Promise), or a failure when it did not throw. */
async function errorOf(fn) {
  let r;
  try {
    r = fn();
  } catch (e) {
    return e;
  }
  if (r && typeof r.then === 'function') {
    try {
      await r;
    } catch (e) {
      return e;
    }
  }
  return assert.fail('expected a ChessError');
}

const ENTRY_MODULES = { main: 'chess-arbiter', core: 'chess-arbiter/core', variants: 'chess-arbiter/variants', arbiter: 'chess-arbiter/arbiter', lessons: 'chess-arbiter/lessons' };

/**
 * The option names each declaration lists, by entry and `decl`: the properties of the type of its
 * parameter `options` (every overload's), read by the TypeScript checker from the packed
 * package's declarations.
 */
function declaredNames() {
  const ts = createRequire(path.join(repo, 'package.json'))('typescript');
  const dir = mkdtempSync(path.join(consumerDir(), 'options-'));
  try {
    const file = path.join(dir, 'probe.ts');
    writeFileSync(file, Object.entries(ENTRY_MODULES).map(([k, m]) => `export * as ${k} from '${m}';\n`).join(''));
    const program = ts.createProgram([file], { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true });
    const checker = program.getTypeChecker();
    const probe = checker.getSymbolAtLocation(program.getSourceFile(file));
    const out = {};
    for (const ns of checker.getExportsOfModule(probe)) {
      const entry = checker.getExportsOfModule(checker.getAliasedSymbol(ns));
      const names = {};
      const byName = new Map(entry.map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
      for (const c of CASES) {
        if (!(ns.name in c.entries)) continue;
        const m = /^(new )?(\w+)(?:([#.])(\w+))?$/.exec(c.decl);
        const sym = byName.get(m[2]);
        assert.ok(sym, `${ns.name} declares ${m[2]}`);
        const type = checker.getTypeOfSymbol(sym);
        let sigs;
        if (m[1]) {
          sigs = type.getConstructSignatures();
        } else if (m[3] === '.') {
          sigs = checker.getTypeOfSymbol(type.getProperty(m[4])).getCallSignatures();
        } else if (m[3] === '#') {
          const instance = checker.getDeclaredTypeOfSymbol(sym);
          sigs = checker.getTypeOfSymbol(instance.getProperty(m[4])).getCallSignatures();
        } else {
          sigs = type.getCallSignatures();
        }
        const set = new Set();
        for (const sig of sigs) {
          const p = sig.getParameters().find((x) => x.name === 'options');
          assert.ok(p, `${c.decl} of ${ns.name} has a parameter options`);
          const t = checker.getNonNullableType(checker.getTypeOfSymbol(p));
          for (const prop of checker.getPropertiesOfType(t)) set.add(prop.name);
        }
        names[c.decl] = [...set].sort();
      }
      out[ns.name] = names;
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('an unknown option name throws ERR_INVALID_ARGUMENT naming it, the function and the names its declaration lists', async () => {
  const declared = declaredNames();
  let n = 0;
  for (const c of CASES) {
    for (const [entry, api] of Object.entries(c.entries)) {
      const e = await errorOf(() => c.call(api, { bogus: 1 }));
      assert.ok(e instanceof ChessError, `${entry} ${c.fn}: a ChessError, got ${e}`);
      assert.equal(e.code, 'ERR_INVALID_ARGUMENT', `${entry} ${c.fn}: ${e.message}`);
      const m = /^Invalid argument: options\.bogus is not an option of (.+) \(known: (.+)\)$/.exec(e.message);
      assert.ok(m, `${entry} ${c.fn}: ${e.message}`);
      assert.equal(m[1], c.fn, e.message);
      assert.deepEqual(m[2].split(', ').sort(), declared[entry][c.decl], `${entry} ${c.fn}: the runtime's names and the declaration's`);
      n++;
    }
  }
  assert.equal(n, 62);
});

test('the messages, exactly', async () => {
  const exact = (fn, message) => {
    const e = fn();
    return assert.equal(e.message, message);
  };
  const thrown = (fn) => {
    try {
      fn();
    } catch (e) {
      return e;
    }
    return assert.fail('expected a throw');
  };
  exact(() => thrown(() => main.legalMoves(START, { sqaure: 'e2' })), 'Invalid argument: options.sqaure is not an option of legalMoves (known: square, chess960, relaxed, lesson)');
  exact(() => thrown(() => core.legalMoves(START, { sqaure: 'e2' })), 'Invalid argument: options.sqaure is not an option of legalMoves (known: square, chess960, relaxed, lesson)');
  exact(() => thrown(() => main.applyMove(START, 'e4', { strcit: true })), 'Invalid argument: options.strcit is not an option of applyMove (known: chess960, relaxed, lesson, strict, lang)');
  exact(() => thrown(() => new main.Game().move('e4', { square: 'e2' })), 'Invalid argument: options.square is not an option of Game#move (known: strict, lang)');
  exact(() => thrown(() => new main.Game(undefined, { lesson: true })), 'Invalid argument: options.lesson is not an option of new Game (known: chess960, relaxed, branching)');
  exact(() => thrown(() => main.Game.fromPgn(PGN, { headersOnly: true })), 'Invalid argument: options.headersOnly is not an option of Game.fromPgn (known: strict, chess960, relaxed, skipBadVariations, branching)');
  exact(() => thrown(() => new main.Game().pgn({ White: 'A' })), 'Invalid argument: options.White is not an option of Game#pgn (known: maxLineLength, comments, nags, variations, tags)');
  exact(() => thrown(() => variants.legalMoves(START, { variant: 'atomic', sqaure: 'e2' })), 'Invalid argument: options.sqaure is not an option of legalMoves (known: variant, square)');
  exact(() => thrown(() => new arbiter.Arbiter({ timeControl: '60', fne: START })), 'Invalid argument: options.fne is not an option of new Arbiter (known: timeControl, fen, chess960, start, lag)');
  exact(() => thrown(() => new arbiter.Arbiter({ lag: { qouta: 1 } })), 'Invalid argument: options.lag.qouta is not an option of new Arbiter (known: quota, gain, max, perMove)');
  exact(() => thrown(() => arbiter.Arbiter.fromPgn(PGN, { lag: { perMoves: 1 } })), 'Invalid argument: options.lag.perMoves is not an option of Arbiter.fromPgn (known: quota, gain, max, perMove)');
  // A name that is no identifier is quoted (and cut at 32 characters).
  exact(() => thrown(() => main.perft(START, 1, { 'chess 960': true })), 'Invalid argument: options["chess 960"] is not an option of perft (known: chess960, relaxed, lesson)');
  exact(() => thrown(() => main.perft(START, 1, { ['x'.repeat(40)]: 1 })), `Invalid argument: options["${'x'.repeat(32)}"] is not an option of perft (known: chess960, relaxed, lesson)`);
  // Async functions reject (readGames on its first step).
  await assert.rejects(main.explainMove(START, 'e4', { language: 'ru' }), { code: 'ERR_INVALID_ARGUMENT', message: 'Invalid argument: options.language is not an option of explainMove (known: lang, chess960, relaxed, lesson)' });
  await assert.rejects(readAll(main.readGames, PGN, { headerOnly: true }), { code: 'ERR_INVALID_ARGUMENT', message: 'Invalid argument: options.headerOnly is not an option of readGames (known: strict, chess960, relaxed, skipBadVariations, branching, headersOnly)' });
  await assert.rejects(lessons.checkExercise(EXERCISE, [], { lng: 'ru' }), { code: 'ERR_INVALID_ARGUMENT', message: 'Invalid argument: options.lng is not an option of checkExercise (known: lang)' });
});

test('only own enumerable string keys are names: inherited, non-enumerable and symbol keys are not refused', () => {
  const inherited = Object.create({ bogus: 1 });
  inherited.square = 'e2';
  assert.deepEqual(main.legalMoves(START, inherited).map((m) => m.san), ['e3', 'e4']);
  const hidden = { square: 'e2' };
  Object.defineProperty(hidden, 'bogus', { value: 1, enumerable: false });
  assert.deepEqual(main.legalMoves(START, hidden).map((m) => m.san), ['e3', 'e4']);
  assert.deepEqual(main.legalMoves(START, { square: 'e2', [Symbol('x')]: 1 }).map((m) => m.san), ['e3', 'e4']);
  // A bad value is refused as before, with the same code.
  assert.throws(() => main.legalMoves(START, { chess960: 'false' }), { code: 'ERR_INVALID_ARGUMENT', message: 'Invalid argument: options.chess960 must be true or false, got "false"' });
});

test('the known names still work', async () => {
  for (const api of [main, core]) {
    assert.deepEqual(api.legalMoves(START, { square: 'e2', chess960: false, relaxed: false, lesson: false }).map((m) => m.san), ['e3', 'e4']);
    assert.equal(api.applyMove(START, 'e4', { strict: true, chess960: false, relaxed: true, lesson: false }), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.equal(api.perft(START, 2, { chess960: false, relaxed: true, lesson: false }), 400);
    assert.deepEqual(api.toDests(START, { castling: 'king', relaxed: true }).get('g1'), ['f3', 'h3']);
    assert.deepEqual(api.validateFen('8/8/8/8/8/8/8/R7 w - - 0 1', { lesson: true }), { ok: true });
  }
  assert.equal(main.applyMove(START, 'Кf3', { lang: 'ru' }), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  assert.equal(main.formatSan('Nf3', { lang: 'cs', figurines: false }), 'Jf3');
  assert.equal(main.describeMove(E4, { lang: 'en' }), 'White pawn from e2 to e4');
  assert.equal(await main.canWin('7k/8/8/8/8/8/8/K7 w - - 0 1', 'w', { nodes: 1000, relaxed: true }), false);
  assert.equal((await main.explainMove(START, 'e5', { lang: 'en', chess960: false })).legal, false);
  const g = main.Game.fromPgn(PGN, { strict: true, skipBadVariations: true, branching: 'replace' });
  assert.equal(g.branching(), 'replace');
  assert.deepEqual(g.history({ verbose: false }), ['e4', 'e5']);
  assert.deepEqual(g.moves({ square: 'g1' }).map((m) => m.san), ['Ne2', 'Nf3', 'Nh3']);
  assert.equal(g.move('Nf3', { strict: true, lang: 'en' }).san, 'Nf3');
  assert.match(g.pgn({ maxLineLength: 40, comments: false, nags: false, variations: false, tags: { White: 'A' } }), /\[White "A"\]/);
  const [item] = await readAll(main.readGames, PGN, { headersOnly: true, strict: false });
  assert.deepEqual(item, { index: 1, tags: { Event: 'x' } });
  assert.equal(main.statePgn(main.play(main.gameState(undefined, { branching: 'variation' }), 'e4', { strict: true }), { maxLineLength: 79, tags: { White: 'B' } }).includes('[White "B"]'), true);
  assert.deepEqual(variants.legalMoves('8/8/8/8/8/8/8/K1k5 w - - 0 1', { variant: 'antichess' }).length > 0, true);
  assert.equal(new variants.Game(undefined, { variant: 'atomic' }).pgn({ maxLineLength: 79, tags: { White: 'C' } }).includes('[White "C"]'), true);
  const a = new arbiter.Arbiter({ timeControl: '60+1', lag: { quota: 1000, gain: 500, max: 2000, perMove: 1000 }, start: 'online', chess960: false });
  assert.equal(a.move('e4', { at: 0, lag: 0, color: 'w' }).san, 'e4');
  a.free();
  const r = await lessons.checkExercise(EXERCISE, [], { lang: 'en' });
  assert.deepEqual(r, { done: false, fen: EXERCISE.fen });
});

test('a call refused for an unknown option name changes nothing', () => {
  const bad = { bogus: 1 };
  const g = main.Game.fromPgn(PGN);
  const before = JSON.stringify(g.toJSON());
  assert.throws(() => g.move('Nf3', bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => g.claimDraw(undefined, bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => g.pgn(bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.equal(JSON.stringify(g.toJSON()), before);
  assert.equal(g.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(g.move('Nf3').san, 'Nf3');
  g.free();

  const s = main.gameState();
  assert.throws(() => main.play(s, 'e4', bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.equal(s.length, 0);
  assert.equal(main.play(s, 'e4').length, 1);

  const vg = new variants.Game(undefined, { variant: 'atomic' });
  const vfen = vg.fen();
  assert.throws(() => vg.pgn(bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => vg.history(bad), { code: 'ERR_INVALID_ARGUMENT' });
  assert.equal(vg.fen(), vfen);

  const a = new arbiter.Arbiter({ timeControl: '60' });
  const snap = JSON.stringify(a.toJSON());
  assert.throws(() => a.move('e4', { at: 0, bogus: 1 }), { code: 'ERR_INVALID_ARGUMENT' });
  assert.equal(JSON.stringify(a.toJSON()), snap);
  assert.equal(a.move('e4', { at: 0 }).san, 'e4');
  a.free();
});

test('chess-arbiter/compat keeps chess.js\'s behaviour: unknown options are ignored', () => {
  const chess = new compat.Chess(undefined, { bogus: 1 });
  assert.deepEqual(chess.moves({ square: 'e2', bogus: 1 }), ['e3', 'e4']);
  assert.equal(chess.move('e4', { bogus: 1 }).san, 'e4');
  assert.deepEqual(chess.history({ verbose: false, bogus: 1 }), ['e4']);
});
