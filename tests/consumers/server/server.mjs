// Shared by the esbuild, bun build, Bun and Deno consumers: ESM import on a server (the
// package's entry and chess-arbiter/arbiter).
import { legalMoves, explainMove, Game } from 'chess-arbiter';
import { Arbiter } from 'chess-arbiter/arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const game = new Game();
game.move('e4');
const ruling = await explainMove(START, 'e5');
const clock = new Arbiter({ timeControl: '60+1', start: { at: 0 } }).move('e4', { at: 5000 }).clock.white;
console.log(legalMoves(START).length, ruling.code, game.fen().split(' ')[0], clock);
game.free();
