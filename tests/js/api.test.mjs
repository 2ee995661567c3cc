// The public JS API against the packed package: every function, every error code, bad input of
// every type, state unchanged after failures, and a real game replayed with applyMove.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as A from 'chess-arbiter';
import { consumerDir, repo } from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const PROMO = '1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1';

/** Asserts that fn throws a ChessError with this code (and article, when given). */
function throwsCode(fn, code, article) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error, 'an Error');
    assert.ok(e instanceof A.ChessError, 'a ChessError');
    assert.equal(e.name, 'ChessError');
    assert.equal(e.code, code, e.message);
    assert.ok(typeof e.message === 'string' && e.message.length > 0);
    if (article) assert.equal(e.article, article);
    return e;
  }
  assert.fail(`expected ${code}`);
}

test('legalMoves: exact moves with SAN, UCI, flags', () => {
  const moves = A.legalMoves(START);
  assert.equal(moves.length, 20);
  assert.deepEqual(moves.find((m) => m.san === 'e4'), { color: 'w', piece: 'p', from: 'e2', to: 'e4', san: 'e4', uci: 'e2e4', flags: 'b' });
  assert.deepEqual(moves.find((m) => m.san === 'Nf3'), { color: 'w', piece: 'n', from: 'g1', to: 'f3', san: 'Nf3', uci: 'g1f3', flags: 'n' });
  assert.equal(A.legalMoves(KIWIPETE).length, 48);
  const kiwi = A.legalMoves(KIWIPETE);
  assert.deepEqual(kiwi.find((m) => m.san === 'O-O'), { color: 'w', piece: 'k', from: 'e1', to: 'g1', san: 'O-O', uci: 'e1g1', flags: 'k', rookFrom: 'h1', rookTo: 'f1' });
  assert.deepEqual(kiwi.find((m) => m.san === 'O-O-O'), { color: 'w', piece: 'k', from: 'e1', to: 'c1', san: 'O-O-O', uci: 'e1c1', flags: 'q', rookFrom: 'a1', rookTo: 'd1' });
  assert.deepEqual(kiwi.find((m) => m.san === 'Bxa6'), { color: 'w', piece: 'b', from: 'e2', to: 'a6', captured: 'b', san: 'Bxa6', uci: 'e2a6', flags: 'c' });
  assert.deepEqual(A.legalMoves(START, { square: 'b1' }).map((m) => m.san), ['Na3', 'Nc3']);
  assert.deepEqual(A.legalMoves(START, { square: 'e4' }), []);
});

test('en passant, promotion and mate in move objects', () => {
  const ep = A.legalMoves('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1').find((m) => m.flags === 'e');
  assert.deepEqual(ep, { color: 'w', piece: 'p', from: 'e5', to: 'd6', captured: 'p', san: 'exd6', uci: 'e5d6', flags: 'e', captureSquare: 'd5' });
  const promos = A.legalMoves(PROMO).filter((m) => m.from === 'a7');
  assert.deepEqual(promos.map((m) => `${m.san}/${m.uci}/${m.flags}`).sort(), [
    'a8=B/a7a8b/np', 'a8=N/a7a8n/np', 'a8=Q/a7a8q/np', 'a8=R/a7a8r/np',
    'axb8=B/a7b8b/cp', 'axb8=N/a7b8n/cp', 'axb8=Q+/a7b8q/cp', 'axb8=R+/a7b8r/cp',
  ]);
  assert.ok(A.legalMoves('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1').some((m) => m.san === 'Ra8#'));
});

test('Chess960: king takes rook UCI, X-FEN out, Shredder-FEN in', () => {
  const fen = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
  const moves = A.legalMoves(fen);
  // Published perft counts (../shared/data/perft/chess960.epd: D1 21, D3 12189).
  assert.equal(moves.length, 21);
  assert.equal(A.perft(fen, 3), 12189);
  const m = A.legalMoves('4k3/8/8/8/8/8/8/1R2K2R w HB - 0 1', { chess960: true }).find((x) => x.san === 'O-O');
  assert.deepEqual(m, { color: 'w', piece: 'k', from: 'e1', to: 'g1', san: 'O-O', uci: 'e1h1', flags: 'k', rookFrom: 'h1', rookTo: 'f1' });
  assert.equal(A.applyMove('4k3/8/8/8/8/8/8/1R2K2R w HB - 0 1', 'e1h1', { chess960: true }), '4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1');
  assert.equal(A.applyMove('4k3/8/8/8/8/8/8/RR2K3 w B - 0 1', 'O-O-O', { chess960: true }), '4k3/8/8/8/8/8/8/R1KR4 b - - 1 1');
  throwsCode(() => A.legalMoves('4k3/8/8/8/8/8/8/RR2K3 w BA - 0 1'), 'ERR_INVALID_FEN', '3.8.2.1');
  assert.equal(A.chess960Fen(518), START);
  assert.equal(A.chess960Fen(0), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
  throwsCode(() => A.chess960Fen(960), 'ERR_INVALID_ARGUMENT');
});

test('applyMove: SAN, UCI, objects; strict; FEN output conventions', () => {
  const a = A.applyMove(START, 'e4');
  assert.equal(a, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(A.applyMove(START, 'e2e4'), a);
  assert.equal(A.applyMove(START, { from: 'e2', to: 'e4' }), a);
  assert.equal(A.applyMove(START, 'Ng1f3'), A.applyMove(START, 'Nf3', { strict: true }));
  throwsCode(() => A.applyMove(START, 'Ng1f3', { strict: true }), 'ERR_NOT_STRICT_SAN');
  assert.equal(A.applyMove(PROMO, 'a8=N'), 'Nn2k3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.equal(A.applyMove(PROMO, { from: 'a7', to: 'b8', promotion: 'r' }), '1R2k3/8/8/8/8/8/8/4K3 b - - 0 1');
  // En-passant square kept only when the capture is legal.
  assert.equal(A.applyMove('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1', 'e4'), '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
});

test('error codes for moves', () => {
  throwsCode(() => A.applyMove(START, 'e2e5'), 'ERR_ILLEGAL_MOVE', '3.10.2');
  throwsCode(() => A.applyMove(START, 'Ke2'), 'ERR_ILLEGAL_MOVE');
  throwsCode(() => A.applyMove('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'), 'ERR_AMBIGUOUS_MOVE');
  throwsCode(() => A.applyMove(PROMO, 'a8'), 'ERR_PROMOTION_REQUIRED', '3.7.5.1');
  throwsCode(() => A.applyMove(PROMO, { from: 'a7', to: 'a8' }), 'ERR_PROMOTION_REQUIRED');
  throwsCode(() => A.applyMove(PROMO, 'a7a8'), 'ERR_PROMOTION_REQUIRED');
  throwsCode(() => A.applyMove(PROMO, { from: 'a7', to: 'a8', promotion: 'k' }), 'ERR_ILLEGAL_MOVE', '3.7.5.1');
  // An unknown promotion letter in text is no move, whatever the form (a trailing `x` was
  // once read as a capture mark: `a7a8` then ERR_PROMOTION_REQUIRED).
  for (const bad of ['a8=X', 'a7a8x', 'a7a8=x', 'a8X', 'a7-a8x']) throwsCode(() => A.applyMove(PROMO, bad), 'ERR_INVALID_MOVE');
  for (const bad of ['Qxx', 'O-O-O-O', 'e9e4', '', 'hello']) throwsCode(() => A.applyMove(START, bad), 'ERR_INVALID_MOVE');
  throwsCode(() => A.applyMove(START, { from: 'e9', to: 'e4' }), 'ERR_INVALID_ARGUMENT');
});

test('error codes for FENs and arguments', () => {
  throwsCode(() => A.legalMoves('8/8/8/8/8/8/8/8 w - - 0 1'), 'ERR_INVALID_FEN', '3.10.3');
  throwsCode(() => A.legalMoves('not a fen'), 'ERR_INVALID_FEN');
  throwsCode(() => A.legalMoves('B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1'), 'ERR_INVALID_FEN', '3.10.3');
  assert.equal(A.perft('B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1', 3, { relaxed: true }), 1829);
  for (const bad of [undefined, null, 42, {}, [], true, Symbol('x'), () => 1]) {
    throwsCode(() => A.legalMoves(bad), 'ERR_INVALID_ARGUMENT');
    throwsCode(() => A.applyMove(bad, 'e4'), 'ERR_INVALID_ARGUMENT');
    throwsCode(() => A.isCheck(bad), 'ERR_INVALID_ARGUMENT');
    throwsCode(() => A.perft(bad, 1), 'ERR_INVALID_ARGUMENT');
    throwsCode(() => A.toDests(bad), 'ERR_INVALID_ARGUMENT');
  }
  // (null is a null move, as in chess.js: see the null-move test.)
  for (const bad of [undefined, 42, {}, [], true]) throwsCode(() => A.applyMove(START, bad), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.legalMoves(START, 'chess960'), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.legalMoves(START, { square: 'z9' }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.perft(START, -1), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.perft(START, 1.5), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.perft(START, 16), 'ERR_INVALID_ARGUMENT');
});

test('applyMove with a null move: the side to move passes (issue #12)', () => {
  const passed = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1';
  for (const move of ['--', 'Z0', '0000', null]) assert.equal(A.applyMove(START, move), passed, String(move));
  // The en-passant square is cleared, the halfmove clock counts, the fullmove number goes on.
  assert.equal(A.applyMove('rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3', '--'), 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3');
  assert.equal(A.applyMove('4k3/8/8/8/8/8/8/4K3 b - - 7 40', null), '4k3/8/8/8/8/8/8/4K3 w - - 8 41');
  // Refused in check (Art. 3.9.2) and with strict (Art. 1.2); never a legal move.
  const check = throwsCode(() => A.applyMove('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', '--'), 'ERR_ILLEGAL_MOVE', '3.9.2');
  assert.equal(check.message, 'A null move (--) is not allowed in check: it would leave the king in check: "--"');
  for (const move of ['--', 'Z0', '0000', null]) {
    const e = throwsCode(() => A.applyMove(START, move, { strict: true }), 'ERR_NULL_MOVE', '1.2');
    assert.match(e.message, /^A null move \(--\) is no move under the laws: the players move alternately: "/);
  }
  assert.equal(A.legalMoves(START).some((m) => m.san === '--' || m.from === m.to), false);
  assert.equal(A.perft(START, 2), 400);
});

test('isCheck, isCheckmate, isStalemate', () => {
  assert.equal(A.isCheck('4k3/8/8/8/8/8/8/4K2r w - - 0 1'), true);
  assert.equal(A.isCheck(START), false);
  assert.equal(A.isCheckmate('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1'), true);
  assert.equal(A.isCheckmate('4k3/8/8/8/8/8/8/4K2r w - - 0 1'), false);
  assert.equal(A.isStalemate('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), true);
  assert.equal(A.isStalemate(START), false);
});

test('validateFen lists every problem with code, article and squares', () => {
  assert.deepEqual(A.validateFen(START), { ok: true });
  const r = A.validateFen('4k3/8/8/8/8/8/8/P7 w K e3 200 1');
  assert.equal(r.ok, false);
  assert.deepEqual(r.errors.map((e) => e.code), ['ERR_FEN_KINGS', 'ERR_FEN_PAWNS_ON_BACKRANK', 'ERR_FEN_CASTLING_RIGHTS', 'ERR_FEN_EN_PASSANT']);
  assert.deepEqual(r.errors[1].squares, ['a1']);
  assert.equal(r.errors[0].article, '3.10.3');
  const s = A.validateFen('rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.deepEqual(s.errors.map((e) => e.code), ['ERR_FEN_RANK_LENGTH']);
  assert.equal(s.errors[0].message, 'rank 7 has 7 squares, not 8 ("ppppppp")');
  assert.deepEqual(A.validateFen(42).errors.map((e) => e.code), ['ERR_INVALID_ARGUMENT']);
});

test('validateFen with relaxed reports only what makes a position unplayable', () => {
  // Two white bishops check the black king on one diagonal: impossible in a game, playable.
  const bishops = 'B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1';
  assert.deepEqual(A.validateFen(bishops).errors.map((e) => e.code), ['ERR_FEN_IMPOSSIBLE_CHECK']);
  assert.deepEqual(A.validateFen(bishops, { relaxed: true }), { ok: true });
  // The king steps off the diagonal: e2, f2, e3, g3, f4, g4 (g2 and e4 stay on it).
  assert.deepEqual(A.legalMoves(bishops, { relaxed: true }).map((m) => m.to).sort(), ['e2', 'e3', 'f2', 'f4', 'g3', 'g4']);
  // Rights without their rook are dropped in relaxed mode; no king stays an error.
  assert.deepEqual(A.validateFen('4k3/8/8/8/8/8/8/4K3 w KQ - 0 1', { relaxed: true }), { ok: true });
  assert.deepEqual(A.validateFen('4k3/8/8/8/8/8/8/8 w - - 0 1', { relaxed: true }).errors.map((e) => e.code), ['ERR_FEN_KINGS']);
});

test('X-FEN of Chess960 positions reads back without { chess960: true }', () => {
  const fen = A.chess960Fen(0);
  assert.equal(fen, 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
  assert.equal(A.legalMoves(fen).length, 20);
  assert.deepEqual(A.validateFen(fen), { ok: true });
  // After both sides clear the way, O-O is king takes rook in UCI, as in Chess960 mode.
  const ready = 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kkq - 0 1';
  const castle = A.legalMoves(ready).find((m) => m.san === 'O-O');
  assert.deepEqual([castle.uci, castle.to, castle.rookFrom, castle.rookTo], ['g1h1', 'g1', 'h1', 'f1']);
  assert.equal(A.applyMove(ready, 'O-O'), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRK1 b kq - 1 1');
  // A game from such a FEN, and every start of the 960.
  const g = new A.Game(A.chess960Fen(111));
  assert.equal(g.fen(), A.chess960Fen(111));
  assert.equal(g.moves().length, 20);
  g.free();
  // Every start reads as if { chess960: true } were given: the same moves, UCI included.
  for (let n = 0; n < 960; n++) {
    const f = A.chess960Fen(n);
    assert.deepEqual(A.validateFen(f), { ok: true }, f);
    assert.deepEqual(A.legalMoves(f), A.legalMoves(f, { chess960: n !== 518 }), f);
  }
});

test('perft and toDests', () => {
  // Published perft counts: the start position (197281 at depth 4) and Kiwipete (2039 at
  // depth 2, 97862 at 3), as in ../shared/data/perft/cpw.epd.
  assert.equal(A.perft(START, 0), 1);
  assert.equal(A.perft(START, 4), 197281);
  assert.equal(A.perft(KIWIPETE, 3), 97862);
  assert.equal(A.perftCopyMake(KIWIPETE, 2), 2039);
  const d = A.toDests(START);
  assert.ok(d instanceof Map);
  assert.equal(d.size, 10);
  assert.deepEqual(d.get('g1'), ['f3', 'h3']);
  // Standard chess: by default both castling drops, the king's destination and its rook.
  assert.deepEqual(A.toDests('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1').get('e1'), ['a1', 'c1', 'd1', 'f1', 'g1', 'h1', 'd2', 'e2', 'f2']);
  assert.deepEqual(A.toDests('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').size, 0);
  // Chess960: by default a castling gives the rook's square only (the king's destination c1 is
  // also a plain king step). python-chess 1.11.2 in Chess960 mode: from b1 the steps b2, c1, c2
  // (a2 is attacked by the a8 rook) and the castlings b1a1 (king to c1) and b1h1 (king to g1).
  const c960 = A.toDests('rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1', { chess960: true });
  assert.deepEqual(c960.get('b1'), ['a1', 'c1', 'h1', 'b2', 'c2']);
});

test('Game: move, undo, history, status; unchanged after failures', () => {
  const g = new A.Game();
  assert.equal(g.fen(), START);
  assert.equal(g.turn(), 'w');
  const m = g.move('e4');
  assert.deepEqual(m, { color: 'w', piece: 'p', from: 'e2', to: 'e4', san: 'e4', uci: 'e2e4', flags: 'b' });
  g.move({ from: 'e7', to: 'e5' });
  g.move('Qh5');
  g.move('Nc6');
  g.move('Bc4');
  g.move('Nf6');
  const before = g.fen();
  for (const [bad, code] of [
    ['Ke3', 'ERR_ILLEGAL_MOVE'], ['Qxx', 'ERR_INVALID_MOVE'], ['', 'ERR_INVALID_MOVE'], ['e2e4', 'ERR_ILLEGAL_MOVE'],
    [{ from: 'a1', to: 'a9' }, 'ERR_INVALID_ARGUMENT'], [42, 'ERR_INVALID_ARGUMENT'], [undefined, 'ERR_INVALID_ARGUMENT'],
    [{}, 'ERR_INVALID_ARGUMENT'],
  ]) {
    throwsCode(() => g.move(bad), code);
    assert.equal(g.fen(), before);
    assert.equal(g.history().length, 6);
  }
  const mate = g.move('Qxf7#');
  assert.equal(mate.san, 'Qxf7#');
  assert.equal(mate.captured, 'p');
  assert.equal(g.isCheckmate(), true);
  assert.equal(g.isCheck(), true);
  assert.equal(g.isGameOver(), true);
  assert.deepEqual(g.history(), ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  assert.equal(g.history({ verbose: true })[6].uci, 'h5f7');
  assert.equal(g.undo().san, 'Qxf7#');
  assert.equal(g.fen(), before);
  assert.equal(g.isGameOver(), false);
  assert.deepEqual(g.moves({ square: 'c4' }).map((x) => x.san).sort(), ['Ba6', 'Bb3', 'Bb5', 'Bd3', 'Bd5', 'Be2', 'Be6', 'Bf1', 'Bxf7+']);
  g.free();
  throwsCode(() => g.fen(), 'ERR_GAME_FREED');
  const s = new A.Game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.equal(s.isStalemate(), true);
  assert.equal(s.undo(), undefined);
  throwsCode(() => new A.Game('8/8/8 w - - 0 1'), 'ERR_INVALID_FEN');
  throwsCode(() => new A.Game(42), 'ERR_INVALID_ARGUMENT');
});

test('a real lichess game replays with applyMove to its recorded mate', () => {
  const text = readFileSync(path.join(repo, '../shared/data/games/lichess/lichess_db_standard_rated_2021-10_first999.pgn'), 'utf8');
  // Take the first game that ends in mate and replay its SAN moves.
  const games = text.split(/\n\n(?=\[Event )/);
  const game = games.find((g) => /#\s*(\{[^}]*\}\s*)?(1-0|0-1)\s*$/.test(g.trim()));
  const movetext = game.split(/\n\n/).slice(1).join(' ');
  const sans = movetext.replace(/\{[^}]*\}/g, ' ').replace(/\d+\.(\.\.)?/g, ' ').split(/\s+/)
    .filter((t) => t && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t) && !t.startsWith('$'));
  let fen = START;
  for (const san of sans) fen = A.applyMove(fen, san, { strict: true });
  assert.ok(sans.length > 10);
  assert.equal(A.isCheckmate(fen), true);
});

test('the public conformance check passes', () => {
  const out = execFileSync(process.execPath, [path.join(repo, '../shared/conformance/api-shape.mjs')], { cwd: consumerDir(), encoding: 'utf8' });
  assert.match(out, /all present checks pass/);
  assert.doesNotMatch(out, /FAIL/);
});

// A trial found 'a8=K' and 'a7a8k' ERR_INVALID_MOVE while { promotion: 'k' } was ERR_ILLEGAL_MOVE
// (Art. 3.7.5.1), and 'Nf3=Q' ERR_INVALID_MOVE, 'e4=Q' ERR_ILLEGAL_MOVE (3.10.2) while 'g1f3q'
// was ERR_PROMOTION_UNEXPECTED: every form now says what the squares' form says.
test('a promotion suffix gives the same code, article and message in SAN, UCI, LAN and { from, to, promotion }, strict or not, in applyMove, Game#move and explainMove', async () => {
  const P = '8/P7/8/8/8/8/8/k6K w - - 0 1';
  const piece = (got) => ['ERR_ILLEGAL_MOVE', '3.7.5.1', `A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "${got}"`];
  const unexpected = (text) => ['ERR_PROMOTION_UNEXPECTED', '3.7.5.1', `This move is not a promotion: only a pawn reaching the last rank takes a new piece: "${text}"`];
  const cases = [
    [P, 'a8=K', piece('K'), 'ERR_PROMOTION_PIECE'], [P, 'a8K', piece('K'), 'ERR_PROMOTION_PIECE'],
    [P, 'a7a8k', piece('k'), 'ERR_PROMOTION_PIECE'], [P, 'a7-a8=K', piece('K'), 'ERR_PROMOTION_PIECE'],
    [P, { from: 'a7', to: 'a8', promotion: 'k' }, piece('k'), 'ERR_PROMOTION_PIECE'],
    [P, 'a8=P', piece('P'), 'ERR_PROMOTION_PIECE'], [P, 'a7a8p', piece('p'), 'ERR_PROMOTION_PIECE'],
    [P, 'a7-a8=P', piece('P'), 'ERR_PROMOTION_PIECE'],
    [P, { from: 'a7', to: 'a8', promotion: 'p' }, piece('p'), 'ERR_PROMOTION_PIECE'],
    [START, 'Nf3=Q', unexpected('Nf3=Q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'Nf3Q', unexpected('Nf3Q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'Ng1-f3=Q', unexpected('Ng1-f3=Q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'g1f3q', unexpected('g1f3q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, { from: 'g1', to: 'f3', promotion: 'q' }, unexpected('g1f3q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'e4=Q', unexpected('e4=Q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'e2-e4=Q', unexpected('e2-e4=Q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'e2e4q', unexpected('e2e4q'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'e4=K', unexpected('e4=K'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, 'e2e4k', unexpected('e2e4k'), 'ERR_PROMOTION_UNEXPECTED'],
    [START, { from: 'e2', to: 'e4', promotion: 'k' }, unexpected('e2e4k'), 'ERR_PROMOTION_UNEXPECTED'],
  ];
  const caught = (fn) => {
    try { fn(); } catch (e) { assert.ok(e instanceof A.ChessError); return [e.code, e.article, e.message]; }
    assert.fail('no error');
  };
  for (const [fen, move, want, ruling] of cases) {
    const what = JSON.stringify(move);
    for (const options of [undefined, { strict: true }]) {
      assert.deepEqual(caught(() => A.applyMove(fen, move, options)), want, `applyMove ${what} ${JSON.stringify(options)}`);
    }
    const g = new A.Game(fen);
    assert.deepEqual(caught(() => g.move(move)), want, `Game#move ${what}`);
    assert.equal(g.fen(), fen);
    const explained = await A.explainMove(fen, move);
    assert.equal(explained.legal, false, what);
    assert.equal(explained.code, ruling, `explainMove ${what}`);
    assert.equal(explained.article, '3.7.5.1', `explainMove ${what}`);
  }
  // Strict SAN is still asked for (a8=Q gives check), and a suffix on no legal move is that move's answer.
  assert.deepEqual(caught(() => A.applyMove(P, 'a8=Q', { strict: true })), ['ERR_NOT_STRICT_SAN', undefined, 'Not strict SAN: write a8=Q+: "a8=Q"']);
  assert.deepEqual(caught(() => A.applyMove(START, 'Nf6=Q')), ['ERR_ILLEGAL_MOVE', '3.10.2', 'Illegal move: "Nf6=Q"']);
  assert.deepEqual(caught(() => A.applyMove(P, 'a8=X')).slice(0, 2), ['ERR_INVALID_MOVE', undefined]);
});

// A trial found 'Nf3=K', 'g1f3k' and { from: 'g1', to: 'f3', promotion: 'k' } thrown as a pawn's
// promotion to a king (ERR_ILLEGAL_MOVE, 3.7.5.1) while explainMove ruled them
// ERR_PROMOTION_UNEXPECTED, and 'Nf6=K' given the pawn's message too. A king or pawn letter is
// judged by 3.7.5.1 only where a pawn reaches the last rank; elsewhere it gets what 'q' gets.
test('a king or pawn letter on a move that is no pawn reaching the last rank gets what a queen letter gets, in every form and in explainMove', async () => {
  const F = '4k3/P7/8/8/8/8/4P3/4K1N1 w - - 0 1';
  const unexpected = (text) => ['ERR_PROMOTION_UNEXPECTED', '3.7.5.1', `This move is not a promotion: only a pawn reaching the last rank takes a new piece: "${text}"`];
  const illegal = (text) => ['ERR_ILLEGAL_MOVE', '3.10.2', `Illegal move: "${text}"`];
  const piece = (got) => ['ERR_ILLEGAL_MOVE', '3.7.5.1', `A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "${got}"`];
  const cases = [
    ['Nf3=K', unexpected('Nf3=K'), 'ERR_PROMOTION_UNEXPECTED'],
    ['Nf3K', unexpected('Nf3K'), 'ERR_PROMOTION_UNEXPECTED'],
    ['Nf3=P', unexpected('Nf3=P'), 'ERR_PROMOTION_UNEXPECTED'],
    ['Ng1-f3=K', unexpected('Ng1-f3=K'), 'ERR_PROMOTION_UNEXPECTED'],
    ['g1f3k', unexpected('g1f3k'), 'ERR_PROMOTION_UNEXPECTED'],
    ['g1f3K', unexpected('g1f3K'), 'ERR_PROMOTION_UNEXPECTED'],
    [{ from: 'g1', to: 'f3', promotion: 'k' }, unexpected('g1f3k'), 'ERR_PROMOTION_UNEXPECTED'],
    [{ from: 'g1', to: 'f3', promotion: 'P' }, unexpected('g1f3P'), 'ERR_PROMOTION_UNEXPECTED'],
    ['e4=K', unexpected('e4=K'), 'ERR_PROMOTION_UNEXPECTED'],
    [{ from: 'e2', to: 'e4', promotion: 'p' }, unexpected('e2e4p'), 'ERR_PROMOTION_UNEXPECTED'],
    ['Nf6=K', illegal('Nf6=K'), 'ERR_KNIGHT_MOVE'],
    ['g1f6k', illegal('g1f6k'), 'ERR_KNIGHT_MOVE'],
    [{ from: 'g1', to: 'f6', promotion: 'k' }, illegal('g1f6k'), 'ERR_KNIGHT_MOVE'],
    ['Ng1-f6=K', illegal('Ng1-f6=K'), 'ERR_KNIGHT_MOVE'],
    // A pawn reaching the last rank: Art. 3.7.5.1's own answer, as before.
    ['a8=K', piece('K'), 'ERR_PROMOTION_PIECE'],
    ['a7a8k', piece('k'), 'ERR_PROMOTION_PIECE'],
    [{ from: 'a7', to: 'a8', promotion: 'K' }, piece('K'), 'ERR_PROMOTION_PIECE'],
  ];
  const caught = (fn) => {
    try { fn(); } catch (e) { assert.ok(e instanceof A.ChessError); return [e.code, e.article, e.message]; }
    assert.fail('no error');
  };
  for (const [move, want, ruling] of cases) {
    const what = JSON.stringify(move);
    for (const options of [undefined, { strict: true }]) {
      assert.deepEqual(caught(() => A.applyMove(F, move, options)), want, `applyMove ${what} ${JSON.stringify(options)}`);
    }
    const g = new A.Game(F);
    assert.deepEqual(caught(() => g.move(move)), want, `Game#move ${what}`);
    assert.equal(g.fen(), F);
    // A queen's letter in the king's or pawn's place gets the same code and article off the last rank.
    const queen = typeof move === 'string' ? move.replace(/[KPkp](?=\)?$)/, 'Q') : { ...move, promotion: 'q' };
    if (ruling !== 'ERR_PROMOTION_PIECE') assert.deepEqual(caught(() => A.applyMove(F, queen)).slice(0, 2), want.slice(0, 2), `queen ${JSON.stringify(queen)}`);
    const explained = await A.explainMove(F, move);
    assert.equal(explained.legal, false, what);
    assert.equal(explained.code, ruling, `explainMove ${what}`);
    // Where the move without the letter is legal, explainMove's ruling is applyMove's code.
    if (ruling === 'ERR_PROMOTION_UNEXPECTED') assert.deepEqual([explained.code, explained.article], want.slice(0, 2), `explainMove ${what}`);
  }
});
