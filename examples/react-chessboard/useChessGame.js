// useChessGame: a chess game held in React state as chess-arbiter's immutable game value
// (issue 39). Copy this file into your app: it is ~60 lines over the package's pure functions
// (gameState, play, undo, redo, viewPly, stateFromPgn), so it is an example, not an entry of
// the package (see docs/boards.md, "React: useChessGame").
//
//   const game = useChessGame(fen?);          // or a GameState (from the server, a store, JSON)
//   game.state                                // the GameState to draw (frozen; a new one per change)
//   game.move({ from, to, promotion? })       // plays at the game's end: returns the new state, or
//                                             // throws ChessError (the state stays as it was)
//   game.undo(); game.redo(); game.viewPly(n); game.reset(fen?, options?); game.loadPgn(text)
//   game.load(state)                          // a GameState kept elsewhere (a store, the server)
//   game.getState()                           // the newest state, for async code (timers, an engine)
//
// The callbacks keep their identity for the component's life and always act on the newest state
// (a ref holds the last value set, an immutable one: no chess object lives in it), so a reply
// arriving from a timer or a worker after other moves, or two calls in one handler, never act on
// an old position. Nothing needs freeing: a state holds no wasm object.
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  gameState, play, undo as undoState, redo as redoState, viewPly as viewStatePly, stateFromPgn,
} from 'chess-arbiter';

/** The first state: a GameState as it is, else a new game from a FEN (undefined: the start). */
function initialState(initial, options) {
  if (typeof initial === 'function') return initial();
  if (initial === undefined || initial === null || typeof initial === 'string') return gameState(initial, options);
  return initial;
}

/**
 * @param {import('chess-arbiter').GameState | string | (() => import('chess-arbiter').GameState)} [initial]
 * @param {import('chess-arbiter').GameOptions} [options] for a FEN
 */
export function useChessGame(initial, options) {
  const [state, setState] = useState(() => initialState(initial, options));
  const latest = useRef(state);
  // Every change goes through here, in event handlers and timers (never during a render).
  const commit = useCallback((next) => {
    if (next !== latest.current) {
      latest.current = next;
      setState(next);
    }
    return next;
  }, []);

  const move = useCallback((m, moveOptions) => commit(play(latest.current, m, moveOptions)), [commit]);
  const undo = useCallback(() => commit(undoState(latest.current)), [commit]);
  const redo = useCallback(() => commit(redoState(latest.current)), [commit]);
  const viewPly = useCallback((ply) => commit(viewStatePly(latest.current, ply)), [commit]);
  const reset = useCallback((fen, gameOptions) => commit(gameState(fen, gameOptions)), [commit]);
  const loadPgn = useCallback((text, pgnOptions) => commit(stateFromPgn(text, pgnOptions)), [commit]);
  const load = useCallback((next) => commit(next), [commit]);
  const getState = useCallback(() => latest.current, []);

  return useMemo(
    () => ({ state, move, undo, redo, viewPly, reset, loadPgn, load, getState }),
    [state, move, undo, redo, viewPly, reset, loadPgn, load, getState],
  );
}
