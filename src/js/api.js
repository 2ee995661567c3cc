// The public API of chess-arbiter, shared by every entry of the full package (browser, Node ESM,
// CommonJS): the free functions of rules.js, and `Game`, PGN and rulings.
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
import { instantiate } from './load.js';
import { asWritten } from './written.js';
import {
  ChessError, SEP, checkPly, wireItem, lineItems, readSnapshotItems, argError, call, fromPayload, langArg, castlingOption, checkFen, dropSquares, chess960Option, fenHow, localMoveText, castlingText, checkSquareArg, decodeCode, decodeList, describe,
  moveText, readOptions, squareOption, textIn, MOVE_NAMES, PGN_NAMES, applyMove as applyMoveRead } from './rules.js';

export { describeMove } from './describe.js';

export {
  ChessError, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from './rules.js';
export { checkSquare, isPromotion, pieceChanges } from './rules.js';

/**
 * The position after `move` (rules.js's applyMove), its ChessError quoting a move given in a
 * language's letters (`options.lang`) as written (asWritten): here, not in rules.js, which
 * `chess-arbiter/core` shares and which reads no `lang` there.
 * @param {string} fen
 * @param {import('./index.js').MoveInput} move
 * @param {import('./index.js').MoveOptions} [options]
 * @returns {string}
 */
export function applyMove(fen, move, options) {
  try {
    return applyMoveRead(fen, move, options);
  } catch (e) {
    const lang = options && typeof options === 'object' ? options.lang : undefined;
    if (lang === undefined || lang === null || typeof move !== 'string') throw e;
    let read;
    try {
      read = localMoveText(move, { lang });
    } catch {
      throw e;
    }
    throw asWritten(e, move, read, lang);
  }
}

// The public types (src/js/index.d.ts), for the JSDoc types of this file (checked by
// `tsc -p src/js`, against index.d.ts by tests/types/js-face.ts).
/** @typedef {import('./index.js').ExplainMoveInput} ExplainMoveInput */
/** @typedef {import('./index.js').ExplainOptions} ExplainOptions */
/** @typedef {import('./index.js').MoveExplanation} MoveExplanation */
/** @typedef {import('./index.js').PositionExplanation} PositionExplanation */
/** @typedef {import('./index.js').PgnGame} PgnGame */
/** @typedef {import('./index.js').RulingLang} RulingLang */
/** @typedef {import('./index.js').Move} Move */
/** @typedef {import('./index.js').MoveInput} MoveInput */
/** @typedef {import('./index.js').Square} Square */
/** @typedef {import('./index.js').Color} Color */
/** @typedef {import('./index.js').PromotionRole} PromotionRole */
/** @typedef {import('./index.js').GameOptions} GameOptions */
/** @typedef {import('./index.js').PgnLoadOptions} PgnLoadOptions */
/** @typedef {import('./index.js').PgnWriteOptions} PgnWriteOptions */
/** @typedef {import('./index.js').Branching} Branching */
/** @typedef {import('./index.js').GameSnapshot} GameSnapshot */
/** @typedef {import('./index.js').CastlingDests} CastlingDests */
/** @typedef {import('./index.js').Outcome} Outcome */
/** @typedef {import('./index.js').CanWinOptions} CanWinOptions */
/** @typedef {import('./index.js').GameNode} GameNode */
/** @typedef {import('./index.js').Annotations} Annotations */

/**
 * A Game as the entries give it: they set `Game.prototype[Symbol.dispose]` (as `free`) once the
 * wasm is loaded, so every Game has it; this says so to the type checker.
 * @param {Game} g
 * @returns {Game & Disposable}
 */
const asDisposable = (g) => /** @type {Game & Disposable} */ (g);

// ---- the budget of live wasm games (issue 40) -----------------------------------------------
// A Game's wasm game is live while the live games together hold at most POOL_BYTES of wasm
// memory (as RawGame.heapBytes counts it). Past that, making or using a game parks the least
// recently used others (a clock: a game used since the hand last passed it is skipped once):
// each keeps its snapshot in JS (the one toJSON gives and fromJSON restores, with what a
// snapshot leaves out: the ids given, the branching, the warnings), its wasm game is freed, and
// it is made again on its next use, the same to every method. So an app or a server that
// forgets free() holds at most about this much wasm memory for its games: the garbage
// collector's finalizers come too late for that (none runs while a loop runs: 200,000 games of
// two moves made in a loop took the whole 4 GiB of wasm32 and failed). free() still frees at
// once, and a Game collected while live has its wasm game freed by `finalizer`.
const POOL_BYTES = 16 * 1024 * 1024;
// What a move adds to a game's count until the clock weighs it again (its position, record
// and tree node: 272 bytes a ply in `npm run bench -- --only memory`, rounded up).
const PLY_BYTES = 320;
// What a game made from a FEN is counted as until the clock weighs it again (RawGame.heapBytes
// gives 488 bytes for the start position, 616 for a middlegame one, about 1.5 KB with 200 legal
// moves): not asked of the wasm, a call that was 160 ns of the 1.8 µs of `new Game(fen)` +
// `isDeadPosition()` + `free()`.
const FRESH_BYTES = 1024;

/**
 * A Game's wasm game and its place in the budget. The Game holds its cell and the pool the live
 * cells; a cell holds no Game, so a Game dropped without free() can be collected.
 */
class Held {
  /** @param {import('./chess_arbiter.js').RawGame} g */
  constructor(g, bytes = g.heapBytes()) {
    /** @type {import('./chess_arbiter.js').RawGame | undefined} the live wasm game */
    this.raw = g;
    this.bytes = bytes; // counted against POOL_BYTES
    this.hot = true; // used since the clock's hand passed it
    this.slot = -1; // the index in `pool`
    /** @type {{ s: any, ids: number, replace: boolean } | undefined} the state of a parked game */
    this.parked = undefined;
    /** @type {any[] | undefined} the warnings of fromPgn, kept in JS once the game was parked */
    this.warnings = undefined;
    this.waiting = true; // not yet registered with `finalizer` (see `register`)
  }
}

/** @type {Held[]} the live cells, in no order */
const pool = [];
let poolBytes = 0;
let hand = 0;
/** @type {Held | undefined} the game whose method runs: never parked under it */
let inUse;

/** Frees the wasm game of a Game collected while live. */
const finalizer = typeof FinalizationRegistry === 'undefined'
  ? { register() {}, unregister() {} }
  : new FinalizationRegistry((/** @type {Held} */ c) => {
    if (c.raw !== undefined) {
      leave(c);
      c.raw.free();
      c.raw = undefined;
    }
  });

// A new Game is registered with `finalizer` a little later, with others: at the end of the
// current job (a microtask) or once 64 wait, whichever comes first. A game freed before then
// never touches the registry (register and unregister were 0.35 of the 1.65 µs of
// `new Game(fen)` + `isDeadPosition()` + `free()`). Until then the game is held here, so it
// cannot be collected unregistered; the budget bounds its wasm memory meanwhile as any other's.
/** @type {object[]} */
const waitingGames = [];
/** @type {Held[]} */
const waitingCells = [];
let registerQueued = false;

/** Registers the waiting games that were not freed meanwhile. */
function register() {
  registerQueued = false;
  for (let i = 0; i < waitingCells.length; i++) {
    const c = waitingCells[i];
    if (c.waiting) {
      c.waiting = false;
      finalizer.register(waitingGames[i], c, c);
    }
  }
  waitingGames.length = 0;
  waitingCells.length = 0;
}

/** Has `game`, whose cell is `c`, registered soon (see `register`). */
function registerSoon(/** @type {object} */ game, /** @type {Held} */ c) {
  waitingGames.push(game);
  if (waitingCells.push(c) >= 64) register();
  else if (!registerQueued) {
    registerQueued = true;
    Promise.resolve().then(register);
  }
}

/** Counts a live cell in, and parks others when over the budget. */
function enter(/** @type {Held} */ c) {
  c.slot = pool.length;
  pool.push(c);
  poolBytes += c.bytes;
  if (poolBytes > POOL_BYTES) makeRoom(c);
}

/** Parks games, least recently used first, until the live ones fit the budget; never `keep` or the game in use. */
function makeRoom(/** @type {Held} */ keep) {
  // Two turns of the clock at most: the first clears every `hot`.
  for (let steps = 2 * pool.length; poolBytes > POOL_BYTES && steps > 0; steps--) {
    if (hand >= pool.length) hand = 0;
    const c = pool[hand];
    if (c === keep || c === inUse) {
      hand++;
    } else if (c.hot) {
      c.hot = false;
      const bytes = /** @type {import('./chess_arbiter.js').RawGame} */ (c.raw).heapBytes(); // weighed again: moves played since
      poolBytes += bytes - c.bytes;
      c.bytes = bytes;
      hand++;
    } else {
      park(c); // the last cell takes its slot: the hand stays
    }
  }
}

/** Takes a live cell out of the pool. */
function leave(/** @type {Held} */ c) {
  const last = /** @type {Held} */ (pool.pop());
  if (last !== c) {
    pool[c.slot] = last;
    last.slot = c.slot;
  }
  c.slot = -1;
  poolBytes -= c.bytes;
}

/**
 * The wasm game's snapshot as `toJSON` gives it: `{ startFen, chess960, moves, ply, claim }`,
 * `relaxed: true` when its start needs relaxed reading, and with `whole` the PGN record (tags,
 * result, recordMoves) and the tree (nodes, rootAnnotations, lineEnd) when the game has them.
 * `RawGame.snapshot` hands it over as one text (src/game/snapshot_wire.rs): the fields joined
 * by U+001F, the record and the tree as JSON, then the moves.
 * @param {import('./chess_arbiter.js').RawGame} g
 * @param {boolean} whole
 */
function snapshotOf(g, whole) {
  const f = readSnapshotItems(g.snapshot(whole));
  /** @type {any} */
  const s = { startFen: f.startFen, chess960: f.chess960, moves: f.moves, ply: f.ply, claim: f.claim };
  if (f.relaxed) s.relaxed = true;
  if (f.record) Object.assign(s, JSON.parse(f.record));
  if (f.tree) Object.assign(s, JSON.parse(f.tree));
  return s;
}

/** Keeps a game's state in JS and frees its wasm game. */
function park(/** @type {Held} */ c) {
  const g = /** @type {import('./chess_arbiter.js').RawGame} */ (c.raw);
  const s = snapshotOf(g, true);
  c.warnings ??= g.warnings();
  c.parked = { s, ids: g.idsGiven(), replace: g.branching() === 'replace' };
  leave(c);
  g.free();
  c.raw = undefined;
}

/** The wasm game of a parked game, made again from its state; ERR_GAME_FREED after free(). */
function unpark(/** @type {Held} */ c) {
  const p = c.parked;
  if (!p) throw new ChessError('ERR_GAME_FREED', 'this game was freed');
  const g = rawFromSnapshot(p.s);
  g.reserveIds(p.ids);
  if (p.replace) g.setBranching(true);
  c.parked = undefined;
  c.raw = g;
  c.bytes = g.heapBytes();
  c.hot = true;
  inUse = c;
  enter(c);
  return g;
}

// The options of each function and method taking an options object (their types in index.d.ts),
// written once: readOptions refuses any other name.
// Names shared by functions of one declared type (CanWinOptions, ExplainOptions), one array each.
const CAN_WIN_NAMES = ['nodes', 'chess960', 'relaxed', 'lesson'];
const EXPLAIN_NAMES = ['lang', 'chess960', 'relaxed', 'lesson'];
const GAME_OPTIONS = { fn: 'new Game', names: ['chess960', 'relaxed', 'branching'] };
const FROM_PGN_OPTIONS = { fn: 'Game.fromPgn', names: ['strict', 'chess960', 'relaxed', 'skipBadVariations', 'branching'] };
const FROM_JSON_OPTIONS = { fn: 'Game.fromJSON', names: ['branching'] };
const MOVES_OPTIONS = { fn: 'Game#moves', names: ['square'] };
const MOVE_OPTIONS = { fn: 'Game#move', names: MOVE_NAMES };
const HISTORY_OPTIONS = { fn: 'Game#history', names: ['verbose'] };
const GAME_TO_DESTS_OPTIONS = { fn: 'Game#toDests', names: ['castling'] };
const GAME_CLAIM_DRAW_OPTIONS = { fn: 'Game#claimDraw', names: MOVE_NAMES };
const GAME_CAN_WIN_OPTIONS = { fn: 'Game#canWin', names: CAN_WIN_NAMES };
const GAME_PGN_OPTIONS = { fn: 'Game#pgn', names: PGN_NAMES };
const CAN_WIN_FN_OPTIONS = { fn: 'canWin', names: CAN_WIN_NAMES };
const HELPMATE_OPTIONS = { fn: 'helpmate', names: CAN_WIN_NAMES };
const EXPLAIN_MOVE_OPTIONS = { fn: 'explainMove', names: EXPLAIN_NAMES };
const EXPLAIN_POSITION_OPTIONS = { fn: 'explainPosition', names: EXPLAIN_NAMES };
const FORMAT_SAN_OPTIONS = { fn: 'formatSan', names: ['lang', 'figurines'] };
const READ_GAMES_OPTIONS = { fn: 'readGames', names: ['strict', 'chess960', 'relaxed', 'skipBadVariations', 'branching', 'headersOnly'] };

/**
 * A game: the moves from a start position, undo/redo/goto along the line, and how the game
 * ends (FIDE Art. 5 and 9: automatic ends, draw claims). Call `free()` when done (or let the GC).
 */
export class Game {
  static name = 'Game'; // kept when minified with short local names (scripts/minify.mjs --names)
  #held; // the wasm game and its place in the budget of live games (see POOL_BYTES)
  #chess960; // the castling mode, asked once (it never changes): UCI of castling moves

  /**
   * A game from `fen` (the standard start when absent). `options.chess960` reads it in Chess960
   * mode; `options.relaxed` accepts a start that cannot arise in a game, as legalMoves does.
   * (Inside the package also `new Game(FROM_RAW, rawGame)`, around a game the wasm made.)
   * @param {string | null | symbol} [fen]
   * @param {GameOptions | import('./chess_arbiter.js').RawGame} [options]
   */
  constructor(fen, options) {
    if (fen === FROM_RAW) {
      this.#hold(/** @type {import('./chess_arbiter.js').RawGame} */ (options));
      return;
    }
    if (fen !== undefined && fen !== null) checkFen(fen);
    const o = readOptions(options, GAME_OPTIONS);
    const start = /** @type {string | undefined | null} */ (fen);
    const g = call(() => new raw.RawGame(start ?? undefined, fenHow(o)));
    applyBranching(g, o);
    this.#hold(g, FRESH_BYTES);
  }

  #game() {
    const c = this.#held;
    const g = c.raw;
    if (g === undefined) return unpark(c);
    c.hot = true;
    inUse = c;
    return g;
  }

  /** Holds `g` as the game's wasm game, within the budget (see POOL_BYTES). */
  #hold(g, bytes) {
    const c = new Held(g, bytes);
    this.#held = c;
    registerSoon(this, c);
    enter(c);
  }

  /** The Move object of a code from the raw game. */
  #decode(code) {
    this.#chess960 ??= this.#held.raw.chess960();
    return decodeCode(code, this.#chess960);
  }

  #decodeList(list) {
    this.#chess960 ??= this.#held.raw.chess960();
    return decodeList(list, this.#chess960);
  }

  /**
   * The first game of a PGN text, at the end of its main line (tags, comments kept for `pgn()`).
   * A text with no game (empty, or only comments) throws ERR_INVALID_PGN, reason ERR_PGN_EMPTY.
   * The dead-position test of the line waits for the first question about the game's end.
   * @param {string} text
   * @param {PgnLoadOptions & { branching?: Branching }} [options]
   * @returns {Game & Disposable}
   */
  static fromPgn(text, options) {
    if (typeof text !== 'string') throw argError(`pgn must be a string, got ${describe(text)}`);
    const o = readOptions(options, FROM_PGN_OPTIONS);
    const g = call(() => raw.RawGame.fromPgn(textIn(text), !!o.strict, fenHow(o), !!o.skipBadVariations));
    applyBranching(g, o);
    return asDisposable(new Game(FROM_RAW, g));
  }

  /**
   * Restores a game from `toJSON()`'s snapshot (an object, or its JSON text).
   * @param {GameSnapshot | string} snapshot
   * @param {{ branching?: Branching }} [options]
   * @returns {Game & Disposable}
   */
  static fromJSON(snapshot, options) {
    const s = readSnapshot(snapshot);
    const o = readOptions(options, FROM_JSON_OPTIONS);
    const g = rawFromSnapshot(s);
    applyBranching(g, o);
    return asDisposable(new Game(FROM_RAW, g));
  }

  /**
   * The FEN of the current position.
   * @returns {string}
   */
  fen() {
    return this.#game().fen();
  }

  /**
   * The side to move.
   * @returns {Color}
   */
  turn() {
    return this.#game().turn();
  }

  /**
   * The legal moves now, none once the game is over (of the piece on `options.square` only, if given).
   * @param {{ square?: Square }} [options]
   * @returns {Move[]}
   */
  moves(options) {
    const o = readOptions(options, MOVES_OPTIONS);
    const g = this.#game();
    return this.#decodeList(call(() => g.moves(squareOption(o))));
  }

  /**
   * Plays a move (SAN, UCI or `{ from, to, promotion }`) or a null move (`--`, `Z0`, `0000`, `null`); throws and changes nothing if illegal or the game is over.
   * @param {MoveInput} move
   * @param {{ strict?: boolean; lang?: RulingLang }} [options]
   * @returns {Move}
   */
  move(move, options) {
    const o = readOptions(options, MOVE_OPTIONS);
    const written = moveText(move);
    const text = localMoveText(written, o);
    const g = this.#game();
    let code;
    try {
      code = call(() => g.play(text, !!o.strict));
    } catch (e) {
      throw asWritten(e, written, text, o.lang);
    }
    const played = this.#decode(code);
    const c = this.#held;
    c.bytes += PLY_BYTES;
    poolBytes += PLY_BYTES;
    if (poolBytes > POOL_BYTES) makeRoom(c);
    return played;
  }

  /**
   * Takes back the last move and returns it, or `undefined` at the start; `redo()` replays it.
   * @returns {Move | undefined}
   */
  undo() {
    const c = this.#game().undo();
    return c === undefined ? undefined : this.#decode(c);
  }

  /**
   * Replays the next move of the line (after `undo()` or `goto()`), or `undefined` at its end.
   * @returns {Move | undefined}
   */
  redo() {
    const c = this.#game().redo();
    return c === undefined ? undefined : this.#decode(c);
  }

  /**
   * Jumps to `ply` (0 = the start) along the line, keeping the moves after it for `redo()`.
   * @param {number} ply
   * @returns {void}
   */
  goto(ply) {
    const g = this.#game();
    checkPly(ply);
    call(() => g.goto(ply));
  }

  /**
   * The current ply: the number of moves played from the start.
   * @returns {number}
   */
  ply() {
    return this.#game().ply();
  }

  /**
   * The FEN after `ply` moves of the line (0 = the start position).
   * @param {number} ply
   * @returns {string}
   */
  fenAt(ply) {
    const g = this.#game();
    checkPly(ply);
    return call(() => g.fenAt(ply));
  }

  /**
   * The moves played: SAN strings, or Move objects with `{ verbose: true }`.
   * @overload
   * @param {{ verbose?: false }} [options]
   * @returns {string[]}
   */
  /**
   * @overload
   * @param {{ verbose: true }} options
   * @returns {Move[]}
   */
  /**
   * @overload
   * @param {{ verbose?: boolean }} [options]
   * @returns {string[] | Move[]}
   */
  /**
   * @param {{ verbose?: boolean }} [options]
   * @returns {string[] | Move[]}
   */
  history(options) {
    const o = readOptions(options, HISTORY_OPTIONS);
    const moves = this.#decodeList(this.#game().history());
    return o.verbose ? moves : moves.map((m) => m.san);
  }

  /**
   * The move that led to the current position (a board's last-move highlight), or `undefined` at the start.
   * @returns {Move | undefined}
   */
  lastMove() {
    const c = this.#game().lastMove();
    return c === undefined ? undefined : this.#decode(c);
  }

  /**
   * The square of the king in check now (Art. 3.9.1; also when checkmated), or `undefined`.
   * @returns {Square | undefined}
   */
  checkSquare() {
    return this.#game().checkSquare();
  }

  /**
   * Legal destinations by origin square now, as the free `toDests` (`options.castling`); empty once the game is over.
   * @param {{ castling?: CastlingDests }} [options]
   * @returns {Map<Square, Square[]>}
   */
  toDests(options) {
    const o = readOptions(options, GAME_TO_DESTS_OPTIONS);
    const castling = castlingOption(o);
    return this.#game().toDests(castling);
  }

  /**
   * True when `move.from` to `move.to` is a legal promotion now (false once the game is over), as the free `isPromotion` (a `move.promotion` letter other than q, r, b, n throws ERR_ILLEGAL_MOVE, one that is no string ERR_INVALID_ARGUMENT).
   * @param {{ from: Square; to: Square; promotion?: PromotionRole }} move
   * @returns {boolean}
   */
  isPromotion(move) {
    const [from, to, promotion] = dropSquares(move);
    const g = this.#game();
    return call(() => g.isPromotion(from, to, promotion));
  }

  /**
   * @returns {boolean}
   */
  isCheck() {
    const s = this.#game().status();
    return s === 1 || s === 2;
  }

  /**
   * @returns {boolean}
   */
  isCheckmate() {
    return this.#game().status() === 2;
  }

  /**
   * @returns {boolean}
   */
  isStalemate() {
    return this.#game().status() === 3;
  }

  /**
   * How the game ended, or `undefined` while it goes on.
   * @returns {Outcome | undefined}
   */
  outcome() {
    return decodeOutcome(this.#game().outcome());
  }

  /**
   * True when the game ended in a draw (automatic or claimed).
   * @returns {boolean}
   */
  isDraw() {
    const o = this.outcome();
    return o !== undefined && o.winner === null;
  }

  /**
   * True once the game has ended: checkmate, a draw by the Laws, or a claimed draw.
   * @returns {boolean}
   */
  isGameOver() {
    return this.#game().outcome() !== 0;
  }

  /**
   * True when the player to move may claim a draw by repetition now or with the next move (Art. 9.2).
   * @returns {boolean}
   */
  canClaimThreefoldRepetition() {
    return this.#game().canClaimThreefoldRepetition();
  }

  /**
   * True when the player to move may claim a draw by the 50-move rule now or with the next move (Art. 9.3).
   * @returns {boolean}
   */
  canClaimFiftyMoves() {
    return this.#game().canClaimFiftyMoves();
  }

  /**
   * Claims a draw valid now, or with `move`, the move that makes it valid; returns the outcome.
   * @param {MoveInput} [move]
   * @param {{ strict?: boolean; lang?: RulingLang }} [options]
   * @returns {Outcome}
   */
  claimDraw(move, options) {
    const o = readOptions(options, GAME_CLAIM_DRAW_OPTIONS);
    const written = move === undefined ? undefined : moveText(move);
    const text = written === undefined ? undefined : localMoveText(written, o);
    const g = this.#game();
    // A claim that is no draw throws: an outcome always comes back.
    try {
      return /** @type {Outcome} */ (decodeOutcome(call(() => g.claimDraw(text, !!o.strict))));
    } catch (e) {
      throw asWritten(e, written, text, o.lang);
    }
  }

  /**
   * True when the current position has occurred at least three times (Art. 9.2).
   * @returns {boolean}
   */
  isThreefoldRepetition() {
    return this.#game().isThreefoldRepetition();
  }

  /**
   * The plies at which the current position occurred, the current ply last.
   * @returns {number[]}
   */
  repetitions() {
    return Array.from(this.#game().repetitions());
  }

  /**
   * True when neither side has the material to checkmate (Art. 5.2.2).
   * @returns {boolean}
   */
  isInsufficientMaterial() {
    return this.#game().isInsufficientMaterial();
  }

  /**
   * True when `color` cannot checkmate by any series of legal moves (Art. 6.9, for a flag fall).
   * @param {Color} color
   * @returns {boolean}
   */
  hasInsufficientMaterial(color) {
    if (color !== 'w' && color !== 'b') throw argError(`color must be 'w' or 'b', got ${typeof color === 'string' ? JSON.stringify(String(color).slice(0, 8)) : describe(color)}`);
    const g = this.#game();
    return call(() => g.hasInsufficientMaterial(color));
  }

  /**
   * True when no series of legal moves can end in mate, for either side (Art. 5.2.2):
   * canWin is false for both. When the analysis cannot decide (undefined), not dead.
   * @returns {boolean}
   */
  isDeadPosition() {
    return this.#game().isDeadPosition();
  }

  /**
   * canWin for the current position: resolves to true, false, or undefined when not decided
   * within options.nodes. The search is a wasm module of its own, loaded on the first call
   * (issue 40); the position is the one of the call, whatever the game does meanwhile.
   * @param {Color} color
   * @param {CanWinOptions} [options]
   * @returns {Promise<boolean | undefined>}
   */
  async canWin(color, options) {
    checkColor(color);
    const nodes = nodesOption(readOptions(options, GAME_CAN_WIN_OPTIONS));
    const [fen, how] = this.#searchInput();
    const m = await unwinnable();
    return call(() => m.canWin(fen, color, how, nodes))[0];
  }

  /**
   * The result when the flag of `color` falls now (Art. 6.9): resolves to `{ winner: other,
   * termination: 'timeout' }`, or `{ winner: null, termination: 'timeout' }` when the other
   * side cannot checkmate by any series of legal moves. When the analysis cannot decide, the
   * flagged side loses. A finished game gives its outcome. The game is not changed. The
   * verdict is the default module's (Game::timeout_without_search) but from a halfmove clock
   * of 100 on, where it is canWin's `false` of the other side (the search's module, loaded then).
   * @param {Color} color
   * @returns {Promise<Outcome>}
   */
  async timeout(color) {
    checkColor(color);
    const g = this.#game();
    const known = decodeOutcome(g.timeout(color === 'b'));
    if (known) return known;
    const other = color === 'w' ? 'b' : 'w';
    const [fen, how] = this.#searchInput();
    const m = await unwinnable();
    const no = call(() => m.canWin(fen, other, how, DEFAULT_NODES))[0] === false;
    return { winner: no ? null : other, termination: 'timeout' };
  }

  /** The current position for the search's module: its FEN, read back relaxed in the game's castling mode. */
  #searchInput() {
    const fen = this.#game().fen();
    return [fen, fenHow({ relaxed: true, chess960: this.chess960() })];
  }

  /**
   * An independent copy.
   * @returns {Game & Disposable}
   */
  clone() {
    const copy = new Game(FROM_RAW, this.#game().clone());
    copy.#held.warnings = this.#held.warnings;
    return asDisposable(copy);
  }

  /**
   * A plain snapshot that `Game.fromJSON` restores exactly, repetition history included.
   * @returns {GameSnapshot}
   */
  toJSON() {
    return snapshotOf(this.#game(), true);
  }

  /**
   * The game as PGN: the moves played up to the current ply, tags, and the annotations of a game read from PGN.
   * @param {PgnWriteOptions} [options]
   * @returns {string}
   */
  pgn(options) {
    const o = readOptions(options, GAME_PGN_OPTIONS);
    const width = o.maxLineLength;
    if (width !== undefined && (!Number.isInteger(width) || width < 1 || width > 0xffffffff)) {
      throw argError(`options.maxLineLength must be a whole number from 1, got ${typeof width === 'number' ? width : describe(width)}`);
    }
    const tags = tagPairs(o.tags);
    const g = this.#game();
    return call(() => g.pgn(width, o.comments !== false, o.nags !== false, o.variations !== false, tags));
  }

  // ---- the tree (issue #17): node ids, navigation, edits, annotations ----

  /**
   * How `move()` adds a move where the current node has continuations: 'variation' (default) or 'replace' (chess.js).
   * @returns {Branching}
   */
  branching() {
    return this.#game().branching();
  }

  /**
   * True when the game is played under Chess960 rules (castling as king takes rook), as `options.chess960`, a PGN's Variant tag or the start FEN's castling letters decided. It never changes.
   * @returns {boolean}
   */
  chess960() {
    const raw = this.#game();
    return (this.#chess960 ??= raw.chess960());
  }

  /**
   * Sets how `move()` adds moves: 'variation' (default: a new move becomes a variation, nothing is dropped) or 'replace' (chess.js: the moves after the current one are deleted).
   * @param {Branching} mode
   * @returns {void}
   */
  setBranching(mode) {
    if (mode !== 'variation' && mode !== 'replace') throw argError(`branching must be 'variation' or 'replace', got ${typeof mode === 'string' ? JSON.stringify(String(mode).slice(0, 16)) : describe(mode)}`);
    this.#game().setBranching(mode === 'replace');
  }

  /**
   * The id of the current node (0 = the start position): stable for the game's life, a key for UIs.
   * @returns {number}
   */
  nodeId() {
    return this.#game().nodeId();
  }

  /**
   * Goes to node `id`; the line then runs on along first continuations (for `redo()`). Throws ERR_UNKNOWN_NODE.
   * @param {number} id
   * @returns {void}
   */
  gotoNode(id) {
    const g = this.#game();
    checkNodeId(id);
    call(() => g.gotoNode(id));
  }

  /**
   * The ids of the main line's moves, first move first (the root, 0, not included).
   * @returns {number[]}
   */
  mainline() {
    return Array.from(this.#game().mainline());
  }

  /**
   * The ids of the current line, the root (0) first: index i is the node at ply i.
   * @returns {number[]}
   */
  lineIds() {
    return Array.from(this.#game().lineIds());
  }

  /**
   * The ids of the continuations of node `id` (the current node by default), the main one first.
   * @param {number} [id]
   * @returns {number[]}
   */
  children(id) {
    const g = this.#game();
    const n = id === undefined ? g.nodeId() : checkNodeId(id);
    return Array.from(call(() => g.children(n)));
  }

  /**
   * The variations at node `id` (the current node by default): its continuations but the first.
   * @param {number} [id]
   * @returns {number[]}
   */
  variations(id) {
    return this.children(id).slice(1);
  }

  /**
   * Node `id` (the current node by default): `{ id, parent, ply, san, uci, fen }`; `parent`, `san`, `uci` are null at the root.
   * @param {number} [id]
   * @returns {GameNode}
   */
  node(id) {
    const g = this.#game();
    const n = id === undefined ? g.nodeId() : checkNodeId(id);
    const [parent, ply, san, uci] = call(() => g.nodeInfo(n)).split(SEP);
    const p = Number(parent);
    return { id: n, parent: p < 0 ? null : p, ply: Number(ply), san: p < 0 ? null : san, uci: p < 0 ? null : uci, fen: call(() => g.fenOf(n)) };
  }

  /**
   * Makes the variation holding node `id` the main continuation one level up.
   * @param {number} id
   * @returns {void}
   */
  promoteVariation(id) {
    const g = this.#game();
    checkNodeId(id);
    call(() => g.promoteVariation(id));
  }

  /**
   * Makes the path to node `id` the main line.
   * @param {number} id
   * @returns {void}
   */
  promoteToMainline(id) {
    const g = this.#game();
    checkNodeId(id);
    call(() => g.promoteToMainline(id));
  }

  /**
   * Moves node `id` to place `index` among its siblings (0 = the main continuation).
   * @param {number} id
   * @param {number} index
   * @returns {void}
   */
  reorder(id, index) {
    const g = this.#game();
    checkNodeId(id);
    if (!Number.isInteger(index) || index < 0 || index > 0xffffffff) throw argError(`index must be a whole number from 0, got ${typeof index === 'number' ? index : describe(index)}`);
    call(() => g.reorder(id, index));
  }

  /**
   * Deletes node `id` and everything after it; if the current node goes, its parent becomes current.
   * @param {number} id
   * @returns {void}
   */
  deleteNode(id) {
    const g = this.#game();
    checkNodeId(id);
    call(() => g.deleteNode(id));
  }

  /**
   * Deletes every continuation of node `id`.
   * @param {number} id
   * @returns {void}
   */
  deleteAfter(id) {
    const g = this.#game();
    checkNodeId(id);
    call(() => g.deleteAfter(id));
  }

  /**
   * The annotations of node `id` (the current node by default): `{ commentsBefore, commentsAfter, nags, clock?, emt?, eval?, shapes }`.
   * @param {number} [id]
   * @returns {Annotations}
   */
  annotations(id) {
    const g = this.#game();
    const n = id === undefined ? g.nodeId() : checkNodeId(id);
    return JSON.parse(call(() => g.annotations(n)));
  }

  /**
   * Replaces the annotations of node `id` (fields left out are empty).
   * @param {number} id
   * @param {Partial<Annotations>} annotations
   * @returns {void}
   */
  setAnnotations(id, annotations) {
    const g = this.#game();
    checkNodeId(id);
    setRawAnnotations(g, id, annotations, 'annotations');
  }

  /**
   * What `Game.fromPgn` (or `readGames`) read leniently (`reason` WARN_PGN_UNESCAPED_QUOTE,
   * WARN_PGN_RESULT_SPELLING), then the variations it skipped with `skipBadVariations`, as
   * ChessErrors (ERR_INVALID_PGN). `[]` for a game not read from PGN.
   * @returns {ChessError[]}
   */
  warnings() {
    const g = this.#game();
    return (this.#held.warnings ?? g.warnings()).map(fromPayload);
  }

  /**
   * Releases the game's wasm memory now (the garbage collector does it otherwise).
   * @returns {void}
   */
  free() {
    const c = this.#held;
    const g = c.raw;
    if (g !== undefined) {
      leave(c);
      g.free();
      c.raw = undefined;
    }
    c.parked = undefined;
    if (c.waiting) c.waiting = false; // never registered: `register` passes it by
    else finalizer.unregister(c);
  }
}

// ---- Can a side still win? (Art. 5.2.2, 6.9; issue #13) -----------------------------------
// The helpmate search is a wasm module of its own (src/wasm/api.rs's canWin, the `unwinnable`
// feature, built into unwinnable/module.js), loaded with import() on the first call that needs
// it, as the rulings' is (issue 40: 11.6 KB gzipped out of the default module). Hence canWin,
// helpmate, Game#canWin and Game#timeout return Promises.

/** The node budget of canWin, helpmate, Game#canWin and Game#timeout when none is given. */
export const DEFAULT_NODES = 140000;

function checkColor(color) {
  if (color !== 'w' && color !== 'b') {
    throw argError(`color must be 'w' or 'b', got ${typeof color === 'string' ? JSON.stringify(color.slice(0, 8)) : describe(color)}`);
  }
}

/** options.nodes: a whole number from 1 to 2^53 - 1 (default DEFAULT_NODES). */
function nodesOption(o) {
  const nodes = o.nodes ?? DEFAULT_NODES;
  if (!Number.isSafeInteger(nodes) || nodes < 1) {
    throw argError(`options.nodes must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, got ${typeof nodes === 'number' ? nodes : describe(nodes)}`);
  }
  return nodes;
}

/**
 * A wasm module loaded on demand: `load` (a literal `import()`, which bundlers make a chunk of its
 * own) runs on the first call, and its module is instantiated once; every call gets the same
 * Promise. A failed load (a network error) is tried again on the next call.
 * @template {{ wasmBytes: () => BufferSource, initSync: (m: { module: WebAssembly.Module }) => unknown }} M
 * @param {() => Promise<M>} load
 * @returns {() => Promise<M>}
 */
function onDemand(load) {
  /** @type {Promise<M> | undefined} */
  let loading;
  return () => {
    loading ??= load().then((m) => {
      instantiate(m.wasmBytes, m.initSync);
      return m;
    }, (e) => {
      loading = undefined;
      throw e;
    });
    return loading;
  };
}

/** The helpmate search's own wasm module (src/wasm/api.rs's `unwinnable` exports): canWin, helpmate, Game#canWin and Game#timeout (from a halfmove clock of 100) load it on their first need. */
const unwinnable = onDemand(() => import('./unwinnable/module.js'));

/** canWin's answer `[answer, line]` (src/wasm/api.rs), the arguments checked before any load. */
async function answer(fen, color, options, spec) {
  checkFen(fen);
  checkColor(color);
  const o = readOptions(options, spec);
  const nodes = nodesOption(o);
  const how = fenHow(o);
  const m = await unwinnable();
  return call(() => m.canWin(fen, color, how, nodes));
}

/**
 * Whether `color` can still checkmate by some series of legal moves, the other side
 * cooperating (Art. 6.9): resolves to `true`, `false` (proved impossible), or `undefined` when
 * the analysis did not decide within `options.nodes` positions. Never a wrong true or false.
 * @param {string} fen
 * @param {Color} color
 * @param {CanWinOptions} [options]
 * @returns {Promise<boolean | undefined>}
 */
export async function canWin(fen, color, options) {
  return (await answer(fen, color, options, CAN_WIN_FN_OPTIONS))[0];
}

/**
 * A series of legal moves (UCI) from `fen` that ends with `color` checkmating the other side
 * (`[]` when it is checkmated already); resolves to `null` when none exists (proved), to
 * `undefined` when the analysis did not decide within `options.nodes` positions.
 * @param {string} fen
 * @param {Color} color
 * @param {CanWinOptions} [options]
 * @returns {Promise<string[] | null | undefined>}
 */
export async function helpmate(fen, color, options) {
  return (await answer(fen, color, options, HELPMATE_OPTIONS))[1];
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
  return langArg(o.lang);
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
 * The rulings' own wasm module (src/wasm/explain.rs, built with the `rulings` feature into
 * explain/module.js): explainMove and explainPosition load and instantiate it on their first
 * call, so an app that never asks why pays nothing for it (a bundler makes it a chunk of its
 * own; the CommonJS build requires it then). Its errors are ChessErrors as the package's own.
 */
const rulings = onDemand(() => import('./explain/module.js'));

/**
 * Whether `move` is legal in `fen`, and if not, why: the first rule of FIDE Article 3 it breaks,
 * with the article, the deciding squares and a message in `options.lang` (en, hy, fa, ru, cs).
 * Resolves to `{ legal: true, move }` or `{ legal: false, code, article, squares, shapes, message }`
 * (a null move, `--` or `null`, is ruled ERR_NULL_MOVE, Art. 1.2); rejects with a ChessError for
 * a bad FEN, bad arguments, text that is no move, or ambiguous SAN.
 * @param {string} fen
 * @param {ExplainMoveInput} move
 * @param {ExplainOptions} [options]
 * @returns {Promise<MoveExplanation>}
 */
export async function explainMove(fen, move, options) {
  checkFen(fen);
  const o = readOptions(options, EXPLAIN_MOVE_OPTIONS);
  const lang = rulingLang(o);
  const how = fenHow(o);
  const r = await rulings();
  let out;
  if (typeof move === 'string' || move === null) {
    // null: a null move, as Game.move reads it; SAN in the language's letters or figurines is
    // read as applyMove reads it (crate::local_san).
    const text = localMoveText(move ?? '--', o);
    out = call(() => r.explainMove(fen, text, how));
  } else if (move && typeof move === 'object' && !Array.isArray(move)) {
    const from = checkSquareArg(move.from, 'move.from');
    const to = checkSquareArg(move.to, 'move.to');
    const p = move.promotion;
    const castling = castlingText(move, from);
    if (castling !== undefined) {
      out = call(() => r.explainMove(fen, castling, how));
    } else if (p !== undefined && p !== null && (typeof p !== 'string' || !RULING_PROMOTION.test(p))) {
      throw argError(`move.promotion must be q, r, b or n (a queen, rook, bishop or knight), got ${typeof p === 'string' ? JSON.stringify(p.slice(0, 8)) : describe(p)}`);
    } else {
      out = call(() => r.explainSquares(fen, from, to, p ? p.toLowerCase() : undefined, how));
    }
  } else {
    throw argError(`move must be a string (SAN or UCI), { from, to, promotion? } or null (a null move), got ${describe(move)}`);
  }
  if (out.move !== undefined) return { legal: true, move: decodeCode(out.move, out.chess960) };
  const { code, article, squares, pieces, shapes, color } = out;
  const texts = await loadRulingTexts(lang);
  const message = texts.moveMessage({ code, article, squares, pieces, color });
  return { legal: false, code, article, squares, shapes, message };
}

/**
 * What makes `fen` an illegal position (FIDE Art. 3.10.3): resolves to `{ legal, problems }`,
 * each problem `{ code, article, squares, message }` with the message in `options.lang`. A
 * legal position that is dead (Art. 5.2.2) also has `dead: { code, article, message }` (the
 * codes DEAD_*: why no checkmate is possible, as the core proved it).
 * Rejects with a ChessError (ERR_INVALID_FEN) when the FEN cannot be read at all.
 * @param {string} fen
 * @param {ExplainOptions} [options]
 * @returns {Promise<PositionExplanation>}
 */
export async function explainPosition(fen, options) {
  checkFen(fen);
  const o = readOptions(options, EXPLAIN_POSITION_OPTIONS);
  const lang = rulingLang(o);
  const how = fenHow(o);
  const r = await rulings();
  const out = call(() => r.explainPosition(fen, how));
  if (out.problems.length === 0 && out.dead === undefined) return { legal: true, problems: [] };
  const texts = await loadRulingTexts(lang);
  if (out.dead !== undefined) {
    const { code, article } = out.dead;
    return { legal: true, problems: [], dead: { code, article, message: texts.deadMessage({ code, article }) } };
  }
  const problems = out.problems.map(({ code, article, squares, pieces, color }) => {
    const message = texts.positionMessage({ code, article, squares, pieces, color });
    return { code, article, squares, message };
  });
  return { legal: false, problems };
}

// ---- PGN, outcomes and snapshots: helpers of Game, and parsePgn ----------------------------

const FROM_RAW = Symbol('chess-arbiter raw game');

// The text a snapshot crosses into the wasm as (RawGame.fromSnapshot, src/game/snapshot_wire.rs):
// every item ends with SEP; a text item is escaped by wireItem (rules.js).
const esc = wireItem;
const END = SEP;

/**
 * The text of a checked snapshot for RawGame.fromSnapshot (see END): its line, its tree's nodes
 * when it has them (checked here: readSnapshotTree), its PGN record when it has tags; the
 * annotations are not in it (setRawAnnotations).
 * @param {any} s
 * @returns {string}
 */
function snapshotText(s) {
  const out = lineItems(s);
  if (s.nodes === undefined || s.nodes === null) out.push(0, 0); // a snapshot of a line only
  else {
    const nodes = readSnapshotTree(s);
    out.push(s.lineEnd, nodes.length / 4);
    for (const x of nodes) out.push(x);
  }
  if (s.tags === undefined || s.tags === null) out.push(0); // a game not read from PGN
  else {
    out.push(1, s.tags.length);
    for (const [name, value] of s.tags) out.push(esc(name), esc(value));
    out.push(s.result ?? '');
    const rm = s.recordMoves;
    if (rm === undefined || rm === null) out.push('');
    else {
      out.push(rm.length);
      for (const m of rm) out.push(esc(m));
    }
  }
  out.push('');
  return out.join(END);
}

/** The wasm game of a checked snapshot (fromJSON's, or a parked game's: see POOL_BYTES). */
function rawFromSnapshot(s) {
  const text = snapshotText(s);
  const g = call(() => raw.RawGame.fromSnapshot(textIn(text)));
  try {
    if (s.nodes) for (const n of s.nodes) if (n.annotations) setRawAnnotations(g, n.id, n.annotations, 'snapshot');
    if (s.rootAnnotations) setRawAnnotations(g, 0, s.rootAnnotations, 'snapshot');
  } catch (e) {
    g.free();
    throw e;
  }
  return g;
}

function applyBranching(g, o) {
  const b = o.branching;
  if (b === undefined || b === null || b === 'variation') return;
  if (b !== 'replace') {
    g.free();
    throw argError(`options.branching must be 'variation' or 'replace', got ${typeof b === 'string' ? JSON.stringify(b.slice(0, 16)) : describe(b)}`);
  }
  g.setBranching(true);
}

function checkNodeId(id) {
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) {
    throw argError(`node id must be a whole number from 0, got ${typeof id === 'number' ? id : describe(id)}`);
  }
  return id;
}

const SHAPE_COLORS = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' };
const SQUARE_NAME = /^[a-h][1-8]$/;

function stringList(v, name) {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw argError(`${name} must be an array of strings`);
  return v;
}

function seconds(v, name) {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v >= 1e12) throw argError(`${name} must be seconds, a finite number from 0`);
  return v;
}

function setRawAnnotations(g, id, a, what) {
  const fail = (m) => (what === 'snapshot' ? snapshotError(m) : argError(m));
  if (!a || typeof a !== 'object' || Array.isArray(a)) throw fail(`annotations must be an object, got ${describe(a)}`);
  let before, after, nags, clock, emt;
  try {
    before = stringList(a.commentsBefore, 'annotations.commentsBefore');
    after = stringList(a.commentsAfter, 'annotations.commentsAfter');
    clock = seconds(a.clock, 'annotations.clock');
    emt = seconds(a.emt, 'annotations.emt');
  } catch (e) {
    throw fail(e.message);
  }
  nags = a.nags ?? [];
  if (!Array.isArray(nags) || !nags.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)) throw fail('annotations.nags must be an array of whole numbers 0 to 255');
  let cp, mate;
  if (a.eval !== undefined && a.eval !== null) {
    const e = a.eval;
    const ok = e && typeof e === 'object' && (Number.isInteger(e.cp) !== Number.isInteger(e.mate)) && [e.cp, e.mate].every((x) => x === undefined || (Number.isInteger(x) && Math.abs(x) < 2 ** 31));
    if (!ok) throw fail('annotations.eval must be { cp } or { mate }, whole numbers');
    cp = e.cp;
    mate = e.mate;
  }
  const shapes = a.shapes ?? [];
  if (!Array.isArray(shapes)) throw fail('annotations.shapes must be an array');
  const texts = shapes.map((sh) => {
    const c = sh && SHAPE_COLORS[sh.color];
    const to = sh && (sh.to === undefined || sh.to === null ? sh.from : sh.to);
    if (!c || !SQUARE_NAME.test(sh.from) || !SQUARE_NAME.test(to)) throw fail('a shape must be { color: green|red|yellow|blue, from, to? } with squares a1 to h8');
    return c + sh.from + (to === sh.from ? '' : to);
  });
  call(() => g.setAnnotations(id, before, after, new Uint8Array(nags), clock, emt, cp, mate, texts));
}

/** The nodes of a snapshot's tree, checked, as items of its text (see END): per node its id, parent, uci and claim. */
function readSnapshotTree(s) {
  if (!Array.isArray(s.nodes)) throw snapshotError('nodes must be an array');
  const items = [];
  for (const n of s.nodes) {
    if (!n || typeof n !== 'object') throw snapshotError('each node must be an object');
    if (!Number.isInteger(n.id) || n.id < 1 || n.id > 0xfffffffe) throw snapshotError('node id must be a whole number from 1');
    if (!Number.isInteger(n.parent) || n.parent < 0 || n.parent > 0xfffffffe) throw snapshotError('node parent must be a whole number from 0');
    if (typeof n.uci !== 'string') throw snapshotError('node uci must be a string');
    if (n.claim !== undefined && n.claim !== null && !CLAIMS.includes(n.claim)) throw snapshotError('node claim must be null, threefold_repetition or fifty_moves');
    items.push(n.id, n.parent, esc(n.uci), n.claim ?? '');
  }
  if (!Number.isInteger(s.lineEnd) || s.lineEnd < 0 || s.lineEnd > 0xffffffff) throw snapshotError('lineEnd must be a whole number from 0');
  return items;
}

const WINNERS = /** @type {const} */ (['w', 'b', null]);
/** @type {string[] | undefined} */
let terminations;

/**
 * An outcome from its number (src/wasm/game.rs `encode_outcome`: 0 for none, else
 * `1 + winner + 3 * termination`); the termination names are asked of the core once.
 * @param {number} code
 * @returns {Outcome | undefined}
 */
function decodeOutcome(code) {
  if (code === 0) return undefined;
  terminations ??= raw.terminationNames().split(' ');
  const c = code - 1;
  return /** @type {Outcome} */ ({ winner: WINNERS[c % 3], termination: terminations[(c - (c % 3)) / 3] });
}

const CLAIMS = ['threefold_repetition', 'fifty_moves'];

function snapshotError(message) {
  return new ChessError('ERR_INVALID_SNAPSHOT', `invalid snapshot: ${message}`);
}

function readSnapshot(snapshot) {
  let s = snapshot;
  if (typeof s === 'string') {
    try {
      s = JSON.parse(s);
    } catch {
      throw snapshotError('not JSON');
    }
  }
  if (!s || typeof s !== 'object' || Array.isArray(s)) throw snapshotError(`expected an object, got ${describe(s)}`);
  if (typeof s.startFen !== 'string') throw snapshotError('startFen must be a string');
  if (typeof s.chess960 !== 'boolean') throw snapshotError('chess960 must be a boolean');
  if (!Array.isArray(s.moves) || !s.moves.every((m) => typeof m === 'string')) throw snapshotError('moves must be an array of UCI strings');
  // Past the line's end is the core's to say (after the moves are checked); past 2^32 - 1 the
  // number would wrap on its way into wasm.
  if (!Number.isInteger(s.ply) || s.ply < 0 || s.ply > 0xffffffff) throw snapshotError('ply must be a whole number from 0');
  if (s.claim !== undefined && s.claim !== null && !CLAIMS.includes(s.claim)) throw snapshotError('claim must be null, threefold_repetition or fifty_moves');
  if (s.relaxed !== undefined && s.relaxed !== null && typeof s.relaxed !== 'boolean') throw snapshotError('relaxed must be a boolean');
  readSnapshotRecord(s);
  return s;
}

// A PGN tag name, as the core's PGN reader takes one (raw.isPgnTagName: a symbol, a letter or
// digit, then letters, digits and _ + # = : - / @): the one rule for a snapshot's tags and for
// options.tags.
const isPgnTagName = (name) => raw.isPgnTagName(name);
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];

/** Checks the PGN record of a snapshot (a game read from PGN): tags, result, recordMoves. */
function readSnapshotRecord(s) {
  const given = (v) => v !== undefined && v !== null;
  if (!given(s.tags)) {
    if (given(s.result) || given(s.recordMoves)) throw snapshotError('result and recordMoves come with tags (a game read from PGN)');
    return;
  }
  const pairs = 'tags must be an array of [name, value] pairs of strings';
  if (!Array.isArray(s.tags)) throw snapshotError(pairs);
  for (const t of s.tags) {
    if (!Array.isArray(t) || t.length !== 2 || typeof t[0] !== 'string' || typeof t[1] !== 'string') throw snapshotError(pairs);
    if (!isPgnTagName(t[0])) throw snapshotError(`tags: ${JSON.stringify(t[0].slice(0, 32))} is not a PGN tag name (a letter or digit, then letters, digits and _ + # = : - / @)`);
  }
  if (given(s.result) && !RESULTS.includes(s.result)) throw snapshotError('result must be null, 1-0, 0-1, 1/2-1/2 or *');
  if (given(s.recordMoves) && (!Array.isArray(s.recordMoves) || !s.recordMoves.every((m) => typeof m === 'string'))) {
    throw snapshotError('recordMoves must be an array of SAN strings');
  }
}


function tagPairs(tags) {
  if (tags === undefined) return [];
  if (!tags || typeof tags !== 'object' || Array.isArray(tags)) throw argError(`options.tags must be an object of tag names and string values, got ${describe(tags)}`);
  return Object.entries(tags).map(([name, value]) => {
    if (!isPgnTagName(name)) throw argError(`options.tags: ${JSON.stringify(name.slice(0, 32))} is not a PGN tag name (letters, digits, _)`);
    if (typeof value !== 'string') throw argError(`options.tags.${name} must be a string, got ${describe(value)}`);
    return name + SEP + value;
  });
}

/**
 * Every game of a PGN text as a tree (PGN syntax only, no rules): tags, comments, NAGs,
 * `%clk`/`%eval`, variations, results. Throws ERR_INVALID_PGN with `game`, `line` and `column`.
 * @param {string} text
 * @returns {PgnGame[]}
 */
export function parsePgn(text) {
  if (typeof text !== 'string') throw argError(`pgn must be a string, got ${describe(text)}`);
  return JSON.parse(call(() => raw.parsePgn(textIn(text))));
}

/**
 * `san` (standard SAN, e.g. a Move's `san`) with the piece letters of `options.lang` (en, hy, fa,
 * ru, cs: Russian Кр Ф Л С К, Czech K D V S J) or, with `options.figurines`, figurines (♘f3).
 * applyMove and Game.move read it back with `{ lang }` (figurines without it). Text that is no
 * SAN is refused by the core (ERR_INVALID_MOVE).
 * @param {string} san
 * @param {{ lang?: RulingLang; figurines?: boolean }} [options]
 * @returns {string}
 */
export function formatSan(san, options) {
  if (typeof san !== 'string') throw argError(`san must be a string, got ${describe(san)}`);
  const o = readOptions(options, FORMAT_SAN_OPTIONS);
  const lang = o.figurines ? 'figurines' : langArg(o.lang);
  return call(() => raw.sanToLocal(san, lang));
}

// ---- readGames: games of a PGN source one at a time (issue #17 §3) -------------------------

/** The text pieces of a source: a string, bytes (UTF-8), a ReadableStream, a Node Readable or any (async) iterable of strings or bytes. */
async function* textPieces(source) {
  if (typeof source === 'string' || source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    // A whole text or its bytes (a Node Buffer, a Uint8Array, an ArrayBuffer) goes in a piece
    // at a time, each read while it is still in the processor's cache: a headers-only read of
    // the 11 MB of lichess games took 20 % longer in one piece.
    const whole = typeof source === 'string' ? source : asBytes(source);
    const piece = (at) => (typeof whole === 'string' ? whole.slice(at, at + PIECE) : whole.subarray(at, at + PIECE));
    source = (function* () {
      for (let at = 0; at < whole.length; at += PIECE) yield piece(at);
    })();
  }
  // Each piece goes in on its own, so each must end on a whole character: `bytes` keeps a
  // character cut between byte chunks for the next one, and `held` the first half of a
  // surrogate pair (an emoji) that ends a string chunk. Bytes go in as they are (no decoding
  // into a string to encode it again).
  let bytes = new Uint8Array(0);
  let held = '';
  const text = (chunk) => {
    if (typeof chunk === 'string') {
      if (chunk === '') return []; // changes nothing (bytes cut inside a character wait on)
      let piece = held + chunk;
      const last = piece.charCodeAt(piece.length - 1);
      held = last >= 0xd800 && last <= 0xdbff ? piece.slice(-1) : '';
      if (held) piece = piece.slice(0, -1);
      // Bytes held from before (a character cut off) stand before this text: in as they are.
      const before = bytes;
      bytes = new Uint8Array(0);
      return before.length ? [before, piece] : [piece];
    }
    if (chunk instanceof ArrayBuffer || ArrayBuffer.isView(chunk)) {
      let piece = asBytes(chunk);
      if (held) {
        piece = joinBytes(new TextEncoder().encode(held), piece);
        held = '';
      }
      if (bytes.length) piece = joinBytes(bytes, piece);
      const cut = wholeCharacters(piece);
      bytes = Uint8Array.prototype.slice.call(piece, cut); // a copy (a Buffer's slice is a view)
      return [piece.subarray(0, cut)];
    }
    throw argError(`readGames: a chunk must be a string or bytes, got ${describe(chunk)}`);
  };
  if (source && typeof source.getReader === 'function' && !(Symbol.asyncIterator in source)) {
    const reader = source.getReader();
    if (!reader || typeof reader.read !== 'function') throw argError(`readGames: source.getReader() must give a reader with read(), got ${describe(reader)}`);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yield* text(value);
      }
    } finally {
      // The source's own error goes on, not one from a reader without releaseLock.
      if (typeof reader.releaseLock === 'function') reader.releaseLock();
    }
  } else if (source && (typeof source[Symbol.asyncIterator] === 'function' || typeof source[Symbol.iterator] === 'function')) {
    for await (const chunk of source) yield* text(chunk);
  } else {
    throw argError(`readGames: source must be a string, bytes, a ReadableStream, a Node Readable or an async iterable of chunks, got ${describe(source)}`);
  }
  if (bytes.length) yield bytes;
  if (held) yield held;
}

/** The UTF-16 units or bytes of a whole source that go in at once. */
const PIECE = 1 << 18;

/** The bytes of an ArrayBuffer or a view, as a Uint8Array over the same memory. */
function asBytes(x) {
  return x instanceof Uint8Array ? x : x instanceof ArrayBuffer ? new Uint8Array(x) : new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
}

function joinBytes(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * Where the UTF-8 sequence cut off at the end of `b` starts (its length if none is): a lead
 * byte among the last three whose sequence needs more bytes than follow it.
 */
function wholeCharacters(b) {
  for (let i = b.length - 1; i >= 0 && i >= b.length - 3; i--) {
    const x = b[i];
    if (x < 0x80) return b.length;
    if (x >= 0xc0) {
      const need = x >= 0xf0 ? 4 : x >= 0xe0 ? 3 : 2;
      return b.length - i < need ? i : b.length;
    }
  }
  return b.length;
}

/**
 * Headers only: the tags of up to 1024 games read at once (src/wasm/tag_batch.rs), each game's
 * object built from slices of one text of values (a third of the time of JSON.parse).
 */
function tagBatch(stream, index) {
  const names = stream.tagNames().split('\n');
  const values = stream.tagValues();
  const codes = stream.tagCodes();
  // A tag name starts with a letter or digit (PGN 8.1.1): never __proto__, so `tags[name] =`
  // makes an own property, as JSON.parse does.
  const out = [];
  let at = 0;
  for (let i = 0, g = index; i < codes.length; g++) {
    const tags = {};
    for (let n = codes[i++]; n > 0; n--) {
      const name = codes[i++];
      const end = codes[i++];
      tags[names[name]] = values.slice(at, end);
      at = end;
    }
    out.push({ index: g, tags });
  }
  return out;
}

/**
 * The games of a PGN source one at a time, as an async iterator: `{ index, tags, game }` for each
 * game (a Game at the end of its main line, every variation validated; free it when done), or
 * `{ index, error }` (an ERR_INVALID_PGN ChessError) for a game that cannot be read, and reading
 * goes on. Memory holds one game at a time. `options`: as Game.fromPgn, and `headersOnly: true`
 * yields `{ index, tags }` without playing the moves.
 */
export async function* readGames(source, options) {
  const o = readOptions(options, READ_GAMES_OPTIONS);
  const stream = new raw.RawPgnStream(!!o.strict, chess960Option(o), !!o.relaxed, !!o.skipBadVariations, !!o.headersOnly);
  try {
    const pieces = textPieces(source);
    let done = false;
    while (!done) {
      const next = await pieces.next();
      if (next.done) done = true;
      else stream.push(textIn(next.value));
      for (;;) {
        const kind = stream.next(done);
        if (kind === 0) break;
        const index = stream.index();
        if (kind === 3) {
          yield { index, error: fromPayload(stream.error()) };
        } else if (kind === 4) {
          for (const item of tagBatch(stream, index)) yield item;
        } else {
          const tags = JSON.parse(stream.tags());
          const g = stream.takeGame();
          applyBranching(g, o);
          yield { index, tags, game: new Game(FROM_RAW, g) };
        }
      }
    }
  } finally {
    stream.free();
  }
}
