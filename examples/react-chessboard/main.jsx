// react-chessboard on chess-arbiter's immutable game value (issue 39), held by the useChessGame
// hook (./useChessGame.js): click or drag to move, a promotion picker opened only for a legal
// promotion (isPromotion: never for a pinned pawn), the check square (state.check), the ruling of
// a refused move (explainMove, after play's ChessError), undo and redo, and a move list to view
// an earlier ply while the game goes on ("Play a random reply" plays at the game's end, as an
// engine's move arriving would, and the view stays where it is).
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chessboard } from 'react-chessboard';
import { ChessError, destsMap, explainMove, gameState, isPromotion, legalMoves, stateMoves, statePgn, viewPly } from 'chess-arbiter';
import { useChessGame } from './useChessGame.js';

const LAST_MOVE = { backgroundColor: 'rgba(155, 199, 0, 0.41)' };
const CHECK = { background: 'radial-gradient(circle, rgb(255, 0, 0) 0%, rgba(255, 0, 0, 0) 80%)' };
const OPTION = { background: 'radial-gradient(circle, rgba(0, 0, 0, 0.1) 25%, transparent 25%)' };
const SELECTED = { background: 'rgba(255, 255, 0, 0.4)' };
const params = new URLSearchParams(location.search);
/** How long the random reply "thinks" (ms): `?replyDelay=`, 200 by default. */
const REPLY_DELAY = Number(params.get('replyDelay') ?? 200);

/** What the game's outcome says, else whose turn it is at the ply viewed. */
function status(state) {
  const o = state.outcome;
  if (o) {
    const how = o.termination.replace(/_/g, ' ');
    return o.winner ? `Game over: ${how}, ${o.winner === 'w' ? 'white' : 'black'} wins` : `Game over: draw (${how})`;
  }
  const turn = state.turn === 'w' ? 'white' : 'black';
  return `${turn} to move${state.check ? ' (check)' : ''}`;
}

/** The game to start from: `?fen=` when it reads, else the start and what was wrong with it. */
function firstGame() {
  const fen = params.get('fen');
  if (fen === null) return { state: gameState(), problem: '' };
  try {
    return { state: gameState(fen), problem: '' };
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    return { state: gameState(), problem: `The FEN of the address (?fen=) was refused, so the game starts from the initial position: ${e.message}` };
  }
}

// Each control as a touch target of at least 44x44 CSS pixels (the « ‹ › » buttons were about
// 20 px wide on a phone).
const CONTROL = { minWidth: 44, minHeight: 44 };

function App() {
  const [first] = useState(firstGame);
  const game = useChessGame(first.state);
  const { state } = game;
  const [moveFrom, setMoveFrom] = useState('');
  const [promotion, setPromotion] = useState(null); // { from, to } while the picker is open
  const [ruling, setRuling] = useState(first.problem);
  const [pgnText, setPgnText] = useState('');
  const asked = useRef(0); // the latest ruling asked for: an older answer arriving late is dropped
  window.example = { fen: () => game.getState().fen, state: () => game.getState() };

  const dests = useMemo(() => destsMap(state), [state]); // empty unless the game's end is viewed
  const moves = useMemo(() => stateMoves(state), [state]);
  const canMove = !promotion && !state.outcome && state.ply === state.length;
  // A change of the game while the picker is open (a reply landing, a PGN loaded) closes it: the
  // promotion it was opened for may be gone.
  useEffect(() => setPromotion(null), [state]);

  function showRuling(text) {
    asked.current += 1;
    setRuling(text);
  }

  /** Plays from-to: opens the picker for a legal promotion, explains a refused move. */
  function tryMove(from, to) {
    setMoveFrom('');
    const fen = game.getState().fen;
    if (isPromotion(fen, { from, to })) {
      setPromotion({ from, to });
      return false; // the pawn goes back until a piece is chosen
    }
    try {
      game.move({ from, to });
      showRuling('');
      return true;
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      const id = ++asked.current;
      explainMove(fen, { from, to }).then(
        (r) => { if (asked.current === id) setRuling(r.legal ? e.message : r.message); },
        () => { if (asked.current === id) setRuling(e.message); },
      );
      return false; // the piece snaps back
    }
  }

  function onSquareClick({ square }) {
    if (!canMove) return;
    if (moveFrom && dests.get(moveFrom)?.includes(square)) {
      tryMove(moveFrom, square);
      return;
    }
    setMoveFrom(dests.has(square) && square !== moveFrom ? square : '');
  }

  function onPieceDrop({ sourceSquare, targetSquare }) {
    if (!targetSquare || !canMove) return false;
    return tryMove(sourceSquare, targetSquare);
  }

  function choose(role) {
    const { from, to } = promotion;
    setPromotion(null);
    if (!role) return;
    try {
      game.move({ from, to, promotion: role });
      showRuling('');
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      showRuling(e.message);
    }
  }

  /** As an engine's reply arriving later: played at the game's end from the newest state (what
   * was undone or viewed meanwhile included: getState(), not the state of this render). */
  function randomReply() {
    setTimeout(() => {
      const s = game.getState();
      if (s.outcome) return;
      const end = s.ply === s.length ? s : viewPly(s, s.length);
      const all = legalMoves(end.fen, { chess960: s.chess960 });
      game.move(all[Math.floor(Math.random() * all.length)].san);
    }, REPLY_DELAY);
  }

  function loadPgn(event) {
    event.preventDefault();
    try {
      game.loadPgn(pgnText);
      setMoveFrom('');
      showRuling('');
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      showRuling(e.message);
    }
  }

  const styles = {};
  if (state.lastMove) for (const sq of [state.lastMove.from, state.lastMove.to]) styles[sq] = LAST_MOVE;
  if (moveFrom) {
    for (const sq of dests.get(moveFrom) ?? []) styles[sq] = { ...styles[sq], ...OPTION };
    styles[moveFrom] = { ...styles[moveFrom], ...SELECTED };
  }
  if (state.check) styles[state.check] = { ...styles[state.check], ...CHECK };

  const chessboardOptions = {
    onPieceDrop,
    onSquareClick,
    position: state.fen,
    squareStyles: styles,
    allowDragging: canMove,
    id: 'play',
  };
  // The move list by move number (a game from a FEN with Black to move opens with Black's move).
  const [, side, , , , number] = state.startFen.split(' ');
  const rows = [];
  for (let j = 0; j < moves.length; j += 1) {
    if (j === 0 || (side === 'w') === (j % 2 === 0)) rows.push([]);
    rows.at(-1).push(j);
  }
  return (
    // 400 px, or the page's width on a phone (the body's margins kept)
    <div style={{ width: 'min(400px, calc(100vw - 16px))' }}>
      <Chessboard options={chessboardOptions} />
      {promotion && (
        <div id="promotion" role="dialog" aria-label="Promote to">
          <button style={CONTROL} onClick={() => choose('q')}>Queen</button> <button style={CONTROL} onClick={() => choose('r')}>Rook</button>{' '}
          <button style={CONTROL} onClick={() => choose('b')}>Bishop</button> <button style={CONTROL} onClick={() => choose('n')}>Knight</button>{' '}
          <button style={CONTROL} onClick={() => choose('')}>Cancel</button>
        </div>
      )}
      <p id="status" aria-live="polite">{status(state)}</p>
      <p id="ruling" aria-live="polite" style={{ color: '#a00' }}>{ruling}</p>
      <div className="controls" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {/* undo and redo clear the ruling: it was about a move of the position left */}
        <button id="undo" style={CONTROL} disabled={!state.line} onClick={() => { setMoveFrom(''); showRuling(''); game.undo(); }}>Undo</button>
        <button id="redo" style={CONTROL} disabled={!state.undone} onClick={() => { setMoveFrom(''); showRuling(''); game.redo(); }}>Redo</button>
        <button id="first" style={CONTROL} aria-label="First position" disabled={state.ply === 0} onClick={() => game.viewPly(0)}>«</button>
        <button id="prev" style={CONTROL} aria-label="Previous ply" disabled={state.ply === 0} onClick={() => game.viewPly(state.ply - 1)}>‹</button>
        <button id="next" style={CONTROL} aria-label="Next ply" disabled={state.ply === state.length} onClick={() => game.viewPly(state.ply + 1)}>›</button>
        <button id="last" style={CONTROL} aria-label="The game's position" disabled={state.ply === state.length} onClick={() => game.viewPly(state.length)}>»</button>
        <button id="reply" style={CONTROL} disabled={!!state.outcome} onClick={randomReply}>Play a random reply</button>
        <button id="new" style={CONTROL} onClick={() => { setMoveFrom(''); setPromotion(null); showRuling(''); game.reset(); }}>New game</button>
      </div>
      <p id="viewing">{state.ply === state.length ? '' : `Viewing ply ${state.ply} of ${state.length}: moves are played at the game's end`}</p>
      <ol id="moves" start={Number(number) || 1} style={{ paddingLeft: '2em' }}>
        {rows.map((row) => (
          <li key={row[0]}>
            {row.map((j) => (
              <button key={j} data-ply={j + 1} aria-current={state.ply === j + 1 ? 'step' : undefined}
                style={{ fontWeight: state.ply === j + 1 ? 'bold' : 'normal', marginRight: 4 }}
                onClick={() => game.viewPly(j + 1)}>
                {side === 'b' && j === 0 ? `… ${moves[j].san}` : moves[j].san}
              </button>
            ))}
          </li>
        ))}
      </ol>
      <form onSubmit={loadPgn}>
        <label htmlFor="pgn">PGN</label>
        <textarea id="pgn" rows={3} style={{ width: '100%', boxSizing: 'border-box' }} value={pgnText}
          placeholder="1. e4 e5 2. Nf3 ..." onChange={(e) => setPgnText(e.target.value)} />
        <button id="load-pgn" type="submit" style={CONTROL}>Load PGN</button>
      </form>
      <details>
        <summary>This game's PGN</summary>
        <pre id="pgn-out" style={{ whiteSpace: 'pre-wrap' }}>{statePgn(state)}</pre>
      </details>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
