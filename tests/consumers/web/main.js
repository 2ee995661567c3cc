// Shared by the Vite and webpack consumers: the free functions, and a ruling (its texts are a
// chunk loaded on demand).
import { legalMoves, explainMove } from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const out = document.getElementById('out');
explainMove(START, 'e5').then(
  (r) => { out.textContent = legalMoves(START).length + ' ' + r.code; },
  (e) => { out.textContent = 'error: ' + e.message; },
);
