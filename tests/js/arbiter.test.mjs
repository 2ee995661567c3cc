// chess-arbiter/arbiter, installed: the clock by scripted timestamps for every kind of time
// control (exact remaining times), every way a game ends, the errors with their codes and
// articles, nothing changed after a refused call, and the round trips toJSON/fromJSON and
// pgn/fromPgn. The rules themselves are tested in Rust (tests/arbiter.rs); these check the
// binding and the JS face give the core's values in the documented shapes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Arbiter, ChessError, parseTimeControl, version } from 'chess-arbiter/arbiter';
import { ChessError as MainChessError } from 'chess-arbiter/core';

const require = createRequire(import.meta.url);

/** A FIDE-started arbiter (clock running from 0) on `timeControl`, with the moves at their times. */
function played(timeControl, moves, options = {}) {
  const a = new Arbiter({ timeControl, start: { at: 0 }, ...options });
  for (const [m, at] of moves) a.move(m, { at });
  return a;
}

/** Asserts `fn` throws a ChessError with `code` (and `article`, when given) and changes nothing in `a`. */
function refused(a, fn, code, article) {
  const before = JSON.stringify(a.toJSON());
  const fen = a.fen();
  assert.throws(fn, (e) => {
    assert.ok(e instanceof ChessError, `a ChessError, got ${e}`);
    assert.equal(e.code, code);
    if (article !== undefined) assert.equal(e.article, article);
    assert.match(e.message, /^[A-Z]/);
    return true;
  });
  assert.equal(JSON.stringify(a.toJSON()), before, `${code}: the arbiter changed`);
  assert.equal(a.fen(), fen);
}

test('the entry: its exports, the one ChessError class, the version', () => {
  assert.deepEqual(Object.keys(require('chess-arbiter/arbiter')).sort(), ['Arbiter', 'ChessError', 'parseTimeControl', 'version']);
  assert.equal(ChessError, MainChessError);
  assert.equal(require('chess-arbiter/arbiter').ChessError, ChessError);
  assert.match(version(), /^\d+\.\d+\.\d+/);
});

test('parseTimeControl reads every kind of control, and refuses with ERR_TIME_CONTROL', () => {
  assert.deepEqual(parseTimeControl('40/5400+30:1800+30'), {
    tag: '40/5400+30:1800+30', kind: 'periods',
    periods: [
      { moves: 40, time: 5_400_000, bonus: 30_000, bonusKind: 'increment' },
      { moves: null, time: 1_800_000, bonus: 30_000, bonusKind: 'increment' },
    ],
  });
  assert.deepEqual(parseTimeControl('300+d5').periods, [{ moves: null, time: 300_000, bonus: 5_000, bonusKind: 'delay' }]);
  assert.deepEqual(parseTimeControl('300+b5').periods[0].bonusKind, 'bronstein');
  assert.deepEqual(parseTimeControl('300').periods, [{ moves: null, time: 300_000, bonus: 0, bonusKind: 'none' }]);
  assert.deepEqual(parseTimeControl('*60'), { tag: '*60', kind: 'hourglass', time: 60_000 });
  assert.deepEqual(parseTimeControl('-'), { tag: '-', kind: 'untimed' });
  assert.deepEqual(parseTimeControl('?'), { tag: '?', kind: 'unknown' });
  assert.throws(() => parseTimeControl('300:'), { name: 'ChessError', code: 'ERR_TIME_CONTROL', field: 2, message: 'Invalid TimeControl "300:": field 2: empty field' });
  assert.throws(() => parseTimeControl('300+x5'), { code: 'ERR_TIME_CONTROL', message: /bonus after '\+' is N/ });
  // No time at all is no control (a new user's trial: '0' and '*0' made games lost on the first move).
  for (const text of ['0', '0+0', '*0', '40/0']) {
    assert.throws(() => parseTimeControl(text), { code: 'ERR_TIME_CONTROL', field: 1, message: `Invalid TimeControl "${text}": field 1: 0 seconds and no bonus: no time at all to move in (an untimed game is '-')` }, text);
    assert.throws(() => new Arbiter({ timeControl: text }), { code: 'ERR_TIME_CONTROL' }, text);
  }
  assert.deepEqual(parseTimeControl('0+1').periods, [{ moves: null, time: 0, bonus: 1000, bonusKind: 'increment' }]);
  assert.throws(() => parseTimeControl(300), { code: 'ERR_INVALID_ARGUMENT' });
});

test('increment (Fischer): exact remaining times after scripted timestamps', () => {
  const a = new Arbiter({ timeControl: '180+2', start: { at: 0 } });
  assert.deepEqual(a.remaining(0), { white: 180_000, black: 180_000 });
  const m = a.move('e4', { at: 5_000 });
  assert.equal(m.san, 'e4');
  assert.equal(m.uci, 'e2e4');
  assert.equal(m.color, 'w');
  assert.equal(m.at, 5_000);
  assert.equal(m.spent, 5_000);
  assert.deepEqual(m.clock, { white: 177_000, black: 180_000 });
  assert.equal(m.outcome, null);
  assert.deepEqual(a.move({ from: 'e7', to: 'e5' }, { at: 15_500 }).clock, { white: 177_000, black: 171_500 });
  assert.deepEqual(a.remaining(20_000), { white: 172_500, black: 171_500 });
  assert.deepEqual(a.history(), [
    { san: 'e4', uci: 'e2e4', at: 5_000, spent: 5_000, clock: 177_000 },
    { san: 'e5', uci: 'e7e5', at: 15_500, spent: 10_500, clock: 171_500 },
  ]);
});

test('simple delay: the main time does not run during the delay and never goes up', () => {
  const a = played('300+d5', [['e4', 3_000], ['e5', 13_000]]);
  assert.deepEqual(a.history().map((h) => h.clock), [300_000, 295_000]);
  assert.deepEqual(a.remaining(14_000), { white: 300_000, black: 295_000 });
  assert.deepEqual(a.remaining(20_000), { white: 298_000, black: 295_000 });
});

test('Bronstein delay: up to the delay given back', () => {
  const a = played('300+b5', [['e4', 3_000], ['e5', 13_000]]);
  assert.deepEqual(a.history().map((h) => h.clock), [300_000, 295_000]);
  assert.deepEqual(a.remaining(20_000), { white: 293_000, black: 295_000 });
});

test('periods: time saved carries over into the next period (Art. 6.3)', () => {
  const a = played('2/60:30', [['e4', 10_000], ['e5', 15_000], ['Nf3', 35_000], ['Nc6', 45_000], ['Bb5', 55_000]]);
  assert.deepEqual(a.history().map((h) => h.clock), [50_000, 55_000, 60_000, 75_000, 50_000]);
  assert.deepEqual(a.remaining(60_000), { white: 50_000, black: 70_000 });
});

test('hourglass: the time one side spends is added to the other\'s', () => {
  const a = played('*60', [['e4', 10_000]]);
  assert.deepEqual(a.remaining(10_000), { white: 50_000, black: 70_000 });
  a.move('e5', { at: 15_000 });
  assert.deepEqual(a.remaining(15_000), { white: 55_000, black: 65_000 });
  assert.deepEqual(a.remaining(17_000), { white: 53_000, black: 67_000 });
});

test('time odds, no clock, and the online start', () => {
  const odds = new Arbiter({ timeControl: { white: '300', black: '240' }, start: { at: 0 } });
  assert.deepEqual(odds.remaining(0), { white: 300_000, black: 240_000 });
  odds.move('e4', { at: 1_000 });
  assert.deepEqual(odds.remaining(3_000), { white: 299_000, black: 238_000 });
  assert.match(odds.pgn(), /\[WhiteTimeControl "300"\]\n\[BlackTimeControl "240"\]/);
  const free = new Arbiter();
  assert.deepEqual(free.move('e4', { at: 1 }).clock, { white: null, black: null });
  assert.equal(free.history()[0].clock, null);
  // Online (the default): the first move of each side is made without a clock and no bonus.
  const online = new Arbiter({ timeControl: '60+1' });
  assert.deepEqual(online.remaining(50_000), { white: 60_000, black: 60_000 });
  online.move('e4', { at: 1_000 });
  online.move('e5', { at: 5_000 });
  assert.deepEqual(online.remaining(8_000), { white: 57_000, black: 60_000 });
  assert.deepEqual(online.history().map((h) => h.spent), [0, 0]);
});

test('lag compensation credits the reported lag within the quota', () => {
  const a = new Arbiter({ timeControl: '60', start: { at: 0 }, lag: true });
  assert.equal(a.move('e4', { at: 10_000, lag: 500 }).spent, 9_500);
  // Black's own quota: 2 s at the start (at most 3 s a move).
  assert.equal(a.move('e5', { at: 20_000, lag: 9_000 }).spent, 8_000);
  // White's: 2 s + 1 s for its move - 0.5 s credited = 2.5 s.
  assert.equal(a.move('Nf3', { at: 30_000, lag: 9_000 }).spent, 7_500);
  const off = new Arbiter({ timeControl: '60', start: { at: 0 } });
  assert.equal(off.move('e4', { at: 10_000, lag: 500 }).spent, 10_000);
});

test('flag falls (Art. 6.9): a loss, or a draw when the opponent cannot mate', () => {
  // White, with king, knight and pawn, flags against a bare king: a draw.
  const draw = new Arbiter({ fen: '4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1', timeControl: '60', start: { at: 0 } });
  assert.equal(draw.flagFall(59_999), null);
  assert.deepEqual(draw.flagFall(60_000), { winner: null, termination: 'timeout', article: '6.9', result: '1/2-1/2' });
  // Black, bare king, flags against king and queen: a loss.
  const loss = new Arbiter({ fen: '8/8/8/4k3/8/8/3QK3/8 b - - 0 1', timeControl: '60', start: { at: 0 } });
  assert.deepEqual(loss.flagFall(61_000), { winner: 'w', termination: 'timeout', article: '6.9', result: '1-0' });
  assert.deepEqual(loss.outcome(), { winner: 'w', termination: 'timeout', article: '6.9', result: '1-0' });
  assert.equal(loss.endedAt(), 61_000);
  assert.deepEqual(loss.remaining(100_000), { white: 60_000, black: 0 });
  for (const tag of ['[Result "1-0"]', '[TimeControl "60"]', '[Termination "time forfeit"]']) assert.ok(loss.pgn().includes(tag), tag);
  refused(loss, () => loss.move('Kd5', { at: 100_000 }), 'ERR_GAME_OVER', '6.9');
});

test('a move after the flag fell is not played: the flag decides, ERR_GAME_OVER with the outcome', () => {
  const a = played('10', [['f3', 1_000], ['e5', 2_000], ['g4', 3_000]]);
  assert.throws(() => a.move('Qh4#', { at: 12_000 }), (e) => {
    assert.equal(e.code, 'ERR_GAME_OVER');
    assert.equal(e.article, '6.9');
    assert.deepEqual(e.outcome, { winner: 'w', termination: 'timeout', article: '6.9', result: '1-0' });
    return true;
  });
  assert.equal(a.history().length, 3);
  assert.deepEqual(a.outcome(), { winner: 'w', termination: 'timeout', article: '6.9', result: '1-0' });
});

test('a mate before the flag stands, and stops the clocks', () => {
  const a = played('10', [['f3', 1_000], ['e5', 2_000], ['g4', 3_000]]);
  const mate = a.move('Qh4#', { at: 11_999 });
  assert.equal(mate.san, 'Qh4#');
  const outcome = { winner: 'b', termination: 'checkmate', article: '5.1.1', result: '0-1' };
  assert.deepEqual(mate.outcome, outcome);
  assert.deepEqual(a.flagFall(1_000_000), outcome);
  assert.deepEqual(a.remaining(1_000_000), { white: 8_000, black: 1 });
  assert.deepEqual(a.legalMoves(), []);
  assert.equal(a.toDests().size, 0);
});

test('a draw offer lapses when the opponent moves; standing, accepted, declined, flooding', () => {
  const a = played('300', [['e4', 1_000], ['e5', 2_000]]);
  assert.equal(a.offerDraw('w', 3_000), null);
  assert.equal(a.drawOffer, 'w');
  a.move('Nf3', { at: 4_000 }); // its maker's own move does not withdraw it
  assert.equal(a.drawOffer, 'w');
  a.move('Nc6', { at: 5_000 }); // the opponent moved: it lapses (Art. 9.1.2)
  assert.equal(a.drawOffer, null);
  refused(a, () => a.acceptDraw('b', 6_000), 'ERR_NO_DRAW_OFFER', '9.1.2');
  assert.equal(a.offerDraw('b', 6_000), null);
  refused(a, () => a.offerDraw('b', 6_000), 'ERR_DRAW_OFFER_STANDING', '9.1.2');
  assert.equal(a.declineDraw('w', 7_000), null);
  assert.equal(a.drawOffer, null);
  // One offer between two of one's own moves: declined, black may not offer again yet.
  refused(a, () => a.offerDraw('b', 7_500), 'ERR_DRAW_OFFER_TOO_SOON', '9.1.2');
  a.move('Bb5', { at: 8_000 });
  assert.equal(a.offerDraw('w', 8_000), null);
  assert.deepEqual(a.acceptDraw('b', 9_000), { winner: null, termination: 'agreement', article: '5.2.3', result: '1/2-1/2' });
  assert.equal(a.drawOffer, null);
  assert.match(a.pgn(), /\[Result "1\/2-1\/2"\]/);
  // Too early: before each player has moved (Art. 5.2.3).
  const early = new Arbiter({ timeControl: '300' });
  refused(early, () => early.offerDraw('w', 0), 'ERR_AGREEMENT_TOO_EARLY', '5.2.3');
});

test('no legal moves once the game is over: a flag fall, a resignation, a draw agreed, an abort, as after a checkmate (a new user\'s trial found 20)', () => {
  const none = (a, why) => {
    assert.deepEqual(a.moves(), [], why);
    assert.deepEqual(a.legalMoves(), [], why);
    assert.equal(a.toDests().size, 0, why);
  };
  const flag = new Arbiter({ timeControl: '60', start: { at: 0 } });
  assert.equal(flag.moves().length, 20);
  assert.equal(flag.toDests().size, 10);
  assert.equal(flag.flagFall(100_000).termination, 'timeout');
  none(flag, 'flag fall');
  const resigned = played('300', [['e4', 1_000]]);
  resigned.resign('b', 2_000);
  none(resigned, 'resignation');
  const agreed = played('300', [['e4', 1_000], ['e5', 2_000]]);
  agreed.offerDraw('w', 3_000);
  agreed.acceptDraw('b', 4_000);
  none(agreed, 'draw agreed');
  const aborted = new Arbiter({ timeControl: '300' });
  aborted.abort('w', 1_000);
  none(aborted, 'abort');
});

test('resignation, abort, claims', () => {
  const a = played('300', [['e4', 1_000]]);
  assert.deepEqual(a.resign('w', 5_000), { winner: 'b', termination: 'resignation', article: '5.1.2', result: '0-1' });
  assert.deepEqual(a.remaining(9_000), { white: 299_000, black: 296_000 });
  refused(a, () => a.resign('b', 6_000), 'ERR_GAME_OVER', '5.1.2');
  // Resigning against a bare king is a draw (Art. 5.1.2).
  const bare = new Arbiter({ fen: '4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1', timeControl: '300' });
  assert.equal(bare.resign('w', 1_000).winner, null);
  // Abort: before each side's first move; result '*', no article (an online convention).
  const ab = new Arbiter({ timeControl: '300' });
  ab.move('e4', { at: 1_000 });
  assert.deepEqual(ab.abort('b', 2_000), { winner: null, termination: 'aborted', result: '*' });
  assert.match(ab.pgn(), /\[Termination "abandoned"\]/);
  const late = played('300', [['e4', 1_000], ['e5', 2_000]]);
  refused(late, () => late.abort('w', 3_000), 'ERR_ABORT_TOO_LATE');
  // Claims (Art. 9.2): by the player to move, valid now or with the move that makes it valid.
  const rep = played('300', [['Nf3', 1], ['Nf6', 2], ['Ng1', 3], ['Ng8', 4], ['Nf3', 5], ['Nf6', 6], ['Ng1', 7]]);
  refused(rep, () => rep.claimDraw('w', 8), 'ERR_NOT_YOUR_TURN', '1.2');
  refused(rep, () => rep.claimDraw('b', 8), 'ERR_CLAIM_NEEDS_MOVE');
  refused(rep, () => rep.claimDraw('b', 8, 'Nc6'), 'ERR_CLAIM_NOT_ALLOWED');
  refused(rep, () => rep.claimDraw('w', 8, 'Ng8'), 'ERR_NOT_YOUR_TURN', '1.2');
  assert.deepEqual(rep.claimDraw('b', 8, 'Ng8'), { winner: null, termination: 'threefold_repetition', article: '9.2', result: '1/2-1/2' });
  assert.equal(rep.history().at(-1).san, 'Ng8');
});

test('refusals: codes, articles, and nothing changed', () => {
  const a = played('180+2', [['e4', 5_000]]);
  refused(a, () => a.move('Ke7', { at: 6_000 }), 'ERR_ILLEGAL_MOVE');
  refused(a, () => a.move('e5', { at: 4_000 }), 'ERR_TIME_WENT_BACK');
  assert.throws(() => a.move('e5', { at: 4_000 }), { at: 4_000, last: 5_000 });
  refused(a, () => a.move('e5', { at: 6_000, color: 'w' }), 'ERR_NOT_YOUR_TURN', '1.2');
  refused(a, () => a.move('Nf9', { at: 6_000 }), 'ERR_INVALID_MOVE');
  refused(a, () => a.move('--', { at: 6_000 }), 'ERR_NULL_MOVE');
  refused(a, () => a.move('e5', {}), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.move('e5', { at: -1 }), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.move('e5', { at: 1.5 }), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.move('e5', { at: '6000' }), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.move('e5'), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.move('e5', { at: 6_000, color: 'white' }), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.resign('x', 6_000), 'ERR_INVALID_ARGUMENT');
  refused(a, () => a.remaining(-5), 'ERR_INVALID_ARGUMENT');
  // The illegal move's article, as the main entry's Game.move gives it.
  assert.throws(() => a.move('e4', { at: 6_000 }), { code: 'ERR_ILLEGAL_MOVE', article: '3.10.2' });
  // After all that, the game goes on as before.
  assert.deepEqual(a.move('e5', { at: 8_000, color: 'b' }).clock, { white: 177_000, black: 179_000 });
  // The constructor.
  assert.throws(() => new Arbiter({ timeControl: '300:' }), { code: 'ERR_TIME_CONTROL' });
  assert.throws(() => new Arbiter({ timeControl: { white: '*60', black: '60' } }), { code: 'ERR_INVALID_CLOCK' });
  assert.throws(() => new Arbiter({ fen: 'nonsense' }), { code: 'ERR_INVALID_FEN' });
  assert.throws(() => new Arbiter({ timeControl: 300 }), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => new Arbiter({ start: 'now' }), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => new Arbiter({ start: { at: -1 } }), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => new Arbiter({ lag: 'yes' }), { code: 'ERR_INVALID_ARGUMENT' });
  // Freed.
  const f = new Arbiter();
  f.free();
  assert.throws(() => f.fen(), { code: 'ERR_GAME_FREED' });
  f.free();
});

test('board helpers: legal moves, Move objects, destinations, turn, FEN, Chess960', () => {
  const a = new Arbiter({ timeControl: '300' });
  assert.equal(a.legalMoves().length, 20);
  assert.ok(a.legalMoves().includes('Nf3'));
  assert.deepEqual(a.moves().find((m) => m.san === 'e4'), { color: 'w', piece: 'p', from: 'e2', to: 'e4', san: 'e4', uci: 'e2e4', flags: 'b' });
  assert.deepEqual(a.toDests().get('g1'), ['f3', 'h3']);
  assert.equal(a.turn(), 'w');
  a.move('e2e4', { at: 1 });
  assert.equal(a.turn(), 'b');
  assert.equal(a.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  const c = new Arbiter({ fen: '7k/8/8/8/8/8/8/RK4R1 w GA - 0 1', chess960: true });
  assert.deepEqual(c.toDests().get('b1').includes('g1'), true);
  const castle = c.move('O-O', { at: 0 });
  assert.deepEqual([castle.uci, castle.flags, castle.rookFrom, castle.rookTo], ['b1g1', 'k', 'g1', 'f1']);
});

test('toJSON/fromJSON restore exactly: the clocks, the offers, the end, the moves\' times', () => {
  const a = played('2/60+1:30+5', [['e4', 10_000], ['e5', 15_000], ['Nf3', 35_000]], { lag: true });
  a.offerDraw('w', 35_000);
  const json = a.toJSON();
  assert.equal(json.format, 1);
  assert.deepEqual(JSON.parse(JSON.stringify(json)), json, 'plain JSON');
  assert.deepEqual(Arbiter.fromJSON(JSON.stringify(json)).toJSON(), json);
  const b = Arbiter.fromJSON(json);
  assert.deepEqual(b.toJSON(), json);
  assert.equal(b.drawOffer, 'w');
  assert.deepEqual(b.history(), a.history());
  assert.equal(b.pgn(), a.pgn());
  for (const now of [35_000, 50_000, 90_000]) assert.deepEqual(b.remaining(now), a.remaining(now));
  // Both continue alike.
  assert.deepEqual(b.move('Nc6', { at: 75_000, lag: 700 }), a.move('Nc6', { at: 75_000, lag: 700 }));
  assert.deepEqual(b.toJSON(), a.toJSON());
  const over = played('60', [['e4', 1_000]]);
  over.resign('b', 2_000);
  const restored = Arbiter.fromJSON(over.toJSON());
  assert.deepEqual(restored.outcome(), over.outcome());
  assert.equal(restored.endedAt(), 2_000);
  // Not snapshots.
  assert.throws(() => Arbiter.fromJSON('{'), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON(null), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, format: 2 }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, turn: 'x' }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, moves: ['e2e4', 'e2e4'] }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, white: { ...json.white, remaining: -5 } }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, timedMoves: 'none' }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, whiteControl: '60:' }), { code: 'ERR_TIME_CONTROL' });
  assert.throws(() => Arbiter.fromJSON({ ...json, white: { ...json.white, period: 9 } }), { code: 'ERR_INVALID_CLOCK' });
  assert.throws(() => Arbiter.fromJSON({ ...json, end: { winner: 'w', termination: 'checkmate' } }), { code: 'ERR_INVALID_SNAPSHOT' });
  assert.throws(() => Arbiter.fromJSON({ ...json, last: -1 }), { code: 'ERR_INVALID_SNAPSHOT' });
  // The messages say what is wrong without a JS error's name or a Rust type's (a new user's
  // trial met "Error: ...", "TypeError: Reflect.get called on non-object", "struct JsSide").
  const message = (bad) => { try { Arbiter.fromJSON(bad); } catch (e) { return e.message; } return null; };
  assert.equal(message({ ...json, format: undefined }), 'Invalid arbiter snapshot: invalid type: unit value, expected u32');
  assert.equal(message({ ...json, white: 7 }), "Invalid arbiter snapshot: invalid type: floating point `7.0`, expected a side's clock ({ remaining, moves, period, periodMoves, lagQuota })");
  assert.equal(message({ ...json, moves: 'x' }), 'Invalid arbiter snapshot: a part that should be an object or an array is not one');
});

test('pgn/fromPgn: TimeControl and %clk read back into the same clocks and record', () => {
  for (const tc of ['180+2', '300+d5', '300+b5', '2/60:30', '*60', '-', { white: '300', black: '240' }]) {
    const a = played(tc, [['e4', 4_000], ['e5', 9_500], ['Nf3', 9_600], ['Nc6', 30_000]]);
    const b = Arbiter.fromPgn(a.pgn(), { start: { at: 0 } });
    assert.equal(b.pgn(), a.pgn(), JSON.stringify(tc));
    assert.deepEqual(b.history().map((h) => h.clock), a.history().map((h) => h.clock));
  }
  const a = played('180+2', [['e4', 5_000], ['e5', 15_500]]);
  assert.match(a.pgn(), /1\. e4 \{ \[%clk 0:02:57\] \} 1\.\.\. e5 \{ \[%clk 0:02:51\.5\] \} \*/);
  const b = Arbiter.fromPgn(a.pgn(), { start: { at: 1_000 } });
  assert.deepEqual(b.history(), [
    { san: 'e4', uci: 'e2e4', at: 6_000, spent: 5_000, clock: 177_000 },
    { san: 'e5', uci: 'e7e5', at: 16_500, spent: 10_500, clock: 171_500 },
  ]);
  // Read with the online start (the default), a record clocked from the start keeps its first
  // clocks (a new user's trial: they came back as the initial time); a first %clk above what the
  // control gives is refused.
  const fide = played('60+1', [['e4', 1_500], ['e5', 4_000], ['Qh5', 5_000]]);
  assert.equal(Arbiter.fromPgn(fide.pgn()).pgn(), fide.pgn());
  assert.deepEqual(Arbiter.fromPgn(fide.pgn()).history().map((h) => h.clock), [59_500, 58_500, 59_500]);
  assert.throws(() => Arbiter.fromPgn(fide.pgn().replace('[%clk 0:00:59.5]', '[%clk 0:09:59.5]')), { code: 'ERR_INVALID_CLOCK' });
  // The game goes on from there: white's clock runs from the last move's time.
  assert.deepEqual(b.remaining(20_500), { white: 173_000, black: 171_500 });
  // A finished game keeps its result.
  a.flagFall(200_000);
  const done = Arbiter.fromPgn(a.pgn(), { start: { at: 0 } });
  assert.deepEqual(done.outcome(), { winner: 'b', termination: 'timeout', article: '6.9', result: '0-1' });
  assert.equal(done.pgn(), a.pgn());
  const resigned = Arbiter.fromPgn('[Result "0-1"]\n\n1. e4 e5 0-1');
  assert.deepEqual(resigned.outcome(), { winner: 'b', termination: 'resignation', article: '5.1.2', result: '0-1' });
  // options.timeControl over the tags; errors.
  assert.match(Arbiter.fromPgn('1. e4 *', { timeControl: '60' }).pgn(), /\[TimeControl "60"\]/);
  assert.throws(() => Arbiter.fromPgn('1. e4 e5 2. Ke3 *'), { code: 'ERR_INVALID_PGN', reason: 'ERR_ILLEGAL_MOVE', ply: 3, san: 'Ke3' });
  assert.throws(() => Arbiter.fromPgn('[TimeControl "x"]\n\n*'), { code: 'ERR_TIME_CONTROL' });
  assert.throws(() => Arbiter.fromPgn('[TimeControl "60"]\n\n1. e4 { [%clk 0:01:00] } e5 { [%clk 0:01:00] } 2. d4 { [%clk 0:01:01] } *'), { code: 'ERR_INVALID_CLOCK' });
  assert.throws(() => Arbiter.fromPgn(42), { code: 'ERR_INVALID_ARGUMENT' });
});

test('Symbol.dispose frees', () => {
  const dispose = Symbol.dispose ?? Symbol.for('nodejs.dispose');
  const a = new Arbiter();
  a[dispose]();
  assert.throws(() => a.turn(), { code: 'ERR_GAME_FREED' });
});
