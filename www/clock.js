// The demo's clock page (issue 37): both sides at one board on a chess clock. Everything about
// the game comes from chess-arbiter/arbiter (the moves, the clock, the flag fall and its Art. 6.9
// verdict); this page only draws, ticks (asking the arbiter the time left), and sends the
// clicks with the time they were made. A pawn reaching its last rank asks for the piece (the
// board's picker, as on the demo's main page); the king in check is marked (the SAN of the move
// that gave it ends in + or #). A move the arbiter refuses is explained under the board, as on
// the demo's main page: "Not allowed: Loading the explanation…" at once (its words), then the
// package's ruling (explainMove of the main entry, loaded at the first refusal) with its squares
// marked in its place, or that it could not be loaded.
// In the demo's five languages, by i18n.js (the main page's words and menu; the clock's own words
// in English below, in other languages in www/i18n/<code>.js, loaded when picked; the pick
// remembered for both pages); the ruling is asked in the page's language.
import { Arbiter } from 'chess-arbiter/arbiter';
import { createBoard } from './board.js';
import { fenPieces } from './fen.js';
import * as i18n from './i18n.js';

const $ = (id) => document.getElementById(id);
const { t } = i18n;
// The clock's own English words: those of the page are read from it (not written twice), the
// paragraph's <code> as {pkg}; the verdicts' are here.
const about = $('about');
i18n.addTexts({
  ...Object.fromEntries([...document.querySelectorAll('[data-i18n^="ck_"]')].map((e) => [e.dataset.i18n, e.textContent])),
  ck_about: [...about.childNodes].map((n) => (n.nodeName === 'CODE' ? '{pkg}' : n.textContent)).join('').replace(/\s+/g, ' ').trim(),
  ck_art: 'Art. {n}', ck_win_w: 'White wins by {how}', ck_win_b: 'Black wins by {how}', ck_draw: 'Drawn by {how}',
  ck_flagDraw: 'Drawn: the flag fell, but the opponent cannot checkmate',
});
let game;
let selected = null;
let lastMove = null;
let check = false; // the side to move is in check (the last move's SAN says so)
let busy = false;  // the promotion picker is open: nothing else may change the game
let timer;
let marks = [];    // the squares the ruling shown points at
let asked = 0;     // counts refusals and what clears them, so that a late ruling never shows over a newer state
let refused = null; // the last refusal ({ fen, from, to, error }): explained again in a newly picked language
// The main entry, for its rulings (explainMove): loaded at the first refusal (its name in a
// variable keeps it out of the page's first load); asked again after a failed load.
const MAIN = 'chess-arbiter';
let main = null;

const board = createBoard($('board'), {
  square: (sq) => click(sq),
  dragStart: (sq) => { if (busy || !game || game.outcome() || !own(sq)) return false; selected = sq; clearRuling(); draw(); return true; },
  drop: (from, to) => { if (!busy && selected === from) play(from, to); },
  dragCancel() {},
  escape() { if (!busy) { selected = null; draw(); } },
  label: i18n.squareLabel,
  promoteOn: (square) => i18n.t('promoteOn', { square }),
  promoteTo: i18n.promoteTo,
});

/** Milliseconds as m:ss.t (tenths below 10 s). */
function show(ms) {
  if (ms === null) return '–';
  const s = Math.floor(ms / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return i18n.number(ms < 10_000 ? `${text}.${Math.floor((ms % 1000) / 100)}` : text);
}

/** The verdict in the page's language: 'White wins on time (Art. 6.9): 1-0'. */
function verdictText(o) {
  const key = `ck_how_${o.termination}`; // the termination's words (in English its name: 'threefold repetition')
  const how = t(key) === key ? o.termination.replace(/_/g, ' ') : t(key);
  const art = o.article ? ` (${t('ck_art', { n: o.article })})` : '';
  const text = o.termination === 'timeout' ? (o.winner ? t(`flagWin_${o.winner}`) : t('ck_flagDraw'))
    : o.winner ? t(`ck_win_${o.winner}`, { how }) : t('ck_draw', { how });
  return i18n.number(`${text}${art}: ${o.result}`);
}

/** True when a piece of the side to move stands on `sq` (it may be picked up, even if it cannot move: the arbiter says why). */
function own(sq) {
  return fenPieces(game.fen())[sq]?.[0] === game.turn();
}

function draw() {
  const dests = game.toDests();
  const pieces = fenPieces(game.fen());
  const king = `${game.turn()}K`;
  board.render({
    pieces,
    orientation: 'w',
    selected,
    targets: selected ? (dests.get(selected) ?? []).map((square) => ({ square, capture: !!pieces[square] })) : [],
    lastMove,
    check: check ? Object.keys(pieces).find((sq) => pieces[sq] === king) ?? null : null,
    marks,
    // a touch drags from the side to move's pieces (one that cannot move is refused on release)
    movable: game.outcome() ? [] : Object.keys(pieces).filter((sq) => pieces[sq][0] === game.turn()),
  }, { instant: true });
  tick();
}

/** Shows why a move was refused (`text`; null hides it), pointing at `squares`. */
function showRuling(text, squares = [], code) {
  const el = $('ruling');
  el.hidden = text === null;
  $('ruling-text').textContent = text ?? '';
  if (code) el.dataset.code = code; else delete el.dataset.code;
  marks = squares;
}
function clearRuling() {
  asked++;
  if (!$('ruling').hidden) showRuling(null);
}

/**
 * The arbiter refused from -> to with `error`: said at once, then the package's ruling (the first
 * rule of FIDE Article 3 the move breaks, with its squares), unless something newer happened
 * meanwhile.
 */
function refuse(from, to, error) {
  refused = { fen: game.fen(), from, to, error };
  explain();
  board.shake(from);
  board.flash(to);
}
/**
 * Asks the package's ruling of the last refusal in the page's language. Meanwhile the main page's
 * words: its explanation is loading (the first refusal loads the rulings' modules: seconds on a
 * slow link); and if it cannot be loaded, that it could not (the next refusal asks again).
 */
function explain() {
  const mine = ++asked;
  const { fen, from, to, error } = refused;
  showRuling(t('checking'));
  draw();
  (main ??= import(MAIN).catch((e) => { main = null; throw e; }))
    .then((m) => m.explainMove(fen, { from, to }, { lang: i18n.lang() }))
    .then((r) => {
      if (mine !== asked) return;
      if (r.legal) showRuling(error.message, [], error.code); // no ruling: the error's own message
      else showRuling(r.message, r.squares, r.code);
      draw();
    }, () => { if (mine === asked) showRuling(t('ruleFailed')); });
}

/** Shows the clocks now, and the verdict once the game is over (a flag noticed here). */
function tick() {
  const now = Date.now();
  const over = game.flagFall(now);
  const left = game.remaining(now);
  const turn = game.turn();
  for (const c of ['w', 'b']) {
    const el = $(`clock-${c}`);
    const ms = c === 'w' ? left.white : left.black;
    el.textContent = show(ms);
    el.classList.toggle('running', !over && c === turn);
    el.classList.toggle('flagged', !!over && over.termination === 'timeout' && ms === 0);
  }
  if (over) {
    if (timer !== undefined) clearRuling(); // the game ended now: a ruling on a move before it goes
    clearInterval(timer);
    timer = undefined;
    $('verdict').textContent = verdictText(over);
    $('resign').disabled = true;
  } else {
    $('verdict').textContent = t(`toMove_${turn}`);
  }
}

const PROMOTION_ORDER = ['q', 'r', 'b', 'n'];

/** Plays from→to; a promotion asks for the piece first (the clock runs meanwhile, as at a board). */
async function play(from, to) {
  const promos = game.moves().filter((m) => m.from === from && m.to === to && m.promotion);
  let promotion;
  if (promos.length) {
    const g = game;
    busy = true;
    try {
      promotion = await board.pickPromotion(to, promos[0].color, PROMOTION_ORDER.filter((r) => promos.some((m) => m.promotion === r)));
    } finally {
      busy = false;
    }
    if (game !== g) return; // a new game meanwhile
    if (!promotion) { selected = null; draw(); return; }
  }
  selected = null;
  try {
    const m = game.move({ from, to, promotion }, { at: Date.now() });
    lastMove = { from: m.from, to: m.to };
    check = /[+#]$/.test(m.san);
    clearRuling();
  } catch (e) {
    if (typeof e?.code !== 'string') throw e;
    // the game is over (a flag fell meanwhile): the verdict line says so; any other refusal is explained
    if (e.code !== 'ERR_GAME_OVER') return refuse(from, to, e);
  }
  draw();
}

// As on the demo's main page: a click on a piece selects it (the other side's too), a click on
// another square then is the move, which the arbiter plays or refuses (and the page says why); a
// click on a piece of the side to move, or of the selected piece's side, selects that one instead.
function click(sq) {
  if (busy || !game || game.outcome()) return;
  const pieces = fenPieces(game.fen());
  const here = pieces[sq];
  if (selected && selected !== sq && !(here && (here[0] === game.turn() || here[0] === pieces[selected]?.[0]))) {
    play(selected, sq);
  } else {
    selected = selected !== sq && here ? sq : null;
    clearRuling();
    draw();
  }
}

function newGame() {
  game?.free();
  clearInterval(timer);
  game = new Arbiter({ timeControl: $('tc').value, start: { at: Date.now() } });
  selected = null;
  lastMove = null;
  check = false;
  clearRuling();
  $('resign').disabled = false;
  draw();
  timer = setInterval(tick, 100);
}

$('new').addEventListener('click', newGame);
$('tc').addEventListener('change', newGame);
$('resign').addEventListener('click', () => { game.resign(game.turn(), Date.now()); clearRuling(); draw(); });
newGame();

// ---- language: the main page's menu and mechanism (i18n.js), the pick remembered for both pages
const langSelect = $('lang');
/** The texts i18n.apply() does not write: the title and the paragraph naming the package. */
function texts() {
  document.title = `chess-arbiter · ${t('ck_title')}`;
  const [before, after] = t('ck_about').split('{pkg}');
  const code = document.createElement('code');
  code.textContent = 'chess-arbiter/arbiter';
  about.replaceChildren(before, code, after ?? '');
}
i18n.onChange((code) => {
  langSelect.value = code;
  texts();
  board.relabel();
  if (refused && !$('ruling').hidden) explain(); // the ruling on screen, again in the new language
  tick(); // the clocks and the verdict line
});
langSelect.addEventListener('change', () => { i18n.setLang(langSelect.value).catch(() => { langSelect.value = i18n.lang(); }); });
// English is in the page; another language's texts load when asked (?lang=, or the last pick)
i18n.setLang(i18n.initialLang()).catch(() => i18n.setLang('en')).finally(() => { document.body.dataset.ready = 'true'; });
