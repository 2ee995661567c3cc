// `chess-arbiter/variants` behaves as the main entry where a user expects the same in standard
// chess and in the variants (a new user's trial, session 23): the promotion codes, over-specified
// SAN (`Ng1f3`), the `article` of an error whose rule is chess's, legalMoves' `square`, and the
// warnings of a PGN read leniently (Game#warnings). Where the main entry has the case, its own
// answer is the expectation.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'chess-arbiter/variants';
import { applyMove as mainApplyMove, legalMoves as mainLegalMoves } from 'chess-arbiter/core';
import { Game as MainGame, ChessError as MainChessError, explainMove as mainExplainMove, readGames as mainReadGames } from 'chess-arbiter';

/** The error `f` throws, as `{ code, message, article, reason }`, or null. */
function thrown(f) {
  try { f(); } catch (e) { return { code: e.code, message: e.message, article: e.article, reason: e.reason }; }
  return null;
}

const PROMO = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
const REQUIRED = 'A pawn reaching the last rank must promote to a queen, rook, bishop or knight';
const UNEXPECTED = 'This move is not a promotion: only a pawn reaching the last rank takes a new piece';

test("promotion errors: the main entry's codes, messages and article in every variant, applyMove and Game#move", () => {
  // The main entry's answers first: they are the expectation.
  assert.deepEqual(thrown(() => mainApplyMove(PROMO, 'a8')), { code: 'ERR_PROMOTION_REQUIRED', message: `${REQUIRED}: "a8"`, article: '3.7.5.1', reason: undefined });
  assert.deepEqual(thrown(() => mainApplyMove(PROMO, 'e1e2q')), { code: 'ERR_PROMOTION_UNEXPECTED', message: `${UNEXPECTED}: "e1e2q"`, article: '3.7.5.1', reason: undefined });
  const positions = {
    standard: PROMO, atomic: PROMO, crazyhouse: '4k3/P7/8/8/8/8/8/4K3[] w - - 0 1', kingOfTheHill: PROMO,
    threeCheck: '4k3/P7/8/8/8/8/8/4K3 w - - 3+3 0 1', horde: '4k3/P7/8/8/8/8/8/8 w - - 0 1', antichess: PROMO,
  };
  for (const [variant, fen] of Object.entries(positions)) {
    const required = variant === 'antichess' ? 'A pawn reaching the last rank must promote to a queen, rook, bishop, knight or king' : REQUIRED;
    for (const move of ['a8', 'a7a8', { from: 'a7', to: 'a8' }]) {
      const text = typeof move === 'string' ? move : 'a7a8';
      const want = { code: 'ERR_PROMOTION_REQUIRED', message: `${required}: "${text}"`, article: '3.7.5.1', reason: undefined };
      assert.deepEqual(thrown(() => v.applyMove(fen, move, { variant })), want, `${variant} ${text}`);
      const game = new v.Game(fen, { variant });
      assert.deepEqual(thrown(() => game.move(move)), want, `Game ${variant} ${text}`);
      assert.equal(game.ply(), 0);
      assert.equal(game.fen(), v.validateFen(fen, { variant }).fen);
    }
    const other = variant === 'horde' ? 'a7a8' : 'e1e2';
    if (variant !== 'horde') {
      for (const move of [`${other}q`, { from: 'e1', to: 'e2', promotion: 'q' }]) {
        const want = { code: 'ERR_PROMOTION_UNEXPECTED', message: `${UNEXPECTED}: "e1e2q"`, article: '3.7.5.1', reason: undefined };
        assert.deepEqual(thrown(() => v.applyMove(fen, move, { variant })), want, `${variant} e1e2q`);
        assert.deepEqual(thrown(() => new v.Game(fen, { variant }).move(move)), want, `Game ${variant} e1e2q`);
      }
    }
  }
  // Racing kings has no pawns: a piece given to a king's step.
  assert.equal(thrown(() => v.applyMove(v.startingFen('racingKings'), 'h2h3q', { variant: 'racingKings' })).code, 'ERR_PROMOTION_UNEXPECTED');
  // Antichess keeps its king promotion.
  assert.equal(v.applyMove(PROMO, 'a8=K', { variant: 'antichess' }), 'K3k3/8/8/8/8/8/8/4K3 b - - 0 1');
});

test("over-specified SAN: read as the main entry reads it (Ng1f3), in every variant with the position", () => {
  const start = v.startingFen('standard');
  for (const text of ['Ng1f3', 'Ngf3', 'N1f3', 'Ng1-f3', 'Nxf3', 'e2-e4', 'Bc1e3', 'Nb1f3', 'Ng1f3+']) {
    const main = thrown(() => mainApplyMove(start, text));
    const mainFen = main ? null : mainApplyMove(start, text);
    for (const variant of ['standard', 'atomic', 'kingOfTheHill', 'horde', 'threeCheck', 'crazyhouse']) {
      const fen = v.startingFen(variant);
      if (variant === 'horde') {
        if (text === 'Ng1f3') assert.throws(() => v.applyMove(fen, text, { variant }), { code: 'ERR_ILLEGAL_MOVE' });
        continue;
      }
      const ours = thrown(() => v.applyMove(fen, text, { variant }));
      assert.equal(ours?.code, main?.code, `${variant} ${text}`);
      if (!main) assert.equal(v.applyMove(fen, text, { variant }).split(' ')[0].replace('[]', ''), mainFen.split(' ')[0], `${variant} ${text}`);
    }
  }
  assert.equal(v.applyMove(start, 'Ng1f3'), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  const game = new v.Game(null, { variant: 'crazyhouse' });
  assert.equal(game.move('Ng1f3').san, 'Nf3');
  // Still ambiguous when it is.
  assert.throws(() => v.applyMove('4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1', 'Nb3', { variant: 'atomic' }), { code: 'ERR_AMBIGUOUS_MOVE' });
  assert.equal(v.applyMove('4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1', 'Na1b3', { variant: 'atomic' }), '4k3/8/8/8/8/1N6/8/2N1K3 b - - 1 1');
});

test("article: the main entry's where the rule broken is chess's, none for a variant's own rule", () => {
  const start = v.startingFen('standard');
  const main = thrown(() => mainApplyMove(start, 'c1e3'));
  assert.equal(main.article, '3.10.2');
  for (const variant of ['standard', 'threeCheck', 'crazyhouse', 'kingOfTheHill']) {
    assert.deepEqual(thrown(() => v.applyMove(v.startingFen(variant), 'c1e3', { variant })), { code: 'ERR_ILLEGAL_MOVE', message: 'Illegal move: "c1e3"', article: '3.10.2', reason: 'ERR_PIECE_IN_THE_WAY' });
  }
  // A variant's own rule: no article.
  const own = [
    ['antichess', '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'e5', 'ERR_CAPTURE_REQUIRED'],
    ['atomic', 'k7/8/8/8/8/8/4n3/4K3 w - - 0 1', 'Kxe2', 'ERR_KING_CAPTURE'],
    ['racingKings', '8/8/8/8/8/k7/7K/6R1 w - - 0 1', 'Rg3', 'ERR_GIVES_CHECK'],
    ['crazyhouse', '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1', 'P@a8', 'ERR_DROP_PAWN_RANK'],
  ];
  for (const [variant, fen, move, reason] of own) {
    const e = thrown(() => v.applyMove(fen, move, { variant }));
    assert.deepEqual([e.code, e.reason, e.article], ['ERR_ILLEGAL_MOVE', reason, undefined], `${variant} ${move}`);
  }
  // A king left in check, in a variant where the king is royal: chess's.
  assert.equal(thrown(() => v.applyMove('4k3/8/8/8/8/8/4r3/4K3[N] w - - 0 1', 'N@a3', { variant: 'crazyhouse' })).article, '3.10.2');
  // A FEN's problem: the main entry's article where the rule is chess's.
  const noKing = '4k3/8/8/8/8/8/8/8 w - - 0 1';
  const mainFen = thrown(() => mainApplyMove(noKing, 'e4'));
  assert.equal(mainFen.article, '3.10.3');
  assert.equal(thrown(() => v.legalMoves(noKing, { variant: 'kingOfTheHill' })).article, '3.10.3');
  assert.equal(thrown(() => v.legalMoves('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' })).article, undefined);
  assert.equal(thrown(() => v.legalMoves('K7/8/8/8/8/8/8/k6R b - - 0 1', { variant: 'racingKings' })).article, undefined);
  // A game over by checkmate (5.1.1) or by a variant's win (none); a claim refused (9.2).
  const mated = new v.Game('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1');
  assert.deepEqual([thrown(() => mated.move('h6')).code, thrown(() => mated.move('h6')).article], ['ERR_GAME_OVER', '5.1.1']);
  const hill = new v.Game('8/8/8/8/4K3/8/8/k7 b - - 0 1', { variant: 'kingOfTheHill' });
  assert.deepEqual([thrown(() => hill.move('Kb1')).code, thrown(() => hill.move('Kb1')).article], ['ERR_GAME_OVER', undefined]);
  assert.equal(thrown(() => new v.Game(null, { variant: 'atomic' }).claimDraw()).article, '9.2');
});

test("legalMoves' square: the moves of the piece on it, validated as the main entry's", () => {
  const fens = [v.startingFen('standard'), 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'];
  for (const fen of fens) {
    for (const square of ['e1', 'g1', 'b1', 'e2', 'e4', 'h8', 'a1']) {
      const main = mainLegalMoves(fen, { square }).map((m) => m.san).sort();
      assert.deepEqual(v.legalMoves(fen, { square }).map((m) => m.san).sort(), main, `${fen} ${square}`);
      assert.deepEqual(v.legalMoves(fen, { variant: 'crazyhouse', square }).map((m) => m.san).sort(), main, `zh ${fen} ${square}`);
    }
  }
  assert.deepEqual(v.legalMoves(v.startingFen('standard'), { square: 'g1' }).map((m) => m.uci), ['g1f3', 'g1h3']);
  // Crazyhouse: drops come from no square; the king's moves from its square.
  const zh = '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1';
  assert.deepEqual(v.legalMoves(zh, { variant: 'crazyhouse', square: 'e1' }).map((m) => m.uci).sort(), ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2']);
  assert.deepEqual(v.legalMoves(zh, { variant: 'crazyhouse', square: 'e4' }), []);
  assert.equal(v.legalMoves(zh, { variant: 'crazyhouse' }).length, 67);
  // Antichess: a pawn's king promotion among the pawn's moves.
  assert.deepEqual(v.legalMoves(PROMO, { variant: 'antichess', square: 'a7' }).map((m) => m.san), ['a8=Q', 'a8=R', 'a8=B', 'a8=N', 'a8=K']);
  // Validation: the main entry's code and message.
  for (const square of ['z9', 'E2', '', 42, null, { sq: 'e2' }]) {
    const main = thrown(() => mainLegalMoves(v.startingFen('standard'), { square }));
    assert.equal(main.code, 'ERR_INVALID_ARGUMENT', String(square));
    assert.deepEqual(thrown(() => v.legalMoves(v.startingFen('standard'), { variant: 'atomic', square })), main, String(square));
  }
});

/** A game's warnings as plain objects: every property a user reads (a ChessError of its entry). */
function warned(g) {
  const ChessError = g instanceof MainGame ? MainChessError : v.ChessError;
  return g.warnings().map((w) => ({ isChessError: w instanceof ChessError, code: w.code, reason: w.reason, game: w.game, line: w.line, column: w.column, article: w.article, message: w.message }));
}

test("Game#warnings: a PGN read leniently gives the main entry's warnings, the same texts", async () => {
  const text = '[Event "5th "Mikis Theodorakis" International Tournament 2026"]\n[White "Smith, "Bob""]\n\n1. e4 e5 2. Nf3 1-O\n';
  const main = MainGame.fromPgn(text);
  const want = warned(main);
  // The main entry's answer is the expectation; written out, so that both are checked.
  assert.deepEqual(want, [
    { isChessError: true, code: 'ERR_INVALID_PGN', reason: 'WARN_PGN_UNESCAPED_QUOTE', game: 1, line: 1, column: 8, article: undefined,
      message: 'Invalid PGN: game 1, line 1, column 8: tag value with unescaped quotes at "5th \\"Mikis Theodorakis\\" …"' },
    { isChessError: true, code: 'ERR_INVALID_PGN', reason: 'WARN_PGN_UNESCAPED_QUOTE', game: 1, line: 2, column: 8, article: undefined,
      message: 'Invalid PGN: game 1, line 2, column 8: tag value with unescaped quotes at "Smith, \\"Bob\\""' },
    { isChessError: true, code: 'ERR_INVALID_PGN', reason: 'WARN_PGN_RESULT_SPELLING', game: 1, line: 4, column: 17, article: undefined,
      message: 'Invalid PGN: game 1, line 4, column 17: result read as 1-0 at "1-O"' },
  ]);
  const g = v.Game.fromPgn(text);
  assert.deepEqual(warned(g), want);
  // After moves and undo, as the main entry's: the same list; a clone keeps it.
  main.move('Nc6'); g.move('Nc6');
  main.undo(); g.undo();
  assert.deepEqual(warned(g), warned(main));
  assert.deepEqual(warned(g.clone()), warned(main.clone()));
  // No warnings: a game not read from PGN, one restored from its snapshot, a clean PGN.
  assert.deepEqual(new v.Game().warnings(), new MainGame().warnings());
  assert.deepEqual(new v.Game().warnings(), []);
  assert.deepEqual(v.Game.fromJSON(g.toJSON()).warnings(), MainGame.fromJSON(main.toJSON()).warnings());
  assert.deepEqual(v.Game.fromJSON(g.toJSON()).warnings(), []);
  assert.deepEqual(v.Game.fromPgn(g.pgn()).warnings(), MainGame.fromPgn(main.pgn()).warnings());
  assert.deepEqual(v.Game.fromPgn('1. e4 1-0').warnings(), []);
  // Every spelling the main entry warns of, alike.
  for (const result of ['½-½', '0.5-0.5', '1/2 - 1/2', '1–0', '1—0', 'O-1', '0 - 1']) {
    const pgn = `[Event "x"]\n\n1. d4 d5 ${result}`;
    assert.deepEqual(warned(v.Game.fromPgn(pgn)), warned(MainGame.fromPgn(pgn)), result);
    assert.equal(v.Game.fromPgn(pgn).warnings().length, 1, result);
  }
  // A freed game throws as every method.
  g.free();
  assert.equal(thrown(() => g.warnings()).code, 'ERR_GAME_FREED');
  // A variant's record, and readGames: each game its own, with its index and lines.
  const zh = '[Variant "Crazyhouse"]\n[Event "a "b" c"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 ½-½\n';
  const crazy = v.Game.fromPgn(zh);
  assert.equal(crazy.variant(), 'crazyhouse');
  assert.deepEqual(warned(crazy).map((w) => [w.reason, w.line, w.column, w.message]), [
    ['WARN_PGN_UNESCAPED_QUOTE', 2, 8, 'Invalid PGN: game 1, line 2, column 8: tag value with unescaped quotes at "a \\"b\\" c"'],
    ['WARN_PGN_RESULT_SPELLING', 4, 30, 'Invalid PGN: game 1, line 4, column 30: result read as 1/2-1/2 at "½-½"'],
  ]);
  const items = [];
  for await (const x of v.readGames(`${zh}\n[Variant "Atomic"]\n\n1. e4 e5 0 - 1\n\n1. Nf3 *\n`)) {
    items.push([x.index, x.game.variant(), x.game.warnings().map((w) => [w.reason, w.game, w.line, w.column])]);
    x.game.free();
  }
  assert.deepEqual(items, [
    [1, 'crazyhouse', [['WARN_PGN_UNESCAPED_QUOTE', 1, 2, 8], ['WARN_PGN_RESULT_SPELLING', 1, 4, 30]]],
    [2, 'atomic', [['WARN_PGN_RESULT_SPELLING', 2, 8, 10]]],
    [3, 'standard', []],
  ]);
});

test('Game#legalMoves takes { square } as Game#moves does', () => {
  const g = new v.Game();
  assert.deepEqual(g.legalMoves({ square: 'g1' }).map((m) => m.uci), ['g1f3', 'g1h3']);
  assert.deepEqual(g.legalMoves({ square: 'g1' }), g.moves({ square: 'g1' }));
  assert.deepEqual(g.legalMoves({ square: 'e5' }), []);
  assert.deepEqual(g.legalMoves(), g.moves());
  assert.equal(g.legalMoves().length, 20);
  const zh = new v.Game('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', { variant: 'crazyhouse' });
  assert.deepEqual(zh.legalMoves({ square: 'e1' }).map((m) => m.uci).sort(), ['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2']);
  // Validated as moves(): the main entry's code and message; the name of the method.
  assert.deepEqual(thrown(() => g.legalMoves({ square: 'z9' })), thrown(() => g.moves({ square: 'z9' })));
  assert.equal(thrown(() => g.legalMoves({ square: 'z9' })).message, 'Invalid argument: options.square must be a square name from a1 to h8, got "z9"');
  assert.equal(thrown(() => g.legalMoves({ sqaure: 'g1' })).message, 'Invalid argument: options.sqaure is not an option of Game#legalMoves (known: square)');
  assert.equal(thrown(() => g.legalMoves('g1')).code, 'ERR_INVALID_ARGUMENT');
});

// A promotion suffix answers alike in every form, as the main entry's (a new user's trial,
// session 24: 'a8=K' was ERR_ILLEGAL_MOVE without an article, 'Nf3=Q' ERR_INVALID_MOVE,
// { promotion: 'p' } ERR_INVALID_ARGUMENT, { promotion: 'Q' } refused), and SAN no piece can play
// is ruled as the main entry rules it ('Bc4': ERR_PIECE_IN_THE_WAY, 3.10.2, as 'f1c4').
test("promotion suffixes and SAN no piece can play: the main entry's code, article, message; reason its explainMove's code", async () => {
  const F = '4k3/P7/8/8/8/8/4P3/4K1N1 w - - 0 1';
  const start = v.startingFen('standard');
  const cases = [
    [F, 'a8=K'], [F, 'a8K'], [F, 'a8(K)'], [F, 'a8/K'], [F, 'a8=P'], [F, 'a7a8k'], [F, 'a7a8p'], [F, 'a7-a8=K'],
    [F, { from: 'a7', to: 'a8', promotion: 'k' }], [F, { from: 'a7', to: 'a8', promotion: 'K' }],
    [F, { from: 'a7', to: 'a8', promotion: 'p' }], [F, 'Nf3=Q'], [F, 'Ng1f3=Q'], [F, 'Nf3Q'], [F, 'Ng1-f3=Q'],
    [F, 'g1f3q'], [F, 'Nf3=K'], [F, 'e4=Q'], [F, 'e4=K'], [F, 'e2e4k'], [F, { from: 'g1', to: 'f3', promotion: 'Q' }],
    [start, 'Bc4'], [start, 'f1c4'], [start, 'e5'], [start, 'e2e5'], [start, 'Nf6=Q'],
  ];
  for (const [fen, move] of cases) {
    const what = JSON.stringify(move);
    const main = thrown(() => mainApplyMove(fen, move));
    assert.ok(main, what);
    const mainRuling = await mainExplainMove(fen, move);
    for (const [variant, vfen] of [['standard', fen], ['crazyhouse', fen.replace(' w ', '[] w ')], ['kingOfTheHill', fen]]) {
      const want = { code: main.code, article: main.article, message: main.message, reason: main.code === 'ERR_ILLEGAL_MOVE' ? mainRuling.code : undefined };
      assert.deepEqual(thrown(() => v.applyMove(vfen, move, { variant })), want, `${variant} ${what}`);
      const game = new v.Game(vfen, { variant });
      assert.deepEqual(thrown(() => game.move(move)), want, `Game ${variant} ${what}`);
      assert.equal(game.ply(), 0);
      const ruling = await v.explainMove(vfen, move, { variant });
      assert.deepEqual([ruling.legal, ruling.code, ruling.article, ruling.squares], [false, mainRuling.code, mainRuling.article, mainRuling.squares], `explainMove ${variant} ${what}`);
    }
  }
  // The main entry's answers spelled out for the trial's cases.
  assert.deepEqual(thrown(() => mainApplyMove(F, 'a8=K')), { code: 'ERR_ILLEGAL_MOVE', article: '3.7.5.1', message: 'A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "K"', reason: undefined });
  assert.equal(thrown(() => v.applyMove(F, 'Nf3=Q')).code, 'ERR_PROMOTION_UNEXPECTED');
  assert.deepEqual(thrown(() => v.applyMove(start, 'Bc4')), { code: 'ERR_ILLEGAL_MOVE', article: '3.10.2', message: 'Illegal move: "Bc4"', reason: 'ERR_PIECE_IN_THE_WAY' });
  // { promotion: 'Q' } reads as 'q'; antichess keeps its king in every form.
  assert.equal(v.applyMove(F, { from: 'a7', to: 'a8', promotion: 'Q' }), mainApplyMove(F, { from: 'a7', to: 'a8', promotion: 'Q' }));
  for (const move of ['a8=K', 'a8K', 'a8(K)', 'a7a8k', { from: 'a7', to: 'a8', promotion: 'K' }]) {
    assert.equal(v.applyMove(F, move, { variant: 'antichess' }), 'K3k3/8/8/8/8/8/4P3/4K1N1 b - - 0 1', JSON.stringify(move));
  }
  // A PGN's refused move: the main entry's reason, article and message.
  for (const pgn of ['1. Nf3=Q *', '1. e4 e5 2. Ke3!? *', '1. e4 e5 2. a8=K *']) {
    const main = thrown(() => MainGame.fromPgn(pgn));
    const ours = thrown(() => v.Game.fromPgn(pgn));
    assert.deepEqual(ours, main, pgn);
  }
  assert.deepEqual(thrown(() => v.Game.fromPgn('1. e4 e5 2. Ke3!? *')), { code: 'ERR_INVALID_PGN', article: '3.10.2', reason: 'ERR_ILLEGAL_MOVE', message: 'Invalid PGN: game 1, line 1, column 13: ply 3 (Ke3, written "Ke3!?"): illegal move' });
});

test("goto, fenAt and a text with no game: the main entry's codes and messages (a new user's trial, session 25)", () => {
  const main = new MainGame();
  main.move('e4');
  for (const variant of ['standard', 'crazyhouse', 'antichess']) {
    const game = new v.Game(undefined, { variant });
    game.move('e4');
    for (const ply of [-1, -7, 2, 1e20, 1.5, NaN, '1', null]) {
      for (const method of ['goto', 'fenAt']) {
        const want = thrown(() => main[method](ply));
        assert.ok(want, `main ${method}(${ply}) throws`);
        assert.deepEqual(thrown(() => game[method](ply)), want, `${variant} ${method}(${ply})`);
      }
    }
    assert.equal(game.ply(), 1);
  }
  // The exact answers, so that both entries cannot drift together.
  assert.deepEqual(thrown(() => main.goto(-1)), { code: 'ERR_PLY_OUT_OF_RANGE', message: 'Ply -1 is out of range: the line has plies 0 to 1', article: undefined, reason: undefined });
  assert.deepEqual(thrown(() => main.fenAt(1.5)), { code: 'ERR_INVALID_ARGUMENT', message: 'Invalid argument: ply must be a whole number, got 1.5', article: undefined, reason: undefined });
  for (const text of ['', '  \n', '{ nothing }', '{ a } ; a line comment\n{ b }']) {
    const want = thrown(() => MainGame.fromPgn(text));
    assert.deepEqual(want, { code: 'ERR_INVALID_PGN', message: 'Invalid PGN: no game in the text (no tag, no move, no result)', article: undefined, reason: 'ERR_PGN_EMPTY' }, JSON.stringify(text));
    assert.deepEqual(thrown(() => v.Game.fromPgn(text)), want, `variants ${JSON.stringify(text)}`);
  }
  // A result alone, or a tag alone, is a game on both.
  assert.equal(v.Game.fromPgn('*').ply(), 0);
  assert.equal(v.Game.fromPgn('{ a } *').ply(), 0);
  assert.equal(v.Game.fromPgn('[Event "x"]').ply(), 0);
  assert.equal(MainGame.fromPgn('[Event "x"]').ply(), 0);
});

test("a PGN that cannot be read: the main entry's line, column, ply and san on the variants' ERR_INVALID_PGN (the demo places its explanation by them)", () => {
  const caught = (f) => { try { f(); } catch (e) { return e; } assert.fail('no error'); };
  const props = (e) => ({ code: e.code, reason: e.reason, game: e.game, line: e.line, column: e.column, ply: e.ply, san: e.san, article: e.article });
  const cases = {
    '1. e4 e5\n2. Ke3 *': { reason: 'ERR_ILLEGAL_MOVE', line: 2, column: 4, ply: 3, san: 'Ke3', article: '3.10.2' },
    '1. e4 e5 2. Nf6 *': { reason: 'ERR_ILLEGAL_MOVE', line: 1, column: 13, ply: 3, san: 'Nf6', article: '3.10.2' },
    '1. e4 Qxx9 *': { reason: 'ERR_INVALID_MOVE', line: 1, column: 7, ply: 2, san: 'Qxx9', article: undefined },
    '[Event "x"\n\n1. e4 *': { reason: 'ERR_PGN_UNTERMINATED_TAG', line: 1, column: 1, ply: undefined, san: undefined, article: undefined },
  };
  for (const [text, expected] of Object.entries(cases)) {
    const main = props(caught(() => MainGame.fromPgn(text)));
    assert.deepEqual(main, { code: 'ERR_INVALID_PGN', game: 1, ...expected }, `main ${JSON.stringify(text)}`);
    assert.deepEqual(props(caught(() => v.Game.fromPgn(text))), main, `variants ${JSON.stringify(text)}`);
  }
  // A crazyhouse drop with an empty pocket: the same properties, the variant's own move.
  const drop = caught(() => v.Game.fromPgn('[Variant "Crazyhouse"]\n\n1. e4 d5 2. P@e5 *'));
  assert.deepEqual(props(drop), { code: 'ERR_INVALID_PGN', reason: 'ERR_ILLEGAL_MOVE', game: 1, line: 3, column: 13, ply: 3, san: 'P@e5', article: undefined });
});

test("a move that does not read, is not legal or is ambiguous, and a null move: the main entry's code, message and article (a null move as its strict reading's: the variants play none)", () => {
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const TWO_KNIGHTS = '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1';
  const cases = [[START, 'e5'], [START, 'Qxx'], [START, 'hello'], [START, 'Ke2'], [START, 'e2e5'], [TWO_KNIGHTS, 'Nd2']];
  for (const [fen, move] of cases) {
    const want = thrown(() => mainApplyMove(fen, move));
    assert.ok(want, `main ${move}`);
    // (the variants' ERR_ILLEGAL_MOVE adds explainMove's code as `reason`; the main entry's has none)
    const noReason = (e) => e && { ...e, reason: undefined };
    assert.deepEqual(noReason(thrown(() => v.applyMove(fen, move, { variant: 'standard' }))), want, `applyMove ${move}`);
    assert.deepEqual(noReason(thrown(() => new v.Game(fen).move(move))), want, `Game#move ${move}`);
  }
  assert.deepEqual(thrown(() => mainApplyMove(START, 'e5')), { code: 'ERR_ILLEGAL_MOVE', message: 'Illegal move: "e5"', article: '3.10.2', reason: undefined });
  for (const move of ['--', 'Z0', '0000']) {
    const want = thrown(() => mainApplyMove(START, move, { strict: true }));
    assert.deepEqual(want, { code: 'ERR_NULL_MOVE', message: `A null move (--) is no move under the laws: the players move alternately: "${move}"`, article: '1.2', reason: undefined });
    for (const variant of ['standard', 'crazyhouse', 'atomic']) {
      const fen = variant === 'crazyhouse' ? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1' : START;
      assert.deepEqual(thrown(() => v.applyMove(fen, move, { variant })), want, `${variant} applyMove ${move}`);
      const game = new v.Game(undefined, { variant });
      assert.deepEqual(thrown(() => game.move(move)), want, `${variant} Game#move ${move}`);
      assert.equal(game.ply(), 0);
    }
  }
});

test('readGames: a text of comments only holds no game on either entry, as Game.fromPgn says (it yielded an empty game; a new user\'s trial)', async () => {
  const all = async (it) => { const out = []; for await (const x of it) out.push(x.error ? x.error.code : x.game.history().length); return out; };
  for (const text of ['{ nothing }', '; a line comment\n{ and another }\n', '']) {
    assert.deepEqual(await all(mainReadGames(text)), [], `main ${JSON.stringify(text)}`);
    assert.deepEqual(await all(v.readGames(text)), [], `variants ${JSON.stringify(text)}`);
  }
  // A comment before a game is that game's; after its result, the game's too: one game each.
  for (const text of ['{ before } 1. e4 *', '1. e4 * { after }', '[Event "x"]\n\n1. e4 *\n\n{ trailing }\n']) {
    assert.deepEqual(await all(mainReadGames(text)), [1], `main ${JSON.stringify(text)}`);
    assert.deepEqual(await all(v.readGames(text)), [1], `variants ${JSON.stringify(text)}`);
  }
});

/** Every item of an async iterable (Node 20 has no Array.fromAsync). */
async function collect(items) {
  const out = [];
  for await (const x of items) out.push(x);
  return out;
}

test("a variation's move that cannot be played: the main entry's ERR_INVALID_PGN (message, line, column, ply, san), though only the main line is kept; skipBadVariations passes it over on both (a new user's trial, session 26)", async () => {
  const caught = (f) => { try { f(); } catch (e) { return e; } assert.fail('no error'); };
  const props = (e) => ({ code: e.code, message: e.message, reason: e.reason, game: e.game, line: e.line, column: e.column, ply: e.ply, san: e.san, article: e.article });
  const texts = ['1. e4 (1. e5) e5 *', '1. e4 e5 2. Nf3 (2. Nf3 Nc6 3. Bb9) *', '1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... Qxh1)) 2... d6) 2. Nf3 *'];
  for (const text of texts) {
    const main = props(caught(() => MainGame.fromPgn(text)));
    assert.equal(main.code, 'ERR_INVALID_PGN');
    assert.deepEqual(props(caught(() => v.Game.fromPgn(text))), main, text);
    const [ours] = await collect(v.readGames(text));
    const [theirs] = await collect(mainReadGames(text));
    assert.deepEqual(props(ours.error), props(theirs.error), text);
    const kept = v.Game.fromPgn(text, { skipBadVariations: true });
    const mainKept = MainGame.fromPgn(text, { skipBadVariations: true });
    assert.deepEqual(kept.history(), mainKept.history(), text);
    const [read] = await collect(v.readGames(text, { skipBadVariations: true }));
    assert.deepEqual(read.game.history(), kept.history());
    kept.free(); mainKept.free(); read.game.free();
  }
  assert.deepEqual(props(caught(() => v.Game.fromPgn('1. e4 (1. e5) e5 *'))), {
    code: 'ERR_INVALID_PGN', message: 'Invalid PGN: game 1, line 1, column 11: variation 1 at ply 1: ply 1 (e5): illegal move',
    reason: 'ERR_ILLEGAL_MOVE', game: 1, line: 1, column: 11, ply: 1, san: 'e5', article: '3.10.2',
  });
  // Checked in the variant's rules: an antichess capture is forced, so 2. Nf3 cannot replace 2. Bxb5.
  const anti = caught(() => v.Game.fromPgn('[Variant "Antichess"]\n\n1. e4 b5 2. Bxb5 (2. Nf3) *'));
  assert.deepEqual([anti.reason, anti.line, anti.column, anti.ply, anti.san], ['ERR_ILLEGAL_MOVE', 3, 22, 3, 'Nf3']);
  // Good variations read; the option is a switch, and no other name is read.
  const g = v.Game.fromPgn('[Variant "Three-check"]\n\n1. e4 e5 (1... d5 2. exd5 (2. Bb5+ c6 (2... Bd7)) 2... Qxd5) 2. Bc4 *');
  assert.deepEqual(g.history(), ['e4', 'e5', 'Bc4']);
  g.free();
  assert.equal(caught(() => v.Game.fromPgn('1. e4 *', { skipBadVariations: 'yes' })).code, 'ERR_INVALID_ARGUMENT');
  assert.equal(caught(() => v.Game.fromPgn('1. e4 *', { strict: true })).code, 'ERR_INVALID_ARGUMENT');
  await assert.rejects(collect(v.readGames('1. e4 *', { skipBadVariations: 1 })), { code: 'ERR_INVALID_ARGUMENT' });
});

test("castling written in SAN that cannot be played: the main entry's ruling (code, article, squares, message), as the king's UCI attempt is ruled; in antichess a king's move (a new user's trial, session 26)", async () => {
  const fens = ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1', 'r3k2r/pppppppp/8/8/8/5n2/PPPPPPPP/R3K2R w KQkq - 0 1'];
  const pick = (r) => ({ legal: r.legal, code: r.code, article: r.article, squares: r.squares, message: r.message });
  const codes = [];
  for (const fen of fens) {
    for (const text of ['O-O', '0-0-0']) {
      for (const lang of ['en', 'ru']) {
        const main = await mainExplainMove(fen, text, { lang });
        const ours = await v.explainMove(fen, text, { lang });
        assert.deepEqual(pick(ours), pick(main), `${fen} ${text} ${lang}`);
        codes.push(ours.code);
      }
    }
  }
  assert.deepEqual([...new Set(codes)], ['ERR_CASTLING_BLOCKED', 'ERR_CASTLING_KING_MOVED', 'ERR_CASTLING_OUT_OF_CHECK']);
  const anti = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1';
  const castle = await v.explainMove(anti, 'O-O', { variant: 'antichess' });
  const uci = await v.explainMove(anti, 'e1g1', { variant: 'antichess' });
  assert.deepEqual(pick(castle), pick(uci));
  assert.equal(castle.code, 'ERR_KING_MOVE');
});

test("skipBadVariations: warnings() lists each variation passed over after what was read leniently, as the main entry's (a new user's trial, session 27); readGames' games too; a clone keeps them", async () => {
  const pick = (w) => ({ code: w.code, reason: w.reason, message: w.message, game: w.game, line: w.line, column: w.column, ply: w.ply, san: w.san, article: w.article });
  const text = '[Event "x"]\n\n1. e4 (1. d4 d5 2. Kd3) 1... e5 (1... c5 2. Nf3 (2. Qh5 g6 3. Qxa8)) 2. Nf3 1-O';
  const main = MainGame.fromPgn(text, { skipBadVariations: true });
  const expected = main.warnings().map(pick);
  assert.deepEqual(expected.map((w) => w.reason), ['WARN_PGN_RESULT_SPELLING', 'ERR_ILLEGAL_MOVE', 'ERR_ILLEGAL_MOVE']);
  assert.equal(expected[2].message, 'Invalid PGN: game 1, line 3, column 63: variation 1 at ply 2 > 1 at ply 3: ply 5 (Qxa8): illegal move');
  const ours = v.Game.fromPgn(text, { skipBadVariations: true });
  assert.deepEqual(ours.warnings().map(pick), expected);
  assert.ok(ours.warnings().every((w) => w instanceof v.ChessError));
  const copy = ours.clone();
  assert.deepEqual(copy.warnings().map(pick), expected);
  const [read] = await collect(v.readGames(text, { skipBadVariations: true }));
  assert.deepEqual(read.game.warnings().map(pick), expected);
  // In a variant: the atomic king may not capture, so 1... Kxe7?? is passed over.
  const atomic = v.Game.fromPgn('[Variant "Atomic"]\n\n1. e4 e5 (1... Kxe7) 2. Nf3 *', { skipBadVariations: true });
  assert.deepEqual(atomic.warnings().map((w) => [w.reason, w.ply, w.san]), [['ERR_ILLEGAL_MOVE', 2, 'Kxe7']]);
  assert.deepEqual(atomic.history(), ['e4', 'e5', 'Nf3']);
  for (const g of [main, ours, copy, read.game, atomic]) g.free();
});
