// Shared by the esbuild, bun build, Bun and Deno consumers: ESM import on a server.
import { legalMoves, explainMove, Game } from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const game = new Game();
game.move('e4');
const ruling = await explainMove(START, 'e5');
console.log(legalMoves(START).length, ruling.code, game.fen().split(' ')[0]);
game.free();
