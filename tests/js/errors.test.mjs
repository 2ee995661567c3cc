// Every check the JS face makes itself (src/js/rules.js and src/js/api.js: argument types,
// squares, the promotion letter, depths, Chess960 numbers, plies, options, snapshots, PGN tags,
// a freed game), each through the packed package with its exact code, message and article; the
// rules-only build `chess-arbiter/core` gives the same errors for its functions. A failed call
// leaves the game as it was. (Errors the core decides, such as ERR_ILLEGAL_MOVE for a legal-
// looking move, are tested in api.test.mjs, game.test.mjs and rulings.test.mjs.)
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';
import * as core from 'chess-arbiter/core';
import * as L from 'chess-arbiter/lessons';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PROMO = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';

/** Asserts that `fn` throws a ChessError of `lib` with exactly this code, message and article. */
function throwsExactly(lib, fn, code, message, article) {
  let thrown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  assert.ok(thrown instanceof lib.ChessError, `expected a ChessError ${code}, got ${thrown}`);
  assert.ok(thrown instanceof Error);
  assert.equal(thrown.name, 'ChessError');
  assert.deepEqual({ code: thrown.code, message: thrown.message, article: thrown.article }, { code, message, article });
}

async function rejectsExactly(promise, code, message) {
  await assert.rejects(promise, (e) => {
    assert.ok(e instanceof A.ChessError);
    assert.deepEqual({ code: e.code, message: e.message, article: e.article }, { code, message, article: undefined });
    return true;
  });
}

const ARG = 'ERR_INVALID_ARGUMENT';

// [what, call (given the library), message] for the checks rules.js makes: shared by both builds.
const RULES_CASES = [
  ['fen not a string', (L) => L.legalMoves(42), 'Invalid argument: the FEN must be a string, got number'],
  ['fen null', (L) => L.applyMove(null, 'e4'), 'Invalid argument: the FEN must be a string, got null'],
  ['fen an array', (L) => L.isCheck([]), 'Invalid argument: the FEN must be a string, got an array'],
  ['fen an object', (L) => L.perft({}, 1), 'Invalid argument: the FEN must be a string, got an object'],
  ['fen undefined', (L) => L.toDests(undefined), 'Invalid argument: the FEN must be a string, got undefined'],
  ['options a string', (L) => L.legalMoves(START, 'chess960'), 'Invalid argument: options must be an object, got string'],
  ['options an array', (L) => L.isCheckmate(START, []), 'Invalid argument: options must be an object, got an array'],
  ['options a number', (L) => L.isStalemate(START, 1), 'Invalid argument: options must be an object, got number'],
  ['options.chess960 a string', (L) => L.toDests('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', { chess960: 'false' }), 'Invalid argument: options.chess960 must be true or false, got "false"'],
  ['options.relaxed a string', (L) => L.legalMoves('k7/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1', { relaxed: 'no' }), 'Invalid argument: options.relaxed must be true or false, got "no"'],
  ['options.strict a number', (L) => L.applyMove(START, 'e4', { strict: 1 }), 'Invalid argument: options.strict must be true or false, got number'],
  ['options.square off the board', (L) => L.legalMoves(START, { square: 'i9' }), 'Invalid argument: options.square must be a square name from a1 to h8, got "i9"'],
  ['options.square upper case', (L) => L.legalMoves(START, { square: 'E2' }), 'Invalid argument: options.square must be a square name from a1 to h8, got "E2"'],
  ['options.square a number', (L) => L.legalMoves(START, { square: 12 }), 'Invalid argument: options.square must be a square name from a1 to h8, got number'],
  ['options.square long text cut to 16', (L) => L.legalMoves(START, { square: 'e2'.repeat(20) }), `Invalid argument: options.square must be a square name from a1 to h8, got ${JSON.stringify('e2'.repeat(8))}`],
  ['move a number', (L) => L.applyMove(START, 42), 'Invalid argument: move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got number'],
  ['move an array', (L) => L.applyMove(START, ['e2', 'e4']), 'Invalid argument: move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got an array'],
  ['move undefined', (L) => L.applyMove(START), 'Invalid argument: move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got undefined'],
  ['move.from missing', (L) => L.applyMove(START, { to: 'e4' }), 'Invalid argument: move.from must be a square name from a1 to h8, got undefined'],
  ['move.to off the board', (L) => L.applyMove(START, { from: 'a1', to: 'a9' }), 'Invalid argument: move.to must be a square name from a1 to h8, got "a9"'],
  ['depth negative', (L) => L.perft(START, -1), 'Invalid argument: depth must be a whole number from 0 to 15, got -1'],
  ['depth 16', (L) => L.perft(START, 16), 'Invalid argument: depth must be a whole number from 0 to 15, got 16'],
  ['depth a fraction', (L) => L.perftCopyMake(START, 1.5), 'Invalid argument: depth must be a whole number from 0 to 15, got 1.5'],
  ['depth a string', (L) => L.perft(START, '2'), 'Invalid argument: depth must be a whole number from 0 to 15, got string'],
  ['chess960Fen 960', (L) => L.chess960Fen(960), 'Invalid argument: n must be a whole number from 0 to 959, got 960'],
  ['chess960Fen -1', (L) => L.chess960Fen(-1), 'Invalid argument: n must be a whole number from 0 to 959, got -1'],
  ['chess960Fen NaN', (L) => L.chess960Fen(NaN), 'Invalid argument: n must be a whole number from 0 to 959, got NaN'],
  ['chess960Fen a string', (L) => L.chess960Fen('518'), 'Invalid argument: n must be a whole number from 0 to 959, got string'],
];

test('the free functions: each argument check gives ERR_INVALID_ARGUMENT and its exact message, in both builds', () => {
  for (const lib of [A, core]) {
    for (const [what, fn, message] of RULES_CASES) {
      try {
        throwsExactly(lib, () => fn(lib), ARG, message, undefined);
      } catch (e) {
        e.message = `${lib === core ? 'core' : 'full'}: ${what}: ${e.message}`;
        throw e;
      }
    }
  }
  // The bounds themselves are accepted.
  assert.equal(A.perft(START, 0), 1);
  assert.equal(A.chess960Fen(0), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
  assert.equal(A.chess960Fen(959), 'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1');
});

test('a promotion: q, r, b, n in either case; k or p ERR_ILLEGAL_MOVE under Art. 3.7.5.1; anything else (no piece letter, no string) ERR_INVALID_ARGUMENT naming q, r, b, n, in both builds and in Game.move', () => {
  const msg = (got) => `A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got ${got}`;
  const rule = [['k', msg('"k"')], ['K', msg('"K"')], ['p', msg('"p"')]];
  // A trial found { promotion: 'x' } ERR_ILLEGAL_MOVE: a letter that names no piece is a typo, not
  // a rule; so is a promotion that is no string (applyMove(fen, { ..., promotion: 1 })).
  const arg = (got) => `Invalid argument: move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got ${got}`;
  const input = [['x', '"x"'], ['qq', '"qq"'], ['', '""'], ['queen-and-more', '"queen-an"'], [1, 'number'], [5, 'number'],
    [{}, 'an object'], [true, 'boolean'], [['q'], 'an array']];
  for (const lib of [A, core]) {
    for (const [promotion, message] of rule) {
      throwsExactly(lib, () => lib.applyMove(PROMO, { from: 'a7', to: 'a8', promotion }), 'ERR_ILLEGAL_MOVE', message, '3.7.5.1');
    }
    for (const [promotion, got] of input) {
      throwsExactly(lib, () => lib.applyMove(PROMO, { from: 'a7', to: 'a8', promotion }), ARG, arg(got), undefined);
      throwsExactly(lib, () => lib.isPromotion(PROMO, { from: 'a7', to: 'a8', promotion }), ARG, arg(got), undefined);
    }
    // Any case of the four letters is read.
    assert.equal(lib.applyMove(PROMO, { from: 'a7', to: 'a8', promotion: 'N' }), 'N3k3/8/8/8/8/8/8/4K3 b - - 0 1');
    assert.equal(lib.applyMove(PROMO, { from: 'a7', to: 'a8', promotion: 'q' }), 'Q3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  }
  const g = new A.Game(PROMO);
  throwsExactly(A, () => g.move({ from: 'a7', to: 'a8', promotion: 'k' }), 'ERR_ILLEGAL_MOVE', msg('"k"'), '3.7.5.1');
  throwsExactly(A, () => g.move({ from: 'a7', to: 'a8', promotion: 'x' }), ARG, arg('"x"'), undefined);
  throwsExactly(A, () => g.move({ from: 'a7', to: 'a8', promotion: 1 }), ARG, arg('number'), undefined);
  assert.equal(g.fen(), PROMO);
  assert.equal(g.move({ from: 'a7', to: 'a8', promotion: 'r' }).san, 'a8=R+');
});

test('null and undefined: new Game() takes them for the starting position, a function of a position refuses them; an empty FEN is one error, ERR_FEN_EMPTY', () => {
  for (const fen of [undefined, null]) {
    assert.equal(new A.Game(fen).fen(), START);
    assert.equal(new A.Game(fen, { branching: 'replace' }).fen(), START);
  }
  for (const lib of [A, core]) {
    for (const [fen, got] of [[null, 'null'], [undefined, 'undefined']]) {
      throwsExactly(lib, () => lib.legalMoves(fen), ARG, `Invalid argument: the FEN must be a string, got ${got}`, undefined);
      throwsExactly(lib, () => lib.isCheck(fen), ARG, `Invalid argument: the FEN must be a string, got ${got}`, undefined);
      assert.deepEqual(lib.validateFen(fen), { ok: false, errors: [{ code: ARG, message: `Invalid argument: the FEN must be a string, got ${got}` }] });
    }
    for (const fen of ['', '   ', '\t\n']) {
      throwsExactly(lib, () => lib.legalMoves(fen), 'ERR_INVALID_FEN', 'Invalid FEN: the FEN is empty (ERR_FEN_EMPTY)', undefined);
      assert.deepEqual(lib.validateFen(fen), { ok: false, errors: [{ code: 'ERR_FEN_EMPTY', message: 'the FEN is empty' }] });
    }
  }
  throwsExactly(A, () => new A.Game(''), 'ERR_INVALID_FEN', 'Invalid FEN: the FEN is empty (ERR_FEN_EMPTY)', undefined);
});

test('every ChessError message reads as a sentence: a capital first', () => {
  const g = new A.Game();
  const calls = [
    () => A.legalMoves('8/8 w'), () => A.applyMove(START, 'e2-e4', { strict: true }), () => A.applyMove(START, 'e5'),
    () => A.applyMove(START, 'xyz'), () => A.applyMove(START, 'Ke2'), () => A.Game.fromPgn('1. e4 {'), () => A.Game.fromPgn('1. e4 Ke7 *'),
    () => g.goto(5), () => g.claimDraw(), () => A.chess960Fen(1000), () => A.legalMoves(null), () => A.Game.fromJSON('{'),
    () => A.perft(START, 99), () => A.applyMove(PROMO, { from: 'a7', to: 'a8', promotion: 'k' }),
  ];
  for (const fn of calls) {
    let thrown;
    try { fn(); } catch (e) { thrown = e; }
    assert.ok(thrown instanceof A.ChessError, String(fn));
    assert.match(thrown.message, /^[A-Z]/, `${thrown.code}: ${thrown.message}`);
  }
});

test('Game: each argument check gives its exact code and message, and leaves the game as it was', () => {
  const g = new A.Game();
  g.move('e4');
  const before = JSON.stringify(g.toJSON());
  const cases = [
    [() => new A.Game(42), 'the FEN must be a string, got number'],
    [() => new A.Game(START, 'x'), 'options must be an object, got string'],
    [() => A.Game.fromPgn(null), 'pgn must be a string, got null'],
    [() => A.Game.fromPgn('1. e4', []), 'options must be an object, got an array'],
    [() => g.moves({ square: 'z1' }), 'options.square must be a square name from a1 to h8, got "z1"'],
    [() => g.moves(7), 'options must be an object, got number'],
    [() => g.move(7), 'move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got number'],
    [() => g.move({ from: 'e7' }), 'move.to must be a square name from a1 to h8, got undefined'],
    [() => g.move('e5', 'strict'), 'options must be an object, got string'],
    [() => g.goto(1.5), 'ply must be a whole number, got 1.5'],
    [() => g.goto('1'), 'ply must be a whole number, got string'],
    [() => g.fenAt(null), 'ply must be a whole number, got null'],
    [() => g.history('verbose'), 'options must be an object, got string'],
    [() => g.hasInsufficientMaterial('white'), 'color must be \'w\' or \'b\', got "white"'],
    [() => g.hasInsufficientMaterial(undefined), 'color must be \'w\' or \'b\', got undefined'],
    [() => g.pgn({ maxLineLength: 0 }), 'options.maxLineLength must be a whole number from 1, got 0'],
    [() => g.pgn({ maxLineLength: 2 ** 32 }), `options.maxLineLength must be a whole number from 1, got ${2 ** 32}`],
    [() => g.pgn({ maxLineLength: '80' }), 'options.maxLineLength must be a whole number from 1, got string'],
    [() => g.pgn({ tags: [] }), 'options.tags must be an object of tag names and string values, got an array'],
    [() => g.pgn({ tags: 'Event' }), 'options.tags must be an object of tag names and string values, got string'],
    [() => g.pgn({ tags: { 'Bad Name': 'x' } }), 'options.tags: "Bad Name" is not a PGN tag name (letters, digits, _)'],
    [() => g.pgn({ tags: { _Event: 'x' } }), 'options.tags: "_Event" is not a PGN tag name (letters, digits, _)'],
    [() => g.pgn({ tags: { Round: 3 } }), 'options.tags.Round must be a string, got number'],
    [() => g.claimDraw(42), 'move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got number'],
    [() => A.parsePgn(undefined), 'pgn must be a string, got undefined'],
  ];
  for (const [fn, message] of cases) {
    throwsExactly(A, fn, ARG, `Invalid argument: ${message}`, undefined);
    assert.equal(JSON.stringify(g.toJSON()), before, message);
  }
  // The bounds are accepted: a one-character line length, tag names with digits and _.
  assert.match(g.pgn({ maxLineLength: 1, tags: { Event9_x: 'x' } }), /^\[Event9_x "x"\]$/m);
});

test('Game.fromJSON: each snapshot check gives ERR_INVALID_SNAPSHOT with its exact message', () => {
  const good = new A.Game().toJSON();
  const bad = (change) => ({ ...good, ...change });
  const cases = [
    ['{', 'Invalid snapshot: not JSON'],
    [null, 'Invalid snapshot: expected an object, got null'],
    [[], 'Invalid snapshot: expected an object, got an array'],
    ['42', 'Invalid snapshot: expected an object, got number'],
    [bad({ startFen: 1 }), 'Invalid snapshot: startFen must be a string'],
    [bad({ chess960: 'no' }), 'Invalid snapshot: chess960 must be a boolean'],
    [bad({ moves: 'e2e4' }), 'Invalid snapshot: moves must be an array of UCI strings'],
    [bad({ moves: ['e2e4', 5] }), 'Invalid snapshot: moves must be an array of UCI strings'],
    [bad({ ply: -1 }), 'Invalid snapshot: ply must be a whole number from 0'],
    [bad({ ply: 0.5 }), 'Invalid snapshot: ply must be a whole number from 0'],
    [bad({ ply: 2 ** 32 }), 'Invalid snapshot: ply must be a whole number from 0'],
    [bad({ claim: 'stalemate' }), 'Invalid snapshot: claim must be null, threefold_repetition or fifty_moves'],
    [bad({ relaxed: 1 }), 'Invalid snapshot: relaxed must be a boolean'],
  ];
  for (const [snapshot, message] of cases) {
    throwsExactly(A, () => A.Game.fromJSON(snapshot), 'ERR_INVALID_SNAPSHOT', message, undefined);
  }
  // The snapshot as it was, and as JSON text, restore.
  assert.equal(A.Game.fromJSON(good).fen(), START);
  assert.equal(A.Game.fromJSON(JSON.stringify(good)).fen(), START);
});

test('a freed game: every method gives ERR_GAME_FREED, and free() twice is harmless', () => {
  const g = new A.Game();
  g.free();
  g.free();
  const calls = [
    () => g.fen(), () => g.turn(), () => g.moves(), () => g.move('e4'), () => g.undo(), () => g.redo(),
    () => g.goto(0), () => g.ply(), () => g.fenAt(0), () => g.history(), () => g.isCheck(),
    () => g.isCheckmate(), () => g.isStalemate(), () => g.outcome(), () => g.isDraw(), () => g.isGameOver(),
    () => g.canClaimThreefoldRepetition(), () => g.canClaimFiftyMoves(), () => g.claimDraw(),
    () => g.isThreefoldRepetition(), () => g.repetitions(), () => g.isInsufficientMaterial(),
    () => g.hasInsufficientMaterial('w'), () => g.isDeadPosition(), () => g.clone(), () => g.toJSON(), () => g.pgn(),
  ];
  for (const fn of calls) throwsExactly(A, fn, 'ERR_GAME_FREED', 'This game was freed', undefined);
});

test('explainMove and explainPosition: argument checks reject with their exact code and message', async () => {
  await rejectsExactly(A.explainMove(1, 'e4'), ARG, 'Invalid argument: the FEN must be a string, got number');
  await rejectsExactly(A.explainMove(START, 42), ARG, 'Invalid argument: move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got number');
  await rejectsExactly(A.explainMove(START, { from: 'e2', to: 'e9' }), ARG, 'Invalid argument: move.to must be a square name from a1 to h8, got "e9"');
  await rejectsExactly(A.explainMove(PROMO, { from: 'a7', to: 'a8', promotion: 'x' }), ARG, 'Invalid argument: move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got "x"');
  await rejectsExactly(A.explainMove(PROMO, { from: 'a7', to: 'a8', promotion: 1 }), ARG, 'Invalid argument: move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got number');
  await rejectsExactly(A.explainMove(START, 'e4', { lang: 'de' }), ARG, 'Invalid argument: options.lang must be one of en, hy, fa, ru, cs, got "de"');
  await rejectsExactly(A.explainMove(START, 'e4', { lang: 1 }), ARG, 'Invalid argument: options.lang must be one of en, hy, fa, ru, cs, got number');
  await rejectsExactly(A.explainMove(START, 'e4', 'en'), ARG, 'Invalid argument: options must be an object, got string');
  await rejectsExactly(A.explainPosition([], {}), ARG, 'Invalid argument: the FEN must be a string, got an array');
  await rejectsExactly(A.explainPosition(START, { lang: 'toString' }), ARG, 'Invalid argument: options.lang must be one of en, hy, fa, ru, cs, got "toString"');
  // One message, one order for a language everywhere (a trial found the core's "lang must be
  // one of en, hy, fa, ru, cs" from applyMove and "en, ru, cs, hy, fa" from describeMove).
  const langMessage = (got, name = 'options.lang') => `Invalid argument: ${name} must be one of en, hy, fa, ru, cs, got ${got}`;
  const move = A.legalMoves(START)[0];
  const g = new A.Game();
  for (const [lang, got] of [['de', '"de"'], [1, 'number'], ['toString', '"toString"']]) {
    for (const fn of [
      () => A.applyMove(START, 'e4', { lang }), () => g.move('e4', { lang }), () => g.claimDraw('e4', { lang }),
      () => A.formatSan('Nf3', { lang }), () => A.describeMove(move, { lang }),
    ]) throwsExactly(A, fn, ARG, langMessage(got), undefined);
    await rejectsExactly(A.explainMove(START, 'e4', { lang }), ARG, langMessage(got));
    await rejectsExactly(A.explainPosition(START, { lang }), ARG, langMessage(got));
    await rejectsExactly(L.loadLessons(lang), ARG, langMessage(got, 'lang'));
    await rejectsExactly(L.lessonTexts(lang), ARG, langMessage(got, 'lang'));
  }
  assert.equal(g.fen(), START);
  g.free();
  // A king or pawn promotion letter is read, and ruled by the Laws (Art. 3.7.5.1).
  const king = await A.explainMove(PROMO, { from: 'a7', to: 'a8', promotion: 'k' });
  assert.deepEqual([king.legal, king.code, king.article], [false, 'ERR_PROMOTION_PIECE', '3.7.5.1']);
});

test('validateFen: a FEN that is not a string is an invalid result, not a throw', () => {
  for (const lib of [A, core]) {
    assert.deepEqual(lib.validateFen(7), { ok: false, errors: [{ code: ARG, message: 'Invalid argument: the FEN must be a string, got number' }] });
    assert.deepEqual(lib.validateFen(null), { ok: false, errors: [{ code: ARG, message: 'Invalid argument: the FEN must be a string, got null' }] });
    throwsExactly(lib, () => lib.validateFen(START, 'x'), ARG, 'Invalid argument: options must be an object, got string', undefined);
  }
});
