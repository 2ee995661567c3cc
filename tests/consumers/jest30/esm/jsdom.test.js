/** @jest-environment jsdom */
import { legalMoves, explainMove } from 'chess-arbiter';

test('import in the jsdom environment', async () => {
  expect(typeof document).toBe('object');
  expect(legalMoves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length).toBe(20);
  expect((await explainMove('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e5')).code).toBe('ERR_NOT_YOUR_TURN');
});
