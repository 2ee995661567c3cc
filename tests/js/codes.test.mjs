// The Move objects the JS face builds from the wasm's move codes (src/wasm/convert.rs,
// decodeCode in src/js/api.js), checked against the core through other exports: every SAN is
// the exact SAN the core reads back strictly, and it names the same move as the UCI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as A from 'chess-arbiter';
import { repo } from './helpers.mjs';

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

test('every move of the perft suite and the positions after it: SAN strict, same as UCI', () => {
  let n = 0;
  for (const fen of suite('perftsuite.epd')) {
    for (const m of checkAll(fen)) {
      const next = A.applyMove(fen, m.uci, { relaxed: true });
      n += checkAll(next).length;
    }
  }
  // The sum of the suite's published perft(2) counts (the D2 column of perftsuite.epd, 126
  // positions).
  assert.equal(n, 21134);
});

test('Chess960 start positions: SAN strict, the same move as the king-takes-rook UCI', () => {
  let n = 0;
  for (const fen of suite('chess960.epd').filter((_, i) => i % 16 === 0)) n += checkAll(fen, { chess960: true }).length;
  // The sum of the published perft(1) counts (the D1 column of chess960.epd) of those 60 lines.
  assert.equal(n, 1556);
});
