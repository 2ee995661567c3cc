// Rulings (explainMove, explainPosition) from the packed package: every reason in every
// language, with its code, article and squares; the texts load on demand (ESM and CommonJS).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { explainMove, explainPosition, legalMoves, ChessError } from 'chess-arbiter';
import { consumerDir } from './helpers.mjs';

const require = createRequire(import.meta.url);
const LANGS = ['en', 'hy', 'fa', 'ru', 'cs'];
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// [code, article, fen, move, squares, options]
const CASES = [
  // A null move: the players move alternately (Art. 1.2); the squares name the king to move.
  ['ERR_NULL_MOVE', '1.2', START, '--', ['e1']],
  ['ERR_NULL_MOVE', '1.2', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', null, ['e8']],
  ['ERR_NO_PIECE', '3.10.2', START, 'e3e4', ['e3']],
  ['ERR_NOT_YOUR_TURN', '1.2', START, 'e7e5', ['e7']],
  ['ERR_SAME_SQUARE', '3.10.2', START, { from: 'e2', to: 'e2' }, ['e2']],
  ['ERR_OWN_PIECE_ON_TARGET', '3.1', START, 'd1d2', ['d1', 'd2']],
  ['ERR_BISHOP_MOVE', '3.2', START, 'c1c3', ['c1', 'c3']],
  ['ERR_ROOK_MOVE', '3.3', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1b3', ['a1', 'b3']],
  ['ERR_QUEEN_MOVE', '3.4', START, 'd1e3', ['d1', 'e3']],
  ['ERR_PIECE_IN_THE_WAY', '3.5', START, 'c1e3', ['c1', 'd2']],
  ['ERR_KNIGHT_MOVE', '3.6', START, { from: 'g1', to: 'g3' }, ['g1', 'g3']],
  ['ERR_PAWN_BACKWARD', '3.7.1', '4k3/8/8/8/4P3/8/8/4K3 w - - 0 1', 'e4e3', ['e4', 'e3']],
  ['ERR_PAWN_SIDEWAYS', '3.7.1', '4k3/8/8/8/4P3/8/8/4K3 w - - 0 1', 'e4d4', ['e4', 'd4']],
  ['ERR_PAWN_MOVE', '3.7.1', START, 'e2e5', ['e2', 'e5']],
  ['ERR_PAWN_BLOCKED', '3.7.1', '4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1', 'e5', ['e4', 'e5']],
  ['ERR_PAWN_DOUBLE_STEP', '3.7.2', '4k3/8/8/8/4P3/8/8/4K3 w - - 0 1', 'e4e6', ['e4', 'e6']],
  ['ERR_PAWN_DOUBLE_STEP_BLOCKED', '3.7.2', 'rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR w KQkq - 0 1', 'e2e4', ['e2', 'e3']],
  ['ERR_PAWN_DIAGONAL', '3.7.3', START, 'exd3', ['e2', 'd3']],
  ['ERR_EN_PASSANT_EXPIRED', '3.7.4.2', '4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1', 'e5d6', ['e5', 'd5']],
  ['ERR_PROMOTION_UNEXPECTED', '3.7.5.1', START, { from: 'e2', to: 'e4', promotion: 'q' }, ['e2', 'e4']],
  ['ERR_PROMOTION_REQUIRED', '3.7.5.1', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', { from: 'a7', to: 'a8' }, ['a7', 'a8']],
  ['ERR_PROMOTION_PIECE', '3.7.5.1', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', { from: 'a7', to: 'a8', promotion: 'k' }, ['a7', 'a8']],
  ['ERR_KING_MOVE', '3.8.1', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'e1e3', ['e1', 'e3']],
  ['ERR_CASTLING_KING_MOVED', '3.8.2.1.1', 'r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1', 'O-O', ['e1']],
  ['ERR_CASTLING_ROOK_MOVED', '3.8.2.1.2', 'r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1', 'e1h1', ['e1', 'h1']],
  ['ERR_CASTLING_OUT_OF_CHECK', '3.8.2.2.1', '4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1', 'e1g1', ['e2', 'e1']],
  ['ERR_CASTLING_THROUGH_CHECK', '3.8.2.2.1', '4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1', 'e1g1', ['f2', 'f1']],
  ['ERR_CASTLING_INTO_CHECK', '3.8.2.2.1', '4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1', 'O-O-O', ['c2', 'c1']],
  ['ERR_CASTLING_BLOCKED', '3.8.2.2.2', START, 'e1g1', ['f1']],
  ['ERR_KING_INTO_CHECK', '3.9.2', '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', 'Kf2', ['d2', 'f2']],
  ['ERR_KING_LEFT_IN_CHECK', '3.9.2', '4k3/8/8/8/1b6/8/8/4K1N1 w - - 0 1', 'Nf3', ['b4', 'e1']],
  ['ERR_PINNED', '3.9.2', '4k3/8/8/8/1b6/8/3R4/4K3 w - - 0 1', 'Rd3', ['d2', 'b4', 'e1']],
  ['ERR_ILLEGAL_MOVE', '3.10.2', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'Nf3', ['f3']],
  // Chess960: king takes rook, with the other rook where this one lands.
  ['ERR_CASTLING_BLOCKED', '3.8.2.2.2', 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1', 'g1h1', ['f1'], { chess960: true }],
];

// The exact shapes of each case of CASES, in its order ('c1e3:red' an arrow, 'd2:yellow' a
// circle): the attempt or the attack as a red arrow, the piece in the way or pinned circled.
const SHAPES = [
  ['e1:red'], ['e8:red'], ['e3:red'], ['e7:red'], ['e2:red'], ['d1d2:red'], ['c1c3:red'], ['a1b3:red'],
  ['d1e3:red'], ['c1e3:red', 'd2:yellow'], ['g1g3:red'], ['e4e3:red'], ['e4d4:red'], ['e2e5:red'],
  ['e4e5:red', 'e5:yellow'], ['e4e6:red'], ['e2e4:red', 'e3:yellow'], ['e2d3:red'], ['e5d6:red', 'd5:yellow'],
  ['e2e4:red'], ['a7a8:red'], ['a7a8:red'], ['e1e3:red'], ['e1:red'], ['e1:red', 'h1:red'], ['e2e1:red'],
  ['f2f1:red'], ['c2c1:red'], ['f1:yellow'], ['d2f2:red'], ['b4e1:red'], ['b4e1:red', 'd2:yellow'], ['f3:red'],
  ['f1:yellow'],
];

test('every reason: the exact shapes a board draws (chessground format)', async () => {
  assert.equal(SHAPES.length, CASES.length);
  for (const [i, [code, , fen, move, , options = {}]] of CASES.entries()) {
    const r = await explainMove(fen, move, options);
    const expected = SHAPES[i].map((t) => {
      const [sq, brush] = t.split(':');
      return sq.length === 4 ? { orig: sq.slice(0, 2), dest: sq.slice(2), brush } : { orig: sq, brush };
    });
    assert.deepEqual(r.shapes, expected, `${code} ${JSON.stringify(move)}`);
  }
});

// The exact English message of each case of CASES, in its order: the pieces and squares the
// binding sends must land in the right words (a wrong piece letter would read "piece").
const ENGLISH = [
  "White must make a move: the players move alternately, and passing the turn (a null move, --) is no move. (Art. 1.2)",
  "Black must make a move: the players move alternately, and passing the turn (a null move, --) is no move. (Art. 1.2)",
  "There is no piece on e3 to move. (Art. 3.10.2)",
  "It is White's turn, and the pawn on e7 belongs to Black. (Art. 1.2)",
  "A move has to take the pawn on e2 to another square. (Art. 3.10.2)",
  "The queen on d1 cannot move to d2: your own pawn stands there. (Art. 3.1)",
  "The bishop on c1 moves only along diagonals, and c3 is not on either of its diagonals. (Art. 3.2)",
  "The rook on a1 moves only along its file or its rank, and b3 is on neither. (Art. 3.3)",
  "The queen on d1 moves along its file, its rank or its diagonals, and e3 is on none of them. (Art. 3.4)",
  "The bishop on c1 cannot jump over the pawn on d2. (Art. 3.5)",
  "The knight on g1 jumps to one of the nearest squares off its file, rank and diagonals; g3 is not one of them. (Art. 3.6)",
  "The pawn on e4 can never move backwards. (Art. 3.7.1)",
  "The pawn on e4 cannot move sideways along its rank. (Art. 3.7.1)",
  "A pawn goes one square straight ahead (two from its starting square) and captures one square diagonally forward, so the pawn on e2 cannot reach e5. (Art. 3.7.1)",
  "The pawn on e4 cannot advance: the pawn on e5 stands in front of it, and pawns capture only diagonally. (Art. 3.7.1)",
  "A pawn may advance two squares only on its first move, from its starting square; the pawn on e4 has left it. (Art. 3.7.2)",
  "The pawn on e2 cannot advance two squares: the knight on e3 is in the way. (Art. 3.7.2)",
  "The pawn on e2 may go diagonally only to capture, and d3 is empty. (Art. 3.7.3)",
  "The pawn on d5 could be taken en passant only on the move right after its two-square advance. (Art. 3.7.4.2)",
  "Only a pawn reaching the last rank is exchanged for another piece, and this move is no promotion. (Art. 3.7.5.1)",
  "The pawn on a7 reaches the last rank on a8 and must be exchanged for a queen, a rook, a bishop or a knight: choose one. (Art. 3.7.5.1)",
  "A promoting pawn becomes a queen, a rook, a bishop or a knight of its own colour, never a king or a pawn. (Art. 3.7.5.1)",
  "The king on e1 steps to a neighbouring square only, and e3 does not touch e1. (Art. 3.8.1)",
  "The king on e1 can no longer castle: it has already moved (or the right to castle was given up). (Art. 3.8.2.1.1)",
  "The king cannot castle with the rook from h1: that rook has already moved or is no longer on the board. (Art. 3.8.2.1.2)",
  "You cannot castle while in check: the rook on e2 attacks the king on e1. (Art. 3.8.2.2.1)",
  "The king cannot castle across f1: the rook on f2 attacks that square. (Art. 3.8.2.2.1)",
  "The king cannot castle into check: the rook on c2 attacks c1. (Art. 3.8.2.2.1)",
  "Castling is not possible for now: the bishop on f1 stands in the way of the king and the rook. (Art. 3.8.2.2.2)",
  "The king cannot go to f2: the rook on d2 attacks that square. (Art. 3.9.2)",
  "Your king on e1 is in check from the bishop on b4, and this move does not end the check. (Art. 3.9.2)",
  "The rook on d2 is pinned: moving it would expose the king on e1 to the bishop on b4. (Art. 3.9.2)",
  "This move is not legal (f3). (Art. 3.10.2)",
  "Castling is not possible for now: the rook on f1 stands in the way of the king and the rook. (Art. 3.8.2.2.2)",
];

test('every reason in en: the exact message', async () => {
  assert.equal(ENGLISH.length, CASES.length);
  for (const [i, [code, , fen, move, , options = {}]] of CASES.entries()) {
    const r = await explainMove(fen, move, { ...options, lang: 'en' });
    assert.equal(r.message, ENGLISH[i], `${code} ${JSON.stringify(move)}`);
  }
});

// The squares of the ruling its message names, where that is not all of them (the same in
// every language): a null move or a promotion of the wrong kind names no square, and a message
// that says why no square can be reached leaves the target out (a pawn never moves backwards,
// sideways or two squares off its start; en passant has expired; the rook has moved).
const NAMED = {
  ERR_NULL_MOVE: [],
  ERR_PAWN_BACKWARD: ['e4'],
  ERR_PAWN_SIDEWAYS: ['e4'],
  ERR_PAWN_DOUBLE_STEP: ['e4'],
  ERR_EN_PASSANT_EXPIRED: ['d5'],
  ERR_PROMOTION_UNEXPECTED: [],
  ERR_PROMOTION_PIECE: [],
  ERR_CASTLING_ROOK_MOVED: ['h1'],
};

const english = new Map();
const PERSIAN = /[\u0600-\u06FF]/g;
const LATIN_WORD = /[A-Za-z]{3,}/;

for (const lang of LANGS) {
  test(`every reason in ${lang}: code, article, squares and a message of its own`, async () => {
    for (const [code, article, fen, move, squares, options = {}] of CASES) {
      const r = await explainMove(fen, move, { ...options, lang });
      const what = `${lang} ${code} ${JSON.stringify(move)}`;
      assert.equal(r.legal, false, what);
      assert.deepEqual({ code: r.code, article: r.article, squares: r.squares }, { code, article, squares }, what);
      assert.deepEqual(Object.keys(r).sort(), ['article', 'code', 'legal', 'message', 'shapes', 'squares'], what);
      assert.equal(typeof r.message, 'string', what);
      assert.ok(r.message.length > 20, what);
      // Every square of the ruling (but those NAMED leaves out) is in the text, and no other
      // square; so is the article number (Persian digits in fa).
      assert.deepEqual(squares.filter((sq) => r.message.includes(sq)), NAMED[code] ?? squares, `${what}: squares in ${r.message}`);
      assert.deepEqual((r.message.match(/[a-h][1-8]/g) ?? []).filter((sq) => !squares.includes(sq)), [], `${what}: other squares in ${r.message}`);
      const num = lang === 'fa' ? article.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]) : article;
      assert.ok(r.message.includes(num), `${what}: article in ${r.message}`);
      const key = `${code} ${JSON.stringify(move)}`;
      if (lang === 'en') english.set(key, r.message);
      else assert.notEqual(r.message, english.get(key), what);
      if (lang === 'fa') {
        const letters = r.message.replace(/[a-h][1-8]/g, '').replace(/[\s\d.,:;()!?«»،؛۰-۹\u200c]/g, '');
        assert.ok((letters.match(PERSIAN) ?? []).length / letters.length > 0.95, `${what}: Persian script: ${r.message}`);
      } else if (lang === 'hy' || lang === 'ru') {
        assert.ok(!LATIN_WORD.test(r.message.replace(/Art\./, '')), `${what}: no English words: ${r.message}`);
      }
    }
  });
}

test('a null move names the side to move, in a position without its king too (a lesson\'s: it said "Black must make a move" with White to move; a new user\'s trial)', async () => {
  const kingless = '8/8/8/8/N7/8/8/R7 w - - 0 1';
  const want = {
    en: 'White must make a move: the players move alternately, and passing the turn (a null move, --) is no move. (Art. 1.2)',
    ru: 'Белые должны сделать ход: игроки ходят поочерёдно, а пропуск хода (нулевой ход, --) ходом не считается. (ст. 1.2)',
    cs: 'Bílý musí táhnout: hráči se v tazích střídají a vynechání tahu (nulový tah, --) se za tah nepovažuje. (čl. 1.2)',
  };
  for (const [lang, message] of Object.entries(want)) {
    const r = await explainMove(kingless, '--', { lesson: true, lang });
    assert.deepEqual({ code: r.code, squares: r.squares, message: r.message }, { code: 'ERR_NULL_MOVE', squares: [], message }, lang);
  }
  const black = await explainMove('8/8/8/8/n7/8/8/r7 b - - 0 1', null, { lesson: true });
  assert.equal(black.message, 'Black must make a move: the players move alternately, and passing the turn (a null move, --) is no move. (Art. 1.2)');
});

test('Russian and Czech messages agree with the gender of the piece', async () => {
  // A piece on d2 pinned by the bishop on b4 to the king on e1, stepping off the pin line.
  const pinned = (piece) => `4k3/8/8/8/1b6/8/3${piece}4/4K3 w - - 0 1`;
  const away = { R: 'd3', Q: 'd3', B: 'e3', N: 'f3' };
  const say = async (p, lang) => {
    const r = await explainMove(pinned(p), { from: 'd2', to: away[p] }, { lang });
    assert.equal(r.code, 'ERR_PINNED');
    return r.message;
  };
  const ru = (p) => say(p, 'ru');
  const cs = (p) => say(p, 'cs');
  assert.match(await ru('R'), /^Ладья на d2 связана: если она уйдёт/);
  assert.match(await ru('B'), /^Слон на d2 связан: если он уйдёт/);
  assert.match(await cs('R'), /^Věž na d2 je vázána: kdyby odtáhla/);
  assert.match(await cs('N'), /^Jezdec na d2 je vázán: kdyby odtáhl/);
  assert.match(await cs('Q'), /^Dáma na d2 je vázána/);
  // Cases: through the pawn (accusative), from the bishop (genitive), by the bishop (instrumental).
  assert.match((await explainMove(START, 'c1e3', { lang: 'ru' })).message, /через пешку на d2/);
  assert.match((await explainMove(START, 'c1e3', { lang: 'cs' })).message, /přeskočit pěšce na d2/);
  assert.match((await explainMove(pinned('Q'), 'Qd3', { lang: 'cs' })).message, /napaden střelcem na b4/);
  assert.match((await explainMove(START, 'd1d2', { lang: 'ru' })).message, /там стоит ваша пешка/);
  assert.match((await explainMove(START, 'c1b1', { lang: 'ru' })).message, /там стоит ваш конь/);
});

test('legal moves come back as Move objects, castling in both forms', async () => {
  const r = await explainMove(START, 'Nf3', { lang: 'ru' });
  assert.deepEqual(r, { legal: true, move: legalMoves(START).find((m) => m.san === 'Nf3') });
  const castle = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  for (const move of ['e1g1', 'e1h1', 'O-O', { from: 'e1', to: 'g1' }, { from: 'e1', to: 'h1' }]) {
    const c = await explainMove(castle, move);
    assert.equal(c.legal, true, JSON.stringify(move));
    assert.equal(c.move.san, 'O-O');
  }
  const promo = await explainMove('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', { from: 'a7', to: 'a8', promotion: 'n' });
  assert.equal(promo.move.san, 'a8=N');
  assert.deepEqual(promo.move, legalMoves('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').find((m) => m.san === 'a8=N'));
  // Each field as legalMoves gives it, in Chess960 too (UCI king takes rook), and for a check.
  const c960 = 'bnrqk2r/pppppppp/8/8/8/8/PPPPPPPP/BNRQK2R w KQkq - 0 1';
  assert.deepEqual(await explainMove(c960, 'O-O', { chess960: true }), {
    legal: true,
    move: { color: 'w', piece: 'k', from: 'e1', to: 'g1', san: 'O-O', uci: 'e1h1', flags: 'k', rookFrom: 'h1', rookTo: 'f1' },
  });
  const check = '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1';
  assert.deepEqual(await explainMove(check, 'Ra8+'), { legal: true, move: legalMoves(check).find((m) => m.san === 'Ra8+') });
});

test('explainPosition lists the problems of an illegal position in every language', async () => {
  assert.deepEqual(await explainPosition(START), { legal: true, problems: [] });
  const fen = '4k3/4R3/8/8/8/8/8/K6P w Q - 0 1';
  for (const lang of LANGS) {
    const r = await explainPosition(fen, { lang });
    assert.equal(r.legal, false);
    assert.deepEqual(r.problems.map((p) => [p.code, p.article, p.squares]), [
      ['ERR_FEN_PAWNS_ON_BACKRANK', '3.7.5.1', ['h1']],
      ['ERR_FEN_CASTLING_RIGHTS', '3.8.2.1', ['a1']],
      ['ERR_FEN_OPPOSITE_CHECK', '3.9.2', ['e7', 'e8']],
    ], lang);
    for (const p of r.problems) assert.ok(p.message.length > 10, `${lang} ${p.code}`);
  }
  const kings = await explainPosition('8/8/8/8/8/8/8/KK5k w - - 0 1', { lang: 'ru' });
  assert.match(kings.problems[0].message, /^У белых 2 короля \(a1 и b1\)/);
  const none = await explainPosition('8/8/8/8/8/8/8/7k w - - 0 1', { lang: 'fa' });
  assert.match(none.problems[0].message, /^سفید شاه ندارد/);
});

test('explainPosition says why a dead position is dead (Art. 5.2.2), in every language', async () => {
  const DEAD = [
    ['DEAD_KINGS_ONLY', '8/8/4k3/8/8/8/8/4K3 w - - 0 1'],
    ['DEAD_INSUFFICIENT_MATERIAL', '8/8/4k3/8/8/8/8/2B1K3 b - - 0 1'],
    ['DEAD_SAME_COLOUR_BISHOPS', '8/8/4k3/8/2b5/8/4B3/4K3 w - - 0 1'],
    ['DEAD_LOCKED_PAWNS', 'k7/3B4/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1'],
    ['DEAD_FORCED_LINE', '6rK/8/6k1/8/8/8/8/8 w - - 0 1'],
    ['DEAD_NO_MATE_REACHABLE', '7k/6pP/6P1/5K2/8/8/8/8 w - - 1 67'],
  ];
  const SUFFIX = { en: ' (Art. 5.2.2)', hy: ' (հոդված 5.2.2)', fa: ' (مادهٔ ۵.۲.۲)', ru: ' (ст. 5.2.2)', cs: ' (čl. 5.2.2)' };
  for (const lang of LANGS) {
    const messages = new Set();
    for (const [code, fen] of DEAD) {
      const r = await explainPosition(fen, { lang });
      assert.deepEqual([r.legal, r.problems, r.dead.code, r.dead.article], [true, [], code, '5.2.2'], `${lang} ${fen}`);
      assert.ok(r.dead.message.endsWith(SUFFIX[lang]) && r.dead.message.length > 60, `${lang} ${code}: ${r.dead.message}`);
      messages.add(r.dead.message);
    }
    assert.equal(messages.size, DEAD.length, lang); // one text per reason
  }
  assert.deepEqual((await explainPosition(DEAD[3][1])).dead, {
    code: 'DEAD_LOCKED_PAWNS',
    article: '5.2.2',
    message: 'The pawns are locked: none of them can ever move, capture or be captured, and wherever a piece can give check the king keeps a free square to step to. No checkmate is possible: the position is dead and the game is drawn. (Art. 5.2.2)',
  });
  assert.match((await explainPosition(DEAD[0][1], { lang: 'ru' })).dead.message, /^На доске остались только два короля/);
  // Not dead, a stalemate (Art. 5.2.1, its own rule) and an illegal position: no `dead`.
  for (const fen of [START, 'k7/2Q5/1K6/8/8/8/8/8 b - - 0 1', '8/8/4k3/8/8/8/8/1NB1K3 w - - 0 1']) {
    assert.deepEqual(await explainPosition(fen), { legal: true, problems: [] }, fen);
  }
  assert.equal('dead' in (await explainPosition('8/8/8/8/8/8/8/KK5k w - - 0 1')), false);
});

test('bad input rejects with a ChessError; nothing throws synchronously', async () => {
  const p = explainMove('not a fen', 'e4');
  assert.ok(p instanceof Promise);
  await assert.rejects(p, (e) => e instanceof ChessError && e.code === 'ERR_INVALID_FEN');
  await assert.rejects(explainMove(START, 'hello'), { code: 'ERR_INVALID_MOVE' });
  await assert.rejects(explainMove('4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1', 'Ne2'), { code: 'ERR_AMBIGUOUS_MOVE' });
  await assert.rejects(explainMove(START, 'e4', { lang: 'de' }), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(explainMove(START, { from: 'e2', to: 'e9' }), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(explainMove(START, { from: 'e2', to: 'e4', promotion: 'x' }), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(explainMove(START, 42), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(explainPosition('8/8 w'), { code: 'ERR_INVALID_FEN' });
  await assert.rejects(explainPosition(START, 'en'), { code: 'ERR_INVALID_ARGUMENT' });
});

test('CommonJS: the same rulings through require, also without require(esm)', async () => {
  const cjs = require('chess-arbiter');
  const r = await cjs.explainMove(START, 'e1g1', { lang: 'cs' });
  assert.deepEqual(r, await explainMove(START, 'e1g1', { lang: 'cs' }));
  const script = path.join(consumerDir(), 'rulings-check.cjs');
  writeFileSync(script, `require('chess-arbiter').explainMove(${JSON.stringify(START)}, 'c1c3', { lang: 'hy' })
  .then((r) => process.stdout.write(JSON.stringify(r)));\n`);
  const out = execFileSync(process.execPath, ['--no-experimental-require-module', script], { cwd: consumerDir(), encoding: 'utf8' });
  const got = JSON.parse(out);
  assert.equal(got.code, 'ERR_BISHOP_MOVE');
  assert.match(got.message, /փիղը/);
});

test('random attempts: a ruling or a legal move, never a throw, and never legal when the package refuses it', async () => {
  const fens = [START, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'];
  const files = 'abcdefgh';
  let seed = 7;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (const fen of fens) {
    const legal = new Set(legalMoves(fen).map((m) => m.uci));
    for (let i = 0; i < 300; i++) {
      const from = files[rand(8)] + (1 + rand(8));
      const to = files[rand(8)] + (1 + rand(8));
      const r = await explainMove(fen, { from, to }, { lang: LANGS[i % 5] });
      if (r.legal) assert.ok(legal.has(r.move.uci) && r.move.from === from, `${fen} ${from}${to}`);
      else assert.ok(r.code.startsWith('ERR_') && r.message && r.squares.length > 0, `${fen} ${from}${to}`);
    }
  }
});

test('explainMove with { relaxed: true }: a position no game reaches, a legal move and a refused one', async () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/4Q3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'; // 17 white pieces
  await assert.rejects(explainMove(fen, 'Qxe7'), { code: 'ERR_INVALID_FEN' });
  const legal = await explainMove(fen, 'Qxe7', { relaxed: true });
  assert.deepEqual([legal.legal, legal.move.san, legal.move.uci], [true, 'Qxe7+', 'e4e7']);
  const refused = await explainMove(fen, { from: 'e4', to: 'e8' }, { relaxed: true });
  assert.deepEqual([refused.legal, refused.code, refused.article], [false, 'ERR_PIECE_IN_THE_WAY', '3.5']);
});
