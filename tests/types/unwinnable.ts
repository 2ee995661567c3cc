// canWin, helpmate, Game#canWin and Game#timeout (issue #13), checked with `tsc --strict`
// against the installed package. Each `@ts-expect-error` must be an error.
import { DEFAULT_NODES, Game, canWin, helpmate } from 'chess-arbiter';
import type { CanWinOptions, Outcome, Termination } from 'chess-arbiter';

const fen = '7k/7p/8/6N1/8/8/8/K7 w - - 0 1';
const options: CanWinOptions = { nodes: DEFAULT_NODES, relaxed: true };
const answer: boolean | undefined = await canWin(fen, 'w', options);
const line: string[] | null | undefined = await helpmate(fen, 'b');
const g = new Game(fen);
const mine: boolean | undefined = await g.canWin('w', { nodes: 100 });
const verdict: Outcome = await g.timeout('b');
// @ts-expect-error the verdict is a Promise (the search loads on demand), not an Outcome
const early: Outcome = g.timeout('b');
const timeout: Termination = 'timeout';
// @ts-expect-error canWin answers true, false or undefined, never a bare boolean
const strict: boolean = await canWin(fen, 'w');
// @ts-expect-error the color is 'w' or 'b'
void canWin(fen, 'white');
// @ts-expect-error nodes is a number
void helpmate(fen, 'w', { nodes: '100' });
// @ts-expect-error timeout takes a color
void g.timeout();
export { answer, line, mine, verdict, early, timeout, strict };
