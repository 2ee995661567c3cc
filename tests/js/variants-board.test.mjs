// `chess-arbiter/variants` for boards (issue 36): pieceChanges (atomic explosions, crazyhouse
// drops and captures into the pocket, promotions, castling, en passant), explainMove (the
// refusals that exist only in variants, with their squares and texts in the five languages, and
// the refusals shared with chess) and ERR_INVALID_MOVE for text that is no move; through the
// installed entry, ESM and CommonJS.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as v from 'chess-arbiter/variants';

const require = createRequire(import.meta.url);
const W = (type) => ({ color: 'w', type });
const B = (type) => ({ color: 'b', type });

test('pieceChanges, atomic: the capture square and every piece but pawns around it explode, own pieces too', () => {
  // Nf4xd5: d5 (the queen and the knight), c4 (black bishop), e4 (white bishop), c6 (rook)
  // explode; the pawn on d6 stays.
  const fen = '4k3/8/2rp4/3q4/2b1BN2/8/8/4K3 w - - 0 1';
  const changes = v.pieceChanges(fen, 'Nxd5', { variant: 'atomic' });
  assert.deepEqual(changes, [
    { square: 'f4', piece: null },
    { square: 'c4', piece: null, captured: B('b'), exploded: true },
    { square: 'e4', piece: null, captured: W('b'), exploded: true },
    { square: 'd5', piece: null, captured: B('q'), exploded: true },
    { square: 'c6', piece: null, captured: B('r'), exploded: true },
  ]);
  assert.equal(v.applyMove(fen, 'Nxd5', { variant: 'atomic' }), '4k3/8/3p4/8/8/8/8/4K3 b - - 0 1');
  // The same from the move object of legalMoves, and as UCI.
  const move = v.legalMoves(fen, { variant: 'atomic' }).find((m) => m.san === 'Nxd5');
  assert.deepEqual(v.pieceChanges(fen, move, { variant: 'atomic' }), changes);
  assert.deepEqual(v.pieceChanges(fen, 'f4d5', { variant: 'atomic' }), changes);
  // En passant: the pawn taken leaves d5 (a pawn: taken, not exploded), the capturer bursts on d6.
  assert.deepEqual(v.pieceChanges('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6', { variant: 'atomic' }), [
    { square: 'e5', piece: null },
    { square: 'd5', piece: null, captured: B('p') },
    { square: 'd6', piece: null, exploded: true },
  ]);
  // A move that captures nothing explodes nothing.
  assert.deepEqual(v.pieceChanges(fen, 'Kf2', { variant: 'atomic' }), [
    { square: 'e1', piece: null }, { square: 'f2', piece: W('k') },
  ]);
});

test('pieceChanges, crazyhouse: a drop from the pocket, captures into the pocket (a promoted piece as a pawn), promotions', () => {
  const drop = '4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1';
  assert.deepEqual(v.pieceChanges(drop, 'Q@e7', { variant: 'crazyhouse' }), [{ square: 'e7', piece: W('q'), drop: true }]);
  assert.deepEqual(v.pieceChanges(drop.replace(' w ', ' b '), { uci: 'N@f3' }, { variant: 'zh' }), [{ square: 'f3', piece: B('n'), drop: true }]);
  // A queen taken goes into the pocket as a queen; a promoted one (~) as a pawn.
  const take = '4k3/8/8/3q4/5N2/8/8/4K3[] w - - 0 1';
  assert.deepEqual(v.pieceChanges(take, 'Nxd5', { variant: 'crazyhouse' }), [
    { square: 'f4', piece: null }, { square: 'd5', piece: W('n'), captured: B('q'), pocket: W('q') },
  ]);
  assert.deepEqual(v.pieceChanges(take.replace('3q4', '3q~4'), 'Nxd5', { variant: 'crazyhouse' }), [
    { square: 'f4', piece: null }, { square: 'd5', piece: W('n'), captured: B('q'), pocket: W('p') },
  ]);
  assert.equal(v.applyMove(take.replace('3q4', '3q~4'), 'Nxd5', { variant: 'crazyhouse' }), '4k3/8/8/3N4/8/8/8/4K3[P] b - - 0 1');
  // A promotion with a capture: the rook goes into the pocket.
  assert.deepEqual(v.pieceChanges('1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1', 'axb8=Q+', { variant: 'crazyhouse' }), [
    { square: 'a7', piece: null }, { square: 'b8', piece: W('q'), captured: B('r'), pocket: W('r'), promotion: true },
  ]);
  // En passant in crazyhouse: the pawn taken (d5) goes into the pocket.
  assert.deepEqual(v.pieceChanges('4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1', 'exd6', { variant: 'crazyhouse' }), [
    { square: 'e5', piece: null }, { square: 'd5', piece: null, captured: B('p'), pocket: W('p') }, { square: 'd6', piece: W('p') },
  ]);
});

test('pieceChanges: castling, antichess promotion to a king, standard chess, as the main entry orders them', () => {
  const castle = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  for (const variant of ['standard', 'threeCheck', 'kingOfTheHill']) {
    const fen = variant === 'threeCheck' ? castle.replace(' - ', ' - 3+3 ') : castle;
    assert.deepEqual(v.pieceChanges(fen, 'O-O', { variant }), [
      { square: 'e1', piece: null }, { square: 'h1', piece: null }, { square: 'g1', piece: W('k') }, { square: 'f1', piece: W('r') },
    ], variant);
  }
  // Castling onto the rook's square (UCI e1h1) is the same move.
  assert.deepEqual(v.pieceChanges(castle, 'e1h1'), v.pieceChanges(castle, 'e1g1'));
  // Chess960 in atomic: king f1 and rook g1 swap squares: nothing is emptied.
  assert.deepEqual(v.pieceChanges('k7/8/8/8/8/8/8/5KR1 w G - 0 1', 'O-O', { variant: 'atomic' }), [
    { square: 'g1', piece: W('k') }, { square: 'f1', piece: W('r') },
  ]);
  assert.deepEqual(v.pieceChanges('8/P7/8/8/8/8/8/7k w - - 0 1', 'a8=K', { variant: 'antichess' }), [
    { square: 'a7', piece: null }, { square: 'a8', piece: W('k'), promotion: true },
  ]);
});

test('pieceChanges: refused moves and bad input throw as applyMove does', () => {
  const fen = v.startingFen('atomic');
  assert.throws(() => v.pieceChanges(fen, 'e5', { variant: 'atomic' }), { name: 'ChessError', code: 'ERR_ILLEGAL_MOVE' });
  assert.throws(() => v.pieceChanges(fen, 'zz', { variant: 'atomic' }), { code: 'ERR_INVALID_MOVE' });
  assert.throws(() => v.pieceChanges(fen, 42, { variant: 'atomic' }), { code: 'ERR_INVALID_ARGUMENT' });
  assert.throws(() => v.pieceChanges(fen, 'e4', { variant: 'shogi' }), { code: 'ERR_VARIANT_UNKNOWN' });
  assert.throws(() => v.pieceChanges('x', 'e4', { variant: 'atomic' }), { code: 'ERR_INVALID_FEN', reason: 'ERR_FEN_FIELDS' });
});

// The refusals that exist only in variants: [name, variant, fen, move, code, squares, pieces,
// role, { lang: message }].
const RULINGS = [
  ['a capture was compulsory', 'antichess', '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', { from: 'e1', to: 'f1' }, 'ERR_CAPTURE_REQUIRED', ['e1', 'f1', 'e4', 'd5'], ['K', '-', 'P', 'p'], undefined, {
    en: 'In antichess a player who can capture must capture: the pawn on e4 can take the pawn on d5, so the king on e1 may not move to f1.',
    hy: 'Անտիշախմատում վերցնելը պարտադիր է․ e4 դաշտի զինվորը կարող է վերցնել d5 դաշտի զինվորը, ուստի e1 դաշտի արքան չի կարող գնալ f1 դաշտ։',
    fa: 'در آنتی‌شطرنج گرفتن اجباری است: پیاده e4 می‌تواند پیاده d5 را بگیرد، پس شاه e1 نمی‌تواند به f1 برود.',
    ru: 'В антишахматах брать обязательно: пешка на e4 может взять пешку на d5, поэтому король на e1 не может пойти на f1.',
    cs: 'V antišachu je braní povinné: pěšec na e4 může vzít pěšce na d5, proto král na e1 nesmí táhnout na f1.',
  }],
  ['the move explodes your own king', 'atomic', '4k3/8/8/8/8/1N6/3n4/4K3 w - - 0 1', 'Nxd2', 'ERR_EXPLODES_OWN_KING', ['b3', 'd2', 'e1'], ['N', 'n', 'K'], undefined, {
    en: 'In atomic chess a capture explodes every piece but pawns next to d2, and your king on e1 would be blown up with them.',
    hy: 'Ատոմային շախմատում վերցնելը պայթեցնում է d2 դաշտի կողքի բոլոր խաղաքարերը, բացի զինվորներից, և e1 դաշտի ձեր արքան նույնպես կպայթեր։',
    fa: 'در شطرنج اتمی گرفتن همهٔ مهره‌های کنار d2 را، جز پیاده‌ها، منفجر می‌کند و شاه شما در e1 هم با آن‌ها منفجر می‌شد.',
    ru: 'В атомных шахматах взятие взрывает все фигуры, кроме пешек, рядом с полем d2, и ваш король на e1 взорвался бы вместе с ними.',
    cs: 'V atomovém šachu braní odpálí všechny kameny kromě pěšců vedle pole d2 a váš král na e1 by vybuchl s nimi.',
  }],
  ['a king may not capture', 'atomic', '4k3/8/8/8/8/1N6/3n4/4K3 w - - 0 1', { from: 'e1', to: 'd2' }, 'ERR_KING_CAPTURE', ['e1', 'd2'], ['K', 'n'], undefined, {
    en: 'In atomic chess a king never captures: the king on e1 cannot take the knight on d2.',
    hy: 'Ատոմային շախմատում արքան երբեք չի վերցնում․ e1 դաշտի արքան չի կարող վերցնել d2 դաշտի ձին։',
    fa: 'در شطرنج اتمی شاه هرگز مهره نمی‌گیرد: شاه e1 نمی‌تواند اسب d2 را بگیرد.',
    ru: 'В атомных шахматах король никогда не берёт: король на e1 не может взять коня на d2.',
    cs: 'V atomovém šachu král nikdy nebere: král na e1 nesmí vzít jezdce na d2.',
  }],
  ['the move gives check', 'racingKings', '8/8/8/8/8/k7/7K/6R1 w - - 0 1', 'Rg3', 'ERR_GIVES_CHECK', ['g1', 'g3', 'a3'], ['R', '-', 'k'], undefined, {
    en: 'In racing kings no move may give check: moving the rook on g1 to g3 would check the king on a3.',
    hy: 'Արքաների մրցավազքում ոչ մի քայլ չի կարող շախ տալ․ g1-g3 քայլը շախ կտար a3 դաշտի արքային։',
    fa: 'در مسابقهٔ شاه‌ها هیچ حرکتی نباید کیش بدهد: حرکت از g1 به g3 به شاه a3 کیش می‌داد.',
    ru: 'В гонке королей ни один ход не может объявлять шах: ход с g1 на g3 объявил бы шах королю на a3.',
    cs: 'V závodě králů nesmí žádný tah dát šach: tah z g1 na g3 by dal šach králi na a3.',
  }],
  ['a drop onto an occupied square', 'crazyhouse', '4k3/8/8/8/4p3/8/8/4K3[Qn] w - - 0 1', { to: 'e4', drop: 'q' }, 'ERR_DROP_OCCUPIED', ['e4'], ['p'], 'q', {
    en: 'A queen can be dropped only onto an empty square, and the pawn on e4 stands there.',
    hy: 'Թագուհի կարելի է դնել միայն դատարկ դաշտի վրա, իսկ e4 դաշտում կանգնած է զինվոր։',
    fa: 'وزیر را فقط روی مربع خالی می‌توان گذاشت و در e4 پیاده ایستاده است.',
    ru: 'Ферзя можно выставить только на пустое поле, а на e4 стоит пешка.',
    cs: 'Dámu lze vsadit jen na prázdné pole a na e4 stojí pěšec.',
  }],
  ['a pawn dropped onto the last rank', 'crazyhouse', '4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1', 'P@a8', 'ERR_DROP_PAWN_RANK', ['a8'], ['-'], 'p', {
    en: 'A pawn may not be dropped onto the first or the last rank, and a8 is on one of them.',
    hy: 'Զինվորը չի կարելի դնել առաջին կամ վերջին հորիզոնականին, իսկ a8 դաշտը դրանցից մեկի վրա է։',
    fa: 'پیاده را نمی‌توان در عرض اول یا آخر گذاشت و a8 در یکی از آن‌هاست.',
    ru: 'Пешку нельзя выставить на первую или последнюю горизонталь, а поле a8 лежит на одной из них.',
    cs: 'Pěšce nelze vsadit na první ani poslední řadu a pole a8 na jedné z nich leží.',
  }],
  ['a piece not in the pocket', 'crazyhouse', '4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1', { to: 'a1', drop: 'r' }, 'ERR_DROP_NOT_IN_POCKET', ['a1'], ['-'], 'r', {
    en: 'There is no rook in your pocket to drop on a1.',
    hy: 'Ձեր պահեստում նավակ չկա, որ դնեք a1 դաշտում։',
    fa: 'در ذخیرهٔ شما رخ نیست که در a1 بگذارید.',
    ru: 'В вашем запасе нет ладьи, чтобы выставить на a1.',
    cs: 'V zásobě nemáte žádnou věž k vsazení na a1.',
  }],
  // The variant's own end (white's king on the hill): no move of the position has a ruling of its own (it said "This move is not legal": a new user's trial).
  ['a move after the game ended by the variant\'s rule', 'kingOfTheHill', '4k3/8/8/3K4/8/8/8/8 b - - 0 1', 'Kd8', 'ERR_GAME_OVER', [], [], undefined, {
    en: 'The game is already over by the variant\'s own rule: no move can be played.',
    hy: 'Խաղն արդեն ավարտվել է տարբերակի սեփական կանոնով․ այլևս ոչ մի քայլ անել չի կարելի։',
    fa: 'بازی بر پایهٔ قاعدهٔ خود این گونه به پایان رسیده است: دیگر هیچ حرکتی نمی‌توان کرد.',
    ru: 'Партия уже окончена по правилу варианта: ходить больше нельзя.',
    cs: 'Partie už skončila podle pravidla varianty: žádný tah už nelze zahrát.',
  }],
];

for (const [name, variant, fen, move, code, squares, pieces, role, messages] of RULINGS) {
  test(`explainMove, ${variant}: ${name} (${code}), in the five languages`, async () => {
    const text = move.drop ? `${move.drop.toUpperCase()}@${move.to}` : move;
    // applyMove refuses it, why in `reason`: explainMove's code
    assert.throws(() => v.applyMove(fen, text, { variant }), { code: 'ERR_ILLEGAL_MOVE', reason: code });
    assert.throws(() => v.pieceChanges(fen, text, { variant }), { code: 'ERR_ILLEGAL_MOVE', reason: code });
    for (const [lang, message] of Object.entries(messages)) {
      const want = { legal: false, code, article: null, squares, pieces, message };
      if (role) want.role = role;
      assert.deepEqual(await v.explainMove(fen, move, { variant, lang }), want, lang);
    }
  });
}

test('explainMove: a drop in check that does not block it, refusals shared with chess, legal moves', async () => {
  // Crazyhouse: in check from the rook on e8, a knight dropped on a3 does not block it.
  const check = '4r1k1/8/8/8/8/8/8/4K3[N] w - - 0 1';
  assert.deepEqual(await v.explainMove(check, 'N@a3', { variant: 'crazyhouse' }), {
    legal: false, code: 'ERR_KING_LEFT_IN_CHECK', article: '3.9.2', squares: ['e8', 'e1'], pieces: ['r', 'K'],
    message: 'Your king on e1 is in check from the rook on e8, and this move does not end the check. (Art. 3.9.2)',
  });
  // How the pieces move is the same in every variant: the main entry's codes and articles.
  const zh = v.startingFen('crazyhouse');
  assert.deepEqual(await v.explainMove(zh, { from: 'g1', to: 'g3' }, { variant: 'crazyhouse', lang: 'ru' }), {
    legal: false, code: 'ERR_KNIGHT_MOVE', article: '3.6', squares: ['g1', 'g3'], pieces: ['N', '-'],
    message: 'Конь на g1 прыгает на ближайшие поля, не лежащие с ним на одной линии, горизонтали или диагонали; поле g3 не из их числа. (ст. 3.6)',
  });
  const anti = await v.explainMove(v.startingFen('antichess'), { from: 'a1', to: 'a3' }, { variant: 'antichess' });
  assert.equal(anti.code, 'ERR_PIECE_IN_THE_WAY');
  assert.deepEqual(anti.squares, ['a1', 'a2']);
  // Antichess has no castling and no royal king: a castling attempt is no move at all there.
  const noCastle = await v.explainMove('4k3/8/8/8/8/8/8/4K2R w - - 0 1', { from: 'e1', to: 'g1' }, { variant: 'antichess' });
  assert.deepEqual([noCastle.code, noCastle.article, noCastle.squares], ['ERR_KING_MOVE', '3.8.1', ['e1', 'g1']]);
  // Legal: the move as legalMoves gives it.
  assert.deepEqual(await v.explainMove(zh, 'Nf3', { variant: 'crazyhouse' }), { legal: true, move: { san: 'Nf3', uci: 'g1f3', from: 'g1', to: 'f3' } });
  assert.deepEqual(await v.explainMove('4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1', { to: 'e7', drop: 'q' }, { variant: 'zh' }),
    { legal: true, move: { san: 'Q@e7+', uci: 'Q@e7', to: 'e7', drop: 'q' } });
});

test('explainMove: text that is no move, ambiguous SAN and bad arguments are rejected', async () => {
  const fen = v.startingFen('atomic');
  await assert.rejects(v.explainMove(fen, 'zz', { variant: 'atomic' }), { name: 'ChessError', code: 'ERR_INVALID_MOVE' });
  await assert.rejects(v.explainMove(fen, '', { variant: 'atomic' }), { code: 'ERR_INVALID_MOVE' });
  await assert.rejects(v.explainMove('4k3/8/8/8/8/8/4N3/4K2N w - - 0 1', 'Ng3', { variant: 'atomic' }), { code: 'ERR_AMBIGUOUS_MOVE' });
  await assert.rejects(v.explainMove(fen, 'e4', { variant: 'atomic', lang: 'de' }), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(v.explainMove(fen, { to: 'e4', drop: 'k' }, { variant: 'crazyhouse' }), { code: 'ERR_INVALID_ARGUMENT' });
  await assert.rejects(v.explainMove(fen, { from: 'e2', to: 'e9' }, { variant: 'atomic' }), { code: 'ERR_INVALID_ARGUMENT' });
});

test('CommonJS: the same pieceChanges and rulings', async () => {
  const c = require('chess-arbiter/variants');
  const fen = '4k3/8/2rp4/3q4/2b1BN2/8/8/4K3 w - - 0 1';
  assert.deepEqual(c.pieceChanges(fen, 'Nxd5', { variant: 'atomic' }), v.pieceChanges(fen, 'Nxd5', { variant: 'atomic' }));
  const r = await c.explainMove('4k3/8/8/8/8/1N6/3n4/4K3 w - - 0 1', 'e1d2', { variant: 'atomic', lang: 'cs' });
  assert.equal(r.message, 'V atomovém šachu král nikdy nebere: král na e1 nesmí vzít jezdce na d2.');
  assert.throws(() => c.applyMove(fen, 'zz', { variant: 'atomic' }), { code: 'ERR_INVALID_MOVE' });
});

test("a king's capture in atomic written in SAN gets the same ruling as by squares (Kxe2, Ke2, Kxd2: a new user's trial got ERR_ILLEGAL_MOVE)", async () => {
  for (const [fen, san, squares] of [
    ['4k3/8/8/8/8/8/4p3/4K3 w - - 0 1', 'Kxe2', ['e1', 'e2']],
    ['4k3/8/8/8/8/8/4p3/4K3 w - - 0 1', 'Ke2', ['e1', 'e2']],
    ['4k3/8/8/8/8/1N6/3n4/4K3 w - - 0 1', 'Kxd2', ['e1', 'd2']],
  ]) {
    const r = await v.explainMove(fen, san, { variant: 'atomic' });
    assert.equal(r.legal, false, san);
    assert.equal(r.code, 'ERR_KING_CAPTURE', san);
    assert.deepEqual(r.squares, squares, san);
  }
  // a king's quiet move in SAN stays legal; a king move to a square no king reaches: ERR_KING_MOVE, as the main entry rules it
  assert.equal((await v.explainMove('4k3/8/8/8/8/8/4p3/4K3 w - - 0 1', 'Kf2', { variant: 'atomic' })).legal, true);
  assert.equal((await v.explainMove('4k3/8/8/8/8/8/4p3/4K3 w - - 0 1', 'Ke4', { variant: 'atomic' })).code, 'ERR_KING_MOVE');
});
