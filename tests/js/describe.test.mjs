// describeMove and formatSan from the packed package, and localized SAN read back by applyMove
// and Game.move with { lang }: exact sentences and letters in the five languages.
import test from 'node:test';
import assert from 'node:assert/strict';
import { ChessError, Game, applyMove, describeMove, explainMove, formatSan, legalMoves } from 'chess-arbiter';
import * as core from 'chess-arbiter/core';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const move = (fen, san) => legalMoves(fen).find((m) => m.san === san);

// [fen, san, en, ru, cs, hy, fa]
const CASES = [
  [START, 'Nf3', 'White knight from g1 to f3', 'Белый конь с g1 на f3', 'Bílý jezdec z g1 na f3',
    'Սպիտակ ձին g1-ից գնում է f3', 'اسب سفید از g1 به f3 می‌رود'],
  ['r3k3/8/8/8/8/8/8/4K3 b q - 0 1', 'O-O-O', 'Black castles queenside', 'Чёрные делают длинную рокировку',
    'Černý provádí velkou rošádu', 'Սևերը կատարում են փոխատեղում դեպի թագուհու թև', 'سیاه قلعهٔ بزرگ می‌رود'],
  ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6', 'White pawn from e5 to d6 takes the pawn on d5 en passant',
    'Белая пешка с e5 на d6 берёт на проходе пешку на d5', 'Bílý pěšec z e5 na d6 bere mimochodem pěšce na d5',
    'Սպիտակ զինվորը e5-ից գնում է d6՝ կողանցիկ վերցնելով d5-ի զինվորը', 'پیادهٔ سفید از e5 به d6 می‌رود و پیادهٔ d5 را آن پاسان می‌گیرد'],
  ['3k4/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8+', 'White rook from a1 to a8, check', 'Белая ладья с a1 на a8, шах',
    'Bílá věž z a1 na a8, šach', 'Սպիտակ նավակը a1-ից գնում է a8, շախ', 'رخ سفید از a1 به a8 می‌رود، کیش'],
  // A promotion needs a verb before "and"/"и"/"a" (a trial found "Белая пешка с e7 на e8 и
  // превращается в ферзя"): "goes" (идёт, táhne) when nothing is taken.
  ['8/4P3/k7/8/8/8/8/4K3 w - - 0 1', 'e8=Q', 'White pawn from e7 to e8 promotes to a queen',
    'Белая пешка идёт с e7 на e8 и превращается в ферзя', 'Bílý pěšec táhne z e7 na e8 a mění se v dámu',
    'Սպիտակ զինվորը e7-ից գնում է e8 և փոխարինվում է թագուհով', 'پیادهٔ سفید از e7 به e8 می‌رود و به وزیر ترفیع می‌یابد'],
  ['1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'axb8=N', 'White pawn from a7 takes rook on b8 and promotes to a knight',
    'Белая пешка с a7 берёт ладью на b8 и превращается в коня', 'Bílý pěšec z a7 bere věž na b8 a mění se v jezdce',
    'Սպիտակ զինվորը a7-ից վերցնում է նավակը b8-ում և փոխարինվում է ձիով', 'پیادهٔ سفید از a7 رخ را در b8 می‌گیرد و به اسب ترفیع می‌یابد'],
  ['6k1/5ppp/8/8/8/8/8/3QK3 w - - 0 1', 'Qd8#', 'White queen from d1 to d8, checkmate', 'Белый ферзь с d1 на d8, мат',
    'Bílá dáma z d1 na d8, mat', 'Սպիտակ թագուհին d1-ից գնում է d8, մատ', 'وزیر سفید از d1 به d8 می‌رود، مات'],
];

test('describeMove: the exact sentence in every language (gender and case)', () => {
  for (const [fen, san, ...texts] of CASES) {
    const m = move(fen, san);
    assert.ok(m, san);
    ['en', 'ru', 'cs', 'hy', 'fa'].forEach((lang, i) => {
      assert.equal(describeMove(m, { lang }), texts[i], `${lang} ${san}`);
    });
  }
  assert.equal(describeMove(move(START, 'e4')), 'White pawn from e2 to e4');
  assert.throws(() => describeMove({}), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT');
  assert.throws(() => describeMove(move(START, 'e4'), { lang: 'de' }), (e) => e.code === 'ERR_INVALID_ARGUMENT');
});

test('describeMove: Czech says "ve" before věž and střelce, "v" before dámu and jezdce', () => {
  const fen = '8/4P3/k7/8/8/8/8/4K3 w - - 0 1';
  const said = (san) => describeMove(move(fen, san), { lang: 'cs' });
  assert.equal(said('e8=R'), 'Bílý pěšec táhne z e7 na e8 a mění se ve věž');
  assert.equal(said('e8=B'), 'Bílý pěšec táhne z e7 na e8 a mění se ve střelce');
  assert.equal(said('e8=Q'), 'Bílý pěšec táhne z e7 na e8 a mění se v dámu');
  assert.equal(said('e8=N'), 'Bílý pěšec táhne z e7 na e8 a mění se v jezdce');
});

test('describeMove: fields of a wrong type are refused or ignored, never a TypeError', () => {
  const nf3 = move(START, 'Nf3');
  const invalid = (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT';
  for (const bad of [{ piece: Object.create(null) }, { piece: Symbol('n') }, { piece: 'nb' }, { piece: '' }, { from: Symbol('g1') }, { to: Object.create(null) }]) {
    assert.throws(() => describeMove({ ...nf3, ...bad }), invalid);
  }
  // Optional fields that are not strings are ignored, as an unknown letter is.
  const e8 = move('8/4P3/k7/8/8/8/8/4K3 w - - 0 1', 'e8=Q');
  assert.equal(describeMove({ ...e8, promotion: Symbol('q') }), 'White pawn from e7 to e8');
  assert.equal(describeMove({ ...nf3, captured: Symbol('p'), captureSquare: Object.create(null) }), 'White knight from g1 to f3');
});

test('describeMove: a null move (--, 0000) has its own sentence in every language, for each side', () => {
  const g = new Game();
  const white = g.move('--');
  assert.deepEqual([white.san, white.uci, white.flags, white.from, white.to, white.color], ['--', '0000', '-', 'e1', 'e1', 'w']);
  const black = g.move('0000');
  assert.deepEqual([black.san, black.uci, black.flags, black.from, black.to, black.color], ['--', '0000', '-', 'e8', 'e8', 'b']);
  const said = (m) => Object.fromEntries(['en', 'ru', 'cs', 'hy', 'fa'].map((lang) => [lang, describeMove(m, { lang })]));
  assert.deepEqual(said(white), {
    en: 'White passes the turn (a null move)',
    ru: 'Белые пропускают ход (нулевой ход)',
    cs: 'Bílý vynechává tah (nulový tah)',
    hy: 'Սպիտակները բաց են թողնում իրենց հերթը (զրոյական քայլ)',
    fa: 'سفید از نوبت خود می‌گذرد (حرکت تهی)',
  });
  assert.deepEqual(said(black), {
    en: 'Black passes the turn (a null move)',
    ru: 'Чёрные пропускают ход (нулевой ход)',
    cs: 'Černý vynechává tah (nulový tah)',
    hy: 'Սևերը բաց են թողնում իրենց հերթը (զրոյական քայլ)',
    fa: 'سیاه از نوبت خود می‌گذرد (حرکت تهی)',
  });
  // The same Move from the history; a king's real move is still said as one.
  assert.equal(describeMove(g.history({ verbose: true })[0]), 'White passes the turn (a null move)');
  assert.equal(describeMove(g.move('e4')), 'White pawn from e2 to e4');
  assert.equal(describeMove(move('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'Kf1')), 'White king from e1 to f1');
  g.free();
});

test('formatSan: each language\'s piece letters and figurines; applyMove and Game.move read them back', () => {
  const table = [
    ['Nf3', { lang: 'ru' }, 'Кf3'], ['Kxe2+', { lang: 'ru' }, 'Крxe2+'], ['e8=Q#', { lang: 'ru' }, 'e8=Ф#'],
    ['Nf3', { lang: 'cs' }, 'Jf3'], ['Qd8', { lang: 'cs' }, 'Dd8'], ['Rad1', { lang: 'cs' }, 'Vad1'], ['Bb5', { lang: 'cs' }, 'Sb5'],
    ['Nf3', { lang: 'hy' }, 'Ձf3'], ['Nf3', { lang: 'fa' }, 'اf3'], ['Nf3', { figurines: true }, '♘f3'],
    ['O-O', { lang: 'ru' }, 'O-O'], ['exd6', { lang: 'cs' }, 'exd6'], ['Nf3', undefined, 'Nf3'],
  ];
  for (const [san, options, local] of table) assert.equal(formatSan(san, options), local, `${san} ${JSON.stringify(options)}`);
  const after = applyMove(START, 'e4', {});
  for (const [lang, text] of [['ru', 'Кf3'], ['cs', 'Jf3'], ['hy', 'Ձf3'], ['fa', 'اf3'], ['en', 'Nf3'], ['ru', '♘f3']]) {
    assert.equal(applyMove(START, text, { lang }), applyMove(START, 'Nf3'), `${lang} ${text}`);
  }
  assert.equal(applyMove(after, 'Кc6', { lang: 'ru' }), applyMove(after, 'Nc6'));
  const g = new Game();
  assert.equal(g.move('e4').san, 'e4');
  assert.equal(g.move('Jc6', { lang: 'cs' }).san, 'Nc6');
  assert.equal(g.move('Сc4', { lang: 'ru' }).san, 'Bc4');
  // Strict with { lang }: the language's letters (and figurines) in the exact form.
  assert.equal(applyMove(START, 'Jf3', { lang: 'cs', strict: true }), applyMove(START, 'Nf3'));
  assert.equal(applyMove(START, '♘f3', { lang: 'cs', strict: true }), applyMove(START, 'Nf3'));
  assert.equal(applyMove(START, 'Кf3', { lang: 'ru', strict: true }), applyMove(START, 'Nf3'));
  assert.throws(() => applyMove(START, 'Jg1f3', { lang: 'cs', strict: true }), (e) => e instanceof ChessError && e.code === 'ERR_NOT_STRICT_SAN'
    && e.message === 'Not strict SAN: write Jf3: "Jg1f3"');
  assert.throws(() => applyMove(START, 'Кg1f3', { lang: 'ru', strict: true }), (e) => e.code === 'ERR_NOT_STRICT_SAN' && e.message === 'Not strict SAN: write Кf3: "Кg1f3"');
  assert.throws(() => applyMove(START, 'Ng1f3', { strict: true }), (e) => e.code === 'ERR_NOT_STRICT_SAN' && e.message === 'Not strict SAN: write Nf3: "Ng1f3"');
  // Without { lang } the local letters are no move.
  assert.throws(() => applyMove(START, 'Кf3'), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_MOVE');
  assert.throws(() => formatSan('Nf3', { lang: 'de' }), (e) => e.code === 'ERR_INVALID_ARGUMENT');
  assert.throws(() => applyMove(START, 'Nf3', { lang: 'de' }), (e) => e.code === 'ERR_INVALID_ARGUMENT');
});

test('figurines read back with no language, white and black glyphs for either side (the core reads them)', () => {
  const AFTER_NF3 = 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1';
  const AFTER_NF6 = 'rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2';
  assert.equal(formatSan('Nf3', { figurines: true }), '♘f3');
  for (const text of ['♘f3', '♞f3', formatSan('Nf3', { figurines: true })]) {
    assert.equal(applyMove(START, text), AFTER_NF3, text);
    assert.equal(core.applyMove(START, text), AFTER_NF3, `core ${text}`);
  }
  assert.equal(applyMove(AFTER_NF3, '♞f6'), AFTER_NF6);
  assert.equal(applyMove(AFTER_NF3, '♘f6'), AFTER_NF6);
  const g = new Game();
  assert.equal(g.move('♘f3').san, 'Nf3');
  assert.equal(g.move('♞f6').san, 'Nf6');
  assert.equal(g.move('♙e4').san, 'e4');
  assert.equal(g.fen(), 'rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2');
  g.free();
  // Promotion piece and check mark as figurines; with { lang } too.
  const promo = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
  assert.equal(formatSan('a8=Q+', { figurines: true }), 'a8=♕+');
  assert.equal(applyMove(promo, 'a8=♕+'), 'Q3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.equal(applyMove(promo, 'a8=♞'), 'N3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.equal(applyMove(promo, 'a8=♜', { lang: 'cs' }), 'R3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  // Strict reading is about the form, not the alphabet: a figurine stands for its letter (as
  // a language's letters do with { lang }); the form is still checked. A king figurine is no
  // promotion piece (Art. 3.7.5.1).
  assert.equal(applyMove(START, '♘f3', { strict: true }), AFTER_NF3);
  assert.equal(applyMove(START, '♞f3', { strict: true }), AFTER_NF3);
  assert.equal(core.applyMove(START, '♘f3', { strict: true }), AFTER_NF3);
  assert.equal(applyMove(promo, 'a8=♕+', { strict: true }), 'Q3k3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.throws(() => applyMove(START, '♘g1f3', { strict: true }), (e) => e instanceof ChessError && e.code === 'ERR_NOT_STRICT_SAN'
    && e.message === 'Not strict SAN: write Nf3: "♘g1f3"');
  assert.throws(() => applyMove(promo, 'a8=♕', { strict: true }), (e) => e instanceof ChessError && e.code === 'ERR_NOT_STRICT_SAN'
    && e.message === 'Not strict SAN: write a8=Q+: "a8=♕"');
  assert.throws(() => applyMove(promo, 'a8=♔'), (e) => e instanceof ChessError && e.code === 'ERR_ILLEGAL_MOVE' && e.article === '3.7.5.1'
    && e.message === 'A pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "K"');
  assert.throws(() => applyMove(START, '♘f4'), (e) => e instanceof ChessError && e.code === 'ERR_ILLEGAL_MOVE');
});

test('explainMove, Game#claimDraw read SAN in the language\'s letters and figurines as applyMove does', async () => {
  // A trial found explainMove(START, 'Кf3', { lang: 'ru' }) rejected (ERR_INVALID_MOVE).
  for (const [lang, text] of [['ru', 'Кf3'], ['cs', 'Jf3'], ['hy', 'Ձf3'], ['fa', 'اf3'], ['ru', '♘f3'], ['en', 'Nf3']]) {
    const r = await explainMove(START, text, { lang });
    assert.deepEqual([r.legal, r.move.san, r.move.uci], [true, 'Nf3', 'g1f3'], `${lang} ${text}`);
  }
  const illegal = await explainMove(START, 'Кf4', { lang: 'ru' });
  assert.deepEqual([illegal.legal, illegal.code], [false, 'ERR_KNIGHT_MOVE']);
  assert.equal(illegal.message.includes('f4'), true);
  await assert.rejects(explainMove(START, 'Кf3'), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_MOVE');
  // A draw claimed with a move written in Czech (Art. 9.2: the third repetition comes with Jf3).
  const g = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) g.move(m);
  assert.deepEqual(g.claimDraw('Jg8', { lang: 'cs' }), { winner: null, termination: 'threefold_repetition' });
  assert.deepEqual(g.history().slice(-1), ['Ng8']);
  g.free();
});

test('a move written in a language\'s letters that is refused: the message quotes it as written (applyMove, Game#move, Game#claimDraw, play, claimDraw of a state), the core\'s English SAN where no language was given', async () => {
  const { gameState, play, claimDraw } = await import('chess-arbiter');
  const thrown = (f) => { try { f(); } catch (e) { return [e instanceof ChessError, e.code, e.message]; } return null; };
  const cases = [
    ['Кf4', { lang: 'ru' }, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Кf4"'],
    ['Кf3=Ф', { lang: 'ru' }, 'ERR_PROMOTION_UNEXPECTED', 'This move is not a promotion: only a pawn reaching the last rank takes a new piece: "Кf3=Ф"'],
    ['Jf4', { lang: 'cs' }, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Jf4"'],
    ['♘f4', { lang: 'ru' }, 'ERR_ILLEGAL_MOVE', 'Illegal move: "♘f4"'],
    ['Nf4', { lang: 'ru' }, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Nf4"'],
    ['Nf4', undefined, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Nf4"'],
  ];
  for (const [text, options, code, message] of cases) {
    const expected = [true, code, message];
    assert.deepEqual(thrown(() => applyMove(START, text, options)), expected, `applyMove ${text}`);
    const g = new Game();
    assert.deepEqual(thrown(() => g.move(text, options)), expected, `Game#move ${text}`);
    assert.equal(g.history().length, 0);
    g.free();
    const s = gameState();
    assert.deepEqual(thrown(() => play(s, text, options)), expected, `play ${text}`);
    assert.equal(play(s, 'e4').lastMove.san, 'e4', 'the state unchanged');
  }
  // A claim with a move that is refused: the move as written.
  const g = new Game();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) g.move(m);
  assert.deepEqual(thrown(() => g.claimDraw('Кf5', { lang: 'ru' })), [true, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Кf5"']);
  let s = gameState();
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) s = play(s, m);
  assert.deepEqual(thrown(() => claimDraw(s, 'Кf5', { lang: 'ru' })), [true, 'ERR_ILLEGAL_MOVE', 'Illegal move: "Кf5"']);
  assert.deepEqual(g.claimDraw('Кg8', { lang: 'ru' }), { winner: null, termination: 'threefold_repetition' });
  g.free();
});

test('formatSan refuses text that is no SAN (ERR_INVALID_MOVE); a null move passes', () => {
  for (const [text, options] of [['hello', undefined], ['hello', { lang: 'ru' }], ['', { figurines: true }], ['Nf9', { lang: 'cs' }], ['e8=K', undefined]]) {
    assert.throws(() => formatSan(text, options), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_MOVE'
      && e.message === `Invalid SAN (expected e.g. e4, Nf3, exd5, O-O, e8=Q): ${JSON.stringify(text)}`, text);
  }
  assert.equal(formatSan('--', { lang: 'ru' }), '--');
  assert.equal(formatSan('O-O-O+', { figurines: true }), 'O-O-O+');
  assert.throws(() => formatSan(42), (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT');
});
