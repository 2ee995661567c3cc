// `chess-arbiter/arbiter`: a game on a chess clock and every way it ends (FIDE Art. 5, 6, 9),
// for a web chess site's server. The Rust core decides everything (src/arbiter/); this file
// checks the JS arguments, calls the binding (src/wasm/arbiter.rs, its own wasm module: the
// `arbiter` feature), and decodes its results into the documented shapes. Types:
// src/js/arbiter/index.d.ts; docs: docs/arbiter.md.
//
// Built into pkg/arbiter/ beside its own glue (chess_arbiter.js) and its own copies of rules.js,
// load.js and text.js (as chess-arbiter/core's), so that importing it never loads the default
// entry's module: scripts/build.sh rewrites `'../rules.js'` (the source, which `tsc -p src/js`
// checks) to that copy, `'./rules.js'`. ChessError is the package's one class (rules.js: shared through
// `Symbol.for('chess-arbiter.ChessError')`), so `instanceof` holds across entries.
//
// Rule: nothing in this file may call into wasm while the module is being evaluated.
import * as raw from './chess_arbiter.js';
import { ChessError, argError, call, checkOptionNames, decodeCode, describe, fenHow, moveText, readOptions } from '../rules.js';

export { ChessError };

/** @typedef {import('./index.js').ArbiterOptions} ArbiterOptions */
/** @typedef {import('./index.js').ArbiterOutcome} ArbiterOutcome */
/** @typedef {import('./index.js').ClockTimes} ClockTimes */
/** @typedef {import('./index.js').TimedMoveResult} TimedMoveResult */
/** @typedef {import('./index.js').TimedMoveOptions} TimedMoveOptions */
/** @typedef {import('./index.js').ArbiterSnapshot} ArbiterSnapshot */
/** @typedef {import('./index.js').ArbiterPgnOptions} ArbiterPgnOptions */
/** @typedef {import('./index.js').TimedHistoryEntry} TimedHistoryEntry */
/** @typedef {import('./index.js').ParsedTimeControl} ParsedTimeControl */
/** @typedef {import('./index.js').Color} Color */

// lichess's LagTracker constants (the core's LagQuota::LICHESS), for `lag: true`.
const LICHESS_LAG = { quota: 2000, gain: 1000, max: 5000, perMove: 3000 };

// The options of each function and method taking an options object (their types in
// arbiter/index.d.ts), written once: any other name is refused (readOptions, checkOptionNames).
const ARBITER_OPTIONS = { fn: 'new Arbiter', names: ['timeControl', 'fen', 'chess960', 'start', 'lag'] };
const LAG = ['quota', 'gain', 'max', 'perMove'];
const ARBITER_LAG_OPTIONS = { fn: 'new Arbiter', names: LAG, path: 'options.lag' };
const MOVE_OPTIONS = { fn: 'Arbiter#move', names: ['at', 'lag', 'color'] };
const FROM_PGN_OPTIONS = { fn: 'Arbiter.fromPgn', names: ['timeControl', 'start', 'lag', 'chess960', 'relaxed'] };
const FROM_PGN_LAG_OPTIONS = { fn: 'Arbiter.fromPgn', names: LAG, path: 'options.lag' };

/** A time or a duration: a whole number of milliseconds from 0 to 2^53 - 1. */
function timeArg(x, name) {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 0) {
    throw argError(`${name} must be a whole number of milliseconds from 0 to 2^53 - 1, got ${typeof x === 'number' ? String(x) : describe(x)}`);
  }
  return x;
}

/** @returns {Color} */
function colorArg(c, name = 'color') {
  if (c !== 'w' && c !== 'b') throw argError(`${name} must be 'w' or 'b', got ${typeof c === 'string' ? JSON.stringify(c.slice(0, 8)) : describe(c)}`);
  return c;
}

/** The controls of white and black from `options.timeControl` (default `-`, no clock). */
function controlsArg(tc, name = 'options.timeControl') {
  if (tc === undefined || tc === null) return ['-', '-'];
  if (typeof tc === 'string') return [tc, tc];
  if (typeof tc === 'object' && !Array.isArray(tc) && typeof tc.white === 'string' && typeof tc.black === 'string') return [tc.white, tc.black];
  throw argError(`${name} must be a TimeControl tag value ('180+2') or { white, black }, got ${describe(tc)}`);
}

/** `options.start`: -1 for the online start (the default), else the FIDE start's time. */
function startArg(start) {
  if (start === undefined || start === null || start === 'online') return -1;
  if (typeof start === 'object' && !Array.isArray(start)) return timeArg(start.at, 'options.start.at');
  throw argError(`options.start must be 'online' or { at }, got ${typeof start === 'string' ? JSON.stringify(start.slice(0, 16)) : describe(start)}`);
}

/** `options.lag`: none (false, absent), lichess's quota (true), or `{ quota, gain, max, perMove }` over lichess's (no other name: `spec`). */
function lagArg(lag, spec) {
  if (lag === undefined || lag === null || lag === false) return undefined;
  if (lag === true) lag = LICHESS_LAG;
  if (typeof lag !== 'object' || Array.isArray(lag)) throw argError(`options.lag must be true, false or { quota, gain, max, perMove }, got ${describe(lag)}`);
  checkOptionNames(lag, spec);
  const q = { ...LICHESS_LAG, ...lag };
  return new Float64Array([timeArg(q.quota, 'options.lag.quota'), timeArg(q.gain, 'options.lag.gain'),
    timeArg(q.max, 'options.lag.max'), timeArg(q.perMove, 'options.lag.perMove')]);
}

/** A number of the binding with -1 for none, as null. */
const orNull = (n) => (n < 0 ? null : n);

/**
 * A `TimeControl` tag value read (PGN standard 9.6, with this package's delays `+dN`, `+bN`).
 * @param {string} tag
 * @returns {ParsedTimeControl}
 */
export function parseTimeControl(tag) {
  if (typeof tag !== 'string') throw argError(`the TimeControl tag must be a string, got ${describe(tag)}`);
  return call(() => raw.parseTimeControl(tag));
}

/** Frees the wasm arbiter of an Arbiter collected without free(). */
const finalizer = typeof FinalizationRegistry === 'undefined'
  ? { register() {}, unregister() {} }
  : new FinalizationRegistry((/** @type {raw.RawArbiter} */ r) => r.free());

/** @type {raw.RawArbiter | undefined} a wasm arbiter the constructor takes (fromJSON, fromPgn) */
let adopting;

/**
 * A game on a chess clock, driven by the caller's timestamps (milliseconds), deciding every way
 * the game ends. Call `free()` when done (or let the GC).
 */
export class Arbiter {
  static name = 'Arbiter'; // kept when minified with short local names (scripts/minify.mjs --names)
  /** @type {raw.RawArbiter | undefined} */
  #raw;
  #chess960 = false;

  /** @param {ArbiterOptions} [options] */
  constructor(options) {
    let r = adopting;
    adopting = undefined;
    if (r === undefined) {
      const o = readOptions(options, ARBITER_OPTIONS);
      const [white, black] = controlsArg(o.timeControl);
      const start = startArg(o.start);
      const lag = lagArg(o.lag, ARBITER_LAG_OPTIONS);
      const fen = o.fen === undefined || o.fen === null ? undefined : o.fen;
      if (fen !== undefined && typeof fen !== 'string') throw argError(`options.fen must be a string, got ${describe(fen)}`);
      r = call(() => new raw.RawArbiter(fen, fenHow(o), white, black, start, lag));
    }
    const held = /** @type {raw.RawArbiter} */ (r);
    this.#raw = held;
    this.#chess960 = held.chess960();
    finalizer.register(this, held, this);
  }

  /** The wasm arbiter; ERR_GAME_FREED after free(). */
  #r() {
    if (this.#raw === undefined) throw new ChessError('ERR_GAME_FREED', 'this arbiter was freed');
    return this.#raw;
  }

  /**
   * Plays the side to move's move made at `options.at`.
   * @param {string | { from: string, to: string, promotion?: string }} move
   * @param {TimedMoveOptions} options
   * @returns {TimedMoveResult}
   */
  move(move, options) {
    if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw argError(`options must be { at } (the move's time in milliseconds), got ${describe(options)}`);
    }
    const r = this.#r();
    checkOptionNames(options, MOVE_OPTIONS);
    const text = moveText(move);
    const at = timeArg(options.at, 'options.at');
    const lag = options.lag === undefined || options.lag === null ? 0 : timeArg(options.lag, 'options.lag');
    const color = options.color === undefined || options.color === null ? undefined : colorArg(options.color, 'options.color');
    const code = call(() => r.play(text, at, lag, color));
    const times = r.times();
    const n = times.length;
    return {
      ...decodeCode(code, this.#chess960),
      at, spent: times[n - 2], clock: this.remaining(at), outcome: r.outcome(),
    };
  }

  /**
   * The time each side has left at `now` (null for a side without a clock).
   * @param {number} now
   * @returns {ClockTimes}
   */
  remaining(now) {
    const r = this.#r();
    timeArg(now, 'now');
    return { white: orNull(call(() => r.remaining('w', now))), black: orNull(call(() => r.remaining('b', now))) };
  }

  /**
   * Looks at the clock at `now`: ends the game when the flag of the side to move has fallen
   * (Art. 6.9). The outcome once the game is over, else null.
   * @param {number} now
   * @returns {ArbiterOutcome | null}
   */
  flagFall(now) {
    const r = this.#r();
    timeArg(now, 'now');
    return call(() => r.flagFall(now));
  }

  /** @param {Color} color @param {number} at @returns {ArbiterOutcome} */
  resign(color, at) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    return call(() => r.resign(color, at));
  }

  /**
   * A draw offer (Art. 9.1.2): null while it stands; the outcome when the game ended (the
   * opponent's offer stood: agreement; or a flag had fallen).
   * @param {Color} color @param {number} at @returns {ArbiterOutcome | null}
   */
  offerDraw(color, at) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    return call(() => r.offerDraw(color, at));
  }

  /** @param {Color} color @param {number} at @returns {ArbiterOutcome} */
  acceptDraw(color, at) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    return call(() => r.acceptDraw(color, at));
  }

  /** @param {Color} color @param {number} at @returns {ArbiterOutcome | null} */
  declineDraw(color, at) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    return call(() => r.declineDraw(color, at));
  }

  /**
   * A draw claim by the player to move (Art. 9.2, 9.3), valid now, or with `move`, the move
   * that makes it valid (Art. 9.2.1.1, 9.3.1).
   * @param {Color} color @param {number} at
   * @param {string | { from: string, to: string, promotion?: string }} [move]
   * @returns {ArbiterOutcome}
   */
  claimDraw(color, at, move) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    const text = move === undefined ? undefined : moveText(move);
    return call(() => r.claimDraw(color, at, text));
  }

  /** @param {Color} color @param {number} at @returns {ArbiterOutcome} */
  abort(color, at) {
    const r = this.#r();
    colorArg(color);
    timeArg(at, 'at');
    return call(() => r.abort(color, at));
  }

  /** The side whose draw offer stands, or null. @returns {Color | null} */
  get drawOffer() {
    return /** @type {Color | null} */ (this.#r().drawOffer() ?? null);
  }

  /** @returns {ArbiterOutcome | null} */
  outcome() {
    return this.#r().outcome();
  }

  /** When the game ended under the arbiter (ms), or null. @returns {number | null} */
  endedAt() {
    return orNull(this.#r().endedAt());
  }

  /** @returns {string} */
  fen() {
    return this.#r().fen();
  }

  /** @returns {Color} */
  turn() {
    return /** @type {Color} */ (this.#r().turn());
  }

  /** Every move with its time. @returns {TimedHistoryEntry[]} */
  history() {
    const r = this.#r();
    const codes = r.historyCodes();
    const times = r.times();
    const out = [];
    for (let i = 0; i < codes.length; i++) {
      const m = decodeCode(codes[i], this.#chess960);
      out.push({ san: m.san, uci: m.uci, at: times[3 * i], spent: times[3 * i + 1], clock: orNull(times[3 * i + 2]) });
    }
    return out;
  }

  /** The legal moves now in SAN (none once the game is over). @returns {string[]} */
  legalMoves() {
    return Array.from(this.#r().legalMoves(), (c) => decodeCode(c, this.#chess960).san);
  }

  /** The legal moves now as the main entry's Move objects. @returns {import('../index.js').Move[]} */
  moves() {
    return Array.from(this.#r().legalMoves(), (c) => decodeCode(c, this.#chess960));
  }

  /** The legal destinations now, for boards (chessground's `dests`). @returns {Map<string, string[]>} */
  toDests() {
    return this.#r().toDests();
  }

  /** The game as PGN: TimeControl tags, `%clk` after every move, Result and Termination. @returns {string} */
  pgn() {
    return this.#r().pgn();
  }

  /** Everything needed to restore the arbiter exactly, as a plain JSON object. @returns {ArbiterSnapshot} */
  toJSON() {
    const r = this.#r();
    return call(() => r.snapshot());
  }

  /**
   * An arbiter from `toJSON`'s object (or its JSON text).
   * @param {ArbiterSnapshot | string} snapshot
   * @returns {Arbiter}
   */
  static fromJSON(snapshot) {
    let s = snapshot;
    if (typeof s === 'string') {
      try {
        s = JSON.parse(s);
      } catch (e) {
        throw new ChessError('ERR_INVALID_SNAPSHOT', `invalid arbiter snapshot: not JSON (${e.message})`);
      }
    }
    if (s === null || typeof s !== 'object' || Array.isArray(s)) {
      throw new ChessError('ERR_INVALID_SNAPSHOT', `invalid arbiter snapshot: expected an object, got ${describe(s)}`);
    }
    adopting = call(() => raw.RawArbiter.fromSnapshot(s));
    return new Arbiter();
  }

  /**
   * A game read from PGN, played again under an arbiter: TimeControl tags (or
   * `options.timeControl`), each move's time from its `%clk`, a finished game's result.
   * @param {string} text
   * @param {ArbiterPgnOptions} [options]
   * @returns {Arbiter}
   */
  static fromPgn(text, options) {
    if (typeof text !== 'string') throw argError(`the PGN must be a string, got ${describe(text)}`);
    const o = readOptions(options, FROM_PGN_OPTIONS);
    const tc = o.timeControl === undefined || o.timeControl === null ? [undefined, undefined] : controlsArg(o.timeControl);
    const start = startArg(o.start);
    const lag = lagArg(o.lag, FROM_PGN_LAG_OPTIONS);
    adopting = call(() => raw.RawArbiter.fromPgn(text, tc[0], tc[1], start, lag, fenHow(o)));
    return new Arbiter();
  }

  /** Frees the wasm arbiter; any later call throws ERR_GAME_FREED. */
  free() {
    if (this.#raw !== undefined) {
      finalizer.unregister(this);
      this.#raw.free();
      this.#raw = undefined;
    }
  }
}

const dispose = /** @type {any} */ (Symbol).dispose ?? Symbol.for('nodejs.dispose');
/** @type {any} */ (Arbiter.prototype)[dispose] = Arbiter.prototype.free;
