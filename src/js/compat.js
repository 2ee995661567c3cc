// `chess-arbiter/compat`: the API of chess.js 1.4.0 (`Chess`, `Move`, `validateFen` and its
// constants), backed by the Rust core through the package's own API (api.js) and the thin
// exports of src/wasm/compat.rs. No rule is computed here: legal moves and their order, SAN,
// check, mate, draws, FEN (its checks too), PGN reading and writing, board editing, attackers
// and the Zobrist key come from the core; this file keeps chess.js's shapes (objects,
// overloads, return values, error messages), headers and comments. Types:
// src/js/compat/index.d.ts. Differences: README "Coming from chess.js".
// The compat exports (src/wasm/compat.rs) are their own wasm module (compat/init.js instantiates
// it); chess.js's PGN reading (compatParsePgn) is the package's, beside its PGN reader.
import * as raw from './compat/chess_arbiter.js';
import { compatChess960Variant, compatExactSan, compatParsePgn } from './chess_arbiter.js';
import { ChessError, Game, applyMove, explainMove, isPromotion, legalMoves, perft as perftCount, validateFen as checkFen } from './api.js';
import { describe, fenHow, textIn } from './rules.js';

// Not in chess.js: the error class (every error of compat is one, with chess.js's message and
// a code) and the size of the wasm memory in bytes (it grows as needed, never shrinks).
export { ChessError, memoryBytes } from './api.js';

export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const EMPTY_POSITION = '8/8/8/8/8/8/8/8 w - - 0 1';

/** The squares from a8 to h1, rank by rank (chess.js's order). */
export const SQUARES = [];
for (let r = 8; r >= 1; r--) for (const f of 'abcdefgh') SQUARES.push(f + r);
const INDEX = {}; // square name -> 0 (a1) .. 63 (h8), as the core counts
SQUARES.forEach((s) => { INDEX[s] = (s.charCodeAt(0) - 97) + 8 * (s.charCodeAt(1) - 49); });

export const SEVEN_TAG_ROSTER = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*' };
// Tag names kept in this order in the header (chess.js writes them in this order).
const SUPPLEMENTAL_TAGS = ('WhiteTitle BlackTitle WhiteElo BlackElo WhiteUSCF BlackUSCF WhiteNA BlackNA WhiteType BlackType EventDate '
  + 'EventSponsor Section Stage Board Opening Variation SubVariation ECO NIC Time UTCTime UTCDate TimeControl SetUp FEN '
  + 'Termination Annotator Mode PlyCount').split(' ');

/** @type {[string, string | null][]} */
const HEADER_ENTRIES = Object.entries(SEVEN_TAG_ROSTER);
for (const t of SUPPLEMENTAL_TAGS) HEADER_ENTRIES.push([t, null]);
/** @returns {Record<string, string | null>} */
function headerTemplate() {
  return Object.fromEntries(HEADER_ENTRIES);
}


// chess.js's messages, in the order in which chess.js checks (the first problem found is the
// one it names); the kings' message is made from the problem.
const FEN_CHECKS = [
  ['FIELDS', 'must contain six space-delimited fields'],
  ['FULLMOVE', 'move number must be a positive integer'],
  ['HALFMOVE', 'half move counter number must be a non-negative integer'],
  ['EP', 'en-passant square is invalid'],
  ['CASTLING', 'castling availability is invalid'],
  ['TURN', 'side-to-move is invalid'],
  ['RANKS', "piece data does not contain 8 '/'-delimited rows"],
  ['BOARD', 'piece data is invalid (invalid piece)'],
  ['RANK_LENGTH', 'piece data is invalid (too many squares in rank)'],
  ['EN_PASSANT', 'illegal en-passant square'],
  ['KINGS'],
  ['PAWNS_ON_BACKRANK', 'some pawns are on the edge rows'],
];
const FEN_ORDER = FEN_CHECKS.map((c) => 'ERR_FEN_' + c[0]);

/**
 * chess.js's `validateFen`: `{ ok: true }` or `{ ok: false, error }` with chess.js's message,
 * plus our `code`. The checks are the core's (relaxed, as chess.js accepts positions that cannot
 * arise in a game), with chess.js's own rules for the FEN's shape: six fields, a move number from 1.
 */
export function validateFen(fen, options) {
  if (typeof fen !== 'string') return { ok: false, error: 'Invalid FEN: ' + FEN_CHECKS[0][1], code: 'ERR_INVALID_ARGUMENT' };
  /** @type {{ code: string, message?: string }[]} */
  const found = [];
  // chess.js's own shape rules (six fields, a move number from 1): the core's
  // (src/notation/fen.rs, chess_js_shape).
  const shape = raw.compatFenShape(fen);
  if (shape !== undefined) found.push({ code: shape });
  const o = { relaxed: true };
  if (options && options.chess960 !== undefined) o.chess960 = options.chess960;
  const r = checkFen(fen, o);
  // chess.js accepts what its own checks do not cover (a side not to move in check, castling
  // rights without their rook, ...): only the problems it also finds count.
  if (!r.ok) found.push(...r.errors.filter((e) => FEN_ORDER.includes(e.code)));
  // Relaxed reading drops an en-passant square on the wrong rank for the side to move; chess.js
  // refuses it, and so does the core's rank check (the FEN's syntax is sound when nothing was found).
  if (found.length === 0 && !raw.compatEpRankFits(fen)) found.push({ code: 'ERR_FEN_EN_PASSANT' });
  if (found.length === 0) return { ok: true };
  const rank = (e) => { const i = FEN_ORDER.indexOf(e.code); return i < 0 ? FEN_ORDER.length : i; };
  const first = found.sort((a, b) => rank(a) - rank(b))[0];
  let error = FEN_CHECKS[rank(first)][1];
  if (first.code === 'ERR_FEN_KINGS') {
    const message = first.message ?? '';
    const color = /^black/.test(message) ? 'black' : 'white';
    error = /no king/.test(message) ? `missing ${color} king` : `too many ${color} kings`;
  }
  return { ok: false, error: 'Invalid FEN: ' + error, code: first.code };
}

// The published types of chess-arbiter/compat (src/js/compat/index.d.ts), for the JSDoc types
// of Chess (checked by `tsc -p src/js`, against compat/index.d.ts by tests/types/js-face.ts).
/** @typedef {import('./compat/index.js').Square} Square */
/** @typedef {import('./compat/index.js').Color} Color */
/** @typedef {import('./compat/index.js').PieceSymbol} PieceSymbol */
/** @typedef {import('./compat/index.js').Piece} Piece */
/** @typedef {import('./index.js').Outcome} Outcome */
/** @typedef {import('./index.js').RulingLang} RulingLang */
/** @typedef {import('./index.js').MoveExplanation} MoveExplanation */

// ---- Move ------------------------------------------------------------------------------

const FLAG_CAPTURE = 'c';

/**
 * A move as chess.js gives it: `color`, `from`, `to`, `piece`, `captured`, `promotion`,
 * `flags`, `san`, `lan`, `before`, `after`; and ours, not enumerable (chess.js's deep
 * comparisons see only its own fields): `uci`, `rookFrom`, `rookTo`, `captureSquare`.
 */
export class Move {
  static name = 'Move'; // kept when minified with short local names (scripts/minify.mjs --names)
  color;
  from;
  to;
  piece;
  captured;
  promotion;
  flags;
  san;
  lan;
  before;
  after;
  #m;

  /** Made by `Chess` (from the core's move object, and the FENs before and after). */
  constructor(m, before, after) {
    this.#m = m;
    this.color = m.color;
    this.piece = m.piece;
    this.from = m.from;
    this.to = m.to;
    this.san = m.san;
    this.lan = m.flags === '-' ? '--' : m.from + m.to + (m.promotion ?? '');
    this.before = before;
    this.after = after;
    this.flags = m.flags;
    if (m.captured) this.captured = m.captured;
    if (m.promotion) this.promotion = m.promotion;
  }

  /** The move in UCI (castling as king takes rook in Chess960). */
  get uci() { return this.#m.uci; }
  /** Castling: where the rook starts. */
  get rookFrom() { return this.#m.rookFrom; }
  /** Castling: where the rook lands. */
  get rookTo() { return this.#m.rookTo; }
  /** En passant: the square of the pawn taken. */
  get captureSquare() { return this.#m.captureSquare; }

  isCapture() { return this.flags.includes(FLAG_CAPTURE); }
  isPromotion() { return this.flags.includes('p'); }
  isEnPassant() { return this.flags.includes('e'); }
  isKingsideCastle() { return this.flags.includes('k'); }
  isQueensideCastle() { return this.flags.includes('q'); }
  isBigPawn() { return this.flags.includes('b'); }
}

// ---- Chess -------------------------------------------------------------------------------

/**
 * The piece of a FEN letter (`.` or nothing: none).
 * @param {string | undefined} c
 * @returns {Piece | undefined}
 */
function pieceOf(c) {
  if (c === '.' || c === undefined) return undefined;
  const lower = /** @type {PieceSymbol} */ (c.toLowerCase());
  return { type: lower, color: c === lower ? BLACK : WHITE };
}

function isNullSan(s) {
  return s === '--';
}

function isColor(c) {
  return c === WHITE || c === BLACK;
}

/**
 * @param {unknown} s
 * @returns {s is Square}
 */
function isSquare(s) {
  return typeof s === 'string' && Object.prototype.hasOwnProperty.call(INDEX, s);
}

/** chess.js's padding of a FEN of 2 to 5 fields: the core's (src/notation/fen.rs, chess_js_padded). */
function padFen(fen) {
  return raw.compatPadFen(fen);
}

/** chess.js's `Chess`, on the chess-arbiter core. Needs no `free()`: the garbage collector releases its wasm memory. */
export class Chess {
  static name = 'Chess';
  /** @type {Game | null} */
  #game = null; // a Game when the core can play the position
  #fen = EMPTY_POSITION; // the position when it cannot (no kings, ...: chess.js's skipValidation, put, remove, clear)
  /** @type {boolean | undefined} */
  #chess960 = undefined;
  /** @type {Record<string, string | null> | null} */
  #header = null; // made from the template when first needed (a 35-key object costs microseconds)
  #comments = new Map(); // FEN -> comment
  #boardFen = '';
  #counted = true; // chess.js counts the position of load(), not one made by clear() and put()
  #pending; // a PGN text loaded whose tags and comments are read when first asked for
  #board = '';
  #startEp; // { game, fen }: the FEN that game was loaded from (its en-passant field as written)

  /**
   * @param {string} [fen]
   * @param {{ skipValidation?: boolean; chess960?: boolean }} [options]
   */
  constructor(fen = DEFAULT_POSITION, options = {}) {
    const o = options ?? {};
    if (o.chess960 !== undefined) this.#chess960 = !!o.chess960;
    this.load(fen, { skipValidation: o.skipValidation, chess960: o.chess960 });
  }

  /** The header, made from the template on first use. */
  #hd() {
    return (this.#header ??= headerTemplate());
  }

  #options() {
    return this.#chess960 === undefined ? { relaxed: true } : { relaxed: true, chess960: this.#chess960 };
  }

  /**
   * Replaces the game, freeing the old one's wasm memory at once (no one else holds it: the
   * garbage collector would free it later, after many more have piled up).
   */
  #use(game) {
    const old = this.#game;
    // chess.js: a move after undo replaces the line (Game's default keeps it as a variation).
    if (game && old !== game) game.setBranching('replace');
    this.#game = game;
    if (old && old !== game) old.free();
  }

  /** Sets the position: playable by the core (a Game), or a board only. */
  #setPosition(fen) {
    this.#meta();
    try {
      this.#use(new Game(fen, this.#options()));
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      this.#use(null);
      this.#fen = raw.compatTidy(fen, this.#chess960);
    }
  }

  #updateSetup() {
    this.#meta();
    if (this.#game && this.#game.ply() > 0) return;
    const fen = this.fen();
    if (fen !== DEFAULT_POSITION) {
      const h = this.#hd();
      h.SetUp = '1';
      h.FEN = fen;
    } else if (this.#header) {
      this.#header.SetUp = null;
      this.#header.FEN = null;
    }
  }

  /**
   * @param {{ preserveHeaders?: boolean }} [options]
   * @returns {void}
   */
  clear(options = {}) {
    const preserveHeaders = !!(options && options.preserveHeaders);
    if (preserveHeaders) this.#meta();
    else this.#pending = undefined;
    this.#use(null);
    this.#fen = EMPTY_POSITION;
    this.#counted = false;
    this.#comments = new Map();
    if (!preserveHeaders) this.#header = null;
    else if (this.#header) {
      this.#header.SetUp = null;
      this.#header.FEN = null;
    }
  }

  /**
   * @param {string} fen
   * @param {{ skipValidation?: boolean; preserveHeaders?: boolean; chess960?: boolean }} [options]
   * @returns {void}
   */
  load(fen, options = {}) {
    const o = options ?? {};
    // Not a FEN at all: an argument error, as the main API's (its message had said `Invalid FEN`).
    if (typeof fen !== 'string') throw new ChessError('ERR_INVALID_ARGUMENT', `Invalid argument: the FEN must be a string, got ${describe(fen)}`);
    const padded = padFen(fen);
    const chess960 = o.chess960 !== undefined ? !!o.chess960 : this.#chess960;
    if (!o.skipValidation) {
      const v = validateFen(padded, { chess960 });
      if (!v.ok) throw new ChessError('ERR_INVALID_FEN', v.error);
    }
    let game = null;
    let setupFen;
    try {
      game = new Game(padded, chess960 === undefined ? { relaxed: true } : { relaxed: true, chess960 });
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      try {
        setupFen = raw.compatTidy(padded, chess960);
      } catch {
        throw new ChessError('ERR_INVALID_FEN', e.message);
      }
    }
    if (o.preserveHeaders) this.#meta();
    else this.#pending = undefined;
    this.#chess960 = chess960;
    this.#use(game);
    this.#startEp = game ? { game, fen: padded } : undefined;
    if (setupFen !== undefined) this.#fen = setupFen;
    this.#counted = true;
    this.#comments = new Map();
    if (!o.preserveHeaders) this.#header = null;
    this.#updateSetup();
  }

  /**
   * @param {{ preserveHeaders?: boolean }} [options]
   * @returns {void}
   */
  reset(options = {}) {
    this.load(DEFAULT_POSITION, { preserveHeaders: !!(options && options.preserveHeaders) });
  }

  /**
   * @param {{ forceEnpassantSquare?: boolean }} [options]
   * @returns {string}
   */
  fen(options = {}) {
    if (!this.#game) return this.#fen;
    const fen = this.#game.fen();
    if (!(options && options.forceEnpassantSquare)) return fen;
    // chess.js's stored en-passant square (the core's, src/wasm/compat.rs compatForcedEp): at the
    // start, the loaded FEN's; after a double step, the square passed over when a pawn of the
    // other side stands beside the pawn (whether or not it may take); otherwise none.
    if (this.#game.ply() === 0) {
      return this.#startEp && this.#startEp.game === this.#game ? raw.compatForcedEp(fen, this.#startEp.fen, -1) : fen;
    }
    const last = this.#game.history({ verbose: true }).at(-1);
    if (!last || last.flags !== 'b') return fen;
    return raw.compatForcedEp(fen, '', INDEX[last.to]);
  }

  #cells() {
    const fen = this.fen();
    if (fen !== this.#boardFen) {
      this.#board = raw.compatBoard(fen);
      this.#boardFen = fen;
    }
    return this.#board;
  }

  /**
   * @param {Square} square
   * @returns {Piece | undefined}
   */
  get(square) {
    if (!isSquare(square)) return undefined;
    return pieceOf(this.#cells()[INDEX[square]]);
  }

  /**
   * @param {Piece} piece
   * @returns {Square[]}
   */
  findPiece(piece) {
    const cells = this.#cells();
    return SQUARES.filter((s) => {
      const p = pieceOf(cells[INDEX[s]]);
      return p !== undefined && piece && p.type === piece.type && p.color === piece.color;
    });
  }

  #edited(fen) {
    this.#setPosition(fen);
    this.#updateSetup();
  }

  /**
   * @param {{ type: PieceSymbol; color: Color }} piece
   * @param {Square} square
   * @returns {boolean}
   */
  put(piece, square) {
    if (!piece || typeof piece.type !== 'string' || !'pnbrqk'.includes(piece.type.toLowerCase()) || piece.type.length !== 1) return false;
    if (piece.color !== WHITE && piece.color !== BLACK) return false;
    if (!isSquare(square)) return false;
    const letter = piece.color === WHITE ? piece.type.toUpperCase() : piece.type.toLowerCase();
    const fen = raw.compatPut(this.fen(), INDEX[square], letter, this.#chess960);
    if (fen === undefined) return false;
    this.#edited(fen);
    return true;
  }

  /**
   * @param {Square} square
   * @returns {Piece | undefined}
   */
  remove(square) {
    const piece = this.get(square);
    if (!isSquare(square)) return piece;
    this.#edited(raw.compatRemove(this.fen(), INDEX[square], this.#chess960));
    return piece;
  }

  /**
   * @returns {({ square: Square; type: PieceSymbol; color: Color } | null)[][]}
   */
  board() {
    const cells = this.#cells();
    /** @type {({ square: Square; type: PieceSymbol; color: Color } | null)[][]} */
    const out = [];
    for (let r = 0; r < 8; r++) {
      const row = [];
      for (let f = 0; f < 8; f++) {
        const square = SQUARES[r * 8 + f];
        const p = pieceOf(cells[INDEX[square]]);
        row.push(p ? { square, type: p.type, color: p.color } : null);
      }
      out.push(row);
    }
    return out;
  }

  /**
   * @returns {string}
   */
  ascii() {
    const cells = this.#cells();
    let s = '   +------------------------+\n';
    for (let r = 0; r < 8; r++) {
      s += ' ' + (8 - r) + ' |';
      for (let f = 0; f < 8; f++) s += ' ' + cells[INDEX[SQUARES[r * 8 + f]]] + ' ';
      s += '|\n';
    }
    return s + '   +------------------------+\n     a  b  c  d  e  f  g  h';
  }

  /**
   * @param {Square} square
   * @returns {'light' | 'dark' | null}
   */
  squareColor(square) {
    if (!isSquare(square)) return null;
    return raw.compatIsDark(INDEX[square]) ? 'dark' : 'light';
  }

  /**
   * @param {Square} square
   * @param {Color} [attackedBy]
   * @returns {Square[]}
   */
  attackers(square, attackedBy) {
    const by = attackedBy ?? this.turn();
    if (!isSquare(square) || !isColor(by)) return [];
    const idx = raw.compatAttackers(this.fen(), INDEX[square], by);
    const names = new Set(Array.from(idx, (i) => 'abcdefgh'[i & 7] + ((i >> 3) + 1)));
    return SQUARES.filter((s) => names.has(s));
  }

  /**
   * @param {Square} square
   * @param {Color} attackedBy
   * @returns {boolean}
   */
  isAttacked(square, attackedBy) {
    return this.attackers(square, attackedBy).length > 0;
  }

  /**
   * The position's 64-bit Zobrist key, as 16 hex digits (src/position/zobrist.rs).
   * @returns {string}
   */
  hash() {
    return raw.compatHash(this.fen());
  }

  /** How many times the position with Zobrist key `hash` (a BigInt) occurred on the line so far (chess.js's internal API). */
  _getPositionCount(hash) {
    return this._positionCount.get(hash) ?? 0;
  }

  /** Zobrist key (BigInt) -> count, over the positions of the line so far (chess.js's internal API). */
  get _positionCount() {
    const m = new Map();
    if (!this.#game && !this.#counted) return m;
    for (const fen of this.#lineFens()) {
      const h = BigInt('0x' + raw.compatHash(fen));
      m.set(h, (m.get(h) ?? 0) + 1);
    }
    return m;
  }

  #lineFens() {
    if (!this.#game) return [this.#fen];
    const out = [];
    const n = this.#game.ply();
    for (let i = 0; i <= n; i++) out.push(this.#game.fenAt(i));
    return out;
  }

  /**
   * @overload
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ square: Square }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ piece: PieceSymbol }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ square: Square; piece: PieceSymbol }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose: true; square?: Square }} options
   * @returns {Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: false; square?: Square }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose?: boolean; square?: Square }} options
   * @returns {string[] | Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: true; piece?: PieceSymbol }} options
   * @returns {Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: false; piece?: PieceSymbol }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose?: boolean; piece?: PieceSymbol }} options
   * @returns {string[] | Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: true; square?: Square; piece?: PieceSymbol }} options
   * @returns {Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: false; square?: Square; piece?: PieceSymbol }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose?: boolean; square?: Square; piece?: PieceSymbol }} options
   * @returns {string[] | Move[]}
   */
  /**
   * @overload
   * @param {{ square?: Square; piece?: PieceSymbol }} options
   * @returns {Move[]}
   */
  /**
   * @param {{ verbose?: boolean; square?: Square; piece?: PieceSymbol }} [options]
   * @returns {string[] | Move[]}
   */
  moves(options = {}) {
    const o = options ?? {};
    if (this.#game ? this.#game.isCheckmate() : !this.#fen) return [];
    if (o.square !== undefined && !isSquare(o.square)) return [];
    // A board the core cannot play as a game (no kings: chess.js's put, remove, clear) is read
    // as a lesson's position: the pieces move by Article 3, a side without a king is never in
    // check (the core's `lesson` mode).
    const game = this.#game;
    const lesson = !game;
    const before = game ? game.fen() : this.#fen;
    const q = this.#options();
    if (lesson) q.lesson = true;
    if (o.square !== undefined) q.square = o.square;
    const sq = o.square === undefined ? -1 : INDEX[o.square];
    let list;
    try {
      list = legalMoves(before, q);
    } catch (e) {
      if (lesson && e instanceof ChessError) return []; // not even a lesson's position
      throw e;
    }
    // chess.js lists moves in its own order, which some apps (and a test of chess.js) rely on:
    // the core gives it, as the places of the moves in legalMoves' list (src/ui.rs,
    // chess_js_order_key).
    const how = fenHow({ chess960: q.chess960, relaxed: true, lesson });
    const order = raw.compatMoveOrder(before, how, sq);
    const out = [];
    if (!o.verbose) {
      for (const i of order) if (o.piece === undefined || list[i].piece === o.piece) out.push(list[i].san);
      return out;
    }
    // The FENs after the moves in one call, in the same order as the moves.
    const after = raw.compatAfterFens(before, how, sq).split('\n');
    for (const i of order) if (o.piece === undefined || list[i].piece === o.piece) out.push(new Move(list[i], before, after[i]));
    return out;
  }

  /**
   * A move given as SAN (permissive unless `strict`), UCI, `{ from, to, promotion }`, `'--'` or `null` (a null move).
   * @param {string | { from: string; to: string; promotion?: string; flags?: string } | null} move
   * @param {{ strict?: boolean }} [options]
   * @returns {Move}
   */
  move(move, options = {}) {
    const strict = !!(options && options.strict);
    const text = typeof move === 'string' ? move : JSON.stringify(move);
    const invalid = (e) => new ChessError(e && e.code ? e.code : 'ERR_ILLEGAL_MOVE', `Invalid move: ${text}`, e && e.article);
    const isNull = move === null || move === '--';
    if (!this.#game) throw invalid();
    if (isNull && this.isCheck()) throw new ChessError('ERR_ILLEGAL_MOVE', 'Null move not allowed when in check', '3.9.2');
    let input;
    if (move === null) input = '--';
    else if (typeof move === 'string') {
      input = move;
      // compat's strict reading (the core's, src/notation/san.rs read_exact): exactly the SAN
      // of a legal move, no UCI and no figurines (which the core's own strict reading takes).
      if (strict && move !== '--' && !compatExactSan(this.#game.fen(), fenHow(this.#options()), move)) {
        throw invalid({ code: 'ERR_NOT_STRICT_SAN' });
      }
    }
    else if (move && typeof move === 'object') {
      if (!isSquare(move.from) || !isSquare(move.to)) throw invalid({ code: 'ERR_INVALID_MOVE' });
      // chess.js matches a legal move by from and to, and by promotion only for a promotion.
      const matches = legalMoves(this.#game.fen(), { ...this.#options(), square: move.from })
        .filter((m) => m.to === move.to && (!m.promotion || m.promotion === move.promotion));
      // In Chess960 a king step and castling can share from and to (king f1, rook h1: Kg1 and
      // O-O): the object's flags choose, else the king step.
      const castles = (m) => m.flags === 'k' || m.flags === 'q';
      const found = matches.length < 2 ? matches[0]
        : matches.find((m) => m.flags === move.flags) ?? matches.find((m) => !castles(m));
      if (!found) {
        // chess.js's message, with the code and article the main entry gives the same move
        // (ERR_PROMOTION_REQUIRED for a pawn on the last rank without its piece, as `e8`).
        let why;
        const promotion = typeof move.promotion === 'string' ? move.promotion : '';
        try {
          applyMove(this.#game.fen(), `${move.from}${move.to}${promotion}`, this.#options());
        } catch (e) {
          why = e instanceof ChessError ? e : undefined;
        }
        throw invalid(why);
      }
      input = found.uci;
    } else throw invalid({ code: 'ERR_INVALID_ARGUMENT' });
    const before = this.#game.fen();
    let m;
    try {
      m = this.#game.move(input, { strict: strict && !isNull });
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      throw invalid(e);
    }
    return new Move(m, before, this.#game.fen());
  }

  /**
   * @returns {Move | null}
   */
  undo() {
    if (!this.#game) return null;
    const after = this.#game.fen();
    const m = this.#game.undo();
    if (m === undefined) return null;
    return new Move(m, this.#game.fen(), after);
  }

  /**
   * Plays again the move last taken back (not in chess.js), or returns `null`.
   * @returns {Move | null}
   */
  redo() {
    if (!this.#game) return null;
    const before = this.#game.fen();
    const m = this.#game.redo();
    if (m === undefined) return null;
    return new Move(m, before, this.#game.fen());
  }

  /**
   * @overload
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose: true }} options
   * @returns {Move[]}
   */
  /**
   * @overload
   * @param {{ verbose: false }} options
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose: boolean }} options
   * @returns {string[] | Move[]}
   */
  /**
   * @param {{ verbose?: boolean }} [options]
   * @returns {string[] | Move[]}
   */
  history(options = {}) {
    const game = this.#game;
    if (!game) return [];
    const moves = game.history({ verbose: true });
    if (!(options && options.verbose)) return moves.map((m) => m.san);
    return moves.map((m, i) => new Move(m, game.fenAt(i), game.fenAt(i + 1)));
  }

  /**
   * @returns {Color}
   */
  turn() {
    return /** @type {Color} */ (this.fen().split(' ')[1]);
  }

  /**
   * @returns {number}
   */
  moveNumber() {
    return Number(this.fen().split(' ')[5]);
  }

  /**
   * @returns {boolean}
   */
  isCheck() {
    return this.#game ? this.#game.isCheck() : false;
  }

  /**
   * @returns {boolean}
   */
  inCheck() {
    return this.isCheck();
  }

  /**
   * @returns {boolean}
   */
  isCheckmate() {
    return this.#game ? this.#game.isCheckmate() : false;
  }

  /**
   * @returns {boolean}
   */
  isStalemate() {
    return this.#game ? this.#game.isStalemate() : false;
  }

  /**
   * @returns {boolean}
   */
  isInsufficientMaterial() {
    return this.#game ? this.#game.isInsufficientMaterial() : false;
  }

  /**
   * @returns {boolean}
   */
  isThreefoldRepetition() {
    return this.#game ? this.#game.isThreefoldRepetition() : false;
  }

  /**
   * @returns {boolean}
   */
  isDrawByFiftyMoves() {
    return raw.compatFiftyMoves(this.fen());
  }

  /**
   * @returns {boolean}
   */
  isDraw() {
    // chess.js's draws, and every draw the core ends the game with by itself (a dead position,
    // Art. 5.2.2; fivefold repetition, Art. 9.6.1; 75 moves, Art. 9.6.2): move() refuses every
    // move then, so isGameOver() must say so (chess.js's `while (!isGameOver()) move(...)`).
    if (this.isDrawByFiftyMoves() || this.isStalemate() || this.isInsufficientMaterial() || this.isThreefoldRepetition()) return true;
    const end = this.outcome();
    return end !== undefined && end.winner === null;
  }

  /**
   * @returns {boolean}
   */
  isGameOver() {
    return this.isCheckmate() || this.isDraw();
  }

  /**
   * How the game ended by the FIDE Laws (not in chess.js): `undefined`, or `{ winner, termination }`.
   * @returns {Outcome | undefined}
   */
  outcome() {
    return this.#game ? this.#game.outcome() : undefined;
  }

  /**
   * True when a move `{ from, to }` is a pawn reaching its last rank by a legal move (not in chess.js): ask for the piece.
   * @param {{ from: string; to: string }} move
   * @returns {boolean}
   */
  isPromotion(move) {
    if (!this.#game || !move || !isSquare(move.from) || !isSquare(move.to)) return false;
    return isPromotion(this.#game.fen(), { from: move.from, to: move.to }, this.#options()); // the core's (src/ui.rs, is_promotion_to)
  }

  /**
   * Why `move` is or is not legal here, with the FIDE article (not in chess.js); a Promise, as `explainMove`.
   * @param {string | { from: string; to: string; promotion?: string } | null} move
   * @param {{ lang?: RulingLang }} [options]
   * @returns {Promise<MoveExplanation>}
   */
  explain(move, options = {}) {
    // Relaxed, as the board itself is played: an edited board (put) need not be a game's.
    const o = { ...this.#options(), lang: options && options.lang };
    // The move is checked by explainMove (a square name, a promotion letter).
    return explainMove(this.fen(), /** @type {import('./index.js').ExplainMoveInput} */ (move === undefined ? null : move), o);
  }

  /**
   * @param {number} depth
   * @returns {number}
   */
  perft(depth) {
    if (!this.#game) return 0;
    return perftCount(this.#game.fen(), depth, this.#options());
  }

  /**
   * @param {Color} color
   * @returns {boolean}
   */
  setTurn(color) {
    if (this.turn() === color) return false;
    if (!this.#game) {
      this.#edited(raw.compatSetTurn(this.#fen, color, this.#chess960));
      return true;
    }
    this.move('--');
    return true;
  }

  /**
   * @param {Color} color
   * @returns {{ [KING]: boolean; [QUEEN]: boolean }}
   */
  getCastlingRights(color) {
    if (!isColor(color)) return { [KING]: false, [QUEEN]: false };
    const bits = raw.compatCastling(this.fen(), color);
    return { [KING]: (bits & 1) !== 0, [QUEEN]: (bits & 2) !== 0 };
  }

  /**
   * @param {Color} color
   * @param {Partial<Record<typeof KING | typeof QUEEN, boolean>>} rights
   * @returns {boolean}
   */
  setCastlingRights(color, rights) {
    if (rights === null || typeof rights !== 'object') throw new ChessError('ERR_INVALID_ARGUMENT', 'rights must be an object');
    if (!isColor(color)) return true; // as chess.js: nothing to set
    const r = rights;
    const [ok, fen] = raw.compatSetCastling(this.fen(), color, r[KING] === undefined ? undefined : !!r[KING], r[QUEEN] === undefined ? undefined : !!r[QUEEN], this.#chess960);
    this.#edited(fen);
    return ok;
  }

  // ---- headers ----

  /**
   * @param {...string} args
   * @returns {Record<string, string | null>}
   */
  header(...args) {
    this.#meta();
    for (let i = 0; i < args.length; i += 2) {
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') this.#hd()[args[i]] = args[i + 1];
    }
    return this.#hd();
  }

  /**
   * @param {string} key
   * @param {string} value
   * @returns {Record<string, string>}
   */
  setHeader(key, value) {
    this.#meta();
    this.#hd()[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null;
    return this.getHeaders();
  }

  /**
   * @param {string} key
   * @returns {boolean}
   */
  removeHeader(key) {
    this.#meta();
    const header = this.#hd();
    if (key in header) {
      header[key] = SEVEN_TAG_ROSTER[key] || null;
      return true;
    }
    return false;
  }

  /**
   * @returns {Record<string, string>}
   */
  getHeaders() {
    this.#meta();
    /** @type {Record<string, string>} */
    const out = {};
    for (const [k, v] of Object.entries(this.#hd())) if (v !== null) out[k] = v;
    return out;
  }

  // ---- comments (by position, as chess.js keeps them) ----

  /**
   * @returns {string}
   */
  getComment() {
    this.#meta();
    return this.#comments.get(this.fen());
  }

  /**
   * @param {string} comment
   * @returns {void}
   */
  setComment(comment) {
    if (typeof comment !== 'string') throw new ChessError('ERR_INVALID_ARGUMENT', 'comment must be a string');
    this.#meta();
    this.#comments.set(this.fen(), comment.replace('{', '[').replace('}', ']'));
  }

  /**
   * @returns {string}
   */
  deleteComment() {
    return this.removeComment();
  }

  /**
   * @returns {string}
   */
  removeComment() {
    this.#meta();
    const fen = this.fen();
    const c = this.#comments.get(fen);
    this.#comments.delete(fen);
    return c;
  }

  /** Keeps the comments of the positions of the line so far, in their order. */
  #pruneComments() {
    this.#meta();
    const kept = new Map();
    for (const fen of this.#lineFens()) if (this.#comments.has(fen)) kept.set(fen, this.#comments.get(fen));
    this.#comments = kept;
  }

  /**
   * @returns {{ fen: string; comment: string }[]}
   */
  getComments() {
    this.#pruneComments();
    return Array.from(this.#comments, ([fen, comment]) => ({ fen, comment }));
  }

  /**
   * @returns {{ fen: string; comment: string }[]}
   */
  deleteComments() {
    return this.removeComments();
  }

  /**
   * @returns {{ fen: string; comment: string }[]}
   */
  removeComments() {
    const out = this.getComments();
    this.#comments = new Map();
    return out;
  }

  // ---- PGN ----

  /**
   * chess.js's PGN text, written by the core (src/pgn/chess_js.rs, compatPgn): the tags that
   * have a value in this header's order, the line's SAN, the comments of its positions.
   * @param {{ newline?: string; maxWidth?: number }} [options]
   * @returns {string}
   */
  pgn(options = {}) {
    this.#meta();
    const newline = options && options.newline !== undefined ? String(options.newline) : '\n';
    const maxWidth = options && options.maxWidth ? Number(options.maxWidth) : 0;
    const header = this.#hd();
    const tags = [];
    for (const [k, v] of Object.entries(header)) if (v) tags.push(k, String(v));
    const fens = this.#lineFens();
    const moves = this.#game ? this.#game.history() : [];
    const at = [];
    const texts = [];
    fens.forEach((fen, i) => {
      const c = this.#comments.get(fen);
      if (c !== undefined) {
        at.push(i);
        texts.push(c);
      }
    });
    return raw.compatPgn(tags, moves, Uint32Array.from(at), texts, fens[0], String(header.Result || '*'), maxWidth, newline);
  }

  /**
   * @param {string} pgn
   * @param {{ strict?: boolean; newlineChar?: string; chess960?: boolean }} [options]
   * @returns {void}
   */
  loadPgn(pgn, options = {}) {
    const o = options ?? {};
    const strict = !!o.strict;
    let text = pgn;
    if (typeof text !== 'string') throw new ChessError('ERR_INVALID_ARGUMENT', 'Invalid PGN: must be a string');
    if (o.newlineChar !== undefined && o.newlineChar !== '\r?\n') text = text.replace(new RegExp(o.newlineChar, 'g'), '\n');
    const chess960 = o.chess960 !== undefined ? !!o.chess960 : this.#chess960;
    // Without a FEN tag and strict reading, the core reads and plays the game in one call
    // (Game.fromPgn); tags and comments are read when first asked for.
    if (!strict && !/\[\s*fen\s/i.test(text)) {
      let game;
      try {
        game = Game.fromPgn(text, chess960 === undefined ? { relaxed: true } : { relaxed: true, chess960 });
      } catch (e) {
        if (!(e instanceof ChessError)) throw e;
        if (e.reason !== 'ERR_PGN_EMPTY') {
          // (the main entry's PGN errors say "Invalid PGN: " already)
          const message = e.message.startsWith('Invalid PGN') ? e.message : `Invalid PGN: ${e.message}`;
          throw e.san ? new ChessError(e.reason ?? e.code, `Invalid move in PGN: ${e.san}`, e.article) : new ChessError(e.reason ?? e.code, message);
        }
      }
      if (game) {
        this.#chess960 = chess960;
        this.#use(game);
        this.#counted = true;
        this.#pending = text;
        return;
      }
    }
    this.#readPgn(text, strict, o, chess960);
  }

  /** Reads the tags and comments of the PGN loaded last, if not read yet. */
  #meta() {
    const text = this.#pending;
    if (text === undefined) return;
    this.#pending = undefined;
    const parsed = JSON.parse(compatParsePgn(textIn(text)))[0];
    this.#setMeta(parsed, parsed ? parsed.tags : {}, this.#game);
  }

  #setMeta(parsed, tags, game) {
    this.#header = headerTemplate();
    for (const [k, v] of Object.entries(tags)) this.#header[k] = v;
    if (parsed && parsed.result && this.#header.Result !== parsed.result) this.#header.Result = parsed.result;
    // A FEN tag is loaded as chess.js loads it, which sets SetUp and FEN from the position.
    if (game && Object.keys(tags).some((k) => k.toLowerCase() === 'fen')) {
      const start = game.fenAt(0);
      const set = start !== DEFAULT_POSITION;
      this.#header.SetUp = set ? '1' : null;
      this.#header.FEN = set ? start : null;
    }
    this.#comments = new Map();
    if (parsed) {
      const comment = (list) => (list.length ? list.join(' ') : undefined);
      const first = comment(parsed.comments);
      if (first !== undefined) this.#comments.set(game.fenAt(0), first);
      parsed.moves.forEach((node, i) => {
        const c = comment(node.comments);
        if (c !== undefined) this.#comments.set(game.fenAt(i + 1), c);
      });
    }
  }

  #readPgn(text, strict, o, chess960) {
    let parsed;
    try {
      parsed = JSON.parse(compatParsePgn(textIn(text)))[0];
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      throw new ChessError(e.code, `Invalid PGN: ${e.message}`);
    }
    const tags = parsed ? parsed.tags : {};
    // The start: strict, the FEN tag when SetUp is 1; else a FEN tag of any case.
    let start;
    if (strict) {
      if (tags.SetUp === '1') {
        if (tags.FEN === undefined) throw new ChessError('ERR_INVALID_PGN', 'Invalid PGN: FEN tag must be supplied with SetUp tag');
        start = tags.FEN;
      }
    } else {
      for (const k of Object.keys(tags)) if (k.toLowerCase() === 'fen') start = tags[k];
    }
    if (start !== undefined) {
      const v = validateFen(padFen(start), { chess960: o.chess960 });
      if (!v.ok) throw new ChessError('ERR_INVALID_FEN', v.error);
      start = padFen(start);
    }
    let game;
    try {
      const q = { relaxed: true };
      if (chess960 !== undefined) q.chess960 = chess960;
      else if (typeof tags.Variant === 'string' && compatChess960Variant(tags.Variant)) q.chess960 = true; // the core's rule (src/game/pgn.rs)
      game = new Game(start, q);
      const how = fenHow({ relaxed: true, chess960: game.chess960() });
      for (const node of parsed ? parsed.moves : []) {
        try {
          // strict (chess.js's strict parser): the text is exactly the SAN of a legal move (the
          // core's rule, src/notation/san.rs read_exact, as move() with strict), which the game
          // then plays.
          const exact = strict && !isNullSan(node.san);
          const notStrict = () => new ChessError('ERR_NOT_STRICT_SAN', `Invalid move in PGN: ${node.san}`);
          if (exact && !compatExactSan(game.fen(), how, node.san)) throw notStrict();
          try {
            game.move(node.san);
          } catch (e) {
            if (exact && e instanceof ChessError) throw notStrict();
            throw e;
          }
        } catch (e) {
          if (!(e instanceof ChessError)) throw e;
          throw new ChessError(e.code, `Invalid move in PGN: ${node.san}`, e.article);
        }
      }
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      if (e.message.startsWith('Invalid')) throw e;
      throw new ChessError(e.code, `Invalid PGN: ${e.message}`, e.article);
    }
    // Everything read: now change this object.
    this.#pending = undefined;
    this.#chess960 = chess960;
    this.#use(game);
    this.#counted = true;
    this.#setMeta(parsed, tags, game);
  }
}
