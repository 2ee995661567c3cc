// chessground (the board) over chess-arbiter (the rules): destinations with both castling drops,
// the promotion picker only for a legal promotion, each move applied as the board changes it
// implies (the rook when castling, the pawn taken en passant, the promoted piece), the check and
// last-move highlights, and the ruling of an illegal drop.
import { Chessground } from 'chessground';
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import { Game, explainMove, pieceChanges } from 'chess-arbiter';

const COLORS = { w: 'white', b: 'black' };
const ROLES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

const game = new Game(new URLSearchParams(location.search).get('fen') ?? undefined);
const statusEl = document.getElementById('status');
const rulingEl = document.getElementById('ruling');
const picker = document.getElementById('promotion');

const cg = Chessground(document.getElementById('board'), {
  fen: game.fen(),
  // free: every drop reaches `after`, so an illegal one can be explained (then put back).
  movable: { free: true, showDests: true, events: { after: onDrop } },
  animation: { duration: 100 },
});
sync();

/** The board's state from the game: side to move, destinations, highlights, status. */
function sync() {
  const over = game.isGameOver();
  const last = game.lastMove();
  cg.set({
    turnColor: COLORS[game.turn()],
    movable: { color: over ? undefined : COLORS[game.turn()], dests: game.toDests() },
    check: game.checkSquare() !== undefined,
    lastMove: last ? [last.from, last.to] : undefined,
  });
  const outcome = game.outcome();
  statusEl.textContent = outcome
    ? `Game over: ${outcome.termination.replace(/_/g, ' ')}${outcome.winner ? `, ${COLORS[outcome.winner]} wins` : ', draw'}`
    : `${COLORS[game.turn()]} to move${game.isCheck() ? ' (check)' : ''}`;
}

/** Plays a legal move and shows it as the board changes it implies (no FEN diff). */
function play(move) {
  const played = game.move(move);
  const diff = new Map();
  for (const { square, piece } of pieceChanges(played)) {
    diff.set(square, piece ? { role: ROLES[piece.type], color: COLORS[piece.color] } : undefined);
  }
  cg.setPieces(diff);
  rulingEl.textContent = '';
  sync();
}

async function onDrop(from, to) {
  if (game.isPromotion({ from, to })) {
    const role = await choosePromotion();
    if (role) play({ from, to, promotion: role });
    else cg.set({ fen: game.fen() }); // cancelled: the pawn goes back
    sync();
    return;
  }
  try {
    return play({ from, to }); // king onto rook castles too
  } catch {
    // Illegal: the ruling says why (game.move left the game as it was).
  }
  const ruling = await explainMove(game.fen(), { from, to });
  cg.set({ fen: game.fen() }); // the piece snaps back
  sync();
  rulingEl.textContent = ruling.legal ? '' : ruling.message;
}

/** Opens the picker; resolves to q, r, b, n, or '' when cancelled. Nothing moves meanwhile. */
function choosePromotion() {
  cg.set({ movable: { color: undefined } });
  picker.hidden = false;
  picker.querySelector('button').focus();
  return new Promise((resolve) => {
    picker.onclick = (e) => {
      const b = e.target.closest('button');
      if (!b) return;
      picker.hidden = true;
      picker.onclick = null;
      resolve(b.dataset.role);
    };
  });
}

window.example = { fen: () => game.fen() };
