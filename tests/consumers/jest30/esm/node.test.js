import { legalMoves, Game } from 'chess-arbiter';

test('import in the node environment', () => {
  expect(legalMoves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length).toBe(20);
  const game = new Game();
  game.move('e4');
  expect(game.fen()).toContain('4P3');
  game.free();
});
