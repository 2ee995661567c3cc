// The rules part of chess-arbiter's public API: the free functions over a FEN, shared by the
// full package (api.js re-exports them beside Game, PGN and rulings) and by the small rules-only
// build `chess-arbiter/core` (pkg/core/, its own copy of this file beside its own wasm).
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
import { TextEncoder } from './text.js';

// The public types (src/js/index.d.ts), for the JSDoc types of this file (checked by
// `tsc -p src/js`, against index.d.ts by tests/types/js-face.ts).
/** @typedef {import('./index.js').Move} Move */
/** @typedef {import('./index.js').MoveInput} MoveInput */
/** @typedef {import('./index.js').Square} Square */
/** @typedef {import('./index.js').Color} Color */
/** @typedef {import('./index.js').PositionOptions} PositionOptions */
/** @typedef {import('./index.js').MoveOptions} MoveOptions */
/** @typedef {import('./index.js').FenValidation} FenValidation */
/** @typedef {import('./index.js').DestsOptions} DestsOptions */
/** @typedef {import('./index.js').CanWinOptions} CanWinOptions */
/** @typedef {import('./index.js').PieceChange} PieceChange */
/** @typedef {import('./index.js').PromotionRole} PromotionRole */
/** @typedef {import('./index.js').Role} Role */

/**
 * The package's version, as compiled into the wasm module (Cargo's `CARGO_PKG_VERSION`).
 * @returns {string}
 */
export function version() {
  return raw.version();
}

/**
 * Every failure of chess-arbiter: an Error with a stable `code` (e.g. `ERR_ILLEGAL_MOVE`) and,
 * where one applies, the FIDE article (e.g. `'3.7.5.1'`).
 *
 * One class for every entry: `chess-arbiter`, `/core`, `/compat` and `/lessons` are separate
 * bundles (each its own copy of this file; ESM and CommonJS too), so the first one loaded
 * registers its class on `globalThis` under the registry symbol
 * `Symbol.for('chess-arbiter.ChessError')` (not enumerable) and every later one takes that
 * class: `err instanceof ChessError` holds whichever entry threw and whichever was imported.
 * Where the global cannot take it (a frozen `globalThis`), each copy keeps its own class.
 */
const ERROR_KEY = Symbol.for('chess-arbiter.ChessError');

function sharedErrorClass() {
  const known = globalThis[ERROR_KEY];
  if (typeof known === 'function' && known.prototype instanceof Error) return known;
  class ChessError extends Error {
    static name = 'ChessError'; // kept when minified with short local names (scripts/minify.mjs --names)
    constructor(code, message, article) {
      // Every message reads as a sentence: its first letter a capital, wherever it was written
      // (the core's messages start in lower case, as Rust's do).
      super(typeof message === 'string' ? message.charAt(0).toUpperCase() + message.slice(1) : message);
      this.name = 'ChessError';
      this.code = code;
      if (article) this.article = article;
    }
  }
  try {
    Object.defineProperty(globalThis, ERROR_KEY, { value: ChessError, configurable: false, enumerable: false, writable: false });
  } catch { /* a frozen global: this copy's own class */ }
  return ChessError;
}

export const ChessError = sharedErrorClass();

const SEP = '\u001f';

/**
 * The ChessError of what a call threw: the binding throws a plain object `{ code, message,
 * article?, ...fields }` (src/wasm/error.rs), whose fields (a PGN error's `game`, `line`, ...)
 * become the error's properties as they are.
 */
function fromPayload(e) {
  if (e instanceof ChessError) return e;
  if (e !== null && typeof e === 'object' && Object.getPrototypeOf(e) === Object.prototype && typeof e.code === 'string') {
    const { code, message, article, ...fields } = e;
    // The binding's argument errors begin as the JS face's do (argError).
    const text = code === 'ERR_INVALID_ARGUMENT' ? `Invalid argument: ${message}` : message;
    return Object.assign(new ChessError(code, text, article), fields);
  }
  // An error of the caller's own code (a getter of an options object that throws) is theirs:
  // it goes through unchanged. A trap inside wasm (the core is written never to panic) or
  // anything else becomes ERR_INTERNAL.
  const trap = typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError;
  if (e instanceof Error && !trap && !(e instanceof RangeError)) return e;
  return new ChessError('ERR_INTERNAL', `internal error: ${e && e.message ? e.message : String(e)}`);
}

function call(fn) {
  try {
    return fn();
  } catch (e) {
    throw fromPayload(e);
  }
}

// text.js gives the runtime's TextEncoder, or its own where there is none (Jest's jsdom
// environment), as the glue uses.
let encoder;

// The module's memory, asked for once; its `buffer` changes when it grows (views made on the old
// one are detached then).
let memory;
const wasmBuffer = () => (memory ??= raw.wasmMemory()).buffer;

// A text written as UTF-8 straight into the module's text buffer (src/wasm/text.rs), no copy
// made in JS; returns its length in bytes, which the reading call takes. Room for one byte per
// UTF-16 unit first (all of an ASCII text); if the text needs more (other characters take 2 or
// 3 bytes), its rest goes after what was written, with room for 3 bytes a unit (the most one
// takes), so no part is encoded twice. The buffer's address is asked each time: making room
// may grow the memory, which detaches older views.
// A Uint8Array is taken as UTF-8 as it is (copied in; bad bytes read as U+FFFD there).
function textIn(text) {
  if (text instanceof Uint8Array) {
    const at = raw.textBuffer(text.length);
    new Uint8Array(wasmBuffer(), at, text.length).set(text);
    return text.length;
  }
  encoder ??= new TextEncoder();
  if (!encoder.encodeInto) {
    const bytes = encoder.encode(text);
    const at = raw.textBuffer(bytes.length);
    new Uint8Array(wasmBuffer(), at, bytes.length).set(bytes);
    return bytes.length;
  }
  let at = raw.textBuffer(text.length);
  let { read, written } = encoder.encodeInto(text, new Uint8Array(wasmBuffer(), at, text.length));
  if (read < text.length) {
    const room = (text.length - read) * 3;
    at = raw.textBufferMore(written, room);
    written += encoder.encodeInto(read ? text.slice(read) : text, new Uint8Array(wasmBuffer(), at + written, room)).written;
  }
  return written;
}

/** A wrong argument: `Invalid argument: ` and what is wrong (`options.square must be ...`). */
function argError(message) {
  return new ChessError('ERR_INVALID_ARGUMENT', `Invalid argument: ${message}`);
}

/**
 * A required FEN: a string. `null` and `undefined` are no FEN (only `new Game()` has a default,
 * the starting position): ERR_INVALID_ARGUMENT, as any other type.
 */
function fenTypeMessage(fen) {
  return `the FEN must be a string, got ${describe(fen)}`;
}

function checkFen(fen) {
  if (typeof fen !== 'string') throw argError(fenTypeMessage(fen));
  return fen;
}

function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  return typeof x === 'object' ? 'an object' : typeof x;
}

/**
 * The castling mode asked for: `true` Chess960, `false` standard chess, `undefined` (option
 * absent or null) whatever the FEN needs (see the README's "Chess960").
 */
function chess960Option(o) {
  return o.chess960 === undefined || o.chess960 === null ? undefined : !!o.chess960;
}

/**
 * How the core reads the FEN, in one number (src/wasm/convert.rs, `reading`): bit 0 relaxed,
 * bit 1 lesson (a side may have no king), bit 2 set when `chess960` is given, bit 3 its value.
 * @param {{ chess960?: boolean | null, relaxed?: boolean, lesson?: boolean }} o
 * @returns {number}
 */
function fenHow(o) {
  const c = o.chess960;
  return (o.relaxed ? 1 : 0) | (o.lesson ? 2 : 0) | (c === undefined || c === null ? 0 : c ? 12 : 4);
}

// No options: one shared, frozen object (a call per move need not allocate one).
const NO_OPTIONS = Object.freeze({});

// The options that are switches: each must be true or false when given (`{ chess960: 'false' }`
// would otherwise read as true and answer for the wrong rules, silently).
const SWITCHES = ['chess960', 'relaxed', 'strict', 'lesson', 'skipBadVariations', 'headersOnly', 'verbose',
  'figurines', 'comments', 'nags', 'variations'];

/**
 * The option names a public function reads, written once per function as a plain object (no
 * call at a module's top level: a bundler drops the ones of the functions an app does not use):
 * `fn` is its name as a message gives it (`legalMoves`, `Game#move`, `new Game`), `names` every
 * option it reads, as its declared type lists them (tests/js/options.test.mjs compares them),
 * `path` how a message names the object (`options`, the default; `options.lag` for one inside
 * it). readOptions and checkOptionNames refuse any other own key: a misspelt option (`{ sqaure:
 * 'e2' }`) would otherwise be ignored silently. `switches`: the names among SWITCHES, filled on
 * first use.
 * @typedef {{ fn: string, names: readonly string[], path?: string, switches?: readonly string[] }} OptionNames
 */

/**
 * The refusal of an option name that `spec` does not list (a name that is no identifier is
 * quoted and cut, as values are).
 * @param {string} name
 * @param {OptionNames} spec
 */
function unknownOption(name, spec) {
  const shown = /^[A-Za-z_$][\w$]{0,31}$/.test(name) ? `.${name}` : `[${JSON.stringify(name.slice(0, 32))}]`;
  const known = spec.names.length ? `known: ${spec.names.join(', ')}` : 'it takes none';
  return argError(`${spec.path ?? 'options'}${shown} is not an option of ${spec.fn} (${known})`);
}

/**
 * Throws ERR_INVALID_ARGUMENT when `options` (an object) has an own enumerable key that `spec`
 * does not list. A loop over the keys and, per key, over a few names: no allocation.
 * @param {object} options
 * @param {OptionNames} spec
 */
function checkOptionNames(options, spec) {
  const names = spec.names;
  for (const name in options) {
    if (!names.includes(name) && Object.prototype.hasOwnProperty.call(options, name)) throw unknownOption(name, spec);
  }
}

/**
 * `options` checked: absent (undefined, null: a shared empty object, none made), or an object
 * whose own keys are all among `spec`'s names; switches not read (the variants' options, which
 * take them as they are).
 * @param {unknown} options
 * @param {OptionNames} spec
 * @returns {any}
 */
function optionsObject(options, spec) {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw argError(`options must be an object, got ${describe(options)}`);
  }
  checkOptionNames(options, spec);
  return options;
}

/**
 * [`optionsObject`], and the switches among `spec`'s names true or false.
 * @param {unknown} options
 * @param {OptionNames} spec
 * @returns {any}
 */
function readOptions(options, spec) {
  if (options === undefined || options === null) return NO_OPTIONS;
  optionsObject(options, spec);
  // Only the function's own switches: it reads no other (the names are checked above).
  for (const name of (spec.switches ??= spec.names.filter((n) => SWITCHES.includes(n)))) {
    const v = options[name];
    if (v !== undefined && v !== null && typeof v !== 'boolean') {
      throw argError(`options.${name} must be true or false, got ${typeof v === 'string' ? JSON.stringify(v.slice(0, 16)) : describe(v)}`);
    }
  }
  return options;
}

/**
 * A ply for `goto` and `fenAt` (the main entry's Game and the variants'): a whole number; a
 * negative or too large one is the core's ERR_PLY_OUT_OF_RANGE (src/wasm/error.rs `ply_arg`).
 * @param {unknown} ply
 */
function checkPly(ply) {
  if (!Number.isInteger(ply)) {
    throw argError(`ply must be a whole number, got ${typeof ply === 'number' ? ply : describe(ply)}`);
  }
}

const SQUARE = /^[a-h][1-8]$/;

/**
 * `sq` when it is a square name, else ERR_INVALID_ARGUMENT naming `what`.
 * @param {unknown} sq
 * @param {string} what
 * @returns {Square}
 */
function checkSquare(sq, what) {
  if (typeof sq !== 'string' || !SQUARE.test(sq)) {
    throw argError(`${what} must be a square name from a1 to h8, got ${typeof sq === 'string' ? JSON.stringify(sq.slice(0, 16)) : describe(sq)}`);
  }
  return /** @type {Square} */ (sq);
}

/**
 * A move's `promotion` for the core: `undefined` when absent (or null), the letter as it is. A
 * piece letter is judged by the core: q, r, b, n in either case, a king or a pawn (k, p) refused
 * under Art. 3.7.5.1 (ERR_ILLEGAL_MOVE) for a pawn reaching the last rank, else answered as q;
 * anything else (`'x'`, `'qq'`, `''`, a number) names no
 * piece: ERR_INVALID_ARGUMENT, naming the four allowed roles.
 */
function promotionArg(p) {
  if (p === undefined || p === null) return undefined;
  if (typeof p === 'string' && /^[qrbnkpQRBNKP]$/.test(p)) return p;
  const got = typeof p === 'string' ? JSON.stringify(p.slice(0, 8)) : describe(p);
  throw argError(`move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got ${got}`);
}

/**
 * A castling Move object (no promotion, flags 'k' or 'q' and its rookFrom, as legalMoves gives
 * it) as the king taking its rook, which the core reads as castling in either mode: its from
 * and to alone can name a king step too in Chess960 (king f1, rook h1: O-O and Kg1 both end on
 * g1), or the same square twice (the king already on g1). `undefined` for any other object.
 */
function castlingText(move, from) {
  if (move.promotion != null || (move.flags !== 'k' && move.flags !== 'q') || typeof move.rookFrom !== 'string') return undefined;
  return from + checkSquare(move.rookFrom, 'move.rookFrom');
}

/** Turns a move given as SAN/UCI text, `{ from, to, promotion }` or `null` (a null move, as chess.js reads it) into text for the core. */
function moveText(move) {
  if (typeof move === 'string') return move;
  if (move === null) return '--';
  if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquare(move.from, 'move.from');
    const to = checkSquare(move.to, 'move.to');
    const p = promotionArg(move.promotion);
    // With a promotion letter: its UCI text, the letter as given, which the core reads and
    // judges as it judges 'g1f3k' (Art. 3.7.5.1).
    if (p === undefined) return castlingText(move, from) ?? from + to;
    return from + to + p;
  }
  throw argError(`move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got ${describe(move)}`);
}

/**
 * SAN text in `o.lang`'s piece letters (or figurines) as standard SAN, read by the core
 * (crate::local_san); other input as it is. Only the full package reads localized SAN.
 */
function localMoveText(text, o) {
  if (o.lang === undefined || o.lang === null || typeof text !== 'string') return text;
  if (typeof raw.sanFromLocal !== 'function') throw argError('options.lang (localized SAN) needs the full package, chess-arbiter');
  const lang = langArg(o.lang);
  return call(() => raw.sanFromLocal(text, lang));
}

/** The languages of the texts and of localized SAN, in the order every message lists them. */
const LANGS = ['en', 'hy', 'fa', 'ru', 'cs'];

/**
 * `lang` ('en' when absent or null) when it is one of LANGS, else ERR_INVALID_ARGUMENT: one
 * message for every call that takes a language (`name` is the argument's name).
 * @param {unknown} lang
 * @param {string} [name]
 * @returns {import('./index.js').RulingLang}
 */
function langArg(lang, name = 'options.lang') {
  const l = lang === undefined || lang === null ? 'en' : lang;
  if (typeof l !== 'string' || !LANGS.includes(l)) {
    throw argError(`${name} must be one of ${LANGS.join(', ')}, got ${typeof l === 'string' ? JSON.stringify(l.slice(0, 16)) : describe(l)}`);
  }
  return /** @type {import('./index.js').RulingLang} */ (l);
}

// ---- Move objects from the codes of src/wasm/convert.rs --------------------------------------
// A move crosses the boundary as one 28-bit integer; SAN, UCI and the other fields are put
// together here from string tables, so the strings are shared, not made per call.

const FILES = 'abcdefgh';
/** @type {Square[]} */
const SQUARES = [];
for (let i = 0; i < 64; i++) SQUARES.push(/** @type {Square} */ (FILES[i & 7] + String.fromCharCode(49 + (i >> 3))));
// The roles by their code (0: none, never read as a role).
const PIECES = /** @type {Role[]} */ (/** @type {unknown} */ (['', 'p', 'n', 'b', 'r', 'q', 'k']));
const SAN_PIECES = ['', '', 'N', 'B', 'R', 'Q', 'K'];
const PROMOTIONS = ['', '', '=N', '=B', '=R', '=Q', ''];
const SUFFIXES = ['', '+', '#', ''];
const RANKS = '12345678';

// SAN and UCI strings already made, by the code bits they depend on. A SAN without an origin
// (all but the few disambiguated ones) is found by a 16-bit key in an array, which is faster
// than a Map: the target, the suffix, capture or not, the piece (or the pawn's promotion) and
// a capturing pawn's file. The others by their code in a Map (bounded: cleared when big).
const sanTable = new Array(1 << 16);
const sanCache = new Map();
const uciCache = new Array(4096);

/** The SAN of code `c` (a move other than castling and a null move), printed from its fields. */
function sanText(c, role, from, toName, captured, promotion) {
  let san;
  if (role === 1) {
    san = captured ? FILES[from & 7] + 'x' + toName : toName;
    san += PROMOTIONS[promotion];
  } else {
    const d = (c >> 23) & 3;
    san = SAN_PIECES[role] + (d === 0 ? '' : d === 1 ? FILES[from & 7] : d === 2 ? RANKS[from >> 3] : SQUARES[from]);
    san += captured ? 'x' + toName : toName;
  }
  return san + SUFFIXES[(c >> 25) & 3];
}

// What the core says a castling or en-passant code implies (raw.moveSquares: the rook's landing
// square and the side, or the square of the pawn taken), kept by the squares that decide it:
// castling by king and rook square, en passant by origin and target (4096 each).
const moveSquaresKept = new Array(8192);

/** raw.moveSquares of code `c` (castling or en passant), asked once per shape. */
function moveSquares(c, kind) {
  const key = (c & 63) | (kind === 3 ? ((c >> 9) & 0xfc0) | 4096 : c & 0xfc0);
  return moveSquaresKept[key] ??= raw.moveSquares(c);
}

/**
 * The Move object of code `c` (see src/wasm/convert.rs); `chess960` picks castling's UCI.
 * @param {number} c
 * @param {boolean} chess960
 * @returns {Move}
 */
function decodeCode(c, chess960) {
  const from = c & 63;
  const to = (c >> 6) & 63;
  const kind = (c >> 21) & 3;
  const fromName = SQUARES[from];
  const toName = SQUARES[to];
  const color = c >> 27 ? 'b' : 'w';
  if (kind === 3) {
    const rookFrom = SQUARES[(c >> 15) & 63];
    const squares = moveSquares(c, kind);
    const king = squares >> 6 === 1;
    return {
      color, piece: 'k', from: fromName, to: toName,
      san: (king ? 'O-O' : 'O-O-O') + SUFFIXES[(c >> 25) & 3],
      uci: fromName + (chess960 ? rookFrom : toName),
      flags: king ? 'k' : 'q',
      rookFrom, rookTo: SQUARES[squares & 63],
    };
  }
  // A null move, the one code besides castling with from === to (the king's square, as chess.js gives it).
  if (from === to) return { color, piece: 'k', from: fromName, to: toName, san: '--', uci: '0000', flags: '-' };
  const role = (c >> 12) & 7;
  const captured = (c >> 15) & 7;
  const promotion = (c >> 18) & 7;
  let san;
  if ((c >> 23) & 3) {
    const key = c & 0x7ffffff; // everything but the color
    san = sanCache.get(key);
    if (san === undefined) {
      san = sanText(c, role, from, toName, captured, promotion);
      if (sanCache.size >= 4096) sanCache.clear();
      sanCache.set(key, san);
    }
  } else {
    // Pieces 2-6 as 0-4, a pawn as 5 + its promotion (0, or 2-5).
    const key = to | (((c >> 25) & 3) << 6) | (captured ? 256 : 0) | ((role === 1 ? 5 + promotion : role - 2) << 9)
      | (role === 1 && captured ? (from & 7) << 13 : 0);
    san = sanTable[key] ??= sanText(c, role, from, toName, captured, promotion);
  }
  const piece = PIECES[role];
  if (promotion) {
    const p = /** @type {PromotionRole} */ (PIECES[promotion]);
    const uci = fromName + toName + p;
    return captured
      ? { color, piece, from: fromName, to: toName, san, uci, flags: 'cp', captured: PIECES[captured], promotion: p }
      : { color, piece, from: fromName, to: toName, san, uci, flags: 'np', promotion: p };
  }
  const uci = uciCache[c & 4095] ??= fromName + toName;
  if (kind === 0) {
    return captured
      ? { color, piece, from: fromName, to: toName, san, uci, flags: 'c', captured: PIECES[captured] }
      : { color, piece, from: fromName, to: toName, san, uci, flags: 'n' };
  }
  if (kind === 1) return { color, piece, from: fromName, to: toName, san, uci, flags: 'b' };
  return { color, piece, from: fromName, to: toName, san, uci, flags: 'e', captureSquare: SQUARES[moveSquares(c, kind) & 63], captured: 'p' };
}

/**
 * The Move objects of `list` (codes, e.g. a Uint32Array from a Game).
 * @param {ArrayLike<number>} list
 * @param {boolean} chess960
 * @returns {Move[]}
 */
function decodeList(list, chess960) {
  const out = new Array(list.length);
  for (let i = 0; i < list.length; i++) out[i] = decodeCode(list[i], chess960);
  return out;
}

// legalMoves' codes are read in place from wasm memory (src/wasm/convert.rs, `write_codes`).
let codes = new Uint32Array(0);

/**
 * The moves whose codes the last raw.legalMoves call wrote; `r` is what it returned.
 * @param {number} r
 * @returns {Move[]}
 */
function decodeCodes(r) {
  const n = r >>> 1;
  const chess960 = (r & 1) === 1;
  if (codes.byteLength === 0 && n > 0) {
    // First use, or the memory grew (which detaches the old view).
    codes = new Uint32Array(wasmBuffer(), raw.codesPtr(), 512);
  }
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = decodeCode(codes[i], chess960);
  return out;
}

function squareIndex(sq) {
  return (sq.charCodeAt(0) - 97) + 8 * (sq.charCodeAt(1) - 49);
}

function squareOption(o) {
  if (o.square === undefined) return undefined;
  return checkSquare(o.square, 'options.square');
}

// The options of each function (PositionOptions, MoveOptions, DestsOptions of index.d.ts).
// PositionOptions' names, one array for the functions that take no other.
const POSITION = ['chess960', 'relaxed', 'lesson'];
// MoveOptions' (Game#move, play, the draw claims) and PgnOptions' (Game#pgn, statePgn): api.js
// and state.js take them from here.
const MOVE_NAMES = ['strict', 'lang'];
const PGN_NAMES = ['maxLineLength', 'comments', 'nags', 'variations', 'tags'];
const LEGAL_MOVES_OPTIONS = { fn: 'legalMoves', names: ['square', 'chess960', 'relaxed', 'lesson'] };
const APPLY_MOVE_OPTIONS = { fn: 'applyMove', names: ['chess960', 'relaxed', 'lesson', 'strict', 'lang'] };
const IS_CHECK_OPTIONS = { fn: 'isCheck', names: POSITION };
const IS_CHECKMATE_OPTIONS = { fn: 'isCheckmate', names: POSITION };
const IS_STALEMATE_OPTIONS = { fn: 'isStalemate', names: POSITION };
const VALIDATE_FEN_OPTIONS = { fn: 'validateFen', names: POSITION };
const PERFT_OPTIONS = { fn: 'perft', names: POSITION };
const PERFT_COPY_MAKE_OPTIONS = { fn: 'perftCopyMake', names: POSITION };
const TO_DESTS_OPTIONS = { fn: 'toDests', names: ['chess960', 'relaxed', 'lesson', 'castling'] };
const IS_PROMOTION_OPTIONS = { fn: 'isPromotion', names: POSITION };
const CHECK_SQUARE_OPTIONS = { fn: 'checkSquare', names: POSITION };

/**
 * The legal moves of the side to move (FIDE Art. 3), each with SAN, UCI and chess.js flags.
 * `options.square` keeps the moves of the piece on that square; `options.chess960` reads the
 * position in Chess960 mode (also chosen by a FEN whose castling field uses file letters).
 * @param {string} fen
 * @param {PositionOptions & { square?: Square }} [options]
 * @returns {Move[]}
 */
export function legalMoves(fen, options) {
  checkFen(fen);
  const o = readOptions(options, LEGAL_MOVES_OPTIONS);
  const sq = o.square === undefined ? -1 : squareIndex(checkSquare(o.square, 'options.square'));
  return decodeCodes(call(() => raw.legalMoves(fen, fenHow(o), sq)));
}

/**
 * The FEN after playing `move` (SAN, UCI, `{ from, to, promotion }`, or a null move: `--`, `Z0`, `0000` or `null`).
 * @param {string} fen
 * @param {MoveInput} move
 * @param {MoveOptions} [options]
 * @returns {string}
 */
export function applyMove(fen, move, options) {
  checkFen(fen);
  const o = readOptions(options, APPLY_MOVE_OPTIONS);
  const text = localMoveText(moveText(move), o);
  return call(() => raw.applyMove(fen, text, fenHow(o), !!o.strict));
}

function status(fen, options, spec) {
  checkFen(fen);
  const o = readOptions(options, spec);
  return call(() => raw.status(fen, fenHow(o)));
}

/**
 * True when the side to move is in check (Art. 3.9.1).
 * @param {string} fen
 * @param {PositionOptions} [options]
 * @returns {boolean}
 */
export function isCheck(fen, options) {
  const s = status(fen, options, IS_CHECK_OPTIONS);
  return s === 1 || s === 2;
}

/**
 * True when the side to move is checkmated (Art. 5.1.1).
 * @param {string} fen
 * @param {PositionOptions} [options]
 * @returns {boolean}
 */
export function isCheckmate(fen, options) {
  return status(fen, options, IS_CHECKMATE_OPTIONS) === 2;
}

/**
 * True when the side to move is stalemated (Art. 5.2.1).
 * @param {string} fen
 * @param {PositionOptions} [options]
 * @returns {boolean}
 */
export function isStalemate(fen, options) {
  return status(fen, options, IS_STALEMATE_OPTIONS) === 3;
}

/**
 * Every problem of a FEN at once: `{ ok: true }` or `{ ok: false, errors }`, with `warnings`
 * (e.g. `WARN_FEN_CLOCKS`) when there are observations that are not errors.
 * @param {string} fen
 * @param {PositionOptions} [options]
 * @returns {FenValidation}
 */
export function validateFen(fen, options) {
  if (typeof fen !== 'string') {
    return { ok: false, errors: [{ code: 'ERR_INVALID_ARGUMENT', message: `Invalid argument: ${fenTypeMessage(fen)}` }] };
  }
  const o = readOptions(options, VALIDATE_FEN_OPTIONS);
  const problems = call(() => raw.validateFen(fen, fenHow(o)));
  if (problems.length === 0) return { ok: true };
  const errors = [];
  const warnings = [];
  for (const e of problems) (e.code.startsWith('WARN_') ? warnings : errors).push(e);
  if (errors.length === 0) return { ok: true, warnings };
  return warnings.length ? { ok: false, errors, warnings } : { ok: false, errors };
}

function checkDepth(depth) {
  if (!Number.isInteger(depth) || depth < 0 || depth > 15) {
    throw argError(`depth must be a whole number from 0 to 15, got ${typeof depth === 'number' ? depth : describe(depth)}`);
  }
  return depth;
}

/**
 * The number of leaf nodes of the legal move tree `depth` plies deep.
 * @param {string} fen
 * @param {number} depth
 * @param {PositionOptions} [options]
 * @returns {number}
 */
export function perft(fen, depth, options) {
  checkFen(fen);
  checkDepth(depth);
  const o = readOptions(options, PERFT_OPTIONS);
  return call(() => raw.perft(fen, depth, fenHow(o)));
}

/**
 * Perft playing every leaf move (no bulk counting), for benchmarks.
 * @param {string} fen
 * @param {number} depth
 * @param {PositionOptions} [options]
 * @returns {number}
 */
export function perftCopyMake(fen, depth, options) {
  checkFen(fen);
  checkDepth(depth);
  const o = readOptions(options, PERFT_COPY_MAKE_OPTIONS);
  return call(() => raw.perftCopyMake(fen, depth, fenHow(o)));
}

const CASTLING_DESTS = { king: 1, rook: 2, both: 3 };

/** The code of `options.castling` for the raw toDests (0: the mode's default). */
function castlingOption(o) {
  const c = o.castling;
  if (c === undefined || c === null) return 0;
  if (typeof c === 'string' && Object.prototype.hasOwnProperty.call(CASTLING_DESTS, c)) return CASTLING_DESTS[c];
  throw argError(`options.castling must be 'king', 'rook' or 'both', got ${typeof c === 'string' ? JSON.stringify(c.slice(0, 16)) : describe(c)}`);
}

/**
 * Legal destinations by origin square, for board widgets (chessground's `movable.dests`).
 * Castling (Art. 3.8.2) as `options.castling` asks: 'king' (the king's destination, g1/c1 in
 * standard chess), 'rook' (king onto its rook, the only unambiguous way in Chess960) or
 * 'both'; by default 'both' in standard chess and 'rook' in Chess960.
 * @param {string} fen
 * @param {DestsOptions} [options]
 * @returns {Map<Square, Square[]>}
 */
export function toDests(fen, options) {
  checkFen(fen);
  const o = readOptions(options, TO_DESTS_OPTIONS);
  const castling = castlingOption(o);
  return call(() => raw.toDests(fen, fenHow(o), castling));
}

/**
 * `[from, to, promotion]` of a board drop `{ from, to, promotion? }`, checked (promotion as
 * promotionArg gives it).
 * @param {{ from?: unknown, to?: unknown, promotion?: unknown } | null | undefined} move
 * @returns {[Square, Square, string | undefined]}
 */
function dropSquares(move) {
  if (!move || typeof move !== 'object' || Array.isArray(move)) {
    throw argError(`move must be { from, to }, got ${describe(move)}`);
  }
  return [checkSquare(move.from, 'move.from'), checkSquare(move.to, 'move.to'), promotionArg(move.promotion)];
}

/**
 * True when moving the piece on `move.from` to `move.to` is a legal promotion in `fen` (Art.
 * 3.7.5.1), so a board opens its promotion picker only then: false for a pinned pawn, the side
 * not to move, a square the pawn cannot reach, or a piece that is no pawn. A `move.promotion`
 * other than q, r, b, n (either case) throws ERR_ILLEGAL_MOVE (Art. 3.7.5.1), judged by the core.
 * @param {string} fen
 * @param {{ from: Square; to: Square; promotion?: PromotionRole }} move
 * @param {PositionOptions} [options]
 * @returns {boolean}
 */
export function isPromotion(fen, move, options) {
  checkFen(fen);
  const [from, to, promotion] = dropSquares(move);
  const o = readOptions(options, IS_PROMOTION_OPTIONS);
  return call(() => raw.isPromotion(fen, from, to, promotion, fenHow(o)));
}

/**
 * The square of the king in check in `fen` (Art. 3.9.1; also when checkmated), or `undefined`.
 * @param {string} fen
 * @param {PositionOptions} [options]
 * @returns {Square | undefined}
 */
function kingInCheckSquare(fen, options) {
  checkFen(fen);
  const o = readOptions(options, CHECK_SQUARE_OPTIONS);
  return call(() => raw.checkSquare(fen, fenHow(o)));
}

/**
 * The squares a move changes and what each holds after it, in the order a board applies them:
 * `[{ square, piece: { color, type } | null }]` (`null`: emptied). The origin is emptied, the
 * destination gets the moving piece (the promotion piece for a promotion, replacing any captured
 * piece); en passant also empties `captureSquare`; castling also moves the rook from `rookFrom`
 * to `rookTo` (a Chess960 square the king or rook lands on is listed once, with what lands on
 * it). A null move changes nothing: `[]`. Read from the Move's own fields (no position needed),
 * so a widget can apply a move without diffing FENs: e.g. chessground's `setPieces`.
 * @param {Move} move
 * @returns {PieceChange[]}
 */
export function pieceChanges(move) {
  if (!move || typeof move !== 'object' || Array.isArray(move) || typeof move.flags !== 'string') {
    throw argError(`move must be a Move (from legalMoves, Game.move, history), got ${describe(move)}`);
  }
  const { color, from, to } = move;
  checkSquare(from, 'move.from');
  checkSquare(to, 'move.to');
  // Checked as any value: a caller's object need not be a Move.
  const c = /** @type {unknown} */ (color);
  if (c !== 'w' && c !== 'b') throw argError(`move.color must be 'w' or 'b', got ${typeof c === 'string' ? JSON.stringify(c.slice(0, 8)) : describe(c)}`);
  if (move.flags === '-') return [];
  const type = move.promotion ?? move.piece;
  if (typeof type !== 'string' || !/^[pnbrqk]$/.test(type)) throw argError(`move.piece must be a role letter (p, n, b, r, q, k), got ${typeof type === 'string' ? JSON.stringify(type.slice(0, 8)) : describe(type)}`);
  /** @type {PieceChange[]} */
  const out = [];
  const placed = new Set([to]);
  if (move.rookTo) placed.add(checkSquare(move.rookTo, 'move.rookTo'));
  const empty = (sq) => {
    if (!placed.has(sq)) out.push({ square: sq, piece: null });
  };
  empty(from);
  if (move.captureSquare && move.captureSquare !== to) empty(checkSquare(move.captureSquare, 'move.captureSquare'));
  if (move.rookFrom) empty(checkSquare(move.rookFrom, 'move.rookFrom'));
  out.push({ square: to, piece: { color, type } });
  if (move.rookTo) out.push({ square: move.rookTo, piece: { color, type: 'r' } });
  return out;
}

/**
 * The FEN of Chess960 start position `n` (0 to 959; 518 is the standard start).
 * @param {number} n
 * @returns {string}
 */
export function chess960Fen(n) {
  if (!Number.isInteger(n) || n < 0 || n > 959) {
    throw argError(`n must be a whole number from 0 to 959, got ${typeof n === 'number' ? n : describe(n)}`);
  }
  return call(() => raw.chess960Fen(n));
}

/**
 * The size of the wasm module's memory in bytes (it grows as needed and never shrinks).
 * @returns {number}
 */
export function memoryBytes() {
  return raw.memoryBytes();
}

export { kingInCheckSquare as checkSquare };

// Helpers for api.js (not re-exported by any entry).
// A text item of the wire into RawGame.fromSnapshot (src/game/snapshot_wire.rs; api.js's
// snapshotText, state.js's lineText): every item ends with SEP (U+001F), and inside a text item
// ESC (U+001E) escapes SEP and itself (ESC 0, ESC 1).
const ESC = '\u001e';
const ESCAPED = /[\u001e\u001f]/g;
const wireItem = (/** @type {string} */ t) => (t.includes(SEP) || t.includes(ESC) ? t.replace(ESCAPED, (c) => (c === ESC ? ESC + '0' : ESC + '1')) : t);

/**
 * The items of a snapshot's line on that wire, each to be ended by SEP: the start FEN, Chess960,
 * relaxed, the ply, the claim, the moves (their count first). api.js's snapshotText goes on with
 * the tree and the PGN record; state.js's line has neither.
 * @param {{ startFen: string, chess960: boolean, relaxed?: boolean, ply: number, claim?: string | null, moves: string[] }} s
 * @returns {(string | number)[]}
 */
function lineItems(s) {
  const out = [wireItem(s.startFen), s.chess960 ? 1 : 0, s.relaxed === true ? 1 : 0, s.ply, wireItem(s.claim ?? ''), s.moves.length];
  for (const m of s.moves) out.push(wireItem(m));
  return out;
}

/**
 * RawGame.snapshot's text read (src/game/snapshot_wire.rs): its items joined by SEP, the start
 * FEN, Chess960, relaxed, the ply, the claim (empty: none), the PGN record and the tree (JSON,
 * empty without them), then the moves.
 * @param {string} text
 */
function readSnapshotItems(text) {
  const f = text.split(SEP);
  return { startFen: f[0], chess960: f[1] === '1', relaxed: f[2] === '1', ply: +f[3], claim: f[4] || null, record: f[5], tree: f[6], moves: f.slice(7) };
}

export { SEP, wireItem, checkOptionNames, checkPly, optionsObject, MOVE_NAMES, PGN_NAMES, lineItems, readSnapshotItems, argError, call, castlingOption, checkFen, chess960Option, checkSquare as checkSquareArg, dropSquares, decodeCode, decodeList, describe, fenHow, fromPayload, langArg, localMoveText, moveText, castlingText, readOptions, squareIndex, squareOption, textIn };

