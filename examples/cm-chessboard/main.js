// cm-chessboard (the board) over chess-arbiter (the rules): legal-move markers from the game's
// moves, cm-chessboard's own promotion dialog opened only for a legal promotion
// (game.isPromotion), each move applied as the board changes it implies (pieceChanges: the rook
// when castling, the pawn taken en passant, the promoted piece), check and last-move markers,
// and the ruling of an illegal drop.
import { Chessboard, COLOR, INPUT_EVENT_TYPE } from 'cm-chessboard/src/Chessboard.js';
import { Markers, MARKER_TYPE } from 'cm-chessboard/src/extensions/markers/Markers.js';
import { PromotionDialog, PROMOTION_DIALOG_RESULT_TYPE } from 'cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js';
import 'cm-chessboard/assets/chessboard.css';
import 'cm-chessboard/assets/extensions/markers/markers.css';
import 'cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css';
import piecesUrl from 'cm-chessboard/assets/pieces/standard.svg?url';
import markersUrl from 'cm-chessboard/assets/extensions/markers/markers.svg?url';
import { Game, explainMove, pieceChanges } from 'chess-arbiter';

const COLORS = { w: 'white', b: 'black' };
const game = new Game(new URLSearchParams(location.search).get('fen') ?? undefined);
const statusEl = document.getElementById('status');
const rulingEl = document.getElementById('ruling');

const board = new Chessboard(document.getElementById('board'), {
  position: game.fen(),
  style: { pieces: { file: piecesUrl }, animationDuration: 100 },
  extensions: [{ class: Markers, props: { sprite: markersUrl } }, { class: PromotionDialog }],
});
sync();

/** Markers, status and move input from the game. */
function sync() {
  board.removeMarkers(MARKER_TYPE.square);
  board.removeMarkers(MARKER_TYPE.circleDanger);
  const last = game.lastMove();
  if (last) for (const sq of [last.from, last.to]) board.addMarker(MARKER_TYPE.square, sq);
  const check = game.checkSquare();
  if (check) board.addMarker(MARKER_TYPE.circleDanger, check);
  const outcome = game.outcome();
  statusEl.textContent = outcome
    ? `Game over: ${outcome.termination.replace(/_/g, ' ')}${outcome.winner ? `, ${COLORS[outcome.winner]} wins` : ', draw'}`
    : `${COLORS[game.turn()]} to move${game.isCheck() ? ' (check)' : ''}`;
  board.disableMoveInput();
  if (!outcome) board.enableMoveInput(onInput, game.turn() === 'w' ? COLOR.white : COLOR.black);
}

/** Plays a legal move (throws, changing nothing, for an illegal one), then shows it. */
function play(move) {
  const played = game.move(move);
  rulingEl.textContent = '';
  return show(played);
}

/** The board shows a move square by square, as pieceChanges gives it (no FEN diff). */
async function show(played) {
  await board.state.moveInputProcess; // the dragged piece has landed
  for (const { square, piece } of pieceChanges(played)) {
    await board.setPiece(square, piece ? piece.color + piece.type : undefined);
  }
  sync();
}

function onInput(event) {
  switch (event.type) {
    case INPUT_EVENT_TYPE.moveInputStarted:
      return true; // any piece of the side to move may be picked up: an illegal drop is explained
    case INPUT_EVENT_TYPE.validateMoveInput: {
      const from = event.squareFrom;
      const to = event.squareTo;
      if (game.isPromotion({ from, to })) {
        board.disableMoveInput();
        board.showPromotionDialog(to, game.turn() === 'w' ? COLOR.white : COLOR.black, (result) => {
          if (result.type === PROMOTION_DIALOG_RESULT_TYPE.pieceSelected) play({ from, to, promotion: result.piece[1] });
          else board.setPosition(game.fen(), true).then(sync); // cancelled: the pawn goes back
        });
        return true;
      }
      try {
        play({ from, to }); // king onto rook castles too
        return true;
      } catch {
        explainMove(game.fen(), { from, to }).then((r) => { rulingEl.textContent = r.legal ? '' : r.message; });
        return false; // the piece snaps back
      }
    }
    default:
      return true;
  }
}

window.example = { fen: () => game.fen() };
