// The public API of chess-arbiter, shared by every entry (browser, Node ESM, CommonJS).
//
// `raw` is the wasm-bindgen glue (`pkg/chess_arbiter.js`, generated from src/wasm/*.rs). Each
// public function or class here is a thin wrapper: check the JS arguments, call the raw export,
// decode its compact result (see src/wasm/convert.rs) into the documented shape, and turn a
// thrown payload into a ChessError. Types: src/js/index.d.ts.
//
// Rule: nothing in this file may call into wasm while the module is being evaluated (at the
// top level). The entries (index.js, node.js) instantiate the wasm after this module has been
// evaluated and before the user's code runs.
import * as raw from './chess_arbiter.js';

/** The package's version, as compiled into the wasm module (Cargo's `CARGO_PKG_VERSION`). */
export function version() {
  return raw.version();
}

/**
 * Every failure of chess-arbiter: an Error with a stable `code` (e.g. `ERR_ILLEGAL_MOVE`) and,
 * where one applies, the FIDE article (e.g. `'3.7.5.1'`).
 */
export class ChessError extends Error {
  constructor(code, message, article) {
    super(message);
    this.name = 'ChessError';
    this.code = code;
    if (article) this.article = article;
  }
}

const SEP = '\u001f';

function fromPayload(e) {
  if (typeof e === 'string') {
    const [code, article, message] = e.split(SEP);
    return new ChessError(code, message ?? code, article || undefined);
  }
  if (e instanceof ChessError) return e;
  // A trap inside wasm would land here; the core is written never to panic.
  return new ChessError('ERR_INTERNAL', `internal error: ${e && e.message ? e.message : String(e)}`);
}

function call(fn) {
  try {
    return fn();
  } catch (e) {
    throw fromPayload(e);
  }
}

function argError(message) {
  return new ChessError('ERR_INVALID_ARGUMENT', message);
}

function checkFen(fen) {
  if (typeof fen !== 'string') throw argError(`fen must be a string, got ${describe(fen)}`);
  return fen;
}

function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  return typeof x === 'object' ? 'an object' : typeof x;
}

function readOptions(options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw argError(`options must be an object, got ${describe(options)}`);
  }
  return options;
}

const SQUARE = /^[a-h][1-8]$/;
const PROMOTION = /^[qrbnQRBN]$/;

function checkSquare(sq, what) {
  if (typeof sq !== 'string' || !SQUARE.test(sq)) {
    throw argError(`${what} must be a square name from a1 to h8, got ${typeof sq === 'string' ? JSON.stringify(sq.slice(0, 16)) : describe(sq)}`);
  }
  return sq;
}

/** Turns a move given as SAN/UCI text or `{ from, to, promotion }` into text for the core. */
function moveText(move) {
  if (typeof move === 'string') return move;
  if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquare(move.from, 'move.from');
    const to = checkSquare(move.to, 'move.to');
    const p = move.promotion;
    if (p === undefined || p === null) return from + to;
    if (typeof p === 'string' && PROMOTION.test(p)) return from + to + p.toLowerCase();
    throw new ChessError('ERR_ILLEGAL_MOVE', `a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got ${typeof p === 'string' ? JSON.stringify(p.slice(0, 8)) : describe(p)}`, '3.7.5.1');
  }
  throw argError(`move must be a string (SAN or UCI) or { from, to, promotion? }, got ${describe(move)}`);
}

/** Decodes one move of the compact form (src/wasm/convert.rs) between i and j. */
function decodeMove(s, i, j, chess960) {
  const color = s[i];
  const from = s.slice(i + 1, i + 3);
  const to = s.slice(i + 3, i + 5);
  const piece = s[i + 5];
  const captured = s[i + 6];
  const promotion = s[i + 7];
  const kind = s[i + 8];
  const m = { color, piece, from, to, san: '', uci: '', flags: '' };
  let flags;
  let uciTo = to;
  let k = i + 9;
  if (kind === 'k' || kind === 'q') {
    m.rookFrom = s.slice(k, k + 2);
    m.rookTo = s.slice(k + 2, k + 4);
    k += 4;
    flags = kind;
    if (chess960) uciTo = m.rookFrom;
  } else if (kind === 'e') {
    flags = 'e';
    m.captureSquare = to[0] + from[1];
  } else if (kind === 'b') {
    flags = 'b';
  } else {
    flags = captured === '-' ? 'n' : 'c';
  }
  if (captured !== '-') m.captured = captured;
  if (promotion !== '-') {
    m.promotion = promotion;
    flags += 'p';
  }
  m.san = s.slice(k, j);
  m.uci = promotion === '-' ? from + uciTo : from + uciTo + promotion;
  m.flags = flags;
  return m;
}

function decodeMoves(s) {
  const chess960 = s.charCodeAt(0) === 57; // '9'
  const out = [];
  const n = s.length;
  let i = 1;
  while (i < n) {
    let j = s.indexOf(' ', i);
    if (j < 0) j = n;
    out.push(decodeMove(s, i, j, chess960));
    i = j + 1;
  }
  return out;
}

function decodeOne(s) {
  return decodeMove(s, 1, s.length, s.charCodeAt(0) === 57);
}

function squareOption(o) {
  if (o.square === undefined) return undefined;
  return checkSquare(o.square, 'options.square');
}

/**
 * The legal moves of the side to move (FIDE Art. 3), each with SAN, UCI and chess.js flags.
 * `options.square` keeps the moves of the piece on that square; `options.chess960` reads the
 * position in Chess960 mode (also chosen by a FEN whose castling field uses file letters).
 */
export function legalMoves(fen, options) {
  checkFen(fen);
  const o = readOptions(options);
  return decodeMoves(call(() => raw.legalMoves(fen, !!o.chess960, !!o.relaxed, squareOption(o))));
}

/** The FEN after playing `move` (SAN, UCI or `{ from, to, promotion }`). */
export function applyMove(fen, move, options) {
  checkFen(fen);
  const text = moveText(move);
  const o = readOptions(options);
  return call(() => raw.applyMove(fen, text, !!o.chess960, !!o.relaxed, !!o.strict));
}

function status(fen, options) {
  checkFen(fen);
  const o = readOptions(options);
  return call(() => raw.status(fen, !!o.chess960, !!o.relaxed));
}

/** True when the side to move is in check (Art. 3.9.1). */
export function isCheck(fen, options) {
  const s = status(fen, options);
  return s === 1 || s === 2;
}

/** True when the side to move is checkmated (Art. 5.1.1). */
export function isCheckmate(fen, options) {
  return status(fen, options) === 2;
}

/** True when the side to move is stalemated (Art. 5.2.1). */
export function isStalemate(fen, options) {
  return status(fen, options) === 3;
}

/** Every problem of a FEN at once: `{ ok: true }` or `{ ok: false, errors }`. */
export function validateFen(fen, options) {
  if (typeof fen !== 'string') {
    return { ok: false, errors: [{ code: 'ERR_INVALID_ARGUMENT', message: `fen must be a string, got ${describe(fen)}` }] };
  }
  const o = readOptions(options);
  const text = call(() => raw.validateFen(fen, !!o.chess960));
  if (text === '') return { ok: true };
  const errors = text.split('\n').filter(Boolean).map((line) => {
    const [code, article, squares, message] = line.split(SEP);
    const e = { code, message };
    if (article) e.article = article;
    if (squares) e.squares = squares.split(',');
    return e;
  });
  return { ok: false, errors };
}

function checkDepth(depth) {
  if (!Number.isInteger(depth) || depth < 0 || depth > 15) {
    throw argError(`depth must be a whole number from 0 to 15, got ${typeof depth === 'number' ? depth : describe(depth)}`);
  }
  return depth;
}

/** The number of leaf nodes of the legal move tree `depth` plies deep. */
export function perft(fen, depth, options) {
  checkFen(fen);
  checkDepth(depth);
  const o = readOptions(options);
  return call(() => raw.perft(fen, depth, !!o.chess960, !!o.relaxed));
}

/** Perft playing every leaf move (no bulk counting), for benchmarks. */
export function perftCopyMake(fen, depth, options) {
  checkFen(fen);
  checkDepth(depth);
  const o = readOptions(options);
  return call(() => raw.perftCopyMake(fen, depth, !!o.chess960, !!o.relaxed));
}

/** Legal destinations by origin square, for board widgets. */
export function toDests(fen, options) {
  checkFen(fen);
  const o = readOptions(options);
  const text = call(() => raw.toDests(fen, !!o.chess960, !!o.relaxed));
  const dests = new Map();
  if (text === '') return dests;
  for (const part of text.split(' ')) {
    const list = [];
    for (let i = 3; i < part.length; i += 2) list.push(part.slice(i, i + 2));
    dests.set(part.slice(0, 2), list);
  }
  return dests;
}

/** The FEN of Chess960 start position `n` (0 to 959; 518 is the standard start). */
export function chess960Fen(n) {
  if (!Number.isInteger(n) || n < 0 || n > 959) {
    throw argError(`n must be a whole number from 0 to 959, got ${typeof n === 'number' ? n : describe(n)}`);
  }
  return call(() => raw.chess960Fen(n));
}

/** The size of the wasm module's memory in bytes (it grows as needed and never shrinks). */
export function memoryBytes() {
  return raw.memoryBytes();
}

/** A game in progress: moves, undo, history and status. Call `free()` when done (or let the GC). */
export class Game {
  #raw;

  constructor(fen, options) {
    if (fen !== undefined && fen !== null) checkFen(fen);
    const o = readOptions(options);
    this.#raw = call(() => new raw.RawGame(fen ?? undefined, !!o.chess960));
  }

  #game() {
    if (!this.#raw) throw new ChessError('ERR_GAME_FREED', 'this game was freed');
    return this.#raw;
  }

  /** The FEN of the current position. */
  fen() {
    return this.#game().fen();
  }

  /** The side to move. */
  turn() {
    return this.#game().turn();
  }

  /** The legal moves now (of the piece on `options.square` only, if given). */
  moves(options) {
    const o = readOptions(options);
    const g = this.#game();
    return decodeMoves(call(() => g.moves(squareOption(o))));
  }

  /** Plays a move (SAN, UCI or `{ from, to, promotion }`); throws and changes nothing if illegal. */
  move(move, options) {
    const text = moveText(move);
    const o = readOptions(options);
    const g = this.#game();
    return decodeOne(call(() => g.play(text, !!o.strict)));
  }

  /** Takes back the last move and returns it, or `undefined` at the start. */
  undo() {
    const s = this.#game().undo();
    return s === undefined ? undefined : decodeOne(s);
  }

  /** The moves played: SAN strings, or Move objects with `{ verbose: true }`. */
  history(options) {
    const o = readOptions(options);
    const moves = decodeMoves(this.#game().history());
    return o.verbose ? moves : moves.map((m) => m.san);
  }

  isCheck() {
    const s = this.#game().status();
    return s === 1 || s === 2;
  }

  isCheckmate() {
    return this.#game().status() === 2;
  }

  isStalemate() {
    return this.#game().status() === 3;
  }

  /** True after checkmate or stalemate. */
  isGameOver() {
    return this.#game().status() >= 2;
  }

  /** Releases the game's wasm memory now (the garbage collector does it otherwise). */
  free() {
    if (this.#raw) {
      this.#raw.free();
      this.#raw = undefined;
    }
  }
}

// ---- rulings: why a move is refused, in five languages ------------------------------------
// The texts live in ./rulings/{en,hy,fa,ru,cs}.js and are loaded with import() the first time a
// language is asked for, so the core download does not carry them. Hence explainMove and
// explainPosition return Promises.

const RULING_TEXTS = {
  en: () => import('./rulings/en.js'),
  hy: () => import('./rulings/hy.js'),
  fa: () => import('./rulings/fa.js'),
  ru: () => import('./rulings/ru.js'),
  cs: () => import('./rulings/cs.js'),
};
const rulingTexts = new Map();

function rulingLang(o) {
  const lang = o.lang === undefined || o.lang === null ? 'en' : o.lang;
  if (typeof lang !== 'string' || !Object.prototype.hasOwnProperty.call(RULING_TEXTS, lang)) {
    throw argError(`options.lang must be one of ${Object.keys(RULING_TEXTS).join(', ')}, got ${typeof lang === 'string' ? JSON.stringify(lang.slice(0, 16)) : describe(lang)}`);
  }
  return lang;
}

/** The text module of `lang`, loaded once. */
function loadRulingTexts(lang) {
  let p = rulingTexts.get(lang);
  if (!p) {
    p = RULING_TEXTS[lang]();
    p.catch(() => rulingTexts.delete(lang)); // a failed load may be retried
    rulingTexts.set(lang, p);
  }
  return p;
}

const RULING_PROMOTION = /^[qrbnkpQRBNKP]$/;

/**
 * Whether `move` is legal in `fen`, and if not, why: the first rule of FIDE Article 3 it breaks,
 * with the article, the deciding squares and a message in `options.lang` (en, hy, fa, ru, cs).
 * Resolves to `{ legal: true, move }` or `{ legal: false, code, article, squares, message }`;
 * rejects with a ChessError for a bad FEN, bad arguments, text that is no move, or ambiguous SAN.
 */
export async function explainMove(fen, move, options) {
  checkFen(fen);
  const o = readOptions(options);
  const lang = rulingLang(o);
  const chess960 = !!o.chess960;
  let out;
  if (typeof move === 'string') {
    out = call(() => raw.explainMove(fen, move, chess960));
  } else if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquare(move.from, 'move.from');
    const to = checkSquare(move.to, 'move.to');
    const p = move.promotion;
    if (p !== undefined && p !== null && (typeof p !== 'string' || !RULING_PROMOTION.test(p))) {
      throw argError(`move.promotion must be a piece letter (q, r, b, n, k, p), got ${typeof p === 'string' ? JSON.stringify(p.slice(0, 8)) : describe(p)}`);
    }
    out = call(() => raw.explainSquares(fen, from, to, p ? p.toLowerCase() : undefined, chess960));
  } else {
    throw argError(`move must be a string (SAN or UCI) or { from, to, promotion? }, got ${describe(move)}`);
  }
  const parts = out.split(SEP);
  if (parts[0] === 'L') {
    const uci = parts[1];
    const found = legalMoves(fen, { chess960, square: uci.slice(0, 2) }).find((m) => m.uci === uci);
    if (!found) throw new ChessError('ERR_INTERNAL', `internal error: legal move ${uci} not found`);
    return { legal: true, move: found };
  }
  const [, code, article, squareText, pieceText] = parts;
  const squares = squareText ? squareText.split(',') : [];
  const pieces = pieceText ? pieceText.split(',') : [];
  const texts = await loadRulingTexts(lang);
  const message = texts.moveMessage({ code, article, squares, pieces });
  return { legal: false, code, article, squares, message };
}

/**
 * What makes `fen` an illegal position (FIDE Art. 3.10.3): resolves to `{ legal, problems }`,
 * each problem `{ code, article, squares, message }` with the message in `options.lang`.
 * Rejects with a ChessError (ERR_INVALID_FEN) when the FEN cannot be read at all.
 */
export async function explainPosition(fen, options) {
  checkFen(fen);
  const o = readOptions(options);
  const lang = rulingLang(o);
  const text = call(() => raw.explainPosition(fen, !!o.chess960));
  const lines = text.split('\n').filter(Boolean);
  if (lines.length === 0) return { legal: true, problems: [] };
  const texts = await loadRulingTexts(lang);
  const problems = lines.map((line) => {
    const [code, article, squareText, pieceText, color] = line.split(SEP);
    const squares = squareText ? squareText.split(',') : [];
    const pieces = pieceText ? pieceText.split(',') : [];
    const message = texts.positionMessage({ code, article, squares, pieces, color: color || undefined });
    return { code, article, squares, message };
  });
  return { legal: false, problems };
}
