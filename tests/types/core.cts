// A CommonJS TypeScript consumer of `chess-arbiter/core` (`require`), through its require types.
import core = require('chess-arbiter/core');

const fen: string = core.applyMove('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e4');

// @ts-expect-error the core build has no parsePgn
core.parsePgn('');

export = { fen };
