// Types of `chess-arbiter/arbiter`: a game on a chess clock (FIDE Art. 6) and every way it ends
// (Art. 5, 6.9, 9), driven by the caller's timestamps. Every time is in milliseconds (a whole
// number from 0 to 2^53 - 1); every timestamp is the caller's (e.g. `Date.now()` on a server),
// never going back. Docs: docs/arbiter.md.
import type { Color, Move, Termination } from '../index.js';

/** The package's one error class, the same object in every entry (`instanceof` holds across them). */
export { ChessError } from '../index.js';
export type { Color, Move } from '../index.js';

/** The package's version, as compiled into the arbiter's wasm module. */
export declare function version(): string;

/**
 * A `TimeControl` tag value (PGN standard 9.6): `'300'` (sudden death), `'180+2'` (increment),
 * `'40/5400+30:1800+30'` (periods), `'300+d5'` (simple delay), `'300+b5'` (Bronstein delay),
 * `'*60'` (hourglass), `'-'` (no clock), `'?'` (unknown: no clock).
 */
export type TimeControlTag = string;

export interface ArbiterOptions {
  /** One control for both sides, or one each (time odds). Default `'-'` (no clock). ERR_TIME_CONTROL when not one. */
  timeControl?: TimeControlTag | { white: TimeControlTag; black: TimeControlTag };
  /** The start position (default: the standard start). ERR_INVALID_FEN. */
  fen?: string;
  chess960?: boolean;
  /**
   * `'online'` (default): each side's first move is made without a clock (lichess, chess.com);
   * `{ at }`: the clock of the side to move runs from `at` (FIDE Art. 6.6.1).
   */
  start?: 'online' | { at: number };
  /**
   * Lag compensation in the manner of lichess's quota (off by default): `true` for lichess's
   * constants `{ quota: 2000, gain: 1000, max: 5000, perMove: 3000 }`, or any of them changed.
   */
  lag?: boolean | { quota?: number; gain?: number; max?: number; perMove?: number };
}

/** Remaining milliseconds of each side; null for a side without a clock. */
export interface ClockTimes {
  white: number | null;
  black: number | null;
}

/** How a game under an arbiter ended. */
export type ArbiterTermination = Termination | 'resignation' | 'agreement' | 'aborted';

export interface ArbiterOutcome {
  /** The winner; null for a draw or an abort. */
  winner: Color | null;
  termination: ArbiterTermination;
  /** The FIDE article (`'6.9'` for a flag fall, `'5.1.2'` resignation, `'5.2.3'` agreement); absent for an abort (an online convention). */
  article?: string;
  /** The PGN result; `'*'` for an abort. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
}

export interface TimedMoveOptions {
  /** When the move was made (the caller's clock, ms). */
  at: number;
  /** The network lag the client reported (ms), credited within the lag quota when `lag` is on. */
  lag?: number;
  /** The sender's color: must be the side to move (ERR_NOT_YOUR_TURN). */
  color?: Color;
}

/** A move played: the main entry's Move, with its time. */
export interface TimedMoveResult extends Move {
  /** The timestamp given. */
  at: number;
  /** The time the move took on the mover's clock (ms, lag credit taken off; 0 without a clock). */
  spent: number;
  /** Remaining times at `at`, after the move (bonus added). */
  clock: ClockTimes;
  /** The game's end if this move ended it (checkmate, stalemate, dead position...), else null. */
  outcome: ArbiterOutcome | null;
}

export interface TimedHistoryEntry {
  san: string;
  uci: string;
  /** When it was made (ms). */
  at: number;
  /** The time it took on the mover's clock (ms). */
  spent: number;
  /** The mover's clock after it (the PGN's `%clk`), null without a clock. */
  clock: number | null;
}

/** One period of a time control. */
export interface TimeControlPeriod {
  /** Moves to make in the period; null for the rest of the game. */
  moves: number | null;
  /** The period's time (ms). */
  time: number;
  /** What each move of the period receives (ms): the increment or the delay; 0 for none. */
  bonus: number;
  bonusKind: 'none' | 'increment' | 'delay' | 'bronstein';
}

/** A `TimeControl` tag read. */
export interface ParsedTimeControl {
  /** The tag as written back. */
  tag: string;
  kind: 'periods' | 'hourglass' | 'untimed' | 'unknown';
  /** The periods (kind `periods`). */
  periods?: TimeControlPeriod[];
  /** The hourglass's time (kind `hourglass`, ms). */
  time?: number;
}

/** The whole state of an Arbiter as a plain JSON object (format 1), for Arbiter.fromJSON. */
export interface ArbiterSnapshot {
  format: 1;
  startFen: string;
  chess960: boolean;
  relaxed: boolean;
  /** The game's moves in UCI. */
  moves: string[];
  claim: 'threefold_repetition' | 'fifty_moves' | null;
  whiteControl: string;
  blackControl: string;
  lag: { quota: number; gain: number; max: number; perMove: number } | null;
  white: ArbiterSnapshotSide;
  black: ArbiterSnapshotSide;
  turn: Color;
  runningSince: number | null;
  last: number | null;
  untimedMoves: number;
  stopped: boolean;
  timedMoves: { node: number; color: Color; at: number; spent: number; clock: number | null }[];
  drawOffer: Color | null;
  whiteOffered: boolean;
  blackOffered: boolean;
  end: { winner: Color | null; termination: ArbiterTermination } | null;
  endedAt: number | null;
}

export interface ArbiterSnapshotSide {
  remaining: number;
  moves: number;
  period: number;
  periodMoves: number;
  lagQuota: number;
}

export interface ArbiterPgnOptions {
  /** The controls, instead of the record's TimeControl (or WhiteTimeControl/BlackTimeControl) tags. */
  timeControl?: TimeControlTag | { white: TimeControlTag; black: TimeControlTag };
  /** As ArbiterOptions.start; the moves' times are rebuilt from it (0 online). */
  start?: 'online' | { at: number };
  lag?: ArbiterOptions['lag'];
  chess960?: boolean;
  relaxed?: boolean;
}

/** A `TimeControl` tag value read: its periods and bonuses. ERR_TIME_CONTROL when it is not one. */
export declare function parseTimeControl(tag: TimeControlTag): ParsedTimeControl;

/** A game on a chess clock, deciding every way it ends. Call `free()` when done (or let the GC). */
export declare class Arbiter {
  /** ERR_TIME_CONTROL, ERR_INVALID_CLOCK, ERR_INVALID_FEN, ERR_INVALID_ARGUMENT. */
  constructor(options?: ArbiterOptions);
  /**
   * The side to move's move made at `options.at`. Refusals (nothing changes): ERR_ILLEGAL_MOVE
   * (with the article), ERR_INVALID_MOVE, ERR_NULL_MOVE, ERR_NOT_YOUR_TURN, ERR_TIME_WENT_BACK,
   * ERR_GAME_OVER. A move made after the mover's flag fell is not played: the flag fall is
   * recorded (the game ends, Art. 6.9) and ERR_GAME_OVER thrown with its `outcome`.
   */
  move(move: string | { from: string; to: string; promotion?: string }, options: TimedMoveOptions): TimedMoveResult;
  remaining(now: number): ClockTimes;
  /** Notices a fallen flag at `now` (Art. 6.9): the outcome once the game is over, else null. */
  flagFall(now: number): ArbiterOutcome | null;
  /** Art. 5.1.2. ERR_GAME_OVER, ERR_TIME_WENT_BACK. */
  resign(color: Color, at: number): ArbiterOutcome;
  /**
   * A draw offer (Art. 9.1.2): null while it stands; the outcome when the game ended (the
   * opponent's offer stood: agreement; a flag had fallen). ERR_AGREEMENT_TOO_EARLY,
   * ERR_DRAW_OFFER_STANDING, ERR_DRAW_OFFER_TOO_SOON, ERR_GAME_OVER, ERR_TIME_WENT_BACK.
   */
  offerDraw(color: Color, at: number): ArbiterOutcome | null;
  /** Agreement (Art. 5.2.3). ERR_NO_DRAW_OFFER, ERR_AGREEMENT_TOO_EARLY, ... */
  acceptDraw(color: Color, at: number): ArbiterOutcome;
  /** Null, or the outcome of a flag fallen first. ERR_NO_DRAW_OFFER, ... */
  declineDraw(color: Color, at: number): ArbiterOutcome | null;
  /** Threefold repetition or fifty moves (Art. 9.2, 9.3), valid now or with `move`. ERR_CLAIM_NOT_ALLOWED, ERR_NOT_YOUR_TURN, ... */
  claimDraw(color: Color, at: number, move?: string | { from: string; to: string; promotion?: string }): ArbiterOutcome;
  /** Before each side's first move (an online convention): result `*`. ERR_ABORT_TOO_LATE, ... */
  abort(color: Color, at: number): ArbiterOutcome;
  readonly drawOffer: Color | null;
  outcome(): ArbiterOutcome | null;
  /** When the game ended under the arbiter (ms), or null. */
  endedAt(): number | null;
  fen(): string;
  turn(): Color;
  history(): TimedHistoryEntry[];
  /** The legal moves now in SAN (none once the game is over). */
  legalMoves(): string[];
  /** The legal moves now as Move objects (none once the game is over). */
  moves(): Move[];
  toDests(): Map<string, string[]>;
  /** TimeControl (or White/BlackTimeControl), Result, Termination, `[%clk h:mm:ss(.f)]` after every move. */
  pgn(): string;
  toJSON(): ArbiterSnapshot;
  /** ERR_INVALID_SNAPSHOT, ERR_INVALID_CLOCK, ERR_TIME_CONTROL. */
  static fromJSON(snapshot: ArbiterSnapshot | string): Arbiter;
  /** ERR_INVALID_PGN, ERR_TIME_CONTROL, ERR_INVALID_CLOCK, ERR_NULL_MOVE. */
  static fromPgn(text: string, options?: ArbiterPgnOptions): Arbiter;
  free(): void;
  [Symbol.dispose](): void;
}
