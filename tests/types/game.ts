// The Game class, outcomes, snapshots and PGN types, checked with `tsc --strict` against the
// installed package. Each `@ts-expect-error` must be an error: if a type loosens, tsc fails.
import { ChessError, Game, applyMove, parsePgn } from 'chess-arbiter';
import type { Move, GameOptions, GameSnapshot, Outcome, PgnEval, PgnGame, PgnNode, Termination } from 'chess-arbiter';

type IsAny<T> = 0 extends 1 & T ? true : false;

const g: Game = Game.fromPgn('1. e4 e5 *', { strict: true });
const outcome: Outcome | undefined = g.outcome();
const termination: Termination | undefined = outcome?.termination;
const winner: 'w' | 'b' | null | undefined = outcome?.winner;
const snapshot: GameSnapshot = g.toJSON();
const copy: Game = Game.fromJSON(snapshot);
const fromText: Game = Game.fromJSON(JSON.stringify(snapshot));
// A game read from PGN: its record's tags ([name, value] pairs), result and recordMoves.
const snapTags: [string, string][] | undefined = snapshot.tags;
const snapResult: '1-0' | '0-1' | '1/2-1/2' | '*' | undefined = snapshot.result;
const recordMoves: string[] | undefined = snapshot.recordMoves;
const withRecord: Game = Game.fromJSON({ ...snapshot, tags: [['Event', 'Casual']], result: '1-0', recordMoves: ['e4'] });
// @ts-expect-error a tag is a [name, value] pair
Game.fromJSON({ ...snapshot, tags: [['Event']] });
// @ts-expect-error a result is a PGN result
Game.fromJSON({ ...snapshot, result: '2-0' });
const reps: number[] = g.repetitions();
const is960: boolean = g.chess960();
// @ts-expect-error chess960() takes no argument: the mode never changes
g.chess960(true);
const text: string = g.pgn({ maxLineLength: 60, tags: { White: 'A' }, comments: false });
const games: PgnGame[] = parsePgn('1. e4 *');
const node: PgnNode | undefined = games[0]?.moves[0];
const ev: PgnEval | undefined = node?.eval;
const cp: number | undefined = ev && 'cp' in ev ? ev.cp : undefined;
const claimed: Outcome = g.claimDraw('Nf3');
g.goto(0);
const fenAt: string = g.fenAt(0);
const ply: number = g.ply();
const redo = g.redo();
// Null moves: '--' or null, as in chess.js 1.4; the Move has flags '-'.
const pass: Move = g.move(null);
const passFlags: string = g.move('--').flags;
const passed: string = applyMove('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', null, { strict: false });
// A start no game can reach, with { relaxed: true }; its snapshot and PGN keep it.
const relaxedOptions: GameOptions = { chess960: false, relaxed: true };
const relaxed: Game = new Game('B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1', relaxedOptions);
const relaxedFlag: boolean | undefined = relaxed.toJSON().relaxed;
const relaxedBack: Game = Game.fromPgn(relaxed.pgn(), { relaxed: true });
const notAny: [IsAny<ReturnType<typeof parsePgn>>, IsAny<ReturnType<Game['outcome']>>, IsAny<GameSnapshot['claim']>] = [false, false, false];

function where(e: unknown): string {
  if (e instanceof ChessError && e.code === 'ERR_INVALID_PGN') {
    const line: number | undefined = e.line;
    const column: number | undefined = e.column;
    const game: number | undefined = e.game;
    return `${game}:${line}:${column} ${e.reason ?? ''} ${e.san ?? ''} ${e.ply ?? ''}`;
  }
  return '';
}

// @ts-expect-error termination is one of the names, not any string
const badTermination: Outcome = { winner: null, termination: 'agreement' };
// @ts-expect-error hasInsufficientMaterial takes 'w' or 'b'
g.hasInsufficientMaterial('white');
// @ts-expect-error a move is text, squares or null (a null move), not undefined
g.move(undefined);
// @ts-expect-error goto takes a ply number
g.goto('3');
// @ts-expect-error relaxed is a boolean
new Game(undefined, { relaxed: 'yes' });
// @ts-expect-error a snapshot's claim is a draw claim or null
const badSnapshot: GameSnapshot = { startFen: '', chess960: false, moves: [], ply: 0, claim: 'agreement' };

export { pass, passFlags, passed };
export { outcome, termination, winner, copy, fromText, reps, text, cp, claimed, fenAt, ply, redo, relaxedFlag, relaxedBack, notAny, where, badTermination, badSnapshot };
export { snapTags, snapResult, recordMoves, withRecord, is960 };
