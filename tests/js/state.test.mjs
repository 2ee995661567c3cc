// The immutable game value (issue 39) against the packed package: gameState, play, undo, redo,
// viewPly, claimDraw, stateFromPgn, statePgn, stateMoves, destsMap. Exact values after scripted
// games (every outcome and claim), the line and view semantics, frozen-ness, JSON round trips,
// the sharing of the line, and a differential test over the 8,642 lichess games: every ply's
// FEN, outcome, claims, check and destinations through the state functions and through Game.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as A from 'chess-arbiter';
import { repo, throwsChessError } from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const START_DESTS = 'b1a3c3 g1f3h3 a2a3a4 b2b3b4 c2c3c4 d2d3d4 e2e3e4 f2f3f4 g2g3g4 h2h3h4';
const DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
const LICHESS = path.join(repo, '../shared/data/games/lichess');

/** Asserts that fn throws a ChessError with this code (and article, when given); returns it. */
const throwsCode = (fn, code, article) => throwsChessError(A.ChessError, fn, code, article);

const playAll = (s, moves) => moves.reduce((st, m) => A.play(st, m), s);
const json = (s) => JSON.parse(JSON.stringify(s));
/** destsMap(s) as text, each origin with its destinations ('e2e3e4 g1f3h3'), origins a1 to h8. */
const dests = (s) => [...A.destsMap(s)].map(([from, to]) => from + to.join('')).join(' ');

test('gameState: the start as a frozen plain object, every field', () => {
  const s = A.gameState();
  assert.deepEqual(s, {
    startFen: START, chess960: false, line: null, undone: null, length: 0, ply: 0,
    fen: START, turn: 'w', lastMove: null, check: null, outcome: null, claims: [],
  });
  assert.deepEqual(Object.keys(s), ['startFen', 'chess960', 'line', 'undone', 'length', 'ply', 'fen', 'turn', 'lastMove', 'check', 'outcome', 'claims']);
  // The destinations are not held: destsMap makes them from the FEN when asked.
  assert.equal(dests(s), START_DESTS);
  assert.equal(Object.getPrototypeOf(s), Object.prototype);
  assert.ok(Object.isFrozen(s) && Object.isFrozen(s.claims));
  assert.deepEqual(A.gameState(null), s);
  // A FEN, in check; Chess960 by its castling letters; relaxed reading kept in the state.
  const c = A.gameState('rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2');
  assert.deepEqual([c.check, c.turn, dests(c), c.outcome, c.claims], ['e8', 'b', 'g7g6', null, []]);
  // A lone king that must take the queen: dead at once (Art. 5.2.2), so no destinations.
  const dead = A.gameState('4k3/8/8/8/8/8/4q3/4K3 w - - 0 1');
  assert.deepEqual([dead.check, dests(dead), dead.outcome], ['e1', '', { winner: null, termination: 'dead_position' }]);
  const f = A.gameState('bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1');
  assert.equal(f.chess960, true);
  assert.equal(f.startFen, 'bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1');
  // Nine white pawns: no game reaches it, so only relaxed reading takes it, and the state says so.
  throwsCode(() => A.gameState('k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1'), 'ERR_INVALID_FEN');
  const r = A.gameState('k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1', { relaxed: true });
  assert.equal(r.relaxed, true);
  assert.equal(A.play(json(r), 'a4').fen, 'k7/8/8/8/P7/8/PPPPPPPP/K7 b - - 0 1');
  assert.equal(A.play(r, 'a4').relaxed, true);
  assert.equal('relaxed' in s, false);
  // Errors as new Game's.
  throwsCode(() => A.gameState(''), 'ERR_INVALID_FEN');
  throwsCode(() => A.gameState('8/8/8/8/8/8/8/8 w - - 0 1'), 'ERR_INVALID_FEN');
  throwsCode(() => A.gameState(42), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.gameState(START, { chess960: 'yes' }), 'ERR_INVALID_ARGUMENT');
});

test('play: exact FEN, last move, check, destinations; the given state is unchanged', () => {
  const s0 = A.gameState();
  const s1 = A.play(s0, 'e4');
  assert.equal(s1.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.deepEqual(s1.lastMove, { from: 'e2', to: 'e4', san: 'e4', uci: 'e2e4' });
  assert.equal(dests(s1), 'a7a5a6 b7b5b6 c7c5c6 d7d5d6 e7e5e6 f7f5f6 g7g5g6 h7h5h6 b8a6c6 g8f6h6');
  assert.deepEqual([s1.length, s1.ply, s1.turn, s1.check, s1.undone], [1, 1, 'b', null, null]);
  assert.equal(s1.line.prev, null);
  assert.equal(s1.line.move, s1.lastMove);
  // Squares, UCI or a board's drop, as Game.move.
  const s3 = playAll(s1, ['e7e5', { from: 'd1', to: 'h5' }]);
  assert.equal(s3.fen, 'rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2');
  assert.deepEqual(A.stateMoves(s3).map((m) => m.san), ['e4', 'e5', 'Qh5']);
  const mate = playAll(s3, ['Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  assert.deepEqual([mate.outcome, mate.check, dests(mate), mate.claims, mate.turn], [{ winner: 'w', termination: 'checkmate' }, 'e8', '', [], 'b']);
  assert.deepEqual(mate.lastMove, { from: 'h5', to: 'f7', san: 'Qxf7#', uci: 'h5f7' });
  // The same errors as Game.move, and nothing changes.
  const g = new A.Game();
  for (const m of ['e4', 'e5', 'Qh5']) g.move(m);
  for (const bad of ['Ke3', 'Nxe5', 'e9', 'Nb8', 'zz', { from: 'a7', to: 'a5', promotion: 'k' }]) {
    let want;
    try {
      g.move(bad);
    } catch (e) {
      want = e;
    }
    const got = throwsCode(() => A.play(s3, bad), want.code, want.article);
    assert.equal(got.message, want.message);
  }
  throwsCode(() => A.play(mate, 'Kd8'), 'ERR_GAME_OVER', '5.1.1');
  throwsCode(() => A.play(s3, 'Nf6', { strict: 'yes' }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.play(s3, 'Nf6+', { strict: true }), 'ERR_NOT_STRICT_SAN');
  assert.equal(A.play(s3, 'Кc6', { lang: 'ru' }).lastMove.san, 'Nc6');
  assert.equal(s3.length, 3);
  assert.equal(A.play(s3, 'Nc6').fen, 'r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3');
  // A promotion, en passant, castling both ways, a null move.
  const p = A.play(A.gameState('8/P6k/8/8/8/8/8/K7 w - - 0 1'), 'a8=N');
  assert.deepEqual(p.lastMove, { from: 'a7', to: 'a8', san: 'a8=N', uci: 'a7a8n', promotion: 'n' });
  const ep = playAll(A.gameState('4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2'), ['dxe6']);
  assert.deepEqual(ep.lastMove, { from: 'd5', to: 'e6', san: 'dxe6', uci: 'd5e6' });
  const castle = A.gameState('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  assert.equal(A.destsMap(castle).get('e1').join(' '), 'a1 c1 d1 f1 g1 h1 d2 e2 f2');
  assert.equal(dests(castle), 'a1b1c1d1a2a3a4a5a6a7a8 e1a1c1d1f1g1h1d2e2f2 h1f1g1h2h3h4h5h6h7h8');
  assert.deepEqual(A.play(castle, 'O-O').lastMove, { from: 'e1', to: 'g1', san: 'O-O', uci: 'e1g1' });
  assert.deepEqual(A.play(castle, { from: 'e1', to: 'a1' }).lastMove, { from: 'e1', to: 'c1', san: 'O-O-O', uci: 'e1c1' });
  const pass = A.play(s1, '--');
  assert.deepEqual(pass.lastMove, { from: 'e8', to: 'e8', san: '--', uci: '0000' });
  assert.equal(pass.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
});

test('arguments: what is no state, a ply out of range, throw ERR_INVALID_ARGUMENT', () => {
  const s = playAll(A.gameState(), ['e4', 'e5']);
  const fns = [(x) => A.play(x, 'Nf3'), A.undo, A.redo, (x) => A.viewPly(x, 0), A.claimDraw, A.statePgn, A.stateMoves, A.destsMap];
  const bad = [undefined, null, 'state', 42, [], {}, { ...s, startFen: 1 }, { ...s, chess960: 'no' }, { ...s, length: -1 }, { ...s, ply: 3 },
    { ...s, ply: 1.5 }, { ...s, line: null }, { ...A.gameState(), line: s.line }, { ...s, undone: 'x' }, { ...s, outcome: 'draw' }];
  for (const f of fns) for (const b of bad) throwsCode(() => f(b), 'ERR_INVALID_ARGUMENT');
  for (const ply of [-1, 3, 1.5, '1', null, NaN]) throwsCode(() => A.viewPly(s, ply), 'ERR_INVALID_ARGUMENT');
  // A state whose moves are no game (a JSON copy changed by hand): its game cannot be made.
  const tampered = json(s);
  tampered.line.move.uci = 'e7e4';
  throwsCode(() => A.play(tampered, 'Nf3'), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.statePgn(tampered), 'ERR_INVALID_ARGUMENT');
  const short = { ...json(s), length: 3, ply: 3 };
  throwsCode(() => A.play(short, 'Nf3'), 'ERR_INVALID_ARGUMENT');
  const long = { ...json(s), length: 1, ply: 1 };
  throwsCode(() => A.play(long, 'Nf3'), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.stateFromPgn(42), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.statePgn(s, { maxLineLength: 0 }), 'ERR_INVALID_ARGUMENT');
  // The state given still works after all that.
  assert.equal(A.play(s, 'Nf3').length, 3);
});

test('undo, redo: the line, undone, the view following the end', () => {
  const s2 = playAll(A.gameState(), ['e4', 'e5']);
  const u1 = A.undo(s2);
  assert.deepEqual([u1.length, u1.ply, u1.fen, u1.lastMove.san, u1.undone.move.san, u1.undone.prev], [1, 1, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 'e4', 'e5', null]);
  assert.equal(u1.line, s2.line.prev);
  assert.equal(dests(u1), dests(A.play(A.gameState(), 'e4')));
  const u0 = A.undo(u1);
  assert.deepEqual([u0.length, u0.ply, u0.fen, u0.lastMove, u0.line, dests(u0)], [0, 0, START, null, null, START_DESTS]);
  assert.deepEqual([u0.undone.move.san, u0.undone.prev.move.san, u0.undone.prev.prev], ['e4', 'e5', null]);
  // The undone chain read as a line is no game (e5 first): its moves are not taken on trust.
  const forged = throwsCode(() => A.stateMoves({ ...u0, line: u0.undone, length: 2, ply: 2 }), 'ERR_INVALID_ARGUMENT');
  assert.match(forged.message, /^Invalid argument: state is not a game state: move 1 \(e7e5\): illegal move/);
  assert.equal(A.undo(u0), u0);
  assert.equal(A.redo(s2), s2);
  const r1 = A.redo(u0);
  assert.equal(r1.fen, u1.fen);
  assert.equal(r1.undone, u1.undone);
  assert.equal(r1.line.move, s2.line.prev.move, 'the same move object');
  const r2 = A.redo(r1);
  assert.deepEqual(json(r2), json(s2));
  // Playing the undone move keeps the rest of undone; another move clears it.
  assert.equal(A.play(u0, 'e4').undone, u1.undone);
  assert.equal(A.play(u0, 'd4').undone, null);
  // undo of a claimed draw takes the claim with the move: redo replays the move only.
  const rep = playAll(A.gameState(), [...DANCE, ...DANCE]);
  const claimed = A.claimDraw(rep);
  const back = A.undo(claimed);
  assert.deepEqual([back.outcome, back.length, A.redo(back).outcome, A.redo(back).claims], [null, 7, null, ['threefold_repetition']]);
});

test('viewPly: an earlier position while the game goes on', () => {
  const g = new A.Game();
  const moves = ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#'];
  for (const m of moves) g.move(m);
  const end = playAll(A.gameState(), moves.slice(0, 4));
  for (let k = 0; k <= 4; k++) {
    const v = A.viewPly(end, k);
    assert.equal(v.fen, g.fenAt(k));
    assert.equal(v.lastMove, k === 0 ? null : A.stateMoves(end)[k - 1]);
    assert.equal(dests(v), k === 4 ? dests(end) : '');
    assert.deepEqual([v.line, v.length, v.ply, v.outcome, v.claims], [end.line, 4, k, null, []]);
  }
  assert.equal(A.viewPly(end, 4), end);
  // Moves are played at the end; the view stays where it was.
  const v1 = A.viewPly(end, 1);
  const p = playAll(v1, ['Bc4', 'Nf6', 'Qxf7#']);
  assert.deepEqual([p.ply, p.fen, p.lastMove.san, dests(p), p.length], [1, v1.fen, 'e4', '', 7]);
  assert.deepEqual(p.outcome, { winner: 'w', termination: 'checkmate' });
  const atEnd = A.viewPly(p, 7);
  assert.deepEqual([atEnd.fen, atEnd.check, atEnd.lastMove.san], [g.fen(), 'e8', 'Qxf7#']);
  // A check at an earlier ply, and undo while viewing earlier: the view stays.
  const c = playAll(A.gameState(), ['e4', 'f5', 'Qh5+', 'g6', 'Qxg6+']);
  const at3 = A.viewPly(c, 3);
  assert.deepEqual([at3.check, at3.turn, at3.lastMove.san, dests(at3)], ['e8', 'b', 'Qh5+', '']);
  const u = A.undo(at3);
  assert.deepEqual([u.ply, u.length, u.fen, u.check], [3, 4, at3.fen, 'e8']);
  const u2 = A.undo(u);
  assert.deepEqual([u2.ply, u2.length, u2.fen, u2.check, dests(u2)], [3, 3, at3.fen, 'e8', 'g7g6']);
});

test('claims: threefold repetition now or with a move, as Game.claimDraw', () => {
  const s4 = playAll(A.gameState(), DANCE);
  assert.deepEqual(s4.claims, []);
  throwsCode(() => A.claimDraw(s4), 'ERR_CLAIM_NOT_ALLOWED', '9.2, 9.3');
  const s7 = playAll(s4, DANCE.slice(0, 3));
  assert.deepEqual(s7.claims, [], 'Ng8 would make a claim valid: not valid now');
  throwsCode(() => A.claimDraw(s7), 'ERR_CLAIM_NEEDS_MOVE', '9.2.1.1, 9.3.1');
  throwsCode(() => A.claimDraw(s7, 'Nc6'), 'ERR_CLAIM_NOT_ALLOWED');
  throwsCode(() => A.claimDraw(s7, 'Ke7'), 'ERR_ILLEGAL_MOVE');
  const withMove = A.claimDraw(s7, 'Ng8');
  assert.deepEqual([withMove.outcome, withMove.length, withMove.lastMove.san, withMove.claims, dests(withMove)], [{ winner: null, termination: 'threefold_repetition' }, 8, 'Ng8', [], '']);
  const s8 = A.play(s7, 'Ng8');
  assert.deepEqual([s8.claims, s8.outcome, dests(s8)], [['threefold_repetition'], null, START_DESTS]);
  const claimed = A.claimDraw(s8);
  assert.deepEqual(json(claimed), { ...json(s8), outcome: { winner: null, termination: 'threefold_repetition' }, claims: [] });
  assert.equal(dests(claimed), '');
  assert.equal(claimed.line, s8.line);
  throwsCode(() => A.play(claimed, 'Nf3'), 'ERR_GAME_OVER', '9.2');
  throwsCode(() => A.claimDraw(claimed), 'ERR_GAME_OVER');
  assert.equal(A.redo(claimed), claimed);
  // The claimed state as JSON: its game is made again with the claim.
  throwsCode(() => A.play(json(claimed), 'Nf3'), 'ERR_GAME_OVER', '9.2');
  assert.match(A.statePgn(claimed), /\[Result "1\/2-1\/2"\]/);
  // Not claiming, the game goes on.
  assert.equal(A.play(s8, 'e4').claims.length, 0);
});

test('claims: the 50-move rule, with the next move then now; both claims at once', () => {
  const s = playAll(A.gameState('4k3/8/8/8/8/8/8/R3K3 w - - 96 60'), ['Ra2', 'Kd7', 'Ra1']);
  assert.deepEqual(s.claims, []);
  throwsCode(() => A.claimDraw(s), 'ERR_CLAIM_NEEDS_MOVE');
  const now = A.play(s, 'Ke8');
  assert.equal(now.fen, '4k3/8/8/8/8/8/8/R3K3 w - - 100 62');
  assert.deepEqual(now.claims, ['fifty_moves']);
  assert.deepEqual(A.claimDraw(now).outcome, { winner: null, termination: 'fifty_moves' });
  const d8 = A.play(s, 'Kd8');
  assert.deepEqual(d8.claims, ['fifty_moves']);
  assert.deepEqual(A.claimDraw(s, 'Kd8').outcome, { winner: null, termination: 'fifty_moves' });
  // The third occurrence on the hundredth halfmove: both, threefold repetition claimed first.
  const both = playAll(A.gameState('4k3/8/8/8/8/8/8/R3K3 w - - 92 60'), ['Ra2', 'Kd7', 'Ra1', 'Ke8', 'Ra2', 'Kd7', 'Ra1']);
  assert.deepEqual(both.claims, []);
  const third = A.play(both, 'Ke8');
  assert.deepEqual([third.fen, third.claims], ['4k3/8/8/8/8/8/8/R3K3 w - - 100 64', ['threefold_repetition', 'fifty_moves']]);
  assert.deepEqual(A.claimDraw(third).outcome, { winner: null, termination: 'threefold_repetition' });
  // A start already past 100 halfmoves: a claim at ply 0.
  const old = A.gameState('4k3/8/8/8/8/8/8/R3K3 w - - 120 80');
  assert.deepEqual(old.claims, ['fifty_moves']);
  const drawn = A.claimDraw(old);
  assert.deepEqual([drawn.outcome, drawn.length, dests(drawn)], [{ winner: null, termination: 'fifty_moves' }, 0, '']);
  assert.equal(A.undo(drawn), drawn);
  throwsCode(() => A.play(json(drawn), 'Ra2'), 'ERR_GAME_OVER');
});

test('automatic ends: stalemate, insufficient material, dead position, 75 moves, fivefold repetition', () => {
  const over = (s) => [s.outcome, dests(s), s.claims];
  const draw = (t) => [{ winner: null, termination: t }, '', []];
  assert.deepEqual(over(A.play(A.gameState('7k/5Q2/8/6K1/8/8/8/8 w - - 0 1'), 'Kg6')), draw('stalemate'));
  const m = A.play(A.gameState('4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1'), 'Nxd5');
  assert.deepEqual(over(m), draw('insufficient_material'));
  throwsCode(() => A.play(m, 'Kd7'), 'ERR_GAME_OVER', '5.2.2');
  const d = A.play(A.gameState('k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1'), 'g4');
  assert.equal(d.fen, 'k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 b - - 0 1');
  assert.deepEqual(over(d), draw('dead_position'));
  const k = A.play(A.gameState('4k3/8/8/8/8/8/8/R3K3 w - - 149 120'), 'Ra2');
  assert.deepEqual(over(k), draw('seventyfive_moves'));
  const f16 = playAll(A.gameState(), [...DANCE, ...DANCE, ...DANCE, ...DANCE.slice(0, 3)]);
  assert.equal(f16.outcome, null);
  const f = A.play(f16, 'Ng8');
  assert.deepEqual(over(f), draw('fivefold_repetition'));
  throwsCode(() => A.play(f, 'Nf3'), 'ERR_GAME_OVER', '9.6.1');
  // Viewing back to before the end changes nothing of the game's end.
  const back = A.viewPly(f, 3);
  assert.deepEqual([back.outcome, dests(back), back.fen], [f.outcome, '', 'rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2']);
  // A start that is over already.
  assert.deepEqual(over(A.gameState('8/8/4k3/8/8/8/8/4K3 w - - 0 1')), draw('insufficient_material'));
});

test('frozen, JSON as it is, the line shared between states', () => {
  const states = [A.gameState()];
  const sans = ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'];
  for (const san of sans) states.push(A.play(states.at(-1), san));
  for (let i = 1; i < states.length; i++) {
    const s = states[i];
    assert.equal(s.line.prev, states[i - 1].line, 'the older line itself, not a copy');
    for (const o of [s, s.line, s.line.move, s.claims]) assert.ok(Object.isFrozen(o));
    assert.throws(() => { s.fen = 'x'; }, TypeError);
    assert.throws(() => { s.line.prev = null; }, TypeError);
    assert.throws(() => { s.claims.push('fifty_moves'); }, TypeError);
  }
  const last = states.at(-1);
  const moves = A.stateMoves(last);
  assert.deepEqual(moves.map((m) => m.san), sans);
  let node = last.line;
  for (let i = moves.length - 1; i >= 0; i--, node = node.prev) assert.equal(moves[i], node.move);
  // JSON: the same value back, and every function takes it.
  const copy = json(last);
  assert.deepEqual(copy, JSON.parse(JSON.stringify(copy)));
  assert.deepEqual(json(A.play(copy, 'Be3')), json(A.play(last, 'Be3')));
  assert.deepEqual(json(A.undo(copy)), json(A.undo(last)));
  assert.deepEqual(json(A.viewPly(copy, 3)), json(A.viewPly(last, 3)));
  assert.deepEqual(json(A.redo(json(A.undo(last)))), json(last));
  assert.equal(A.statePgn(copy), A.statePgn(last));
  assert.deepEqual(A.destsMap(copy), A.destsMap(last));
  // Many states from one game hold no copies: 2,000 states share one line.
  const branch = A.viewPly(last, 5);
  const views = [];
  for (let i = 0; i < 2000; i++) views.push(A.viewPly(i % 2 ? branch : last, i % 11));
  assert.ok(views.every((v) => v.line === last.line));
});

test('stateFromPgn and statePgn: the main line, a drawn result read as the claim, Chess960', () => {
  const s = A.stateFromPgn('[Event "x"]\n\n1. e4 {best} e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *');
  assert.deepEqual(A.stateMoves(s).map((m) => m.san), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.deepEqual(json(s), json(playAll(A.gameState(), ['e4', 'e5', 'Nf3', 'Nc6'])));
  assert.equal(A.statePgn(s, { tags: { White: 'A' } }), '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "A"]\n[Black "?"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n');
  assert.deepEqual(json(A.stateFromPgn(A.statePgn(s))), json(s));
  // The whole line whatever ply is viewed.
  assert.equal(A.statePgn(A.viewPly(s, 1)), A.statePgn(s));
  const drawn = A.stateFromPgn('[Result "1/2-1/2"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2');
  assert.deepEqual(drawn.outcome, { winner: null, termination: 'threefold_repetition' });
  assert.deepEqual(A.stateFromPgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *').claims, ['threefold_repetition']);
  const e = throwsCode(() => A.stateFromPgn('1. e4 e5 2. Ke3 *'), 'ERR_INVALID_PGN');
  assert.equal(e.reason, 'ERR_ILLEGAL_MOVE');
  throwsCode(() => A.stateFromPgn(''), 'ERR_INVALID_PGN');
  const c = A.stateFromPgn('[Variant "Chess960"]\n[SetUp "1"]\n[FEN "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"]\n\n1. O-O-O O-O *');
  assert.equal(c.chess960, true);
  assert.deepEqual(A.stateMoves(c), [{ from: 'e1', to: 'c1', san: 'O-O-O', uci: 'e1b1' }, { from: 'e8', to: 'g8', san: 'O-O', uci: 'e8g8' }]);
  assert.equal(c.fen, '1r3rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w - - 2 2');
  // Chess960 destinations: castling by the rook's square.
  const c0 = A.viewPly(c, 0);
  assert.equal(c0.startFen, '1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1');
  assert.match(dests(A.undo(A.undo(c))), /(^| )e1b1d1f1g1( |$)/);
  assert.deepEqual(A.play(A.undo(A.undo(c)), { from: 'e1', to: 'b1' }).lastMove, c.line.prev.move);
});

test('destsMap: chessground\'s Map, equal to Game.toDests', () => {
  assert.deepEqual(A.destsMap(A.gameState()), new A.Game().toDests());
  for (const fen of ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1',
    '8/P6k/8/8/8/8/8/K7 w - - 0 1', '4k3/8/8/8/8/8/4q3/4K3 w - - 0 1']) {
    assert.deepEqual(A.destsMap(A.gameState(fen)), new A.Game(fen).toDests(), fen);
  }
  const empty = A.destsMap(A.viewPly(A.play(A.gameState(), 'e4'), 0));
  assert.deepEqual(empty, new Map());
});

test('destsMap from the FEN on demand: Chess960 castling, relaxed starts, random play, as Game.toDests at every ply', () => {
  // A small deterministic generator (xorshift32): the same games every run.
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13; seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5; seed >>>= 0;
    return seed;
  };
  const starts = [
    ['bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1', {}],
    ['1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1', {}],
    ['rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1', { chess960: true }],
    ['r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', {}],
    ['k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1', { relaxed: true }],
  ];
  let compared = 0;
  for (const [fen, options] of starts) {
    for (let round = 0; round < 4; round++) {
      const g = new A.Game(fen, options);
      let s = A.gameState(fen, options);
      for (let ply = 0; ply < 80; ply++) {
        const want = g.toDests();
        assert.deepEqual(A.destsMap(s), want, `${fen}, ply ${ply}`);
        assert.deepEqual(A.destsMap(json(s)), want, 'a JSON copy: the same');
        compared++;
        if (want.size === 0) break;
        const moves = g.moves();
        const m = moves[next() % moves.length];
        g.move(m.san);
        s = A.play(s, m.san);
      }
      g.free();
    }
  }
  assert.ok(compared > 1000, `${compared} positions compared`);
});

test('forged states: the first wrong field named; a line\'s SAN checked against its UCI; a forged undone', () => {
  const s = playAll(A.gameState(), ['e4', 'e5', 'Nf3']);
  const says = (x, re) => assert.match(throwsCode(() => A.play(x, 'Nc6'), 'ERR_INVALID_ARGUMENT').message, re);
  says(null, /^Invalid argument: state must be a game state \(from gameState, play, stateFromPgn, \.\.\.\), got null$/);
  says([], /got an array$/);
  says({ ...s, startFen: 1 }, /^Invalid argument: state is not a game state: its startFen must be a FEN, got 1$/);
  says({ ...s, chess960: 'no' }, /: its chess960 must be true or false, got "no"$/);
  says({ ...s, length: -1 }, /: its length must be a whole number, got -1$/);
  says({ ...s, ply: 4 }, /: its ply must be 0 to its length \(3\), got 4$/);
  says({ ...s, ply: 1.5 }, /: its ply must be 0 to its length \(3\), got 1\.5$/);
  says({ ...s, line: null }, /: its line must be \{ move, prev \}, got null$/);
  says({ ...A.gameState(), line: s.line }, /: its line must be null \(length 0\), got an object$/);
  says({ ...s, undone: 'x' }, /: its undone must be null or \{ move, prev \}, got "x"$/);
  says({ ...s, outcome: 'draw' }, /: its outcome must be null or \{ winner, termination \}, got "draw"$/);
  says({ ...s, line: { move: { uci: 'e2e4' }, prev: null } }, /: its line is not 3 \(its length\) moves$/);

  // A SAN written by hand beside a true UCI: refused wherever the line is read, nothing changed.
  const forged = json(s);
  forged.line.move.san = 'Qh5';
  for (const f of [A.stateMoves, (x) => A.viewPly(x, 1), (x) => A.play(x, 'Nc6'), A.undo]) {
    const e = throwsCode(() => f(forged), 'ERR_INVALID_ARGUMENT');
    assert.equal(e.message, 'Invalid argument: state is not a game state: move 3 of its line says san "Qh5", but its uci plays {"from":"g1","to":"f3","san":"Nf3","uci":"g1f3"}');
  }
  const squares = json(s);
  squares.line.prev.move.to = 'e6';
  assert.equal(throwsCode(() => A.stateMoves(squares), 'ERR_INVALID_ARGUMENT').message,
    'Invalid argument: state is not a game state: move 2 of its line says to "e6", but its uci plays {"from":"e7","to":"e5","san":"e5","uci":"e7e5"}');
  // A frozen object (not made here) with a forged SAN is not taken either.
  const frozen = { ...s, line: Object.freeze({ move: Object.freeze({ ...s.line.move, san: 'Ng5' }), prev: s.line.prev }) };
  throwsCode(() => A.stateMoves(frozen), 'ERR_INVALID_ARGUMENT');
  assert.deepEqual(A.stateMoves(json(s)).map((m) => m.san), ['e4', 'e5', 'Nf3'], 'a true JSON copy is taken');

  // A forged undone: ERR_INVALID_ARGUMENT naming the move, not ERR_ILLEGAL_MOVE; nothing changed.
  const u = A.undo(s);
  const bad = { ...u, undone: { move: { from: 'e2', to: 'e5', san: 'e5', uci: 'e2e5' }, prev: null } };
  const before = json(bad);
  const e = throwsCode(() => A.redo(bad), 'ERR_INVALID_ARGUMENT');
  assert.match(e.message, /^Invalid argument: state is not a game state: its undone move "e2e5" is not legal after its line \(.+\)$/);
  assert.deepEqual(json(bad), before);
  const wrongSan = { ...u, undone: { move: { ...u.undone.move, san: 'Nh3' }, prev: null } };
  assert.equal(throwsCode(() => A.redo(wrongSan), 'ERR_INVALID_ARGUMENT').message,
    'Invalid argument: state is not a game state: its undone move says san "Nh3", but its uci plays {"from":"g1","to":"f3","san":"Nf3","uci":"g1f3"}');
  for (const m of [null, 'g1f3', { san: 'Nf3' }]) {
    assert.match(throwsCode(() => A.redo({ ...u, undone: { move: m, prev: null } }), 'ERR_INVALID_ARGUMENT').message,
      /^Invalid argument: state is not a game state: its undone move must be \{ from, to, san, uci \}, got (null|"g1f3"|an object)$/);
  }
  // A state kept as JSON before the destinations left the value: its `dests` is not read.
  assert.equal(A.play({ ...json(s), dests: 'e2e4' }, 'Nc6').fen, A.play(s, 'Nc6').fen);
  assert.deepEqual(A.destsMap({ ...json(s), dests: '' }), A.destsMap(s));
  // The states given still work.
  assert.deepEqual(A.stateMoves(A.redo(u)).map((m) => m.san), ['e4', 'e5', 'Nf3']);
  assert.equal(A.redo(json(u)).fen, s.fen);
});

test('differential: every ply of the 8,642 lichess games through the state functions and through Game', async () => {
  const files = readdirSync(LICHESS).filter((f) => f.endsWith('.pgn')).sort();
  assert.equal(files.length, 6);
  let games = 0, plies = 0, ended = 0, claimsSeen = 0, destsCompared = 0;
  const t0 = performance.now();
  const claimsOf = (g) => {
    if (g.isGameOver()) return [];
    const out = [];
    if (g.isThreefoldRepetition()) out.push('threefold_repetition');
    if (g.canClaimFiftyMoves() && Number(g.fen().split(' ')[4]) >= 100) out.push('fifty_moves');
    return out;
  };
  for (const file of files) {
    const text = readFileSync(path.join(LICHESS, file), 'utf8');
    for await (const { game, error } of A.readGames(text)) {
      if (error) throw error;
      const sans = game.history();
      const final = game.fen();
      game.free();
      const g = new A.Game();
      let s = A.gameState();
      const where = () => `${file}, game ${games + 1}, ply ${s.length}`;
      for (let i = 0; ; i++) {
        assert.equal(s.fen, g.fen(), where());
        assert.equal(s.turn, g.turn(), where());
        assert.equal(s.check, g.checkSquare() ?? null, where());
        assert.deepEqual(s.outcome, g.outcome() ?? null, where());
        assert.deepEqual(s.claims, claimsOf(g), where());
        if (s.claims.length) claimsSeen++;
        // The destinations as a Map on every 4th ply (a Map from the wasm is the slow part).
        if (i % 4 === 0) {
          assert.deepEqual(A.destsMap(s), g.toDests(), where());
          destsCompared++;
        }
        if (i === sans.length) break;
        let want;
        try {
          g.move(sans[i]);
        } catch (e) {
          want = e;
        }
        if (want) {
          // A record that goes on past the automatic end: both refuse the move alike.
          throwsCode(() => A.play(s, sans[i]), want.code, want.article);
          ended++;
          break;
        }
        s = A.play(s, sans[i]);
        plies++;
        assert.equal(s.lastMove.san, sans[i], where());
      }
      // View and undo back in the line, against Game's line.
      if (s.length > 0) {
        const k = s.length >> 1;
        assert.equal(A.viewPly(s, k).fen, g.fenAt(k), where());
        assert.equal(A.undo(s).fen, g.fenAt(s.length - 1), where());
      }
      if (s.length === sans.length) assert.equal(s.fen, final, where());
      g.free();
      games++;
    }
  }
  assert.equal(games, 8642);
  process.stdout.write(`# differential: ${games} games, ${plies} plies (${destsCompared} destination maps), ${ended} records past the automatic end, ${claimsSeen} positions with a claim, ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
});

test('the live games underneath: the same state played twice, old states, evicted games, all as from JSON', () => {
  // Every answer is compared with the same call on a JSON copy, whose game is always made again.
  const same = (a, b) => assert.deepEqual(json(a), json(b));
  const s5 = playAll(A.gameState(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  // React's strict mode calls an updater twice with the same state: both give the same state.
  const a = A.play(s5, 'a6');
  const b = A.play(s5, 'a6');
  same(a, b);
  assert.notEqual(a.line, b.line);
  same(a, A.play(json(s5), 'a6'));
  // An old state after the game went on: its game is taken back from the newer one.
  const s7 = playAll(a, ['Ba4', 'Nf6']);
  same(A.play(s5, 'Nf6'), A.play(json(s5), 'Nf6'));
  same(A.play(s7, 'O-O'), A.play(json(s7), 'O-O'));
  same(A.undo(A.undo(s7)), A.undo(A.undo(json(s7))));
  same(A.viewPly(s7, 2), A.viewPly(json(s7), 2));
  // A takeback, then another move: one move on the live game.
  same(A.play(A.undo(s7), 'd6'), A.play(json(A.undo(s7)), 'd6'));
  // More games than the cache keeps: the first ones are made again when asked for.
  const many = [];
  for (let i = 0; i < 40; i++) many.push(playAll(A.gameState(), i % 2 ? ['d4', 'd5'] : ['c4', 'e5', 'Nc3']));
  many.forEach((s, i) => same(A.play(s, i % 2 ? 'Nf3' : 'Nf6'), A.play(json(s), i % 2 ? 'Nf3' : 'Nf6')));
  // A claimed state and the unclaimed one share a line: each keeps its own answer.
  const rep = playAll(A.gameState(), [...DANCE, ...DANCE]);
  const claimed = A.claimDraw(rep);
  assert.equal(A.play(rep, 'e4').outcome, null);
  throwsCode(() => A.play(claimed, 'e4'), 'ERR_GAME_OVER');
  assert.deepEqual(A.play(rep, 'd4').claims, []);
  throwsCode(() => A.play(claimed, 'd4'), 'ERR_GAME_OVER');
  // A claimed state reached from a game further along its line.
  const on = A.play(A.play(rep, 'Nf3'), 'Nf6');
  assert.equal(on.length, 10);
  throwsCode(() => A.play(claimed, 'Nc3'), 'ERR_GAME_OVER');
  same(A.viewPly(claimed, 4), A.viewPly(json(claimed), 4));
});

test('stateFromPgn over the 8,642 lichess games: the end Game.fromPgn reaches, records past an automatic end included', () => {
  let games = 0;
  for (const file of readdirSync(LICHESS).filter((f) => f.endsWith('.pgn')).sort()) {
    for (const text of readFileSync(path.join(LICHESS, file), 'utf8').split(/\n\n(?=\[Event )/)) {
      const g = A.Game.fromPgn(text);
      const s = A.stateFromPgn(text);
      const where = `${file}, game ${games + 1}`;
      assert.equal(s.fen, g.fen(), where);
      assert.deepEqual(s.outcome, g.outcome() ?? null, where);
      assert.deepEqual(A.stateMoves(s).map((m) => m.san), g.history(), where);
      assert.equal(s.check, g.checkSquare() ?? null, where);
      g.free();
      games++;
    }
  }
  assert.equal(games, 8642);
});

test('forged states with U+001E or U+001F in a move or the start: one text each, never read as separators (src/game/snapshot_wire.rs)', () => {
  const s = json(A.play(A.gameState(), 'e4'));
  const two = json(s);
  two.line.move.uci = 'e2e4\u001fe7e5';
  assert.match(throwsCode(() => A.stateMoves(two), 'ERR_INVALID_ARGUMENT').message, /^Invalid argument: state is not a game state: move 1 \(/);
  two.line.move.uci = 'e2e4\u001e1e7e5';
  assert.match(throwsCode(() => A.stateMoves(two), 'ERR_INVALID_ARGUMENT').message, /^Invalid argument: state is not a game state: move 1 \(/);
  const fen = { ...json(s), startFen: `${START}\u001f0` };
  assert.match(throwsCode(() => A.stateMoves(fen), 'ERR_INVALID_ARGUMENT').message, /^Invalid argument: state is not a game state: start FEN: /);
  assert.deepEqual(A.stateMoves(s).map((m) => m.uci), ['e2e4'], 'the true copy is taken');
});
