// The lichess variants on the demo's board, loaded with import() the first time a variant is
// picked (main.js), beside the package's `chess-arbiter/variants` entry (its own wasm module):
// the standard page loads neither. Every rule comes from that entry: the legal moves and
// destinations (toDests, dropDests), the FEN after a move (applyMove), what a move changes for
// the board's animations (pieceChanges: explosions, drops), the end of the game (outcome) and
// why a move is refused (explainMove, in the page's language). The page keeps only view state:
// the FENs of the line played, its moves, the ply shown and what is selected; the pockets and the
// three-check counter are read from the FEN's own fields (notation, as fen.js reads pieces).

import * as v from 'chess-arbiter/variants';
import * as chess from 'chess-arbiter';
import { validateFen as chessFenCheck } from 'chess-arbiter';
import * as i18n from './i18n.js';
import { errorTextIn, pgnWhat } from './rulings.js';
import { pieceSvg } from './pieces.js';
import * as anim from './anim.js';
import { fenPieces } from './fen.js';

const { t } = i18n;
const PROMOTION_ORDER = ['q', 'r', 'b', 'n', 'k'];
const POCKET_ROLES = ['p', 'n', 'b', 'r', 'q'];

// The variants' own words (the shared ones, 'checkmate', 'White wins', ..., are i18n.js's).
const WORDS = {
  en: {
    side_w: 'White', side_b: 'Black',
    checksGiven: 'Checks given', pocket_w: "White's pocket", pocket_b: "Black's pocket", drop: 'Drop a {piece}',
    kingOfTheHill: 'King on the hill', threeChecks: 'Third check', kingExploded: 'King exploded', raceWon: 'King reached the eighth rank',
    raceDrawn: 'Both kings reached the eighth rank', hordeDestroyed: 'The horde is destroyed', allPiecesLost: 'No piece left', antichessStalemate: 'No move left',
    // a FEN the variant refuses for its own reasons (the syntax it shares with chess: the package's texts)
    fenPocketOnly: 'A pocket ([…] after the pieces) is read only in crazyhouse.', fenPocket: 'The pocket is written in [ ] right after the pieces, with the letters PNBRQ for White’s pieces and pnbrq for Black’s.',
    fenPromotedOnly: 'A “~” (a promoted piece) is read only in crazyhouse.', fenPromoted: 'A “~” marks a promoted piece: it must follow a piece letter.',
    fenChecksOnly: 'Check counters (such as 3+3) are read only in three-check.', fenChecks: 'The check counters are written 3+3 (the checks each side has left) before the move counters, or +0+0 (the checks given) after them.',
    fenKings: '{variant} does not allow these kings: White has {w}, Black {b}.', fenPawnsRank: 'A pawn stands on the first or the last rank.',
    fenPawnsRacing: 'Racing Kings is played without pawns.', fenPieces: 'More than 64 pieces on the board and in the pockets.',
    fenCastling: 'The castling rights “{value}” name a king or a rook that is not on its square.', fenEp: 'No pawn can just have passed over {square}.',
    fenCheck: '{side} is in check although it is not their move.', fenCheckRacing: 'A king is in check, which Racing Kings never allows.',
    // a PGN whose Variant tag names no variant of the menu
    pgnVariant: 'The Variant tag names “{value}”, which is not a variant played here.',
  },
  hy: {
    side_w: 'Սպիտակ', side_b: 'Սև',
    checksGiven: 'Տրված շախեր', pocket_w: 'Սպիտակների պահեստը', pocket_b: 'Սևերի պահեստը', drop: 'Դնել՝ {piece}',
    kingOfTheHill: 'Արքան բլրի վրա է', threeChecks: 'Երրորդ շախ', kingExploded: 'Արքան պայթեց', raceWon: 'Արքան հասավ ութերորդ հորիզոնական',
    raceDrawn: 'Երկու արքաներն էլ հասան ութերորդ հորիզոնական', hordeDestroyed: 'Հորդան ոչնչացված է', allPiecesLost: 'Խաղաքար չմնաց', antichessStalemate: 'Քայլ չմնաց',
    // a FEN the variant refuses for its own reasons (the syntax it shares with chess: the package's texts)
    fenPocketOnly: 'Պահեստը ([…] խաղաքարերից հետո) կարդացվում է միայն կրեյզիհաուսում։', fenPocket: 'Պահեստը գրվում է [ ]-ի մեջ՝ խաղաքարերից անմիջապես հետո․ PNBRQ տառերը սպիտակների խաղաքարերն են, pnbrq-ն՝ սևերի։',
    fenPromotedOnly: '«~» նշանը (փոխարկված խաղաքար) կարդացվում է միայն կրեյզիհաուսում։', fenPromoted: '«~» նշանը ցույց է տալիս փոխարկված խաղաքարը և պետք է գա խաղաքարի տառից հետո։',
    fenChecksOnly: 'Շախերի հաշվիչները (օրինակ՝ 3+3) կարդացվում են միայն «Երեք շախ» տարբերակում։', fenChecks: 'Շախերի հաշվիչները գրվում են 3+3 (յուրաքանչյուր կողմին մնացած շախերը) քայլերի հաշվիչներից առաջ կամ +0+0 (տրված շախերը) դրանցից հետո։',
    fenKings: '{variant}․ այսպիսի արքաներ չեն թույլատրվում․ սպիտակներն ունեն {w}, սևերը՝ {b}։', fenPawnsRank: 'Զինվորը կանգնած է առաջին կամ վերջին հորիզոնականում։',
    fenPawnsRacing: 'Արքաների մրցավազքը խաղում են առանց զինվորների։', fenPieces: 'Տախտակին և պահեստներում 64-ից ավելի խաղաքար կա։',
    fenCastling: 'Փոխատեղման «{value}» իրավունքները նշում են արքա կամ նավակ, որն իր դաշտում չէ։', fenEp: 'Ոչ մի զինվոր չէր կարող հենց նոր անցնել {square} դաշտով։',
    fenCheck: '{side} շախի տակ են, թեև իրենց քայլը չէ։', fenCheckRacing: 'Արքան շախի տակ է, ինչը Արքաների մրցավազքում երբեք չի թույլատրվում։',
    // a PGN whose Variant tag names no variant of the menu
    pgnVariant: 'Variant պիտակը նշում է «{value}», որն այստեղ խաղացվող տարբերակ չէ։',
  },
  fa: {
    side_w: 'سفید', side_b: 'سیاه',
    checksGiven: 'کیش‌های داده‌شده', pocket_w: 'ذخیرهٔ سفید', pocket_b: 'ذخیرهٔ سیاه', drop: 'گذاشتن {piece}',
    kingOfTheHill: 'شاه بر تپه', threeChecks: 'کیش سوم', kingExploded: 'شاه منفجر شد', raceWon: 'شاه به عرض هشتم رسید',
    raceDrawn: 'هر دو شاه به عرض هشتم رسیدند', hordeDestroyed: 'لشکر پیاده‌ها نابود شد', allPiecesLost: 'مهره‌ای نماند', antichessStalemate: 'حرکتی نماند',
    // a FEN the variant refuses for its own reasons (the syntax it shares with chess: the package's texts)
    fenPocketOnly: 'ذخیره ([…] پس از مهره‌ها) فقط در کریزی‌هاوس خوانده می‌شود.', fenPocket: 'ذخیره درست پس از مهره‌ها درون [ ] نوشته می‌شود: حروف PNBRQ برای مهره‌های سفید و pnbrq برای مهره‌های سیاه.',
    fenPromotedOnly: '«~» (مهرهٔ ترفیع‌یافته) فقط در کریزی‌هاوس خوانده می‌شود.', fenPromoted: '«~» مهرهٔ ترفیع‌یافته را نشان می‌دهد و باید پس از حرف یک مهره بیاید.',
    fenChecksOnly: 'شمارنده‌های کیش (مانند 3+3) فقط در «سه کیش» خوانده می‌شوند.', fenChecks: 'شمارنده‌های کیش به صورت 3+3 (کیش‌های باقی‌ماندهٔ هر طرف) پیش از شمارنده‌های حرکت، یا +0+0 (کیش‌های داده‌شده) پس از آن‌ها نوشته می‌شوند.',
    fenKings: '{variant} این شاه‌ها را نمی‌پذیرد: سفید {w} شاه دارد و سیاه {b}.', fenPawnsRank: 'سربازی روی ردیف اول یا آخر ایستاده است.',
    fenPawnsRacing: 'مسابقهٔ شاه‌ها بدون سرباز بازی می‌شود.', fenPieces: 'روی صفحه و در ذخیره‌ها بیش از ۶۴ مهره هست.',
    fenCastling: 'حق قلعهٔ «{value}» شاه یا رخی را نام می‌برد که در خانهٔ خود نیست.', fenEp: 'هیچ سربازی نمی‌توانسته همین الان از {square} گذشته باشد.',
    fenCheck: '{side} کیش است، هرچند نوبتش نیست.', fenCheckRacing: 'شاهی کیش است، و مسابقهٔ شاه‌ها هرگز کیش را نمی‌پذیرد.',
    // a PGN whose Variant tag names no variant of the menu
    pgnVariant: 'برچسب Variant «{value}» را نام می‌برد که از گونه‌های بازی‌شده در اینجا نیست.',
  },
  ru: {
    side_w: 'Белые', side_b: 'Чёрные',
    checksGiven: 'Объявлено шахов', pocket_w: 'Запас белых', pocket_b: 'Запас чёрных', drop: 'Выставить: {piece}',
    kingOfTheHill: 'Король на вершине', threeChecks: 'Третий шах', kingExploded: 'Король взорван', raceWon: 'Король дошёл до восьмой горизонтали',
    raceDrawn: 'Оба короля дошли до восьмой горизонтали', hordeDestroyed: 'Орда уничтожена', allPiecesLost: 'Фигур не осталось', antichessStalemate: 'Ходов не осталось',
    // a FEN the variant refuses for its own reasons (the syntax it shares with chess: the package's texts)
    fenPocketOnly: 'Запас ([…] после фигур) читается только в крейзихаусе.', fenPocket: 'Запас записывается в [ ] сразу после фигур: буквы PNBRQ — фигуры белых, pnbrq — чёрных.',
    fenPromotedOnly: '«~» (превращённая фигура) читается только в крейзихаусе.', fenPromoted: '«~» отмечает превращённую фигуру и должен стоять после буквы фигуры.',
    fenChecksOnly: 'Счётчики шахов (например, 3+3) читаются только в варианте «Три шаха».', fenChecks: 'Счётчики шахов записываются как 3+3 (сколько шахов осталось каждой стороне) перед счётчиками ходов или как +0+0 (сколько шахов объявлено) после них.',
    fenKings: '{variant}: такие короли недопустимы — у белых {w}, у чёрных {b}.', fenPawnsRank: 'Пешка стоит на первой или последней горизонтали.',
    fenPawnsRacing: 'В гонке королей нет пешек.', fenPieces: 'На доске и в запасах больше 64 фигур.',
    fenCastling: 'Права на рокировку «{value}» называют короля или ладью, которых нет на своём поле.', fenEp: 'Ни одна пешка не могла только что пройти через {square}.',
    fenCheck: '{side} под шахом, хотя сейчас не их ход.', fenCheckRacing: 'Король под шахом, а в гонке королей шах невозможен.',
    // a PGN whose Variant tag names no variant of the menu
    pgnVariant: 'Тег Variant называет «{value}» — такой вариант здесь не играется.',
  },
  cs: {
    side_w: 'Bílý', side_b: 'Černý',
    checksGiven: 'Dané šachy', pocket_w: 'Zásoba bílého', pocket_b: 'Zásoba černého', drop: 'Vsadit: {piece}',
    kingOfTheHill: 'Král na kopci', threeChecks: 'Třetí šach', kingExploded: 'Král vybuchl', raceWon: 'Král dosáhl osmé řady',
    raceDrawn: 'Oba králové dosáhli osmé řady', hordeDestroyed: 'Horda je zničena', allPiecesLost: 'Nezbyl žádný kámen', antichessStalemate: 'Nezbyl žádný tah',
    // a FEN the variant refuses for its own reasons (the syntax it shares with chess: the package's texts)
    fenPocketOnly: 'Zásoba ([…] za figurami) se čte jen v crazyhouse.', fenPocket: 'Zásoba se zapisuje do [ ] hned za figury: písmena PNBRQ pro kameny bílého, pnbrq pro kameny černého.',
    fenPromotedOnly: '„~“ (proměněný kámen) se čte jen v crazyhouse.', fenPromoted: '„~“ označuje proměněný kámen a musí stát za písmenem kamene.',
    fenChecksOnly: 'Počítadla šachů (např. 3+3) se čtou jen ve variantě Tři šachy.', fenChecks: 'Počítadla šachů se zapisují jako 3+3 (kolik šachů každé straně zbývá) před počítadly tahů, nebo jako +0+0 (kolik šachů bylo dáno) za nimi.',
    fenKings: '{variant} takové krále nepřipouští: bílý má {w}, černý {b}.', fenPawnsRank: 'Pěšec stojí na první nebo poslední řadě.',
    fenPawnsRacing: 'Závod králů se hraje bez pěšců.', fenPieces: 'Na šachovnici a v zásobách je víc než 64 kamenů.',
    fenCastling: 'Práva na rošádu „{value}“ uvádějí krále nebo věž, kteří nestojí na svém poli.', fenEp: 'Přes pole {square} nemohl právě přejít žádný pěšec.',
    fenCheck: '{side} je v šachu, ačkoli není na tahu.', fenCheckRacing: 'Král je v šachu, což Závod králů nikdy nedovoluje.',
    // a PGN whose Variant tag names no variant of the menu
    pgnVariant: 'Značka Variant uvádí „{value}“, což není varianta, kterou zde lze hrát.',
  },
};
/** A variant word in the page's language (English when missing), else i18n.js's text. */
function w(key, params = {}) {
  const text = WORDS[i18n.lang()]?.[key] ?? WORDS.en[key];
  if (text === undefined) return t(key, params);
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}
/** A termination name of the entry's outcome, camelCase or snake_case, in words. */
function terminationText(name) {
  const key = String(name).replace(/_([a-z])/g, (m, c) => c.toUpperCase());
  return ['checkmate', 'stalemate', 'insufficientMaterial'].includes(key) ? t(key) : w(key);
}

// ---- reading a variant FEN (notation only) -------------------------------------------------------
const fields = fen => fen.trim().split(/\s+/);
/** The FEN without the variant's own marks (a pocket, `~`, check counters): what chess's FEN reader reads of it. */
function chessFen(fen) {
  const [placement = '', ...rest] = fields(fen);
  let board = placement.replace(/\[.*$/, '').replace(/~/g, '');
  if (board.split('/').length === 9) board = board.split('/').slice(0, 8).join('/'); // a pocket as a ninth rank
  return [board, ...rest.filter(x => !x.includes('+'))].join(' ');
}
/** The pieces of the placement, { e4: 'wN' }, without crazyhouse's pocket and `~` marks. */
export function boardPieces(fen) {
  return fenPieces(fields(fen)[0].replace(/\[.*$/, '').replace(/~/g, '').split('/').slice(0, 8).join('/'));
}
/** Crazyhouse's pockets, { w: { p: 0, n: 1, ... }, b: { ... } }, or null for a FEN without one. */
export function pockets(fen) {
  const m = /\[([A-Za-z]*)\]/.exec(fields(fen)[0]);
  if (!m) return null;
  const out = { w: {}, b: {} };
  for (const c of ['w', 'b']) for (const r of POCKET_ROLES) out[c][r] = 0;
  for (const ch of m[1]) out[ch === ch.toUpperCase() ? 'w' : 'b'][ch.toLowerCase()]++;
  return out;
}
/** Three-check's checks given by each side, { w, b }, from the `3+3` field (checks left), or null. */
export function checksGiven(fen) {
  const f = fields(fen).find((x, i) => i > 0 && /^\d\+\d$/.test(x));
  if (!f) return null;
  const [wLeft, bLeft] = f.split('+').map(Number);
  return { w: 3 - wLeft, b: 3 - bLeft };
}

// ---- the page's hooks -----------------------------------------------------------------------------
// While a variant is played, main.js's sync() hands the drawing to it (app.variant), and the
// board's and the buttons' calls that go to the moving, history and loading modules of standard
// chess go to it instead: their methods are swapped for its own, and put back when standard chess
// is picked again.

let current = null; // the variant's play, or null
// The game of each variant left for another (its FENs, moves and ply), taken up again when the
// variant is picked again: switching variant never drops a game (standard chess's stays in
// main.js's state meanwhile). New game starts afresh.
const kept = new Map();
const HISTORY = ['undo', 'redo', 'goto', 'start', 'gotoNode'];
const LOADING = ['newGame', 'loadFen', 'loadPgn'];
let saved = null;   // the standard modules' own methods while they are swapped

/** The visitor picked `key` in the variant menu (main.js). */
export function pick(app, key) {
  if (app.state.busy) { // the promotion picker is open: the menu shows the variant played
    document.getElementById('variant').value = current?.variant ?? 'standard';
    return;
  }
  app.stopReplay();
  current?.stop();
  current = null;
  // a FEN standard chess refused leaves the box: its explanation goes with the switch, and the box
  // shows the game's FEN again when standard chess comes back (Copy copies the game's)
  app.state.fenDraft = undefined;
  if (key === 'standard') {
    if (!saved) return;
    app.moving = saved.moving;
    Object.assign(app.history, saved.history);
    Object.assign(app.loading, saved.loading);
    saved = null;
    app.variant = null;
    // standard chess's game, as it was left
    app.moving.select(null);
    app.clearRuling();
    app.sync({ instant: true });
    app.announceStatus();
    return;
  }
  if (!saved) {
    saved = {
      moving: app.moving,
      history: Object.fromEntries(HISTORY.map(k => [k, app.history[k]])),
      loading: Object.fromEntries(LOADING.map(k => [k, app.loading[k]])),
    };
  }
  Object.assign(app.state, { selected: null, targets: [], marks: [], flag: null });
  app.clearRuling();
  current = app.variant = createVariantPlay(app, key);
  app.moving = current;
  for (const k of HISTORY) app.history[k] = current[k];
  for (const k of LOADING) app.loading[k] = current[k];
  current.sync({ instant: true });
  announce(current.statusText());
}
i18n.onChange(() => current?.relang());

/**
 * A PGN from the PGN box (while a variant is played, or one standard chess refused for its
 * `[Variant]` tag: loading.js, with that refusal as `refused`): the package's
 * `chess-arbiter/variants` reads it, and its `[Variant]` tag picks the variant (the menu follows).
 * Standard chess's PGN (no `[Variant]` tag, or Chess960's) goes to loading.js, which reads its
 * variations and comments. A PGN that cannot be read is explained under the box; the board stays.
 */
export async function loadPgn(app, text, refused) {
  app.showPgnWarnings?.([]);
  if (!text.trim()) { app.explain({ note: 'pgnEmptyBox', place: 'pgn' }); return; }
  let game;
  try {
    game = v.Game.fromPgn(text);
  } catch (e) {
    // a Variant tag the variants do not read, which standard chess may (Chess960)
    if (e?.reason === 'ERR_VARIANT_UNKNOWN' && !refused && readsAsChess(text)) return standardPgn(app, text);
    await pgnRefusal(app, e, text);
    return;
  }
  try {
    const key = game.variant();
    if (key === 'standard') {
      if (refused) app.explain({ error: refused, pgn: text });
      else await standardPgn(app, text);
      return;
    }
    if (current?.variant !== key) { document.getElementById('variant').value = key; pick(app, key); }
    if (current?.variant !== key) return; // the promotion picker is open: nothing changes
    current.setLine(game);
    app.showPgnWarnings?.(game.warnings());
    app.boardIntoView();
  } finally {
    game.free();
  }
}

/** True when the main entry (standard chess and Chess960) reads the PGN. */
function readsAsChess(text) {
  try {
    chess.Game.fromPgn(text).free();
    return true;
  } catch {
    return false;
  }
}

/** Back to standard chess (the menu too), and its loading of the PGN (loading.js). */
function standardPgn(app, text) {
  if (current) { document.getElementById('variant').value = 'standard'; pick(app, 'standard'); }
  return app.loading.loadPgn(text);
}

/** Why a PGN cannot be loaded, under the PGN box: where and what in the page's language (rulings.js's texts), else the package's message. */
async function pgnRefusal(app, e, pgn) {
  app.clearRuling();
  const lang = i18n.lang();
  let text = null;
  try {
    if (e?.code === 'ERR_INVALID_PGN') {
      const at = e.line && e.column ? await errorTextIn(lang, 'PGN_AT', e) : null;
      // a Variant tag no entry plays: the text standard chess gives it, with the tag's value
      const variant = e.reason === 'ERR_VARIANT_UNKNOWN' ? /\[\s*Variant\s+"([^"]*)"/.exec(pgn)?.[1] : undefined;
      const what = variant !== undefined ? w('pgnVariant', { value: variant })
        : e.reason === 'ERR_VARIANT_UNKNOWN' ? null
        : await pgnWhat(lang, e, e.san !== undefined ? { move: e.san } : {});
      if (what) text = [at, what].filter(Boolean).join(' ');
    }
  } catch { /* no text: the package's message */ }
  app.panels.showRuling(text ?? String(e?.message ?? e), { code: e?.reason || e?.code, squares: [], label: 'cannotLoad', place: 'pgn' });
}

/** Says `text` to a screen reader, once (the page's live region). */
function announce(text) {
  const el = document.getElementById('announce');
  if (el) el.textContent = text;
}

/** The controls that only standard chess has (Chess960, the flag fall, the replays, notation): off while a variant is played. */
const STANDARD_ONLY = ['btn-960', 'fen-960', 'flag-w', 'flag-b', 'replay-select', 'replay-back', 'replay-play', 'replay-step', 'replay-speed', 'notation'];
function standardControls(on) {
  for (const id of STANDARD_ONLY) {
    const el = document.getElementById(id);
    if (el) el.disabled = !on;
  }
  const verdict = document.getElementById('flag-verdict');
  if (verdict && !on) verdict.textContent = '';
}

/**
 * The play of `variant` (a lichess key) on the demo's board. `app`: main.js's (state, board,
 * panels, ...). Its methods are those of the moving, history and loading modules it stands in for.
 */
function createVariantPlay(app, variant) {
  const { state, board, panels } = app;
  const opts = () => ({ variant: vs.variant });
  const vs = {
    variant,
    fens: [v.startingFen(variant)],
    moves: [],        // the line: { move (legalMoves' VariantMove), changes (pieceChanges) }
    ply: 0,
    ...kept.get(variant), // the game of this variant left earlier, if any
    pocket: null,     // the pocket piece picked to drop: 'n', ...
    asked: 0,         // ruling requests, so a late answer never overwrites a newer one
    ruling: null,     // { fen, move } or { fen, error, load: true }: the ruling shown (asked again at a change of language)
  };
  const fen = () => vs.fens[vs.ply];
  const turn = () => fields(fen())[1];
  const over = () => v.outcome(fen(), opts()) !== null;

  // ---- the pockets and the three-check counter, around the board --------------------------------
  const play = document.querySelector('.play');
  const wrap = document.querySelector('.board-wrap');
  const top = document.createElement('div');
  const bottom = document.createElement('div');
  const counter = document.createElement('p');
  top.className = bottom.className = 'pocket';
  counter.className = 'checks';
  counter.id = 'checks';
  wrap.before(top);
  wrap.after(bottom);
  play.querySelector('.status-bar').append(counter);
  let link = document.querySelector('link[data-variants-css]');
  if (!link) {
    link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: 'variants.css' });
    link.dataset.variantsCss = '';
    document.head.append(link);
  }

  /**
   * A pocket's buttons: one per role, with its count; only the side to move's act. Made once per
   * color and updated in place (a drag from one keeps its element).
   */
  function renderPocket(el, color, pocket) {
    el.hidden = !pocket;
    if (!pocket) return;
    if (el.dataset.color !== color || !el.firstElementChild) {
      el.dataset.color = color;
      el.replaceChildren(...POCKET_ROLES.map((role) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'pocket-piece';
        b.dataset.role = role;
        b.innerHTML = pieceSvg(color + role.toUpperCase());
        const count = document.createElement('span');
        count.className = 'count';
        b.append(count);
        return b;
      }));
    }
    el.setAttribute('role', 'group');
    el.setAttribute('aria-label', w(`pocket_${color}`));
    const active = color === turn() && !over();
    for (const b of el.children) {
      const role = b.dataset.role;
      const n = pocket[color][role];
      b.dataset.count = String(n);
      b.disabled = !active || n === 0;
      b.setAttribute('aria-pressed', String(active && vs.pocket === role));
      b.setAttribute('aria-label', `${w('drop', { piece: t(`role_${role}`) })} (${i18n.number(n)})`);
      b.lastElementChild.textContent = i18n.number(n);
    }
  }

  // ---- drawing --------------------------------------------------------------------------------------
  function targetsOf() {
    const pieces = boardPieces(fen());
    if (vs.pocket) return v.dropDests(fen(), vs.pocket, opts()).map(square => ({ square, capture: false }));
    if (!state.selected) return [];
    const dests = v.toDests(fen(), opts()).get(state.selected) ?? [];
    return dests.map(square => ({ square, capture: !!pieces[square] && pieces[square][0] !== pieces[state.selected]?.[0] }));
  }

  /** The move list as view.js's treeOf gives it (one line: node ids are plies). */
  function tree() {
    const start = fields(vs.fens[0]);
    const offset = start[1] === 'b' ? 1 : 0;
    const first = Number.parseInt(start[start.length - 1], 10) || 1;
    const main = vs.moves.map(({ move }, i) => {
      const q = i + offset;
      return {
        id: i + 1, ply: i + 1, san: move.san, number: first + Math.floor(q / 2), white: q % 2 === 0,
        nags: [], before: [], after: [], variations: [], played: i < vs.ply, current: i + 1 === vs.ply,
      };
    });
    return { comments: [], main };
  }

  const variantName = () => document.querySelector(`#variant option[value="${vs.variant}"]`)?.textContent ?? vs.variant;
  function status() {
    const o = v.outcome(fen(), opts());
    const name = variantName();
    if (o) return { text: `${terminationText(o.termination)} — ${o.winner ? t(`wins_${o.winner}`) : t('draw')} · ${name}`, over: true, outcome: o };
    return { text: `${t(`toMove_${turn()}`)}${v.isCheck(fen(), opts()) ? ` — ${t('check')}` : ''} · ${name}`, over: false, outcome: null };
  }

  function sync(hint) {
    const f = fen();
    const pieces = boardPieces(f);
    const last = vs.moves[vs.ply - 1];
    const ended = over();
    const king = turn() + 'K';
    board.render({
      pieces, orientation: state.orientation, selected: state.selected, targets: targetsOf(), marks: state.marks,
      lastMove: last ? { from: last.move.from ?? last.move.to, to: last.move.to } : null,
      check: v.isCheck(f, opts()) ? Object.keys(pieces).find(sq => pieces[sq] === king) ?? null : null,
      movable: ended ? [] : Object.keys(pieces).filter(sq => pieces[sq][0] === turn()), // as view.js's
    }, hint);
    // What board.js does not know of: the squares the last explosion cleared (marked until the
    // next move), and, as a move is played, the bursts and a dropped piece coming from its pocket.
    const blasted = new Set(last ? last.changes.filter(c => c.exploded).map(c => c.square) : []);
    for (const el of document.querySelectorAll('#board .sq')) el.classList.toggle('blasted', blasted.has(el.dataset.square));
    const ms = hint?.instant ? 0 : anim.getDuration();
    if (ms) for (const sq of hint?.blast ?? []) burst(board.square(sq), ms);
    const dropped = hint?.dropFrom && board.piece(hint.dropFrom.square);
    if (ms && dropped) { anim.stop(dropped); anim.slide(dropped, hint.dropFrom.rect); }
    const st = status();
    panels.update({
      status: st.text, over: st.over, fen: f, fenInvalid: false, chess960: false,
      line: vs.moves, ply: vs.ply, tree: tree(), playing: false,
    });
    const p = pockets(f);
    const [upper, lower] = state.orientation === 'w' ? ['b', 'w'] : ['w', 'b'];
    renderPocket(top, upper, p);
    renderPocket(bottom, lower, p);
    const checks = checksGiven(f);
    counter.hidden = !checks;
    if (checks) {
      counter.dataset.w = String(checks.w);
      counter.dataset.b = String(checks.b);
      counter.textContent = `${w('checksGiven')}: ${w('side_w')} ${i18n.number(checks.w)} · ${w('side_b')} ${i18n.number(checks.b)}`;
    }
    document.body.dataset.variant = vs.variant;
    document.body.dataset.outcome = st.outcome ? `${st.outcome.termination} ${st.outcome.winner ?? 'draw'}` : '';
    standardControls(false);
  }

  // ---- rulings ----------------------------------------------------------------------------------------
  async function refuse(move, shake) {
    const asked = ++vs.asked;
    vs.ruling = { fen: fen(), move };
    state.selected = null;
    vs.pocket = null;
    sync();
    if (shake) board.shake(shake);
    board.flash(move.to);
    await showRuling(asked);
  }
  async function showRuling(asked) {
    if (vs.ruling.load) return showFenRefusal(asked);
    const { fen: f, move } = vs.ruling;
    let r;
    try {
      r = await v.explainMove(f, move, { variant: vs.variant, lang: i18n.lang() });
    } catch (e) {
      r = { legal: false, message: e?.message ?? String(e), squares: [], code: e?.code };
    }
    if (asked !== vs.asked || r.legal) return;
    state.marks = r.squares;
    panels.showRuling(r.message, { code: r.code, article: r.article ?? undefined, squares: r.squares, label: 'notAllowed', place: 'board' });
    sync();
  }
  function clearRuling() {
    vs.asked++;
    vs.ruling = null;
    state.marks = [];
    panels.showRuling('');
  }

  // ---- moves ------------------------------------------------------------------------------------------
  /** Plays a legal move (a VariantMove of legalMoves); `dropFrom`: the rect a dropped piece comes from. */
  function playMove(move, dropFrom) {
    const before = fen();
    const changes = v.pieceChanges(before, move, opts());
    const next = v.applyMove(before, move.uci, opts());
    vs.fens = vs.fens.slice(0, vs.ply + 1).concat(next);
    vs.moves = vs.moves.slice(0, vs.ply).concat({ move, changes });
    vs.ply++;
    state.selected = null;
    vs.pocket = null;
    clearRuling();
    const blast = changes.filter(c => c.exploded).map(c => c.square);
    const hint = move.drop
      ? { dropFrom: dropFrom ? { square: move.to, rect: dropFrom } : undefined }
      : { move: { from: move.from, to: move.to }, blast };
    sync(hint);
    announce(`${move.san}. ${status().text}`);
  }

  async function tryMove(from, to) {
    const cands = v.legalMoves(fen(), opts()).filter(m => m.from === from && m.to === to);
    if (!cands.length) {
      // castling onto the rook's square, which toDests offers: the entry reads it as UCI
      let after = null;
      try { after = v.applyMove(fen(), from + to, opts()); } catch { /* refused: ruled below */ }
      const m = after && v.legalMoves(fen(), opts()).find(x => x.from === from && v.applyMove(fen(), x.uci, opts()) === after);
      if (m) return playMove(m);
      return refuse({ from, to }, from);
    }
    const promos = cands.filter(m => m.promotion);
    if (!promos.length) return playMove(cands[0]);
    const roles = PROMOTION_ORDER.filter(r => promos.some(m => m.promotion === r));
    state.busy = true;
    let role;
    try {
      role = await board.pickPromotion(to, turn(), roles);
    } finally {
      state.busy = false;
    }
    if (!role) { state.selected = null; sync(); return; }
    playMove(promos.find(m => m.promotion === role));
  }

  function tryDrop(role, to, rect) {
    const m = v.legalMoves(fen(), opts()).find(x => x.drop === role && x.to === to);
    if (m) return playMove(m, rect);
    return refuse({ to, drop: role }, null);
  }

  /** An explosion's burst on a square element. */
  function burst(square, ms) {
    const el = document.createElement('div');
    el.className = 'burst';
    el.setAttribute('aria-hidden', 'true');
    square.append(el);
    const a = el.animate([{ opacity: 0.95, transform: 'scale(0.3)' }, { opacity: 0, transform: 'scale(1.5)' }],
      { duration: ms * 2.5, easing: 'ease-out', fill: 'forwards' });
    const done = () => el.remove();
    a.finished.then(done, done);
  }

  // ---- the board's input --------------------------------------------------------------------------------
  function onSquare(sq) {
    if (state.busy) return;
    const pieces = boardPieces(fen());
    const here = pieces[sq];
    if (vs.pocket) {
      const role = vs.pocket;
      if (over()) { vs.pocket = null; sync(); return; }
      tryDrop(role, sq, null);
      return;
    }
    const sel = state.selected;
    if (!sel) {
      if (here) { state.selected = sq; clearRuling(); sync(); } else if (vs.ruling) { clearRuling(); sync(); }
      return;
    }
    if (sq === sel) { state.selected = null; sync(); return; }
    const dests = v.toDests(fen(), opts()).get(sel) ?? [];
    if (!dests.includes(sq) && here && (here[0] === turn() || here[0] === pieces[sel]?.[0])) {
      state.selected = sq; clearRuling(); sync(); return;
    }
    if (over()) { state.selected = null; sync(); return; }
    tryMove(sel, sq);
  }
  /** A touch swipe from `sq`, a piece of the side not to move, scrolled the page: the ruling a tap on it then on another square gives (moving.js's swipeFrom). */
  function swipeFrom(sq) {
    if (state.busy || over()) return;
    const here = boardPieces(fen())[sq];
    if (!here || here[0] === turn()) return;
    const asked = ++vs.asked;
    vs.ruling = { fen: fen(), move: { from: sq, to: sq } };
    state.selected = null;
    vs.pocket = null;
    sync();
    board.shake(sq);
    showRuling(asked);
  }
  function dragStart(sq) {
    if (state.busy || over()) return false;
    state.selected = sq;
    vs.pocket = null;
    clearRuling();
    sync();
    return true;
  }
  function drop(from, to) { if (!state.busy) tryMove(from, to); }
  function escape() { if (!state.busy && (state.selected || vs.pocket)) { state.selected = null; vs.pocket = null; sync(); } }

  // The pockets: a click picks the piece (its drop squares are shown; a click on the board drops
  // it), a drag drops it where it is released.
  let press = null;
  function pocketDown(e) {
    const b = e.target.closest('.pocket-piece');
    if (!b || b.disabled || e.button !== 0 || state.busy) return;
    press = { role: b.dataset.role, x: e.clientX, y: e.clientY, id: e.pointerId, button: b, ghost: null };
    e.preventDefault(); // no text selection, no focus scroll: the press may become a drag
    window.addEventListener('pointermove', pocketMove);
    window.addEventListener('pointerup', pocketUp);
    window.addEventListener('pointercancel', pocketCancel);
  }
  function endPocketPress() {
    window.removeEventListener('pointermove', pocketMove);
    window.removeEventListener('pointerup', pocketUp);
    window.removeEventListener('pointercancel', pocketCancel);
    const p = press;
    press = null;
    return p;
  }
  function pocketMove(e) {
    if (!press || e.pointerId !== press.id) return;
    if (!press.ghost) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < 5) return;
      // (the ruling shown stays until the drop: hiding it now would move the page under the drag)
      vs.pocket = press.role;
      state.selected = null;
      sync();
      const size = board.square('a1').getBoundingClientRect().width;
      const ghost = document.createElement('div');
      ghost.className = 'pocket-ghost';
      ghost.innerHTML = pieceSvg(turn() + press.role.toUpperCase());
      Object.assign(ghost.style, { width: `${size}px`, height: `${size}px` });
      document.body.append(ghost);
      press.ghost = ghost;
    }
    const r = press.ghost.getBoundingClientRect();
    press.ghost.style.transform = `translate(${e.clientX - r.width / 2}px, ${e.clientY - r.height / 2}px)`;
  }
  function pocketUp(e) {
    if (!press || e.pointerId !== press.id) return;
    const p = endPocketPress();
    if (!p.ghost) { // a click: pick the piece (again: put it back)
      vs.pocket = vs.pocket === p.role ? null : p.role;
      state.selected = null;
      clearRuling();
      sync();
      return;
    }
    const rect = p.ghost.getBoundingClientRect();
    p.ghost.remove();
    const sq = document.elementFromPoint(e.clientX, e.clientY)?.closest?.('#board [data-square]')?.dataset.square;
    if (sq) tryDrop(p.role, sq, rect);
    else { vs.pocket = null; sync(); }
  }
  function pocketCancel() {
    if (!press) return;
    endPocketPress().ghost?.remove();
    vs.pocket = null;
    sync();
  }
  for (const el of [top, bottom]) {
    el.addEventListener('pointerdown', pocketDown);
    // the click that follows a press is handled on pointerup; keyboard: Enter and Space
    el.addEventListener('click', (e) => {
      const b = e.target.closest('.pocket-piece');
      if (b && e.detail === 0 && !b.disabled) { vs.pocket = vs.pocket === b.dataset.role ? null : b.dataset.role; state.selected = null; clearRuling(); sync(); }
    });
  }

  // ---- walking the line ---------------------------------------------------------------------------------
  function goto(n) {
    if (state.busy) return;
    n = Math.max(0, Math.min(vs.moves.length, n));
    if (n === vs.ply) return;
    const step = n === vs.ply + 1 ? vs.moves[vs.ply] : n === vs.ply - 1 ? vs.moves[n] : null;
    const forward = n > vs.ply;
    vs.ply = n;
    state.selected = null;
    vs.pocket = null;
    clearRuling();
    const m = step?.move;
    sync(m && !m.drop ? { move: { from: m.from, to: m.to }, reverse: !forward, blast: forward ? step.changes.filter(c => c.exploded).map(c => c.square) : [] } : undefined);
    announce(status().text);
  }

  function newGame() {
    if (state.busy) return;
    vs.fens = [v.startingFen(vs.variant)];
    vs.moves = [];
    vs.ply = 0;
    state.selected = null;
    vs.pocket = null;
    clearRuling();
    sync({ instant: true });
    announce(status().text);
  }

  /**
   * Why the FEN `vs.ruling.fen` cannot be loaded (`vs.ruling.error`, the entry's validateFen's),
   * in the page's language: the FEN syntax shared with chess in the package's texts (the fields
   * they name as the main entry's validateFen reads them from the same FEN without the variant's
   * own marks), the variant's own reasons in this file's words; else the entry's message.
   */
  async function showFenRefusal(asked) {
    const { fen: text, error } = vs.ruling;
    const lang = i18n.lang();
    let message = null;
    try {
      const chess = chessFenCheck(chessFen(text)).errors ?? [];
      if (chess[0]?.code === error.code) {
        const parts = (await Promise.all(chess.map(e => errorTextIn(lang, e.code, e)))).filter(Boolean);
        if (parts.length) message = parts.join(' ');
      }
      message ??= refusalWords(error.code, text);
    } catch { /* no text: the entry's message */ }
    message ??= error.message;
    if (asked !== vs.asked) return;
    panels.showRuling(message, { code: error.code, squares: [], label: 'cannotLoad', place: 'fen' });
  }

  /** The variant's own reason for refusing FEN `text` (its code `code`) in this file's words, or null. */
  function refusalWords(code, text) {
    const f = fields(text);
    const is = key => vs.variant === key;
    switch (code) {
      case 'ERR_FEN_POCKET': return w(is('crazyhouse') ? 'fenPocket' : 'fenPocketOnly');
      case 'ERR_FEN_PROMOTED': return w(is('crazyhouse') ? 'fenPromoted' : 'fenPromotedOnly');
      case 'ERR_FEN_CHECKS': return w(is('threeCheck') ? 'fenChecks' : 'fenChecksOnly');
      case 'ERR_FEN_PAWNS': return w(is('racingKings') ? 'fenPawnsRacing' : 'fenPawnsRank');
      case 'ERR_FEN_PIECES': return w('fenPieces');
      case 'ERR_FEN_CHECK': return is('racingKings') ? w('fenCheckRacing') : w('fenCheck', { side: t(`side_${f[1] === 'b' ? 'w' : 'b'}`) });
      case 'ERR_FEN_KINGS': {
        const kings = Object.values(boardPieces(text));
        const n = c => i18n.number(kings.filter(p => p === `${c}K`).length);
        return w('fenKings', { variant: variantName(), w: n('w'), b: n('b') });
      }
      default: {
        // castling rights and en passant that read but have no pieces to go with (their syntax is chess's)
        const rest = f.filter((x, i) => i === 0 || !x.includes('+'));
        if (code === 'ERR_FEN_CASTLING' && rest[2]) return w('fenCastling', { value: rest[2] });
        if (code === 'ERR_FEN_EP' && rest[3]) return w('fenEp', { square: rest[3] });
        return null;
      }
    }
  }

  /** Loads a FEN of the variant; a refused one shows the reason under the FEN box, in the page's language. */
  function loadFen(text) {
    const r = v.validateFen(text.trim(), opts());
    if (!r.ok) {
      vs.ruling = { fen: text.trim(), error: r.errors[0], load: true };
      showFenRefusal(++vs.asked);
      return;
    }
    vs.fens = [r.fen];
    vs.moves = [];
    vs.ply = 0;
    state.selected = null;
    vs.pocket = null;
    clearRuling();
    sync({ instant: true });
  }

  /** The line as PGN, with its [Variant] tag (the package's Game writes it). */
  function pgnText() {
    const game = new v.Game(vs.fens[0], opts());
    try {
      for (const { move } of vs.moves) game.move(move);
      return game.pgn();
    } finally {
      game.free();
    }
  }

  /** Takes up the main line of `game` (a Game of this variant read from PGN), shown at its end. */
  function setLine(game) {
    const played = game.history({ verbose: true });
    const fens = [game.fenAt(0)];
    vs.moves = played.map(({ color, ...move }, i) => {
      fens.push(game.fenAt(i + 1));
      return { move, changes: v.pieceChanges(fens[i], move, opts()) };
    });
    vs.fens = fens;
    vs.ply = played.length;
    state.selected = null;
    vs.pocket = null;
    clearRuling();
    sync({ instant: true });
    announce(status().text);
  }

  /** Leaves the variant (another one was picked): its game is kept, its pockets and counter go. */
  function stop() {
    kept.set(vs.variant, { fens: vs.fens, moves: vs.moves, ply: vs.ply });
    clearRuling();
    top.remove();
    bottom.remove();
    counter.remove();
    delete document.body.dataset.variant;
    delete document.body.dataset.outcome;
    standardControls(true);
  }

  /** The page's language changed: the ruling shown, again in it (sync() redraws the rest). */
  function relang() {
    if (vs.ruling) showRuling(++vs.asked);
  }

  return {
    get variant() { return vs.variant; },
    sync, onSquare, dragStart, drop, escape, swipeFrom, newGame, loadFen, loadPgn: text => loadPgn(app, text), pgnText, setLine, stop, relang, statusText: () => status().text,
    select(sq) { state.selected = sq; vs.pocket = null; },
    undo: () => goto(vs.ply - 1), redo: () => goto(vs.ply + 1), goto, start: () => goto(0), gotoNode: id => goto(id),
    lineLength: () => vs.moves.length,
  };
}
