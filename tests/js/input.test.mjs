// Real-world FEN input (issue 12): clocks are bookkeeping, an explicit chess960 option wins over
// detection, and relaxed mode accepts any material. Against the packed package. Expected move
// counts, perft and FENs after a move are chess.js 1.4.0's (an independent implementation).
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';
import * as core from 'chess-arbiter/core';

function throwsCode(fn, code) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof A.ChessError || e instanceof core.ChessError, 'a ChessError');
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
}

const CLOCKS = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1';

test('any clocks read; an impossible halfmove clock is a warning, not an error (Art. 3.10.3)', async () => {
  for (const api of [A, core]) {
    assert.deepEqual(api.validateFen(CLOCKS), {
      ok: true,
      warnings: [{ code: 'WARN_FEN_CLOCKS', message: 'halfmove clock 4 is more than the 0 halfmoves played before move 1 with white to move' }],
    });
    assert.equal(api.legalMoves(CLOCKS).length, 26);
    assert.equal(api.perft(CLOCKS, 3), 13744);
    assert.equal(api.applyMove(CLOCKS, 'O-O'), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 5 1');
    assert.equal(api.isCheck(CLOCKS), false);
    // Fullmove 0 reads as 1.
    assert.equal(api.applyMove('4k3/8/8/8/8/8/8/4K3 w - - 0 0', 'Kd1'), '4k3/8/8/8/8/8/8/3K4 b - - 1 1');
    assert.deepEqual(api.validateFen('4k3/8/8/8/8/8/8/4K3 w - - 0 0'), { ok: true });
    // Text that is no clock keeps its own code.
    for (const [fen, code] of [
      ['4k3/8/8/8/8/8/8/4K3 w - - x 1', 'ERR_FEN_HALFMOVE'],
      ['4k3/8/8/8/8/8/8/4K3 w - - -1 1', 'ERR_FEN_HALFMOVE'],
      ['4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1', 'ERR_FEN_HALFMOVE'],
      ['4k3/8/8/8/8/8/8/4K3 w - - 0 -3', 'ERR_FEN_FULLMOVE'],
      ['4k3/8/8/8/8/8/8/4K3 w - - 0 1e9', 'ERR_FEN_FULLMOVE'],
    ]) {
      const r = api.validateFen(fen);
      assert.equal(r.ok, false, fen);
      assert.deepEqual(r.errors.map((e) => e.code), [code], fen);
      throwsCode(() => api.legalMoves(fen), 'ERR_INVALID_FEN');
    }
  }
  const game = new A.Game(CLOCKS);
  assert.equal(game.fen(), CLOCKS);
  assert.equal(game.move('O-O').san, 'O-O');
  assert.equal(game.fen(), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 5 1');
  game.free();
  assert.deepEqual(await A.explainPosition(CLOCKS), { legal: true, problems: [] });
  // The 50- and 75-move rules read the clock as given (Art. 9.3, 9.6.2).
  const fifty = new A.Game('4k3/8/8/8/8/8/8/4K2R w - - 100 1');
  assert.equal(fifty.canClaimFiftyMoves(), true);
  assert.equal(fifty.outcome(), undefined);
  const seventyFive = new A.Game('4k3/8/8/8/8/8/8/4K2R w - - 150 1');
  assert.deepEqual(seventyFive.outcome(), { winner: null, termination: 'seventyfive_moves' });
  // A PGN FEN tag with such clocks loads.
  const g = A.Game.fromPgn(`[FEN "${CLOCKS}"]\n[SetUp "1"]\n\n1. O-O O-O-O *`);
  assert.equal(g.fen(), '2kr3r/8/8/8/8/8/8/R4RK1 w - - 6 2');
});

const ROOK_F1 = '4k3/8/8/8/8/8/8/4KR2 w K - 0 1';
const HINT = 'white castling rights with h1 need the king on its first-rank square and a white rook there (e-file king, a- or h-file rook in standard chess): a valid Chess960 position, pass { chess960: true } for Chess960';

test('an explicit chess960 option wins over detection (Art. 3.8.2.1)', () => {
  for (const api of [A, core]) {
    for (const options of [undefined, { chess960: false }, { chess960: null }]) {
      assert.deepEqual(api.validateFen(ROOK_F1, options), {
        ok: false,
        errors: [{ code: 'ERR_FEN_CASTLING_RIGHTS', article: '3.8.2.1', squares: ['e1', 'h1'], message: HINT }],
      }, JSON.stringify(options));
      const e = throwsCode(() => api.legalMoves(ROOK_F1, options), 'ERR_INVALID_FEN');
      assert.ok(e.message.includes('pass { chess960: true } for Chess960'), e.message);
    }
    assert.deepEqual(api.validateFen(ROOK_F1, { chess960: true }), { ok: true });
    const castle = api.legalMoves(ROOK_F1, { chess960: true }).filter((m) => m.flags === 'k');
    assert.deepEqual(castle.map((m) => [m.san, m.uci, m.to, m.rookFrom, m.rookTo]), [['O-O', 'e1f1', 'g1', 'f1', 'f1']]);
    assert.equal(api.applyMove(ROOK_F1, 'O-O', { chess960: true }), '4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
    // A Chess960 start read as standard chess is refused; the same FEN without the option is Chess960.
    const start0 = api.chess960Fen(0);
    throwsCode(() => api.legalMoves(start0, { chess960: false }), 'ERR_INVALID_FEN');
    assert.equal(api.legalMoves(start0).length, 20);
    // Explicit standard chess with Shredder letters on the corner rooks is standard chess.
    const castles = api.legalMoves('r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1', { chess960: false }).filter((m) => m.flags === 'k' || m.flags === 'q');
    assert.deepEqual(castles.map((m) => m.uci).sort(), ['e1c1', 'e1g1']);
  }
  // Game and PGN follow the same rule.
  throwsCode(() => new A.Game(ROOK_F1), 'ERR_INVALID_FEN');
  const g = new A.Game(ROOK_F1, { chess960: true });
  assert.equal(g.fen(), '4k3/8/8/8/8/8/8/4KR2 w F - 0 1');
  // What the game writes reads back as Chess960 without the option.
  const back = new A.Game(g.fen());
  assert.equal(back.toJSON().chess960, true);
  assert.deepEqual(back.moves().filter((m) => m.flags === 'k').map((m) => m.uci), ['e1f1']);
  g.free();
  back.free();
  const pgn = `[FEN "${ROOK_F1}"]\n[SetUp "1"]\n\n1. O-O *`;
  const err = throwsCode(() => A.Game.fromPgn(pgn), 'ERR_INVALID_PGN');
  assert.equal(err.reason, 'ERR_INVALID_FEN');
  assert.equal(A.Game.fromPgn(pgn, { chess960: true }).fen(), '4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  assert.equal(A.Game.fromPgn(`[Variant "Chess960"]\n${pgn}`).fen(), '4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
});

test('every Chess960 start round-trips without the option', () => {
  // 756 starts have the king off the e-file (KQkq, Chess960), 186 an e-file king with a rook off
  // the corner (file letters, Chess960), 18 an e-file king with corner rooks (KQkq, read as
  // standard chess, which castles the same).
  let kqkq = 0;
  let letters = 0;
  let standard = 0;
  for (let n = 0; n < 960; n++) {
    const fen = A.chess960Fen(n);
    if (fen.includes(' w KQkq ')) kqkq++;
    else letters++;
    const g = new A.Game(fen);
    assert.equal(g.fen(), fen, `start ${n}`);
    if (!g.toJSON().chess960) standard++;
    assert.deepEqual(A.validateFen(fen), { ok: true }, fen);
    g.free();
  }
  assert.deepEqual([kqkq, letters, standard], [774, 186, 18]);
});

const MATERIAL = 'k6K/8/8/pppppppp/8/8/8/QqQq4 w - - 0 1';
const QUEENS = 'n1n1n1nk/QP1PQQ1P/Q1QQ2QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1';

test('relaxed accepts any material and refuses only unplayable positions', () => {
  for (const api of [A, core]) {
    throwsCode(() => api.legalMoves(MATERIAL), 'ERR_INVALID_FEN');
    assert.deepEqual(api.validateFen(MATERIAL).errors.map((e) => e.code), ['ERR_FEN_PIECE_COUNT']);
    assert.deepEqual(api.validateFen(MATERIAL, { relaxed: true }), { ok: true });
    assert.equal(api.legalMoves(MATERIAL, { relaxed: true }).length, 24);
    assert.equal(api.perft(MATERIAL, 3, { relaxed: true }), 20921);
    assert.equal(api.perft(MATERIAL.replace(' w ', ' b '), 3, { relaxed: true }), 26710);
    // 245 legal moves: more than any legal position has, all listed.
    const moves = api.legalMoves(QUEENS, { relaxed: true });
    assert.equal(moves.length, 245);
    assert.equal(new Set(moves.map((m) => m.uci)).size, 245);
    assert.equal(api.perft(QUEENS, 2, { relaxed: true }), 2690);
    for (const [fen, code] of [
      ['8/8/8/8/8/8/8/K7 w - - 0 1', 'ERR_FEN_KINGS'],
      ['k6P/8/8/8/8/8/8/K7 w - - 0 1', 'ERR_FEN_PAWNS_ON_BACKRANK'],
      ['k7/8/8/8/8/8/8/K6q b - - 0 1', 'ERR_FEN_OPPOSITE_CHECK'],
    ]) {
      assert.deepEqual(api.validateFen(fen, { relaxed: true }).errors.map((e) => e.code), [code], fen);
      throwsCode(() => api.legalMoves(fen, { relaxed: true }), 'ERR_INVALID_FEN');
    }
  }
  const game = new A.Game(MATERIAL, { relaxed: true });
  assert.equal(game.move('a1b1').san, 'Qaxb1');
  assert.equal(game.toJSON().relaxed, true);
  game.free();
});

test('found by a new-user trial: a snapshot ply past the moves, and an options getter that throws', () => {
  const moves = ['e2e4', 'e7e5'];
  for (const ply of [3, 2 ** 32, 2 ** 32 + 1]) {
    throwsCode(() => A.Game.fromJSON({ startFen: A.chess960Fen(518), chess960: false, moves, ply }), 'ERR_INVALID_SNAPSHOT');
  }
  assert.equal(A.Game.fromJSON({ startFen: A.chess960Fen(518), chess960: false, moves, ply: 1 }).ply(), 1);
  // The caller's own error comes through unchanged, not as a ChessError ERR_INTERNAL.
  const boom = new Error('boom');
  const options = { get chess960() { throw boom; } };
  for (const call of [
    () => A.legalMoves(A.chess960Fen(518), options),
    () => A.applyMove(A.chess960Fen(518), 'e4', options),
    () => core.perft(A.chess960Fen(518), 1, options),
    () => new A.Game(undefined, options),
  ]) {
    assert.throws(call, (e) => e === boom);
  }
});
