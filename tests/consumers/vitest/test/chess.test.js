import { expect, test } from 'vitest';
import { legalMoves, explainMove, Game } from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('chess-arbiter in Vitest', async () => {
  expect(legalMoves(START).length).toBe(20);
  expect((await explainMove(START, 'e5')).code).toBe('ERR_NOT_YOUR_TURN');
  const game = new Game();
  game.move('e4');
  expect(game.fen()).toContain('4P3');
  game.free();
});
