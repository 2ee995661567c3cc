// An ESM TypeScript consumer of `chess-arbiter/core`, the rules-only build, checked with
// `tsc --strict`. Each `@ts-expect-error` must be an error.
import { ChessError, legalMoves, perft, validateFen, type Move, type FenValidation } from 'chess-arbiter/core';
import * as core from 'chess-arbiter/core';

const moves: Move[] = legalMoves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
const nodes: number = perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 2);
const checked: FenValidation = validateFen('8/8/8/8/8/8/8/8 w - - 0 1');
const code: string | undefined = checked.ok ? undefined : checked.errors[0]?.code;
const isError = (e: unknown): boolean => e instanceof ChessError && typeof e.code === 'string';

// @ts-expect-error the core build has no Game
core.Game;

// @ts-expect-error legalMoves returns moves, not a string
const wrong: string = legalMoves('8/8/8/8/8/8/8/8 w - - 0 1');

export { moves, nodes, code, isError, wrong };
