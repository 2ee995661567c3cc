// `chess-arbiter/variants`: the seven lichess variants (antichess, atomic, crazyhouse, horde,
// king of the hill, racing kings, three-check) and standard chess, as free functions over a
// FEN with a `{ variant }` option. The rules are the Rust core's (src/variants/), in a wasm
// module of its own (src/wasm/variants.rs; variants/browser.js instantiates it): this file only
// checks the JS arguments, calls the raw exports and shapes their answers. Errors are the
// package's ChessError, with the core's codes (VariantError::code: the main entry's codes,
// ERR_INVALID_FEN with the problem's code in `reason`, ERR_ILLEGAL_MOVE with why in `reason`,
// the ruling's code, src/wasm/variants.rs). Types:
// src/js/variants/index.d.ts; guide: docs/variants.md.
import * as raw from './variants/chess_arbiter.js';
import { ChessError, argError, call, checkPly, castlingOption, checkSquareArg, describe, optionsObject, readOptions, squareIndex } from './rules.js';

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

// The options of each function and method taking an options object (their types in
// variants/index.d.ts), written once: any other name is refused (optionsObject).
const VARIANT = ['variant'];
const LEGAL_MOVES_OPTIONS = { fn: 'legalMoves', names: ['variant', 'square'] };
const APPLY_MOVE_OPTIONS = { fn: 'applyMove', names: VARIANT };
const IS_CHECK_OPTIONS = { fn: 'isCheck', names: VARIANT };
const PERFT_OPTIONS = { fn: 'perft', names: VARIANT };
const VALIDATE_FEN_OPTIONS = { fn: 'validateFen', names: VARIANT };
const TO_DESTS_OPTIONS = { fn: 'toDests', names: ['variant', 'castling'] };
const DROP_DESTS_OPTIONS = { fn: 'dropDests', names: VARIANT };
const OUTCOME_OPTIONS = { fn: 'outcome', names: VARIANT };
const PIECE_CHANGES_OPTIONS = { fn: 'pieceChanges', names: VARIANT };
const EXPLAIN_MOVE_OPTIONS = { fn: 'explainMove', names: ['variant', 'lang'] };
const GAME_OPTIONS = { fn: 'new Game', names: VARIANT };
const HISTORY_OPTIONS = { fn: 'Game#history', names: ['verbose'] };
const GAME_TO_DESTS_OPTIONS = { fn: 'Game#toDests', names: ['castling'] };
const GAME_PGN_OPTIONS = { fn: 'Game#pgn', names: ['maxLineLength', 'tags'] };
const GAME_MOVES_OPTIONS = { fn: 'Game#moves', names: ['square'] };
const GAME_LEGAL_MOVES_OPTIONS = { fn: 'Game#legalMoves', names: ['square'] };
// Taking no options (the main entry's strict, lang...: not read here), an options object is
// still checked, so that a main-entry option is refused rather than ignored.
const GAME_MOVE_OPTIONS = { fn: 'Game#move', names: [] };
const FROM_PGN_OPTIONS = { fn: 'Game.fromPgn', names: ['skipBadVariations'] };
const READ_GAMES_OPTIONS = { fn: 'readGames', names: ['skipBadVariations'] };

/** The variant name of `options` (`'standard'` when absent), its names checked against `spec`; its aliases are the core's to read. */
function variantOf(options, spec) {
  return variantIn(optionsObject(options, spec));
}

/** The variant name of checked options (`optionsObject`'s). */
function variantIn(o) {
  const v = o.variant;
  if (v === undefined || v === null) return 'standard';
  if (typeof v !== 'string') throw argError(`options.variant must be a string (a lichess key such as 'atomic', or a PGN alias such as 'zh'), got ${describe(v)}`);
  return v;
}

// Any case; a pawn too: the core judges the letter (a king in antichess only, never a pawn:
// ERR_ILLEGAL_MOVE, Art. 3.7.5.1), as the main entry's does.
const PROMOTION = /^[qrbnkpQRBNKP]$/;
const DROP = /^[pnbrq]$/;

/** A move as the core reads it: SAN or UCI text as it is, `{ from, to, promotion? }` as UCI, `{ to, drop }` as `P@e4`. */
function moveText(move) {
  if (typeof move === 'string') return move;
  if (move && typeof move === 'object' && !Array.isArray(move)) {
    const d = move.drop;
    if (d !== undefined && d !== null) {
      // a drop, as legalMoves and Game#moves give it: { to, drop }
      const to = checkSquareArg(move.to, 'move.to');
      if (typeof d !== 'string' || !DROP.test(d)) throw argError(`move.drop must be 'p', 'n', 'b', 'r' or 'q', got ${typeof d === 'string' ? JSON.stringify(d.slice(0, 16)) : describe(d)}`);
      return d.toUpperCase() + '@' + to;
    }
    const from = checkSquareArg(move.from, 'move.from');
    const to = checkSquareArg(move.to, 'move.to');
    const p = move.promotion;
    if (p === undefined || p === null) return from + to;
    if (typeof p !== 'string' || !PROMOTION.test(p)) throw argError(`move.promotion must be 'q', 'r', 'b', 'n' or 'k', got ${typeof p === 'string' ? JSON.stringify(p.slice(0, 16)) : describe(p)}`);
    return from + to + p; // the letter as given, as the main entry quotes it (the reader takes either case)
  }
  throw argError(`move must be a string (SAN or UCI, drops as N@f3), { from, to, promotion? } or { to, drop }, got ${describe(move)}`);
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
 * (a drop has `drop`, the role letter, and no `from`). `options.square` keeps the moves of the
 * piece on that square, as the main entry's legalMoves (drops come from no square: none).
 * @param {string} fen
 * @param {VariantOptions & { square?: Square }} [options]
 * @returns {VariantMove[]}
 */
export function legalMoves(fen, options) {
  checkFen(fen);
  const v = variantOf(options, LEGAL_MOVES_OPTIONS);
  const sq = options?.square === undefined ? -1 : squareIndex(checkSquareArg(options.square, 'options.square'));
  const text = call(() => raw.variantLegalMoves(v, fen, sq));
  if (text === '') return [];
  return text.split('\n').map(legalMove);
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
  const v = variantOf(options, APPLY_MOVE_OPTIONS);
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
  const v = variantOf(options, IS_CHECK_OPTIONS);
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
  const v = variantOf(options, PERFT_OPTIONS);
  return call(() => raw.variantPerft(v, fen, depth));
}

/**
 * `{ ok: true, fen }` (the FEN as the variant writes it) or `{ ok: false, errors: [{ code,
 * message }] }` (the first problem found, its own code: ERR_FEN_KINGS..., the `reason` of the
 * other functions' ERR_INVALID_FEN). Never throws for a string FEN and a known variant.
 * @param {string} fen
 * @param {VariantOptions} [options]
 * @returns {VariantFenValidation}
 */
export function validateFen(fen, options) {
  const v = variantOf(options, VALIDATE_FEN_OPTIONS);
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
  const o = optionsObject(options, TO_DESTS_OPTIONS);
  const v = variantIn(o);
  const castling = castlingOption(o);
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
  const v = variantOf(options, DROP_DESTS_OPTIONS);
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
  const v = variantOf(options, OUTCOME_OPTIONS);
  return call(() => raw.variantOutcome(v, fen));
}

// ---- Game: a game of a variant (the core's VariantGame, src/variants/game.rs) ----

import { fromPayload } from './rules.js';

/** @typedef {import('./variants/index.js').VariantPlayedMove} VariantPlayedMove */
/** @typedef {import('./variants/index.js').VariantGameSnapshot} VariantGameSnapshot */
/** @typedef {import('./variants/index.js').VariantGameOptions} VariantGameOptions */
/** @typedef {import('./variants/index.js').VariantReadGamesItem} VariantReadGamesItem */
/** @typedef {import('./variants/index.js').VariantPgnWriteOptions} VariantPgnWriteOptions */

/** Frees the wasm game of a Game collected without free(). */
const gameFinalizer = typeof FinalizationRegistry === 'undefined'
  ? { register() {}, unregister() {} }
  : new FinalizationRegistry((/** @type {raw.RawVariantGame} */ r) => r.free());

/** @type {raw.RawVariantGame | undefined} a wasm game the constructor takes (fromPgn, fromJSON, readGames) */
let adopting;

/** A move of the raw game, `SAN UCI COLOR`, as a move object. */
function playedMove(line) {
  const [san, uci, color] = line.split(' ');
  /** @type {VariantPlayedMove} */
  const m = { color: /** @type {'w' | 'b'} */ (color), san, uci, to: /** @type {Square} */ (uci.slice(2, 4)) };
  if (uci[1] === '@') {
    m.drop = /** @type {VariantMove['drop']} */ (uci[0].toLowerCase());
  } else {
    m.from = /** @type {Square} */ (uci.slice(0, 2));
    if (uci.length > 4) m.promotion = /** @type {VariantMove['promotion']} */ (uci[4]);
  }
  return m;
}

/** A legal move of the raw game, `SAN UCI`, as legalMoves gives it. */
function legalMove(line) {
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
}

/** A PGN tag name as the core's reader takes one: a letter or digit, then letters, digits and `_+#=:-/@`. */
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9_+#=:\-/@]*$/;

function snapshotError(why) {
  return new ChessError('ERR_INVALID_SNAPSHOT', `invalid snapshot: ${why}`);
}

/**
 * A game of a lichess variant (or standard chess): one line of moves with undo/redo, the
 * variant's ends, lichess's draw rules (fivefold repetition and the fifty-move rule automatic,
 * the latter not in crazyhouse; threefold repetition on a claim), PGN with the `[Variant]` tag,
 * and snapshots. Call `free()` when done (or let the GC).
 */
export class Game {
  static name = 'Game'; // kept when minified with short local names (scripts/minify.mjs --names)
  /** @type {raw.RawVariantGame | undefined} */
  #raw;
  /** @type {any[] | undefined} the warnings of the game this one was cloned from (a snapshot keeps none) */
  #kept;

  /**
   * A game from `fen` (the variant's start when absent) of `options.variant` (standard when absent).
   * @param {string | null} [fen]
   * @param {VariantGameOptions} [options]
   */
  constructor(fen, options) {
    let r = adopting;
    adopting = undefined;
    if (r === undefined) {
      const v = variantOf(options, GAME_OPTIONS);
      if (fen !== undefined && fen !== null) checkFen(fen);
      const start = fen ?? undefined;
      r = call(() => new raw.RawVariantGame(v, start));
    }
    const held = /** @type {raw.RawVariantGame} */ (r);
    this.#raw = held;
    gameFinalizer.register(this, held, this);
  }

  /** The wasm game; ERR_GAME_FREED after free(). */
  #g() {
    if (this.#raw === undefined) throw new ChessError('ERR_GAME_FREED', 'this game was freed');
    return this.#raw;
  }

  /**
   * The first game of a PGN text, at the end of its main line, in the variant its `[Variant]`
   * tag names (standard without one; aliases such as `zh`, `koth`, `3-check` read).
   * Every variation's moves are checked in the variant's rules, as the main entry checks them
   * (ERR_INVALID_PGN for one that cannot be played), though only the main line is kept;
   * `skipBadVariations: true` passes such a variation over and lists it in `warnings()`.
   * @param {string} text
   * @param {{ skipBadVariations?: boolean }} [options] (any other name is refused: the main entry's `strict` is not read here)
   * @returns {Game & Disposable}
   */
  static fromPgn(text, options) {
    if (typeof text !== 'string') throw argError(`pgn must be a string, got ${describe(text)}`);
    const skip = !!readOptions(options, FROM_PGN_OPTIONS).skipBadVariations;
    adopting = call(() => raw.RawVariantGame.fromPgn(text, skip));
    return asDisposable(new Game());
  }

  /**
   * Restores a game from `toJSON()`'s snapshot (an object, or its JSON text).
   * @param {VariantGameSnapshot | string} snapshot
   * @returns {Game & Disposable}
   */
  static fromJSON(snapshot) {
    let s = snapshot;
    if (typeof s === 'string') {
      try {
        s = JSON.parse(s);
      } catch (e) {
        throw snapshotError(`not JSON (${/** @type {Error} */ (e).message})`);
      }
    }
    if (!s || typeof s !== 'object' || Array.isArray(s)) throw snapshotError(`expected an object, got ${describe(s)}`);
    const o = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (s));
    if (typeof o.variant !== 'string') throw snapshotError('variant must be a string');
    if (typeof o.startFen !== 'string') throw snapshotError('startFen must be a string');
    const strings = (/** @type {unknown} */ list, /** @type {string} */ name) => {
      if (!Array.isArray(list) || !list.every((m) => typeof m === 'string' && /^\S+$/.test(m))) throw snapshotError(`${name} must be an array of UCI strings`);
      return list.join(' ');
    };
    const moves = strings(o.moves, 'moves');
    if (!Number.isInteger(o.ply) || /** @type {number} */ (o.ply) < 0 || /** @type {number} */ (o.ply) > 0xffffffff) throw snapshotError('ply must be a whole number from 0');
    if (o.claim !== null && o.claim !== undefined && o.claim !== 'threefold_repetition') throw snapshotError(`claim must be 'threefold_repetition' or null, got ${describe(o.claim)}`);
    const tags = o.tags ?? [];
    if (!Array.isArray(tags) || !tags.every((t) => Array.isArray(t) && t.length === 2 && typeof t[0] === 'string' && TAG_NAME.test(t[0]) && typeof t[1] === 'string')) {
      throw snapshotError('tags must be [name, value] pairs of a PGN tag name and a string');
    }
    const result = o.result ?? undefined;
    if (result !== undefined && !['1-0', '0-1', '1/2-1/2', '*'].includes(/** @type {string} */ (result))) throw snapshotError(`result must be '1-0', '0-1', '1/2-1/2' or '*', got ${describe(result)}`);
    const recordMoves = o.recordMoves === undefined ? '' : strings(o.recordMoves, 'recordMoves');
    adopting = call(() => raw.RawVariantGame.fromSnapshot(/** @type {string} */ (o.variant), /** @type {string} */ (o.startFen), moves, /** @type {number} */ (o.ply), o.claim === 'threefold_repetition', tags, /** @type {string | undefined} */ (result), recordMoves));
    return asDisposable(new Game());
  }

  /**
   * Lichess's key of the game's variant.
   * @returns {VariantKey}
   */
  variant() {
    return /** @type {VariantKey} */ (this.#g().variant());
  }

  /**
   * The FEN of the current position (pockets, `~` marks, check counters as the variant writes them).
   * @returns {string}
   */
  fen() {
    return this.#g().fen();
  }

  /**
   * The side to move.
   * @returns {'w' | 'b'}
   */
  turn() {
    return /** @type {'w' | 'b'} */ (this.#g().turn());
  }

  /**
   * Plays a move: SAN (`Nf3`, `N@f3`, `@e4`, `e8=K`), UCI (`g1f3`, `P@e4`) or `{ from, to,
   * promotion? }`; throws and changes nothing if it is illegal or the game is over.
   * @param {VariantMoveInput} move
   * @param {Record<string, never>} [options] none yet (an object with any name is refused: the main entry's `strict`, `lang` are not read here)
   * @returns {VariantPlayedMove}
   */
  move(move, options) {
    optionsObject(options, GAME_MOVE_OPTIONS);
    const text = moveText(move);
    const g = this.#g();
    return playedMove(call(() => g.play(text)));
  }

  /**
   * Takes back the last move and returns it, or `undefined` at the start; `redo()` replays it.
   * @returns {VariantPlayedMove | undefined}
   */
  undo() {
    const line = this.#g().undo();
    return line === undefined ? undefined : playedMove(line);
  }

  /**
   * Replays the next move of the line, or `undefined` at its end.
   * @returns {VariantPlayedMove | undefined}
   */
  redo() {
    const line = this.#g().redo();
    return line === undefined ? undefined : playedMove(line);
  }

  /**
   * Jumps to `ply` (0 = the start) along the line, keeping the moves after it for `redo()`.
   * @param {number} ply
   * @returns {void}
   */
  goto(ply) {
    checkPly(ply);
    const g = this.#g();
    call(() => g.goto(ply));
  }

  /**
   * The current ply: the number of moves played from the start.
   * @returns {number}
   */
  ply() {
    return this.#g().ply();
  }

  /**
   * The FEN after `ply` moves of the line (0 = the start position).
   * @param {number} ply
   * @returns {string}
   */
  fenAt(ply) {
    checkPly(ply);
    const g = this.#g();
    return call(() => g.fenAt(ply));
  }

  /**
   * The moves played: SAN strings, or move objects with `{ verbose: true }`.
   * @overload
   * @param {{ verbose?: false }} [options]
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose: true }} options
   * @returns {VariantPlayedMove[]}
   */
  /**
   * @overload
   * @param {{ verbose?: boolean }} [options]
   * @returns {string[] | VariantPlayedMove[]}
   */
  /**
   * @param {{ verbose?: boolean }} [options]
   * @returns {string[] | VariantPlayedMove[]}
   */
  history(options) {
    const o = optionsObject(options, HISTORY_OPTIONS);
    const text = this.#g().history();
    const moves = text === '' ? [] : text.split('\n').map(playedMove);
    return o.verbose ? moves : moves.map((m) => m.san);
  }

  /**
   * The move that led to the current position, or `undefined` at the start.
   * @returns {VariantPlayedMove | undefined}
   */
  lastMove() {
    const h = this.history({ verbose: true });
    return h[h.length - 1];
  }

  /**
   * The legal moves now (drops included), none once the game is over; with `options.square`
   * (checked as the main entry's), those of the piece on it.
   * @param {{ square?: Square }} [options]
   * @returns {VariantMove[]}
   */
  moves(options) {
    return this.#moves(options, GAME_MOVES_OPTIONS);
  }

  /**
   * The legal moves now, as `moves()` (the free function's name), `options.square` too.
   * @param {{ square?: Square }} [options]
   * @returns {VariantMove[]}
   */
  legalMoves(options) {
    return this.#moves(options, GAME_LEGAL_MOVES_OPTIONS);
  }

  /**
   * `moves` and `legalMoves`, whose option names are checked as `spec`'s.
   * @param {{ square?: Square } | undefined} options
   * @param {{ fn: string, names: string[] }} spec
   * @returns {VariantMove[]}
   */
  #moves(options, spec) {
    const o = optionsObject(options, spec);
    const square = o.square === undefined ? undefined : checkSquareArg(o.square, 'options.square');
    const text = this.#g().legalMoves();
    const all = text === '' ? [] : text.split('\n').map(legalMove);
    // As the free legalMoves' square: the moves from it (a drop comes from no square).
    return square === undefined ? all : all.filter((m) => 'from' in m && m.from === square);
  }

  /**
   * Legal destinations of the board moves by origin square now, as the free `toDests`
   * (`options.castling`); empty once the game is over.
   * @param {{ castling?: 'king' | 'rook' | 'both' }} [options]
   * @returns {Map<Square, Square[]>}
   */
  toDests(options) {
    const castling = castlingOption(optionsObject(options, GAME_TO_DESTS_OPTIONS));
    const g = this.#g();
    if (g.outcome() !== null) return new Map();
    return call(() => raw.variantToDests(g.variant(), g.fen(), castling));
  }

  /**
   * The squares where the side to move may drop `role` from its pocket now (crazyhouse); `[]`
   * once the game is over.
   * @param {'p' | 'n' | 'b' | 'r' | 'q'} role
   * @returns {Square[]}
   */
  dropDests(role) {
    if (typeof role !== 'string') throw argError(`role must be one of p, n, b, r, q, got ${describe(role)}`);
    const g = this.#g();
    if (g.outcome() !== null) return [];
    return call(() => raw.variantDropDests(g.variant(), g.fen(), role));
  }

  /**
   * True when the side to move is in check (never in antichess or racing kings).
   * @returns {boolean}
   */
  isCheck() {
    return this.#g().isCheck();
  }

  /**
   * How the game ended, or `undefined` while it goes on (as the main entry's `Game#outcome`).
   * @returns {VariantOutcome | undefined}
   */
  outcome() {
    return this.#g().outcome() ?? undefined;
  }

  /**
   * True once the game has ended.
   * @returns {boolean}
   */
  isGameOver() {
    return this.#g().outcome() !== null;
  }

  /**
   * True when the game ended in a draw (automatic or claimed).
   * @returns {boolean}
   */
  isDraw() {
    const o = this.#g().outcome();
    return o !== null && o.winner === null;
  }

  /**
   * True when the player to move may claim a draw by repetition now or with its next move.
   * @returns {boolean}
   */
  canClaimThreefoldRepetition() {
    return this.#g().canClaimThreefoldRepetition();
  }

  /**
   * True when the current position has occurred at least three times (pockets, promoted marks and check counters counted).
   * @returns {boolean}
   */
  isThreefoldRepetition() {
    return this.#g().isThreefoldRepetition();
  }

  /**
   * The plies at which the current position occurred, the current ply last.
   * @returns {number[]}
   */
  repetitions() {
    return Array.from(this.#g().repetitions());
  }

  /**
   * Claims a draw by repetition valid now, or with `move`, the move that makes it valid; returns
   * the outcome. Throws ERR_CLAIM_NOT_ALLOWED (nothing changes) when it is not valid.
   * @param {VariantMoveInput} [move]
   * @returns {VariantOutcome}
   */
  claimDraw(move) {
    const text = move === undefined ? undefined : moveText(move);
    const g = this.#g();
    return call(() => g.claimDraw(text));
  }

  /**
   * True when neither side can win by the variant's rule (docs/variants.md).
   * @returns {boolean}
   */
  isInsufficientMaterial() {
    return this.#g().isInsufficientMaterial();
  }

  /**
   * True when `color` cannot win by any series of legal moves (for a flag fall), as lichess decides it.
   * @param {'w' | 'b'} color
   * @returns {boolean}
   */
  hasInsufficientMaterial(color) {
    if (color !== 'w' && color !== 'b') throw argError(`color must be 'w' or 'b', got ${describe(color)}`);
    return this.#g().hasInsufficientMaterial(color);
  }

  /**
   * The game as PGN: the moves up to the current ply, the record's tags (for a game read from
   * PGN) or the Seven Tag Roster, `[Variant]` (lichess's name), `SetUp`/`FEN` for another start,
   * the result (the game's outcome, else the record's while the line is the record's, else `*`).
   * @param {VariantPgnWriteOptions} [options]
   * @returns {string}
   */
  pgn(options) {
    const o = optionsObject(options, GAME_PGN_OPTIONS);
    const width = o.maxLineLength;
    if (width !== undefined && (!Number.isInteger(width) || width < 1 || width > 0xffffffff)) {
      throw argError(`options.maxLineLength must be a whole number from 1, got ${typeof width === 'number' ? width : describe(width)}`);
    }
    const given = o.tags;
    /** @type {[string, string][]} */
    const tags = [];
    if (given !== undefined) {
      if (!given || typeof given !== 'object' || Array.isArray(given)) throw argError(`options.tags must be an object of tag names and string values, got ${describe(given)}`);
      for (const [name, value] of Object.entries(given)) {
        if (!TAG_NAME.test(name)) throw argError(`options.tags: ${JSON.stringify(name.slice(0, 32))} is not a PGN tag name (letters, digits, _)`);
        if (typeof value !== 'string') throw argError(`options.tags.${name} must be a string, got ${describe(value)}`);
        tags.push([name, value]);
      }
    }
    return this.#g().pgn(width, tags);
  }

  /**
   * What the reader took leniently in the PGN the game was read from (`Game.fromPgn`,
   * `readGames`), in the order of the text, as the main entry's `warnings()`: ChessErrors with
   * `code` ERR_INVALID_PGN, `reason` WARN_PGN_UNESCAPED_QUOTE (a tag value with unescaped
   * quotes) or WARN_PGN_RESULT_SPELLING (a result spelled otherwise, `1-O`, `½-½`...), `game`,
   * `line`, `column`, the text as written in the message; then the variations
   * `skipBadVariations` passed over (`reason` the move's code, with `ply` and `san`). `[]` for a
   * game not read from PGN or restored by `Game.fromJSON`; moves leave it as it is; `clone()`
   * keeps it.
   * @returns {ChessError[]}
   */
  warnings() {
    const g = this.#g();
    return (this.#kept ?? g.warnings()).map(fromPayload);
  }

  /**
   * A plain snapshot that `Game.fromJSON` restores exactly.
   * @returns {VariantGameSnapshot}
   */
  toJSON() {
    const g = this.#g();
    const line = g.lineUci();
    /** @type {VariantGameSnapshot} */
    const s = {
      variant: /** @type {VariantKey} */ (g.variant()),
      startFen: g.startFen(),
      moves: line === '' ? [] : line.split(' '),
      ply: g.ply(),
      claim: g.claimed() ? 'threefold_repetition' : null,
    };
    const tags = g.tags();
    if (tags.length > 0) s.tags = tags;
    const record = g.snapshotRecord();
    if (record) {
      s.result = record[0];
      s.recordMoves = record[1] === '' ? [] : record[1].split(' ');
    }
    return s;
  }

  /**
   * An independent copy (its `warnings()` too).
   * @returns {Game & Disposable}
   */
  clone() {
    const copy = Game.fromJSON(this.toJSON());
    copy.#kept = this.#kept ?? this.#g().warnings();
    return copy;
  }

  /** Frees the wasm game; any later call throws ERR_GAME_FREED. */
  free() {
    if (this.#raw !== undefined) {
      gameFinalizer.unregister(this);
      this.#raw.free();
      this.#raw = undefined;
    }
  }
}

const disposeSymbol = /** @type {any} */ (Symbol).dispose ?? Symbol.for('nodejs.dispose');
/** @type {any} */ (Game.prototype)[disposeSymbol] = Game.prototype.free;

/**
 * A Game as this entry gives it: `Game.prototype[Symbol.dispose]` is set (as `free`) above; this
 * says so to the type checker.
 * @param {Game} g
 * @returns {Game & Disposable}
 */
function asDisposable(g) {
  return /** @type {Game & Disposable} */ (g);
}

/**
 * The games of a PGN text (a string, or UTF-8 bytes) one at a time, each in the variant its
 * `[Variant]` tag names: `{ index, tags, game }`, or `{ index, error }` for a game that cannot
 * be read (reading goes on). As the main entry's `readGames`, but the text is read whole.
 * @param {string | Uint8Array | ArrayBuffer} source
 * @param {{ skipBadVariations?: boolean }} [options] as `Game.fromPgn` (any other name is refused)
 * @returns {AsyncGenerator<VariantReadGamesItem, void, undefined>}
 */
export async function* readGames(source, options) {
  const skip = !!readOptions(options, READ_GAMES_OPTIONS).skipBadVariations;
  let text = source;
  if (text instanceof ArrayBuffer) text = new Uint8Array(text);
  if (text instanceof Uint8Array) text = new TextDecoder().decode(text);
  if (typeof text !== 'string') throw argError(`source must be a string or UTF-8 bytes, got ${describe(source)}`);
  const body = text;
  const items = call(() => raw.variantReadGames(body, skip));
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    items[i] = undefined;
    if (item.error !== undefined) {
      yield { index: item.index, error: fromPayload(item.error) };
    } else {
      /** @type {Record<string, string>} */
      const tags = {};
      for (const [n, v] of item.game.tags()) if (!(n in tags)) tags[n] = v;
      adopting = item.game;
      yield { index: item.index, tags, game: asDisposable(new Game()) };
    }
  }
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
  const v = variantOf(options, PIECE_CHANGES_OPTIONS);
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
 * variant, bad arguments, text that is no move (ERR_INVALID_MOVE) or ambiguous SAN (ERR_AMBIGUOUS_MOVE).
 * @param {string} fen
 * @param {VariantMoveInput | { to: Square; drop: 'p' | 'n' | 'b' | 'r' | 'q' }} move
 * @param {VariantExplainOptions} [options]
 * @returns {Promise<VariantMoveExplanation>}
 */
export async function explainMove(fen, move, options) {
  checkFen(fen);
  const o = optionsObject(options, EXPLAIN_MOVE_OPTIONS);
  const v = variantIn(o);
  const l = /** @type {VariantExplainOptions} */ (o).lang ?? 'en';
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
    out = call(() => raw.variantExplainSquares(v, fen, from, to, p ? p.toLowerCase() : '', ''));
  } else {
    const text = moveText(/** @type {VariantMoveInput} */ (move));
    out = call(() => raw.variantExplainMove(v, fen, text));
  }
  if (out.uci !== undefined) {
    const m = legalMoves(fen, { variant: v }).find((x) => x.uci === out.uci);
    return { legal: true, move: /** @type {VariantMove} */ (m) };
  }
  const [shared, own] = await RULING_TEXTS[/** @type {keyof typeof RULING_TEXTS} */ (l)]();
  const r = { code: out.code, article: out.article, squares: out.squares, pieces: out.pieces };
  if (out.role !== undefined) r.role = out.role;
  return { legal: false, ...r, message: own.variantMessage(r, shared.moveMessage) };
}
