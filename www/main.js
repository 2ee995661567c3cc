// Wiring: the package (every rule), the board (drawing, input) and the panels.
// This file holds the session state; the rules are always asked of chess-arbiter.

import * as arbiter from 'chess-arbiter';
import { createBoard } from './board.js';
import { createPanels } from './panels.js';
import * as anim from './anim.js';
import * as i18n from './i18n.js';

const { t } = i18n;

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const has = (obj, name) => obj != null && typeof obj[name] === 'function';
const PROMOTION_ORDER = ['q', 'r', 'b', 'n'];
const REPLAY_INTERVAL = [1600, 1200, 900, 700, 550, 420, 320, 240, 170, 120]; // ms, by speed 1..10

const state = {
  game: null,
  chess960: false,   // the current game's castling mode, as the game itself says (gameIs960)
  variant: null,     // null, { n } for a numbered Chess960 start, or 'chess960'
  fen960: undefined, // the Chess960 box as the visitor set it since the current game began
  startFen: START_FEN,
  line: [],          // Move objects: the moves played and, after undo or in a replay, the ones ahead
  ply: 0,            // how many moves of `line` are on the board
  orientation: 'w',
  selected: null,
  targets: [],
  marks: [],
  shown: null,       // what the ruling area explains: { move: [fen, from, to] } | { fen } | { pgn } | { error } | { note }
  asked: 0,          // counts ruling requests, so a late answer never overwrites a newer one
  busy: false,       // the promotion picker is open
  games: [],
  replay: -1,        // index into games, -1 when not replaying a bundled game
  recorded: null,    // { result, ply, note }: the result a PGN or a bundled game records at the end of `line`
  playing: false,
  timer: 0,
};

// ---- reading the package's answers into a view ----------------------------------------------
/** Piece placement from the FEN's first field (notation only, no rules). */
function fenPieces(fen) {
  const pieces = {};
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { f += Number(ch); continue; }
      const color = ch === ch.toUpperCase() ? 'w' : 'b';
      pieces['abcdefgh'[f] + (8 - i)] = color + ch.toUpperCase();
      f++;
    }
  });
  return pieces;
}

function view() {
  const { game } = state;
  const pieces = fenPieces(game.fen());
  let check = null;
  if (game.isCheck()) {
    const king = game.turn() + 'K';
    check = Object.keys(pieces).find(sq => pieces[sq] === king) || null;
  }
  const last = state.line[state.ply - 1];
  return {
    pieces, orientation: state.orientation, selected: state.selected, targets: state.targets,
    lastMove: last ? { from: last.from, to: last.to } : null, check, marks: state.marks,
  };
}

function words(term) {
  const s = String(term).replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function outcome() {
  const { game } = state;
  if (has(game, 'outcome')) return game.outcome() || null;
  if (game.isCheckmate()) return { winner: game.turn() === 'w' ? 'b' : 'w', termination: 'checkmate' };
  if (game.isStalemate()) return { winner: undefined, termination: 'stalemate' };
  if (game.isGameOver()) return { winner: undefined, termination: 'game over' };
  return null;
}
function variantLabel() {
  if (!state.variant) return '';
  return state.variant.n !== undefined ? t('chess960n', { n: state.variant.n }) : t('chess960');
}
function statusText() {
  const o = outcome();
  if (o) {
    const winner = { w: 'w', b: 'b', white: 'w', black: 'b' }[String(o.winner).toLowerCase()];
    const who = winner ? t(`wins_${winner}`) : t('draw');
    const term = o.termination || 'game over';
    return { text: `${i18n.termination(term) ?? words(term)} — ${who}`, over: true };
  }
  const rec = recordedResult();
  if (rec) return { text: `${rec.result} — ${t(RESULT_WINNER[rec.result])} (${t(rec.note)})`, over: true };
  const label = variantLabel();
  const variant = label ? ` · ${label}` : '';
  return { text: `${t(`toMove_${state.game.turn()}`)}${state.game.isCheck() ? ` — ${t('check')}` : ''}${variant}`, over: false };
}

const RESULT_WINNER = { '1-0': 'wins_w', '0-1': 'wins_b', '1/2-1/2': 'draw' };
/**
 * The result recorded with the game (a PGN's, a bundled game's), where the rules give no
 * outcome: a resignation, a loss on time or a draw by agreement. Shown at the end of the
 * recorded line only, so stepping back shows the side to move again.
 */
function recordedResult() {
  const rec = state.recorded;
  return rec && state.ply === rec.ply && RESULT_WINNER[rec.result] ? rec : null;
}

function sync(hint) {
  board.render(view(), hint);
  const st = statusText();
  panels.update({
    status: st.text, over: st.over, fen: state.fenDraft ?? state.game.fen(), chess960: state.fen960 ?? state.chess960,
    line: state.line, ply: state.ply, startNumber: Number(state.startFen.split(' ')[5]) || 1,
    can960: has(arbiter, 'chess960Fen'), playing: state.playing,
  });
}

// ---- rulings ------------------------------------------------------------------------------
// Why a move was refused: the package's explainMove gives the first rule of FIDE Article 3 the
// attempt breaks, its article, the deciding squares (marked on the board) and a sentence in the
// page's language; a FEN that is no legal position gets explainPosition's problems.
// Errors of the page's own (a FEN or PGN it cannot read) are shown in the page's language by
// their code (i18n.errorText); a code without a text keeps the package's English message.
const plain = error => {
  const code = error && (error.reason || error.code);
  const text = code ? i18n.errorText(code) : null;
  if (text) return { text, squares: [], code };
  return { text: error && error.message ? error.message : String(error), squares: [] };
};

/** Resolves to { text, squares, code?, article? } for the attempt from -> to on `fen`. */
async function ruling(error, from, to, fen = state.game.fen()) {
  if (!from || !has(arbiter, 'explainMove')) return plain(error);
  try {
    const r = await arbiter.explainMove(fen, { from, to }, { lang: i18n.lang(), chess960: state.chess960 });
    if (r.legal) return plain(error);
    return { text: r.message, squares: r.squares, code: r.code, article: r.article };
  } catch {
    return plain(error);
  }
}
/** The problems of a FEN that could not be loaded, in the page's language. */
async function positionRuling(error, fen, chess960) {
  if (!has(arbiter, 'explainPosition')) return plain(error);
  try {
    const r = await arbiter.explainPosition(fen, { lang: i18n.lang(), chess960 });
    const first = r.problems[0];
    if (r.legal || !first) return plain(error);
    return { text: r.problems.map(p => p.message).join(' '), squares: [], code: first.code, article: first.article };
  } catch {
    return fenSyntaxRuling(error, fen, chess960);
  }
}
/** A FEN that cannot be read at all: each of validateFen's problems, by its code, in the page's language. */
function fenSyntaxRuling(error, fen, chess960) {
  if (!has(arbiter, 'validateFen')) return plain(error);
  const v = arbiter.validateFen(fen, { chess960 });
  if (v.ok || !v.errors || !v.errors.length) return plain(error);
  const fields = fen.trim() ? fen.trim().split(/\s+/) : [];
  const quote = text => (text === undefined ? '' : text.length > 24 ? `${text.slice(0, 24)}…` : text);
  const field = { ERR_FEN_TURN: 1, ERR_FEN_CASTLING: 2, ERR_FEN_EP: 3, ERR_FEN_HALFMOVE: 4, ERR_FEN_FULLMOVE: 5 };
  const texts = v.errors.map(e => {
    const params = { n: e.code === 'ERR_FEN_RANKS' ? (fields[0] ?? '').split('/').length : fields.length };
    if (e.squares && e.squares.length) params.rank = e.squares[0][1];
    if (field[e.code] !== undefined) params.value = quote(fields[field[e.code]]);
    return i18n.errorText(e.code, params) ?? e.message;
  });
  return { text: texts.join(' '), squares: [], code: v.errors[0].code };
}
/** The first game of a PGN text as parsePgn reads it (syntax only), or null. */
function firstPgnGame(text) {
  if (!has(arbiter, 'parsePgn')) return null;
  try {
    return arbiter.parsePgn(text)[0] || null;
  } catch {
    return null;
  }
}
/** The Chess960 mode for a PGN's tags: a Variant tag naming it, or a FEN tag only Chess960 reads. */
function pgnIs960(tags) {
  return /960|fischer/i.test(tags.Variant || '') || (tags.FEN ? fenMode(tags.FEN) : false);
}
/**
 * The position before ply `ply` (1-based) of a PGN's first game: its moves replayed by the
 * package from the FEN tag (or the standard start). { fen, chess960 }, or null if that fails.
 */
function pgnPositionBefore(text, ply) {
  const g = firstPgnGame(text);
  if (!g || !(ply >= 1) || g.moves.length < ply - 1) return null;
  let game = null;
  try {
    const chess960 = pgnIs960(g.tags);
    game = new arbiter.Game(g.tags.FEN, chess960 ? { chess960 } : undefined);
    for (const node of g.moves.slice(0, ply - 1)) game.move(node.san);
    return { fen: game.fen(), chess960 };
  } catch {
    return null;
  } finally {
    if (has(game, 'free')) game.free();
  }
}
/** A PGN's move as "12. Nf3" or "12... Nf6": its number and side from the start FEN's fields and the ply (1-based). */
function moveLabel(startFen, ply, san) {
  const fields = (startFen || START_FEN).trim().split(/\s+/);
  const index = ply - 1 + (fields[1] === 'b' ? 1 : 0);
  const number = (Number.parseInt(fields[5], 10) || 1) + Math.floor(index / 2);
  return `${number}${index % 2 ? '...' : '.'} ${san}`;
}
// The page's text for each PGN error reason (ERR_PGN_* syntax codes keep their own).
const PGN_TEXT = {
  ERR_ILLEGAL_MOVE: 'PGN_ILLEGAL_MOVE', ERR_PROMOTION_REQUIRED: 'PGN_ILLEGAL_MOVE', ERR_AMBIGUOUS_MOVE: 'PGN_AMBIGUOUS_MOVE',
  ERR_INVALID_MOVE: 'PGN_INVALID_MOVE', ERR_INVALID_FEN: 'PGN_FEN_TAG', ERR_UNSUPPORTED_VARIANT: 'PGN_VARIANT',
};
/**
 * A PGN that cannot be loaded (ERR_INVALID_PGN), in the page's language: where (line and
 * column), what (by the error's reason) and, for a move that cannot be played, the package's
 * ruling on it in the position before it; for a bad FEN tag, that FEN's problems.
 */
async function pgnRuling(error, text) {
  if (!error || error.code !== 'ERR_INVALID_PGN') return plain(error);
  const reason = error.reason || '';
  const tags = firstPgnGame(text)?.tags ?? pgnTags(text);
  const at = error.line && error.column ? i18n.errorText('PGN_AT', { line: error.line, column: error.column }) : null;
  const params = {};
  let detail = null, article;
  if (error.ply && error.san !== undefined) {
    params.move = moveLabel(tags.FEN, error.ply, error.san);
    const before = pgnPositionBefore(text, error.ply);
    if (before && has(arbiter, 'explainMove')) {
      try {
        const r = await arbiter.explainMove(before.fen, error.san, { lang: i18n.lang(), chess960: before.chess960 });
        if (!r.legal) { detail = r.message; article = r.article; }
      } catch { /* no ruling: text that is no move, or ambiguous */ }
    }
  } else if (reason === 'ERR_INVALID_FEN' && tags.FEN !== undefined) {
    const p = await positionRuling({ code: 'ERR_INVALID_FEN' }, tags.FEN, pgnIs960(tags));
    if (p.code !== 'ERR_INVALID_FEN') { detail = p.text; article = p.article; }
  } else if (reason === 'ERR_UNSUPPORTED_VARIANT' && tags.Variant !== undefined) {
    params.value = tags.Variant;
  } else if (reason === 'ERR_PGN_UNEXPECTED_CHARACTER' && error.line && error.column) {
    const char = Array.from(text.split(/\r?\n/)[error.line - 1] ?? '')[error.column - 1];
    if (char !== undefined) params.value = char;
  }
  const what = i18n.errorText(PGN_TEXT[reason] ?? reason, params)
    ?? i18n.errorText(error.ply ? 'PGN_ILLEGAL_MOVE' : 'ERR_INVALID_PGN', params);
  if (!what) return plain(error);
  return { text: [at, what, detail].filter(Boolean).join(' '), squares: [], code: reason || error.code, article };
}
function showRuling(r) {
  state.marks = r ? r.squares : [];
  if (!r) { state.shown = null; state.asked++; }
  panels.showRuling(r ? r.text : '', r);
}
/** Asks for a ruling and shows it, unless something newer happened meanwhile. */
async function explain(what) {
  const asked = ++state.asked;
  state.shown = what;
  let r;
  try {
    if (what.move) r = await ruling(what.error, what.move[1], what.move[2], what.move[0]);
    else if (what.fen !== undefined) r = await positionRuling(what.error, what.fen, what.chess960);
    else if (what.pgn !== undefined) r = await pgnRuling(what.error, what.pgn);
    else if (what.note) r = { text: t(what.note), squares: [] };
    else r = plain(what.error);
  } catch {
    r = plain(what.error); // a ruling that failed: at least the error's own message
  }
  if (asked !== state.asked) return;
  // a refused move is "Not allowed:", a FEN or PGN the page cannot load "Cannot load:"
  showRuling({ ...r, label: what.move ? 'notAllowed' : 'cannotLoad' });
  state.shown = what;
  sync();
}

// ---- moving -------------------------------------------------------------------------------
function movesFrom(sq) { return state.game.moves({ square: sq }); }

function select(sq) {
  state.selected = sq;
  const targets = new Map();
  for (const m of sq ? movesFrom(sq) : []) {
    // castling where the king stays put (Chess960): the rook's square is the target to click
    const at = m.rookFrom && m.to === m.from ? m.rookFrom : m.to;
    if (!targets.has(at)) targets.set(at, { square: at, capture: !!m.captured });
  }
  state.targets = [...targets.values()];
}

function candidates(from, to) {
  return movesFrom(from).filter(m => (m.to === to && m.to !== m.from) || m.rookFrom === to);
}

function record(move, hint = {}) {
  state.asked++;
  if (state.recorded && state.ply < state.recorded.ply) state.recorded = null; // another line now
  state.line = state.line.slice(0, state.ply);
  state.line.push(move);
  state.ply++;
  state.fenDraft = undefined;
  select(null);
  showRuling(null);
  sync({ move, ...hint });
}

function play(m) {
  let move;
  try { move = state.game.move(m.san); } catch { move = state.game.move(m.uci); }
  record(move);
}

function refuse(from, to) {
  try {
    // the package may accept what the list did not show (it is the judge): then it is a move
    const move = state.game.move({ from, to });
    record(move);
    return;
  } catch (e) {
    explain({ error: e, move: [state.game.fen(), from, to] });
  }
  select(null);
  sync();
  board.shake(from);
  board.flash(to);
}

async function tryMove(from, to) {
  const cands = candidates(from, to);
  if (!cands.length) return refuse(from, to);
  const promos = cands.filter(m => m.promotion);
  if (!promos.length) return play(cands[0]);
  const roles = PROMOTION_ORDER.filter(r => promos.some(m => m.promotion === r));
  state.busy = true;
  const role = await board.pickPromotion(to, promos[0].color, roles);
  state.busy = false;
  if (!role) { select(null); sync(); return; }
  play(promos.find(m => m.promotion === role));
}

function gameOver() { return !!outcome(); }

function onSquare(sq) {
  if (state.busy) return;
  stopReplay();
  const pieces = fenPieces(state.game.fen());
  const here = pieces[sq];
  const sel = state.selected;
  if (!sel) {
    if (here) { select(sq); showRuling(null); sync(); }
    return;
  }
  if (sq === sel) { select(null); sync(); return; }
  const isTarget = candidates(sel, sq).length > 0;
  const selColor = pieces[sel]?.[0];
  if (!isTarget && here && (here[0] === state.game.turn() || here[0] === selColor)) {
    select(sq); showRuling(null); sync(); return;
  }
  if (gameOver()) { select(null); sync(); return; }
  tryMove(sel, sq);
}

const board = createBoard(document.getElementById('board'), {
  square: onSquare,
  dragStart(sq) {
    if (state.busy || gameOver()) return false;
    stopReplay();
    select(sq); showRuling(null); sync();
    return true;
  },
  drop(from, to) { tryMove(from, to); },
  dragCancel() {},
  escape() { if (state.selected) { select(null); sync(); } },
});

// ---- history --------------------------------------------------------------------------------
function undo() {
  state.fenDraft = undefined;
  if (state.busy || state.ply === 0) return;
  const move = state.game.undo();
  state.ply--;
  select(null);
  showRuling(null);
  sync(move ? { move, reverse: true } : undefined);
}

function redo() {
  state.fenDraft = undefined;
  if (state.busy || state.ply >= state.line.length) return false;
  const want = state.line[state.ply];
  let move = null;
  if (has(state.game, 'redo')) {
    move = state.game.redo() || null;
    if (move && move.uci !== want.uci) { state.game.undo(); move = null; }
  }
  if (!move) move = state.game.move(want.san);
  state.ply++;
  select(null);
  showRuling(null);
  sync({ move });
  return true;
}

function goto(n) {
  state.fenDraft = undefined;
  if (state.busy) return;
  n = Math.max(0, Math.min(state.line.length, n));
  if (n === state.ply) return;
  if (n === state.ply - 1) return undo();
  if (n === state.ply + 1) return redo();
  let done = false;
  if (has(state.game, 'goto')) {
    try {
      state.game.goto(n);
      done = state.game.history().length === n;
    } catch { done = false; }
    if (done) state.ply = n;
  }
  if (!done) {
    while (state.ply > n && state.game.undo()) state.ply--;
    while (state.ply < n) { state.game.move(state.line[state.ply].san); state.ply++; }
  }
  select(null);
  showRuling(null);
  sync();
}

// ---- new games, FEN, PGN ------------------------------------------------------------------
/** The castling mode of `game` as the package has it (its snapshot), else `fallback`. */
function gameIs960(game, fallback) {
  if (!has(game, 'toJSON')) return fallback;
  try {
    const mode = game.toJSON().chess960;
    return typeof mode === 'boolean' ? mode : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Makes `game` the current one. The Chess960 box and label follow the game's own mode, so a
 * Chess960 game started by a FEN's castling letters or a PGN's Variant tag shows as one, and a
 * standard game after a Chess960 one does not.
 */
function setGame(game, { chess960: asked = false, variant = null, startFen = START_FEN, line = [], ply = 0, replay = -1, recorded = null } = {}) {
  const old = state.game;
  state.asked++;
  const chess960 = gameIs960(game, asked);
  if (chess960) variant ??= 'chess960';
  else variant = null;
  Object.assign(state, { game, chess960, variant, startFen, line, ply, replay, recorded, fenDraft: undefined, fen960: undefined });
  if (old && old !== game && has(old, 'free')) old.free();
  select(null);
  showRuling(null);
  panels.showGame(state.games[replay], replay);
  sync();
}

function newGame() { stopReplay(); setGame(new arbiter.Game()); }

function new960() {
  if (!has(arbiter, 'chess960Fen')) return;
  stopReplay();
  const n = Math.floor(Math.random() * 960);
  const fen = arbiter.chess960Fen(n);
  setGame(new arbiter.Game(fen, { chess960: true }), { chess960: true, variant: { n }, startFen: fen });
}

/** The visitor ticked or cleared the Chess960 box: the next FEN loads in that mode. */
function fen960(checked) {
  state.fen960 = checked;
}

/**
 * The mode to read `fen` in when the visitor left the Chess960 box as the current game set it:
 * standard when the FEN is a legal standard position, Chess960 when only Chess960 accepts it
 * (e.g. `KQkq` with the king off e1), else the current game's mode (for the explanation).
 */
function fenMode(fen) {
  if (!has(arbiter, 'validateFen')) return state.chess960;
  if (arbiter.validateFen(fen).ok) return false;
  if (arbiter.validateFen(fen, { chess960: true }).ok) return true;
  return state.chess960;
}

function loadFen(text, checked) {
  stopReplay();
  const fen = text.trim();
  const chess960 = state.fen960 !== undefined ? !!checked : fenMode(fen);
  let game;
  try {
    game = chess960 ? new arbiter.Game(fen, { chess960: true }) : new arbiter.Game(fen);
  } catch (e) {
    // Keep what the visitor typed in the field, so that it can be corrected.
    state.fenDraft = text;
    explain({ error: e, fen, chess960 });
    sync();
    return;
  }
  setGame(game, { chess960, variant: chess960 ? 'chess960' : null, startFen: game.fen() });
}

/** Without Game.fromPgn: read the tags and the SAN tokens (PGN syntax only) and play them. */
function gameFromPgnText(text) {
  const tags = pgnTags(text);
  const body = text.replace(/^\s*\[[^\]]*\]\s*$/gm, ' ').replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  let depth = 0, flat = '';
  for (const ch of body) { if (ch === '(') depth++; else if (ch === ')') depth--; else if (!depth) flat += ch; }
  const tokens = flat.split(/\s+/).map(t => t.replace(/^\d+\.+/, '')).filter(t =>
    t && !/^\$\d+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
  const chess960 = /960/.test(tags.Variant || '');
  const game = tags.FEN ? new arbiter.Game(tags.FEN, chess960 ? { chess960 } : undefined) : new arbiter.Game();
  for (const san of tokens) game.move(san);
  return game;
}
function pgnTags(text) {
  const tags = {};
  for (const m of text.matchAll(/^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]/gm)) tags[m[1]] = m[2];
  return tags;
}

/** The result a PGN records for its first game ('1-0', '0-1', '1/2-1/2'): the movetext's, else the Result tag's; or null. */
function pgnResult(text) {
  const g = firstPgnGame(text);
  const results = [g?.result, g ? g.tags.Result : pgnTags(text).Result];
  return results.find(r => RESULT_WINNER[r]) ?? null;
}

function loadPgn(text) {
  stopReplay();
  if (!text.trim()) {
    explain({ note: 'pgnEmptyBox' });
    return;
  }
  let game;
  try {
    game = has(arbiter.Game, 'fromPgn') ? arbiter.Game.fromPgn(text) : gameFromPgnText(text);
  } catch (e) {
    explain({ error: e, pgn: text });
    return;
  }
  const tags = pgnTags(text);
  const line = game.history({ verbose: true });
  const chess960 = /960/.test(tags.Variant || '');
  const startFen = has(game, 'fenAt') ? game.fenAt(0) : tags.FEN || START_FEN;
  const result = pgnResult(text);
  const recorded = result ? { result, ply: line.length, note: 'resultPgn' } : null;
  setGame(game, { chess960, startFen, line, ply: line.length, recorded });
}

function pgnText() {
  if (has(state.game, 'pgn')) return state.game.pgn();
  const tags = [];
  if (state.startFen !== START_FEN) tags.push(`[SetUp "1"]`, `[FEN "${state.startFen}"]`);
  let number = Number(state.startFen.split(' ')[5]) || 1;
  const parts = [];
  state.line.slice(0, state.ply).forEach((m, i) => {
    if (m.color === 'w') parts.push(`${number}.`);
    else if (i === 0) parts.push(`${number}...`);
    parts.push(m.san);
    if (m.color === 'b') number++;
  });
  const o = outcome();
  const winner = o && String(o.winner).toLowerCase()[0];
  parts.push(o ? (winner === 'w' ? '1-0' : winner === 'b' ? '0-1' : '1/2-1/2') : '*');
  return (tags.length ? tags.join('\n') + '\n\n' : '') + parts.join(' ');
}

// ---- replay of bundled real games --------------------------------------------------------
function replaySelect(i) {
  stopReplay();
  const g = state.games[i];
  if (!g) return;
  const game = new arbiter.Game();
  const line = g.moves.map(san => game.move(san));
  if (has(game, 'goto')) game.goto(0);
  while (game.history().length > 0 && game.undo());
  const recorded = RESULT_WINNER[g.result] ? { result: g.result, ply: line.length, note: 'resultGame' } : null;
  setGame(game, { line, ply: 0, replay: i, recorded });
}

function stopReplay() {
  if (!state.playing) return;
  state.playing = false;
  clearTimeout(state.timer);
  anim.setDuration(200);
  if (state.game) sync();
}

function replayTick() {
  if (!state.playing) return;
  if (!redo()) { stopReplay(); return; }
  if (state.ply >= state.line.length) { stopReplay(); return; }
  state.timer = setTimeout(replayTick, REPLAY_INTERVAL[panels.speed() - 1] || 500);
}

function replayToggle() {
  if (state.playing) { stopReplay(); return; }
  if (state.ply >= state.line.length) return;
  state.playing = true;
  replaySpeed(panels.speed());
  sync();
  replayTick();
}

function replaySpeed(speed) {
  const interval = REPLAY_INTERVAL[speed - 1] || 500;
  anim.setDuration(state.playing ? Math.min(200, interval * 0.7) : 200);
}

// ---- start --------------------------------------------------------------------------------
const panels = createPanels({
  undo() { stopReplay(); undo(); },
  redo() { stopReplay(); redo(); },
  goto(n) { stopReplay(); goto(n); },
  flip() { state.orientation = state.orientation === 'w' ? 'b' : 'w'; sync(); },
  newGame, new960, loadFen, fen960, loadPgn, pgnText,
  replaySelect, replayToggle, replaySpeed,
});

// Keyboard: ← undo, → redo, Home and End to the start and the end of the line (as the buttons'
// titles say). Not while typing in a field, nor on the board, whose arrows move the focus ring.
document.addEventListener('keydown', e => {
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
  const t = e.target;
  if (t && (t.closest?.('input, textarea, select, #board') || t.isContentEditable)) return;
  const act = { ArrowLeft: () => panels.els.undo.click(), ArrowRight: () => panels.els.redo.click(),
    Home: () => panels.els.first.click(), End: () => panels.els.last.click() }[e.key];
  if (!act) return;
  e.preventDefault();
  act();
});

// ---- language ------------------------------------------------------------------------------
const langSelect = document.getElementById('lang');
i18n.onChange(code => {
  langSelect.value = code;
  panels.setGames(state.games);
  panels.showGame(state.games[state.replay], state.replay);
  if (state.shown) explain(state.shown); // the ruling on screen, again in the new language
  if (state.game) sync();
});
langSelect.addEventListener('change', () => i18n.setLang(langSelect.value));
i18n.setLang(i18n.initialLang());

state.game = new arbiter.Game();
board.render(view(), { instant: true });
sync({ instant: true });

fetch('games.json')
  .then(r => (r.ok ? r.json() : Promise.reject(new Error(`games.json: HTTP ${r.status}`))))
  .then(data => { state.games = data.games || []; panels.setGames(state.games); })
  .catch(e => { panels.showRuling(t('gamesFailed', { msg: e.message })); })
  .finally(() => { document.body.dataset.ready = 'true'; });
