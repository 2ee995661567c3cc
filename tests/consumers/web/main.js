// Shared by the Vite and webpack consumers: the free functions, a ruling (its texts are a
// chunk loaded on demand), and chess-arbiter/arbiter's clock (its own module).
import { legalMoves, explainMove } from 'chess-arbiter';
import { Arbiter } from 'chess-arbiter/arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const out = document.getElementById('out');
explainMove(START, 'e5').then(
  (r) => {
    const clock = new Arbiter({ timeControl: '60+1', start: { at: 0 } }).move('e4', { at: 5000 }).clock.white;
    out.textContent = legalMoves(START).length + ' ' + r.code + ' ' + clock;
  },
  (e) => { out.textContent = 'error: ' + e.message; },
);
