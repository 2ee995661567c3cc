// describeMove: a move said as a sentence, for screen readers and lessons, in the five languages
// of the rulings. Words only: every fact (piece, squares, capture, en passant, castling side,
// promotion, check, mate) is a field of the Move the core made (mate and check from its SAN's
// suffix, which the core writes).
import { argError, describe, langArg, readOptions } from './rules.js';

const DESCRIBE_MOVE_OPTIONS = { fn: 'describeMove', names: ['lang'] };

const SQUARE = /^[a-h][1-8]$/;
const ROLES = 'pnbrqk';
// One role letter (a string of one of ROLES' letters; never converts a Symbol or an object).
const isRole = (v) => typeof v === 'string' && v.length === 1 && ROLES.includes(v);

// Each language: say(m) with m = { white, role, from, to, captured, promotion, enPassant, taken
// (the square of the pawn taken en passant),
// castle: 'king' | 'queen' | undefined, check, mate, pass (a null move: the side passes, no
// piece moves) }.
const LANGS = {
  en: (m) => {
    const ROLE = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
    const side = m.white ? 'White' : 'Black';
    if (m.pass) return `${side} passes the turn (a null move)`;
    let s;
    if (m.castle) s = `${side} castles ${m.castle}side`;
    else if (m.enPassant) s = `${side} pawn from ${m.from} to ${m.to} takes the pawn on ${m.taken} en passant`;
    else if (m.captured) s = `${side} ${ROLE[m.role]} from ${m.from} takes ${ROLE[m.captured]} on ${m.to}`;
    else s = `${side} ${ROLE[m.role]} from ${m.from} to ${m.to}`;
    // The sentence's verb: "pawn from e7 to e8 promotes", "pawn from e7 takes ... and promotes".
    if (m.promotion) s += `${m.captured ? ' and' : ''} promotes to a ${ROLE[m.promotion]}`;
    return s + (m.mate ? ', checkmate' : m.check ? ', check' : '');
  },
  ru: (m) => {
    // Род фигуры для прилагательного цвета; винительный падеж взятой фигуры и фигуры превращения.
    const ROLE = { p: 'пешка', n: 'конь', b: 'слон', r: 'ладья', q: 'ферзь', k: 'король' };
    const FEMININE = { p: true, r: true };
    const ACC = { p: 'пешку', n: 'коня', b: 'слона', r: 'ладью', q: 'ферзя', k: 'короля' };
    const adj = m.white ? (FEMININE[m.role] ? 'Белая' : 'Белый') : (FEMININE[m.role] ? 'Чёрная' : 'Чёрный');
    if (m.pass) return `${m.white ? 'Белые' : 'Чёрные'} пропускают ход (нулевой ход)`;
    let s;
    if (m.castle) s = `${m.white ? 'Белые' : 'Чёрные'} делают ${m.castle === 'king' ? 'короткую' : 'длинную'} рокировку`;
    else if (m.enPassant) s = `${adj} пешка с ${m.from} на ${m.to} берёт на проходе пешку на ${m.taken}`;
    else if (m.captured) s = `${adj} ${ROLE[m.role]} с ${m.from} берёт ${ACC[m.captured]} на ${m.to}`;
    // С превращением нужен глагол перед «и»: «пешка идёт с e7 на e8 и превращается».
    else s = `${adj} ${ROLE[m.role]}${m.promotion ? ' идёт' : ''} с ${m.from} на ${m.to}`;
    if (m.promotion) s += ` и превращается в ${ACC[m.promotion]}`;
    return s + (m.mate ? ', мат' : m.check ? ', шах' : '');
  },
  cs: (m) => {
    // Rod kamene pro barvu; čtvrtý pád braného kamene a kamene proměny.
    const ROLE = { p: 'pěšec', n: 'jezdec', b: 'střelec', r: 'věž', q: 'dáma', k: 'král' };
    const FEMININE = { r: true, q: true };
    const ACC = { p: 'pěšce', n: 'jezdce', b: 'střelce', r: 'věž', q: 'dámu', k: 'krále' };
    const adj = m.white ? (FEMININE[m.role] ? 'Bílá' : 'Bílý') : (FEMININE[m.role] ? 'Černá' : 'Černý');
    if (m.pass) return `${m.white ? 'Bílý' : 'Černý'} vynechává tah (nulový tah)`;
    let s;
    if (m.castle) s = `${m.white ? 'Bílý' : 'Černý'} provádí ${m.castle === 'king' ? 'malou' : 'velkou'} rošádu`;
    else if (m.enPassant) s = `${adj} pěšec z ${m.from} na ${m.to} bere mimochodem pěšce na ${m.taken}`;
    else if (m.captured) s = `${adj} ${ROLE[m.role]} z ${m.from} bere ${ACC[m.captured]} na ${m.to}`;
    // S proměnou je třeba sloveso před „a“: „pěšec táhne z e7 na e8 a mění se“.
    else s = `${adj} ${ROLE[m.role]}${m.promotion ? ' táhne' : ''} z ${m.from} na ${m.to}`;
    // „ve“ before v and st (ve věž, ve střelce), „v“ otherwise (v dámu, v jezdce).
    if (m.promotion) s += ` a mění se ${m.promotion === 'r' || m.promotion === 'b' ? 've' : 'v'} ${ACC[m.promotion]}`;
    return s + (m.mate ? ', mat' : m.check ? ', šach' : '');
  },
  hy: (m) => {
    // Որոշյալ ձևեր (ձին, փիղը) և գործիական հոլով՝ փոխարկման համար (թագուհով)։
    const DEF = { p: 'զինվորը', n: 'ձին', b: 'փիղը', r: 'նավակը', q: 'թագուհին', k: 'արքան' };
    const INS = { q: 'թագուհով', r: 'նավակով', b: 'փղով', n: 'ձիով' };
    const color = m.white ? 'Սպիտակ' : 'Սև';
    if (m.pass) return `${m.white ? 'Սպիտակները' : 'Սևերը'} բաց են թողնում իրենց հերթը (զրոյական քայլ)`;
    let s;
    if (m.castle) s = `${m.white ? 'Սպիտակները' : 'Սևերը'} կատարում են փոխատեղում դեպի ${m.castle === 'king' ? 'արքայական' : 'թագուհու'} թև`;
    else if (m.enPassant) s = `${color} զինվորը ${m.from}-ից գնում է ${m.to}՝ կողանցիկ վերցնելով ${m.taken}-ի զինվորը`;
    else if (m.captured) s = `${color} ${DEF[m.role]} ${m.from}-ից վերցնում է ${DEF[m.captured]} ${m.to}-ում`;
    else s = `${color} ${DEF[m.role]} ${m.from}-ից գնում է ${m.to}`;
    if (m.promotion) s += ` և փոխարինվում է ${INS[m.promotion]}`;
    return s + (m.mate ? ', մատ' : m.check ? ', շախ' : '');
  },
  fa: (m) => {
    // صفت رنگ بعد از نام مهره (با کسرهٔ اضافه: پیادهٔ سفید).
    const ROLE = { p: 'پیادهٔ', n: 'اسب', b: 'فیل', r: 'رخ', q: 'وزیر', k: 'شاه' };
    const NAME = { p: 'پیاده', n: 'اسب', b: 'فیل', r: 'رخ', q: 'وزیر', k: 'شاه' };
    const color = m.white ? 'سفید' : 'سیاه';
    if (m.pass) return `${color} از نوبت خود می‌گذرد (حرکت تهی)`;
    let s;
    if (m.castle) s = `${color} قلعهٔ ${m.castle === 'king' ? 'کوچک' : 'بزرگ'} می‌رود`;
    else if (m.enPassant) s = `پیادهٔ ${color} از ${m.from} به ${m.to} می‌رود و پیادهٔ ${m.taken} را آن پاسان می‌گیرد`;
    else if (m.captured) s = `${ROLE[m.role]} ${color} از ${m.from} ${NAME[m.captured]} را در ${m.to} می‌گیرد`;
    else s = `${ROLE[m.role]} ${color} از ${m.from} به ${m.to} می‌رود`;
    if (m.promotion) s += ` و به ${NAME[m.promotion]} ترفیع می‌یابد`;
    return s + (m.mate ? '، مات' : m.check ? '، کیش' : '');
  },
};

/**
 * `move` (a Move of legalMoves, Game.move, history) as a sentence in `options.lang` (en, hy,
 * fa, ru, cs; default en): "White knight from g1 to f3", "Black castles queenside", "White pawn
 * from e5 to d6 takes the pawn on d5 en passant, check"; a null move (a game's `--`, flags '-',
 * UCI '0000') has its own: "White passes the turn (a null move)".
 * @param {import('./index.js').Move} move
 * @param {{ lang?: import('./index.js').RulingLang }} [options]
 * @returns {string}
 */
export function describeMove(move, options) {
  const text = (v) => typeof v === 'string'; // no conversion of a Symbol or a null-prototype object
  if (!move || typeof move !== 'object' || !text(move.from) || !SQUARE.test(move.from) || !text(move.to) || !SQUARE.test(move.to)
    || !isRole(move.piece) || (move.color !== 'w' && move.color !== 'b') || typeof move.san !== 'string') {
    throw argError(`move must be a Move (from legalMoves, Game.move or history), got ${describe(move)}`);
  }
  const lang = langArg(readOptions(options, DESCRIBE_MOVE_OPTIONS).lang);
  const flags = typeof move.flags === 'string' ? move.flags : '';
  const castle = flags.includes('k') ? 'king' : flags.includes('q') ? 'queen' : undefined;
  const last = move.san.slice(-1);
  return LANGS[lang]({
    white: move.color === 'w',
    role: move.piece,
    from: move.from,
    to: move.to,
    captured: isRole(move.captured) ? move.captured : undefined,
    promotion: text(move.promotion) && move.promotion.length === 1 && 'qrbn'.includes(move.promotion) ? move.promotion : undefined,
    enPassant: flags.includes('e') && text(move.captureSquare) && SQUARE.test(move.captureSquare),
    taken: move.captureSquare,
    castle,
    check: last === '+',
    mate: last === '#',
    pass: flags === '-' || move.san === '--' || move.uci === '0000',
  });
}
