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
