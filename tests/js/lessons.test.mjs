// chess-arbiter/lessons from the packed package: every exercise's solution completes it, one
// wrong try per exercise gives the ruling of the rule it breaks (code, article, shapes, message),
// the lessons follow Article 3, the texts load per language (ESM and CommonJS).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { lessons, loadLessons, checkExercise, lessonTexts } from 'chess-arbiter/lessons';
import { ChessError, applyMove, legalMoves, validateFen } from 'chess-arbiter';

const require = createRequire(import.meta.url);
const LANGS = ['en', 'hy', 'fa', 'ru', 'cs'];
const all = () => lessons.flatMap((l) => l.exercises);

test('the lessons follow Article 3, then Art. 5.1 and 5.2; at least 60 exercises, at least 2 a lesson', () => {
  assert.deepEqual(lessons.map((l) => `${l.id} ${l.article}`), [
    'capture 3.1', 'bishop 3.2', 'rook 3.3', 'queen 3.4', 'noJumping 3.5', 'knight 3.6', 'pawn 3.7.1',
    'enPassant 3.7.4', 'promotion 3.7.5', 'king 3.8.1', 'castling 3.8.2', 'castlingRights 3.8.2.1',
    'castlingPrevented 3.8.2.2', 'check 3.9', 'pin 3.9.2', 'checkmate 5.1', 'stalemate 5.2',
  ]);
  assert.equal(all().length, 61);
  for (const l of lessons) assert.ok(l.exercises.length >= 2, l.id);
  assert.equal(new Set(all().map((e) => e.id)).size, 61);
});

test('kingless lesson positions need { lesson: true }; ERR_FEN_KINGS stays for normal input', () => {
  const rook = '8/8/8/8/8/8/8/R7 w - - 0 1';
  assert.throws(() => legalMoves(rook), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_FEN');
  assert.deepEqual(validateFen(rook).errors.map((e) => e.code), ['ERR_FEN_KINGS', 'ERR_FEN_KINGS']);
  assert.deepEqual(validateFen(rook, { relaxed: true }).errors.map((e) => e.code), ['ERR_FEN_KINGS', 'ERR_FEN_KINGS']);
  assert.deepEqual(validateFen(rook, { lesson: true }), { ok: true });
  assert.deepEqual(legalMoves(rook, { lesson: true }).map((m) => m.san).sort(),
    ['Ra2', 'Ra3', 'Ra4', 'Ra5', 'Ra6', 'Ra7', 'Ra8', 'Rb1', 'Rc1', 'Rd1', 'Re1', 'Rf1', 'Rg1', 'Rh1']);
  let kingless = 0;
  for (const e of all()) {
    if (!validateFen(e.fen).ok) {
      kingless++;
      assert.deepEqual(validateFen(e.fen, { lesson: true }), { ok: true }, e.id);
    }
  }
  assert.equal(kingless, 38);
});

test('every exercise: its solution completes it, and no shorter prefix does', async () => {
  for (const e of all()) {
    // The final position, replayed move by move with applyMove: the learner's move, then,
    // between two of them, the scripted reply or, with none, a pass (a null move).
    let fen = e.fen;
    e.solution.forEach((uci, i) => {
      fen = applyMove(fen, uci, { lesson: true });
      if (i < e.solution.length - 1) fen = applyMove(fen, e.replies?.[i] ?? null, { lesson: true });
    });
    assert.deepEqual(await checkExercise(e, e.solution), { done: true, fen }, e.id);
    const partial = await checkExercise(e, e.solution.slice(0, -1));
    assert.equal(partial.done, false, e.id);
    assert.equal(partial.failed, undefined, e.id);
  }
});

const RULED = {
  ERR_OWN_PIECE_ON_TARGET: ['3.1', 1], ERR_BISHOP_MOVE: ['3.2', 1], ERR_ROOK_MOVE: ['3.3', 1], ERR_QUEEN_MOVE: ['3.4', 1],
  ERR_PIECE_IN_THE_WAY: ['3.5', 2], ERR_KNIGHT_MOVE: ['3.6', 1], ERR_PAWN_MOVE: ['3.7.1', 1], ERR_PAWN_BACKWARD: ['3.7.1', 1],
  ERR_PAWN_BLOCKED: ['3.7.1', 2], ERR_PAWN_DOUBLE_STEP: ['3.7.2', 1], ERR_PAWN_DIAGONAL: ['3.7.3', 1],
  ERR_EN_PASSANT_EXPIRED: ['3.7.4.2', 2], ERR_PROMOTION_REQUIRED: ['3.7.5.1', 1], ERR_PROMOTION_PIECE: ['3.7.5.1', 1],
  ERR_KING_MOVE: ['3.8.1', 1], ERR_CASTLING_KING_MOVED: ['3.8.2.1.1', 1], ERR_CASTLING_ROOK_MOVED: ['3.8.2.1.2', 2],
  ERR_CASTLING_OUT_OF_CHECK: ['3.8.2.2.1', 1], ERR_CASTLING_THROUGH_CHECK: ['3.8.2.2.1', 1], ERR_CASTLING_INTO_CHECK: ['3.8.2.2.1', 1],
  ERR_CASTLING_BLOCKED: ['3.8.2.2.2', 1], ERR_KING_INTO_CHECK: ['3.9.2', 1], ERR_KING_LEFT_IN_CHECK: ['3.9.2', 1], ERR_PINNED: ['3.9.2', 2],
};

test('every exercise: its wrong try is ruled with the code, the article and shapes', async () => {
  for (const e of all()) {
    const r = await checkExercise(e, [e.wrong.uci], { lang: 'en' });
    assert.equal(r.done, false, e.id);
    assert.equal(r.failed, true, e.id);
    assert.equal(r.fen, e.fen, e.id);
    assert.equal(r.ruling.code, e.wrong.code, e.id);
    // The article of the Laws each rule is in, and how many shapes its ruling draws (exact
    // shapes are asserted case by case in tests/js/rulings.test.mjs).
    const [article, shapes] = RULED[e.wrong.code];
    assert.equal(r.ruling.article, article, e.id);
    assert.equal(r.ruling.shapes.length, shapes, `${e.id}: shapes`);
    for (const s of r.ruling.shapes) assert.ok(['red', 'yellow'].includes(s.brush), e.id);
    assert.match(r.ruling.message, /\(Art\. [\d.]+\)$/, e.id);
  }
});

test('exact results: a ruling with its shapes, a scripted reply, a missed goal', async () => {
  const byId = Object.fromEntries(all().map((e) => [e.id, e]));
  // The rook on a1 may not pass the knight on a4 (Art. 3.5): the attempt, the knight circled.
  assert.deepEqual(await checkExercise(byId['noJumping-1'], ['a1a8']), {
    done: false, failed: true, fen: '8/8/8/8/N7/8/8/R7 w - - 0 1',
    ruling: {
      code: 'ERR_PIECE_IN_THE_WAY', article: '3.5', squares: ['a1', 'a4'],
      shapes: [{ orig: 'a1', dest: 'a8', brush: 'red' }, { orig: 'a4', brush: 'yellow' }],
      message: 'The rook on a1 cannot jump over the knight on a4. (Art. 3.5)',
    },
  });
  // A pinned knight: the pinner's arrow to the king, the knight circled (Art. 3.9.2).
  const pin = await checkExercise(byId['pin-1'], ['e2c3'], { lang: 'ru' });
  assert.deepEqual(pin.ruling.shapes, [{ orig: 'e7', dest: 'e1', brush: 'red' }, { orig: 'e2', brush: 'yellow' }]);
  assert.equal(pin.ruling.code, 'ERR_PINNED');
  // En passant after the scripted double step d7-d5.
  assert.deepEqual(await checkExercise(byId['enPassant-2'], ['e4e5']), { done: false, fen: '8/8/8/3pP3/8/8/8/8 w - d6 0 2' });
  // The other side passes when no reply is scripted.
  assert.deepEqual(await checkExercise(byId['rook-1'], ['a1a8']), { done: false, fen: 'R7/8/8/8/8/8/8/8 w - - 2 2' });
  // A legal move that misses a one-move goal: stalemate instead of mate (Art. 5.2).
  assert.deepEqual(await checkExercise(byId['stalemate-2'], ['c1c7']), { done: false, failed: true, fen: 'k7/2Q5/1K6/8/8/8/8/8 b - - 1 1' });
  // A capture on the wrong square does not count.
  const two = await checkExercise(byId['capture-1'], ['a1a5']);
  assert.equal(two.done, false);
  // (chess-arbiter/lessons bundles its own copy of the package for Node, as compat does; its
  // ChessError is still the one class of every entry.)
  await assert.rejects(checkExercise({}, []), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT');
  await assert.rejects(checkExercise(byId['rook-1'], 'a1a8'), (e) => e.code === 'ERR_INVALID_ARGUMENT'
    && e.message === 'Invalid argument: played must be an array of UCI strings, got string');
  // The element at fault named (it said "played must be an array of UCI strings, got an array").
  await assert.rejects(checkExercise(byId['rook-1'], ['a1a8', null]), (e) => e.code === 'ERR_INVALID_ARGUMENT'
    && e.message === 'Invalid argument: played[1] must be a UCI string, got null');
});

test('texts in every language: titles, rules, goals, loaded on demand; Persian right to left', async () => {
  assert.equal(lessons[0].title.hy, undefined);
  for (const lang of LANGS) {
    await loadLessons(lang);
    const t = await lessonTexts(lang);
    assert.equal(t.dir, lang === 'fa' ? 'rtl' : 'ltr');
    for (const l of lessons) {
      assert.ok(l.title[lang]?.length >= 2, `${lang} ${l.id} title`);
      assert.ok(l.rule[lang]?.length > 20, `${lang} ${l.id} rule`);
      for (const e of l.exercises) assert.ok(e.goal[lang]?.length > 5, `${lang} ${e.id} goal`);
    }
  }
  const byId = Object.fromEntries(all().map((e) => [e.id, e]));
  assert.equal(byId['promotion-2'].goal.en, 'Promote a pawn to a knight.');
  assert.equal(byId['promotion-2'].goal.ru, 'Превратите пешку в коня.');
  assert.equal(byId['promotion-2'].goal.cs, 'Proměňte pěšce v jezdce.');
  assert.equal(byId['promotion-2'].goal.hy, 'Զինվորը փոխարինեք ձիով։');
  assert.equal(byId['promotion-2'].goal.fa, 'پیاده را به اسب ترفیع دهید.');
  assert.equal(byId['rook-2'].goal.en, 'Capture every enemy piece: d7, d2, g2.');
  assert.equal(lessons[2].title.ru, 'Ладья');
  await assert.rejects(loadLessons('de'), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT');
});

test('CommonJS: require("chess-arbiter/lessons") has the same exports and runs an exercise', async () => {
  const cjs = require('chess-arbiter/lessons');
  assert.deepEqual(Object.keys(cjs).sort(), ['ChessError', 'checkExercise', 'lessonTexts', 'lessons', 'loadLessons']);
  const e = cjs.lessons[1].exercises[0];
  assert.equal((await cjs.checkExercise(e, e.solution)).done, true);
  await cjs.loadLessons('fa');
  assert.equal(cjs.lessons[1].title.fa, 'فیل');
});
