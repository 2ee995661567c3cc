// useChessGame: a chess game as a Vue composable over chess-arbiter's immutable game value
// (issue 39), the twin of examples/react-chessboard/useChessGame.js. Copy it into your app.
//
//   const game = useChessGame(fen?);   // or a GameState (from the server, a store, JSON)
//   game.state.value                   // the GameState to draw (frozen; a new one per change)
//   game.move({ from, to, promotion? }) // plays at the game's end: returns the new state, or
//                                      // throws ChessError (the state stays as it was)
//   game.undo(); game.redo(); game.viewPly(n); game.reset(fen?, options?); game.loadPgn(text)
//   game.load(state)                   // a GameState kept elsewhere
//
// The state sits in a shallowRef: Vue tracks the ref, never the frozen value inside it (a deep
// ref would walk the whole move line), and every function reads `state.value` when called, so
// a reply from a timer or a worker always acts on the newest state. Nothing needs freeing.
import { shallowRef } from 'vue';
import {
  gameState, play, undo as undoState, redo as redoState, viewPly as viewStatePly, stateFromPgn,
} from 'chess-arbiter';

/**
 * @param {import('chess-arbiter').GameState | string} [initial] a state, or a FEN (absent: the start)
 * @param {import('chess-arbiter').GameOptions} [options] for a FEN
 */
export function useChessGame(initial, options) {
  const state = shallowRef(initial !== null && typeof initial === 'object' ? initial : gameState(initial ?? undefined, options));
  const set = (next) => {
    state.value = next;
    return next;
  };
  return {
    /** A shallowRef holding the GameState; change it through the functions below. */
    state,
    move: (move, moveOptions) => set(play(state.value, move, moveOptions)),
    undo: () => set(undoState(state.value)),
    redo: () => set(redoState(state.value)),
    viewPly: (ply) => set(viewStatePly(state.value, ply)),
    reset: (fen, gameOptions) => set(gameState(fen, gameOptions)),
    loadPgn: (text, pgnOptions) => set(stateFromPgn(text, pgnOptions)),
    load: (next) => set(next),
  };
}
