// `chess-arbiter/variants` (issue 36): the lichess variants through the installed entry, ESM
// and CommonJS. Perft counts of the published suites (../shared/data/perft/variants/, from
// scalachess) at the depths with at most 200,000 leaves (the deep ones are tests/variants.rs's),
// exact FENs after explosions, captures into the pocket and drops, each variant's end, and the
// error codes of bad input.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'chess-arbiter/variants';
import { ChessError as MainChessError, applyMove as mainApplyMove } from 'chess-arbiter/core';

const require = createRequire(import.meta.url);
const suites = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'data', 'perft', 'variants');
const FILES = { '3check.perft': 'threeCheck', 'antichess.perft': 'antichess', 'atomic.perft': 'atomic', 'crazyhouse.perft': 'crazyhouse', 'horde.perft': 'horde', 'racingkings.perft': 'racingKings' };

/** The positions of a .perft file: `{ id, epd, counts: [[depth, nodes]] }`. */
function readSuite(file) {
  const out = [];
  for (const line of readFileSync(path.join(suites, file), 'utf8').split('\n')) {
    const [key, ...rest] = line.trim().split(' ');
    if (key === 'id') out.push({ id: rest.join(' '), epd: '', counts: [] });
    else if (key === 'epd') out[out.length - 1].epd = rest.join(' ');
    else if (key === 'perft') out[out.length - 1].counts.push([Number(rest[0]), Number(rest[1])]);
  }
  return out;
}

test('every suite file is read: 21 positions, each with counts', () => {
  const all = Object.keys(FILES).flatMap(readSuite);
  assert.equal(all.length, 21);
  assert.ok(all.every((p) => p.epd && p.counts.length > 0));
});

for (const [file, variant] of Object.entries(FILES)) {
  test(`perft through the entry: ${file} (${variant}), every count up to 200,000 leaves`, () => {
    let checked = 0;
    for (const { id, epd, counts } of readSuite(file)) {
      for (const [depth, nodes] of counts) {
        if (nodes > 200_000) continue;
        assert.equal(v.perft(epd, depth, { variant }), nodes, `${id} depth ${depth}`);
        checked++;
      }
    }
    assert.ok(checked >= 3, `${checked} counts checked`);
  });
}

test('variant names: lichess keys and PGN aliases', () => {
  assert.deepEqual(v.VARIANTS, ['standard', 'antichess', 'atomic', 'crazyhouse', 'horde', 'kingOfTheHill', 'racingKings', 'threeCheck']);
  assert.deepEqual(['zh', 'King of the Hill', 'koth', '3-check', 'Three-check', 'Racing Kings', 'Antichess', 'Standard'].map(v.variantKey),
    ['crazyhouse', 'kingOfTheHill', 'kingOfTheHill', 'threeCheck', 'threeCheck', 'racingKings', 'antichess', 'standard']);
  assert.equal(v.startingFen('horde'), 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1');
  assert.equal(v.startingFen('racingKings'), '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1');
  // The same counts whatever the name: atomic's start (the suite's atomic-start).
  for (const name of ['atomic', 'Atomic', 'atom']) assert.equal(v.perft(v.startingFen('atomic'), 3, { variant: name }), 8902);
  // No variant: standard chess.
  assert.equal(v.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3), 8902);
  assert.equal(v.legalMoves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length, 20);
});

test('atomic: a capture explodes the capturer and the pieces around, pawns survive', () => {
  // Nc3xd5: the knight, the captured knight and the bishop on e5 go; the clock is reset.
  assert.equal(v.applyMove('4k3/8/8/3nb3/8/2N5/8/4K3 w - - 0 1', 'Nxd5', { variant: 'atomic' }), '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  // Nf3xe5 by UCI: the pawns on d7, f7 and e4 around are not exploded.
  assert.equal(v.applyMove('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2', 'f3e5', { variant: 'atomic' }),
    'rnbqkbnr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 2');
  // A king never captures (why, in `reason`: explainMove's code).
  assert.throws(() => v.applyMove('k7/8/8/8/8/8/4n3/4K3 w - - 0 1', 'Kxe2', { variant: 'atomic' }), { name: 'ChessError', code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_KING_CAPTURE' });
  // The same move in standard chess is legal.
  assert.equal(v.applyMove('k7/8/8/8/8/8/4n3/4K3 w - - 0 1', 'Kxe2'), 'k7/8/8/8/8/8/4K3/8 b - - 0 1');
  assert.deepEqual(v.outcome('8/8/8/8/8/8/8/4K3 b - - 0 1', { variant: 'atomic' }), { winner: 'w', termination: 'king_exploded' });
});

test('crazyhouse: captures go to the pocket, drops in SAN and UCI, pockets written in brackets', () => {
  const zh = { variant: 'crazyhouse' };
  assert.equal(v.applyMove('4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1', 'exd5', zh), '4k3/8/8/3P4/8/8/8/4K3[N] b - - 0 1');
  const fen = '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1';
  for (const move of ['N@f3', 'N@f3']) assert.equal(v.applyMove(fen, move, zh), '4k3/8/8/8/8/5N2/8/4K3[] b - - 1 1');
  // A pawn drop, as SAN without the letter and as UCI; it resets the halfmove clock.
  for (const move of ['@e4', 'P@e4']) assert.equal(v.applyMove('4k3/8/8/8/8/8/8/4K3[P] w - - 5 1', move, zh), '4k3/8/8/8/4P3/8/8/4K3[] b - - 0 1');
  // Drops in the move list: a knight on every empty square (62) and the king's five moves.
  const moves = v.legalMoves(fen, zh);
  assert.equal(moves.length, 67);
  assert.deepEqual(moves.find((m) => m.uci === 'N@f3'), { san: 'N@f3', uci: 'N@f3', to: 'f3', drop: 'n' });
  // Refused: a pawn on the first rank, a drop on an occupied square, a piece not in the pocket.
  for (const [f, move, reason] of [['4k3/8/8/8/8/8/8/4K3[P] w - - 0 1', 'P@a1', 'ERR_DROP_PAWN_RANK'], [fen, 'N@e8', 'ERR_DROP_OCCUPIED'], [fen, 'B@e4', 'ERR_DROP_NOT_IN_POCKET']]) {
    assert.throws(() => v.applyMove(f, move, zh), { code: 'ERR_ILLEGAL_MOVE', reason }, move);
  }
  // Drop destinations: in check from the rook on a1, only b1, c1 and d1 block it.
  assert.deepEqual(v.dropDests('4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1', 'n', zh), ['b1', 'c1', 'd1']);
  assert.equal(v.dropDests('r3k3/8/8/8/8/8/8/4K3[N] w - - 0 1', 'n', zh).length, 61);
  assert.deepEqual(v.dropDests(fen, 'q', zh), []);
  // Lichess's ninth-rank pocket read, brackets written.
  assert.deepEqual(v.validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1', { variant: 'zh' }),
    { ok: true, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1' });
});

test('antichess, racing kings, horde, king of the hill, three-check: moves and ends', () => {
  // Antichess: the capture is compulsory; promotion to a king.
  const anti = { variant: 'antichess' };
  assert.throws(() => v.applyMove('4k3/8/8/8/8/8/r7/R3K3 w - - 0 1', 'Ke2', anti), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_CAPTURE_REQUIRED' });
  assert.equal(v.applyMove('4k3/8/8/8/8/8/r7/R3K3 w - - 0 1', 'Rxa2', anti), '4k3/8/8/8/8/8/R7/4K3 b - - 0 1');
  assert.deepEqual(v.legalMoves('8/P7/8/8/8/8/8/7k w - - 0 1', anti).map((m) => m.san), ['a8=Q', 'a8=R', 'a8=B', 'a8=N', 'a8=K']);
  assert.equal(v.applyMove('8/P7/8/8/8/8/8/7k w - - 0 1', { from: 'a7', to: 'a8', promotion: 'k' }, anti), 'K7/8/8/8/8/8/8/7k b - - 0 1');
  assert.deepEqual(v.outcome('8/8/8/8/8/8/8/k7 w - - 0 1', anti), { winner: 'w', termination: 'all_pieces_lost' });
  // The side not to move without pieces (set up; no game reaches it) wins too, and the game is over.
  assert.deepEqual(v.outcome('8/P7/8/8/8/8/8/6N1 w - - 0 1', anti), { winner: 'b', termination: 'all_pieces_lost' });
  assert.deepEqual(v.legalMoves('8/P7/8/8/8/8/8/6N1 w - - 0 1', anti), []);
  assert.equal(v.isCheck('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', anti), false);
  assert.equal(v.isCheck('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', { variant: 'koth' }), true);
  // Racing kings: no move may give check.
  const race = { variant: 'racingKings' };
  assert.throws(() => v.applyMove('8/8/8/8/8/k7/7K/6R1 w - - 0 1', 'Rg3', race), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_GIVES_CHECK' });
  assert.equal(v.applyMove('8/8/8/8/8/k7/7K/6R1 w - - 0 1', 'Rg4', race), '8/8/8/8/6R1/k7/7K/8 b - - 1 1');
  assert.deepEqual(v.outcome('k7/8/8/8/8/8/7K/6R1 w - - 0 1', race), { winner: 'b', termination: 'race_won' });
  assert.equal(v.outcome(v.startingFen('racingKings'), race), null);
  assert.deepEqual(v.outcome('rnbqkbnr/8/8/8/8/8/8/8 w - - 0 1', { variant: 'horde' }), { winner: 'b', termination: 'horde_destroyed' });
  assert.deepEqual(v.outcome('8/8/8/8/4K3/8/8/k7 b - - 0 1', { variant: 'King of the Hill' }), { winner: 'w', termination: 'king_of_the_hill' });
  // Three-check: black has no check left to give... white gave none: `3+0` means black gave three.
  assert.deepEqual(v.outcome('4k3/8/8/8/8/8/8/4K3 w - - 3+0 0 1', { variant: 'threeCheck' }), { winner: 'b', termination: 'three_checks' });
  // Lichess's given-checks form read, the remaining-checks form written.
  assert.deepEqual(v.validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+0', { variant: '3-check' }),
    { ok: true, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+3 0 1' });
});

test('toDests: a Map by origin square, as the main entry gives', () => {
  const dests = v.toDests('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', { variant: 'atomic' });
  assert.ok(dests instanceof Map);
  assert.equal(dests.size, 10);
  assert.deepEqual(dests.get('g1'), ['f3', 'h3']);
  assert.deepEqual(dests.get('e2'), ['e3', 'e4']);
  // Antichess: only the capture.
  assert.deepEqual([...v.toDests('4k3/8/8/8/8/8/r7/R3K3 w - - 0 1', { variant: 'antichess' })], [['a1', ['a2']]]);
  // Castling as the main entry gives it: both squares by default in standard castling, or as
  // options.castling asks; the king onto its rook is a move applyMove takes.
  const castle = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
  const kingDests = (o) => v.toDests(castle, { variant: 'crazyhouse', ...o }).get('e1').filter((s) => s === 'g1' || s === 'h1').sort();
  assert.deepEqual(kingDests({}), ['g1', 'h1']);
  assert.deepEqual(kingDests({ castling: 'king' }), ['g1']);
  assert.deepEqual(kingDests({ castling: 'rook' }), ['h1']);
  assert.deepEqual(kingDests({ castling: 'both' }), ['g1', 'h1']);
  for (const to of ['g1', 'h1']) assert.equal(v.applyMove(castle, { from: 'e1', to }, { variant: 'crazyhouse' }), '4k3/8/8/8/8/8/8/5RK1[] b - - 1 1');
  assert.throws(() => v.toDests(castle, { castling: 'queen' }), { code: 'ERR_INVALID_ARGUMENT' });
});

test('errors: ChessError with the core\'s codes (the main entry\'s, a FEN\'s problem in `reason`), nothing thrown but ChessError, and a refused call changes nothing', () => {
  const cases = [
    [() => v.perft('x', 1, { variant: 'atomic' }), 'ERR_INVALID_FEN', 'ERR_FEN_FIELDS'],
    [() => v.legalMoves(v.startingFen('atomic'), { variant: 'shogi' }), 'ERR_VARIANT_UNKNOWN'],
    [() => v.variantKey('shogi'), 'ERR_VARIANT_UNKNOWN'],
    // SAN no piece can play: ruled as the main entry's explainMove rules it (e5: black's move).
    [() => v.applyMove(v.startingFen('atomic'), 'e5', { variant: 'atomic' }), 'ERR_ILLEGAL_MOVE', 'ERR_NOT_YOUR_TURN'],
    // The core's SAN reader: ERR_INVALID_MOVE for text that is no SAN nor UCI (empty, `zz`,
    // `Q@`), ERR_ILLEGAL_MOVE for SAN that fits no legal move (docs/variants.md), as the main entry.
    [() => v.applyMove(v.startingFen('atomic'), '', { variant: 'atomic' }), 'ERR_INVALID_MOVE'],
    [() => v.applyMove(v.startingFen('atomic'), 'zz', { variant: 'atomic' }), 'ERR_INVALID_MOVE'],
    [() => v.applyMove('4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1', 'Q@', { variant: 'zh' }), 'ERR_INVALID_MOVE'],
    [() => v.applyMove('4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1', 'K@e4', { variant: 'zh' }), 'ERR_INVALID_MOVE'],
    [() => v.applyMove('4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1', 'N@e4', { variant: 'zh' }), 'ERR_ILLEGAL_MOVE', 'ERR_DROP_NOT_IN_POCKET'],
    [() => v.applyMove(v.startingFen('atomic'), 'Nf9', { variant: 'atomic' }), 'ERR_INVALID_MOVE'],
    [() => v.applyMove(v.startingFen('atomic'), 'Nxe5', { variant: 'atomic' }), 'ERR_ILLEGAL_MOVE', 'ERR_KNIGHT_MOVE'],
    [() => v.toDests('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' }), 'ERR_INVALID_FEN', 'ERR_FEN_KINGS'],
    [() => v.outcome('K7/8/8/8/8/8/8/k6R b - - 0 1', { variant: 'racingKings' }), 'ERR_INVALID_FEN', 'ERR_FEN_CHECK'],
    [() => v.isCheck('4k3/8/8/8/8/8/8/4K3[Z] w - - 0 1', { variant: 'zh' }), 'ERR_INVALID_FEN', 'ERR_FEN_POCKET'],
    [() => v.perft(v.startingFen('atomic'), 16, { variant: 'atomic' }), 'ERR_INVALID_ARGUMENT'],
    [() => v.perft(v.startingFen('atomic'), 1, { variant: 3 }), 'ERR_INVALID_ARGUMENT'],
    [() => v.legalMoves(null, { variant: 'atomic' }), 'ERR_INVALID_ARGUMENT'],
    [() => v.applyMove(v.startingFen('atomic'), { from: 'e2', to: 'e9' }, { variant: 'atomic' }), 'ERR_INVALID_ARGUMENT'],
    [() => v.dropDests('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', 'k', { variant: 'zh' }), 'ERR_INVALID_ARGUMENT'],
  ];
  for (const [call, code, reason] of cases) {
    assert.throws(call, (e) => e instanceof v.ChessError && e.code === code && e.reason === reason && typeof e.message === 'string' && e.message.length > 0, code);
    // Still answering, with the same answers.
    assert.equal(v.perft(v.startingFen('crazyhouse'), 2, { variant: 'crazyhouse' }), 400);
  }
  // One ChessError class for every entry.
  assert.equal(v.ChessError, MainChessError);
  // validateFen answers instead of throwing for a bad FEN, and throws for a bad variant.
  assert.deepEqual(v.validateFen('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' }), { ok: false, errors: [{ code: 'ERR_FEN_KINGS', message: 'No king on the board' }] });
  assert.equal(v.validateFen(42).ok, false);
  assert.throws(() => v.validateFen(v.startingFen('atomic'), { variant: 'shogi' }), { code: 'ERR_VARIANT_UNKNOWN' });
});

test("one vocabulary: in standard chess the variants entry throws the main entry's code (and message) for the same error (a new user's trial: ERR_MOVE_ILLEGAL here, ERR_ILLEGAL_MOVE there)", () => {
  const start = v.startingFen('standard');
  const thrown = (f) => { try { f(); } catch (e) { return { code: e.code, reason: e.reason }; } return null; };
  for (const [fen, move, code] of [
    [start, 'e5', 'ERR_ILLEGAL_MOVE'],
    [start, 'zz', 'ERR_INVALID_MOVE'],
    [start, 'e9e4', 'ERR_INVALID_MOVE'],
    ['4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1', 'Nb3', 'ERR_AMBIGUOUS_MOVE'],
    ['x', 'e4', 'ERR_INVALID_FEN'],
    ['8/8/8/8/8/8/8/8 w - - 0 1', 'e4', 'ERR_INVALID_FEN'],
  ]) {
    const ours = thrown(() => v.applyMove(fen, move));
    assert.equal(ours?.code, code, `${fen} ${move}`);
    assert.equal(thrown(() => mainApplyMove(fen, move))?.code, code, `main entry: ${fen} ${move}`);
  }
  // A FEN's syntax problem: the main entry's very message, the problem's code in `reason`.
  for (const fen of ['x', '', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']) {
    let main;
    try { mainApplyMove(fen, 'e4'); } catch (e) { main = e; }
    assert.throws(() => v.applyMove(fen, 'e4'), (e) => e.code === 'ERR_INVALID_FEN' && e.message === main.message && main.message.endsWith(`(${e.reason})`) && /^ERR_FEN_/.test(e.reason), fen);
  }
  // The variant's own problems: the same code, the variant's reason.
  assert.throws(() => v.legalMoves('4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1', { variant: 'atomic' }), { code: 'ERR_INVALID_FEN', reason: 'ERR_FEN_POCKET' });
  assert.throws(() => v.legalMoves('4k3/8/8/8/8/8/8/4K3 w - - 4+3 0 1', { variant: 'threeCheck' }), { code: 'ERR_INVALID_FEN', reason: 'ERR_FEN_CHECKS' });
  // A refused move: why in `reason` (explainMove's code), a rule shared with chess as the main entry's rulings name it.
  assert.throws(() => v.applyMove('k7/8/8/8/8/8/4n3/4K3 w - - 0 1', 'Kxe2', { variant: 'atomic' }), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_KING_CAPTURE' });
  assert.throws(() => v.applyMove(start, 'c1e3'), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_PIECE_IN_THE_WAY' });
  assert.throws(() => v.applyMove(start, { from: 'e7', to: 'e5' }), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_NOT_YOUR_TURN' });
  for (const text of ['zz', '']) assert.throws(() => v.applyMove(start, text), (e) => e.code === 'ERR_INVALID_MOVE' && e.reason === undefined, text);
});

test('CommonJS: the same entry, the same answers', () => {
  const cjs = require('chess-arbiter/variants');
  assert.deepEqual(Object.keys(cjs).filter((k) => k !== '__esModule').sort(), Object.keys(v).sort());
  assert.equal(cjs.perft(cjs.startingFen('threeCheck'), 3, { variant: 'threeCheck' }), 8902);
  assert.equal(cjs.applyMove('4k3/8/8/8/8/8/8/4K3[P] w - - 0 1', 'P@e4', { variant: 'zh' }), '4k3/8/8/8/4P3/8/8/4K3[] b - - 0 1');
  assert.throws(() => cjs.isCheck('x', { variant: 'zh' }), (e) => e instanceof v.ChessError && e.code === 'ERR_INVALID_FEN' && e.reason === 'ERR_FEN_FIELDS');
});
