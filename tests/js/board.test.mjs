// The board helpers (issue 15, section 1): toDests' castling modes, isPromotion, pieceChanges,
// checkSquare and Game.lastMove, with exact values, in the full package and in chess-arbiter/core.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';
import * as core from 'chess-arbiter/core';

const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
// Chess960 start 'rk5r ... RK5R' with the king on b1: its O-O-O lands the king on c1, which is
// also a plain king step, and its O-O on g1.
const C960 = 'rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1';
const PINNED = '2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1';
const PROMOS = '1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1';

function throwsCode(fn, code, pattern) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof A.ChessError, `a ChessError: ${e}`);
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

const entries = (m) => Object.fromEntries(m);

test('toDests: castling drops per mode, standard chess (exact maps)', () => {
  const others = {
    a1: ['b1', 'c1', 'd1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'],
    h1: ['f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'],
  };
  const king = { ...others, e1: ['c1', 'd1', 'f1', 'g1', 'd2', 'e2', 'f2'] };
  const rook = { ...others, e1: ['a1', 'd1', 'f1', 'h1', 'd2', 'e2', 'f2'] };
  const both = { ...others, e1: ['a1', 'c1', 'd1', 'f1', 'g1', 'h1', 'd2', 'e2', 'f2'] };
  assert.deepEqual(entries(A.toDests(CASTLE, { castling: 'king' })), king);
  assert.deepEqual(entries(A.toDests(CASTLE, { castling: 'rook' })), rook);
  assert.deepEqual(entries(A.toDests(CASTLE, { castling: 'both' })), both);
  assert.deepEqual(entries(A.toDests(CASTLE)), both, "standard chess: 'both' by default");
  // Map order: origins a1 to h8.
  assert.deepEqual([...A.toDests(CASTLE).keys()], ['a1', 'e1', 'h1']);
  // Each drop is a move the game accepts, and the rook moves too.
  for (const to of ['g1', 'h1']) assert.equal(A.applyMove(CASTLE, { from: 'e1', to }), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
  for (const to of ['c1', 'a1']) assert.equal(A.applyMove(CASTLE, { from: 'e1', to }), 'r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1');
});

test('toDests: Chess960 (exact map per mode; rook by default)', () => {
  const others = {
    a1: ['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'],
    h1: ['c1', 'd1', 'e1', 'f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'],
  };
  const o = { chess960: true };
  assert.deepEqual(entries(A.toDests(C960, o)), { ...others, b1: ['a1', 'c1', 'h1', 'b2', 'c2'] });
  assert.deepEqual(entries(A.toDests(C960, { ...o, castling: 'rook' })), { ...others, b1: ['a1', 'c1', 'h1', 'b2', 'c2'] });
  assert.deepEqual(entries(A.toDests(C960, { ...o, castling: 'king' })), { ...others, b1: ['c1', 'g1', 'b2', 'c2'] });
  assert.deepEqual(entries(A.toDests(C960, { ...o, castling: 'both' })), { ...others, b1: ['a1', 'c1', 'g1', 'h1', 'b2', 'c2'] });
  // The rook's square plays the castling; c1 is the plain king step.
  assert.equal(A.applyMove(C960, { from: 'b1', to: 'a1' }), 'rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1');
  assert.equal(A.applyMove(C960, { from: 'b1', to: 'c1' }), 'rk5r/8/8/8/8/8/8/R1K4R b kq - 1 1');
  assert.equal(A.applyMove(C960, { from: 'b1', to: 'h1' }), 'rk5r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
});

test('toDests: bad castling option, the core build agrees', () => {
  throwsCode(() => A.toDests(CASTLE, { castling: 'queen' }), 'ERR_INVALID_ARGUMENT', /options\.castling must be 'king', 'rook' or 'both', got "queen"/);
  throwsCode(() => A.toDests(CASTLE, { castling: true }), 'ERR_INVALID_ARGUMENT', /got boolean/);
  for (const castling of ['king', 'rook', 'both', undefined]) {
    assert.deepEqual([...core.toDests(C960, { castling })], [...A.toDests(C960, { castling })]);
  }
});

test('isPromotion: legal promotions only', () => {
  assert.equal(A.isPromotion(PINNED, { from: 'd7', to: 'd8' }), false, 'the pinned pawn');
  assert.equal(A.isPromotion(PINNED, { from: 'd7', to: 'c8' }), false, 'the pinned pawn, capturing');
  assert.equal(A.isPromotion(PINNED, { from: 'd7', to: 'e8' }), false);
  assert.equal(A.isPromotion(PROMOS, { from: 'a7', to: 'a8' }), true);
  assert.equal(A.isPromotion(PROMOS, { from: 'a7', to: 'b8' }), true, 'capturing');
  assert.equal(A.isPromotion(PROMOS, { from: 'h7', to: 'g8' }), true);
  assert.equal(A.isPromotion(PROMOS, { from: 'a7', to: 'c8' }), false, 'not a pawn move');
  assert.equal(A.isPromotion(PROMOS, { from: 'a2', to: 'a1' }), false, 'the side not to move');
  assert.equal(A.isPromotion(PROMOS, { from: 'b1', to: 'a3' }), false, 'a knight');
  assert.equal(A.isPromotion(PROMOS, { from: 'c3', to: 'c4' }), false, 'an empty square');
  assert.equal(A.isPromotion(PROMOS.replace(' w ', ' b '), { from: 'a2', to: 'a1' }), true);
  assert.equal(core.isPromotion(PINNED, { from: 'd7', to: 'd8' }), false);
  throwsCode(() => A.isPromotion(PROMOS, { from: 'a7', to: 'a9' }), 'ERR_INVALID_ARGUMENT', /move\.to must be a square name/);
  throwsCode(() => A.isPromotion(PROMOS, 'a7a8'), 'ERR_INVALID_ARGUMENT', /move must be \{ from, to \}, got string/);
  throwsCode(() => A.isPromotion('8/8 w', { from: 'a7', to: 'a8' }), 'ERR_INVALID_FEN');
});

test('isPromotion with a promotion letter: q, r, b, n leave the answer; k or p throws ERR_ILLEGAL_MOVE, Art. 3.7.5.1 (the core judges); text that names no piece ERR_INVALID_ARGUMENT', () => {
  const MESSAGE = (got) => `A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got ${got}`;
  const illegal = (fn, got) => assert.throws(fn, (e) => e instanceof A.ChessError && e.code === 'ERR_ILLEGAL_MOVE'
    && e.article === '3.7.5.1' && e.message === MESSAGE(got), got);
  for (const m of [A, core]) {
    for (const p of ['q', 'r', 'b', 'n', 'Q', 'N', undefined, null]) {
      assert.equal(m.isPromotion(PROMOS, { from: 'a7', to: 'b8', promotion: p }), true, String(p));
      assert.equal(m.isPromotion(PROMOS, { from: 'a7', to: 'c8', promotion: p }), false, String(p));
      assert.equal(m.isPromotion(PINNED, { from: 'd7', to: 'd8', promotion: p }), false, String(p));
    }
    // A king or a pawn is never a promotion piece, whether or not the drop is a promotion.
    illegal(() => m.isPromotion(PROMOS, { from: 'a7', to: 'a8', promotion: 'k' }), '"k"');
    illegal(() => m.isPromotion(PROMOS, { from: 'a7', to: 'a8', promotion: 'p' }), '"p"');
    illegal(() => m.isPromotion(PROMOS, { from: 'e1', to: 'd2', promotion: 'K' }), '"K"');
    // Text that names no piece, or no string at all, is an input error naming the four roles.
    const wrongType = (fn, got) => assert.throws(fn, (e) => e instanceof A.ChessError && e.code === 'ERR_INVALID_ARGUMENT'
      && e.article === undefined && e.message === `Invalid argument: move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got ${got}`, got);
    wrongType(() => m.isPromotion(PROMOS, { from: 'a7', to: 'a8', promotion: 'queen' }), '"queen"');
    wrongType(() => m.isPromotion(PROMOS, { from: 'a7', to: 'a8', promotion: '' }), '""');
    wrongType(() => m.isPromotion(PROMOS, { from: 'a7', to: 'a8', promotion: 5 }), 'number');
    wrongType(() => m.applyMove(PROMOS, { from: 'a7', to: 'a8', promotion: 1 }), 'number');
    wrongType(() => m.applyMove(PROMOS, { from: 'a7', to: 'a8', promotion: true }), 'boolean');
    // The same judgement as playing the drop.
    illegal(() => m.applyMove(PROMOS, { from: 'a7', to: 'a8', promotion: 'k' }), '"k"');
  }
  // A Move of the position is a drop with its promotion.
  const m = A.legalMoves(PROMOS).find((x) => x.san === 'axb8=N');
  assert.equal(A.isPromotion(PROMOS, m), true);
  const g = new A.Game(PROMOS);
  assert.equal(g.isPromotion({ from: 'h7', to: 'g8', promotion: 'r' }), true);
  assert.equal(g.isPromotion({ from: 'e1', to: 'e2', promotion: 'q' }), false);
  illegal(() => g.isPromotion({ from: 'h7', to: 'g8', promotion: 'k' }), '"k"');
  throwsCode(() => g.isPromotion({ from: 'h7', to: 'g8', promotion: {} }), 'ERR_INVALID_ARGUMENT', /^Invalid argument: move\.promotion must be q, r, b or n \(a queen, rook, bishop or knight\), got an object$/);
  throwsCode(() => g.move({ from: 'h7', to: 'g8', promotion: 1 }), 'ERR_INVALID_ARGUMENT', /^Invalid argument: move\.promotion must be q, r, b or n \(a queen, rook, bishop or knight\), got number$/);
  assert.equal(g.fen(), PROMOS);
  g.free();
});

test('checkSquare: the king in check, also when mated', () => {
  assert.equal(A.checkSquare('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), undefined);
  assert.equal(A.checkSquare('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'), 'e1');
  assert.equal(A.checkSquare('4k3/8/8/8/8/8/8/4RK2 b - - 0 1'), 'e8');
  assert.equal(core.checkSquare('4k3/8/8/8/8/8/8/4RK2 b - - 0 1'), 'e8');
  throwsCode(() => A.checkSquare(42), 'ERR_INVALID_ARGUMENT');
});

const find = (fen, san, o) => A.legalMoves(fen, o).find((m) => m.san === san);
const W = (type) => ({ color: 'w', type });
const B = (type) => ({ color: 'b', type });

test('pieceChanges: castling, en passant, promotion with capture, plain moves', () => {
  assert.deepEqual(A.pieceChanges(find(CASTLE, 'O-O')), [
    { square: 'e1', piece: null }, { square: 'h1', piece: null },
    { square: 'g1', piece: W('k') }, { square: 'f1', piece: W('r') },
  ]);
  assert.deepEqual(A.pieceChanges(find(CASTLE.replace(' w ', ' b '), 'O-O-O')), [
    { square: 'e8', piece: null }, { square: 'a8', piece: null },
    { square: 'c8', piece: B('k') }, { square: 'd8', piece: B('r') },
  ]);
  assert.deepEqual(A.pieceChanges(find('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6')), [
    { square: 'e5', piece: null }, { square: 'd5', piece: null }, { square: 'd6', piece: W('p') },
  ]);
  assert.deepEqual(A.pieceChanges(find(PROMOS, 'axb8=N')), [
    { square: 'a7', piece: null }, { square: 'b8', piece: W('n') },
  ]);
  assert.deepEqual(A.pieceChanges(find(PROMOS.replace(' w ', ' b '), 'hxg1=Q+')), [
    { square: 'h2', piece: null }, { square: 'g1', piece: B('q') },
  ]);
  assert.deepEqual(A.pieceChanges(find(CASTLE, 'Rxa8+')), [
    { square: 'a1', piece: null }, { square: 'a8', piece: W('r') },
  ]);
});

test('pieceChanges: Chess960 castlings that land on a square the king or rook left', () => {
  // b1a1: the king goes to c1, the rook from a1 to d1 (a1 and b1 are emptied).
  assert.deepEqual(A.pieceChanges(find(C960, 'O-O-O', { chess960: true })), [
    { square: 'b1', piece: null }, { square: 'a1', piece: null },
    { square: 'c1', piece: W('k') }, { square: 'd1', piece: W('r') },
  ]);
  // King f1, rook g1: O-O puts the king on g1 (where the rook was) and the rook on f1 (where the
  // king was): nothing is emptied.
  const fen = 'k7/8/8/8/8/8/8/5KR1 w G - 0 1';
  assert.deepEqual(A.pieceChanges(find(fen, 'O-O', { chess960: true })), [
    { square: 'g1', piece: W('k') }, { square: 'f1', piece: W('r') },
  ]);
});

test('pieceChanges: null move, bad input', () => {
  const g = new A.Game();
  assert.deepEqual(A.pieceChanges(g.move('--')), []);
  throwsCode(() => A.pieceChanges('e2e4'), 'ERR_INVALID_ARGUMENT', /move must be a Move/);
  throwsCode(() => A.pieceChanges({ from: 'e2', to: 'e4', flags: 'n', color: 'x', piece: 'p' }), 'ERR_INVALID_ARGUMENT', /move\.color/);
  throwsCode(() => A.pieceChanges({ from: 'e2', to: 'e9', flags: 'n', color: 'w', piece: 'p' }), 'ERR_INVALID_ARGUMENT', /move\.to/);
  g.free();
});

test('Game: lastMove, checkSquare, toDests, isPromotion', () => {
  const g = new A.Game();
  assert.equal(g.lastMove(), undefined);
  assert.equal(g.checkSquare(), undefined);
  assert.deepEqual(g.toDests().get('g1'), ['f3', 'h3']);
  for (const san of ['f3', 'e5', 'g4']) g.move(san);
  assert.deepEqual(g.lastMove(), { color: 'w', piece: 'p', from: 'g2', to: 'g4', san: 'g4', uci: 'g2g4', flags: 'b' });
  g.move('Qh4#');
  assert.equal(g.lastMove().san, 'Qh4#');
  assert.equal(g.checkSquare(), 'e1');
  assert.equal(g.toDests().size, 0, 'game over: no destinations');
  g.undo();
  assert.equal(g.lastMove().san, 'g4', 'after undo: the move before');
  assert.equal(g.checkSquare(), undefined);
  g.goto(0);
  assert.equal(g.lastMove(), undefined);
  g.free();

  const c = new A.Game(CASTLE);
  assert.deepEqual(c.toDests({ castling: 'king' }).get('e1'), ['c1', 'd1', 'f1', 'g1', 'd2', 'e2', 'f2']);
  assert.deepEqual(c.toDests().get('e1'), ['a1', 'c1', 'd1', 'f1', 'g1', 'h1', 'd2', 'e2', 'f2']);
  throwsCode(() => c.toDests({ castling: 'x' }), 'ERR_INVALID_ARGUMENT');
  c.move({ from: 'e1', to: 'h1' });
  assert.deepEqual(A.pieceChanges(c.lastMove()), [
    { square: 'e1', piece: null }, { square: 'h1', piece: null },
    { square: 'g1', piece: W('k') }, { square: 'f1', piece: W('r') },
  ]);
  c.free();

  const c9 = new A.Game(C960, { chess960: true });
  assert.deepEqual(c9.toDests().get('b1'), ['a1', 'c1', 'h1', 'b2', 'c2']);
  c9.free();

  const p = new A.Game(PINNED);
  assert.equal(p.isPromotion({ from: 'd7', to: 'd8' }), false);
  p.free();
  const q = new A.Game(PROMOS);
  assert.equal(q.isPromotion({ from: 'h7', to: 'h8' }), true);
  assert.equal(q.isPromotion({ from: 'h2', to: 'h1' }), false);
  throwsCode(() => q.isPromotion({ from: 'h7' }), 'ERR_INVALID_ARGUMENT');
  const fen = q.fen();
  q.move('h8=Q');
  assert.equal(q.lastMove().san, 'h8=Q');
  assert.notEqual(q.fen(), fen);
  q.free();
});
