// A FEN that cannot be read: each problem validateFen gives carries the parts its text needs
// (field, value, rank, count), read from the FEN by the core, so that no caller splits the FEN
// again (issue 18). Against the packed package, both entries.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';
import * as core from 'chess-arbiter/core';

const RANK = (r) => ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((f) => `${f}${r}`);

test('FEN syntax problems carry their field, value, rank and count', () => {
  for (const api of [A, core]) {
    // Three ranks, the first with a sign that is no piece.
    assert.deepEqual(api.validateFen('r6x/8/8 w - - 0 1'), {
      ok: false,
      errors: [
        { code: 'ERR_FEN_RANKS', message: 'the placement has 3 ranks, not 8', field: 'placement', count: 3 },
        { code: 'ERR_FEN_BOARD', message: "invalid character 'x' in rank 8", field: 'placement', value: 'x', rank: 8, squares: RANK(8) },
      ],
    });
    // Two digits in a row: the value is the pair.
    assert.deepEqual(api.validateFen('rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').errors, [
      { code: 'ERR_FEN_BOARD', message: 'rank 6 has two digits in a row ("44"): a run of empty squares is one digit', field: 'placement', value: '44', rank: 6, squares: RANK(6) },
    ]);
    // The side to move, the en-passant field (cut to 24 characters, as the message quotes it)
    // and the halfmove clock.
    assert.deepEqual(api.validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq abcdefghijklmnopqrstuvwxyz z 1'), {
      ok: false,
      errors: [
        { code: 'ERR_FEN_TURN', message: 'invalid side to move "x" (expected w or b)', field: 'turn', value: 'x' },
        {
          code: 'ERR_FEN_EP',
          message: 'invalid en-passant field "abcdefghijklmnopqrstuvwx…" (expected - or a square)',
          field: 'enPassant',
          value: 'abcdefghijklmnopqrstuvwx…',
        },
        { code: 'ERR_FEN_HALFMOVE', message: 'invalid halfmove clock "z" (expected a whole number)', field: 'halfmoves', value: 'z' },
      ],
    });
    // Eight fields, a rank of 9 squares and a castling field of the wrong shape.
    assert.deepEqual(api.validateFen('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1 7 8'), {
      ok: false,
      errors: [
        { code: 'ERR_FEN_FIELDS', message: 'a FEN has 4 to 6 fields separated by spaces, found 8', count: 8 },
        { code: 'ERR_FEN_RANK_LENGTH', message: 'rank 7 has 9 squares, not 8 ("ppppppppp")', field: 'placement', rank: 7, squares: RANK(7) },
        {
          code: 'ERR_FEN_CASTLING',
          message: 'invalid castling field "KQkqK" (expected -, up to four of KQkq, or file letters such as HAha)',
          field: 'castling',
          value: 'KQkqK',
        },
      ],
    });
  }
});

test('FEN count messages say the exact number: one rank, eight fields, an empty FEN', () => {
  for (const api of [A, core]) {
    const codes = (fen) => api.validateFen(fen).errors.filter((e) => e.code === 'ERR_FEN_RANKS' || e.code === 'ERR_FEN_FIELDS')
      .map(({ code, message, count }) => ({ code, message, count }));
    assert.deepEqual(codes('8 w - - 0 1'), [{ code: 'ERR_FEN_RANKS', message: 'the placement has 1 rank, not 8', count: 1 }]);
    assert.deepEqual(codes('8/8/8/8/8/8/8/K6k w - - 0 1 x y'), [
      { code: 'ERR_FEN_FIELDS', message: 'a FEN has 4 to 6 fields separated by spaces, found 8', count: 8 },
    ]);
    // An empty FEN is one problem, ERR_FEN_EMPTY, not these two and a rank's (a new-user trial).
    assert.deepEqual(codes(''), []);
    assert.deepEqual(api.validateFen('').errors, [{ code: 'ERR_FEN_EMPTY', message: 'the FEN is empty' }]);
  }
});
