// `chess-arbiter/variants`: the seven lichess variants (antichess, atomic, crazyhouse, horde,
// king of the hill, racing kings, three-check) and standard chess, as free functions over a
// FEN with a `{ variant }` option. The rules are the Rust core's (src/variants/), in a wasm
// module of its own (src/wasm/variants.rs; variants/browser.js instantiates it): this file only
// checks the JS arguments, calls the raw exports and shapes their answers. Errors are the
// package's ChessError, with the core's codes (VariantError::code). Types:
// src/js/variants/index.d.ts; guide: docs/variants.md.
import * as raw from './variants/chess_arbiter.js';
import { ChessError, argError, call, castlingOption, checkSquareArg, describe } from './rules.js';

export { ChessError };

// The public types (src/js/variants/index.d.ts), for the JSDoc types of this file (checked by
// `tsc -p src/js`, against the .d.ts by tests/types/js-face.ts).
/** @typedef {import('./variants/index.js').VariantOptions} VariantOptions */
/** @typedef {import('./variants/index.js').VariantMove} VariantMove */
/** @typedef {import('./variants/index.js').VariantMoveInput} VariantMoveInput */
/** @typedef {import('./variants/index.js').VariantOutcome} VariantOutcome */
/** @typedef {import('./variants/index.js').VariantFenValidation} VariantFenValidation */
/** @typedef {import('./variants/index.js').VariantKey} VariantKey */
/** @typedef {import('./index.js').Square} Square */

/** Lichess's API keys of the variants this entry plays. @type {readonly VariantKey[]} */
export const VARIANTS = Object.freeze(/** @type {VariantKey[]} */ (['standard', 'antichess', 'atomic', 'crazyhouse', 'horde', 'kingOfTheHill', 'racingKings', 'threeCheck']));

function checkFen(fen) {
  if (typeof fen !== 'string') throw argError(`fen must be a string, got ${describe(fen)}`);
  return fen;
}

/** The variant name of `options` (`'standard'` when absent); its aliases are the core's to read. */
function variantOf(options) {
  if (options === undefined || options === null) return 'standard';
  if (typeof options !== 'object' || Array.isArray(options)) throw argError(`options must be an object, got ${describe(options)}`);
  const v = options.variant;
  if (v === undefined || v === null) return 'standard';
  if (typeof v !== 'string') throw argError(`options.variant must be a string (a lichess key such as 'atomic', or a PGN alias such as 'zh'), got ${describe(v)}`);
  return v;
}

const PROMOTION = /^[qrbnk]$/;

/** A move as the core reads it: SAN or UCI text as it is, `{ from, to, promotion? }` as UCI. */
function moveText(move) {
  if (typeof move === 'string') return move;
  if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquareArg(move.from, 'move.from');
    const to = checkSquareArg(move.to, 'move.to');
    const p = move.promotion;
    if (p === undefined || p === null) return from + to;
    if (typeof p !== 'string' || !PROMOTION.test(p)) throw argError(`move.promotion must be 'q', 'r', 'b', 'n' or 'k', got ${typeof p === 'string' ? JSON.stringify(p.slice(0, 16)) : describe(p)}`);
    return from + to + p;
  }
  throw argError(`move must be a string (SAN or UCI, drops as N@f3) or { from, to, promotion? }, got ${describe(move)}`);
}

/**
 * Lichess's API key of a variant name or alias: `variantKey('zh')` is `'crazyhouse'`.
 * @param {string} name
 * @returns {VariantKey}
 */
export function variantKey(name) {
  if (typeof name !== 'string') throw argError(`name must be a string, got ${describe(name)}`);
  return call(() => raw.variantKey(name));
}

/**
 * The variant's starting position.
 * @param {string} variant
 * @returns {string}
 */
export function startingFen(variant) {
  if (typeof variant !== 'string') throw argError(`variant must be a string, got ${describe(variant)}`);
  return call(() => raw.variantStartingFen(variant));
}

/**
 * The legal moves of the side to move, each `{ san, uci, from?, to, promotion?, drop? }`
 * (a drop has `drop`, the role letter, and no `from`).
 * @param {string} fen
 * @param {VariantOptions} [options]
 * @returns {VariantMove[]}
 */
export function legalMoves(fen, options) {
  checkFen(fen);
  const v = variantOf(options);
  const text = call(() => raw.variantLegalMoves(v, fen));
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const space = line.indexOf(' ');
    const san = line.slice(0, space);
    const uci = line.slice(space + 1);
    if (uci[1] === '@') {
      return { san, uci, to: /** @type {Square} */ (uci.slice(2, 4)), drop: /** @type {VariantMove['drop']} */ (uci[0].toLowerCase()) };
    }
    /** @type {VariantMove} */
    const m = { san, uci, from: /** @type {Square} */ (uci.slice(0, 2)), to: /** @type {Square} */ (uci.slice(2, 4)) };
    if (uci.length > 4) m.promotion = /** @type {VariantMove['promotion']} */ (uci[4]);
    return m;
  });
}

/**
 * The FEN after `move`: SAN (`Nf3`, `N@f3`, `@e4`, `e8=K`), UCI (`g1f3`, `P@e4`) or
 * `{ from, to, promotion? }`.
 * @param {string} fen
 * @param {VariantMoveInput} move
 * @param {VariantOptions} [options]
 * @returns {string}
 */
export function applyMove(fen, move, options) {
  checkFen(fen);
  const text = moveText(move);
  const v = variantOf(options);
  return call(() => raw.variantApplyMove(v, fen, text));
}

/**
 * True when the side to move is in check (never in antichess or racing kings).
 * @param {string} fen
 * @param {VariantOptions} [options]
 * @returns {boolean}
 */
export function isCheck(fen, options) {
  checkFen(fen);
  const v = variantOf(options);
  return call(() => raw.variantIsCheck(v, fen));
}

/**
 * The number of leaf nodes of the legal move tree `depth` (0 to 15) plies deep.
 * @param {string} fen
 * @param {number} depth
 * @param {VariantOptions} [options]
 * @returns {number}
 */
export function perft(fen, depth, options) {
  checkFen(fen);
  if (!Number.isInteger(depth) || depth < 0 || depth > 15) {
    throw argError(`depth must be a whole number from 0 to 15, got ${typeof depth === 'number' ? depth : describe(depth)}`);
  }
  const v = variantOf(options);
  return call(() => raw.variantPerft(v, fen, depth));
}

/**
 * `{ ok: true, fen }` (the FEN as the variant writes it) or `{ ok: false, errors: [{ code,
 * message }] }` (the first problem found). Never throws for a string FEN and a known variant.
 * @param {string} fen
 * @param {VariantOptions} [options]
 * @returns {VariantFenValidation}
 */
export function validateFen(fen, options) {
  const v = variantOf(options);
  if (typeof fen !== 'string') {
    return { ok: false, errors: [{ code: 'ERR_INVALID_ARGUMENT', message: `Invalid argument: fen must be a string, got ${describe(fen)}` }] };
  }
  variantKey(v);
  try {
    return { ok: true, fen: call(() => raw.variantNormalFen(v, fen)) };
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    return { ok: false, errors: [{ code: e.code, message: e.message }] };
  }
}

/**
 * Legal destinations of the board moves by origin square (chessground's `movable.dests`);
 * castling as the main entry's toDests gives it, by `options.castling`: 'king', 'rook' (king
 * onto its rook) or 'both'; by default 'both' in standard castling, 'rook' in Chess960.
 * @param {string} fen
 * @param {VariantOptions & { castling?: 'king' | 'rook' | 'both' }} [options]
 * @returns {Map<Square, Square[]>}
 */
export function toDests(fen, options) {
  checkFen(fen);
  const v = variantOf(options);
  const castling = castlingOption(options ?? {});
  return call(() => raw.variantToDests(v, fen, castling));
}

/**
 * The squares where the side to move may drop `role` (`'p'`, `'n'`, `'b'`, `'r'`, `'q'`) from
 * its pocket (crazyhouse; chessground's drop mode): `[]` when it has none or no drop is legal.
 * @param {string} fen
 * @param {'p' | 'n' | 'b' | 'r' | 'q'} role
 * @param {VariantOptions} [options]
 * @returns {Square[]}
 */
export function dropDests(fen, role, options) {
  checkFen(fen);
  if (typeof role !== 'string') throw argError(`role must be one of p, n, b, r, q, got ${describe(role)}`);
  const v = variantOf(options);
  return call(() => raw.variantDropDests(v, fen, role));
}

/**
 * How the game stands on the board: `null` while it goes on, else `{ winner: 'w' | 'b' |
 * null, termination }` (colors as the main entry's) (docs/variants.md lists the termination names).
 * @param {string} fen
 * @param {VariantOptions} [options]
 * @returns {VariantOutcome | null}
 */
export function outcome(fen, options) {
  checkFen(fen);
  const v = variantOf(options);
  return call(() => raw.variantOutcome(v, fen));
}

// ---- boards and rulings: pieceChanges, explainMove ------------------------------------------

/** @typedef {import('./variants/index.js').VariantPieceChange} VariantPieceChange */
/** @typedef {import('./variants/index.js').VariantMoveExplanation} VariantMoveExplanation */
/** @typedef {import('./variants/index.js').VariantExplainOptions} VariantExplainOptions */

/**
 * A move as text for the core: a VariantMove of legalMoves (its `uci`), SAN or UCI text, or
 * `{ from, to, promotion? }`.
 * @param {unknown} move
 * @returns {string}
 */
function anyMoveText(move) {
  if (move && typeof move === 'object' && !Array.isArray(move) && typeof (/** @type {{ uci?: unknown }} */ (move)).uci === 'string') {
    return /** @type {{ uci: string }} */ (move).uci;
  }
  return moveText(/** @type {VariantMoveInput} */ (move));
}

/**
 * The squares `move` changes in `fen`, in the order a board applies them (the squares emptied,
 * then those filled), each `{ square, piece }` as the main entry's pieceChanges gives them, and
 * what a board animates in the variants: `captured` (the piece taken off the square: a capture,
 * or in atomic a piece the explosion removes), `exploded` (atomic: cleared by the explosion, the
 * capture square and every piece but pawns around it), `pocket` (crazyhouse: the piece the
 * capture puts into the capturer's pocket, a promoted piece as a pawn), `drop` (crazyhouse: the
 * piece comes from its pocket), `promotion`. Throws as applyMove for a move that is not legal.
 * @param {string} fen
 * @param {VariantMoveInput | VariantMove} move
 * @param {VariantOptions} [options]
 * @returns {VariantPieceChange[]}
 */
export function pieceChanges(fen, move, options) {
  checkFen(fen);
  const text = anyMoveText(move);
  const v = variantOf(options);
  return call(() => raw.variantPieceChanges(v, fen, text));
}

// The texts, loaded on first use: the main entry's rulings (the refusals shared with chess) and
// the variants' own (./variants/rulings/), by language.
const RULING_TEXTS = {
  en: () => Promise.all([import('./rulings/en.js'), import('./variants/rulings/en.js')]),
  hy: () => Promise.all([import('./rulings/hy.js'), import('./variants/rulings/hy.js')]),
  fa: () => Promise.all([import('./rulings/fa.js'), import('./variants/rulings/fa.js')]),
  ru: () => Promise.all([import('./rulings/ru.js'), import('./variants/rulings/ru.js')]),
  cs: () => Promise.all([import('./rulings/cs.js'), import('./variants/rulings/cs.js')]),
};
const RULING_LANGS = Object.keys(RULING_TEXTS);

/**
 * Whether `move` is legal in `fen` in the variant, and if not, why: the variant's own rule
 * (ERR_CAPTURE_REQUIRED, ERR_EXPLODES_OWN_KING, ERR_KING_CAPTURE, ERR_GIVES_CHECK,
 * ERR_DROP_OCCUPIED, ERR_DROP_PAWN_RANK, ERR_DROP_NOT_IN_POCKET; `article` null), a rule shared
 * with chess (the main entry's codes, with the FIDE article), else ERR_ILLEGAL_MOVE; with the
 * deciding squares and a message in `options.lang` (en, hy, fa, ru, cs; the main entry's ruling
 * texts and the variants' own, variants/rulings/, loaded on first use). The rules are the variants' module's, loaded with this entry.
 * Resolves to `{ legal: true, move }` (the legal move, as legalMoves gives it) or `{ legal: false,
 * code, article, squares, pieces, role?, message }`. Rejects with a ChessError for a bad FEN or
 * variant, bad arguments, text that is no move (ERR_MOVE_SYNTAX) or ambiguous SAN.
 * @param {string} fen
 * @param {VariantMoveInput | { to: Square; drop: 'p' | 'n' | 'b' | 'r' | 'q' }} move
 * @param {VariantExplainOptions} [options]
 * @returns {Promise<VariantMoveExplanation>}
 */
export async function explainMove(fen, move, options) {
  checkFen(fen);
  const v = variantOf(options);
  const l = options?.lang ?? 'en';
  if (typeof l !== 'string' || !RULING_LANGS.includes(l)) {
    throw argError(`options.lang must be one of ${RULING_LANGS.join(', ')}, got ${typeof l === 'string' ? JSON.stringify(l.slice(0, 16)) : describe(l)}`);
  }
  let out;
  if (move && typeof move === 'object' && !Array.isArray(move) && 'drop' in move && move.drop !== undefined) {
    const to = checkSquareArg(move.to, 'move.to');
    const d = move.drop;
    if (typeof d !== 'string' || !/^[pnbrq]$/.test(d)) throw argError(`move.drop must be 'p', 'n', 'b', 'r' or 'q', got ${describe(d)}`);
    out = call(() => raw.variantExplainSquares(v, fen, '', to, '', d));
  } else if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquareArg(/** @type {{ from: unknown }} */ (move).from, 'move.from');
    const to = checkSquareArg(move.to, 'move.to');
    const p = /** @type {{ promotion?: unknown }} */ (move).promotion;
    if (p !== undefined && p !== null && (typeof p !== 'string' || !PROMOTION.test(p))) {
      throw argError(`move.promotion must be 'q', 'r', 'b', 'n' or 'k', got ${describe(p)}`);
    }
    out = call(() => raw.variantExplainSquares(v, fen, from, to, p ?? '', ''));
  } else {
    const text = moveText(/** @type {VariantMoveInput} */ (move));
    out = call(() => raw.variantExplainMove(v, fen, text));
  }
  if (out.uci !== undefined) {
    const m = legalMoves(fen, options).find((x) => x.uci === out.uci);
    return { legal: true, move: /** @type {VariantMove} */ (m) };
  }
  const [shared, own] = await RULING_TEXTS[/** @type {keyof typeof RULING_TEXTS} */ (l)]();
  const r = { code: out.code, article: out.article, squares: out.squares, pieces: out.pieces };
  if (out.role !== undefined) r.role = out.role;
  return { legal: false, ...r, message: own.variantMessage(r, shared.moveMessage) };
}
