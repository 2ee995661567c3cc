// The immutable game value (issue 39): a frozen plain object for each moment of a game, made and
// advanced by pure functions, for UI frameworks (React state, stores, server rendering,
// postMessage). Exported by every entry of the full package beside api.js. Types:
// src/js/index.d.ts (GameState); the guide: docs/boards.md.
//
// A state holds no wasm object and needs no free(). Every fact in it (FEN, side to move, check,
// destinations, outcome, claims, the moves' SAN and UCI) comes from the wasm game (`RawGame`,
// src/wasm/game.rs, the core's Game): this file keeps no rule of chess, only the bookkeeping of
// the line and of the view.
//
// How the functions reach a game: a small cache (`keys`, `lives`) of wasm games, each standing at the
// end of the line of some state, found by that state's `line` node (frozen, so it names one
// series of moves for good; a state without moves by the state itself). `play` on the newest
// state takes its game, plays one move and files the game under the new line node: one move
// played, not the line replayed. A state whose game is not there (a JSON copy, a state from
// another process, an evicted game) gets one: from a cached game further along the same line
// (taken back with goto), or made again from `startFen` and the line's UCI in one call
// (RawGame.fromSnapshot). The cache holds CACHE_SIZE games at most; the oldest is freed.
import * as raw from './chess_arbiter.js';
import {
  ChessError, argError, call, checkFen, decodeCode, describe, fenHow, fromPayload, localMoveText, moveText, readOptions, textIn,
} from './rules.js';
import { TextDecoder } from './text.js';
import { Game } from './api.js';

/** @typedef {import('./index.js').GameState} GameState */
/** @typedef {import('./index.js').StateLine} StateLine */
/** @typedef {import('./index.js').StateMove} StateMove */
/** @typedef {import('./index.js').GameOptions} GameOptions */
/** @typedef {import('./index.js').PgnLoadOptions} PgnLoadOptions */
/** @typedef {import('./index.js').PgnWriteOptions} PgnWriteOptions */
/** @typedef {import('./index.js').MoveInput} MoveInput */
/** @typedef {import('./index.js').RulingLang} RulingLang */
/** @typedef {import('./index.js').Outcome} Outcome */
/** @typedef {import('./index.js').DrawClaim} DrawClaim */
/** @typedef {import('./index.js').Square} Square */
/** @typedef {import('./index.js').Color} Color */
/** @typedef {import('./chess_arbiter.js').RawGame} RawGame */

/**
 * A live wasm game and what it stands for: the end of a line of `len` moves from `startFen`
 * (its current ply; it may hold moves after it, which its next move replaces), claimed or not.
 * @typedef {{ raw: RawGame, len: number, startFen: string, chess960: boolean, relaxed: boolean, claimed: boolean }} Live
 */

/** The most live games kept (a game of 80 moves holds about 25 KB of wasm memory). */
const CACHE_SIZE = 16;
// The live games, the most recently filed last, each beside its key: the state's `line` node,
// or the state itself when it has no move. (An array searched from its end: the game asked
// for is nearly always the last one filed, and at most CACHE_SIZE are compared.)
/** @type {object[]} */
const keys = [];
/** @type {Live[]} */
const lives = [];

/** Files `e` as the game of state `s`, freeing the oldest game when over CACHE_SIZE. */
function keep(/** @type {GameState} */ s, /** @type {Live} */ e) {
  keys.push(s.line ?? s);
  lives.push(e);
  if (keys.length > CACHE_SIZE) {
    keys.shift();
    /** @type {Live} */ (lives.shift()).raw.free();
  }
}

/** Takes the game filed at index `i` out of the cache. */
function takeAt(/** @type {number} */ i) {
  const e = lives[i];
  if (i === keys.length - 1) {
    keys.pop();
    lives.pop();
  } else {
    keys.splice(i, 1);
    lives.splice(i, 1);
  }
  return e;
}

/** The live game of state `s`, taken out of the cache (the caller files it again). */
function gameOf(/** @type {GameState} */ s) {
  const i = keys.lastIndexOf(s.line ?? s);
  if (i >= 0) {
    const e = takeAt(i);
    if (e.len === s.length && e.startFen === s.startFen && e.chess960 === s.chess960 && e.claimed === claimedIn(s)) return e;
    e.raw.free();
  }
  return further(s) ?? remake(s);
}

/** A cached game further along the line of `s`, taken back to its end; undefined when none. */
function further(/** @type {GameState} */ s) {
  for (let i = keys.length - 1; i >= 0; i--) {
    const e = lives[i];
    if (e.len <= s.length || e.startFen !== s.startFen || e.chess960 !== s.chess960 || e.relaxed !== (s.relaxed === true)) continue;
    let node = /** @type {StateLine | null} */ (keys[i]);
    for (let n = e.len; n > s.length && node !== null; n--) node = node.prev;
    if (node !== s.line) continue;
    takeAt(i);
    const claimed = claimedIn(s);
    try {
      e.raw.goto(s.length);
      if (claimed) e.raw.claimDraw(undefined, false);
    } catch {
      e.raw.free();
      return undefined;
    }
    e.len = s.length;
    e.claimed = claimed;
    return e;
  }
  return undefined;
}

/** The game of `s` made again from its start FEN and line; ERR_INVALID_ARGUMENT when they are no game. */
function remake(/** @type {GameState} */ s) {
  const relaxed = s.relaxed === true;
  const claim = claimedIn(s) ? /** @type {Outcome} */ (s.outcome).termination : undefined;
  const ucis = lineUcis(s);
  let g;
  try {
    g = raw.RawGame.fromSnapshot(s.startFen, s.chess960, ucis, s.length, claim, relaxed,
      NO_IDS, NO_IDS, [], [], 0, false, [], undefined, undefined);
  } catch (err) {
    const e = fromPayload(err);
    if (!(e instanceof ChessError) || e.code === 'ERR_INTERNAL') throw e;
    throw argError(`state is not a game state: ${e.message.replace(/^Invalid snapshot: /i, '')}`);
  }
  g.setBranching(true);
  return { raw: g, len: s.length, startFen: s.startFen, chess960: s.chess960, relaxed, claimed: claim !== undefined };
}
const NO_IDS = new Uint32Array(0);

/** The UCI of the line of `s`, oldest first, the line checked against `s.length`. */
function lineUcis(/** @type {GameState} */ s) {
  const out = new Array(s.length);
  let node = s.line;
  for (let i = s.length - 1; i >= 0; i--) {
    if (node === null || typeof node !== 'object' || node.move === null || typeof node.move !== 'object' || typeof node.move.uci !== 'string') {
      throw argError(`state is not a game state: its line has not length (${s.length}) moves`);
    }
    out[i] = node.move.uci;
    node = node.prev;
  }
  if (node !== null) throw argError(`state is not a game state: its line has more than length (${s.length}) moves`);
  return out;
}

/** True when the outcome of `s` is a draw claimed (threefold repetition or fifty moves). */
function claimedIn(/** @type {GameState} */ s) {
  const t = s.outcome === null ? undefined : s.outcome.termination;
  return t === 'threefold_repetition' || t === 'fifty_moves';
}

/** `s` when it has the shape of a state (its moves are checked when its game is made again), else ERR_INVALID_ARGUMENT. */
function checkState(/** @type {unknown} */ s) {
  const st = /** @type {GameState} */ (s);
  if (s === null || typeof s !== 'object' || Array.isArray(s) || typeof st.startFen !== 'string' || typeof st.chess960 !== 'boolean'
    || !Number.isInteger(st.length) || st.length < 0 || !Number.isInteger(st.ply) || st.ply < 0 || st.ply > st.length
    || (st.line === null) !== (st.length === 0) || typeof st.line !== 'object'
    || (st.undone !== null && typeof st.undone !== 'object') || (st.outcome !== null && typeof st.outcome !== 'object')) {
    throw argError(`state must be a game state (from gameState, play, stateFromPgn, ...), got ${describe(s)}`);
  }
  return st;
}

// ---- what crosses from the wasm game, decoded ---------------------------------------------

const FILES = 'abcdefgh';
/** @type {Square[]} */
const SQUARES = [];
for (let i = 0; i < 64; i++) SQUARES.push(/** @type {Square} */ (FILES[i & 7] + String.fromCharCode(49 + (i >> 3))));

/** @type {DrawClaim[][]} by bits 8-9 of the state's number (src/wasm/game.rs, state_info), frozen */
const CLAIMS = [[], ['threefold_repetition'], ['fifty_moves'], ['threefold_repetition', 'fifty_moves']].map((c) => /** @type {DrawClaim[]} */ (Object.freeze(c)));
const WINNERS = /** @type {const} */ (['w', 'b', null]);
/** @type {(Outcome | null)[]} one frozen object per outcome number (src/wasm/game.rs, encode_outcome) */
const outcomes = [null];
/** @type {string[] | undefined} */
let terminations;

/** The outcome of number `n` (0: none), one shared frozen object per number. */
function outcomeOf(/** @type {number} */ n) {
  let o = outcomes[n];
  if (o === undefined) {
    terminations ??= raw.terminationNames().split(' ');
    const c = n - 1;
    o = outcomes[n] = Object.freeze(/** @type {Outcome} */ ({ winner: WINNERS[c % 3], termination: terminations[(c - (c % 3)) / 3] }));
  }
  return o;
}

// What RawGame.writeState leaves in wasm memory (src/wasm/game.rs): four numbers (the state's
// bits, the text's address, the FEN's length, the destinations' length) and the text (ASCII),
// read through views made again when the memory grows (which detaches the old ones). Where
// the runtime has Node's Buffer, the text is read with it (`latin1` from a view over the
// memory: no view per string; a third of the time of TextDecoder on a subarray for a FEN).
/** @type {Uint32Array} */
let slots = new Uint32Array(0);
/** @type {Uint8Array} */
let bytes = new Uint8Array(0);
/** @type {{ toString(encoding: string, start: number, end: number): string } | undefined} */
let nodeBytes;
/** @type {TextDecoder | undefined} */
let decoder;
// What `read` found: the FEN, the destinations, the number.
let readFen = '';
let readDests = '';
let readInfo = 0;

/** Reads what RawGame.writeState (or playState) has just written into readFen, readDests, readInfo. */
function read() {
  if (slots.byteLength === 0) {
    const buffer = raw.wasmMemory().buffer;
    slots = new Uint32Array(buffer, raw.stateSlots(), 4);
    bytes = new Uint8Array(buffer);
    const B = /** @type {any} */ (globalThis).Buffer;
    nodeBytes = typeof B === 'function' && typeof B.from === 'function' ? B.from(buffer) : undefined;
  }
  const at = slots[1];
  const mid = at + slots[2];
  const end = mid + slots[3];
  if (nodeBytes !== undefined) {
    readFen = nodeBytes.toString('latin1', at, mid);
    readDests = nodeBytes.toString('latin1', mid, end);
  } else {
    decoder ??= new TextDecoder();
    readFen = decoder.decode(bytes.subarray(at, mid));
    readDests = decoder.decode(bytes.subarray(mid, end));
  }
  readInfo = slots[0];
}

// One frozen StateMove per move code, shared by every line that has it, in a cache indexed by a
// hash of the code: a slot holds the last code that fell on it (the 999 lichess games have
// 13,611 codes; the common ones stay).
const MOVE_SLOTS = 4096;
const moveKeys = new Int32Array(MOVE_SLOTS).fill(-1);
/** @type {(StateMove | undefined)[]} */
const moveSlots = new Array(MOVE_SLOTS);

/** The StateMove of a move's code (src/wasm/convert.rs), frozen and shared. */
function stateMove(/** @type {number} */ code, /** @type {boolean} */ chess960) {
  const key = chess960 ? code | (1 << 28) : code;
  const slot = (key ^ (key >>> 12) ^ (key >>> 24)) & (MOVE_SLOTS - 1);
  if (moveKeys[slot] === key) return /** @type {StateMove} */ (moveSlots[slot]);
  const d = decodeCode(code, chess960);
  const m = Object.freeze(/** @type {StateMove} */ (d.promotion === undefined
    ? { from: d.from, to: d.to, san: d.san, uci: d.uci }
    : { from: d.from, to: d.to, san: d.san, uci: d.uci, promotion: d.promotion }));
  moveKeys[slot] = key;
  moveSlots[slot] = m;
  return m;
}

/**
 * A new frozen state. `base` gives the start; the view (fen, turn, lastMove, check, dests) is
 * the game's end when `ply === length`, else read at `ply`; outcome and claims are the game's.
 * @param {GameState | { startFen: string, chess960: boolean, relaxed?: boolean }} base
 * @param {Live} e the game, at the end of `line`
 * @param {StateLine | null} line
 * @param {StateLine | null} undone
 * @param {number} length
 * @param {number} ply
 * @param {boolean} [playedNow] RawGame.playState has just written the game's state
 * @returns {GameState}
 */
function makeState(base, e, line, undone, length, ply, playedNow = false) {
  const g = e.raw;
  if (!playedNow) g.writeState();
  read();
  const info = readInfo;
  let fen, view, dests, lastMove;
  if (ply === length) {
    fen = readFen;
    view = info;
    dests = readDests;
    lastMove = line === null ? null : line.move;
  } else {
    fen = call(() => g.fenAt(ply));
    view = call(() => g.viewInfo(ply));
    dests = '';
    let node = line;
    for (let i = length; i > ply && node !== null; i--) node = node.prev;
    lastMove = node === null ? null : node.move;
  }
  const check = (view >> 1) & 127;
  const s = {
    startFen: base.startFen,
    chess960: base.chess960,
    line,
    undone,
    length,
    ply,
    fen,
    turn: /** @type {Color} */ (view & 1 ? 'b' : 'w'),
    lastMove,
    check: check === 64 ? null : SQUARES[check],
    dests,
    outcome: outcomeOf(info >>> 10),
    claims: CLAIMS[(info >> 8) & 3],
  };
  if (base.relaxed === true) Object.assign(s, { relaxed: true });
  e.claimed = claimedIn(/** @type {GameState} */ (s));
  return /** @type {GameState} */ (Object.freeze(s));
}

/**
 * The state after the move of `code`, just played on the game of `s`; `undone` kept when the
 * move is its first (a redo), else cleared.
 */
function afterMove(/** @type {GameState} */ s, /** @type {Live} */ e, /** @type {number} */ code, playedNow = false) {
  let move = stateMove(code, s.chess960);
  let undone = null;
  const u = s.undone;
  if (u !== null && u.move !== null && typeof u.move === 'object' && u.move.uci === move.uci) {
    if (Object.isFrozen(u.move)) move = u.move; // one object for the move, wherever it is
    undone = u.prev;
  }
  const line = Object.freeze({ move, prev: s.line });
  const length = s.length + 1;
  e.len = length;
  const next = makeState(s, e, line, undone, length, s.ply === s.length ? length : s.ply, playedNow);
  keep(next, e);
  return next;
}

// ---- the functions -------------------------------------------------------------------------

/**
 * A new game's state, from `fen` (the standard start when absent or null), read as `new Game`
 * reads it (`options.chess960`, `options.relaxed`).
 * @param {string | null} [fen]
 * @param {GameOptions} [options]
 * @returns {GameState}
 */
export function gameState(fen, options) {
  if (fen !== undefined && fen !== null) checkFen(fen);
  const o = readOptions(options);
  const start = /** @type {string | undefined | null} */ (fen);
  const g = call(() => new raw.RawGame(start ?? undefined, fenHow(o)));
  g.setBranching(true);
  const snap = g.snapshot();
  const e = { raw: g, len: 0, startFen: snap.startFen, chess960: snap.chess960, relaxed: snap.relaxed === true, claimed: false };
  const s = makeState(e, e, null, null, 0, 0);
  keep(s, e);
  return s;
}

/**
 * The state after `move` (SAN, UCI, `{ from, to, promotion }` or a null move, as `Game.move`
 * reads it), played at the end of the line; throws what `Game.move` throws, and changes nothing.
 * @param {GameState} state
 * @param {MoveInput} move
 * @param {{ strict?: boolean; lang?: RulingLang }} [options]
 * @returns {GameState}
 */
export function play(state, move, options) {
  const s = checkState(state);
  const o = readOptions(options);
  const text = localMoveText(moveText(move), o);
  const e = gameOf(s);
  let code;
  try {
    code = e.raw.playState(text, !!o.strict);
  } catch (err) {
    keep(s, e); // unchanged
    throw fromPayload(err);
  }
  return afterMove(s, e, code, true);
}

/**
 * The state with the last move taken back (kept in `undone` for `redo`); `state` itself when the
 * line has no move. A draw claimed at the end goes with the move.
 * @param {GameState} state
 * @returns {GameState}
 */
export function undo(state) {
  const s = checkState(state);
  const last = /** @type {StateLine | null} */ (s.line);
  if (last === null) return s;
  const e = gameOf(s);
  e.raw.undo();
  const length = s.length - 1;
  e.len = length;
  const next = makeState(s, e, last.prev, Object.freeze({ move: last.move, prev: s.undone }), length, s.ply === s.length ? length : Math.min(s.ply, length));
  keep(next, e);
  return next;
}

/**
 * The state with the first move of `undone` played again; `state` itself when none.
 * @param {GameState} state
 * @returns {GameState}
 */
export function redo(state) {
  const s = checkState(state);
  const u = s.undone;
  if (u === null) return s;
  if (u.move === null || typeof u.move !== 'object' || typeof u.move.uci !== 'string') throw argError('state is not a game state: its undone moves have no uci');
  return play(s, u.move.uci);
}

/**
 * The state viewing ply `ply` (0 = the start, `length` = the game's current position); the game
 * itself is unchanged. ERR_INVALID_ARGUMENT outside 0 to `length`.
 * @param {GameState} state
 * @param {number} ply
 * @returns {GameState}
 */
export function viewPly(state, ply) {
  const s = checkState(state);
  if (!Number.isInteger(ply) || ply < 0 || ply > s.length) {
    throw argError(`ply must be a whole number from 0 to ${s.length} (the state's length), got ${typeof ply === 'number' ? ply : describe(ply)}`);
  }
  if (ply === s.ply) return s;
  const e = gameOf(s);
  let next;
  try {
    next = makeState(s, e, s.line, s.undone, s.length, ply);
  } catch (err) {
    keep(s, e);
    throw err;
  }
  keep(next, e); // filed once: under the line both share, or (no move yet) under the new state
  return next;
}

/**
 * Claims a draw (Art. 9.2, 9.3): valid now (one of `state.claims`), or, with `move`, the draw
 * that move makes valid (the move is played, as `Game.claimDraw(move)`). Throws what
 * `Game.claimDraw` throws (ERR_GAME_OVER, ERR_CLAIM_NOT_ALLOWED, ERR_CLAIM_NEEDS_MOVE, move
 * errors) and changes nothing.
 * @param {GameState} state
 * @param {MoveInput} [move]
 * @param {{ strict?: boolean; lang?: RulingLang }} [options]
 * @returns {GameState}
 */
export function claimDraw(state, move, options) {
  const s = checkState(state);
  const o = readOptions(options);
  const text = move === undefined ? undefined : localMoveText(moveText(move), o);
  const e = gameOf(s);
  try {
    e.raw.claimDraw(text, !!o.strict);
  } catch (err) {
    keep(s, e);
    throw fromPayload(err);
  }
  if (text !== undefined) return afterMove(s, e, /** @type {number} */ (e.raw.lastMove()));
  // The claim ends the game where it stands: the moves taken back are gone (as Game.claimDraw
  // deletes the line after the current ply).
  const next = makeState(s, e, s.line, null, s.length, s.ply);
  keep(next, e);
  return next;
}

/**
 * The state of the main line of the first game of a PGN text, at its end, read as
 * `Game.fromPgn` reads it (a drawn result read as the claim the last position allows). Tags and
 * comments are not kept.
 * @param {string} text
 * @param {PgnLoadOptions} [options]
 * @returns {GameState}
 */
export function stateFromPgn(text, options) {
  if (typeof text !== 'string') throw argError(`pgn must be a string, got ${describe(text)}`);
  const o = readOptions(options);
  const g = call(() => raw.RawGame.fromPgn(textIn(text), !!o.strict, fenHow(o), !!o.skipBadVariations));
  let snap, codes;
  try {
    snap = g.snapshot();
    codes = g.history();
  } finally {
    g.free();
  }
  const base = { startFen: snap.startFen, chess960: snap.chess960, relaxed: snap.relaxed === true };
  /** @type {StateLine | null} */
  let line = null;
  for (const c of codes) line = Object.freeze({ move: stateMove(c, base.chess960), prev: line });
  const length = codes.length;
  const claimed = snap.claim !== null && snap.claim !== undefined;
  const outcome = claimed ? { winner: null, termination: snap.claim } : null;
  // The game without its PGN record (tags, comments, variations): the line alone.
  const e = remake(/** @type {GameState} */ (/** @type {unknown} */ ({ ...base, line, length, outcome })));
  const s = makeState(base, e, line, null, length, length);
  keep(s, e);
  return s;
}

/**
 * The game of `state` as PGN (its whole line, whatever ply is viewed), as `Game.pgn` writes it.
 * @param {GameState} state
 * @param {PgnWriteOptions} [options]
 * @returns {string}
 */
export function statePgn(state, options) {
  const s = checkState(state);
  const ucis = lineUcis(s);
  const claim = claimedIn(s) ? /** @type {Outcome} */ (s.outcome).termination : null;
  const snapshot = { startFen: s.startFen, chess960: s.chess960, moves: ucis, ply: s.length, claim: /** @type {DrawClaim | null} */ (claim) };
  if (s.relaxed === true) Object.assign(snapshot, { relaxed: true });
  let g;
  try {
    g = Game.fromJSON(snapshot);
  } catch (err) {
    if (!(err instanceof ChessError) || err.code !== 'ERR_INVALID_SNAPSHOT') throw err;
    throw argError(`state is not a game state: ${err.message.replace(/^Invalid snapshot: /i, '')}`);
  }
  try {
    return g.pgn(options);
  } finally {
    g.free();
  }
}

/**
 * The moves of the line of `state`, oldest first (the line's own frozen objects).
 * @param {GameState} state
 * @returns {StateMove[]}
 */
export function stateMoves(state) {
  const s = checkState(state);
  const out = new Array(s.length);
  let node = s.line;
  for (let i = s.length - 1; i >= 0 && node !== null; i--) {
    out[i] = node.move;
    node = node.prev;
  }
  return out;
}

/**
 * `state.dests` as chessground's `movable.dests`: a Map from each origin square to its
 * destinations (empty when viewing an earlier ply or once the game is over).
 * @param {GameState} state
 * @returns {Map<Square, Square[]>}
 */
export function destsMap(state) {
  const s = checkState(state);
  const d = s.dests;
  if (typeof d !== 'string') throw argError(`state.dests must be a string, got ${describe(d)}`);
  /** @type {Map<Square, Square[]>} */
  const map = new Map();
  if (d === '') return map;
  for (const group of d.split(' ')) {
    /** @type {Square[]} */
    const to = [];
    for (let i = 2; i < group.length; i += 2) to.push(/** @type {Square} */ (group.slice(i, i + 2)));
    map.set(/** @type {Square} */ (group.slice(0, 2)), to);
  }
  return map;
}
