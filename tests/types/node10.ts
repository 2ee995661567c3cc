// A consumer compiled with the `node10` module resolution: every entry must be found.
import { legalMoves, Game } from 'chess-arbiter';
import { perft, ChessError } from 'chess-arbiter/core';
import { Chess } from 'chess-arbiter/compat';
import { Arbiter } from 'chess-arbiter/arbiter';
import { perft as variantPerft } from 'chess-arbiter/variants';

const n: number = legalMoves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length;
const p: number = perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 1);
const g: Game = new Game();
const isError = (e: unknown): boolean => e instanceof ChessError;
const sans: string[] = new Chess().moves();
const clock: number | null = new Arbiter({ timeControl: '60' }).remaining(0).white;
const zh: number = variantPerft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', 1, { variant: 'zh' });

// @ts-expect-error perft returns a number
const s: string = perft('8/8/8/8/8/8/8/8 w - - 0 1', 1);

export { n, p, g, isError, s, sans, clock, zh };
