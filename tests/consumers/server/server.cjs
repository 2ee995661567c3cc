// Shared by the esbuild, bun build and Bun consumers: CommonJS require on a server.
const { legalMoves, explainMove, Game } = require('chess-arbiter');

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const game = new Game();
game.move('e4');
explainMove(START, 'e5').then((ruling) => {
  console.log(legalMoves(START).length, ruling.code, game.fen().split(' ')[0]);
  game.free();
});
