// The demo's composition root: the package's Game (every rule), the board (drawing, input), the
// panels and the modules that connect them (moving, history, loading, replay, rulings). The page
// keeps only view state; the line, the ply and the position are always read from the Game.
//
// First paint does not wait for the package: the modules imported here know no rule, so the
// board is drawn at once with the start position (read from its FEN by fen.js), every control
// disabled, while the package and its wasm load (import() below; the wasm streams). When it is
// ready the controls are enabled. What the first moves do not need loads at its first use: the
// rulings (rulings.js, at the first refusal), the loading of games (loading.js: New game, FEN,
// PGN), the replays (replay.js), the variants (variants.js) and the texts of the other languages
// (i18n.js).

import { createBoard } from './board.js';
import { createPanels } from './panels.js';
import { createMoving } from './moving.js';
import { createHistory } from './history.js';
import { fenPieces } from './fen.js';
import { lineOf, treeOf, boardView, statusText } from './view.js';
import * as i18n from './i18n.js';

const { t } = i18n;
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Started first: the package (chess-arbiter's module, which fetches and instantiates its wasm).
const packageReady = import('chess-arbiter');
let arbiter = null; // the package's module, once loaded

const state = {
  game: null,        // the package's Game: position, line (with the moves after the ply), outcome
  chess960: false,   // the game's castling mode, from its snapshot when it was set
  variant: null,     // null, { n } for a numbered Chess960 start, or 'chess960'
  fen960: undefined, // the Chess960 box as the visitor set it since the current game began
  fenDraft: undefined, // a FEN that could not be loaded, kept in the field
  orientation: 'w',
  selected: null,
  targets: [],
  marks: [],
  shown: null,       // what the ruling area explains: { move: [fen, from, to] } | { fen } | { pgn } | { error } | { note }
  asked: 0,          // counts ruling requests, so a late answer never overwrites a newer one
  busy: false,       // the promotion picker is open: nothing else may change the game
  games: [],         // the bundled games (games.json, fetched by replay.js at the first pick; their names are in the HTML's list)
  replay: -1,        // index into games, -1 when not replaying a bundled game
  recorded: null,    // { result, node, note }: the result a PGN or a bundled game records, at the node ending its line
  playing: false,
  timer: 0,
  flag: null,        // { color, fen }: the flag-fall verdict shown, for the position it was asked in
};

// ---- flag fall (Art. 6.9): the package's verdict as text, for the position on the board ---------
const flagVerdict = document.getElementById('flag-verdict');
/** The verdict when `color`'s flag falls now: Game#timeout's outcome in words (the game is not changed). */
async function flagText(color) {
  const o = await state.game.timeout(color); // a Promise: the search may load on demand
  if (o.termination !== 'timeout') return `${i18n.termination(o.termination)} — ${o.winner ? t(`wins_${o.winner}`) : t('draw')}`;
  return o.winner ? t(`flagWin_${o.winner}`) : t(`flagDraw_${color}`);
}
/** Shows the verdict asked for in this position; a move, an undo or a new game clears it. */
function showFlag() {
  if (state.flag && state.flag.fen !== state.game.fen()) state.flag = null;
  const asked = state.flag;
  if (!asked) {
    flagVerdict.textContent = '';
    return;
  }
  // Written when it comes, if the question is still the one on screen.
  flagText(asked.color).then((text) => {
    if (state.flag === asked) flagVerdict.textContent = text;
  }, (e) => {
    if (state.flag === asked) flagVerdict.textContent = e && e.message ? e.message : String(e);
  });
}
for (const color of ['w', 'b']) {
  document.getElementById(`flag-${color}`).addEventListener('click', () => {
    state.flag = { color, fen: state.game.fen() };
    showFlag();
  });
}

function sync(hint) {
  if (app.variant) return app.variant.sync(hint); // a lichess variant: variants.js
  showFlag();
  const { game } = state;
  const line = lineOf(game);
  const ply = game.ply();
  board.render(boardView(state, line, ply), hint);
  const st = statusText(state);
  panels.update({
    status: st.text, over: st.over, fen: state.fenDraft ?? game.fen(), fenInvalid: state.fenDraft !== undefined, chess960: state.fen960 ?? state.chess960,
    line, ply, tree: treeOf(game), playing: state.playing,
  });
}

// ---- announcements: each move in words, once, in the page's language -------------------------
const announcer = document.getElementById('announce');
// sentences ending in their own mark ("check!") get no full stop
const sentence = text => (/[.!?։。]$/.test(text) ? text : `${text}.`);
function announce(...sentences) { announcer.textContent = sentences.map(sentence).join(' '); }
function announceMove(move) {
  const { game } = state;
  announce(arbiter.describeMove(move, { lang: i18n.lang() }), statusText(state).text);
}
function announceUndo(move) { announce(t('mv_undo', { move: move.san }), statusText(state).text); }
function announceStatus() { announce(statusText(state).text); }

// ---- modules loaded at their first use ---------------------------------------------------------------
// Their names in variables keep them out of the first load (bench/run.mjs counts literal
// import()s); each is asked for once (again after a failed load).
const RULINGS = './rulings.js', LOADING = './loading.js', REPLAY = './replay.js', VARIANTS = './variants.js';
function onFirstUse(load) {
  let p = null;
  return () => (p ??= load().catch((e) => { p = null; throw e; }));
}
// While an action waits for its module (the first use: a request on a slow network), the page
// says so: <body data-pending> (its count; tests wait for it to go) and a busy cursor; and what
// the visitor does meanwhile (a click on the board, a button) waits for it, so that actions apply
// in the order they were asked (New game, then a move: the move is the new game's).
let pendingCount = 0, queue = Promise.resolve();
function pending(promise) {
  document.body.dataset.pending = String(++pendingCount);
  queue = Promise.allSettled([queue, promise]);
  const done = () => { if (--pendingCount === 0) delete document.body.dataset.pending; };
  promise.then(done, (e) => { done(); console.error(e); });
  return promise;
}
/** Runs the visitor's action `fn` now, or after the actions still waiting for their module. */
function inOrder(fn) {
  return pendingCount ? pending(queue.then(() => fn())) : fn();
}
/** `callbacks` whose calls are the visitor's actions, each run in order (inOrder), but those named in `direct`. */
const inOrderAll = (callbacks, direct = []) => Object.fromEntries(Object.entries(callbacks)
  .map(([k, f]) => [k, typeof f !== 'function' || direct.includes(k) ? f : (...a) => inOrder(() => f(...a))]));
const rulingsReady = onFirstUse(() => import(RULINGS).then(m => m.createRulings({ lang: i18n.lang, chess960: () => state.chess960 })));
const loadingReady = onFirstUse(() => import(LOADING).then(m => m.createLoading(app)));
let replay = null; // createReplay(app), once a replay was asked for
const replayReady = onFirstUse(() => import(REPLAY).then(m => (replay = m.createReplay(app))));

// ---- rulings ------------------------------------------------------------------------------------

function showRuling(r) {
  state.marks = r ? r.squares : [];
  if (!r) { state.shown = null; state.asked++; }
  panels.showRuling(r ? r.text : '', r);
}
const clearRuling = () => showRuling(null);

/** Asks for a ruling and shows it, unless something newer happened meanwhile. */
async function explain(what) {
  const asked = ++state.asked;
  state.shown = what;
  // a refused move: said at once, while its ruling loads (the first: its modules over the network)
  if (what.move) showRuling({ text: t('checking'), squares: [], label: 'notAllowed' });
  let r;
  try {
    const rulings = what.note ? null : await rulingsReady();
    if (what.move) r = await rulings.move(what.error, ...what.move);
    else if (what.fen !== undefined) r = await rulings.position(what.error, what.fen, what.chess960);
    else if (what.pgn !== undefined) r = await rulings.pgn(what.error, what.pgn);
    else if (what.note) r = { text: t(what.note), squares: [] };
    else r = await rulings.plain(what.error);
  } catch {
    // a ruling that failed: a move's, that it could not be loaded; else the error's own message
    r = { text: what.move ? t('ruleFailed') : String(what.error?.message ?? what.error), squares: [] };
  }
  if (asked !== state.asked) return;
  // a refused move is "Not allowed:", a FEN or PGN the page cannot load "Cannot load:", shown
  // under the box whose text it is about
  const place = what.place ?? (what.fen !== undefined ? 'fen' : what.pgn !== undefined ? 'pgn' : 'board');
  showRuling({ ...r, label: what.move ? 'notAllowed' : 'cannotLoad', place });
  state.shown = what;
  sync();
}

// ---- composition --------------------------------------------------------------------------------
const app = {
  state, sync, explain, clearRuling, announceMove, announceUndo, announceStatus,
  pieces: () => fenPieces(state.game.fen()),
  lineLength: () => state.game.lineIds().length - 1,
  stopReplay: () => replay?.stop(),
  setGame: (...args) => pending(loadingReady().then(l => l.setGame(...args))),
};
// New games, FEN and PGN (loading.js): the methods the buttons call, which variants.js swaps for
// its own while a variant is played.
const later = name => (...args) => pending(loadingReady().then(l => l[name](...args)));
app.loading = { newGame: later('newGame'), new960: later('new960'), loadFen: later('loadFen'), loadPgn: later('loadPgn'), fen960: later('fen960') };
app.moving = createMoving(app);
let dragWaits = false; // a drag begun while an action is pending: its drop waits, as clicks do
const board = app.board = createBoard(document.getElementById('board'), {
  arrowsStepMoves: true,
  square: sq => inOrder(() => app.moving.onSquare(sq)),
  dragStart: sq => (dragWaits = pendingCount > 0) || app.moving.dragStart(sq),
  drop: (from, to) => {
    const waited = dragWaits;
    dragWaits = false;
    return inOrder(() => (waited ? app.moving.dragStart(from) && app.moving.drop(from, to) : app.moving.drop(from, to)));
  },
  dragCancel() { dragWaits = false; },
  swipeFrom: sq => inOrder(() => app.moving.swipeFrom(sq)),
  escape: () => app.moving.escape(),
  label: i18n.squareLabel,
  promoteOn: square => t('promoteOn', { square }),
  promoteTo: i18n.promoteTo,
});
const history = app.history = createHistory(app);
/**
 * A move picked in the list (or a FEN or PGN loaded) shows its position: on a phone, where the list is under the board,
 * the page scrolls (the least it can) until the board is wholly in view, the list still below it.
 */
function boardIntoView() {
  const wrap = document.querySelector('.board-wrap');
  const r = wrap?.getBoundingClientRect();
  if (r && (r.top < 0 || r.bottom > window.innerHeight)) wrap.scrollIntoView({ block: 'nearest' });
}
app.boardIntoView = boardIntoView; // also after a FEN or PGN is loaded (loading.js)
// (until the package is ready every control is disabled: none of these is called)
const panels = app.panels = createPanels(inOrderAll({
  undo() { app.stopReplay(); history.undo(); },
  redo() { app.stopReplay(); history.redo(); },
  goto(n) { app.stopReplay(); history.goto(n); },
  start() { app.stopReplay(); history.start(); },
  gotoNode(id) { app.stopReplay(); history.gotoNode(id); boardIntoView(); },
  flip() { state.orientation = state.orientation === 'w' ? 'b' : 'w'; sync(); },
  newGame: () => app.loading.newGame(), new960: () => app.loading.new960(), loadFen: (...a) => app.loading.loadFen(...a),
  fen960: checked => app.loading.fen960(checked), loadPgn: text => app.loading.loadPgn(text), pgnText: () => (app.variant ? app.variant.pgnText() : state.game.pgn()),
  replaySelect: i => pending(replayReady().then(r => r.select(i))), replayToggle: () => pending(replayReady().then(r => r.toggle())), replaySpeed: v => replay?.speed(v),
  notation(style) { state.notation = style; try { localStorage.setItem('chess-arbiter-demo-notation', style); } catch {} sync(); },
  // The move list in the chosen notation: SAN as played, or with the page language's piece
  // letters or figurines (the package's formatSan).
  formatSan: san => (state.notation === 'local' ? arbiter.formatSan(san, { lang: i18n.lang() })
    : state.notation === 'figurines' ? arbiter.formatSan(san, { figurines: true }) : san),
}, ['formatSan', 'pgnText', 'replaySpeed']));
try { state.notation = localStorage.getItem('chess-arbiter-demo-notation') || 'san'; } catch { state.notation = 'san'; }
if (!['san', 'local', 'figurines'].includes(state.notation)) state.notation = 'san';
panels.els.notation.value = state.notation;

// Keyboard: ← undo, → redo, Home to the start (and the main line), End to the end of the line
// being viewed (history.js; as the buttons' titles say). Not while typing in a field; on the board too, unless the board took the arrow to
// move its focus ring (a keyboard user's, board.js: then the event comes here prevented).
document.addEventListener('keydown', e => {
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
  const target = e.target;
  if (target && (target.closest?.('input, textarea, select') || target.isContentEditable)) return;
  const act = { ArrowLeft: () => panels.els.undo.click(), ArrowRight: () => panels.els.redo.click(),
    Home: () => panels.els.first.click(), End: () => panels.els.last.click() }[e.key];
  if (!act) return;
  e.preventDefault();
  act();
});

// ---- the lichess variants: variants.js (and the package's chess-arbiter/variants) load at the first
// pick (VARIANTS above); their names are i18n.js's
const variantPick = document.getElementById('variant');
variantPick.addEventListener('change', () => {
  const key = variantPick.value;
  Promise.resolve(inOrder(() => pending(import(VARIANTS).then(m => m.pick(app, key)))))
    .catch((e) => loadFailed(variantPick, app.variant?.variant ?? 'standard', e)); // back to the variant the board plays
});
/** A module that could not be loaded (offline): its menu shows again what the page shows, and the panel says why. */
function loadFailed(select, shown, e) {
  select.value = shown;
  panels.showRuling(t('loadFailed', { msg: e?.message ?? String(e) }));
}

// ---- language -------------------------------------------------------------------------------------
const langSelect = document.getElementById('lang');
i18n.onChange(code => {
  langSelect.value = code;
  panels.showGame(state.games[state.replay], state.replay);
  board.relabel();
  if (state.shown) explain(state.shown); // the ruling on screen, again in the new language
  if (state.game) sync();
  announcer.textContent = ''; // no sentence left in the old language
});
langSelect.addEventListener('change', () => { i18n.setLang(langSelect.value).catch((e) => loadFailed(langSelect, i18n.lang(), e)); });
// English is in the page; another language's texts load beside the package (the page is ready
// when both are; a language that cannot be loaded leaves the page in English)
const langReady = i18n.setLang(i18n.initialLang()).catch(() => i18n.setLang('en'));

// ---- start ----------------------------------------------------------------------------------------
// Before the package is ready: the start position, drawn from its FEN, on a disabled board.
board.setEnabled(false);
board.render({ pieces: fenPieces(START_FEN), orientation: state.orientation, selected: null, targets: [], marks: [], lastMove: null, check: null, movable: [] }, { instant: true });
panels.els.fen.value = START_FEN;

try {
  arbiter = await packageReady;
  state.game = new arbiter.Game();
  panels.ready();
  board.setEnabled(true);
  sync({ instant: true });
} catch (e) {
  // the board stays as drawn, disabled; the status line says why
  const status = document.getElementById('status');
  delete status.dataset.i18n; // not "Loading…" again at a change of language
  status.textContent = `Could not load the chess-arbiter package from /pkg/index.js (${e?.message ?? e}): build it first (npm run build), then reload.`;
  throw e;
}
await langReady;
document.body.dataset.ready = 'true';
