// A CommonJS TypeScript consumer of `chess-arbiter/compat` (`require`), through its require types.
import compat = require('chess-arbiter/compat');

const chess = new compat.Chess();
const san: string = chess.move('e4').san;

// @ts-expect-error compat has no Game (that is the full package's)
compat.Game;

export = { san };
