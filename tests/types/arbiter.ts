// chess-arbiter/arbiter's types (ESM, nodenext): the options, the results' shapes, the snapshot.
import { Arbiter, ChessError, parseTimeControl, version } from 'chess-arbiter/arbiter';
import type {
  ArbiterOptions, ArbiterOutcome, ArbiterSnapshot, ClockTimes, ParsedTimeControl, TimedHistoryEntry, TimedMoveResult,
} from 'chess-arbiter/arbiter';
import { ChessError as MainError } from 'chess-arbiter';

const options: ArbiterOptions = { timeControl: { white: '300', black: '240' }, start: { at: Date.now() }, lag: { quota: 1000 } };
const a = new Arbiter(options);
const online = new Arbiter({ timeControl: '180+2', start: 'online', lag: true, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' });
const m: TimedMoveResult = a.move('e4', { at: 1000, color: 'w', lag: 40 });
const san: string = m.san;
const spent: number = m.spent;
const clock: ClockTimes = m.clock;
const white: number | null = clock.white;
const outcome: ArbiterOutcome | null = m.outcome ?? a.flagFall(2000) ?? a.offerDraw('b', 2000);
const r: '1-0' | '0-1' | '1/2-1/2' | '*' = a.resign('b', 3000).result;
const termination: string = a.abort('w', 3000).termination;
const history: TimedHistoryEntry[] = a.history();
const offer: 'w' | 'b' | null = a.drawOffer;
const dests: Map<string, string[]> = online.toDests();
const sans: string[] = online.legalMoves();
const snapshot: ArbiterSnapshot = a.toJSON();
const restored: Arbiter = Arbiter.fromJSON(JSON.stringify(snapshot));
const fromPgn: Arbiter = Arbiter.fromPgn(restored.pgn(), { timeControl: '60', start: { at: 0 } });
const tc: ParsedTimeControl = parseTimeControl('40/5400+30:1800+30');
const bonus: number | undefined = tc.periods?.[0].bonus;
const isError = (e: unknown): boolean => e instanceof ChessError && e instanceof MainError;
const v: string = version();
fromPgn.free();

// @ts-expect-error the move's time is required
a.move('e4');
// @ts-expect-error a color is 'w' or 'b'
a.resign('white', 0);
// @ts-expect-error `start` is 'online' or { at }
new Arbiter({ start: 'fide' });

export { san, spent, white, outcome, r, termination, history, offer, dests, sans, bonus, isError, v };
