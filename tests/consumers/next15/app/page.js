// A server component: legalMoves runs during the build (prerender) and on the server, and so
// does stateFromPgn, whose state (plain JSON) goes to the client component <Position> as a prop.
import { legalMoves, stateFromPgn } from 'chess-arbiter';
import Board from './board';
import Position from './position';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export default function Page() {
  const state = stateFromPgn('1. e4 d5 2. Bb5+');
  return (
    <main>
      <p id="server">{legalMoves(START).length}</p>
      <p id="server-state">{`${state.length} ${state.check} ${state.fen}`}</p>
      <Board />
      <Position initial={state} />
    </main>
  );
}
