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
  ChessError, SEP, lineItems, readSnapshotItems, argError, call, checkFen, decodeCode, describe, fenHow, fromPayload, localMoveText, moveText, readOptions, textIn, toDests, MOVE_NAMES, PGN_NAMES } from './rules.js';
import { TextDecoder } from './text.js';
import { Game } from './api.js';
import { asWritten } from './written.js';

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

/** True when the live game `e`, filed under the line of `s`, stands where `s` does. */
function fits(/** @type {Live} */ e, /** @type {GameState} */ s) {
  return e.len === s.length && e.startFen === s.startFen && e.chess960 === s.chess960 && e.claimed === claimedIn(s);
}

/** The live game of state `s`, taken out of the cache (the caller files it again). */
function gameOf(/** @type {GameState} */ s) {
  const i = keys.lastIndexOf(s.line ?? s);
  if (i >= 0) {
    const e = takeAt(i);
    if (fits(e, s)) return e;
    e.raw.free();
  }
  return further(s) ?? remake(s);
}

/**
 * The index in the cache of the live game of `s`, filed last: where it is when it is the last
 * filed (a game played move after move), else taken from where it was or made, and filed.
 */
function filedGame(/** @type {GameState} */ s) {
  const last = keys.length - 1;
  if (last >= 0 && keys[last] === (s.line ?? s) && fits(lives[last], s)) return last;
  keep(s, gameOf(s));
  return keys.length - 1;
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
    g = raw.RawGame.fromSnapshot(textIn(lineText(s.startFen, s.chess960, relaxed, s.length, claim, ucis)));
  } catch (err) {
    throw notAState(fromPayload(err));
  }
  try {
    checkMoves(s, g.history());
  } catch (err) {
    g.free();
    throw err;
  }
  g.setBranching(true);
  return { raw: g, len: s.length, startFen: s.startFen, chess960: s.chess960, relaxed, claimed: claim !== undefined };
}

// The text of a snapshot of a line for RawGame.fromSnapshot (src/game/snapshot_wire.rs), as
// api.js's snapshotText writes it for a game without tree or PGN record.
function lineText(/** @type {string} */ startFen, /** @type {boolean} */ chess960, /** @type {boolean} */ relaxed, /** @type {number} */ ply,
  /** @type {string | undefined} */ claim, /** @type {string[]} */ moves) {
  return [...lineItems({ startFen, chess960, relaxed, ply, claim, moves }), 0, 0, 0, ''].join(SEP); // lineEnd, no nodes, no PGN record
}

/** True when `a` is the StateMove `b` (the same object, or the same fields: a JSON copy). */
function sameMove(/** @type {any} */ a, /** @type {StateMove} */ b) {
  return a === b || (a !== null && typeof a === 'object' && a.uci === b.uci && a.san === b.san && a.from === b.from && a.to === b.to
    && a.promotion === b.promotion);
}

/** What `given` (a move of a state, not `want`) says wrongly, for a message. */
function wrongField(/** @type {any} */ given, /** @type {StateMove} */ want) {
  const field = ['san', 'from', 'to', 'promotion'].find((f) => given[f] !== want[/** @type {keyof StateMove} */ (f)]) ?? 'uci';
  return `says ${field} ${shown(given[field])}, but its uci plays ${JSON.stringify(want)}`;
}

/** `x` for a message: a number or a string (quoted, cut) as it is, else its kind. */
function shown(/** @type {unknown} */ x) {
  return typeof x === 'number' ? String(x) : typeof x === 'string' ? JSON.stringify(x.slice(0, 16)) : describe(x);
}

/**
 * ERR_INVALID_ARGUMENT unless the moves of the line of `s` are those of `codes` (what its UCI
 * played): a state's SAN, squares and promotions are the game's, never taken on trust.
 */
function checkMoves(/** @type {GameState} */ s, /** @type {ArrayLike<number>} */ codes) {
  let node = s.line;
  for (let i = s.length - 1; i >= 0 && node !== null; i--) {
    const want = stateMove(codes[i], s.chess960);
    if (!sameMove(node.move, want)) throw bad(`move ${i + 1} of its line ${wrongField(node.move, want)}`);
    node = node.prev;
  }
}

/** ERR_INVALID_ARGUMENT: `state is not a game state: ${what}`. */
function bad(/** @type {string} */ what) {
  return argError(`state is not a game state: ${what}`);
}

/** ERR_INVALID_ARGUMENT for a state whose game cannot be made (`e`: the snapshot's error), other errors as they are. */
function notAState(/** @type {any} */ e) {
  return e instanceof ChessError && e.code === 'ERR_INVALID_SNAPSHOT' ? bad(e.message.replace(/^Invalid snapshot: /i, '')) : e;
}

/** The UCI of the line of `s`, oldest first, the line checked against `s.length`. */
function lineUcis(/** @type {GameState} */ s) {
  const out = new Array(s.length);
  /** @type {any} */
  let node = s.line;
  let i = s.length;
  while (i > 0 && node && node.move && typeof node.move.uci === 'string') {
    out[--i] = node.move.uci;
    node = node.prev;
  }
  if (i > 0 || node !== null) throw bad(`its line is not ${s.length} (its length) moves`);
  return out;
}

/** True when the outcome of `s` is a draw claimed (threefold repetition or fifty moves). */
function claimedIn(/** @type {GameState} */ s) {
  return isClaim(s.outcome);
}

/** True when `o` (an outcome or null) is a draw claimed. */
function isClaim(/** @type {Outcome | null} */ o) {
  const t = o === null ? undefined : o.termination;
  return t === 'threefold_repetition' || t === 'fifty_moves';
}

/** `s` when it has the shape of a state (its moves are checked when its game is made again), else ERR_INVALID_ARGUMENT. */
function checkState(/** @type {unknown} */ s) {
  const st = /** @type {GameState} */ (s);
  if (s !== null && typeof s === 'object' && typeof st.startFen === 'string' && typeof st.chess960 === 'boolean'
    && Number.isInteger(st.length) && st.length >= 0 && Number.isInteger(st.ply) && st.ply >= 0 && st.ply <= st.length
    && typeof st.line === 'object' && (st.line === null) === (st.length === 0) && typeof st.undone === 'object'
    && typeof st.outcome === 'object' && !Array.isArray(s)) {
    return st;
  }
  throw argError(stateProblem(s));
}

/** What makes `s` no state, for checkState's message: the first field that is wrong. */
function stateProblem(/** @type {any} */ s) {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return `state must be a game state (from gameState, play, stateFromPgn, ...), got ${describe(s)}`;
  const n = s.length;
  const [field, want] = typeof s.startFen !== 'string' ? ['startFen', 'a FEN']
    : typeof s.chess960 !== 'boolean' ? ['chess960', 'true or false']
      : !(n >= 0 && Number.isInteger(n)) ? ['length', 'a whole number']
        : !(s.ply >= 0 && s.ply <= n && Number.isInteger(s.ply)) ? ['ply', `0 to its length (${n})`]
          : (s.line === null) !== (n === 0) || typeof s.line !== 'object' ? ['line', n ? '{ move, prev }' : 'null (length 0)']
            : typeof s.undone !== 'object' ? ['undone', 'null or { move, prev }'] : ['outcome', 'null or { winner, termination }'];
  return `state is not a game state: its ${field} must be ${want}, got ${shown(s[field])}`;
}

// ---- what crosses from the wasm game, decoded ---------------------------------------------

/** @type {DrawClaim[][]} by bits 8-9 of the state's number (src/wasm/game.rs, state_info), frozen */
const CLAIMS = [[], ['threefold_repetition'], ['fifty_moves'], ['threefold_repetition', 'fifty_moves']].map((c) => /** @type {DrawClaim[]} */ (Object.freeze(c)));
const WINNERS = /** @type {const} */ (['w', 'b', null]);
/** @type {(Square | null)[]} by bits 1-7 of the state's number: the square of the king in check (0 = a1 .. 63 = h8), 64 for none */
const CHECKS = [];
for (let i = 0; i < 128; i++) CHECKS.push(i < 64 ? /** @type {Square} */ (String.fromCharCode(97 + (i & 7), 49 + (i >> 3))) : null);
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

// What RawGame.writeState (or playState) leaves in wasm memory (src/wasm/game.rs): three numbers
// (the state's bits, the FEN's address and length) and the FEN (ASCII), read through views made
// again when the memory grows (which detaches the old ones): no allocation in the wasm, no copy
// but the string.
/** @type {Uint32Array} */
let slots = new Uint32Array(0);
/** @type {Uint8Array} */
let bytes = new Uint8Array(0);
/** @type {TextDecoder | undefined} */
let decoder;
// What `read` found: the FEN, the number.
let readFen = '';
let readInfo = 0;
// Views of the FEN's bytes, by length, at `viewsAt` (the wasm's buffer for the FEN stays where
// it is once it has room; a view per call was a tenth of the JS work of a play).
/** @type {Uint8Array[]} */
let views = [];
let viewsAt = -1;

/** Reads what RawGame.writeState (or playState) has just written into readFen and readInfo. */
function read() {
  if (slots.byteLength === 0) {
    const buffer = raw.wasmMemory().buffer;
    slots = new Uint32Array(buffer, raw.stateSlots(), 3);
    bytes = new Uint8Array(buffer);
    viewsAt = -1;
  }
  decoder ??= new TextDecoder();
  const at = slots[1];
  const n = slots[2];
  if (at !== viewsAt) {
    views = [];
    viewsAt = at;
  }
  readFen = decoder.decode(views[n] ??= bytes.subarray(at, at + n));
  readInfo = slots[0];
}

// One frozen StateMove per move code, shared by every line that has it, in a Map by the code
// without its color bit (a StateMove has no color) and with the mode's (castling's UCI), cleared
// when it holds MOVES_KEPT codes (the 999 lichess games have 11,470; a table of 4,096 slots
// missed 44 % of the moves of their replay).
const MOVES_KEPT = 16384;
/** @type {Map<number, StateMove>} */
const movesKept = new Map();

/** The StateMove of a move's code (src/wasm/convert.rs), frozen and shared. */
function stateMove(/** @type {number} */ code, /** @type {boolean} */ chess960) {
  const key = chess960 ? (code & 0x7ffffff) | 0x8000000 : code & 0x7ffffff;
  let m = movesKept.get(key);
  if (m !== undefined) return m;
  const d = decodeCode(code, chess960);
  m = Object.freeze(/** @type {StateMove} */ (d.promotion === undefined
    ? { from: d.from, to: d.to, san: d.san, uci: d.uci }
    : { from: d.from, to: d.to, san: d.san, uci: d.uci, promotion: d.promotion }));
  if (movesKept.size >= MOVES_KEPT) movesKept.clear();
  movesKept.set(key, m);
  return m;
}

/**
 * A new frozen state. `base` gives the start; the view (fen, turn, lastMove, check, dests) is
 * read at `ply` (destinations only at the game's end, `length`); outcome and claims are the game's.
 * @param {GameState | { startFen: string, chess960: boolean, relaxed?: boolean }} base
 * @param {Live} e the game, at the end of `line`
 * @param {StateLine | null} line
 * @param {StateLine | null} undone
 * @param {number} length
 * @param {number} ply
 * @param {boolean} [playedNow] RawGame.playState has just written the state at `length`
 * @returns {GameState}
 */
function makeState(base, e, line, undone, length, ply, playedNow = false) {
  if (!playedNow || ply !== length) {
    const g = e.raw;
    call(() => g.writeState(ply));
  }
  read();
  const view = readInfo;
  let node = line;
  for (let i = length; i > ply && node !== null; i--) node = node.prev;
  const outcome = outcomeOf(view >>> 10);
  e.claimed = isClaim(outcome);
  // One literal per shape (`relaxed` last, only when true): a state is two allocations, the
  // object and its FEN, and one Object.freeze.
  const s = base.relaxed === true
    ? {
      startFen: base.startFen, chess960: base.chess960, line, undone, length, ply, fen: readFen,
      turn: /** @type {Color} */ (view & 1 ? 'b' : 'w'), lastMove: node === null ? null : node.move,
      check: CHECKS[(view >> 1) & 127], outcome, claims: CLAIMS[(view >> 8) & 3], relaxed: true,
    }
    : {
      startFen: base.startFen, chess960: base.chess960, line, undone, length, ply, fen: readFen,
      turn: /** @type {Color} */ (view & 1 ? 'b' : 'w'), lastMove: node === null ? null : node.move,
      check: CHECKS[(view >> 1) & 127], outcome, claims: CLAIMS[(view >> 8) & 3],
    };
  return /** @type {GameState} */ (Object.freeze(s));
}

/**
 * The state after the move of `code`, just played on the game of `s`; `undone` kept when the
 * move is its first (a redo), else cleared.
 */
function afterMove(/** @type {GameState} */ s, /** @type {Live} */ e, /** @type {number} */ code, playedNow = false, at = -1) {
  let move = stateMove(code, s.chess960);
  let undone = null;
  const u = s.undone;
  if (u !== null && u.move !== null && typeof u.move === 'object' && u.move.uci === move.uci) {
    // One object for the move, wherever it is (a frozen one that is this move: never a forged one).
    if (u.move !== move && Object.isFrozen(u.move) && sameMove(u.move, move)) move = u.move;
    undone = u.prev === null || typeof u.prev === 'object' ? u.prev : null;
  }
  const line = Object.freeze({ move, prev: s.line });
  const length = s.length + 1;
  e.len = length;
  // The game, filed at `at`, is now the new line's (the cache's key changed in place).
  if (at >= 0) keys[at] = line;
  const next = makeState(s, e, line, undone, length, s.ply === s.length ? length : s.ply, playedNow);
  if (at < 0) keep(next, e);
  return next;
}

// ---- the functions -------------------------------------------------------------------------

// The options of each function taking an options object (their types in index.d.ts), written
// once: readOptions refuses any other name.
const GAME_STATE_OPTIONS = { fn: 'gameState', names: ['chess960', 'relaxed', 'branching'] };
const PLAY_OPTIONS = { fn: 'play', names: MOVE_NAMES };
const CLAIM_DRAW_OPTIONS = { fn: 'claimDraw', names: MOVE_NAMES };
const STATE_FROM_PGN_OPTIONS = { fn: 'stateFromPgn', names: ['strict', 'chess960', 'relaxed', 'skipBadVariations'] };
const STATE_PGN_OPTIONS = { fn: 'statePgn', names: PGN_NAMES };

/** @type {Map<string, { startFen: string, chess960: boolean, relaxed: boolean }>} */
const starts = new Map();

/**
 * A new game's state, from `fen` (the standard start when absent or null), read as `new Game`
 * reads it (`options.chess960`, `options.relaxed`).
 * @param {string | null} [fen]
 * @param {GameOptions} [options]
 * @returns {GameState}
 */
export function gameState(fen, options) {
  if (fen !== undefined && fen !== null) checkFen(fen);
  const o = readOptions(options, GAME_STATE_OPTIONS);
  const start = /** @type {string | undefined | null} */ (fen);
  const how = fenHow(o);
  const g = call(() => new raw.RawGame(start ?? undefined, how));
  g.setBranching(true);
  // The start as the game's snapshot writes it, asked once per FEN and reading (a snapshot per
  // new game was a tenth of a short game's plays).
  const key = `${how} ${start ?? ''}`;
  let snap = starts.get(key);
  if (snap === undefined) {
    const { startFen, chess960, relaxed } = readSnapshotItems(g.snapshot(false));
    if (starts.size >= 64) starts.clear();
    starts.set(key, snap = { startFen, chess960, relaxed });
  }
  const e = { raw: g, len: 0, startFen: snap.startFen, chess960: snap.chess960, relaxed: snap.relaxed, claimed: false };
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
  const o = readOptions(options, PLAY_OPTIONS);
  const written = moveText(move);
  const text = localMoveText(written, o);
  const at = filedGame(s);
  const e = lives[at];
  let code;
  try {
    code = e.raw.playState(text, !!o.strict);
  } catch (err) {
    throw asWritten(fromPayload(err), written, text, o.lang); // the game unchanged, filed under `s`
  }
  return afterMove(s, e, code, true, at);
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
  if (u.move === null || typeof u.move !== 'object' || typeof u.move.uci !== 'string') throw bad(`its undone move must be { from, to, san, uci }, got ${shown(u.move)}`);
  let next;
  try {
    next = play(s, u.move.uci);
  } catch (err) {
    // The move undone is legal where it was undone: one that is not was never undone there.
    if (err instanceof ChessError && err.code !== 'ERR_INVALID_ARGUMENT') {
      throw bad(`its undone move ${shown(u.move.uci)} is not legal after its line (${err.message})`);
    }
    throw err;
  }
  const played = /** @type {StateLine} */ (next.line).move;
  if (!sameMove(u.move, played)) throw bad(`its undone move ${wrongField(u.move, played)}`);
  return next;
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
  const o = readOptions(options, CLAIM_DRAW_OPTIONS);
  const written = move === undefined ? undefined : moveText(move);
  const text = written === undefined ? undefined : localMoveText(written, o);
  const e = gameOf(s);
  try {
    e.raw.claimDraw(text, !!o.strict);
  } catch (err) {
    keep(s, e);
    throw asWritten(fromPayload(err), written, text, o.lang);
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
  const o = readOptions(options, STATE_FROM_PGN_OPTIONS);
  const g = call(() => raw.RawGame.fromPgn(textIn(text), !!o.strict, fenHow(o), !!o.skipBadVariations));
  let snap, codes;
  try {
    snap = readSnapshotItems(g.snapshot(false));
    codes = g.history();
  } finally {
    g.free();
  }
  const { startFen, chess960, relaxed, claim } = snap;
  const base = { startFen, chess960, relaxed };
  /** @type {StateLine | null} */
  let line = null;
  for (const c of codes) line = Object.freeze({ move: stateMove(c, base.chess960), prev: line });
  const length = codes.length;
  const claimed = claim !== null;
  const outcome = claimed ? { winner: null, termination: claim } : null;
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
  readOptions(options, STATE_PGN_OPTIONS); // named as statePgn's; the values are Game#pgn's to check
  const ucis = lineUcis(s);
  const claim = claimedIn(s) ? /** @type {Outcome} */ (s.outcome).termination : null;
  const snapshot = { startFen: s.startFen, chess960: s.chess960, moves: ucis, ply: s.length, claim: /** @type {DrawClaim | null} */ (claim) };
  if (s.relaxed === true) Object.assign(snapshot, { relaxed: true });
  let g;
  try {
    g = Game.fromJSON(snapshot);
  } catch (err) {
    throw notAState(err);
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
  // A line that no game here came from is checked against the game its UCI makes (checkMoves).
  keep(s, gameOf(s));
  const out = new Array(s.length);
  let node = s.line;
  for (let i = s.length - 1; i >= 0 && node !== null; i--) {
    out[i] = node.move;
    node = node.prev;
  }
  return out;
}

/**
 * The legal destinations of `state` as chessground's `movable.dests`: a Map from each origin
 * square to its destinations, castling as `toDests` gives it by default (`'both'` in standard
 * chess, `'rook'` in Chess960); empty while an earlier ply is viewed and once the game is over.
 * Made on demand from `state.fen` (the state does not hold them: generating them on every move
 * cost `play` about a fifth of its time), as `Game.toDests` gives them at the game's end.
 * @param {GameState} state
 * @returns {Map<Square, Square[]>}
 */
export function destsMap(state) {
  const s = checkState(state);
  if (typeof s.fen !== 'string') throw bad(`its fen must be a FEN, got ${shown(s.fen)}`);
  if (s.ply !== s.length || s.outcome !== null) return new Map();
  return toDests(s.fen, s.relaxed === true ? { chess960: s.chess960, relaxed: true } : { chess960: s.chess960 });
}
