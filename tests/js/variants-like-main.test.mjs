// `chess-arbiter/variants` behaves as the main entry where a user expects the same in standard
// chess and in the variants (a new user's trial, session 23): the promotion codes, over-specified
// SAN (`Ng1f3`), the `article` of an error whose rule is chess's, and legalMoves' `square`. Where
// the main entry has the case, its own answer is the expectation.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'chess-arbiter/variants';
import { applyMove as mainApplyMove, legalMoves as mainLegalMoves } from 'chess-arbiter/core';

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
    assert.deepEqual(thrown(() => v.applyMove(v.startingFen(variant), 'c1e3', { variant })), { code: 'ERR_ILLEGAL_MOVE', message: 'Illegal move "c1e3"', article: '3.10.2', reason: 'ERR_PIECE_IN_THE_WAY' });
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
