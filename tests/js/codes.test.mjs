// The Move objects the JS face builds from the wasm's move codes (src/wasm/convert.rs,
// decodeCode in src/js/rules.js, the one decoder), checked against chess.js 1.4.0 (the move set
// and every SAN, standard chess) and against the core through other exports: every SAN is the
// exact SAN the core reads back strictly, and it names the same move as the UCI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as A from 'chess-arbiter';
import { repo } from './helpers.mjs';

const { Chess } = createRequire(path.join(repo, 'package.json'))('chess.js');

const suite = (file) => readFileSync(path.join(repo, '../shared/data/perft', file), 'utf8')
  .split('\n').map((l) => l.split(';')[0].trim()).filter(Boolean);

function checkAll(fen, options) {
  const moves = A.legalMoves(fen, { relaxed: true, ...options });
  for (const m of moves) {
    const bySan = A.applyMove(fen, m.san, { relaxed: true, strict: true, ...options });
    assert.equal(bySan, A.applyMove(fen, m.uci, { relaxed: true, ...options }), `${m.san} / ${m.uci} in ${fen}`);
    assert.equal(m.from, m.uci.slice(0, 2));
    assert.equal(m.color, fen.split(' ')[1]);
  }
  return moves;
}

// Our moves as { uci: san } against chess.js's { lan: san }: the same moves, the same SAN.
function sameAsChessJs(fen, moves) {
  const ours = Object.fromEntries(moves.map((m) => [m.uci, m.san]));
  const theirs = Object.fromEntries(new Chess(fen).moves({ verbose: true }).map((m) => [m.lan, m.san]));
  assert.deepEqual(ours, theirs, fen);
  return moves.length;
}

test('every move of the perft suite and the positions after it: SAN strict, same as UCI and as chess.js', () => {
  let n = 0;
  let compared = 0;
  for (const fen of suite('perftsuite.epd')) {
    const moves = checkAll(fen);
    compared += sameAsChessJs(fen, moves);
    for (const m of moves) {
      const next = A.applyMove(fen, m.uci, { relaxed: true });
      const after = checkAll(next);
      n += after.length;
      compared += sameAsChessJs(next, after);
    }
  }
  // The sum of the suite's published perft(2) counts (the D2 column of perftsuite.epd, 126
  // positions).
  assert.equal(n, 21134);
  // And with the D1 column (1,408 moves): every SAN compared with chess.js's.
  assert.equal(compared, 22542);
});

test('Chess960 start positions: SAN strict, the same move as the king-takes-rook UCI', () => {
  let n = 0;
  for (const fen of suite('chess960.epd').filter((_, i) => i % 16 === 0)) n += checkAll(fen, { chess960: true }).length;
  // The sum of the published perft(1) counts (the D1 column of chess960.epd) of those 60 lines.
  assert.equal(n, 1556);
});

test('castling and en passant: the side, rookTo and captureSquare the core gives with the code', () => {
  const pick = (fen, uci, options) => {
    const m = A.legalMoves(fen, options).find((x) => x.uci === uci);
    assert.ok(m, `${uci} in ${fen}`);
    return { san: m.san, flags: m.flags, to: m.to, rookFrom: m.rookFrom, rookTo: m.rookTo, captureSquare: m.captureSquare };
  };
  const castle = (san, flags, to, rookFrom, rookTo) => ({ san, flags, to, rookFrom, rookTo, captureSquare: undefined });
  // Standard chess, both sides, both colours (Art. 3.8.2.1: the rook lands on the f or d file).
  const std = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
  assert.deepEqual(pick(std, 'e1g1'), castle('O-O', 'k', 'g1', 'h1', 'f1'));
  assert.deepEqual(pick(std, 'e1c1'), castle('O-O-O', 'q', 'c1', 'a1', 'd1'));
  const stdBlack = std.replace(' w ', ' b ');
  assert.deepEqual(pick(stdBlack, 'e8g8'), castle('O-O', 'k', 'g8', 'h8', 'f8'));
  assert.deepEqual(pick(stdBlack, 'e8c8'), castle('O-O-O', 'q', 'c8', 'a8', 'd8'));
  // Chess960: white king b1 with rooks a1 and h1; black king g8 with rooks a8 and h8 (on the
  // king side the black king stays on g8 and only the rook moves).
  const c960 = 'r5kr/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1';
  assert.deepEqual(pick(c960, 'b1h1', { chess960: true }), castle('O-O', 'k', 'g1', 'h1', 'f1'));
  assert.deepEqual(pick(c960, 'b1a1', { chess960: true }), castle('O-O-O', 'q', 'c1', 'a1', 'd1'));
  const c960Black = c960.replace(' w ', ' b ');
  assert.deepEqual(pick(c960Black, 'g8h8', { chess960: true }), castle('O-O', 'k', 'g8', 'h8', 'f8'));
  assert.deepEqual(pick(c960Black, 'g8a8', { chess960: true }), castle('O-O-O', 'q', 'c8', 'a8', 'd8'));
  // En passant by white (e5xd6: the pawn taken stands on d5) and by black (d4xe3: on e4).
  const ep = (san, to, captureSquare) => ({ san, flags: 'e', to, rookFrom: undefined, rookTo: undefined, captureSquare });
  assert.deepEqual(pick('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'e5d6'), ep('exd6', 'd6', 'd5'));
  assert.deepEqual(pick('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1', 'd4e3'), ep('dxe3', 'e3', 'e4'));
  // A Game gives the same (its moves come as codes too).
  const g = new A.Game('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1');
  g.move('e4');
  const taken = g.move('dxe3');
  assert.deepEqual([taken.flags, taken.captureSquare], ['e', 'e4']);
  g.free();
});
