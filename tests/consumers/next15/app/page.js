// A server component: legalMoves runs during the build (prerender) and on the server.
import { legalMoves } from 'chess-arbiter';
import Board from './board';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export default function Page() {
  return (
    <main>
      <p id="server">{legalMoves(START).length}</p>
      <Board />
    </main>
  );
}
